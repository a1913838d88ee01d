//! Times every similarity measure over all pairs of 1,000 noun synsets (499,500 pairs): every
//! 82nd noun of the bundled WordNet 3.1 in data-file order, the same synsets as
//! `scripts/nltk-similarity.py bench`. `res`, `jcn` and `lin` use NLTK's `wn.ic` of the gloss
//! corpus the tests use (the gloss of every 100th synset). Prints the one-off costs, then per
//! measure the time for all pairs and per pair, wall-clock and (on Linux) the CPU time the
//! thread was given, which a loaded machine does not inflate; docs/BENCHMARKS.md records the
//! figures.
//!
//! `cargo run --release -p wordgames-wordnet --example similarity_pairs -- [RUNS [MEASURE]]`

mod common;

use std::time::Instant;

use common::cpu_ns;
use wordgames_wordnet::{IcOptions, InformationContent, Measure, Pos, Similarity, WordNet};

fn ms(t: Instant) -> f64 {
    t.elapsed().as_secs_f64() * 1e3
}

fn main() -> Result<(), wordgames_wordnet::Error> {
    let runs: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(3);
    let only = std::env::args()
        .nth(2)
        .map(|name| Measure::from_name(&name).unwrap_or_else(|| panic!("not a measure: {name}")));
    let wn = WordNet::bundled()?;

    let t = Instant::now();
    let sim = Similarity::new(wn)?;
    println!("Similarity::new: {:.1} ms ({sim:?})", ms(t));

    let corpus: String = wn
        .synsets()
        .step_by(100)
        .map(|s| format!("{}\n", s.gloss()))
        .collect();
    let t = Instant::now();
    let ic =
        InformationContent::from_corpus(wn, corpus.as_bytes(), "glosses", IcOptions::default())?;
    println!(
        "InformationContent::from_corpus (gloss corpus): {:.1} ms",
        ms(t)
    );
    let t = Instant::now();
    let tags = InformationContent::from_tag_counts(wn, IcOptions::default())?;
    println!(
        "InformationContent::from_tag_counts: {:.1} ms ({:?} at the root)",
        ms(t),
        tags.root_count(Pos::Noun)
    );

    let nouns: Vec<_> = wn
        .synsets()
        .filter(|s| s.pos() == Pos::Noun)
        .map(|s| s.id())
        .collect();
    let step = nouns.len() / 1000;
    let chosen: Vec<_> = nouns.iter().step_by(step).take(1000).copied().collect();
    let pairs = chosen.len() * (chosen.len() - 1) / 2;
    println!(
        "{} nouns (every {step}th), {pairs} pairs, {runs} runs a measure",
        chosen.len()
    );

    for measure in Measure::ALL {
        if only.is_some_and(|m| m != measure) {
            continue;
        }
        // Warm-up: the first tie between subsumers builds the table of names wup sorts them by.
        for &b in &chosen[1..100] {
            sim.measure(measure, chosen[0], b, Some(&ic))?;
        }
        // Every pair through a Batch, as a study comparing every pair would compute them (the
        // first batch of res, jcn or lin also builds the covers of the closures, 15-25 ms).
        let mut batch = sim.batch(measure, Some(&ic))?;
        let mut times = Vec::new();
        let mut sum = 0.0;
        let cpu_before = cpu_ns();
        for _ in 0..runs {
            sum = 0.0;
            let t = Instant::now();
            for (i, &a) in chosen.iter().enumerate() {
                for &b in &chosen[i + 1..] {
                    if let Some(v) = batch.measure(a, b)?
                        && v < 1e299
                    {
                        sum += v;
                    }
                }
            }
            times.push(ms(t));
        }
        let cpu = cpu_ns()
            .zip(cpu_before)
            .map(|(after, before)| (after - before) as f64 / 1e6 / runs as f64);
        times.sort_by(f64::total_cmp);
        let median = times[times.len() / 2];
        let cpu = cpu.map_or("n/a".to_string(), |c| {
            format!("{c:.1} ms ({:.0} ns a pair)", c * 1e6 / pairs as f64)
        });
        println!(
            "{measure}: median {median:.1} ms for {pairs} pairs ({:.0} ns a pair, min {:.1} ms), CPU a run {cpu}; sum {sum:.6}",
            median * 1e6 / pairs as f64,
            times[0]
        );
    }
    Ok(())
}
