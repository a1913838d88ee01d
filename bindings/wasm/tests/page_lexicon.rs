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
const WORDS: &str = "blåbær\nrynket\ntøys\nfjære\nfærre\nkløft\nsmøre\nbølge\nærlig\nmånen\n\
                     våpen\nsøster\nhøyde\ngråte\nkåret\nnærme\nsølv\nhær\nbær\nbål\nlår\nsår\n\
                     sær\nfæl\nÅse\n\
                     bære være lære nære tære sære fæle ærme ærte æske \
                     føre røde søte møte søle føle høre røre søke løpe løse løve høne døde føde kløe strø \
                     lønn bønn sønn døgn døse køye bøye føye høye tøye røye nøye sløv bløt grøt fløt drøy \
                     båre både våre såre måte låse låne måne råte gåte håpe såpe våte våge åker åpen ånde \
                     årer åtte måke råde tåke tåre såle håne låve kåpe tåle våke nåde låst gått fått sått \
                     fjær fjøs sjel kjøp kjær kjøl gjær høst rødt søtt løst støy støv støt lært sært nært \
                     sand land mann kone barn hest katt hund fisk fugl gris bord stol seng vegg golv vann \
                     melk brød smør salt lese tale sove lage gate rase bare vare fare dale male hale bane \
                     late mate rate sete leke reke lete hete sene lene ende else onde ondt ride bite vite \
                     tine mine dine line time lime sild mild rund sund lund munn sunn tynn sukk rust lyst \
                     rose lose dose kose pose rote note borg sorg torg mord nord";
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
