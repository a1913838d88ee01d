//! [`WordNet`]: the whole-database accessors, over the tables of its `Store`.
//!
//! The tables are in `store`, sealed: private fields, read through the store's accessors
//! (`WordNet::store`). Reading the WNDB text is in `loader`, morphology ([`WordNet::morphy`],
//! [`WordNet::lookup`]) in `morphy`, and the views [`Synset`], [`Word`], [`Sense`] and
//! [`Lemma`] in `views`.

mod column;
mod loader;
mod morphy;
mod nltk;
mod spelling_index;
mod store;
mod views;

use std::{
    borrow::Cow,
    path::{Path, PathBuf},
    sync::OnceLock,
};

use fst::Map;

pub(crate) use column::{Column, Le};
pub use loader::{MAX_FILE_BYTES, MAX_TOTAL_BYTES};
#[cfg(test)]
#[cfg(test)]
pub(crate) use morphy::nltk_morphy;
pub(crate) use morphy::nltk_synsets;
pub use nltk::{SynsetTree, VERB_FRAME_STRINGS};
pub(crate) use store::{
    Keys, SenseRec, Span, Store, StoreParts, SynsetSenses, build_fst, marker_code, marker_of,
};
pub use views::{LEXNAMES, Lemma, Sense, Synset, Word};

use crate::{Error, LemmaId, Pos, Result, SenseId, SynsetId, WordId, types::DataFile};

/// Princeton WordNet in memory, read from a WNDB directory (the `dict` folder of a release).
///
/// Everything in the data lines is kept: synset offsets and parts of speech (satellites apart
/// from head adjectives), lexicographer files, words with their lexical ids and adjective
/// markers, every pointer with its source and target word numbers, verb frames and glosses.
/// `index.sense` adds sense keys, sense numbers and tag counts; the exception lists drive
/// [`WordNet::morphy`]; `lexnames` names the lexicographer files.
///
/// Every lemma, gloss and spelling is kept in one string arena, and the records are columns
/// of integers indexed by [`SynsetId`], [`WordId`], [`SenseId`] and [`LemmaId`] (the layout of
/// a snapshot, so that [`WordNet::bundled`] reads them in place), so loading all of WordNet 3.1
/// makes a few dozen allocations, not millions.
///
/// # Example
/// ```
/// use wordgames_wordnet::{Pos, WordNet};
///
/// let wn = WordNet::bundled()?;
/// let dog = wn.synset_by_name("dog.n.01").unwrap();
/// assert_eq!(dog.pos(), Pos::Noun);
/// assert!(dog.definition().starts_with("a member of the genus Canis"));
/// assert_eq!(wn.morphy("geese", Pos::Noun)?[0].text(), "goose");
/// # Ok::<(), wordgames_wordnet::Error>(())
/// ```
pub struct WordNet {
    /// The directory it was read from (empty for a snapshot).
    dir: PathBuf,
    /// Every table, sealed: read through the store's methods.
    store: Store,
    /// Hash tables over the lemma texts and exception lists, for NLTK's morphology: made on
    /// its first lookup.
    spelling_index: OnceLock<spelling_index::SpellingIndex>,
}

/// Turns a spelling into the form of the index files: trimmed, lowercase, spaces as underscores.
///
/// # Example
/// ```
/// assert_eq!(wordgames_wordnet::normalize(" Ice Cream "), "ice_cream");
/// ```
pub fn normalize(spelling: &str) -> String {
    spelling
        .trim()
        .chars()
        .flat_map(char::to_lowercase)
        .map(|c| if c == ' ' { '_' } else { c })
        .collect()
}

/// Binary search over `lo..hi` for the index at which `probe` (ascending over the range) is
/// `Equal`.
fn search(mut lo: u32, mut hi: u32, probe: impl Fn(u32) -> std::cmp::Ordering) -> Option<u32> {
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        match probe(mid) {
            std::cmp::Ordering::Less => lo = mid + 1,
            std::cmp::Ordering::Greater => hi = mid,
            std::cmp::Ordering::Equal => return Some(mid),
        }
    }
    None
}

/// Declares `WordNet`'s look-ups of a view by id: each checks the id against the count of its
/// kind (and panics, as its documentation says, if the id is not of this WordNet).
macro_rules! by_id {
    ($($(#[$doc:meta])* $fn:ident($id:ty) -> $view:ident, $count:ident, $out_of_range:literal;)*) => {
        $(
            $(#[$doc])*
            ///
            /// # Panics
            /// If the id is not of this WordNet.
            pub fn $fn(&self, id: $id) -> $view<'_> {
                assert!(id.index() < self.$count(), $out_of_range);
                $view { wn: self, id }
            }
        )*
    };
}

impl WordNet {
    /// Reads the directory named by WordNet's `WNSEARCHDIR` environment variable, as
    /// Princeton's own tools do.
    ///
    /// # Errors
    /// [`Error::NoSearchDir`] when the variable is not set, otherwise as [`WordNet::open`].
    pub fn from_env() -> Result<WordNet> {
        match std::env::var_os("WNSEARCHDIR") {
            Some(dir) if !dir.is_empty() => WordNet::open(dir),
            _ => Err(Error::NoSearchDir),
        }
    }

    // ----- whole-database accessors -----

    /// The directory this WordNet was read from.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The number of synsets (117,791 in WordNet 3.1).
    pub fn synset_count(&self) -> usize {
        self.store.synset_count()
    }

    /// The number of words of the data files, one per (synset, word) slot (207,272 in 3.1).
    pub fn word_count(&self) -> usize {
        self.store.word_count()
    }

    /// The number of senses: distinct (synset, lemma) pairs, one per line of `index.sense`
    /// (207,235 in 3.1; a few synsets list one lemma twice, e.g. `ddC` and `DDC`).
    pub fn sense_count(&self) -> usize {
        self.store.sense_count()
    }

    /// The number of distinct index lemmas over all parts of speech (147,478 in 3.1).
    pub fn lemma_count(&self) -> usize {
        self.store.lemma_count()
    }

    /// Every synset in file order: nouns, verbs, adjectives (heads and satellites), adverbs.
    pub fn synsets(&self) -> impl ExactSizeIterator<Item = Synset<'_>> + '_ {
        (0..self.synset_count() as u32).map(move |i| Synset {
            wn: self,
            id: SynsetId(i),
        })
    }

    /// Every sense, in lemma order.
    pub fn senses(&self) -> impl ExactSizeIterator<Item = Sense<'_>> + '_ {
        (0..self.sense_count() as u32).map(move |i| Sense {
            wn: self,
            id: SenseId(i),
        })
    }

    /// Every lemma, in byte order of its spelling.
    pub fn lemmas(&self) -> impl ExactSizeIterator<Item = Lemma<'_>> + '_ {
        (0..self.lemma_count() as u32).map(move |i| Lemma {
            wn: self,
            id: LemmaId(i),
        })
    }

    by_id! {
        /// A synset by id.
        synset(SynsetId) -> Synset, synset_count, "synset id out of range";
        /// A word by id.
        word(WordId) -> Word, word_count, "word id out of range";
        /// A sense by id.
        sense(SenseId) -> Sense, sense_count, "sense id out of range";
        /// A lemma by id.
        lemma_by_id(LemmaId) -> Lemma, lemma_count, "lemma id out of range";
    }

    /// The synset at a byte offset of a data file (`pos` picks the file; `a` and `s` share one).
    ///
    /// # Example
    /// ```
    /// use wordgames_wordnet::{Pos, WordNet};
    /// let wn = WordNet::bundled()?;
    /// let entity = wn.synset_at(Pos::Noun, 1740).unwrap();
    /// assert_eq!(entity.words().next().unwrap().lemma(), "entity");
    /// # Ok::<(), wordgames_wordnet::Error>(())
    /// ```
    pub fn synset_at(&self, pos: Pos, offset: u32) -> Option<Synset<'_>> {
        // The synsets of a data file are in offset order: a binary search over its range.
        let file = pos.data_file().index();
        let synsets = self.store.file_synsets(file);
        search(synsets.start, synsets.end, |mid| {
            self.store.synset_offset(SynsetId(mid)).cmp(&offset)
        })
        .map(|mid| Synset {
            wn: self,
            id: SynsetId(mid),
        })
    }

    /// A lemma by spelling: case-insensitive, spaces or underscores ("ice cream", "Ice_Cream").
    /// No morphology: see [`WordNet::morphy`] and [`WordNet::lookup`].
    ///
    /// # Example
    /// ```
    /// let wn = wordgames_wordnet::WordNet::bundled()?;
    /// assert_eq!(wn.lemma("Ice Cream").unwrap().text(), "ice_cream");
    /// assert!(wn.lemma("geese").is_none());
    /// # Ok::<(), wordgames_wordnet::Error>(())
    /// ```
    pub fn lemma(&self, spelling: &str) -> Option<Lemma<'_>> {
        let key = normalize(spelling);
        // Lemma ids are ranks in byte order: a binary search over the lemma texts.
        search(0, self.lemma_count() as u32, |mid| {
            self.store.lemma_text(mid).as_bytes().cmp(key.as_bytes())
        })
        .map(|mid| Lemma {
            wn: self,
            id: LemmaId(mid),
        })
    }

    /// The fst index over lemma spellings (lowercase, underscores) to [`LemmaId`] numbers, for
    /// queries of your own with [`fst::Automaton`]s (prefixes, edit distance, ...).
    ///
    /// A WordNet read from a snapshot ([`WordNet::bundled`]) builds it on the first call;
    /// [`WordNet::lemma`] does not need it.
    pub fn lemma_index(&self) -> &Map<Cow<'static, [u8]>> {
        self.store.lemma_index()
    }

    /// The optional files this directory lacked, among `index.sense`, `{noun,verb,adj,adv}.exc`
    /// and `lexnames`.
    pub fn missing_optional_files(&self) -> Vec<&'static str> {
        let mut out = Vec::new();
        if !self.store.has_sense_index() {
            out.push("index.sense");
        }
        for file in DataFile::ALL {
            if self.store.exceptions(file.index()).is_none() {
                out.push(file.exc_name());
            }
        }
        if self.store.lexnames().is_none() {
            out.push("lexnames");
        }
        out
    }

    /// Whether `index.sense` was read (sense keys and tag counts are known).
    pub fn has_sense_index(&self) -> bool {
        self.store.has_sense_index()
    }

    /// Makes a WordNet of its tables; `dir` is where they were read from (empty for a
    /// snapshot).
    pub(crate) fn from_store(dir: PathBuf, store: Store) -> WordNet {
        WordNet {
            dir,
            store,
            spelling_index: OnceLock::new(),
        }
    }

    /// The tables, sealed: every module reads WordNet's data through the store's methods.
    #[inline]
    pub(crate) fn store(&self) -> &Store {
        &self.store
    }
}

// A short summary: a derived `Debug` would print the whole WordNet (hundreds of megabytes).

impl std::fmt::Debug for WordNet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("WordNet")
            .field(
                "source",
                &if self.dir.as_os_str().is_empty() {
                    "snapshot".to_string()
                } else {
                    self.dir.display().to_string()
                },
            )
            .field("synsets", &self.synset_count())
            .field("words", &self.word_count())
            .field("senses", &self.sense_count())
            .field("lemmas", &self.lemma_count())
            .field("pointers", &self.store.pointer_count())
            .finish_non_exhaustive()
    }
}

/// Whether a sense belongs to the list NLTK numbers a synset name's `NN` in: the index line of
/// the part of speech, satellites alone for `s`.
pub(crate) fn in_name_list(pos: Pos, sense: &Sense<'_>) -> bool {
    let of = sense.synset().pos();
    match pos {
        Pos::AdjectiveSatellite => of == Pos::AdjectiveSatellite,
        _ => of.data_file() == pos.data_file(),
    }
}

/// The lemma whose index spelling is exactly `text` (no trimming, case folding or spaces made
/// underscores, unlike [`WordNet::lemma`]): NLTK's `form in _lemma_pos_offset_map`.
pub(crate) fn lemma_exact(wn: &WordNet, text: &str) -> Option<LemmaId> {
    let (mut lo, mut hi) = (0, wn.lemma_count() as u32);
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        match wn.store.lemma_text(mid).as_bytes().cmp(text.as_bytes()) {
            std::cmp::Ordering::Less => lo = mid + 1,
            std::cmp::Ordering::Greater => hi = mid,
            std::cmp::Ordering::Equal => return Some(LemmaId(mid)),
        }
    }
    None
}

/// A synset's hypernyms as NLTK lists them (`hypernyms() + instance_hypernyms()`): the targets
/// of its semantic hypernym pointers, then of its instance hypernym pointers, each list without
/// repeats.
pub(crate) fn hypernyms_of(wn: &WordNet, s: u32, out: &mut Vec<u32>) {
    for relation in [crate::Relation::Hypernym, crate::Relation::InstanceHypernym] {
        let start = out.len();
        for p in wn.store.synset_pointers(s) {
            if p.relation == relation && !p.is_lexical() && !out[start..].contains(&p.target.0) {
                out.push(p.target.0);
            }
        }
    }
}
