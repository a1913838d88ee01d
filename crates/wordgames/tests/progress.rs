//! Long jobs show progress on a terminal and nothing else when stderr is not one, and end with
//! one summary line on stderr either way. The `\r` lines of the old archive
//! progress no longer reach a log file.

use crate::common::{self, run};

use std::process::{Command, Output};

/// The stderr of a run that must have succeeded, as UTF-8 text.
fn ok_stderr(out: Output) -> String {
    common::assert_ok(&out);
    String::from_utf8(out.stderr).unwrap()
}

/// Runs `wordgames wordle bench --strategy STRATEGY` on the lists `answers` and `guesses`.
fn bench(strategy: &str, answers: &str, guesses: &str) -> Output {
    run([
        "wordle",
        "bench",
        "--strategy",
        strategy,
        "--answers",
        answers,
        "--guesses",
        guesses,
    ])
}

/// stderr into a pipe: exactly one line, the summary, and no drawing.
fn one_summary_line(args: &[&str], starts: &str) {
    let stderr = ok_stderr(run(args));
    assert!(
        !stderr.contains('\r') && !stderr.contains('\x1b'),
        "{args:?}: {stderr:?}"
    );
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(lines.len(), 1, "{args:?}: {stderr:?}");
    assert!(lines[0].starts_with(starts), "{args:?}: {stderr:?}");
    assert!(
        lines[0].ends_with(" s"),
        "{args:?}: the time taken ends the line: {stderr:?}"
    );
}

#[test]
fn without_a_terminal_each_job_writes_one_summary_line() {
    let dir = std::env::temp_dir().join(format!("wordgames-progress-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let stderr = ok_stderr(run([
        "nettle",
        "archive",
        "--limit",
        "3",
        "--out",
        dir.to_str().unwrap(),
    ]));
    assert!(!stderr.contains('\r'), "{stderr:?}");
    // The load line, then the summary.
    assert_eq!(stderr.lines().count(), 2, "{stderr:?}");
    assert!(
        stderr.contains("wordgames: 3 route files (0 kept"),
        "{stderr:?}"
    );
    std::fs::remove_dir_all(&dir).unwrap();

    one_summary_line(
        &["wordseq", "bench", "--levels", "1"],
        "wordgames: wordseq bench: 1 normal levels in ",
    );
    one_summary_line(
        &["wordseq", "gen", "--seed", "1"],
        "wordgames: wordseq normal level: ",
    );
    one_summary_line(
        &["letter-boxed", "bench", "--boards", "2"],
        "wordgames: letter-boxed bench: 2 generated and 2 random boards in ",
    );
}

#[test]
fn searches_report_the_positions_they_searched() {
    let (answers, guesses) = common::wordle_lists("progress");
    let (a, g) = (answers.to_str().unwrap(), guesses.to_str().unwrap());
    for strategy in ["exact", "lookahead"] {
        let stderr = ok_stderr(bench(strategy, a, g));
        assert_eq!(stderr.lines().count(), 1, "{stderr:?}");
        // "wordgames: exact: 123 positions searched in 0.0 s", with a count above zero.
        let count: u64 = stderr
            .split(": ")
            .nth(2)
            .and_then(|rest| rest.split(' ').next())
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("{stderr:?}"));
        assert!(count > 0, "{stderr:?}");
        assert!(stderr.contains("positions searched in "), "{stderr:?}");
    }
    // Entropy is one pass, not a search: no line.
    let out = bench("entropy", a, g);
    assert!(out.stderr.is_empty(), "{}", common::text(&out.stderr));
    std::fs::remove_dir_all(answers.parent().expect("the lists are in a folder")).unwrap();
}

/// With a terminal (util-linux `script` gives the program one), the bar is drawn on stderr.
#[cfg(target_os = "linux")]
#[test]
fn on_a_terminal_the_bar_is_drawn() {
    let bin = env!("CARGO_BIN_EXE_wordgames");
    let Ok(out) = Command::new("script")
        .args([
            "-qec",
            &format!("'{bin}' letter-boxed bench --boards 30"),
            "/dev/null",
        ])
        .output()
    else {
        eprintln!("no `script` here: the terminal case is not tested");
        return;
    };
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("/60 boards ("), "{text}");
    assert!(
        text.contains("letter-boxed bench: 30 generated and 30 random boards in "),
        "{text}"
    );
}
