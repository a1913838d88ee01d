//! Numeric options are range-checked where they are parsed: an out-of-range
//! value is a usage error (exit 2) whose message names the allowed range, never a panic, an
//! overflow or a silent no-op.

use std::process::Command;

fn refused(args: &[&str], range: &str) {
    let out = Command::new(env!("CARGO_BIN_EXE_wordgames"))
        .args(args)
        .output()
        .expect("wordgames runs");
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
    refused(
        &[
            "nettle",
            "archive",
            "--out",
            "/nonexistent",
            "--threads",
            "100000",
        ],
        "1..=256",
    );
    refused(
        &[
            "nettle",
            "archive",
            "--out",
            "/nonexistent",
            "--threads",
            "0",
        ],
        "1..=256",
    );
    refused(
        &["nettle", "archive", "--out", "/nonexistent", "--limit", "0"],
        "1..",
    );
    // `solve --max-words 0` answered "no solution within 0 words".
    refused(
        &[
            "letter-boxed",
            "solve",
            "abc def ghi jkl",
            "--max-words",
            "0",
        ],
        "1..=12",
    );
    refused(
        &[
            "letter-boxed",
            "solve",
            "abc def ghi jkl",
            "--max-words",
            "13",
        ],
        "1..=12",
    );
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
    let out = Command::new(env!("CARGO_BIN_EXE_wordgames"))
        .args([
            "letter-boxed",
            "solve",
            "abc def ghi jkl",
            "--max-words",
            "12",
            "--json",
        ])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["max_words"], 12);
}
