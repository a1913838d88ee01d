//! Everything that can be wrong with a Word Blender guess or round.

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
    #[error("{word:?}: words have 3 to 6 letters, not {len}")]
    Length {
        /// The guess.
        word: String,
        /// Its length in bytes.
        len: usize,
    },
    /// A guess needs letters the round does not have (or more copies of one).
    #[error("{word:?}: those letters are not all on the rack")]
    NotOnRack {
        /// The guess.
        word: String,
    },
    /// The lexicon does not hold a guess.
    #[error("{word:?}: not in the word list")]
    NotAWord {
        /// The guess.
        word: String,
    },
    /// A guess was found before in this round.
    #[error("{word:?}: already found")]
    AlreadyFound {
        /// The guess.
        word: String,
    },
    /// A guess came after the round ended.
    #[error("{word:?}: the round is over")]
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
    /// A round's letters are not six letters `a`-`z`.
    #[error("{letters:?} is not six letters a-z")]
    NotSixLetters {
        /// The letters.
        letters: String,
    },
    /// A round's scramble spells a word.
    #[error("the scramble {letters:?} is itself a word")]
    ScrambleIsAWord {
        /// The letters.
        letters: String,
    },
    /// A round's letters make no six-letter word.
    #[error("{letters:?} makes no six-letter word")]
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
    #[error("answer {word:?} is not in the common tier")]
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
