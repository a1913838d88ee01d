//! Bad input through the `wordgames` binary: the error reaches stderr as one line with a
//! non-zero exit status, never a panic; an impossible request says what is wrong.

use crate::common::{self, daily_game, ok_json, run, strs, text};

/// A file of `bytes` in a temporary directory of this test.
fn file(tag: &str, bytes: &[u8]) -> String {
    let path = common::temp_file("bad-input", tag, bytes);
    path.to_string_lossy().into_owned()
}

/// Runs `args`, expects failure, and returns stderr.
fn fails(args: &[&str]) -> String {
    let out = run(args);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{args:?}: {err}");
    assert!(!err.contains("panicked"), "{err}");
    err
}

#[test]
fn errors_reach_stderr_with_a_failing_status() {
    assert_eq!(
        fails(&["letter-boxed", "solve", "abc def ghi jka"]),
        "wordgames: error: letter boxed board \"abc def ghi jka\": the letter 'a' appears twice (on sides 1 and 4)\n"
    );
    assert_eq!(
        fails(&["blender", "gen", "--date", "2025-12-31"]),
        "wordgames: error: date \"2025-12-31\": daily puzzles start on 2026-01-01\n"
    );
    let no_sixes = file("no-sixes.txt", b"cat\ndog\n");
    assert_eq!(
        fails(&["--words", &no_sixes, "blender", "gen", "--seed", "1"]),
        "wordgames: error: the lexicon has no familiar six-letter words\n"
    );
    let mixed = file("mixed.txt", b"crane\nslates\n");
    assert_eq!(
        fails(&["wordle", "bench", "--answers", &mixed]),
        format!("wordgames: error: {mixed}: line 2: \"slates\" has 6 letters, expected 5\n")
    );
    let sixes = file("sixes.txt", b"cranes\nslates\n");
    assert_eq!(
        fails(&["wordle", "bench", "--guesses", &sixes]),
        "wordgames: error: the answers have 5 letters but the guesses have 6\n"
    );
    let not_utf8 = file("not-utf8.txt", b"cat\nd\xffg\n");
    assert_eq!(
        fails(&["--words", &not_utf8, "blender", "gen", "--seed", "1"]),
        format!("wordgames: error: {not_utf8}:2: the line is not valid UTF-8\n")
    );
}

#[test]
fn a_board_without_a_short_solution_says_so() {
    let out = run([
        "letter-boxed",
        "solve",
        "bak lcs mtu ihg",
        "--max-words",
        "1",
    ]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("no solution within 1 word"), "{text}");
}

/// A 100 KB argument is cut short in the messages that quote it, in the commands'
/// errors and in clap's argument errors alike.
#[test]
fn a_huge_argument_is_quoted_short() {
    let huge = "a".repeat(100_000);
    for args in [
        vec!["wordnet", "lookup", huge.as_str()],
        vec!["wordnet", "route", "dog", huge.as_str()],
        vec!["wordnet", "similarity", "path", huge.as_str(), "dog"],
        vec!["play", "wordle", "--seed", huge.as_str()],
        vec!["lexicon", "query", "--pattern", huge.as_str()],
    ] {
        let out = run(&args);
        assert!(!out.status.success(), "{:?}", &args[..2]);
        assert!(
            out.stderr.len() < 2_000 && out.stdout.len() < 2_000,
            "{:?}: {} bytes on stderr, {} on stdout",
            &args[..2],
            out.stderr.len(),
            out.stdout.len()
        );
        assert!(!out.stderr.is_empty(), "{:?}", &args[..2]);
    }
}

/// `--lang` reaches Letter Boxed (boards of the language's letters, its own error for a letter
/// that is not one) and wordseq (a level file whose grid holds a letter of another language).
#[test]
fn another_language_in_letter_boxed_and_wordseq() {
    let words = file("nb.txt", "blåbær\nbær\nrynket\ntøys\n".as_bytes());
    let nb = ["--lang", "nb", "--words", &words];
    let out = run([&nb[..], &["letter-boxed", "solve", "BKT LÆS ÅRE ØNY"]].concat());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    assert!(text.contains("2 playable words"), "{text}");
    assert_eq!(
        fails(&[&nb[..], &["letter-boxed", "solve", "bkt læs åre ønß"]].concat()),
        "wordgames: error: \"bkt læs åre ønß\": 'ß' is not a letter of Norwegian Bokmål (nb)\n"
    );
    let level = file(
        "ß.json",
        r#"{"initialGrid":[["ß","b"]],"wordLength":2,"maxDepthReached":0,"explorationTree":[]}"#
            .as_bytes(),
    );
    assert!(
        fails(&[&nb[..], &["wordseq", "check", &level]].concat())
            .contains("initialGrid[0][0]: expected a single lowercase letter"),
    );
}

/// The tests' bokmål words ([`wordgames_test_support::BOKMAL`]) as a word list file, one word a
/// line. A list this small is read with `--no-frequencies` where puzzles are built from it:
/// graded by the shipped frequencies, too few of its words are familiar enough for a Letter
/// Boxed board.
fn bokmal_file(tag: &str) -> String {
    file(tag, wordgames_test_support::bokmal_lines().as_bytes())
}

/// The options that read `words` ([`bokmal_file`]) as a bokmål list, without frequencies.
fn bokmal(words: &str) -> [&str; 5] {
    ["--lang", "nb", "--words", words, "--no-frequencies"]
}

/// `daily --lang nb --words FILE` deals bokmål puzzles (the edition names the language and its
/// keyboard; Wordle plays the list's five-letter words, wordseq a grid of its letters) and
/// keeps Nettle English; without --words, --lang nb is refused.
#[test]
fn daily_in_another_language() {
    let words = bokmal_file("nb-daily.txt");
    let args = [
        &bokmal(&words)[..],
        &["--json", "daily", "--date", "2026-01-01"],
    ]
    .concat();
    let doc = ok_json(&run(args));
    assert_eq!(doc["language"]["tag"], "nb");
    assert_eq!(doc["language"]["keyboard"][1], "asdfghjkløæ");
    let entry = |game: &str| daily_game(&doc, game);
    let board = entry("letter-boxed")["board"].as_str().unwrap().to_string();
    assert!(board.chars().any(|c| "æøå".contains(c)), "{board}");
    assert_eq!(entry("wordle")["wordLength"], 5);
    let grid = &entry("wordseq")["grid"];
    let rows = strs(grid);
    assert_eq!(rows.len(), 3, "{grid}");
    let alphabet = "abcdefghijklmnopqrstuvwxyzæøå";
    assert!(
        rows.concat().chars().all(|c| alphabet.contains(c)),
        "{grid}"
    );
    assert_eq!(entry("nettle")["number"], 1);
    assert!(
        fails(&["--lang", "nb", "daily", "--date", "2026-01-01"])
            .contains("--lang nb needs --words FILE")
    );
}

/// `daily` in bokmål prints, for each game, a command that plays its puzzle (`--lang` and
/// `--words` before `play`; Nettle, English in every edition, without them), and the wordseq
/// command deals the level `daily` shows: the same grid and the same best game.
#[test]
fn daily_and_play_agree_in_another_language() {
    let words = bokmal_file("nb-agree.txt");
    let date = "2026-01-02";
    let nb = bokmal(&words);
    let doc = ok_json(&run(
        [&nb[..], &["--json", "daily", "--date", date]].concat()
    ));
    let seq = daily_game(&doc, "wordseq");
    let out = run([&nb[..], &["daily", "--date", date]].concat());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    let prefix = format!("wordgames --lang nb --words {words} --no-frequencies play");
    for game in ["letter-boxed", "blender", "wordle", "wordseq"] {
        let hint = format!("play: {prefix} {game} --date {date})");
        assert!(text.contains(&hint), "{hint}\n{text}");
    }
    assert!(
        text.contains(&format!("play: wordgames play nettle --date {date})")),
        "{text}"
    );
    // The hint's command, run: the same level.
    let hint = text
        .lines()
        .find(|line| line.starts_with("wordseq"))
        .and_then(|line| line.split("play: wordgames ").nth(1))
        .unwrap()
        .trim_end_matches(')');
    let args: Vec<&str> = hint.split(' ').collect();
    let out = run(&args);
    let played = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{played}");
    assert!(
        played.contains(&format!("the longest game has {} moves", seq["optimum"])),
        "{seq}\n{played}"
    );
    for (r, row) in seq["grid"].as_array().unwrap().iter().enumerate() {
        let letters: Vec<String> = row.as_str().unwrap().chars().map(String::from).collect();
        let line = format!(" {r}  {}", letters.join(" "));
        assert!(played.contains(&line), "{line:?}\n{played}");
    }
    // The Wordle hint's command deals the edition's answer: the same difficulty.
    let wordle = &daily_game(&doc, "wordle");
    let dealt = ok_json(&run([
        &nb[..],
        &["play", "wordle", "--date", date, "--json"],
    ]
    .concat()));
    let difficulty = &dealt["difficulty"];
    assert_eq!(difficulty["entropy_guesses"], wordle["entropyGuesses"]);
    assert_eq!(
        difficulty["answer_zipf"].as_f64(),
        wordle["answerZipf"].as_f64()
    );
    // In English the edition's Wordle is the classic one whatever the list: its command
    // goes without --words, the others' with it.
    let english = file("en-agree.txt", b"apple\nbanana\ncherry\n");
    let out = run(["--words", &english, "daily", "--date", date]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains(&format!("; play: wordgames play wordle --date {date})")),
        "{text}"
    );
    assert!(!text.contains("--lang"), "{text}");
    // The options after the subcommand deal the same level.
    let out = run([
        "play",
        "wordseq",
        "--lang",
        "nb",
        "--words",
        &words,
        "--no-frequencies",
        "--date",
        date,
    ]);
    assert_eq!(String::from_utf8_lossy(&out.stdout), played);
}

/// Letter Boxed's own `--max-words` (the chain's or a solution's words) and the word list's
/// bound (`--max-list-words`, the lines a list may have) are two options: `gen` and `solve`
/// over a list keep their defaults and read the whole list, the board `gen` deals for a date
/// is the edition's, and the list's bound still refuses a longer list, naming itself.
#[test]
fn letter_boxed_over_a_list_keeps_its_max_words_apart_from_the_lists() {
    let words = bokmal_file("nb-max-words.txt");
    let date = "2026-01-03";
    let nb = [&bokmal(&words)[..], &["--json"]].concat();
    let doc = ok_json(&run([&nb[..], &["daily", "--date", date]].concat()));
    let entry = daily_game(&doc, "letter-boxed");
    let dealt = ok_json(&run(
        [&nb[..], &["letter-boxed", "gen", "--date", date]].concat()
    ));
    assert_eq!(dealt["board"], entry["board"], "{dealt}");
    let board = dealt["board"].as_str().unwrap();
    let solved = ok_json(&run([
        &nb[..],
        &["letter-boxed", "solve", "--max-words", "3", board],
    ]
    .concat()));
    assert!(
        solved["best"].as_array().is_some_and(|b| b.len() <= 3),
        "{solved}"
    );
    let err = fails(&[&nb[..], &["--max-list-words", "3", "letter-boxed", "gen"]].concat());
    assert!(
        err.contains("more than 3 words") && err.contains("--max-list-words"),
        "{err}"
    );
}
