//! The games: the daily edition, the generators (Letter Boxed, Word Blender and its catalogue,
//! wordseq levels) and Wordle's feedback, candidates and entropy ranking. The Wordle solver's
//! searches are in `wordle.rs`.

use std::sync::{Arc, Mutex, OnceLock};

use crate::language::{Loaded, PyLanguage};
use pyo3::prelude::*;
use wordgames_puzzles::daily::{Calendar, GameId, Origin};
use wordgames_puzzles::{Date, Generator, letter_boxed, word_blender};
use wordgames_wordle::{Feedback, Mode, State, Wordle, rank_guesses};

pub(crate) use crate::errors::{puzzle_err, wordle_err};

fn date(text: &str) -> PyResult<Date> {
    text.parse::<Date>().map_err(puzzle_err)
}

/// The daily edition of every built-in game for `date` (`YYYY-MM-DD`), as the JSON text
/// `wordgames daily --json --date DATE` prints: English lexicon, the classic Wordle answers, the
/// bundled WordNet; with `language`, its words and Wordle lists (`wordgames --lang L --words
/// FILE daily --json`). A date after `today` has not begun: its seeds are left out.
#[pyfunction]
#[pyo3(signature = (date_text, today, language=None))]
pub fn _daily_json(
    py: Python<'_>,
    date_text: &str,
    today: &str,
    language: Option<&Bound<'_, PyLanguage>>,
) -> PyResult<String> {
    let (day, today) = (date(date_text)?, date(today)?);
    let language = language.map(|l| l.get().loaded);
    py.detach(|| {
        let language = match language {
            Some(l) => l,
            None => crate::language::english()?,
        };
        let wordnet = wordgames_wordnet::WordNet::bundled().map_err(puzzle_err)?;
        let publisher = language
            .language
            .publisher(Calendar::PUBLIC)
            .with_wordnet(wordnet);
        let edition = publisher.edition(day, today).map_err(puzzle_err)?;
        serde_json::to_string(&edition)
            .map_err(|e| crate::errors::raise("PuzzleError", e.to_string()))
    })
}

/// The classic Wordle (2,315 answers, 12,972 guesses), built once.
pub(crate) fn classic_arc() -> &'static Arc<Wordle> {
    static CLASSIC: OnceLock<Arc<Wordle>> = OnceLock::new();
    CLASSIC.get_or_init(|| Arc::new(Wordle::classic()))
}

fn classic() -> &'static Wordle {
    classic_arc()
}

/// A puzzle's origin as Python gets it: the seed, and the date and number of a date's puzzle.
pub(crate) type OriginRow = (u64, Option<String>, Option<u64>);

/// The origin of a generated puzzle: `seed` when given, else `date` (`today` when None), as the
/// CLI's `--seed` and `--date` choose.
pub(crate) fn origin(
    game: GameId,
    seed: Option<u64>,
    date_text: Option<&str>,
    today: &str,
) -> PyResult<Origin> {
    let day = date(date_text.unwrap_or(today))?;
    Origin::choose(game, seed, day).map_err(puzzle_err)
}

pub(crate) fn origin_row(origin: &Origin) -> OriginRow {
    (
        origin.seed(),
        origin.day().map(|d| d.date.to_string()),
        origin.day().map(|d| d.number),
    )
}

type LetterBoxedGen = wordgames_puzzles::letter_boxed::LetterBoxedGenerator<&'static [u8]>;

/// The generators made so far, each with its language (the address of its data),
/// max_words and allow_all.
type LetterBoxedGens = Vec<((usize, usize, bool), Arc<LetterBoxedGen>)>;

/// The Letter Boxed generators made so far, by language, max_words and allow_all: building
/// one indexes the lexicon, so a study of many boards builds it once.
fn letter_boxed_generator(
    language: &'static Loaded,
    max_words: usize,
    allow_all: bool,
) -> PyResult<Arc<LetterBoxedGen>> {
    static MADE: Mutex<LetterBoxedGens> = Mutex::new(Vec::new());
    let key = (language as *const Loaded as usize, max_words, allow_all);
    if let Ok(made) = MADE.lock()
        && let Some((_, g)) = made.iter().find(|(k, _)| *k == key)
    {
        return Ok(Arc::clone(g));
    }
    let generator = Arc::new(
        LetterBoxedGen::new_in(language.lexicon.clone(), language.profile())
            .and_then(|g| g.with_max_words(max_words))
            .map_err(puzzle_err)?
            .with_block_list(language.block_list(allow_all)),
    );
    if let Ok(mut made) = MADE.lock() {
        made.push((key, Arc::clone(&generator)));
    }
    Ok(generator)
}

/// Letter Boxed's generator (`LetterBoxedGenerator`) over the lexicon of `language` (English
/// when None): the puzzle of `seed`, or of `date` (`today` when None), as the JSON document
/// (`PuzzleDoc`) that `wordgames letter-boxed gen --json` prints.
#[pyfunction]
#[pyo3(signature = (seed, date, today, max_words=3, allow_all=false, language=None))]
pub fn letter_boxed_generate(
    py: Python<'_>,
    seed: Option<u64>,
    date: Option<&str>,
    today: &str,
    max_words: usize,
    allow_all: bool,
    language: Option<&Bound<'_, PyLanguage>>,
) -> PyResult<String> {
    let origin = origin(GameId::LetterBoxed, seed, date, today)?;
    let language = PyLanguage::of(language)?;
    let generator = py.detach(|| letter_boxed_generator(language, max_words, allow_all))?;
    let puzzle = py
        // A date's origin seeds its day's generator: the date's puzzle (`Generator::deal`).
        .detach(|| generator.generate(&mut origin.rng()))
        .map_err(puzzle_err)?;
    // The document the CLI prints, which the Python package reads into its dataclass.
    let doc = letter_boxed::PuzzleDoc::new(&generator, &puzzle, &origin);
    serde_json::to_string(&doc).map_err(|e| crate::errors::puzzle_message(e.to_string()))
}

/// Word Blender's generator over the lexicon of `language` (English when None): the round of
/// `seed`, or of `date` (`today` when None), as the JSON document (`RoundDoc`) that `wordgames
/// blender gen --json` prints.
#[pyfunction]
#[pyo3(signature = (seed, date, today, language=None))]
pub fn word_blender_generate(
    py: Python<'_>,
    seed: Option<u64>,
    date: Option<&str>,
    today: &str,
    language: Option<&Bound<'_, PyLanguage>>,
) -> PyResult<String> {
    let origin = origin(GameId::WordBlender, seed, date, today)?;
    let language = PyLanguage::of(language)?;
    let generator = py.detach(|| language.blender())?;
    let round = py
        // A date's origin seeds its day's generator: the date's puzzle (`Generator::deal`).
        .detach(|| generator.generate(&mut origin.rng()))
        .map_err(puzzle_err)?;
    // The document the CLI prints, which the Python package reads into its dataclass.
    let doc = word_blender::RoundDoc::new(generator, &round, &origin);
    serde_json::to_string(&doc).map_err(|e| crate::errors::puzzle_message(e.to_string()))
}

/// Word Blender's catalogue (`Catalogue`) of the lexicon of `language` (English when None):
/// every distinct six-letter rack with the words it makes, as (rack, words) pairs in the
/// catalogue's order; of the common tier only when `common`.
#[pyfunction]
#[pyo3(signature = (common=false, language=None))]
pub fn word_blender_catalogue(
    py: Python<'_>,
    common: bool,
    language: Option<&Bound<'_, PyLanguage>>,
) -> PyResult<Vec<(String, Vec<String>)>> {
    use wordgames_puzzles::word_blender::Catalogue;
    let language = PyLanguage::of(language)?;
    Ok(py.detach(|| {
        let (lexicon, profile) = (language.lexicon, language.profile());
        let catalogue = if common {
            Catalogue::new_in(
                &lexicon.filter_grade(wordgames_lexicon::Grade::COMMON),
                profile,
            )
        } else {
            Catalogue::new_in(lexicon, profile)
        };
        catalogue
            .iter()
            .map(|r| {
                (
                    r.rack().to_string(),
                    r.words().map(|e| e.word.clone()).collect(),
                )
            })
            .collect()
    }))
}

/// One wordseq level: its JSON, optimum, tree nodes, full tree nodes, grids tried, states
/// explored, the origin, and the difficulty (the best game's moves, the Zipf frequency of the
/// rarest word it forms, whether that is measured).
type LevelRow = (
    String,
    u32,
    u64,
    Option<u64>,
    u64,
    u64,
    OriginRow,
    (u32, f64, bool),
);

/// wordseq's generator (`WordseqGenerator`) over the lexicon of `language` (English when None):
/// the level of `seed`, or of `date` (`today` when None), as `wordgames wordseq gen` writes it.
#[pyfunction]
#[pyo3(signature = (difficulty, seed, date, today, tree="pruned", allow_all=false, min_turns=None, max_turns=None, max_unique_words=None, language=None))]
#[allow(clippy::too_many_arguments)]
pub fn wordseq_generate(
    py: Python<'_>,
    difficulty: &str,
    seed: Option<u64>,
    date: Option<&str>,
    today: &str,
    tree: &str,
    allow_all: bool,
    min_turns: Option<u32>,
    max_turns: Option<u32>,
    max_unique_words: Option<usize>,
    language: Option<&Bound<'_, PyLanguage>>,
) -> PyResult<LevelRow> {
    use wordgames_puzzles::wordseq::{TreeShape, WordseqGenerator};
    let shape = match tree {
        "pruned" => TreeShape::Pruned,
        "full" => TreeShape::Full,
        _ => {
            return Err(crate::errors::puzzle_message(format!(
                "tree {tree:?}: expected 'pruned' or 'full'"
            )));
        }
    };
    let origin = origin(GameId::Wordseq, seed, date, today)?;
    let difficulty = difficulty.parse().map_err(puzzle_err)?;
    let language = PyLanguage::of(language)?;
    py.detach(|| {
        let lexicon = language.lexicon;
        let mut generator = WordseqGenerator::new_in(lexicon, language.profile())
            .and_then(|g| g.with_difficulty(difficulty))
            .and_then(|g| g.with_block_list(language.block_list(allow_all)))
            .map_err(puzzle_err)?;
        if min_turns.is_some() || max_turns.is_some() {
            let turns = generator.turns();
            let (min, max) = (
                min_turns.unwrap_or(*turns.start()),
                max_turns.unwrap_or(*turns.end()),
            );
            generator = generator.with_turns(min..=max).map_err(puzzle_err)?;
        }
        if let Some(max) = max_unique_words {
            generator = generator.with_max_unique_words(max).map_err(puzzle_err)?;
        }
        let generator = generator.with_tree(shape);
        let (level, report) = generator
            .generate_with_report(&mut origin.rng())
            .map_err(puzzle_err)?;
        let hard = wordgames_puzzles::wordseq::level_difficulty(lexicon, &level);
        Ok((
            level.to_json(),
            level.optimum(),
            level.tree_nodes(),
            level.full_tree_nodes(),
            report.grids,
            report.states,
            origin_row(&origin),
            (hard.optimum, crate::zipf_float(hard.rarest), hard.measured),
        ))
    })
}

/// Checks a wordseq level (its JSON text) as `wordgames wordseq check` does: read it, replay its
/// tree with the lexicon of `language` (English when None), and hold it to the preset's bounds. Returns the optimum and
/// the tree's nodes; `PuzzleError` says which rule the level breaks.
#[pyfunction]
#[pyo3(signature = (level_json, difficulty="normal", allow_all=false, language=None))]
pub fn wordseq_check(
    py: Python<'_>,
    level_json: &str,
    difficulty: &str,
    allow_all: bool,
    language: Option<&Bound<'_, PyLanguage>>,
) -> PyResult<(u32, u64)> {
    use wordgames_puzzles::wordseq::{Level, WordseqGenerator};
    let difficulty = difficulty.parse().map_err(puzzle_err)?;
    let language = PyLanguage::of(language)?;
    py.detach(|| {
        let level = Level::from_json_in(level_json, language.profile()).map_err(puzzle_err)?;
        let generator = WordseqGenerator::new_in(language.lexicon, language.profile())
            .and_then(|g| g.with_difficulty(difficulty))
            .and_then(|g| g.with_block_list(language.block_list(allow_all)))
            .map_err(puzzle_err)?;
        generator.check(&level).map_err(puzzle_err)?;
        Ok((level.optimum(), level.tree_nodes()))
    })
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

/// Letter Boxed's exact solution of `board` (`"dpt clr ahx bei"`, four sides) over the lexicon
/// of `language` (English when None), as `wordgames letter-boxed solve --json` gives it: the
/// fewest words, then the fewest letters (`best`, None beyond `max_words`), every two-word
/// solution, and the number of playable words. The block list's words are left out unless
/// `allow_all`.
#[pyfunction]
#[pyo3(signature = (board, max_words=6, allow_all=false, language=None))]
#[allow(clippy::type_complexity)]
pub fn letter_boxed_solve(
    py: Python<'_>,
    board: &str,
    max_words: usize,
    allow_all: bool,
    language: Option<&Bound<'_, PyLanguage>>,
) -> PyResult<(Option<Vec<String>>, Vec<Vec<String>>, usize)> {
    use wordgames_puzzles::letter_boxed::{Board, Solver};
    let language = PyLanguage::of(language)?;
    let board = Board::parse_in(board, language.profile()).map_err(puzzle_err)?;
    py.detach(|| {
        let blocked = language.block_list(allow_all);
        let solver = Solver::with_block_list(&board, language.lexicon, &blocked);
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
    m.add_function(wrap_pyfunction!(_daily_json, m)?)?;
    m.add_function(wrap_pyfunction!(feedback, m)?)?;
    m.add_function(wrap_pyfunction!(candidates, m)?)?;
    m.add_function(wrap_pyfunction!(rank, m)?)?;
    m.add_function(wrap_pyfunction!(letter_boxed_generate, m)?)?;
    m.add_function(wrap_pyfunction!(word_blender_generate, m)?)?;
    m.add_function(wrap_pyfunction!(word_blender_catalogue, m)?)?;
    m.add_function(wrap_pyfunction!(wordseq_generate, m)?)?;
    m.add_function(wrap_pyfunction!(wordseq_check, m)?)?;
    crate::wordle::register(m)?;
    Ok(())
}
