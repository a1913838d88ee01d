//! The server on a real loopback socket: `serve`'s own limits (the rate limit by peer address,
//! oversized request heads, the connection cap) and a request whose head is never finished.

use std::{sync::Arc, time::Duration};

use tokio::{
    io::{AsyncReadExt, AsyncWriteExt},
    net::{TcpListener, TcpStream},
    sync::oneshot,
};
use wordgames_web::{AppState, Limits, app, serve};

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
    let limits = Limits {
        rate_per_second: 0.5,
        rate_burst: 2,
        ..Limits::default()
    };
    let (addr, _stop) = start(limits, 16).await;
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
    assert!(response.contains("\"board\":\"dpt clr ahx bei\""));
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
