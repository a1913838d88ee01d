//! `wordgames play wordseq`: a level in the terminal, one move a line.

use std::{
    fs::File,
    io::{self, Write},
};

use wordgames_lexicon::{AnyLexicon, Profile};

use wordgames_puzzles::play::FromPuzzle;
use wordgames_puzzles::{
    Generator,
    daily::{Calendar, Origin},
    wordseq::{Dictionary, Difficulty, Grid, Level, LevelGame, Move, Verdict, WordseqGenerator},
};

use crate::cmd::common::ending;
use crate::{
    cli::CliResult,
    out::{paint, styles},
};

use super::{PlayArgs, generator, origin_of, seq_block_list};

pub(super) fn play_with(lex: &AnyLexicon, lang: &'static Profile, args: PlayArgs) -> CliResult {
    let (level, label, from_file) = match &args.level {
        Some(path) => {
            let reader =
                File::open(path).map_err(|e| format!("cannot open {}: {e}", path.display()))?;
            let level = Level::from_reader_in(io::BufReader::new(reader), lang)
                .map_err(|e| format!("{}: {e}", path.display()))?;
            (level, path.display().to_string(), true)
        }
        None => {
            let (origin, label) = origin_of(&args.choice)?;
            let level = match origin {
                // The day's level, in every language, comes from the one function that gives
                // it (the level `wordgames daily` shows).
                Origin::Daily(day)
                    if args.difficulty == Difficulty::Normal && !args.limits.any() =>
                {
                    WordseqGenerator::new_in(lex, lang)?
                        .deal(&Calendar::PUBLIC, day.date)?
                        .puzzle
                }
                _ => {
                    let generator = args.limits.apply(generator(
                        lex,
                        lang,
                        args.difficulty,
                        args.allow_all,
                    )?)?;
                    generator.generate_with_report(&mut origin.rng())?.0
                }
            };
            (level, format!("{} ({label})", args.difficulty), false)
        }
    };
    // A level file is judged from its own tree, as a front end judges it; a generated level
    // with the lexicon, which knows every state.
    let block_list = seq_block_list(args.allow_all, lang);
    let dictionary = match Dictionary::new_in(lex, lang, level.word_length(), &block_list) {
        Ok(dictionary) => Some(dictionary),
        // A level file is played from its tree even then.
        Err(_) if from_file => None,
        Err(e) => return Err(e.into()),
    };
    let mut game = match &dictionary {
        Some(dictionary) if !from_file => LevelGame::searching(&level, dictionary)?,
        // A level file broken in structure is refused with the error `wordseq check` gives
        // (`Level::check_structure`, which both run first). Where a pruned tree stops listing
        // the moves, the lexicon's search goes on from the same state, if it can judge the
        // moves made.
        _ => LevelGame::from_puzzle(&level, dictionary.as_ref())
            .map_err(|e| format!("{label}: {e}"))?,
    };
    let optimum = level.optimum();
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
        match game.hand_over() {
            Ok(true) => {
                outln!("(the level's tree stops here; the lexicon judges the moves from now on)")?;
            }
            Ok(false) => {}
            Err(why) => {
                outln!(
                    "The level's tree lists no moves from here ({} more were possible), and the lexicon cannot go on: {why}.",
                    game.best_remaining()?
                )?;
                break;
            }
        }
        if ending(&game).is_some() {
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
                lex.spell_all(words_formed).join(", ")
            )?,
            Verdict::NonOptimal {
                words_formed,
                best_total,
                lost,
            } => outln!(
                "{}: {} (costs {lost} move{}: the best game now is {best_total})",
                paint(styles::FAIR, "non-optimal"),
                lex.spell_all(words_formed).join(", "),
                if *lost == 1 { "" } else { "s" }
            )?,
            other => outln!("{}", other.as_str())?,
        }
        show(&game.grid())?;
    }
    // As the list spells them (canción, not the key cancion).
    let words = lex.spell_all(game.words());
    outln!(
        "Score: {}. Words: {}",
        game.score()?,
        if words.is_empty() {
            "none".to_string()
        } else {
            words.join(", ")
        }
    )?;
    Ok(())
}

pub(super) fn show(grid: &Grid) -> std::io::Result<()> {
    let header: Vec<String> = (0..grid.cols()).map(|c| c.to_string()).collect();
    outln!("    {}", header.join(" "))?;
    for r in 0..grid.rows() {
        let row: Vec<String> = grid.row(r).chars().map(|c| c.to_string()).collect();
        outln!("{r:>2}  {}", row.join(" "))?;
    }
    Ok(())
}
