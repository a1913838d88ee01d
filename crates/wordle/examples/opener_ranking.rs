//! The exact ranking of every opener on a sub-instance of the classic lists, one `word value`
//! line an opener: a differential check of the search between two commits.
//!
//! ```sh
//! cargo run --release -p wordgames-wordle --example opener_ranking -- 8 40        # normal mode
//! cargo run --release -p wordgames-wordle --example opener_ranking -- 8 40 hard   # hard mode
//! ```
//!
//! The answers are every `A`-th classic answer, the guesses every `G`-th classic guess plus those
//! answers. Every opener is kept exact (`top` is the number of guesses), so the output changes
//! only if the search's values do. The rankings of `8 40`, `5 60` and `11 25` (normal mode) and
//! `8 40 hard` were compared byte for byte before and after the bound steps of `rank_openers`
//! (docs/WORDLE.md, "The best opener").

use std::process::ExitCode;

use wordgames_wordle::{Mode, OpenersOptions, SearchOptions, WordList, Wordle, rank_openers};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let step = |i: usize| {
        args.get(i)
            .and_then(|a| a.parse::<usize>().ok())
            .filter(|&s| s > 0)
    };
    let (Some(step_a), Some(step_g)) = (step(0), step(1)) else {
        eprintln!("usage: opener_ranking ANSWER_STEP GUESS_STEP [hard]");
        return ExitCode::from(2);
    };
    let mode = if args.get(2).is_some_and(|a| a == "hard") {
        Mode::Hard
    } else {
        Mode::Normal
    };
    let classic = Wordle::classic();
    let answers: Vec<&str> = (0..classic.answers().len())
        .step_by(step_a)
        .map(|i| classic.answer_word(i as u32))
        .collect();
    let mut guesses: Vec<&str> = (0..classic.guesses().len())
        .step_by(step_g)
        .map(|i| classic.guess_word(i as u32))
        .chain(answers.iter().copied())
        .collect();
    guesses.sort_unstable();
    guesses.dedup();
    let run = || -> Result<(), wordgames_wordle::Error> {
        let wordle = Wordle::new(WordList::new(&answers)?, WordList::new(&guesses)?)?;
        let opts = OpenersOptions::default()
            .with_mode(mode)
            .with_top(wordle.guesses().len())
            .with_search(SearchOptions::default().with_budget(u64::MAX));
        for (g, v) in rank_openers(&wordle, opts, &[], &|_| {})? {
            println!("{} {v}", wordle.guess_word(g));
        }
        Ok(())
    };
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("opener_ranking: {e}");
            ExitCode::FAILURE
        }
    }
}
