//! Many boards at once (Dordle, Quordle, Octordle): every guess is played on every board not yet
//! solved, and the game is won when every board is.

use rand_core::Rng;
use rayon::prelude::*;

use crate::{
    Error, Feedback, Mode, Result, State, Wordle,
    partition::{self, Codes},
    strategy,
};

/// The guesses allowed for `boards` boards: `boards + 5` (Dordle 2 boards and 7 guesses,
/// Quordle 4 and 9, Octordle 8 and 13; one board gives Wordle's 6).
pub fn multi_guesses(boards: usize) -> usize {
    boards + 5
}

/// A game on several boards, each with its own answer, sharing the guesses.
///
/// # Example
///
/// ```
/// use wordgames_wordle::{MultiGame, Wordle};
///
/// let wordle = Wordle::new("bake\ncake\nlake\nmake".parse()?, "bclm".parse()?)?;
/// let answers = [wordle.answer_id("cake")?, wordle.answer_id("make")?];
/// let mut game = MultiGame::new(&wordle, &answers, 7)?;
/// let marks = game.play("cake")?;
/// assert!(marks[0].unwrap().is_win()); // board 1 solved
/// assert_eq!(marks[1].unwrap().to_string(), ".ggg");
/// let marks = game.play("make")?;
/// assert!(marks[0].is_none()); // a solved board takes no more guesses
/// assert!(game.is_won());
/// assert_eq!(game.solved_at(), [Some(1), Some(2)]);
/// # Ok::<(), wordgames_wordle::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct MultiGame<'w> {
    wordle: &'w Wordle,
    answers: Vec<u32>,
    states: Vec<State>,
    solved_at: Vec<Option<usize>>,
    guesses: Vec<u32>,
    max_guesses: usize,
}

impl<'w> MultiGame<'w> {
    /// A game with one board per answer id, and `max_guesses` guesses in all.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidParameter`] with no board or no guess, [`Error::UnknownWord`] for a bad
    /// answer id.
    pub fn new(wordle: &'w Wordle, answers: &[u32], max_guesses: usize) -> Result<MultiGame<'w>> {
        if answers.is_empty() || max_guesses == 0 {
            return Err(Error::InvalidParameter {
                name: if answers.is_empty() {
                    "boards"
                } else {
                    "max_guesses"
                },
                value: if answers.is_empty() {
                    "[]".into()
                } else {
                    "0".into()
                },
                reason: "at least one is needed".into(),
            });
        }
        if let Some(&a) = answers
            .iter()
            .find(|&&a| a as usize >= wordle.answers().len())
        {
            return Err(Error::UnknownWord {
                value: a.to_string(),
                list: "answers",
            });
        }
        Ok(MultiGame {
            wordle,
            answers: answers.to_vec(),
            states: answers.iter().map(|_| wordle.start(Mode::Normal)).collect(),
            solved_at: vec![None; answers.len()],
            guesses: Vec::new(),
            max_guesses,
        })
    }

    /// Plays `guess` (case and spaces ignored) on every unsolved board: its feedback per board,
    /// `None` for a board solved earlier.
    ///
    /// # Errors
    ///
    /// [`Error::GameOver`], [`Error::GuessLength`], [`Error::UnknownWord`].
    pub fn play(&mut self, guess: &str) -> Result<Vec<Option<Feedback>>> {
        let g = self.wordle.parse_guess(guess)?;
        self.play_id(g)
    }

    /// [`MultiGame::play`] with a guess id.
    ///
    /// # Errors
    ///
    /// [`Error::GameOver`], [`Error::UnknownWord`] for a bad id.
    pub fn play_id(&mut self, g: u32) -> Result<Vec<Option<Feedback>>> {
        if self.is_over() {
            return Err(Error::GameOver {
                guesses: self.guesses.len(),
            });
        }
        if g as usize >= self.wordle.guesses().len() {
            return Err(Error::UnknownWord {
                value: g.to_string(),
                list: "guesses",
            });
        }
        self.guesses.push(g);
        let turn = self.guesses.len();
        let mut out = Vec::with_capacity(self.answers.len());
        for (b, state) in self.states.iter_mut().enumerate() {
            if self.solved_at[b].is_some() {
                out.push(None);
                continue;
            }
            let fb = self.wordle.feedback(g, self.answers[b]);
            state.apply(self.wordle, g, fb)?;
            if fb.is_win() {
                self.solved_at[b] = Some(turn);
            }
            out.push(Some(fb));
        }
        Ok(out)
    }

    /// The boards' states (candidates left on each).
    pub fn states(&self) -> &[State] {
        &self.states
    }

    /// The answers, one per board.
    pub fn answers(&self) -> &[u32] {
        &self.answers
    }

    /// For each board, the guess number that solved it.
    pub fn solved_at(&self) -> &[Option<usize>] {
        &self.solved_at
    }

    /// The guesses played.
    pub fn guesses(&self) -> &[u32] {
        &self.guesses
    }

    /// The guesses allowed in all.
    pub fn max_guesses(&self) -> usize {
        self.max_guesses
    }

    /// Whether every board is solved.
    pub fn is_won(&self) -> bool {
        self.solved_at.iter().all(Option::is_some)
    }

    /// Whether the game is won or out of guesses.
    pub fn is_over(&self) -> bool {
        self.is_won() || self.guesses.len() >= self.max_guesses
    }
}

/// The multi-board strategy: a board with one candidate left is solved at once (its answer is
/// guessed); otherwise the guess that tells the most about all the unsolved boards together,
/// the sum of its entropies over them, ties to a guess that could be an answer of some board,
/// then alphabetical. With every board at the start, that is greedy entropy's first guess.
///
/// # Errors
///
/// [`Error::NoCandidates`] when an unsolved board has no candidate.
///
/// # Example
///
/// ```
/// use wordgames_wordle::{MultiGame, Wordle, choose_multi};
///
/// let wordle = Wordle::new("bake\ncake\nlake\nmake".parse()?, "bclm".parse()?)?;
/// let answers = [wordle.answer_id("cake")?, wordle.answer_id("make")?];
/// let mut game = MultiGame::new(&wordle, &answers, 7)?;
/// while !game.is_over() {
///     let g = choose_multi(&wordle, &game)?;
///     game.play_id(g)?;
/// }
/// assert!(game.is_won());
/// assert_eq!(game.guesses().len(), 3); // bclm sets all four apart, then one guess a board
/// # Ok::<(), wordgames_wordle::Error>(())
/// ```
pub fn choose_multi(wordle: &Wordle, game: &MultiGame<'_>) -> Result<u32> {
    let open: Vec<&[u32]> = game
        .states
        .iter()
        .zip(&game.solved_at)
        .filter(|(_, s)| s.is_none())
        .map(|(st, _)| st.candidates())
        .collect();
    if open.iter().any(|c| c.is_empty()) {
        return Err(Error::NoCandidates);
    }
    if open.is_empty() {
        return Err(Error::GameOver {
            guesses: game.guesses.len(),
        });
    }
    if let Some(c) = open.iter().find(|c| c.len() == 1) {
        return Ok(wordle.answer_as_guess(c[0]));
    }
    let all = wordle.answers().len();
    if open.iter().all(|c| c.len() == all) {
        return Ok(strategy::best_by_entropy(wordle, open[0], None));
    }
    let nlogn = partition::nlogn_table(all);
    let size = crate::feedback::POW3[wordle.word_len()] as usize;
    let win = wordle.win_code();
    let score = |counts: &mut Vec<u32>, g: u32| {
        let mut bits = 0f64;
        let mut candidate = false;
        for c in &open {
            let s = partition::split(Codes::Row(wordle.row(g), c), counts, &nlogn, win);
            let n = c.len() as f64;
            bits += n.log2() - s.nlogn as f64 / 4_294_967_296.0 / n;
            candidate |= s.candidate;
        }
        (bits, candidate, g)
    };
    let best = (0..wordle.guesses().len() as u32)
        .into_par_iter()
        .map_init(|| vec![0u32; size], |c, g| score(c, g))
        .reduce(
            || (f64::NEG_INFINITY, false, u32::MAX),
            |a, b| {
                let ka = (a.0, a.1, std::cmp::Reverse(a.2));
                let kb = (b.0, b.1, std::cmp::Reverse(b.2));
                match ka
                    .0
                    .total_cmp(&kb.0)
                    .then(ka.1.cmp(&kb.1))
                    .then(ka.2.cmp(&kb.2))
                {
                    std::cmp::Ordering::Less => b,
                    _ => a,
                }
            },
        );
    Ok(best.2)
}

/// The figures of [`bench_multi`].
#[derive(Debug, Clone, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct MultiStats {
    /// The boards per game.
    pub boards: usize,
    /// The guesses allowed per game.
    pub max_guesses: usize,
    /// The games played.
    pub games: u64,
    /// The games won (every board solved in time).
    pub wins: u64,
    /// The guesses of the games won, summed.
    pub total_won: u64,
    /// The boards solved, over all games.
    pub boards_solved: u64,
    /// `histogram[i]`: the games won in `i + 1` guesses.
    pub histogram: Vec<u64>,
}

impl MultiStats {
    /// The average guesses of a game won (0 with none).
    pub fn average_won(&self) -> f64 {
        crate::simulate::mean(self.total_won, self.wins)
    }
}

/// Plays `games` games of `boards` boards with [`choose_multi`] and [`multi_guesses`] guesses,
/// each on `boards` distinct answers drawn uniformly from `rng` (the same generator state gives
/// the same games).
///
/// # Errors
///
/// [`Error::InvalidParameter`] when there are fewer answers than boards, or no board.
///
/// # Example
///
/// ```
/// use proptest::test_runner::{RngAlgorithm, TestRng};
/// use wordgames_wordle::{Wordle, bench_multi};
///
/// let wordle = Wordle::new("bake\ncake\nlake\nmake\nrake".parse()?, "bclm".parse()?)?;
/// let mut rng = TestRng::from_seed(RngAlgorithm::ChaCha, &[1; 32]);
/// let stats = bench_multi(&wordle, 2, 10, &mut rng)?;
/// assert_eq!(stats.games, 10);
/// assert_eq!(stats.wins, 10);
/// # Ok::<(), wordgames_wordle::Error>(())
/// ```
pub fn bench_multi<R: Rng + ?Sized>(
    wordle: &Wordle,
    boards: usize,
    games: u64,
    rng: &mut R,
) -> Result<MultiStats> {
    let n = wordle.answers().len();
    if boards == 0 || boards > n {
        return Err(Error::InvalidParameter {
            name: "boards",
            value: boards.to_string(),
            reason: format!("from 1 to the {n} answers"),
        });
    }
    let max_guesses = multi_guesses(boards);
    let mut stats = MultiStats {
        boards,
        max_guesses,
        ..MultiStats::default()
    };
    // Every game opens with the same guess: choose it once.
    let mut opener = None;
    for _ in 0..games {
        let mut answers: Vec<u32> = Vec::with_capacity(boards);
        while answers.len() < boards {
            let a = strategy::below(rng, n as u32);
            if !answers.contains(&a) {
                answers.push(a);
            }
        }
        let mut game = MultiGame::new(wordle, &answers, max_guesses)?;
        let first = match opener {
            Some(g) => g,
            None => *opener.insert(choose_multi(wordle, &game)?),
        };
        game.play_id(first)?;
        while !game.is_over() {
            let g = choose_multi(wordle, &game)?;
            game.play_id(g)?;
        }
        stats.games += 1;
        stats.boards_solved += game.solved_at.iter().filter(|s| s.is_some()).count() as u64;
        if game.is_won() {
            let t = game.guesses.len();
            stats.wins += 1;
            stats.total_won += t as u64;
            if stats.histogram.len() < t {
                stats.histogram.resize(t, 0);
            }
            stats.histogram[t - 1] += 1;
        }
    }
    Ok(stats)
}
