//! The archive: every target's clues, precomputed in parallel and written one file per target
//! in a compact form that answers a guess with one lookup.
//!
//! # File format (version 2, little-endian)
//!
//! ```text
//! header   24 bytes   magic "NTL2", target lemma id (u32), lemma count L (u32),
//!                     overflow count O (u32), sense count S (u32), zero (u32)
//! records  8 L bytes  one u64 per lemma id, in lemma order
//! overflow 12 O bytes (lemma id u32, u64 of 16 more relation codes), sorted by lemma id
//! checksum 8 bytes    wordgames_wordnet::snapshot_checksum of everything before it
//! ```
//!
//! A record packs, from the low bits: the sense the guess's route starts from (18 bits,
//! `0x3FFFF` when the lemma cannot reach the target), the route's length (6 bits) and its first
//! 10 relations (4 bits each). A route longer than 10 steps continues in the overflow entries
//! of its lemma, 16 relations each, in order. Relation codes are those of
//! [`RELATIONS`](super::RELATIONS): 1 antonym, 2 hypernym, 3 instance hypernym, 4 hyponym,
//! 5 instance hyponym, 6 member holonym, 7 substance holonym, 8 part holonym, 9 member meronym,
//! 10 substance meronym, 11 part meronym, 12 homograph, 13 synonym.
//!
//! A file is read only against the WordNet it was written for: [`RouteFile::open`] checks the
//! checksum, then every record and overflow entry (sense ids below S, lengths that the overflow
//! entries complete, relation codes of the table), and that L and S are the WordNet's lemma and
//! sense counts. So a damaged file, or one of another WordNet, is an error when it is opened,
//! and a clue read from an open file never names a sense that WordNet lacks.
//!
//! For WordNet 3.1 a file is 1,179,848 bytes plus 12 per overflow entry: 1.2 MB on average
//! (about 1,500 entries; most routes are 4 to 9 steps long).
//!
//! # Writing an archive safely
//!
//! [`write()`] writes each file under a temporary name in the same directory and renames it into
//! place, so a reader (or a crash, a full disk, a second process writing the same directory)
//! never leaves or sees a half-written route file under its real name; `targets.txt`, the
//! index, is written last, the same way. A rerun keeps the files that are already complete and
//! valid and computes only the others, so an interrupted run resumes.
//!
//! # Example
//! ```
//! use wordgames_puzzles::nettle::{archive, Verdict, Nettle};
//! use wordgames_wordnet::{Relations, WordGraph, WordNet};
//!
//! let wn = WordNet::bundled()?;
//! let graph = WordGraph::build(wn, Relations::default())?;
//! let target = wn.lemma("canine").unwrap().id();
//! let bytes = archive::encode(&graph.route_table(target)?)?;
//! let file = archive::RouteFile::from_bytes(bytes, "canine.nettle", wn)?;
//!
//! let dog = wn.lemma("dog").unwrap().id();
//! let clue = file.clue(dog).unwrap();
//! assert_eq!(clue.emoji(), "🔼");
//! // The same clue as the live game gives.
//! let Verdict::Clue(live) = Nettle::new(&graph, "canine")?.answer("dog")? else { panic!() };
//! assert_eq!(clue.start, live.sense_used());
//! # Ok::<(), wordgames_puzzles::Error>(())
//! ```

use std::{
    fs,
    path::{Path, PathBuf},
    sync::atomic::{AtomicUsize, Ordering},
};

use rayon::prelude::*;
use wordgames_wordnet::{LemmaId, Relation, RouteTable, SenseId, WordGraph, WordNet};

use crate::{
    Result,
    nettle::{
        FormatProblem, NettleError, emoji,
        relations::{relation_info, relation_of_code},
    },
};

const MAGIC: &[u8; 4] = b"NTL2";
const HEADER: usize = 24;
const TRAILER: usize = 8;
const SENSE_BITS: u32 = 18;
const NO_SENSE: u64 = (1 << SENSE_BITS) - 1;
const LEN_BITS: u32 = 6;
const IN_RECORD: usize = 10;
const PER_OVERFLOW: usize = 16;
const OVERFLOW_ENTRY: usize = 12;
/// The most overflow entries a route can need: its length field holds at most 63 steps, 10 in
/// the record and 16 in each entry.
const MAX_OVERFLOW_PER_ROUTE: usize = ((1 << LEN_BITS) - 1 - IN_RECORD).div_ceil(PER_OVERFLOW);

/// The longest route file of a WordNet of `lemmas` lemmas.
fn max_file_len(lemmas: usize) -> u64 {
    (HEADER + TRAILER) as u64 + lemmas as u64 * (8 + MAX_OVERFLOW_PER_ROUTE * OVERFLOW_ENTRY) as u64
}

fn code(relation: Relation) -> Option<u8> {
    relation_info(relation).map(|r| r.code)
}

/// Encodes a route table as a route file (see the [module documentation](self)).
///
/// # Errors
/// [`NettleError::ArchiveFormat`] when the graph has more senses than 18 bits address, a relation
/// without a code, or a route longer than 63 steps.
pub fn encode(table: &RouteTable<'_>) -> Result<Vec<u8>> {
    let graph = table.graph();
    let fail = |problem: FormatProblem| -> crate::Error {
        NettleError::ArchiveFormat {
            path: PathBuf::from("<memory>"),
            problem,
        }
        .into()
    };
    if graph.node_count() as u64 >= NO_SENSE {
        return Err(fail(FormatProblem::TooManySenses {
            senses: graph.node_count(),
        }));
    }
    // Per sense, the codes of its first 16 steps (nibble 0 first), computed in order of
    // distance: a sense's codes are its own step's code, then those of its next sense.
    let n = graph.node_count();
    let mut layer_start = vec![0u32; (1 << LEN_BITS) + 1];
    for s in 0..n as u32 {
        if let Some(d) = table.sense_distance(SenseId(s)) {
            if d >= 1 << LEN_BITS {
                return Err(fail(FormatProblem::RouteTooLong { steps: d }));
            }
            layer_start[d as usize + 1] += 1;
        }
    }
    for d in 0..1 << LEN_BITS {
        layer_start[d + 1] += layer_start[d];
    }
    let mut fill = layer_start.clone();
    let mut by_distance = vec![0u32; layer_start[1 << LEN_BITS] as usize];
    for s in 0..n as u32 {
        if let Some(d) = table.sense_distance(SenseId(s)) {
            by_distance[fill[d as usize] as usize] = s;
            fill[d as usize] += 1;
        }
    }
    let step = |s: SenseId| {
        table
            .next_step(s)
            .ok_or_else(|| fail(FormatProblem::NoNextStep { sense: s.0 }))
    };
    // The code of each sense's own step, in sense order: the graph's rows are read in memory
    // order, which is several times faster than in order of distance.
    let mut own = vec![0u8; n];
    for s in 0..n as u32 {
        let sense = SenseId(s);
        if table.sense_distance(sense).is_none_or(|d| d == 0) {
            continue;
        }
        let next = step(sense)?;
        let relation = graph
            .relation(sense, next)
            .ok_or_else(|| fail(FormatProblem::NotLinked { sense: s }))?;
        own[s as usize] = code(relation).ok_or_else(|| fail(FormatProblem::NoCode { relation }))?;
    }
    let mut packed = vec![0u64; n];
    for &s in &by_distance[layer_start[1] as usize..] {
        let next = step(SenseId(s))?;
        packed[s as usize] = u64::from(own[s as usize]) | packed[next.index()] << 4;
    }
    let lemmas = graph.lemma_count();
    let mut records = Vec::with_capacity(HEADER + lemmas * 8 + TRAILER);
    records.extend_from_slice(MAGIC);
    records.extend_from_slice(&table.target().0.to_le_bytes());
    records.extend_from_slice(&(lemmas as u32).to_le_bytes());
    records.extend_from_slice(&[0; 4]); // the overflow count, filled in below
    records.extend_from_slice(&(n as u32).to_le_bytes());
    records.extend_from_slice(&[0; 4]);
    let mut overflow = Vec::new();
    let mut count = 0u32;
    for l in 0..lemmas as u32 {
        let Some(start) = table.start(LemmaId(l)) else {
            records.extend_from_slice(&NO_SENSE.to_le_bytes());
            continue;
        };
        let len = table.sense_distance(start).unwrap_or(0) as usize;
        let first = packed[start.index()] & ((1 << (4 * IN_RECORD)) - 1);
        let record =
            u64::from(start.0) | (len as u64) << SENSE_BITS | first << (SENSE_BITS + LEN_BITS);
        records.extend_from_slice(&record.to_le_bytes());
        let (mut at, mut done) = (start, 0);
        while len > IN_RECORD.max(done) {
            let skip = if done == 0 { IN_RECORD } else { PER_OVERFLOW };
            for _ in 0..skip {
                at = step(at)?;
            }
            done += skip;
            let left = len - done;
            let mut chunk = packed[at.index()];
            if left < PER_OVERFLOW {
                chunk &= (1 << (4 * left)) - 1;
            }
            overflow.extend_from_slice(&l.to_le_bytes());
            overflow.extend_from_slice(&chunk.to_le_bytes());
            count += 1;
            if left <= PER_OVERFLOW {
                break;
            }
        }
    }
    records[12..16].copy_from_slice(&count.to_le_bytes());
    records.extend_from_slice(&overflow);
    let sum = wordgames_wordnet::snapshot_checksum(&records);
    records.extend_from_slice(&sum.to_le_bytes());
    Ok(records)
}

/// A route file in memory: answers a guess (a lemma id) with one lookup.
#[derive(Clone, PartialEq, Eq)]
pub struct RouteFile {
    bytes: Vec<u8>,
    target: LemmaId,
    lemmas: usize,
    overflow: usize,
    senses: usize,
}

impl std::fmt::Debug for RouteFile {
    /// The header's facts, never the megabyte of records.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RouteFile")
            .field("target", &self.target)
            .field("lemmas", &self.lemmas)
            .field("overflow", &self.overflow)
            .field("bytes", &self.bytes.len())
            .finish()
    }
}

/// The clue of a guess as a route file stores it: the sense used and the relations.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct StoredClue {
    /// The sense of the guess the route starts from (its gloss is "the sense used").
    pub start: SenseId,
    /// The relation of each step, from the guess toward the target.
    pub relations: Vec<Relation>,
}

impl StoredClue {
    /// The emoji clue (see [`emoji`]).
    pub fn emoji(&self) -> String {
        self.relations
            .iter()
            .map(|r| emoji(*r).unwrap_or("❓"))
            .collect()
    }
}

impl RouteFile {
    /// Reads a route file written for `wn` and checks it whole (see the
    /// [module documentation](self)).
    ///
    /// # Errors
    /// [`NettleError::ArchiveIo`] when it cannot be read; [`NettleError::ArchiveFormat`] when it
    /// is not a version 2 route file, is damaged, or was written for another WordNet.
    ///
    /// At most the longest route file `wn` can have is read (a record and four overflow entries
    /// a lemma: 8.3 MB for WordNet 3.1), so a device or an endless file costs no more.
    pub fn open(path: impl AsRef<Path>, wn: &WordNet) -> Result<RouteFile> {
        use std::io::Read;
        let path = path.as_ref();
        let io_error = |source: std::io::Error| NettleError::ArchiveIo {
            path: path.to_path_buf(),
            action: "read",
            source: source.into(),
        };
        let max = max_file_len(wn.lemma_count());
        let mut bytes = Vec::new();
        fs::File::open(path)
            .and_then(|file| file.take(max + 1).read_to_end(&mut bytes))
            .map_err(io_error)?;
        if bytes.len() as u64 > max {
            return Err(NettleError::ArchiveFormat {
                path: path.to_path_buf(),
                problem: FormatProblem::TooLong { max },
            }
            .into());
        }
        RouteFile::from_bytes(bytes, path, wn)
    }

    /// A route file from its bytes, checked whole against `wn`; `path` names it in errors.
    ///
    /// # Errors
    /// As [`RouteFile::open`].
    pub fn from_bytes(bytes: Vec<u8>, path: impl AsRef<Path>, wn: &WordNet) -> Result<RouteFile> {
        let file = RouteFile::parse(bytes).map_err(|problem| NettleError::ArchiveFormat {
            path: path.as_ref().to_path_buf(),
            problem,
        })?;
        let (lemmas, senses) = (wn.lemma_count(), wn.sense_count());
        if file.lemmas != lemmas || file.senses != senses {
            return Err(NettleError::ArchiveFormat {
                path: path.as_ref().to_path_buf(),
                problem: FormatProblem::OtherWordNet {
                    file_lemmas: file.lemmas,
                    file_senses: file.senses,
                    lemmas,
                    senses,
                },
            }
            .into());
        }
        Ok(file)
    }

    /// Checks the bytes: header, length, checksum, then every record and overflow entry.
    fn parse(bytes: Vec<u8>) -> std::result::Result<RouteFile, FormatProblem> {
        if bytes.len() < HEADER + TRAILER || &bytes[..4] != MAGIC {
            return Err(FormatProblem::NoHeader);
        }
        let word = |at: usize| u32::from_le_bytes(bytes[at..at + 4].try_into().expect("4 bytes"));
        let (target, lemmas, overflow, senses) = (
            word(4),
            word(8) as usize,
            word(12) as usize,
            word(16) as usize,
        );
        let expected = (lemmas as u64) * 8 + (overflow as u64) * OVERFLOW_ENTRY as u64;
        let expected = expected + (HEADER + TRAILER) as u64;
        if bytes.len() as u64 != expected {
            return Err(FormatProblem::Length {
                got: bytes.len(),
                expected: usize::try_from(expected).unwrap_or(usize::MAX),
            });
        }
        let body = bytes.len() - TRAILER;
        let stored = u64::from_le_bytes(bytes[body..].try_into().expect("8 bytes"));
        let computed = wordgames_wordnet::snapshot_checksum(&bytes[..body]);
        if stored != computed {
            return Err(FormatProblem::Checksum { stored, computed });
        }
        if target as usize >= lemmas {
            return Err(FormatProblem::Target { target, lemmas });
        }
        if senses as u64 >= NO_SENSE {
            return Err(FormatProblem::TooManySenses { senses });
        }
        let file = RouteFile {
            bytes,
            target: LemmaId(target),
            lemmas,
            overflow,
            senses,
        };
        file.check_entries()?;
        Ok(file)
    }

    /// Every record's sense, length and codes, and the overflow entries that complete the
    /// routes longer than a record, in order.
    fn check_entries(&self) -> std::result::Result<(), FormatProblem> {
        let bad = |lemma: u32, what: &'static str| FormatProblem::Record { lemma, what };
        let codes_ok = |packed: u64, count: usize| {
            (0..count).all(|i| relation_of_code((packed >> (4 * i) & 15) as u8).is_some())
        };
        let mut next_entry = 0;
        let base = HEADER + self.lemmas * 8;
        for l in 0..self.lemmas as u32 {
            let record = self.u64_at(HEADER + l as usize * 8);
            let sense = record & NO_SENSE;
            if sense == NO_SENSE {
                if record != NO_SENSE {
                    return Err(bad(l, "an unreachable lemma with a route"));
                }
                continue;
            }
            if sense as usize >= self.senses {
                return Err(bad(l, "a start sense beyond the sense count"));
            }
            let len = (record >> SENSE_BITS & ((1 << LEN_BITS) - 1)) as usize;
            let first = record >> (SENSE_BITS + LEN_BITS);
            if !codes_ok(first, len.min(IN_RECORD)) || first >> (4 * len.min(IN_RECORD)) != 0 {
                return Err(bad(l, "relation codes that are not the table's"));
            }
            let mut left = len.saturating_sub(IN_RECORD);
            while left > 0 {
                if next_entry >= self.overflow {
                    return Err(bad(l, "a long route without its overflow entries"));
                }
                let at = base + next_entry * OVERFLOW_ENTRY;
                let owner = u32::from_le_bytes(self.bytes[at..at + 4].try_into().expect("4"));
                let packed = self.u64_at(at + 4);
                let count = left.min(PER_OVERFLOW);
                if owner != l
                    || !codes_ok(packed, count)
                    || (count < 16 && packed >> (4 * count) != 0)
                {
                    return Err(bad(l, "overflow entries that do not complete its route"));
                }
                left -= count;
                next_entry += 1;
            }
        }
        if next_entry != self.overflow {
            return Err(FormatProblem::Record {
                lemma: self.lemmas as u32,
                what: "overflow entries that belong to no route",
            });
        }
        Ok(())
    }

    /// The target lemma.
    pub fn target(&self) -> LemmaId {
        self.target
    }

    /// The number of lemmas it covers.
    pub fn lemma_count(&self) -> usize {
        self.lemmas
    }

    /// The file's bytes.
    pub fn as_bytes(&self) -> &[u8] {
        &self.bytes
    }

    fn u64_at(&self, at: usize) -> u64 {
        u64::from_le_bytes(self.bytes[at..at + 8].try_into().expect("8 bytes"))
    }

    /// The route length of a guess, `None` when it cannot reach the target (or is not a lemma
    /// of the file). One lookup.
    pub fn distance(&self, guess: LemmaId) -> Option<usize> {
        let record = self.record(guess)?;
        Some((record >> SENSE_BITS & ((1 << LEN_BITS) - 1)) as usize)
    }

    fn record(&self, guess: LemmaId) -> Option<u64> {
        if guess.index() >= self.lemmas {
            return None;
        }
        let record = self.u64_at(HEADER + guess.index() * 8);
        (record & NO_SENSE != NO_SENSE).then_some(record)
    }

    /// The clue of a guess: one lookup, plus a binary search in the overflow entries for the
    /// rare route longer than 10 steps. `None` when it cannot reach the target.
    pub fn clue(&self, guess: LemmaId) -> Option<StoredClue> {
        let record = self.record(guess)?;
        let len = (record >> SENSE_BITS & ((1 << LEN_BITS) - 1)) as usize;
        let mut relations = Vec::with_capacity(len);
        let nibble = |packed: u64, i: usize| (packed >> (4 * i) & 15) as usize;
        for i in 0..len.min(IN_RECORD) {
            let c = nibble(record >> (SENSE_BITS + LEN_BITS), i);
            relations.push(relation_of_code(c as u8)?);
        }
        if len > IN_RECORD {
            let base = HEADER + self.lemmas * 8;
            let lemma_at = |e: usize| {
                let at = base + e * OVERFLOW_ENTRY;
                u32::from_le_bytes(self.bytes[at..at + 4].try_into().expect("4 bytes"))
            };
            // Binary search for the first overflow entry of the lemma.
            let (mut lo, mut hi) = (0, self.overflow);
            while lo < hi {
                let mid = (lo + hi) / 2;
                if lemma_at(mid) < guess.0 {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            let mut e = lo;
            while relations.len() < len {
                if e >= self.overflow || lemma_at(e) != guess.0 {
                    return None;
                }
                let packed = self.u64_at(base + e * OVERFLOW_ENTRY + 4);
                for i in 0..PER_OVERFLOW.min(len - relations.len()) {
                    relations.push(relation_of_code(nibble(packed, i) as u8)?);
                }
                e += 1;
            }
        }
        Some(StoredClue {
            start: SenseId((record & NO_SENSE) as u32),
            relations,
        })
    }
}

/// What [`write()`] did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct ArchiveReport {
    /// Route files in the archive (written now or kept from an earlier run).
    pub files: usize,
    /// Of those, the files that an earlier run had completed and this one kept.
    pub kept: usize,
    /// Their total size in bytes.
    pub bytes: u64,
}

/// The file name of a target's route file: its spelling with `.nettle`.
pub fn file_name(wn: &WordNet, target: LemmaId) -> String {
    format!("{}.nettle", wn.lemma_by_id(target).text())
}

/// Writes `bytes` to `path` through a temporary file in the same directory, renamed into place:
/// `path` holds either its old content or all of the new, never part of it.
fn write_atomically(path: &Path, bytes: &[u8]) -> Result<()> {
    let io = |path: &Path, action: &'static str| {
        let path = path.to_path_buf();
        move |source: std::io::Error| -> crate::Error {
            NettleError::ArchiveIo {
                path,
                action,
                source: source.into(),
            }
            .into()
        }
    };
    static COUNTER: AtomicUsize = AtomicUsize::new(0);
    let mut temp = path.as_os_str().to_owned();
    temp.push(format!(
        ".tmp-{}-{}",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed)
    ));
    let temp = PathBuf::from(temp);
    let written = (|| {
        let mut file = fs::File::create(&temp).map_err(io(&temp, "create"))?;
        std::io::Write::write_all(&mut file, bytes).map_err(io(&temp, "write"))?;
        file.sync_all().map_err(io(&temp, "sync"))?;
        fs::rename(&temp, path).map_err(io(path, "rename into place"))
    })();
    if written.is_err() {
        let _ = fs::remove_file(&temp);
    }
    written
}

/// Whether `name` is a temporary name [`write_atomically`] gives: `NAME.tmp-PID-N`.
fn is_temporary_name(name: &str) -> bool {
    let Some((_, tail)) = name.rsplit_once(".tmp-") else {
        return false;
    };
    let mut parts = tail.split('-');
    let digits =
        |p: Option<&str>| p.is_some_and(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()));
    digits(parts.next()) && digits(parts.next()) && parts.next().is_none()
}

/// Removes from `dir` the temporary files of [`write_atomically`] last modified before
/// `started`: those of runs killed before they could rename or remove them. A concurrent run's
/// temporary file is newer and kept. Errors are ignored: what cannot be removed is left as it
/// was, and no route file is ever touched.
fn remove_stale_temporaries(dir: &Path, started: std::time::SystemTime) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let stale = name.to_str().is_some_and(is_temporary_name)
            && entry
                .metadata()
                .is_ok_and(|m| m.is_file() && m.modified().is_ok_and(|t| t < started));
        if stale {
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// Computes the route table of every target in parallel (on rayon's current thread pool: run it
/// inside `ThreadPool::install` to choose the number of threads) and writes each as a route file
/// in `dir`, named by [`file_name`], plus `targets.txt`: the targets in puzzle order, one a
/// line, written last.
///
/// Each file is written under a temporary name and renamed into place, so no reader, crash or
/// concurrent run ever finds a partial route file under a real name. A file that is already in
/// `dir`, complete and valid for its target (checked as [`RouteFile::open`] checks it) is kept,
/// not computed again: a rerun after an interruption resumes where it stopped, and gives the same
/// bytes as an uninterrupted run. Once a run has completed, the temporary files older than it
/// (left by a killed run) are removed.
///
/// Memory stays bounded: each worker thread holds one route table (5 bytes per sense, 4 per
/// lemma) and one encoded file at a time, and writes the file before it starts the next
/// target; about 3 MB per thread for WordNet 3.1.
///
/// `progress(done, total)` is called from the worker threads after each file.
///
/// # Errors
/// [`NettleError::ArchiveIo`] when the directory or a file cannot be written, and the errors of
/// [`encode`] and [`WordGraph::route_table`]. The first error stops the run (the files
/// completed so far stay, and a rerun keeps them); `targets.txt` is then not written.
pub fn write(
    graph: &WordGraph<'_>,
    targets: &[LemmaId],
    dir: &Path,
    progress: &(dyn Fn(usize, usize) + Sync),
) -> Result<ArchiveReport> {
    let report = write_files(graph, targets, dir, progress)?;
    write_target_list(graph.wordnet(), targets, dir)?;
    Ok(report)
}

/// `targets.txt`: the targets in puzzle order, one a line, written last and atomically.
fn write_target_list(wn: &WordNet, targets: &[LemmaId], dir: &Path) -> Result<()> {
    let list: String = targets
        .iter()
        .map(|t| format!("{}\n", wn.lemma_by_id(*t).text()))
        .collect();
    write_atomically(&dir.join("targets.txt"), list.as_bytes())
}

fn create_dir(dir: &Path) -> Result<()> {
    fs::create_dir_all(dir).map_err(|source| {
        NettleError::ArchiveIo {
            path: dir.to_path_buf(),
            action: "create directory",
            source: source.into(),
        }
        .into()
    })
}

/// Shard `index` of `count` of an archive's `targets` (in puzzle order): the targets at
/// positions `index`, `index + count`, `index + 2 * count`, ... Every target is in exactly one
/// shard, and the shards are about the same size, so that machines share the work evenly.
///
/// # Errors
///
/// [`Error::InvalidParameter`](crate::Error::InvalidParameter) for a count of 0 or an index not
/// below the count.
pub fn shard_targets(targets: &[LemmaId], index: usize, count: usize) -> Result<Vec<LemmaId>> {
    if index >= count {
        return Err(crate::Error::InvalidParameter {
            name: "shard",
            value: format!("{index} of {count}"),
            reason: "the index must be below the count",
        });
    }
    Ok(targets.iter().skip(index).step_by(count).copied().collect())
}

/// Writes shard `index` of `count` of the archive of `targets` into `dir`: the route files of
/// [`shard_targets`], exactly as [`write()`] writes them (temporary names, resumable, the same
/// bytes), but no `targets.txt`. Each machine writes its own shard into its own directory, and
/// [`merge_shards`] puts the shards together.
///
/// # Errors
///
/// As [`write()`] and [`shard_targets`].
pub fn write_shard(
    graph: &WordGraph<'_>,
    targets: &[LemmaId],
    index: usize,
    count: usize,
    dir: &Path,
    progress: &(dyn Fn(usize, usize) + Sync),
) -> Result<ArchiveReport> {
    let mine = shard_targets(targets, index, count)?;
    write_files(graph, &mine, dir, progress)
}

/// Puts together the shards that [`write_shard`] wrote into `shard_dirs` (in any order) as the
/// archive of `targets` in `dir`: each target's route file, checked as [`RouteFile::open`]
/// checks it, is copied from the first shard directory that holds a valid one, and
/// `targets.txt` is written last. The result is byte for byte the archive [`write()`] writes on
/// one machine. `dir` may be one of the shard directories.
///
/// # Errors
///
/// [`NettleError::ArchiveIo`] when a target's route file is in none of the shard directories
/// (action `find in the shards`), or when `dir` cannot be written.
pub fn merge_shards(
    wn: &WordNet,
    targets: &[LemmaId],
    shard_dirs: &[&Path],
    dir: &Path,
) -> Result<ArchiveReport> {
    create_dir(dir)?;
    let started = std::time::SystemTime::now();
    let (mut bytes, mut kept) = (0u64, 0usize);
    for &target in targets {
        let name = file_name(wn, target);
        let found = shard_dirs.iter().find_map(|shard| {
            RouteFile::open(shard.join(&name), wn)
                .ok()
                .filter(|f| f.target() == target)
                .map(|f| (shard, f))
        });
        let Some((shard, file)) = found else {
            return Err(NettleError::ArchiveIo {
                path: dir.join(&name),
                action: "find in the shards",
                source: std::io::Error::from(std::io::ErrorKind::NotFound).into(),
            }
            .into());
        };
        if shard.join(&name) == dir.join(&name) {
            kept += 1;
        } else {
            write_atomically(&dir.join(&name), file.as_bytes())?;
        }
        bytes += file.as_bytes().len() as u64;
    }
    write_target_list(wn, targets, dir)?;
    remove_stale_temporaries(dir, started);
    Ok(ArchiveReport {
        files: targets.len(),
        kept,
        bytes,
    })
}

/// The route files of `targets` in `dir`, as [`write()`] writes them, without `targets.txt`.
fn write_files(
    graph: &WordGraph<'_>,
    targets: &[LemmaId],
    dir: &Path,
    progress: &(dyn Fn(usize, usize) + Sync),
) -> Result<ArchiveReport> {
    let wn = graph.wordnet();
    create_dir(dir)?;
    // Temporary files older than this run were left by a run that was killed (`kill -9`):
    // they are removed once this one has completed.
    let started = std::time::SystemTime::now();
    let done = AtomicUsize::new(0);
    let kept = AtomicUsize::new(0);
    let bytes = targets
        .par_iter()
        .map(|&target| -> Result<u64> {
            let path = dir.join(file_name(wn, target));
            let size = match RouteFile::open(&path, wn) {
                Ok(file) if file.target() == target => {
                    kept.fetch_add(1, Ordering::Relaxed);
                    file.as_bytes().len()
                }
                _ => {
                    let table = graph.route_table(target)?;
                    let bytes = encode(&table)?;
                    drop(table);
                    write_atomically(&path, &bytes)?;
                    bytes.len()
                }
            };
            progress(done.fetch_add(1, Ordering::Relaxed) + 1, targets.len());
            Ok(size as u64)
        })
        .try_reduce(|| 0, |a, b| Ok(a + b))?;
    remove_stale_temporaries(dir, started);
    Ok(ArchiveReport {
        files: targets.len(),
        kept: kept.into_inner(),
        bytes,
    })
}
