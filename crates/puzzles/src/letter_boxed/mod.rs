//! Letter Boxed: twelve letters on the four sides of a square, joined into a chain of words.
//!
//! # The rules (as the New York Times plays them)
//!
//! A [`Board`] has four sides of three distinct letters, twelve letters in all. A word is
//! playable when it has at least three letters, uses only board letters, and never takes two
//! consecutive letters from the same side. Each next word starts with the last letter of the
//! previous one, letters may be used again, and the puzzle is solved when every one of the twelve
//! letters has been used. A board's *par* is the fewest words that solve it.
//!
//! ```text
//!       q  i  e
//!    n           u        the board "qie url kpw san"
//!    a           r        solved by QUIRK - KELPS - SPAWN
//!    s           l
//!       k  p  w
//! ```
//!
//! # The day's puzzle and a game, in a few lines
//!
//! [`daily`] gives the board of a date with its par and best solution; a [`Game`] plays it:
//! words in, [`Verdict`]s out, with undo.
//!
//! ```
//! use wordgames_lexicon::{BlockList, Lexicon, Profile};
//! use wordgames_puzzles::{letter_boxed::{self, Game, Par, Verdict}, play::FromPuzzle};
//!
//! let lexicon = Lexicon::english();
//! let today = letter_boxed::daily(&lexicon, "2026-01-01".parse()?)?;
//! assert_eq!(today.day.number, 1);
//! assert_eq!(today.puzzle.board.to_string(), "dit amp chr elo");
//! assert_eq!(today.puzzle.par, 2);
//!
//! let mut game = Game::from_puzzle(&today.puzzle, &lexicon)?;
//! assert!(game.play("mat").is_err()); // 'm' and 'a' share a side
//! assert_eq!(game.play("proclaimed")?, Verdict::Played { left: 2 });
//! assert!(game.play("lid").is_err()); // the next word starts with 'd'
//! assert_eq!(game.play("death")?, Verdict::Solved { words: 2, par: Par::Made });
//! assert!(game.is_over());
//! # Ok::<(), wordgames_puzzles::Error>(())
//! ```
//!
//! # Solving exactly
//!
//! [`Solver`] first collects the playable words with one walk over the lexicon's FST: the
//! [`Playable`] automaton's state is the side of the last letter read, so every branch that leaves
//! the board or stays on one side dies at once. Then it treats the puzzle as a shortest-path
//! problem over at most `2^12 x 12 = 49,152` states (the letters covered so far as a 12-bit mask,
//! and the last letter). A word is an edge, and only the shortest word of each (first letter, last
//! letter, letters covered) triple can be part of a best solution, so the edges are deduplicated
//! by that triple before the search. The search goes layer by layer (one word more per layer) and
//! keeps, for each state, the highest sum of its words' frequencies, then the fewest letters and
//! then the alphabetically first sequence of words. [`Solver::best`] runs that search again with a
//! rising frequency floor (a binary search over the words' distinct frequencies) to find the
//! solution of the fewest words whose rarest word is as frequent as possible, so the best solution
//! (fewest words, then the most familiar, then fewest letters, then alphabetical) is exact and
//! deterministic. The state space is finite, so the search needs no budget beyond it.
//!
//! ```
//! use wordgames_lexicon::{BlockList, Lexicon, Profile};
//! use wordgames_puzzles::letter_boxed::{Board, Solver};
//!
//! let lexicon = Lexicon::from_words(["quirk", "kelp", "kelps", "spawn", "shy", "quip"])?;
//! let board: Board = "qie url kpw san".parse()?;
//! let solver = Solver::new(&board, &lexicon);
//! let best = solver.best(3).expect("quirk, kelps, spawn");
//! assert_eq!(best.words, ["quirk", "kelps", "spawn"]);
//! assert_eq!(best.letters(), 15);
//! assert!(solver.best(2).is_none()); // no solution within two words
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Generating boards
//!
//! [`LetterBoxedGenerator`] chains random words of the lexicon's common tier, each starting with the last
//! letter of the previous one, and places their letters on sides as it goes: every new letter may
//! go on any side that has room and is not the side of the letter before it, and the search
//! backtracks through those choices (and through other next words) until twelve letters are
//! placed, within a budget of nodes per attempt and of attempts. A board that one word solves is
//! rejected; every board comes with its par and a best solution, computed with the whole lexicon.

mod board;
#[cfg(feature = "serde")]
mod doc;
mod draw;
mod error;
mod game;
mod generator;
mod solution;
mod solver;

#[cfg(feature = "serde")]
pub use self::doc::{DifficultyDoc, PuzzleDoc, Spelled};
pub use self::{
    board::{Board, Playable},
    error::LetterBoxedError,
    game::{Game, GameView, Par, Verdict},
    generator::{Difficulty, LetterBoxedGenerator, Puzzle},
    solution::Solution,
    solver::{MAX_SOLUTION_WORDS, Solutions, Solver, check_solution},
};

use wordgames_lexicon::{BlockList, Lexicon, Profile};

use crate::{
    Date, Result,
    daily::{Calendar, DailyPuzzle},
};

/// The mask of a board whose twelve letters are all covered.
const FULL: u16 = (1 << 12) - 1;
/// Marks a letter that is not on the board in [`Board`]'s lookup table.
pub(crate) const ABSENT: u8 = u8::MAX;

/// The block list a solver and a generator use by default in `profile`: the English list in
/// English, none in another language (the English list is no judge of its words).
fn default_block_list(profile: &Profile) -> BlockList {
    if profile.is_ascii_az() {
        BlockList::english()
    } else {
        BlockList::none()
    }
}

/// The title of a game's share summary ([`Play::share`](crate::play::Play::share)):
/// `wordgames Letter Boxed #326 (2026-11-22)` for a daily puzzle, `wordgames Letter Boxed seed 7` for a
/// seed.
///
/// ```
/// use wordgames_puzzles::{daily::Origin, letter_boxed};
/// assert_eq!(letter_boxed::title(&Origin::Seed(7)), "wordgames Letter Boxed seed 7");
/// ```
pub fn title(origin: &crate::daily::Origin) -> String {
    format!("wordgames Letter Boxed {}", origin.label())
}

/// The Letter Boxed puzzle of `date`, the one every player gets: the board, its par and its best
/// solution, from [`LetterBoxedGenerator`] with its default settings over `lexicon`, seeded by
/// the day ([`Daily::new`](crate::daily::Daily::new) with
/// [`GameId::LetterBoxed`](crate::daily::GameId::LetterBoxed)).
///
/// The puzzles of the embedded English lexicon are pinned for good; another lexicon gives other
/// boards.
///
/// # Errors
///
/// [`Error::Date`](crate::Error::Date) before the first daily puzzle (2026-01-01), and the
/// generator's errors for a lexicon that cannot make a board (see
/// [`LetterBoxedGenerator::new`]).
///
/// A convenience, and only that: `LetterBoxedGenerator::new(lexicon)` dealing `date` in the
/// public calendar ([`Generator::deal`](crate::Generator::deal)). For a private calendar or
/// another profile, make the generator ([`LetterBoxedGenerator::new_in`]) and call `deal`.
///
/// # Example
///
/// ```
/// use wordgames_lexicon::{Lexicon, ReadOptions, profile};
/// use wordgames_puzzles::{Generator, daily::Calendar, letter_boxed::{self, LetterBoxedGenerator}};
///
/// let day = letter_boxed::daily(&Lexicon::english(), "2026-11-22".parse()?)?;
/// assert_eq!(day.day.number, 326);
/// assert_eq!(day.puzzle.solution.len(), day.puzzle.par);
///
/// // The same entry point in the letters of another profile.
/// let options = ReadOptions::default().with_profile(&profile::NB);
/// let (lexicon, _) = Lexicon::from_reader("blåbær\nrynket\ntøys\n".as_bytes(), "nb", options)?;
/// let generator = LetterBoxedGenerator::new_in(lexicon, &profile::NB)?;
/// let day = generator.deal(&Calendar::PUBLIC, "2026-01-01".parse()?)?;
/// assert_eq!(day.puzzle.board.profile().tag(), "nb");
/// assert_eq!(day.puzzle.solution, ["blåbær", "rynket", "tøys"]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn daily<D: AsRef<[u8]>>(lexicon: &Lexicon<D>, date: Date) -> Result<DailyPuzzle<Puzzle>> {
    let generator = LetterBoxedGenerator::new(lexicon.borrowed())?;
    crate::Generator::deal(&generator, &Calendar::PUBLIC, date)
}
