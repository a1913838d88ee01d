//! Times the NLTK-style API on the bundled WordNet 3.1 over the same inputs as
//! `scripts/nltk-wordnet-api.py bench DIR`, which writes them: 10,000 `synsets()` look-ups of
//! random lemma names (`DIR/words.txt`), NLTK's `morphy` of 10,000 inflected words in each of
//! the four parts of speech (`DIR/inflected.txt`), and the closure of hypernyms and instance
//! hypernyms of every noun synset. Prints the CPU time of each (this thread's, from
//! `/proc/thread-self/schedstat`, which a loaded machine does not inflate as it does wall-clock
//! time) and a count of the answers to compare with NLTK's; docs/BENCHMARKS.md records both.
//!
//! `scripts/nltk-wordnet-api.py bench /tmp/api-bench && cargo run --release -p wordgames-wordnet --example nltk_api_bench -- /tmp/api-bench`

mod common;

use std::time::Instant;

use common::cpu_ns;
use wordgames_wordnet::{Pos, WordNet};

/// Runs `f` `runs` times; prints the best CPU and wall time of a run and `f`'s count.
fn time(what: &str, runs: usize, mut f: impl FnMut() -> usize) {
    let (mut best_cpu, mut best_wall, mut count) = (u64::MAX, f64::MAX, 0);
    for _ in 0..runs {
        let (t, c) = (Instant::now(), cpu_ns());
        count = f();
        let wall = t.elapsed().as_secs_f64() * 1e3;
        if let (Some(c0), Some(c1)) = (c, cpu_ns()) {
            best_cpu = best_cpu.min(c1 - c0);
        }
        best_wall = best_wall.min(wall);
    }
    println!(
        "{what}: {:.2} ms CPU, {best_wall:.2} ms wall (best of {runs}); {count}",
        best_cpu as f64 / 1e6
    );
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dir = std::path::PathBuf::from(
        std::env::args()
            .nth(1)
            .ok_or("usage: nltk_api_bench DIR (made by scripts/nltk-wordnet-api.py bench DIR)")?,
    );
    let words = std::fs::read_to_string(dir.join("words.txt"))?;
    let words: Vec<&str> = words.lines().collect();
    let inflected = std::fs::read_to_string(dir.join("inflected.txt"))?;
    let inflected: Vec<&str> = inflected.lines().collect();
    let wn = WordNet::bundled()?;
    println!(
        "{} words, {} inflected words, {} noun synsets",
        words.len(),
        inflected.len(),
        wn.all_synsets(Pos::Noun).count()
    );
    time("synsets(): 10,000 look-ups", 5, || {
        words
            .iter()
            .map(|w| wn.synsets_of(w, None).map_or(0, |s| s.len()))
            .sum::<usize>()
    });
    time(
        "morphy: 10,000 inflected words x 4 parts of speech",
        5,
        || {
            let mut n = 0;
            for w in &inflected {
                for pos in [Pos::Noun, Pos::Verb, Pos::Adjective, Pos::Adverb] {
                    n += wn.morphy(w, pos).map_or(0, |b| b.len());
                }
            }
            n
        },
    );
    time("closure(hypernyms) of every noun", 3, || {
        wn.all_synsets(Pos::Noun)
            .map(|s| {
                s.closure(
                    |x| {
                        let mut v = x.hypernyms();
                        v.extend(x.instance_hypernyms());
                        v
                    },
                    None,
                )
                .len()
            })
            .sum::<usize>()
    });
    Ok(())
}
