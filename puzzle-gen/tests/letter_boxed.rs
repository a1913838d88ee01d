//! Letter Boxed: the shared generator suite, value stability, and properties of the exact solver.

mod common;

use std::sync::LazyLock;

use rand_core::SeedableRng;
use wordgames_lexicon::Lexicon;
use wordgames_puzzles::{
    Generator,
    letter_boxed::{Board, Game, LetterBoxed, Puzzle, Solver, check_solution},
    rng::Pcg32,
};

/// Building the generator indexes the common tier once; the suite shares it.
static GENERATOR: LazyLock<LetterBoxed<&'static [u8]>> =
    LazyLock::new(|| LetterBoxed::new(Lexicon::english()).expect("the English lexicon"));

generator_suite!(letter_boxed_suite, &*GENERATOR, 16);

/// Value stability: the puzzle of seed 2026 is part of the daily-puzzle promise. A change here
/// changes every daily board.
#[test]
fn value_stability() {
    let puzzle = GENERATOR.generate(&mut Pcg32::seed_from_u64(2026)).unwrap();
    assert_eq!(
        puzzle,
        Puzzle {
            board: "ahk ior dlm cep".parse().unwrap(),
            par: 2,
            solution: vec!["choli".into(), "imparked".into()],
            chain: vec!["reach".into(), "hocked".into(), "diploma".into()],
        }
    );
}

/// A board built by hand from two English words, BLACKSMITH and HUG (twelve distinct letters,
/// sides chosen so that no two neighbouring letters share one): the solver must find a solution
/// of two words and at most their thirteen letters, and list that pair among the two-word
/// solutions.
#[test]
fn a_board_built_from_two_words_is_solved_in_two() {
    let board: Board = "bak lcs mtu ihg".parse().unwrap();
    let english = Lexicon::english();
    assert!(check_solution(&board, &english, &["blacksmith", "hug"]).is_ok());
    let solver = Solver::new(&board, &english);
    let best = solver.best(6).expect("blacksmith, hug");
    assert_eq!(best.len(), 2);
    assert!(best.letters() <= 13);
    assert!(check_solution(&board, &english, &best.words).is_ok());
    assert!(solver.best(1).is_none());
    let two = solver.two_word_solutions();
    assert_eq!(two[0], best);
    assert!(two.iter().any(|s| s.words == ["blacksmith", "hug"]));
    assert!(two.windows(2).all(|p| p[0].letters() <= p[1].letters()));
}

/// With serde, a board is its text, and deserializing checks it.
#[cfg(feature = "serde")]
#[test]
fn puzzles_round_trip_through_json() {
    let puzzle = GENERATOR.generate(&mut Pcg32::seed_from_u64(2026)).unwrap();
    let text = serde_json::to_string(&puzzle).unwrap();
    assert!(text.contains(r#""board":"ahk ior dlm cep""#), "{text}");
    assert_eq!(serde_json::from_str::<Puzzle>(&text).unwrap(), puzzle);
    let bad = text.replace("ahk ior dlm cep", "ahk ior dlm cea");
    let err = serde_json::from_str::<Puzzle>(&bad)
        .unwrap_err()
        .to_string();
    assert!(err.contains("appears twice"), "{err}");
}

/// A board whose letters cannot be chained (no word starts or ends right) has no solution, and
/// the solver says so instead of searching forever.
#[test]
fn no_solution_within_the_limit() {
    let lexicon = Lexicon::from_words(["abd", "dag"]).unwrap();
    let board: Board = "abc def ghi jkl".parse().unwrap();
    let solver = Solver::new(&board, &lexicon);
    assert_eq!(solver.words().collect::<Vec<_>>(), ["dag"]); // "abd": a and b share a side
    assert_eq!(solver.best(100), None);
    assert!(solver.two_word_solutions().is_empty());
}

#[test]
fn a_game_rejects_and_undoes() {
    let english = Lexicon::english();
    let board: Board = "ahk ior dlm cep".parse().unwrap();
    let mut game = Game::new(board);
    assert!(game.play("choli", &english).is_ok());
    assert_eq!(
        game.play("home", &english).unwrap_err().to_string(),
        "the next word must start with 'i'"
    );
    assert_eq!(
        game.play("imparkedzz", &english).unwrap_err().to_string(),
        "'z' is not on the board"
    );
    assert!(game.play("imparked", &english).is_ok());
    assert!(game.is_solved());
    assert_eq!(game.undo().as_deref(), Some("imparked"));
    assert_eq!(game.uncovered(), "akrdmep");
}

mod properties {
    use super::*;
    use proptest::prelude::*;

    /// Random boards: twelve distinct letters dealt onto four sides.
    fn boards() -> impl Strategy<Value = Board> {
        Just((b'a'..=b'z').collect::<Vec<u8>>())
            .prop_shuffle()
            .prop_map(|letters| {
                let mut sides = [[0u8; 3]; 4];
                for (i, &l) in letters.iter().take(12).enumerate() {
                    sides[i / 3][i % 3] = l;
                }
                Board::new(sides).expect("distinct letters")
            })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(24))]

        /// Every best solution uses only board letters, never one side twice in a row, chains, is
        /// made of lexicon words and covers the board; no shorter one exists; and it is no longer
        /// (in letters) than any two-word solution.
        #[test]
        fn solutions_follow_the_rules(board in boards()) {
            let english = Lexicon::english();
            let solver = Solver::new(&board, &english);
            let two = solver.two_word_solutions();
            for s in two.iter().take(50) {
                prop_assert!(check_solution(&board, &english, &s.words).is_ok(), "{s}");
            }
            match solver.best(4) {
                Some(best) => {
                    prop_assert!(check_solution(&board, &english, &best.words).is_ok(), "{best}");
                    for word in &best.words {
                        let bytes = word.as_bytes();
                        prop_assert!(bytes.iter().all(|&b| board.side_of(b).is_some()));
                        prop_assert!(bytes.windows(2).all(|p| board.side_of(p[0]) != board.side_of(p[1])));
                    }
                    prop_assert_eq!(solver.best(best.len() - 1), None);
                    prop_assert_eq!(best.len() <= 2, !two.is_empty());
                    if best.len() == 2 {
                        prop_assert_eq!(&two[0], &best);
                    }
                }
                None => prop_assert!(two.is_empty()),
            }
        }

        /// A board prints as text that parses back to the same board.
        #[test]
        fn boards_round_trip_through_text(board in boards()) {
            prop_assert_eq!(board.to_string().parse::<Board>().unwrap(), board);
        }
    }
}
