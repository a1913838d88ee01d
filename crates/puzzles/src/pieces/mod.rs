//! The pieces of each game that the crate's [`Error`](crate::Error) names: the game's error
//! enum and the values it carries (a Letter Boxed board and solution, a wordseq move).
//!
//! A leaf below `error`, `daily` and the games: nothing here names them, so the crate's modules
//! have no cycle (`scripts/module-cycles.py`, a `.ci/run` step). Each game re-exports its
//! pieces at its own public paths (`letter_boxed::Board`, `letter_boxed::LetterBoxedError`,
//! `word_blender::WordBlenderError`, `nettle::NettleError`...), where they are documented.

#[cfg(feature = "letter-boxed")]
pub(crate) mod letter_boxed;
#[cfg(feature = "nettle")]
pub(crate) mod nettle;
#[cfg(feature = "word-blender")]
pub(crate) mod word_blender;
#[cfg(feature = "wordseq")]
pub(crate) mod wordseq;
