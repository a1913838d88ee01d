//! Criterion benchmarks of wordseq: one fixed level of each of the two fast presets (with the
//! states it explores as the throughput, so criterion prints states per second) and the full
//! solve of one grid.
//!
//! `cargo bench -p wordgames-puzzles --bench wordseq`. Levels per minute over many seeds, the
//! impossible preset included, come from `wordgames wordseq bench` (see docs/BENCHMARKS.md).
use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use rand_core::SeedableRng;
use wordgames_lexicon::Lexicon;
use wordgames_puzzles::{
    Budget, Generator as _,
    rng::Pcg32,
    wordseq::{Difficulty, Level, TreeShape, WordseqGenerator},
};

fn bench(c: &mut Criterion) {
    let english = Lexicon::english();
    let mut group = c.benchmark_group("wordseq");
    for difficulty in [Difficulty::Normal, Difficulty::Hard] {
        let generator = WordseqGenerator::new(&english)
            .and_then(|g| g.with_difficulty(difficulty))
            .unwrap();
        let (level, report) = generator
            .generate_with_report(&mut Pcg32::seed_from_u64(2026))
            .unwrap();
        group.throughput(Throughput::Elements(report.states));
        group.bench_function(format!("{difficulty} level of seed 2026 (states)"), |b| {
            b.iter(|| {
                black_box(
                    generator
                        .generate(&mut Pcg32::seed_from_u64(black_box(2026)))
                        .unwrap(),
                )
            })
        });
        group.throughput(Throughput::Elements(level.full_tree_nodes().unwrap_or(0)));
        group.bench_function(
            format!("{difficulty} seed 2026 grid, full tree (nodes)"),
            |b| {
                b.iter(|| {
                    black_box(
                        Level::solve(
                            level.initial_grid(),
                            generator.dictionary(),
                            TreeShape::Full,
                            Budget::default(),
                        )
                        .unwrap(),
                    )
                })
            },
        );
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = bench
}
criterion_main!(benches);
