//! Information content: how surprising a synset is, `-ln(count / root count)`, from counts that
//! each synset shares with all its hypernyms. Read from the `ic-*.dat` files of NLTK's
//! `wordnet_ic` and WordNet::Similarity, or computed as NLTK's `wn.ic(corpus)` computes it, from
//! a plain-text corpus or from WordNet's own sense tag counts.

use std::{
    collections::HashMap,
    io::{BufRead, BufReader},
    path::{Path, PathBuf},
};

use crate::{
    Error, NLTK_INFINITY, Pos, Result, SenseId, SynsetId, WordNet, types::DataFile,
    wordnet::hypernyms_of,
};

/// How counts become information content, as the options of NLTK's `wn.ic(corpus)`.
///
/// The struct may gain options: start from [`IcOptions::default`] and use the `with_*`
/// methods.
///
/// ```
/// use wordgames_wordnet::IcOptions;
///
/// let plain = IcOptions::default().with_smoothing(0.0);
/// assert_eq!((plain.weight_senses_equally, plain.smoothing), (false, 0.0));
/// ```
#[derive(Debug, Clone, Copy, PartialEq)]
#[non_exhaustive]
pub struct IcOptions {
    /// NLTK's `weight_senses_equally`: give every synset a word can belong to the word's whole
    /// count. Off by default: the count is divided among them, which is Resnik's counting
    /// (WordNet::Similarity's `--resnik`). Tag counts belong to one sense and are never divided.
    pub weight_senses_equally: bool,
    /// NLTK's `smoothing`: the count every synset, and the root of each part of speech, starts
    /// from. 1.0 by default (add-one smoothing, WordNet::Similarity's `--smooth=add1`); 0 for
    /// none. NaN, infinities and negative values are refused ([`Error::InvalidOption`]) by
    /// the constructors that count.
    pub smoothing: f64,
}

wordgames_lexicon::__with_setters! {
    IcOptions {
        /// The same options with NLTK's `weight_senses_equally` set to `yes`.
        with_weight_senses_equally(yes) => weight_senses_equally: bool;
        /// The same options with NLTK's `smoothing` set to `smoothing`.
        with_smoothing => smoothing: f64;
    }
}

impl Default for IcOptions {
    fn default() -> Self {
        IcOptions {
            weight_senses_equally: false,
            smoothing: 1.0,
        }
    }
}

/// Where [`InformationContent::from_source`] takes its counts from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum IcSource<'p> {
    /// An IC file as NLTK's `wordnet_ic` ships them ([`InformationContent::from_path`]).
    File(&'p Path),
    /// A plain-text corpus ([`InformationContent::from_corpus`]).
    Corpus(&'p Path),
    /// The WordNet's own tag counts: `index.sense`
    /// ([`InformationContent::from_tag_counts`]), else a `cntlist.rev` beside the data files
    /// ([`InformationContent::from_cntlist`]).
    TagCounts,
}

/// Counts for WordNet's synsets, and the information content they give: NLTK's IC dictionary.
///
/// A synset's count includes the counts of everything below it; each part of speech also has a
/// root count (NLTK keeps it under offset 0), and a synset's information content is
/// `-ln(count / root count)`, or [`NLTK_INFINITY`] for a count of 0, as in NLTK's
/// `information_content`. It belongs to one [`WordNet`]: an IC file names synsets by offset.
///
/// Four sources:
///
/// * [`InformationContent::from_path`]: an `ic-*.dat` file of NLTK's `wordnet_ic` data and
///   WordNet::Similarity: a header line, then one `offset+pos count [ROOT]` a line (`1740n
///   137.0 ROOT`), nouns and verbs only. The root count of a part of speech is the sum of its
///   lines marked `ROOT`.
/// * [`InformationContent::from_corpus`]: NLTK's `wn.ic(corpus)` over a plain-text corpus as
///   NLTK's `PlaintextCorpusReader` reads it: every word counted, its count spread over the
///   synsets NLTK's `wn.synsets(word)` gives it (every part of speech, NLTK's morphology) and
///   added to their hypernyms.
/// * [`InformationContent::from_tag_counts`] and [`InformationContent::from_cntlist`]:
///   the same propagation from WordNet's sense tag counts (`index.sense` or `cntlist.rev`),
///   each count belonging to one sense.
/// * [`InformationContent::from_sense_counts`]: counts of your own per sense.
///
/// # Example
/// ```
/// use wordgames_wordnet::{IcOptions, InformationContent, WordNet};
///
/// let wn = WordNet::bundled()?;
/// let dog = wn.synset_by_name("dog.n.01").unwrap();
/// // A header line, then offset+pos, count and ROOT on the root (entity, offset 1740).
/// let file = format!("wnver::made-up\n1740n 10 ROOT\n{}n 2\n", dog.offset());
/// let ic = InformationContent::from_reader(wn, file.as_bytes(), "ic-tiny.dat")?;
/// assert_eq!(ic.information_content(dog.id())?, -(0.2f64).ln());
///
/// let corpus = "The dog barked. Dogs bark at cats.";
/// let ic = InformationContent::from_corpus(wn, corpus.as_bytes(), "corpus", IcOptions::default())?;
/// assert!(ic.count(dog.id()) > 1.0);
/// # Ok::<(), wordgames_wordnet::Error>(())
/// ```
#[derive(Clone)]
pub struct InformationContent<'wn> {
    wn: &'wn WordNet,
    /// Per synset, its count.
    counts: Vec<f64>,
    /// Per data file, the root count (NLTK's `ic[pos][0]`).
    root: [f64; 4],
    /// Per data file, whether there are counts at all (NLTK's `pos in ic`).
    has: [bool; 4],
    /// Per synset, `-ln(count / root)`, `NLTK_INFINITY` for a count of 0, NaN where there is
    /// no information content (no counts for its part of speech, or a root count of 0 and a
    /// count that is not).
    values: Vec<f64>,
    /// Lines of the file read that named no synset or sense of the WordNet.
    skipped_lines: usize,
}

impl<'wn> InformationContent<'wn> {
    fn empty(wn: &'wn WordNet, has: [bool; 4]) -> InformationContent<'wn> {
        InformationContent {
            wn,
            counts: vec![0.0; wn.synset_count()],
            root: [0.0; 4],
            has,
            values: Vec::new(),
            skipped_lines: 0,
        }
    }

    /// Reads an IC file (`ic-brown.dat` and the like) from a reader; `source_name` names it in
    /// errors.
    ///
    /// As NLTK's `WordNetICCorpusReader.ic` reads it: the first line is a header and skipped;
    /// each other line is `OFFSETp COUNT`, where `p` is `n` or `v`, with a third field `ROOT` on
    /// the roots of the hierarchy, whose counts add up to the root count. A later line for an
    /// offset replaces an earlier one unless its count is 0. Blank lines are skipped (NLTK
    /// fails on them); lines whose offset is no synset of `wn` are skipped and counted
    /// ([`InformationContent::skipped_lines`]), as NLTK keeps them unused.
    ///
    /// # Errors
    /// [`Error::Parse`] with the source, the line and the text for a line that is not
    /// `OFFSETp COUNT`, a part of speech other than `n` and `v`, or a count that is not a
    /// finite number at least 0; [`Error::Io`] if the reader fails.
    pub fn from_reader(
        wn: &'wn WordNet,
        reader: impl BufRead,
        source_name: &str,
    ) -> Result<InformationContent<'wn>> {
        let mut ic = InformationContent::empty(wn, [true, true, false, false]);
        let mut lines = Lines::new(reader, source_name);
        while let Some((number, line, fields, err)) = lines.next_fields()? {
            if number == 1 {
                continue;
            }
            if fields.len() < 2 {
                return Err(err("an offset with its part of speech and a count", line));
            }
            let id = fields[0];
            let (file, digits) = match id.char_indices().last() {
                Some((at, 'n')) => (DataFile::Noun, &id[..at]),
                Some((at, 'v')) => (DataFile::Verb, &id[..at]),
                _ => return Err(err("an offset followed by n or v (e.g. 1740n)", id)),
            };
            let offset: u32 = digits
                .parse()
                .ok()
                .filter(|_| digits.bytes().all(|b| b.is_ascii_digit()))
                .ok_or_else(|| err("an offset followed by n or v (e.g. 1740n)", id))?;
            let value: f64 = fields[1]
                .parse()
                .ok()
                .filter(|v: &f64| v.is_finite() && *v >= 0.0)
                .ok_or_else(|| err("a count (a finite number, at least 0)", fields[1]))?;
            let f = file.index();
            if fields.len() == 3 && fields[2] == "ROOT" {
                ic.root[f] += value;
                // Two finite counts can add up to infinity (`1e308` twice): a root count no
                // corpus can have, and every IC value of the part of speech would be `inf`
                // or `NaN`.
                if !ic.root[f].is_finite() {
                    return Err(err(
                        "a count that keeps the sum of the ROOT counts finite",
                        fields[1],
                    ));
                }
            }
            if value != 0.0 {
                // NLTK's dictionary keeps the root count under offset 0.
                if offset == 0 {
                    ic.root[f] = value;
                } else if let Some(s) = wn.synset_at(file.pos(), offset) {
                    ic.counts[s.id().index()] = value;
                } else {
                    ic.skipped_lines += 1;
                }
            } else if offset != 0 && wn.synset_at(file.pos(), offset).is_none() {
                ic.skipped_lines += 1;
            }
        }
        Ok(ic.finish())
    }

    /// Reads an IC file; see [`InformationContent::from_reader`].
    ///
    /// # Errors
    /// As [`InformationContent::from_reader`], with the path as the source name.
    ///
    /// # Example
    /// ```no_run
    /// use wordgames_wordnet::{InformationContent, Similarity, WordNet};
    /// // NLTK's wordnet_ic files are for WordNet 3.0: use them with 3.0.
    /// let wn = WordNet::open("/usr/share/wordnet")?;
    /// let ic = InformationContent::from_path(&wn, "ic-brown.dat")?;
    /// assert_eq!(ic.skipped_lines(), 0);
    /// # Ok::<(), wordgames_wordnet::Error>(())
    /// ```
    pub fn from_path(wn: &'wn WordNet, path: impl AsRef<Path>) -> Result<InformationContent<'wn>> {
        let path = path.as_ref();
        let file = std::fs::File::open(path).map_err(|source| Error::Io {
            path: path.into(),
            source: source.into(),
        })?;
        InformationContent::from_reader(wn, BufReader::new(file), &path.display().to_string())
    }

    /// Information content from `source`, with the default [`IcOptions`] for a corpus and tag
    /// counts: what a program offering `--ic FILE`, `--ic-corpus FILE` or neither does.
    ///
    /// # Errors
    /// As the constructor `source` names, and [`Error::Io`] for a file that cannot be opened;
    /// for [`IcSource::TagCounts`], [`Error::MissingOptional`] when the WordNet has neither
    /// `index.sense` nor `cntlist.rev`.
    ///
    /// # Example
    /// ```
    /// use wordgames_wordnet::{IcSource, InformationContent, Pos, WordNet};
    ///
    /// let wn = WordNet::bundled()?;
    /// let ic = InformationContent::from_source(wn, IcSource::TagCounts)?;
    /// assert_eq!(ic.root_count(Pos::Noun), Some(96_911.0));
    /// assert!(InformationContent::from_source(wn, IcSource::File("no/such/ic.dat".as_ref())).is_err());
    /// # Ok::<(), wordgames_wordnet::Error>(())
    /// ```
    pub fn from_source(wn: &'wn WordNet, source: IcSource<'_>) -> Result<InformationContent<'wn>> {
        let open = |path: &Path| {
            std::fs::File::open(path)
                .map(BufReader::new)
                .map_err(|source| Error::Io {
                    path: path.into(),
                    source: source.into(),
                })
        };
        match source {
            IcSource::File(path) => InformationContent::from_path(wn, path),
            IcSource::Corpus(path) => InformationContent::from_corpus(
                wn,
                open(path)?,
                &path.display().to_string(),
                IcOptions::default(),
            ),
            IcSource::TagCounts if wn.has_sense_index() => {
                InformationContent::from_tag_counts(wn, IcOptions::default())
            }
            IcSource::TagCounts => {
                let cntlist = wn.dir().join("cntlist.rev");
                if !cntlist.is_file() {
                    return Err(no_tag_counts("index.sense or cntlist.rev"));
                }
                InformationContent::from_cntlist(
                    wn,
                    open(&cntlist)?,
                    &cntlist.display().to_string(),
                    IcOptions::default(),
                )
            }
        }
    }

    /// NLTK's `wn.ic(corpus)` over plain text read as NLTK's `PlaintextCorpusReader` reads it
    /// (its words split by `WordPunctTokenizer`, runs of word characters or of other
    /// non-space characters); see [`InformationContent::from_words`].
    ///
    /// # Errors
    /// [`Error::Io`] if the reader fails; [`Error::Parse`] for a line that is not UTF-8.
    pub fn from_corpus(
        wn: &'wn WordNet,
        reader: impl BufRead,
        source_name: &str,
        options: IcOptions,
    ) -> Result<InformationContent<'wn>> {
        let mut counts: HashMap<String, u64> = HashMap::new();
        let mut lines = Lines::new(reader, source_name);
        while let Some((_, line)) = lines.next_line()? {
            for token in word_punct_tokens(line) {
                if let Some(c) = counts.get_mut(token) {
                    *c += 1;
                } else {
                    counts.insert(token.to_string(), 1);
                }
            }
        }
        InformationContent::from_word_counts(wn, counts, options)
    }

    /// NLTK's `wn.ic(corpus)` over a corpus already split into words (NLTK's
    /// `corpus.words()`): each distinct word's count is shared among the synsets
    /// `wn.synsets(word)` gives it in NLTK (the word lowercased; nouns, verbs, adjectives,
    /// adverbs; NLTK's exception lists and detachment rules, applied once), the same synset
    /// counted again if two base forms reach it, as NLTK does. Each synset adds the share to
    /// itself, to its hypernyms (instance hypernyms too) once for every shortest hypernym path
    /// to them, and to the root count of its part of speech; every count starts from
    /// `options.smoothing`.
    ///
    /// # Errors
    /// [`Error::InvalidOption`] for a smoothing that is NaN, infinite or negative.
    ///
    /// # Example
    /// ```
    /// use wordgames_wordnet::{IcOptions, InformationContent, WordNet};
    /// let wn = WordNet::bundled()?;
    /// let plain = IcOptions::default().with_smoothing(0.0);
    /// let ic = InformationContent::from_words(wn, ["dog", "dog", "cat"], plain)?;
    /// let entity = wn.synset_by_name("entity.n.01").unwrap();
    /// let dog = wn.synset_by_name("dog.n.01").unwrap();
    /// // "dog" has 8 synsets (7 nouns, 1 verb): dog.n.01 gets 2/8.
    /// assert_eq!(ic.count(dog.id()), 0.25);
    /// assert!(ic.count(entity.id()) > ic.count(dog.id()));
    /// # Ok::<(), wordgames_wordnet::Error>(())
    /// ```
    pub fn from_words<I, S>(
        wn: &'wn WordNet,
        words: I,
        options: IcOptions,
    ) -> Result<InformationContent<'wn>>
    where
        I: IntoIterator<Item = S>,
        S: AsRef<str>,
    {
        let mut counts: HashMap<String, u64> = HashMap::new();
        for w in words {
            *counts.entry(w.as_ref().to_string()).or_default() += 1;
        }
        InformationContent::from_word_counts(wn, counts, options)
    }

    fn from_word_counts(
        wn: &'wn WordNet,
        counts: HashMap<String, u64>,
        options: IcOptions,
    ) -> Result<InformationContent<'wn>> {
        // Sorted, so the sums are made in the same order on every run.
        let mut counts: Vec<(String, u64)> = counts.into_iter().collect();
        counts.sort_unstable();
        let mut weights = vec![0.0f64; wn.synset_count()];
        let mut cache: HashMap<String, Vec<u32>> = HashMap::new();
        for (word, count) in &counts {
            let lower = word.to_lowercase();
            let synsets = cache
                .entry(lower)
                .or_insert_with_key(|lower| crate::wordnet::nltk_synsets(wn, lower));
            if synsets.is_empty() {
                continue;
            }
            let mut weight = *count as f64;
            if !options.weight_senses_equally {
                weight /= synsets.len() as f64;
            }
            for &s in synsets.iter() {
                weights[s as usize] += weight;
            }
        }
        InformationContent::propagate(wn, &weights, options.smoothing)
    }

    /// Information content from WordNet's own sense tag counts (`index.sense`): each sense's
    /// count goes to its synset and, as in [`InformationContent::from_words`], to its
    /// hypernyms and the root count. `options.weight_senses_equally` does not apply.
    ///
    /// # Errors
    /// [`Error::MissingOptional`] if the WordNet was read without `index.sense` (read its
    /// `cntlist.rev` with [`InformationContent::from_cntlist`] instead).
    ///
    /// # Example
    /// ```
    /// use wordgames_wordnet::{IcOptions, InformationContent, Pos, WordNet};
    /// let wn = WordNet::bundled()?;
    /// let ic = InformationContent::from_tag_counts(wn, IcOptions::default())?;
    /// // Every tag of a noun sense counts at the root: 96,910 in WordNet 3.1, plus the
    /// // smoothing's 1.
    /// assert_eq!(ic.root_count(Pos::Noun), Some(96_911.0));
    /// let entity = wn.synset_by_name("entity.n.01").unwrap();
    /// assert!(ic.information_content(entity.id())? < 0.01);
    /// # Ok::<(), wordgames_wordnet::Error>(())
    /// ```
    pub fn from_tag_counts(
        wn: &'wn WordNet,
        options: IcOptions,
    ) -> Result<InformationContent<'wn>> {
        if !wn.has_sense_index() {
            return Err(no_tag_counts("index.sense"));
        }
        InformationContent::from_sense_counts(
            wn,
            wn.senses()
                .map(|s| (s.id(), f64::from(s.tag_count().unwrap_or(0)))),
            options,
        )
    }

    /// Information content from a `cntlist.rev` file (one `sense_key sense_number tag_count` a
    /// line, as WordNet ships it), as [`InformationContent::from_tag_counts`]; `source_name`
    /// names it in errors. Sense keys are matched as [`WordNet::sense_by_key`] does, so a
    /// WordNet without `index.sense` can use its `cntlist.rev`. A line whose key names no sense
    /// is skipped and counted ([`InformationContent::skipped_lines`]), as NLTK's
    /// `Lemma.count()` never looks it up: 1,992 of the 37,387 keys of WordNet 3.0's list name
    /// senses that 3.0 does not have.
    ///
    /// # Errors
    /// [`Error::Parse`] for a line that is not three fields or whose count is not a whole
    /// number; [`Error::Io`] if the reader fails.
    pub fn from_cntlist(
        wn: &'wn WordNet,
        reader: impl BufRead,
        source_name: &str,
        options: IcOptions,
    ) -> Result<InformationContent<'wn>> {
        let mut counts = Vec::new();
        let mut skipped = 0;
        let mut lines = Lines::new(reader, source_name);
        while let Some((_, line, fields, err)) = lines.next_fields()? {
            if fields.len() != 3 {
                return Err(err("a sense key, a sense number and a tag count", line));
            }
            let count: u32 = fields[2]
                .parse()
                .map_err(|_| err("a tag count (a whole number)", fields[2]))?;
            match wn.sense_by_key(fields[0]) {
                Some(sense) => counts.push((sense.id(), f64::from(count))),
                None => skipped += 1,
            }
        }
        let mut ic = InformationContent::from_sense_counts(wn, counts, options)?;
        ic.skipped_lines = skipped;
        Ok(ic)
    }

    /// Information content from counts of your own per sense (a sense-tagged corpus, say):
    /// each count goes to the sense's synset, its hypernyms and the root count, as in
    /// [`InformationContent::from_words`]. Counts that are not finite and positive add nothing.
    ///
    /// # Errors
    /// [`Error::InvalidOption`] for a smoothing that is NaN, infinite or negative.
    pub fn from_sense_counts(
        wn: &'wn WordNet,
        counts: impl IntoIterator<Item = (SenseId, f64)>,
        options: IcOptions,
    ) -> Result<InformationContent<'wn>> {
        let mut weights = vec![0.0f64; wn.synset_count()];
        for (sense, count) in counts {
            if count.is_finite() && count > 0.0 {
                weights[wn.sense(sense).synset().id().index()] += count;
            }
        }
        InformationContent::propagate(wn, &weights, options.smoothing)
    }

    /// NLTK's `ic()` after the weights are known: every synset and root starts from the
    /// smoothing; each synset's weight is added to itself and to every hypernym once per
    /// shortest hypernym path to it (NLTK's `_iter_hypernym_lists` lists a hypernym once for
    /// each), and to the root count of its part of speech.
    ///
    /// # Errors
    /// [`Error::InvalidOption`] for a smoothing that is NaN, infinite or negative: NLTK adds
    /// it to every count, so NaN would make every information content NaN and a huge negative
    /// value every count negative, silently.
    fn propagate(
        wn: &'wn WordNet,
        weights: &[f64],
        smoothing: f64,
    ) -> Result<InformationContent<'wn>> {
        if !smoothing.is_finite() || smoothing < 0.0 {
            return Err(Error::InvalidOption {
                name: "smoothing",
                value: smoothing.to_string(),
                reason: "must be a finite number, 0 or more (0: no smoothing)",
            });
        }
        let mut ic = InformationContent::empty(wn, [true; 4]);
        if smoothing > 0.0 {
            ic.counts.fill(smoothing);
            ic.root = [smoothing; 4];
        }
        let mut levels = PathCounter::default();
        let store = wn.store();
        for (s, &w) in weights.iter().enumerate() {
            if w == 0.0 {
                continue;
            }
            levels.for_each(wn, s as u32, |x, paths| {
                ic.counts[x as usize] += w * paths as f64;
            });
            ic.root[store.synset_pos(SynsetId(s as u32)).data_file().index()] += w;
        }
        Ok(ic.finish())
    }

    fn finish(mut self) -> InformationContent<'wn> {
        let store = self.wn.store();
        self.values = self
            .counts
            .iter()
            .enumerate()
            .map(|(s, &count)| {
                let f = store.synset_pos(SynsetId(s as u32)).data_file().index();
                let root = self.root[f];
                if !self.has[f] {
                    f64::NAN
                } else if count == 0.0 {
                    NLTK_INFINITY
                } else if root == 0.0 {
                    f64::NAN
                } else {
                    -(count / root).ln()
                }
            })
            .collect();
        self
    }

    /// The WordNet whose synsets it counts.
    pub fn wordnet(&self) -> &'wn WordNet {
        self.wn
    }

    /// A synset's count (with everything below it), 0 if it has none.
    pub fn count(&self, synset: SynsetId) -> f64 {
        self.counts[synset.index()]
    }

    /// The root count of a part of speech (adjectives count satellites): NLTK's
    /// `ic[pos][0]`; `None` if it has no counts (IC files hold nouns and verbs only).
    pub fn root_count(&self, pos: Pos) -> Option<f64> {
        let f = pos.data_file().index();
        self.has[f].then_some(self.root[f])
    }

    /// Lines of the file it was read from that named no synset or sense of this WordNet and
    /// were skipped: an IC file's offsets, a `cntlist.rev`'s sense keys. Many mean the file was
    /// made for another release (offsets differ between WordNet 3.0 and 3.1).
    pub fn skipped_lines(&self) -> usize {
        self.skipped_lines
    }

    /// A synset's information content, `-ln(count / root count)`, or [`NLTK_INFINITY`] for a
    /// count of 0 (NLTK's `information_content`).
    ///
    /// # Errors
    /// [`Error::NoInformationContent`] if there are no counts for the synset's part of speech,
    /// or counts but a root count of 0 (where NLTK fails on a division by zero).
    ///
    /// # Panics
    /// If the id is not of this WordNet.
    pub fn information_content(&self, synset: SynsetId) -> Result<f64> {
        self.value(synset.0)
    }

    /// Every synset's information content, NaN where it has none.
    #[inline]
    pub(crate) fn values(&self) -> &[f64] {
        &self.values
    }

    #[inline]
    pub(crate) fn value(&self, s: u32) -> Result<f64> {
        let v = self.values[s as usize];
        if v.is_nan() {
            let pos = self.wn.store().synset_pos(SynsetId(s)).data_file().pos();
            return Err(Error::NoInformationContent {
                pos,
                reason: if self.has[pos.data_file().index()] {
                    "no root count"
                } else {
                    "no counts"
                },
            });
        }
        Ok(v)
    }
}

impl std::fmt::Debug for InformationContent<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("InformationContent")
            .field("root", &self.root)
            .field(
                "counted",
                &self.counts.iter().filter(|&&c| c != 0.0).count(),
            )
            .field("skipped_lines", &self.skipped_lines)
            .finish_non_exhaustive()
    }
}

/// Walks a synset's hypernyms level by level as NLTK's `_iter_hypernym_lists` does, counting
/// how often each is listed: the number of shortest hypernym paths to it.
#[derive(Default)]
struct PathCounter {
    level: Vec<(u32, u64)>,
    next: Vec<(u32, u64)>,
    seen: Vec<u32>,
    parents: Vec<u32>,
}

impl PathCounter {
    fn for_each(&mut self, wn: &WordNet, s: u32, mut f: impl FnMut(u32, u64)) {
        self.level.clear();
        self.seen.clear();
        self.level.push((s, 1));
        while !self.level.is_empty() {
            for &(x, paths) in &self.level {
                self.seen.push(x);
                f(x, paths);
            }
            self.next.clear();
            for &(x, paths) in &self.level {
                self.parents.clear();
                hypernyms_of(wn, x, &mut self.parents);
                for &p in &self.parents {
                    if self.seen.contains(&p) {
                        continue;
                    }
                    match self.next.iter_mut().find(|(y, _)| *y == p) {
                        Some((_, n)) => *n += paths,
                        None => self.next.push((p, paths)),
                    }
                }
            }
            std::mem::swap(&mut self.level, &mut self.next);
        }
    }
}

/// The tokens of NLTK's `WordPunctTokenizer` (`\w+|[^\w\s]+`, Python's Unicode classes).
pub(crate) fn word_punct_tokens(text: &str) -> impl Iterator<Item = &str> {
    #[derive(PartialEq, Clone, Copy)]
    enum Class {
        Word,
        Space,
        Other,
    }
    let class = |c: char| {
        if c.is_alphanumeric() || c == '_' {
            Class::Word
        } else if c.is_whitespace() || ('\u{1c}'..='\u{1f}').contains(&c) {
            Class::Space
        } else {
            Class::Other
        }
    };
    let mut rest = text;
    std::iter::from_fn(move || {
        let start = rest.find(|c| class(c) != Class::Space)?;
        rest = &rest[start..];
        let kind = class(rest.chars().next()?);
        let end = rest.find(|c| class(c) != kind).unwrap_or(rest.len());
        let (token, tail) = rest.split_at(end);
        rest = tail;
        Some(token)
    })
}

/// The longest line read from an IC file, a `cntlist.rev` or a corpus, in bytes (its newline
/// not counted): 1 MiB, so that a file without newlines (`/dev/zero`) costs no more.
pub const MAX_IC_LINE: usize = 1 << 20;

/// The error for information content from tag counts without `file`, which holds them.
fn no_tag_counts(file: &'static str) -> Error {
    Error::MissingOptional {
        file,
        feature: "information content from tag counts",
    }
}

/// Makes the [`Error::Parse`] of line `line` of `path`, from what was expected and what was
/// found there.
fn parse_error(path: &Path, line: usize) -> impl Fn(&'static str, &str) -> Error + '_ {
    move |expected, found| Error::Parse {
        path: path.to_path_buf(),
        line,
        expected,
        found: found.to_string(),
    }
}

/// The lines of a text file, each at most [`MAX_IC_LINE`] bytes of UTF-8; errors name the file.
struct Lines<R> {
    reader: R,
    path: PathBuf,
    /// The last line read, without its line end (its buffer is reused for the next).
    line: String,
    number: usize,
}

impl<R: BufRead> Lines<R> {
    /// The lines of `reader`, whose errors name it `source_name`.
    fn new(reader: R, source_name: &str) -> Self {
        Lines {
            reader,
            path: PathBuf::from(source_name),
            line: String::new(),
            number: 0,
        }
    }

    /// The next line that is not blank: its number, its text, its whitespace-separated fields
    /// and the maker of its [`Error::Parse`] ([`parse_error`]); `None` at the end.
    #[allow(clippy::type_complexity)]
    fn next_fields(
        &mut self,
    ) -> Result<
        Option<(
            usize,
            &str,
            Vec<&str>,
            impl Fn(&'static str, &str) -> Error + '_,
        )>,
    > {
        while let Some(number) = self.read_line()? {
            if self.line.split_whitespace().next().is_some() {
                let line = self.line.as_str();
                let fields = line.split_whitespace().collect();
                return Ok(Some((
                    number,
                    line,
                    fields,
                    parse_error(&self.path, number),
                )));
            }
        }
        Ok(None)
    }

    /// The next line's number and text without its line end; `None` at the end.
    fn next_line(&mut self) -> Result<Option<(usize, &str)>> {
        Ok(self.read_line()?.map(|number| (number, self.line.as_str())))
    }

    /// Reads the next line into `line` and gives its number; `None` at the end.
    fn read_line(&mut self) -> Result<Option<usize>> {
        let mut buf = std::mem::take(&mut self.line).into_bytes();
        buf.clear();
        let n = std::io::Read::take(&mut self.reader, MAX_IC_LINE as u64 + 1)
            .read_until(b'\n', &mut buf)
            .map_err(|source| Error::Io {
                path: self.path.clone(),
                source: source.into(),
            })?;
        if n == 0 {
            return Ok(None);
        }
        self.number += 1;
        let parse = parse_error(&self.path, self.number);
        if buf.last() == Some(&b'\n') {
            buf.pop();
            if buf.last() == Some(&b'\r') {
                buf.pop();
            }
        }
        if buf.len() > MAX_IC_LINE {
            return Err(parse("a line of at most 1 MiB", "a longer line"));
        }
        match String::from_utf8(buf) {
            Ok(line) => {
                self.line = line;
                Ok(Some(self.number))
            }
            Err(e) => {
                let at = e.utf8_error().valid_up_to();
                let bytes = e.as_bytes();
                let bad = &bytes[at..bytes.len().min(at + 16)];
                Err(parse("UTF-8 text", &String::from_utf8_lossy(bad)))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_as_word_punct_tokenizer() {
        let tokens: Vec<&str> =
            word_punct_tokens("Don't  stop-the dog's_bark... 3.5 é\u{1f}x\n").collect();
        assert_eq!(
            tokens,
            [
                "Don", "'", "t", "stop", "-", "the", "dog", "'", "s_bark", "...", "3", ".", "5",
                "é", "x"
            ]
        );
        assert_eq!(word_punct_tokens(" \t\n").count(), 0);
    }

    fn read(text: &str) -> Result<InformationContent<'static>> {
        InformationContent::from_reader(WordNet::bundled().unwrap(), text.as_bytes(), "ic-test.dat")
    }

    #[test]
    fn ic_files_read_as_nltk_reads_them() {
        let wn = WordNet::bundled().unwrap();
        let dog = wn.synset_by_name("dog.n.01").unwrap();
        let run = wn.synset_by_name("run.v.01").unwrap();
        // The first line is a header whatever it holds; ROOT lines add up to the root count;
        // a later line replaces an earlier one, unless its count is 0.
        let text = format!(
            "1740n 99 ROOT\n1740n 6 ROOT\n{d}n 3\n{d}n 0\n\n{r}v 1 ROOT\n{r}v 2 ROOT\n99999999n 1\n",
            d = dog.offset(),
            r = run.offset()
        );
        let ic = read(&text).unwrap();
        assert_eq!(ic.root_count(Pos::Noun), Some(6.0));
        assert_eq!(ic.root_count(Pos::Verb), Some(3.0));
        assert_eq!(ic.root_count(Pos::Adjective), None);
        assert_eq!(ic.count(dog.id()), 3.0);
        assert_eq!(ic.information_content(dog.id()).unwrap(), -(0.5f64).ln());
        assert_eq!(
            ic.information_content(run.id()).unwrap(),
            -(2.0f64 / 3.0).ln()
        );
        assert_eq!(ic.skipped_lines(), 1);
        // A synset without a count: NLTK's infinity. Adjectives: no information content.
        let cat = wn.synset_by_name("cat.n.01").unwrap();
        assert_eq!(ic.information_content(cat.id()).unwrap(), NLTK_INFINITY);
        let big = wn.synset_by_name("big.s.01").unwrap();
        assert!(matches!(
            ic.information_content(big.id()),
            Err(Error::NoInformationContent {
                pos: Pos::Adjective,
                ..
            })
        ));
        // Offset 0 is where NLTK keeps the root count: a line for it sets it.
        let ic = read(&format!("h\n1740n 4 ROOT\n0n 8\n{}n 2\n", dog.offset())).unwrap();
        assert_eq!(ic.root_count(Pos::Noun), Some(8.0));
        // Counts without a root count: NLTK divides by zero.
        let ic = read(&format!("h\n{}n 2\n", dog.offset())).unwrap();
        assert!(matches!(
            ic.information_content(dog.id()),
            Err(Error::NoInformationContent {
                pos: Pos::Noun,
                reason: "no root count"
            })
        ));
    }

    #[test]
    fn bad_ic_lines_name_the_file_line_and_text() {
        for (text, line, found) in [
            ("h\n1740n 1 ROOT\n1740a 1\n", 3, "1740a"),
            ("h\n1740 1\n", 2, "1740"),
            ("h\nxn 1\n", 2, "xn"),
            ("h\n1740n -1\n", 2, "-1"),
            ("h\n1740n NaN\n", 2, "NaN"),
            ("h\n1740n 1e308 ROOT\n1740n 1e308 ROOT\n", 3, "1e308"),
            ("h\n1740n inf\n", 2, "inf"),
            ("h\n1740n\n", 2, "1740n"),
        ] {
            match read(text) {
                Err(Error::Parse {
                    path,
                    line: l,
                    found: f,
                    ..
                }) => {
                    assert_eq!(
                        (path.to_str(), l, f.as_str()),
                        (Some("ic-test.dat"), line, found)
                    );
                }
                other => panic!("{text:?}: {other:?}"),
            }
        }
        let err = read("h\n1740n -1\n").unwrap_err().to_string();
        assert_eq!(
            err,
            "ic-test.dat:2: expected a count (a finite number, at least 0), found \"-1\""
        );
    }

    /// IC files, `cntlist.rev` files and corpora are read a bounded line at a time: an endless
    /// line (`/dev/zero`) is an error naming the line once 1 MiB of it is read; a line that is
    /// not UTF-8 is named.
    #[test]
    fn endless_and_non_utf8_lines_are_errors_naming_them() {
        let wn = WordNet::bundled().unwrap();
        let endless = || std::io::BufReader::new(std::io::repeat(0));
        let want = "x:1: expected a line of at most 1 MiB, found \"a longer line\"";
        let errors = [
            InformationContent::from_reader(wn, endless(), "x").err(),
            InformationContent::from_cntlist(wn, endless(), "x", IcOptions::default()).err(),
            InformationContent::from_corpus(wn, endless(), "x", IcOptions::default()).err(),
        ];
        for err in errors {
            assert_eq!(err.unwrap().to_string(), want);
        }
        let err = InformationContent::from_reader(wn, &b"h\n1740n \xff1\n"[..], "x")
            .err()
            .unwrap();
        assert_eq!(
            err.to_string(),
            "x:2: expected UTF-8 text, found \"\u{fffd}1\""
        );
    }

    #[test]
    fn smoothing_that_is_not_a_finite_count_is_refused() {
        let wn = WordNet::bundled().unwrap();
        for bad in [f64::NAN, -1e308, -1.0, f64::INFINITY, f64::NEG_INFINITY] {
            let options = IcOptions::default().with_smoothing(bad);
            let errors = [
                InformationContent::from_words(wn, ["dog"], options).err(),
                InformationContent::from_tag_counts(wn, options).err(),
                InformationContent::from_corpus(wn, &b"a dog"[..], "corpus", options).err(),
                InformationContent::from_sense_counts(wn, [], options).err(),
            ];
            for error in errors {
                assert!(
                    matches!(
                        &error,
                        Some(Error::InvalidOption {
                            name: "smoothing",
                            ..
                        })
                    ),
                    "{bad}: {error:?}"
                );
            }
        }
        for good in [0.0, 1.0, 0.5] {
            let options = IcOptions::default().with_smoothing(good);
            assert!(InformationContent::from_words(wn, ["dog"], options).is_ok());
        }
    }

    #[test]
    fn morphy_as_nltk() {
        let wn = WordNet::bundled().unwrap();
        let forms = |w, f| -> Vec<String> {
            crate::wordnet::nltk_morphy(wn, w, f)
                .into_iter()
                .map(|l| wn.lemma_by_id(l).text().to_string())
                .collect()
        };
        assert_eq!(forms("dogs", DataFile::Noun), ["dog"]);
        assert_eq!(forms("dog", DataFile::Noun), ["dog"]);
        assert_eq!(forms("geese", DataFile::Noun), ["goose"]);
        // NLTK keeps the last of the two lines for "offer" in adj.exc.
        assert!(forms("offer", DataFile::Adj).is_empty());
        assert_eq!(forms("axes", DataFile::Noun), ["ax", "axis"]); // noun.exc
    }
}
