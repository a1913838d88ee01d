//! What the end-to-end tests of the `wordgames` binary share: running it with piped stdin.

use std::{
    ffi::OsStr,
    io::Write,
    process::{Command, Output, Stdio},
};

/// Runs `wordgames ARGS`, writes `stdin` to it and closes it, and waits for the output.
#[allow(dead_code)] // not every test crate that includes this module uses it
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

/// Runs `wordgames ARGS` with `stdin` as its input, written from a thread so that a program that
/// stops reading early (as it should on an endless line) does not block the test; a broken pipe
/// on that write is the program having stopped reading, and is not an error here.
#[allow(dead_code)] // not every test crate that includes this module uses it
pub fn run_with_bytes<I, S>(args: I, stdin: &[u8]) -> Output
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
    let mut pipe = child.stdin.take().expect("stdin is piped");
    let input = stdin.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = pipe.write_all(&input);
    });
    let output = child.wait_with_output().expect("wordgames finishes");
    writer.join().expect("the writer thread ends");
    output
}

/// Small Wordle lists in a temporary folder: 4-letter words, to show the length is a parameter.
/// Each test passes its own `tag`, so that tests running in parallel never share a file.
#[allow(dead_code)] // not every test crate that includes this module uses it
pub fn wordle_lists(tag: &str) -> (std::path::PathBuf, std::path::PathBuf) {
    let dir = std::env::temp_dir().join(format!("wordgames-lists-{}-{tag}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("the temporary folder can be made");
    let answers = dir.join("answers.txt");
    let guesses = dir.join("guesses.txt");
    std::fs::write(
        &answers,
        "bake\ncake\nlake\nmake\nrake\ntake\nwake\nfake\ncorn\nhorn\n",
    )
    .expect("the answers can be written");
    std::fs::write(&guesses, "bclm\nrtwf\nchat\n").expect("the guesses can be written");
    (answers, guesses)
}
