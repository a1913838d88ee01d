//! Princeton WordNet 3.1 as one snapshot: the bytes that
//! [`wordgames_wordnet::WordNet::bundled()`](https://docs.rs/wordgames-wordnet) reads.
//!
//! This crate holds data and nothing else, so that only the programs that use the bundled
//! WordNet download and compile it: wordgames-wordnet depends on it through its `bundled`
//! feature (on by default), and wordgames-puzzles through its `nettle` feature. Read the bytes
//! with `wordgames_wordnet::WordNet::from_snapshot`, or let `WordNet::bundled()` do it once per
//! process.
//!
//! The snapshot (`wordnet-3.1.snapshot`) is made from the WNDB text of WordNet 3.1 by
//! `scripts/regen-wordnet-snapshot.sh` in the wordgames repository, and is under the WordNet
//! licence (Princeton University), which ships in the package as `wordnet-3.1/LICENSE`.
#![deny(missing_docs)]

/// The WordNet 3.1 snapshot: synsets, words, every pointer, verb frames, glosses and examples,
/// sense keys, sense numbers and tag counts, the lemma index, the morphological exception lists
/// and the lexicographer file names, in the format of `WordNet::to_snapshot`.
pub static WORDNET_3_1: &[u8] = include_bytes!("../wordnet-3.1.snapshot");
