//! The size of the embedded English lexicon in other FST layouts, beside the one the crate uses
//! (one `fst::Map` from word to grade): the figures behind the FST row of "lexicon" in
//! docs/BENCHMARKS.md.
//!
//! `cargo run --release -p wordgames-lexicon --example layouts`

use std::collections::BTreeMap;

use wordgames_lexicon::Lexicon;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let english = Lexicon::english();
    let entries: Vec<(String, u8)> = english
        .query()
        .into_entries()
        .into_iter()
        .map(|e| (e.word, e.grade.get()))
        .collect();
    let plain: usize = entries.iter().map(|(w, _)| w.len() + 1).sum();
    let percent = |bytes: usize| 100.0 * bytes as f64 / plain as f64;
    let report = |name: &str, bytes: usize| {
        println!("{name:<58} {bytes:>9} bytes  {:>5.1} %", percent(bytes));
    };
    println!(
        "{} words; the plain list (a word and a newline each): {plain} bytes",
        entries.len()
    );

    report(
        "the crate's fst::Map, word -> grade",
        english.as_bytes().len(),
    );

    let set = fst::Set::from_iter(entries.iter().map(|(w, _)| w.as_str()))?;
    report(
        "a words-only fst::Set (no grades)",
        set.as_fst().as_bytes().len(),
    );

    let mut by_grade: BTreeMap<u8, Vec<&str>> = BTreeMap::new();
    for (w, g) in &entries {
        by_grade.entry(*g).or_default().push(w);
    }
    let per_grade: usize = by_grade
        .values()
        .map(|words| {
            fst::Set::from_iter(words.iter().copied()).map(|s| s.as_fst().as_bytes().len())
        })
        .sum::<Result<usize, _>>()?;
    report("one fst::Set per grade", per_grade);

    // The grade as a key suffix: "word\x01<grade>", sorted by the whole key.
    let mut suffixed: Vec<Vec<u8>> = entries
        .iter()
        .map(|(w, g)| [w.as_bytes(), &[1, *g]].concat())
        .collect();
    suffixed.sort();
    let suffix = fst::Set::from_iter(suffixed)?;
    report(
        "one fst::Set of word + grade byte",
        suffix.as_fst().as_bytes().len(),
    );

    // Grades renumbered 0..n by size class, the largest class (most words) as 0.
    let mut sizes: Vec<(usize, u8)> = by_grade.iter().map(|(g, w)| (w.len(), *g)).collect();
    sizes.sort_by(|a, b| b.cmp(a));
    let rank: BTreeMap<u8, u64> = sizes
        .iter()
        .enumerate()
        .map(|(i, (_, g))| (*g, i as u64))
        .collect();
    let renumbered = fst::Map::from_iter(entries.iter().map(|(w, g)| (w.as_str(), rank[g])))?;
    report(
        "an fst::Map with grades renumbered, largest class as 0",
        renumbered.as_fst().as_bytes().len(),
    );
    Ok(())
}
