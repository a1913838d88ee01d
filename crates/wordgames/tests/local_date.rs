//! Without `--date`, `daily` and `play` take today's date in the player's time zone,
//! not UTC's. The zones are POSIX `TZ` strings, so the test needs no time-zone
//! database: UTC+14 and UTC-12 are on different calendar days at every instant.

use std::{
    process::Command,
    time::{SystemTime, UNIX_EPOCH},
};

use wordgames_puzzles::Date;

use crate::common::{self, json, ok_json};

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
    let out = common::wordgames()
        .args(["daily", "--json"])
        .env("TZ", tz)
        .output()
        .expect("wordgames runs");
    ok_json(&out)["date"].as_str().unwrap().to_string()
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
    let out = common::wordgames()
        .args(["play", "wordle", "--json"])
        .env("TZ", "<+14>-14")
        .output()
        .expect("wordgames runs");
    let after = day_at(14);
    let v = json(&out.stdout);
    let puzzle = v["puzzle"].as_str().unwrap();
    assert!(
        puzzle.contains(&before) || puzzle.contains(&after),
        "{puzzle}"
    );
}

/// `TZ` naming a file without end (`/dev/zero`, as a path or through `..` from the zoneinfo
/// directory) is a zone jiff cannot read, so the day is UTC's. The run is
/// held to 1 GiB of address space, so that a read without bounds cannot fill the machine.
#[cfg(target_os = "linux")]
#[test]
fn a_time_zone_file_without_end_is_not_read() {
    for tz in [
        "/dev/zero",
        ":/dev/zero",
        "../../../../../../../../dev/zero",
    ] {
        let out = Command::new("sh")
            .args([
                "-c",
                "ulimit -v 1048576; exec \"$0\" daily --json",
                env!("CARGO_BIN_EXE_wordgames"),
            ])
            .env("TZ", tz)
            .output()
            .expect("sh runs");
        assert!(
            out.status.success(),
            "TZ={tz}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let got = json(&out.stdout)["date"].as_str().unwrap().to_string();
        assert!(
            got == day_at(0) || got == daily_date("UTC"),
            "TZ={tz}: {got}"
        );
    }
}

/// `TZ` naming a FIFO nobody writes: jiff would wait on it for ever; it is not a regular file,
/// so it is not opened, and the day is UTC's at once.
#[cfg(target_os = "linux")]
#[test]
fn a_time_zone_fifo_is_not_opened() {
    let dir = std::env::temp_dir().join(format!("wordgames-tz-fifo-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let fifo = dir.join("zone");
    let made = Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    let mut child = common::wordgames()
        .args(["daily", "--json"])
        .env("TZ", &fifo)
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("wordgames runs");
    let start = std::time::Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break Some(status);
        }
        if start.elapsed() > std::time::Duration::from_secs(60) {
            child.kill().unwrap();
            child.wait().unwrap();
            break None;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    };
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(
        status.is_some_and(|s| s.success()),
        "TZ=FIFO: {status:?} (None: still waiting after 60 s)"
    );
}
