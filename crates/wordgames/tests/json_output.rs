//! Every JSON document the program prints is pinned byte for byte.
//!
//! The files under `tests/golden_json/` were written by the binary at commit 6960dc8, before the
//! `json!` documents and the string-built `Level::to_json` were replaced by types deriving
//! `Serialize`. Field names, field order (serde_json's `json!` sorts keys; the
//! typed documents keep that order), number formats and escapes must stay the same, so scripts
//! reading the output see no change. Benchmarks print timings and are not pinned here. The
//! documents of puzzles (boards, rounds, levels, Nettle targets and routes) were written again
//! when the daily recipe 2 made English puzzles from familiar words.

use crate::common;

/// (golden file, arguments) of the commands run with no input.
const CASES: &[(&str, &[&str])] = &[
    ("daily", &["daily", "--date", "2026-03-01", "--json"]),
    (
        "lb_gen_seed",
        &["letter-boxed", "gen", "--seed", "7", "--json"],
    ),
    (
        "lb_gen_date",
        &["letter-boxed", "gen", "--date", "2026-03-01", "--json"],
    ),
    (
        "lb_solve",
        &["letter-boxed", "solve", "abc def ghi jkl", "--json"],
    ),
    (
        "lb_solve_two",
        &[
            "letter-boxed",
            "solve",
            "egi bos hnr duv",
            "--json",
            "--limit",
            "3",
        ],
    ),
    ("blender_gen", &["blender", "gen", "--seed", "3", "--json"]),
    (
        "blender_gen_date",
        &["blender", "gen", "--date", "2026-03-01", "--json"],
    ),
    (
        "blender_catalogue",
        &["blender", "catalogue", "--json", "--limit", "2"],
    ),
    (
        "lexicon_query",
        &[
            "lexicon", "query", "--prefix", "zyg", "--json", "--limit", "5",
        ],
    ),
    ("lexicon_stats", &["lexicon", "stats", "--json"]),
    (
        "lexicon_check",
        &["lexicon", "check", "cat", "qwzx", "Dog", "--json"],
    ),
    ("nettle_targets", &["nettle", "targets", "--json"]),
    ("wordseq_gen", &["wordseq", "gen", "--seed", "1"]),
    (
        "wordseq_gen_json",
        &["wordseq", "gen", "--seed", "2", "--json"],
    ),
    ("wordnet_lookup", &["wordnet", "lookup", "dog", "--json"]),
    (
        "wordnet_similarity",
        &[
            "wordnet",
            "similarity",
            "--measure",
            "path",
            "dog.n.01",
            "cat.n.01",
            "--json",
        ],
    ),
    ("wordnet_stats", &["wordnet", "stats", "--json"]),
    (
        "wordnet_route",
        &["wordnet", "route", "dog", "cat", "--json"],
    ),
    (
        "wordnet_route_none",
        &["wordnet", "route", "dog", "quickly", "--json"],
    ),
];

/// The arguments of `nettle_clue`, which `nettle_clue_reveal` runs with `--reveal`.
const CLUE: &[&str] = &[
    "nettle",
    "clue",
    "--target",
    "honeysuckle",
    "tree",
    "flower",
    "zzzz",
    "honeysuckle",
    "--json",
];

/// (golden file, arguments, stdin) of the games played from stdin.
const PLAYED: &[(&str, &[&str], &str)] = &[
    (
        "wordle_solve",
        &["wordle", "solve", "--json"],
        "salet ..y.g\n",
    ),
    (
        "wordle_solve_won",
        &["wordle", "solve", "--json"],
        "cigar ggggg\n",
    ),
    (
        "play_wordle",
        &["play", "wordle", "--seed", "1", "--json"],
        "crane\nslate\n",
    ),
    (
        "play_wordle_date",
        &["play", "wordle", "--date", "2026-03-01", "--json"],
        "crane\nslate\nbrick\nmound\nfight\nwoozy\n",
    ),
];

#[test]
fn json_documents_are_byte_identical_to_the_pinned_ones() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden_json");
    let mut failures = Vec::new();
    let reveal = [CLUE, &["--reveal"]].concat();
    let clues = [("nettle_clue", CLUE), ("nettle_clue_reveal", &reveal[..])];
    let no_input = CASES
        .iter()
        .copied()
        .chain(clues)
        .map(|(name, args)| (name, args, ""));
    for (name, args, stdin) in no_input.chain(PLAYED.iter().copied()) {
        let out = common::run_with_stdin(args, stdin);
        let want = std::fs::read(dir.join(format!("{name}.json")))
            .unwrap_or_else(|e| panic!("tests/golden_json/{name}.json: {e}"));
        if out.stdout != want {
            failures.push(format!(
                "{name} ({}): exit {:?}, stderr {}\n  got:  {}\n  want: {}",
                args.join(" "),
                out.status.code(),
                String::from_utf8_lossy(&out.stderr),
                String::from_utf8_lossy(&out.stdout)
                    .chars()
                    .take(300)
                    .collect::<String>(),
                String::from_utf8_lossy(&want)
                    .chars()
                    .take(300)
                    .collect::<String>(),
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
