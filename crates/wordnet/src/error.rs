//! The error type of this crate.

use std::{io, path::PathBuf, sync::Arc};

use std::fmt;

use crate::{Measure, Pos, Relation};

/// A specialised `Result` for WordNet operations.
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// Everything that can go wrong while loading WordNet, building the word graph or routing.
///
/// Variants carry the facts needed to fix the input: the file, the 1-based line number, what
/// was expected and what was found.
///
/// `Clone`, so that a caller can cache an error or share it between threads: an I/O error
/// inside is behind an [`Arc`].
#[derive(Debug, Clone, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// A file that every WNDB directory has (`data.*`, `index.*`) is not there.
    #[error("{}: required WordNet file is missing (is this a WNDB `dict` directory?)", path.display())]
    MissingFile {
        /// The path that was tried.
        path: PathBuf,
    },
    /// A snapshot ([`WordNet::from_snapshot`](crate::WordNet::from_snapshot)) is not one this
    /// version can read, or is damaged.
    #[error("WordNet snapshot, byte {offset}: {problem}")]
    Snapshot {
        /// Where in the snapshot the problem was found (a byte offset).
        offset: usize,
        /// What is wrong.
        problem: crate::SnapshotProblem,
    },
    /// A file could not be read.
    #[error("{}: cannot read", path.display())]
    Io {
        /// The file.
        path: PathBuf,
        /// The underlying error, shared (it is also what
        /// [`source`](std::error::Error::source) returns: downcast it to `Arc<io::Error>`).
        #[source]
        source: Arc<io::Error>,
    },
    /// A WNDB file is longer than [`MAX_FILE_BYTES`](crate::MAX_FILE_BYTES); nothing past the
    /// bound is read.
    #[error("{}: longer than {max} bytes, the most a WordNet file may have", path.display())]
    FileTooLarge {
        /// The file.
        path: PathBuf,
        /// The bound, in bytes.
        max: u64,
    },
    /// A line does not follow the WNDB format.
    #[error("{}:{line}: expected {expected}, found {found:?}", path.display())]
    Parse {
        /// The file.
        path: PathBuf,
        /// The 1-based line number.
        line: usize,
        /// What the format calls for at that point.
        expected: &'static str,
        /// The text found instead (a token, or the end of the line).
        found: String,
    },
    /// An optional file (`index.sense`, `*.exc`, `lexnames`) was not in the directory, and the
    /// feature asked for needs it.
    #[error("{feature} needs {file}, which the WordNet directory does not have")]
    MissingOptional {
        /// The file name, e.g. `index.sense`.
        file: &'static str,
        /// The feature that needs it, e.g. `sense keys`.
        feature: &'static str,
    },
    /// `WordNet::from_env` found no `WNSEARCHDIR` variable.
    #[error("the WNSEARCHDIR environment variable is not set (set it to a WNDB `dict` directory)")]
    NoSearchDir,
    /// The directory holds more than this crate's compact indices can address.
    #[error("{what}: {count} is more than this loader can address (at most {max})")]
    TooLarge {
        /// What overflowed (words, synsets, ...).
        what: &'static str,
        /// How many were found.
        count: usize,
        /// The limit.
        max: usize,
    },
    /// The word graph was asked for a relation whose pointers have no reflect, so its edges
    /// cannot be walked backwards, which routes do.
    #[error(
        "relation {relation} has no reflect in WordNet; only reflexive relations can be graph edges"
    )]
    NoReflect {
        /// The refused relation.
        relation: Relation,
    },
    /// A spelling that is not a lemma of the WordNet in use.
    #[error("{spelling:?} is not a WordNet lemma")]
    UnknownLemma {
        /// The spelling as given.
        spelling: String,
    },
    /// A query with a `%` that is no sense key of the WordNet in use
    /// ([`WordNet::senses_named`](crate::WordNet::senses_named)).
    #[error("{key:?} is not a sense key of this WordNet")]
    UnknownSenseKey {
        /// The key as given.
        key: String,
    },
    /// A query that names no sense, synset or word of the WordNet in use, nor a base form of
    /// one ([`WordNet::senses_named`](crate::WordNet::senses_named)).
    #[error("{query:?} is not in WordNet")]
    NotInWordNet {
        /// The query as given.
        query: String,
    },
    /// A synset name (`dog.n.01`) that names no synset of the WordNet in use.
    #[error("no synset {name:?}: {problem}")]
    UnknownSynset {
        /// The name as given.
        name: String,
        /// What is wrong with it.
        problem: SynsetNameProblem,
    },
    /// A similarity measure that needs two synsets of one part of speech (`lch`, `res`, `jcn`,
    /// `lin`; an adjective satellite is not a head adjective) was given two of different ones,
    /// where NLTK raises `WordNetError`.
    #[error(
        "{measure} similarity needs two synsets of one part of speech, not {first} and {second}"
    )]
    PosMismatch {
        /// The measure.
        measure: Measure,
        /// The first synset's name.
        first: String,
        /// The second synset's name.
        second: String,
    },
    /// An information content has no counts for a part of speech (IC files hold nouns and verbs
    /// only), or only counts and no root count to divide them by.
    #[error("the information content has {reason} for {pos}s")]
    NoInformationContent {
        /// The part of speech (adjective for satellites).
        pos: Pos,
        /// `"no counts"` or `"no root count"`.
        reason: &'static str,
    },
    /// `res`, `jcn` and `lin` need an information content and none was given.
    #[error(
        "{measure} similarity needs an information content (an IC file, a corpus or tag counts)"
    )]
    NeedsInformationContent {
        /// The measure.
        measure: Measure,
    },
    /// A measure is undefined for a pair where NLTK's formula divides by zero (`lin` of two
    /// synsets whose information content is 0, such as a root with itself).
    #[error("{measure} similarity of {first} and {second} is undefined: {reason}")]
    Undefined {
        /// The measure.
        measure: Measure,
        /// The first synset's name.
        first: String,
        /// The second synset's name.
        second: String,
        /// Why, e.g. `"both have an information content of 0"`.
        reason: &'static str,
    },
    /// The hypernym pointers (with instance hypernyms) form a cycle, so depths and paths are
    /// not defined.
    #[error("the hypernyms of {synset} lead back to it")]
    HypernymCycle {
        /// The name of a synset on the cycle.
        synset: String,
    },
    /// A search used up its budget (the hypernym paths of a synset in a crafted lattice, say):
    /// the family's one [`BudgetExhausted`](wordgames_lexicon::BudgetExhausted), which
    /// `wordgames_puzzles::Error::BudgetExhausted` and `wordgames_wordle::Error::BudgetExhausted`
    /// wrap too.
    #[error(transparent)]
    BudgetExhausted(#[from] wordgames_lexicon::BudgetExhausted),
    /// An option given by the caller is out of its range (IC smoothing that is NaN, say).
    #[error("{name} {value} is refused: {reason}")]
    InvalidOption {
        /// The option.
        name: &'static str,
        /// Its value, as given.
        value: String,
        /// What it must be.
        reason: &'static str,
    },
}

/// Why a synset name names no synset ([`Error::UnknownSynset`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum SynsetNameProblem {
    /// The name is not of the form `lemma.pos.NN`.
    Malformed,
    /// The part of speech is not one of `n`, `v`, `a`, `s` or `r`.
    UnknownPos,
    /// The lemma has no sense in that part of speech (or is not a lemma at all).
    UnknownLemma,
    /// The sense number is 0 or more than the lemma's senses in that part of speech.
    NoSuchSense {
        /// How many senses the lemma has in that part of speech.
        senses: usize,
    },
}

impl fmt::Display for SynsetNameProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SynsetNameProblem::Malformed => {
                f.write_str("expected lemma.pos.NN, e.g. dog.n.01 (pos one of n v a s r)")
            }
            SynsetNameProblem::UnknownPos => {
                f.write_str("the part of speech is not one of n, v, a, s, r")
            }
            SynsetNameProblem::UnknownLemma => {
                f.write_str("the lemma has no sense in that part of speech")
            }
            SynsetNameProblem::NoSuchSense { senses } => write!(
                f,
                "the lemma has {senses} sense{} in that part of speech",
                if *senses == 1 { "" } else { "s" }
            ),
        }
    }
}

/// What is wrong with a snapshot that [`WordNet::from_snapshot`](crate::WordNet::from_snapshot) refuses.
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
