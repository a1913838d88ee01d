//! What the end-to-end tests of the `wordgames` binary share: running it (with or without piped
//! stdin), checking that a run succeeded, and reading its output as text or JSON.

use std::{
    ffi::OsStr,
    io::Write,
    path::PathBuf,
    process::{Child, Command, Output, Stdio},
};

/// The `wordgames` binary as a command, for a test to add its arguments and environment to.
pub fn wordgames() -> Command {
    Command::new(env!("CARGO_BIN_EXE_wordgames"))
}

/// Runs `wordgames ARGS` with no input and waits for the output.
pub fn run<I, S>(args: I) -> Output
where
    I: IntoIterator<Item = S>,
    S: AsRef<OsStr>,
{
    wordgames()
        .args(args)
        .output()
        .expect("the wordgames binary runs")
}

/// Starts `command` with stdin, stdout and stderr piped.
pub fn spawn_piped(command: &mut Command) -> Child {
    command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the wordgames binary runs")
}

/// Runs `wordgames ARGS`, writes `stdin` to it and closes it, and waits for the output.
pub fn run_with_stdin<I, S>(args: I, stdin: &str) -> Output
where
    I: IntoIterator<Item = S>,
    S: AsRef<OsStr>,
{
    let mut child = spawn_piped(wordgames().args(args));
    child
        .stdin
        .take()
        .expect("stdin is piped")
        .write_all(stdin.as_bytes())
        .expect("stdin accepts the input");
    child.wait_with_output().expect("wordgames finishes")
}

/// Runs `wordgames ARGS` with `stdin` (see [`run_with_stdin`]) and returns its stdout and
/// stderr, both UTF-8, and whether it succeeded.
pub fn run_texts(args: &[&str], stdin: &str) -> (String, String, bool) {
    let out = run_with_stdin(args, stdin);
    (
        String::from_utf8(out.stdout).expect("utf-8 stdout"),
        String::from_utf8(out.stderr).expect("utf-8 stderr"),
        out.status.success(),
    )
}

/// Runs `wordgames ARGS` with `stdin` as its input (see [`output_with_bytes`]).
pub fn run_with_bytes<I, S>(args: I, stdin: &[u8]) -> Output
where
    I: IntoIterator<Item = S>,
    S: AsRef<OsStr>,
{
    output_with_bytes(wordgames().args(args), stdin)
}

/// Runs `command` with `stdin` as its input, written from a thread so that a program that
/// stops reading early (as it should on an endless line) does not block the test; a broken pipe
/// on that write is the program having stopped reading, and is not an error here.
pub fn output_with_bytes(command: &mut Command, stdin: &[u8]) -> Output {
    let mut child = spawn_piped(command);
    let mut pipe = child.stdin.take().expect("stdin is piped");
    let input = stdin.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = pipe.write_all(&input);
    });
    let output = child.wait_with_output().expect("wordgames finishes");
    writer.join().expect("the writer thread ends");
    output
}

/// Output bytes as text, any bytes that are not UTF-8 replaced.
pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Asserts that the run exited with success, showing its stderr if it did not.
#[track_caller]
pub fn assert_ok(out: &Output) {
    assert!(out.status.success(), "{}", text(&out.stderr));
}

/// The stdout of a run that must have succeeded, as UTF-8 text.
#[track_caller]
pub fn ok_stdout(out: &Output) -> String {
    assert_ok(out);
    String::from_utf8(out.stdout.clone()).expect("UTF-8 stdout")
}

/// The stdout of a run that must have succeeded, as one JSON document.
#[track_caller]
pub fn ok_json(out: &Output) -> serde_json::Value {
    assert_ok(out);
    json(&out.stdout)
}

/// `bytes` as one JSON document.
#[track_caller]
pub fn json(bytes: &[u8]) -> serde_json::Value {
    serde_json::from_slice(bytes)
        .unwrap_or_else(|e| panic!("not one JSON document ({e}): {}", text(bytes)))
}

/// The strings of a JSON array of strings.
#[track_caller]
pub fn strs(value: &serde_json::Value) -> Vec<&str> {
    value
        .as_array()
        .unwrap_or_else(|| panic!("not an array: {value}"))
        .iter()
        .map(|s| s.as_str().unwrap_or_else(|| panic!("not a string: {s}")))
        .collect()
}

/// The numbers of a JSON array of whole numbers.
#[track_caller]
pub fn u64s(value: &serde_json::Value) -> Vec<u64> {
    value
        .as_array()
        .unwrap_or_else(|| panic!("not an array: {value}"))
        .iter()
        .map(|n| {
            n.as_u64()
                .unwrap_or_else(|| panic!("not a whole number: {n}"))
        })
        .collect()
}

/// The entry of the game `name` in the `games` of a daily edition's JSON document.
#[track_caller]
pub fn daily_game<'v>(daily: &'v serde_json::Value, name: &str) -> &'v serde_json::Value {
    daily["games"]
        .as_array()
        .expect("a list of games")
        .iter()
        .find(|g| g["game"] == name)
        .unwrap_or_else(|| panic!("no {name} in {daily}"))
}

/// A new folder `wordgames-NAME-PID` in the temporary directory; each test passes its own
/// `name`, so that tests running in parallel never share one.
pub fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("wordgames-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("the temporary folder can be made");
    dir
}

/// A folder from [`temp_dir`] that is removed, with all it holds, when the test is done with it
/// (a failed removal fails a test that has not already failed).
pub struct TempDir(PathBuf);

impl TempDir {
    /// The folder `wordgames-NAME-PID` (see [`temp_dir`]).
    pub fn new(name: &str) -> TempDir {
        TempDir(temp_dir(name))
    }

    /// A file `name` holding `contents` in this folder; its path as a command-line argument.
    pub fn file(&self, name: &str, contents: impl AsRef<[u8]>) -> String {
        let path = self.0.join(name);
        std::fs::write(&path, contents).expect("the temporary file can be written");
        path.into_os_string()
            .into_string()
            .expect("the temporary path is UTF-8")
    }
}

impl std::ops::Deref for TempDir {
    type Target = std::path::Path;

    fn deref(&self) -> &std::path::Path {
        &self.0
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let removed = std::fs::remove_dir_all(&self.0);
        if !std::thread::panicking() {
            removed.expect("the temporary folder can be removed");
        }
    }
}

/// Small Wordle lists in a temporary folder: 4-letter words, to show the length is a parameter.
/// Each test passes its own `tag`, so that tests running in parallel never share a file.
pub fn wordle_lists(tag: &str) -> (PathBuf, PathBuf) {
    let dir = temp_dir(&format!("lists-{tag}"));
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

/// Asserts that `text` contains each of `parts`, naming the first one missing.
#[track_caller]
pub fn assert_contains(text: &str, parts: &[&str]) {
    for part in parts {
        assert!(text.contains(part), "no {part:?} in:\n{text}");
    }
}

/// Asserts that the run failed and that its stderr contains `part`.
#[track_caller]
pub fn assert_fails_with(out: &Output, part: &str) {
    assert!(!out.status.success(), "succeeded: {}", text(&out.stdout));
    let stderr = text(&out.stderr);
    assert!(stderr.contains(part), "no {part:?} in:\n{stderr}");
}

/// A file `name` holding `contents` in the temporary folder `dir` (see [`temp_dir`]).
pub fn temp_file(dir: &str, name: &str, contents: impl AsRef<[u8]>) -> PathBuf {
    let path = temp_dir(dir).join(name);
    std::fs::write(&path, contents).expect("the temporary file can be written");
    path
}
