//! [`WordNet`]: its record tables, the bundled snapshot and the whole-database accessors.
//!
//! Reading the WNDB text is in `loader`, morphology ([`WordNet::morphy`], [`WordNet::lookup`])
//! in `morphy`, and the views [`Synset`], [`Word`], [`Sense`] and [`Lemma`] in `views`.

mod loader;
mod morphy;
mod views;

use std::{
    borrow::Cow,
    path::{Path, PathBuf},
};

use fst::Map;

pub use views::{Lemma, Sense, Synset, Word};

use crate::{
    AdjMarker, Error, Frame, LemmaId, Pointer, Pos, Result, SenseId, SynsetId, WordId,
    types::DataFile,
};

/// The bundled WordNet 3.1 snapshot (`data/wordnet-3.1.snapshot`, made from the WNDB text in
/// `data/wordnet-3.1/` by `scripts/regen-wordnet-snapshot.sh`).
static BUNDLED_SNAPSHOT: &[u8] = include_bytes!("../../data/wordnet-3.1.snapshot");

/// A byte range of the text arena.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Span {
    pub(crate) start: u32,
    pub(crate) len: u32,
}

#[derive(Debug, Clone)]
pub(crate) struct SynsetRec {
    pub(crate) offset: u32,
    pub(crate) words_start: u32,
    pub(crate) pointers_start: u32,
    pub(crate) frames_start: u32,
    pub(crate) senses_start: u32,
    pub(crate) gloss: Span,
    pub(crate) pointer_count: u16,
    pub(crate) word_count: u8,
    pub(crate) frame_count: u8,
    pub(crate) sense_count: u8,
    pub(crate) pos: Pos,
    pub(crate) lex_file: u8,
}

#[derive(Debug, Clone)]
pub(crate) struct WordRec {
    pub(crate) lemma: Span,
    pub(crate) sense: u32,
    pub(crate) lex_id: u8,
    pub(crate) marker: Option<AdjMarker>,
}

#[derive(Debug, Clone)]
pub(crate) struct SenseRec {
    pub(crate) synset: u32,
    /// The synset's offset and data file, copied here for reading `index.sense` in order.
    pub(crate) offset: u32,
    pub(crate) file: DataFile,
    pub(crate) lemma: u32,
    pub(crate) word: u32,
    pub(crate) key: Span,
    pub(crate) tag_count: u32,
    pub(crate) number: u16,
}

#[derive(Debug, Clone)]
pub(crate) struct IndexEntry {
    pub(crate) lemma: Span,
    pub(crate) hash: u64,
    pub(crate) synsets_start: u32,
    pub(crate) synsets_len: u32,
    pub(crate) line: u32,
    pub(crate) tagsense: u32,
    pub(crate) file: DataFile,
}

/// Princeton WordNet in memory, read from a WNDB directory (the `dict` folder of a release).
///
/// Everything in the data lines is kept: synset offsets and parts of speech (satellites apart
/// from head adjectives), lexicographer files, words with their lexical ids and adjective
/// markers, every pointer with its source and target word numbers, verb frames and glosses.
/// `index.sense` adds sense keys, sense numbers and tag counts; the exception lists drive
/// [`WordNet::morphy`]; `lexnames` names the lexicographer files.
///
/// The text of the files is kept in one string arena that every name, gloss and sense key points
/// into, and the records are flat arrays indexed by [`SynsetId`], [`WordId`], [`SenseId`] and
/// [`LemmaId`], so loading all of WordNet 3.1 makes a few dozen allocations, not millions.
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
    pub(crate) dir: PathBuf,
    pub(crate) text: Cow<'static, str>,
    pub(crate) synsets: Vec<SynsetRec>,
    pub(crate) words: Vec<WordRec>,
    pub(crate) senses: Vec<SenseRec>,
    pub(crate) synset_senses: Vec<u32>,
    pub(crate) pointers: Vec<Pointer>,
    pub(crate) frames: Vec<Frame>,
    /// Per data file (by `DataFile::index`), the sorted synset offsets; a synset's id is
    /// its file's `file_base` plus its index here.
    pub(crate) offsets: [Vec<u32>; 4],
    pub(crate) file_base: [u32; 4],
    pub(crate) entries: Vec<IndexEntry>,
    pub(crate) entry_synsets: Vec<u32>,
    /// Lemma `i` has entries `lemma_entries[i]..lemma_entries[i + 1]` and senses
    /// `lemma_senses[i]..lemma_senses[i + 1]`.
    pub(crate) lemma_entries: Vec<u32>,
    pub(crate) lemma_senses: Vec<u32>,
    pub(crate) lemma_texts: Vec<Span>,
    /// The fst over lemma spellings, built on first use when the WordNet came from a snapshot.
    pub(crate) fst: std::sync::OnceLock<Map<Cow<'static, [u8]>>>,
    /// The sense keys, which [`SenseRec::key`] spans point into.
    pub(crate) keys: Cow<'static, str>,
    /// Per data file (by `DataFile::index`), the exception list sorted by inflected form.
    pub(crate) exceptions: [Option<Vec<(Span, Span)>>; 4],
    pub(crate) lexnames: Option<Vec<Span>>,
    pub(crate) has_sense_index: bool,
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

impl WordNet {
    /// WordNet 3.1, bundled in this crate as a precompiled snapshot: no file is read.
    ///
    /// The snapshot is decoded on the first call (its strings and lemma index are used in place,
    /// not copied) and kept for the life of the program, so every later call returns the same
    /// `&'static WordNet` at no cost; build a [`WordGraph`](crate::WordGraph) or look words up
    /// from it as from a WordNet read with [`WordNet::open`]. It holds everything the WNDB files
    /// of the release hold that this crate reads: synsets, words, every pointer (lexical ones
    /// included), verb frames, glosses and examples, sense keys, sense numbers and tag counts,
    /// the lemma index, the morphological exception lists and the lexicographer file names.
    /// [`WordNet::dir`] is empty.
    ///
    /// # Errors
    /// [`Error::Snapshot`] if the bundled bytes are damaged, which the crate's tests rule out
    /// for every release.
    ///
    /// # Example
    /// ```
    /// use wordgames_wordnet::{Pos, WordNet};
    ///
    /// let wn = WordNet::bundled()?;
    /// assert_eq!(wn.synset_count(), 117_791);
    /// let dog = wn.synset_by_name("dog.n.01").unwrap();
    /// assert!(dog.definition().starts_with("a member of the genus Canis"));
    /// assert_eq!(wn.morphy("geese", Pos::Noun)?[0].text(), "goose");
    /// # Ok::<(), wordgames_wordnet::Error>(())
    /// ```
    pub fn bundled() -> Result<&'static WordNet> {
        static BUNDLED: std::sync::OnceLock<WordNet> = std::sync::OnceLock::new();
        if let Some(wn) = BUNDLED.get() {
            return Ok(wn);
        }
        let wn = crate::snapshot::decode(BUNDLED_SNAPSHOT, Cow::Borrowed)?;
        Ok(BUNDLED.get_or_init(|| wn))
    }

    /// Reads a snapshot made by [`WordNet::to_snapshot`] (copying what it needs out of
    /// `bytes`).
    ///
    /// # Errors
    /// [`Error::Snapshot`] naming what is wrong and where: bytes that are not a snapshot, a
    /// snapshot of another format version, a truncated or damaged one (its checksum), or one
    /// whose tables do not fit together. A snapshot that loads is one no method of [`WordNet`]
    /// or its views can panic on.
    ///
    /// # Example
    /// ```
    /// use wordgames_wordnet::WordNet;
    ///
    /// let bytes = WordNet::bundled()?.to_snapshot();
    /// let copy = WordNet::from_snapshot(&bytes)?;
    /// assert_eq!(copy.synset_count(), 117_791);
    /// assert!(WordNet::from_snapshot(&bytes[..1000]).is_err());
    /// # Ok::<(), wordgames_wordnet::Error>(())
    /// ```
    pub fn from_snapshot(bytes: &[u8]) -> Result<WordNet> {
        crate::snapshot::decode(bytes, |text| Cow::Owned(text.to_owned()))
    }

    /// This WordNet as a snapshot: one byte string that [`WordNet::from_snapshot`] reads back
    /// without parsing any text. The same WordNet always gives the same bytes; each distinct
    /// string is stored once.
    pub fn to_snapshot(&self) -> Vec<u8> {
        crate::snapshot::encode(self)
    }

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
        self.synsets.len()
    }

    /// The number of words of the data files, one per (synset, word) slot (207,272 in 3.1).
    pub fn word_count(&self) -> usize {
        self.words.len()
    }

    /// The number of senses: distinct (synset, lemma) pairs, one per line of `index.sense`
    /// (207,235 in 3.1; a few synsets list one lemma twice, e.g. `ddC` and `DDC`).
    pub fn sense_count(&self) -> usize {
        self.senses.len()
    }

    /// The number of distinct index lemmas over all parts of speech (147,478 in 3.1).
    pub fn lemma_count(&self) -> usize {
        self.lemma_entries.len() - 1
    }

    /// Every synset in file order: nouns, verbs, adjectives (heads and satellites), adverbs.
    pub fn synsets(&self) -> impl ExactSizeIterator<Item = Synset<'_>> + '_ {
        (0..self.synsets.len() as u32).map(move |i| Synset {
            wn: self,
            id: SynsetId(i),
        })
    }

    /// Every sense, in lemma order.
    pub fn senses(&self) -> impl ExactSizeIterator<Item = Sense<'_>> + '_ {
        (0..self.senses.len() as u32).map(move |i| Sense {
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

    /// A synset by id.
    ///
    /// # Panics
    /// If the id is not of this WordNet.
    pub fn synset(&self, id: SynsetId) -> Synset<'_> {
        assert!(id.index() < self.synsets.len(), "synset id out of range");
        Synset { wn: self, id }
    }

    /// A word by id.
    ///
    /// # Panics
    /// If the id is not of this WordNet.
    pub fn word(&self, id: WordId) -> Word<'_> {
        assert!(id.index() < self.words.len(), "word id out of range");
        Word { wn: self, id }
    }

    /// A sense by id.
    ///
    /// # Panics
    /// If the id is not of this WordNet.
    pub fn sense(&self, id: SenseId) -> Sense<'_> {
        assert!(id.index() < self.senses.len(), "sense id out of range");
        Sense { wn: self, id }
    }

    /// A lemma by id.
    ///
    /// # Panics
    /// If the id is not of this WordNet.
    pub fn lemma_by_id(&self, id: LemmaId) -> Lemma<'_> {
        assert!(id.index() < self.lemma_count(), "lemma id out of range");
        Lemma { wn: self, id }
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
        synset_id(&self.offsets, &self.file_base, pos.data_file(), offset).map(|i| Synset {
            wn: self,
            id: SynsetId(i),
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
        self.lemma_texts
            .binary_search_by(|s| self.span(*s).as_bytes().cmp(key.as_bytes()))
            .ok()
            .map(|id| Lemma {
                wn: self,
                id: LemmaId(id as u32),
            })
    }

    /// The fst index over lemma spellings (lowercase, underscores) to [`LemmaId`] numbers, for
    /// queries of your own with [`fst::Automaton`]s (prefixes, edit distance, ...).
    ///
    /// A WordNet read from a snapshot ([`WordNet::bundled`]) builds it on the first call (about
    /// 20 ms for WordNet 3.1); [`WordNet::lemma`] does not need it.
    pub fn lemma_index(&self) -> &Map<Cow<'static, [u8]>> {
        self.fst
            .get_or_init(|| build_fst(&self.text, &self.lemma_texts))
    }

    /// The optional files this directory lacked, among `index.sense`, `{noun,verb,adj,adv}.exc`
    /// and `lexnames`.
    pub fn missing_optional_files(&self) -> Vec<&'static str> {
        let mut out = Vec::new();
        if !self.has_sense_index {
            out.push("index.sense");
        }
        for file in DataFile::ALL {
            if self.exceptions[file.index()].is_none() {
                out.push(file.exc_name());
            }
        }
        if self.lexnames.is_none() {
            out.push("lexnames");
        }
        out
    }

    /// Whether `index.sense` was read (sense keys and tag counts are known).
    pub fn has_sense_index(&self) -> bool {
        self.has_sense_index
    }

    fn span(&self, s: Span) -> &str {
        &self.text[s.start as usize..(s.start + s.len) as usize]
    }

    pub(crate) fn synset_sense_ids(&self, s: SynsetId) -> &[u32] {
        let rec = &self.synsets[s.index()];
        &self.synset_senses
            [rec.senses_start as usize..(rec.senses_start + u32::from(rec.sense_count)) as usize]
    }

    pub(crate) fn sense_lemma(&self, s: u32) -> u32 {
        self.senses[s as usize].lemma
    }

    pub(crate) fn sense_tag_count(&self, s: u32) -> u32 {
        self.senses[s as usize].tag_count
    }

    pub(crate) fn word_sense(&self, synset: SynsetId, n: u8) -> u32 {
        let rec = &self.synsets[synset.index()];
        self.words[(rec.words_start + u32::from(n) - 1) as usize].sense
    }

    pub(crate) fn lemma_sense_range(&self, l: u32) -> std::ops::Range<u32> {
        self.lemma_senses[l as usize]..self.lemma_senses[l as usize + 1]
    }

    pub(crate) fn synset_pointers(&self, s: u32) -> &[Pointer] {
        let rec = &self.synsets[s as usize];
        &self.pointers
            [rec.pointers_start as usize..rec.pointers_start as usize + rec.pointer_count as usize]
    }
}

/// The id of the synset at `offset` of a data file, from the per-file tables of sorted offsets
/// and the id of each file's first synset.
fn synset_id(
    offsets: &[Vec<u32>; 4],
    file_base: &[u32; 4],
    file: DataFile,
    offset: u32,
) -> Option<u32> {
    offsets[file.index()]
        .binary_search(&offset)
        .ok()
        .map(|i| file_base[file.index()] + i as u32)
}

/// The fst from lemma spelling to lemma id; `texts` are strictly increasing by construction
/// (sorted and deduplicated by the caller).
fn build_fst(text: &str, texts: &[Span]) -> Map<Cow<'static, [u8]>> {
    let mut builder = fst::MapBuilder::memory();
    for (id, s) in texts.iter().enumerate() {
        let lemma = &text[s.start as usize..(s.start + s.len) as usize];
        builder
            .insert(lemma, id as u64)
            .expect("lemmas are strictly increasing");
    }
    Map::new(Cow::Owned(
        builder.into_inner().expect("writing to memory cannot fail"),
    ))
    .expect("a freshly built fst is valid")
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
            .field("synsets", &self.synsets.len())
            .field("words", &self.words.len())
            .field("senses", &self.senses.len())
            .field("lemmas", &self.lemma_texts.len())
            .field("pointers", &self.pointers.len())
            .finish_non_exhaustive()
    }
}
