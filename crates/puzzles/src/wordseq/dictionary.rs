//! The two word tiers of a wordseq game, as a hash table of packed words.

use std::collections::HashMap;

use wordgames_lexicon::{BlockList, Familiarity, Letter, Lexicon, Profile};

use crate::{Error, Result};

/// How a word of the game's length stands in a [`Dictionary`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum WordClass {
    /// Familiar (of the dictionary's [`Familiarity`] band) and not blocked: fit for a generated
    /// level.
    Common,
    /// Accepted as a move but not familiar: a level that forms it is discarded.
    Rare,
    /// Accepted as a move but on the block list: a level that forms it is discarded.
    Blocked,
}

/// The words of one length that a wordseq game accepts, each with its [`WordClass`].
///
/// The accepting tier is every word of the lexicon: a player who forms a real word is credited
/// with the move. The familiar words minus a block list judge whether a generated level is fit
/// to publish: the words of a [`Familiarity`] band (normal by default), by frequency where the
/// lexicon carries frequencies ([`Lexicon::zipf`]), else its common tier
/// ([`wordgames_lexicon::Grade::is_common`]).
///
/// Words are stored packed, five bits a letter (six in an alphabet of more than 32 letters), in
/// a hash table, so that checking a row of the grid costs one multiply-and-shift hash and one
/// probe. The words are those of one language [`Profile`] (English unless made with
/// [`Dictionary::new_in`]); words of the lexicon written in other letters are left out.
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
    profile: &'static Profile,
    word_length: usize,
    /// Bits a letter takes in a packed word ([`letter_bits`]).
    bits: u32,
    words: HashMap<u64, WordClass, FxBuild>,
    /// Bit `p` is set when some word starts with the packed prefix `p` of [`PREFIX`] letters
    /// (the whole word if shorter): most lines of a random grid fail this test (4 KiB in
    /// English) and never reach the hash table.
    prefixes: Vec<u64>,
    /// The shift that leaves a packed word's prefix.
    prefix_shift: u32,
    common: usize,
}

/// The bits a letter of `profile` takes when packed: 5 for up to 32 letters (English), 6 for up
/// to [`Profile::MAX_LETTERS`].
pub(crate) fn letter_bits(profile: &Profile) -> u32 {
    if profile.len() <= 32 { 5 } else { 6 }
}

/// The letters of a word that the prefix filter looks at.
const PREFIX: usize = 3;

impl std::fmt::Debug for Dictionary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Dictionary")
            .field("profile", &self.profile.tag())
            .field("word_length", &self.word_length)
            .field("words", &self.words.len())
            .field("common", &self.common)
            .finish()
    }
}

impl Dictionary {
    /// The English words of `word_length` letters of `lexicon`, with the words of
    /// `block_list` marked [`WordClass::Blocked`] (a generator's default is
    /// [`BlockList::english`]).
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
        Dictionary::new_in(lexicon, Profile::english(), word_length, block_list)
    }

    /// The words of `word_length` letters of `lexicon` written in the letters of `profile`
    /// (up to [`Profile::MAX_LETTERS`] letters), with the words of `block_list` marked
    /// [`WordClass::Blocked`].
    ///
    /// # Errors
    ///
    /// As [`Dictionary::new`], and [`Error::InvalidParameter`] for a profile of more than
    /// [`Profile::MAX_LETTERS`] letters (which [`Profile::check`] refuses too).
    ///
    /// # Example
    ///
    /// ```
    /// use wordgames_lexicon::{BlockList, Lexicon, ReadOptions, profile};
    /// use wordgames_puzzles::wordseq::{Dictionary, WordClass};
    ///
    /// let options = ReadOptions::default().with_profile(&profile::NB);
    /// let (lexicon, _) = Lexicon::from_reader("blå\nbær\nsol\nsmør\n".as_bytes(), "nb", options)?;
    /// let dictionary = Dictionary::new_in(&lexicon, &profile::NB, 3, &BlockList::none())?;
    /// assert_eq!(dictionary.class("bær"), Some(WordClass::Common));
    /// assert_eq!(dictionary.class("smør"), None); // four letters, eight bytes: not of length 3
    /// assert_eq!(dictionary.len(), 3);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new_in<D: AsRef<[u8]>>(
        lexicon: &Lexicon<D>,
        profile: &'static Profile,
        word_length: usize,
        block_list: &BlockList,
    ) -> Result<Self> {
        Dictionary::new_in_band(
            lexicon,
            profile,
            word_length,
            block_list,
            Familiarity::default(),
        )
    }

    /// [`Dictionary::new_in`] with the words of `band` fit for a level ([`WordClass::Common`]);
    /// the others are still accepted as moves.
    ///
    /// # Errors
    ///
    /// As [`Dictionary::new_in`]; [`Error::NotEnoughWords`] when no word of the length is in
    /// the band.
    ///
    /// # Example
    ///
    /// ```
    /// use wordgames_lexicon::{BlockList, Familiarity, Lexicon, Profile};
    /// use wordgames_puzzles::wordseq::{Dictionary, WordClass};
    ///
    /// let english = Lexicon::english();
    /// let easy = Dictionary::new_in_band(&english, Profile::english(), 4, &BlockList::none(), Familiarity::Easy)?;
    /// assert_eq!(easy.class("home"), Some(WordClass::Common));
    /// assert_eq!(easy.class("lase"), Some(WordClass::Rare)); // accepted, never in a level
    /// let normal = Dictionary::new_in(&english, Profile::english(), 4, &BlockList::none())?;
    /// assert!(easy.common_len() < normal.common_len());
    /// # Ok::<(), wordgames_puzzles::Error>(())
    /// ```
    pub fn new_in_band<D: AsRef<[u8]>>(
        lexicon: &Lexicon<D>,
        profile: &'static Profile,
        word_length: usize,
        block_list: &BlockList,
        band: Familiarity,
    ) -> Result<Self> {
        if !(2..=super::MAX_SIDE).contains(&word_length) {
            return Err(Error::InvalidParameter {
                name: "word_length",
                value: word_length.to_string(),
                reason: "must be from 2 to 6",
            });
        }
        if profile.len() > Profile::MAX_LETTERS {
            return Err(Error::InvalidParameter {
                name: "profile",
                value: profile.tag().to_string(),
                reason: "an alphabet of more than 64 letters does not fit wordseq's letter codes",
            });
        }
        let bits = letter_bits(profile);
        let mut words = HashMap::with_hasher(FxBuild::default());
        let mut common = 0;
        for entry in lexicon.query().length(word_length).into_entries() {
            let Some(code) = encode_str(profile, bits, &entry.word) else {
                continue;
            };
            let score = crate::familiar::score(lexicon, &entry.word, entry.grade);
            let class = if crate::familiar::in_band(score, band) {
                common += 1;
                WordClass::Common
            } else {
                WordClass::Rare
            };
            words.insert(code, class);
        }
        for word in block_list.iter() {
            if let Some(code) = encode_str(profile, bits, word)
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
                what: format!("familiar {word_length}-letter words"),
            });
        }
        let prefix_bits = bits * PREFIX.min(word_length) as u32;
        let mut prefixes = vec![0u64; (1usize << prefix_bits).div_ceil(64)];
        let prefix_shift = bits * word_length.saturating_sub(PREFIX) as u32;
        for &code in words.keys() {
            let p = (code >> prefix_shift) as usize;
            prefixes[p >> 6] |= 1 << (p & 63);
        }
        Ok(Dictionary {
            profile,
            word_length,
            bits,
            words,
            prefixes,
            prefix_shift,
            common,
        })
    }

    /// The language profile of the words.
    pub fn profile(&self) -> &'static Profile {
        self.profile
    }

    /// The bits a letter takes in a packed word.
    #[inline]
    pub(crate) fn bits(&self) -> u32 {
        self.bits
    }

    /// How often each letter of the profile occurs in the common words, by letter index: the
    /// default letter weights of a generator outside English.
    pub(crate) fn common_letter_counts(&self) -> Vec<u32> {
        let mut counts = vec![0u32; self.profile.len()];
        let mask = (1u64 << self.bits) - 1;
        for (&code, &class) in &self.words {
            if class == WordClass::Common {
                for i in 0..self.word_length as u32 {
                    if let Some(count) = counts.get_mut(((code >> (self.bits * i)) & mask) as usize)
                    {
                        *count = count.saturating_add(1);
                    }
                }
            }
        }
        counts
    }

    /// Unpacks a word of the dictionary's length.
    pub(crate) fn decode(&self, code: u64) -> String {
        decode(self.profile, self.bits, code, self.word_length)
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

    /// How many accepted words are fit for generated levels ([`WordClass::Common`]): the
    /// familiar ones that are not blocked.
    pub fn common_len(&self) -> usize {
        self.common
    }

    /// The class of `word`, or `None` when the game does not accept it.
    pub fn class(&self, word: &str) -> Option<WordClass> {
        if word.chars().count() != self.word_length {
            return None;
        }
        encode_str(self.profile, self.bits, word).and_then(|code| self.class_of(code))
    }

    /// The class of a packed word.
    #[inline]
    pub(crate) fn class_of(&self, code: u64) -> Option<WordClass> {
        let p = (code >> self.prefix_shift) as usize;
        if self.prefixes[p >> 6] & (1 << (p & 63)) == 0 {
            return None;
        }
        self.words.get(&code).copied()
    }
}

/// Packs letter indices, `bits` bits each, the first letter highest.
#[inline]
pub(crate) fn encode(letters: impl IntoIterator<Item = u8>, bits: u32) -> u64 {
    letters
        .into_iter()
        .fold(0u64, |code, l| (code << bits) | u64::from(l))
}

/// Packs a word of `profile`'s letters, or `None` if it holds anything else or is too long
/// for 64 bits.
pub(crate) fn encode_str(profile: &Profile, bits: u32, word: &str) -> Option<u64> {
    if word.chars().count() > (64 / bits) as usize {
        return None;
    }
    let letters = profile.letters_of(word)?;
    Some(encode(letters.into_iter().map(|l| l.0), bits))
}

/// Unpacks a word of `len` letters of `profile`.
pub(crate) fn decode(profile: &Profile, bits: u32, code: u64, len: usize) -> String {
    let mask = (1u64 << bits) - 1;
    (0..len as u32)
        .rev()
        .filter_map(|i| profile.char_of(Letter(((code >> (bits * i)) & mask) as u8)))
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
        let en = Profile::english();
        for word in ["seal", "zzzz", "aaaa", "quartz"] {
            let code = encode_str(en, 5, word).unwrap();
            assert_eq!(decode(en, 5, code, word.len()), word);
        }
        assert_eq!(encode_str(en, 5, "Seal"), None);
        assert_ne!(encode_str(en, 5, "ab"), encode_str(en, 5, "ba"));
        // An alphabet past 64 letters cannot be packed, and says so.
        let letters: String = ('α'..='ω').chain('а'..='я').chain('a'..='z').collect();
        let letters: &'static str = Box::leak(letters.into_boxed_str());
        let big: &'static Profile = Box::leak(Box::new(Profile::new("x", "x", letters, &[], "x")));
        let lexicon = Lexicon::from_words(["ab"]).unwrap();
        assert!(Dictionary::new_in(&lexicon, big, 2, &BlockList::none()).is_err());
        let uk = Profile::by_tag("uk").unwrap();
        assert_eq!(letter_bits(uk), 6);
        for word in ["мясо", "їжак", "ґава"] {
            let code = encode_str(uk, 6, word).unwrap();
            assert_eq!(decode(uk, 6, code, 4), word);
        }
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
