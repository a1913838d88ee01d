//! A language's data for the games (`wordgames.Language`): the library's
//! [`wordgames_puzzles::Language`] of the embedded English lexicon or of a word list read at run
//! time with a shipped profile, as `wordgames --lang L --words FILE` reads it. Each list is
//! loaded once for the process (by its path, options and the file's size and time), so the
//! games of one language share one lexicon, one set of Wordle lists and one Word Blender
//! generator (the library's, [`Language::blender`]), and a puzzle made with a `Language` can be
//! played with the same words.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock};

use pyo3::prelude::*;
use pyo3::types::{PyTuple, PyType};
use wordgames_lexicon::{Lexicon, Profile, ReadOptions};
use wordgames_puzzles::Language;
use wordgames_puzzles::language::Words;
use wordgames_puzzles::word_blender::WordBlenderGenerator;
use wordgames_wordle::Wordle;

use crate::errors::{puzzle_err, puzzle_message};

/// The Word Blender generator of a language, over its lexicon ([`Language::blender`]).
pub(crate) type BlenderGen = WordBlenderGenerator<Words>;

/// One language's data, kept for the life of the process.
pub(crate) struct Loaded {
    /// The library's bundle: profile, lexicon, Wordle lists, block list.
    pub(crate) language: &'static Language,
    /// The lexicon, borrowed: what the games and generators of this package read.
    pub(crate) lexicon: &'static Lexicon<&'static [u8]>,
    /// The lines the list's reader skipped (`--lenient`), one line per reason.
    skipped: Vec<String>,
    /// What the reader noted (the frequencies it graded with, or why none).
    notes: Vec<String>,
    wordle: OnceLock<Arc<Wordle>>,
}

impl Loaded {
    fn new(language: Language, skipped: Vec<String>, notes: Vec<String>) -> Loaded {
        let language: &'static Language = Box::leak(Box::new(language));
        let lexicon = Box::leak(Box::new(language.lexicon.borrowed()));
        Loaded {
            language,
            lexicon,
            skipped,
            notes,
            wordle: OnceLock::new(),
        }
    }

    /// The language's profile.
    pub(crate) fn profile(&self) -> &'static Profile {
        self.language.profile
    }

    /// Whether this is the embedded English lexicon.
    pub(crate) fn is_english(&self) -> bool {
        self.language.is_embedded()
    }

    /// The block list of a call: the language's (English words' in English, none in another
    /// language), or none with `allow_all`.
    pub(crate) fn block_list(&self, allow_all: bool) -> wordgames_lexicon::BlockList {
        if allow_all {
            wordgames_lexicon::BlockList::none()
        } else {
            self.language.block_list().clone()
        }
    }

    /// Word Blender's generator with the daily game's settings, the library's language's
    /// (built on first use; its error, such as a list without six-letter words, given again).
    pub(crate) fn blender(&self) -> PyResult<&'static BlenderGen> {
        self.language.blender().map_err(puzzle_err)
    }

    /// Wordle's lists as the library chooses them for the language (the classic ones in
    /// English, else the list's five-letter words).
    pub(crate) fn wordle(&self) -> &Arc<Wordle> {
        if self.is_english() {
            return crate::games::classic_arc();
        }
        self.wordle
            .get_or_init(|| Arc::new(self.language.wordle.clone()))
    }
}

/// The embedded English lexicon's data, loaded once.
pub(crate) fn english() -> PyResult<&'static Loaded> {
    static ENGLISH: OnceLock<Result<Loaded, wordgames_puzzles::Error>> = OnceLock::new();
    ENGLISH
        .get_or_init(|| Language::english().map(|l| Loaded::new(l, Vec::new(), Vec::new())))
        .as_ref()
        .map_err(|e| puzzle_err(e.clone()))
}

/// What names one load of a list: the profile, the file (canonical, with its size and time),
/// and the reading options.
#[derive(PartialEq, Eq)]
struct Key {
    tag: &'static str,
    path: PathBuf,
    len: u64,
    modified: Option<std::time::SystemTime>,
    lenient: bool,
    frequencies: bool,
}

/// The lists loaded so far.
static LOADED: Mutex<Vec<(Key, &'static Loaded)>> = Mutex::new(Vec::new());

/// The data of the list at `path` in `profile`'s language, read on the first call for this
/// file and these options and kept.
fn load(
    py: Python<'_>,
    profile: &'static Profile,
    path: &Path,
    lenient: bool,
    frequencies: bool,
) -> PyResult<&'static Loaded> {
    let shown = path.display().to_string();
    let meta = std::fs::metadata(path)
        .map_err(|e| puzzle_message(format!("cannot read the word list {shown}: {e}")))?;
    let key = Key {
        tag: profile.tag(),
        path: std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf()),
        len: meta.len(),
        modified: meta.modified().ok(),
        lenient,
        frequencies,
    };
    if let Some(&(_, loaded)) = LOADED
        .lock()
        .map_err(|_| puzzle_message("the loaded languages' table is poisoned"))?
        .iter()
        .find(|(k, _)| *k == key)
    {
        return Ok(loaded);
    }
    let loaded = py.detach(|| -> PyResult<Loaded> {
        // The profile's defaults (the encoding detected, the shipped frequencies grading a
        // plain list), as the `wordgames` program reads `--lang L --words FILE`.
        let defaults = ReadOptions::for_profile(profile);
        let options = defaults
            .with_lenient(lenient)
            .with_frequencies(defaults.frequencies && frequencies);
        let (lexicon, report) = Lexicon::from_path(path, options).map_err(puzzle_err)?;
        if lexicon.is_empty() {
            return Err(puzzle_message(format!("{shown} holds no words")));
        }
        let skipped = report.reasons().iter().map(|r| r.to_string()).collect();
        let notes = report.notes();
        let language = Language::new(lexicon.into(), profile).map_err(puzzle_err)?;
        Ok(Loaded::new(language, skipped, notes))
    })?;
    let mut table = LOADED
        .lock()
        .map_err(|_| puzzle_message("the loaded languages' table is poisoned"))?;
    // Another thread may have loaded the same list meanwhile: keep the first.
    if let Some(&(_, first)) = table.iter().find(|(k, _)| *k == key) {
        return Ok(first);
    }
    let loaded: &'static Loaded = Box::leak(Box::new(loaded));
    table.push((key, loaded));
    Ok(loaded)
}

/// A language's words and the data of its games, loaded once: the lexicon (graded by the
/// language's shipped frequencies), Wordle's lists, the Word Blender generator and the block
/// list. Give it to a game's `generate`, `Game` or `solve` (`language=`), to
/// `daily.edition` and to `Wordle.for_language` to play in that language:
///
///     nb = Language("nb", words="/usr/share/dict/bokmaal", lenient=True)
///     puzzle = letter_boxed.generate(date="2026-03-01", language=nb)
///
/// Without `words` it is the embedded English lexicon, the games' default.
#[pyclass(frozen, module = "wordgames._wordgames", name = "Language")]
pub struct PyLanguage {
    pub(crate) loaded: &'static Loaded,
    words: Option<PathBuf>,
    lenient: bool,
    frequencies: bool,
}

impl PyLanguage {
    /// The loaded data of an optional `language` argument: English when None.
    pub(crate) fn of(language: Option<&Bound<'_, PyLanguage>>) -> PyResult<&'static Loaded> {
        match language {
            Some(l) => Ok(l.get().loaded),
            None => english(),
        }
    }
}

#[pymethods]
impl PyLanguage {
    /// The language `lang` (a shipped profile's tag: `en`, `nb`, `de`, ...) with the words of
    /// the list at `words`, read as `wordgames --lang L --words FILE` reads it (graded by the
    /// language's shipped frequencies unless `frequencies` is false); without `words`, the
    /// embedded English lexicon (English only). `lenient` skips bad lines (counted in
    /// `skipped`) instead of refusing the list. The list is read once for the process: a
    /// second `Language` of the same file and options shares the first one's data.
    #[new]
    #[pyo3(signature = (lang="en", words=None, lenient=false, frequencies=true))]
    fn new(
        py: Python<'_>,
        lang: &str,
        words: Option<PathBuf>,
        lenient: bool,
        frequencies: bool,
    ) -> PyResult<Self> {
        let profile = Profile::parse_tag(lang).map_err(|e| puzzle_message(e.to_string()))?;
        let loaded = match &words {
            Some(path) => load(py, profile, path, lenient, frequencies)?,
            None if profile.is_ascii_az() && frequencies => py.detach(english)?,
            None if profile.is_ascii_az() => {
                return Err(puzzle_message(
                    "the embedded English lexicon is graded by its frequencies: \
                     frequencies=False needs words=FILE",
                ));
            }
            None => {
                return Err(puzzle_message(format!(
                    "Language({lang:?}) needs words=FILE: the embedded lexicon is English"
                )));
            }
        };
        Ok(PyLanguage {
            loaded,
            words,
            lenient,
            frequencies,
        })
    }

    /// The profile's tag: `en`, `nb`, ...
    #[getter]
    fn tag(&self) -> &'static str {
        self.loaded.profile().tag()
    }

    /// The language's name in English: `Norwegian Bokmål`.
    #[getter]
    fn name(&self) -> &'static str {
        self.loaded.profile().name()
    }

    /// The word list's path (None for the embedded English lexicon).
    #[getter]
    fn words(&self) -> Option<PathBuf> {
        self.words.clone()
    }

    /// Whether bad lines of the list were skipped rather than refused.
    #[getter]
    fn lenient(&self) -> bool {
        self.lenient
    }

    /// Whether the shipped frequencies grade the list.
    #[getter]
    fn frequencies(&self) -> bool {
        self.frequencies
    }

    /// The number of words of the lexicon.
    #[getter]
    fn word_count(&self) -> usize {
        self.loaded.lexicon.len()
    }

    /// The lines the reader skipped, one text per reason with its count and first line
    /// (empty for a list read whole).
    #[getter]
    fn skipped(&self) -> Vec<String> {
        self.loaded.skipped.clone()
    }

    /// What the reader noted about the list (the frequencies that graded it, or why none did).
    #[getter]
    fn notes(&self) -> Vec<String> {
        self.loaded.notes.clone()
    }

    /// Whether this is the embedded English lexicon.
    #[getter]
    fn embedded(&self) -> bool {
        self.loaded.is_english()
    }

    /// Pickles as its arguments: a worker that unpickles it reads the same list once.
    fn __reduce__<'py>(
        slf: &Bound<'py, Self>,
    ) -> PyResult<(Bound<'py, PyType>, Bound<'py, PyTuple>)> {
        let me = slf.get();
        let py = slf.py();
        let args = (me.tag(), me.words.clone(), me.lenient, me.frequencies).into_pyobject(py)?;
        Ok((slf.get_type(), args))
    }

    /// Two languages are equal when they hold the same loaded data.
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other
            .cast::<PyLanguage>()
            .is_ok_and(|o| std::ptr::eq(o.get().loaded, self.loaded))
    }

    fn __hash__(&self) -> u64 {
        self.loaded as *const Loaded as usize as u64
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        let quoted = |text: &str| -> PyResult<String> {
            Ok(pyo3::types::PyString::new(py, text).repr()?.to_string())
        };
        Ok(match &self.words {
            None => "Language('en')".to_string(),
            Some(path) => format!(
                "Language({}, words={}{}{})",
                quoted(self.tag())?,
                quoted(&path.to_string_lossy())?,
                if self.lenient { ", lenient=True" } else { "" },
                if self.frequencies {
                    ""
                } else {
                    ", frequencies=False"
                },
            ),
        })
    }
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyLanguage>()?;
    Ok(())
}
