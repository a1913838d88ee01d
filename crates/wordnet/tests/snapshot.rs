//! The bundled snapshot is the vendored WordNet 3.1 text, whole: every synset, word, sense,
//! pointer, frame, gloss, key, tag count, lemma, exception list and lexicographer file name;
//! a rebuild gives the committed bytes; and damaged snapshots are errors, never panics.

use std::{path::PathBuf, sync::OnceLock};

use proptest::prelude::*;
use wordgames_wordnet::{Error, Pos, Relations, SnapshotProblem, WordGraph, WordNet};

fn text_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../wordnet-data/wordnet-3.1")
}

fn from_text() -> &'static WordNet {
    static WN: OnceLock<WordNet> = OnceLock::new();
    WN.get_or_init(|| WordNet::open(text_dir()).expect("the vendored WordNet 3.1 text loads"))
}

fn bundled() -> &'static WordNet {
    WordNet::bundled().expect("the bundled snapshot loads")
}

fn committed_bytes() -> Vec<u8> {
    std::fs::read(
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../wordnet-data/wordnet-3.1.snapshot"),
    )
    .expect("the committed snapshot")
}

/// Every fact a view gives about a synset, as one comparable value.
fn synset_facts(wn: &WordNet, i: usize) -> String {
    let s = wn.synsets().nth(i).unwrap();
    let mut out = format!(
        "{}|{:?}|{}|{}|{:?}|{}|",
        s.offset(),
        s.pos(),
        s.name(),
        s.lex_file(),
        s.lex_name().ok(),
        s.gloss()
    );
    for w in s.words() {
        let sense = w.sense();
        out += &format!(
            "w:{}/{}/{:?}/{:?}/{:?}/{}/{:?};",
            w.lemma(),
            w.lex_id(),
            w.marker(),
            sense.key().ok(),
            sense.tag_count().ok(),
            sense.number(),
            sense.lemma().text()
        );
    }
    for p in s.pointers() {
        out += &format!("p:{p:?};");
    }
    for f in s.frames() {
        out += &format!("f:{f:?};");
    }
    for sense in s.senses() {
        out += &format!("s:{};", sense.id().0);
    }
    out
}

#[test]
fn the_snapshot_and_the_text_give_the_same_wordnet() {
    let (a, b) = (from_text(), bundled());
    assert_eq!(a.synset_count(), b.synset_count());
    assert_eq!(a.word_count(), b.word_count());
    assert_eq!(a.sense_count(), b.sense_count());
    assert_eq!(a.lemma_count(), b.lemma_count());
    assert_eq!(a.has_sense_index(), b.has_sense_index());
    assert_eq!(a.missing_optional_files(), b.missing_optional_files());
    // Synsets, with their words, senses, pointers and frames, by id.
    let facts = |wn: &WordNet| -> Vec<String> {
        (0..wn.synset_count())
            .map(|i| synset_facts(wn, i))
            .collect()
    };
    let (fa, fb) = (facts(a), facts(b));
    for (i, (x, y)) in fa.iter().zip(&fb).enumerate() {
        assert_eq!(x, y, "synset {i}");
    }
    // Senses by id, and each sense found again by its key.
    for (x, y) in a.senses().zip(b.senses()) {
        assert_eq!(x.id(), y.id());
        assert_eq!(x.key().unwrap(), y.key().unwrap());
        assert_eq!(x.synset().id(), y.synset().id());
        assert_eq!(x.word().lemma(), y.word().lemma());
        assert_eq!(x.lemma().id(), y.lemma().id());
        assert_eq!(
            (x.tag_count().ok(), x.number()),
            (y.tag_count().ok(), y.number())
        );
    }
    // Lemmas by id and by spelling, with their entries and senses.
    for (x, y) in a.lemmas().zip(b.lemmas()) {
        assert_eq!(x.text(), y.text());
        assert_eq!(
            x.parts_of_speech().collect::<Vec<_>>(),
            y.parts_of_speech().collect::<Vec<_>>()
        );
        assert_eq!(x.tagged_sense_count(), y.tagged_sense_count());
        let ids = |l: wordgames_wordnet::Lemma<'_>| l.senses().map(|s| s.id()).collect::<Vec<_>>();
        assert_eq!(ids(x), ids(y));
        assert_eq!(b.lemma(x.text()).map(|l| l.id()), Some(x.id()));
    }
    // The lemma index (built on demand from the snapshot) has the same keys and ids.
    let keys = |wn: &WordNet| {
        use fst::Streamer;
        let mut out = Vec::new();
        let mut stream = wn.lemma_index().stream();
        while let Some((k, v)) = stream.next() {
            out.push((k.to_vec(), v));
        }
        out
    };
    assert_eq!(keys(a), keys(b));
    // The exception lists, through morphy: every form of every list, in its part of speech.
    for (file, pos) in [
        ("noun", Pos::Noun),
        ("verb", Pos::Verb),
        ("adj", Pos::Adjective),
        ("adv", Pos::Adverb),
    ] {
        let text = std::fs::read_to_string(text_dir().join(format!("{file}.exc"))).unwrap();
        for line in text.lines() {
            let form = line.split(' ').next().unwrap();
            let ids = |wn: &WordNet| -> Vec<u32> {
                wn.morphy(form, pos)
                    .unwrap()
                    .iter()
                    .map(|l| l.id().0)
                    .collect()
            };
            assert_eq!(ids(a), ids(b), "morphy({form:?}, {pos:?})");
        }
    }
}

#[test]
fn a_rebuild_gives_the_committed_bytes() {
    let rebuilt = from_text().to_snapshot();
    assert!(
        rebuilt == committed_bytes(),
        "the snapshot differs from a rebuild: run scripts/regen-wordnet-snapshot.sh"
    );
    // And the snapshot of the bundled copy is the same bytes again.
    assert!(bundled().to_snapshot() == rebuilt);
    // As is that of a copy read from the committed file (its columns owned, not borrowed).
    let copy = WordNet::from_snapshot(&rebuilt).expect("the committed snapshot loads");
    assert!(copy.to_snapshot() == rebuilt);
}

fn snapshot_problem(result: Result<WordNet, Error>) -> SnapshotProblem {
    match result {
        Err(Error::Snapshot { problem, .. }) => problem,
        Err(other) => panic!("not a snapshot error: {other}"),
        Ok(_) => panic!("a damaged snapshot loaded"),
    }
}

#[test]
fn damaged_headers_are_named() {
    let bytes = committed_bytes();
    assert_eq!(
        snapshot_problem(WordNet::from_snapshot(b"")),
        SnapshotProblem::Truncated {
            needed: 32,
            available: 0
        }
    );
    assert_eq!(
        snapshot_problem(WordNet::from_snapshot(b"WordNet 3.1 data.noun")),
        SnapshotProblem::NotASnapshot
    );
    let mut other = bytes.clone();
    other[8] = 9;
    assert_eq!(
        snapshot_problem(WordNet::from_snapshot(&other)),
        SnapshotProblem::Version {
            found: 9,
            supported: wordgames_wordnet::SNAPSHOT_VERSION
        }
    );
    let cut = &bytes[..bytes.len() - 1];
    assert!(matches!(
        snapshot_problem(WordNet::from_snapshot(cut)),
        SnapshotProblem::Truncated { .. }
    ));
    let mut longer = bytes.clone();
    longer.push(0);
    assert_eq!(
        snapshot_problem(WordNet::from_snapshot(&longer)),
        SnapshotProblem::TrailingBytes { extra: 1 }
    );
    let mut flipped = bytes.clone();
    let middle = flipped.len() / 2;
    flipped[middle] ^= 0x10;
    assert!(matches!(
        snapshot_problem(WordNet::from_snapshot(&flipped)),
        SnapshotProblem::Checksum { .. }
    ));
    let err = WordNet::from_snapshot(&flipped).unwrap_err().to_string();
    assert!(
        err.starts_with("WordNet snapshot, byte 24: checksum mismatch"),
        "{err}"
    );
}

/// Sets the header's checksum to the payload's, so that a damaged payload reaches the
/// structural checks behind the checksum.
fn with_checksum(mut bytes: Vec<u8>) -> Vec<u8> {
    if bytes.len() >= 32 {
        let sum = wordgames_wordnet::snapshot_checksum(&bytes[32..]);
        bytes[24..32].copy_from_slice(&sum.to_le_bytes());
    }
    bytes
}

/// Flips the bits `flips` of the committed snapshot at or after byte `start(bytes)` (an index
/// taken modulo the length from there) and fixes the checksum: whether the loader refuses it or
/// what it loads is whole enough to walk.
fn loads_whole_or_is_refused(
    start: impl FnOnce(&[u8]) -> usize,
    flips: Vec<(prop::sample::Index, u8)>,
) -> bool {
    let mut bytes = committed_bytes();
    let start = start(&bytes);
    let len = bytes.len() - start;
    for (index, bit) in flips {
        bytes[start + index.index(len)] ^= 1 << bit;
    }
    WordNet::from_snapshot(&with_checksum(bytes)).map_or(true, |wn| walk(&wn) > 0)
}

/// Walks every view of a WordNet, so that a snapshot that loads is shown not to panic.
fn walk(wn: &WordNet) -> usize {
    let mut n = 0;
    for s in wn.synsets() {
        n += s.name().len() + s.gloss().len() + s.definition().len() + s.examples().count();
        let _ = s.lex_name();
        for w in s.words() {
            let sense = w.sense();
            n += w.lemma().len() + sense.key().map_or(0, str::len) + sense.synset().words().len();
            n += sense.lemma().text().len() + sense.word().lemma().len();
        }
        for p in s.pointers() {
            n += wn.synset(p.target).words().len();
        }
        for r in [
            wordgames_wordnet::Relation::Hypernym,
            wordgames_wordnet::Relation::Antonym,
        ] {
            n += s.related(r).count();
        }
        n += s.senses().count() + s.frames().len();
    }
    for l in wn.lemmas() {
        n += l.text().len() + l.senses().count() + l.parts_of_speech().count();
    }
    n += wn.lemma("dog").map_or(0, |l| l.senses().count());
    n += wn.morphy("geese", Pos::Noun).map_or(0, |v| v.len());
    n
}

#[test]
fn every_truncation_of_the_header_and_tables_is_an_error() {
    let bytes = committed_bytes();
    let mut cuts: Vec<usize> = (0..64).collect();
    cuts.extend((64..bytes.len()).step_by(bytes.len() / 97));
    for cut in cuts {
        let fixed = with_checksum(bytes[..cut].to_vec());
        assert!(
            WordNet::from_snapshot(&fixed).is_err(),
            "cut at {cut} loaded"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Damage behind a correct checksum: the loader refuses it, or what it loads is whole
    /// enough that no view panics.
    #[test]
    fn damage_behind_a_correct_checksum_never_panics(
        flips in proptest::collection::vec((any::<prop::sample::Index>(), 0u8..8), 1..6),
    ) {
        prop_assert!(loads_whole_or_is_refused(|_| 32, flips));
    }

    /// Damage to the tables of WordNet 3.1 (after the string arena) behind a correct checksum:
    /// refused, or harmless to every view.
    #[test]
    fn damage_to_the_tables_never_panics(
        flips in proptest::collection::vec((any::<prop::sample::Index>(), 0u8..8), 1..4),
    ) {
        // The tables start after the arena's length and the arena.
        let tables =
            |bytes: &[u8]| 40 + u64::from_le_bytes(bytes[32..40].try_into().unwrap()) as usize;
        prop_assert!(loads_whole_or_is_refused(tables, flips));
    }
}

/// Found by the fuzz target `wordnet_snapshot`: the tiny fixture's snapshot with a lexical
/// pointer whose target word number is 0 loaded, and building the word graph then subtracted
/// below zero. The loader now refuses it (header fixed up as the fuzz target does). The fixture
/// is the tiny fixture's snapshot (format 2) with the target word of its third pointer, `dog`'s
/// antonym `cat`, set to 0.
#[test]
fn a_lexical_pointer_to_word_zero_is_refused() {
    let mut bytes = std::fs::read(
        PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures/snapshots/lexical_pointer_to_word_0"),
    )
    .expect("the fixture");
    let payload_len = (bytes.len() - 32) as u64;
    bytes[8..12].copy_from_slice(&wordgames_wordnet::SNAPSHOT_VERSION.to_le_bytes());
    bytes[16..24].copy_from_slice(&payload_len.to_le_bytes());
    let bytes = with_checksum(bytes);
    match snapshot_problem(WordNet::from_snapshot(&bytes)) {
        SnapshotProblem::OutOfRange { what, .. } => {
            assert!(what.contains("lexical pointer"), "{what}")
        }
        other => panic!("expected the lexical pointer to be refused, got {other:?}"),
    }
}

/// The tiny fixture with every optional file (`index.sense`, the exception lists, `lexnames`)
/// and a word spelled with a capital, so that its snapshot has a value in every column.
fn small_full() -> WordNet {
    let tiny = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/tiny");
    let dir = std::env::temp_dir().join(format!(
        "wordgames-wordnet-{}-small-full",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    for entry in std::fs::read_dir(&tiny).unwrap() {
        let entry = entry.unwrap();
        std::fs::copy(entry.path(), dir.join(entry.file_name())).unwrap();
    }
    let noun = std::fs::read_to_string(dir.join("data.noun")).unwrap();
    std::fs::write(
        dir.join("data.noun"),
        noun.replace(" n 01 cat 0 ", " n 01 Cat 0 "),
    )
    .unwrap();
    let files = [
        (
            "index.sense",
            "bark%2:29:00:: 00000100 1 3\n\
             big%3:00:00:: 00000100 1 0\n\
             cat%1:05:00:: 00000300 1 5\n\
             dog%1:05:00:: 00000200 1 42\n\
             domestic_dog%1:05:00:: 00000200 1 0\n\
             entity%1:03:00:: 00000100 1 11\n\
             loudly%4:02:00:: 00000100 1 2\n",
        ),
        ("noun.exc", "cats cat\ndogs dog\n"),
        ("verb.exc", "barked bark\n"),
        ("adj.exc", "bigger big\n"),
        ("adv.exc", "louder loudly\n"),
        (
            "lexnames",
            "00\tadj.all\t3\n01\tadj.pert\t3\n02\tadv.all\t4\n03\tnoun.Tops\t1\n\
             04\tnoun.act\t1\n05\tnoun.animal\t1\n",
        ),
    ];
    for (name, text) in files {
        std::fs::write(dir.join(name), text).unwrap();
    }
    let wn = WordNet::open(&dir).expect("the tiny fixture with its optional files loads");
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(wn.missing_optional_files().is_empty());
    wn
}

/// Everything [`walk`] does, and the lemma index, the word graph and a route table to every
/// lemma; and a snapshot that loads is written back as the same bytes.
fn walk_deep(wn: &WordNet, bytes: &[u8]) {
    assert!(walk(wn) > 0);
    assert_eq!(wn.lemma_index().len(), wn.lemma_count());
    for s in wn.synsets() {
        assert_eq!(
            wn.synset_at(s.pos(), s.offset()).map(|t| t.id()),
            Some(s.id())
        );
        assert!(
            s.senses()
                .all(|sense| sense.word().sense().id() == sense.id())
        );
    }
    for l in wn.lemmas() {
        let _ = wn.lookup(l.text());
    }
    let graph = WordGraph::build(wn, Relations::default()).expect("the default relations");
    for l in wn.lemmas() {
        let table = graph.route_table(l.id()).expect("a route table");
        for m in wn.lemmas() {
            let _ = table.answer(m.id());
        }
    }
    let _ = (graph.edge_count(), graph.graph().edge_count());
    assert!(
        wn.to_snapshot() == bytes,
        "a snapshot that loads is written back the same"
    );
}

#[test]
fn every_bit_flip_of_a_small_snapshot_is_refused_or_harmless() {
    let wn = small_full();
    let bytes = wn.to_snapshot();
    let copy = WordNet::from_snapshot(&bytes).expect("the small snapshot loads");
    walk_deep(&copy, &bytes);
    assert_eq!(synset_facts(&wn, 2), synset_facts(&copy, 2));
    assert_eq!(
        copy.lemma("cat")
            .unwrap()
            .senses()
            .next()
            .unwrap()
            .word()
            .lemma(),
        "Cat"
    );
    let (mut loaded, mut refused) = (0, 0);
    for i in 32..bytes.len() {
        let flips = (0..8).map(|bit| bytes[i] ^ 1 << bit);
        for value in flips.chain([0, 0xff, 0x7f, 0x80, bytes[i].wrapping_add(1)]) {
            if value == bytes[i] {
                continue;
            }
            let mut damaged = bytes.clone();
            damaged[i] = value;
            let damaged = with_checksum(damaged);
            match WordNet::from_snapshot(&damaged) {
                Ok(wn) => {
                    walk_deep(&wn, &damaged);
                    loaded += 1;
                }
                Err(Error::Snapshot { .. }) => refused += 1,
                Err(other) => panic!("not a snapshot error: {other}"),
            }
        }
    }
    // Most damage outside the strings is refused.
    assert!(refused > loaded, "{refused} refused, {loaded} loaded");
}
