//! What the end-to-end tests of the `wordgames` binary share: running it with piped stdin.

use std::{
    ffi::OsStr,
    io::Write,
    process::{Command, Output, Stdio},
};

/// Runs `wordgames ARGS`, writes `stdin` to it and closes it, and waits for the output.
pub fn run_with_stdin<I, S>(args: I, stdin: &str) -> Output
where
    I: IntoIterator<Item = S>,
    S: AsRef<OsStr>,
{
    let mut child = Command::new(env!("CARGO_BIN_EXE_wordgames"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the wordgames binary runs");
    child
        .stdin
        .take()
        .expect("stdin is piped")
        .write_all(stdin.as_bytes())
        .expect("stdin accepts the input");
    child.wait_with_output().expect("wordgames finishes")
}
