//! Rounds and the generator that deals them.

use std::fmt;

use rand_core::Rng;
use wordgames_lexicon::{Familiarity, Lexicon, Profile, Rack, Zipf};

use super::{MIN_WORD_LEN, RACK_LEN, WordBlenderError};
use crate::{
    Budget, Error, Result,
    rng::{below, shuffle},
};

/// One round of Word Blender: six scrambled letters and the familiar words they make.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Round {
    /// The six letters, in the order shown; they do not spell a word of the lexicon.
    pub letters: String,
    /// The words to find: the familiar words (of the generator's band) of three to six letters
    /// that the letters make, by length then alphabetically. Any other word of the lexicon the
    /// letters make counts as a bonus word.
    pub words: Vec<String>,
}

impl Round {
    /// Whether `word` (lowercase) uses only the round's letters, each at most as often as shown.
    /// Says nothing of the length or the lexicon; see [`WordBlenderGenerator::accepts`].
    ///
    /// ```
    /// let round = wordgames_puzzles::word_blender::Round { letters: "tesrat".into(), words: vec![] };
    /// assert!(round.can_spell("treats"));
    /// assert!(!round.can_spell("street")); // one e only
    /// ```
    pub fn can_spell(&self, word: &str) -> bool {
        // The rack's letters, each with the copies left (a rack holds few letters: a list is
        // quicker than a table, and fits any alphabet).
        let mut left: Vec<(char, u8)> = Vec::with_capacity(RACK_LEN);
        for c in self.letters.chars().filter(|c| c.is_alphabetic()) {
            match left.iter_mut().find(|(l, _)| *l == c) {
                Some((_, n)) => *n += 1,
                None => left.push((c, 1)),
            }
        }
        word.chars()
            .all(|c| match left.iter_mut().find(|(l, _)| *l == c) {
                Some((_, n)) if *n > 0 => {
                    *n -= 1;
                    true
                }
                _ => false,
            })
    }

    /// How many of the round's words have each length, for every length a word may have: from
    /// [`MIN_WORD_LEN`] to [`RACK_LEN`] letters (letters counted, not bytes), as
    /// `(length, count)`, zeros included.
    ///
    /// ```
    /// let round = wordgames_puzzles::word_blender::Round {
    ///     letters: "tesrat".into(),
    ///     words: ["art", "eat", "rate", "treats"].map(String::from).to_vec(),
    /// };
    /// assert_eq!(round.counts_by_length(), [(3, 2), (4, 1), (5, 0), (6, 1)]);
    /// ```
    pub fn counts_by_length(&self) -> Vec<(usize, usize)> {
        (MIN_WORD_LEN..=RACK_LEN)
            .map(|n| {
                (
                    n,
                    self.words.iter().filter(|w| w.chars().count() == n).count(),
                )
            })
            .collect()
    }

    /// The round's six-letter words.
    pub fn six_letter_words(&self) -> impl Iterator<Item = &str> + '_ {
        self.words
            .iter()
            .filter(|w| w.chars().count() == RACK_LEN)
            .map(String::as_str)
    }
}

/// How hard `round` is, with the frequencies (or grades) of `lexicon`: its words to find and
/// the rarest of them ([`WordBlenderGenerator::difficulty`] with the generator's lexicon).
pub fn round_difficulty<D: AsRef<[u8]>>(lexicon: &Lexicon<D>, round: &Round) -> Difficulty {
    let rarest = round
        .words
        .iter()
        .map(|w| crate::familiar::score_of(lexicon, w))
        .min()
        .unwrap_or(0);
    Difficulty {
        words: round.words.len(),
        six_letter_words: round.six_letter_words().count(),
        rarest: Zipf::from_centi(rarest).unwrap_or(Zipf::MAX),
        measured: lexicon.has_frequencies(),
    }
}

/// Orders words by length in letters, then alphabetically: the order of a round's answer list.
pub fn by_length_then_alphabet(a: &str, b: &str) -> std::cmp::Ordering {
    let len = |w: &str| {
        if w.is_ascii() {
            w.len()
        } else {
            w.chars().count()
        }
    };
    len(a).cmp(&len(b)).then_with(|| a.cmp(b))
}

/// How hard a Word Blender round is (docs/WORD-BLENDER.md): how many words there are to find,
/// and how familiar the rarest of them is. Fewer words and a rarer word make it harder.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct Difficulty {
    /// The number of words to find.
    pub words: usize,
    /// The number of six-letter words among them (at least one).
    pub six_letter_words: usize,
    /// The frequency of the rarest word to find on the Zipf scale: the lexicon's where it
    /// carries frequencies, else the stand-in of the word's grade (the common tier's boundary
    /// is 3.00).
    pub rarest: Zipf,
    /// Whether `rarest` is a measured frequency rather than the stand-in of a grade.
    pub measured: bool,
}

/// The Word Blender generator: rounds from the familiar six-letter words of a lexicon (of a
/// [`Familiarity`] band, normal by default).
///
/// A round starts from a random familiar six-letter word; its letters are shuffled until they do
/// not spell a word (at most [`Budget::max_nodes`] shuffles, then another word is tried, up to
/// [`Budget::max_attempts`] words).
pub struct WordBlenderGenerator<D = Vec<u8>> {
    lexicon: Lexicon<D>,
    sixes: Vec<Box<str>>,
    budget: Budget,
    profile: &'static Profile,
    band: Familiarity,
}

impl<D: AsRef<[u8]>> fmt::Debug for WordBlenderGenerator<D> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("WordBlenderGenerator")
            .field("lexicon", &self.lexicon)
            .field("six_letter_words", &self.sixes.len())
            .field("budget", &self.budget)
            .field("profile", &self.profile.tag())
            .field("band", &self.band)
            .finish()
    }
}

impl<D: AsRef<[u8]>> WordBlenderGenerator<D> {
    /// The default budget: 1,000 source words, 100 shuffles each.
    pub const DEFAULT_BUDGET: Budget = Budget::new(1_000, 100);

    /// A generator over `lexicon`: its familiar six-letter words ([`Familiarity::Normal`]; in
    /// a lexicon without frequencies, its common tier) start rounds, its familiar words make
    /// the lists of words to find, and all of it accepts guesses (the rest as bonus words).
    ///
    /// # Errors
    ///
    /// [`Error::NotEnoughWords`] when the lexicon has no familiar six-letter word.
    pub fn new(lexicon: Lexicon<D>) -> Result<WordBlenderGenerator<D>> {
        WordBlenderGenerator::new_in_band(lexicon, Familiarity::default())
    }

    /// [`WordBlenderGenerator::new`] with the words of `band`: racks start from, and the words
    /// to find are, the words of the band ([`Familiarity::Easy`] for fewer, better-known words,
    /// [`Familiarity::Hard`] for more).
    ///
    /// # Errors
    ///
    /// [`Error::NotEnoughWords`] when the lexicon has no six-letter word of the band.
    ///
    /// ```
    /// use wordgames_lexicon::{Familiarity, Lexicon};
    /// use wordgames_puzzles::word_blender::WordBlenderGenerator;
    ///
    /// let easy = WordBlenderGenerator::new_in_band(Lexicon::english(), Familiarity::Easy)?;
    /// let hard = WordBlenderGenerator::new_in_band(Lexicon::english(), Familiarity::Hard)?;
    /// let (few, more) = (easy.round("tlapne")?, hard.round("tlapne")?);
    /// assert!(few.words.len() < more.words.len());
    /// assert!(few.words.iter().all(|w| more.words.contains(w)));
    /// # Ok::<(), wordgames_puzzles::Error>(())
    /// ```
    pub fn new_in_band(lexicon: Lexicon<D>, band: Familiarity) -> Result<WordBlenderGenerator<D>> {
        let mut sixes: Vec<Box<str>> = Vec::new();
        crate::familiar::for_each_scored(
            &lexicon,
            wordgames_lexicon::Length(RACK_LEN),
            |word, _grade, score| {
                if crate::familiar::in_band(score, band) {
                    sixes.push(word.into());
                }
                std::ops::ControlFlow::Continue(())
            },
        );
        if sixes.is_empty() {
            return Err(Error::NotEnoughWords {
                what: "familiar six-letter words".into(),
            });
        }
        Ok(WordBlenderGenerator {
            lexicon,
            sixes,
            budget: Self::DEFAULT_BUDGET,
            profile: Profile::english(),
            band,
        })
    }

    /// The band of familiarity of the racks and the words to find.
    pub fn familiarity(&self) -> Familiarity {
        self.band
    }

    /// Whether `word` is one of the words to find of a round it spells (a familiar word of the
    /// band) rather than a bonus word.
    pub fn is_to_find(&self, word: &str) -> bool {
        crate::familiar::is_familiar(&self.lexicon, word, self.band)
    }

    /// How hard `round` is: its words to find and the rarest of them.
    ///
    /// ```
    /// use wordgames_lexicon::Lexicon;
    /// use wordgames_puzzles::word_blender::WordBlenderGenerator;
    ///
    /// let blender = WordBlenderGenerator::new(Lexicon::english())?;
    /// let round = blender.round("tlapne")?;
    /// let difficulty = blender.difficulty(&round);
    /// assert_eq!(difficulty.words, round.words.len());
    /// assert!(difficulty.six_letter_words >= 1);
    /// # Ok::<(), wordgames_puzzles::Error>(())
    /// ```
    pub fn difficulty(&self, round: &Round) -> Difficulty {
        round_difficulty(&self.lexicon, round)
    }

    /// Plays in the letters of a language profile (English by default): racks, guesses and
    /// lengths are letters of `profile`, guesses are normalized by it (a Spanish `canción`
    /// plays as `cancion`).
    ///
    /// ```
    /// use wordgames_lexicon::{Lexicon, ReadOptions, profile};
    /// use wordgames_puzzles::word_blender::WordBlenderGenerator;
    ///
    /// let options = ReadOptions::default().with_profile(&profile::NB);
    /// let (lexicon, _) = Lexicon::from_reader("blåbær\nbær\nbål\nlår\n".as_bytes(), "nb", options)?;
    /// let blender = WordBlenderGenerator::new(lexicon)?.with_profile(&profile::NB);
    /// let round = blender.round("ærbålb")?;
    /// assert_eq!(round.words, ["bål", "bær", "lår", "blåbær"]);
    /// assert!(blender.accepts(&round, "blåbær").is_ok());
    /// assert_eq!(
    ///     blender.accepts(&round, "blåbærs").unwrap_err().to_string(),
    ///     "\"blåbærs\": words have 3 to 6 letters, not 7"
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn with_profile(mut self, profile: &'static Profile) -> WordBlenderGenerator<D> {
        self.profile = profile;
        self
    }

    /// The language profile of the game.
    pub fn profile(&self) -> &'static Profile {
        self.profile
    }

    /// A guess as the game compares it: trimmed, lowercased and folded by the profile (as
    /// typed when the profile refuses it, so that the rules name it).
    pub fn normalize(&self, guess: &str) -> String {
        if self.profile.is_ascii_az() {
            return guess.trim().to_ascii_lowercase();
        }
        self.profile
            .normalize(guess)
            .unwrap_or_else(|_| guess.trim().to_lowercase())
    }

    /// Whether `letters` are six letters of the profile.
    fn six_letters(&self, letters: &str) -> bool {
        if self.profile.is_ascii_az() {
            return letters.len() == RACK_LEN && letters.bytes().all(|b| b.is_ascii_lowercase());
        }
        letters.chars().count() == RACK_LEN
            && letters.chars().all(|c| self.profile.letter(c).is_some())
    }

    /// Uses `budget`: `max_attempts` source words, `max_nodes` shuffles of each.
    pub fn with_budget(mut self, budget: Budget) -> WordBlenderGenerator<D> {
        self.budget = budget;
        self
    }

    /// The lexicon.
    pub fn lexicon(&self) -> &Lexicon<D> {
        &self.lexicon
    }

    /// The round of `letters` (any six lowercase letters, in the order to show): its words to
    /// find, the familiar words of the band.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidParameter`] unless `letters` are six letters of the profile (`a`-`z` in
    /// English).
    ///
    /// ```
    /// use wordgames_lexicon::Lexicon;
    /// use wordgames_puzzles::word_blender::WordBlenderGenerator;
    ///
    /// let blender = WordBlenderGenerator::new(Lexicon::english())?;
    /// let round = blender.round("tlapne")?;
    /// assert!(round.words.contains(&"planet".to_string()));
    /// assert!(round.words.contains(&"plan".to_string()));
    /// assert!(blender.round("planets").is_err());
    /// # Ok::<(), wordgames_puzzles::Error>(())
    /// ```
    pub fn round(&self, letters: &str) -> Result<Round> {
        if !self.six_letters(letters) {
            return Err(Error::InvalidParameter {
                name: "letters",
                value: letters.to_string(),
                reason: if self.profile.is_ascii_az() {
                    "a round has six letters a-z"
                } else {
                    "a round has six letters of its language"
                },
            });
        }
        let mut words: Vec<String> = self
            .lexicon
            .query()
            .rack(Rack::in_profile(letters, self.profile)?)
            .into_entries()
            .into_iter()
            .filter(|e| {
                e.word.chars().count() >= MIN_WORD_LEN
                    && crate::familiar::in_band(
                        crate::familiar::score(&self.lexicon, &e.word, e.grade),
                        self.band,
                    )
            })
            .map(|e| e.word)
            .collect();
        words.sort_by(|a, b| by_length_then_alphabet(a, b));
        Ok(Round {
            letters: letters.to_string(),
            words,
        })
    }

    /// [`Generator::check`](crate::Generator::check) of `round`, fast for a round this
    /// generator deals: one that [`round`](Self::round) makes again from its letters, whose
    /// letters are no word and make a six-letter one, passes at the cost of one rack query;
    /// any other round gets the full check (its independent look-up of every arrangement of
    /// the letters, about seven times a round's dealing), and so the same verdict and error.
    pub(crate) fn check_dealt(&self, round: &Round) -> std::result::Result<(), WordBlenderError> {
        let dealt = self.round(&round.letters).ok();
        if dealt.as_ref() == Some(round)
            && !self.lexicon.contains(&round.letters)
            && round.six_letter_words().next().is_some()
        {
            return Ok(());
        }
        crate::Generator::check(self, round)
    }

    /// Whether `guess` counts in `round`: three to six letters from the rack, and a word of the
    /// lexicon (any grade: a word not to find counts as a bonus word, see
    /// [`is_to_find`](Self::is_to_find)).
    ///
    /// # Errors
    ///
    /// [`WordBlenderError::Length`], [`NotOnRack`](WordBlenderError::NotOnRack) or
    /// [`NotAWord`](WordBlenderError::NotAWord), the first rule the guess breaks.
    pub fn accepts(&self, round: &Round, guess: &str) -> std::result::Result<(), WordBlenderError> {
        let word = || guess.to_string();
        let len = guess.chars().count();
        if !(MIN_WORD_LEN..=RACK_LEN).contains(&len) {
            return Err(WordBlenderError::Length { word: word(), len });
        }
        if !round.can_spell(guess) {
            return Err(WordBlenderError::NotOnRack { word: word() });
        }
        if !self.lexicon.contains(guess) {
            return Err(WordBlenderError::NotAWord { word: word() });
        }
        Ok(())
    }
}

impl<D: AsRef<[u8]>> crate::Generator for WordBlenderGenerator<D> {
    crate::daily::generator_of_game!(WordBlender, Round, WordBlenderError);

    fn generate(&self, rng: &mut dyn Rng) -> Result<Round> {
        self.budget.attempts(
            "word blender round",
            "use a lexicon with more familiar six-letter words",
            |_| {
                let Some(i) = below(rng, self.sixes.len()) else {
                    return Ok(None);
                };
                // Letters, not bytes: shuffling bytes would split `å` in two.
                let mut letters: Vec<char> = self.sixes[i].chars().collect();
                for _ in 0..self.budget.max_nodes {
                    shuffle(rng, &mut letters);
                    let text: String = letters.iter().collect();
                    if !self.lexicon.contains(&text) {
                        return self.round(&text).map(Some);
                    }
                }
                Ok(None)
            },
        )
    }

    fn check(&self, round: &Round) -> std::result::Result<(), WordBlenderError> {
        let letters = &round.letters;
        let named = || letters.to_string();
        if !self.six_letters(letters) {
            return Err(WordBlenderError::NotSixLetters { letters: named() });
        }
        if self.lexicon.contains(letters) {
            return Err(WordBlenderError::ScrambleIsAWord { letters: named() });
        }
        if round.six_letter_words().next().is_none() {
            return Err(WordBlenderError::NoSixLetterWord { letters: named() });
        }
        for word in &round.words {
            self.accepts(round, word)
                .map_err(|cause| WordBlenderError::BadAnswer {
                    cause: Box::new(cause),
                })?;
            if !self.is_to_find(word) {
                return Err(WordBlenderError::RareAnswer { word: word.clone() });
            }
        }
        if !round
            .words
            .windows(2)
            .all(|p| by_length_then_alphabet(&p[0], &p[1]).is_lt())
        {
            return Err(WordBlenderError::Unsorted);
        }
        // Completeness, checked independently of the rack automaton that `round` uses: every
        // arrangement of three to six of the letters (at most 1,956 strings) looked up alone.
        let rack: Vec<char> = letters.chars().collect();
        let expected = brute_force_words(&rack, |w| self.is_to_find(w));
        if expected != round.words {
            return Err(WordBlenderError::IncompleteAnswers {
                listed: round.words.len(),
                expected: expected.len(),
            });
        }
        Ok(())
    }
}

/// The words of three to six letters that `is_word` accepts among every arrangement of letters
/// taken from `rack` (each at most as often as the rack has it), by length then alphabetically:
/// what a round's answer list must be, found without the lexicon's rack automaton.
pub(crate) fn brute_force_words(
    rack: &[char],
    mut is_word: impl FnMut(&str) -> bool,
) -> Vec<String> {
    fn extend(
        rack: &[char],
        used: &mut [bool],
        word: &mut Vec<char>,
        found: &mut std::collections::BTreeSet<Vec<char>>,
    ) {
        if word.len() >= MIN_WORD_LEN {
            found.insert(word.clone());
        }
        if word.len() == rack.len() {
            return;
        }
        for i in 0..rack.len() {
            // The first unused copy of each letter only, so equal letters are not tried twice.
            if used[i] || (0..i).any(|j| !used[j] && rack[j] == rack[i]) {
                continue;
            }
            used[i] = true;
            word.push(rack[i]);
            extend(rack, used, word, found);
            word.pop();
            used[i] = false;
        }
    }
    let mut arrangements = std::collections::BTreeSet::new();
    extend(
        rack,
        &mut vec![false; rack.len()],
        &mut Vec::new(),
        &mut arrangements,
    );
    let mut words: Vec<String> = arrangements
        .into_iter()
        .map(|w| w.into_iter().collect::<String>())
        .filter(|w| is_word(w))
        .collect();
    words.sort_by(|a, b| by_length_then_alphabet(a, b));
    words
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_by_length_counts_letters_not_bytes() {
        let round = Round {
            letters: "søknad".into(),
            words: ["dan", "kø", "søk", "sønd", "dansk", "snøkad"]
                .map(String::from)
                .to_vec(),
        };
        assert_eq!(round.counts_by_length(), [(3, 2), (4, 1), (5, 1), (6, 1)]);
        let total: usize = round.counts_by_length().iter().map(|(_, c)| c).sum();
        // "kø" is shorter than a word may be: not counted.
        assert_eq!(total, round.words.len() - 1);
    }

    #[test]
    fn the_brute_force_sees_every_arrangement_once() {
        let mut seen = Vec::new();
        let all = brute_force_words(&['a', 'a', 'b'], |w| {
            seen.push(w.to_string());
            true
        });
        assert_eq!(all, ["aab", "aba", "baa"]);
        assert_eq!(seen.len(), 3);
        // Six distinct letters: 120 + 360 + 720 + 720 arrangements of 3 to 6 letters.
        let six: Vec<char> = "abcdef".chars().collect();
        assert_eq!(brute_force_words(&six, |_| true).len(), 1_920);
    }
}
