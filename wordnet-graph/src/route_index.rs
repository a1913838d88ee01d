//! Routes without the materialised graph: the backward search over WordNet's own pointers.
//!
//! The word graph links *every* sense of a synset `S` to *every* sense of `T` for one semantic
//! pointer `S -> T`, every two senses of one synset (the synonym shim) and every two senses of
//! one spelling (the homograph shim). Most of its 1.7 million edges are these products. The
//! search here walks the products without spelling them out: in each level of the backward
//! breadth-first search it finds, for every synset and every spelling, the best sense of it on
//! the frontier (highest tag count, then lowest id: the route table's rank), and passes that
//! one sense back over the synset's incoming pointers. A level costs the frontier, the incoming
//! pointers of the synsets it touches and the unreached senses of the synsets and spellings
//! those reach; the whole search, a few pointer lists' worth of work instead of the edge list.
//!
//! It gives exactly what the plain reverse search over the materialised graph gives (the same
//! distances and the same next steps): a test compares the two over many targets.

use crate::{BfsTree, Relation, Relations, SynsetId, WordNet};

/// The incoming links of every synset and sense over a set of relations: what the backward
/// search reads. Built in one pass over the pointers (a counting sort by target).
#[derive(Clone)]
pub(crate) struct RouteIndex {
    /// Synset `t` is the target of semantic pointers from synsets
    /// `semantic[semantic_start[t]..semantic_start[t + 1]]` (sorted, without repeats).
    semantic_start: Vec<u32>,
    semantic: Vec<u32>,
    /// Sense `v` is the target of lexical pointers from senses
    /// `lexical[lexical_start[v]..lexical_start[v + 1]]`.
    lexical_start: Vec<u32>,
    lexical: Vec<u32>,
    synonym: bool,
    homograph: bool,
}

/// The rank of a sense as one sortable key: the smallest key is the highest tag count, then
/// the lowest id (the route table's tie-break).
#[inline]
fn key(wn: &WordNet, sense: u32) -> u64 {
    (u64::from(!wn.senses[sense as usize].tag_count) << 32) | u64::from(sense)
}

const NONE: u64 = u64::MAX;

impl RouteIndex {
    pub(crate) fn new(wn: &WordNet, relations: Relations) -> RouteIndex {
        let synsets = wn.synset_count();
        let senses = wn.sense_count();
        let mut semantic_start = vec![0u32; synsets + 1];
        let mut lexical_start = vec![0u32; senses + 1];
        let each = |f: &mut dyn FnMut(u32, &crate::Pointer)| {
            for s in 0..synsets as u32 {
                for p in wn.synset_pointers(s) {
                    if relations.contains(p.relation) {
                        f(s, p);
                    }
                }
            }
        };
        each(&mut |s, p| {
            if p.is_lexical() {
                let v = wn.word_sense(p.target, p.target_word);
                lexical_start[v as usize + 1] += 1;
            } else {
                let _ = s;
                semantic_start[p.target.index() + 1] += 1;
            }
        });
        for i in 0..synsets {
            semantic_start[i + 1] += semantic_start[i];
        }
        for i in 0..senses {
            lexical_start[i + 1] += lexical_start[i];
        }
        let mut semantic = vec![0u32; semantic_start[synsets] as usize];
        let mut lexical = vec![0u32; lexical_start[senses] as usize];
        let mut semantic_fill = semantic_start.clone();
        let mut lexical_fill = lexical_start.clone();
        each(&mut |s, p| {
            if p.is_lexical() {
                let u = wn.word_sense(SynsetId(s), p.source_word);
                let v = wn.word_sense(p.target, p.target_word) as usize;
                lexical[lexical_fill[v] as usize] = u;
                lexical_fill[v] += 1;
            } else {
                let t = p.target.index();
                semantic[semantic_fill[t] as usize] = s;
                semantic_fill[t] += 1;
            }
        });
        // Sources are filled in synset order, so each row is sorted: drop repeats in place.
        let mut kept = 0;
        let mut start = 0;
        for t in 0..synsets {
            let end = semantic_start[t + 1] as usize;
            semantic_start[t] = kept as u32;
            let mut last = u32::MAX;
            for i in start..end {
                if semantic[i] != last {
                    last = semantic[i];
                    semantic[kept] = last;
                    kept += 1;
                }
            }
            start = end;
        }
        semantic_start[synsets] = kept as u32;
        semantic.truncate(kept);
        semantic.shrink_to_fit();
        RouteIndex {
            semantic_start,
            semantic,
            lexical_start,
            lexical,
            synonym: relations.contains(Relation::Synonym),
            homograph: relations.contains(Relation::Homograph),
        }
    }

    fn semantic_sources(&self, synset: u32) -> &[u32] {
        &self.semantic[self.semantic_start[synset as usize] as usize
            ..self.semantic_start[synset as usize + 1] as usize]
    }

    fn lexical_sources(&self, sense: u32) -> &[u32] {
        &self.lexical[self.lexical_start[sense as usize] as usize
            ..self.lexical_start[sense as usize + 1] as usize]
    }

    /// The backward breadth-first search from `targets` (senses, all at distance 0): every
    /// sense's distance to the nearest target and its next step, the frontier neighbour of
    /// lowest [`key`].
    pub(crate) fn search(&self, wn: &WordNet, targets: impl IntoIterator<Item = u32>) -> BfsTree {
        let n = wn.sense_count();
        let mut distance = vec![BfsTree::UNREACHED; n];
        let mut next = vec![BfsTree::UNREACHED; n];
        // Per synset and per spelling: how many of its senses are unreached, so that a level
        // skips the ones with none left.
        let mut synset_left: Vec<u32> = (0..wn.synset_count())
            .map(|s| wn.synset_sense_ids(SynsetId(s as u32)).len() as u32)
            .collect();
        let mut lemma_left: Vec<u32> = (0..wn.lemma_count() as u32)
            .map(|l| wn.lemma_sense_range(l).len() as u32)
            .collect();
        let mut state = Reached {
            distance: &mut distance,
            next: &mut next,
            synset_left: &mut synset_left,
            lemma_left: &mut lemma_left,
        };
        let mut frontier: Vec<u32> = Vec::new();
        for t in targets {
            if state.distance[t as usize] == BfsTree::UNREACHED {
                state.reach(wn, t, 0, t);
                frontier.push(t);
            }
        }
        // Scratch of one level, reset after it: the best frontier sense of each synset and of
        // each spelling, the best candidate each source synset passes to its senses, and each
        // sense's best candidate.
        let mut best_in_synset = vec![NONE; wn.synset_count()];
        let mut best_in_lemma = vec![NONE; wn.lemma_count()];
        let mut best_from_synset = vec![NONE; wn.synset_count()];
        let mut candidate = vec![NONE; n];
        let (mut synsets, mut lemmas, mut sources, mut found) =
            (Vec::new(), Vec::new(), Vec::new(), Vec::new());
        let mut d = 0;
        while !frontier.is_empty() {
            d += 1;
            let offer = |u: u32, k: u64, candidate: &mut [u64], found: &mut Vec<u32>| {
                let c = &mut candidate[u as usize];
                if *c == NONE {
                    found.push(u);
                }
                *c = (*c).min(k);
            };
            for &v in &frontier {
                let k = key(wn, v);
                let rec = &wn.senses[v as usize];
                let b = &mut best_in_synset[rec.synset as usize];
                if *b == NONE {
                    synsets.push(rec.synset);
                }
                *b = (*b).min(k);
                if self.homograph && state.lemma_left[rec.lemma as usize] > 0 {
                    let b = &mut best_in_lemma[rec.lemma as usize];
                    if *b == NONE {
                        lemmas.push(rec.lemma);
                    }
                    *b = (*b).min(k);
                }
                for &u in self.lexical_sources(v) {
                    if state.distance[u as usize] == BfsTree::UNREACHED {
                        offer(u, k, &mut candidate, &mut found);
                    }
                }
            }
            for &t in &synsets {
                let k = best_in_synset[t as usize];
                let mut pass = |s: u32| {
                    if state.synset_left[s as usize] > 0 {
                        let b = &mut best_from_synset[s as usize];
                        if *b == NONE {
                            sources.push(s);
                        }
                        *b = (*b).min(k);
                    }
                };
                for &s in self.semantic_sources(t) {
                    pass(s);
                }
                if self.synonym {
                    pass(t);
                }
            }
            for &s in &sources {
                let k = best_from_synset[s as usize];
                for &u in wn.synset_sense_ids(SynsetId(s)) {
                    if state.distance[u as usize] == BfsTree::UNREACHED {
                        offer(u, k, &mut candidate, &mut found);
                    }
                }
                best_from_synset[s as usize] = NONE;
            }
            for &l in &lemmas {
                let k = best_in_lemma[l as usize];
                for u in wn.lemma_sense_range(l) {
                    if state.distance[u as usize] == BfsTree::UNREACHED {
                        offer(u, k, &mut candidate, &mut found);
                    }
                }
                best_in_lemma[l as usize] = NONE;
            }
            for &t in &synsets {
                best_in_synset[t as usize] = NONE;
            }
            for &u in &found {
                let via = candidate[u as usize] as u32;
                candidate[u as usize] = NONE;
                state.reach(wn, u, d, via);
            }
            synsets.clear();
            lemmas.clear();
            sources.clear();
            std::mem::swap(&mut frontier, &mut found);
            found.clear();
        }
        BfsTree { distance, next }
    }
}

/// The per-sense results of a search, and how many senses of each synset and spelling are
/// still unreached.
struct Reached<'s> {
    distance: &'s mut [u32],
    next: &'s mut [u32],
    synset_left: &'s mut [u32],
    lemma_left: &'s mut [u32],
}

impl Reached<'_> {
    fn reach(&mut self, wn: &WordNet, sense: u32, d: u32, via: u32) {
        self.distance[sense as usize] = d;
        self.next[sense as usize] = via;
        let rec = &wn.senses[sense as usize];
        self.synset_left[rec.synset as usize] -= 1;
        self.lemma_left[rec.lemma as usize] -= 1;
    }
}

#[cfg(test)]
mod tests {
    use std::cmp::Reverse;

    use super::*;
    use crate::{LemmaId, SenseId, WordGraph, reverse_bfs};

    /// The search over pointers finds what the plain reverse search over the materialised
    /// graph finds, target by target, for the default relations, without the shims, and with
    /// one relation alone.
    #[test]
    fn the_pointer_search_equals_the_graph_search() {
        let wn = WordNet::bundled().unwrap();
        let sets = [
            Relations::default(),
            Relations::default()
                .without(Relation::Homograph)
                .without(Relation::Synonym),
            Relations::new([Relation::Hypernym, Relation::Synonym]).unwrap(),
        ];
        for relations in sets {
            let graph = WordGraph::build(wn, relations).unwrap();
            let index = RouteIndex::new(wn, relations);
            for l in (0..wn.lemma_count() as u32).step_by(9_973) {
                let targets: Vec<u32> = graph.nodes_of(LemmaId(l)).map(|s| s.0).collect();
                let rank =
                    |n: petgraph::csr::NodeIndex<u32>| (Reverse(graph.tag_count(SenseId(n))), n);
                let plain = reverse_bfs(graph.reversed(), targets.iter().copied(), rank);
                let fast = index.search(wn, targets.iter().copied());
                assert_eq!(fast.distance, plain.distance, "distances to lemma {l}");
                assert_eq!(fast.next, plain.next, "next steps to lemma {l}");
            }
        }
    }
}
