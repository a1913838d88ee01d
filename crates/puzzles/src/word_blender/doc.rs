//! The public document of a dealt Word Blender round, one shape for every front end.

use wordgames_lexicon::Familiarity;

use super::{Difficulty, Round, WordBlenderGenerator};
use crate::{
    Date,
    daily::{GameId, Origin},
};

/// A dealt Word Blender round as every front end shows it: `wordgames blender gen --json` and
/// the Python package's `word_blender.generate` are this document.
///
/// Its fields serialize in alphabetical order: `{"date":"2026-01-01","difficulty":{
/// "familiarity":"normal","measured":true,"rarest":3.2,"six_letter_words":1,"words":14},
/// "game":"blender","letters":"tesrat","number":1,"seed":…,"six_letter_words":["treats"],
/// "words":[…]}`. `date` and `number` are there for a date's round only, and `spelled` (the
/// words as the list spells them, in the same order) only where a word is spelled otherwise
/// than its key, so English documents never have it.
///
/// It holds every word to find: it is the document of a generator's round, for whoever deals
/// it, never what a player is sent before play.
///
/// ```
/// use wordgames_lexicon::Lexicon;
/// use wordgames_puzzles::{Generator, daily::Origin, word_blender::{RoundDoc, WordBlenderGenerator}};
///
/// let generator = WordBlenderGenerator::new(Lexicon::english())?;
/// let origin = Origin::Seed(3);
/// let round = generator.generate(&mut origin.rng())?;
/// let doc = RoundDoc::new(&generator, &round, &origin);
/// let json = serde_json::to_value(&doc)?;
/// assert_eq!(json["game"], "blender");
/// assert_eq!(json["letters"], round.letters.as_str());
/// assert_eq!(json["difficulty"]["words"], round.words.len());
/// assert!(json.get("date").is_none() && json.get("spelled").is_none());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[non_exhaustive]
pub struct RoundDoc<'a> {
    /// The round's date, for a date's round.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub date: Option<Date>,
    /// How hard the round is, and the familiarity band it was made in.
    pub difficulty: DifficultyDoc,
    /// `blender`.
    pub game: &'static str,
    /// The six letters, in the order shown.
    pub letters: &'a str,
    /// The puzzle number, for a date's round.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub number: Option<u64>,
    /// The seed that dealt the round.
    pub seed: u64,
    /// The words to find that use all six letters.
    pub six_letter_words: Vec<&'a str>,
    /// `words` as the lexicon's list spells them, in the same order, where that differs from
    /// their keys.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub spelled: Option<Vec<String>>,
    /// The words to find, as keys, by length then alphabetically.
    pub words: &'a [String],
}

/// The difficulty of a [`RoundDoc`]: the round's [`Difficulty`] and the generator's band.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[non_exhaustive]
pub struct DifficultyDoc {
    /// The familiarity band the round was made in (`easy`, `normal`, `hard` or a Zipf floor).
    pub familiarity: String,
    /// Whether `rarest` is a measured frequency.
    pub measured: bool,
    /// The Zipf frequency of the rarest word to find.
    /// (hundredths exactly: `3.41`, in JSON and in JavaScript alike).
    pub rarest: f64,
    /// How many words to find use all six letters.
    pub six_letter_words: usize,
    /// How many words there are to find.
    pub words: usize,
}

impl DifficultyDoc {
    /// The document of `difficulty`, made in the band `familiarity`.
    pub fn new(difficulty: Difficulty, familiarity: Familiarity) -> DifficultyDoc {
        DifficultyDoc {
            familiarity: familiarity.to_string(),
            measured: difficulty.measured,
            rarest: f64::from(difficulty.rarest.centi()) / 100.0,
            six_letter_words: difficulty.six_letter_words,
            words: difficulty.words,
        }
    }
}

impl<'a> RoundDoc<'a> {
    /// The document of `round`, dealt by `generator` from `origin` (a seed, or a date's day).
    pub fn new<D: AsRef<[u8]>>(
        generator: &WordBlenderGenerator<D>,
        round: &'a Round,
        origin: &Origin,
    ) -> RoundDoc<'a> {
        let spelled = generator.lexicon().spell_all(&round.words);
        RoundDoc {
            date: origin.day().map(|day| day.date),
            difficulty: DifficultyDoc::new(generator.difficulty(round), generator.familiarity()),
            game: GameId::WordBlender.as_str(),
            letters: &round.letters,
            number: origin.day().map(|day| day.number),
            seed: origin.seed(),
            six_letter_words: round.six_letter_words().collect(),
            spelled: (spelled != round.words).then_some(spelled),
            words: &round.words,
        }
    }

    /// The words to find as the player is shown them: as the list spells them.
    pub fn shown_words(&self) -> &[String] {
        self.spelled.as_deref().unwrap_or(self.words)
    }
}
