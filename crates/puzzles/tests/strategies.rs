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

/// Deliberately broken generators and games: each exported check fails the one it should,
/// and passes the sound one, so no check is one that cannot fail.
mod broken {
    use std::fmt;

    use wordgames_puzzles::{
        Budget, Error, Generator, Result,
        play::{Play, Status},
        proptest::{check_generator, check_play},
        rand_core::Rng,
    };

    /// Even numbers below 100, soundly or broken in one way.
    #[derive(Clone, Copy, PartialEq)]
    enum Even {
        Sound,
        IgnoresItsSeed,
        NeverMakesOne,
        TrustsItself,
    }

    impl Generator for Even {
        type Puzzle = u32;
        type Invalid = String;
        type Error = Error;
        fn generate(&self, rng: &mut dyn Rng) -> Result<u32> {
            let budget = Budget::new(4, 4);
            match self {
                Even::Sound => {
                    budget.attempts("even", "none", |_| Ok(Some(rng.next_u32() % 50 * 2)))
                }
                Even::IgnoresItsSeed => Ok(42),
                Even::NeverMakesOne => budget.attempts("even", "none", |_| Ok(None)),
                // Odd numbers, and a check that takes its own word for them.
                Even::TrustsItself => Ok(rng.next_u32() % 50 * 2 + 1),
            }
        }
        fn check(&self, _: &u32) -> std::result::Result<(), String> {
            Ok(())
        }
        fn game(&self) -> wordgames_puzzles::daily::GameKey {
            wordgames_puzzles::daily::GameKey::pinned("even")
        }
    }

    fn even(n: &u32) -> std::result::Result<(), String> {
        if n.is_multiple_of(2) && *n < 100 {
            Ok(())
        } else {
            Err(format!("{n} is not an even number below 100"))
        }
    }

    #[test]
    fn check_generator_fails_each_broken_generator() {
        for seed in [0, 1, u64::MAX] {
            assert!(check_generator(&Even::Sound, seed, even).is_ok());
            let fault = |g: Even| check_generator(&g, seed, even).unwrap_err().to_string();
            assert!(fault(Even::IgnoresItsSeed).contains("ignores its seed"));
            assert!(fault(Even::NeverMakesOne).contains("no puzzle at all"));
            assert!(fault(Even::TrustsItself).contains("invariant"));
        }
        // The budget error is still a typed error the check accepts for one seed.
        let spent = Even::NeverMakesOne.generate(&mut wordgames_puzzles::rng::Pcg32::new(1, 1));
        assert!(matches!(spent, Err(Error::BudgetExhausted { .. })));
    }

    /// Guess a number in three tries, soundly or broken in one way.
    #[derive(Clone, Copy, PartialEq)]
    enum Flaw {
        None,
        HidesTheAnswerAfterAWin,
        ShowsTheAnswerWhilePlaying,
        PlaysOnAfterALoss,
        NoShareAfterALoss,
    }

    struct Guess {
        target: u32,
        tries: u32,
        status: Status,
        flaw: Flaw,
    }

    #[derive(Debug)]
    struct Over;
    impl fmt::Display for Over {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("the game is over")
        }
    }
    impl std::error::Error for Over {}

    impl Play for Guess {
        type Move<'m> = u32;
        type Verdict = bool;
        type Error = Over;
        type Answer = u32;
        fn play(&mut self, n: u32) -> std::result::Result<bool, Over> {
            if self.status.is_over() && self.flaw != Flaw::PlaysOnAfterALoss {
                return Err(Over);
            }
            self.tries += 1;
            if n == self.target {
                self.status = Status::Won;
            } else if self.tries >= 3 {
                self.status = Status::Lost;
            }
            Ok(n == self.target)
        }
        fn status(&self) -> Status {
            self.status
        }
        fn give_up(&mut self) {
            if !self.status.is_over() {
                self.status = Status::GaveUp;
            }
        }
        fn answer(&self) -> Option<u32> {
            match (self.status, self.flaw) {
                (Status::Playing, Flaw::ShowsTheAnswerWhilePlaying) => Some(self.target),
                (Status::Playing, _) => None,
                (Status::Won, Flaw::HidesTheAnswerAfterAWin) => None,
                _ => Some(self.target),
            }
        }
        fn share(&self, title: &str) -> Option<String> {
            let none = self.status == Status::Lost && self.flaw == Flaw::NoShareAfterALoss;
            (self.status.is_over() && !none).then(|| format!("{title}: {}", self.tries))
        }
    }

    fn check(flaw: Flaw) -> std::result::Result<(), String> {
        let new_game = || Guess {
            target: 7,
            tries: 0,
            status: Status::Playing,
            flaw,
        };
        let endings = [(vec![1, 7], Status::Won), (vec![1, 2, 3], Status::Lost)];
        check_play(new_game, &endings, 7, Status::GaveUp).map_err(|e| e.to_string())
    }

    #[test]
    fn check_play_fails_each_broken_game() {
        assert_eq!(check(Flaw::None), Ok(()));
        let fault = |flaw| check(flaw).unwrap_err();
        assert!(fault(Flaw::HidesTheAnswerAfterAWin).contains("the ending won"));
        assert!(fault(Flaw::ShowsTheAnswerWhilePlaying).contains("an answer while playing"));
        assert!(fault(Flaw::PlaysOnAfterALoss).contains("accepted after the end"));
        assert!(fault(Flaw::NoShareAfterALoss).contains("the ending lost"));
        // No ending, nothing checked: refused.
        let none: [(Vec<u32>, Status); 0] = [];
        let game = || Guess {
            target: 7,
            tries: 0,
            status: Status::Playing,
            flaw: Flaw::None,
        };
        assert!(check_play(game, &none, 7, Status::GaveUp).is_err());
    }
}
