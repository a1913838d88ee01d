//! Letter Boxed boards from any text: a board or an error, never a panic. A parsed board prints
//! back to itself, has twelve distinct letters, and `covers` never panics on any word.
#![no_main]

use libfuzzer_sys::fuzz_target;
use wordgames_puzzles::letter_boxed::Board;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let (board_text, word) = text.split_once('\n').unwrap_or((text, text));
    if let Ok(board) = board_text.parse::<Board>() {
        let printed = board.to_string();
        assert_eq!(
            printed.parse::<Board>().expect("printed board parses"),
            board
        );
        let mut letters = board.letters();
        letters.sort_unstable();
        assert!(
            letters.windows(2).all(|w| w[0] < w[1]),
            "twelve distinct letters"
        );
        for (i, &l) in board.letters().iter().enumerate() {
            assert_eq!(board.side_of(l), Some(i / 3));
        }
        if let Ok(mask) = board.covers(word) {
            assert!(mask < 1 << 12);
        }
    }
});
