//! `wordgames wordle bench` and `wordgames wordle openers`: strategies over every answer, and
//! the ranking of first guesses.

use std::{io::Write, path::PathBuf, time::Instant};

use clap::Args;
use rand_core::SeedableRng;
use serde::Serialize;
use wordgames_puzzles::rng::Pcg32;
use wordgames_wordle::{
    Mode, OpenerReport, OpenersOptions, SearchOptions, bench_multi, openers_checkpoint_header,
    rank_guesses, rank_openers, read_openers_checkpoint,
};

use crate::cli::{CliResult, Global};

use super::{Lists, StrategyArgs};

/// A line of `wordgames wordle openers --json`: by entropy, or (`value`) with `--exact`.
#[derive(Serialize)]
pub(super) struct OpenerDoc<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    entropy: Option<f64>,
    guess: &'a str,
    rank: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    value: Option<String>,
}

/// `wordgames wordle bench --boards N --json`.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct BoardsBenchDoc<'a> {
    average_won: f64,
    boards: usize,
    boards_solved: u64,
    games: u64,
    histogram: &'a [u64],
    max_guesses: usize,
    seconds: f64,
    seed: u64,
    wins: u64,
}

/// `wordgames wordle bench --json` (fields in alphabetical order).
#[derive(Serialize)]
pub(super) struct BenchDoc<'a> {
    answers: u64,
    average: f64,
    failures: u64,
    first: &'a str,
    guesses: usize,
    histogram: &'a [u64],
    max: u64,
    mode: &'static str,
    seconds: BenchSeconds,
    strategy: String,
    total: u64,
}

#[derive(Serialize)]
pub(super) struct BenchSeconds {
    lists_and_table: f64,
    strategy: f64,
    total: f64,
}

pub(super) fn bench(global: &Global, args: &StrategyArgs, lists: &Lists) -> CliResult {
    let start = Instant::now();
    let wordle = lists.load(global)?;
    let table = start.elapsed();
    let sim = args.simulate(&wordle)?;
    let total = start.elapsed();
    let strategy = total - table;
    let s = &sim.stats;
    if global.json {
        let doc = BenchDoc {
            answers: s.answers,
            average: s.average(),
            failures: s.failures,
            first: &sim.tree.root.guess,
            guesses: wordle.guesses().len(),
            histogram: &s.histogram,
            max: s.max,
            mode: if args.hard { "hard" } else { "normal" },
            seconds: BenchSeconds {
                lists_and_table: table.as_secs_f64(),
                strategy: strategy.as_secs_f64(),
                total: total.as_secs_f64(),
            },
            strategy: args.label(),
            total: s.total,
        };
        outln!("{}", serde_json::to_string(&doc)?)?;
        return Ok(());
    }
    outln!(
        "strategy: {} over {} answers, {} guesses, {} threads",
        args.label(),
        s.answers,
        wordle.guesses().len(),
        rayon::current_num_threads()
    )?;
    outln!("first guess: {}", sim.tree.root.guess)?;
    outln!("total: {}  average: {:.4}", s.total, s.average())?;
    outln!("max: {}  failures (more than 6): {}", s.max, s.failures)?;
    let hist: Vec<String> = s
        .histogram
        .iter()
        .enumerate()
        .map(|(i, n)| format!("{}:{n}", i + 1))
        .collect();
    outln!("histogram: {}", hist.join(" "))?;
    outln!(
        "time: lists and table {:.3} s, strategy {:.3} s, total {:.3} s",
        table.as_secs_f64(),
        strategy.as_secs_f64(),
        total.as_secs_f64()
    )?;
    Ok(())
}

/// The options of `wordgames wordle openers`, besides the lists.
#[derive(Debug, Args)]
pub struct OpenersArgs {
    /// Compute exact totals (a long computation on the classic lists).
    #[arg(long)]
    exact: bool,
    /// Hard mode.
    #[arg(long)]
    hard: bool,
    /// The length of the ranking printed (and, with --exact, kept exact).
    #[arg(long, default_value_t = 10, value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..))]
    top: usize,
    /// Search only the first N openers in entropy order (a partial ranking).
    #[arg(long, value_name = "N", value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..))]
    limit: Option<usize>,
    /// Append each result to FILE and skip the openers it already holds.
    #[arg(long, value_name = "FILE")]
    checkpoint: Option<PathBuf>,
    /// The most positions searched for one opener.
    #[arg(long, default_value_t = SearchOptions::default().budget, value_parser = clap::value_parser!(u64).range(1..))]
    budget: u64,
}

pub(super) fn openers(global: &Global, lists: &Lists, a: OpenersArgs) -> CliResult {
    let wordle = lists.load(global)?;
    let mode = if a.hard { Mode::Hard } else { Mode::Normal };
    if !a.exact {
        let ranked = rank_guesses(&wordle, &wordle.start(mode), false, Some(a.top))?;
        for (i, s) in ranked.iter().enumerate() {
            if global.json {
                let doc = OpenerDoc {
                    entropy: Some(s.entropy),
                    guess: wordle.guess_word(s.guess),
                    rank: i + 1,
                    value: None,
                };
                outln!("{}", serde_json::to_string(&doc)?)?;
            } else {
                outln!(
                    "{:>5}  {}  {:.4} bits",
                    i + 1,
                    wordle.guess_word(s.guess),
                    s.entropy
                )?;
            }
        }
        return Ok(());
    }
    // Resume: a header naming the run (mode, guess limit, lists and their checksums), then one
    // `word value` a line; read only if the header is this run's (the library checks it).
    let max_guesses = SearchOptions::default().max_guesses;
    let header = openers_checkpoint_header(&wordle, mode, max_guesses);
    let mut resumed = Vec::new();
    let mut fresh = true;
    if let Some(path) = &a.checkpoint
        && path.exists()
    {
        let file = std::fs::File::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
        fresh = file.metadata().is_ok_and(|m| m.is_file() && m.len() == 0);
        resumed = read_openers_checkpoint(
            &wordle,
            mode,
            max_guesses,
            std::io::BufReader::new(file),
            &path.display().to_string(),
        )?;
        errln!(
            "wordgames: resuming from {} ({} openers done)",
            path.display(),
            resumed.len()
        );
    }
    let out = match &a.checkpoint {
        Some(p) => {
            let mut file = std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(p)
                .map_err(|e| format!("{}: {e}", p.display()))?;
            if fresh {
                writeln!(file, "{header}").map_err(|e| format!("{}: {e}", p.display()))?;
            }
            Some(std::sync::Mutex::new(file))
        }
        None => None,
    };
    let start = Instant::now();
    let opts = OpenersOptions::default()
        .with_mode(mode)
        .with_top(a.top)
        .with_limit(a.limit)
        .with_search(SearchOptions::default().with_budget(a.budget));
    let progress = |r: &OpenerReport| {
        if let Some(f) = &out
            && let Ok(mut f) = f.lock()
        {
            let _ = writeln!(f, "{} {}", wordle.guess_word(r.guess), r.value);
            let _ = f.flush();
        }
        errln!(
            "[{}/{}] {} {}  (best {}, {:.1} s)",
            r.done,
            r.total,
            wordle.guess_word(r.guess),
            r.value,
            r.best.map_or_else(|| "-".to_string(), |b| b.to_string()),
            start.elapsed().as_secs_f64()
        );
    };
    let ranking = rank_openers(&wordle, opts, &resumed, &progress)?;
    let all = wordle.guesses().len();
    let complete = ranking.len() == all;
    for (i, (g, v)) in ranking.iter().take(a.top).enumerate() {
        if global.json {
            let doc = OpenerDoc {
                entropy: None,
                guess: wordle.guess_word(*g),
                rank: i + 1,
                value: Some(v.to_string()),
            };
            outln!("{}", serde_json::to_string(&doc)?)?;
        } else {
            outln!("{:>5}  {}  {v}", i + 1, wordle.guess_word(*g))?;
        }
    }
    if !global.json {
        outln!(
            "{} of {all} openers searched{}; {:.1} s",
            ranking.len(),
            if complete {
                " (complete: the ranking is proved)"
            } else {
                " (partial: the ranking holds among these only)"
            },
            start.elapsed().as_secs_f64()
        )?;
    }
    Ok(())
}

pub(super) fn bench_boards(
    global: &Global,
    args: &StrategyArgs,
    lists: &Lists,
    boards: usize,
    games: u64,
) -> CliResult {
    if args.strategy.is_some() || args.first.is_some() || args.hard {
        return Err("--boards plays the multi-board strategy, in normal mode: \
                    --strategy, --first and --hard do not apply"
            .into());
    }
    let start = Instant::now();
    let wordle = lists.load(global)?;
    let mut rng = Pcg32::seed_from_u64(args.seed);
    let s = bench_multi(&wordle, boards, games, &mut rng)?;
    let secs = start.elapsed().as_secs_f64();
    if global.json {
        let doc = BoardsBenchDoc {
            average_won: s.average_won(),
            boards: s.boards,
            boards_solved: s.boards_solved,
            games: s.games,
            histogram: &s.histogram,
            max_guesses: s.max_guesses,
            seconds: secs,
            seed: args.seed,
            wins: s.wins,
        };
        outln!("{}", serde_json::to_string(&doc)?)?;
        return Ok(());
    }
    outln!(
        "{boards} boards, {} guesses, {} games (seed {}), multi-board entropy",
        s.max_guesses,
        s.games,
        args.seed
    )?;
    outln!(
        "won: {} of {} ({:.2}%)  average guesses of a game won: {:.4}",
        s.wins,
        s.games,
        100.0 * s.wins as f64 / s.games.max(1) as f64,
        s.average_won()
    )?;
    outln!(
        "boards solved: {} of {}",
        s.boards_solved,
        s.games * boards as u64
    )?;
    let hist: Vec<String> = s
        .histogram
        .iter()
        .enumerate()
        .filter(|(_, n)| **n > 0)
        .map(|(i, n)| format!("{}:{n}", i + 1))
        .collect();
    outln!("histogram (games won): {}", hist.join(" "))?;
    outln!("time: {secs:.3} s")?;
    Ok(())
}
