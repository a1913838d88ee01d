//! Everything that can be wrong with a Letter Boxed board, word, solution or puzzle.

use super::{Board, Solution};
use wordgames_lexicon::{Profile, lines::Quoted};

/// What is wrong with a Letter Boxed board, a word played on one, a solution or a generated
/// puzzle: each variant names the board, word or letter at fault.
///
/// The crate's [`Error`](crate::Error) wraps it as
/// [`Error::LetterBoxed`](crate::Error::LetterBoxed), so `?` carries it up from any function of
/// this crate.
///
/// # Example
///
/// ```
/// use wordgames_puzzles::letter_boxed::{Board, LetterBoxedError};
///
/// let board: Board = "abc def ghi jkl".parse()?;
/// let err = board.covers("bad").unwrap_err();
/// assert_eq!(err, LetterBoxedError::SameSide { word: "bad".into(), first: 'b', second: 'a' });
/// assert_eq!(err.to_string(), "\"bad\": 'b' and 'a' are on the same side");
/// # Ok::<(), LetterBoxedError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum LetterBoxedError {
    /// A board's text does not have four groups of letters.
    #[error(
        "letter boxed board {q_board}: expected 4 sides of 3 letters such as \"abc def ghi jkl\", found {found} side{}",
        if *found == 1 { "" } else { "s" }, q_board = Quoted(.board))]
    SideCount {
        /// The board as given.
        board: String,
        /// How many groups of letters it has.
        found: usize,
    },
    /// A side of a board's text does not have three letters.
    #[error("letter boxed board {q_board}: side {side} ({q_text}) has {len} letters, not 3", q_board = Quoted(.board), q_text = Quoted(.text))]
    SideLength {
        /// The board as given.
        board: String,
        /// The side, from 1.
        side: usize,
        /// The side's text.
        text: String,
        /// Its number of letters.
        len: usize,
    },
    /// A board holds a character that is not a letter `a`-`z`.
    #[error("letter boxed board {q_board}: {character:?} is not a letter a-z", q_board = Quoted(.board))]
    NotALetter {
        /// The board as given.
        board: String,
        /// The character.
        character: char,
    },
    /// A board or a word holds a character that is not a letter of its language profile (in
    /// another profile than English, whose boards say [`NotALetter`](Self::NotALetter)).
    #[error("{q_text}: {character:?} is not a letter of {profile}", q_text = Quoted(.text))]
    NotInAlphabet {
        /// The board or the word, as given.
        text: String,
        /// The character, as given.
        character: char,
        /// The profile.
        profile: &'static Profile,
    },
    /// A letter appears twice on a board.
    #[error(
        "letter boxed board {q_board}: the letter {letter:?} appears twice ({sides})", q_board = Quoted(.board), sides = two_sides(*.first_side, *.second_side))]
    RepeatedLetter {
        /// The board as given.
        board: String,
        /// The letter, lowercase.
        letter: char,
        /// The side of its first appearance, from 1.
        first_side: usize,
        /// The side of its second appearance, from 1.
        second_side: usize,
    },
    /// A word has fewer than three letters.
    #[error("{q_word}: words have at least 3 letters, this one has {len}", q_word = Quoted(.word))]
    TooShort {
        /// The word.
        word: String,
        /// Its length in letters.
        len: usize,
    },
    /// A word uses a letter that is not on the board.
    #[error("{q_word}: {letter:?} is not on the board", q_word = Quoted(.word))]
    NotOnBoard {
        /// The word.
        word: String,
        /// The letter.
        letter: char,
    },
    /// Two consecutive letters of a word come from the same side.
    #[error("{q_word}: {first:?} and {second:?} are on the same side", q_word = Quoted(.word))]
    SameSide {
        /// The word.
        word: String,
        /// The first of the two letters.
        first: char,
        /// The letter after it.
        second: char,
    },
    /// A word does not start with the last letter of the word before it.
    #[error("{q_word}: the next word must start with {expected:?}", q_word = Quoted(.word))]
    WrongStart {
        /// The word.
        word: String,
        /// The letter it must start with.
        expected: char,
    },
    /// The lexicon does not hold a word.
    #[error("{q_word}: not in the word list", q_word = Quoted(.word))]
    NotAWord {
        /// The word.
        word: String,
    },
    /// A word was played after the game ended.
    #[error("{q_word}: the game is over", q_word = Quoted(.word))]
    GameOver {
        /// The word.
        word: String,
    },
    /// Words that follow the rules but leave letters uncovered.
    #[error("letters left: {left}")]
    LettersLeft {
        /// The letters not covered, in board order.
        left: String,
    },
    /// A puzzle's solution or chain does not solve its board.
    #[error("the {which} does not solve {board}: {cause}")]
    NotASolution {
        /// `"solution"` or `"chain"`.
        which: &'static str,
        /// The board.
        board: Board,
        /// The rule the words break (in the message, not as a source, so it is printed once).
        cause: Box<LetterBoxedError>,
    },
    /// A puzzle's solution uses a word of the generator's block list.
    #[error("{which} word {q_word} is on the block list", q_word = Quoted(.word))]
    BlockedWord {
        /// `"solution"`.
        which: &'static str,
        /// The word.
        word: String,
    },
    /// A puzzle was built from, or shows, a word outside the generator's band of familiarity.
    #[error("word {q_word} of the chain or solution is not familiar enough", q_word = Quoted(.word))]
    RareChainWord {
        /// The word.
        word: String,
    },
    /// A puzzle's solution does not have `par` words.
    #[error("the solution has {words} words, the par is {par}")]
    SolutionNotPar {
        /// The number of words of the solution.
        words: usize,
        /// The puzzle's par.
        par: usize,
    },
    /// One word covers a puzzle's board.
    #[error("one word solves {board}")]
    OneWordSolves {
        /// The board.
        board: Board,
    },
    /// A shorter solution than the puzzle's par exists.
    #[error("{board} has par {} ({shorter}), not {par}", shorter.len())]
    WrongPar {
        /// The board.
        board: Board,
        /// The par the puzzle claims.
        par: usize,
        /// A solution with fewer words.
        shorter: Solution,
    },
}

impl LetterBoxedError {
    /// The same error naming `word` (the word as the player typed it) instead of the word the
    /// rules read (normalized by the board's profile).
    pub(crate) fn typed_as(mut self, typed: &str) -> LetterBoxedError {
        match &mut self {
            LetterBoxedError::TooShort { word, .. }
            | LetterBoxedError::NotOnBoard { word, .. }
            | LetterBoxedError::SameSide { word, .. }
            | LetterBoxedError::WrongStart { word, .. }
            | LetterBoxedError::NotAWord { word }
            | LetterBoxedError::GameOver { word } => *word = typed.to_string(),
            _ => {}
        }
        self
    }
}

/// Where a repeated letter is: `on side 1` twice on one side, `on sides 1 and 4` on two.
fn two_sides(first: usize, second: usize) -> String {
    if first == second {
        format!("on side {first}")
    } else {
        format!("on sides {first} and {second}")
    }
}
