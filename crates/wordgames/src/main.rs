//! `wordgames`: every game of the workspace, playable and runnable from a terminal.
//!
//! Conventions shared by every subcommand: `--seed N` and `--date YYYY-MM-DD` choose a puzzle
//! (the same date gives every player the same puzzle), `--words FILE` replaces the default
//! lexicon (one word a line, optionally `WORD<TAB>GRADE`), `--json` prints machine-readable
//! output on stdout, and errors go to stderr with a non-zero exit code. `--color
//! auto|always|never` chooses colour. Output goes through [`out`]: a write error is an ordinary
//! error, and a closed pipe ends the program quietly with status 141.
#![deny(clippy::print_stdout, clippy::print_stderr)]

#[macro_use]
mod out;

mod cli;
mod cmd;
mod input;
mod progress;

use std::{io::Write, process::ExitCode};

use clap::Parser;

/// The exit status a shell reports for a program killed by SIGPIPE: a reader that stopped
/// early (`| head`) ends the program with it, quietly.
const CLOSED_PIPE: u8 = 141;

fn main() -> ExitCode {
    quiet_on_closed_stdout();
    let args = match cli::Cli::try_parse() {
        Ok(args) => args,
        Err(e) => {
            // An argument error quotes the argument: a 100 KB one is cut short. Help and
            // version (on stdout) and short errors print as clap prints them.
            let text = e.render().to_string();
            if e.use_stderr() && out::short(&text) != text {
                errln!("{}", out::short(text.trim_end()));
                return ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(2));
            }
            e.exit()
        }
    };
    out::init(args.global.color);
    if out::stdout_was_closed() {
        errln!(
            "wordgames: error: stdout is closed (the runtime put /dev/null in its place): \
             nothing could be written; redirect it to /dev/null to discard the output"
        );
        return ExitCode::FAILURE;
    }
    let result = cli::run(args).and_then(|()| Ok(out::stdout().flush()?));
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) if out::is_broken_pipe(err.as_ref()) => ExitCode::from(CLOSED_PIPE),
        Err(err) => {
            // Messages quoting a huge argument (a 100 KB word) are cut short, line by line.
            errln!("{}", out::short(&format!("wordgames: error: {err}")));
            let mut source = err.source();
            while let Some(cause) = source {
                errln!("{}", out::short(&format!("  caused by: {cause}")));
                source = cause.source();
            }
            ExitCode::FAILURE
        }
    }
}

/// A backstop for output that does not go through [`out`]: `println!` panics with "failed
/// printing to stdout" when stdout fails. A closed pipe (`| head`) is the normal end of a
/// pipeline, so the process ends quietly with the status a shell gives a program killed by
/// SIGPIPE (141); another write error is reported as an error with exit 1, not as a panic.
/// Every other panic keeps the default report.
fn quiet_on_closed_stdout() {
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let message = info
            .payload()
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| info.payload().downcast_ref::<&str>().copied())
            .unwrap_or("");
        if let Some(why) = message.strip_prefix("failed printing to stdout: ") {
            if why.contains("Broken pipe") {
                std::process::exit(CLOSED_PIPE.into());
            }
            errln!("wordgames: error: cannot write to stdout: {why}");
            std::process::exit(1);
        }
        default(info);
    }));
}
