//! `wordgames wordle tree` and `wordgames wordle solve`: a strategy's decision tree, and the
//! assistant that advises a game played elsewhere.

use std::{
    io::{IsTerminal, Write},
    path::Path,
};

use serde::Serialize;
use wordgames_wordle::{Feedback, SearchProgress, State, Strategy, Wordle, rank_guesses};

use crate::cli::{CliResult, Global};

use super::{Lists, StrategyArgs, TreeFormat, budget_hint};

/// `wordgames wordle tree --json`.
#[derive(Serialize)]
pub(super) struct TreeDoc {
    answers: u64,
    average: f64,
    max: u64,
    out: String,
    total: u64,
}

/// `wordgames wordle solve --json`, once solved.
#[derive(Serialize)]
pub(super) struct SolvedDoc {
    guesses: usize,
    solved: bool,
}

/// `wordgames wordle solve --json`: a turn's advice.
#[derive(Serialize)]
pub(super) struct AdviceDoc<'a> {
    alternatives: Vec<AlternativeDoc<'a>>,
    candidates: usize,
    some_candidates: Vec<&'a str>,
    suggestion: &'a str,
    turn: usize,
}

#[derive(Serialize)]
pub(super) struct AlternativeDoc<'a> {
    candidate: bool,
    entropy: f64,
    guess: &'a str,
    largest: u32,
}

pub(super) fn tree(
    global: &Global,
    args: &StrategyArgs,
    lists: &Lists,
    out: &Path,
    format: Option<TreeFormat>,
) -> CliResult {
    let wordle = lists.load(global)?;
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
pub(super) fn parse_turn(
    line: &str,
    suggestion: Option<u32>,
    wordle: &Wordle,
) -> CliResult<(u32, Feedback)> {
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

pub(super) fn solve(global: &Global, args: &StrategyArgs, lists: &Lists, top: usize) -> CliResult {
    let wordle = lists.load(global)?;
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
                    wordle.guess_spelling(g)
                )
                .into());
            }
            Ok((next, fb))
        });
        match turn {
            Err(e) => {
                rejected += 1;
                errln!("wordgames: line {line_no}: {e}");
                if interactive {
                    errln!("(type a guess and its feedback, e.g. `salet ..y.g`)");
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
pub(super) fn advise(
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
        .map(|&a| wordle.answer_spelling(a))
        .collect();
    if global.json {
        let alternatives = ranked
            .iter()
            .map(|s| AlternativeDoc {
                candidate: s.candidate,
                entropy: s.entropy,
                guess: wordle.guess_spelling(s.guess),
                largest: s.largest,
            })
            .collect();
        let doc = AdviceDoc {
            alternatives,
            candidates: n,
            some_candidates: shown,
            suggestion: wordle.guess_spelling(g),
            turn: state.history().len() + 1,
        };
        outln!("{}", serde_json::to_string(&doc)?)?;
    } else {
        outln!(
            "guess {}: {}   ({n} candidate{} left{}{})",
            state.history().len() + 1,
            wordle.guess_spelling(g),
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
                    wordle.guess_spelling(s.guess),
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
