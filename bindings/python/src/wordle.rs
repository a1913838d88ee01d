//! The Wordle solver's searches: a game over any lists (`Wordle`), `analyze`, the exact value of
//! an opener (`solve_with_first`), and the exact opener ranking, whole or in shards that any
//! number of machines compute and `merge_opener_rankings` puts together.

use std::sync::Arc;

use pyo3::prelude::*;
use pyo3::types::{PyString, PyTuple};
use wordgames_puzzles::play::{FromPuzzle, Play};
use wordgames_wordle::{
    AnalysisDoc, AnalysisOptions, Game, Mode, OpenerValue, OpenersOptions, SearchOptions, Shard,
    WordList, Wordle,
};

use crate::errors::{Family, check_size, raise};
use crate::games::{classic_arc, wordle_err};
use crate::language::PyLanguage;

/// A Wordle game's lists: the possible answers and the allowed guesses (the answers are always
/// allowed too), with their feedback table.
#[pyclass(frozen, module = "wordgames._wordgames", name = "Wordle")]
pub struct PyWordle {
    wordle: Arc<Wordle>,
    classic: bool,
    /// The language whose lists these are (`Wordle.for_language`), which it pickles as.
    language: Option<Py<PyLanguage>>,
}

impl PyWordle {
    pub(crate) fn get(wordle: Option<&Bound<'_, PyWordle>>) -> Arc<Wordle> {
        match wordle {
            Some(w) => Arc::clone(&w.get().wordle),
            None => Arc::clone(classic_arc()),
        }
    }
}

/// The most cells of a feedback table (answers times guesses) a game may have: 2^28, ten times
/// the classic game's 30 million.
const MAX_TABLE_CELLS: usize = 1 << 28;

/// The most characters of a word in a word list.
const MAX_WORD_CHARS: usize = 64;

/// A list of words from Python: a list, a tuple or any iterable of strings, but not one
/// string (whose letters would be taken for words); the length of each checked before it is
/// copied.
fn word_list_arg(value: &Bound<'_, PyAny>, what: &str) -> PyResult<Vec<String>> {
    if value.is_instance_of::<PyString>() {
        return Err(raise(
            "WordListError",
            format!("the {what} are a list of words, not one string"),
        ));
    }
    let mut out = Vec::new();
    for item in value.try_iter()? {
        let item = item?;
        let Ok(text) = item.cast::<PyString>() else {
            return Err(raise(
                "WordListError",
                format!(
                    "the {what} are words (str), not {}",
                    item.get_type().name()?
                ),
            ));
        };
        check_size(
            Family::Wordle,
            "a word's length",
            text.len()?,
            MAX_WORD_CHARS,
        )?;
        check_size(
            Family::Wordle,
            "words in a list",
            out.len() + 1,
            MAX_TABLE_CELLS,
        )?;
        out.push(text.to_cow()?.into_owned());
    }
    Ok(out)
}

fn words(list: &WordList) -> Vec<String> {
    list.iter().map(str::to_string).collect()
}

fn mode(hard: bool) -> Mode {
    if hard { Mode::Hard } else { Mode::Normal }
}

#[pymethods]
impl PyWordle {
    /// The game over `answers` and `guesses` (the answers alone when None); `WordleError` for
    /// a bad word or lists of different word lengths. Building the feedback table takes time
    /// in proportion to answers times guesses (the GIL is released).
    #[new]
    #[pyo3(signature = (answers, guesses=None))]
    fn new(
        py: Python<'_>,
        answers: &Bound<'_, PyAny>,
        guesses: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Self> {
        let answers = word_list_arg(answers, "answers")?;
        let guesses = guesses.map(|g| word_list_arg(g, "guesses")).transpose()?;
        let columns = guesses.as_ref().map_or(answers.len(), Vec::len);
        check_size(
            Family::Wordle,
            "the feedback table's cells (answers times guesses)",
            answers.len().saturating_mul(columns + answers.len()),
            MAX_TABLE_CELLS,
        )?;
        let wordle = py
            .detach(|| {
                let answers = WordList::new(&answers)?;
                let guesses = match &guesses {
                    Some(g) => WordList::new(g)?,
                    None => answers.clone(),
                };
                Wordle::new(answers, guesses)
            })
            .map_err(wordle_err)?;
        Ok(PyWordle {
            wordle: Arc::new(wordle),
            classic: false,
            language: None,
        })
    }

    /// The original Wordle: 2,315 answers, 12,972 allowed guesses (built once).
    #[staticmethod]
    fn classic(py: Python<'_>) -> Self {
        PyWordle {
            wordle: Arc::clone(py.detach(classic_arc)),
            classic: true,
            language: None,
        }
    }

    /// Wordle in `language`, as the library chooses its lists (`wordle::for_language`): the
    /// classic game in English; in another language every five-letter word of the list is a
    /// guess and the answers are its familiar five-letter words, shown as the list spells them.
    #[staticmethod]
    fn for_language(py: Python<'_>, language: Bound<'_, PyLanguage>) -> Self {
        let loaded = language.get().loaded;
        if loaded.is_english() {
            return PyWordle::classic(py);
        }
        PyWordle {
            wordle: Arc::clone(loaded.wordle()),
            classic: false,
            language: Some(language.unbind()),
        }
    }

    /// The possible answers, in list order.
    fn answers(&self) -> Vec<String> {
        words(self.wordle.answers())
    }

    /// The allowed guesses, in list order (the answers that were missing come last).
    fn guesses(&self) -> Vec<String> {
        words(self.wordle.guesses())
    }

    /// Pickles as its lists (the classic game as `Wordle.classic()`, a language's as
    /// `Wordle.for_language(language)`), so that a Dask worker
    /// or another process rebuilds the same game.
    fn __reduce__<'py>(
        slf: &Bound<'py, Self>,
    ) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyTuple>)> {
        let py = slf.py();
        let me = slf.get();
        let cls = slf.get_type().into_any();
        if me.classic {
            Ok((cls.getattr("classic")?, PyTuple::empty(py)))
        } else if let Some(language) = &me.language {
            let args = (language.clone_ref(py),).into_pyobject(py)?;
            Ok((cls.getattr("for_language")?, args))
        } else {
            let args = (words(me.wordle.answers()), words(me.wordle.guesses()));
            Ok((cls, args.into_pyobject(py)?))
        }
    }

    fn __repr__(&self) -> String {
        if self.classic {
            "Wordle.classic()".to_string()
        } else {
            format!(
                "<Wordle: {} answers, {} guesses>",
                self.wordle.answers().len(),
                self.wordle.guesses().len()
            )
        }
    }
}

/// `wordgames_wordle::analyze`: the game of `guesses` towards `answer`, guess by guess, as
/// (the library's `AnalysisDoc` as JSON, which `wordgames wordle analyze --json` prints;
/// whether the last guess was the answer).
#[pyfunction]
#[pyo3(signature = (answer, guesses, hard=false, exact_limit=300, exact_budget=5_000_000, width=10, budget=SearchOptions::DEFAULT_BUDGET, horizon=10, wordle=None))]
#[allow(clippy::too_many_arguments, clippy::type_complexity)]
pub fn analyze(
    py: Python<'_>,
    answer: &str,
    guesses: Vec<String>,
    hard: bool,
    exact_limit: usize,
    exact_budget: u64,
    width: usize,
    budget: u64,
    horizon: u8,
    wordle: Option<&Bound<'_, PyWordle>>,
) -> PyResult<(String, bool)> {
    let wordle = PyWordle::get(wordle);
    let answer = wordle.answer_id(answer).map_err(wordle_err)?;
    let ids = guesses
        .iter()
        .map(|g| wordle.guess_id(g))
        .collect::<Result<Vec<_>, _>>()
        .map_err(wordle_err)?;
    let opts = AnalysisOptions::default()
        .with_exact_limit(exact_limit)
        .with_exact_budget(exact_budget)
        .with_width(width)
        .with_budget(budget)
        .with_horizon(horizon);
    let a = py
        .detach(|| wordgames_wordle::analyze(&wordle, mode(hard), answer, &ids, opts))
        .map_err(wordle_err)?;
    let doc = serde_json::to_string(&AnalysisDoc::new(&a))
        .map_err(|e| crate::errors::puzzle_message(e.to_string()))?;
    Ok((doc, a.solved))
}

/// `wordgames_wordle::solve_with_first`: the exact optimal play after opener `first`, as
/// (first, answers, total, max, failures, histogram, the decision tree as JSON).
#[pyfunction]
#[pyo3(signature = (first, hard=false, max_guesses=6, budget=SearchOptions::DEFAULT_BUDGET, wordle=None))]
#[allow(clippy::type_complexity)]
pub fn solve_with_first(
    py: Python<'_>,
    first: &str,
    hard: bool,
    max_guesses: u8,
    budget: u64,
    wordle: Option<&Bound<'_, PyWordle>>,
) -> PyResult<(String, u64, u64, u64, u64, Vec<u64>, String)> {
    let wordle = PyWordle::get(wordle);
    let first = wordle.guess_id(first).map_err(wordle_err)?;
    let opts = SearchOptions::default()
        .with_max_guesses(max_guesses)
        .with_budget(budget);
    let sim = py
        .detach(|| wordgames_wordle::solve_with_first(&wordle, mode(hard), first, opts))
        .map_err(wordle_err)?;
    let s = sim.stats;
    Ok((
        sim.tree.root.guess.clone(),
        s.answers,
        s.total,
        s.max,
        s.failures,
        s.histogram,
        sim.tree.to_json(),
    ))
}

/// `wordgames_wordle::opener_order`: every allowed guess, best by entropy first.
#[pyfunction]
#[pyo3(signature = (hard=false, wordle=None))]
pub fn opener_order(
    py: Python<'_>,
    hard: bool,
    wordle: Option<&Bound<'_, PyWordle>>,
) -> PyResult<Vec<String>> {
    let wordle = PyWordle::get(wordle);
    let order = py
        .detach(|| wordgames_wordle::opener_order(&wordle, mode(hard)))
        .map_err(wordle_err)?;
    Ok(order
        .into_iter()
        .map(|g| wordle.guess_word(g).to_string())
        .collect())
}

/// One ranked opener: the guess, its total or bound, whether exact, and the text the CLI
/// prints (`7920`, `>=7931`, `infeasible`).
type OpenerRow = (String, u32, bool, String);

fn opener_rows(wordle: &Wordle, ranking: Vec<(u32, OpenerValue)>) -> Vec<OpenerRow> {
    ranking
        .into_iter()
        .map(|(g, v)| {
            (
                wordle.guess_word(g).to_string(),
                v.value(),
                matches!(v, OpenerValue::Exact(_)),
                v.to_string(),
            )
        })
        .collect()
}

/// `wordgames_wordle::rank_openers_shard` (`rank_openers` for shard 0 of 1): every opener of
/// the shard searched, best first, exact for every one that can enter the shard's top `top`.
#[pyfunction]
#[pyo3(signature = (top=1, hard=false, limit=None, budget=SearchOptions::DEFAULT_BUDGET, shard=0, shards=1, wordle=None))]
#[allow(clippy::too_many_arguments)]
pub fn rank_openers(
    py: Python<'_>,
    top: usize,
    hard: bool,
    limit: Option<usize>,
    budget: u64,
    shard: usize,
    shards: usize,
    wordle: Option<&Bound<'_, PyWordle>>,
) -> PyResult<Vec<OpenerRow>> {
    let wordle = PyWordle::get(wordle);
    let shard = Shard::new(shard, shards).map_err(wordle_err)?;
    let opts = OpenersOptions::default()
        .with_mode(mode(hard))
        .with_top(top)
        .with_limit(limit)
        .with_search(SearchOptions::default().with_budget(budget));
    let ranking = py
        .detach(|| wordgames_wordle::rank_openers_shard(&wordle, opts, shard, &[], &|_| {}))
        .map_err(wordle_err)?;
    Ok(opener_rows(&wordle, ranking))
}

/// `wordgames_wordle::merge_opener_rankings`: the shards' results (lists of (guess, value
/// text) pairs) put together, best first.
#[pyfunction]
#[pyo3(signature = (shards, wordle=None))]
pub fn merge_opener_rankings(
    shards: Vec<Vec<(String, String)>>,
    wordle: Option<&Bound<'_, PyWordle>>,
) -> PyResult<Vec<OpenerRow>> {
    let wordle = PyWordle::get(wordle);
    let parts = shards
        .iter()
        .map(|part| {
            part.iter()
                .map(|(g, v)| Ok((wordle.guess_id(g)?, v.parse::<OpenerValue>()?)))
                .collect::<wordgames_wordle::Result<Vec<_>>>()
        })
        .collect::<wordgames_wordle::Result<Vec<_>>>()
        .map_err(wordle_err)?;
    let merged = wordgames_wordle::merge_opener_rankings(parts).map_err(wordle_err)?;
    Ok(opener_rows(&wordle, merged))
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyWordle>()?;
    m.add_class::<PyWordleGame>()?;
    m.add_function(wrap_pyfunction!(analyze, m)?)?;
    m.add_function(wrap_pyfunction!(solve_with_first, m)?)?;
    m.add_function(wrap_pyfunction!(opener_order, m)?)?;
    m.add_function(wrap_pyfunction!(rank_openers, m)?)?;
    m.add_function(wrap_pyfunction!(merge_opener_rankings, m)?)?;
    Ok(())
}

self_cell::self_cell!(
    /// A Wordle game and the lists it plays over.
    struct OwnedGame {
        owner: Arc<Wordle>,
        #[covariant]
        dependent: Game,
    }
);

/// One Wordle game being played, in the family's vocabulary (`wordgames_puzzles::play::Play`):
/// `play` a guess and get its feedback, the `status`, `give_up`, and once it is over the
/// `answer` and the `share` text.
#[pyclass(module = "wordgames._wordgames", name = "WordleGame")]
pub struct PyWordleGame {
    game: OwnedGame,
}

#[pymethods]
impl PyWordleGame {
    /// The game towards `answer` (one of the game's answers), six guesses, in hard mode when
    /// `hard`; over the classic lists unless `wordle` is given. `UnknownWordError` (a
    /// `KeyError`) for an answer not in the list.
    #[new]
    #[pyo3(signature = (answer, hard=false, max_guesses=6, wordle=None))]
    fn new(
        answer: &str,
        hard: bool,
        max_guesses: usize,
        wordle: Option<&Bound<'_, PyWordle>>,
    ) -> PyResult<Self> {
        let wordle = PyWordle::get(wordle);
        let game = OwnedGame::try_new(wordle, |w| {
            let puzzle = w.puzzle(w.answer_id(answer)?)?;
            Game::from_puzzle(&puzzle, (w, mode(hard)))?.with_max_guesses(max_guesses)
        })
        .map_err(wordle_err)?;
        Ok(PyWordleGame { game })
    }

    /// Plays `guess`: its feedback (`g` green, `y` yellow, `.` grey). `UnknownWordError` for
    /// a word not allowed, `HardModeError`, `GameOverError` after the end.
    fn play(&mut self, guess: &str) -> PyResult<String> {
        self.game
            .with_dependent_mut(|_, g| Play::play(g, guess))
            .map(|f| f.to_string())
            .map_err(wordle_err)
    }

    /// `playing`, `won`, `lost` or `gaveUp`.
    fn status(&self) -> &'static str {
        Play::status(self.game.borrow_dependent()).as_str()
    }

    /// Ends the game: `status()` is `gaveUp` and the answer is shown.
    fn give_up(&mut self) {
        self.game.with_dependent_mut(|_, g| Play::give_up(g));
    }

    /// The answer once the game is over, None while it is played.
    fn answer(&self) -> Option<String> {
        Play::answer(self.game.borrow_dependent()).map(str::to_string)
    }

    /// The text a player shares once the game is over (the title, the score, the grid of
    /// marks), None while it is played.
    #[pyo3(signature = (title="Wordle"))]
    fn share(&self, title: &str) -> Option<String> {
        Play::share(self.game.borrow_dependent(), title)
    }

    fn __repr__(&self) -> String {
        format!(
            "<WordleGame: {}>",
            Play::status(self.game.borrow_dependent())
        )
    }
}
