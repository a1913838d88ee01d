//! The page's module builds in English's shipped frequencies alone: a server of another
//! language sends its lexicon's frequencies (`GET /lexicon.frequencies`), which `usePageLexicon`
//! attaches. In a test binary of its own: it changes the module's page lexicon.
//!
//! `CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner cargo test --target
//! wasm32-unknown-unknown -p wordgames-wasm` (a `.ci/run` step).
#![cfg(target_arch = "wasm32")]

use wasm_bindgen_test::wasm_bindgen_test;
use wordgames_wasm::*;

/// Bokmål words (the web app's bokmål test list): five-, six- and four-letter words enough for
/// each page game.
use wordgames_test_support::BOKMAL as WORDS;

/// The module builds in English's frequencies alone: another language's shipped ones are a
/// typed error naming the feature, a list of it is read with its own grades (and says so), and
/// a server's lexicon with frequencies is played with the frequencies the server sends
/// (`GET /lexicon.frequencies`), dealing the puzzles the same lexicon deals natively.
#[wasm_bindgen_test]
fn another_language_plays_with_the_frequencies_it_is_sent() {
    use wordgames_lexicon::{Frequencies, Lexicon as Words, ReadOptions, profile::NB};
    let missing = Frequencies::shipped(&NB).unwrap_err().to_string();
    assert!(missing.contains("`frequencies-nb`"), "{missing}");
    let nb = js_sys::JSON::parse(r#"{"lang":"nb"}"#).unwrap();
    let plain = Lexicon::from_bytes(b"hus\nkatt\n", nb).unwrap();
    let report = js_sys::JSON::stringify(&plain.read_report().unwrap())
        .unwrap()
        .as_string()
        .unwrap();
    assert!(report.contains("frequencies-nb"), "{report}");

    // A bokmål list with its own Zipf column: a lexicon with frequencies, as a server's is.
    // Every word familiar (Zipf 3.00 to 5.49), the frequencies differing from word to word.
    let list: String = WORDS
        .split_whitespace()
        .enumerate()
        .map(|(i, word)| format!("{word}\t{}.{:02}\n", 3 + i % 3, (i * 37) % 50))
        .collect();
    let (lexicon, _) = Words::from_reader(list.as_bytes(), "nb", ReadOptions::for_profile(&NB))
        .expect("the list reads");
    let sent = lexicon
        .frequencies_to_bytes()
        .expect("the list's frequencies");
    let bytes = lexicon.as_bytes().to_vec();
    let thrown = use_lexicon(bytes.clone(), "nb", true, None, None).unwrap_err();
    assert!(thrown.contains("`frequencies-nb`"), "{thrown}");
    use_lexicon(bytes, "nb", false, None, Some(&sent)).unwrap();
    let date = "2026-01-01";
    let native = wordgames_web_games::Language::new(lexicon.into_cow(), &NB)
        .unwrap()
        .publisher(wordgames_puzzles::daily::Calendar::PUBLIC)
        .edition(date.parse().unwrap(), date.parse().unwrap())
        .unwrap();
    assert_eq!(
        page_edition_json(date, date).unwrap(),
        serde_json::to_string(&native).unwrap()
    );
    let bad = use_lexicon(Vec::new(), "nb", false, None, Some(b"not frequencies")).unwrap_err();
    assert!(!bad.is_empty());
}
