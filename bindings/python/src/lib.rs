//! The native half of the `wordgames` Python package: thin PyO3 classes over
//! `wordgames-wordnet`, named as NLTK names them. The Python sources (`python/wordgames/`) hold
//! the module-level functions, the type stubs and the docstrings a notebook shows.
//!
//! Every class owns what it reads: a [`PyWordNet`] holds its WordNet (the bundled one, which is
//! static, or one opened from a WNDB directory, shared through an `Arc` with its similarity
//! tables and information contents and freed with the last of them), and a synset or a lemma
//! holds a reference to its `WordNet` object and an id. Errors of the crate become
//! the exceptions of `wordgames.errors` (see `errors.rs`) carrying the crate's message; nothing panics across the boundary.
#![forbid(unsafe_code)]

use std::collections::{HashSet, VecDeque};
use std::sync::{Arc, Mutex, OnceLock};

mod errors;
mod games;
mod language;
mod play;
mod wordle;

/// A frequency as Python's float: its hundredths exactly (`3.41`), as the JSON documents give it,
/// not the `f32`'s widening (`3.4100000858306885`).
pub(crate) fn zipf_float(zipf: wordgames_lexicon::Zipf) -> f64 {
    f64::from(zipf.centi()) / 100.0
}

use errors::{Family, check_size, wn_err, wn_message};

use pyo3::PyTraverseError;
use pyo3::gc::PyVisit;
use pyo3::prelude::*;
use pyo3::types::{PyByteArray, PyBytes, PyList, PySet, PyString, PyTuple};
use wg::{
    IcOptions, InformationContent, LcsDepth, Measure, Pos, Relation, Similarity, SimulateRoot,
    Subsumer, SynsetId, WordId, WordNet,
};
use wordgames_wordnet as wg;

fn parse_pos(pos: Option<&str>) -> PyResult<Option<Pos>> {
    match pos {
        None => Ok(None),
        Some(p) => {
            let mut chars = p.chars();
            match (chars.next().and_then(Pos::from_code), chars.next()) {
                (Some(pos), None) => Ok(Some(pos)),
                _ => Err(wn_message(
                    "WordNetInputError",
                    format!(
                        "unknown part of speech {p:?}: expected one of 'n', 'v', 'a', 's', 'r'"
                    ),
                )),
            }
        }
    }
}

/// NLTK's `wn.synsets` only lowercases its word, and its `wn.morphy` does not even that: a form
/// with a space (or, for morphy, a capital) is never a key of NLTK's lemma index, so it has no
/// answer there. The crate normalizes spellings (`ice cream` finds `ice_cream`); these
/// functions keep NLTK's answers.
fn nltk_finds(form: &str, lowercased: bool) -> bool {
    !form
        .chars()
        .any(|c| c.is_whitespace() || (!lowercased && c.is_uppercase()))
}

fn parse_measure(name: &str) -> PyResult<Measure> {
    let short = name.strip_suffix("_similarity").unwrap_or(name);
    Measure::from_name(short).ok_or_else(|| {
        wn_message("WordNetInputError", format!(
            "unknown measure {name:?}: expected one of 'path', 'lch', 'wup', 'res', 'jcn', 'lin'"
        ))
    })
}

/// The WordNet a `WordNet` object reads: the bundled one (static), or one it opened, shared
/// with what is computed from it.
#[derive(Clone)]
enum Store {
    Bundled(&'static WordNet),
    Opened(Arc<WordNet>),
}

impl std::ops::Deref for Store {
    type Target = WordNet;

    fn deref(&self) -> &WordNet {
        match self {
            Store::Bundled(wn) => wn,
            Store::Opened(wn) => wn,
        }
    }
}

impl Store {
    /// Whether both are the same WordNet (not merely equal files).
    fn same(&self, other: &Store) -> bool {
        std::ptr::eq::<WordNet>(&**self, &**other)
    }

    /// The WordNet's address, for hashing.
    fn addr(&self) -> u64 {
        (&**self as *const WordNet).addr() as u64
    }
}

self_cell::self_cell!(
    /// A similarity table and the WordNet it reads.
    struct OwnedSimilarity {
        owner: Store,
        #[covariant]
        dependent: Similarity,
    }
);

self_cell::self_cell!(
    /// Information content and the WordNet it counts in.
    struct OwnedIc {
        owner: Store,
        #[covariant]
        dependent: InformationContent,
    }
);

/// A WordNet database: the bundled WordNet 3.1, or a WNDB directory.
#[pyclass(frozen, weakref, module = "wordgames._wordgames", name = "WordNet")]
pub struct PyWordNet {
    wn: Store,
    sim: OnceLock<OwnedSimilarity>,
    sim_no_root: OnceLock<OwnedSimilarity>,
    /// One Python object per synset, by synset id, made on first use by the look-ups
    /// (`synsets`, `synsets_many`), so that a synset found again is the same object (as NLTK's
    /// cache gives) and costs a reference, not an allocation. Empty until the first look-up.
    /// The objects point back at this WordNet: the garbage collector sees the cycle through
    /// `__traverse__` and breaks it with `__clear__`.
    interned: Mutex<Vec<Option<Py<PySynset>>>>,
}

impl PyWordNet {
    fn similarity(&self, simulate_root: bool) -> PyResult<&Similarity<'_>> {
        let cell = if simulate_root {
            &self.sim
        } else {
            &self.sim_no_root
        };
        if let Some(s) = cell.get() {
            return Ok(s.borrow_dependent());
        }
        let s = OwnedSimilarity::try_new(self.wn.clone(), |wn| {
            Similarity::new(wn).map(|s| s.simulate_root(simulate_root))
        })
        .map_err(wn_err)?;
        Ok(cell.get_or_init(|| s).borrow_dependent())
    }
}

/// Owned copies of `texts`.
fn owned<'a>(texts: impl IntoIterator<Item = &'a str>) -> Vec<String> {
    texts.into_iter().map(str::to_string).collect()
}

fn synset_obj(wn: &Py<PyWordNet>, py: Python<'_>, id: SynsetId) -> PySynset {
    PySynset {
        wn: wn.clone_ref(py),
        id,
    }
}

fn lemma_obj(wn: &Py<PyWordNet>, py: Python<'_>, id: WordId) -> PyLemma {
    PyLemma {
        wn: wn.clone_ref(py),
        id,
    }
}

/// The lemma objects of `words`, words of `wn`.
fn lemma_list(wn: &Py<PyWordNet>, py: Python<'_>, words: Vec<wg::Word<'_>>) -> Vec<PyLemma> {
    words
        .into_iter()
        .map(|w| lemma_obj(wn, py, w.id()))
        .collect()
}

#[pymethods]
impl PyWordNet {
    /// Opens a WNDB directory, or the bundled WordNet 3.1 when `dir` is None.
    #[new]
    #[pyo3(signature = (dir=None))]
    fn new(py: Python<'_>, dir: Option<std::path::PathBuf>) -> PyResult<Self> {
        let wn = match dir {
            None => Store::Bundled(WordNet::bundled().map_err(wn_err)?),
            Some(dir) => {
                Store::Opened(Arc::new(py.detach(|| WordNet::open(&dir)).map_err(wn_err)?))
            }
        };
        Ok(PyWordNet {
            wn,
            sim: OnceLock::new(),
            sim_no_root: OnceLock::new(),
            interned: Mutex::new(Vec::new()),
        })
    }

    /// The directory read, or "" for the bundled WordNet.
    fn dir(&self) -> String {
        self.wn.dir().display().to_string()
    }

    fn __traverse__(&self, visit: PyVisit<'_>) -> Result<(), PyTraverseError> {
        // Busy means a look-up is running: the WordNet is reachable then, nothing to collect.
        if let Ok(table) = self.interned.try_lock() {
            for s in table.iter().flatten() {
                visit.call(s)?;
            }
        }
        Ok(())
    }

    fn __clear__(&self) {
        let dropped = match self.interned.try_lock() {
            Ok(mut table) => std::mem::take(&mut *table),
            Err(_) => Vec::new(),
        };
        drop(dropped);
    }

    fn __repr__(&self) -> String {
        let dir = self.wn.dir().display().to_string();
        if dir.is_empty() {
            "<WordNet bundled 3.1>".to_string()
        } else {
            format!("<WordNet {dir}>")
        }
    }

    /// NLTK's `wn.synsets(lemma, pos=None)`: for each part of speech, the synsets of each
    /// base form of NLTK's morphy, in sense-number order (repeats kept, as NLTK). `pos` as
    /// NLTK takes it: None, a letter, a list or a string of letters, `""` (nothing found).
    #[pyo3(signature = (lemma, pos=None))]
    fn synsets(
        slf: &Bound<'_, Self>,
        lemma: &Bound<'_, PyAny>,
        pos: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Vec<Py<PySynset>>> {
        let me = slf.get();
        let pos = parse_pos_arg(pos)?;
        let mut out = Vec::new();
        let Some(lemma) = word_of(lemma)?.filter(|l| nltk_finds(l, true)) else {
            return Ok(out);
        };
        let mut ids = Vec::new();
        for p in pos.iter() {
            me.wn.synset_ids_of(&lemma, p, &mut ids).map_err(wn_err)?;
        }
        let mut interned = me.interned.try_lock().ok();
        for id in ids {
            out.push(interned_synset(slf, interned.as_deref_mut(), id)?);
        }
        Ok(out)
    }

    /// NLTK's `wn.lemmas(lemma, pos=None)`.
    #[pyo3(signature = (lemma, pos=None))]
    fn lemmas(
        slf: &Bound<'_, Self>,
        lemma: &Bound<'_, PyAny>,
        pos: Option<&str>,
    ) -> PyResult<Vec<PyLemma>> {
        let me = slf.get();
        let pos = parse_pos(pos)?;
        let Some(lemma) = word_of(lemma)?.filter(|l| nltk_finds(l, true)) else {
            return Ok(Vec::new());
        };
        let lemma = lemma.as_str();
        let found = me.wn.lemmas_of(lemma, pos).map_err(wn_err)?;
        Ok(lemma_list(&slf.clone().unbind(), slf.py(), found))
    }

    /// NLTK's `wn.synset("dog.n.01")`; `WordNetError` for an unknown name.
    fn synset(slf: &Bound<'_, Self>, name: &str) -> PyResult<PySynset> {
        check_word(name)?;
        let s = slf.get().wn.find_synset(name).map_err(wn_err)?;
        Ok(synset_obj(&slf.clone().unbind(), slf.py(), s.id()))
    }

    /// NLTK's `wn.synset_from_pos_and_offset(pos, offset)`: None where no synset of that part
    /// of speech starts at that offset (a negative or too large one included), as NLTK.
    fn synset_from_pos_and_offset(
        slf: &Bound<'_, Self>,
        pos: &str,
        offset: i64,
    ) -> PyResult<Option<PySynset>> {
        let p = parse_pos(Some(pos))?.expect("a part of speech was given");
        let Ok(offset) = u32::try_from(offset) else {
            return Ok(None);
        };
        Ok(slf
            .get()
            .wn
            .synset_at(p, offset)
            .map(|s| synset_obj(&slf.clone().unbind(), slf.py(), s.id())))
    }

    /// NLTK's `wn.lemma("dog.n.01.dog")`.
    fn lemma(slf: &Bound<'_, Self>, name: &str) -> PyResult<PyLemma> {
        let w = slf
            .get()
            .wn
            .word_by_name(name)
            .ok_or_else(|| wn_message("UnknownLemmaError", format!("no lemma {name:?}")))?;
        Ok(lemma_obj(&slf.clone().unbind(), slf.py(), w.id()))
    }

    /// NLTK's `wn.lemma_from_key("dog%1:05:00::")` (needs `index.sense`).
    fn lemma_from_key(slf: &Bound<'_, Self>, key: &str) -> PyResult<PyLemma> {
        let me = slf.get();
        if !me.wn.has_sense_index() {
            return Err(wn_message(
                "WordNetDataError",
                "this WordNet has no index.sense: sense keys cannot be looked up",
            ));
        }
        let s = me.wn.sense_by_key(key).ok_or_else(|| {
            wn_message(
                "UnknownSenseKeyError",
                format!("no lemma with sense key {key:?}"),
            )
        })?;
        Ok(lemma_obj(&slf.clone().unbind(), slf.py(), s.word().id()))
    }

    /// NLTK's `wn.all_synsets(pos=None)` as a list, in data-file order.
    #[pyo3(signature = (pos=None))]
    fn all_synsets(slf: &Bound<'_, Self>, pos: Option<&str>) -> PyResult<Vec<PySynset>> {
        let pos = parse_pos(pos)?;
        let owner = slf.clone().unbind();
        Ok(slf
            .get()
            .wn
            .all_synsets(pos)
            .map(|s| synset_obj(&owner, slf.py(), s.id()))
            .collect())
    }

    /// NLTK's `wn.all_lemma_names(pos=None)` as a list.
    #[pyo3(signature = (pos=None))]
    fn all_lemma_names(&self, pos: Option<&str>) -> PyResult<Vec<String>> {
        let pos = parse_pos(pos)?;
        Ok(owned(self.wn.all_lemma_names(pos)))
    }

    /// NLTK's `digraph(inputs, rel=hypernyms, pos=None, maxdepth=-1, shapes=None, attr=None,
    /// verbose=False)`: the DOT text of the graph `rel` spans from `inputs` (synsets, lemmas,
    /// or words whose lemmas of `pos` are taken), its edges sorted as NLTK sorts them.
    #[pyo3(signature = (inputs, rel=None, pos=None, maxdepth=-1, shapes=None, attr=None, verbose=false))]
    #[allow(clippy::too_many_arguments)]
    fn digraph(
        slf: &Bound<'_, Self>,
        inputs: &Bound<'_, PyAny>,
        rel: Option<&Bound<'_, PyAny>>,
        pos: Option<&str>,
        maxdepth: i64,
        shapes: Option<&Bound<'_, PyAny>>,
        attr: Option<&Bound<'_, PyAny>>,
        verbose: bool,
    ) -> PyResult<Py<PyAny>> {
        let walks = slf.py().import("wordgames._walks")?;
        let rel = match rel {
            Some(rel) => rel.clone(),
            None => walks.getattr("hypernyms")?,
        };
        walks
            .getattr("digraph")?
            .call1((slf, inputs, rel, pos, maxdepth, shapes, attr, verbose))
            .map(Bound::unbind)
    }

    /// NLTK's `tag2pos(tag, tagset="en-ptb")`: the WordNet part of speech of a tag through the
    /// universal tagset, None where WordNet has none; tagsets `en-ptb` (`wsj`) and
    /// `universal`.
    #[pyo3(signature = (tag, tagset="en-ptb"))]
    fn tag2pos(&self, py: Python<'_>, tag: &str, tagset: &str) -> PyResult<Py<PyAny>> {
        call_walk(py, "tag2pos", (tag, tagset))
    }

    /// NLTK's `wn.morphy(form, pos=None)`: the first base form, or None.
    #[pyo3(signature = (form, pos=None))]
    fn morphy(&self, form: &Bound<'_, PyAny>, pos: Option<&str>) -> PyResult<Option<String>> {
        let pos = parse_pos(pos)?;
        let Some(form) = word_of(form)?.filter(|f| nltk_finds(f, false)) else {
            return Ok(None);
        };
        let form = form.as_str();
        Ok(self
            .wn
            .morphy_first(form, pos)
            .map_err(wn_err)?
            .map(|l| l.text().to_string()))
    }

    /// NLTK's `wn._morphy(form, pos)`: every base form, the form itself first.
    fn _morphy(&self, form: &str, pos: &str) -> PyResult<Vec<String>> {
        let pos = parse_pos(Some(pos))?.expect("a part of speech was given");
        if !nltk_finds(form, false) {
            return Ok(Vec::new());
        }
        Ok(self
            .wn
            .morphy(form, pos)
            .map_err(wn_err)?
            .into_iter()
            .map(|l| l.text().to_string())
            .collect())
    }

    /// Information content from a text (tokenized as NLTK's wordpunct) or from a list of words.
    #[pyo3(signature = (corpus, weight_senses_equally=false, smoothing=1.0))]
    fn ic(
        slf: &Bound<'_, Self>,
        corpus: &Bound<'_, PyAny>,
        weight_senses_equally: bool,
        smoothing: f64,
    ) -> PyResult<PyInformationContent> {
        let wn = slf.get().wn.clone();
        let options = IcOptions::default()
            .with_weight_senses_equally(weight_senses_equally)
            .with_smoothing(smoothing);
        let ic = if let Ok(text) = corpus.extract::<String>() {
            slf.py()
                .detach(|| {
                    OwnedIc::try_new(wn, |wn| {
                        InformationContent::from_corpus(wn, text.as_bytes(), "corpus", options)
                    })
                })
                .map_err(wn_err)?
        } else {
            let words: Vec<String> = corpus
                .try_iter()?
                .map(|w| w.and_then(|w| w.extract::<String>()))
                .collect::<PyResult<_>>()?;
            slf.py()
                .detach(|| {
                    OwnedIc::try_new(wn, |wn| InformationContent::from_words(wn, words, options))
                })
                .map_err(wn_err)?
        };
        Ok(PyInformationContent {
            wn: slf.clone().unbind(),
            ic,
        })
    }

    /// Information content from an `ic-*.dat` file (NLTK's `wordnet_ic.ic(file)`).
    fn ic_file(slf: &Bound<'_, Self>, path: std::path::PathBuf) -> PyResult<PyInformationContent> {
        let wn = slf.get().wn.clone();
        let ic = slf
            .py()
            .detach(|| OwnedIc::try_new(wn, |wn| InformationContent::from_path(wn, &path)))
            .map_err(wn_err)?;
        Ok(PyInformationContent {
            wn: slf.clone().unbind(),
            ic,
        })
    }

    /// Information content from WordNet's own sense tag counts.
    #[pyo3(signature = (smoothing=1.0))]
    fn ic_from_tag_counts(slf: &Bound<'_, Self>, smoothing: f64) -> PyResult<PyInformationContent> {
        let wn = slf.get().wn.clone();
        let options = IcOptions::default().with_smoothing(smoothing);
        let ic = OwnedIc::try_new(wn, |wn| InformationContent::from_tag_counts(wn, options))
            .map_err(wn_err)?;
        Ok(PyInformationContent {
            wn: slf.clone().unbind(),
            ic,
        })
    }

    /// The similarity of every synset of `a` with every synset of `b` (synsets or synset
    /// names), row-major, as a bytearray of `len(a) * len(b)` little-endian float64 (NaN where
    /// NLTK answers None, and with `nan` where NLTK raises for the pair). The size is checked
    /// before anything is allocated, the bytearray is the only allocation of the size of the
    /// result (NumPy views it without a copy), and the GIL is released while it is filled.
    #[pyo3(signature = (a, b, measure, ic=None, simulate_root=true, nan=false))]
    #[allow(clippy::too_many_arguments)]
    fn _similarity_matrix<'py>(
        slf: &Bound<'py, Self>,
        a: &Bound<'py, PyAny>,
        b: &Bound<'py, PyAny>,
        measure: &str,
        ic: Option<PyRef<'py, PyInformationContent>>,
        simulate_root: bool,
        nan: bool,
    ) -> PyResult<Bound<'py, PyByteArray>> {
        let me = slf.get();
        let measure = parse_measure(measure)?;
        let (rows, cols) = (a.len()?, b.len()?);
        let cells = rows.saturating_mul(cols);
        check_size(
            Family::WordNet,
            "similarity matrix cells (rows times columns)",
            cells,
            MAX_MATRIX_CELLS,
        )?;
        let (a, b) = (me.synset_ids(a)?, me.synset_ids(b)?);
        let ic = match &ic {
            Some(ic) if !ic.wn.get().wn.same(&me.wn) => {
                return Err(wn_message(
                    "WordNetError",
                    "the information content was made for another WordNet",
                ));
            }
            Some(ic) => Some(ic.ic.borrow_dependent()),
            None => None,
        };
        let sim = me.similarity(simulate_root)?;
        let py = slf.py();
        let mut failed: Option<wg::Error> = None;
        let out = PyByteArray::new_with(py, cells * 8, |buf| {
            failed = py
                .detach(|| -> Result<(), wg::Error> {
                    let mut batch = sim.batch(measure, ic)?;
                    let mut cells = buf.chunks_exact_mut(8);
                    for &x in &a {
                        for &y in &b {
                            let v = match batch.measure(x, y) {
                                Ok(v) => v.unwrap_or(f64::NAN),
                                Err(e) if nan && undefined_pair(&e) => f64::NAN,
                                Err(e) => return Err(e),
                            };
                            if let Some(cell) = cells.next() {
                                cell.copy_from_slice(&v.to_le_bytes());
                            }
                        }
                    }
                    Ok(())
                })
                .err();
            Ok(())
        })?;
        match failed {
            Some(e) => Err(wn_err(e)),
            None => Ok(out),
        }
    }

    /// NLTK's `wn.synsets` of each word: one list per word, in order. No Python call is made
    /// per word: the words' UTF-8 is read from Python's encoding (not copied into Rust
    /// strings), their synsets are looked up with the GIL released (a long list in chunks
    /// shared by up to one thread a core, the first chunks' lists made while the last are
    /// looked up), and each synset is its interned object (a reference more, not an
    /// allocation; the same object as `synsets` gives).
    #[pyo3(signature = (words, pos=None))]
    fn synsets_many<'py>(
        slf: &Bound<'py, Self>,
        words: &Bound<'py, PyAny>,
        pos: Option<&Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, PyList>> {
        let me = slf.get();
        let pos = parse_pos_arg(pos)?;
        let count = words.len()?;
        check_size(Family::WordNet, "words in one call", count, MAX_WORDS)?;
        let py = slf.py();
        // The words' UTF-8 first (kept alive here), "" for a word NLTK finds nothing for.
        let mut utf8 = Vec::with_capacity(count);
        for word in words.try_iter()? {
            check_size(
                Family::WordNet,
                "words in one call",
                utf8.len() + 1,
                MAX_WORDS,
            )?;
            utf8.push(word_utf8(&word?)?);
        }
        let texts: Vec<&str> = utf8
            .iter()
            .map(|b| {
                b.as_ref()
                    .and_then(|b| std::str::from_utf8(b.as_bytes()).ok())
                    .filter(|w| nltk_finds(w, true))
                    .unwrap_or("")
            })
            .collect();
        let mut interned = me.interned.try_lock().ok();
        let mut lists = Vec::with_capacity(texts.len());
        let mut found = Vec::new();
        let mut take = |ids: &[SynsetId], ends: &[usize]| -> PyResult<()> {
            let mut start = 0;
            for &end in ends {
                for &id in &ids[start..end] {
                    found.push(interned_synset(slf, interned.as_deref_mut(), id)?);
                }
                lists.push(PyList::new(py, found.drain(..))?);
                start = end;
            }
            Ok(())
        };
        match pos.0.as_slice() {
            [one] => synset_ids_overlapped(py, &me.wn, &texts, *one, take)?,
            several => {
                let (mut ids, mut ends) = (Vec::new(), Vec::with_capacity(texts.len()));
                for word in &texts {
                    for &p in several {
                        me.wn.synset_ids_of(word, p, &mut ids).map_err(wn_err)?;
                    }
                    ends.push(ids.len());
                }
                take(&ids, &ends)?;
            }
        }
        PyList::new(py, lists)
    }

    /// NLTK's `wn.morphy` of each word: the first base form of each, or None.
    #[pyo3(signature = (forms, pos=None))]
    fn morphy_many(
        &self,
        forms: &Bound<'_, PyAny>,
        pos: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Vec<Option<String>>> {
        let pos = parse_pos_arg(pos)?;
        check_size(
            Family::WordNet,
            "words in one call",
            forms.len()?,
            MAX_WORDS,
        )?;
        let mut out = Vec::with_capacity(forms.len()?);
        for form in forms.try_iter()? {
            let form = form?;
            let form = word_of(&form)?;
            let mut first = None;
            if let Some(form) = form.as_deref().filter(|f| nltk_finds(f, false)) {
                for p in pos.iter() {
                    if let Some(l) = self.wn.morphy_first(form, p).map_err(wn_err)? {
                        first = Some(l.text().to_string());
                        break;
                    }
                }
            }
            out.push(first);
        }
        Ok(out)
    }
}

/// Below this many words a bulk look-up runs on the calling thread alone: a thread costs more
/// than it saves.
const PARALLEL_MIN_WORDS: usize = 2048;

/// The most threads a bulk look-up uses, the calling thread included.
const MAX_LOOKUP_THREADS: usize = 8;

/// How many words a bulk look-up hands out at a time.
const LOOKUP_CHUNK: usize = 256;

/// A chunk's answers: [`WordNet::synset_ids_of_each`]'s `ids` and `ends`.
type ChunkAnswer = Result<(Vec<SynsetId>, Vec<usize>), wg::Error>;

/// [`WordNet::synset_ids_of_each`] of `words`, chunk by chunk, each chunk's answers given to
/// `take` in the words' order (its `ends` counted from the chunk's first id). Long lists are
/// looked up by this thread and up to [`MAX_LOOKUP_THREADS`] - 1 more, which take the next
/// chunk not yet taken; this thread gives `take` each chunk as soon as it and those before it
/// are done, so that the Python objects of the first chunks are made while the other threads
/// look up the last (a short list, or one core: this thread alone, chunk by chunk). The
/// look-ups run with the GIL released; `take` runs holding it.
fn synset_ids_overlapped(
    py: Python<'_>,
    wn: &WordNet,
    words: &[&str],
    pos: Option<Pos>,
    mut take: impl FnMut(&[SynsetId], &[usize]) -> PyResult<()>,
) -> PyResult<()> {
    let chunks: Vec<&[&str]> = words.chunks(LOOKUP_CHUNK).collect();
    let look_up = |chunk: &[&str]| -> ChunkAnswer {
        let (mut ids, mut ends) = (Vec::new(), Vec::with_capacity(chunk.len()));
        wn.synset_ids_of_each(chunk, pos, &mut ids, &mut ends)
            .map(|()| (ids, ends))
    };
    let helpers = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(MAX_LOOKUP_THREADS)
        .min(words.len() / (PARALLEL_MIN_WORDS / 2))
        .max(1)
        - 1;
    let answers: Vec<OnceLock<ChunkAnswer>> = chunks.iter().map(|_| OnceLock::new()).collect();
    // The next chunk nobody has taken; a failed chunk sets it past the end to stop the others.
    let next = std::sync::atomic::AtomicUsize::new(0);
    let claim = || next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let work = || {
        loop {
            let i = claim();
            let Some(chunk) = chunks.get(i) else { break };
            let _ = answers[i].set(look_up(chunk));
        }
    };
    std::thread::scope(|scope| {
        let others: Vec<_> = (0..helpers).map(|_| scope.spawn(work)).collect();
        let stop = || next.store(chunks.len(), std::sync::atomic::Ordering::Relaxed);
        let mut given = 0;
        while given < chunks.len() {
            if let Some(answer) = answers[given].get() {
                let given_out = match answer {
                    Ok((ids, ends)) => take(ids, ends),
                    Err(e) => Err(wn_err(e.clone())),
                };
                if let Err(e) = given_out {
                    stop();
                    return Err(e);
                }
                given += 1;
                continue;
            }
            let i = claim();
            if let Some(chunk) = chunks.get(i) {
                let _ = answers[i].set(py.detach(|| look_up(chunk)));
            } else if others.iter().all(|h| h.is_finished()) && answers[given].get().is_none() {
                // Every chunk was taken, its thread has ended, and it left no answer: it
                // panicked, and joining it passes the panic on.
                for h in others {
                    if let Err(panic) = h.join() {
                        std::panic::resume_unwind(panic);
                    }
                }
                unreachable!("a look-up thread ended without answering its chunk");
            } else {
                std::thread::yield_now();
            }
        }
        Ok(())
    })
}

/// The most cells a similarity matrix may have: 2^27, one GiB of float64.
const MAX_MATRIX_CELLS: usize = 1 << 27;

/// The most words one bulk call takes.
const MAX_WORDS: usize = 1 << 24;

/// The longest word (in characters) a lookup takes; WordNet's longest lemma has 71 letters.
const MAX_WORD_CHARS: usize = 1 << 12;

/// `SizeLimitError` for a word longer than [`MAX_WORD_CHARS`].
fn check_word(word: &str) -> PyResult<()> {
    check_size(
        Family::WordNet,
        "a word's length in characters",
        word.chars().count(),
        MAX_WORD_CHARS,
    )
}

/// A Python string as a word: its length checked before it is copied, None for a string
/// that is no text (a lone surrogate, which NLTK finds nothing for), an error for a value
/// that is not a string.
fn word_of(value: &Bound<'_, PyAny>) -> PyResult<Option<String>> {
    Ok(checked_word(value)?.to_cow().ok().map(|t| t.into_owned()))
}

/// A word's UTF-8 as Python encodes it, checked as [`word_of`] checks it, without a copy
/// into a Rust string: None for a lone surrogate.
fn word_utf8<'py>(value: &Bound<'py, PyAny>) -> PyResult<Option<Bound<'py, PyBytes>>> {
    Ok(checked_word(value)?.encode_utf8().ok())
}

/// A value as a Python string of at most [`MAX_WORD_CHARS`] characters (its length checked
/// before anything is read), or the error for a value that is not one.
fn checked_word<'a, 'py>(value: &'a Bound<'py, PyAny>) -> PyResult<&'a Bound<'py, PyString>> {
    let Ok(text) = value.cast::<PyString>() else {
        return Err(not_a_word(value));
    };
    check_size(
        Family::WordNet,
        "a word's length in characters",
        text.len()?,
        MAX_WORD_CHARS,
    )?;
    Ok(text)
}

/// The one object of synset `id` of `wn`, made and kept on first use; a new object when the
/// table is busy (a look-up from a finalizer run inside another).
fn interned_synset(
    wn: &Bound<'_, PyWordNet>,
    table: Option<&mut Vec<Option<Py<PySynset>>>>,
    id: SynsetId,
) -> PyResult<Py<PySynset>> {
    let py = wn.py();
    let Some(table) = table else {
        return Py::new(py, synset_obj(&wn.clone().unbind(), py, id));
    };
    if table.is_empty() {
        // Sized by the WordNet itself, once: a pointer a synset.
        table.resize_with(wn.get().wn.synset_count(), || None);
    }
    let Some(slot) = table.get_mut(id.index()) else {
        return Py::new(py, synset_obj(&wn.clone().unbind(), py, id));
    };
    match slot {
        Some(s) => Ok(s.clone_ref(py)),
        None => {
            let s = Py::new(py, synset_obj(&wn.clone().unbind(), py, id))?;
            *slot = Some(s.clone_ref(py));
            Ok(s)
        }
    }
}

fn not_a_word(value: &Bound<'_, PyAny>) -> PyErr {
    let kind = value
        .get_type()
        .name()
        .map(|n| n.to_string())
        .unwrap_or_default();
    wn_message(
        "WordNetInputError",
        format!("expected a word (a str), got a value of type {kind}"),
    )
}

/// Whether a measure's error says that the pair has no value (NaN with `nan=True`), rather
/// than that the call is wrong.
fn undefined_pair(e: &wg::Error) -> bool {
    matches!(
        e,
        wg::Error::PosMismatch { .. }
            | wg::Error::Undefined { .. }
            | wg::Error::NoInformationContent { .. }
    )
}

/// The parts of speech an argument names, as NLTK's `synsets` takes them: None (every part
/// of speech) or an iterable of letters, in order: `"n"`, `["n", "v"]`, `"nv"`, and `""`
/// (none: NLTK finds nothing).
struct PosArg(Vec<Option<Pos>>);

impl PosArg {
    fn iter(&self) -> impl Iterator<Item = Option<Pos>> + '_ {
        self.0.iter().copied()
    }
}

fn parse_pos_arg(pos: Option<&Bound<'_, PyAny>>) -> PyResult<PosArg> {
    let Some(pos) = pos.filter(|p| !p.is_none()) else {
        return Ok(PosArg(vec![None]));
    };
    let mut out = Vec::new();
    for p in pos.try_iter()? {
        let p = p?;
        let text: String = p.extract().map_err(|_| {
            wn_message(
                "WordNetInputError",
                "a part of speech is one of 'n', 'v', 'a', 's', 'r'",
            )
        })?;
        check_size(Family::WordNet, "parts of speech", out.len() + 1, 5)?;
        out.push(parse_pos(Some(&text))?);
    }
    Ok(PosArg(out))
}

impl PyWordNet {
    /// The ids of a sequence of synsets of this WordNet or of synset names.
    fn synset_ids(&self, list: &Bound<'_, PyAny>) -> PyResult<Vec<SynsetId>> {
        let mut out = Vec::with_capacity(list.len()?);
        for item in list.try_iter()? {
            let item = item?;
            if let Ok(s) = item.cast::<PySynset>() {
                let s = s.get();
                if !s.wn.get().wn.same(&self.wn) {
                    return Err(wn_message(
                        "WordNetError",
                        "a synset of another WordNet was given",
                    ));
                }
                out.push(s.id);
            } else if item.is_instance_of::<PyString>() {
                let name = word_of(&item)?.unwrap_or_default();
                out.push(self.wn.find_synset(&name).map_err(wn_err)?.id());
            } else {
                let kind = item
                    .get_type()
                    .name()
                    .map(|n| n.to_string())
                    .unwrap_or_default();
                return Err(wn_message(
                    "WordNetInputError",
                    format!("expected a Synset or a synset name, got a value of type {kind}"),
                ));
            }
        }
        Ok(out)
    }
}

/// Information content of every synset: NLTK's IC dictionary.
#[pyclass(frozen, module = "wordgames._wordgames", name = "InformationContent")]
pub struct PyInformationContent {
    wn: Py<PyWordNet>,
    ic: OwnedIc,
}

#[pymethods]
impl PyInformationContent {
    /// The information content of a synset, `-ln(count / root count)`.
    fn information_content(&self, synset: PyRef<'_, PySynset>) -> PyResult<f64> {
        check_ic(self, &synset)?;
        self.ic
            .borrow_dependent()
            .information_content(synset.id)
            .map_err(wn_err)
    }

    /// The count of a synset.
    fn count(&self, synset: PyRef<'_, PySynset>) -> PyResult<f64> {
        check_ic(self, &synset)?;
        Ok(self.ic.borrow_dependent().count(synset.id))
    }

    fn __repr__(&self) -> String {
        format!("<{:?}>", self.ic.borrow_dependent())
    }
}

fn check_ic(ic: &PyInformationContent, synset: &PySynset) -> PyResult<()> {
    if ic.wn.get().wn.same(&synset.wn.get().wn) {
        Ok(())
    } else {
        Err(wn_message(
            "WordNetError",
            "the information content was made for another WordNet",
        ))
    }
}

/// A synset or lemma class: the struct (a reference to its `WordNet` object and an id), its
/// `view`, and its `#[pymethods]` block (PyO3 takes one a class) of the methods given and of
/// what both classes have alike: `_wordnet`; one method per WordNet relation (NLTK's
/// `hypernyms()` and the others, `self.related(py, relation)`), its doc the two texts around
/// its name; NLTK's similarity measures listed (the synset's), each by its `Similarity`
/// method; `__repr__` (`Synset('dog.n.01')`); pickling by name through the `wordgames.wordnet`
/// function named; and hashing and comparison: equal within one WordNet by id, ordered by
/// name.
macro_rules! member_class {
    (
        $(#[doc = $doc:literal])*
        $class:ident as $py_name:literal: a $noun:literal of $id:ident,
        viewed as wg::$view:ident by $look_up:ident, unpickled by $unpickle:literal;
        relations documented $head:literal name $tail:literal;
        $(measures by depth {
            $($(#[doc = $depth_doc:literal])* $depth:ident $depth_measure:ident,)*
        }
        measures by information content {
            $($(#[doc = $ic_doc:literal])* $ic:ident,)*
        })?
        { $($methods:tt)* }
    ) => {
        $(#[doc = $doc])*
        #[pyclass(frozen, module = "wordgames._wordgames", name = $py_name)]
        pub struct $class {
            wn: Py<PyWordNet>,
            id: $id,
        }

        impl $class {
            fn view(&self) -> wg::$view<'_> {
                self.wn.get().wn.$look_up(self.id)
            }
        }

        member_class! {
            @pymethods $class, $py_name, $noun, $unpickle, $head, $tail,
            [$($($(#[doc = $depth_doc])* $depth $depth_measure,)*)?],
            [$($($(#[doc = $ic_doc])* $ic,)*)?],
            { $($methods)* },
            hypernyms Hypernym,
            instance_hypernyms InstanceHypernym,
            hyponyms Hyponym,
            instance_hyponyms InstanceHyponym,
            member_holonyms MemberHolonym,
            substance_holonyms SubstanceHolonym,
            part_holonyms PartHolonym,
            member_meronyms MemberMeronym,
            substance_meronyms SubstanceMeronym,
            part_meronyms PartMeronym,
            topic_domains DomainTopic,
            in_topic_domains MemberOfDomainTopic,
            region_domains DomainRegion,
            in_region_domains MemberOfDomainRegion,
            usage_domains DomainUsage,
            in_usage_domains MemberOfDomainUsage,
            attributes Attribute,
            entailments Entailment,
            causes Cause,
            also_sees AlsoSee,
            verb_groups VerbGroup,
            similar_tos SimilarTo,
        }
    };
    (
        @pymethods $class:ident, $py_name:literal, $noun:literal, $unpickle:literal,
        $head:literal, $tail:literal,
        [$($(#[doc = $depth_doc:literal])* $depth:ident $depth_measure:ident,)*],
        [$($(#[doc = $ic_doc:literal])* $ic:ident,)*],
        { $($methods:tt)* },
        $($relation:ident $variant:ident,)*
    ) => {
        #[pymethods]
        impl $class {
            $($methods)*

            #[doc = concat!("The WordNet this ", $noun, " belongs to.")]
            fn _wordnet(&self, py: Python<'_>) -> Py<PyWordNet> {
                self.wn.clone_ref(py)
            }

            $(
                #[doc = concat!($head, stringify!($relation), $tail)]
                fn $relation(&self, py: Python<'_>) -> Vec<$class> {
                    self.related(py, Relation::$variant)
                }
            )*

            $(
                $(#[doc = $depth_doc])*
                #[pyo3(signature = (other, verbose=false, simulate_root=true))]
                fn $depth(
                    &self,
                    other: PyRef<'_, $class>,
                    verbose: bool,
                    simulate_root: bool,
                ) -> PyResult<Option<f64>> {
                    let _ = verbose;
                    self.depth_similarity(&other, Measure::$depth_measure, simulate_root)
                }
            )*

            $(
                $(#[doc = $ic_doc])*
                #[pyo3(signature = (other, ic, verbose=false))]
                fn $ic(
                    &self,
                    other: PyRef<'_, $class>,
                    ic: PyRef<'_, PyInformationContent>,
                    verbose: bool,
                ) -> PyResult<f64> {
                    let _ = verbose;
                    self.ic_similarity(&other, &ic, |s, a, b, ic| s.$ic(a, b, ic))
                }
            )*

            fn __repr__(&self) -> String {
                format!("{}('{}')", $py_name, self.view().name())
            }

            /// Pickles by name and WordNet directory: unpickled against the bundled WordNet, or the
            /// WordNet of that directory (opened once per process).
            fn __reduce__<'py>(
                slf: &Bound<'py, Self>,
            ) -> PyResult<(Bound<'py, PyAny>, (String, String))> {
                let me = slf.get();
                let f = slf.py().import("wordgames.wordnet")?.getattr($unpickle)?;
                let dir = me.wn.get().wn.dir().display().to_string();
                Ok((f, (me.view().name().to_string(), dir)))
            }

            fn __hash__(&self) -> u64 {
                let wn = self.wn.get().wn.addr();
                wn.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ u64::from(self.id.0)
            }

            fn __richcmp__(
                &self,
                other: &Bound<'_, PyAny>,
                op: pyo3::basic::CompareOp,
            ) -> PyResult<Py<PyAny>> {
                let py = other.py();
                let Ok(other) = other.cast::<$class>() else {
                    return Ok(py.NotImplemented());
                };
                let other = other.get();
                let same_wn = self.wn.get().wn.same(&other.wn.get().wn);
                let result = match op {
                    pyo3::basic::CompareOp::Eq => same_wn && self.id == other.id,
                    pyo3::basic::CompareOp::Ne => !(same_wn && self.id == other.id),
                    op => op.matches(self.view().name().cmp(&other.view().name())),
                };
                Ok(result.into_pyobject(py)?.to_owned().into_any().unbind())
            }
        }
    };
}

impl PySynset {
    fn make(&self, py: Python<'_>, id: SynsetId) -> PySynset {
        synset_obj(&self.wn, py, id)
    }

    fn list(&self, py: Python<'_>, synsets: Vec<wg::Synset<'_>>) -> Vec<PySynset> {
        synsets.into_iter().map(|s| self.make(py, s.id())).collect()
    }

    fn related(&self, py: Python<'_>, relation: Relation) -> Vec<PySynset> {
        self.list(py, self.view().related_synsets(relation))
    }

    fn other_id(&self, other: &PySynset) -> PyResult<SynsetId> {
        if self.wn.get().wn.same(&other.wn.get().wn) {
            Ok(other.id)
        } else {
            Err(wn_message(
                "WordNetError",
                "the two synsets belong to different WordNets",
            ))
        }
    }

    /// The subsumers as Python objects, sorted by name as NLTK sorts them: the simulated root
    /// (`*ROOT*`, which sorts first) and then the synsets.
    fn subsumers(&self, py: Python<'_>, found: Vec<Subsumer>) -> PyResult<Vec<Py<PyAny>>> {
        let mut synsets = Vec::with_capacity(found.len());
        let mut root = false;
        for s in found {
            match s {
                Subsumer::Synset(id) => synsets.push(self.make(py, id)),
                Subsumer::Root => root = true,
            }
        }
        sort_by_name(&mut synsets);
        let mut out = Vec::with_capacity(synsets.len() + 1);
        if root {
            out.push(root_synset(py)?.into_any());
        }
        for s in synsets {
            out.push(Py::new(py, s)?.into_any());
        }
        Ok(out)
    }

    /// `path_similarity`, `lch_similarity` or `wup_similarity` (`measure`).
    fn depth_similarity(
        &self,
        other: &PySynset,
        measure: Measure,
        simulate_root: bool,
    ) -> PyResult<Option<f64>> {
        let other = self.other_id(other)?;
        self.wn
            .get()
            .similarity(simulate_root)?
            .measure(measure, self.id, other, None)
            .map_err(wn_err)
    }

    /// `res_similarity`, `jcn_similarity` or `lin_similarity` (`measure`) with `ic`.
    fn ic_similarity(
        &self,
        other: &PySynset,
        ic: &PyInformationContent,
        measure: fn(
            &Similarity<'_>,
            SynsetId,
            SynsetId,
            &InformationContent<'_>,
        ) -> Result<f64, wg::Error>,
    ) -> PyResult<f64> {
        let other = self.other_id(other)?;
        let ic = self.ic_of(ic)?;
        measure(self.wn.get().similarity(true)?, self.id, other, ic).map_err(wn_err)
    }

    fn ic_of<'a>(&self, ic: &'a PyInformationContent) -> PyResult<&'a InformationContent<'a>> {
        check_ic(ic, self)?;
        Ok(ic.ic.borrow_dependent())
    }
}

/// NLTK's `simulate_root` flag as the crate takes it.
fn simulate(simulate_root: bool) -> SimulateRoot {
    if simulate_root {
        SimulateRoot::Yes
    } else {
        SimulateRoot::No
    }
}

fn sort_by_name(list: &mut [PySynset]) {
    list.sort_by_cached_key(|s| s.view().name());
}

member_class! {
    /// A synset: NLTK's `Synset`.
    PySynset as "Synset": a "synset" of SynsetId,
    viewed as wg::Synset by synset, unpickled by "_unpickle_synset";
    relations documented "NLTK's `" name "()`: synset-level pointers only.";
    measures by depth {
        /// NLTK's `path_similarity`: 1 / (shortest path + 1).
        path_similarity Path,
        /// NLTK's `lch_similarity` (Leacock-Chodorow); `WordNetError` for two parts of speech.
        lch_similarity Lch,
        /// NLTK's `wup_similarity` (Wu-Palmer).
        wup_similarity Wup,
    }
    measures by information content {
        /// NLTK's `res_similarity` (Resnik).
        res_similarity,
        /// NLTK's `jcn_similarity` (Jiang-Conrath).
        jcn_similarity,
        /// NLTK's `lin_similarity`.
        lin_similarity,
    }
    {
        /// Its WordNet, for the garbage collector: the WordNet keeps its synsets' objects, so the
        /// two make a cycle (which the WordNet's `__clear__` breaks).
        fn __traverse__(&self, visit: PyVisit<'_>) -> Result<(), PyTraverseError> {
            visit.call(&self.wn)
        }

        /// NLTK's name, `dog.n.01`.
        fn name(&self) -> String {
            self.view().name()
        }

        /// `n`, `v`, `a`, `s` (adjective satellite) or `r`.
        fn pos(&self) -> String {
            self.view().pos().code().to_string()
        }

        /// The byte offset of its line in its data file.
        fn offset(&self) -> u32 {
            self.view().offset()
        }

        /// Its lexicographer file, `noun.animal`.
        fn lexname(&self) -> PyResult<String> {
            Ok(self.view().lex_name().map_err(wn_err)?.to_string())
        }

        /// The gloss's definition, as NLTK gives it (every quoted passage removed).
        fn definition(&self) -> String {
            self.view().nltk_definition()
        }

        /// The gloss's quoted examples, without quotes, as NLTK gives them.
        fn examples(&self) -> Vec<String> {
            owned(self.view().nltk_examples())
        }

        /// Its lemmas, in data-file order.
        fn lemmas(&self, py: Python<'_>) -> Vec<PyLemma> {
            lemma_list(&self.wn, py, self.view().lemmas())
        }

        /// Its lemmas' names as the data file writes them.
        fn lemma_names(&self) -> Vec<String> {
            owned(self.view().lemma_names())
        }

        /// The numbers of its verb frames.
        fn frame_ids(&self) -> Vec<u32> {
            self.view().frame_ids().into_iter().map(u32::from).collect()
        }

        /// NLTK's `root_hypernyms()`: the tops of its hypernym hierarchy (itself if none).
        fn root_hypernyms(&self, py: Python<'_>) -> PyResult<Vec<PySynset>> {
            let sim = self.wn.get().similarity(true)?;
            Ok(sim
                .root_hypernyms(self.id)
                .into_iter()
                .map(|id| self.make(py, id))
                .collect())
        }

        /// NLTK's `hypernym_paths()`: every path from a root down to this synset.
        fn hypernym_paths(&self, py: Python<'_>) -> PyResult<Vec<Vec<PySynset>>> {
            let sim = self.wn.get().similarity(true)?;
            Ok(sim
                .hypernym_paths(self.id)
                .map_err(wn_err)?
                .into_iter()
                .map(|path| path.into_iter().map(|id| self.make(py, id)).collect())
                .collect())
        }

        /// NLTK's `min_depth()`: the length of its shortest hypernym path.
        fn min_depth(&self) -> PyResult<u32> {
            Ok(self.wn.get().similarity(true)?.min_depth(self.id))
        }

        /// NLTK's `max_depth()`: the length of its longest hypernym path.
        fn max_depth(&self) -> PyResult<u32> {
            Ok(self.wn.get().similarity(true)?.max_depth(self.id))
        }

        /// NLTK's `common_hypernyms(other)` (by id here; NLTK's order is a set's).
        fn common_hypernyms(
            &self,
            py: Python<'_>,
            other: PyRef<'_, PySynset>,
        ) -> PyResult<Vec<PySynset>> {
            let other = self.other_id(&other)?;
            let sim = self.wn.get().similarity(true)?;
            Ok(sim
                .common_hypernyms(self.id, other)
                .into_iter()
                .map(|id| self.make(py, id))
                .collect())
        }

        /// NLTK's `lowest_common_hypernyms`, sorted by name; with `simulate_root`, NLTK's
        /// simulated root is `wordnet.ROOT` (named `*ROOT*`) where NLTK returns its own.
        #[pyo3(signature = (other, simulate_root=false, use_min_depth=false))]
        fn lowest_common_hypernyms(
            &self,
            py: Python<'_>,
            other: PyRef<'_, PySynset>,
            simulate_root: bool,
            use_min_depth: bool,
        ) -> PyResult<Vec<Py<PyAny>>> {
            let other = self.other_id(&other)?;
            let sim = self.wn.get().similarity(true)?;
            let root = simulate(simulate_root);
            let depth = if use_min_depth {
                LcsDepth::Min
            } else {
                LcsDepth::Max
            };
            let found = sim.lowest_common_hypernyms(self.id, other, root, depth);
            self.subsumers(py, found)
        }

        /// NLTK's `hypernym_distances()`: every (hypernym, distance), itself at 0; with
        /// `simulate_root`, also (`wordnet.ROOT`, one more than the greatest distance), as NLTK
        /// adds its `*ROOT*`.
        #[pyo3(signature = (simulate_root=false))]
        fn hypernym_distances<'py>(
            &self,
            py: Python<'py>,
            simulate_root: bool,
        ) -> PyResult<Bound<'py, PySet>> {
            let set = PySet::empty(py)?;
            // Adds the tuple (hypernym, distance).
            let add = |hypernym: Bound<'py, PyAny>, d: u32| -> PyResult<()> {
                set.add(PyTuple::new(py, [hypernym, d.into_pyobject(py)?.into_any()])?)
            };
            let mut greatest = 0;
            for (s, d) in self.view().hypernym_distances() {
                greatest = greatest.max(d);
                add(self.make(py, s.id()).into_pyobject(py)?.into_any(), d)?;
            }
            if simulate_root {
                add(root_synset(py)?.into_bound(py).into_any(), greatest + 1)?;
            }
            Ok(set)
        }

        /// NLTK's `shortest_path_distance`: edges over hypernyms, None without a path.
        #[pyo3(signature = (other, simulate_root=false))]
        fn shortest_path_distance(
            &self,
            other: PyRef<'_, PySynset>,
            simulate_root: bool,
        ) -> PyResult<Option<u32>> {
            let other = self.other_id(&other)?;
            let sim = self.wn.get().similarity(true)?;
            let root = simulate(simulate_root);
            Ok(sim.shortest_path_distance(self.id, other, root))
        }

        /// NLTK's `tree(rel, depth=-1, cut_mark=None, truncate=False)`: this synset and the tree
        /// `rel` spans below it as nested lists, a node left out only where it repeats one of its
        /// own ancestors; deeper than 500 levels `WordNetInputError` (a `ValueError`), or cut
        /// there with a `RuntimeWarning` when `truncate`.
        #[pyo3(signature = (rel, depth=-1, cut_mark=None, truncate=false))]
        fn tree(
            slf: &Bound<'_, Self>,
            rel: &Bound<'_, PyAny>,
            depth: i64,
            cut_mark: Option<&Bound<'_, PyAny>>,
            truncate: bool,
        ) -> PyResult<Py<PyAny>> {
            call_walk(slf.py(), "tree", (slf, rel, depth, cut_mark, truncate))
        }

        /// NLTK's `acyclic_tree(children=iter, depth=-1, cut_mark=None, traversed=None,
        /// verbose=False, truncate=False)`: depth first, each node once in the whole walk.
        #[pyo3(signature = (children=None, depth=-1, cut_mark=None, traversed=None, verbose=false, truncate=false))]
        #[allow(clippy::too_many_arguments)]
        fn acyclic_tree(
            slf: &Bound<'_, Self>,
            children: Option<&Bound<'_, PyAny>>,
            depth: i64,
            cut_mark: Option<&Bound<'_, PyAny>>,
            traversed: Option<&Bound<'_, PyAny>>,
            verbose: bool,
            truncate: bool,
        ) -> PyResult<Py<PyAny>> {
            let py = slf.py();
            let children = children_or_iter(py, children)?;
            let args = (slf, children, depth, cut_mark, traversed, verbose, truncate);
            call_walk(py, "acyclic_tree", args)
        }

        /// NLTK's `mst(children=iter, truncate=False)`: the breadth-first spanning tree of
        /// `children` from this synset, as nested lists.
        #[pyo3(signature = (children=None, truncate=false))]
        fn mst(
            slf: &Bound<'_, Self>,
            children: Option<&Bound<'_, PyAny>>,
            truncate: bool,
        ) -> PyResult<Py<PyAny>> {
            let py = slf.py();
            let children = children_or_iter(py, children)?;
            call_walk(py, "mst", (slf, children, truncate))
        }

        /// NLTK's `closure(rel, depth=-1)`: breadth first, each synset once, without this one.
        #[pyo3(signature = (rel, depth=-1))]
        fn closure(
            slf: &Bound<'_, Self>,
            rel: &Bound<'_, PyAny>,
            depth: i64,
        ) -> PyResult<Vec<Py<PyAny>>> {
            let mut seen: HashSet<SynsetId> = HashSet::new();
            let mut queue: VecDeque<(Bound<'_, PyAny>, i64)> = VecDeque::new();
            queue.push_back((slf.clone().into_any(), 0));
            let mut out = Vec::new();
            let start = slf.get().id;
            while let Some((node, d)) = queue.pop_front() {
                let id = node.cast::<PySynset>()?.get().id;
                if !seen.insert(id) {
                    continue;
                }
                if id != start {
                    out.push(node.clone().unbind());
                }
                if d != depth {
                    for child in rel.call1((node,))?.try_iter()? {
                        let child = child?;
                        let cid = child.cast::<PySynset>()?.get().id;
                        if !seen.contains(&cid) {
                            queue.push_back((child, d + 1));
                        }
                    }
                }
            }
            Ok(out)
        }
    }
}

impl PyLemma {
    fn related(&self, py: Python<'_>, relation: Relation) -> Vec<PyLemma> {
        lemma_list(&self.wn, py, self.view().related_words(relation))
    }
}

member_class! {
    /// A lemma: NLTK's `Lemma` (one word of one synset).
    PyLemma as "Lemma": a "lemma" of WordId,
    viewed as wg::Word by word, unpickled by "_unpickle_lemma";
    relations documented "NLTK's `Lemma." name "()`: lemma-level pointers from this lemma only.";
    {
        /// The lemma as the data file writes it (`Canis_familiaris`).
        fn name(&self) -> String {
            self.view().lemma().to_string()
        }

        /// Its synset.
        fn synset(&self, py: Python<'_>) -> PySynset {
            synset_obj(&self.wn, py, self.view().synset().id())
        }

        /// Its sense key, `dog%1:05:00::`, as NLTK computes it from the data file.
        fn key(&self) -> String {
            self.view().nltk_key()
        }

        /// Its tag count (needs `index.sense`).
        fn count(&self) -> PyResult<u32> {
            self.view().count().map_err(wn_err)
        }

        /// `eng`.
        fn lang(&self) -> &'static str {
            "eng"
        }

        /// An adjective's marker, `(p)`, `(a)` or `(ip)`.
        fn syntactic_marker(&self) -> Option<String> {
            self.view().marker().map(|m| m.as_str().to_string())
        }

        /// The numbers of its verb frames.
        fn frame_ids(&self) -> Vec<u32> {
            self.view().frame_ids().into_iter().map(u32::from).collect()
        }

        /// Its verb frames with the lemma filled in.
        fn frame_strings(&self) -> Vec<String> {
            self.view().frame_strings()
        }

        /// NLTK's `Lemma.antonyms()`.
        fn antonyms(&self, py: Python<'_>) -> Vec<PyLemma> {
            lemma_list(&self.wn, py, self.view().antonyms())
        }

        /// NLTK's `Lemma.derivationally_related_forms()`.
        fn derivationally_related_forms(&self, py: Python<'_>) -> Vec<PyLemma> {
            lemma_list(&self.wn, py, self.view().derivationally_related_forms())
        }

        /// NLTK's `Lemma.pertainyms()`.
        fn pertainyms(&self, py: Python<'_>) -> Vec<PyLemma> {
            lemma_list(&self.wn, py, self.view().pertainyms())
        }
    }
}

/// NLTK's simulated root `*ROOT*`: the hypernym above every top synset that
/// `simulate_root=True` adds (in `lowest_common_hypernyms` and `hypernym_distances`), with no
/// hypernyms and depth 0. One object, `wordgames.wordnet.ROOT`.
#[pyclass(frozen, module = "wordgames._wordgames", name = "RootSynset")]
pub struct PyRootSynset;

#[pymethods]
impl PyRootSynset {
    /// `*ROOT*`, NLTK's name for it.
    fn name(&self) -> &'static str {
        "*ROOT*"
    }

    /// None: it is in no WordNet file.
    fn pos(&self) -> Option<&'static str> {
        None
    }

    /// No hypernyms, as NLTK's.
    fn hypernyms(&self) -> Vec<Py<PyAny>> {
        Vec::new()
    }

    /// No instance hypernyms, as NLTK's.
    fn instance_hypernyms(&self) -> Vec<Py<PyAny>> {
        Vec::new()
    }

    /// 0.
    fn min_depth(&self) -> u32 {
        0
    }

    /// 0.
    fn max_depth(&self) -> u32 {
        0
    }

    fn __repr__(&self) -> &'static str {
        "Synset('*ROOT*')"
    }
}

/// The one `RootSynset`.
fn root_synset(py: Python<'_>) -> PyResult<Py<PyRootSynset>> {
    static ROOT: pyo3::sync::PyOnceLock<Py<PyRootSynset>> = pyo3::sync::PyOnceLock::new();
    ROOT.get_or_try_init(py, || Py::new(py, PyRootSynset))
        .map(|r| r.clone_ref(py))
}

/// The native module `wordgames._wordgames`.
#[pymodule]
fn _wordgames(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    m.add_class::<PyWordNet>()?;
    m.add_class::<PySynset>()?;
    m.add_class::<PyLemma>()?;
    m.add_class::<PyInformationContent>()?;
    m.add_class::<PyRootSynset>()?;
    m.add("ROOT", root_synset(py)?)?;
    games::register(m)?;
    language::register(m)?;
    play::register(m)?;
    Ok(())
}

/// Calls function `name` of `wordgames._walks` (the walks written in Python) with `args`.
fn call_walk<'py>(
    py: Python<'py>,
    name: &str,
    args: impl pyo3::call::PyCallArgs<'py>,
) -> PyResult<Py<PyAny>> {
    py.import("wordgames._walks")?
        .getattr(name)?
        .call1(args)
        .map(Bound::unbind)
}

/// The `children` argument of NLTK's walks, `iter` (a synset's own iteration) when not given.
fn children_or_iter<'py>(
    py: Python<'py>,
    children: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyAny>> {
    match children {
        Some(c) => Ok(c.clone()),
        None => py.import("builtins")?.getattr("iter"),
    }
}
