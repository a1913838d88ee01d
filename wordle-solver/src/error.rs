//! The error type of this crate.

/// A specialised `Result` for this crate.
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// Everything that can go wrong in this crate.
///
/// Every variant carries the facts needed to fix the input: the line, the value, what was
/// expected.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// A line of a word list is not a word of lowercase ASCII letters.
    #[error("line {line}: {value:?} is not a word of ASCII letters a-z")]
    InvalidWord {
        /// The 1-based line number (1 for a single word given directly).
        line: usize,
        /// The offending text.
        value: String,
    },
    /// A word has a different length from the others of its list.
    #[error("line {line}: {value:?} has {got} letters, expected {expected}")]
    WordLength {
        /// The 1-based line number (1 for a single word given directly).
        line: usize,
        /// The offending word.
        value: String,
        /// The length of the list (its first word) or of the game.
        expected: usize,
        /// The length of this word.
        got: usize,
    },
    /// A word length outside the supported range.
    #[error("words of {got} letters are not supported (1 to {max})")]
    UnsupportedLength {
        /// The length asked for.
        got: usize,
        /// The longest supported length, [`MAX_LEN`](crate::MAX_LEN).
        max: usize,
    },
    /// A word appears twice in a list.
    #[error("line {line}: {value:?} appears twice (first on line {first_line})")]
    Duplicate {
        /// The 1-based line number of the second occurrence.
        line: usize,
        /// The repeated word.
        value: String,
        /// The line of the first occurrence.
        first_line: usize,
    },
    /// A word list holds no word.
    #[error("the {list} list holds no word")]
    EmptyList {
        /// Which list: "answers", "guesses" or another label.
        list: &'static str,
    },
    /// The answer and guess lists of a game hold words of different lengths.
    #[error("the answers have {answers} letters but the guesses have {guesses}")]
    ListLengths {
        /// The word length of the answer list.
        answers: usize,
        /// The word length of the guess list.
        guesses: usize,
    },
    /// A feedback has a mark count other than the word length of the game.
    #[error("feedback {value:?} has {got} marks, the words have {expected} letters")]
    FeedbackLength {
        /// The feedback, as `g`, `y` and `.` marks.
        value: String,
        /// The word length of the game.
        expected: usize,
        /// The feedback's number of marks.
        got: usize,
    },
    /// A feedback string cannot be read.
    #[error("{value:?} is not a feedback: {reason}")]
    InvalidFeedback {
        /// The text as given.
        value: String,
        /// What is wrong with it.
        reason: &'static str,
    },
    /// A word is not in the list it must come from.
    #[error("{value:?} is not in the {list} list")]
    UnknownWord {
        /// The word as given.
        value: String,
        /// Which list: "answers" or "guesses".
        list: &'static str,
    },
    /// A guess breaks the hard-mode rule.
    #[error("hard mode: {value:?} {hint}")]
    HardMode {
        /// The refused guess.
        value: String,
        /// The revealed hint it ignores.
        hint: HardHint,
    },
    /// A guess has a different number of letters from the game's words.
    #[error("{value:?} is not a {expected}-letter word")]
    GuessLength {
        /// The guess as given.
        value: String,
        /// The game's word length.
        expected: usize,
        /// The guess's length in characters.
        got: usize,
    },
    /// A guess was made after the game ended.
    #[error("the game is over after {guesses} guesses")]
    GameOver {
        /// The guesses played.
        guesses: usize,
    },
    /// No candidate answer is consistent with the feedback so far.
    #[error("no answer of the list is consistent with the feedback given so far")]
    NoCandidates,
    /// A strategy chose a guess that cannot make progress, or played more turns than allowed.
    #[error("the strategy {strategy} made no progress after {turns} guesses")]
    NoProgress {
        /// The strategy's name.
        strategy: String,
        /// The number of guesses played on the branch that stalled.
        turns: usize,
    },
    /// A search ran out of its node budget before it could finish.
    #[error("the search visited its budget of {budget} nodes without finishing")]
    BudgetExhausted {
        /// The budget, in search nodes.
        budget: u64,
    },
    /// No strategy can guarantee a win in the number of guesses allowed.
    #[error("no strategy solves every answer within {max_guesses} guesses")]
    Infeasible {
        /// The guess limit.
        max_guesses: u8,
    },
    /// A parameter out of its range.
    #[error("invalid parameter {name}: {reason}")]
    InvalidParameter {
        /// The parameter's name.
        name: &'static str,
        /// What is wrong with it.
        reason: String,
    },
    /// A decision tree does not solve an answer the way it claims.
    #[error("the tree fails on {answer:?}: {reason}")]
    InvalidTree {
        /// The answer the tree fails on.
        answer: String,
        /// What goes wrong.
        reason: String,
    },
}

/// A hint revealed by an earlier guess that a hard-mode guess must use.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum HardHint {
    /// A green letter: it must stay in its place.
    Green {
        /// The letter.
        letter: char,
        /// Its position, from 1.
        position: usize,
    },
    /// A revealed letter (green or yellow): the guess must hold at least `count` copies.
    Contains {
        /// The letter.
        letter: char,
        /// How many copies were revealed.
        count: u8,
    },
}

impl std::fmt::Display for HardHint {
    /// `must have 'a' in position 2`, `must contain 'e'` or `must contain 'e' 2 times`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            HardHint::Green { letter, position } => {
                write!(f, "must have {letter:?} in position {position}")
            }
            HardHint::Contains { letter, count: 1 } => write!(f, "must contain {letter:?}"),
            HardHint::Contains { letter, count } => {
                write!(f, "must contain {letter:?} {count} times")
            }
        }
    }
}
