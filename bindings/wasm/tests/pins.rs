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

/// The page's replies (what the web app's page gets from the module when it plays without the
/// server) on 2026-01-01: the board of the pinned edition, the game won, the answer named only
/// once the game is over.
#[test]
fn the_page_replies_as_the_server_does() {
    use wordgames_wasm::page_reply;
    let reply = |path: &str, body: &str| -> serde_json::Value {
        serde_json::from_str(&page_reply(path, body).unwrap()).unwrap()
    };
    let boxed = reply(
        "/api/letter-boxed",
        r#"{"date":"2026-01-01","words":["proclaimed","zzz"]}"#,
    );
    assert_eq!(
        boxed["sides"],
        serde_json::json!(["dit", "amp", "chr", "elo"])
    );
    assert_eq!(boxed["par"], 2);
    assert_eq!(boxed["status"], "playing");
    assert!(boxed["results"][1]["error"].is_string());
    assert!(boxed.get("solution").is_none());
    let won = reply(
        "/api/letter-boxed",
        r#"{"date":"2026-01-01","words":["proclaimed","death"]}"#,
    );
    assert_eq!(won["status"], "won");
    assert_eq!(won["madePar"], true);
    let wordle = reply(
        "/api/wordle",
        r#"{"date":"2026-01-01","guesses":["crane"]}"#,
    );
    assert_eq!(wordle["number"], 1);
    assert_eq!(wordle["rows"].as_array().map(Vec::len), Some(1));
    assert!(wordle.get("answer").is_none());
    let blender = reply(
        "/api/word-blender",
        r#"{"date":"2026-01-01","moves":[{"type":"stop","ms":5}],"ms":5}"#,
    );
    assert_eq!(blender["status"], "lost"); // stopped with no round won
    assert!(blender["rounds"][0]["missed"].is_array());
    let seq = reply(
        "/api/wordseq",
        r#"{"date":"2026-01-01","moves":[],"stop":true}"#,
    );
    assert_eq!(seq["status"], "gaveUp"); // the player stopped
    assert!(seq["bestGame"].is_array());
    // Nettle asks the server; a malformed request is refused with the reason.
    assert!(
        page_reply("/api/nettle", "{}")
            .unwrap_err()
            .contains("letter-boxed")
    );
    let bad = page_reply("/api/wordle", r#"{"date":"2026-01-01","guesses":"crane"}"#);
    assert!(bad.unwrap_err().starts_with("the request: "));
    let long = format!(
        r#"{{"date":"2026-01-01","guesses":["{}"]}}"#,
        "a".repeat(40)
    );
    assert!(
        page_reply("/api/wordle", &long)
            .unwrap_err()
            .contains("at most 32 bytes")
    );
}
