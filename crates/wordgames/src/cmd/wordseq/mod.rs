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
use wordgames_lexicon::{AnyLexicon, BlockList, Familiarity, Profile};

use crate::cmd::common::block_list;
use wordgames_puzzles::{
    daily::{GameId, Origin},
    rng::Pcg32,
    wordseq::{self, Difficulty, Level, Report, TreeShape, WordseqGenerator},
};

use crate::{
    cli::{CliResult, Global, PuzzleChoice},
    progress::Job,
};

mod play;

use play::play_with;

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
        #[command(flatten)]
        limits: LimitArgs,
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
        #[command(flatten)]
        limits: LimitArgs,
    },
    /// Generate levels from seeds 0, 1, ... and print levels per minute and states per second.
    Bench {
        /// The preset to measure.
        #[arg(long, default_value = "normal")]
        difficulty: Difficulty,
        /// How many levels to generate, 1 to 1,000,000.
        #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
        levels: u64,
        #[command(flatten)]
        limits: LimitArgs,
    },
}

/// The generator's limits, over the preset's.
#[derive(Debug, Args, Clone, Copy, Default)]
pub struct LimitArgs {
    /// The fewest moves a level's best game may have (the preset's by default).
    #[arg(long, value_name = "N")]
    min_turns: Option<u32>,
    /// The most moves a level's best game may have (the preset's by default).
    #[arg(long, value_name = "N")]
    max_turns: Option<u32>,
    /// The most distinct words a level may form, 1 to 64 (the preset's by default).
    #[arg(long, value_name = "N")]
    max_unique_words: Option<usize>,
    /// How familiar the words a level forms are: easy (Zipf 4.0 and up), normal (3.0 and up, the
    /// daily levels'), hard (2.0 and up) or a Zipf floor such as 2.5 (docs/WORDSEQ.md,
    /// "Difficulty"); every word of the lexicon is still accepted as a move.
    #[arg(long, value_name = "BAND")]
    familiarity: Option<Familiarity>,
}

impl LimitArgs {
    /// `generator` with these limits over its preset's.
    fn apply<'l, D: AsRef<[u8]>>(
        self,
        mut generator: WordseqGenerator<'l, D>,
    ) -> CliResult<WordseqGenerator<'l, D>> {
        if self.min_turns.is_some() || self.max_turns.is_some() {
            let turns = generator.turns();
            let min = self.min_turns.unwrap_or(*turns.start());
            let max = self.max_turns.unwrap_or(*turns.end());
            generator = generator.with_turns(min..=max)?;
        }
        if let Some(max) = self.max_unique_words {
            generator = generator.with_max_unique_words(max)?;
        }
        if let Some(band) = self.familiarity {
            generator = generator.with_familiarity(band)?;
        }
        Ok(generator)
    }

    /// Whether any limit was given.
    fn any(self) -> bool {
        self.min_turns.is_some()
            || self.max_turns.is_some()
            || self.max_unique_words.is_some()
            || self
                .familiarity
                .is_some_and(|band| band != Familiarity::Normal)
    }
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
    /// Play this level file instead of generating one, judged from its own tree as a front end
    /// does (levels of other generators too); where a pruned tree stops, the lexicon's search
    /// takes over.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["seed", "date"])]
    level: Option<PathBuf>,
    /// Generate levels that may form words of the block list.
    #[arg(long)]
    allow_all: bool,
    #[command(flatten)]
    limits: LimitArgs,
}

pub fn run(global: &Global, command: WordseqCommand) -> CliResult {
    run_with(global, &global.lexicon()?, command)
}

pub fn play(global: &Global, args: PlayArgs) -> CliResult {
    play_with(&global.lexicon()?, global.lang, args)
}

/// The words a level may not form: the English block list, unless `--allow-all` or in another
/// language (the English list is no judge of its words).
fn seq_block_list(allow_all: bool, lang: &Profile) -> BlockList {
    block_list(allow_all || !lang.is_ascii_az())
}

/// The generator of `--difficulty` in `--lang`, with its block list.
fn generator<'l>(
    lex: &'l AnyLexicon,
    lang: &'static Profile,
    difficulty: Difficulty,
    allow_all: bool,
) -> CliResult<WordseqGenerator<'l, std::borrow::Cow<'static, [u8]>>> {
    Ok(WordseqGenerator::new_in(lex, lang)?
        .with_difficulty(difficulty)?
        .with_block_list(seq_block_list(allow_all, lang))?)
}

/// Where the level comes from (`--seed`, `--date` or today) and its label.
fn origin_of(choice: &PuzzleChoice) -> CliResult<(Origin, String)> {
    let origin = choice.origin(GAME)?;
    let label = match origin.day() {
        Some(day) => format!("{}, #{}", day.date, day.number),
        None => format!("seed {}", origin.seed()),
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
            limits,
        } => {
            let generator = limits
                .apply(generator(lex, global.lang, difficulty, allow_all)?)?
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
                Ok((level, report)) => {
                    let hard = wordseq::level_difficulty(lex, level);
                    format!(
                        "wordseq {difficulty} level: {} grids tried, {} states explored; difficulty: best game {} moves, rarest word Zipf {}",
                        report.grids, report.states, hard.optimum, hard.rarest
                    )
                }
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
                            rarest: wordseq::level_difficulty(lex, &level).rarest.get(),
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
            limits,
        } => {
            let reader =
                File::open(&file).map_err(|e| format!("cannot open {}: {e}", file.display()))?;
            let level = Level::from_reader_in(io::BufReader::new(reader), global.lang)
                .map_err(|e| format!("{}: {e}", file.display()))?;
            let generator = limits.apply(generator(lex, global.lang, difficulty, allow_all)?)?;
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
        WordseqCommand::Bench {
            difficulty,
            levels,
            limits,
        } => bench(global, lex, difficulty, levels, limits),
    }
}

/// `wordgames wordseq gen --out FILE --json` (fields in alphabetical order).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct GenDoc<'a> {
    difficulty: &'static str,
    file: String,
    full_tree_nodes: Option<u64>,
    grids_tried: u64,
    optimum: u32,
    puzzle: &'a str,
    rarest: f32,
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

fn bench(
    global: &Global,
    lex: &AnyLexicon,
    difficulty: Difficulty,
    levels: u64,
    limits: LimitArgs,
) -> CliResult {
    let generator = limits.apply(
        WordseqGenerator::new_in(lex, global.lang)?
            .with_difficulty(difficulty)?
            .with_block_list(seq_block_list(false, global.lang))?,
    )?;
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
