//! The classic lists against published figures. Full-list runs are slow in debug builds, so
//! they are `#[ignore]`d: run them with
//! `cargo test --release -p wordgames-wordle --test classic -- --ignored --nocapture`.

use wordgames_wordle::{
    Entropy, FirstGuess, Lookahead, Mode, SearchOptions, Stats, Wordle, simulate, solve_with_first,
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

#[test]
#[ignore = "full list; run in release"]
fn greedy_entropy_opens_with_soare_and_averages_about_3_46() {
    let wordle = Wordle::classic();
    let sim = simulate(&wordle, &mut Entropy::new(), Mode::Normal).unwrap();
    report("entropy", &sim.stats);
    assert_eq!(sim.tree.root.guess, "soare");
    assert_eq!(sim.stats.answers, 2315);
    assert!(
        (sim.stats.average() - 3.46).abs() < 0.01,
        "{}",
        sim.stats.average()
    );
    assert_eq!(sim.tree.verify(&wordle, Mode::Normal).unwrap(), sim.stats);
}

#[test]
#[ignore = "full list; run in release"]
fn greedy_entropy_from_salet_averages_about_3_43() {
    let wordle = Wordle::classic();
    let salet = wordle.guess_id("salet").unwrap();
    let sim = simulate(
        &wordle,
        &mut FirstGuess::new(salet, Entropy::new()),
        Mode::Normal,
    )
    .unwrap();
    report("entropy salet", &sim.stats);
    assert!(
        (sim.stats.average() - 3.43).abs() < 0.01,
        "{}",
        sim.stats.average()
    );
}

#[test]
#[ignore = "full list; run in release"]
fn guessing_only_candidates_averages_about_3_60() {
    let wordle = Wordle::classic();
    let sim = simulate(&wordle, &mut Entropy::candidates_only(), Mode::Normal).unwrap();
    report("entropy candidates only", &sim.stats);
    assert!(
        (sim.stats.average() - 3.60).abs() < 0.02,
        "{}",
        sim.stats.average()
    );
}

#[test]
#[ignore = "full list; run in release"]
fn lookahead_beats_greedy() {
    let wordle = Wordle::classic();
    let salet = wordle.guess_id("salet").unwrap();
    let sim = simulate(
        &wordle,
        &mut FirstGuess::new(salet, Lookahead::default()),
        Mode::Normal,
    )
    .unwrap();
    report("lookahead salet", &sim.stats);
    assert!(sim.stats.average() <= 3.43);
    assert!(sim.stats.max <= 6);
    assert_eq!(sim.tree.verify(&wordle, Mode::Normal).unwrap(), sim.stats);
}

#[test]
#[ignore = "exact search over the full list; run in release"]
fn exact_salet_normal_mode_is_7920() {
    let wordle = Wordle::classic();
    let salet = wordle.guess_id("salet").unwrap();
    let sim = solve_with_first(&wordle, Mode::Normal, salet, SearchOptions::default()).unwrap();
    report("exact salet", &sim.stats);
    assert_eq!(sim.stats.total, 7920);
    assert_eq!(sim.tree.verify(&wordle, Mode::Normal).unwrap(), sim.stats);
}

#[test]
#[ignore = "exact search over the full list; run in release"]
fn exact_salet_hard_mode_is_8122() {
    let wordle = Wordle::classic();
    let salet = wordle.guess_id("salet").unwrap();
    let sim = solve_with_first(&wordle, Mode::Hard, salet, SearchOptions::default()).unwrap();
    report("exact salet hard", &sim.stats);
    assert_eq!(sim.stats.total, 8122);
    assert_eq!(sim.tree.verify(&wordle, Mode::Hard).unwrap(), sim.stats);
}
