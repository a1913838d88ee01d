//! The day's edition: every game's puzzle of one date, as a player sees it before playing.
//!
//! `wordgames daily --json` prints an [`Edition`] and the web app serves the same one, so the
//! document is made here, once, for every program. An edition never holds an answer or a
//! solution: boards, letters, the wordseq grid and each game's number, never the Letter Boxed
//! solution, the Word Blender words, the Wordle answer or the Nettle target.
//!
//! A game written outside the crate joins the edition through [`DailyGame`]: the publisher
//! asks it for the fields of its entry, shown beside the five built-in games.

use std::{borrow::Cow, sync::Arc};

use wordgames_lexicon::{Lexicon, Profile, Zipf};
#[cfg(feature = "wordle")]
use wordgames_wordle::WORDLE_GUESSES;
use wordgames_wordle::WordList;
#[cfg(feature = "nettle")]
use wordgames_wordnet::{LemmaId, WordNet};

#[cfg(feature = "letter-boxed")]
use crate::letter_boxed;
#[cfg(feature = "nettle")]
use crate::nettle;
#[cfg(feature = "word-blender")]
use crate::word_blender;
#[cfg(feature = "wordle")]
use crate::wordle;
#[cfg(feature = "wordseq")]
use crate::wordseq::{self, Difficulty};
use crate::{
    Date, Error, Result,
    daily::{Calendar, Daily, GameId, GameKey},
};

/// The Wordle word length: the classic game's five letters.
#[cfg(feature = "wordle")]
const WORDLE_WORD_LENGTH: usize = 5;

/// Makes the day's [`Edition`] of any date from one set of sources: the lexicon, Wordle's
/// answer list, and WordNet with Nettle's target list (computed once, here).
///
/// An edition holds the games this build of the crate has ([`GameId::is_built`]): all five
/// with the default features. [`Publisher::new`], which takes WordNet, needs the `nettle`
/// feature; [`Publisher::without_nettle`] is always there.
///
/// # Example
/// ```
/// use wordgames_lexicon::Lexicon;
/// use wordgames_puzzles::daily::{EditionGame, GameId, Publisher};
/// use wordgames_wordle::WordList;
/// use wordgames_wordnet::WordNet;
///
/// let english = Lexicon::english();
/// let answers = WordList::classic_answers();
/// let publisher = Publisher::new(&english, &answers, WordNet::bundled()?);
/// // The second argument is "today": a date after it is published without its seeds.
/// let edition = publisher.edition("2026-01-01".parse()?, "2026-01-01".parse()?)?;
/// assert_eq!(edition.games.len(), 5);
/// let EditionGame::LetterBoxed { board, par, seed, .. } = &edition.games[0].puzzle else { panic!() };
/// assert_eq!((board.as_str(), *par), ("dit amp chr elo", 2));
/// assert!(seed.is_some());
/// assert_eq!(edition.games[2].game, GameId::Wordle);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct Publisher<'a, D> {
    // Read by the games built with the features that use them.
    #[cfg_attr(
        not(any(
            feature = "letter-boxed",
            feature = "word-blender",
            feature = "wordseq"
        )),
        allow(dead_code)
    )]
    lexicon: Held<'a, Lexicon<D>>,
    #[cfg_attr(not(feature = "wordle"), allow(dead_code))]
    wordle_answers: Held<'a, WordList>,
    /// Wordle over the answers and its entropy opener, for the answers' difficulty: made on
    /// first need ([`Publisher::wordle_opener`]), `None` when the lists make no game.
    #[cfg(feature = "wordle")]
    wordle_game: std::sync::OnceLock<Option<(wordgames_wordle::Wordle, u32)>>,
    /// The letters of the lexicon's words (Letter Boxed, Word Blender, wordseq).
    profile: &'static Profile,
    /// `None` for a publisher without Nettle ([`Publisher::without_nettle`]).
    #[cfg(feature = "nettle")]
    wordnet: Option<&'a WordNet>,
    #[cfg(feature = "nettle")]
    nettle_targets: std::result::Result<Vec<LemmaId>, String>,
    counts: LexiconCounts,
    calendar: Calendar,
    others: Vec<Box<dyn DailyGame + 'a>>,
}

/// A source a [`Publisher`] reads: borrowed for `'a`, or shared through an [`Arc`] (then the
/// publisher is `'static` and can be kept for a program's life: [`Publisher::shared`]).
enum Held<'a, T> {
    Borrowed(&'a T),
    Shared(Arc<T>),
}

impl<T> std::ops::Deref for Held<'_, T> {
    type Target = T;
    fn deref(&self) -> &T {
        match self {
            Held::Borrowed(value) => value,
            Held::Shared(value) => value,
        }
    }
}

/// The fields of a game's entry in the daily document, besides `game`, `number` and `seed`.
pub type PuzzleFields = serde_json::Map<String, serde_json::Value>;

/// A game written outside this crate, in the day's [`Edition`] beside the built-in five.
///
/// The publisher gives it the day ([`Daily`] of the game's [`key`](DailyGame::key) in the
/// publisher's [`Calendar`]: number and seed, [`Daily::rng`] for the generator) and shows what
/// it answers. Like the built-in entries, the fields must never hold an answer.
///
/// ```
/// use std::borrow::Cow;
/// use wordgames_lexicon::Lexicon;
/// use wordgames_puzzles::{Generator, daily::{Daily, DailyGame, EditionGame, GameKey, Publisher, PuzzleFields}};
/// use wordgames_wordle::WordList;
/// use wordgames_wordnet::WordNet;
///
/// /// "Spell it": a number to spell, from the day's seed.
/// struct SpellIt;
///
/// impl DailyGame for SpellIt {
///     fn key(&self) -> GameKey {
///         GameKey::new("spell-it").expect("a valid key")
///     }
///     fn title(&self) -> Cow<'static, str> {
///         "Spell It".into()
///     }
///     fn puzzle(&self, day: &Daily) -> Result<PuzzleFields, Box<dyn std::error::Error + Send + Sync>> {
///         let mut fields = PuzzleFields::new();
///         fields.insert("letters".into(), (day.seed % 7 + 3).into());
///         Ok(fields)
///     }
/// }
///
/// let english = Lexicon::english();
/// let answers = WordList::classic_answers();
/// let publisher = Publisher::new(&english, &answers, WordNet::bundled()?).with_game(SpellIt)?;
/// let date = "2026-02-01".parse()?;
/// let edition = publisher.edition(date, date)?;
/// let mine = &edition.games[5];
/// assert_eq!((mine.game.as_str(), mine.number, mine.title.as_ref()), ("spell-it", 32, "Spell It"));
/// assert!(matches!(&mine.puzzle, EditionGame::Other { fields, .. } if fields.contains_key("letters")));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub trait DailyGame: Send + Sync {
    /// The game's key: its seeds and its `game` field in the document.
    fn key(&self) -> GameKey;

    /// The game's name as players know it.
    fn title(&self) -> Cow<'static, str>;

    /// The puzzle of `day` as shown before play: the entry's fields (not `game`, `number` or
    /// `seed`, which the publisher writes).
    ///
    /// # Errors
    ///
    /// Why the puzzle cannot be made: the entry becomes [`EditionGame::Unavailable`].
    fn puzzle(
        &self,
        day: &Daily,
    ) -> std::result::Result<PuzzleFields, Box<dyn std::error::Error + Send + Sync>>;
}

/// Every game's puzzle of one date, in [`GameId::ALL`] order, with the lexicon's size.
///
/// With the `serde` feature it serialises to the document of `wordgames daily --json`:
/// `{"date":"2026-01-01","lexicon":{"words":…,"common":…},"games":[{"game":"letter-boxed",
/// "number":1,"seed":…,"board":"dit amp chr elo","sides":[…],"par":2},…]}`.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct Edition {
    /// The version of the daily recipe that made the puzzles ([`RECIPE`](crate::daily::RECIPE)).
    pub recipe: u32,
    /// The date.
    pub date: Date,
    /// Whether the games' frequencies (`rarest`, `answerZipf`) are measured, from a lexicon
    /// that carries frequencies, rather than the stand-ins of its grades.
    pub frequencies: bool,
    /// The size of the lexicon the puzzles were made with.
    pub lexicon: LexiconCounts,
    /// One entry per game.
    pub games: Vec<EditionEntry>,
    /// The language of the words when it is not English ([`Publisher::with_profile`]): what a
    /// page needs to draw its keyboard. English editions leave it out (no `language` field in
    /// the document).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub language: Option<EditionLanguage>,
}

/// The language of an [`Edition`]'s words, from its [`Profile`]: in the document,
/// `"language":{"tag":"nb","name":"Norwegian Bokmål","alphabet":"abc…æøå","keyboard":["qwertyuiopå",…]}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct EditionLanguage {
    /// The profile's tag (`nb`).
    pub tag: &'static str,
    /// The language's name.
    pub name: &'static str,
    /// Every letter of the alphabet, in order.
    pub alphabet: &'static str,
    /// The keyboard rows of its Wordle, top to bottom ([`Profile::keyboard`]).
    pub keyboard: &'static [&'static str],
}

impl From<&'static Profile> for EditionLanguage {
    fn from(profile: &'static Profile) -> EditionLanguage {
        EditionLanguage {
            tag: profile.tag(),
            name: profile.name(),
            alphabet: profile.alphabet(),
            keyboard: profile.keyboard(),
        }
    }
}

/// The size of a lexicon: all its words, and those of its common tier.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct LexiconCounts {
    /// Every word.
    pub words: usize,
    /// The words of the common tier.
    pub common: usize,
}

/// One game's entry in an [`Edition`]: the game, its puzzle number, and its puzzle.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct EditionEntry {
    /// The game: a built-in [`GameId`]'s key, or the key of a [`DailyGame`].
    pub game: GameKey,
    /// The game's name as players know it (not in the document).
    #[cfg_attr(feature = "serde", serde(skip))]
    pub title: Cow<'static, str>,
    /// The puzzle number: 1 on the game's first day (2026-01-01 for the built-in games); 0
    /// for a game of the caller's on a date before its first day (an
    /// [`EditionGame::Unavailable`] entry).
    pub number: u64,
    /// The puzzle as shown before play, or why the sources cannot make it.
    #[cfg_attr(feature = "serde", serde(flatten))]
    pub puzzle: EditionGame,
}

/// A game's puzzle as shown before play: never an answer.
///
/// `seed` is the day's seed, published only for a date that has begun and a public
/// [`Calendar`]: `None` (and no `seed` field in the document) otherwise, since a seed deals its
/// puzzle (`wordgames play wordle --seed`).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(untagged, rename_all_fields = "camelCase"))]
#[non_exhaustive]
pub enum EditionGame {
    /// The Letter Boxed board and its par.
    LetterBoxed {
        /// The day's seed, when it may be published.
        #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
        seed: Option<u64>,
        /// The board as four sides: `dit amp chr elo`.
        board: String,
        /// The four sides.
        sides: Vec<String>,
        /// The fewest familiar words that solve it.
        par: usize,
        /// The difficulty: the frequency of the shown solution's rarest word on the Zipf scale
        /// ([`letter_boxed::Difficulty`](crate::letter_boxed::Difficulty)).
        #[cfg_attr(feature = "serde", serde(serialize_with = "zipf_number"))]
        rarest: Zipf,
    },
    /// The Word Blender letters and how many words they make.
    WordBlender {
        /// The day's seed, when it may be published.
        #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
        seed: Option<u64>,
        /// The six letters, in the order shown.
        letters: String,
        /// How many words there are to find.
        words: usize,
        /// The difficulty: the frequency of the rarest word to find on the Zipf scale
        /// ([`word_blender::Difficulty`](crate::word_blender::Difficulty)).
        #[cfg_attr(feature = "serde", serde(serialize_with = "zipf_number"))]
        rarest: Zipf,
    },
    /// Wordle: the word length and the number of tries.
    Wordle {
        /// The day's seed, when it may be published.
        #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
        seed: Option<u64>,
        /// Letters in the answer.
        word_length: usize,
        /// Tries allowed.
        guesses: usize,
        /// The difficulty: the answer's frequency on the Zipf scale
        /// ([`wordle::Difficulty`](crate::wordle::Difficulty)), which does not tell the answer.
        #[cfg_attr(feature = "serde", serde(serialize_with = "zipf_number"))]
        answer_zipf: Zipf,
        /// The difficulty: the guesses the entropy strategy takes to find the answer
        /// ([`wordle::Difficulty::guesses`](crate::wordle::Difficulty::guesses)), which does
        /// not tell the answer; `None` (and no field in the document) when the answers and the
        /// language's guesses make no game.
        #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
        entropy_guesses: Option<u32>,
    },
    /// The wordseq grid and its best game.
    Wordseq {
        /// The day's seed, when it may be published.
        #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
        seed: Option<u64>,
        /// The difficulty of the daily level.
        difficulty: &'static str,
        /// The grid, one string per row.
        grid: Vec<String>,
        /// The length of the words it forms.
        word_length: usize,
        /// The most moves a game can have.
        optimum: u32,
        /// The difficulty: the frequency of the rarest word of the best game on the Zipf scale
        /// ([`wordseq::LevelDifficulty`](crate::wordseq::LevelDifficulty)).
        #[cfg_attr(feature = "serde", serde(serialize_with = "zipf_number"))]
        rarest: Zipf,
    },
    /// Nettle: the number and how familiar the target is (the target is the answer).
    Nettle {
        /// The difficulty: the target's frequency on the Zipf scale
        /// ([`nettle::Difficulty::target`](crate::nettle::Difficulty::target)), which does not
        /// tell the target.
        #[cfg_attr(feature = "serde", serde(serialize_with = "zipf_number"))]
        target_zipf: Zipf,
    },
    /// A [`DailyGame`] of the caller's: the fields it gave.
    Other {
        /// The day's seed, when it may be published.
        #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
        seed: Option<u64>,
        /// The game's fields.
        #[cfg_attr(feature = "serde", serde(flatten))]
        fields: PuzzleFields,
    },
    /// The sources cannot make this game's puzzle (a small lexicon, say).
    Unavailable {
        /// Why.
        error: String,
    },
}

impl<D> std::fmt::Debug for Publisher<'_, D> {
    /// The lexicon's counts and the number of Nettle targets, never the sources.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let others: Vec<GameKey> = self.others.iter().map(|game| game.key()).collect();
        let mut debug = f.debug_struct("Publisher");
        debug.field("lexicon", &self.counts);
        #[cfg(feature = "nettle")]
        debug.field(
            "nettle_targets",
            &self.nettle_targets.as_ref().map(Vec::len),
        );
        debug
            .field("calendar", &self.calendar)
            .field("others", &others)
            .finish()
    }
}

impl<D: AsRef<[u8]>> Publisher<'static, D> {
    /// [`Publisher::without_nettle`] over sources it shares rather than borrows: the publisher
    /// is `'static`, so a server can keep it (and clones of the same [`Arc`]s) for its whole
    /// life without leaking them. Add Nettle with [`with_nettle`](Publisher::with_nettle) and a
    /// `'static` WordNet such as [`WordNet::bundled`].
    ///
    /// # Example
    ///
    /// ```
    /// use std::sync::Arc;
    /// use wordgames_lexicon::Lexicon;
    /// use wordgames_puzzles::daily::{EditionGame, Publisher};
    /// use wordgames_wordle::WordList;
    ///
    /// let english = Arc::new(Lexicon::english());
    /// let publisher = Publisher::shared(english.clone(), Arc::new(WordList::classic_answers()));
    /// let kept = std::thread::spawn(move || {
    ///     let date = "2026-01-01".parse().unwrap();
    ///     publisher.edition(date, date).unwrap()
    /// });
    /// let edition = kept.join().unwrap();
    /// let EditionGame::LetterBoxed { board, .. } = &edition.games[0].puzzle else { panic!() };
    /// assert_eq!(board, "dit amp chr elo");
    /// assert_eq!(edition.lexicon.words, english.len());
    /// ```
    pub fn shared(
        lexicon: Arc<Lexicon<D>>,
        wordle_answers: Arc<WordList>,
    ) -> Publisher<'static, D> {
        Publisher::holding(Held::Shared(lexicon), Held::Shared(wordle_answers))
    }
}

impl<'a, D: AsRef<[u8]>> Publisher<'a, D> {
    /// A publisher over its sources. Nettle's target list and the lexicon's counts are computed
    /// here, once; when the lexicon cannot give a target list, Nettle's
    /// entries say why. Needs the `nettle` feature.
    #[cfg(feature = "nettle")]
    pub fn new(
        lexicon: &'a Lexicon<D>,
        wordle_answers: &'a WordList,
        wordnet: &'a WordNet,
    ) -> Publisher<'a, D> {
        Publisher::without_nettle(lexicon, wordle_answers).with_nettle(wordnet, lexicon)
    }

    /// The same publisher with Nettle: `wordnet`, and its target list computed from the
    /// common tier of `lexicon` (an English lexicon, since WordNet is English: the publisher's
    /// own in [`Publisher::new`], the embedded one beside a lexicon of another language).
    /// Needs the `nettle` feature.
    ///
    /// # Example
    ///
    /// ```
    /// use std::sync::Arc;
    /// use wordgames_lexicon::{Lexicon, ReadOptions, profile};
    /// use wordgames_puzzles::daily::{EditionGame, GameId, Publisher};
    /// use wordgames_wordle::WordList;
    /// use wordgames_wordnet::WordNet;
    ///
    /// let options = ReadOptions::default().with_profile(&profile::NB);
    /// let (bokmal, _) = Lexicon::from_reader("blåbær\nrynket\ntøys\n".as_bytes(), "nb", options)?;
    /// let answers = WordList::new_in(["fjære"], &profile::NB)?;
    /// let publisher = Publisher::shared(Arc::new(bokmal), Arc::new(answers))
    ///     .with_profile(&profile::NB)
    ///     .with_nettle(WordNet::bundled()?, &Lexicon::english());
    /// let date = "2026-01-01".parse()?;
    /// let edition = publisher.edition(date, date)?;
    /// let EditionGame::LetterBoxed { board, .. } = &edition.games[0].puzzle else { panic!() };
    /// assert!(board.contains('å') && board.contains('ø'));
    /// // Three words make no wordseq level (it needs four-letter words): unavailable.
    /// assert_eq!(edition.games[3].game, GameId::Wordseq);
    /// assert!(matches!(edition.games[3].puzzle, EditionGame::Unavailable { .. }));
    /// assert!(matches!(edition.games[4].puzzle, EditionGame::Nettle { .. }));
    /// assert_eq!(edition.language.unwrap().tag, "nb");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[cfg(feature = "nettle")]
    #[must_use]
    pub fn with_nettle<E: AsRef<[u8]>>(
        mut self,
        wordnet: &'a WordNet,
        lexicon: &Lexicon<E>,
    ) -> Publisher<'a, D> {
        self.nettle_targets = nettle::targets(wordnet, lexicon).map_err(|e| e.to_string());
        self.wordnet = Some(wordnet);
        self
    }

    /// The same publisher with Nettle as the edition of its language has it: `wordnet`, and
    /// its targets from the publisher's own lexicon when its [profile](Publisher::with_profile)
    /// is English, else from the embedded English lexicon (WordNet is English, and so is
    /// Nettle in every edition). Call it after [`with_profile`](Publisher::with_profile).
    /// This is the rule `wordgames --lang TAG --words FILE daily` and the web app follow (with
    /// [`wordle::for_language`] for Wordle's answers). Needs the `nettle` feature.
    ///
    /// # Example
    ///
    /// ```
    /// use std::sync::Arc;
    /// use wordgames_lexicon::{Lexicon, ReadOptions, profile};
    /// use wordgames_puzzles::{daily::Publisher, wordle};
    /// use wordgames_wordnet::WordNet;
    ///
    /// let options = ReadOptions::for_profile(&profile::NB);
    /// let (bokmal, _) = Lexicon::from_reader("blåbær\nfjære\nfærre\n".as_bytes(), "nb", options)?;
    /// let answers = wordle::for_language(&bokmal, &profile::NB)?.answers().clone();
    /// let publisher = Publisher::without_nettle(&bokmal, &answers)
    ///     .with_profile(&profile::NB)
    ///     .with_wordnet(WordNet::bundled()?);
    /// let english = Lexicon::english();
    /// let answers = wordle::for_language(&english, profile::Profile::english())?.answers().clone();
    /// let same = Publisher::new(&english, &answers, WordNet::bundled()?);
    /// assert_eq!(publisher.nettle_targets(), same.nettle_targets());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[cfg(feature = "nettle")]
    #[must_use]
    pub fn with_wordnet(self, wordnet: &'a WordNet) -> Publisher<'a, D> {
        if self.profile.is_ascii_az() {
            let lexicon = match &self.lexicon {
                Held::Borrowed(lexicon) => Held::Borrowed(*lexicon),
                Held::Shared(lexicon) => Held::Shared(lexicon.clone()),
            };
            self.with_nettle(wordnet, &*lexicon)
        } else {
            self.with_nettle(wordnet, &Lexicon::english())
        }
    }

    /// A publisher of the four games that need no WordNet (Letter Boxed, Word Blender, Wordle
    /// and wordseq): its editions leave Nettle's entry out, and [`entry`](Publisher::entry)
    /// refuses Nettle. This is the edition a page plays without a server (the WebAssembly
    /// package uses it); every other entry is the same as [`Publisher::new`]'s.
    pub fn without_nettle(
        lexicon: &'a Lexicon<D>,
        wordle_answers: &'a WordList,
    ) -> Publisher<'a, D> {
        Publisher::holding(Held::Borrowed(lexicon), Held::Borrowed(wordle_answers))
    }

    /// The same publisher with the words of `profile`: Letter Boxed boards, Word Blender
    /// rounds and wordseq levels in its letters (each game's generator in the profile,
    /// dealing the date with [`Generator::deal`](crate::Generator::deal)), and the edition's
    /// [`language`](Edition::language) when it is not English. Wordle plays the answers given,
    /// whatever their language. The default is English.
    #[must_use]
    pub fn with_profile(mut self, profile: &'static Profile) -> Publisher<'a, D> {
        self.profile = profile;
        // Wordle's guesses are the profile's ([`Publisher::wordle_opener`]).
        #[cfg(feature = "wordle")]
        {
            self.wordle_game = std::sync::OnceLock::new();
        }
        self
    }

    /// Wordle over the publisher's answers, with the guesses of the language's edition
    /// ([`wordle::guesses_for_language`]: the classic ones in English, else the lexicon's
    /// five-letter words, the answers alone when it has none), and the entropy strategy's
    /// opener in it ([`wordle::entropy_opener`]): searched once, on first need, and kept for
    /// every date. `None` when the lists make no game.
    #[cfg(feature = "wordle")]
    fn wordle_opener(&self) -> Option<&(wordgames_wordle::Wordle, u32)> {
        self.wordle_game
            .get_or_init(|| {
                let answers: &WordList = &self.wordle_answers;
                let guesses = wordle::guesses_for_language(&self.lexicon, self.profile)
                    .unwrap_or_else(|_| answers.clone());
                let game = wordgames_wordle::Wordle::lazy(answers.clone(), guesses).ok()?;
                let opener = wordle::entropy_opener(&game).ok()?;
                Some((game, opener))
            })
            .as_ref()
    }

    /// The profile of the words ([`Publisher::with_profile`]).
    pub fn profile(&self) -> &'static Profile {
        self.profile
    }

    fn holding(
        lexicon: Held<'a, Lexicon<D>>,
        wordle_answers: Held<'a, WordList>,
    ) -> Publisher<'a, D> {
        let stats = lexicon.stats();
        Publisher {
            lexicon,
            wordle_answers,
            #[cfg(feature = "wordle")]
            wordle_game: std::sync::OnceLock::new(),
            profile: Profile::english(),
            #[cfg(feature = "nettle")]
            wordnet: None,
            #[cfg(feature = "nettle")]
            nettle_targets: Err("this publisher has no WordNet".to_string()),
            counts: LexiconCounts {
                words: stats.words,
                common: stats.common,
            },
            calendar: Calendar::PUBLIC,
            others: Vec::new(),
        }
    }

    /// The same publisher with `calendar`'s puzzles: [`Calendar::PUBLIC`] (the default) or a
    /// private calendar, whose puzzles differ from the public ones and whose seeds are never
    /// published.
    #[must_use]
    pub fn with_calendar(mut self, calendar: Calendar) -> Publisher<'a, D> {
        self.calendar = calendar;
        self
    }

    /// The same publisher with `game` after the built-in five (and the games added before it).
    ///
    /// # Errors
    /// [`Error::InvalidParameter`] when the game's key is a built-in game's ([`GameId::ALL`],
    /// built or not) or a game's added before: a key is in every seed and the document's
    /// `game` field, so two games with one key would share their seeds and their entries.
    pub fn with_game(mut self, game: impl DailyGame + 'a) -> Result<Publisher<'a, D>> {
        let key = game.key();
        let builtin = GameId::ALL.iter().any(|id| id.as_str() == key.as_str());
        if builtin || self.others.iter().any(|o| o.key().as_str() == key.as_str()) {
            return Err(Error::InvalidParameter {
                name: "game",
                value: key.as_str().to_string(),
                reason: if builtin {
                    "the key is a built-in game's: a game of the caller's needs a key of its own"
                } else {
                    "a game with this key is already in the edition: every game needs a key of its own"
                },
            });
        }
        self.others.push(Box::new(game));
        Ok(self)
    }

    /// The publisher's calendar.
    pub fn calendar(&self) -> &Calendar {
        &self.calendar
    }

    /// Nettle's target list in puzzle order, when the sources give one.
    #[cfg(feature = "nettle")]
    pub fn nettle_targets(&self) -> Option<&[LemmaId]> {
        self.nettle_targets.as_deref().ok()
    }

    /// The edition of `date`, published on `today` (the caller's clock: UTC for a server, the
    /// player's day for a program on their machine): the built-in games in [`GameId::ALL`]
    /// order (those that are built, [`GameId::is_built`]), then the games of [`with_game`](Publisher::with_game). A game whose puzzle the
    /// sources cannot make gets an [`EditionGame::Unavailable`] entry, so it does not hide the
    /// others; so does a game of [`with_game`](Publisher::with_game) on a date before its
    /// first day (its key, number 0, and the reason). The seeds are left out when `date` is
    /// after `today` (a date that has not begun) and when the calendar is private.
    ///
    /// # Errors
    /// [`Error::Date`] when `date` is before the first puzzle of the built-in games
    /// (2026-01-01).
    pub fn edition(&self, date: Date, today: Date) -> Result<Edition> {
        let mut games = GameId::ALL
            .iter()
            .filter(|&&game| game.is_built() && (game != GameId::Nettle || self.has_wordnet()))
            .map(|&game| self.entry(game, date, today))
            .collect::<Result<Vec<_>>>()?;
        let shown = self.shown(date, today);
        for other in &self.others {
            let key = other.key();
            let day = match self.calendar.day(&key, date) {
                Ok(day) => day,
                Err(error) => {
                    games.push(EditionEntry {
                        title: other.title(),
                        number: 0,
                        puzzle: EditionGame::Unavailable {
                            error: format!(
                                "{}: {error} (its first day is {})",
                                key.as_str(),
                                key.first_day()
                            ),
                        },
                        game: key,
                    });
                    continue;
                }
            };
            let puzzle = match other.puzzle(&day) {
                Ok(fields) => match fields
                    .keys()
                    .find(|k| ["game", "number", "seed"].contains(&k.as_str()))
                {
                    Some(field) => EditionGame::Unavailable {
                        error: format!("the game's fields may not be named {field:?}"),
                    },
                    None => EditionGame::Other {
                        seed: shown(day.seed),
                        fields,
                    },
                },
                Err(error) => EditionGame::Unavailable {
                    error: error.to_string(),
                },
            };
            games.push(EditionEntry {
                game: key,
                title: other.title(),
                number: day.number,
                puzzle,
            });
        }
        Ok(Edition {
            recipe: crate::daily::RECIPE,
            date,
            frequencies: self.lexicon.has_frequencies(),
            lexicon: self.counts,
            games,
            language: (!std::ptr::eq(self.profile, Profile::english()))
                .then(|| EditionLanguage::from(self.profile)),
        })
    }

    /// Whether the publisher has WordNet, for Nettle.
    fn has_wordnet(&self) -> bool {
        #[cfg(feature = "nettle")]
        return self.wordnet.is_some();
        #[cfg(not(feature = "nettle"))]
        return false;
    }

    /// Whether a seed of `date` is shown on `today`: not for a date that has not begun, and
    /// never in a private calendar.
    fn shown(&self, date: Date, today: Date) -> impl Fn(u64) -> Option<u64> + use<D> {
        let show = date <= today && !self.calendar.is_private();
        move |seed| show.then_some(seed)
    }

    /// The entry of one built-in game in the edition of `date` published on `today`, as
    /// [`edition`](Publisher::edition) gives it.
    ///
    /// # Errors
    /// [`Error::Date`] when `date` is before the first puzzle (2026-01-01), and
    /// [`Error::InvalidParameter`] for a game this build leaves out ([`GameId::is_built`]) and
    /// for Nettle from a publisher [`without_nettle`](Publisher::without_nettle).
    pub fn entry(&self, game: GameId, date: Date, today: Date) -> Result<EditionEntry> {
        let calendar = &self.calendar;
        let day = calendar.day(game, date)?;
        if !game.is_built() {
            return Err(not_built(game));
        }
        #[cfg_attr(
            not(any(
                feature = "letter-boxed",
                feature = "word-blender",
                feature = "wordle",
                feature = "wordseq"
            )),
            allow(unused_variables)
        )]
        let seed = self.shown(date, today)(day.seed);
        let made: Result<EditionGame> = match game {
            #[cfg(feature = "letter-boxed")]
            GameId::LetterBoxed => {
                letter_boxed::LetterBoxedGenerator::new_in(self.lexicon.borrowed(), self.profile)
                    .and_then(|generator| crate::Generator::deal(&generator, calendar, date))
                    .map(|today| {
                        let board = today.puzzle.board;
                        EditionGame::LetterBoxed {
                            seed,
                            board: board.to_string(),
                            sides: board.side_texts().into(),
                            par: today.puzzle.par,
                            rarest: today.puzzle.difficulty.rarest,
                        }
                    })
            }
            #[cfg(feature = "word-blender")]
            GameId::WordBlender => word_blender::WordBlenderGenerator::new(self.lexicon.borrowed())
                .and_then(|generator| {
                    crate::Generator::deal(&generator.with_profile(self.profile), calendar, date)
                })
                .map(|today| EditionGame::WordBlender {
                    seed,
                    rarest: word_blender::round_difficulty(&self.lexicon, &today.puzzle).rarest,
                    letters: today.puzzle.letters,
                    words: today.puzzle.words.len(),
                }),
            #[cfg(feature = "wordle")]
            GameId::Wordle => crate::Generator::deal(
                &wordle::WordleGenerator::new(&self.wordle_answers),
                calendar,
                date,
            )
            .map(|today| EditionGame::Wordle {
                seed,
                word_length: WORDLE_WORD_LENGTH,
                guesses: WORDLE_GUESSES,
                answer_zipf: wordle::difficulty(&self.lexicon, &today.puzzle.word).answer,
                entropy_guesses: self.wordle_opener().and_then(|(game, opener)| {
                    let answer = game.answer_id(&today.puzzle.word).ok()?;
                    wordle::entropy_guesses(game, *opener, answer).ok()
                }),
            }),
            #[cfg(feature = "wordseq")]
            GameId::Wordseq => wordseq::WordseqGenerator::new_in(&self.lexicon, self.profile)
                .and_then(|generator| crate::Generator::deal(&generator, calendar, date))
                .map(|today| {
                    let level = today.puzzle;
                    EditionGame::Wordseq {
                        seed,
                        difficulty: Difficulty::Normal.as_str(),
                        grid: level.initial_grid().to_rows(),
                        word_length: level.word_length(),
                        optimum: level.optimum(),
                        rarest: wordseq::level_difficulty(&self.lexicon, &level).rarest,
                    }
                }),
            #[cfg(feature = "nettle")]
            GameId::Nettle => match (self.wordnet, &self.nettle_targets) {
                (None, _) => {
                    return Err(Error::InvalidParameter {
                        name: "game",
                        value: game.to_string(),
                        reason: "Nettle needs WordNet, which this publisher was made without",
                    });
                }
                (Some(wordnet), Ok(targets)) => crate::Generator::deal(
                    &nettle::NettleGenerator::of_targets(wordnet, targets),
                    calendar,
                    date,
                )
                .map(|today| {
                    // The targets' lexicon (`with_wordnet`): the publisher's in English,
                    // else the embedded English one.
                    let (target_zipf, _) = if self.profile.is_ascii_az() {
                        nettle::target_frequency(&self.lexicon, &today.puzzle.word)
                    } else {
                        nettle::target_frequency(&Lexicon::english(), &today.puzzle.word)
                    };
                    EditionGame::Nettle { target_zipf }
                }),
                (Some(_), Err(error)) => Ok(EditionGame::Unavailable {
                    error: error.clone(),
                }),
            },
            // Only with a game's feature off (the match is whole with all five on), and ruled
            // out above.
            #[allow(unreachable_patterns)]
            _ => Err(not_built(game)),
        };
        let puzzle = match made {
            Ok(puzzle) => puzzle,
            Err(err @ Error::Date { .. }) => return Err(err),
            Err(err) => EditionGame::Unavailable {
                error: err.to_string(),
            },
        };
        Ok(EditionEntry {
            game: game.into(),
            title: Cow::Borrowed(game.title()),
            number: day.number,
            puzzle,
        })
    }
}

/// Writes a frequency as its number on the Zipf scale (`3.52`).
#[cfg(feature = "serde")]
fn zipf_number<S: serde::Serializer>(
    zipf: &Zipf,
    serializer: S,
) -> std::result::Result<S::Ok, S::Error> {
    serializer.serialize_f64(f64::from(zipf.centi()) / 100.0)
}

/// The error for a game this build of the crate leaves out.
fn not_built(game: GameId) -> Error {
    Error::InvalidParameter {
        name: "game",
        value: game.to_string(),
        reason: match game {
            GameId::Nettle => {
                "this build of wordgames-puzzles leaves Nettle out (its Cargo feature `nettle`, which brings in WordNet, is off)"
            }
            _ => "this build of wordgames-puzzles leaves the game out (its Cargo feature is off)",
        },
    }
}
