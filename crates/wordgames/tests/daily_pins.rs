//! A date's puzzle never changes: every game's puzzle for several dates, pinned through the
//! program's own output (`daily --json` and what each `play` reveals at the end of a game), so
//! these pins hold whatever moves inside the libraries.

use crate::common::{self, daily_game as game, strs};

/// One date's puzzles as published by the current daily recipe (version 2: every game's words
/// familiar, by frequency in English too; Wordle in English keeps the classic lists).
struct Pin {
    date: &'static str,
    number: u64,
    /// Letter Boxed: the board, its par and the most familiar solution `play` reveals.
    board: &'static str,
    par: u64,
    best: &'static str,
    /// Word Blender: the first round's letters and how many words they make.
    letters: &'static str,
    words: u64,
    /// wordseq: the normal level's grid and its optimum.
    grid: &'static str,
    optimum: u64,
    /// The Wordle answer and the Nettle target.
    wordle: &'static str,
    nettle: &'static str,
}

const PINS: &[Pin] = &[
    Pin {
        date: "2026-01-01",
        number: 1,
        board: "dit amp chr elo",
        par: 2,
        best: "proclaimed - death (2 words, 15 letters)",
        letters: "ikgnop",
        words: 13,
        grid: "htmp/dsal/oelw",
        optimum: 7,
        wordle: "DROSS",
        nettle: "nonfiction",
    },
    Pin {
        date: "2026-03-14",
        number: 73,
        board: "air dgt hns cew",
        par: 2,
        best: "watched - designer (2 words, 15 letters)",
        letters: "anilps",
        words: 46,
        grid: "idac/uend/ioss",
        optimum: 7,
        wordle: "DELVE",
        nettle: "shielding",
    },
    Pin {
        date: "2026-07-04",
        number: 185,
        board: "elr svy adt gnp",
        par: 3,
        best: "slaves - spent - tragedy (3 words, 18 letters)",
        letters: "fxleer",
        words: 14,
        grid: "naet/bfsw/eyee",
        optimum: 7,
        wordle: "LEECH",
        nettle: "tube",
    },
    Pin {
        date: "2026-11-22",
        number: 326,
        board: "npu ais eot clm",
        par: 2,
        best: "companies - solution (2 words, 17 letters)",
        letters: "traweh",
        words: 41,
        grid: "rcsm/chnd/arst",
        optimum: 7,
        wordle: "CHEST",
        nettle: "term",
    },
    Pin {
        date: "2027-02-28",
        number: 424,
        board: "mrs adp cin eot",
        par: 2,
        best: "description - name (2 words, 15 letters)",
        letters: "suehsr",
        words: 20,
        grid: "shct/crss/hact",
        optimum: 8,
        wordle: "FORAY",
        nettle: "commodity",
    },
    Pin {
        date: "2031-12-31",
        number: 2191,
        board: "eiv noq dtu acr",
        par: 2,
        best: "avoidance - equator (2 words, 16 letters)",
        letters: "ecutrt",
        words: 12,
        grid: "ijel/liet/mact",
        optimum: 8,
        wordle: "VINYL",
        nettle: "medium",
    },
];

/// Runs `wordgames ARGS` with `input` on stdin and returns stdout; the run must succeed.
fn run(args: &[&str], input: &str) -> String {
    common::ok_stdout(&common::run_with_stdin(args, input))
}

/// The text after `prefix` on the first line of `text` that has it.
fn after<'t>(text: &'t str, prefix: &str) -> &'t str {
    text.lines()
        .find_map(|line| line.split_once(prefix).map(|(_, rest)| rest.trim()))
        .unwrap_or_else(|| panic!("no {prefix:?} in {text}"))
}

#[test]
fn daily_puzzles_of_pinned_dates_never_change() {
    for pin in PINS {
        let daily = common::ok_json(&common::run(["--json", "daily", "--date", pin.date]));
        let lb = game(&daily, "letter-boxed");
        assert_eq!(lb["board"], pin.board, "{}", pin.date);
        assert_eq!(lb["par"], pin.par, "{}", pin.date);
        assert_eq!(lb["number"], pin.number, "{}", pin.date);
        let blender = game(&daily, "blender");
        assert_eq!(blender["letters"], pin.letters, "{}", pin.date);
        assert_eq!(blender["words"], pin.words, "{}", pin.date);
        let wordseq = game(&daily, "wordseq");
        let grid = strs(&wordseq["grid"]);
        assert_eq!(grid.join("/"), pin.grid, "{}", pin.date);
        assert_eq!(wordseq["optimum"], pin.optimum, "{}", pin.date);
        assert_eq!(game(&daily, "wordle")["number"], pin.number);
        assert_eq!(game(&daily, "nettle")["number"], pin.number);
    }
}

#[test]
fn letter_boxed_best_solutions_never_change() {
    for pin in PINS {
        let out = run(&["play", "letter-boxed", "--date", pin.date], "");
        assert_eq!(after(&out, "Best solution:"), pin.best, "{}", pin.date);
    }
}

#[test]
fn wordle_answers_never_change() {
    // Six guesses that none of the pinned answers is, so every game ends with the answer shown.
    let guesses = "aahed\naalii\naargh\naarti\nabaca\nabaci\n";
    for pin in PINS {
        let out = run(&["play", "wordle", "--date", pin.date], guesses);
        let answer = after(&out, "The word was").trim_end_matches('.');
        assert_eq!(answer, pin.wordle, "{}", pin.date);
    }
}

#[test]
fn nettle_targets_never_change() {
    for pin in PINS {
        let out = run(&["play", "nettle", "--date", pin.date], "give up\n");
        assert_eq!(after(&out, "the route:"), pin.nettle, "{}", pin.date);
    }
}
