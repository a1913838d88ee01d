//! Word Blender: the game (the page owns the clock) and the words of a rack.

use std::sync::OnceLock;

use serde::Serialize;
use wasm_bindgen::prelude::*;
use wordgames_puzzles::{
    Generator as _,
    daily::{GameId, Origin},
    play::FromPuzzle,
    rng::Pcg32,
    word_blender::{Game, WordBlenderGenerator},
};

use crate::{duration_ms, js_error, lexicon::english, parse_date, to_js};

type Generator = WordBlenderGenerator<&'static [u8]>;

/// The generator over the embedded English lexicon, built once.
fn generator() -> Result<&'static Generator, JsError> {
    static GENERATOR: OnceLock<Result<Generator, String>> = OnceLock::new();
    GENERATOR
        .get_or_init(|| WordBlenderGenerator::new(english().clone()).map_err(|e| e.to_string()))
        .as_ref()
        .map_err(|e| JsError::new(e))
}

#[wasm_bindgen(typescript_custom_section)]
const BLENDER_TYPES: &str = r#"
/** A rack of six letters and every word it spells. */
export interface WordBlenderRound {
  letters: string;
  words: string[];
}
/** A word played: found (one of the round's words or a bonus word), or too late. */
export type WordBlenderVerdict = { Found: { found: number } } | { Bonus: { found: number } } | "TimeUp";
/** How a round ended: its words, the ones found, and whether a six-letter word won it. */
export interface WordBlenderRoundEnd {
  letters: string;
  words: string[];
  found: string[];
  won: boolean;
  /** `words` as the word list spells them, in the same order (the same in English). */
  spelled: string[];
}
"#;

#[derive(Serialize)]
struct Round<'a> {
    letters: &'a str,
    words: &'a [String],
}

/// The round of a rack of six letters: `{letters, words}`, every word the rack spells (the
/// Word Blender catalogue's entry for that rack). Throws for a rack that is not six letters.
#[wasm_bindgen(js_name = wordBlenderRound, unchecked_return_type = "WordBlenderRound")]
pub fn word_blender_round(letters: &str) -> Result<JsValue, JsError> {
    let round = generator()?.round(letters).map_err(js_error)?;
    to_js(&Round {
        letters: &round.letters,
        words: &round.words,
    })
}

/// A game of Word Blender: rounds of six letters against the clock. The page owns the clock:
/// every call that needs the time takes the milliseconds elapsed since the game began.
#[wasm_bindgen]
#[derive(Debug)]
pub struct WordBlenderGame {
    inner: Game<'static, &'static [u8], Pcg32>,
}

#[wasm_bindgen]
impl WordBlenderGame {
    /// The daily game of `date` (`YYYY-MM-DD`), rounds of `roundMs` milliseconds: its first
    /// round is the letters of `wordgames daily`.
    pub fn daily(
        date: &str,
        #[wasm_bindgen(js_name = roundMs)] round_ms: f64,
    ) -> Result<WordBlenderGame, JsError> {
        let date = parse_date(date).map_err(|e| JsError::new(&e))?;
        let origin = Origin::daily(GameId::WordBlender, date).map_err(js_error)?;
        WordBlenderGame::start(origin, round_ms)
    }

    /// The game dealt by `seed` (`wordgames play blender --seed`).
    #[wasm_bindgen(js_name = fromSeed)]
    pub fn from_seed(
        seed: u64,
        #[wasm_bindgen(js_name = roundMs)] round_ms: f64,
    ) -> Result<WordBlenderGame, JsError> {
        WordBlenderGame::start(Origin::Seed(seed), round_ms)
    }

    fn start(origin: Origin, round_ms: f64) -> Result<WordBlenderGame, JsError> {
        let round_time = duration_ms(round_ms, "roundMs")?;
        let generator = generator()?;
        let mut rng = origin.rng();
        let first = generator.generate(&mut rng).map_err(js_error)?;
        let inner = Game::from_puzzle(&first, (generator, rng, round_time)).map_err(js_error)?;
        Ok(WordBlenderGame { inner })
    }

    /// The round's letters in the order shown.
    pub fn letters(&self) -> String {
        self.inner.letters().to_string()
    }

    /// Shuffles the letters shown.
    pub fn shuffle(&mut self) {
        self.inner.shuffle();
    }

    /// The round's number, from 1.
    #[wasm_bindgen(js_name = roundNumber)]
    pub fn round_number(&self) -> u32 {
        self.inner.round_number()
    }

    /// The words of the round found so far.
    pub fn found(&self) -> Vec<String> {
        self.inner.found().into_iter().map(str::to_string).collect()
    }

    /// How many words the round has.
    #[wasm_bindgen(js_name = wordCount)]
    pub fn word_count(&self) -> usize {
        self.inner.round().words.len()
    }

    /// Milliseconds left in the round at `elapsedMs`.
    #[wasm_bindgen(js_name = timeLeft)]
    pub fn time_left(
        &self,
        #[wasm_bindgen(js_name = elapsedMs)] elapsed_ms: f64,
    ) -> Result<f64, JsError> {
        let elapsed = duration_ms(elapsed_ms, "elapsedMs")?;
        Ok(self.inner.time_left(elapsed).as_secs_f64() * 1000.0)
    }

    /// Plays `word` at `elapsedMs`: `{Found: {found}}` or `"TimeUp"`. Throws when the word is
    /// refused (too short, not spelled by the letters, not a word, already found), with the
    /// reason.
    #[wasm_bindgen(unchecked_return_type = "WordBlenderVerdict")]
    pub fn play(
        &mut self,
        word: &str,
        #[wasm_bindgen(js_name = elapsedMs)] elapsed_ms: f64,
    ) -> Result<JsValue, JsError> {
        let elapsed = duration_ms(elapsed_ms, "elapsedMs")?;
        to_js(&self.inner.play(word, elapsed).map_err(js_error)?)
    }

    /// Tells the game the time: `true` when the round is over (time up).
    pub fn tick(
        &mut self,
        #[wasm_bindgen(js_name = elapsedMs)] elapsed_ms: f64,
    ) -> Result<bool, JsError> {
        let elapsed = duration_ms(elapsed_ms, "elapsedMs")?;
        Ok(self.inner.tick(elapsed))
    }

    /// Ends the round now.
    pub fn stop(
        &mut self,
        #[wasm_bindgen(js_name = elapsedMs)] elapsed_ms: f64,
    ) -> Result<(), JsError> {
        let elapsed = duration_ms(elapsed_ms, "elapsedMs")?;
        self.inner.stop(elapsed);
        Ok(())
    }

    /// The end of the round, once it is over: `{letters, words, found, won, spelled}`
    /// (`spelled`: the words as shown; `undefined` while it runs).
    #[wasm_bindgen(js_name = roundEnd, unchecked_return_type = "WordBlenderRoundEnd | undefined")]
    pub fn round_end(&self) -> Result<JsValue, JsError> {
        match self.inner.round_end() {
            Some(end) => to_js(end),
            None => Ok(JsValue::UNDEFINED),
        }
    }

    /// Starts the next round after a won round, at `elapsedMs`; returns its letters. Throws
    /// when the game is over or the round still runs.
    #[wasm_bindgen(js_name = nextRound)]
    pub fn next_round(
        &mut self,
        #[wasm_bindgen(js_name = elapsedMs)] elapsed_ms: f64,
    ) -> Result<String, JsError> {
        let elapsed = duration_ms(elapsed_ms, "elapsedMs")?;
        let round = self.inner.next_round(elapsed).map_err(js_error)?;
        Ok(round.letters.clone())
    }

    /// Whether the game is over (a round lost or stopped).
    #[wasm_bindgen(js_name = isOver)]
    pub fn is_over(&self) -> bool {
        self.inner.is_over()
    }

    /// Rounds won so far.
    #[wasm_bindgen(js_name = roundsWon)]
    pub fn rounds_won(&self) -> u32 {
        self.inner.rounds_won()
    }

    /// Points of the whole game.
    pub fn points(&self) -> u32 {
        self.inner.points()
    }
}
