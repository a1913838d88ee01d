//! Properties of feedback, pruning, the table, and the searches, on random small word lists.

use std::collections::BTreeSet;
use wordgames_wordle::{FromPuzzle as _, Play as _};

use proptest::prelude::*;
use proptest::test_runner::{RngAlgorithm, TestRng};
use wordgames_wordle::{
    Entropy, Exact, Feedback, FeedbackTable, FirstGuess, Lookahead, Mark, Mode, RandomCandidate,
    Search, SearchOptions, Strategy as Solver, WordList, Wordle, simulate, solve_with_first,
};

/// Words over a small alphabet, so that duplicate letters are common.
fn word(len: usize) -> impl Strategy<Value = String> {
    wordgames_wordle::proptest::words(vec!['a', 'b', 'c', 'd', 'e'], len)
}

fn pair() -> impl Strategy<Value = (String, String)> {
    (1usize..=10).prop_flat_map(|n| (word(n), word(n)))
}

fn count(w: &str, c: char) -> usize {
    w.chars().filter(|&x| x == c).count()
}

proptest! {
    #[test]
    fn a_word_against_itself_is_all_green((w, _) in pair()) {
        let fb = Feedback::score(&w, &w).unwrap();
        prop_assert!(fb.is_win());
        prop_assert_eq!(fb, Feedback::all_green(w.len()).unwrap());
    }

    /// Wordle's rule, stated per letter: greens exactly where the letters agree; a letter `c` is
    /// marked (green or yellow) `min(copies in guess, copies in answer)` times, and its yellows
    /// are its leftmost non-green copies in the guess.
    #[test]
    fn feedback_follows_the_rule_letter_by_letter((g, a) in pair()) {
        let fb = Feedback::score(&g, &a).unwrap();
        let marks: Vec<Mark> = fb.marks().collect();
        let (gc, ac): (Vec<char>, Vec<char>) = (g.chars().collect(), a.chars().collect());
        for i in 0..gc.len() {
            prop_assert_eq!(marks[i] == Mark::Green, gc[i] == ac[i]);
        }
        for c in gc.iter().copied().collect::<BTreeSet<char>>() {
            let marked = (0..gc.len()).filter(|&i| gc[i] == c && marks[i] != Mark::Grey).count();
            prop_assert_eq!(marked, count(&g, c).min(count(&a, c)));
            prop_assert!(marked <= count(&a, c));
            let greens = (0..gc.len()).filter(|&i| gc[i] == c && marks[i] == Mark::Green).count();
            let mut yellows_left = marked - greens;
            for i in 0..gc.len() {
                if gc[i] == c && marks[i] != Mark::Green {
                    let expect = if yellows_left > 0 { yellows_left -= 1; Mark::Yellow } else { Mark::Grey };
                    prop_assert_eq!(marks[i], expect);
                }
            }
        }
    }

    #[test]
    fn feedback_prints_and_parses_back((g, a) in pair()) {
        let fb = Feedback::score(&g, &a).unwrap();
        prop_assert_eq!(fb.to_string().parse::<Feedback>().unwrap(), fb);
        prop_assert_eq!(fb.to_emoji().parse::<Feedback>().unwrap(), fb);
        prop_assert_eq!(Feedback::from_code(fb.code(), fb.len()).unwrap(), fb);
    }

    #[test]
    fn the_table_equals_direct_scoring_and_the_answer_survives_pruning(
        (words, mode) in (3usize..=7).prop_flat_map(|n| {
            (proptest::collection::btree_set(word(n), 2..30), prop::bool::ANY)
        })
    ) {
        let list: Vec<&str> = words.iter().map(String::as_str).collect();
        let answers = WordList::new(&list[..list.len() / 2 + 1]).unwrap();
        let guesses = WordList::new(&list).unwrap();
        let table = FeedbackTable::build(&guesses, &answers).unwrap();
        for (g, gw) in guesses.iter().enumerate() {
            for (a, aw) in answers.iter().enumerate() {
                prop_assert_eq!(table.get(g, a), Feedback::score(gw, aw).unwrap().code());
                prop_assert_eq!(table.column(a).get(g), table.get(g, a));
            }
        }
        let wordle = Wordle::new(answers.clone(), guesses).unwrap();
        let mode = if mode { Mode::Hard } else { Mode::Normal };
        for answer in answers.iter() {
            let mut state = wordle.start(mode);
            let a = wordle.answer_id(answer).unwrap();
            // Play the candidates in order until the answer is found: it never drops out.
            while !state.is_won() {
                let g = wordle.answer_as_guess(state.candidates()[0]);
                let fb = wordle.feedback(g, a);
                state.apply(&wordle, g, fb).unwrap();
                prop_assert!(state.candidates().contains(&a));
            }
        }
    }

    /// The exact search equals a brute-force minimum over every strategy, in both modes.
    #[test]
    fn exact_search_equals_brute_force(
        (words, split, hard) in proptest::collection::btree_set(word(3), 3..14)
            .prop_flat_map(|w| { let n = w.len(); (Just(w), 1..n, prop::bool::ANY) })
    ) {
        let list: Vec<&str> = words.iter().map(String::as_str).collect();
        let answers = WordList::new(&list[..split.max(2)]).unwrap();
        let guesses = WordList::new(&list).unwrap();
        let wordle = Wordle::new(answers, guesses).unwrap();
        let mode = if hard { Mode::Hard } else { Mode::Normal };
        let state = wordle.start(mode);
        let brute = brute_force(&wordle, &state, 6);
        let mut search = Search::new(SearchOptions::default());
        match brute {
            Some(v) => {
                prop_assert_eq!(search.value(&wordle, &state).unwrap(), v);
                let tree = search.tree(&wordle, &state).unwrap();
                prop_assert_eq!(tree.verify(&wordle, mode).unwrap().total, u64::from(v));
                let sim = simulate(&wordle, &mut Exact::new(), mode).unwrap();
                prop_assert_eq!(sim.stats.total, u64::from(v));
                let look = simulate(&wordle, &mut Lookahead::new(2), mode).unwrap();
                prop_assert!(look.stats.total >= u64::from(v));
            }
            None => prop_assert!(search.value(&wordle, &state).is_err()),
        }
    }
}

/// The minimum total guesses by trying every guess in every position (no pruning, no memo).
fn brute_force(wordle: &Wordle, state: &wordgames_wordle::State, left: u32) -> Option<u32> {
    let n = state.candidates().len() as u32;
    if n == 0 {
        return Some(0);
    }
    if left == 0 {
        return None;
    }
    let pool: Vec<u32> = match state.allowed() {
        Some(a) => a.to_vec(),
        None => (0..wordle.guesses().len() as u32).collect(),
    };
    let mut best: Option<u32> = None;
    for g in pool {
        let mut total = n;
        let mut codes: Vec<u16> = state
            .candidates()
            .iter()
            .map(|&a| wordle.feedback(g, a).code())
            .collect();
        codes.sort_unstable();
        codes.dedup();
        if codes.len() == 1 && !wordle.feedback(g, state.candidates()[0]).is_win() {
            continue;
        }
        let mut ok = true;
        for code in codes {
            let fb = Feedback::from_code(code, wordle.word_len()).unwrap();
            if fb.is_win() {
                continue;
            }
            let mut next = state.clone();
            next.apply(wordle, g, fb).unwrap();
            match brute_force(wordle, &next, left - 1) {
                Some(v) => total += v,
                None => {
                    ok = false;
                    break;
                }
            }
        }
        if ok {
            best = Some(best.map_or(total, |b: u32| b.min(total)));
        }
    }
    best
}

#[test]
fn known_duplicate_letter_cases() {
    for (g, a, fb) in [
        // One e in the answer: only the first unmatched e of the guess is yellow.
        ("speed", "abide", "..y.y"),
        // erase vs speed: e(0) yellow, r grey, a grey, s yellow, e(4) yellow (two e's in speed).
        ("erase", "speed", "y..yy"),
        ("abide", "speed", "...yy"),
        ("speed", "erase", "y.yy."),
        // Greens are matched before yellows: the green e takes the only e.
        ("eerie", "bible", "...yg"),
        ("lolly", "hello", ".ygg."),
        ("robot", "floor", "yy.g."),
        ("array", "radar", "yyyg."),
        ("abbey", "kebab", "yygy."),
        ("kebab", "abbey", ".ygyy"),
        ("sassy", "stash", "gy.g."),
        ("crane", "crane", "ggggg"),
    ] {
        assert_eq!(Feedback::score(g, a).unwrap().to_string(), fb, "{g} vs {a}");
    }
}

#[test]
fn random_strategy_is_deterministic_for_a_seed() {
    let wordle = Wordle::new(
        WordList::new(
            &WordList::classic_answers()
                .iter()
                .take(200)
                .collect::<Vec<_>>(),
        )
        .unwrap(),
        WordList::parse("salet\ncrane").unwrap(),
    )
    .unwrap();
    let run = |seed: u8| {
        let rng = TestRng::from_seed(RngAlgorithm::ChaCha, &[seed; 32]);
        simulate(&wordle, &mut RandomCandidate::new(rng), Mode::Normal).unwrap()
    };
    let (a, b) = (run(1), run(1));
    assert_eq!(a, b);
    assert_eq!(a.stats.answers, 200);
    assert_eq!(a.tree.verify(&wordle, Mode::Normal).unwrap(), a.stats);
    assert_ne!(a.tree, run(2).tree);
}

/// The exact search on a sub-list: the tree it finds plays every answer to the win in the
/// number of guesses it claims, and no other strategy here does better.
#[test]
fn exact_tree_on_a_sub_list_plays_every_answer_as_claimed() {
    let classic = WordList::classic_answers();
    let answers: Vec<&str> = classic.iter().step_by(23).collect();
    let all = WordList::classic_guesses();
    let guesses: Vec<&str> = all
        .iter()
        .step_by(37)
        .chain(answers.iter().copied())
        .collect();
    let answers = WordList::new(&answers).unwrap();
    let n = answers.len() as u64;
    let wordle = Wordle::new(
        answers,
        WordList::new(BTreeSet::from_iter(guesses)).unwrap(),
    )
    .unwrap();
    for mode in [Mode::Normal, Mode::Hard] {
        let mut search = Search::new(SearchOptions::default());
        let state = wordle.start(mode);
        let (first, value) = search.best_guess(&wordle, &state).unwrap();
        let tree = search.tree(&wordle, &state).unwrap();
        let stats = tree.verify(&wordle, mode).unwrap();
        assert_eq!(stats, tree.stats());
        assert_eq!((stats.answers, stats.total), (n, u64::from(value)));
        let with_first = solve_with_first(&wordle, mode, first, SearchOptions::default()).unwrap();
        assert_eq!(with_first.stats.total, u64::from(value));
        for mut s in [
            Box::new(Entropy::new()) as Box<dyn Solver>,
            Box::new(FirstGuess::new(first, Lookahead::new(3))),
        ] {
            let sim = simulate(&wordle, &mut s, mode).unwrap();
            assert!(sim.stats.total >= u64::from(value), "{}", s.name());
        }
    }
}

#[test]
fn hard_mode_refuses_guesses_that_ignore_hints() {
    let classic = WordList::classic_answers();
    let answers = WordList::new(classic.iter().step_by(5)).unwrap();
    let wordle = Wordle::new(
        answers,
        WordList::parse("salet\ncrony\nslump\natlas").unwrap(),
    )
    .unwrap();
    let mut state = wordle.start(Mode::Hard);
    state.play(&wordle, "salet", "g.y..").unwrap();
    let err = state.play(&wordle, "crony", ".....").unwrap_err();
    assert_eq!(
        err.to_string(),
        "hard mode: \"crony\" must have 's' in position 1"
    );
    // A feedback one of the candidates gives (every one starts with S).
    let answer = state.candidate_words(&wordle)[0].to_string();
    let fb = Feedback::score("slump", &answer).unwrap().to_string();
    assert!(fb.starts_with('g'), "{answer}: {fb}");
    assert!(state.play(&wordle, "slump", &fb).is_ok());
    assert!(state.allowed().unwrap().len() < wordle.guesses().len());
    let err = state.play(&wordle, "atlas", ".....").unwrap_err(); // s must stay first
    assert!(
        matches!(err, wordgames_wordle::Error::HardMode { .. }),
        "{err:?}"
    );
}

/// Both layouts of the classic table against direct scoring, on a sample of the guesses.
#[test]
fn classic_table_lookups_equal_direct_scoring() {
    let (answers, guesses) = (WordList::classic_answers(), WordList::classic_guesses());
    let table = FeedbackTable::build(&guesses, &answers).unwrap();
    assert_eq!((table.guesses(), table.answers()), (12972, 2315));
    for g in (0..guesses.len()).step_by(97) {
        let gw = guesses.get(g).unwrap();
        for (a, aw) in answers.iter().enumerate() {
            let code = Feedback::score(gw, aw).unwrap().code();
            assert_eq!(table.get(g, a), code, "{gw} vs {aw}");
            assert_eq!(table.column(a).get(g), code, "{gw} vs {aw}");
        }
    }
}

#[test]
fn bad_search_options_are_errors() {
    let wordle = crate::wordle_of("cigar\nrebut\nsissy", "salet");
    let state = wordle.start(Mode::Normal);
    assert!(matches!(
        Lookahead::new(0).choose(&wordle, &state),
        Err(wordgames_wordle::Error::InvalidParameter { name: "width", .. })
    ));
    let opts = SearchOptions::default().with_max_guesses(0);
    assert!(Search::new(opts).value(&wordle, &state).is_err());
    // Three answers cannot all be solved in one guess.
    let one = SearchOptions::default().with_max_guesses(1);
    assert!(matches!(
        Search::new(one).value(&wordle, &state),
        Err(wordgames_wordle::Error::Infeasible { max_guesses: 1 })
    ));
    let tiny = SearchOptions::default().with_budget(0);
    assert!(matches!(
        Search::new(tiny).value(&wordle, &state),
        Err(wordgames_wordle::Error::BudgetExhausted(
            wordgames_wordle::BudgetExhausted { budget: 0, .. }
        ))
    ));
}

/// Two lists of distinct words of one length over a small alphabet, answers first.
fn two_lists() -> impl Strategy<Value = (Vec<String>, Vec<String>)> {
    (3usize..=6).prop_flat_map(|n| {
        (
            prop::collection::btree_set(word(n), 1..12),
            prop::collection::btree_set(word(n), 1..20),
        )
            .prop_map(|(a, g)| (a.into_iter().collect(), g.into_iter().collect()))
    })
}

proptest! {
    /// A lazy `Wordle` (no feedback table until a strategy needs one) answers every feedback,
    /// every pruning, every game and every hard-mode check as the one with its table does, and
    /// never builds the table for them.
    #[test]
    fn lazy_answers_as_the_table_does(
        (answers, guesses) in two_lists(),
        picks in prop::collection::vec((any::<prop::sample::Index>(), any::<prop::sample::Index>()), 1..6),
        hard in any::<bool>(),
    ) {
        let list = |w: &[String]| WordList::new(w.iter().map(String::as_str)).unwrap();
        let table = Wordle::new(list(&answers), list(&guesses)).unwrap();
        let lazy = Wordle::lazy(list(&answers), list(&guesses)).unwrap();
        prop_assert!(table.has_table());
        let (ng, na) = (table.guesses().len() as u32, table.answers().len() as u32);
        for g in 0..ng {
            for a in 0..na {
                prop_assert_eq!(lazy.feedback(g, a), table.feedback(g, a));
            }
        }
        let mode = if hard { Mode::Hard } else { Mode::Normal };
        let answer = picks[0].0.index(na as usize) as u32;
        let puzzle = table.puzzle(answer).unwrap();
        let mut with = wordgames_wordle::Game::from_puzzle(&puzzle, (&table, mode)).unwrap();
        let mut without = wordgames_wordle::Game::from_puzzle(&puzzle, (&lazy, mode)).unwrap();
        let (mut s_with, mut s_without) = (table.start(mode), lazy.start(mode));
        for (guess, _) in &picks {
            let g = guess.index(ng as usize) as u32;
            let word = table.guess_word(g).to_string();
            let played = with.play(&word).map_err(|e| e.to_string());
            prop_assert_eq!(&without.play(&word).map_err(|e| e.to_string()), &played);
            prop_assert_eq!(with.status(), without.status());
            let fb = table.feedback(g, answer);
            let applied = s_with.apply(&table, g, fb).map_err(|e| e.to_string());
            prop_assert_eq!(s_without.apply(&lazy, g, fb).map_err(|e| e.to_string()), applied);
            prop_assert_eq!(s_with.candidate_words(&table), s_without.candidate_words(&lazy));
        }
        let ranked = |w: &Wordle, s: &wordgames_wordle::State, only: bool| {
            format!("{:?}", wordgames_wordle::rank_guesses(w, s, only, None))
        };
        for only in [false, true] {
            prop_assert_eq!(ranked(&lazy, &s_without, only), ranked(&table, &s_with, only));
        }
        prop_assert!(!lazy.has_table());
    }
}
