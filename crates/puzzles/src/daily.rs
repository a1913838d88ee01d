//! Daily puzzles: a stable mapping from (game, date) to a puzzle number and a seed.
//!
//! The machinery (keys, calendars, days, origins) is `wordgames-play`'s, so that a game written
//! in a crate of its own deals its daily puzzles by the same recipe; its documentation is
//! [`wordgames_play::daily`]. This module adds the five games of this crate with their pinned
//! ids ([`GameId`]), the recipe version ([`RECIPE`]) and the day's [`Edition`].
//!
//! Your own game joins the machinery with a key of its own, and the day's [`Edition`] with a
//! [`DailyGame`] given to [`Publisher::with_game`].
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

pub use crate::edition::{
    DailyGame, Edition, EditionEntry, EditionGame, LexiconCounts, Publisher, PuzzleFields,
};
pub use wordgames_play::daily::{
    Calendar, DAILY_EPOCH, Daily, DailyPuzzle, EARLIEST_UTC_OFFSET_HOURS, GameKey, Origin,
    has_begun, latest_begun, latest_begun_at, seed_for,
};

use crate::{Error, Result};

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
#[non_exhaustive]
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

    /// Whether this build of the crate has the game: its Cargo feature (`letter-boxed`,
    /// `word-blender`, `wordle`, `wordseq`, `nettle`; all on by default) is on. The ids, seeds
    /// and numbers of every game are there either way; a day's edition
    /// ([`Publisher::edition`]) lists only the games that are built.
    ///
    /// ```
    /// use wordgames_puzzles::daily::GameId;
    ///
    /// // With the default features, every game is built.
    /// assert!(GameId::ALL.iter().all(|game| game.is_built()));
    /// ```
    pub const fn is_built(self) -> bool {
        match self {
            GameId::LetterBoxed => cfg!(feature = "letter-boxed"),
            GameId::WordBlender => cfg!(feature = "word-blender"),
            GameId::Wordle => cfg!(feature = "wordle"),
            GameId::Wordseq => cfg!(feature = "wordseq"),
            GameId::Nettle => cfg!(feature = "nettle"),
        }
    }

    /// The Cargo feature of this crate that builds the game.
    pub const fn feature(self) -> &'static str {
        match self {
            GameId::LetterBoxed => "letter-boxed",
            GameId::WordBlender => "word-blender",
            GameId::Wordle => "wordle",
            GameId::Wordseq => "wordseq",
            GameId::Nettle => "nettle",
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

impl GameId {
    /// The built-in game of `key`, when it is one of the five with its first day
    /// ([`DAILY_EPOCH`]).
    ///
    /// ```
    /// use wordgames_puzzles::daily::{DAILY_EPOCH, GameId, GameKey};
    ///
    /// let builtin = GameKey::from(GameId::Wordle);
    /// assert_eq!((builtin.as_str(), builtin.first_day()), ("wordle", DAILY_EPOCH));
    /// assert_eq!(GameId::of_key(&builtin), Some(GameId::Wordle));
    /// let mine = GameKey::new("spell-it")?;
    /// assert_eq!(GameId::of_key(&mine), None);
    /// # Ok::<(), wordgames_puzzles::Error>(())
    /// ```
    pub fn of_key(key: &GameKey) -> Option<GameId> {
        GameId::ALL
            .into_iter()
            .find(|id| id.as_str() == key.as_str() && key.first_day() == DAILY_EPOCH)
    }
}

impl From<GameId> for GameKey {
    fn from(id: GameId) -> GameKey {
        GameKey::pinned(id.as_str())
    }
}

impl PartialEq<GameId> for GameKey {
    fn eq(&self, id: &GameId) -> bool {
        GameId::of_key(self) == Some(*id)
    }
}

/// The version of the daily recipe: how the built-in games turn a date into its puzzle. The
/// edition carries it ([`Edition::recipe`]). A published puzzle never changes within a version.
///
/// * 1: the first recipe (2026-01-01).
/// * 2: the games choose what they show from familiar words: Letter Boxed counts par with
///   familiar words and shows the most familiar solution of that par (its rarest word as
///   frequent as possible), instead of the fewest letters over every word; the other games'
///   puzzles did not change in English.
pub const RECIPE: u32 = 2;

/// The items that the [`Generator`](crate::Generator) impl of each of this crate's games
/// shares: the puzzle, the error of its check, the crate's error, and the game's key.
macro_rules! generator_of_game {
    ($game:ident, $puzzle:ty, $invalid:ty) => {
        type Puzzle = $puzzle;
        type Invalid = $invalid;
        type Error = $crate::Error;

        fn game(&self) -> $crate::daily::GameKey {
            $crate::daily::GameId::$game.into()
        }
    };
}
pub(crate) use generator_of_game;

#[cfg(test)]
mod tests {
    use super::*;

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
            // Each id is a key `GameKey::new` accepts, and the same key.
            let key = GameKey::new(id.as_str()).unwrap();
            assert_eq!(key, GameKey::from(id));
            assert_eq!(key, id);
        }
        assert!("word-blender".parse::<GameId>().is_err());
    }

    /// A built-in game's seed is the public recipe's for its key; a private calendar keeps the
    /// numbers and changes every seed.
    #[test]
    fn builtin_keys_and_calendars() {
        let d: Date = "2026-11-22".parse().unwrap();
        assert_eq!(seed_for(GameId::LetterBoxed, d), 5_116_722_265_617_151_499);
        let late = GameKey::new("wordle").unwrap().with_first_day(d);
        assert_eq!(GameId::of_key(&late), None);
        let private = Calendar::private(b"0123456789abcdef").unwrap();
        let other = Calendar::private(b"0123456789abcdeg").unwrap();
        for id in GameId::ALL {
            let (p, q) = (private.day(id, d).unwrap(), other.day(id, d).unwrap());
            assert_eq!(p.number, 326);
            assert_ne!(p.seed, Daily::new(id, d).unwrap().seed);
            assert_ne!(p.seed, q.seed);
            assert_eq!(p, private.day(id, d).unwrap());
        }
    }

    use crate::Date;
}
