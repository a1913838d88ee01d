//! Calendar dates for daily puzzles, without a date-time dependency: proleptic Gregorian, UTC.

use std::{fmt, str::FromStr};

use crate::Error;

/// A calendar day (proleptic Gregorian calendar) of the years 0000 to 9999.
///
/// A `Date` is always a real day: [`Date::new`] and parsing check it, and the fields are
/// private. Its text form is `YYYY-MM-DD`, which is also how serde writes and reads it (with
/// the `serde` feature), so a JSON `{"month": 13}` or `"2026-02-30"` is refused.
///
/// ```
/// use wordgames_play::Date;
///
/// let date: Date = "2026-11-22".parse()?;
/// assert_eq!(date.to_string(), "2026-11-22");
/// assert_eq!(date, Date::new(2026, 11, 22)?);
/// assert_eq!(Date::from_days(date.days() + 10).unwrap().to_string(), "2026-12-02");
/// assert!("2026-02-30".parse::<Date>().is_err());
/// assert!(Date::new(2026, 13, 1).is_err());
/// # Ok::<(), wordgames_play::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    year: i32,
    month: u32,
    day: u32,
}

/// The days from 1970-01-01 to 0000-01-01 and to 9999-12-31, the range of [`Date`].
pub(crate) const MIN_DAYS: i64 = -719_528;
pub(crate) const MAX_DAYS: i64 = 2_932_896;

impl Date {
    /// 2026-01-01, the first day of every daily series ([`crate::daily::DAILY_EPOCH`]).
    pub(crate) const EPOCH_OF_DAILIES: Date = Date {
        year: 2026,
        month: 1,
        day: 1,
    };

    /// The date of a year, month (1-12) and day of the month.
    ///
    /// # Errors
    /// [`Error::Date`] when that is no day of the calendar (`2026-02-29`, month 13, day 0) or
    /// the year is outside 0 to 9999.
    pub fn new(year: i32, month: u32, day: u32) -> Result<Date, Error> {
        let date = Date { year, month, day };
        if !(0..=9999).contains(&year) {
            return Err(Error::Date {
                value: format!("{year}-{month:02}-{day:02}"),
                reason: "years 0000 to 9999 only",
            });
        }
        if !(1..=12).contains(&month) || day == 0 || day > 31 || Date::civil(date.days()) != date {
            return Err(Error::Date {
                value: format!("{year:04}-{month:02}-{day:02}"),
                reason: "not a day of the calendar",
            });
        }
        Ok(date)
    }

    /// The year, 0 to 9999.
    pub fn year(self) -> i32 {
        self.year
    }

    /// The month, 1 to 12.
    pub fn month(self) -> u32 {
        self.month
    }

    /// The day of the month, 1 to 31.
    pub fn day(self) -> u32 {
        self.day
    }

    /// Today in UTC, from the system clock (1970-01-01 if the clock is before the epoch).
    pub fn today() -> Date {
        let secs = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_secs())
            .unwrap_or(0);
        Date::from_days((secs / 86_400) as i64).unwrap_or(Date {
            year: 9999,
            month: 12,
            day: 31,
        })
    }

    /// Days since 1970-01-01 (negative before it).
    pub fn days(self) -> i64 {
        // Howard Hinnant's days_from_civil.
        let y = i64::from(self.year) - i64::from(self.month <= 2);
        let era = y.div_euclid(400);
        let yoe = y - era * 400;
        let m = i64::from(self.month);
        let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + i64::from(self.day) - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        era * 146_097 + doe - 719_468
    }

    /// The date `days` after 1970-01-01 (before it when negative); `None` outside the years
    /// 0000 to 9999.
    pub fn from_days(days: i64) -> Option<Date> {
        (MIN_DAYS..=MAX_DAYS)
            .contains(&days)
            .then(|| Date::civil(days))
    }

    /// Howard Hinnant's civil_from_days, for days in range (or near it: `new` checks a date by
    /// a round trip).
    fn civil(days: i64) -> Date {
        let z = days.clamp(MIN_DAYS - 400, MAX_DAYS + 400) + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z - era * 146_097;
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
        let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
        let year = (yoe + era * 400 + i64::from(month <= 2)) as i32;
        Date { year, month, day }
    }
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

impl FromStr for Date {
    type Err = Error;

    /// Parses `YYYY-MM-DD` (surrounding spaces allowed).
    fn from_str(s: &str) -> Result<Date, Error> {
        let bad = || Error::Date {
            value: s.to_string(),
            reason: "expected the form YYYY-MM-DD",
        };
        let mut parts = s.trim().splitn(3, '-');
        let (Some(y), Some(m), Some(d)) = (parts.next(), parts.next(), parts.next()) else {
            return Err(bad());
        };
        let digits = |t: &str, n: usize| t.len() == n && t.bytes().all(|b| b.is_ascii_digit());
        if !digits(y, 4) || !digits(m, 2) || !digits(d, 2) {
            return Err(bad());
        }
        let year: i32 = y.parse().map_err(|_| bad())?;
        let month: u32 = m.parse().map_err(|_| bad())?;
        let day: u32 = d.parse().map_err(|_| bad())?;
        Date::new(year, month, day).map_err(|_| Error::Date {
            value: s.to_string(),
            reason: "not a day of the calendar",
        })
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Date {
    /// As `"YYYY-MM-DD"`.
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Date {
    /// From `"YYYY-MM-DD"`, checked as [`Date::from_str`] checks it.
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Date, D::Error> {
        struct Visitor;
        impl serde::de::Visitor<'_> for Visitor {
            type Value = Date;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a date as YYYY-MM-DD")
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<Date, E> {
                v.parse().map_err(E::custom)
            }
        }
        deserializer.deserialize_str(Visitor)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips() {
        for days in [MIN_DAYS, -1, 0, 1, 19_000, 20_414, 2_000_000, MAX_DAYS] {
            assert_eq!(Date::from_days(days).unwrap().days(), days);
        }
        assert_eq!(Date::from_days(MIN_DAYS).unwrap().to_string(), "0000-01-01");
        assert_eq!(Date::from_days(MAX_DAYS).unwrap().to_string(), "9999-12-31");
        for days in [MIN_DAYS - 1, MAX_DAYS + 1, i64::MIN, i64::MAX] {
            assert_eq!(Date::from_days(days), None);
        }
        let d: Date = "2026-11-22".parse().unwrap();
        assert_eq!(d.days(), 20_779); // Python: (date(2026,11,22) - date(1970,1,1)).days
        assert_eq!(d.to_string(), "2026-11-22");
        assert!("2026-02-29".parse::<Date>().is_err());
        assert!("2024-02-29".parse::<Date>().is_ok());
        assert!("2026-13-01".parse::<Date>().is_err());
        assert!("22/11/2026".parse::<Date>().is_err());
        assert!("+026-11-22".parse::<Date>().is_err());
        assert!("2026-1-022".parse::<Date>().is_err());
        assert!(Date::new(2026, 2, 29).is_err());
        assert!(Date::new(2026, 0, 1).is_err());
        assert!(Date::new(-1, 1, 1).is_err());
        assert!(Date::new(10_000, 1, 1).is_err());
        assert!(Date::new(2026, 1, u32::MAX).is_err());
        assert_eq!(Date::new(2024, 2, 29).unwrap().day(), 29);
    }

    #[cfg(feature = "serde")]
    #[test]
    fn serde_writes_and_checks_the_text_form() {
        let d = Date::new(2026, 11, 22).unwrap();
        assert_eq!(serde_json::to_string(&d).unwrap(), "\"2026-11-22\"");
        assert_eq!(serde_json::from_str::<Date>("\"2026-11-22\"").unwrap(), d);
        for bad in [
            "\"2026-13-01\"",
            "\"2026-02-30\"",
            "{\"year\":2026,\"month\":13,\"day\":1}",
            "20261122",
        ] {
            assert!(serde_json::from_str::<Date>(bad).is_err(), "{bad}");
        }
    }
}
