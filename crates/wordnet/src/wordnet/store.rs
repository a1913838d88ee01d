//! [`Store`]: every table of a [`WordNet`](super::WordNet), sealed behind accessors.
//!
//! The store's fields are private to this module. The rest of the crate reads WordNet's data
//! through the store's methods (cheap and inlined: numbers, ids, ranges, slices and string
//! slices, never a copy), reached with `WordNet::store`. The loader and the snapshot decoder
//! make a store with [`Store::from_parts`]; the snapshot encoder writes the arenas and the
//! columns that [`Store::columns`] lends, as they are.

use std::{borrow::Cow, ops::Range, sync::OnceLock};

use fst::Map;

use super::Column;
use crate::{AdjMarker, Frame, Pointer, Pos, Relation, SynsetId, WordId, types::DataFile};

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

/// The adjective marker of its code in the words' marker column (0 for none), if it is one.
pub(crate) fn marker_of(code: u8) -> Option<Option<AdjMarker>> {
    Some(match code {
        0 => None,
        1 => Some(AdjMarker::Predicate),
        2 => Some(AdjMarker::Attributive),
        3 => Some(AdjMarker::Postnominal),
        _ => return None,
    })
}

/// The code of an adjective marker in the words' marker column.
pub(crate) fn marker_code(marker: Option<AdjMarker>) -> u8 {
    match marker {
        None => 0,
        Some(AdjMarker::Predicate) => 1,
        Some(AdjMarker::Attributive) => 2,
        Some(AdjMarker::Postnominal) => 3,
    }
}

/// Every table of a WordNet: one string arena, and columns of integers indexed by
/// [`SynsetId`], [`WordId`], sense and lemma numbers, laid out as a snapshot stores them (so
/// that the bundled WordNet reads them in place). The loader and the snapshot decoder fill it
/// in and hand it to [`Store::from_parts`]; a store never gives its parts back, it is read
/// through its methods.
#[derive(Default)]
pub(crate) struct StoreParts {
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
    /// The senses of each synset: given by the loader, gathered from their words on first use
    /// when the WordNet came from a snapshot.
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
    /// The sense keys spelled out: given by the loader, on the first call of [`Store::keys`]
    /// when the WordNet came from a snapshot.
    pub(crate) keys: OnceLock<Keys>,

    // Pointers, by synset ([`Store::synset_pointers`]) in data-file order.
    pub(crate) pointer_targets: Column<u32>,
    /// The relation, as its index in [`Relation::ALL`].
    pub(crate) pointer_relations: Column<u8>,
    pub(crate) pointer_source_words: Column<u8>,
    pub(crate) pointer_target_words: Column<u8>,
    /// The pointers as the records that [`Store::synset_pointers`] lends: given by the loader,
    /// made from the columns on first use when the WordNet came from a snapshot.
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
    /// The fst over lemma spellings: given by the loader, built on first use when the WordNet
    /// came from a snapshot.
    pub(crate) fst: OnceLock<Map<Cow<'static, [u8]>>>,

    /// Per data file (by `DataFile::index`), the exception list sorted by inflected form.
    pub(crate) exceptions: [Option<Vec<(Span, Span)>>; 4],
    pub(crate) lexnames: Option<Vec<Span>>,
    pub(crate) has_sense_index: bool,
}

/// The tables of a WordNet ([`StoreParts`]), sealed: the field is private to this module, so
/// the rest of the crate reads them through the methods.
pub(crate) struct Store {
    parts: StoreParts,
}

/// `starts[i]..starts[i + 1]`.
#[inline]
fn range(starts: &Column<u32>, i: usize) -> Range<u32> {
    starts.get(i)..starts.get(i + 1)
}

impl Store {
    /// A store of `parts`, which the caller has made consistent (the loader by construction,
    /// the snapshot decoder by its checks): no accessor checks them again.
    pub(crate) fn from_parts(parts: StoreParts) -> Store {
        Store { parts }
    }

    // ----- strings -----

    /// The string of a span of the arena.
    #[inline]
    pub(crate) fn span(&self, s: Span) -> &str {
        &self.parts.text[s.start as usize..(s.start + s.len) as usize]
    }

    /// `text[starts[i]..starts[i + 1]]`.
    #[inline]
    fn text_between(&self, starts: &Column<u32>, i: usize) -> &str {
        &self.parts.text[starts.get(i) as usize..starts.get(i + 1) as usize]
    }

    // ----- synsets -----

    /// The synsets of a data file (by `DataFile::index`): a range of synset ids.
    #[inline]
    pub(crate) fn file_synsets(&self, file: usize) -> Range<u32> {
        self.parts.file_starts[file]..self.parts.file_starts[file + 1]
    }

    /// A synset's byte offset in its data file.
    #[inline]
    pub(crate) fn synset_offset(&self, s: SynsetId) -> u32 {
        self.parts.synset_offsets.get(s.index())
    }

    /// A synset's part of speech.
    #[inline]
    pub(crate) fn synset_pos(&self, s: SynsetId) -> Pos {
        Pos::ALL[usize::from(self.parts.synset_pos.get(s.index()))]
    }

    /// A synset's lexicographer file number.
    #[inline]
    pub(crate) fn synset_lex_file(&self, s: SynsetId) -> u8 {
        self.parts.synset_lex_files.get(s.index())
    }

    /// A synset's words, as a range of word ids.
    #[inline]
    pub(crate) fn synset_word_range(&self, s: SynsetId) -> Range<u32> {
        range(&self.parts.synset_words, s.index())
    }

    /// A synset's verb frames.
    #[inline]
    pub(crate) fn synset_frames(&self, s: SynsetId) -> &[Frame] {
        let r = range(&self.parts.synset_frames, s.index());
        &self.parts.frames[r.start as usize..r.end as usize]
    }

    /// A synset's gloss.
    #[inline]
    pub(crate) fn gloss(&self, s: SynsetId) -> &str {
        self.text_between(&self.parts.glosses, s.index())
    }

    /// A synset's senses, each once, in word order.
    #[inline]
    pub(crate) fn synset_sense_ids(&self, s: SynsetId) -> &[u32] {
        let i = s.index();
        let SynsetSenses { starts, senses } = self.synset_senses();
        &senses[starts[i] as usize..starts[i + 1] as usize]
    }

    /// The senses of every synset: each word's sense, unless an earlier word of the synset
    /// has it (every sense's words are in one synset, which the snapshot decoder checks).
    fn synset_senses(&self) -> &SynsetSenses {
        self.parts.synset_senses.get_or_init(|| {
            let mut senses = Vec::with_capacity(self.sense_count());
            let mut starts = Vec::with_capacity(self.synset_count() + 1);
            starts.push(0);
            let mut words = self.parts.word_senses.iter();
            let bounds = self.parts.synset_words.iter();
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

    /// The sense of word `n` (from 1) of a synset.
    #[inline]
    pub(crate) fn synset_word_sense(&self, synset: SynsetId, n: u8) -> u32 {
        let w = self.parts.synset_words.get(synset.index()) + u32::from(n) - 1;
        self.parts.word_senses.get(w as usize)
    }

    // ----- words -----

    /// A word's sense.
    #[inline]
    pub(crate) fn word_sense(&self, w: WordId) -> u32 {
        self.parts.word_senses.get(w.index())
    }

    /// A word's lexical id.
    #[inline]
    pub(crate) fn word_lex_id(&self, w: WordId) -> u8 {
        self.parts.word_lex_ids.get(w.index())
    }

    /// A word's adjective marker code ([`marker_of`]).
    #[inline]
    pub(crate) fn word_marker(&self, w: WordId) -> u8 {
        self.parts.word_markers.get(w.index())
    }

    /// The spelling of a word as its data line writes it.
    #[inline]
    pub(crate) fn word_spelling(&self, w: WordId) -> &str {
        let (block, bit) = (w.index() / 64, w.index() % 64);
        let bits = self.parts.own_spelling.get(block);
        if bits >> bit & 1 == 0 {
            let sense = self.parts.word_senses.get(w.index());
            self.lemma_text(self.sense_lemma(sense))
        } else {
            let k = self.parts.own_spelling_ranks[block] + (bits & ((1 << bit) - 1)).count_ones();
            self.text_between(&self.parts.spellings, k as usize)
        }
    }

    // ----- senses -----

    /// A sense's synset.
    #[inline]
    pub(crate) fn sense_synset(&self, s: u32) -> u32 {
        self.parts.senses[s as usize].synset
    }

    /// A sense's lemma.
    #[inline]
    pub(crate) fn sense_lemma(&self, s: u32) -> u32 {
        self.parts.sense_lemmas.get(s as usize)
    }

    /// A sense's tag count (0 without `index.sense`).
    #[inline]
    pub(crate) fn sense_tag_count(&self, s: u32) -> u32 {
        self.parts.sense_tag_counts.get(s as usize)
    }

    /// The tag counts of every sense, in sense order.
    #[inline]
    pub(crate) fn sense_tag_counts(&self) -> impl ExactSizeIterator<Item = u32> + Clone + '_ {
        self.parts.sense_tag_counts.iter()
    }

    /// A sense's number within its lemma and part of speech.
    #[inline]
    pub(crate) fn sense_number(&self, s: u32) -> u16 {
        self.parts.sense_numbers.get(s as usize)
    }

    /// The first word of a sense's synset that has the sense.
    pub(crate) fn sense_word(&self, s: u32) -> u32 {
        let synset = SynsetId(self.parts.senses[s as usize].synset);
        let words = self.synset_word_range(synset);
        let start = words.start;
        words
            .into_iter()
            .find(|&w| self.parts.word_senses.get(w as usize) == s)
            .unwrap_or(start)
    }

    /// The sense keys, spelled out on the first call when the WordNet came from a snapshot.
    pub(crate) fn keys(&self) -> &Keys {
        self.parts.keys.get_or_init(|| {
            let mut keys = Keys {
                text: String::with_capacity(self.sense_count() * 24),
                starts: Vec::with_capacity(self.sense_count() + 1),
            };
            keys.starts.push(0);
            for (lemma, suffix) in self
                .parts
                .sense_lemmas
                .iter()
                .zip(self.parts.sense_suffixes.iter())
            {
                keys.text.push_str(self.lemma_text(lemma));
                keys.text.push('%');
                keys.text.push_str(
                    &self.parts.suffix_text[self.parts.suffixes.get(suffix as usize) as usize
                        ..self.parts.suffixes.get(suffix as usize + 1) as usize],
                );
                keys.starts.push(keys.text.len() as u32);
            }
            keys
        })
    }

    // ----- lemmas -----

    /// A lemma's text (its index spelling).
    #[inline]
    pub(crate) fn lemma_text(&self, l: u32) -> &str {
        self.text_between(&self.parts.lemma_texts, l as usize)
    }

    /// A lemma's senses, as a range of sense ids.
    #[inline]
    pub(crate) fn lemma_sense_range(&self, l: u32) -> Range<u32> {
        range(&self.parts.lemma_senses, l as usize)
    }

    /// Reads what a look-up of lemma `l` and its synsets reads, in `stage` 0 to 2 (each
    /// stage's reads depend on the previous one's), and returns a value made of it: called for
    /// many lemmas stage by stage, the reads of a stage wait for memory together.
    #[inline]
    pub(crate) fn touch_lemma(&self, l: u32, stage: u8) -> u64 {
        let i = l as usize;
        match stage {
            0 => {
                u64::from(self.parts.lemma_texts.get(i))
                    ^ u64::from(self.parts.lemma_senses.get(i))
                    ^ u64::from(self.parts.lemma_files.get(i))
            }
            1 => {
                let start = self.parts.lemma_texts.get(i) as usize;
                let senses = self.parts.lemma_senses.get(i) as usize;
                u64::from(self.parts.text.as_bytes().get(start).copied().unwrap_or(0))
                    ^ self
                        .parts
                        .senses
                        .get(senses)
                        .map_or(0, |s| u64::from(s.synset))
            }
            _ => {
                let senses = self.lemma_sense_range(l);
                let mut acc = 0;
                for s in senses.take(4) {
                    let synset = self.parts.senses[s as usize].synset as usize;
                    acc ^= u64::from(self.parts.synset_pos.get(synset));
                }
                acc
            }
        }
    }

    /// Whether the index file of `file` lists lemma `l`.
    #[inline]
    pub(crate) fn lemma_in_file(&self, l: u32, file: DataFile) -> bool {
        self.parts.lemma_files.get(l as usize) >> file.index() & 1 != 0
    }

    /// A lemma's tagged sense count, summed over its index lines.
    #[inline]
    pub(crate) fn lemma_tagsense(&self, l: u32) -> u32 {
        self.parts.lemma_tagsense.get(l as usize)
    }

    /// The fst over lemma spellings, built on the first call when the WordNet came from a
    /// snapshot.
    pub(crate) fn lemma_index(&self) -> &Map<Cow<'static, [u8]>> {
        self.parts
            .fst
            .get_or_init(|| build_fst((0..self.lemma_count() as u32).map(|l| self.lemma_text(l))))
    }

    // ----- pointers -----

    /// Synset `s`'s pointers.
    #[inline]
    pub(crate) fn synset_pointers(&self, s: u32) -> &[Pointer] {
        let r = range(&self.parts.synset_pointers, s as usize);
        &self.pointers()[r.start as usize..r.end as usize]
    }

    /// The pointers of synset `s`, read from the columns one at a time: for a caller that
    /// looks at each once (the word graph's index, a route's relations), which need not pay for
    /// the pointer records [`Store::synset_pointers`] builds on first use.
    #[inline]
    pub(crate) fn synset_pointers_iter(&self, s: u32) -> impl Iterator<Item = Pointer> + '_ {
        range(&self.parts.synset_pointers, s as usize).map(move |i| {
            let i = i as usize;
            Pointer {
                target: SynsetId(self.parts.pointer_targets.get(i)),
                relation: Relation::ALL[usize::from(self.parts.pointer_relations.get(i))],
                source_word: self.parts.pointer_source_words.get(i),
                target_word: self.parts.pointer_target_words.get(i),
            }
        })
    }

    /// Every pointer, made from the columns on the first call when the WordNet came from a
    /// snapshot (whose decoder has checked every value).
    fn pointers(&self) -> &[Pointer] {
        self.parts.pointers.get_or_init(|| {
            let targets = self.parts.pointer_targets.iter();
            let relations = self.parts.pointer_relations.iter();
            let words = self
                .parts
                .pointer_source_words
                .iter()
                .zip(self.parts.pointer_target_words.iter());
            targets
                .zip(relations)
                .zip(words)
                .map(|((target, relation), (source_word, target_word))| Pointer {
                    target: SynsetId(target),
                    relation: Relation::ALL[usize::from(relation)],
                    source_word,
                    target_word,
                })
                .collect()
        })
    }

    // ----- the optional files -----

    /// The exception list of a data file (by `DataFile::index`), sorted by inflected form, if
    /// it was read.
    #[inline]
    pub(crate) fn exceptions(&self, file: usize) -> Option<&[(Span, Span)]> {
        self.parts.exceptions[file].as_deref()
    }

    /// The lexicographer file names, if `lexnames` was read.
    #[inline]
    pub(crate) fn lexnames(&self) -> Option<&[Span]> {
        self.parts.lexnames.as_deref()
    }

    /// Whether `index.sense` was read.
    #[inline]
    pub(crate) fn has_sense_index(&self) -> bool {
        self.parts.has_sense_index
    }

    // ----- the stored form, as a snapshot writes it -----

    /// The string arena.
    pub(crate) fn text(&self) -> &str {
        &self.parts.text
    }

    /// The text of the sense key suffixes.
    pub(crate) fn suffix_text(&self) -> &str {
        &self.parts.suffix_text
    }

    /// The verb frames, in synset order.
    pub(crate) fn frames(&self) -> &[Frame] {
        &self.parts.frames
    }

    /// The stored columns, each by the name of its field, in the snapshot's order.
    pub(crate) fn columns(&self) -> Columns<'_> {
        Columns(self)
    }
}

/// Makes the methods that count the rows of a table: the length of one of its columns.
macro_rules! counts {
    ($($(#[$doc:meta])* $name:ident: $column:ident),* $(,)?) => {
        impl Store {
            $(
                $(#[$doc])*
                #[inline]
                pub(crate) fn $name(&self) -> usize {
                    self.parts.$column.len()
                }
            )*
        }
    };
}
counts!(
    /// The number of synsets.
    synset_count: synset_pos,
    /// The number of words (synset, word slot).
    word_count: word_senses,
    /// The number of senses.
    sense_count: senses,
    /// The number of lemmas.
    lemma_count: lemma_files,
    /// The number of pointers.
    pointer_count: pointer_targets,
);

/// The stored columns of a [`Store`], lent one by one (for the snapshot encoder).
#[derive(Clone, Copy)]
pub(crate) struct Columns<'s>(&'s Store);

macro_rules! columns {
    ($($name:ident: $t:ty),* $(,)?) => {
        impl<'s> Columns<'s> {
            $(
                #[doc = concat!("The `", stringify!($name), "` column.")]
                pub(crate) fn $name(self) -> &'s Column<$t> {
                    &self.0.parts.$name
                }
            )*
        }
    };
}
columns!(
    suffixes: u32,
    synset_offsets: u32,
    synset_pos: u8,
    synset_lex_files: u8,
    synset_words: u32,
    synset_pointers: u32,
    synset_frames: u32,
    glosses: u32,
    sense_lemmas: u32,
    sense_suffixes: u32,
    sense_tag_counts: u32,
    sense_numbers: u16,
    word_senses: u32,
    own_spelling: u64,
    spellings: u32,
    word_lex_ids: u8,
    word_markers: u8,
    pointer_targets: u32,
    pointer_relations: u8,
    pointer_source_words: u8,
    pointer_target_words: u8,
    lemma_texts: u32,
    lemma_senses: u32,
    lemma_files: u8,
    lemma_tagsense: u32,
);

/// The fst from lemma spelling to lemma id; the lemmas are strictly increasing (sorted and
/// deduplicated by the loader, checked by the snapshot decoder).
pub(crate) fn build_fst<'a>(lemmas: impl Iterator<Item = &'a str>) -> Map<Cow<'static, [u8]>> {
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
