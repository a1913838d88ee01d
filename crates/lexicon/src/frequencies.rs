//! Word frequencies: a map from word to [`Zipf`], shipped for twelve languages or read from a
//! caller's list, attached to a [`Lexicon`](crate::Lexicon) to say how familiar its words are.

use std::{
    collections::BTreeMap,
    sync::{Arc, OnceLock},
};

use crate::{Error, Profile, Result, Zipf};

/// The first line of the text [`Frequencies::from_bytes`] reads.
const HEADER: &str = "wordgames-frequencies 1";

/// Word frequencies on the Zipf scale: an FST map from word to hundredths of a Zipf unit.
///
/// [`Frequencies::shipped`] gives the frequencies of a shipped language (from the
/// `wordgames-wordfreq-data` package, made from the wordfreq project's lists: CC BY-SA 4.0); a
/// word list may also carry its own (see [`Lexicon::from_reader`](crate::Lexicon::from_reader)).
/// Attach them with [`Lexicon::with_frequencies`](crate::Lexicon::with_frequencies). Cloning is
/// cheap: the map is shared.
///
/// ```
/// use wordgames_lexicon::{Frequencies, Lexicon, profile};
///
/// let english = Frequencies::shipped(&profile::EN)?;
/// assert!(english.get("water").unwrap().get() > 4.5);
/// assert_eq!(english.get("aalii"), None); // rarer than the tables go, or unknown
///
/// let lexicon = Lexicon::english().with_frequencies(english);
/// assert!(lexicon.zipf("house") > lexicon.zipf("azotic"));
/// # Ok::<(), wordgames_lexicon::Error>(())
/// ```
#[derive(Clone)]
pub struct Frequencies {
    map: Arc<fst::Map<Vec<u8>>>,
}

impl std::fmt::Debug for Frequencies {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Frequencies")
            .field("words", &self.len())
            .finish()
    }
}

impl Frequencies {
    /// The tags of the languages whose frequencies ship (with the `frequencies` feature, or the
    /// language's own `frequencies-<tag>`): every shipped profile but Nynorsk, which wordfreq
    /// does not cover.
    pub const SHIPPED: [&'static str; 12] = [
        "da", "de", "en", "es", "fr", "it", "nb", "nl", "pl", "pt", "sv", "uk",
    ];

    /// The shipped frequencies of `profile`'s language, read once per process and shared.
    ///
    /// # Errors
    ///
    /// [`Error::NoFrequencies`] for a language without shipped frequencies (Nynorsk, or a
    /// profile of the caller's); [`Error::FrequencyDataMissing`] when this build leaves the
    /// language's table out: it has neither the `frequencies` feature (all twelve languages, from
    /// the `wordgames-wordfreq-data` package) nor the language's own (`frequencies-nb`, ...).
    pub fn shipped(profile: &'static Profile) -> Result<Frequencies> {
        let tag = profile.tag();
        let Some(index) = Frequencies::SHIPPED.iter().position(|t| *t == tag) else {
            return Err(Error::NoFrequencies {
                tag: tag.to_string(),
            });
        };
        static CACHE: [OnceLock<Frequencies>; 12] = [const { OnceLock::new() }; 12];
        if let Some(cached) = CACHE[index].get() {
            return Ok(cached.clone());
        }
        let table = shipped_table(tag)?;
        let frequencies = Frequencies::from_sorted_table(table);
        Ok(CACHE[index].get_or_init(|| frequencies).clone())
    }

    /// The largest text [`Frequencies::from_bytes`] reads: 64 MiB, over twenty times the
    /// largest shipped table written so.
    pub const MAX_BYTES: usize = 64 << 20;

    /// Writes `pairs` (sorted by bytes, distinct) as [`Frequencies::from_bytes`] reads them:
    /// the line `wordgames-frequencies 1`, then a word list with a Zipf column, one
    /// `word<TAB>3.52` line a word.
    pub(crate) fn write<'a>(pairs: impl Iterator<Item = (&'a [u8], Zipf)>) -> Vec<u8> {
        let mut out = Vec::new();
        out.extend_from_slice(HEADER.as_bytes());
        out.push(b'\n');
        for (word, zipf) in pairs {
            out.extend_from_slice(word);
            out.extend_from_slice(format!("\t{zipf}\n").as_bytes());
        }
        out
    }

    /// Reads frequencies written by [`Lexicon::frequencies_to_bytes`](crate::Lexicon::frequencies_to_bytes):
    /// the line `wordgames-frequencies 1`, then `word<TAB>3.52` lines (the Zipf column of a
    /// word list, read as [`Lexicon::from_reader`](crate::Lexicon::from_reader) reads it), the
    /// words in strictly increasing byte order.
    ///
    /// # Errors
    ///
    /// [`Error::FrequenciesTooLarge`] for more than [`Frequencies::MAX_BYTES`] bytes (checked
    /// before anything is kept); [`Error::InvalidFrequencies`] with the 1-based line for a
    /// missing or different first line, text that is not UTF-8, a line without a tab, an empty
    /// word, a line longer than [`lines::MAX_WORD_LINE`](crate::lines::MAX_WORD_LINE) bytes, a
    /// Zipf value that is not a number from 0.00 to 8.00, or words out of order.
    ///
    /// ```
    /// use wordgames_lexicon::{Error, Frequencies, Zipf};
    ///
    /// let read = Frequencies::from_bytes(b"wordgames-frequencies 1\nhus\t5.09\nkatt\t4.60\n")?;
    /// assert_eq!(read.get("hus"), Zipf::new(5.09));
    /// let err = Frequencies::from_bytes(b"wordgames-frequencies 1\nkatt\t4.60\nhus\t5.09\n").unwrap_err();
    /// assert!(matches!(err, Error::InvalidFrequencies { line: 3, .. }));
    /// # Ok::<(), wordgames_lexicon::Error>(())
    /// ```
    pub fn from_bytes(bytes: &[u8]) -> Result<Frequencies> {
        if bytes.len() > Frequencies::MAX_BYTES {
            return Err(Error::FrequenciesTooLarge {
                bytes: bytes.len(),
                max: Frequencies::MAX_BYTES,
            });
        }
        let mut builder = fst::MapBuilder::memory();
        crate::lines::read_table(bytes, HEADER, ("word", "frequency"), |word, column| {
            let zipf = crate::parse_zipf(column)
                .ok_or("the frequency is not a number from 0.00 to 8.00")?;
            builder
                .insert(word, u64::from(zipf.centi()))
                .map_err(|e| e.to_string())
        })
        .map_err(|(line, reason)| Error::InvalidFrequencies { line, reason })?;
        Ok(Frequencies::built(builder))
    }

    /// The frequencies an in-memory builder made.
    fn built(builder: fst::MapBuilder<Vec<u8>>) -> Frequencies {
        let bytes = builder
            .into_inner()
            .expect("an in-memory builder does not fail");
        Frequencies {
            map: Arc::new(fst::Map::new(bytes).expect("a freshly built map is valid")),
        }
    }

    /// The frequency of `word`, or `None` when the map does not hold it.
    pub fn get(&self, word: impl AsRef<[u8]>) -> Option<Zipf> {
        self.map
            .get(word)
            .and_then(|centi| Zipf::from_centi(u16::try_from(centi).ok()?))
    }

    /// The FST map itself, word to hundredths of a Zipf unit.
    pub(crate) fn map(&self) -> &fst::Map<Vec<u8>> {
        &self.map
    }

    /// How many words have a frequency.
    pub fn len(&self) -> usize {
        self.map.len()
    }

    /// Whether no word has a frequency.
    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }

    /// Frequencies from words and their values (a word given twice keeps the higher value).
    ///
    /// ```
    /// use wordgames_lexicon::{Frequencies, Zipf};
    ///
    /// let z = |v| Zipf::new(v).unwrap();
    /// let ours = Frequencies::from_pairs([("hest", z(4.1)), ("fjord", z(3.2))]);
    /// assert_eq!(ours.get("hest"), Some(z(4.1)));
    /// ```
    pub fn from_pairs<I, S>(pairs: I) -> Frequencies
    where
        I: IntoIterator<Item = (S, Zipf)>,
        S: Into<String>,
    {
        let mut all: BTreeMap<String, Zipf> = BTreeMap::new();
        for (word, zipf) in pairs {
            let slot = all.entry(word.into()).or_insert(zipf);
            *slot = (*slot).max(zipf);
        }
        Frequencies::from_sorted(all.into_iter())
    }

    pub(crate) fn from_sorted(pairs: impl Iterator<Item = (String, Zipf)>) -> Frequencies {
        let mut builder = fst::MapBuilder::memory();
        for (word, zipf) in pairs {
            // Sorted and distinct keys (a BTreeMap's): insertion cannot fail.
            builder
                .insert(word, u64::from(zipf.centi()))
                .expect("keys come sorted and distinct");
        }
        Frequencies::built(builder)
    }

    /// Reads a shipped table: sorted `word<TAB>centi` lines, checked by its SHA-256 sum when the
    /// data package was made, so a line that does not parse is left out rather than trusted.
    fn from_sorted_table(table: &str) -> Frequencies {
        let mut builder = fst::MapBuilder::memory();
        for line in table.lines() {
            let Some((word, centi)) = line.split_once('\t') else {
                continue;
            };
            let Some(zipf) = centi.parse::<u16>().ok().and_then(Zipf::from_centi) else {
                continue;
            };
            // An out-of-order key would be a broken table: skip it rather than fail.
            let _ = builder.insert(word, u64::from(zipf.centi()));
        }
        Frequencies::built(builder)
    }
}

/// The table of `tag`, a language of [`Frequencies::SHIPPED`]: missing only when this build
/// leaves its `frequencies-<tag>` feature out.
#[cfg(shipped_frequencies)]
fn shipped_table(tag: &str) -> Result<&'static str> {
    wordgames_wordfreq_data::table(tag).ok_or_else(|| Error::FrequencyDataMissing {
        tag: tag.to_string(),
    })
}

#[cfg(not(shipped_frequencies))]
fn shipped_table(tag: &str) -> Result<&'static str> {
    Err(Error::FrequencyDataMissing {
        tag: tag.to_string(),
    })
}

#[cfg(all(test, feature = "frequencies"))]
mod tests {
    use super::*;
    use crate::profile;

    #[test]
    fn every_listed_language_ships_and_nynorsk_does_not() {
        for tag in Frequencies::SHIPPED {
            let profile = Profile::by_tag(tag).unwrap();
            let f = Frequencies::shipped(profile).unwrap();
            assert!(f.len() > 20_000, "{tag}: {} words", f.len());
        }
        assert!(matches!(
            Frequencies::shipped(&profile::NN),
            Err(Error::NoFrequencies { tag }) if tag == "nn"
        ));
    }

    /// Values from wordfreq 3.1.1 itself: `zipf_frequency(word, lang)` in Python
    /// (`python3 -c 'import wordfreq; print(wordfreq.zipf_frequency("hus", "nb"))'`), which
    /// rounds to two decimals as the tables do. Words whose folded forms are alone in the list.
    #[test]
    fn values_agree_with_wordfreq() {
        let cases = [
            (&profile::EN, "water", 5.52),
            (&profile::EN, "house", 5.71),
            (&profile::NB, "hus", 5.09),
            (&profile::DE, "haus", 5.41),
            (&profile::PL, "dom", 5.21),
            (&profile::UK, "вода", 4.96),
        ];
        for (profile, word, zipf) in cases {
            let got = Frequencies::shipped(profile).unwrap().get(word).unwrap();
            assert!(
                (got.get() - zipf).abs() <= 0.011,
                "{}: {word} is {got}, wordfreq says {zipf}",
                profile.tag()
            );
        }
    }
}

#[cfg(test)]
mod text {
    use super::*;

    #[test]
    fn written_frequencies_read_back_the_same() {
        let z = |v| Zipf::new(v).unwrap();
        let pairs = [
            ("hus", z(5.09)),
            ("katt", z(4.6)),
            ("år", z(8.0)),
            ("ø", z(0.0)),
        ];
        let text = Frequencies::write(pairs.iter().map(|(w, z)| (w.as_bytes(), *z)));
        let read = Frequencies::from_bytes(&text).unwrap();
        assert_eq!(read.len(), pairs.len());
        for (word, zipf) in pairs {
            assert_eq!(read.get(word), Some(zipf), "{word}");
        }
    }

    #[test]
    fn bad_text_is_a_typed_error_at_its_line() {
        let head = "wordgames-frequencies 1\n";
        let cases = [
            ("hus\t5.09\n", 1),
            (&*format!("{head}hus 5.09\n"), 2),
            (&*format!("{head}hus\t9.50\n"), 2),
            (&*format!("{head}hus\tmany\n"), 2),
            (&*format!("{head}\t5.09\n"), 2),
            (&*format!("{head}hus\t5.09\nhus\t5.09\n"), 3),
            (
                &*format!("{head}hus\t5.09\n{}\t1.00\n", "a".repeat(2000)),
                3,
            ),
        ];
        for (text, line) in cases {
            let err = Frequencies::from_bytes(text.as_bytes()).unwrap_err();
            assert!(
                matches!(err, Error::InvalidFrequencies { line: l, .. } if l == line),
                "{text:?}: {err}"
            );
        }
        let not_utf8 = [head.as_bytes(), b"h\xffs\t5.09\n"].concat();
        assert!(matches!(
            Frequencies::from_bytes(&not_utf8),
            Err(Error::InvalidFrequencies { line: 2, .. })
        ));
        let huge = vec![b'a'; Frequencies::MAX_BYTES + 1];
        assert!(matches!(
            Frequencies::from_bytes(&huge),
            Err(Error::FrequenciesTooLarge { bytes, .. }) if bytes == huge.len()
        ));
    }
}
