//! Routes to a target: the reverse multi-source breadth-first search and the per-target table.

use std::{cmp::Reverse, collections::VecDeque};

use petgraph::visit::{IntoNeighbors, NodeIndexable};

use crate::{Error, Graph, LemmaId, Relation, Result, SenseId, WordGraph};

/// What [`reverse_bfs`] finds: for every node (by [`NodeIndexable::to_index`]) its distance to
/// the nearest target and its next step toward it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BfsTree {
    /// Steps to the nearest target; [`BfsTree::UNREACHED`] where no target can be reached.
    pub distance: Vec<u32>,
    /// The index of the next node on the chosen route; a target's is itself;
    /// [`BfsTree::UNREACHED`] where no target can be reached.
    pub next: Vec<u32>,
}

impl BfsTree {
    /// The marker of nodes from which no target can be reached.
    pub const UNREACHED: u32 = u32::MAX;
}

/// A multi-source breadth-first search backwards from `targets` (all at distance 0): gives
/// every node its distance to the nearest target and its next step toward it, in one pass.
///
/// The search walks `graph`'s neighbours outward from the targets, so `graph` must list, for
/// each node `v`, the nodes that can step to `v`: for an undirected graph that is the graph
/// itself; for a directed one pass its transpose ([`WordGraph::reversed`]) or
/// [`petgraph::visit::Reversed`] of it.
///
/// Ties: when several neighbours one step closer could be a node's next step, the one with the
/// smallest `rank` is taken (rank by commonness, then by index, for a reproducible route).
///
/// # Complexity
/// O(|V| + |E|) time, two `u32` per node of memory; each node is visited once, so the search is
/// bounded by the size of the graph.
///
/// # Example
/// ```
/// use std::cmp::Reverse;
/// use petgraph::graph::UnGraph;
/// use wordgames_wordnet::{BfsTree, reverse_bfs};
///
/// //  0 --- 1 --- 2
/// //   \         /
/// //    3 --- 4         5
/// let mut g = UnGraph::<(), ()>::from_edges([(0, 1), (1, 2), (0, 3), (3, 4), (4, 2), (0, 4)]);
/// g.add_node(()); // 5, alone
/// let target = g.from_index(2);
///
/// let tree = reverse_bfs(&g, [target], |n| n.index());
/// assert_eq!(tree.distance, [2, 1, 0, 2, 1, BfsTree::UNREACHED]);
/// assert_eq!(tree.next[0], 1); // 1 and 4 are both one step from 2: the lower rank wins
///
/// let tree = reverse_bfs(&g, [target], |n| Reverse(n.index()));
/// assert_eq!(tree.next[0], 4);
/// # use petgraph::visit::NodeIndexable;
/// ```
pub fn reverse_bfs<G, I, F, K>(graph: G, targets: I, mut rank: F) -> BfsTree
where
    G: IntoNeighbors + NodeIndexable,
    I: IntoIterator<Item = G::NodeId>,
    F: FnMut(G::NodeId) -> K,
    K: Ord,
{
    let n = graph.node_bound();
    let mut distance = vec![BfsTree::UNREACHED; n];
    let mut next = vec![BfsTree::UNREACHED; n];
    let mut queue = VecDeque::new();
    for t in targets {
        let i = graph.to_index(t);
        if distance[i] == BfsTree::UNREACHED {
            distance[i] = 0;
            next[i] = i as u32;
            queue.push_back(t);
        }
    }
    while let Some(v) = queue.pop_front() {
        let vi = graph.to_index(v);
        let d = distance[vi] + 1;
        for u in graph.neighbors(v) {
            let ui = graph.to_index(u);
            if distance[ui] == BfsTree::UNREACHED {
                distance[ui] = d;
                next[ui] = vi as u32;
                queue.push_back(u);
            } else if distance[ui] == d
                && next[ui] != vi as u32
                && rank(v) < rank(graph.from_index(next[ui] as usize))
            {
                next[ui] = vi as u32;
            }
        }
    }
    BfsTree { distance, next }
}

/// The same search as [`reverse_bfs`] over `backward`, with the same result when `rank` gives
/// every node a distinct key, made faster on large graphs by switching direction per level
/// (Beamer's direction-optimising BFS).
///
/// A level is expanded *top-down* while the frontier is small: each frontier node's row of
/// `backward` lists the nodes one step further. Once the frontier's rows would hold more entries
/// than a fourteenth of the rows of the nodes not yet reached, the level is expanded
/// *bottom-up* instead: every unreached node, in memory order, reads its own row of `forward`
/// and checks it against a bit set of the frontier. Rows are then read in order instead of in
/// frontier order, which is what the cache rewards: over WordNet most nodes are reached within
/// a few levels, and the top-down search spent its time waiting for randomly placed rows.
///
/// In both directions a node's next step is the frontier neighbour with the smallest rank.
fn direction_optimising_bfs<K: Ord>(
    forward: &Graph,
    backward: &Graph,
    targets: impl IntoIterator<Item = u32>,
    rank: impl Fn(u32) -> K,
) -> BfsTree {
    let n = backward.node_count();
    let mut distance = vec![BfsTree::UNREACHED; n];
    let mut next = vec![BfsTree::UNREACHED; n];
    let mut frontier: Vec<u32> = Vec::new();
    for t in targets {
        if distance[t as usize] == BfsTree::UNREACHED {
            distance[t as usize] = 0;
            next[t as usize] = t;
            frontier.push(t);
        }
    }
    // Row entries of the nodes not reached yet, for the direction heuristic.
    let mut unreached_edges: usize = (0..n as u32)
        .filter(|&u| distance[u as usize] == BfsTree::UNREACHED)
        .map(|u| forward.neighbors_slice(u).len())
        .sum();
    let mut in_frontier = vec![0u64; n.div_ceil(64)];
    let mut found: Vec<u32> = Vec::new();
    let mut d = 0;
    while !frontier.is_empty() {
        d += 1;
        let frontier_edges: usize = frontier
            .iter()
            .map(|&v| backward.neighbors_slice(v).len())
            .sum();
        if frontier_edges * 14 > unreached_edges {
            for &v in &frontier {
                in_frontier[v as usize / 64] |= 1 << (v % 64);
            }
            for u in 0..n as u32 {
                if distance[u as usize] != BfsTree::UNREACHED {
                    continue;
                }
                let mut best: Option<u32> = None;
                for &v in forward.neighbors_slice(u) {
                    if in_frontier[v as usize / 64] & (1 << (v % 64)) != 0
                        && best.is_none_or(|b| rank(v) < rank(b))
                    {
                        best = Some(v);
                    }
                }
                if let Some(v) = best {
                    distance[u as usize] = d;
                    next[u as usize] = v;
                    found.push(u);
                }
            }
            for &v in &frontier {
                in_frontier[v as usize / 64] = 0;
            }
        } else {
            for &v in &frontier {
                for &u in backward.neighbors_slice(v) {
                    let ui = u as usize;
                    if distance[ui] == BfsTree::UNREACHED {
                        distance[ui] = d;
                        next[ui] = v;
                        found.push(u);
                    } else if distance[ui] == d && next[ui] != v && rank(v) < rank(next[ui]) {
                        next[ui] = v;
                    }
                }
            }
        }
        for &u in &found {
            unreached_edges -= forward.neighbors_slice(u).len();
        }
        std::mem::swap(&mut frontier, &mut found);
        found.clear();
    }
    BfsTree { distance, next }
}

/// One step of a [`Route`]: the relation of the next sense to the current one, and that sense.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Step {
    /// How `sense` relates to the previous sense (`dog -> canine` is a hypernym step).
    pub relation: Relation,
    /// The sense reached.
    pub sense: SenseId,
}

/// A route through the word graph from a sense to a sense spelled like the target.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Route {
    /// The sense the route starts from (for a guess: the sense of the guess that was used).
    pub start: SenseId,
    /// The steps, in order; empty when the start is spelled like the target.
    pub steps: Vec<Step>,
}

impl Route {
    /// The number of steps.
    pub fn len(&self) -> usize {
        self.steps.len()
    }

    /// Whether the route has no step (the start is spelled like the target).
    pub fn is_empty(&self) -> bool {
        self.steps.is_empty()
    }

    /// Every sense of the route, start and end included.
    pub fn senses(&self) -> impl Iterator<Item = SenseId> + '_ {
        std::iter::once(self.start).chain(self.steps.iter().map(|s| s.sense))
    }
}

/// Every sense's route to one target spelling, in a compact table that answers a guess with
/// one lookup.
///
/// Per sense: the next step (4 bytes) and the distance (1 byte); per spelling: the sense a guess
/// starts from (4 bytes). For WordNet 3.1 (207,235 senses, 147,478 spellings) that is 1,626,087
/// bytes per target ([`RouteTable::size_in_bytes`]), before any compression an app may add.
///
/// # Example
/// ```
/// use wordgames_wordnet::{Relations, WordGraph, WordNet};
///
/// let wn = WordNet::bundled()?;
/// let graph = WordGraph::build(&wn, Relations::default())?;
/// let table = graph.route_table(wn.lemma("cat").unwrap().id())?;
///
/// let guess = wn.lemma("dog").unwrap().id();
/// let route = table.answer(&graph, guess).unwrap();
/// assert_eq!(table.distance(guess), Some(route.len() as u32));
/// let last = *route.senses().last().as_ref().unwrap();
/// assert_eq!(wn.sense(last).lemma().text(), "cat");
/// // Which meaning of "dog" the route took:
/// println!("{}", wn.sense(route.start).synset().gloss());
/// # Ok::<(), wordgames_wordnet::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct RouteTable {
    target: LemmaId,
    next: Vec<u32>,
    distance: Vec<u8>,
    start: Vec<u32>,
}

const UNREACHED_DISTANCE: u8 = u8::MAX;

impl WordGraph {
    /// The route table of a target spelling: a reverse breadth-first search from every sense
    /// spelled like `target`, ties broken toward the most common sense (highest tag count), then
    /// the lowest sense id.
    ///
    /// The graph is `Sync`, so an archive of tables can be computed in parallel, one target per
    /// thread.
    ///
    /// # Example
    /// ```
    /// use wordgames_wordnet::{Relations, WordGraph, WordNet};
    ///
    /// let wn = WordNet::bundled()?;
    /// let graph = WordGraph::build(&wn, Relations::default())?;
    /// let targets: Vec<_> = ["tree", "river"].iter().map(|t| wn.lemma(t).unwrap().id()).collect();
    /// // One table per target, computed on threads that share the graph.
    /// let tables = std::thread::scope(|scope| {
    ///     let handles: Vec<_> = targets
    ///         .iter()
    ///         .map(|&t| {
    ///             let graph = &graph;
    ///             scope.spawn(move || graph.route_table(t))
    ///         })
    ///         .collect();
    ///     handles.into_iter().map(|h| h.join().unwrap()).collect::<Result<Vec<_>, _>>()
    /// })?;
    /// let forest = wn.lemma("forest").unwrap().id();
    /// assert!(tables[0].distance(forest).unwrap() <= tables[1].distance(forest).unwrap());
    /// # Ok::<(), wordgames_wordnet::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`Error::UnknownLemma`] when `target` is not a lemma of this graph; [`Error::TooLarge`]
    /// when a route is longer than 254 steps (the table stores distances in a byte).
    pub fn route_table(&self, target: LemmaId) -> Result<RouteTable> {
        if target.index() >= self.lemma_count() {
            return Err(Error::UnknownLemma {
                spelling: format!("#{}", target.0),
            });
        }
        let rank = |n: u32| (Reverse(self.tag_count(SenseId(n))), n);
        let targets = self.nodes_of(target).map(|s| s.0);
        let tree = direction_optimising_bfs(self.graph(), self.reversed(), targets, rank);
        let mut distance = Vec::with_capacity(tree.distance.len());
        for &d in &tree.distance {
            distance.push(match d {
                BfsTree::UNREACHED => UNREACHED_DISTANCE,
                d if d < u32::from(UNREACHED_DISTANCE) => d as u8,
                d => {
                    return Err(Error::TooLarge {
                        what: "route length",
                        count: d as usize,
                        max: 254,
                    });
                }
            });
        }
        let start = (0..self.lemma_count() as u32)
            .map(|l| {
                self.nodes_of(LemmaId(l))
                    .filter(|s| distance[s.index()] != UNREACHED_DISTANCE)
                    .min_by_key(|&s| (distance[s.index()], Reverse(self.tag_count(s)), s))
                    .map_or(u32::MAX, |s| s.0)
            })
            .collect();
        Ok(RouteTable {
            target,
            next: tree.next,
            distance,
            start,
        })
    }
}

impl RouteTable {
    /// The target spelling.
    pub fn target(&self) -> LemmaId {
        self.target
    }

    /// The length of the shortest route from a guess (a spelling) to the target, `None` when
    /// no sense of it reaches the target. One lookup.
    pub fn distance(&self, guess: LemmaId) -> Option<u32> {
        self.start(guess)
            .map(|s| u32::from(self.distance[s.index()]))
    }

    /// The sense a guess's route starts from: its closest sense to the target, the most common
    /// among equally close ones. One lookup.
    pub fn start(&self, guess: LemmaId) -> Option<SenseId> {
        match self.start.get(guess.index()) {
            Some(&s) if s != u32::MAX => Some(SenseId(s)),
            _ => None,
        }
    }

    /// The distance of one sense to the target.
    pub fn sense_distance(&self, sense: SenseId) -> Option<u32> {
        match self.distance.get(sense.index()) {
            Some(&d) if d != UNREACHED_DISTANCE => Some(u32::from(d)),
            _ => None,
        }
    }

    /// The next step of a sense toward the target (itself for a target sense).
    pub fn next_step(&self, sense: SenseId) -> Option<SenseId> {
        match self.next.get(sense.index()) {
            Some(&n) if n != u32::MAX => Some(SenseId(n)),
            _ => None,
        }
    }

    /// The route from one sense to the target, with the relation of each step; `None` when the
    /// sense cannot reach the target. `graph` must be the graph the table was computed on.
    pub fn route(&self, graph: &WordGraph, from: SenseId) -> Option<Route> {
        let mut steps = Vec::with_capacity(self.sense_distance(from)? as usize);
        let mut at = from;
        while self.sense_distance(at)? > 0 {
            let next = self.next_step(at)?;
            steps.push(Step {
                relation: graph.relation(at, next)?,
                sense: next,
            });
            at = next;
        }
        Some(Route { start: from, steps })
    }

    /// The route of a guess: from its [`RouteTable::start`] sense to the target.
    pub fn answer(&self, graph: &WordGraph, guess: LemmaId) -> Option<Route> {
        self.route(graph, self.start(guess)?)
    }

    /// The number of senses and spellings the table covers.
    pub fn len(&self) -> (usize, usize) {
        (self.next.len(), self.start.len())
    }

    /// Whether the table covers no sense.
    pub fn is_empty(&self) -> bool {
        self.next.is_empty()
    }

    /// The bytes of its arrays: 5 per sense and 4 per spelling, plus the target.
    pub fn size_in_bytes(&self) -> usize {
        self.next.len() * 4 + self.distance.len() + self.start.len() * 4 + 4
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    fn csr(mut edges: Vec<(u32, u32)>) -> Graph {
        edges.sort_unstable();
        edges.dedup();
        let labelled: Vec<(u32, u32, Relation)> = edges
            .into_iter()
            .map(|(a, b)| (a, b, Relation::Hypernym))
            .collect();
        Graph::from_sorted_edges(&labelled).expect("sorted and unique")
    }

    proptest! {
        /// The direction-optimising search finds exactly what the plain reverse search finds:
        /// the same distances and, with distinct ranks, the same next steps, whichever direction
        /// each level takes (dense graphs make it go bottom-up, sparse ones top-down).
        #[test]
        fn direction_optimising_equals_reverse_bfs(
            n in 2u32..60,
            raw in prop::collection::vec((0u32..60, 0u32..60), 0..400),
            targets in prop::collection::vec(0u32..60, 1..4),
            salt in any::<u64>(),
        ) {
            let mut edges: Vec<(u32, u32)> =
                raw.into_iter().map(|(a, b)| (a % n, b % n)).collect();
            edges.push((n - 1, n - 1)); // every node exists in both graphs
            let forward = csr(edges.clone());
            let backward = csr(edges.iter().map(|&(a, b)| (b, a)).collect());
            let targets: Vec<u32> = targets.into_iter().map(|t| t % n).collect();
            // Distinct ranks in a scrambled order.
            let rank = |v: u32| (u64::from(v).wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ salt, v);
            let plain = reverse_bfs(&backward, targets.iter().copied(), rank);
            let fast = direction_optimising_bfs(&forward, &backward, targets.iter().copied(), rank);
            prop_assert_eq!(fast, plain);
        }
    }
}
