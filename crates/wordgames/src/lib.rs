//! The `wordgames` package's library target exists for one reason: the repository's `README.md`
//! is attached to it when doc tests are collected, so every Rust example in the README compiles
//! and runs as a doc test under `cargo test --workspace`. The program itself is the `wordgames`
//! binary (`src/main.rs`); see this package's own README for what it does.
#![deny(missing_docs)]

/// The repository's README, whose Rust examples run as doc tests.
///
/// Compiled only when doc tests are collected: the published package does not contain the
/// repository's README, and builds without it.
#[cfg(doctest)]
#[doc = include_str!("../../../README.md")]
pub struct RepositoryReadme;
