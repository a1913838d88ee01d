//! `wordgames letter-boxed ...` and `wordgames play letter-boxed`: generate, solve, benchmark and
//! play Letter Boxed.

use std::{
    collections::BTreeMap,
    time::{Duration, Instant},
};

use clap::{Args, Subcommand};
use rand_core::SeedableRng;
use serde::Serialize;
use wordgames_lexicon::{AnyLexicon, BlockList, Profile};
use wordgames_puzzles::{
    Generator,
    daily::{GameId, Origin},
    letter_boxed::{Board, LetterBoxedGenerator, Puzzle, PuzzleDoc, Solver},
    rng::{Pcg32, shuffle},
};

use crate::{
    cli::{CliResult, Global, PuzzleChoice},
    cmd::common::{Band, block_list, deal},
    out::{paint, styles},
    progress::Job,
};

mod play;

pub use play::play;

/// The game's identifier for daily seeds.
const GAME: GameId = GameId::LetterBoxed;

#[derive(Debug, Subcommand)]
pub enum LetterBoxedCommand {
    /// Generate a board from a seed or a date (today by default) and show it with its par.
    Gen {
        #[command(flatten)]
        choice: PuzzleChoice,
        #[command(flatten)]
        options: GenOptions,
        /// Also show the best solution and the words the board was built from.
        #[arg(long)]
        solution: bool,
    },
    /// Solve a board exactly: the fewest words, then the most familiar, then the fewest letters.
    Solve {
        /// The board: four sides of three letters, such as "abc def ghi jkl".
        board: String,
        /// Look for solutions of at most this many words, 1 to 12.
        #[arg(long, default_value_t = 6, value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..=12))]
        max_words: usize,
        /// Show at most this many two-word solutions in text output (0: all; JSON has all); with
        /// --all, list at most this many solutions (0: all, up to a million), in text and JSON.
        #[arg(long, default_value_t = 20)]
        limit: usize,
        /// Count every solution of at most --max-words words, three words and more too, and list
        /// the first --limit of them: by words, then alphabetically.
        #[arg(long)]
        all: bool,
        /// Offer every word of the lexicon, the block list's too.
        #[arg(long)]
        allow_all: bool,
    },
    /// Time generation and solving over many seeds and print the medians.
    Bench {
        /// How many boards (seeds 1 to N), 1 to 1,000,000.
        #[arg(long, default_value_t = 200, value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
        boards: u64,
        #[command(flatten)]
        options: GenOptions,
    },
}

/// Generator options shared by `gen`, `bench` and `play`.
#[derive(Debug, Args, Clone, Copy)]
pub struct GenOptions {
    /// Build boards from chains of at most this many common words (2 to 6): the par is at most
    /// this.
    #[arg(long, default_value_t = 3, value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(2..=6))]
    pub max_words: usize,
    /// Use every word of the lexicon, the block list's too (by default boards and solutions
    /// leave out the words of the English block list).
    #[arg(long)]
    pub allow_all: bool,
    #[command(flatten)]
    pub band: Band,
}

/// `wordgames play letter-boxed`.
#[derive(Debug, Args)]
pub struct PlayArgs {
    #[command(flatten)]
    choice: PuzzleChoice,
    #[command(flatten)]
    options: GenOptions,
}

/// Runs `wordgames letter-boxed ...`.
pub fn run(global: &Global, command: LetterBoxedCommand) -> CliResult {
    let lex = global.lexicon()?;
    match command {
        LetterBoxedCommand::Gen {
            choice,
            options,
            solution,
        } => {
            let generator = generator(lex, options, global.lang)?;
            let (puzzle, origin) = generate(&generator, &choice)?;
            let doc = PuzzleDoc::new(&generator, &puzzle, &origin);
            if global.json {
                outln!("{}", serde_json::to_string(&doc)?)?;
            } else {
                outln!("Letter Boxed {}", origin.label())?;
                out!("{}", draw(&puzzle.board, 0))?;
                outln!("par: {} words", puzzle.par)?;
                outln!("{}", difficulty_line(&puzzle))?;
                if solution {
                    // As the list spells the words (canción, not the key cancion).
                    outln!("best solution: {}", doc.shown_solution().join(" - "))?;
                    outln!("built from: {}", doc.shown_chain().join(" - "))?;
                }
            }
            Ok(())
        }
        LetterBoxedCommand::Solve {
            board,
            max_words,
            limit,
            all,
            allow_all,
        } => {
            let blocked = boxed_block_list(allow_all, global.lang);
            let board = Board::parse_in(&board, global.lang)?;
            let solver = Solver::with_block_list(&board, &lex, &blocked);
            if all {
                solve_all(global, &solver, max_words, limit)
            } else {
                solve(global, &solver, max_words, limit)
            }
        }
        LetterBoxedCommand::Bench { boards, options } => bench(global, lex, boards, options),
    }
}

/// The difficulty line of `gen`: the par and the rarest word of the shown solution.
fn difficulty_line(puzzle: &Puzzle) -> String {
    let d = puzzle.difficulty;
    format!(
        "difficulty: par {}, rarest word of the solution Zipf {}",
        d.par, d.rarest
    )
}

/// `wordgames letter-boxed solve --json`.
#[derive(Serialize)]
struct SolveDoc<'a> {
    best: Option<&'a Vec<String>>,
    board: String,
    letters: Option<usize>,
    max_words: usize,
    playable_words: usize,
    sides: Vec<String>,
    two_word_solutions: Vec<&'a Vec<String>>,
    words: Option<usize>,
}

/// `wordgames letter-boxed solve --all --json`.
#[derive(Serialize)]
struct SolveAllDoc<'a> {
    board: String,
    by_words: &'a [u64],
    complete: bool,
    listed: Vec<&'a Vec<String>>,
    max_words: usize,
    playable_words: usize,
    saturated: bool,
    sides: Vec<String>,
    solutions: u64,
}

/// Median, 90th percentile and maximum of a bench, in milliseconds.
#[derive(Serialize)]
struct Spread {
    max: f64,
    median: f64,
    p90: f64,
}

impl From<(f64, f64, f64)> for Spread {
    fn from((median, p90, max): (f64, f64, f64)) -> Spread {
        Spread { max, median, p90 }
    }
}

/// `wordgames letter-boxed bench --json`.
#[derive(Serialize)]
struct BenchDoc {
    boards: u64,
    generate_ms: Spread,
    max_words: usize,
    par: BTreeMap<usize, u64>,
    random_boards_par: BTreeMap<usize, u64>,
    random_boards_solve_ms: Spread,
    setup_ms: f64,
    solve_ms: Spread,
    solve_with_two_word_list_ms: Spread,
}

/// The block list of a Letter Boxed command: the English one in English, none with
/// `--allow-all` or in another language (the English list is no judge of its words).
fn boxed_block_list(allow_all: bool, lang: &Profile) -> BlockList {
    block_list(allow_all || !lang.is_ascii_az())
}

fn generator(
    lex: AnyLexicon,
    options: GenOptions,
    lang: &'static Profile,
) -> CliResult<LetterBoxedGenerator<std::borrow::Cow<'static, [u8]>>> {
    Ok(
        LetterBoxedGenerator::new_in_band(lex, lang, options.band.familiarity)?
            .with_max_words(options.max_words)?
            .with_block_list(boxed_block_list(options.allow_all, lang)),
    )
}

/// The puzzle of `--seed`, or the date's puzzle (today's by default) from the library's daily
/// recipe.
fn generate(
    generator: &LetterBoxedGenerator<std::borrow::Cow<'static, [u8]>>,
    choice: &PuzzleChoice,
) -> CliResult<(Puzzle, Origin)> {
    let (mut rng, origin) = deal(choice, GAME)?;
    // A date's origin seeds its day's generator: the date's board (`Generator::deal`).
    let puzzle = generator.generate(&mut rng)?;
    Ok((puzzle, origin))
}

fn board_sides(board: &Board) -> Vec<String> {
    board.side_texts().into()
}

/// Draws the board as a square; letters covered by `covered` (a 12-bit mask) in capitals.
fn draw(board: &Board, covered: u16) -> String {
    board.draw_with(covered, |letter, is_covered| {
        if is_covered {
            paint(styles::COVERED, letter.to_uppercase())
        } else {
            letter.to_string()
        }
    })
}

/// `letter-boxed solve`: the best solution of at most `max_words` words and the first `limit`
/// (0: all) two-word solutions of the solver's board.
fn solve(global: &Global, solver: &Solver, max_words: usize, limit: usize) -> CliResult {
    let board = solver.board();
    let best = solver.best(max_words);
    let two = solver.two_word_solutions();
    if global.json {
        let two: Vec<&Vec<String>> = two.iter().map(|s| &s.words).collect();
        let doc = SolveDoc {
            best: best.as_ref().map(|s| &s.words),
            board: board.to_string(),
            letters: best.as_ref().map(|s| s.letters()),
            max_words,
            playable_words: solver.words().count(),
            sides: board_sides(board),
            two_word_solutions: two,
            words: best.as_ref().map(|s| s.len()),
        };
        outln!("{}", serde_json::to_string(&doc)?)?;
        return Ok(());
    }
    out!("{}", draw(board, 0))?;
    outln!("{} playable words", solver.words().count())?;
    match &best {
        Some(best) => outln!(
            "best: {}  ({} words, {} letters)",
            best,
            best.len(),
            best.letters()
        )?,
        None => outln!(
            "no solution within {max_words} word{}",
            if max_words == 1 { "" } else { "s" }
        )?,
    }
    if two.is_empty() {
        outln!("no two-word solution")?;
    } else {
        outln!("{} two-word solutions:", two.len())?;
        let shown = if limit == 0 { two.len() } else { limit };
        for s in two.iter().take(shown) {
            outln!("  {s}  ({} letters)", s.letters())?;
        }
        if shown < two.len() {
            outln!("  ... {} more (--limit 0 shows all)", two.len() - shown)?;
        }
    }
    Ok(())
}

/// The most solutions `solve --all --limit 0` lists.
const MAX_LISTED: u64 = 1_000_000;

/// `letter-boxed solve --all`: the count of every solution of at most `max_words` words, and
/// the first `limit` (0: all) of them.
fn solve_all(global: &Global, solver: &Solver, max_words: usize, limit: usize) -> CliResult {
    let board = solver.board();
    let limit = if limit == 0 {
        // All of them, when they are few enough to print: counting lists nothing.
        let total = solver.solutions(max_words, 0)?.total();
        if total > MAX_LISTED {
            return Err(format!(
                "{total} solutions of at most {max_words} words: too many to list them all (at most {MAX_LISTED}); give --limit N"
            )
            .into());
        }
        usize::try_from(total).unwrap_or(usize::MAX)
    } else {
        limit
    };
    let all = solver.solutions(max_words, limit)?;
    if global.json {
        let doc = SolveAllDoc {
            board: board.to_string(),
            by_words: &all.counts,
            complete: all.is_complete(),
            listed: all.listed.iter().map(|s| &s.words).collect(),
            max_words,
            playable_words: solver.words().count(),
            saturated: all.is_saturated(),
            sides: board_sides(board),
            solutions: all.total(),
        };
        outln!("{}", serde_json::to_string(&doc)?)?;
        return Ok(());
    }
    out!("{}", draw(board, 0))?;
    outln!("{} playable words", solver.words().count())?;
    let by_words: Vec<String> = all
        .counts
        .iter()
        .enumerate()
        .filter(|(_, n)| **n > 0)
        .map(|(i, n)| {
            format!(
                "{} of {} word{}",
                count(*n),
                i + 1,
                if i == 0 { "" } else { "s" }
            )
        })
        .collect();
    outln!(
        "{} solutions of at most {max_words} words{}",
        count(all.total()),
        if by_words.is_empty() {
            String::new()
        } else {
            format!(": {}", by_words.join(", "))
        }
    )?;
    for s in &all.listed {
        outln!("  {s}  ({} words, {} letters)", s.len(), s.letters())?;
    }
    if !all.is_complete() {
        outln!(
            "  ... {} more (a larger --limit lists more; 0 lists all, up to a million)",
            if all.is_saturated() {
                format!("at least {}", u64::MAX - all.listed.len() as u64)
            } else {
                (all.total() - all.listed.len() as u64).to_string()
            }
        )?;
    }
    Ok(())
}

/// A count of solutions; one that saturated is "at least" its value.
fn count(n: u64) -> String {
    if n == u64::MAX {
        format!("at least {n}")
    } else {
        n.to_string()
    }
}

/// Median, 90th percentile and maximum of `times`, in milliseconds.
fn summary(times: &mut [Duration]) -> (f64, f64, f64) {
    times.sort_unstable();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let at = |q: f64| ms(times[((times.len() - 1) as f64 * q).round() as usize]);
    (at(0.5), at(0.9), ms(times[times.len() - 1]))
}

fn bench(global: &Global, lex: AnyLexicon, n: u64, options: GenOptions) -> CliResult {
    let start = Instant::now();
    let generator = generator(lex, options, global.lang)?;
    let setup = start.elapsed();
    let mut generate = Vec::new();
    let mut solve = Vec::new();
    let mut solve_all = Vec::new();
    let mut pars = BTreeMap::new();
    // Generated boards, then as many random ones.
    let job = Job::bar(2 * n, "boards");
    for seed in 1..=n {
        job.inc();
        let t = Instant::now();
        let puzzle = generator.generate(&mut Pcg32::seed_from_u64(seed))?;
        generate.push(t.elapsed());
        *pars.entry(puzzle.par).or_insert(0u64) += 1;
        let t = Instant::now();
        let solver = generator.solver(&puzzle.board);
        let best = solver.best(6);
        solve.push(t.elapsed());
        let twos = solver.two_word_solutions().len();
        solve_all.push(t.elapsed());
        std::hint::black_box((best, twos));
    }
    // Random boards too: twelve letters dealt from a shuffled alphabet, hard letters and all,
    // so many have a par of 3 or more or no solution within six words.
    let mut random = Vec::new();
    let mut random_pars = BTreeMap::new();
    for seed in 1..=n {
        job.inc();
        let mut rng = Pcg32::seed_from_u64(seed);
        let mut alphabet: Vec<u8> = (b'a'..=b'z').collect();
        shuffle(&mut rng, &mut alphabet);
        let mut sides = [[0u8; 3]; 4];
        for (i, &l) in alphabet.iter().take(12).enumerate() {
            sides[i / 3][i % 3] = l;
        }
        let board = Board::new(sides)?;
        let t = Instant::now();
        let best = generator.solver(&board).best(6);
        random.push(t.elapsed());
        *random_pars
            .entry(best.map_or(0, |b| b.len()))
            .or_insert(0u64) += 1;
    }
    job.finish(format_args!(
        "letter-boxed bench: {n} generated and {n} random boards"
    ));
    let (r50, r90, rmax) = summary(&mut random);
    let (g50, g90, gmax) = summary(&mut generate);
    let (s50, s90, smax) = summary(&mut solve);
    let (a50, a90, amax) = summary(&mut solve_all);
    if global.json {
        let doc = BenchDoc {
            boards: n,
            generate_ms: (g50, g90, gmax).into(),
            max_words: options.max_words,
            par: pars,
            random_boards_par: random_pars,
            random_boards_solve_ms: (r50, r90, rmax).into(),
            setup_ms: setup.as_secs_f64() * 1e3,
            solve_ms: (s50, s90, smax).into(),
            solve_with_two_word_list_ms: (a50, a90, amax).into(),
        };
        outln!("{}", serde_json::to_string(&doc)?)?;
    } else {
        outln!(
            "letter boxed, {n} boards (seeds 1..={n}), chains of at most {} words",
            options.max_words
        )?;
        outln!(
            "generator setup (index the common tier): {:.1} ms",
            setup.as_secs_f64() * 1e3
        )?;
        outln!("generate with par:  median {g50:.2} ms, p90 {g90:.2} ms, max {gmax:.2} ms")?;
        outln!("solve (best):       median {s50:.2} ms, p90 {s90:.2} ms, max {smax:.2} ms")?;
        outln!("solve + two-word:   median {a50:.2} ms, p90 {a90:.2} ms, max {amax:.2} ms")?;
        let pars: Vec<String> = pars.iter().map(|(p, c)| format!("par {p}: {c}")).collect();
        outln!("generated boards: {}", pars.join(", "))?;
        outln!("solve random boards: median {r50:.2} ms, p90 {r90:.2} ms, max {rmax:.2} ms")?;
        let pars: Vec<String> = random_pars
            .iter()
            .map(|(p, c)| match p {
                0 => format!("none within 6 words: {c}"),
                p => format!("par {p}: {c}"),
            })
            .collect();
        outln!("random boards: {}", pars.join(", "))?;
    }
    Ok(())
}
