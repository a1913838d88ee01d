//! The word-list reader: any bytes, strict and lenient, must give a lexicon or an error, never a
//! panic; a lenient read always succeeds, and every word it keeps is a valid word.
#![no_main]

use wordgames_lexicon::{Lexicon, Normalizer, ReadOptions};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = Lexicon::from_reader(data, "fuzz", ReadOptions::default());
    let loose = ReadOptions::default()
        .with_lenient(true)
        .with_normalizer(Normalizer::new().fold_accents(true).drop_apostrophes(true));
    let (lexicon, report) =
        Lexicon::from_reader(data, "fuzz", loose).expect("lenient reads succeed");
    assert!(report.skipped.len() <= report.lines);
    for entry in lexicon.query().into_entries() {
        assert!(!entry.word.is_empty() && entry.word.bytes().all(|b| b.is_ascii_lowercase()));
    }
    // Bytes that are not an FST are refused, never a panic.
    if let Ok(other) = Lexicon::new(data.to_vec()) {
        let _ = other.query().into_entries();
    }
    // Patterns and racks from arbitrary text.
    if let Ok(text) = std::str::from_utf8(data) {
        if let Ok(pattern) = wordgames_lexicon::Pattern::new(text) {
            let _ = lexicon.query().pattern(pattern).into_entries();
        }
        if let Ok(rack) = wordgames_lexicon::Rack::new(text) {
            let _ = lexicon.query().rack(rack).into_entries();
        }
    }
});
