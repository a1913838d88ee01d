//! The exact solver: the playable words of a board, then a shortest-path search over the
//! letters covered.

use std::{cmp::Reverse, collections::HashMap, fmt, ops::ControlFlow};

use wordgames_lexicon::{BlockList, Familiarity, Lexicon};

use super::{Board, FULL, Game, LetterBoxedError, Solution};

/// A playable word with what the search needs to know about it.
#[derive(Debug, Clone)]
struct Word {
    text: Box<str>,
    /// The number of letters (characters, not bytes).
    len: u16,
    /// How familiar the word is (`crate::familiar::score`).
    score: u16,
    mask: u16,
    first: u8,
    last: u8,
}

/// What [`Solver::solutions`] found: how many solutions there are of each number of words, and
/// the first ones.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct Solutions {
    /// `counts[n - 1]`: the number of solutions of exactly `n` words, for `n` from 1 to the
    /// `max_words` asked for (saturating at `u64::MAX`).
    pub counts: Vec<u64>,
    /// The solutions listed, at most the `limit` asked for: by number of words, then
    /// alphabetically by their words.
    pub listed: Vec<Solution>,
}

impl Solutions {
    /// The number of solutions of at most `max_words` words (saturating at `u64::MAX`).
    pub fn total(&self) -> u64 {
        self.counts.iter().fold(0, |a, &b| a.saturating_add(b))
    }

    /// Whether every solution is listed.
    pub fn is_complete(&self) -> bool {
        self.listed.len() as u64 == self.total()
    }

    /// Whether a count reached `u64::MAX`, so that it (and the total) means "at least that".
    pub fn is_saturated(&self) -> bool {
        self.total() == u64::MAX
    }
}

/// The most words [`Solver::solutions`] takes: its counting table grows with the words.
pub const MAX_SOLUTION_WORDS: usize = 16;

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
    /// words of the English block list ([`BlockList::english`]) on an English board, so that
    /// no solution it offers is one a puzzle for every audience would show. A board of another
    /// profile keeps every word (the English list is no judge of another language's words;
    /// give that language's own with [`Solver::with_block_list`]).
    pub fn new<D: AsRef<[u8]>>(board: &Board, lexicon: &Lexicon<D>) -> Solver {
        Solver::with_block_list(board, lexicon, &super::default_block_list(board.profile()))
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
        let playable = board.playable();
        lexicon.for_each_match(playable, |word, grade| {
            if word.len() >= 3 && !blocked.contains(word) {
                // Every letter is on the board: the automaton said so.
                let (mut mask, mut len, mut first, mut last) = (0u16, 0u16, None, 0);
                for c in word.chars() {
                    let slot = playable.slot(c).unwrap_or(0);
                    mask |= 1 << slot;
                    len = len.saturating_add(1);
                    first.get_or_insert(slot as u8);
                    last = slot as u8;
                }
                if len >= 3 {
                    words.push(Word {
                        text: word.into(),
                        len,
                        score: crate::familiar::score(lexicon, word, grade),
                        mask,
                        first: first.unwrap_or(0),
                        last,
                    });
                }
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

    /// The best solution of at most `max_words` words: the fewest words, then the most familiar
    /// (its rarest word as frequent as possible, then the highest sum of its words'
    /// frequencies), then the fewest letters, then the alphabetically first sequence of words.
    /// `None` when no solution has at most `max_words` words.
    ///
    /// A word's frequency is the lexicon's Zipf value ([`Lexicon::zipf`]) where it carries
    /// one, else a stand-in from its grade (the common tier's boundary counts as 3.00, the
    /// floor of [`Familiarity::Normal`]).
    ///
    /// # Complexity
    ///
    /// One layered search of at most `4096 x 12` states, each expanded once along the
    /// deduplicated words that start with its last letter, for each step of a binary search
    /// over the distinct frequencies of the words (at most 801 of them, so at most 11 steps).
    pub fn best(&self, max_words: usize) -> Option<Solution> {
        self.most_familiar(max_words, 0)
    }

    /// The best solution ([`Solver::best`]) among the words of `band` only: the fewest
    /// familiar words, then the most familiar of those. `None` when no solution of at most
    /// `max_words` words is made of words of the band. A puzzle's par and shown solution.
    ///
    /// ```
    /// use wordgames_lexicon::{Familiarity, Grade, Lexicon};
    /// use wordgames_puzzles::letter_boxed::{Board, Solver};
    ///
    /// let board: Board = "qie url kpw san".parse()?;
    /// let lexicon = Lexicon::from_graded([
    ///     ("quirk", Grade::COMMON),
    ///     ("kelps", Grade::COMMON),
    ///     ("spawn", Grade::COMMON),
    ///     ("quirks", Grade::RARE),
    ///     ("splawen", Grade::RARE), // a made-up word: any list can be a lexicon
    /// ])?;
    /// let solver = Solver::new(&board, &lexicon);
    /// // The rare words solve it in two, but the familiar ones need three.
    /// assert_eq!(solver.best(3).unwrap().words, ["quirks", "splawen"]);
    /// let familiar = solver.best_in(3, Familiarity::Normal).unwrap();
    /// assert_eq!(familiar.words, ["quirk", "kelps", "spawn"]);
    /// assert!(solver.best_in(2, Familiarity::Normal).is_none());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn best_in(&self, max_words: usize, band: Familiarity) -> Option<Solution> {
        self.most_familiar(max_words, band.floor().centi())
    }

    /// The score of `solution`'s rarest word (see [`Solver::best`]); `None` for a word the
    /// solver does not hold.
    pub(crate) fn rarest_score(&self, solution: &Solution) -> Option<u16> {
        solution
            .words
            .iter()
            .map(|w| {
                self.words
                    .binary_search_by(|x| (*x.text).cmp(w.as_str()))
                    .ok()
                    .map(|i| self.words[i].score)
            })
            .try_fold(u16::MAX, |m, s| Some(m.min(s?)))
    }

    /// [`Solver::best`] among the words scoring at least `floor`: the fewest words `n`, then
    /// the highest rarest score that still solves in `n` (a binary search over the distinct
    /// scores), then within that the highest sum.
    fn most_familiar(&self, max_words: usize, floor: u16) -> Option<Solution> {
        if max_words == 0 {
            return None;
        }
        let fewest = self.best_with(max_words, floor, None)?;
        let n = fewest.len();
        let mut scores: Vec<u16> = self
            .words
            .iter()
            .map(|w| w.score)
            .filter(|&s| s >= floor)
            .collect();
        scores.sort_unstable();
        scores.dedup();
        // Searching from scores[0] is searching from the floor: it solves in n words. Find the
        // highest score that still does. A solution found from a floor is also the best from
        // its own rarest score (its words are all there, and that search sees a subset of the
        // words), so the search goes on from there: with frequencies, whose scores take
        // hundreds of values, that saves most of the steps, and the result is the same.
        let rarest_index = |solution: &Solution| {
            let rarest = self.rarest_score(solution).unwrap_or(0);
            scores.partition_point(|&s| s <= rarest).saturating_sub(1)
        };
        let (mut lo, mut hi) = (rarest_index(&fewest), scores.len());
        let mut best = fewest;
        while hi - lo > 1 {
            let mid = lo + (hi - lo) / 2;
            match self.best_with(n, scores[mid], None) {
                Some(found) => {
                    lo = rarest_index(&found).max(mid);
                    best = found;
                }
                None => hi = mid,
            }
        }
        Some(best)
    }

    /// [`Solver::best`], finishing with the cover table (`Some(true)`), with a scan of the
    /// edges (`Some(false)`), or with whichever is cheaper (`None`).
    fn best_with(&self, max_words: usize, floor: u16, use_table: Option<bool>) -> Option<Solution> {
        let by_first = self.edges(floor);
        let edge_count: usize = by_first.iter().map(Vec::len).sum();
        let mut cover: Vec<u64> = Vec::new();
        let mut info = vec![StateInfo::UNSEEN; state(FULL, 11) + 1];
        let mut current: Vec<usize> = Vec::new();
        for e in by_first.iter().flatten() {
            let s = state(e.mask, e.last);
            let key = (u32::from(e.cost()), u32::from(e.len), 0, e.word);
            let slot = &mut info[s];
            if slot.layer == 0 {
                current.push(s);
            }
            if slot.layer == 0 || key < slot.key() {
                *slot = StateInfo {
                    layer: 1,
                    cost: key.0,
                    letters: key.1,
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
                .min_by_key(|&s| (info[s].cost, info[s].letters, info[s].rank));
            if let Some(end) = best_full {
                return Some(self.path(&info, end, None));
            }
            if depth == max_words {
                return None;
            }
            // Can one more word finish? The best finish from a state is the most familiar word,
            // then the shortest, then the first alphabetically, that starts with its last letter
            // and covers the rest.
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
                        let (cost, len, word) =
                            ((key >> 48) as u32, (key >> 32) as u32 & 0xffff, key as u32);
                        (
                            (
                                info[s].cost + cost,
                                info[s].letters + len,
                                info[s].rank,
                                word,
                            ),
                            s,
                        )
                    })
                })
                .min();
            if let Some(((_, _, _, word), s)) = finish {
                return Some(self.path(&info, s, Some(word)));
            }
            depth += 1;
            let mut next = Vec::new();
            for &s in &current {
                let (mask, last) = ((s / 12) as u16, s % 12);
                let (cost, letters, rank) = (info[s].cost, info[s].letters, info[s].rank);
                for e in &by_first[last] {
                    let t = state(mask | e.mask, e.last);
                    let key = (
                        cost + u32::from(e.cost()),
                        letters + u32::from(e.len),
                        rank,
                        e.word,
                    );
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
                            cost: key.0,
                            letters: key.1,
                            via_rank: key.2,
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

    /// The deduplicated edges by first letter, of the words scoring at least `floor`: for each
    /// (first letter, last letter, letters covered), the most familiar word, then the shortest,
    /// then the first alphabetically; in word order.
    fn edges(&self, floor: u16) -> [Vec<Edge>; 12] {
        let mut chosen: HashMap<(u8, u8, u16), u32> = HashMap::with_capacity(self.words.len());
        for (i, w) in self.words.iter().enumerate() {
            if w.score < floor {
                continue;
            }
            chosen
                .entry((w.first, w.last, w.mask))
                .and_modify(|j| {
                    // Words are in alphabetical order, so the first one seen wins a tie.
                    let other = &self.words[*j as usize];
                    if (Reverse(w.score), w.len) < (Reverse(other.score), other.len) {
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
                len: w.len,
                score: w.score,
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
                    let letters = usize::from(a.len) + usize::from(self.words[j as usize].len);
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

impl Solver {
    /// Every solution of at most `max_words` words, counted, and the first `limit` of them
    /// listed (by number of words, then alphabetically).
    ///
    /// A solution here is any chain of playable words, each starting with the last letter of the
    /// one before, whose last word covers the last letters still uncovered: play stops as soon as
    /// all twelve are covered, as in [`Game`]. Unlike [`Solver::two_word_solutions`], a word may
    /// recur, and every playable word counts, not only the shortest of its kind.
    ///
    /// # Budget
    ///
    /// The counts come from a table of the ways to finish from each (letters covered, last
    /// letter) state with each number of words left: `max_words x 4096 x 12` cells, each the sum
    /// over the kinds of word (first letter, last letter, letters covered) that leave its last
    /// letter. Listing follows only words from which that table says a solution is reachable, so
    /// each listed solution costs at most `max_words` scans of one letter's words; `limit`
    /// bounds the listing, and `max_words` at most [`MAX_SOLUTION_WORDS`] bounds the table.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidParameter`](crate::Error::InvalidParameter) when `max_words` is 0 or
    /// above [`MAX_SOLUTION_WORDS`].
    ///
    /// # Example
    ///
    /// ```
    /// use wordgames_lexicon::Lexicon;
    /// use wordgames_puzzles::letter_boxed::{Board, Solver};
    ///
    /// let board: Board = "bak lcs mtu ihg".parse()?;
    /// let solver = Solver::new(&board, &Lexicon::english());
    /// let all = solver.solutions(3, 10)?;
    /// assert_eq!(all.counts[0], 0); // no one-word solution
    /// assert_eq!(all.counts[1] as usize, solver.two_word_solutions().len());
    /// assert!(all.counts[2] > all.counts[1]); // three-word solutions are many more
    /// assert_eq!(all.listed.len(), 10);
    /// assert!(all.listed.iter().all(|s| s.len() == 2));
    /// assert!(!all.is_complete());
    /// # Ok::<(), wordgames_puzzles::Error>(())
    /// ```
    pub fn solutions(&self, max_words: usize, limit: usize) -> crate::Result<Solutions> {
        if !(1..=MAX_SOLUTION_WORDS).contains(&max_words) {
            return Err(crate::Error::InvalidParameter {
                name: "max_words",
                value: max_words.to_string(),
                reason: "solutions are counted for 1 to 16 words",
            });
        }
        // The kinds of word and how many words each holds, by first letter.
        let mut kinds: HashMap<(u8, u8, u16), u64> = HashMap::new();
        for w in &self.words {
            *kinds.entry((w.first, w.last, w.mask)).or_insert(0) += 1;
        }
        let mut by_first: [Vec<(u16, u8, u64)>; 12] = Default::default();
        for ((first, last, mask), n) in kinds {
            by_first[usize::from(first)].push((mask, last, n));
        }
        // ways[r][state]: the chains of exactly r more words that finish from the state.
        let states = state(FULL, 11) + 1;
        let mut ways: Vec<Vec<u64>> = Vec::with_capacity(max_words);
        let mut done = vec![0u64; states];
        for last in 0..12u8 {
            done[state(FULL, last)] = 1;
        }
        ways.push(done);
        for r in 1..max_words {
            let before = &ways[r - 1];
            let mut layer = vec![0u64; states];
            for mask in 0..FULL {
                for last in 0..12u8 {
                    let mut sum = 0u64;
                    for &(m, l, n) in &by_first[usize::from(last)] {
                        let w = before[state(mask | m, l)];
                        if w != 0 {
                            sum = sum.saturating_add(n.saturating_mul(w));
                        }
                    }
                    layer[state(mask, last)] = sum;
                }
            }
            ways.push(layer);
        }
        let counts: Vec<u64> = (1..=max_words)
            .map(|n| {
                by_first
                    .iter()
                    .flatten()
                    .map(|&(m, l, k)| k.saturating_mul(ways[n - 1][state(m, l)]))
                    .fold(0, u64::saturating_add)
            })
            .collect();
        // The words by first letter, alphabetically.
        let mut words_from: [Vec<u32>; 12] = Default::default();
        for (i, w) in self.words.iter().enumerate() {
            words_from[usize::from(w.first)].push(i as u32);
        }
        let mut listed = Vec::new();
        let mut path = Vec::with_capacity(max_words);
        for n in 1..=max_words {
            if listed.len() >= limit {
                break;
            }
            if counts[n - 1] == 0 {
                continue;
            }
            for (i, w) in self.words.iter().enumerate() {
                if listed.len() >= limit {
                    break;
                }
                if ways[n - 1][state(w.mask, w.last)] == 0 {
                    continue;
                }
                path.push(i as u32);
                self.list(
                    &ways,
                    &words_from,
                    &mut path,
                    w.mask,
                    w.last,
                    n - 1,
                    limit,
                    &mut listed,
                );
                path.pop();
            }
        }
        Ok(Solutions { counts, listed })
    }

    /// Lists the solutions that extend `path` (covering `mask`, ending at `last`) with exactly
    /// `left` more words, alphabetically, until `listed` holds `limit`.
    #[allow(clippy::too_many_arguments)]
    fn list(
        &self,
        ways: &[Vec<u64>],
        words_from: &[Vec<u32>; 12],
        path: &mut Vec<u32>,
        mask: u16,
        last: u8,
        left: usize,
        limit: usize,
        listed: &mut Vec<Solution>,
    ) {
        if left == 0 {
            listed.push(Solution {
                words: path
                    .iter()
                    .map(|&i| self.words[i as usize].text.to_string())
                    .collect(),
            });
            return;
        }
        for &i in &words_from[usize::from(last)] {
            if listed.len() >= limit {
                return;
            }
            let w = &self.words[i as usize];
            let next = mask | w.mask;
            if ways[left - 1][state(next, w.last)] == 0 {
                continue;
            }
            path.push(i);
            self.list(
                ways,
                words_from,
                path,
                next,
                w.last,
                left - 1,
                limit,
                listed,
            );
            path.pop();
        }
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
    score: u16,
    last: u8,
    word: u32,
}

impl Edge {
    /// How unfamiliar the word is: the highest score less its score, so that the sum of a
    /// path's costs is least when the sum of its scores is highest (paths of one layer have as
    /// many words).
    fn cost(&self) -> u16 {
        u16::MAX - self.score
    }

    /// Cost first, then length, then the word's alphabetical number.
    fn key(&self) -> u64 {
        u64::from(self.cost()) << 48 | u64::from(self.len) << 32 | u64::from(self.word)
    }
}

/// What the search knows of a state (letters covered, last letter).
#[derive(Debug, Clone, Copy)]
struct StateInfo {
    /// The number of words of the best paths into the state; 0 while unseen.
    layer: u16,
    /// The summed cost ([`Edge::cost`]) of the best path.
    cost: u32,
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
        cost: u32::MAX,
        letters: u32::MAX,
        via_rank: u32::MAX,
        prev: u32::MAX,
        word: u32::MAX,
        rank: u32::MAX,
    };

    fn key(&self) -> (u32, u32, u32, u32) {
        (self.cost, self.letters, self.via_rank, self.word)
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

    /// Every chain of at most `k` of `words` that finishes the board with its last word (no
    /// chain goes on past a finished board), as paths of indices into `words`.
    fn brute_chains(words: &[&Word], k: usize) -> Vec<Vec<usize>> {
        let mut found = Vec::new();
        let mut stack: Vec<Vec<usize>> = (0..words.len()).map(|i| vec![i]).collect();
        while let Some(path) = stack.pop() {
            let mask = path.iter().fold(0, |m, &i| m | words[i].mask);
            if mask == FULL {
                found.push(path);
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
        found
    }

    /// The solution a path of indices into `words` spells.
    fn spelled(words: &[&Word], path: &[usize]) -> Solution {
        Solution {
            words: path.iter().map(|&i| words[i].text.to_string()).collect(),
        }
    }

    /// Brute force over all sequences of up to `k` words scoring at least `floor`: the
    /// reference for the solver (fewest words, highest rarest score, highest sum, fewest
    /// letters, alphabetical).
    fn brute(solver: &Solver, k: usize, floor: u16) -> Option<Solution> {
        let words: Vec<&Word> = solver.words.iter().filter(|w| w.score >= floor).collect();
        let rank = |path: &[usize]| {
            let min = path.iter().map(|&i| words[i].score).min().unwrap_or(0);
            let sum: u32 = path.iter().map(|&i| u32::from(words[i].score)).sum();
            (path.len(), std::cmp::Reverse(min), std::cmp::Reverse(sum))
        };
        brute_chains(&words, k)
            .iter()
            .map(|path| (rank(path), spelled(&words, path)))
            .min_by(|(ra, a), (rb, b)| {
                (ra, a.letters(), &a.words).cmp(&(rb, b.letters(), &b.words))
            })
            .map(|(_, s)| s)
    }

    /// Every chain of at most `k` words that finishes the board with its last word, by words
    /// then alphabetically: the reference for [`Solver::solutions`].
    fn brute_all(solver: &Solver, k: usize) -> Vec<Solution> {
        let words: Vec<&Word> = solver.words.iter().collect();
        let mut found: Vec<Solution> = brute_chains(&words, k)
            .iter()
            .map(|path| spelled(&words, path))
            .collect();
        found.sort_by(|a, b| (a.len(), &a.words).cmp(&(b.len(), &b.words)));
        found
    }

    /// A random word over `letters` (a board's, side by side) of 3 to 8 letters, each on a
    /// side drawn uniformly among those the letter before is not on (any side for the first).
    /// With `step_first`, a step off a side is drawn for the first letter too, then not used
    /// (the random stream one of the comparisons was pinned with).
    fn random_word(rng: &mut crate::rng::Pcg32, letters: &[char], step_first: bool) -> String {
        use crate::rng::below;
        let len = 3 + below(rng, 6).unwrap();
        let mut word = String::new();
        let mut side = 4;
        for _ in 0..len {
            let next = if side < 4 || step_first {
                let step = (side + 1 + below(rng, 3).unwrap()) % 4;
                if side < 4 {
                    step
                } else {
                    below(rng, 4).unwrap()
                }
            } else {
                below(rng, 4).unwrap()
            };
            word.push(letters[next * 3 + below(rng, 3).unwrap()]);
            side = next;
        }
        word
    }

    /// The small board the brute-force comparisons play on, its letters side by side, and a
    /// random source seeded with `seed` to draw their lexicons.
    fn small_board(seed: u64) -> (Board, Vec<char>, crate::rng::Pcg32) {
        use rand_core::SeedableRng;
        let board: Board = "abc def ghi jkl".parse().unwrap();
        let letters = board.letters();
        (
            board,
            letters.to_vec(),
            crate::rng::Pcg32::seed_from_u64(seed),
        )
    }

    #[test]
    fn all_solutions_agree_with_brute_force_on_small_lexicons() {
        let (board, letters, mut rng) = small_board(11);
        let mut solvable = 0;
        for round in 0..40 {
            let words: Vec<String> = (0..30)
                .map(|_| random_word(&mut rng, &letters, false))
                .collect();
            let lexicon = Lexicon::from_words(&words).unwrap();
            let solver = Solver::with_block_list(&board, &lexicon, &BlockList::none());
            let expected = brute_all(&solver, 4);
            let all = solver.solutions(4, usize::MAX).unwrap();
            assert_eq!(all.listed, expected, "round {round}");
            assert_eq!(all.total(), expected.len() as u64);
            for n in 1..=4 {
                let of_n = expected.iter().filter(|s| s.len() == n).count() as u64;
                assert_eq!(all.counts[n - 1], of_n, "round {round}, {n} words");
            }
            assert!(all.is_complete());
            // A limit lists the first ones and keeps the counts.
            let some = solver.solutions(4, 3).unwrap();
            assert_eq!(some.listed[..], expected[..expected.len().min(3)]);
            assert_eq!(some.counts, all.counts);
            for s in &all.listed {
                assert!(check_solution(&board, &lexicon, &s.words).is_ok());
            }
            solvable += usize::from(!expected.is_empty());
        }
        assert!(
            solvable >= 10,
            "only {solvable} of 40 lexicons were solvable"
        );
        let board_solver = Solver::with_block_list(
            &board,
            &Lexicon::from_words(["abc"]).unwrap(),
            &BlockList::none(),
        );
        assert!(board_solver.solutions(0, 1).is_err());
        assert!(board_solver.solutions(MAX_SOLUTION_WORDS + 1, 1).is_err());
    }

    #[test]
    fn the_solver_agrees_with_brute_force_on_small_lexicons() {
        use crate::rng::below;
        let (board, letters, mut rng) = small_board(5);
        let mut solved = 0;
        for round in 0..60 {
            // Random playable words over the board's letters: each letter off the side of the
            // one before.
            let mut words = Vec::new();
            for _ in 0..24 {
                let word = random_word(&mut rng, &letters, true);
                // A few grades, so that ties of familiarity happen as well as differences.
                let grade = [10u8, 20, 35, 50, 80][below(&mut rng, 5).unwrap()];
                words.push((word, wordgames_lexicon::Grade::new(grade)));
            }
            let lexicon = Lexicon::from_graded(words).unwrap();
            // Random letters can spell a blocked word: this test is about the search, so it
            // keeps every word.
            let solver = Solver::with_block_list(&board, &lexicon, &BlockList::none());
            assert_eq!(solver.words().count(), lexicon.len());
            for k in 1..=4 {
                let expected = brute(&solver, k, 0);
                assert_eq!(solver.best(k), expected, "round {round}, k {k}");
                let familiar = brute(&solver, k, Familiarity::Normal.floor().centi());
                assert_eq!(
                    solver.best_in(k, Familiarity::Normal),
                    familiar,
                    "round {round}, k {k}, familiar words"
                );
                if let Some(f) = &familiar {
                    assert!(f.words.iter().all(|w| crate::familiar::is_familiar(
                        &lexicon,
                        w,
                        Familiarity::Normal
                    )));
                }
                if k == 3 {
                    // The layered search alone (fewest words, then highest sum) with either
                    // way of finishing.
                    let table = solver.best_with(k, 0, Some(true));
                    assert_eq!(table, solver.best_with(k, 0, Some(false)));
                    assert_eq!(table.map(|s| s.len()), expected.as_ref().map(Solution::len));
                }
            }
            solved += usize::from(solver.best(4).is_some());
            let two: Vec<Solution> = solver.two_word_solutions();
            for s in &two {
                assert!(check_solution(&board, &lexicon, &s.words).is_ok());
            }
            if let Some(best) = solver.best(2) {
                assert!(two.contains(&best));
            }
        }
        // The comparison means something only if many lexicons have solutions.
        assert!(
            solved >= 10,
            "only {solved} of 60 random lexicons were solvable"
        );
    }
}
