//! Language profiles: what a letter is in a given language.
//!
//! A [`Profile`] is data: the alphabet (at most [`Profile::MAX_LETTERS`] letters, so that a set
//! of letters is one `u64`, a [`LetterSet`]), the characters that fold into letters for play
//! (Spanish `á` plays as `a`, but `ñ` is a letter of its own), the keyboard rows a Wordle page
//! draws, and where all of this comes from. Every word goes through the same steps
//! ([`Profile::normalize`]):
//!
//! 1. surrounding whitespace is trimmed;
//! 2. the text is put in Unicode normalization form C, so a word typed with combining accents
//!    (`a` + U+0301) equals the precomposed one (`á`);
//! 3. each character is lowercased (full Unicode case folding of one character, which may give
//!    more than one);
//! 4. a letter of the alphabet is kept; a character of the profile's fold table becomes its
//!    replacement (which may be empty: Ukrainian drops the apostrophe of `м'ясо`); otherwise, when
//!    the profile folds marks, a character whose canonical decomposition is a letter of the
//!    alphabet followed by combining marks becomes that letter (French `é` plays as `e`);
//! 5. anything else is refused with the offending character ([`Rejection`]).
//!
//! English ([`EN`]) is the profile of the 26 letters `a`-`z`, strict as the default
//! [`Normalizer`](crate::Normalizer) is: it takes a fast path through ASCII bytes and costs
//! nothing over the English-only code it replaces.
//!
//! ```
//! use wordgames_lexicon::profile::{self, Profile};
//!
//! let nb = Profile::by_tag("nb").unwrap();
//! assert_eq!(nb.normalize("Blåbær"), Ok("blåbær".to_string()));
//! assert_eq!(nb.letter_count("blåbær"), 6); // letters, not the 8 bytes
//! assert_eq!(nb.normalize("Kafé"), Ok("kafe".to_string())); // é folds to e in Norwegian
//!
//! let es = &profile::ES;
//! assert_eq!(es.normalize("Canción"), Ok("cancion".to_string()));
//! assert_eq!(es.normalize("año"), Ok("año".to_string())); // ñ is a letter
//! // Combining accents equal precomposed ones.
//! assert_eq!(es.normalize("an\u{303}o"), es.normalize("año"));
//!
//! assert_eq!(profile::DE.normalize("Straße"), Ok("strasse".to_string()));
//! assert_eq!(profile::UK.normalize("М'ясо"), Ok("мясо".to_string()));
//! ```
//!
//! # Adding a profile
//!
//! A profile is a `static` built with the `const fn`s [`Profile::new`], [`Profile::with_folds`]
//! and [`Profile::with_marks_folded`]; `docs/LANGUAGES.md` walks through one.
//!
//! ```
//! use wordgames_lexicon::profile::Profile;
//!
//! static EO: Profile = Profile::new(
//!     "eo",
//!     "Esperanto",
//!     "abcĉdefgĝhĥijĵklmnoprsŝtuŭvz",
//!     &["ŝĝertŭiopĵ", "asdfghjklĥ", "zĉcvbnmu"],
//!     "Fundamento de Esperanto (28 letters); Esperanto keyboard (ŝĝ on q w, ŭ on y)",
//! );
//! assert_eq!(EO.check(), Ok(()));
//! assert_eq!(EO.normalize("Ĉu"), Ok("ĉu".to_string()));
//! assert!(EO.normalize("quay").is_err()); // q, w, x and y are not Esperanto letters
//! ```

use std::fmt;

use unicode_normalization::UnicodeNormalization;

use crate::normalize::Rejection;

/// A language profile: the alphabet, what folds into it, and the keyboard. See the [module
/// documentation](self).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Profile {
    tag: &'static str,
    name: &'static str,
    letters: &'static str,
    folds: &'static [(char, &'static str)],
    fold_marks: bool,
    keyboard: &'static [&'static str],
    source: &'static str,
    /// `letters` is `a`-`z`, nothing folds: the English fast paths (computed by the builders).
    ascii_az: bool,
    /// Common nouns are written with a capital (German), so a capital does not mark a name.
    capitalized_nouns: bool,
}

/// Whether two byte strings are equal, in a `const fn`.
const fn bytes_eq(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

impl fmt::Debug for Profile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Profile")
            .field("tag", &self.tag)
            .field("letters", &self.letters)
            .finish_non_exhaustive()
    }
}

impl fmt::Display for Profile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.name, self.tag)
    }
}

/// A letter of a profile: its index in the alphabet, from 0 to `len - 1`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Letter(pub u8);

impl Letter {
    /// The index as a `usize`, for indexing tables of the alphabet's size.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// A set of letters of one profile: bit `i` is the letter of index `i`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct LetterSet(pub u64);

impl LetterSet {
    /// The empty set.
    pub const EMPTY: LetterSet = LetterSet(0);

    /// Whether `letter` is in the set.
    pub fn contains(self, letter: Letter) -> bool {
        self.0 >> letter.0 & 1 == 1
    }

    /// The set with `letter` added.
    #[must_use]
    pub fn with(self, letter: Letter) -> LetterSet {
        LetterSet(self.0 | 1 << letter.0)
    }

    /// How many letters the set holds.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The letters of the set, in alphabet order.
    pub fn iter(self) -> impl Iterator<Item = Letter> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let i = bits.trailing_zeros();
            bits &= bits - 1;
            Some(Letter(i as u8))
        })
    }
}

const ASCII: &str = "abcdefghijklmnopqrstuvwxyz";

impl Profile {
    /// The most letters an alphabet may have: a [`LetterSet`] is one `u64`. Every alphabet
    /// of the Latin, Cyrillic and Greek scripts fits.
    pub const MAX_LETTERS: usize = 64;

    /// A profile with no fold table that folds marks (see the [module documentation](self)).
    ///
    /// * `tag`: a BCP 47 language tag such as `"nb"`;
    /// * `name`: the language's name in English;
    /// * `letters`: the alphabet, lowercase, in alphabetical order, each letter one Unicode
    ///   scalar value in normalization form C;
    /// * `keyboard`: the rows of the on-screen keyboard, top first, lowercase letters of the
    ///   alphabet;
    /// * `source`: where the alphabet and the keyboard come from.
    ///
    /// The tests of this crate check the shipped profiles with [`Profile::check`]; call it in a
    /// test of your own profile.
    pub const fn new(
        tag: &'static str,
        name: &'static str,
        letters: &'static str,
        keyboard: &'static [&'static str],
        source: &'static str,
    ) -> Profile {
        Profile {
            tag,
            name,
            letters,
            folds: &[],
            fold_marks: true,
            keyboard,
            source,
            ascii_az: false,
            capitalized_nouns: false,
        }
    }

    /// The same profile, saying whether common nouns are capitalized (German `Haus`), in which
    /// case a capital letter does not mark a proper name ([`Profile::capitalized_nouns`]).
    #[must_use]
    pub const fn with_capitalized_nouns(mut self, yes: bool) -> Profile {
        self.capitalized_nouns = yes;
        self
    }

    /// Whether common nouns are capitalized, so that a word list's capitals do not tell names
    /// apart (see [`ReadOptions::grade_by_case`](crate::ReadOptions::grade_by_case)).
    pub fn capitalized_nouns(&self) -> bool {
        self.capitalized_nouns
    }

    const fn fast(mut self) -> Profile {
        self.ascii_az = bytes_eq(self.letters.as_bytes(), ASCII.as_bytes())
            && self.folds.is_empty()
            && !self.fold_marks;
        self
    }

    /// The same profile with a table of characters (lowercase) that fold into letters for play;
    /// an empty replacement drops the character.
    #[must_use]
    pub const fn with_folds(mut self, folds: &'static [(char, &'static str)]) -> Profile {
        self.folds = folds;
        self.fast()
    }

    /// The same profile, folding (or not) a letter with combining marks to its base letter when
    /// the base is in the alphabet and the letter is not.
    #[must_use]
    pub const fn with_marks_folded(mut self, yes: bool) -> Profile {
        self.fold_marks = yes;
        self.fast()
    }

    /// Every profile this crate ships, English first.
    pub fn all() -> &'static [&'static Profile] {
        ALL
    }

    /// The shipped profile with this tag (`"en"`, `"nb"`, ...), ignoring ASCII case.
    pub fn by_tag(tag: &str) -> Option<&'static Profile> {
        ALL.iter()
            .copied()
            .find(|p| p.tag.eq_ignore_ascii_case(tag))
    }

    /// [`Profile::by_tag`] for a tag a user typed (`--lang nb`): the profile, or an error that
    /// lists the shipped tags.
    ///
    /// # Errors
    ///
    /// [`UnknownTag`] when no shipped profile has the tag.
    ///
    /// ```
    /// use wordgames_lexicon::Profile;
    ///
    /// assert_eq!(Profile::parse_tag("NB")?.name(), "Norwegian Bokmål");
    /// assert!(Profile::parse_tag("xx").unwrap_err().to_string().starts_with(
    ///     "unknown language \"xx\": expected one of en, nb, nn,"
    /// ));
    /// # Ok::<(), wordgames_lexicon::profile::UnknownTag>(())
    /// ```
    pub fn parse_tag(tag: &str) -> Result<&'static Profile, UnknownTag> {
        Profile::by_tag(tag).ok_or_else(|| UnknownTag {
            tag: tag.to_string(),
        })
    }

    /// The English profile, [`EN`].
    pub fn english() -> &'static Profile {
        &EN
    }

    /// The language tag.
    pub fn tag(&self) -> &'static str {
        self.tag
    }

    /// The language's name in English.
    pub fn name(&self) -> &'static str {
        self.name
    }

    /// The alphabet, lowercase, in order.
    pub fn alphabet(&self) -> &'static str {
        self.letters
    }

    /// The letters of the alphabet, in order.
    pub fn letters(&self) -> impl Iterator<Item = char> + '_ {
        self.letters.chars()
    }

    /// How many letters the alphabet has.
    pub fn len(&self) -> usize {
        self.letters.chars().count()
    }

    /// Whether the alphabet is empty (never for a profile that passes [`Profile::check`]).
    pub fn is_empty(&self) -> bool {
        self.letters.is_empty()
    }

    /// The fold table: characters that play as other letters.
    pub fn folds(&self) -> &'static [(char, &'static str)] {
        self.folds
    }

    /// The keyboard rows, top first.
    pub fn keyboard(&self) -> &'static [&'static str] {
        self.keyboard
    }

    /// Where the alphabet, the folds and the keyboard come from.
    pub fn source(&self) -> &'static str {
        self.source
    }

    /// Whether this is the alphabet `a`-`z` with nothing folded: the English fast paths.
    #[inline]
    pub fn is_ascii_az(&self) -> bool {
        self.ascii_az
    }

    /// Whether every letter is one ASCII byte.
    pub fn is_ascii(&self) -> bool {
        self.letters.is_ascii()
    }

    /// The letter `c` (a lowercase letter of the alphabet), or `None`.
    #[inline]
    pub fn letter(&self, c: char) -> Option<Letter> {
        if self.is_ascii_az() {
            return c
                .is_ascii_lowercase()
                .then(|| Letter(c as u8 - ASCII.as_bytes()[0]));
        }
        self.letters
            .chars()
            .position(|l| l == c)
            .map(|i| Letter(i as u8))
    }

    /// The character of a letter index, or `None` past the alphabet.
    pub fn char_of(&self, letter: Letter) -> Option<char> {
        self.letters.chars().nth(letter.index())
    }

    /// The letters of a normalized word, in order; `None` if a character is not a letter.
    pub fn letters_of(&self, word: &str) -> Option<Vec<Letter>> {
        word.chars().map(|c| self.letter(c)).collect()
    }

    /// The set of letters of a normalized word; `None` if a character is not a letter.
    pub fn set_of(&self, word: &str) -> Option<LetterSet> {
        word.chars()
            .try_fold(LetterSet::EMPTY, |s, c| Some(s.with(self.letter(c)?)))
    }

    /// How many letters `word` has: its characters, never its bytes.
    pub fn letter_count(&self, word: &str) -> usize {
        word.chars().count()
    }

    /// What `c` (lowercase, NFC) plays as: itself if a letter, its fold, its base letter when
    /// marks are folded, or `None`.
    pub fn fold(&self, c: char) -> Option<FoldTo> {
        if self.letter(c).is_some() {
            return Some(FoldTo::Letter(c));
        }
        if let Some(&(_, to)) = self.folds.iter().find(|(from, _)| *from == c) {
            return Some(FoldTo::Text(to));
        }
        if self.fold_marks && !c.is_ascii() {
            let mut parts = std::iter::once(c).nfd();
            let base = parts.next()?;
            if self.letter(base).is_some()
                && parts.all(unicode_normalization::char::is_combining_mark)
                && base != c
            {
                return Some(FoldTo::Letter(base));
            }
        }
        None
    }

    /// Turns raw text into a word of this profile: trim, NFC, lowercase, fold (see the [module
    /// documentation](self)).
    ///
    /// # Errors
    ///
    /// A [`Rejection`] naming the offending character (as the player typed it).
    pub fn normalize(&self, raw: &str) -> Result<String, Rejection> {
        self.normalize_folding(raw).map(|(word, _)| word)
    }

    /// [`Profile::normalize`], saying too whether a fold applied (a character that played as
    /// another, not a change of case): only then may the text's spelling differ from the word.
    pub(crate) fn normalize_folding(&self, raw: &str) -> Result<(String, bool), Rejection> {
        let text = raw.trim();
        if text.is_empty() {
            return Err(Rejection::Empty);
        }
        if self.is_ascii_az() {
            return ascii_az(text).map(|word| (word, false));
        }
        let mut folded = false;
        let mut word = String::with_capacity(text.len());
        let nfc: std::borrow::Cow<'_, str> = if text.is_ascii()
            || unicode_normalization::is_nfc_quick(text.chars())
                == unicode_normalization::IsNormalized::Yes
        {
            text.into()
        } else {
            text.nfc().collect::<String>().into()
        };
        for c in nfc.chars() {
            for lower in c.to_lowercase() {
                match self.fold(lower) {
                    Some(FoldTo::Letter(l)) => {
                        folded |= l != lower;
                        word.push(l);
                    }
                    Some(FoldTo::Text(t)) => {
                        folded = true;
                        word.push_str(t);
                    }
                    None => return Err(self.reject(c)),
                }
            }
        }
        if word.is_empty() {
            return Err(Rejection::Empty);
        }
        Ok((word, folded))
    }

    fn reject(&self, c: char) -> Rejection {
        if c.is_whitespace() {
            Rejection::MultiWord
        } else if c.is_ascii_digit() {
            Rejection::Digit(c)
        } else if c.is_alphabetic() {
            Rejection::NotInAlphabet(c)
        } else {
            Rejection::Punctuation(c)
        }
    }

    /// Checks that the profile is well formed: 1 to [`Profile::MAX_LETTERS`] distinct letters,
    /// each lowercase and in NFC; folds that are not letters and fold into letters; keyboard
    /// rows that hold every letter exactly once.
    ///
    /// # Errors
    ///
    /// A sentence saying what is wrong.
    pub fn check(&self) -> Result<(), String> {
        let letters: Vec<char> = self.letters.chars().collect();
        if letters.is_empty() || letters.len() > Profile::MAX_LETTERS {
            return Err(format!(
                "{}: {} letters, 1 to {} allowed",
                self.tag,
                letters.len(),
                Profile::MAX_LETTERS
            ));
        }
        for (i, &c) in letters.iter().enumerate() {
            if letters[..i].contains(&c) {
                return Err(format!("{}: {c:?} is given twice", self.tag));
            }
            if c.to_lowercase().ne(std::iter::once(c)) || !c.is_alphabetic() {
                return Err(format!("{}: {c:?} is not a lowercase letter", self.tag));
            }
            if std::iter::once(c).nfc().ne(std::iter::once(c)) {
                return Err(format!("{}: {c:?} is not in NFC", self.tag));
            }
        }
        for &(from, to) in self.folds {
            if letters.contains(&from) {
                return Err(format!("{}: {from:?} is a letter and a fold", self.tag));
            }
            if let Some(bad) = to.chars().find(|c| !letters.contains(c)) {
                return Err(format!(
                    "{}: {from:?} folds into {bad:?}, not a letter",
                    self.tag
                ));
            }
        }
        let mut keys: Vec<char> = self.keyboard.iter().flat_map(|r| r.chars()).collect();
        keys.sort_unstable();
        let mut sorted = letters.clone();
        sorted.sort_unstable();
        if keys != sorted {
            return Err(format!(
                "{}: the keyboard rows do not hold every letter exactly once",
                self.tag
            ));
        }
        Ok(())
    }
}

/// What a character plays as under a profile ([`Profile::fold`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FoldTo {
    /// One letter.
    Letter(char),
    /// A text of letters, possibly empty (the character is dropped).
    Text(&'static str),
}

/// The English strict rules: ASCII letters, folded to lowercase.
fn ascii_az(text: &str) -> Result<String, Rejection> {
    let mut word = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            'a'..='z' => word.push(c),
            'A'..='Z' => word.push(c.to_ascii_lowercase()),
            c if c.is_whitespace() => return Err(Rejection::MultiWord),
            c if c.is_ascii_digit() => return Err(Rejection::Digit(c)),
            c if c.is_ascii() => return Err(Rejection::Punctuation(c)),
            c if c.is_alphabetic() => return Err(Rejection::NonAscii(c)),
            c => return Err(Rejection::Punctuation(c)),
        }
    }
    Ok(word)
}

// The profiles. Alphabets follow each language's orthographic authority; keyboards follow the
// national standard layout (the letter keys of the unshifted level), as on-screen Wordle
// keyboards in that language draw them. Folds are what the language's word games do with the
// letters that are not in the alphabet: accents fold to their base letter unless the accented
// letter is a letter of its own.

/// A language tag that names no shipped profile ([`Profile::parse_tag`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownTag {
    /// The tag as given.
    pub tag: String,
}

impl fmt::Display for UnknownTag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown language {:?}: expected one of ", self.tag)?;
        for (i, profile) in ALL.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            f.write_str(profile.tag)?;
        }
        Ok(())
    }
}

impl std::error::Error for UnknownTag {}

/// English: `a`-`z`, strict (no folding, like the default normaliser).
pub static EN: Profile = Profile::new(
    "en",
    "English",
    ASCII,
    &["qwertyuiop", "asdfghjkl", "zxcvbnm"],
    "the ISO basic Latin alphabet; US keyboard (ANSI INCITS 154)",
)
.with_marks_folded(false);

/// Norwegian bokmål: `a`-`z`, `æ ø å`. `ä` and `ö` (in Swedish and German names and loans)
/// play as `æ` and `ø`; other accents (`kafé`) fold to the base letter.
pub static NB: Profile = Profile::new(
    "nb",
    "Norwegian Bokmål",
    "abcdefghijklmnopqrstuvwxyzæøå",
    &["qwertyuiopå", "asdfghjkløæ", "zxcvbnm"],
    "Språkrådet, alphabet of bokmål and nynorsk (29 letters); Norwegian keyboard (NS 4090)",
)
.with_folds(NORDIC_NO);

/// Norwegian nynorsk: as bokmål.
pub static NN: Profile = Profile::new(
    "nn",
    "Norwegian Nynorsk",
    "abcdefghijklmnopqrstuvwxyzæøå",
    &["qwertyuiopå", "asdfghjkløæ", "zxcvbnm"],
    "Språkrådet, alphabet of bokmål and nynorsk (29 letters); Norwegian keyboard (NS 4090)",
)
.with_folds(NORDIC_NO);

const NORDIC_NO: &[(char, &str)] = &[('ä', "æ"), ('ö', "ø")];

/// Danish: `a`-`z`, `æ ø å` (the Danish keyboard has `æ` before `ø`).
pub static DA: Profile = Profile::new(
    "da",
    "Danish",
    "abcdefghijklmnopqrstuvwxyzæøå",
    &["qwertyuiopå", "asdfghjklæø", "zxcvbnm"],
    "Dansk Sprognævn, Retskrivningsordbogen (29 letters); Danish keyboard (DS/ISO 9995)",
)
.with_folds(NORDIC_NO);

/// Swedish: `a`-`z`, `å ä ö`; `æ` and `ø` play as `ä` and `ö`.
pub static SV: Profile = Profile::new(
    "sv",
    "Swedish",
    "abcdefghijklmnopqrstuvwxyzåäö",
    &["qwertyuiopå", "asdfghjklöä", "zxcvbnm"],
    "Svenska Akademiens ordlista, alphabet (29 letters); Swedish keyboard (SS 66 22 41)",
)
.with_folds(&[('æ', "ä"), ('ø', "ö")]);

/// German: `a`-`z`, `ä ö ü`. `ß` plays as `ss`, as in capitals (`STRASSE`) and Swiss spelling,
/// and as German Wordle clones play it; other accents fold to the base letter.
pub static DE: Profile = Profile::new(
    "de",
    "German",
    "abcdefghijklmnopqrstuvwxyzäöü",
    &["qwertzuiopü", "asdfghjklöä", "yxcvbnm"],
    "Duden, Die deutsche Rechtschreibung (26 letters, the umlauts and ß); German keyboard (DIN 2137-1:2012)",
)
.with_folds(&[('ß', "ss"), ('ẞ', "ss")])
.with_capitalized_nouns(true);

/// Dutch: `a`-`z`; `ĳ` (the ligature) plays as `ij`, accents fold (`één` is `een`).
pub static NL: Profile = Profile::new(
    "nl",
    "Dutch",
    ASCII,
    &["qwertyuiop", "asdfghjkl", "zxcvbnm"],
    "Taalunie, Woordenlijst Nederlandse Taal (26 letters); US-International keyboard, the usual one in the Netherlands",
)
.with_folds(&[('ĳ', "ij")]);

/// Spanish: `a`-`z` and `ñ`; `á é í ó ú ü` fold to their base letters, as Spanish Wordle
/// clones play them.
pub static ES: Profile = Profile::new(
    "es",
    "Spanish",
    "abcdefghijklmnñopqrstuvwxyz",
    &["qwertyuiop", "asdfghjklñ", "zxcvbnm"],
    "Real Academia Española, Ortografía 2010 (27 letters); Spanish keyboard (UNE 71-3:1983)",
);

/// French: `a`-`z`; accents and `ç` fold, `œ` and `æ` play as `oe` and `ae`.
pub static FR: Profile = Profile::new(
    "fr",
    "French",
    ASCII,
    &["azertyuiop", "qsdfghjklm", "wxcvbn"],
    "Académie française (26 letters); French AZERTY keyboard (NF Z71-300)",
)
.with_folds(&[('œ', "oe"), ('æ', "ae")]);

/// Italian: `a`-`z` (`j k w x y` in loans); accents fold.
pub static IT: Profile = Profile::new(
    "it",
    "Italian",
    ASCII,
    &["qwertyuiop", "asdfghjkl", "zxcvbnm"],
    "Accademia della Crusca (21 letters and j k w x y); Italian keyboard letters (UNI 9245)",
);

/// Portuguese: `a`-`z`; accents and `ç` fold, as in the Portuguese Wordle clones.
pub static PT: Profile = Profile::new(
    "pt",
    "Portuguese",
    ASCII,
    &["qwertyuiop", "asdfghjkl", "zxcvbnm"],
    "Acordo Ortográfico de 1990 (26 letters); Portuguese keyboard letters (NP 3993)",
);

/// Polish: the 32 letters and `q v x`: `ą ć ę ł ń ó ś ź ż` are letters of their own.
pub static PL: Profile = Profile::new(
    "pl",
    "Polish",
    "aąbcćdeęfghijklłmnńoópqrsśtuvwxyzźż",
    &["qwertyuiop", "asdfghjkl", "zxcvbnm", "ąćęłńóśźż"],
    "Rada Języka Polskiego, alphabet (32 letters and q v x); Polish programmer's keyboard (PN-I-06200) with the diacritic row of Polish Wordle clones",
);

/// Ukrainian: the 33 letters; the apostrophe (`'`, `’` or `ʼ`) of `м'ясо` is dropped.
pub static UK: Profile = Profile::new(
    "uk",
    "Ukrainian",
    "абвгґдеєжзиіїйклмнопрстуфхцчшщьюя",
    &["йцукенгшщзхї", "фівапролджє", "ячсмитьбюґ"],
    "Український правопис 2019 (33 letters); Ukrainian keyboard (DSTU 4246:2003)",
)
.with_folds(&[('\'', ""), ('\u{2019}', ""), ('\u{2bc}', "")])
.with_marks_folded(false);

static ALL: &[&Profile] = &[
    &EN, &NB, &NN, &DA, &SV, &DE, &NL, &ES, &FR, &IT, &PT, &PL, &UK,
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_shipped_profile_is_well_formed() {
        for p in Profile::all() {
            p.check().unwrap();
            assert_eq!(Profile::by_tag(p.tag()), Some(*p));
        }
        assert_eq!(Profile::all().len(), 13);
    }

    #[test]
    fn english_is_strict_like_the_default_normalizer() {
        let n = crate::Normalizer::new();
        for raw in [
            "Cat", " dog\r\n", "Éclair", "don't", "New York", "r2d2", "", "日本",
        ] {
            assert_eq!(EN.normalize(raw), n.normalize(raw), "{raw:?}");
        }
        assert!(EN.is_ascii_az());
        assert_eq!(EN.letter('z'), Some(Letter(25)));
        assert_eq!(EN.letter('é'), None);
    }

    #[test]
    fn the_documented_folds() {
        assert_eq!(NB.normalize("BLÅBÆR").as_deref(), Ok("blåbær"));
        assert_eq!(NB.normalize("Jäger").as_deref(), Ok("jæger"));
        assert_eq!(SV.normalize("smørgås").as_deref(), Ok("smörgås"));
        assert_eq!(DE.normalize("Abbaugerät").as_deref(), Ok("abbaugerät"));
        assert_eq!(DE.normalize("Café").as_deref(), Ok("cafe"));
        assert_eq!(DE.normalize("GRÜẞE").as_deref(), Ok("grüsse"));
        assert_eq!(ES.normalize("ÑANDÚ").as_deref(), Ok("ñandu"));
        assert_eq!(FR.normalize("Cœur").as_deref(), Ok("coeur"));
        assert_eq!(FR.normalize("garçon").as_deref(), Ok("garcon"));
        assert_eq!(PT.normalize("coração").as_deref(), Ok("coracao"));
        assert_eq!(PL.normalize("Źdźbło").as_deref(), Ok("źdźbło"));
        assert_eq!(PL.normalize("żółw").as_deref(), Ok("żółw"));
        assert_eq!(UK.normalize("Їжак").as_deref(), Ok("їжак"));
        assert_eq!(UK.normalize("п’ять").as_deref(), Ok("пять"));
        assert_eq!(NL.normalize("Ĳs").as_deref(), Ok("ijs"));
        // Combining sequences equal precomposed letters.
        assert_eq!(NB.normalize("bla\u{30a}"), NB.normalize("blå"));
        assert_eq!(UK.normalize("и\u{306}"), UK.normalize("й"));
        // Refusals name the character as typed.
        assert_eq!(NB.normalize("A-aksje"), Err(Rejection::Punctuation('-')));
        assert_eq!(PL.normalize("straße"), Err(Rejection::NotInAlphabet('ß')));
        assert_eq!(UK.normalize("кіт cat"), Err(Rejection::MultiWord));
        assert_eq!(UK.normalize("cat"), Err(Rejection::NotInAlphabet('c')));
        assert_eq!(ES.normalize("ab1"), Err(Rejection::Digit('1')));
    }

    #[test]
    fn letter_sets() {
        let s = NB.set_of("blåbær").unwrap();
        assert_eq!(s.len(), 5);
        assert!(s.contains(NB.letter('å').unwrap()));
        let back: String = s.iter().map(|l| NB.char_of(l).unwrap()).collect();
        assert_eq!(back, "blræå");
        assert_eq!(NB.letters_of("ø").unwrap(), [Letter(27)]);
    }
}
