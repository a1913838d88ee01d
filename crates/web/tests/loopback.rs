//! The server on a real loopback socket: `serve`'s own limits (the rate limit by peer address,
//! oversized request heads, the connection cap) and a request whose head is never finished.

use std::{sync::Arc, time::Duration};

use tokio::{
    io::{AsyncReadExt, AsyncWriteExt},
    net::{TcpListener, TcpSocket, TcpStream},
    sync::oneshot,
};
use wordgames_web::{AppState, ConnectionLimits, Limits, app, serve, serve_with};

/// Starts a server on a free loopback port; dropping the sender stops it.
async fn start(
    limits: Limits,
    max_connections: usize,
) -> (std::net::SocketAddr, oneshot::Sender<()>) {
    let state = Arc::new(AppState::new(2).expect("the embedded sources load"));
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let (stop, stopped) = oneshot::channel::<()>();
    tokio::spawn(serve(
        listener,
        app(state, &limits),
        max_connections,
        async {
            let _ = stopped.await;
        },
    ));
    (addr, stop)
}

/// Sends `request` on a new connection and reads until the server closes it or 30 s pass.
async fn exchange(addr: std::net::SocketAddr, request: &[u8]) -> String {
    let mut stream = TcpStream::connect(addr).await.unwrap();
    let _ = stream.write_all(request).await;
    let mut out = Vec::new();
    let _ = tokio::time::timeout(Duration::from_secs(30), stream.read_to_end(&mut out)).await;
    String::from_utf8_lossy(&out).into_owned()
}

fn get(path: &str) -> Vec<u8> {
    format!("GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n").into_bytes()
}

#[tokio::test]
async fn the_rate_limit_counts_each_peer_and_answers_429_in_json() {
    let (addr, _stop) = start(crate::rate_limited(0.5), 16).await;
    for _ in 0..2 {
        let response = exchange(addr, &get("/api/nettle/legend")).await;
        assert!(response.starts_with("HTTP/1.1 200"), "{response}");
    }
    let response = exchange(addr, &get("/api/nettle/legend")).await;
    assert!(response.starts_with("HTTP/1.1 429"), "{response}");
    assert!(response.contains("retry-after: 2"), "{response}");
    assert!(
        response.contains("{\"error\":\"too many requests"),
        "{response}"
    );
}

#[tokio::test]
async fn an_oversized_head_is_refused_and_the_server_goes_on() {
    let (addr, _stop) = start(Limits::default(), 16).await;
    let huge = format!(
        "GET /api/nettle/legend HTTP/1.1\r\nHost: x\r\nX-Filler: {}\r\n\r\n",
        "a".repeat(64 * 1024)
    );
    let response = exchange(addr, huge.as_bytes()).await;
    assert!(
        response.is_empty() || response.starts_with("HTTP/1.1 431"),
        "{response}"
    );
    let response = exchange(addr, &get("/api/daily?date=2026-01-01")).await;
    assert!(response.starts_with("HTTP/1.1 200"), "{response}");
    assert!(response.contains("\"board\":\"dit amp chr elo\""));
}

#[tokio::test]
async fn connections_past_the_cap_are_closed() {
    let (addr, _stop) = start(Limits::default(), 1).await;
    // The first connection sends half a request head and holds its place.
    let mut first = TcpStream::connect(addr).await.unwrap();
    first.write_all(b"GET / HTTP/1.1\r\n").await.unwrap();
    tokio::time::sleep(Duration::from_millis(100)).await;
    // The second is closed without an answer.
    let response = exchange(addr, &get("/api/nettle/legend")).await;
    assert_eq!(response, "");
    // Once the first is gone, the server answers again.
    drop(first);
    tokio::time::sleep(Duration::from_millis(100)).await;
    let response = exchange(addr, &get("/api/nettle/legend")).await;
    assert!(response.starts_with("HTTP/1.1 200"), "{response}");
}

/// Starts a server with `limits` for its connections.
async fn start_with(limits: ConnectionLimits) -> (std::net::SocketAddr, oneshot::Sender<()>) {
    let state = Arc::new(AppState::new(2).expect("the embedded sources load"));
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let (stop, stopped) = oneshot::channel::<()>();
    let router = app(state, &crate::no_rate_limit());
    tokio::spawn(async move {
        let _ = serve_with(listener, router, &limits, async {
            let _ = stopped.await;
        })
        .await;
    });
    (addr, stop)
}

/// A connection from `from` (a loopback address: all of 127.0.0.0/8 is this machine).
async fn connect_from(from: [u8; 4], addr: std::net::SocketAddr) -> TcpStream {
    let socket = TcpSocket::new_v4().unwrap();
    socket.bind(std::net::SocketAddr::from((from, 0))).unwrap();
    socket.connect(addr).await.unwrap()
}

async fn read_all(mut stream: TcpStream) -> String {
    let mut out = Vec::new();
    let _ = tokio::time::timeout(Duration::from_secs(30), stream.read_to_end(&mut out)).await;
    String::from_utf8_lossy(&out).into_owned()
}

/// One client (here 127.0.0.2) holds at most its cap of connections; the
/// others (127.0.0.1) still get in.
#[tokio::test]
async fn one_client_cannot_take_every_connection() {
    let (addr, _stop) = start_with(ConnectionLimits {
        max_connections: 10,
        per_network: 2,
        ..ConnectionLimits::default()
    })
    .await;
    let mut held = Vec::new();
    for _ in 0..2 {
        let mut stream = connect_from([127, 0, 0, 2], addr).await;
        stream.write_all(b"GET / HTTP/1.1\r\n").await.unwrap();
        held.push(stream);
    }
    tokio::time::sleep(Duration::from_millis(100)).await;
    let mut third = connect_from([127, 0, 0, 2], addr).await;
    let _ = third.write_all(&get("/api/nettle/legend")).await;
    assert_eq!(
        read_all(third).await,
        "",
        "the third from 127.0.0.2 is closed"
    );
    let mut other = connect_from([127, 0, 0, 1], addr).await;
    other.write_all(&get("/api/nettle/legend")).await.unwrap();
    let response = read_all(other).await;
    assert!(response.starts_with("HTTP/1.1 200"), "{response}");
    drop(held);
}

/// A client that pipelines requests and never reads their answers loses its
/// connection after the write timeout, so it cannot hold a place for ever.
#[tokio::test]
async fn a_client_that_never_reads_is_closed_after_the_write_timeout() {
    let (addr, _stop) = start_with(ConnectionLimits {
        max_connections: 1,
        per_network: 10,
        write_timeout: Duration::from_secs(1),
        ..ConnectionLimits::default()
    })
    .await;
    let mut greedy = TcpStream::connect(addr).await.unwrap();
    let one = b"GET /app.js HTTP/1.1\r\nHost: x\r\n\r\n";
    let many: Vec<u8> = one.iter().copied().cycle().take(one.len() * 3000).collect();
    // Its answers fill both socket buffers; the server's writes then wait on it.
    let _ = tokio::time::timeout(Duration::from_secs(5), greedy.write_all(&many)).await;
    // Within a few seconds its place is free again.
    let mut answered = false;
    for _ in 0..40 {
        tokio::time::sleep(Duration::from_millis(250)).await;
        let response = exchange(addr, &get("/api/nettle/legend")).await;
        if response.starts_with("HTTP/1.1 200") {
            answered = true;
            break;
        }
    }
    assert!(
        answered,
        "the greedy client still holds the only connection"
    );
    drop(greedy);
}

/// The answers hyper writes itself for a head it cannot read have a JSON
/// body too.
#[tokio::test]
async fn heads_the_server_cannot_read_get_json_errors() {
    let (addr, _stop) = start(Limits::default(), 16).await;
    let response = exchange(addr, b"GET /\x01 HTTP/1.1\r\nHost: x\r\n\r\n").await;
    let (head, body) = response.split_once("\r\n\r\n").expect("an answer");
    assert!(head.starts_with("HTTP/1.1 400"), "{response}");
    assert!(
        head.contains("content-type: application/json"),
        "{response}"
    );
    let v: serde_json::Value = serde_json::from_str(body).expect(body);
    assert!(v["error"].is_string(), "{v}");
    // A head over 16 KiB sent whole before the answer is read: 431 in JSON (when the answer
    // arrives before the server's close resets the connection).
    let big = format!(
        "GET /api/nettle/legend HTTP/1.1\r\nHost: x\r\nX-Filler: {}\r\n\r\n",
        "a".repeat(20 * 1024)
    );
    let response = exchange(addr, big.as_bytes()).await;
    if !response.is_empty() {
        assert!(response.starts_with("HTTP/1.1 431"), "{response}");
        assert!(
            response.contains("{\"error\":\"the request head is too large"),
            "{response}"
        );
    }
}
