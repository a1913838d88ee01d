//! Word lists of one length: validated, sorted, indexed.

use std::collections::HashMap;
use std::io::BufRead;

use wordgames_lexicon::{
    Profile,
    lines::{self, Line},
};

use crate::{Error, MAX_LEN, Result};

static CLASSIC_ANSWERS: &str = include_str!("../data/answers.txt");
static CLASSIC_GUESSES: &str = include_str!("../data/guesses.txt");

/// The longest line [`WordList::from_reader`] reads, in bytes (its newline not counted): far
/// more than a word of [`MAX_LEN`] letters and its surrounding blanks.
pub const MAX_LIST_LINE: usize = 256;

/// Checks that `word` is 1 to [`MAX_LEN`] ASCII letters `a`-`z` (and of length `expected` when
/// given); returns its length.
pub(crate) fn check_word(word: &str, line: usize, expected: Option<usize>) -> Result<usize> {
    if word.is_empty() || !word.bytes().all(|b| b.is_ascii_lowercase()) {
        return Err(Error::InvalidWord {
            line,
            value: word.to_string(),
        });
    }
    let len = word.len();
    if let Some(expected) = expected
        && len != expected
    {
        return Err(Error::WordLength {
            line,
            value: word.to_string(),
            expected,
            got: len,
        });
    }
    if len > MAX_LEN {
        return Err(Error::UnsupportedLength {
            got: len,
            max: MAX_LEN,
        });
    }
    Ok(len)
}

/// A list of distinct words of one length, kept in alphabetical order.
///
/// A word's index in the list (its *id*) is its alphabetical rank, so "the alphabetically first"
/// is "the smallest id" everywhere in this crate.
///
/// # Example
///
/// ```
/// use wordgames_wordle::WordList;
///
/// let list = WordList::parse("crane\nslate\nADIEU\n")?;
/// assert_eq!(list.len(), 3);
/// assert_eq!(list.word_len(), 5);
/// assert_eq!(list.get(0), Some("adieu")); // lowercased and sorted
/// assert_eq!(list.id("slate"), Some(2));
/// assert!(WordList::parse("crane\nabc\n").is_err()); // lengths differ
/// # Ok::<(), wordgames_wordle::Error>(())
/// ```
///
/// # Any language
///
/// A list can hold the words of any language [`Profile`] (see [`WordList::parse_in`]): words are
/// normalized by the profile (case, NFC, folds: Spanish `canción` plays as `cancion`, `ñ` stays a
/// letter), lengths count letters, and the words are sorted in the alphabet's order (Norwegian
/// `æ ø å` after `z`).
///
/// ```
/// use wordgames_wordle::{Feedback, WordList};
/// use wordgames_lexicon::profile;
///
/// let list = WordList::parse_in("Blåbær\nbærene\nsåpene\nsøtest\n", &profile::NB)?;
/// assert_eq!(list.word_len(), 6); // letters, not bytes
/// // The Norwegian alphabet ends æ ø å.
/// assert_eq!(list.iter().collect::<Vec<_>>(), ["blåbær", "bærene", "søtest", "såpene"]);
/// assert_eq!(list.id("SØTEST"), None); // ids look up normalized words...
/// assert_eq!(list.id(&list.normalize("SØTEST")), Some(2)); // ...as `normalize` gives them
/// # Ok::<(), wordgames_wordle::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WordList {
    len: usize,
    /// One byte a letter: the ASCII letter in English, the letter's index in its alphabet in
    /// any other profile (so that feedback and the table never look at UTF-8).
    bytes: Vec<u8>,
    index: HashMap<Box<str>, u32>,
    profile: &'static Profile,
    /// The words as text, in id order, for a profile whose letter bytes are not the text.
    text: Vec<Box<str>>,
    /// How the list the words came from spells the ones its profile folded
    /// ([`WordList::with_spellings`]): id to spelling, only where it differs.
    spellings: HashMap<u32, Box<str>>,
}

impl WordList {
    /// Reads one word a line. Surrounding whitespace and blank lines are skipped, ASCII
    /// upper case is lowercased; anything else must be a word of letters `a`-`z`.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidWord`], [`Error::WordLength`] (a line's length differs from the first
    /// word's), [`Error::Duplicate`], [`Error::UnsupportedLength`], [`Error::EmptyList`], each
    /// with the 1-based line number.
    pub fn parse(text: &str) -> Result<WordList> {
        let mut words = Vec::new();
        for (i, line) in text.lines().enumerate() {
            let t = line.trim();
            if !t.is_empty() {
                words.push((i + 1, t.to_ascii_lowercase()));
            }
        }
        WordList::build(words)
    }

    /// Reads one word a line from `reader`, as [`WordList::parse`] reads a text, a line of at
    /// most [`MAX_LIST_LINE`] bytes at a time: memory stays proportional to the words kept, whatever
    /// the input (a file without newlines, `/dev/zero`). A UTF-8 byte-order mark at the start
    /// is dropped.
    ///
    /// ```
    /// use wordgames_wordle::{Error, WordList};
    ///
    /// let list = WordList::from_reader(&b"\xEF\xBB\xBFcrane\r\nslate\n"[..])?;
    /// assert_eq!(list.len(), 2);
    /// let endless = std::io::BufReader::new(std::io::repeat(b'a'));
    /// assert!(matches!(WordList::from_reader(endless), Err(Error::LineTooLong { line: 1, .. })));
    /// # Ok::<(), Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`WordList::parse`], and [`Error::LineTooLong`], [`Error::NotUtf8`] or
    /// [`Error::Read`] with the line's number.
    pub fn from_reader<R: BufRead>(reader: R) -> Result<WordList> {
        WordList::from_reader_in(reader, Profile::english())
    }

    /// Reads one word a line from `reader` as [`WordList::from_reader`] does, in the letters of
    /// a language profile as [`WordList::parse_in`] reads them.
    ///
    /// # Errors
    ///
    /// As [`WordList::from_reader`] and [`WordList::parse_in`].
    pub fn from_reader_in<R: BufRead>(
        mut reader: R,
        profile: &'static Profile,
    ) -> Result<WordList> {
        let mut words = Vec::new();
        let mut buf = Vec::new();
        for line in 1.. {
            let read = lines::read_numbered_line(&mut reader, &mut buf, MAX_LIST_LINE, line)
                .map_err(|e| Error::Read {
                    line,
                    kind: e.kind(),
                    message: e.to_string(),
                })?;
            match read {
                Line::Eof => break,
                Line::TooLong => {
                    return Err(Error::LineTooLong {
                        line,
                        max: MAX_LIST_LINE,
                    });
                }
                Line::Read => {}
            }
            let text = std::str::from_utf8(&buf).map_err(|_| Error::NotUtf8 { line })?;
            let t = text.trim();
            if !t.is_empty() {
                words.push((line, t.to_string()));
            }
        }
        if !profile.is_ascii_az() {
            return WordList::build_in(words.iter().map(|(l, w)| (*l, w.as_str())), profile);
        }
        for (_, w) in &mut words {
            w.make_ascii_lowercase();
        }
        WordList::build(words)
    }

    /// Builds a list from words (validated as [`WordList::parse`] does, the n-th word counting
    /// as line n).
    ///
    /// # Errors
    ///
    /// As [`WordList::parse`].
    pub fn new<I>(words: I) -> Result<WordList>
    where
        I: IntoIterator,
        I::Item: AsRef<str>,
    {
        WordList::build(
            words
                .into_iter()
                .enumerate()
                .map(|(i, w)| (i + 1, w.as_ref().trim().to_ascii_lowercase()))
                .collect(),
        )
    }

    /// Reads one word a line of a language profile: surrounding whitespace and blank lines are
    /// skipped, each word is normalized by [`Profile::normalize`], and lengths count letters.
    ///
    /// # Errors
    ///
    /// As [`WordList::parse`]; [`Error::NotALetter`] for a word with a character that is not a
    /// letter of the profile.
    pub fn parse_in(text: &str, profile: &'static Profile) -> Result<WordList> {
        if profile.is_ascii_az() {
            return WordList::parse(text);
        }
        let words = text
            .lines()
            .enumerate()
            .filter(|(_, l)| !l.trim().is_empty())
            .map(|(i, l)| (i + 1, l.trim()));
        WordList::build_in(words, profile)
    }

    /// Builds a list of a language profile from words, as [`WordList::parse_in`] reads them
    /// (the n-th word counting as line n).
    ///
    /// # Errors
    ///
    /// As [`WordList::parse_in`].
    pub fn new_in<I>(words: I, profile: &'static Profile) -> Result<WordList>
    where
        I: IntoIterator,
        I::Item: AsRef<str>,
    {
        if profile.is_ascii_az() {
            return WordList::new(words);
        }
        let words: Vec<(usize, String)> = words
            .into_iter()
            .enumerate()
            .map(|(i, w)| (i + 1, w.as_ref().trim().to_string()))
            .collect();
        WordList::build_in(words.iter().map(|(l, w)| (*l, w.as_str())), profile)
    }

    fn build_in<'a>(
        raw: impl Iterator<Item = (usize, &'a str)>,
        profile: &'static Profile,
    ) -> Result<WordList> {
        let mut words: Vec<(usize, String, Vec<u8>)> = Vec::new();
        for (line, typed) in raw {
            let word = profile
                .normalize(typed)
                .map_err(|reason| Error::NotALetter {
                    line,
                    value: typed.to_string(),
                    reason: format!("{reason} ({})", profile.name()),
                })?;
            let letters: Vec<u8> = word
                .chars()
                .filter_map(|c| profile.letter(c).map(|l| l.0))
                .collect();
            words.push((line, word, letters));
        }
        let Some((_, _, first)) = words.first() else {
            return Err(Error::EmptyList { list: "word" });
        };
        let len = first.len();
        for (line, w, letters) in &words {
            if letters.len() != len {
                return Err(Error::WordLength {
                    line: *line,
                    value: w.clone(),
                    expected: len,
                    got: letters.len(),
                });
            }
        }
        if len > MAX_LEN {
            return Err(Error::UnsupportedLength {
                got: len,
                max: MAX_LEN,
            });
        }
        no_duplicates(words.iter().map(|(line, w, _)| (*line, w.as_str())))?;
        // The alphabet's order, not the code points' (Norwegian å is the last letter).
        words.sort_by(|a, b| a.2.cmp(&b.2));
        let mut bytes = Vec::with_capacity(words.len() * len);
        let mut index = HashMap::with_capacity(words.len());
        let mut text = Vec::with_capacity(words.len());
        for (i, (_, w, letters)) in words.into_iter().enumerate() {
            bytes.extend_from_slice(&letters);
            index.insert(w.clone().into_boxed_str(), i as u32);
            text.push(w.into_boxed_str());
        }
        Ok(WordList {
            len,
            bytes,
            index,
            profile,
            text,
            spellings: HashMap::new(),
        })
    }

    fn build(mut words: Vec<(usize, String)>) -> Result<WordList> {
        let Some((_, first)) = words.first() else {
            return Err(Error::EmptyList { list: "word" });
        };
        let len = check_word(first, 1, None)?;
        for (line, w) in &words {
            check_word(w, *line, Some(len))?;
        }
        no_duplicates(words.iter().map(|(line, w)| (*line, w.as_str())))?;
        words.sort_by(|a, b| a.1.cmp(&b.1));
        let mut bytes = Vec::with_capacity(words.len() * len);
        let mut index = HashMap::with_capacity(words.len());
        for (i, (_, w)) in words.iter().enumerate() {
            bytes.extend_from_slice(w.as_bytes());
            index.insert(w.clone().into_boxed_str(), i as u32);
        }
        Ok(WordList {
            len,
            bytes,
            index,
            profile: Profile::english(),
            text: Vec::new(),
            spellings: HashMap::new(),
        })
    }

    /// The language profile of the words.
    pub fn profile(&self) -> &'static Profile {
        self.profile
    }

    /// The letter that a byte of [`WordList::bytes_of`] stands for.
    pub fn letter_char(&self, byte: u8) -> char {
        if self.profile.is_ascii_az() {
            char::from(byte)
        } else {
            self.profile
                .char_of(wordgames_lexicon::Letter(byte))
                .unwrap_or(char::REPLACEMENT_CHARACTER)
        }
    }

    /// Normalizes a word as this list's words are (case, and the profile's NFC and folds): the
    /// form [`WordList::id`] looks up.
    pub fn normalize(&self, word: &str) -> String {
        if self.profile.is_ascii_az() {
            word.trim().to_ascii_lowercase()
        } else {
            self.profile
                .normalize(word)
                .unwrap_or_else(|_| word.trim().to_string())
        }
    }

    /// The 2,315 answers of the original Wordle (embedded; see `crates/wordle/data/README.md`).
    pub fn classic_answers() -> WordList {
        WordList::parse(CLASSIC_ANSWERS).expect("the embedded answer list is valid")
    }

    /// The 12,972 allowed guesses of the original Wordle, answers included (embedded).
    pub fn classic_guesses() -> WordList {
        WordList::parse(CLASSIC_GUESSES).expect("the embedded guess list is valid")
    }

    /// The number of words.
    pub fn len(&self) -> usize {
        self.bytes.len() / self.len
    }

    /// Never true: a list holds at least one word.
    pub fn is_empty(&self) -> bool {
        self.bytes.is_empty()
    }

    /// The number of letters of every word.
    pub fn word_len(&self) -> usize {
        self.len
    }

    /// The same list with the spellings `spell` gives its words: for a word (as the list holds
    /// it, folded by its profile) the spelling a player is shown, `None` for the word itself.
    /// A word list of a lexicon takes the lexicon's
    /// ([`Lexicon::spelling`](wordgames_lexicon::Lexicon::spelling)). Ids, feedback and every
    /// check stay on the words; only [`WordList::spelling`] gives the spellings.
    ///
    /// ```
    /// use wordgames_lexicon::profile;
    /// use wordgames_wordle::WordList;
    ///
    /// let list = WordList::new_in(["Árbol", "perro"], &profile::ES)?
    ///     .with_spellings(|word| (word == "arbol").then(|| "árbol".to_string()));
    /// assert_eq!(list.get(0), Some("arbol")); // what is typed and checked
    /// assert_eq!(list.spelling(0), Some("árbol")); // what is shown
    /// assert_eq!(list.spelling(1), Some("perro"));
    /// # Ok::<(), wordgames_wordle::Error>(())
    /// ```
    #[must_use]
    pub fn with_spellings(mut self, spell: impl Fn(&str) -> Option<String>) -> WordList {
        let spellings: HashMap<u32, Box<str>> = self
            .iter()
            .enumerate()
            .filter_map(|(id, word)| {
                let spelled = spell(word).filter(|s| s != word)?;
                Some((u32::try_from(id).ok()?, spelled.into_boxed_str()))
            })
            .collect();
        self.spellings = spellings;
        self
    }

    /// The word with this id as a player is shown it: its spelling
    /// ([`WordList::with_spellings`]) or the word; `None` past the end.
    pub fn spelling(&self, id: usize) -> Option<&str> {
        let spelled = u32::try_from(id)
            .ok()
            .and_then(|id| self.spellings.get(&id));
        match spelled {
            Some(spelled) => Some(spelled),
            None => self.get(id),
        }
    }

    /// The word with this id, or `None` past the end.
    pub fn get(&self, id: usize) -> Option<&str> {
        if !self.text.is_empty() {
            return self.text.get(id).map(|w| &**w);
        }
        let b = self.bytes.get(id * self.len..(id + 1) * self.len)?;
        std::str::from_utf8(b).ok()
    }

    /// The letters of the word with this id, one byte a letter (the ASCII letter in English,
    /// its index in the alphabet in another profile; [`WordList::letter_char`] turns a byte
    /// back into its letter).
    ///
    /// # Panics
    ///
    /// If `id >= self.len()`.
    pub fn bytes_of(&self, id: usize) -> &[u8] {
        &self.bytes[id * self.len..(id + 1) * self.len]
    }

    /// The id of `word`, or `None` if it is not in the list.
    pub fn id(&self, word: &str) -> Option<u32> {
        self.index.get(word).copied()
    }

    /// Whether `word` is in the list.
    pub fn contains(&self, word: &str) -> bool {
        self.index.contains_key(word)
    }

    /// The words in alphabetical order.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = &str> + '_ {
        let text = &self.text;
        self.bytes
            .chunks_exact(self.len)
            .enumerate()
            .map(move |(i, b)| match text.get(i) {
                Some(w) => &**w,
                None => std::str::from_utf8(b).unwrap_or(""),
            })
    }
}

/// The first word listed twice, as [`Error::Duplicate`] with both lines; `words` are
/// `(line, word)` pairs in file order.
fn no_duplicates<'w>(words: impl ExactSizeIterator<Item = (usize, &'w str)>) -> Result<()> {
    let mut seen: HashMap<&str, usize> = HashMap::with_capacity(words.len());
    for (line, w) in words {
        if let Some(first_line) = seen.insert(w, line) {
            return Err(Error::Duplicate {
                line,
                value: w.to_string(),
                first_line,
            });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classic_lists_have_their_published_sizes() {
        let a = WordList::classic_answers();
        let g = WordList::classic_guesses();
        assert_eq!((a.len(), g.len(), a.word_len()), (2315, 12972, 5));
        assert!(a.iter().all(|w| g.contains(w)));
        assert_eq!(a.get(0), Some("aback"));
        assert_eq!(g.get(g.len() - 1), Some("zymic"));
    }

    #[test]
    fn bad_lists_are_errors_with_lines() {
        assert_eq!(
            WordList::parse("abcd\nab1d\n"),
            Err(Error::InvalidWord {
                line: 2,
                value: "ab1d".into()
            })
        );
        assert!(matches!(
            WordList::parse("abcd\n\nabcd\n"),
            Err(Error::Duplicate {
                line: 3,
                first_line: 1,
                ..
            })
        ));
        assert!(matches!(
            WordList::parse("abcd\nabc\n"),
            Err(Error::WordLength {
                line: 2,
                expected: 4,
                got: 3,
                ..
            })
        ));
        assert!(matches!(
            WordList::parse("abcdefghijk"),
            Err(Error::UnsupportedLength { got: 11, .. })
        ));
        assert!(matches!(
            WordList::parse(" \n"),
            Err(Error::EmptyList { .. })
        ));
    }
}
