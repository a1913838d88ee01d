//! Strategies over the bundled WordNet 3.1 for property tests (feature `proptest`).
//!
//! In the spirit of nalgebra's `proptest-support`: free functions that return proptest
//! strategies. Each draws from [`WordNet::bundled`], so a test over "any synset" or "any noun
//! synset" needs no list of its own; proptest shrinks toward the first synset or lemma.
//!
//! ```
//! use proptest::prelude::*;
//! use wordgames_wordnet::{Pos, proptest::{lemmas, synsets_of}};
//!
//! proptest!(|(noun in synsets_of(Pos::Noun), lemma in lemmas())| {
//!     prop_assert_eq!(noun.pos(), Pos::Noun);
//!     prop_assert!(!lemma.text().is_empty());
//! });
//! ```
//!
//! # Panics
//!
//! The strategies panic if the bundled snapshot does not load, which this crate's tests rule
//! out for every release.

use proptest::prelude::*;

use crate::{Lemma, LemmaId, Pos, Synset, SynsetId, WordNet};

/// The bundled WordNet, which every strategy draws from.
fn bundled() -> &'static WordNet {
    WordNet::bundled().expect("the bundled WordNet 3.1 snapshot loads (the crate's tests check it)")
}

/// The id of any synset of the bundled WordNet (all 117,791, every part of speech).
pub fn synset_ids() -> impl Strategy<Value = SynsetId> {
    let count = u32::try_from(bundled().synset_count()).unwrap_or(u32::MAX);
    (0..count).prop_map(SynsetId)
}

/// Any synset of the bundled WordNet.
pub fn synsets() -> impl Strategy<Value = Synset<'static>> {
    synset_ids().prop_map(|id| bundled().synset(id))
}

/// Any synset of the bundled WordNet whose [`Synset::pos`] is `pos` (adjective satellites are
/// [`Pos::AdjectiveSatellite`], not [`Pos::Adjective`]).
pub fn synsets_of(pos: Pos) -> impl Strategy<Value = Synset<'static>> {
    let wn = bundled();
    let ids: Vec<SynsetId> = wn
        .synsets()
        .filter(|synset| synset.pos() == pos)
        .map(|synset| synset.id())
        .collect();
    proptest::sample::select(ids).prop_map(move |id| wn.synset(id))
}

/// The id of any lemma (a spelling in the lemma index) of the bundled WordNet.
pub fn lemma_ids() -> impl Strategy<Value = LemmaId> {
    let count = u32::try_from(bundled().lemma_count()).unwrap_or(u32::MAX);
    (0..count).prop_map(LemmaId)
}

/// Any lemma of the bundled WordNet.
pub fn lemmas() -> impl Strategy<Value = Lemma<'static>> {
    lemma_ids().prop_map(|id| bundled().lemma_by_id(id))
}
