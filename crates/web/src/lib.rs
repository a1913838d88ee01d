//! The wordgames web app: a small server on the public API of the wordgames crates, and a page
//! that plays every daily puzzle.
//!
//! The server is stateless: it holds the sources (lexicon, Wordle lists, WordNet) and each
//! date's puzzles, computed once and shared, but no game. A game is the list of its moves; the
//! page keeps it in `localStorage` and sends it whole with every move, and the server replays
//! it through the library's `Game` and answers (see [`games`]). A restart loses no game, and
//! no answer leaves the server before its game has ended.
//!
//! # Endpoints
//!
//! | method and path | what |
//! |---|---|
//! | `GET /` (and `/app.js`, `/app.css`, `/favicon.svg`) | the page, compiled into the binary |
//! | `GET /api/daily?date=YYYY-MM-DD` | the day's edition, the document `wordgames daily --json` prints |
//! | `GET /api/nettle/legend` | Nettle's emoji and their meanings |
//! | `POST /api/wordle` | [`games::wordle`] |
//! | `POST /api/letter-boxed` | [`games::letter_boxed`] |
//! | `POST /api/word-blender` | [`games::word_blender`] |
//! | `POST /api/wordseq` | [`games::wordseq`] |
//! | `POST /api/nettle` | [`games::nettle`] |
//!
//! Every error is JSON, `{"error": "..."}`, with its status: 400 for a malformed request, 404
//! for a date without puzzles (or an unknown path), 413 for a body over the limit, 415 without
//! a JSON content type, 429 past the rate limit, 408 past the time limit; and the answers the
//! HTTP layer writes itself, 400, 414 and 431 for a request head it cannot read (see
//! [`conn::Guarded`]). A message quoting the request is cut to [`error::MAX_MESSAGE_CHARS`].
//!
//! # Limits under abuse
//!
//! Puzzle computations run `jobs` at a time ([`AppState::with_jobs`]); one whose request is
//! dropped keeps its place until it ends and its result is kept for the next request. A client
//! network (an IPv4 address, an IPv6 /64) holds at most [`ConnectionLimits::per_network`]
//! connections, an answer waits at most [`ConnectionLimits::write_timeout`] for a client that
//! reads nothing, and the rate limiter's table holds at most [`limits::MAX_CLIENTS`] clients.
//!
//! # Example: the router, without a socket
//!
//! ```
//! use std::sync::Arc;
//! use axum::{body::Body, http::Request};
//! use tower::ServiceExt;
//! use wordgames_web::{AppState, Limits, app};
//!
//! # tokio::runtime::Runtime::new()?.block_on(async {
//! let state = Arc::new(AppState::new(4)?);
//! let router = app(state, &Limits::default());
//! let request = Request::get("/api/daily?date=2026-01-01").body(Body::empty())?;
//! let response = router.oneshot(request).await?;
//! assert_eq!(response.status(), 200);
//! # Ok::<(), Box<dyn std::error::Error + Send + Sync>>(())
//! # })?;
//! # Ok::<(), Box<dyn std::error::Error + Send + Sync>>(())
//! ```

#![deny(missing_docs)]

pub mod assets;
pub mod conn;
pub mod error;
pub mod games;
pub mod limits;
pub mod state;

use std::{future::Future, sync::Arc, time::Duration};

use axum::{
    Router,
    extract::{ConnectInfo, DefaultBodyLimit, Query, Request, State, rejection::QueryRejection},
    http::{HeaderMap, HeaderName, HeaderValue, StatusCode, header},
    response::{IntoResponse, Response},
    routing::{get, post},
};
use hyper_util::{
    rt::{TokioIo, TokioTimer},
    service::TowerToHyperService,
};
use serde::{Deserialize, Serialize};
use tokio::{net::TcpListener, sync::Semaphore};
use tower::{ServiceBuilder, ServiceExt, limit::GlobalConcurrencyLimitLayer};
use tower_http::{catch_panic::CatchPanicLayer, timeout::TimeoutLayer};
use wordgames_puzzles::Date;

use crate::{assets::assets, error::json_error};
pub use crate::{
    conn::{NetworkCaps, network},
    error::{ApiError, Body},
    limits::{RateLimit, RateLimitLayer, RateLimiter},
    state::{AppState, Sources},
};

/// Writes `wordgames-web: <message>` and a newline to stderr, ignoring a stderr that cannot be
/// written (`2>/dev/full`, a closed pipe): the server's log is a courtesy, and losing it must
/// not stop the server (`eprintln!` would panic).
#[macro_export]
macro_rules! log {
    ($($arg:tt)*) => {
        $crate::log_line(::std::format_args!($($arg)*))
    };
}

/// What [`log!`] calls: one line to stderr, its error ignored.
#[doc(hidden)]
pub fn log_line(message: std::fmt::Arguments<'_>) {
    use std::io::Write as _;
    let line = format!("wordgames-web: {message}\n");
    let _ = std::io::stderr().lock().write_all(line.as_bytes());
}

/// The server's bounds on requests.
#[derive(Debug, Clone, PartialEq)]
pub struct Limits {
    /// The largest request body, in bytes.
    pub body_bytes: usize,
    /// The longest a request may take.
    pub timeout: Duration,
    /// Requests handled at once (more wait their turn, within the timeout).
    pub concurrency: usize,
    /// Requests a second per client IP (0: no limit).
    pub rate_per_second: f64,
    /// Requests a client may make at once before the rate applies.
    pub rate_burst: u32,
}

impl Default for Limits {
    /// 16 KiB bodies, 10 s, 256 requests at once, 20 requests a second per client with bursts
    /// of 60 (a page load and a quick run of moves).
    fn default() -> Limits {
        Limits {
            body_bytes: 16 * 1024,
            timeout: Duration::from_secs(10),
            concurrency: 256,
            rate_per_second: 20.0,
            rate_burst: 60,
        }
    }
}

/// The router: the page, the API and every hardening layer.
pub fn app(state: Arc<AppState>, limits: &Limits) -> Router {
    let mut router = Router::new();
    // The module deals the public calendar's puzzles: a server with its own (a secret) does
    // not serve it, and its page asks the server for every game. A server of another lexicon
    // serves the module and its lexicon (`/lexicon.fst`), which the module plays.
    let public = state.calendar == wordgames_puzzles::daily::Calendar::PUBLIC;
    for asset in assets().filter(|a| public || !a.path.starts_with("/pkg/")) {
        router = router.route(
            asset.path,
            get(move |headers: HeaderMap| async move { asset.respond(&headers) }),
        );
    }
    if public && state.sources.page_lexicon().is_some() {
        router = router
            .route("/lexicon.fst", get(page_lexicon))
            .route("/lexicon.spellings", get(page_spellings))
            .route("/lexicon.frequencies", get(page_frequencies));
    }
    let router = router
        .route("/api/daily", get(daily))
        .route("/api/nettle/legend", get(legend))
        .route("/api/wordle", post(wordle))
        .route("/api/letter-boxed", post(letter_boxed))
        .route("/api/word-blender", post(word_blender))
        .route("/api/wordseq", post(wordseq))
        .route("/api/nettle", post(nettle))
        .fallback(not_found)
        .with_state(state);
    harden(router, limits)
}

/// Wraps `router` in the hardening layers, innermost first: the body limit, the concurrency
/// limit, the per-client rate limit, the timeout, JSON bodies for every error and the security
/// headers, and, last resort, a JSON 500 for a panic.
///
/// The layers wrap the router once, around its routing, rather than each route (as
/// `Router::layer` does, boxing the route again at every layer): a request passes each layer
/// once either way, but without a boxed clone per layer.
pub fn harden(router: Router, limits: &Limits) -> Router {
    let limiter = RateLimiter::new(limits.rate_per_second, limits.rate_burst);
    let stack = ServiceBuilder::new()
        .layer(CatchPanicLayer::custom(|_panic| {
            json_error(
                StatusCode::INTERNAL_SERVER_ERROR,
                "the server failed on this request (a bug, reported in its log)",
            )
        }))
        .map_response(finish)
        .layer(TimeoutLayer::with_status_code(
            StatusCode::REQUEST_TIMEOUT,
            limits.timeout,
        ))
        // Always present, without a limit too: it readies the layers inside it within each
        // request's future, so a request waiting for the concurrency limit waits within the
        // timeout.
        .layer(RateLimitLayer::new(limiter))
        .layer(GlobalConcurrencyLimitLayer::new(limits.concurrency.max(1)))
        .layer(DefaultBodyLimit::max(limits.body_bytes))
        .service(router);
    Router::new().fallback_service(stack)
}

/// The security headers of every response, in the order they are added when missing.
const SECURITY_HEADERS: [(HeaderName, &str); 4] = [
    (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
    (header::X_FRAME_OPTIONS, "DENY"),
    (header::REFERRER_POLICY, "no-referrer"),
    (
        header::CONTENT_SECURITY_POLICY,
        assets::CONTENT_SECURITY_POLICY,
    ),
];

/// Finishes every response: an error without a JSON body gets one, `{"error": "<reason>"}`
/// (a 405 from the router, a 408 from the timeout), keeping its `Allow` and `Retry-After`;
/// then the security headers a response lacks are added.
fn finish(response: Response) -> Response {
    let mut response = json_errors(response);
    let headers = response.headers_mut();
    for (name, value) in SECURITY_HEADERS {
        if !headers.contains_key(&name) {
            headers.insert(name, HeaderValue::from_static(value));
        }
    }
    response
}

/// Gives an error response without a JSON body one: `{"error": "<reason>"}`, keeping its
/// headers `Allow` and `Retry-After`.
fn json_errors(response: Response) -> Response {
    let status = response.status();
    let is_json = response
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|v| v.as_bytes().starts_with(b"application/json"));
    if !(status.is_client_error() || status.is_server_error()) || is_json {
        return response;
    }
    let reason = match status {
        StatusCode::METHOD_NOT_ALLOWED => "method not allowed on this path".to_string(),
        StatusCode::REQUEST_TIMEOUT => "the request took too long".to_string(),
        StatusCode::PAYLOAD_TOO_LARGE => "the request body is too large".to_string(),
        other => other
            .canonical_reason()
            .unwrap_or("error")
            .to_ascii_lowercase(),
    };
    let (parts, _) = response.into_parts();
    let mut fixed = json_error(status, &reason);
    for name in [header::ALLOW, header::RETRY_AFTER] {
        if let Some(value) = parts.headers.get(&name) {
            fixed.headers_mut().insert(name, value.clone());
        }
    }
    fixed
}

async fn not_found() -> ApiError {
    ApiError::not_found("no such path: the page is at / and the API under /api/")
}

/// A JSON response that is not to be cached.
fn json<T: Serialize>(value: &T) -> Response {
    // Most answers fit in 1 KiB: one allocation instead of a few doublings.
    let mut bytes = Vec::with_capacity(1024);
    match serde_json::to_writer(&mut bytes, value) {
        Ok(()) => (
            [
                (header::CONTENT_TYPE, "application/json"),
                (header::CACHE_CONTROL, "no-store"),
            ],
            bytes,
        )
            .into_response(),
        Err(e) => ApiError::internal(e.to_string()).into_response(),
    }
}

/// The query of `GET /api/daily`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct DailyQuery {
    date: Option<String>,
}

/// `GET /api/daily?date=YYYY-MM-DD`: the day's edition, byte for byte what `wordgames daily
/// --json --date` prints; today's (UTC) without a date.
async fn daily(
    State(app): State<Arc<AppState>>,
    query: Result<Query<DailyQuery>, QueryRejection>,
) -> Result<Response, ApiError> {
    let Query(query) = query.map_err(|e| ApiError::bad_request(e.body_text()))?;
    let date = match &query.date {
        None => Date::today(),
        Some(text) => text
            .parse::<Date>()
            .map_err(|e| ApiError::bad_request(format!("date: {e}")))?,
    };
    let day = app.day(date)?;
    let body = app.edition(&day).await?;
    // A past date's edition never changes; today's is asked for without a date, so it is
    // kept briefly (the date turns at midnight UTC).
    let cache = if query.date.is_some() && date < Date::today() {
        "public, max-age=86400"
    } else {
        "public, max-age=60"
    };
    Ok((
        [
            (header::CONTENT_TYPE, "application/json"),
            (header::CACHE_CONTROL, cache),
        ],
        body,
    )
        .into_response())
}

/// `GET /lexicon.fst`: the served lexicon's bytes (an FST map, as `Lexicon::as_bytes` gives
/// them) for the page's WebAssembly module, which plays the page games of the server's
/// language from them offline. The `X-Wordgames-Lexicon` header names the language and whose
/// frequencies the lexicon's words carry: the language's shipped ones
/// (`lang=nb; frequencies=shipped`), the list's own (`frequencies=list`; both are sent on
/// `/lexicon.frequencies`) or none (`frequencies=none`).
async fn page_lexicon(State(app): State<Arc<AppState>>) -> Result<Response, ApiError> {
    let (bytes, tag, frequencies) = app
        .sources
        .page_lexicon()
        .ok_or_else(|| ApiError::not_found("this server plays the module's own lexicon"))?;
    let about = format!("lang={tag}; frequencies={frequencies}");
    let about = HeaderValue::from_str(&about)
        .map_err(|_| ApiError::internal("the lexicon's language header"))?;
    Ok((
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static("application/octet-stream"),
            ),
            (header::CACHE_CONTROL, HeaderValue::from_static("no-cache")),
            (HeaderName::from_static("x-wordgames-lexicon"), about),
        ],
        axum::body::Bytes::copy_from_slice(bytes),
    )
        .into_response())
}

/// `GET /lexicon.spellings`: how the served lexicon's list spells the words its profile folds
/// (`Spellings::to_bytes`: `jabali<TAB>jabalí` lines; only the header when there are none), for
/// the page's module to show the words as the server does.
async fn page_spellings(State(app): State<Arc<AppState>>) -> Result<Response, ApiError> {
    let bytes = app
        .sources
        .page_spellings()
        .ok_or_else(|| ApiError::not_found("this server plays the module's own lexicon"))?;
    Ok(no_cache_text(bytes))
}

/// `GET /lexicon.frequencies`: the frequencies of the served lexicon's words
/// (`Lexicon::frequencies_to_bytes`: the line `wordgames-frequencies 1`, then `hus<TAB>5.09`
/// lines), for the page's module, which builds in English's alone and attaches these to the
/// lexicon of `/lexicon.fst` so that it deals the server's puzzles. A 404 when the lexicon
/// carries no frequencies (the module then attaches none either).
async fn page_frequencies(State(app): State<Arc<AppState>>) -> Result<Response, ApiError> {
    let bytes = app
        .sources
        .page_frequencies()
        .ok_or_else(|| ApiError::not_found("this server's lexicon sends no frequencies"))?;
    Ok(no_cache_text(bytes))
}

/// A text the page's module fetches with the lexicon, to be read again on every visit
/// (`no-cache`: the service worker keeps it for offline play).
fn no_cache_text(body: impl IntoResponse) -> Response {
    (
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static("text/plain; charset=utf-8"),
            ),
            (header::CACHE_CONTROL, HeaderValue::from_static("no-cache")),
        ],
        body,
    )
        .into_response()
}

/// `GET /api/nettle/legend`: Nettle's emoji, from the library's table of relations.
async fn legend() -> Response {
    #[derive(Serialize)]
    struct Legend {
        legend: Vec<games::nettle::LegendEntry>,
    }
    let mut response = json(&Legend {
        legend: games::nettle::legend_entries(),
    });
    response.headers_mut().insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("public, max-age=86400"),
    );
    response
}

async fn wordle(
    State(app): State<Arc<AppState>>,
    Body(req): Body<games::wordle::Request>,
) -> Result<Response, ApiError> {
    state::check_date(req.date)?;
    Ok(json(&games::wordle::replay(
        &*app.sources,
        &app.calendar,
        &req,
    )?))
}

async fn letter_boxed(
    State(app): State<Arc<AppState>>,
    Body(req): Body<games::letter_boxed::Request>,
) -> Result<Response, ApiError> {
    let day = app.day(req.date)?;
    let puzzle = app.letter_boxed(&day).await?;
    Ok(json(&games::letter_boxed::replay(
        &*app.sources,
        &puzzle,
        &req,
    )?))
}

async fn word_blender(
    State(app): State<Arc<AppState>>,
    Body(req): Body<games::word_blender::Request>,
) -> Result<Response, ApiError> {
    state::check_date(req.date)?;
    let (sources, calendar) = (app.sources.clone(), app.calendar);
    let response = app
        .blocking(move || {
            games::word_blender::replay(&*sources, &calendar, &req).map_err(ApiError::from)
        })
        .await?;
    Ok(json(&response))
}

async fn wordseq(
    State(app): State<Arc<AppState>>,
    Body(req): Body<games::wordseq::Request>,
) -> Result<Response, ApiError> {
    let day = app.day(req.date)?;
    let level = app.wordseq(&day).await?;
    let sources = app.sources.clone();
    let response = app
        .blocking(move || games::wordseq::replay(&*sources, &level, &req).map_err(ApiError::from))
        .await?;
    Ok(json(&response))
}

async fn nettle(
    State(app): State<Arc<AppState>>,
    Body(req): Body<games::nettle::Request>,
) -> Result<Response, ApiError> {
    let day = app.day(req.date)?;
    let puzzle = app.nettle(&day).await?;
    Ok(json(&games::nettle::replay(&puzzle, &req)?))
}

/// The bounds on connections, before HTTP.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConnectionLimits {
    /// Connections open at once; more are closed at once.
    pub max_connections: usize,
    /// Connections open at once from one client network (an IPv4 address, an IPv6 /64: see
    /// [`conn::network`]); more from it are closed at once.
    pub per_network: usize,
    /// How long an answer may wait for a client that reads nothing before its connection is
    /// closed.
    pub write_timeout: Duration,
    /// How long a client may take to send a request head (an idle kept-alive connection too).
    pub header_timeout: Duration,
}

impl Default for ConnectionLimits {
    /// 1,024 connections, 64 a network, a 10 s write timeout, request heads within 10 s.
    fn default() -> ConnectionLimits {
        ConnectionLimits {
            max_connections: 1024,
            per_network: 64,
            write_timeout: Duration::from_secs(10),
            header_timeout: Duration::from_secs(10),
        }
    }
}

/// Serves `router` on `listener` until `shutdown` completes, with the default
/// [`ConnectionLimits`] but `max_connections`: see [`serve_with`].
///
/// # Errors
/// As [`serve_with`].
pub async fn serve(
    listener: TcpListener,
    router: Router,
    max_connections: usize,
    shutdown: impl Future<Output = ()>,
) -> std::io::Result<()> {
    let limits = ConnectionLimits {
        max_connections,
        ..ConnectionLimits::default()
    };
    serve_with(listener, router, &limits, shutdown).await
}

/// Serves `router` on `listener` until `shutdown` completes: HTTP/1.1 with keep-alive, at most
/// `limits.max_connections` connections at once and `limits.per_network` from one client
/// network (more are closed at once), request heads read within `limits.header_timeout` and
/// at most 16 KiB (a larger one gets 431 with a JSON body), a connection closed when its
/// client reads nothing for `limits.write_timeout`, each request tagged with its peer address
/// for the rate limit.
///
/// # Errors
/// An error accepting connections that is not a passing one (such as running out of file
/// descriptors, which is waited out).
pub async fn serve_with(
    listener: TcpListener,
    router: Router,
    limits: &ConnectionLimits,
    shutdown: impl Future<Output = ()>,
) -> std::io::Result<()> {
    let connections = Arc::new(Semaphore::new(limits.max_connections.max(1)));
    let networks = conn::NetworkCaps::new(limits.per_network);
    let write_timeout = limits.write_timeout.max(Duration::from_millis(1));
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(limits.header_timeout.max(Duration::from_millis(1)))
        .max_buf_size(16 * 1024)
        .keep_alive(true);
    tokio::pin!(shutdown);
    loop {
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(pair) => pair,
                Err(e) if is_passing(&e) => continue,
                Err(e) => {
                    log!("accept: {e}; waiting a moment");
                    tokio::time::sleep(Duration::from_millis(100)).await;
                    continue;
                }
            },
            () = &mut shutdown => return Ok(()),
        };
        let Some(network_permit) = networks.open(peer.ip()) else {
            drop(stream); // over its network's cap: closed at once
            continue;
        };
        let Ok(permit) = connections.clone().try_acquire_owned() else {
            drop(stream); // over the connection limit: closed at once
            continue;
        };
        let _ = stream.set_nodelay(true);
        let service = router
            .clone()
            .map_request(move |mut req: Request<hyper::body::Incoming>| {
                req.extensions_mut().insert(ConnectInfo(peer));
                req
            });
        let io = TokioIo::new(conn::Guarded::new(stream, write_timeout));
        let connection = http.serve_connection(io, TowerToHyperService::new(service));
        tokio::spawn(async move {
            let _ = connection.await;
            drop((permit, network_permit));
        });
    }
}

fn is_passing(e: &std::io::Error) -> bool {
    use std::io::ErrorKind::*;
    matches!(
        e.kind(),
        ConnectionAborted | ConnectionReset | Interrupted | WouldBlock
    )
}
