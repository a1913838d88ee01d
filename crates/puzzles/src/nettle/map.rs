//! The map ("easy mode"): the clues so far drawn as one graph, exported as Graphviz DOT or
//! drawn as an SVG picture.
//!
//! Every clue is a path from the guessed word to the target. The map merges them: a word the
//! player guessed is shown by name, the target as `?`, and every other word on a route as a
//! blank node (one per sense, so two routes that meet share their blank nodes from that point
//! on). Edges carry the relation and its emoji.
//!
//! # Example
//! ```
//! use wordgames_puzzles::nettle::{map::Map, Verdict, Nettle};
//! use wordgames_wordnet::{Relations, WordGraph, WordNet};
//!
//! let graph = WordGraph::build(WordNet::bundled()?, Relations::default())?;
//! let game = Nettle::new(&graph, "canine")?;
//! let clues: Vec<_> = ["dog", "wolf"]
//!     .iter()
//!     .filter_map(|g| match game.answer(g) { Ok(Verdict::Clue(c)) => Some(c), _ => None })
//!     .collect();
//! let map = Map::new(&clues);
//! assert_eq!(map.graph().node_count(), 3); // dog, wolf, and the hidden target
//! assert!(map.to_dot().contains("label=\"wolf\""));
//! assert!(map.to_svg().starts_with("<svg"));
//! # Ok::<(), wordgames_puzzles::Error>(())
//! ```

use std::{collections::HashMap, fmt, fmt::Write};

use petgraph::{
    Direction,
    dot::{Config, Dot},
    graph::{DiGraph, NodeIndex},
    visit::EdgeRef,
};
use wordgames_wordnet::{Relation, SenseId};

use crate::nettle::{Clue, emoji};

/// The SVG drawing's grid: the width of a column (one distance to the target), the height of
/// a row, the margin above and below, the room on the left and right (half a long word's box),
/// and the radii of a blank node and of the target.
const COLUMN: usize = 120;
const ROW: usize = 56;
const MARGIN: usize = 40;
const SIDE: usize = 80;
const BLANK_RADIUS: usize = 6;
const TARGET_RADIUS: usize = 18;

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

    /// The map as an SVG picture (a whole `<svg>` element, to show inline or save as a file).
    ///
    /// A simple layered drawing: the target on the right, every other word in the column of its
    /// distance (in steps along the map's edges) to the target, guessed words labelled, blank
    /// words as small circles, the target as a double circle (`?` until it is guessed), and
    /// every edge labelled with its emoji (and the relation's name as a tooltip). Text is
    /// escaped, so the result can be inserted into a page as markup.
    ///
    /// # Example
    /// ```
    /// use wordgames_puzzles::nettle::{map::Map, Verdict, Nettle};
    /// use wordgames_wordnet::{Relations, WordGraph, WordNet};
    ///
    /// let graph = WordGraph::build(WordNet::bundled()?, Relations::default())?;
    /// let game = Nettle::new(&graph, "honeysuckle")?;
    /// let Verdict::Clue(flower) = game.answer("flower")? else { panic!("flower is a word") };
    /// let svg = Map::new(&[flower]).to_svg();
    /// assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    /// assert!(svg.contains(">flower</text>"));
    /// assert!(svg.contains(">?</text>")); // the target stays hidden
    /// assert!(!svg.contains("honeysuckle"));
    /// assert_eq!(svg.matches("🔽").count(), 2); // flower -> columbine -> honeysuckle
    /// # Ok::<(), wordgames_puzzles::Error>(())
    /// ```
    pub fn to_svg(&self) -> String {
        let g = &self.graph;
        // Every node's distance to the target (node 0) along the edges, by a breadth-first
        // search backwards from it; a node that cannot reach it (none can, as routes end
        // there) goes one column past the farthest.
        let mut layer: Vec<Option<usize>> = vec![None; g.node_count()];
        let mut queue = std::collections::VecDeque::new();
        if g.node_count() > 0 {
            layer[0] = Some(0);
            queue.push_back(NodeIndex::new(0));
        }
        while let Some(n) = queue.pop_front() {
            let d = layer[n.index()].unwrap_or(0);
            for m in g.neighbors_directed(n, Direction::Incoming) {
                if layer[m.index()].is_none() {
                    layer[m.index()] = Some(d + 1);
                    queue.push_back(m);
                }
            }
        }
        let far = layer.iter().flatten().max().map_or(0, |d| d + 1);
        let layer: Vec<usize> = layer.into_iter().map(|d| d.unwrap_or(far)).collect();
        let columns = layer.iter().max().map_or(1, |d| d + 1);
        let mut rows = vec![0usize; columns];
        let mut slot = vec![0usize; g.node_count()];
        for (n, &d) in layer.iter().enumerate() {
            slot[n] = rows[d];
            rows[d] += 1;
        }
        let tallest = rows.iter().copied().max().unwrap_or(1).max(1);
        let width = 2 * SIDE + (columns - 1) * COLUMN;
        // Room below the last row for the target's name once it is guessed.
        let height = 2 * MARGIN + (tallest - 1) * ROW + 10;
        let at = |n: usize| {
            let d = layer[n];
            let x = SIDE + (columns - 1 - d) * COLUMN;
            // Each column centred on the tallest one.
            let y = MARGIN as f64
                + (tallest - rows[d]) as f64 * ROW as f64 / 2.0
                + (slot[n] * ROW) as f64;
            (x as f64, y)
        };
        let mut svg = String::new();
        let _ = write!(
            svg,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {width} {height}\" \
             width=\"{width}\" height=\"{height}\" role=\"img\" aria-label=\"map of the clues: \
             {}, {}\" font-family=\"sans-serif\" font-size=\"14\">",
            count(g.node_count(), "word", "words"),
            count(g.edge_count(), "step", "steps")
        );
        svg.push_str(
            "<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" \
             markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\">\
             <path d=\"M 0 0 L 10 5 L 0 10 z\" fill=\"#888\"/></marker></defs>",
        );
        // Edges first, so that nodes are drawn over their ends.
        for e in g.edge_references() {
            let (from, to) = (at(e.source().index()), at(e.target().index()));
            let ((x1, y1), (x2, y2)) = (from, to);
            // Stop short of the node at each end.
            let gap = |n: NodeIndex| match &g[n] {
                MapNode::Blank => BLANK_RADIUS as f64 + 2.0,
                MapNode::Target(_) => TARGET_RADIUS as f64 + 3.0,
                MapNode::Word(w) => label_width(w) / 2.0 + 2.0,
            };
            let len = ((x2 - x1).powi(2) + (y2 - y1).powi(2)).sqrt().max(1.0);
            let (ux, uy) = ((x2 - x1) / len, (y2 - y1) / len);
            let (a, b) = (gap(e.source()), gap(e.target()));
            let r = *e.weight();
            let _ = write!(
                svg,
                "<g class=\"edge\"><title>{}</title><line x1=\"{}\" y1=\"{}\" x2=\"{}\" \
                 y2=\"{}\" stroke=\"#888\" stroke-width=\"1.5\" marker-end=\"url(#arrow)\"/>\
                 <text x=\"{}\" y=\"{}\" text-anchor=\"middle\" font-size=\"16\">{}</text></g>",
                escape(r.name()),
                Dec1(x1 + ux * a),
                Dec1(y1 + uy * a),
                Dec1(x2 - ux * b),
                Dec1(y2 - uy * b),
                Dec1((x1 + x2) / 2.0),
                Dec1((y1 + y2) / 2.0 - 6.0),
                escape(emoji(r).unwrap_or("❓"))
            );
        }
        for n in g.node_indices() {
            let (fx, fy) = at(n.index());
            // One decimal, as `{:.1}` writes them.
            let (x, y) = (Dec1(fx), Dec1(fy));
            match &g[n] {
                MapNode::Word(w) => {
                    let half = label_width(w) / 2.0;
                    let (x, y) = (fx, fy);
                    let _ = write!(
                        svg,
                        "<g class=\"word\"><rect x=\"{}\" y=\"{}\" width=\"{}\" \
                         height=\"26\" rx=\"6\" fill=\"#fff\" stroke=\"#4a6\" stroke-width=\"1.5\"/>\
                         <text x=\"{x}\" y=\"{}\" text-anchor=\"middle\">{}</text></g>",
                        Dec1(x - half),
                        Dec1(y - 13.0),
                        Dec1(2.0 * half),
                        Dec1(y + 5.0),
                        escape(w),
                        x = Dec1(x),
                    );
                }
                MapNode::Blank => {
                    let _ = write!(
                        svg,
                        "<circle class=\"blank\" cx=\"{x}\" cy=\"{y}\" r=\"{BLANK_RADIUS}\" \
                         fill=\"#ddd\" stroke=\"#888\"/>"
                    );
                }
                MapNode::Target(name) => {
                    let _ = write!(
                        svg,
                        "<g class=\"target\"><circle cx=\"{x}\" cy=\"{y}\" r=\"{TARGET_RADIUS}\" \
                         fill=\"#fff\" stroke=\"#c63\" stroke-width=\"2\"/><circle cx=\"{x}\" \
                         cy=\"{y}\" r=\"{}\" fill=\"none\" stroke=\"#c63\"/>",
                        TARGET_RADIUS - 4
                    );
                    match name {
                        None => {
                            let _ = write!(
                                svg,
                                "<text x=\"{x}\" y=\"{}\" text-anchor=\"middle\" \
                                 font-weight=\"bold\">?</text></g>",
                                Dec1(fy + 5.0)
                            );
                        }
                        Some(w) => {
                            let _ = write!(
                                svg,
                                "<text x=\"{x}\" y=\"{}\" text-anchor=\"middle\" \
                                 font-weight=\"bold\">{}</text></g>",
                                Dec1(fy + (TARGET_RADIUS + 18) as f64),
                                escape(w)
                            );
                        }
                    }
                }
            }
        }
        svg.push_str("</svg>");
        svg
    }
}

/// The width of a word's box in the SVG drawing: about 8 pixels a character at 14 px.
fn label_width(word: &str) -> f64 {
    word.chars().count() as f64 * 8.0 + 16.0
}

/// `text` escaped for SVG (XML) character data and attribute values.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// `n` and the noun that goes with it: "1 word", "3 words".
fn count(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

/// A coordinate written as `{:.1}` writes an `f64` (the nearest tenth, exactly rounded),
/// without the general formatter's slow exact path for the common case: `10 x`, computed in
/// floating point, is within a billionth of the exact value for the map's coordinates, so
/// unless it is near a half its nearest integer is the exact value's. Near a half, at zero
/// (whose sign `{:.1}` keeps), far out or not finite, it falls back to `{:.1}`.
struct Dec1(f64);

impl fmt::Display for Dec1 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let x = self.0;
        let tenths = x * 10.0;
        let rounded = tenths.round();
        let off = (tenths - tenths.floor() - 0.5).abs();
        if !x.is_finite() || x.abs() >= 1e9 || rounded == 0.0 || off < 1e-6 {
            return write!(f, "{x:.1}");
        }
        let n = rounded as i64;
        let sign = if n < 0 { "-" } else { "" };
        let n = n.unsigned_abs();
        write!(f, "{sign}{}.{}", n / 10, n % 10)
    }
}

#[cfg(test)]
mod tests {
    use wordgames_wordnet::{Relations, WordGraph, WordNet};

    use super::*;

    use crate::nettle::{Nettle, Verdict};

    /// `Dec1` writes what `{:.1}` writes: over a sweep of the map's range (every 1/80, so every
    /// tie of the tenths and the values beside them), scattered values, and the edge cases.
    #[test]
    fn one_decimal_is_written_as_the_formatter_writes_it() {
        let mut values: Vec<f64> = (-80_000..=80_000).map(|i| f64::from(i) / 80.0).collect();
        let mut state = 0x2545_f491_4f6c_dd1du64;
        for _ in 0..100_000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            values.push((state >> 11) as f64 / (1u64 << 53) as f64 * 2000.0 - 1000.0);
        }
        values.extend([
            0.0,
            -0.0,
            0.04,
            -0.04,
            0.05,
            -0.05,
            0.25,
            -0.25,
            0.35,
            1e9,
            -1e9,
            1e12,
            2.5e-300,
            f64::NAN,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::MAX,
            f64::MIN_POSITIVE,
        ]);
        for x in values {
            assert_eq!(super::Dec1(x).to_string(), format!("{x:.1}"), "{x:e}");
        }
    }

    #[test]
    fn svg_text_is_escaped() {
        assert_eq!(
            escape("a<b & \"c\" 'd'>"),
            "a&lt;b &amp; &quot;c&quot; &#39;d&#39;&gt;"
        );
        assert_eq!(escape("🔼 plain"), "🔼 plain");
    }

    /// Every node and edge of the map is drawn once, each edge with its emoji, and the target
    /// is named only once it is guessed.
    #[test]
    fn the_svg_draws_every_node_and_edge() {
        let graph = WordGraph::build(WordNet::bundled().unwrap(), Relations::default()).unwrap();
        let nettle = Nettle::new(&graph, "carnivore").unwrap();
        let clue = |g: &str| match nettle.answer(g).unwrap() {
            Verdict::Clue(c) => c,
            other => panic!("{other:?}"),
        };
        let mut clues = vec![clue("dog"), clue("wolf"), clue("fox")];
        let map = Map::new(&clues);
        let g = map.graph();
        let blanks = g.node_weights().filter(|n| **n == MapNode::Blank).count();
        let svg = map.to_svg();
        assert!(svg.starts_with("<svg ") && svg.ends_with("</svg>"));
        assert_eq!(svg.matches("<g class=\"word\">").count(), 3);
        assert_eq!(svg.matches("<circle class=\"blank\"").count(), blanks);
        assert_eq!(svg.matches("<g class=\"edge\">").count(), g.edge_count());
        assert_eq!(svg.matches("<g class=\"target\">").count(), 1);
        for word in ["dog", "wolf", "fox"] {
            assert!(svg.contains(&format!(">{word}</text>")), "{word}");
        }
        assert!(!svg.contains("carnivore"));
        // Once won, the target is named.
        clues.push(clue("carnivore"));
        assert!(Map::new(&clues).to_svg().contains(">carnivore</text>"));
        // No clue yet: the hidden target alone.
        let empty = Map::new(&[]).to_svg();
        assert_eq!(empty.matches("<g class=").count(), 1);
        assert!(empty.contains(">?</text>"));
        assert!(empty.contains("aria-label=\"map of the clues: 1 word, 0 steps\""));
        assert!(svg.contains(&format!(
            "aria-label=\"map of the clues: {} words, {} steps\"",
            g.node_count(),
            g.edge_count()
        )));
    }
}
