//! Each package's integration tests are one binary, `tests/main.rs`, which declares every file
//! of `tests/` as a module (`autotests = false` in its Cargo.toml). A file left out of `main.rs`
//! would never be compiled nor run: this test fails on one.

use std::path::Path;

/// The packages whose integration tests are one binary.
const PACKAGES: [&str; 6] = [
    "crates/lexicon",
    "crates/wordnet",
    "crates/puzzles",
    "crates/wordle",
    "crates/wordgames",
    "crates/web",
];

#[test]
fn every_test_file_is_a_module_of_main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    for package in PACKAGES {
        let dir = root.join(package);
        let manifest = std::fs::read_to_string(dir.join("Cargo.toml")).unwrap();
        assert!(
            manifest.contains("autotests = false") && manifest.contains("path = \"tests/main.rs\""),
            "{package}/Cargo.toml: the tests are not the one binary tests/main.rs"
        );
        let main = std::fs::read_to_string(dir.join("tests/main.rs")).unwrap();
        let modules: Vec<&str> = main
            .lines()
            .filter_map(|l| l.strip_prefix("mod ")?.strip_suffix(';'))
            .collect();
        let mut files = 0;
        for entry in std::fs::read_dir(dir.join("tests")).unwrap() {
            let path = entry.unwrap().path();
            let (Some(stem), Some("rs")) = (
                path.file_stem().and_then(|s| s.to_str()),
                path.extension().and_then(|s| s.to_str()),
            ) else {
                continue;
            };
            if stem == "main" {
                continue;
            }
            files += 1;
            assert!(
                modules.contains(&stem),
                "{package}/tests/{stem}.rs is not a module of tests/main.rs: add `mod {stem};`"
            );
        }
        assert!(files > 0, "{package}/tests has no test file");
    }
}
