//! [`Solution`]: the words of a Letter Boxed solution.

/// A solution: words that chain and cover all twelve letters.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Solution {
    /// The words in playing order.
    pub words: Vec<String>,
}

impl Solution {
    /// The number of letters typed: the sum of the words' lengths in letters.
    pub fn letters(&self) -> usize {
        self.words.iter().map(|w| w.chars().count()).sum()
    }

    /// The number of words.
    pub fn len(&self) -> usize {
        self.words.len()
    }

    /// Whether the solution has no words (never true for a solution of a solver).
    pub fn is_empty(&self) -> bool {
        self.words.is_empty()
    }
}
