//! Daily puzzles: a stable mapping from (game, date) to a puzzle number and a seed.
//!
//! Every player who asks for a game's puzzle of a date must get the same one, on every platform
//! and in every later version. The mapping is therefore fixed here and pinned by tests:
//!
//! * **Puzzle number:** `#1` is the game's first day ([`DAILY_EPOCH`], 2026-01-01, for every
//!   game of this crate); `#N` is the day `N - 1` days later. Dates before the first day are an
//!   error.
//! * **Seed:** the 64-bit FNV-1a hash of the text `wordgames/GAME/YYYY-MM-DD`, where `GAME` is
//!   the game's pinned id ([`GameId::as_str`]; for example `wordgames/letter-boxed/2026-11-22`),
//!   passed through the SplitMix64 finaliser so that neighbouring dates give unrelated seeds.
//! * **Generator:** [`Pcg32::seed_from_u64`](crate::rng::Pcg32) of that seed, handed to the
//!   game's [`Generator::generate`](crate::Generator::generate).
//!
//! ```
//! use wordgames_puzzles::{daily::{Daily, GameId}, Date};
//!
//! let day = Daily::new(GameId::LetterBoxed, "2026-01-03".parse()?)?;
//! assert_eq!(day.number, 3);
//! assert_eq!(day.seed, Daily::new(GameId::LetterBoxed, "2026-01-03".parse()?)?.seed);
//! assert_ne!(day.seed, Daily::new(GameId::WordBlender, "2026-01-03".parse()?)?.seed);
//! # Ok::<(), wordgames_puzzles::Error>(())
//! ```

use std::{fmt, str::FromStr};

pub use crate::edition::{Edition, EditionEntry, EditionGame, LexiconCounts, Publisher};

use rand_core::SeedableRng;

use crate::{
    Date, Error, Result,
    rng::{Pcg32, splitmix64},
};

/// The games that have a daily puzzle, each with the id that seeds it.
///
/// The id strings ([`GameId::as_str`]) are part of every daily puzzle's seed, so they are
/// pinned for good: renaming a game in the interface never changes its puzzles. They are also
/// the `game` field of `wordgames daily --json`.
///
/// ```
/// use wordgames_puzzles::daily::GameId;
///
/// assert_eq!(GameId::WordBlender.as_str(), "blender");
/// assert_eq!("letter-boxed".parse::<GameId>()?, GameId::LetterBoxed);
/// assert_eq!(GameId::ALL.len(), 5);
/// # Ok::<(), wordgames_puzzles::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(into = "&'static str", try_from = "&str"))]
pub enum GameId {
    /// Letter Boxed: id `letter-boxed`.
    LetterBoxed,
    /// Word Blender: id `blender`.
    WordBlender,
    /// Wordle: id `wordle`.
    Wordle,
    /// wordseq: id `wordseq`.
    Wordseq,
    /// Nettle: id `nettle`.
    Nettle,
}

impl GameId {
    /// Every game, in the order `wordgames daily` lists them.
    pub const ALL: [GameId; 5] = [
        GameId::LetterBoxed,
        GameId::WordBlender,
        GameId::Wordle,
        GameId::Wordseq,
        GameId::Nettle,
    ];

    /// The game's name as players know it: `Letter Boxed`, `Word Blender`, `Wordle`,
    /// `wordseq`, `Nettle`. Free to change; the id ([`GameId::as_str`]) is not.
    pub const fn title(self) -> &'static str {
        match self {
            GameId::LetterBoxed => "Letter Boxed",
            GameId::WordBlender => "Word Blender",
            GameId::Wordle => "Wordle",
            GameId::Wordseq => "wordseq",
            GameId::Nettle => "Nettle",
        }
    }

    /// The pinned id string that seeds the game's daily puzzles.
    pub const fn as_str(self) -> &'static str {
        match self {
            GameId::LetterBoxed => "letter-boxed",
            GameId::WordBlender => "blender",
            GameId::Wordle => "wordle",
            GameId::Wordseq => "wordseq",
            GameId::Nettle => "nettle",
        }
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl From<GameId> for &'static str {
    fn from(id: GameId) -> &'static str {
        id.as_str()
    }
}

impl FromStr for GameId {
    type Err = Error;

    /// Parses a pinned id string (`letter-boxed`, `blender`, `wordle`, `wordseq`, `nettle`).
    fn from_str(s: &str) -> Result<GameId> {
        GameId::ALL
            .into_iter()
            .find(|id| id.as_str() == s)
            .ok_or_else(|| Error::UnknownGame {
                value: s.to_string(),
            })
    }
}

impl TryFrom<&str> for GameId {
    type Error = Error;

    fn try_from(s: &str) -> Result<GameId> {
        s.parse()
    }
}

/// The first day of every game's daily series: puzzle `#1`.
pub const DAILY_EPOCH: Date = Date::EPOCH_OF_DAILIES;

/// A game's puzzle of a given day.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Daily {
    /// The date.
    pub date: Date,
    /// The puzzle number: 1 on [`DAILY_EPOCH`].
    pub number: u64,
    /// The seed that the day's puzzle is generated from.
    pub seed: u64,
}

impl Daily {
    /// The puzzle number and seed of `game` on `date`.
    ///
    /// # Errors
    ///
    /// [`Error::Date`] when `date` is before [`DAILY_EPOCH`].
    pub fn new(game: GameId, date: Date) -> Result<Daily> {
        let offset = date.days() - DAILY_EPOCH.days();
        let Ok(offset) = u64::try_from(offset) else {
            return Err(Error::Date {
                value: date.to_string(),
                reason: "daily puzzles start on 2026-01-01",
            });
        };
        Ok(Daily {
            date,
            number: offset + 1,
            seed: seed_for(game, date),
        })
    }

    /// The seeded generator for this day's puzzle.
    pub fn rng(&self) -> Pcg32 {
        Pcg32::seed_from_u64(self.seed)
    }
}

/// A game's puzzle of a date, with the day's number and seed: what each game's `daily`
/// function returns.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct DailyPuzzle<P> {
    /// The day: date, puzzle number and seed.
    pub day: Daily,
    /// The puzzle.
    pub puzzle: P,
}

/// Where a puzzle's randomness comes from: a date's daily puzzle, or a seed the caller chose.
///
/// This is the one place that turns "`--seed N`, else `--date D`" into a generator, so that a
/// program and the library deal the same puzzle for the same choice.
///
/// ```
/// use wordgames_puzzles::daily::{GameId, Origin};
///
/// let daily = Origin::daily(GameId::Wordle, "2026-11-22".parse()?)?;
/// assert_eq!(daily.label(), "#326 (2026-11-22)");
/// let seeded = Origin::choose(GameId::Wordle, Some(7), "2026-11-22".parse()?)?;
/// assert_eq!(seeded, Origin::Seed(7));
/// assert_eq!(seeded.label(), "seed 7");
/// # Ok::<(), wordgames_puzzles::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Origin {
    /// A seed chosen by the caller: [`Pcg32::seed_from_u64`] of it.
    Seed(u64),
    /// A date's daily puzzle.
    Daily(Daily),
}

impl Origin {
    /// `game`'s daily puzzle of `date`.
    ///
    /// # Errors
    ///
    /// [`Error::Date`] when `date` is before [`DAILY_EPOCH`].
    pub fn daily(game: GameId, date: Date) -> Result<Origin> {
        Ok(Origin::Daily(Daily::new(game, date)?))
    }

    /// `seed` when there is one, else `game`'s daily puzzle of `date`.
    ///
    /// # Errors
    ///
    /// [`Error::Date`] when there is no seed and `date` is before [`DAILY_EPOCH`].
    pub fn choose(game: GameId, seed: Option<u64>, date: Date) -> Result<Origin> {
        match seed {
            Some(seed) => Ok(Origin::Seed(seed)),
            None => Origin::daily(game, date),
        }
    }

    /// The seeded generator that deals the puzzle.
    pub fn rng(&self) -> Pcg32 {
        match self {
            Origin::Seed(seed) => Pcg32::seed_from_u64(*seed),
            Origin::Daily(day) => day.rng(),
        }
    }

    /// The day, for a daily puzzle.
    pub fn day(&self) -> Option<&Daily> {
        match self {
            Origin::Seed(_) => None,
            Origin::Daily(day) => Some(day),
        }
    }

    /// `"seed 7"` or `"#326 (2026-11-22)"`.
    pub fn label(&self) -> String {
        match self {
            Origin::Seed(seed) => format!("seed {seed}"),
            Origin::Daily(day) => format!("#{} ({})", day.number, day.date),
        }
    }
}

/// The seed of `game` on `date`: FNV-1a 64 of `wordgames/GAME/YYYY-MM-DD`, then SplitMix64's
/// finaliser.
pub fn seed_for(game: GameId, date: Date) -> u64 {
    splitmix64(fnv1a64(format!("wordgames/{game}/{date}").as_bytes()))
}

fn fnv1a64(bytes: &[u8]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for &byte in bytes {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    hash
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_and_errors() {
        let g = GameId::Wordseq;
        assert_eq!(Daily::new(g, DAILY_EPOCH).unwrap().number, 1);
        let d: Date = "2026-11-22".parse().unwrap();
        assert_eq!(Daily::new(g, d).unwrap().number, 326);
        assert!(Daily::new(g, "2025-12-31".parse().unwrap()).is_err());
    }

    /// FNV-1a 64 of the empty string is the offset basis and of "a" is 0xaf63dc4c8601ec8c (the
    /// published test vectors); the seed pins the whole mapping.
    #[test]
    fn value_stability() {
        assert_eq!(fnv1a64(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a64(b"a"), 0xaf63_dc4c_8601_ec8c);
        let d: Date = "2026-11-22".parse().unwrap();
        assert_eq!(seed_for(GameId::LetterBoxed, d), PINNED_SEED);
    }

    /// The id strings are part of every seed: these are the ones published since #1.
    #[test]
    fn game_ids_are_pinned() {
        let ids: Vec<&str> = GameId::ALL.iter().map(|g| g.as_str()).collect();
        assert_eq!(
            ids,
            ["letter-boxed", "blender", "wordle", "wordseq", "nettle"]
        );
        for id in GameId::ALL {
            assert_eq!(id.as_str().parse::<GameId>().unwrap(), id);
        }
        assert!("word-blender".parse::<GameId>().is_err());
    }

    const PINNED_SEED: u64 = 5_116_722_265_617_151_499;
}
