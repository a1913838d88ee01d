//! The `wordgames wordle` and `wordgames play wordle` commands, driven through pipes.

use crate::common::{self, assert_fails_with, assert_ok, json, ok_json, strs, text};

use std::{
    ffi::{OsStr, OsString},
    process::Output,
};

fn run<S: AsRef<OsStr>>(args: &[S], stdin: &str) -> Output {
    common::run_with_stdin(args, stdin)
}

/// The shared small lists ([`common::wordle_lists`]).
fn lists(tag: &str) -> (std::path::PathBuf, std::path::PathBuf) {
    common::wordle_lists(&format!("wordle-cli-{tag}"))
}

/// `args` and then `--answers FILE --guesses FILE`, the shared small lists (see [`lists`]).
fn with_lists(tag: &str, args: &[&str]) -> Vec<OsString> {
    let (a, g) = lists(tag);
    let lists = [
        OsString::from("--answers"),
        a.into(),
        "--guesses".into(),
        g.into(),
    ];
    args.iter().map(OsString::from).chain(lists).collect()
}

#[test]
fn bench_prints_json_figures_for_any_lists() {
    for strategy in [
        "random",
        "random-candidate",
        "random-word",
        "entropy",
        "lookahead",
        "exact",
    ] {
        let args = ["wordle", "bench", "--strategy", strategy, "--json"];
        let out = run(&with_lists("bench", &args), "");
        assert!(out.status.success(), "{strategy}: {}", text(&out.stderr));
        let v = json(&out.stdout);
        assert_eq!(v["answers"], 10);
        if !strategy.starts_with("random") {
            assert_eq!(v["failures"], 0, "{strategy}");
        }
        let hist: u64 = common::u64s(&v["histogram"]).iter().sum();
        assert_eq!(hist, 10);
    }
}

#[test]
fn tree_writes_one_line_per_answer() {
    let (a, g) = lists("tree");
    let out_file = a.with_file_name("tree.txt");
    let out = run(
        &[
            "wordle",
            "tree",
            "--strategy",
            "exact",
            "--first",
            "bclm",
            "--answers",
            a.to_str().unwrap(),
            "--guesses",
            g.to_str().unwrap(),
            "--out",
            out_file.to_str().unwrap(),
        ],
        "",
    );
    assert_ok(&out);
    let tree = std::fs::read_to_string(&out_file).unwrap();
    assert_eq!(tree.lines().count(), 10);
    assert!(tree.lines().all(|l| l.split(' ').nth(2) == Some("bclm")));
}

#[test]
fn solve_reads_piped_turns_and_ends_at_eof() {
    let out = run(&["wordle", "solve", "--top", "2"], "salet ..y..\n\n");
    assert_ok(&out);
    let stdout = text(&out.stdout);
    assert!(stdout.starts_with("guess 1: soare"), "{stdout}");
    assert!(stdout.contains("guess 2:"), "{stdout}");

    let bad = run(
        &with_lists("solve", &["wordle", "solve"]),
        "bclm ....\nbclm ??\n",
    );
    assert_fails_with(&bad, "line 2");
}

#[test]
fn solve_shows_words_as_a_folding_list_spells_them() {
    let dir = common::TempDir::new("wordle-cli-es-solve");
    let list = dir.file(
        "es.tsv",
        "árbol\t4.5\nperro\t5.0\ncasas\t4.0\nlápiz\t4.2\nmanos\t4.6\n",
    );
    let out = run(
        &[
            "--lang", "es", "--words", &list, "wordle", "solve", "--top", "5",
        ],
        "lapiz ..y..\n",
    );
    assert_ok(&out);
    let stdout = text(&out.stdout);
    // The suggestion, the candidates and the alternatives carry the list's accents; the
    // player's turn typed without them was read all the same.
    assert!(stdout.contains("árbol casas lápiz manos perro"), "{stdout}");
    assert!(stdout.contains("lápiz 1.922 bits"), "{stdout}");
    assert!(
        !stdout.contains("arbol") && !stdout.contains("lapiz"),
        "{stdout}"
    );
    assert!(stdout.contains("guess 2: "), "{stdout}");
    // A turn no answer can give is refused naming the guess as the list spells it.
    let out = run(
        &["--lang", "es", "--words", &list, "wordle", "solve"],
        "arbol ggggy\n",
    );
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("no answer still possible gives ggggy to \"árbol\""),
        "{stderr}"
    );
}

#[test]
fn play_reads_guesses_and_prints_the_share_grid() {
    let args = with_lists("play", &["play", "wordle", "--seed", "5"]);
    // Lose once on purpose (six non-answers) to learn the answer of seed 5 from the JSON summary.
    let mut json_args = args.clone();
    json_args.push("--json".into());
    let lost = run(&json_args, "bclm\nrtwf\nchat\nbclm\nrtwf\nchat\n");
    let v = ok_json(&lost);
    assert_eq!(
        (v["finished"].as_bool(), v["won"].as_bool()),
        (Some(true), Some(false))
    );
    let answer = v["answer"].as_str().unwrap().to_string();

    let won = run(&args, &format!("toolong\nzzzz\nbclm\n{answer}\ny\n"));
    let out = text(&won.stdout);
    assert!(won.status.success());
    assert!(out.contains("wordgames Wordle seed 5 2/6"), "{out}");
    let grid = out.lines().position(|l| l.contains("🟩🟩🟩🟩")).unwrap();
    // The game offers its analysis; `y` prints it, one line per guess.
    assert!(
        out.lines().nth(grid + 2) == Some("Analyse the game? (y/N)"),
        "{out}"
    );
    assert!(
        out.contains(&format!("analysis of {} (won)", answer.to_uppercase())),
        "{out}"
    );
    assert!(
        out.lines().any(|l| l.trim_start().starts_with("1  bclm")),
        "{out}"
    );
    assert!(out.contains("skill "), "{out}");
    let err = text(&won.stderr);
    assert!(
        err.contains("line 1: \"toolong\" is not a 4-letter word"),
        "{err}"
    );
    assert!(
        err.contains("line 2: \"zzzz\" is not in the word list"),
        "{err}"
    );
}

#[test]
fn play_ends_cleanly_at_eof_without_revealing_the_answer() {
    let args = ["play", "wordle", "--date", "2026-03-01"];
    let out = run(&with_lists("eof", &args), "bclm\n");
    assert_ok(&out);
    let stdout = text(&out.stdout);
    assert!(stdout.contains("Wordle #60 (2026-03-01)"), "{stdout}");
    assert!(stdout.contains("unfinished"));
    assert!(!stdout.contains("The word was"));
}

#[test]
fn analyze_prints_the_hand_checked_figures() {
    let (a, g) = ake("analyze");
    let (a, g) = (a.as_str(), g.as_str());
    let base = [
        "wordle",
        "analyze",
        "--answers",
        a,
        "--guesses",
        g,
        "--answer",
        "take",
    ];
    let mut args = base.to_vec();
    args.extend(["bake", "cake", "take", "--json"]);
    let out = run(&args, "");
    let v = ok_json(&out);
    assert_eq!(v["won"], true);
    let t = &v["turns"][0];
    assert_eq!(t["candidatesBefore"], 8);
    assert_eq!(t["candidatesAfter"], 7);
    assert_eq!(t["best"], "bclm");
    assert_eq!(t["expectedBest"], 2.5);
    assert_eq!(t["expectedGuess"], 3.125);
    assert_eq!(t["skill"], 80.0);
    assert_eq!(t["method"], "exact");
    // Found at the eighth guess: solved, but lost; the exact budget is an option.
    let mut late = base.to_vec();
    late.extend([
        "bake",
        "cake",
        "lake",
        "make",
        "rake",
        "fake",
        "wake",
        "take",
        "--exact-budget",
        "1000",
    ]);
    let out = run(&late, "");
    assert_ok(&out);
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains("(solved after the sixth guess: lost)"),
        "{stdout}"
    );
    late.push("--json");
    let v = json(&run(&late, "").stdout);
    assert_eq!(v["won"], false);
    // Hard mode: bclm after bake ignores the green a, k and e.
    let mut hard = base.to_vec();
    hard.extend(["--hard", "bake", "bclm"]);
    let out = run(&hard, "");
    assert_fails_with(&out, "hard mode");
}

/// The eight `?ake` answers and the two splitters `bclm` and `rtwf`, in their own folder.
fn ake(tag: &str) -> (String, String) {
    let dir = common::temp_dir(&format!("wordle-cli-ake-{tag}"));
    let (a, g) = (dir.join("answers.txt"), dir.join("guesses.txt"));
    std::fs::write(&a, "bake\ncake\nlake\nmake\nrake\ntake\nwake\nfake\n").unwrap();
    std::fs::write(&g, "bclm\nrtwf\n").unwrap();
    (a.display().to_string(), g.display().to_string())
}

#[test]
fn absurdle_search_and_play_agree() {
    let (a, g) = ake("absurdle");
    let lists = ["--answers", a.as_str(), "--guesses", g.as_str()];
    let mut args = vec!["wordle", "absurdle", "--json"];
    args.extend(lists);
    let out = run(&args, "");
    let v = ok_json(&out);
    // bclm keeps {rake take wake fake}, rtwf sets them apart, the third guess wins.
    assert_eq!(v["total"], 3);
    let line: Vec<String> = v["line"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["guess"].as_str().unwrap().to_string())
        .collect();
    // Playing the line against the host wins in as many guesses.
    let mut play = vec!["play", "absurdle", "--json"];
    play.extend(lists);
    let out = run(&play, &format!("zzzz\n{}\n", line.join("\n")));
    let p = ok_json(&out);
    assert_eq!(
        (p["won"].as_bool(), p["guesses"].as_u64()),
        (Some(true), Some(3))
    );
    assert!(text(&out.stderr).contains("line 1"));
    // An opening with a candidate costs one more guess.
    let mut open = vec!["wordle", "absurdle", "--open", "bake", "--json"];
    open.extend(lists);
    let out = run(&open, "");
    let v = json(&out.stdout);
    assert_eq!(v["total"], 4);
    assert_eq!(v["line"][0]["guess"], "bake");
}

#[test]
fn boards_play_and_bench() {
    let (a, g) = ake("boards");
    let lists = ["--answers", a.as_str(), "--guesses", g.as_str()];
    let mut bench = vec!["wordle", "bench", "--boards", "4", "--games", "5", "--json"];
    bench.extend(lists);
    let out = run(&bench, "");
    let v = ok_json(&out);
    assert_eq!(
        (v["boards"].as_u64(), v["maxGuesses"].as_u64()),
        (Some(4), Some(9))
    );
    assert_eq!(v["wins"], 5);
    // Quordle on the ?ake lists: bclm and rtwf set every answer apart, then one guess a board.
    let mut play = vec!["play", "wordle", "--boards", "4", "--seed", "3", "--json"];
    play.extend(lists);
    let lost = run(&play, "bclm\nrtwf\n");
    let v = json(&lost.stdout);
    assert_eq!(v["finished"], false);
    assert!(v["answers"].is_null());
    let mut input = String::from("bclm\nrtwf\n");
    for w in ["bake", "cake", "lake", "make", "rake", "take", "wake"] {
        input.push_str(w);
        input.push('\n');
    }
    let out = run(&play, &input);
    let v = json(&out.stdout);
    assert_eq!(v["finished"], true, "{v}");
    let answers = strs(&v["answers"]);
    assert_eq!(answers.len(), 4);
    // The game is won exactly when fake is not among the answers (it is never guessed).
    assert_eq!(v["won"], !answers.contains(&"fake"), "{v}");
    let mut bad = vec!["play", "wordle", "--boards", "4", "--hard"];
    bad.extend(lists);
    assert!(!run(&bad, "").status.success());
}

#[test]
fn openers_exact_ranks_checkpoints_and_resumes() {
    let (a, g) = ake("openers");
    let ckpt = std::path::Path::new(&a).with_file_name("openers.txt");
    let _ = std::fs::remove_file(&ckpt);
    let ckpt_s = ckpt.display().to_string();
    let args = [
        "wordle",
        "openers",
        "--exact",
        "--top",
        "2",
        "--checkpoint",
        ckpt_s.as_str(),
        "--answers",
        a.as_str(),
        "--guesses",
        g.as_str(),
    ];
    let out = run(&args, "");
    assert_ok(&out);
    let stdout = text(&out.stdout);
    // bclm and rtwf both total 20, exactly; the ranking covers all 10 openers.
    let lines: Vec<&str> = stdout.lines().collect();
    assert!(lines[0].ends_with("bclm  20"), "{stdout}");
    assert!(lines[1].ends_with("rtwf  20"), "{stdout}");
    assert!(
        stdout.contains("10 of 10 openers searched (complete"),
        "{stdout}"
    );
    assert_eq!(
        text(&out.stderr)
            .lines()
            .filter(|l| l.starts_with('['))
            .count(),
        10
    );
    let saved = std::fs::read_to_string(&ckpt).unwrap();
    // The header, then one line an opener.
    assert_eq!(saved.lines().count(), 11);
    let header = saved.lines().next().unwrap().to_string();
    assert!(
        header
            .starts_with("# wordgames openers checkpoint v1 mode=normal max-guesses=6 answers=8:"),
        "{header}"
    );
    // A second run resumes: nothing left to search, the same ranking.
    let again = run(&args, "");
    assert_ok(&again);
    assert!(text(&again.stderr).contains("10 openers done"));
    assert!(!text(&again.stderr).lines().any(|l| l.starts_with('[')));
    let ranking = |s: &str| s.lines().take(2).map(String::from).collect::<Vec<_>>();
    assert_eq!(ranking(&text(&again.stdout)), ranking(&stdout));
    // A damaged checkpoint is an error naming the line.
    std::fs::write(&ckpt, format!("{header}\nbclm 20\nzzzz 3\n")).unwrap();
    let bad = run(&args, "");
    assert_fails_with(&bad, "line 3");
    // A checkpoint of another run, a value no game of these lists can have, two
    // lines for one word, an endless file: refused before anything is trusted.
    for (content, needle) in [
        (
            header.replace("mode=normal", "mode=hard") + "\nbclm 20\n",
            "mode=hard where this run has mode=normal",
        ),
        (format!("{header}\nbclm 7920\n"), "no total"),
        (format!("{header}\nbclm 0\n"), "no total"),
        (format!("{header}\nbclm 20\nbclm 21\n"), "twice"),
        ("bclm 20\n".to_string(), "no checkpoint header"),
    ] {
        std::fs::write(&ckpt, content).unwrap();
        let bad = run(&args, "");
        assert_fails_with(&bad, needle);
    }
    #[cfg(unix)]
    {
        let mut zero = args.to_vec();
        let at = zero.iter().position(|a| *a == ckpt_s.as_str()).unwrap();
        zero[at] = "/dev/zero";
        let bad = run(&zero, "");
        assert_fails_with(&bad, "longer than 512 bytes");
    }
}
