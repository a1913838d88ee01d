//! wordseq: the letter-swap grid game, its rules engine and its level generator.
//!
//! # The game
//!
//! A grid of letters. A move swaps two letters that are side by side or one above the other. A
//! move is **valid** only if, after it, a row or column through one of the two swapped cells
//! reads, in full and left to right or top to bottom, a word of the level's word length that has
//! not been formed before in this game. Words read upwards or leftwards do not count, nor do
//! lines of another length (in a 3x4 grid of four-letter words only the rows are read), and
//! swapping two equal letters is never a move. The goal is the longest sequence of valid moves:
//! its length is the level's optimum.
//!
//! ```text
//!   e s a l        s e a l        s e a l
//!   t l a e  -->   t l a e  -->   t a l e
//!       swap (0,0)-(0,1)  swap (1,1)-(1,2)
//!       forms "seal"      forms "tale"
//! ```
//!
//! # Types
//!
//! * [`Grid`] and [`Move`]: the board and a swap of two neighbouring cells.
//! * [`Dictionary`]: the accepting tier (every word of the lexicon, which decides whether a move
//!   is valid) and the common tier minus a block list (which decides whether a generated level is
//!   fit to publish), for one word length.
//! * [`Level`]: the initial grid, the optimum and the tree of moves, with the JSON form front
//!   ends load ([`Level::to_json`], [`Level::from_json`]); [`Level::classify`] judges a move
//!   from the tree alone, [`Level::solve`] makes the level of any grid.
//! * [`Game`]: a game in progress with undo, judging each move with the dictionary as
//!   [`Verdict::Invalid`], [`Verdict::NonOptimal`] or [`Verdict::Optimal`].
//! * [`TreeGame`]: the same game judged from a level's own tree, with no dictionary, as a front
//!   end that loads only the level's JSON plays it (levels written by other generators too).
//! * [`WordseqGenerator`] and [`Difficulty`]: the generator, configured by builder methods,
//!   with the presets normal (3x4, four letters, 7-10 moves, at most 12 words), hard (4x4, four
//!   letters, 6-9 moves, 12 words) and impossible (5x5, five letters, 10-20 moves, 20 words).
//! * [`daily`]: the day's level, a convenience for [`Generator::deal`](crate::Generator::deal)
//!   of the default generator (another language: [`WordseqGenerator::new_in`] and `deal`).
//! * [`WordseqError`]: what can be wrong with a grid, a move, a level document or a level.
//!
//! # Languages
//!
//! Every type plays in any language [`Profile`](wordgames_lexicon::Profile) of up to 64 letters:
//! [`Grid::new_in`], [`Dictionary::new_in`], [`WordseqGenerator::new_in`] and
//! [`Level::from_json_in`] take one, and the plain constructors are English. Letters are counted,
//! never bytes, and words are written as the profile spells them (`docs/LANGUAGES.md`).
//!
//! # The search
//!
//! A state is the grid **and** the set of words formed so far: the same grid reached after
//! forming different words has different futures, so the memo table is keyed on both. Each
//! state's `maxDepthReached` is the longest sequence of further valid moves. The generator stops
//! a grid as soon as a path grows past `max_turns`, a word outside the common tier is formed, or
//! more than `max_unique_words` words are met: such a grid is dropped whole, so no depth computed
//! under a limit is ever kept. Every search is bounded by a count of states
//! ([`Budget::max_nodes`](crate::Budget)) and the generator by a count of grids
//! ([`Budget::max_attempts`](crate::Budget)).
//!
//! # Trees
//!
//! The full tree lists every sequence of valid moves and can be large, because the same state
//! is reached by many orders of the same moves. [`TreeShape::Pruned`] (the default) keeps every
//! move on some optimal path and, at each state on such a path, every other valid move as a leaf
//! with its `maxDepthReached`. That is everything a front end needs to judge moves along an
//! optimal game; `docs/BENCHMARKS.md` gives the sizes of both.
//!
//! # Example: the daily level, played to the end
//!
//! ```
//! use wordgames_lexicon::Lexicon;
//! use wordgames_lexicon::BlockList;
//! use wordgames_puzzles::{play::FromPuzzle, wordseq::{self, Dictionary, Game, Move, Verdict}};
//!
//! let lexicon = Lexicon::english();
//! let today = wordseq::daily(&lexicon, "2026-11-22".parse()?)?;
//! let level = &today.puzzle;
//! println!("wordseq #{}: {}", today.day.number, level.initial_grid().to_rows().join(" / "));
//!
//! let dictionary = Dictionary::new(&lexicon, level.word_length(), &BlockList::english())?;
//! let mut game = Game::from_puzzle(level, &dictionary)?;
//! // A move must swap neighbours: anything else is an error, not a verdict.
//! assert!(game.play(Move::new((0, 0), (2, 2))).is_err());
//! // Follow the level's tree along an optimal path; each move keeps the best game open.
//! for mv in level.optimal_path() {
//!     let verdict = game.play(mv)?;
//!     assert!(matches!(verdict, Verdict::Optimal { .. }), "{verdict:?}");
//! }
//! assert!(game.no_move_left()?);
//! let score = game.score()?;
//! assert!(score.is_perfect());
//! assert_eq!(score.to_string(), format!("{0} of {0} moves", level.optimum()));
//! # Ok::<(), wordgames_puzzles::Error>(())
//! ```
//!
//! # Example: the level of any grid
//!
//! ```
//! use wordgames_lexicon::Lexicon;
//! use wordgames_puzzles::{Budget, wordseq::{Dictionary, Grid, Level, TreeShape}};
//!
//! let lexicon = Lexicon::from_words(["seal", "tale"])?;
//! let dictionary = Dictionary::new(&lexicon, 4, &wordgames_lexicon::BlockList::none())?;
//! let level = Level::solve(&Grid::from_rows(["esal", "tlae"])?, &dictionary, TreeShape::Full, Budget::default())?;
//! assert_eq!(level.optimum(), 2);
//! assert_eq!(level.tree().len(), 2); // "seal" first or "tale" first
//! assert!(level.to_json().starts_with(r#"{"initialGrid":[["e","s","a","l"],["t","l","a","e"]],"wordLength":4,"maxDepthReached":2,"#));
//! # Ok::<(), wordgames_puzzles::Error>(())
//! ```

mod dictionary;
mod difficulty;
mod error;
mod explore;
mod game;
mod generate;
mod grid;
mod level;
mod level_game;
mod moves;
mod tree_game;

pub use self::{
    dictionary::{Dictionary, WordClass},
    difficulty::{LevelDifficulty, level_difficulty},
    error::{LevelProblem, Limit, WordseqError},
    game::{Game, Score},
    generate::{Difficulty, ENGLISH_LETTER_WEIGHTS, Report, WordseqGenerator},
    grid::{Grid, MAX_SIDE, Move},
    level::{Level, MAX_LEVEL_BYTES, Node, TreeShape, Verdict},
    level_game::LevelGame,
    tree_game::TreeGame,
};

use wordgames_lexicon::Lexicon;

use self::explore::{Explorer, Limits, Stop};
use crate::{Budget, Date, Error, Result, daily::DailyPuzzle};

/// Checks that the word length is the length of the grid's rows or columns.
pub(crate) fn check_fits(grid: &Grid, word_length: usize) -> Result<(), WordseqError> {
    if word_length != grid.rows() && word_length != grid.cols() {
        return Err(WordseqError::NoLineOfLength {
            word_length,
            rows: grid.rows(),
            cols: grid.cols(),
        });
    }
    Ok(())
}

/// Checks that the grid's letters are the dictionary's.
pub(crate) fn check_profile(grid: &Grid, dictionary: &Dictionary) -> Result<(), WordseqError> {
    let (a, b) = (grid.profile(), dictionary.profile());
    if !std::ptr::eq(a, b) && a != b {
        return Err(WordseqError::OtherProfile {
            grid: a,
            dictionary: b,
        });
    }
    Ok(())
}

/// The title of a game's share summary ([`Play::share`](crate::play::Play::share)):
/// `wordgames wordseq #326 (2026-11-22)` for a daily puzzle, `wordgames wordseq seed 7` for a
/// seed.
///
/// ```
/// use wordgames_puzzles::{daily::Origin, wordseq};
/// assert_eq!(wordseq::title(&Origin::Seed(7)), "wordgames wordseq seed 7");
/// ```
pub fn title(origin: &crate::daily::Origin) -> String {
    format!("wordgames wordseq {}", origin.label())
}

/// The wordseq level of `date`: the normal preset ([`Difficulty::Normal`], pruned tree, default
/// block list) generated from the day's seed ([`Daily::new`](crate::daily::Daily::new)`(GameId::Wordseq, date)`), the
/// level that `wordgames daily` shows and `wordgames play wordseq --date` deals.
///
/// # Errors
///
/// [`Error::Date`] before the first puzzle (2026-01-01); the generator's errors, for example
/// [`Error::NotEnoughWords`] for a lexicon without familiar four-letter words or
/// [`Error::BudgetExhausted`] for one too small to make a level.
///
/// A convenience, and only that: `WordseqGenerator::new(lexicon)` dealing `date` in the
/// public calendar ([`Generator::deal`](crate::Generator::deal)). For a private calendar or
/// another profile ([`WordseqGenerator::new_in`]), make the generator and call `deal`;
/// `wordgames --lang TAG --words FILE play wordseq --date D` deals that level.
///
/// # Example
///
/// ```
/// use wordgames_lexicon::{Lexicon, Profile};
/// use wordgames_puzzles::{Generator, daily::Calendar, wordseq::{self, WordseqGenerator}};
///
/// let english = Lexicon::english();
/// let date = "2026-11-22".parse()?;
/// let generator = WordseqGenerator::new_in(&english, Profile::english())?;
/// let day = generator.deal(&Calendar::PUBLIC, date)?;
/// assert_eq!(day.puzzle.to_json(), wordseq::daily(&english, date)?.puzzle.to_json());
/// assert_eq!(day.puzzle.initial_grid().profile().tag(), "en");
/// # Ok::<(), wordgames_puzzles::Error>(())
/// ```
pub fn daily<D: AsRef<[u8]>>(lexicon: &Lexicon<D>, date: Date) -> Result<DailyPuzzle<Level>> {
    let generator = WordseqGenerator::new(lexicon)?;
    crate::Generator::deal(&generator, &crate::daily::Calendar::PUBLIC, date)
}

impl Level {
    /// The level of any grid: explores every sequence of valid moves and writes the tree of
    /// `shape`. No quality rule applies (that is the generator's business), so words of every
    /// class count.
    ///
    /// # Errors
    ///
    /// [`WordseqError::NoLineOfLength`] when the dictionary's word length fits neither the rows
    /// nor the columns; [`WordseqError::OtherProfile`] when the grid's letters are of another
    /// profile than the dictionary's; [`Error::BudgetExhausted`] when the search needs more than
    /// `budget.max_nodes` states, when the tree would hold more than `budget.max_nodes` nodes,
    /// or when more than 64 distinct words can be formed.
    pub fn solve(
        grid: &Grid,
        dictionary: &Dictionary,
        shape: TreeShape,
        budget: Budget,
    ) -> Result<Level> {
        check_profile(grid, dictionary)?;
        check_fits(grid, dictionary.word_length())?;
        let limits = Limits {
            max_nodes: budget.max_nodes,
            max_depth: None,
            max_words: 64,
            common_only: false,
        };
        let mut explorer = Explorer::new(dictionary, grid.rows(), grid.cols(), limits);
        explorer
            .level(grid, shape, budget.max_nodes)
            .map_err(|stop| match stop {
                Stop::TreeTooLarge => Error::BudgetExhausted(crate::BudgetExhausted {
                    search: "wordseq level tree",
                    budget: budget.max_nodes,
                    unit: "tree nodes",
                    hint: "ask for the pruned tree or raise Budget::max_nodes",
                }),
                other => Error::BudgetExhausted(other.exhausted(
                    "wordseq level search",
                    budget.max_nodes,
                    "a level can form at most 64 distinct words",
                )),
            })
    }
}
