//! `wordgames wordnet stats` and `wordgames wordnet bench`: what WordNet holds, and how fast it
//! loads and routes.

use std::{
    io::Write,
    time::{Duration, Instant},
};

use serde::Serialize;
use wordgames_wordnet::{Relations, WordGraph, WordNet};

use crate::cli::{CliResult, Global};

/// `wordgames wordnet stats --json`.
#[derive(Serialize)]
pub(super) struct StatsDoc {
    by_pointer: Vec<PointerDoc>,
    by_pos: Vec<PosDoc>,
    lemmas: usize,
    pointers: usize,
    senses: usize,
    synsets: usize,
    words: usize,
}

#[derive(Serialize)]
pub(super) struct PointerDoc {
    lexical: usize,
    relation: &'static str,
    semantic: usize,
    symbol: Option<&'static str>,
}

#[derive(Serialize)]
pub(super) struct PosDoc {
    lemmas: usize,
    pos: String,
    senses: usize,
    synsets: usize,
    words: usize,
}

/// `wordgames wordnet bench --json`.
#[derive(Serialize)]
pub(super) struct BenchDoc {
    dir: String,
    graph: GraphFigures,
    load_ms: LoadFigures,
    resident_kib: ResidentFigures,
    route_table: TableFigures,
}

#[derive(Serialize)]
pub(super) struct GraphFigures {
    build_ms_median: f64,
    directed: usize,
    edges: usize,
    nodes: usize,
}

#[derive(Serialize)]
pub(super) struct LoadFigures {
    cpu_mean: Option<f64>,
    median: f64,
    min: f64,
    runs: usize,
}

#[derive(Serialize)]
pub(super) struct ResidentFigures {
    added_by_load: Option<u64>,
    after_load: Option<u64>,
}

#[derive(Serialize)]
pub(super) struct TableFigures {
    bytes: usize,
    cpu_ms_mean: Option<f64>,
    ms_max: f64,
    ms_median: f64,
    targets: usize,
}

pub(super) fn stats(global: &Global, wn: &WordNet) -> CliResult {
    let stats = wn.stats();
    let mut out = crate::out::stdout();
    if global.json {
        let by_pos = stats
            .by_pos
            .iter()
            .map(|p| PosDoc {
                lemmas: p.lemmas,
                pos: p.pos.code().to_string(),
                senses: p.senses,
                synsets: p.synsets,
                words: p.words,
            })
            .collect();
        let by_pointer = stats
            .by_pointer
            .iter()
            .map(|p| PointerDoc {
                lexical: p.lexical,
                relation: p.relation.name(),
                semantic: p.semantic,
                symbol: p.relation.symbol(),
            })
            .collect();
        let doc = StatsDoc {
            by_pointer,
            by_pos,
            lemmas: stats.lemmas,
            pointers: stats.pointers,
            senses: stats.senses,
            synsets: stats.synsets,
            words: stats.words,
        };
        writeln!(out, "{}", serde_json::to_string(&doc)?)?;
        return Ok(());
    }
    writeln!(
        out,
        "{} synsets, {} lemmas, {} senses, {} words, {} pointers",
        stats.synsets, stats.lemmas, stats.senses, stats.words, stats.pointers
    )?;
    writeln!(out)?;
    writeln!(
        out,
        "{:<22}{:>9}{:>9}{:>9}{:>9}",
        "part of speech", "synsets", "words", "senses", "lemmas"
    )?;
    for p in &stats.by_pos {
        writeln!(
            out,
            "{:<22}{:>9}{:>9}{:>9}{:>9}",
            format!("{} ({})", p.pos, p.pos.code()),
            p.synsets,
            p.words,
            p.senses,
            p.lemmas
        )?;
    }
    writeln!(out)?;
    writeln!(out, "{:<28}{:>9}{:>9}", "pointer", "semantic", "lexical")?;
    for p in &stats.by_pointer {
        writeln!(
            out,
            "{:<28}{:>9}{:>9}",
            format!("{} ({})", p.relation, p.relation.symbol().unwrap_or("")),
            p.semantic,
            p.lexical
        )?;
    }
    Ok(())
}

/// Resident memory of this process, from /proc/self/status (Linux), in KiB.
pub(super) fn resident_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// CPU time (user + system) of this process so far, in ms, from /proc/self/stat (Linux; clock
/// ticks of 10 ms, so only sums over many runs are meaningful).
pub(super) fn cpu_ms() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let ticks: u64 = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    Some(ticks as f64 * 10.0)
}

pub(super) fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

pub(super) fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

pub(super) fn bench(global: &Global, dir: Option<&std::path::Path>, targets: usize) -> CliResult {
    let mut out = crate::out::stdout();
    let before = resident_kib();
    let t = Instant::now();
    let wn = crate::cli::wordnet(dir)?;
    let first_load = ms(t.elapsed());
    let after = resident_kib();
    let mut loads = vec![first_load];
    let cpu = cpu_ms();
    // Later loads: the WNDB text again, or the bundled snapshot decoded into a fresh copy.
    let snapshot = dir.is_none().then(|| wn.to_snapshot());
    for _ in 0..10 {
        let t = Instant::now();
        match (dir, &snapshot) {
            (Some(dir), _) => drop(WordNet::open(dir)?),
            (None, Some(bytes)) => drop(WordNet::from_snapshot(bytes)?),
            (None, None) => unreachable!("a snapshot is made when there is no directory"),
        }
        loads.push(ms(t.elapsed()));
    }
    let load_cpu = cpu.zip(cpu_ms()).map(|(a, b)| (b - a) / 10.0);
    let mut builds = Vec::new();
    let mut graph = None;
    for _ in 0..3 {
        let t = Instant::now();
        graph = Some(WordGraph::build(wn, Relations::default())?);
        builds.push(ms(t.elapsed()));
    }
    let graph = graph.expect("built three times");
    let lemmas = wn.lemma_count();
    let targets = targets.clamp(1, lemmas);
    let mut tables = Vec::new();
    let mut table_bytes = 0;
    let cpu = cpu_ms();
    for i in 0..targets {
        let lemma = wn.lemma_by_id(wordgames_wordnet::LemmaId((i * lemmas / targets) as u32));
        let t = Instant::now();
        let table = graph.route_table(lemma.id())?;
        tables.push(ms(t.elapsed()));
        table_bytes = table.size_in_bytes();
    }
    let table_cpu = cpu.zip(cpu_ms()).map(|(a, b)| (b - a) / targets as f64);
    let load_resident = match (before, after) {
        (Some(b), Some(a)) => Some(a.saturating_sub(b)),
        _ => None,
    };
    let report = BenchDoc {
        dir: dir.map_or_else(|| "bundled".to_string(), |d| d.display().to_string()),
        graph: GraphFigures {
            build_ms_median: median(builds.clone()),
            directed: graph.adjacency_count(),
            edges: graph.edge_count(),
            nodes: graph.node_count(),
        },
        load_ms: LoadFigures {
            cpu_mean: load_cpu,
            median: median(loads.clone()),
            min: loads.iter().copied().fold(f64::MAX, f64::min),
            runs: loads.len(),
        },
        resident_kib: ResidentFigures {
            added_by_load: load_resident,
            after_load: after,
        },
        route_table: TableFigures {
            bytes: table_bytes,
            cpu_ms_mean: table_cpu,
            ms_max: tables.iter().copied().fold(0.0, f64::max),
            ms_median: median(tables.clone()),
            targets,
        },
    };
    if global.json {
        writeln!(out, "{}", serde_json::to_string(&report)?)?;
        return Ok(());
    }
    match dir {
        Some(dir) => writeln!(out, "WordNet directory: {}", dir.display())?,
        None => writeln!(out, "WordNet: the bundled WordNet 3.1 snapshot")?,
    }
    writeln!(
        out,
        "load: median {:.1} ms, min {:.1} ms over {} runs; CPU time {:.0} ms per load (both threads)",
        report.load_ms.median,
        report.load_ms.min,
        loads.len(),
        load_cpu.unwrap_or(f64::NAN)
    )?;
    if let (Some(after), Some(added)) = (after, load_resident) {
        writeln!(
            out,
            "resident after one load: {:.1} MiB ({:.1} MiB added by the load)",
            after as f64 / 1024.0,
            added as f64 / 1024.0
        )?;
    }
    writeln!(
        out,
        "graph (default relations): {} nodes, {} edges ({} directed), built in {:.1} ms (median of 3)",
        graph.node_count(),
        graph.edge_count(),
        graph.adjacency_count(),
        median(builds)
    )?;
    writeln!(
        out,
        "route table: median {:.2} ms, max {:.2} ms over {} targets (CPU time {:.1} ms each); {} bytes each",
        median(tables.clone()),
        tables.iter().copied().fold(0.0, f64::max),
        targets,
        table_cpu.unwrap_or(f64::NAN),
        table_bytes
    )?;
    Ok(())
}
