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

use std::{
    collections::HashMap,
    ops::{Range, RangeInclusive},
    sync::{Mutex, OnceLock},
};

use proptest::prelude::*;

use crate::{Lexicon, Profile};

/// Lowercase letters in NFC whose uppercase lowercases back to them: a-z, the Latin-1 letters,
/// Greek (without the final sigma, whose uppercase lowercases to σ) and Cyrillic а-я.
fn letter_pool() -> Vec<char> {
    let mut pool: Vec<char> = Profile::english().letters().collect();
    pool.extend("àáâãäåæçèéêëìíîïðñòóôõöøùúûüýþÿ".chars());
    pool.extend(('α'..='ω').filter(|&c| c != 'ς'));
    pool.extend('а'..='я');
    pool
}

/// Alphabets of `sizes` distinct letters (at most [`Profile::MAX_LETTERS`]), drawn from Latin,
/// Latin-1, Greek and Cyrillic lowercase letters and shuffled; [`profile_of`] makes a profile
/// of one.
///
/// ```
/// use proptest::prelude::*;
/// use wordgames_lexicon::proptest::{alphabets, profile_of};
///
/// proptest!(|(alphabet in alphabets(2..=64))| {
///     let profile = profile_of(&alphabet);
///     prop_assert_eq!(profile.len(), alphabet.len());
///     prop_assert!(alphabet.iter().all(|&c| profile.letter(c).is_some()));
/// });
/// ```
pub fn alphabets(sizes: RangeInclusive<usize>) -> impl Strategy<Value = Vec<char>> {
    let sizes = *sizes.start()..=(*sizes.end()).min(Profile::MAX_LETTERS);
    sizes.prop_flat_map(|n| proptest::sample::subsequence(letter_pool(), n).prop_shuffle())
}

/// A profile whose alphabet is `letters`, in that order (tag `x-test`, no folds, no keyboard),
/// for tests. Profiles hold `'static` text, so each distinct alphabet is made once and kept for
/// the program's life: a test's alphabets are few.
pub fn profile_of(letters: &[char]) -> &'static Profile {
    static MADE: OnceLock<Mutex<HashMap<String, &'static Profile>>> = OnceLock::new();
    let text: String = letters.iter().collect();
    let mut made = MADE
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some(&profile) = made.get(&text) {
        return profile;
    }
    let letters: &'static str = Box::leak(text.clone().into_boxed_str());
    let profile: &'static Profile = Box::leak(Box::new(Profile::new(
        "x-test",
        "a random alphabet",
        letters,
        &[],
        "proptest",
    )));
    made.insert(text, profile);
    profile
}

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
