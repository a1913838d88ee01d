//! Word frequencies: a map from word to [`Zipf`], shipped for twelve languages or read from a
//! caller's list, attached to a [`Lexicon`](crate::Lexicon) to say how familiar its words are.

use std::{
    collections::BTreeMap,
    sync::{Arc, OnceLock},
};

use crate::{Error, Profile, Result, Zipf};

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
    /// The tags of the languages whose frequencies ship (with the `frequencies` feature): every
    /// shipped profile but Nynorsk, which wordfreq does not cover.
    pub const SHIPPED: [&'static str; 12] = [
        "da", "de", "en", "es", "fr", "it", "nb", "nl", "pl", "pt", "sv", "uk",
    ];

    /// The shipped frequencies of `profile`'s language, read once per process and shared.
    ///
    /// # Errors
    ///
    /// [`Error::NoFrequencies`] for a language without shipped frequencies (Nynorsk, or a
    /// profile of the caller's); [`Error::FrequencyDataMissing`] when this crate was built
    /// without its `frequencies` feature, which brings in the `wordgames-wordfreq-data`
    /// package.
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
        let bytes = builder
            .into_inner()
            .expect("an in-memory builder does not fail");
        Frequencies {
            map: Arc::new(fst::Map::new(bytes).expect("a freshly built map is valid")),
        }
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
        let bytes = builder
            .into_inner()
            .expect("an in-memory builder does not fail");
        Frequencies {
            map: Arc::new(fst::Map::new(bytes).expect("a freshly built map is valid")),
        }
    }
}

#[cfg(feature = "frequencies")]
fn shipped_table(tag: &str) -> Result<&'static str> {
    wordgames_wordfreq_data::table(tag).ok_or_else(|| Error::NoFrequencies {
        tag: tag.to_string(),
    })
}

#[cfg(not(feature = "frequencies"))]
fn shipped_table(_tag: &str) -> Result<&'static str> {
    Err(Error::FrequencyDataMissing)
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
