//! FST-backed word lists for word games.
//!
//! A [`Lexicon`] answers the questions every word game asks of its dictionary (is this a word,
//! how common is it, which words fit `c?t*`, which words can these seven tiles spell) from a
//! compact finite state transducer built with the [`fst`] crate.
//!
//! ```
//! use wordgames_lexicon::{Lexicon, Rack};
//!
//! let english = Lexicon::english(); // embedded, no file needed
//! assert!(english.contains("puzzle"));
//! assert!(english.grade("puzzle").unwrap().is_common());
//!
//! // Every word that the tiles of "stare" can spell, at least 4 letters long.
//! let words: Vec<String> = english
//!     .query()
//!     .rack(Rack::new("stare")?)
//!     .into_entries()
//!     .into_iter()
//!     .filter(|e| e.word.len() >= 4 && e.grade.is_common())
//!     .map(|e| e.word)
//!     .collect();
//! assert!(words.contains(&"tears".to_string()));
//! assert!(words.contains(&"rats".to_string()));
//! # Ok::<(), wordgames_lexicon::Error>(())
//! ```
//!
//! # Overview
//!
//! * [`Lexicon`]: the word list, generic over its bytes like [`fst::Map`] (a `Vec<u8>` built at
//!   run time, a `&'static [u8]` compiled into the program, or a memory map). [`AnyLexicon`]
//!   holds either of the first two, for a caller that takes the embedded list or a file.
//! * [`Query`] ([`Lexicon::query`]): every query, in the shape of `fst`'s `StreamBuilder`:
//!   narrowed by a prefix, a length, a [`Pattern`], a [`Rack`] or any [`fst::Automaton`], then
//!   collected or streamed as [`Matches`] (see [`stream`]), a [`fst::Streamer`] that walks the
//!   matches without collecting them and stops when the caller does.
//! * [`Grade`]: how common a word is. One lexicon serves both roles that games need: every
//!   grade is accepted when a player types a word, and the curated tier ([`Grade::is_common`]) is
//!   where puzzle words are chosen.
//! * [`Normalizer`] and [`Rejection`]: the explicit rules that turn lines of text into words.
//! * [`Profile`] (module [`profile`]): a language's alphabet (up to 64 letters), case folding,
//!   Unicode normalization, the folds for play and the keyboard; thirteen ship, English is one.
//!   [`Encoding`] reads ISO-8859-1 lists too. See `docs/LANGUAGES.md`.
//! * [`Pattern`], [`Rack`], [`Length`]: query automata; any [`fst::Automaton`] of your own works
//!   too, through [`Query::and`] and [`Lexicon::for_each_match`].
//! * [`signature`] and [`Lexicon::anagram_classes`]: sorted-letter signatures and the classes of
//!   words that are anagrams of each other.
//! * [`BlockList`]: the words puzzles leave out; [`BlockList::english`] is embedded.
//! * [`Spellings`] (module [`spelling`]): how a list spells the words its profile folds, so that
//!   a game shows `canción` where a player types `cancion` ([`Lexicon::spelling`]).
//!
//! # Why an FST map and (almost) no side tables
//!
//! The lexicon is one [`fst::Map`] from word to grade. The grade rides in the map's output, so
//! membership and grade are one lookup, and the embedded English lexicon (242,844 words and
//! their grades) takes 45 % of the bytes of its plain word list. Anagram queries need no second
//! index: a [`Rack`] is an automaton that walks the same FST and prunes every branch as soon as
//! a letter is not on the rack, so a query visits few states. Exact-anagram classes are computed
//! on demand from the word stream, by sorting the words' signatures, so nothing has to be stored
//! for them. `docs/BENCHMARKS.md` has the sizes and the times. The one side table is a list's
//! [`Spellings`], only for the keys whose spelling differs (none in English), kept apart so
//! that the FST bytes stay the keys alone.
//!
//! # Quirks and limits
//!
//! * Words are non-empty strings of the letters of a [`Profile`] (lowercase, NFC); English, the
//!   default, is `a`-`z`. See [`normalize`] and [`profile`] for how other text is treated.
//! * The queries that take a rack or a pattern as text (`anagrams`, `matching`, ...) are
//!   English; their `_in` twins take a profile. Lengths always count letters, not bytes.
//! * A grade is a number from 0 to 255; the embedded lexicon uses SCOWL size classes.
//! * Query results come back sorted in byte order, which for these words is alphabetical order.
//!
//! # Crate features
//!
//! * `frequencies` (default): the word frequencies of twelve languages, from the package
//!   `wordgames-wordfreq-data` (the wordfreq project's data, CC BY-SA 4.0):
//!   [`Frequencies::shipped`], and [`ReadOptions::for_profile`] grading a plain list by them.
//!   Without it everything works with grades alone, and asking for the shipped frequencies is
//!   [`Error::FrequencyDataMissing`], naming the language and its feature.
//! * `frequencies-da`, `frequencies-de`, `frequencies-en`, ..., `frequencies-uk`: one
//!   language's shipped frequencies each (`frequencies` is all twelve), for a program that
//!   carries only the languages it plays: `default-features = false, features =
//!   ["frequencies-en"]` builds English's table in and no other.
//! * `serde`: `Serialize` and `Deserialize` for [`Grade`], [`Entry`], [`Stats`] and
//!   [`Rejection`].
//! * `proptest`: the `proptest` module, strategies for property tests of code built on this crate.
#![deny(missing_docs)]

mod block;
mod budget;
mod error;
mod familiarity;
mod frequencies;
mod grade;
pub mod lines;
pub mod normalize;
pub mod profile;
#[cfg(feature = "proptest")]
pub mod proptest;
pub mod query;
mod rejection;
pub mod spelling;
pub mod stream;

use std::{
    borrow::Cow,
    collections::BTreeMap,
    fs,
    io::{self, BufRead},
    ops::ControlFlow,
    path::Path,
};

use fst::{Automaton, IntoStreamer, Streamer};

pub use crate::{
    block::BlockList,
    budget::BudgetExhausted,
    error::{Error, Result},
    familiarity::{Familiarity, ParseFamiliarityError, Zipf},
    frequencies::Frequencies,
    grade::Grade,
    normalize::{Normalizer, Rejection},
    profile::{Letter, LetterSet, Profile},
    query::{Length, Pattern, Rack},
    spelling::Spellings,
    stream::{Matches, Query},
};
pub use fst;

/// The embedded English lexicon as FST bytes, compiled by the build script from
/// `data/english.txt` (SCOWL 2020.12.07, american + english words, sizes 10 to 80).
static ENGLISH_FST: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/english.fst"));

/// A word and its grade, as returned by queries.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Entry {
    /// The word: lowercase ASCII letters.
    pub word: String,
    /// How common the word is.
    pub grade: Grade,
}

/// A word list stored as an FST map from word to [`Grade`].
///
/// `D` is the storage, as in [`fst::Map`]: anything that is `AsRef<[u8]>`.
///
/// # Example
///
/// ```
/// use wordgames_lexicon::{Grade, Lexicon};
///
/// // Unsorted, duplicated, mixed-case input is fine.
/// let lexicon = Lexicon::from_words(["Cat", "ant", "cat", "bee"])?;
/// assert_eq!(lexicon.len(), 3);
/// assert!(lexicon.contains("cat"));
/// assert_eq!(lexicon.grade("ant"), Some(Grade::DEFAULT));
///
/// // The FST bytes can be stored and loaded again.
/// let bytes = lexicon.as_bytes().to_vec();
/// let again = Lexicon::new(bytes)?;
/// assert!(again.contains("bee"));
/// # Ok::<(), wordgames_lexicon::Error>(())
/// ```
#[derive(Clone)]
pub struct Lexicon<D = Vec<u8>> {
    map: fst::Map<D>,
    frequencies: Option<Frequencies>,
    spellings: Option<Spellings>,
}

impl<D: AsRef<[u8]>> std::fmt::Debug for Lexicon<D> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Lexicon")
            .field("words", &self.len())
            .field("fst_bytes", &self.as_bytes().len())
            .field("frequencies", &self.frequencies)
            .field("spellings", &self.spellings)
            .finish()
    }
}

/// How to read a word list: which normalisation rules apply and what to do with lines that
/// cannot be words.
///
/// Grading a plain list by its capitals ([`ReadOptions::grade_by_case`]):
///
/// ```
/// use wordgames_lexicon::{Lexicon, Normalizer, ReadOptions, profile};
///
/// let text = "DNA\nHenny\nhymne\nHaus\nAbel\nabel\n";
/// let nb = ReadOptions::default().with_profile(&profile::NB).with_grade_by_case(true);
/// let (lexicon, report) = Lexicon::from_reader(text.as_bytes(), "nb", nb)?;
/// assert!(!lexicon.is_common("dna") && !lexicon.is_common("henny"));
/// assert!(lexicon.is_common("hymne") && lexicon.is_common("abel"));
/// assert_eq!(report.graded_by_case, 4); // DNA, Henny, Haus, Abel
///
/// let de = nb.with_normalizer(Normalizer::new().profile(&profile::DE));
/// let (lexicon, _) = Lexicon::from_reader(text.as_bytes(), "de", de)?;
/// assert!(lexicon.is_common("haus")); // German nouns are capitalized
/// assert!(!lexicon.is_common("dna"));
/// # Ok::<(), wordgames_lexicon::Error>(())
/// ```
///
/// New options may be added in a minor release, so the struct is `#[non_exhaustive]`: start from
/// [`ReadOptions::default()`] and change what you need with the `with_*` methods; the fields stay
/// readable.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct ReadOptions {
    /// The rules that turn each line into a word.
    pub normalizer: Normalizer,
    /// Skip lines that cannot be read as words, a bad grade or invalid UTF-8 included (and list
    /// them in [`ReadReport::skipped`]) instead of failing with an error.
    pub lenient: bool,
    /// How the bytes of each line are decoded.
    pub encoding: Encoding,
    /// Grade a plain list by its capitals: a line without a grade column written in capitals
    /// (`DNA`, two letters or more) is an abbreviation, and one with a capital first letter
    /// (`Henny`) a name, unless the profile capitalizes common nouns (German); both get
    /// [`Grade::RARE`], outside the common tier where puzzles choose their words, yet
    /// accepted when a player types them. A word also listed in lower case keeps the common
    /// grade. Counted in [`ReadReport::graded_by_case`]; see the example of [`ReadOptions`].
    pub grade_by_case: bool,
    /// Grade a plain list by the shipped word frequencies of the profile's language
    /// ([`Frequencies::shipped`]) and attach them: a word of a plain line is common when its
    /// frequency is at least [`Familiarity::Normal`]'s floor (Zipf 3.00), and rare (grade 70) when
    /// the frequency list does not know it; names and abbreviations graded by case stay rare, and a
    /// line with its own grade keeps it. A language without shipped frequencies (or whose table
    /// this build leaves out) keeps the list's grades and says so in [`ReadReport::notes`]. Lines that carry their own Zipf
    /// values (`word<TAB>3.52`) take precedence: see [`Lexicon::from_reader`]. Off in
    /// [`ReadOptions::default()`], on in [`ReadOptions::for_profile`].
    pub frequencies: bool,
    /// The most words a list may have: every line that is not blank counts, duplicates and
    /// skipped lines included. Past it the read stops with [`Error::TooManyWords`], so that an
    /// endless stream cannot fill memory. [`ReadOptions::MAX_WORDS`] by default.
    pub max_words: usize,
}

/// The `with_*` builder methods of an options struct: each is a `const fn` returning the
/// options with one field set to its argument (named as the field unless given), under the doc
/// comment written with it. For the options of this workspace's crates.
///
/// ```text
/// wordgames_lexicon::__with_setters! {
///     Options {
///         /// The same options with `budget`.
///         with_budget => budget: u64;
///         /// The same options, strict (`yes`) or not.
///         with_strict(yes) => strict: bool;
///     }
/// }
/// ```
#[doc(hidden)]
#[macro_export]
macro_rules! __with_setters {
    ($options:ident {
        $($(#[$doc:meta])* $with:ident $(($arg:ident))? => $field:ident: $ty:ty;)*
    }) => {
        impl $options {
            $(
                $crate::__with_setters!(@one $options, $(#[$doc])* $with [$($arg)? $field] $field: $ty);
            )*
        }
    };
    // The argument is the first name in brackets: the one given, else the field's.
    (@one $options:ident, $(#[$doc:meta])* $with:ident [$arg:ident $($_field:ident)?] $field:ident: $ty:ty) => {
        $(#[$doc])*
        #[must_use]
        pub const fn $with(mut self, $arg: $ty) -> $options {
            self.$field = $arg;
            self
        }
    };
}

impl Default for ReadOptions {
    /// UTF-8, strict, not graded by case, the normalizer's defaults, at most
    /// [`ReadOptions::MAX_WORDS`] words.
    fn default() -> ReadOptions {
        ReadOptions {
            normalizer: Normalizer::default(),
            lenient: false,
            encoding: Encoding::default(),
            grade_by_case: false,
            frequencies: false,
            max_words: ReadOptions::MAX_WORDS,
        }
    }
}

__with_setters! {
    ReadOptions {
        /// The same options reading at most `max` words ([`ReadOptions::max_words`]).
        with_max_words(max) => max_words: usize;
        /// The same options with `normalizer` as the rules that turn each line into a word.
        with_normalizer(normalizer) => normalizer: Normalizer;
        /// The same options, lenient (`yes`: skip and count the lines that are not words) or strict.
        with_lenient(yes) => lenient: bool;
        /// The same options decoding the lines with `encoding`.
        with_encoding(encoding) => encoding: Encoding;
        /// The same options grading a plain list by its capitals (`yes`) or not
        /// ([`ReadOptions::grade_by_case`]).
        with_grade_by_case(yes) => grade_by_case: bool;
        /// The same options grading by the shipped frequencies (`yes`) or not
        /// ([`ReadOptions::frequencies`]).
        with_frequencies(yes) => frequencies: bool;
    }
}

impl ReadOptions {
    /// The default of [`ReadOptions::max_words`]: 5,000,000 words, about seven times the
    /// longest of Debian's word lists (`wamerican-insane`, 650,000) and, at about 14 bytes of
    /// memory a byte of list while reading, under 1 GB for words of ten letters.
    pub const MAX_WORDS: usize = 5_000_000;

    /// The same options reading words of `profile` (the normalizer's other rules unchanged):
    /// short for `with_normalizer(options.normalizer.profile(profile))`.
    #[must_use]
    pub fn with_profile(mut self, profile: &'static Profile) -> ReadOptions {
        self.normalizer = self.normalizer.profile(profile);
        self
    }

    /// The options of a plain word list of `profile`'s language, as `wordgames --lang TAG
    /// --words FILE` reads one: words normalized by the profile; in English UTF-8, and in
    /// another language [`Encoding::Detect`] (Debian's lists are ISO-8859-1) with
    /// [`grade_by_case`](ReadOptions::grade_by_case), so that names and abbreviations stay out
    /// of the puzzles; in every language graded by the shipped word
    /// [`frequencies`](ReadOptions::frequencies), so that puzzles choose familiar words from a
    /// dictionary of every word. Strict: set [`lenient`](ReadOptions::lenient) to skip bad
    /// lines.
    ///
    /// ```
    /// use wordgames_lexicon::{Encoding, Lexicon, ReadOptions, profile};
    ///
    /// let options = ReadOptions::for_profile(&profile::NB);
    /// assert_eq!(options.encoding, Encoding::Detect);
    /// let list = &b"bl\xe5b\xe6r\nDNA\nabildgr\xe5\n"[..];
    /// let (lexicon, report) = Lexicon::from_reader(list, "nb", options)?;
    /// assert!(lexicon.is_common("blåbær") && !lexicon.is_common("dna"));
    /// assert!(lexicon.contains("abildgrå") && !lexicon.is_common("abildgrå")); // a rare word
    /// assert_eq!(report.latin1_lines, 2);
    /// assert_eq!(
    ///     ReadOptions::for_profile(&profile::EN),
    ///     ReadOptions::default().with_frequencies(true)
    /// );
    /// # Ok::<(), wordgames_lexicon::Error>(())
    /// ```
    pub fn for_profile(profile: &'static Profile) -> ReadOptions {
        let english = profile.is_ascii_az();
        ReadOptions {
            normalizer: Normalizer::new().profile(profile),
            lenient: false,
            encoding: if english {
                Encoding::Utf8
            } else {
                Encoding::Detect
            },
            grade_by_case: !english,
            frequencies: true,
            max_words: ReadOptions::MAX_WORDS,
        }
    }
}

/// How a word list's bytes are decoded ([`ReadOptions::encoding`]). A UTF-8 byte-order mark at
/// the start is dropped in every case.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[non_exhaustive]
pub enum Encoding {
    /// UTF-8: a line that is not valid UTF-8 is an error ([`Error::NotUtf8`]), or skipped and
    /// counted in a lenient read.
    #[default]
    Utf8,
    /// ISO-8859-1 (Latin-1): every byte is the character of the same number, as in Debian's
    /// `bokmaal` and `nynorsk` lists. Nothing can fail to decode.
    Latin1,
    /// Each line is read as UTF-8 when it is valid UTF-8 and as ISO-8859-1 otherwise; the lines
    /// read as ISO-8859-1 are counted in [`ReadReport::latin1_lines`], so that nothing is
    /// decoded silently. A Latin-1 line is almost never valid UTF-8 by accident (a letter
    /// would have to be followed by one or more of the symbols `\u{80}`-`\u{BF}`).
    Detect,
}

impl std::str::FromStr for Encoding {
    type Err = String;

    /// `utf-8` (or `utf8`), `latin-1` (or `latin1`, `iso-8859-1`), `auto` (or `detect`).
    fn from_str(s: &str) -> std::result::Result<Encoding, String> {
        match s.to_ascii_lowercase().as_str() {
            "utf-8" | "utf8" => Ok(Encoding::Utf8),
            "latin-1" | "latin1" | "iso-8859-1" | "iso8859-1" => Ok(Encoding::Latin1),
            "auto" | "detect" => Ok(Encoding::Detect),
            _ => Err(format!(
                "unknown encoding {s:?}: expected utf-8, latin-1 or auto"
            )),
        }
    }
}

/// What a read of a word list did besides building the lexicon.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
#[non_exhaustive]
pub struct ReadReport {
    /// Lines read, blank lines included.
    pub lines: usize,
    /// Blank lines (nothing but whitespace), which are always skipped. A line with a grade but
    /// no word is not blank: it is an [`Error::InvalidWord`] (skipped and listed when lenient).
    pub blank: usize,
    /// Lines that were words already seen (the most common grade is kept).
    pub duplicates: usize,
    /// Lines skipped by a lenient read, in order.
    pub skipped: Vec<Skipped>,
    /// Lines decoded as ISO-8859-1 because they were not valid UTF-8 ([`Encoding::Detect`]),
    /// or all non-ASCII lines under [`Encoding::Latin1`].
    pub latin1_lines: usize,
    /// Lines graded [`Grade::RARE`] for their capitals ([`ReadOptions::grade_by_case`]).
    pub graded_by_case: usize,
    /// Words graded by the shipped frequencies ([`ReadOptions::frequencies`]).
    pub graded_by_frequency: usize,
    /// The tag of the language whose list asked for shipped frequencies when none ship for it
    /// (Nynorsk), or when this build leaves its table out (see
    /// [`ReadReport::frequencies_left_out`]): the list's own grades were kept.
    pub no_frequencies: Option<String>,
    /// Whether [`ReadReport::no_frequencies`] is a language whose frequencies ship but not in
    /// this build (neither the `frequencies` feature nor its own `frequencies-<tag>`, as in
    /// the web page's WebAssembly module, which builds in English's alone).
    pub frequencies_left_out: bool,
}

/// How many lines a lenient read skipped for one kind of reason ([`ReadReport::reasons`]).
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct ReasonCount {
    /// The reason of the first such line (its character, for a word refused for a character).
    pub reason: SkipReason,
    /// How many lines were skipped for a reason of this kind.
    pub lines: usize,
    /// The first of them.
    pub first: Skipped,
}

impl std::fmt::Display for ReasonCount {
    /// `2 lines not a word: '-' is not a letter (first: line 1: "a-b")`, `1 line not valid
    /// UTF-8 (first: line 3: …)`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let lines = if self.lines == 1 { "line" } else { "lines" };
        write!(f, "{} {lines} ", self.lines)?;
        match self.reason {
            SkipReason::NotAWord(r) => write!(f, "not a word: {r}")?,
            SkipReason::BadGrade => {
                f.write_str("with a grade that is not a whole number from 0 to 255")?;
            }
            SkipReason::BadZipf => {
                f.write_str("with a Zipf frequency that is not a number from 0.00 to 8.00")?;
            }
            SkipReason::NotUtf8 => f.write_str("not valid UTF-8")?,
        }
        write!(
            f,
            " (first: line {}: {})",
            self.first.line,
            lines::Quoted(&self.first.text)
        )
    }
}

impl ReadReport {
    /// What a program tells the person who gave the list, besides the skipped lines
    /// ([`ReadReport::reasons`]): the words graded rare for their capitals, the lines read as
    /// ISO-8859-1 and the duplicate lines merged, each as one sentence when its count is not 0.
    ///
    /// ```
    /// use wordgames_lexicon::{Lexicon, ReadOptions, profile};
    ///
    /// let options = ReadOptions::for_profile(&profile::NB);
    /// let (_, report) = Lexicon::from_reader(&b"bl\xe5b\xe6r\nDNA\nhus\nhus\n"[..], "nb", options)?;
    /// assert_eq!(report.notes(), [
    ///     "1 name or abbreviation (by its capitals) kept out of the common tier",
    ///     "1 line read as ISO-8859-1 (it is not UTF-8)",
    ///     "1 duplicate line merged into the word before it (the most common grade kept)",
    /// ]);
    /// # Ok::<(), wordgames_lexicon::Error>(())
    /// ```
    pub fn notes(&self) -> Vec<String> {
        let mut notes = Vec::new();
        let one = |n: usize, one: &str, many: &str| -> String {
            format!("{n} {}", if n == 1 { one } else { many })
        };
        if self.graded_by_case > 0 {
            notes.push(format!(
                "{} kept out of the common tier",
                one(
                    self.graded_by_case,
                    "name or abbreviation (by its capitals)",
                    "names and abbreviations (by their capitals)"
                )
            ));
        }
        if let Some(tag) = &self.no_frequencies {
            notes.push(if self.frequencies_left_out {
                format!(
                    "the word frequencies of {tag:?} are not in this build (feature `frequencies-{tag}`): puzzles choose from the list's own grades"
                )
            } else {
                format!(
                    "no word frequencies ship for {tag:?}: puzzles choose from the list's own grades"
                )
            });
        }
        if self.latin1_lines > 0 {
            notes.push(one(
                self.latin1_lines,
                "line read as ISO-8859-1 (it is not UTF-8)",
                "lines read as ISO-8859-1 (they are not UTF-8)",
            ));
        }
        if self.duplicates > 0 {
            notes.push(format!(
                "{} (the most common grade kept)",
                one(
                    self.duplicates,
                    "duplicate line merged into the word before it",
                    "duplicate lines merged into the words before them"
                )
            ));
        }
        notes
    }

    /// Every reason lines were skipped for, grouped by kind (not a word because of a hyphen,
    /// of a letter outside the alphabet, of a digit, ...; a bad grade; not UTF-8), most lines
    /// first, each with its count and its first line. Characters count apart: 300 lines
    /// skipped for `'-'` and 20 for `'.'` are two entries.
    ///
    /// ```
    /// use wordgames_lexicon::{Lexicon, ReadOptions};
    ///
    /// let text = "a-b\nc-d\nx.y\nok\n";
    /// let lenient = ReadOptions::default().with_lenient(true);
    /// let (_, report) = Lexicon::from_reader(text.as_bytes(), "t", lenient)?;
    /// let reasons = report.reasons();
    /// assert_eq!(reasons.len(), 2);
    /// assert_eq!((reasons[0].lines, reasons[0].first.line), (2, 1));
    /// assert_eq!(reasons[1].reason.to_string(), "not a word: '.' is not a letter");
    /// # Ok::<(), wordgames_lexicon::Error>(())
    /// ```
    pub fn reasons(&self) -> Vec<ReasonCount> {
        let mut out: Vec<ReasonCount> = Vec::new();
        for skipped in &self.skipped {
            match out.iter_mut().find(|r| r.reason == skipped.reason) {
                Some(r) => r.lines += 1,
                None => out.push(ReasonCount {
                    reason: skipped.reason,
                    lines: 1,
                    first: skipped.clone(),
                }),
            }
        }
        out.sort_by(|a, b| b.lines.cmp(&a.lines).then(a.first.line.cmp(&b.first.line)));
        out
    }
}

impl std::fmt::Display for ReadReport {
    /// A summary for people: the lines read and kept, then one line per skip reason.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} lines: {} blank, {} duplicates, {} skipped",
            self.lines,
            self.blank,
            self.duplicates,
            self.skipped.len()
        )?;
        if self.latin1_lines > 0 {
            write!(f, ", {} read as ISO-8859-1", self.latin1_lines)?;
        }
        if self.graded_by_case > 0 {
            write!(
                f,
                ", {} graded rare for their capitals",
                self.graded_by_case
            )?;
        }
        for r in self.reasons() {
            write!(f, "\n  {r}")?;
        }
        Ok(())
    }
}

impl Lexicon<&'static [u8]> {
    /// The embedded default English lexicon: 242,844 words from SCOWL 2020.12.07 (american and
    /// english words up to size 80, lowercase `a`-`z` only), graded by SCOWL size class. 39,095
    /// of them are in the common tier (size 35 and below).
    ///
    /// No file is read: the FST is compiled into the program.
    ///
    /// With the `frequencies` feature (on by default) it carries English's shipped word
    /// frequencies ([`Frequencies::shipped`]), so that puzzles made from it choose the words
    /// players know ([`Lexicon::is_familiar`] by frequency, not by SCOWL size); the first call
    /// of a process reads them, later calls share them. [`Lexicon::english_graded`] is the
    /// same lexicon without them.
    ///
    /// # Example
    ///
    /// ```
    /// let english = wordgames_lexicon::Lexicon::english();
    /// assert_eq!(english.len(), 242_844);
    /// assert!(english.contains("zebra"));
    /// // With the default features, frequencies come with it.
    /// assert!(english.has_frequencies());
    /// assert!(english.zipf("water") > english.zipf("azotic"));
    /// ```
    pub fn english() -> Lexicon<&'static [u8]> {
        let english = Lexicon::english_graded();
        match english_frequencies() {
            Some(frequencies) => english.with_frequencies(frequencies),
            None => english,
        }
    }

    /// The embedded English lexicon ([`Lexicon::english`]) with its SCOWL grades alone, no
    /// frequencies: [`Lexicon::is_familiar`] then counts the common tier as familiar.
    ///
    /// ```
    /// let english = wordgames_lexicon::Lexicon::english_graded();
    /// assert!(!english.has_frequencies());
    /// assert_eq!(english.zipf("water"), None);
    /// assert!(english.is_common("water"));
    /// ```
    pub fn english_graded() -> Lexicon<&'static [u8]> {
        // The bytes were written by our own build script, so this cannot fail unless the build
        // is broken; a test checks them, checksum included.
        Lexicon {
            map: fst::Map::new(ENGLISH_FST).expect("the embedded English FST is valid"),
            frequencies: None,
            spellings: None,
        }
    }
}

/// English's shipped frequencies, when this build has them (the `frequencies` or the
/// `frequencies-en` feature).
fn english_frequencies() -> Option<Frequencies> {
    if cfg!(feature = "frequencies-en") {
        Frequencies::shipped(&profile::EN).ok()
    } else {
        None
    }
}

/// A lexicon whose bytes are either compiled into the program or owned: the one type for a
/// caller that holds "the embedded list, or the file the user named".
///
/// Both [`Lexicon::english`] (`Lexicon<&'static [u8]>`) and a lexicon read or built at run time
/// (`Lexicon<Vec<u8>>`) convert into it for free with [`Lexicon::into_cow`] or [`From`]: the
/// bytes are neither copied nor checked again. Queries on it cost the same as on either
/// (`docs/BENCHMARKS.md` measures `contains`).
///
/// # Example
///
/// ```
/// use wordgames_lexicon::{AnyLexicon, Lexicon, ReadOptions};
///
/// fn load(words: Option<&str>) -> Result<AnyLexicon, wordgames_lexicon::Error> {
///     Ok(match words {
///         None => Lexicon::english().into_cow(),
///         Some(text) => {
///             let options = ReadOptions::default();
///             Lexicon::from_reader(text.as_bytes(), "<text>", options)?.0.into()
///         }
///     })
/// }
///
/// assert_eq!(load(None)?.len(), 242_844);
/// assert!(load(Some("cat\ndog\n"))?.contains("dog"));
/// # Ok::<(), wordgames_lexicon::Error>(())
/// ```
pub type AnyLexicon = Lexicon<Cow<'static, [u8]>>;

impl<D: AsRef<[u8]> + Into<Cow<'static, [u8]>>> Lexicon<D> {
    /// The same lexicon as an [`AnyLexicon`], whatever its storage was; the bytes are moved, not
    /// copied.
    ///
    /// ```
    /// use wordgames_lexicon::Lexicon;
    ///
    /// let embedded = Lexicon::english().into_cow();
    /// let built = Lexicon::from_words(["cat"])?.into_cow();
    /// // One type: both fit in one `Vec`.
    /// let both = vec![embedded, built];
    /// assert!(both.iter().all(|l| l.contains("cat")));
    /// # Ok::<(), wordgames_lexicon::Error>(())
    /// ```
    pub fn into_cow(self) -> AnyLexicon {
        let map = self
            .map
            .map_data(Into::into)
            // The same bytes, which `fst` already accepted: reading their header again cannot
            // fail.
            .expect("the bytes of a valid FST are still valid");
        Lexicon {
            map,
            frequencies: self.frequencies,
            spellings: self.spellings,
        }
    }
}

impl From<Lexicon<&'static [u8]>> for AnyLexicon {
    fn from(lexicon: Lexicon<&'static [u8]>) -> AnyLexicon {
        lexicon.into_cow()
    }
}

impl From<Lexicon<Vec<u8>>> for AnyLexicon {
    fn from(lexicon: Lexicon<Vec<u8>>) -> AnyLexicon {
        lexicon.into_cow()
    }
}

impl Lexicon<Vec<u8>> {
    /// Builds a lexicon from words in any order, all with [`Grade::DEFAULT`], under the strict
    /// normalisation rules.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidWord`] for the first item that cannot be a word (its 1-based position is
    /// the line number, the source name is `"<words>"`).
    pub fn from_words<I, S>(words: I) -> Result<Lexicon>
    where
        I: IntoIterator<Item = S>,
        S: AsRef<str>,
    {
        Lexicon::from_graded(words.into_iter().map(|w| (w, Grade::DEFAULT)))
    }

    /// Builds a lexicon from (word, grade) pairs in any order. A word given twice keeps its most
    /// common (lowest) grade.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidWord`] for the first item that cannot be a word.
    pub fn from_graded<I, S>(words: I) -> Result<Lexicon>
    where
        I: IntoIterator<Item = (S, Grade)>,
        S: AsRef<str>,
    {
        let normalizer = Normalizer::new();
        let mut all = BTreeMap::new();
        for (i, (word, grade)) in words.into_iter().enumerate() {
            let word = normalize_item(&normalizer, "<words>", i, word.as_ref())?;
            insert_min(&mut all, word, grade);
        }
        Lexicon::from_sorted_map(all)
    }

    /// Reads a word list: one word a line, optionally followed by a tab and a grade
    /// (`WORD<TAB>GRADE`). Blank lines are skipped; a word given twice keeps its most common
    /// grade. `source_name` names the input in error messages.
    ///
    /// # Errors
    ///
    /// * [`Error::InvalidWord`] with the line number for a line that cannot be a word, unless
    ///   `options.lenient` is set, in which case the line is skipped and listed in the report;
    /// * [`Error::InvalidGrade`] for a grade column that is not a number from 0 to 255 (in
    ///   lenient mode, skipped and listed);
    /// * [`Error::NotUtf8`] for a line that is not UTF-8 (in lenient mode, skipped and listed);
    /// * [`Error::LineTooLong`] for a line longer than [`lines::MAX_WORD_LINE`] bytes, in
    ///   either mode: the read stops there, so memory stays bounded whatever the input;
    /// * [`Error::TooManyWords`] at the first line past [`ReadOptions::max_words`] lines that
    ///   are not blank, in either mode: the read stops there;
    /// * [`Error::Io`] when reading fails.
    ///
    /// A UTF-8 byte-order mark at the start of the input is dropped.
    ///
    /// # Example
    ///
    /// ```
    /// use wordgames_lexicon::{Lexicon, ReadOptions};
    ///
    /// let text = "cat\t10\r\nDog\n\ndon't\n";
    /// let err = Lexicon::from_reader(text.as_bytes(), "pets.txt", ReadOptions::default()).unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "pets.txt:4: \"don't\" is not a word: '\\'' is not a letter (use a lenient read to skip such lines)"
    /// );
    ///
    /// let lenient = ReadOptions::default().with_lenient(true);
    /// let (lexicon, report) = Lexicon::from_reader(text.as_bytes(), "pets.txt", lenient)?;
    /// assert_eq!(lexicon.len(), 2);
    /// assert_eq!(report.skipped.len(), 1);
    /// assert_eq!(lexicon.grade("cat").map(|g| g.get()), Some(10));
    /// # Ok::<(), wordgames_lexicon::Error>(())
    /// ```
    pub fn from_reader<R: BufRead>(
        mut reader: R,
        source_name: &str,
        options: ReadOptions,
    ) -> Result<(Lexicon, ReadReport)> {
        let mut all = BTreeMap::new();
        let mut zipfs: BTreeMap<String, Zipf> = BTreeMap::new();
        let mut spellings = spelling::Collector::default();
        let mut report = ReadReport::default();
        let mut buf = Vec::new();
        let mut words = 0usize;
        loop {
            let read = lines::read_numbered_line(
                &mut reader,
                &mut buf,
                lines::MAX_WORD_LINE,
                report.lines + 1,
            )
            .map_err(|source| Error::Io {
                path: source_name.into(),
                source: source.into(),
            })?;
            match read {
                lines::Line::Eof => break,
                lines::Line::Read => {}
                lines::Line::TooLong => {
                    return Err(Error::LineTooLong {
                        source_name: source_name.to_string(),
                        line: report.lines + 1,
                        max: lines::MAX_WORD_LINE,
                    });
                }
            }
            report.lines += 1;
            let line = report.lines;
            if !buf.iter().all(u8::is_ascii_whitespace) {
                words += 1;
                if words > options.max_words {
                    return Err(Error::TooManyWords {
                        source_name: source_name.to_string(),
                        line,
                        max: options.max_words,
                    });
                }
            }
            // Each line gives a word, a blank, or a reason to skip it (lenient) or fail (strict).
            let (text, reason, error) = match parse_line(&buf, &options, &mut report) {
                Ok(Some((word, grade, zipf, spelling))) => {
                    // Before the line is counted in, so that `before` sees only earlier lines.
                    let rank = spelling::Rank::new(zipf, grade, spelling.is_none());
                    spellings.note(&word, spelling, rank, || {
                        let grade = *all.get(&word)?;
                        Some(spelling::Rank::new(zipfs.get(&word).copied(), grade, true))
                    });
                    if let Some(zipf) = zipf {
                        let slot = zipfs.entry(word.clone()).or_insert(zipf);
                        *slot = (*slot).max(zipf);
                    }
                    if insert_min(&mut all, word, grade) {
                        report.duplicates += 1;
                    }
                    continue;
                }
                Ok(None) => {
                    report.blank += 1;
                    continue;
                }
                Err(failure) => failure,
            };
            if options.lenient {
                report.skipped.push(Skipped { line, text, reason });
                continue;
            }
            let source_name = source_name.to_string();
            return Err(match error {
                LineError::NotUtf8 => Error::NotUtf8 { source_name, line },
                LineError::Zipf(value) => Error::InvalidZipf {
                    source_name,
                    line,
                    value,
                },
                LineError::Grade(value) => Error::InvalidGrade {
                    source_name,
                    line,
                    value,
                },
                LineError::Word(reason) => Error::InvalidWord {
                    source_name,
                    line,
                    value: text,
                    reason,
                },
            });
        }
        let frequencies = if !zipfs.is_empty() {
            // The list's own frequencies: its other words count as unknown.
            Some(Frequencies::from_sorted(zipfs.into_iter()))
        } else if options.frequencies {
            match Frequencies::shipped(options.normalizer.language()) {
                Ok(shipped) => {
                    for (word, grade) in all.iter_mut() {
                        if *grade == Grade::DEFAULT {
                            *grade = grade_of_zipf(shipped.get(word).unwrap_or(Zipf::ZERO));
                            report.graded_by_frequency += 1;
                        }
                    }
                    Some(shipped)
                }
                Err(Error::NoFrequencies { tag }) => {
                    report.no_frequencies = Some(tag);
                    None
                }
                // A build that leaves the language's table out reads as for a language without
                // one, and says so.
                Err(Error::FrequencyDataMissing { tag }) => {
                    report.no_frequencies = Some(tag);
                    report.frequencies_left_out = true;
                    None
                }
                Err(other) => return Err(other),
            }
        } else {
            None
        };
        let mut lexicon = Lexicon::from_sorted_map(all)?;
        lexicon.frequencies = frequencies;
        lexicon.spellings = spellings.finish();
        Ok((lexicon, report))
    }

    /// Reads a word list from a file; see [`Lexicon::from_reader`] for the format.
    ///
    /// # Errors
    ///
    /// As [`Lexicon::from_reader`], with the path as the source name; [`Error::Io`] when the
    /// file cannot be opened.
    pub fn from_path(
        path: impl AsRef<Path>,
        options: ReadOptions,
    ) -> Result<(Lexicon, ReadReport)> {
        let path = path.as_ref();
        let file = fs::File::open(path).map_err(|source| Error::Io {
            path: path.into(),
            source: source.into(),
        })?;
        Lexicon::from_reader(
            io::BufReader::new(file),
            &path.display().to_string(),
            options,
        )
    }

    /// The largest FST file [`Lexicon::from_fst_file`] reads: 256 MiB, about forty times the
    /// bundled English lexicon.
    pub const MAX_FST_FILE: u64 = 256 << 20;

    /// Loads a lexicon from a file of FST bytes written from [`Lexicon::as_bytes`].
    ///
    /// At most [`Lexicon::MAX_FST_FILE`] bytes are read; the size the file system reports is
    /// used only to refuse a larger file early, never to reserve memory.
    ///
    /// # Errors
    ///
    /// [`Error::Io`] when the file cannot be read, [`Error::FileTooLarge`] when it holds more
    /// than [`Lexicon::MAX_FST_FILE`] bytes, [`Error::Fst`] when it is not an FST map.
    pub fn from_fst_file(path: impl AsRef<Path>) -> Result<Lexicon> {
        let path = path.as_ref();
        let io_error = |source: io::Error| Error::Io {
            path: path.into(),
            source: source.into(),
        };
        let too_large = || Error::FileTooLarge {
            path: path.into(),
            max: Lexicon::MAX_FST_FILE,
        };
        let file = fs::File::open(path).map_err(io_error)?;
        if file
            .metadata()
            .is_ok_and(|m| m.is_file() && m.len() > Lexicon::MAX_FST_FILE)
        {
            return Err(too_large());
        }
        let bytes = lines::read_to_end_bounded(file, Lexicon::MAX_FST_FILE)
            .map_err(io_error)?
            .ok_or_else(too_large)?;
        Lexicon::new(bytes)
    }

    fn from_sorted_map(all: BTreeMap<String, Grade>) -> Result<Lexicon> {
        let mut builder = fst::MapBuilder::memory();
        for (word, grade) in &all {
            builder.insert(word, u64::from(grade.get()))?;
        }
        Lexicon::new(builder.into_inner()?)
    }
}

/// The grade a word's frequency gives it: 20 from Zipf 4.00 (the words nearly everyone
/// knows), [`Grade::COMMON`] from 3.00 ([`Familiarity::Normal`]'s floor: the common tier),
/// 50 from 2.00, and 70 below or unknown (short of [`Grade::RARE`], which marks names and
/// abbreviations, whose frequency never counts: see [`Lexicon::zipf`]).
pub(crate) fn grade_of_zipf(zipf: Zipf) -> Grade {
    match zipf.centi() {
        400.. => Grade::new(20),
        300.. => Grade::COMMON,
        200.. => Grade::new(50),
        _ => Grade::new(70),
    }
}

/// Inserts keeping the lowest grade; says whether the word was there already.
/// Normalizes item `i` (from 0) of a list of words given in code: [`Error::InvalidWord`] naming
/// `source_name` and line `i + 1` where it is not a word.
fn normalize_item(
    normalizer: &Normalizer,
    source_name: &str,
    i: usize,
    raw: &str,
) -> Result<String> {
    normalizer
        .normalize(raw)
        .map_err(|reason| Error::InvalidWord {
            source_name: source_name.into(),
            line: i + 1,
            value: raw.trim().into(),
            reason,
        })
}

fn insert_min(all: &mut BTreeMap<String, Grade>, word: String, grade: Grade) -> bool {
    match all.entry(word) {
        std::collections::btree_map::Entry::Vacant(v) => {
            v.insert(grade);
            false
        }
        std::collections::btree_map::Entry::Occupied(mut o) => {
            if grade < *o.get() {
                o.insert(grade);
            }
            true
        }
    }
}

enum LineError {
    Zipf(String),
    NotUtf8,
    Grade(String),
    Word(Rejection),
}

/// The Zipf column of a word list's line (`3.52`, spaces around it allowed), or `None` for a
/// value that is not a frequency from 0.00 to 8.00.
pub(crate) fn parse_zipf(column: &str) -> Option<Zipf> {
    column.trim().parse::<f32>().ok().and_then(Zipf::new)
}

/// Parses one line of a word list: `Ok(None)` for a blank line; on failure, the line as shown in
/// reports, why it was skipped, and what a strict read reports.
#[allow(clippy::type_complexity)]
fn parse_line(
    bytes: &[u8],
    options: &ReadOptions,
    report: &mut ReadReport,
) -> std::result::Result<
    Option<(String, Grade, Option<Zipf>, Option<String>)>,
    (String, SkipReason, LineError),
> {
    let normalizer = &options.normalizer;
    let decoded: Cow<'_, str> = match (std::str::from_utf8(bytes), options.encoding) {
        (Ok(text), Encoding::Utf8 | Encoding::Detect) => text.into(),
        (Ok(text), Encoding::Latin1) if text.is_ascii() => text.into(),
        (Err(_), Encoding::Utf8) => {
            let shown = String::from_utf8_lossy(bytes).trim().to_string();
            return Err((shown, SkipReason::NotUtf8, LineError::NotUtf8));
        }
        (_, Encoding::Latin1 | Encoding::Detect) => {
            report.latin1_lines += 1;
            bytes
                .iter()
                .map(|&b| char::from(b))
                .collect::<String>()
                .into()
        }
    };
    let text: &str = &decoded;
    let text = text.trim_end_matches(['\n', '\r']);
    let (raw, grade, zipf) = match text.split_once('\t') {
        // A value with a decimal point is a Zipf frequency, which grades the word too.
        Some((w, z)) if z.contains('.') => match parse_zipf(z) {
            Some(zipf) => (w, grade_of_zipf(zipf), Some(zipf)),
            None => {
                let shown = text.trim().to_string();
                return Err((shown, SkipReason::BadZipf, LineError::Zipf(z.to_string())));
            }
        },
        Some((w, g)) if !g.trim().is_empty() => match g.trim().parse::<u8>() {
            Ok(grade) => (w, Grade::new(grade), None),
            Err(_) => {
                let shown = text.trim().to_string();
                return Err((shown, SkipReason::BadGrade, LineError::Grade(g.to_string())));
            }
        },
        _ => (text, Grade::DEFAULT, None),
    };
    if raw.trim().is_empty() {
        // A grade with no word before it is a line that lost its word, not a blank line.
        if text.trim().is_empty() {
            return Ok(None);
        }
        // Shown with its leading tab, which is what is wrong with it.
        let shown = text.trim_end().to_string();
        return Err((
            shown,
            SkipReason::NotAWord(Rejection::Empty),
            LineError::Word(Rejection::Empty),
        ));
    }
    let grade = if options.grade_by_case && grade == Grade::DEFAULT && !text.contains('\t') {
        match case_grade(raw.trim(), normalizer.language()) {
            Some(rare) => {
                report.graded_by_case += 1;
                rare
            }
            None => grade,
        }
    } else {
        grade
    };
    match normalizer.normalize_folding(raw) {
        Ok((word, folded)) => {
            // The list's spelling, when the rules folded more than its case.
            let spelling = if folded {
                spelling::spelling_of(raw, &word)
            } else {
                None
            };
            Ok(Some((word, grade, zipf, spelling)))
        }
        Err(reason) => {
            let shown = raw.trim().to_string();
            Err((shown, SkipReason::NotAWord(reason), LineError::Word(reason)))
        }
    }
}

/// [`Grade::RARE`] for an abbreviation in capitals or, unless the profile capitalizes nouns, a
/// capitalized name; `None` for any other word.
fn case_grade(word: &str, profile: &Profile) -> Option<Grade> {
    let mut letters = word.chars().filter(|c| c.is_alphabetic());
    let first = letters.next()?;
    if !first.is_uppercase() {
        return None;
    }
    let mut rest = letters.peekable();
    let abbreviation = rest.peek().is_some() && rest.all(char::is_uppercase);
    (abbreviation || !profile.capitalized_nouns()).then_some(Grade::RARE)
}

/// A line that a lenient read skipped.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Skipped {
    /// The 1-based line number.
    pub line: usize,
    /// The line, trimmed (invalid UTF-8 shown with replacement characters; a grade without a
    /// word keeps its leading tab).
    pub text: String,
    /// Why it was skipped.
    pub reason: SkipReason,
}

/// Why a lenient read skipped a line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum SkipReason {
    /// The word cannot be a word under the normalisation rules in force.
    NotAWord(Rejection),
    /// The grade column is not a number from 0 to 255.
    BadGrade,
    /// The Zipf column (a number with a decimal point) is not a frequency from 0.00 to 8.00.
    BadZipf,
    /// The line is not valid UTF-8.
    NotUtf8,
}

impl std::fmt::Display for SkipReason {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SkipReason::NotAWord(r) => write!(f, "not a word: {r}"),
            SkipReason::BadGrade => f.write_str("the grade is not a whole number from 0 to 255"),
            SkipReason::BadZipf => {
                f.write_str("the Zipf frequency is not a number from 0.00 to 8.00")
            }
            SkipReason::NotUtf8 => f.write_str("the line is not valid UTF-8"),
        }
    }
}

/// Counts of a lexicon's words by grade and by length.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct Stats {
    /// All words.
    pub words: usize,
    /// Words in the common tier.
    pub common: usize,
    /// Bytes of the FST.
    pub fst_bytes: usize,
    /// Bytes of the same words as a plain list, one word and a newline each.
    pub plain_bytes: usize,
    /// Words per grade, most common grade first.
    pub by_grade: BTreeMap<Grade, usize>,
    /// Words per length in letters.
    pub by_length: BTreeMap<usize, usize>,
    /// Words the list spells otherwise than their key ([`Lexicon::spelling`]: `canción` for
    /// `cancion`); 0 for a lexicon without spellings.
    pub spelled: usize,
    /// Bytes of the spellings' stored form ([`Spellings::to_bytes`]); 0 without spellings.
    pub spellings_bytes: usize,
}

/// An exact-anagram class: words that are permutations of each other.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct AnagramClass {
    /// The sorted letters that every word of the class has.
    pub signature: String,
    /// The words, alphabetically.
    pub words: Vec<String>,
}

/// The anagram signature of a word: its letters sorted. Two words are anagrams exactly when their
/// signatures are equal.
///
/// ```
/// assert_eq!(wordgames_lexicon::signature("listen"), "eilnst");
/// assert_eq!(wordgames_lexicon::signature("silent"), wordgames_lexicon::signature("listen"));
/// assert_eq!(wordgames_lexicon::signature("blåbær"), "bblråæ"); // letters, in code point order
/// ```
pub fn signature(word: &str) -> String {
    if word.is_ascii() {
        let mut bytes = word.as_bytes().to_vec();
        bytes.sort_unstable();
        // Sorted ASCII is still ASCII.
        return String::from_utf8(bytes).unwrap_or_default();
    }
    // Bytes of other letters must not be sorted apart: the chars are sorted instead.
    let mut chars: Vec<char> = word.chars().collect();
    chars.sort_unstable();
    chars.into_iter().collect()
}

impl<D: AsRef<[u8]>> Lexicon<D> {
    /// Wraps FST bytes, for example a lexicon written earlier with [`Lexicon::as_bytes`] or one
    /// embedded with `include_bytes!`.
    ///
    /// # Errors
    ///
    /// [`Error::Fst`] when the bytes are not an FST map of this `fst` version or fail its
    /// checksum.
    pub fn new(data: D) -> Result<Lexicon<D>> {
        let map = fst::Map::new(data)?;
        // `Map::new` checks only the header and footer; the checksum covers every byte, so
        // corrupted or foreign bytes are refused here instead of misbehaving during a walk.
        map.as_fst().verify()?;
        Ok(Lexicon {
            map,
            frequencies: None,
            spellings: None,
        })
    }

    /// The same lexicon on borrowed bytes: its words, grades and frequencies, nothing copied
    /// or checked again. For a caller that holds a `&Lexicon` and hands a lexicon to something
    /// that owns one (a generator).
    ///
    /// ```
    /// use wordgames_lexicon::Lexicon;
    ///
    /// let english = Lexicon::english();
    /// let borrowed = english.borrowed();
    /// assert_eq!(borrowed.len(), english.len());
    /// assert_eq!(borrowed.zipf("water"), english.zipf("water"));
    /// ```
    pub fn borrowed(&self) -> Lexicon<&[u8]> {
        Lexicon {
            // The bytes of a map that was already accepted: reading their header again cannot
            // fail.
            map: fst::Map::new(self.as_bytes()).expect("the bytes of a valid FST are still valid"),
            frequencies: self.frequencies.clone(),
            spellings: self.spellings.clone(),
        }
    }

    /// The underlying FST map from word to grade, for queries this crate does not offer.
    pub fn as_fst(&self) -> &fst::Map<D> {
        &self.map
    }

    /// The FST bytes, to store and load again with [`Lexicon::new`].
    pub fn as_bytes(&self) -> &[u8] {
        self.map.as_fst().as_bytes()
    }

    /// How many words the lexicon holds.
    pub fn len(&self) -> usize {
        self.map.len()
    }

    /// Whether the lexicon holds no words.
    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }

    /// Whether `word` is in the lexicon, exactly as given (no normalisation: "Cat" is not "cat").
    ///
    /// ```
    /// let english = wordgames_lexicon::Lexicon::english();
    /// assert!(english.contains("quiz"));
    /// assert!(!english.contains("Quiz"));
    /// assert!(!english.contains("qiuz"));
    /// ```
    pub fn contains(&self, word: impl AsRef<[u8]>) -> bool {
        self.map.contains_key(word)
    }

    /// The grade of `word`, or `None` when it is not in the lexicon.
    ///
    /// ```
    /// let english = wordgames_lexicon::Lexicon::english();
    /// assert_eq!(english.grade("the").map(|g| g.get()), Some(10));
    /// assert_eq!(english.grade("zzzz"), None);
    /// ```
    pub fn grade(&self, word: impl AsRef<[u8]>) -> Option<Grade> {
        self.map.get(word).map(to_grade)
    }

    /// Whether `word` is in the lexicon's common tier.
    ///
    /// ```
    /// let english = wordgames_lexicon::Lexicon::english();
    /// assert!(english.is_common("water"));
    /// assert!(!english.is_common("aalii"));
    /// ```
    pub fn is_common(&self, word: impl AsRef<[u8]>) -> bool {
        self.grade(word).is_some_and(Grade::is_common)
    }

    /// Whether the lexicon carries word frequencies ([`Lexicon::zipf`]).
    ///
    /// ```
    /// use wordgames_lexicon::{Frequencies, Lexicon, profile};
    ///
    /// let english = Lexicon::english_graded();
    /// assert!(!english.has_frequencies());
    /// let english = english.with_frequencies(Frequencies::shipped(&profile::EN)?);
    /// assert!(english.has_frequencies());
    /// # Ok::<(), wordgames_lexicon::Error>(())
    /// ```
    pub fn has_frequencies(&self) -> bool {
        self.frequencies.is_some()
    }

    /// The frequencies attached to the lexicon, if any.
    pub fn frequencies(&self) -> Option<&Frequencies> {
        self.frequencies.as_ref()
    }

    /// The frequencies of the lexicon's words, as [`Frequencies::from_bytes`] reads them back
    /// (`None` when it carries none): what a program needs to play the lexicon with the same
    /// frequencies elsewhere (the web app sends them to its page beside the lexicon's bytes),
    /// without the words of the frequency list that the lexicon does not hold.
    ///
    /// ```
    /// use wordgames_lexicon::{Frequencies, Lexicon, ReadOptions, profile};
    ///
    /// let options = ReadOptions::for_profile(&profile::NB);
    /// let (norsk, _) = Lexicon::from_reader("hus\nkatt\nqzx\n".as_bytes(), "nb", options)?;
    /// let bytes = norsk.frequencies_to_bytes().expect("bokmål's shipped frequencies");
    /// let sent = Frequencies::from_bytes(&bytes)?;
    /// assert_eq!(sent.len(), 2); // hus and katt; qzx has none
    /// assert_eq!(sent.get("hus"), norsk.frequencies().unwrap().get("hus"));
    /// # Ok::<(), wordgames_lexicon::Error>(())
    /// ```
    pub fn frequencies_to_bytes(&self) -> Option<Vec<u8>> {
        let frequencies = self.frequencies.as_ref()?;
        let mut pairs = Vec::new();
        let mut words = self.map.keys();
        while let Some(word) = words.next() {
            if let Some(zipf) = frequencies.get(word) {
                pairs.push((word.to_vec(), zipf));
            }
        }
        Some(Frequencies::write(
            pairs.iter().map(|(word, zipf)| (word.as_slice(), *zipf)),
        ))
    }

    /// How the word list spells `key` (a word of the lexicon, as its profile folds it): the
    /// spelling a player is shown, `jabalí` for the Spanish key `jabali`; the key itself when
    /// the list spells it so, or when the lexicon keeps no spellings (the embedded English
    /// lexicon, a list of a profile that folds nothing). Every check and every puzzle stays
    /// on the keys; only what is shown is spelled. See [`spelling`] for which spelling is kept
    /// when a list has several.
    ///
    /// ```
    /// use wordgames_lexicon::{Lexicon, ReadOptions, profile};
    ///
    /// let options = ReadOptions::default().with_profile(&profile::ES);
    /// let (spanish, _) = Lexicon::from_reader("Canción\nárbol\n".as_bytes(), "es", options)?;
    /// assert!(spanish.contains("cancion")); // what a player types, with or without accents
    /// assert_eq!(spanish.spelling("cancion"), "canción"); // what a player is shown
    /// assert_eq!(spanish.spelling("arbol"), "árbol");
    /// assert_eq!(Lexicon::english().spelling("water"), "water");
    /// # Ok::<(), wordgames_lexicon::Error>(())
    /// ```
    pub fn spelling<'a>(&'a self, key: &'a str) -> &'a str {
        self.spellings
            .as_ref()
            .and_then(|s| s.get(key))
            .unwrap_or(key)
    }

    /// Each of `keys` as [`Lexicon::spelling`] spells it: the words a game shows.
    ///
    /// ```
    /// use wordgames_lexicon::{Lexicon, ReadOptions, profile};
    ///
    /// let options = ReadOptions::default().with_profile(&profile::ES);
    /// let (spanish, _) = Lexicon::from_reader("jabalí\nsol\n".as_bytes(), "es", options)?;
    /// assert_eq!(spanish.spell_all(["sol", "jabali"]), ["sol", "jabalí"]);
    /// # Ok::<(), wordgames_lexicon::Error>(())
    /// ```
    pub fn spell_all<I, S>(&self, keys: I) -> Vec<String>
    where
        I: IntoIterator<Item = S>,
        S: AsRef<str>,
    {
        keys.into_iter()
            .map(|key| self.spelling(key.as_ref()).to_string())
            .collect()
    }

    /// The spellings the lexicon keeps ([`spelling`]), if any: to store or send beside the
    /// FST bytes ([`Spellings::to_bytes`]), which hold only the keys.
    pub fn spellings(&self) -> Option<&Spellings> {
        self.spellings.as_ref()
    }

    /// The same lexicon with `spellings` attached (replacing any it had), as a lexicon loaded
    /// from its FST bytes ([`Lexicon::new`]) gets back the spellings of the list it was read
    /// from.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidSpellings`] when a key of the table is not a word of the lexicon (the
    /// table of another list).
    ///
    /// ```
    /// use wordgames_lexicon::{Error, Lexicon, Spellings};
    ///
    /// let lexicon = Lexicon::from_words(["jabali", "sol"])?;
    /// let spelled = lexicon.clone().with_spellings(Spellings::from_pairs([("jabali", "jabalí")])?)?;
    /// assert_eq!(spelled.spelling("jabali"), "jabalí");
    /// let foreign = Spellings::from_pairs([("arbol", "árbol")])?;
    /// assert!(matches!(lexicon.with_spellings(foreign), Err(Error::InvalidSpellings { .. })));
    /// # Ok::<(), wordgames_lexicon::Error>(())
    /// ```
    pub fn with_spellings(mut self, spellings: Spellings) -> Result<Lexicon<D>> {
        use fst::Streamer;
        let mut keys = spellings.map_keys();
        let mut line = 1;
        while let Some(key) = keys.next() {
            line += 1;
            if !self.map.contains_key(key) {
                return Err(Error::InvalidSpellings {
                    line,
                    reason: format!(
                        "{} is not a word of the lexicon",
                        lines::Quoted(&String::from_utf8_lossy(key))
                    ),
                });
            }
        }
        self.spellings = (!spellings.is_empty()).then_some(spellings);
        Ok(self)
    }

    /// The same lexicon with `frequencies` attached: [`Lexicon::zipf`] then answers from them,
    /// and [`Lexicon::is_familiar`] compares with the band's floor. Grades are unchanged; a
    /// word list read with [`ReadOptions::frequencies`] is graded by them as well.
    ///
    /// ```
    /// use wordgames_lexicon::{Familiarity, Frequencies, Lexicon, profile};
    ///
    /// let english = Lexicon::english().with_frequencies(Frequencies::shipped(&profile::EN)?);
    /// assert!(english.is_familiar("house", Familiarity::Easy));
    /// assert!(!english.is_familiar("crumped", Familiarity::Hard)); // unknown to wordfreq
    /// # Ok::<(), wordgames_lexicon::Error>(())
    /// ```
    #[must_use]
    pub fn with_frequencies(mut self, frequencies: Frequencies) -> Lexicon<D> {
        self.frequencies = Some(frequencies);
        self
    }

    /// The frequency of `word` on the Zipf scale, or `None` when the lexicon carries no
    /// frequency for it (or does not hold it).
    ///
    /// A word of a lexicon with frequencies that they do not list is [`Zipf::ZERO`]: rarer
    /// than the frequency list goes, or unknown. So is a word the lexicon grades
    /// [`Grade::RARE`] or rarer (a name or an abbreviation, by its capitals): puzzles never show
    /// one, however often it is written.
    ///
    /// ```
    /// use wordgames_lexicon::{Frequencies, Lexicon, Zipf, profile};
    ///
    /// let english = Lexicon::english_graded();
    /// assert_eq!(english.zipf("house"), None); // no frequencies attached
    /// let english = english.with_frequencies(Frequencies::shipped(&profile::EN)?);
    /// assert_eq!(english.zipf("house"), Zipf::new(5.71));
    /// assert_eq!(english.zipf("azotic"), Some(Zipf::ZERO));
    /// assert_eq!(english.zipf("zzzz"), None); // not a word of the lexicon
    /// # Ok::<(), wordgames_lexicon::Error>(())
    /// ```
    pub fn zipf(&self, word: impl AsRef<[u8]>) -> Option<Zipf> {
        let frequencies = self.frequencies.as_ref()?;
        let word = word.as_ref();
        let grade = self.grade(word)?;
        // A name or an abbreviation (graded rare by its capitals), however frequent, is no word
        // a puzzle shows: it counts as unknown.
        if grade >= Grade::RARE {
            return Some(Zipf::ZERO);
        }
        Some(frequencies.get(word).unwrap_or(Zipf::ZERO))
    }

    /// Whether `word` is familiar enough for a puzzle of `band`: its frequency at or above the
    /// band's floor where the lexicon has frequencies, else the common tier
    /// ([`Lexicon::is_common`]).
    ///
    /// ```
    /// use wordgames_lexicon::{Familiarity, Lexicon};
    ///
    /// let english = Lexicon::english_graded(); // SCOWL's grades, no frequencies
    /// assert!(english.is_familiar("water", Familiarity::Normal));
    /// assert!(!english.is_familiar("aalii", Familiarity::Normal));
    /// ```
    pub fn is_familiar(&self, word: impl AsRef<[u8]>, band: Familiarity) -> bool {
        let word = word.as_ref();
        match self.zipf(word) {
            Some(zipf) => zipf >= band.floor(),
            None => self.is_common(word),
        }
    }

    /// A query on every word, to narrow with [`Query`]'s conditions (a prefix, a length, a
    /// [`Pattern`], a [`Rack`], any [`Automaton`]) and then collect or stream: the one query
    /// API of a lexicon, in the shape of `fst`'s `StreamBuilder`.
    ///
    /// ```
    /// use wordgames_lexicon::{Lexicon, Rack};
    ///
    /// let lexicon = Lexicon::from_words(["act", "cat", "cats", "dog"])?;
    /// assert_eq!(lexicon.query().count(), 4);
    /// let anagrams: Vec<String> = lexicon
    ///     .query()
    ///     .rack(Rack::new("tac")?.exact())
    ///     .into_entries()
    ///     .into_iter()
    ///     .map(|e| e.word)
    ///     .collect();
    /// assert_eq!(anagrams, ["act", "cat"]);
    /// assert_eq!(lexicon.query().prefix("ca").length(4).into_entries()[0].word, "cats");
    /// # Ok::<(), wordgames_lexicon::Error>(())
    /// ```
    pub fn query(&self) -> Query<'_, D, fst::automaton::AlwaysMatch> {
        Query::new(&self.map)
    }

    /// Calls `f` with every word that `automaton` matches, in alphabetical order, without
    /// allocating; `f` stops the walk by returning [`ControlFlow::Break`].
    ///
    /// ```
    /// use std::ops::ControlFlow;
    /// use wordgames_lexicon::{Lexicon, Length};
    ///
    /// let lexicon = Lexicon::from_words(["ab", "abc", "abd", "abe"])?;
    /// let mut first_two = Vec::new();
    /// lexicon.for_each_match(Length(3), |word, _grade| {
    ///     first_two.push(word.to_string());
    ///     if first_two.len() == 2 { ControlFlow::Break(()) } else { ControlFlow::Continue(()) }
    /// });
    /// assert_eq!(first_two, ["abc", "abd"]);
    /// # Ok::<(), wordgames_lexicon::Error>(())
    /// ```
    pub fn for_each_match<A, F>(&self, automaton: A, mut f: F)
    where
        A: Automaton,
        F: FnMut(&str, Grade) -> ControlFlow<()>,
    {
        let mut stream = self.map.search(automaton).into_stream();
        while let Some((key, value)) = stream.next() {
            // Keys are ASCII: every constructor normalises, and `new` on foreign bytes is the
            // caller's promise; skip anything else rather than panic.
            let Ok(word) = std::str::from_utf8(key) else {
                continue;
            };
            if f(word, to_grade(value)).is_break() {
                break;
            }
        }
    }

    /// [`Lexicon::for_each_match`] with each word's frequency as [`Lexicon::zipf`] gives it
    /// (`None` when the lexicon carries no frequencies). The words and the frequencies are
    /// walked together, in order, under the same automaton: much cheaper than a lookup a word
    /// when most of the lexicon is read (a game scoring every word when it starts).
    ///
    /// ```
    /// use std::ops::ControlFlow;
    /// use wordgames_lexicon::{Lexicon, Length};
    ///
    /// let english = Lexicon::english();
    /// let mut checked = 0;
    /// english.for_each_match_zipf(Length(5), |word, grade, zipf| {
    ///     assert_eq!((Some(grade), zipf), (english.grade(word), english.zipf(word)));
    ///     checked += 1;
    ///     ControlFlow::Continue(())
    /// });
    /// assert_eq!(checked, english.query().length(5).into_entries().len());
    /// ```
    pub fn for_each_match_zipf<A, F>(&self, automaton: A, mut f: F)
    where
        A: Automaton,
        F: FnMut(&str, Grade, Option<Zipf>) -> ControlFlow<()>,
    {
        let Some(frequencies) = &self.frequencies else {
            return self.for_each_match(automaton, |word, grade| f(word, grade, None));
        };
        let mut words = self.map.search(&automaton).into_stream();
        let mut listed = frequencies.map().search(&automaton).into_stream();
        // The frequency stream's current key and value (`None` once it ends), copied out of
        // the stream's buffer so that the two streams advance independently.
        let mut current: Option<(Vec<u8>, u64)> = None;
        let mut advance = |current: &mut Option<(Vec<u8>, u64)>| match listed.next() {
            Some((key, value)) => {
                let (buffer, slot) = current.get_or_insert_with(|| (Vec::new(), 0));
                buffer.clear();
                buffer.extend_from_slice(key);
                *slot = value;
            }
            None => *current = None,
        };
        advance(&mut current);
        while let Some((key, value)) = words.next() {
            let Ok(word) = std::str::from_utf8(key) else {
                continue;
            };
            while current.as_ref().is_some_and(|(k, _)| k.as_slice() < key) {
                advance(&mut current);
            }
            let grade = to_grade(value);
            let zipf = match &current {
                // Names and abbreviations count as unknown, as in `zipf`.
                _ if grade >= Grade::RARE => Zipf::ZERO,
                Some((k, centi)) if k.as_slice() == key => u16::try_from(*centi)
                    .ok()
                    .and_then(Zipf::from_centi)
                    .unwrap_or(Zipf::ZERO),
                _ => Zipf::ZERO,
            };
            if f(word, grade, Some(zipf)).is_break() {
                break;
            }
        }
    }

    /// Calls `f` with every word that `rack` can spell (every tile used, for
    /// [`Rack::exact`]), alphabetically, without allocating. Gives the same words as
    /// `for_each_match(&rack, f)`, faster: the walk looks up only the letters still on the rack
    /// at each node of the FST instead of trying every transition.
    ///
    /// ```
    /// use std::ops::ControlFlow;
    /// use wordgames_lexicon::{Lexicon, Rack};
    ///
    /// let english = Lexicon::english();
    /// let mut sixes = 0;
    /// english.for_each_rack_word(&Rack::new("garden")?, |word, grade| {
    ///     sixes += usize::from(word.len() == 6 && grade.is_common());
    ///     ControlFlow::Continue(())
    /// });
    /// assert!(sixes >= 2); // garden, danger, ranged, gander
    /// # Ok::<(), wordgames_lexicon::Error>(())
    /// ```
    pub fn for_each_rack_word<F>(&self, rack: &Rack, mut f: F)
    where
        F: FnMut(&str, Grade) -> ControlFlow<()>,
    {
        rack.walk(
            self.map.as_fst(),
            &mut |key, value| match std::str::from_utf8(key) {
                Ok(word) => f(word, to_grade(value)),
                Err(_) => ControlFlow::Continue(()),
            },
        );
    }

    /// Every class of at least `min_size` words that are anagrams of each other, ordered by
    /// signature.
    ///
    /// ```
    /// let lexicon = wordgames_lexicon::Lexicon::from_words(["listen", "silent", "enlist", "cat", "act", "dog"])?;
    /// let classes = lexicon.anagram_classes(2);
    /// assert_eq!(classes.len(), 2);
    /// assert_eq!(classes[0].signature, "act");
    /// assert_eq!(classes[1].words, ["enlist", "listen", "silent"]);
    /// # Ok::<(), wordgames_lexicon::Error>(())
    /// ```
    pub fn anagram_classes(&self, min_size: usize) -> Vec<AnagramClass> {
        let mut pairs: Vec<(Box<[u8]>, String)> = Vec::with_capacity(self.len());
        let mut stream = self.map.stream();
        while let Some((key, _)) = stream.next() {
            let Ok(word) = std::str::from_utf8(key) else {
                continue;
            };
            // Bytes sort as letters only in ASCII: two words with the same multiset of UTF-8
            // bytes need not have the same letters (`ÀĀ`, `ÁĀ`), so other words sort chars.
            let sig: Box<[u8]> = if key.is_ascii() {
                let mut sig: Box<[u8]> = key.into();
                sig.sort_unstable();
                sig
            } else {
                signature(word).into_bytes().into()
            };
            pairs.push((sig, word.to_string()));
        }
        // Stable sort: words stay alphabetical inside a class.
        pairs.sort_by(|a, b| a.0.cmp(&b.0));
        let mut classes = Vec::new();
        let mut i = 0;
        while i < pairs.len() {
            let j = i + pairs[i..].iter().take_while(|p| p.0 == pairs[i].0).count();
            if j - i >= min_size.max(1) {
                classes.push(AnagramClass {
                    signature: String::from_utf8_lossy(&pairs[i].0).into_owned(),
                    words: pairs[i..j].iter().map(|p| p.1.clone()).collect(),
                });
            }
            i = j;
        }
        classes
    }

    /// A new lexicon with only the words whose grade is at most `max`, for example the common
    /// tier: `lexicon.filter_grade(Grade::COMMON)`.
    ///
    /// ```
    /// use wordgames_lexicon::{Grade, Lexicon};
    /// let common = Lexicon::english().filter_grade(Grade::COMMON);
    /// assert_eq!(common.len(), 39_095);
    /// ```
    pub fn filter_grade(&self, max: Grade) -> Lexicon {
        let mut builder = fst::MapBuilder::memory();
        let mut stream = self.map.stream();
        while let Some((key, value)) = stream.next() {
            if to_grade(value) <= max {
                // Keys come out of a valid map in order, so insertion cannot fail.
                builder.insert(key, value).expect("keys stream in order");
            }
        }
        let bytes = builder
            .into_inner()
            .expect("an in-memory builder does not fail");
        let mut lexicon = Lexicon::new(bytes).expect("a freshly built map is valid");
        lexicon.frequencies = self.frequencies.clone();
        // Spellings of words left out are never asked for: the table is shared as it is.
        lexicon.spellings = self.spellings.clone();
        lexicon
    }

    /// Counts of words by grade and by length, with the FST's size against a plain list's.
    ///
    /// ```
    /// let stats = wordgames_lexicon::Lexicon::english().stats();
    /// assert_eq!(stats.words, 242_844);
    /// assert_eq!(stats.common, 39_095);
    /// assert!(stats.fst_bytes * 2 < stats.plain_bytes); // words and grades in under half the bytes of the words alone
    /// ```
    pub fn stats(&self) -> Stats {
        let mut stats = Stats {
            fst_bytes: self.as_bytes().len(),
            spelled: self.spellings.as_ref().map_or(0, Spellings::len),
            spellings_bytes: self
                .spellings
                .as_ref()
                .map_or(0, |spellings| spellings.to_bytes().len()),
            ..Stats::default()
        };
        let mut stream = self.map.stream();
        while let Some((key, value)) = stream.next() {
            let grade = to_grade(value);
            stats.words += 1;
            stats.common += usize::from(grade.is_common());
            stats.plain_bytes += key.len() + 1;
            *stats.by_grade.entry(grade).or_default() += 1;
            let letters = if key.is_ascii() {
                key.len()
            } else {
                String::from_utf8_lossy(key).chars().count()
            };
            *stats.by_length.entry(letters).or_default() += 1;
        }
        stats
    }
}

fn to_grade(value: u64) -> Grade {
    Grade::new(u8::try_from(value).unwrap_or(u8::MAX))
}

#[cfg(test)]
mod tests;

/// This crate's README, whose example runs as a doc test.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
