//! Absurdle: Wordle against an adversarial host that never picks an answer, and the exact
//! search for the fewest guesses that force a win.
//!
//! The host keeps every answer still consistent with its replies. To each guess it replies with
//! the feedback of the **largest bucket**: the candidates split by their feedback to the guess,
//! it keeps the part with the most candidates. **Tie-break** (ours, documented and tested):
//! among parts of the same size, the one with the fewest greens, then the fewest yellows, then
//! the lowest feedback code (base 3, grey 0, yellow 1, green 2, the first letter the least
//! significant digit). So the all-green part, of size 1, is chosen only when it is the only part:
//! the player wins exactly by guessing the last candidate left.
//!
//! The host is deterministic, so a game is a path: the fewest guesses that force a win are found
//! by an iterative-deepening search over guesses ([`solve_absurdle`]), with the bound that two
//! guesses finish a set only if some guess splits it into singletons, memoised failures keyed by
//! the candidate set, and a budget.

use std::collections::HashSet;

use rayon::prelude::*;

use crate::{Error, Feedback, Result, Wordle, partition};

/// The part the host keeps when guess `g` splits `cands`: its feedback and its members.
///
/// # Panics
///
/// If `cands` is empty.
///
/// # Example
///
/// ```
/// use wordgames_wordle::{Wordle, absurdle_reply};
///
/// let wordle = Wordle::new("bake\ncake\nlake\nmake\nbond".parse()?, "bclm".parse()?)?;
/// let all: Vec<u32> = (0..5).collect();
/// // bake keeps {cake, lake, make} (.ggg), the largest part.
/// let (fb, kept) = absurdle_reply(&wordle, &all, wordle.guess_id("bake")?);
/// assert_eq!(fb.to_string(), ".ggg");
/// assert_eq!(kept.len(), 3);
/// # Ok::<(), wordgames_wordle::Error>(())
/// ```
pub fn absurdle_reply(wordle: &Wordle, cands: &[u32], g: u32) -> (Feedback, Vec<u32>) {
    let len = wordle.word_len();
    let (code, kept) = partition::groups(wordle.row(g), cands)
        .into_iter()
        .max_by_key(|(code, part)| {
            let (greens, yellows) = marks(*code, len);
            (
                part.len(),
                std::cmp::Reverse(greens),
                std::cmp::Reverse(yellows),
                std::cmp::Reverse(*code),
            )
        })
        .expect("a candidate is left");
    (Feedback::new_unchecked(code, len), kept)
}

/// The numbers of greens and yellows of a code.
fn marks(mut code: u16, len: usize) -> (u32, u32) {
    let (mut g, mut y) = (0, 0);
    for _ in 0..len {
        match code % 3 {
            2 => g += 1,
            1 => y += 1,
            _ => {}
        }
        code /= 3;
    }
    (g, y)
}

/// A game of Absurdle: guess after guess, the host keeps the largest bucket. No guess limit.
///
/// # Example
///
/// ```
/// use wordgames_wordle::{Absurdle, Wordle};
///
/// let wordle = Wordle::new("bake\ncake\nlake\nmake\nbond".parse()?, "bclm".parse()?)?;
/// let mut game = Absurdle::new(&wordle);
/// assert_eq!(game.play("bake")?.to_string(), ".ggg"); // cake, lake, make remain
/// game.play("bclm")?; // sets them apart: the host keeps one
/// assert_eq!(game.candidates().len(), 1);
/// let last = wordle.answer_word(game.candidates()[0]).to_string();
/// assert!(game.play(&last)?.is_win());
/// assert!(game.is_won());
/// # Ok::<(), wordgames_wordle::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Absurdle<'w> {
    wordle: &'w Wordle,
    candidates: Vec<u32>,
    turns: Vec<(u32, Feedback)>,
}

impl<'w> Absurdle<'w> {
    /// A game over every answer of `wordle`.
    pub fn new(wordle: &'w Wordle) -> Absurdle<'w> {
        Absurdle {
            wordle,
            candidates: (0..wordle.answers().len() as u32).collect(),
            turns: Vec::new(),
        }
    }

    /// Plays `guess` (case and spaces ignored) and returns the host's reply.
    ///
    /// # Errors
    ///
    /// [`Error::GameOver`] after a win, [`Error::GuessLength`], [`Error::UnknownWord`].
    pub fn play(&mut self, guess: &str) -> Result<Feedback> {
        if self.is_won() {
            return Err(Error::GameOver {
                guesses: self.turns.len(),
            });
        }
        let g = self.wordle.parse_guess(guess)?;
        Ok(self.play_id(g))
    }

    /// Plays guess id `g` (checked by the caller) and returns the reply.
    fn play_id(&mut self, g: u32) -> Feedback {
        let (fb, kept) = absurdle_reply(self.wordle, &self.candidates, g);
        self.candidates = kept;
        self.turns.push((g, fb));
        fb
    }

    /// The answer ids the host still keeps.
    pub fn candidates(&self) -> &[u32] {
        &self.candidates
    }

    /// The guesses played and the host's replies.
    pub fn turns(&self) -> &[(u32, Feedback)] {
        &self.turns
    }

    /// Whether the last reply was all green.
    pub fn is_won(&self) -> bool {
        self.turns.last().is_some_and(|(_, f)| f.is_win())
    }
}

/// The parameters of [`solve_absurdle`].
///
/// `#[non_exhaustive]`: start from `Default` and change what you need with the `with_*`
/// methods; the fields stay readable.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct AbsurdleOptions {
    /// The longest game searched, in guesses from the start (openings included).
    pub max_guesses: usize,
    /// The most positions the search may expand before [`Error::BudgetExhausted`].
    pub budget: u64,
}

wordgames_lexicon::__with_setters! {
    AbsurdleOptions {
        /// The same options with games of up to `max_guesses` guesses searched.
        with_max_guesses => max_guesses: usize;
        /// The same options with a budget of `budget` positions.
        with_budget => budget: u64;
    }
}

impl Default for AbsurdleOptions {
    /// Up to 6 guesses, 10 million positions.
    fn default() -> Self {
        AbsurdleOptions {
            max_guesses: 6,
            budget: 10_000_000,
        }
    }
}

/// The result of [`solve_absurdle`]: a shortest forced win, and what the search proved.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct AbsurdleSolution {
    /// The guess ids of a shortest win, openings included; the last one wins.
    pub guesses: Vec<u32>,
    /// The host's reply to each.
    pub replies: Vec<Feedback>,
    /// The number of guesses: `guesses.len()`. Every game from the same openings needs at least
    /// that many (every shorter length was searched exhaustively).
    pub total: usize,
    /// The positions expanded.
    pub nodes: u64,
}

struct Solver<'w> {
    wordle: &'w Wordle,
    failed: HashSet<(u128, usize), rustc_hash::FxBuildHasher>,
    nodes: u64,
    budget: u64,
    size: usize,
}

fn key(cands: &[u32]) -> u128 {
    let mut a = 0x243f_6a88_85a3_08d3u64;
    let mut b = 0x1319_8a2e_0370_7344u64;
    for &x in cands {
        a = (a.rotate_left(5) ^ u64::from(x)).wrapping_mul(0x517c_c1b7_2722_0a95);
        b = b
            .wrapping_add(u64::from(x))
            .wrapping_mul(0x9e37_79b9_7f4a_7c15);
        b ^= b >> 29;
    }
    (u128::from(a ^ cands.len() as u64) << 64) | u128::from(b)
}

impl Solver<'_> {
    /// A guess that splits `cands` (two or more) into singletons, if any.
    fn splitter(&self, cands: &[u32]) -> Option<u32> {
        if cands.len() > self.size {
            return None;
        }
        let wordle = self.wordle;
        let all = wordle.guesses().len() as u32;
        let size = self.size;
        let test = |seen: &mut Vec<u64>, g: u32| {
            let row = wordle.row(g);
            seen.iter_mut().for_each(|w| *w = 0);
            for &a in cands {
                let c = usize::from(row.get(a as usize));
                if seen[c / 64] & (1 << (c % 64)) != 0 {
                    return false;
                }
                seen[c / 64] |= 1 << (c % 64);
            }
            true
        };
        let words = size.div_ceil(64);
        (0..all)
            .into_par_iter()
            .with_min_len(512)
            .map_init(|| vec![0u64; words], |seen, g| test(seen, g).then_some(g))
            .find_first(Option::is_some)
            .flatten()
    }

    /// A line of at most `d` guesses that wins from `cands`, or `None` if there is none.
    fn win(&mut self, cands: &[u32], d: usize) -> Result<Option<Vec<u32>>> {
        if d == 0 {
            return Ok(None);
        }
        let wordle = self.wordle;
        if cands.len() == 1 {
            return Ok(Some(vec![wordle.answer_as_guess(cands[0])]));
        }
        if d == 1 {
            return Ok(None);
        }
        let k = key(cands);
        if self.failed.contains(&(k, d)) {
            return Ok(None);
        }
        self.nodes += 1;
        if self.nodes > self.budget {
            return Err(Error::BudgetExhausted(crate::BudgetExhausted {
                search: "the Absurdle search",
                budget: self.budget,
                unit: "positions",
                hint: crate::error::BUDGET_HINT,
            }));
        }
        if d == 2 {
            // The host keeps a singleton only if every part is one (and the guess is not the
            // sole candidate, which cannot be here).
            return Ok(match self.splitter(cands) {
                Some(g) => {
                    let (_, kept) = absurdle_reply(wordle, cands, g);
                    Some(vec![g, wordle.answer_as_guess(kept[0])])
                }
                None => {
                    self.failed.insert((k, d));
                    None
                }
            });
        }
        // Every guess with the size of the part it leaves, smallest first; each distinct part
        // once.
        let size = self.size;
        let all = wordle.guesses().len() as u32;
        let mut options: Vec<(usize, u32)> = (0..all)
            .into_par_iter()
            .map_init(
                || vec![0u32; size],
                |counts, g| {
                    let row = wordle.row(g);
                    let mut largest = 0;
                    for &a in cands {
                        let c = &mut counts[usize::from(row.get(a as usize))];
                        *c += 1;
                        largest = largest.max(*c);
                    }
                    for &a in cands {
                        counts[usize::from(row.get(a as usize))] = 0;
                    }
                    (largest as usize, g)
                },
            )
            .filter(|&(largest, _)| largest < cands.len())
            .collect();
        options.sort_unstable();
        let mut seen: HashSet<u128, rustc_hash::FxBuildHasher> = HashSet::default();
        for (_, g) in options {
            let (_, kept) = absurdle_reply(wordle, cands, g);
            if !seen.insert(key(&kept)) {
                continue;
            }
            if let Some(mut line) = self.win(&kept, d - 1)? {
                line.insert(0, g);
                return Ok(Some(line));
            }
        }
        self.failed.insert((k, d));
        Ok(None)
    }
}

/// The fewest guesses that force a win against the Absurdle host, after the opening guesses
/// `open` (guess ids, possibly none), by iterative deepening: every length is searched
/// exhaustively before the next, so the first line found is a shortest one.
///
/// # Errors
///
/// [`Error::UnknownWord`] for a bad id; [`Error::Infeasible`] when no win exists within
/// [`AbsurdleOptions::max_guesses`]; [`Error::BudgetExhausted`].
///
/// # Example
///
/// ```
/// use wordgames_wordle::{AbsurdleOptions, Wordle, solve_absurdle};
///
/// let wordle = Wordle::new("bake\ncake\nlake\nmake\ntond".parse()?, "bclm".parse()?)?;
/// let sol = solve_absurdle(&wordle, &[], AbsurdleOptions::default())?;
/// // bclm sets all five apart: the host keeps one, which the second guess names.
/// assert_eq!(sol.total, 2);
/// assert_eq!(wordle.guess_word(sol.guesses[0]), "bclm");
/// assert!(sol.replies[1].is_win());
/// # Ok::<(), wordgames_wordle::Error>(())
/// ```
pub fn solve_absurdle(
    wordle: &Wordle,
    open: &[u32],
    opts: AbsurdleOptions,
) -> Result<AbsurdleSolution> {
    let mut game = Absurdle::new(wordle);
    for &g in open {
        if g as usize >= wordle.guesses().len() {
            return Err(Error::UnknownWord {
                value: g.to_string(),
                list: "guesses",
            });
        }
        if game.is_won() {
            return Err(Error::GameOver {
                guesses: game.turns().len(),
            });
        }
        game.play_id(g);
    }
    let done = |game: Absurdle<'_>, nodes| {
        let guesses: Vec<u32> = game.turns().iter().map(|t| t.0).collect();
        let replies = game.turns().iter().map(|t| t.1).collect();
        Ok(AbsurdleSolution {
            total: guesses.len(),
            guesses,
            replies,
            nodes,
        })
    };
    if game.is_won() {
        return done(game, 0);
    }
    let mut solver = Solver {
        wordle,
        failed: HashSet::default(),
        nodes: 0,
        budget: opts.budget,
        size: usize::from(crate::feedback::POW3[wordle.word_len()]),
    };
    let cands = game.candidates().to_vec();
    for d in 1..=opts.max_guesses.saturating_sub(open.len()) {
        if let Some(line) = solver.win(&cands, d)? {
            for g in line {
                game.play_id(g);
            }
            debug_assert!(game.is_won());
            return done(game, solver.nodes);
        }
    }
    Err(Error::Infeasible {
        max_guesses: opts.max_guesses.min(255) as u8,
    })
}
