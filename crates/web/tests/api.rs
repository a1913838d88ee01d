//! The API through the router (tower's `oneshot`, no socket): every game played to its end,
//! answers hidden until then, and every kind of bad input answered with a JSON error.

use std::{
    sync::{Arc, OnceLock},
    time::Duration,
};

use axum::{
    Router,
    body::{Body, Bytes},
    http::{HeaderMap, Request, StatusCode, header},
    routing::get,
};
use http_body_util::BodyExt;
use serde_json::{Value, json};
use tower::ServiceExt;
use wordgames_lexicon::Lexicon;
use wordgames_puzzles::{Date, wordseq};
use wordgames_web::{AppState, Limits, app, harden};

/// One state for the whole test binary: the sources and each date's puzzles are computed once.
fn state() -> Arc<AppState> {
    static STATE: OnceLock<Arc<AppState>> = OnceLock::new();
    STATE
        .get_or_init(|| Arc::new(AppState::new(8).expect("the embedded sources load")))
        .clone()
}

/// No rate limit, and a timeout far above the default 10 s: a debug build computing a fresh
/// date's puzzles on a loaded machine can take longer, and a 408 then fails a test about
/// something else (the timeout's own test sets its own).
fn unlimited() -> Limits {
    Limits {
        rate_per_second: 0.0,
        timeout: Duration::from_secs(300),
        ..Limits::default()
    }
}

fn router() -> Router {
    app(state(), &unlimited())
}

async fn send(router: Router, req: Request<Body>) -> (StatusCode, HeaderMap, Bytes) {
    let response = router.oneshot(req).await.expect("the router never fails");
    let (parts, body) = response.into_parts();
    let bytes = body.collect().await.expect("a body").to_bytes();
    (parts.status, parts.headers, bytes)
}

async fn get_path(path: &str) -> (StatusCode, HeaderMap, Bytes) {
    send(
        router(),
        Request::get(path).body(Body::empty()).expect("a request"),
    )
    .await
}

async fn post_raw(
    path: &str,
    content_type: Option<&str>,
    body: impl Into<Body>,
) -> (StatusCode, Value) {
    let mut req = Request::post(path);
    if let Some(ct) = content_type {
        req = req.header(header::CONTENT_TYPE, ct);
    }
    let (status, headers, bytes) = send(router(), req.body(body.into()).expect("a request")).await;
    assert_json(&headers);
    (status, serde_json::from_slice(&bytes).expect("a JSON body"))
}

async fn post(path: &str, body: Value) -> (StatusCode, Value) {
    post_raw(path, Some("application/json"), body.to_string()).await
}

async fn ok(path: &str, body: Value) -> Value {
    let (status, value) = post(path, body).await;
    assert_eq!(status, StatusCode::OK, "{value}");
    value
}

fn assert_json(headers: &HeaderMap) {
    let ct = headers.get(header::CONTENT_TYPE).expect("a content type");
    assert!(
        ct.to_str().unwrap().starts_with("application/json"),
        "{ct:?}"
    );
}

/// A JSON response (`headers`, `body`) that is a 4xx or 5xx error: as [`assert_error`].
fn assert_json_error(
    status: StatusCode,
    headers: &HeaderMap,
    body: &[u8],
    expected: StatusCode,
    needle: &str,
) {
    assert_json(headers);
    let value: Value = serde_json::from_slice(body).unwrap();
    assert_error(status, &value, expected, needle);
}

/// A 4xx or 5xx with a JSON body `{"error": "..."}` whose message contains `needle`.
fn assert_error(status: StatusCode, value: &Value, expected: StatusCode, needle: &str) {
    assert_eq!(status, expected, "{value}");
    let message = value["error"].as_str().expect("an error message");
    assert!(
        message.contains(needle),
        "{message:?} should mention {needle:?}"
    );
}

#[tokio::test]
async fn daily_serves_exactly_the_cli_document() {
    let (status, headers, body) = get_path("/api/daily?date=2026-01-01").await;
    assert_eq!(status, StatusCode::OK);
    assert_json(&headers);
    // What `wordgames daily --json --date 2026-01-01` prints: the library's edition,
    // serialised, and a newline.
    let sources = &state().sources;
    let edition = sources
        .publisher
        .edition("2026-01-01".parse().unwrap(), Date::today())
        .unwrap();
    let expected = serde_json::to_string(&edition).unwrap() + "\n";
    assert_eq!(std::str::from_utf8(&body).unwrap(), expected);
    assert!(expected.contains("\"board\":\"dit amp chr elo\""));
    assert!(!expected.contains("dross") && !expected.contains("nonfiction"));
    assert_eq!(
        headers[header::CACHE_CONTROL],
        "public, max-age=86400",
        "a past date never changes"
    );
    // Computed once: asking again gives the same bytes from the cache.
    let (_, _, again) = get_path("/api/daily?date=2026-01-01").await;
    assert_eq!(again, body);
}

#[tokio::test]
async fn daily_without_a_date_is_today() {
    let (status, _, body) = get_path("/api/daily").await;
    assert_eq!(status, StatusCode::OK);
    let value: Value = serde_json::from_slice(&body).unwrap();
    assert_eq!(value["date"], Date::today().to_string());
    assert_eq!(value["games"].as_array().unwrap().len(), 5);
}

#[tokio::test]
async fn bad_dates_are_json_errors() {
    for (query, status, needle) in [
        ("date=2026-13-01", StatusCode::BAD_REQUEST, "date"),
        ("date=yesterday", StatusCode::BAD_REQUEST, "YYYY-MM-DD"),
        ("date=2026-02-30", StatusCode::BAD_REQUEST, "calendar"),
        ("date=", StatusCode::BAD_REQUEST, "date"),
        ("day=2026-01-01", StatusCode::BAD_REQUEST, "unknown field"),
        (
            "date=2025-12-31",
            StatusCode::NOT_FOUND,
            "no puzzles before 2026-01-01",
        ),
        ("date=2099-01-01", StatusCode::NOT_FOUND, "not out yet"),
    ] {
        let (got, headers, body) = get_path(&format!("/api/daily?{query}")).await;
        assert_json_error(got, &headers, &body, status, needle);
    }
    let (status, value) = post("/api/wordle", json!({"date": "2026-02-30", "guesses": []})).await;
    assert_error(status, &value, StatusCode::BAD_REQUEST, "date");
    let (status, value) = post("/api/nettle", json!({"date": "2020-01-01", "guesses": []})).await;
    assert_error(status, &value, StatusCode::NOT_FOUND, "2026-01-01");
}

#[tokio::test]
async fn wordle_names_the_answer_only_at_the_end() {
    let date = "2026-01-01"; // the answer is DROSS
    let v = ok(
        "/api/wordle",
        json!({"date": date, "guesses": ["salet", "xxxxx", "micro"]}),
    )
    .await;
    assert_eq!(v["status"], "playing");
    assert_eq!(v["number"], 1);
    assert_eq!(v["rows"].as_array().unwrap().len(), 2);
    assert_eq!(v["results"][0]["feedback"], "y....");
    assert_eq!(
        v["results"][1]["error"],
        "\"xxxxx\" is not in the word list"
    );
    assert_eq!(v["keyboard"]["s"], "y");
    assert!(v.get("answer").is_none() && v.get("share").is_none());
    assert!(!v.to_string().contains("dross"));

    let v = ok(
        "/api/wordle",
        json!({"date": date, "guesses": ["salet", "micro", "dross"]}),
    )
    .await;
    assert_eq!(v["status"], "won");
    assert_eq!(v["answer"], "dross");
    assert_eq!(
        v["share"],
        "wordgames Wordle #1 (2026-01-01) 3/6\n🟨⬛⬛⬛⬛\n⬛⬛⬛🟨🟨\n🟩🟩🟩🟩🟩"
    );

    let six = ["salet", "micro", "pound", "fight", "lymph", "wacky"];
    let v = ok("/api/wordle", json!({"date": date, "guesses": six})).await;
    assert_eq!(v["status"], "lost");
    assert_eq!(v["answer"], "dross");
    assert!(v["share"].as_str().unwrap().contains(" X/6"));
}

#[tokio::test]
async fn wordle_hard_mode_refuses_a_guess_that_ignores_a_hint() {
    // 2026-11-22's answer is CHEST: SALET marks s and e yellow and t green.
    let v = ok(
        "/api/wordle",
        json!({"date": "2026-11-22", "hard": true, "guesses": ["salet", "dross", "chest"]}),
    )
    .await;
    assert!(
        v["results"][1]["error"]
            .as_str()
            .unwrap()
            .starts_with("hard mode: \"dross\"")
    );
    assert_eq!(v["status"], "won");
    assert!(
        v["share"]
            .as_str()
            .unwrap()
            .starts_with("wordgames Wordle #326 (2026-11-22) 2/6*")
    );
}

#[tokio::test]
async fn letter_boxed_plays_to_par_and_shows_the_solution_after() {
    let date = "2026-01-01"; // dit amp chr elo, par 2
    // The day's game after the words of `body`.
    let play = |mut body: Value| {
        body["date"] = json!(date);
        ok("/api/letter-boxed", body)
    };
    let v = play(json!({"words": ["mad", "proclaimed"]})).await;
    assert_eq!(v["sides"], json!(["dit", "amp", "chr", "elo"]));
    assert!(
        v["results"][0]["error"]
            .as_str()
            .unwrap()
            .contains("same side")
    );
    assert_eq!(v["results"][1]["left"], 2);
    assert_eq!(v["status"], "playing");
    assert_eq!(v["nextLetter"], "d");
    assert!(v.get("solution").is_none());
    assert!(v.get("share").is_none(), "no share text while playing");

    let v = play(json!({"words": ["proclaimed", "death"]})).await;
    assert_eq!(v["status"], "won");
    assert_eq!(v["madePar"], true);
    assert_eq!(v["solution"], json!(["proclaimed", "death"]));
    assert_eq!(
        v["share"],
        "wordgames Letter Boxed #1 (2026-01-01): solved in 2 words (par 2)"
    );

    let v = play(json!({"words": ["proclaimed"], "giveUp": true})).await;
    assert_eq!(v["status"], "gaveUp");
    assert_eq!(v["solution"], json!(["proclaimed", "death"]));
    assert_eq!(
        v["share"],
        "wordgames Letter Boxed #1 (2026-01-01): gave up after 1 words (par 2)"
    );
}

#[tokio::test]
async fn word_blender_names_missed_words_only_for_rounds_that_ended() {
    let date = "2026-01-01"; // I K G N O P
    let guesses = json!([
        {"type": "guess", "word": "king", "ms": 1000},
        {"type": "guess", "word": "pox", "ms": 2000},
        {"type": "guess", "word": "poking", "ms": 3000},
    ]);
    // The day's game after `moves`, at `ms`.
    let blender = |moves: &Value, ms: u64| {
        ok(
            "/api/word-blender",
            json!({"date": date, "moves": moves, "ms": ms}),
        )
    };
    let v = blender(&guesses, 4000).await;
    assert_eq!(v["status"], "playing");
    assert_eq!(v["roundSeconds"], 120);
    assert_eq!(v["timeLeftMs"], 116_000);
    assert_eq!(v["results"][1]["verdict"], "refused");
    let round = &v["rounds"][0];
    assert_eq!(round["letters"], "ikgnop");
    assert_eq!(round["found"], json!(["king", "poking"]));
    // The library's score: 40 for KING, 60 and the 50 of bonus for POKING.
    assert_eq!(v["points"], 150);
    assert_eq!(
        round["counts"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c.as_u64().unwrap())
            .sum::<u64>(),
        13
    );
    assert!(round.get("missed").is_none(), "the round is still on");

    // The clock runs out: the round is won (a six-letter word) and its words are named.
    let v = blender(&guesses, 120_000).await;
    assert_eq!(v["status"], "roundOver");
    assert_eq!(v["rounds"][0]["won"], true);
    assert_eq!(v["rounds"][0]["missed"].as_array().unwrap().len(), 11);

    // The next round is dealt; the first stays named, the second is not.
    let mut moves = guesses.as_array().unwrap().clone();
    moves.push(json!({"type": "next", "ms": 121_000}));
    let v = blender(&json!(moves), 122_000).await;
    assert_eq!(v["status"], "playing");
    assert_eq!(v["rounds"].as_array().unwrap().len(), 2);
    assert!(v["rounds"][0]["missed"].is_array());
    assert!(v["rounds"][1].get("missed").is_none());

    // Stopping ends the game.
    moves.push(json!({"type": "stop", "ms": 125_000}));
    let v = blender(&json!(moves), 125_000).await;
    assert_eq!(v["status"], "won");
    assert_eq!(v["roundsWon"], 1);
    assert_eq!(v["points"], 150);
    assert!(v["rounds"][1]["missed"].is_array());
    assert_eq!(
        v["share"],
        "wordgames Word Blender #1 (2026-01-01): 1 round won, 150 points"
    );

    // Times never go back, and a game lasts at most a day.
    let (status, value) = post(
        "/api/word-blender",
        json!({"date": date, "moves": [{"type": "guess", "word": "pies", "ms": 5}], "ms": 1}),
    )
    .await;
    assert_error(status, &value, StatusCode::BAD_REQUEST, "ms");
    let (status, value) = post(
        "/api/word-blender",
        json!({"date": date, "moves": [], "ms": 100_000_000u64}),
    )
    .await;
    assert_error(status, &value, StatusCode::BAD_REQUEST, "a day");
    let (status, value) = post(
        "/api/word-blender",
        json!({"date": date, "moves": [{"type": "jump", "ms": 1}], "ms": 1}),
    )
    .await;
    assert_error(status, &value, StatusCode::BAD_REQUEST, "unknown variant");
}

#[tokio::test]
async fn wordseq_judges_every_move_and_shows_the_best_game_at_the_end() {
    let date: Date = "2026-01-01".parse().unwrap();
    let level = wordseq::daily(&Lexicon::english(), date).unwrap().puzzle;
    let path: Vec<Value> = level
        .optimal_path()
        .iter()
        .map(|m| json!({"from": [m.from.0, m.from.1], "to": [m.to.0, m.to.1]}))
        .collect();
    let first = json!({"date": "2026-01-01", "moves": [path[0], {"from": [0, 0], "to": [0, 1]}]});
    let v = ok("/api/wordseq", first).await;
    assert_eq!(v["results"][0]["verdict"], "optimal");
    assert_eq!(v["results"][1]["verdict"], "invalid");
    assert_eq!(v["moves"].as_array().unwrap().len(), 1);
    assert_eq!(v["status"], "playing");
    assert!(v.get("bestGame").is_none());

    let v = ok("/api/wordseq", json!({"date": "2026-01-01", "moves": path})).await;
    assert_eq!(v["optimum"], 7);
    assert!(
        v["results"]
            .as_array()
            .unwrap()
            .iter()
            .all(|r| r["verdict"] == "optimal")
    );
    assert_eq!(v["status"], "won", "no move is left after the best game");
    assert_eq!(v["bestGame"].as_array().unwrap().len(), 7);
    assert_eq!(v["words"], v["bestWords"]);
    assert_eq!(
        v["share"],
        "wordgames wordseq #1 (2026-01-01): 7 moves of 7"
    );

    let v = ok(
        "/api/wordseq",
        json!({"date": "2026-01-01", "moves": [], "stop": true}),
    )
    .await;
    assert_eq!(v["status"], "gaveUp");

    for (mv, needle) in [
        (json!({"from": [0, 0], "to": [1, 1]}), "side by side"),
        (json!({"from": [9, 0], "to": [9, 1]}), "outside"),
        (json!({"from": [0, 0]}), "missing field `to`"),
    ] {
        let (status, value) =
            post("/api/wordseq", json!({"date": "2026-01-01", "moves": [mv]})).await;
        assert_error(status, &value, StatusCode::BAD_REQUEST, needle);
    }
}

#[tokio::test]
async fn nettle_answers_from_the_shared_table_and_reveals_the_route_at_the_end() {
    let date = "2026-01-01"; // the target is nonfiction
    // The day's game after the guesses of `body`.
    let play = |mut body: Value| {
        body["date"] = json!(date);
        ok("/api/nettle", body)
    };
    let v = play(json!({"guesses": ["dog", "qzxq", "prose"], "hint": 1})).await;
    assert_eq!(v["number"], 1);
    let kinds: Vec<&str> = v["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, ["clue", "unknown", "clue"]);
    assert_eq!(v["clues"][1]["emoji"], "🔽");
    assert_eq!(v["clues"][1]["bestYet"], true);
    assert!(!v["clues"][0]["sense"].as_str().unwrap().is_empty());
    assert_eq!(v["hint"]["clue"], 1);
    assert!(v["hint"]["text"].is_string());
    let map = v["map"].as_str().unwrap();
    assert!(map.starts_with("<svg") && map.contains(">prose</text>"));
    assert_eq!(v["status"], "playing");
    assert!(v.get("route").is_none() && v.get("share").is_none());
    assert!(!v.to_string().contains("nonfiction"), "{v}");

    let v = play(json!({"guesses": ["dog", "prose", "nonfiction"]})).await;
    assert_eq!(v["status"], "won");
    assert!(v["share"].as_str().unwrap().starts_with("Nettle #1: 🎉/3"));
    assert!(v["map"].as_str().unwrap().contains(">nonfiction</text>"));

    let v = play(json!({"guesses": ["prose"], "giveUp": true})).await;
    assert_eq!(v["status"], "gaveUp");
    assert_eq!(v["route"], json!(["prose", "nonfiction"]));

    let (status, value) = post(
        "/api/nettle",
        json!({"date": date, "guesses": ["dog"], "hint": 3}),
    )
    .await;
    assert_error(
        status,
        &value,
        StatusCode::BAD_REQUEST,
        "clue 3 does not exist",
    );
}

#[tokio::test]
async fn a_fresh_server_replays_a_game_to_the_same_state() {
    // A restart loses no game: the same moves on a new state give the same answer.
    let body = json!({"date": "2026-01-01", "guesses": ["dog", "flower"]});
    let (_, a) = post("/api/nettle", body.clone()).await;
    let fresh = app(Arc::new(AppState::new(2).unwrap()), &unlimited());
    let req = Request::post("/api/nettle")
        .header(header::CONTENT_TYPE, "application/json")
        .body(Body::from(body.to_string()))
        .unwrap();
    let (status, _, bytes) = send(fresh, req).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(serde_json::from_slice::<Value>(&bytes).unwrap(), a);
}

#[tokio::test]
async fn malformed_requests_get_clear_json_errors() {
    let date = "2026-01-01";
    let too_many: Vec<&str> = vec!["salet"; 65];
    for (path, body, status, needle) in [
        (
            "/api/wordle",
            json!({"date": date, "guesses": too_many}),
            400,
            "at most 64",
        ),
        (
            "/api/wordle",
            json!({"date": date, "guesses": ["a".repeat(33)]}),
            400,
            "at most 32 bytes",
        ),
        (
            "/api/wordle",
            json!({"date": date, "guesses": ["ab\u{7}c"]}),
            400,
            "control",
        ),
        (
            "/api/wordle",
            json!({"date": date, "guesses": [], "cheat": true}),
            400,
            "unknown field `cheat`",
        ),
        (
            "/api/wordle",
            json!({"date": date}),
            400,
            "missing field `guesses`",
        ),
        (
            "/api/wordle",
            json!({"date": date, "guesses": "salet"}),
            400,
            "invalid type",
        ),
        (
            "/api/wordle",
            json!({"date": date, "guesses": [], "hard": "yes"}),
            400,
            "invalid type",
        ),
        (
            "/api/letter-boxed",
            json!({"date": date, "words": vec!["a"; 65]}),
            400,
            "at most 64",
        ),
        (
            "/api/wordseq",
            json!({"date": date, "moves": vec![json!({"from": [0, 0], "to": [0, 1]}); 201]}),
            400,
            "at most 200",
        ),
        (
            "/api/nettle",
            json!({"date": date, "guesses": [], "hint": -1}),
            400,
            "invalid value",
        ),
        (
            "/api/word-blender",
            json!({"date": date, "moves": [], "ms": -5}),
            400,
            "invalid value",
        ),
    ] {
        let (got, value) = post(path, body).await;
        assert_error(got, &value, StatusCode::from_u16(status).unwrap(), needle);
    }
    let (status, value) = post_raw("/api/wordle", Some("application/json"), "{\"date\": ").await;
    assert_error(status, &value, StatusCode::BAD_REQUEST, "EOF");
    let (status, value) = post_raw("/api/wordle", None, "{}").await;
    assert_error(
        status,
        &value,
        StatusCode::UNSUPPORTED_MEDIA_TYPE,
        "Content-Type",
    );
    let (status, value) = post_raw("/api/wordle", Some("text/plain"), "{}").await;
    assert_error(
        status,
        &value,
        StatusCode::UNSUPPORTED_MEDIA_TYPE,
        "Content-Type",
    );
    let huge = format!(
        "{{\"date\":\"{date}\",\"guesses\":[\"{}\"]}}",
        "a".repeat(20_000)
    );
    let (status, value) = post_raw("/api/wordle", Some("application/json"), huge).await;
    assert_error(status, &value, StatusCode::PAYLOAD_TOO_LARGE, "too large");
    let (status, headers, body) = get_path("/api/wordle").await;
    assert_json_error(
        status,
        &headers,
        &body,
        StatusCode::METHOD_NOT_ALLOWED,
        "method not allowed",
    );
    assert!(headers.contains_key(header::ALLOW));
    // An error made JSON after the router keeps the security headers.
    assert_eq!(headers[header::X_CONTENT_TYPE_OPTIONS], "nosniff");
    assert_eq!(headers[header::X_FRAME_OPTIONS], "DENY");
    let (status, headers, body) = get_path("/api/nope").await;
    assert_json_error(
        status,
        &headers,
        &body,
        StatusCode::NOT_FOUND,
        "no such path",
    );
}

#[tokio::test]
async fn a_client_past_its_rate_gets_429() {
    let router = app(state(), &crate::rate_limited(1.0));
    let get = || {
        Request::get("/api/nettle/legend")
            .body(Body::empty())
            .unwrap()
    };
    for _ in 0..2 {
        let (status, _, _) = send(router.clone(), get()).await;
        assert_eq!(status, StatusCode::OK);
    }
    let (status, headers, body) = send(router.clone(), get()).await;
    assert_json_error(
        status,
        &headers,
        &body,
        StatusCode::TOO_MANY_REQUESTS,
        "too many requests",
    );
    assert_eq!(headers[header::RETRY_AFTER], "1");
}

#[tokio::test]
async fn a_panic_or_a_slow_handler_still_gets_a_json_error() {
    let limits = Limits {
        timeout: Duration::from_millis(50),
        ..unlimited()
    };
    let router = harden(
        Router::new()
            .route(
                "/boom",
                get(|| async {
                    if std::hint::black_box(true) {
                        panic!("a bug");
                    }
                    "unreachable"
                }),
            )
            .route(
                "/slow",
                get(|| async {
                    tokio::time::sleep(Duration::from_secs(5)).await;
                    "late"
                }),
            ),
        &limits,
    );
    let (status, headers, body) = send(
        router.clone(),
        Request::get("/boom").body(Body::empty()).unwrap(),
    )
    .await;
    assert_json_error(
        status,
        &headers,
        &body,
        StatusCode::INTERNAL_SERVER_ERROR,
        "failed",
    );
    let (status, headers, body) =
        send(router, Request::get("/slow").body(Body::empty()).unwrap()).await;
    assert_json_error(
        status,
        &headers,
        &body,
        StatusCode::REQUEST_TIMEOUT,
        "too long",
    );
}

#[tokio::test]
async fn the_page_is_served_from_the_binary_with_its_headers() {
    for (path, ty) in [
        ("/", "text/html"),
        ("/app.js", "text/javascript"),
        ("/app.css", "text/css"),
        ("/favicon.svg", "image/svg+xml"),
    ] {
        let (status, headers, body) = get_path(path).await;
        assert_eq!(status, StatusCode::OK, "{path}");
        assert!(
            headers[header::CONTENT_TYPE]
                .to_str()
                .unwrap()
                .starts_with(ty)
        );
        assert_eq!(headers[header::CACHE_CONTROL], "no-cache");
        assert_eq!(headers[header::X_CONTENT_TYPE_OPTIONS], "nosniff");
        assert!(headers.contains_key(header::CONTENT_SECURITY_POLICY));
        assert!(!body.is_empty());
        // Revalidation: the same tag gives 304 and no body.
        let etag = headers[header::ETAG].clone();
        let req = Request::get(path)
            .header(header::IF_NONE_MATCH, etag)
            .body(Body::empty())
            .unwrap();
        let (status, _, body) = send(router(), req).await;
        assert_eq!(status, StatusCode::NOT_MODIFIED);
        assert!(body.is_empty());
    }
    let (_, _, html) = get_path("/").await;
    let html = std::str::from_utf8(&html).unwrap();
    assert!(html.contains("<script src=\"/app.js\" defer></script>"));
    assert!(
        !html.contains("http://") && !html.contains("https://"),
        "no CDN"
    );
}

#[tokio::test]
async fn the_legend_comes_from_the_library() {
    let (status, _, body) = get_path("/api/nettle/legend").await;
    assert_eq!(status, StatusCode::OK);
    let value: Value = serde_json::from_slice(&body).unwrap();
    let legend = value["legend"].as_array().unwrap();
    assert_eq!(legend.len(), wordgames_puzzles::nettle::legend().len());
    assert_eq!(legend[0], json!({"emoji": "🔼", "meaning": "more general"}));
}

/// A request dropped while its computation runs (its client gone, its time
/// up) leaves the computation its place until it ends, so dropped requests never run more
/// computations at once than the limit.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn dropped_requests_keep_the_limit_on_computations() {
    use std::sync::atomic::{AtomicUsize, Ordering};
    let state = Arc::new(AppState::with_jobs(2, 2).expect("the embedded sources load"));
    let running = Arc::new(AtomicUsize::new(0));
    let most = Arc::new(AtomicUsize::new(0));
    let started = Arc::new(AtomicUsize::new(0));
    for _ in 0..10 {
        let (running, most, started) = (running.clone(), most.clone(), started.clone());
        let work = state.blocking(move || {
            started.fetch_add(1, Ordering::SeqCst);
            let now = running.fetch_add(1, Ordering::SeqCst) + 1;
            most.fetch_max(now, Ordering::SeqCst);
            std::thread::sleep(Duration::from_millis(150));
            running.fetch_sub(1, Ordering::SeqCst);
            Ok(())
        });
        // The request gives up after 20 ms, as a client that resets its connection.
        let _ = tokio::time::timeout(Duration::from_millis(20), work).await;
        assert!(state.running_jobs() <= 2);
    }
    tokio::time::sleep(Duration::from_millis(600)).await;
    assert!(
        most.load(Ordering::SeqCst) <= 2,
        "{} computations ran at once",
        most.load(Ordering::SeqCst)
    );
    assert!(started.load(Ordering::SeqCst) >= 1);
}

/// An unknown query key of 15 KB is not echoed: the error is cut short.
#[tokio::test]
async fn a_huge_query_key_is_not_echoed() {
    let key = "k".repeat(15_000);
    let (status, headers, body) = get_path(&format!("/api/daily?{key}=1")).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_json(&headers);
    assert!(body.len() < 1_000, "{} bytes", body.len());
    let v: Value = serde_json::from_slice(&body).unwrap();
    assert!(v["error"].as_str().unwrap().contains("cut"), "{v}");
}

/// The sense text of a guess one step from the target (which often shares
/// the target's synset or quotes it) never names the target while the game is played; once it
/// is over, the whole gloss is shown.
#[tokio::test]
async fn nettle_sense_text_hides_the_target_until_the_end() {
    let names = |text: &str, target: &str| {
        let lower = text.to_lowercase();
        let words: Vec<&str> = lower.split(|c: char| !c.is_alphanumeric()).collect();
        let target: Vec<&str> = target.split(' ').collect();
        words.windows(target.len()).any(|w| w == target.as_slice())
    };
    let (mut tried, mut named_after) = (0, 0);
    // Dates until ten had a guess one step away and one gloss named its target (at most the
    // first 56 days of 2026).
    for (month, day) in (1..=2).flat_map(|m| (1..=28).map(move |d| (m, d))) {
        if tried >= 10 && named_after > 0 {
            break;
        }
        let date = format!("2026-{month:02}-{day:02}");
        let over = ok(
            "/api/nettle",
            json!({"date": date, "guesses": ["dog"], "giveUp": true}),
        )
        .await;
        let route: Vec<String> = serde_json::from_value(over["route"].clone()).unwrap();
        let target = route.last().unwrap().to_lowercase();
        let Some(near) = route.len().checked_sub(2).map(|i| route[i].clone()) else {
            continue;
        };
        let playing = ok("/api/nettle", json!({"date": date, "guesses": [near]})).await;
        assert_eq!(playing["status"], "playing", "{date}: {near}");
        assert_eq!(playing["clues"][0]["steps"], 1, "{date}: {near}");
        let sense = playing["clues"][0]["sense"].as_str().unwrap();
        assert!(!names(sense, &target), "{date}: {near} shows {sense:?}");
        tried += 1;
        let ended = ok(
            "/api/nettle",
            json!({"date": date, "guesses": [near], "giveUp": true}),
        )
        .await;
        if names(ended["clues"][0]["sense"].as_str().unwrap(), &target) {
            named_after += 1;
        }
    }
    assert!(tried >= 10, "{tried} dates had a guess one step away");
    assert!(
        named_after > 0,
        "no gloss named its target: the test tests nothing"
    );
}

/// A date's puzzles are out once it has begun somewhere on Earth (UTC+14), not before: the
/// day after that gets no edition, no replay and so no answer from giving up, on a public and
/// on a private server. The last date begun has its edition with its seeds.
#[tokio::test]
async fn a_date_that_has_begun_nowhere_is_not_served() {
    use wordgames_puzzles::daily::{Calendar, latest_begun};
    let begun = latest_begun();
    let next = Date::from_days(begun.days() + 1).unwrap();
    let private = Arc::new(
        AppState::with_calendar(2, Calendar::private(b"k3Y!x9#Qp2$vL7@m").unwrap()).unwrap(),
    );
    for state in [state(), private] {
        let req = Request::get(format!("/api/daily?date={next}"))
            .body(Body::empty())
            .unwrap();
        let (status, _, body) = send(app(state.clone(), &unlimited()), req).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{body:?}");
        assert!(
            String::from_utf8_lossy(&body).contains("UTC+14"),
            "{body:?}"
        );
        for (path, body) in [
            (
                "/api/wordle",
                json!({"date": next, "guesses": vec!["salet"; 6]}),
            ),
            (
                "/api/letter-boxed",
                json!({"date": next, "words": [], "giveUp": true}),
            ),
            (
                "/api/word-blender",
                json!({"date": next, "moves": [], "ms": 0}),
            ),
            (
                "/api/wordseq",
                json!({"date": next, "moves": [], "stop": true}),
            ),
            (
                "/api/nettle",
                json!({"date": next, "guesses": [], "giveUp": true}),
            ),
        ] {
            let req = Request::post(path)
                .header(header::CONTENT_TYPE, "application/json")
                .body(Body::from(body.to_string()))
                .unwrap();
            let (status, _, body) = send(app(state.clone(), &unlimited()), req).await;
            assert_eq!(status, StatusCode::NOT_FOUND, "{path}: {body:?}");
        }
    }
    let (status, _, body) = get_path(&format!("/api/daily?date={begun}")).await;
    assert_eq!(status, StatusCode::OK);
    let doc: Value = serde_json::from_slice(&body).unwrap();
    assert!(doc["games"][0]["seed"].is_u64(), "{doc}");
}

/// The documented choice of what a stateless replay reveals (docs/RELIABILITY.md, "What a
/// stateless replay reveals"): the server keeps no game, so anyone may send moves that end one,
/// and a date's answers are public once its puzzles are served. For a date that has begun,
/// every game's replay names nothing of its answer while the moves leave the game in play, and
/// names it for moves that end the game from nothing (giving up, stopping, six wrong Wordle
/// guesses), on a public and on a private server.
#[tokio::test]
async fn a_replay_reveals_the_answers_only_for_moves_that_end_the_game() {
    use wordgames_puzzles::daily::Calendar;
    let private = Arc::new(
        AppState::with_calendar(2, Calendar::private(b"k3Y!x9#Qp2$vL7@m").unwrap()).unwrap(),
    );
    let date = "2026-01-01";
    for state in [state(), private] {
        let replay = |path: &'static str, body: Value| {
            let state = state.clone();
            async move {
                let req = Request::post(path)
                    .header(header::CONTENT_TYPE, "application/json")
                    .body(Body::from(body.to_string()))
                    .unwrap();
                let (status, _, body) = send(app(state, &unlimited()), req).await;
                assert_eq!(status, StatusCode::OK, "{path}: {body:?}");
                serde_json::from_slice::<Value>(&body).unwrap()
            }
        };
        // What the game in play must not hold: no field of the answer, none of its words.
        let hidden = |game: &str, playing: &Value, keys: &[&str], words: &[&str]| {
            assert_eq!(playing["status"], "playing", "{game}: {playing}");
            for key in keys {
                assert!(playing.get(*key).is_none(), "{game}: {key} in {playing}");
            }
            assert!(!words.is_empty(), "{game}: the ended game named no answer");
            let text = playing.to_string();
            for word in words {
                assert!(!text.contains(word), "{game}: {word} in {playing}");
            }
        };
        let words = |v: &Value| -> Vec<String> {
            v.as_array()
                .unwrap_or_else(|| panic!("not a list: {v}"))
                .iter()
                .map(|w| format!("\"{}\"", w.as_str().unwrap()))
                .collect()
        };

        let six = ["salet", "micro", "pound", "fight", "lymph", "wacky"];
        // Each game after moves that leave it in play, and after moves that end it.
        let mut replays = Vec::new();
        for (path, playing, over) in [
            (
                "/api/wordle",
                json!({"date": date, "guesses": ["salet"]}),
                json!({"date": date, "guesses": six}),
            ),
            (
                "/api/letter-boxed",
                json!({"date": date, "words": []}),
                json!({"date": date, "words": [], "giveUp": true}),
            ),
            (
                "/api/word-blender",
                json!({"date": date, "moves": [], "ms": 0}),
                json!({"date": date, "moves": [{"type": "stop", "ms": 0}], "ms": 0}),
            ),
            (
                "/api/wordseq",
                json!({"date": date, "moves": []}),
                json!({"date": date, "moves": [], "stop": true}),
            ),
            (
                "/api/nettle",
                json!({"date": date, "guesses": []}),
                json!({"date": date, "guesses": [], "giveUp": true}),
            ),
        ] {
            replays.push((replay(path, playing).await, replay(path, over).await));
        }
        let [wordle, letter_boxed, word_blender, wordseq, nettle]: [(Value, Value); 5] =
            replays.try_into().unwrap();

        let (playing, over) = wordle;
        assert_ne!(over["status"], "playing", "{over}");
        let answer = format!("\"{}\"", over["answer"].as_str().unwrap());
        hidden("wordle", &playing, &["answer", "share"], &[&answer]);

        let (playing, over) = letter_boxed;
        assert_eq!(over["status"], "gaveUp", "{over}");
        let solution = words(&over["solution"]);
        let solution: Vec<&str> = solution.iter().map(String::as_str).collect();
        hidden("letter boxed", &playing, &["solution"], &solution);

        let (playing, over) = word_blender;
        assert_ne!(over["status"], "playing", "{over}");
        let missed = words(&over["rounds"][0]["missed"]);
        let missed: Vec<&str> = missed.iter().map(String::as_str).collect();
        assert!(playing["rounds"][0].get("missed").is_none(), "{playing}");
        hidden("word blender", &playing, &[], &missed);

        // The best game's words may stand in the grid from the start, so only its fields count.
        let (playing, over) = wordseq;
        assert_eq!(over["status"], "gaveUp", "{over}");
        assert!(!words(&over["bestWords"]).is_empty(), "{over}");
        assert!(!over["bestGame"].as_array().unwrap().is_empty(), "{over}");
        assert_eq!(playing["status"], "playing", "{playing}");
        for key in ["bestGame", "bestWords"] {
            assert!(playing.get(key).is_none(), "wordseq: {key} in {playing}");
        }

        let (playing, over) = nettle;
        assert_eq!(over["status"], "gaveUp", "{over}");
        let route = words(&over["route"]);
        let target = route.last().expect("a route ends at the target");
        hidden("nettle", &playing, &["route", "share"], &[target]);
        let bare = target.trim_matches('"');
        assert!(
            !playing["map"]
                .as_str()
                .unwrap()
                .contains(&format!(">{bare}<")),
            "{playing}"
        );
    }
}

/// A server with a secret deals its own puzzles: another Letter Boxed board and Wordle answer
/// than the public ones, the same ones on every restart with that secret, and no seed in its
/// document.
#[tokio::test]
async fn a_server_secret_makes_its_puzzles_private() {
    use wordgames_puzzles::{daily::Calendar, letter_boxed, wordle};
    let calendar = Calendar::private(b"this server's own secret").unwrap();
    let private = || {
        app(
            Arc::new(AppState::with_calendar(2, calendar).unwrap()),
            &unlimited(),
        )
    };
    let date: Date = "2026-03-14".parse().unwrap();
    let get = |router: Router| async move {
        let req = Request::get(format!("/api/daily?date={date}"))
            .body(Body::empty())
            .unwrap();
        let (status, _, body) = send(router, req).await;
        assert_eq!(status, StatusCode::OK);
        serde_json::from_slice::<Value>(&body).unwrap()
    };
    let doc = get(private()).await;
    assert!(
        doc["games"]
            .as_array()
            .unwrap()
            .iter()
            .all(|g| g.get("seed").is_none())
    );
    let board = doc["games"][0]["board"].as_str().unwrap().to_string();
    let english = Lexicon::english();
    let generator = letter_boxed::LetterBoxedGenerator::new(english.borrowed()).unwrap();
    let own = wordgames_puzzles::Generator::deal(&generator, &calendar, date).unwrap();
    assert_eq!(board, own.puzzle.board.to_string());
    assert_ne!(
        board,
        letter_boxed::daily(&english, date)
            .unwrap()
            .puzzle
            .board
            .to_string()
    );
    assert_eq!(
        get(private()).await,
        doc,
        "the same secret, the same puzzles"
    );

    // The Wordle replay plays the private answer, not the public one.
    let wordle = &state().sources.wordle;
    let answer =
        wordgames_puzzles::Generator::deal(&wordle::WordleGenerator::of(wordle), &calendar, date)
            .unwrap()
            .puzzle
            .word;
    assert_ne!(answer, wordle::daily(wordle, date).unwrap().puzzle.word);
    let req = Request::post("/api/wordle")
        .header(header::CONTENT_TYPE, "application/json")
        .body(Body::from(
            json!({"date": date.to_string(), "hard": false, "guesses": [answer]}).to_string(),
        ))
        .unwrap();
    let (status, _, bytes) = send(private(), req).await;
    assert_eq!(status, StatusCode::OK);
    let reply: Value = serde_json::from_slice(&bytes).unwrap();
    assert_eq!(reply["status"], "won", "{reply}");
}

/// A puzzle computation that fails (here Letter Boxed over a list far too small for a board)
/// runs once for its date: later requests, at once or after, get the same error without
/// running it again; another date runs its own.
#[tokio::test]
async fn a_failed_computation_is_kept_for_its_date_and_not_run_again() {
    use wordgames_puzzles::daily::Calendar;
    use wordgames_web::Sources;
    let lexicon = Lexicon::from_words(["crane", "slate", "plaster", "planet", "stream"]).unwrap();
    let sources = Sources::from_lexicon(lexicon.into(), wordgames_lexicon::Profile::english())
        .expect("Wordle and Word Blender have their words");
    // A cache of one date: the failed date leaves it, its failure stays.
    let state = Arc::new(AppState::with_sources(
        Arc::new(sources),
        1,
        Calendar::PUBLIC,
        2,
    ));
    let date: Date = "2026-02-01".parse().unwrap();
    let day = state.day(date).unwrap();
    let (a, b) = tokio::join!(state.letter_boxed(&day), state.letter_boxed(&day));
    let error = a.expect_err("no board in five words");
    assert_eq!(b.unwrap_err(), error);
    assert_eq!(state.computations(), 1);
    let other: Date = "2026-02-02".parse().unwrap();
    let other_day = state.day(other).unwrap();
    assert!(state.letter_boxed(&other_day).await.is_err());
    assert_eq!(state.computations(), 2);
    let day = state.day(date).unwrap(); // made again: the first left the cache
    for _ in 0..3 {
        assert_eq!(state.letter_boxed(&day).await.unwrap_err(), error);
    }
    assert_eq!(state.computations(), 2);
    // Through the API too, with the error kept.
    let req = Request::post("/api/letter-boxed")
        .header(header::CONTENT_TYPE, "application/json")
        .body(Body::from(
            json!({"date": date, "words": [], "giveUp": true}).to_string(),
        ))
        .unwrap();
    let (status, _, body) = send(app(state.clone(), &unlimited()), req).await;
    assert_eq!(status, error.status);
    assert!(
        String::from_utf8_lossy(&body).contains(&error.message[..20.min(error.message.len())]),
        "{body:?}"
    );
    assert_eq!(state.computations(), 2);
}
