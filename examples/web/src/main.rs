//! `wordgames-web`: serves the page and the API (see the crate documentation).
#![deny(clippy::print_stderr)]

use std::{net::IpAddr, process::ExitCode, sync::Arc, time::Duration};

use clap::Parser;
use wordgames_puzzles::{Date, daily::Calendar};
use wordgames_web::{AppState, Limits, app, log, serve};

/// The wordgames web app: every daily puzzle, played in a browser.
#[derive(Debug, Parser)]
#[command(name = "wordgames-web", version, about)]
struct Args {
    /// The port to listen on.
    #[arg(long, default_value_t = 8080)]
    port: u16,
    /// The address to listen on (127.0.0.1: this machine only; 0.0.0.0 for every interface).
    #[arg(long, default_value = "127.0.0.1")]
    bind: IpAddr,
    /// Requests a second per client IP (0: no limit).
    #[arg(long, default_value_t = 20.0)]
    rate_limit: f64,
    /// Requests a client may make at once before the rate applies.
    #[arg(long, default_value_t = 60)]
    rate_burst: u32,
    /// Connections open at once; more are closed.
    #[arg(long, default_value_t = 1024)]
    max_connections: usize,
    /// Requests handled at once; more wait, within the timeout.
    #[arg(long, default_value_t = 256)]
    concurrency: usize,
    /// Seconds a request may take.
    #[arg(long, default_value_t = 10)]
    timeout: u64,
    /// The largest request body, in bytes.
    #[arg(long, default_value_t = 16 * 1024)]
    body_limit: usize,
    /// How many dates' puzzles to keep computed.
    #[arg(long, default_value_t = 16)]
    cache_days: usize,
    /// A file holding this server's secret (at least 16 bytes; a final newline is ignored).
    /// With it every puzzle the server deals is its own, different from the public puzzles
    /// that `wordgames` and other servers deal, and its daily document carries no seed.
    #[arg(long, value_name = "FILE")]
    secret_file: Option<std::path::PathBuf>,
}

/// The calendar of `--secret-file`: the file's bytes (at most 4 KiB read), less one final
/// newline, or the public calendar without the option.
fn calendar(path: Option<&std::path::Path>) -> Result<Calendar, String> {
    use std::io::Read;
    let Some(path) = path else {
        return Ok(Calendar::PUBLIC);
    };
    let mut secret = Vec::new();
    std::fs::File::open(path)
        .and_then(|file| file.take(4097).read_to_end(&mut secret))
        .map_err(|e| format!("--secret-file {}: {e}", path.display()))?;
    if secret.len() > 4096 {
        return Err(format!("--secret-file {}: over 4 KiB", path.display()));
    }
    if secret.ends_with(b"\n") {
        secret.pop();
        if secret.ends_with(b"\r") {
            secret.pop();
        }
    }
    Calendar::private(&secret).map_err(|e| format!("--secret-file {}: {e}", path.display()))
}

fn main() -> ExitCode {
    let args = Args::parse();
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(e) => {
            log!("cannot start the runtime: {e}");
            return ExitCode::FAILURE;
        }
    };
    match runtime.block_on(run(args)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            log!("{e}");
            ExitCode::FAILURE
        }
    }
}

async fn run(args: Args) -> Result<(), Box<dyn std::error::Error>> {
    let loading = std::time::Instant::now();
    let calendar = calendar(args.secret_file.as_deref())?;
    let state = Arc::new(AppState::with_calendar(args.cache_days, calendar)?);
    log!("sources loaded in {} ms", loading.elapsed().as_millis());
    let limits = Limits {
        body_bytes: args.body_limit,
        timeout: Duration::from_secs(args.timeout.max(1)),
        concurrency: args.concurrency,
        rate_per_second: args.rate_limit,
        rate_burst: args.rate_burst,
    };
    let router = app(state.clone(), &limits);
    let listener = tokio::net::TcpListener::bind((args.bind, args.port))
        .await
        .map_err(|e| format!("cannot listen on {}:{}: {e}", args.bind, args.port))?;
    let address = listener.local_addr()?;
    log!("serving http://{address}/");
    // Today's puzzles are computed now, so the first player does not wait for them.
    tokio::spawn(warm(state, Date::today()));
    serve(listener, router, args.max_connections, shutdown()).await?;
    log!("stopped");
    Ok(())
}

/// Computes the puzzles of `date` and says how long it took.
async fn warm(state: Arc<AppState>, date: Date) {
    let start = std::time::Instant::now();
    let day = match state.day(date) {
        Ok(day) => day,
        Err(e) => return log!("no puzzles today: {}", e.message),
    };
    let edition = state.edition(&day).await.map(|_| ());
    let edition_ms = start.elapsed().as_millis();
    let others = [
        state.letter_boxed(&day).await.map(|_| ()),
        state.wordseq(&day).await.map(|_| ()),
        state.nettle(&day).await.map(|_| ()),
    ];
    for result in std::iter::once(edition).chain(others) {
        if let Err(e) = result {
            log!("today's puzzles: {}", e.message);
        }
    }
    log!(
        "{date}'s puzzles ready in {} ms (the edition in {edition_ms} ms)",
        start.elapsed().as_millis()
    );
}

/// Completes on Ctrl-C or SIGTERM.
async fn shutdown() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {},
        () = term => {},
    }
}
