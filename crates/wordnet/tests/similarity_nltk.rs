//! Names, similarity measures and information content against NLTK 3.10 on the same WordNet.
//!
//! The fixtures in `tests/fixtures/nltk/` were made by `scripts/nltk-similarity.py fixture`
//! (see docs/DATA.md): NLTK's values for 2,750 synset pairs (1,250 random noun pairs, 1,000
//! random verb pairs, and pairs that reach NLTK's special cases), the information content of
//! 1,452 synsets under three ICs, an IC file and what NLTK reads from it, hashes of every
//! synset name, lemma name and sense key, and NLTK's depths, hypernym paths, lowest common
//! hypernyms and shortest-path distances of random synsets and pairs (`paths.tsv`). Values
//! must agree to 1e-9.

use std::{collections::HashMap, path::PathBuf};

use wordgames_wordnet::{
    IcOptions, InformationContent, LcsDepth, Measure, Pos, Similarity, SimulateRoot, Subsumer,
    Synset, SynsetId, WordNet,
};

fn wn() -> &'static WordNet {
    WordNet::bundled().expect("the bundled WordNet 3.1 loads")
}

fn fixture_path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/nltk")
        .join(name)
}

/// The lines of a fixture that are not comments, split at tabs.
fn rows(name: &str) -> Vec<Vec<String>> {
    std::fs::read_to_string(fixture_path(name))
        .unwrap_or_else(|e| panic!("{name}: {e}"))
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(|l| l.split('\t').map(String::from).collect())
        .collect()
}

/// What NLTK gave: a number, `None`, or an exception.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Nltk {
    Value(f64),
    None,
    Error,
}

fn nltk(text: &str) -> Nltk {
    match text {
        "None" => Nltk::None,
        "error" => Nltk::Error,
        v => Nltk::Value(v.parse().unwrap_or_else(|_| panic!("not a value: {v}"))),
    }
}

/// The fixtures keep 12 significant digits; 1e-9 is the agreement asked for.
fn close(ours: f64, theirs: f64) -> bool {
    (ours - theirs).abs() <= 1e-9 * theirs.abs().max(1.0)
}

fn agrees<E>(ours: &Result<Option<f64>, E>, theirs: Nltk) -> bool {
    match (ours, theirs) {
        (Ok(Some(v)), Nltk::Value(t)) => close(*v, t),
        (Ok(None), Nltk::None) => true,
        (Err(_), Nltk::Error) => true,
        _ => false,
    }
}

fn synset(name: &str) -> Synset<'static> {
    wn().find_synset(name)
        .unwrap_or_else(|e| panic!("NLTK's name {name}: {e}"))
}

/// The corpus of the fixtures: the gloss of every 100th synset, one a line.
fn gloss_corpus(wn: &WordNet) -> String {
    let mut text = String::new();
    for s in wn.synsets().step_by(100) {
        text.push_str(s.gloss());
        text.push('\n');
    }
    text
}

fn corpus_ic(options: IcOptions) -> InformationContent<'static> {
    let wn = wn();
    InformationContent::from_corpus(wn, gloss_corpus(wn).as_bytes(), "glosses", options)
        .expect("a string reads")
}

fn fnv1a(lines: impl Iterator<Item = String>) -> (usize, u64) {
    let mut hash = 0xcbf2_9ce4_8422_2325u64;
    let mut count = 0;
    for line in lines {
        count += 1;
        for b in line.bytes().chain([b'\n']) {
            hash ^= u64::from(b);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
    }
    (count, hash)
}

/// Synsets in NLTK's `all_synsets()` order: the adjective file, adverbs, nouns, verbs.
fn nltk_order(wn: &WordNet) -> Vec<Synset<'_>> {
    let rank = |p: Pos| match p {
        Pos::Adjective | Pos::AdjectiveSatellite => 0,
        Pos::Adverb => 1,
        Pos::Noun => 2,
        Pos::Verb => 3,
    };
    let mut all: Vec<Synset<'_>> = wn.synsets().collect();
    all.sort_by_key(|s| (rank(s.pos()), s.offset()));
    all
}

/// Checks every synset name, lemma name and sense key of `wn` against NLTK's hashes of them.
fn check_names(wn: &WordNet, version: &str) {
    let expected: HashMap<String, (usize, u64)> =
        std::fs::read_to_string(fixture_path("names.txt"))
            .unwrap()
            .lines()
            .filter(|l| l.starts_with(version) && l.split(' ').count() == 4)
            .map(|l| {
                let f: Vec<&str> = l.split(' ').collect();
                (
                    f[1].to_string(),
                    (
                        f[2].parse().unwrap(),
                        u64::from_str_radix(f[3], 16).unwrap(),
                    ),
                )
            })
            .collect();
    assert_eq!(
        expected.len(),
        3,
        "names.txt has the three hashes of {version}"
    );
    let all = nltk_order(wn);
    let synsets = fnv1a(
        all.iter()
            .map(|s| format!("{} {} {}", s.offset(), s.pos().code(), s.name())),
    );
    assert_eq!(
        synsets, expected["synset-names"],
        "synset names of {version}"
    );
    let lemmas = fnv1a(all.iter().flat_map(|s| s.words().map(|w| w.name())));
    assert_eq!(lemmas, expected["lemma-names"], "lemma names of {version}");
    let keys = fnv1a(all.iter().flat_map(|s| s.words().map(|w| w.computed_key())));
    assert_eq!(keys, expected["sense-keys"], "sense keys of {version}");
}

#[test]
fn every_name_is_nltks() {
    check_names(wn(), "3.1");
}

#[test]
fn names_lead_back_to_what_they_name() {
    let wn = wn();
    for synset in wn.synsets().step_by(7) {
        assert_eq!(wn.find_synset(&synset.name()).unwrap().id(), synset.id());
        for word in synset.words() {
            assert_eq!(wn.word_by_name(&word.name()).unwrap().id(), word.id());
        }
    }
    for sense in wn.senses().step_by(3) {
        let key = sense.key().unwrap();
        assert_eq!(sense.computed_key(), key, "{sense:?}");
        assert_eq!(wn.sense_by_key(key).unwrap().id(), sense.id());
    }
}

#[test]
fn measures_equal_nltks() {
    let wn = wn();
    let sim = Similarity::new(wn).unwrap();
    let ic = corpus_ic(IcOptions::default());
    let rows = rows("similarity.tsv");
    let mut failures = Vec::new();
    let mut compared = [0usize; 6];
    for row in &rows {
        let (a, b) = (synset(&row[1]).id(), synset(&row[2]).id());
        for (i, m) in Measure::ALL.into_iter().enumerate() {
            let theirs = nltk(&row[3 + i]);
            let ours = sim.measure(m, a, b, Some(&ic));
            if !agrees(&ours, theirs) {
                failures.push(format!(
                    "{} {} {} {m}: ours {ours:?}, NLTK {theirs:?}",
                    row[0], row[1], row[2]
                ));
            }
            compared[i] += 1;
        }
    }
    assert!(
        failures.is_empty(),
        "{} disagreements:\n{}",
        failures.len(),
        failures[..failures.len().min(30)].join("\n")
    );
    let nouns = rows.iter().filter(|r| r[0] == "random nouns").count();
    let verbs = rows.iter().filter(|r| r[0] == "random verbs").count();
    assert!(nouns >= 1000 && verbs >= 1000 && compared.iter().all(|&n| n >= 2000));
}

#[test]
fn paths_and_depths_equal_nltks() {
    // paths.tsv: NLTK's min_depth, max_depth, hypernym_paths and root_hypernyms of 600 random
    // synsets (400 nouns, 200 verbs), and lowest_common_hypernyms and shortest_path_distance,
    // without and with the simulated root, of 600 random pairs (300 of nouns, 300 of verbs).
    let wn = wn();
    let sim = Similarity::new(wn).unwrap();
    let name = |s: SynsetId| wn.synset(s).name();
    let subsumer = |s: &Subsumer| match s {
        Subsumer::Root => "*ROOT*".to_string(),
        Subsumer::Synset(x) => name(*x),
    };
    let mut failures = Vec::new();
    let (mut synsets, mut pairs) = (0, 0);
    for row in rows("paths.tsv") {
        let ours = match row[0].as_str() {
            "synset" => {
                synsets += 1;
                let s = synset(&row[1]).id();
                let mut paths: Vec<String> = sim
                    .hypernym_paths(s)
                    .unwrap()
                    .iter()
                    .map(|p| p.iter().map(|&x| name(x)).collect::<Vec<_>>().join(" "))
                    .collect();
                paths.sort();
                let (count, hash) = fnv1a(paths.into_iter());
                let mut roots: Vec<String> = sim.root_hypernyms(s).into_iter().map(name).collect();
                roots.sort();
                format!(
                    "{}\t{}\t{count}\t{hash:016x}\t{}",
                    sim.min_depth(s),
                    sim.max_depth(s),
                    roots.join(" ")
                )
            }
            "pair" => {
                pairs += 1;
                let (a, b) = (synset(&row[1]).id(), synset(&row[2]).id());
                let lcs = |root| {
                    sim.lowest_common_hypernyms(a, b, root, LcsDepth::Max)
                        .iter()
                        .map(subsumer)
                        .collect::<Vec<_>>()
                        .join(" ")
                };
                let distance = |root| {
                    sim.shortest_path_distance(a, b, root)
                        .map_or("None".to_string(), |d| d.to_string())
                };
                format!(
                    "{}\t{}\t{}\t{}",
                    lcs(SimulateRoot::No),
                    lcs(SimulateRoot::Yes),
                    distance(SimulateRoot::No),
                    distance(SimulateRoot::Yes)
                )
            }
            other => panic!("paths.tsv: an unknown row kind {other:?}"),
        };
        let theirs = row[2 + usize::from(row[0] == "pair")..].join("\t");
        if ours != theirs {
            failures.push(format!(
                "{}: ours {ours:?}, NLTK {theirs:?}",
                row[..3].join(" ")
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} disagreements:\n{}",
        failures.len(),
        failures[..failures.len().min(30)].join("\n")
    );
    assert_eq!((synsets, pairs), (600, 600));
}

#[test]
fn the_corpus_counts_as_nltks() {
    // The root counts NLTK's wn.ic(glosses) reached (in ic.tsv's header): every word of the
    // corpus, tokenised, looked up and shared out as NLTK does, ends up in them.
    let header = std::fs::read_to_string(fixture_path("ic.tsv")).unwrap();
    let roots: Vec<f64> = header
        .lines()
        .find(|l| l.starts_with("# root counts:"))
        .unwrap()
        .split([' ', ';'])
        .filter_map(|w| w.parse().ok())
        .collect();
    let ic = corpus_ic(IcOptions::default());
    assert!(
        close(ic.root_count(Pos::Noun).unwrap(), roots[0]),
        "{:?}",
        ic.root_count(Pos::Noun)
    );
    assert!(close(ic.root_count(Pos::Verb).unwrap(), roots[1]));
    let tags = InformationContent::from_tag_counts(wn(), IcOptions::default()).unwrap();
    assert!(close(tags.root_count(Pos::Noun).unwrap(), roots[2]));
}

#[test]
fn information_content_equals_nltks() {
    let wn = wn();
    let ics = [
        corpus_ic(IcOptions::default()),
        corpus_ic(
            IcOptions::default()
                .with_weight_senses_equally(true)
                .with_smoothing(0.0),
        ),
        InformationContent::from_tag_counts(wn, IcOptions::default()).unwrap(),
    ];
    let mut failures = Vec::new();
    let rows = rows("ic.tsv");
    for row in &rows {
        let s = synset(&row[0]).id();
        for (i, ic) in ics.iter().enumerate() {
            let theirs = nltk(&row[1 + i]);
            let ours = ic.information_content(s).map(Some);
            if !agrees(&ours, theirs) {
                failures.push(format!(
                    "{} ic #{i}: ours {ours:?}, NLTK {theirs:?}",
                    row[0]
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} disagreements:\n{}",
        failures.len(),
        failures[..failures.len().min(30)].join("\n")
    );
    assert!(rows.len() > 1400);
}

#[test]
fn an_ic_file_reads_as_nltk_reads_it() {
    let wn = wn();
    let sim = Similarity::new(wn).unwrap();
    let ic = InformationContent::from_path(wn, fixture_path("ic-glosses.dat")).unwrap();
    assert_eq!(ic.skipped_lines(), 0);
    let mut failures = Vec::new();
    for row in rows("ic-file.tsv") {
        let a = synset(&row[0]).id();
        if row.len() == 2 {
            let ours = ic.information_content(a).map(Some);
            if !agrees(&ours, nltk(&row[1])) {
                failures.push(format!("{}: ours {ours:?}, NLTK {}", row[0], row[1]));
            }
            continue;
        }
        let b = synset(&row[1]).id();
        for (i, m) in [Measure::Res, Measure::Jcn, Measure::Lin]
            .into_iter()
            .enumerate()
        {
            let ours = sim.measure(m, a, b, Some(&ic));
            if !agrees(&ours, nltk(&row[2 + i])) {
                failures.push(format!(
                    "{} {} {m}: ours {ours:?}, NLTK {}",
                    row[0],
                    row[1],
                    row[2 + i]
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} disagreements:\n{}",
        failures.len(),
        failures[..failures.len().min(30)].join("\n")
    );
}

/// WordNet 3.0 from `WNSEARCHDIR`, or where Debian's `wordnet-base` installs it
/// (`apt-get install wordnet-base`: /usr/share/wordnet, without `index.sense` and `lexnames`).
/// Run with `cargo test -p wordgames-wordnet --test similarity_nltk -- --ignored`.
#[test]
#[ignore = "needs WordNet 3.0: WNSEARCHDIR, or Debian's wordnet-base in /usr/share/wordnet"]
fn wordnet_3_0_has_its_published_counts_and_nltks_names() {
    let wn = match WordNet::from_env() {
        Err(wordgames_wordnet::Error::NoSearchDir) => WordNet::open("/usr/share/wordnet"),
        other => other,
    }
    .expect("WordNet 3.0 loads");
    // wnstats(7WN) of WordNet 3.0: synsets, unique strings and word-sense pairs.
    let stats = wn.stats();
    assert_eq!(
        (stats.synsets, stats.lemmas, stats.senses),
        (117_659, 147_306, 206_941)
    );
    let row = |pos| stats.by_pos.iter().find(|p| p.pos == pos).unwrap();
    // A count by part of speech: nouns, verbs, adjectives (with their satellites when
    // `satellites`) and adverbs.
    let by_pos = |f: fn(&wordgames_wordnet::PosCount) -> usize, satellites: bool| {
        let mut adjectives = f(row(Pos::Adjective));
        if satellites {
            adjectives += f(row(Pos::AdjectiveSatellite));
        }
        [
            f(row(Pos::Noun)),
            f(row(Pos::Verb)),
            adjectives,
            f(row(Pos::Adverb)),
        ]
    };
    assert_eq!(
        by_pos(|p| p.synsets, true),
        [82_115, 13_767, 18_156, 3_621],
        "synsets"
    );
    assert_eq!(
        by_pos(|p| p.lemmas, false),
        [117_798, 11_529, 21_479, 4_481],
        "lemmas"
    );
    assert_eq!(
        by_pos(|p| p.senses, true),
        [146_312, 25_047, 30_002, 5_580],
        "senses"
    );
    // NLTK's names, lemma names and (computed) sense keys of 3.0, hashed in names.txt.
    check_names(&wn, "3.0");
    // NLTK's dog/cat and hit/slap on 3.0 (the values of NLTK's own WordNet how-to).
    let sim = Similarity::new(&wn).unwrap();
    let text = std::fs::read_to_string(fixture_path("names.txt")).unwrap();
    let mut checked = 0;
    for line in text
        .lines()
        .filter(|l| l.starts_with("3.0 ") && l.split(' ').count() == 6)
    {
        let f: Vec<&str> = line.split(' ').collect();
        let a = wn.find_synset(f[1]).unwrap().id();
        let b = wn.find_synset(f[2]).unwrap().id();
        assert!(
            agrees(&Ok::<_, ()>(sim.path_similarity(a, b)), nltk(f[3])),
            "{line}"
        );
        assert!(agrees(&sim.lch_similarity(a, b), nltk(f[4])), "{line}");
        assert!(
            agrees(&Ok::<_, ()>(sim.wup_similarity(a, b)), nltk(f[5])),
            "{line}"
        );
        checked += 1;
    }
    assert_eq!(checked, 2);
    // Without index.sense, cntlist.rev's keys are matched to computed ones; 1,992 of its 37,387
    // keys name senses that 3.0 does not have (NLTK never looks them up either).
    let cntlist = wn.dir().join("cntlist.rev");
    if cntlist.exists() {
        let file = std::io::BufReader::new(std::fs::File::open(&cntlist).unwrap());
        let ic = InformationContent::from_cntlist(&wn, file, "cntlist.rev", IcOptions::default())
            .unwrap();
        assert_eq!(ic.skipped_lines(), 1_992);
        let dog = wn.find_synset("dog.n.01").unwrap().id();
        let cat = wn.find_synset("cat.n.01").unwrap().id();
        assert!(sim.res_similarity(dog, cat, &ic).unwrap() > 0.0);
    }
}
