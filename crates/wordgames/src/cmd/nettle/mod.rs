//! `wordgames nettle ...` and `wordgames play nettle`: the WordNet direction game.

use std::{path::PathBuf, time::Instant};

use clap::{Args, Subcommand};
use serde::Serialize;
use wordgames_lexicon::{AnyLexicon, Lexicon};
use wordgames_puzzles::{
    Date,
    nettle::{
        self, Nettle, Verdict,
        archive::{self, RouteFile},
        map::Map,
    },
};
use wordgames_wordnet::{LemmaId, WordGraph, WordNet};

use crate::{
    cli::{CliResult, Global},
    progress::Job,
};

mod play;

pub use play::play;

/// `wordgames nettle ...`.
#[derive(Debug, Subcommand)]
pub enum NettleCommand {
    /// The clue of each guess for a target: the emoji route, its length, optionally the words.
    Clue {
        /// The target word.
        #[arg(long)]
        target: String,
        /// The guesses.
        #[arg(required = true)]
        guesses: Vec<String>,
        /// Also print the words of each route, the sense used and the hint.
        #[arg(long)]
        reveal: bool,
        /// Print the map of the clues as Graphviz DOT instead (ignores --json).
        #[arg(long)]
        dot: bool,
        /// Also write the map of the clues as an SVG picture to FILE.
        #[arg(long, value_name = "FILE")]
        svg: Option<PathBuf>,
        #[command(flatten)]
        source: Source,
    },
    /// The target list: how many targets, and the first ones in puzzle order.
    Targets {
        /// How many to list.
        #[arg(long, default_value_t = 10)]
        show: usize,
        #[command(flatten)]
        source: Source,
    },
    /// Precompute every target's route file into a directory (parallel; progress on stderr).
    Archive {
        /// The directory to write into.
        #[arg(long)]
        out: PathBuf,
        /// Only the first N targets in puzzle order (at least 1).
        #[arg(long, value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..))]
        limit: Option<usize>,
        /// Worker threads, 1 to 256 (default: one per core).
        #[arg(long, value_parser = clap::value_parser!(u16).range(1..=256))]
        threads: Option<u16>,
        #[command(flatten)]
        source: Source,
    },
    /// Time loading, the target list, route tables and guess lookups.
    Bench {
        /// How many targets' tables to time, 1 to 100,000.
        #[arg(long, default_value_t = 50, value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..=100_000))]
        targets: usize,
        #[command(flatten)]
        source: Source,
    },
}

/// Where WordNet comes from.
#[derive(Debug, Args, Clone)]
pub struct Source {
    /// A WNDB `dict` directory instead of the WordNet 3.1 bundled in the program.
    #[arg(long, value_name = "DIR")]
    wordnet: Option<PathBuf>,
}

impl Source {
    fn load(&self) -> CliResult<(&'static WordNet, WordGraph<'static>)> {
        let wn = self.wordnet()?;
        // Nettle is English: its routes prefer the words of the embedded English lexicon.
        let graph = nettle::word_graph(wn, &Lexicon::english())?;
        Ok((wn, graph))
    }

    fn wordnet(&self) -> CliResult<&'static WordNet> {
        crate::cli::wordnet(self.wordnet.as_deref())
    }
}

/// `wordgames play nettle`.
#[derive(Debug, Args)]
pub struct PlayArgs {
    /// Play the puzzle of this date (YYYY-MM-DD); defaults to today (the local date).
    #[arg(long, conflicts_with = "target")]
    date: Option<Date>,
    /// Play this target word instead of a date's (any noun of WordNet, not only the target
    /// list's); the share summary then has no puzzle number.
    #[arg(long, value_name = "WORD")]
    target: Option<String>,
    #[command(flatten)]
    source: Source,
}

fn targets(global: &Global, wn: &WordNet) -> CliResult<Vec<LemmaId>> {
    targets_of(&global.lexicon()?, wn)
}

fn targets_of(loaded: &AnyLexicon, wn: &WordNet) -> CliResult<Vec<LemmaId>> {
    Ok(nettle::targets(wn, loaded)?)
}

/// Runs `wordgames nettle ...`.
pub fn run(global: &Global, command: NettleCommand) -> CliResult {
    match command {
        NettleCommand::Clue {
            target,
            guesses,
            reveal,
            dot,
            svg,
            source,
        } => clue(
            global,
            &target,
            &guesses,
            reveal,
            dot,
            svg.as_deref(),
            &source,
        ),
        NettleCommand::Targets { show, source } => {
            let (wn, _) = source.load()?;
            let list = targets(global, wn)?;
            let first: Vec<&str> = list
                .iter()
                .take(show)
                .map(|t| wn.lemma_by_id(*t).text())
                .collect();
            if global.json {
                let doc = TargetsDoc {
                    first,
                    targets: list.len(),
                };
                outln!("{}", serde_json::to_string(&doc)?)?;
            } else {
                outln!("{} targets; the first {}:", list.len(), first.len())?;
                for (i, w) in first.iter().enumerate() {
                    outln!("#{} {w}", i + 1)?;
                }
            }
            Ok(())
        }
        NettleCommand::Archive {
            out,
            limit,
            threads,
            source,
        } => archive_cmd(global, &out, limit, threads, &source),
        NettleCommand::Bench { targets: n, source } => bench(global, n, &source),
    }
}

fn clue(
    global: &Global,
    target: &str,
    guesses: &[String],
    reveal: bool,
    dot: bool,
    svg: Option<&std::path::Path>,
    source: &Source,
) -> CliResult {
    let (wn, graph) = source.load()?;
    let game = Nettle::new(&graph, target)?;
    if dot || svg.is_some() {
        let mut clues = Vec::new();
        for guess in guesses {
            if let Verdict::Clue(c) = game.answer(guess)? {
                clues.push(c);
            }
        }
        let map = Map::new(&clues);
        if let Some(path) = svg {
            write_svg(&map, path)?;
            errln!(
                "wrote the map of {} clues to {}",
                clues.len(),
                path.display()
            );
        }
        if dot {
            outln!("{}", map.to_dot())?;
            return Ok(());
        }
    }
    let mut rows = Vec::new();
    for guess in guesses {
        let answer = game.answer(guess)?;
        if global.json {
            rows.push(answer_json(wn, guess, &answer, reveal));
            continue;
        }
        match &answer {
            Verdict::Clue(c) if c.is_win() => outln!("{guess}: ✅ (the target)")?,
            Verdict::Clue(c) => {
                outln!("{guess}: {} ({})", c.emoji, steps(c.len()))?;
                if reveal {
                    outln!("  route: {}", c.words().join(" → "))?;
                    outln!("  sense used: {}", c.gloss())?;
                }
            }
            Verdict::Unknown => outln!("{guess}: not a word I know")?,
            Verdict::Unreachable(_) => outln!("{guess}: no route leads from it to the target")?,
        }
    }
    if global.json {
        let doc = ClueDoc {
            clues: rows,
            target,
        };
        outln!("{}", serde_json::to_string(&doc)?)?;
    }
    Ok(())
}

/// `wordgames nettle targets --json` (fields in alphabetical order).
#[derive(Serialize)]
struct TargetsDoc<'a> {
    first: Vec<&'a str>,
    targets: usize,
}

/// `wordgames nettle clue --json`.
#[derive(Serialize)]
struct ClueDoc<'a> {
    clues: Vec<ClueRow<'a>>,
    target: &'a str,
}

/// One guess of `nettle clue --json`: a clue (with its route when revealed) or an error.
#[derive(Serialize, Default)]
struct ClueRow<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    clue: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<&'static str>,
    guess: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    relations: Option<Vec<&'static str>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    route: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    sense_used: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    steps: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    win: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    word: Option<&'a str>,
}

fn answer_json<'a>(wn: &'a WordNet, guess: &'a str, answer: &Verdict, reveal: bool) -> ClueRow<'a> {
    match answer {
        Verdict::Clue(c) => ClueRow {
            clue: Some(c.emoji.to_string()),
            guess,
            relations: reveal.then(|| c.route.steps.iter().map(|s| s.relation.name()).collect()),
            route: reveal.then(|| c.words().iter().map(|w| w.to_string()).collect()),
            sense_used: reveal.then(|| c.gloss().to_string()),
            steps: Some(c.len()),
            win: Some(c.is_win()),
            word: Some(wn.lemma_by_id(c.lemma).text()),
            ..ClueRow::default()
        },
        Verdict::Unknown => ClueRow {
            error: Some("not a word I know"),
            guess,
            ..ClueRow::default()
        },
        Verdict::Unreachable(_) => ClueRow {
            error: Some("no route to the target"),
            guess,
            ..ClueRow::default()
        },
    }
}

/// `wordgames nettle archive --json`.
#[derive(Serialize)]
struct ArchiveDoc {
    bytes: u64,
    files: usize,
    kept: usize,
    load_seconds: f64,
    seconds: f64,
    threads: usize,
}

/// `wordgames nettle bench --json`.
#[derive(Serialize)]
struct BenchDoc {
    build_graph_s: f64,
    checksum: usize,
    encode_file_ms: f64,
    file_bytes_mean: usize,
    guess_file_us: f64,
    guess_live_us: f64,
    guesses_timed: usize,
    load_wordnet_s: f64,
    route_table_max_ms: f64,
    route_table_mean_ms: f64,
    tables_timed: usize,
    target_list_s: f64,
    targets: usize,
}

fn archive_cmd(
    global: &Global,
    out: &std::path::Path,
    limit: Option<usize>,
    threads: Option<u16>,
    source: &Source,
) -> CliResult {
    let start = Instant::now();
    let (wn, graph) = source.load()?;
    let mut list = targets(global, wn)?;
    if let Some(n) = limit {
        list.truncate(n);
    }
    let loaded = start.elapsed();
    errln!(
        "loaded WordNet and {} targets in {:.1} s",
        list.len(),
        loaded.as_secs_f64()
    );
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads.map_or(0, usize::from))
        .build()?;
    let job = Job::bar(list.len() as u64, "route files");
    let progress = |_done: usize, _total: usize| job.inc();
    let report = pool.install(|| archive::write(&graph, &list, out, &progress))?;
    job.finish(format_args!(
        "{} route files ({} kept from an earlier run)",
        report.files, report.kept
    ));
    let total = start.elapsed().as_secs_f64();
    if global.json {
        let doc = ArchiveDoc {
            bytes: report.bytes,
            files: report.files,
            kept: report.kept,
            load_seconds: loaded.as_secs_f64(),
            seconds: total,
            threads: pool.current_num_threads(),
        };
        outln!("{}", serde_json::to_string(&doc)?)?;
    } else {
        outln!(
            "{} route files ({} kept from an earlier run), {} bytes, in {} ({:.1} s with loading, {} threads)",
            report.files,
            report.kept,
            report.bytes,
            out.display(),
            total,
            pool.current_num_threads()
        )?;
    }
    Ok(())
}

fn bench(global: &Global, n: usize, source: &Source) -> CliResult {
    let t = Instant::now();
    let wn = source.wordnet()?;
    let load = t.elapsed();
    let t = Instant::now();
    let graph = nettle::word_graph(wn, &Lexicon::english())?;
    let build = t.elapsed();
    let t = Instant::now();
    let list = targets(global, wn)?;
    let list_time = t.elapsed();
    let n = n.clamp(1, list.len());
    // Each target is timed both ways in turn, so that changes in the machine's load fall on
    // both alike: the route table, then encoding it.
    let (mut per_table, mut per_file, mut worst) = (0f64, 0f64, 0f64);
    let mut encoded = 0usize;
    for &target in &list[..n] {
        let t = Instant::now();
        let table = graph.route_table(target)?;
        let one = t.elapsed().as_secs_f64();
        per_table += one;
        worst = worst.max(one);
        let t = Instant::now();
        encoded += archive::encode(&table)?.len();
        per_file += t.elapsed().as_secs_f64();
    }
    let (per_table, per_file) = (per_table / n as f64, per_file / n as f64);
    let encoded = encoded / n;
    // Guesses: every 7th lemma, answered from a spelling (live game) and from a route file.
    let game = Nettle::new(&graph, wn.lemma_by_id(list[0]).text())?;
    let spellings: Vec<&str> = wn.lemmas().step_by(7).map(|l| l.text()).collect();
    let t = Instant::now();
    let mut steps = 0usize;
    for s in &spellings {
        if let Verdict::Clue(c) = game.answer(s)? {
            steps += c.len();
        }
    }
    let per_guess = t.elapsed().as_secs_f64() / spellings.len() as f64;
    let file = RouteFile::from_bytes(archive::encode(game.table())?, "bench", wn)?;
    let ids: Vec<LemmaId> = (0..wn.lemma_count() as u32)
        .step_by(7)
        .map(LemmaId)
        .collect();
    let t = Instant::now();
    let mut stored = 0usize;
    for &l in &ids {
        stored += file.clue(l).map_or(0, |c| c.relations.len());
    }
    let per_lookup = t.elapsed().as_secs_f64() / ids.len() as f64;
    let figures = BenchDoc {
        build_graph_s: build.as_secs_f64(),
        checksum: steps + stored,
        encode_file_ms: per_file * 1e3,
        file_bytes_mean: encoded,
        guess_file_us: per_lookup * 1e6,
        guess_live_us: per_guess * 1e6,
        guesses_timed: spellings.len(),
        load_wordnet_s: load.as_secs_f64(),
        route_table_max_ms: worst * 1e3,
        route_table_mean_ms: per_table * 1e3,
        tables_timed: n,
        target_list_s: list_time.as_secs_f64(),
        targets: list.len(),
    };
    if global.json {
        outln!("{}", serde_json::to_string(&figures)?)?;
    } else {
        outln!("load WordNet 3.1        {:>9.3} s", load.as_secs_f64())?;
        outln!("build word graph        {:>9.3} s", build.as_secs_f64())?;
        outln!(
            "target list ({:>5})     {:>9.3} s",
            list.len(),
            list_time.as_secs_f64()
        )?;
        outln!(
            "route table (mean of {n}) {:>7.2} ms (max {:.2} ms)",
            per_table * 1e3,
            worst * 1e3
        )?;
        outln!(
            "encode a route file     {:>9.2} ms ({} bytes)",
            per_file * 1e3,
            encoded
        )?;
        outln!(
            "guess, live (spelling)  {:>9.2} µs (mean of {})",
            per_guess * 1e6,
            spellings.len()
        )?;
        outln!(
            "guess, route file       {:>9.3} µs (mean of {})",
            per_lookup * 1e6,
            ids.len()
        )?;
    }
    Ok(())
}

/// Writes the map as an SVG picture to `path`.
fn write_svg(map: &Map, path: &std::path::Path) -> CliResult {
    std::fs::write(path, map.to_svg())
        .map_err(|e| format!("cannot write {}: {e}", path.display()).into())
}

/// "1 step", "5 steps".
fn steps(n: usize) -> String {
    if n == 1 {
        "1 step".to_string()
    } else {
        format!("{n} steps")
    }
}
