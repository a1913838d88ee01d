//! The error type of this crate.

use wordgames_lexicon::{BudgetExhausted, lines::Quoted};

/// A specialised `Result` for dates, days and budgets.
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// What can go wrong with a date, a game key, a calendar's secret or a budget.
///
/// A game crate's own error converts from it (wordgames-puzzles' `Error` keeps the same
/// variants and texts).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// A search used up its budget without finding what it looked for (the family's one
    /// [`BudgetExhausted`]).
    #[error(transparent)]
    BudgetExhausted(#[from] BudgetExhausted),
    /// A parameter (a game key, a calendar's secret) is out of range.
    #[error("parameter {name} = {value}: {reason}")]
    InvalidParameter {
        /// The parameter's name.
        name: &'static str,
        /// The value given.
        value: String,
        /// What the parameter accepts.
        reason: &'static str,
    },
    /// A date could not be parsed, or lies before a game's first puzzle.
    #[error("date {q_value}: {reason}", q_value = Quoted(.value))]
    Date {
        /// The date as given.
        value: String,
        /// What is wrong with it.
        reason: &'static str,
    },
}
