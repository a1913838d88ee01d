//! Nettle route files: any bytes give a route file or an error, never a panic, and every query
//! on a file that opens answers without a panic and names only senses WordNet has.
//!
//! The first byte picks the mode. Mode 0: the rest is a whole file, checked against the bundled
//! WordNet (random bytes rarely get past the checksum, so this mostly fuzzes the header checks).
//! Mode 1: the rest is a list of bit positions (u32 each) flipped in a real route file (the
//! target "canine"), whose checksum is then made right again, so the record and overflow checks
//! behind the checksum see damaged but plausible files. Mode 2: the same bit flips, anywhere in
//! the file and with the checksum left as it is: every changed file must be refused.
#![no_main]

use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use wordgames_puzzles::nettle::{Nettle, archive::{self, RouteFile}};
use wordgames_wordnet::{LemmaId, Relations, WordGraph, WordNet, snapshot_checksum};

fn real_file() -> &'static [u8] {
    static FILE: OnceLock<Vec<u8>> = OnceLock::new();
    FILE.get_or_init(|| {
        let wn = WordNet::bundled().expect("the bundled WordNet");
        let graph = WordGraph::build(wn, Relations::default()).expect("the graph");
        let nettle = Nettle::new(&graph, "canine").expect("a target");
        archive::encode(nettle.table()).expect("an encodable table")
    })
}

fuzz_target!(|data: &[u8]| {
    let wn = WordNet::bundled().expect("the bundled WordNet");
    let bytes = match data.split_first() {
        Some((0, rest)) => rest.to_vec(),
        Some((1, flips)) => {
            let mut bytes = real_file().to_vec();
            let body = bytes.len() - 8;
            for flip in flips.chunks_exact(4) {
                let bit = u32::from_le_bytes(flip.try_into().unwrap()) as usize % (body * 8);
                bytes[bit / 8] ^= 1 << (bit % 8);
            }
            let sum = snapshot_checksum(&bytes[..body]);
            bytes[body..].copy_from_slice(&sum.to_le_bytes());
            bytes
        }
        Some((2, flips)) => {
            let mut bytes = real_file().to_vec();
            let bits = bytes.len() * 8;
            for flip in flips.chunks_exact(4) {
                let bit = u32::from_le_bytes(flip.try_into().unwrap()) as usize % bits;
                bytes[bit / 8] ^= 1 << (bit % 8);
            }
            if bytes != real_file() {
                assert!(
                    RouteFile::from_bytes(bytes, "fuzz.nettle", wn).is_err(),
                    "a damaged route file got past the checksum"
                );
            }
            return;
        }
        _ => return,
    };
    let Ok(file) = RouteFile::from_bytes(bytes, "fuzz.nettle", wn) else {
        return;
    };
    assert!(file.target().index() < file.lemma_count());
    for l in (0..file.lemma_count() as u32 + 2).step_by(7) {
        let distance = file.distance(LemmaId(l));
        if let Some(clue) = file.clue(LemmaId(l)) {
            assert_eq!(Some(clue.relations.len()), distance);
            assert!(clue.start.index() < wn.sense_count());
            let _ = wn.sense(clue.start);
            let _ = clue.emoji();
        }
    }
});
