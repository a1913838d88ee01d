//! The error type of this crate.

use std::{io, path::PathBuf};

use crate::Relation;

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
}
