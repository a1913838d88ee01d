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
//! then the payload, in this order:
//!
//! * the string arena: a `u64` byte length, then the lemma texts in lemma order, the glosses in
//!   synset order, the spellings of the words that are not spelled as their lemma (capitals,
//!   mostly) in word order, then the strings of the exception lists and the lexicographer file
//!   names, each distinct string once;
//! * the sense key suffixes (`1:05:00::`; a key is `lemma%suffix`): their text, as the arena,
//!   then their boundaries;
//! * the tables, each a run of columns. A column is a `u32` count and that many little-endian
//!   values of one width (`u8`, `u16`, `u32`, or `u64` for a bit set), stored as the
//!   [`WordNet`]'s store holds them, so that [`WordNet::bundled`] reads them in place: nothing
//!   is decoded or copied. A range of rows (a synset's words, a lemma's senses, a string of the
//!   arena) is two successive values of a column of boundaries, which has one more value than
//!   its table has rows.
//!
//! | table | columns |
//! |---|---|
//! | sense key suffixes | boundaries in the suffix text |
//! | synsets | offset; part of speech (index in [`Pos::ALL`]); lexicographer file; boundaries of the words, pointers, frames; boundaries of the glosses in the arena |
//! | senses (lemma order, then index order) | lemma; key suffix; tag count; sense number (`u16`) |
//! | words (synset order) | sense; a bit per word (`u64`s) set when it has its own spelling; boundaries of those spellings in the arena; lexical id; adjective marker (0 none, 1 `p`, 2 `a`, 3 `ip`) |
//! | pointers (synset order) | target synset; relation (index in [`Relation::ALL`]); source word; target word |
//! | frames (synset order) | number; word |
//! | lemmas (byte order) | boundaries of the texts in the arena; boundaries of the senses; a bit per data file whose index lists it; tagged sense count (summed over those files) |
//!
//! then, per the flags, each data file's exception list (the inflected forms and then the base
//! forms, each as the differences of their arena positions and their lengths) and the
//! lexicographer file names (the same).
//!
//! What is derived from the columns is not stored: each sense's synset (from the words' senses)
//! and where each data file's synsets start are found on load; each synset's senses, the
//! [`Pointer`](crate::Pointer) records that [`Synset::pointers`](crate::Synset::pointers) lends,
//! the spelled-out sense keys and the fst lemma index are built on first use.
//!
//! # Validation
//!
//! [`decode`] checks the header and the checksum, then every column's length against its
//! table, every stored index and boundary against what it points into (with one pass over each
//! column: its largest value, or its order), every string against the arena and character
//! boundaries, and the order of lemmas and offsets, so a snapshot that decodes is one no method
//! of [`WordNet`] or its views can panic on, including what is built on first use. Damage is an
//! [`Error::Snapshot`] naming what is wrong and where.

use std::{borrow::Cow, path::PathBuf};

use crate::{
    Error, Frame, Pos, Relation, Result, SnapshotProblem,
    types::DataFile,
    wordnet::{Column, Le, SenseRec, Span, Store, StoreParts, WordNet},
};

/// The first eight bytes of every snapshot.
pub(crate) const MAGIC: &[u8; 8] = b"WGWNSNAP";
/// The format version this crate writes and reads.
pub const VERSION: u32 = 2;
const HEADER_LEN: usize = 32;

const FLAG_SENSE_INDEX: u32 = 1;
const FLAG_EXCEPTIONS: u32 = 1 << 1; // four bits, one per data file
const FLAG_LEXNAMES: u32 = 1 << 5;
const KNOWN_FLAGS: u32 = (1 << 6) - 1;

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
    fn u32s(&mut self, values: impl ExactSizeIterator<Item = u32>) {
        self.count(values.len());
        for v in values {
            self.buf.extend_from_slice(&v.to_le_bytes());
        }
    }
    fn column<T: Le>(&mut self, column: &Column<T>) {
        self.count(column.len());
        self.buf.extend_from_slice(column.bytes());
    }
    fn bytes(&mut self, bytes: &[u8]) {
        self.buf
            .extend_from_slice(&(bytes.len() as u64).to_le_bytes());
        self.buf.extend_from_slice(bytes);
    }
    /// Spans as the differences of their starts (each from the one before, the first from
    /// 0, wrapping), then their lengths.
    fn spans(&mut self, spans: &[Span]) {
        let mut prev = 0u32;
        self.u32s(spans.iter().map(|s| {
            let d = s.start.wrapping_sub(prev);
            prev = s.start;
            d
        }));
        self.u32s(spans.iter().map(|s| s.len));
    }
}

/// Encodes a WordNet's store as a snapshot. The same store always gives the same bytes: its
/// columns are the snapshot's, written as they are.
pub(crate) fn encode(store: &Store) -> Vec<u8> {
    let c = store.columns();
    let mut w = Writer { buf: Vec::new() };
    w.bytes(store.text().as_bytes());
    w.bytes(store.suffix_text().as_bytes());
    w.column(c.suffixes());

    w.column(c.synset_offsets());
    w.column(c.synset_pos());
    w.column(c.synset_lex_files());
    w.column(c.synset_words());
    w.column(c.synset_pointers());
    w.column(c.synset_frames());
    w.column(c.glosses());

    w.column(c.sense_lemmas());
    w.column(c.sense_suffixes());
    w.column(c.sense_tag_counts());
    w.column(c.sense_numbers());

    w.column(c.word_senses());
    w.column(c.own_spelling());
    w.column(c.spellings());
    w.column(c.word_lex_ids());
    w.column(c.word_markers());

    w.column(c.pointer_targets());
    w.column(c.pointer_relations());
    w.column(c.pointer_source_words());
    w.column(c.pointer_target_words());
    w.u8s(store.frames().iter().map(|f| f.number));
    w.u8s(store.frames().iter().map(|f| f.word));

    w.column(c.lemma_texts());
    w.column(c.lemma_senses());
    w.column(c.lemma_files());
    w.column(c.lemma_tagsense());

    let mut flags = 0;
    if store.has_sense_index() {
        flags |= FLAG_SENSE_INDEX;
    }
    for file in DataFile::ALL {
        if let Some(list) = store.exceptions(file.index()) {
            flags |= FLAG_EXCEPTIONS << file.index();
            let (forms, bases): (Vec<Span>, Vec<Span>) = list.iter().copied().unzip();
            w.spans(&forms);
            w.spans(&bases);
        }
    }
    if let Some(names) = store.lexnames() {
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

fn problem(offset: usize, problem: SnapshotProblem) -> Error {
    Error::Snapshot { offset, problem }
}

fn out_of_range(at: usize, what: &'static str, value: u64, limit: u64) -> Error {
    problem(at, SnapshotProblem::OutOfRange { what, value, limit })
}

struct Reader<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl<'a> Reader<'a> {
    /// Where the reader is, as a byte offset of the snapshot.
    fn at(&self) -> usize {
        self.pos + HEADER_LEN
    }
    fn take(&mut self, n: u64) -> Result<&'a [u8]> {
        let available = (self.bytes.len() - self.pos) as u64;
        if n > available {
            return Err(problem(
                self.at(),
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
    /// A column's values: a `u32` count, then that many values of `width` bytes.
    fn values(&mut self, width: u64) -> Result<&'a [u8]> {
        let n = u32::from_le_bytes(self.take(4)?.try_into().expect("four bytes"));
        self.take(u64::from(n) * width)
    }
    fn bytes(&mut self) -> Result<&'a [u8]> {
        let n = u64::from_le_bytes(self.take(8)?.try_into().expect("eight bytes"));
        self.take(n)
    }
    fn u32s(&mut self) -> Result<impl ExactSizeIterator<Item = u32> + 'a> {
        Ok(self
            .values(4)?
            .chunks_exact(4)
            .map(|c| u32::from_le_bytes(c.try_into().expect("four bytes"))))
    }
    fn spans(&mut self, table: &'static str, text: &str) -> Result<Vec<Span>> {
        let at = self.at();
        let starts = self.u32s()?;
        let lens = self.u32s()?;
        same_len(at, table, "lengths", lens.len(), starts.len())?;
        let mut start = 0u32;
        starts
            .zip(lens)
            .map(|(delta, len)| {
                start = start.wrapping_add(delta);
                let end = u64::from(start) + u64::from(len);
                if end > text.len() as u64 {
                    return Err(out_of_range(at, "string end", end, text.len() as u64 + 1));
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

/// Checks that every value is below `limit` (one pass for the largest).
fn all_below<T: Le + Ord + Default + Into<u64>>(
    at: usize,
    what: &'static str,
    column: &Column<T>,
    limit: usize,
) -> Result<()> {
    let max: u64 = column.iter().fold(T::default(), T::max).into();
    if column.len() == 0 || max < limit as u64 {
        Ok(())
    } else {
        Err(out_of_range(at, what, max, limit as u64))
    }
}

/// Checks that `starts` has `rows + 1` values, never decreasing, from `first` to `last`.
fn starts(
    at: usize,
    what: &'static str,
    starts: &Column<u32>,
    rows: usize,
    (first, last): (u32, usize),
) -> Result<()> {
    same_len(at, what, "boundaries", starts.len(), rows + 1)?;
    let (mut prev, mut sorted) = (first, true);
    for v in starts.iter() {
        sorted &= v >= prev;
        prev = v;
    }
    if starts.get(0) != first || !sorted {
        return Err(out_of_range(
            at,
            what,
            u64::from(starts.get(0)),
            u64::from(first) + 1,
        ));
    }
    total(at, what, u64::from(prev), last)
}

/// Checks that `starts` has `rows + 1` positions of `text`, never decreasing, each at the
/// start of a character (or the end), so that `text[starts[i]..starts[i + 1]]` is a string.
fn text_starts(
    at: usize,
    what: &'static str,
    column: &Column<u32>,
    rows: usize,
    text: &str,
) -> Result<()> {
    same_len(at, what, "boundaries", column.len(), rows + 1)?;
    let first = column.get(0);
    starts(at, what, column, rows, (first, column.get(rows) as usize))?;
    if column.get(rows) as usize > text.len() {
        return Err(out_of_range(
            at,
            what,
            u64::from(column.get(rows)),
            text.len() as u64 + 1,
        ));
    }
    if !column.iter().all(|i| text.is_char_boundary(i as usize)) {
        return Err(problem(at, SnapshotProblem::Text { what }));
    }
    Ok(())
}

/// Decodes and validates a snapshot into a WordNet's store; `keep` makes the bytes of a column
/// or string the store's own (a borrow for the bundled snapshot, a copy otherwise).
pub(crate) fn decode<'a>(
    bytes: &'a [u8],
    keep: impl Fn(&'a [u8]) -> Cow<'static, [u8]>,
) -> Result<Store> {
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
    decode_payload(payload, flags, keep)
}

/// The string of `bytes` (kept by the caller), if they are UTF-8.
fn utf8(bytes: Cow<'static, [u8]>) -> Option<Cow<'static, str>> {
    match bytes {
        Cow::Borrowed(b) => std::str::from_utf8(b).ok().map(Cow::Borrowed),
        Cow::Owned(v) => String::from_utf8(v).ok().map(Cow::Owned),
    }
}

/// The data file index of each part of speech code (its index in [`Pos::ALL`]).
const FILE_OF_POS: [usize; 5] = [0, 1, 2, 2, 3];

/// Where each table starts in the snapshot, for the errors.
#[derive(Default)]
struct At {
    suffixes: usize,
    synsets: usize,
    synset_words: usize,
    synset_pointers: usize,
    synset_frames: usize,
    glosses: usize,
    senses: usize,
    words: usize,
    own_spelling: usize,
    spellings: usize,
    pointers: usize,
    frames: usize,
    lemmas: usize,
}

fn decode_payload<'a>(
    payload: &'a [u8],
    flags: u32,
    keep: impl Fn(&'a [u8]) -> Cow<'static, [u8]>,
) -> Result<Store> {
    let mut r = Reader {
        bytes: payload,
        pos: 0,
    };
    let mut at = At::default();
    // A column, noting where it starts.
    fn column<'a, T: Le>(
        r: &mut Reader<'a>,
        keep: &impl Fn(&'a [u8]) -> Cow<'static, [u8]>,
        at: &mut usize,
    ) -> Result<Column<T>> {
        *at = r.at();
        Ok(Column::new(keep(r.values(T::WIDTH as u64)?)))
    }
    let mut here = 0;
    let text_at = r.at();
    let text = utf8(keep(r.bytes()?))
        .ok_or_else(|| problem(text_at, SnapshotProblem::Text { what: "the arena" }))?;
    let suffix_text_at = r.at();
    let suffix_text = utf8(keep(r.bytes()?)).ok_or_else(|| {
        problem(
            suffix_text_at,
            SnapshotProblem::Text {
                what: "the sense key suffixes",
            },
        )
    })?;
    let suffixes = column(&mut r, &keep, &mut at.suffixes)?;

    let synset_offsets = column(&mut r, &keep, &mut at.synsets)?;
    let synset_pos = column(&mut r, &keep, &mut here)?;
    let synset_lex_files = column(&mut r, &keep, &mut here)?;
    let synset_words = column(&mut r, &keep, &mut at.synset_words)?;
    let synset_pointers = column(&mut r, &keep, &mut at.synset_pointers)?;
    let synset_frames = column(&mut r, &keep, &mut at.synset_frames)?;
    let glosses = column(&mut r, &keep, &mut at.glosses)?;

    let sense_lemmas = column(&mut r, &keep, &mut at.senses)?;
    let sense_suffixes = column(&mut r, &keep, &mut here)?;
    let sense_tag_counts = column(&mut r, &keep, &mut here)?;
    let sense_numbers = column(&mut r, &keep, &mut here)?;

    let word_senses = column(&mut r, &keep, &mut at.words)?;
    let own_spelling = column(&mut r, &keep, &mut at.own_spelling)?;
    let spellings = column(&mut r, &keep, &mut at.spellings)?;
    let word_lex_ids = column(&mut r, &keep, &mut here)?;
    let word_markers = column(&mut r, &keep, &mut here)?;

    let pointer_targets = column(&mut r, &keep, &mut at.pointers)?;
    let pointer_relations = column(&mut r, &keep, &mut here)?;
    let pointer_source_words = column(&mut r, &keep, &mut here)?;
    let pointer_target_words = column(&mut r, &keep, &mut here)?;
    // Frames become the array that `Synset::frames` lends.
    at.frames = r.at();
    let frame_numbers = r.values(1)?;
    let frame_words = r.values(1)?;
    same_len(
        at.frames,
        "frames",
        "word",
        frame_words.len(),
        frame_numbers.len(),
    )?;
    let frames = frame_numbers
        .iter()
        .zip(frame_words)
        .map(|(&number, &word)| Frame { number, word })
        .collect();

    let lemma_texts = column(&mut r, &keep, &mut at.lemmas)?;
    let lemma_senses = column(&mut r, &keep, &mut here)?;
    let lemma_files = column(&mut r, &keep, &mut here)?;
    let lemma_tagsense = column(&mut r, &keep, &mut here)?;

    let mut exceptions: [Option<Vec<(Span, Span)>>; 4] = Default::default();
    for file in DataFile::ALL {
        if flags & (FLAG_EXCEPTIONS << file.index()) != 0 {
            let exc_at = r.at();
            let forms = r.spans("exception forms", &text)?;
            let bases = r.spans("exception bases", &text)?;
            same_len(exc_at, "exceptions", "bases", bases.len(), forms.len())?;
            exceptions[file.index()] = Some(forms.into_iter().zip(bases).collect());
        }
    }
    let lexnames = if flags & FLAG_LEXNAMES != 0 {
        Some(r.spans("lexicographer file names", &text)?)
    } else {
        None
    };
    if r.pos != payload.len() {
        return Err(problem(
            r.at(),
            SnapshotProblem::TrailingBytes {
                extra: (payload.len() - r.pos) as u64,
            },
        ));
    }

    // The columns as they are; what is derived from them is filled in once they are checked.
    let mut parts = StoreParts {
        text,
        synset_offsets,
        synset_pos,
        synset_lex_files,
        synset_words,
        synset_pointers,
        synset_frames,
        glosses,
        word_senses,
        word_lex_ids,
        word_markers,
        own_spelling,
        spellings,
        sense_lemmas,
        sense_tag_counts,
        sense_numbers,
        sense_suffixes,
        suffix_text,
        suffixes,
        pointer_targets,
        pointer_relations,
        pointer_source_words,
        pointer_target_words,
        frames,
        lemma_texts,
        lemma_senses,
        lemma_files,
        lemma_tagsense,
        exceptions,
        lexnames,
        has_sense_index: flags & FLAG_SENSE_INDEX != 0,
        ..StoreParts::default()
    };
    let word_counts = check_synsets(&mut parts, &at)?;
    check_words(&mut parts, &at)?;
    derive_senses(&mut parts, &at)?;
    check_pointers(&parts, &at, &word_counts)?;
    check_lemmas(&parts, &at)?;
    Ok(Store::from_parts(parts))
}

/// Synsets: grouped by data file, offsets increasing within each; at least one word each, at
/// most 255 (pointers number them with a byte); their pointers, frames and glosses. Fills in
/// where each data file starts, and returns the word counts (for the checks of word numbers).
#[inline(never)]
fn check_synsets(parts: &mut StoreParts, at: &At) -> Result<Vec<u8>> {
    let n = parts.synset_pos.len();
    for (column, len) in [
        ("offset", parts.synset_offsets.len()),
        ("lex_file", parts.synset_lex_files.len()),
    ] {
        same_len(at.synsets, "synsets", column, len, n)?;
    }
    let mut file_starts = [n as u32; 5];
    file_starts[0] = 0;
    let mut file = 0;
    let mut prev_offset = 0;
    for (i, (code, offset)) in parts
        .synset_pos
        .iter()
        .zip(parts.synset_offsets.iter())
        .enumerate()
    {
        let Some(&f) = FILE_OF_POS.get(usize::from(code)) else {
            return Err(out_of_range(
                at.synsets,
                "part of speech code",
                u64::from(code),
                Pos::ALL.len() as u64,
            ));
        };
        if f < file {
            return Err(out_of_range(
                at.synsets,
                "data file of a synset after the synsets of a later file",
                f as u64,
                file as u64,
            ));
        }
        while file < f {
            file += 1;
            file_starts[file] = i as u32;
        }
        if i as u32 > file_starts[f] && offset <= prev_offset {
            return Err(out_of_range(
                at.synsets,
                "synset offset not above the one before it in its data file",
                u64::from(offset),
                u64::from(prev_offset) + 1,
            ));
        }
        prev_offset = offset;
    }
    parts.file_starts = file_starts;

    let nw = parts.word_senses.len();
    starts(
        at.synset_words,
        "synset words",
        &parts.synset_words,
        n,
        (0, nw),
    )?;
    let mut word_counts = Vec::with_capacity(n);
    let mut fits = true;
    for (a, b) in parts
        .synset_words
        .iter()
        .zip(parts.synset_words.iter().skip(1))
    {
        let count = b.wrapping_sub(a);
        fits &= count.wrapping_sub(1) < 255;
        word_counts.push(count as u8);
    }
    if !fits {
        return Err(out_of_range(
            at.synset_words,
            "word count minus one",
            255,
            255,
        ));
    }
    starts(
        at.synset_pointers,
        "synset pointers",
        &parts.synset_pointers,
        n,
        (0, parts.pointer_targets.len()),
    )?;
    starts(
        at.synset_frames,
        "synset frames",
        &parts.synset_frames,
        n,
        (0, parts.frames.len()),
    )?;
    // Frames, each of a word of its synset or of all (0).
    let frames = parts
        .synset_frames
        .iter()
        .zip(parts.synset_frames.iter().skip(1));
    for ((start, end), &words) in frames.zip(&word_counts) {
        if start == end {
            continue;
        }
        if let Some(f) = parts.frames[start as usize..end as usize]
            .iter()
            .find(|f| f.word > words)
        {
            return Err(out_of_range(
                at.frames,
                "verb frame word number",
                u64::from(f.word),
                u64::from(words) + 1,
            ));
        }
    }
    text_starts(at.glosses, "glosses", &parts.glosses, n, &parts.text)?;
    Ok(word_counts)
}

/// Words and senses: their columns' lengths, markers, key suffixes, and the words with a
/// spelling of their own (a bit each, counted by blocks of 64 for `Store::word_spelling`).
#[inline(never)]
fn check_words(parts: &mut StoreParts, at: &At) -> Result<()> {
    let ns = parts.sense_lemmas.len();
    for (column, len) in [
        ("suffix", parts.sense_suffixes.len()),
        ("tag_count", parts.sense_tag_counts.len()),
        ("number", parts.sense_numbers.len()),
    ] {
        same_len(at.senses, "senses", column, len, ns)?;
    }
    let suffixes = parts.suffixes.len().checked_sub(1).ok_or_else(|| {
        problem(
            at.suffixes,
            SnapshotProblem::ColumnLength {
                table: "sense key suffixes",
                column: "boundaries",
                found: 0,
                expected: 1,
            },
        )
    })?;
    text_starts(
        at.suffixes,
        "sense key suffixes",
        &parts.suffixes,
        suffixes,
        &parts.suffix_text,
    )?;
    all_below(
        at.senses,
        "key suffix of a sense",
        &parts.sense_suffixes,
        suffixes,
    )?;

    let nw = parts.word_senses.len();
    for (column, len) in [
        ("lex_id", parts.word_lex_ids.len()),
        ("marker", parts.word_markers.len()),
    ] {
        same_len(at.words, "words", column, len, nw)?;
    }
    all_below(at.words, "adjective marker code", &parts.word_markers, 4)?;
    same_len(
        at.own_spelling,
        "words",
        "own spelling bits",
        parts.own_spelling.len(),
        nw.div_ceil(64),
    )?;
    if !nw.is_multiple_of(64) && parts.own_spelling.get(nw / 64) >> (nw % 64) != 0 {
        return Err(out_of_range(
            at.own_spelling,
            "own spelling bit of a word",
            nw.next_multiple_of(64) as u64,
            nw as u64,
        ));
    }
    let mut own = 0;
    parts.own_spelling_ranks = parts
        .own_spelling
        .iter()
        .map(|bits| {
            let rank = own;
            own += bits.count_ones();
            rank
        })
        .collect();
    text_starts(
        at.spellings,
        "word spellings",
        &parts.spellings,
        own as usize,
        &parts.text,
    )
}

/// Each sense's synset: a sense belongs to one synset, the one whose words have it, and every
/// sense is some word's. A pass over the words in synset order, each writing to its sense's
/// record (which also lets `Store::synset_senses` gather a synset's senses later).
#[inline(never)]
fn derive_senses(parts: &mut StoreParts, at: &At) -> Result<()> {
    let ns = parts.sense_lemmas.len();
    let mut senses = vec![SenseRec { synset: u32::MAX }; ns];
    let mut reached = 0;
    let mut words = parts.word_senses.iter();
    let bounds = parts.synset_words.iter();
    for (s, count) in bounds
        .clone()
        .zip(bounds.skip(1))
        .map(|(a, b)| b - a)
        .enumerate()
    {
        let s = s as u32;
        for sense in words.by_ref().take(count as usize) {
            let Some(rec) = senses.get_mut(sense as usize) else {
                return Err(out_of_range(
                    at.words,
                    "sense of a word",
                    u64::from(sense),
                    ns as u64,
                ));
            };
            if rec.synset == u32::MAX {
                rec.synset = s;
                reached += 1;
            } else if rec.synset != s {
                return Err(out_of_range(
                    at.words,
                    "sense of words of two synsets",
                    u64::from(sense),
                    u64::from(sense),
                ));
            }
        }
    }
    total(at.senses, "senses of the words", reached, ns)?;
    parts.senses = senses;
    Ok(())
}

/// Pointers: each names its target synset and, when lexical, a word at both ends (WNDB's
/// `source/target` field is `0000` or two non-zero numbers) within its synset.
#[inline(never)]
fn check_pointers(parts: &StoreParts, at: &At, word_counts: &[u8]) -> Result<()> {
    let np = parts.pointer_targets.len();
    for (column, len) in [
        ("relation", parts.pointer_relations.len()),
        ("source_word", parts.pointer_source_words.len()),
        ("target_word", parts.pointer_target_words.len()),
    ] {
        same_len(at.pointers, "pointers", column, len, np)?;
    }
    all_below(
        at.pointers,
        "pointer target synset",
        &parts.pointer_targets,
        word_counts.len(),
    )?;
    all_below(
        at.pointers,
        "relation code",
        &parts.pointer_relations,
        Relation::ALL.len(),
    )?;
    let (sources, targets) = (
        parts.pointer_source_words.bytes(),
        parts.pointer_target_words.bytes(),
    );
    if sources
        .iter()
        .zip(targets)
        .fold(false, |bad, (&s, &t)| bad | ((s == 0) != (t == 0)))
    {
        return Err(out_of_range(
            at.pointers,
            "word number 0 (the whole synset) at one end of a lexical pointer",
            0,
            1,
        ));
    }
    let pointers = parts
        .synset_pointers
        .iter()
        .zip(parts.synset_pointers.iter().skip(1));
    for ((start, end), &words) in pointers.zip(word_counts) {
        let highest = sources[start as usize..end as usize]
            .iter()
            .fold(0, |max, &w| max.max(w));
        if highest > words {
            return Err(out_of_range(
                at.pointers,
                "pointer source word number",
                u64::from(highest),
                u64::from(words) + 1,
            ));
        }
    }
    // The target word numbers: pointers target synsets all over the table.
    for (target, &word) in parts.pointer_targets.iter().zip(targets) {
        let words = word_counts[target as usize];
        if word > words {
            return Err(out_of_range(
                at.pointers,
                "pointer target word number",
                u64::from(word),
                u64::from(words) + 1,
            ));
        }
    }
    Ok(())
}

/// Lemmas: texts in strictly increasing byte order (the lemma index needs them so), index
/// files, and senses that name them.
#[inline(never)]
fn check_lemmas(parts: &StoreParts, at: &At) -> Result<()> {
    let (nl, ns) = (parts.lemma_files.len(), parts.sense_lemmas.len());
    text_starts(
        at.lemmas,
        "lemma texts",
        &parts.lemma_texts,
        nl,
        &parts.text,
    )?;
    let text = parts.text.as_bytes();
    let mut bounds = parts.lemma_texts.iter();
    let mut start = bounds.next().unwrap_or(0) as usize;
    let mut prev: &[u8] = &[];
    for (l, end) in bounds.enumerate() {
        let lemma = &text[start..end as usize];
        if l > 0 && !before(prev, lemma) {
            return Err(out_of_range(
                at.lemmas,
                "lemma text not after the one before it in byte order",
                l as u64,
                l as u64,
            ));
        }
        (prev, start) = (lemma, end as usize);
    }
    same_len(
        at.lemmas,
        "lemmas",
        "tagsense",
        parts.lemma_tagsense.len(),
        nl,
    )?;
    starts(at.lemmas, "lemma senses", &parts.lemma_senses, nl, (0, ns))?;
    if parts
        .lemma_files
        .iter()
        .any(|files| files.wrapping_sub(1) >= 15)
    {
        return Err(out_of_range(at.lemmas, "index files of a lemma", 0, 16));
    }
    // The senses of lemma `l` are `lemma_senses[l]..lemma_senses[l + 1]`, each naming `l`.
    let mut ends = parts.lemma_senses.iter().skip(1);
    let (mut lemma, mut end) = (0, ends.next().unwrap_or(0));
    let mut named = true;
    for (s, l) in parts.sense_lemmas.iter().enumerate() {
        while s as u32 == end {
            lemma += 1;
            end = ends.next().unwrap_or(u32::MAX);
        }
        named &= l == lemma;
    }
    if !named {
        return Err(out_of_range(at.senses, "lemma of a sense", 0, nl as u64));
    }
    Ok(())
}

/// `a < b` in byte order, comparing the first eight bytes at once.
fn before(a: &[u8], b: &[u8]) -> bool {
    // Zero-padded, the first eight bytes order two strings unless they are the same (a byte
    // beyond one string's end is 0 there and at least 0 in the other).
    let head = |s: &[u8]| match s.first_chunk::<8>() {
        Some(&word) => u64::from_be_bytes(word),
        None => {
            let mut word = [0; 8];
            for (w, &b) in word.iter_mut().zip(s) {
                *w = b;
            }
            u64::from_be_bytes(word)
        }
    };
    match head(a).cmp(&head(b)) {
        std::cmp::Ordering::Less => true,
        std::cmp::Ordering::Greater => false,
        std::cmp::Ordering::Equal => a < b,
    }
}

/// The bundled WordNet 3.1 snapshot, from the wordgames-wordnet-data package (made from the
/// WNDB text in `data/wordnet-3.1/` by `scripts/regen-wordnet-snapshot.sh`).
#[cfg(feature = "bundled")]
static BUNDLED_SNAPSHOT: &[u8] = wordgames_wordnet_data::WORDNET_3_1;

impl WordNet {
    /// WordNet 3.1, bundled in this crate as a precompiled snapshot: no file is read. Needs
    /// the `bundled` feature (on by default), which brings in the wordgames-wordnet-data
    /// package (22 MB).
    ///
    /// The snapshot is read on the first call (its strings and tables are checked and used in
    /// place, not decoded or copied) and kept for the life of the program, so every later call returns the same
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
    #[cfg(feature = "bundled")]
    pub fn bundled() -> Result<&'static WordNet> {
        static BUNDLED: std::sync::OnceLock<WordNet> = std::sync::OnceLock::new();
        if let Some(wn) = BUNDLED.get() {
            return Ok(wn);
        }
        let store = crate::snapshot::decode(BUNDLED_SNAPSHOT, Cow::Borrowed)?;
        let wn = WordNet::from_store(PathBuf::new(), store);
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
        let store = crate::snapshot::decode(bytes, |b| Cow::Owned(b.to_vec()))?;
        Ok(WordNet::from_store(PathBuf::new(), store))
    }

    /// This WordNet as a snapshot: one byte string that [`WordNet::from_snapshot`] reads back
    /// without parsing any text. The same WordNet always gives the same bytes; each distinct
    /// string is stored once.
    pub fn to_snapshot(&self) -> Vec<u8> {
        crate::snapshot::encode(self.store())
    }
}
