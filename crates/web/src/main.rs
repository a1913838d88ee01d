//! `wordgames-web`: serves the page and the API (see the crate documentation).
#![deny(clippy::print_stderr)]

use std::{net::IpAddr, process::ExitCode, sync::Arc, time::Duration};

use clap::Parser;
use wordgames_lexicon::{Encoding, Profile, ReadOptions};
use wordgames_puzzles::{Date, daily::Calendar};
use wordgames_web::{AppState, ConnectionLimits, Limits, Sources, app, log, serve_with};

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
    /// Connections open at once from one client (an IPv4 address, an IPv6 /64); more are
    /// closed.
    #[arg(long, default_value_t = 64)]
    connections_per_client: usize,
    /// Seconds an answer waits for a client that reads nothing before the connection is
    /// closed.
    #[arg(long, default_value_t = 10)]
    write_timeout: u64,
    /// Puzzle computations of new dates at once, each on a thread of its own (wordseq and Word
    /// Blender replays get as many threads apart); the library's parallel wordseq generation
    /// gets as many.
    #[arg(long, default_value_t = wordgames_web::state::DEFAULT_JOBS)]
    jobs: usize,
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
    /// A file holding this server's secret (at least 16 bytes of at least 8 different values,
    /// random ones; a final newline is ignored). It is stretched (Calendar::private).
    /// With it every puzzle the server deals is its own, different from the public puzzles
    /// that `wordgames` and other servers deal, and its daily document carries no seed.
    #[arg(long, value_name = "FILE")]
    secret_file: Option<std::path::PathBuf>,
    /// Serve the words of this file instead of the embedded English lexicon: one word a line,
    /// optionally followed by a tab and a grade. In another --lang, Letter Boxed, Word Blender,
    /// Wordle and wordseq play them, and Nettle stays English (WordNet is English).
    #[arg(long, value_name = "FILE")]
    words: Option<std::path::PathBuf>,
    /// The language of --words (its alphabet, folds and keyboard): en, nb, nn, da, sv, de, nl,
    /// es, fr, it, pt, pl or uk.
    #[arg(long, value_name = "TAG", default_value = "en", value_parser = Profile::parse_tag)]
    lang: &'static Profile,
    /// With --words: how the file is encoded: utf-8, latin-1 (ISO-8859-1, as Debian's bokmaal)
    /// or auto (each line UTF-8 if it is, else ISO-8859-1, counted). Defaults to utf-8 for
    /// English, auto for another --lang.
    #[arg(long, value_name = "ENCODING", requires = "words")]
    encoding: Option<Encoding>,
    /// With --words: skip lines that cannot be words instead of stopping at the first one.
    #[arg(long, requires = "words")]
    lenient: bool,
    /// With --words: keep the list's own grades instead of grading its plain lines by the
    /// language's shipped word frequencies (docs/LANGUAGES.md, "Commonness").
    #[arg(long, requires = "words")]
    no_frequencies: bool,
}

/// The sources of `--words`, `--lang`, `--encoding` and `--lenient`: the embedded English
/// lexicon without `--words`, else the list read with the profile's defaults and the options
/// given, what it skipped logged as the CLI reports it.
fn sources(args: &Args) -> Result<Arc<Sources>, String> {
    let Some(path) = &args.words else {
        if !args.lang.is_ascii_az() {
            return Err(format!(
                "--lang {} needs --words FILE: the embedded lexicon is English",
                args.lang.tag()
            ));
        }
        return Sources::get();
    };
    let defaults = ReadOptions::for_profile(args.lang);
    let encoding = args.encoding.unwrap_or(defaults.encoding);
    let options = defaults
        .with_lenient(args.lenient)
        .with_encoding(encoding)
        .with_frequencies(defaults.frequencies && !args.no_frequencies);
    let (sources, report) = Sources::read(path, options, args.lang)?;
    let file = path.display();
    if !report.skipped.is_empty() {
        log!("skipped {} lines of {file}:", report.skipped.len());
        for r in report.reasons() {
            log!("  {r}");
        }
    }
    for note in report.notes() {
        log!("{file}: {note}");
    }
    let english_only = if args.lang.is_ascii_az() {
        ""
    } else {
        "; Nettle stays English"
    };
    log!(
        "serving {} words of {} ({}){english_only}",
        sources.lexicon.len(),
        args.lang.name(),
        args.lang.tag()
    );
    Ok(Arc::new(sources))
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
    let jobs = args.jobs.max(1);
    // The library's wordseq generation runs on rayon's global pool: as many threads as jobs,
    // with room for its deepest searches (rayon's default stack is 2 MiB).
    if let Err(e) = rayon::ThreadPoolBuilder::new()
        .num_threads(jobs)
        .stack_size(16 << 20)
        .thread_name(|i| format!("wordgames-web-rayon-{i}"))
        .build_global()
    {
        log!("cannot size the parallel pool: {e}");
    }
    // Blocking threads run only puzzle computations and replays, `jobs` of each at a time
    // (AppState::blocking).
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .max_blocking_threads(2 * jobs)
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
    let state = Arc::new(AppState::with_sources(
        sources(&args)?,
        args.cache_days,
        calendar,
        args.jobs,
    ));
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
    let connections = ConnectionLimits {
        max_connections: args.max_connections,
        per_network: args.connections_per_client,
        write_timeout: Duration::from_secs(args.write_timeout.max(1)),
        ..ConnectionLimits::default()
    };
    serve_with(listener, router, &connections, shutdown()).await?;
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
