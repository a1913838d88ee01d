//! Criterion benchmarks of the embedded English lexicon: membership, rack queries, anagram classes.
use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use lexicon::{Lexicon, Rack};

fn bench(c: &mut Criterion) {
    let english = Lexicon::english();
    let probes: Vec<String> = english
        .entries()
        .into_iter()
        .step_by(97)
        .map(|e| e.word)
        .collect();
    c.bench_function("contains (per lookup, mixed hits)", |b| {
        let mut i = 0;
        b.iter(|| {
            i = (i + 1) % probes.len();
            black_box(english.contains(black_box(&probes[i])))
        })
    });
    let rack = Rack::new("retains").unwrap();
    c.bench_function("sub-anagrams of a 7-letter rack", |b| {
        b.iter(|| black_box(english.search(black_box(&rack)).len()))
    });
    c.bench_function("all exact-anagram classes", |b| {
        b.iter(|| black_box(english.anagram_classes(2).len()))
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = bench
}
criterion_main!(benches);
