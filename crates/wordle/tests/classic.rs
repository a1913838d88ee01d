//! The classic lists against published figures. Full-list runs are slow in debug builds, so
//! they are `#[ignore]`d: run them with
//! `cargo test --release -p wordgames-wordle --test classic -- --ignored --nocapture`.

use wordgames_wordle::{
    Entropy, FirstGuess, Lookahead, Mode, SearchOptions, Simulation, Stats, Strategy, Wordle,
    simulate, solve_with_first,
};

fn report(label: &str, stats: &Stats) {
    println!(
        "{label}: total {} average {:.4} max {} failures {} histogram {:?}",
        stats.total,
        stats.average(),
        stats.max,
        stats.failures,
        stats.histogram
    );
}

/// Asserts that the average number of guesses is within `tolerance` of `expected`.
fn assert_average_about(stats: &Stats, expected: f64, tolerance: f64) {
    assert!(
        (stats.average() - expected).abs() < tolerance,
        "{}",
        stats.average()
    );
}

/// Plays every classic answer in normal mode with `strategy`, and reports it under `label`.
fn play_classic(wordle: &Wordle, label: &str, mut strategy: impl Strategy) -> Simulation {
    let sim = simulate(wordle, &mut strategy, Mode::Normal).unwrap();
    report(label, &sim.stats);
    sim
}

/// [`play_classic`] with SALET first, then `then`.
fn from_salet(wordle: &Wordle, label: &str, then: impl Strategy) -> Simulation {
    let salet = wordle.guess_id("salet").unwrap();
    play_classic(wordle, label, FirstGuess::new(salet, then))
}

/// The exact search over the classic lists after SALET in `mode`, reported under `label`:
/// checks its total guesses against `total` and its tree against its statistics.
fn assert_exact_salet(mode: Mode, label: &str, total: u64) {
    let wordle = Wordle::classic();
    let salet = wordle.guess_id("salet").unwrap();
    let sim = solve_with_first(&wordle, mode, salet, SearchOptions::default()).unwrap();
    report(label, &sim.stats);
    assert_eq!(sim.stats.total, total);
    assert_eq!(sim.tree.verify(&wordle, mode).unwrap(), sim.stats);
}

#[test]
#[ignore = "full list; run in release"]
fn greedy_entropy_opens_with_soare_and_averages_about_3_46() {
    let wordle = Wordle::classic();
    let sim = play_classic(&wordle, "entropy", Entropy::new());
    assert_eq!(sim.tree.root.guess, "soare");
    assert_eq!(sim.stats.answers, 2315);
    assert_average_about(&sim.stats, 3.46, 0.01);
    assert_eq!(sim.tree.verify(&wordle, Mode::Normal).unwrap(), sim.stats);
}

#[test]
#[ignore = "full list; run in release"]
fn greedy_entropy_from_salet_averages_about_3_43() {
    let sim = from_salet(&Wordle::classic(), "entropy salet", Entropy::new());
    assert_average_about(&sim.stats, 3.43, 0.01);
}

#[test]
#[ignore = "full list; run in release"]
fn guessing_only_candidates_averages_about_3_60() {
    let sim = play_classic(
        &Wordle::classic(),
        "entropy candidates only",
        Entropy::candidates_only(),
    );
    assert_average_about(&sim.stats, 3.60, 0.02);
}

#[test]
#[ignore = "full list; run in release"]
fn lookahead_beats_greedy() {
    let wordle = Wordle::classic();
    let sim = from_salet(&wordle, "lookahead salet", Lookahead::default());
    assert!(sim.stats.average() <= 3.43);
    assert!(sim.stats.max <= 6);
    assert_eq!(sim.tree.verify(&wordle, Mode::Normal).unwrap(), sim.stats);
}

#[test]
#[ignore = "exact search over the full list; run in release"]
fn exact_salet_normal_mode_is_7920() {
    assert_exact_salet(Mode::Normal, "exact salet", 7920);
}

#[test]
#[ignore = "exact search over the full list; run in release"]
fn exact_salet_hard_mode_is_8122() {
    assert_exact_salet(Mode::Hard, "exact salet hard", 8122);
}
