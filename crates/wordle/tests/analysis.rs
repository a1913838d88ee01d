//! Game analysis on small cases worked out by hand.

use crate::{ake, wordle_of};
use wordgames_wordle::{Analysis, AnalysisOptions, Error, Method, Mode, Result, Wordle, analyze};

fn ids(wordle: &Wordle, words: &[&str]) -> Vec<u32> {
    words.iter().map(|w| wordle.guess_id(w).unwrap()).collect()
}

/// The analysis of the `ake()` game whose answer is `take` and whose guesses are `words`, with
/// the default options.
fn analyze_take(wordle: &Wordle, mode: Mode, words: &[&str]) -> Result<Analysis> {
    let take = wordle.answer_id("take").unwrap();
    analyze(
        wordle,
        mode,
        take,
        &ids(wordle, words),
        AnalysisOptions::default(),
    )
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-9
}

#[test]
fn a_normal_game_worked_out_by_hand() {
    let wordle = ake();
    let game = analyze_take(&wordle, Mode::Normal, &["bake", "cake", "take"]).unwrap();
    assert!(game.won);
    assert_eq!(game.answer, "take");
    let t = &game.turns;
    assert_eq!(t.len(), 3);
    for turn in t {
        assert_eq!(turn.method, Method::Exact);
    }
    // Turn 1. Best: bclm, 8 + 4 singles + rtwf on {rake take wake fake} (4 + 4) = 20.
    // bake: 8, then the 7 others together: rtwf (7) + r, t, w, f (4) + {cake lake make} (6)
    // = 17, so 25.
    assert_eq!((t[0].candidates_before, t[0].candidates_after), (8, 7));
    assert_eq!(t[0].best, "bclm");
    assert!(close(t[0].expected_best, 20.0 / 8.0));
    assert!(close(t[0].expected_guess, 25.0 / 8.0));
    assert!(close(t[0].skill, 80.0));
    // Parts of bake: {bake} and the 7 others: (1 + 49) / 8 expected, 7 landed.
    assert!(close(t[0].expected_after, 50.0 / 8.0));
    assert!(close(t[0].luck, (50.0f64 / 8.0 / 7.0).log2()));
    assert!(t[0].luck < 0.0);
    // Turn 2: 7 left, best rtwf (17); cake leaves 6 together: 7 + 13 = 20.
    assert_eq!((t[1].candidates_before, t[1].candidates_after), (7, 6));
    assert_eq!(t[1].best, "rtwf");
    assert!(close(t[1].expected_best, 17.0 / 7.0));
    assert!(close(t[1].expected_guess, 20.0 / 7.0));
    assert!(close(t[1].skill, 85.0));
    // Turn 3: 6 left (lake make rake take wake fake), best rtwf: 6 + 4 + 3 = 13; take wins
    // for one and leaves 5 that cost 11: 17. Landing in the part of size 1 is lucky.
    assert_eq!((t[2].candidates_before, t[2].candidates_after), (6, 1));
    assert!(close(t[2].expected_best, 13.0 / 6.0));
    assert!(close(t[2].expected_guess, 17.0 / 6.0));
    assert!(close(t[2].expected_after, 26.0 / 6.0));
    assert!(close(t[2].luck, (26.0f64 / 6.0).log2()));
    assert!(close(game.luck(), t.iter().map(|x| x.luck).sum()));
    assert!(game.skill() < 100.0);
}

#[test]
fn hard_mode_keeps_the_best_guess_among_the_allowed_ones() {
    let wordle = ake();
    let game = analyze_take(&wordle, Mode::Hard, &["bake", "cake"]).unwrap();
    assert!(!game.won);
    // After bake scored .ggg, every guess must end in ake: one answer per guess, so 7
    // candidates cost 7 + 6 + ... + 1 = 28 whatever the order: cake is as good as the best.
    let t = &game.turns[1];
    assert_eq!(t.best, "cake");
    assert!(close(t.expected_best, 28.0 / 7.0));
    assert!(close(t.skill, 100.0));
    // The first guess is free: bclm is the best, as in normal mode.
    assert_eq!(game.turns[0].best, "bclm");
    // A guess that ignores the hints is refused.
    let err = analyze_take(&wordle, Mode::Hard, &["bake", "bclm"]).unwrap_err();
    assert!(matches!(err, Error::HardMode { .. }), "{err}");
}

#[test]
fn the_lookahead_takes_over_past_the_exact_limit_or_budget() {
    let wordle = ake();
    let take = wordle.answer_id("take").unwrap();
    let guesses = ids(&wordle, &["bclm", "rtwf"]);
    for opts in [
        AnalysisOptions::default().with_exact_limit(0).with_width(2),
        AnalysisOptions::default()
            .with_exact_budget(0)
            .with_width(2),
    ] {
        let game = analyze(&wordle, Mode::Normal, take, &guesses, opts).unwrap();
        assert_eq!(game.turns[0].method, Method::Lookahead { width: 2 });
        // The player's guess is optimal: nothing the lookahead finds beats it.
        assert!(close(game.turns[0].skill, 100.0));
        assert!(close(game.turns[0].expected_guess, 20.0 / 8.0));
    }
}

#[test]
fn exact_analysis_never_rates_a_guess_above_the_best() {
    let wordle = wordle_of(
        "cigar\nrebut\nsissy\nhumph\nawake\nserve\nheath\ndwarf\nmodel\nkarma\nstink\ngrade",
        "salet\ncrane\nxylyl",
    );
    for answer in 0..wordle.answers().len() as u32 {
        for first in ["xylyl", "salet", "crane", "cigar"] {
            let g = wordle.guess_id(first).unwrap();
            let a = wordle.answer_as_guess(answer);
            let guesses = if g == a { vec![g] } else { vec![g, a] };
            let game = analyze(
                &wordle,
                Mode::Normal,
                answer,
                &guesses,
                AnalysisOptions::default(),
            )
            .unwrap();
            assert!(game.won);
            for t in &game.turns {
                assert!(t.expected_best <= t.expected_guess + 1e-12);
                assert!(t.skill > 0.0 && t.skill <= 100.0 + 1e-9);
                assert!(t.candidates_after <= t.candidates_before);
                assert!(t.expected_best >= 1.0);
            }
            let last = game.turns.last().unwrap();
            assert_eq!(last.candidates_after, 1);
        }
    }
}

#[test]
fn bad_games_are_errors() {
    let wordle = ake();
    let take = wordle.answer_id("take").unwrap();
    let opts = AnalysisOptions::default();
    let err = analyze_take(&wordle, Mode::Normal, &["take", "bake"]);
    assert!(matches!(err, Err(Error::GameOver { guesses: 1 })));
    assert!(analyze(&wordle, Mode::Normal, 99, &[], opts).is_err());
    assert!(analyze(&wordle, Mode::Normal, take, &[999], opts).is_err());
    let zero = opts.with_horizon(0);
    assert!(analyze(&wordle, Mode::Normal, take, &[], zero).is_err());
}

/// A game that finds the answer at its eighth guess is solved but not won: Wordle allows six.
/// At the sixth it is still won.
#[test]
fn an_answer_found_after_six_guesses_is_solved_not_won() {
    let wordle = ake();
    let late = [
        "bake", "cake", "lake", "make", "rake", "fake", "wake", "take",
    ];
    let game = analyze_take(&wordle, Mode::Normal, &late).unwrap();
    assert!(game.solved);
    assert!(!game.won);
    let sixth = ["bake", "cake", "lake", "make", "rake", "take"];
    let game = analyze_take(&wordle, Mode::Normal, &sixth).unwrap();
    assert!(game.solved && game.won);
    let unfinished = analyze_take(&wordle, Mode::Normal, &["bake"]).unwrap();
    assert!(!unfinished.solved && !unfinished.won);
}
