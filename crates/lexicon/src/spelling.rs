//! Spellings: how a word list writes the words that its profile folds.
//!
//! A profile that folds (Spanish `canción` plays as `cancion`, German `straße` as `strasse`,
//! Ukrainian `м'ясо` as `мясо`) keys the lexicon by the folded form, so that a player may type
//! either. What a player is *shown* is the word as the list spells it: [`Spellings`] keeps that
//! spelling beside the key, only for the keys whose spelling differs, and
//! [`Lexicon::spelling`](crate::Lexicon::spelling) gives it (the key itself when none is kept).
//!
//! A spelling is the list's line as read, trimmed, in NFC and lowercase: only the profile's
//! folds are undone, never its case folding (`Straße` is kept as `straße`).
//!
//! # Several spellings of one key
//!
//! When a list gives a key more than one spelling (`esta`, `está` and `ésta` all fold to
//! `esta`), one is kept, by these rules in order:
//!
//! 1. the line with the highest Zipf frequency of its own (`word<TAB>3.52`), when the list
//!    carries them (the shipped frequencies cannot choose: they are keyed by the folded form
//!    too, so every spelling of a key has the same frequency);
//! 2. the line with the most common grade (a name graded rare by its capitals, `María`, loses
//!    to the lowercase `maria`);
//! 3. the key itself, written without a fold, when the list has it (`esta`: a word the list
//!    gives in its own right, and the form the player types);
//! 4. the first of them in the list.
//!
//! # Stored form
//!
//! [`Spellings::to_bytes`] writes the table as UTF-8 text: the line `wordgames-spellings 1`,
//! then one line `KEY<TAB>SPELLING` a key, keys in strictly increasing byte order.
//! [`Spellings::from_bytes`] reads it back, bounded by [`Spellings::MAX_BYTES`] and by
//! [`lines::MAX_WORD_LINE`](crate::lines::MAX_WORD_LINE) a line, and refuses anything else
//! with [`Error::InvalidSpellings`] or [`Error::SpellingsTooLarge`].
//!
//! ```
//! use wordgames_lexicon::{Lexicon, ReadOptions, Spellings, profile};
//!
//! let list = "canción\ncancion\nesta\nestá\nésta\njabalí\nniño\n";
//! let options = ReadOptions::default().with_profile(&profile::ES);
//! let (spanish, _) = Lexicon::from_reader(list.as_bytes(), "es", options)?;
//! assert!(spanish.contains("cancion") && spanish.contains("jabali"));
//! assert_eq!(spanish.spelling("jabali"), "jabalí");
//! assert_eq!(spanish.spelling("cancion"), "cancion"); // the list has it without its accent too
//! assert_eq!(spanish.spelling("esta"), "esta");
//! assert_eq!(spanish.spelling("niño"), "niño"); // ñ is a letter: nothing folded, nothing kept
//! assert_eq!(spanish.spellings().map(Spellings::len), Some(1));
//!
//! // The table travels apart from the FST bytes, and comes back the same.
//! let bytes = spanish.spellings().unwrap().to_bytes();
//! let again = Lexicon::new(spanish.as_bytes().to_vec())?
//!     .with_spellings(Spellings::from_bytes(&bytes)?)?;
//! assert_eq!(again.spelling("jabali"), "jabalí");
//! # Ok::<(), wordgames_lexicon::Error>(())
//! ```

use std::{collections::BTreeMap, sync::Arc};

use unicode_normalization::UnicodeNormalization;

use crate::{Error, Grade, Result, Zipf, lines::MAX_WORD_LINE};

/// The first line of a stored table ([`Spellings::to_bytes`]).
const HEADER: &str = "wordgames-spellings 1";

/// How a word list spells the keys its profile folded: a map from key to spelling, only for the
/// keys whose spelling differs (see the [module documentation](self)). Cloning is cheap: the
/// table is shared.
#[derive(Clone)]
pub struct Spellings {
    /// Key to `start << 16 | len` of its spelling in `text`.
    map: Arc<fst::Map<Vec<u8>>>,
    text: Arc<str>,
}

impl std::fmt::Debug for Spellings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Spellings")
            .field("keys", &self.len())
            .finish()
    }
}

impl PartialEq for Spellings {
    fn eq(&self, other: &Spellings) -> bool {
        self.len() == other.len() && self.iter().eq(other.iter())
    }
}

impl Eq for Spellings {}

impl Default for Spellings {
    /// The empty table: every key is its own spelling.
    fn default() -> Spellings {
        Spellings::from_sorted(BTreeMap::new())
    }
}

impl Spellings {
    /// The largest stored table [`Spellings::from_bytes`] reads: 64 MiB, over a hundred times
    /// the table of Debian's Spanish list.
    pub const MAX_BYTES: usize = 64 << 20;

    /// A table from (key, spelling) pairs in any order. A pair whose spelling is the key is
    /// left out; a key given twice keeps its first spelling.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidSpellings`] for an empty key or spelling, one with a tab or a line break,
    /// or one longer than [`lines::MAX_WORD_LINE`](crate::lines::MAX_WORD_LINE) bytes (its
    /// 1-based position as the line).
    ///
    /// ```
    /// use wordgames_lexicon::Spellings;
    ///
    /// let table = Spellings::from_pairs([("jabali", "jabalí"), ("casa", "casa")])?;
    /// assert_eq!(table.len(), 1);
    /// assert_eq!(table.get("jabali"), Some("jabalí"));
    /// assert_eq!(table.get("casa"), None);
    /// # Ok::<(), wordgames_lexicon::Error>(())
    /// ```
    pub fn from_pairs<I, K, S>(pairs: I) -> Result<Spellings>
    where
        I: IntoIterator<Item = (K, S)>,
        K: Into<String>,
        S: Into<String>,
    {
        let mut all = BTreeMap::new();
        for (i, (key, spelling)) in pairs.into_iter().enumerate() {
            let (key, spelling) = (key.into(), spelling.into());
            check_pair(&key, &spelling).map_err(|reason| Error::InvalidSpellings {
                line: i + 1,
                reason,
            })?;
            if key != spelling {
                all.entry(key).or_insert(spelling);
            }
        }
        Ok(Spellings::from_sorted(all))
    }

    /// Builds the table from distinct keys in order (a `BTreeMap`'s), every pair already checked.
    pub(crate) fn from_sorted(all: BTreeMap<String, String>) -> Spellings {
        let mut text = String::new();
        let mut builder = fst::MapBuilder::memory();
        for (key, spelling) in &all {
            let start = text.len() as u64;
            text.push_str(spelling);
            // Sorted, distinct keys: insertion cannot fail.
            builder
                .insert(key, (start << 16) | spelling.len() as u64)
                .expect("keys come sorted and distinct");
        }
        let bytes = builder
            .into_inner()
            .expect("an in-memory builder does not fail");
        Spellings {
            map: Arc::new(fst::Map::new(bytes).expect("a freshly built map is valid")),
            text: text.into(),
        }
    }

    /// The spelling kept for `key`, or `None` when the key is spelled as it is (or unknown).
    pub fn get(&self, key: impl AsRef<[u8]>) -> Option<&str> {
        let value = self.map.get(key)?;
        let (start, len) = ((value >> 16) as usize, (value & 0xFFFF) as usize);
        self.text.get(start..start.checked_add(len)?)
    }

    /// The keys, in byte order.
    pub(crate) fn map_keys(&self) -> fst::map::Keys<'_> {
        self.map.keys()
    }

    /// How many keys have a spelling of their own.
    pub fn len(&self) -> usize {
        self.map.len()
    }

    /// Whether no key has a spelling of its own.
    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }

    /// Every (key, spelling) pair, keys in byte order.
    pub fn iter(&self) -> impl Iterator<Item = (String, &str)> + '_ {
        use fst::Streamer;
        let mut stream = self.map.stream();
        let mut pairs = Vec::with_capacity(self.len());
        while let Some((key, _)) = stream.next() {
            pairs.push(String::from_utf8_lossy(key).into_owned());
        }
        pairs.into_iter().map(move |key| {
            let spelling = self.get(&key).unwrap_or_default();
            (key, spelling)
        })
    }

    /// The table as bytes, to store or send and read again with [`Spellings::from_bytes`]
    /// (the format is in the [module documentation](self)).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = String::with_capacity(HEADER.len() + 1 + 2 * self.text.len());
        out.push_str(HEADER);
        out.push('\n');
        for (key, spelling) in self.iter() {
            out.push_str(&key);
            out.push('\t');
            out.push_str(spelling);
            out.push('\n');
        }
        out.into_bytes()
    }

    /// Reads a table written by [`Spellings::to_bytes`].
    ///
    /// # Errors
    ///
    /// [`Error::SpellingsTooLarge`] for more than [`Spellings::MAX_BYTES`] bytes (checked
    /// before anything is kept); [`Error::InvalidSpellings`] with the 1-based line for a
    /// missing or different first line, text that is not UTF-8, a line without a tab, an empty
    /// key or spelling, a line longer than [`lines::MAX_WORD_LINE`](crate::lines::MAX_WORD_LINE)
    /// bytes, a spelling equal to its key, or keys not in strictly increasing order.
    ///
    /// ```
    /// use wordgames_lexicon::{Error, Spellings};
    ///
    /// let table = Spellings::from_bytes(b"wordgames-spellings 1\njabali\tjabal\xc3\xad\n")?;
    /// assert_eq!(table.get("jabali"), Some("jabalí"));
    /// let err = Spellings::from_bytes(b"wordgames-spellings 1\nb\tb\xc3\xa9\na\t\xc3\xa1\n").unwrap_err();
    /// assert!(matches!(err, Error::InvalidSpellings { line: 3, .. }));
    /// # Ok::<(), wordgames_lexicon::Error>(())
    /// ```
    pub fn from_bytes(bytes: &[u8]) -> Result<Spellings> {
        if bytes.len() > Spellings::MAX_BYTES {
            return Err(Error::SpellingsTooLarge {
                bytes: bytes.len(),
                max: Spellings::MAX_BYTES,
            });
        }
        let mut all: BTreeMap<String, String> = BTreeMap::new();
        crate::lines::read_table(bytes, HEADER, ("key", "spelling"), |key, spelling| {
            check_pair(key, spelling)?;
            if key == spelling {
                return Err("the spelling is the key itself".to_string());
            }
            all.insert(key.to_string(), spelling.to_string());
            Ok(())
        })
        .map_err(|(line, reason)| Error::InvalidSpellings { line, reason })?;
        Ok(Spellings::from_sorted(all))
    }
}

/// Why a (key, spelling) pair cannot be stored, if it cannot.
fn check_pair(key: &str, spelling: &str) -> std::result::Result<(), String> {
    for (what, text) in [("key", key), ("spelling", spelling)] {
        if text.is_empty() {
            return Err(format!("an empty {what}"));
        }
        if text.len() > MAX_WORD_LINE {
            return Err(format!("the {what} is longer than {MAX_WORD_LINE} bytes"));
        }
        if text.contains(['\t', '\n', '\r']) {
            return Err(format!("the {what} holds a tab or a line break"));
        }
    }
    Ok(())
}

/// The spelling of a list's word as a player is shown it: trimmed, NFC, lowercase, nothing
/// folded; `None` when it is the key itself (the common case, found without allocating for an
/// ASCII line).
pub(crate) fn spelling_of(raw: &str, key: &str) -> Option<String> {
    let text = raw.trim();
    if text.is_ascii() {
        if text.len() == key.len() && text.bytes().map(|b| b.to_ascii_lowercase()).eq(key.bytes()) {
            return None;
        }
        let lower = text.to_ascii_lowercase();
        return (lower != key).then_some(lower);
    }
    // Compared a character at a time first, so that a line spelled as its key (every line of
    // a profile that folds nothing, most of any list) allocates nothing.
    if text.nfc().flat_map(char::to_lowercase).eq(key.chars()) {
        return None;
    }
    Some(text.nfc().flat_map(char::to_lowercase).collect())
}

/// What ranks one spelling of a key above another (see the [module documentation](self)):
/// compared as a tuple, greater wins.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct Rank {
    zipf: Option<Zipf>,
    /// The grade, reversed: a more common grade ranks higher.
    grade: std::cmp::Reverse<Grade>,
    plain: bool,
}

impl Rank {
    pub(crate) fn new(zipf: Option<Zipf>, grade: Grade, plain: bool) -> Rank {
        Rank {
            zipf,
            grade: std::cmp::Reverse(grade),
            plain,
        }
    }
}

/// The spellings met while reading a list, the best of each key kept.
#[derive(Debug, Default)]
pub(crate) struct Collector {
    /// Key to the best spelling so far (the key itself for a plain line) and its rank; only keys
    /// that have had a spelling of their own.
    best: BTreeMap<String, (Rank, String)>,
}

impl Collector {
    /// Notes a line of the list: its key, its spelling (`None` when the key itself), its rank;
    /// `before` is the rank of the key's plain lines read earlier, for a key met before
    /// without any spelling of its own.
    pub(crate) fn note(
        &mut self,
        key: &str,
        spelling: Option<String>,
        rank: Rank,
        before: impl FnOnce() -> Option<Rank>,
    ) {
        match (self.best.get_mut(key), spelling) {
            (Some((best, kept)), spelling) => {
                // Ties go to the earlier line, unless rule 3 (the key itself) decides.
                if rank > *best {
                    *best = rank;
                    *kept = spelling.unwrap_or_else(|| key.to_string());
                }
            }
            (None, None) => {}
            (None, Some(spelling)) => {
                let entry = match before() {
                    Some(plain) if plain >= rank => (plain, key.to_string()),
                    _ => (rank, spelling),
                };
                self.best.insert(key.to_string(), entry);
            }
        }
    }

    /// The table: the keys whose best spelling is not the key itself.
    pub(crate) fn finish(self) -> Option<Spellings> {
        let all: BTreeMap<String, String> = self
            .best
            .into_iter()
            .filter(|(key, (_, spelling))| key != spelling)
            .map(|(key, (_, spelling))| (key, spelling))
            .collect();
        (!all.is_empty()).then(|| Spellings::from_sorted(all))
    }
}

#[cfg(test)]
mod tests {
    use ::proptest::prelude::*;

    use super::*;
    use crate::{Lexicon, ReadOptions, profile};

    fn spanish(list: &str) -> Lexicon {
        let options = ReadOptions::default().with_profile(&profile::ES);
        Lexicon::from_reader(list.as_bytes(), "es", options)
            .unwrap()
            .0
    }

    #[test]
    fn a_folded_key_keeps_the_spelling_of_the_list() {
        let lexicon = spanish("Canción\njabalí\ncasa\nÁrbol\n");
        assert_eq!(lexicon.len(), 4);
        assert_eq!(lexicon.spelling("cancion"), "canción");
        assert_eq!(lexicon.spelling("jabali"), "jabalí");
        assert_eq!(lexicon.spelling("arbol"), "árbol"); // lowercase, accent kept
        assert_eq!(lexicon.spelling("casa"), "casa");
        // Only the keys that differ are kept.
        assert_eq!(lexicon.spellings().unwrap().len(), 3);
        // A key that is not a word is its own spelling.
        assert_eq!(lexicon.spelling("perro"), "perro");
        // Combining accents are put in NFC first.
        let decomposed = spanish("cancio\u{301}n\n");
        assert_eq!(decomposed.spelling("cancion"), "canción");
    }

    #[test]
    fn stats_count_the_spelled_words_and_their_stored_bytes() {
        let lexicon = spanish("Canción\njabalí\ncasa\nÁrbol\n");
        let stats = lexicon.stats();
        assert_eq!(stats.spelled, 3);
        // The stored form: the header line, then one `KEY<TAB>SPELLING` line a spelled word.
        let stored = "wordgames-spellings 1\narbol\tárbol\ncancion\tcanción\njabali\tjabalí\n";
        assert_eq!(stats.spellings_bytes, stored.len());
        assert_eq!(
            stats.spellings_bytes,
            lexicon.spellings().unwrap().to_bytes().len()
        );
        // A list with nothing folded keeps no spellings.
        let plain = spanish("casa\nsol\n").stats();
        assert_eq!((plain.spelled, plain.spellings_bytes), (0, 0));
    }

    #[test]
    fn several_spellings_of_one_key_follow_the_rules_in_order() {
        // Rule 3: the key itself, in either order of the lines.
        for list in ["está\nésta\nesta\n", "esta\nestá\nésta\n"] {
            let lexicon = spanish(list);
            assert_eq!(lexicon.spelling("esta"), "esta", "{list:?}");
            assert!(lexicon.spellings().is_none(), "{list:?}");
        }
        // Rule 4: else the first of them in the list.
        assert_eq!(spanish("está\nésta\n").spelling("esta"), "está");
        assert_eq!(spanish("ésta\nestá\n").spelling("esta"), "ésta");
        // Rule 1: a Zipf frequency of the line's own beats the order and the plain key.
        assert_eq!(
            spanish("esta\t5.10\nestá\t6.20\nésta\t4.00\n").spelling("esta"),
            "está"
        );
        assert_eq!(spanish("está\t3.00\nesta\t4.50\n").spelling("esta"), "esta");
        // Rule 2: a more common grade beats a rarer one (a name graded rare by its capitals
        // loses to the lowercase word).
        let case = ReadOptions::default()
            .with_profile(&profile::ES)
            .with_grade_by_case(true);
        let (lexicon, _) = Lexicon::from_reader(&b"Maria\nmar\xc3\xada\n"[..], "es", case).unwrap();
        assert_eq!(lexicon.spelling("maria"), "maría");
        assert_eq!(spanish("sí\t10\nsi\t40\n").spelling("si"), "sí");
    }

    #[test]
    fn other_folding_profiles_keep_their_spellings_too() {
        let read = |profile, list: &str| {
            let options = ReadOptions::default().with_profile(profile);
            Lexicon::from_reader(list.as_bytes(), "t", options)
                .unwrap()
                .0
        };
        assert_eq!(read(&profile::DE, "Straße\n").spelling("strasse"), "straße");
        assert_eq!(read(&profile::UK, "м'ясо\n").spelling("мясо"), "м'ясо");
        assert_eq!(read(&profile::NB, "kafé\n").spelling("kafe"), "kafé");
        // A letter of the alphabet is no fold: nothing to keep.
        assert!(read(&profile::NB, "blåbær\n").spellings().is_none());
        // English folds nothing but case.
        let english = Lexicon::from_reader(&b"Cat\nDOG\n"[..], "en", ReadOptions::default());
        assert!(english.unwrap().0.spellings().is_none());
    }

    #[test]
    fn spellings_travel_with_the_lexicon() {
        let lexicon = spanish("jabalí\nsol\n");
        assert_eq!(lexicon.borrowed().spelling("jabali"), "jabalí");
        assert_eq!(lexicon.clone().into_cow().spelling("jabali"), "jabalí");
        let common = lexicon.filter_grade(Grade::COMMON);
        assert_eq!(common.spelling("jabali"), "jabalí");
    }

    #[test]
    fn bad_tables_are_typed_errors() {
        let err = |bytes: &[u8]| Spellings::from_bytes(bytes).unwrap_err();
        let line_of = |e: Error| match e {
            Error::InvalidSpellings { line, .. } => line,
            other => panic!("{other}"),
        };
        assert_eq!(line_of(err(b"")), 1);
        assert_eq!(line_of(err(b"wordgames-spellings 2\n")), 1);
        assert_eq!(line_of(err(b"wordgames-spellings 1\nno tab\n")), 2);
        assert_eq!(line_of(err(b"wordgames-spellings 1\n\tx\n")), 2);
        assert_eq!(line_of(err(b"wordgames-spellings 1\nx\t\n")), 2);
        assert_eq!(line_of(err(b"wordgames-spellings 1\nx\tx\n")), 2);
        assert_eq!(line_of(err(b"wordgames-spellings 1\na\t\xff\n")), 2);
        assert_eq!(line_of(err(b"wordgames-spellings 1\nb\tb1\nb\tb2\n")), 3);
        let mut long = b"wordgames-spellings 1\na\t".to_vec();
        long.extend(std::iter::repeat_n(b'x', MAX_WORD_LINE));
        assert_eq!(line_of(err(&long)), 2);
        let huge = vec![b'a'; Spellings::MAX_BYTES + 1];
        assert!(matches!(
            err(&huge),
            Error::SpellingsTooLarge { bytes, max: Spellings::MAX_BYTES } if bytes == huge.len()
        ));
        // An empty table and a last line without its newline are fine.
        assert!(
            Spellings::from_bytes(b"wordgames-spellings 1\n")
                .unwrap()
                .is_empty()
        );
        let table = Spellings::from_bytes("wordgames-spellings 1\na\tá".as_bytes()).unwrap();
        assert_eq!(table.get("a"), Some("á"));
        assert!(matches!(
            Spellings::from_pairs([("a", "b\tc")]),
            Err(Error::InvalidSpellings { line: 1, .. })
        ));
    }

    proptest! {
        /// Any table round-trips through its bytes, and a lexicon of its keys answers every
        /// key with its spelling and every other word with itself.
        #[test]
        fn tables_round_trip(
            pairs in prop::collection::btree_map("[a-e]{1,6}", "[a-eáéíñ']{1,7}", 0..40),
            probes in prop::collection::vec("[a-e]{1,6}", 0..10),
        ) {
            let table = Spellings::from_pairs(pairs.clone()).unwrap();
            let again = Spellings::from_bytes(&table.to_bytes()).unwrap();
            prop_assert_eq!(&again, &table);
            let differing: BTreeMap<_, _> =
                pairs.iter().filter(|(k, s)| k != s).collect();
            prop_assert_eq!(again.len(), differing.len());
            let lexicon = Lexicon::from_words(pairs.keys().chain(&probes))
                .unwrap()
                .with_spellings(again)
                .unwrap();
            for (key, spelling) in &pairs {
                prop_assert_eq!(lexicon.spelling(key), spelling.as_str());
            }
            for probe in &probes {
                let expected = pairs.get(probe).map_or(probe.as_str(), String::as_str);
                prop_assert_eq!(lexicon.spelling(probe), expected);
            }
        }

        /// A line's spelling differs from its word exactly when the profile folded something
        /// (the cheap test the read makes before it spells a line).
        #[test]
        fn a_spelling_differs_only_where_a_fold_applied(
            raw in "[a-dA-DáéÁÉñÑ']{1,8}",
            tag in prop::sample::select(vec!["es", "de", "nb", "uk", "en"]),
        ) {
            let profile = crate::Profile::by_tag(tag).unwrap();
            if let Ok((word, folded)) = profile.normalize_folding(&raw) {
                prop_assert_eq!(spelling_of(&raw, &word).is_some(), folded, "{} {}", raw, word);
            }
        }

        /// Read from a Spanish list, every kept spelling folds back to its key, and every key
        /// whose lines are all accented is spelled as one of them.
        #[test]
        fn read_spellings_fold_to_their_keys(
            words in prop::collection::vec("[a-dáéíóúñ]{1,6}", 1..30),
        ) {
            let lexicon = spanish(&words.join("\n"));
            for word in &words {
                let key = profile::ES.normalize(word).unwrap();
                let shown = lexicon.spelling(&key);
                prop_assert_eq!(profile::ES.normalize(shown).unwrap(), key.clone());
                prop_assert!(words.iter().any(|w| w == shown) || shown == key);
            }
        }
    }
}
