//! Levels: the initial grid and the exploration tree, their JSON form, and verdicts read from
//! the tree.

use std::io;

use wordgames_lexicon::Profile;

use super::{
    LevelProblem, WordseqError,
    grid::{Grid, Move},
};
use crate::Result;

mod read;

/// The longest level document [`Level::from_reader`] reads, in bytes: 256 MiB, more than the
/// largest full tree the generator keeps (1,000,000 nodes of about 100 bytes of JSON each; the
/// levels of the presets are tens of kilobytes).
pub const MAX_LEVEL_BYTES: u64 = 256 << 20;

/// Which moves a level's tree holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum TreeShape {
    /// Every sequence of valid moves. Can be large: see the sizes in `docs/BENCHMARKS.md`.
    Full,
    /// Every move on some optimal path, and below each of their start states every other valid
    /// move as a leaf that keeps its `maxDepthReached` but not its `nextMoves`.
    #[default]
    Pruned,
}

/// A node of a level's tree: a move, the words it formed, and what can follow it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Node {
    /// The move (JSON `move`: `{"from": [row, col], "to": [row, col]}`).
    #[cfg_attr(feature = "serde", serde(rename = "move"))]
    pub mv: Move,
    /// The words the move formed that had not been formed before (JSON `wordsFormed`).
    #[cfg_attr(feature = "serde", serde(rename = "wordsFormed"))]
    pub words_formed: Vec<String>,
    /// The length of the longest sequence of valid moves after this one (JSON
    /// `maxDepthReached`).
    #[cfg_attr(feature = "serde", serde(rename = "maxDepthReached"))]
    pub max_depth: u32,
    /// The moves that can follow (JSON `nextMoves`); empty at the end of a game, and on the
    /// non-optimal leaves of a [`TreeShape::Pruned`] tree (which keep a `max_depth` above 0).
    #[cfg_attr(feature = "serde", serde(rename = "nextMoves"))]
    pub next: Vec<Node>,
}

impl Node {
    /// Whether the node's own continuations were left out of a pruned tree: it has none listed
    /// though some exist.
    pub fn is_pruned(&self) -> bool {
        self.next.is_empty() && self.max_depth > 0
    }
}

/// A wordseq level: the initial grid, the optimal number of moves and the tree of moves.
///
/// Made by [`WordseqGenerator`](super::WordseqGenerator) or [`Level::solve`], or read from its
/// JSON form with [`Level::from_json`]:
///
/// ```json
/// {"initialGrid": [["i","s","w","y"], ...], "wordLength": 4, "maxDepthReached": 8,
///  "explorationTree": [{"move": {"from": [1,0], "to": [1,1]}, "wordsFormed": ["seal"],
///                       "maxDepthReached": 7, "nextMoves": [...]}]}
/// ```
///
/// # Example
///
/// ```
/// use wordgames_lexicon::Lexicon;
/// use wordgames_puzzles::{Budget, wordseq::{Dictionary, Grid, Level, Move, TreeShape, Verdict}};
///
/// let lexicon = Lexicon::from_words(["seal", "tale", "late"])?;
/// let dictionary = Dictionary::new(&lexicon, 4, &wordgames_lexicon::BlockList::none())?;
/// let grid = Grid::from_rows(["esal", "tlae"])?;
/// let level = Level::solve(&grid, &dictionary, TreeShape::Full, Budget::default())?;
/// assert_eq!(level.optimum(), 2); // "seal" in row 0, then "tale" in row 1
/// assert!(level.reads_rows() && !level.reads_columns()); // columns have 2 letters, not 4
///
/// let json = level.to_json();
/// assert_eq!(Level::from_json(&json)?, level);
/// let seal = Move::new((0, 0), (0, 1));
/// assert!(matches!(level.classify(&[], seal)?, Verdict::Optimal { .. }));
/// # Ok::<(), wordgames_puzzles::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Level {
    pub(crate) initial_grid: Grid,
    pub(crate) word_length: usize,
    pub(crate) max_depth: u32,
    pub(crate) tree: Vec<Node>,
    /// Nodes of the full tree; 0 when unknown (a level read from JSON).
    pub(crate) full_tree_nodes: u64,
}

/// With the `serde` feature, a level serializes to the same document as [`Level::to_json`], and
/// deserializing reads it with [`Level::from_json`] (the one level reader): an English level (a
/// document does not name its language; read another profile's with [`Level::from_json_in`]).
/// A level is a JSON document, so it deserializes from `serde_json`'s deserializers (text,
/// bytes, a reader or a `serde_json::Value`); the document's text is kept while it is read.
#[cfg(feature = "serde")]
impl serde::Serialize for Level {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serde::Serialize::serialize(&LevelDoc::of(self), serializer)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Level {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Level, D::Error> {
        let text: Box<serde_json::value::RawValue> = serde::Deserialize::deserialize(deserializer)?;
        Level::from_json(text.get()).map_err(serde::de::Error::custom)
    }
}

/// Two levels are equal when their grids, word lengths, optima and trees are.
impl PartialEq for Level {
    fn eq(&self, other: &Level) -> bool {
        (
            &self.initial_grid,
            self.word_length,
            self.max_depth,
            &self.tree,
        ) == (
            &other.initial_grid,
            other.word_length,
            other.max_depth,
            &other.tree,
        )
    }
}

impl Eq for Level {}

impl std::hash::Hash for Level {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.initial_grid.hash(state);
        self.word_length.hash(state);
        self.max_depth.hash(state);
        self.tree.hash(state);
    }
}

/// How a move stands, given the game so far.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum Verdict {
    /// The move forms no new word: it is not made.
    Invalid,
    /// The move is valid, but the longest game still reachable after it is shorter than before
    /// it.
    NonOptimal {
        /// The words the move formed.
        words_formed: Vec<String>,
        /// The longest whole game still reachable after the move (moves so far included).
        best_total: u32,
        /// How many moves the move costs against the best before it.
        lost: u32,
    },
    /// The move keeps the longest reachable game as long as before it.
    Optimal {
        /// The words the move formed.
        words_formed: Vec<String>,
        /// The longest whole game still reachable after the move (moves so far included).
        best_total: u32,
    },
}

impl Verdict {
    /// `"invalid"`, `"non-optimal"` or `"optimal"`.
    pub fn as_str(&self) -> &'static str {
        match self {
            Verdict::Invalid => "invalid",
            Verdict::NonOptimal { .. } => "non-optimal",
            Verdict::Optimal { .. } => "optimal",
        }
    }
}

impl Level {
    /// The grid before any move.
    pub fn initial_grid(&self) -> &Grid {
        &self.initial_grid
    }

    /// The length of the words.
    pub fn word_length(&self) -> usize {
        self.word_length
    }

    /// Whether the rows are read (they are as long as the words), left to right.
    pub fn reads_rows(&self) -> bool {
        self.initial_grid.cols() == self.word_length
    }

    /// Whether the columns are read (they are as long as the words), top to bottom.
    pub fn reads_columns(&self) -> bool {
        self.initial_grid.rows() == self.word_length
    }

    /// The length of the longest sequence of valid moves: the optimum (JSON top-level
    /// `maxDepthReached`).
    pub fn optimum(&self) -> u32 {
        self.max_depth
    }

    /// The first moves (JSON `explorationTree`).
    pub fn tree(&self) -> &[Node] {
        &self.tree
    }

    /// The number of nodes of the tree as held.
    pub fn tree_nodes(&self) -> u64 {
        fn count(nodes: &[Node]) -> u64 {
            nodes.iter().map(|n| 1 + count(&n.next)).sum()
        }
        count(&self.tree)
    }

    /// The number of nodes the full tree has (all sequences of valid moves), when known: `None`
    /// for a level read from JSON.
    pub fn full_tree_nodes(&self) -> Option<u64> {
        (self.full_tree_nodes > 0 || self.tree.is_empty()).then_some(self.full_tree_nodes)
    }

    /// Whether some node leaves out its continuations (see [`TreeShape::Pruned`]).
    pub fn is_pruned(&self) -> bool {
        fn any(nodes: &[Node]) -> bool {
            nodes.iter().any(|n| n.is_pruned() || any(&n.next))
        }
        any(&self.tree)
    }

    /// Checks the rules of a level that need no lexicon: the one validation that every
    /// consumer of a level runs, [`TreeGame::new`](super::TreeGame::new) (and so `wordgames
    /// play wordseq --level`) as [`Level::verify`] and [`WordseqGenerator`]'s `check` (and so
    /// `wordgames wordseq check`), before anything else.
    ///
    /// The tree must list at least one move; no node may list a move twice; and along every
    /// path of the tree, every word a move lists must be read by the grid after the move, must
    /// not have been read by the grid before it, and must not be listed twice on the path. A
    /// word the grid read before a move cannot be new: every word a grid reads was formed by an
    /// earlier move, since the initial grid reads none. These hold for every level whatever
    /// its lexicon, so a level written by another generator passes them too.
    ///
    /// The rest of a level's shape is checked as it is read ([`Level::from_json`]: the grid's
    /// letters and size, the word length a line of the grid, moves between neighbouring cells
    /// of the grid, words of the word length, at least one word a move, and every
    /// `maxDepthReached` one more than the largest below it), and what needs the lexicon (the
    /// moves listed are exactly the valid ones, they form exactly the words listed, the depths
    /// are the true ones) by [`Level::verify`].
    ///
    /// [`WordseqGenerator`]: super::WordseqGenerator
    ///
    /// # Example
    ///
    /// ```
    /// use wordgames_puzzles::wordseq::{Level, TreeGame};
    ///
    /// // An all-`a` grid reads "aaaa" before any move, so no move can form it.
    /// let level = Level::from_json(r#"{"initialGrid":[["a","a","a","a"],["a","a","a","a"]],
    ///   "wordLength":4,"maxDepthReached":1,"explorationTree":[
    ///   {"move":{"from":[0,0],"to":[0,1]},"wordsFormed":["aaaa"],"maxDepthReached":0,"nextMoves":[]}]}"#)?;
    /// let err = level.check_structure().unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     r#"after []: 0 0 0 1 lists "aaaa" as a new word, but the grid read it before the move or the path lists it already"#
    /// );
    /// // A game from the tree refuses the level with the same error.
    /// assert_eq!(TreeGame::new(&level).unwrap_err().to_string(), err.to_string());
    /// # Ok::<(), wordgames_puzzles::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`WordseqError::NoMove`] for an empty tree with an optimum of 0,
    /// [`WordseqError::EmptyTree`] for an empty tree with a larger one,
    /// [`WordseqError::DuplicateMove`], [`WordseqError::WordNotRead`],
    /// [`WordseqError::WordNotNew`].
    pub fn check_structure(&self) -> Result<()> {
        Ok(self.structure()?)
    }

    /// [`Level::check_structure`] with the wordseq error itself.
    pub(crate) fn structure(&self) -> std::result::Result<(), WordseqError> {
        if self.tree.is_empty() {
            return Err(match self.max_depth {
                0 => WordseqError::NoMove,
                optimum => WordseqError::EmptyTree { optimum },
            });
        }
        let mut walk = StructureWalk {
            level: self,
            grid: self.initial_grid.clone(),
            path: Vec::new(),
            listed: Vec::new(),
        };
        walk.nodes(&self.tree)
    }

    /// The words the lines of the level's length read on `grid`, left to right and top to
    /// bottom.
    fn words_read(&self, grid: &Grid) -> Vec<String> {
        let mut words = Vec::new();
        if self.reads_rows() {
            words.extend((0..grid.rows()).map(|r| grid.row(r)));
        }
        if self.reads_columns() {
            words.extend((0..grid.cols()).map(|c| grid.column(c)));
        }
        words
    }

    /// One optimal sequence of moves: at each step the first move that keeps the optimum.
    pub fn optimal_path(&self) -> Vec<Move> {
        let mut path = Vec::new();
        let (mut nodes, mut depth) = (&self.tree, self.max_depth);
        while let Some(node) = nodes.iter().find(|n| n.max_depth + 1 == depth) {
            path.push(node.mv);
            nodes = &node.next;
            depth = node.max_depth;
        }
        path
    }

    /// Classifies `mv` after the moves of `history`, from the tree alone (no dictionary).
    ///
    /// Moves may be given either way round ([`Move::normalized`]).
    ///
    /// # Errors
    ///
    /// [`WordseqError::NoNewWord`] when a move of `history` is not valid;
    /// [`WordseqError::PrunedTree`] when the game has left the part of a pruned tree that lists every valid move (use a
    /// [`Game`](super::Game), which searches with the dictionary, for such games).
    pub fn classify(&self, history: &[Move], mv: Move) -> Result<Verdict> {
        let (mut nodes, mut depth) = (&self.tree, self.max_depth);
        let pruned_here = |depth: u32, nodes: &[Node], index: usize| {
            (depth > 0 && nodes.is_empty()).then_some(WordseqError::PrunedTree { index })
        };
        for (index, &step) in history.iter().enumerate() {
            if let Some(err) = pruned_here(depth, nodes, index) {
                return Err(err.into());
            }
            let step_n = step.normalized();
            let Some(node) = nodes.iter().find(|n| n.mv.normalized() == step_n) else {
                return Err(WordseqError::NoNewWord { index, mv: step }.into());
            };
            nodes = &node.next;
            depth = node.max_depth;
        }
        if let Some(err) = pruned_here(depth, nodes, history.len()) {
            return Err(err.into());
        }
        let turns = history.len() as u32;
        let mv = mv.normalized();
        Ok(match nodes.iter().find(|n| n.mv.normalized() == mv) {
            None => Verdict::Invalid,
            Some(node) if node.max_depth + 1 == depth => Verdict::Optimal {
                words_formed: node.words_formed.clone(),
                best_total: turns + depth,
            },
            Some(node) => Verdict::NonOptimal {
                words_formed: node.words_formed.clone(),
                best_total: turns + 1 + node.max_depth,
                lost: depth - 1 - node.max_depth,
            },
        })
    }

    /// The level as compact JSON, fields in the order `initialGrid`, `wordLength`,
    /// `maxDepthReached`, `explorationTree`.
    pub fn to_json(&self) -> String {
        serde_json::to_string(&LevelDoc::of(self)).expect("a level document always serializes")
    }

    /// Writes [`Level::to_json`] and a newline to `writer`.
    ///
    /// # Errors
    ///
    /// Any error of `writer`.
    pub fn write_json<W: io::Write>(&self, mut writer: W) -> io::Result<()> {
        writer.write_all(self.to_json().as_bytes())?;
        writer.write_all(b"\n")
    }

    /// Reads a level from its JSON form and checks its structure: a rectangular grid of single
    /// lowercase letters, moves between neighbouring cells of the grid, words of `wordLength`
    /// lowercase letters, and every `maxDepthReached` equal to one more than the largest of its
    /// `nextMoves` (or any value on a leaf, which a pruned tree may hold).
    ///
    /// Whether each move really forms its words needs the dictionary:
    /// [`WordseqGenerator`](super::WordseqGenerator)'s `check` replays the tree with one.
    ///
    /// # Errors
    ///
    /// [`WordseqError::LevelSyntax`] with the line and column of a JSON error;
    /// [`WordseqError::Level`] naming the place in the document (a path such as
    /// `explorationTree[0].nextMoves[2].move.from`) and the [`LevelProblem`] there.
    pub fn from_json(text: &str) -> Result<Level> {
        Level::from_json_in(text, Profile::english())
    }

    /// Reads a level whose letters are those of `profile`, as [`Level::from_json`] reads an
    /// English one: the grid's cells are single letters of the profile and the words have
    /// `wordLength` of them (counted in letters, never bytes).
    ///
    /// # Errors
    ///
    /// As [`Level::from_json`].
    ///
    /// # Example
    ///
    /// ```
    /// use wordgames_lexicon::profile;
    /// use wordgames_puzzles::wordseq::Level;
    ///
    /// let json = r#"{"initialGrid":[["r","æ","b"]],"wordLength":3,"maxDepthReached":1,
    ///   "explorationTree":[{"move":{"from":[0,0],"to":[0,2]},"wordsFormed":["bær"],
    ///   "maxDepthReached":0,"nextMoves":[]}]}"#;
    /// assert!(Level::from_json(json).is_err()); // æ is not an English letter
    /// # let json = json.replace("[0,2]", "[0,1]").replace(r#"["r","æ","b"]"#, r#"["æ","b","r"]"#);
    /// let level = Level::from_json_in(&json, &profile::NB)?;
    /// assert_eq!(level.initial_grid().row(0), "æbr");
    /// assert_eq!(Level::from_json_in(&level.to_json(), &profile::NB)?, level);
    /// # Ok::<(), wordgames_puzzles::Error>(())
    /// ```
    pub fn from_json_in(text: &str, profile: &'static Profile) -> Result<Level> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let header =
            read::header(&mut serde_json::Deserializer::from_str(text), profile).map_err(syntax)?;
        read::level(header, text.as_bytes())
    }

    /// Reads a level from a reader, as [`Level::from_json`], parsing as it reads and reading at
    /// most [`MAX_LEVEL_BYTES`] bytes (so that `/dev/zero` fails at its first byte, and an
    /// endless string or endless blanks cost no more than the bound).
    /// A UTF-8 byte-order mark at the start is dropped, as in [`Level::from_json`].
    ///
    /// # Errors
    ///
    /// As [`Level::from_json`]; an I/O error is reported as [`WordseqError::LevelSyntax`] too;
    /// [`WordseqError::LevelTooLarge`] past the bound.
    pub fn from_reader<R: io::Read>(reader: R) -> Result<Level> {
        Level::from_reader_bounded(reader, MAX_LEVEL_BYTES, Profile::english())
    }

    /// Reads a level of `profile`'s letters from a reader, as [`Level::from_reader`] reads an
    /// English one.
    ///
    /// # Errors
    ///
    /// As [`Level::from_reader`].
    pub fn from_reader_in<R: io::Read>(reader: R, profile: &'static Profile) -> Result<Level> {
        Level::from_reader_bounded(reader, MAX_LEVEL_BYTES, profile)
    }

    fn from_reader_bounded<R: io::Read>(
        reader: R,
        max: u64,
        profile: &'static Profile,
    ) -> Result<Level> {
        use io::BufRead;
        // Parsed as it is read: the first byte that cannot start a level ends the read.
        let mut reader = io::BufReader::new(reader.take(max + 1));
        let start = reader
            .fill_buf()
            .map_err(|e| syntax(serde_json::Error::io(e)))?;
        if start.starts_with(b"\xEF\xBB\xBF") {
            reader.consume(3);
        }
        // The first pass keeps the bytes it reads for the second.
        let mut tee = read::Tee::new(reader);
        let parsed = read::header(
            &mut serde_json::Deserializer::from_reader(&mut tee),
            profile,
        );
        // Cut by the bound: a document that parsed (so was read to its end) or ended early.
        let cut = match &parsed {
            Ok(_) => true,
            Err(e) => e.is_eof(),
        };
        if cut && tee.get_ref().get_ref().limit() == 0 {
            return Err(WordseqError::LevelTooLarge { max }.into());
        }
        let header = parsed.map_err(syntax)?;
        read::level(header, &tee.into_bytes())
    }
}

/// The level document, borrowed from a [`Level`]: the fields in the order front ends expect.
#[derive(serde::Serialize)]
struct LevelDoc<'a> {
    #[serde(rename = "initialGrid")]
    initial_grid: Vec<Vec<char>>,
    #[serde(rename = "wordLength")]
    word_length: usize,
    #[serde(rename = "maxDepthReached")]
    max_depth: u32,
    #[serde(rename = "explorationTree")]
    tree: NodesDoc<'a>,
}

impl<'a> LevelDoc<'a> {
    fn of(level: &'a Level) -> LevelDoc<'a> {
        let grid = &level.initial_grid;
        LevelDoc {
            initial_grid: (0..grid.rows())
                .map(|r| grid.row(r).chars().collect())
                .collect(),
            word_length: level.word_length,
            max_depth: level.max_depth,
            tree: NodesDoc(&level.tree),
        }
    }
}

/// A node of the document: `{"move": {"from": [r, c], "to": [r, c]}, "wordsFormed": [...],
/// "maxDepthReached": n, "nextMoves": [...]}`.
#[derive(serde::Serialize)]
struct NodeDoc<'a> {
    #[serde(rename = "move")]
    mv: MoveDoc,
    #[serde(rename = "wordsFormed")]
    words_formed: &'a [String],
    #[serde(rename = "maxDepthReached")]
    max_depth: u32,
    #[serde(rename = "nextMoves")]
    next: NodesDoc<'a>,
}

#[derive(serde::Serialize)]
struct MoveDoc {
    from: [usize; 2],
    to: [usize; 2],
}

/// A list of nodes, serialized as they are visited (the tree is not copied).
struct NodesDoc<'a>(&'a [Node]);

impl serde::Serialize for NodesDoc<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.0.iter().map(|node| {
            let Move { from, to } = node.mv;
            NodeDoc {
                mv: MoveDoc {
                    from: [from.0, from.1],
                    to: [to.0, to.1],
                },
                words_formed: &node.words_formed,
                max_depth: node.max_depth,
                next: NodesDoc(&node.next),
            }
        }))
    }
}

/// Whether a cell of a level's grid holds a letter: one lowercase letter of the profile.
fn is_grid_letter(cell: &str, profile: &Profile) -> bool {
    let mut chars = cell.chars();
    matches!((chars.next(), chars.next()), (Some(c), None) if profile.letter(c).is_some())
}

/// Whether a word of a level has the level's length in lowercase letters of the profile.
fn is_level_word(word: &str, word_length: usize, profile: &Profile) -> bool {
    let mut letters = 0;
    for c in word.chars() {
        if profile.letter(c).is_none() || letters == word_length {
            return false;
        }
        letters += 1;
    }
    letters == word_length
}

fn bad(at: &str, problem: LevelProblem) -> crate::Error {
    WordseqError::Level {
        at: at.to_string(),
        problem,
    }
    .into()
}

fn syntax(error: serde_json::Error) -> crate::Error {
    WordseqError::LevelSyntax {
        line: error.line(),
        column: error.column(),
        error: error.into(),
    }
    .into()
}

#[cfg(all(test, feature = "serde"))]
mod serde_tests {
    use super::*;

    #[test]
    fn serde_matches_the_json_form() {
        let json = r#"{"initialGrid":[["e","s","a","l"],["t","l","a","e"]],"wordLength":4,"maxDepthReached":1,"explorationTree":[{"move":{"from":[0,0],"to":[0,1]},"wordsFormed":["seal"],"maxDepthReached":0,"nextMoves":[]}]}"#;
        let level = Level::from_json(json).unwrap();
        // The same bytes as `to_json` (fields in the document's order), and the input back.
        assert_eq!(serde_json::to_string(&level).unwrap(), level.to_json());
        assert_eq!(level.to_json(), json);
        let back: Level = serde_json::from_str(json).unwrap();
        assert_eq!(back, level);
        let node: Node =
            serde_json::from_str(&serde_json::to_string(&level.tree()[0]).unwrap()).unwrap();
        assert_eq!(node, level.tree()[0]);
    }
}

/// The walk of [`Level::check_structure`] down the tree: the grid, the moves and the words
/// listed along the current path.
struct StructureWalk<'l> {
    level: &'l Level,
    grid: Grid,
    path: Vec<Move>,
    listed: Vec<&'l str>,
}

impl<'l> StructureWalk<'l> {
    fn nodes(&mut self, nodes: &'l [Node]) -> std::result::Result<(), WordseqError> {
        let before = self.level.words_read(&self.grid);
        let mut moves: Vec<Move> = Vec::with_capacity(nodes.len());
        for node in nodes {
            let mv = node.mv.normalized();
            if moves.contains(&mv) {
                return Err(WordseqError::DuplicateMove {
                    after: self.path.clone(),
                    mv: node.mv,
                });
            }
            moves.push(mv);
            self.swap(node.mv)?;
            let after = self.level.words_read(&self.grid);
            let depth = self.listed.len();
            for word in &node.words_formed {
                if !after.contains(word) {
                    return Err(WordseqError::WordNotRead {
                        after: self.path.clone(),
                        mv: node.mv,
                        word: word.clone(),
                    });
                }
                if before.contains(word) || self.listed.contains(&word.as_str()) {
                    return Err(WordseqError::WordNotNew {
                        after: self.path.clone(),
                        mv: node.mv,
                        word: word.clone(),
                    });
                }
                self.listed.push(word);
            }
            self.path.push(node.mv);
            self.nodes(&node.next)?;
            self.path.pop();
            self.listed.truncate(depth);
            self.swap(node.mv)?;
        }
        Ok(())
    }

    fn swap(&mut self, mv: Move) -> std::result::Result<(), WordseqError> {
        // A level's moves are swaps of neighbouring cells of its grid (`from_json` checks it,
        // the search makes no other), so this fails only on a level built some other way.
        self.grid.swap(mv)
    }
}

#[cfg(test)]
mod tests {
    use std::io::Read;

    use super::*;

    /// An endless document (`/dev/zero`, endless blanks) is refused once the bound is read,
    /// holding no more than the bound; a byte-order mark is dropped by both readers.
    #[test]
    fn documents_are_read_up_to_a_bound_and_a_bom_is_dropped() {
        for (start, endless) in [
            (&b""[..], b' '),
            (b"[\"", b'x'),
            (b"{\"initialGrid\": \"", b'x'),
        ] {
            let err = Level::from_reader_bounded(
                start.chain(io::repeat(endless)),
                1000,
                Profile::english(),
            )
            .unwrap_err();
            assert_eq!(
                err.to_string(),
                "wordseq level: longer than 1000 bytes, the most a level document may hold"
            );
        }
        // An error before the bound is that error, though more bytes follow.
        let err = Level::from_reader_bounded(
            b"[\"\"\"".chain(io::repeat(b' ')),
            1000,
            Profile::english(),
        )
        .unwrap_err();
        assert_eq!(
            err.to_string(),
            "wordseq level, line 1 column 4: expected `,` or `]` at line 1 column 4"
        );
        let err = Level::from_reader(io::repeat(0)).unwrap_err();
        assert_eq!(
            err.to_string(),
            "wordseq level, line 1 column 1: expected value at line 1 column 1"
        );
        let level = r#"{"initialGrid":[["a","b"],["c","d"]],"wordLength":2,"maxDepthReached":0,"explorationTree":[]}"#;
        let plain = Level::from_json(level).unwrap();
        let marked = format!("\u{feff}{level}");
        assert_eq!(Level::from_json(&marked).unwrap(), plain);
        assert_eq!(Level::from_reader(marked.as_bytes()).unwrap(), plain);
        assert_eq!(
            Level::from_reader_bounded(marked.as_bytes(), marked.len() as u64, Profile::english())
                .unwrap(),
            plain
        );
    }
}
