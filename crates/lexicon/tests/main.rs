//! The integration tests of this package, compiled as one test binary (one link instead of
//! one per file): each file of `tests/` is a module here. A file that is not a module would
//! never run, so `crates/wordgames/tests/test_binaries.rs` checks that each is.

mod bad_input;
mod frequencies;
mod real_lists;
