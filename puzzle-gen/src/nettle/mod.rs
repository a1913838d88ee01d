//! Nettle, the WordNet direction game.
//!
//! Every day every player gets the same hidden target word. Each guess is answered with a clue:
//! the route from the guess to the target as a row of emoji, one per step, saying how each word
//! relates to the next without naming any word. An empty clue means the guess is the target.
//!
//! * the clue engine ([`Nettle`], [`Game`]), the emoji of each relation, the target list and
//!   the daily puzzle;
//! * [`share`]: the share summary of a finished game;
//! * [`map`]: the clues so far as a graph, exported as Graphviz DOT;
//! * [`archive`]: every target's route table, computed in parallel and written in a compact
//!   form that answers a guess with one lookup.
//!
//! The routes themselves come from `wordnet-graph` ([`wordgames_wordnet::RouteTable`]).

pub mod archive;
mod game;
pub mod map;
pub mod share;

pub use self::game::{
    Answer, Clue, Game, Nettle, NettleGenerator, NettlePuzzle, SYNONYM_EMOJI, TARGET_SEED, daily,
    emoji, targets,
};
