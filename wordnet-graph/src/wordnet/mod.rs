//! [`WordNet`]: its record tables, the bundled snapshot and the whole-database accessors.
//!
//! Reading the WNDB text is in `loader`, morphology ([`WordNet::morphy`], [`WordNet::lookup`])
//! in `morphy`, and the views [`Synset`], [`Word`], [`Sense`] and [`Lemma`] in `views`.

mod column;
mod loader;
mod morphy;
mod nltk;
mod views;

use std::{
    borrow::Cow,
    ops::Range,
    path::{Path, PathBuf},
    sync::OnceLock,
};

use fst::Map;

pub(crate) use column::{Column, Le};
pub use loader::MAX_FILE_BYTES;
#[cfg(test)]
pub(crate) use morphy::nltk_morphy;
pub(crate) use morphy::nltk_synsets;
pub use nltk::{LEXNAMES, SynsetTree, VERB_FRAME_STRINGS};
pub use views::{Lemma, Sense, Synset, Word};

use crate::{
    AdjMarker, Error, Frame, LemmaId, Pointer, Pos, Result, SenseId, SynsetId, WordId,
    types::DataFile,
};

/// A byte range of the text arena.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Span {
    pub(crate) start: u32,
    pub(crate) len: u32,
}

/// What a sense needs at hand for the word graph: its synset.
#[derive(Debug, Clone)]
pub(crate) struct SenseRec {
    pub(crate) synset: u32,
}

/// The senses of each synset: synset `s`'s are `senses[starts[s]..starts[s + 1]]`, its words'
/// senses, each once, in word order.
#[derive(Debug, Default)]
pub(crate) struct SynsetSenses {
    pub(crate) starts: Vec<u32>,
    pub(crate) senses: Vec<u32>,
}

/// The sense keys, one string with each key after the one before: sense `i`'s key is
/// `text[starts[i]..starts[i + 1]]`.
#[derive(Debug, Default)]
pub(crate) struct Keys {
    pub(crate) text: String,
    pub(crate) starts: Vec<u32>,
}

/// The adjective marker of its code in [`WordNet::word_markers`] (0 for none), if it is one.
pub(crate) fn marker_of(code: u8) -> Option<Option<AdjMarker>> {
    Some(match code {
        0 => None,
        1 => Some(AdjMarker::Predicate),
        2 => Some(AdjMarker::Attributive),
        3 => Some(AdjMarker::Postnominal),
        _ => return None,
    })
}

/// The code of an adjective marker in [`WordNet::word_markers`].
pub(crate) fn marker_code(marker: Option<AdjMarker>) -> u8 {
    match marker {
        None => 0,
        Some(AdjMarker::Predicate) => 1,
        Some(AdjMarker::Attributive) => 2,
        Some(AdjMarker::Postnominal) => 3,
    }
}

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
    pub(crate) dir: PathBuf,
    /// The string arena: the lemma texts in lemma order, the glosses in synset order, the
    /// words' own spellings in word order, then the strings of the exception lists and the
    /// lexicographer file names.
    pub(crate) text: Cow<'static, str>,

    // Synsets, by id: grouped by data file, in offset order within each.
    pub(crate) synset_offsets: Column<u32>,
    /// The id of the first synset of each data file (by `DataFile::index`), then the number
    /// of synsets.
    pub(crate) file_starts: [u32; 5],
    /// The part of speech, as its index in [`Pos::ALL`].
    pub(crate) synset_pos: Column<u8>,
    pub(crate) synset_lex_files: Column<u8>,
    /// Synset `s` has words `synset_words[s]..synset_words[s + 1]` (at least one, at most
    /// 255); likewise its pointers and its frames.
    pub(crate) synset_words: Column<u32>,
    pub(crate) synset_pointers: Column<u32>,
    pub(crate) synset_frames: Column<u32>,
    /// Synset `s`'s gloss is `text[glosses[s]..glosses[s + 1]]`.
    pub(crate) glosses: Column<u32>,
    /// The senses of each synset, gathered from their words on first use when the WordNet came
    /// from a snapshot.
    pub(crate) synset_senses: OnceLock<SynsetSenses>,

    // Words, by id: each synset's in data-file order.
    pub(crate) word_senses: Column<u32>,
    pub(crate) word_lex_ids: Column<u8>,
    /// The adjective marker ([`marker_code`]).
    pub(crate) word_markers: Column<u8>,
    /// Bit `w % 64` of value `w / 64` is set when word `w` is not spelled as its lemma's text
    /// (capitals, say); the `k`th such word's spelling is `text[spellings[k]..spellings[k + 1]]`.
    pub(crate) own_spelling: Column<u64>,
    /// The number of words with their own spelling before each value of `own_spelling`.
    pub(crate) own_spelling_ranks: Vec<u32>,
    pub(crate) spellings: Column<u32>,

    // Senses, by id: in lemma order, then index order.
    pub(crate) senses: Vec<SenseRec>,
    pub(crate) sense_lemmas: Column<u32>,
    pub(crate) sense_tag_counts: Column<u32>,
    pub(crate) sense_numbers: Column<u16>,
    /// A sense's key is its lemma's text, `%` and suffix `sense_suffixes[i]`, which is
    /// `suffix_text[suffixes[j]..suffixes[j + 1]]`.
    pub(crate) sense_suffixes: Column<u32>,
    pub(crate) suffix_text: Cow<'static, str>,
    pub(crate) suffixes: Column<u32>,
    /// The sense keys spelled out, on the first call of [`WordNet::keys`] when the WordNet came
    /// from a snapshot.
    pub(crate) keys: OnceLock<Keys>,

    // Pointers, by synset ([`WordNet::synset_pointers`]) in data-file order.
    pub(crate) pointer_targets: Column<u32>,
    /// The relation, as its index in [`Relation::ALL`](crate::Relation::ALL).
    pub(crate) pointer_relations: Column<u8>,
    pub(crate) pointer_source_words: Column<u8>,
    pub(crate) pointer_target_words: Column<u8>,
    /// The pointers as the records that [`Synset::pointers`] lends, made from the columns on
    /// first use when the WordNet came from a snapshot.
    pub(crate) pointers: OnceLock<Vec<Pointer>>,
    pub(crate) frames: Vec<Frame>,

    // Lemmas, by id: in byte order of their texts.
    /// Lemma `l`'s text is `text[lemma_texts[l]..lemma_texts[l + 1]]`; its senses are
    /// `lemma_senses[l]..lemma_senses[l + 1]`.
    pub(crate) lemma_texts: Column<u32>,
    pub(crate) lemma_senses: Column<u32>,
    /// Bit `DataFile::index` is set for each index file that lists the lemma.
    pub(crate) lemma_files: Column<u8>,
    /// The tagged sense counts of its index lines, summed.
    pub(crate) lemma_tagsense: Column<u32>,
    /// The fst over lemma spellings, built on first use when the WordNet came from a snapshot.
    pub(crate) fst: OnceLock<Map<Cow<'static, [u8]>>>,

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
        self.synset_pos.len()
    }

    /// The number of words of the data files, one per (synset, word) slot (207,272 in 3.1).
    pub fn word_count(&self) -> usize {
        self.word_senses.len()
    }

    /// The number of senses: distinct (synset, lemma) pairs, one per line of `index.sense`
    /// (207,235 in 3.1; a few synsets list one lemma twice, e.g. `ddC` and `DDC`).
    pub fn sense_count(&self) -> usize {
        self.senses.len()
    }

    /// The number of distinct index lemmas over all parts of speech (147,478 in 3.1).
    pub fn lemma_count(&self) -> usize {
        self.lemma_files.len()
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
        assert!(id.index() < self.synset_count(), "synset id out of range");
        Synset { wn: self, id }
    }

    /// A word by id.
    ///
    /// # Panics
    /// If the id is not of this WordNet.
    pub fn word(&self, id: WordId) -> Word<'_> {
        assert!(id.index() < self.word_count(), "word id out of range");
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
        // The synsets of a data file are in offset order: a binary search over its range.
        let file = pos.data_file().index();
        let (mut lo, mut hi) = (self.file_starts[file], self.file_starts[file + 1]);
        while lo < hi {
            let mid = lo + (hi - lo) / 2;
            match self.synset_offsets.get(mid as usize).cmp(&offset) {
                std::cmp::Ordering::Less => lo = mid + 1,
                std::cmp::Ordering::Greater => hi = mid,
                std::cmp::Ordering::Equal => {
                    return Some(Synset {
                        wn: self,
                        id: SynsetId(mid),
                    });
                }
            }
        }
        None
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
        let (mut lo, mut hi) = (0, self.lemma_count() as u32);
        while lo < hi {
            let mid = lo + (hi - lo) / 2;
            match self.lemma_text(mid).as_bytes().cmp(key.as_bytes()) {
                std::cmp::Ordering::Less => lo = mid + 1,
                std::cmp::Ordering::Greater => hi = mid,
                std::cmp::Ordering::Equal => {
                    return Some(Lemma {
                        wn: self,
                        id: LemmaId(mid),
                    });
                }
            }
        }
        None
    }

    /// The fst index over lemma spellings (lowercase, underscores) to [`LemmaId`] numbers, for
    /// queries of your own with [`fst::Automaton`]s (prefixes, edit distance, ...).
    ///
    /// A WordNet read from a snapshot ([`WordNet::bundled`]) builds it on the first call;
    /// [`WordNet::lemma`] does not need it.
    pub fn lemma_index(&self) -> &Map<Cow<'static, [u8]>> {
        self.fst
            .get_or_init(|| build_fst((0..self.lemma_count() as u32).map(|l| self.lemma_text(l))))
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

    /// `text[starts[i]..starts[i + 1]]`.
    fn text_between(&self, starts: &Column<u32>, i: usize) -> &str {
        &self.text[starts.get(i) as usize..starts.get(i + 1) as usize]
    }

    /// `starts[i]..starts[i + 1]`.
    pub(crate) fn range(starts: &Column<u32>, i: usize) -> Range<u32> {
        starts.get(i)..starts.get(i + 1)
    }

    pub(crate) fn synset_pos(&self, s: SynsetId) -> Pos {
        Pos::ALL[usize::from(self.synset_pos.get(s.index()))]
    }

    pub(crate) fn synset_word_range(&self, s: SynsetId) -> Range<u32> {
        WordNet::range(&self.synset_words, s.index())
    }

    pub(crate) fn synset_frames(&self, s: SynsetId) -> &[Frame] {
        let r = WordNet::range(&self.synset_frames, s.index());
        &self.frames[r.start as usize..r.end as usize]
    }

    pub(crate) fn gloss(&self, s: SynsetId) -> &str {
        self.text_between(&self.glosses, s.index())
    }

    pub(crate) fn synset_sense_ids(&self, s: SynsetId) -> &[u32] {
        let i = s.index();
        let SynsetSenses { starts, senses } = self.synset_senses();
        &senses[starts[i] as usize..starts[i + 1] as usize]
    }

    /// The senses of every synset: each word's sense, unless an earlier word of the synset
    /// has it (every sense's words are in one synset, which the snapshot decoder checks).
    fn synset_senses(&self) -> &SynsetSenses {
        self.synset_senses.get_or_init(|| {
            let mut senses = Vec::with_capacity(self.sense_count());
            let mut starts = Vec::with_capacity(self.synset_count() + 1);
            starts.push(0);
            let mut words = self.word_senses.iter();
            let bounds = self.synset_words.iter();
            for count in bounds.clone().zip(bounds.skip(1)).map(|(a, b)| b - a) {
                let first = senses.len();
                for sense in words.by_ref().take(count as usize) {
                    if !senses[first..].contains(&sense) {
                        senses.push(sense);
                    }
                }
                starts.push(senses.len() as u32);
            }
            SynsetSenses { starts, senses }
        })
    }

    /// The spelling of a word as its data line writes it.
    pub(crate) fn word_spelling(&self, w: WordId) -> &str {
        let (block, bit) = (w.index() / 64, w.index() % 64);
        let bits = self.own_spelling.get(block);
        if bits >> bit & 1 == 0 {
            let sense = self.word_senses.get(w.index());
            self.lemma_text(self.sense_lemma(sense))
        } else {
            let k = self.own_spelling_ranks[block] + (bits & ((1 << bit) - 1)).count_ones();
            self.text_between(&self.spellings, k as usize)
        }
    }

    pub(crate) fn sense_lemma(&self, s: u32) -> u32 {
        self.sense_lemmas.get(s as usize)
    }

    pub(crate) fn sense_tag_count(&self, s: u32) -> u32 {
        self.sense_tag_counts.get(s as usize)
    }

    /// The first word of a sense's synset that has the sense.
    pub(crate) fn sense_word(&self, s: u32) -> u32 {
        let synset = SynsetId(self.senses[s as usize].synset);
        let words = self.synset_word_range(synset);
        let start = words.start;
        words
            .into_iter()
            .find(|&w| self.word_senses.get(w as usize) == s)
            .unwrap_or(start)
    }

    /// The sense keys, spelled out on the first call when the WordNet came from a snapshot.
    pub(crate) fn keys(&self) -> &Keys {
        self.keys.get_or_init(|| {
            let mut keys = Keys {
                text: String::with_capacity(self.sense_count() * 24),
                starts: Vec::with_capacity(self.sense_count() + 1),
            };
            keys.starts.push(0);
            for (lemma, suffix) in self.sense_lemmas.iter().zip(self.sense_suffixes.iter()) {
                keys.text.push_str(self.lemma_text(lemma));
                keys.text.push('%');
                keys.text.push_str(
                    &self.suffix_text[self.suffixes.get(suffix as usize) as usize
                        ..self.suffixes.get(suffix as usize + 1) as usize],
                );
                keys.starts.push(keys.text.len() as u32);
            }
            keys
        })
    }

    pub(crate) fn word_sense(&self, synset: SynsetId, n: u8) -> u32 {
        let w = self.synset_words.get(synset.index()) + u32::from(n) - 1;
        self.word_senses.get(w as usize)
    }

    pub(crate) fn lemma_text(&self, l: u32) -> &str {
        self.text_between(&self.lemma_texts, l as usize)
    }

    pub(crate) fn lemma_sense_range(&self, l: u32) -> Range<u32> {
        WordNet::range(&self.lemma_senses, l as usize)
    }

    /// Whether the index file of `file` lists lemma `l`.
    pub(crate) fn lemma_in_file(&self, l: u32, file: DataFile) -> bool {
        self.lemma_files.get(l as usize) >> file.index() & 1 != 0
    }

    pub(crate) fn synset_pointers(&self, s: u32) -> &[Pointer] {
        let r = WordNet::range(&self.synset_pointers, s as usize);
        &self.pointers()[r.start as usize..r.end as usize]
    }

    /// The pointers of synset `s`, read from the columns one at a time: for a caller that
    /// looks at each once (the word graph's index, a route's relations), which need not pay for
    /// the pointer records [`WordNet::synset_pointers`] builds on first use.
    pub(crate) fn synset_pointers_iter(&self, s: u32) -> impl Iterator<Item = Pointer> + '_ {
        WordNet::range(&self.synset_pointers, s as usize).map(move |i| {
            let i = i as usize;
            Pointer {
                target: SynsetId(self.pointer_targets.get(i)),
                relation: crate::Relation::ALL[usize::from(self.pointer_relations.get(i))],
                source_word: self.pointer_source_words.get(i),
                target_word: self.pointer_target_words.get(i),
            }
        })
    }

    /// Every pointer, made from the columns on the first call when the WordNet came from a
    /// snapshot (whose decoder has checked every value).
    fn pointers(&self) -> &[Pointer] {
        self.pointers.get_or_init(|| {
            let targets = self.pointer_targets.iter();
            let relations = self.pointer_relations.iter();
            let words = self
                .pointer_source_words
                .iter()
                .zip(self.pointer_target_words.iter());
            targets
                .zip(relations)
                .zip(words)
                .map(|((target, relation), (source_word, target_word))| Pointer {
                    target: SynsetId(target),
                    relation: crate::Relation::ALL[usize::from(relation)],
                    source_word,
                    target_word,
                })
                .collect()
        })
    }
}

/// The fst from lemma spelling to lemma id; the lemmas are strictly increasing (sorted and
/// deduplicated by the loader, checked by the snapshot decoder).
fn build_fst<'a>(lemmas: impl Iterator<Item = &'a str>) -> Map<Cow<'static, [u8]>> {
    let mut builder = fst::MapBuilder::memory();
    for (id, lemma) in lemmas.enumerate() {
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
            .field("synsets", &self.synset_count())
            .field("words", &self.word_count())
            .field("senses", &self.sense_count())
            .field("lemmas", &self.lemma_count())
            .field("pointers", &self.pointer_targets.len())
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
        match wn.lemma_text(mid).as_bytes().cmp(text.as_bytes()) {
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
        for p in wn.synset_pointers(s) {
            if p.relation == relation && !p.is_lexical() && !out[start..].contains(&p.target.0) {
                out.push(p.target.0);
            }
        }
    }
}
