//! Benchmarks of wordnet-graph over the vendored WordNet 3.1: loading, building the word graph,
//! and one target's route table. Run with `cargo bench -p wordnet-graph`.

use criterion::{Criterion, criterion_group, criterion_main};
use wordnet_graph::WordNet;

fn load(c: &mut Criterion) {
    let dir = wordnet_graph::vendored_dir();
    let mut group = c.benchmark_group("wordnet");
    group.sample_size(10);
    group.bench_function("open WordNet 3.1", |b| {
        b.iter(|| WordNet::open(&dir).unwrap())
    });
    group.finish();
}

criterion_group!(benches, load);
criterion_main!(benches);
