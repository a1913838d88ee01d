//! Strategies: given the game so far, pick the next guess.

use rand_core::Rng;
use rayon::prelude::*;

use crate::{
    Error, Result, State, Wordle,
    partition::{self, Codes},
};

/// Picks the next guess of a game.
///
/// The trait is object safe, so a program can hold a `Box<dyn Strategy>` chosen at run time.
/// A strategy may keep state between calls (a random generator, a memo of solved positions),
/// hence `&mut self`. It must return a guess that the state allows (in hard mode, one of
/// [`State::allowed`]).
///
/// # Example
///
/// ```
/// use wordgames_wordle::{Entropy, Mode, Strategy, Wordle};
///
/// let wordle = Wordle::new("cigar\nrebut\nsissy\nhumph\nawake".parse()?, "salet".parse()?)?;
/// let mut strategies: Vec<Box<dyn Strategy>> = vec![Box::new(Entropy::new())];
/// let state = wordle.start(Mode::Normal);
/// let g = strategies[0].choose(&wordle, &state)?;
/// assert!(!wordle.guess_word(g).is_empty());
/// # Ok::<(), wordgames_wordle::Error>(())
/// ```
pub trait Strategy {
    /// A short name for reports, e.g. `entropy`.
    fn name(&self) -> String;

    /// The guess id to play in `state`.
    ///
    /// # Errors
    ///
    /// [`Error::NoCandidates`] when no answer is left, or an error of the strategy's own
    /// (a search budget, an infeasible position).
    fn choose(&mut self, wordle: &Wordle, state: &State) -> Result<u32>;

    /// Whether the strategy may, on purpose, play guesses that leave the candidates unchanged
    /// (a random baseline). [`simulate()`](crate::simulate) treats such a guess as a stall and
    /// fails with [`Error::NoProgress`] unless this is true; then it plays on, up to
    /// [`MAX_RANDOM_TURNS`](crate::MAX_RANDOM_TURNS) guesses a branch. False by default.
    fn may_waste_guesses(&self) -> bool {
        false
    }
}

/// A pointer to a strategy is that strategy: every method forwards.
macro_rules! forward_strategy {
    ($($pointer:ty),*) => {$(
        impl<S: Strategy + ?Sized> Strategy for $pointer {
            fn name(&self) -> String {
                (**self).name()
            }
            fn choose(&mut self, wordle: &Wordle, state: &State) -> Result<u32> {
                (**self).choose(wordle, state)
            }
            fn may_waste_guesses(&self) -> bool {
                (**self).may_waste_guesses()
            }
        }
    )*};
}

forward_strategy!(&mut S, Box<S>);

/// A uniform number in `0..n` (`n > 0`), unbiased (Lemire's multiply-and-reject).
pub(crate) fn below<R: Rng + ?Sized>(rng: &mut R, n: u32) -> u32 {
    let threshold = n.wrapping_neg() % n;
    loop {
        let m = u64::from(rng.next_u32()) * u64::from(n);
        if (m as u32) >= threshold {
            return (m >> 32) as u32;
        }
    }
}

/// A baseline: a uniformly random *possible answer*, drawn from the caller's generator.
///
/// Not to be confused with [`RandomWord`], the literature's naive baseline, which guesses any
/// allowed word: this one only ever guesses a word that could win, so it averages about 4.0
/// guesses on the classic lists where [`RandomWord`] takes a bit over seven.
///
/// Always guessing a candidate is legal in hard mode too. The same seed gives the same games.
///
/// # Example
///
/// ```
/// use proptest::test_runner::{RngAlgorithm, TestRng};
/// use wordgames_wordle::{Mode, RandomCandidate, Wordle, simulate};
///
/// let wordle = Wordle::new("cigar\nrebut\nsissy\nhumph\nawake".parse()?, "salet".parse()?)?;
/// let play = |seed: u8| {
///     let rng = TestRng::from_seed(RngAlgorithm::ChaCha, &[seed; 32]);
///     simulate(&wordle, &mut RandomCandidate::new(rng), Mode::Hard)
/// };
/// assert_eq!(play(7)?, play(7)?); // same seed, same games
/// assert_eq!(play(7)?.stats.answers, 5);
/// # Ok::<(), wordgames_wordle::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct RandomCandidate<R> {
    rng: R,
}

impl<R: Rng> RandomCandidate<R> {
    /// The strategy drawing from `rng` (seed it for reproducible runs).
    pub fn new(rng: R) -> Self {
        RandomCandidate { rng }
    }
}

impl<R: Rng> Strategy for RandomCandidate<R> {
    fn name(&self) -> String {
        "random candidate".into()
    }

    fn choose(&mut self, wordle: &Wordle, state: &State) -> Result<u32> {
        let c = state.candidates();
        if c.is_empty() {
            return Err(Error::NoCandidates);
        }
        let i = below(&mut self.rng, c.len() as u32);
        Ok(wordle.answer_as_guess(c[i as usize]))
    }
}

/// The naive baseline of the literature: any allowed guess at random, until one candidate is
/// left, which it then guesses.
///
/// Each draw is uniform over the guesses the state allows (every guess in normal mode, the
/// hard-mode ones in hard mode). A random word may be the answer, which wins early; it may also
/// leave the candidates as they were, a wasted guess that counts like any other (so
/// [`Strategy::may_waste_guesses`] is true and [`simulate()`](crate::simulate) lets branches
/// run to [`MAX_RANDOM_TURNS`](crate::MAX_RANDOM_TURNS) guesses). On the classic lists this
/// averages a bit over seven guesses (`docs/WORDLE.md` records the figure for seed 1);
/// compare [`RandomCandidate`], which only guesses possible answers (about 4.0).
///
/// # Example
///
/// ```
/// use proptest::test_runner::{RngAlgorithm, TestRng};
/// use wordgames_wordle::{Mode, RandomWord, Strategy, Wordle, simulate};
///
/// let wordle = Wordle::new("cigar\nrebut\nsissy\nhumph\nawake".parse()?, "salet\nxylyl".parse()?)?;
/// let mut s = RandomWord::new(TestRng::from_seed(RngAlgorithm::ChaCha, &[3; 32]));
/// let mut state = wordle.start(Mode::Normal);
/// state.play(&wordle, "salet", "g....")?; // only sissy is left: it must be guessed now
/// assert_eq!(wordle.guess_word(s.choose(&wordle, &state)?), "sissy");
/// let sim = simulate(&wordle, &mut s, Mode::Normal)?;
/// assert_eq!(sim.stats.answers, 5);
/// # Ok::<(), wordgames_wordle::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct RandomWord<R> {
    rng: R,
}

impl<R: Rng> RandomWord<R> {
    /// The strategy drawing from `rng` (seed it for reproducible runs).
    pub fn new(rng: R) -> Self {
        RandomWord { rng }
    }
}

impl<R: Rng> Strategy for RandomWord<R> {
    fn name(&self) -> String {
        "random word".into()
    }

    fn choose(&mut self, wordle: &Wordle, state: &State) -> Result<u32> {
        let c = state.candidates();
        match c.len() {
            0 => Err(Error::NoCandidates),
            1 => Ok(wordle.answer_as_guess(c[0])),
            _ => Ok(match state.allowed() {
                Some(a) => a[below(&mut self.rng, a.len() as u32) as usize],
                None => below(&mut self.rng, wordle.guesses().len() as u32),
            }),
        }
    }

    fn may_waste_guesses(&self) -> bool {
        true
    }
}

/// A guess and how well it splits the candidates.
#[derive(Debug, Clone, Copy, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct Scored {
    /// The guess id.
    pub guess: u32,
    /// The expected information of its feedback, in bits (Shannon entropy of the partition).
    pub entropy: f64,
    /// Whether the guess could be the answer.
    pub candidate: bool,
    /// The number of feedback classes.
    pub parts: u32,
    /// The size of the largest class (the worst case left after this guess).
    pub largest: u32,
}

/// Every allowed guess (only candidates with `candidates_only`) scored by entropy, best first:
/// highest entropy, then a guess that could be the answer, then alphabetical. At most `limit`
/// are returned (all for `None`). A [`Wordle::lazy`] answers the same without building its
/// feedback table.
///
/// # Errors
///
/// [`Error::NoCandidates`] when no answer is left.
///
/// # Example
///
/// ```
/// use wordgames_wordle::{Mode, Wordle, rank_guesses};
///
/// let wordle = Wordle::new("cigar\nrebut\nsissy\nhumph\nawake".parse()?, "salet".parse()?)?;
/// let top = rank_guesses(&wordle, &wordle.start(Mode::Normal), false, Some(3))?;
/// assert_eq!(top.len(), 3);
/// assert!(top[0].entropy >= top[1].entropy);
/// assert!((top[0].entropy - 5f64.log2()).abs() < 1e-9); // some guess splits all five apart
/// # Ok::<(), wordgames_wordle::Error>(())
/// ```
pub fn rank_guesses(
    wordle: &Wordle,
    state: &State,
    candidates_only: bool,
    limit: Option<usize>,
) -> Result<Vec<Scored>> {
    let cands = state.candidates();
    if cands.is_empty() {
        return Err(Error::NoCandidates);
    }
    let pool = guess_pool(wordle, state, candidates_only);
    let nlogn = partition::nlogn_table(cands.len());
    let size = crate::feedback::POW3[wordle.word_len()] as usize;
    let win = wordle.win_code();
    let mut scored: Vec<(u64, bool, u32, partition::Split)> = pool
        .par_iter()
        .map_init(
            || (vec![0u32; size], Vec::new()),
            |(counts, scratch), &g| {
                let row = wordle.row_for(g, cands, scratch);
                let s = partition::split(Codes::Row(row, cands), counts, &nlogn, win);
                (s.nlogn, !s.candidate, g, s)
            },
        )
        .collect();
    scored.sort_unstable_by_key(|&(k, nc, g, _)| (k, nc, g));
    if let Some(limit) = limit {
        scored.truncate(limit);
    }
    let n = cands.len() as f64;
    Ok(scored
        .into_iter()
        .map(|(k, _, g, s)| Scored {
            guess: g,
            entropy: (n.log2() - k as f64 / 4_294_967_296.0 / n).max(0.0),
            candidate: s.candidate,
            parts: s.parts,
            largest: s.largest,
        })
        .collect())
}

fn guess_pool(wordle: &Wordle, state: &State, candidates_only: bool) -> Vec<u32> {
    if candidates_only {
        state
            .candidates()
            .iter()
            .map(|&a| wordle.answer_as_guess(a))
            .collect()
    } else if let Some(allowed) = state.allowed() {
        allowed.to_vec()
    } else {
        (0..wordle.guesses().len() as u32).collect()
    }
}

/// The best guess of `pool` by entropy (ties: a candidate, then alphabetical).
pub(crate) fn best_by_entropy(wordle: &Wordle, cands: &[u32], pool: Option<&[u32]>) -> u32 {
    if cands.len() <= 2 {
        return wordle.answer_as_guess(cands[0]);
    }
    let delta = partition::delta_table(cands.len());
    let size = crate::feedback::POW3[wordle.word_len()] as usize;
    let win = wordle.win_code();
    let cols = (cands.len() <= partition::COLUMN_LIMIT)
        .then(|| partition::Cols::new(wordle.table(), cands));
    let key = |counts: &mut Vec<u32>, g: u32| {
        let codes = Codes::of(cols.as_ref(), wordle, cands, g);
        let (sum, candidate) = partition::entropy_key(codes, counts, &delta, win);
        (sum, !candidate, g)
    };
    let all = wordle.guesses().len() as u32;
    let work = pool.map_or(all as usize, <[u32]>::len) * cands.len();
    let best = if work < 50_000 {
        let mut counts = vec![0u32; size];
        match pool {
            Some(p) => p.iter().map(|&g| key(&mut counts, g)).min(),
            None => (0..all).map(|g| key(&mut counts, g)).min(),
        }
    } else {
        match pool {
            Some(p) => p
                .par_iter()
                .map_init(|| vec![0u32; size], |c, &g| key(c, g))
                .min(),
            None => (0..all)
                .into_par_iter()
                .map_init(|| vec![0u32; size], |c, g| key(c, g))
                .min(),
        }
    };
    best.map_or_else(|| wordle.answer_as_guess(cands[0]), |(_, _, g)| g)
}

/// Greedy entropy: the guess whose feedback tells the most about the answer on average
/// (Shannon entropy of the partition of the candidates, in bits); ties go to a guess that could
/// be the answer, then to the alphabetically first.
///
/// With one or two candidates left it guesses the first candidate. In hard mode it chooses
/// among the allowed guesses. `Entropy::candidates_only()` restricts the guesses to the
/// possible answers.
///
/// # Example
///
/// ```
/// use wordgames_wordle::{Entropy, Mode, Strategy, Wordle};
///
/// let wordle = Wordle::new("cigar\nrebut\nsissy\nhumph\nawake".parse()?, "salet\nxylyl".parse()?)?;
/// let mut state = wordle.start(Mode::Normal);
/// let g = Entropy::new().choose(&wordle, &state)?;
/// assert_ne!(wordle.guess_word(g), "xylyl"); // it only sets sissy apart
/// state.play(&wordle, "salet", ".....")?; // only humph has none of s, a, l, e, t
/// assert_eq!(state.candidate_words(&wordle), ["humph"]);
/// assert_eq!(wordle.guess_word(Entropy::new().choose(&wordle, &state)?), "humph");
/// # Ok::<(), wordgames_wordle::Error>(())
/// ```
#[derive(Debug, Clone, Default)]
pub struct Entropy {
    candidates_only: bool,
}

impl Entropy {
    /// Greedy entropy over every allowed guess.
    pub fn new() -> Self {
        Entropy {
            candidates_only: false,
        }
    }

    /// Greedy entropy over the possible answers only.
    pub fn candidates_only() -> Self {
        Entropy {
            candidates_only: true,
        }
    }
}

impl Strategy for Entropy {
    fn name(&self) -> String {
        if self.candidates_only {
            "entropy (candidates only)".into()
        } else {
            "entropy".into()
        }
    }

    fn choose(&mut self, wordle: &Wordle, state: &State) -> Result<u32> {
        let cands = state.candidates();
        if cands.is_empty() {
            return Err(Error::NoCandidates);
        }
        if self.candidates_only {
            let pool = guess_pool(wordle, state, true);
            Ok(best_by_entropy(wordle, cands, Some(&pool)))
        } else {
            Ok(best_by_entropy(wordle, cands, state.allowed()))
        }
    }
}

/// Plays a fixed first guess, then hands over to another strategy.
///
/// # Example
///
/// ```
/// use wordgames_wordle::{Entropy, FirstGuess, Mode, Strategy, Wordle};
///
/// let wordle = Wordle::new("cigar\nrebut\nsissy".parse()?, "salet".parse()?)?;
/// let salet = wordle.guess_id("salet")?;
/// let mut s = FirstGuess::new(salet, Entropy::new());
/// assert_eq!(s.choose(&wordle, &wordle.start(Mode::Normal))?, salet);
/// # Ok::<(), wordgames_wordle::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct FirstGuess<S> {
    first: u32,
    then: S,
}

impl<S: Strategy> FirstGuess<S> {
    /// Opens with guess id `first`, then plays `then`.
    pub fn new(first: u32, then: S) -> Self {
        FirstGuess { first, then }
    }
}

impl<S: Strategy> Strategy for FirstGuess<S> {
    fn name(&self) -> String {
        format!("{} (fixed first guess)", self.then.name())
    }

    fn may_waste_guesses(&self) -> bool {
        self.then.may_waste_guesses()
    }

    fn choose(&mut self, wordle: &Wordle, state: &State) -> Result<u32> {
        if state.history().is_empty() {
            if self.first as usize >= wordle.guesses().len() {
                return Err(Error::UnknownWord {
                    value: self.first.to_string(),
                    list: "guesses",
                });
            }
            Ok(self.first)
        } else {
            self.then.choose(wordle, state)
        }
    }
}
