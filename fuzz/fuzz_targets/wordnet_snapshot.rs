//! WordNet snapshots: any bytes give a WordNet or an error, never a panic; and a WordNet that
//! loads answers every view without a panic.
//!
//! The first input byte picks the mode. Even: the rest of the input is the snapshot, as is (so
//! the header checks and the checksum are fuzzed). Odd: the rest of the input is a list of
//! edits (a 4-byte position and a byte to xor there) applied to the real bundled snapshot, whose
//! checksum is then set to match, so the fuzzer reaches the structural validation behind it.
//! A WordNet that loads is walked, its derived indexes built, and it is written back as the same
//! bytes.
#![no_main]

use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use wordgames_wordnet::{Pos, Relation, Relations, WordGraph, WordNet, snapshot_checksum};

fn bundled_bytes() -> &'static [u8] {
    static BYTES: OnceLock<Vec<u8>> = OnceLock::new();
    BYTES.get_or_init(|| WordNet::bundled().expect("the bundled WordNet loads").to_snapshot())
}

fn walk(wn: &WordNet) {
    for s in wn.synsets() {
        let _ = (s.name(), s.gloss(), s.definition(), s.examples().count(), s.lex_name());
        for w in s.words() {
            let sense = w.sense();
            let _ = (w.lemma(), sense.key(), sense.synset().words().len(), sense.lemma().text());
        }
        for p in s.pointers() {
            let _ = wn.synset(p.target).words().len();
        }
        let _ = (s.related(Relation::Hypernym).count(), s.senses().count(), s.frames().len());
    }
    for l in wn.lemmas() {
        let _ = (l.text(), l.senses().count(), l.parts_of_speech().count());
    }
    let _ = (wn.lemma("dog"), wn.morphy("geese", Pos::Noun), wn.lookup("ran"));
    // What is built on first use: the lemma index, the edge lists, a route table.
    let _ = wn.lemma_index().len();
    if let Ok(graph) = WordGraph::build(wn, Relations::default()) {
        let _ = graph.graph().edge_count();
        if let Some(first) = wn.lemmas().next() {
            let _ = graph.route_table(first.id()).map(|t| t.answer(first.id()));
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((&mode, rest)) = data.split_first() else {
        return;
    };
    let bytes = if mode % 2 == 0 {
        rest.to_vec()
    } else {
        let mut bytes = bundled_bytes().to_vec();
        for edit in rest.chunks_exact(5) {
            let at = u32::from_le_bytes([edit[0], edit[1], edit[2], edit[3]]) as usize;
            let len = bytes.len();
            bytes[32 + at % (len - 32)] ^= edit[4];
        }
        let sum = snapshot_checksum(&bytes[32..]);
        bytes[24..32].copy_from_slice(&sum.to_le_bytes());
        bytes
    };
    if let Ok(wn) = WordNet::from_snapshot(&bytes) {
        walk(&wn);
        // A snapshot that loads is written back byte for byte.
        assert!(wn.to_snapshot() == bytes);
    }
});
