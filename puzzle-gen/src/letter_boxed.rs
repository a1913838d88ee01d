//! Letter Boxed: twelve letters on the four sides of a square, joined into a chain of words.
//!
//! # The rules (as the New York Times plays them)
//!
//! A [`Board`] has four sides of three distinct letters, twelve letters in all. A word is
//! playable when it has at least three letters, uses only board letters, and never takes two
//! consecutive letters from the same side. Each next word starts with the last letter of the
//! previous one, letters may be used again, and the puzzle is solved when every one of the twelve
//! letters has been used. A board's *par* is the fewest words that solve it.
//!
//! ```text
//!       q  i  e
//!    n           u        the board "qie url kpw san"
//!    a           r        solved by QUIRK - KELPS - SPAWN
//!    s           l
//!       k  p  w
//! ```
//!
//! # Solving exactly
//!
//! [`Solver`] first collects the playable words with one walk over the lexicon's FST: the
//! [`Playable`] automaton's state is the side of the last letter read, so every branch that leaves
//! the board or stays on one side dies at once. Then it treats the puzzle as a shortest-path
//! problem over at most `2^12 x 12 = 49,152` states (the letters covered so far as a 12-bit mask,
//! and the last letter). A word is an edge, and only the shortest word of each (first letter, last
//! letter, letters covered) triple can be part of a best solution, so the edges are deduplicated
//! by that triple before the search. The search goes layer by layer (one word more per layer) and
//! keeps, for each state, the fewest letters and then the alphabetically first sequence of words,
//! so the best solution (fewest words, then fewest letters, then alphabetical) is exact and
//! deterministic. The state space is finite, so the search needs no budget beyond it.
//!
//! ```
//! use wordgames_lexicon::Lexicon;
//! use wordgames_puzzles::letter_boxed::{Board, Solver};
//!
//! let lexicon = Lexicon::from_words(["quirk", "kelp", "kelps", "spawn", "shy", "quip"])?;
//! let board: Board = "qie url kpw san".parse()?;
//! let solver = Solver::new(&board, &lexicon);
//! let best = solver.best(3).expect("quirk, kelps, spawn");
//! assert_eq!(best.words, ["quirk", "kelps", "spawn"]);
//! assert_eq!(best.letters(), 15);
//! assert!(solver.best(2).is_none()); // no solution within two words
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Generating boards
//!
//! [`LetterBoxed`] chains random words of the lexicon's common tier, each starting with the last
//! letter of the previous one, and places their letters on sides as it goes: every new letter may
//! go on any side that has room and is not the side of the letter before it, and the search
//! backtracks through those choices (and through other next words) until twelve letters are
//! placed, within a budget of nodes per attempt and of attempts. A board that one word solves is
//! rejected; every board comes with its par and a best solution, computed with the whole lexicon.

use std::{collections::HashMap, fmt, ops::ControlFlow, str::FromStr};

use rand_core::Rng;
use wordgames_lexicon::{Lexicon, fst::Automaton};

use crate::{
    Budget, Error, Result,
    rng::{below, shuffle},
};

/// The mask of a board whose twelve letters are all covered.
const FULL: u16 = (1 << 12) - 1;
/// Marks a letter that is not on the board in [`Board`]'s lookup table.
const ABSENT: u8 = u8::MAX;

/// A Letter Boxed board: four sides of three letters, all twelve distinct.
///
/// Parse one from text such as `"abc def ghi jkl"` (sides separated by spaces, commas, dashes or
/// slashes; any case), or build one with [`Board::new`]. A board prints in the same form.
///
/// With the `serde` feature a board serializes as that text, and deserializing validates it.
///
/// # Example
///
/// ```
/// use wordgames_puzzles::letter_boxed::Board;
///
/// let board: Board = "ABC-def-ghi-jkl".parse()?;
/// assert_eq!(board.to_string(), "abc def ghi jkl");
/// assert_eq!(board.side_of(b'e'), Some(1));
/// assert_eq!(board.side_of(b'z'), None);
///
/// let err = "abc def ghi jka".parse::<Board>().unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "letter boxed board \"abc def ghi jka\": the letter 'a' appears twice (on sides 1 and 4)"
/// );
/// # Ok::<(), wordgames_puzzles::Error>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(into = "String", try_from = "String")
)]
pub struct Board {
    sides: [[u8; 3]; 4],
    /// For each letter `a`-`z`: its position `side * 3 + i`, or [`ABSENT`].
    slots: [u8; 26],
}

impl Board {
    /// A board from its four sides of three letters (ASCII letters, any case).
    ///
    /// # Errors
    ///
    /// [`Error::LetterBoxedBoard`] when a character is not an ASCII letter or a letter appears
    /// twice.
    pub fn new(sides: [[u8; 3]; 4]) -> Result<Board> {
        let text = || {
            sides
                .iter()
                .map(|s| String::from_utf8_lossy(s).into_owned())
                .collect::<Vec<_>>()
                .join(" ")
        };
        let mut lower = [[0u8; 3]; 4];
        let mut slots = [ABSENT; 26];
        for (s, side) in sides.iter().enumerate() {
            for (i, &byte) in side.iter().enumerate() {
                if !byte.is_ascii_alphabetic() {
                    return Err(Error::LetterBoxedBoard {
                        board: text(),
                        reason: format!("{:?} is not a letter a-z", char::from(byte)),
                    });
                }
                let letter = byte.to_ascii_lowercase();
                let slot = &mut slots[usize::from(letter - b'a')];
                if *slot != ABSENT {
                    return Err(Error::LetterBoxedBoard {
                        board: text(),
                        reason: format!(
                            "the letter {:?} appears twice (on sides {} and {})",
                            char::from(letter),
                            *slot / 3 + 1,
                            s + 1
                        ),
                    });
                }
                *slot = (s * 3 + i) as u8;
                lower[s][i] = letter;
            }
        }
        Ok(Board {
            sides: lower,
            slots,
        })
    }

    /// The four sides, lowercase.
    pub fn sides(&self) -> [[u8; 3]; 4] {
        self.sides
    }

    /// The twelve letters, side by side.
    pub fn letters(&self) -> [u8; 12] {
        let mut out = [0; 12];
        for (i, letter) in self.sides.iter().flatten().enumerate() {
            out[i] = *letter;
        }
        out
    }

    /// The side (0 to 3) that holds `letter` (lowercase ASCII), or `None` when it is not on the
    /// board.
    pub fn side_of(&self, letter: u8) -> Option<usize> {
        self.slot(letter).map(|p| p / 3)
    }

    /// The position `side * 3 + i` of `letter` (the bit it sets in a covered-letters mask).
    fn slot(&self, letter: u8) -> Option<usize> {
        let i = letter.checked_sub(b'a')?;
        match self.slots.get(usize::from(i)) {
            Some(&slot) if slot != ABSENT => Some(usize::from(slot)),
            _ => None,
        }
    }

    /// Checks that `word` is playable on this board (without asking any lexicon) and returns the
    /// letters it covers as a 12-bit mask (bit `side * 3 + i`).
    ///
    /// # Errors
    ///
    /// The first rule the word breaks, as a [`Rejection`].
    ///
    /// # Example
    ///
    /// ```
    /// use wordgames_puzzles::letter_boxed::{Board, Rejection};
    ///
    /// let board: Board = "abc def ghi jkl".parse()?;
    /// assert_eq!(board.covers("bead"), Ok(0b1_1011)); // b, e, a, d
    /// assert_eq!(board.covers("bad"), Err(Rejection::SameSide { first: 'b', second: 'a' }));
    /// assert_eq!(board.covers("beg"), Ok(0b101_0010));
    /// assert_eq!(board.covers("be"), Err(Rejection::TooShort { len: 2 }));
    /// assert_eq!(board.covers("bez"), Err(Rejection::NotOnBoard { letter: 'z' }));
    /// # Ok::<(), wordgames_puzzles::Error>(())
    /// ```
    pub fn covers(&self, word: &str) -> std::result::Result<u16, Rejection> {
        let bytes = word.as_bytes();
        if bytes.len() < 3 {
            return Err(Rejection::TooShort { len: bytes.len() });
        }
        let mut mask = 0u16;
        let mut previous: Option<(u8, usize)> = None;
        for ch in word.chars() {
            let slot = u8::try_from(ch)
                .ok()
                .and_then(|b| self.slot(b))
                .ok_or(Rejection::NotOnBoard { letter: ch })?;
            if let Some((prev, prev_slot)) = previous
                && prev_slot / 3 == slot / 3
            {
                return Err(Rejection::SameSide {
                    first: char::from(prev),
                    second: ch,
                });
            }
            mask |= 1 << slot;
            previous = Some((ch as u8, slot));
        }
        Ok(mask)
    }

    /// The automaton that matches the words playable on this board, of any length (see
    /// [`Playable`]).
    pub fn playable(&self) -> Playable<'_> {
        Playable { board: self }
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board({:?})", self.to_string())
    }
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (s, side) in self.sides.iter().enumerate() {
            if s > 0 {
                f.write_str(" ")?;
            }
            for &letter in side {
                write!(f, "{}", char::from(letter))?;
            }
        }
        Ok(())
    }
}

impl FromStr for Board {
    type Err = Error;

    /// Parses `"abc def ghi jkl"`: four groups of three letters separated by whitespace, `,`,
    /// `-`, `/` or `|`.
    fn from_str(text: &str) -> Result<Board> {
        let fail = |reason: String| Error::LetterBoxedBoard {
            board: text.to_string(),
            reason,
        };
        let groups: Vec<&str> = text
            .split(|c: char| c.is_whitespace() || matches!(c, ',' | '-' | '/' | '|'))
            .filter(|g| !g.is_empty())
            .collect();
        if groups.len() != 4 {
            return Err(fail(format!(
                "expected 4 sides of 3 letters such as \"abc def ghi jkl\", found {} side{}",
                groups.len(),
                if groups.len() == 1 { "" } else { "s" }
            )));
        }
        let mut sides = [[0u8; 3]; 4];
        for (s, group) in groups.iter().enumerate() {
            if let Some(bad) = group.chars().find(|c| !c.is_ascii_alphabetic()) {
                return Err(fail(format!("{bad:?} is not a letter a-z")));
            }
            if group.len() != 3 {
                return Err(fail(format!(
                    "side {} ({group:?}) has {} letters, not 3",
                    s + 1,
                    group.len()
                )));
            }
            sides[s].copy_from_slice(group.as_bytes());
        }
        Board::new(sides).map_err(|e| match e {
            Error::LetterBoxedBoard { reason, .. } => fail(reason),
            other => other,
        })
    }
}

impl From<Board> for String {
    fn from(board: Board) -> String {
        board.to_string()
    }
}

impl TryFrom<String> for Board {
    type Error = Error;
    fn try_from(text: String) -> Result<Board> {
        text.parse()
    }
}

/// Why a word cannot be played: the rule it breaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum Rejection {
    /// Words have at least three letters.
    TooShort {
        /// The word's length.
        len: usize,
    },
    /// The word uses a letter that is not on the board.
    NotOnBoard {
        /// The letter.
        letter: char,
    },
    /// Two consecutive letters come from the same side.
    SameSide {
        /// The first of the two letters.
        first: char,
        /// The letter after it.
        second: char,
    },
    /// The word does not start with the last letter of the previous word.
    WrongStart {
        /// The letter it must start with.
        expected: char,
    },
    /// The lexicon does not hold the word.
    NotAWord,
}

impl fmt::Display for Rejection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Rejection::TooShort { len } => {
                write!(f, "words have at least 3 letters, this one has {len}")
            }
            Rejection::NotOnBoard { letter } => write!(f, "{letter:?} is not on the board"),
            Rejection::SameSide { first, second } => {
                write!(f, "{first:?} and {second:?} are on the same side")
            }
            Rejection::WrongStart { expected } => {
                write!(f, "the next word must start with {expected:?}")
            }
            Rejection::NotAWord => f.write_str("not in the word list"),
        }
    }
}

impl std::error::Error for Rejection {}

/// An [`Automaton`] that matches the words playable on a [`Board`], of any length: only board
/// letters, never two consecutive letters from one side. Its state is the side of the last letter
/// read, so a walk over a lexicon's FST prunes a branch at the first letter that breaks a rule.
///
/// Words shorter than three letters match too; [`Solver`] drops them.
///
/// # Example
///
/// ```
/// use wordgames_lexicon::Lexicon;
/// use wordgames_puzzles::letter_boxed::Board;
///
/// let lexicon = Lexicon::from_words(["bead", "bad", "beg", "jag", "zebra"])?;
/// let board: Board = "abc def ghi jkl".parse()?;
/// let words: Vec<String> = lexicon.search(board.playable()).into_iter().map(|e| e.word).collect();
/// assert_eq!(words, ["bead", "beg", "jag"]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy)]
pub struct Playable<'a> {
    board: &'a Board,
}

/// [`Playable`]'s state before any letter.
const START: u8 = 4;
/// [`Playable`]'s state after a letter that breaks a rule.
const DEAD: u8 = 5;

impl Automaton for Playable<'_> {
    /// The side of the last letter (0 to 3), or 4 before the first letter, or 5 once dead.
    type State = u8;

    fn start(&self) -> u8 {
        START
    }

    fn is_match(&self, state: &u8) -> bool {
        *state < START
    }

    fn can_match(&self, state: &u8) -> bool {
        *state != DEAD
    }

    fn accept(&self, state: &u8, byte: u8) -> u8 {
        if *state == DEAD {
            return DEAD;
        }
        match self.board.side_of(byte) {
            Some(side) if side as u8 != *state => side as u8,
            _ => DEAD,
        }
    }
}

/// A playable word with what the search needs to know about it.
#[derive(Debug, Clone)]
struct Word {
    text: Box<str>,
    mask: u16,
    first: u8,
    last: u8,
}

/// A solution: words that chain and cover all twelve letters.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Solution {
    /// The words in playing order.
    pub words: Vec<String>,
}

impl Solution {
    /// The number of letters typed: the sum of the words' lengths.
    pub fn letters(&self) -> usize {
        self.words.iter().map(String::len).sum()
    }

    /// The number of words.
    pub fn len(&self) -> usize {
        self.words.len()
    }

    /// Whether the solution has no words (never true for a solution of a solver).
    pub fn is_empty(&self) -> bool {
        self.words.is_empty()
    }
}

impl fmt::Display for Solution {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words.join(" - "))
    }
}

/// The exact solver of one board: its playable words and shortest-path searches over them.
///
/// Building a solver walks the lexicon once; each query afterwards works on the words it kept.
///
/// # Example
///
/// ```
/// use wordgames_lexicon::Lexicon;
/// use wordgames_puzzles::letter_boxed::{Board, Solver};
///
/// // Built from BLACKSMITH and HUG: no two neighbouring letters share a side.
/// let board: Board = "bak lcs mtu ihg".parse()?;
/// let solver = Solver::new(&board, &Lexicon::english());
/// let best = solver.best(5).expect("at worst blacksmith, hug");
/// assert_eq!(best.words, ["blacksmith", "hug"]); // 13 letters; "gub blacksmith" ties, later
/// assert!(solver.best(1).is_none());
/// assert!(solver.two_word_solutions().contains(&best));
/// # Ok::<(), wordgames_puzzles::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Solver {
    board: Board,
    /// Every playable word of at least three letters, alphabetically.
    words: Vec<Word>,
}

/// Index of a search state: `mask * 12 + last`.
fn state(mask: u16, last: u8) -> usize {
    usize::from(mask) * 12 + usize::from(last)
}

impl Solver {
    /// Collects the words of `lexicon` (every grade) that are playable on `board`.
    pub fn new<D: AsRef<[u8]>>(board: &Board, lexicon: &Lexicon<D>) -> Solver {
        let mut words = Vec::new();
        lexicon.for_each_match(board.playable(), |word, _grade| {
            if word.len() >= 3 {
                // Every letter is on the board: the automaton said so.
                let mut mask = 0u16;
                for b in word.bytes() {
                    mask |= 1 << board.slot(b).unwrap_or(0);
                }
                let bytes = word.as_bytes();
                words.push(Word {
                    text: word.into(),
                    mask,
                    first: board.slot(bytes[0]).unwrap_or(0) as u8,
                    last: board.slot(bytes[bytes.len() - 1]).unwrap_or(0) as u8,
                });
            }
            ControlFlow::Continue(())
        });
        Solver {
            board: *board,
            words,
        }
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The playable words of at least three letters, alphabetically.
    pub fn words(&self) -> impl Iterator<Item = &str> + '_ {
        self.words.iter().map(|w| &*w.text)
    }

    /// The best solution of at most `max_words` words: the fewest words, then the fewest letters,
    /// then the alphabetically first sequence of words. `None` when no solution has at most
    /// `max_words` words.
    ///
    /// # Complexity
    ///
    /// At most `4096 x 12` states, each expanded once, along the deduplicated words that start
    /// with its last letter.
    pub fn best(&self, max_words: usize) -> Option<Solution> {
        if max_words == 0 {
            return None;
        }
        self.best_with(max_words, None)
    }

    /// [`Solver::best`], finishing with the cover table (`Some(true)`), with a scan of the
    /// edges (`Some(false)`), or with whichever is cheaper (`None`).
    fn best_with(&self, max_words: usize, use_table: Option<bool>) -> Option<Solution> {
        let by_first = self.edges();
        let edge_count: usize = by_first.iter().map(Vec::len).sum();
        let mut cover: Vec<u64> = Vec::new();
        let mut info = vec![StateInfo::UNSEEN; state(FULL, 11) + 1];
        let mut current: Vec<usize> = Vec::new();
        for e in by_first.iter().flatten() {
            let s = state(e.mask, e.last);
            let key = (u32::from(e.len), 0, e.word);
            let slot = &mut info[s];
            if slot.layer == 0 {
                current.push(s);
            }
            if slot.layer == 0 || key < slot.key() {
                *slot = StateInfo {
                    layer: 1,
                    letters: key.0,
                    via_rank: 0,
                    prev: u32::MAX,
                    word: e.word,
                    rank: u32::MAX,
                };
            }
        }
        let mut depth = 1usize;
        loop {
            if current.is_empty() {
                return None;
            }
            // Rank this layer's states by their best path: the previous state's rank, then the
            // word (words are numbered alphabetically), so that ranks order paths
            // alphabetically.
            current.sort_unstable_by_key(|&s| (info[s].via_rank, info[s].word));
            for (r, &s) in current.iter().enumerate() {
                info[s].rank = r as u32;
            }
            let best_full = current
                .iter()
                .copied()
                .filter(|&s| s / 12 == usize::from(FULL))
                .min_by_key(|&s| (info[s].letters, info[s].rank));
            if let Some(end) = best_full {
                return Some(self.path(&info, end, None));
            }
            if depth == max_words {
                return None;
            }
            // Can one more word finish? The best finish from a state is the shortest word, then
            // the first alphabetically, that starts with its last letter and covers the rest.
            // Scanning the edges costs about `states x edges / 12`; a table of the best word
            // for every (first letter, letters needed) costs `12 x 12 x 4096` once.
            let table = use_table.unwrap_or(current.len() * edge_count / 12 > 12 * 12 * 4096);
            if table && cover.is_empty() {
                cover = cover_table(&by_first);
            }
            let finish = current
                .iter()
                .filter_map(|&s| {
                    let (mask, last) = ((s / 12) as u16, s % 12);
                    let need = FULL & !mask;
                    let key = if table {
                        cover[last << 12 | usize::from(need)]
                    } else {
                        by_first[last]
                            .iter()
                            .filter(|e| e.mask & need == need)
                            .map(Edge::key)
                            .min()
                            .unwrap_or(NO_WORD)
                    };
                    (key != NO_WORD).then(|| {
                        let (len, word) = ((key >> 32) as u32, key as u32);
                        ((info[s].letters + len, info[s].rank, word), s)
                    })
                })
                .min();
            if let Some(((_, _, word), s)) = finish {
                return Some(self.path(&info, s, Some(word)));
            }
            depth += 1;
            let mut next = Vec::new();
            for &s in &current {
                let (mask, last) = ((s / 12) as u16, s % 12);
                let (letters, rank) = (info[s].letters, info[s].rank);
                for e in &by_first[last] {
                    let t = state(mask | e.mask, e.last);
                    let key = (letters + u32::from(e.len), rank, e.word);
                    let slot = &mut info[t];
                    if slot.layer != 0 && usize::from(slot.layer) < depth {
                        continue;
                    }
                    if slot.layer == 0 {
                        next.push(t);
                    }
                    if slot.layer == 0 || key < slot.key() {
                        *slot = StateInfo {
                            layer: depth as u16,
                            letters: key.0,
                            via_rank: key.1,
                            prev: s as u32,
                            word: e.word,
                            rank: u32::MAX,
                        };
                    }
                }
            }
            current = next;
        }
    }

    /// The deduplicated edges by first letter: for each (first letter, last letter, letters
    /// covered), the shortest word, then the first alphabetically; in word order.
    fn edges(&self) -> [Vec<Edge>; 12] {
        let mut chosen: HashMap<(u8, u8, u16), u32> = HashMap::with_capacity(self.words.len());
        for (i, w) in self.words.iter().enumerate() {
            chosen
                .entry((w.first, w.last, w.mask))
                .and_modify(|j| {
                    // Words are in alphabetical order, so the first one seen wins a tie.
                    if w.text.len() < self.words[*j as usize].text.len() {
                        *j = i as u32;
                    }
                })
                .or_insert(i as u32);
        }
        let mut kept: Vec<u32> = chosen.into_values().collect();
        kept.sort_unstable();
        let mut by_first: [Vec<Edge>; 12] = Default::default();
        for i in kept {
            let w = &self.words[i as usize];
            by_first[usize::from(w.first)].push(Edge {
                mask: w.mask,
                len: u16::try_from(w.text.len()).unwrap_or(u16::MAX),
                last: w.last,
                word: i,
            });
        }
        by_first
    }

    /// The words of the best path into state `end`, then `then`.
    fn path(&self, info: &[StateInfo], end: usize, then: Option<u32>) -> Solution {
        let mut indices: Vec<u32> = then.into_iter().collect();
        let mut s = end as u32;
        while s != u32::MAX {
            let slot = &info[s as usize];
            indices.push(slot.word);
            s = slot.prev;
        }
        indices.reverse();
        Solution {
            words: indices
                .into_iter()
                .map(|i| self.words[i as usize].text.to_string())
                .collect(),
        }
    }

    /// Every solution of exactly two words, with all playable words (not only the shortest of
    /// each kind), ordered by letters, then alphabetically.
    pub fn two_word_solutions(&self) -> Vec<Solution> {
        let mut by_first: [Vec<(u16, u32)>; 12] = Default::default();
        for (i, w) in self.words.iter().enumerate() {
            by_first[usize::from(w.first)].push((w.mask, i as u32));
        }
        let mut pairs: Vec<(usize, u32, u32)> = Vec::new();
        for (i, a) in self.words.iter().enumerate() {
            let need = FULL & !a.mask;
            for &(mask, j) in &by_first[usize::from(a.last)] {
                if mask & need == need {
                    let letters = a.text.len() + self.words[j as usize].text.len();
                    pairs.push((letters, i as u32, j));
                }
            }
        }
        pairs.sort_unstable();
        pairs
            .into_iter()
            .map(|(_, i, j)| Solution {
                words: vec![
                    self.words[i as usize].text.to_string(),
                    self.words[j as usize].text.to_string(),
                ],
            })
            .collect()
    }
}

/// `cover[f << 12 | m]`: the best single word from letter `f` that covers at least the letters
/// of `m`, as [`Edge::key`], or [`NO_WORD`]. Filled by a superset-minimum pass over the 4096
/// masks (the "sum over subsets" recurrence).
fn cover_table(by_first: &[Vec<Edge>; 12]) -> Vec<u64> {
    let mut cover = vec![NO_WORD; 12 << 12];
    for (f, edges) in by_first.iter().enumerate() {
        if edges.is_empty() {
            continue;
        }
        let table = &mut cover[f << 12..(f + 1) << 12];
        for e in edges {
            let slot = &mut table[usize::from(e.mask)];
            *slot = (*slot).min(e.key());
        }
        for bit in 0..12 {
            for m in 0..1usize << 12 {
                if m & (1 << bit) == 0 {
                    table[m] = table[m].min(table[m | 1 << bit]);
                }
            }
        }
    }
    cover
}

/// No word in a cell of the cover table.
const NO_WORD: u64 = u64::MAX;

/// A deduplicated word, as the search uses it.
#[derive(Debug, Clone, Copy)]
struct Edge {
    mask: u16,
    len: u16,
    last: u8,
    word: u32,
}

impl Edge {
    /// Length first, then the word's alphabetical number.
    fn key(&self) -> u64 {
        u64::from(self.len) << 32 | u64::from(self.word)
    }
}

/// What the search knows of a state (letters covered, last letter).
#[derive(Debug, Clone, Copy)]
struct StateInfo {
    /// The number of words of the best paths into the state; 0 while unseen.
    layer: u16,
    /// The letters of the best path.
    letters: u32,
    /// The rank of the previous state in its layer.
    via_rank: u32,
    /// The previous state, `u32::MAX` for the first word.
    prev: u32,
    /// The last word of the best path.
    word: u32,
    /// This state's rank in its layer, once the layer is complete.
    rank: u32,
}

impl StateInfo {
    const UNSEEN: StateInfo = StateInfo {
        layer: 0,
        letters: u32::MAX,
        via_rank: u32::MAX,
        prev: u32::MAX,
        word: u32::MAX,
        rank: u32::MAX,
    };

    fn key(&self) -> (u32, u32, u32) {
        (self.letters, self.via_rank, self.word)
    }
}

/// Checks that `words` solve `board`: each one is playable and in `lexicon`, each starts with
/// the last letter of the one before, and together they cover all twelve letters.
///
/// # Errors
///
/// A message naming the first word that breaks a rule and the rule, or the letters left
/// uncovered.
///
/// # Example
///
/// ```
/// use wordgames_lexicon::Lexicon;
/// use wordgames_puzzles::letter_boxed::{Board, check_solution};
///
/// let lexicon = Lexicon::from_words(["quirk", "kelps", "spawn"])?;
/// let board: Board = "qie url kpw san".parse()?;
/// assert_eq!(check_solution(&board, &lexicon, &["quirk", "kelps", "spawn"]), Ok(()));
/// assert_eq!(
///     check_solution(&board, &lexicon, &["quirk", "kelps"]),
///     Err("letters left: wan".to_string())
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn check_solution<D: AsRef<[u8]>>(
    board: &Board,
    lexicon: &Lexicon<D>,
    words: &[impl AsRef<str>],
) -> std::result::Result<(), String> {
    let mut game = Game::new(*board);
    for word in words {
        let word = word.as_ref();
        game.play(word, lexicon)
            .map_err(|r| format!("{word:?}: {r}"))?;
    }
    if game.is_solved() {
        Ok(())
    } else {
        Err(format!("letters left: {}", game.uncovered()))
    }
}

/// A game in progress: the words played so far on one board, with undo.
///
/// # Example
///
/// ```
/// use wordgames_lexicon::Lexicon;
/// use wordgames_puzzles::letter_boxed::{Board, Game, Rejection};
///
/// let lexicon = Lexicon::from_words(["quirk", "kelps", "spawn", "quip"])?;
/// let mut game = Game::new("qie url kpw san".parse()?);
/// game.play("quirk", &lexicon)?;
/// assert_eq!(game.play("spawn", &lexicon), Err(Rejection::WrongStart { expected: 'k' }));
/// game.play("kelps", &lexicon)?;
/// assert_eq!(game.uncovered(), "wan");
/// game.play("spawn", &lexicon)?;
/// assert!(game.is_solved());
/// game.undo();
/// assert!(!game.is_solved());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    board: Board,
    words: Vec<(String, u16)>,
}

impl Game {
    /// A game on `board` with no words played.
    pub fn new(board: Board) -> Game {
        Game {
            board,
            words: Vec::new(),
        }
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Plays `word` (case-insensitive) if the rules and `lexicon` allow it.
    ///
    /// # Errors
    ///
    /// The rule the word breaks; the game is unchanged.
    pub fn play<D: AsRef<[u8]>>(
        &mut self,
        word: &str,
        lexicon: &Lexicon<D>,
    ) -> std::result::Result<(), Rejection> {
        let word = word.trim().to_ascii_lowercase();
        let mask = self.board.covers(&word)?;
        if let Some((previous, _)) = self.words.last() {
            let expected = char::from(previous.as_bytes()[previous.len() - 1]);
            if !word.starts_with(expected) {
                return Err(Rejection::WrongStart { expected });
            }
        }
        if !lexicon.contains(&word) {
            return Err(Rejection::NotAWord);
        }
        self.words.push((word, mask));
        Ok(())
    }

    /// Takes back the last word, returning it; `None` when no word was played.
    pub fn undo(&mut self) -> Option<String> {
        self.words.pop().map(|(w, _)| w)
    }

    /// The words played, in order.
    pub fn words(&self) -> impl Iterator<Item = &str> + '_ {
        self.words.iter().map(|(w, _)| w.as_str())
    }

    /// The letters covered so far as a 12-bit mask (bit `side * 3 + i`).
    pub fn covered(&self) -> u16 {
        self.words.iter().fold(0, |m, (_, w)| m | w)
    }

    /// The board letters not covered yet, in board order.
    pub fn uncovered(&self) -> String {
        let covered = self.covered();
        self.board
            .letters()
            .iter()
            .enumerate()
            .filter(|(i, _)| covered & (1 << i) == 0)
            .map(|(_, &l)| char::from(l))
            .collect()
    }

    /// Whether all twelve letters are covered.
    pub fn is_solved(&self) -> bool {
        self.covered() == FULL
    }
}

/// A generated Letter Boxed puzzle: the board, its par and a best solution.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Puzzle {
    /// The board.
    pub board: Board,
    /// The fewest words that solve the board (with the generator's whole lexicon).
    pub par: usize,
    /// The best solution (see [`Solver::best`]); it has `par` words.
    pub solution: Vec<String>,
    /// The common words the board was built from, a solution too.
    pub chain: Vec<String>,
}

/// A word of the common tier that boards may be built from.
#[derive(Debug, Clone)]
struct Candidate {
    word: Box<str>,
    /// Letters used, as a 26-bit mask.
    letters: u32,
}

/// The Letter Boxed generator: boards built from chains of common words, with their par.
///
/// # Example
///
/// ```
/// use wordgames_lexicon::Lexicon;
/// use wordgames_puzzles::{Generator, letter_boxed::LetterBoxed, rng::Pcg32};
/// use rand_core::SeedableRng;
///
/// let generator = LetterBoxed::new(Lexicon::english())?;
/// let puzzle = generator.generate(&mut Pcg32::seed_from_u64(7))?;
/// assert!(puzzle.par >= 2 && puzzle.par <= 3);
/// assert_eq!(puzzle.solution.len(), puzzle.par);
/// assert!(generator.check(&puzzle).is_ok());
/// # Ok::<(), wordgames_puzzles::Error>(())
/// ```
pub struct LetterBoxed<D = Vec<u8>> {
    lexicon: Lexicon<D>,
    candidates: Vec<Candidate>,
    by_first: [Vec<u32>; 26],
    max_words: usize,
    budget: Budget,
}

impl<D: AsRef<[u8]>> fmt::Debug for LetterBoxed<D> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("LetterBoxed")
            .field("lexicon", &self.lexicon)
            .field("candidates", &self.candidates.len())
            .field("max_words", &self.max_words)
            .field("budget", &self.budget)
            .finish()
    }
}

impl<D: AsRef<[u8]>> LetterBoxed<D> {
    /// The default length of the chain a board is built from, which bounds its par.
    pub const DEFAULT_MAX_WORDS: usize = 3;

    /// The default budget: 2,000 attempts (fresh chains) of at most 20,000 nodes (letter
    /// placements) each.
    pub const DEFAULT_BUDGET: Budget = Budget {
        max_attempts: 2_000,
        max_nodes: 20_000,
    };

    /// A generator that builds boards from the common tier of `lexicon` and solves them with
    /// all of it: chains of at most [`Self::DEFAULT_MAX_WORDS`] words, within
    /// [`Self::DEFAULT_BUDGET`].
    ///
    /// # Errors
    ///
    /// [`Error::NotEnoughWords`] when the common tier has no word that can go on a board.
    pub fn new(lexicon: Lexicon<D>) -> Result<LetterBoxed<D>> {
        let mut candidates = Vec::new();
        let mut by_first: [Vec<u32>; 26] = Default::default();
        lexicon.for_each_match(
            wordgames_lexicon::fst::automaton::AlwaysMatch,
            |word, grade| {
                let bytes = word.as_bytes();
                if grade.is_common()
                    && bytes.len() >= 3
                    && bytes.iter().all(u8::is_ascii_lowercase)
                    && bytes.windows(2).all(|p| p[0] != p[1])
                {
                    let letters = bytes.iter().fold(0u32, |m, b| m | 1 << (b - b'a'));
                    // Twelve distinct letters would make a board that the word alone solves.
                    if letters.count_ones() < 12 {
                        by_first[usize::from(bytes[0] - b'a')].push(candidates.len() as u32);
                        candidates.push(Candidate {
                            word: word.into(),
                            letters,
                        });
                    }
                }
                ControlFlow::Continue(())
            },
        );
        if candidates.is_empty() {
            return Err(Error::NotEnoughWords {
                what: "common words of three or more letters that fit a letter boxed board".into(),
            });
        }
        Ok(LetterBoxed {
            lexicon,
            candidates,
            by_first,
            max_words: Self::DEFAULT_MAX_WORDS,
            budget: Self::DEFAULT_BUDGET,
        })
    }

    /// Builds boards from chains of at most `max_words` words (2 to 6), so that every board's par
    /// is at most `max_words`.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidParameter`] outside 2 to 6.
    pub fn with_max_words(mut self, max_words: usize) -> Result<LetterBoxed<D>> {
        if !(2..=6).contains(&max_words) {
            return Err(Error::InvalidParameter {
                name: "max_words",
                value: max_words.to_string(),
                reason: "a board is built from a chain of 2 to 6 words".into(),
            });
        }
        self.max_words = max_words;
        Ok(self)
    }

    /// Uses `budget`: `max_attempts` fresh chains of at most `max_nodes` letter placements each.
    pub fn with_budget(mut self, budget: Budget) -> LetterBoxed<D> {
        self.budget = budget;
        self
    }

    /// The lexicon: its common tier builds boards, all of it solves them.
    pub fn lexicon(&self) -> &Lexicon<D> {
        &self.lexicon
    }

    /// The exact solver of `board` with this generator's whole lexicon.
    pub fn solver(&self, board: &Board) -> Solver {
        Solver::new(board, &self.lexicon)
    }

    /// One attempt: a chain and its placement, or `None`.
    fn attempt(&self, rng: &mut dyn Rng) -> Option<(Board, Vec<String>)> {
        // The first word brings a fair share of the twelve letters.
        let need = 12usize.div_ceil(self.max_words) as u32;
        let mut first = None;
        for _ in 0..64 {
            let i = below(rng, self.candidates.len())?;
            if self.candidates[i].letters.count_ones() >= need {
                first = Some(i as u32);
                break;
            }
        }
        let index = first?;
        let mut search = Placement {
            generator: self,
            rng,
            side_of: [ABSENT; 26],
            counts: [0; 4],
            placed: 0,
            chain: vec![index],
            nodes: 0,
        };
        if !search.place(index, 0, ABSENT) {
            return None;
        }
        let mut sides = [[0u8; 3]; 4];
        let mut filled = [0usize; 4];
        for letter in 0..26u8 {
            let side = search.side_of[usize::from(letter)];
            if side != ABSENT {
                let side = usize::from(side);
                sides[side][filled[side]] = b'a' + letter;
                filled[side] += 1;
            }
        }
        let board = Board::new(sides).ok()?;
        let chain = search
            .chain
            .iter()
            .map(|&i| self.candidates[i as usize].word.to_string())
            .collect();
        Some((board, chain))
    }
}

/// How many next words a chain tries after each placement before it backtracks.
const NEXT_WORD_TRIES: usize = 12;

/// The backtracking search of one attempt: letters placed on sides so far.
struct Placement<'a, 'r, D> {
    generator: &'a LetterBoxed<D>,
    rng: &'r mut dyn Rng,
    /// The side of each letter, or [`ABSENT`].
    side_of: [u8; 26],
    counts: [u8; 4],
    /// Letters placed, as a 26-bit mask.
    placed: u32,
    chain: Vec<u32>,
    nodes: u64,
}

impl<D: AsRef<[u8]>> Placement<'_, '_, D> {
    /// Places the letters of candidate `c` from `pos` on, the letter before being on side
    /// `previous`, then goes on with the chain; `false` when no way works.
    fn place(&mut self, c: u32, pos: usize, previous: u8) -> bool {
        self.nodes += 1;
        if self.nodes > self.generator.budget.max_nodes {
            return false;
        }
        let word = self.generator.candidates[c as usize].word.as_bytes();
        let Some(&byte) = word.get(pos) else {
            return self.extend();
        };
        let letter = usize::from(byte - b'a');
        let side = self.side_of[letter];
        if side != ABSENT {
            return side != previous && self.place(c, pos + 1, side);
        }
        let mut order = [0u8, 1, 2, 3];
        shuffle(self.rng, &mut order);
        for s in order {
            if s == previous || self.counts[usize::from(s)] == 3 {
                continue;
            }
            self.side_of[letter] = s;
            self.counts[usize::from(s)] += 1;
            self.placed |= 1 << letter;
            if self.place(c, pos + 1, s) {
                return true;
            }
            self.side_of[letter] = ABSENT;
            self.counts[usize::from(s)] -= 1;
            self.placed &= !(1 << letter);
        }
        false
    }

    /// Chooses next words after a complete placement of the chain so far.
    fn extend(&mut self) -> bool {
        if self.placed.count_ones() == 12 {
            return true;
        }
        let g = self.generator;
        if self.chain.len() >= g.max_words {
            return false;
        }
        let last_word = g.candidates[*self.chain.last().unwrap_or(&0) as usize]
            .word
            .as_bytes();
        let last = usize::from(last_word[last_word.len() - 1] - b'a');
        let final_word = self.chain.len() + 1 == g.max_words;
        let placed = self.placed;
        let mut options: Vec<u32> = g.by_first[last]
            .iter()
            .copied()
            .filter(|&i| {
                let all = placed | g.candidates[i as usize].letters;
                let n = all.count_ones();
                all != placed && n <= 12 && (!final_word || n == 12)
            })
            .collect();
        for _ in 0..NEXT_WORD_TRIES {
            let Some(j) = below(self.rng, options.len()) else {
                return false;
            };
            let next = options.swap_remove(j);
            self.chain.push(next);
            if self.place(next, 0, ABSENT) {
                return true;
            }
            self.chain.pop();
            if self.nodes > g.budget.max_nodes {
                return false;
            }
        }
        false
    }
}

impl<D: AsRef<[u8]>> crate::Generator for LetterBoxed<D> {
    type Puzzle = Puzzle;
    type Invalid = String;

    fn generate(&self, rng: &mut dyn Rng) -> Result<Puzzle> {
        self.budget.attempts(
            "letter boxed board generation",
            "allow longer chains or use a larger lexicon",
            |_| {
                let Some((board, chain)) = self.attempt(rng) else {
                    return Ok(None);
                };
                let solver = self.solver(&board);
                // The chain itself solves the board, so the best solution exists.
                let Some(best) = solver.best(chain.len()) else {
                    return Ok(None);
                };
                if best.len() < 2 {
                    return Ok(None);
                }
                Ok(Some(Puzzle {
                    board,
                    par: best.len(),
                    solution: best.words,
                    chain,
                }))
            },
        )
    }

    fn check(&self, puzzle: &Puzzle) -> std::result::Result<(), String> {
        let board = &puzzle.board;
        for (name, words) in [("solution", &puzzle.solution), ("chain", &puzzle.chain)] {
            check_solution(board, &self.lexicon, words)
                .map_err(|why| format!("the {name} does not solve {board}: {why}"))?;
        }
        if let Some(word) = puzzle.chain.iter().find(|w| !self.lexicon.is_common(w)) {
            return Err(format!("chain word {word:?} is not in the common tier"));
        }
        if puzzle.solution.len() != puzzle.par {
            return Err(format!(
                "the solution has {} words, the par is {}",
                puzzle.solution.len(),
                puzzle.par
            ));
        }
        if puzzle.par < 2 {
            return Err(format!("one word solves {board}"));
        }
        let solver = self.solver(board);
        if let Some(shorter) = solver.best(puzzle.par - 1) {
            return Err(format!(
                "{board} has par {} ({shorter}), not {}",
                shorter.len(),
                puzzle.par
            ));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_errors_say_what_is_wrong() {
        let err = |s: &str| s.parse::<Board>().unwrap_err().to_string();
        assert!(err("abc def ghi").contains("found 3 sides"));
        assert!(err("abc def ghi jkl mno").contains("found 5 sides"));
        assert!(err("abcd ef ghi jkl").contains("side 1 (\"abcd\") has 4 letters"));
        assert!(err("ab1 def ghi jkl").contains("'1' is not a letter"));
        assert!(err("abé def ghi jkl").contains("'é' is not a letter"));
        assert!(err("aba def ghi jkl").contains("'a' appears twice (on sides 1 and 1)"));
        assert!(err("").contains("found 0 sides"));
        assert!(Board::new([*b"abc", *b"def", *b"ghi", *b"jk "]).is_err());
        assert_eq!(
            "Abc,DEF/ghi|jkl".parse::<Board>().unwrap().to_string(),
            "abc def ghi jkl"
        );
    }

    #[test]
    fn covers_checks_non_letters_without_panicking() {
        let board: Board = "abc def ghi jkl".parse().unwrap();
        assert_eq!(
            board.covers("aé!"),
            Err(Rejection::NotOnBoard { letter: 'é' })
        );
        assert_eq!(
            board.covers("ADG"),
            Err(Rejection::NotOnBoard { letter: 'A' })
        );
    }

    /// Brute force over all sequences of up to `k` words: the reference for the solver.
    fn brute(solver: &Solver, k: usize) -> Option<Solution> {
        let words: Vec<&Word> = solver.words.iter().collect();
        let mut best: Option<Solution> = None;
        let mut stack: Vec<Vec<usize>> = (0..words.len()).map(|i| vec![i]).collect();
        while let Some(path) = stack.pop() {
            let mask = path.iter().fold(0, |m, &i| m | words[i].mask);
            if mask == FULL {
                let s = Solution {
                    words: path.iter().map(|&i| words[i].text.to_string()).collect(),
                };
                let better = match &best {
                    None => true,
                    Some(b) => (s.len(), s.letters(), &s.words) < (b.len(), b.letters(), &b.words),
                };
                if better {
                    best = Some(s);
                }
                continue;
            }
            if path.len() < k {
                let last = words[*path.last().unwrap()].last;
                for (j, w) in words.iter().enumerate() {
                    if w.first == last {
                        let mut p = path.clone();
                        p.push(j);
                        stack.push(p);
                    }
                }
            }
        }
        best
    }

    #[test]
    fn the_solver_agrees_with_brute_force_on_small_lexicons() {
        use crate::rng::Pcg32;
        use rand_core::SeedableRng;
        let board: Board = "abc def ghi jkl".parse().unwrap();
        let letters = board.letters();
        let mut rng = Pcg32::seed_from_u64(5);
        let mut solved = 0;
        for round in 0..60 {
            // Random playable words over the board's letters: each letter off the side of the
            // one before.
            let mut words = Vec::new();
            for _ in 0..24 {
                let len = 3 + below(&mut rng, 6).unwrap();
                let mut word = String::new();
                let mut side = 4;
                for _ in 0..len {
                    let next = (side + 1 + below(&mut rng, 3).unwrap()) % 4;
                    let next = if side == 4 {
                        below(&mut rng, 4).unwrap()
                    } else {
                        next
                    };
                    word.push(char::from(letters[next * 3 + below(&mut rng, 3).unwrap()]));
                    side = next;
                }
                words.push(word);
            }
            let lexicon = Lexicon::from_words(&words).unwrap();
            let solver = Solver::new(&board, &lexicon);
            assert_eq!(solver.words().count(), lexicon.len());
            for k in 1..=4 {
                let expected = brute(&solver, k);
                assert_eq!(solver.best(k), expected, "round {round}, k {k}");
                if k == 3 {
                    assert_eq!(solver.best_with(k, Some(true)), expected);
                    assert_eq!(solver.best_with(k, Some(false)), expected);
                }
            }
            solved += usize::from(solver.best(4).is_some());
            let two: Vec<Solution> = solver.two_word_solutions();
            for s in &two {
                assert!(check_solution(&board, &lexicon, &s.words).is_ok());
            }
            if let Some(best) = solver.best(2) {
                assert_eq!(two.first().map(Solution::letters), Some(best.letters()));
            }
        }
        // The comparison means something only if many lexicons have solutions.
        assert!(
            solved >= 10,
            "only {solved} of 60 random lexicons were solvable"
        );
    }
}
