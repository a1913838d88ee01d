//! `wordgames play letter-boxed`: a board in the terminal, one word a line.

use std::io::Write;

use wordgames_lexicon::{AnyLexicon, Profile};
use wordgames_puzzles::letter_boxed::{Game, Par, Verdict};
use wordgames_puzzles::play::FromPuzzle;

use crate::cmd::common::ending;
use crate::{
    cli::{CliResult, Global},
    out::{paint, styles},
};

use super::{PlayArgs, draw, generate, generator};

/// Runs `wordgames play letter-boxed`.
pub fn play(global: &Global, args: PlayArgs) -> CliResult {
    play_with(global.lexicon()?, global.lang, args)
}

pub(super) const HELP: &str =
    "Type a word and press Enter. Commands: :undo (or -), :giveup, :help, :quit.";

pub(super) fn play_with(lex: AnyLexicon, lang: &'static Profile, args: PlayArgs) -> CliResult {
    let generator = generator(lex, args.options, lang)?;
    let (puzzle, origin) = generate(&generator, &args.choice)?;
    let mut game = Game::from_puzzle(&puzzle, generator.lexicon())?;
    let mut out = crate::out::stdout();
    writeln!(
        out,
        "Letter Boxed {}: use all twelve letters; each word starts with the last letter of the one before,\nand two letters in a row never come from the same side. Par: {} words.",
        origin.label(),
        puzzle.par
    )?;
    writeln!(out, "{HELP}")?;
    let mut lines = crate::input::stdin_lines();
    loop {
        // Over (solved or given up) and what may be shown: decided by `ending`, through the
        // library's `Play`.
        if let Some(end) = ending(&game) {
            if let Some(solution) = end.answer {
                writeln!(
                    out,
                    "Best solution: {} ({} words, {} letters)",
                    solution.join(" - "),
                    solution.len(),
                    solution.iter().map(String::len).sum::<usize>()
                )?;
            }
            return Ok(());
        }
        write!(out, "\n{}", draw(game.board(), game.covered()))?;
        let words: Vec<&str> = game.words().collect();
        if !words.is_empty() {
            writeln!(out, "words: {}", words.join(" - "))?;
        }
        writeln!(out, "letters left: {}", game.uncovered())?;
        match game.next_letter() {
            Some(next) => write!(out, "next word (starts with {next:?})> ")?,
            None => write!(out, "first word> ")?,
        }
        out.flush()?;
        let Some(line) = lines.next() else {
            writeln!(out, "\n(end of input)")?;
            game.give_up();
            continue;
        };
        let line = line?;
        let input = line.trim().to_ascii_lowercase();
        match input.as_str() {
            "" => continue,
            ":help" | "?" => writeln!(out, "{HELP}")?,
            ":undo" | "-" => match game.undo() {
                Some(w) => writeln!(out, "took back {w:?}")?,
                None => writeln!(out, "nothing to undo")?,
            },
            ":giveup" | ":give up" | "give up" => {
                game.give_up();
                continue;
            }
            ":quit" | ":q" => return Ok(()),
            // The game folds case itself, and names a word as typed.
            _ => match game.play(line.trim()) {
                Ok(Verdict::Solved { words, par }) => {
                    let par = match par {
                        Par::Made => "par!".to_string(),
                        Par::Over { par } => format!("par is {par}"),
                        _ => format!("par is {}", puzzle.par),
                    };
                    writeln!(
                        out,
                        "\n{} ({par}): {}",
                        paint(styles::GOOD, format_args!("Solved in {words} words")),
                        game.words().collect::<Vec<_>>().join(" - ")
                    )?;
                }
                Ok(_) => {}
                Err(why) => writeln!(out, "{}", paint(styles::BAD, why))?,
            },
        }
    }
}
