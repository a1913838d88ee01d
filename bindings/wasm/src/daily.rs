//! Each game's daily puzzle of a date, as `wordgames daily --json` shows it.
//!
//! The entries are the library's [`EditionGame`] values, serialised with its serde shape, so a
//! page's puzzle of a date is byte for byte the server's and the CLI's (the tests pin them).
//! Nettle is left out: its target list needs WordNet, which does not fit a page.

use serde::Serialize;
use wasm_bindgen::prelude::*;
use wordgames_puzzles::{
    Date, Error,
    daily::{Calendar, EditionGame, GameId, GameKey, LexiconCounts},
    letter_boxed, word_blender, wordle,
    wordseq::{self, Difficulty},
};
use wordgames_wordle::{WORDLE_GUESSES, WordList};

use crate::{js_error, lexicon::english, parse_date, to_js};

/// The games a page can play offline, in the order of `wordgames daily`.
pub(crate) const PAGE_GAMES: [GameId; 4] = [
    GameId::LetterBoxed,
    GameId::WordBlender,
    GameId::Wordle,
    GameId::Wordseq,
];

/// One game's entry: the fields of `wordgames daily --json`'s entry, in its order.
#[derive(Serialize)]
struct Entry {
    game: GameKey,
    number: u64,
    #[serde(flatten)]
    puzzle: EditionGame,
}

/// The day's edition of the games a page plays.
#[derive(Serialize)]
struct PageEdition {
    date: Date,
    lexicon: LexiconCounts,
    games: Vec<Entry>,
}

fn wordle_answers() -> &'static WordList {
    static ANSWERS: std::sync::OnceLock<WordList> = std::sync::OnceLock::new();
    ANSWERS.get_or_init(WordList::classic_answers)
}

fn entry(game: GameId, date: Date, today: Date) -> Result<Entry, String> {
    let calendar = &Calendar::PUBLIC;
    let day = calendar.day(game, date).map_err(|e| e.to_string())?;
    // As the publisher does: a date after the player's today keeps its seed to itself.
    let seed = (date <= today).then_some(day.seed);
    let lexicon = english();
    let made = match game {
        GameId::LetterBoxed => letter_boxed::daily_in(calendar, lexicon, date).map(|today| {
            let board = today.puzzle.board;
            EditionGame::LetterBoxed {
                seed,
                board: board.to_string(),
                sides: board
                    .sides()
                    .iter()
                    .map(|s| String::from_utf8_lossy(s).into_owned())
                    .collect(),
                par: today.puzzle.par,
            }
        }),
        GameId::WordBlender => {
            word_blender::daily_in(calendar, lexicon, date).map(|today| EditionGame::WordBlender {
                seed,
                letters: today.puzzle.letters,
                words: today.puzzle.words.len(),
            })
        }
        GameId::Wordle => {
            wordle::daily_from_answers_in(calendar, wordle_answers(), date).map(|today| {
                EditionGame::Wordle {
                    seed,
                    word_length: today.puzzle.word.chars().count(),
                    guesses: WORDLE_GUESSES,
                }
            })
        }
        GameId::Wordseq => wordseq::daily_in(calendar, lexicon, date).map(|today| {
            let level = today.puzzle;
            EditionGame::Wordseq {
                seed,
                difficulty: Difficulty::Normal.as_str(),
                grid: level.initial_grid().to_rows(),
                word_length: level.word_length(),
                optimum: level.optimum(),
            }
        }),
        GameId::Nettle => {
            return Err("Nettle's puzzles need WordNet: ask the server for them".to_string());
        }
    };
    let puzzle = match made {
        Ok(puzzle) => puzzle,
        Err(err @ Error::Date { .. }) => return Err(err.to_string()),
        Err(err) => EditionGame::Unavailable {
            error: err.to_string(),
        },
    };
    Ok(Entry {
        game: game.into(),
        number: day.number,
        puzzle,
    })
}

fn page_game(name: &str) -> Result<GameId, String> {
    let game: GameId = name.parse().map_err(|e: Error| e.to_string())?;
    if PAGE_GAMES.contains(&game) {
        Ok(game)
    } else {
        Err(format!(
            "{game}'s puzzles need WordNet: ask the server for them"
        ))
    }
}

/// The entry of `game` (`letter-boxed`, `blender`, `wordle` or `wordseq`) for `date`, as
/// `wordgames daily --json` prints it, for a player whose day is `today` (dates
/// `YYYY-MM-DD`; the seed is shown only when `date` is not after `today`).
///
/// # Errors
///
/// An unknown game, Nettle, a bad date, or a date before the first puzzle (2026-01-01).
pub fn daily_entry(game: &str, date: &str, today: &str) -> Result<serde_json::Value, String> {
    let game = page_game(game)?;
    let entry = entry(game, parse_date(date)?, parse_date(today)?)?;
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
    let stats = english().stats();
    let edition = PageEdition {
        date,
        lexicon: LexiconCounts {
            words: stats.words,
            common: stats.common,
        },
        games: PAGE_GAMES
            .iter()
            .map(|&game| entry(game, date, today))
            .collect::<Result<_, _>>()?,
    };
    serde_json::to_string(&edition).map_err(|e| e.to_string())
}

/// A seed as a decimal string: seeds are `u64`, beyond the integers a JavaScript number holds
/// exactly (2^53).
fn seed_as_string(entry: &mut serde_json::Value) {
    if let Some(seed) = entry.get_mut("seed") {
        *seed = serde_json::Value::String(seed.to_string());
    }
}

/// The day's puzzle of one game as shown before play (never its answer): the entry of
/// `wordgames daily --json` for `game` (`"letter-boxed"`, `"blender"`, `"wordle"` or
/// `"wordseq"`) and `date`, for a player whose day is `today` (`YYYY-MM-DD`). The `seed` is a
/// decimal string (a `u64` does not fit a JavaScript number).
#[wasm_bindgen(js_name = dailyEntry)]
pub fn js_daily_entry(game: &str, date: &str, today: &str) -> Result<JsValue, JsError> {
    let mut entry = daily_entry(game, date, today).map_err(js_error)?;
    seed_as_string(&mut entry);
    to_js(&entry)
}

/// The day's edition of the four games a page plays: `{date, lexicon: {words, common},
/// games: [...]}`, as `wordgames daily --json` (Nettle, which needs WordNet, is left out; each
/// `seed` is a decimal string).
#[wasm_bindgen]
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
