//! Benchmarks of wordgames-wordnet over WordNet 3.1: loading the WNDB text and the snapshot, the word graph,
//! and one target's route table. Run with `cargo bench -p wordgames-wordnet`; the figures are in
//! docs/BENCHMARKS.md.

use criterion::{Criterion, criterion_group, criterion_main};
use wordgames_wordnet::{Relations, WordGraph, WordNet};

fn wordnet(c: &mut Criterion) {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../wordnet-data/wordnet-3.1");
    let mut group = c.benchmark_group("wordnet");
    group.sample_size(10);
    group.bench_function("open WordNet 3.1", |b| {
        b.iter(|| WordNet::open(&dir).unwrap())
    });
    let snapshot = WordNet::bundled().unwrap().to_snapshot();
    group.bench_function(
        "decode the bundled snapshot into a fresh copy (from_snapshot)",
        |b| b.iter(|| WordNet::from_snapshot(&snapshot).unwrap()),
    );
    let wn = WordNet::open(&dir).unwrap();
    group.bench_function("build the word graph (default relations)", |b| {
        b.iter(|| WordGraph::build(&wn, Relations::default()).unwrap())
    });
    let graph = WordGraph::build(&wn, Relations::default()).unwrap();
    let cat = wn.lemma("cat").unwrap().id();
    group.bench_function("route table to \"cat\"", |b| {
        b.iter(|| graph.route_table(cat).unwrap())
    });
    let table = graph.route_table(cat).unwrap();
    let dog = wn.lemma("dog").unwrap().id();
    group.bench_function("answer a guess (\"dog\")", |b| {
        b.iter(|| table.answer(dog).unwrap())
    });
    group.finish();
}

criterion_group!(benches, wordnet);
criterion_main!(benches);
