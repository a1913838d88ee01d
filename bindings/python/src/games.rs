//! The games: the daily edition and Wordle's feedback, candidates and entropy ranking.

use std::sync::OnceLock;

use pyo3::create_exception;
use pyo3::prelude::*;
use wordgames_lexicon::Lexicon;
use wordgames_puzzles::Date;
use wordgames_puzzles::daily::Publisher;
use wordgames_wordle::{Feedback, Mode, State, WordList, Wordle, rank_guesses};

use crate::WordgamesError;

create_exception!(
    _wordgames,
    PuzzleError,
    WordgamesError,
    "An error of the puzzles (wordgames-puzzles): a date out of range, a generator's budget."
);
create_exception!(
    _wordgames,
    WordleError,
    WordgamesError,
    "An error of the Wordle solver (wordgames-wordle): a word not in the list, a bad feedback."
);

fn puzzle_err(e: impl std::fmt::Display) -> PyErr {
    PuzzleError::new_err(e.to_string())
}

fn wordle_err(e: wordgames_wordle::Error) -> PyErr {
    WordleError::new_err(e.to_string())
}

fn date(text: &str) -> PyResult<Date> {
    text.parse::<Date>().map_err(puzzle_err)
}

/// The daily edition of every built-in game for `date` (`YYYY-MM-DD`), as the JSON text
/// `wordgames daily --json --date DATE` prints: English lexicon, the classic Wordle answers, the
/// bundled WordNet. A date after `today` has not begun: its seeds are left out.
#[pyfunction]
pub fn _daily_json(py: Python<'_>, date_text: &str, today: &str) -> PyResult<String> {
    let (day, today) = (date(date_text)?, date(today)?);
    py.detach(|| {
        let lexicon = Lexicon::english();
        let answers = WordList::classic_answers();
        let wordnet = wordgames_wordnet::WordNet::bundled().map_err(puzzle_err)?;
        let publisher = Publisher::new(&lexicon, &answers, wordnet);
        let edition = publisher.edition(day, today).map_err(puzzle_err)?;
        serde_json::to_string(&edition).map_err(puzzle_err)
    })
}

fn classic() -> &'static Wordle {
    static CLASSIC: OnceLock<Wordle> = OnceLock::new();
    CLASSIC.get_or_init(Wordle::classic)
}

/// Wordle's feedback of `guess` for `answer`: one character a letter, `g` green, `y` yellow,
/// `.` grey (for example `gy..g`), with Wordle's rule for repeated letters.
#[pyfunction]
pub fn feedback(guess: &str, answer: &str) -> PyResult<String> {
    Ok(Feedback::score(guess, answer)
        .map_err(wordle_err)?
        .to_string())
}

fn state(history: &[(String, String)], hard: bool) -> PyResult<State> {
    let wordle = classic();
    let mut state = wordle.start(if hard { Mode::Hard } else { Mode::Normal });
    for (guess, marks) in history {
        state.play(wordle, guess, marks).map_err(wordle_err)?;
    }
    Ok(state)
}

/// The classic answers still possible after `history`, a list of (guess, feedback) pairs.
#[pyfunction]
#[pyo3(signature = (history, hard=false))]
pub fn candidates(history: Vec<(String, String)>, hard: bool) -> PyResult<Vec<String>> {
    let state = state(&history, hard)?;
    Ok(state
        .candidate_words(classic())
        .into_iter()
        .map(str::to_string)
        .collect())
}

/// One row of [`rank`]: guess, entropy, candidate, parts, largest.
type RankedRow = (String, f64, bool, u32, u32);

/// The guesses ranked by the expected information of their feedback (entropy, in bits), best
/// first, after `history`: dicts with `guess`, `entropy`, `candidate`, `parts`, `largest`.
#[pyfunction]
#[pyo3(signature = (history=Vec::new(), limit=Some(10), candidates_only=false, hard=false))]
pub fn rank(
    py: Python<'_>,
    history: Vec<(String, String)>,
    limit: Option<usize>,
    candidates_only: bool,
    hard: bool,
) -> PyResult<Vec<RankedRow>> {
    let state = state(&history, hard)?;
    let wordle = classic();
    let ranked = py
        .detach(|| rank_guesses(wordle, &state, candidates_only, limit))
        .map_err(wordle_err)?;
    Ok(ranked
        .into_iter()
        .map(|s| {
            (
                wordle.guess_word(s.guess).to_string(),
                s.entropy,
                s.candidate,
                s.parts,
                s.largest,
            )
        })
        .collect())
}

/// Letter Boxed's exact solution of `board` (`"dpt clr ahx bei"`, four sides) over the English
/// lexicon, as `wordgames letter-boxed solve --json` gives it: the fewest words, then the fewest
/// letters (`best`, None beyond `max_words`), every two-word solution, and the number of
/// playable words. Offensive words are left out unless `allow_all`.
#[pyfunction]
#[pyo3(signature = (board, max_words=6, allow_all=false))]
#[allow(clippy::type_complexity)]
pub fn letter_boxed_solve(
    py: Python<'_>,
    board: &str,
    max_words: usize,
    allow_all: bool,
) -> PyResult<(Option<Vec<String>>, Vec<Vec<String>>, usize)> {
    use wordgames_lexicon::BlockList;
    use wordgames_puzzles::letter_boxed::{Board, Solver};
    let board: Board = board.parse().map_err(puzzle_err)?;
    py.detach(|| {
        let lexicon = Lexicon::english();
        let blocked = if allow_all {
            BlockList::none()
        } else {
            BlockList::english()
        };
        let solver = Solver::with_block_list(&board, &lexicon, &blocked);
        let best = solver.best(max_words).map(|s| s.words);
        let two = solver
            .two_word_solutions()
            .into_iter()
            .map(|s| s.words)
            .collect();
        Ok((best, two, solver.words().count()))
    })
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(letter_boxed_solve, m)?)?;
    let py = m.py();
    m.add("PuzzleError", py.get_type::<PuzzleError>())?;
    m.add("WordleError", py.get_type::<WordleError>())?;
    m.add_function(wrap_pyfunction!(_daily_json, m)?)?;
    m.add_function(wrap_pyfunction!(feedback, m)?)?;
    m.add_function(wrap_pyfunction!(candidates, m)?)?;
    m.add_function(wrap_pyfunction!(rank, m)?)?;
    Ok(())
}
