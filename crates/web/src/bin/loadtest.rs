//! A bounded load test of a running `wordgames-web` over loopback only.
//!
//! `--clients` connections (HTTP/1.1 keep-alive), each sending requests one after another
//! (the daily document, Wordle guesses and Nettle guesses, in turn; Wordle in hard mode on
//! request) until `--seconds` have passed or `--max-requests` have been sent, whichever comes
//! first; then it prints requests a second, p50 and p99 latency and errors for each kind, the
//! server's memory (resident set, from `/proc/PID/status`) before and after, and its CPU time
//! a request.
//!
//! ```text
//! cargo build --release -p wordgames-web --bins
//! target/release/wordgames-web --port 8080 --rate-limit 0 &   # $! is the server itself
//! target/release/loadtest --url http://127.0.0.1:8080 \
//!     --server-pid $! --clients 64 --seconds 30 --mix daily,wordle,nettle
//! ```
//!
//! On a machine shared with other work, start both under `chrt -f 50` (real-time priority, as
//! root) so that the other work does not preempt them; docs/BENCHMARKS.md records both kinds
//! of run.

use std::{
    net::{SocketAddr, ToSocketAddrs},
    process::ExitCode,
    sync::{
        Arc,
        atomic::{AtomicU64, Ordering},
    },
    time::{Duration, Instant},
};

use clap::Parser;
use http_body_util::{BodyExt, Full};
use hyper::{Method, Request, StatusCode, body::Bytes, header};
use hyper_util::rt::TokioIo;
use tokio::net::TcpStream;

/// The most a run may last, and the most requests it may send, whatever the flags say.
const MAX_SECONDS: u64 = 300;
const MAX_REQUESTS: u64 = 20_000_000;

/// Load-tests a wordgames-web server on this machine.
#[derive(Debug, Parser)]
#[command(name = "loadtest")]
struct Args {
    /// The server: http://127.0.0.1:PORT (loopback addresses only).
    #[arg(long, default_value = "http://127.0.0.1:8080")]
    url: String,
    /// Concurrent clients, one connection each.
    #[arg(long, default_value_t = 64)]
    clients: usize,
    /// How long to run (at most 300 s).
    #[arg(long, default_value_t = 30)]
    seconds: u64,
    /// The most requests to send in all.
    #[arg(long, default_value_t = 5_000_000)]
    max_requests: u64,
    /// The kinds of request, in turn: daily, wordle, wordle-hard, nettle.
    #[arg(long, default_value = "daily,wordle,nettle", value_delimiter = ',')]
    mix: Vec<Kind>,
    /// The date of the puzzles to ask for.
    #[arg(long, default_value = "2026-11-23")]
    date: String,
    /// The server's process id, to read its memory before and after.
    #[arg(long)]
    server_pid: Option<u32>,
    /// Worker threads of this program (the server has its own).
    #[arg(long, default_value_t = 2)]
    threads: usize,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum Kind {
    Daily,
    Wordle,
    /// Wordle in hard mode: each guess is also checked against every hint so far.
    WordleHard,
    Nettle,
}

impl Kind {
    fn name(self) -> &'static str {
        match self {
            Kind::Daily => "daily",
            Kind::Wordle => "wordle",
            Kind::WordleHard => "wordle-hard",
            Kind::Nettle => "nettle",
        }
    }

    fn request(self, date: &str) -> (Method, String, Bytes) {
        match self {
            Kind::Daily => (Method::GET, format!("/api/daily?date={date}"), Bytes::new()),
            Kind::Wordle => (
                Method::POST,
                "/api/wordle".to_string(),
                Bytes::from(format!(
                    r#"{{"date":"{date}","guesses":["salet","crony","dumpy"]}}"#
                )),
            ),
            // Three guesses that keep every hint of 2026-11-23's answer (other dates may
            // refuse the last two, which costs the server the same checks).
            Kind::WordleHard => (
                Method::POST,
                "/api/wordle".to_string(),
                Bytes::from(format!(
                    r#"{{"date":"{date}","hard":true,"guesses":["salet","crony","chink"]}}"#
                )),
            ),
            Kind::Nettle => (
                Method::POST,
                "/api/nettle".to_string(),
                Bytes::from(format!(r#"{{"date":"{date}","guesses":["dog","flower"]}}"#)),
            ),
        }
    }
}

/// What one client saw of one kind.
#[derive(Debug, Default, Clone)]
struct Tally {
    micros: Vec<u32>,
    errors: u64,
}

fn main() -> ExitCode {
    let args = Args::parse();
    match run(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("loadtest: {e}");
            ExitCode::FAILURE
        }
    }
}

/// The loopback address of `url`, or why not.
fn loopback(url: &str) -> Result<(SocketAddr, String), String> {
    let rest = url
        .strip_prefix("http://")
        .ok_or("the URL must start with http://")?;
    let authority = rest.split('/').next().unwrap_or(rest);
    let addr = authority
        .to_socket_addrs()
        .map_err(|e| format!("{authority}: {e}"))?
        .next()
        .ok_or_else(|| format!("{authority}: no address"))?;
    if !addr.ip().is_loopback() {
        return Err(format!(
            "{addr} is not a loopback address: this load test only runs on this machine"
        ));
    }
    Ok((addr, authority.to_string()))
}

/// The CPU time the process has used (user and system), from `/proc/PID/stat`.
fn cpu_time(pid: Option<u32>) -> Option<Duration> {
    let stat = std::fs::read_to_string(format!("/proc/{}/stat", pid?)).ok()?;
    // The fields after the command name (which is in parentheses and may hold spaces).
    let rest = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks: u64 = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    // Linux reports in clock ticks of 1/100 s (USER_HZ).
    Some(Duration::from_millis(ticks * 10))
}

/// The resident set and its peak, in KiB, from `/proc/PID/status`.
fn memory(pid: Option<u32>) -> Option<(u64, u64)> {
    let status = std::fs::read_to_string(format!("/proc/{}/status", pid?)).ok()?;
    let field = |name: &str| {
        status
            .lines()
            .find_map(|l| l.strip_prefix(name))
            .and_then(|v| v.split_whitespace().next()?.parse().ok())
    };
    Some((field("VmRSS:")?, field("VmHWM:")?))
}

fn run(args: Args) -> Result<(), String> {
    let (addr, host) = loopback(&args.url)?;
    if args.mix.is_empty() || args.clients == 0 {
        return Err("--mix and --clients must not be empty".into());
    }
    let seconds = args.seconds.clamp(1, MAX_SECONDS);
    let max_requests = args.max_requests.min(MAX_REQUESTS);
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(args.threads.max(1))
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    runtime.block_on(async move {
        let started_mem = memory(args.server_pid);
        // One request of each kind first, so that the date's puzzles are computed before the
        // clock starts (they are computed once, then cached).
        for &kind in &args.mix {
            let mut conn = Connection::open(addr, &host).await?;
            let (status, _) = conn.send(kind.request(&args.date)).await?;
            if status != StatusCode::OK {
                return Err(format!(
                    "warm-up {}: the server answered {status}",
                    kind.name()
                ));
            }
        }
        let before = memory(args.server_pid);
        let cpu_before = cpu_time(args.server_pid);
        let sent = Arc::new(AtomicU64::new(0));
        let deadline = Instant::now() + Duration::from_secs(seconds);
        let start = Instant::now();
        let mut tasks = Vec::new();
        for client in 0..args.clients {
            let (mix, host, date, sent) = (
                args.mix.clone(),
                host.clone(),
                args.date.clone(),
                sent.clone(),
            );
            tasks.push(tokio::spawn(async move {
                client_loop(client, addr, host, date, mix, sent, deadline, max_requests).await
            }));
        }
        let mut tallies = vec![Tally::default(); args.mix.len()];
        // Every client stops by itself at the deadline; this is a second fence.
        let fence = Duration::from_secs(seconds + 15);
        for task in tasks {
            match tokio::time::timeout(fence, task).await {
                Ok(Ok(client)) => {
                    for (total, t) in tallies.iter_mut().zip(client) {
                        total.micros.extend(t.micros);
                        total.errors += t.errors;
                    }
                }
                _ => return Err("a client did not stop in time".to_string()),
            }
        }
        let elapsed = start.elapsed().as_secs_f64();
        let after = memory(args.server_pid);
        let cpu = cpu_time(args.server_pid)
            .zip(cpu_before)
            .map(|(a, b)| a.saturating_sub(b));
        report(
            &args,
            seconds,
            elapsed,
            &tallies,
            started_mem,
            before,
            after,
        );
        let count: usize = tallies.iter().map(|t| t.micros.len()).sum();
        if let Some(cpu) = cpu {
            println!(
                "server CPU time: {:.2} s over {elapsed:.1} s ({:.0}% of one core), {:.1} µs a request",
                cpu.as_secs_f64(),
                100.0 * cpu.as_secs_f64() / elapsed,
                cpu.as_secs_f64() * 1e6 / count.max(1) as f64
            );
        }
        let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
        println!("load average at the end: {}", load.trim());
        let errors: u64 = tallies.iter().map(|t| t.errors).sum();
        if errors > 0 {
            return Err(format!("{errors} requests failed"));
        }
        Ok(())
    })
}

#[allow(clippy::too_many_arguments)]
async fn client_loop(
    client: usize,
    addr: SocketAddr,
    host: String,
    date: String,
    mix: Vec<Kind>,
    sent: Arc<AtomicU64>,
    deadline: Instant,
    max_requests: u64,
) -> Vec<Tally> {
    let mut tallies = vec![Tally::default(); mix.len()];
    let requests: Vec<_> = mix.iter().map(|k| k.request(&date)).collect();
    let mut conn: Option<Connection> = None;
    let mut turn = client;
    while Instant::now() < deadline && sent.fetch_add(1, Ordering::Relaxed) < max_requests {
        let i = turn % mix.len();
        turn += 1;
        let began = Instant::now();
        let c = match conn.take() {
            Some(c) => c,
            None => match Connection::open(addr, &host).await {
                Ok(c) => c,
                Err(_) => {
                    tallies[i].errors += 1;
                    tokio::time::sleep(Duration::from_millis(10)).await;
                    continue;
                }
            },
        };
        let mut c = c;
        match c.send(requests[i].clone()).await {
            Ok((StatusCode::OK, _)) => {
                let micros = began.elapsed().as_micros();
                tallies[i]
                    .micros
                    .push(u32::try_from(micros).unwrap_or(u32::MAX));
                conn = Some(c);
            }
            Ok(_) => {
                tallies[i].errors += 1;
                conn = Some(c);
            }
            Err(_) => tallies[i].errors += 1,
        }
    }
    tallies
}

/// One keep-alive HTTP/1.1 connection.
struct Connection {
    sender: hyper::client::conn::http1::SendRequest<Full<Bytes>>,
    host: String,
}

impl Connection {
    async fn open(addr: SocketAddr, host: &str) -> Result<Connection, String> {
        let stream = TcpStream::connect(addr).await.map_err(|e| e.to_string())?;
        let _ = stream.set_nodelay(true);
        let (sender, connection) = hyper::client::conn::http1::handshake(TokioIo::new(stream))
            .await
            .map_err(|e| e.to_string())?;
        tokio::spawn(async move {
            let _ = connection.await;
        });
        Ok(Connection {
            sender,
            host: host.to_string(),
        })
    }

    async fn send(
        &mut self,
        (method, path, body): (Method, String, Bytes),
    ) -> Result<(StatusCode, Bytes), String> {
        self.sender.ready().await.map_err(|e| e.to_string())?;
        let mut req = Request::builder()
            .method(method)
            .uri(path)
            .header(header::HOST, &self.host);
        if !body.is_empty() {
            req = req.header(header::CONTENT_TYPE, "application/json");
        }
        let req = req.body(Full::new(body)).map_err(|e| e.to_string())?;
        let response = self
            .sender
            .send_request(req)
            .await
            .map_err(|e| e.to_string())?;
        let status = response.status();
        let body = response
            .into_body()
            .collect()
            .await
            .map_err(|e| e.to_string())?
            .to_bytes();
        Ok((status, body))
    }
}

fn percentile(sorted: &[u32], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    f64::from(sorted[i.min(sorted.len() - 1)]) / 1000.0
}

fn report(
    args: &Args,
    seconds: u64,
    elapsed: f64,
    tallies: &[Tally],
    started: Option<(u64, u64)>,
    before: Option<(u64, u64)>,
    after: Option<(u64, u64)>,
) {
    println!(
        "loadtest: {} clients, {seconds} s (ran {elapsed:.1} s), mix {}, date {}",
        args.clients,
        args.mix
            .iter()
            .map(|k| k.name())
            .collect::<Vec<_>>()
            .join(","),
        args.date
    );
    println!("| requests | count | req/s | p50 ms | p99 ms | max ms | errors |");
    println!("|---|---:|---:|---:|---:|---:|---:|");
    let mut all: Vec<u32> = Vec::new();
    let mut errors = 0;
    for (kind, t) in args.mix.iter().zip(tallies) {
        let mut sorted = t.micros.clone();
        sorted.sort_unstable();
        line(kind.name(), &sorted, t.errors, elapsed);
        all.extend(sorted);
        errors += t.errors;
    }
    if tallies.len() > 1 {
        all.sort_unstable();
        line("all", &all, errors, elapsed);
    }
    let mib = |m: Option<(u64, u64)>| {
        m.map_or("n/a".to_string(), |(rss, peak)| {
            format!(
                "{:.1} MiB (peak {:.1} MiB)",
                rss as f64 / 1024.0,
                peak as f64 / 1024.0
            )
        })
    };
    println!("server memory (RSS): at start {}", mib(started));
    println!("server memory (RSS): after warm-up {}", mib(before));
    println!("server memory (RSS): after the run {}", mib(after));
}

fn line(name: &str, sorted: &[u32], errors: u64, elapsed: f64) {
    println!(
        "| {name} | {} | {:.0} | {:.2} | {:.2} | {:.2} | {errors} |",
        sorted.len(),
        sorted.len() as f64 / elapsed,
        percentile(sorted, 0.50),
        percentile(sorted, 0.99),
        percentile(sorted, 1.0),
    );
}
