//! The map ("easy mode"): the clues so far drawn as one graph, exported as Graphviz DOT.
//!
//! Every clue is a path from the guessed word to the target. The map merges them: a word the
//! player guessed is shown by name, the target as `?`, and every other word on a route as a
//! blank node (one per sense, so two routes that meet share their blank nodes from that point
//! on). Edges carry the relation and its emoji.
//!
//! # Example
//! ```
//! use wordgames_puzzles::nettle::{map::Map, Answer, Nettle};
//! use wordgames_wordnet::{Relations, WordGraph, WordNet};
//!
//! let graph = WordGraph::build(WordNet::bundled()?, Relations::default())?;
//! let game = Nettle::new(&graph, "canine")?;
//! let clues: Vec<_> = ["dog", "wolf"]
//!     .iter()
//!     .filter_map(|g| match game.answer(g) { Ok(Answer::Clue(c)) => Some(c), _ => None })
//!     .collect();
//! let map = Map::new(&clues);
//! assert_eq!(map.graph().node_count(), 3); // dog, wolf, and the hidden target
//! assert!(map.to_dot().contains("label=\"wolf\""));
//! # Ok::<(), wordgames_puzzles::Error>(())
//! ```

use std::collections::HashMap;

use petgraph::{
    dot::{Config, Dot},
    graph::{DiGraph, NodeIndex},
};
use wordgames_wordnet::{Relation, SenseId};

use crate::nettle::{Clue, emoji};

/// A node of the map.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum MapNode {
    /// A word the player guessed (in the sense its route used).
    Word(String),
    /// A word on a route that the player has not named.
    Blank,
    /// The target (named once it has been guessed).
    Target(Option<String>),
}

/// The clues so far as a petgraph graph.
#[derive(Clone)]
pub struct Map {
    graph: DiGraph<MapNode, Relation>,
}

impl std::fmt::Debug for Map {
    /// The number of nodes and edges, not the graph.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Map")
            .field("nodes", &self.graph.node_count())
            .field("edges", &self.graph.edge_count())
            .finish()
    }
}

impl Map {
    /// The map of a list of clues.
    pub fn new(clues: &[Clue]) -> Map {
        let mut graph = DiGraph::new();
        let won = clues.iter().find(|c| c.is_win());
        let target = graph.add_node(MapNode::Target(won.map(|c| c.words()[0].clone())));
        let guessed: HashMap<SenseId, String> = clues
            .iter()
            .map(|c| (c.route.start, c.words()[0].clone()))
            .collect();
        let mut nodes: HashMap<SenseId, NodeIndex> = HashMap::new();
        let mut node = |graph: &mut DiGraph<MapNode, Relation>, sense: SenseId, last: bool| {
            if last {
                return target;
            }
            *nodes.entry(sense).or_insert_with(|| {
                graph.add_node(match guessed.get(&sense) {
                    Some(w) => MapNode::Word(w.clone()),
                    None => MapNode::Blank,
                })
            })
        };
        for clue in clues.iter().filter(|c| !c.is_win()) {
            let mut at = node(&mut graph, clue.route.start, false);
            for (i, step) in clue.route.steps.iter().enumerate() {
                let next = node(&mut graph, step.sense, i + 1 == clue.route.steps.len());
                if graph.find_edge(at, next).is_none() {
                    graph.add_edge(at, next, step.relation);
                }
                at = next;
            }
        }
        Map { graph }
    }

    /// The petgraph graph: edges point from a word toward the target, labelled with the
    /// relation of the next word to the current one.
    pub fn graph(&self) -> &DiGraph<MapNode, Relation> {
        &self.graph
    }

    /// The map in Graphviz DOT: guessed words by name, blank nodes as small circles, the
    /// target as a double circle, edges labelled with their emoji and relation.
    pub fn to_dot(&self) -> String {
        let edge = |_, e: petgraph::graph::EdgeReference<'_, Relation>| {
            let r = *e.weight();
            format!("label=\"{} {}\"", emoji(r).unwrap_or("❓"), r.name())
        };
        let node = |_, (_, n): (NodeIndex, &MapNode)| match n {
            MapNode::Word(w) => format!("label=\"{}\" shape=box", w.replace('"', "\\\"")),
            MapNode::Blank => "label=\"\" shape=circle width=0.2".to_string(),
            MapNode::Target(None) => "label=\"?\" shape=doublecircle".to_string(),
            MapNode::Target(Some(w)) => {
                format!("label=\"{}\" shape=doublecircle", w.replace('"', "\\\""))
            }
        };
        let dot = Dot::with_attr_getters(
            &self.graph,
            &[Config::EdgeNoLabel, Config::NodeNoLabel],
            &edge,
            &node,
        );
        format!("{dot:?}")
    }
}
