//! Hostile input on stdin and in files: every `play` game and `wordle solve` read
//! their moves a bounded line at a time, a line that is not UTF-8 is one rejected line with its
//! number and the game goes on, and an endless line is an error naming it, not a machine's
//! memory.

use crate::common::{self, json, run_with_bytes as run, text};

use std::process::Output;

/// A temporary directory of this test process and tag.
fn temp_dir(tag: &str) -> std::path::PathBuf {
    common::temp_dir(&format!("hostile-{tag}"))
}

/// The stderr of a run that must have failed with exit status 1, saying so in fewer than 500
/// bytes; `what` names the run in the messages.
#[track_caller]
fn short_failure(out: &Output, what: &str) -> String {
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{what}: {stderr}");
    assert!(
        stderr.len() < 500,
        "{what}: {} bytes of stderr",
        stderr.len()
    );
    stderr
}

/// Small Wordle lists, so that the debug binary answers at once.
fn small_lists(tag: &str) -> (String, String) {
    let dir = temp_dir(tag);
    let answers = dir.join("answers.txt");
    let guesses = dir.join("guesses.txt");
    std::fs::write(&answers, "bake\ncake\nlake\nmake\ncorn\nhorn\n").unwrap();
    std::fs::write(&guesses, "bclm\nrtwf\nchat\n").unwrap();
    (
        answers.to_str().unwrap().to_string(),
        guesses.to_str().unwrap().to_string(),
    )
}

/// Each game and a command whose effect shows that the line after the bad one was played.
fn games(lists: &(String, String)) -> Vec<(Vec<String>, &'static str, &'static str)> {
    let (a, g) = lists;
    let args = |list: &[&str]| list.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let lists = ["--answers", a, "--guesses", g];
    vec![
        (
            args(&[&["play", "wordle", "--seed", "5"][..], &lists].concat()),
            "chat\n",
            "unfinished after 1 guesses",
        ),
        (
            args(&[&["wordle", "solve"][..], &lists].concat()),
            "bake .ggg\n",
            "guess 2",
        ),
        (
            args(&["play", "blender", "--seed", "3", "--seconds", "600"]),
            "zzz\n",
            "\"zzz\"",
        ),
        (
            args(&["play", "letter-boxed", "--seed", "2026"]),
            ":undo\n",
            "nothing to undo",
        ),
        (
            args(&["play", "nettle", "--date", "2026-01-02"]),
            "help\n",
            "type a word to guess",
        ),
        (
            args(&["play", "wordseq", "--date", "2026-01-01"]),
            "u\n",
            "nothing to undo",
        ),
    ]
}

/// A line of bytes that are not UTF-8 is rejected with its number on stderr, and the next line
/// is still played (it used to end `play blender` silently, and abort the other games with no
/// line number).
#[test]
fn a_line_that_is_not_utf8_is_rejected_and_the_game_goes_on() {
    let lists = small_lists("utf8");
    for (args, next, shows) in games(&lists) {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let mut input = b"\n\xff\xfe not utf-8\n".to_vec();
        input.extend_from_slice(next.as_bytes());
        let out = run(&args, &input);
        let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
        assert!(
            stderr.contains("stdin:2: the line is not valid UTF-8; line ignored"),
            "{args:?}: {stderr}"
        );
        assert!(stdout.contains(shows), "{args:?}: {stdout}\n{stderr}");
        if args[0] == "wordle" {
            // `wordle solve` counts every rejected line in its exit status.
            assert!(!out.status.success());
            assert!(stderr.contains("1 line(s) rejected"), "{stderr}");
        } else {
            assert!(out.status.success(), "{args:?}: {stderr}");
        }
    }
}

/// A line over the bound (as `/dev/zero` on stdin sends) ends the game with an error naming the
/// line; the program reads no more than the bound of it.
#[test]
fn an_endless_line_on_stdin_is_an_error_naming_it() {
    let lists = small_lists("endless");
    let long = vec![b'a'; 4 << 20];
    for (args, _, _) in games(&lists) {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let stderr = short_failure(&run(&args, &long), &format!("{args:?}"));
        assert!(
            stderr.contains(
                "wordgames: error: stdin:1: the line is longer than 1024 bytes (one move a line)"
            ),
            "{args:?}: {stderr}"
        );
    }
}

/// Wordle answer and guess lists are read a bounded line at a time too: a 4 MiB line is an
/// error naming the file and line, quoting nothing of it; a line that is not UTF-8 is named.
#[test]
fn wordle_lists_are_read_a_bounded_line_at_a_time() {
    let dir = temp_dir("lists");
    let long = dir.join("long.txt");
    let mut bytes = b"bake\n".to_vec();
    bytes.extend(std::iter::repeat_n(b'a', 4 << 20));
    std::fs::write(&long, &bytes).unwrap();
    let bad = dir.join("bad.txt");
    std::fs::write(&bad, b"\xEF\xBB\xBFbake\ncake\nl\xffke\n").unwrap();
    for (path, message) in [
        (
            &long,
            "long.txt: line 2: the line is longer than 256 bytes (a word list holds one word a line)",
        ),
        (&bad, "bad.txt: line 3: the line is not valid UTF-8"),
    ] {
        for option in ["--answers", "--guesses"] {
            let out = run(["wordle", "bench", option, path.to_str().unwrap()], b"");
            let stderr = short_failure(&out, option);
            assert!(stderr.contains(message), "{option}: {stderr}");
        }
    }
}

/// Files named on the command line that never end (`/dev/zero`): each reader stops at its
/// bound with an error naming the file, and the process holds no more than that bound.
#[test]
fn endless_files_are_errors_naming_them() {
    for (args, message) in [
        (
            &[
                "wordnet",
                "similarity",
                "--measure",
                "path",
                "--pairs",
                "/dev/zero",
            ][..],
            "wordgames: error: /dev/zero:1: the line is longer than 1024 bytes (two synset names a line)",
        ),
        (
            &[
                "wordnet",
                "similarity",
                "--measure",
                "res",
                "--ic",
                "/dev/zero",
                "dog.n.01",
                "cat.n.01",
            ][..],
            "wordgames: error: /dev/zero:1: expected a line of at most 1 MiB, found \"a longer line\"",
        ),
        (
            &[
                "wordnet",
                "similarity",
                "--measure",
                "res",
                "--ic-corpus",
                "/dev/zero",
                "dog.n.01",
                "cat.n.01",
            ][..],
            "wordgames: error: /dev/zero:1: expected a line of at most 1 MiB, found \"a longer line\"",
        ),
        (
            &["wordle", "bench", "--answers", "/dev/zero"][..],
            "wordgames: error: /dev/zero: line 1: the line is longer than 256 bytes",
        ),
        (
            &["--words", "/dev/zero", "lexicon", "stats"][..],
            "wordgames: error: /dev/zero:1: the line is longer than 1024 bytes",
        ),
    ] {
        let stderr = short_failure(&run(args, b""), &format!("{args:?}"));
        assert!(stderr.starts_with(message), "{args:?}: {stderr}");
    }
}

/// Level files: `/dev/zero` fails at its first byte, and a byte-order mark before a level is
/// dropped, for `wordseq check` and `play wordseq --level` alike.
#[test]
fn level_files_are_parsed_as_read_and_a_bom_is_dropped() {
    let dir = temp_dir("level");
    let made = run(["--json", "wordseq", "gen", "--seed", "4"], b"");
    common::assert_ok(&made);
    let path = dir.join("bom.json");
    std::fs::write(&path, [&b"\xEF\xBB\xBF"[..], &made.stdout].concat()).unwrap();
    let path = path.to_str().unwrap();
    let out = run(["wordseq", "check", path], b"");
    common::assert_ok(&out);
    let out = run(["play", "wordseq", "--level", path], b"q\n");
    common::assert_ok(&out);
    assert!(text(&out.stdout).contains("the longest game has"));
    for args in [
        &["wordseq", "check", "/dev/zero"][..],
        &["play", "wordseq", "--level", "/dev/zero"],
    ] {
        let out = run(args, b"");
        assert_eq!(out.status.code(), Some(1));
        assert_eq!(
            text(&out.stderr),
            "wordgames: error: /dev/zero: wordseq level, line 1 column 1: expected value at line 1 column 1\n"
        );
    }
}

/// `daily` with a lexicon too small for some games prints the whole edition, names the games
/// without a puzzle, and fails (it used to exit 0).
#[test]
fn daily_fails_when_a_game_has_no_puzzle() {
    let dir = temp_dir("daily");
    let words = dir.join("one.txt");
    std::fs::write(&words, "cat\n").unwrap();
    for json in [false, true] {
        let mut args = vec!["--words", words.to_str().unwrap()];
        if json {
            args.push("--json");
        }
        args.extend(["daily", "--date", "2026-01-01"]);
        let out = run(&args, b"");
        let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
        assert_eq!(out.status.code(), Some(1), "{stdout}\n{stderr}");
        if json {
            let value = common::json(stdout.as_bytes());
            let games = value["games"].as_array().unwrap();
            let missing = games.iter().filter(|g| g.get("error").is_some()).count();
            assert_eq!(missing, 3, "{stdout}");
        } else {
            assert_eq!(stdout.matches("no puzzle (").count(), 3, "{stdout}");
        }
        assert!(
            stderr.starts_with("wordgames: error: ")
                && stderr.contains(" games have no puzzle for 2026-01-01: "),
            "{stderr}"
        );
    }
}

/// The messages say what happened, with counts.
#[test]
fn messages_say_what_happened_with_counts() {
    let dir = temp_dir("messages");
    // An empty index.sense: the target list's error counts what each filter kept.
    let wndb = dir.join("wndb");
    std::fs::create_dir_all(&wndb).unwrap();
    let fixture =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../wordnet/tests/fixtures/tiny");
    for entry in std::fs::read_dir(fixture).unwrap() {
        let entry = entry.unwrap();
        std::fs::copy(entry.path(), wndb.join(entry.file_name())).unwrap();
    }
    std::fs::write(wndb.join("index.sense"), "").unwrap();
    let out = run(
        ["nettle", "targets", "--wordnet", wndb.to_str().unwrap()],
        b"",
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains(", 0 of them have a sense with a tag count (from index.sense)"),
        "{}",
        text(&out.stderr)
    );
    // A level that cannot be written names its file.
    let out = run(["wordseq", "gen", "--seed", "1", "--out", "/dev/full"], b"");
    assert_eq!(out.status.code(), Some(1));
    assert!(
        // (after the generator's one-line summary)
        text(&out.stderr)
            .lines()
            .any(|l| l.starts_with("wordgames: error: cannot write /dev/full: ")),
        "{}",
        text(&out.stderr)
    );
    // Duplicate words in --words are counted on stderr.
    let words = dir.join("dups.txt");
    std::fs::write(&words, "cat\nCat\ndog\ncat\n").unwrap();
    let out = run(
        ["--words", words.to_str().unwrap(), "lexicon", "stats"],
        b"",
    );
    common::assert_ok(&out);
    assert!(
        text(&out.stderr).contains(
            "dups.txt: 2 duplicate lines merged into the words before them (the most common grade kept)"
        ),
        "{}",
        text(&out.stderr)
    );
    // A bad line of any length is quoted short: 40 characters and the length.
    let words = dir.join("long.txt");
    std::fs::write(&words, format!("cat\n{}\n", "é".repeat(500))).unwrap();
    let out = run(
        ["--words", words.to_str().unwrap(), "lexicon", "stats"],
        b"",
    );
    assert_eq!(out.status.code(), Some(1));
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains(&format!(
            "long.txt:2: {:?}… (1000 bytes) is not a word",
            "é".repeat(40)
        )),
        "{stderr}"
    );
    assert!(stderr.len() < 400, "{} bytes of stderr", stderr.len());
}

/// A search that runs out of its budget says how to raise it.
#[test]
fn a_search_out_of_budget_says_how_to_go_on() {
    // Every 38th classic answer: 61 words, more than a search of one position can solve.
    let classic = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../wordle/data/answers.txt"),
    )
    .unwrap();
    let words: Vec<&str> = classic.lines().step_by(38).collect();
    let answers = temp_dir("budget").join("answers.txt");
    std::fs::write(&answers, words.join("\n")).unwrap();
    let out = run(
        [
            "wordle",
            "bench",
            "--strategy",
            "exact",
            "--budget",
            "1",
            "--answers",
            answers.to_str().unwrap(),
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).lines().any(|l| l.starts_with(
            "wordgames: error: the search visited its budget of 1 positions without finishing: run again with a larger --budget"
        )),
        "{}",
        text(&out.stderr)
    );
}

/// `wordseq check` and `play wordseq --level` share one validation (`Level::check_structure`,
/// which `TreeGame::new` and the generator's `check` both run first): a level broken in
/// structure is refused by both with the same error. Among them: an
/// all-`a` grid (with no move, or claiming 9 moves with an empty tree), where `check` used to
/// say "optimum is 0, not 9" and `play` started a 0-move game; a real grid whose tree was
/// emptied; a tree whose move lists a word the grid does not read; a move listed twice.
#[test]
fn check_and_play_refuse_the_same_levels() {
    let dir = temp_dir("verify");
    let made = run(["--json", "wordseq", "gen", "--seed", "4"], b"");
    let real = json(&made.stdout);
    let mut emptied = real.clone();
    emptied["explorationTree"] = serde_json::json!([]);
    emptied["maxDepthReached"] = serde_json::json!(0);
    let all_a = |depth: u32, tree: serde_json::Value| {
        serde_json::json!({
            "initialGrid": [["a", "a", "a", "a"], ["a", "a", "a", "a"], ["a", "a", "a", "a"]],
            "wordLength": 4,
            "maxDepthReached": depth,
            "explorationTree": tree,
        })
    };
    let aaaa = serde_json::json!([{"move": {"from": [0, 0], "to": [0, 1]}, "wordsFormed": ["aaaa"],
        "maxDepthReached": 0, "nextMoves": []}]);
    let mut unread = real.clone();
    unread["explorationTree"][0]["wordsFormed"][0] = serde_json::json!("zzzz");
    let mut twice = real.clone();
    let first = real["explorationTree"][0].clone();
    twice["explorationTree"]
        .as_array_mut()
        .unwrap()
        .push(first.clone());
    let mv = |node: &serde_json::Value| {
        let cell = |end: &str, i: usize| node["move"][end][i].as_u64().unwrap().to_string();
        [
            cell("from", 0),
            cell("from", 1),
            cell("to", 0),
            cell("to", 1),
        ]
        .join(" ")
    };
    let no_move = "the level has no move: no swap on its grid forms a word".to_string();
    for (name, level, why) in [
        ("emptied", emptied, no_move.clone()),
        ("all-a", all_a(0, serde_json::json!([])), no_move),
        (
            "all-a-claims-9",
            all_a(9, serde_json::json!([])),
            "the exploration tree lists no move, but maxDepthReached claims a longest game of 9"
                .to_string(),
        ),
        (
            "all-a-aaaa",
            all_a(1, aaaa),
            r#"after []: 0 0 0 1 lists "aaaa" as a new word, but the grid read it before the move or the path lists it already"#
                .to_string(),
        ),
        (
            "unread",
            unread,
            format!(
                r#"after []: {} lists "zzzz", which the grid does not read after the move"#,
                mv(&first)
            ),
        ),
        (
            "twice",
            twice,
            format!("after []: the tree lists {} twice", mv(&first)),
        ),
    ] {
        let path = dir.join(format!("{name}.json"));
        std::fs::write(&path, level.to_string()).unwrap();
        let path = path.to_str().unwrap();
        let want = format!("wordgames: error: {path}: {why}\n");
        let check = run(["wordseq", "check", path], b"");
        assert_eq!(check.status.code(), Some(1), "{name}");
        assert_eq!(text(&check.stderr), want, "{name}");
        let play = run(["play", "wordseq", "--level", path], b"");
        assert_eq!(play.status.code(), Some(1), "{name}");
        assert_eq!(text(&play.stderr), want, "{name}");
        assert!(play.stdout.is_empty(), "{name}: {}", text(&play.stdout));
    }
    // The real level itself is valid for both.
    let path = dir.join("real.json");
    std::fs::write(&path, real.to_string()).unwrap();
    let path = path.to_str().unwrap();
    let check = run(["wordseq", "check", path], b"");
    assert_eq!(check.status.code(), Some(0), "{}", text(&check.stderr));
    let play = run(["play", "wordseq", "--level", path], b"q\n");
    assert_eq!(play.status.code(), Some(0), "{}", text(&play.stderr));
}
