//! The Nettle archive is crash-safe: a run killed midway leaves only complete route files under
//! their real names (and no `targets.txt`), and a rerun resumes it to exactly the bytes of an
//! uninterrupted run.

use std::{
    path::{Path, PathBuf},
    process::{Command, Stdio},
    time::{Duration, Instant},
};

const TARGETS: &str = "16";

fn archive(out: &Path) -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_wordgames"));
    cmd.args([
        "nettle",
        "archive",
        "--limit",
        TARGETS,
        "--threads",
        "1",
        "--out",
    ])
    .arg(out)
    .stdout(Stdio::piped())
    .stderr(Stdio::null());
    cmd
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("wordgames-archive-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// Every file of a directory with its bytes, by name.
use wordgames_test_support::dir_files as contents;

fn route_files(dir: &Path) -> usize {
    std::fs::read_dir(dir).map_or(0, |entries| {
        entries
            .filter(|e| {
                e.as_ref()
                    .unwrap()
                    .file_name()
                    .to_string_lossy()
                    .ends_with(".nettle")
            })
            .count()
    })
}

#[test]
fn a_killed_run_resumes_to_the_bytes_of_an_uninterrupted_one() {
    let whole = scratch("whole");
    let status = archive(&whole).status().unwrap();
    assert!(status.success());
    let expected = contents(&whole);
    assert_eq!(expected.len(), 17, "16 route files and targets.txt");

    // Kill a run once a few files are done.
    let killed = scratch("killed");
    let mut child = archive(&killed).spawn().unwrap();
    let deadline = Instant::now() + Duration::from_secs(120);
    while route_files(&killed) < 4 && Instant::now() < deadline {
        if child.try_wait().unwrap().is_some() {
            break;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    let finished_early = child.try_wait().unwrap().is_some();
    child.kill().unwrap();
    child.wait().unwrap();
    let partial = contents(&killed);
    // The test means something only if the run was killed midway.
    assert!(
        !finished_early,
        "the run ended before it could be killed: raise TARGETS"
    );
    let done = partial
        .iter()
        .filter(|(n, _)| n.ends_with(".nettle"))
        .count();
    assert!(
        (4..16).contains(&done),
        "killed after {done} of 16 route files"
    );
    assert!(
        partial.iter().all(|(name, _)| name != "targets.txt"),
        "the index is written last"
    );
    // Whatever has a real name is complete: the same bytes as in the whole run. (A temporary
    // file of the file being written may be left behind; it is not a route file.)
    for (name, bytes) in partial.iter().filter(|(n, _)| n.ends_with(".nettle")) {
        let whole_file = expected.iter().find(|(n, _)| n == name).unwrap();
        assert_eq!(&whole_file.1, bytes, "{name} is complete");
    }

    // A temporary file of a run killed while it wrote, older than the rerun.
    let stale = killed.join("zzz.nettle.tmp-999999-0");
    std::fs::write(&stale, b"partial").unwrap();
    let old = std::time::SystemTime::now() - Duration::from_secs(60);
    std::fs::File::options()
        .write(true)
        .open(&stale)
        .unwrap()
        .set_modified(old)
        .unwrap();
    // The rerun keeps those and finishes the rest.
    let out = archive(&killed).arg("--json").output().unwrap();
    assert!(out.status.success());
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let kept = partial
        .iter()
        .filter(|(n, _)| n.ends_with(".nettle"))
        .count();
    assert_eq!(report["kept"], kept);
    // A temporary file a killed run left (as after `kill -9` while a file was written) is
    // removed by the run that completes the archive.
    assert_eq!(contents(&killed), expected, "no temporary file is left");
    std::fs::remove_dir_all(&whole).unwrap();
    std::fs::remove_dir_all(&killed).unwrap();
}

/// A directory where a route file should be stops the archive with the reason.
#[test]
fn a_failed_rename_says_why() {
    let dir = scratch("rename");
    let status = archive(&dir).status().unwrap();
    assert!(status.success());
    let first = std::fs::read_to_string(dir.join("targets.txt")).unwrap();
    let name = format!("{}.nettle", first.lines().next().unwrap());
    std::fs::remove_file(dir.join(&name)).unwrap();
    std::fs::create_dir_all(dir.join(&name).join("inside")).unwrap();
    let out = archive(&dir).stderr(Stdio::piped()).output().unwrap();
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("rename into place failed") && stderr.contains("Is a directory"),
        "{stderr}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
