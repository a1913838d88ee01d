//! Nettle hardening. Bad input: unknown targets, guesses that are no word, corrupt route files,
//! each with its error text pinned. Determinism: the practice puzzle of a fixed seed is pinned (the daily target of a date
//! and of a puzzle number is pinned in `tests/nettle.rs`, `the_daily_target_is_pinned`), and the
//! route-file archive, written in parallel, is byte for byte the same on one thread and on all.
//! Loads WordNet 3.1 and its word graph once (about 2 s in a debug build).

use std::sync::OnceLock;

use crate::common::dir_files;
use wordgames_puzzles::play::{FromPuzzle, Play as _};

use rand_core::SeedableRng;
use wordgames_lexicon::Lexicon;
use wordgames_puzzles::{
    Generator,
    nettle::{
        Game, Nettle, NettleGenerator, Verdict,
        archive::{self, RouteFile},
    },
    rng::Pcg32,
};
use wordgames_wordnet::{WordGraph, WordNet};

fn wn() -> &'static WordNet {
    WordNet::bundled().expect("the bundled WordNet 3.1 loads")
}

fn graph() -> &'static WordGraph<'static> {
    static GRAPH: OnceLock<WordGraph<'static>> = OnceLock::new();
    GRAPH.get_or_init(|| {
        wordgames_puzzles::nettle::word_graph(wn(), &wordgames_lexicon::Lexicon::english())
            .expect("graph builds")
    })
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
    assert_eq!(words, ["requirement", "weapon", "management"]);
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
        crate::common::on_threads(threads, || archive::write(graph(), few, &dir, &|_, _| {}))
            .unwrap();
        let files = dir_files(&dir);
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
    let mut game = Game::from_puzzle(&nettle.puzzle(), &nettle).unwrap();
    for guess in ["", "zzzx", "d\u{f6}g", &"a".repeat(30), "\r\n"] {
        assert!(
            matches!(game.play(guess).unwrap(), Verdict::Unknown),
            "{guess:?}"
        );
    }
    // None of them counts as a guess.
    assert!(game.clues().is_empty());
    assert!(!game.is_over());
    // Mixed case and a CRLF line end are the word itself.
    assert!(matches!(game.play("Dog\r\n").unwrap(), Verdict::Clue(_)));
    assert_eq!(game.clues().len(), 1);
    assert!(game.play("CANINE").unwrap().is_win());
    assert_eq!(game.clues().len(), 2);
    assert!(game.is_over());
}

/// A route file as `archive::encode` lays it out, with a correct checksum: header (target, lemma
/// count, overflow count, sense count), then the given records and overflow entries.
fn route_file(target: u32, senses: u32, records: &[u64], overflow: &[(u32, u64)]) -> Vec<u8> {
    let mut bytes = b"NTL2".to_vec();
    for n in [
        target,
        records.len() as u32,
        overflow.len() as u32,
        senses,
        0,
    ] {
        bytes.extend(n.to_le_bytes());
    }
    for r in records {
        bytes.extend(r.to_le_bytes());
    }
    for (lemma, packed) in overflow {
        bytes.extend(lemma.to_le_bytes());
        bytes.extend(packed.to_le_bytes());
    }
    let sum = wordgames_wordnet::snapshot_checksum(&bytes);
    bytes.extend(sum.to_le_bytes());
    bytes
}

/// A record: start sense, route length, first relation codes (nibble 0 first).
fn record(sense: u64, len: u64, codes: u64) -> u64 {
    sense | len << 18 | codes << 24
}

#[test]
fn corrupt_route_files() {
    let err = |bytes: &[u8]| {
        RouteFile::from_bytes(bytes.to_vec(), "t.nettle", wn())
            .unwrap_err()
            .to_string()
    };
    let problem = |p: &str| format!("t.nettle: not a nettle route file ({p})");
    assert_eq!(err(b""), problem("no NTL2 header"));
    // A version 1 file (the old magic) is refused, not misread.
    assert_eq!(
        err(&[b"NTL1".as_slice(), &[0; 28]].concat()),
        problem("no NTL2 header")
    );
    let unreachable = (1u64 << 18) - 1;
    let good = route_file(0, 10, &[record(3, 0, 0), unreachable], &[]);
    // The header promises two records; one is there (truncated).
    let mut cut = good.clone();
    cut.drain(24..32);
    assert_eq!(err(&cut), problem("40 bytes where the header promises 48"));
    // One flipped bit: the checksum catches it.
    let mut flipped = good.clone();
    flipped[30] ^= 4;
    assert!(
        err(&flipped).contains("damaged: checksum"),
        "{}",
        err(&flipped)
    );
    // Structure checked behind a correct checksum.
    let cases: [(Vec<u8>, &str); 6] = [
        (
            route_file(5, 10, &[record(3, 0, 0)], &[]),
            "target #5 of 1 lemmas",
        ),
        (
            route_file(0, 10, &[record(10, 0, 0)], &[]),
            "lemma #0 has a start sense beyond the sense count",
        ),
        (
            route_file(0, 10, &[record(3, 2, 0x0e2)], &[]),
            "lemma #0 has relation codes that are not the table's",
        ),
        (
            route_file(0, 10, &[record(3, 12, 0x22_2222_2222)], &[]),
            "lemma #0 has a long route without its overflow entries",
        ),
        (
            route_file(0, 10, &[record(3, 0, 0)], &[(0, 2)]),
            "lemma #1 has overflow entries that belong to no route",
        ),
        (
            route_file(0, 10, &[unreachable | 1 << 18], &[]),
            "lemma #0 has an unreachable lemma with a route",
        ),
    ];
    for (bytes, p) in cases {
        assert_eq!(err(&bytes), problem(p));
    }
    // A long route whose overflow entry completes it is well formed, and then refused only for
    // being of another WordNet than the one it is opened with.
    let long = route_file(0, 10, &[record(3, 12, 0x22_2222_2222)], &[(0, 0x22)]);
    assert_eq!(
        err(&long),
        problem(&format!(
            "written for a WordNet of 1 lemmas and 10 senses, not this one of {} and {}",
            wn().lemma_count(),
            wn().sense_count()
        ))
    );
    assert_eq!(
        RouteFile::open("/nonexistent/t.nettle", wn())
            .unwrap_err()
            .to_string(),
        "/nonexistent/t.nettle: read failed"
    );
}

/// Every one of 200 single-bit flips of a real route file is refused when it is opened: none
/// can answer a guess differently, and none can name a sense WordNet lacks.
#[test]
fn bit_flips_of_a_real_route_file_are_refused() {
    let nettle = Nettle::new(graph(), "canine").unwrap();
    let bytes = archive::encode(nettle.table()).unwrap();
    assert!(RouteFile::from_bytes(bytes.clone(), "canine.nettle", wn()).is_ok());
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    for _ in 0..200 {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let bit = (state % (bytes.len() as u64 * 8)) as usize;
        let mut flipped = bytes.clone();
        flipped[bit / 8] ^= 1 << (bit % 8);
        assert!(
            RouteFile::from_bytes(flipped, "canine.nettle", wn()).is_err(),
            "bit {bit} flipped was accepted"
        );
    }
}

/// `RouteFile::open` reads no more than the longest route file the WordNet can have: an
/// endless device is refused once that much is read, and a file one byte longer likewise.
#[test]
fn route_files_are_read_up_to_a_bound() {
    // 24 + 8 bytes, and 8 + 4 x 12 a lemma.
    let max = 32 + wn().lemma_count() as u64 * 56;
    let expected = |path: &str| {
        format!(
            "{path}: not a nettle route file (more than {max} bytes, the most a route file of this WordNet can have)"
        )
    };
    let err = RouteFile::open("/dev/zero", wn()).unwrap_err().to_string();
    assert_eq!(err, expected("/dev/zero"));
    let dir = std::env::temp_dir().join(format!("nettle-bound-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("long.nettle");
    let mut bytes = b"NTL2".to_vec();
    bytes.resize(max as usize + 1, 0);
    std::fs::write(&path, &bytes).unwrap();
    let err = RouteFile::open(&path, wn()).unwrap_err().to_string();
    assert_eq!(err, expected(path.to_str().unwrap()));
    // One byte less is read whole, and refused for what it is.
    bytes.pop();
    std::fs::write(&path, &bytes).unwrap();
    let err = RouteFile::open(&path, wn()).unwrap_err().to_string();
    assert!(err.contains("bytes where the header promises"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}
