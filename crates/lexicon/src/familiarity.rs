//! How familiar a word is to a player: a frequency on the Zipf scale, and the bands that puzzles
//! choose their words from.
//!
//! The Zipf scale (used by the `wordfreq` project) is the base-10 logarithm of a word's
//! frequency per billion words: 3.0 is once in a million words, 2.0 once in a hundred million,
//! and the most common words of a language are near 7. A lexicon that carries no frequency for a
//! word falls back to its [`Grade`](crate::Grade): a word of the common tier counts as familiar.

use std::{fmt, str::FromStr};

/// A word's frequency on the Zipf scale, kept to two decimals (0.00 to 8.00).
///
/// ```
/// use wordgames_lexicon::Zipf;
///
/// let zipf = Zipf::new(3.52).unwrap();
/// assert_eq!(zipf.get(), 3.52);
/// assert_eq!(Zipf::new(-1.0), None);
/// assert_eq!(Zipf::new(f32::NAN), None);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Zipf(u16);

impl Zipf {
    /// The highest value a frequency can take.
    pub const MAX: Zipf = Zipf(800);
    /// Unknown: the value of a word that no frequency list has.
    pub const ZERO: Zipf = Zipf(0);

    /// A frequency from its Zipf value, rounded to two decimals; `None` for a value that is not
    /// a number or lies outside 0 to 8.
    pub fn new(value: f32) -> Option<Zipf> {
        if !(0.0..=8.0).contains(&value) {
            return None;
        }
        Some(Zipf((value * 100.0).round() as u16))
    }

    /// A frequency from hundredths of a Zipf unit (`352` is 3.52); `None` above 800.
    pub const fn from_centi(centi: u16) -> Option<Zipf> {
        if centi > Zipf::MAX.0 {
            None
        } else {
            Some(Zipf(centi))
        }
    }

    /// The value on the Zipf scale.
    pub fn get(self) -> f32 {
        f32::from(self.0) / 100.0
    }

    /// The value in hundredths of a Zipf unit.
    pub const fn centi(self) -> u16 {
        self.0
    }
}

impl fmt::Display for Zipf {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{:02}", self.0 / 100, self.0 % 100)
    }
}

/// The band of familiarity a puzzle chooses its words from.
///
/// ```
/// use wordgames_lexicon::{Familiarity, Zipf};
///
/// assert!(Familiarity::Easy.floor() > Familiarity::Normal.floor());
/// assert!(Familiarity::Normal.floor() > Familiarity::Hard.floor());
/// let custom = Familiarity::AtLeast(Zipf::new(2.5).unwrap());
/// assert_eq!(custom.floor().get(), 2.5);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum Familiarity {
    /// Words nearly every player knows.
    Easy,
    /// Words most players know: the default.
    #[default]
    Normal,
    /// Rarer words, still in ordinary use.
    Hard,
    /// Words at or above this frequency.
    AtLeast(Zipf),
}

impl Familiarity {
    /// The lowest frequency a word of this band has.
    pub fn floor(self) -> Zipf {
        match self {
            Familiarity::Easy => Zipf(400),
            Familiarity::Normal => Zipf(300),
            Familiarity::Hard => Zipf(200),
            Familiarity::AtLeast(zipf) => zipf,
        }
    }
}

impl fmt::Display for Familiarity {
    /// `easy`, `normal`, `hard`, or the Zipf floor of [`Familiarity::AtLeast`] (`2.50`): what
    /// [`Familiarity::from_str`] reads back.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Familiarity::Easy => f.write_str("easy"),
            Familiarity::Normal => f.write_str("normal"),
            Familiarity::Hard => f.write_str("hard"),
            Familiarity::AtLeast(zipf) => write!(f, "{zipf}"),
        }
    }
}

/// A band that is neither `easy`, `normal` nor `hard`, nor a Zipf value from 0 to 8
/// ([`Familiarity::from_str`]).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "familiarity {value:?} is not easy, normal, hard or a Zipf frequency from 0 to 8 (such as 2.5)"
)]
pub struct ParseFamiliarityError {
    /// The text given.
    pub value: String,
}

impl FromStr for Familiarity {
    type Err = ParseFamiliarityError;

    /// `easy`, `normal` or `hard` (any case), or a Zipf floor from 0 to 8 (`2.5`), as the
    /// CLI's `--familiarity` takes it.
    ///
    /// ```
    /// use wordgames_lexicon::{Familiarity, Zipf};
    ///
    /// assert_eq!("easy".parse(), Ok(Familiarity::Easy));
    /// assert_eq!("Hard".parse(), Ok(Familiarity::Hard));
    /// assert_eq!("2.5".parse(), Ok(Familiarity::AtLeast(Zipf::new(2.5).unwrap())));
    /// assert!("9".parse::<Familiarity>().is_err());
    /// assert!("common".parse::<Familiarity>().is_err());
    /// ```
    fn from_str(s: &str) -> Result<Familiarity, ParseFamiliarityError> {
        let text = s.trim();
        let named = [Familiarity::Easy, Familiarity::Normal, Familiarity::Hard]
            .into_iter()
            .find(|band| band.to_string().eq_ignore_ascii_case(text));
        named
            .or_else(|| {
                text.parse::<f32>()
                    .ok()
                    .and_then(Zipf::new)
                    .map(Familiarity::AtLeast)
            })
            .ok_or_else(|| ParseFamiliarityError {
                value: s.to_string(),
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_band_reads_back_from_its_text() {
        for band in [Familiarity::Easy, Familiarity::Normal, Familiarity::Hard] {
            assert_eq!(band.to_string().parse(), Ok(band));
        }
        for centi in 0..=Zipf::MAX.centi() {
            let band = Familiarity::AtLeast(Zipf::from_centi(centi).unwrap());
            assert_eq!(band.to_string().parse(), Ok(band), "{centi}");
        }
        for bad in ["", "medium", "-1", "8.01", "NaN", "inf", "3,5"] {
            assert_eq!(
                bad.parse::<Familiarity>(),
                Err(ParseFamiliarityError { value: bad.into() }),
                "{bad}"
            );
        }
    }
}
