//! A language's data, loaded once: the lexicon and its profile, Wordle's lists as the library
//! chooses them for the language, the Word Blender generator with the daily settings, the block
//! list, and wordseq's dictionaries, each built on first use. Every front end (the `wordgames`
//! program, the web server, the page's WebAssembly module, the Python package) holds one
//! [`Language`] per language it serves instead of loading these its own way.

use std::{borrow::Cow, sync::Arc, sync::OnceLock};

use wordgames_lexicon::{AnyLexicon, BlockList, Lexicon, Profile};
use wordgames_wordle::{WordList, Wordle};

use crate::{
    Result,
    daily::{Calendar, Publisher},
    word_blender::WordBlenderGenerator,
    wordle,
    wordseq::{self, Dictionary},
};

/// The storage of a language's lexicon: the embedded English lexicon (borrowed, no copy) or a
/// word list read at run time.
pub type Words = Cow<'static, [u8]>;

/// One language's data, loaded once: the lexicon of its words, Wordle's lists as the library
/// chooses them for the language ([`wordle::for_language`]: the classic ones in English, else
/// the lexicon's five-letter words), the Word Blender generator of the language with its
/// default settings (the daily game's), the language's block list and wordseq's dictionaries,
/// built on first use.
///
/// Needs the `word-blender`, `wordseq` and `wordle` features.
///
/// ```
/// use wordgames_lexicon::{Lexicon, ReadOptions, profile};
/// use wordgames_puzzles::{Language, daily::Calendar};
///
/// let options = ReadOptions::for_profile(&profile::NB);
/// let words = "blåbær\nfjære\nfærre\nkløft\nsmøre\n";
/// let (bokmal, _) = Lexicon::from_reader(words.as_bytes(), "nb", options)?;
/// let language = Language::new(bokmal.into(), &profile::NB)?;
/// let date = "2026-01-01".parse()?;
/// let edition = language.publisher(Calendar::PUBLIC).edition(date, date)?;
/// assert_eq!(edition.language.unwrap().tag, "nb");
/// assert!(language.wordle.answers().len() >= 1);
/// // Norwegian words are not judged by the English block list.
/// assert!(language.block_list().is_empty());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct Language {
    /// The language of the words.
    pub profile: &'static Profile,
    /// The lexicon, shared with the publisher.
    pub lexicon: Arc<AnyLexicon>,
    /// Wordle's lists, without the feedback table (playing never needs it).
    pub wordle: Wordle,
    /// The Wordle answers, shared with the publisher.
    pub answers: Arc<WordList>,
    blender: OnceLock<Result<WordBlenderGenerator<Words>>>,
    block_list: BlockList,
    dictionaries: Dictionaries,
    embedded: bool,
}

impl std::fmt::Debug for Language {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Language")
            .field("profile", &self.profile.tag())
            .field("words", &self.lexicon.len())
            .finish_non_exhaustive()
    }
}

impl Language {
    /// The embedded English lexicon's data.
    ///
    /// # Errors
    /// What the library reports when the embedded data cannot be loaded.
    pub fn english() -> Result<Language> {
        Language::build(Lexicon::english().into(), Profile::english(), true)
    }

    /// The data of `lexicon`, a lexicon of `profile`'s words (read with
    /// [`ReadOptions::for_profile`](wordgames_lexicon::ReadOptions::for_profile), say).
    ///
    /// # Errors
    /// What the library reports when the list has no five-letter word for Wordle. A list
    /// without a six-letter word is accepted: only [`Language::blender`] fails on it.
    pub fn new(lexicon: AnyLexicon, profile: &'static Profile) -> Result<Language> {
        Language::build(lexicon, profile, false)
    }

    fn build(lexicon: AnyLexicon, profile: &'static Profile, embedded: bool) -> Result<Language> {
        let wordle = wordle::for_language(&lexicon, profile)?;
        let answers = Arc::new(wordle.answers().clone());
        Ok(Language {
            profile,
            lexicon: Arc::new(lexicon),
            wordle,
            answers,
            blender: OnceLock::new(),
            block_list: block_list_of(profile),
            dictionaries: Dictionaries::default(),
            embedded,
        })
    }

    /// Whether this is the embedded English lexicon.
    pub fn is_embedded(&self) -> bool {
        self.embedded
    }

    /// The Word Blender generator with its default settings (the daily game's), built on the
    /// first call. It owns its lexicon: the embedded one is borrowed, a list read is copied
    /// (its frequencies with it).
    ///
    /// # Errors
    /// What [`WordBlenderGenerator::new`] reports (a list without a six-letter word, say),
    /// kept and given again on every call; the language's other games are not affected.
    pub fn blender(&self) -> Result<&WordBlenderGenerator<Words>> {
        self.blender
            .get_or_init(|| {
                let words: AnyLexicon = if self.embedded {
                    Lexicon::english().into()
                } else {
                    AnyLexicon::clone(&self.lexicon)
                };
                Ok(WordBlenderGenerator::new(words)?.with_profile(self.profile))
            })
            .as_ref()
            .map_err(Clone::clone)
    }

    /// The block list of the language's daily puzzles: the English list in English, none in
    /// another language (the English list is no judge of its words).
    pub fn block_list(&self) -> &BlockList {
        &self.block_list
    }

    /// wordseq's dictionary of `word_length`-letter words over the lexicon and the block list,
    /// as the day's level is made, built on the first call for that length.
    ///
    /// # Errors
    /// A length wordseq does not play, or what the library reports.
    pub fn dictionary(&self, word_length: usize) -> Result<&Dictionary> {
        self.dictionaries
            .get_in(&self.lexicon, self.profile, word_length)
    }

    /// The publisher of the four games of the lexicon's language in `calendar`, without
    /// Nettle (a server adds it with `with_wordnet`).
    pub fn publisher(&self, calendar: Calendar) -> Publisher<'static, Words> {
        Publisher::shared(self.lexicon.clone(), self.answers.clone())
            .with_profile(self.profile)
            .with_calendar(calendar)
    }
}

/// The block list of `profile`'s daily puzzles: the English list in English, none in another
/// language.
fn block_list_of(profile: &Profile) -> BlockList {
    if profile.is_ascii_az() {
        BlockList::english()
    } else {
        BlockList::none()
    }
}

/// wordseq dictionaries by word length, each built on first use (the library's error, when it
/// refuses a length, is kept and given again).
#[derive(Default)]
pub struct Dictionaries([OnceLock<Result<Dictionary>>; wordseq::MAX_SIDE + 1]);

impl std::fmt::Debug for Dictionaries {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let built: Vec<usize> = (0..self.0.len())
            .filter(|&n| self.0[n].get().is_some())
            .collect();
        f.debug_struct("Dictionaries")
            .field("built", &built)
            .finish()
    }
}

impl Dictionaries {
    /// The dictionary of `word_length` over a lexicon of `profile`'s words, as the day's level
    /// is made ([`WordseqGenerator::new_in`](crate::wordseq::WordseqGenerator::new_in)): the
    /// English block list in English, none in another language. A `Dictionaries` serves one
    /// lexicon and one profile: the first call of a length decides its dictionary.
    ///
    /// # Errors
    /// [`Error::InvalidParameter`](crate::Error::InvalidParameter) for a length wordseq does
    /// not play, or what [`Dictionary::new_in`] reports.
    ///
    /// ```
    /// use wordgames_lexicon::{Lexicon, Profile};
    /// use wordgames_puzzles::language::Dictionaries;
    ///
    /// let dictionaries = Dictionaries::default();
    /// let four = dictionaries.get_in(&Lexicon::english(), Profile::english(), 4)?;
    /// assert!(four.len() > 1000);
    /// assert!(dictionaries.get_in(&Lexicon::english(), Profile::english(), 99).is_err());
    /// # Ok::<(), wordgames_puzzles::Error>(())
    /// ```
    pub fn get_in<D: AsRef<[u8]>>(
        &self,
        lexicon: &Lexicon<D>,
        profile: &'static Profile,
        word_length: usize,
    ) -> Result<&Dictionary> {
        let Some(slot) = self.0.get(word_length) else {
            return Err(crate::Error::InvalidParameter {
                name: "word_length",
                value: word_length.to_string(),
                reason: "wordseq plays words of 2 to MAX_SIDE letters",
            });
        };
        slot.get_or_init(|| {
            Dictionary::new_in(lexicon, profile, word_length, &block_list_of(profile))
        })
        .as_ref()
        .map_err(Clone::clone)
    }
}

#[cfg(test)]
mod tests {
    use wordgames_lexicon::{ReadOptions, profile};

    use super::*;

    #[test]
    fn a_list_without_six_letter_words_fails_word_blender_alone() {
        let words = "fjære\nfærre\nkløft\nsmøre\nbær\n";
        let options = ReadOptions::for_profile(&profile::NB);
        let (bokmal, _) = Lexicon::from_reader(words.as_bytes(), "nb", options).unwrap();
        let language = Language::new(bokmal.into(), &profile::NB).unwrap();
        let first = language.blender().unwrap_err().to_string();
        // The failure is kept and given again, the same.
        assert_eq!(language.blender().unwrap_err().to_string(), first);
        // Wordle still has its answers, and the edition lists every game, Word Blender's
        // without its puzzle.
        assert_eq!(language.wordle.answers().len(), 4);
        let date = "2026-01-01".parse().unwrap();
        let edition = language
            .publisher(Calendar::PUBLIC)
            .edition(date, date)
            .unwrap();
        let blender = edition
            .games
            .iter()
            .find(|entry| entry.game == crate::daily::GameId::WordBlender)
            .unwrap();
        assert!(matches!(
            blender.puzzle,
            crate::daily::EditionGame::Unavailable { .. }
        ));
    }

    #[test]
    fn the_embedded_language_builds_its_blender_once() {
        let language = Language::english().unwrap();
        let first: *const _ = language.blender().unwrap();
        let second: *const _ = language.blender().unwrap();
        assert_eq!(first, second);
    }
}
