//! Strategies and conformance checks for property tests (feature `proptest`).
//!
//! In the spirit of nalgebra's `proptest-support`: free functions that return proptest
//! strategies for the family's values, each constrained by its arguments, and checks that hold
//! a generator or a game of yours to the rules the family holds its own to.
//!
//! ```
//! use proptest::prelude::*;
//! use wordgames_puzzles::{Budget, Generator, Result, proptest::check_generator};
//! use wordgames_puzzles::rand_core::Rng;
//!
//! /// Your generator: an even number below 100.
//! struct Even(Budget);
//! impl Generator for Even {
//!     type Puzzle = u32;
//!     type Invalid = String;
//!     fn generate(&self, rng: &mut dyn Rng) -> Result<u32> {
//!         self.0.attempts("even number", "none", |_| Ok(Some(rng.next_u32() % 50 * 2)))
//!     }
//!     fn check(&self, n: &u32) -> std::result::Result<(), String> {
//!         if n % 2 == 0 { Ok(()) } else { Err(format!("{n} is odd")) }
//!     }
//! }
//!
//! proptest!(|(seed in any::<u64>())| {
//!     check_generator(&Even(Budget::default()), seed)?;
//! });
//! ```

use proptest::{prelude::*, test_runner::TestCaseError};
use rand_core::SeedableRng;
#[cfg(any(feature = "letter-boxed", feature = "wordseq"))]
use wordgames_lexicon::Profile;

#[cfg(feature = "letter-boxed")]
use crate::letter_boxed::Board;
#[cfg(feature = "wordseq")]
use crate::wordseq::{Grid, Level, WordseqGenerator};
use crate::{
    Date, Error, Generator,
    daily::DAILY_EPOCH,
    play::{Play, Status},
    rng::Pcg32,
};

/// Dates from the first daily puzzle (2026-01-01) to `years` years after it.
pub fn dates(years: u32) -> impl Strategy<Value = Date> {
    let first = DAILY_EPOCH.days();
    (first..=first + i64::from(years) * 366).prop_filter_map("a date in range", Date::from_days)
}

/// Letter Boxed boards: twelve distinct letters of `alphabet` (which needs at least twelve)
/// dealt onto four sides of three, as English boards (letters outside `a`-`z` make none). Needs
/// the `letter-boxed` feature.
#[cfg(feature = "letter-boxed")]
pub fn boards(alphabet: Vec<char>) -> impl Strategy<Value = Board> {
    boards_of(alphabet, Profile::english())
}

/// Letter Boxed boards of `profile`: twelve distinct letters of its alphabet (which needs at
/// least twelve) dealt onto four sides of three. Needs the `letter-boxed` feature.
#[cfg(feature = "letter-boxed")]
pub fn boards_in(profile: &'static Profile) -> impl Strategy<Value = Board> {
    boards_of(profile.letters().collect(), profile)
}

#[cfg(feature = "letter-boxed")]
fn boards_of(alphabet: Vec<char>, profile: &'static Profile) -> impl Strategy<Value = Board> {
    Just(alphabet).prop_shuffle().prop_filter_map(
        "twelve distinct letters that make a board",
        move |letters| {
            let letters: Vec<char> = letters.into_iter().take(12).collect();
            let mut sides = [['\0'; 3]; 4];
            for (i, &c) in letters.iter().enumerate() {
                sides[i / 3][i % 3] = c;
            }
            (letters.len() == 12)
                .then(|| Board::new_in(profile, sides).ok())
                .flatten()
        },
    )
}

/// English Letter Boxed boards: [`boards`] over `a` to `z`. Needs the `letter-boxed` feature.
#[cfg(feature = "letter-boxed")]
pub fn english_boards() -> impl Strategy<Value = Board> {
    boards_in(Profile::english())
}

/// Racks of `len` letters of `alphabet`, repeats allowed (Word Blender deals six).
pub fn racks(alphabet: Vec<char>, len: usize) -> impl Strategy<Value = String> {
    proptest::collection::vec(proptest::sample::select(alphabet), len)
        .prop_map(|letters| letters.into_iter().collect())
}

/// English wordseq grids of `rows` by `cols` letters of `alphabet` (letters outside `a`-`z`
/// make none). Needs the `wordseq` feature.
#[cfg(feature = "wordseq")]
pub fn grids(rows: usize, cols: usize, alphabet: Vec<char>) -> impl Strategy<Value = Grid> {
    grids_of(rows, cols, alphabet, Profile::english())
}

/// wordseq grids of `rows` by `cols` letters of `profile`'s alphabet, repeats allowed. Needs
/// the `wordseq` feature.
#[cfg(feature = "wordseq")]
pub fn grids_in(
    rows: usize,
    cols: usize,
    profile: &'static Profile,
) -> impl Strategy<Value = Grid> {
    grids_of(rows, cols, profile.letters().collect(), profile)
}

#[cfg(feature = "wordseq")]
fn grids_of(
    rows: usize,
    cols: usize,
    alphabet: Vec<char>,
    profile: &'static Profile,
) -> impl Strategy<Value = Grid> {
    racks(alphabet, rows * cols).prop_filter_map("letters that make a grid", move |letters| {
        Grid::new_in(profile, rows, cols, &letters).ok()
    })
}

/// Puzzles made by `generator` from drawn seeds (a [`Pcg32`] of each): the generator's own
/// puzzles, shrinking toward those of small seeds. A seed the generator makes no puzzle from
/// (its budget runs out, say) is rejected, so give it a budget that usually finds one.
pub fn puzzles<G>(generator: G) -> impl Strategy<Value = G::Puzzle>
where
    G: Generator,
    G::Puzzle: std::fmt::Debug,
{
    any::<u64>().prop_filter_map("a seed the generator makes a puzzle from", move |seed| {
        generator.generate(&mut Pcg32::seed_from_u64(seed)).ok()
    })
}

/// wordseq levels made by `generator` (its grid size, turns and tree shape): [`puzzles`] of a
/// [`WordseqGenerator`]. Needs the `wordseq` feature.
#[cfg(feature = "wordseq")]
pub fn levels<'g, D: AsRef<[u8]>>(
    generator: &'g WordseqGenerator<'_, D>,
) -> impl Strategy<Value = Level> + 'g {
    puzzles(generator)
}

/// Checks `generator` as the family checks its own, for one `seed`: the same seed gives the
/// same puzzle; a puzzle it makes passes its [`check`](Generator::check); and when it makes
/// none, the reason is a typed error (a spent budget, a lexicon too small), not a panic or a
/// loop.
///
/// # Errors
///
/// A failed test case naming the seed and the rule broken.
pub fn check_generator<G>(generator: &G, seed: u64) -> Result<(), TestCaseError>
where
    G: Generator + ?Sized,
    G::Puzzle: PartialEq + std::fmt::Debug,
{
    let first = generator.generate(&mut Pcg32::seed_from_u64(seed));
    let again = generator.generate(&mut Pcg32::seed_from_u64(seed));
    match (&first, &again) {
        (Ok(a), Ok(b)) => prop_assert_eq!(a, b, "seed {}: two puzzles", seed),
        (Err(a), Err(b)) => {
            prop_assert_eq!(a.to_string(), b.to_string(), "seed {}: two errors", seed)
        }
        _ => {
            return Err(TestCaseError::fail(format!(
                "seed {seed}: a puzzle once, an error once"
            )));
        }
    }
    match first {
        Ok(puzzle) => generator
            .check(&puzzle)
            .map_err(|why| TestCaseError::fail(format!("seed {seed}: {why} in {puzzle:?}"))),
        Err(Error::BudgetExhausted(..) | Error::NotEnoughWords { .. }) => Ok(()),
        Err(other) => Err(TestCaseError::fail(format!("seed {seed}: {other}"))),
    }
}

/// Checks a generator made with a tiny budget (`Budget::new(1, 1)`, say), for one `seed`: it
/// returns, and what it returns is a valid puzzle or [`Error::BudgetExhausted`].
///
/// # Errors
///
/// A failed test case naming the seed and what came back.
pub fn check_tiny_budget<G>(generator: &G, seed: u64) -> Result<(), TestCaseError>
where
    G: Generator + ?Sized,
    G::Puzzle: std::fmt::Debug,
{
    match generator.generate(&mut Pcg32::seed_from_u64(seed)) {
        Ok(puzzle) => generator
            .check(&puzzle)
            .map_err(|why| TestCaseError::fail(format!("seed {seed}: {why}"))),
        Err(Error::BudgetExhausted(..)) => Ok(()),
        Err(other) => Err(TestCaseError::fail(format!(
            "seed {seed}: {other}, not the budget error"
        ))),
    }
}

/// Checks a fresh `game` on the [`Play`] trait: no answer and no share text while it is played;
/// after [`give_up`](Play::give_up) the status `gave_up` (most games: [`Status::GaveUp`]), an
/// answer and a share text; `late` refused once it is over; giving up twice changes nothing.
///
/// # Errors
///
/// A failed test case naming the rule broken.
pub fn check_play<G: Play>(
    game: &mut G,
    late: G::Move<'_>,
    gave_up: Status,
) -> Result<(), TestCaseError> {
    prop_assert_eq!(game.status(), Status::Playing, "a new game");
    prop_assert!(!game.is_over(), "a new game is over");
    prop_assert!(game.answer().is_none(), "an answer while playing");
    prop_assert!(game.share("T").is_none(), "a share text while playing");
    game.give_up();
    prop_assert_eq!(game.status(), gave_up, "after giving up");
    prop_assert!(game.is_over(), "not over after giving up");
    prop_assert!(game.answer().is_some(), "no answer once over");
    prop_assert!(game.share("T").is_some(), "no share text once over");
    prop_assert!(game.play(late).is_err(), "a move accepted after the end");
    game.give_up();
    prop_assert_eq!(game.status(), gave_up, "giving up twice");
    Ok(())
}
