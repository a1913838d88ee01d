//! wordseq: the daily level and its tree, played move by move against the tree.

use wasm_bindgen::prelude::*;
use wordgames_puzzles::wordseq::{self, Level, Move, TreeGame};

use crate::{js_error, lexicon::english, parse_date, to_js};

#[wasm_bindgen(typescript_custom_section)]
const WORDSEQ_TYPES: &str = r#"
/** A swap of two neighbouring cells, each `[row, column]`. */
export interface WordseqMove {
  from: [number, number];
  to: [number, number];
}
/** A node of a level's tree: a move, the words it formed, the longest game after it, and the
 * moves that can follow. */
export interface WordseqNode {
  move: WordseqMove;
  wordsFormed: string[];
  maxDepthReached: number;
  nextMoves: WordseqNode[];
}
/** A swap's verdict: not made (no new word), or made, keeping the best game or losing moves. */
export type WordseqVerdict =
  | "Invalid"
  | { Optimal: { words_formed: string[]; best_total: number } }
  | { NonOptimal: { words_formed: string[]; best_total: number; lost: number } };
/** The moves made against the level's optimum. */
export interface WordseqScore {
  moves: number;
  optimum: number;
}
"#;

/// A game of wordseq played against a level's tree of best games: swaps in, verdicts out.
///
/// The game owns its level and the moves made; each call replays them on the level's tree
/// (`wordgames_puzzles::wordseq::TreeGame`), so nothing is searched in the page.
#[wasm_bindgen]
#[derive(Debug)]
pub struct WordseqGame {
    level: Level,
    history: Vec<Move>,
}

fn cell(row: usize, col: usize) -> (usize, usize) {
    (row, col)
}

#[wasm_bindgen]
impl WordseqGame {
    /// The daily level of `date` (`YYYY-MM-DD`): the grid of `wordgames daily`.
    pub fn daily(date: &str) -> Result<WordseqGame, JsError> {
        let date = parse_date(date).map_err(|e| JsError::new(&e))?;
        let level = wordseq::daily(english(), date).map_err(js_error)?.puzzle;
        WordseqGame::from_level(level)
    }

    /// A level from its JSON document (`wordgames wordseq generate --json`, the static files a
    /// page loads). Throws for a malformed or inconsistent level.
    #[wasm_bindgen(js_name = fromLevelJson)]
    pub fn from_level_json(text: &str) -> Result<WordseqGame, JsError> {
        WordseqGame::from_level(Level::from_json(text).map_err(js_error)?)
    }

    fn from_level(level: Level) -> Result<WordseqGame, JsError> {
        TreeGame::new(&level).map_err(js_error)?;
        Ok(WordseqGame {
            level,
            history: Vec::new(),
        })
    }

    /// The game at the current move: the level's tree game with the moves replayed.
    fn game(&self) -> Result<TreeGame<'_>, JsError> {
        let mut game = TreeGame::new(&self.level).map_err(js_error)?;
        for &mv in &self.history {
            game.play(mv).map_err(js_error)?;
        }
        Ok(game)
    }

    /// The level's JSON document: the grid and its whole tree of moves (the level tree).
    #[wasm_bindgen(js_name = levelJson)]
    pub fn level_json(&self) -> String {
        self.level.to_json()
    }

    /// The level's tree: `[{move: {from: [r, c], to: [r, c]}, wordsFormed, maxDepthReached,
    /// nextMoves}]`.
    #[wasm_bindgen(unchecked_return_type = "WordseqNode[]")]
    pub fn tree(&self) -> Result<JsValue, JsError> {
        to_js(self.level.tree())
    }

    /// The grid now, one string per row.
    pub fn grid(&self) -> Result<Vec<String>, JsError> {
        Ok(self.game()?.grid().to_rows())
    }

    /// The length of the words the grid forms.
    #[wasm_bindgen(js_name = wordLength)]
    pub fn word_length(&self) -> usize {
        self.level.word_length()
    }

    /// The most moves a game of this level can have.
    pub fn optimum(&self) -> u32 {
        self.level.optimum()
    }

    /// One best game from the start, as moves `[{from: [r, c], to: [r, c]}]`.
    #[wasm_bindgen(js_name = optimalPath, unchecked_return_type = "WordseqMove[]")]
    pub fn optimal_path(&self) -> Result<JsValue, JsError> {
        to_js(&self.level.optimal_path())
    }

    /// Swaps the cells `(fromRow, fromCol)` and `(toRow, toCol)`: `"Invalid"` (the swap forms
    /// no new word and is not made), `{Optimal: {words_formed, best_total}}` or
    /// `{NonOptimal: {words_formed, best_total, lost}}`. Throws for cells off the grid or not
    /// side by side.
    #[wasm_bindgen(unchecked_return_type = "WordseqVerdict")]
    pub fn play(
        &mut self,
        #[wasm_bindgen(js_name = fromRow)] from_row: usize,
        #[wasm_bindgen(js_name = fromCol)] from_col: usize,
        #[wasm_bindgen(js_name = toRow)] to_row: usize,
        #[wasm_bindgen(js_name = toCol)] to_col: usize,
    ) -> Result<JsValue, JsError> {
        let mv = Move::new(cell(from_row, from_col), cell(to_row, to_col));
        let mut game = self.game()?;
        let before = game.turns();
        let verdict = game.play(mv).map_err(js_error)?;
        if game.turns() > before {
            self.history.push(mv);
        }
        to_js(&verdict)
    }

    /// Takes back the last move (`false` at the start).
    pub fn undo(&mut self) -> bool {
        self.history.pop().is_some()
    }

    /// The moves that form a new word now, `[{from, to}]`.
    #[wasm_bindgen(js_name = validMoves, unchecked_return_type = "WordseqMove[]")]
    pub fn valid_moves(&self) -> Result<JsValue, JsError> {
        to_js(&self.game()?.valid_moves())
    }

    /// A move that keeps the best game reachable (`undefined` when there is none).
    #[wasm_bindgen(unchecked_return_type = "WordseqMove | undefined")]
    pub fn hint(&self) -> Result<JsValue, JsError> {
        match self.game()?.hint() {
            Some(mv) => to_js(&mv),
            None => Ok(JsValue::UNDEFINED),
        }
    }

    /// The words formed so far.
    pub fn words(&self) -> Result<Vec<String>, JsError> {
        Ok(self.game()?.words())
    }

    /// The moves made so far.
    pub fn turns(&self) -> u32 {
        u32::try_from(self.history.len()).unwrap_or(u32::MAX)
    }

    /// Whether no move forms a new word any more.
    #[wasm_bindgen(js_name = isOver)]
    pub fn is_over(&self) -> Result<bool, JsError> {
        Ok(self.game()?.is_over())
    }

    /// `{moves, optimum}`: the moves made against the level's optimum.
    #[wasm_bindgen(unchecked_return_type = "WordseqScore")]
    pub fn score(&self) -> Result<JsValue, JsError> {
        to_js(&self.game()?.score())
    }
}
