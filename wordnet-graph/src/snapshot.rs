//! The snapshot format: a loaded [`WordNet`] as one compact, versioned, checksummed byte string.
//!
//! WordNet 3.1 ships inside this crate in this form ([`WordNet::bundled`]), so a program needs
//! no file at run time. The format is private to this crate and may change between versions
//! (the version number says which); `docs/WORDNET.md` describes it.
//!
//! # Layout
//!
//! A 32-byte header (all integers little-endian):
//!
//! | bytes | field |
//! |---|---|
//! | 0..8 | magic `WGWNSNAP` |
//! | 8..12 | format version ([`VERSION`]) |
//! | 12..16 | flags: bit 0 `index.sense` was read, bits 1-4 an exception list per data file, bit 5 `lexnames` |
//! | 16..24 | payload length in bytes |
//! | 24..32 | checksum of the payload ([`checksum`]) |
//!
//! then the payload: one string arena (every lemma, gloss, sense key, exception and lexicographer
//! file name, each distinct string once) followed by the record tables, column by column. A
//! column is a `u32` count and that many fixed-width little-endian values; columns of increasing
//! values (arena positions, ids in order) are stored as differences from the value before, which
//! the package's compression shrinks to almost nothing. Values that the loader derives (the
//! start of each synset's words, pointers, frames and senses; the per-file offset tables; the
//! spelling hashes) are recomputed on load instead of stored. The lemma index is stored as the
//! bytes of its fst map.
//!
//! # Validation
//!
//! [`decode`] checks the header and the checksum, then every column's length and every stored
//! index and arena position against what it points into, so a snapshot that decodes is one no
//! view of [`WordNet`] can panic on. Damage is an [`Error::Snapshot`] naming what is wrong and
//! where.

use std::{borrow::Cow, collections::HashMap, path::PathBuf};

use crate::{
    AdjMarker, Error, Frame, Pointer, Pos, Relation, Result, SynsetId,
    types::DataFile,
    wordnet::{IndexEntry, SenseRec, Span, SynsetRec, WordNet, WordRec},
};

/// The first eight bytes of every snapshot.
pub(crate) const MAGIC: &[u8; 8] = b"WGWNSNAP";
/// The format version this crate writes and reads.
pub const VERSION: u32 = 1;
const HEADER_LEN: usize = 32;

const FLAG_SENSE_INDEX: u32 = 1;
const FLAG_EXCEPTIONS: u32 = 1 << 1; // four bits, one per data file
const FLAG_LEXNAMES: u32 = 1 << 5;
const KNOWN_FLAGS: u32 = (1 << 6) - 1;

/// What is wrong with a snapshot that [`WordNet::from_snapshot`] refuses.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SnapshotProblem {
    /// The bytes do not start with the snapshot magic.
    #[error("not a WordNet snapshot (no WGWNSNAP magic)")]
    NotASnapshot,
    /// A snapshot of another format version.
    #[error("format version {found}, but this crate reads version {supported}")]
    Version {
        /// The version in the header.
        found: u32,
        /// The version this crate reads.
        supported: u32,
    },
    /// Flags this version does not know.
    #[error("unknown flags {flags:#x}")]
    Flags {
        /// The flags in the header.
        flags: u32,
    },
    /// The bytes end before the header or the payload says they do.
    #[error("truncated: {needed} bytes needed, {available} present")]
    Truncated {
        /// Bytes the header or a column needs.
        needed: u64,
        /// Bytes there are.
        available: u64,
    },
    /// Bytes after the payload.
    #[error("{extra} bytes after the end of the payload")]
    TrailingBytes {
        /// How many.
        extra: u64,
    },
    /// The payload's checksum is not the one in the header.
    #[error(
        "checksum mismatch: the header says {stored:#018x}, the payload gives {computed:#018x}"
    )]
    Checksum {
        /// The checksum in the header.
        stored: u64,
        /// The checksum of the payload as read.
        computed: u64,
    },
    /// Two columns of one table have different lengths.
    #[error("table {table}: column {column} has {found} values, the table has {expected} rows")]
    ColumnLength {
        /// The table.
        table: &'static str,
        /// The column.
        column: &'static str,
        /// Its length.
        found: u64,
        /// The length of the table's first column.
        expected: u64,
    },
    /// A stored value is out of the range of what it refers to.
    #[error("{what} {value} is out of range (must be below {limit})")]
    OutOfRange {
        /// What the value is, for example "pointer target synset".
        what: &'static str,
        /// The value.
        value: u64,
        /// The first value that is too large.
        limit: u64,
    },
    /// A table's running totals do not add up to the length of what they index.
    #[error("{what}: the counts add up to {sum}, but there are {len}")]
    Total {
        /// Which counts.
        what: &'static str,
        /// Their sum.
        sum: u64,
        /// The length of the indexed table.
        len: u64,
    },
    /// The string arena is not UTF-8, or a string does not start and end on a character.
    #[error("the string arena is not valid UTF-8 at {what}")]
    Text {
        /// Which string.
        what: &'static str,
    },
    /// The lemma index is not a valid fst map.
    #[error("the lemma index is not a valid fst map: {reason}")]
    LemmaIndex {
        /// fst's reason.
        reason: String,
    },
}

/// The checksum of the payload: four lanes of 64-bit multiply-rotate over little-endian words,
/// folded together with the length. Every single changed byte changes it (each step is a
/// bijection of the lane it touches); it is a guard against damage, not against forgery.
pub fn checksum(bytes: &[u8]) -> u64 {
    const K: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut lanes: [u64; 4] = [
        0x243f_6a88_85a3_08d3,
        0x1319_8a2e_0370_7344,
        0xa409_3822_299f_31d0,
        0x082e_fa98_ec4e_6c89,
    ];
    let mut chunks = bytes.chunks_exact(32);
    for chunk in &mut chunks {
        for (lane, word) in lanes.iter_mut().zip(chunk.chunks_exact(8)) {
            let w = u64::from_le_bytes(word.try_into().expect("eight bytes"));
            *lane = (*lane ^ w).wrapping_mul(K).rotate_left(29);
        }
    }
    for &b in chunks.remainder() {
        lanes[0] = (lanes[0] ^ u64::from(b)).wrapping_mul(K).rotate_left(29);
    }
    let mut h = bytes.len() as u64;
    for lane in lanes {
        h = (h ^ lane).wrapping_mul(K).rotate_left(31);
    }
    h ^= h >> 33;
    h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
    h ^ (h >> 33)
}

// ----- writing -----

struct Writer {
    buf: Vec<u8>,
}

impl Writer {
    fn count(&mut self, n: usize) {
        let n = u32::try_from(n).expect("WordNet tables have fewer than 2^32 rows");
        self.buf.extend_from_slice(&n.to_le_bytes());
    }
    fn u8s(&mut self, values: impl ExactSizeIterator<Item = u8>) {
        self.count(values.len());
        self.buf.extend(values);
    }
    fn u16s(&mut self, values: impl ExactSizeIterator<Item = u16>) {
        self.count(values.len());
        for v in values {
            self.buf.extend_from_slice(&v.to_le_bytes());
        }
    }
    fn u32s(&mut self, values: impl ExactSizeIterator<Item = u32>) {
        self.count(values.len());
        for v in values {
            self.buf.extend_from_slice(&v.to_le_bytes());
        }
    }
    /// Differences from the value before (the first from 0), wrapping.
    fn deltas(&mut self, values: impl ExactSizeIterator<Item = u32>) {
        let mut prev = 0u32;
        self.u32s(values.map(|v| {
            let d = v.wrapping_sub(prev);
            prev = v;
            d
        }));
    }
    fn bytes(&mut self, bytes: &[u8]) {
        self.buf
            .extend_from_slice(&(bytes.len() as u64).to_le_bytes());
        self.buf.extend_from_slice(bytes);
    }
    fn spans(&mut self, spans: &[Span]) {
        self.deltas(spans.iter().map(|s| s.start));
        self.u32s(spans.iter().map(|s| s.len));
    }
}

fn marker_code(m: Option<AdjMarker>) -> u8 {
    match m {
        None => 0,
        Some(AdjMarker::Predicate) => 1,
        Some(AdjMarker::Attributive) => 2,
        Some(AdjMarker::Postnominal) => 3,
    }
}

fn pos_code(p: Pos) -> u8 {
    Pos::ALL
        .iter()
        .position(|&x| x == p)
        .expect("every part of speech is in Pos::ALL") as u8
}

fn relation_code(r: Relation) -> u8 {
    Relation::ALL
        .iter()
        .position(|&x| x == r)
        .expect("every relation is in Relation::ALL") as u8
}

/// Encodes `wn` as a snapshot. The same WordNet always gives the same bytes.
///
/// # Panics
/// If `wn` breaks an invariant of the loader that the format relies on (records in the order of
/// their words, one sense per word, sense keys that start with their lemma), which no loaded
/// WordNet does; the regeneration test would show it.
pub(crate) fn encode(wn: &WordNet) -> Vec<u8> {
    let span = |s: Span| &wn.text[s.start as usize..(s.start + s.len) as usize];
    let lemma_text = |l: u32| span(wn.lemma_texts[l as usize]);

    // The string arena: lemma texts, glosses, the word spellings that differ from their
    // lemma's text, then the exception lists and lexicographer file names (each distinct
    // string once).
    let mut text = String::new();
    for &s in &wn.lemma_texts {
        text.push_str(span(s));
    }
    for syn in &wn.synsets {
        text.push_str(span(syn.gloss));
    }
    let mut own_spelling = Vec::with_capacity(wn.words.len());
    let mut spelling_lens = Vec::new();
    for word in &wn.words {
        let spelling = span(word.lemma);
        let same = spelling == lemma_text(wn.senses[word.sense as usize].lemma);
        own_spelling.push(u8::from(!same));
        if !same {
            text.push_str(spelling);
            spelling_lens.push(word.lemma.len);
        }
    }
    let mut seen: HashMap<&str, Span> = HashMap::new();
    let mut misc = |text: &mut String, s: Span| -> Span {
        let string = span(s);
        *seen.entry(string).or_insert_with(|| {
            let at = Span {
                start: text.len() as u32,
                len: s.len,
            };
            text.push_str(string);
            at
        })
    };
    let exceptions: Vec<Option<Vec<(Span, Span)>>> = wn
        .exceptions
        .iter()
        .map(|exc| {
            exc.as_ref().map(|list| {
                list.iter()
                    .map(|&(a, b)| (misc(&mut text, a), misc(&mut text, b)))
                    .collect()
            })
        })
        .collect();
    let lexnames: Option<Vec<Span>> = wn
        .lexnames
        .as_ref()
        .map(|names| names.iter().map(|&s| misc(&mut text, s)).collect());

    // Sense keys are `lemma%suffix`: the distinct suffixes are stored once each.
    let mut suffixes = String::new();
    let mut suffix_lens: Vec<u32> = Vec::new();
    let mut suffix_ids: HashMap<&str, u32> = HashMap::new();
    let mut sense_suffix = Vec::with_capacity(wn.senses.len());
    for sense in &wn.senses {
        let suffix = if wn.has_sense_index {
            let key =
                &wn.keys[sense.key.start as usize..(sense.key.start + sense.key.len) as usize];
            key.strip_prefix(lemma_text(sense.lemma))
                .and_then(|rest| rest.strip_prefix('%'))
                .expect("a sense key starts with its lemma and %")
        } else {
            ""
        };
        let id = *suffix_ids.entry(suffix).or_insert_with(|| {
            suffixes.push_str(suffix);
            suffix_lens.push(suffix.len() as u32);
            suffix_lens.len() as u32 - 1
        });
        sense_suffix.push(id);
    }

    let mut w = Writer { buf: Vec::new() };
    w.bytes(text.as_bytes());
    w.bytes(suffixes.as_bytes());
    w.u32s(suffix_lens.into_iter());

    // Synsets: the starts of words, pointers, frames and senses are running totals, and a
    // synset's senses are its words' senses, each once, in word order.
    let (mut words, mut pointers, mut frames, mut senses) = (0u32, 0u32, 0u32, 0u32);
    for s in &wn.synsets {
        assert!(
            (
                s.words_start,
                s.pointers_start,
                s.frames_start,
                s.senses_start
            ) == (words, pointers, frames, senses),
            "synset records are in the order of their words, pointers, frames and senses"
        );
        let mut own: Vec<u32> = Vec::new();
        for w in
            &wn.words[s.words_start as usize..(s.words_start + u32::from(s.word_count)) as usize]
        {
            if !own.contains(&w.sense) {
                own.push(w.sense);
            }
        }
        assert_eq!(
            wn.synset_senses[senses as usize..(senses + u32::from(s.sense_count)) as usize],
            own[..],
            "a synset's senses are its words' senses in word order"
        );
        words += u32::from(s.word_count);
        pointers += u32::from(s.pointer_count);
        frames += u32::from(s.frame_count);
        senses += u32::from(s.sense_count);
    }
    let ss = &wn.synsets;
    w.deltas(ss.iter().map(|s| s.offset));
    w.u8s(ss.iter().map(|s| pos_code(s.pos)));
    w.u8s(ss.iter().map(|s| s.lex_file));
    w.u8s(ss.iter().map(|s| s.word_count));
    w.u16s(ss.iter().map(|s| s.pointer_count));
    w.u8s(ss.iter().map(|s| s.frame_count));
    w.u32s(ss.iter().map(|s| s.gloss.len));

    // Senses: the word of a sense is the first word that has it, and its synset that word's.
    let mut first_word = vec![u32::MAX; wn.senses.len()];
    for (w, word) in wn.words.iter().enumerate().rev() {
        first_word[word.sense as usize] = w as u32;
    }
    for (sense, first) in wn.senses.iter().zip(first_word) {
        assert_eq!(
            sense.word, first,
            "a sense's word is the first word with it"
        );
    }
    let se = &wn.senses;
    w.u32s(se.iter().map(|x| x.lemma));
    w.u32s(sense_suffix.into_iter());
    w.u32s(se.iter().map(|x| x.tag_count));
    w.u16s(se.iter().map(|x| x.number));

    let ws = &wn.words;
    w.u32s(ws.iter().map(|x| x.sense));
    w.u8s(own_spelling.into_iter());
    w.u32s(spelling_lens.into_iter());
    w.u8s(ws.iter().map(|x| x.lex_id));
    w.u8s(ws.iter().map(|x| marker_code(x.marker)));

    let ps = &wn.pointers;
    w.u32s(ps.iter().map(|p| p.target.0));
    w.u8s(ps.iter().map(|p| relation_code(p.relation)));
    w.u8s(ps.iter().map(|p| p.source_word));
    w.u8s(ps.iter().map(|p| p.target_word));

    w.u8s(wn.frames.iter().map(|f| f.number));
    w.u8s(wn.frames.iter().map(|f| f.word));

    // Lemmas and their index entries: an entry's spelling is its lemma's, and its synsets are
    // stored in entry order so that where they start is a running total.
    w.u32s(wn.lemma_texts.iter().map(|s| s.len));
    w.deltas(wn.lemma_entries.iter().copied());
    w.deltas(wn.lemma_senses.iter().copied());
    for l in 0..wn.lemma_texts.len() {
        for e in &wn.entries[wn.lemma_entries[l] as usize..wn.lemma_entries[l + 1] as usize] {
            assert_eq!(
                span(e.lemma),
                lemma_text(l as u32),
                "an entry has its lemma's spelling"
            );
        }
    }
    let es = &wn.entries;
    let entry_synsets: Vec<u32> = es
        .iter()
        .flat_map(|e| {
            let start = e.synsets_start as usize;
            wn.entry_synsets[start..start + e.synsets_len as usize]
                .iter()
                .copied()
        })
        .collect();
    w.u32s(es.iter().map(|e| e.synsets_len));
    w.u32s(es.iter().map(|e| e.tagsense));
    w.u8s(es.iter().map(|e| e.file.index() as u8));
    w.u32s(entry_synsets.into_iter());

    let mut flags = 0;
    if wn.has_sense_index {
        flags |= FLAG_SENSE_INDEX;
    }
    for file in DataFile::ALL {
        if let Some(list) = &exceptions[file.index()] {
            flags |= FLAG_EXCEPTIONS << file.index();
            let (forms, bases): (Vec<Span>, Vec<Span>) = list.iter().copied().unzip();
            w.spans(&forms);
            w.spans(&bases);
        }
    }
    if let Some(names) = &lexnames {
        flags |= FLAG_LEXNAMES;
        w.spans(names);
    }

    let payload = w.buf;
    let mut out = Vec::with_capacity(HEADER_LEN + payload.len());
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&VERSION.to_le_bytes());
    out.extend_from_slice(&flags.to_le_bytes());
    out.extend_from_slice(&(payload.len() as u64).to_le_bytes());
    out.extend_from_slice(&checksum(&payload).to_le_bytes());
    out.extend_from_slice(&payload);
    out
}

// ----- reading -----

struct Reader<'a> {
    bytes: &'a [u8],
    pos: usize,
}

fn problem(offset: usize, problem: SnapshotProblem) -> Error {
    Error::Snapshot { offset, problem }
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: u64) -> Result<&'a [u8]> {
        let available = (self.bytes.len() - self.pos) as u64;
        if n > available {
            return Err(problem(
                self.pos + HEADER_LEN,
                SnapshotProblem::Truncated {
                    needed: n,
                    available,
                },
            ));
        }
        let n = n as usize;
        let out = &self.bytes[self.pos..self.pos + n];
        self.pos += n;
        Ok(out)
    }
    fn column(&mut self, width: u64) -> Result<&'a [u8]> {
        let n = u32::from_le_bytes(self.take(4)?.try_into().expect("four bytes"));
        self.take(u64::from(n) * width)
    }
    fn u8s(&mut self) -> Result<&'a [u8]> {
        self.column(1)
    }
    fn u16s(&mut self) -> Result<Vec<u16>> {
        Ok(self
            .column(2)?
            .chunks_exact(2)
            .map(|c| u16::from_le_bytes([c[0], c[1]]))
            .collect())
    }
    fn u32s(&mut self) -> Result<Vec<u32>> {
        Ok(self
            .column(4)?
            .chunks_exact(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect())
    }
    fn deltas(&mut self) -> Result<Vec<u32>> {
        let mut prev = 0u32;
        Ok(self
            .column(4)?
            .chunks_exact(4)
            .map(|c| {
                prev = prev.wrapping_add(u32::from_le_bytes([c[0], c[1], c[2], c[3]]));
                prev
            })
            .collect())
    }
    fn bytes(&mut self) -> Result<&'a [u8]> {
        let n = u64::from_le_bytes(self.take(8)?.try_into().expect("eight bytes"));
        self.take(n)
    }
    fn spans(&mut self, table: &'static str, text: &str) -> Result<Vec<Span>> {
        let at = self.pos + HEADER_LEN;
        let starts = self.deltas()?;
        let lens = self.u32s()?;
        same_len(at, table, "lengths", lens.len(), starts.len())?;
        starts
            .into_iter()
            .zip(lens)
            .map(|(start, len)| {
                let end = u64::from(start) + u64::from(len);
                if end > text.len() as u64 {
                    return Err(problem(
                        at,
                        SnapshotProblem::OutOfRange {
                            what: "string end",
                            value: end,
                            limit: text.len() as u64 + 1,
                        },
                    ));
                }
                if !text.is_char_boundary(start as usize) || !text.is_char_boundary(end as usize) {
                    return Err(problem(at, SnapshotProblem::Text { what: table }));
                }
                Ok(Span { start, len })
            })
            .collect()
    }
}

fn same_len(
    at: usize,
    table: &'static str,
    column: &'static str,
    found: usize,
    expected: usize,
) -> Result<()> {
    if found == expected {
        Ok(())
    } else {
        Err(problem(
            at,
            SnapshotProblem::ColumnLength {
                table,
                column,
                found: found as u64,
                expected: expected as u64,
            },
        ))
    }
}

fn below(at: usize, what: &'static str, value: u64, limit: usize) -> Result<()> {
    if value < limit as u64 {
        Ok(())
    } else {
        Err(problem(
            at,
            SnapshotProblem::OutOfRange {
                what,
                value,
                limit: limit as u64,
            },
        ))
    }
}

fn total(at: usize, what: &'static str, sum: u64, len: usize) -> Result<()> {
    if sum == len as u64 {
        Ok(())
    } else {
        Err(problem(
            at,
            SnapshotProblem::Total {
                what,
                sum,
                len: len as u64,
            },
        ))
    }
}

/// Checks that `starts` is a list of `rows + 1` boundaries from 0 to `end`, never decreasing.
fn boundaries(
    at: usize,
    what: &'static str,
    starts: &[u32],
    rows: usize,
    end: usize,
) -> Result<()> {
    same_len(at, what, "boundaries", starts.len(), rows + 1)?;
    if starts[0] != 0 || starts.windows(2).any(|w| w[0] > w[1]) {
        return Err(problem(
            at,
            SnapshotProblem::OutOfRange {
                what,
                value: u64::from(starts[0]),
                limit: 1,
            },
        ));
    }
    total(at, what, u64::from(starts[rows]), end)
}

/// Decodes and validates a snapshot; `text_of` turns the arena into the [`WordNet`]'s text (a
/// borrow for the bundled snapshot, a copy otherwise).
pub(crate) fn decode<'a>(
    bytes: &'a [u8],
    text_of: impl FnOnce(&'a str) -> Cow<'static, str>,
) -> Result<WordNet> {
    if bytes.len() < HEADER_LEN {
        if !bytes.is_empty() && !MAGIC.starts_with(&bytes[..bytes.len().min(8)]) {
            return Err(problem(0, SnapshotProblem::NotASnapshot));
        }
        return Err(problem(
            0,
            SnapshotProblem::Truncated {
                needed: HEADER_LEN as u64,
                available: bytes.len() as u64,
            },
        ));
    }
    if &bytes[..8] != MAGIC {
        return Err(problem(0, SnapshotProblem::NotASnapshot));
    }
    let word = |r: std::ops::Range<usize>| u64::from_le_bytes(bytes[r].try_into().expect("8"));
    let version = u32::from_le_bytes(bytes[8..12].try_into().expect("4"));
    if version != VERSION {
        return Err(problem(
            8,
            SnapshotProblem::Version {
                found: version,
                supported: VERSION,
            },
        ));
    }
    let flags = u32::from_le_bytes(bytes[12..16].try_into().expect("4"));
    if flags & !KNOWN_FLAGS != 0 {
        return Err(problem(12, SnapshotProblem::Flags { flags }));
    }
    let len = word(16..24);
    let available = (bytes.len() - HEADER_LEN) as u64;
    if len > available {
        return Err(problem(
            16,
            SnapshotProblem::Truncated {
                needed: len,
                available,
            },
        ));
    }
    if len < available {
        return Err(problem(
            HEADER_LEN + len as usize,
            SnapshotProblem::TrailingBytes {
                extra: available - len,
            },
        ));
    }
    let payload = &bytes[HEADER_LEN..];
    let stored = word(24..32);
    let computed = checksum(payload);
    if stored != computed {
        return Err(problem(24, SnapshotProblem::Checksum { stored, computed }));
    }
    decode_payload(payload, flags, text_of)
}

/// Consecutive strings of the arena from `start`, one per length; checks each is in the
/// arena and starts and ends on a character. Returns the spans and where the next one starts.
fn consecutive(
    at: usize,
    what: &'static str,
    text: &str,
    start: u32,
    lens: &[u32],
) -> Result<(Vec<Span>, u32)> {
    let mut pos = u64::from(start);
    let mut out = Vec::with_capacity(lens.len());
    for &len in lens {
        let end = pos + u64::from(len);
        if end > text.len() as u64 {
            return Err(problem(
                at,
                SnapshotProblem::OutOfRange {
                    what,
                    value: end,
                    limit: text.len() as u64 + 1,
                },
            ));
        }
        if !text.is_char_boundary(end as usize) {
            return Err(problem(at, SnapshotProblem::Text { what }));
        }
        out.push(Span {
            start: pos as u32,
            len,
        });
        pos = end;
    }
    Ok((out, pos as u32))
}

fn decode_payload<'a>(
    payload: &'a [u8],
    flags: u32,
    text_of: impl FnOnce(&'a str) -> Cow<'static, str>,
) -> Result<WordNet> {
    let mut r = Reader {
        bytes: payload,
        pos: 0,
    };
    let at = |r: &Reader<'_>| r.pos + HEADER_LEN;
    let text_at = at(&r);
    let text = std::str::from_utf8(r.bytes()?)
        .map_err(|_| problem(text_at, SnapshotProblem::Text { what: "the arena" }))?;
    let suffixes_at = at(&r);
    let suffixes = std::str::from_utf8(r.bytes()?).map_err(|_| {
        problem(
            suffixes_at,
            SnapshotProblem::Text {
                what: "the sense key suffixes",
            },
        )
    })?;
    let suffix_lens = r.u32s()?;
    let (suffix_spans, _) =
        consecutive(suffixes_at, "sense key suffix", suffixes, 0, &suffix_lens)?;

    // Synsets.
    let synsets_at = at(&r);
    let offsets = r.deltas()?;
    let n = offsets.len();
    let pos = r.u8s()?;
    let lex_file = r.u8s()?;
    let word_count = r.u8s()?;
    let pointer_count = r.u16s()?;
    let frame_count = r.u8s()?;
    let gloss_lens = r.u32s()?;
    for (column, len) in [
        ("pos", pos.len()),
        ("lex_file", lex_file.len()),
        ("word_count", word_count.len()),
        ("pointer_count", pointer_count.len()),
        ("frame_count", frame_count.len()),
        ("gloss", gloss_lens.len()),
    ] {
        same_len(synsets_at, "synsets", column, len, n)?;
    }

    // Senses (their words and synsets come from the words below).
    let senses_at = at(&r);
    let sense_lemmas = r.u32s()?;
    let sense_suffixes = r.u32s()?;
    let tag_counts = r.u32s()?;
    let numbers = r.u16s()?;
    let ns = sense_lemmas.len();
    for (column, len) in [
        ("suffix", sense_suffixes.len()),
        ("tag_count", tag_counts.len()),
        ("number", numbers.len()),
    ] {
        same_len(senses_at, "senses", column, len, ns)?;
    }

    // Words.
    let words_at = at(&r);
    let word_senses = r.u32s()?;
    let own_spelling = r.u8s()?;
    let spelling_lens = r.u32s()?;
    let lex_ids = r.u8s()?;
    let markers = r.u8s()?;
    let nw = word_senses.len();
    for (column, len) in [
        ("own_spelling", own_spelling.len()),
        ("lex_id", lex_ids.len()),
        ("marker", markers.len()),
    ] {
        same_len(words_at, "words", column, len, nw)?;
    }

    // Pointers and frames.
    let pointers_at = at(&r);
    let targets = r.u32s()?;
    let relations = r.u8s()?;
    let source_words = r.u8s()?;
    let target_words = r.u8s()?;
    let np = targets.len();
    for (column, len) in [
        ("relation", relations.len()),
        ("source_word", source_words.len()),
        ("target_word", target_words.len()),
    ] {
        same_len(pointers_at, "pointers", column, len, np)?;
    }
    let frames_at = at(&r);
    let frame_numbers = r.u8s()?;
    let frame_words = r.u8s()?;
    same_len(
        frames_at,
        "frames",
        "word",
        frame_words.len(),
        frame_numbers.len(),
    )?;

    // Lemmas and index entries.
    let lemmas_at = at(&r);
    let lemma_lens = r.u32s()?;
    let lemma_entries = r.deltas()?;
    let lemma_senses = r.deltas()?;
    let nl = lemma_lens.len();
    let entries_at = at(&r);
    let synsets_len = r.u32s()?;
    let tagsense = r.u32s()?;
    let files = r.u8s()?;
    let ne = synsets_len.len();
    for (column, len) in [("tagsense", tagsense.len()), ("file", files.len())] {
        same_len(entries_at, "index entries", column, len, ne)?;
    }
    let entry_synsets = r.u32s()?;

    // Exception lists and lexicographer file names.
    let mut exceptions: [Option<Vec<(Span, Span)>>; 4] = Default::default();
    for file in DataFile::ALL {
        if flags & (FLAG_EXCEPTIONS << file.index()) != 0 {
            let exc_at = at(&r);
            let forms = r.spans("exception forms", text)?;
            let bases = r.spans("exception bases", text)?;
            same_len(exc_at, "exceptions", "bases", bases.len(), forms.len())?;
            exceptions[file.index()] = Some(forms.into_iter().zip(bases).collect());
        }
    }
    let lexnames = if flags & FLAG_LEXNAMES != 0 {
        Some(r.spans("lexicographer file names", text)?)
    } else {
        None
    };
    if r.pos != payload.len() {
        return Err(problem(
            at(&r),
            SnapshotProblem::TrailingBytes {
                extra: (payload.len() - r.pos) as u64,
            },
        ));
    }

    // The arena: lemma texts, glosses, then the words' own spellings.
    let (lemma_texts, glosses_start) = consecutive(lemmas_at, "lemma text", text, 0, &lemma_lens)?;
    if !text.is_char_boundary(0) {
        return Err(problem(
            text_at,
            SnapshotProblem::Text {
                what: "lemma texts",
            },
        ));
    }
    let lemma_str = |s: &Span| &text[s.start as usize..(s.start + s.len) as usize];
    if lemma_texts
        .windows(2)
        .any(|w| lemma_str(&w[0]) >= lemma_str(&w[1]))
    {
        return Err(problem(
            lemmas_at,
            SnapshotProblem::OutOfRange {
                what: "lemma text not after the one before it in byte order",
                value: 0,
                limit: 0,
            },
        ));
    }
    let (glosses, spellings_start) =
        consecutive(synsets_at, "gloss", text, glosses_start, &gloss_lens)?;
    let (spellings, _) = consecutive(
        words_at,
        "word spelling",
        text,
        spellings_start,
        &spelling_lens,
    )?;

    // Synset records, with running totals.
    let mut synsets = Vec::with_capacity(n);
    let (mut words_start, mut pointers_start, mut frames_start) = (0u64, 0u64, 0u64);
    let mut last_file = DataFile::Noun;
    for i in 0..n {
        below(
            synsets_at,
            "part of speech code",
            u64::from(pos[i]),
            Pos::ALL.len(),
        )?;
        let p = Pos::ALL[pos[i] as usize];
        if p.data_file() < last_file {
            return Err(problem(
                synsets_at,
                SnapshotProblem::OutOfRange {
                    what: "data file of a synset after the synsets of a later file",
                    value: p.data_file().index() as u64,
                    limit: last_file.index() as u64,
                },
            ));
        }
        last_file = p.data_file();
        below(
            synsets_at,
            "word count minus one",
            u64::from(word_count[i]).wrapping_sub(1),
            255,
        )?;
        synsets.push(SynsetRec {
            offset: offsets[i],
            words_start: words_start as u32,
            pointers_start: pointers_start as u32,
            frames_start: frames_start as u32,
            senses_start: 0,
            gloss: glosses[i],
            pointer_count: pointer_count[i],
            word_count: word_count[i],
            frame_count: frame_count[i],
            sense_count: 0,
            pos: p,
            lex_file: lex_file[i],
        });
        words_start += u64::from(word_count[i]);
        pointers_start += u64::from(pointer_count[i]);
        frames_start += u64::from(frame_count[i]);
    }
    total(synsets_at, "synset word counts", words_start, nw)?;
    total(synsets_at, "synset pointer counts", pointers_start, np)?;
    total(
        synsets_at,
        "synset frame counts",
        frames_start,
        frame_numbers.len(),
    )?;

    // Senses and words: a sense belongs to one synset, and its word is the first word of that
    // synset that has it; a synset's senses are its words' senses, each once, in word order.
    // The senses are in lemma order, so these are random accesses: each fills the word, synset,
    // offset and data file of its sense record (one cache line), and a pass in sense order adds
    // the rest below. A word of `u32::MAX` marks a sense no word has reached yet.
    let mut senses = vec![
        SenseRec {
            synset: 0,
            offset: 0,
            file: DataFile::Noun,
            lemma: 0,
            word: u32::MAX,
            key: Span::default(),
            tag_count: 0,
            number: 0,
        };
        ns
    ];
    let mut synset_senses = Vec::with_capacity(ns);
    for (syn_id, syn) in synsets.iter_mut().enumerate() {
        let ws = syn.words_start as usize..syn.words_start as usize + usize::from(syn.word_count);
        let start = synset_senses.len();
        for w in ws {
            let sense = word_senses[w];
            below(words_at, "sense of a word", u64::from(sense), ns)?;
            let rec = &mut senses[sense as usize];
            if rec.word == u32::MAX {
                rec.word = w as u32;
                rec.synset = syn_id as u32;
                rec.offset = syn.offset;
                rec.file = syn.pos.data_file();
                synset_senses.push(sense);
            } else if rec.synset != syn_id as u32 {
                return Err(problem(
                    words_at,
                    SnapshotProblem::OutOfRange {
                        what: "sense of words of two synsets",
                        value: u64::from(sense),
                        limit: u64::from(sense),
                    },
                ));
            }
        }
        syn.senses_start = start as u32;
        syn.sense_count = (synset_senses.len() - start) as u8;
    }
    total(
        senses_at,
        "senses of the words",
        synset_senses.len() as u64,
        ns,
    )?;
    let mut keys = String::new();
    let has_keys = flags & FLAG_SENSE_INDEX != 0;
    if has_keys {
        keys.reserve(ns * 24);
    }
    for i in 0..ns {
        below(
            senses_at,
            "lemma of a sense",
            u64::from(sense_lemmas[i]),
            nl,
        )?;
        below(
            senses_at,
            "key suffix of a sense",
            u64::from(sense_suffixes[i]),
            suffix_spans.len(),
        )?;
        let key = if has_keys {
            let start = keys.len();
            keys.push_str(lemma_str(&lemma_texts[sense_lemmas[i] as usize]));
            keys.push('%');
            let suffix = suffix_spans[sense_suffixes[i] as usize];
            keys.push_str(&suffixes[suffix.start as usize..(suffix.start + suffix.len) as usize]);
            Span {
                start: start as u32,
                len: (keys.len() - start) as u32,
            }
        } else {
            Span::default()
        };
        let rec = &mut senses[i];
        rec.lemma = sense_lemmas[i];
        rec.key = key;
        rec.tag_count = tag_counts[i];
        rec.number = numbers[i];
    }
    let mut words = Vec::with_capacity(nw);
    let mut own = spellings.iter();
    for i in 0..nw {
        let marker = match markers[i] {
            0 => None,
            1 => Some(AdjMarker::Predicate),
            2 => Some(AdjMarker::Attributive),
            3 => Some(AdjMarker::Postnominal),
            m => {
                return Err(problem(
                    words_at,
                    SnapshotProblem::OutOfRange {
                        what: "adjective marker code",
                        value: u64::from(m),
                        limit: 4,
                    },
                ));
            }
        };
        let lemma = match own_spelling[i] {
            0 => lemma_texts[sense_lemmas[word_senses[i] as usize] as usize],
            1 => *own.next().ok_or_else(|| {
                problem(
                    words_at,
                    SnapshotProblem::Total {
                        what: "words with their own spelling",
                        sum: i as u64 + 1,
                        len: spellings.len() as u64,
                    },
                )
            })?,
            v => {
                return Err(problem(
                    words_at,
                    SnapshotProblem::OutOfRange {
                        what: "own-spelling flag",
                        value: u64::from(v),
                        limit: 2,
                    },
                ));
            }
        };
        words.push(WordRec {
            lemma,
            sense: word_senses[i],
            lex_id: lex_ids[i],
            marker,
        });
    }
    if own.next().is_some() {
        return Err(problem(
            words_at,
            SnapshotProblem::Total {
                what: "words with their own spelling",
                sum: (spellings.len() - own.len() - 1) as u64,
                len: spellings.len() as u64,
            },
        ));
    }

    // Pointers and frames, with word numbers within their synsets.
    let mut pointers = Vec::with_capacity(np);
    for i in 0..np {
        below(
            pointers_at,
            "pointer target synset",
            u64::from(targets[i]),
            n,
        )?;
        below(
            pointers_at,
            "relation code",
            u64::from(relations[i]),
            Relation::ALL.len(),
        )?;
        // The word count column (one byte a synset), not the records: pointers target synsets
        // all over the table.
        below(
            pointers_at,
            "pointer target word number",
            u64::from(target_words[i]),
            usize::from(word_count[targets[i] as usize]) + 1,
        )?;
        pointers.push(Pointer {
            target: SynsetId(targets[i]),
            relation: Relation::ALL[relations[i] as usize],
            source_word: source_words[i],
            target_word: target_words[i],
        });
    }
    let frames: Vec<Frame> = frame_numbers
        .iter()
        .zip(frame_words)
        .map(|(&number, &word)| Frame { number, word })
        .collect();
    for s in &synsets {
        let wc = usize::from(s.word_count) + 1;
        let ps =
            s.pointers_start as usize..s.pointers_start as usize + usize::from(s.pointer_count);
        for p in &pointers[ps] {
            below(
                pointers_at,
                "pointer source word number",
                u64::from(p.source_word),
                wc,
            )?;
            // A lexical pointer names a word at both ends, a semantic one at neither
            // (WNDB's `source/target` field is `0000` or two non-zero numbers).
            if (p.source_word == 0) != (p.target_word == 0) {
                return Err(problem(
                    pointers_at,
                    SnapshotProblem::OutOfRange {
                        what: "word number 0 (the whole synset) at one end of a lexical pointer",
                        value: 0,
                        limit: 1,
                    },
                ));
            }
        }
        let fs = s.frames_start as usize..s.frames_start as usize + usize::from(s.frame_count);
        for f in &frames[fs] {
            below(frames_at, "verb frame word number", u64::from(f.word), wc)?;
        }
    }

    // Index entries.
    boundaries(lemmas_at, "lemma entries", &lemma_entries, nl, ne)?;
    boundaries(lemmas_at, "lemma senses", &lemma_senses, nl, ns)?;
    for &s in &entry_synsets {
        below(entries_at, "synset of an index entry", u64::from(s), n)?;
    }
    let mut entries = Vec::with_capacity(ne);
    let mut start = 0u64;
    for l in 0..nl {
        for i in lemma_entries[l] as usize..lemma_entries[l + 1] as usize {
            let file = DataFile::from_index(files[i]).ok_or_else(|| {
                problem(
                    entries_at,
                    SnapshotProblem::OutOfRange {
                        what: "data file of an index entry",
                        value: u64::from(files[i]),
                        limit: DataFile::ALL.len() as u64,
                    },
                )
            })?;
            entries.push(IndexEntry {
                lemma: lemma_texts[l],
                hash: 0,
                synsets_start: start as u32,
                synsets_len: synsets_len[i],
                line: 0,
                tagsense: tagsense[i],
                file,
            });
            start += u64::from(synsets_len[i]);
            below(
                entries_at,
                "running total of entry synsets",
                start,
                entry_synsets.len() + 1,
            )?;
        }
    }
    total(
        entries_at,
        "index entry synset counts",
        start,
        entry_synsets.len(),
    )?;

    // The per-file offset tables: synsets are grouped by data file, in order.
    let mut offsets_by_file: [Vec<u32>; 4] = Default::default();
    let mut file_base = [0u32; 4];
    for (i, s) in synsets.iter().enumerate() {
        let f = s.pos.data_file().index();
        if offsets_by_file[f].is_empty() {
            file_base[f] = i as u32;
        }
        offsets_by_file[f].push(s.offset);
    }
    if offsets_by_file
        .iter()
        .any(|offs| offs.windows(2).any(|w| w[0] >= w[1]))
    {
        return Err(problem(
            synsets_at,
            SnapshotProblem::OutOfRange {
                what: "synset offset not above the one before it in its data file",
                value: 0,
                limit: 0,
            },
        ));
    }

    Ok(WordNet {
        dir: PathBuf::new(),
        text: text_of(text),
        synsets,
        words,
        senses,
        synset_senses,
        pointers,
        frames,
        offsets: offsets_by_file,
        file_base,
        entries,
        entry_synsets,
        lemma_entries,
        lemma_senses,
        lemma_texts,
        fst: std::sync::OnceLock::new(),
        keys: Cow::Owned(keys),
        exceptions,
        lexnames,
        has_sense_index: has_keys,
    })
}
