//! Every `#[ignore]`d test of the workspace is listed, with the command that runs it, in the
//! "Ignored tests" section of `docs/RELIABILITY.md`: this test reads the sources and fails on a
//! test the list lacks or a listed test that no longer exists.

use std::path::{Path, PathBuf};

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if path.is_dir() {
            if name != "target" && !name.starts_with('.') && name != "fuzz" {
                rust_files(&path, out);
            }
        } else if name.ends_with(".rs") {
            out.push(path);
        }
    }
}

/// The names of the functions that follow an `#[ignore` attribute.
fn ignored_tests(root: &Path) -> Vec<String> {
    let mut files = Vec::new();
    rust_files(root, &mut files);
    let mut names = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        let mut pending = false;
        for line in text.lines() {
            let line = line.trim_start();
            if line.starts_with("#[ignore") {
                pending = true;
            } else if pending && let Some(at) = line.find("fn ") {
                let rest = &line[at + 3..];
                let end = rest.find(['(', '<']).unwrap();
                names.push(rest[..end].to_string());
                pending = false;
            }
        }
    }
    names.sort();
    names
}

#[test]
fn every_ignored_test_is_listed_with_its_command() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let names = ignored_tests(&root);
    assert!(names.len() >= 10, "found only {names:?}");
    let doc = std::fs::read_to_string(root.join("docs/RELIABILITY.md")).unwrap();
    let section = doc
        .split("## Ignored tests")
        .nth(1)
        .expect("docs/RELIABILITY.md has an \"Ignored tests\" section");
    let section = section.split("\n## ").next().unwrap();
    let rows: Vec<&str> = section.lines().filter(|l| l.starts_with("| `")).collect();
    for name in &names {
        let row = rows
            .iter()
            .find(|row| row.contains(&format!("`{name}`")))
            .unwrap_or_else(|| panic!("{name} is not listed in RELIABILITY.md's ignored tests"));
        assert!(
            row.contains("cargo ") || row.contains("scripts/"),
            "{name}: no command in {row}"
        );
    }
    for row in rows {
        let listed = row.split('`').nth(1).unwrap();
        assert!(
            names.iter().any(|n| n == listed),
            "RELIABILITY.md lists {listed}, which is not an ignored test"
        );
    }
}
