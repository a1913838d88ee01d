//! The exported strategies and checks (`wordgames_puzzles::proptest`) on the family's own
//! generators and values.

use proptest::prelude::*;
use wordgames_lexicon::Lexicon;
use wordgames_puzzles::{
    Budget, Date,
    daily::{DAILY_EPOCH, Daily, GameId},
    letter_boxed::LetterBoxedGenerator,
    proptest::{boards, check_tiny_budget, dates, grids, racks},
    word_blender::WordBlenderGenerator,
};

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]

    /// A tiny budget ends in the budget error (or a valid puzzle), never a loop or a panic.
    #[test]
    fn tiny_budgets_end_in_the_budget_error(seed in any::<u64>()) {
        let boxed = LetterBoxedGenerator::new(Lexicon::english()).unwrap().with_budget(Budget::new(1, 1));
        check_tiny_budget(&boxed, seed)?;
        let blender = WordBlenderGenerator::new(Lexicon::english()).unwrap().with_budget(Budget::new(1, 1));
        check_tiny_budget(&blender, seed)?;
    }

    /// Every date of the strategy has a daily puzzle, numbered from 1.
    #[test]
    fn dates_have_daily_puzzles(date in dates(3)) {
        prop_assert!(date >= DAILY_EPOCH);
        let day = Daily::new(GameId::Wordle, date).unwrap();
        prop_assert_eq!(day.number as i64, date.days() - DAILY_EPOCH.days() + 1);
    }

    /// Boards over another alphabet, racks and grids are what their arguments say.
    #[test]
    fn boards_racks_and_grids_keep_their_constraints(
        board in boards("abcdefghijklmnopqrstuvwxyz".chars().rev().collect()),
        rack in racks(vec!['a', 'e', 's', 't'], 6),
        grid in grids(3, 4, vec!['a', 'b', 'c']),
    ) {
        let text = board.to_string();
        prop_assert_eq!(text.parse::<wordgames_puzzles::letter_boxed::Board>().unwrap(), board);
        prop_assert_eq!(rack.chars().count(), 6);
        prop_assert!(rack.chars().all(|c| "aest".contains(c)));
        prop_assert_eq!((grid.rows(), grid.cols()), (3, 4));
        prop_assert!(grid.to_rows().concat().chars().all(|c| "abc".contains(c)));
    }
}

#[test]
fn the_first_date_is_in_range() {
    let first: Date = "2026-01-01".parse().unwrap();
    assert_eq!(first, DAILY_EPOCH);
}
