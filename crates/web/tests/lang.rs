//! A server of another language, on a real loopback socket: bokmål from a small word list
//! written to a temporary file (as `wordgames-web --lang nb --words FILE` reads one), its
//! Letter Boxed board, Wordle, Word Blender and wordseq in Norwegian letters, its keyboard in
//! the daily document, and Nettle still English.

use std::{
    net::SocketAddr,
    sync::{Arc, OnceLock},
    time::Duration,
};

use axum::{
    body::Bytes,
    http::{HeaderMap, StatusCode},
};
use serde_json::{Value, json};
use tokio::{
    io::{AsyncReadExt, AsyncWriteExt},
    net::{TcpListener, TcpStream},
};
use wordgames_lexicon::{ReadOptions, profile::NB};
use wordgames_puzzles::{daily::Calendar, wordle, wordseq};
use wordgames_web::{AppState, Limits, Sources, app, serve};
use wordgames_wordle::Feedback;

/// The tests' bokmål words: every word of five letters or more holds `æ`, `ø` or `å` but
/// `rynket`, so every Wordle answer is written in Norwegian letters; `Åse` is a name, kept out
/// of the puzzles by its capital; the four-letter words make the day's wordseq level.
use wordgames_test_support::BOKMAL as WORDS;

const DATE: &str = "2026-01-01";

/// The bokmål sources, read once for the test binary from a file of their own.
fn sources() -> Arc<Sources> {
    static SOURCES: OnceLock<Arc<Sources>> = OnceLock::new();
    SOURCES
        .get_or_init(|| {
            let path = std::env::temp_dir()
                .join(format!("wordgames-web-test-nb-{}.txt", std::process::id()));
            let list: String = WORDS.split_whitespace().map(|w| format!("{w}\n")).collect();
            std::fs::write(&path, list).expect("a temporary file");
            // Graded by the list's own plain grades: by the shipped frequencies, too few of
            // these 200 words are familiar enough for a Letter Boxed board.
            let options = ReadOptions::for_profile(&NB).with_frequencies(false);
            let read = Sources::read(&path, options, &NB);
            let _ = std::fs::remove_file(&path);
            let (sources, report) = read.expect("the bokmål list loads");
            assert_eq!(report.graded_by_case, 1, "Åse is a name");
            Arc::new(sources)
        })
        .clone()
}

/// The state of a server of `sources`, on the public calendar.
fn state_of(sources: Arc<Sources>) -> Arc<AppState> {
    Arc::new(AppState::with_sources(sources, 4, Calendar::PUBLIC, 2))
}

/// `GET path` of a server of `state` through its router (no socket, no limits): the status,
/// the headers and the body.
async fn fetch(state: Arc<AppState>, path: &str) -> (StatusCode, HeaderMap, Bytes) {
    use tower::ServiceExt;
    let request = axum::http::Request::get(path)
        .body(axum::body::Body::empty())
        .unwrap();
    let response = app(state, &Limits::default())
        .oneshot(request)
        .await
        .unwrap();
    let (parts, body) = response.into_parts();
    let bytes = axum::body::to_bytes(body, usize::MAX).await.unwrap();
    (parts.status, parts.headers, bytes)
}

/// A bokmål server on a free loopback port, for the rest of the test.
async fn start() -> SocketAddr {
    let state = state_of(sources());
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(serve(
        listener,
        app(state, &crate::no_rate_limit()),
        16,
        std::future::pending(),
    ));
    addr
}

/// Sends `request` on a new connection: the status code and the JSON body.
async fn exchange(addr: SocketAddr, request: String) -> (u16, Value) {
    let mut stream = TcpStream::connect(addr).await.unwrap();
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut out = Vec::new();
    tokio::time::timeout(Duration::from_secs(60), stream.read_to_end(&mut out))
        .await
        .expect("an answer within a minute")
        .unwrap();
    let text = String::from_utf8(out).expect("UTF-8");
    let (head, body) = text.split_once("\r\n\r\n").expect("a head and a body");
    let status = head[9..12].parse().expect("a status code");
    (status, serde_json::from_str(body).expect("a JSON body"))
}

async fn get(addr: SocketAddr, path: &str) -> (u16, Value) {
    exchange(
        addr,
        format!("GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"),
    )
    .await
}

/// `POST /api/{game}` of `body` with the tests' date added.
async fn play(addr: SocketAddr, game: &str, mut body: Value) -> (u16, Value) {
    body["date"] = json!(DATE);
    let path = format!("/api/{game}");
    let body = body.to_string();
    exchange(
        addr,
        format!(
            "POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n\
             Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        ),
    )
    .await
}

/// A JSON list of strings.
fn texts(list: &Value) -> Vec<&str> {
    let list = list.as_array().unwrap();
    list.iter().map(|s| s.as_str().unwrap()).collect()
}

/// The entry of `game` in the daily document `doc`.
fn game_entry<'a>(doc: &'a Value, game: &str) -> &'a Value {
    let games = doc["games"].as_array().unwrap();
    games.iter().find(|g| g["game"] == game).unwrap()
}

fn is_bokmal_letter(c: char) -> bool {
    NB.alphabet().contains(c)
}

#[tokio::test]
async fn the_daily_document_carries_the_language_and_its_keyboard() {
    let addr = start().await;
    let (status, doc) = get(addr, &format!("/api/daily?date={DATE}")).await;
    assert_eq!(status, 200, "{doc}");
    assert_eq!(doc["language"]["tag"], "nb");
    assert_eq!(doc["language"]["alphabet"], "abcdefghijklmnopqrstuvwxyzæøå");
    assert_eq!(
        doc["language"]["keyboard"],
        json!(["qwertyuiopå", "asdfghjkløæ", "zxcvbnm"])
    );
    let entry = |game: &str| game_entry(&doc, game);
    let board = entry("letter-boxed")["board"].as_str().unwrap();
    assert!(board.chars().any(|c| "æøå".contains(c)), "{board}");
    // wordseq's grid is of the list's letters; Nettle plays English.
    let grid = entry("wordseq")["grid"].as_array().unwrap().clone();
    assert_eq!(grid.len(), 3, "{doc}");
    assert!(
        grid.iter()
            .all(|row| row.as_str().unwrap().chars().all(is_bokmal_letter)),
        "{doc}"
    );
    assert_eq!(entry("nettle")["number"], 1);
}

/// `GET /lexicon.fst` gives the page's module the server's lexicon and language, and the
/// module's code (`wordgames_web_games::Language`) deals the server's puzzles from it.
#[tokio::test]
async fn the_module_gets_the_servers_lexicon_and_deals_its_puzzles() {
    let (status, headers, bytes) = fetch(state_of(sources()), "/lexicon.fst").await;
    assert_eq!(status, 200);
    // The list was read without the shipped frequencies (see `sources`).
    assert_eq!(headers["x-wordgames-lexicon"], "lang=nb; frequencies=none");
    let lexicon = wordgames_lexicon::Lexicon::new(bytes.to_vec()).unwrap();
    assert_eq!(lexicon.len(), sources().lexicon.len());
    let language = wordgames_web_games::Language::new(lexicon.into_cow(), &NB).unwrap();
    let date = DATE.parse().unwrap();
    let module = language
        .publisher(Calendar::PUBLIC)
        .edition(date, date)
        .unwrap();
    let server = sources().publisher.edition(date, date).unwrap();
    assert_eq!(module.language, server.language);
    // The same four page games; the server adds Nettle.
    assert_eq!(module.games.len(), 4);
    assert_eq!(module.games[..], server.games[..4]);
}

#[tokio::test]
async fn letter_boxed_plays_a_board_of_norwegian_letters() {
    let addr = start().await;
    let (status, reply) = play(addr, "letter-boxed", json!({"words": []})).await;
    assert_eq!(status, 200, "{reply}");
    let sides = texts(&reply["sides"]);
    assert_eq!(sides.len(), 4);
    let letters: String = sides.concat();
    assert_eq!(letters.chars().count(), 12, "{sides:?}");
    assert!(letters.chars().all(is_bokmal_letter), "{sides:?}");
    assert!(letters.chars().any(|c| "æøå".contains(c)), "{sides:?}");
    // Given up, the best solution is words of the list, spelled with those letters.
    let (_, over) = play(addr, "letter-boxed", json!({"words": [], "giveUp": true})).await;
    let solution = over["solution"].as_array().unwrap();
    assert!(!solution.is_empty());
    for word in solution {
        let word = word.as_str().unwrap();
        assert!(WORDS.split_whitespace().any(|w| w == word), "{word}");
        assert!(word.chars().all(|c| letters.contains(c)), "{word}");
    }
    // Played, the solution solves the board; typed in capitals, it plays all the same.
    let typed: Vec<String> = solution
        .iter()
        .map(|w| w.as_str().unwrap().to_uppercase())
        .collect();
    let (_, won) = play(addr, "letter-boxed", json!({"words": typed})).await;
    assert_eq!(won["status"], "won", "{won}");
    // The words are shown as the list spells them (bokmål folds nothing: the keys), and each
    // result counts the letters left, not their bytes (æ, ø and å are two bytes each).
    assert_eq!(won["spelled"], won["words"], "{won}");
    assert_eq!(won["words"].as_array().unwrap().len(), solution.len());
    let (_, first) = play(addr, "letter-boxed", json!({"words": [solution[0]]})).await;
    let left = first["results"][0]["left"].as_u64().unwrap() as usize;
    assert_eq!(
        left,
        first["uncovered"].as_str().unwrap().chars().count(),
        "{first}"
    );
}

#[tokio::test]
async fn wordle_scores_a_guess_with_ae_and_keys_the_norwegian_letters() {
    let addr = start().await;
    let sources = sources();
    let answer = wordgames_puzzles::Generator::deal(
        &wordle::WordleGenerator::of(&sources.wordle),
        &Calendar::PUBLIC,
        DATE.parse().unwrap(),
    )
    .unwrap()
    .puzzle
    .word;
    let guess = if answer == "fjære" {
        "færre"
    } else {
        "fjære"
    };
    let (status, reply) = play(addr, "wordle", json!({"guesses": [guess]})).await;
    assert_eq!(status, 200, "{reply}");
    let expected = Feedback::score_in(guess, &answer, &NB).unwrap().to_string();
    assert_eq!(reply["rows"][0]["word"], guess);
    assert_eq!(reply["rows"][0]["feedback"], expected, "{reply}");
    assert_eq!(reply["wordLength"], 5);
    // The keyboard marks the letters guessed, `æ` among them.
    let keyboard = reply["keyboard"].as_object().unwrap();
    assert!(keyboard.contains_key("æ"), "{reply}");
    assert_eq!(keyboard.len(), 5, "f j æ r e: {reply}");
    // A word the list does not hold is refused, and the answer wins.
    let (_, reply) = play(
        addr,
        "wordle",
        json!({"guesses": ["xyzæø", answer.to_uppercase()]}),
    )
    .await;
    assert!(reply["results"][0]["error"].is_string(), "{reply}");
    assert_eq!(reply["status"], "won", "{reply}");
    assert_eq!(reply["answer"], answer);
}

#[tokio::test]
async fn word_blender_deals_a_norwegian_rack() {
    let addr = start().await;
    let (status, reply) = play(addr, "word-blender", json!({"moves": [], "ms": 0})).await;
    assert_eq!(status, 200, "{reply}");
    let letters = reply["rounds"][0]["letters"].as_str().unwrap();
    assert_eq!(letters.chars().count(), 6, "{reply}");
    assert!(letters.chars().all(is_bokmal_letter), "{reply}");
}

/// The day's wordseq level is the library's in bokmål (the edition's grid), of Norwegian
/// letters; a move of its best game forms a word of the list and keeps the best game open.
#[tokio::test]
async fn wordseq_plays_a_level_of_norwegian_letters() {
    let addr = start().await;
    let (status, reply) = play(addr, "wordseq", json!({"moves": []})).await;
    assert_eq!(status, 200, "{reply}");
    let grid = texts(&reply["initialGrid"]);
    let letters: String = grid.concat();
    assert_eq!(letters.chars().count(), 12, "{reply}");
    assert!(letters.chars().all(is_bokmal_letter), "{reply}");
    assert!(letters.chars().any(|c| "æøå".contains(c)), "{reply}");
    let (_, doc) = get(addr, &format!("/api/daily?date={DATE}")).await;
    let entry = game_entry(&doc, "wordseq");
    assert_eq!(entry["grid"], reply["initialGrid"], "{doc}");
    assert_eq!(entry["optimum"], reply["optimum"], "{doc}");
    // The first move of the level's best game, as the library makes the level.
    let sources = sources();
    let generator = wordseq::WordseqGenerator::new_in(&*sources.lexicon, &NB).unwrap();
    let level =
        wordgames_puzzles::Generator::deal(&generator, &Calendar::PUBLIC, DATE.parse().unwrap())
            .unwrap()
            .puzzle;
    assert_eq!(level.initial_grid().to_rows(), grid);
    let first = level.optimal_path()[0];
    let mv = json!({"from": [first.from.0, first.from.1], "to": [first.to.0, first.to.1]});
    let (status, reply) = play(addr, "wordseq", json!({"moves": [mv]})).await;
    assert_eq!(status, 200, "{reply}");
    assert_eq!(reply["results"][0]["verdict"], "optimal", "{reply}");
    assert_eq!(reply["bestTotal"], reply["optimum"], "{reply}");
    let formed = reply["results"][0]["wordsFormed"].as_array().unwrap();
    assert!(!formed.is_empty(), "{reply}");
    for word in formed {
        let word = word.as_str().unwrap();
        assert!(WORDS.split_whitespace().any(|w| w == word), "{word}");
    }
    assert_ne!(reply["grid"], reply["initialGrid"], "{reply}");
    assert_eq!(reply["status"], "playing", "{reply}");
}

/// `GET /lexicon.spellings` gives the page's module how the list spells the words the profile
/// folds: a table it reads back and attaches to the lexicon of `GET /lexicon.fst` (this bokmål
/// list folds no word: its table is the empty one).
#[tokio::test]
async fn the_module_gets_the_lists_spellings() {
    let (status, _, bytes) = fetch(state_of(sources()), "/lexicon.spellings").await;
    assert_eq!(status, 200);
    let table = wordgames_lexicon::Spellings::from_bytes(&bytes).unwrap();
    assert_eq!(
        Some(&table),
        sources()
            .lexicon
            .spellings()
            .or(Some(&wordgames_lexicon::Spellings::default()))
    );
    let lexicon = wordgames_lexicon::Lexicon::new(sources().lexicon.as_bytes().to_vec())
        .unwrap()
        .with_spellings(table)
        .unwrap();
    assert_eq!(lexicon.spelling("blåbær"), "blåbær");
}

/// `GET /lexicon.frequencies` gives the page's module (which builds in English's frequencies
/// alone) the frequencies of the lexicon's words: attached to the lexicon of `GET
/// /lexicon.fst`, whose header says they are the list's own, they deal the server's page games.
/// A lexicon without frequencies sends none.
#[tokio::test]
async fn the_module_gets_the_lexicons_frequencies() {
    let (status, _, _) = fetch(state_of(sources()), "/lexicon.frequencies").await;
    assert_eq!(status, 404, "the list was read without frequencies");

    // The same words with a Zipf column of their own, every one familiar.
    let list: String = WORDS
        .split_whitespace()
        .enumerate()
        .map(|(i, word)| format!("{word}\t{}.{:02}\n", 3 + i % 3, (i * 37) % 50))
        .collect();
    let (lexicon, _) = wordgames_lexicon::Lexicon::from_reader(
        list.as_bytes(),
        "nb",
        ReadOptions::for_profile(&NB),
    )
    .unwrap();
    let server = Arc::new(Sources::from_lexicon(lexicon.into(), &NB).unwrap());
    let state = state_of(Arc::clone(&server));
    // `/lexicon.fst` says whose they are: the list's own.
    let (_, headers, _) = fetch(Arc::clone(&state), "/lexicon.fst").await;
    assert_eq!(headers["x-wordgames-lexicon"], "lang=nb; frequencies=list");
    let (status, _, bytes) = fetch(state, "/lexicon.frequencies").await;
    assert_eq!(status, 200);
    let sent = wordgames_lexicon::Frequencies::from_bytes(&bytes).unwrap();
    assert_eq!(sent.len(), server.lexicon.frequencies().unwrap().len());
    let lexicon = wordgames_lexicon::Lexicon::new(server.lexicon.as_bytes().to_vec())
        .unwrap()
        .with_frequencies(sent);
    let module = wordgames_web_games::Language::new(lexicon.into_cow(), &NB).unwrap();
    for date in ["2026-01-01", "2026-06-30"] {
        let date = date.parse().unwrap();
        let module = module
            .publisher(Calendar::PUBLIC)
            .edition(date, date)
            .unwrap();
        let served = server.publisher.edition(date, date).unwrap();
        assert!(module.frequencies && served.frequencies);
        assert_eq!(module.games[..], served.games[..4]);
    }
}
