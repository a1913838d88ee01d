//! The `wordgames` package's library target exists for one reason: its crate documentation is
//! the repository's `README.md`, so every Rust example in the README compiles and runs as a
//! doc test under `cargo test --workspace`. The program itself is the `wordgames` binary
//! (`src/main.rs`).
#![doc = include_str!("../../../README.md")]
#![deny(missing_docs)]
