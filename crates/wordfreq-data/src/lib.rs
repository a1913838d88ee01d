//! Word frequencies of twelve languages, on the Zipf scale, from the
//! [wordfreq](https://github.com/rspeer/wordfreq) project (version 3.1.1): the data behind
//! `wordgames-lexicon`'s familiar words.
//!
//! This crate holds data and nothing else, so that only programs that want word frequencies
//! download it: `wordgames-lexicon` depends on it through its `frequencies` feature (on by
//! default, all twelve languages) or its per-language ones (`frequencies-en`, ...). Read the tables with `wordgames_lexicon::Frequencies::shipped`.
//!
//! ```
//! let table = wordgames_wordfreq_data::table("nb").expect("bokmål ships");
//! assert!(table.lines().any(|line| line == "hus\t509"));
//! assert_eq!(wordgames_wordfreq_data::table("nn"), None); // wordfreq has no Nynorsk
//! ```
//!
//! Each table is UTF-8 text, one word a line, `word<TAB>hundredths of a Zipf unit` (`hus\t509`
//! is Zipf 5.09: about 123 times in a million words), sorted by bytes. The words are wordfreq's
//! 'large' list of the language where it has one ('small' for Danish), read with the
//! language's `wordgames-lexicon` profile (so `ß` is `ss` in German and accents fold where the
//! profile folds them, the frequencies of words that read alike added up), at Zipf 2.00 or more
//! and of at most 15 letters. `scripts/regen-wordfreq.sh` in the wordgames repository makes them
//! from the `wordfreq` package on PyPI and checks the sums in `data/SHA256SUMS`.
//!
//! # Crate features
//!
//! One feature per language of [`LANGUAGES`], named by its tag (`en`, `da`, ..., `uk`), all
//! twelve on by default. A language's table is compiled in only with its feature, so a program
//! that needs one language (a web page's WebAssembly module, say) carries only that one:
//! `default-features = false, features = ["en"]`. For a language left out, [`table`] gives
//! `None`.
//!
//! # Licence
//!
//! wordfreq's data is licensed CC BY-SA 4.0 by Robyn Speer, and draws on Wikipedia, the Leeds
//! Internet Corpus, ParaCrawl, Google Books Ngrams (<http://books.google.com/ngrams>) and other
//! sources listed in wordfreq's README; these tables are a derived work under the same licence,
//! whose text ships as `LICENSE-CC-BY-SA-4.0`. The wordgames code stays MIT OR Apache-2.0 and
//! does not include this crate unless its `frequencies` feature is on.
#![deny(missing_docs)]

/// Declares the languages with a table from one list of tags: [`LANGUAGES`], [`table`] with
/// each table behind its feature, and for the tests whether each feature is on.
macro_rules! languages {
    ($($tag:literal),* $(,)?) => {
        /// The languages with a table, as profile tags.
        pub const LANGUAGES: [&str; 12] = [$($tag),*];

        /// The table of the language with profile tag `tag` (`"en"`, `"nb"`, ...), or `None` for a
        /// language without one, or whose feature this build leaves out (see "Crate features").
        pub fn table(tag: &str) -> Option<&'static str> {
            Some(match tag {
                $(
                    #[cfg(feature = $tag)]
                    $tag => include_str!(concat!("../data/", $tag, ".tsv")),
                )*
                _ => return None,
            })
        }

        /// Whether each language's feature is on in this build, in the order of [`LANGUAGES`].
        #[cfg(test)]
        const FEATURE_ON: [bool; 12] = [$(cfg!(feature = $tag)),*];
    };
}

languages!(
    "da", "de", "en", "es", "fr", "it", "nb", "nl", "pl", "pt", "sv", "uk",
);

/// The lowest frequency a table holds, in hundredths of a Zipf unit: a word of the language
/// that is not in its table is rarer than this, or unknown to wordfreq.
pub const FLOOR_CENTI: u16 = 200;

#[cfg(test)]
mod tests {
    /// Every language's table is there exactly when its feature is on (`.ci/run` tests a build
    /// with English alone too).
    #[test]
    fn a_table_is_compiled_in_with_its_feature() {
        for (tag, on) in super::LANGUAGES.into_iter().zip(super::FEATURE_ON) {
            let table = super::table(tag);
            assert_eq!(table.is_some(), on, "{tag}");
            if let Some(table) = table {
                assert!(table.lines().count() > 20_000, "{tag}");
            }
        }
    }
}
