//! The error type of this crate.

use crate::lines::Quoted;
use std::{io, path::PathBuf, sync::Arc};

use crate::normalize::Rejection;

/// A specialised `Result` for lexicon operations.
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// Everything that can go wrong while building, loading or querying a [`Lexicon`](crate::Lexicon).
///
/// Every variant carries the facts needed to fix the input: the source name (a path or a label
/// given by the caller), the 1-based line number and the offending value.
///
/// `Clone`, so that a caller can cache an error or share it between threads: the I/O and FST
/// errors inside are behind an [`Arc`].
#[derive(Debug, Clone, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// A line of a word list cannot be a word under the normalisation rules in force.
    #[error(
        "{source_name}:{line}: {q_value} is not a word: {reason} (use a lenient read to skip such lines)", q_value = Quoted(.value))]
    InvalidWord {
        /// The path or label of the word list.
        source_name: String,
        /// The 1-based line number.
        line: usize,
        /// The line as read (after trimming surrounding whitespace).
        value: String,
        /// Why the normaliser refused it.
        reason: Rejection,
    },
    /// The grade column of a `WORD<TAB>GRADE` line is not a number from 0 to 255.
    #[error("{source_name}:{line}: grade {q_value} is not a whole number from 0 to 255", q_value = Quoted(.value))]
    InvalidGrade {
        /// The path or label of the word list.
        source_name: String,
        /// The 1-based line number.
        line: usize,
        /// The grade column as read.
        value: String,
    },
    /// The Zipf column of a `WORD<TAB>ZIPF` line (a number with a decimal point) is not a
    /// frequency from 0.00 to 8.00.
    #[error("{source_name}:{line}: Zipf frequency {q_value} is not a number from 0.00 to 8.00", q_value = Quoted(.value))]
    InvalidZipf {
        /// The path or label of the word list.
        source_name: String,
        /// The 1-based line number.
        line: usize,
        /// The column as read.
        value: String,
    },
    /// No word frequencies ship for a language (wordfreq has no Nynorsk list, say).
    #[error(
        "no word frequencies ship for language {tag:?}: familiarity falls back to the grades of the list"
    )]
    NoFrequencies {
        /// The profile's tag.
        tag: String,
    },
    /// Shipped frequencies were asked for, but this build of wordgames-lexicon leaves the
    /// language's table out: neither its `frequencies` feature (all twelve languages) nor the
    /// language's `frequencies-<tag>` is on.
    #[error(
        "the shipped word frequencies of language {tag:?} are not in this build: enable wordgames-lexicon's `frequencies-{tag}` feature (or `frequencies`, all twelve languages, from the wordgames-wordfreq-data package), or read without frequencies"
    )]
    FrequencyDataMissing {
        /// The profile's tag.
        tag: String,
    },
    /// A line of a word list is not valid UTF-8.
    #[error("{source_name}:{line}: the line is not valid UTF-8")]
    NotUtf8 {
        /// The path or label of the word list.
        source_name: String,
        /// The 1-based line number.
        line: usize,
    },
    /// A line of a word list is longer than the maximum: the read stops there, lenient or not.
    #[error(
        "{source_name}:{line}: the line is longer than {max} bytes (a word list holds one word a line)"
    )]
    LineTooLong {
        /// The path or label of the word list.
        source_name: String,
        /// The 1-based line number.
        line: usize,
        /// The maximum, in bytes.
        max: usize,
    },
    /// A word list has more words than [`ReadOptions::max_words`](crate::ReadOptions::max_words)
    /// allows: the read stops there, lenient or not.
    #[error(
        "{source_name}:{line}: more than {max} words (ReadOptions::max_words; the CLI's --max-list-words)"
    )]
    TooManyWords {
        /// The path or label of the word list.
        source_name: String,
        /// The 1-based line number of the first word past the limit.
        line: usize,
        /// The limit, in words.
        max: usize,
    },
    /// Reading a word list or an FST file failed.
    #[error("cannot read {}", path.display())]
    Io {
        /// The file that could not be read (empty for an in-memory reader).
        path: PathBuf,
        /// The underlying I/O error, shared (it is also what
        /// [`source`](std::error::Error::source) returns: downcast it to `Arc<io::Error>`).
        #[source]
        source: Arc<io::Error>,
    },
    /// A file is larger than the most this crate reads of its kind (for an FST file,
    /// [`Lexicon::MAX_FST_FILE`](crate::Lexicon::MAX_FST_FILE)); nothing was kept of it.
    #[error("{} is larger than {max} bytes, the most read of such a file", path.display())]
    FileTooLarge {
        /// The file.
        path: PathBuf,
        /// The limit, in bytes.
        max: u64,
    },
    /// The bytes given to [`Lexicon::new`](crate::Lexicon::new) are not an FST map, or building
    /// one failed.
    #[error("not a lexicon FST: {}", fst_reason(.0))]
    Fst(#[source] Arc<fst::Error>),
    /// A table of spellings ([`Spellings`](crate::Spellings)) cannot be read or attached.
    #[error("spellings, line {line}: {reason}")]
    InvalidSpellings {
        /// The 1-based line of the stored table (the position of the pair, for pairs given in
        /// memory).
        line: usize,
        /// What is wrong with it.
        reason: String,
    },
    /// Frequencies written by `Lexicon::frequencies_to_bytes` cannot be read.
    #[error("frequencies, line {line}: {reason}")]
    InvalidFrequencies {
        /// The 1-based line of the text.
        line: usize,
        /// What is wrong with it.
        reason: String,
    },
    /// A text of frequencies is larger than [`Frequencies::MAX_BYTES`](crate::Frequencies::MAX_BYTES):
    /// nothing of it was read.
    #[error("a text of frequencies of {bytes} bytes: more than {max}, the most read")]
    FrequenciesTooLarge {
        /// Its size.
        bytes: usize,
        /// The limit.
        max: usize,
    },
    /// A stored table of spellings is larger than [`Spellings::MAX_BYTES`](crate::Spellings::MAX_BYTES):
    /// nothing of it was read.
    #[error("a table of spellings of {bytes} bytes: more than {max}, the most read")]
    SpellingsTooLarge {
        /// Its size.
        bytes: usize,
        /// The limit.
        max: usize,
    },
    /// A wildcard pattern could not be compiled.
    #[error("pattern {q_pattern}: {reason}", q_pattern = Quoted(.pattern))]
    Pattern {
        /// The pattern as given.
        pattern: String,
        /// What is wrong with it.
        reason: String,
    },
    /// A rack of letters could not be parsed.
    #[error("rack {q_rack}: {reason}", q_rack = Quoted(.rack))]
    Rack {
        /// The rack as given.
        rack: String,
        /// What is wrong with it.
        reason: String,
    },
}

impl From<fst::Error> for Error {
    fn from(error: fst::Error) -> Error {
        Error::Fst(Arc::new(error))
    }
}

/// The reason inside an [`fst::Error`]: its own `Display` says only "FST error" for a bad FST
/// and keeps the reason (too short, wrong version, bad checksum) in the wrapped error.
fn fst_reason(error: &fst::Error) -> String {
    match error {
        fst::Error::Fst(raw) => raw.to_string(),
        other => other.to_string(),
    }
}
