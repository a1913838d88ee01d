//! Nettle against the vendored WordNet 3.1: clues worked out by hand from `data.noun`, the
//! target list, the pinned daily target (value stability), the map and the route files.
//!
//! Loading WordNet and building the word graph takes about 2 s in a debug build (the
//! `wordgames-wordnet` crate is optimised in dev builds, see the workspace `Cargo.toml`); they are
//! loaded once for the whole file. The check of a tenth of all targets is `#[ignore]`d:
//! `cargo test --release -p wordgames-puzzles --test nettle -- --ignored`.

use std::sync::OnceLock;

use crate::common::dir_files;
use wordgames_puzzles::play::{FromPuzzle, Play as _};

use wordgames_lexicon::{Familiarity, Lexicon};
use wordgames_puzzles::{
    Date,
    nettle::{
        self, Clue, Game, Nettle, Verdict,
        archive::{self, RouteFile},
        map::{Map, MapNode},
        share::{self, Outcome},
    },
};
use wordgames_wordnet::{LemmaId, Relations, WordGraph, WordNet};

fn wn() -> &'static WordNet {
    WordNet::bundled().expect("the bundled WordNet 3.1 loads")
}

/// Nettle's graph, as the game builds it: routes prefer the embedded English lexicon's words.
fn graph() -> &'static WordGraph<'static> {
    static GRAPH: OnceLock<WordGraph<'static>> = OnceLock::new();
    GRAPH.get_or_init(|| nettle::word_graph(wn(), &Lexicon::english()).expect("graph builds"))
}

fn targets() -> &'static [LemmaId] {
    static TARGETS: OnceLock<Vec<LemmaId>> = OnceLock::new();
    TARGETS.get_or_init(|| nettle::targets(wn(), &Lexicon::english()).expect("targets"))
}

// Practice puzzles: each case computes one route table (the check), about 0.1 s in debug.
generator_suite!(nettle_suite, generator(), 8, |p: &nettle::NettlePuzzle| {
    // Apart from the generator's check: the word is WordNet's spelling of the target lemma.
    match wn().lemma(&p.word) {
        Some(l) if l.id() == p.target && l.text() == p.word => Ok(()),
        _ => Err(format!("{:?} is not the lemma {:?}", p.word, p.target)),
    }
});

fn generator() -> &'static nettle::NettleGenerator<'static> {
    static GENERATOR: OnceLock<nettle::NettleGenerator<'static>> = OnceLock::new();
    GENERATOR.get_or_init(|| {
        nettle::NettleGenerator::new(graph(), &Lexicon::english()).expect("generator")
    })
}

fn clue(target: &str, guess: &str) -> Clue {
    match Nettle::new(graph(), target).unwrap().answer(guess).unwrap() {
        Verdict::Clue(c) => c,
        other => panic!("{guess} -> {target}: {other:?}"),
    }
}

/// One-step clues read off `data.noun` of WordNet 3.1 by hand; a one-step route is the only
/// shortest route, and the pointer symbol on the line gives the emoji.
#[test]
fn one_step_clues_from_the_data_files() {
    // 02086723 05 n 03 dog 0 domestic_dog 0 Canis_familiaris 0 023 @ 02085998 n ...
    // 02085998 05 n 02 canine 0 canid 0 ...
    let c = clue("canine", "dog");
    assert_eq!(
        (c.emoji.as_str(), c.words()),
        ("🔼", &["dog".to_string(), "canine".to_string()][..])
    );
    assert_eq!(wn().sense(c.sense_used()).synset().offset(), 2_086_723);
    // The reverse: canine has `~ 02086723`.
    assert_eq!(clue("dog", "canine").emoji, "🔽");
    // 13124818 20 n 01 tree 0 ... #m 08455525 n ... ; 08455525 14 n 03 forest 0 wood 0 woods 0
    assert_eq!(clue("forest", "tree").emoji, "🌌");
    assert_eq!(clue("tree", "forest").emoji, "🌟");
    // 04451352 06 n 01 toe 0 002 @ 03127399 n 0000 #p 03385713 n 0000 (footwear)
    assert_eq!(clue("footwear", "toe").emoji, "🦵");
    assert_eq!(clue("toe", "footwear").emoji, "🦶");
    // 14939335 27 n 02 ice 0 water_ice 0 ... %s 14869913 n (water)
    assert_eq!(clue("water", "ice").emoji, "🍇");
    assert_eq!(clue("ice", "water").emoji, "🍷");
    // 10306910 18 n 02 man 0 adult_male 0 ... ! 10807146 n 0101 (woman)
    assert_eq!(clue("woman", "man").emoji, "🚫");
    // dog and domestic_dog share synset 02086723.
    assert_eq!(clue("dog", "domestic dog").emoji, nettle::SYNONYM_EMOJI);
}

#[test]
fn every_step_is_an_edge_one_closer_and_homographs_keep_the_spelling() {
    let mut homographs = 0;
    for guess in ["cat", "idea", "run", "happy", "quickly"] {
        let c = clue("canine", guess);
        let mut at = c.route.start;
        for step in &c.route.steps {
            assert_eq!(graph().relation(at, step.sense), Some(step.relation));
            if step.relation == wordgames_wordnet::Relation::Homograph {
                homographs += 1;
                let (from, to) = (wn().sense(at), wn().sense(step.sense));
                assert_eq!(from.lemma().id(), to.lemma().id());
                assert_ne!(from.synset().id(), to.synset().id());
            }
            at = step.sense;
        }
        assert_eq!(wn().sense(at).lemma().text(), "canine");
        assert_eq!(
            c.emoji.chars().filter(|ch| *ch != '\u{fe0f}').count(),
            c.len()
        );
    }
    assert!(homographs > 0);
}

#[test]
fn guesses_go_through_morphology_and_unknown_words_do_not_count() {
    let nettle = Nettle::new(graph(), "canine").unwrap();
    let c = clue("canine", "geese");
    assert_eq!(wn().lemma_by_id(c.lemma).text(), "goose");
    assert_eq!(c.words()[0], "goose");
    let mut game = Game::from_puzzle(&nettle.puzzle(), &nettle).unwrap();
    assert_eq!(game.play("qwzxv").unwrap(), Verdict::Unknown);
    assert_eq!(game.play("   ").unwrap(), Verdict::Unknown);
    assert!(game.clues().is_empty());
    assert!(!game.play("Dogs").unwrap().is_win());
    assert_eq!(game.clues().len(), 1);
    // The hint is the definition of "canine" (the next word), with the word masked.
    let hint = game.hint().unwrap();
    assert_eq!(
        hint,
        wn().synset_by_name("canine.n.02").unwrap().definition()
    );
    assert!(game.play("CANINE").unwrap().is_win());
    assert_eq!(game.outcome(), Some(Outcome::Won));
    assert!(game.is_over());
    assert_eq!(
        game.share(&share::title(Some(5))).as_deref(),
        Some("Nettle #5: 🎉/2\n1: 🔼\n2: ✅")
    );
    assert_eq!(game.hint(), None);
}

/// A hint on any clue, not only the best: a longer route from "cat" first, then "dog".
#[test]
fn a_hint_on_any_clue() {
    let nettle = Nettle::new(graph(), "canine").unwrap();
    let mut game = Game::from_puzzle(&nettle.puzzle(), &nettle).unwrap();
    game.play("cat").unwrap();
    game.play("dog").unwrap();
    let (cat, dog) = (game.clues()[0].clone(), game.clues()[1].clone());
    assert!(cat.len() > dog.len());
    // The best clue is dog's; clue 1 is cat's, whose next word is not canine.
    assert_eq!(game.hint(), dog.hint());
    assert_eq!(game.hint_on(2), dog.hint());
    assert_eq!(game.hint_on(1), cat.hint());
    assert_ne!(game.hint_on(1), game.hint_on(2));
    assert_eq!((game.hint_on(0), game.hint_on(3)), (None, None));
    game.play("canine").unwrap();
    assert_eq!(game.hint_on(3), None); // the winning guess has no hint
    assert_eq!(game.hint_on(1), cat.hint());
}

#[test]
fn the_gloss_is_the_sense_used() {
    let c = clue("canine", "dog");
    assert!(c.gloss().starts_with("a member of the genus Canis"));
}

#[test]
fn giving_up_reveals_the_best_route_and_summarises() {
    let nettle = Nettle::new(graph(), "forest").unwrap();
    let mut game = Game::from_puzzle(&nettle.puzzle(), &nettle).unwrap();
    game.play("cat").unwrap();
    assert!(!game.last_is_best_yet()); // the first clue is not compared with anything
    game.play("tree").unwrap();
    assert!(game.last_is_best_yet()); // one step, shorter than cat's route
    game.play("cat").unwrap();
    assert!(!game.last_is_best_yet());
    assert!(!game.is_over());
    assert_eq!(game.answer(), None); // nothing revealed before the end
    assert_eq!(game.share(&share::title(Some(9))), None);
    game.give_up();
    assert!(game.is_over());
    assert_eq!(game.answer().unwrap(), ["tree", "forest"]);
    // A guess after the end is refused, and changes nothing.
    assert!(game.play("forest").is_err());
    assert_eq!(game.clues().len(), 3);
    let share = game.share(&share::title(Some(9))).unwrap();
    assert!(share.starts_with("Nettle #9: 🏳️/3\n1: "), "{share}");
    assert!(share.ends_with("\n2: 🌌"), "{share}");
}

/// The target list: how many, and that each target meets the rules, checked against the data
/// through other accessors than the list's own code uses.
#[test]
fn target_list_rules_and_size() {
    let targets = targets();
    assert_eq!(targets.len(), 5343);
    let lex = Lexicon::english();
    let mut sorted = targets.to_vec();
    sorted.sort();
    sorted.dedup();
    assert_eq!(sorted.len(), targets.len());
    for &t in targets.iter().step_by(37) {
        let lemma = wn().lemma_by_id(t);
        let text = lemma.text();
        assert!(lex.is_familiar(text, Familiarity::Normal), "{text}");
        assert!(!text.contains('_') && !text.contains('-'), "{text}");
        assert!(
            lemma
                .parts_of_speech()
                .any(|p| p == wordgames_wordnet::Pos::Noun),
            "{text}"
        );
    }
    // Everyday nouns are in, proper nouns, collocations and words mostly used otherwise are not.
    let has = |w: &str| targets.contains(&wn().lemma(w).unwrap().id());
    assert!(has("dog") && has("water") && has("tree"));
    assert!(!has("ice_cream")); // a collocation
    assert!(!has("run")); // mostly a verb by tag count
    assert!(!has("paris")); // a proper noun
}

/// Value stability: the daily mapping and the shuffled target list pin puzzle numbers to
/// targets. A change here renumbers every puzzle and must be a deliberate one.
#[test]
fn the_daily_target_is_pinned() {
    let date: Date = "2026-11-22".parse().unwrap();
    let today = nettle::daily(wn(), targets(), date).unwrap();
    let (day, target) = (today.day, today.puzzle.target);
    assert_eq!(today.puzzle.word, wn().lemma_by_id(target).text());
    assert_eq!(day.number, 326);
    assert_eq!(target, targets()[325]);
    assert_eq!(wn().lemma_by_id(target).text(), PINNED_326);
    let first: Vec<&str> = targets()[..5]
        .iter()
        .map(|t| wn().lemma_by_id(*t).text())
        .collect();
    assert_eq!(first, ["nonfiction", "mound", "shaft", "shopper", "tanker"]);
    let first_day = nettle::daily(wn(), targets(), "2026-01-01".parse().unwrap()).unwrap();
    let (day1, t1) = (first_day.day, first_day.puzzle.target);
    assert_eq!(
        (day1.number, wn().lemma_by_id(t1).text()),
        (1, "nonfiction")
    );
    assert!(nettle::daily(wn(), targets(), "2025-12-31".parse().unwrap()).is_err());
    assert!(nettle::daily(wn(), &[], date).is_err());
}

const PINNED_326: &str = "term";

#[test]
fn the_map_merges_routes_and_hides_the_target() {
    let nettle = Nettle::new(graph(), "carnivore").unwrap();
    let clues: Vec<Clue> = ["dog", "wolf", "fox"]
        .iter()
        .map(|g| match nettle.answer(g).unwrap() {
            Verdict::Clue(c) => c,
            other => panic!("{other:?}"),
        })
        .collect();
    let map = Map::new(&clues);
    let g = map.graph();
    let targets = g
        .node_weights()
        .filter(|n| matches!(n, MapNode::Target(None)))
        .count();
    assert_eq!(targets, 1);
    let words = g
        .node_weights()
        .filter(|n| matches!(n, MapNode::Word(_)))
        .count();
    assert_eq!(words, 3);
    // dog, wolf and fox are all canines: the routes meet before the target, so there are
    // fewer edges than steps.
    let steps: usize = clues.iter().map(Clue::len).sum();
    assert!(
        g.edge_count() < steps,
        "{} edges, {steps} steps",
        g.edge_count()
    );
    let dot = map.to_dot();
    assert!(dot.starts_with("digraph {"));
    assert!(dot.contains("label=\"?\" shape=doublecircle"));
    assert!(!dot.contains("carnivore"));
}

#[test]
fn route_files_answer_like_the_live_game() {
    let nettle = Nettle::new(graph(), "canine").unwrap();
    let bytes = archive::encode(nettle.table()).unwrap();
    assert_eq!(
        bytes.len() % 4,
        0,
        "header, 8-byte records and 12-byte overflow entries"
    );
    let file = RouteFile::from_bytes(bytes.clone(), "canine.nettle", wn()).unwrap();
    assert_eq!(file.target(), wn().lemma("canine").unwrap().id());
    let mut long = 0;
    for l in (0..wn().lemma_count() as u32).step_by(11) {
        let lemma = LemmaId(l);
        let stored = file.clue(lemma);
        let live = nettle.clue_of(lemma, "");
        assert_eq!(
            stored.as_ref().map(|s| s.emoji()),
            live.as_ref().map(|c| c.emoji.clone())
        );
        assert_eq!(
            stored.as_ref().map(|s| s.start),
            live.as_ref().map(Clue::sense_used)
        );
        assert_eq!(file.distance(lemma), live.as_ref().map(Clue::len));
        long += usize::from(live.is_some_and(|c| c.len() > 10));
    }
    assert!(
        long > 0,
        "the sample has routes that use the overflow section"
    );
    // Corrupt files are refused, never misread.
    assert!(RouteFile::from_bytes(bytes[..bytes.len() - 1].to_vec(), "x", wn()).is_err());
    let mut bad = bytes;
    bad[0] = b'X';
    assert!(RouteFile::from_bytes(bad, "x", wn()).is_err());
}

#[test]
fn an_archive_of_a_few_targets() {
    let dir = std::env::temp_dir().join(format!("nettle-archive-test-{}", std::process::id()));
    let few = &targets()[..3];
    let calls = std::sync::atomic::AtomicUsize::new(0);
    let report = archive::write(graph(), few, &dir, &|done, total| {
        assert!(done <= total && total == 3);
        calls.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    })
    .unwrap();
    assert_eq!((report.files, report.kept, calls.into_inner()), (3, 0, 3));
    let list = std::fs::read_to_string(dir.join("targets.txt")).unwrap();
    assert_eq!(list.lines().count(), 3);
    let first = dir_files(&dir);
    assert_eq!(
        first.len(),
        4,
        "three route files and targets.txt, no temporary file"
    );
    for &t in few {
        let file = RouteFile::open(dir.join(archive::file_name(wn(), t)), wn()).unwrap();
        assert_eq!(file.target(), t);
        assert_eq!(file.distance(t), Some(0));
    }
    // A rerun keeps the complete files and gives the same bytes.
    let again = archive::write(graph(), few, &dir, &|_, _| {}).unwrap();
    assert_eq!((again.files, again.kept, again.bytes), (3, 3, report.bytes));
    assert_eq!(dir_files(&dir), first);
    // A damaged file, a truncated one and a missing one are written again, the same as before.
    let path = |i: usize| dir.join(archive::file_name(wn(), few[i]));
    let mut damaged = std::fs::read(path(0)).unwrap();
    damaged[1_000] ^= 1;
    std::fs::write(path(0), damaged).unwrap();
    std::fs::write(path(1), &first[0].1[..100]).unwrap();
    std::fs::remove_file(path(2)).unwrap();
    std::fs::remove_file(dir.join("targets.txt")).unwrap();
    let repaired = archive::write(graph(), few, &dir, &|_, _| {}).unwrap();
    assert_eq!((repaired.files, repaired.kept), (3, 0));
    assert_eq!(dir_files(&dir), first);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Every 10th target (602 of them) is reached by most of WordNet, and its route file answers
/// like its table. About 30 s of CPU in release:
/// `cargo test --release -p wordgames-puzzles --test nettle -- --ignored`.
#[test]
#[ignore = "computes 602 route tables; run in release"]
fn sampled_targets_are_reached_by_most_words_and_their_files_agree() {
    use rayon::prelude::*;
    targets().par_iter().step_by(10).for_each(|&t| {
        let table = graph().route_table(t).unwrap();
        let reached = (0..wn().lemma_count() as u32)
            .filter(|&l| table.distance(LemmaId(l)).is_some())
            .count();
        let word = wn().lemma_by_id(t).text();
        assert!(reached * 10 > wn().lemma_count() * 8, "{word}: {reached}");
        let file = RouteFile::from_bytes(archive::encode(&table).unwrap(), word, wn()).unwrap();
        for l in (0..wn().lemma_count() as u32).step_by(101) {
            let l = LemmaId(l);
            assert_eq!(
                file.distance(l),
                table.distance(l).map(|d| d as usize),
                "{word}"
            );
            assert_eq!(file.clue(l).map(|c| c.start), table.start(l), "{word}");
        }
    });
}

/// What the smallest one-read layouts of a route file cost, measured on the first 40 targets in
/// puzzle order (docs/NETTLE.md, "The archive's size"):
/// `cargo test --release -p wordgames-puzzles --test nettle -- --ignored --nocapture layout`.
///
/// For each target it builds, from the version-2 file, a *dictionary layout*: the distinct
/// (sense rank within the guess's lemma, relations) answers of the target stored once, and per
/// lemma a fixed-width number of its answer, so that an answer is one read of a few bits plus a
/// lookup in the dictionary, which is loaded with the file. It decodes every lemma back and
/// checks it against the file. It also computes the order-0 entropy of the answers: no layout
/// that codes each lemma's answer on its own can be smaller on average.
#[test]
#[ignore = "computes 40 route tables; run in release"]
fn layout_costs_of_the_route_archive() {
    use std::collections::HashMap;
    let wn = wn();
    let lemmas = wn.lemma_count();
    let single = (0..lemmas as u32)
        .filter(|&l| {
            wn.lemma_by_id(LemmaId(l))
                .text()
                .bytes()
                .all(|b| b.is_ascii_lowercase())
        })
        .count();
    let (mut v2, mut dict, mut bound, mut bound_single) = (0usize, 0usize, 0f64, 0f64);
    let (mut distinct, mut bits_max, mut dict_entries) = (0usize, 0u32, 0usize);
    let n = 40;
    for &target in &targets()[..n] {
        let table = graph().route_table(target).unwrap();
        let bytes = archive::encode(&table).unwrap();
        v2 += bytes.len();
        let file = RouteFile::from_bytes(bytes, "layout", wn).unwrap();
        // Each lemma's answer: None (no route), or the start sense's rank among the lemma's
        // senses and the relation codes.
        let answer = |l: u32| {
            file.clue(LemmaId(l)).map(|c| {
                let first = wn.lemma_by_id(LemmaId(l)).senses().next().unwrap().id();
                (c.start.0 - first.0, c.relations)
            })
        };
        let mut ids: HashMap<Option<(u32, Vec<wordgames_wordnet::Relation>)>, u32> = HashMap::new();
        let mut entries = Vec::new();
        let mut counts: HashMap<u32, (u64, u64)> = HashMap::new();
        let mut index = Vec::with_capacity(lemmas);
        for l in 0..lemmas as u32 {
            let a = answer(l);
            let next = ids.len() as u32;
            let id = *ids.entry(a.clone()).or_insert_with(|| {
                entries.push(a);
                next
            });
            index.push(id);
            let single_word = wn
                .lemma_by_id(LemmaId(l))
                .text()
                .bytes()
                .all(|b| b.is_ascii_lowercase());
            let c = counts.entry(id).or_insert((0, 0));
            c.0 += 1;
            c.1 += u64::from(single_word);
        }
        // Fixed-width numbers, and each dictionary entry as rank (u8), length (u8) and a nibble
        // a relation.
        let bits = u32::BITS - (entries.len() as u32 - 1).leading_zeros();
        let entry_bytes: usize = entries
            .iter()
            .map(|e| e.as_ref().map_or(1, |(_, r)| 2 + r.len().div_ceil(2)))
            .sum();
        dict += (lemmas * bits as usize).div_ceil(8) + entry_bytes;
        dict_entries += entry_bytes;
        distinct += entries.len();
        bits_max = bits_max.max(bits);
        // Decode every lemma from the layout: the same answer as the file.
        for l in 0..lemmas as u32 {
            assert_eq!(entries[index[l as usize] as usize], answer(l));
        }
        let entropy = |pick: fn(&(u64, u64)) -> u64| {
            let total: u64 = counts.values().map(pick).sum();
            counts
                .values()
                .map(pick)
                .filter(|&c| c > 0)
                .map(|c| {
                    let p = c as f64 / total as f64;
                    -p * p.log2() * total as f64
                })
                .sum::<f64>()
                / 8.0
        };
        bound += entropy(|c| c.0);
        bound_single += entropy(|c| c.1);
    }
    let per = |b: f64| b / n as f64 / 1000.0;
    println!("{lemmas} spellings, {single} of them single words of a-z");
    println!("version 2 file:       {:>8.1} KB a target", per(v2 as f64));
    println!(
        "dictionary layout:    {:>8.1} KB a target ({:.0} distinct answers in {:.1} KB, up to {bits_max} bits a spelling)",
        per(dict as f64),
        distinct as f64 / n as f64,
        per(dict_entries as f64)
    );
    println!(
        "order-0 entropy:      {:>8.1} KB a target (every spelling), {:.1} KB (single words only)",
        per(bound),
        per(bound_single)
    );
    assert!(dict < v2);
    assert!(bound <= dict as f64);
}

#[test]
fn an_archive_written_in_shards_merges_to_the_same_bytes() {
    let base = std::env::temp_dir().join(format!("nettle-shards-test-{}", std::process::id()));
    let few = &targets()[..5];
    let whole = base.join("whole");
    archive::write(graph(), few, &whole, &|_, _| {}).unwrap();
    let want = dir_files(&whole);
    for count in [1, 2, 3] {
        let dirs: Vec<_> = (0..count)
            .map(|i| base.join(format!("{count}-shard-{i}")))
            .collect();
        let mut seen = 0;
        for (i, dir) in dirs.iter().enumerate() {
            let mine = archive::shard_targets(few, i, count).unwrap();
            let report = archive::write_shard(graph(), few, i, count, dir, &|_, _| {}).unwrap();
            assert_eq!(report.files, mine.len());
            // A shard holds its route files only: no targets.txt.
            assert_eq!(dir_files(dir).len(), mine.len());
            seen += mine.len();
        }
        assert_eq!(seen, few.len(), "every target in exactly one shard");
        let merged = base.join(format!("{count}-merged"));
        let mut shards: Vec<&std::path::Path> = dirs.iter().map(|d| d.as_path()).collect();
        shards.reverse();
        let report = archive::merge_shards(wn(), few, &shards, &merged).unwrap();
        assert_eq!(report.files, few.len());
        assert_eq!(dir_files(&merged), want, "{count} shards");
        // A missing shard is an error, not a smaller archive.
        if count > 1 {
            let short = base.join(format!("{count}-short"));
            assert!(archive::merge_shards(wn(), few, &shards[1..], &short).is_err());
        }
    }
    assert!(archive::shard_targets(few, 2, 2).is_err());
    assert!(archive::shard_targets(few, 0, 0).is_err());
    std::fs::remove_dir_all(&base).unwrap();
}

/// The game's graph shows routes as short as the plain graph's (every clue keeps its length)
/// and, among them, routes of words players know: over the first targets and eight first
/// guesses, fewer route words outside the lexicon's familiar ones (Zipf 2.00, the hard band:
/// each word of a collocation), and never more on any one route's distance.
#[test]
fn routes_prefer_familiar_words_and_keep_their_length() {
    let english = Lexicon::english();
    let plain = WordGraph::build(wn(), Relations::default()).unwrap();
    let unfamiliar = |route: &wordgames_wordnet::Route| {
        route
            .senses()
            .skip(1)
            .filter(|&s| {
                !wn()
                    .sense(s)
                    .lemma()
                    .text()
                    .split(['_', '-'])
                    .all(|w| english.is_familiar(w, Familiarity::Hard))
            })
            .count()
    };
    let (mut before, mut after) = (0, 0);
    for &target in &targets()[..12] {
        let (a, b) = (
            plain.route_table(target).unwrap(),
            graph().route_table(target).unwrap(),
        );
        for guess in [
            "animal", "person", "food", "water", "house", "music", "money", "tree",
        ] {
            let guess = wn().lemma(guess).unwrap().id();
            assert_eq!(a.distance(guess), b.distance(guess));
            let (Some(ra), Some(rb)) = (a.answer(guess), b.answer(guess)) else {
                continue;
            };
            assert_eq!(ra.len(), rb.len());
            assert_eq!(
                ra.start, rb.start,
                "the guess's sense is its most common one"
            );
            before += unfamiliar(&ra);
            after += unfamiliar(&rb);
        }
    }
    assert!(
        after < before,
        "unfamiliar route words: {before} plain, {after} preferring"
    );
}
