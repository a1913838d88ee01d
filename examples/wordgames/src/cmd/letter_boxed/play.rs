//! `wordgames play letter-boxed`: a board in the terminal, one word a line.

use std::io::{self, Write};

use wordgames_lexicon::AnyLexicon;
use wordgames_puzzles::{
    letter_boxed::{Game, Par, Verdict},
    play::Play,
};

use crate::{
    cli::{CliResult, Global},
    out::{paint, styles},
};

use super::{PlayArgs, draw, generate, generator};

/// Runs `wordgames play letter-boxed`.
pub fn play(global: &Global, args: PlayArgs) -> CliResult {
    play_with(global.lexicon()?, args)
}

pub(super) const HELP: &str =
    "Type a word and press Enter. Commands: :undo (or -), :giveup, :help, :quit.";

pub(super) fn play_with(lex: AnyLexicon, args: PlayArgs) -> CliResult {
    let generator = generator(lex, args.options)?;
    let (puzzle, origin) = generate(&generator, &args.choice)?;
    let mut game = Game::from_puzzle(&puzzle, generator.lexicon());
    let mut out = crate::out::stdout();
    writeln!(
        out,
        "Letter Boxed {}: use all twelve letters; each word starts with the last letter of the one before,\nand two letters in a row never come from the same side. Par: {} words.",
        origin.label(),
        puzzle.par
    )?;
    writeln!(out, "{HELP}")?;
    let mut lines = crate::input::stdin_lines();
    // The answer is shown through the library's `Play::answer`, which gives it only once the
    // game is over.
    let reveal = |out: &mut dyn Write, game: &Game<'_, _>| -> io::Result<()> {
        let Some(solution) = Play::answer(game) else {
            return Ok(());
        };
        writeln!(
            out,
            "Best solution: {} ({} words, {} letters)",
            solution.join(" - "),
            solution.len(),
            solution.iter().map(String::len).sum::<usize>()
        )
    };
    loop {
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
            reveal(&mut out, &game)?;
            return Ok(());
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
                reveal(&mut out, &game)?;
                return Ok(());
            }
            ":quit" | ":q" => return Ok(()),
            word => match game.play(word) {
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
                    reveal(&mut out, &game)?;
                    return Ok(());
                }
                Ok(_) => {}
                Err(why) => writeln!(out, "{}", paint(styles::BAD, why))?,
            },
        }
    }
}
