//! The web app's four page games as stateless replays, shared by the server
//! (`crates/web`, `POST /api/<game>`) and the page's WebAssembly module (`bindings/wasm`,
//! `replay`), so that the page plays the same games, with the same verdicts, whether the
//! server answers or the module does.
//!
//! A request carries a date and the whole list of moves of one game; [`letter_boxed::replay`]
//! and its siblings replay them through the library's `Game` (microseconds for most games),
//! answer with the verdict of every move and the state after the last, and forget the game.
//! The client keeps the list, drops the moves refused, and sends it again with the next move;
//! undo is a shorter list.
//!
//! A response names the answer (Wordle's word, the Letter Boxed solution, a Word Blender
//! round's missed words, wordseq's best game) only once the game (or, in Word Blender, the
//! round) has ended in that replay. That keeps answers on the server; the module, which holds
//! the puzzles, cannot keep them from a player who reads it.
//!
//! ```
//! use wordgames_lexicon::Lexicon;
//! use wordgames_puzzles::{Date, letter_boxed, word_blender::WordBlenderGenerator};
//! use wordgames_web_games::{Dictionaries, English, ReplayError, Sources, letter_boxed as lb};
//! use wordgames_wordle::Wordle;
//!
//! struct Mine { lexicon: English, wordle: Wordle, blender: WordBlenderGenerator<&'static [u8]>, seq: Dictionaries }
//! impl Sources for Mine {
//!     type Words = &'static [u8];
//!     fn lexicon(&self) -> &English { &self.lexicon }
//!     fn wordle(&self) -> &Wordle { &self.wordle }
//!     fn blender(&self) -> Result<&WordBlenderGenerator<&'static [u8]>, ReplayError> { Ok(&self.blender) }
//!     fn dictionary(&self, n: usize) -> Result<&wordgames_puzzles::wordseq::Dictionary, ReplayError> {
//!         self.seq.get(&self.lexicon, n)
//!     }
//! }
//! let mine = Mine {
//!     lexicon: Lexicon::english(),
//!     wordle: Wordle::classic_lazy(),
//!     blender: WordBlenderGenerator::new(Lexicon::english()).unwrap(),
//!     seq: Dictionaries::default(),
//! };
//! let date: Date = "2026-01-01".parse().unwrap();
//! let today = letter_boxed::daily(&mine.lexicon, date).unwrap();
//! let request: lb::Request = serde_json::from_str(r#"{"date":"2026-01-01","words":["zzz"]}"#).unwrap();
//! let response = lb::replay(&mine, &today, &request).unwrap();
//! assert_eq!(response.game.state.status, wordgames_puzzles::play::Status::Playing);
//! assert!(response.game.results[0].error.is_some());
//! assert!(response.game.state.solution.is_none()); // named only once the game is over
//! ```

pub mod language;
pub mod letter_boxed;
pub mod word_blender;
pub mod wordle;
pub mod wordseq;

pub use crate::language::{Language, Words};

use serde::Serialize;
use wordgames_lexicon::{Lexicon, Profile};
use wordgames_puzzles::{
    Date, play::Play, word_blender::WordBlenderGenerator, wordseq::Dictionary,
};
use wordgames_wordle::Wordle;

/// The embedded English lexicon's type.
pub type English = Lexicon<&'static [u8]>;

/// What the replays are made from: the lexicon, Wordle's lists, the Word Blender generator and
/// wordseq's dictionaries. The server holds them for the process; the module for the page.
///
/// The language is the sources': Letter Boxed plays the daily board's letters, Word Blender
/// the generator's [profile](WordBlenderGenerator::profile), Wordle its lists' (and the
/// response's keyboard holds that alphabet's letters).
pub trait Sources {
    /// The lexicon's storage: `&'static [u8]` for the embedded English lexicon, or
    /// `Cow<'static, [u8]>` for [`AnyLexicon`](wordgames_lexicon::AnyLexicon), a list read at
    /// run time.
    type Words: AsRef<[u8]>;
    /// The lexicon (Letter Boxed's words).
    fn lexicon(&self) -> &Lexicon<Self::Words>;
    /// Wordle's lists (a [`Wordle::classic_lazy`] is enough: playing never needs the table).
    fn wordle(&self) -> &Wordle;
    /// The Word Blender generator with its default settings (the daily game's).
    ///
    /// # Errors
    /// The generator cannot be built for these words (no six-letter word, say): Word Blender's
    /// replies fail, the other games do not.
    fn blender(&self) -> Result<&WordBlenderGenerator<Self::Words>, ReplayError>;
    /// The wordseq dictionary of `word_length` (2 to 6).
    ///
    /// # Errors
    /// [`ReplayError::Internal`] when the library cannot build it.
    fn dictionary(&self, word_length: usize) -> Result<&Dictionary, ReplayError>;
}

/// wordseq dictionaries by word length, each built on first use
/// ([`wordgames_puzzles::language::Dictionaries`]; the library's error, when it cannot build
/// one, is kept as it is and told as a [`ReplayError::Internal`] at each call).
#[derive(Debug, Default)]
pub struct Dictionaries(wordgames_puzzles::language::Dictionaries);

impl Dictionaries {
    /// The dictionary of `word_length` over `lexicon` and the English block list, built on
    /// the first call for that length.
    ///
    /// # Errors
    /// [`ReplayError::Internal`] for a length with no dictionary, or what the library reports.
    pub fn get<D: AsRef<[u8]>>(
        &self,
        lexicon: &Lexicon<D>,
        word_length: usize,
    ) -> Result<&Dictionary, ReplayError> {
        self.get_in(lexicon, Profile::english(), word_length)
    }

    /// [`Dictionaries::get`] over a lexicon of `profile`'s words, as the day's level is made
    /// ([`Dictionaries::get_in`](wordgames_puzzles::language::Dictionaries::get_in)).
    ///
    /// # Errors
    /// As [`Dictionaries::get`].
    pub fn get_in<D: AsRef<[u8]>>(
        &self,
        lexicon: &Lexicon<D>,
        profile: &'static Profile,
        word_length: usize,
    ) -> Result<&Dictionary, ReplayError> {
        self.0
            .get_in(lexicon, profile, word_length)
            .map_err(internal)
    }
}

/// Why a request was not replayed.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum ReplayError {
    /// The request is malformed or a field is out of bounds (the server's 400).
    BadRequest(String),
    /// The library refused its own input (the server's 500).
    Internal(String),
}

impl std::fmt::Display for ReplayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReplayError::BadRequest(m) | ReplayError::Internal(m) => f.write_str(m),
        }
    }
}

impl std::error::Error for ReplayError {}

/// How a replayed game stands, decided in one place for every game through the library's
/// [`Play`] trait: the response's `status` (`playing`, `won`, `lost`, `gaveUp`) and the game's
/// answer, which is `None` until the game is over, so no response can name it earlier.
pub fn ending<G: Play>(game: &G) -> (&'static str, Option<G::Answer>) {
    (game.status().as_str(), game.answer())
}

/// The most guesses or words a list may hold (Wordle, Letter Boxed, Nettle).
pub const MAX_WORDS: usize = 64;
/// The most moves a list may hold (Word Blender events, wordseq swaps).
pub const MAX_MOVES: usize = 200;
/// The longest word or guess, in bytes.
pub const MAX_WORD_LEN: usize = 32;

/// Checks the length of a list field.
///
/// # Errors
/// [`ReplayError::BadRequest`] naming the field and the bound.
pub fn check_len<T>(field: &str, list: &[T], max: usize) -> Result<(), ReplayError> {
    if list.len() > max {
        return Err(ReplayError::BadRequest(format!(
            "{field}: at most {max} entries, got {}",
            list.len()
        )));
    }
    Ok(())
}

/// Checks one word or guess: at most [`MAX_WORD_LEN`] bytes, no control characters. Whether
/// it is a word of the game is for the game to say, as a verdict.
///
/// # Errors
/// [`ReplayError::BadRequest`] naming the field and its index.
pub fn check_word(field: &str, index: usize, word: &str) -> Result<(), ReplayError> {
    if word.len() > MAX_WORD_LEN {
        return Err(ReplayError::BadRequest(format!(
            "{field}[{index}]: at most {MAX_WORD_LEN} bytes, got {}",
            word.len()
        )));
    }
    if word.chars().any(char::is_control) {
        return Err(ReplayError::BadRequest(format!(
            "{field}[{index}]: control characters are not allowed"
        )));
    }
    Ok(())
}

/// Checks every word of a list field.
///
/// # Errors
/// As [`check_len`] and [`check_word`].
pub fn check_words(field: &str, words: &[String], max: usize) -> Result<(), ReplayError> {
    check_len(field, words, max)?;
    for (i, w) in words.iter().enumerate() {
        check_word(field, i, w)?;
    }
    Ok(())
}

/// A reply to a replay: the puzzle's date and number, the game as it stands after the moves
/// (`G`, each game's `View`, whose fields follow `number` in the JSON), and the share summary
/// last.
#[derive(Debug, Clone, Serialize)]
pub struct Reply<G> {
    /// The date.
    pub date: Date,
    /// The puzzle number.
    pub number: u64,
    /// The game after the moves: each move's verdict and the state after the last.
    #[serde(flatten)]
    pub game: G,
    /// The share summary, once the game is over (the library's `Play::share`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub share: Option<String>,
}

/// The verdict on one move: accepted, or refused with the reason (a refused move changes
/// nothing and does not count; the client drops it from its list).
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Refusal {
    /// Why the move was refused, as the library says it.
    pub error: String,
}

/// A library error met during a replay, as [`ReplayError::Internal`] (the library refused its
/// own input).
pub fn internal(e: impl std::fmt::Display) -> ReplayError {
    ReplayError::Internal(e.to_string())
}
