//! Wordle feedback, candidate pruning, strategies and simulation.
//!
//! **Not written yet.** This crate will score Wordle feedback (duplicate letters right), prune
//! candidates, and offer strategies from random to exact with full-list simulation. Nothing in it
//! works yet; it exists so that the workspace has its final shape.
#![deny(missing_docs)]
