//! [`BudgetExhausted`]: what every search of the family reports when it runs out of budget.

/// A search used up its budget without finding what it looked for.
///
/// The one shape of this failure in the family: Letter Boxed's, Word Blender's and wordseq's
/// generators (`wordgames_puzzles::Error::BudgetExhausted`), wordseq's game searches
/// (`WordseqError::BudgetExhausted`), Wordle's exact and Absurdle searches
/// (`wordgames_wordle::Error::BudgetExhausted`) and WordNet's hypernym paths
/// (`wordgames_wordnet::Error::BudgetExhausted`) each wrap it, so a caller reads the same four
/// fields from any of them.
///
/// ```
/// use wordgames_lexicon::BudgetExhausted;
///
/// let spent = BudgetExhausted {
///     search: "letter boxed board generation",
///     budget: 100,
///     unit: "attempts",
///     hint: "raise the budget",
/// };
/// assert_eq!(
///     spent.to_string(),
///     "letter boxed board generation: the budget of 100 attempts ran out (raise the budget)"
/// );
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[error("{search}: the budget of {budget} {unit} ran out ({hint})")]
pub struct BudgetExhausted {
    /// Which search ran out, for example "letter boxed board generation".
    pub search: &'static str,
    /// The budget that was spent.
    pub budget: u64,
    /// What the budget counts: "attempts", "nodes", "grids", "positions".
    pub unit: &'static str,
    /// What to change so that the search can succeed.
    pub hint: &'static str,
}
