//! A game written outside the family, as a user would: "Seven", unscramble seven letters into
//! a common word. It has its own generator on `wordgames_puzzles::Generator`, its own key in the
//! daily machinery, and an entry in the day's edition beside the five built-in games; its
//! property tests (tests/seven.rs) use the family's `proptest` exports.

use std::borrow::Cow;

use wordgames_lexicon::Lexicon;
use wordgames_puzzles::{
    Budget, Error, Generator, Result,
    daily::{Daily, DailyGame, GameKey, PuzzleFields},
    rand_core::Rng,
    rng::{below, shuffle},
};

/// A puzzle: seven letters shown, and the word they spell.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seven {
    /// The letters as shown.
    pub letters: String,
    /// The answer.
    pub word: String,
}

/// Deals [`Seven`] puzzles from the common seven-letter words of a lexicon.
pub struct SevenGenerator {
    words: Vec<String>,
    budget: Budget,
}

impl SevenGenerator {
    /// A generator over `lexicon`'s common seven-letter words.
    pub fn new<D: AsRef<[u8]>>(lexicon: &Lexicon<D>) -> Result<SevenGenerator> {
        let words: Vec<String> = lexicon
            .query().length(7).into_entries()
            .into_iter()
            .filter(|e| e.grade.is_common())
            .map(|e| e.word)
            .collect();
        if words.is_empty() {
            return Err(Error::NotEnoughWords {
                what: "common seven-letter words".to_string(),
            });
        }
        Ok(SevenGenerator {
            words,
            budget: Budget::default(),
        })
    }

    /// The same generator with `budget`.
    pub fn with_budget(mut self, budget: Budget) -> SevenGenerator {
        self.budget = budget;
        self
    }

    /// The game's key in the daily machinery.
    pub fn key() -> GameKey {
        GameKey::new("seven").expect("a valid key")
    }
}

impl Generator for SevenGenerator {
    type Puzzle = Seven;
    type Invalid = String;
    type Error = Error;

    fn generate(&self, rng: &mut dyn Rng) -> Result<Seven> {
        self.budget.attempts("seven", "use a larger lexicon", |_| {
            let Some(i) = below(rng, self.words.len()) else {
                return Ok(None);
            };
            let word = self.words[i].clone();
            let mut letters: Vec<char> = word.chars().collect();
            shuffle(rng, &mut letters);
            let letters: String = letters.into_iter().collect();
            Ok((letters != word).then_some(Seven { letters, word }))
        })
    }

    fn check(&self, puzzle: &Seven) -> std::result::Result<(), String> {
        let sorted = |s: &str| {
            let mut v: Vec<char> = s.chars().collect();
            v.sort_unstable();
            v
        };
        if sorted(&puzzle.letters) != sorted(&puzzle.word) {
            return Err(format!("{} does not spell {}", puzzle.letters, puzzle.word));
        }
        if puzzle.letters == puzzle.word {
            return Err(format!("{} is shown unscrambled", puzzle.word));
        }
        if !self.words.contains(&puzzle.word) {
            return Err(format!("{} is not a common seven-letter word", puzzle.word));
        }
        Ok(())
    }
    fn game(&self) -> GameKey {
        SevenGenerator::key()
    }
}

impl DailyGame for SevenGenerator {
    fn key(&self) -> GameKey {
        SevenGenerator::key()
    }

    fn title(&self) -> Cow<'static, str> {
        "Seven".into()
    }

    fn puzzle(
        &self,
        day: &Daily,
    ) -> std::result::Result<PuzzleFields, Box<dyn std::error::Error + Send + Sync>> {
        let seven = self.generate(&mut day.rng())?; // the date's puzzle, as `Generator::deal` deals it
        let mut fields = PuzzleFields::new();
        fields.insert("letters".into(), seven.letters.into());
        Ok(fields)
    }
}
