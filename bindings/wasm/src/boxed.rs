//! Letter Boxed: the game, the generator and the exact solver.

use serde::Serialize;
use wasm_bindgen::prelude::*;
use wordgames_puzzles::play::FromPuzzle;
use wordgames_puzzles::{
    Budget, Generator,
    daily::Origin,
    letter_boxed::{
        self, Board, Game, LetterBoxedGenerator as Inner, MAX_SOLUTION_WORDS, PuzzleDoc, Solver,
    },
};

use crate::{
    check_arg, js_error,
    lexicon::{Lexicon, english},
    parse_date, to_js,
};

#[wasm_bindgen(typescript_custom_section)]
const BOXED_TYPES: &str = r#"
/**
 * A generated Letter Boxed board: its four sides, par, a best solution and the chain dealt,
 * with its seed (and date and number for a date's board) and difficulty: the document of
 * `wordgames letter-boxed gen --json` (the library's `letter_boxed::PuzzleDoc`).
 */
export interface LetterBoxedPuzzle {
  board: string;
  chain: string[];
  date?: string;
  difficulty: { familiarity: string; measured: boolean; par: number; rarest: number };
  game: "letter-boxed";
  number?: number;
  par: number;
  /** The seed, as a decimal string (a `u64` does not fit a JavaScript number). */
  seed: string;
  sides: string[];
  solution: string[];
  /** The solution and the chain as the list spells them, where that differs from the keys. */
  spelled?: { chain: string[]; solution: string[] };
}
/** Counted solutions of a board: per length, in all, whether the count is complete, the first ones. */
export interface LetterBoxedSolutions {
  counts: number[];
  total: number;
  complete: boolean;
  listed: string[][];
}
/** Letter Boxed's verdict on a played word. */
export type LetterBoxedVerdict =
  | { Played: { left: number } }
  | { Solved: { words: number; par: "Made" | "Unknown" | { Over: { par: number } } } };
"#;

fn parse_board(text: &str) -> Result<Board, JsError> {
    text.parse::<Board>().map_err(js_error)
}

fn check_max_words(max_words: usize) -> Result<(), JsError> {
    check_arg((1..=MAX_SOLUTION_WORDS).contains(&max_words), || {
        format!("maxWords must be from 1 to {MAX_SOLUTION_WORDS}, not {max_words}")
    })
}

/// A game of Letter Boxed on the embedded English lexicon: words in, verdicts out.
#[wasm_bindgen]
#[derive(Debug)]
pub struct LetterBoxedGame {
    inner: Game<'static, &'static [u8]>,
}

#[wasm_bindgen]
impl LetterBoxedGame {
    /// A game on `board` (four sides: `"dit amp chr elo"`), without a par.
    #[wasm_bindgen(constructor)]
    pub fn new(board: &str) -> Result<LetterBoxedGame, JsError> {
        Ok(LetterBoxedGame {
            inner: Game::new(parse_board(board)?, english()),
        })
    }

    /// The daily puzzle of `date` (`YYYY-MM-DD`), with its par: the board of `wordgames daily`.
    pub fn daily(date: &str) -> Result<LetterBoxedGame, JsError> {
        let date = parse_date(date).map_err(|e| JsError::new(&e))?;
        let today = letter_boxed::daily(english(), date).map_err(js_error)?;
        Ok(LetterBoxedGame {
            inner: Game::from_puzzle(&today.puzzle, english()).map_err(js_error)?,
        })
    }

    /// The board as four sides, `"dit amp chr elo"`.
    pub fn board(&self) -> String {
        self.inner.board().to_string()
    }

    /// The fewest words that solve the board, when known (`undefined` otherwise).
    pub fn par(&self) -> Option<usize> {
        self.inner.par()
    }

    /// Plays `word`: `{Played: {left}}` (letters still to cover) or `{Solved: {words, par}}`
    /// (`par` is `"Made"`, `{Over: {par}}` or `"Unknown"`). Throws when the word is refused
    /// (not a word, letters on one side in a row, not starting with the last letter), with the
    /// reason; a refused word is not counted.
    #[wasm_bindgen(unchecked_return_type = "LetterBoxedVerdict")]
    pub fn play(&mut self, word: &str) -> Result<JsValue, JsError> {
        let verdict = self.inner.play(word).map_err(js_error)?;
        to_js(&verdict)
    }

    /// Takes back the last word, returning it (`undefined` at the start).
    pub fn undo(&mut self) -> Option<String> {
        self.inner.undo()
    }

    /// Ends the game without solving it.
    #[wasm_bindgen(js_name = giveUp)]
    pub fn give_up(&mut self) {
        self.inner.give_up();
    }

    /// The words played so far.
    pub fn words(&self) -> Vec<String> {
        self.inner.words().map(str::to_string).collect()
    }

    /// The letter the next word must start with (`undefined` before the first word).
    #[wasm_bindgen(js_name = nextLetter)]
    pub fn next_letter(&self) -> Option<String> {
        self.inner.next_letter().map(String::from)
    }

    /// The letters not covered yet.
    pub fn uncovered(&self) -> String {
        self.inner.uncovered()
    }

    /// Whether every letter is covered.
    #[wasm_bindgen(js_name = isSolved)]
    pub fn is_solved(&self) -> bool {
        self.inner.is_solved()
    }

    /// Whether the game is over (solved or given up).
    #[wasm_bindgen(js_name = isOver)]
    pub fn is_over(&self) -> bool {
        self.inner.is_over()
    }
}

/// The Letter Boxed generator on the embedded English lexicon: boards with their par, from a
/// seed, within a budget.
#[wasm_bindgen]
#[derive(Debug)]
pub struct LetterBoxedGenerator {
    inner: Inner<std::borrow::Cow<'static, [u8]>>,
}

#[wasm_bindgen]
impl LetterBoxedGenerator {
    /// The generator, with the default budget or `maxAttempts` boards and `maxNodes` search
    /// nodes: a generation that exceeds them throws instead of running on.
    #[wasm_bindgen(constructor)]
    pub fn new(
        max_attempts: Option<f64>,
        max_nodes: Option<f64>,
    ) -> Result<LetterBoxedGenerator, JsError> {
        let budget = budget(max_attempts, max_nodes)?;
        Ok(LetterBoxedGenerator {
            inner: Inner::new(english().clone().into())
                .map_err(js_error)?
                .with_budget(budget),
        })
    }

    /// The generator on `lexicon`, in its language (a bokmål lexicon deals bokmål boards from
    /// its common words), with the default budget or `maxAttempts` boards and `maxNodes`
    /// search nodes.
    #[wasm_bindgen(js_name = inLexicon)]
    pub fn in_lexicon(
        lexicon: &Lexicon,
        max_attempts: Option<f64>,
        max_nodes: Option<f64>,
    ) -> Result<LetterBoxedGenerator, JsError> {
        let budget = budget(max_attempts, max_nodes)?;
        Ok(LetterBoxedGenerator {
            inner: Inner::new_in(lexicon.inner.clone(), lexicon.profile)
                .map_err(js_error)?
                .with_budget(budget),
        })
    }

    /// The board dealt by `seed`: `{board, sides, par, solution, chain, seed, difficulty, …}`,
    /// the document of `wordgames letter-boxed gen --seed N --json` (its seed a decimal string).
    #[wasm_bindgen(unchecked_return_type = "LetterBoxedPuzzle")]
    pub fn generate(&self, seed: u64) -> Result<JsValue, JsError> {
        let origin = Origin::Seed(seed);
        let puzzle = self.inner.generate(&mut origin.rng()).map_err(js_error)?;
        doc_js(&PuzzleDoc::new(&self.inner, &puzzle, &origin))
    }

    /// The daily board of `date` with its par and solution (the answer: for a page that shows
    /// it after play).
    #[wasm_bindgen(unchecked_return_type = "LetterBoxedPuzzle")]
    pub fn daily(&self, date: &str) -> Result<JsValue, JsError> {
        let date = parse_date(date).map_err(|e| JsError::new(&e))?;
        let today = self
            .inner
            .deal(&wordgames_puzzles::daily::Calendar::PUBLIC, date)
            .map_err(js_error)?;
        let origin = Origin::Daily(today.day);
        doc_js(&PuzzleDoc::new(&self.inner, &today.puzzle, &origin))
    }
}

/// A puzzle's document for JavaScript, its `seed` as a decimal string (a `u64` does not fit a
/// JavaScript number).
fn doc_js(doc: &PuzzleDoc<'_>) -> Result<JsValue, JsError> {
    let mut value = serde_json::to_value(doc).map_err(js_error)?;
    crate::daily::seed_as_string(&mut value);
    to_js(&value)
}

/// The default budget, or `maxAttempts` boards and `maxNodes` search nodes.
fn budget(max_attempts: Option<f64>, max_nodes: Option<f64>) -> Result<Budget, JsError> {
    let mut budget = Budget::default();
    if let Some(n) = max_attempts {
        budget.max_attempts = count(n, "maxAttempts")?;
    }
    if let Some(n) = max_nodes {
        budget.max_nodes = count(n, "maxNodes")?;
    }
    Ok(budget)
}

/// A JavaScript number as a count, refused when it is not a whole number >= 0.
fn count(n: f64, name: &str) -> Result<u64, JsError> {
    let whole = n.is_finite() && n >= 0.0 && n.fract() == 0.0 && n <= 2f64.powi(53);
    check_arg(whole, || {
        format!("{name} must be a whole number >= 0, not {n}")
    })?;
    Ok(n as u64)
}

/// The exact Letter Boxed solver on one board and the embedded English lexicon.
#[wasm_bindgen]
#[derive(Debug)]
pub struct LetterBoxedSolver {
    inner: Solver,
}

#[derive(Serialize)]
struct Solutions<'a> {
    counts: &'a [u64],
    total: u64,
    complete: bool,
    listed: Vec<&'a [String]>,
}

#[wasm_bindgen]
impl LetterBoxedSolver {
    /// Collects the board's playable words (the first half of a solve).
    #[wasm_bindgen(constructor)]
    pub fn new(board: &str) -> Result<LetterBoxedSolver, JsError> {
        Ok(LetterBoxedSolver {
            inner: Solver::new(&parse_board(board)?, english()),
        })
    }

    /// Collects the playable words of `board`, written in the letters of `lexicon`'s language
    /// (`"blå ærf søt gkn"` on a bokmål lexicon), from that lexicon.
    #[wasm_bindgen(js_name = inLexicon)]
    pub fn in_lexicon(board: &str, lexicon: &Lexicon) -> Result<LetterBoxedSolver, JsError> {
        let board = Board::parse_in(board, lexicon.profile).map_err(js_error)?;
        Ok(LetterBoxedSolver {
            inner: Solver::new(&board, &lexicon.inner),
        })
    }

    /// The number of playable words on the board.
    #[wasm_bindgen(js_name = wordCount)]
    pub fn word_count(&self) -> usize {
        self.inner.words().count()
    }

    /// The best solution of at most `maxWords` words (the budget: 1 to 16), as an array of
    /// words: the fewest words, then the most familiar (its rarest word as frequent as possible,
    /// then the highest sum of frequencies), then the fewest letters, then the alphabetically first;
    /// `undefined` when none has at most `maxWords` words.
    pub fn best(
        &self,
        #[wasm_bindgen(js_name = maxWords)] max_words: usize,
    ) -> Result<Option<Vec<String>>, JsError> {
        check_max_words(max_words)?;
        Ok(self.inner.best(max_words).map(|s| s.words))
    }

    /// Every two-word solution, as arrays of words.
    #[wasm_bindgen(js_name = twoWordSolutions, unchecked_return_type = "string[][]")]
    pub fn two_word_solutions(&self) -> Result<JsValue, JsError> {
        let all: Vec<Vec<String>> = self
            .inner
            .two_word_solutions()
            .into_iter()
            .map(|s| s.words)
            .collect();
        to_js(&all)
    }

    /// The number of solutions of each length up to `maxWords` (1 to 16) and the first `limit`
    /// of them: `{counts, total, complete, listed}`.
    #[wasm_bindgen(unchecked_return_type = "LetterBoxedSolutions")]
    pub fn solutions(
        &self,
        #[wasm_bindgen(js_name = maxWords)] max_words: usize,
        limit: usize,
    ) -> Result<JsValue, JsError> {
        check_max_words(max_words)?;
        let all = self.inner.solutions(max_words, limit).map_err(js_error)?;
        to_js(&Solutions {
            counts: &all.counts,
            total: all.total(),
            complete: all.is_complete(),
            listed: all.listed.iter().map(|s| s.words.as_slice()).collect(),
        })
    }
}
