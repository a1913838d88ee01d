//! The error type of this crate.

use std::{io, path::PathBuf};

use crate::{Measure, Pos, Relation, SynsetNameProblem};

/// A specialised `Result` for WordNet operations.
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// Everything that can go wrong while loading WordNet, building the word graph or routing.
///
/// Variants carry the facts needed to fix the input: the file, the 1-based line number, what
/// was expected and what was found.
#[derive(Debug, thiserror::Error)]
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
        /// The underlying error.
        #[source]
        source: io::Error,
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
}
