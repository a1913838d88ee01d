//! Wordle feedback, candidate pruning, strategies from random to exact, and simulation.
//!
//! ```
//! use wordgames_wordle::{Entropy, Mode, Wordle, simulate};
//!
//! // A small game: five answers, three extra allowed guesses (any length from 1 to 10 works).
//! let wordle = Wordle::new(
//!     "cigar\nrebut\nsissy\nhumph\nawake".parse()?,
//!     "soare\nroate\nsalet".parse()?,
//! )?;
//! let mut state = wordle.start(Mode::Normal);
//! state.play(&wordle, "salet", "g....")?;
//! assert_eq!(state.candidate_words(&wordle), ["sissy"]);
//!
//! // Greedy entropy over every answer: the decision tree and its statistics.
//! let sim = simulate(&wordle, &mut Entropy::new(), Mode::Normal)?;
//! assert_eq!(sim.stats.answers, 5);
//! assert_eq!(sim.stats.failures, 0);
//! assert!(sim.stats.max <= 3);
//! # Ok::<(), wordgames_wordle::Error>(())
//! ```
//!
//! # Overview
//!
//! * [`Feedback`] and [`Mark`]: Wordle's colours, scored exactly as the game does with
//!   duplicate letters, stored as a base-3 code, read and printed as `gy..g` or emoji squares.
//! * [`WordList`]: a validated list of words of one length; the classic lists are embedded
//!   ([`WordList::classic_answers`], [`WordList::classic_guesses`]).
//! * [`Wordle`]: the answers, the allowed guesses and their [`FeedbackTable`], built in
//!   parallel; [`State`]: a game in progress (candidates pruned by each feedback, hard mode).
//! * [`Strategy`]: picks the next guess. [`RandomWord`] (any allowed word, the naive
//!   baseline), [`RandomCandidate`] (any possible answer), [`Entropy`], [`Lookahead`],
//!   [`Exact`], and [`FirstGuess`] to fix the opening.
//! * [`simulate()`]: plays every answer with a strategy and returns the [`Tree`] and its
//!   [`Stats`]; [`Tree`] exports JSON and one line per answer, and verifies itself.
//! * [`Search`]: the minimum-total-guesses search behind [`Exact`] and [`Lookahead`].
//! * [`Absurdle`]: the adversarial host that keeps the largest bucket, and
//!   [`solve_absurdle`], the fewest guesses that force a win.
//! * [`MultiGame`]: many boards at once (Quordle, Octordle), [`choose_multi`] to play them
//!   and [`bench_multi`] to measure it.
//! * [`analyze()`]: a played game guess by guess, WordleBot style: the best guess at each
//!   point, the expected guesses left after it and after the player's, skill and luck.
//! * [`Game`]: one answer played to the end: guesses in, feedback out, won or lost, the
//!   keyboard and the share summary. It knows no dates: the daily answer and its title come
//!   from `wordgames_puzzles::wordle`, which depends on this crate (never the other way).
//!
//! # Hard mode
//!
//! Every guess must keep each green letter in its place and contain each revealed letter (green
//! or yellow) at least as many times as it was revealed, for every earlier guess: Wordle's own
//! rule. Grey letters may be reused. This is the rule under which the published hard-mode
//! optimum (8,122 with SALET) was computed, and this crate reproduces it.
//!
//! # Limits
//!
//! * Words of 1 to [`MAX_LEN`] (10) lowercase ASCII letters; codes are `u8` up to 5 letters and
//!   `u16` above.
//! * The feedback table holds every guess against every answer twice (guess-major and
//!   answer-major): `2 x guesses x answers` bytes up to 5 letters, twice that above. The classic
//!   lists take 60 MB (docs/BENCHMARKS.md has the time to build it).
//! * [`Exact`] from the very first guess over the classic lists is a very long computation (the
//!   author of the published optimum estimates a day or two on one core for his solver's full
//!   proof); from a given first guess it is far shorter ([`solve_with_first`];
//!   docs/BENCHMARKS.md has the figures for SALET).
//!   Searches stop with [`Error::BudgetExhausted`] after [`SearchOptions::budget`] positions.
//!
//! # Crate features
//!
//! * `serde`: `Serialize` and `Deserialize` for [`Feedback`], [`Mark`], [`Mode`], [`Turn`],
//!   [`Status`], [`Stats`] and [`Tree`].
#![deny(missing_docs)]

mod absurdle;
mod analysis;
mod checkpoint;
#[cfg(feature = "serde")]
mod doc;
mod error;
pub mod feedback;
mod game;
mod multi;
mod partition;
mod play;
#[cfg(feature = "proptest")]
pub mod proptest;
mod search;
mod simulate;
mod strategy;
mod table;
mod words;

pub use absurdle::{Absurdle, AbsurdleOptions, AbsurdleSolution, absurdle_reply, solve_absurdle};
pub use analysis::{Analysis, AnalysisOptions, Method, TurnAnalysis, analyze};
pub use checkpoint::{
    opener_value_is_possible, openers_checkpoint_header, read_openers_checkpoint,
};
#[cfg(feature = "serde")]
pub use doc::{AnalysisDoc, TurnAnalysisDoc};
pub use error::{Error, HardHint, Result};
pub use feedback::{Feedback, Mark};
pub use game::{Mode, State, Turn, Wordle, WordlePuzzle};
pub use multi::{MultiGame, MultiStats, bench_multi, choose_multi, multi_guesses};
pub use play::Game;
pub use search::{
    Exact, Lookahead, OpenerReport, OpenerValue, OpenersOptions, Search, SearchOptions,
    SearchProgress, Shard, merge_opener_rankings, opener_order, rank_openers, rank_openers_shard,
    solve_with_first, solve_with_first_observed,
};
pub use simulate::{
    MAX_RANDOM_TURNS, MAX_TURNS, Node, Simulation, Stats, Tree, WORDLE_GUESSES, simulate,
    simulate_from,
};
pub use strategy::{
    Entropy, FirstGuess, RandomCandidate, RandomWord, Scored, Strategy, rank_guesses,
};
pub use table::{FeedbackTable, MAX_TABLE_BYTES, Row};
/// The family's one budget failure, which [`Error::BudgetExhausted`] wraps.
pub use wordgames_lexicon::BudgetExhausted;
pub use wordgames_play;
/// The family's shared vocabulary: [`Game`] starts from a [`WordlePuzzle`] through
/// [`FromPuzzle`], is played through [`Play`], and says where it stands with [`Status`].
pub use wordgames_play::play::{FromPuzzle, Play, Status};
pub use words::{MAX_LIST_LINE, WordList};

/// The `rand_core` of this crate's signatures ([`RandomCandidate`], [`RandomWord`] and
/// [`bench_multi`] take an `R: rand_core::Rng`), re-exported so that a caller's generator names
/// the same version.
pub use rand_core;

/// The lexicon crate of this crate's signatures (word lists in a language take a
/// [`Profile`](wordgames_lexicon::Profile): [`WordList::new_in`], [`WordList::parse_in`]),
/// re-exported so that a caller names the same version.
pub use wordgames_lexicon;

/// The longest supported word: 10 letters, so that every feedback code fits in a `u16`
/// (`3^10 = 59049`).
pub const MAX_LEN: usize = 10;

impl std::str::FromStr for WordList {
    type Err = Error;

    /// [`WordList::parse`].
    fn from_str(s: &str) -> Result<WordList> {
        WordList::parse(s)
    }
}

/// The game of two newline-separated lists: the answers and the extra guesses (for the unit
/// tests).
#[cfg(test)]
fn wordle_of(answers: &str, guesses: &str) -> Wordle {
    Wordle::new(answers.parse().unwrap(), guesses.parse().unwrap()).unwrap()
}

/// The README's example, run as a doc test.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
