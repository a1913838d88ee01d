//! The five games as stateless replays.
//!
//! A request carries a date and the whole list of moves of one game; the server replays them
//! through the library's `Game` (microseconds for most games), answers with the verdict of
//! every move and the state after the last, and forgets the game. The client keeps the list
//! (in `localStorage`), drops the moves the server refused, and sends it again with the next
//! move; undo is a shorter list. Since the server holds no game, a restart loses none.
//!
//! Answers stay on the server: a response names the answer (Wordle's word, the Letter Boxed
//! solution, a Word Blender round's missed words, wordseq's best game, Nettle's route) only
//! once the game (or, in Word Blender, the round) has ended in that replay.

pub mod letter_boxed;
pub mod nettle;
pub mod word_blender;
pub mod wordle;
pub mod wordseq;

use serde::Serialize;
use wordgames_puzzles::play::Play;

use crate::error::ApiError;

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
/// 400 naming the field and the bound.
pub fn check_len<T>(field: &str, list: &[T], max: usize) -> Result<(), ApiError> {
    if list.len() > max {
        return Err(ApiError::bad_request(format!(
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
/// 400 naming the field and its index.
pub fn check_word(field: &str, index: usize, word: &str) -> Result<(), ApiError> {
    if word.len() > MAX_WORD_LEN {
        return Err(ApiError::bad_request(format!(
            "{field}[{index}]: at most {MAX_WORD_LEN} bytes, got {}",
            word.len()
        )));
    }
    if word.chars().any(char::is_control) {
        return Err(ApiError::bad_request(format!(
            "{field}[{index}]: control characters are not allowed"
        )));
    }
    Ok(())
}

/// Checks every word of a list field.
///
/// # Errors
/// As [`check_len`] and [`check_word`].
pub fn check_words(field: &str, words: &[String], max: usize) -> Result<(), ApiError> {
    check_len(field, words, max)?;
    for (i, w) in words.iter().enumerate() {
        check_word(field, i, w)?;
    }
    Ok(())
}

/// The verdict on one move: accepted, or refused with the reason (a refused move changes
/// nothing and does not count; the client drops it from its list).
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Refusal {
    /// Why the move was refused, as the library says it.
    pub error: String,
}

/// Maps a library error met during a replay to a 500 (the library refused its own input).
pub fn internal(e: impl std::fmt::Display) -> ApiError {
    ApiError::internal(e.to_string())
}
