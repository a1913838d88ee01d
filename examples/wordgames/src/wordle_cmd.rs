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
    Entropy, Exact, Feedback, FirstGuess, Game, Lookahead, Mark, Mode, RandomCandidate,
    SearchOptions, SearchProgress, Simulation, State, Status, Strategy, WordList, Wordle,
    rank_guesses, simulate, solve_with_first_observed,
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
    /// A uniformly random possible answer (seeded with --seed).
    Random,
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
    /// Random: the seed.
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
}

pub fn run(global: &Global, command: WordleCommand) -> CliResult {
    match command {
        WordleCommand::Bench { strategy, lists } => bench(global, &strategy, &lists),
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
    }
}

pub fn play(global: &Global, args: PlayArgs) -> CliResult {
    play_wordle(global, &args.choice, args.hard, &args.lists)
}

/// A search that ran out of positions says how to go on: a larger `--budget`, or `--first`.
fn budget_hint(e: wordgames_wordle::Error) -> Box<dyn std::error::Error + Send + Sync> {
    match e {
        wordgames_wordle::Error::BudgetExhausted { budget } => format!(
            "the search visited its budget of {budget} positions without finishing: run again with a larger --budget (the exact search of the classic lists from the empty board expands about 1,600 positions a second of CPU time), or give --first WORD (after --first salet it needs fewer than 50,000)"
        )
        .into(),
        e => e.into(),
    }
}

fn read_list(path: &Path) -> CliResult<WordList> {
    let file = std::fs::File::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(WordList::from_reader(std::io::BufReader::new(file))
        .map_err(|e| format!("{}: {e}", path.display()))?)
}

impl Lists {
    fn load(&self) -> CliResult<Wordle> {
        let answers = match &self.answers {
            Some(p) => read_list(p)?,
            None => WordList::classic_answers(),
        };
        let guesses = match (&self.guesses, &self.answers) {
            (Some(p), _) => read_list(p)?,
            (None, Some(_)) => answers.clone(),
            (None, None) => WordList::classic_guesses(),
        };
        Ok(Wordle::new(answers, guesses)?)
    }
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
            StrategyName::Random => Box::new(RandomCandidate::new(Pcg32::seed_from_u64(self.seed))),
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
            StrategyName::Random => format!("random (seed {})", self.seed),
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
}

fn bench(global: &Global, args: &StrategyArgs, lists: &Lists) -> CliResult {
    let start = Instant::now();
    let wordle = lists.load()?;
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

fn tree(
    global: &Global,
    args: &StrategyArgs,
    lists: &Lists,
    out: &Path,
    format: Option<TreeFormat>,
) -> CliResult {
    let wordle = lists.load()?;
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
    let wordle = lists.load()?;
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
                eprintln!("wordgames: line {line_no}: {e}");
                if interactive {
                    eprintln!("(type a guess and its feedback, e.g. `salet ..y.g`)");
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

/// The terminal game: the answer and the game come from the libraries, this prints.
fn play_wordle(global: &Global, choice: &PuzzleChoice, hard: bool, lists: &Lists) -> CliResult {
    let wordle = lists.load()?;
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
                eprintln!("line {line_no}: {e}");
                continue;
            }
        };
        if !global.json {
            let word = line.trim().to_ascii_lowercase();
            outln!("{}  {}", paint(&word, fb, colour), fb)?;
            outln!("  {}", keys(&game.keyboard(), colour))?;
        }
        if game.is_over() {
            break;
        }
    }
    let status = game.status();
    let won = status == Status::Won;
    let finished = game.is_over();
    let guesses = game.turns().len();
    if global.json {
        let grid: Vec<String> = game.turns().iter().map(|t| t.feedback.to_emoji()).collect();
        outln!(
            "{}",
            serde_json::to_string(&GameDoc {
                answer: if finished { Some(&answer.word) } else { None },
                finished,
                grid,
                guesses,
                puzzle: &label,
                won,
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
    Ok(())
}

/// The guess with each letter on its colour (`--color`) or in brackets for green, parentheses for
/// yellow when colours are off.
fn paint(word: &str, fb: Feedback, colour: bool) -> String {
    let mut s = String::new();
    for (c, m) in word.chars().zip(fb.marks()) {
        let up = c.to_ascii_uppercase();
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

/// The keyboard: every letter coloured by the best mark it has received.
fn keys(keyboard: &[Option<Mark>; 26], colour: bool) -> String {
    let mut rows = Vec::new();
    for row in ["qwertyuiop", "asdfghjkl", "zxcvbnm"] {
        let mut s = String::new();
        for c in row.bytes() {
            let k = keyboard[usize::from(c - b'a')];
            let up = char::from(c.to_ascii_uppercase());
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
