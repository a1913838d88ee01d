//! `wordgames`: every game of the workspace, playable and runnable from a terminal.
//!
//! Conventions shared by every subcommand: `--seed N` and `--date YYYY-MM-DD` choose a puzzle
//! (the same date gives every player the same puzzle), `--words FILE` replaces the default
//! lexicon (one word a line, optionally `WORD<TAB>GRADE`), `--json` prints machine-readable
//! output on stdout, and errors go to stderr with a non-zero exit code.

mod blender_cmd;
mod cli;
mod letter_boxed_cmd;
mod lexicon_cmd;
mod nettle_cmd;
mod wordle_cmd;
mod wordnet_cmd;
mod wordseq_cmd;

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    quiet_on_closed_stdout();
    let args = cli::Cli::parse();
    match cli::run(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("wordgames: error: {err}");
            let mut source = err.source();
            while let Some(cause) = source {
                eprintln!("  caused by: {cause}");
                source = cause.source();
            }
            ExitCode::FAILURE
        }
    }
}

/// A reader that stops early (`wordgames lexicon query --prefix a | head`) closes stdout; the
/// next `println!` then panics with "failed printing to stdout: Broken pipe". That is the normal
/// end of such a pipeline, not a bug, so the process ends quietly with the exit status a shell
/// gives a program killed by SIGPIPE (141); every other panic keeps the default report.
fn quiet_on_closed_stdout() {
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let message = info
            .payload()
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| info.payload().downcast_ref::<&str>().copied())
            .unwrap_or("");
        if message.starts_with("failed printing to stdout") && message.contains("Broken pipe") {
            std::process::exit(141);
        }
        default(info);
    }));
}
