//! Wordle: the game (daily or seeded), feedback, and the assistant (candidates, the entropy
//! suggestion).
//!
//! The game and the assistant use `wordgames_wordle::Wordle::classic_lazy()`: the classic lists
//! without their feedback table (12,972 guesses x 2,315 answers, twice: 60 MB), which playing,
//! narrowing the candidates and ranking guesses by entropy do not need, so the module never
//! builds it. docs/BENCHMARKS.md records the page's memory.

use std::sync::OnceLock;

use serde::Serialize;
use wasm_bindgen::prelude::*;
use wordgames_puzzles::{
    daily::{GameId, Origin},
    wordle,
};
use wordgames_wordle::{
    Feedback, FromPuzzle, Game, Mode, Play, State, Status, Wordle, rank_guesses,
};

use crate::{js_error, parse_date, to_js};

#[wasm_bindgen(typescript_custom_section)]
const WORDLE_TYPES: &str = r#"
/** A guess's feedback: `"gy..g"` (green, yellow, grey), the emoji squares, and whether it won. */
export interface WordleFeedback {
  guess: string;
  feedback: string;
  emoji: string;
  win: boolean;
}
/** Where a Wordle game stands. */
export type WordleStatus = "Playing" | "Won" | "Lost" | "GaveUp";
/** A keyboard key: its letter and the best mark it has received. */
export type WordleKey = [string, "Green" | "Yellow" | "Grey" | null];
/** A guess ranked by the entropy of its feedback. */
export interface WordleSuggestion {
  word: string;
  entropy: number;
  candidate: boolean;
  parts: number;
  largest: number;
}
"#;

/// The classic lists, without the feedback table (see the module's docs), loaded on first use.
pub(crate) fn classic() -> &'static Wordle {
    static CLASSIC: OnceLock<Wordle> = OnceLock::new();
    CLASSIC.get_or_init(Wordle::classic_lazy)
}

fn mode(hard: bool) -> Mode {
    if hard { Mode::Hard } else { Mode::Normal }
}

/// A feedback as JavaScript sees it: `"gy..g"` (green, yellow, grey) and the emoji squares.
#[derive(Serialize)]
struct FeedbackJs {
    guess: String,
    feedback: String,
    emoji: String,
    win: bool,
}

fn feedback_js(guess: &str, fb: Feedback) -> Result<JsValue, JsError> {
    to_js(&FeedbackJs {
        guess: guess.to_string(),
        feedback: fb.to_string(),
        emoji: fb.to_emoji(),
        win: fb.is_win(),
    })
}

/// The feedback Wordle gives `guess` against `answer`, scored as the game does with duplicate
/// letters: `{guess, feedback: "..y.y", emoji, win}`.
#[wasm_bindgen(js_name = wordleFeedback, unchecked_return_type = "WordleFeedback")]
pub fn wordle_feedback(guess: &str, answer: &str) -> Result<JsValue, JsError> {
    feedback_js(guess, Feedback::score(guess, answer).map_err(js_error)?)
}

/// A game of Wordle on the classic lists: guesses in, feedback out, the share summary.
#[wasm_bindgen]
#[derive(Debug)]
pub struct WordleGame {
    inner: Game<'static>,
    origin: Origin,
}

#[wasm_bindgen]
impl WordleGame {
    /// The daily game of `date` (`YYYY-MM-DD`), in hard mode when `hard`.
    pub fn daily(date: &str, hard: bool) -> Result<WordleGame, JsError> {
        let date = parse_date(date).map_err(|e| JsError::new(&e))?;
        WordleGame::start(Origin::daily(GameId::Wordle, date).map_err(js_error)?, hard)
    }

    /// The game dealt by `seed` (`wordgames play wordle --seed`).
    #[wasm_bindgen(js_name = fromSeed)]
    pub fn from_seed(seed: u64, hard: bool) -> Result<WordleGame, JsError> {
        WordleGame::start(Origin::Seed(seed), hard)
    }

    fn start(origin: Origin, hard: bool) -> Result<WordleGame, JsError> {
        let wordle = classic();
        let puzzle = wordle::puzzle(wordle, &origin);
        let inner = Game::from_puzzle(&puzzle, (wordle, mode(hard))).map_err(js_error)?;
        Ok(WordleGame { inner, origin })
    }

    /// Plays `guess`: `{guess, feedback: "gy..g", emoji, win}`. Throws when the guess is
    /// refused (not in the word list, breaks hard mode, game over), with the reason; a refused
    /// guess is not counted.
    #[wasm_bindgen(unchecked_return_type = "WordleFeedback")]
    pub fn play(&mut self, guess: &str) -> Result<JsValue, JsError> {
        let fb = self.inner.play(guess).map_err(js_error)?;
        feedback_js(guess, fb)
    }

    /// `"Playing"`, `"Won"` or `"Lost"`.
    #[wasm_bindgen(unchecked_return_type = "WordleStatus")]
    pub fn status(&self) -> Result<JsValue, JsError> {
        // The module's names since its first release (the library's `Status::as_str` is
        // camelCase: `playing`, `gaveUp`).
        to_js(match self.inner.status() {
            Status::Playing => "Playing",
            Status::Won => "Won",
            Status::GaveUp => "GaveUp",
            _ => "Lost",
        })
    }

    /// Whether the game is over.
    #[wasm_bindgen(js_name = isOver)]
    pub fn is_over(&self) -> bool {
        self.inner.is_over()
    }

    /// The guesses so far with their feedback, `[{guess, feedback, emoji, win}]`.
    #[wasm_bindgen(unchecked_return_type = "WordleFeedback[]")]
    pub fn turns(&self) -> Result<JsValue, JsError> {
        let wordle = classic();
        let turns: Vec<FeedbackJs> = self
            .inner
            .turns()
            .iter()
            .map(|t| FeedbackJs {
                guess: wordle.guess_word(t.guess).to_string(),
                feedback: t.feedback.to_string(),
                emoji: t.feedback.to_emoji(),
                win: t.feedback.is_win(),
            })
            .collect();
        to_js(&turns)
    }

    /// The keyboard rows, each key `[letter, mark]` with the best mark it has received
    /// (`"Green"`, `"Yellow"`, `"Grey"` or `null`).
    #[wasm_bindgen(unchecked_return_type = "WordleKey[][]")]
    pub fn keys(&self) -> Result<JsValue, JsError> {
        to_js(&self.inner.keys())
    }

    /// The answer, once the game is over (`undefined` before: a page should not show it, though
    /// any client-side Wordle carries its answers).
    pub fn answer(&self) -> Option<String> {
        self.inner.answer().map(str::to_string)
    }

    /// The share summary once the game is over (`undefined` before):
    /// `wordgames Wordle #326 (2026-11-22) 2/6*` and the emoji rows.
    pub fn share(&self) -> Option<String> {
        self.inner.share(&wordle::title(&self.origin))
    }
}

/// The Wordle assistant on the classic lists: tell it each guess and the feedback the game
/// gave, ask for the answers still possible and the guess that splits them best.
#[wasm_bindgen]
#[derive(Debug)]
pub struct WordleAssistant {
    state: State,
}

#[derive(Serialize)]
struct Suggestion<'a> {
    word: &'a str,
    entropy: f64,
    candidate: bool,
    parts: u32,
    largest: u32,
}

#[wasm_bindgen]
impl WordleAssistant {
    /// A fresh game, in hard mode when `hard`.
    #[wasm_bindgen(constructor)]
    pub fn new(hard: bool) -> WordleAssistant {
        WordleAssistant {
            state: classic().start(mode(hard)),
        }
    }

    /// Records `guess` and the `feedback` it got (`"gy..g"`, `"GYBBG"`, `"21002"` or emoji).
    /// Throws for an unknown word, a malformed feedback, or a guess hard mode forbids.
    pub fn play(&mut self, guess: &str, feedback: &str) -> Result<(), JsError> {
        self.state
            .play(classic(), guess, feedback)
            .map_err(js_error)
    }

    /// The answers still possible.
    pub fn candidates(&self) -> Vec<String> {
        self.state
            .candidate_words(classic())
            .into_iter()
            .map(str::to_string)
            .collect()
    }

    /// The `limit` best guesses by entropy (expected information of the feedback), best first:
    /// `[{word, entropy, candidate, parts, largest}]`; only possible answers when
    /// `candidatesOnly`. Throws when no answer is left (the feedback was inconsistent).
    #[wasm_bindgen(unchecked_return_type = "WordleSuggestion[]")]
    pub fn suggest(
        &self,
        limit: usize,
        #[wasm_bindgen(js_name = candidatesOnly)] candidates_only: bool,
    ) -> Result<JsValue, JsError> {
        let wordle = classic();
        let ranked =
            rank_guesses(wordle, &self.state, candidates_only, Some(limit)).map_err(js_error)?;
        let out: Vec<Suggestion<'_>> = ranked
            .iter()
            .map(|s| Suggestion {
                word: wordle.guess_word(s.guess),
                entropy: s.entropy,
                candidate: s.candidate,
                parts: s.parts,
                largest: s.largest,
            })
            .collect();
        to_js(&out)
    }

    /// Whether the last feedback was all green.
    #[wasm_bindgen(js_name = isWon)]
    pub fn is_won(&self) -> bool {
        self.state.is_won()
    }
}
