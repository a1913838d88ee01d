//! Output faults are ordinary errors: a full disk is an error on stderr with
//! exit 1, a closed stdout is refused, a closed pipe is the quiet exit 141 in every command,
//! games included; and `--color` chooses colour, honouring `NO_COLOR` and `CLICOLOR_FORCE`.

use std::{
    fs::File,
    io::{BufRead, BufReader, Write},
    process::{Command, Stdio},
};

use crate::common;

/// The `wordgames` binary with none of the colour variables of the environment.
fn wordgames() -> Command {
    let mut cmd = common::wordgames();
    cmd.env_remove("NO_COLOR")
        .env_remove("CLICOLOR_FORCE")
        .env_remove("CLICOLOR");
    cmd
}

/// The commands that write output, each with the stdin it reads.
const PRINTERS: &[(&[&str], &str)] = &[
    (&["daily", "--date", "2026-03-01"], ""),
    (&["lexicon", "query", "--prefix", "ab"], ""),
    (&["nettle", "targets"], ""),
    (&["letter-boxed", "gen", "--seed", "1"], ""),
    (&["play", "wordle", "--seed", "1"], "crane\n"),
    (&["daily", "--date", "2026-03-01", "--json"], ""),
];

#[cfg(target_os = "linux")]
#[test]
fn a_full_disk_is_an_error_not_a_panic() {
    for (args, stdin) in PRINTERS {
        let mut child = wordgames()
            .args(*args)
            .stdin(Stdio::piped())
            .stdout(File::create("/dev/full").expect("/dev/full opens"))
            .stderr(Stdio::piped())
            .spawn()
            .expect("wordgames runs");
        child
            .stdin
            .take()
            .unwrap()
            .write_all(stdin.as_bytes())
            .unwrap();
        let out = child.wait_with_output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert!(
            stderr.contains("cannot write to stdout") && stderr.contains("No space left"),
            "{args:?}: {stderr}"
        );
    }
}

/// `daily >&-`: the runtime reopens a closed stdout on /dev/null, so without a check the
/// program would "succeed" having written nothing. The test closes descriptor 1 through a
/// shell, as a user does.
#[cfg(target_os = "linux")]
#[test]
fn a_closed_stdout_is_refused() {
    let bin = env!("CARGO_BIN_EXE_wordgames");
    let out = Command::new("sh")
        .arg("-c")
        .arg(format!("'{bin}' daily --date 2026-03-01 >&-"))
        .output()
        .expect("sh runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("stdout is closed"), "{stderr}");
    // A stdout sent to /dev/null on purpose is fine.
    let out = Command::new("sh")
        .arg("-c")
        .arg(format!("'{bin}' daily --date 2026-03-01 >/dev/null"))
        .output()
        .expect("sh runs");
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Reads one line of stdout, closes it, and expects the quiet exit 141.
fn closes_quietly(args: &[&str], stdin: &str) {
    let mut child = common::spawn_piped(wordgames().args(args));
    let mut input = child.stdin.take().unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .expect("one line arrives");
    assert!(!first.is_empty(), "{args:?}: no output");
    // stdout is closed now; the game gets more input, so it has to write again.
    let _ = input.write_all(stdin.as_bytes());
    drop(input);
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(141), "{args:?}: {stderr}");
    assert!(stderr.is_empty(), "{args:?}: {stderr}");
}

/// Every game, each with more input than its first line of output answers.
const GAMES: &[(&[&str], &str)] = &[
    (
        &["play", "nettle", "--date", "2026-03-01"],
        "tree\nflower\n",
    ),
    (&["play", "blender", "--seed", "1"], "abc\ndef\n"),
    (&["play", "letter-boxed", "--seed", "1"], "abc\ndef\n"),
    (&["play", "wordle", "--seed", "1"], "crane\nslate\n"),
    (&["play", "wordseq", "--seed", "1"], "0,0 0,1\n"),
];

#[test]
fn a_closed_pipe_is_the_quiet_exit_141_in_the_games_too() {
    for (args, stdin) in GAMES {
        closes_quietly(args, stdin);
    }
}

/// Commands that print more than a pipe holds (64 KiB on Linux) end with 141 too, not 0 or 1.
/// Each listing here is several times that size: a shorter one can fit in the pipe whole
/// before the reader closes it, and then 0 is the right exit.
#[test]
fn a_closed_pipe_is_141_in_long_listings() {
    for args in [
        &["lexicon", "query", "--prefix", "s"][..],
        &["blender", "catalogue", "--limit", "0"][..],
    ] {
        let mut child = wordgames()
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut first = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut first)
            .unwrap();
        let out = child.wait_with_output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(141), "{args:?}: {stderr}");
        assert!(!stderr.contains("error"), "{args:?}: {stderr}");
    }
}

fn wordle_line(extra: &[&str], env: &[(&str, &str)]) -> String {
    // Three answers instead of the classic lists: the game starts at once in a debug build.
    let answers = std::env::temp_dir().join(format!("wordgames-colour-{}.txt", std::process::id()));
    std::fs::write(&answers, "brick\ncrane\nslate\n").unwrap();
    let mut cmd = wordgames();
    cmd.args(["play", "wordle", "--seed", "1", "--answers"])
        .arg(&answers)
        .args(extra);
    for (k, v) in env {
        cmd.env(k, v);
    }
    let mut child = common::spawn_piped(&mut cmd);
    child.stdin.take().unwrap().write_all(b"crane\n").unwrap();
    let out = child.wait_with_output().unwrap();
    common::ok_stdout(&out).lines().nth(1).unwrap().to_string()
}

#[test]
fn color_follows_the_flag_and_the_environment() {
    let esc = |s: &str| s.contains('\x1b');
    // Into a pipe: no colour unless asked; the tiles fall back to brackets.
    let plain = wordle_line(&[], &[]);
    assert!(
        !esc(&plain) && (plain.contains("[C]") || plain.contains("(C)")),
        "{plain:?}"
    );
    assert!(esc(&wordle_line(&["--color", "always"], &[])));
    assert!(esc(&wordle_line(&[], &[("CLICOLOR_FORCE", "1")])));
    // NO_COLOR wins over CLICOLOR_FORCE with --color auto; --color never wins over both.
    assert!(!esc(&wordle_line(
        &[],
        &[("CLICOLOR_FORCE", "1"), ("NO_COLOR", "1")]
    )));
    assert!(!esc(&wordle_line(
        &["--color", "never"],
        &[("CLICOLOR_FORCE", "1")]
    )));
    // --color always wins over NO_COLOR: the flag is the user's explicit choice.
    assert!(esc(&wordle_line(
        &["--color", "always"],
        &[("NO_COLOR", "1")]
    )));
}

/// A stderr that cannot be written (`2>/dev/full`) is no panic: each command
/// exits as it does with a working stderr, its stdout whole.
#[cfg(target_os = "linux")]
#[test]
fn a_full_stderr_is_not_a_panic() {
    // (arguments, stdin, whether stdout is the same every run)
    let commands: &[(&[&str], &str, bool)] = &[
        (&["daily", "--date", "2026-03-01"], "", true),
        (&["play", "wordle", "--seed", "1"], "crane\n", true),
        // Without a seed it says on stderr which one it drew.
        (&["wordseq", "gen"], "", false),
        (&["lexicon", "query", "--pattern", "é"], "", true),
        (&["wordle", "analyze"], "crane xyz\n", true),
    ];
    for (args, stdin, same) in commands {
        let run = |stderr: Stdio| {
            let mut child = wordgames()
                .args(*args)
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(stderr)
                .spawn()
                .expect("wordgames runs");
            // A command that does not read its input may have exited already: a closed pipe
            // here is no failure of the program.
            let _ = child.stdin.take().unwrap().write_all(stdin.as_bytes());
            child.wait_with_output().unwrap()
        };
        let working = run(Stdio::piped());
        let full = run(File::create("/dev/full").expect("/dev/full opens").into());
        assert_ne!(full.status.code(), Some(101), "{args:?} panicked");
        assert_eq!(full.status.code(), working.status.code(), "{args:?}");
        if *same {
            assert_eq!(full.stdout, working.stdout, "{args:?}");
        }
    }
}
