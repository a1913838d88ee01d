//! The wordseq level JSON loader: any bytes give a level or an error, never a panic. A level
//! that loads writes back to JSON that loads again to the same document. The one structural
//! validation (`Level::check_structure`) and a game from the tree (`TreeGame::new`) agree: the
//! game starts exactly when the level passes, and refuses it with the same error otherwise. A
//! game that starts, played by its hints, makes only optimal moves, forms no word twice, and
//! ends at the optimum or where a pruned tree stops listing moves.
//!
//! Input starting with byte 1 is not a document but edits of a real level (`seeds/wordseq_level/
//! real`, a pruned normal level of 3 moves): each 3 bytes, a position (u16, modulo the length)
//! and the byte to put there. Whole random documents rarely parse as a level; edits of a real
//! one reach the structural checks behind the parser.
#![no_main]

use libfuzzer_sys::fuzz_target;
use wordgames_puzzles::wordseq::{Level, TreeGame, Verdict};

const REAL: &[u8] = include_bytes!("../seeds/wordseq_level/real");

fuzz_target!(|data: &[u8]| {
    let edited;
    let data = match data.split_first() {
        Some((1, edits)) => {
            let mut bytes = REAL.to_vec();
            for edit in edits.chunks_exact(3) {
                let at = usize::from(u16::from_le_bytes([edit[0], edit[1]])) % bytes.len();
                bytes[at] = edit[2];
            }
            edited = bytes;
            &edited[..]
        }
        _ => data,
    };
    let _ = Level::from_reader(data);
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(level) = Level::from_json(text) {
        let json = level.to_json();
        let again = Level::from_json(&json).expect("a written level loads");
        assert_eq!(again.to_json(), json);
        assert_eq!(again.tree(), level.tree());
        let _ = level.optimal_path();
        match (level.check_structure(), TreeGame::new(&level)) {
            (Ok(()), Ok(mut game)) => {
                while let Some(mv) = game.hint() {
                    let verdict = game.play(mv).expect("a hinted move plays");
                    assert!(matches!(verdict, Verdict::Optimal { .. }), "{verdict:?}");
                }
                assert!(game.is_over() || game.left_tree());
                if game.is_over() {
                    assert_eq!(game.turns(), level.optimum());
                }
                let mut words = game.words();
                let formed = words.len();
                words.sort();
                words.dedup();
                assert_eq!(words.len(), formed, "a word formed twice");
            }
            (Err(a), Err(b)) => assert_eq!(a.to_string(), b.to_string()),
            (a, b) => panic!("check_structure gave {a:?}, TreeGame::new {:?}", b.err()),
        }
    }
});
