//! Commonness grades.

use std::fmt;

/// How common a word is: lower is more common.
///
/// The embedded English lexicon uses SCOWL size classes as grades (10, 20, 35, 40, 50, 55, 60,
/// 70, 80): a word's grade is the smallest SCOWL list that holds it. SCOWL describes size 35 and
/// below as the words found in most dictionaries, so [`Grade::COMMON`] (35) is the boundary of the
/// curated tier that games choose puzzle words from; every grade is accepted when a player types
/// a word.
///
/// # Example
///
/// ```
/// use wordgames_lexicon::{Grade, Lexicon};
///
/// let english = Lexicon::english();
/// assert!(english.grade("house").unwrap().is_common());
/// assert!(!english.grade("aahed").unwrap().is_common());
/// assert_eq!(english.grade("qwzx"), None);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct Grade(u8);

impl Grade {
    /// The most common grade there can be.
    pub const MIN: Grade = Grade(0);
    /// The boundary of the curated common tier: SCOWL size 35.
    pub const COMMON: Grade = Grade(35);
    /// The least common grade there can be.
    pub const MAX: Grade = Grade(u8::MAX);
    /// The grade a read with [`ReadOptions::grade_by_case`](crate::ReadOptions::grade_by_case)
    /// gives to names and abbreviations of a plain list: SCOWL's rarest size class, outside the
    /// common tier.
    pub const RARE: Grade = Grade(80);
    /// The grade given to the words of a plain list that names no grades: the common tier, so
    /// that a caller's own list serves both to accept and to choose words.
    pub const DEFAULT: Grade = Grade::COMMON;

    /// A grade from its number (for the embedded lexicon, a SCOWL size class).
    pub const fn new(value: u8) -> Grade {
        Grade(value)
    }

    /// The grade's number.
    pub const fn get(self) -> u8 {
        self.0
    }

    /// Whether the grade is in the curated common tier (at most [`Grade::COMMON`]).
    pub const fn is_common(self) -> bool {
        self.0 <= Grade::COMMON.0
    }
}

impl Default for Grade {
    fn default() -> Self {
        Grade::DEFAULT
    }
}

impl fmt::Display for Grade {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}
