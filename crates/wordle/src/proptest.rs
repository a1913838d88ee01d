//! Strategies for property tests (feature `proptest`), in the spirit of nalgebra's
//! `proptest-support`: free functions returning strategies, constrained by their arguments.
//!
//! ```
//! use proptest::prelude::*;
//! use wordgames_wordle::{Mode, Play, Status, Wordle, proptest::{feedback, games_in_progress}};
//!
//! let wordle = Wordle::new("cigar\nrebut\nsissy\nhumph".parse()?, "salet".parse()?)?;
//! proptest!(|(fb in feedback(5), game in games_in_progress(&wordle, Mode::Normal))| {
//!     prop_assert_eq!(fb.len(), 5);
//!     prop_assert_eq!(game.status(), Status::Playing);
//! });
//! # Ok::<(), wordgames_wordle::Error>(())
//! ```

use proptest::prelude::*;

use crate::{Feedback, FromPuzzle, Game, MAX_LEN, Mode, Play, Status, Wordle};

/// Words of exactly `len` letters over `alphabet`, given as a list of characters.
pub fn words(alphabet: Vec<char>, len: usize) -> impl Strategy<Value = String> {
    proptest::collection::vec(proptest::sample::select(alphabet), len)
        .prop_map(|letters| letters.into_iter().collect())
}

/// Any feedback of `len` marks (1 to 10), possible or not for a given guess.
///
/// # Panics
///
/// When `len` is 0 or above 10.
pub fn feedback(len: usize) -> impl Strategy<Value = Feedback> {
    assert!((1..=MAX_LEN).contains(&len), "a feedback has 1 to 10 marks");
    (0..3u16.pow(len as u32))
        .prop_map(move |code| Feedback::from_code(code, len).expect("a code below 3^len"))
}

/// Games of `wordle` in `mode` still being played: a random answer and up to five random
/// guesses of the guess list (those the mode refuses are skipped), none of them the answer.
pub fn games_in_progress<'w>(
    wordle: &'w Wordle,
    mode: Mode,
) -> impl Strategy<Value = Game<'w>> + 'w {
    let (answers, guesses) = (wordle.answers().len() as u32, wordle.guesses().len());
    (
        0..answers,
        proptest::collection::vec(0..guesses, 0..crate::WORDLE_GUESSES),
    )
        .prop_filter_map("a game still being played", move |(answer, played)| {
            let mut game = Game::from_puzzle(&wordle.puzzle(answer).ok()?, (wordle, mode)).ok()?;
            for g in played {
                let _refused_or_played = game.play(wordle.guess_word(g as u32));
                if game.status() != Status::Playing {
                    return None;
                }
            }
            Some(game)
        })
}
