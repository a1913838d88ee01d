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
//! those reach.
//!
//! As in Beamer's direction-optimising search, a level whose frontier is large is expanded
//! bottom-up instead: every unreached sense, in order, takes the best frontier rank over its
//! synset's outgoing pointers (computed once per synset), its synonyms, its homographs and its
//! lexical pointers. Over WordNet 3.1 the middle levels reach most senses, and reading the
//! unreached ones in memory order is cheaper there than following the frontier's pointers.
//!
//! It gives exactly what the plain reverse search over the materialised graph gives (the same
//! distances and the same next steps): tests compare the two, with each direction forced, over
//! WordNet 3.1 and over random small WordNets.

#[cfg(test)]
use crate::BfsTree;
use crate::{Relation, Relations, SynsetId, WordNet};

/// "No candidate" among ranks, "no next step" among senses.
const NONE: u32 = u32::MAX;
/// The distance of a sense not reached (yet).
const UNREACHED: u8 = u8::MAX;
/// A synset's best candidate not computed yet in this level (every rank is below it).
const NOT_YET: u32 = u32::MAX - 1;

/// Rows of `u32`s: row `i` is `items[start[i]..start[i + 1]]`.
#[derive(Clone, Default)]
struct Rows {
    start: Vec<u32>,
    items: Vec<u32>,
}

impl Rows {
    /// The rows of `count` keys from `(key, item)` pairs, read twice from `pairs` (once to
    /// count, once to fill: a counting sort), each row sorted and without repeats when `dedup`.
    fn build(count: usize, dedup: bool, pairs: impl Iterator<Item = (u32, u32)> + Clone) -> Rows {
        let mut start = vec![0u32; count + 1];
        for (key, _) in pairs.clone() {
            start[key as usize + 1] += 1;
        }
        for i in 0..count {
            start[i + 1] += start[i];
        }
        let mut fill = start.clone();
        let mut items = vec![0u32; start[count] as usize];
        for (key, item) in pairs {
            let at = &mut fill[key as usize];
            items[*at as usize] = item;
            *at += 1;
        }
        if dedup {
            let mut kept = 0;
            let mut from = 0;
            for key in 0..count {
                let end = start[key + 1] as usize;
                start[key] = kept as u32;
                let row = &mut items[from..end];
                // Rows filled in key order of their items (the incoming pointers, by source
                // synset) are sorted already; only the others pay for a sort.
                if !row.is_sorted() {
                    row.sort_unstable();
                }
                let mut last = None;
                for i in from..end {
                    if last != Some(items[i]) {
                        last = Some(items[i]);
                        items[kept] = items[i];
                        kept += 1;
                    }
                }
                from = end;
            }
            start[count] = kept as u32;
            items.truncate(kept);
        }
        Rows { start, items }
    }

    #[inline]
    fn row(&self, i: u32) -> &[u32] {
        &self.items[self.start[i as usize] as usize..self.start[i as usize + 1] as usize]
    }
}

/// What the backward search knows of a sense: its synset, its lemma and its rank.
#[derive(Clone, Copy)]
struct SenseInfo {
    synset: u32,
    lemma: u32,
    rank: u32,
}

/// What the backward search reads, over a set of relations, in compact arrays indexed by
/// sense id, synset id and lemma id.
///
/// Senses are compared by *rank*: rank 0 is the most common sense (highest tag count), ties by
/// lowest sense id, the route table's tie-break.
#[derive(Clone)]
pub(crate) struct RouteIndex {
    senses: Vec<SenseInfo>,
    /// The sense of each rank.
    sense_of_rank: Vec<u32>,
    /// Per lemma, its senses: `lemma_start[l]..lemma_start[l + 1]`.
    lemma_start: Vec<u32>,
    /// Per synset, its senses.
    synset_senses: Rows,
    /// Per synset, the synsets with a semantic pointer to it, and those it points to.
    semantic_in: Rows,
    semantic_out: Rows,
    /// Per sense, the senses with a lexical pointer to it, and those it points to.
    lexical_in: Rows,
    lexical_out: Rows,
    synonym: bool,
    homograph: bool,
}

/// The half of a [`RouteIndex`] about senses: each sense's synset, lemma and rank, the sense
/// of each rank, each lemma's senses and each synset's senses.
struct SenseTables {
    senses: Vec<SenseInfo>,
    sense_of_rank: Vec<u32>,
    lemma_start: Vec<u32>,
    synset_senses: Rows,
}

/// The senses of `wn` in rank order: by `class` of their lemma (lowest first; every lemma of
/// class 0 when `class` is empty), then by falling tag count, then by id.
fn ranked_senses(wn: &WordNet, class: &[u8]) -> Vec<u32> {
    // Each sense is one `u64` key: its lemma's class, the complement of its tag count (at most
    // 2^27 - 1 in any WordNet this crate loads; saturated there) and its id (below 2^27, which
    // `WordGraph::build` checks), so that one plain sort of integers orders them.
    const ID_BITS: u32 = 27;
    const TAG_BITS: u32 = 27;
    let tag_max = (1u64 << TAG_BITS) - 1;
    let mut keys: Vec<u64> = wn
        .store()
        .sense_tag_counts()
        .enumerate()
        .map(|(s, tag)| {
            let lemma = wn.store().sense_lemma(s as u32) as usize;
            let c = u64::from(class.get(lemma).copied().unwrap_or(0));
            let tag = u64::from(tag).min(tag_max);
            c << (TAG_BITS + ID_BITS) | (tag_max - tag) << ID_BITS | s as u64
        })
        .collect();
    keys.sort_unstable();
    keys.into_iter()
        .map(|key| (key & ((1 << ID_BITS) - 1)) as u32)
        .collect()
}

impl SenseTables {
    fn new(wn: &WordNet) -> SenseTables {
        let n = wn.sense_count();
        // Ranks: by falling tag count (then id); untagged senses come last, by id.
        let sense_of_rank = ranked_senses(wn, &[]);
        let mut senses: Vec<SenseInfo> = (0..n)
            .map(|s| SenseInfo {
                synset: wn.store().sense_synset(s as u32),
                lemma: wn.store().sense_lemma(s as u32),
                rank: 0,
            })
            .collect();
        for (rank, &s) in sense_of_rank.iter().enumerate() {
            senses[s as usize].rank = rank as u32;
        }
        let mut lemma_start: Vec<u32> = (0..wn.lemma_count() as u32)
            .map(|l| wn.store().lemma_sense_range(l).start)
            .collect();
        lemma_start.push(n as u32);
        let synset_senses = Rows::build(
            wn.synset_count(),
            false,
            senses
                .iter()
                .enumerate()
                .map(|(sense, info)| (info.synset, sense as u32)),
        );
        SenseTables {
            senses,
            sense_of_rank,
            lemma_start,
            synset_senses,
        }
    }
}

/// The half of a [`RouteIndex`] about pointers of the relations in the set: per synset, the
/// synsets with a semantic pointer to it and those it points to; per sense, likewise for
/// lexical pointers.
struct PointerRows {
    semantic_in: Rows,
    semantic_out: Rows,
    lexical_in: Rows,
    lexical_out: Rows,
}

impl PointerRows {
    fn new(wn: &WordNet, relations: Relations) -> PointerRows {
        let synsets = wn.synset_count();
        let n = wn.sense_count();
        // One pass over the pointers of the relations in the set: the semantic links as
        // (source, target) synsets, the lexical ones as (source, target) senses.
        let mut semantic: Vec<(u32, u32)> = Vec::with_capacity(wn.store().pointer_count());
        let mut lexical: Vec<(u32, u32)> = Vec::new();
        for s in 0..synsets as u32 {
            for p in wn.store().synset_pointers_iter(s) {
                if !relations.contains(p.relation) {
                    continue;
                }
                if p.is_lexical() {
                    lexical.push((
                        wn.store().synset_word_sense(SynsetId(s), p.source_word),
                        wn.store().synset_word_sense(p.target, p.target_word),
                    ));
                } else {
                    semantic.push((s, p.target.0));
                }
            }
        }
        fn forward(pairs: &[(u32, u32)]) -> impl Iterator<Item = (u32, u32)> + Clone + '_ {
            pairs.iter().copied()
        }
        fn backward(pairs: &[(u32, u32)]) -> impl Iterator<Item = (u32, u32)> + Clone + '_ {
            pairs.iter().map(|&(a, b)| (b, a))
        }
        // The outgoing rows keep repeats (a synset that points to another by two relations of
        // the set): the bottom-up levels that read them take a minimum, which a repeat does
        // not change, and sorting the long rows of hyponyms would cost more than it saves.
        PointerRows {
            semantic_in: Rows::build(synsets, true, backward(&semantic)),
            semantic_out: Rows::build(synsets, false, forward(&semantic)),
            lexical_in: Rows::build(n, false, backward(&lexical)),
            lexical_out: Rows::build(n, false, forward(&lexical)),
        }
    }
}

/// What a search finds, in the route table's terms: per sense, its distance ([`UNREACHED`]
/// for none; at most 254) and next step ([`NONE`] for none); per lemma, the sense a guess
/// starts from (its closest sense, the best-ranked of equally close ones; [`NONE`] when no
/// sense of it reaches a target).
pub(crate) struct Routes {
    pub(crate) distance: Vec<u8>,
    pub(crate) next: Vec<u32>,
    pub(crate) start: Vec<u32>,
}

impl RouteIndex {
    /// The index of `wn` over `relations`. Its two halves, what it knows of the senses and
    /// the rows of pointers, are independent: they are built on two threads when a second
    /// one can be started, and one after the other when not.
    pub(crate) fn new(wn: &WordNet, relations: Relations) -> RouteIndex {
        let (sense_part, pointer_part) = std::thread::scope(|scope| {
            let pointers = std::thread::Builder::new()
                .name("route-index".into())
                .spawn_scoped(scope, || PointerRows::new(wn, relations));
            let sense_part = SenseTables::new(wn);
            let pointer_part = match pointers {
                Ok(handle) => handle.join().ok(),
                Err(_) => None,
            };
            (sense_part, pointer_part)
        });
        // A thread that could not start (or, which cannot happen, panicked) leaves the rows
        // to this one.
        let pointer_part = pointer_part.unwrap_or_else(|| PointerRows::new(wn, relations));
        RouteIndex {
            senses: sense_part.senses,
            sense_of_rank: sense_part.sense_of_rank,
            lemma_start: sense_part.lemma_start,
            synset_senses: sense_part.synset_senses,
            semantic_in: pointer_part.semantic_in,
            semantic_out: pointer_part.semantic_out,
            lexical_in: pointer_part.lexical_in,
            lexical_out: pointer_part.lexical_out,
            synonym: relations.contains(Relation::Synonym),
            homograph: relations.contains(Relation::Homograph),
        }
    }

    /// Ranks the senses again: first by the `class` of their lemma (lowest first; one value a
    /// lemma), then as before by falling tag count and id. Distances do not change, only which
    /// of equally close senses a route steps to.
    pub(crate) fn rerank(&mut self, wn: &WordNet, class: &[u8]) {
        self.sense_of_rank = ranked_senses(wn, class);
        for (rank, &s) in self.sense_of_rank.iter().enumerate() {
            self.senses[s as usize].rank = rank as u32;
        }
    }

    fn lemma_count(&self) -> usize {
        self.lemma_start.len() - 1
    }

    fn lemma_senses(&self, lemma: u32) -> std::ops::Range<u32> {
        self.lemma_start[lemma as usize]..self.lemma_start[lemma as usize + 1]
    }

    /// The routes to `targets` (sense ids, all at distance 0); `None` when a route is longer
    /// than 254 steps.
    pub(crate) fn routes(&self, targets: impl IntoIterator<Item = u32>) -> Option<Routes> {
        let (distance, next) = self.search(targets, Direction::Auto)?;
        let start = (0..self.lemma_count() as u32)
            .map(|l| {
                self.lemma_senses(l)
                    .filter(|&s| distance[s as usize] != UNREACHED)
                    .min_by_key(|&s| (distance[s as usize], self.senses[s as usize].rank))
                    .unwrap_or(NONE)
            })
            .collect();
        Some(Routes {
            distance,
            next,
            start,
        })
    }

    /// The search as a [`BfsTree`], each level expanded in `direction`.
    #[cfg(test)]
    pub(crate) fn tree(
        &self,
        targets: impl IntoIterator<Item = u32>,
        direction: Direction,
    ) -> BfsTree {
        let (distance, next) = self
            .search(targets, direction)
            .expect("routes of at most 254 steps");
        BfsTree {
            distance: distance
                .iter()
                .map(|&d| {
                    if d == UNREACHED {
                        BfsTree::UNREACHED
                    } else {
                        u32::from(d)
                    }
                })
                .collect(),
            next,
        }
    }

    /// The backward breadth-first search: each sense's distance and next step (the
    /// best-ranked neighbour one step closer; a target's is itself).
    fn search(
        &self,
        targets: impl IntoIterator<Item = u32>,
        direction: Direction,
    ) -> Option<(Vec<u8>, Vec<u32>)> {
        let n = self.senses.len();
        let synsets = self.synset_senses.start.len() - 1;
        let mut s = Search {
            index: self,
            distance: vec![UNREACHED; n],
            next: vec![NONE; n],
            unreached: n,
            best_in_synset: vec![NONE; synsets],
            best_in_lemma: vec![NONE; self.lemma_count()],
            best_from_synset: vec![NOT_YET; synsets],
            pending: Vec::new(),
            in_frontier: vec![0u64; n.div_ceil(64)],
            synsets: Vec::new(),
            lemmas: Vec::new(),
            sources: Vec::new(),
            found: Vec::new(),
        };
        let mut frontier: Vec<u32> = Vec::new();
        for sense in targets {
            if s.distance[sense as usize] == UNREACHED {
                s.distance[sense as usize] = 0;
                s.next[sense as usize] = sense;
                frontier.push(sense);
            }
        }
        s.unreached -= frontier.len();
        let mut d: u8 = 0;
        while !frontier.is_empty() {
            // Distances are stored in a byte: senses more than 254 steps away are left
            // unreached (no route), and the routes within 254 steps stay valid (a hierarchy
            // thousands of synsets deep has routes between near senses).
            let Some(deeper) = d.checked_add(1).filter(|&d| d < UNREACHED) else {
                break;
            };
            d = deeper;
            let frontier_work = s.summarise(&frontier);
            let bottom_up = match direction {
                Direction::Auto => frontier_work * 2 > s.unreached,
                Direction::TopDown => false,
                Direction::BottomUp => true,
            };
            if bottom_up {
                s.bottom_up(&frontier);
            } else {
                s.top_down(&frontier);
            }
            s.finish_level(d);
            std::mem::swap(&mut frontier, &mut s.found);
            s.found.clear();
        }
        Some((s.distance, s.next))
    }
}

/// Which way a level of the search is expanded (tests force each).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Direction {
    /// Top-down while the frontier is small, bottom-up once it is large.
    Auto,
    /// Always from the frontier outward, over incoming pointers.
    #[cfg_attr(not(test), allow(dead_code))]
    TopDown,
    /// Always from every unreached sense, over outgoing pointers.
    #[cfg_attr(not(test), allow(dead_code))]
    BottomUp,
}

/// The state of one search.
struct Search<'i> {
    index: &'i RouteIndex,
    distance: Vec<u8>,
    /// Each sense's next step; during a level, for a sense found in it (a next step and no
    /// distance yet), the *rank* of its best candidate so far.
    next: Vec<u32>,
    /// Senses not reached yet.
    unreached: usize,
    /// Scratch of one level, reset after it: the best frontier rank in each synset and each
    /// lemma, the best candidate each source synset passes to its senses, the frontier as a
    /// bit set, and the lists of what was touched.
    best_in_synset: Vec<u32>,
    best_in_lemma: Vec<u32>,
    best_from_synset: Vec<u32>,
    in_frontier: Vec<u64>,
    /// Bottom-up levels: the senses still unreached, in order (empty before the first).
    pending: Vec<u32>,
    synsets: Vec<u32>,
    lemmas: Vec<u32>,
    sources: Vec<u32>,
    found: Vec<u32>,
}

impl Search<'_> {
    #[inline]
    fn offer(&mut self, sense: u32, rank: u32) {
        let c = &mut self.next[sense as usize];
        if *c == NONE {
            self.found.push(sense);
        }
        *c = (*c).min(rank);
    }

    /// The best frontier rank of each synset and lemma, and an estimate of the work a
    /// top-down level would do (the incoming pointers of the frontier's synsets, its lemmas).
    fn summarise(&mut self, frontier: &[u32]) -> usize {
        let index = self.index;
        let mut work = 0;
        for &v in frontier {
            let SenseInfo {
                synset,
                lemma,
                rank,
            } = index.senses[v as usize];
            let b = &mut self.best_in_synset[synset as usize];
            if *b == NONE {
                self.synsets.push(synset);
                work += index.semantic_in.row(synset).len() + 1;
            }
            *b = (*b).min(rank);
            if index.homograph {
                let b = &mut self.best_in_lemma[lemma as usize];
                if *b == NONE {
                    self.lemmas.push(lemma);
                    work += 1;
                }
                *b = (*b).min(rank);
            }
        }
        work
    }

    fn top_down(&mut self, frontier: &[u32]) {
        let index = self.index;
        for &v in frontier {
            let rank = index.senses[v as usize].rank;
            for &u in index.lexical_in.row(v) {
                if self.distance[u as usize] == UNREACHED {
                    self.offer(u, rank);
                }
            }
        }
        for i in 0..self.synsets.len() {
            let t = self.synsets[i];
            let rank = self.best_in_synset[t as usize];
            let own = index.synonym.then_some(t);
            for &s in index.semantic_in.row(t).iter().chain(own.as_ref()) {
                let b = &mut self.best_from_synset[s as usize];
                if *b == NOT_YET {
                    self.sources.push(s);
                    *b = rank;
                } else {
                    *b = (*b).min(rank);
                }
            }
        }
        for i in 0..self.sources.len() {
            let s = self.sources[i];
            let rank = std::mem::replace(&mut self.best_from_synset[s as usize], NOT_YET);
            for &u in index.synset_senses.row(s) {
                if self.distance[u as usize] == UNREACHED {
                    self.offer(u, rank);
                }
            }
        }
        self.sources.clear();
        for i in 0..self.lemmas.len() {
            let l = self.lemmas[i];
            let rank = self.best_in_lemma[l as usize];
            for u in index.lemma_senses(l) {
                if self.distance[u as usize] == UNREACHED {
                    self.offer(u, rank);
                }
            }
        }
    }

    fn bottom_up(&mut self, frontier: &[u32]) {
        let index = self.index;
        for &v in frontier {
            self.in_frontier[v as usize / 64] |= 1 << (v % 64);
        }
        // The unreached senses, in order: listed on the first bottom-up level, then kept.
        if self.pending.is_empty() {
            self.pending = (0..index.senses.len() as u32)
                .filter(|&u| self.distance[u as usize] == UNREACHED)
                .collect();
        } else {
            let distance = &self.distance;
            self.pending.retain(|&u| distance[u as usize] == UNREACHED);
        }
        for i in 0..self.pending.len() {
            let u = self.pending[i];
            let info = index.senses[u as usize];
            // What the sense gets from its synset's pointers and synonyms, computed once per
            // synset and level.
            let from_synset = &mut self.best_from_synset[info.synset as usize];
            if *from_synset == NOT_YET {
                let mut best = if index.synonym {
                    self.best_in_synset[info.synset as usize]
                } else {
                    NONE
                };
                for &t in index.semantic_out.row(info.synset) {
                    best = best.min(self.best_in_synset[t as usize]);
                }
                *from_synset = best;
                self.sources.push(info.synset);
            }
            let mut c = *from_synset;
            if index.homograph {
                c = c.min(self.best_in_lemma[info.lemma as usize]);
            }
            for &v in index.lexical_out.row(u) {
                if self.in_frontier[v as usize / 64] & (1 << (v % 64)) != 0 {
                    c = c.min(index.senses[v as usize].rank);
                }
            }
            if c != NONE {
                self.next[u as usize] = c;
                self.found.push(u);
            }
        }
        for &s in &self.sources {
            self.best_from_synset[s as usize] = NOT_YET;
        }
        self.sources.clear();
        for &v in frontier {
            self.in_frontier[v as usize / 64] = 0;
        }
    }

    /// Gives every sense found in this level its distance and turns its candidate's rank into
    /// its next step; resets the level's scratch.
    fn finish_level(&mut self, d: u8) {
        let index = self.index;
        for &u in &self.found {
            self.distance[u as usize] = d;
            let rank = self.next[u as usize];
            self.next[u as usize] = index.sense_of_rank[rank as usize];
        }
        self.unreached -= self.found.len();
        for &t in &self.synsets {
            self.best_in_synset[t as usize] = NONE;
        }
        for &l in &self.lemmas {
            self.best_in_lemma[l as usize] = NONE;
        }
        self.synsets.clear();
        self.lemmas.clear();
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
                for direction in [Direction::Auto, Direction::TopDown, Direction::BottomUp] {
                    let fast = index.tree(targets.iter().copied(), direction);
                    assert_eq!(fast.distance, plain.distance, "{direction:?} to lemma {l}");
                    assert_eq!(fast.next, plain.next, "{direction:?} to lemma {l}");
                }
            }
        }
    }

    /// With lemmas ranked by a class of their own, the pointer search still equals the plain
    /// reverse search ranking senses by (class, falling tag count, id), and the distances are
    /// those of the search without classes.
    #[test]
    fn a_preference_of_words_changes_the_next_steps_not_the_distances() {
        let wn = WordNet::bundled().unwrap();
        // A class from the spelling alone: collocations last, then by length, capped at 3.
        let class = |text: &str| {
            if text.contains(['_', ' ', '-']) {
                3
            } else {
                (text.len() / 4).min(2) as u8
            }
        };
        let classes: Vec<u8> = wn.lemmas().map(|l| class(l.text())).collect();
        let relations = Relations::default();
        let graph = WordGraph::build(wn, relations).unwrap();
        let plain_index = RouteIndex::new(wn, relations);
        let mut index = RouteIndex::new(wn, relations);
        index.rerank(wn, &classes);
        let mut changed = 0;
        for l in (0..wn.lemma_count() as u32).step_by(19_997) {
            let targets: Vec<u32> = graph.nodes_of(LemmaId(l)).map(|s| s.0).collect();
            let rank = |n: petgraph::csr::NodeIndex<u32>| {
                let lemma = wn.store().sense_lemma(n);
                (
                    classes[lemma as usize],
                    Reverse(graph.tag_count(SenseId(n))),
                    n,
                )
            };
            let plain = reverse_bfs(graph.reversed(), targets.iter().copied(), rank);
            let before = plain_index.tree(targets.iter().copied(), Direction::Auto);
            for direction in [Direction::Auto, Direction::TopDown, Direction::BottomUp] {
                let fast = index.tree(targets.iter().copied(), direction);
                assert_eq!(fast.distance, plain.distance, "{direction:?} to lemma {l}");
                assert_eq!(fast.next, plain.next, "{direction:?} to lemma {l}");
                assert_eq!(fast.distance, before.distance, "{direction:?} to lemma {l}");
            }
            changed += before
                .next
                .iter()
                .zip(&plain.next)
                .filter(|(a, b)| a != b)
                .count();
        }
        assert!(changed > 0, "the classes never changed a next step");
    }
}
