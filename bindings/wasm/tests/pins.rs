//! The page's daily puzzles equal the CLI's (host side: the same Rust that the module runs).

mod common;

use wordgames_wasm::{daily_entry, edition_json};

#[test]
fn editions_equal_the_cli_documents() {
    for (date, document) in common::EDITIONS {
        assert_eq!(edition_json(date, date).unwrap(), document, "{date}");
    }
}

#[test]
fn a_date_not_begun_keeps_its_seed() {
    let entry = daily_entry("wordle", "2026-11-22", "2026-11-21").unwrap();
    assert_eq!(entry["number"], 326);
    assert!(entry.get("seed").is_none());
    let entry = daily_entry("wordle", "2026-11-22", "2026-11-22").unwrap();
    assert!(entry.get("seed").is_some());
}

#[test]
fn nettle_and_bad_dates_are_refused_with_a_reason() {
    let nettle = daily_entry("nettle", "2026-01-01", "2026-01-01").unwrap_err();
    assert!(nettle.contains("WordNet"), "{nettle}");
    assert!(daily_entry("sudoku", "2026-01-01", "2026-01-01").is_err());
    let early = daily_entry("letter-boxed", "2025-12-31", "2026-01-01").unwrap_err();
    assert!(early.contains("2026-01-01"), "{early}");
    assert!(edition_json("2026-13-01", "2026-01-01").is_err());
}
