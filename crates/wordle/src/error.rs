//! The error type of this crate.

use wordgames_lexicon::lines::Quoted;

/// The hint of [`Error::BudgetExhausted`] for the searches of this crate.
pub(crate) const BUDGET_HINT: &str = "raise the budget, or fix the first guess";

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
    #[error("line {line}: {} is not a word of ASCII letters a-z", Quoted(.value))]
    InvalidWord {
        /// The 1-based line number (1 for a single word given directly).
        line: usize,
        /// The offending text.
        value: String,
    },
    /// A word of a list in a language profile holds a character that is not a letter of it.
    #[error("line {line}: {} is not a word: {reason}", Quoted(.value))]
    NotALetter {
        /// The 1-based line number (1 for a single word given directly).
        line: usize,
        /// The text as given.
        value: String,
        /// Why, naming the character and the language.
        reason: String,
    },
    /// A word has a different length from the others of its list.
    #[error("line {line}: {} has {got} letters, expected {expected}", Quoted(.value))]
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
    #[error("line {line}: {} appears twice (first on line {first_line})", Quoted(.value))]
    Duplicate {
        /// The 1-based line number of the second occurrence.
        line: usize,
        /// The repeated word.
        value: String,
        /// The line of the first occurrence.
        first_line: usize,
    },
    /// A line of a word list is longer than [`MAX_LIST_LINE`](crate::MAX_LIST_LINE) bytes.
    #[error("line {line}: the line is longer than {max} bytes (a word list holds one word a line)")]
    LineTooLong {
        /// The 1-based line number.
        line: usize,
        /// The bound, in bytes.
        max: usize,
    },
    /// A line of a word list is not UTF-8.
    #[error("line {line}: the line is not valid UTF-8")]
    NotUtf8 {
        /// The 1-based line number.
        line: usize,
    },
    /// A word list could not be read.
    #[error("line {line}: read failed: {message}")]
    Read {
        /// The 1-based number of the line being read.
        line: usize,
        /// The kind of the I/O error.
        kind: std::io::ErrorKind,
        /// The I/O error's message.
        message: String,
    },
    /// A word list holds no word.
    #[error("the {list} list holds no word")]
    EmptyList {
        /// Which list: "answers", "guesses" or another label.
        list: &'static str,
    },
    /// A lexicon has no word of the length a Wordle made from it needs
    /// ([`Wordle::from_lexicon`](crate::Wordle::from_lexicon)).
    #[error(
        "the lexicon has no word of {length} letters to play Wordle with (it has {words} words)"
    )]
    NoWordOfLength {
        /// The word length asked for.
        length: usize,
        /// How many words the lexicon has, of any length.
        words: usize,
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
    #[error("feedback {} has {got} marks, the words have {expected} letters", Quoted(.value))]
    FeedbackLength {
        /// The feedback, as `g`, `y` and `.` marks.
        value: String,
        /// The word length of the game.
        expected: usize,
        /// The feedback's number of marks.
        got: usize,
    },
    /// A feedback string cannot be read.
    #[error("{} is not a feedback: {reason}", Quoted(.value))]
    InvalidFeedback {
        /// The text as given.
        value: String,
        /// What is wrong with it.
        reason: &'static str,
    },
    /// A word is not in the list it must come from.
    #[error("{} is not in the {list} list", Quoted(.value))]
    UnknownWord {
        /// The word as given.
        value: String,
        /// Which list: "answers" or "guesses".
        list: &'static str,
    },
    /// A guess breaks the hard-mode rule.
    #[error("hard mode: {} {hint}", Quoted(.value))]
    HardMode {
        /// The refused guess.
        value: String,
        /// The revealed hint it ignores.
        hint: HardHint,
    },
    /// A guess has a different number of letters from the game's words.
    #[error("{} is not a {expected}-letter word", Quoted(.value))]
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
    /// A feedback that no answer still possible can give: the turn is refused and the state
    /// is left as it was (a typo in the feedback, or a turn played after the game was won).
    #[error(
        "turn {turn}: no answer still possible gives {feedback} to {guess:?} ({candidates} were possible before it); check the marks"
    )]
    ImpossibleFeedback {
        /// The 1-based turn that was refused.
        turn: usize,
        /// The guess of that turn.
        guess: String,
        /// The feedback given for it.
        feedback: String,
        /// How many answers were possible before the turn.
        candidates: usize,
    },
    /// No candidate answer is consistent with the feedback so far.
    #[error("no answer of the list is consistent with the feedback given so far")]
    NoCandidates,
    /// A strategy chose a guess that cannot make progress, or played more turns than allowed.
    #[error(
        "the strategy {strategy} chose a guess that leaves all {candidates} candidates possible (guess {turns} of a branch)"
    )]
    NoProgress {
        /// The strategy's name.
        strategy: String,
        /// The number of guesses played on the branch that stalled.
        turns: usize,
        /// The candidates the guess left unchanged.
        candidates: usize,
    },
    /// A simulation played more guesses on one branch than it allows.
    #[error(
        "the strategy {strategy} played {turns} guesses on one branch and {candidates} answers were still possible (a simulation stops a branch at {turns} guesses)"
    )]
    TurnLimit {
        /// The strategy's name.
        strategy: String,
        /// The guesses played on the branch: the simulation's limit.
        turns: usize,
        /// The answers still possible at the limit.
        candidates: usize,
    },
    /// A search ran out of its node budget before it could finish.
    /// The family's one [`BudgetExhausted`](wordgames_lexicon::BudgetExhausted), as
    /// `wordgames_puzzles::Error::BudgetExhausted` wraps it.
    #[error(
        "the search visited its budget of {} {} without finishing ({})",
        .0.budget,
        .0.unit,
        .0.hint
    )]
    BudgetExhausted(wordgames_lexicon::BudgetExhausted),
    /// No strategy can guarantee a win in the number of guesses allowed.
    #[error("no strategy solves every answer within {max_guesses} guesses")]
    Infeasible {
        /// The guess limit.
        max_guesses: u8,
    },
    /// A parameter out of its range.
    ///
    /// The same shape as `wordgames_puzzles::Error::InvalidParameter`, but for a reason that
    /// may name the value (a checkpoint's line, the number of answers).
    #[error("invalid parameter {name}: {reason}")]
    InvalidParameter {
        /// The parameter's name.
        name: &'static str,
        /// The value given (empty when there is none, as for a worker that panicked).
        value: String,
        /// What is wrong with it.
        reason: String,
    },
    /// The feedback table of these lists (answers × guesses codes, in two layouts) would be
    /// larger than [`MAX_TABLE_BYTES`](crate::MAX_TABLE_BYTES); checked, with checked
    /// arithmetic, before anything is allocated.
    #[error(
        "{answers} answers × {guesses} guesses: the feedback table would take more than \
         MAX_TABLE_BYTES ({max} bytes); use shorter lists"
    )]
    TableTooLarge {
        /// The number of answers.
        answers: usize,
        /// The number of guesses (answers included).
        guesses: usize,
        /// The bound, in bytes.
        max: usize,
    },
    /// A decision tree does not solve an answer the way it claims.
    #[error("the tree fails on {}: {reason}", Quoted(.answer))]
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
