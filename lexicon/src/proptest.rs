//! Strategies for property tests (feature `proptest`), in the spirit of nalgebra's
//! `proptest-support`: free functions returning strategies, constrained by their arguments.
//!
//! ```
//! use proptest::prelude::*;
//! use wordgames_lexicon::proptest::{lexicons, words};
//!
//! proptest!(|(word in words(vec!['a', 'b', 'ñ'], 2..=5), lexicon in lexicons(vec!['x', 'y', 'z'], 3..=4, 1..10))| {
//!     prop_assert!((2..=5).contains(&word.chars().count()));
//!     prop_assert!(lexicon.len() >= 1);
//! });
//! ```

use std::ops::{Range, RangeInclusive};

use proptest::prelude::*;

use crate::Lexicon;

/// Words of `lengths` letters (counted in characters) over `alphabet`, given as a list of
/// characters; repeats allowed, so small alphabets give many repeated letters.
pub fn words(alphabet: Vec<char>, lengths: RangeInclusive<usize>) -> impl Strategy<Value = String> {
    proptest::collection::vec(proptest::sample::select(alphabet), lengths)
        .prop_map(|letters| letters.into_iter().collect())
}

/// Small lexicons: `size` distinct [`words`] (fewer when the alphabet cannot make that many),
/// built with [`Lexicon::from_words`]. Words the lexicon's rules refuse are left out.
pub fn lexicons(
    alphabet: Vec<char>,
    lengths: RangeInclusive<usize>,
    size: Range<usize>,
) -> impl Strategy<Value = Lexicon> {
    proptest::collection::btree_set(words(alphabet, lengths), size).prop_filter_map(
        "words the lexicon accepts",
        |set| {
            let accepted: Vec<String> = set
                .into_iter()
                .filter(|w| Lexicon::from_words([w]).is_ok())
                .collect();
            if accepted.is_empty() {
                return None;
            }
            Lexicon::from_words(accepted).ok()
        },
    )
}
