//! The WNDB loader: [`WordNet`] and its views [`Synset`], [`Word`], [`Sense`] and [`Lemma`].

use std::{
    borrow::Cow,
    fs,
    io::{self, Read},
    path::{Path, PathBuf},
};

use fst::Map;

use crate::{
    AdjMarker, Error, Frame, LemmaId, Pointer, Pos, Relation, Result, SenseId, SynsetId, WordId,
    types::{FILE_NAMES, FILE_POS},
};

/// A pointer target before resolution: (data file, offset, line of the pointer).
type RawTarget = (u8, u32, u32);

/// The bundled WordNet 3.1 snapshot (`data/wordnet-3.1.snapshot`, made from the WNDB text in
/// `data/wordnet-3.1/` by `scripts/regen-wordnet-snapshot.sh`).
static BUNDLED_SNAPSHOT: &[u8] = include_bytes!("../data/wordnet-3.1.snapshot");

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
    pub(crate) file: u8,
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
    pub(crate) file: u8,
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
    /// Per data file, the sorted synset offsets; the synset id is `file_base[f] + index`.
    pub(crate) offsets: [Vec<u32>; 4],
    pub(crate) file_base: [u32; 4],
    pub(crate) entries: Vec<IndexEntry>,
    pub(crate) entry_synsets: Vec<u32>,
    /// Lemma `i` has entries `lemma_entries[i]..lemma_entries[i + 1]` and senses
    /// `lemma_senses[i]..lemma_senses[i + 1]`.
    pub(crate) lemma_entries: Vec<u32>,
    pub(crate) lemma_senses: Vec<u32>,
    pub(crate) lemma_texts: Vec<Span>,
    /// While loading: the spelling hash of every word (emptied once senses are built).
    pub(crate) word_hashes: Vec<u64>,
    /// The fst over lemma spellings, built on first use when the WordNet came from a snapshot.
    pub(crate) fst: std::sync::OnceLock<Map<Cow<'static, [u8]>>>,
    /// The sense keys, which [`SenseRec::key`] spans point into.
    pub(crate) keys: Cow<'static, str>,
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

struct Loader {
    dir: PathBuf,
    text: String,
}

struct Cursor<'a> {
    text: &'a str,
    pos: usize,
    base: usize,
    path: &'a Path,
    line: usize,
}

impl<'a> Cursor<'a> {
    fn err(&self, expected: &'static str, found: &str) -> Error {
        Error::Parse {
            path: self.path.to_path_buf(),
            line: self.line,
            expected,
            found: found.to_string(),
        }
    }

    /// The next space-separated token, with its start in the arena.
    fn token(&mut self, expected: &'static str) -> Result<(&'a str, u32)> {
        let bytes = self.text.as_bytes();
        while self.pos < bytes.len() && bytes[self.pos] == b' ' {
            self.pos += 1;
        }
        let start = self.pos;
        while self.pos < bytes.len() && bytes[self.pos] != b' ' {
            self.pos += 1;
        }
        if start == self.pos {
            return Err(self.err(expected, "end of line"));
        }
        Ok((&self.text[start..self.pos], (self.base + start) as u32))
    }

    fn number(&mut self, radix: u32, expected: &'static str) -> Result<u32> {
        let (tok, _) = self.token(expected)?;
        u32::from_str_radix(tok, radix).map_err(|_| self.err(expected, tok))
    }

    fn small(&mut self, radix: u32, max: u32, expected: &'static str) -> Result<u32> {
        let (tok, _) = self.token(expected)?;
        match u32::from_str_radix(tok, radix) {
            Ok(n) if n <= max => Ok(n),
            _ => Err(self.err(expected, tok)),
        }
    }

    fn rest(&self) -> (&'a str, u32) {
        let rest = &self.text[self.pos..];
        let trimmed = rest.trim_start_matches(' ');
        let start = self.pos + (rest.len() - trimmed.len());
        let trimmed = trimmed.trim_end();
        (trimmed, (self.base + start) as u32)
    }
}

/// A hash of the ASCII-lowercased bytes of a spelling (rustc-hash's Fx hash, the one the
/// other crates of the family use), for matching index lemmas to data-file words while loading.
pub(crate) fn spelling_hash(spelling: &str) -> u64 {
    use std::hash::Hasher;
    let mut h = rustc_hash::FxHasher::default();
    for b in spelling.bytes() {
        h.write_u8(b.to_ascii_lowercase());
    }
    h.finish()
}

/// Iterates the lines of `text[range]` that are not licence header lines (those start with a
/// space), as (1-based line number, line, start in the arena).
fn lines(text: &str, start: usize) -> impl Iterator<Item = (usize, &str, usize)> {
    let mut offset = start;
    text[start..]
        .split('\n')
        .enumerate()
        .filter_map(move |(i, line)| {
            let at = offset;
            offset += line.len() + 1;
            let line = line.strip_suffix('\r').unwrap_or(line);
            if line.is_empty() || line.starts_with(' ') {
                None
            } else {
                Some((i + 1, line, at))
            }
        })
}

impl Loader {
    fn path(&self, name: &str) -> PathBuf {
        self.dir.join(name)
    }

    /// Appends a file to the arena; `Ok(None)` when an optional file is absent.
    fn read(&mut self, name: &str, required: bool) -> Result<Option<(usize, usize)>> {
        let path = self.path(name);
        let mut file = match fs::File::open(&path) {
            Ok(f) => f,
            Err(e) if e.kind() == io::ErrorKind::NotFound => {
                return if required {
                    Err(Error::MissingFile { path })
                } else {
                    Ok(None)
                };
            }
            Err(source) => return Err(Error::Io { path, source }),
        };
        let start = self.text.len();
        if let Ok(meta) = file.metadata() {
            self.text.reserve(meta.len() as usize + 1);
        }
        file.read_to_string(&mut self.text)
            .map_err(|source| Error::Io {
                path: path.clone(),
                source,
            })?;
        let end = self.text.len();
        self.text.push('\n');
        if self.text.len() > u32::MAX as usize {
            return Err(Error::TooLarge {
                what: "bytes of WordNet text",
                count: self.text.len(),
                max: u32::MAX as usize,
            });
        }
        Ok(Some((start, end)))
    }
}

fn too_large(what: &'static str, count: usize, max: usize) -> Result<()> {
    if count > max {
        Err(Error::TooLarge { what, count, max })
    } else {
        Ok(())
    }
}

impl WordNet {
    /// Reads a WNDB directory: `data.{noun,verb,adj,adv}` and `index.{noun,verb,adj,adv}` are
    /// required; `index.sense`, `{noun,verb,adj,adv}.exc` and `lexnames` are read when present.
    ///
    /// # Errors
    /// [`Error::MissingFile`] naming a required file that is absent, [`Error::Io`] when a file
    /// cannot be read, [`Error::Parse`] with file, line and what was expected for a malformed
    /// line (including a pointer or index entry naming an offset that no synset has).
    ///
    /// # Example
    /// ```no_run
    /// // The `dict` folder of a WordNet release, here WordNet 3.0 as Debian's `wordnet-base`
    /// // installs it.
    /// let wn = wordgames_wordnet::WordNet::open("/usr/share/wordnet")?;
    /// assert_eq!(wn.synset_count(), 117_659);
    /// # Ok::<(), wordgames_wordnet::Error>(())
    /// ```
    pub fn open(dir: impl AsRef<Path>) -> Result<WordNet> {
        let mut loader = Loader {
            dir: dir.as_ref().to_path_buf(),
            text: String::new(),
        };
        // One allocation for the whole arena: growing it file by file would copy it each time.
        let total: u64 = ["data", "index"]
            .iter()
            .flat_map(|kind| FILE_NAMES.iter().map(move |name| format!("{kind}.{name}")))
            .chain(FILE_NAMES.iter().map(|name| format!("{name}.exc")))
            .chain(["index.sense".to_string(), "lexnames".to_string()])
            .filter_map(|name| fs::metadata(loader.path(&name)).ok())
            .map(|meta| meta.len() + 1)
            .sum();
        loader.text.reserve(usize::try_from(total).unwrap_or(0));
        let mut data_ranges = [(0, 0); 4];
        let mut index_ranges = [(0, 0); 4];
        for (f, name) in FILE_NAMES.iter().enumerate() {
            data_ranges[f] = loader
                .read(&format!("data.{name}"), true)?
                .unwrap_or_default();
            index_ranges[f] = loader
                .read(&format!("index.{name}"), true)?
                .unwrap_or_default();
        }
        let sense_range = loader.read("index.sense", false)?;
        let mut exc_ranges = [None; 4];
        for (f, range) in exc_ranges.iter_mut().enumerate() {
            *range = loader.read(&format!("{}.exc", FILE_NAMES[f]), false)?;
        }
        let lexnames_range = loader.read("lexnames", false)?;

        let text = std::mem::take(&mut loader.text);
        // Nouns (two thirds of the text) on a second thread, the other parts of speech here.
        let parse = |files: std::ops::Range<usize>| -> Result<(WordNet, Vec<RawTarget>)> {
            let mut part = WordNet::empty(loader.dir.clone());
            let mut raw_targets = Vec::new();
            for f in files.clone() {
                part.file_base[f] = part.synsets.len() as u32;
                part.parse_data(&loader, &text, f, data_ranges[f], &mut raw_targets)?;
            }
            for f in files {
                part.parse_index(&loader, &text, f, index_ranges[f])?;
            }
            Ok((part, raw_targets))
        };
        let mut wn = std::thread::scope(|scope| -> Result<WordNet> {
            let nouns = scope.spawn(|| parse(0..1));
            let others = parse(1..4);
            let nouns = nouns.join().expect("parsing does not panic");
            let (mut wn, mut raw_targets) = nouns?;
            let (others, other_targets) = others?;
            // The fst over the sorted, distinct lemmas is built on a second thread while the
            // rest is resolved; lemma ids are ranks in byte order on both sides.
            let mut lemmas: Vec<Span> = wn
                .entries
                .iter()
                .chain(&others.entries)
                .map(|e| e.lemma)
                .collect();
            let text = &text;
            let fst = scope.spawn(move || {
                let span = |s: &Span| &text[s.start as usize..(s.start + s.len) as usize];
                // Each index file is sorted already: the stable sort merges the runs.
                lemmas.sort_by(|a, b| span(a).cmp(span(b)));
                lemmas.dedup_by(|a, b| span(a) == span(b));
                build_fst(text, &lemmas)
            });
            wn.has_sense_index = sense_range.is_some();
            wn.append(others);
            raw_targets.extend(other_targets);
            let rest = (|| -> Result<()> {
                too_large("synsets", wn.synsets.len(), u32::MAX as usize - 1)?;
                too_large("words", wn.words.len(), u32::MAX as usize - 1)?;
                wn.resolve_pointers(&loader, &raw_targets)?;
                wn.build_lemmas(&loader, text)?;
                wn.build_senses(&loader, text)?;
                if let Some(range) = sense_range {
                    wn.parse_sense_index(&loader, text, range)?;
                }
                for (f, range) in exc_ranges.iter().enumerate() {
                    if let Some(range) = range {
                        wn.exceptions[f] = Some(parse_exc(&loader, text, f, *range)?);
                    }
                }
                if let Some(range) = lexnames_range {
                    wn.lexnames = Some(parse_lexnames(&loader, text, range)?);
                }
                Ok(())
            })();
            wn.fst =
                std::sync::OnceLock::from(fst.join().expect("building the fst does not panic"));
            rest.map(|()| wn)
        })?;
        // Sense keys get an arena of their own, as in a snapshot (which rebuilds them).
        let mut keys = String::new();
        for sense in &mut wn.senses {
            let key = &text[sense.key.start as usize..(sense.key.start + sense.key.len) as usize];
            sense.key.start = keys.len() as u32;
            keys.push_str(key);
        }
        wn.keys = Cow::Owned(keys);
        wn.text = Cow::Owned(text);
        Ok(wn)
    }

    fn empty(dir: PathBuf) -> WordNet {
        WordNet {
            dir,
            text: Cow::Borrowed(""),
            synsets: Vec::new(),
            words: Vec::new(),
            senses: Vec::new(),
            synset_senses: Vec::new(),
            pointers: Vec::new(),
            frames: Vec::new(),
            offsets: Default::default(),
            file_base: [0; 4],
            entries: Vec::new(),
            entry_synsets: Vec::new(),
            lemma_entries: Vec::new(),
            lemma_senses: Vec::new(),
            lemma_texts: Vec::new(),
            word_hashes: Vec::new(),
            fst: std::sync::OnceLock::new(),
            keys: Cow::Borrowed(""),
            exceptions: Default::default(),
            lexnames: None,
            has_sense_index: false,
        }
    }

    /// Appends the data and index records of a part parsed on its own (other files), shifting
    /// its indices; pointer targets are resolved afterwards.
    fn append(&mut self, other: WordNet) {
        let synsets = self.synsets.len() as u32;
        let words = self.words.len() as u32;
        let pointers = self.pointers.len() as u32;
        let frames = self.frames.len() as u32;
        let entry_synsets = self.entry_synsets.len() as u32;
        self.synsets.extend(other.synsets.into_iter().map(|mut s| {
            s.words_start += words;
            s.pointers_start += pointers;
            s.frames_start += frames;
            s
        }));
        self.words.extend(other.words);
        self.word_hashes.extend(other.word_hashes);
        self.pointers.extend(other.pointers);
        self.frames.extend(other.frames);
        for (f, offsets) in other.offsets.into_iter().enumerate() {
            if !offsets.is_empty() {
                self.offsets[f] = offsets;
                self.file_base[f] = other.file_base[f] + synsets;
            }
        }
        self.entries.extend(other.entries.into_iter().map(|mut e| {
            e.synsets_start += entry_synsets;
            e
        }));
        self.entry_synsets
            .extend(other.entry_synsets.into_iter().map(|s| s + synsets));
    }

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

    fn offset_to_id(&self, file: usize, offset: u32) -> Option<u32> {
        self.offsets[file]
            .binary_search(&offset)
            .ok()
            .map(|i| self.file_base[file] + i as u32)
    }

    fn parse_data(
        &mut self,
        loader: &Loader,
        text: &str,
        f: usize,
        (start, end): (usize, usize),
        raw_targets: &mut Vec<RawTarget>,
    ) -> Result<()> {
        let path = loader.path(&format!("data.{}", FILE_NAMES[f]));
        let mut offsets = Vec::new();
        for (line_no, line, at) in lines(&text[..end], start) {
            let mut c = Cursor {
                text: line,
                pos: 0,
                base: at,
                path: &path,
                line: line_no,
            };
            let offset = c.number(10, "a synset offset (8 decimal digits)")?;
            if offsets.last().is_some_and(|&last| last >= offset) {
                return Err(c.err(
                    "synset offsets in increasing order",
                    &format!("{offset:08}"),
                ));
            }
            let lex_file = c.small(10, 99, "a lexicographer file number (2 digits)")? as u8;
            let (ss_type, _) = c.token("a synset type (n, v, a, s or r)")?;
            let pos = match ss_type.as_bytes() {
                [b] => Pos::from_code(*b as char),
                _ => None,
            }
            .filter(|p| p.file() == f)
            .ok_or_else(|| c.err("the synset type of this file", ss_type))?;
            let word_count = c.small(16, 255, "a word count (2 hex digits)")?;
            if word_count == 0 {
                return Err(c.err("a word count above 0", "00"));
            }
            let words_start = self.words.len() as u32;
            for _ in 0..word_count {
                let (mut lemma, lemma_at) = c.token("a word")?;
                let mut marker = None;
                if f == 2 && lemma.ends_with(')') {
                    for m in [
                        AdjMarker::Predicate,
                        AdjMarker::Attributive,
                        AdjMarker::Postnominal,
                    ] {
                        if let Some(stripped) = lemma.strip_suffix(m.as_str()) {
                            lemma = stripped;
                            marker = Some(m);
                        }
                    }
                }
                let lex_id = c.small(16, 15, "a lexical id (1 hex digit)")? as u8;
                self.word_hashes.push(spelling_hash(lemma));
                self.words.push(WordRec {
                    lemma: Span {
                        start: lemma_at,
                        len: lemma.len() as u32,
                    },
                    sense: u32::MAX,
                    lex_id,
                    marker,
                });
            }
            let pointer_count = c.small(10, 999, "a pointer count (3 digits)")?;
            let pointers_start = self.pointers.len() as u32;
            for _ in 0..pointer_count {
                let (symbol, _) = c.token("a pointer symbol")?;
                let relation = Relation::from_symbol(symbol, pos)
                    .ok_or_else(|| c.err("a pointer symbol", symbol))?;
                let target = c.number(10, "a target synset offset")?;
                let (tpos, _) = c.token("a target part of speech")?;
                let tfile = tpos
                    .chars()
                    .next()
                    .filter(|_| tpos.len() == 1)
                    .and_then(Pos::from_code)
                    .ok_or_else(|| c.err("a target part of speech (n, v, a, s or r)", tpos))?
                    .file();
                let (st, _) = c.token("source/target word numbers (4 hex digits)")?;
                let st_num = (st.len() == 4)
                    .then(|| u16::from_str_radix(st, 16).ok())
                    .flatten()
                    .ok_or_else(|| c.err("source/target word numbers (4 hex digits)", st))?;
                let source_word = (st_num >> 8) as u8;
                let target_word = (st_num & 0xff) as u8;
                if (source_word == 0) != (target_word == 0) || u32::from(source_word) > word_count {
                    return Err(c.err("source/target word numbers (both 0 or both set)", st));
                }
                raw_targets.push((tfile as u8, target, line_no as u32));
                self.pointers.push(Pointer {
                    target: SynsetId(u32::MAX),
                    relation,
                    source_word,
                    target_word,
                });
            }
            let frames_start = self.frames.len() as u32;
            let mut frame_count = 0;
            if f == 1 {
                frame_count = c.small(10, 99, "a verb frame count (2 digits)")?;
                for _ in 0..frame_count {
                    let (plus, _) = c.token("a verb frame (+ f_num w_num)")?;
                    if plus.as_bytes() != b"+" {
                        return Err(c.err("a verb frame (+ f_num w_num)", plus));
                    }
                    let number = c.small(10, 255, "a frame number")? as u8;
                    let word = c.small(16, word_count, "a frame word number (2 hex digits)")? as u8;
                    self.frames.push(Frame { number, word });
                }
            }
            let (bar, _) = c.token("| and the gloss")?;
            if bar.as_bytes() != b"|" {
                return Err(c.err("| and the gloss", bar));
            }
            let (gloss, gloss_at) = c.rest();
            offsets.push(offset);
            self.synsets.push(SynsetRec {
                offset,
                words_start,
                pointers_start,
                frames_start,
                senses_start: 0,
                gloss: Span {
                    start: gloss_at,
                    len: gloss.len() as u32,
                },
                pointer_count: pointer_count as u16,
                word_count: word_count as u8,
                frame_count: frame_count as u8,
                sense_count: 0,
                pos,
                lex_file,
            });
        }
        self.offsets[f] = offsets;
        Ok(())
    }

    fn resolve_pointers(&mut self, loader: &Loader, raw: &[RawTarget]) -> Result<()> {
        let mut s = 0;
        for (i, &(tfile, offset, line)) in raw.iter().enumerate() {
            while (self.synsets[s].pointers_start + u32::from(self.synsets[s].pointer_count))
                as usize
                <= i
            {
                s += 1;
            }
            let Some(target) = self.offset_to_id(tfile as usize, offset) else {
                let file = self.synsets[s].pos.file();
                return Err(Error::Parse {
                    path: loader.path(&format!("data.{}", FILE_NAMES[file])),
                    line: line as usize,
                    expected: "a pointer to the offset of a synset",
                    found: format!("{offset:08} {}", FILE_POS[tfile as usize].code()),
                });
            };
            let p = &mut self.pointers[i];
            if p.target_word != 0 && p.target_word > self.synsets[target as usize].word_count {
                let file = self.synsets[s].pos.file();
                return Err(Error::Parse {
                    path: loader.path(&format!("data.{}", FILE_NAMES[file])),
                    line: line as usize,
                    expected: "a target word number within the target synset",
                    found: format!("{:02x}", p.target_word),
                });
            }
            p.target = SynsetId(target);
        }
        Ok(())
    }

    fn parse_index(
        &mut self,
        loader: &Loader,
        text: &str,
        f: usize,
        (start, end): (usize, usize),
    ) -> Result<()> {
        let path = loader.path(&format!("index.{}", FILE_NAMES[f]));
        for (line_no, line, at) in lines(&text[..end], start) {
            let mut c = Cursor {
                text: line,
                pos: 0,
                base: at,
                path: &path,
                line: line_no,
            };
            let (lemma, lemma_at) = c.token("a lemma")?;
            let (pos, _) = c.token("a part of speech")?;
            if pos.len() != 1 || Pos::from_code(pos.as_bytes()[0] as char).map(Pos::file) != Some(f)
            {
                return Err(c.err("the part of speech of this file", pos));
            }
            let synset_count = c.number(10, "a synset count")?;
            let pointer_count = c.number(10, "a pointer count")?;
            for _ in 0..pointer_count {
                c.token("a pointer symbol")?;
            }
            let sense_count = c.number(10, "a sense count")?;
            if sense_count != synset_count {
                return Err(c.err(
                    "a sense count equal to the synset count",
                    &sense_count.to_string(),
                ));
            }
            let tagsense = c.number(10, "a tagged sense count")?;
            let synsets_start = self.entry_synsets.len() as u32;
            for _ in 0..synset_count {
                let offset = c.number(10, "a synset offset")?;
                let id = self.offset_to_id(f, offset).ok_or_else(|| {
                    c.err(
                        "the offset of a synset of the data file",
                        &format!("{offset:08}"),
                    )
                })?;
                self.entry_synsets.push(id);
            }
            if let Ok((extra, _)) = c.token("") {
                return Err(c.err("the end of the line after the synset offsets", extra));
            }
            self.entries.push(IndexEntry {
                lemma: Span {
                    start: lemma_at,
                    len: lemma.len() as u32,
                },
                hash: spelling_hash(lemma),
                synsets_start,
                synsets_len: synset_count,
                line: line_no as u32,
                tagsense,
                file: f as u8,
            });
        }
        Ok(())
    }

    fn build_lemmas(&mut self, loader: &Loader, text: &str) -> Result<()> {
        let span = |s: Span| &text[s.start as usize..(s.start + s.len) as usize];
        // Each index file is sorted already: the stable sort merges the four runs.
        self.entries
            .sort_by(|a, b| span(a.lemma).cmp(span(b.lemma)).then(a.file.cmp(&b.file)));
        let mut prev: Option<&IndexEntry> = None;
        for (i, e) in self.entries.iter().enumerate() {
            let lemma = span(e.lemma);
            match prev {
                Some(p) if span(p.lemma) == lemma => {
                    if p.file == e.file {
                        return Err(Error::Parse {
                            path: loader.path(&format!("index.{}", FILE_NAMES[e.file as usize])),
                            line: e.line as usize,
                            expected: "one line per lemma",
                            found: lemma.to_string(),
                        });
                    }
                }
                _ => {
                    self.lemma_entries.push(i as u32);
                    self.lemma_texts.push(e.lemma);
                }
            }
            prev = Some(e);
        }
        self.lemma_entries.push(self.entries.len() as u32);
        Ok(())
    }

    fn build_senses(&mut self, loader: &Loader, text: &str) -> Result<()> {
        let span = |s: Span| &text[s.start as usize..(s.start + s.len) as usize];
        // Senses: one per (lemma, synset) pair of the index, numbered in lemma order then index
        // order, so that a lemma's senses are a range. First pass, in that order: every sense,
        // its synset and the hash of its lemma.
        let total = self.entry_synsets.len();
        let mut hashes = Vec::with_capacity(total);
        let mut synset_start = vec![0u32; self.synsets.len() + 1];
        self.senses.reserve_exact(total);
        for l in 0..self.lemma_entries.len() - 1 {
            self.lemma_senses.push(self.senses.len() as u32);
            for e in
                &self.entries[self.lemma_entries[l] as usize..self.lemma_entries[l + 1] as usize]
            {
                let synsets = &self.entry_synsets
                    [e.synsets_start as usize..(e.synsets_start + e.synsets_len) as usize];
                for (n, &s) in synsets.iter().enumerate() {
                    synset_start[s as usize + 1] += 1;
                    hashes.push(e.hash);
                    self.senses.push(SenseRec {
                        synset: s,
                        offset: 0,
                        file: 0,
                        lemma: l as u32,
                        word: u32::MAX,
                        key: Span::default(),
                        tag_count: 0,
                        number: (n + 1).min(u16::MAX as usize) as u16,
                    });
                }
            }
        }
        self.lemma_senses.push(self.senses.len() as u32);
        for i in 0..self.synsets.len() {
            synset_start[i + 1] += synset_start[i];
        }
        // Second pass, in synset order (the order of the data files, so words are read
        // sequentially): the senses of each synset, matched to its words by the hash of the
        // lowercase spelling (64 bits; two spellings of one synset never collide in practice).
        let mut fill = synset_start.clone();
        let mut by_synset = vec![0u32; total];
        for (k, sense) in self.senses.iter().enumerate() {
            let at = &mut fill[sense.synset as usize];
            by_synset[*at as usize] = k as u32;
            *at += 1;
        }
        drop(fill);
        self.synset_senses = Vec::with_capacity(total);
        let word_hashes = std::mem::take(&mut self.word_hashes);
        for s in 0..self.synsets.len() {
            let rec = &self.synsets[s];
            let words =
                rec.words_start as usize..rec.words_start as usize + rec.word_count as usize;
            for &k in &by_synset[synset_start[s] as usize..synset_start[s + 1] as usize] {
                let h = hashes[k as usize];
                let mut first = None;
                for w in words.clone() {
                    if word_hashes[w] == h {
                        self.words[w].sense = k;
                        first.get_or_insert(w as u32);
                    }
                }
                let Some(word) = first else {
                    let sense = &self.senses[k as usize];
                    let lemma = span(self.lemma_texts[sense.lemma as usize]);
                    let line = self.entries[self.lemma_entries[sense.lemma as usize] as usize
                        ..self.lemma_entries[sense.lemma as usize + 1] as usize]
                        .iter()
                        .find(|e| e.file as usize == rec.pos.file())
                        .map_or(0, |e| e.line as usize);
                    return Err(Error::Parse {
                        path: loader.path(&format!("index.{}", rec.pos.file_name())),
                        line,
                        expected: "a lemma that each of its synsets lists among its words",
                        found: format!("{lemma} (synset {:08})", rec.offset),
                    });
                };
                let sense = &mut self.senses[k as usize];
                sense.word = word;
                sense.offset = rec.offset;
                sense.file = rec.pos.file() as u8;
            }
            // The senses of the synset, in the order of its words.
            let start = self.synset_senses.len();
            for w in words {
                let sense = self.words[w].sense;
                if sense == u32::MAX {
                    return Err(Error::Parse {
                        path: loader.path(&format!("index.{}", rec.pos.file_name())),
                        line: 0,
                        expected: "an index line for every word of the data file",
                        found: format!(
                            "no line lists {} (synset {:08})",
                            span(self.words[w].lemma),
                            rec.offset
                        ),
                    });
                }
                if !self.synset_senses[start..].contains(&sense) {
                    self.synset_senses.push(sense);
                }
            }
            let rec = &mut self.synsets[s];
            rec.senses_start = start as u32;
            rec.sense_count = (self.synset_senses.len() - start) as u8;
        }
        Ok(())
    }

    fn parse_sense_index(
        &mut self,
        loader: &Loader,
        text: &str,
        (start, end): (usize, usize),
    ) -> Result<()> {
        let path = loader.path("index.sense");
        let span = |s: Span| &text[s.start as usize..(s.start + s.len) as usize];
        let mut cursor = 0;
        for (line_no, line, at) in lines(&text[..end], start) {
            let mut c = Cursor {
                text: line,
                pos: 0,
                base: at,
                path: &path,
                line: line_no,
            };
            let (key, key_at) = c.token("a sense key")?;
            let (lemma, rest) = key
                .split_once('%')
                .ok_or_else(|| c.err("a sense key (lemma%ss_type:...)", key))?;
            let pos = rest
                .as_bytes()
                .first()
                .and_then(|b| match b {
                    b'1' => Some(Pos::Noun),
                    b'2' => Some(Pos::Verb),
                    b'3' => Some(Pos::Adjective),
                    b'4' => Some(Pos::Adverb),
                    b'5' => Some(Pos::AdjectiveSatellite),
                    _ => None,
                })
                .ok_or_else(|| c.err("a synset type 1-5 after % in the sense key", key))?;
            let offset = c.number(10, "a synset offset")?;
            let number = c.number(10, "a sense number")?;
            let tag_count = c.number(10, "a tag count")?;
            // index.sense is sorted by key, so its lemmas mostly come in lemma order: walk a
            // cursor forward, and fall back to a binary search when a line is out of order.
            let texts = &self.lemma_texts;
            while cursor < texts.len() && span(texts[cursor]) < lemma {
                cursor += 1;
            }
            let lemma_id = if cursor < texts.len() && span(texts[cursor]) == lemma {
                cursor
            } else {
                texts
                    .binary_search_by(|t| span(*t).cmp(lemma))
                    .map_err(|_| c.err("a sense key whose lemma is in an index file", key))?
            };
            let file = pos.file();
            let Some(sense) = self.lemma_sense_range(lemma_id as u32).find(|&s| {
                let sense = &self.senses[s as usize];
                sense.offset == offset && usize::from(sense.file) == file
            }) else {
                return Err(c.err(
                    "a sense key and offset of a synset whose words include the lemma",
                    &format!("{key} {offset:08}"),
                ));
            };
            let sense = &mut self.senses[sense as usize];
            sense.key = Span {
                start: key_at,
                len: key.len() as u32,
            };
            sense.tag_count = tag_count;
            sense.number = number.min(u32::from(u16::MAX)) as u16;
        }
        Ok(())
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
        self.offset_to_id(pos.file(), offset).map(|i| Synset {
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

    /// The synset with an NLTK-style name `lemma.pos.NN` (e.g. `dog.n.01`): the `NN`th sense of
    /// the lemma in that part of speech (`a` and `s` both accept adjective satellites).
    pub fn synset_by_name(&self, name: &str) -> Option<Synset<'_>> {
        let mut parts = name.rsplitn(3, '.');
        let number: usize = parts.next()?.parse().ok()?;
        let code = parts.next()?;
        let lemma = self.lemma(parts.next()?)?;
        let pos = Pos::from_code(code.chars().next()?).filter(|_| code.len() == 1)?;
        let synset = lemma
            .senses()
            .filter(|s| s.synset().pos().index_pos() == pos.index_pos())
            .nth(number.checked_sub(1)?)?
            .synset();
        (synset.pos() == pos || pos == Pos::Adjective).then_some(synset)
    }

    /// Morphological lookup as WordNet's C library (`morphstr`) does it for one word: if the
    /// spelling is in the part of speech's exception list, its base forms; otherwise the first
    /// detachment rule whose result is a lemma of that part of speech (nouns: -s, -ses, -xes,
    /// -zes, -ches, -shes, -men, -ies, and -ful kept after a plural; verbs: -s, -ies, -es, -ed,
    /// -ing; adjectives: -er, -est). Not recursive. Only base forms that are lemmas of that part
    /// of speech are returned; the spelling itself is not (see [`WordNet::lookup`]).
    ///
    /// # Errors
    /// [`Error::MissingOptional`] when the directory had no exception list for `pos`.
    ///
    /// # Example
    /// ```
    /// use wordgames_wordnet::{Pos, WordNet};
    /// let wn = WordNet::bundled()?;
    /// assert_eq!(wn.morphy("ran", Pos::Verb)?[0].text(), "run");
    /// assert_eq!(wn.morphy("churches", Pos::Noun)?[0].text(), "church");
    /// assert!(wn.morphy("glass", Pos::Noun)?.is_empty()); // nouns in -ss are left alone
    /// # Ok::<(), wordgames_wordnet::Error>(())
    /// ```
    pub fn morphy(&self, spelling: &str, pos: Pos) -> Result<Vec<Lemma<'_>>> {
        let f = pos.file();
        let Some(exc) = &self.exceptions[f] else {
            return Err(Error::MissingOptional {
                file: ["noun.exc", "verb.exc", "adj.exc", "adv.exc"][f],
                feature: "morphological lookup",
            });
        };
        let word = normalize(spelling);
        let defined = |s: &str| {
            self.lemma(s)
                .filter(|l| l.entries().any(|e| e.file as usize == f))
        };
        let mut out: Vec<Lemma<'_>> = Vec::new();
        if let Ok(i) = exc.binary_search_by(|(w, _)| self.span(*w).cmp(&word)) {
            for base in self.span(exc[i].1).split(' ') {
                if let Some(l) = defined(base).filter(|l| !out.iter().any(|o| o.id == l.id)) {
                    out.push(l);
                }
            }
            return Ok(out);
        }
        const RULES: [&[(&str, &str)]; 4] = [
            &[
                ("s", ""),
                ("ses", "s"),
                ("xes", "x"),
                ("zes", "z"),
                ("ches", "ch"),
                ("shes", "sh"),
                ("men", "man"),
                ("ies", "y"),
            ],
            &[
                ("s", ""),
                ("ies", "y"),
                ("es", "e"),
                ("es", ""),
                ("ed", "e"),
                ("ed", ""),
                ("ing", "e"),
                ("ing", ""),
            ],
            &[("er", ""), ("est", ""), ("er", "e"), ("est", "e")],
            &[],
        ];
        let (stem_word, end) = if f == 0 {
            if let Some(base) = word.strip_suffix("ful") {
                (base, "ful")
            } else if word.ends_with("ss") || word.len() <= 2 {
                return Ok(out);
            } else {
                (word.as_str(), "")
            }
        } else {
            (word.as_str(), "")
        };
        for (suffix, ending) in RULES[f] {
            if let Some(stem) = stem_word.strip_suffix(suffix) {
                let candidate = format!("{stem}{ending}");
                if candidate != stem_word && defined(&candidate).is_some() {
                    if let Some(l) = defined(&format!("{candidate}{end}")) {
                        out.push(l);
                    }
                    break;
                }
            }
        }
        Ok(out)
    }

    /// Every sense a spelling can have: the senses of the lemma itself, then those of its base
    /// forms by [`WordNet::morphy`] in each part of speech (nouns, verbs, adjectives, adverbs),
    /// without repeats.
    ///
    /// # Errors
    /// [`Error::MissingOptional`] when the spelling is not a lemma and an exception list is
    /// missing (the answer could be incomplete). With the spelling itself a lemma, missing
    /// exception lists are skipped.
    ///
    /// # Example
    /// ```
    /// let wn = wordgames_wordnet::WordNet::bundled()?;
    /// let senses = wn.lookup("geese")?;
    /// assert_eq!(senses[0].lemma().text(), "goose");
    /// # Ok::<(), wordgames_wordnet::Error>(())
    /// ```
    pub fn lookup(&self, spelling: &str) -> Result<Vec<Sense<'_>>> {
        let mut out: Vec<Sense<'_>> = Vec::new();
        let exact = self.lemma(spelling);
        if let Some(l) = exact {
            out.extend(l.senses());
        }
        for pos in [Pos::Noun, Pos::Verb, Pos::Adjective, Pos::Adverb] {
            let bases = match self.morphy(spelling, pos) {
                Ok(b) => b,
                Err(e) if exact.is_none() => return Err(e),
                Err(_) => continue,
            };
            for base in bases {
                for s in base.senses() {
                    if s.synset().pos().file() == pos.file() && !out.iter().any(|o| o.id == s.id) {
                        out.push(s);
                    }
                }
            }
        }
        Ok(out)
    }

    /// The optional files this directory lacked, among `index.sense`, `{noun,verb,adj,adv}.exc`
    /// and `lexnames`.
    pub fn missing_optional_files(&self) -> Vec<&'static str> {
        let mut out = Vec::new();
        if !self.has_sense_index {
            out.push("index.sense");
        }
        for (f, name) in ["noun.exc", "verb.exc", "adj.exc", "adv.exc"]
            .iter()
            .enumerate()
        {
            if self.exceptions[f].is_none() {
                out.push(*name);
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

fn parse_exc(
    loader: &Loader,
    text: &str,
    f: usize,
    (start, end): (usize, usize),
) -> Result<Vec<(Span, Span)>> {
    let path = loader.path(&format!("{}.exc", FILE_NAMES[f]));
    let mut out = Vec::new();
    for (line_no, line, at) in lines(&text[..end], start) {
        let mut c = Cursor {
            text: line,
            pos: 0,
            base: at,
            path: &path,
            line: line_no,
        };
        let (word, word_at) = c.token("an inflected form")?;
        let (bases, bases_at) = c.rest();
        if bases.is_empty() {
            return Err(c.err("an inflected form followed by its base forms", line));
        }
        out.push((
            Span {
                start: word_at,
                len: word.len() as u32,
            },
            Span {
                start: bases_at,
                len: bases.len() as u32,
            },
        ));
    }
    let span = |s: Span| &text[s.start as usize..(s.start + s.len) as usize];
    out.sort_by(|a, b| span(a.0).cmp(span(b.0)));
    out.dedup_by(|a, b| span(a.0) == span(b.0));
    Ok(out)
}

fn parse_lexnames(loader: &Loader, text: &str, (start, end): (usize, usize)) -> Result<Vec<Span>> {
    let path = loader.path("lexnames");
    let mut out: Vec<Span> = Vec::new();
    for (line_no, line, at) in lines(&text[..end], start) {
        let fields: Vec<&str> = line.split('\t').collect();
        let err = |expected, found: &str| Error::Parse {
            path: path.clone(),
            line: line_no,
            expected,
            found: found.to_string(),
        };
        if fields.len() != 3 {
            return Err(err(
                "three tab-separated fields (number, name, category)",
                line,
            ));
        }
        let n: usize = fields[0]
            .parse()
            .map_err(|_| err("a file number", fields[0]))?;
        if n != out.len() {
            return Err(err("file numbers in order from 00", fields[0]));
        }
        let name_at = at + fields[0].len() + 1;
        out.push(Span {
            start: name_at as u32,
            len: fields[1].trim_end().len() as u32,
        });
    }
    Ok(out)
}

// ----- views -----

/// A synset of a [`WordNet`]: a set of words sharing one meaning, with its pointers and gloss.
#[derive(Clone, Copy)]
pub struct Synset<'a> {
    wn: &'a WordNet,
    id: SynsetId,
}

impl<'a> Synset<'a> {
    fn rec(&self) -> &'a SynsetRec {
        &self.wn.synsets[self.id.index()]
    }

    /// Its id.
    pub fn id(&self) -> SynsetId {
        self.id
    }

    /// The byte offset of its line in its data file (WordNet's synset address).
    pub fn offset(&self) -> u32 {
        self.rec().offset
    }

    /// Its part of speech (satellites distinct from head adjectives).
    pub fn pos(&self) -> Pos {
        self.rec().pos
    }

    /// The number of its lexicographer file (0-44 in Princeton WordNet).
    pub fn lex_file(&self) -> u8 {
        self.rec().lex_file
    }

    /// The name of its lexicographer file, e.g. `noun.animal`.
    ///
    /// # Errors
    /// [`Error::MissingOptional`] without a `lexnames` file; [`Error::Parse`] if the file
    /// number is not in it.
    pub fn lex_name(&self) -> Result<&'a str> {
        let names = self.wn.lexnames.as_ref().ok_or(Error::MissingOptional {
            file: "lexnames",
            feature: "lexicographer file names",
        })?;
        names
            .get(self.lex_file() as usize)
            .map(|s| self.wn.span(*s))
            .ok_or_else(|| Error::Parse {
                path: self.wn.dir.join("lexnames"),
                line: names.len() + 1,
                expected: "an entry for every lexicographer file number in the data files",
                found: format!("none for {:02}", self.lex_file()),
            })
    }

    /// Its words in data-file order.
    pub fn words(&self) -> impl ExactSizeIterator<Item = Word<'a>> + 'a {
        let wn = self.wn;
        let rec = self.rec();
        (rec.words_start..rec.words_start + u32::from(rec.word_count))
            .map(move |i| Word { wn, id: WordId(i) })
    }

    /// Its senses: one per distinct lemma among its words, in word order.
    pub fn senses(&self) -> impl ExactSizeIterator<Item = Sense<'a>> + 'a {
        let wn = self.wn;
        wn.synset_sense_ids(self.id)
            .iter()
            .map(move |&i| Sense { wn, id: SenseId(i) })
    }

    /// Its pointers, in data-file order.
    pub fn pointers(&self) -> &'a [Pointer] {
        self.wn.synset_pointers(self.id.0)
    }

    /// The synsets it points to with a relation, semantic or lexical.
    pub fn related(&self, relation: Relation) -> impl Iterator<Item = Synset<'a>> + 'a {
        let wn = self.wn;
        self.pointers()
            .iter()
            .filter(move |p| p.relation == relation)
            .map(move |p| Synset { wn, id: p.target })
    }

    /// Its verb frames (empty for other parts of speech).
    pub fn frames(&self) -> &'a [Frame] {
        let rec = self.rec();
        &self.wn.frames
            [rec.frames_start as usize..rec.frames_start as usize + rec.frame_count as usize]
    }

    /// The whole gloss as written: the definition, then quoted examples, separated by `; `.
    pub fn gloss(&self) -> &'a str {
        self.wn.span(self.rec().gloss)
    }

    /// The definition: the gloss up to its first quoted example, without the trailing `; `.
    pub fn definition(&self) -> &'a str {
        let gloss = self.gloss();
        let end = gloss.find("; \"").unwrap_or(gloss.len());
        let def = gloss[..end].trim_end_matches([';', ' ']);
        if def.starts_with('"') { "" } else { def }
    }

    /// The examples: every quoted part of the gloss after the definition, without the quotes.
    pub fn examples(&self) -> impl Iterator<Item = &'a str> + 'a {
        let gloss = self.gloss();
        let start = if gloss.starts_with('"') {
            0
        } else {
            gloss.find("; \"").map_or(gloss.len(), |i| i + 2)
        };
        gloss[start..]
            .split('"')
            .skip(1)
            .step_by(2)
            .filter(|s| !s.trim().is_empty())
    }

    /// The NLTK-style name `lemma.pos.NN` of its first word, e.g. `dog.n.01`.
    pub fn name(&self) -> String {
        let first = self
            .senses()
            .next()
            .expect("a synset has at least one word");
        format!(
            "{}.{}.{:02}",
            first.lemma().text(),
            self.pos().code(),
            first.index_number()
        )
    }
}

/// A word of a synset as the data file writes it.
#[derive(Clone, Copy)]
pub struct Word<'a> {
    wn: &'a WordNet,
    id: WordId,
}

impl<'a> Word<'a> {
    fn rec(&self) -> &'a WordRec {
        &self.wn.words[self.id.index()]
    }

    /// Its id.
    pub fn id(&self) -> WordId {
        self.id
    }

    /// The lemma as the data file writes it: case kept, underscores for spaces, no marker.
    pub fn lemma(&self) -> &'a str {
        self.wn.span(self.rec().lemma)
    }

    /// Its lexical id (0-15), which tells apart the same lemma in two synsets of one
    /// lexicographer file.
    pub fn lex_id(&self) -> u8 {
        self.rec().lex_id
    }

    /// Its adjective marker, if the data file had one.
    pub fn marker(&self) -> Option<AdjMarker> {
        self.rec().marker
    }

    /// Its sense (the graph node it belongs to).
    pub fn sense(&self) -> Sense<'a> {
        Sense {
            wn: self.wn,
            id: SenseId(self.rec().sense),
        }
    }
}

/// A sense: one (synset, lemma) pair, one line of `index.sense`, one node of the
/// `WordGraph`.
#[derive(Clone, Copy)]
pub struct Sense<'a> {
    wn: &'a WordNet,
    id: SenseId,
}

impl<'a> Sense<'a> {
    fn rec(&self) -> &'a SenseRec {
        &self.wn.senses[self.id.index()]
    }

    /// Its id.
    pub fn id(&self) -> SenseId {
        self.id
    }

    /// Its synset.
    pub fn synset(&self) -> Synset<'a> {
        Synset {
            wn: self.wn,
            id: SynsetId(self.rec().synset),
        }
    }

    /// Its lemma (spelling).
    pub fn lemma(&self) -> Lemma<'a> {
        Lemma {
            wn: self.wn,
            id: LemmaId(self.rec().lemma),
        }
    }

    /// The first word of the synset with this spelling, as the data file writes it.
    pub fn word(&self) -> Word<'a> {
        Word {
            wn: self.wn,
            id: WordId(self.rec().word),
        }
    }

    /// Its sense key, e.g. `dog%1:05:00::`.
    ///
    /// # Errors
    /// [`Error::MissingOptional`] without `index.sense`.
    pub fn key(&self) -> Result<&'a str> {
        self.need_sense_index("sense keys")?;
        let key = self.rec().key;
        Ok(&self.wn.keys[key.start as usize..(key.start + key.len) as usize])
    }

    /// How often this sense was tagged in WordNet's semantic concordances: a measure of how
    /// common the sense is.
    ///
    /// # Errors
    /// [`Error::MissingOptional`] without `index.sense`.
    pub fn tag_count(&self) -> Result<u32> {
        self.need_sense_index("tag counts")?;
        Ok(self.rec().tag_count)
    }

    /// Its sense number for its lemma and part of speech (1 = most frequent), from
    /// `index.sense`, or the position in the index line without it.
    pub fn number(&self) -> u16 {
        self.rec().number
    }

    /// Its 1-based position in the lemma's index line for its part of speech.
    fn index_number(&self) -> usize {
        let lemma = self.lemma();
        let file = self.synset().pos().file();
        lemma
            .senses()
            .filter(|s| s.synset().pos().file() == file)
            .position(|s| s.id == self.id)
            .map_or(0, |i| i + 1)
    }

    fn need_sense_index(&self, feature: &'static str) -> Result<()> {
        if self.wn.has_sense_index {
            Ok(())
        } else {
            Err(Error::MissingOptional {
                file: "index.sense",
                feature,
            })
        }
    }
}

/// A lemma: a distinct spelling of the index files, with its senses in every part of speech.
#[derive(Clone, Copy)]
pub struct Lemma<'a> {
    wn: &'a WordNet,
    id: LemmaId,
}

impl<'a> Lemma<'a> {
    fn entries(&self) -> impl Iterator<Item = &'a IndexEntry> + 'a {
        let r = self.wn.lemma_entries[self.id.index()] as usize
            ..self.wn.lemma_entries[self.id.index() + 1] as usize;
        self.wn.entries[r].iter()
    }

    /// Its id.
    pub fn id(&self) -> LemmaId {
        self.id
    }

    /// The spelling as the index writes it: lowercase, underscores for spaces.
    pub fn text(&self) -> &'a str {
        self.wn
            .span(self.wn.entries[self.wn.lemma_entries[self.id.index()] as usize].lemma)
    }

    /// Its senses: nouns, verbs, adjectives, adverbs, each in index (frequency) order.
    pub fn senses(&self) -> impl ExactSizeIterator<Item = Sense<'a>> + 'a {
        let wn = self.wn;
        wn.lemma_sense_range(self.id.0)
            .map(move |i| Sense { wn, id: SenseId(i) })
    }

    /// The parts of speech it has an index line in (`Adjective` stands for satellites too).
    pub fn parts_of_speech(&self) -> impl Iterator<Item = Pos> + 'a {
        self.entries().map(|e| FILE_POS[e.file as usize])
    }

    /// The number of its senses tagged in the semantic concordances, summed over its parts of
    /// speech (the index files' `tagsense_cnt`).
    pub fn tagged_sense_count(&self) -> u32 {
        self.entries().map(|e| e.tagsense).sum()
    }
}

// Short summaries: a view holds a reference to the whole WordNet, which a derived `Debug`
// would print in full (hundreds of megabytes).

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

impl std::fmt::Debug for Synset<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Synset({} {})", self.id.0, self.name())
    }
}

impl std::fmt::Debug for Word<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Word({} {:?} in {})",
            self.id.0,
            self.lemma(),
            self.sense().synset().name()
        )
    }
}

impl std::fmt::Debug for Sense<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Sense({} {:?} in {})",
            self.id.0,
            self.word().lemma(),
            self.synset().name()
        )
    }
}

impl std::fmt::Debug for Lemma<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Lemma({} {:?})", self.id.0, self.text())
    }
}
