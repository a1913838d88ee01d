//! Many boards at once: the game's rules, the strategy and the bench on small lists.

use crate::ake;
use proptest::test_runner::{RngAlgorithm, TestRng};
use wordgames_wordle::{Error, MultiGame, bench_multi, choose_multi, multi_guesses};

#[test]
fn guess_limits_follow_quordle_and_octordle() {
    assert_eq!(multi_guesses(1), 6);
    assert_eq!(multi_guesses(2), 7);
    assert_eq!(multi_guesses(4), 9);
    assert_eq!(multi_guesses(8), 13);
}

#[test]
fn a_guess_goes_to_every_unsolved_board_and_the_game_ends() {
    let w = ake();
    let ids: Vec<u32> = ["take", "bake", "fake"]
        .iter()
        .map(|a| w.answer_id(a).unwrap())
        .collect();
    let mut game = MultiGame::new(&w, &ids, 4).unwrap();
    let m = game.play("bake").unwrap();
    assert_eq!(m[0].unwrap().to_string(), ".ggg");
    assert!(m[1].unwrap().is_win());
    assert_eq!(game.states()[0].candidates().len(), 7);
    let m = game.play("rtwf").unwrap();
    assert!(m[1].is_none());
    assert_eq!(game.states()[0].candidates().len(), 1);
    assert_eq!(game.states()[2].candidates().len(), 1);
    game.play("take").unwrap();
    assert!(!game.is_won() && !game.is_over());
    game.play("fake").unwrap();
    assert!(game.is_won());
    assert_eq!(game.solved_at(), [Some(3), Some(1), Some(4)]);
    assert!(matches!(game.play("cake"), Err(Error::GameOver { .. })));
    // Out of guesses with a board unsolved: over, not won.
    let mut game = MultiGame::new(&w, &ids, 1).unwrap();
    game.play("bclm").unwrap();
    assert!(game.is_over() && !game.is_won());
    assert!(MultiGame::new(&w, &[], 5).is_err());
    assert!(MultiGame::new(&w, &ids, 0).is_err());
    assert!(MultiGame::new(&w, &[99], 5).is_err());
}

#[test]
fn the_strategy_solves_a_single_candidate_board_first() {
    let w = ake();
    let ids = [w.answer_id("take").unwrap(), w.answer_id("cake").unwrap()];
    let mut game = MultiGame::new(&w, &ids, 7).unwrap();
    game.play("rtwf").unwrap(); // board 1: take alone; board 2: bake cake lake make
    assert_eq!(w.guess_word(choose_multi(&w, &game).unwrap()), "take");
    game.play("take").unwrap();
    // Board 2 has four left: bclm splits them all.
    assert_eq!(w.guess_word(choose_multi(&w, &game).unwrap()), "bclm");
}

#[test]
fn the_bench_is_reproducible_and_wins_easy_games() {
    let w = ake();
    let rng = || TestRng::from_seed(RngAlgorithm::ChaCha, &[9; 32]);
    for boards in [1, 2, 4, 8] {
        let a = bench_multi(&w, boards, 20, &mut rng()).unwrap();
        assert_eq!(a, bench_multi(&w, boards, 20, &mut rng()).unwrap());
        assert_eq!(a.games, 20);
        // bclm and rtwf set the eight answers apart in two guesses, then one guess a board.
        assert_eq!(a.wins, 20, "{boards} boards");
        assert_eq!(a.boards_solved, 20 * boards as u64);
        assert_eq!(a.histogram.iter().sum::<u64>(), 20);
        assert!(a.average_won() <= (2 + boards) as f64);
    }
    let mut r = rng();
    assert!(bench_multi(&w, 9, 1, &mut r).is_err());
    assert!(bench_multi(&w, 0, 1, &mut r).is_err());
}
