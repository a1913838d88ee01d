//! Analysis of a played game, in the style of the NYT WordleBot: for each guess, the best guess
//! at that point, the expected number of guesses left after each, a skill score and a luck
//! score.
//!
//! # Definitions
//!
//! Let `n` be the number of candidates before a guess `g`, split by `g` into parts of sizes
//! `n_i` (the all-green part, if `g` could be the answer, has size 1).
//!
//! * **Expected guesses** of `g`: the average over the `n` candidates, each equally likely, of
//!   the number of guesses still needed to finish, this one included, when `g` is played now
//!   and the best strategy afterwards: `(n + sum over the parts other than all green of
//!   value(part)) / n`, where `value` is the minimum total of [`Search`]. The best guess's
//!   figure is `value(candidates) / n`. The six-guess limit of the game is not applied (a
//!   position is analysed as if up to [`AnalysisOptions::horizon`] more guesses were allowed),
//!   so a lost game can be analysed too.
//! * **Method:** [`Method::Exact`] when the candidates number at most
//!   [`AnalysisOptions::exact_limit`] and the exact search finishes within
//!   [`AnalysisOptions::exact_budget`] positions; otherwise [`Method::Lookahead`], the same
//!   search over the best `width` guesses by entropy in each position (an upper bound on the
//!   true value, close to it). If the player's guess does as well as the search's best, or
//!   better (the lookahead may miss it), the player's guess is reported as the best.
//! * **Skill** (0 to 100): `100 * expected(best) / expected(player's guess)`. 100 means the
//!   guess was as good as the best one; a guess that needs one more guess on average than the
//!   best, in a position the best finishes in two, scores 67.
//! * **Luck** (bits): `log2(expected part size / the size of the part the feedback landed
//!   in)`, where the expected part size of `g` is `sum n_i^2 / n` (the size of the part an
//!   answer drawn at random lands in, on average). 0 is an average outcome, positive is lucky
//!   (fewer candidates left than expected), negative unlucky. A win lands in a part of size 1.
//!
//! Hard mode is respected throughout: the player's guesses are checked against the rule, and
//! the best guess and every value are searched over the guesses hard mode allows.

use crate::{
    Error, Feedback, Mode, Result, Search, SearchOptions, State, Wordle, partition,
    search::Lookahead,
};

/// How [`analyze`] values positions.
///
/// `#[non_exhaustive]`: start from `Default` and change what you need with the `with_*`
/// methods; the fields stay readable.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct AnalysisOptions {
    /// Positions with at most this many candidates are searched exactly (if the exact search
    /// finishes within [`AnalysisOptions::exact_budget`]).
    pub exact_limit: usize,
    /// The most positions one exact search may expand before the analysis falls back to the
    /// lookahead.
    pub exact_budget: u64,
    /// The lookahead's width: guesses tried in each position, best by entropy.
    pub width: usize,
    /// The lookahead's budget of positions (the analysis fails with
    /// [`Error::BudgetExhausted`] past it).
    pub budget: u64,
    /// The guesses allowed from each analysed position on, the current one included.
    pub horizon: u8,
}

wordgames_lexicon::__with_setters! {
    AnalysisOptions {
        /// The same options with positions of at most `exact_limit` candidates searched exactly.
        with_exact_limit => exact_limit: usize;
        /// The same options with a budget of `exact_budget` positions for each exact search.
        with_exact_budget => exact_budget: u64;
        /// The same options with a lookahead of `width` guesses in each position.
        with_width => width: usize;
        /// The same options with a lookahead budget of `budget` positions.
        with_budget => budget: u64;
        /// The same options with `horizon` guesses allowed from each analysed position.
        with_horizon => horizon: u8;
    }
}

impl Default for AnalysisOptions {
    /// Exact up to 300 candidates and 5 million positions, lookahead of width 10 otherwise,
    /// a horizon of 10 guesses.
    fn default() -> Self {
        AnalysisOptions {
            exact_limit: 300,
            exact_budget: 5_000_000,
            width: Lookahead::DEFAULT_WIDTH,
            budget: SearchOptions::default().budget,
            horizon: 10,
        }
    }
}

/// How a turn's expected guesses were computed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[non_exhaustive]
pub enum Method {
    /// The exact minimum-total search over every allowed guess.
    Exact,
    /// The search restricted to the best `width` guesses by entropy in each position.
    Lookahead {
        /// The guesses tried in each position.
        width: usize,
    },
}

impl std::fmt::Display for Method {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Method::Exact => f.write_str("exact"),
            Method::Lookahead { width } => write!(f, "lookahead (width {width})"),
        }
    }
}

/// The analysis of one guess.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[non_exhaustive]
pub struct TurnAnalysis {
    /// The player's guess.
    pub guess: String,
    /// Its feedback.
    pub feedback: Feedback,
    /// The candidates before the guess.
    pub candidates_before: usize,
    /// The candidates after it (1 when it won).
    pub candidates_after: usize,
    /// The best guess at this point (the player's own when it is as good as any).
    pub best: String,
    /// Expected guesses to finish, this one included, playing [`TurnAnalysis::best`].
    pub expected_best: f64,
    /// Expected guesses to finish, this one included, playing the player's guess.
    pub expected_guess: f64,
    /// How both expectations were computed.
    pub method: Method,
    /// `100 * expected_best / expected_guess`.
    pub skill: f64,
    /// The average size of the part an answer lands in after the player's guess,
    /// `sum n_i^2 / n`.
    pub expected_after: f64,
    /// `log2(expected_after / candidates_after)`, in bits: positive is lucky.
    pub luck: f64,
}

/// The analysis of a game: one [`TurnAnalysis`] per guess, and the game's totals.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[non_exhaustive]
pub struct Analysis {
    /// The answer.
    pub answer: String,
    /// The mode the game was played in.
    pub mode: Mode,
    /// Whether the game was won: the answer found within Wordle's six guesses
    /// ([`crate::WORDLE_GUESSES`]). A game that finds it later is [`Analysis::solved`] but lost.
    pub won: bool,
    /// Whether the last guess was the answer, however many guesses it took.
    #[cfg_attr(feature = "serde", serde(default))]
    pub solved: bool,
    /// Each guess.
    pub turns: Vec<TurnAnalysis>,
}

impl Analysis {
    /// The average skill of the guesses (100 for a game with no guess).
    pub fn skill(&self) -> f64 {
        if self.turns.is_empty() {
            100.0
        } else {
            self.turns.iter().map(|t| t.skill).sum::<f64>() / self.turns.len() as f64
        }
    }

    /// The luck of the whole game: the sum of the turns' luck, in bits.
    pub fn luck(&self) -> f64 {
        self.turns.iter().map(|t| t.luck).sum()
    }
}

/// Analyses a game: answer id `answer`, the player's guess ids `guesses` in order, in `mode`.
///
/// # Errors
///
/// [`Error::UnknownWord`] for a bad id, [`Error::HardMode`] for a guess that breaks the rule,
/// [`Error::GameOver`] for a guess after the answer was found, [`Error::InvalidParameter`] for
/// a horizon of 0, and the search's errors ([`Error::BudgetExhausted`], [`Error::Infeasible`]
/// when the horizon is too short).
///
/// # Example
///
/// ```
/// use wordgames_wordle::{AnalysisOptions, Method, Mode, Wordle, analyze};
///
/// let wordle = Wordle::new(
///     "bake\ncake\nlake\nmake\nrake\ntake\nwake\nfake".parse()?,
///     "bclm\nrtwf".parse()?,
/// )?;
/// let ids = |ws: &[&str]| ws.iter().map(|w| wordle.guess_id(w)).collect::<Result<Vec<_>, _>>();
/// let game = analyze(&wordle, Mode::Normal, wordle.answer_id("take")?, &ids(&["bake", "cake", "take"])?,
///     AnalysisOptions::default())?;
/// let first = &game.turns[0];
/// assert_eq!((first.candidates_before, first.candidates_after), (8, 7));
/// assert_eq!(first.method, Method::Exact);
/// // The best first guess, bclm, sets four answers apart and leaves four that rtwf splits:
/// // 4 * 2 + 4 * 3 = 20 guesses over 8 answers.
/// assert_eq!(first.best, "bclm");
/// assert_eq!(first.expected_best, 2.5);
/// assert!(first.skill < 100.0);
/// assert!(game.won);
/// # Ok::<(), wordgames_wordle::Error>(())
/// ```
pub fn analyze(
    wordle: &Wordle,
    mode: Mode,
    answer: u32,
    guesses: &[u32],
    opts: AnalysisOptions,
) -> Result<Analysis> {
    if answer as usize >= wordle.answers().len() {
        return Err(Error::UnknownWord {
            value: answer.to_string(),
            list: "answers",
        });
    }
    if opts.horizon == 0 {
        return Err(Error::InvalidParameter {
            name: "horizon",
            value: "0".into(),
            reason: "at least one guess is needed".into(),
        });
    }
    let mut state = wordle.start(mode);
    let mut turns = Vec::with_capacity(guesses.len());
    for (i, &g) in guesses.iter().enumerate() {
        if state.is_won() {
            return Err(Error::GameOver { guesses: i });
        }
        if g as usize >= wordle.guesses().len() {
            return Err(Error::UnknownWord {
                value: g.to_string(),
                list: "guesses",
            });
        }
        state.check_guess(wordle, g)?;
        turns.push(analyze_turn(wordle, &state, answer, g, opts)?);
        state.apply(wordle, g, wordle.feedback(g, answer))?;
    }
    Ok(Analysis {
        answer: wordle.answer_word(answer).to_string(),
        mode,
        won: state.is_won() && guesses.len() <= crate::WORDLE_GUESSES,
        solved: state.is_won(),
        turns,
    })
}

/// The analysis of guess `g` (already checked) in `state`.
fn analyze_turn(
    wordle: &Wordle,
    state: &State,
    answer: u32,
    g: u32,
    opts: AnalysisOptions,
) -> Result<TurnAnalysis> {
    let cands = state.candidates();
    let n = cands.len();
    let max_guesses = (state.history().len() + usize::from(opts.horizon)).min(255) as u8;
    let exact = SearchOptions {
        width: None,
        max_guesses,
        budget: opts.exact_budget,
    };
    let mut valued = None;
    if n <= opts.exact_limit {
        match value_both(wordle, state, g, exact) {
            Ok(v) => valued = Some((v, Method::Exact)),
            Err(Error::BudgetExhausted(..)) => {}
            Err(e) => return Err(e),
        }
    }
    let ((best, best_total, guess_total), method) = match valued {
        Some(v) => v,
        None => {
            let look = SearchOptions {
                width: Some(opts.width),
                max_guesses,
                budget: opts.budget,
            };
            (
                value_both(wordle, state, g, look)?,
                Method::Lookahead { width: opts.width },
            )
        }
    };
    // The lookahead may miss the player's guess: then it is the best one found. On a tie the
    // player's guess is reported as the best.
    let (best, best_total) = if guess_total <= best_total {
        (g, guess_total)
    } else {
        (best, best_total)
    };
    let fb = wordle.feedback(g, answer);
    let win = wordle.win_code();
    let groups = partition::groups(wordle.row(g), cands);
    let squares: usize = groups.iter().map(|(_, p)| p.len() * p.len()).sum();
    let after = if fb.code() == win {
        1
    } else {
        groups
            .iter()
            .find(|(c, _)| *c == fb.code())
            .map_or(0, |(_, p)| p.len())
    };
    let expected_after = squares as f64 / n as f64;
    let expected_best = f64::from(best_total) / n as f64;
    let expected_guess = f64::from(guess_total) / n as f64;
    Ok(TurnAnalysis {
        guess: wordle.guess_word(g).to_string(),
        feedback: fb,
        candidates_before: n,
        candidates_after: after,
        best: wordle.guess_word(best).to_string(),
        expected_best,
        expected_guess,
        method,
        skill: 100.0 * expected_best / expected_guess,
        expected_after,
        luck: (expected_after / after.max(1) as f64).log2(),
    })
}

/// The best guess and its total, and the total of guess `g`, by one search with `opts`.
fn value_both(
    wordle: &Wordle,
    state: &State,
    g: u32,
    opts: SearchOptions,
) -> Result<(u32, u32, u32)> {
    let mut search = Search::new(opts);
    let (best, best_total) = search.best_guess(wordle, state)?;
    let guess_total = total_of(&mut search, wordle, state, g)?;
    Ok((best, best_total, guess_total))
}

/// The total of playing `g` in `state`, then the search's best: `n` plus the value of every
/// part other than all green.
fn total_of(search: &mut Search, wordle: &Wordle, state: &State, g: u32) -> Result<u32> {
    let cands = state.candidates();
    let win = wordle.win_code();
    let mut total = cands.len() as u32;
    for (code, _) in partition::groups(wordle.row(g), cands) {
        if code == win {
            continue;
        }
        let mut next = state.clone();
        next.apply(wordle, g, Feedback::new_unchecked(code, wordle.word_len()))?;
        total += search.value(wordle, &next)?;
    }
    Ok(total)
}
