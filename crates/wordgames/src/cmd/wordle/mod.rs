//! `wordgames wordle ...` (bench, solve, tree) and `wordgames play wordle`.

use std::{
    fmt::Write as _,
    path::{Path, PathBuf},
    time::Instant,
};

use clap::{Args, Subcommand, ValueEnum};
use rand_core::SeedableRng;
use serde::Serialize;
use wordgames_lexicon::{AnyLexicon, Familiarity};
use wordgames_puzzles::{rng::Pcg32, wordle};
use wordgames_wordle::{
    AbsurdleOptions, AnalysisDoc, AnalysisOptions, Entropy, Exact, FirstGuess, Lookahead, Mode,
    RandomCandidate, RandomWord, SearchOptions, SearchProgress, Simulation, Strategy, WordList,
    Wordle, analyze, simulate, solve_absurdle, solve_with_first_observed,
};

use crate::{
    cli::{CliResult, Global, PuzzleChoice},
    progress::Job,
};

mod bench;
mod play;
mod solve;
mod view;

use bench::{OpenersArgs, bench, bench_boards, openers};
pub use play::play_absurdle;
use play::play_wordle;
use solve::{solve, tree};
use view::print_analysis;

/// The lists to play with: the embedded classic ones unless files are given.
#[derive(Debug, Args, Clone)]
pub struct Lists {
    /// The possible answers, one word a line (default: the 2,315 classic answers).
    #[arg(long, value_name = "FILE")]
    pub answers: Option<PathBuf>,
    /// The allowed guesses, one word a line; the answers are always allowed too
    /// (default: the 12,972 classic guesses, or the answers when --answers is given alone).
    #[arg(long, value_name = "FILE")]
    pub guesses: Option<PathBuf>,
    /// With --words (and neither --answers nor --guesses): how familiar the answers chosen
    /// from the list are: easy (Zipf 4.0 and up), normal (3.0 and up, the daily Wordle's), hard
    /// (2.0 and up) or a Zipf floor such as 2.5 (docs/WORDLE.md, "Difficulty"); every
    /// five-letter word of the list is still a guess.
    #[arg(long, value_name = "BAND")]
    pub familiarity: Option<Familiarity>,
}

/// The strategy to use.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum StrategyName {
    /// A uniformly random possible answer (seeded with --seed); `random` names it too.
    #[value(alias = "random")]
    RandomCandidate,
    /// The naive baseline: any allowed word at random until one candidate is left (--seed).
    RandomWord,
    /// Greedy entropy.
    Entropy,
    /// Minimum total guesses over the top --width guesses by entropy in each position.
    Lookahead,
    /// Minimum total guesses, exact (use with --first on the classic lists).
    Exact,
}

/// Options that choose and tune a strategy.
#[derive(Debug, Args, Clone)]
pub struct StrategyArgs {
    /// The strategy (default: entropy; exact for `wordle tree`).
    #[arg(long, value_enum)]
    pub strategy: Option<StrategyName>,
    /// Open with this guess.
    #[arg(long, value_name = "WORD")]
    pub first: Option<String>,
    /// Hard mode: every guess must use the revealed greens in place and the yellows.
    #[arg(long)]
    pub hard: bool,
    /// Entropy: guess only words that could be the answer.
    #[arg(long)]
    pub candidates_only: bool,
    /// Lookahead: the guesses tried in each position, 1 to 100,000.
    #[arg(long, default_value_t = Lookahead::DEFAULT_WIDTH, value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..=100_000))]
    pub width: usize,
    /// Lookahead and exact: the most positions searched before giving up (at least 1).
    #[arg(long, default_value_t = SearchOptions::default().budget, value_parser = clap::value_parser!(u64).range(1..))]
    pub budget: u64,
    /// random-candidate and random-word: the seed.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

#[derive(Debug, Subcommand)]
pub enum WordleCommand {
    /// Play every answer with a strategy: total, average, histogram, maximum, failures, time.
    Bench {
        #[command(flatten)]
        strategy: StrategyArgs,
        #[command(flatten)]
        lists: Lists,
        /// Play N boards at once (N + 5 guesses: Quordle 4, Octordle 8) with the multi-board
        /// strategy, over --games random sets of answers drawn with --seed.
        #[arg(long, default_value_t = 1, value_name = "N", value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..=64))]
        boards: usize,
        /// With --boards above 1: the games to play.
        #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
        games: u64,
    },
    /// An assistant: type each guess and its feedback (`salet ..y.g`), one a line, and get the
    /// next suggestion, the candidates left and the top alternatives with their entropy.
    Solve {
        #[command(flatten)]
        strategy: StrategyArgs,
        #[command(flatten)]
        lists: Lists,
        /// How many alternatives to show.
        #[arg(long, default_value_t = 5)]
        top: usize,
    },
    /// Write a strategy's decision tree: JSON, or one line per answer.
    Tree {
        #[command(flatten)]
        strategy: StrategyArgs,
        #[command(flatten)]
        lists: Lists,
        /// The file to write.
        #[arg(long, value_name = "FILE")]
        out: PathBuf,
        /// The format (default: json when FILE ends in .json, text otherwise).
        #[arg(long, value_enum)]
        format: Option<TreeFormat>,
    },
    /// Analyse a played game, guess by guess: candidates before and after, the best guess,
    /// expected guesses left for it and for yours (exact for small candidate sets, lookahead
    /// otherwise), skill and luck (defined in docs/WORDLE.md).
    Analyze {
        /// The answer of the game.
        #[arg(long, value_name = "WORD")]
        answer: String,
        /// The guesses played, in order.
        #[arg(id = "played", value_name = "GUESS", required = true)]
        played: Vec<String>,
        /// The game was played in hard mode.
        #[arg(long)]
        hard: bool,
        #[command(flatten)]
        analysis: AnalysisArgs,
        #[command(flatten)]
        lists: Lists,
    },
    /// Rank the first guesses: with --exact, the exact optimal total after every allowed
    /// opener (bounds skip the openers that cannot enter the top K; parallel; resumable from
    /// --checkpoint; progress on stderr). Without --exact, by entropy.
    Openers {
        #[command(flatten)]
        options: OpenersArgs,
        #[command(flatten)]
        lists: Lists,
    },
    /// Absurdle: the fewest guesses that force a win against the host that keeps the largest
    /// bucket, by exact search (iterative deepening with bounds).
    Absurdle {
        /// Opening guesses to play first; the search continues from there.
        #[arg(long, value_name = "GUESS", num_args = 1..)]
        open: Vec<String>,
        /// The longest game searched, openings included.
        #[arg(long, default_value_t = AbsurdleOptions::default().max_guesses, value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..=64))]
        max_guesses: usize,
        /// The most positions searched before giving up.
        #[arg(long, default_value_t = AbsurdleOptions::default().budget, value_parser = clap::value_parser!(u64).range(1..))]
        budget: u64,
        #[command(flatten)]
        lists: Lists,
    },
}

/// `wordgames play absurdle`: Absurdle in the terminal, one guess a line.
#[derive(Debug, Args)]
pub struct AbsurdleArgs {
    #[command(flatten)]
    lists: Lists,
}

/// How positions are valued by `wordle analyze` and `play wordle --analyze`.
#[derive(Debug, Args, Clone)]
pub struct AnalysisArgs {
    /// Search exactly when at most this many candidates are left.
    #[arg(long, default_value_t = AnalysisOptions::default().exact_limit)]
    pub exact_limit: usize,
    /// The most positions one exact search may expand before that turn falls back to the
    /// lookahead (a higher --exact-limit needs more; each turn's search stops at it).
    #[arg(long, default_value_t = AnalysisOptions::default().exact_budget, value_parser = clap::value_parser!(u64).range(1..))]
    pub exact_budget: u64,
    /// The lookahead's width beyond the exact limit.
    #[arg(long, default_value_t = AnalysisOptions::default().width, value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..=100_000))]
    pub width: usize,
}

impl AnalysisArgs {
    fn options(&self) -> AnalysisOptions {
        AnalysisOptions::default()
            .with_exact_limit(self.exact_limit)
            .with_exact_budget(self.exact_budget)
            .with_width(self.width)
    }
}

/// How `wordle tree` writes the tree.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum TreeFormat {
    /// Nested JSON objects.
    Json,
    /// One line per answer: the answer, its guesses, then each guess with its feedback.
    Text,
}

/// `wordgames play wordle`: Wordle in the terminal, one guess a line.
#[derive(Debug, Args)]
pub struct PlayArgs {
    #[command(flatten)]
    choice: PuzzleChoice,
    /// Hard mode: every guess must use the revealed greens in place and the yellows.
    #[arg(long)]
    hard: bool,
    #[command(flatten)]
    lists: Lists,
    /// Play N boards at once with N + 5 guesses (Quordle: 4, Octordle: 8); every guess goes to
    /// every board not yet solved.
    #[arg(long, default_value_t = 1, value_name = "N", value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..=64))]
    boards: usize,
    /// Analyse the game at the end without asking (otherwise a finished game asks, reading
    /// one more line: `y` for the analysis).
    #[arg(long)]
    analyze: bool,
    #[command(flatten)]
    analysis: AnalysisArgs,
}

pub fn run(global: &Global, command: WordleCommand) -> CliResult {
    match command {
        WordleCommand::Bench {
            strategy,
            lists,
            boards,
            games,
        } if boards != 1 => bench_boards(global, &strategy, &lists, boards, games),
        WordleCommand::Bench {
            strategy, lists, ..
        } => bench(global, &strategy, &lists),
        WordleCommand::Solve {
            strategy,
            lists,
            top,
        } => solve(global, &strategy, &lists, top),
        WordleCommand::Tree {
            strategy,
            lists,
            out,
            format,
        } => {
            let strategy = StrategyArgs {
                strategy: Some(strategy.strategy.unwrap_or(StrategyName::Exact)),
                ..strategy
            };
            tree(global, &strategy, &lists, &out, format)
        }
        WordleCommand::Openers { options, lists } => openers(global, &lists, options),
        WordleCommand::Absurdle {
            open,
            max_guesses,
            budget,
            lists,
        } => {
            let wordle = lists.load(global)?;
            let open = open
                .iter()
                .map(|g| wordle.guess_id(g))
                .collect::<Result<Vec<_>, _>>()?;
            let start = Instant::now();
            let opts = AbsurdleOptions::default()
                .with_max_guesses(max_guesses)
                .with_budget(budget);
            let sol = solve_absurdle(&wordle, &open, opts)?;
            let line: Vec<(&str, String)> = sol
                .guesses
                .iter()
                .zip(&sol.replies)
                .map(|(&g, fb)| (wordle.guess_word(g), fb.to_string()))
                .collect();
            if global.json {
                let doc = AbsurdleDoc {
                    line: line
                        .iter()
                        .map(|(guess, reply)| AbsurdleTurnDoc { guess, reply })
                        .collect(),
                    openings: open.len(),
                    positions: sol.nodes,
                    seconds: start.elapsed().as_secs_f64(),
                    total: sol.total,
                };
                outln!("{}", serde_json::to_string(&doc)?)?;
            } else {
                outln!(
                    "fewest guesses that force a win{}: {} (every shorter game searched: none wins)",
                    if open.is_empty() {
                        String::new()
                    } else {
                        format!(" after {} opening(s)", open.len())
                    },
                    sol.total
                )?;
                for (i, (g, fb)) in line.iter().enumerate() {
                    outln!("  {}. {g} {fb}", i + 1)?;
                }
                outln!(
                    "{} positions, {:.2} s",
                    sol.nodes,
                    start.elapsed().as_secs_f64()
                )?;
            }
            Ok(())
        }
        WordleCommand::Analyze {
            answer,
            played: guesses,
            hard,
            analysis,
            lists,
        } => {
            let wordle = lists.load(global)?;
            let answer = wordle.answer_id(&answer)?;
            let ids = guesses
                .iter()
                .map(|g| wordle.guess_id(g))
                .collect::<Result<Vec<_>, _>>()?;
            let mode = if hard { Mode::Hard } else { Mode::Normal };
            let a = analyze(&wordle, mode, answer, &ids, analysis.options())?;
            if global.json {
                outln!("{}", serde_json::to_string(&AnalysisDoc::new(&a))?)?;
            } else {
                print_analysis(&a)?;
            }
            Ok(())
        }
    }
}

/// `wordgames wordle absurdle --json`.
#[derive(Serialize)]
struct AbsurdleDoc<'a> {
    line: Vec<AbsurdleTurnDoc<'a>>,
    openings: usize,
    positions: u64,
    seconds: f64,
    total: usize,
}

#[derive(Serialize)]
struct AbsurdleTurnDoc<'a> {
    guess: &'a str,
    reply: &'a str,
}

pub fn play(global: &Global, args: PlayArgs) -> CliResult {
    play_wordle(global, &args)
}

/// A search that ran out of positions says how to go on: a larger `--budget`, or `--first`.
fn budget_hint(e: wordgames_wordle::Error) -> Box<dyn std::error::Error + Send + Sync> {
    match e {
        wordgames_wordle::Error::BudgetExhausted(wordgames_wordle::BudgetExhausted { budget, .. }) => format!(
            "the search visited its budget of {budget} positions without finishing: run again with a larger --budget (the exact search of the classic lists from the empty board expands about 1,600 positions a second of CPU time), or give --first WORD (after --first salet it needs fewer than 50,000)"
        )
        .into(),
        e => e.into(),
    }
}

fn read_list(path: &Path, global: &Global) -> CliResult<WordList> {
    let file = std::fs::File::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(
        WordList::from_reader_in(std::io::BufReader::new(file), global.lang)
            .map_err(|e| format!("{}: {e}", path.display()))?,
    )
}

impl Lists {
    /// The game with its feedback table built (for the solvers and the benchmarks, which time it).
    fn load(&self, global: &Global) -> CliResult<Wordle> {
        let (answers, guesses) = self.lists(global, None)?;
        Ok(Wordle::new(answers, guesses)?)
    }

    /// The game without its feedback table until a call needs it: a player's game starts at once
    /// (see `Wordle::lazy`).
    fn load_lazy(&self, global: &Global) -> CliResult<Wordle> {
        let (answers, guesses) = self.lists(global, None)?;
        Ok(Wordle::lazy(answers, guesses)?)
    }

    /// [`Lists::load_lazy`] and the lexicon that rates the answers (the list of --words, else
    /// the embedded English one), read once.
    fn load_lazy_with_lexicon(&self, global: &Global) -> CliResult<(Wordle, AnyLexicon)> {
        let lexicon = global.lexicon()?;
        let (answers, guesses) = self.lists(global, Some(&lexicon))?;
        Ok((Wordle::lazy(answers, guesses)?, lexicon))
    }

    /// Whether the lists are chosen from the lexicon of --words.
    fn chosen_from_lexicon(&self, global: &Global) -> bool {
        self.answers.is_none() && self.guesses.is_none() && global.words.is_some()
    }

    /// The lists: --answers and --guesses when given; else the five-letter words of --words
    /// (`lexicon` when it is already read), the answers chosen from them in the --familiarity
    /// band; else the classic lists.
    fn lists(
        &self,
        global: &Global,
        lexicon: Option<&AnyLexicon>,
    ) -> CliResult<(WordList, WordList)> {
        if self.chosen_from_lexicon(global) {
            let band = self.familiarity.unwrap_or_default();
            return match lexicon {
                Some(lexicon) => lexicon_lists(lexicon, global, band),
                None => lexicon_lists(&global.lexicon()?, global, band),
            };
        }
        if self.familiarity.is_some() {
            return Err(
                "--familiarity chooses the answers from the list of --words; the classic lists \
                 and --answers are played as they are"
                    .into(),
            );
        }
        if self.answers.is_none() && !global.lang.is_ascii_az() {
            return Err(format!(
                "the classic Wordle lists are English: give --words FILE (or --answers FILE) with --lang {}",
                global.lang.tag()
            )
            .into());
        }
        let answers = match &self.answers {
            Some(p) => read_list(p, global)?,
            None => WordList::classic_answers(),
        };
        let guesses = match (&self.guesses, &self.answers) {
            (Some(p), _) => read_list(p, global)?,
            (None, Some(_)) => answers.clone(),
            (None, None) => WordList::classic_guesses(),
        };
        Ok((answers, guesses))
    }
}

/// Wordle over the lexicon of --words: its five-letter words are the guesses, the answers those
/// the library chooses in `band` as the NYT chose its own (`wordle::from_lexicon_in_band`: the
/// lists of a language's daily Wordle with the normal band).
fn lexicon_lists(
    lexicon: &AnyLexicon,
    global: &Global,
    band: Familiarity,
) -> CliResult<(WordList, WordList)> {
    let wordle = wordle::from_lexicon_in_band(lexicon, global.lang, band)?;
    Ok((wordle.answers().clone(), wordle.guesses().clone()))
}

impl StrategyArgs {
    fn strategy(&self) -> StrategyName {
        self.strategy.unwrap_or(StrategyName::Entropy)
    }

    fn mode(&self) -> Mode {
        if self.hard { Mode::Hard } else { Mode::Normal }
    }

    fn options(&self) -> SearchOptions {
        SearchOptions::default()
            .with_width(Some(self.width))
            .with_budget(self.budget)
    }

    fn first(&self, wordle: &Wordle) -> CliResult<Option<u32>> {
        Ok(match &self.first {
            Some(w) => Some(wordle.guess_id(w)?),
            None => None,
        })
    }

    /// The strategy, wrapped to open with --first when given; the searches count their
    /// positions in `progress`.
    fn build(&self, wordle: &Wordle, progress: &SearchProgress) -> CliResult<Box<dyn Strategy>> {
        let inner: Box<dyn Strategy> = match self.strategy() {
            StrategyName::RandomCandidate => {
                Box::new(RandomCandidate::new(Pcg32::seed_from_u64(self.seed)))
            }
            StrategyName::RandomWord => Box::new(RandomWord::new(Pcg32::seed_from_u64(self.seed))),
            StrategyName::Entropy if self.candidates_only => Box::new(Entropy::candidates_only()),
            StrategyName::Entropy => Box::new(Entropy::new()),
            StrategyName::Lookahead => {
                Box::new(Lookahead::with_options(self.options()).with_progress(progress))
            }
            StrategyName::Exact => {
                Box::new(Exact::with_options(self.options()).with_progress(progress))
            }
        };
        Ok(match self.first(wordle)? {
            Some(g) => Box::new(FirstGuess::new(g, inner)),
            None => inner,
        })
    }

    fn label(&self) -> String {
        let mut s = match self.strategy() {
            StrategyName::RandomCandidate => format!("random candidate (seed {})", self.seed),
            StrategyName::RandomWord => format!("random word (seed {})", self.seed),
            StrategyName::Entropy if self.candidates_only => "entropy (candidates only)".into(),
            StrategyName::Entropy => "entropy".into(),
            StrategyName::Lookahead => format!("lookahead (width {})", self.width),
            StrategyName::Exact => "exact".into(),
        };
        if let Some(f) = &self.first {
            let _ = write!(s, ", first {}", f.to_ascii_lowercase());
        }
        if self.hard {
            s.push_str(", hard mode");
        }
        s
    }

    /// Plays every answer: the exact strategy with a first guess runs in parallel. The
    /// searches (exact, lookahead) show the positions searched against the budget on a
    /// terminal, and a summary line on stderr.
    fn simulate(&self, wordle: &Wordle) -> CliResult<Simulation> {
        if !matches!(
            self.strategy(),
            StrategyName::Exact | StrategyName::Lookahead
        ) {
            return self.simulate_with(wordle, &SearchProgress::new());
        }
        let progress = SearchProgress::new();
        let job = Job::budget(self.budget, "positions searched");
        let result = job.watch(
            || progress.positions(),
            || self.simulate_with(wordle, &progress),
        );
        let outcome = if result.is_ok() { "" } else { " (failed)" };
        job.finish(format_args!(
            "{}: {} positions searched{outcome}",
            self.label(),
            progress.positions()
        ));
        result
    }

    fn simulate_with(&self, wordle: &Wordle, progress: &SearchProgress) -> CliResult<Simulation> {
        if self.strategy() == StrategyName::Exact
            && let Some(first) = self.first(wordle)?
        {
            let opts = self.options().with_width(None);
            return solve_with_first_observed(wordle, self.mode(), first, opts, progress)
                .map_err(budget_hint);
        }
        let mut strategy = self.build(wordle, progress)?;
        simulate(wordle, &mut strategy, self.mode()).map_err(budget_hint)
    }
}
