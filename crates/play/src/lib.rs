//! The vocabulary every game of the wordgames family shares, in a crate small enough for any
//! game crate to implement: how a game is played ([`Play`](play::Play) and its one
//! [`Status`](play::Status)), how a puzzle is made ([`Generator`] within a [`Budget`]), and how
//! a date deals the same puzzle to every player ([`Date`], [`daily`], [`rng::Pcg32`]).
//!
//! A generator and a game of your own, dealt for a date and played through the shared
//! vocabulary:
//!
//! ```
//! use wordgames_play::{
//!     Budget, Error, Generator, daily::{Calendar, GameKey, Origin}, play::{Play, Status},
//! };
//! use rand_core::Rng;
//!
//! /// Makes a number below a bound to guess, within a budget of attempts.
//! struct Secrets(u32, Budget);
//!
//! impl Generator for Secrets {
//!     type Puzzle = u32;
//!     type Invalid = String;
//!     type Error = Error; // any error a budget and a date convert into
//!     fn generate(&self, rng: &mut dyn Rng) -> Result<u32, Error> {
//!         self.1.attempts("odd number", "raise the bound", |_| {
//!             let n = rng.next_u32() % self.0;
//!             Ok((n % 2 == 1).then_some(n))
//!         })
//!     }
//!     fn check(&self, puzzle: &u32) -> Result<(), String> {
//!         if puzzle % 2 == 1 { Ok(()) } else { Err(format!("{puzzle} is even")) }
//!     }
//!     fn game(&self) -> GameKey {
//!         GameKey::pinned("guess-it") // its seeds' name: pinned once published
//!     }
//! }
//!
//! /// One guess: right or wrong.
//! struct Guess { secret: u32, guessed: Option<u32>, gave_up: bool }
//!
//! impl Play for Guess {
//!     type Move<'m> = u32;
//!     type Verdict = bool;
//!     type Error = std::fmt::Error; // any error type of the game's
//!     type Answer = u32;
//!     fn play(&mut self, n: u32) -> Result<bool, std::fmt::Error> {
//!         if self.is_over() { return Err(std::fmt::Error); }
//!         self.guessed = Some(n);
//!         Ok(n == self.secret)
//!     }
//!     fn status(&self) -> Status {
//!         match self.guessed {
//!             Some(n) if n == self.secret => Status::Won,
//!             Some(_) => Status::Lost,
//!             None if self.gave_up => Status::GaveUp,
//!             None => Status::Playing,
//!         }
//!     }
//!     fn give_up(&mut self) { if !self.is_over() { self.gave_up = true; } }
//!     fn answer(&self) -> Option<u32> { self.is_over().then_some(self.secret) }
//!     fn share(&self, title: &str) -> Option<String> {
//!         Some(format!("{title} {}", if self.status() == Status::Won { "1/1" } else { "X/1" }))
//!             .filter(|_| self.is_over())
//!     }
//! }
//!
//! let generator = Secrets(100, Budget::default());
//! // A date deals its puzzle through the generator, in any calendar.
//! let today = generator.deal(&Calendar::PUBLIC, "2026-03-14".parse()?)?;
//! let (origin, secret) = (Origin::Daily(today.day), today.puzzle);
//! // The same date deals the same puzzle: the day's seed fed to `generate`; and a generator's
//! // puzzle passes its own check.
//! let key = GameKey::new("guess-it")?;
//! assert_eq!(secret, generator.generate(&mut Origin::daily(&key, "2026-03-14".parse()?)?.rng())?);
//! assert!(generator.check(&secret).is_ok());
//!
//! let mut game = Guess { secret, guessed: None, gave_up: false };
//! assert_eq!(game.answer(), None);
//! game.give_up();
//! assert_eq!((game.status(), game.answer()), (Status::GaveUp, Some(secret)));
//! assert_eq!(game.share(&format!("Guess {}", origin.label())).as_deref(), Some("Guess #73 (2026-03-14) X/1"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Crate features
//!
//! * `serde`: `Serialize` and `Deserialize` for [`play::Status`], [`Budget`], [`Date`] and the
//!   days ([`daily::Daily`], [`daily::DailyPuzzle`], [`daily::Origin`]).
#![deny(missing_docs)]

pub mod daily;
mod date;
mod error;
pub mod play;
pub mod rng;

use rand_core::Rng;

use crate::daily::{Calendar, DailyPuzzle, GameKey};

pub use crate::{
    date::Date,
    error::{Error, Result},
};

/// The family's one budget failure, which every game crate's error converts from.
pub use wordgames_lexicon::BudgetExhausted;

/// How an error's text quotes a value: for the variants `__error_with_shared_variants!` writes.
#[doc(hidden)]
pub use wordgames_lexicon::lines::Quoted as __Quoted;

/// The `rand_core` this crate's signatures use ([`Generator::generate`] takes a
/// `&mut dyn rand_core::Rng`), re-exported so that a caller's generator names the same version.
pub use rand_core;

/// A puzzle generator: parameters and a lexicon in, a puzzle out.
///
/// The trait is object safe, so a program can hold several generators as
/// `Box<dyn Generator<Puzzle = P, Invalid = I, Error = E>>`. The caller owns the random source: pass a seeded
/// [`rng::Pcg32`] for reproducible puzzles, or any other [`rand_core::Rng`].
pub trait Generator {
    /// What the generator makes.
    type Puzzle;

    /// What [`check`](Generator::check) reports: the first rule a puzzle breaks.
    type Invalid: std::fmt::Display + std::fmt::Debug;

    /// Why [`generate`](Generator::generate) found no puzzle: the game crate's own error, which
    /// a budget that runs out ([`BudgetExhausted`]) and a date before the game's first day
    /// ([`Error`]) convert into.
    type Error: std::error::Error + From<BudgetExhausted> + From<Error> + 'static;

    /// Generates a puzzle from `rng`.
    ///
    /// # Errors
    ///
    /// A [`BudgetExhausted`] when the generator's budget runs out before it finds a puzzle
    /// that satisfies its parameters; other errors for parameters or lexicons that cannot
    /// work.
    fn generate(&self, rng: &mut dyn Rng) -> Result<Self::Puzzle, Self::Error>;

    /// Checks that `puzzle` is valid by the game's rules and solvable; the shared property tests
    /// hold every generator to it. The error says which rule is broken.
    ///
    /// # Errors
    ///
    /// The first broken rule, as the game's own error type.
    fn check(&self, puzzle: &Self::Puzzle) -> std::result::Result<(), Self::Invalid>;

    /// The game this generator deals in the daily machinery: its key is part of every seed of
    /// its dates ([`daily`]), so once published it is pinned.
    fn game(&self) -> GameKey;

    /// This generator's puzzle of `date` in `calendar`: the day (its number and seed, from
    /// [`Calendar::day`] with [`game`](Generator::game)) and the puzzle
    /// [`generate`](Generator::generate) makes from the day's seeded generator
    /// ([`Daily::rng`](daily::Daily::rng)). The one way to deal a date, for every game: with
    /// [`Calendar::PUBLIC`] and a game's daily settings it is the published puzzle of the
    /// date; the generator's own settings (its profile, its lexicon) and a private calendar
    /// give a publisher's own series.
    ///
    /// A game whose daily puzzle is not drawn from the day's generator (Nettle takes its
    /// target list in order) overrides it.
    ///
    /// # Errors
    ///
    /// [`Error::Date`] (converted) before the game's first day, else as
    /// [`generate`](Generator::generate).
    fn deal(
        &self,
        calendar: &Calendar,
        date: Date,
    ) -> Result<DailyPuzzle<Self::Puzzle>, Self::Error> {
        let day = calendar.day(self.game(), date)?;
        let puzzle = self.generate(&mut day.rng())?;
        Ok(DailyPuzzle::new(day, puzzle))
    }
}

/// A pointer to a generator is that generator: every method forwards.
macro_rules! forward_generator {
    ($($pointer:ty),*) => {$(
        impl<G: Generator + ?Sized> Generator for $pointer {
            type Puzzle = G::Puzzle;
            type Invalid = G::Invalid;
            type Error = G::Error;
            fn generate(&self, rng: &mut dyn Rng) -> Result<Self::Puzzle, Self::Error> {
                (**self).generate(rng)
            }
            fn check(&self, puzzle: &Self::Puzzle) -> std::result::Result<(), Self::Invalid> {
                (**self).check(puzzle)
            }
            fn game(&self) -> GameKey {
                (**self).game()
            }
            fn deal(
                &self,
                calendar: &Calendar,
                date: Date,
            ) -> Result<DailyPuzzle<Self::Puzzle>, Self::Error> {
                (**self).deal(calendar, date)
            }
        }
    )*};
}

forward_generator!(&G, Box<G>);

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
    /// The first error `attempt` returns, or a [`BudgetExhausted`] in the caller's error type.
    pub fn attempts<T, E: From<BudgetExhausted>>(
        &self,
        search: &'static str,
        hint: &'static str,
        mut attempt: impl FnMut(u64) -> Result<Option<T>, E>,
    ) -> Result<T, E> {
        for i in 0..self.max_attempts {
            if let Some(found) = attempt(i)? {
                return Ok(found);
            }
        }
        Err(E::from(BudgetExhausted {
            search,
            budget: self.max_attempts,
            unit: "attempts",
            hint,
        }))
    }
}
