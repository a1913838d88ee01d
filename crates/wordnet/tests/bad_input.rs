//! Bad WordNet directories and bad queries: each gets an error whose text is pinned here (the
//! path is shown relative to the temporary directory). Built on the hand-made fixture of
//! `tests/fixtures/tiny`. The table in `docs/RELIABILITY.md` names these tests.

use std::{
    fs,
    path::{Path, PathBuf},
};

use crate::{copy_of_fixture, fixture};
use wordgames_test_support::Check;
use wordgames_wordnet::{Pos, WordNet};

/// A copy of the fixture in a fresh temporary directory with `file` replaced by `bytes`.
fn with_file(name: &str, file: &str, edit: impl FnOnce(Vec<u8>) -> Vec<u8>) -> PathBuf {
    let dir = copy_of_fixture(&format!("bad-{name}"));
    let path = dir.join(file);
    let old = fs::read(&path).unwrap_or_default();
    fs::write(&path, edit(old)).unwrap();
    dir
}

/// The error of opening the edited copy, with the directory replaced by `DIR`.
fn open_err(name: &str, file: &str, edit: impl FnOnce(Vec<u8>) -> Vec<u8>) -> String {
    dir_err(&with_file(name, file, edit))
}

/// The error of opening `dir`, with the directory replaced by `DIR`.
fn dir_err(dir: &Path) -> String {
    let err = WordNet::open(dir).expect_err("an error").to_string();
    err.replace(&*dir.to_string_lossy(), "DIR")
}

/// The error for a file `file` of `DIR` longer than `MAX_FILE_BYTES`.
fn too_long(file: &str) -> String {
    format!(
        "DIR/{file}: longer than {} bytes, the most a WordNet file may have",
        wordgames_wordnet::MAX_FILE_BYTES
    )
}

/// Opens `file` of `dir` for writing, to set its length.
fn writable(dir: &Path, file: &str) -> fs::File {
    fs::OpenOptions::new()
        .write(true)
        .open(dir.join(file))
        .unwrap()
}

fn replace(from: &str, to: &str) -> impl FnOnce(Vec<u8>) -> Vec<u8> {
    let (from, to) = (from.to_string(), to.to_string());
    move |old| {
        let text = String::from_utf8(old).unwrap();
        assert!(text.contains(&from), "{from:?} is in the fixture");
        text.replace(&from, &to).into_bytes()
    }
}

/// An edit that cuts off the last `n` bytes.
fn cut_last(n: usize) -> impl FnOnce(Vec<u8>) -> Vec<u8> {
    move |mut b| {
        b.truncate(b.len() - n);
        b
    }
}

/// An edit that sets the byte at `at(length)` to 0xff, which UTF-8 never holds.
fn not_utf8_at(at: fn(usize) -> usize) -> impl FnOnce(Vec<u8>) -> Vec<u8> {
    move |mut b| {
        let i = at(b.len());
        b[i] = 0xff;
        b
    }
}

#[test]
fn missing_and_empty_directories() {
    let mut c = Check::default();
    let err = WordNet::open("/nonexistent/wordnet")
        .err()
        .unwrap()
        .to_string();
    c.eq(
        err,
        "/nonexistent/wordnet/data.noun: required WordNet file is missing (is this a WNDB `dict` directory?)",
    );
    c.eq(
        open_err("empty-data", "data.noun", |_| Vec::new()),
        "DIR/index.noun:1: expected the offset of a synset of the data file, found \"00000300\"",
    );
    // Line 0: the complaint is about the file as a whole.
    c.eq(
        open_err("empty-index", "index.noun", |_| Vec::new()),
        "DIR/index.noun:0: expected an index line for every word of the data file, found \"no line lists entity (synset 00000100)\"",
    );
    c.done();
}

#[test]
fn truncated_files() {
    let mut c = Check::default();
    // Cut in the middle of the last synset line.
    c.eq(
        open_err("cut-data", "data.noun", cut_last(30)),
        "DIR/data.noun:4: expected a target synset offset, found \"end of line\"",
    );
    c.eq(
        open_err("cut-index", "index.noun", cut_last(20)),
        "DIR/index.noun:4: expected a pointer count, found \"end of line\"",
    );
    c.eq(
        open_err("cut-sense", "index.sense", |_| {
            b"dog%1:05:00:: 0000".to_vec()
        }),
        "DIR/index.sense:1: expected a sense number, found \"end of line\"",
    );
    c.eq(
        open_err("cut-exc", "noun.exc", |_| b"geese".to_vec()),
        "DIR/noun.exc:1: expected an inflected form followed by its base forms, found \"geese\"",
    );
    c.done();
}

#[test]
fn wrong_part_of_speech_and_unknown_relation_symbol() {
    let mut c = Check::default();
    c.eq(
        open_err("pos-index", "index.noun", replace("cat n 1", "cat x 1")),
        "DIR/index.noun:1: expected the part of speech of this file, found \"x\"",
    );
    c.eq(
        open_err(
            "pos-data",
            "data.noun",
            replace("00000300 05 n", "00000300 05 v"),
        ),
        "DIR/data.noun:4: expected the synset type of this file, found \"v\"",
    );
    c.eq(
        open_err(
            "pos-pointer",
            "data.noun",
            replace("! 00000300 n", "! 00000300 q"),
        ),
        "DIR/data.noun:3: expected a target part of speech (n, v, a, s or r), found \"q\"",
    );
    c.eq(
        open_err(
            "symbol",
            "data.noun",
            replace("! 00000300 n", "?? 00000300 n"),
        ),
        "DIR/data.noun:3: expected a pointer symbol, found \"??\"",
    );
    c.done();
}

#[test]
fn non_utf8_and_crlf() {
    let mut c = Check::default();
    c.eq(
        open_err("non-utf8-data", "data.noun", not_utf8_at(|len| len - 3)),
        "DIR/data.noun:4: expected UTF-8 text, found \"the byte 0xff\"",
    );
    c.eq(
        open_err("non-utf8", "index.noun", not_utf8_at(|_| 0)),
        "DIR/index.noun:1: expected UTF-8 text, found \"the byte 0xff\"",
    );
    let crlf = with_file("crlf", "index.noun", |b| {
        String::from_utf8(b)
            .unwrap()
            .replace('\n', "\r\n")
            .into_bytes()
    });
    let pristine = WordNet::open(fixture()).unwrap();
    let wn = WordNet::open(&crlf).unwrap();
    assert_eq!(wn.lemma_count(), pristine.lemma_count());
    assert_eq!(wn.lookup("cat").unwrap().len(), 1);
    c.done();
}

#[test]
fn queries_with_bad_spellings() {
    let mut c = Check::default();
    let dir = with_file("queries", "noun.exc", |_| b"geese goose\n".to_vec());
    fs::write(dir.join("verb.exc"), b"ran run\n").unwrap();
    fs::write(dir.join("adj.exc"), b"").unwrap();
    fs::write(dir.join("adv.exc"), b"").unwrap();
    let wn = WordNet::open(&dir).unwrap();
    // Spellings that are no lemma find nothing (no error, no panic); case and surrounding
    // spaces are normalised away.
    let thirty = "a".repeat(30);
    for (spelling, senses) in [
        ("", 0),
        ("DOG", 1),
        ("Dog ", 1),
        ("d\u{f6}g", 0),
        (&thirty, 0),
    ] {
        c.eq(
            format!(
                "{:?}",
                wn.lookup(spelling)
                    .map(|s| s.len())
                    .map_err(|e| e.to_string())
            ),
            &format!("Ok({senses})"),
        );
        // The wrong part of speech: "dog" is only a noun in the fixture.
        c.eq(
            format!(
                "{:?}",
                wn.morphy(spelling, Pos::Verb)
                    .map(|l| l.len())
                    .map_err(|e| e.to_string())
            ),
            "Ok(0)",
        );
    }
    c.eq(wn.morphy("Dogs", Pos::Noun).unwrap().len(), "1");
    c.done();
}

#[test]
fn graphs_of_relations_without_reflect_and_routes_to_no_lemma() {
    let mut c = Check::default();
    c.eq(
        wordgames_wordnet::Relations::new([wordgames_wordnet::Relation::Entailment]).unwrap_err(),
        "relation entailment has no reflect in WordNet; only reflexive relations can be graph edges",
    );
    let wn = WordNet::open(fixture()).unwrap();
    let graph =
        wordgames_wordnet::WordGraph::build(&wn, wordgames_wordnet::Relations::default()).unwrap();
    c.eq(
        graph
            .route_table(wordgames_wordnet::LemmaId(999))
            .unwrap_err(),
        "\"#999\" is not a WordNet lemma",
    );
    c.done();
}

/// Each WNDB file is read up to `MAX_FILE_BYTES` (256 MiB): a `data.noun` that never ends
/// (`/dev/zero`) is an error naming it once that much is read, not the machine's memory.
#[cfg(unix)]
#[test]
fn an_endless_file_is_an_error_at_the_bound() {
    let dir = with_file("endless", "data.noun", |b| b);
    fs::remove_file(dir.join("data.noun")).unwrap();
    std::os::unix::fs::symlink("/dev/zero", dir.join("data.noun")).unwrap();
    assert_eq!(dir_err(&dir), too_long("data.noun"));
    fs::remove_dir_all(&dir).unwrap();
}

/// A file whose size says 1 TiB or more (a sparse file, as `truncate -s` makes; no kernel
/// grants that much memory) is refused from its size, before any allocation: the loader never
/// reserves what a file claims.
#[test]
fn a_file_that_claims_a_huge_size_is_refused_before_any_allocation() {
    for (file, size) in [
        ("data.noun", 1u64 << 40),
        ("index.sense", 1 << 40),
        ("lexnames", 4 << 40),
        ("noun.exc", (1 << 40) + 1),
        ("index.verb", 8 << 40),
    ] {
        let dir = with_file(&format!("huge-{file}"), file, |b| b);
        let handle = writable(&dir, file);
        if handle.set_len(size).is_err() {
            // A file system whose files cannot be that long: try the largest it allows.
            handle.set_len(1 << 40).unwrap();
        }
        drop(handle);
        assert_eq!(dir_err(&dir), too_long(file), "{file}");
        fs::remove_dir_all(&dir).unwrap();
    }
}

/// Files each under `MAX_FILE_BYTES` but longer than `MAX_TOTAL_BYTES` together (sparse files
/// of 250 MiB) are refused from their sizes before anything is read or reserved.
#[test]
fn files_that_claim_more_than_the_total_together_are_refused_before_any_allocation() {
    let dir = with_file("huge-total", "data.noun", |b| b);
    let each = 250u64 << 20;
    assert!(each <= wordgames_wordnet::MAX_FILE_BYTES);
    let files = [
        "data.noun",
        "data.verb",
        "data.adj",
        "data.adv",
        "index.noun",
    ];
    assert!(each * files.len() as u64 > wordgames_wordnet::MAX_TOTAL_BYTES);
    for file in files {
        writable(&dir, file).set_len(each).unwrap();
    }
    let err = WordNet::open(&dir).expect_err("an error").to_string();
    assert!(
        err.starts_with("bytes of WordNet files (MAX_TOTAL_BYTES): ")
            && err.ends_with(&format!("(at most {})", wordgames_wordnet::MAX_TOTAL_BYTES)),
        "{err}"
    );
    fs::remove_dir_all(&dir).unwrap();
}

/// An empty directory `{prefix}-{process id}-{name}` in the temporary directory.
fn fresh_dir(prefix: &str, name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("{prefix}-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// Writes a WNDB directory of nouns only: `data` as `data.noun`, the `index` lines sorted as
/// `index.noun`, and empty files of the other parts of speech.
fn write_nouns(dir: &Path, data: &str, mut index: Vec<String>) {
    index.sort();
    fs::write(dir.join("data.noun"), data).unwrap();
    fs::write(dir.join("index.noun"), index.concat()).unwrap();
    for pos in ["verb", "adj", "adv"] {
        fs::write(dir.join(format!("data.{pos}")), "").unwrap();
        fs::write(dir.join(format!("index.{pos}")), "").unwrap();
    }
}

/// A hypernym chain of `depth` noun synsets (`w0` the root, each `wI` a hyponym of the one
/// before) as a WNDB directory.
fn chain(name: &str, depth: usize) -> PathBuf {
    let dir = fresh_dir("wordgames-wordnet-chain", name);
    let offset = |i: usize| 100 + i * 100;
    let mut data = String::from("  1 A hypernym chain for a test (not WordNet data).  \n");
    let mut index = Vec::new();
    for i in 0..depth {
        let pointer = if i == 0 {
            "000".to_string()
        } else {
            format!("001 @ {:08} n 0000", offset(i - 1))
        };
        data.push_str(&format!(
            "{:08} 03 n 01 w{i} 0 {pointer} | link {i}  \n",
            offset(i)
        ));
        let symbol = if i == 0 { "" } else { " @" };
        let count = usize::from(i > 0);
        index.push(format!("w{i} n 1 {count}{symbol} 1 0 {:08}  \n", offset(i)));
    }
    write_nouns(&dir, &data, index);
    dir
}

/// A lattice of `levels` diamonds as a WNDB directory: the root `r`, then at each level `i`
/// two synsets `a{i}` and `b{i}` whose hypernyms are both synsets of the level above (`r` for
/// the first), and `z` under the last two. `a{i}` has `2^(i-1)` hypernym paths, `z` has
/// `2^levels`.
fn lattice(name: &str, levels: usize) -> PathBuf {
    let dir = fresh_dir("wordnet-graph-lattice", name);
    let offset = |n: usize| format!("{:08}", 100 + n * 100);
    // Synset `n` in order: 0 is `r`, then `a1 b1 a2 b2 ...`, then `z`.
    let mut synsets: Vec<(String, Vec<usize>)> = vec![("r".to_string(), vec![])];
    for i in 1..=levels {
        let up = if i == 1 {
            vec![0]
        } else {
            vec![2 * i - 3, 2 * i - 2]
        };
        synsets.push((format!("a{i}"), up.clone()));
        synsets.push((format!("b{i}"), up));
    }
    synsets.push(("z".to_string(), vec![2 * levels - 1, 2 * levels]));
    let mut data = String::from("  1 A hypernym lattice for a test (not WordNet data).  \n");
    let mut index = Vec::new();
    for (n, (word, up)) in synsets.iter().enumerate() {
        let pointers: String = up
            .iter()
            .map(|&u| format!(" @ {} n 0000", offset(u)))
            .collect();
        data.push_str(&format!(
            "{} 03 n 01 {word} 0 {:03}{pointers} | node {n}  \n",
            offset(n),
            up.len()
        ));
        let symbol = if up.is_empty() { "" } else { " @" };
        index.push(format!(
            "{word} n 1 {}{symbol} 1 0 {}  \n",
            usize::from(!up.is_empty()),
            offset(n)
        ));
    }
    write_nouns(&dir, &data, index);
    dir
}

/// Hypernym paths have a budget: in a lattice of 60 diamonds (122 synsets), `z` has 2^60
/// paths, and listing them is an error naming the budget at once; a synset with few paths is
/// listed in full, and a budget too small for them is an error too.
#[test]
fn hypernym_paths_of_a_lattice_stop_at_the_budget() {
    use wordgames_wordnet::{BudgetExhausted, DEFAULT_PATHS_BUDGET, Error, Similarity};
    let dir = lattice("paths", 60);
    let wn = WordNet::open(&dir).expect("the lattice loads");
    let sim = Similarity::new(&wn).expect("no cycle, shallow");
    let id = |name: &str| wn.synset_by_name(name).unwrap().id();
    let err = sim.hypernym_paths(id("z.n.01")).unwrap_err();
    assert!(
        matches!(
            err,
            Error::BudgetExhausted(BudgetExhausted { search: "hypernym paths", budget, unit: "synsets", .. })
                if budget == DEFAULT_PATHS_BUDGET
        ),
        "{err}"
    );
    assert_eq!(
        err.to_string(),
        format!(
            "hypernym paths: the budget of {DEFAULT_PATHS_BUDGET} synsets ran out (the synset \
             has too many hypernym paths to list; give a larger budget)"
        )
    );
    // `a6` has 2^5 paths of 7 synsets: r, then one of two synsets at each of 6 levels.
    let paths = sim.hypernym_paths(id("a6.n.01")).unwrap();
    assert_eq!(paths.len(), 32);
    assert!(
        paths
            .iter()
            .all(|p| p.len() == 7 && p[0] == id("r.n.01") && p[6] == id("a6.n.01"))
    );
    let mut distinct = paths.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(distinct.len(), 32);
    assert!(matches!(
        sim.hypernym_paths_within(id("a6.n.01"), 100),
        Err(Error::BudgetExhausted(BudgetExhausted { budget: 100, .. }))
    ));
    fs::remove_dir_all(&dir).unwrap();
}

/// Similarity on a hypernym chain 4,000 deep (8 million closure entries, quadratic in the
/// depth) is refused before the memory is taken; a chain 500 deep still works.
#[test]
fn similarity_memory_stays_linear_on_a_deep_chain() {
    let dir = chain("deep", 4000);
    let wn = WordNet::open(&dir).expect("the chain loads");
    let err = wordgames_wordnet::Similarity::new(&wn)
        .expect_err("refused")
        .to_string();
    assert!(err.contains("hypernym closure entries"), "{err}");
    fs::remove_dir_all(&dir).unwrap();
    let dir = chain("shallow", 500);
    let wn = WordNet::open(&dir).expect("the chain loads");
    let sim = wordgames_wordnet::Similarity::new(&wn).expect("a 500-deep chain is fine");
    let top = wn.synset_by_name("w0.n.01").unwrap();
    let bottom = wn.synset_by_name("w499.n.01").unwrap();
    assert_eq!(
        sim.shortest_path_distance(top.id(), bottom.id(), wordgames_wordnet::SimulateRoot::No),
        Some(499)
    );
    fs::remove_dir_all(&dir).unwrap();
}

/// Routes on a hypernym chain 300 deep (hypernym pointers only, so routes go up): near senses
/// have their routes, senses more than 254 steps from the target have none, instead of the
/// whole table failing.
#[test]
fn routes_on_a_long_chain_stop_at_254_steps() {
    use wordgames_wordnet::{Relations, WordGraph};
    let dir = chain("routes", 300);
    let wn = WordNet::open(&dir).expect("the chain loads");
    let graph = WordGraph::build(&wn, Relations::default()).unwrap();
    let lemma = |w: &str| wn.lemma(w).unwrap().id();
    let table = graph.route_table(lemma("w0")).expect("a table");
    assert_eq!(table.distance(lemma("w1")), Some(1));
    assert_eq!(table.distance(lemma("w254")), Some(254));
    assert_eq!(table.distance(lemma("w255")), None);
    assert_eq!(table.distance(lemma("w299")), None);
    let table = graph.route_table(lemma("w150")).expect("a table");
    assert_eq!(table.distance(lemma("w299")), Some(149));
    fs::remove_dir_all(&dir).unwrap();
}

/// A query that names nothing is a typed error naming it, whichever way it is resolved; the
/// messages are the ones `wordgames wordnet lookup|synsets|route` print.
#[test]
fn queries_that_name_nothing_are_typed_errors() {
    let wn = WordNet::bundled().unwrap();
    let err = wn.senses_named("dog%1:05:99::").unwrap_err();
    assert!(
        matches!(err, wordgames_wordnet::Error::UnknownSenseKey { .. }),
        "{err:?}"
    );
    assert_eq!(
        err.to_string(),
        r#""dog%1:05:99::" is not a sense key of this WordNet"#
    );
    assert!(matches!(
        wn.synsets_named("dog%1:05:99::"),
        Err(wordgames_wordnet::Error::UnknownSenseKey { .. })
    ));
    for query in ["dog.n.99", "qqqq.n.01"] {
        assert!(matches!(
            wn.senses_named(query),
            Err(wordgames_wordnet::Error::UnknownSynset { .. })
        ));
        assert!(matches!(
            wn.synsets_named(query),
            Err(wordgames_wordnet::Error::UnknownSynset { .. })
        ));
    }
    for result in [
        wn.senses_named("qqqq").map(|_| ()),
        wn.synsets_named("qqqq").map(|_| ()),
        wn.lemma_or_base("qqqq").map(|_| ()),
    ] {
        assert_eq!(
            result.unwrap_err().to_string(),
            r#""qqqq" is not in WordNet"#
        );
    }
    // A lemma name is its one word's sense; a spelling goes through the morphology.
    let senses = wn.senses_named("dog.n.01.Canis_familiaris").unwrap();
    assert_eq!(senses.len(), 1);
    assert_eq!(senses[0].synset().name(), "dog.n.01");
    assert_eq!(wn.lemma_or_base("geese").unwrap().text(), "goose");
    assert_eq!(wn.lemma_or_base("goose").unwrap().text(), "goose");
}

/// The tag counts of a WordNet without `index.sense` or `cntlist.rev` are a typed error.
#[test]
fn information_content_without_tag_counts_is_an_error() {
    use wordgames_wordnet::{IcSource, InformationContent};
    let dir = with_file("no-index-sense", "index.sense", |_| Vec::new());
    let _ = fs::remove_file(dir.join("index.sense"));
    let _ = fs::remove_file(dir.join("cntlist.rev"));
    let wn = WordNet::open(&dir).unwrap();
    assert!(matches!(
        InformationContent::from_source(&wn, IcSource::TagCounts),
        Err(wordgames_wordnet::Error::MissingOptional { .. })
    ));
    assert!(matches!(
        InformationContent::from_source(&wn, IcSource::Corpus(&dir.join("no-such-corpus"))),
        Err(wordgames_wordnet::Error::Io { .. })
    ));
    let _ = fs::remove_dir_all(&dir);
}
