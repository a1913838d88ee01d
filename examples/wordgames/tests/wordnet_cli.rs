//! `wordgames wordnet ...` end to end, on the vendored WordNet 3.1.

use std::process::Command;

fn wordgames(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_wordgames"))
        .args(args)
        .env_remove("WNSEARCHDIR")
        .output()
        .expect("the wordgames binary runs")
}

#[test]
fn route_json_lists_each_step_with_its_relation_and_gloss() {
    let out = wordgames(&["--json", "wordnet", "route", "dogs", "cat"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(value["from"], "dog"); // "dogs" through morphology
    assert_eq!(value["to"], "cat");
    let route = value["route"].as_array().unwrap();
    assert_eq!(
        value["distance"].as_u64().unwrap() as usize,
        route.len() - 1
    );
    assert!(route[0]["relation"].is_null());
    assert!(route[1..].iter().all(|s| s["relation"].is_string()));
    assert_eq!(route.last().unwrap()["word"], "cat");
    assert!(
        route
            .iter()
            .all(|s| !s["gloss"].as_str().unwrap().is_empty())
    );
}

#[test]
fn lookup_goes_through_morphology() {
    let out = wordgames(&["--json", "wordnet", "lookup", "geese"]);
    assert!(out.status.success());
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let first = &value["senses"][0];
    assert_eq!(first["synset"], "goose.n.01");
    assert_eq!(first["lexname"], "noun.animal");
    assert!(first["relations"]["hypernym"].is_array());
}

#[test]
fn unknown_words_are_errors_on_stderr() {
    let out = wordgames(&["wordnet", "route", "dog", "xyzzyq"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("\"xyzzyq\" is not in WordNet"));
}
