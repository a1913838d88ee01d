//! The `wordgames` binary's wordseq commands: a level file played from its own tree, and the
//! generator's limits from flags.

use crate::common::{self, assert_contains, run_texts as wordgames};

/// A level from another generator, with words the lexicon does not know: played from its tree
/// to the optimum; down the pruned branch the tree stops and the lexicon cannot go on.
#[test]
fn a_foreign_level_plays_from_its_tree() {
    let dir = common::TempDir::new("wordseq-foreign");
    let level = dir.file(
        "level.json",
        r#"{"initialGrid":[["x","q","z","j"],["z","j","x","q"]],"wordLength":4,"maxDepthReached":2,
      "explorationTree":[
        {"move":{"from":[0,0],"to":[0,1]},"wordsFormed":["qxzj"],"maxDepthReached":1,"nextMoves":[
          {"move":{"from":[1,0],"to":[1,1]},"wordsFormed":["jzxq"],"maxDepthReached":0,"nextMoves":[]}]},
        {"move":{"from":[1,0],"to":[1,1]},"wordsFormed":["jzxq"],"maxDepthReached":1,"nextMoves":[]}]}"#,
    );
    let (out, err, ok) = wordgames(
        &["play", "wordseq", "--level", &level],
        "0 1 1 1\nh\n0 0 0 1\nu\n0 0 0 1\n1 0 1 1\n",
    );
    assert!(ok, "{err}");
    assert_contains(
        &out,
        &[
            "the longest game has 2 moves",
            "invalid: 0 1 1 1 spells no new word",
            "try 0 0 0 1",
            "optimal: qxzj",
            "No valid move left.",
            "Score: 2 of 2 moves. Words: qxzj, jzxq",
        ],
    );
    let (out, _, ok) = wordgames(&["play", "wordseq", "--level", &level], "1 0 1 1\n");
    assert!(ok);
    assert!(
        out.contains("The level's tree lists no moves from here (1 more were possible), and the lexicon cannot go on"),
        "{out}"
    );
    assert!(out.contains("Score: 1 of 2 moves. Words: jzxq"), "{out}");
    // A level file and a seed together are refused.
    let (_, err, ok) = wordgames(&["play", "wordseq", "--level", &level, "--seed", "1"], "");
    assert!(!ok);
    assert!(err.contains("cannot be used with"), "{err}");
}

/// One of this program's levels, pruned: off the optimal path the tree stops and the lexicon's
/// search takes over from the same state.
#[test]
fn the_search_takes_over_where_a_pruned_tree_stops() {
    let dir = common::TempDir::new("wordseq-pruned");
    let file = dir.join("level.json");
    let path = file.to_str().unwrap();
    let (_, err, ok) = wordgames(&["wordseq", "gen", "--seed", "1", "--out", path], "");
    assert!(ok, "{err}");
    let level: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    let optimum = level["maxDepthReached"].as_u64().unwrap();
    // A first move that is a pruned leaf: fewer moves after it than the optimum needs.
    let leaf = level["explorationTree"]
        .as_array()
        .unwrap()
        .iter()
        .find(|n| {
            n["nextMoves"].as_array().unwrap().is_empty()
                && n["maxDepthReached"].as_u64().unwrap() > 0
        })
        .expect("seed 1 has a pruned first move");
    let cell = |end: &str, i: usize| leaf["move"][end][i].as_u64().unwrap();
    let mv = format!(
        "{} {} {} {}",
        cell("from", 0),
        cell("from", 1),
        cell("to", 0),
        cell("to", 1)
    );
    let (out, _, ok) = wordgames(&["play", "wordseq", "--level", path], &format!("{mv}\nh\n"));
    assert!(ok);
    assert_contains(
        &out,
        &[
            "non-optimal: ",
            "(the level's tree stops here; the lexicon judges the moves from now on)",
            "> try ",
        ],
    );
    assert!(
        out.contains(&format!("Score: 1 of {optimum} moves")),
        "{out}"
    );
}

/// The turn limits and the unique-word cap: a level within them, a check against them, and
/// limits that cannot hold refused with the parameter named.
#[test]
fn turn_limits_and_the_word_cap_from_flags() {
    // The limits of a level of nine moves (seed 3), given to `gen` and to `play`.
    let nine_moves = ["--seed", "3", "--min-turns", "9", "--max-turns", "9"];
    let (out, err, ok) = wordgames(
        &[
            &["wordseq", "gen"][..],
            &nine_moves,
            &["--max-unique-words", "11"],
        ]
        .concat(),
        "",
    );
    assert!(ok, "{err}");
    let level: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(level["maxDepthReached"], 9);
    let dir = common::TempDir::new("wordseq-limits");
    let path = dir.file("level.json", &out);
    let (out, err, ok) = wordgames(&["wordseq", "check", &path, "--max-turns", "9"], "");
    assert!(ok, "{err}");
    assert!(out.contains("optimum 9 moves"), "{out}");
    let (_, err, ok) = wordgames(&["wordseq", "check", &path, "--max-turns", "8"], "");
    assert!(!ok);
    assert!(err.contains('9'), "{err}");
    for bad in [
        &["--min-turns", "5", "--max-turns", "3"][..],
        &["--max-unique-words", "0"][..],
        &["--max-unique-words", "65"][..],
    ] {
        let (_, err, ok) = wordgames(&[&["wordseq", "gen", "--seed", "3"][..], bad].concat(), "");
        assert!(!ok, "{bad:?}");
        assert!(
            err.contains("turns") || err.contains("max_unique_words"),
            "{err}"
        );
    }
    // Play deals a level within the limits too.
    let (out, err, ok) = wordgames(&[&["play", "wordseq"][..], &nine_moves].concat(), "q\n");
    assert!(ok, "{err}");
    assert!(out.contains("the longest game has 9 moves"), "{out}");
}

/// A bokmål level (`--lang nb`, a small list with æ, ø and å): checked against the list and
/// played to its optimum, the words printed as the player reads them; and a level generated
/// from another small list, which `check` accepts.
#[test]
fn a_norwegian_level_is_checked_and_played() {
    let dir = common::TempDir::new("wordseq-nb");
    let words = dir.join("nb.txt");
    std::fs::write(&words, "røde\nbære\nblåbær\nsår\n").unwrap();
    let file = dir.join("level.json");
    // Row 0 "ørde" -> swap (0,0)-(0,1) -> "røde"; row 1 "bæer" -> swap (1,2)-(1,3) -> "bære".
    std::fs::write(
        &file,
        r#"{"initialGrid":[["ø","r","d","e"],["b","æ","e","r"],["k","å","p","s"]],"wordLength":4,"maxDepthReached":2,
      "explorationTree":[
        {"move":{"from":[0,0],"to":[0,1]},"wordsFormed":["røde"],"maxDepthReached":1,"nextMoves":[
          {"move":{"from":[1,2],"to":[1,3]},"wordsFormed":["bære"],"maxDepthReached":0,"nextMoves":[]}]},
        {"move":{"from":[1,2],"to":[1,3]},"wordsFormed":["bære"],"maxDepthReached":1,"nextMoves":[
          {"move":{"from":[0,0],"to":[0,1]},"wordsFormed":["røde"],"maxDepthReached":0,"nextMoves":[]}]}]}"#,
    )
    .unwrap();
    let (words, level) = (words.to_str().unwrap(), file.to_str().unwrap());
    let nb = ["--lang", "nb", "--words", words];
    let (out, err, ok) = wordgames(
        &[&nb[..], &["wordseq", "check", level, "--min-turns", "1"]].concat(),
        "",
    );
    assert!(ok, "{err}");
    assert!(
        out.ends_with(": a valid normal level, optimum 2 moves, tree of 4 nodes\n"),
        "{out}"
    );
    let (out, err, ok) = wordgames(
        &[&nb[..], &["play", "wordseq", "--level", level]].concat(),
        "0 0 0 1\nh\n1 2 1 3\n",
    );
    assert!(ok, "{err}");
    assert_contains(
        &out,
        &[
            " 0  ø r d e",
            "optimal: røde",
            "try 1 2 1 3",
            "optimal: bære",
            "Score: 2 of 2 moves. Words: røde, bære",
        ],
    );
    // Generated from a small list: a level of the list's letters that `check` accepts.
    let list = dir.join("nb-gen.txt");
    std::fs::write(
        &list,
        "røde\ndøre\nbære\nsære\nsåre\nbåre\ndåre\nrøre\nødes\nbøre\n",
    )
    .unwrap();
    let nb = ["--lang", "nb", "--words", list.to_str().unwrap()];
    let made = dir.join("made.json");
    let limits = ["--min-turns", "1", "--max-turns", "4"];
    let (_, err, ok) = wordgames(
        &[
            &nb[..],
            &[
                "wordseq",
                "gen",
                "--seed",
                "1",
                "--out",
                made.to_str().unwrap(),
            ],
            &limits[..],
        ]
        .concat(),
        "",
    );
    assert!(ok, "{err}");
    let json = std::fs::read_to_string(&made).unwrap();
    assert!(json.starts_with(r#"{"initialGrid":[["#), "{json}");
    assert!(json.contains(['æ', 'ø', 'å']), "{json}");
    let (out, err, ok) = wordgames(
        &[
            &nb[..],
            &["wordseq", "check", made.to_str().unwrap()],
            &limits[..],
        ]
        .concat(),
        "",
    );
    assert!(ok, "{err}");
    assert!(out.contains("a valid normal level"), "{out}");
    // Read as English, the level's letters are refused.
    let (_, err, ok) = wordgames(&["wordseq", "check", level], "");
    assert!(!ok);
    assert!(
        err.contains("initialGrid[0][0]: expected a single lowercase letter"),
        "{err}"
    );
}
