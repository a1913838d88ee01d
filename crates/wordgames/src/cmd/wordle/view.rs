//! The analysis of a Wordle game, as JSON and as text.

use serde::Serialize;
use wordgames_wordle::{Analysis, Mode};

use crate::cli::CliResult;

/// The analysis as JSON, camelCase keys (in alphabetical order).
pub(super) fn analysis_json(a: &Analysis) -> AnalysisDoc<'_> {
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
pub(super) struct AnalysisDoc<'a> {
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
pub(super) struct TurnDoc<'a> {
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

pub(super) fn print_analysis(a: &Analysis) -> CliResult {
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
