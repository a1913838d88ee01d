//! Calendar dates for daily puzzles, without a date-time dependency: proleptic Gregorian, UTC.

use std::{fmt, str::FromStr};

use crate::Error;

/// A calendar day (proleptic Gregorian calendar).
///
/// ```
/// use wordgames_puzzles::Date;
///
/// let date: Date = "2026-11-22".parse()?;
/// assert_eq!(date.to_string(), "2026-11-22");
/// assert_eq!(Date::from_days(date.days() + 10).to_string(), "2026-12-02");
/// assert!("2026-02-30".parse::<Date>().is_err());
/// # Ok::<(), wordgames_puzzles::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Date {
    /// The year, for example 2026.
    pub year: i32,
    /// The month, 1 to 12.
    pub month: u32,
    /// The day of the month, 1 to 31.
    pub day: u32,
}

impl Date {
    /// Today in UTC, from the system clock (1970-01-01 if the clock is before the epoch).
    pub fn today() -> Date {
        let secs = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_secs())
            .unwrap_or(0);
        Date::from_days((secs / 86_400) as i64)
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

    /// The date `days` after 1970-01-01.
    pub fn from_days(days: i64) -> Date {
        let z = days + 719_468;
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

    fn from_str(s: &str) -> Result<Date, Error> {
        let bad = || Error::Date {
            value: s.to_string(),
            reason: "expected the form YYYY-MM-DD",
        };
        let mut parts = s.trim().splitn(3, '-');
        let (Some(y), Some(m), Some(d)) = (parts.next(), parts.next(), parts.next()) else {
            return Err(bad());
        };
        if y.len() != 4 || m.len() != 2 || d.len() != 2 {
            return Err(bad());
        }
        let year: i32 = y.parse().map_err(|_| bad())?;
        let month: u32 = m.parse().map_err(|_| bad())?;
        let day: u32 = d.parse().map_err(|_| bad())?;
        let date = Date { year, month, day };
        if !(1..=12).contains(&month) || day == 0 || Date::from_days(date.days()) != date {
            return Err(Error::Date {
                value: s.to_string(),
                reason: "not a day of the calendar",
            });
        }
        Ok(date)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips() {
        for days in [-800_000i64, -1, 0, 1, 19_000, 20_414, 2_000_000] {
            assert_eq!(Date::from_days(days).days(), days);
        }
        let d: Date = "2026-11-22".parse().unwrap();
        assert_eq!(d.days(), 20_779); // Python: (date(2026,11,22) - date(1970,1,1)).days
        assert_eq!(d.to_string(), "2026-11-22");
        assert!("2026-02-29".parse::<Date>().is_err());
        assert!("2024-02-29".parse::<Date>().is_ok());
        assert!("2026-13-01".parse::<Date>().is_err());
        assert!("22/11/2026".parse::<Date>().is_err());
    }
}
