//! `wordgames completions SHELL` and `wordgames man` print what the shells and `man` read.

use crate::common;

/// Runs `wordgames ARGS`, which must succeed, and returns its stdout.
fn run(args: &[&str]) -> String {
    common::ok_stdout(&common::run(args))
}

/// The subcommands every script and the manual must name.
const SUBCOMMANDS: [&str; 9] = [
    "daily",
    "lexicon",
    "letter-boxed",
    "blender",
    "wordle",
    "wordseq",
    "nettle",
    "wordnet",
    "play",
];

#[test]
fn every_shell_gets_a_script_that_names_the_subcommands() {
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let script = run(&["completions", shell]);
        for sub in SUBCOMMANDS {
            assert!(script.contains(sub), "{shell}: no {sub}");
        }
        // Nested subcommands and the global flags are completed too.
        assert!(
            script.contains("catalogue"),
            "{shell}: no nested subcommand"
        );
        assert!(script.contains("color"), "{shell}: no --color");
    }
    // Shell-specific markers: these are the real formats, not one text for all.
    assert!(run(&["completions", "bash"]).contains("complete -F"));
    assert!(run(&["completions", "zsh"]).starts_with("#compdef wordgames"));
    assert!(run(&["completions", "fish"]).contains("complete -c wordgames"));
}

#[test]
fn an_unknown_shell_is_refused() {
    let out = common::run(["completions", "tcsh"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(common::text(&out.stderr).contains("bash"));
}

#[test]
fn the_man_page_is_roff_and_lists_the_subcommands() {
    let page = run(&["man"]);
    assert!(page.starts_with(".ie \\n(.g .ds Aq"), "{}", &page[..100]);
    assert!(page.contains(".TH wordgames 1"), "no title header");
    assert!(page.contains(".SH SUBCOMMANDS"));
    for sub in SUBCOMMANDS {
        let roff = sub.replace('-', "\\-");
        assert!(page.contains(&format!("wordgames\\-{roff}(1)")), "no {sub}");
    }
    assert!(page.contains("\\-\\-color"));
}

#[test]
fn man_out_dir_writes_a_page_per_subcommand() {
    let dir = std::env::temp_dir().join(format!("wordgames-man-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    run(&["man", "--out-dir", dir.to_str().unwrap()]);
    for page in [
        "wordgames.1",
        "wordgames-daily.1",
        "wordgames-play-wordle.1",
        "wordgames-letter-boxed-solve.1",
    ] {
        let text =
            std::fs::read_to_string(dir.join(page)).unwrap_or_else(|e| panic!("{page}: {e}"));
        assert!(text.contains(".TH "), "{page}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
