//! The wordgames family in the browser: WebAssembly bindings built with `wasm-bindgen`, shipped as
//! the npm package `wordgames` (an ES module with TypeScript declarations; see `build.sh`).
//!
//! The bindings are thin: every rule, every puzzle and every verdict comes from the library
//! crates, and the JavaScript names follow the Rust API's (`play`, `isOver`, `share`, the
//! verdicts' variants). Each `#[wasm_bindgen]` type owns its Rust values; games over the embedded
//! English lexicon share one copy of it. Results that are Rust data (verdicts, puzzles, entries)
//! reach JavaScript as plain objects, serialised with serde in the Rust shape
//! (`{"Played":{"left":5}}`, `{"Solved":{"words":2,"par":"Made"}}`). Errors become JavaScript
//! exceptions (`JsError`) carrying the Rust message; inputs are validated before they reach code
//! that could panic, so nothing traps into an `unreachable`.
//!
//! ```
//! // The same calls from Rust (the JavaScript names are the camelCase of these):
//! use wordgames_wasm::daily_entry;
//!
//! let entry = daily_entry("letter-boxed", "2026-01-01", "2026-01-01").map_err(|e| e.to_string())?;
//! assert_eq!(entry["board"], "dit amp chr elo");
//! assert_eq!(entry["par"], 2);
//! # Ok::<(), String>(())
//! ```
//!
//! The Rust-side functions that the bindings wrap are public (`daily_entry`, `edition_json`) so
//! that they can be tested on the host; the `#[wasm_bindgen]` exports only convert.

mod blender;
mod boxed;
mod daily;
mod lexicon;
mod page;
mod wordle;
mod wordseq;

pub use crate::{
    blender::{WordBlenderGame, word_blender_round},
    boxed::{LetterBoxedGame, LetterBoxedGenerator, LetterBoxedSolver},
    daily::{daily_entry, edition, edition_json, js_daily_entry, js_edition_json},
    lexicon::{LangOptions, Lexicon, lexicon_from_bytes, lexicon_from_words},
    page::{page_edition_json, page_reply, replay, use_lexicon},
    wordle::{WordleAssistant, WordleGame, wordle_feedback},
    wordseq::WordseqGame,
};

use serde::Serialize;
use wasm_bindgen::prelude::*;

// wasm-bindgen declares `[Symbol.dispose]()` on every class; TypeScript's default library (ES5)
// has neither `Symbol` nor `Symbol.dispose`, so the declarations would not type-check as
// installed. Declared here, identically to TypeScript's esnext library (which merges with it).
#[wasm_bindgen(typescript_custom_section)]
const DISPOSE_TYPES: &str = r#"
declare global {
  interface SymbolConstructor {
    readonly dispose: unique symbol;
  }
  var Symbol: SymbolConstructor;
}
"#;

/// A Rust error as a JavaScript exception: an `Error` whose message is the Rust error's
/// `Display`.
fn js_error(error: impl std::fmt::Display) -> JsError {
    JsError::new(&error.to_string())
}

/// Checks an argument from JavaScript: `Ok(())` when `valid`, else an `Error` saying
/// `message()`.
fn check_arg(valid: bool, message: impl FnOnce() -> String) -> Result<(), JsError> {
    if valid {
        Ok(())
    } else {
        Err(JsError::new(&message()))
    }
}

/// A Rust value as a plain JavaScript object, through its serde JSON form.
fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, JsError> {
    let text = serde_json::to_string(value).map_err(js_error)?;
    js_sys::JSON::parse(&text).map_err(|_| JsError::new("a value could not be read back as JSON"))
}

/// A date `YYYY-MM-DD` as the library reads it.
fn parse_date(text: &str) -> Result<wordgames_puzzles::Date, String> {
    text.parse::<wordgames_puzzles::Date>()
        .map_err(|e| format!("invalid date {text:?}: {e}"))
}

/// A duration in milliseconds from JavaScript (`performance.now()` differences), refused when
/// negative, not a number or too large, instead of panicking.
fn duration_ms(ms: f64, name: &str) -> Result<std::time::Duration, JsError> {
    check_arg(ms.is_finite() && ms >= 0.0, || {
        format!("{name} must be a finite number of milliseconds >= 0, not {ms}")
    })?;
    std::time::Duration::try_from_secs_f64(ms / 1000.0).map_err(js_error)
}

/// Installs a panic hook that writes the panic message to the console (`console.error`), so
/// that a bug, should one ever panic, says what it was before the module traps. Called once
/// when the module starts.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen(start)]
pub fn start() {
    #[wasm_bindgen]
    extern "C" {
        #[wasm_bindgen(js_namespace = console, js_name = error)]
        fn console_error(message: &str);
    }
    std::panic::set_hook(Box::new(|info| {
        console_error(&format!("wordgames: {info}"));
    }));
}

/// The version of the Rust crates behind this module.
#[wasm_bindgen]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}
