//! `wordgames daily` end to end: one line per game, the same puzzles `wordgames play` deals for
//! that date, and never an answer or a solution.

use crate::common::{self, daily_game as game, ok_json, ok_stdout, strs};

fn daily_json(date: &str) -> serde_json::Value {
    ok_json(&common::run(["--json", "daily", "--date", date]))
}

#[test]
fn wordle_shows_its_number_and_rules_but_not_the_answer() {
    let daily = daily_json("2026-01-01");
    let wordle = game(&daily, "wordle");
    assert_eq!(wordle["number"], 1);
    assert_eq!(
        (&wordle["wordLength"], &wordle["guesses"]),
        (&5.into(), &6.into())
    );
    let mut keys: Vec<&str> = wordle
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    keys.sort_unstable();
    assert_eq!(
        keys,
        [
            "answerZipf",
            "entropyGuesses",
            "game",
            "guesses",
            "number",
            "seed",
            "wordLength"
        ]
    );
}

#[test]
fn wordseq_shows_the_level_that_play_deals_with_its_optimum() {
    let daily = daily_json("2026-01-01");
    let wordseq = game(&daily, "wordseq");
    assert_eq!(wordseq["difficulty"], "normal");
    let grid = strs(&wordseq["grid"]);
    assert_eq!(grid.len(), 3);
    assert!(grid.iter().all(|row| row.len() == 4));
    let optimum = wordseq["optimum"].as_u64().unwrap();
    assert!((7..=10).contains(&optimum), "{optimum}");
    assert!(wordseq.get("explorationTree").is_none());

    // `play wordseq --date` deals the same grid and states the same optimum.
    let text = ok_stdout(&common::run(["play", "wordseq", "--date", "2026-01-01"]));
    assert!(
        text.contains(&format!("the longest game has {optimum} moves")),
        "{text}"
    );
    for (r, row) in grid.iter().enumerate() {
        let spaced: Vec<String> = row.chars().map(String::from).collect();
        assert!(
            text.contains(&format!("{r:>2}  {}", spaced.join(" "))),
            "row {r} {row:?} not in {text}"
        );
    }
}

#[test]
fn text_output_has_one_line_per_game() {
    let text = ok_stdout(&common::run(["daily", "--date", "2026-01-01"]));
    for prefix in [
        "Letter Boxed #1:",
        "Word Blender #1:",
        "Wordle #1:",
        "wordseq #1 ",
    ] {
        assert_eq!(
            text.lines().filter(|l| l.starts_with(prefix)).count(),
            1,
            "{prefix} in {text}"
        );
    }
    assert!(text.contains("wordgames play wordle --date 2026-01-01"));
}
