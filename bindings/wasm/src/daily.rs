//! Each game's daily puzzle of a date, as `wordgames daily --json` shows it.
//!
//! The entries come from the library's [`Publisher::without_nettle`], serialised with its serde
//! shape, so a page's puzzle of a date is byte for byte the server's and the CLI's (the tests
//! pin them). Nettle is left out: its target list needs WordNet, which does not fit a page.

use wasm_bindgen::prelude::*;
use wordgames_lexicon::Lexicon;
use wordgames_puzzles::{
    Error,
    daily::{GameId, Publisher},
};
use wordgames_wordle::WordList;

use crate::{js_error, lexicon::english, parse_date, to_js};

#[wasm_bindgen(typescript_custom_section)]
const DAILY_TYPES: &str = r#"
/** One game's entry in the day's edition, as `wordgames daily --json` prints it: the game, its
 * number, the seed (a decimal string, once the date has begun) and the puzzle's
 * fields (Letter Boxed: `board`, `sides`, `par`, `rarest`; Word Blender: `letters`, `words`,
 * `rarest`; Wordle: `wordLength`, `guesses`, `answerZipf`, `entropyGuesses`; wordseq: `difficulty`, `grid`,
 * `wordLength`, `optimum`; a game the sources cannot make: `error`). */
export interface DailyEntry {
  game: string;
  number: number;
  seed?: string;
  [field: string]: unknown;
}
/** The day's edition of the four games a page plays. */
export interface Edition {
  /** The daily recipe's version. */
  recipe: number;
  date: string;
  /** Whether the lexicon carries word frequencies. */
  frequencies: boolean;
  lexicon: { words: number; common: number };
  language?: { tag: string; name: string; alphabet: string; keyboard: string[] };
  games: DailyEntry[];
}
"#;

fn wordle_answers() -> &'static WordList {
    static ANSWERS: std::sync::OnceLock<WordList> = std::sync::OnceLock::new();
    ANSWERS.get_or_init(WordList::classic_answers)
}

thread_local! {
    /// The library's publisher of the four games that need no WordNet: the entries are the
    /// server's and the CLI's, made by the same code.
    static PUBLISHER: Publisher<'static, &'static [u8]> =
        Publisher::without_nettle(english() as &'static Lexicon<&'static [u8]>, wordle_answers());
}

/// The entry of `game` (`letter-boxed`, `blender`, `wordle` or `wordseq`) for `date`, as
/// `wordgames daily --json` prints it, for a player whose day is `today` (dates
/// `YYYY-MM-DD`; the seed is shown only when `date` is not after `today`).
///
/// # Errors
///
/// An unknown game, Nettle, a bad date, or a date before the first puzzle (2026-01-01).
pub fn daily_entry(game: &str, date: &str, today: &str) -> Result<serde_json::Value, String> {
    let game: GameId = game.parse().map_err(|e: Error| e.to_string())?;
    let (date, today) = (parse_date(date)?, parse_date(today)?);
    let entry = PUBLISHER
        .with(|p| p.entry(game, date, today))
        .map_err(|e| e.to_string())?;
    serde_json::to_value(&entry).map_err(|e| e.to_string())
}

/// The day's edition of the four page games as JSON: `{"date":…,"lexicon":{…},"games":[…]}`,
/// the document of `wordgames daily --json` without Nettle's entry.
///
/// # Errors
///
/// A bad date, or a date before the first puzzle (2026-01-01).
pub fn edition_json(date: &str, today: &str) -> Result<String, String> {
    let (date, today) = (parse_date(date)?, parse_date(today)?);
    let edition = PUBLISHER
        .with(|p| p.edition(date, today))
        .map_err(|e| e.to_string())?;
    serde_json::to_string(&edition).map_err(|e| e.to_string())
}

/// A seed as a decimal string: seeds are `u64`, beyond the integers a JavaScript number holds
/// exactly (2^53).
pub(crate) fn seed_as_string(entry: &mut serde_json::Value) {
    if let Some(seed) = entry.get_mut("seed") {
        *seed = serde_json::Value::String(seed.to_string());
    }
}

/// The day's puzzle of one game as shown before play (never its answer): the entry of
/// `wordgames daily --json` for `game` (`"letter-boxed"`, `"blender"`, `"wordle"` or
/// `"wordseq"`) and `date`, for a player whose day is `today` (`YYYY-MM-DD`). The `seed` is a
/// decimal string (a `u64` does not fit a JavaScript number).
#[wasm_bindgen(js_name = dailyEntry, unchecked_return_type = "DailyEntry")]
pub fn js_daily_entry(game: &str, date: &str, today: &str) -> Result<JsValue, JsError> {
    let mut entry = daily_entry(game, date, today).map_err(js_error)?;
    seed_as_string(&mut entry);
    to_js(&entry)
}

/// The day's edition of the four games a page plays: `{date, lexicon: {words, common},
/// games: [...]}`, as `wordgames daily --json` (Nettle, which needs WordNet, is left out; each
/// `seed` is a decimal string).
#[wasm_bindgen(unchecked_return_type = "Edition")]
pub fn edition(date: &str, today: &str) -> Result<JsValue, JsError> {
    let text = edition_json(date, today).map_err(js_error)?;
    let mut value: serde_json::Value = serde_json::from_str(&text).map_err(js_error)?;
    if let Some(games) = value.get_mut("games").and_then(|g| g.as_array_mut()) {
        games.iter_mut().for_each(seed_as_string);
    }
    to_js(&value)
}

/// The day's edition as the JSON text of `wordgames daily --json`, byte for byte, without
/// Nettle's entry (seeds exact).
#[wasm_bindgen(js_name = editionJson)]
pub fn js_edition_json(date: &str, today: &str) -> Result<String, JsError> {
    edition_json(date, today).map_err(js_error)
}
