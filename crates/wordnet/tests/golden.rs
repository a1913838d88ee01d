//! Facts about WordNet 3.1 checked against the vendored data, of two kinds:
//!
//! * golden facts, known independently of this crate: the synset and lemma counts, sense keys,
//!   lexicographer files, morphology (NLTK and Princeton's C library agree on them);
//! * regression pins of this crate's own constructions: the word graph's node and edge counts
//!   (207,235 nodes, 834,159 linked pairs, 1,668,313 directed edges; 471,840 pairs without the
//!   shims) and the routes. Nothing outside this crate computes them; they catch a change in
//!   how the graph is built, not a disagreement with another implementation.

use wordgames_wordnet::{Lemma, LemmaId, Pos, Relation, Relations, SenseId, WordGraph, WordNet};

fn wn() -> &'static WordNet {
    WordNet::bundled().expect("the bundled WordNet 3.1 loads")
}

/// The word graph of the bundled WordNet with the default relations.
fn default_graph() -> WordGraph<'static> {
    WordGraph::build(wn(), Relations::default()).unwrap()
}

/// The id of the lemma spelled `text`.
fn lemma_id(text: &str) -> LemmaId {
    wn().lemma(text).unwrap().id()
}

/// The texts of `lemmas`, in order.
fn texts(lemmas: &[Lemma<'_>]) -> Vec<String> {
    lemmas.iter().map(|l| l.text().to_string()).collect()
}

#[test]
fn synset_counts_per_part_of_speech() {
    let wn = wn();
    assert_eq!(wn.synset_count(), 117_791);
    let count = |pos| wn.synsets().filter(|s| s.pos() == pos).count();
    assert_eq!(count(Pos::Noun), 82_192);
    assert_eq!(count(Pos::Verb), 13_789);
    assert_eq!(count(Pos::Adjective), 7_468);
    assert_eq!(count(Pos::AdjectiveSatellite), 10_717);
    assert_eq!(count(Pos::Adverb), 3_625);
}

#[test]
fn lemmas_and_senses() {
    let wn = wn();
    assert_eq!(wn.lemma_count(), 147_478);
    assert_eq!(wn.sense_count(), 207_235);
    assert!(wn.senses().all(|s| s.key().is_ok_and(|k| !k.is_empty())));
    assert!(wn.missing_optional_files().is_empty());
}

#[test]
fn pointer_counts() {
    let wn = wn();
    let count = |r| {
        wn.synsets()
            .map(|s| s.pointers().iter().filter(|p| p.relation == r).count())
            .sum::<usize>()
    };
    assert_eq!(count(Relation::Hypernym), 89_172);
    assert_eq!(count(Relation::Hyponym), 89_172);
    assert_eq!(count(Relation::InstanceHypernym), 8_589);
    assert_eq!(count(Relation::InstanceHyponym), 8_589);
    assert_eq!(count(Relation::Antonym), 7_983);
}

fn hypernym_paths(wn: &WordNet, name: &str) -> Vec<Vec<String>> {
    let synset = wn.synset_by_name(name).unwrap();
    let up: Vec<_> = synset
        .related(Relation::Hypernym)
        .chain(synset.related(Relation::InstanceHypernym))
        .collect();
    if up.is_empty() {
        return vec![vec![synset.name()]];
    }
    let mut paths = Vec::new();
    for parent in up {
        for mut path in hypernym_paths(wn, &parent.name()) {
            path.push(synset.name());
            paths.push(path);
        }
    }
    paths
}

#[test]
fn hypernym_paths_of_dog() {
    let paths = hypernym_paths(wn(), "dog.n.01");
    let names = |s: &str| s.split(' ').map(String::from).collect::<Vec<_>>();
    assert_eq!(
        paths,
        vec![
            names(
                "entity.n.01 physical_entity.n.01 object.n.01 whole.n.02 living_thing.n.01 \
                 organism.n.01 animal.n.01 chordate.n.01 vertebrate.n.01 mammal.n.01 \
                 placental.n.01 carnivore.n.01 canine.n.02 dog.n.01"
            ),
            names(
                "entity.n.01 physical_entity.n.01 object.n.01 whole.n.02 living_thing.n.01 \
                 organism.n.01 animal.n.01 domestic_animal.n.01 dog.n.01"
            ),
        ]
    );
}

#[test]
fn morphy_as_the_c_library() {
    let wn = wn();
    let base = |w, pos| texts(&wn.morphstr(w, pos).unwrap());
    assert_eq!(base("geese", Pos::Noun), ["goose"]);
    assert_eq!(base("ran", Pos::Verb), ["run"]);
    assert_eq!(base("dogs", Pos::Noun), ["dog"]);
    assert_eq!(base("boxes", Pos::Noun), ["box"]);
    assert_eq!(base("running", Pos::Verb), ["run"]); // verb.exc
    assert_eq!(base("hopped", Pos::Verb), ["hop"]);
    assert_eq!(base("bigger", Pos::Adjective), ["big"]);
    assert_eq!(base("abaci", Pos::Noun), ["abacus"]);
    assert!(base("glass", Pos::Noun).is_empty());
    assert!(base("dog", Pos::Noun).is_empty());
}

#[test]
fn morphy_as_nltk() {
    let wn = wn();
    let base = |w, pos| texts(&wn.morphy(w, pos).unwrap());
    // Irregular forms, forms that are lemmas too, and a word with no form in a part of speech:
    // the word itself when it is a lemma, then every candidate.
    assert_eq!(base("teeth", Pos::Noun), ["teeth", "tooth"]);
    assert_eq!(base("glasses", Pos::Noun), ["glasses", "glass"]);
    assert_eq!(base("saw", Pos::Verb), ["saw", "see"]);
    assert_eq!(base("better", Pos::Adjective), ["better", "good", "well"]);
    assert_eq!(base("hoping", Pos::Verb), ["hope", "hop"]);
    assert_eq!(base("axes", Pos::Verb), ["axe", "ax"]);
    assert_eq!(base("faster", Pos::Adverb), ["faster"]);
    assert_eq!(base("dog", Pos::Noun), ["dog"]);
    assert!(base("dog", Pos::Adverb).is_empty());
    let first = |w, pos: Option<Pos>| wn.morphy_first(w, pos).unwrap().map(|l| l.text());
    assert_eq!(first("dogs", None), Some("dog"));
    assert_eq!(first("abaci", None), Some("abacus"));
    assert_eq!(first("hardrock", Some(Pos::Adverb)), None);
}

#[test]
fn synsets_in_nltk_order() {
    let wn = wn();
    let names = |w, pos: Option<Pos>| -> Vec<String> {
        wn.synsets_of(w, pos)
            .unwrap()
            .iter()
            .map(|s| s.name())
            .collect()
    };
    // The first synset (the most-frequent-sense baseline) of three inflected words.
    assert_eq!(names("stopped", None)[0], "stop.v.01");
    assert_eq!(names("studied", None)[0], "analyze.v.01");
    let faster = names("faster", None);
    assert_eq!(
        (faster[0].as_str(), faster[10].as_str()),
        ("fast.a.01", "quicker.r.01")
    );
    assert_eq!(names("dog", Some(Pos::Verb)), ["chase.v.01"]);
    let dog = names("dog", None);
    assert_eq!(dog.len(), 8);
    assert_eq!(dog[0], "dog.n.01");
    assert_eq!(dog[7], "chase.v.01");
    let lemmas: Vec<String> = wn
        .lemmas_of("dog", Pos::Noun)
        .unwrap()
        .iter()
        .map(|w| w.name())
        .collect();
    assert_eq!(lemmas[0], "dog.n.01.dog");
    assert!(wn.lemmas_of("dogs", None).unwrap().is_empty());
}

#[test]
fn lookup_by_spelling() {
    let wn = wn();
    assert_eq!(
        wn.lemma("ice cream").unwrap().id(),
        wn.lemma("ICE_cream").unwrap().id()
    );
    let dog = wn.lemma("dog").unwrap();
    let first = dog.senses().next().unwrap();
    assert_eq!(first.key().unwrap(), "dog%1:05:00::");
    assert_eq!(first.synset().name(), "dog.n.01");
    assert_eq!(first.synset().lex_name().unwrap(), "noun.animal");
    let tagged: u32 = dog.senses().map(|s| s.tag_count().unwrap()).sum();
    assert!(tagged > 0);
}

#[test]
fn word_graph_with_default_relations() {
    let graph = default_graph();
    assert_eq!(graph.node_count(), 207_235);
    assert_eq!(graph.lemma_count(), 147_478);
    assert_eq!(graph.edge_count(), 834_159);
    assert_eq!(graph.adjacency_count(), 1_668_313);
    // The transpose holds the same edges the other way.
    let (g, t) = (graph.graph(), graph.reversed());
    assert_eq!(t.edge_count(), g.edge_count());
    for u in (0..graph.node_count() as u32).step_by(97) {
        for (v, r) in graph.neighbors(SenseId(u)) {
            assert!(t.contains_edge(v.0, u));
            assert!(Relations::default().contains(r));
            // `relation` reads WordNet's pointers, not the edges: the same label.
            assert_eq!(graph.relation(SenseId(u), v), Some(r));
        }
        // And no label where there is no edge.
        for w in (0..graph.node_count() as u32).step_by(4_099) {
            if !g.contains_edge(u, w) {
                assert_eq!(graph.relation(SenseId(u), SenseId(w)), None);
            }
        }
    }
}

#[test]
fn word_graph_without_shims() {
    let relations = Relations::default()
        .without(Relation::Homograph)
        .without(Relation::Synonym);
    let graph = WordGraph::build(wn(), relations).unwrap();
    assert_eq!(graph.node_count(), 207_235);
    assert_eq!(graph.edge_count(), 471_840);
}

#[test]
fn route_from_dog_to_cat() {
    let graph = default_graph();
    let target = lemma_id("cat");
    let table = graph.route_table(target).unwrap();
    let guess = lemma_id("dog");
    let route = table.answer(guess).unwrap();
    assert_eq!(table.distance(guess), Some(route.len() as u32));
    // Each step is an edge one closer to the target, ending on a "cat".
    let mut at = route.start;
    for step in &route.steps {
        assert_eq!(graph.relation(at, step.sense), Some(step.relation));
        assert_eq!(
            table.sense_distance(step.sense).unwrap() + 1,
            table.sense_distance(at).unwrap()
        );
        at = step.sense;
    }
    assert_eq!(graph.lemma_of(at), target);
    // No sense of "dog" is closer than the start.
    let best = graph
        .nodes_of(guess)
        .filter_map(|s| table.sense_distance(s))
        .min();
    assert_eq!(best, table.distance(guess));
    assert_eq!(table.size_in_bytes(), 207_235 * 5 + 147_478 * 4 + 4);
}

#[test]
fn the_types_a_parallel_archive_needs_are_send_and_sync() {
    fn send_sync<T: Send + Sync>() {}
    send_sync::<WordNet>();
    send_sync::<WordGraph<'static>>();
    send_sync::<wordgames_wordnet::RouteTable<'static>>();
}

#[cfg(feature = "serde")]
#[test]
fn route_tables_serialize_without_their_graph() {
    let graph = default_graph();
    let tree = lemma_id("tree");
    let table = graph.route_table(tree).unwrap();
    let json: serde_json::Value = serde_json::to_value(&table).unwrap();
    assert_eq!(json["target"], serde_json::json!(tree));
    assert_eq!(json["next"].as_array().unwrap().len(), 207_235);
    assert_eq!(json["distance"].as_array().unwrap().len(), 207_235);
    assert_eq!(json["start"].as_array().unwrap().len(), 147_478);
    assert!(json.get("graph").is_none());
}

/// `Debug` of WordNet and its views is a short summary, not the whole database.
#[test]
fn debug_is_a_short_summary() {
    let wn = wn();
    let dog = wn.synset_by_name("dog.n.01").unwrap();
    assert_eq!(
        format!("{dog:?}"),
        format!("Synset({} dog.n.01)", dog.id().0)
    );
    let word = dog.words().next().unwrap();
    assert_eq!(
        format!("{word:?}"),
        format!("Word({} \"dog\" in dog.n.01)", word.id().0)
    );
    let sense = word.sense();
    assert_eq!(
        format!("{sense:?}"),
        format!("Sense({} \"dog\" in dog.n.01)", sense.id().0)
    );
    let lemma = wn.lemma("dog").unwrap();
    assert_eq!(
        format!("{lemma:?}"),
        format!("Lemma({} \"dog\")", lemma.id().0)
    );
    let whole = format!("{wn:?}");
    assert!(
        whole.starts_with("WordNet { source: \"snapshot\", synsets: 117791,"),
        "{whole}"
    );
    assert!(whole.len() < 200, "{whole}");
}

#[test]
fn built_in_lexnames_are_the_vendored_file() {
    let text = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../wordnet-data/wordnet-3.1/lexnames"),
    )
    .unwrap();
    let names: Vec<&str> = text
        .lines()
        .map(|l| l.split_whitespace().nth(1).unwrap())
        .collect();
    assert_eq!(names, wordgames_wordnet::LEXNAMES);
}
