//! wordseq's pieces: [`WordseqError`] (with [`LevelProblem`] and [`Limit`]), [`Move`] and
//! [`MAX_SIDE`], re-exported by [`crate::wordseq`].

mod error;
mod moves;

pub use self::{
    error::{LevelProblem, Limit, WordseqError},
    moves::{MAX_SIDE, Move},
};
