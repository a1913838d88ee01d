//! Paths through WordNet's hypernym hierarchy and the six similarity measures of NLTK and
//! WordNet::Similarity (`path`, `lch`, `wup`, `res`, `jcn`, `lin`), with NLTK's semantics.
//!
//! [`Similarity::new`] walks the hierarchy once and keeps, for every synset, its hypernyms
//! (instance hypernyms included, as NLTK includes them) with the length of the shortest path to
//! each, sorted by synset id, and its minimum and maximum depths. A measure of a pair is then one
//! merge of two short sorted lists (a dozen entries for most nouns): the common hypernyms, with
//! the distance to each from both sides. No pair allocates. A [`Batch`] computes many pairs
//! of one measure, `res`, `jcn` and `lin` faster when consecutive pairs share their first
//! synset (a table of its hypernyms instead of a merge).

use std::{fmt, sync::OnceLock};

use crate::{
    BudgetExhausted, Error, InformationContent, Measure, NLTK_INFINITY, Pos, Result, SynsetId,
    WordNet, wordnet::hypernyms_of,
};

/// NLTK's `simulate_root`: whether a fake root, `*ROOT*`, sits above every synset without a
/// hypernym, so that synsets of separate hierarchies (verbs have hundreds) are connected.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SimulateRoot {
    /// Add the fake root.
    Yes,
    /// Only WordNet's own hypernyms.
    No,
}

/// Which depth picks the lowest common hypernyms (NLTK's `use_min_depth`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LcsDepth {
    /// The common hypernyms of greatest maximum depth (NLTK's default since NLTK 3).
    Max,
    /// The common hypernyms of greatest minimum depth (NLTK 2's rule, which `wup` keeps).
    Min,
}

/// A common hypernym: a synset, or the simulated root.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Subsumer {
    /// A synset of WordNet.
    Synset(SynsetId),
    /// NLTK's fake root `*ROOT*` ([`SimulateRoot::Yes`]), of depth 0.
    Root,
}

/// A hypernym of a synset and the length of the shortest hypernym path to it.
#[derive(Debug, Clone, Copy)]
struct Ancestor {
    id: u32,
    dist: u32,
}

/// The most closure entries [`Similarity::new`] keeps for `n` synsets: 64 a synset (eight times
/// WordNet 3.1's average), and at least 4 Mi: 32 MiB of entries at most for a WordNet of 65,536
/// synsets or fewer, linear in the synsets beyond.
fn max_closure_entries(n: usize) -> usize {
    n.saturating_mul(64).max(1 << 22)
}

/// The common entries of two closures sorted by id: (id, distance from the first, from the
/// second).
struct Common<'c> {
    a: &'c [Ancestor],
    b: &'c [Ancestor],
}

impl Iterator for Common<'_> {
    type Item = (u32, u32, u32);

    #[inline]
    fn next(&mut self) -> Option<(u32, u32, u32)> {
        while let (Some(x), Some(y)) = (self.a.first(), self.b.first()) {
            match x.id.cmp(&y.id) {
                std::cmp::Ordering::Less => self.a = &self.a[1..],
                std::cmp::Ordering::Greater => self.b = &self.b[1..],
                std::cmp::Ordering::Equal => {
                    let item = (x.id, x.dist, y.dist);
                    self.a = &self.a[1..];
                    self.b = &self.b[1..];
                    return Some(item);
                }
            }
        }
        None
    }
}

/// The budget of [`Similarity::hypernym_paths`]: 1,000,000 synsets visited and listed, about
/// 4 MB of paths. A synset of WordNet has a handful of paths (`dog.n.01` two); a crafted
/// lattice of 40 diamonds, 82 synsets, has 2^40.
pub const DEFAULT_PATHS_BUDGET: u64 = 1_000_000;

/// WordNet's hypernym hierarchy, precomputed for hypernym paths, depths, lowest common
/// hypernyms, shortest-path distances and the six similarity measures, with NLTK's semantics.
///
/// Every result equals NLTK's (`nltk.corpus.reader.wordnet`, 3.10) on the same WordNet, to
/// within 1e-9 (the crate's tests compare thousands of pairs against values NLTK computed):
///
/// * The hierarchy is the hypernym *and instance hypernym* pointers, as NLTK's paths and
///   depths use both.
/// * Every part of speech but nouns gets NLTK's simulated root when
///   [`simulate_root`](Similarity::simulate_root) is on (the default, as in NLTK's measures):
///   a fake `*ROOT*` one step above the farthest hypernym of each synset, so two verbs of
///   different hierarchies, or two adjectives (which have no hypernyms), are still related.
/// * `path` and `wup` accept synsets of any two parts of speech; `lch`, `res`, `jcn` and `lin`
///   need one part of speech (a satellite is not a head adjective), else
///   [`Error::PosMismatch`], where NLTK raises.
/// * No common hypernym: `path`, `lch` and `wup` give `None` (NLTK's `None`), `res` takes the
///   common hypernym's information content to be 0.
///
/// # Example
/// ```
/// use wordgames_wordnet::{InformationContent, Similarity, WordNet};
///
/// let wn = WordNet::bundled()?;
/// let sim = Similarity::new(wn)?;
/// let dog = wn.synset_by_name("dog.n.01").unwrap().id();
/// let cat = wn.synset_by_name("cat.n.01").unwrap().id();
/// assert_eq!(sim.path_similarity(dog, cat), Some(0.2));
/// assert_eq!(sim.wup_similarity(dog, cat), Some(0.8571428571428571));
/// assert!((sim.lch_similarity(dog, cat)?.unwrap() - 2.0281482472922856).abs() < 1e-12);
///
/// // The information content measures take counts: here WordNet's own sense tag counts.
/// let ic = InformationContent::from_tag_counts(wn, Default::default())?;
/// let res = sim.res_similarity(dog, cat, &ic)?;
/// assert!(res > 5.0 && res < 10.0);
/// # Ok::<(), wordgames_wordnet::Error>(())
/// ```
pub struct Similarity<'wn> {
    wn: &'wn WordNet,
    simulate_root: bool,
    /// Each synset's part of speech, one byte each.
    pos: Vec<Pos>,
    /// Synset `i`'s hypernyms then instance hypernyms (each list without repeats), at
    /// `parents[parent_start[i]..parent_start[i + 1]]`.
    parent_start: Vec<u32>,
    parents: Vec<u32>,
    min_depth: Vec<u32>,
    max_depth: Vec<u32>,
    /// The longest of the shortest paths from a synset to its hypernyms: one less than its
    /// distance to the simulated root.
    height: Vec<u32>,
    /// Synset `i`'s closure (itself and every hypernym, sorted by id) is
    /// `closure[span.0..span.0 + span.1]`.
    closure_span: Vec<(u32, u32)>,
    closure: Vec<Ancestor>,
    /// NLTK's `_compute_max_depth` per part of speech (by `pos_index`), without the root.
    taxonomy_depth: [u32; 5],
    /// Each synset's rank in the order of NLTK names, with `*ROOT*` among them; made on the
    /// first tie between lowest common hypernyms.
    name_rank: OnceLock<(Vec<u32>, u32)>,
    /// The closures as batches of the information content measures read them; made for the
    /// first such batch.
    covers: OnceLock<Covers>,
}

fn pos_index(pos: Pos) -> usize {
    match pos {
        Pos::Noun => 0,
        Pos::Verb => 1,
        Pos::Adjective => 2,
        Pos::AdjectiveSatellite => 3,
        Pos::Adverb => 4,
    }
}

/// Declares the measures that need information content (`res`, `jcn`, `lin`): each is
/// `ic_similarity` of its [`Measure`] with the IC of the two synsets' most informative common
/// hypernym.
macro_rules! ic_measures {
    ($($(#[$doc:meta])* $fn:ident => $measure:ident;)*) => {
        $(
            $(#[$doc])*
            pub fn $fn(
                &self,
                a: SynsetId,
                b: SynsetId,
                ic: &InformationContent<'_>,
            ) -> Result<f64> {
                self.ic_similarity(Measure::$measure, a.0, b.0, ic, || self.lcs_ic(a.0, b.0, ic))
            }
        )*
    };
}

impl<'wn> Similarity<'wn> {
    /// Walks the hypernym hierarchy of `wn` once. The simulated
    /// root is on, as in NLTK's measures.
    ///
    /// # Errors
    /// [`Error::HypernymCycle`] if hypernym pointers lead from a synset back to itself (no
    /// release of WordNet has such a cycle; NLTK refuses them too); [`Error::TooLarge`] for a
    /// hierarchy so deep that the synsets' hypernym closures would pass 64 entries a synset (at
    /// least 4 Mi in all; WordNet 3.1 has under 8 a synset): memory stays linear in the
    /// synsets, where a chain of depth `d` would otherwise take `d²/2` entries.
    pub fn new(wn: &'wn WordNet) -> Result<Similarity<'wn>> {
        let n = wn.synset_count();
        let mut parent_start = Vec::with_capacity(n + 1);
        let mut parents = Vec::new();
        parent_start.push(0);
        for s in 0..n as u32 {
            hypernyms_of(wn, s, &mut parents);
            parent_start.push(parents.len() as u32);
        }
        let parents_of = |s: u32| {
            &parents[parent_start[s as usize] as usize..parent_start[s as usize + 1] as usize]
        };

        // A topological order, hypernyms first, by depth-first search (0 new, 1 open, 2 done).
        let mut state = vec![0u8; n];
        let mut order = Vec::with_capacity(n);
        let mut stack: Vec<(u32, u32)> = Vec::new();
        for root in 0..n as u32 {
            if state[root as usize] != 0 {
                continue;
            }
            state[root as usize] = 1;
            stack.push((root, 0));
            while let Some(&mut (s, ref mut next)) = stack.last_mut() {
                let ps = parents_of(s);
                if let Some(&p) = ps.get(*next as usize) {
                    *next += 1;
                    match state[p as usize] {
                        0 => {
                            state[p as usize] = 1;
                            stack.push((p, 0));
                        }
                        1 => {
                            return Err(Error::HypernymCycle {
                                synset: wn.synset(SynsetId(p)).name(),
                            });
                        }
                        _ => {}
                    }
                } else {
                    state[s as usize] = 2;
                    order.push(s);
                    stack.pop();
                }
            }
        }

        let mut min_depth = vec![0u32; n];
        let mut max_depth = vec![0u32; n];
        let mut height = vec![0u32; n];
        let mut closure_span = vec![(0u32, 0u32); n];
        let mut closure: Vec<Ancestor> = Vec::with_capacity(n * 8);
        let mut scratch: Vec<Ancestor> = Vec::new();
        for &s in &order {
            let ps = parents_of(s);
            scratch.clear();
            scratch.push(Ancestor { id: s, dist: 0 });
            let (mut lo, mut hi) = (u32::MAX, 0);
            for &p in ps {
                let (start, len) = closure_span[p as usize];
                scratch.extend(
                    closure[start as usize..(start + len) as usize]
                        .iter()
                        .map(|a| Ancestor {
                            id: a.id,
                            dist: a.dist + 1,
                        }),
                );
                lo = lo.min(min_depth[p as usize] + 1);
                hi = hi.max(max_depth[p as usize] + 1);
            }
            if !ps.is_empty() {
                min_depth[s as usize] = lo;
                max_depth[s as usize] = hi;
            }
            scratch.sort_unstable_by_key(|a| (a.id, a.dist));
            scratch.dedup_by_key(|a| a.id);
            height[s as usize] = scratch.iter().map(|a| a.dist).max().unwrap_or(0);
            // A closure holds a synset's every hypernym: on a chain of depth d, d(d+1)/2
            // entries in all. Real WordNets average under 8 a synset (WordNet 3.1: 896,517
            // for 117,791 synsets); a file whose closures would pass the bound (a chain of
            // 30,000 synsets: 450 million) is refused before the memory is taken, so memory
            // stays linear in the number of synsets whatever their depth.
            let max = max_closure_entries(n);
            if closure.len() + scratch.len() > max {
                return Err(Error::TooLarge {
                    what: "hypernym closure entries (each synset's hypernyms, all the way up: \
                           a hierarchy far deeper than WordNet's)",
                    count: closure.len() + scratch.len(),
                    max,
                });
            }
            let start = u32::try_from(closure.len()).map_err(|_| Error::TooLarge {
                what: "hypernym closure entries",
                count: closure.len(),
                max: u32::MAX as usize,
            })?;
            closure_span[s as usize] = (start, scratch.len() as u32);
            closure.extend_from_slice(&scratch);
        }

        let mut taxonomy_depth = [0u32; 5];
        for i in 0..wn.synset_count() {
            let slot = &mut taxonomy_depth[pos_index(wn.store().synset_pos(SynsetId(i as u32)))];
            *slot = (*slot).max(max_depth[i]);
        }
        // NLTK's all_synsets('a') yields satellites too.
        taxonomy_depth[pos_index(Pos::Adjective)] = taxonomy_depth[pos_index(Pos::Adjective)]
            .max(taxonomy_depth[pos_index(Pos::AdjectiveSatellite)]);

        Ok(Similarity {
            wn,
            simulate_root: true,
            pos: (0..wn.synset_count() as u32)
                .map(|s| wn.store().synset_pos(SynsetId(s)))
                .collect(),
            parent_start,
            parents,
            min_depth,
            max_depth,
            height,
            closure_span,
            closure,
            taxonomy_depth,
            name_rank: OnceLock::new(),
            covers: OnceLock::new(),
        })
    }

    /// Turns NLTK's simulated root on (the default) or off for the measures (`path`, `lch`,
    /// `wup`), as their `simulate_root` argument does. It only ever applies to synsets other
    /// than nouns, whose hierarchy has one root.
    ///
    /// # Example
    /// ```
    /// use wordgames_wordnet::{Similarity, WordNet};
    /// let wn = WordNet::bundled()?;
    /// let run = wn.synset_by_name("run.v.01").unwrap().id();
    /// let think = wn.synset_by_name("think.v.03").unwrap().id();
    /// let sim = Similarity::new(wn)?;
    /// assert!(sim.path_similarity(run, think).is_some()); // through *ROOT*
    /// let sim = sim.simulate_root(false);
    /// assert_eq!(sim.path_similarity(run, think), None); // two separate hierarchies
    /// # Ok::<(), wordgames_wordnet::Error>(())
    /// ```
    pub fn simulate_root(mut self, on: bool) -> Similarity<'wn> {
        self.simulate_root = on;
        self
    }

    /// The WordNet it was made from.
    pub fn wordnet(&self) -> &'wn WordNet {
        self.wn
    }

    fn parents(&self, s: u32) -> &[u32] {
        &self.parents
            [self.parent_start[s as usize] as usize..self.parent_start[s as usize + 1] as usize]
    }

    #[inline]
    fn closure(&self, s: u32) -> &[Ancestor] {
        let (start, len) = self.closure_span[s as usize];
        &self.closure[start as usize..(start + len) as usize]
    }

    fn common(&self, a: u32, b: u32) -> Common<'_> {
        Common {
            a: self.closure(a),
            b: self.closure(b),
        }
    }

    fn pos(&self, s: u32) -> Pos {
        self.pos[s as usize]
    }

    /// NLTK's `_needs_root`: every part of speech but nouns.
    fn needs_root(&self, s: u32) -> bool {
        self.pos(s) != Pos::Noun
    }

    fn name(&self, s: u32) -> String {
        self.wn.synset(SynsetId(s)).name()
    }

    // ----- paths and depths -----

    /// The synset's direct hypernyms and instance hypernyms, in data-file order.
    pub fn hypernyms(&self, synset: SynsetId) -> impl ExactSizeIterator<Item = SynsetId> + '_ {
        self.parents(synset.0).iter().map(|&p| SynsetId(p))
    }

    /// The length of the shortest hypernym path from the synset to a root (NLTK's
    /// `min_depth`): 0 for a synset without hypernyms.
    ///
    /// # Panics
    /// If the id is not of this WordNet (as every method taking ids).
    pub fn min_depth(&self, synset: SynsetId) -> u32 {
        self.min_depth[synset.index()]
    }

    /// The length of the longest hypernym path from the synset to a root (NLTK's
    /// `max_depth`).
    pub fn max_depth(&self, synset: SynsetId) -> u32 {
        self.max_depth[synset.index()]
    }

    /// The depth of the taxonomy of a part of speech, as `lch` uses it (NLTK's
    /// `_compute_max_depth`): the greatest [`max_depth`](Similarity::max_depth) of its
    /// synsets (adjectives counting satellites), plus one with [`SimulateRoot::Yes`].
    ///
    /// # Example
    /// ```
    /// use wordgames_wordnet::{Pos, SimulateRoot, Similarity, WordNet};
    /// let sim = Similarity::new(WordNet::bundled()?)?;
    /// assert_eq!(sim.taxonomy_depth(Pos::Noun, SimulateRoot::No), 19);
    /// assert_eq!(sim.taxonomy_depth(Pos::Verb, SimulateRoot::Yes), 13);
    /// # Ok::<(), wordgames_wordnet::Error>(())
    /// ```
    pub fn taxonomy_depth(&self, pos: Pos, root: SimulateRoot) -> u32 {
        self.taxonomy_depth[pos_index(pos)] + u32::from(root == SimulateRoot::Yes)
    }

    /// Every hypernym path from a root down to the synset (NLTK's `hypernym_paths`), each
    /// listing the root first and the synset last, within [`DEFAULT_PATHS_BUDGET`]. NLTK lists
    /// a synset's hypernyms in no set order; these follow the data file.
    ///
    /// # Errors
    /// [`Error::BudgetExhausted`] when the paths hold more than [`DEFAULT_PATHS_BUDGET`]
    /// synsets: a lattice of `n` diamonds has `2^n` paths (no release of WordNet comes near;
    /// see [`Similarity::hypernym_paths_within`] for another budget).
    ///
    /// # Example
    /// ```
    /// use wordgames_wordnet::{Similarity, WordNet};
    /// let wn = WordNet::bundled()?;
    /// let sim = Similarity::new(wn)?;
    /// let dog = wn.synset_by_name("dog.n.01").unwrap();
    /// let paths = sim.hypernym_paths(dog.id())?;
    /// assert_eq!(paths.len(), 2);
    /// let names: Vec<String> = paths[1].iter().map(|&s| wn.synset(s).name()).collect();
    /// assert_eq!(names[..2], ["entity.n.01", "physical_entity.n.01"]);
    /// assert_eq!(names[6..], ["animal.n.01", "domestic_animal.n.01", "dog.n.01"]);
    /// # Ok::<(), wordgames_wordnet::Error>(())
    /// ```
    pub fn hypernym_paths(&self, synset: SynsetId) -> Result<Vec<Vec<SynsetId>>> {
        self.hypernym_paths_within(synset, DEFAULT_PATHS_BUDGET)
    }

    /// [`Similarity::hypernym_paths`] within `budget` synsets: each synset the walk visits and
    /// each synset of each path found counts one, so both the time and the memory are bounded
    /// by the budget.
    ///
    /// # Errors
    /// [`Error::BudgetExhausted`] when the walk needs more than `budget` synsets.
    ///
    /// # Example
    /// ```
    /// use wordgames_wordnet::{BudgetExhausted, Error, Similarity, WordNet};
    /// let wn = WordNet::bundled()?;
    /// let sim = Similarity::new(wn)?;
    /// let dog = wn.synset_by_name("dog.n.01").unwrap();
    /// assert_eq!(sim.hypernym_paths_within(dog.id(), 1_000)?.len(), 2);
    /// assert!(matches!(
    ///     sim.hypernym_paths_within(dog.id(), 10),
    ///     Err(Error::BudgetExhausted(BudgetExhausted { budget: 10, search: "hypernym paths", .. }))
    /// ));
    /// # Ok::<(), wordgames_wordnet::Error>(())
    /// ```
    pub fn hypernym_paths_within(
        &self,
        synset: SynsetId,
        budget: u64,
    ) -> Result<Vec<Vec<SynsetId>>> {
        let mut spent = 0u64;
        let mut spend = |n: usize| {
            spent = spent.saturating_add(n as u64);
            if spent > budget {
                Err(Error::BudgetExhausted(BudgetExhausted {
                    search: "hypernym paths",
                    budget,
                    unit: "synsets",
                    hint: "the synset has too many hypernym paths to list; give a larger budget",
                }))
            } else {
                Ok(())
            }
        };
        let mut paths = Vec::new();
        // A walk without recursion: the path from the synset up, with the index of the next
        // parent to follow at each step.
        let mut path = vec![synset.0];
        let mut next = vec![0usize];
        spend(1)?;
        while let Some(&s) = path.last() {
            let parents = self.parents(s);
            let i = *next.last().expect("as long as the path");
            if parents.is_empty() {
                spend(path.len())?;
                paths.push(path.iter().rev().map(|&s| SynsetId(s)).collect());
            }
            if i < parents.len() {
                *next.last_mut().expect("as long as the path") += 1;
                spend(1)?;
                path.push(parents[i]);
                next.push(0);
            } else {
                path.pop();
                next.pop();
            }
        }
        Ok(paths)
    }

    /// The synset's hypernyms without hypernyms, itself if it has none (NLTK's
    /// `root_hypernyms`), by id.
    pub fn root_hypernyms(&self, synset: SynsetId) -> Vec<SynsetId> {
        self.closure(synset.0)
            .iter()
            .filter(|a| self.parents(a.id).is_empty())
            .map(|a| SynsetId(a.id))
            .collect()
    }

    /// The synsets that are hypernyms of both, or one of the two itself (NLTK's
    /// `common_hypernyms`), by id.
    pub fn common_hypernyms(&self, a: SynsetId, b: SynsetId) -> Vec<SynsetId> {
        self.common(a.0, b.0).map(|(x, _, _)| SynsetId(x)).collect()
    }

    /// The lowest common hypernyms (NLTK's `lowest_common_hypernyms`): the common hypernyms
    /// of greatest depth, the simulated root among them with [`SimulateRoot::Yes`], ordered by
    /// NLTK name (`*ROOT*` sorts first). Empty if there is no common hypernym.
    ///
    /// # Example
    /// ```
    /// use wordgames_wordnet::{LcsDepth, SimulateRoot, Similarity, Subsumer, WordNet};
    /// let wn = WordNet::bundled()?;
    /// let sim = Similarity::new(wn)?;
    /// let id = |name| wn.synset_by_name(name).unwrap().id();
    /// let lcs = sim.lowest_common_hypernyms(id("dog.n.01"), id("cat.n.01"), SimulateRoot::No, LcsDepth::Max);
    /// assert_eq!(lcs, [Subsumer::Synset(id("carnivore.n.01"))]);
    /// # Ok::<(), wordgames_wordnet::Error>(())
    /// ```
    pub fn lowest_common_hypernyms(
        &self,
        a: SynsetId,
        b: SynsetId,
        root: SimulateRoot,
        depth: LcsDepth,
    ) -> Vec<Subsumer> {
        let depth_of = |s: Subsumer| match (s, depth) {
            (Subsumer::Root, _) => 0,
            (Subsumer::Synset(s), LcsDepth::Min) => self.min_depth[s.index()],
            (Subsumer::Synset(s), LcsDepth::Max) => self.max_depth[s.index()],
        };
        let mut all: Vec<Subsumer> = self
            .common(a.0, b.0)
            .map(|(x, _, _)| Subsumer::Synset(SynsetId(x)))
            .collect();
        if root == SimulateRoot::Yes {
            all.push(Subsumer::Root);
        }
        let Some(best) = all.iter().map(|&s| depth_of(s)).max() else {
            return all;
        };
        all.retain(|&s| depth_of(s) == best);
        all.sort_by_key(|&s| self.rank(s));
        all
    }

    /// The number of edges of the shortest path between two synsets through a common
    /// hypernym (NLTK's `shortest_path_distance`): 0 for a synset with itself, `None` if they
    /// have no common hypernym. With [`SimulateRoot::Yes`] the fake root is a common hypernym
    /// of everything, one edge above each synset's farthest hypernym.
    ///
    /// # Example
    /// ```
    /// use wordgames_wordnet::{SimulateRoot, Similarity, WordNet};
    /// let wn = WordNet::bundled()?;
    /// let sim = Similarity::new(wn)?;
    /// let id = |name| wn.synset_by_name(name).unwrap().id();
    /// assert_eq!(sim.shortest_path_distance(id("dog.n.01"), id("cat.n.01"), SimulateRoot::No), Some(4));
    /// let (walk, think) = (id("walk.v.01"), id("think.v.03"));
    /// assert_eq!(sim.shortest_path_distance(walk, think, SimulateRoot::No), None);
    /// assert_eq!(sim.shortest_path_distance(walk, think, SimulateRoot::Yes), Some(3));
    /// # Ok::<(), wordgames_wordnet::Error>(())
    /// ```
    pub fn shortest_path_distance(
        &self,
        a: SynsetId,
        b: SynsetId,
        root: SimulateRoot,
    ) -> Option<u32> {
        self.distance(a.0, b.0, root == SimulateRoot::Yes)
    }

    #[inline]
    fn distance(&self, a: u32, b: u32, simulate: bool) -> Option<u32> {
        if a == b {
            return Some(0);
        }
        let mut best = self
            .common(a, b)
            .map(|(_, da, db)| da + db)
            .min()
            .unwrap_or(u32::MAX);
        if simulate {
            best = best.min(self.height[a as usize] + self.height[b as usize] + 2);
        }
        (best != u32::MAX).then_some(best)
    }

    /// The distance from a synset to a subsumer of it, as NLTK's `shortest_path_distance`
    /// measures it (to the fake root: one more than the synset's farthest hypernym).
    fn distance_to(&self, s: u32, subsumer: Subsumer, simulate: bool) -> Option<u32> {
        match subsumer {
            Subsumer::Root => Some(self.height[s as usize] + 1),
            Subsumer::Synset(x) => self.distance(s, x.0, simulate),
        }
    }

    /// The rank of a subsumer among NLTK names (`*ROOT*` included), built on first use.
    fn rank(&self, s: Subsumer) -> u32 {
        let (ranks, root) = self.name_rank.get_or_init(|| {
            let mut names: Vec<(String, u32)> =
                self.wn.synsets().map(|s| (s.name(), s.id().0)).collect();
            names.sort_unstable();
            let root = names.partition_point(|(n, _)| n.as_str() < "*ROOT*") as u32;
            let mut ranks = vec![0u32; names.len()];
            for (i, (_, id)) in names.iter().enumerate() {
                let i = i as u32;
                ranks[*id as usize] = if i < root { i } else { i + 1 };
            }
            (ranks, root)
        });
        match s {
            Subsumer::Root => *root,
            Subsumer::Synset(x) => ranks[x.index()],
        }
    }

    // ----- the measures -----

    /// Path similarity (NLTK's `path_similarity`): `1 / (d + 1)` for the
    /// [shortest path](Similarity::shortest_path_distance) of `d` edges, with the simulated
    /// root when either synset is not a noun; `None` without a common hypernym. 1 for a synset
    /// with itself.
    ///
    /// # Example
    /// ```
    /// use wordgames_wordnet::{Similarity, WordNet};
    /// let wn = WordNet::bundled()?;
    /// let sim = Similarity::new(wn)?;
    /// let id = |name| wn.synset_by_name(name).unwrap().id();
    /// assert_eq!(sim.path_similarity(id("dog.n.01"), id("cat.n.01")), Some(0.2));
    /// // Two adjectives (no hypernyms) meet at the simulated root, 2 edges away.
    /// assert_eq!(sim.path_similarity(id("big.a.01"), id("small.a.01")), Some(1.0 / 3.0));
    /// # Ok::<(), wordgames_wordnet::Error>(())
    /// ```
    pub fn path_similarity(&self, a: SynsetId, b: SynsetId) -> Option<f64> {
        let simulate = self.simulate_root && (self.needs_root(a.0) || self.needs_root(b.0));
        let d = self.distance(a.0, b.0, simulate)?;
        Some(1.0 / f64::from(d + 1))
    }

    /// Leacock-Chodorow similarity (NLTK's `lch_similarity`): `-ln((d + 1) / (2 D))` for the
    /// shortest path of `d` edges and the [taxonomy depth](Similarity::taxonomy_depth) `D` of
    /// the first synset's part of speech, both with the simulated root unless it is a noun.
    /// `None` without a common hypernym.
    ///
    /// # Errors
    /// [`Error::PosMismatch`] for two parts of speech (a satellite and a head adjective are
    /// two).
    ///
    /// # Example
    /// ```
    /// use wordgames_wordnet::{Similarity, WordNet};
    /// let wn = WordNet::bundled()?;
    /// let sim = Similarity::new(wn)?;
    /// let id = |name| wn.synset_by_name(name).unwrap().id();
    /// // Nouns: -ln((4 + 1) / (2 * 19)).
    /// let lch = sim.lch_similarity(id("dog.n.01"), id("cat.n.01"))?.unwrap();
    /// assert!((lch - (38.0f64 / 5.0).ln()).abs() < 1e-12);
    /// assert!(sim.lch_similarity(id("dog.n.01"), id("run.v.01")).is_err());
    /// # Ok::<(), wordgames_wordnet::Error>(())
    /// ```
    pub fn lch_similarity(&self, a: SynsetId, b: SynsetId) -> Result<Option<f64>> {
        if self.pos(a.0) != self.pos(b.0) {
            return Err(self.mismatch(Measure::Lch, a.0, b.0));
        }
        let need_root = self.needs_root(a.0);
        let depth = self.taxonomy_depth[pos_index(self.pos(a.0))] + u32::from(need_root);
        let Some(d) = self.distance(a.0, b.0, self.simulate_root && need_root) else {
            return Ok(None);
        };
        if depth == 0 {
            return Ok(None);
        }
        Ok(Some(-(f64::from(d + 1) / (2.0 * f64::from(depth))).ln()))
    }

    /// Wu-Palmer similarity (NLTK's `wup_similarity`): `2 D / (l1 + l2)`, where the subsumer
    /// is the common hypernym of greatest *minimum* depth (the first synset itself if it is
    /// one, else the first by NLTK name, which puts the simulated root `*ROOT*` ahead of a
    /// real root of equal depth), `D` is its maximum depth plus one, and `l1`, `l2` are the
    /// shortest distances of the two synsets to it plus `D`. `None` without a common hypernym.
    ///
    /// # Example
    /// ```
    /// use wordgames_wordnet::{Similarity, WordNet};
    /// let wn = WordNet::bundled()?;
    /// let sim = Similarity::new(wn)?;
    /// let dog = wn.synset_by_name("dog.n.01").unwrap().id();
    /// let cat = wn.synset_by_name("cat.n.01").unwrap().id();
    /// assert_eq!(sim.wup_similarity(dog, cat), Some(0.8571428571428571));
    /// // As in NLTK, not 1: canine.n.02 has a greater minimum depth than dog.n.01 itself.
    /// assert_eq!(sim.wup_similarity(dog, dog), Some(26.0 / 28.0));
    /// # Ok::<(), wordgames_wordnet::Error>(())
    /// ```
    pub fn wup_similarity(&self, a: SynsetId, b: SynsetId) -> Option<f64> {
        let (a, b) = (a.0, b.0);
        let simulate = self.simulate_root && (self.needs_root(a) || self.needs_root(b));
        // The common hypernyms of greatest minimum depth: how many, the first, and whether
        // `a` is one of them.
        let mut best: Option<u32> = None;
        let (mut tied, mut first, mut a_common) = (0u32, Subsumer::Root, false);
        for (x, _, _) in self.common(a, b) {
            let d = self.min_depth[x as usize];
            a_common |= x == a;
            if best.is_none_or(|b| d > b) {
                (best, tied, first) = (Some(d), 1, Subsumer::Synset(SynsetId(x)));
            } else if best == Some(d) {
                tied += 1;
            }
        }
        if simulate {
            match best {
                None => (best, tied, first) = (Some(0), 1, Subsumer::Root),
                Some(0) => tied += 1,
                Some(_) => {}
            }
        }
        let best = best?;
        let subsumer = if a_common && self.min_depth[a as usize] == best {
            Subsumer::Synset(SynsetId(a))
        } else if tied == 1 {
            first
        } else {
            let mut candidates: Vec<Subsumer> = self
                .common(a, b)
                .filter(|&(x, _, _)| self.min_depth[x as usize] == best)
                .map(|(x, _, _)| Subsumer::Synset(SynsetId(x)))
                .collect();
            if simulate && best == 0 {
                candidates.push(Subsumer::Root);
            }
            candidates
                .into_iter()
                .min_by_key(|&s| self.rank(s))
                .unwrap_or(first)
        };
        let depth = match subsumer {
            Subsumer::Root => 1,
            Subsumer::Synset(s) => self.max_depth[s.index()] + 1,
        };
        let len1 = self.distance_to(a, subsumer, simulate)? + depth;
        let len2 = self.distance_to(b, subsumer, simulate)? + depth;
        Some(2.0 * f64::from(depth) / f64::from(len1 + len2))
    }

    ic_measures! {
        /// Resnik similarity (NLTK's `res_similarity`): the information content of the most
        /// informative common hypernym (no simulated root), 0 if there is none.
        ///
        /// # Errors
        /// [`Error::PosMismatch`] for two parts of speech; [`Error::NoInformationContent`] if
        /// `ic` has no counts for theirs (IC files hold nouns and verbs only).
        ///
        /// # Panics
        /// If `ic` was made for another WordNet.
        ///
        /// # Example
        /// ```
        /// use wordgames_wordnet::{InformationContent, Similarity, WordNet};
        /// let wn = WordNet::bundled()?;
        /// let sim = Similarity::new(wn)?;
        /// let ic = InformationContent::from_tag_counts(wn, Default::default())?;
        /// let id = |name| wn.synset_by_name(name).unwrap().id();
        /// let (dog, cat, carnivore) = (id("dog.n.01"), id("cat.n.01"), id("carnivore.n.01"));
        /// // The most informative common hypernym of dog and cat is carnivore.
        /// assert_eq!(sim.res_similarity(dog, cat, &ic)?, ic.information_content(carnivore)?);
        /// # Ok::<(), wordgames_wordnet::Error>(())
        /// ```
        res_similarity => Res;


        /// Jiang-Conrath similarity (NLTK's `jcn_similarity`): `1 / (IC(a) + IC(b) - 2 IC(lcs))`
        /// with NLTK's special cases: [`NLTK_INFINITY`] for a synset with itself or a zero
        /// denominator, 0 when either information content is 0 (a root, by an IC file's counts).
        ///
        /// # Errors
        /// As [`Similarity::res_similarity`].
        ///
        /// # Example
        /// ```
        /// use wordgames_wordnet::{InformationContent, NLTK_INFINITY, Similarity, WordNet};
        /// let wn = WordNet::bundled()?;
        /// let sim = Similarity::new(wn)?;
        /// let ic = InformationContent::from_tag_counts(wn, Default::default())?;
        /// let id = |name| wn.synset_by_name(name).unwrap().id();
        /// let (dog, cat) = (id("dog.n.01"), id("cat.n.01"));
        /// let jcn = sim.jcn_similarity(dog, cat, &ic)?;
        /// let ics = [dog, cat].map(|s| ic.information_content(s).unwrap());
        /// assert!((1.0 / jcn - (ics[0] + ics[1] - 2.0 * sim.res_similarity(dog, cat, &ic)?)).abs() < 1e-9);
        /// assert_eq!(sim.jcn_similarity(dog, dog, &ic)?, NLTK_INFINITY);
        /// # Ok::<(), wordgames_wordnet::Error>(())
        /// ```
        jcn_similarity => Jcn;


        /// Lin similarity (NLTK's `lin_similarity`): `2 IC(lcs) / (IC(a) + IC(b))`.
        ///
        /// # Errors
        /// As [`Similarity::res_similarity`], and [`Error::Undefined`] where the denominator is 0
        /// (NLTK raises `ZeroDivisionError`), e.g. a root with itself by an IC file's counts.
        ///
        /// # Example
        /// ```
        /// use wordgames_wordnet::{InformationContent, Similarity, WordNet};
        /// let wn = WordNet::bundled()?;
        /// let sim = Similarity::new(wn)?;
        /// let ic = InformationContent::from_tag_counts(wn, Default::default())?;
        /// let id = |name| wn.synset_by_name(name).unwrap().id();
        /// let lin = sim.lin_similarity(id("car.n.01"), id("bicycle.n.01"), &ic)?;
        /// assert!(lin > 0.0 && lin < 1.0);
        /// # Ok::<(), wordgames_wordnet::Error>(())
        /// ```
        lin_similarity => Lin;
    }

    /// Any measure by its [`Measure`]; `ic` is needed by `res`, `jcn` and `lin` and ignored
    /// by the others. `Ok(None)` where NLTK returns `None` (no common hypernym).
    ///
    /// # Errors
    /// [`Error::NeedsInformationContent`] for `res`, `jcn` or `lin` without `ic`; otherwise
    /// as the measure's own method.
    ///
    /// # Example
    /// ```
    /// use wordgames_wordnet::{Measure, Similarity, WordNet};
    /// let wn = WordNet::bundled()?;
    /// let sim = Similarity::new(wn)?;
    /// let id = |name| wn.synset_by_name(name).unwrap().id();
    /// let (car, bike) = (id("car.n.01"), id("bicycle.n.01"));
    /// assert_eq!(sim.measure(Measure::Path, car, bike, None)?, sim.path_similarity(car, bike));
    /// assert!(sim.measure(Measure::Lin, car, bike, None).is_err());
    /// # Ok::<(), wordgames_wordnet::Error>(())
    /// ```
    pub fn measure(
        &self,
        measure: Measure,
        a: SynsetId,
        b: SynsetId,
        ic: Option<&InformationContent<'_>>,
    ) -> Result<Option<f64>> {
        let ic = || ic.ok_or(Error::NeedsInformationContent { measure });
        Ok(match measure {
            Measure::Path => self.path_similarity(a, b),
            Measure::Lch => self.lch_similarity(a, b)?,
            Measure::Wup => self.wup_similarity(a, b),
            Measure::Res => Some(self.res_similarity(a, b, ic()?)?),
            Measure::Jcn => Some(self.jcn_similarity(a, b, ic()?)?),
            Measure::Lin => Some(self.lin_similarity(a, b, ic()?)?),
        })
    }

    fn mismatch(&self, measure: Measure, a: u32, b: u32) -> Error {
        Error::PosMismatch {
            measure,
            first: self.name(a),
            second: self.name(b),
        }
    }

    /// `res`, `jcn` or `lin` of a pair as NLTK computes it (`_lcs_ic`, then the measure's
    /// formula and special cases), `lcs` giving the information content of the most
    /// informative common hypernym, called once the pair is known to have one part of speech
    /// and information content.
    #[inline]
    fn ic_similarity(
        &self,
        measure: Measure,
        a: u32,
        b: u32,
        ic: &InformationContent<'_>,
        lcs: impl FnOnce() -> Result<f64>,
    ) -> Result<f64> {
        if measure == Measure::Jcn && a == b {
            return Ok(NLTK_INFINITY);
        }
        assert!(
            std::ptr::eq(ic.wordnet(), self.wn),
            "the information content was made for another WordNet"
        );
        if self.pos(a) != self.pos(b) {
            return Err(self.mismatch(measure, a, b));
        }
        let ic1 = ic.value(a)?;
        let ic2 = ic.value(b)?;
        let lcs = lcs()?;
        match measure {
            Measure::Jcn => {
                if ic1 == 0.0 || ic2 == 0.0 {
                    return Ok(0.0);
                }
                let difference = ic1 + ic2 - 2.0 * lcs;
                if difference == 0.0 {
                    return Ok(NLTK_INFINITY);
                }
                Ok(1.0 / difference)
            }
            Measure::Lin => {
                let denominator = ic1 + ic2;
                if denominator == 0.0 {
                    return Err(Error::Undefined {
                        measure: Measure::Lin,
                        first: self.name(a),
                        second: self.name(b),
                        reason: "their information contents add up to 0",
                    });
                }
                Ok(2.0 * lcs / denominator)
            }
            _ => Ok(lcs),
        }
    }

    /// The greatest information content of the common hypernyms of two synsets, 0 without
    /// one (NLTK's `_lcs_ic`, less the synsets' own).
    fn lcs_ic(&self, a: u32, b: u32, ic: &InformationContent<'_>) -> Result<f64> {
        let mut lcs: Option<f64> = None;
        for (x, _, _) in self.common(a, b) {
            let v = ic.value(x)?;
            lcs = Some(lcs.map_or(v, |l| if v > l { v } else { l }));
        }
        Ok(lcs.unwrap_or(0.0))
    }

    /// A [`Batch`] of one measure, for many pairs: faster than this type's methods for `res`,
    /// `jcn` and `lin` when consecutive pairs share their first synset, with the same results.
    ///
    /// # Errors
    /// [`Error::NeedsInformationContent`] for `res`, `jcn` or `lin` without `ic`.
    ///
    /// # Panics
    /// If `ic` was made for another WordNet.
    pub fn batch<'s>(
        &'s self,
        measure: Measure,
        ic: Option<&'s InformationContent<'wn>>,
    ) -> Result<Batch<'s, 'wn>> {
        let ic = match ic {
            Some(ic) if measure.needs_information_content() => {
                assert!(
                    std::ptr::eq(ic.wordnet(), self.wn),
                    "the information content was made for another WordNet"
                );
                Some(ic)
            }
            None if measure.needs_information_content() => {
                return Err(Error::NeedsInformationContent { measure });
            }
            _ => None,
        };
        Ok(Batch {
            sim: self,
            measure,
            ic,
            covers: ic.map(|_| self.covers.get_or_init(|| Covers::new(self))),
            first: None,
            pending: None,
            first_undefined: false,
            lcs_ic: match ic {
                Some(_) => vec![f64::NEG_INFINITY; self.min_depth.len()],
                None => Vec::new(),
            },
        })
    }
}

/// Every synset's closure covered by fewer entries, for [`Batch`]: the synsets with many
/// hyponyms (the *tops*: at least 1/256 of all synsets below them, 158 in WordNet 3.1,
/// `entity.n.01`, `object.n.01`, `organism.n.01` and the like) stand for their own closures.
/// A synset's cover is the synsets of its closure that are not tops, and the tops that are
/// parents of those: the closures of the tops among them hold every top of its closure, since
/// every hypernym of a top is a top. The covers of WordNet 3.1 have 439,010 entries, the
/// closures 896,517.
struct Covers {
    /// The tops.
    tops: Vec<u32>,
    /// Every (top, parent) pair, hypernyms' pairs before hyponyms' (a top's parents are tops).
    top_parents: Vec<(u32, u32)>,
    /// Synset `i`'s cover is `cover[cover_start[i]..cover_start[i + 1]]`.
    cover_start: Vec<u32>,
    cover: Vec<u32>,
}

impl Covers {
    fn new(sim: &Similarity<'_>) -> Covers {
        let n = sim.min_depth.len();
        let mut below = vec![0u32; n];
        for a in &sim.closure {
            below[a.id as usize] += 1;
        }
        let threshold = (n as u32 / 256).max(2);
        let top: Vec<bool> = below.iter().map(|&b| b >= threshold).collect();
        // By maximum depth, a top comes after its parents (each is less deep than it).
        let mut tops: Vec<u32> = (0..n as u32).filter(|&s| top[s as usize]).collect();
        tops.sort_by_key(|&s| sim.max_depth[s as usize]);
        let top_parents = tops
            .iter()
            .flat_map(|&t| sim.parents(t).iter().map(move |&p| (t, p)))
            .collect();
        let mut cover_start = Vec::with_capacity(n + 1);
        let mut cover = Vec::new();
        cover_start.push(0);
        for s in 0..n as u32 {
            let start = cover.len();
            if top[s as usize] {
                cover.push(s);
            } else {
                for a in sim.closure(s) {
                    if !top[a.id as usize] {
                        cover.push(a.id);
                        for &p in sim.parents(a.id) {
                            if top[p as usize] && !cover[start..].contains(&p) {
                                cover.push(p);
                            }
                        }
                    }
                }
            }
            cover_start.push(cover.len() as u32);
        }
        Covers {
            tops,
            top_parents,
            cover_start,
            cover,
        }
    }

    #[inline]
    fn cover(&self, s: u32) -> &[u32] {
        &self.cover
            [self.cover_start[s as usize] as usize..self.cover_start[s as usize + 1] as usize]
    }
}

/// One measure over many pairs, faster than [`Similarity::measure`] a pair when consecutive
/// pairs share their first synset, as they do when a study compares every pair of a list.
///
/// Every value, `None` and error is the one [`Similarity::measure`] gives for the pair. For
/// `res`, `jcn` and `lin`, the second pair in a row with the same first synset fills a table
/// of all synsets: the information content of each synset of the first one's closure, and for
/// each of the 158 synsets with the most hyponyms (`entity.n.01`, `object.n.01`, ...), the
/// greatest information content of a synset both closures share. A pair is then one look-up
/// per entry of the second synset's *cover* (its closure with those 158 standing for their
/// own hypernyms: about half as many entries) instead of a merge of two closures: 2 to 2.5
/// times as fast as [`Similarity::measure`] over all pairs of 1,000 nouns (docs/BENCHMARKS.md
/// has the figures). The table costs 8 bytes a synset (0.9 MB for WordNet 3.1); the first
/// batch of one of the three made from a [`Similarity`] also builds the covers (2.2 MB). The other measures are computed pair by pair.
///
/// # Example
/// ```
/// use wordgames_wordnet::{InformationContent, Measure, Similarity, WordNet};
/// let wn = WordNet::bundled()?;
/// let sim = Similarity::new(wn)?;
/// let ic = InformationContent::from_tag_counts(wn, Default::default())?;
/// let nouns: Vec<_> = ["dog.n.01", "cat.n.01", "car.n.01", "idea.n.01"]
///     .map(|name| wn.synset_by_name(name).unwrap().id())
///     .into();
/// let mut batch = sim.batch(Measure::Lin, Some(&ic))?;
/// for (i, &a) in nouns.iter().enumerate() {
///     for &b in &nouns[i + 1..] {
///         assert_eq!(batch.measure(a, b)?, sim.measure(Measure::Lin, a, b, Some(&ic))?);
///     }
/// }
/// # Ok::<(), wordgames_wordnet::Error>(())
/// ```
pub struct Batch<'s, 'wn> {
    sim: &'s Similarity<'wn>,
    measure: Measure,
    ic: Option<&'s InformationContent<'wn>>,
    covers: Option<&'s Covers>,
    /// The first synset the table is for.
    first: Option<u32>,
    /// The first synset of the last pair, if the table is not for it: the table is made when
    /// a second pair in a row has it.
    pending: Option<u32>,
    /// Whether a synset of the first synset's closure has no information content, or -inf
    /// (a count so far above the root's that the ratio overflows): pairs then take the merge.
    first_undefined: bool,
    /// For a synset that is not a top: its information content if it is in the first
    /// synset's closure, else -inf. For a top: the greatest information content of the
    /// synsets its closure shares with the first synset's, -inf if none.
    lcs_ic: Vec<f64>,
}

impl Batch<'_, '_> {
    /// The measure of a pair: what [`Similarity::measure`] gives for it.
    ///
    /// # Errors
    /// As [`Similarity::measure`].
    #[inline]
    pub fn measure(&mut self, a: SynsetId, b: SynsetId) -> Result<Option<f64>> {
        let Some(ic) = self.ic else {
            return self.sim.measure(self.measure, a, b, None);
        };
        let sim = self.sim;
        sim.ic_similarity(self.measure, a.0, b.0, ic, || {
            if self.first != Some(a.0) {
                if self.pending != Some(a.0) {
                    // The first pair with this first synset: a merge, no table yet.
                    self.pending = Some(a.0);
                    return sim.lcs_ic(a.0, b.0, ic);
                }
                self.set_first(a.0, ic);
            }
            if self.first_undefined {
                // A hypernym without information content: the error, if it is a common one,
                // comes from the merge in NLTK's order (and -inf would read as "none" below).
                return sim.lcs_ic(a.0, b.0, ic);
            }
            let Some(covers) = self.covers else {
                unreachable!("a batch of an information content measure has covers")
            };
            // No value in the table is -inf but where no common hypernym is (the first
            // synset's own are neither NaN nor -inf here). Two maxima at a time, so that each comparison need
            // not wait for the last; ties are equal bits (every zero is -0.0), so the order
            // does not matter.
            let lcs_ic = &self.lcs_ic[..];
            let max = |best: f64, x: u32| {
                let v = lcs_ic[x as usize];
                if best > v { best } else { v }
            };
            let mut pairs = covers.cover(b.0).chunks_exact(2);
            let (mut best, mut other) = (f64::NEG_INFINITY, f64::NEG_INFINITY);
            for pair in &mut pairs {
                best = max(best, pair[0]);
                other = max(other, pair[1]);
            }
            if let [x] = pairs.remainder() {
                best = max(best, *x);
            }
            let best = if best > other { best } else { other };
            Ok(if best == f64::NEG_INFINITY { 0.0 } else { best })
        })
        .map(Some)
    }

    /// Fills the table for the first synset `a`.
    fn set_first(&mut self, a: u32, ic: &InformationContent<'_>) {
        let Some(covers) = self.covers else {
            unreachable!("a batch of an information content measure has covers")
        };
        let sim = self.sim;
        let table = &mut self.lcs_ic;
        if let Some(old) = self.first {
            for x in sim.closure(old) {
                table[x.id as usize] = f64::NEG_INFINITY;
            }
        }
        for &t in &covers.tops {
            table[t as usize] = f64::NEG_INFINITY;
        }
        let values = ic.values();
        self.first_undefined = false;
        for x in sim.closure(a) {
            let v = values[x.id as usize];
            self.first_undefined |= v.is_nan() || v == f64::NEG_INFINITY;
            table[x.id as usize] = v;
        }
        // A top's closure is itself and its parents' closures, parents first.
        for &(t, p) in &covers.top_parents {
            let (v, best) = (table[p as usize], table[t as usize]);
            table[t as usize] = if v > best { v } else { best };
        }
        self.first = Some(a);
        self.pending = None;
    }
}

impl fmt::Debug for Batch<'_, '_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Batch")
            .field("measure", &self.measure)
            .field("first", &self.first)
            .finish_non_exhaustive()
    }
}

impl fmt::Debug for Similarity<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Similarity")
            .field("synsets", &self.min_depth.len())
            .field("closure_entries", &self.closure.len())
            .field("simulate_root", &self.simulate_root)
            .finish_non_exhaustive()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The closures of a synset's cover make up its closure, no more, no less; the tops are
    /// closed upwards and listed with hypernyms first.
    #[test]
    fn covers_cover_the_closures() {
        let wn = WordNet::bundled().unwrap();
        let sim = Similarity::new(wn).unwrap();
        let covers = Covers::new(&sim);
        let n = wn.synset_count();
        let mut is_top = vec![false; n];
        for &t in &covers.tops {
            assert!(sim.parents(t).iter().all(|&p| is_top[p as usize]));
            is_top[t as usize] = true;
        }
        assert!(covers.tops.len() > 100 && covers.tops.len() < 300);
        let (mut entries, mut covered) = (0, 0);
        for s in (0..n as u32).step_by(7) {
            let mut union: Vec<u32> = covers
                .cover(s)
                .iter()
                .flat_map(|&c| sim.closure(c).iter().map(|a| a.id))
                .collect();
            union.sort_unstable();
            union.dedup();
            let closure: Vec<u32> = sim.closure(s).iter().map(|a| a.id).collect();
            assert_eq!(union, closure, "synset {s}");
            entries += closure.len();
            covered += covers.cover(s).len();
        }
        assert!(
            covered < entries,
            "{covered} cover entries, {entries} closure entries"
        );
    }
}
