//! Criterion benches: scoring, the feedback table, greedy entropy over every answer.
//!
//! Run with `cargo bench -p wordgames-wordle`; figures go in `docs/BENCHMARKS.md`.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use wordgames_wordle::{
    Entropy, FirstGuess, Lookahead, Mode, WordList, Wordle, feedback, simulate,
};

fn scoring(c: &mut Criterion) {
    let answers = WordList::classic_answers();
    let guesses = WordList::classic_guesses();
    c.bench_function("feedback::code, 1000 pairs", |b| {
        b.iter(|| {
            let mut s = 0u32;
            for i in 0..1000 {
                s += u32::from(feedback::code(
                    black_box(guesses.bytes_of(i * 7)),
                    black_box(answers.bytes_of(i * 2)),
                ));
            }
            s
        })
    });
    let mut group = c.benchmark_group("table");
    group.sample_size(10);
    group.bench_function("classic 12972 x 2315", |b| {
        b.iter(|| {
            wordgames_wordle::FeedbackTable::build(black_box(&guesses), black_box(&answers))
                .unwrap()
        })
    });
    group.finish();
}

fn strategies(c: &mut Criterion) {
    let wordle = Wordle::classic();
    let salet = wordle.guess_id("salet").unwrap();
    let mut group = c.benchmark_group("simulate classic, table prebuilt");
    group.sample_size(10);
    group.bench_function("entropy", |b| {
        b.iter(|| simulate(&wordle, &mut Entropy::new(), Mode::Normal).unwrap())
    });
    group.bench_function("entropy after salet", |b| {
        b.iter(|| {
            simulate(
                &wordle,
                &mut FirstGuess::new(salet, Entropy::new()),
                Mode::Normal,
            )
            .unwrap()
        })
    });
    group.bench_function("lookahead 10 after salet", |b| {
        b.iter(|| {
            let mut s = FirstGuess::new(salet, Lookahead::default());
            simulate(&wordle, &mut s, Mode::Normal).unwrap()
        })
    });
    group.finish();
}

criterion_group!(benches, scoring, strategies);
criterion_main!(benches);
