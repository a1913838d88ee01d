//! The integration tests of this package, compiled as one test binary (one link instead of
//! one per file): each file of `tests/` is a module here. A file that is not a module would
//! never run, so `crates/wordgames/tests/test_binaries.rs` checks that each is.

mod bad_input;
mod fixture;
mod golden;
mod nltk_api;
mod route_search;
mod routes;
mod similarity_batch;
mod similarity_edges;
mod similarity_nltk;
mod snapshot;

use std::{
    fs,
    path::{Path, PathBuf},
};

/// The hand-made WNDB directory several files here read.
fn fixture() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/tiny")
}

/// A fresh copy of the fixture in a temporary directory named after `name` (and this process),
/// for a test to edit.
fn copy_of_fixture(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("wordgames-wordnet-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    for entry in fs::read_dir(fixture()).unwrap() {
        let entry = entry.unwrap();
        fs::copy(entry.path(), dir.join(entry.file_name())).unwrap();
    }
    dir
}
