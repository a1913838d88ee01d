//! `wordgames wordnet ...` end to end, on the vendored WordNet 3.1.

use crate::common::{self, assert_fails_with, ok_json, ok_stdout as stdout, text};

/// Runs `wordgames ARGS` on the vendored WordNet (no `WNSEARCHDIR` from the environment).
fn wordgames(args: &[&str]) -> std::process::Output {
    common::wordgames()
        .args(args)
        .env_remove("WNSEARCHDIR")
        .output()
        .expect("the wordgames binary runs")
}

#[test]
fn route_json_lists_each_step_with_its_relation_and_gloss() {
    let value = ok_json(&wordgames(&["--json", "wordnet", "route", "dogs", "cat"]));
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
    let value = ok_json(&wordgames(&["--json", "wordnet", "lookup", "geese"]));
    let first = &value["senses"][0];
    assert_eq!(first["synset"], "goose.n.01");
    assert_eq!(first["lexname"], "noun.animal");
    assert!(first["relations"]["hypernym"].is_array());
}

#[test]
fn unknown_words_are_errors_on_stderr() {
    let out = wordgames(&["wordnet", "route", "dog", "xyzzyq"]);
    assert_fails_with(&out, "\"xyzzyq\" is not in WordNet");
}

/// Runs `wordgames wordnet similarity --measure MEASURE ARGS`.
fn similarity(measure: &str, args: &[&str]) -> std::process::Output {
    wordgames(&[&["wordnet", "similarity", "--measure", measure], args].concat())
}

/// A file in a temporary directory of this test process.
fn temp_file(name: &str, text: &str) -> std::path::PathBuf {
    common::temp_file("wordnet-cli", name, text)
}

#[test]
fn lookup_by_synset_name_lemma_name_and_sense_key() {
    for query in ["dog.n.01", "dog.n.01.Canis_familiaris", "dog%1:05:00::"] {
        let value = ok_json(&wordgames(&["--json", "wordnet", "lookup", query]));
        let senses = value["senses"].as_array().unwrap();
        assert_eq!(senses.len(), 1, "{query}");
        assert_eq!(senses[0]["synset"], "dog.n.01");
        assert_eq!(senses[0]["lemma_names"][2], "dog.n.01.Canis_familiaris");
    }
    let text = stdout(&wordgames(&["wordnet", "lookup", "dog.n.01"]));
    assert!(text.contains("sense key: dog%1:05:00::"), "{text}");
    let out = wordgames(&["wordnet", "lookup", "dog.n.99"]);
    assert_fails_with(&out, "has 7 senses");
}

#[test]
fn similarity_of_two_synsets() {
    let value = stdout(&similarity("path", &["dog.n.01", "cat.n.01"]));
    assert_eq!(value, "0.2\n");
    let json = ok_json(&wordgames(&[
        "--json",
        "wordnet",
        "similarity",
        "--measure",
        "wup",
        "dog.n.01",
        "cat.n.01",
    ]));
    assert_eq!(json["measure"], "wup");
    assert_eq!(json["value"], 0.8571428571428571);
    // res, jcn and lin default to WordNet's own tag counts.
    let res: f64 = stdout(&similarity("res", &["dog.n.01", "cat.n.01"]))
        .trim()
        .parse()
        .unwrap();
    assert!(res > 0.0);
    let out = similarity("lch", &["dog.n.01", "run.v.01"]);
    assert_fails_with(&out, "one part of speech");
}

#[test]
fn similarity_of_a_file_of_pairs_one_value_a_line() {
    let pairs = temp_file(
        "pairs.txt",
        "dog.n.01 cat.n.01\n# a comment\n\ndog.n.01\tdog.n.01\nwalk.v.01 think.v.03\n",
    );
    let out = similarity("path", &["--pairs", pairs.to_str().unwrap()]);
    assert_eq!(stdout(&out), "0.2\n1.0\n0.25\n");
    let out = similarity(
        "path",
        &["--no-simulate-root", "--pairs", pairs.to_str().unwrap()],
    );
    assert_eq!(stdout(&out), "0.2\n1.0\nNone\n");
    // A pair a measure is not defined for: "error" on its line, the reason on stderr.
    let mixed = temp_file("mixed.txt", "dog.n.01 cat.n.01\ndog.n.01 run.v.01\n");
    let out = similarity("lch", &["--pairs", mixed.to_str().unwrap()]);
    assert!(!out.status.success());
    let values = text(&out.stdout);
    assert!(values.ends_with("\nerror\n"), "{values}");
    assert!(text(&out.stderr).contains("mixed.txt:2:"));
    // The information content measures over lines sharing their first synset (the batch's
    // fast path), one not and one an error: each line as the pair alone gives it.
    let lines = [
        ("dog.n.01", "cat.n.01"),
        ("dog.n.01", "car.n.01"),
        ("dog.n.01", "dog.n.01"),
        ("dog.n.01", "run.v.01"),
        ("cat.n.01", "dog.n.01"),
        ("cat.n.01", "entity.n.01"),
    ];
    let batch: String = lines.iter().map(|(a, b)| format!("{a} {b}\n")).collect();
    let batch = temp_file("batch.txt", &batch);
    for measure in ["res", "jcn", "lin"] {
        let out = similarity(measure, &["--pairs", batch.to_str().unwrap()]);
        let got = text(&out.stdout);
        let got: Vec<&str> = got.lines().collect();
        assert_eq!(got.len(), lines.len(), "{measure}: {got:?}");
        for (&(a, b), got) in lines.iter().zip(got) {
            let alone = similarity(measure, &[a, b]);
            let expected = if alone.status.success() {
                stdout(&alone)
            } else {
                "error\n".to_string()
            };
            assert_eq!(format!("{got}\n"), expected, "{measure} {a} {b}");
        }
    }
    // A bad line (an unknown name, one name) is reported with its line and the run goes on,
    // ending non-zero with the count.
    let bad = temp_file(
        "bad.txt",
        "dog.n.01 cat.n.01\ndog.n.01 dgo.n.01\njust.one\ncar.n.01 bicycle.n.01\n",
    );
    let out = similarity("path", &["--pairs", bad.to_str().unwrap()]);
    assert!(!out.status.success());
    assert_eq!(text(&out.stdout), "0.2\nerror\nerror\n0.2\n");
    let err = text(&out.stderr);
    assert!(
        err.contains("bad.txt:2:") && err.contains("dgo.n.01") && err.contains("bad.txt:3:"),
        "{err}"
    );
    assert!(err.contains("2 lines could not be answered"), "{err}");
    // As a table, with the pair in every row; --dir and --format after the subcommand.
    let out = similarity(
        "path",
        &["--pairs", bad.to_str().unwrap(), "--format", "tsv"],
    );
    assert_eq!(
        text(&out.stdout),
        "first\tsecond\tmeasure\tvalue\ndog.n.01\tcat.n.01\tpath\t0.2\n\
         dog.n.01\tdgo.n.01\tpath\terror\njust.one\t\tpath\terror\n\
         car.n.01\tbicycle.n.01\tpath\t0.2\n"
    );
}

/// Runs the binary with `stdin` as its standard input, on the vendored WordNet.
fn wordgames_stdin(args: &[&str], stdin: &str) -> std::process::Output {
    common::output_with_bytes(
        common::wordgames().args(args).env_remove("WNSEARCHDIR"),
        stdin.as_bytes(),
    )
}

#[test]
fn table_commands_read_many_queries_and_print_rows() {
    // synsets in NLTK's order, with a part of speech, queries from stdin.
    let out = wordgames_stdin(
        &["wordnet", "synsets", "--format", "tsv"],
        "stopped\n# a comment\n\nfaster\n",
    );
    let text = stdout(&out);
    let mut lines = text.lines();
    assert_eq!(
        lines.next(),
        Some("query\tsynset\tpos\tlexname\tdefinition")
    );
    assert!(
        lines
            .next()
            .unwrap()
            .starts_with("stopped\tstop.v.01\tv\tverb.motion\t")
    );
    assert!(text.contains("\nfaster\tfast.a.01\ta\t"), "{text}");
    let out = wordgames(&["wordnet", "synsets", "--pos", "v", "dog"]);
    assert!(stdout(&out).starts_with("dog\tchase.v.01\tv\tverb.motion\t"));
    // morphy: every candidate, the word itself first; and the C library's.
    let out = wordgames(&["wordnet", "morphy", "--pos", "v", "hoping", "saw"]);
    assert_eq!(
        stdout(&out),
        "hoping\tv\thope\nhoping\tv\thop\nsaw\tv\tsaw\nsaw\tv\tsee\n"
    );
    let out = wordgames(&["wordnet", "morphy", "--pos", "v", "--morphstr", "hoping"]);
    assert_eq!(stdout(&out), "hoping\tv\thope\n");
    // paths and depth of a synset name; CSV with a header.
    let out = wordgames(&[
        "wordnet",
        "--format",
        "csv",
        "depth",
        "dog.n.01",
        "entity.n.01",
    ]);
    assert_eq!(
        stdout(&out),
        "query,synset,min_depth,max_depth\ndog.n.01,dog.n.01,8,13\nentity.n.01,entity.n.01,0,0\n"
    );
    let out = wordgames(&["wordnet", "paths", "dog.n.01"]);
    let text = stdout(&out);
    assert_eq!(text.lines().count(), 2);
    assert!(
        text.lines()
            .all(|l| l.starts_with("dog.n.01\tdog.n.01\tentity.n.01 ") && l.ends_with(" dog.n.01"))
    );
    // lowest common hypernyms of pairs, JSON lines.
    let out = wordgames(&["--json", "wordnet", "lch", "dog.n.01 cat.n.01"]);
    let row: serde_json::Value = serde_json::from_str(stdout(&out).trim()).unwrap();
    assert_eq!(row["lowest_common_hypernyms"], "carnivore.n.01");
    assert_eq!(row["first"], "dog.n.01");
    // closure, NLTK's order, with a depth.
    let out = wordgames(&[
        "wordnet",
        "closure",
        "--relation",
        "hypernyms",
        "dog.n.01",
        "--depth",
        "1",
    ]);
    assert_eq!(
        stdout(&out),
        "dog.n.01\tdog.n.01\t1\tcanine.n.02\ndog.n.01\tdog.n.01\t2\tdomestic_animal.n.01\n"
    );
    // lookup: many words in one process, one JSON document a line, or a table.
    let out = wordgames_stdin(&["--json", "wordnet", "lookup"], "geese\ndog.n.01\n");
    let docs: Vec<serde_json::Value> = stdout(&out)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(docs.len(), 2);
    assert_eq!(docs[0]["word"], "geese");
    assert_eq!(docs[1]["senses"][0]["synset"], "dog.n.01");
    let out = wordgames(&["wordnet", "lookup", "--format", "csv", "dog.n.01", "geese"]);
    let text = stdout(&out);
    assert!(
        text.starts_with("query,synset,key,lexname,tag_count,definition\ndog.n.01,dog.n.01,dog%1:05:00::,noun.animal,"),
        "{text}"
    );
    assert!(text.contains("\ngeese,goose.n.01,"), "{text}");
    // route: many pairs in one process, one row each; an unknown word reported.
    let out = wordgames_stdin(
        &["wordnet", "route", "--pairs", "-", "--format", "tsv"],
        "dog cat\nmouse keyboard\ndog xyzzyq\n",
    );
    assert!(!out.status.success());
    let text = common::text(&out.stdout);
    let rows: Vec<&str> = text.lines().collect();
    assert_eq!(rows[0], "from\tto\tdistance\troute");
    assert!(
        rows[1].starts_with(
            "dog\tcat\t3\tdog [dog.n.01] -hypernym-> domestic_animal [domestic_animal.n.01]"
        ),
        "{text}"
    );
    assert!(
        rows[2].starts_with("mouse\tkeyboard\t3\tmouse [mouse.n.04]"),
        "{text}"
    );
    assert_eq!(rows.len(), 3);
    assert!(common::text(&out.stderr).contains("<stdin>:3: \"xyzzyq\" is not in WordNet"));
    // --dir after the subcommand, as before it (the vendored WNDB text of 3.1).
    let dir = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../crates/wordnet-data/wordnet-3.1"
    );
    let after = wordgames(&["wordnet", "depth", "dog.n.01", "--dir", dir]);
    let before = wordgames(&["wordnet", "--dir", dir, "depth", "dog.n.01"]);
    assert_eq!(stdout(&after), "dog.n.01\tdog.n.01\t8\t13\n");
    assert_eq!(stdout(&before), stdout(&after));
    // A query that cannot be answered: its place and reason, the others answered, a count.
    let out = wordgames_stdin(&["wordnet", "depth"], "dog.n.01\nxyzzyq\ncat.n.01\n");
    assert!(!out.status.success());
    assert_eq!(common::text(&out.stdout).lines().count(), 2);
    let err = common::text(&out.stderr);
    assert!(
        err.contains("<stdin>:2: \"xyzzyq\" is not in WordNet"),
        "{err}"
    );
    assert!(err.contains("1 queries could not be answered"), "{err}");
}

#[test]
fn stats_count_by_part_of_speech_and_pointer() {
    let json = ok_json(&wordgames(&["--json", "wordnet", "stats"]));
    assert_eq!(json["synsets"], 117_791);
    assert_eq!(json["lemmas"], 147_478);
    assert_eq!(json["by_pos"][0]["pos"], "n");
    assert_eq!(json["by_pos"][0]["synsets"], 82_192);
    let hypernyms = json["by_pointer"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["symbol"] == "@")
        .unwrap();
    assert_eq!(hypernyms["semantic"], 89_172);
    let text = stdout(&wordgames(&["wordnet", "stats"]));
    assert!(text.starts_with("117791 synsets, 147478 lemmas"), "{text}");
}

/// WordNet 3.0 through `--dir`, where Debian's `wordnet-base` installs it.
#[test]
#[ignore = "needs Debian's wordnet-base (WordNet 3.0 in /usr/share/wordnet)"]
fn stats_of_wordnet_3_0_through_dir() {
    let json = ok_json(&wordgames(&[
        "--json",
        "wordnet",
        "--dir",
        "/usr/share/wordnet",
        "stats",
    ]));
    assert_eq!(json["synsets"], 117_659);
    assert_eq!(json["lemmas"], 147_306);
    let value = stdout(&wordgames(&[
        "wordnet",
        "--dir",
        "/usr/share/wordnet",
        "similarity",
        "--measure",
        "lch",
        "dog.n.01",
        "cat.n.01",
    ]));
    assert_eq!(value, "2.0281482472922856\n");
}
