//! `wordgames wordle ...` (bench, solve, tree) and `wordgames play wordle`.

use std::{
    fmt::Write as _,
    io::{IsTerminal, Write},
    path::{Path, PathBuf},
    time::Instant,
};

use clap::{Args, Subcommand, ValueEnum};
use rand_core::SeedableRng;
use serde::Serialize;
use wordgames_puzzles::{
    daily::{GameId, Origin},
    rng::Pcg32,
    wordle,
};
use wordgames_wordle::{
    Absurdle, AbsurdleOptions, Analysis, AnalysisOptions, Entropy, Exact, Feedback, FirstGuess,
    Game, Lookahead, Mark, Mode, MultiGame, OpenerReport, OpenersOptions, RandomCandidate,
    RandomWord, SearchOptions, SearchProgress, Simulation, State, Status, Strategy, WordList,
    Wordle, analyze, bench_multi, multi_guesses, openers_checkpoint_header, rank_guesses,
    rank_openers, read_openers_checkpoint, simulate, solve_absurdle, solve_with_first_observed,
};

use crate::{
    cli::{CliResult, Global, PuzzleChoice},
    out::{paint as paint_style, styles},
    progress::Job,
};

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
}

/// The strategy to use.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum StrategyName {
    /// A uniformly random possible answer (seeded with --seed); `random` is an old name for it.
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
        AnalysisOptions {
            exact_limit: self.exact_limit,
            exact_budget: self.exact_budget,
            width: self.width,
            ..AnalysisOptions::default()
        }
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
        WordleCommand::Openers {
            exact,
            hard,
            top,
            limit,
            checkpoint,
            budget,
            lists,
        } => openers(
            global,
            &lists,
            OpenersArgs {
                exact,
                hard,
                top,
                limit,
                checkpoint,
                budget,
            },
        ),
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
            let opts = AbsurdleOptions {
                max_guesses,
                budget,
            };
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
                outln!("{}", serde_json::to_string(&analysis_json(&a))?)?;
            } else {
                print_analysis(&a)?;
            }
            Ok(())
        }
    }
}

/// The analysis as JSON, camelCase keys (in alphabetical order, as before they were typed).
fn analysis_json(a: &Analysis) -> AnalysisDoc<'_> {
    AnalysisDoc {
        answer: &a.answer,
        luck: a.luck(),
        mode: if a.mode == Mode::Hard {
            "hard"
        } else {
            "normal"
        },
        skill: a.skill(),
        turns: a
            .turns
            .iter()
            .map(|t| TurnDoc {
                best: &t.best,
                candidates_after: t.candidates_after,
                candidates_before: t.candidates_before,
                expected_after: t.expected_after,
                expected_best: t.expected_best,
                expected_guess: t.expected_guess,
                feedback: t.feedback.to_string(),
                guess: &t.guess,
                luck: t.luck,
                method: t.method.to_string(),
                skill: t.skill,
            })
            .collect(),
        won: a.won,
    }
}

/// `wordgames wordle analyze --json`, and the analysis of `play wordle --json --analyze`.
#[derive(Serialize)]
struct AnalysisDoc<'a> {
    answer: &'a str,
    luck: f64,
    mode: &'static str,
    skill: f64,
    turns: Vec<TurnDoc<'a>>,
    won: bool,
}

/// A guess of an analysed game.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct TurnDoc<'a> {
    best: &'a str,
    candidates_after: usize,
    candidates_before: usize,
    expected_after: f64,
    expected_best: f64,
    expected_guess: f64,
    feedback: String,
    guess: &'a str,
    luck: f64,
    method: String,
    skill: f64,
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

/// A line of `wordgames wordle openers --json`: by entropy, or (`value`) with `--exact`.
#[derive(Serialize)]
struct OpenerDoc<'a> {
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
struct BoardsBenchDoc<'a> {
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

/// `wordgames wordle solve --json`, when the game is left.
#[derive(Serialize)]
struct LeftDoc {
    grid: Vec<String>,
    guesses: usize,
    left: usize,
    won: bool,
}

/// `wordgames play wordle --boards N --json`.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct BoardsGameDoc<'a> {
    answers: Option<Vec<String>>,
    boards: usize,
    finished: bool,
    guesses: usize,
    puzzle: &'a str,
    solved_at: Vec<Option<usize>>,
    won: bool,
}

fn print_analysis(a: &Analysis) -> CliResult {
    outln!(
        "analysis of {} ({}{}):",
        a.answer.to_ascii_uppercase(),
        if a.won {
            "won"
        } else if a.solved {
            "solved after the sixth guess: lost"
        } else {
            "not solved"
        },
        if a.mode == Mode::Hard {
            ", hard mode"
        } else {
            ""
        }
    )?;
    outln!(
        "  #  guess  feedback  before  after  best   expected(best)  expected(yours)  skill  luck (bits)  method"
    )?;
    for (i, t) in a.turns.iter().enumerate() {
        outln!(
            "  {:<2} {:<6} {:<9} {:>6}  {:>5}  {:<6} {:>14.3}  {:>15.3}  {:>5.1}  {:>+11.2}  {}",
            i + 1,
            t.guess,
            t.feedback.to_string(),
            t.candidates_before,
            t.candidates_after,
            t.best,
            t.expected_best,
            t.expected_guess,
            t.skill,
            t.luck,
            t.method
        )?;
    }
    outln!(
        "skill {:.1} (average of the guesses), luck {:+.2} bits (sum)",
        a.skill(),
        a.luck()
    )?;
    Ok(())
}

pub fn play(global: &Global, args: PlayArgs) -> CliResult {
    play_wordle(global, &args)
}

/// A search that ran out of positions says how to go on: a larger `--budget`, or `--first`.
fn budget_hint(e: wordgames_wordle::Error) -> Box<dyn std::error::Error + Send + Sync> {
    match e {
        wordgames_wordle::Error::BudgetExhausted { budget, .. } => format!(
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
    /// The lists: --answers and --guesses when given; else the five-letter words of --words
    /// (answers from its common tier, every word a guess); else the classic lists.
    fn load(&self, global: &Global) -> CliResult<Wordle> {
        if self.answers.is_none() && self.guesses.is_none() && global.words.is_some() {
            return lexicon_lists(global);
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
        Ok(Wordle::new(answers, guesses)?)
    }
}

/// Wordle over the lexicon of --words: its five-letter words are the guesses, the common ones
/// the answers (all of them when the list has no grades, as a plain list).
fn lexicon_lists(global: &Global) -> CliResult<Wordle> {
    let lexicon = global.lexicon()?;
    let fives = lexicon.query().length(5).into_entries();
    if fives.is_empty() {
        return Err("the lexicon has no five-letter words to play Wordle with".into());
    }
    let common: Vec<&str> = fives
        .iter()
        .filter(|e| e.grade.is_common())
        .map(|e| e.word.as_str())
        .collect();
    let guesses = WordList::new_in(fives.iter().map(|e| e.word.as_str()), global.lang)?;
    let answers = if common.is_empty() {
        guesses.clone()
    } else {
        WordList::new_in(common, global.lang)?
    };
    Ok(Wordle::new(answers, guesses)?)
}

impl StrategyArgs {
    fn strategy(&self) -> StrategyName {
        self.strategy.unwrap_or(StrategyName::Entropy)
    }

    fn mode(&self) -> Mode {
        if self.hard { Mode::Hard } else { Mode::Normal }
    }

    fn options(&self) -> SearchOptions {
        SearchOptions {
            width: Some(self.width),
            budget: self.budget,
            ..SearchOptions::default()
        }
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
            let opts = SearchOptions {
                width: None,
                ..self.options()
            };
            return solve_with_first_observed(wordle, self.mode(), first, opts, progress)
                .map_err(budget_hint);
        }
        let mut strategy = self.build(wordle, progress)?;
        simulate(wordle, &mut strategy, self.mode()).map_err(budget_hint)
    }
}

/// `wordgames wordle bench --json` (fields in alphabetical order, as before they were typed).
#[derive(Serialize)]
struct BenchDoc<'a> {
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
struct BenchSeconds {
    lists_and_table: f64,
    strategy: f64,
    total: f64,
}

/// `wordgames wordle tree --json`.
#[derive(Serialize)]
struct TreeDoc {
    answers: u64,
    average: f64,
    max: u64,
    out: String,
    total: u64,
}

/// `wordgames wordle solve --json`, once solved.
#[derive(Serialize)]
struct SolvedDoc {
    guesses: usize,
    solved: bool,
}

/// `wordgames wordle solve --json`: a turn's advice.
#[derive(Serialize)]
struct AdviceDoc<'a> {
    alternatives: Vec<AlternativeDoc<'a>>,
    candidates: usize,
    some_candidates: Vec<&'a str>,
    suggestion: &'a str,
    turn: usize,
}

#[derive(Serialize)]
struct AlternativeDoc<'a> {
    candidate: bool,
    entropy: f64,
    guess: &'a str,
    largest: u32,
}

/// `wordgames play wordle --json`.
#[derive(Serialize)]
struct GameDoc<'a> {
    answer: Option<&'a String>,
    finished: bool,
    grid: Vec<String>,
    guesses: usize,
    puzzle: &'a str,
    won: bool,
    /// With --analyze, the game's analysis.
    #[serde(skip_serializing_if = "Option::is_none")]
    analysis: Option<AnalysisDoc<'a>>,
}

fn bench(global: &Global, args: &StrategyArgs, lists: &Lists) -> CliResult {
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

struct OpenersArgs {
    exact: bool,
    hard: bool,
    top: usize,
    limit: Option<usize>,
    checkpoint: Option<PathBuf>,
    budget: u64,
}

fn openers(global: &Global, lists: &Lists, a: OpenersArgs) -> CliResult {
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
    let opts = OpenersOptions {
        mode,
        top: a.top,
        limit: a.limit,
        search: SearchOptions {
            budget: a.budget,
            ..SearchOptions::default()
        },
    };
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

fn bench_boards(
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

fn tree(
    global: &Global,
    args: &StrategyArgs,
    lists: &Lists,
    out: &Path,
    format: Option<TreeFormat>,
) -> CliResult {
    let wordle = lists.load(global)?;
    let sim = args.simulate(&wordle)?;
    let format = format.unwrap_or(if out.extension().is_some_and(|e| e == "json") {
        TreeFormat::Json
    } else {
        TreeFormat::Text
    });
    let text = match format {
        TreeFormat::Json => {
            let mut t = sim.tree.to_json();
            t.push('\n');
            t
        }
        TreeFormat::Text => sim.tree.to_lines(),
    };
    std::fs::write(out, text).map_err(|e| format!("{}: {e}", out.display()))?;
    let s = &sim.stats;
    if global.json {
        outln!(
            "{}",
            serde_json::to_string(&TreeDoc {
                answers: s.answers,
                average: s.average(),
                max: s.max,
                out: out.display().to_string(),
                total: s.total,
            })?
        )?;
    } else {
        outln!(
            "wrote the {} tree ({}) to {}: {} answers, total {}, average {:.4}, max {}",
            args.label(),
            if format == TreeFormat::Json {
                "json"
            } else {
                "text"
            },
            out.display(),
            s.answers,
            s.total,
            s.average(),
            s.max
        )?;
    }
    Ok(())
}

/// Parses an assistant line: `WORD FEEDBACK`, or `FEEDBACK` alone for the last suggestion.
fn parse_turn(line: &str, suggestion: Option<u32>, wordle: &Wordle) -> CliResult<(u32, Feedback)> {
    let parts: Vec<&str> = line.split_whitespace().collect();
    let (g, fb) = match parts.as_slice() {
        [word, fb] => (wordle.guess_id(word)?, fb.parse::<Feedback>()?),
        [fb] => match suggestion {
            Some(g) => (g, fb.parse::<Feedback>()?),
            None => return Err("give the guess and its feedback, e.g. `salet ..y.g`".into()),
        },
        _ => return Err("give the guess and its feedback, e.g. `salet ..y.g`".into()),
    };
    if fb.len() != wordle.word_len() {
        return Err(format!(
            "the feedback {fb} has {} marks, the words {} letters",
            fb.len(),
            wordle.word_len()
        )
        .into());
    }
    Ok((g, fb))
}

fn solve(global: &Global, args: &StrategyArgs, lists: &Lists, top: usize) -> CliResult {
    let wordle = lists.load(global)?;
    let mut strategy = args.build(&wordle, &SearchProgress::new())?;
    let mut state = wordle.start(args.mode());
    let stdin = std::io::stdin();
    let interactive = stdin.is_terminal();
    let mut rejected = 0usize;
    let mut suggestion = advise(global, &wordle, &mut strategy, &state, top)?;
    let mut lines = crate::input::InputLines::new(stdin.lock());
    while let Some(line) = lines.next() {
        let line = line?;
        let line_no = lines.number();
        let t = line.trim();
        if t.is_empty() || t.starts_with('#') {
            continue;
        }
        let turn = parse_turn(t, suggestion, &wordle).and_then(|(g, fb)| {
            let mut next = state.clone();
            next.apply(&wordle, g, fb)?;
            if next.candidates().is_empty() {
                return Err(format!(
                    "no answer of the list fits {} {fb} after the guesses so far; line ignored",
                    wordle.guess_word(g)
                )
                .into());
            }
            Ok((next, fb))
        });
        match turn {
            Err(e) => {
                rejected += 1;
                errln!("wordgames: line {line_no}: {e}");
                if interactive {
                    errln!("(type a guess and its feedback, e.g. `salet ..y.g`)");
                }
            }
            Ok((next, fb)) => {
                state = next;
                if fb.is_win() {
                    let n = state.history().len();
                    if global.json {
                        let doc = SolvedDoc {
                            guesses: n,
                            solved: true,
                        };
                        outln!("{}", serde_json::to_string(&doc)?)?;
                    } else {
                        outln!("solved in {n}")?;
                    }
                    break;
                }
                suggestion = advise(global, &wordle, &mut strategy, &state, top)?;
            }
        }
    }
    let rejected = rejected + lines.rejected();
    if rejected > 0 {
        return Err(format!("{rejected} line(s) rejected").into());
    }
    Ok(())
}

/// Prints the suggestion for `state` and returns it.
fn advise(
    global: &Global,
    wordle: &Wordle,
    strategy: &mut Box<dyn Strategy>,
    state: &State,
    top: usize,
) -> CliResult<Option<u32>> {
    let g = strategy.choose(wordle, state).map_err(budget_hint)?;
    let ranked = rank_guesses(wordle, state, false, Some(top))?;
    let n = state.candidates().len();
    let shown: Vec<&str> = state
        .candidates()
        .iter()
        .take(10)
        .map(|&a| wordle.answer_word(a))
        .collect();
    if global.json {
        let alternatives = ranked
            .iter()
            .map(|s| AlternativeDoc {
                candidate: s.candidate,
                entropy: s.entropy,
                guess: wordle.guess_word(s.guess),
                largest: s.largest,
            })
            .collect();
        let doc = AdviceDoc {
            alternatives,
            candidates: n,
            some_candidates: shown,
            suggestion: wordle.guess_word(g),
            turn: state.history().len() + 1,
        };
        outln!("{}", serde_json::to_string(&doc)?)?;
    } else {
        outln!(
            "guess {}: {}   ({n} candidate{} left{}{})",
            state.history().len() + 1,
            wordle.guess_word(g),
            if n == 1 { "" } else { "s" },
            if n <= 10 { ": " } else { "" },
            if n <= 10 {
                shown.join(" ")
            } else {
                String::new()
            }
        )?;
        let alts: Vec<String> = ranked
            .iter()
            .map(|s| {
                format!(
                    "{} {:.3} bits{}",
                    wordle.guess_word(s.guess),
                    s.entropy,
                    if s.candidate { " *" } else { "" }
                )
            })
            .collect();
        if n > 1 {
            outln!("  by entropy: {}", alts.join(", "))?;
        }
    }
    crate::out::stdout().flush()?;
    Ok(Some(g))
}

/// Absurdle in the terminal: the host is the library's, this prints.
pub fn play_absurdle(global: &Global, args: AbsurdleArgs) -> CliResult {
    let wordle = args.lists.load(global)?;
    let mut game = Absurdle::new(&wordle);
    let colour = crate::out::color();
    if !global.json {
        outln!(
            "Absurdle: the host keeps the largest bucket of answers; corner it. {}-letter words, \
             no guess limit, one guess a line.",
            wordle.word_len()
        )?;
    }
    let mut lines = crate::input::stdin_lines();
    while let Some(line) = lines.next() {
        let line = line?;
        let line_no = lines.number();
        if line.trim().is_empty() {
            continue;
        }
        let fb = match game.play(&line) {
            Ok(fb) => fb,
            Err(e) => {
                errln!("line {line_no}: {e}");
                continue;
            }
        };
        if !global.json {
            let word = line.trim().to_ascii_lowercase();
            let left = game.candidates().len();
            outln!(
                "{}  {}  ({left} word{} left)",
                paint(&word, fb, colour),
                fb,
                if left == 1 { "" } else { "s" }
            )?;
        }
        if game.is_won() {
            break;
        }
    }
    let n = game.turns().len();
    if global.json {
        let grid: Vec<String> = game.turns().iter().map(|t| t.1.to_emoji()).collect();
        let doc = LeftDoc {
            grid,
            guesses: n,
            left: game.candidates().len(),
            won: game.is_won(),
        };
        outln!("{}", serde_json::to_string(&doc)?)?;
    } else if game.is_won() {
        outln!("Won in {n}!")?;
        for t in game.turns() {
            outln!("{}", t.1.to_emoji())?;
        }
    } else {
        outln!(
            "(game left after {n} guesses, {} words left)",
            game.candidates().len()
        )?;
    }
    Ok(())
}

/// The terminal game: the answer and the game come from the libraries, this prints.
fn play_wordle(global: &Global, args: &PlayArgs) -> CliResult {
    if args.boards != 1 {
        return play_boards(global, args);
    }
    let (choice, hard) = (&args.choice, args.hard);
    let wordle = args.lists.load(global)?;
    let origin = Origin::choose(
        GameId::Wordle,
        choice.seed,
        choice.date.unwrap_or_else(crate::cli::today),
    )?;
    let label = origin.label();
    let answer = wordle::puzzle(&wordle, &origin);
    let mode = if hard { Mode::Hard } else { Mode::Normal };
    let mut game = Game::new(&wordle, answer.answer, mode)?;
    let colour = crate::out::color();
    if !global.json {
        outln!(
            "Wordle {label}{}: guess the {}-letter word in {} tries, one guess a line.",
            if hard { ", hard mode" } else { "" },
            wordle.word_len(),
            game.max_guesses()
        )?;
    }
    let mut lines = crate::input::stdin_lines();
    while let Some(line) = lines.next() {
        let line = line?;
        let line_no = lines.number();
        if line.trim().is_empty() {
            continue;
        }
        let fb = match game.play(&line) {
            Ok(fb) => fb,
            Err(e) => {
                errln!("line {line_no}: {e}");
                continue;
            }
        };
        if !global.json {
            let word = wordle.guesses().normalize(&line);
            outln!("{}  {}", paint(&word, fb, colour), fb)?;
            outln!("  {}", keys(&game.keys(), colour))?;
        }
        if game.is_over() {
            break;
        }
    }
    let status = game.status();
    let won = status == Status::Won;
    let finished = game.is_over();
    let guesses = game.turns().len();
    let played: Vec<u32> = game.turns().iter().map(|t| t.guess).collect();
    let analysis = || {
        analyze(
            &wordle,
            mode,
            answer.answer,
            &played,
            args.analysis.options(),
        )
    };
    if global.json {
        let grid: Vec<String> = game.turns().iter().map(|t| t.feedback.to_emoji()).collect();
        let analysed = if finished && args.analyze {
            Some(analysis()?)
        } else {
            None
        };
        let analysis = analysed.as_ref().map(analysis_json);
        outln!(
            "{}",
            serde_json::to_string(&GameDoc {
                answer: if finished { Some(&answer.word) } else { None },
                finished,
                grid,
                guesses,
                puzzle: &label,
                won,
                analysis,
            })?
        )?;
        return Ok(());
    }
    if !finished {
        outln!("(game left unfinished after {guesses} guesses)")?;
        return Ok(());
    }
    if won {
        outln!(
            "{}",
            paint_style(styles::GOOD, format_args!("Solved in {guesses}!"))
        )?;
    } else {
        outln!(
            "The word was {}.",
            paint_style(styles::BAD, answer.word.to_ascii_uppercase())
        )?;
    }
    outln!()?;
    outln!("{}", game.share(&wordle::title(&origin)))?;
    let wanted = args.analyze || {
        outln!()?;
        out!("Analyse the game? (y/N)\n")?;
        match lines.next() {
            Some(l) => l?.trim().eq_ignore_ascii_case("y"),
            None => false,
        }
    };
    if wanted {
        outln!()?;
        print_analysis(&analysis()?)?;
    }
    Ok(())
}

/// Many boards at once: the answers and the game come from the libraries, this prints.
fn play_boards(global: &Global, args: &PlayArgs) -> CliResult {
    if args.hard || args.analyze {
        return Err("--boards is played in normal mode, without the analysis".into());
    }
    let wordle = args.lists.load(global)?;
    let choice = &args.choice;
    let origin = Origin::choose(
        GameId::Wordle,
        choice.seed,
        choice.date.unwrap_or_else(crate::cli::today),
    )?;
    let n = args.boards;
    let answers = wordle::boards(&wordle, &origin, n)?;
    let ids: Vec<u32> = answers.iter().map(|p| p.answer).collect();
    let mut game = MultiGame::new(&wordle, &ids, multi_guesses(n))?;
    let colour = crate::out::color();
    if !global.json {
        outln!(
            "{n} boards {}: solve them all in {} guesses, one guess a line (each goes to every \
             board not yet solved).",
            origin.label(),
            game.max_guesses()
        )?;
    }
    let mut lines = crate::input::stdin_lines();
    while let Some(line) = lines.next() {
        let line = line?;
        let line_no = lines.number();
        if line.trim().is_empty() {
            continue;
        }
        let marks = match game.play(&line) {
            Ok(m) => m,
            Err(e) => {
                errln!("line {line_no}: {e}");
                continue;
            }
        };
        if !global.json {
            let word = line.trim().to_ascii_lowercase();
            let cells: Vec<String> = marks
                .iter()
                .map(|m| match m {
                    Some(fb) => paint(&word, *fb, colour),
                    None => format!("{:^w$}", "-", w = 3 * word.len()),
                })
                .collect();
            outln!("{}", cells.join(" | "))?;
        }
        if game.is_over() {
            break;
        }
    }
    let solved: Vec<Option<usize>> = game.solved_at().to_vec();
    let finished = game.is_over();
    if global.json {
        let doc = BoardsGameDoc {
            answers: finished.then(|| answers.iter().map(|p| p.word.clone()).collect()),
            boards: n,
            finished,
            guesses: game.guesses().len(),
            puzzle: &origin.label(),
            solved_at: solved,
            won: game.is_won(),
        };
        outln!("{}", serde_json::to_string(&doc)?)?;
        return Ok(());
    }
    if !finished {
        outln!(
            "(game left unfinished after {} guesses)",
            game.guesses().len()
        )?;
        return Ok(());
    }
    if game.is_won() {
        outln!("All {n} solved in {}!", game.guesses().len())?;
    } else {
        let missed: Vec<String> = answers
            .iter()
            .zip(&solved)
            .filter(|(_, s)| s.is_none())
            .map(|(p, _)| p.word.to_ascii_uppercase())
            .collect();
        outln!("Out of guesses. Unsolved: {}.", missed.join(", "))?;
    }
    let per: Vec<String> = solved
        .iter()
        .map(|s| s.map_or_else(|| "X".to_string(), |t| t.to_string()))
        .collect();
    outln!("boards solved at guess: {}", per.join(" "))?;
    Ok(())
}

/// The guess with each letter on its colour (`--color`) or in brackets for green, parentheses for
/// yellow when colours are off.
fn paint(word: &str, fb: Feedback, colour: bool) -> String {
    let mut s = String::new();
    for (c, m) in word.chars().zip(fb.marks()) {
        let up: String = c.to_uppercase().collect();
        if colour {
            let style = match m {
                Mark::Green => styles::GREEN_TILE,
                Mark::Yellow => styles::YELLOW_TILE,
                Mark::Grey => styles::GREY_TILE,
            };
            s.push_str(&paint_style(style, format_args!(" {up} ")));
        } else {
            let _ = match m {
                Mark::Green => write!(s, "[{up}]"),
                Mark::Yellow => write!(s, "({up})"),
                Mark::Grey => write!(s, " {up} "),
            };
        }
    }
    s
}

/// The keyboard of the game's language: every letter coloured by the best mark it has received.
fn keys(keyboard: &[Vec<(char, Option<Mark>)>], colour: bool) -> String {
    let mut rows = Vec::new();
    for row in keyboard {
        let mut s = String::new();
        for &(c, k) in row {
            let up: String = c.to_uppercase().collect();
            if colour {
                let style = match k {
                    Some(Mark::Green) => styles::GREEN_TILE,
                    Some(Mark::Yellow) => styles::YELLOW_TILE,
                    Some(Mark::Grey) => styles::DIM_KEY,
                    None => styles::PLAIN_KEY,
                };
                s.push_str(&paint_style(style, up));
            } else {
                let _ = match k {
                    Some(Mark::Green) => write!(s, "[{up}]"),
                    Some(Mark::Yellow) => write!(s, "({up})"),
                    Some(Mark::Grey) => write!(s, " . "),
                    None => write!(s, " {up} "),
                };
            }
        }
        rows.push(s);
    }
    rows.join(if colour { "  " } else { " | " })
}
