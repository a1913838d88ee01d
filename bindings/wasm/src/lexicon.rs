//! Lexicon queries on the embedded English lexicon or on a word list the page supplies.

use std::sync::OnceLock;

use serde::Serialize;
use wasm_bindgen::prelude::*;
use wordgames_lexicon::{AnyLexicon, Entry, Pattern, Rack};

use crate::{js_error, to_js};

/// The embedded English lexicon, shared by every game of the module.
pub(crate) fn english() -> &'static wordgames_lexicon::Lexicon<&'static [u8]> {
    static ENGLISH: OnceLock<wordgames_lexicon::Lexicon<&'static [u8]>> = OnceLock::new();
    ENGLISH.get_or_init(wordgames_lexicon::Lexicon::english)
}

/// A word of a query's answer: the word and its grade (lower is more common).
#[derive(Serialize)]
struct Word<'a> {
    word: &'a str,
    grade: u8,
}

fn words(entries: &[Entry]) -> Vec<Word<'_>> {
    entries
        .iter()
        .map(|e| Word {
            word: &e.word,
            grade: e.grade.get(),
        })
        .collect()
}

/// A word list stored as an FST (`wordgames_lexicon::Lexicon`): membership, grades, pattern and
/// rack queries.
#[wasm_bindgen]
#[derive(Debug)]
pub struct Lexicon {
    inner: AnyLexicon,
}

#[wasm_bindgen]
impl Lexicon {
    /// The embedded English lexicon (SCOWL), the one every game of the module uses.
    pub fn english() -> Lexicon {
        Lexicon {
            inner: english().clone().into(),
        }
    }

    /// A lexicon of the page's words (any order; normalised under the strict rules).
    ///
    /// Throws the first word that cannot be a word, with its position.
    #[wasm_bindgen(js_name = fromWords)]
    pub fn from_words(words: Vec<String>) -> Result<Lexicon, JsError> {
        let inner = wordgames_lexicon::Lexicon::from_words(words).map_err(js_error)?;
        Ok(Lexicon {
            inner: inner.into(),
        })
    }

    /// Whether `word` is in the lexicon.
    pub fn contains(&self, word: &str) -> bool {
        self.inner.contains(word)
    }

    /// The grade of `word` (lower is more common), or `undefined` when it is not a word.
    pub fn grade(&self, word: &str) -> Option<u8> {
        self.inner.grade(word).map(|g| g.get())
    }

    /// The number of words.
    #[wasm_bindgen(getter)]
    pub fn length(&self) -> usize {
        self.inner.len()
    }

    /// `{words, common}`: every word, and those of the common tier.
    pub fn stats(&self) -> Result<JsValue, JsError> {
        let stats = self.inner.stats();
        to_js(&serde_json::json!({ "words": stats.words, "common": stats.common }))
    }

    /// Every word matching `pattern` (`?` or `.` one letter, `*` any run of letters), as
    /// `[{word, grade}]` in alphabetical order.
    pub fn matching(&self, pattern: &str) -> Result<JsValue, JsError> {
        to_js(&words(
            &self
                .inner
                .query()
                .pattern(Pattern::new(pattern).map_err(js_error)?)
                .into_entries(),
        ))
    }

    /// Every word that uses exactly the tiles of `rack` (`?` is a blank), as `[{word, grade}]`.
    pub fn anagrams(&self, rack: &str) -> Result<JsValue, JsError> {
        to_js(&words(
            &self
                .inner
                .query()
                .rack(Rack::new(rack).map_err(js_error)?.exact())
                .into_entries(),
        ))
    }

    /// Every word spelled from the tiles of `rack`, each used at most as often as it appears
    /// (`?` is a blank), as `[{word, grade}]`.
    #[wasm_bindgen(js_name = subAnagrams)]
    pub fn sub_anagrams(&self, rack: &str) -> Result<JsValue, JsError> {
        to_js(&words(
            &self
                .inner
                .query()
                .rack(Rack::new(rack).map_err(js_error)?)
                .into_entries(),
        ))
    }
}
