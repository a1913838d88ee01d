//! Princeton WordNet in memory: NLTK's names, paths, similarity measures and information
//! content, and the word graph that routes any word to a target word.
//!
//! This crate is for researchers, word games and tools that need WordNet's senses and relations
//! fast: it reads WordNet's own database files (the WNDB format of releases 3.0 and 3.1) into a
//! compact in-memory [`WordNet`], names synsets as NLTK does (`dog.n.01`), measures how similar
//! two synsets are with NLTK's definitions and values ([`Similarity`]), builds a [`petgraph`]
//! graph over its senses, and answers "how far is this word from that one, and by which route?"
//! for every word at once.
//!
//! ```
//! use wordgames_wordnet::{Pos, Relation, Relations, WordGraph, WordNet};
//!
//! // WordNet 3.1 is bundled in the crate; WordNet::open reads any WNDB `dict` folder.
//! let wn = WordNet::bundled()?;
//!
//! let dog = wn.synset_by_name("dog.n.01").unwrap();
//! let parents: Vec<String> = dog.related(Relation::Hypernym).map(|s| s.name()).collect();
//! assert_eq!(parents, ["canine.n.02", "domestic_animal.n.01"]);
//!
//! // Spellings are case-insensitive, with spaces or underscores; inflections go through
//! // NLTK's morphology (exception lists, then detachment rules), and wn.synsets(word) is
//! // synsets_of, in NLTK's order.
//! assert!(wn.lemma("Ice Cream").is_some());
//! assert_eq!(wn.morphy("geese", Pos::Noun)?[0].text(), "goose");
//! assert_eq!(wn.synsets_of("geese", None)?[0].name(), "goose.n.01");
//!
//! // Every word's route to "cat", in one breadth-first search.
//! let graph = WordGraph::build(wn, Relations::default())?;
//! let table = graph.route_table(wn.lemma("cat").unwrap().id())?;
//! let route = table.answer(wn.lemma("dog").unwrap().id()).unwrap();
//! let words: Vec<&str> = route.senses().map(|s| wn.sense(s).word().lemma()).collect();
//! assert_eq!(words, ["dog", "domestic_animal", "domestic_cat", "cat"]);
//! assert_eq!(route.steps[0].relation, Relation::Hypernym);
//! # Ok::<(), wordgames_wordnet::Error>(())
//! ```
//!
//! For research, the measures of NLTK and WordNet::Similarity, with NLTK's exact semantics (its
//! simulated root for verbs, its subsumers, its information content), about 100 times faster
//! than NLTK for the information-content measures and thousands of times for the others (CPU
//! time, docs/BENCHMARKS.md):
//!
//! ```
//! use wordgames_wordnet::{IcOptions, InformationContent, Measure, Similarity, WordNet};
//!
//! let wn = WordNet::bundled()?;
//! let sim = Similarity::new(wn)?;
//! let dog = wn.find_synset("dog.n.01")?.id();
//! let cat = wn.find_synset("cat.n.01")?.id();
//! assert_eq!(sim.path_similarity(dog, cat), Some(0.2));
//!
//! // Information content as NLTK's wn.ic(corpus) counts it, from any plain text.
//! let corpus = "The dog chased the cat. Cats and dogs are animals.";
//! let ic = InformationContent::from_corpus(wn, corpus.as_bytes(), "corpus", IcOptions::default())?;
//! let lin = sim.measure(Measure::Lin, dog, cat, Some(&ic))?.unwrap();
//! assert!(lin > 0.0 && lin < 1.0);
//! # Ok::<(), wordgames_wordnet::Error>(())
//! ```
//!
//! # Overview
//!
//! * [`WordNet`]: the loader and its views. [`Synset`] (part of speech with satellites kept
//!   apart, lexicographer file, words, [`Pointer`]s, verb [`Frame`]s, gloss split into
//!   definition and examples), [`Word`] (a word slot of a data line: lemma as written, lexical
//!   id, [`AdjMarker`]), [`Sense`] (a (synset, spelling) pair: sense key, sense number, tag
//!   count) and [`Lemma`] (a spelling with its senses in every part of speech).
//!   [`WordNet::lemma`] looks spellings up through an [`fst::Map`]; [`WordNet::morphy`] and
//!   [`WordNet::synsets_of`] add NLTK's morphology, [`WordNet::morphstr`] and
//!   [`WordNet::lookup`] the C library's.
//! * NLTK's API, with NLTK's answers (docs/WORDNET.md, checked against NLTK for every synset):
//!   synset-level relations ([`Synset::related_synsets`], [`Synset::hypernyms`],
//!   [`Synset::also_sees`], ...), lemma-level ones on a [`Word`] (NLTK's `Lemma`:
//!   [`Word::antonyms`], [`Word::derivationally_related_forms`], [`Word::pertainyms`], ...),
//!   frames and counts, [`Synset::closure`], [`Synset::tree`] ([`SynsetTree`]),
//!   [`Synset::hypernym_distances`], [`Synset::common_hypernyms`], [`WordNet::all_synsets`],
//!   [`WordNet::all_lemma_names`], a built-in [`LEXNAMES`], and [`SynsetMap`] between releases
//!   by sense keys (NLTK's `map_to_one`).
//! * Names, both ways, as NLTK writes them: [`Synset::name`] and [`WordNet::find_synset`]
//!   (`dog.n.01`), [`Word::name`] and [`WordNet::word_by_name`] (`dog.n.01.Canis_familiaris`),
//!   [`Sense::key`] and [`WordNet::sense_by_key`] (`dog%1:05:00::`), with
//!   [`Sense::computed_key`] for a WordNet without `index.sense`.
//! * [`Similarity`]: the hypernym hierarchy (instance hypernyms included) precomputed once:
//!   hypernym paths, minimum and maximum depths, common and lowest common hypernyms
//!   ([`Subsumer`], [`LcsDepth`]), the shortest-path distance with or without NLTK's simulated
//!   root ([`SimulateRoot`]), and the six measures `path`, `lch`, `wup`, `res`, `jcn`, `lin`
//!   ([`Measure`]).
//! * [`InformationContent`]: counts per synset and `-ln(count / root)`, from an `ic-*.dat`
//!   file (NLTK's `wordnet_ic`, WordNet::Similarity), from a plain-text corpus as NLTK's
//!   `wn.ic` counts it ([`IcOptions`]), or from WordNet's sense tag counts.
//! * [`WordNet::stats`]: counts by part of speech and by pointer type ([`Stats`]).
//! * [`WordGraph`]: one node per sense; pointer edges, plus the homograph and synonym shims,
//!   over a [`Relations`] set. It borrows its [`WordNet`], and its route tables borrow it.
//!   [`WordGraph::graph`] is a plain petgraph [`Graph`] ([`petgraph::csr::Csr`]) for petgraph's
//!   own algorithms, built on first use.
//! * [`reverse_bfs`]: the multi-source backward breadth-first search, generic over petgraph's
//!   visit traits, with ties broken by a caller's rank.
//! * [`RouteTable`]: one target's answer for every guess, compact, read with one lookup;
//!   [`Route`] and [`Step`] spell a route out as (relation, sense) steps.
//!
//! # Routes for a game
//!
//! A game like Nettle picks a target spelling, and each guess is scored by its distance to it.
//! [`WordGraph::route_table`] computes every sense's distance and next step in one backward
//! search (over WordNet's pointers, a synset at a time, so that the graph's 1.7 million edges
//! need not exist); [`RouteTable::answer`] then gives the route of a guess, starting from the
//! guess's sense closest to the target (the most common sense among equally close ones, by
//! tag count), so [`Synset::gloss`] of [`Route::start`] tells the player which meaning was
//! taken. A [`WordGraph`] is `Sync`: an archive of tables is computed in parallel with one
//! target per thread, and each table answers a guess with one lookup.
//!
//! # Similarity with NLTK's semantics
//!
//! Every value of [`Similarity`] and [`InformationContent`] equals NLTK 3.10's on the same
//! WordNet to within 1e-9 (the crate's tests hold NLTK's values for 2,755 pairs of synsets and
//! the information content of 1,452 synsets, made by `scripts/nltk-similarity.py`), including
//! where NLTK's choices are surprising:
//!
//! * paths and depths follow hypernyms *and* instance hypernyms;
//! * every part of speech but nouns gets a simulated root `*ROOT*` above its roots (on by
//!   default, as in NLTK's measures), so two verbs of different hierarchies have a path, and
//!   two different adjectives are 2 edges apart;
//! * `wup` takes the common hypernym of greatest *minimum* depth, the first synset itself if it
//!   is one, else the first by name, where `*ROOT*` sorts before every synset; so
//!   `wup(dog.n.01, dog.n.01)` is 26/28, not 1 (canine.n.02 is deeper by its shortest path);
//! * `lch` uses the depth of the first synset's part of speech and refuses two parts of speech,
//!   as do `res`, `jcn` and `lin` ([`Error::PosMismatch`]; a satellite is not a head
//!   adjective); no common hypernym gives `None` (`res`: 0);
//! * information content is `1e300` ([`NLTK_INFINITY`]) for a count of 0; `jcn` is `1e300` for a
//!   synset with itself and 0 when either content is 0; `lin` of 0 / 0 is an
//!   [`Error::Undefined`] where NLTK raises;
//! * `wn.ic(corpus)` adds a word's share to a hypernym once for each shortest path to it, and
//!   a word reached by two base forms counts twice, as NLTK does.
//!
//! A measure of a pair is one merge of two sorted lists of hypernyms (about a dozen entries for
//! a noun) and allocates nothing, far faster than NLTK (`docs/BENCHMARKS.md` has
//! the figures).
//!
//! # Memory and speed
//!
//! Every lemma, gloss and spelling is kept in one string arena (11 MB for 3.1), and the records
//! are columns of little-endian integers indexed by [`SynsetId`], [`WordId`], [`SenseId`] and
//! [`LemmaId`]: the layout of the snapshot that [`WordNet::bundled`] embeds, which it reads in
//! place (checked, not decoded or copied). [`WordNet::open`] parses the WNDB text (35 MB for
//! 3.1) on two threads into the same layout, leaving about 42 MiB resident. A
//! [`WordGraph`] adds its pointer index (about 3 MB); the edges of the default relations
//! (1,668,313 directed edges), when asked for, about 20 MiB more; a route table is 1.6 MB. Measured figures are in
//! `docs/BENCHMARKS.md`.
//!
//! # Quirks and limits
//!
//! * [`WordNet::morphstr`] follows WordNet's C library for single words; its special handling
//!   of multi-word collocations and verb phrases ("looking for") is not reproduced.
//! * NLTK keeps a synset's relation lists in a Python set (their order changes from run to
//!   run); [`Synset::related_synsets`] gives the same synsets in data-file order.
//! * A route's steps follow WordNet's pointers as stored; WordNet 3.1 lacks the reflect of a
//!   handful of pointers, so a few edges exist in one direction only.
//! * Sense keys and tag counts need `index.sense`; without it they are errors and routes break
//!   ties by sense id alone ([`Sense::computed_key`] gives the key from the data files).
//! * Synset names number an adjective satellite among the lemma's satellites only, as NLTK 3.10
//!   does (`big.s.01`); older NLTK releases counted every adjective sense.
//! * NLTK's morphology for `wn.ic` keeps the last line where an exception list lists a form
//!   twice, this crate's loader the first; the corpus information content follows NLTK for the
//!   three such forms of WordNet 3.0's lists (which 3.1 uses too).
//!
//! # Crate features
//!
//! * `proptest`: the `proptest` module, strategies for synsets and lemmas of
//!   the bundled WordNet (with `bundled`).
//! * `bundled` (on by default): [`WordNet::bundled`], WordNet 3.1 embedded from the
//!   wordgames-wordnet-data package (a 22 MB snapshot). Turn it off (`default-features = false`)
//!   to read WordNet only from disk ([`WordNet::open`]) or from a snapshot of your own
//!   ([`WordNet::from_snapshot`]) and not download or compile the data.
//! * `serde`: `Serialize` and `Deserialize` for the ids, [`Pos`], [`Relation`], [`Relations`],
//!   [`Pointer`], [`Frame`], [`AdjMarker`], [`Route`], [`Step`], [`Measure`], [`Subsumer`] and
//!   [`Stats`] (with [`PosCount`] and [`PointerCount`]), and `Serialize` for [`RouteTable`]
//!   (without its graph).
#![deny(missing_docs)]

mod error;
mod graph;
mod ic;
mod mapping;
mod names;
#[cfg(feature = "proptest")]
pub mod proptest;
mod relations;
mod route;
mod route_index;
mod similarity;
mod snapshot;
mod stats;
mod types;
mod wordnet;

pub use error::{Error, Result, SnapshotProblem, SynsetNameProblem};
pub use graph::{Graph, WordGraph};
pub use ic::{IcOptions, IcSource, InformationContent, MAX_IC_LINE};
pub use mapping::SynsetMap;
/// The `petgraph` of this crate's signatures ([`WordGraph::graph`], [`Graph`],
/// [`reverse_bfs`]), re-exported so that a caller names the same version.
pub use petgraph;
pub use relations::Relations;
pub use route::{BfsTree, Route, RouteTable, Step, reverse_bfs};
pub use similarity::{Batch, DEFAULT_PATHS_BUDGET, LcsDepth, Similarity, SimulateRoot, Subsumer};
pub use snapshot::{VERSION as SNAPSHOT_VERSION, checksum as snapshot_checksum};
pub use stats::{PointerCount, PosCount, Stats};
pub use types::{
    AdjMarker, Frame, LemmaId, Measure, NLTK_INFINITY, Pointer, Pos, Relation, SenseId, SynsetId,
    WordId,
};
/// The family's one budget failure, which [`Error::BudgetExhausted`] wraps (as the games'
/// and Wordle's errors do).
pub use wordgames_lexicon::BudgetExhausted;
pub use wordnet::{
    LEXNAMES, Lemma, MAX_FILE_BYTES, MAX_TOTAL_BYTES, Sense, Synset, SynsetTree,
    VERB_FRAME_STRINGS, Word, WordNet, normalize,
};

/// This crate's README, whose example runs as a doc test.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
