//! Word Blender (the TextTwist family): six letters, every word of three to six letters they
//! make.
//!
//! # The rules
//!
//! A [`Round`] shows six letters, scrambled so that they do not spell a word. The player finds
//! the words of three to six letters that they make, each letter used at most as often as it is
//! shown. A word counts when the lexicon holds it (any grade); the answer list of a round is the
//! common tier's words, so that the words shown at the end are words a player can be expected to
//! know. A round is won, and the game goes on to the next one, when the player found a six-letter
//! word before the round's time ran out; a round without one ends the game.
//!
//! # The score
//!
//! Every word found earns points by its length ([`word_points`]): [`POINTS_PER_LETTER`] a
//! letter, so 30 for a three-letter word and 60 for a six-letter one, and a six-letter word
//! earns [`SIX_LETTER_BONUS`] more (110 in all), since it is the word that wins the round. A
//! round's points are those of its words ([`RoundEnd::points`], [`Game::round_points`]); the
//! game's are the sum over its rounds ([`Game::points`]). The rounds won
//! ([`Game::rounds_won`]) are counted beside the points.
//!
//! ```
//! use wordgames_lexicon::Lexicon;
//! use wordgames_puzzles::{Generator, rng::Pcg32, word_blender::WordBlenderGenerator};
//! use rand_core::SeedableRng;
//!
//! let blender = WordBlenderGenerator::new(Lexicon::english())?;
//! let round = blender.generate(&mut Pcg32::seed_from_u64(1))?;
//! assert_eq!(round.letters.len(), 6);
//! assert!(round.words.iter().any(|w| w.len() == 6)); // at least one six-letter word
//! assert!(round.words.iter().all(|w| round.can_spell(w)));
//! assert!(!blender.lexicon().contains(&round.letters)); // the scramble is not a word
//! # Ok::<(), wordgames_puzzles::Error>(())
//! ```
//!
//! # The day's round and a game, in a few lines
//!
//! [`daily`] gives the round of a date; a [`Game`] deals that round and the ones after it from
//! the same seeded generator and keeps the whole game: words in, [`Verdict`]s out, each round's
//! clock (the caller says how much time has passed; the game reads no clock), the words found
//! and missed, and the rounds won.
//!
//! ```
//! use std::time::Duration;
//! use wordgames_lexicon::Lexicon;
//! use wordgames_puzzles::{
//!     Generator, daily::{GameId, Origin}, play::FromPuzzle,
//!     word_blender::{self, Game, Verdict, WordBlenderGenerator},
//! };
//!
//! let lexicon = Lexicon::english();
//! let date = "2026-01-01".parse()?;
//! assert_eq!(word_blender::daily(&lexicon, date)?.puzzle.letters, "ikgnop");
//!
//! let blender = WordBlenderGenerator::new(lexicon)?;
//! let mut rng = Origin::daily(GameId::WordBlender, date)?.rng(); // the day's generator
//! let first = blender.generate(&mut rng)?; // the day's round; the next ones come from `rng`
//! let mut game = Game::from_puzzle(&first, (&blender, rng, Duration::from_secs(120)))?;
//! assert_eq!(game.letters(), "ikgnop");
//! let second = Duration::from_secs(1);
//! assert_eq!(game.play("king", second)?, Verdict::Found { found: 1 });
//! assert!(game.play("king", 2 * second).is_err()); // already found
//! assert_eq!(game.play("poking", 3 * second)?, Verdict::Found { found: 2 });
//! assert_eq!(game.time_left(3 * second), Duration::from_secs(117));
//! // 40 points for KING, 60 + 50 for POKING, the six-letter word.
//! assert_eq!(game.round_points(), 150);
//! // Time runs out: the round is won (a six-letter word was found) and the next one is dealt.
//! assert!(game.tick(Duration::from_secs(120)));
//! let end = game.round_end().expect("the round is over");
//! assert!(end.won);
//! assert_eq!(end.missed().count(), 11);
//! assert_eq!(end.points(), 150);
//! game.next_round(Duration::from_secs(125))?;
//! assert_eq!(game.round_number(), 2);
//! assert_eq!(game.time_left(Duration::from_secs(125)), Duration::from_secs(120));
//! // The player stops: the game is over with one round won.
//! game.stop(Duration::from_secs(130));
//! assert!(game.is_over());
//! assert_eq!(game.rounds_won(), 1);
//! assert_eq!(game.points(), 150); // nothing found in the second round
//! # Ok::<(), wordgames_puzzles::Error>(())
//! ```
//!
//! # The whole catalogue
//!
//! [`Catalogue`] lists every distinct six-letter rack of a lexicon with all its words, by the
//! signature method: each word of three to six letters is filed under its sorted letters, and a
//! rack's words are found by looking up the sorted sub-multisets of its six letters (at most 42
//! of them), so no rack needs a walk over the lexicon of its own.

mod catalogue;
#[cfg(feature = "serde")]
mod doc;
mod error;
mod game;
mod generator;

#[cfg(feature = "serde")]
pub use self::doc::{DifficultyDoc, RoundDoc};
pub use self::{
    catalogue::{Catalogue, RackWords},
    error::WordBlenderError,
    game::{Game, RoundEnd, RoundView, Verdict},
    generator::{
        Difficulty, Round, WordBlenderGenerator, by_length_then_alphabet, round_difficulty,
    },
};

use wordgames_lexicon::Lexicon;

use crate::{Date, Result, daily::DailyPuzzle};

/// The number of letters of a round.
pub const RACK_LEN: usize = 6;
/// The shortest word that counts.
pub const MIN_WORD_LEN: usize = 3;
/// The points a found word earns for each of its letters.
pub const POINTS_PER_LETTER: u32 = 10;
/// The points a six-letter word (the word that wins a round) earns on top of its letters.
pub const SIX_LETTER_BONUS: u32 = 50;

/// The points `word` earns when found: [`POINTS_PER_LETTER`] for each letter, and
/// [`SIX_LETTER_BONUS`] more for a word of [`RACK_LEN`] letters. The rule does not judge the word:
/// the game calls it only for words it accepted.
///
/// ```
/// use wordgames_puzzles::word_blender::word_points;
///
/// assert_eq!(word_points("sip"), 30);
/// assert_eq!(word_points("pies"), 40);
/// assert_eq!(word_points("poise"), 50);
/// assert_eq!(word_points("posies"), 110); // 60 and the bonus
/// ```
pub fn word_points(word: &str) -> u32 {
    // Letters, not bytes: "blåbær" is six letters.
    let count = word.chars().count();
    let letters = u32::try_from(count).unwrap_or(u32::MAX);
    let bonus = if count == RACK_LEN {
        SIX_LETTER_BONUS
    } else {
        0
    };
    letters
        .saturating_mul(POINTS_PER_LETTER)
        .saturating_add(bonus)
}

/// The time of a round in the daily game, two minutes, as every program that deals the day's
/// [`Game`] gives it (`wordgames play blender` unless `--seconds` says otherwise, and the web
/// app), so that every player of a date gets the same clock.
pub const ROUND_TIME: std::time::Duration = std::time::Duration::from_secs(120);

/// The title of a game's share summary ([`Play::share`](crate::play::Play::share)):
/// `wordgames Word Blender #326 (2026-11-22)` for a daily puzzle, `wordgames Word Blender seed 7` for a
/// seed.
///
/// ```
/// use wordgames_puzzles::{daily::Origin, word_blender};
/// assert_eq!(word_blender::title(&Origin::Seed(7)), "wordgames Word Blender seed 7");
/// ```
pub fn title(origin: &crate::daily::Origin) -> String {
    format!("wordgames Word Blender {}", origin.label())
}

/// The Word Blender round of `date`, the one every player gets first: six letters and their
/// answers, from [`WordBlenderGenerator`] with its default settings over `lexicon`, seeded by
/// the day ([`Daily::new`](crate::daily::Daily::new) with
/// [`GameId::WordBlender`](crate::daily::GameId::WordBlender)). A [`Game`] dealt from the day's
/// generator ([`Origin::rng`](crate::daily::Origin::rng)) starts with this round.
///
/// # Errors
///
/// [`Error::Date`](crate::Error::Date) before the first daily puzzle (2026-01-01), and the
/// generator's errors for a lexicon without common six-letter words.
///
/// A convenience, and only that: `WordBlenderGenerator::new(lexicon)` dealing `date` in the
/// public calendar ([`Generator::deal`](crate::Generator::deal)). For a private calendar or
/// another profile ([`WordBlenderGenerator::with_profile`]), make the generator and call `deal`.
///
/// # Example
///
/// ```
/// use wordgames_lexicon::Lexicon;
/// use wordgames_puzzles::word_blender;
///
/// let day = word_blender::daily(&Lexicon::english(), "2026-11-22".parse()?)?;
/// assert_eq!(day.day.number, 326);
/// assert_eq!(day.puzzle.letters.len(), 6);
/// # Ok::<(), wordgames_puzzles::Error>(())
/// ```
pub fn daily<D: AsRef<[u8]>>(lexicon: &Lexicon<D>, date: Date) -> Result<DailyPuzzle<Round>> {
    let generator = WordBlenderGenerator::new(lexicon.borrowed())?;
    crate::Generator::deal(&generator, &crate::daily::Calendar::PUBLIC, date)
}
