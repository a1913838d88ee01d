//! Daily puzzles: a stable mapping from (game, date) to a puzzle number and a seed.
//!
//! Every player who asks for a game's puzzle of a date must get the same one, on every platform
//! and in every later version. The mapping is therefore fixed here and pinned by tests:
//!
//! * **Game key:** a [`GameKey`], the text that names a game in every seed. The five games of
//!   wordgames-puzzles have their pinned ids (its `daily::GameId`); any other game chooses its
//!   own ([`GameKey::new`]) and gets its puzzle numbers and seeds from the same recipe.
//! * **Puzzle number:** `#1` is the game's first day ([`DAILY_EPOCH`], 2026-01-01, for every
//!   game of the family; [`GameKey::with_first_day`] for another); `#N` is the day `N - 1` days
//!   later. Dates before the first day are an error.
//! * **Seed:** the 64-bit FNV-1a hash of the text `wordgames/GAME/YYYY-MM-DD`, where `GAME` is
//!   the game's key (for example `wordgames/letter-boxed/2026-11-22`), passed through the
//!   SplitMix64 finaliser so that neighbouring dates give unrelated seeds. This is the public
//!   [`Calendar`]: anyone can compute any date's puzzle. A publisher who wants its puzzles private
//!   uses [`Calendar::private`] with a secret: its seeds are SipHash-2-4 of the same text under a
//!   key derived from the secret, so its puzzles differ from the public ones and cannot be
//!   computed without the secret.
//! * **Generator:** [`Pcg32::seed_from_u64`](crate::rng::Pcg32) of that seed, handed to the
//!   game's [`Generator::generate`](crate::Generator::generate).
//!
//! Your own game joins the machinery with a key of its own:
//!
//! ```
//! use wordgames_play::{daily::{Calendar, Daily, GameKey}, rng::Pcg32};
//!
//! let spell_it = GameKey::new("spell-it")?.with_first_day("2026-03-01".parse()?);
//! let day = Daily::new(&spell_it, "2026-03-03".parse()?)?;
//! assert_eq!(day.number, 3);
//! // The same seed on every machine, and another game's seed is another.
//! assert_eq!(day.seed, Calendar::PUBLIC.day(&spell_it, "2026-03-03".parse()?)?.seed);
//! let mut rng: Pcg32 = day.rng();
//! # let _ = &mut rng;
//! # Ok::<(), wordgames_play::Error>(())
//! ```
//!

use std::{borrow::Cow, fmt};

use rand_core::SeedableRng;

use crate::{
    Date, Error, Result,
    rng::{Pcg32, splitmix64},
};

/// The first day of every game's daily series: puzzle `#1`.
pub const DAILY_EPOCH: Date = Date::EPOCH_OF_DAILIES;

/// How far ahead of UTC the earliest time zone on Earth is, in hours: the Line Islands of
/// Kiribati, UTC+14. A date begins there 14 hours before it begins in UTC.
pub const EARLIEST_UTC_OFFSET_HOURS: i64 = 14;

/// The latest date that has begun somewhere on Earth at `unix_seconds` (seconds since
/// 1970-01-01 UTC): the date in UTC+14 ([`EARLIEST_UTC_OFFSET_HOURS`]). From 10:00 UTC it is
/// the day after the UTC date. Instants beyond the years 0000 to 9999 give its first or last day.
///
/// # Example
/// ```
/// use wordgames_play::{Date, daily::latest_begun_at};
/// let noon = Date::new(2026, 3, 14)?.days() * 86_400 + 12 * 3600;
/// assert_eq!(latest_begun_at(noon), Date::new(2026, 3, 15)?);
/// assert_eq!(latest_begun_at(noon - 3 * 3600), Date::new(2026, 3, 14)?); // 09:00 UTC
/// # Ok::<(), wordgames_play::Error>(())
/// ```
pub fn latest_begun_at(unix_seconds: i64) -> Date {
    use crate::date::{MAX_DAYS, MIN_DAYS};
    let ahead = unix_seconds.saturating_add(EARLIEST_UTC_OFFSET_HOURS * 3600);
    let days = ahead.div_euclid(86_400).clamp(MIN_DAYS, MAX_DAYS);
    Date::from_days(days).unwrap_or(Date::EPOCH_OF_DAILIES) // in range: never the fallback
}

/// The latest date that has begun somewhere on Earth now, by the system clock
/// ([`latest_begun_at`]).
pub fn latest_begun() -> Date {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX));
    latest_begun_at(now)
}

/// Whether `date` has begun somewhere on Earth now ([`latest_begun`]): the rule for when a
/// date's puzzles, and so their answers, may be served. A server that deals a date before it
/// has begun anywhere gives its answers away before any player needs them (giving up reveals
/// them); one that waits for UTC keeps players ahead of UTC waiting.
pub fn has_begun(date: Date) -> bool {
    date <= latest_begun()
}

/// The key of a game in the daily machinery: the text in every seed of the game, and the
/// game's first day (puzzle `#1`).
///
/// The five games of wordgames-puzzles have theirs (its `GameId` converts into a `GameKey`,
/// with the pinned id and [`DAILY_EPOCH`]); any other game chooses its own. A key is
/// part of every seed, so, once published, it is pinned like the built-in ones: renaming a game
/// must not change its key.
///
/// ```
/// use wordgames_play::daily::{DAILY_EPOCH, GameKey};
///
/// let mine = GameKey::new("spell-it")?;
/// assert_eq!((mine.as_str(), mine.first_day()), ("spell-it", DAILY_EPOCH));
/// assert!(GameKey::new("").is_err());
/// assert!(GameKey::new("a/b").is_err());
/// # Ok::<(), wordgames_play::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GameKey {
    key: Cow<'static, str>,
    first_day: Date,
}

impl GameKey {
    /// The longest key, in bytes.
    pub const MAX_LEN: usize = 64;

    /// A key of the caller's choosing, with [`DAILY_EPOCH`] as its first day. The key of a
    /// built-in game (`wordgames_puzzles::daily::GameId::as_str`) gives that game's seeds.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidParameter`] for an empty key, one longer than [`GameKey::MAX_LEN`]
    /// bytes, or one with a control character or a `/` (the separator of the seed's text).
    pub fn new(key: impl Into<Cow<'static, str>>) -> Result<GameKey> {
        let key = key.into();
        if key.is_empty()
            || key.len() > GameKey::MAX_LEN
            || key.chars().any(|c| c.is_control() || c == '/')
        {
            return Err(Error::InvalidParameter {
                name: "game key",
                value: key.into_owned(),
                reason: "1 to 64 bytes, no control characters and no '/'",
            });
        }
        Ok(GameKey {
            key,
            first_day: DAILY_EPOCH,
        })
    }

    /// The same key with `first_day` as puzzle `#1` (the seeds do not depend on it).
    #[must_use]
    pub fn with_first_day(mut self, first_day: Date) -> GameKey {
        self.first_day = first_day;
        self
    }

    /// The key's text.
    pub fn as_str(&self) -> &str {
        &self.key
    }

    /// The game's first day: puzzle `#1`.
    pub fn first_day(&self) -> Date {
        self.first_day
    }

    /// The key `key` with [`DAILY_EPOCH`] as its first day, unchecked: for a crate's pinned,
    /// static keys, which its tests check with [`GameKey::new`] (a key `new` refuses would make
    /// seeds no other program can ask for).
    pub const fn pinned(key: &'static str) -> GameKey {
        GameKey {
            key: Cow::Borrowed(key),
            first_day: DAILY_EPOCH,
        }
    }
}

impl From<&GameKey> for GameKey {
    fn from(key: &GameKey) -> GameKey {
        key.clone()
    }
}

impl fmt::Display for GameKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.key)
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for GameKey {
    /// The key's text, as the `game` field of the daily document.
    fn serialize<S: serde::Serializer>(
        &self,
        serializer: S,
    ) -> std::result::Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.key)
    }
}

/// Where the daily seeds come from: the public recipe, or a publisher's secret.
///
/// [`Calendar::PUBLIC`] is the recipe every program of the family uses by default: anyone can
/// compute the puzzle of any date, and the pinned puzzles are its puzzles.
/// [`Calendar::private`] keys the seeds with a secret, so that a server's puzzles are its own:
/// they differ from the public ones, and without the secret nobody can compute tomorrow's.
/// A private calendar's seeds are never published (a seed deals its puzzle).
///
/// `Debug` never prints the secret.
///
/// ```
/// use wordgames_play::daily::{Calendar, GameKey};
///
/// let (wordle, date) = (GameKey::new("wordle")?, "2026-11-22".parse()?);
/// let public = Calendar::PUBLIC.day(&wordle, date)?;
/// let private = Calendar::private(b"a secret of at least sixteen bytes")?;
/// let day = private.day(&wordle, date)?;
/// assert_eq!(day.number, public.number);
/// assert_ne!(day.seed, public.seed);
/// assert!(private.is_private() && !Calendar::PUBLIC.is_private());
/// # Ok::<(), wordgames_play::Error>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Calendar {
    key: Option<(u64, u64)>,
}

impl fmt::Debug for Calendar {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(if self.is_private() {
            "Calendar(private)"
        } else {
            "Calendar(public)"
        })
    }
}

impl Default for Calendar {
    /// [`Calendar::PUBLIC`].
    fn default() -> Calendar {
        Calendar::PUBLIC
    }
}

impl Calendar {
    /// The public recipe: every pinned puzzle is its puzzle.
    pub const PUBLIC: Calendar = Calendar { key: None };

    /// The shortest secret [`Calendar::private`] takes, in bytes.
    pub const MIN_SECRET_LEN: usize = 16;

    /// The fewest different byte values a secret must hold ([`Calendar::private`]): 16 × `a`
    /// or `abababab…` are refused; 16 random bytes, or 16 random hexadecimal digits, pass
    /// (nearly always: 16 random hex digits hold 10 different ones on average).
    pub const MIN_SECRET_VARIETY: usize = 8;

    /// The rounds of the secret's stretching in [`Calendar::private`].
    pub const SECRET_ROUNDS: u32 = 1 << 16;

    /// A calendar keyed by `secret` (at least [`Calendar::MIN_SECRET_LEN`] bytes holding at
    /// least [`Calendar::MIN_SECRET_VARIETY`] different byte values; use random bytes and
    /// keep them): the same secret always gives the same puzzles, another secret or none other
    /// ones.
    ///
    /// The secret is stretched: the 128-bit key of the seeds is two SipHash-2-4 chains of
    /// [`Calendar::SECRET_ROUNDS`] rounds, each round hashing the chain's last value, the
    /// round number and the whole secret under the chain's own fixed key. Whoever tries to
    /// find the secret from the puzzles a server published pays that many hashes a guess.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidParameter`] for a secret shorter than 16 bytes, or with fewer than 8
    /// different byte values.
    ///
    /// ```
    /// use wordgames_play::daily::Calendar;
    /// assert!(Calendar::private(b"aaaaaaaaaaaaaaaa").is_err()); // 16 bytes, one value
    /// assert!(Calendar::private(b"abababababababababab").is_err());
    /// assert!(Calendar::private(b"a secret of at least sixteen bytes").is_ok());
    /// ```
    pub fn private(secret: &[u8]) -> Result<Calendar> {
        if secret.len() < Calendar::MIN_SECRET_LEN {
            return Err(Error::InvalidParameter {
                name: "secret",
                value: format!("{} bytes", secret.len()),
                reason: "a private calendar needs a secret of at least 16 bytes",
            });
        }
        let mut seen = [false; 256];
        for &b in secret {
            seen[usize::from(b)] = true;
        }
        let variety = seen.iter().filter(|&&s| s).count();
        if variety < Calendar::MIN_SECRET_VARIETY {
            return Err(Error::InvalidParameter {
                name: "secret",
                value: format!("{} bytes of {variety} different values", secret.len()),
                reason: "a private calendar needs a secret of at least 8 different byte values (random bytes, not a repeated pattern)",
            });
        }
        let stretch = |chain: u64, label: &[u8]| {
            let mut input = Vec::with_capacity(label.len() + 12 + secret.len());
            let mut value = 0u64;
            for round in 0..Calendar::SECRET_ROUNDS {
                input.clear();
                input.extend_from_slice(label);
                input.extend_from_slice(&value.to_le_bytes());
                input.extend_from_slice(&round.to_le_bytes());
                input.extend_from_slice(secret);
                value = siphash24((0, chain), &input);
            }
            value
        };
        Ok(Calendar {
            key: Some((
                stretch(0, b"wordgames/secret/0/"),
                stretch(1, b"wordgames/secret/1/"),
            )),
        })
    }

    /// Whether a secret keys this calendar's seeds.
    pub fn is_private(&self) -> bool {
        self.key.is_some()
    }

    /// The puzzle number and seed of the game `key` on `date`.
    ///
    /// # Errors
    ///
    /// [`Error::Date`] when `date` is before the game's first day.
    pub fn day(&self, key: impl Into<GameKey>, date: Date) -> Result<Daily> {
        let key = key.into();
        let offset = date.days() - key.first_day.days();
        let Ok(offset) = u64::try_from(offset) else {
            return Err(Error::Date {
                value: date.to_string(),
                // The text the built-in games have always given (tests pin it).
                reason: if key.first_day == DAILY_EPOCH {
                    "daily puzzles start on 2026-01-01"
                } else {
                    "before the game's first daily puzzle"
                },
            });
        };
        Ok(Daily {
            date,
            number: offset + 1,
            seed: self.seed(&key, date),
        })
    }

    /// The seed of the game `key` on `date` (whatever its first day).
    pub fn seed(&self, key: &GameKey, date: Date) -> u64 {
        let text = format!("wordgames/{}/{date}", key.as_str());
        match self.key {
            None => splitmix64(fnv1a64(text.as_bytes())),
            Some(k) => splitmix64(siphash24(k, text.as_bytes())),
        }
    }

    /// A seed for the whole series of the game `key`, the same every day: `None` for the public
    /// calendar, else a secret seed that a game whose daily puzzle walks a fixed list (Nettle)
    /// shuffles its list with, so that a private series is in its own order.
    pub fn series_seed(&self, key: &GameKey) -> Option<u64> {
        let k = self.key?;
        Some(splitmix64(siphash24(
            k,
            format!("wordgames/{}/series", key.as_str()).as_bytes(),
        )))
    }
}

/// A game's puzzle of a given day.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct Daily {
    /// The date.
    pub date: Date,
    /// The puzzle number: 1 on [`DAILY_EPOCH`].
    pub number: u64,
    /// The seed that the day's puzzle is generated from.
    pub seed: u64,
}

impl Daily {
    /// The puzzle number and seed of `game` on `date` in the public calendar
    /// ([`Calendar::PUBLIC`]): any [`GameKey`] (wordgames-puzzles' `GameId` converts into one).
    ///
    /// # Errors
    ///
    /// [`Error::Date`] when `date` is before the game's first day ([`DAILY_EPOCH`] for the
    /// built-in games).
    pub fn new(game: impl Into<GameKey>, date: Date) -> Result<Daily> {
        Calendar::PUBLIC.day(game, date)
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
#[non_exhaustive]
pub struct DailyPuzzle<P> {
    /// The day: date, puzzle number and seed.
    pub day: Daily,
    /// The puzzle.
    pub puzzle: P,
}

impl<P> DailyPuzzle<P> {
    /// The puzzle `puzzle` of the day `day`.
    pub const fn new(day: Daily, puzzle: P) -> DailyPuzzle<P> {
        DailyPuzzle { day, puzzle }
    }
}

/// Where a puzzle's randomness comes from: a date's daily puzzle, or a seed the caller chose.
///
/// This is the one place that turns "`--seed N`, else `--date D`" into a generator, so that a
/// program and the library deal the same puzzle for the same choice.
///
/// ```
/// use wordgames_play::daily::{GameKey, Origin};
///
/// let wordle = GameKey::new("wordle")?;
/// let daily = Origin::daily(&wordle, "2026-11-22".parse()?)?;
/// assert_eq!(daily.label(), "#326 (2026-11-22)");
/// let seeded = Origin::choose(&wordle, Some(7), "2026-11-22".parse()?)?;
/// assert_eq!(seeded, Origin::Seed(7));
/// assert_eq!(seeded.label(), "seed 7");
/// # Ok::<(), wordgames_play::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum Origin {
    /// A seed chosen by the caller: [`Pcg32::seed_from_u64`] of it.
    Seed(u64),
    /// A date's daily puzzle.
    Daily(Daily),
}

impl Origin {
    /// `game`'s daily puzzle of `date` in the public calendar (for a private one,
    /// `Origin::Daily(calendar.day(game, date)?)`).
    ///
    /// # Errors
    ///
    /// [`Error::Date`] when `date` is before the game's first day.
    pub fn daily(game: impl Into<GameKey>, date: Date) -> Result<Origin> {
        Ok(Origin::Daily(Daily::new(game, date)?))
    }

    /// `seed` when there is one, else `game`'s daily puzzle of `date`.
    ///
    /// # Errors
    ///
    /// [`Error::Date`] when there is no seed and `date` is before the game's first day.
    pub fn choose(game: impl Into<GameKey>, seed: Option<u64>, date: Date) -> Result<Origin> {
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

    /// The seed that deals the puzzle: the caller's, or the day's.
    pub fn seed(&self) -> u64 {
        match self {
            Origin::Seed(seed) => *seed,
            Origin::Daily(day) => day.seed,
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

/// The public seed of `game` (any [`GameKey`]) on `date`: FNV-1a 64 of
/// `wordgames/GAME/YYYY-MM-DD`, then SplitMix64's finaliser.
pub fn seed_for(game: impl Into<GameKey>, date: Date) -> u64 {
    Calendar::PUBLIC.seed(&game.into(), date)
}

/// SipHash-2-4 (Aumasson and Bernstein) of `bytes` under the 128-bit key `(k0, k1)`; the keyed
/// hash of private calendars, written out here so that its values never depend on a library's
/// choice of hasher.
fn siphash24((k0, k1): (u64, u64), bytes: &[u8]) -> u64 {
    let mut v = [
        k0 ^ 0x736f_6d65_7073_6575,
        k1 ^ 0x646f_7261_6e64_6f6d,
        k0 ^ 0x6c79_6765_6e65_7261,
        k1 ^ 0x7465_6462_7974_6573,
    ];
    fn round(v: &mut [u64; 4]) {
        v[0] = v[0].wrapping_add(v[1]);
        v[1] = v[1].rotate_left(13) ^ v[0];
        v[0] = v[0].rotate_left(32);
        v[2] = v[2].wrapping_add(v[3]);
        v[3] = v[3].rotate_left(16) ^ v[2];
        v[0] = v[0].wrapping_add(v[3]);
        v[3] = v[3].rotate_left(21) ^ v[0];
        v[2] = v[2].wrapping_add(v[1]);
        v[1] = v[1].rotate_left(17) ^ v[2];
        v[2] = v[2].rotate_left(32);
    }
    let mut compress = |m: u64| {
        v[3] ^= m;
        round(&mut v);
        round(&mut v);
        v[0] ^= m;
    };
    let mut chunks = bytes.chunks_exact(8);
    for chunk in &mut chunks {
        let mut word = [0u8; 8];
        word.copy_from_slice(chunk);
        compress(u64::from_le_bytes(word));
    }
    let mut last = [0u8; 8];
    last[..chunks.remainder().len()].copy_from_slice(chunks.remainder());
    last[7] = bytes.len() as u8;
    compress(u64::from_le_bytes(last));
    v[2] ^= 0xff;
    for _ in 0..4 {
        round(&mut v);
    }
    v[0] ^ v[1] ^ v[2] ^ v[3]
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

    /// A date begins in UTC+14 at 10:00 UTC the day before: not a second earlier.
    #[test]
    fn a_date_has_begun_once_it_has_begun_in_utc_plus_14() {
        let date: Date = "2026-03-15".parse().unwrap();
        let midnight = date.days() * 86_400;
        let begins = midnight - 14 * 3600;
        assert_eq!(latest_begun_at(begins), date);
        assert!(latest_begun_at(begins - 1) < date);
        assert_eq!(latest_begun_at(midnight + 86_400 - 14 * 3600 - 1), date);
        assert_eq!(latest_begun_at(i64::MAX).to_string(), "9999-12-31");
        assert_eq!(latest_begun_at(i64::MIN).to_string(), "0000-01-01");
        let now = latest_begun();
        assert!(has_begun(now) && has_begun(DAILY_EPOCH));
        assert!(!has_begun(Date::from_days(now.days() + 1).unwrap()));
        // Today in UTC has always begun, and the day after it from 10:00 UTC on.
        let utc = Date::today().days();
        assert!((utc..=utc + 1).contains(&now.days()), "{now}");
    }
    use super::*;

    #[test]
    fn numbers_and_errors() {
        let g = &GameKey::new("wordseq").unwrap();
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
        assert_eq!(
            seed_for(GameKey::new("letter-boxed").unwrap(), d),
            PINNED_SEED
        );
    }

    /// The reference implementation's test vectors (the paper's appendix and `vectors.h`):
    /// key 00..0f, messages 00..(n-1).
    #[test]
    fn siphash_matches_the_reference() {
        let key = (0x0706_0504_0302_0100, 0x0f0e_0d0c_0b0a_0908);
        let message: Vec<u8> = (0..15).collect();
        assert_eq!(siphash24(key, &[]), 0x726f_db47_dd0e_0e31);
        assert_eq!(siphash24(key, &message), 0xa129_ca61_49be_45e5);
    }

    /// A private calendar's key is its secret stretched as `Calendar::private` documents: chain
    /// `c` starts at 0, and each of its `SECRET_ROUNDS` rounds hashes the chain's label, the last
    /// value, the round number and the whole secret under the key `(0, c)`. So the key is not
    /// one hash of the secret (what an unstretched key would be), nor a chain cut short.
    #[test]
    fn a_private_key_is_its_secret_stretched() {
        let secret = b"0123456789abcdef";
        let chain = |c: u64, rounds: u32| {
            let label = format!("wordgames/secret/{c}/");
            (0..rounds).fold(0u64, |value, round| {
                let input = [
                    label.as_bytes(),
                    &value.to_le_bytes(),
                    &round.to_le_bytes(),
                    secret,
                ]
                .concat();
                siphash24((0, c), &input)
            })
        };
        let key = Calendar::private(secret).unwrap().key.unwrap();
        let rounds = Calendar::SECRET_ROUNDS;
        assert!(rounds >= 1 << 16);
        assert_eq!(key, (chain(0, rounds), chain(1, rounds)));
        assert_ne!(key.0, chain(0, rounds - 1));
        let once = |c: u64| {
            siphash24(
                (0, c),
                &[format!("wordgames/secret/{c}/").as_bytes(), secret].concat(),
            )
        };
        assert_ne!(key, (once(0), once(1)));
    }

    /// A key of the caller's gives the recipe's seed; the built-in keys keep theirs; a private
    /// calendar keeps the numbers and changes every seed.
    #[test]
    fn keys_and_calendars() {
        let d: Date = "2026-11-22".parse().unwrap();
        let key = GameKey::new("letter-boxed").unwrap();
        assert_eq!(Daily::new(&key, d).unwrap().seed, PINNED_SEED);
        assert_eq!(key, GameKey::pinned("letter-boxed"));
        let mine = GameKey::new("spell-it").unwrap();
        assert_eq!(
            Daily::new(&mine, d).unwrap().seed,
            splitmix64(fnv1a64(b"wordgames/spell-it/2026-11-22"))
        );
        let late = mine.clone().with_first_day(d);
        assert_eq!(Daily::new(&late, d).unwrap().number, 1);
        assert_eq!(
            Daily::new(&late, d).unwrap().seed,
            Daily::new(&mine, d).unwrap().seed
        );
        assert!(Daily::new(&late, "2026-11-21".parse().unwrap()).is_err());
        for bad in ["", "a/b", "tab\there", &"x".repeat(65)] {
            assert!(GameKey::new(bad.to_string()).is_err(), "{bad:?}");
        }
        assert!(Calendar::private(b"short").is_err());
        for weak in [
            &b"aaaaaaaaaaaaaaaa"[..],
            b"abcabcabcabcabcabcabcabc",
            &[0; 64],
        ] {
            let error = Calendar::private(weak).unwrap_err().to_string();
            assert!(error.contains("different byte values"), "{error}");
        }
        let private = Calendar::private(b"0123456789abcdef").unwrap();
        let other = Calendar::private(b"0123456789abcdeg").unwrap();
        for id in ["letter-boxed", "wordle"].map(GameKey::pinned) {
            let (p, q) = (private.day(&id, d).unwrap(), other.day(&id, d).unwrap());
            assert_eq!(p.number, 326);
            assert_ne!(p.seed, Daily::new(&id, d).unwrap().seed);
            assert_ne!(p.seed, q.seed);
            assert_eq!(p, private.day(&id, d).unwrap());
        }
        assert_eq!(Calendar::PUBLIC.series_seed(&key), None);
        assert!(private.series_seed(&key).is_some());
        assert_eq!(format!("{private:?}"), "Calendar(private)");
    }

    const PINNED_SEED: u64 = 5_116_722_265_617_151_499;
}
