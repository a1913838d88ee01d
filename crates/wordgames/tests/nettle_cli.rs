//! The `wordgames` binary's Nettle commands, run as a player would, with piped stdin.

use crate::common::{assert_contains, run_texts as wordgames};

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

/// The daily line names the puzzle number and the target's frequency, never the target.
#[test]
fn daily_names_the_puzzle_number_and_the_targets_frequency_only() {
    let (out, _, ok) = wordgames(&["daily", "--date", "2026-01-02"], "");
    assert!(ok);
    let line = out
        .lines()
        .find(|l| l.starts_with("Nettle"))
        .expect("a Nettle line");
    let zipf = line
        .strip_prefix("Nettle #2: find the hidden word  (target Zipf ")
        .and_then(|rest| rest.strip_suffix("; play: wordgames play nettle --date 2026-01-02)"))
        .unwrap_or_else(|| panic!("{line}"));
    let value: f64 = zipf.parse().unwrap_or_else(|_| panic!("{line}"));
    assert!((0.0..=8.0).contains(&value), "{line}");
}

/// A chosen target, hints on any clue by number, and the map drawn as an SVG file, in play and
/// from `nettle clue --svg`.
#[test]
fn play_a_chosen_target_with_hints_on_any_clue_and_an_svg_map() {
    let dir = std::env::temp_dir().join(format!("wordgames-nettle-svg-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let svg = dir.join("map.svg");
    let input = format!(
        "hint 1\ncat\ndog\nhint 1\nhint 2\nhint 9\nhint x\nmap {}\ncanine\n",
        svg.display()
    );
    let (out, _, ok) = wordgames(&["play", "nettle", "--target", "canine"], &input);
    assert!(ok, "{out}");
    assert!(
        out.contains("Nettle (free play): guess the hidden word"),
        "{out}"
    );
    assert!(out.contains("hint: guess a word first"), "{out}");
    // Cat's route goes through "feline": its hint is not the best route's.
    let on = |n: usize| {
        out.lines()
            .find_map(|l| {
                l.split_once(&format!(
                    "hint on clue {n}: the next word on its route means: "
                ))
                .map(|(_, h)| h.to_string())
            })
            .unwrap_or_else(|| panic!("no hint on clue {n}: {out}"))
    };
    assert!(on(1).contains("retractile claws"), "{out}");
    assert_ne!(on(1), on(2));
    assert_contains(
        &out,
        &[
            "no clue 9: the clues so far are 1 to 2",
            "hint N: N is a clue's number, not \"x\"",
            "drew the map of your clues in",
            "\nNettle (free play): 🎉/3\n",
        ],
    );
    let drawn = std::fs::read_to_string(&svg).unwrap();
    assert!(drawn.starts_with("<svg"), "{drawn}");
    assert!(drawn.contains(">cat</text>") && drawn.contains(">dog</text>"));
    assert!(!drawn.contains("canine"), "the target stays hidden");
    // The same map from `nettle clue --svg`; a file that cannot be written is a clear error.
    let other = dir.join("clue.svg");
    let (_, err, ok) = wordgames(
        &[
            "nettle",
            "clue",
            "--target",
            "canine",
            "cat",
            "dog",
            "--svg",
            other.to_str().unwrap(),
        ],
        "",
    );
    assert!(ok, "{err}");
    assert_eq!(std::fs::read_to_string(&other).unwrap(), drawn);
    let (_, err, ok) = wordgames(
        &[
            "nettle",
            "clue",
            "--target",
            "canine",
            "dog",
            "--svg",
            dir.join("no/such/dir.svg").to_str().unwrap(),
        ],
        "",
    );
    assert!(!ok);
    assert!(err.contains("cannot write"), "{err}");
    // A date and a target together are refused.
    let (_, err, ok) = wordgames(
        &[
            "play",
            "nettle",
            "--target",
            "canine",
            "--date",
            "2026-01-02",
        ],
        "",
    );
    assert!(!ok);
    assert!(err.contains("cannot be used with"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}
