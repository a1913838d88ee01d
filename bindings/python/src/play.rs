//! The games as Python classes, in the family's vocabulary (`wordgames_puzzles::play::Play`):
//! Letter Boxed, Word Blender, wordseq and Nettle, each wrapping the library's game. `play`,
//! `status`, `give_up`, `answer` and `share` are the trait's; the rest is each game's own.
//! Results cross as plain values that the Python modules (`letter_boxed.py`, ...) put into
//! their dataclasses.

use std::sync::OnceLock;
use std::time::Duration;

use pyo3::prelude::*;
use wordgames_lexicon::Lexicon;
use wordgames_puzzles::daily::GameId;
use wordgames_puzzles::play::{FromPuzzle, Play};
use wordgames_puzzles::{Generator, letter_boxed, nettle, word_blender, wordseq};
use wordgames_wordnet::{Relations, WordGraph, WordNet};

use crate::errors::puzzle_err;
use crate::language::{BlenderGen, PyLanguage};

/// The English lexicon every game of this package plays with, loaded once.
pub(crate) fn english() -> &'static Lexicon<&'static [u8]> {
    static ENGLISH: OnceLock<Lexicon<&'static [u8]>> = OnceLock::new();
    ENGLISH.get_or_init(Lexicon::english)
}

/// A Letter Boxed verdict as Python gets it: solved, letters left, words played, and how a
/// solved game compares with the par (`made`, `over`, `unknown`; None while unsolved).
type LetterBoxedVerdict = (bool, usize, usize, Option<&'static str>);

/// One Letter Boxed game: the library's `letter_boxed::Game` over a language's lexicon.
#[pyclass(module = "wordgames._wordgames", name = "LetterBoxedGame")]
pub struct PyLetterBoxedGame {
    game: letter_boxed::Game<'static, &'static [u8]>,
}

#[pymethods]
impl PyLetterBoxedGame {
    /// A game on `board` (`"dpt clr ahx bei"`) over the lexicon of `language` (English when
    /// None). With `par` and `solution` (a generated puzzle's), the game knows its par and,
    /// once over, shows the solution as its answer.
    /// `LetterBoxedError`s are `PuzzleInputError`s.
    #[new]
    #[pyo3(signature = (board, par=None, solution=None, language=None))]
    fn new(
        board: &str,
        par: Option<usize>,
        solution: Option<Vec<String>>,
        language: Option<&Bound<'_, PyLanguage>>,
    ) -> PyResult<Self> {
        let language = PyLanguage::of(language)?;
        let lexicon = language.lexicon;
        let board = letter_boxed::Board::parse_in(board, language.profile()).map_err(puzzle_err)?;
        let game = match (par, solution) {
            (Some(par), Some(solution)) => {
                // A puzzle has no public constructor outside the library (its difficulty is
                // the generator's to grade): it is read from its serialized form, which the
                // library's own deserializer validates. The game reads its par and solution.
                let doc = serde_json::json!({
                    "board": board,
                    "par": par,
                    "solution": solution,
                    "chain": solution,
                    "difficulty": {"par": par, "rarest": 0, "measured": false},
                });
                let puzzle: letter_boxed::Puzzle = serde_json::from_value(doc).map_err(|e| {
                    crate::errors::puzzle_message(format!("a Letter Boxed puzzle: {e}"))
                })?;
                letter_boxed::Game::from_puzzle(&puzzle, lexicon).map_err(puzzle_err)?
            }
            (None, None) => letter_boxed::Game::new(board, lexicon),
            _ => {
                return Err(crate::errors::puzzle_message(
                    "a Letter Boxed game takes both a par and a solution, or neither",
                ));
            }
        };
        Ok(PyLetterBoxedGame { game })
    }

    /// Plays `word`: (solved, letters left, words played, par) where par is `made`, `over` or
    /// `unknown` once solved. `PuzzleInputError` names the rule a word breaks.
    fn play(&mut self, word: &str) -> PyResult<LetterBoxedVerdict> {
        use letter_boxed::{Par, Verdict};
        let verdict = Play::play(&mut self.game, word).map_err(puzzle_err)?;
        let played = self.game.words().count();
        Ok(match verdict {
            Verdict::Solved { words, par } => {
                let par = match par {
                    Par::Made => "made",
                    Par::Over { .. } => "over",
                    _ => "unknown",
                };
                (true, 0, words, Some(par))
            }
            Verdict::Played { left } => (false, left, played, None),
            _ => (false, self.game.uncovered().chars().count(), played, None),
        })
    }

    /// `playing`, `won` or `gaveUp`.
    fn status(&self) -> &'static str {
        Play::status(&self.game).as_str()
    }

    /// Ends the game.
    fn give_up(&mut self) {
        Play::give_up(&mut self.game);
    }

    /// The puzzle's best solution once the game is over (None while it is played, and for a
    /// game not dealt from a puzzle).
    fn answer(&self) -> Option<Vec<String>> {
        Play::answer(&self.game)
    }

    /// The share text under `title` once the game is over: the words counted, never named.
    #[pyo3(signature = (title="Letter Boxed"))]
    fn share(&self, title: &str) -> Option<String> {
        Play::share(&self.game, title)
    }

    /// Takes back the last word, returning it (None with no word played).
    fn undo(&mut self) -> Option<String> {
        self.game.undo()
    }

    /// The words played, in order.
    fn words(&self) -> Vec<String> {
        self.game.words().map(str::to_string).collect()
    }

    /// The letter the next word must start with (the last word's last letter).
    fn next_letter(&self) -> Option<char> {
        self.game.next_letter()
    }

    /// The board's letters not covered yet.
    fn uncovered(&self) -> String {
        self.game.uncovered()
    }

    /// The board, four sides of three letters.
    fn board(&self) -> String {
        self.game.board().to_string()
    }

    /// The par, for a game dealt from a puzzle.
    fn par(&self) -> Option<usize> {
        self.game.par()
    }

    fn __repr__(&self) -> String {
        format!(
            "<LetterBoxedGame {}: {}>",
            self.game.board(),
            Play::status(&self.game)
        )
    }
}

/// A Word Blender round's difficulty: words to find, six-letter words, the rarest word's
/// Zipf frequency, whether that is measured.
pub(crate) type BlenderDifficulty = (usize, usize, f64, bool);

pub(crate) fn blender_difficulty(
    generator: &BlenderGen,
    round: &word_blender::Round,
) -> BlenderDifficulty {
    let d = generator.difficulty(round);
    (
        d.words,
        d.six_letter_words,
        crate::zipf_float(d.rarest),
        d.measured,
    )
}

/// How a round ended: letters, every word, the words found, won, points.
type RoundEndRow = (String, Vec<String>, Vec<String>, bool, u32);

fn round_end_row(end: &word_blender::RoundEnd) -> RoundEndRow {
    (
        end.letters.clone(),
        end.words.clone(),
        end.found.clone(),
        end.won,
        end.points(),
    )
}

fn seconds(value: f64, what: &str) -> PyResult<Duration> {
    Duration::try_from_secs_f64(value).map_err(|_| {
        crate::errors::puzzle_message(format!(
            "{what}: {value} is not a number of seconds from 0 up"
        ))
    })
}

/// One Word Blender game: the library's `word_blender::Game` over a language's generator.
/// Every call that can end a round takes the seconds since the game began (the Python class
/// reads its clock).
#[pyclass(module = "wordgames._wordgames", name = "WordBlenderGame")]
pub struct PyWordBlenderGame {
    game: word_blender::Game<'static, wordgames_puzzles::language::Words>,
    generator: &'static BlenderGen,
    origin: crate::games::OriginRow,
}

#[pymethods]
impl PyWordBlenderGame {
    /// The game whose rounds are dealt from `seed`, or from `date` (`today` when None: the
    /// date's round first), each lasting `round_time` seconds, in the words of `language`
    /// (English when None).
    #[new]
    #[pyo3(signature = (seed, date, today, round_time=120.0, language=None))]
    fn new(
        py: Python<'_>,
        seed: Option<u64>,
        date: Option<&str>,
        today: &str,
        round_time: f64,
        language: Option<&Bound<'_, PyLanguage>>,
    ) -> PyResult<Self> {
        let origin = crate::games::origin(GameId::WordBlender, seed, date, today)?;
        let round_time = seconds(round_time, "round_time")?;
        let language = PyLanguage::of(language)?;
        let generator = py.detach(|| language.blender())?;
        let game = py
            .detach(|| {
                let mut rng = origin.rng();
                let first = generator.generate(&mut rng)?;
                Ok::<_, wordgames_puzzles::Error>(word_blender::Game::from_puzzle(
                    &first,
                    (generator, rng, round_time),
                )?)
            })
            .map_err(puzzle_err)?;
        Ok(PyWordBlenderGame {
            game,
            generator,
            origin: crate::games::origin_row(&origin),
        })
    }

    /// Plays `word` at `elapsed` seconds: (`found`, `bonus` or `timeUp`, words found in the
    /// round). `PuzzleInputError` for a word the letters do not make, one found before, or a
    /// word once the game is over.
    fn play(&mut self, word: &str, elapsed: f64) -> PyResult<(&'static str, usize)> {
        use word_blender::Verdict;
        let elapsed = seconds(elapsed, "elapsed")?;
        let verdict = Play::play(&mut self.game, (word, elapsed)).map_err(puzzle_err)?;
        Ok(match verdict {
            Verdict::Found { found } => ("found", found),
            Verdict::Bonus { found } => ("bonus", found),
            _ => ("timeUp", self.game.found().len()),
        })
    }

    /// `playing`, `won` (a round won) or `lost`.
    fn status(&self) -> &'static str {
        Play::status(&self.game).as_str()
    }

    /// Stops the game.
    fn give_up(&mut self) {
        Play::give_up(&mut self.game);
    }

    /// The last round's end once the game is over (None while it is played).
    fn answer(&self) -> Option<RoundEndRow> {
        Play::answer(&self.game).map(|e| round_end_row(&e))
    }

    /// The share text under `title` once the game is over: rounds won and points.
    #[pyo3(signature = (title="Word Blender"))]
    fn share(&self, title: &str) -> Option<String> {
        Play::share(&self.game, title)
    }

    /// Ends the round at `elapsed` seconds if its time is up; whether it is over.
    fn tick(&mut self, elapsed: f64) -> PyResult<bool> {
        Ok(self.game.tick(seconds(elapsed, "elapsed")?))
    }

    /// Stops the round (and the game) at `elapsed` seconds.
    fn stop(&mut self, elapsed: f64) -> PyResult<()> {
        self.game.stop(seconds(elapsed, "elapsed")?);
        Ok(())
    }

    /// Deals the next round after a won round, its clock starting at `elapsed` seconds; its
    /// letters. `PuzzleInputError` when the round is not over and won.
    fn next_round(&mut self, py: Python<'_>, elapsed: f64) -> PyResult<String> {
        let elapsed = seconds(elapsed, "elapsed")?;
        let game = &mut self.game;
        py.detach(|| game.next_round(elapsed).map(|r| r.letters.clone()))
            .map_err(puzzle_err)
    }

    /// How the current round ended (None while it is played).
    fn round_end(&self) -> Option<RoundEndRow> {
        self.game.round_end().map(round_end_row)
    }

    /// Seconds left in the round at `elapsed` seconds.
    fn time_left(&self, elapsed: f64) -> PyResult<f64> {
        Ok(self
            .game
            .time_left(seconds(elapsed, "elapsed")?)
            .as_secs_f64())
    }

    /// Where the game's rounds come from: (seed, date, number), the date and number for a
    /// date's game.
    fn origin(&self) -> crate::games::OriginRow {
        self.origin.clone()
    }

    /// The letters in the order shown now.
    fn letters(&self) -> String {
        self.game.letters().to_string()
    }

    /// Shows the letters in another order.
    fn shuffle(&mut self) {
        self.game.shuffle();
    }

    /// The words found in this round.
    fn found(&self) -> Vec<String> {
        self.game.found().into_iter().map(str::to_string).collect()
    }

    /// The round being played: 1 for the first.
    fn round_number(&self) -> u32 {
        self.game.round_number()
    }

    /// Rounds won so far.
    fn rounds_won(&self) -> u32 {
        self.game.rounds_won()
    }

    /// Points so far, every round.
    fn points(&self) -> u32 {
        self.game.points()
    }

    /// How many words the round has to find (its list; rarer words count as bonus words).
    fn words_to_find(&self) -> usize {
        self.game.round().words.len()
    }

    /// The difficulty of the round being played: (words to find, six-letter words, the rarest
    /// word's Zipf frequency, whether that is measured).
    fn difficulty(&self) -> BlenderDifficulty {
        blender_difficulty(self.generator, self.game.round())
    }

    fn __repr__(&self) -> String {
        format!(
            "<WordBlenderGame round {} {}: {}>",
            self.game.round_number(),
            self.game.letters(),
            Play::status(&self.game)
        )
    }
}

/// A move of wordseq as Python gets it: ((row, column), (row, column)).
type MoveRow = ((usize, usize), (usize, usize));

fn move_row(mv: wordseq::Move) -> MoveRow {
    (mv.from, mv.to)
}

/// A level and the dictionary that judges it, owned together.
struct LevelOwner {
    level: wordseq::Level,
    dictionary: wordseq::Dictionary,
}

self_cell::self_cell!(
    /// A wordseq game and the level and dictionary it borrows.
    struct OwnedLevelGame {
        owner: LevelOwner,
        #[not_covariant]
        dependent: LevelGame,
    }
);

type LevelGame<'a> = wordseq::LevelGame<'a, 'a>;

/// One wordseq game: the library's `wordseq::LevelGame` over a level, judged with a language's
/// lexicon (the words it forms searched as the CLI's `wordgames play wordseq` does).
#[pyclass(module = "wordgames._wordgames", name = "WordseqGame")]
pub struct PyWordseqGame {
    game: OwnedLevelGame,
}

/// A wordseq verdict: (`optimal`, `non-optimal` or `invalid`, the words formed, the longest
/// whole game still reachable, the moves it costs).
type SeqVerdict = (&'static str, Vec<String>, Option<u32>, u32);

#[pymethods]
impl PyWordseqGame {
    /// The game of a level (its JSON text) in the words of `language` (English when None);
    /// the block list's words are left out unless `allow_all`.
    #[new]
    #[pyo3(signature = (level_json, allow_all=false, language=None))]
    fn new(
        py: Python<'_>,
        level_json: &str,
        allow_all: bool,
        language: Option<&Bound<'_, PyLanguage>>,
    ) -> PyResult<Self> {
        let language = PyLanguage::of(language)?;
        let profile = language.profile();
        let level = wordseq::Level::from_json_in(level_json, profile).map_err(puzzle_err)?;
        let block = language.block_list(allow_all);
        let dictionary = py
            .detach(|| {
                wordseq::Dictionary::new_in(language.lexicon, profile, level.word_length(), &block)
            })
            .map_err(puzzle_err)?;
        let game = OwnedLevelGame::try_new(LevelOwner { level, dictionary }, |o| {
            wordseq::LevelGame::searching(&o.level, &o.dictionary)
        })
        .map_err(puzzle_err)?;
        Ok(PyWordseqGame { game })
    }

    /// Swaps cells `from_cell` and `to_cell` (each (row, column)): the verdict. An `invalid`
    /// move forms no new word and is not made.
    fn play(
        &mut self,
        py: Python<'_>,
        from_cell: (usize, usize),
        to_cell: (usize, usize),
    ) -> PyResult<SeqVerdict> {
        use wordseq::Verdict;
        let mv = wordseq::Move::new(from_cell, to_cell);
        let game = &mut self.game;
        let verdict = py
            .detach(|| game.with_dependent_mut(|_, g| Play::play(g, mv)))
            .map_err(puzzle_err)?;
        Ok(match verdict {
            Verdict::Optimal {
                words_formed,
                best_total,
            } => ("optimal", words_formed, Some(best_total), 0),
            Verdict::NonOptimal {
                words_formed,
                best_total,
                lost,
            } => ("non-optimal", words_formed, Some(best_total), lost),
            _ => ("invalid", Vec::new(), None, 0),
        })
    }

    /// `playing`, `won` (no valid move left) or `gaveUp`.
    fn status(&self) -> &'static str {
        self.game.with_dependent(|_, g| Play::status(g)).as_str()
    }

    /// Stops the game; a longest game is worked out as its answer.
    fn give_up(&mut self, py: Python<'_>) {
        let game = &mut self.game;
        py.detach(|| game.with_dependent_mut(|_, g| Play::give_up(g)));
    }

    /// A longest game from the start, as moves, once the game is over (None while it is
    /// played, or when that search ran out of budget).
    fn answer(&self) -> Option<Vec<MoveRow>> {
        self.game
            .with_dependent(|_, g| Play::answer(g))
            .map(|moves| moves.into_iter().map(move_row).collect())
    }

    /// The share text under `title` once the game is over: moves made, and of how many.
    #[pyo3(signature = (title="wordseq"))]
    fn share(&self, title: &str) -> Option<String> {
        self.game.with_dependent(|_, g| Play::share(g, title))
    }

    /// Takes back the last move, returning it.
    fn undo(&mut self) -> Option<MoveRow> {
        self.game.with_dependent_mut(|_, g| g.undo()).map(move_row)
    }

    /// A move that keeps the longest game reachable (None when no move is left).
    fn hint(&mut self, py: Python<'_>) -> PyResult<Option<MoveRow>> {
        let game = &mut self.game;
        py.detach(|| game.with_dependent_mut(|_, g| g.hint()))
            .map(|m| m.map(move_row))
            .map_err(puzzle_err)
    }

    /// The grid now, one string per row.
    fn grid(&self) -> Vec<String> {
        self.game.with_dependent(|_, g| g.grid().to_rows())
    }

    /// The moves made.
    fn history(&self) -> Vec<MoveRow> {
        self.game
            .with_dependent(|_, g| g.history())
            .into_iter()
            .map(move_row)
            .collect()
    }

    /// The words formed so far.
    fn words(&self) -> Vec<String> {
        self.game.with_dependent(|_, g| g.words())
    }

    /// (moves made, the level's optimum).
    fn score(&mut self, py: Python<'_>) -> PyResult<(u32, u32)> {
        let game = &mut self.game;
        py.detach(|| game.with_dependent_mut(|_, g| g.score()))
            .map(|s| (s.moves, s.optimum))
            .map_err(puzzle_err)
    }

    /// The level's optimum: the most moves a game can have.
    fn optimum(&self) -> u32 {
        self.game.borrow_owner().level.optimum()
    }

    fn __repr__(&self) -> String {
        self.game.with_dependent(|_, g| {
            format!(
                "<WordseqGame {} moves: {}>",
                g.turns(),
                Play::status(g).as_str()
            )
        })
    }
}

/// The bundled WordNet's word graph (the default relations), built once.
fn graph() -> PyResult<&'static WordGraph<'static>> {
    static GRAPH: OnceLock<WordGraph<'static>> = OnceLock::new();
    if let Some(g) = GRAPH.get() {
        return Ok(g);
    }
    let wn: &'static WordNet = WordNet::bundled().map_err(crate::errors::wn_err)?;
    let g = WordGraph::build(wn, Relations::default()).map_err(crate::errors::wn_err)?;
    Ok(GRAPH.get_or_init(|| g))
}

/// Nettle's target list over the bundled WordNet and the English lexicon, made once.
fn nettle_generator() -> PyResult<&'static nettle::NettleGenerator<'static>> {
    static MADE: OnceLock<nettle::NettleGenerator<'static>> = OnceLock::new();
    if let Some(g) = MADE.get() {
        return Ok(g);
    }
    let g = nettle::NettleGenerator::new(graph()?, english()).map_err(puzzle_err)?;
    Ok(MADE.get_or_init(|| g))
}

/// A Nettle puzzle's difficulty: the target's Zipf frequency, whether that is measured, and the
/// median route length from the other targets (None when none reaches it).
type NettleDifficulty = (f64, bool, Option<u32>);

/// Nettle's puzzle of `seed`, or of `date` (`today` when None): the target word, the origin,
/// and the difficulty (`nettle::difficulty`: the target's route table is built for it).
#[pyfunction]
#[pyo3(signature = (seed, date, today))]
pub fn nettle_generate(
    py: Python<'_>,
    seed: Option<u64>,
    date: Option<&str>,
    today: &str,
) -> PyResult<(String, crate::games::OriginRow, NettleDifficulty)> {
    let origin = crate::games::origin(GameId::Nettle, seed, date, today)?;
    let generator = py.detach(nettle_generator)?;
    let word = match origin.day() {
        Some(day) => {
            nettle::daily(graph()?.wordnet(), generator.targets(), day.date)
                .map_err(puzzle_err)?
                .puzzle
                .word
        }
        None => {
            generator
                .generate(&mut origin.rng())
                .map_err(puzzle_err)?
                .word
        }
    };
    let difficulty = py.detach(|| -> PyResult<NettleDifficulty> {
        let puzzle = nettle::Nettle::new(graph()?, &word).map_err(puzzle_err)?;
        let d = nettle::difficulty(&puzzle, english(), generator.targets());
        Ok((crate::zipf_float(d.target), d.measured, d.median_route))
    })?;
    Ok((word, crate::games::origin_row(&origin), difficulty))
}

self_cell::self_cell!(
    /// A Nettle game and the target's route table it borrows.
    struct OwnedNettleGame {
        owner: nettle::Nettle<'static>,
        #[covariant]
        dependent: NettleGame,
    }
);

type NettleGame<'n> = nettle::Game<'n, 'static>;

/// A Nettle clue as Python gets it while the game is played: the guess, the lemma it was read
/// as, the emoji, the steps, the gloss of the sense used with the target masked, the hint.
type ClueRow = (String, String, String, usize, String, Option<String>);

fn clue_row(clue: &nettle::Clue) -> PyResult<ClueRow> {
    let wn = graph()?.wordnet();
    Ok((
        clue.guess.clone(),
        wn.lemma_by_id(clue.lemma).text().replace('_', " "),
        clue.emoji.clone(),
        clue.len(),
        clue.sense_text().to_string(),
        clue.hint().map(str::to_string),
    ))
}

/// One Nettle game: the library's `nettle::Game` towards a target over the bundled WordNet.
#[pyclass(module = "wordgames._wordgames", name = "NettleGame")]
pub struct PyNettleGame {
    game: OwnedNettleGame,
}

#[pymethods]
impl PyNettleGame {
    /// The game towards `target` (any noun of WordNet). `PuzzleInputError` for a word that is
    /// no target.
    #[new]
    fn new(py: Python<'_>, target: &str) -> PyResult<Self> {
        let graph = py.detach(graph)?;
        let nettle = py
            .detach(|| nettle::Nettle::new(graph, target))
            .map_err(puzzle_err)?;
        Ok(PyNettleGame {
            game: OwnedNettleGame::try_new(nettle, |n| nettle::Game::from_puzzle(&n.puzzle(), n))
                .map_err(puzzle_err)?,
        })
    }

    /// Plays `guess`: (`clue`, the clue) when a route leads from it to the target, (`unknown`,
    /// None) for a word WordNet does not know, (`unreachable`, None) for a word with no route.
    /// Only a clue counts as a guess. `PuzzleInputError` once the game is over.
    fn play(&mut self, guess: &str) -> PyResult<(&'static str, Option<ClueRow>)> {
        use nettle::Verdict;
        let answer = self
            .game
            .with_dependent_mut(|_, g| Play::play(g, guess))
            .map_err(puzzle_err)?;
        Ok(match answer {
            Verdict::Clue(clue) => ("clue", Some(clue_row(&clue)?)),
            Verdict::Unknown => ("unknown", None),
            Verdict::Unreachable(_) => ("unreachable", None),
        })
    }

    /// `playing`, `won` or `gaveUp`.
    fn status(&self) -> &'static str {
        Play::status(self.game.borrow_dependent()).as_str()
    }

    /// Gives up: the route of the best clue is the answer.
    fn give_up(&mut self) {
        self.game.with_dependent_mut(|_, g| Play::give_up(g));
    }

    /// The words of the best clue's route, the target last, once the game is over (None while
    /// it is played).
    fn answer(&self) -> Option<Vec<String>> {
        Play::answer(self.game.borrow_dependent())
    }

    /// The share summary under `title` once the game is over: the emoji, never the words.
    #[pyo3(signature = (title="Nettle"))]
    fn share(&self, title: &str) -> Option<String> {
        Play::share(self.game.borrow_dependent(), title)
    }

    /// A hint: the definition of the next word along the best clue's route, its words masked.
    fn hint(&self) -> Option<String> {
        self.game.borrow_dependent().hint().map(str::to_string)
    }

    /// The clues so far, in order.
    fn clues(&self) -> PyResult<Vec<ClueRow>> {
        self.game
            .borrow_dependent()
            .clues()
            .iter()
            .map(clue_row)
            .collect()
    }

    /// The shortest clue so far (the latest of equals).
    fn best(&self) -> PyResult<Option<ClueRow>> {
        self.game
            .borrow_dependent()
            .best()
            .map(clue_row)
            .transpose()
    }

    fn __repr__(&self) -> String {
        let game = self.game.borrow_dependent();
        format!(
            "<NettleGame {} clues: {}>",
            game.clues().len(),
            Play::status(game)
        )
    }
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyLetterBoxedGame>()?;
    m.add_class::<PyWordBlenderGame>()?;
    m.add_class::<PyWordseqGame>()?;
    m.add_class::<PyNettleGame>()?;
    m.add_function(wrap_pyfunction!(nettle_generate, m)?)?;
    Ok(())
}
