//! A language's page games: the sources the replays read ([`Sources`]) and the day's edition
//! of the four page games, made from one lexicon and its profile by the same code in the
//! server and in the page's WebAssembly module, so that both deal the same puzzles in the
//! same language.

use std::{borrow::Cow, sync::Arc};

use wordgames_lexicon::{AnyLexicon, Lexicon, Profile};
use wordgames_puzzles::{
    daily::{Calendar, Publisher},
    word_blender::WordBlenderGenerator,
    wordle,
    wordseq::Dictionary,
};
use wordgames_wordle::{WordList, Wordle};

use crate::{Dictionaries, ReplayError, Sources};

/// The storage of a language's lexicon: the embedded English lexicon (borrowed, no copy) or a
/// word list read at run time.
pub type Words = Cow<'static, [u8]>;

/// The page games of one language: the lexicon of its words, Wordle's lists as the library
/// chooses them for the language ([`wordle::for_language`]: the classic ones in English, else
/// the lexicon's five-letter words), the Word Blender generator of the language and wordseq's
/// dictionaries, built on first use.
pub struct Language {
    /// The language of the words.
    pub profile: &'static Profile,
    /// The lexicon, shared with the publisher.
    pub lexicon: Arc<AnyLexicon>,
    /// Wordle's lists, without the feedback table (playing never needs it).
    pub wordle: Wordle,
    /// The Wordle answers, shared with the publisher.
    pub answers: Arc<WordList>,
    /// The Word Blender generator with its default settings (the daily game's).
    pub blender: WordBlenderGenerator<Words>,
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
    /// The embedded English lexicon's page games.
    ///
    /// # Errors
    /// What the library reports when the embedded data cannot be loaded.
    pub fn english() -> Result<Language, String> {
        Language::build(Lexicon::english().into(), Profile::english(), true)
    }

    /// The page games of `lexicon`, a lexicon of `profile`'s words (read with
    /// [`ReadOptions::for_profile`](wordgames_lexicon::ReadOptions::for_profile), say).
    ///
    /// # Errors
    /// What the library reports: no five-letter word for Wordle, no six-letter word for Word
    /// Blender.
    ///
    /// ```
    /// use wordgames_lexicon::{Lexicon, ReadOptions, profile};
    /// use wordgames_puzzles::daily::Calendar;
    /// use wordgames_web_games::Language;
    ///
    /// let options = ReadOptions::for_profile(&profile::NB);
    /// let words = "blåbær\nfjære\nfærre\nkløft\nsmøre\n";
    /// let (bokmal, _) = Lexicon::from_reader(words.as_bytes(), "nb", options).unwrap();
    /// let language = Language::new(bokmal.into(), &profile::NB).unwrap();
    /// let date = "2026-01-01".parse().unwrap();
    /// let edition = language.publisher(Calendar::PUBLIC).edition(date, date).unwrap();
    /// assert_eq!(edition.language.unwrap().tag, "nb");
    /// assert!(language.wordle.answers().len() >= 1);
    /// ```
    pub fn new(lexicon: AnyLexicon, profile: &'static Profile) -> Result<Language, String> {
        Language::build(lexicon, profile, false)
    }

    fn build(
        lexicon: AnyLexicon,
        profile: &'static Profile,
        embedded: bool,
    ) -> Result<Language, String> {
        let wordle =
            wordle::for_language(&lexicon, profile).map_err(|e| format!("Wordle's lists: {e}"))?;
        let answers = Arc::new(wordle.answers().clone());
        // The generator owns its lexicon: the embedded one is borrowed, a list read is copied
        // (its frequencies with it).
        let for_blender = if embedded {
            Lexicon::english().into()
        } else {
            AnyLexicon::clone(&lexicon)
        };
        let blender = WordBlenderGenerator::new(for_blender)
            .map_err(|e| format!("the Word Blender generator: {e}"))?
            .with_profile(profile);
        Ok(Language {
            profile,
            lexicon: Arc::new(lexicon),
            wordle,
            answers,
            blender,
            dictionaries: Dictionaries::default(),
            embedded,
        })
    }

    /// Whether this is the embedded English lexicon.
    pub fn is_embedded(&self) -> bool {
        self.embedded
    }

    /// The publisher of the four page games in `calendar`: the edition of the lexicon's
    /// language, without Nettle (a server adds it with `with_wordnet`).
    pub fn publisher(&self, calendar: Calendar) -> Publisher<'static, Words> {
        Publisher::shared(self.lexicon.clone(), self.answers.clone())
            .with_profile(self.profile)
            .with_calendar(calendar)
    }
}

impl Sources for Language {
    type Words = Words;
    fn lexicon(&self) -> &AnyLexicon {
        &self.lexicon
    }
    fn wordle(&self) -> &Wordle {
        &self.wordle
    }
    fn blender(&self) -> &WordBlenderGenerator<Words> {
        &self.blender
    }
    fn dictionary(&self, word_length: usize) -> Result<&Dictionary, ReplayError> {
        self.dictionaries
            .get_in(&self.lexicon, self.profile, word_length)
    }
}
