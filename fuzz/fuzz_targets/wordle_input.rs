//! Wordle input: feedback strings and word lists from any text must give a value or an error,
//! never a panic. A parsed feedback prints back to itself; a parsed list holds words of one
//! length, lowercase, without duplicates. `WordList::from_reader` takes any bytes, and on text
//! without a byte-order mark or a line over `MAX_LIST_LINE` bytes gives what `parse` gives.
#![no_main]

use libfuzzer_sys::fuzz_target;
use wordgames_wordle::{Feedback, MAX_LIST_LINE, WordList};

fuzz_target!(|data: &[u8]| {
    let read = WordList::from_reader(data);
    let Ok(text) = std::str::from_utf8(data) else {
        assert!(read.is_err(), "bytes that are not UTF-8 make no list");
        return;
    };
    if !text.starts_with('\u{feff}') && text.split('\n').all(|l| l.len() <= MAX_LIST_LINE) {
        assert_eq!(read, WordList::parse(text));
    }
    if let Ok(feedback) = text.parse::<Feedback>() {
        assert!(!feedback.is_empty());
        let printed = feedback.to_string();
        assert_eq!(
            printed
                .parse::<Feedback>()
                .expect("printed feedback parses"),
            feedback
        );
        assert_eq!(
            Feedback::from_code(feedback.code(), feedback.len()).ok(),
            Some(feedback)
        );
    }
    if let Ok(list) = WordList::parse(text) {
        let len = list.word_len();
        assert!(!list.is_empty());
        let mut previous: Option<&str> = None;
        for word in list.iter() {
            assert_eq!(word.len(), len);
            assert!(word.bytes().all(|b| b.is_ascii_lowercase()));
            assert!(list.contains(word));
            if let Some(p) = previous {
                assert!(p < word, "sorted and distinct");
            }
            previous = Some(word);
        }
        // Scoring two words of the list never panics and is a win only against itself.
        if let (Some(a), Some(b)) = (list.get(0), list.get(list.len() - 1)) {
            let f = Feedback::score(a, b).expect("same length");
            assert_eq!(f.is_win(), a == b);
        }
    }
    // Any two halves: score checks them.
    let (a, b) = text.split_at(text.floor_char_boundary(text.len() / 2));
    let _ = Feedback::score(a, b);
});
