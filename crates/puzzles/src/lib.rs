//! Seeded, budgeted puzzle generators and whole games for word puzzles, with the daily puzzle
//! of every game for every date.
//!
//! Each game is a module with its generator, its `Game` (moves in, verdicts out, no I/O and no
//! clock), its error type and a `daily` function; Wordle's holds its daily answer, and its game
//! is `wordgames-wordle`'s. See [Games](#games) below.
//!
//! Every generator implements one small, object-safe [`Generator`] trait: it holds its
//! parameters and its lexicon, the caller owns the random source, and
//! [`generate`](Generator::generate) returns a puzzle or an error. A seed or a date goes in
//! through a generator named after its algorithm ([`rng::Pcg32`]), so the same date gives every
//! player the same puzzle ([`daily`]). Every search has an explicit [`Budget`] and ends with
//! [`Error::BudgetExhausted`] instead of looping forever.
//!
//! ```
//! use wordgames_puzzles::{Budget, Generator, Result, rng::Pcg32};
//! use rand_core::{Rng, SeedableRng};
//!
//! /// A toy generator: a number below a bound, found within a budget of attempts.
//! struct EvenBelow(u32, Budget);
//!
//! impl Generator for EvenBelow {
//!     type Puzzle = u32;
//!     type Invalid = String;
//!     fn generate(&self, rng: &mut dyn Rng) -> Result<u32> {
//!         self.1.attempts("even number", "raise the bound", |_| {
//!             let n = rng.next_u32() % self.0;
//!             Ok((n % 2 == 0).then_some(n))
//!         })
//!     }
//!     fn check(&self, puzzle: &u32) -> std::result::Result<(), String> {
//!         if puzzle % 2 == 0 { Ok(()) } else { Err(format!("{puzzle} is odd")) }
//!     }
//! }
//!
//! let generator: Box<dyn Generator<Puzzle = u32, Invalid = String>> = Box::new(EvenBelow(100, Budget::default()));
//! let a = generator.generate(&mut Pcg32::seed_from_u64(9))?;
//! let b = generator.generate(&mut Pcg32::seed_from_u64(9))?;
//! assert_eq!(a, b);
//! assert!(generator.check(&a).is_ok());
//! # Ok::<(), wordgames_puzzles::Error>(())
//! ```
//!
//! # Games
//!
//! * [`letter_boxed`]: Letter Boxed boards (four sides of three letters), an exact solver
//!   (fewest words, then fewest letters), a generator that reports each board's par, the daily
//!   board and a [`Game`](letter_boxed::Game) that judges each word.
//! * [`word_blender`]: Word Blender (TextTwist) rounds of six letters, the daily round, a whole
//!   timed [`Game`](word_blender::Game) of rounds that reads no clock, and the catalogue of every
//!   six-letter rack of a lexicon with its words.
//! * [`wordseq`]: the letter-swap grid game: levels with their trees of moves, a generator with
//!   difficulty presets, the daily level and a game judged move by move against the optimum.
//! * [`nettle`]: Nettle, the WordNet direction game: clues, the game, the daily target, the
//!   share summary and the route archive.
//! * [`wordle`]: Wordle's daily answer; the rules and the game are `wordgames-wordle`'s.
//!
//! # Crate features
//!
//! Each game is a feature, and all five are on by default: `letter-boxed`, `word-blender`,
//! `wordseq`, `wordle` and `nettle`. Only `nettle` depends on wordgames-wordnet and its bundled
//! WordNet 3.1 (the wordgames-wordnet-data package, a 22 MB snapshot), so an app that wants
//! Letter Boxed alone asks for `default-features = false, features = ["letter-boxed"]` and
//! neither downloads nor compiles WordNet. [`daily::GameId::is_built`] says which games are built; a
//! day's [`daily::Edition`] lists only those.
//!
//! * `serde`: `Serialize` and `Deserialize` for puzzles, [`Date`] and [`daily::Daily`].
//! * `proptest`: the `proptest` module, strategies for the family's values and conformance
//!   checks for your generators and games (with the same features of wordgames-lexicon and
//!   wordgames-wordle).
#![deny(missing_docs)]

pub mod daily;
mod date;
mod edition;
mod error;
mod familiar;
#[cfg(feature = "letter-boxed")]
pub mod letter_boxed;
#[cfg(feature = "nettle")]
pub mod nettle;
pub mod play;
#[cfg(feature = "proptest")]
pub mod proptest;
pub mod rng;
#[cfg(feature = "word-blender")]
pub mod word_blender;
#[cfg(feature = "wordle")]
pub mod wordle;
#[cfg(feature = "wordseq")]
pub mod wordseq;

use rand_core::Rng;

pub use crate::{
    date::Date,
    error::{Error, Result},
};

pub use wordgames_lexicon;
/// The lexicon crate of this crate's signatures (generators and games take a
/// [`Lexicon`](wordgames_lexicon::Lexicon)), re-exported so that a caller names the same
/// version.
/// The family's one budget failure, which [`Error::BudgetExhausted`] and
/// `WordseqError::BudgetExhausted` wrap.
pub use wordgames_lexicon::BudgetExhausted;

/// The Wordle crate of this crate's signatures (the daily answer, the edition's answer list),
/// re-exported so that a caller names the same version.
pub use wordgames_wordle;

/// The WordNet crate of Nettle's signatures (feature `nettle`), re-exported so that a caller
/// names the same version; its `petgraph` is `wordgames_wordnet::petgraph`.
#[cfg(feature = "nettle")]
pub use wordgames_wordnet;

/// The `rand_core` this crate's signatures use ([`Generator::generate`] takes a
/// `&mut dyn rand_core::Rng`), re-exported so that a caller's generator names the same version.
pub use rand_core;

/// The `serde_json` whose error [`wordseq::WordseqError`] carries for a level document that is
/// not JSON, re-exported so that a caller can name it without a dependency of its own.
pub use serde_json;

/// A puzzle generator: parameters and a lexicon in, a puzzle out.
///
/// The trait is object safe, so a program can hold several generators as
/// `Box<dyn Generator<Puzzle = P>>`. The caller owns the random source: pass a seeded
/// [`rng::Pcg32`] for reproducible puzzles, or any other [`rand_core::Rng`].
pub trait Generator {
    /// What the generator makes.
    type Puzzle;

    /// What [`check`](Generator::check) reports: the first rule a puzzle breaks.
    type Invalid: std::fmt::Display + std::fmt::Debug;

    /// Generates a puzzle from `rng`.
    ///
    /// # Errors
    ///
    /// [`Error::BudgetExhausted`] when the generator's budget runs out before it finds a puzzle
    /// that satisfies its parameters; other variants for parameters or lexicons that cannot
    /// work.
    fn generate(&self, rng: &mut dyn Rng) -> Result<Self::Puzzle>;

    /// Checks that `puzzle` is valid by the game's rules and solvable; the shared property tests
    /// hold every generator to it. The error says which rule is broken.
    ///
    /// # Errors
    ///
    /// The first broken rule, as the game's own error type.
    fn check(&self, puzzle: &Self::Puzzle) -> std::result::Result<(), Self::Invalid>;
}

impl<G: Generator + ?Sized> Generator for &G {
    type Puzzle = G::Puzzle;
    type Invalid = G::Invalid;
    fn generate(&self, rng: &mut dyn Rng) -> Result<Self::Puzzle> {
        (**self).generate(rng)
    }
    fn check(&self, puzzle: &Self::Puzzle) -> std::result::Result<(), Self::Invalid> {
        (**self).check(puzzle)
    }
}

impl<G: Generator + ?Sized> Generator for Box<G> {
    type Puzzle = G::Puzzle;
    type Invalid = G::Invalid;
    fn generate(&self, rng: &mut dyn Rng) -> Result<Self::Puzzle> {
        (**self).generate(rng)
    }
    fn check(&self, puzzle: &Self::Puzzle) -> std::result::Result<(), Self::Invalid> {
        (**self).check(puzzle)
    }
}

/// How much work a search may do: a count of attempts (fresh starts) and of nodes (states
/// visited), never a time, so that the same seed always ends the same way.
///
/// The struct may gain fields (a budget of another unit): make one with [`Budget::new`] or
/// [`Budget::default`] and the `with_*` methods.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct Budget {
    /// Fresh starts a generator may make before it gives up.
    pub max_attempts: u64,
    /// States a single search may visit before it gives up.
    pub max_nodes: u64,
}

impl Default for Budget {
    /// 10,000 attempts and 10,000,000 nodes.
    fn default() -> Budget {
        Budget {
            max_attempts: 10_000,
            max_nodes: 10_000_000,
        }
    }
}

impl Budget {
    /// A budget of `max_attempts` fresh starts and `max_nodes` states per search.
    pub const fn new(max_attempts: u64, max_nodes: u64) -> Budget {
        Budget {
            max_attempts,
            max_nodes,
        }
    }

    /// The same budget with `max_attempts` fresh starts.
    #[must_use]
    pub const fn with_max_attempts(mut self, max_attempts: u64) -> Budget {
        self.max_attempts = max_attempts;
        self
    }

    /// The same budget with `max_nodes` states per search.
    #[must_use]
    pub const fn with_max_nodes(mut self, max_nodes: u64) -> Budget {
        self.max_nodes = max_nodes;
        self
    }

    /// Calls `attempt` with the attempt number until it returns `Ok(Some(_))`, at most
    /// `max_attempts` times; `search` and `hint` go into the error when the budget runs out.
    ///
    /// # Errors
    ///
    /// The first error `attempt` returns, or [`Error::BudgetExhausted`].
    pub fn attempts<T>(
        &self,
        search: &'static str,
        hint: &'static str,
        mut attempt: impl FnMut(u64) -> Result<Option<T>>,
    ) -> Result<T> {
        for i in 0..self.max_attempts {
            if let Some(found) = attempt(i)? {
                return Ok(found);
            }
        }
        Err(Error::BudgetExhausted(crate::BudgetExhausted {
            search,
            budget: self.max_attempts,
            unit: "attempts",
            hint,
        }))
    }
}
