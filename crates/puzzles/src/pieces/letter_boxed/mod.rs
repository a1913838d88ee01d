//! Letter Boxed's pieces: [`Board`] (with its [`Playable`] automaton), [`Solution`] and
//! [`LetterBoxedError`], re-exported by [`crate::letter_boxed`].

mod board;
mod error;
mod solution;

pub use self::{
    board::{Board, Playable},
    error::LetterBoxedError,
    solution::Solution,
};

/// Marks a letter that is not on the board in [`Board`]'s lookup table.
pub(crate) const ABSENT: u8 = u8::MAX;
