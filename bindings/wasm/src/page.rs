//! The web app's page games without the server: [`page_reply`] answers the page's requests
//! (`POST /api/letter-boxed`, `/api/word-blender`, `/api/wordle`, `/api/wordseq`) with the
//! replay code the server answers them with (the crate `wordgames-web-games`), on the public
//! calendar's puzzles, so that the page plays offline with the server's verdicts and puzzles.
//! Nettle is not here: its WordNet routes do not fit a page.

use std::{cell::RefCell, collections::HashMap, rc::Rc, sync::OnceLock};

use serde::{Serialize, de::DeserializeOwned};
use wasm_bindgen::prelude::*;
use wordgames_puzzles::{
    Date,
    daily::{Calendar, DailyPuzzle},
    letter_boxed,
    word_blender::WordBlenderGenerator,
    wordseq::{self, Dictionary, Level},
};
use wordgames_web_games::{
    Dictionaries, English, ReplayError, Sources, letter_boxed as boxed_replay,
    word_blender as blender_replay, wordle as wordle_replay, wordseq as wordseq_replay,
};
use wordgames_wordle::Wordle;

use crate::{js_error, lexicon::english};

/// The module's sources: the embedded lexicon, the classic Wordle lists without their feedback
/// table, the Word Blender generator and wordseq's dictionaries, each loaded on first use.
struct PageSources {
    blender: &'static WordBlenderGenerator<&'static [u8]>,
    dictionaries: &'static Dictionaries,
}

impl Sources for PageSources {
    type Words = &'static [u8];
    fn lexicon(&self) -> &English {
        english()
    }
    fn wordle(&self) -> &Wordle {
        crate::wordle::classic()
    }
    fn blender(&self) -> &WordBlenderGenerator<&'static [u8]> {
        self.blender
    }
    fn dictionary(&self, word_length: usize) -> Result<&Dictionary, ReplayError> {
        self.dictionaries.get(english(), word_length)
    }
}

/// The days whose Letter Boxed and wordseq puzzles are kept (the page plays one date, two when
/// it turns midnight).
const DAYS_KEPT: usize = 4;

thread_local! {
    static BOARDS: RefCell<HashMap<Date, Rc<DailyPuzzle<letter_boxed::Puzzle>>>> =
        RefCell::new(HashMap::new());
    static LEVELS: RefCell<HashMap<Date, Rc<DailyPuzzle<Level>>>> = RefCell::new(HashMap::new());
}

static BLENDER: OnceLock<Result<WordBlenderGenerator<&'static [u8]>, String>> = OnceLock::new();
static DICTIONARIES: OnceLock<Dictionaries> = OnceLock::new();

fn page_sources() -> Result<PageSources, String> {
    let blender = BLENDER.get_or_init(|| {
        WordBlenderGenerator::new(English::english())
            .map_err(|e| format!("the Word Blender generator: {e}"))
    });
    Ok(PageSources {
        blender: blender.as_ref().map_err(Clone::clone)?,
        dictionaries: DICTIONARIES.get_or_init(Dictionaries::default),
    })
}

/// The puzzle of `date` from `cache`, made by `make` on the first call for that date.
fn cached<T>(
    cache: &'static std::thread::LocalKey<RefCell<HashMap<Date, Rc<T>>>>,
    date: Date,
    make: impl FnOnce() -> wordgames_puzzles::Result<T>,
) -> Result<Rc<T>, String> {
    if let Some(hit) = cache.with(|c| c.borrow().get(&date).cloned()) {
        return Ok(hit);
    }
    let made = Rc::new(make().map_err(|e| e.to_string())?);
    cache.with(|c| {
        let mut c = c.borrow_mut();
        if c.len() >= DAYS_KEPT {
            c.clear();
        }
        c.insert(date, Rc::clone(&made));
    });
    Ok(made)
}

fn parse<T: DeserializeOwned>(body: &str) -> Result<T, String> {
    serde_json::from_str(body).map_err(|e| format!("the request: {e}"))
}

fn reply<T: Serialize>(value: Result<T, ReplayError>) -> Result<String, String> {
    serde_json::to_string(&value.map_err(|e| e.to_string())?).map_err(|e| e.to_string())
}

/// The page's request to `path` with the JSON `body`, answered as the server answers it (the
/// same JSON, from the same replay code), for the public calendar's puzzles.
///
/// # Errors
///
/// A path that is not one of the four page games (Nettle asks the server), a malformed request,
/// or what the replay reports (a list over its bound, a date before the first puzzle).
pub fn page_reply(path: &str, body: &str) -> Result<String, String> {
    let sources = &page_sources()?;
    let calendar = Calendar::PUBLIC;
    match path {
        "/api/letter-boxed" => {
            let req: boxed_replay::Request = parse(body)?;
            let today = cached(&BOARDS, req.date, || {
                letter_boxed::daily_in(&calendar, english(), req.date)
            })?;
            reply(boxed_replay::replay(sources, &today, &req))
        }
        "/api/word-blender" => {
            let req: blender_replay::Request = parse(body)?;
            reply(blender_replay::replay(sources, &calendar, &req))
        }
        "/api/wordle" => {
            let req: wordle_replay::Request = parse(body)?;
            reply(wordle_replay::replay(sources, &calendar, &req))
        }
        "/api/wordseq" => {
            let req: wordseq_replay::Request = parse(body)?;
            let today = cached(&LEVELS, req.date, || {
                wordseq::daily_in(&calendar, english(), req.date)
            })?;
            reply(wordseq_replay::replay(sources, &today, &req))
        }
        other => Err(format!(
            "{other}: not one of the page's games (letter-boxed, word-blender, wordle, wordseq)"
        )),
    }
}

/// The web app's request to `path` (`"/api/letter-boxed"`, `"/api/word-blender"`,
/// `"/api/wordle"` or `"/api/wordseq"`) with the JSON text `body`, answered in the module as the
/// server answers it: the JSON text of the server's reply, for the public calendar's puzzles.
/// Throws with the server's error message where the server answers an error.
#[wasm_bindgen]
pub fn replay(path: &str, body: &str) -> Result<String, JsError> {
    page_reply(path, body).map_err(js_error)
}
