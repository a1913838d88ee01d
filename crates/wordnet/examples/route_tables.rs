//! Route tables of many targets in one process, timed: the figure behind
//! `WordGraph::route_table` in docs/BENCHMARKS.md, and a program to profile.
//!
//! `cargo run --release -p wordgames-wordnet --example route_tables -- [TARGETS]`: the route
//! tables of TARGETS lemmas spread over WordNet 3.1 (60 by default), each timed, and the median.

use std::time::Instant;

use wordgames_wordnet::{LemmaId, Relations, WordGraph, WordNet};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let count: usize = match std::env::args().nth(1) {
        Some(arg) => arg.parse()?,
        None => 60,
    };
    let wn = WordNet::bundled()?;
    let graph = WordGraph::build(wn, Relations::default())?;
    let step = (wn.lemma_count() / count.max(1)).max(1);
    let mut times = Vec::with_capacity(count);
    let mut reached = 0;
    for l in (0..wn.lemma_count()).step_by(step).take(count) {
        let start = Instant::now();
        let table = graph.route_table(LemmaId(l as u32))?;
        times.push(start.elapsed().as_secs_f64() * 1e3);
        reached += table.distance(LemmaId(0)).is_some() as usize;
    }
    times.sort_by(f64::total_cmp);
    println!(
        "{} route tables: median {:.2} ms, min {:.2} ms, max {:.2} ms ({reached} reach lemma 0)",
        times.len(),
        times[times.len() / 2],
        times[0],
        times[times.len() - 1]
    );
    Ok(())
}
