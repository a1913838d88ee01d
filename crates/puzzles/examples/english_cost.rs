//! The English games' cost, for a before/after comparison of a change that must not slow them
//! (an alphabet of 26 should cost nothing). Prints the process CPU time (all threads,
//! from /proc/self/stat) and the wall time of each task.
//!
//! `cargo run --release -p wordgames-puzzles --example english_cost [WORD]`: with a word, only
//! the tasks whose name holds it (`english_cost "letter boxed"`).
use std::{hint::black_box, time::Instant};

use rand_core::SeedableRng;
use wordgames_lexicon::{Lexicon, Pattern, Rack};
use wordgames_puzzles::{
    Generator,
    letter_boxed::{Board, LetterBoxedGenerator, Solver},
    rng::Pcg32,
    word_blender::Catalogue,
};
use wordgames_wordle::{Mode, SearchOptions, Wordle, solve_with_first};

/// CPU seconds of the whole process (user + system, every thread).
fn cpu() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    let after = stat.rsplit(')').next().unwrap_or("");
    let fields: Vec<&str> = after.split_whitespace().collect();
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|f| f.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    // Fields 14 and 15 of the file (utime, stime) are 12 and 13 after the command name.
    (ticks(11) + ticks(12)) / 100.0
}

fn task(name: &str, f: impl FnOnce() -> usize) {
    if std::env::args()
        .nth(1)
        .is_some_and(|only| !name.contains(&only))
    {
        return;
    }
    let (c0, w0) = (cpu(), Instant::now());
    let check = f();
    println!(
        "{name:<40} cpu {:>7.2} s  wall {:>7.2} s  (check {check})",
        cpu() - c0,
        w0.elapsed().as_secs_f64()
    );
}

/// `times` rounds of `count` over `items`: the sum of what it counts, kept from the optimizer.
fn repeat<T>(times: usize, items: &[T], count: impl Fn(&T) -> usize) -> usize {
    let mut n = 0;
    for _ in 0..times {
        for item in items {
            n += count(item);
        }
    }
    black_box(n)
}

fn main() {
    let english = Lexicon::english();
    let sevens: Vec<String> = english
        .query()
        .length(7)
        .into_entries()
        .into_iter()
        .filter(|e| e.grade.is_common())
        .map(|e| e.word)
        .step_by(10)
        .take(300)
        .collect();
    task("lexicon: sub-anagrams of 300 racks x100", || {
        repeat(100, &sevens, |w| {
            english
                .query()
                .rack(Rack::new(w).unwrap())
                .into_entries()
                .len()
        })
    });
    task("lexicon: anagrams of 300 racks x100", || {
        repeat(100, &sevens, |w| {
            english
                .query()
                .rack(Rack::new(w).unwrap().exact())
                .into_entries()
                .len()
        })
    });
    task("lexicon: 6 patterns x100", || {
        repeat(
            100,
            &["c?t*", "*zz*", "qu??", "?a?e?", "s*ing", "*tion"],
            |p| {
                english
                    .query()
                    .pattern(Pattern::new(p).unwrap())
                    .into_entries()
                    .len()
            },
        )
    });
    task("lexicon: words of 5 letters x200", || {
        (0..200)
            .map(|_| english.query().length(5).into_entries().len())
            .sum()
    });
    let generator = LetterBoxedGenerator::new(english.clone()).unwrap();
    let mut boards: Vec<Board> = ["bak lcs mtu ihg", "abc def ghi jkl", "dpt clr ahx bei"]
        .iter()
        .map(|b| b.parse().unwrap())
        .collect();
    for seed in 1..=3 {
        boards.push(
            generator
                .generate(&mut Pcg32::seed_from_u64(seed))
                .unwrap()
                .board,
        );
    }
    task("letter boxed: exact solve of 6 boards x200", || {
        repeat(200, &boards, |b| {
            Solver::new(b, &english)
                .best(6)
                .map_or(0, |s| s.words.len())
        })
    });
    task("word blender: whole catalogue x50", || {
        (0..50)
            .map(|_| black_box(Catalogue::new(&english).len()))
            .sum()
    });
    task("wordle: classic table + exact SALET tree x3", || {
        let mut n = 0;
        for _ in 0..3 {
            let wordle = Wordle::classic();
            let salet = wordle.guess_id("salet").unwrap();
            let sim =
                solve_with_first(&wordle, Mode::Normal, salet, SearchOptions::default()).unwrap();
            n += black_box(sim.stats.total as usize);
        }
        n
    });
}
