//! Output: every write to stdout returns its error, and colour is chosen once.
//!
//! `println!` panics when stdout fails (`>/dev/full`), so the program never uses it
//! (`clippy::print_stdout` is denied in `main.rs`). Commands print with [`outln!`] and
//! [`out!`], which write through [`stdout`] and return an [`std::io::Result`] for `?`. `main`
//! turns a closed pipe into the quiet exit 141 and any other write error into an ordinary error.
//!
//! Colour goes through anstream: text is written with [`anstyle`] styles and the stream strips
//! them when colour is off. The choice comes from `--color auto|always|never`; with `auto`,
//! `NO_COLOR` turns colour off, `CLICOLOR_FORCE` turns it on, and otherwise stdout must be a
//! terminal.

use std::{
    io::{self, IsTerminal, StdoutLock},
    sync::OnceLock,
};

use anstream::{AutoStream, ColorChoice};
use anstyle::{AnsiColor, Color, Style};

/// When to colour the output (`--color`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum ColorWhen {
    /// Colour when stdout is a terminal, unless `NO_COLOR` is set; `CLICOLOR_FORCE` forces it.
    #[default]
    Auto,
    /// Always colour, even into a pipe or a file.
    Always,
    /// Never colour.
    Never,
}

/// The resolved choice for stdout: `Always` or `Never`, never `Auto`.
static STDOUT_CHOICE: OnceLock<ColorChoice> = OnceLock::new();

/// Resolves `--color` once for the whole run (stdout and stderr alike).
pub fn init(when: ColorWhen) {
    let global = match when {
        ColorWhen::Auto => ColorChoice::Auto,
        ColorWhen::Always => ColorChoice::Always,
        ColorWhen::Never => ColorChoice::Never,
    };
    global.write_global();
    let _ = STDOUT_CHOICE.set(resolve(&io::stdout(), global));
}

fn resolve<S: anstream::stream::RawStream>(stream: &S, global: ColorChoice) -> ColorChoice {
    match global {
        ColorChoice::Auto => AutoStream::choice(stream),
        other => other,
    }
}

/// Whether stdout gets colour: commands that show something differently without colour (Wordle
/// tiles in brackets) ask this.
pub fn color() -> bool {
    matches!(
        STDOUT_CHOICE.get_or_init(|| resolve(&io::stdout(), ColorChoice::global())),
        ColorChoice::Always | ColorChoice::AlwaysAnsi
    )
}

/// Locked stdout that strips styles when colour is off and names stdout in its errors. Write
/// to it with `write!`/`writeln!` (or [`outln!`]) and propagate the error.
pub fn stdout() -> Stdout {
    let choice = if color() {
        ColorChoice::Always
    } else {
        ColorChoice::Never
    };
    Stdout(AutoStream::new(io::stdout().lock(), choice))
}

/// The writer [`stdout`] returns. Its errors keep their kind (a closed pipe is still
/// [`io::ErrorKind::BrokenPipe`]) and say "cannot write to stdout".
#[derive(Debug)]
pub struct Stdout(AutoStream<StdoutLock<'static>>);

impl Stdout {
    fn wrap(err: io::Error) -> io::Error {
        io::Error::new(err.kind(), format!("cannot write to stdout: {err}"))
    }
}

impl io::Write for Stdout {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0.write(buf).map_err(Self::wrap)
    }

    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        self.0.write_all(buf).map_err(Self::wrap)
    }

    fn write_fmt(&mut self, args: std::fmt::Arguments<'_>) -> io::Result<()> {
        self.0.write_fmt(args).map_err(Self::wrap)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.0.flush().map_err(Self::wrap)
    }
}

/// Like `println!`, but through [`stdout`], returning `std::io::Result<()>`.
macro_rules! outln {
    () => {{
        use ::std::io::Write as _;
        ::std::writeln!($crate::out::stdout())
    }};
    ($($arg:tt)*) => {{
        use ::std::io::Write as _;
        ::std::writeln!($crate::out::stdout(), $($arg)*)
    }};
}

/// Like `print!`, but through [`stdout`] and flushed (prompts), returning
/// `std::io::Result<()>`.
macro_rules! out {
    ($($arg:tt)*) => {{
        use ::std::io::Write as _;
        let mut out = $crate::out::stdout();
        ::std::write!(out, $($arg)*).and_then(|()| out.flush())
    }};
}

/// Like `eprintln!`, but a stderr that cannot be written (`2>/dev/full`, a closed pipe) is
/// ignored instead of a panic: a message to stderr is a courtesy, and losing it must not stop a
/// command whose output on stdout is fine. (`clippy::print_stderr` is denied in `main.rs`.)
/// Every line is cut to [`MAX_MESSAGE_LINE_CHARS`] characters ([`short`]), so no message can
/// echo a huge argument or query line in full, whichever command writes it.
macro_rules! errln {
    ($($arg:tt)*) => {{
        use ::std::io::Write as _;
        let text = $crate::out::short(&::std::format!($($arg)*));
        let _ = ::std::writeln!(::std::io::stderr(), "{text}");
    }};
}

/// The longest line of a message to stderr, in characters: a message quoting a 100 KB
/// argument is cut to this.
pub const MAX_MESSAGE_LINE_CHARS: usize = 300;

/// `text` with every line over [`MAX_MESSAGE_LINE_CHARS`] characters cut there and marked
/// with how long it was.
pub fn short(text: &str) -> String {
    let mut out = String::with_capacity(text.len().min(8 * MAX_MESSAGE_LINE_CHARS));
    for (i, line) in text.split('\n').enumerate() {
        if i > 0 {
            out.push('\n');
        }
        match line.char_indices().nth(MAX_MESSAGE_LINE_CHARS) {
            None => out.push_str(line),
            Some((at, _)) => {
                out.push_str(&line[..at]);
                out.push_str(&format!("… (cut; {} bytes in all)", line.len()));
            }
        }
    }
    out
}

/// Text in a style; plain when the stream strips styles.
pub fn paint(style: Style, text: impl std::fmt::Display) -> String {
    format!("{style}{text}{style:#}")
}

/// The styles of the program, in one place.
pub mod styles {
    use super::{AnsiColor, Color, Style};

    /// Bold text in `color`.
    const fn bold(color: AnsiColor) -> Style {
        Style::new().bold().fg_color(Some(Color::Ansi(color)))
    }

    /// A Wordle tile: bold black on `background`.
    const fn tile(background: AnsiColor) -> Style {
        bold(AnsiColor::Black).bg_color(Some(Color::Ansi(background)))
    }

    /// A Wordle tile or key in the right place.
    pub const GREEN_TILE: Style = tile(AnsiColor::Green);
    /// A Wordle tile or key in the word but elsewhere.
    pub const YELLOW_TILE: Style = tile(AnsiColor::Yellow);
    /// A Wordle tile of a letter not in the word.
    pub const GREY_TILE: Style = tile(AnsiColor::BrightBlack);
    /// A key already shown to be absent.
    pub const DIM_KEY: Style = Style::new()
        .dimmed()
        .fg_color(Some(Color::Ansi(AnsiColor::White)));
    /// A key not tried yet.
    pub const PLAIN_KEY: Style = Style::new().bold();
    /// A success: a solved puzzle, an accepted word, an optimal move.
    pub const GOOD: Style = bold(AnsiColor::Green);
    /// A move that counts but is not the best, a warning.
    pub const FAIR: Style = bold(AnsiColor::Yellow);
    /// A rejected word or a failure.
    pub const BAD: Style = bold(AnsiColor::Red);
    /// A Letter Boxed letter already used.
    pub const COVERED: Style = bold(AnsiColor::Green);
}

/// Whether an error (or one of its causes) is a closed pipe: the reader went away (`| head`).
pub fn is_broken_pipe(err: &(dyn std::error::Error + 'static)) -> bool {
    let mut current = Some(err);
    while let Some(e) = current {
        // The library errors share their I/O error in an `Arc`, so that they are `Clone`.
        let io = e
            .downcast_ref::<io::Error>()
            .or_else(|| e.downcast_ref::<std::sync::Arc<io::Error>>().map(|a| &**a));
        if let Some(io) = io
            && io.kind() == io::ErrorKind::BrokenPipe
        {
            return true;
        }
        current = e.source();
    }
    false
}

/// Whether stdout was closed when the program started (`wordgames daily >&-`).
///
/// The Rust runtime reopens a closed descriptor 0, 1 or 2 on `/dev/null` (read-write) before
/// `main`, so every later write "succeeds" into nothing. A shell's `>/dev/null` opens it
/// write-only, so on Linux the two are told apart by the descriptor's access mode in
/// `/proc/self/fdinfo/1`. Elsewhere (or without `/proc`) this answers `false`.
pub fn stdout_was_closed() -> bool {
    if io::stdout().is_terminal() {
        return false;
    }
    let Ok(target) = std::fs::read_link("/proc/self/fd/1") else {
        return false;
    };
    if target != std::path::Path::new("/dev/null") {
        return false;
    }
    let Ok(info) = std::fs::read_to_string("/proc/self/fdinfo/1") else {
        return false;
    };
    info.lines()
        .find_map(|line| line.strip_prefix("flags:"))
        .and_then(|flags| u32::from_str_radix(flags.trim(), 8).ok())
        // O_ACCMODE is 3, O_RDWR is 2 on Linux.
        .is_some_and(|flags| flags & 3 == 2)
}
