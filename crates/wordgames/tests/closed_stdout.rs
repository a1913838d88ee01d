//! A pipeline that stops reading early (`wordgames ... | head -1`) ends the program quietly.

use std::{
    io::{BufRead, BufReader},
    process::{Command, Stdio},
};

#[test]
fn a_closed_stdout_ends_quietly_without_a_panic() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_wordgames"))
        .args(["lexicon", "query", "--prefix", "a"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the wordgames binary runs");
    let mut first = String::new();
    BufReader::new(child.stdout.take().expect("stdout is piped"))
        .read_line(&mut first)
        .expect("one line arrives");
    assert_eq!(first, "a\n");
    // The reader is dropped here: stdout is closed while thousands of words remain to print.
    let out = child.wait_with_output().expect("wordgames finishes");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "stderr: {stderr}");
    assert_eq!(out.status.code(), Some(141), "stderr: {stderr}");
}
