//! Determinism: everything that runs on rayon's pool (the feedback table, the ranking of guesses,
//! the exact search with its parallel first-guess parts) gives the same result on one thread and
//! on all of the machine's threads (at least two).

use wordgames_wordle::{Mode, SearchOptions, WordList, Wordle, rank_guesses, solve_with_first};

/// Runs `f` in a rayon pool of `threads` threads.
fn on<T: Send>(threads: usize, f: impl FnOnce() -> T + Send) -> T {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .unwrap()
        .install(f)
}

fn all_threads() -> usize {
    std::thread::available_parallelism().map_or(2, |n| n.get().max(2))
}

/// A slice of the classic lists: every 4th answer and every 8th guess (quick in debug builds).
fn sample() -> Wordle {
    let answers = WordList::classic_answers();
    let guesses = WordList::classic_guesses();
    let answers = WordList::new(answers.iter().step_by(4)).unwrap();
    let guesses = WordList::new(guesses.iter().step_by(8)).unwrap();
    Wordle::new(answers, guesses).unwrap()
}

#[test]
fn the_feedback_table_is_the_same_on_one_thread_and_on_all() {
    let one = on(1, sample);
    let all = on(all_threads(), sample);
    let table = (one.table(), all.table());
    assert_eq!(table.0.guesses(), table.1.guesses());
    assert_eq!(table.0.answers(), table.1.answers());
    for g in 0..table.0.guesses() {
        for a in 0..table.0.answers() {
            assert_eq!(
                table.0.get(g, a),
                table.1.get(g, a),
                "guess {g}, answer {a}"
            );
        }
    }
    // And it agrees with scoring each pair one by one.
    for g in (0..one.guesses().len()).step_by(97) {
        for a in 0..one.answers().len() {
            let fb = wordgames_wordle::Feedback::score(
                one.guess_word(g as u32),
                one.answer_word(a as u32),
            )
            .unwrap();
            assert_eq!(table.0.get(g, a), fb.code());
        }
    }
}

#[test]
fn guess_ranking_is_the_same_on_one_thread_and_on_all() {
    let wordle = sample();
    let start = wordle.start(Mode::Normal);
    let rank = || {
        rank_guesses(&wordle, &start, false, None)
            .unwrap()
            .into_iter()
            .map(|s| {
                (
                    s.guess,
                    s.entropy.to_bits(),
                    s.candidate,
                    s.parts,
                    s.largest,
                )
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(on(1, rank), on(all_threads(), rank));
}

#[test]
fn the_exact_search_is_the_same_on_one_thread_and_on_all() {
    // 60 answers, so that the exact search is quick in debug builds; hard mode too.
    let answers = WordList::new(WordList::classic_answers().iter().step_by(38)).unwrap();
    let guesses = WordList::new(WordList::classic_guesses().iter().step_by(40)).unwrap();
    let wordle = Wordle::new(answers, guesses).unwrap();
    let first = wordle
        .guess_id("salet")
        .or_else(|_| wordle.guess_id(wordle.guess_word(0)));
    let first = first.unwrap();
    for mode in [Mode::Normal, Mode::Hard] {
        let solve = || solve_with_first(&wordle, mode, first, SearchOptions::default()).unwrap();
        let (one, all) = (on(1, solve), on(all_threads(), solve));
        assert_eq!(one, all, "{mode:?}");
        assert_eq!(one.tree.verify(&wordle, mode).unwrap(), one.stats);
    }
}
