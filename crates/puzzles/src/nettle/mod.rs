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
//! The routes themselves come from `wordgames-wordnet` ([`wordgames_wordnet::RouteTable`]).
//!
//! * [`RELATIONS`]: the one table of the relations the game uses, each with its route-file
//!   code, its emoji and its legend text; [`emoji`], the archive and [`legend`] read it.
//! * [`NettleError`]: what can be wrong with a target, a graph, a route file or a puzzle.
//!
//! # Example: the daily puzzle, played to the end
//!
//! ```
//! use wordgames_lexicon::Lexicon;
//! use wordgames_puzzles::{nettle::{self, Game, Nettle, Verdict, share}, play::{FromPuzzle, Play}};
//! use wordgames_wordnet::WordNet;
//!
//! let wn = WordNet::bundled()?;
//! let english = Lexicon::english();
//! let graph = nettle::word_graph(wn, &english)?;
//! let targets = nettle::targets(&wn, &english)?;
//! let today = nettle::daily(&wn, &targets, "2026-01-01".parse()?)?;
//! assert_eq!(today.day.number, 1);
//!
//! let table = Nettle::new(&graph, &today.puzzle.word)?; // the target's route table
//! let mut game = Game::from_puzzle(&today.puzzle, &table)?;
//! assert_eq!(game.play("florbix")?, Verdict::Unknown); // not a word: not counted
//! let Verdict::Clue(clue) = game.play("flower")? else { panic!("flower is a word") };
//! println!("flower: {}", clue.emoji); // one emoji per step toward the target
//! assert!(game.hint().is_some());
//! // The words of the route are revealed when the player gives up...
//! let route = clue.words();
//! // ...and guessing the last one wins.
//! assert!(game.play(route.last().unwrap())?.is_win());
//! assert!(game.is_over());
//! let text = game.share(&share::title(Some(today.day.number)));
//! assert!(text.is_some_and(|text| text.starts_with("Nettle #1: 🎉/2")));
//! # Ok::<(), wordgames_puzzles::Error>(())
//! ```

pub mod archive;
mod difficulty;
mod error;
mod game;
pub mod map;
mod relations;
pub mod share;

pub use self::{
    difficulty::{Difficulty, difficulty, target_frequency},
    error::{FormatProblem, NettleError},
    game::{
        Clue, Game, Nettle, NettleGenerator, NettlePuzzle, TARGET_SEED, Verdict, daily, emoji,
        targets, targets_in_band, word_graph,
    },
    relations::{RELATIONS, RelationInfo, SYNONYM_EMOJI, legend, relation_info},
};
