//! The minimum-total-guesses search behind [`Exact`] and [`Lookahead`].
//!
//! The value of a position is the smallest total number of guesses, summed over its candidate
//! answers, that any strategy needs to solve them all within the guesses left. With `n`
//! candidates and guess `g` splitting them into parts `P`:
//!
//! ```text
//! value(S) = min over g of  n + sum over parts P other than all green of value(P)
//! ```
//!
//! (each candidate pays for this guess, and the ones not solved by it pay for the rest).
//!
//! The search is exact, made fast by:
//!
//! * **bounds:** a part of `s >= 2` answers costs at least `2s - 1` (at best one is guessed at
//!   once and every other needs at least two), so a guess costs at least
//!   `3n - 2[g is a candidate] - (number of parts other than all green)`; guesses are tried in
//!   order of that bound and the loop stops once the bound reaches the best total found; the
//!   parts are counted with a bitset first, and only the guesses under the cut-off are split;
//! * **alpha-beta cut-offs:** each part is searched with the budget that is left, and a guess is
//!   abandoned as soon as its parts add up to at least the best total; a part starts at the best
//!   bound the memo holds for it, not only `2s - 1`;
//! * **fail-soft bounds:** a position that no guess solves within the budget reports the least
//!   total its guesses were shown to need, which is often well above the budget, and the memo
//!   keeps it;
//! * **memoisation** of exact values and of proven lower bounds, keyed by a 128-bit hash of the
//!   candidate set, the guesses hard mode still allows, and the guesses left;
//! * **shortcuts:** one candidate costs 1, two cost 3, and `n` that one candidate tells apart
//!   cost `2n - 1`, the lower bound; otherwise `n` cost at least `2n`, and up to 12 that any
//!   guess tells apart cost exactly `2n` (found by a scan that drops a guess at its first
//!   repeated feedback);
//! * **equivalent guesses** (the same feedback for every candidate) are searched once (normal
//!   mode);
//! * **parallel parts:** [`solve_with_first`] searches the parts after the first guess on
//!   rayon's pool.
//!
//! With a **width** `k` ([`SearchOptions::width`]) only the `k` guesses of highest entropy are
//! tried in each position: that is the [`Lookahead`] strategy, no longer exact but far faster.

use std::{
    collections::HashMap,
    sync::{
        Arc,
        atomic::{AtomicU64, Ordering},
    },
};

use rayon::prelude::*;

use crate::{
    Error, Feedback, Mode, Result, State, Strategy, Wordle,
    game::NONE,
    partition::{self, Codes},
    simulate::{Node, Simulation, Tree},
};

const INF: u32 = u32::MAX / 4;

/// Positions whose scan (guesses x candidates) is at least this big scan in parallel.
const PARALLEL_WORK: usize = 100_000;

/// Positions of up to this many candidates first look for a guess that tells them all apart.
const SEPARATOR_LIMIT: u32 = 12;

/// The parameters of a [`Search`].
///
/// `#[non_exhaustive]`: start from `Default` and change what you need with the `with_*`
/// methods; the fields stay readable.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct SearchOptions {
    /// Try only this many guesses in each position, the best by entropy (`None`: every
    /// allowed guess, which makes the search exact).
    pub width: Option<usize>,
    /// Every answer must be solved within this many guesses in total (6 in Wordle).
    pub max_guesses: u8,
    /// The most positions the search may expand before it fails with
    /// [`Error::BudgetExhausted`].
    pub budget: u64,
}

impl SearchOptions {
    /// The default budget: 200,000 positions. The exact searches of the classic lists after
    /// SALET need fewer than 10,000 (normal mode) and 50,000 (hard mode); an exact search of the
    /// classic lists from the empty board ends with [`Error::BudgetExhausted`] at this budget
    /// instead of running for days (docs/BENCHMARKS.md has its time).
    pub const DEFAULT_BUDGET: u64 = 200_000;

    /// Checks the options.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidParameter`] for a width of 0 or a guess limit of 0.
    pub fn check(&self) -> Result<()> {
        if self.width == Some(0) {
            return Err(Error::InvalidParameter {
                name: "width",
                value: "0".into(),
                reason: "at least one guess must be tried in each position".into(),
            });
        }
        if self.max_guesses == 0 {
            return Err(Error::InvalidParameter {
                name: "max_guesses",
                value: "0".into(),
                reason: "at least one guess is needed".into(),
            });
        }
        Ok(())
    }
}

wordgames_lexicon::__with_setters! {
    SearchOptions {
        /// The same options with `width` guesses tried in each position (`None`: every allowed guess, an exact search).
        with_width => width: Option<usize>;
        /// The same options with every answer solved within `max_guesses` guesses.
        with_max_guesses => max_guesses: u8;
        /// The same options with a budget of `budget` positions.
        with_budget => budget: u64;
    }
}

impl Default for SearchOptions {
    /// Exact, 6 guesses, a budget of [`SearchOptions::DEFAULT_BUDGET`] positions.
    fn default() -> Self {
        SearchOptions {
            width: None,
            max_guesses: 6,
            budget: SearchOptions::DEFAULT_BUDGET,
        }
    }
}

/// A window on a running search: the positions it has expanded so far, readable from another
/// thread while it runs, so that a program can show progress against the budget.
///
/// The search counts its positions in this handle (the same count that its budget is checked
/// against), so reading it costs the search nothing. Give one to [`Search::with_progress`],
/// [`Exact::with_progress`], [`Lookahead::with_progress`] or [`solve_with_first_observed`].
///
/// ```
/// use wordgames_wordle::{Mode, Search, SearchOptions, SearchProgress, Wordle};
///
/// let wordle = Wordle::new("cigar\nrebut\nsissy\nhumph\nawake".parse()?, "salet".parse()?)?;
/// let progress = SearchProgress::new();
/// let mut search = Search::new(SearchOptions::default()).with_progress(&progress);
/// search.value(&wordle, &wordle.start(Mode::Normal))?;
/// assert_eq!(progress.positions(), search.nodes());
/// assert!(progress.positions() > 0);
/// # Ok::<(), wordgames_wordle::Error>(())
/// ```
#[derive(Debug, Clone, Default)]
pub struct SearchProgress {
    spent: Arc<AtomicU64>,
}

impl SearchProgress {
    /// A handle with no positions counted yet.
    pub fn new() -> SearchProgress {
        SearchProgress::default()
    }

    /// The positions expanded so far by the searches that share this handle.
    pub fn positions(&self) -> u64 {
        self.spent.load(Ordering::Relaxed)
    }
}

#[derive(Debug, Clone, Copy)]
struct Entry {
    value: u32,
    guess: u32,
    exact: bool,
}

/// Keys are 128-bit fingerprints of positions, hashed by rustc's Fx hash.
type Memo = HashMap<u128, Entry, rustc_hash::FxBuildHasher>;

fn hash_ids(ids: &[u32], seed: u64) -> u128 {
    hash_iter(ids.iter().copied(), seed)
}

fn hash_iter(ids: impl ExactSizeIterator<Item = u32>, seed: u64) -> u128 {
    let mut a = 0x243f_6a88_85a3_08d3u64 ^ seed;
    let mut b = 0x1319_8a2e_0370_7344u64.wrapping_add(seed);
    let len = ids.len();
    for x in ids {
        a = (a.rotate_left(5) ^ u64::from(x)).wrapping_mul(0x517c_c1b7_2722_0a95);
        b = b
            .wrapping_add(u64::from(x))
            .wrapping_mul(0x9e37_79b9_7f4a_7c15);
        b ^= b >> 29;
    }
    a ^= len as u64;
    (u128::from(a) << 64) | u128::from(b)
}

/// A memoised minimum-total-guesses search over one [`Wordle`].
///
/// A `Search` keeps its memo between calls, so asking for the best guess of every position of
/// a game (as [`Exact`] does) costs little more than solving the first. Use one `Search` per
/// `Wordle`: the memo knows positions by their answer and guess ids.
///
/// # Example
///
/// ```
/// use wordgames_wordle::{Mode, Search, SearchOptions, Wordle};
///
/// let wordle = Wordle::new("cigar\nrebut\nsissy\nhumph\nawake".parse()?, "salet".parse()?)?;
/// let mut search = Search::new(SearchOptions::default());
/// let state = wordle.start(Mode::Normal);
/// // One of the answers tells the other four apart: 1 + 4 * 2 = 9 guesses, the lower bound.
/// assert_eq!(search.value(&wordle, &state)?, 9);
/// let tree = search.tree(&wordle, &state)?;
/// assert_eq!(tree.verify(&wordle, Mode::Normal)?.total, 9);
/// # Ok::<(), wordgames_wordle::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Search {
    opts: SearchOptions,
    memo: Memo,
    spent: Arc<AtomicU64>,
}

struct Ctx<'w> {
    wordle: &'w Wordle,
    nlogn: Vec<u64>,
    counts: Vec<u32>,
    win: u16,
    mode: Mode,
}

/// A position of the search: the candidates, the guesses hard mode still allows (`None`: every
/// guess), their hash, and the guesses left.
#[derive(Clone, Copy)]
struct Pos<'p> {
    cands: &'p [u32],
    allowed: Option<&'p [u32]>,
    ahash: u64,
    left: u32,
}

impl Pos<'_> {
    /// The position one guess deeper: the candidates `cands`, with the guesses `allowed` of
    /// hash `ahash`.
    fn child<'c>(&self, cands: &'c [u32], allowed: Option<&'c [u32]>, ahash: u64) -> Pos<'c> {
        Pos {
            cands,
            allowed,
            ahash,
            left: self.left - 1,
        }
    }
}

impl Search {
    /// A search with these options and an empty memo.
    pub fn new(opts: SearchOptions) -> Search {
        Search {
            opts,
            memo: Memo::default(),
            spent: Arc::new(AtomicU64::new(0)),
        }
    }

    /// The same search, counting its positions (and checking its budget) in `progress`, whose
    /// count it continues.
    #[must_use]
    pub fn with_progress(mut self, progress: &SearchProgress) -> Search {
        self.spent = Arc::clone(&progress.spent);
        self
    }

    /// The options.
    pub fn options(&self) -> SearchOptions {
        self.opts
    }

    /// The number of positions expanded so far (shared by searches split off in parallel).
    pub fn nodes(&self) -> u64 {
        self.spent.load(Ordering::Relaxed)
    }

    fn ctx<'w>(&self, wordle: &'w Wordle, mode: Mode) -> Ctx<'w> {
        Ctx {
            wordle,
            nlogn: partition::nlogn_table(wordle.answers().len()),
            counts: vec![0; crate::feedback::POW3[wordle.word_len()] as usize],
            win: wordle.win_code(),
            mode,
        }
    }

    fn left(&self, state: &State) -> u32 {
        u32::from(self.opts.max_guesses).saturating_sub(state.history().len() as u32)
    }

    /// The position of `state` as the search takes it.
    fn position<'s>(&self, state: &'s State) -> Pos<'s> {
        Pos {
            cands: state.candidates(),
            allowed: state.allowed(),
            ahash: state.allowed().map_or(0, |a| hash_ids(a, 7) as u64),
            left: self.left(state),
        }
    }

    /// The minimum total number of guesses, from this position on, that solves every candidate
    /// of `state` within the guess limit (within the width, if one is set).
    ///
    /// # Errors
    ///
    /// [`Error::NoCandidates`], [`Error::Infeasible`] if no strategy solves every candidate in
    /// time, [`Error::BudgetExhausted`], [`Error::InvalidParameter`] for bad options.
    pub fn value(&mut self, wordle: &Wordle, state: &State) -> Result<u32> {
        self.opts.check()?;
        if state.candidates().is_empty() {
            return Err(Error::NoCandidates);
        }
        let mut ctx = self.ctx(wordle, state.mode());
        let v = self.value_in(&mut ctx, self.position(state), INF)?;
        if v >= INF {
            return Err(Error::Infeasible {
                max_guesses: self.opts.max_guesses,
            });
        }
        Ok(v)
    }

    /// The best guess of `state` and the total it achieves (ties: the first guess found in
    /// the search order).
    ///
    /// # Errors
    ///
    /// As [`Search::value`].
    pub fn best_guess(&mut self, wordle: &Wordle, state: &State) -> Result<(u32, u32)> {
        let v = self.value(wordle, state)?;
        let g = self.guess_of(wordle, self.position(state));
        Ok((g, v))
    }

    fn guess_of(&self, wordle: &Wordle, pos: Pos<'_>) -> u32 {
        let cands = pos.cands;
        if cands.len() <= 2 {
            return wordle.answer_as_guess(cands[0]);
        }
        let key = key(cands, pos.ahash, pos.left);
        self.memo
            .get(&key)
            .filter(|e| e.exact && e.guess != NONE)
            .map_or_else(|| wordle.answer_as_guess(cands[0]), |e| e.guess)
    }

    /// The decision tree that achieves [`Search::value`] from `state`.
    ///
    /// # Errors
    ///
    /// As [`Search::value`].
    pub fn tree(&mut self, wordle: &Wordle, state: &State) -> Result<Tree> {
        self.opts.check()?;
        let mut ctx = self.ctx(wordle, state.mode());
        let root = self.node_in(&mut ctx, self.position(state))?;
        Ok(Tree { root })
    }

    fn node_in(&mut self, ctx: &mut Ctx<'_>, pos: Pos<'_>) -> Result<Node> {
        let cands = pos.cands;
        if cands.is_empty() {
            return Err(Error::NoCandidates);
        }
        let v = self.value_in(ctx, pos, INF)?;
        if v >= INF {
            return Err(Error::Infeasible {
                max_guesses: self.opts.max_guesses,
            });
        }
        let wordle = ctx.wordle;
        let g = self.guess_of(wordle, pos);
        let mut node = Node {
            guess: wordle.guess_word(g).to_string(),
            wins: false,
            children: Vec::new(),
        };
        for (code, part) in partition::groups(wordle.row(g), cands) {
            if code == ctx.win {
                node.wins = true;
                continue;
            }
            let (child_allowed, child_hash) = child_allowed(ctx, pos.allowed, g, code);
            let child =
                self.node_in(ctx, pos.child(&part, child_allowed.as_deref(), child_hash))?;
            node.children
                .push((Feedback::new_unchecked(code, wordle.word_len()), child));
        }
        Ok(node)
    }

    fn spend(&self) -> Result<()> {
        let n = self.spent.fetch_add(1, Ordering::Relaxed);
        if n >= self.opts.budget {
            return Err(Error::BudgetExhausted(crate::BudgetExhausted {
                search: "the exact search",
                budget: self.opts.budget,
                unit: "positions",
                hint: crate::error::BUDGET_HINT,
            }));
        }
        Ok(())
    }

    /// Keeps what was proved of the position `key` (an exact value and its guess, or a lower
    /// bound) and returns the value.
    fn remember(&mut self, key: u128, value: u32, guess: u32, exact: bool) -> u32 {
        self.memo.insert(
            key,
            Entry {
                value,
                guess,
                exact,
            },
        );
        value
    }

    fn value_in(&mut self, ctx: &mut Ctx<'_>, pos: Pos<'_>, beta: u32) -> Result<u32> {
        let Pos {
            cands,
            allowed,
            ahash,
            left,
        } = pos;
        let n = cands.len() as u32;
        if n == 0 {
            return Ok(0);
        }
        if left == 0 {
            return Ok(INF);
        }
        if n == 1 {
            return Ok(1);
        }
        if left == 1 {
            return Ok(INF);
        }
        if n == 2 {
            return Ok(3);
        }
        let mut lb = 2 * n - 1;
        if lb >= beta {
            return Ok(lb);
        }
        let key = key(cands, ahash, left);
        if let Some(e) = self.memo.get(&key) {
            if e.exact || e.value >= beta {
                return Ok(e.value);
            }
            lb = lb.max(e.value);
        }
        self.spend()?;
        let wordle = ctx.wordle;

        // A candidate that tells all the others apart reaches the lower bound 2n - 1.
        if lb == 2 * n - 1 && (n as usize) < ctx.counts.len() {
            for &c in cands {
                let g = wordle.answer_as_guess(c);
                let codes = Codes::Row(wordle.row(g), cands);
                let s = partition::split(codes, &mut ctx.counts, &ctx.nlogn, ctx.win);
                if s.parts == n {
                    return Ok(self.remember(key, lb, g, true));
                }
            }
            // No candidate tells the others apart, so at least one more guess is needed.
            lb = 2 * n;
            if lb >= beta {
                return Ok(self.remember(key, lb, NONE, false));
            }
        }

        // Then any guess that tells every candidate apart reaches 2n, the best left (exact
        // search only: the lookahead keeps to its width). The scan stops at the first
        // collision of a guess, so it is cheap beside the full scan below.
        if self.opts.width.is_none()
            && lb == 2 * n
            && n <= SEPARATOR_LIMIT
            && (n as usize) < ctx.counts.len()
        {
            let cols = partition::Cols::new(wordle.table(), cands);
            let all = wordle.guesses().len() as u32;
            let marks = &mut ctx.counts;
            let found = match allowed {
                Some(a) => a
                    .iter()
                    .copied()
                    .find(|&g| partition::separates(&cols, g as usize, marks)),
                None => (0..all).find(|&g| partition::separates(&cols, g as usize, marks)),
            };
            if let Some(g) = found {
                return Ok(self.remember(key, lb, g, true));
            }
        }

        // Every useful guess with its lower bound: (bound, entropy key, guess, fingerprint).
        let all = wordle.guesses().len() as u32;
        let width = self.opts.width;
        let normal = ctx.mode == Mode::Normal;
        let (nlogn, win) = (&ctx.nlogn, ctx.win);
        let cols = (cands.len() <= partition::COLUMN_LIMIT)
            .then(|| partition::Cols::new(wordle.table(), cands));
        // The least bound of the guesses not worth searching (for the fail-soft floor below).
        let skipped = std::sync::atomic::AtomicU32::new(INF);
        let examine = |counts: &mut Vec<u32>, g: u32| -> Option<(u32, u64, u32)> {
            // The exact search first counts the parts alone, which is enough to set most
            // guesses aside, and splits only the guesses worth searching.
            if width.is_none()
                && let Some((parts, candidate)) =
                    partition::count_parts(cols.as_ref(), wordle.row(g), cands, g as usize, win)
            {
                if parts == 1 && !candidate {
                    return None;
                }
                if left == 2 && parts < n {
                    return None; // some part would need two more guesses
                }
                let cand = u32::from(candidate);
                let lbg = n + 2 * (n - cand) - (parts - cand);
                if lbg >= beta {
                    skipped.fetch_min(lbg, Ordering::Relaxed);
                    return None;
                }
            }
            let s = partition::split(
                Codes::of(cols.as_ref(), wordle, cands, g),
                counts,
                nlogn,
                win,
            );
            if s.parts == 1 && !s.candidate {
                return None;
            }
            if left == 2 && s.largest > 1 {
                return None; // some part would need two more guesses
            }
            let cand = u32::from(s.candidate);
            let lbg = n + 2 * (n - cand) - (s.parts - cand);
            if width.is_none() && lbg >= beta {
                skipped.fetch_min(lbg, Ordering::Relaxed);
                return None;
            }
            // Candidates first among equals, then alphabetical (the id).
            Some((lbg, s.nlogn * 2 + u64::from(1 - cand), g))
        };
        let pool_len = allowed.map_or(all as usize, <[u32]>::len);
        let mut options: Vec<(u32, u64, u32)> = if pool_len * cands.len() >= PARALLEL_WORK {
            let size = ctx.counts.len();
            match allowed {
                Some(a) => a
                    .par_iter()
                    .map_init(|| vec![0u32; size], |c, &g| examine(c, g))
                    .flatten_iter()
                    .collect(),
                None => (0..all)
                    .into_par_iter()
                    .map_init(|| vec![0u32; size], |c, g| examine(c, g))
                    .flatten_iter()
                    .collect(),
            }
        } else {
            let counts = &mut ctx.counts;
            match allowed {
                Some(a) => a.iter().filter_map(|&g| examine(counts, g)).collect(),
                None => (0..all).filter_map(|g| examine(counts, g)).collect(),
            }
        };
        let mut floor = skipped.into_inner();
        // Equivalent guesses (the same feedback for every candidate) are searched once, the
        // first in the order (normal mode; in hard mode they may allow different guesses later).
        // Their fingerprints are taken only for the guesses that are reached.
        let mut seen: HashMap<u128, (), rustc_hash::FxBuildHasher> = HashMap::default();
        let mut fresh = |g: u32| -> bool {
            if !normal {
                return true;
            }
            let fp = match &cols {
                Some(cols) => hash_iter(partition::codes_cols(cols, g as usize), 3),
                None => {
                    let row = wordle.row(g);
                    hash_iter(cands.iter().map(|&a| u32::from(row.get(a as usize))), 3)
                }
            };
            seen.insert(fp, ()).is_none()
        };
        if let Some(k) = width {
            options.sort_unstable_by_key(|&(_, h, g)| (h, g));
            let mut kept = Vec::with_capacity(k);
            for o in options {
                if kept.len() == k {
                    break;
                }
                if fresh(o.2) {
                    kept.push(o);
                }
            }
            options = kept;
        }
        options.sort_unstable();

        let mut best = beta;
        let mut best_g = NONE;
        // Fail-soft: when no guess beats `beta`, the smallest total any guess was shown to
        // need (`floor`, which starts at the least bound of the guesses not worth searching)
        // is a lower bound on the position, often well above `beta`.
        for &(lbg, _, g) in &options {
            if lbg >= best {
                floor = floor.min(lbg);
                break;
            }
            if width.is_none() && !fresh(g) {
                continue;
            }
            let mut groups = partition::groups(wordle.row(g), cands);
            groups.retain(|(code, _)| *code != ctx.win);
            groups.sort_by_key(|(_, p)| p.len());
            // Each part at its best known bound: `2s - 1`, or what the memo has proved.
            let mut tot = lbg;
            let mut kids = Vec::with_capacity(groups.len());
            for (code, part) in groups {
                let s = part.len() as u32;
                let mut plb = if s == 1 { 1 } else { 2 * s - 1 };
                let (ca, ch) = child_allowed(ctx, allowed, g, code);
                if s >= 3
                    && let Some(e) = self.memo.get(&self::key(&part, ch, left - 1))
                    && e.value > plb
                {
                    tot = tot.saturating_add(e.value - plb);
                    plb = e.value;
                }
                kids.push((part, ca, ch, plb));
            }
            if tot >= best {
                if best_g == NONE {
                    floor = floor.min(tot);
                }
                continue;
            }
            let mut complete = true;
            for (part, ca, ch, plb) in &kids {
                let base = tot - plb;
                let v = self.value_in(ctx, pos.child(part, ca.as_deref(), *ch), best - base)?;
                tot = base.saturating_add(v);
                if tot >= best {
                    complete = false;
                    break;
                }
            }
            if complete {
                best = tot;
                best_g = g;
            } else if best_g == NONE {
                floor = floor.min(tot);
            }
        }
        if best_g != NONE {
            Ok(self.remember(key, best, best_g, true))
        } else {
            let bound = lb.max(beta).max(floor.min(INF));
            Ok(self.remember(key, bound, NONE, bound >= INF))
        }
    }
}

fn key(cands: &[u32], ahash: u64, left: u32) -> u128 {
    hash_ids(cands, ahash ^ (u64::from(left) << 56))
}

/// The guesses of `allowed` that hard mode still allows after guess `g` scored `code`, and
/// their hash (`None` and 0 in normal mode, or when every guess is allowed).
fn child_allowed(
    ctx: &Ctx<'_>,
    allowed: Option<&[u32]>,
    g: u32,
    code: u16,
) -> (Option<Vec<u32>>, u64) {
    match (ctx.mode, allowed) {
        (Mode::Hard, Some(a)) => {
            let v = ctx.wordle.filter_hard(a, g, code);
            let h = hash_ids(&v, 7) as u64;
            (Some(v), h)
        }
        _ => (None, 0),
    }
}

/// The best tree that opens with guess id `first`, searching the parts after it in parallel
/// (rayon's pool), and its statistics.
///
/// # Errors
///
/// [`Error::InvalidParameter`] for bad options, [`Error::Infeasible`],
/// [`Error::BudgetExhausted`] (the budget is shared by the parallel parts),
/// [`Error::UnknownWord`] for a bad id.
///
/// # Example
///
/// ```
/// use wordgames_wordle::{Mode, SearchOptions, Wordle, solve_with_first};
///
/// let wordle = Wordle::new("cigar\nrebut\nsissy\nhumph\nawake\nserve".parse()?, "salet".parse()?)?;
/// let sim = solve_with_first(&wordle, Mode::Normal, wordle.guess_id("salet")?, SearchOptions::default())?;
/// assert_eq!(sim.tree.root.guess, "salet");
/// assert_eq!(sim.tree.verify(&wordle, Mode::Normal)?, sim.stats);
/// # Ok::<(), wordgames_wordle::Error>(())
/// ```
pub fn solve_with_first(
    wordle: &Wordle,
    mode: Mode,
    first: u32,
    opts: SearchOptions,
) -> Result<Simulation> {
    solve_with_first_observed(wordle, mode, first, opts, &SearchProgress::new())
}

/// [`solve_with_first`], counting the positions of all its parallel searches in `progress` (the
/// budget applies to that count), so that another thread can show how far it has gone.
///
/// # Errors
///
/// As [`solve_with_first`].
pub fn solve_with_first_observed(
    wordle: &Wordle,
    mode: Mode,
    first: u32,
    opts: SearchOptions,
    progress: &SearchProgress,
) -> Result<Simulation> {
    opts.check()?;
    if first as usize >= wordle.guesses().len() {
        return Err(Error::UnknownWord {
            value: first.to_string(),
            list: "guesses",
        });
    }
    let start = wordle.start(mode);
    let spent = Arc::clone(&progress.spent);
    let win = wordle.win_code();
    let mut groups = partition::groups(wordle.row(first), start.candidates());
    let won = groups.iter().any(|(c, _)| *c == win);
    groups.retain(|(c, _)| *c != win);
    // Largest parts first, so that the pool stays busy to the end.
    groups.sort_by_key(|(_, p)| std::cmp::Reverse(p.len()));
    let all: Vec<u32> = (0..wordle.guesses().len() as u32).collect();
    let children: Vec<Result<(u16, Node)>> = groups
        .par_iter()
        .map(|(code, part)| {
            let mut search = Search {
                opts,
                memo: Memo::default(),
                spent: Arc::clone(&spent),
            };
            let mut ctx = search.ctx(wordle, mode);
            let (ca, ch) = child_allowed(&ctx, Some(&all), first, *code);
            let pos = Pos {
                cands: part,
                allowed: ca.as_deref(),
                ahash: ch,
                left: u32::from(opts.max_guesses).saturating_sub(1),
            };
            let node = search.node_in(&mut ctx, pos)?;
            Ok((*code, node))
        })
        .collect();
    let mut children = children.into_iter().collect::<Result<Vec<_>>>()?;
    children.sort_by_key(|(c, _)| *c);
    let root = Node {
        guess: wordle.guess_word(first).to_string(),
        wins: won,
        children: children
            .into_iter()
            .map(|(c, n)| (Feedback::new_unchecked(c, wordle.word_len()), n))
            .collect(),
    };
    let tree = Tree { root };
    let stats = tree.stats();
    Ok(Simulation { tree, stats })
}

/// The exact strategy: in every position, a guess of minimum total guesses over the remaining
/// candidates (all within [`SearchOptions::max_guesses`]), by [`Search`].
///
/// Exact from the very first guess is a long computation on the classic lists; combine it with
/// [`FirstGuess`](crate::FirstGuess), or use [`solve_with_first`] which also runs in parallel.
///
/// # Example
///
/// ```
/// use wordgames_wordle::{Entropy, Exact, Mode, Wordle, simulate};
///
/// let wordle = Wordle::new(
///     "bake\ncake\nfake\nlake\nmake\nrake\ntake\nwake".parse()?,
///     "bclm\nrtwf".parse()?,
/// )?;
/// let exact = simulate(&wordle, &mut Exact::new(), Mode::Normal)?;
/// let greedy = simulate(&wordle, &mut Entropy::new(), Mode::Normal)?;
/// assert!(exact.stats.total <= greedy.stats.total);
/// // bclm sets bake, cake, lake and make apart (each solved at guess 2), then rtwf sets fake,
/// // rake, take and wake apart (solved at guess 3): 4 * 2 + 4 * 3 = 20.
/// assert_eq!(exact.stats.total, 20);
/// # Ok::<(), wordgames_wordle::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Exact {
    search: Search,
}

impl Exact {
    /// The exact strategy with the default options (6 guesses, the default budget).
    pub fn new() -> Exact {
        Exact::with_options(SearchOptions::default())
    }

    /// The exact strategy with these options (`width` is ignored: it is always `None`).
    pub fn with_options(opts: SearchOptions) -> Exact {
        Exact {
            search: Search::new(SearchOptions {
                width: None,
                ..opts
            }),
        }
    }
}

impl Exact {
    /// The same strategy, counting its positions in `progress` (see [`SearchProgress`]).
    #[must_use]
    pub fn with_progress(self, progress: &SearchProgress) -> Exact {
        Exact {
            search: self.search.with_progress(progress),
        }
    }
}

impl Default for Exact {
    fn default() -> Self {
        Exact::new()
    }
}

impl Strategy for Exact {
    fn name(&self) -> String {
        "exact".into()
    }

    fn choose(&mut self, wordle: &Wordle, state: &State) -> Result<u32> {
        self.search.best_guess(wordle, state).map(|(g, _)| g)
    }
}

/// Lookahead: the minimum-total-guesses search restricted to the `width` guesses of highest
/// entropy in every position (ties: candidates, then alphabetical).
///
/// This looks ahead to the end of the game, not one move, but over few guesses per position,
/// so it is much faster than [`Exact`] and, from width 10 or so, close to it. Parameters:
/// `width` (default [`Lookahead::DEFAULT_WIDTH`]), the guess limit (6) and the node budget, in
/// [`SearchOptions`]. On the classic lists, width 10 after SALET totals 7,921 guesses, one more
/// than the optimum (see `docs/BENCHMARKS.md`).
///
/// # Example
///
/// ```
/// use wordgames_wordle::{Lookahead, Mode, Wordle, simulate};
///
/// let wordle = Wordle::new("cigar\nrebut\nsissy\nhumph\nawake\nserve".parse()?, "salet".parse()?)?;
/// let sim = simulate(&wordle, &mut Lookahead::new(3), Mode::Hard)?;
/// assert_eq!(sim.stats.failures, 0);
/// # Ok::<(), wordgames_wordle::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Lookahead {
    search: Search,
}

impl Lookahead {
    /// The default width.
    pub const DEFAULT_WIDTH: usize = 10;

    /// Lookahead over the `width` best guesses by entropy in each position (a width of 0 makes
    /// every [`Strategy::choose`] fail with [`Error::InvalidParameter`]).
    pub fn new(width: usize) -> Lookahead {
        Lookahead::with_options(SearchOptions {
            width: Some(width),
            ..SearchOptions::default()
        })
    }

    /// Lookahead with these options (a `width` of `None` becomes
    /// [`Lookahead::DEFAULT_WIDTH`]).
    pub fn with_options(opts: SearchOptions) -> Lookahead {
        Lookahead {
            search: Search::new(SearchOptions {
                width: Some(opts.width.unwrap_or(Lookahead::DEFAULT_WIDTH)),
                ..opts
            }),
        }
    }
}

impl Lookahead {
    /// The same strategy, counting its positions in `progress` (see [`SearchProgress`]).
    #[must_use]
    pub fn with_progress(self, progress: &SearchProgress) -> Lookahead {
        Lookahead {
            search: self.search.with_progress(progress),
        }
    }
}

impl Default for Lookahead {
    fn default() -> Self {
        Lookahead::new(Lookahead::DEFAULT_WIDTH)
    }
}

impl Strategy for Lookahead {
    fn name(&self) -> String {
        format!(
            "lookahead (width {})",
            self.search.opts.width.unwrap_or(Lookahead::DEFAULT_WIDTH)
        )
    }

    fn choose(&mut self, wordle: &Wordle, state: &State) -> Result<u32> {
        self.search.best_guess(wordle, state).map(|(g, _)| g)
    }
}

/// What the search proved about one opener.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum OpenerValue {
    /// The exact optimal total after this first guess.
    Exact(u32),
    /// A proven lower bound, at least the cut-off when it was searched: it cannot beat the
    /// ranking's last place at that time.
    AtLeast(u32),
}

impl OpenerValue {
    /// The total, or the bound.
    pub fn value(self) -> u32 {
        match self {
            OpenerValue::Exact(v) | OpenerValue::AtLeast(v) => v,
        }
    }
}

impl std::fmt::Display for OpenerValue {
    /// `7920` for an exact total, `>=7931` for a bound, `infeasible` for an opener that cannot
    /// solve every answer in time.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            OpenerValue::AtLeast(v) if *v >= INF => f.write_str("infeasible"),
            OpenerValue::Exact(v) => write!(f, "{v}"),
            OpenerValue::AtLeast(v) => write!(f, ">={v}"),
        }
    }
}

impl std::str::FromStr for OpenerValue {
    type Err = Error;

    /// Reads what [`Display`](std::fmt::Display) writes (checkpoint files).
    fn from_str(s: &str) -> Result<OpenerValue> {
        let bad = || Error::InvalidParameter {
            name: "opener value",
            value: s.into(),
            reason: format!("{s:?} is not a total (7920), a bound (>=7931) or infeasible"),
        };
        if s == "infeasible" {
            return Ok(OpenerValue::AtLeast(INF));
        }
        match s.strip_prefix(">=") {
            Some(b) => b.parse().map(OpenerValue::AtLeast).map_err(|_| bad()),
            None => s.parse().map(OpenerValue::Exact).map_err(|_| bad()),
        }
    }
}

/// The options of [`rank_openers`].
///
/// `#[non_exhaustive]`: start from `Default` and change what you need with the `with_*`
/// methods; the fields stay readable.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct OpenersOptions {
    /// Normal or hard mode.
    pub mode: Mode,
    /// The ranking's length: openers that cannot beat the `top`-th best found so far are cut
    /// off with a bound.
    pub top: usize,
    /// Search only the first `limit` openers of the order (all for `None`): a partial ranking.
    pub limit: Option<usize>,
    /// The guess limit and the budget of positions *per opener* (`width` is ignored).
    pub search: SearchOptions,
}

wordgames_lexicon::__with_setters! {
    OpenersOptions {
        /// The same options with `mode` (normal or hard).
        with_mode => mode: Mode;
        /// The same options with a ranking of `top` openers.
        with_top => top: usize;
        /// The same options with only the first `limit` openers searched (`None`: all).
        with_limit => limit: Option<usize>;
        /// The same options with `search`'s guess limit and budget per opener.
        with_search => search: SearchOptions;
    }
}

impl Default for OpenersOptions {
    /// Normal mode, top 1, every opener, the default search options.
    fn default() -> Self {
        OpenersOptions {
            mode: Mode::Normal,
            top: 1,
            limit: None,
            search: SearchOptions::default(),
        }
    }
}

/// One opener searched, as [`rank_openers`] reports it to its `progress` callback.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct OpenerReport {
    /// The guess id.
    pub guess: u32,
    /// What was proved.
    pub value: OpenerValue,
    /// Openers done so far (resumed ones included), and in all.
    pub done: usize,
    /// The openers to search in all.
    pub total: usize,
    /// The best exact total so far.
    pub best: Option<u32>,
}

/// The order in which [`rank_openers`] searches the openers: by entropy over every answer, best
/// first (ties: a possible answer, then alphabetical), so that good totals are found early and
/// cut the others off.
pub fn opener_order(wordle: &Wordle, mode: Mode) -> Result<Vec<u32>> {
    let ranked = crate::rank_guesses(wordle, &wordle.start(mode), false, None)?;
    Ok(ranked.into_iter().map(|s| s.guess).collect())
}

/// The exact optimal total of every allowed first guess, or a bound proving it cannot enter the
/// top [`OpenersOptions::top`], searched in parallel over openers (each worker takes the next
/// opener of [`opener_order`]).
///
/// `resumed` holds results of an earlier run (from a checkpoint): those openers are not searched
/// again, and their exact totals count for the cut-off. `progress` is called once per opener
/// searched, from the worker threads (append it to a checkpoint, print it).
///
/// An opener is cut off at once when its lower bound `3n - 2[candidate] - parts` reaches the
/// cut-off. Otherwise each of its parts gets its bound one guess deeper (the least
/// `3s - [g a candidate] - parts` over the second guesses g), and the opener is cut off when
/// those bounds add up to the cut-off, which settles all but the few hundred best openers of
/// the classic lists in a scan each. The rest have their parts searched largest first, each
/// with the budget the cut-off leaves, and are abandoned as soon as the running total reaches
/// the cut-off.
///
/// Returns every opener searched or resumed, best first (exact totals before bounds of the same
/// value, then by id).
///
/// # Errors
///
/// [`Error::BudgetExhausted`] when one opener's search exceeds the per-opener budget (the
/// openers already reported stay valid), [`Error::InvalidParameter`] for a top of 0 or bad
/// search options.
///
/// # Example
///
/// ```
/// use wordgames_wordle::{OpenerValue, OpenersOptions, Wordle, rank_openers};
///
/// let wordle = Wordle::new(
///     "bake\ncake\nlake\nmake\nrake\ntake\nwake\nfake".parse()?,
///     "bclm\nrtwf".parse()?,
/// )?;
/// let ranking = rank_openers(&wordle, OpenersOptions::default(), &[], &|_| {})?;
/// // bclm and rtwf both total 20; every answer as opener does worse.
/// assert_eq!(ranking[0].1, OpenerValue::Exact(20));
/// assert_eq!(ranking.len(), 10);
/// assert!(ranking[2..].iter().all(|r| r.1.value() > 20));
/// # Ok::<(), wordgames_wordle::Error>(())
/// ```
pub fn rank_openers(
    wordle: &Wordle,
    opts: OpenersOptions,
    resumed: &[(u32, OpenerValue)],
    progress: &(dyn Fn(&OpenerReport) + Sync),
) -> Result<Vec<(u32, OpenerValue)>> {
    rank_openers_shard(wordle, opts, Shard::WHOLE, resumed, progress)
}

/// One of `count` independent parts of the exact opener ranking, for running it on several
/// machines: shard `index` takes the openers at positions `index`, `index + count`,
/// `index + 2 * count`, ... of [`opener_order`] (after [`OpenersOptions::limit`]), so that
/// every shard gets good and poor openers alike.
///
/// Each shard is ranked by [`rank_openers_shard`] with nothing shared but the word lists and
/// the options, and [`merge_opener_rankings`] puts the shards' results together.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Shard {
    index: usize,
    count: usize,
}

impl Shard {
    /// The whole ranking as one shard.
    pub const WHOLE: Shard = Shard { index: 0, count: 1 };

    /// Shard `index` of `count` (`0 <= index < count`).
    ///
    /// # Errors
    ///
    /// [`Error::InvalidParameter`] for a count of 0 or an index not below the count.
    pub fn new(index: usize, count: usize) -> Result<Shard> {
        if index >= count {
            return Err(Error::InvalidParameter {
                name: "shard",
                value: format!("{index}/{count}"),
                reason: format!("shard {index} of {count}: the index must be below the count"),
            });
        }
        Ok(Shard { index, count })
    }

    /// The `count` shards that make up the whole ranking (none for a count of 0).
    pub fn all(count: usize) -> impl ExactSizeIterator<Item = Shard> {
        (0..count).map(move |index| Shard { index, count })
    }

    /// This shard's position among the shards, from 0.
    pub fn index(self) -> usize {
        self.index
    }

    /// The number of shards.
    pub fn count(self) -> usize {
        self.count
    }

    /// This shard's part of `order`: the items at positions `index`, `index + count`, ...
    pub fn take<T: Copy>(self, order: &[T]) -> Vec<T> {
        order
            .iter()
            .skip(self.index)
            .step_by(self.count)
            .copied()
            .collect()
    }
}

impl std::fmt::Display for Shard {
    /// `2/7` for shard 2 of 7.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

/// [`rank_openers`] over the openers of one [`Shard`] only: every opener of the shard searched
/// or resumed, best first, exact for every opener that can enter the shard's own top
/// [`OpenersOptions::top`] (its cut-off comes from the shard's totals alone).
///
/// An opener in the whole ranking's top is in its shard's top too, so
/// [`merge_opener_rankings`] of all the shards' results begins with exactly the places
/// [`rank_openers`] proves.
///
/// # Errors
///
/// As [`rank_openers`].
///
/// # Example
///
/// ```
/// use wordgames_wordle::{OpenersOptions, Shard, Wordle, merge_opener_rankings, rank_openers,
///     rank_openers_shard};
///
/// let wordle = Wordle::new(
///     "bake\ncake\nlake\nmake\nrake\ntake\nwake\nfake".parse()?,
///     "bclm\nrtwf".parse()?,
/// )?;
/// let opts = OpenersOptions::default().with_top(2);
/// let shards = Shard::all(3)
///     .map(|shard| rank_openers_shard(&wordle, opts, shard, &[], &|_| {}))
///     .collect::<Result<Vec<_>, _>>()?;
/// let merged = merge_opener_rankings(shards)?;
/// let whole = rank_openers(&wordle, opts, &[], &|_| {})?;
/// assert_eq!(merged[..2], whole[..2]);
/// # Ok::<(), wordgames_wordle::Error>(())
/// ```
pub fn rank_openers_shard(
    wordle: &Wordle,
    opts: OpenersOptions,
    shard: Shard,
    resumed: &[(u32, OpenerValue)],
    progress: &(dyn Fn(&OpenerReport) + Sync),
) -> Result<Vec<(u32, OpenerValue)>> {
    use std::sync::{Mutex, atomic::AtomicUsize};
    opts.search.check()?;
    if opts.top == 0 {
        return Err(Error::InvalidParameter {
            name: "top",
            value: "0".into(),
            reason: "the ranking needs at least one place".into(),
        });
    }
    let search_opts = SearchOptions {
        width: None,
        ..opts.search
    };
    let mut order = opener_order(wordle, opts.mode)?;
    if let Some(l) = opts.limit {
        order.truncate(l);
    }
    let order = shard.take(&order);
    let done_ids: std::collections::HashSet<u32> = resumed.iter().map(|r| r.0).collect();
    let todo: Vec<u32> = order
        .iter()
        .copied()
        .filter(|g| !done_ids.contains(g))
        .collect();
    let total = order.len().max(done_ids.len());
    // The exact totals found so far, sorted: the cut-off is the top-th.
    let exact: Vec<u32> = resumed
        .iter()
        .filter_map(|r| match r.1 {
            OpenerValue::Exact(v) => Some(v),
            OpenerValue::AtLeast(_) => None,
        })
        .collect();
    let state = Mutex::new((exact, resumed.to_vec()));
    let next = AtomicUsize::new(0);
    let failed: Mutex<Option<Error>> = Mutex::new(None);
    let cutoff = |s: &(Vec<u32>, Vec<(u32, OpenerValue)>)| {
        let mut e = s.0.clone();
        e.sort_unstable();
        e.get(opts.top - 1).map_or(INF, |&v| v + 1)
    };
    let start = wordle.start(opts.mode);
    rayon::scope(|scope| {
        for _ in 0..rayon::current_num_threads() {
            scope.spawn(|_| {
                loop {
                    if failed.lock().map_or(true, |f| f.is_some()) {
                        return;
                    }
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(&g) = todo.get(i) else { return };
                    let beta = match state.lock() {
                        Ok(s) => cutoff(&s),
                        Err(_) => return,
                    };
                    match opener_value(wordle, &start, g, search_opts, beta) {
                        Ok(value) => {
                            let Ok(mut s) = state.lock() else { return };
                            if let OpenerValue::Exact(v) = value {
                                s.0.push(v);
                            }
                            s.1.push((g, value));
                            let report = OpenerReport {
                                guess: g,
                                value,
                                done: s.1.len(),
                                total,
                                best: s.0.iter().copied().min(),
                            };
                            drop(s);
                            progress(&report);
                        }
                        Err(e) => {
                            if let Ok(mut f) = failed.lock() {
                                f.get_or_insert(e);
                            }
                            return;
                        }
                    }
                }
            });
        }
    });
    if let Some(e) = failed.into_inner().ok().flatten() {
        return Err(e);
    }
    let (_, mut results) = state.into_inner().map_err(|_| Error::InvalidParameter {
        name: "threads",
        value: String::new(),
        reason: "a worker panicked".into(),
    })?;
    sort_ranking(&mut results);
    Ok(results)
}

/// Best first: by total or bound, exact totals before bounds of the same value, then by id.
fn sort_ranking(ranking: &mut [(u32, OpenerValue)]) {
    ranking.sort_by_key(|&(g, v)| (v.value(), matches!(v, OpenerValue::AtLeast(_)), g));
}

/// Puts together the results of [`rank_openers_shard`] for every [`Shard`] of a ranking (in any
/// order), best first as [`rank_openers`] sorts: its first [`OpenersOptions::top`] places are
/// exactly those of [`rank_openers`] with the same options. Further places hold each shard's
/// own exact totals and bounds, which differ from the one-machine run's.
///
/// # Errors
///
/// [`Error::InvalidParameter`] when an opener appears in two results (shards that overlap, or
/// one shard given twice).
pub fn merge_opener_rankings<I>(shards: I) -> Result<Vec<(u32, OpenerValue)>>
where
    I: IntoIterator,
    I::Item: AsRef<[(u32, OpenerValue)]>,
{
    let mut seen = std::collections::HashSet::new();
    let mut merged = Vec::new();
    for part in shards {
        for &(g, v) in part.as_ref() {
            if !seen.insert(g) {
                return Err(Error::InvalidParameter {
                    name: "shards",
                    value: g.to_string(),
                    reason: format!("opener {g} is in two shards' results"),
                });
            }
            merged.push((g, v));
        }
    }
    sort_ranking(&mut merged);
    Ok(merged)
}

/// The optimal total after opener `g` from `start`, or a lower bound at least `beta`.
fn opener_value(
    wordle: &Wordle,
    start: &State,
    g: u32,
    opts: SearchOptions,
    beta: u32,
) -> Result<OpenerValue> {
    let cands = start.candidates();
    let n = cands.len() as u32;
    let win = wordle.win_code();
    let mut groups = partition::groups(wordle.row(g), cands);
    let cand = u32::from(groups.iter().any(|(c, _)| *c == win));
    groups.retain(|(c, _)| *c != win);
    let parts = groups.len() as u32 + cand;
    if parts == 1 && cand == 0 {
        return Ok(OpenerValue::AtLeast(INF)); // teaches nothing
    }
    let lb = n + 2 * (n - cand) - (parts - cand);
    if lb >= beta {
        return Ok(OpenerValue::AtLeast(lb));
    }
    groups.sort_by_key(|(_, p)| std::cmp::Reverse(p.len()));
    let mut search = Search::new(opts);
    let mode = start.mode();
    let mut ctx = search.ctx(wordle, mode);
    let left = u32::from(opts.max_guesses).saturating_sub(1);
    let all: Vec<u32> = (0..wordle.guesses().len() as u32).collect();
    // The guesses hard mode still allows in each part, and their hash.
    let allowed: Vec<(Option<Vec<u32>>, u64)> = groups
        .iter()
        .map(|(code, _)| child_allowed(&ctx, Some(&all), g, *code))
        .collect();
    let parts: Vec<Pos<'_>> = groups
        .iter()
        .zip(&allowed)
        .map(|((_, part), (ca, ch))| Pos {
            cands: part,
            allowed: ca.as_deref(),
            ahash: *ch,
            left,
        })
        .collect();
    // First every part's bound one guess deeper (a search cut off just above `2s - 1`, whose
    // fail-soft result is the least `3s - [g a candidate] - parts` over the guesses g, and
    // which the memo keeps): their sum cuts most openers off without searching any part.
    let mut bounds = Vec::with_capacity(parts.len());
    let mut tot = n;
    for &part in &parts {
        let s = part.cands.len() as u32;
        let plb = search.value_in(&mut ctx, part, 2 * s)?;
        bounds.push(plb);
        tot = tot.saturating_add(plb);
    }
    if tot >= beta {
        return Ok(OpenerValue::AtLeast(tot.min(INF)));
    }
    // Then raise every part's bound a little at a time (a cut-off `d` above it, `d` doubling
    // each round): shallow searches of all the parts usually prove an opener out of reach far
    // sooner than one deep search of its largest part.
    let mut exact = vec![false; parts.len()];
    let mut d = 1;
    while d < beta - tot {
        for (i, &part) in parts.iter().enumerate() {
            if exact[i] {
                continue;
            }
            let cut = bounds[i].saturating_add(d);
            let v = search.value_in(&mut ctx, part, cut)?;
            exact[i] = v < cut;
            tot = tot - bounds[i] + v.min(INF);
            bounds[i] = v.min(INF);
            if tot >= beta {
                return Ok(OpenerValue::AtLeast(tot.min(INF)));
            }
        }
        if exact.iter().all(|&e| e) {
            return Ok(OpenerValue::Exact(tot));
        }
        d *= 2;
    }
    for (&part, plb) in parts.iter().zip(bounds) {
        let base = tot - plb;
        let v = search.value_in(&mut ctx, part, beta - base)?;
        tot = base.saturating_add(v);
        if tot >= beta {
            return Ok(OpenerValue::AtLeast(tot.min(INF)));
        }
    }
    Ok(OpenerValue::Exact(tot))
}
