//! Without `--date`, `daily` and `play` take today's date in the player's time zone (issue 16,
//! item 4), not UTC's. The zones are POSIX `TZ` strings, so the test needs no time-zone
//! database: UTC+14 and UTC-12 are on different calendar days at every instant.

use std::{
    process::Command,
    time::{SystemTime, UNIX_EPOCH},
};

use wordgames_puzzles::Date;

/// The calendar day at UTC offset `hours`, from the system clock.
fn day_at(hours: i64) -> String {
    let secs = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64;
    Date::from_days((secs + hours * 3600).div_euclid(86_400))
        .unwrap()
        .to_string()
}

fn daily_date(tz: &str) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_wordgames"))
        .args(["daily", "--json"])
        .env("TZ", tz)
        .output()
        .expect("wordgames runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    v["date"].as_str().unwrap().to_string()
}

#[test]
fn today_is_the_local_calendar_day() {
    for (tz, hours) in [("<+14>-14", 14), ("<-12>+12", -12), ("UTC", 0)] {
        let before = day_at(hours);
        let got = daily_date(tz);
        let after = day_at(hours);
        // `before` and `after` differ only if the run straddled that zone's midnight.
        assert!(
            got == before || got == after,
            "TZ={tz}: {got}, expected {before}"
        );
    }
    assert_ne!(
        day_at(14),
        day_at(-12),
        "the two zones are always a day apart"
    );
}

#[test]
fn play_takes_the_local_day_too() {
    let before = day_at(14);
    let out = Command::new(env!("CARGO_BIN_EXE_wordgames"))
        .args(["play", "wordle", "--json"])
        .env("TZ", "<+14>-14")
        .output()
        .expect("wordgames runs");
    let after = day_at(14);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let puzzle = v["puzzle"].as_str().unwrap();
    assert!(
        puzzle.contains(&before) || puzzle.contains(&after),
        "{puzzle}"
    );
}
