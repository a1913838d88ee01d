//! The wordseq level JSON loader: any bytes give a level or an error, never a panic. A level
//! that loads writes back to JSON that loads again to the same document.
#![no_main]

use libfuzzer_sys::fuzz_target;
use wordgames_puzzles::wordseq::Level;

fuzz_target!(|data: &[u8]| {
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
    }
});
