//! Everything that can be wrong with a Word Blender guess or round.

use wordgames_lexicon::lines::Quoted;

/// What is wrong with a Word Blender guess or round: each variant names the word or letters at
/// fault.
///
/// The crate's [`Error`](crate::Error) wraps it as
/// [`Error::WordBlender`](crate::Error::WordBlender).
///
/// # Example
///
/// ```
/// use wordgames_lexicon::Lexicon;
/// use wordgames_puzzles::word_blender::{WordBlenderError, WordBlenderGenerator};
///
/// let blender = WordBlenderGenerator::new(Lexicon::english())?;
/// let round = blender.round("tlapne")?;
/// let err = blender.accepts(&round, "apple").unwrap_err();
/// assert_eq!(err, WordBlenderError::NotOnRack { word: "apple".into() });
/// assert_eq!(err.to_string(), "\"apple\": those letters are not all on the rack");
/// # Ok::<(), wordgames_puzzles::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum WordBlenderError {
    /// A guess is shorter than three or longer than six letters.
    #[error("{q_word}: words have 3 to 6 letters, not {len}", q_word = Quoted(.word))]
    Length {
        /// The guess.
        word: String,
        /// Its length in bytes.
        len: usize,
    },
    /// A guess needs letters the round does not have (or more copies of one).
    #[error("{q_word}: those letters are not all on the rack", q_word = Quoted(.word))]
    NotOnRack {
        /// The guess.
        word: String,
    },
    /// The lexicon does not hold a guess.
    #[error("{q_word}: not in the word list", q_word = Quoted(.word))]
    NotAWord {
        /// The guess.
        word: String,
    },
    /// A guess was found before in this round.
    #[error("{q_word}: already found", q_word = Quoted(.word))]
    AlreadyFound {
        /// The guess.
        word: String,
    },
    /// A guess came after the round ended.
    #[error("{q_word}: the round is over", q_word = Quoted(.word))]
    RoundOver {
        /// The guess.
        word: String,
    },
    /// The next round was asked for while the current one is being played.
    #[error("round {round} is still being played")]
    RoundNotOver {
        /// The current round's number, from 1.
        round: u32,
    },
    /// The next round was asked for after the game ended.
    #[error("the game is over after {rounds} completed rounds")]
    GameOver {
        /// The rounds completed.
        rounds: u32,
    },
    /// A game asked for with rounds that last no time.
    #[error("parameter round_time = {round_time:?}: a round needs some time")]
    NoRoundTime {
        /// The round time asked for.
        round_time: std::time::Duration,
    },
    /// A round's letters are not six letters `a`-`z`.
    #[error("{q_letters} is not six letters a-z", q_letters = Quoted(.letters))]
    NotSixLetters {
        /// The letters.
        letters: String,
    },
    /// A round's scramble spells a word.
    #[error("the scramble {q_letters} is itself a word", q_letters = Quoted(.letters))]
    ScrambleIsAWord {
        /// The letters.
        letters: String,
    },
    /// A round's letters make no six-letter word.
    #[error("{q_letters} makes no six-letter word", q_letters = Quoted(.letters))]
    NoSixLetterWord {
        /// The letters.
        letters: String,
    },
    /// A word of a round's answer list does not count as a guess.
    #[error("answer {cause}")]
    BadAnswer {
        /// Why the answer would not count (in the message, not as a source, so it is printed
        /// once).
        cause: Box<WordBlenderError>,
    },
    /// A word of a round's answer list is not in the common tier.
    #[error("answer {q_word} is not in the common tier", q_word = Quoted(.word))]
    RareAnswer {
        /// The word.
        word: String,
    },
    /// A round's answer list is not ordered by length, then alphabetically.
    #[error("the answers are not sorted by length then alphabet")]
    Unsorted,
    /// A round's answer list is not every common word its letters make.
    #[error("the answer list has {listed} words, the common tier makes {expected}")]
    IncompleteAnswers {
        /// The words listed.
        listed: usize,
        /// The common words the letters make.
        expected: usize,
    },
}
