//! The level reader, the only one (`Level::from_json`, `Level::from_reader` and serde's
//! `Deserialize` all come here): two passes over the document's bytes, and no tree of JSON
//! values.
//!
//! The first pass ([`header`]) checks the syntax of the whole document and keeps its header:
//! the grid (at most [`MAX_SIDE`] rows of [`MAX_SIDE`] letters are kept, whatever the document
//! holds), the word length and the optimum. The second ([`level`]) builds the tree of [`Node`]s
//! straight from the bytes, with the grid in hand to check each move. What is held is the tree
//! itself and, for a reader, the document's bytes: a small multiple of the document (figures in
//! `docs/RELIABILITY.md`), where a tree of JSON values took about ten times its size.
//!
//! Which error is reported: a syntax error anywhere comes first; then the first
//! problem in the order the fields are checked (the grid, the word length, the optimum, then the
//! tree node by node, in each node its move, its words, its depth and then its continuations),
//! whatever the order of the keys; of a key given twice, the last value counts. So a problem
//! found while reading is carried as a value ([`Checked`]) until the document ends.

use std::{fmt, io};

use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};

use wordgames_lexicon::Profile;

use super::{Level, Node, bad, is_grid_letter, is_level_word, syntax};
use crate::Result;
use crate::wordseq::{
    LevelProblem,
    grid::{Grid, MAX_SIDE, Move},
};

/// A level's problem found while its document is read, kept as a value: the read goes on to
/// the end of the document (a syntax error after it comes first, and a key given twice replaces
/// it).
type Checked<T> = Result<T>;

/// A reader that keeps every byte it reads, so that the second pass reads them again.
pub(super) struct Tee<R> {
    inner: R,
    kept: Vec<u8>,
}

impl<R> Tee<R> {
    pub(super) fn new(inner: R) -> Tee<R> {
        Tee {
            inner,
            kept: Vec::new(),
        }
    }

    pub(super) fn get_ref(&self) -> &R {
        &self.inner
    }

    pub(super) fn into_bytes(self) -> Vec<u8> {
        self.kept
    }
}

impl<R: io::Read> io::Read for Tee<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.kept.extend_from_slice(&buf[..n]);
        Ok(n)
    }
}

/// The header of a level document, as the first pass keeps it.
pub(super) struct Header {
    /// `Err` when the document is not an object.
    fields: Checked<HeaderFields>,
    /// The profile whose letters the grid holds.
    profile: &'static Profile,
}

#[derive(Default)]
struct HeaderFields {
    grid: Option<Checked<Rows>>,
    word_length: Option<Scalar>,
    max_depth: Option<Scalar>,
    tree: bool,
}

/// The first pass: checks the syntax of the whole document and keeps its header.
pub(super) fn header<'de, R: serde_json::de::Read<'de>>(
    de: &mut serde_json::Deserializer<R>,
    profile: &'static Profile,
) -> serde_json::Result<Header> {
    let fields = de.deserialize_any(HeaderVisitor(profile))?;
    de.end()?;
    Ok(Header { fields, profile })
}

/// The second pass: checks the header in the order above and reads the tree from
/// `bytes`, a document the first pass found well formed.
pub(super) fn level(header: Header, bytes: &[u8]) -> Result<Level> {
    let profile = header.profile;
    let top = header.fields?;
    let missing = |name| bad("the document", LevelProblem::MissingField { name });
    let rows = top.grid.ok_or_else(|| missing("initialGrid"))??;
    let grid = rows.grid(profile)?;
    let word_length = top
        .word_length
        .ok_or_else(|| missing("wordLength"))?
        .uint("wordLength")?;
    if word_length != grid.rows() && word_length != grid.cols() {
        let problem = LevelProblem::WordLength {
            word_length,
            rows: grid.rows(),
            cols: grid.cols(),
        };
        return Err(bad("wordLength", problem));
    }
    let max_depth = top
        .max_depth
        .ok_or_else(|| missing("maxDepthReached"))?
        .uint("maxDepthReached")?;
    if !top.tree {
        return Err(missing("explorationTree"));
    }
    let context = Context {
        grid: &grid,
        word_length,
    };
    let mut de = serde_json::Deserializer::from_slice(bytes);
    let tree = de
        .deserialize_any(TreeVisitor(context))
        .and_then(|tree| de.end().map(|()| tree))
        .map_err(syntax)?
        .unwrap_or_else(|| Err(bad("the document", LevelProblem::NotAnObject)))?;
    let max_depth =
        u32::try_from(max_depth).map_err(|_| bad("maxDepthReached", LevelProblem::TooLarge))?;
    check_depth(max_depth, &tree, || "maxDepthReached".into())?;
    Ok(Level {
        initial_grid: grid,
        word_length,
        max_depth,
        tree,
        full_tree_nodes: 0,
    })
}

fn check_depth(depth: u32, next: &[Node], at: impl FnOnce() -> String) -> Result<()> {
    if let Some(longest) = next.iter().map(|n| n.max_depth + 1).max()
        && longest != depth
    {
        return Err(bad(&at(), LevelProblem::Depth { depth, longest }));
    }
    Ok(())
}

/// A visitor's `expecting` (every value is read, so it is only serde's fallback) and its
/// `visit_*` methods for the values of a shape it does not want: each reads the value with
/// [`Skip`] and gives the visitor's `other()`. A macro, because each visitor wants a different
/// shape (a map, a sequence, a string, a number).
macro_rules! otherwise {
    ($($shape:ident)*) => {
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("a JSON value")
        }

        fn visit_unit<E>(self) -> std::result::Result<Self::Value, E> {
            Ok(self.other())
        }

        fn visit_bool<E>(self, _: bool) -> std::result::Result<Self::Value, E> {
            Ok(self.other())
        }

        $(otherwise!(@$shape);)*
    };
    (@numbers) => {
        otherwise!(@float);
        fn visit_u64<E>(self, _: u64) -> std::result::Result<Self::Value, E> {
            Ok(self.other())
        }

        fn visit_i64<E>(self, _: i64) -> std::result::Result<Self::Value, E> {
            Ok(self.other())
        }
    };
    (@float) => {
        fn visit_f64<E>(self, _: f64) -> std::result::Result<Self::Value, E> {
            Ok(self.other())
        }
    };
    (@str) => {
        fn visit_str<E>(self, _: &str) -> std::result::Result<Self::Value, E> {
            Ok(self.other())
        }
    };
    (@seq) => {
        fn visit_seq<A: SeqAccess<'de>>(
            self,
            mut seq: A,
        ) -> std::result::Result<Self::Value, A::Error> {
            skip_rest(&mut seq)?;
            Ok(self.other())
        }
    };
    (@map) => {
        fn visit_map<A: MapAccess<'de>>(
            self,
            mut map: A,
        ) -> std::result::Result<Self::Value, A::Error> {
            while map.next_entry::<Skip, Skip>()?.is_some() {}
            Ok(self.other())
        }
    };
}

/// A `DeserializeSeed` that is its own visitor, of values of any shape.
macro_rules! seed_visits_any {
    ($seed:ty) => {
        impl<'de> DeserializeSeed<'de> for $seed {
            type Value = <Self as Visitor<'de>>::Value;

            fn deserialize<D: Deserializer<'de>>(
                self,
                de: D,
            ) -> std::result::Result<Self::Value, D::Error> {
                de.deserialize_any(self)
            }
        }
    };
}

/// `Deserialize` for `$value` through `$visitor`, a unit struct defined here that reads a value
/// of any shape and gives `$other` for one of a shape it does not want (see `otherwise!`).
macro_rules! deserialize_any_with {
    ($value:ty, $visitor:ident, $other:expr) => {
        impl<'de> de::Deserialize<'de> for $value {
            fn deserialize<D: Deserializer<'de>>(de: D) -> std::result::Result<$value, D::Error> {
                de.deserialize_any($visitor)
            }
        }

        struct $visitor;

        impl $visitor {
            fn other(self) -> $value {
                $other
            }
        }
    };
}

/// Reads and drops the rest of a sequence (so its syntax is checked).
fn skip_rest<'de, A: SeqAccess<'de>>(seq: &mut A) -> std::result::Result<(), A::Error> {
    while seq.next_element::<Skip>()?.is_some() {}
    Ok(())
}

/// A JSON value read and dropped, checked as serde_json checks every value.
struct Skip;

deserialize_any_with!(Skip, SkipVisitor, Skip);

impl<'de> Visitor<'de> for SkipVisitor {
    type Value = Skip;

    otherwise!(numbers str seq map);
}

/// The keys a level document's objects have; any other is [`Key::Other`].
enum Key {
    InitialGrid,
    WordLength,
    MaxDepth,
    Tree,
    Move,
    Words,
    Next,
    From,
    To,
    Other,
}

impl<'de> de::Deserialize<'de> for Key {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> std::result::Result<Key, D::Error> {
        struct KeyVisitor;
        impl Visitor<'_> for KeyVisitor {
            type Value = Key;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a key")
            }

            fn visit_str<E>(self, key: &str) -> std::result::Result<Key, E> {
                Ok(match key {
                    "initialGrid" => Key::InitialGrid,
                    "wordLength" => Key::WordLength,
                    "maxDepthReached" => Key::MaxDepth,
                    "explorationTree" => Key::Tree,
                    "move" => Key::Move,
                    "wordsFormed" => Key::Words,
                    "nextMoves" => Key::Next,
                    "from" => Key::From,
                    "to" => Key::To,
                    _ => Key::Other,
                })
            }
        }
        deserializer.deserialize_str(KeyVisitor)
    }
}

/// A value that should be a whole number: the number when it is one.
#[derive(Clone, Copy)]
struct Scalar(Option<u64>);

impl Scalar {
    fn uint(self, at: &str) -> Result<usize> {
        self.uint_at(|| at.into())
    }

    fn uint_at(self, at: impl FnOnce() -> String) -> Result<usize> {
        self.0
            .and_then(|n| usize::try_from(n).ok())
            .ok_or_else(|| bad(&at(), LevelProblem::NotAWholeNumber))
    }
}

deserialize_any_with!(Scalar, ScalarVisitor, Scalar(None));

impl<'de> Visitor<'de> for ScalarVisitor {
    type Value = Scalar;

    fn visit_u64<E>(self, n: u64) -> std::result::Result<Scalar, E> {
        Ok(Scalar(Some(n)))
    }

    fn visit_i64<E>(self, n: i64) -> std::result::Result<Scalar, E> {
        Ok(Scalar(u64::try_from(n).ok()))
    }

    otherwise!(str seq map);
    otherwise!(@float);
}

/// The top-level object, first pass, in a profile's letters.
struct HeaderVisitor(&'static Profile);

impl HeaderVisitor {
    fn other(self) -> Checked<HeaderFields> {
        Err(bad("the document", LevelProblem::NotAnObject))
    }
}

impl<'de> Visitor<'de> for HeaderVisitor {
    type Value = Checked<HeaderFields>;

    fn visit_map<A: MapAccess<'de>>(
        self,
        mut map: A,
    ) -> std::result::Result<Self::Value, A::Error> {
        let mut fields = HeaderFields::default();
        while let Some(key) = map.next_key::<Key>()? {
            match key {
                Key::InitialGrid => fields.grid = Some(map.next_value_seed(RowsSeed(self.0))?),
                Key::WordLength => fields.word_length = Some(map.next_value()?),
                Key::MaxDepth => fields.max_depth = Some(map.next_value()?),
                Key::Tree => {
                    map.next_value::<Skip>()?;
                    fields.tree = true;
                }
                _ => {
                    map.next_value::<Skip>()?;
                }
            }
        }
        Ok(Ok(fields))
    }

    otherwise!(numbers str seq);
}

/// The rows of the grid as read: at most [`MAX_SIDE`] rows of at most `MAX_SIDE + 1` letters
/// kept, with the number of rows and each kept row's length.
#[derive(Default)]
struct Rows {
    count: usize,
    kept: Vec<(String, usize)>,
}

impl Rows {
    /// Checks the shape (rows, then columns, then each row's length), then makes the grid.
    fn grid(self, profile: &'static Profile) -> Result<Grid> {
        if self.count == 0 || self.count > MAX_SIDE {
            return Err(bad("initialGrid", LevelProblem::RowCount));
        }
        let cols = self.kept[0].1;
        if !(1..=MAX_SIDE).contains(&cols) {
            return Err(bad("initialGrid[0]", LevelProblem::ColumnCount { cols }));
        }
        for (r, (_, len)) in self.kept.iter().enumerate() {
            if *len != cols {
                let problem = LevelProblem::RaggedRow {
                    expected: cols,
                    got: *len,
                };
                return Err(bad(&format!("initialGrid[{r}]"), problem));
            }
        }
        let rows: Vec<String> = self.kept.into_iter().map(|(row, _)| row).collect();
        Grid::from_rows_in(profile, &rows)
    }
}

struct RowsSeed(&'static Profile);

impl RowsSeed {
    fn other(self) -> Checked<Rows> {
        Err(bad("initialGrid", LevelProblem::NotAnArray))
    }
}

seed_visits_any!(RowsSeed);

impl<'de> Visitor<'de> for RowsSeed {
    type Value = Checked<Rows>;

    fn visit_seq<A: SeqAccess<'de>>(
        self,
        mut seq: A,
    ) -> std::result::Result<Self::Value, A::Error> {
        let mut rows = Rows::default();
        while let Some(row) = seq.next_element_seed(RowSeed {
            r: rows.count,
            profile: self.0,
        })? {
            match row {
                Ok(row) => {
                    if rows.kept.len() < MAX_SIDE {
                        rows.kept.push(row);
                    }
                    rows.count += 1;
                }
                Err(e) => {
                    skip_rest(&mut seq)?;
                    return Ok(Err(e));
                }
            }
        }
        Ok(Ok(rows))
    }

    otherwise!(numbers str map);
}

/// Row `r` of the grid: its first `MAX_SIDE + 1` letters and its length.
struct RowSeed {
    r: usize,
    profile: &'static Profile,
}

impl RowSeed {
    fn other(self) -> Checked<(String, usize)> {
        let at = format!("initialGrid[{}]", self.r);
        Err(bad(&at, LevelProblem::NotAnArray))
    }
}

seed_visits_any!(RowSeed);

impl<'de> Visitor<'de> for RowSeed {
    type Value = Checked<(String, usize)>;

    fn visit_seq<A: SeqAccess<'de>>(
        self,
        mut seq: A,
    ) -> std::result::Result<Self::Value, A::Error> {
        let (mut letters, mut len) = (String::new(), 0);
        while let Some(cell) = seq.next_element::<Text>()? {
            match cell.0.filter(|s| is_grid_letter(s, self.profile)) {
                Some(letter) => {
                    if len <= MAX_SIDE {
                        letters.push_str(&letter);
                    }
                    len += 1;
                }
                None => {
                    skip_rest(&mut seq)?;
                    let at = format!("initialGrid[{}][{}]", self.r, len);
                    return Ok(Err(bad(&at, LevelProblem::NotALetter)));
                }
            }
        }
        Ok(Ok((letters, len)))
    }

    otherwise!(numbers str map);
}

/// A value that should be a string: the string when it is one.
struct Text(Option<String>);

deserialize_any_with!(Text, TextVisitor, Text(None));

impl<'de> Visitor<'de> for TextVisitor {
    type Value = Text;

    fn visit_str<E>(self, s: &str) -> std::result::Result<Text, E> {
        Ok(Text(Some(s.to_owned())))
    }

    otherwise!(numbers seq map);
}

/// What the second pass needs to check a node.
#[derive(Clone, Copy)]
struct Context<'g> {
    grid: &'g Grid,
    word_length: usize,
}

/// The top-level object, second pass: the tree, `None` if the document is not an object.
struct TreeVisitor<'g>(Context<'g>);

impl TreeVisitor<'_> {
    fn other(self) -> Option<Checked<Vec<Node>>> {
        None
    }
}

impl<'de> Visitor<'de> for TreeVisitor<'_> {
    type Value = Option<Checked<Vec<Node>>>;

    fn visit_map<A: MapAccess<'de>>(
        self,
        mut map: A,
    ) -> std::result::Result<Self::Value, A::Error> {
        let mut tree = None;
        while let Some(key) = map.next_key::<Key>()? {
            match key {
                Key::Tree => {
                    // The last tree counts: an earlier one is dropped before this one is read.
                    drop(tree.take());
                    tree = Some(map.next_value_seed(NodesSeed {
                        context: self.0,
                        list: Place::Tree,
                    })?);
                }
                _ => {
                    map.next_value::<Skip>()?;
                }
            }
        }
        Ok(tree)
    }

    otherwise!(numbers str seq);
}

/// Where a list of nodes is, for messages: `explorationTree`, or the `nextMoves` of a node.
#[derive(Clone, Copy)]
enum Place<'p> {
    Tree,
    Next(&'p Place<'p>, usize),
}

impl fmt::Display for Place<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Place::Tree => f.write_str("explorationTree"),
            Place::Next(list, i) => write!(f, "{list}[{i}].nextMoves"),
        }
    }
}

/// A list of nodes.
struct NodesSeed<'g, 'p> {
    context: Context<'g>,
    list: Place<'p>,
}

impl NodesSeed<'_, '_> {
    fn other(self) -> Checked<Vec<Node>> {
        Err(bad(&self.list.to_string(), LevelProblem::NotAnArray))
    }
}

seed_visits_any!(NodesSeed<'_, '_>);

impl<'de> Visitor<'de> for NodesSeed<'_, '_> {
    type Value = Checked<Vec<Node>>;

    fn visit_seq<A: SeqAccess<'de>>(
        self,
        mut seq: A,
    ) -> std::result::Result<Self::Value, A::Error> {
        let mut nodes = Vec::new();
        loop {
            let seed = NodeSeed {
                context: self.context,
                list: &self.list,
                index: nodes.len(),
            };
            match seq.next_element_seed(seed)? {
                None => break,
                Some(Ok(node)) => nodes.push(node),
                Some(Err(e)) => {
                    skip_rest(&mut seq)?;
                    return Ok(Err(e));
                }
            }
        }
        nodes.shrink_to_fit();
        Ok(Ok(nodes))
    }

    otherwise!(numbers str map);
}

/// Node `index` of a list.
struct NodeSeed<'g, 'p> {
    context: Context<'g>,
    list: &'p Place<'p>,
    index: usize,
}

impl NodeSeed<'_, '_> {
    fn other(self) -> Checked<Node> {
        Err(bad(&self.at(), LevelProblem::NotAnObject))
    }

    fn at(&self) -> String {
        format!("{}[{}]", self.list, self.index)
    }

    /// Checks a node's fields in the order above (move, words, depth).
    fn check(&self, fields: NodeFields) -> Result<Node> {
        let missing = |name| bad(&self.at(), LevelProblem::MissingField { name });
        let mv_at = || format!("{}.move", self.at());
        let (from, to) = fields
            .mv
            .ok_or_else(|| missing("move"))?
            .map_err(|()| bad(&mv_at(), LevelProblem::NotAnObject))?;
        let cell = |value: Option<Cell>, name| {
            let at = || format!("{}.{name}", mv_at());
            value
                .ok_or_else(|| bad(&mv_at(), LevelProblem::MissingField { name }))?
                .check(at, self.context.grid)
        };
        let mv = Move::new(cell(from, "from")?, cell(to, "to")?);
        if !mv.is_adjacent() {
            return Err(bad(&mv_at(), LevelProblem::NotNeighbours));
        }
        let words_at = || format!("{}.wordsFormed", self.at());
        let word_length = self.context.word_length;
        let words_formed = match fields.words.ok_or_else(|| missing("wordsFormed"))? {
            Words::NotAnArray => return Err(bad(&words_at(), LevelProblem::NotAnArray)),
            Words::NotAWord(j) => {
                let at = format!("{}[{j}]", words_at());
                return Err(bad(&at, LevelProblem::NotAWord { word_length }));
            }
            Words::Read(words) if words.is_empty() => {
                return Err(bad(&words_at(), LevelProblem::NoWords));
            }
            Words::Read(words) => words,
        };
        let depth_at = || format!("{}.maxDepthReached", self.at());
        let max_depth = fields
            .max_depth
            .ok_or_else(|| missing("maxDepthReached"))?
            .uint_at(depth_at)?;
        let max_depth =
            u32::try_from(max_depth).map_err(|_| bad(&depth_at(), LevelProblem::TooLarge))?;
        let next = fields.next.ok_or_else(|| missing("nextMoves"))??;
        check_depth(max_depth, &next, depth_at)?;
        Ok(Node {
            mv,
            words_formed,
            max_depth,
            next,
        })
    }
}

/// A node's fields as read (the last of a key given twice).
#[derive(Default)]
struct NodeFields {
    /// The move's `from` and `to`; `Err` when the move is not an object.
    mv: Option<MoveRead>,
    words: Option<Words>,
    max_depth: Option<Scalar>,
    next: Option<Checked<Vec<Node>>>,
}

seed_visits_any!(NodeSeed<'_, '_>);

impl<'de> Visitor<'de> for NodeSeed<'_, '_> {
    type Value = Checked<Node>;

    fn visit_map<A: MapAccess<'de>>(
        self,
        mut map: A,
    ) -> std::result::Result<Self::Value, A::Error> {
        let mut fields = NodeFields::default();
        while let Some(key) = map.next_key::<Key>()? {
            match key {
                Key::Move => fields.mv = Some(map.next_value::<MoveValue>()?.0),
                Key::Words => {
                    let seed = WordsSeed {
                        word_length: self.context.word_length,
                        profile: self.context.grid.profile(),
                    };
                    fields.words = Some(map.next_value_seed(seed)?);
                }
                Key::MaxDepth => fields.max_depth = Some(map.next_value()?),
                Key::Next => {
                    drop(fields.next.take());
                    let list = Place::Next(self.list, self.index);
                    let seed = NodesSeed {
                        context: self.context,
                        list,
                    };
                    fields.next = Some(map.next_value_seed(seed)?);
                }
                _ => {
                    map.next_value::<Skip>()?;
                }
            }
        }
        Ok(self.check(fields))
    }

    otherwise!(numbers str seq);
}

/// A move's `from` and `to` as read, or `Err` when the move is not an object.
type MoveRead = std::result::Result<(Option<Cell>, Option<Cell>), ()>;

/// A move as read.
struct MoveValue(MoveRead);

deserialize_any_with!(MoveValue, MoveVisitor, MoveValue(Err(())));

impl<'de> Visitor<'de> for MoveVisitor {
    type Value = MoveValue;

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> std::result::Result<MoveValue, A::Error> {
        let (mut from, mut to) = (None, None);
        while let Some(key) = map.next_key::<Key>()? {
            match key {
                Key::From => from = Some(map.next_value()?),
                Key::To => to = Some(map.next_value()?),
                _ => {
                    map.next_value::<Skip>()?;
                }
            }
        }
        Ok(MoveValue(Ok((from, to))))
    }

    otherwise!(numbers str seq);
}

/// A cell as read: `None` when it is not an array, else its length and first two items.
struct Cell(Option<(usize, [Scalar; 2])>);

impl Cell {
    fn check(self, at: impl Fn() -> String, grid: &Grid) -> Result<(usize, usize)> {
        let Some((len, [row, col])) = self.0 else {
            return Err(bad(&at(), LevelProblem::NotAnArray));
        };
        if len != 2 {
            return Err(bad(&at(), LevelProblem::NotACell));
        }
        let (r, c) = (row.uint_at(&at)?, col.uint_at(&at)?);
        if r >= grid.rows() || c >= grid.cols() {
            let problem = LevelProblem::CellOutside {
                row: r,
                col: c,
                rows: grid.rows(),
                cols: grid.cols(),
            };
            return Err(bad(&at(), problem));
        }
        Ok((r, c))
    }
}

deserialize_any_with!(Cell, CellVisitor, Cell(None));

impl<'de> Visitor<'de> for CellVisitor {
    type Value = Cell;

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> std::result::Result<Cell, A::Error> {
        let mut items = [Scalar(None); 2];
        let mut len = 0;
        while len < 2 {
            match seq.next_element::<Scalar>()? {
                Some(item) => items[len] = item,
                None => return Ok(Cell(Some((len, items)))),
            }
            len += 1;
        }
        while seq.next_element::<Skip>()?.is_some() {
            len += 1;
        }
        Ok(Cell(Some((len, items))))
    }

    otherwise!(numbers str map);
}

/// The words of a node as read.
enum Words {
    NotAnArray,
    /// Item `j` is not a word of the level's length.
    NotAWord(usize),
    Read(Vec<String>),
}

struct WordsSeed {
    word_length: usize,
    profile: &'static Profile,
}

impl WordsSeed {
    fn other(self) -> Words {
        Words::NotAnArray
    }
}

seed_visits_any!(WordsSeed);

impl<'de> Visitor<'de> for WordsSeed {
    type Value = Words;

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> std::result::Result<Words, A::Error> {
        let mut words = Vec::new();
        while let Some(word) = seq.next_element::<Text>()? {
            match word
                .0
                .filter(|w| is_level_word(w, self.word_length, self.profile))
            {
                Some(word) => words.push(word),
                None => {
                    let j = words.len();
                    skip_rest(&mut seq)?;
                    return Ok(Words::NotAWord(j));
                }
            }
        }
        words.shrink_to_fit();
        Ok(Words::Read(words))
    }

    otherwise!(numbers str map);
}

#[cfg(test)]
mod tests {
    use std::io::Read;

    use super::super::{Level, syntax};
    use crate::{
        Budget,
        wordseq::{Dictionary, Grid, TreeShape},
    };

    /// The keys of a level document in the order the reader checks their values: the header
    /// (grid, word length, optimum, tree), and in each node its move (from, to), its words, its
    /// depth and its continuations.
    const CHECK_ORDER: [&str; 9] = [
        "initialGrid",
        "wordLength",
        "move",
        "from",
        "to",
        "wordsFormed",
        "maxDepthReached",
        "explorationTree",
        "nextMoves",
    ];

    /// `value` written with each key once (the last value of a key given twice, as serde_json's
    /// maps keep it) and each object's keys in [`CHECK_ORDER`], the keys of no level after them.
    fn in_check_order(value: &serde_json::Value) -> String {
        match value {
            serde_json::Value::Object(map) => {
                let mut keys: Vec<&String> = map.keys().collect();
                keys.sort_by_key(|key| {
                    CHECK_ORDER
                        .iter()
                        .position(|known| known == key)
                        .unwrap_or(CHECK_ORDER.len())
                });
                let fields: Vec<String> = keys
                    .iter()
                    .map(|key| {
                        let name = serde_json::to_string(key).unwrap();
                        format!("{name}:{}", in_check_order(&map[key.as_str()]))
                    })
                    .collect();
                format!("{{{}}}", fields.join(","))
            }
            serde_json::Value::Array(items) => {
                let items: Vec<String> = items.iter().map(in_check_order).collect();
                format!("[{}]", items.join(","))
            }
            other => other.to_string(),
        }
    }

    /// The reader gives, on `text` through `from_json` and through `from_reader`: serde_json's
    /// own syntax error when serde_json cannot parse `text` (the same message and position);
    /// otherwise what it gives on the same document written once more with each key once and
    /// in the order the values are checked. So neither the order of the keys, nor a key given
    /// twice, nor blanks change a level or which problem is reported.
    fn same(text: &str) {
        let from_json = Level::from_json(text).map_err(|e| e.to_string());
        let from_reader = Level::from_reader(text.as_bytes()).map_err(|e| e.to_string());
        let body = text.strip_prefix('\u{feff}').unwrap_or(text);
        match serde_json::from_str::<serde_json::Value>(body) {
            Ok(value) => {
                let canonical = in_check_order(&value);
                let want = Level::from_json(&canonical).map_err(|e| e.to_string());
                assert_eq!(from_json, want, "from_json on {text}\nagainst {canonical}");
                assert_eq!(
                    from_reader, want,
                    "from_reader on {text}\nagainst {canonical}"
                );
            }
            Err(e) => {
                assert_eq!(from_json, Err(syntax(e).to_string()), "from_json on {text}");
                let e =
                    serde_json::from_reader::<_, serde_json::Value>(body.as_bytes()).unwrap_err();
                assert_eq!(
                    from_reader,
                    Err(syntax(e).to_string()),
                    "from_reader on {text}"
                );
            }
        }
    }

    /// A full level of depth 3 with several moves a node.
    fn valid() -> String {
        let lexicon =
            wordgames_lexicon::Lexicon::from_words(["seal", "tale", "late", "teal", "sale"])
                .unwrap();
        let dictionary =
            Dictionary::new(&lexicon, 4, &wordgames_lexicon::BlockList::none()).unwrap();
        let grid = Grid::from_rows(["esal", "tlae"]).unwrap();
        let level = Level::solve(&grid, &dictionary, TreeShape::Full, Budget::default()).unwrap();
        assert!(level.tree_nodes() > 5 && level.optimum() >= 2);
        level.to_json()
    }

    #[test]
    fn a_valid_level_and_every_cut_of_it() {
        let doc = valid();
        same(&doc);
        assert!(Level::from_json(&doc).is_ok());
        for end in 0..doc.len() {
            same(&doc[..end]);
        }
        same(&format!("\u{feff}{doc}"));
        same(&format!(" \n{doc} \n"));
        same(&format!("{doc} x"));
    }

    #[test]
    fn reordered_and_missing_keys() {
        let doc = valid();
        // serde_json's own maps sort their keys: every object's keys in a new order.
        let sorted =
            serde_json::to_string(&serde_json::from_str::<serde_json::Value>(&doc).unwrap())
                .unwrap();
        assert_ne!(sorted, doc);
        same(&sorted);
        assert_eq!(
            Level::from_json(&sorted).unwrap(),
            Level::from_json(&doc).unwrap()
        );
        for key in [
            "initialGrid",
            "wordLength",
            "maxDepthReached",
            "explorationTree",
            "move",
            "from",
            "to",
            "wordsFormed",
            "nextMoves",
        ] {
            let quoted = format!("\"{key}\"");
            for (at, _) in doc.match_indices(&quoted).take(6) {
                let renamed = format!("{}\"other\"{}", &doc[..at], &doc[at + quoted.len()..]);
                same(&renamed);
                let sorted_at = sorted.match_indices(&quoted).nth(1).map_or(0, |(i, _)| i);
                if sorted_at > 0 {
                    same(&format!(
                        "{}\"other\"{}",
                        &sorted[..sorted_at],
                        &sorted[sorted_at + quoted.len()..]
                    ));
                }
            }
        }
    }

    #[test]
    fn keys_given_twice() {
        let doc = valid();
        let body = &doc[1..doc.len() - 1];
        let bad_tree = r#""explorationTree":[{"move":{"from":[9,9],"to":[0,1]}}]"#;
        let bad_grid = r#""initialGrid":[["A"]]"#;
        for extra in [
            bad_tree,
            bad_grid,
            r#""wordLength":"four""#,
            r#""maxDepthReached":-1"#,
        ] {
            same(&format!("{{{extra},{body}}}"));
            same(&format!("{{{body},{extra}}}"));
            // The last value of a key counts: a bad one replaced is no problem, a bad one last is.
            assert!(Level::from_json(&format!("{{{extra},{body}}}")).is_ok());
            assert!(Level::from_json(&format!("{{{body},{extra}}}")).is_err());
        }
        // Inside a node: a bad move given before or after the good one.
        let node_move = doc.find(r#""move":"#).unwrap();
        for extra in [
            r#""move":{"from":[0,0],"to":[1,1]},"#,
            r#""move":7,"#,
            r#""wordsFormed":[],"#,
            r#""nextMoves":[{}],"#,
            r#""maxDepthReached":99,"#,
        ] {
            same(&format!(
                "{}{extra}{}",
                &doc[..node_move],
                &doc[node_move..]
            ));
            let end = doc[node_move..].find('}').unwrap() + node_move + 2;
            same(&format!("{}{extra}{}", &doc[..end], &doc[end..]));
        }
        let from = doc.find(r#""from":"#).unwrap();
        same(&format!("{}\"from\":[5,0],{}", &doc[..from], &doc[from..]));
        same(&format!(
            "{}\"to\":\"x\",\"to\":[0,0],{}",
            &doc[..from],
            &doc[from..]
        ));
    }

    #[test]
    fn every_value_made_bad() {
        let doc = valid();
        let bad = [
            "\"x\"",
            "\"\"",
            "\"ab\"",
            "\"A\"",
            "\"aaaa\"",
            "\"seal\"",
            "99",
            "-1",
            "1.5",
            "1e400",
            "4294967296",
            "18446744073709551616",
            "[]",
            "[1]",
            "[[]]",
            "{}",
            "null",
            "true",
            "[0,0,0]",
            "[0]",
        ];
        // The start of every value: after a colon, a comma or a bracket, and not a key.
        let starts: Vec<usize> = (1..doc.len())
            .filter(|&i| matches!(doc.as_bytes()[i - 1], b':' | b',' | b'['))
            .filter(|&i| !matches!(doc.as_bytes()[i], b']' | b'}'))
            .filter(|&i| !doc[value_end(&doc, i)..].starts_with(':'))
            .collect();
        assert!(starts.len() > 20);
        for &start in &starts {
            let end = value_end(&doc, start);
            for value in bad {
                same(&format!("{}{value}{}", &doc[..start], &doc[end..]));
            }
        }
        for doc in [
            "[]",
            "7",
            "\"x\"",
            "null",
            "{}",
            r#"{"initialGrid":[],"wordLength":1,"maxDepthReached":0,"explorationTree":[]}"#,
            r#"{"initialGrid":[["a","b"],["c"]],"wordLength":2,"maxDepthReached":0,"explorationTree":[]}"#,
            r#"{"initialGrid":[["a","b","c","d","e","f","g","h","i","j","k","l","m"]],"wordLength":1,"maxDepthReached":0,"explorationTree":[]}"#,
            r#"{"initialGrid":[[],[]],"wordLength":1,"maxDepthReached":0,"explorationTree":[]}"#,
            r#"{"initialGrid":[["a"],["b"],["c"],["d"],["e"],["f"],["g"],["h"],["i"],["j"],["k"],["l"],["m"],["n"],["o"],["p"],["q"]],"wordLength":1,"maxDepthReached":0,"explorationTree":[]}"#,
            r#"{"initialGrid":[["a","b"],["c","d"]],"wordLength":3,"maxDepthReached":0,"explorationTree":[]}"#,
            r#"{"initialGrid":[["a","b"],["c","d"]],"wordLength":2,"maxDepthReached":4294967296,"explorationTree":[]}"#,
            r#"{"initialGrid":[["a","b"],["c","d"]],"wordLength":2,"maxDepthReached":3,"explorationTree":[]}"#,
        ] {
            same(doc);
        }
    }

    /// The end of the JSON value that starts at `start` of `doc`.
    fn value_end(doc: &str, start: usize) -> usize {
        let mut de =
            serde_json::Deserializer::from_str(&doc[start..]).into_iter::<serde_json::Value>();
        de.next().unwrap().unwrap();
        start + de.byte_offset()
    }

    #[test]
    fn deep_nesting() {
        for depth in [10, 60, 127, 128, 129, 300] {
            let arrays = format!("{}{}", "[".repeat(depth), "]".repeat(depth));
            same(&arrays);
            same(&format!(
                r#"{{"initialGrid":[["a","b"],["c","d"]],"wordLength":2,"maxDepthReached":0,"explorationTree":{arrays}}}"#
            ));
            same(&format!(
                r#"{{"initialGrid":{arrays},"wordLength":2,"maxDepthReached":0,"explorationTree":[]}}"#
            ));
            // A chain of nodes `depth` deep, each one move of a 2x2 grid.
            let node = r#"{"move":{"from":[0,0],"to":[0,1]},"wordsFormed":["ba"],"maxDepthReached":0,"nextMoves":["#;
            let chain = format!("{}{}", node.repeat(depth), "]}".repeat(depth));
            same(&format!(
                r#"{{"initialGrid":[["a","b"],["c","d"]],"wordLength":2,"maxDepthReached":1,"explorationTree":[{chain}]}}"#
            ));
        }
    }

    #[cfg(feature = "serde")]
    #[test]
    fn serde_reads_a_level_with_the_same_reader() {
        let doc = valid();
        let level = Level::from_json(&doc).unwrap();
        assert_eq!(serde_json::from_str::<Level>(&doc).unwrap(), level);
        assert_eq!(
            serde_json::from_reader::<_, Level>(doc.as_bytes()).unwrap(),
            level
        );
        let value: serde_json::Value = serde_json::from_str(&doc).unwrap();
        assert_eq!(serde_json::from_value::<Level>(value).unwrap(), level);
        // Inside another document, as a field.
        let wrapped = format!(r#"{{"level":{doc},"n":1}}"#);
        let map: std::collections::BTreeMap<String, serde_json::Value> =
            serde_json::from_str(&wrapped).unwrap();
        assert_eq!(
            serde_json::from_value::<Level>(map["level"].clone()).unwrap(),
            level
        );
        // A broken level: the reader's own message, then serde_json's position.
        let broken = doc.replacen(r#""wordLength":4"#, r#""wordLength":30"#, 1);
        assert_ne!(broken, doc);
        let want = Level::from_json(&broken).unwrap_err().to_string();
        assert!(want.contains("wordLength: 30"), "{want}");
        let got = serde_json::from_str::<Level>(&broken)
            .unwrap_err()
            .to_string();
        assert!(got.starts_with(&want), "{got} against {want}");
    }

    #[test]
    fn a_reader_keeps_its_bound() {
        let doc = valid();
        let err = Level::from_reader_bounded(
            doc.as_bytes().chain(&b"   "[..]),
            doc.len() as u64,
            wordgames_lexicon::Profile::english(),
        )
        .unwrap_err();
        assert_eq!(
            err.to_string(),
            format!(
                "wordseq level: longer than {} bytes, the most a level document may hold",
                doc.len()
            )
        );
        assert_eq!(
            Level::from_reader_bounded(
                doc.as_bytes(),
                doc.len() as u64,
                wordgames_lexicon::Profile::english()
            )
            .unwrap(),
            Level::from_json(&doc).unwrap()
        );
    }
}
