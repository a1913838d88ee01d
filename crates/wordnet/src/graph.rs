//! The word graph: one node per sense, edges labelled with their [`Relation`].

use std::{fmt, sync::OnceLock};

use petgraph::csr::Csr;

use crate::{
    Error, LemmaId, Relation, Relations, Result, SenseId, SynsetId, WordNet,
    route_index::RouteIndex,
};

/// The petgraph type of the word graph: a compressed sparse row graph whose node `i` is
/// [`SenseId`]`(i)` and whose edge `u -> v` is labelled with the relation of `v` to `u`.
pub type Graph = Csr<(), Relation>;

/// The word graph of a [`WordNet`]: one node per sense (a (synset, spelling) pair), so the
/// words of one synset are separate nodes.
///
/// Edges, each labelled with its relation:
/// * a semantic pointer from synset S to synset T links every sense of S to every sense of T;
///   a lexical pointer links its source word's sense to its target word's sense only;
/// * [`Relation::Homograph`]: every two senses with the same spelling (they are always in
///   different synsets), across parts of speech;
/// * [`Relation::Synonym`]: every two senses of the same synset.
///
/// Edges are directed as WordNet's pointers are; because only relations with a reflect are
/// allowed, almost every edge has its reverse (WordNet 3.1 lacks the reflect of a handful of
/// pointers: 1,668,313 directed edges over 834,159 linked pairs). Two senses linked by several
/// relations in one direction get one edge, labelled with the first relation in [`Relation`]
/// order.
///
/// A `WordGraph` borrows the [`WordNet`] it was built from ([`WordGraph::wordnet`]), and every
/// [`RouteTable`](crate::RouteTable) borrows its graph, so a table cannot be read against another graph, nor a
/// graph against another WordNet.
///
/// # Two representations
///
/// [`WordGraph::build`] is cheap (one pass over the synsets' pointers): it indexes the incoming
/// pointers of every synset, which is all that [`WordGraph::route_table`] and
/// [`WordGraph::relation`] read. The edges themselves, as a petgraph [`Csr`]
/// ([`WordGraph::graph`], for petgraph's own algorithms) and its transpose, are built on the
/// first call that needs them and kept.
///
/// # Example
/// ```
/// use wordgames_wordnet::{Relation, Relations, WordGraph, WordNet};
///
/// let wn = WordNet::bundled()?;
/// let graph = WordGraph::build(wn, Relations::default())?;
/// assert_eq!(graph.node_count(), 207_235);
///
/// let dog = wn.synset_by_name("dog.n.01").unwrap().senses().next().unwrap();
/// let domestic_dog = wn.synset_by_name("dog.n.01").unwrap().senses().nth(1).unwrap();
/// assert_eq!(graph.relation(dog.id(), domestic_dog.id()), Some(Relation::Synonym));
/// # Ok::<(), wordgames_wordnet::Error>(())
/// ```
#[derive(Clone)]
pub struct WordGraph<'wn> {
    wn: &'wn WordNet,
    relations: Relations,
    index: RouteIndex,
    edges: OnceLock<Edges>,
}

/// The materialised edges: the CSR graph, its transpose and the number of linked pairs.
#[derive(Clone)]
struct Edges {
    graph: Graph,
    /// The transpose of `graph`: `v -> u` for every `u -> v`, with the same label.
    reversed: Graph,
    undirected: usize,
}

impl fmt::Debug for WordGraph<'_> {
    /// The size and the relations, never the edges.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("WordGraph")
            .field("nodes", &self.node_count())
            .field("relations", &self.relations)
            .field("edges_built", &self.edges.get().is_some())
            .finish()
    }
}

impl<'wn> WordGraph<'wn> {
    /// The graph of `wn` over a set of relations.
    ///
    /// # Errors
    /// [`Error::TooLarge`] for a WordNet with more than 2^27 senses.
    pub fn build(wn: &'wn WordNet, relations: Relations) -> Result<WordGraph<'wn>> {
        let n = wn.sense_count();
        if n > 1 << 27 {
            return Err(Error::TooLarge {
                what: "senses for the word graph",
                count: n,
                max: 1 << 27,
            });
        }
        Ok(WordGraph {
            wn,
            relations,
            index: RouteIndex::new(wn, relations),
            edges: OnceLock::new(),
        })
    }

    /// The same graph with routes that prefer some words: `class` gives each lemma a class,
    /// lower preferred; among the equally close next steps of a route
    /// ([`WordGraph::route_table`]), a sense of a lemma of a lower class wins, then the most
    /// common sense (highest tag count), then the lowest id. Distances do not change, nor does
    /// the sense a guess starts from (its senses share its class); only which of equally short
    /// routes is shown. Without it every lemma is of one class.
    ///
    /// ```
    /// use wordgames_wordnet::{Relations, WordGraph, WordNet};
    ///
    /// let wn = WordNet::bundled()?;
    /// let plain = WordGraph::build(wn, Relations::default())?;
    /// // Routes through collocations ("hot dog") only when no single word is as close.
    /// let words_first = WordGraph::build(wn, Relations::default())?
    ///     .prefer_lemmas(|lemma| u8::from(lemma.text().contains(['_', ' ', '-'])));
    /// let target = wn.lemma("cat").unwrap().id();
    /// let (a, b) = (plain.route_table(target)?, words_first.route_table(target)?);
    /// let guess = wn.lemma("bread").unwrap().id();
    /// assert_eq!(a.distance(guess), b.distance(guess));
    /// # Ok::<(), wordgames_wordnet::Error>(())
    /// ```
    #[must_use]
    pub fn prefer_lemmas(mut self, class: impl Fn(crate::Lemma<'_>) -> u8) -> WordGraph<'wn> {
        let classes: Vec<u8> = self.wn.lemmas().map(class).collect();
        self.index.rerank(self.wn, &classes);
        self
    }

    /// The WordNet the graph was built from.
    pub fn wordnet(&self) -> &'wn WordNet {
        self.wn
    }

    pub(crate) fn route_index(&self) -> &RouteIndex {
        &self.index
    }

    fn edges(&self) -> &Edges {
        self.edges
            .get_or_init(|| Edges::build(self.wn, self.relations))
    }

    /// The petgraph graph: node `i` is [`SenseId`]`(i)`. Built on the first call.
    pub fn graph(&self) -> &Graph {
        &self.edges().graph
    }

    /// The relations it was built from.
    pub fn relations(&self) -> Relations {
        self.relations
    }

    /// The number of nodes: one per sense.
    pub fn node_count(&self) -> usize {
        self.wn.sense_count()
    }

    /// The number of undirected edges: pairs of senses linked in either direction. Builds the
    /// edges on the first call.
    pub fn edge_count(&self) -> usize {
        self.edges().undirected
    }

    /// The number of directed edges (adjacency entries). Builds the edges on the first call.
    pub fn adjacency_count(&self) -> usize {
        self.graph().edge_count()
    }

    /// The transpose of [`WordGraph::graph`]: an edge `v -> u` for every edge `u -> v`, with
    /// the same label. Breadth-first search over it from the target is the reverse search that
    /// routes need ([`crate::reverse_bfs`]). Built on the first call.
    pub fn reversed(&self) -> &Graph {
        &self.edges().reversed
    }

    /// The relation of `to` to `from` (`dog -> canine` is [`Relation::Hypernym`]), if they
    /// are linked: the first in [`Relation`] order of the relations that link them. Read off
    /// WordNet's pointers; the edges need not be built.
    ///
    /// # Panics
    /// If either sense is not of this graph's WordNet.
    pub fn relation(&self, from: SenseId, to: SenseId) -> Option<Relation> {
        let store = self.wn.store();
        let (u, v) = (from.0, to.0);
        let (s, t) = (store.sense_synset(u), store.sense_synset(v));
        let mut best: Option<Relation> = None;
        let mut offer = |r: Relation| {
            if best.is_none_or(|b| (r as u8) < (b as u8)) {
                best = Some(r);
            }
        };
        // The shims never link a sense to itself; a pointer from a synset to itself does.
        if u != v {
            if s == t && self.relations.contains(Relation::Synonym) {
                offer(Relation::Synonym);
            }
            if self.relations.contains(Relation::Homograph)
                && store.sense_lemma(u) == store.sense_lemma(v)
            {
                offer(Relation::Homograph);
            }
        }
        for p in store.synset_pointers_iter(s) {
            if p.target.0 != t || !self.relations.contains(p.relation) {
                continue;
            }
            if !p.is_lexical()
                || (store.synset_word_sense(SynsetId(s), p.source_word) == u
                    && store.synset_word_sense(p.target, p.target_word) == v)
            {
                offer(p.relation);
            }
        }
        best
    }

    /// The neighbours of a node with the relation of each to it, in node order. Builds the
    /// edges on the first call.
    pub fn neighbors(&self, node: SenseId) -> impl Iterator<Item = (SenseId, Relation)> + '_ {
        let u = node.0;
        let graph = self.graph();
        graph
            .neighbors_slice(u)
            .iter()
            .zip(graph.edges_slice(u))
            .map(|(v, r)| (SenseId(*v), *r))
    }

    /// The nodes spelled like a lemma, in the lemma's sense order.
    ///
    /// # Panics
    /// If the lemma is not of this graph's WordNet.
    pub fn nodes_of(&self, lemma: LemmaId) -> impl ExactSizeIterator<Item = SenseId> + use<> {
        self.wn.store().lemma_sense_range(lemma.0).map(SenseId)
    }

    /// The lemma (spelling) of a node.
    ///
    /// # Panics
    /// If the node is not of this graph's WordNet.
    pub fn lemma_of(&self, node: SenseId) -> LemmaId {
        LemmaId(self.wn.store().sense_lemma(node.0))
    }

    /// The tag count of a node's sense (0 without `index.sense`): how common it is.
    ///
    /// # Panics
    /// If the node is not of this graph's WordNet.
    pub fn tag_count(&self, node: SenseId) -> u32 {
        self.wn.store().sense_tag_count(node.0)
    }

    /// The number of distinct spellings.
    pub fn lemma_count(&self) -> usize {
        self.wn.lemma_count()
    }
}

impl Edges {
    /// The CSR graph of `wn` over `relations`, its transpose, and the count of linked pairs.
    fn build(wn: &WordNet, relations: Relations) -> Edges {
        let n = wn.sense_count();
        // Counting sort by source node: one pass counts, one pass fills rows of
        // `target << 5 | relation`, then each row is sorted and deduplicated.
        let mut start = vec![0u32; n + 1];
        for_each_edge(wn, relations, |u, _, _| start[u as usize + 1] += 1);
        for i in 0..n {
            start[i + 1] += start[i];
        }
        let mut fill = start.clone();
        let mut cells = vec![0u32; start[n] as usize];
        for_each_edge(wn, relations, |u, v, r| {
            let at = &mut fill[u as usize];
            cells[*at as usize] = v << 5 | r as u32;
            *at += 1;
        });
        let mut edges: Vec<(u32, u32, Relation)> = Vec::with_capacity(cells.len() / 2);
        for u in 0..n {
            let row = &mut cells[start[u] as usize..start[u + 1] as usize];
            row.sort_unstable();
            let mut last = u32::MAX;
            for &cell in row.iter() {
                let v = cell >> 5;
                if v == last {
                    continue;
                }
                last = v;
                let relation = Relation::ALL[(cell & 31) as usize];
                edges.push((u as u32, v, relation));
            }
        }
        drop(cells);
        let mut graph =
            Graph::from_sorted_edges(&edges).expect("edges are sorted and unique by construction");
        while graph.node_count() < n {
            graph.add_node(());
        }
        // The transpose, for searches backwards: a counting sort by target, which keeps each
        // row sorted by source because `edges` is sorted by source.
        let mut in_start = vec![0u32; n + 1];
        for &(_, v, _) in &edges {
            in_start[v as usize + 1] += 1;
        }
        for i in 0..n {
            in_start[i + 1] += in_start[i];
        }
        let mut fill = in_start.clone();
        let mut transposed = vec![(0u32, 0u32, Relation::Hypernym); edges.len()];
        for &(u, v, r) in &edges {
            let at = &mut fill[v as usize];
            transposed[*at as usize] = (v, u, r);
            *at += 1;
        }
        // Undirected pairs: every edge, less those `u -> v` with `v < u` whose reverse `v -> u`
        // also exists (that pair was counted at `v`). Both rows of `u` are sorted, so a merge
        // finds them.
        let mut undirected = edges.len();
        let mut out_at = 0;
        for u in 0..n {
            let out_end = edges[out_at..].partition_point(|e| e.0 as usize == u) + out_at;
            let outs = &edges[out_at..out_end];
            let ins = &transposed[in_start[u] as usize..in_start[u + 1] as usize];
            let (mut i, mut j) = (0, 0);
            while i < outs.len() && j < ins.len() && outs[i].1 < u as u32 && ins[j].1 < u as u32 {
                match outs[i].1.cmp(&ins[j].1) {
                    std::cmp::Ordering::Less => i += 1,
                    std::cmp::Ordering::Greater => j += 1,
                    std::cmp::Ordering::Equal => {
                        undirected -= 1;
                        i += 1;
                        j += 1;
                    }
                }
            }
            out_at = out_end;
        }
        drop(edges);
        let mut reversed = Graph::from_sorted_edges(&transposed)
            .expect("edges are sorted and unique by construction");
        drop(transposed);
        while reversed.node_count() < n {
            reversed.add_node(());
        }
        Edges {
            graph,
            reversed,
            undirected,
        }
    }
}

/// Calls `edge(u, v, relation)` for every directed edge, duplicates included.
fn for_each_edge(wn: &WordNet, relations: Relations, mut edge: impl FnMut(u32, u32, Relation)) {
    let synonym = relations.contains(Relation::Synonym);
    let store = wn.store();
    for s in 0..wn.synset_count() as u32 {
        let sid = SynsetId(s);
        let senses = store.synset_sense_ids(sid);
        if synonym {
            for &u in senses {
                for &v in senses {
                    if u != v {
                        edge(u, v, Relation::Synonym);
                    }
                }
            }
        }
        for p in store.synset_pointers(s) {
            if !relations.contains(p.relation) {
                continue;
            }
            if p.is_lexical() {
                let u = store.synset_word_sense(sid, p.source_word);
                let v = store.synset_word_sense(p.target, p.target_word);
                edge(u, v, p.relation);
            } else {
                for &u in senses {
                    for &v in store.synset_sense_ids(p.target) {
                        edge(u, v, p.relation);
                    }
                }
            }
        }
    }
    if relations.contains(Relation::Homograph) {
        for l in 0..wn.lemma_count() as u32 {
            let range = store.lemma_sense_range(l);
            for u in range.clone() {
                for v in range.clone() {
                    if u != v {
                        edge(u, v, Relation::Homograph);
                    }
                }
            }
        }
    }
}
