//! The exhaustive search behind levels, verdicts and checks.
//!
//! A state is the grid together with the set of words formed so far: two games that reach the
//! same grid having formed different words have different futures, so the memo table is keyed
//! on both. The set is a bit mask over the words met in this search, numbered as they are
//! first met (at most 64, see [`Stop::TooManyWords`]).
//!
//! The memo stores `maxDepthReached` of every state: the length of the longest sequence of
//! further moves. The generator's search also stops as soon as a path grows past `max_turns`.
//! Such a stop abandons the whole grid (its optimum is too long), so no value computed under a
//! depth limit is ever stored or reused: every stored depth is exact.

use std::collections::HashMap;

use super::{
    Level, Node, TreeShape,
    dictionary::{Dictionary, FxBuild, WordClass},
    grid::{Grid, MAX_CELLS, Move},
};

/// Why a search stopped before it finished.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Stop {
    /// The node budget ran out.
    Nodes,
    /// A path grew past the depth limit.
    TooLong,
    /// More distinct words than allowed (or than the 64 a mask can hold) were formed.
    TooManyWords,
    /// A word outside the common tier was formed while only common words were allowed.
    NotCommon(WordClass),
    /// The tree holds more nodes than allowed.
    TreeTooLarge,
}

impl Stop {
    /// The budget that a search named `search` ran out of: its `max_nodes` nodes, or else the
    /// 64 distinct words a mask holds (`words_hint` says so of what the search is for).
    pub(crate) fn exhausted(
        self,
        search: &'static str,
        max_nodes: u64,
        words_hint: &'static str,
    ) -> crate::BudgetExhausted {
        match self {
            Stop::Nodes => crate::BudgetExhausted {
                search,
                budget: max_nodes,
                unit: "nodes",
                hint: "raise Budget::max_nodes",
            },
            _ => crate::BudgetExhausted {
                search,
                budget: 64,
                unit: "distinct words",
                hint: words_hint,
            },
        }
    }
}

/// Calls `$on.$method::<5>` or `$on.$method::<6>` by `$bits`, the width of a letter in bits: the
/// methods are generic over it so that their loops shift by a constant.
macro_rules! by_width {
    ($bits:expr, $on:ident.$method:ident($($arg:expr),*)) => {
        if $bits == 5 {
            $on.$method::<5>($($arg),*)
        } else {
            $on.$method::<6>($($arg),*)
        }
    };
}

/// What a search may do and what ends it early.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Limits {
    /// States a search may explore.
    pub max_nodes: u64,
    /// Stop when a path exceeds this many moves.
    pub max_depth: Option<u32>,
    /// Stop when more distinct words than this are formed (at most 64).
    pub max_words: usize,
    /// Stop when a word outside the common tier is formed.
    pub common_only: bool,
}

/// The geometry of a grid size: its word lines and its moves.
#[derive(Debug, Clone)]
struct Shape {
    rows: usize,
    cols: usize,
    word_length: usize,
    /// Bits a letter takes in a packed word and in a memo key.
    bits: u32,
    /// Whether a memo key needs four words for the cells ([`Key`]).
    wide: bool,
    /// Every line (row or column) as long as a word: its cells, in reading order.
    lines: Vec<[u8; 6]>,
    /// Every move in the fixed order of levels (row-major; for each cell, right, then down):
    /// the two cells and the lines through either of them.
    moves: Vec<MoveShape>,
}

#[derive(Debug, Clone, Copy)]
struct MoveShape {
    a: u8,
    b: u8,
    lines: [u8; 4],
    line_count: u8,
}

impl Shape {
    fn new(rows: usize, cols: usize, word_length: usize, bits: u32) -> Shape {
        let mut lines = Vec::new();
        if cols == word_length {
            for r in 0..rows {
                let mut line = [0u8; 6];
                for (c, cell) in line.iter_mut().enumerate().take(cols) {
                    *cell = (r * cols + c) as u8;
                }
                lines.push(line);
            }
        }
        if rows == word_length {
            for c in 0..cols {
                let mut line = [0u8; 6];
                for (r, cell) in line.iter_mut().enumerate().take(rows) {
                    *cell = (r * cols + c) as u8;
                }
                lines.push(line);
            }
        }
        let mut moves = Vec::new();
        for r in 0..rows {
            for c in 0..cols {
                let a = r * cols + c;
                let mut neighbours = Vec::new();
                if c + 1 < cols {
                    neighbours.push(a + 1);
                }
                if r + 1 < rows {
                    neighbours.push(a + cols);
                }
                for b in neighbours {
                    let mut shape = MoveShape {
                        a: a as u8,
                        b: b as u8,
                        lines: [0; 4],
                        line_count: 0,
                    };
                    for (i, line) in lines.iter().enumerate() {
                        let through = line[..word_length]
                            .iter()
                            .any(|&cell| usize::from(cell) == a || usize::from(cell) == b);
                        if through {
                            shape.lines[usize::from(shape.line_count)] = i as u8;
                            shape.line_count += 1;
                        }
                    }
                    moves.push(shape);
                }
            }
        }
        Shape {
            rows,
            cols,
            word_length,
            bits,
            wide: rows * cols > 3 * (64 / bits) as usize,
            lines,
            moves,
        }
    }

    fn move_of(&self, index: usize) -> Move {
        let m = self.moves[index];
        let cell = |i: u8| (usize::from(i) / self.cols, usize::from(i) % self.cols);
        Move::new(cell(m.a), cell(m.b))
    }

    fn index_of(&self, mv: Move) -> Option<usize> {
        let mv = mv.normalized();
        (0..self.moves.len()).find(|&i| self.move_of(i) == mv)
    }

    /// The packed word that line `line` reads, `B` bits a letter (`B` is `self.bits`, a
    /// constant so that the shifts are: the hot loops are compiled once for 5 and once for 6).
    #[inline]
    fn read<const B: u32>(&self, cells: &[u8; MAX_CELLS], line: usize) -> u64 {
        self.lines[line][..self.word_length]
            .iter()
            .fold(0u64, |code, &cell| {
                (code << B) | u64::from(cells[usize::from(cell)])
            })
    }

    /// [`Shape::read`] for any width.
    fn read_any(&self, cells: &[u8; MAX_CELLS], line: usize) -> u64 {
        by_width!(self.bits, self.read(cells, line))
    }

    /// The memo key of a state: the cells packed `64 / B` to a word (twelve in English), then
    /// the mask of formed words.
    #[inline]
    fn key<const B: u32>(&self, cells: &[u8; MAX_CELLS], mask: u64) -> Key {
        let per_word = (64 / B) as usize;
        let mut words = [0u64; 5];
        for (i, &cell) in cells[..self.rows * self.cols].iter().enumerate() {
            words[i / per_word] |= u64::from(cell) << (B as usize * (i % per_word));
        }
        if self.wide {
            words[4] = mask;
            Key::Wide(Words(words))
        } else {
            Key::Narrow(Words([words[0], words[1], words[2], mask]))
        }
    }

    /// [`Shape::key`] for any width.
    fn key_any(&self, cells: &[u8; MAX_CELLS], mask: u64) -> Key {
        by_width!(self.bits, self.key(cells, mask))
    }
}

/// The words of a memo key, hashed word by word.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Words<const W: usize>([u64; W]);

impl<const W: usize> std::hash::Hash for Words<W> {
    #[inline]
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        for word in self.0 {
            state.write_u64(word);
        }
    }
}

/// A memo key: the grid's cells packed into three words (every English grid, and any grid of
/// up to 30 cells) or four (a grid of more than 30 cells in an alphabet of more than 32
/// letters), then the mask of formed words.
#[derive(Debug, Clone, Copy)]
enum Key {
    Narrow(Words<4>),
    Wide(Words<5>),
}

/// A memo table over the keys of one grid size (all narrow or all wide).
#[derive(Debug)]
struct Memo<V> {
    narrow: HashMap<Words<4>, V, FxBuild>,
    wide: HashMap<Words<5>, V, FxBuild>,
}

impl<V: Copy> Memo<V> {
    fn new() -> Memo<V> {
        Memo {
            narrow: HashMap::default(),
            wide: HashMap::default(),
        }
    }

    #[inline]
    fn get(&self, key: &Key) -> Option<V> {
        match key {
            Key::Narrow(k) => self.narrow.get(k).copied(),
            Key::Wide(k) => self.wide.get(k).copied(),
        }
    }

    #[inline]
    fn insert(&mut self, key: Key, value: V) {
        match key {
            Key::Narrow(k) => self.narrow.insert(k, value),
            Key::Wide(k) => self.wide.insert(k, value),
        };
    }

    fn clear(&mut self) {
        self.narrow.clear();
        self.wide.clear();
    }
}

/// An exhaustive, memoised search over the states of one grid size.
#[derive(Debug)]
pub(crate) struct Explorer<'d> {
    dictionary: &'d Dictionary,
    shape: Shape,
    limits: Limits,
    /// The words met so far, packed; a word's index is its bit in masks.
    words: Vec<u64>,
    ids: HashMap<u64, u8, FxBuild>,
    memo: Memo<u8>,
    /// States explored (memo misses) since the last reset.
    nodes: u64,
}

impl<'d> Explorer<'d> {
    /// An explorer for grids of `rows` by `cols`; the caller has checked that the dictionary's
    /// word length fits the grid.
    pub(crate) fn new(
        dictionary: &'d Dictionary,
        rows: usize,
        cols: usize,
        limits: Limits,
    ) -> Self {
        Explorer {
            dictionary,
            shape: Shape::new(rows, cols, dictionary.word_length(), dictionary.bits()),
            limits,
            words: Vec::new(),
            ids: HashMap::default(),
            memo: Memo::new(),
            nodes: 0,
        }
    }

    /// An explorer like this one with nothing explored (cheaper than [`Explorer::new`]).
    pub(crate) fn fresh(&self) -> Explorer<'d> {
        Explorer {
            dictionary: self.dictionary,
            shape: self.shape.clone(),
            limits: self.limits,
            words: Vec::new(),
            ids: HashMap::default(),
            memo: Memo::new(),
            nodes: 0,
        }
    }

    /// Forgets every state and word, keeping the allocations.
    pub(crate) fn reset(&mut self) {
        self.words.clear();
        self.ids.clear();
        self.memo.clear();
        self.nodes = 0;
    }

    /// States explored since the last reset.
    pub(crate) fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Distinct words met since the last reset.
    pub(crate) fn words(&self) -> Vec<String> {
        self.words
            .iter()
            .map(|&code| self.dictionary.decode(code))
            .collect()
    }

    /// The cells of a grid as the search's array.
    pub(crate) fn cells(grid: &Grid) -> [u8; MAX_CELLS] {
        let mut cells = [0u8; MAX_CELLS];
        cells[..grid.indices().len()].copy_from_slice(grid.indices());
        cells
    }

    /// The words (packed) that the lines of `cells` read, in line order.
    pub(crate) fn words_in(&self, cells: &[u8; MAX_CELLS]) -> Vec<u64> {
        (0..self.shape.lines.len())
            .map(|line| self.shape.read_any(cells, line))
            .filter(|&code| self.dictionary.class_of(code).is_some())
            .collect()
    }

    /// Whether a line of `cells` reads a word: [`Explorer::words_in`] is not empty.
    #[inline]
    pub(crate) fn reads_word(&self, cells: &[u8; MAX_CELLS]) -> bool {
        by_width!(self.shape.bits, self.reads_word_in(cells))
    }

    #[inline]
    fn reads_word_in<const B: u32>(&self, cells: &[u8; MAX_CELLS]) -> bool {
        (0..self.shape.lines.len()).any(|line| {
            self.dictionary
                .class_of(self.shape.read::<B>(cells, line))
                .is_some()
        })
    }

    /// The bit of a packed word, numbering it if it is new.
    #[inline]
    fn bit(&mut self, code: u64) -> Result<u64, Stop> {
        if let Some(&id) = self.ids.get(&code) {
            return Ok(1 << id);
        }
        if self.limits.common_only
            && let Some(class) = self.dictionary.class_of(code)
            && class != WordClass::Common
        {
            return Err(Stop::NotCommon(class));
        }
        let id = self.words.len();
        if id >= self.limits.max_words.min(64) {
            return Err(Stop::TooManyWords);
        }
        self.words.push(code);
        self.ids.insert(code, id as u8);
        Ok(1 << id)
    }

    /// Swaps the cells of move `index` in place and returns the bits of the new words formed
    /// (0: the move is not valid). The caller swaps back.
    #[inline]
    fn apply<const B: u32>(
        &mut self,
        cells: &mut [u8; MAX_CELLS],
        index: usize,
        mask: u64,
    ) -> Result<u64, Stop> {
        let m = self.shape.moves[index];
        let (a, b) = (usize::from(m.a), usize::from(m.b));
        cells.swap(a, b);
        if cells[a] == cells[b] {
            return Ok(0);
        }
        let mut new = 0;
        for &line in &m.lines[..usize::from(m.line_count)] {
            let code = self.shape.read::<B>(cells, usize::from(line));
            if self.dictionary.class_of(code).is_some() {
                let bit = self.bit(code)?;
                if mask & bit == 0 {
                    new |= bit;
                }
            }
        }
        Ok(new)
    }

    /// The longest sequence of valid moves from the state (`cells`, `mask`), reached after
    /// `path` moves.
    pub(crate) fn depth(
        &mut self,
        cells: &mut [u8; MAX_CELLS],
        mask: u64,
        path: u32,
    ) -> Result<u32, Stop> {
        by_width!(self.shape.bits, self.depth_in(cells, mask, path))
    }

    /// [`Explorer::depth`] with letters of `B` bits.
    fn depth_in<const B: u32>(
        &mut self,
        cells: &mut [u8; MAX_CELLS],
        mask: u64,
        path: u32,
    ) -> Result<u32, Stop> {
        if let Some(max) = self.limits.max_depth
            && path > max
        {
            return Err(Stop::TooLong);
        }
        let k = self.shape.key::<B>(cells, mask);
        if let Some(depth) = self.memo.get(&k) {
            return Ok(u32::from(depth));
        }
        self.nodes += 1;
        if self.nodes > self.limits.max_nodes {
            return Err(Stop::Nodes);
        }
        let mut best = 0u32;
        for index in 0..self.shape.moves.len() {
            let new = self.apply::<B>(cells, index, mask);
            let result = match new {
                Ok(0) => Ok(None),
                Ok(new) => self.depth_in::<B>(cells, mask | new, path + 1).map(Some),
                Err(stop) => Err(stop),
            };
            let m = self.shape.moves[index];
            cells.swap(usize::from(m.a), usize::from(m.b));
            if let Some(depth) = result? {
                best = best.max(depth + 1);
                if let Some(max) = self.limits.max_depth
                    && path + best > max
                {
                    return Err(Stop::TooLong);
                }
            }
        }
        // Depths are bounded by the 64 words a mask can hold.
        self.memo.insert(k, best as u8);
        Ok(best)
    }

    /// The valid moves from a state: (move index, bits of the new words), in move order.
    pub(crate) fn moves_from(
        &mut self,
        cells: &mut [u8; MAX_CELLS],
        mask: u64,
    ) -> Result<Vec<(usize, u64)>, Stop> {
        let mut valid = Vec::new();
        for index in 0..self.shape.moves.len() {
            let new = by_width!(self.shape.bits, self.apply(cells, index, mask));
            let m = self.shape.moves[index];
            cells.swap(usize::from(m.a), usize::from(m.b));
            let new = new?;
            if new != 0 {
                valid.push((index, new));
            }
        }
        Ok(valid)
    }

    /// The new words of move `index` from a state, in line order.
    pub(crate) fn words_formed(
        &self,
        cells: &mut [u8; MAX_CELLS],
        index: usize,
        mask: u64,
    ) -> Vec<String> {
        let m = self.shape.moves[index];
        cells.swap(usize::from(m.a), usize::from(m.b));
        let mut formed: Vec<String> = Vec::new();
        for &line in &m.lines[..usize::from(m.line_count)] {
            let code = self.shape.read_any(cells, usize::from(line));
            if let Some(&id) = self.ids.get(&code)
                && mask & (1 << id) == 0
            {
                let word = self.dictionary.decode(code);
                if !formed.contains(&word) {
                    formed.push(word);
                }
            }
        }
        cells.swap(usize::from(m.a), usize::from(m.b));
        formed
    }

    /// The move with index `index`.
    pub(crate) fn move_of(&self, index: usize) -> Move {
        self.shape.move_of(index)
    }

    /// The index of a move, or `None` if it is not a move of this grid size.
    pub(crate) fn index_of(&self, mv: Move) -> Option<usize> {
        self.shape.index_of(mv)
    }

    /// Swaps the cells of move `index`.
    pub(crate) fn swap(&self, cells: &mut [u8; MAX_CELLS], index: usize) {
        let m = self.shape.moves[index];
        cells.swap(usize::from(m.a), usize::from(m.b));
    }

    /// How many nodes the full tree below a state has (saturating).
    fn count_paths(
        &mut self,
        cells: &mut [u8; MAX_CELLS],
        mask: u64,
        counts: &mut Memo<u64>,
    ) -> Result<u64, Stop> {
        let k = self.shape.key_any(cells, mask);
        if let Some(count) = counts.get(&k) {
            return Ok(count);
        }
        let mut total = 0u64;
        for (index, new) in self.moves_from(cells, mask)? {
            self.swap(cells, index);
            let below = self.count_paths(cells, mask | new, counts);
            self.swap(cells, index);
            total = total.saturating_add(1).saturating_add(below?);
        }
        counts.insert(k, total);
        Ok(total)
    }

    /// The level of `grid`: explores it fully (if not yet done) and writes the tree of `shape`,
    /// refusing a tree of more than `max_tree_nodes` nodes.
    pub(crate) fn level(
        &mut self,
        grid: &Grid,
        tree_shape: TreeShape,
        max_tree_nodes: u64,
    ) -> Result<Level, Stop> {
        let mut cells = Self::cells(grid);
        let optimum = self.depth(&mut cells, 0, 0)?;
        let full_size = self.count_paths(&mut cells, 0, &mut Memo::new())?;
        if tree_shape == TreeShape::Full && full_size > max_tree_nodes {
            return Err(Stop::TreeTooLarge);
        }
        let mut budget = max_tree_nodes;
        let tree = self.build(&mut cells, 0, optimum, tree_shape, &mut budget)?;
        Ok(Level {
            initial_grid: grid.clone(),
            word_length: self.shape.word_length,
            max_depth: optimum,
            tree,
            full_tree_nodes: full_size,
        })
    }

    fn build(
        &mut self,
        cells: &mut [u8; MAX_CELLS],
        mask: u64,
        depth: u32,
        tree_shape: TreeShape,
        budget: &mut u64,
    ) -> Result<Vec<Node>, Stop> {
        let mut nodes = Vec::new();
        for (index, new) in self.moves_from(cells, mask)? {
            if *budget == 0 {
                return Err(Stop::TreeTooLarge);
            }
            *budget -= 1;
            let words_formed = self.words_formed(cells, index, mask);
            self.swap(cells, index);
            let result = self.depth(cells, mask | new, 0).and_then(|child| {
                let expand = match tree_shape {
                    TreeShape::Full => true,
                    TreeShape::Pruned => child + 1 == depth,
                };
                let next = if expand {
                    self.build(cells, mask | new, child, tree_shape, budget)?
                } else {
                    Vec::new()
                };
                Ok(Node {
                    mv: self.move_of(index),
                    words_formed,
                    max_depth: child,
                    next,
                })
            });
            self.swap(cells, index);
            nodes.push(result?);
        }
        Ok(nodes)
    }
}
