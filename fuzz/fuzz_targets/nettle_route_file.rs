//! Nettle route files: any bytes give a route file or an error, never a panic, and every query
//! on a file that opens (distance and clue of each lemma) answers without a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use wordgames_puzzles::nettle::archive::RouteFile;
use wordgames_wordnet::LemmaId;

fuzz_target!(|data: &[u8]| {
    let Ok(file) = RouteFile::from_bytes(data.to_vec(), "fuzz.nettle") else {
        return;
    };
    assert!(file.target().index() < file.lemma_count());
    for l in 0..file.lemma_count().min(4096) as u32 + 2 {
        let distance = file.distance(LemmaId(l));
        if let Some(clue) = file.clue(LemmaId(l)) {
            assert_eq!(Some(clue.relations.len()), distance);
            let _ = clue.emoji();
        }
    }
});
