//! Seeded, budgeted puzzle generators for word games.
//!
//! **Not written yet.** This crate will hold one `Generator` trait and the generators behind it
//! (Letter Boxed, Word Blender, wordseq, Nettle), each seeded through `rand_core` so that a date
//! or a seed gives every player the same puzzle. Nothing in it works yet; it exists so that the
//! workspace has its final shape.
#![deny(missing_docs)]
