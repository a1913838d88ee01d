//! The integration tests of this package, compiled as one test binary (one link instead of
//! one per file): each file of `tests/` is a module here. A file that is not a module would
//! never run, so `crates/wordgames/tests/test_binaries.rs` checks that each is.

mod absurdle;
mod analysis;
mod bad_input;
mod baselines;
mod classic;
mod determinism;
mod multi;
mod openers;
mod properties;
mod real_lists;

use wordgames_wordle::Wordle;

/// The game of two newline-separated lists: the answers and the extra guesses.
fn wordle_of(answers: &str, guesses: &str) -> Wordle {
    Wordle::new(answers.parse().unwrap(), guesses.parse().unwrap()).unwrap()
}

/// Eight `?ake` answers; `bclm` sets b, c, l, m apart and `rtwf` sets r, t, w, f apart: the
/// small game that several files here work out by hand.
fn ake() -> Wordle {
    wordle_of(
        "bake\ncake\nlake\nmake\nrake\ntake\nwake\nfake",
        "bclm\nrtwf",
    )
}
