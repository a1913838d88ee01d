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
//!     type Error = wordgames_puzzles::Error;
//!     fn generate(&self, rng: &mut dyn Rng) -> Result<u32> {
//!         self.0.attempts("even number", "none", |_| Ok(Some(rng.next_u32() % 50 * 2)))
//!     }
//!     fn check(&self, n: &u32) -> std::result::Result<(), String> {
//!         if n % 2 == 0 { Ok(()) } else { Err(format!("{n} is odd")) }
//!     }
//!     fn game(&self) -> wordgames_puzzles::daily::GameKey {
//!         wordgames_puzzles::daily::GameKey::pinned("even")
//!     }
//! }
//!
//! proptest!(|(seed in any::<u64>())| {
//!     // The caller's own rule, apart from the generator's check.
//!     let below_100 = |n: &u32| if *n < 100 { Ok(()) } else { Err(format!("{n} >= 100")) };
//!     check_generator(&Even(Budget::default()), seed, below_100)?;
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

/// How many seeds after the first [`check_generator`] tries before it says a generator ignores
/// its seed or makes no puzzle.
pub const OTHER_SEEDS: u64 = 16;

/// Checks `generator` as the family checks its own, for one `seed`: the same seed gives the
/// same puzzle (or the same error); every puzzle it makes passes its own
/// [`check`](Generator::check) **and** `invariant`, a rule of the game written by the caller
/// apart from the generator (a check the generator wrote for itself can trust what it made);
/// when it makes none, the reason is a typed error (a spent budget, a lexicon too small), not
/// a panic or a loop. Give it a generous budget: from `seed` and the [`OTHER_SEEDS`] seeds
/// after it, it must make at least one puzzle, and two different ones (a generator that
/// ignores its seed, or can make only one puzzle, fails).
///
/// # Errors
///
/// A failed test case naming the seed and the rule broken.
pub fn check_generator<G, F>(generator: &G, seed: u64, invariant: F) -> Result<(), TestCaseError>
where
    G: Generator<Error = Error> + ?Sized,
    G::Puzzle: PartialEq + std::fmt::Debug,
    F: Fn(&G::Puzzle) -> Result<(), String>,
{
    let made = |seed: u64| -> Result<Option<G::Puzzle>, TestCaseError> {
        match generator.generate(&mut Pcg32::seed_from_u64(seed)) {
            Ok(puzzle) => {
                generator.check(&puzzle).map_err(|why| {
                    TestCaseError::fail(format!("seed {seed}: {why} in {puzzle:?}"))
                })?;
                invariant(&puzzle).map_err(|why| {
                    TestCaseError::fail(format!(
                        "seed {seed}: the caller's invariant fails: {why} in {puzzle:?}"
                    ))
                })?;
                Ok(Some(puzzle))
            }
            Err(Error::BudgetExhausted(..) | Error::NotEnoughWords { .. }) => Ok(None),
            Err(other) => Err(TestCaseError::fail(format!("seed {seed}: {other}"))),
        }
    };
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
    let mut seen = made(seed)?;
    for other in (1..=OTHER_SEEDS).map(|i| seed.wrapping_add(i)) {
        match (&seen, made(other)?) {
            (Some(a), Some(b)) if *a != b => return Ok(()),
            (None, Some(b)) => seen = Some(b),
            _ => {}
        }
    }
    Err(TestCaseError::fail(match seen {
        None => format!(
            "seeds {seed} to {}: no puzzle at all (the budget spent or the words too few every time)",
            seed.wrapping_add(OTHER_SEEDS)
        ),
        Some(puzzle) => format!(
            "seeds {seed} to {}: always the same puzzle {puzzle:?}: the generator ignores its seed",
            seed.wrapping_add(OTHER_SEEDS)
        ),
    }))
}

/// Checks a generator made with a tiny budget (`Budget::new(1, 1)`, say), for one `seed`: it
/// returns, and what it returns is a valid puzzle or [`Error::BudgetExhausted`].
///
/// # Errors
///
/// A failed test case naming the seed and what came back.
pub fn check_tiny_budget<G>(generator: &G, seed: u64) -> Result<(), TestCaseError>
where
    G: Generator<Error = Error> + ?Sized,
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

/// Checks a game on the [`Play`] trait, each fresh from `new_game`, along every ending in
/// `endings` (moves, and the status they end the game with: give a win, and a loss when the
/// game has one) and along giving up:
///
/// * while it is played (new, or after any move that does not end it): status
///   [`Status::Playing`], no answer, no share text;
/// * once the moves of an ending are played: that status, an answer and a share text (a game
///   that hides its answer after a win fails), `late` refused, and giving up then changes
///   nothing;
/// * after [`give_up`](Play::give_up) on a fresh game: the status `gave_up` (most games:
///   [`Status::GaveUp`]), an answer, a share text, `late` refused; giving up twice changes
///   nothing.
///
/// A move the game refuses along the way is not a fault (the game must then be unchanged).
///
/// # Errors
///
/// A failed test case naming the ending and the rule broken; one with no ending given.
pub fn check_play<'m, G: Play>(
    mut new_game: impl FnMut() -> G,
    endings: &[(Vec<G::Move<'m>>, Status)],
    late: G::Move<'m>,
    gave_up: Status,
) -> Result<(), TestCaseError>
where
    G::Move<'m>: Clone,
{
    prop_assert!(
        !endings.is_empty(),
        "no ending given: give the moves of a win (and of a loss)"
    );
    let playing = |game: &G, when: &str| -> Result<(), TestCaseError> {
        prop_assert_eq!(game.status(), Status::Playing, "{}", when);
        prop_assert!(!game.is_over(), "{}: over", when);
        prop_assert!(game.answer().is_none(), "{}: an answer while playing", when);
        prop_assert!(
            game.share("T").is_none(),
            "{}: a share text while playing",
            when
        );
        Ok(())
    };
    let over = |game: &mut G, status: Status, when: &str| -> Result<(), TestCaseError> {
        prop_assert_eq!(game.status(), status, "{}", when);
        prop_assert!(game.is_over(), "{}: not over", when);
        prop_assert!(game.answer().is_some(), "{}: no answer once over", when);
        prop_assert!(
            game.share("T").is_some(),
            "{}: no share text once over",
            when
        );
        prop_assert!(
            game.play(late.clone()).is_err(),
            "{}: a move accepted after the end",
            when
        );
        game.give_up();
        prop_assert_eq!(game.status(), status, "{}: giving up once over", when);
        prop_assert!(
            game.answer().is_some(),
            "{}: no answer after giving up once over",
            when
        );
        Ok(())
    };
    for (moves, status) in endings {
        let when = format!("the ending {status}");
        let mut game = new_game();
        playing(&game, &format!("{when}, a new game"))?;
        for (i, mv) in moves.iter().enumerate() {
            let _ = game.play(mv.clone());
            if !game.is_over() {
                playing(&game, &format!("{when}, after move {}", i + 1))?;
            }
        }
        over(
            &mut game,
            *status,
            &format!("{when}, after its {} moves", moves.len()),
        )?;
    }
    let mut game = new_game();
    playing(&game, "a new game")?;
    game.give_up();
    over(&mut game, gave_up, "after giving up")?;
    Ok(())
}
