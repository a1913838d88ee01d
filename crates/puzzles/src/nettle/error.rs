//! What can go wrong in Nettle: a target, a graph, a route file, a puzzle.

use std::{fmt, path::PathBuf};
use wordgames_lexicon::lines::Quoted;

use wordgames_wordnet::Relation;

/// Everything specific to Nettle that can be wrong.
///
/// The crate's [`Error`](crate::Error) wraps it as [`Error::Nettle`](crate::Error::Nettle);
/// WordNet's own errors, dates and empty target lists stay there. Playing (a guess, through
/// [`Nettle::answer`](crate::nettle::Nettle::answer), or [`Play::play`](crate::play::Play::play)
/// of a [`Game`](crate::nettle::Game)) fails only with a `NettleError`.
#[derive(Debug, Clone, thiserror::Error)]
#[non_exhaustive]
pub enum NettleError {
    /// A guess played through [`Play`](crate::play::Play) once the game is over.
    #[error("{q_guess}: the game is over", q_guess = Quoted(.guess))]
    GameOver {
        /// The guess as given.
        guess: String,
    },
    /// A guess whose base forms WordNet's morphology could not look up (a WordNet read from a
    /// directory without its exception lists).
    #[error("{q_guess}: looking up its base forms failed", q_guess = Quoted(.guess))]
    Lookup {
        /// The guess as given.
        guess: String,
        /// WordNet's error.
        #[source]
        source: wordgames_wordnet::Error,
    },
    /// A target that is not a WordNet lemma.
    #[error("{q_word} cannot be a nettle target: it is not a WordNet lemma", q_word = Quoted(.word))]
    NotALemma {
        /// The word as given.
        word: String,
    },
    /// The word graph has a relation that Nettle has no emoji for.
    #[error(
        "parameter graph relations = {}: Nettle has no emoji for this relation",
        relation.name()
    )]
    NoEmoji {
        /// The relation.
        relation: Relation,
    },
    /// A route file could not be read or written.
    #[error("{}: {action} failed", path.display())]
    ArchiveIo {
        /// The file or directory.
        path: PathBuf,
        /// What was being done: "write", "read", "create directory".
        action: &'static str,
        /// The underlying error, shared so that the error is `Clone` (it is also what
        /// [`source`](std::error::Error::source) returns: downcast it to `Arc<io::Error>`).
        #[source]
        source: std::sync::Arc<std::io::Error>,
    },
    /// A route file is not in the format this version writes, or a table cannot be written in
    /// it.
    #[error("{}: not a nettle route file ({problem})", path.display())]
    ArchiveFormat {
        /// The file (`<memory>` when encoding).
        path: PathBuf,
        /// What is wrong with it.
        problem: FormatProblem,
    },
    /// A puzzle whose target is not in the generator's target list.
    #[error("{q_word} is not in the target list", q_word = Quoted(.word))]
    NotInList {
        /// The puzzle's word.
        word: String,
    },
    /// A game started from a puzzle with another target's route table.
    #[error("the puzzle's target is {q_puzzle}, the route table's {q_table}", q_puzzle = Quoted(.puzzle), q_table = Quoted(.table))]
    OtherTarget {
        /// The puzzle's word.
        puzzle: String,
        /// The table's target.
        table: String,
    },
    /// A puzzle whose word is not its lemma's spelling.
    #[error("lemma #{lemma} is {q_text}, not {q_word}", q_text = Quoted(.text), q_word = Quoted(.word))]
    Misspelled {
        /// The puzzle's lemma id.
        lemma: u32,
        /// The lemma's spelling.
        text: String,
        /// The puzzle's word.
        word: String,
    },
    /// A target too few spellings can reach.
    #[error("{q_word} is reached from only {reached} of {lemmas} spellings", q_word = Quoted(.word))]
    PoorlyReached {
        /// The target.
        word: String,
        /// Spellings with a route to it.
        reached: usize,
        /// Every spelling.
        lemmas: usize,
    },
    /// A target's route table could not be computed.
    #[error("{q_word}: its route table could not be computed", q_word = Quoted(.word))]
    RouteTable {
        /// The target.
        word: String,
        /// WordNet's error.
        #[source]
        source: wordgames_wordnet::Error,
    },
}

/// What is wrong with a route file's bytes, or with a table to encode.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum FormatProblem {
    /// The file does not start with `NTL2` (an older version, or not a route file).
    NoHeader,
    /// The checksum does not match the bytes: the file is damaged.
    Checksum {
        /// The checksum the file stores.
        stored: u64,
        /// The checksum of its bytes.
        computed: u64,
    },
    /// A record or overflow entry that no route table writes.
    Record {
        /// The lemma id of the record (the lemma count for a stray overflow entry).
        lemma: u32,
        /// What is wrong with it.
        what: &'static str,
    },
    /// The file was written for another WordNet.
    OtherWordNet {
        /// The file's lemma count.
        file_lemmas: usize,
        /// The file's sense count.
        file_senses: usize,
        /// The WordNet's lemma count.
        lemmas: usize,
        /// The WordNet's sense count.
        senses: usize,
    },
    /// The file's length is not what its header promises.
    Length {
        /// The file's length.
        got: usize,
        /// The length the header promises.
        expected: usize,
    },
    /// The file is longer than any route file of the WordNet it is opened with (a record and
    /// four overflow entries for each lemma); nothing past the bound is read.
    TooLong {
        /// The bound, in bytes.
        max: u64,
    },
    /// The header's target is not one of its lemmas.
    Target {
        /// The header's target id.
        target: u32,
        /// The header's lemma count.
        lemmas: usize,
    },
    /// More senses than a record addresses.
    TooManySenses {
        /// The graph's senses.
        senses: usize,
    },
    /// A route longer than a record's length field holds.
    RouteTooLong {
        /// The route's steps.
        steps: u32,
    },
    /// A sense with a distance but no next step.
    NoNextStep {
        /// The sense id.
        sense: u32,
    },
    /// A sense not linked to its next step in the graph.
    NotLinked {
        /// The sense id.
        sense: u32,
    },
    /// A relation without a file code.
    NoCode {
        /// The relation.
        relation: Relation,
    },
}

impl fmt::Display for FormatProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FormatProblem::NoHeader => f.write_str("no NTL2 header"),
            FormatProblem::Checksum { stored, computed } => write!(
                f,
                "damaged: checksum {computed:#018x} of the bytes, {stored:#018x} stored"
            ),
            FormatProblem::Record { lemma, what } => write!(f, "lemma #{lemma} has {what}"),
            FormatProblem::OtherWordNet {
                file_lemmas,
                file_senses,
                lemmas,
                senses,
            } => write!(
                f,
                "written for a WordNet of {file_lemmas} lemmas and {file_senses} senses, not this one of {lemmas} and {senses}"
            ),
            FormatProblem::Length { got, expected } => {
                write!(f, "{got} bytes where the header promises {expected}")
            }
            FormatProblem::TooLong { max } => write!(
                f,
                "more than {max} bytes, the most a route file of this WordNet can have"
            ),
            FormatProblem::Target { target, lemmas } => {
                write!(f, "target #{target} of {lemmas} lemmas")
            }
            FormatProblem::TooManySenses { senses } => {
                write!(f, "{senses} senses do not fit in 18 bits")
            }
            FormatProblem::RouteTooLong { steps } => {
                write!(f, "a route of {steps} steps is too long")
            }
            FormatProblem::NoNextStep { sense } => {
                write!(f, "sense #{sense} has a distance but no next step")
            }
            FormatProblem::NotLinked { sense } => {
                write!(f, "sense #{sense} is not linked to its next step")
            }
            FormatProblem::NoCode { relation } => {
                write!(f, "relation {} has no code", relation.name())
            }
        }
    }
}
