//! Times loading the bundled WordNet: the first call of `WordNet::bundled()` in this process
//! (decoding in place), then `WordNet::from_snapshot` of the same bytes (decoding into a fresh
//! copy) RUNS times. Prints wall and CPU milliseconds; docs/BENCHMARKS.md records the figures.
//!
//! `cargo run --release -p wordgames-wordnet --example load_bundled -- 21`

use std::time::Instant;

use wordgames_wordnet::WordNet;

fn cpu_ms() -> f64 {
    // utime + stime of this process, from /proc (Linux); 0 elsewhere.
    let Ok(stat) = std::fs::read_to_string("/proc/self/stat") else {
        return 0.0;
    };
    let fields: Vec<&str> = stat.rsplit(") ").next().unwrap_or("").split(' ').collect();
    let ticks: f64 = fields.get(11..13).map_or(0.0, |f| {
        f.iter().filter_map(|t| t.parse::<f64>().ok()).sum()
    });
    ticks * 10.0 // 100 ticks a second
}

fn main() -> Result<(), wordgames_wordnet::Error> {
    let runs: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(11);
    let t = Instant::now();
    let wn = WordNet::bundled()?;
    println!(
        "bundled() first call: {:.1} ms wall",
        t.elapsed().as_secs_f64() * 1e3
    );
    let bytes = wn.to_snapshot();
    let mut walls = Vec::new();
    let cpu = cpu_ms();
    for _ in 0..runs {
        let t = Instant::now();
        let copy = WordNet::from_snapshot(&bytes)?;
        walls.push(t.elapsed().as_secs_f64() * 1e3);
        drop(copy);
    }
    let cpu = (cpu_ms() - cpu) / runs as f64;
    walls.sort_by(f64::total_cmp);
    println!(
        "from_snapshot, {runs} runs: median {:.1} ms, min {:.1} ms wall; {cpu:.1} ms CPU a run",
        walls[runs / 2],
        walls[0]
    );
    Ok(())
}
