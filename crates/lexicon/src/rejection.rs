//! [`Rejection`], why a piece of text cannot be a word: its own module, so that both the
//! [`Normalizer`](crate::Normalizer) and [`Profile`](crate::Profile) use it without depending
//! on each other.

use std::fmt;

/// Why a piece of text cannot be a word.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum Rejection {
    /// Nothing is left after trimming whitespace.
    Empty,
    /// The text holds whitespace inside it ("New York"): a collocation, not a word.
    MultiWord,
    /// A letter outside ASCII that the rules in force do not fold.
    NonAscii(char),
    /// A digit.
    Digit(char),
    /// Punctuation or another symbol (an apostrophe, a hyphen, a full stop).
    Punctuation(char),
    /// A letter that is not in the alphabet of the [`Profile`](crate::Profile) in force and does not fold into
    /// one of its letters (`'ß'` in Polish, `'c'` in Ukrainian).
    NotInAlphabet(char),
}

impl fmt::Display for Rejection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Rejection::Empty => f.write_str("it is empty"),
            Rejection::MultiWord => f.write_str("it holds more than one word"),
            Rejection::NonAscii(c) => write!(f, "{c:?} is not an ASCII letter a-z"),
            Rejection::Digit(c) => write!(f, "{c:?} is a digit"),
            Rejection::Punctuation(c) => write!(f, "{c:?} is not a letter"),
            Rejection::NotInAlphabet(c) => {
                write!(f, "{c:?} is not a letter of the alphabet in use")
            }
        }
    }
}

impl std::error::Error for Rejection {}
