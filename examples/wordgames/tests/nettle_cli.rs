//! The `wordgames` binary's Nettle commands, run as a player would, with piped stdin.

mod common;

fn wordgames(args: &[&str], stdin: &str) -> (String, String, bool) {
    let out = common::run_with_stdin(args, stdin);
    (
        String::from_utf8(out.stdout).expect("utf-8 stdout"),
        String::from_utf8(out.stderr).expect("utf-8 stderr"),
        out.status.success(),
    )
}

#[test]
fn clue_command_prints_emoji_and_unknown_words() {
    let (out, _, ok) = wordgames(
        &[
            "nettle", "clue", "--target", "canine", "dog", "florbix", "canine",
        ],
        "",
    );
    assert!(ok);
    assert_eq!(
        out,
        "dog: 🔼 (1 step)\nflorbix: not a word I know\ncanine: ✅ (the target)\n"
    );
    let (_, err, ok) = wordgames(&["nettle", "clue", "--target", "florbix", "dog"], "");
    assert!(!ok);
    assert!(err.contains("cannot be a nettle target"), "{err}");
}

#[test]
fn play_reads_piped_guesses_and_ends_at_eof() {
    // Unknown words do not count; the end of input before the end of the game stops cleanly,
    // without a summary.
    let (out, _, ok) = wordgames(
        &["play", "nettle", "--date", "2026-01-02"],
        "xqzv\ndog\nhint\n",
    );
    assert!(ok);
    assert!(out.contains("Nettle #2 (2026-01-02)"));
    assert!(out.contains("not a word I know (not counted)"));
    assert!(out.contains("hint: the next word on your best route means: "));
    assert!(!out.contains("Nettle #2: "));
    // Giving up reveals a route ending at the target and prints the share summary.
    let (out, _, ok) = wordgames(&["play", "nettle", "--date", "2026-01-02"], "dog\ngiveup\n");
    assert!(ok);
    assert!(out.contains("the route: dog → "), "{out}");
    assert!(out.contains("\nNettle #2: 🏳️/1\n1: "), "{out}");
}

#[test]
fn daily_names_the_puzzle_number_only() {
    let (out, _, ok) = wordgames(&["daily", "--date", "2026-01-02"], "");
    assert!(ok);
    let line = out
        .lines()
        .find(|l| l.starts_with("Nettle"))
        .expect("a Nettle line");
    assert_eq!(
        line,
        "Nettle #2: find the hidden word (play: wordgames play nettle --date 2026-01-02)"
    );
}
