//! Lexicon queries on the embedded English lexicon or on a word list the page supplies.

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;
use wordgames_lexicon::{
    AnyLexicon, Encoding, Entry, Pattern, Profile, Rack, ReadOptions, ReadReport,
};

use crate::{js_error, to_js};

#[wasm_bindgen(typescript_custom_section)]
const LEXICON_TYPES: &str = r#"
/** A language tag of a shipped profile: "en", "nb", "nn", "de", ... (`wordgames languages`). */
export type Lang = string;
/** Options of `Lexicon.fromWords`: the language whose letters the words are written in. */
export interface LangOptions {
  /** The language (default "en"). */
  lang?: Lang;
}
/** Options of `Lexicon.fromBytes`: the language, how the bytes are decoded, lenient or strict. */
export interface ReadOptions extends LangOptions {
  /** "utf-8", "iso-8859-1" (Debian's bokmaal, nynorsk) or "detect" (each line UTF-8 when it is
   * valid UTF-8, else ISO-8859-1); default: "utf-8" in English, "detect" otherwise. */
  encoding?: "utf-8" | "iso-8859-1" | "detect";
  /** Skip and count the lines that are not words instead of throwing (default false). */
  lenient?: boolean;
  /** The name of the input in error messages (default "<bytes>"). */
  sourceName?: string;
}
/** What a read did: lines read, skipped, decoded as ISO-8859-1, and the library's notes. */
export interface ReadReport {
  lines: number;
  blank: number;
  duplicates: number;
  skipped: number;
  latin1Lines: number;
  gradedByCase: number;
  /** The library's sentences about the read (what the CLI prints). */
  notes: string[];
}
/** A word of a query's answer and its grade (lower is more common). */
export interface GradedWord {
  word: string;
  grade: number;
}
/** The sizes of a lexicon: every word, and those of the common tier. */
export interface LexiconStats {
  words: number;
  common: number;
}
"#;

/// The JavaScript options of a lexicon's language and read (`{lang, encoding, lenient,
/// sourceName}`), every field optional.
#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct LangOptions {
    /// The language tag (`"nb"`); English when absent.
    pub lang: Option<String>,
    /// `"utf-8"`, `"iso-8859-1"` or `"detect"`.
    pub encoding: Option<String>,
    /// Skip the lines that are not words.
    pub lenient: Option<bool>,
    /// The input's name in error messages.
    pub source_name: Option<String>,
}

impl LangOptions {
    /// The options of a JavaScript value: `undefined` or `null` is every default; anything else
    /// must be an object of the known fields.
    pub(crate) fn from_js(value: &JsValue) -> Result<LangOptions, JsError> {
        if value.is_undefined() || value.is_null() {
            return Ok(LangOptions::default());
        }
        let text = js_sys::JSON::stringify(value)
            .map_err(|_| JsError::new("the options must be a plain object"))?;
        let text = String::from(text);
        LangOptions::from_json(&text).map_err(|e| JsError::new(&e))
    }

    /// The options of their JSON text (the JavaScript object, stringified).
    ///
    /// # Errors
    ///
    /// The reason, for an unknown field or a field of the wrong type.
    pub fn from_json(text: &str) -> Result<LangOptions, String> {
        serde_json::from_str(text).map_err(|e| format!("invalid options: {e}"))
    }

    /// The profile of `lang` (English when absent).
    ///
    /// # Errors
    ///
    /// The library's message for a tag no shipped profile has.
    pub fn profile(&self) -> Result<&'static Profile, String> {
        match &self.lang {
            None => Ok(Profile::english()),
            Some(tag) => Profile::parse_tag(tag).map_err(|e| e.to_string()),
        }
    }

    /// The library's read options for a word list of the language
    /// ([`ReadOptions::for_profile`]), with the encoding and leniency asked for.
    ///
    /// # Errors
    ///
    /// The reason, for an unknown language or encoding.
    pub fn read_options(&self) -> Result<ReadOptions, String> {
        let mut options = ReadOptions::for_profile(self.profile()?);
        if let Some(encoding) = &self.encoding {
            options = options.with_encoding(match encoding.to_ascii_lowercase().as_str() {
                "utf-8" | "utf8" => Encoding::Utf8,
                "iso-8859-1" | "latin1" | "latin-1" => Encoding::Latin1,
                "detect" => Encoding::Detect,
                other => {
                    return Err(format!(
                        "unknown encoding {other:?}: expected \"utf-8\", \"iso-8859-1\" or \"detect\""
                    ));
                }
            });
        }
        Ok(options.with_lenient(self.lenient.unwrap_or(false)))
    }
}

/// A report as JavaScript sees it (`ReadReport` of the TypeScript declarations).
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct ReportJs {
    lines: usize,
    blank: usize,
    duplicates: usize,
    skipped: usize,
    latin1_lines: usize,
    graded_by_case: usize,
    notes: Vec<String>,
}

/// A lexicon of `words` (one word each, any order) in `options`' language, every word with the
/// default grade: the Rust side of `Lexicon.fromWords`.
///
/// # Errors
///
/// The first word that cannot be a word of the language, with its position.
///
/// ```
/// use wordgames_wasm::{LangOptions, lexicon_from_words};
///
/// let nb = LangOptions::from_json(r#"{"lang":"nb"}"#)?;
/// let lexicon = lexicon_from_words(&["abildgrå".to_string(), "blåbær".to_string()], &nb)?;
/// assert!(lexicon.contains("blåbær"));
/// assert!(lexicon_from_words(&["abildgrå".to_string()], &LangOptions::default()).is_err());
/// # Ok::<(), String>(())
/// ```
pub fn lexicon_from_words(
    words: &[String],
    options: &LangOptions,
) -> Result<wordgames_lexicon::Lexicon, String> {
    let profile = options.profile()?;
    // One word a line of the library's reader, so that the words are normalised by the
    // language's rules; a word that would be read as more than one line, or with a grade, is
    // refused here.
    let mut text = String::new();
    for (i, word) in words.iter().enumerate() {
        if word.contains(['\n', '\r', '\t']) {
            return Err(format!(
                "<words>:{}: {word:?} is not a word: it holds a line break or a tab",
                i + 1
            ));
        }
        text.push_str(word);
        text.push('\n');
    }
    let read = ReadOptions::default().with_profile(profile);
    let (lexicon, _) = wordgames_lexicon::Lexicon::from_reader(text.as_bytes(), "<words>", read)
        .map_err(|e| e.to_string())?;
    Ok(lexicon)
}

/// A lexicon of a word list's bytes (one word a line, optionally `WORD<TAB>GRADE`) and what the
/// read did: the Rust side of `Lexicon.fromBytes`.
///
/// # Errors
///
/// The library's message (with the line) for a line that is not a word in a strict read, a bad
/// option, or a line too long.
///
/// ```
/// use wordgames_wasm::{LangOptions, lexicon_from_bytes};
///
/// let nb = LangOptions::from_json(r#"{"lang":"nb","lenient":true}"#)?;
/// let (lexicon, report) = lexicon_from_bytes(b"bl\xe5b\xe6r\nDNA\nda-da\n", &nb)?;
/// assert!(lexicon.is_common("blåbær") && !lexicon.is_common("dna"));
/// assert_eq!((report.latin1_lines, report.skipped.len()), (1, 1));
/// # Ok::<(), String>(())
/// ```
pub fn lexicon_from_bytes(
    bytes: &[u8],
    options: &LangOptions,
) -> Result<(wordgames_lexicon::Lexicon, ReadReport), String> {
    let read = options.read_options()?;
    let name = options.source_name.as_deref().unwrap_or("<bytes>");
    wordgames_lexicon::Lexicon::from_reader(bytes, name, read).map_err(|e| e.to_string())
}

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
    pub(crate) inner: AnyLexicon,
    pub(crate) profile: &'static Profile,
    report: Option<ReadReport>,
}

#[wasm_bindgen]
impl Lexicon {
    /// The embedded English lexicon (SCOWL), the one every game of the module uses.
    pub fn english() -> Lexicon {
        Lexicon {
            inner: english().clone().into(),
            profile: Profile::english(),
            report: None,
        }
    }

    /// A lexicon of the page's words (any order), in the language of `options`
    /// (`{ lang: "nb" }`; English by default), normalised by its rules.
    ///
    /// Throws the first word that cannot be a word of the language, with its position.
    #[wasm_bindgen(js_name = fromWords)]
    pub fn from_words(
        words: Vec<String>,
        #[wasm_bindgen(unchecked_param_type = "LangOptions")] options: JsValue,
    ) -> Result<Lexicon, JsError> {
        let options = LangOptions::from_js(&options)?;
        let profile = options.profile().map_err(|e| JsError::new(&e))?;
        let inner = lexicon_from_words(&words, &options).map_err(|e| JsError::new(&e))?;
        Ok(Lexicon {
            inner: inner.into(),
            profile,
            report: None,
        })
    }

    /// A lexicon of a word list's bytes (a file the player chose: one word a line, optionally
    /// `WORD<TAB>GRADE`), in the language of `options` (`{ lang: "nb", encoding: "detect",
    /// lenient: true }`: UTF-8 or ISO-8859-1; a lenient read skips and counts the lines that
    /// are not words). What the read did is `readReport()`.
    ///
    /// Throws the library's message, with the line, for a line a strict read refuses.
    #[wasm_bindgen(js_name = fromBytes)]
    pub fn from_bytes(
        bytes: &[u8],
        #[wasm_bindgen(unchecked_param_type = "ReadOptions")] options: JsValue,
    ) -> Result<Lexicon, JsError> {
        let options = LangOptions::from_js(&options)?;
        let profile = options.profile().map_err(|e| JsError::new(&e))?;
        let (inner, report) = lexicon_from_bytes(bytes, &options).map_err(|e| JsError::new(&e))?;
        Ok(Lexicon {
            inner: inner.into(),
            profile,
            report: Some(report),
        })
    }

    /// The language tag of the lexicon's words (`"en"`, `"nb"`, ...).
    #[wasm_bindgen(getter)]
    pub fn lang(&self) -> String {
        self.profile.tag().to_string()
    }

    /// What the read of `fromBytes` did (`undefined` for another lexicon).
    #[wasm_bindgen(js_name = readReport, unchecked_return_type = "ReadReport | undefined")]
    pub fn read_report(&self) -> Result<JsValue, JsError> {
        match &self.report {
            None => Ok(JsValue::UNDEFINED),
            Some(r) => to_js(&ReportJs {
                lines: r.lines,
                blank: r.blank,
                duplicates: r.duplicates,
                skipped: r.skipped.len(),
                latin1_lines: r.latin1_lines,
                graded_by_case: r.graded_by_case,
                notes: r.notes(),
            }),
        }
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
    #[wasm_bindgen(unchecked_return_type = "LexiconStats")]
    pub fn stats(&self) -> Result<JsValue, JsError> {
        let stats = self.inner.stats();
        to_js(&serde_json::json!({ "words": stats.words, "common": stats.common }))
    }

    /// Every word matching `pattern` (`?` or `.` one letter, `*` any run of letters), as
    /// `[{word, grade}]` in alphabetical order.
    #[wasm_bindgen(unchecked_return_type = "GradedWord[]")]
    pub fn matching(&self, pattern: &str) -> Result<JsValue, JsError> {
        to_js(&words(
            &self
                .inner
                .query()
                .pattern(Pattern::in_profile(pattern, self.profile).map_err(js_error)?)
                .into_entries(),
        ))
    }

    /// Every word that uses exactly the tiles of `rack` (`?` is a blank), as `[{word, grade}]`.
    #[wasm_bindgen(unchecked_return_type = "GradedWord[]")]
    pub fn anagrams(&self, rack: &str) -> Result<JsValue, JsError> {
        to_js(&words(
            &self
                .inner
                .query()
                .rack(
                    Rack::in_profile(rack, self.profile)
                        .map_err(js_error)?
                        .exact(),
                )
                .into_entries(),
        ))
    }

    /// Every word spelled from the tiles of `rack`, each used at most as often as it appears
    /// (`?` is a blank), as `[{word, grade}]`.
    #[wasm_bindgen(js_name = subAnagrams, unchecked_return_type = "GradedWord[]")]
    pub fn sub_anagrams(&self, rack: &str) -> Result<JsValue, JsError> {
        to_js(&words(
            &self
                .inner
                .query()
                .rack(Rack::in_profile(rack, self.profile).map_err(js_error)?)
                .into_entries(),
        ))
    }
}
