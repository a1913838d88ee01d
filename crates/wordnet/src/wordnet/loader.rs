//! [`WordNet::open`]: reading the WNDB text into one arena, parsing the data and index files
//! into [`Parts`] on two threads, then resolving the merged parts into a [`WordNet`].

use std::{
    borrow::Cow,
    fs,
    io::{self, Read},
    path::{Path, PathBuf},
    sync::OnceLock,
};

use super::{
    Column, Keys, SenseRec, Span, Store, StoreParts, SynsetSenses, WordNet, build_fst, marker_code,
};
use crate::{AdjMarker, Error, Frame, Pointer, Pos, Relation, Result, SynsetId, types::DataFile};

// The records of the loader, before [`assemble`] lays them out as a [`WordNet`]'s columns.

#[derive(Debug, Clone)]
struct SynsetRec {
    offset: u32,
    words_start: u32,
    pointers_start: u32,
    frames_start: u32,
    senses_start: u32,
    gloss: Span,
    pointer_count: u16,
    word_count: u8,
    frame_count: u8,
    sense_count: u8,
    pos: Pos,
    lex_file: u8,
}

#[derive(Debug, Clone)]
struct WordRec {
    lemma: Span,
    sense: u32,
    lex_id: u8,
    marker: Option<AdjMarker>,
}

#[derive(Debug, Clone)]
struct SenseWork {
    synset: u32,
    /// The synset's offset and data file, copied here for reading `index.sense` in order.
    offset: u32,
    file: DataFile,
    lemma: u32,
    word: u32,
    key: Span,
    /// The key after its lemma and `%`.
    suffix: Span,
    tag_count: u32,
    number: u16,
}

#[derive(Debug, Clone)]
struct IndexEntry {
    lemma: Span,
    hash: u64,
    synsets_start: u32,
    synsets_len: u32,
    line: u32,
    tagsense: u32,
    file: DataFile,
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
fn spelling_hash(spelling: &str) -> u64 {
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

/// A required file read into the arena: its path, which errors name, and its byte range there.
#[derive(Default)]
struct Source {
    path: PathBuf,
    range: (usize, usize),
}

impl Source {
    /// The file's lines in the arena `text`, as [`cursors`].
    fn cursors<'a>(&'a self, text: &'a str) -> impl Iterator<Item = Cursor<'a>> {
        let (start, end) = self.range;
        cursors(&text[..end], start, &self.path)
    }
}

/// The lines of [`lines`], each as a [`Cursor`] at its start that names `path` in errors.
fn cursors<'a>(text: &'a str, start: usize, path: &'a Path) -> impl Iterator<Item = Cursor<'a>> {
    lines(text, start).map(move |(line_no, line, at)| Cursor {
        text: line,
        pos: 0,
        base: at,
        path,
        line: line_no,
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
            Err(source) => {
                return Err(Error::Io {
                    path,
                    source: source.into(),
                });
            }
        };
        let start = self.text.len();
        // The size a file reports is a hint, never trusted for an allocation: a file that says
        // it is larger than the bound is refused before any read, and at most the bound is
        // reserved (a device or a pipe reports 0 and is read up to the bound).
        if let Ok(meta) = file.metadata() {
            if meta.len() > MAX_FILE_BYTES {
                return Err(Error::FileTooLarge {
                    path,
                    max: MAX_FILE_BYTES,
                });
            }
            if (self.text.len() as u64).saturating_add(meta.len()) > MAX_TOTAL_BYTES {
                return Err(total_too_large(self.text.len() as u64 + meta.len()));
            }
            self.text.reserve(meta.len() as usize + 1);
        }
        // On bytes that are not UTF-8, `read_to_string` leaves the text as it was.
        match (&mut file)
            .take(MAX_FILE_BYTES + 1)
            .read_to_string(&mut self.text)
        {
            Ok(_) => {}
            Err(e) if e.kind() == io::ErrorKind::InvalidData => {
                return Err(not_utf8(&path).unwrap_or(Error::Io {
                    path,
                    source: e.into(),
                }));
            }
            Err(source) => {
                return Err(Error::Io {
                    path,
                    source: source.into(),
                });
            }
        }
        if (self.text.len() - start) as u64 > MAX_FILE_BYTES {
            return Err(Error::FileTooLarge {
                path,
                max: MAX_FILE_BYTES,
            });
        }
        let end = self.text.len();
        self.text.push('\n');
        // A file that grew after its size was read (or a device that reports none) is
        // caught here, after at most `MAX_FILE_BYTES` more.
        if self.text.len() as u64 > MAX_TOTAL_BYTES {
            return Err(total_too_large(self.text.len() as u64));
        }
        Ok(Some((start, end)))
    }

    /// Appends a required file to the arena.
    fn read_source(&mut self, name: &str) -> Result<Source> {
        let range = self.read(name, true)?.unwrap_or_default();
        Ok(Source {
            path: self.path(name),
            range,
        })
    }
}

/// The longest WNDB file the loader reads, in bytes: 256 MiB, ten times `data.noun` of
/// WordNet 3.1 (15 MB).
pub const MAX_FILE_BYTES: u64 = 256 << 20;

/// The most bytes all the WNDB files of a directory may have together: 1 GiB, over thirty times
/// the 28 MB of WordNet 3.0 as Debian's `wordnet-base` installs it. Checked on the sizes the files report before anything is reserved, and
/// again on what was read.
pub const MAX_TOTAL_BYTES: u64 = 1 << 30;

/// The error of a directory whose files have more than `MAX_TOTAL_BYTES` together.
fn total_too_large(count: u64) -> Error {
    Error::TooLarge {
        what: "bytes of WordNet files (MAX_TOTAL_BYTES)",
        count: usize::try_from(count).unwrap_or(usize::MAX),
        max: MAX_TOTAL_BYTES as usize,
    }
}

/// The error of a file that is not UTF-8: the line of its first bad byte (the file read again,
/// up to the bound); `None` if it cannot be read again or is UTF-8 after all.
fn not_utf8(path: &Path) -> Option<Error> {
    let mut bytes = Vec::new();
    fs::File::open(path)
        .ok()?
        .take(MAX_FILE_BYTES)
        .read_to_end(&mut bytes)
        .ok()?;
    let error = std::str::from_utf8(&bytes).err()?;
    let at = error.valid_up_to();
    let line = bytes[..at].iter().filter(|&&b| b == b'\n').count() + 1;
    Some(Error::Parse {
        path: path.to_path_buf(),
        line,
        expected: "UTF-8 text",
        found: format!("the byte {:#04x}", bytes[at]),
    })
}

fn too_large(what: &'static str, count: usize, max: usize) -> Result<()> {
    if count > max {
        Err(Error::TooLarge { what, count, max })
    } else {
        Ok(())
    }
}

/// A pointer target before resolution: (data file, offset, line of the pointer).
type RawTarget = (DataFile, u32, u32);

/// What parsing some of the data and index files produces: their records, with ids counted
/// from the start of this part until [`Parts::append`] merges another part after it, and
/// pointers whose targets are still offsets.
#[derive(Default)]
struct Parts {
    synsets: Vec<SynsetRec>,
    words: Vec<WordRec>,
    /// The spelling hash of every word, for matching index lemmas to words (emptied once the
    /// senses are built).
    word_hashes: Vec<u64>,
    pointers: Vec<Pointer>,
    /// The target of every pointer, in the order of `pointers` (emptied once they are
    /// resolved).
    raw_targets: Vec<RawTarget>,
    frames: Vec<Frame>,
    /// Per data file (by `DataFile::index`), the sorted synset offsets; a synset's id is its
    /// file's `file_base` plus its index here.
    offsets: [Vec<u32>; 4],
    file_base: [u32; 4],
    entries: Vec<IndexEntry>,
    entry_synsets: Vec<u32>,
}

/// The tables that the merged parts are resolved into: lemmas, senses, sense keys, and the
/// optional files.
struct Tables {
    lemma_entries: Vec<u32>,
    lemma_texts: Vec<Span>,
    lemma_senses: Vec<u32>,
    senses: Vec<SenseWork>,
    synset_senses: Vec<u32>,
    /// The sense keys, in an arena of their own as in a snapshot (which rebuilds them).
    keys: String,
    exceptions: [Option<Vec<(Span, Span)>>; 4],
    lexnames: Option<Vec<Span>>,
}

impl WordNet {
    /// Reads a WNDB directory: `data.{noun,verb,adj,adv}` and `index.{noun,verb,adj,adv}` are
    /// required; `index.sense`, `{noun,verb,adj,adv}.exc` and `lexnames` are read when present.
    ///
    /// # Errors
    /// [`Error::MissingFile`] naming a required file that is absent, [`Error::Io`] when a file
    /// cannot be read, [`Error::Parse`] with file, line and what was expected for a malformed
    /// line (including a pointer or index entry naming an offset that no synset has),
    /// [`Error::FileTooLarge`] for a file longer than [`MAX_FILE_BYTES`] and [`Error::TooLarge`]
    /// for files longer than [`MAX_TOTAL_BYTES`] together, both checked on the sizes the files
    /// report before anything is allocated.
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
        // Each size a file reports is checked against `MAX_FILE_BYTES`, and their sum against
        // `MAX_TOTAL_BYTES`, before anything is reserved: a sparse file of a terabyte is an
        // error, never an allocation.
        let mut total: u64 = 0;
        for name in ["data", "index"]
            .iter()
            .flat_map(|kind| {
                DataFile::ALL
                    .iter()
                    .map(move |file| format!("{kind}.{}", file.name()))
            })
            .chain(DataFile::ALL.iter().map(|file| file.exc_name().to_string()))
            .chain(["index.sense".to_string(), "lexnames".to_string()])
        {
            let path = loader.path(&name);
            let Ok(meta) = fs::metadata(&path) else {
                continue;
            };
            if meta.len() > MAX_FILE_BYTES {
                return Err(Error::FileTooLarge {
                    path,
                    max: MAX_FILE_BYTES,
                });
            }
            total += meta.len() + 1;
        }
        if total > MAX_TOTAL_BYTES {
            return Err(total_too_large(total));
        }
        loader.text.reserve(total as usize);
        let mut data: [Source; 4] = Default::default();
        let mut index: [Source; 4] = Default::default();
        for file in DataFile::ALL {
            data[file.index()] = loader.read_source(&format!("data.{}", file.name()))?;
            index[file.index()] = loader.read_source(&format!("index.{}", file.name()))?;
        }
        let sense_range = loader.read("index.sense", false)?;
        let mut exc_ranges = [None; 4];
        for file in DataFile::ALL {
            exc_ranges[file.index()] = loader.read(file.exc_name(), false)?;
        }
        let lexnames_range = loader.read("lexnames", false)?;

        let text = std::mem::take(&mut loader.text);
        let parse = |files: &[DataFile]| -> Result<Parts> {
            let mut part = Parts::default();
            for &file in files {
                part.file_base[file.index()] = part.synsets.len() as u32;
                part.parse_data(&text, file, &data[file.index()])?;
            }
            for &file in files {
                part.parse_index(&text, file, &index[file.index()])?;
            }
            Ok(part)
        };
        let (parts, tables, fst) = std::thread::scope(|scope| -> Result<_> {
            // Nouns (two thirds of the text) on a second thread, the other parts of speech here.
            let nouns = scope.spawn(|| parse(&[DataFile::Noun]));
            let others = parse(&[DataFile::Verb, DataFile::Adj, DataFile::Adv]);
            let mut parts = nouns.join().expect("parsing does not panic")?;
            let others = others?;
            // The fst over the sorted, distinct lemmas is built on a second thread while the
            // rest is resolved; lemma ids are ranks in byte order on both sides.
            let mut lemmas: Vec<Span> = parts
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
                build_fst(lemmas.iter().map(span))
            });
            parts.append(others);
            let tables = parts.resolve(&loader, text, sense_range, &exc_ranges, lexnames_range);
            let fst = fst.join().expect("building the fst does not panic");
            Ok((parts, tables?, fst))
        })?;
        Ok(assemble(
            loader.dir,
            &text,
            parts,
            tables,
            sense_range.is_some(),
            fst,
        ))
    }
}

/// Lays the loader's records out as a [`WordNet`]'s columns, with the strings it keeps copied
/// into an arena of their own (the layout of a snapshot, see `snapshot.rs`).
fn assemble(
    dir: PathBuf,
    text: &str,
    parts: Parts,
    tables: Tables,
    has_sense_index: bool,
    fst: fst::Map<Cow<'static, [u8]>>,
) -> WordNet {
    let span = |s: Span| &text[s.start as usize..(s.start + s.len) as usize];
    let mut arena = String::new();
    // Appends strings to the arena, returning where each starts and where the last ends.
    fn strings<'t>(arena: &mut String, strings: impl Iterator<Item = &'t str>) -> Column<u32> {
        let mut starts = vec![arena.len() as u32];
        for s in strings {
            arena.push_str(s);
            starts.push(arena.len() as u32);
        }
        starts.into_iter().collect()
    }
    let lemma_texts = strings(&mut arena, tables.lemma_texts.iter().map(|&s| span(s)));
    let glosses = strings(&mut arena, parts.synsets.iter().map(|s| span(s.gloss)));
    // A word's spelling is its own when it differs from its lemma's (capitals, say).
    let bytes = |s: Span| &text.as_bytes()[s.start as usize..(s.start + s.len) as usize];
    let mut own_spelling = vec![0u64; parts.words.len().div_ceil(64)];
    let mut spellings = vec![arena.len() as u32];
    for (i, w) in parts.words.iter().enumerate() {
        let lemma = tables.lemma_texts[tables.senses[w.sense as usize].lemma as usize];
        if bytes(w.lemma) != bytes(lemma) {
            own_spelling[i / 64] |= 1 << (i % 64);
            arena.push_str(span(w.lemma));
            spellings.push(arena.len() as u32);
        }
    }
    let spellings: Column<u32> = spellings.into_iter().collect();
    // The exception lists and lexicographer file names: each distinct string once.
    let mut seen: rustc_hash::FxHashMap<&str, Span> = Default::default();
    let mut misc = |arena: &mut String, s: Span| -> Span {
        let string = span(s);
        *seen.entry(string).or_insert_with(|| {
            let at = Span {
                start: arena.len() as u32,
                len: s.len,
            };
            arena.push_str(string);
            at
        })
    };
    let exceptions = tables.exceptions.map(|list| {
        list.map(|list| {
            list.into_iter()
                .map(|(a, b)| (misc(&mut arena, a), misc(&mut arena, b)))
                .collect()
        })
    });
    let lexnames = tables
        .lexnames
        .map(|names| names.into_iter().map(|s| misc(&mut arena, s)).collect());

    // Sense keys are `lemma%suffix`: the distinct suffixes are kept once each, numbered in
    // order of first use.
    let mut suffix_text = String::new();
    let mut suffix_starts = vec![0u32];
    let mut suffix_ids: rustc_hash::FxHashMap<&str, u32> = Default::default();
    let sense_suffixes: Column<u32> = tables
        .senses
        .iter()
        .map(|sense| {
            let suffix = span(sense.suffix);
            *suffix_ids.entry(suffix).or_insert_with(|| {
                suffix_text.push_str(suffix);
                suffix_starts.push(suffix_text.len() as u32);
                suffix_starts.len() as u32 - 2
            })
        })
        .collect();
    let mut keys = Keys {
        text: tables.keys,
        starts: vec![0],
    };
    for sense in &tables.senses {
        keys.starts.push(sense.key.start + sense.key.len);
    }

    let synsets = &parts.synsets;
    let n = synsets.len();
    // Where each data file's synsets start: the first synset of that file or a later one.
    let mut file_starts = [n as u32; 5];
    for (i, s) in synsets.iter().enumerate().rev() {
        for start in &mut file_starts[..=s.pos.data_file().index()] {
            *start = i as u32;
        }
    }
    let starts = |start: fn(&SynsetRec) -> u32, count: fn(&SynsetRec) -> u32| {
        synsets
            .iter()
            .map(start)
            .chain(synsets.last().map(|s| start(s) + count(s)).or(Some(0)))
            .collect::<Column<u32>>()
    };
    let mut synset_sense_starts: Vec<u32> = synsets.iter().map(|s| s.senses_start).collect();
    synset_sense_starts.push(tables.synset_senses.len() as u32);
    let synset_senses = SynsetSenses {
        starts: synset_sense_starts,
        senses: tables.synset_senses,
    };

    let entries = &parts.entries;
    let lemma_entry =
        |l: usize| &entries[tables.lemma_entries[l] as usize..tables.lemma_entries[l + 1] as usize];
    let lemmas = 0..tables.lemma_texts.len();

    let store = Store::from_parts(StoreParts {
        synset_offsets: synsets.iter().map(|s| s.offset).collect(),
        file_starts,
        synset_pos: synsets
            .iter()
            .map(|s| Pos::ALL.iter().position(|&p| p == s.pos).unwrap_or(0) as u8)
            .collect(),
        synset_lex_files: synsets.iter().map(|s| s.lex_file).collect(),
        synset_words: starts(|s| s.words_start, |s| u32::from(s.word_count)),
        synset_pointers: starts(|s| s.pointers_start, |s| u32::from(s.pointer_count)),
        synset_frames: starts(|s| s.frames_start, |s| u32::from(s.frame_count)),
        glosses,
        synset_senses: OnceLock::from(synset_senses),
        word_senses: parts.words.iter().map(|w| w.sense).collect(),
        word_lex_ids: parts.words.iter().map(|w| w.lex_id).collect(),
        word_markers: parts.words.iter().map(|w| marker_code(w.marker)).collect(),
        own_spelling_ranks: own_spelling
            .iter()
            .scan(0, |rank, bits| {
                let before = *rank;
                *rank += bits.count_ones();
                Some(before)
            })
            .collect(),
        own_spelling: own_spelling.into_iter().collect(),
        spellings,
        senses: tables
            .senses
            .iter()
            .map(|s| SenseRec { synset: s.synset })
            .collect(),
        sense_lemmas: tables.senses.iter().map(|s| s.lemma).collect(),
        sense_tag_counts: tables.senses.iter().map(|s| s.tag_count).collect(),
        sense_numbers: tables.senses.iter().map(|s| s.number).collect(),
        sense_suffixes,
        suffix_text: Cow::Owned(suffix_text),
        suffixes: suffix_starts.into_iter().collect(),
        keys: OnceLock::from(keys),
        pointer_targets: parts.pointers.iter().map(|p| p.target.0).collect(),
        pointer_relations: parts.pointers.iter().map(|p| p.relation as u8).collect(),
        pointer_source_words: parts.pointers.iter().map(|p| p.source_word).collect(),
        pointer_target_words: parts.pointers.iter().map(|p| p.target_word).collect(),
        pointers: OnceLock::from(parts.pointers),
        frames: parts.frames,
        lemma_texts,
        lemma_senses: tables.lemma_senses.into_iter().collect(),
        lemma_files: lemmas
            .clone()
            .map(|l| {
                lemma_entry(l)
                    .iter()
                    .fold(0u8, |files, e| files | 1 << e.file.index())
            })
            .collect(),
        lemma_tagsense: lemmas
            .map(|l| {
                lemma_entry(l)
                    .iter()
                    .fold(0u32, |sum, e| sum.saturating_add(e.tagsense))
            })
            .collect(),
        fst: OnceLock::from(fst),
        exceptions,
        lexnames,
        has_sense_index,
        text: Cow::Owned(arena),
    });
    WordNet::from_store(dir, store)
}

impl Parts {
    /// Appends a part parsed on its own (other files), shifting its ids; pointer targets are
    /// resolved afterwards.
    fn append(&mut self, other: Parts) {
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
        self.raw_targets.extend(other.raw_targets);
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

    /// Resolves the merged parts into the rest of a WordNet: pointer targets, then the lemma
    /// and sense tables (filling in the senses of the words and synsets), the sense keys from
    /// `index.sense`, the exception lists and the lexicographer file names.
    fn resolve(
        &mut self,
        loader: &Loader,
        text: &str,
        sense_range: Option<(usize, usize)>,
        exc_ranges: &[Option<(usize, usize)>; 4],
        lexnames_range: Option<(usize, usize)>,
    ) -> Result<Tables> {
        too_large("synsets", self.synsets.len(), u32::MAX as usize - 1)?;
        too_large("words", self.words.len(), u32::MAX as usize - 1)?;
        self.resolve_pointers(loader)?;
        let (lemma_entries, lemma_texts) = self.build_lemmas(loader, text)?;
        let (mut senses, synset_senses, lemma_senses) =
            self.build_senses(loader, text, &lemma_entries, &lemma_texts)?;
        if let Some(range) = sense_range {
            parse_sense_index(
                loader,
                text,
                range,
                &lemma_texts,
                &lemma_senses,
                &mut senses,
            )?;
        }
        let mut exceptions: [Option<Vec<(Span, Span)>>; 4] = Default::default();
        for file in DataFile::ALL {
            if let Some(range) = exc_ranges[file.index()] {
                exceptions[file.index()] = Some(parse_exc(loader, text, file, range)?);
            }
        }
        let lexnames = match lexnames_range {
            Some(range) => Some(parse_lexnames(loader, text, range)?),
            None => None,
        };
        let mut keys = String::new();
        for sense in &mut senses {
            let key = &text[sense.key.start as usize..(sense.key.start + sense.key.len) as usize];
            sense.key.start = keys.len() as u32;
            keys.push_str(key);
        }
        Ok(Tables {
            lemma_entries,
            lemma_texts,
            lemma_senses,
            senses,
            synset_senses,
            keys,
            exceptions,
            lexnames,
        })
    }

    fn offset_to_id(&self, file: DataFile, offset: u32) -> Option<u32> {
        synset_id(&self.offsets, &self.file_base, file, offset)
    }

    fn parse_data(&mut self, text: &str, file: DataFile, source: &Source) -> Result<()> {
        let mut offsets = Vec::new();
        for mut c in source.cursors(text) {
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
            .filter(|p| p.data_file() == file)
            .ok_or_else(|| c.err("the synset type of this file", ss_type))?;
            let word_count = c.small(16, 255, "a word count (2 hex digits)")?;
            if word_count == 0 {
                return Err(c.err("a word count above 0", "00"));
            }
            let words_start = self.words.len() as u32;
            for _ in 0..word_count {
                let (mut lemma, lemma_at) = c.token("a word")?;
                let mut marker = None;
                if file == DataFile::Adj && lemma.ends_with(')') {
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
                    .data_file();
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
                self.raw_targets.push((tfile, target, c.line as u32));
                self.pointers.push(Pointer {
                    target: SynsetId(u32::MAX),
                    relation,
                    source_word,
                    target_word,
                });
            }
            let frames_start = self.frames.len() as u32;
            let mut frame_count = 0;
            if file == DataFile::Verb {
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
        self.offsets[file.index()] = offsets;
        Ok(())
    }

    fn resolve_pointers(&mut self, loader: &Loader) -> Result<()> {
        let raw = std::mem::take(&mut self.raw_targets);
        let mut s = 0;
        for (i, &(tfile, offset, line)) in raw.iter().enumerate() {
            while (self.synsets[s].pointers_start + u32::from(self.synsets[s].pointer_count))
                as usize
                <= i
            {
                s += 1;
            }
            let Some(target) = self.offset_to_id(tfile, offset) else {
                return Err(Error::Parse {
                    path: loader.path(&format!("data.{}", self.synsets[s].pos.file_name())),
                    line: line as usize,
                    expected: "a pointer to the offset of a synset",
                    found: format!("{offset:08} {}", tfile.pos().code()),
                });
            };
            let p = &mut self.pointers[i];
            if p.target_word != 0 && p.target_word > self.synsets[target as usize].word_count {
                return Err(Error::Parse {
                    path: loader.path(&format!("data.{}", self.synsets[s].pos.file_name())),
                    line: line as usize,
                    expected: "a target word number within the target synset",
                    found: format!("{:02x}", p.target_word),
                });
            }
            p.target = SynsetId(target);
        }
        Ok(())
    }

    fn parse_index(&mut self, text: &str, file: DataFile, source: &Source) -> Result<()> {
        for mut c in source.cursors(text) {
            let (lemma, lemma_at) = c.token("a lemma")?;
            let (pos, _) = c.token("a part of speech")?;
            if pos.len() != 1
                || Pos::from_code(pos.as_bytes()[0] as char).map(Pos::data_file) != Some(file)
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
                let id = self.offset_to_id(file, offset).ok_or_else(|| {
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
                line: c.line as u32,
                tagsense,
                file,
            });
        }
        Ok(())
    }

    /// Sorts the index entries by lemma, then part of speech; returns where each lemma's
    /// entries start (and where the last ends) and each lemma's spelling.
    fn build_lemmas(&mut self, loader: &Loader, text: &str) -> Result<(Vec<u32>, Vec<Span>)> {
        let span = |s: Span| &text[s.start as usize..(s.start + s.len) as usize];
        // Each index file is sorted already: the stable sort merges the four runs.
        self.entries
            .sort_by(|a, b| span(a.lemma).cmp(span(b.lemma)).then(a.file.cmp(&b.file)));
        let mut lemma_entries = Vec::new();
        let mut lemma_texts = Vec::new();
        let mut prev: Option<&IndexEntry> = None;
        for (i, e) in self.entries.iter().enumerate() {
            let lemma = span(e.lemma);
            match prev {
                Some(p) if span(p.lemma) == lemma => {
                    if p.file == e.file {
                        return Err(Error::Parse {
                            path: loader.path(&format!("index.{}", e.file.name())),
                            line: e.line as usize,
                            expected: "one line per lemma",
                            found: lemma.to_string(),
                        });
                    }
                }
                _ => {
                    lemma_entries.push(i as u32);
                    lemma_texts.push(e.lemma);
                }
            }
            prev = Some(e);
        }
        lemma_entries.push(self.entries.len() as u32);
        Ok((lemma_entries, lemma_texts))
    }

    /// Numbers the senses and matches them to words; returns the sense records, the senses of
    /// each synset (its `senses_start` and `sense_count`, filled in here, point into them) and
    /// where each lemma's senses start (and where the last ends).
    fn build_senses(
        &mut self,
        loader: &Loader,
        text: &str,
        lemma_entries: &[u32],
        lemma_texts: &[Span],
    ) -> Result<(Vec<SenseWork>, Vec<u32>, Vec<u32>)> {
        let span = |s: Span| &text[s.start as usize..(s.start + s.len) as usize];
        // Senses: one per (lemma, synset) pair of the index, numbered in lemma order then index
        // order, so that a lemma's senses are a range. First pass, in that order: every sense,
        // its synset and the hash of its lemma.
        let total = self.entry_synsets.len();
        let mut hashes = Vec::with_capacity(total);
        let mut synset_start = vec![0u32; self.synsets.len() + 1];
        let mut senses = Vec::with_capacity(total);
        let mut lemma_senses = Vec::with_capacity(lemma_entries.len());
        for l in 0..lemma_entries.len() - 1 {
            lemma_senses.push(senses.len() as u32);
            for e in &self.entries[lemma_entries[l] as usize..lemma_entries[l + 1] as usize] {
                let synsets = &self.entry_synsets
                    [e.synsets_start as usize..(e.synsets_start + e.synsets_len) as usize];
                for (n, &s) in synsets.iter().enumerate() {
                    synset_start[s as usize + 1] += 1;
                    hashes.push(e.hash);
                    senses.push(SenseWork {
                        synset: s,
                        offset: 0,
                        file: DataFile::Noun,
                        lemma: l as u32,
                        word: u32::MAX,
                        key: Span::default(),
                        suffix: Span::default(),
                        tag_count: 0,
                        number: (n + 1).min(u16::MAX as usize) as u16,
                    });
                }
            }
        }
        lemma_senses.push(senses.len() as u32);
        for i in 0..self.synsets.len() {
            synset_start[i + 1] += synset_start[i];
        }
        // Second pass, in synset order (the order of the data files, so words are read
        // sequentially): the senses of each synset, matched to its words by the hash of the
        // lowercase spelling (64 bits; two spellings of one synset never collide in practice).
        let mut fill = synset_start.clone();
        let mut by_synset = vec![0u32; total];
        for (k, sense) in senses.iter().enumerate() {
            let at = &mut fill[sense.synset as usize];
            by_synset[*at as usize] = k as u32;
            *at += 1;
        }
        drop(fill);
        let mut synset_senses = Vec::with_capacity(total);
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
                    let sense = &senses[k as usize];
                    let lemma = span(lemma_texts[sense.lemma as usize]);
                    let line = self.entries[lemma_entries[sense.lemma as usize] as usize
                        ..lemma_entries[sense.lemma as usize + 1] as usize]
                        .iter()
                        .find(|e| e.file == rec.pos.data_file())
                        .map_or(0, |e| e.line as usize);
                    return Err(Error::Parse {
                        path: loader.path(&format!("index.{}", rec.pos.file_name())),
                        line,
                        expected: "a lemma that each of its synsets lists among its words",
                        found: format!("{lemma} (synset {:08})", rec.offset),
                    });
                };
                let sense = &mut senses[k as usize];
                sense.word = word;
                sense.offset = rec.offset;
                sense.file = rec.pos.data_file();
            }
            // The senses of the synset, in the order of its words.
            let start = synset_senses.len();
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
                if !synset_senses[start..].contains(&sense) {
                    synset_senses.push(sense);
                }
            }
            let rec = &mut self.synsets[s];
            rec.senses_start = start as u32;
            rec.sense_count = (synset_senses.len() - start) as u8;
        }
        Ok((senses, synset_senses, lemma_senses))
    }
}

/// Reads `index.sense` into the sense records: the key, tag count and sense number of each.
fn parse_sense_index(
    loader: &Loader,
    text: &str,
    (start, end): (usize, usize),
    lemma_texts: &[Span],
    lemma_senses: &[u32],
    senses: &mut [SenseWork],
) -> Result<()> {
    let path = loader.path("index.sense");
    let span = |s: Span| &text[s.start as usize..(s.start + s.len) as usize];
    let mut cursor = 0;
    for mut c in cursors(&text[..end], start, &path) {
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
        let texts = lemma_texts;
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
        let file = pos.data_file();
        let Some(sense) = (lemma_senses[lemma_id]..lemma_senses[lemma_id + 1]).find(|&s| {
            let sense = &senses[s as usize];
            sense.offset == offset && sense.file == file
        }) else {
            return Err(c.err(
                "a sense key and offset of a synset whose words include the lemma",
                &format!("{key} {offset:08}"),
            ));
        };
        let sense = &mut senses[sense as usize];
        sense.key = Span {
            start: key_at,
            len: key.len() as u32,
        };
        sense.suffix = Span {
            start: key_at + lemma.len() as u32 + 1,
            len: (rest.len()) as u32,
        };
        sense.tag_count = tag_count;
        sense.number = number.min(u32::from(u16::MAX)) as u16;
    }
    Ok(())
}

/// Reads an exception list, sorted by inflected form with repeats dropped.
fn parse_exc(
    loader: &Loader,
    text: &str,
    file: DataFile,
    (start, end): (usize, usize),
) -> Result<Vec<(Span, Span)>> {
    let path = loader.path(file.exc_name());
    let mut out = Vec::new();
    for mut c in cursors(&text[..end], start, &path) {
        let (word, word_at) = c.token("an inflected form")?;
        let (bases, bases_at) = c.rest();
        if bases.is_empty() {
            return Err(c.err("an inflected form followed by its base forms", c.text));
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

/// Reads `lexnames`: the name of each lexicographer file, by number.
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
