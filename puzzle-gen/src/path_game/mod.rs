//! Nettle, the WordNet direction game: the parts that do not need WordNet itself.
//!
//! Every day every player gets the same hidden target word. Each guess is answered with a clue:
//! the route from the guess to the target as a row of emoji, one per step, saying how each word
//! relates to the next without naming any word. This module holds the game's share summary
//! ([`share::summary`]); the clue engine builds on `wordnet-graph`'s routes.

pub mod share;
