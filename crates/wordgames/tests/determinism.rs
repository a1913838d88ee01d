//! Determinism of the Wordle answer of a date and of a seed. The answer is drawn in the CLI
//! (`Daily::new("wordle", date).rng()`, then a uniform index into the classic answers), so it is
//! pinned here, through the binary: six wrong guesses make it print the answer. The guess list
//! is only those six words (the answers are always allowed too), which keeps the feedback table
//! small; the answer is drawn from the classic answers either way.

use crate::common;

const GUESSES: &str = "crane\nslate\npious\ndumpy\nwight\nfolks\n";

/// Plays `wordgames play wordle ARGS` with six guesses and returns what it prints.
fn lose(args: &[&str]) -> String {
    let dir = common::temp_dir(&format!("determinism-{}", args.join("-")));
    let guesses = dir.join("guesses.txt");
    std::fs::write(&guesses, GUESSES).unwrap();
    let mut all: Vec<&std::ffi::OsStr> =
        vec!["play".as_ref(), "wordle".as_ref(), "--guesses".as_ref()];
    all.push(guesses.as_os_str());
    all.extend(args.iter().map(std::ffi::OsStr::new));
    common::ok_stdout(&common::run_with_stdin(all, GUESSES))
}

#[test]
fn the_wordle_answer_of_a_date_is_pinned() {
    let out = lose(&["--date", "2026-01-01"]);
    assert!(out.contains("Wordle #1 (2026-01-01)"), "{out}");
    assert!(out.contains("The word was DROSS."), "{out}");
    let out = lose(&["--date", "2026-11-22"]);
    assert!(out.contains("Wordle #326 (2026-11-22)"), "{out}");
    assert!(out.contains("The word was CHEST."), "{out}");
}

#[test]
fn the_wordle_answer_of_a_seed_is_pinned() {
    let out = lose(&["--seed", "2026"]);
    assert!(out.contains("The word was SALVE."), "{out}");
}
