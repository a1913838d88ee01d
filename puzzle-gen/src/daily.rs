//! Daily puzzles: a stable mapping from (game, date) to a puzzle number and a seed.
//!
//! Every player who asks for a game's puzzle of a date must get the same one, on every platform
//! and in every later version. The mapping is therefore fixed here and pinned by tests:
//!
//! * **Puzzle number:** `#1` is the game's first day ([`DAILY_EPOCH`], 2026-01-01, for every
//!   game of this crate); `#N` is the day `N - 1` days later. Dates before the first day are an
//!   error.
//! * **Seed:** the 64-bit FNV-1a hash of the text `wordgames/GAME/YYYY-MM-DD` (for example
//!   `wordgames/letter-boxed/2026-11-22`), passed through the SplitMix64 finaliser so that
//!   neighbouring dates give unrelated seeds.
//! * **Generator:** [`Pcg32::seed_from_u64`](crate::rng::Pcg32) of that seed, handed to the
//!   game's [`Generator::generate`](crate::Generator::generate).
//!
//! ```
//! use wordgames_puzzles::{daily::Daily, Date};
//!
//! let day = Daily::new("letter-boxed", "2026-01-03".parse()?)?;
//! assert_eq!(day.number, 3);
//! assert_eq!(day.seed, Daily::new("letter-boxed", "2026-01-03".parse()?)?.seed);
//! assert_ne!(day.seed, Daily::new("blender", "2026-01-03".parse()?)?.seed);
//! # Ok::<(), wordgames_puzzles::Error>(())
//! ```

use rand_core::SeedableRng;

use crate::{Date, Error, Result, rng::Pcg32};

/// The first day of every game's daily series: puzzle `#1`.
pub const DAILY_EPOCH: Date = Date {
    year: 2026,
    month: 1,
    day: 1,
};

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
    pub fn new(game: &str, date: Date) -> Result<Daily> {
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

/// The seed of `game` on `date`: FNV-1a 64 of `wordgames/GAME/YYYY-MM-DD`, then SplitMix64's
/// finaliser.
pub fn seed_for(game: &str, date: Date) -> u64 {
    splitmix64_mix(fnv1a64(format!("wordgames/{game}/{date}").as_bytes()))
}

fn fnv1a64(bytes: &[u8]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for &byte in bytes {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    hash
}

fn splitmix64_mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_and_errors() {
        assert_eq!(Daily::new("g", DAILY_EPOCH).unwrap().number, 1);
        let d: Date = "2026-11-22".parse().unwrap();
        assert_eq!(Daily::new("g", d).unwrap().number, 326);
        assert!(Daily::new("g", "2025-12-31".parse().unwrap()).is_err());
    }

    /// FNV-1a 64 of the empty string is the offset basis and of "a" is 0xaf63dc4c8601ec8c (the
    /// published test vectors); the seed pins the whole mapping.
    #[test]
    fn value_stability() {
        assert_eq!(fnv1a64(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a64(b"a"), 0xaf63_dc4c_8601_ec8c);
        let d: Date = "2026-11-22".parse().unwrap();
        assert_eq!(seed_for("letter-boxed", d), PINNED_SEED);
    }

    const PINNED_SEED: u64 = 5_116_722_265_617_151_499;
}
