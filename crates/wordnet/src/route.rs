//! Routes to a target: the reverse multi-source breadth-first search and the per-target table.

use std::collections::VecDeque;

use petgraph::visit::{IntoNeighbors, NodeIndexable};

use crate::{Error, LemmaId, Relation, Result, SenseId, WordGraph};

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
/// A table borrows the [`WordGraph`] it was computed on, so it is always read against that
/// graph and its WordNet. With the `serde` feature it serialises (without the graph); to keep
/// tables for later, store them in a format of your own (as Nettle's archive does).
///
/// # Example
/// ```
/// use wordgames_wordnet::{Relations, WordGraph, WordNet};
///
/// let wn = WordNet::bundled()?;
/// let graph = WordGraph::build(wn, Relations::default())?;
/// let table = graph.route_table(wn.lemma("cat").unwrap().id())?;
///
/// let guess = wn.lemma("dog").unwrap().id();
/// let route = table.answer(guess).unwrap();
/// assert_eq!(table.distance(guess), Some(route.len() as u32));
/// let last = *route.senses().last().as_ref().unwrap();
/// assert_eq!(wn.sense(last).lemma().text(), "cat");
/// // Which meaning of "dog" the route took:
/// println!("{}", wn.sense(route.start).synset().gloss());
/// # Ok::<(), wordgames_wordnet::Error>(())
/// ```
#[derive(Clone)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct RouteTable<'g> {
    #[cfg_attr(feature = "serde", serde(skip))]
    graph: &'g WordGraph<'g>,
    target: LemmaId,
    next: Vec<u32>,
    distance: Vec<u8>,
    start: Vec<u32>,
}

const UNREACHED_DISTANCE: u8 = u8::MAX;

impl<'wn> WordGraph<'wn> {
    /// The route table of a target spelling: a backward breadth-first search from every sense
    /// spelled like `target`, ties broken toward the most common sense (highest tag count), then
    /// the lowest sense id.
    ///
    /// The search walks WordNet's pointers, not the graph's edges (a synset's senses are passed
    /// one best candidate per level rather than one per edge), and finds exactly what
    /// [`reverse_bfs`] over [`WordGraph::reversed`] finds with that rank, and never builds the
    /// edges.
    ///
    /// The graph is `Sync`, so an archive of tables can be computed in parallel, one target per
    /// thread.
    ///
    /// # Example
    /// ```
    /// use wordgames_wordnet::{Relations, WordGraph, WordNet};
    ///
    /// let wn = WordNet::bundled()?;
    /// let graph = WordGraph::build(wn, Relations::default())?;
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
    /// [`Error::UnknownLemma`] when `target` is not a lemma of this graph. (A sense more than
    /// 254 steps from the target has no route in the table, which stores distances in a byte;
    /// no sense of WordNet 3.1 is more than a few dozen steps from another.)
    pub fn route_table(&self, target: LemmaId) -> Result<RouteTable<'_>> {
        if target.index() >= self.lemma_count() {
            return Err(Error::UnknownLemma {
                spelling: format!("#{}", target.0),
            });
        }
        let targets = self.nodes_of(target).map(|s| s.0);
        let routes = self.route_index().routes(targets).ok_or(Error::TooLarge {
            what: "route length",
            count: usize::from(UNREACHED_DISTANCE),
            max: 254,
        })?;
        Ok(RouteTable {
            graph: self,
            target,
            next: routes.next,
            distance: routes.distance,
            start: routes.start,
        })
    }
}

impl<'g> RouteTable<'g> {
    /// The graph the table was computed on.
    pub fn graph(&self) -> &'g WordGraph<'g> {
        self.graph
    }

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
    /// sense cannot reach the target.
    pub fn route(&self, from: SenseId) -> Option<Route> {
        let mut steps = Vec::with_capacity(self.sense_distance(from)? as usize);
        let mut at = from;
        while self.sense_distance(at)? > 0 {
            let next = self.next_step(at)?;
            steps.push(Step {
                relation: self.graph.relation(at, next)?,
                sense: next,
            });
            at = next;
        }
        Some(Route { start: from, steps })
    }

    /// The route of a guess: from its [`RouteTable::start`] sense to the target.
    pub fn answer(&self, guess: LemmaId) -> Option<Route> {
        self.route(self.start(guess)?)
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

impl PartialEq for RouteTable<'_> {
    /// Two tables are equal when they are of the same graph (the same value, not an equal
    /// one) and hold the same routes.
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.graph, other.graph)
            && self.target == other.target
            && self.next == other.next
            && self.distance == other.distance
            && self.start == other.start
    }
}

impl Eq for RouteTable<'_> {}

impl std::fmt::Debug for RouteTable<'_> {
    /// The target and the table's size, never the arrays.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RouteTable")
            .field("target", &self.target)
            .field("senses", &self.next.len())
            .field("lemmas", &self.start.len())
            .finish()
    }
}
