//! `WordGraph::route_table` searches WordNet's pointers, not the graph's edges. These
//! properties check it against the plain reverse search over the materialised graph
//! (`reverse_bfs` over `WordGraph::reversed`, ties broken by tag count then sense id) on small
//! random WordNets written as WNDB files: shared spellings (homographs), synsets of several
//! words (synonyms), semantic and lexical pointers, pointers from a synset to itself, and random
//! tag counts.

use std::{
    cmp::Reverse,
    fmt::Write as _,
    fs,
    path::PathBuf,
    sync::atomic::{AtomicUsize, Ordering},
};

use proptest::prelude::*;
use wordgames_wordnet::{LemmaId, Relation, Relations, SenseId, WordGraph, WordNet, reverse_bfs};

/// A random noun-only WordNet: each synset's words (indices into a small vocabulary, so that
/// spellings repeat across synsets), pointers `(source, symbol, target, source word, target
/// word)` with word 0 for a semantic pointer, and a tag count per synset.
#[derive(Debug, Clone)]
struct Tiny {
    synsets: Vec<Vec<usize>>,
    pointers: Vec<(usize, &'static str, usize, usize, usize)>,
    tags: Vec<u32>,
}

const SYMBOLS: [&str; 5] = ["@", "~", "!", "#p", "%p"];

fn tiny() -> impl Strategy<Value = Tiny> {
    (1usize..14).prop_flat_map(|n| {
        let words = prop::collection::btree_set(0usize..7, 1..4)
            .prop_map(|set| set.into_iter().collect::<Vec<usize>>());
        (
            prop::collection::vec(words, n),
            prop::collection::vec(
                (0..n, 0..SYMBOLS.len(), 0..n, any::<bool>(), 0u8..8, 0u8..8),
                0..30,
            ),
            prop::collection::vec(0u32..4, n),
        )
            .prop_map(|(synsets, raw, tags)| {
                let pointers = raw
                    .into_iter()
                    .map(|(s, sym, t, lexical, a, b)| {
                        let (sw, tw) = if lexical {
                            (
                                1 + a as usize % synsets[s].len(),
                                1 + b as usize % synsets[t].len(),
                            )
                        } else {
                            (0, 0)
                        };
                        (s, SYMBOLS[sym], t, sw, tw)
                    })
                    .collect();
                Tiny {
                    synsets,
                    pointers,
                    tags,
                }
            })
    })
}

fn offset(synset: usize) -> usize {
    1_000 + 100 * synset
}

/// Writes the WordNet as WNDB files in a fresh temporary directory.
fn write(tiny: &Tiny) -> PathBuf {
    static COUNT: AtomicUsize = AtomicUsize::new(0);
    let dir = std::env::temp_dir().join(format!(
        "wordgames-route-search-{}-{}",
        std::process::id(),
        COUNT.fetch_add(1, Ordering::Relaxed)
    ));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    let word = |w: usize| format!("w{w}");
    let mut data = String::new();
    for (s, words) in tiny.synsets.iter().enumerate() {
        write!(data, "{:08} 05 n {:02x}", offset(s), words.len()).unwrap();
        for &w in words {
            write!(data, " {} 0", word(w)).unwrap();
        }
        let pointers: Vec<_> = tiny.pointers.iter().filter(|p| p.0 == s).collect();
        write!(data, " {:03}", pointers.len()).unwrap();
        for &&(_, symbol, t, sw, tw) in &pointers {
            write!(data, " {symbol} {:08} n {sw:02x}{tw:02x}", offset(t)).unwrap();
        }
        writeln!(data, " | synset {s}").unwrap();
    }
    // index.noun: each spelling with the synsets that list it; index.sense: a key per sense.
    let mut index = String::new();
    let mut senses = Vec::new();
    for w in 0..7 {
        let synsets: Vec<usize> = (0..tiny.synsets.len())
            .filter(|&s| tiny.synsets[s].contains(&w))
            .collect();
        if synsets.is_empty() {
            continue;
        }
        write!(
            index,
            "{} n {} 0 {} 0",
            word(w),
            synsets.len(),
            synsets.len()
        )
        .unwrap();
        for (n, &s) in synsets.iter().enumerate() {
            write!(index, " {:08}", offset(s)).unwrap();
            senses.push(format!(
                "{}%1:05:{s:02}:: {:08} {} {}",
                word(w),
                offset(s),
                n + 1,
                tiny.tags[s]
            ));
        }
        index.push('\n');
    }
    senses.sort();
    fs::write(dir.join("data.noun"), data).unwrap();
    fs::write(dir.join("index.noun"), index).unwrap();
    fs::write(dir.join("index.sense"), senses.join("\n") + "\n").unwrap();
    for name in ["verb", "adj", "adv"] {
        fs::write(dir.join(format!("data.{name}")), "").unwrap();
        fs::write(dir.join(format!("index.{name}")), "").unwrap();
    }
    dir
}

fn relation_sets() -> impl Strategy<Value = Relations> {
    prop::sample::subsequence(
        vec![
            Relation::Hypernym,
            Relation::Hyponym,
            Relation::Antonym,
            Relation::PartHolonym,
            Relation::PartMeronym,
            Relation::Homograph,
            Relation::Synonym,
        ],
        0..=7,
    )
    .prop_map(|relations| Relations::new(relations).unwrap())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn route_tables_equal_the_search_over_the_graph(tiny in tiny(), relations in relation_sets()) {
        let dir = write(&tiny);
        let wn = WordNet::open(&dir).unwrap();
        fs::remove_dir_all(&dir).unwrap();
        let graph = WordGraph::build(&wn, relations).unwrap();
        for l in 0..wn.lemma_count() as u32 {
            let target = LemmaId(l);
            let table = graph.route_table(target).unwrap();
            let rank = |n: u32| (Reverse(graph.tag_count(SenseId(n))), n);
            let plain = reverse_bfs(graph.reversed(), graph.nodes_of(target).map(|s| s.0), rank);
            for s in 0..graph.node_count() as u32 {
                let sense = SenseId(s);
                let d = plain.distance[s as usize];
                prop_assert_eq!(table.sense_distance(sense), (d != u32::MAX).then_some(d));
                let next = plain.next[s as usize];
                prop_assert_eq!(table.next_step(sense), (next != u32::MAX).then_some(SenseId(next)));
                if d != u32::MAX && d > 0 {
                    // The step's relation, read off the pointers, is the edge's label.
                    let label = graph
                        .neighbors(sense)
                        .find(|&(v, _)| v.0 == next)
                        .map(|(_, r)| r);
                    prop_assert_eq!(graph.relation(sense, SenseId(next)), label);
                }
            }
        }
    }
}
