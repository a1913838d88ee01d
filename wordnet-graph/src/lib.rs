//! Princeton WordNet in memory, and the word graph that routes any word to a target word.
//!
//! This crate reads WordNet's own database files (the WNDB format of releases 3.0 and 3.1) into
//! a compact in-memory [`WordNet`]: synsets, words, pointers, verb frames, glosses, sense keys
//! and tag counts, with lookup by spelling through an [`fst`] index and WordNet's morphology.
//!
//! ```
//! use wordnet_graph::{Pos, Relation, WordNet};
//!
//! // WordNet 3.1 is vendored in this repository; any WNDB `dict` folder works.
//! let wn = WordNet::open(wordnet_graph::vendored_dir())?;
//!
//! let dog = wn.synset_by_name("dog.n.01").unwrap();
//! let parents: Vec<String> = dog.related(Relation::Hypernym).map(|s| s.name()).collect();
//! assert_eq!(parents, ["canine.n.02", "domestic_animal.n.01"]);
//!
//! // Spellings are case-insensitive, with spaces or underscores; inflections go through
//! // WordNet's morphology (exception lists, then detachment rules).
//! assert!(wn.lemma("Ice Cream").is_some());
//! assert_eq!(wn.morphy("geese", Pos::Noun)?[0].text(), "goose");
//! # Ok::<(), wordnet_graph::Error>(())
//! ```
//!
//! # Crate features
//!
//! * `serde`: `Serialize` and `Deserialize` for the ids, [`Pos`], [`Relation`], [`Pointer`]
//!   and [`Frame`].
#![deny(missing_docs)]

mod error;
mod graph;
mod route;
mod types;
mod wordnet;

pub use error::{Error, Result};
pub use graph::{Graph, Relations, WordGraph};
pub use route::{BfsTree, Route, RouteTable, Step, reverse_bfs};
pub use types::{AdjMarker, Frame, LemmaId, Pointer, Pos, Relation, SenseId, SynsetId, WordId};
pub use wordnet::{Lemma, Sense, Synset, Word, WordNet, normalize, vendored_dir};
