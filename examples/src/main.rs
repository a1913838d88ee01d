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
mod wordnet_cmd;

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
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
