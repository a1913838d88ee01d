//! The analysis of a Wordle game as text (as JSON it is the library's `AnalysisDoc`).

use wordgames_wordle::{Analysis, Mode};

use crate::cli::CliResult;

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
