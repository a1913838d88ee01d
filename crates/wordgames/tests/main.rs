//! The integration tests of this package, compiled as one test binary (one link instead of
//! one per file): each file of `tests/` is a module here. A file that is not a module would
//! never run, so `crates/wordgames/tests/test_binaries.rs` checks that each is.

#[macro_use]
mod common;

mod archive_resume;
mod bad_input;
mod closed_stdout;
mod completions;
mod daily;
mod daily_pins;
mod determinism;
mod difficulty;
mod hostile_input;
mod ignored_tests_are_listed;
mod json_output;
mod letter_boxed_blender;
mod local_date;
mod nettle_cli;
mod option_ranges;
mod output_errors;
mod progress;
mod test_binaries;
mod wordle_cli;
mod wordnet_cli;
mod wordseq_cli;
