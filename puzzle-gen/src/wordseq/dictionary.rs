//! The two word tiers of a wordseq game, as a hash table of packed words.

use std::collections::HashMap;

use wordgames_lexicon::{BlockList, Lexicon};

use crate::{Error, Result};

/// How a word of the game's length stands in a [`Dictionary`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum WordClass {
    /// In the curated common tier and not blocked: fit for a generated level.
    Common,
    /// Accepted as a move but outside the common tier: a level that forms it is discarded.
    Rare,
    /// Accepted as a move but on the block list: a level that forms it is discarded.
    Blocked,
}

/// The words of one length that a wordseq game accepts, each with its [`WordClass`].
///
/// The accepting tier is every word of the lexicon: a player who forms a real word is credited
/// with the move. The common tier ([`wordgames_lexicon::Grade::is_common`]) minus a block list judges
/// whether a generated level is fit to publish.
///
/// Words are stored packed, five bits a letter, in a hash table, so that checking a row of the
/// grid costs one multiply-and-shift hash and one probe.
///
/// # Example
///
/// ```
/// use wordgames_lexicon::{Grade, Lexicon};
/// use wordgames_puzzles::wordseq::{Dictionary, WordClass};
///
/// let lexicon = Lexicon::from_graded([("seal", Grade::new(10)), ("lase", Grade::new(70))])?;
/// let dictionary = Dictionary::new(&lexicon, 4, &wordgames_lexicon::BlockList::none().with(["heck"])?)?;
/// assert_eq!(dictionary.class("seal"), Some(WordClass::Common));
/// assert_eq!(dictionary.class("lase"), Some(WordClass::Rare));
/// assert_eq!(dictionary.class("sale"), None);
/// # Ok::<(), wordgames_puzzles::Error>(())
/// ```
#[derive(Clone)]
pub struct Dictionary {
    word_length: usize,
    words: HashMap<u64, WordClass, FxBuild>,
    /// Bit `p` is set when some word starts with the packed prefix `p` of [`PREFIX`] letters
    /// (the whole word if shorter): most lines of a random grid fail this 4 KiB test and never
    /// reach the hash table.
    prefixes: Vec<u64>,
    common: usize,
}

/// The letters of a word that the prefix filter looks at.
const PREFIX: usize = 3;

impl std::fmt::Debug for Dictionary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Dictionary")
            .field("word_length", &self.word_length)
            .field("words", &self.words.len())
            .field("common", &self.common)
            .finish()
    }
}

impl Dictionary {
    /// The words of `word_length` letters of `lexicon`, with the words of `block_list` marked
    /// [`WordClass::Blocked`] (a generator's default is [`BlockList::english`]).
    ///
    /// # Errors
    ///
    /// [`Error::InvalidParameter`] when `word_length` is not from 2 to
    /// [`MAX_SIDE`](super::MAX_SIDE); [`Error::NotEnoughWords`] when the lexicon has no
    /// common word of that length.
    pub fn new<D: AsRef<[u8]>>(
        lexicon: &Lexicon<D>,
        word_length: usize,
        block_list: &BlockList,
    ) -> Result<Self> {
        if !(2..=super::MAX_SIDE).contains(&word_length) {
            return Err(Error::InvalidParameter {
                name: "word_length",
                value: word_length.to_string(),
                reason: "must be from 2 to 6",
            });
        }
        let mut words = HashMap::with_hasher(FxBuild::default());
        let mut common = 0;
        for entry in lexicon.query().length(word_length).into_entries() {
            let Some(code) = encode_str(&entry.word) else {
                continue;
            };
            let class = if entry.grade.is_common() {
                common += 1;
                WordClass::Common
            } else {
                WordClass::Rare
            };
            words.insert(code, class);
        }
        for word in block_list.iter() {
            if let Some(code) = encode_str(word)
                && let Some(class) = words.get_mut(&code)
            {
                if *class == WordClass::Common {
                    common -= 1;
                }
                *class = WordClass::Blocked;
            }
        }
        if common == 0 {
            return Err(Error::NotEnoughWords {
                what: format!("common {word_length}-letter words"),
            });
        }
        let mut prefixes = vec![0u64; (1usize << (5 * PREFIX.min(word_length))) / 64];
        let shift = 5 * word_length.saturating_sub(PREFIX);
        for &code in words.keys() {
            let p = (code >> shift) as usize;
            prefixes[p >> 6] |= 1 << (p & 63);
        }
        Ok(Dictionary {
            word_length,
            words,
            prefixes,
            common,
        })
    }

    /// The length of the words.
    pub fn word_length(&self) -> usize {
        self.word_length
    }

    /// How many words the game accepts.
    pub fn len(&self) -> usize {
        self.words.len()
    }

    /// Whether no word is accepted (never true for a dictionary built by [`Dictionary::new`]).
    pub fn is_empty(&self) -> bool {
        self.words.is_empty()
    }

    /// How many accepted words are fit for generated levels ([`WordClass::Common`]).
    pub fn common_len(&self) -> usize {
        self.common
    }

    /// The class of `word`, or `None` when the game does not accept it.
    pub fn class(&self, word: &str) -> Option<WordClass> {
        if word.len() != self.word_length {
            return None;
        }
        encode_str(word).and_then(|code| self.class_of(code))
    }

    /// The class of a packed word.
    #[inline]
    pub(crate) fn class_of(&self, code: u64) -> Option<WordClass> {
        let p = (code >> (5 * self.word_length.saturating_sub(PREFIX))) as usize;
        if self.prefixes[p >> 6] & (1 << (p & 63)) == 0 {
            return None;
        }
        self.words.get(&code).copied()
    }
}

/// Packs letters given as 0 (`a`) to 25 (`z`), five bits each, the first letter highest.
#[inline]
pub(crate) fn encode(letters: impl IntoIterator<Item = u8>) -> u64 {
    letters
        .into_iter()
        .fold(0u64, |code, l| (code << 5) | u64::from(l))
}

/// Packs a lowercase ASCII word, or `None` if it holds anything else or is too long.
pub(crate) fn encode_str(word: &str) -> Option<u64> {
    if word.len() > 12 || !word.bytes().all(|b| b.is_ascii_lowercase()) {
        return None;
    }
    Some(encode(word.bytes().map(|b| b - b'a')))
}

/// Unpacks a word of `len` letters.
pub(crate) fn decode(code: u64, len: usize) -> String {
    (0..len)
        .rev()
        .map(|i| char::from(b'a' + ((code >> (5 * i)) & 31) as u8))
        .collect()
}

/// The Fx hash of rustc (`rustc-hash`): the keys here (packed words and packed game states) are
/// not attacker-controlled, so a fast non-cryptographic hash is right.
pub(crate) type FxBuild = rustc_hash::FxBuildHasher;

// The word-length error states the largest grid side.
const _: () = assert!(super::MAX_SIDE == 6);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip() {
        for word in ["seal", "zzzz", "aaaa", "quartz"] {
            assert_eq!(decode(encode_str(word).unwrap(), word.len()), word);
        }
        assert_eq!(encode_str("Seal"), None);
        assert_ne!(encode_str("ab"), encode_str("ba"));
    }

    #[test]
    fn block_list_and_tiers() {
        let lexicon = Lexicon::english();
        let dictionary = Dictionary::new(&lexicon, 4, &BlockList::english()).unwrap();
        assert_eq!(dictionary.class("seal"), Some(WordClass::Common));
        assert_eq!(dictionary.class("shit"), Some(WordClass::Blocked));
        assert_eq!(dictionary.class("aahs"), Some(WordClass::Rare));
        assert_eq!(dictionary.class("qqqq"), None);
        assert_eq!(dictionary.class("seals"), None);
        assert!(Dictionary::new(&lexicon, 9, &BlockList::english()).is_err());
    }
}
