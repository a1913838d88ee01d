//! Criterion benchmarks of Word Blender with the embedded English lexicon: one round, and the
//! whole catalogue of six-letter racks.
//!
//! `cargo bench -p wordgames-puzzles --bench word_blender`
use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use rand_core::SeedableRng;
use wordgames_lexicon::Lexicon;
use wordgames_puzzles::{
    Generator,
    rng::Pcg32,
    word_blender::{Catalogue, WordBlenderGenerator},
};

fn bench(c: &mut Criterion) {
    let english = Lexicon::english();
    let blender = WordBlenderGenerator::new(english.clone()).expect("common six-letter words");
    let mut group = c.benchmark_group("word-blender");
    group.bench_function("generate a round", |b| {
        let mut seed = 0;
        b.iter(|| {
            seed += 1;
            black_box(blender.generate(&mut Pcg32::seed_from_u64(seed)).is_ok())
        })
    });
    group.sample_size(10);
    group.bench_function("whole catalogue of six-letter racks", |b| {
        b.iter(|| black_box(Catalogue::new(&english).len()))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
