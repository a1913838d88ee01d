//! The exact solver: the playable words of a board, then a shortest-path search over the
//! letters covered.

use std::{collections::HashMap, fmt, ops::ControlFlow};

use wordgames_lexicon::{BlockList, Lexicon};

use super::{Board, FULL, Game, LetterBoxedError};

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
    /// Collects the words of `lexicon` (every grade) that are playable on `board`, less the
    /// words of the English block list ([`BlockList::english`]), so that no solution it offers
    /// is one a puzzle for every audience would show.
    pub fn new<D: AsRef<[u8]>>(board: &Board, lexicon: &Lexicon<D>) -> Solver {
        Solver::with_block_list(board, lexicon, &BlockList::english())
    }

    /// Collects the words of `lexicon` (every grade) that are playable on `board` and not on
    /// `blocked` ([`BlockList::none`] keeps them all).
    ///
    /// ```
    /// use wordgames_lexicon::{BlockList, Lexicon};
    /// use wordgames_puzzles::letter_boxed::{Board, Solver};
    ///
    /// let board: Board = "abc def ghi jkl".parse()?;
    /// let english = Lexicon::english();
    /// let all = Solver::with_block_list(&board, &english, &BlockList::none());
    /// assert!(all.words().any(|w| w == "dickhead"));
    /// assert!(Solver::new(&board, &english).words().all(|w| w != "dickhead"));
    /// # Ok::<(), wordgames_puzzles::Error>(())
    /// ```
    pub fn with_block_list<D: AsRef<[u8]>>(
        board: &Board,
        lexicon: &Lexicon<D>,
        blocked: &BlockList,
    ) -> Solver {
        let mut words = Vec::new();
        lexicon.for_each_match(board.playable(), |word, _grade| {
            if word.len() >= 3 && !blocked.contains(word) {
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
/// the last letter of the one before, and together they cover all twelve letters. Case and
/// surrounding whitespace are ignored, as in [`Game::play`].
///
/// # Errors
///
/// The first word that breaks a rule, with the rule (as [`Game::play`] reports it), or
/// [`LetterBoxedError::LettersLeft`] with the letters left uncovered.
///
/// # Example
///
/// ```
/// use wordgames_lexicon::Lexicon;
/// use wordgames_puzzles::letter_boxed::{Board, LetterBoxedError, check_solution};
///
/// let lexicon = Lexicon::from_words(["quirk", "kelps", "spawn"])?;
/// let board: Board = "qie url kpw san".parse()?;
/// assert_eq!(check_solution(&board, &lexicon, &["quirk", "kelps", "spawn"]), Ok(()));
/// assert_eq!(
///     check_solution(&board, &lexicon, &["quirk", "kelps"]),
///     Err(LetterBoxedError::LettersLeft { left: "wan".into() })
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn check_solution<D: AsRef<[u8]>>(
    board: &Board,
    lexicon: &Lexicon<D>,
    words: &[impl AsRef<str>],
) -> Result<(), LetterBoxedError> {
    let mut game = Game::new(*board, lexicon);
    for word in words {
        game.play(word.as_ref())?;
    }
    if game.is_solved() {
        Ok(())
    } else {
        Err(LetterBoxedError::LettersLeft {
            left: game.uncovered(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        use crate::rng::{Pcg32, below};
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
            // Random letters can spell a blocked word: this test is about the search, so it
            // keeps every word.
            let solver = Solver::with_block_list(&board, &lexicon, &BlockList::none());
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
