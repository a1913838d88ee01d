//! The error type of this crate.

/// A specialised `Result` for dates, days and budgets.
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// Declares an error enum (deriving `thiserror::Error`) that begins with the variants of this
/// crate's [`Error`], with their texts, and goes on with the variants written in it: this
/// crate's `Error`, and a game crate's own (wordgames-puzzles'), which keeps them the same.
#[doc(hidden)]
#[macro_export]
macro_rules! __error_with_shared_variants {
    ($(#[$attr:meta])* $vis:vis enum $name:ident { $($rest:tt)* }) => {
        $(#[$attr])*
        $vis enum $name {
            /// A search used up its budget without finding what it looked for (the family's one
            /// [`BudgetExhausted`](crate::BudgetExhausted)).
            // Its text and no source, as `#[error(transparent)]` would give: a derive cannot read
            // `transparent` from this macro's tokens (hygiene), so `From` is written below.
            #[error("{0}")]
            BudgetExhausted($crate::BudgetExhausted),
            /// A parameter (a generator's, a game key, a calendar's secret) is out of range.
            #[error("parameter {name} = {value}: {reason}")]
            InvalidParameter {
                /// The parameter's name.
                name: &'static str,
                /// The value given.
                value: String,
                /// What the parameter accepts (a fixed rule of the game, generator or calendar).
                reason: &'static str,
            },
            /// A date could not be parsed, or lies before a game's first puzzle.
            #[error("date {q_value}: {reason}", q_value = $crate::__Quoted(.value))]
            Date {
                /// The date as given.
                value: String,
                /// What is wrong with it.
                reason: &'static str,
            },
            $($rest)*
        }

        impl ::core::convert::From<$crate::BudgetExhausted> for $name {
            fn from(spent: $crate::BudgetExhausted) -> $name {
                $name::BudgetExhausted(spent)
            }
        }
    };
}

__error_with_shared_variants! {
    /// What can go wrong with a date, a game key, a calendar's secret or a budget.
    ///
    /// A game crate's own error converts from it (wordgames-puzzles' `Error` keeps the same
    /// variants and texts: both are declared with the same variants).
    #[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
    #[non_exhaustive]
    pub enum Error {}
}
