//! Word Blender (the TextTwist family): six letters, every word of three to six letters they
//! make.
//!
//! # The rules
//!
//! A [`Round`] shows six letters, scrambled so that they do not spell a word. The player finds
//! the words of three to six letters that they make, each letter used at most as often as it is
//! shown. A word counts when the lexicon holds it (any grade); the answer list of a round is the
//! common tier's words, so that the words shown at the end are words a player can be expected to
//! know. A round is won, and the game goes on to the next one, when the player found a six-letter
//! word.
//!
//! ```
//! use wordgames_lexicon::Lexicon;
//! use wordgames_puzzles::{Generator, rng::Pcg32, word_blender::WordBlender};
//! use rand_core::SeedableRng;
//!
//! let blender = WordBlender::new(Lexicon::english())?;
//! let round = blender.generate(&mut Pcg32::seed_from_u64(1))?;
//! assert_eq!(round.letters.len(), 6);
//! assert!(round.words.iter().any(|w| w.len() == 6)); // at least one six-letter word
//! assert!(round.words.iter().all(|w| round.can_spell(w)));
//! assert!(!blender.lexicon().contains(&round.letters)); // the scramble is not a word
//! # Ok::<(), wordgames_puzzles::Error>(())
//! ```
//!
//! # The whole catalogue
//!
//! [`Catalogue`] lists every distinct six-letter rack of a lexicon with all its words, by the
//! signature method: each word of three to six letters is filed under its sorted letters, and a
//! rack's words are found by looking up the sorted sub-multisets of its six letters (at most 42
//! of them), so no rack needs a walk over the lexicon of its own.

use std::{collections::HashMap, fmt, ops::ControlFlow};

use rand_core::Rng;
use wordgames_lexicon::{Entry, Lexicon};

use crate::{
    Budget, Error, Result,
    rng::{below, shuffle},
};

/// The number of letters of a round.
pub const RACK_LEN: usize = 6;
/// The shortest word that counts.
pub const MIN_WORD_LEN: usize = 3;

/// One round of Word Blender: six scrambled letters and the common words they make.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Round {
    /// The six letters, in the order shown; they do not spell a word of the lexicon.
    pub letters: String,
    /// The common-tier words of three to six letters that the letters make, by length then
    /// alphabetically.
    pub words: Vec<String>,
}

impl Round {
    /// Whether `word` (lowercase) uses only the round's letters, each at most as often as shown.
    /// Says nothing of the length or the lexicon; see [`WordBlender::accepts`].
    ///
    /// ```
    /// let round = wordgames_puzzles::word_blender::Round { letters: "tesrat".into(), words: vec![] };
    /// assert!(round.can_spell("treats"));
    /// assert!(!round.can_spell("street")); // one e only
    /// ```
    pub fn can_spell(&self, word: &str) -> bool {
        let mut counts = [0u8; 26];
        for b in self.letters.bytes().filter(u8::is_ascii_lowercase) {
            counts[usize::from(b - b'a')] += 1;
        }
        word.bytes().all(|b| {
            b.is_ascii_lowercase() && {
                let c = &mut counts[usize::from(b - b'a')];
                let ok = *c > 0;
                *c = c.saturating_sub(1);
                ok
            }
        })
    }

    /// The round's six-letter words.
    pub fn six_letter_words(&self) -> impl Iterator<Item = &str> + '_ {
        self.words
            .iter()
            .filter(|w| w.len() == RACK_LEN)
            .map(String::as_str)
    }
}

/// Orders words by length, then alphabetically: the order of a round's answer list.
pub fn by_length_then_alphabet(a: &str, b: &str) -> std::cmp::Ordering {
    a.len().cmp(&b.len()).then_with(|| a.cmp(b))
}

/// Why a guess does not count.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum Rejection {
    /// Words have three to six letters.
    Length {
        /// The guess's length.
        len: usize,
    },
    /// The guess needs letters the round does not have.
    NotOnRack,
    /// The lexicon does not hold the guess.
    NotAWord,
}

impl fmt::Display for Rejection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Rejection::Length { len } => write!(f, "words have 3 to 6 letters, not {len}"),
            Rejection::NotOnRack => f.write_str("those letters are not all on the rack"),
            Rejection::NotAWord => f.write_str("not in the word list"),
        }
    }
}

impl std::error::Error for Rejection {}

/// The Word Blender generator: rounds from the common six-letter words of a lexicon.
///
/// A round starts from a random common six-letter word; its letters are shuffled until they do
/// not spell a word (at most [`Budget::max_nodes`] shuffles, then another word is tried, up to
/// [`Budget::max_attempts`] words).
pub struct WordBlender<D = Vec<u8>> {
    lexicon: Lexicon<D>,
    sixes: Vec<Box<str>>,
    budget: Budget,
}

impl<D: AsRef<[u8]>> fmt::Debug for WordBlender<D> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("WordBlender")
            .field("lexicon", &self.lexicon)
            .field("six_letter_words", &self.sixes.len())
            .field("budget", &self.budget)
            .finish()
    }
}

impl<D: AsRef<[u8]>> WordBlender<D> {
    /// The default budget: 1,000 source words, 100 shuffles each.
    pub const DEFAULT_BUDGET: Budget = Budget {
        max_attempts: 1_000,
        max_nodes: 100,
    };

    /// A generator over `lexicon`: its common six-letter words start rounds, its common tier
    /// makes the answer lists and all of it accepts guesses.
    ///
    /// # Errors
    ///
    /// [`Error::NotEnoughWords`] when the common tier has no six-letter word.
    pub fn new(lexicon: Lexicon<D>) -> Result<WordBlender<D>> {
        let sixes: Vec<Box<str>> = lexicon
            .words_of_len(RACK_LEN)
            .into_iter()
            .filter(|e| e.grade.is_common())
            .map(|e| e.word.into())
            .collect();
        if sixes.is_empty() {
            return Err(Error::NotEnoughWords {
                what: "common six-letter words".into(),
            });
        }
        Ok(WordBlender {
            lexicon,
            sixes,
            budget: Self::DEFAULT_BUDGET,
        })
    }

    /// Uses `budget`: `max_attempts` source words, `max_nodes` shuffles of each.
    pub fn with_budget(mut self, budget: Budget) -> WordBlender<D> {
        self.budget = budget;
        self
    }

    /// The lexicon.
    pub fn lexicon(&self) -> &Lexicon<D> {
        &self.lexicon
    }

    /// The round of `letters` (any six lowercase letters, in the order to show): its answer list
    /// from the common tier.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidParameter`] unless `letters` are six letters `a`-`z`.
    ///
    /// ```
    /// use wordgames_lexicon::Lexicon;
    /// use wordgames_puzzles::word_blender::WordBlender;
    ///
    /// let blender = WordBlender::new(Lexicon::english())?;
    /// let round = blender.round("tlapne")?;
    /// assert!(round.words.contains(&"planet".to_string()));
    /// assert!(round.words.contains(&"plan".to_string()));
    /// assert!(blender.round("planets").is_err());
    /// # Ok::<(), wordgames_puzzles::Error>(())
    /// ```
    pub fn round(&self, letters: &str) -> Result<Round> {
        if letters.len() != RACK_LEN || !letters.bytes().all(|b| b.is_ascii_lowercase()) {
            return Err(Error::InvalidParameter {
                name: "letters",
                value: letters.to_string(),
                reason: "a round has six letters a-z".into(),
            });
        }
        let mut words: Vec<String> = self
            .lexicon
            .sub_anagrams(letters)?
            .into_iter()
            .filter(|e| e.word.len() >= MIN_WORD_LEN && e.grade.is_common())
            .map(|e| e.word)
            .collect();
        words.sort_by(|a, b| by_length_then_alphabet(a, b));
        Ok(Round {
            letters: letters.to_string(),
            words,
        })
    }

    /// Whether `guess` counts in `round`: three to six letters from the rack, and a word of the
    /// lexicon (any grade).
    ///
    /// # Errors
    ///
    /// The [`Rejection`] that says why not.
    pub fn accepts(&self, round: &Round, guess: &str) -> std::result::Result<(), Rejection> {
        if !(MIN_WORD_LEN..=RACK_LEN).contains(&guess.len()) {
            return Err(Rejection::Length { len: guess.len() });
        }
        if !round.can_spell(guess) {
            return Err(Rejection::NotOnRack);
        }
        if !self.lexicon.contains(guess) {
            return Err(Rejection::NotAWord);
        }
        Ok(())
    }
}

impl<D: AsRef<[u8]>> crate::Generator for WordBlender<D> {
    type Puzzle = Round;
    type Invalid = String;

    fn generate(&self, rng: &mut dyn Rng) -> Result<Round> {
        self.budget.attempts(
            "word blender round",
            "use a lexicon with more common six-letter words",
            |_| {
                let Some(i) = below(rng, self.sixes.len()) else {
                    return Ok(None);
                };
                let mut letters: Vec<u8> = self.sixes[i].bytes().collect();
                for _ in 0..self.budget.max_nodes {
                    shuffle(rng, &mut letters);
                    if !self.lexicon.contains(&letters) {
                        // Lowercase ASCII letters of a six-letter word.
                        let letters = String::from_utf8_lossy(&letters).into_owned();
                        return self.round(&letters).map(Some);
                    }
                }
                Ok(None)
            },
        )
    }

    fn check(&self, round: &Round) -> std::result::Result<(), String> {
        let letters = &round.letters;
        if letters.len() != RACK_LEN || !letters.bytes().all(|b| b.is_ascii_lowercase()) {
            return Err(format!("{letters:?} is not six letters a-z"));
        }
        if self.lexicon.contains(letters) {
            return Err(format!("the scramble {letters:?} is itself a word"));
        }
        if round.six_letter_words().next().is_none() {
            return Err(format!("{letters:?} makes no six-letter word"));
        }
        for word in &round.words {
            self.accepts(round, word)
                .map_err(|why| format!("answer {word:?}: {why}"))?;
            if !self.lexicon.is_common(word) {
                return Err(format!("answer {word:?} is not in the common tier"));
            }
        }
        if !round
            .words
            .windows(2)
            .all(|p| by_length_then_alphabet(&p[0], &p[1]).is_lt())
        {
            return Err("the answers are not sorted by length then alphabet".into());
        }
        let expected = self.round(letters).map_err(|e| e.to_string())?;
        if expected.words != round.words {
            return Err(format!(
                "the answer list has {} words, the common tier makes {}",
                round.words.len(),
                expected.words.len()
            ));
        }
        Ok(())
    }
}

/// Packs the sorted letters of a word of at most six letters into a number, five bits a letter
/// (`a` is 1, so lengths never collide). For keys of one length, numeric order is alphabetical
/// order.
fn pack(sorted: &[u8]) -> u32 {
    sorted
        .iter()
        .fold(0u32, |key, &b| (key << 5) | u32::from(b - b'a' + 1))
}

/// A hasher for packed signatures (30-bit integers): one multiplication, as in FxHash.
#[derive(Debug, Default, Clone, Copy)]
struct KeyHasher(u64);

impl std::hash::Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }
    fn write_u32(&mut self, n: u32) {
        self.write_u64(u64::from(n));
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
}

type KeyMap<V> = HashMap<u32, V, std::hash::BuildHasherDefault<KeyHasher>>;

/// Matches the words of three to six letters.
#[derive(Debug, Clone, Copy)]
struct ShortWords;

impl wordgames_lexicon::fst::Automaton for ShortWords {
    type State = usize;
    fn start(&self) -> usize {
        0
    }
    fn is_match(&self, len: &usize) -> bool {
        (MIN_WORD_LEN..=RACK_LEN).contains(len)
    }
    fn can_match(&self, len: &usize) -> bool {
        *len <= RACK_LEN
    }
    fn accept(&self, len: &usize, _byte: u8) -> usize {
        len + 1
    }
}

/// Every distinct six-letter rack of a lexicon (the sorted letters of its six-letter words), each
/// with all the words of three to six letters it makes.
///
/// Built by the signature method: the words of three to six letters are filed under their sorted
/// letters once, then each rack looks up its sorted sub-multisets (at most 42). The words are
/// stored once and each rack holds their numbers, so the catalogue of the English lexicon
/// (14,962 racks, 521,434 rack-word pairs) takes a few megabytes.
///
/// # Example
///
/// ```
/// use wordgames_lexicon::Lexicon;
/// use wordgames_puzzles::word_blender::Catalogue;
///
/// let lexicon = Lexicon::from_words(["planet", "platen", "plane", "plan", "ant", "pal", "apple"])?;
/// let catalogue = Catalogue::new(&lexicon);
/// assert_eq!(catalogue.len(), 1); // planet and platen share one rack
/// let rack = catalogue.iter().next().unwrap();
/// assert_eq!(rack.rack(), "aelnpt");
/// let words: Vec<&str> = rack.words().map(|e| e.word.as_str()).collect();
/// assert_eq!(words, ["ant", "pal", "plan", "plane", "planet", "platen"]);
/// assert_eq!(catalogue.get("tenalp").map(|r| r.len()), Some(6)); // any letter order
/// # Ok::<(), wordgames_lexicon::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Catalogue {
    /// The words of three to six letters, by length then alphabetically.
    words: Vec<Entry>,
    /// Each rack's sorted letters and its range in `members`, by rack.
    racks: Vec<([u8; RACK_LEN], u32, u32)>,
    /// Word numbers, rack after rack, each rack's in word order.
    members: Vec<u32>,
}

impl Catalogue {
    /// The catalogue of `lexicon` (every grade; see [`RackWords::words`] for the grades).
    pub fn new<D: AsRef<[u8]>>(lexicon: &Lexicon<D>) -> Catalogue {
        let mut words: Vec<Entry> = Vec::new();
        lexicon.for_each_match(ShortWords, |word, grade| {
            if word.bytes().all(|b| b.is_ascii_lowercase()) {
                words.push(Entry {
                    word: word.to_string(),
                    grade,
                });
            }
            ControlFlow::Continue(())
        });
        // Alphabetical already; a stable sort by length gives length, then alphabet.
        words.sort_by_key(|e| e.word.len());
        // (signature, word number), grouped by signature.
        let mut keyed: Vec<(u32, u32)> = words
            .iter()
            .enumerate()
            .map(|(i, e)| {
                let mut sorted = [0u8; RACK_LEN];
                let sorted = &mut sorted[..e.word.len()];
                sorted.copy_from_slice(e.word.as_bytes());
                sorted.sort_unstable();
                (pack(sorted), i as u32)
            })
            .collect();
        keyed.sort_unstable();
        let mut ranges: KeyMap<(u32, u32)> = KeyMap::default();
        let mut i = 0;
        while i < keyed.len() {
            let j = i + keyed[i..].iter().take_while(|k| k.0 == keyed[i].0).count();
            ranges.insert(keyed[i].0, (i as u32, j as u32));
            i = j;
        }
        let mut six: Vec<[u8; RACK_LEN]> = words
            .iter()
            .filter(|e| e.word.len() == RACK_LEN)
            .map(|e| {
                let mut rack = [0u8; RACK_LEN];
                rack.copy_from_slice(e.word.as_bytes());
                rack.sort_unstable();
                rack
            })
            .collect();
        six.sort_unstable();
        six.dedup();
        let mut racks = Vec::with_capacity(six.len());
        let mut members: Vec<u32> = Vec::new();
        let mut keys: Vec<u32> = Vec::with_capacity(64);
        for rack in six {
            keys.clear();
            // Sub-multisets as subsets of positions; a subsequence of sorted letters is sorted.
            for subset in 0u32..(1 << RACK_LEN) {
                if (subset.count_ones() as usize) < MIN_WORD_LEN {
                    continue;
                }
                let mut letters = [0u8; RACK_LEN];
                let mut n = 0;
                for (i, &b) in rack.iter().enumerate() {
                    if subset & (1 << i) != 0 {
                        letters[n] = b;
                        n += 1;
                    }
                }
                keys.push(pack(&letters[..n]));
            }
            keys.sort_unstable();
            keys.dedup();
            let start = members.len();
            for key in &keys {
                if let Some(&(a, b)) = ranges.get(key) {
                    members.extend(keyed[a as usize..b as usize].iter().map(|k| k.1));
                }
            }
            members[start..].sort_unstable();
            racks.push((rack, start as u32, members.len() as u32));
        }
        Catalogue {
            words,
            racks,
            members,
        }
    }

    /// The number of racks.
    pub fn len(&self) -> usize {
        self.racks.len()
    }

    /// Whether the lexicon has no six-letter word.
    pub fn is_empty(&self) -> bool {
        self.racks.is_empty()
    }

    /// The racks, ordered by their sorted letters.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = RackWords<'_>> + '_ {
        (0..self.racks.len()).map(|i| self.rack_at(i))
    }

    /// The rack of `letters` (in any order), or `None` when no six-letter word uses them.
    pub fn get(&self, letters: &str) -> Option<RackWords<'_>> {
        let mut rack: [u8; RACK_LEN] = letters.as_bytes().try_into().ok()?;
        rack.sort_unstable();
        let i = self.racks.binary_search_by(|r| r.0.cmp(&rack)).ok()?;
        Some(self.rack_at(i))
    }

    fn rack_at(&self, i: usize) -> RackWords<'_> {
        let (rack, start, end) = &self.racks[i];
        RackWords {
            rack,
            members: &self.members[*start as usize..*end as usize],
            words: &self.words,
        }
    }
}

/// A six-letter rack of a [`Catalogue`] and every word of three to six letters it makes.
#[derive(Debug, Clone, Copy)]
pub struct RackWords<'a> {
    rack: &'a [u8; RACK_LEN],
    members: &'a [u32],
    words: &'a [Entry],
}

impl<'a> RackWords<'a> {
    /// The rack's letters, sorted (the signature of its six-letter words).
    pub fn rack(&self) -> &'a str {
        // Lowercase ASCII letters, copied from words.
        std::str::from_utf8(self.rack).unwrap_or_default()
    }

    /// The words with their grades, by length then alphabetically.
    pub fn words(&self) -> impl ExactSizeIterator<Item = &'a Entry> + 'a {
        let words = self.words;
        self.members.iter().map(move |&i| &words[i as usize])
    }

    /// The number of words.
    pub fn len(&self) -> usize {
        self.members.len()
    }

    /// Whether the rack makes no word (never true: its own six-letter words are there).
    pub fn is_empty(&self) -> bool {
        self.members.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pack_keeps_lengths_apart() {
        assert_ne!(pack(b"aaa"), pack(b"aaaa"));
        assert_ne!(pack(b"abc"), pack(b"acb"));
        assert_eq!(pack(b"zzzzzz") >> 30, 0);
    }

    /// The catalogue agrees with one rack query per rack on a small lexicon.
    #[test]
    fn catalogue_matches_rack_queries() {
        let words = [
            "stream", "master", "tamers", "armest", "mates", "steam", "tram", "mast", "arm", "ear",
            "era", "sea", "tea", "eat", "rat", "tar", "art", "star", "rats", "seem", "meets",
            "better", "letter", "bet", "let", "tee", "ell", "bell", "beetle",
        ];
        let lexicon = Lexicon::from_words(words).unwrap();
        let cat = Catalogue::new(&lexicon);
        let racks: Vec<&str> = cat.iter().map(|r| r.rack()).collect();
        assert_eq!(racks, ["aemrst", "beeelt", "beertt", "eelrtt"]);
        for rack in cat.iter() {
            let mut expected: Vec<String> = lexicon
                .sub_anagrams(rack.rack())
                .unwrap()
                .into_iter()
                .filter(|e| e.word.len() >= 3)
                .map(|e| e.word)
                .collect();
            expected.sort_by(|a, b| by_length_then_alphabet(a, b));
            let got: Vec<String> = rack.words().map(|e| e.word.clone()).collect();
            assert_eq!(got, expected, "rack {}", rack.rack());
        }
    }
}
