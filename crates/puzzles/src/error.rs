//! The error type of this crate.

use wordgames_lexicon::lines::Quoted;

/// A specialised `Result` for puzzle generation.
pub type Result<T, E = Error> = std::result::Result<T, E>;

wordgames_play::__error_with_shared_variants! {
    /// Everything that can go wrong while generating, parsing or solving a puzzle: the variants
    /// of wordgames-play's `Error` first, with the same texts, then this crate's.
    ///
    /// `Clone`, so that a caller can cache an error or share it between threads (the I/O and JSON
    /// errors inside are behind an `Arc`).
    #[derive(Debug, Clone, thiserror::Error)]
    #[non_exhaustive]
    pub enum Error {
        /// A game id that is none of [`GameId`](crate::daily::GameId)'s.
        #[error(
            "unknown game {q_value}: the games are letter-boxed, blender, wordle, wordseq and nettle", q_value = Quoted(.value))]
        UnknownGame {
            /// The id as given.
            value: String,
        },
        /// The lexicon has no words of the kind a generator needs.
        #[error("the lexicon has no {what}")]
        NotEnoughWords {
            /// What the generator looked for, for example "common six-letter words".
            what: String,
        },
        /// An error from the lexicon.
        #[error(transparent)]
        Lexicon(#[from] wordgames_lexicon::Error),
        #[cfg(feature = "letter-boxed")]
        /// A Letter Boxed board, word, solution or puzzle breaks a rule of the game.
        #[error(transparent)]
        LetterBoxed(#[from] crate::letter_boxed::LetterBoxedError),
        #[cfg(feature = "word-blender")]
        /// A Word Blender rack, guess or round breaks a rule of the game.
        #[error(transparent)]
        WordBlender(#[from] crate::word_blender::WordBlenderError),
        #[cfg(feature = "wordseq")]
        /// A wordseq grid, move, level or game is wrong.
        #[error(transparent)]
        Wordseq(#[from] crate::wordseq::WordseqError),
        /// An error from the Wordle crate: its lists or a move of its game.
        #[error(transparent)]
        Wordle(#[from] wordgames_wordle::Error),
        #[cfg(feature = "nettle")]
        /// An error from WordNet: loading it, or a route table.
        #[error(transparent)]
        WordNet(#[from] wordgames_wordnet::Error),
        #[cfg(feature = "nettle")]
        /// A Nettle target, graph, route file or puzzle is wrong.
        #[error(transparent)]
        Nettle(#[from] crate::nettle::NettleError),
    }
}

impl From<wordgames_play::Error> for Error {
    /// The same variant, with the same text.
    fn from(error: wordgames_play::Error) -> Error {
        match error {
            wordgames_play::Error::BudgetExhausted(e) => Error::BudgetExhausted(e),
            wordgames_play::Error::InvalidParameter {
                name,
                value,
                reason,
            } => Error::InvalidParameter {
                name,
                value,
                reason,
            },
            wordgames_play::Error::Date { value, reason } => Error::Date { value, reason },
            // The enum is non-exhaustive: a variant added later keeps its text.
            other => Error::InvalidParameter {
                name: "wordgames-play",
                value: other.to_string(),
                reason: "an error of the shared vocabulary",
            },
        }
    }
}
