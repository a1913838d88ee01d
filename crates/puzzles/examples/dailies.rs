//! Every board game's daily puzzle over a range of dates, one line a date: a record to compare
//! before and after a change (a date's puzzle never changes).
//!
//! `cargo run --release -p wordgames-puzzles --example dailies -- FROM TO [GAMES]`
//! prints, for each date from FROM to TO (YYYY-MM-DD, inclusive), the Letter Boxed board and
//! par, the Word Blender letters and word count, and the wordseq grid and optimum; GAMES is a
//! comma-separated subset of `letter-boxed,blender,wordseq` (all three by default). Dates are
//! computed in parallel and printed in order.

use rayon::prelude::*;
use wordgames_lexicon::Lexicon;
use wordgames_puzzles::{Date, letter_boxed, word_blender, wordseq};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(from), Some(to)) = (args.first(), args.get(1)) else {
        return Err("usage: dailies FROM TO [letter-boxed,blender,wordseq]".into());
    };
    let (from, to): (Date, Date) = (from.parse()?, to.parse()?);
    let games = args
        .get(2)
        .map_or("letter-boxed,blender,wordseq", String::as_str);
    let english = Lexicon::english();
    let lines: Vec<String> = (from.days()..=to.days())
        .into_par_iter()
        .map(|days| {
            let date = Date::from_days(days).expect("a date between two dates");
            let mut line = date.to_string();
            for game in games.split(',') {
                let part = match game {
                    "letter-boxed" => letter_boxed::daily(&english, date)
                        .map(|d| format!("{} par {}", d.puzzle.board, d.puzzle.par)),
                    "blender" => word_blender::daily(&english, date)
                        .map(|d| format!("{} {} words", d.puzzle.letters, d.puzzle.words.len())),
                    "wordseq" => wordseq::daily(&english, date).map(|d| {
                        format!(
                            "{} optimum {}",
                            d.puzzle.initial_grid().to_rows().join("/"),
                            d.puzzle.optimum()
                        )
                    }),
                    other => Ok(format!("(unknown game {other})")),
                };
                line.push_str(" | ");
                line.push_str(&part.unwrap_or_else(|e| format!("error: {e}")));
            }
            line
        })
        .collect();
    for line in lines {
        println!("{line}");
    }
    Ok(())
}
