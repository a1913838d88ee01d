//! `wordgames play nettle`: the direction game in the terminal, one guess or command a line.

use std::io::Write;

use wordgames_puzzles::nettle::{self, Game, Nettle, Verdict, map::Map, share};
use wordgames_puzzles::play::{FromPuzzle, Play as _};

use crate::cmd::common::ending;
use crate::{
    cli::{CliResult, Global},
    out::{paint, styles},
};

use super::{PlayArgs, steps, targets, write_svg};

/// Plays Nettle in the terminal, one line of input per guess or command.
pub fn play(global: &Global, args: PlayArgs) -> CliResult {
    let (wn, graph) = args.source.load()?;
    // The day's puzzle, or a chosen target (then no number: it is no day's puzzle).
    let (word, number, title) = match &args.target {
        Some(word) => (word.clone(), None, "(free play)".to_string()),
        None => {
            let date = args.date.unwrap_or_else(crate::cli::today);
            let list = targets(global, wn)?;
            let today = nettle::daily(wn, &list, date)?;
            let day = today.day;
            (
                today.puzzle.word,
                Some(day.number),
                format!("#{} ({})", day.number, day.date),
            )
        }
    };
    let nettle = Nettle::new(&graph, &word)?;
    let mut game = Game::from_puzzle(&nettle.puzzle(), &nettle)?;
    let mut out = crate::out::stdout();
    // The legend comes from the library's one table of relations, five entries a line.
    let legend: Vec<String> = nettle::legend()
        .into_iter()
        .map(|(emoji, meaning)| format!("{emoji} {meaning}"))
        .collect();
    let legend: Vec<String> = legend.chunks(5).map(|line| line.join(", ")).collect();
    writeln!(
        out,
        "Nettle {title}: guess the hidden word. Each clue is the route from your guess to it,\n\
         one emoji per step: {}. Commands: hint [N], sense, map [FILE.svg], give up, help.",
        legend.join(",\n")
    )?;
    let mut lines = crate::input::stdin_lines();
    loop {
        write!(out, "{}> ", game.clues().len() + 1)?;
        out.flush()?;
        let Some(line) = lines.next() else {
            writeln!(out)?;
            break;
        };
        let line = line?;
        let input = line.trim();
        match input.to_lowercase().as_str() {
            "" => continue,
            "help" => {
                writeln!(
                    out,
                    "type a word to guess; hint: the definition of the next word on your best route; hint N: the same on the route of clue N; sense: the meaning your last guess was read in; map: your clues as a Graphviz graph; map FILE.svg: draw them as an SVG picture; give up: reveal the route"
                )?;
                continue;
            }
            "hint" => {
                match game.hint() {
                    Some(h) => writeln!(out, "hint: the next word on your best route means: {h}")?,
                    None => writeln!(out, "hint: guess a word first")?,
                }
                continue;
            }
            command if command.starts_with("hint ") => {
                let n = command["hint ".len()..].trim();
                match n.parse::<usize>() {
                    Ok(n) => match game.hint_on(n) {
                        Some(h) => writeln!(
                            out,
                            "hint on clue {n}: the next word on its route means: {h}"
                        )?,
                        None if (1..=game.clues().len()).contains(&n) => {
                            writeln!(out, "clue {n} is the word itself: no hint")?
                        }
                        None if game.clues().is_empty() => {
                            writeln!(out, "hint: guess a word first")?
                        }
                        None => writeln!(
                            out,
                            "no clue {n}: the clues so far are 1 to {}",
                            game.clues().len()
                        )?,
                    },
                    Err(_) => writeln!(out, "hint N: N is a clue's number, not {n:?}")?,
                }
                continue;
            }
            "sense" => {
                match game.clues().last() {
                    Some(c) => writeln!(out, "{} was read as: {}", c.guess, c.sense_text())?,
                    None => writeln!(out, "no guess yet")?,
                }
                continue;
            }
            "map" => {
                writeln!(out, "{}", Map::new(game.clues()).to_dot())?;
                continue;
            }
            command if command.starts_with("map ") => {
                // The file name as typed (the command word was matched in lowercase).
                let path = std::path::Path::new(input["map ".len()..].trim());
                match write_svg(&Map::new(game.clues()), path) {
                    Ok(()) => writeln!(out, "drew the map of your clues in {}", path.display())?,
                    Err(why) => writeln!(out, "{why}")?,
                }
                continue;
            }
            "give up" | "giveup" => {
                game.give_up();
                if let Some(route) = ending(&game).and_then(|end| end.answer) {
                    writeln!(out, "the route: {}", route.join(" → "))?;
                }
                break;
            }
            _ => {}
        }
        match game.play(input)? {
            Verdict::Clue(c) if c.is_win() => {
                writeln!(
                    out,
                    "✅ {}",
                    paint(styles::GOOD, format_args!("{} is the word!", c.guess))
                )?;
                break;
            }
            Verdict::Clue(c) => writeln!(
                out,
                "{}  ({}{})",
                c.emoji,
                steps(c.len()),
                if game.last_is_best_yet() {
                    ", your best yet"
                } else {
                    ""
                }
            )?,
            Verdict::Unknown => writeln!(
                out,
                "{} (not counted)",
                paint(styles::BAD, "not a word I know")
            )?,
            Verdict::Unreachable(_) => writeln!(
                out,
                "{} (not counted)",
                paint(styles::BAD, "no route leads from that word to the target")
            )?,
        }
    }
    // At the end of input before the game is over, the game just stops. A chosen target is no
    // day's puzzle: its summary has no number.
    if let Some(text) = game.share(&share::title(number)) {
        writeln!(out, "\n{text}")?;
    }
    Ok(())
}
