//! Criterion benchmarks of Letter Boxed with the embedded English lexicon: solving boards
//! exactly, and generating boards with their par.
//!
//! `cargo bench -p wordgames-puzzles --bench letter_boxed`
use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use rand_core::SeedableRng;
use wordgames_lexicon::Lexicon;
use wordgames_puzzles::{
    Generator,
    letter_boxed::{Board, LetterBoxedGenerator, Solver},
    rng::Pcg32,
};

fn bench(c: &mut Criterion) {
    let english = Lexicon::english();
    let generator =
        LetterBoxedGenerator::new(english.clone()).expect("the English lexicon has words");
    // Boards to solve: the first 50 generated boards (seeds 0..50), so the figure is a mix of
    // the boards the generator makes.
    let boards: Vec<Board> = (0..50)
        .map(|seed| {
            generator
                .generate(&mut Pcg32::seed_from_u64(seed))
                .expect("a board")
                .board
        })
        .collect();
    let mut group = c.benchmark_group("letter-boxed");
    group.bench_function("solve (collect words + best + two-word list)", |b| {
        let mut i = 0;
        b.iter(|| {
            i = (i + 1) % boards.len();
            let solver = Solver::new(black_box(&boards[i]), &english);
            let best = solver.best(6);
            black_box((best, solver.two_word_solutions().len()))
        })
    });
    group.bench_function("solve (collect words + best)", |b| {
        let mut i = 0;
        b.iter(|| {
            i = (i + 1) % boards.len();
            black_box(Solver::new(black_box(&boards[i]), &english).best(6))
        })
    });
    group.bench_function("generate with par", |b| {
        let mut seed = 0;
        b.iter(|| {
            seed += 1;
            black_box(generator.generate(&mut Pcg32::seed_from_u64(seed)).is_ok())
        })
    });
    group.bench_function("build the generator (common-tier index)", |b| {
        b.iter(|| black_box(LetterBoxedGenerator::new(english.clone()).is_ok()))
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(30);
    targets = bench
}
criterion_main!(benches);
