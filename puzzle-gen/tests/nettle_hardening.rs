//! Nettle hardening. Bad input: unknown targets, guesses that are no word, corrupt route files,
//! each with its error text pinned. Determinism: the practice puzzle of a fixed seed is pinned (the daily target of a date
//! and of a puzzle number is pinned in `tests/nettle.rs`, `the_daily_target_is_pinned`), and the
//! route-file archive, written in parallel, is byte for byte the same on one thread and on all.
//! Loads WordNet 3.1 and its word graph once (about 2 s in a debug build).

use std::sync::OnceLock;

use rand_core::SeedableRng;
use wordgames_lexicon::Lexicon;
use wordgames_puzzles::{
    Generator,
    nettle::{
        Answer, Game, Nettle, NettleGenerator,
        archive::{self, RouteFile},
    },
    rng::Pcg32,
};
use wordgames_wordnet::{Relations, WordGraph, WordNet};

fn wn() -> &'static WordNet {
    WordNet::bundled().expect("the bundled WordNet 3.1 loads")
}

fn graph() -> &'static WordGraph<'static> {
    static GRAPH: OnceLock<WordGraph<'static>> = OnceLock::new();
    GRAPH.get_or_init(|| WordGraph::build(wn(), Relations::default()).expect("graph builds"))
}

#[test]
fn the_practice_puzzle_of_a_seed_is_pinned() {
    let generator = NettleGenerator::new(graph(), &Lexicon::english()).unwrap();
    let words: Vec<String> = [2026, 7, 0]
        .into_iter()
        .map(|seed| {
            generator
                .generate(&mut Pcg32::seed_from_u64(seed))
                .unwrap()
                .word
        })
        .collect();
    assert_eq!(words, ["merging", "dregs", "road"]);
}

#[test]
fn the_archive_is_the_same_on_one_thread_and_on_all() {
    let generator = NettleGenerator::new(graph(), &Lexicon::english()).unwrap();
    let few = &generator.targets()[..4];
    let all = std::thread::available_parallelism().map_or(2, |n| n.get().max(2));
    let write = |threads: usize| {
        let dir = std::env::temp_dir().join(format!(
            "nettle-determinism-{}-{threads}",
            std::process::id()
        ));
        rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .unwrap()
            .install(|| archive::write(graph(), few, &dir, &|_, _| {}))
            .unwrap();
        let mut files: Vec<(String, Vec<u8>)> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| {
                let e = e.unwrap();
                (
                    e.file_name().to_string_lossy().into_owned(),
                    std::fs::read(e.path()).unwrap(),
                )
            })
            .collect();
        files.sort();
        std::fs::remove_dir_all(&dir).unwrap();
        files
    };
    let one = write(1);
    assert_eq!(one.len(), few.len() + 1, "the route files and targets.txt");
    assert_eq!(one, write(all));
}

#[test]
fn unknown_targets_and_guesses_that_do_not_count() {
    for target in ["", "zzzx", "Caf\u{e9}", &"a".repeat(30)] {
        assert_eq!(
            Nettle::new(graph(), target).unwrap_err().to_string(),
            format!("{target:?} cannot be a nettle target: it is not a WordNet lemma")
        );
    }
    let nettle = Nettle::new(graph(), "canine").unwrap();
    let mut game = Game::new(&nettle);
    for guess in ["", "zzzx", "d\u{f6}g", &"a".repeat(30), "\r\n"] {
        assert!(
            matches!(game.play(guess).unwrap(), Answer::Unknown),
            "{guess:?}"
        );
    }
    // Mixed case and a CRLF line end are the word itself.
    assert!(matches!(game.play("Dog\r\n").unwrap(), Answer::Clue(_)));
    assert!(game.play("CANINE").unwrap().is_win());
}

#[test]
fn corrupt_route_files() {
    let err = |bytes: &[u8]| {
        RouteFile::from_bytes(bytes.to_vec(), "t.nettle")
            .unwrap_err()
            .to_string()
    };
    let header = "t.nettle: not a nettle route file (no NTL1 header)";
    assert_eq!(err(b""), header);
    assert_eq!(err(b"NTL2aaaaaaaaaaaa"), header);
    let mut header = b"NTL1".to_vec();
    for n in [0u32, 2, 0] {
        header.extend(n.to_le_bytes());
    }
    // The header promises two records; one is there (truncated).
    let mut cut = header.clone();
    cut.extend([0u8; 8]);
    assert_eq!(
        err(&cut),
        "t.nettle: not a nettle route file (24 bytes where the header promises 32)"
    );
    // A target beyond the lemma count.
    let mut bad = b"NTL1".to_vec();
    for n in [5u32, 1, 0] {
        bad.extend(n.to_le_bytes());
    }
    bad.extend([0u8; 8]);
    assert_eq!(
        err(&bad),
        "t.nettle: not a nettle route file (target #5 of 1 lemmas)"
    );
    assert_eq!(
        RouteFile::open("/nonexistent/t.nettle")
            .unwrap_err()
            .to_string(),
        "/nonexistent/t.nettle: read failed"
    );
}
