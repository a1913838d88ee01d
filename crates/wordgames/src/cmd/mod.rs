//! The commands, one module per game: each parses its subcommands' arguments, calls the
//! libraries and prints. [`common`] holds what several games share.

pub mod blender;
pub mod common;
pub mod letter_boxed;
pub mod lexicon;
pub mod nettle;
pub mod wordle;
pub mod wordnet;
pub mod wordseq;
