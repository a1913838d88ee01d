//! The integration tests of this package, compiled as one test binary (one link instead of
//! one per file): each file of `tests/` is a module here. A file that is not a module would
//! never run, so `crates/wordgames/tests/test_binaries.rs` checks that each is.

#[macro_use]
mod common;

mod bad_input;
mod determinism;
mod edition;
mod letter_boxed;
mod nettle;
mod nettle_hardening;
mod play;
mod real_lists;
mod spellings;
mod strategies;
mod word_blender;
mod wordle_difficulty;
mod wordseq;
