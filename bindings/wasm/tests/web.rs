//! The bindings where they run: WebAssembly, in Node.js (`wasm-bindgen-test-runner`).
//!
//! `CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner cargo test --target
//! wasm32-unknown-unknown -p wordgames-wasm` (a `.ci/run` step).
#![cfg(target_arch = "wasm32")]

mod common;

use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;
use wordgames_wasm::*;

/// A value as its JSON text, to compare with what the Rust API documents.
fn json(value: &JsValue) -> String {
    js_sys::JSON::stringify(value)
        .expect("a plain object")
        .as_string()
        .expect("a string")
}

/// The message of the exception a call threw.
fn message(error: wasm_bindgen::JsError) -> String {
    let value = JsValue::from(error);
    let error: js_sys::Error = value.dyn_into().expect("a JavaScript Error");
    error.message().as_string().expect("a message")
}

#[wasm_bindgen_test]
fn editions_equal_the_cli_documents() {
    for (date, document) in common::EDITIONS {
        assert_eq!(js_edition_json(date, date).unwrap(), document, "{date}");
        let edition = edition(date, date).unwrap();
        let games = js_sys::Reflect::get(&edition, &"games".into()).unwrap();
        assert_eq!(js_sys::Array::from(&games).length(), 4);
    }
    // The object's fields (in sorted order: editionJson keeps the CLI's bytes, seeds exact).
    let entry = js_daily_entry("letter-boxed", "2026-01-01", "2026-01-01").unwrap();
    assert_eq!(
        json(&entry),
        r#"{"board":"dit amp chr elo","game":"letter-boxed","number":1,"par":2,"rarest":3.77,"seed":"13561854903421676281","sides":["dit","amp","chr","elo"]}"#
    );
}

#[wasm_bindgen_test]
fn a_whole_game_of_letter_boxed() {
    let mut game = LetterBoxedGame::daily("2026-01-01").unwrap();
    assert_eq!(game.board(), "dit amp chr elo");
    assert_eq!(game.par(), Some(2));
    let refused = message(game.play("mat").unwrap_err());
    assert!(!refused.is_empty());
    assert_eq!(
        json(&game.play("proclaimed").unwrap()),
        r#"{"Played":{"left":2}}"#
    );
    assert_eq!(game.next_letter().as_deref(), Some("d"));
    assert_eq!(
        json(&game.play("death").unwrap()),
        r#"{"Solved":{"words":2,"par":"Made"}}"#
    );
    assert!(game.is_over() && game.is_solved());
}

#[wasm_bindgen_test]
fn the_generator_and_the_exact_solver() {
    let generator = LetterBoxedGenerator::new(None, None).unwrap();
    let daily = generator.daily("2026-01-01").unwrap();
    let board = js_sys::Reflect::get(&daily, &"board".into()).unwrap();
    assert_eq!(board.as_string().as_deref(), Some("dit amp chr elo"));
    let seeded = generator.generate(7).unwrap();
    let board = js_sys::Reflect::get(&seeded, &"board".into())
        .unwrap()
        .as_string()
        .unwrap();
    let solver = LetterBoxedSolver::new(&board).unwrap();
    assert!(solver.word_count() > 0);
    let best = solver
        .best(6)
        .unwrap()
        .expect("a generated board has a solution");
    let par = js_sys::Reflect::get(&seeded, &"par".into())
        .unwrap()
        .as_f64()
        .unwrap();
    // Par counts familiar words only; the solver may use any word, so it needs at most par.
    assert!(
        best.len() as f64 <= par && par <= 6.0,
        "{} words, par {par}",
        best.len()
    );
    // A budget of one word on a board no single word solves.
    assert_eq!(solver.best(1).unwrap(), None);
    assert!(message(solver.best(0).unwrap_err()).contains("maxWords"));
    let all = solver.solutions(2, 3).unwrap();
    let counts = js_sys::Reflect::get(&all, &"counts".into()).unwrap();
    assert_eq!(js_sys::Array::from(&counts).length(), 2);
    // A budget too small to generate anything throws instead of running on.
    let starved = LetterBoxedGenerator::new(Some(0.0), None).unwrap();
    assert!(!message(starved.generate(7).unwrap_err()).is_empty());
    assert!(LetterBoxedGenerator::new(Some(-1.0), None).is_err());
}

/// A generated board is the library's document of it (`letter_boxed::PuzzleDoc`, which the CLI
/// prints), its seed a decimal string.
#[wasm_bindgen_test]
fn a_generated_board_is_the_librarys_document() {
    use wordgames_puzzles::{
        Generator,
        daily::{Calendar, Origin},
        letter_boxed::{LetterBoxedGenerator as Library, PuzzleDoc},
    };
    let library = Library::new(wordgames_lexicon::Lexicon::english()).unwrap();
    let generator = LetterBoxedGenerator::new(None, None).unwrap();
    let date = "2026-01-01".parse().unwrap();
    let daily = library.deal(&Calendar::PUBLIC, date).unwrap();
    let seeded = (
        Origin::Seed(7),
        library.generate(&mut Origin::Seed(7).rng()).unwrap(),
    );
    let cases = [
        (generator.generate(7).unwrap(), seeded.0, seeded.1),
        (
            generator.daily("2026-01-01").unwrap(),
            Origin::Daily(daily.day),
            daily.puzzle,
        ),
    ];
    for (ours, origin, puzzle) in cases {
        let mut expected =
            serde_json::to_value(PuzzleDoc::new(&library, &puzzle, &origin)).unwrap();
        expected["seed"] = origin.seed().to_string().into();
        let ours: serde_json::Value = serde_json::from_str(&json(&ours)).unwrap();
        assert_eq!(ours, expected);
    }
}

#[wasm_bindgen_test]
fn a_whole_game_of_wordle_and_its_share() {
    let mut game = WordleGame::daily("2026-11-22", true).unwrap();
    game.play("salet").unwrap();
    assert!(message(game.play("xxxxx").unwrap_err()).contains("xxxxx"));
    assert_eq!(game.answer(), None);
    assert_eq!(game.share(), None);
    let last = game.play("chest").unwrap();
    assert!(json(&last).contains(r#""win":true"#));
    assert_eq!(json(&game.status().unwrap()), r#""Won""#);
    assert_eq!(
        game.share().as_deref(),
        Some("wordgames Wordle #326 (2026-11-22) 2/6*\n🟨⬛⬛🟨🟩\n🟩🟩🟩🟩🟩")
    );
    assert_eq!(game.answer().as_deref(), Some("chest"));
}

#[wasm_bindgen_test]
fn the_wordle_assistant() {
    let fb = wordle_feedback("speed", "abide").unwrap();
    assert!(json(&fb).contains(r#""feedback":"..y.y""#));
    let mut assistant = WordleAssistant::new(false);
    assistant.play("salet", "y..yg").unwrap();
    let candidates = assistant.candidates();
    assert!(candidates.contains(&"chest".to_string()));
    assert!(candidates.len() < 2315);
    let top = assistant.suggest(3, false).unwrap();
    assert_eq!(js_sys::Array::from(&top).length(), 3);
    assert!(assistant.play("salet", "nonsense").is_err());
}

#[wasm_bindgen_test]
fn a_round_of_word_blender() {
    let mut game = WordBlenderGame::daily("2026-01-01", 120_000.0).unwrap();
    assert_eq!(game.letters(), "ikgnop");
    assert_eq!(
        json(&game.play("king", 5_000.0).unwrap()),
        r#"{"Found":{"found":1}}"#
    );
    assert_eq!(
        json(&game.play("poking", 9_000.0).unwrap()),
        r#"{"Found":{"found":2}}"#
    );
    assert!(game.play("king", 10_000.0).is_err()); // already found
    assert!(message(game.play("x", -1.0).unwrap_err()).contains("elapsedMs"));
    assert!(game.tick(120_000.0).unwrap());
    let end = game.round_end().unwrap();
    assert!(json(&end).contains(r#""won":true"#));
    let round = word_blender_round("ikgnop").unwrap();
    let words = js_sys::Reflect::get(&round, &"words".into()).unwrap();
    assert_eq!(js_sys::Array::from(&words).length(), 13);
    assert!(word_blender_round("planets").is_err());
}

#[wasm_bindgen_test]
fn a_whole_game_of_wordseq() {
    let mut game = WordseqGame::daily("2026-01-01").unwrap();
    assert_eq!(game.grid().unwrap(), ["htmp", "dsal", "oelw"]);
    let path = js_sys::Array::from(&game.optimal_path().unwrap());
    assert_eq!(path.length(), game.optimum());
    for mv in path.iter() {
        let cell = |key: &str, i: u32| {
            let pair = js_sys::Array::from(&js_sys::Reflect::get(&mv, &key.into()).unwrap());
            pair.get(i).as_f64().unwrap() as usize
        };
        let verdict = game
            .play(
                cell("from", 0),
                cell("from", 1),
                cell("to", 0),
                cell("to", 1),
            )
            .unwrap();
        assert!(
            json(&verdict).starts_with(r#"{"Optimal""#),
            "{}",
            json(&verdict)
        );
    }
    assert!(game.is_over().unwrap());
    assert_eq!(json(&game.score().unwrap()), r#"{"moves":7,"optimum":7}"#);
    assert!(game.play(0, 0, 2, 3).is_err()); // not side by side
    assert!(game.undo());
    assert_eq!(game.turns(), 6);
    let copy = WordseqGame::from_level_json(&game.level_json()).unwrap();
    assert_eq!(copy.optimum(), 7);
    assert!(WordseqGame::from_level_json("{").is_err());
}

#[wasm_bindgen_test]
fn lexicon_queries_on_english_and_on_a_page_list() {
    let english = Lexicon::english();
    assert!(english.contains("quiz"));
    assert!(english.length() > 200_000);
    assert!(json(&english.matching("qu?z").unwrap()).contains(r#""word":"quiz""#));
    assert!(json(&english.anagrams("listen").unwrap()).contains("silent"));
    assert!(json(&english.sub_anagrams("retains").unwrap()).contains("stain"));
    assert!(english.matching("[").is_err());
    let mine = Lexicon::from_words(
        vec!["Cat".into(), "dog".into(), "act".into()],
        JsValue::UNDEFINED,
    )
    .unwrap();
    assert!(mine.contains("cat") && !mine.contains("quiz"));
    assert_eq!(mine.length(), 3);
    assert!(json(&mine.anagrams("tac").unwrap()).contains("act"));
    assert!(
        !message(Lexicon::from_words(vec!["c4t".into()], JsValue::UNDEFINED).unwrap_err())
            .is_empty()
    );
}

#[wasm_bindgen_test]
fn a_bokmal_list_from_bytes_deals_and_solves_a_bokmal_board() {
    let options = js_sys::JSON::parse(r#"{"lang":"nb","lenient":true}"#).unwrap();
    // ISO-8859-1 bytes (blåbær, tøys), UTF-8 lines (færre, røk) and a line that is no word;
    // of these, only "røk" follows the board's rules below.
    let bytes = b"bl\xe5b\xe6r\nrynket\nt\xf8ys\nf\xc3\xa6rre\nr\xc3\xb8k\nda-da\n";
    let lexicon = Lexicon::from_bytes(bytes, options).unwrap();
    assert_eq!(lexicon.lang(), "nb");
    assert!(lexicon.contains("blåbær") && lexicon.contains("færre"));
    let report = json(&lexicon.read_report().unwrap());
    assert!(report.contains(r#""latin1Lines":2"#) && report.contains(r#""skipped":1"#));
    let solver = LetterBoxedSolver::in_lexicon("blå ærf søt gkn", &lexicon).unwrap();
    assert_eq!(solver.word_count(), 1);
    assert!(Lexicon::from_words(vec!["abildgrå".into()], JsValue::UNDEFINED).is_err());
    let nb = js_sys::JSON::parse(r#"{"lang":"nb"}"#).unwrap();
    assert!(
        Lexicon::from_words(vec!["abildgrå".into()], nb)
            .unwrap()
            .contains("abildgrå")
    );
    let unknown = js_sys::JSON::parse(r#"{"lang":"xx"}"#).unwrap();
    assert!(message(Lexicon::from_words(vec!["a".into()], unknown).unwrap_err()).contains("xx"));
}

#[wasm_bindgen_test]
fn bad_input_throws_with_the_rust_message() {
    assert!(message(LetterBoxedGame::new("abc").unwrap_err()).len() > 3);
    assert!(message(LetterBoxedGame::daily("2025-12-31").unwrap_err()).contains("2026-01-01"));
    assert!(message(WordleGame::daily("yesterday", false).unwrap_err()).contains("yesterday"));
    assert!(js_daily_entry("nettle", "2026-01-01", "2026-01-01").is_err());
    assert!(WordBlenderGame::daily("2026-01-01", f64::NAN).is_err());
}

#[wasm_bindgen_test]
fn the_page_replies_in_the_module() {
    let text = replay(
        "/api/letter-boxed",
        r#"{"date":"2026-01-01","words":["proclaimed","death"]}"#,
    )
    .unwrap();
    let reply: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(reply["status"], "won");
    assert_eq!(reply["solution"].as_array().map(Vec::len), Some(2));
    let refused = message(replay("/api/nettle", "{}").unwrap_err());
    assert!(refused.contains("not one of the page's games"), "{refused}");
}
