//! The catalogue of every six-letter rack of a lexicon, by the signature method.

use std::{collections::HashMap, ops::ControlFlow};

use wordgames_lexicon::{Entry, Lexicon, Profile};

use super::{MIN_WORD_LEN, RACK_LEN};

/// Packs the sorted letters of a word of at most six letters into a number, five bits a letter
/// (`a` is 1, so lengths never collide). For keys of one length, numeric order is alphabetical
/// order.
fn pack(sorted: &[u8]) -> u32 {
    sorted
        .iter()
        .fold(0u32, |key, &b| (key << 5) | u32::from(b - b'a' + 1))
}

/// Packs sorted letter indices (0 to 63) of another profile, seven bits a letter (index + 1),
/// into a 42-bit number.
fn pack_wide(sorted: &[u8]) -> u64 {
    sorted
        .iter()
        .fold(0u64, |key, &i| (key << 7) | u64::from(i + 1))
}

/// Packed signatures hashed by rustc's Fx hash: one multiplication.
type KeyMap<K, V> = HashMap<K, V, rustc_hash::FxBuildHasher>;

/// Matches the words of three to six letters (UTF-8 continuation bytes are not letters).
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
    fn accept(&self, len: &usize, byte: u8) -> usize {
        if byte & 0xC0 == 0x80 {
            return *len;
        }
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
    /// Each rack's sorted letters and its range in `members`, by rack: ASCII letters in
    /// English, letter indices in another profile.
    racks: Vec<([u8; RACK_LEN], u32, u32)>,
    /// Word numbers, rack after rack, each rack's in word order.
    members: Vec<u32>,
    /// Each rack's letters as text, in another profile than English (empty in English, whose
    /// rack bytes are the text).
    texts: Vec<Box<str>>,
    profile: &'static Profile,
}

impl Catalogue {
    /// The catalogue of `lexicon` (every grade; see [`RackWords::words`] for the grades), in
    /// English.
    pub fn new<D: AsRef<[u8]>>(lexicon: &Lexicon<D>) -> Catalogue {
        Catalogue::new_in(lexicon, Profile::english())
    }

    /// The catalogue of `lexicon` in the letters of a language profile: racks of six letters of
    /// `profile` (`æ`, `ø` and `å` are letters of a Norwegian rack).
    ///
    /// ```
    /// use wordgames_lexicon::{Lexicon, ReadOptions, profile};
    /// use wordgames_puzzles::word_blender::Catalogue;
    ///
    /// let options = ReadOptions::default().with_profile(&profile::NB);
    /// let (lexicon, _) = Lexicon::from_reader("blåbær\nbær\nbål\nlår\n".as_bytes(), "nb", options)?;
    /// let catalogue = Catalogue::new_in(&lexicon, &profile::NB);
    /// let rack = catalogue.get("ærbålb").unwrap();
    /// assert_eq!(rack.rack(), "bblræå"); // in the alphabet's order
    /// assert_eq!(rack.len(), 4);
    /// # Ok::<(), wordgames_lexicon::Error>(())
    /// ```
    pub fn new_in<D: AsRef<[u8]>>(lexicon: &Lexicon<D>, profile: &'static Profile) -> Catalogue {
        if profile.is_ascii_az() {
            // English: the letters are their ASCII bytes, five bits a letter.
            return Catalogue::build(
                lexicon,
                profile,
                |w| {
                    Some(w.as_bytes())
                        .filter(|b| b.iter().all(u8::is_ascii_lowercase))
                        .map(|b| {
                            let mut a = [0u8; RACK_LEN];
                            a[..b.len()].copy_from_slice(b);
                            (a, b.len())
                        })
                },
                pack,
            );
        }
        Catalogue::build(
            lexicon,
            profile,
            |w| {
                let mut a = [0u8; RACK_LEN];
                let mut n = 0;
                for c in w.chars() {
                    *a.get_mut(n)? = profile.letter(c)?.0;
                    n += 1;
                }
                Some((a, n))
            },
            pack_wide,
        )
    }

    fn build<D: AsRef<[u8]>, K: Copy + Ord + std::hash::Hash>(
        lexicon: &Lexicon<D>,
        profile: &'static Profile,
        letters_of: impl Fn(&str) -> Option<([u8; RACK_LEN], usize)>,
        pack: fn(&[u8]) -> K,
    ) -> Catalogue {
        let mut both: Vec<(Entry, ([u8; RACK_LEN], u8))> = Vec::new();
        lexicon.for_each_match(ShortWords, |word, grade| {
            if let Some((code, n)) = letters_of(word) {
                let entry = Entry {
                    word: word.to_string(),
                    grade,
                };
                both.push((entry, (code, n as u8)));
            }
            ControlFlow::Continue(())
        });
        // Alphabetical already; a stable sort by length gives length, then alphabet.
        both.sort_by_key(|(_, (_, n))| *n);
        let (words, codes): (Vec<Entry>, Vec<([u8; RACK_LEN], u8)>) = both.into_iter().unzip();
        // (signature, word number), grouped by signature.
        let mut keyed: Vec<(K, u32)> = codes
            .iter()
            .enumerate()
            .map(|(i, (code, n))| {
                let mut sorted = *code;
                let sorted = &mut sorted[..usize::from(*n)];
                sorted.sort_unstable();
                (pack(sorted), i as u32)
            })
            .collect();
        keyed.sort_unstable();
        let mut ranges: KeyMap<K, (u32, u32)> = KeyMap::default();
        let mut i = 0;
        while i < keyed.len() {
            let j = i + keyed[i..].iter().take_while(|k| k.0 == keyed[i].0).count();
            ranges.insert(keyed[i].0, (i as u32, j as u32));
            i = j;
        }
        let mut six: Vec<[u8; RACK_LEN]> = codes
            .iter()
            .filter(|(_, n)| usize::from(*n) == RACK_LEN)
            .map(|(code, _)| {
                let mut rack = *code;
                rack.sort_unstable();
                rack
            })
            .collect();
        six.sort_unstable();
        six.dedup();
        let mut racks = Vec::with_capacity(six.len());
        let mut members: Vec<u32> = Vec::new();
        let mut keys: Vec<K> = Vec::with_capacity(64);
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
        let texts = if profile.is_ascii_az() {
            Vec::new()
        } else {
            racks
                .iter()
                .map(|(rack, _, _)| {
                    rack.iter()
                        .filter_map(|&i| profile.char_of(wordgames_lexicon::Letter(i)))
                        .collect::<String>()
                        .into_boxed_str()
                })
                .collect()
        };
        Catalogue {
            words,
            racks,
            members,
            texts,
            profile,
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
        let mut rack: [u8; RACK_LEN] = if self.profile.is_ascii_az() {
            letters.as_bytes().try_into().ok()?
        } else {
            let letters = self.profile.normalize(letters).ok()?;
            let mut rack = [0u8; RACK_LEN];
            let mut n = 0;
            for c in letters.chars() {
                *rack.get_mut(n)? = self.profile.letter(c)?.0;
                n += 1;
            }
            (n == RACK_LEN).then_some(rack)?
        };
        rack.sort_unstable();
        let i = self.racks.binary_search_by(|r| r.0.cmp(&rack)).ok()?;
        Some(self.rack_at(i))
    }

    fn rack_at(&self, i: usize) -> RackWords<'_> {
        let (rack, start, end) = &self.racks[i];
        RackWords {
            rack,
            text: self.texts.get(i).map(|t| &**t),
            members: &self.members[*start as usize..*end as usize],
            words: &self.words,
        }
    }
}

/// A six-letter rack of a [`Catalogue`] and every word of three to six letters it makes.
#[derive(Debug, Clone, Copy)]
pub struct RackWords<'a> {
    rack: &'a [u8; RACK_LEN],
    text: Option<&'a str>,
    members: &'a [u32],
    words: &'a [Entry],
}

impl<'a> RackWords<'a> {
    /// The rack's letters, sorted (the signature of its six-letter words).
    pub fn rack(&self) -> &'a str {
        if let Some(text) = self.text {
            return text;
        }
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
}
