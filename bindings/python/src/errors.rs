//! The one conversion from the libraries' errors to Python exceptions: each kind of error
//! becomes its class of `wordgames.errors` (defined in Python, so that it pickles), a subclass
//! of `WordNetError`, `PuzzleError` or `WordleError` and, where a Python programmer would
//! catch it with one, of `KeyError` or `ValueError`. The message is the library's.

use pyo3::prelude::*;
use pyo3::types::PyType;
use wordgames_puzzles::Error as PuzzlesError;
use wordgames_wordle::Error as WordleLibError;
use wordgames_wordnet::Error as WordNetLibError;

/// The exception of class `class` of `wordgames.errors` with `message`. If that module cannot
/// be imported (a broken installation), the import error itself is raised.
pub(crate) fn raise(class: &str, message: String) -> PyErr {
    Python::attach(|py| {
        let class = py
            .import("wordgames.errors")
            .and_then(|m| m.getattr(class))
            .and_then(|c| c.cast_into::<PyType>().map_err(PyErr::from));
        match class {
            Ok(class) => PyErr::from_type(class, message),
            Err(e) => e,
        }
    })
}

/// A WordNet error as its class: unknown names are `KeyError`s, bad arguments and unreadable
/// files `ValueError`s.
pub(crate) fn wn_err(e: WordNetLibError) -> PyErr {
    use WordNetLibError as E;
    let class = match &e {
        E::UnknownSynset { .. } => "UnknownSynsetError",
        E::UnknownLemma { .. } | E::NotInWordNet { .. } => "UnknownLemmaError",
        E::UnknownSenseKey { .. } => "UnknownSenseKeyError",
        E::PosMismatch { .. }
        | E::NoInformationContent { .. }
        | E::NeedsInformationContent { .. }
        | E::Undefined { .. } => "SimilarityError",
        E::MissingFile { .. }
        | E::Snapshot { .. }
        | E::Io { .. }
        | E::FileTooLarge { .. }
        | E::Parse { .. }
        | E::MissingOptional { .. }
        | E::NoSearchDir
        | E::TooLarge { .. } => "WordNetDataError",
        _ => "WordNetError",
    };
    raise(class, e.to_string())
}

/// A Wordle error as its class: a word outside the lists is a `KeyError`; a bad list, feedback
/// or hard-mode guess a `ValueError`.
pub(crate) fn wordle_err(e: WordleLibError) -> PyErr {
    use WordleLibError as E;
    let class = match &e {
        E::UnknownWord { .. } => "UnknownWordError",
        E::InvalidWord { .. }
        | E::NotALetter { .. }
        | E::WordLength { .. }
        | E::UnsupportedLength { .. }
        | E::Duplicate { .. }
        | E::LineTooLong { .. }
        | E::NotUtf8 { .. }
        | E::Read { .. }
        | E::EmptyList { .. }
        | E::ListLengths { .. }
        | E::GuessLength { .. } => "WordListError",
        E::FeedbackLength { .. }
        | E::InvalidFeedback { .. }
        | E::ImpossibleFeedback { .. }
        | E::NoCandidates => "FeedbackError",
        E::HardMode { .. } => "HardModeError",
        E::GameOver { .. } => "GameOverError",
        E::BudgetExhausted { .. } => "WordleBudgetExhaustedError",
        E::InvalidParameter { .. } => "WordListError",
        _ => "WordleError",
    };
    raise(class, e.to_string())
}

/// A puzzles error as its class; the errors it wraps from WordNet and Wordle keep theirs.
pub(crate) fn puzzle_err(e: impl Into<PuzzlesError>) -> PyErr {
    use PuzzlesError as E;
    let e = e.into();
    let class = match &e {
        E::WordNet(inner) => return wn_err(inner.clone()),
        E::Wordle(inner) => return wordle_err(inner.clone()),
        E::BudgetExhausted { .. } => "PuzzleBudgetExhaustedError",
        E::InvalidParameter { .. }
        | E::Date { .. }
        | E::UnknownGame { .. }
        | E::LetterBoxed(_)
        | E::WordBlender(_)
        | E::Wordseq(_)
        | E::Nettle(_) => "PuzzleInputError",
        _ => "PuzzleError",
    };
    raise(class, e.to_string())
}

/// A `PuzzleError` with a message of this package (no library error behind it).
pub(crate) fn puzzle_message(message: impl Into<String>) -> PyErr {
    raise("PuzzleInputError", message.into())
}

/// A `WordNetError` with a message of this package.
pub(crate) fn wn_message(class: &str, message: impl Into<String>) -> PyErr {
    raise(class, message.into())
}

/// The family of a size limit: its class in `wordgames.errors`.
#[derive(Clone, Copy)]
pub(crate) enum Family {
    WordNet,
    Wordle,
}

/// Checks a size the caller chose against its limit before anything is allocated for it:
/// `SizeLimitError` (a `ValueError`) of the family, naming what was too large and the limit.
pub(crate) fn check_size(family: Family, what: &str, got: usize, max: usize) -> PyResult<()> {
    if got <= max {
        return Ok(());
    }
    let class = match family {
        Family::WordNet => "WordNetSizeLimitError",
        Family::Wordle => "WordleSizeLimitError",
    };
    Err(raise(
        class,
        format!("{what}: {got} is more than the limit of {max}"),
    ))
}
