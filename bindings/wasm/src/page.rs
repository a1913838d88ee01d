//! The web app's page games without the server: [`page_reply`] answers the page's requests
//! (`POST /api/letter-boxed`, `/api/word-blender`, `/api/wordle`, `/api/wordseq`) with the
//! replay code the server answers them with (the crate `wordgames-web-games`), on the public
//! calendar's puzzles, so that the page plays offline with the server's verdicts and puzzles.
//! Nettle is not here: its WordNet routes do not fit a page.

use std::{borrow::Cow, cell::RefCell, collections::HashMap, rc::Rc};

use serde::{Serialize, de::DeserializeOwned};
use wasm_bindgen::prelude::*;
use wordgames_lexicon::{Frequencies, Lexicon, Profile, Spellings};
use wordgames_puzzles::{
    Date,
    daily::{Calendar, DailyPuzzle, Publisher},
    letter_boxed,
    wordseq::{self, Level},
};
use wordgames_web_games::{
    Language, ReplayError, Words, letter_boxed as boxed_replay, word_blender as blender_replay,
    wordle as wordle_replay, wordseq as wordseq_replay,
};

use crate::{js_error, parse_date};

/// The days whose Letter Boxed and wordseq puzzles are kept (the page plays one date, two when
/// it turns midnight).
const DAYS_KEPT: usize = 4;

/// The page's games: the language's sources (the server's code, `Language`), its publisher
/// in the public calendar, and the puzzles of the days played.
struct Page {
    language: Language,
    publisher: Publisher<'static, Words>,
    boards: RefCell<HashMap<Date, Rc<DailyPuzzle<letter_boxed::Puzzle>>>>,
    levels: RefCell<HashMap<Date, Rc<DailyPuzzle<Level>>>>,
}

impl Page {
    fn new(language: Language) -> Page {
        Page {
            publisher: language.publisher(Calendar::PUBLIC),
            language,
            boards: RefCell::default(),
            levels: RefCell::default(),
        }
    }
}

thread_local! {
    /// The page's games: the embedded English lexicon's until `usePageLexicon` gives another.
    static PAGE: RefCell<Option<Rc<Page>>> = const { RefCell::new(None) };
}

/// The page's games, the embedded English ones made on the first call.
fn page() -> Result<Rc<Page>, String> {
    if let Some(page) = PAGE.with(|p| p.borrow().clone()) {
        return Ok(page);
    }
    let page = Rc::new(Page::new(Language::english().map_err(|e| e.to_string())?));
    PAGE.with(|p| *p.borrow_mut() = Some(Rc::clone(&page)));
    Ok(page)
}

/// The page games of the lexicon a server sends (`GET /lexicon.fst`: an FST map, as
/// `Lexicon::as_bytes` writes it) in the language of `lang` (a profile tag), with, when given,
/// the spellings of its words (`GET /lexicon.spellings`, as `Spellings::to_bytes` writes them)
/// so that the words are shown as the server shows them (`canción`, the key being `cancion`),
/// and its words' frequencies (`GET /lexicon.frequencies`, as
/// `Lexicon::frequencies_to_bytes` writes them): from then on [`page_reply`] and
/// [`page_edition_json`] deal that lexicon's puzzles, the server's.
///
/// The module builds in English's shipped frequencies alone: without `frequencies`,
/// `shipped_frequencies` (the server's lexicon has the language's shipped ones) attaches them
/// for English and is an error naming the missing data for another language.
///
/// # Errors
///
/// An unknown language, bytes that are not a lexicon, spellings that are not a table of its
/// words, frequencies that are not a text of them, shipped frequencies the module does not
/// hold, or what the library reports (no five-letter word for Wordle, no six-letter word for
/// Word Blender).
pub fn use_lexicon(
    bytes: Vec<u8>,
    lang: &str,
    shipped_frequencies: bool,
    spellings: Option<&[u8]>,
    frequencies: Option<&[u8]>,
) -> Result<(), String> {
    let profile = Profile::parse_tag(lang).map_err(|e| e.to_string())?;
    let mut lexicon =
        Lexicon::new(Cow::Owned(bytes)).map_err(|e| format!("the lexicon's bytes: {e}"))?;
    if let Some(spellings) = spellings {
        let spellings = Spellings::from_bytes(spellings).map_err(|e| e.to_string())?;
        lexicon = lexicon
            .with_spellings(spellings)
            .map_err(|e| e.to_string())?;
    }
    if let Some(frequencies) = frequencies {
        let frequencies = Frequencies::from_bytes(frequencies).map_err(|e| e.to_string())?;
        lexicon = lexicon.with_frequencies(frequencies);
    } else if shipped_frequencies {
        lexicon =
            lexicon.with_frequencies(Frequencies::shipped(profile).map_err(|e| e.to_string())?);
    }
    let page = Page::new(Language::new(lexicon, profile).map_err(|e| e.to_string())?);
    PAGE.with(|p| *p.borrow_mut() = Some(Rc::new(page)));
    Ok(())
}

/// The puzzle of `date` from `cache`, made by `make` on the first call for that date.
fn cached<T>(
    cache: &RefCell<HashMap<Date, Rc<T>>>,
    date: Date,
    make: impl FnOnce() -> wordgames_puzzles::Result<T>,
) -> Result<Rc<T>, String> {
    if let Some(hit) = cache.borrow().get(&date).cloned() {
        return Ok(hit);
    }
    let made = Rc::new(make().map_err(|e| e.to_string())?);
    let mut cache = cache.borrow_mut();
    if cache.len() >= DAYS_KEPT {
        cache.clear();
    }
    cache.insert(date, Rc::clone(&made));
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
    let page = page()?;
    let sources = &page.language;
    let (lexicon, profile) = (&*sources.lexicon, sources.profile);
    let calendar = Calendar::PUBLIC;
    match path {
        "/api/letter-boxed" => {
            let req: boxed_replay::Request = parse(body)?;
            let today = cached(&page.boards, req.date, || {
                letter_boxed::LetterBoxedGenerator::new_in(lexicon.borrowed(), profile).and_then(
                    |generator| wordgames_puzzles::Generator::deal(&generator, &calendar, req.date),
                )
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
            let today = cached(&page.levels, req.date, || {
                wordseq::WordseqGenerator::new_in(lexicon, profile).and_then(|generator| {
                    wordgames_puzzles::Generator::deal(&generator, &calendar, req.date)
                })
            })?;
            reply(wordseq_replay::replay(sources, &today, &req))
        }
        other => Err(format!(
            "{other}: not one of the page's games (letter-boxed, word-blender, wordle, wordseq)"
        )),
    }
}

/// The day's edition of the page's four games in the page's language, as the JSON text of the
/// server's `GET /api/daily` without Nettle's entry (English until [`use_lexicon`]).
///
/// # Errors
///
/// A bad date, or a date before the first puzzle (2026-01-01).
pub fn page_edition_json(date: &str, today: &str) -> Result<String, String> {
    let (date, today) = (parse_date(date)?, parse_date(today)?);
    let edition = page()?
        .publisher
        .edition(date, today)
        .map_err(|e| e.to_string())?;
    serde_json::to_string(&edition).map_err(|e| e.to_string())
}

/// The page's games in the language of a server's lexicon: `bytes` as `GET /lexicon.fst`
/// sends them, `lang` and `shippedFrequencies` from its `X-Wordgames-Lexicon` header,
/// `spellings` (optional) as `GET /lexicon.spellings` sends them, and `frequencies` (optional)
/// as `GET /lexicon.frequencies` sends them. The module holds English's shipped frequencies
/// alone: a lexicon of another language with frequencies needs `frequencies` (without it,
/// `shippedFrequencies` throws for that language). From then on `replay` and
/// `pageEditionJson` deal that lexicon's puzzles, as the server does.
#[wasm_bindgen(js_name = usePageLexicon)]
pub fn js_use_page_lexicon(
    bytes: Vec<u8>,
    lang: &str,
    #[wasm_bindgen(js_name = shippedFrequencies)] shipped_frequencies: bool,
    spellings: Option<Vec<u8>>,
    frequencies: Option<Vec<u8>>,
) -> Result<(), JsError> {
    use_lexicon(
        bytes,
        lang,
        shipped_frequencies,
        spellings.as_deref(),
        frequencies.as_deref(),
    )
    .map_err(js_error)
}

/// The day's edition of the page's four games (`date`, for a player whose day is `today`,
/// `YYYY-MM-DD`) in the page's language, as the JSON text of the server's `GET /api/daily`
/// without Nettle's entry.
#[wasm_bindgen(js_name = pageEditionJson)]
pub fn js_page_edition_json(date: &str, today: &str) -> Result<String, JsError> {
    page_edition_json(date, today).map_err(js_error)
}

/// The web app's request to `path` (`"/api/letter-boxed"`, `"/api/word-blender"`,
/// `"/api/wordle"` or `"/api/wordseq"`) with the JSON text `body`, answered in the module as the
/// server answers it: the JSON text of the server's reply, for the public calendar's puzzles.
/// Throws with the server's error message where the server answers an error.
#[wasm_bindgen]
pub fn replay(path: &str, body: &str) -> Result<String, JsError> {
    page_reply(path, body).map_err(js_error)
}
