//! `wordgames wordseq ...` and `wordgames play wordseq`: generate wordseq levels as JSON,
//! measure the generator, and play a level in the terminal.

use std::{
    fs::File,
    io::{self, BufWriter, Write},
    path::PathBuf,
    time::Instant,
};

use clap::{Args, Subcommand, ValueEnum};
use rand_core::SeedableRng;
use serde::Serialize;
use wordgames_lexicon::AnyLexicon;

use crate::letter_boxed_cmd::block_list;
use wordgames_puzzles::{
    daily::{GameId, Origin},
    rng::Pcg32,
    wordseq::{
        self, Dictionary, Difficulty, Game, Grid, Level, Move, Report, TreeShape, Verdict,
        WordseqGenerator,
    },
};

use crate::{
    cli::{CliResult, Global, PuzzleChoice},
    out::{paint, styles},
    progress::Job,
};

/// The game's name in daily seeds.
const GAME: GameId = GameId::Wordseq;

#[derive(Debug, Subcommand)]
pub enum WordseqCommand {
    /// Generate a level and write it as JSON (initialGrid, wordLength, maxDepthReached,
    /// explorationTree).
    Gen {
        /// normal (3x4, 7-10 moves), hard (4x4, 6-9) or impossible (5x5, five-letter words, 10-20).
        #[arg(long, default_value = "normal")]
        difficulty: Difficulty,
        #[command(flatten)]
        choice: PuzzleChoice,
        /// Write the JSON to this file instead of stdout.
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
        /// The full tree of every sequence of moves, or only the optimal paths and one level of
        /// alternatives.
        #[arg(long, value_enum, default_value = "pruned")]
        tree: TreeArg,
        /// Allow levels that form words of the block list.
        #[arg(long)]
        allow_all: bool,
    },
    /// Check a level file: read it, replay its tree with the lexicon, and report the optimum.
    Check {
        /// The level's JSON file.
        file: PathBuf,
        /// The preset whose bounds the level must meet.
        #[arg(long, default_value = "normal")]
        difficulty: Difficulty,
        /// Accept a level that forms words of the block list.
        #[arg(long)]
        allow_all: bool,
    },
    /// Generate levels from seeds 0, 1, ... and print levels per minute and states per second.
    Bench {
        /// The preset to measure.
        #[arg(long, default_value = "normal")]
        difficulty: Difficulty,
        /// How many levels to generate, 1 to 1,000,000.
        #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
        levels: u64,
    },
}

/// Which tree `gen` writes.
#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum TreeArg {
    /// Every sequence of valid moves.
    Full,
    /// The moves on optimal paths, plus one level of alternatives.
    Pruned,
}

/// `wordgames play wordseq`.
#[derive(Debug, Args)]
pub struct PlayArgs {
    /// The preset to generate a level of (ignored with --level).
    #[arg(long, default_value = "normal")]
    difficulty: Difficulty,
    #[command(flatten)]
    choice: PuzzleChoice,
    /// Play this level file instead of generating one.
    #[arg(long, value_name = "FILE")]
    level: Option<PathBuf>,
    /// Generate levels that may form words of the block list.
    #[arg(long)]
    allow_all: bool,
}

pub fn run(global: &Global, command: WordseqCommand) -> CliResult {
    run_with(global, &global.lexicon()?, command)
}

pub fn play(global: &Global, args: PlayArgs) -> CliResult {
    play_with(&global.lexicon()?, args)
}

/// Where the level comes from (`--seed`, `--date` or today) and its label.
fn origin_of(choice: &PuzzleChoice) -> CliResult<(Origin, String)> {
    let origin = Origin::choose(
        GAME,
        choice.seed,
        choice.date.unwrap_or_else(crate::cli::today),
    )?;
    let label = match &origin {
        Origin::Seed(seed) => format!("seed {seed}"),
        Origin::Daily(day) => format!("{}, #{}", day.date, day.number),
    };
    Ok((origin, label))
}

fn run_with(global: &Global, lex: &AnyLexicon, command: WordseqCommand) -> CliResult {
    match command {
        WordseqCommand::Gen {
            difficulty,
            choice,
            out,
            tree,
            allow_all,
        } => {
            let generator = WordseqGenerator::new(lex)?
                .with_difficulty(difficulty)?
                .with_block_list(block_list(allow_all))?
                .with_tree(match tree {
                    TreeArg::Full => TreeShape::Full,
                    TreeArg::Pruned => TreeShape::Pruned,
                });
            let (origin, label) = origin_of(&choice)?;
            let max_attempts = generator.budget().max_attempts;
            let job = Job::budget(max_attempts, "grids tried");
            let generated =
                generator.generate_observed(&mut origin.rng(), &mut |r| job.set(r.grids));
            job.finish(match &generated {
                Ok((_, report)) => format!(
                    "wordseq {difficulty} level: {} grids tried, {} states explored",
                    report.grids, report.states
                ),
                Err(_) => format!("wordseq {difficulty} level: none in {max_attempts} grids"),
            });
            let (level, report) = generated?;
            match &out {
                Some(path) => {
                    let file = File::create(path)
                        .map_err(|e| format!("cannot create {}: {e}", path.display()))?;
                    let mut writer = BufWriter::new(file);
                    level
                        .write_json(&mut writer)
                        .and_then(|()| writer.flush())
                        .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
                    let summary = summary(&level, &report);
                    if global.json {
                        let doc = GenDoc {
                            difficulty: difficulty.as_str(),
                            file: path.display().to_string(),
                            full_tree_nodes: level.full_tree_nodes(),
                            grids_tried: report.grids,
                            optimum: level.optimum(),
                            puzzle: &label,
                            states_explored: report.states,
                            tree_nodes: level.tree_nodes(),
                        };
                        outln!("{}", serde_json::to_string(&doc)?)?;
                    } else {
                        outln!(
                            "wrote {}: wordseq {difficulty} ({label}), {summary}",
                            path.display()
                        )?;
                    }
                }
                None => level.write_json(crate::out::stdout())?,
            }
            Ok(())
        }
        WordseqCommand::Check {
            file,
            difficulty,
            allow_all,
        } => {
            let reader =
                File::open(&file).map_err(|e| format!("cannot open {}: {e}", file.display()))?;
            let level = Level::from_reader(io::BufReader::new(reader))
                .map_err(|e| format!("{}: {e}", file.display()))?;
            let generator = WordseqGenerator::new(lex)?
                .with_difficulty(difficulty)?
                .with_block_list(block_list(allow_all))?;
            use wordgames_puzzles::Generator as _;
            generator
                .check(&level)
                .map_err(|why| format!("{}: {why}", file.display()))?;
            outln!(
                "{}: a valid {difficulty} level, optimum {} moves, tree of {} nodes",
                file.display(),
                level.optimum(),
                level.tree_nodes()
            )?;
            Ok(())
        }
        WordseqCommand::Bench { difficulty, levels } => bench(global, lex, difficulty, levels),
    }
}

/// `wordgames wordseq gen --out FILE --json` (fields in alphabetical order, as before they
/// were typed).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct GenDoc<'a> {
    difficulty: &'static str,
    file: String,
    full_tree_nodes: Option<u64>,
    grids_tried: u64,
    optimum: u32,
    puzzle: &'a str,
    states_explored: u64,
    tree_nodes: u64,
}

/// `wordgames wordseq bench --json`.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct BenchDoc {
    difficulty: &'static str,
    grids_per_level: f64,
    grids_per_second: f64,
    largest_full_tree_nodes: u64,
    largest_pruned_tree_nodes: u64,
    levels: u64,
    levels_per_minute: f64,
    mean_full_tree_nodes: f64,
    mean_pruned_tree_nodes: f64,
    mean_seconds_per_level: f64,
    seconds: f64,
    slowest_seconds: f64,
    states_per_second: f64,
    threads: usize,
}

fn summary(level: &Level, report: &Report) -> String {
    let full = level
        .full_tree_nodes()
        .map_or(String::new(), |n| format!(" (full tree {n})"));
    format!(
        "optimum {} moves, tree of {} nodes{full}, {} grids tried, {} states explored",
        level.optimum(),
        level.tree_nodes(),
        report.grids,
        report.states
    )
}

fn bench(global: &Global, lex: &AnyLexicon, difficulty: Difficulty, levels: u64) -> CliResult {
    let generator = WordseqGenerator::new(lex)?.with_difficulty(difficulty)?;
    let threads = rayon_threads();
    let mut total = Report::default();
    let (mut pruned, mut full, mut slowest) = (0u64, 0u64, 0f64);
    let (mut largest_pruned, mut largest_full) = (0u64, 0u64);
    let start = Instant::now();
    let job = Job::bar(levels, "levels");
    for seed in 0..levels {
        let one = Instant::now();
        let (level, report) = generator.generate_with_report(&mut Pcg32::seed_from_u64(seed))?;
        job.inc();
        slowest = slowest.max(one.elapsed().as_secs_f64());
        pruned += level.tree_nodes();
        full += level.full_tree_nodes().unwrap_or(0);
        largest_pruned = largest_pruned.max(level.tree_nodes());
        largest_full = largest_full.max(level.full_tree_nodes().unwrap_or(0));
        total.grids += report.grids;
        total.states += report.states;
        total.holds_word += report.holds_word;
        total.not_common += report.not_common;
        total.too_many_words += report.too_many_words;
        total.too_long += report.too_long;
        total.too_short += report.too_short;
        total.too_large += report.too_large;
    }
    job.finish(format_args!("wordseq bench: {levels} {difficulty} levels"));
    let secs = start.elapsed().as_secs_f64();
    let per_minute = levels as f64 * 60.0 / secs;
    if global.json {
        let doc = BenchDoc {
            difficulty: difficulty.as_str(),
            grids_per_level: total.grids as f64 / levels as f64,
            grids_per_second: total.grids as f64 / secs,
            largest_full_tree_nodes: largest_full,
            largest_pruned_tree_nodes: largest_pruned,
            levels,
            levels_per_minute: per_minute,
            mean_full_tree_nodes: full as f64 / levels as f64,
            mean_pruned_tree_nodes: pruned as f64 / levels as f64,
            mean_seconds_per_level: secs / levels as f64,
            seconds: secs,
            slowest_seconds: slowest,
            states_per_second: total.states as f64 / secs,
            threads,
        };
        outln!("{}", serde_json::to_string(&doc)?)?;
        return Ok(());
    }
    outln!("wordseq {difficulty}: {levels} levels (seeds 0..{levels}) on {threads} threads")?;
    outln!(
        "  {secs:.2} s: {per_minute:.1} levels per minute, {:.3} s per level on average, slowest {slowest:.3} s",
        secs / levels as f64
    )?;
    outln!(
        "  {:.0} grids per level, {:.0} grids per second, {:.0} states per second",
        total.grids as f64 / levels as f64,
        total.grids as f64 / secs,
        total.states as f64 / secs
    )?;
    let share = |n: u64| 100.0 * n as f64 / total.grids as f64;
    outln!(
        "  grids turned down: {:.1}% read a word, {:.1}% form a rare or blocked word, {:.1}% too short, {:.2}% too long, {:.2}% too many words, {:.2}% too large",
        share(total.holds_word),
        share(total.not_common),
        share(total.too_short),
        share(total.too_long),
        share(total.too_many_words),
        share(total.too_large)
    )?;
    outln!(
        "  tree nodes per level: {:.1} pruned (largest {largest_pruned}), {:.1} full (largest {largest_full})",
        pruned as f64 / levels as f64,
        full as f64 / levels as f64
    )?;
    Ok(())
}

/// The threads rayon's global pool uses: `RAYON_NUM_THREADS`, else one per core.
fn rayon_threads() -> usize {
    std::env::var("RAYON_NUM_THREADS")
        .ok()
        .and_then(|n| n.parse().ok())
        .filter(|&n| n > 0)
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
}

fn play_with(lex: &AnyLexicon, args: PlayArgs) -> CliResult {
    let (level, label, dictionary) = match &args.level {
        Some(path) => {
            let reader =
                File::open(path).map_err(|e| format!("cannot open {}: {e}", path.display()))?;
            let level = Level::from_reader(io::BufReader::new(reader))
                .map_err(|e| format!("{}: {e}", path.display()))?;
            let dictionary =
                Dictionary::new(lex, level.word_length(), &block_list(args.allow_all))?;
            // The check `wordseq check` runs too, named by the file.
            level
                .verify(&dictionary)
                .map_err(|e| format!("{}: {e}", path.display()))?;
            (level, path.display().to_string(), dictionary)
        }
        None => {
            let (origin, label) = origin_of(&args.choice)?;
            let level = match origin {
                // The day's level comes from the one function that gives it.
                Origin::Daily(day) if args.difficulty == Difficulty::Normal => {
                    wordseq::daily(lex, day.date)?.puzzle
                }
                _ => {
                    let generator = WordseqGenerator::new(lex)?
                        .with_difficulty(args.difficulty)?
                        .with_block_list(block_list(args.allow_all))?;
                    generator.generate_with_report(&mut origin.rng())?.0
                }
            };
            let dictionary =
                Dictionary::new(lex, level.word_length(), &block_list(args.allow_all))?;
            (level, format!("{} ({label})", args.difficulty), dictionary)
        }
    };
    let mut game = Game::from_level(&dictionary, &level)?;
    let optimum = game.optimum()?;
    outln!("wordseq {label}: the longest game has {optimum} moves.")?;
    let lines = match (level.reads_rows(), level.reads_columns()) {
        (true, true) => "along a row or down a column",
        (false, true) => "down a column",
        _ => "along a row",
    };
    outln!(
        "Swap two neighbouring letters to spell a new {}-letter word {lines}.",
        level.word_length()
    )?;
    outln!(
        "Type a move as `row col row col` (e.g. `1 0 1 1`), `u` to undo, `h` for a hint, `q` to quit."
    )?;
    show(&game.grid())?;
    let mut lines = crate::input::stdin_lines();
    loop {
        if game.is_over()? {
            outln!("No valid move left.")?;
            break;
        }
        out!("> ")?;
        crate::out::stdout().flush()?;
        let Some(line) = lines.next() else {
            outln!()?;
            break;
        };
        let line = line?;
        let input = line.trim();
        match input {
            "" => continue,
            "q" | "quit" => break,
            "u" | "undo" => {
                match game.undo() {
                    Some(mv) => outln!("undid {mv}")?,
                    None => outln!("nothing to undo")?,
                }
                show(&game.grid())?;
                continue;
            }
            "h" | "hint" => {
                match game.hint()? {
                    Some(mv) => outln!("try {mv}")?,
                    None => outln!("no valid move left")?,
                }
                continue;
            }
            _ => {}
        }
        let mv: Move = match input.parse() {
            Ok(mv) => mv,
            Err(err) => {
                outln!("cannot read {input:?}: {err}")?;
                continue;
            }
        };
        let verdict = match game.play(mv) {
            Ok(verdict) => verdict,
            Err(err) => {
                outln!("{err}")?;
                continue;
            }
        };
        match &verdict {
            Verdict::Invalid => {
                outln!("{}: {mv} spells no new word", paint(styles::BAD, "invalid"))?;
                continue;
            }
            Verdict::Optimal {
                words_formed,
                best_total,
            } => outln!(
                "{}: {} (the best game is still {best_total} moves)",
                paint(styles::GOOD, "optimal"),
                words_formed.join(", ")
            )?,
            Verdict::NonOptimal {
                words_formed,
                best_total,
                lost,
            } => outln!(
                "{}: {} (costs {lost} move{}: the best game now is {best_total})",
                paint(styles::FAIR, "non-optimal"),
                words_formed.join(", "),
                if *lost == 1 { "" } else { "s" }
            )?,
        }
        show(&game.grid())?;
    }
    outln!(
        "Score: {}. Words: {}",
        game.score()?,
        if game.words().is_empty() {
            "none".to_string()
        } else {
            game.words().join(", ")
        }
    )?;
    Ok(())
}

fn show(grid: &Grid) -> std::io::Result<()> {
    let header: Vec<String> = (0..grid.cols()).map(|c| c.to_string()).collect();
    outln!("    {}", header.join(" "))?;
    for r in 0..grid.rows() {
        let row: Vec<String> = grid.row(r).chars().map(|c| c.to_string()).collect();
        outln!("{r:>2}  {}", row.join(" "))?;
    }
    Ok(())
}
