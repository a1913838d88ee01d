//! NLTK's WordNet API beyond similarity, against NLTK 3.10 on the same WordNet 3.1: synset-
//! and lemma-level relations, frames, counts, lexnames and lemma names of every synset;
//! `all_synsets` and `all_lemma_names`; `_morphy`, `morphy`, `synsets` and `lemmas` of 2,216
//! words; `closure`, `tree` and `hypernym_distances` of 1,000 synsets, `closure` and `tree`
//! of `also_sees` (which has cycles) of 201; `common_hypernyms` of 1,000 pairs; and (ignored unless WordNet 3.0 is installed) `map_to_one` from 3.0.
//!
//! The fixtures `tests/fixtures/nltk/api-*.tsv` were made by `scripts/nltk-wordnet-api.py
//! fixture`. Large answers are held as a count and an FNV-1a 64 hash of their lines (one line
//! per synset or lemma, as the script writes them), by chunks of 4,096 synsets, so that a
//! difference names its chunk; `scripts/nltk-wordnet-api.py dump KIND FIRST LAST` prints
//! NLTK's lines of one chunk to compare with ours (`lines_of` here).

use std::path::PathBuf;

use wordgames_wordnet::{Pos, Relation, Synset, Word, WordNet};

fn wn() -> &'static WordNet {
    WordNet::bundled().expect("the bundled WordNet 3.1 loads")
}

fn rows(name: &str) -> Vec<Vec<String>> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/nltk")
        .join(name);
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(|l| l.split('\t').map(String::from).collect())
        .collect()
}

/// The count and FNV-1a 64 of lines, each with a newline, as the script computes them.
fn digest<S: AsRef<str>>(lines: impl IntoIterator<Item = S>) -> (usize, String) {
    let mut hash = 0xcbf2_9ce4_8422_2325u64;
    let mut count = 0;
    for line in lines {
        count += 1;
        for b in line.as_ref().bytes().chain([b'\n']) {
            hash ^= u64::from(b);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
    }
    (count, format!("{hash:016x}"))
}

fn fnv(text: &str) -> String {
    let mut hash = 0xcbf2_9ce4_8422_2325u64;
    for b in text.bytes() {
        hash ^= u64::from(b);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{hash:016x}")
}

/// Names as NLTK sorts synsets (`sorted(...)`): by name.
fn sorted_names(synsets: Vec<Synset<'_>>) -> String {
    let mut names: Vec<String> = synsets.iter().map(|s| s.name()).collect();
    names.sort();
    names.join(" ")
}

fn lemma_name(w: Word<'_>) -> String {
    w.name()
}

const SYNSET_RELATIONS: [(&str, Relation); 22] = [
    ("hypernyms", Relation::Hypernym),
    ("instance_hypernyms", Relation::InstanceHypernym),
    ("hyponyms", Relation::Hyponym),
    ("instance_hyponyms", Relation::InstanceHyponym),
    ("member_holonyms", Relation::MemberHolonym),
    ("substance_holonyms", Relation::SubstanceHolonym),
    ("part_holonyms", Relation::PartHolonym),
    ("member_meronyms", Relation::MemberMeronym),
    ("substance_meronyms", Relation::SubstanceMeronym),
    ("part_meronyms", Relation::PartMeronym),
    ("topic_domains", Relation::DomainTopic),
    ("in_topic_domains", Relation::MemberOfDomainTopic),
    ("region_domains", Relation::DomainRegion),
    ("in_region_domains", Relation::MemberOfDomainRegion),
    ("usage_domains", Relation::DomainUsage),
    ("in_usage_domains", Relation::MemberOfDomainUsage),
    ("attributes", Relation::Attribute),
    ("entailments", Relation::Entailment),
    ("causes", Relation::Cause),
    ("also_sees", Relation::AlsoSee),
    ("verb_groups", Relation::VerbGroup),
    ("similar_tos", Relation::SimilarTo),
];

/// The lines of one kind for one synset, as the script writes NLTK's.
fn lines_of(kind: &str, s: Synset<'_>) -> Vec<String> {
    let name = s.name();
    let words = |f: &dyn Fn(Word<'_>) -> Option<String>| -> Vec<String> {
        s.words()
            .filter_map(|w| f(w).map(|rest| format!("{}.{} {rest}", name, w.lemma())))
            .collect()
    };
    // The items joined by spaces; `None` for none.
    let joined = |items: Vec<String>| (!items.is_empty()).then(|| items.join(" "));
    let list = |targets: Vec<Word<'_>>| joined(targets.into_iter().map(lemma_name).collect());
    let numbers = |ids: Vec<u8>| joined(ids.iter().map(|n| n.to_string()).collect());
    // The relation of a method name of `SYNSET_RELATIONS`.
    let relation = |method: &str| {
        SYNSET_RELATIONS
            .iter()
            .find(|(m, _)| *m == method)
            .unwrap_or_else(|| panic!("unknown kind {kind}"))
            .1
    };
    let (level, method) = kind.split_once('.').expect("kind is level.method");
    match (level, method) {
        ("synset", "frame_ids") => numbers(s.frame_ids())
            .map(|n| vec![format!("{name} {n}")])
            .unwrap_or_default(),
        ("synset", "lexname") => vec![format!("{name} {}", s.lex_name().unwrap())],
        ("synset", "lemma_names") => vec![format!("{name} {}", s.lemma_names().join(" "))],
        ("synset", rel) => {
            let targets = s.related_synsets(relation(rel));
            if targets.is_empty() {
                vec![]
            } else {
                vec![format!("{name} {}", sorted_names(targets))]
            }
        }
        ("lemma", "frame_ids") => words(&|w| numbers(w.frame_ids())),
        ("lemma", "frame_strings") => words(&|w| {
            let f = w.frame_strings();
            (!f.is_empty()).then(|| f.join("|"))
        }),
        ("lemma", "count") => words(&|w| Some(w.count().unwrap().to_string())),
        ("lemma", "antonyms") => words(&|w| list(w.antonyms())),
        ("lemma", "derivationally_related_forms") => {
            words(&|w| list(w.derivationally_related_forms()))
        }
        ("lemma", "pertainyms") => words(&|w| list(w.pertainyms())),
        ("lemma", rel) => {
            let relation = relation(rel);
            words(&|w| list(w.related_words(relation)))
        }
        _ => panic!("unknown kind {kind}"),
    }
}

#[test]
fn relations_frames_counts_and_names_of_every_synset_are_nltks() {
    let wn = wn();
    let every: Vec<Synset<'_>> = wn.all_synsets(None).collect();
    let mut checked = 0;
    let mut failures = Vec::new();
    for row in rows("api-relations.tsv") {
        match row[0].as_str() {
            "chunk" => {
                let (kind, first) = (&row[1], row[2].parse::<usize>().unwrap());
                let last = (first + 4096).min(every.len());
                let ours = digest(every[first..last].iter().flat_map(|&s| lines_of(kind, s)));
                if (ours.0.to_string(), ours.1.clone()) != (row[3].clone(), row[4].clone()) {
                    failures.push(format!(
                        "{kind} synsets {first}..{last}: NLTK {} lines {}, ours {} {}",
                        row[3], row[4], ours.0, ours.1
                    ));
                }
            }
            "all" => {
                let pos = match row[2].as_str() {
                    "None" => None,
                    p => Some(Pos::from_code(p.chars().next().unwrap()).unwrap()),
                };
                let ours = match row[1].as_str() {
                    "all_synsets" => digest(wn.all_synsets(pos).map(|s| s.name())),
                    _ => digest(wn.all_lemma_names(pos)),
                };
                if (ours.0.to_string(), ours.1.clone()) != (row[3].clone(), row[4].clone()) {
                    failures.push(format!(
                        "{} {}: NLTK {:?}, ours {ours:?}",
                        row[1],
                        row[2],
                        &row[3..]
                    ));
                }
            }
            other => panic!("unknown row {other}"),
        }
        checked += 1;
    }
    // 53 kinds, 29 chunks each, and 12 whole lists.
    assert_eq!(checked, 53 * 29 + 12);
    assert!(
        failures.is_empty(),
        "{} differences:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

fn dash(items: Vec<String>) -> String {
    if items.is_empty() {
        "-".to_string()
    } else {
        items.join(" ")
    }
}

#[test]
fn morphy_synsets_and_lemmas_of_words_are_nltks() {
    let wn = wn();
    let mut failures = Vec::new();
    let rows = rows("api-words.tsv");
    for row in &rows {
        let w = row[0].as_str();
        let mut ours = vec![w.to_string()];
        for pos in [Pos::Noun, Pos::Verb, Pos::Adjective, Pos::Adverb] {
            let bases = wn.morphy(w, pos).unwrap();
            ours.push(dash(bases.iter().map(|l| l.text().to_string()).collect()));
        }
        ours.push(
            wn.morphy_first(w, None)
                .unwrap()
                .map_or("-".to_string(), |l| l.text().to_string()),
        );
        // The names of the synsets of `w` in `pos` (`None`: every part of speech).
        let names_of = |pos: Option<Pos>| -> Vec<String> {
            wn.synsets_of(w, pos)
                .unwrap()
                .iter()
                .map(|s| s.name())
                .collect()
        };
        let mut all = Vec::new();
        for pos in [
            Pos::Noun,
            Pos::Verb,
            Pos::Adjective,
            Pos::AdjectiveSatellite,
            Pos::Adverb,
        ] {
            let names = names_of(Some(pos));
            if pos != Pos::AdjectiveSatellite {
                all.extend(names.clone());
            }
            ours.push(dash(names));
        }
        ours.push(dash(
            wn.lemmas_of(w, None)
                .unwrap()
                .into_iter()
                .map(lemma_name)
                .collect(),
        ));
        // synsets(word) with no part of speech is the four lists in turn.
        let none = names_of(None);
        if none != all {
            failures.push(format!("{w}: synsets_of(None) is not n + v + a + r"));
        }
        if &ours != row {
            failures.push(format!("NLTK {row:?}\nours {ours:?}"));
        }
    }
    assert!(rows.len() >= 2_200, "{} words", rows.len());
    assert!(
        failures.is_empty(),
        "{} differences:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The bulk call gives each word the one-word call's answer (which the test above checks
/// against NLTK), in every part of speech, over the words of `api-words.tsv` and spellings
/// that are normalized first or that the rules cut to nothing.
#[test]
fn synset_ids_of_each_is_synsets_of_word_by_word() {
    let wn = wn();
    let rows = rows("api-words.tsv");
    let mut words: Vec<&str> = rows.iter().map(|r| r[0].as_str()).collect();
    words.extend([
        "Dogs",
        " geese ",
        "ice cream",
        "ÉCOLES",
        "",
        "s",
        "es",
        "ing",
        "wolves",
        "women",
        "hoping",
        "latest",
        "axes",
    ]);
    let ids_of = |w: &str, pos: Option<Pos>| -> Vec<_> {
        wn.synsets_of(w, pos)
            .unwrap()
            .iter()
            .map(|s| s.id())
            .collect()
    };
    assert_eq!(ids_of("Dogs", None), ids_of("dogs", None));
    assert_eq!(ids_of(" geese ", None), ids_of("geese", None));
    assert_eq!(ids_of("ice cream", None), ids_of("ice_cream", None));
    assert!(!ids_of("ice cream", None).is_empty());
    for pos in [
        None,
        Some(Pos::Noun),
        Some(Pos::Verb),
        Some(Pos::Adjective),
        Some(Pos::AdjectiveSatellite),
        Some(Pos::Adverb),
    ] {
        let (mut ids, mut ends) = (Vec::new(), Vec::new());
        wn.synset_ids_of_each(&words, pos, &mut ids, &mut ends)
            .unwrap();
        assert_eq!(ends.len(), words.len());
        let mut start = 0;
        for (w, &end) in words.iter().zip(&ends) {
            assert_eq!(ids[start..end], ids_of(w, pos)[..], "{w:?} {pos:?}");
            start = end;
        }
    }
}

#[test]
fn closure_tree_distances_and_common_hypernyms_are_nltks() {
    let wn = wn();
    let up = |s: Synset<'static>| {
        let mut v = s.hypernyms();
        v.extend(s.instance_hypernyms());
        Synset::sorted_by_name(v)
    };
    let mut failures = Vec::new();
    let (mut synsets, mut pairs, mut cyclic) = (0, 0, 0);
    for row in rows("api-synsets.tsv") {
        match row[0].as_str() {
            "synset" => {
                let s = wn.find_synset(&row[1]).unwrap();
                let a = digest(s.closure(up, None).iter().map(|x| x.name()));
                let b = digest(
                    s.closure(|x| Synset::sorted_by_name(x.hyponyms()), Some(2))
                        .iter()
                        .map(|x| x.name()),
                );
                let t = s.tree(up, None);
                let mut d: Vec<String> = s
                    .hypernym_distances()
                    .iter()
                    .map(|(x, n)| format!("{} {n}", x.name()))
                    .collect();
                d.sort();
                let d = digest(d);
                let ours = vec![
                    "synset".to_string(),
                    row[1].clone(),
                    a.0.to_string(),
                    a.1,
                    b.0.to_string(),
                    b.1,
                    t.len().to_string(),
                    fnv(&t.to_nested_string()),
                    d.0.to_string(),
                    d.1,
                ];
                if ours != row {
                    failures.push(format!("NLTK {row:?}\nours {ours:?}"));
                }
                synsets += 1;
            }
            "pair" => {
                let a = wn.find_synset(&row[1]).unwrap();
                let b = wn.find_synset(&row[2]).unwrap();
                let common = sorted_names(a.common_hypernyms(&b));
                let common = if common.is_empty() {
                    "-".to_string()
                } else {
                    common
                };
                if common != row[3] {
                    failures.push(format!(
                        "{} {}: NLTK {}, ours {common}",
                        row[1], row[2], row[3]
                    ));
                }
                pairs += 1;
            }
            "cyclic" => {
                // also_sees has cycles: closure skips what it has seen, tree what is on the
                // branch above (keeping a synset reached by two branches).
                let s = wn.find_synset(&row[1]).unwrap();
                let see = |x: Synset<'static>| Synset::sorted_by_name(x.also_sees());
                let a = digest(s.closure(see, None).iter().map(|x| x.name()));
                let t = s.tree(see, Some(4));
                let ours = vec![
                    "cyclic".to_string(),
                    row[1].clone(),
                    a.0.to_string(),
                    a.1,
                    t.len().to_string(),
                    fnv(&t.to_nested_string()),
                ];
                if ours != row {
                    failures.push(format!("NLTK {row:?}\nours {ours:?}"));
                }
                cyclic += 1;
            }
            other => panic!("unknown row {other}"),
        }
    }
    assert_eq!((synsets, pairs, cyclic), (1_000, 1_000, 201));
    assert!(
        failures.is_empty(),
        "{} differences:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// NLTK's synset id in its mapping tables: `%08d-pos`.
fn nltk_id(s: Synset<'_>) -> String {
    format!("{:08}-{}", s.offset(), s.pos().code())
}

/// WordNet 3.0 mapped onto 3.1 by sense keys, as NLTK's `map_to_one`. Needs Debian's
/// `wordnet-base` (`apt-get install wordnet-base`) or WordNet 3.0 in `WNSEARCHDIR`; run with
/// `cargo test -p wordgames-wordnet --test nltk_api -- --ignored`.
#[test]
#[ignore = "needs WordNet 3.0: WNSEARCHDIR, or Debian's wordnet-base in /usr/share/wordnet"]
fn wordnet_3_0_maps_onto_3_1_as_nltk_maps_it() {
    let wn30 = match WordNet::from_env() {
        Err(wordgames_wordnet::Error::NoSearchDir) => WordNet::open("/usr/share/wordnet"),
        other => other,
    }
    .expect("WordNet 3.0 loads");
    assert_eq!(wn30.synset_count(), 117_659);
    // Debian's 3.0 has no lexnames file: the built-in names stand in.
    assert!(wn30.missing_optional_files().contains(&"lexnames"));
    let dog = wn30.find_synset("dog.n.01").unwrap();
    assert_eq!(dog.lex_name().unwrap(), "noun.animal");
    let map = wn30.map_synsets_to(wn());
    let lines: Vec<String> = {
        let mut v: Vec<String> = map
            .pairs()
            .map(|(a, b)| format!("{} {}", nltk_id(a), nltk_id(b)))
            .collect();
        v.sort();
        v
    };
    let (count, hash) = digest(&lines);
    let mut checked = 0;
    for row in rows("api-map30.tsv") {
        match row[0].as_str() {
            "counts" => {
                assert_eq!(
                    (
                        count.to_string(),
                        map.split_count().to_string(),
                        map.unmapped_count().to_string(),
                        hash.clone()
                    ),
                    (
                        row[1].clone(),
                        row[2].clone(),
                        row[3].clone(),
                        row[4].clone()
                    ),
                    "mapped, split, unmapped, digest"
                );
            }
            "map" => {
                let offset: u32 = row[1][..8].parse().unwrap();
                let pos = Pos::from_code(row[1].chars().last().unwrap()).unwrap();
                let source = wn30.synset_at(pos, offset).unwrap();
                let ours = map.get(source.id()).map_or("-".to_string(), nltk_id);
                assert_eq!(ours, row[2], "{}", row[1]);
                checked += 1;
            }
            other => panic!("unknown row {other}"),
        }
    }
    assert!(checked >= 1_000);
    assert_eq!(map.mapped_count() + map.unmapped_count(), 117_659);
}
