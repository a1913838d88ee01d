//! Times loading the bundled WordNet: the first call of `WordNet::bundled()` (decoding in place)
//! in RUNS fresh processes, then `WordNet::from_snapshot` of the same bytes (decoding into a
//! fresh copy) RUNS times in this one. Prints wall and CPU milliseconds; docs/BENCHMARKS.md
//! records the figures.
//!
//! `cargo run --release -p wordgames-wordnet --example load_bundled -- 21`
//!
//! With the argument `once`, it times one first call of `WordNet::bundled()` and prints
//! `wall_ms cpu_ms` (what each fresh process of a full run does).

use std::time::Instant;

use wordgames_wordnet::WordNet;

fn cpu_ms() -> f64 {
    // The CPU time of this process in nanoseconds, from /proc/self/schedstat (Linux; brought up
    // to date at each scheduler tick, so a few milliseconds stale: `perf stat` is the precise
    // figure); else utime + stime from /proc/self/stat, in 10 ms ticks; 0 elsewhere.
    if let Some(ns) = std::fs::read_to_string("/proc/self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse::<f64>().ok())
        .filter(|&ns| ns > 0.0)
    {
        return ns / 1e6;
    }
    let Ok(stat) = std::fs::read_to_string("/proc/self/stat") else {
        return 0.0;
    };
    let fields: Vec<&str> = stat.rsplit(") ").next().unwrap_or("").split(' ').collect();
    let ticks: f64 = fields.get(11..13).map_or(0.0, |f| {
        f.iter().filter_map(|t| t.parse::<f64>().ok()).sum()
    });
    ticks * 10.0 // 100 ticks a second
}

fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let arg = std::env::args().nth(1);
    if arg.as_deref() == Some("once") {
        let cpu = cpu_ms();
        let t = Instant::now();
        let wn = WordNet::bundled()?;
        let wall = t.elapsed().as_secs_f64() * 1e3;
        println!("{wall:.3} {:.3} {}", cpu_ms() - cpu, wn.synset_count());
        return Ok(());
    }
    let runs: usize = arg.and_then(|a| a.parse().ok()).unwrap_or(11);

    // The first call in fresh processes: page faults and all, as a program meets it.
    let exe = std::env::current_exe()?;
    let (mut walls, mut cpus) = (Vec::new(), Vec::new());
    for _ in 0..runs {
        let out = std::process::Command::new(&exe).arg("once").output()?;
        let text = String::from_utf8(out.stdout)?;
        let mut fields = text.split_whitespace().map(str::parse::<f64>);
        walls.push(fields.next().ok_or("no wall time")??);
        cpus.push(fields.next().ok_or("no CPU time")??);
    }
    println!(
        "bundled() first call, {runs} processes: median {:.2} ms, min {:.2} ms wall; median {:.2} ms CPU",
        median(walls.clone()),
        walls.iter().copied().fold(f64::INFINITY, f64::min),
        median(cpus),
    );

    let bytes = WordNet::bundled()?.to_snapshot();
    let mut walls = Vec::new();
    let cpu = cpu_ms();
    for _ in 0..runs {
        let t = Instant::now();
        let copy = WordNet::from_snapshot(&bytes)?;
        walls.push(t.elapsed().as_secs_f64() * 1e3);
        drop(copy);
    }
    let cpu = (cpu_ms() - cpu) / runs as f64;
    println!(
        "from_snapshot, {runs} runs: median {:.2} ms, min {:.2} ms wall; {cpu:.1} ms CPU a run",
        median(walls.clone()),
        walls.iter().copied().fold(f64::INFINITY, f64::min),
    );
    Ok(())
}
