//! From a cold start to the first Nettle clue, timed: the bundled WordNet, the word graph, the
//! target's route table and the answer to one guess, each with its own clock.
//!
//! Run it in fresh processes for the figure in docs/BENCHMARKS.md:
//! `cargo build --release -p wordgames-puzzles --example nettle_cold_start` then
//! `for i in $(seq 21); do target/release/examples/nettle_cold_start; done`.

use std::time::Instant;

use wordgames_puzzles::nettle::{Nettle, Verdict};
use wordgames_wordnet::{Relations, WordGraph, WordNet};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let start = Instant::now();
    let wn = WordNet::bundled()?;
    let loaded = start.elapsed();
    let graph = WordGraph::build(wn, Relations::default())?;
    let built = start.elapsed();
    let nettle = Nettle::new(&graph, "honeysuckle")?;
    let tabled = start.elapsed();
    let Verdict::Clue(clue) = nettle.answer("flower")? else {
        return Err("flower has no clue".into());
    };
    let answered = start.elapsed();
    let ms = |d: std::time::Duration| d.as_secs_f64() * 1e3;
    println!(
        "load {:.1} ms, graph {:.1} ms, route table {:.1} ms, clue {:.3} ms, total {:.1} ms ({})",
        ms(loaded),
        ms(built - loaded),
        ms(tabled - built),
        ms(answered - tabled),
        ms(answered),
        clue.emoji
    );
    Ok(())
}
