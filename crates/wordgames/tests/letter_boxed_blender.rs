//! The `wordgames` program end to end for Letter Boxed and Word Blender: JSON output, errors on
//! stderr with a non-zero exit, and the games played through piped stdin to its end.

use crate::common::{
    self, assert_contains, assert_fails_with, assert_ok, json, ok_json, strs, text,
};

use std::process::Output;

fn wordgames(args: &[&str], stdin: &str) -> Output {
    common::run_with_stdin(args, stdin)
}

fn stdout(output: &Output) -> String {
    text(&output.stdout)
}

#[test]
fn solve_prints_json_with_the_best_solution_and_two_word_list() {
    let out = wordgames(&["--json", "letter-boxed", "solve", "BAK-lcs-mtu-ihg"], "");
    let value = ok_json(&out);
    assert_eq!(value["board"], "bak lcs mtu ihg");
    assert_eq!(value["best"], serde_json::json!(["blacksmith", "hug"]));
    assert_eq!(value["words"], 2);
    assert_eq!(value["letters"], 13);
    let two = value["two_word_solutions"].as_array().unwrap();
    assert!(two.contains(&serde_json::json!(["blacksmith", "hug"])));
}

/// `solve --all` counts solutions of three and more words too and lists the first ones; its
/// two-word count is the two-word list's length, and the block list holds there too.
#[test]
fn solve_all_counts_longer_solutions_and_lists_the_first() {
    let two = wordgames(&["--json", "letter-boxed", "solve", "bak lcs mtu ihg"], "");
    let two = json(&two.stdout);
    let two = two["two_word_solutions"].as_array().unwrap().len() as u64;
    let out = wordgames(
        &[
            "--json",
            "letter-boxed",
            "solve",
            "bak lcs mtu ihg",
            "--all",
            "--max-words",
            "3",
            "--limit",
            "30",
        ],
        "",
    );
    let value = ok_json(&out);
    let by_words = common::u64s(&value["by_words"]);
    assert_eq!(by_words.len(), 3);
    assert_eq!(by_words[1], two);
    assert!(by_words[2] > 0);
    assert_eq!(value["solutions"], by_words.iter().sum::<u64>());
    let listed = value["listed"].as_array().unwrap();
    assert_eq!(listed.len(), 30);
    // Two-word solutions first, then three-word ones.
    assert!(
        listed[..two as usize]
            .iter()
            .all(|s| s.as_array().unwrap().len() == 2)
    );
    assert!(
        listed[two as usize..]
            .iter()
            .all(|s| s.as_array().unwrap().len() == 3)
    );
    assert_eq!(value["complete"], false);
    assert_eq!(value["saturated"], false);
    // Text: the count, and what is not listed.
    let board = ["letter-boxed", "solve", "abc def ghi jkl", "--all"];
    let out = wordgames(
        &[&board[..], &["--max-words", "4", "--limit", "1"]].concat(),
        "",
    );
    let text = stdout(&out);
    assert!(text.contains(" solutions of at most 4 words: "), "{text}");
    assert!(text.contains("more (a larger --limit lists more"), "{text}");
    // All of them, without a word of the block list; --allow-all lets those in.
    let out = wordgames(
        &[&board[..], &["--max-words", "4", "--limit", "0"]].concat(),
        "",
    );
    let text = stdout(&out);
    assert!(!text.contains("a larger --limit"), "{text}");
    assert!(!text.contains("dickhead"), "{text}");
    let out = wordgames(
        &[
            &board[..],
            &["--max-words", "3", "--limit", "0", "--allow-all"],
        ]
        .concat(),
        "",
    );
    assert!(stdout(&out).contains("dickhead"), "{}", stdout(&out));
    // Counts too large for 64 bits say "at least".
    let bak = ["letter-boxed", "solve", "bak lcs mtu ihg", "--all"];
    let out = wordgames(
        &[&bak[..], &["--max-words", "12", "--limit", "1"]].concat(),
        "",
    );
    let text = stdout(&out);
    assert!(
        text.contains("at least 18446744073709551615 solutions"),
        "{text}"
    );
    // Listing them all is refused when they are too many; too many words is a clear error.
    let out = wordgames(
        &[&bak[..], &["--max-words", "6", "--limit", "0"]].concat(),
        "",
    );
    assert!(!out.status.success());
    let err = common::text(&out.stderr);
    assert!(err.contains("too many to list them all"), "{err}");
    let out = wordgames(&[&board[..], &["--max-words", "13"]].concat(), "");
    assert_fails_with(&out, "--max-words");
}

#[test]
fn a_bad_board_is_an_error_on_stderr() {
    let out = wordgames(&["letter-boxed", "solve", "abc def ghi jka"], "");
    assert!(!out.status.success());
    let err = text(&out.stderr);
    assert!(err.contains("'a' appears twice"), "{err}");
    assert!(out.stdout.is_empty());
}

#[test]
fn no_solution_within_the_limit_is_said() {
    let out = wordgames(
        &[
            "letter-boxed",
            "solve",
            "bak lcs mtu ihg",
            "--max-words",
            "1",
        ],
        "",
    );
    assert!(out.status.success());
    assert!(stdout(&out).contains("no solution within 1 word\n"));
}

#[test]
fn letter_boxed_is_played_through_piped_input() {
    let seed = ["--seed", "2026"];
    let made = wordgames(
        &[&["--json", "letter-boxed", "gen"], &seed[..]].concat(),
        "",
    );
    let puzzle = json(&made.stdout);
    let solution = strs(&puzzle["solution"]);
    // Solve it: the game says so and ends.
    let input = solution.join("\n") + "\n";
    let out = wordgames(&[&["play", "letter-boxed"], &seed[..]].concat(), &input);
    assert!(out.status.success());
    assert!(stdout(&out).contains("Solved in"), "{}", stdout(&out));
    // A bad word, an undo, then the end of input: a clean exit that shows the solution.
    let out = wordgames(
        &[&["play", "letter-boxed"], &seed[..]].concat(),
        "zzzz\n:undo\n",
    );
    assert!(out.status.success());
    let text = stdout(&out);
    assert_contains(
        &text,
        &["nothing to undo", "(end of input)", "Best solution"],
    );
}

/// Plays Word Blender's round of seed 3 with rounds of `seconds`, on the input `moves` makes
/// of the round's first six-letter word.
fn play_seed_3(seconds: &str, moves: impl FnOnce(&str) -> String) -> Output {
    let round = json(&wordgames(&["--json", "blender", "gen", "--seed", "3"], "").stdout);
    let six = round["six_letter_words"][0].as_str().unwrap();
    wordgames(
        &["play", "blender", "--seed", "3", "--seconds", seconds],
        &moves(six),
    )
}

#[test]
fn blender_is_played_through_piped_input() {
    let out = play_seed_3("600", |six| format!("{six}\n{six}\nqqq\n"));
    assert!(out.status.success());
    let text = stdout(&out);
    assert!(text.contains("already found"), "{text}");
    assert!(text.contains("round complete"), "{text}");
    // The six-letter word's 60 points and 50 of bonus, during the round and at the end.
    assert_contains(
        &text,
        &[
            "yes! +110 points, 1 found, 110 points this round",
            "round 1: 110 points (game: 110)",
            "rounds completed: 1, score: 110 points",
        ],
    );
}

#[test]
fn daily_shows_both_games_without_the_solution() {
    let out = wordgames(&["--json", "daily", "--date", "2026-11-22"], "");
    let value = ok_json(&out);
    let letter_boxed = common::daily_game(&value, "letter-boxed");
    assert_eq!(letter_boxed["number"], 326);
    assert!(letter_boxed["par"].as_u64().unwrap() >= 2);
    assert!(letter_boxed.get("solution").is_none());
    let blender = common::daily_game(&value, "blender");
    assert_eq!(blender["letters"].as_str().unwrap().len(), 6);
}

/// The largest round time `--seconds` allows (a day; larger values, which used to overflow
/// `Instant` and panic, are refused where the option is parsed: tests/option_ranges.rs);
/// `:quit` after a six-letter word still counts the round.
#[test]
fn blender_takes_the_longest_round_time_and_counts_a_round_won_before_quitting() {
    let out = play_seed_3("86400", |six| format!("{six}\n:quit\n"));
    assert_ok(&out);
    let text = stdout(&out);
    assert_contains(
        &text,
        &[
            "yes! +110 points, 1 found",
            "round complete",
            "rounds completed: 1",
        ],
    );
}

/// A Spanish list's words are shown as the list spells them: `blender gen --answers` prints
/// `camión` and `mía` (the keys `camion` and `mia`), and its JSON keeps the keys in `words` and
/// adds the spellings in `spelled`.
#[test]
fn blender_shows_spanish_words_with_their_accents() {
    let dir = common::TempDir::new("spelled");
    let list = dir.file(
        "es.txt",
        "camión\t4.50\nmano\t5.00\ncima\t4.00\nmía\t4.20\n",
    );
    let args = [
        "--lang", "es", "--words", &list, "blender", "gen", "--seed", "1",
    ];
    let mut text_args = args.to_vec();
    text_args.push("--answers");
    let out = wordgames(&text_args, "");
    assert_ok(&out);
    let text = stdout(&out);
    assert!(text.contains("camión") && text.contains("mía"), "{text}");
    assert!(!text.contains("camion"), "{text}");
    let mut json_args = vec!["--json"];
    json_args.extend(args);
    let out = wordgames(&json_args, "");
    let value = ok_json(&out);
    assert_eq!(
        value["words"],
        serde_json::json!(["mia", "cima", "mano", "camion"])
    );
    assert_eq!(
        value["spelled"],
        serde_json::json!(["mía", "cima", "mano", "camión"])
    );
}
