//! Block lists: the words that puzzles for every audience leave out.

use std::fmt;

use crate::{Normalizer, Profile, Result};

/// The embedded English block list (`data/blocklist.txt`): the one-word entries of the LDNOOBW
/// English list (CC-BY-4.0, `data/BLOCKLIST-LICENSE`) and this project's additions
/// (`data/blocklist-additions.txt`), made by `scripts/regen-blocklist.sh`.
static ENGLISH: &str = include_str!("../data/blocklist.txt");

/// A set of words that generators do not put in a puzzle and solvers do not offer as a
/// solution, although a player may still type them.
///
/// The games of `wordgames-puzzles` take one: Letter Boxed's solver and generator, and wordseq's
/// generator (a level whose moves form a blocked word is discarded). [`BlockList::english`] is
/// their default; [`BlockList::none`] turns blocking off.
///
/// ```
/// use wordgames_lexicon::BlockList;
///
/// let blocked = BlockList::english();
/// assert!(blocked.contains("dickhead"));
/// assert!(!blocked.contains("puzzle"));
/// let mine = BlockList::none().with(["grue", "Zork"])?;
/// assert!(mine.contains("zork") && !mine.contains("dickhead"));
///
/// // Words of another language's profile, normalised as its lexicons store them.
/// use wordgames_lexicon::profile;
/// let nb = BlockList::none().with_in(["Bæsj", "RÆVA"], &profile::NB)?;
/// assert!(nb.contains("bæsj") && nb.contains("ræva"));
/// # Ok::<(), wordgames_lexicon::Error>(())
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct BlockList {
    /// Sorted, without repeats.
    words: Vec<Box<str>>,
}

impl BlockList {
    /// The embedded English block list (287 words).
    pub fn english() -> BlockList {
        BlockList {
            words: ENGLISH.lines().map(Box::from).collect(),
        }
    }

    /// The empty list: nothing is blocked.
    pub fn none() -> BlockList {
        BlockList { words: Vec::new() }
    }

    /// This list and `words`, normalised as an English lexicon's words are (lowercase letters
    /// a-z); [`BlockList::with_in`] takes the words of any profile.
    ///
    /// # Errors
    /// [`Error::InvalidWord`](crate::Error::InvalidWord) naming the first item (1-based) that cannot be a word.
    pub fn with<I, S>(self, words: I) -> Result<BlockList>
    where
        I: IntoIterator<Item = S>,
        S: AsRef<str>,
    {
        self.with_normalized(words, Normalizer::new())
    }

    /// This list and `words`, words of `profile` normalised as a lexicon of that profile stores
    /// them (`Normalizer::new().profile(profile)`: its case folding, Unicode normalization and
    /// folds for play), so that they match the words of a lexicon read with that profile.
    ///
    /// # Errors
    /// [`Error::InvalidWord`](crate::Error::InvalidWord) naming the first item (1-based) that is not a word of the profile,
    /// with the [`Rejection`](crate::Rejection) that says why (a letter outside its alphabet
    /// is [`Rejection::NotInAlphabet`](crate::Rejection::NotInAlphabet), naming the letter).
    pub fn with_in<I, S>(self, words: I, profile: &'static Profile) -> Result<BlockList>
    where
        I: IntoIterator<Item = S>,
        S: AsRef<str>,
    {
        self.with_normalized(words, Normalizer::new().profile(profile))
    }

    fn with_normalized<I, S>(mut self, words: I, normalizer: Normalizer) -> Result<BlockList>
    where
        I: IntoIterator<Item = S>,
        S: AsRef<str>,
    {
        for (i, word) in words.into_iter().enumerate() {
            let word = crate::normalize_item(&normalizer, "<block list>", i, word.as_ref())?;
            self.words.push(word.into());
        }
        self.words.sort_unstable();
        self.words.dedup();
        Ok(self)
    }

    /// Whether `word` (lowercase, as a lexicon stores it) is blocked.
    pub fn contains(&self, word: &str) -> bool {
        self.words.binary_search_by(|w| (**w).cmp(word)).is_ok()
    }

    /// The number of blocked words.
    pub fn len(&self) -> usize {
        self.words.len()
    }

    /// Whether nothing is blocked.
    pub fn is_empty(&self) -> bool {
        self.words.is_empty()
    }

    /// The blocked words, in byte order.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = &str> + '_ {
        self.words.iter().map(|w| &**w)
    }
}

impl Default for BlockList {
    /// [`BlockList::english`].
    fn default() -> BlockList {
        BlockList::english()
    }
}

impl fmt::Debug for BlockList {
    /// The number of words, never the words.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("BlockList")
            .field("words", &self.words.len())
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Error;

    /// The embedded file is what the regeneration script writes: sorted, without repeats, one
    /// lowercase word a line; and it keeps every word of wordseq's earlier built-in list.
    #[test]
    fn the_embedded_list_is_sorted_lowercase_words() {
        let list = BlockList::english();
        let words: Vec<&str> = list.iter().collect();
        assert!(words.windows(2).all(|w| w[0] < w[1]));
        assert!(
            words
                .iter()
                .all(|w| !w.is_empty() && w.bytes().all(|b| b.is_ascii_lowercase()))
        );
        assert_eq!(words.len(), 287);
        for earlier in [
            "anal", "anus", "arse", "bitch", "boob", "boobs", "butt", "cock", "crap", "damn",
            "dick", "dildo", "dyke", "fart", "fuck", "homo", "horny", "kike", "nazi", "nigga",
            "penis", "piss", "porn", "prick", "pussy", "rape", "semen", "sexy", "shit", "slut",
            "spic", "tits", "turd", "twat", "whore", "wank",
        ] {
            assert!(list.contains(earlier), "{earlier}");
        }
        assert_eq!(BlockList::default(), list);
    }

    #[test]
    fn additions_of_any_profile_are_normalised_and_checked() {
        use crate::{Rejection, profile};
        let nb = BlockList::none()
            .with_in([" Bæsj ", "bæsj", "FÅR"], &profile::NB)
            .unwrap();
        assert_eq!(nb.iter().collect::<Vec<_>>(), ["bæsj", "får"]);
        // A word typed with a combining ring equals the precomposed one.
        let combining = BlockList::none()
            .with_in(["fa\u{30a}r"], &profile::NB)
            .unwrap();
        assert!(combining.contains("får"));
        // A letter that is not in the profile is a typed error naming it and the item.
        match BlockList::none().with_in(["bæsj", "straße"], &profile::NB) {
            Err(Error::InvalidWord { line, reason, .. }) => {
                assert_eq!((line, reason), (2, Rejection::NotInAlphabet('ß')));
            }
            other => panic!("{other:?}"),
        }
        // The English form refuses what only another profile has.
        assert!(BlockList::none().with(["bæsj"]).is_err());
        let uk = BlockList::none().with_in(["Слово"], &profile::UK).unwrap();
        assert!(uk.contains("слово"));
    }

    #[test]
    fn additions_are_normalised_and_checked() {
        let list = BlockList::none().with([" Grue ", "grue"]).unwrap();
        assert_eq!(list.iter().collect::<Vec<_>>(), ["grue"]);
        let err = BlockList::none().with(["ok", "two words"]).unwrap_err();
        assert!(
            err.to_string().starts_with("<block list>:2: \"two words\""),
            "{err}"
        );
        assert!(BlockList::none().is_empty());
        // A long addition is quoted once, cut with the length of the whole.
        let long = format!("a b{}", "c".repeat(97));
        let err = BlockList::none().with([long.as_str()]).unwrap_err();
        let shown = format!("{:?}… (100 bytes)", &long[..40]);
        assert!(
            err.to_string()
                .starts_with(&format!("<block list>:1: {shown} is not a word")),
            "{err}"
        );
    }
}
