//! Numeric options are range-checked where they are parsed: an out-of-range
//! value is a usage error (exit 2) whose message names the allowed range, never a panic, an
//! overflow or a silent no-op.

use crate::common;

/// Runs `wordgames ARGS` and expects the usage error naming `range`, with nothing on stdout.
fn refused(args: &[&str], range: &str) {
    let out = common::run(args);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
    assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    assert!(stderr.contains(range), "{args:?}: no {range:?} in {stderr}");
    assert!(out.stdout.is_empty(), "{args:?}");
}

#[test]
fn out_of_range_numbers_are_refused_with_the_range() {
    // This panicked with "overflow when adding duration to instant"
    // (the game clock has since saturated; the value is now refused where it is parsed).
    refused(
        &["play", "blender", "--seconds", "9223372036854775807"],
        "1..=86400",
    );
    refused(&["play", "blender", "--seconds", "0"], "1..=86400");
    for threads in ["100000", "0"] {
        refused(
            &[
                "nettle",
                "archive",
                "--out",
                "/nonexistent",
                "--threads",
                threads,
            ],
            "1..=256",
        );
    }
    refused(
        &["nettle", "archive", "--out", "/nonexistent", "--limit", "0"],
        "1..",
    );
    // `solve --max-words 0` answered "no solution within 0 words".
    for max_words in ["0", "13"] {
        refused(
            &[
                "letter-boxed",
                "solve",
                "abc def ghi jkl",
                "--max-words",
                max_words,
            ],
            "1..=12",
        );
    }
    refused(&["letter-boxed", "gen", "--max-words", "0"], "2..=6");
    refused(&["play", "letter-boxed", "--max-words", "7"], "2..=6");
    refused(&["letter-boxed", "bench", "--boards", "0"], "1..=1000000");
    refused(&["wordseq", "bench", "--levels", "0"], "1..=1000000");
    refused(&["nettle", "bench", "--targets", "0"], "1..=100000");
    refused(&["wordnet", "bench", "--targets", "0"], "1..=100000");
    refused(&["wordle", "bench", "--width", "0"], "1..=100000");
    refused(&["wordle", "bench", "--budget", "0"], "1..");
    refused(&["wordle", "bench", "--boards", "0"], "1..=64");
    refused(
        &["wordle", "bench", "--boards", "2", "--games", "0"],
        "1..=1000000",
    );
    refused(&["play", "wordle", "--boards", "65"], "1..=64");
    refused(&["wordle", "openers", "--exact", "--top", "0"], "1..");
    refused(&["wordle", "absurdle", "--max-guesses", "0"], "1..=64");
    refused(
        &[
            "wordle", "analyze", "--answer", "cigar", "--width", "0", "salet",
        ],
        "1..=100000",
    );
    // Not a number at all, or negative: clap's own message, same exit.
    refused(&["play", "blender", "--seconds=-1"], "--seconds");
    refused(
        &["play", "blender", "--seconds", "99999999999999999999999"],
        "--seconds",
    );
}

#[test]
fn values_inside_the_range_are_accepted() {
    let v = common::ok_json(&common::run([
        "letter-boxed",
        "solve",
        "abc def ghi jkl",
        "--max-words",
        "12",
        "--json",
    ]));
    assert_eq!(v["max_words"], 12);
}
