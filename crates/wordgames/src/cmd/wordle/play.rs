//! `wordgames play wordle` and `wordgames play absurdle`: the games in the terminal, one guess a
//! line.

use std::fmt::Write as _;

use serde::Serialize;
use wordgames_puzzles::{daily::GameId, wordle};
use wordgames_wordle::{
    Absurdle, AnalysisDoc, Feedback, FromPuzzle as _, Game, Mark, Mode, MultiGame, Play as _,
    analyze, multi_guesses,
};

use crate::cmd::common::{Ending, ending};
use crate::{
    cli::{CliResult, Global},
    input::InputLines,
    out::{paint as paint_style, styles},
};

use super::view::print_analysis;
use super::{AbsurdleArgs, PlayArgs};

/// `wordgames wordle solve --json`, when the game is left.
#[derive(Serialize)]
pub(super) struct LeftDoc {
    grid: Vec<String>,
    guesses: usize,
    left: usize,
    won: bool,
}

/// `wordgames play wordle --boards N --json`.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct BoardsGameDoc<'a> {
    answers: Option<Vec<String>>,
    boards: usize,
    finished: bool,
    guesses: usize,
    puzzle: &'a str,
    solved_at: Vec<Option<usize>>,
    won: bool,
}

/// `wordgames play wordle --json`.
#[derive(Serialize)]
pub(super) struct GameDoc<'a> {
    answer: Option<&'a String>,
    difficulty: DifficultyDoc,
    finished: bool,
    grid: Vec<String>,
    guesses: usize,
    puzzle: &'a str,
    won: bool,
    /// With --analyze, the game's analysis.
    #[serde(skip_serializing_if = "Option::is_none")]
    analysis: Option<AnalysisDoc<'a>>,
}

/// The answer's difficulty in `play wordle --json`
/// ([`Difficulty`](wordgames_puzzles::wordle::Difficulty)), which does not tell the answer.
#[derive(Serialize)]
pub(super) struct DifficultyDoc {
    answer_zipf: f32,
    entropy_guesses: Option<u32>,
    measured: bool,
}

impl DifficultyDoc {
    fn of(difficulty: &wordle::Difficulty) -> DifficultyDoc {
        DifficultyDoc {
            answer_zipf: difficulty.answer.get(),
            entropy_guesses: difficulty.guesses,
            measured: difficulty.measured,
        }
    }
}

/// The difficulty line of `play wordle`: the answer's frequency and the entropy strategy's
/// guesses.
fn difficulty_line(difficulty: &wordle::Difficulty) -> String {
    let guesses = difficulty
        .guesses
        .map(|n| format!(", the entropy strategy finds it in {n} guesses"))
        .unwrap_or_default();
    format!("difficulty: answer Zipf {}{guesses}", difficulty.answer)
}

/// A terminal game on stdin: for text output, prints `intro` first; then plays the non-blank
/// lines as guesses with `play` until `over` says the game is over or the input ends. A guess
/// the game refuses is reported on stderr with its line number and skipped; for text output,
/// `show` prints what a played guess gave. Returns stdin, for what is read after the game.
fn play_stdin<G, T, E: std::fmt::Display>(
    json: bool,
    intro: &str,
    game: &mut G,
    play: impl Fn(&mut G, &str) -> Result<T, E>,
    over: impl Fn(&G) -> bool,
    mut show: impl FnMut(&G, &str, T) -> CliResult,
) -> CliResult<InputLines<std::io::StdinLock<'static>>> {
    if !json {
        outln!("{intro}")?;
    }
    let mut lines = crate::input::stdin_lines();
    while let Some(line) = lines.next() {
        let line = line?;
        if line.trim().is_empty() {
            continue;
        }
        match play(game, &line) {
            Ok(_) if json => {}
            Ok(played) => show(game, &line, played)?,
            Err(e) => {
                errln!("line {}: {e}", lines.number());
                continue;
            }
        }
        if over(game) {
            break;
        }
    }
    Ok(lines)
}

/// Absurdle in the terminal: the host is the library's, this prints.
pub fn play_absurdle(global: &Global, args: AbsurdleArgs) -> CliResult {
    let wordle = args.lists.load_lazy(global)?;
    let mut game = Absurdle::new(&wordle);
    let colour = crate::out::color();
    let intro = format!(
        "Absurdle: the host keeps the largest bucket of answers; corner it. {}-letter words, \
         no guess limit, one guess a line.",
        wordle.word_len()
    );
    play_stdin(
        global.json,
        &intro,
        &mut game,
        Absurdle::play,
        Absurdle::is_won,
        |game, line, fb| {
            let word = line.trim().to_ascii_lowercase();
            let left = game.candidates().len();
            outln!(
                "{}  {}  ({left} word{} left)",
                paint(&word, fb, colour),
                fb,
                if left == 1 { "" } else { "s" }
            )?;
            Ok(())
        },
    )?;
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
pub(super) fn play_wordle(global: &Global, args: &PlayArgs) -> CliResult {
    if args.boards != 1 {
        return play_boards(global, args);
    }
    let (choice, hard) = (&args.choice, args.hard);
    let (wordle, lexicon) = args.lists.load_lazy_with_lexicon(global)?;
    let origin = choice.origin(GameId::Wordle)?;
    let label = origin.label();
    let answer = wordle::puzzle(&wordle, &origin);
    // Rated once the game is over (the opener of lists other than the classic ones is a search).
    let difficulty = || wordle::difficulty_in(&wordle, &lexicon, &answer.word);
    let mode = if hard { Mode::Hard } else { Mode::Normal };
    let mut game = Game::from_puzzle(&answer, (&wordle, mode))?;
    let colour = crate::out::color();
    let intro = format!(
        "Wordle {label}{}: guess the {}-letter word in {} tries, one guess a line.",
        if hard { ", hard mode" } else { "" },
        wordle.word_len(),
        game.max_guesses()
    );
    let mut lines = play_stdin(
        global.json,
        &intro,
        &mut game,
        |game, line| game.play(line),
        |game| ending(game).is_some(),
        |game, line, fb| {
            let word = wordle.guesses().normalize(line);
            outln!("{}  {}", paint(&word, fb, colour), fb)?;
            outln!("  {}", keys(&game.keys(), colour))?;
            Ok(())
        },
    )?;
    // Over, and how, from the library's `Play`: the answer is named only then.
    let end = ending(&game);
    let won = end.as_ref().is_some_and(Ending::is_won);
    let finished = end.is_some();
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
        let analysis = analysed.as_ref().map(AnalysisDoc::new);
        outln!(
            "{}",
            serde_json::to_string(&GameDoc {
                answer: if finished { Some(&answer.word) } else { None },
                difficulty: DifficultyDoc::of(&difficulty()?),
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
    outln!("{}", difficulty_line(&difficulty()?))?;
    outln!()?;
    if let Some(share) = game.share(&wordle::title(&origin)) {
        outln!("{share}")?;
    }
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
pub(super) fn play_boards(global: &Global, args: &PlayArgs) -> CliResult {
    if args.hard || args.analyze {
        return Err("--boards is played in normal mode, without the analysis".into());
    }
    let wordle = args.lists.load_lazy(global)?;
    let choice = &args.choice;
    let origin = choice.origin(GameId::Wordle)?;
    let n = args.boards;
    let answers = wordle::boards(&wordle, &origin, n)?;
    let ids: Vec<u32> = answers.iter().map(|p| p.answer).collect();
    let mut game = MultiGame::new(&wordle, &ids, multi_guesses(n))?;
    let colour = crate::out::color();
    let intro = format!(
        "{n} boards {}: solve them all in {} guesses, one guess a line (each goes to every \
         board not yet solved).",
        origin.label(),
        game.max_guesses()
    );
    play_stdin(
        global.json,
        &intro,
        &mut game,
        MultiGame::play,
        MultiGame::is_over,
        |_, line, marks| {
            let word = line.trim().to_ascii_lowercase();
            let cells: Vec<String> = marks
                .iter()
                .map(|m| match m {
                    Some(fb) => paint(&word, *fb, colour),
                    None => format!("{:^w$}", "-", w = 3 * word.len()),
                })
                .collect();
            outln!("{}", cells.join(" | "))?;
            Ok(())
        },
    )?;
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
pub(super) fn paint(word: &str, fb: Feedback, colour: bool) -> String {
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
pub(super) fn keys(keyboard: &[Vec<(char, Option<Mark>)>], colour: bool) -> String {
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
