//! Wordle's daily answer: the recipe that turns a date (or a seed) into the answer to play.
//!
//! The rules, the word lists and the game itself live in `wordgames-wordle`, which knows
//! nothing of dates or seeds; this module adds the daily answer on top and is the only place
//! that draws it. The answer of a day is the answer id
//! [`rng::below`](crate::rng::below)`(Daily::new(GameId::Wordle, date).rng(), answers)`: one
//! uniform draw over the answer list, so a different answer list gives a different answer.
//!
//! # Example: today's answer, played to the end
//!
//! ```
//! use wordgames_puzzles::{daily::Origin, play::FromPuzzle, wordle};
//! use wordgames_wordle::{Game, Mode, Play, Status, Wordle};
//!
//! let lists = Wordle::classic();
//! let today = wordle::daily(&lists, "2026-11-22".parse()?)?;
//! assert_eq!(today.day.number, 326);
//!
//! let mut game = Game::from_puzzle(&today.puzzle, (&lists, Mode::Normal))?;
//! for guess in ["salet", "chest"] {
//!     let feedback = game.play(guess)?;
//!     println!("{guess} {feedback}");
//! }
//! assert_eq!(game.status(), Status::Won);
//! let title = wordle::title(&Origin::Daily(today.day));
//! let share = game.share(&title);
//! assert_eq!(share.as_deref(), Some("wordgames Wordle #326 (2026-11-22) 2/6\n🟨⬛⬛🟨🟩\n🟩🟩🟩🟩🟩"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use wordgames_lexicon::{Familiarity, Grade, Lexicon, Profile, Zipf};
use wordgames_wordle::{WordList, Wordle};

use crate::{
    Date, Result,
    daily::{DailyPuzzle, Origin},
};

/// A Wordle puzzle: the answer to find (wordgames-wordle's, which a game starts from).
pub use wordgames_wordle::WordlePuzzle;

/// The answer that `origin` deals from `wordle`'s answer list: the daily answer of a date, or
/// the answer of a seed (`wordgames play wordle --seed N`).
///
/// A [`Wordle`] always holds at least one answer ([`WordList`] refuses empty lists), so this
/// cannot fail.
pub fn puzzle(wordle: &Wordle, origin: &Origin) -> WordlePuzzle {
    puzzle_from_answers(wordle.answers(), origin)
}

fn puzzle_from_answers(answers: &WordList, origin: &Origin) -> WordlePuzzle {
    // `below` is `None` only for an empty list, which a `WordList` never is.
    let answer = crate::rng::below(&mut origin.rng(), answers.len()).unwrap_or(0);
    WordlePuzzle {
        answer: answer as u32,
        word: answers.get(answer).unwrap_or("").to_string(),
    }
}

/// The answers of a game on `n` boards (Quordle, Octordle) that `origin` deals from `wordle`'s
/// answer list: `n` distinct answers, drawn in turn from the same generator as [`puzzle`],
/// skipping repeats. Board 1 is therefore the single-board answer of the same origin.
///
/// # Errors
///
/// [`Error::InvalidParameter`](crate::Error::InvalidParameter) when `n` is 0 or larger than the
/// answer list.
///
/// # Example
///
/// ```
/// use wordgames_puzzles::{daily::Origin, wordle};
/// use wordgames_wordle::Wordle;
///
/// let lists = Wordle::classic();
/// let four = wordle::boards(&lists, &Origin::Seed(7), 4)?;
/// assert_eq!(four.len(), 4);
/// assert_eq!(four[0], wordle::puzzle(&lists, &Origin::Seed(7)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn boards(wordle: &Wordle, origin: &Origin, n: usize) -> Result<Vec<WordlePuzzle>> {
    let answers = wordle.answers();
    if n == 0 || n > answers.len() {
        return Err(crate::Error::InvalidParameter {
            name: "boards",
            value: n.to_string(),
            reason: "from 1 to the number of answers",
        });
    }
    let mut rng = origin.rng();
    let mut out: Vec<WordlePuzzle> = Vec::with_capacity(n);
    while out.len() < n {
        let a = crate::rng::below(&mut rng, answers.len()).unwrap_or(0) as u32;
        if out.iter().all(|p| p.answer != a) {
            out.push(WordlePuzzle {
                answer: a,
                word: answers.get(a as usize).unwrap_or("").to_string(),
            });
        }
    }
    Ok(out)
}

/// The Wordle of a language's daily edition: the one rule `wordgames daily` and the web app
/// follow (the edition's Wordle deals from its answers; [`Publisher::with_wordnet`](crate::daily::Publisher::with_wordnet)
/// is the rule for Nettle).
/// In English (the profile `a`-`z`) the classic lists, whatever `lexicon` is; in another
/// profile every five-letter word of `lexicon` is a guess and the answers are chosen as the
/// NYT chose its own ([`answers_for_language`] with [`Familiarity::Normal`]). The feedback table
/// is built on first need ([`Wordle::lazy`]).
///
/// # Errors
///
/// [`Error::Wordle`](crate::Error::Wordle) when a lexicon of another language has no
/// five-letter word of the profile.
///
/// # Example
///
/// ```
/// use wordgames_lexicon::{Lexicon, Profile, ReadOptions, profile};
/// use wordgames_puzzles::wordle;
///
/// let english = wordle::for_language(&Lexicon::english(), Profile::english())?;
/// assert_eq!(english.answers().len(), 2_315);
/// let options = ReadOptions::for_profile(&profile::NB);
/// let (bokmal, _) =
///     Lexicon::from_reader("fjære\nfærre\nbær\nbærer\n".as_bytes(), "nb", options)?;
/// let norwegian = wordle::for_language(&bokmal, &profile::NB)?;
/// // "bærer" is a guess, but not an answer: "bær" with a plural ending.
/// assert_eq!(norwegian.answers().len(), 2);
/// assert_eq!(norwegian.guesses().len(), 3);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn for_language<D: AsRef<[u8]>>(
    lexicon: &Lexicon<D>,
    profile: &'static Profile,
) -> Result<Wordle> {
    for_language_in_band(lexicon, profile, Familiarity::default())
}

/// [`for_language`] with the answers of `band` ([`answers_for_language`]); in English the
/// classic lists whatever the band.
///
/// # Errors
///
/// As [`for_language`].
pub fn for_language_in_band<D: AsRef<[u8]>>(
    lexicon: &Lexicon<D>,
    profile: &'static Profile,
    band: Familiarity,
) -> Result<Wordle> {
    if profile.is_ascii_az() {
        return Ok(Wordle::classic_lazy());
    }
    from_lexicon_in_band(lexicon, profile, band)
}

/// Wordle over `lexicon`'s own lists in any language, English included: every five-letter
/// word of the profile is a guess, and the answers are those [`answers_for_language`] chooses
/// in `band` (every guess when none qualifies). In a language other than English this is
/// [`for_language_in_band`]; `wordgames --words FILE play wordle` plays it. The feedback table
/// is built on first need ([`Wordle::lazy`]).
///
/// # Errors
///
/// [`Error::Wordle`](crate::Error::Wordle) when `lexicon` has no five-letter word of the
/// profile.
///
/// ```
/// use wordgames_lexicon::{Familiarity, Grade, Lexicon, Profile};
/// use wordgames_puzzles::wordle;
///
/// let lexicon = Lexicon::from_graded([
///     ("apple", Grade::COMMON),
///     ("apples", Grade::COMMON), // six letters
///     ("cakes", Grade::COMMON),  // a plural of "cake"
///     ("cake", Grade::COMMON),
///     ("zloty", Grade::new(70)), // rare
/// ])?;
/// let normal = wordle::from_lexicon_in_band(&lexicon, Profile::english(), Familiarity::Normal)?;
/// assert_eq!(normal.answers().iter().collect::<Vec<_>>(), ["apple"]);
/// assert_eq!(normal.guesses().len(), 3);
/// let rare: Familiarity = "1.0".parse()?;
/// let hard = wordle::from_lexicon_in_band(&lexicon, Profile::english(), rare)?;
/// assert_eq!(hard.answers().iter().collect::<Vec<_>>(), ["apple", "zloty"]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn from_lexicon_in_band<D: AsRef<[u8]>>(
    lexicon: &Lexicon<D>,
    profile: &'static Profile,
    band: Familiarity,
) -> Result<Wordle> {
    let guesses = lexicon_guesses(lexicon, profile)?;
    let chosen = answers_for_language(lexicon, profile, band);
    let answers = if chosen.is_empty() {
        // A list too small or too rare to choose from: every word can be the answer.
        guesses.clone()
    } else {
        WordList::new_in(&chosen, profile)?
    };
    // The words a game or a solver shows are shown as the list spells them (`árbol`, not
    // `arbol`).
    let spell = |word: &str| {
        let spelled = lexicon.spelling(word);
        (spelled != word).then(|| spelled.to_string())
    };
    let answers = answers.with_spellings(spell);
    let guesses = guesses.with_spellings(spell);
    Ok(Wordle::lazy(answers, guesses)?)
}

/// The allowed guesses of a language's Wordle ([`for_language`]): the classic 12,972 in
/// English (the profile `a`-`z`), else every five-letter word of `lexicon`.
///
/// # Errors
///
/// [`Error::Wordle`](crate::Error::Wordle) when a lexicon of another language has no
/// five-letter word of the profile.
pub fn guesses_for_language<D: AsRef<[u8]>>(
    lexicon: &Lexicon<D>,
    profile: &'static Profile,
) -> Result<WordList> {
    if profile.is_ascii_az() {
        return Ok(WordList::classic_guesses());
    }
    lexicon_guesses(lexicon, profile)
}

/// Every five-letter word of `lexicon` in `profile`, as Wordle's guesses.
fn lexicon_guesses<D: AsRef<[u8]>>(
    lexicon: &Lexicon<D>,
    profile: &'static Profile,
) -> Result<WordList> {
    let words = lexicon.query().length(WORD_LENGTH).into_entries();
    if words.is_empty() {
        return Err(wordgames_wordle::Error::NoWordOfLength {
            length: WORD_LENGTH,
            words: lexicon.len(),
        }
        .into());
    }
    Ok(WordList::new_in(
        words.iter().map(|e| e.word.as_str()),
        profile,
    )?)
}

/// The answers of a language's Wordle, chosen as the NYT chose its own from the allowed
/// guesses: the five-letter words of `lexicon` that are familiar ([`Familiarity`] `band`: in a
/// lexicon with frequencies, at or above its Zipf floor; else the common tier) and not a name
/// or an abbreviation (a word graded [`Grade::RARE`] or rarer, as a list read with
/// [`grade_by_case`](wordgames_lexicon::ReadOptions::grade_by_case) grades them), nor a plural
/// the profile's language can tell (a word ending in one of its plural endings, see
/// [`plural_endings`], whose stem is itself a word of the lexicon). Alphabetical; empty when
/// no word qualifies.
///
/// ```
/// use wordgames_lexicon::{Familiarity, Grade, Lexicon, profile};
/// use wordgames_puzzles::wordle;
///
/// let lexicon = Lexicon::from_graded([
///     ("perro", Grade::COMMON),
///     ("perros", Grade::COMMON), // six letters
///     ("casas", Grade::COMMON),  // a plural of "casa"
///     ("casa", Grade::COMMON),
///     ("pablo", Grade::RARE),    // a name
///     ("cielo", Grade::COMMON),
///     ("zuavo", Grade::new(70)),  // rare
/// ])?;
/// let answers = wordle::answers_for_language(&lexicon, &profile::ES, Familiarity::Normal);
/// assert_eq!(answers, ["cielo", "perro"]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn answers_for_language<D: AsRef<[u8]>>(
    lexicon: &Lexicon<D>,
    profile: &'static Profile,
    band: Familiarity,
) -> Vec<String> {
    let endings = plural_endings(profile);
    lexicon
        .query()
        .length(WORD_LENGTH)
        .into_entries()
        .into_iter()
        .filter(|e| {
            e.grade < Grade::RARE
                && profile.letter_count(&e.word) == WORD_LENGTH
                && crate::familiar::in_band(crate::familiar::score(lexicon, &e.word, e.grade), band)
                && !endings.iter().any(|ending| {
                    e.word
                        .strip_suffix(ending)
                        .is_some_and(|stem| !stem.is_empty() && lexicon.contains(stem))
                })
        })
        .map(|e| e.word)
        .collect()
}

/// The plural endings [`answers_for_language`] looks for in `profile`'s language: the regular
/// ones whose stem is the singular (English `-s`, `-es`; Spanish, French and Portuguese `-s`,
/// `-es`; Dutch `-en`, `-s`; German `-en`, `-n`, `-e`, `-s`; Norwegian and Danish `-er`, `-e`,
/// `-r`; Swedish `-ar`, `-or`, `-er`). None for a language whose plurals change the stem
/// (Italian, Polish, Ukrainian, ...): there the answers may hold plurals.
pub fn plural_endings(profile: &Profile) -> &'static [&'static str] {
    match profile.tag() {
        "en" => &["s", "es"],
        "es" | "fr" | "pt" => &["s", "es"],
        "nl" => &["en", "s"],
        "de" => &["en", "n", "e", "s"],
        "nb" | "nn" | "da" => &["er", "e", "r"],
        "sv" => &["ar", "or", "er"],
        _ => &[],
    }
}

/// How hard a day's Wordle is (docs/WORDLE.md): how familiar the answer is. A rarer answer is
/// harder to think of.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct Difficulty {
    /// The answer's frequency on the Zipf scale: the lexicon's where it carries frequencies,
    /// else the stand-in of the word's grade (the common tier's boundary is 3.00; 0 for a word
    /// the lexicon does not hold).
    pub answer: Zipf,
    /// Whether `answer` is a measured frequency rather than the stand-in of a grade.
    pub measured: bool,
    /// The guesses the entropy strategy ([`Entropy`](wordgames_wordle::Entropy), normal mode)
    /// takes to find the answer, the win included: how far the answer lies from the strategy's
    /// path ([`difficulty_in`]); `None` from [`difficulty`], which plays no game.
    pub guesses: Option<u32>,
}

/// How hard the Wordle of `word` is, with the frequencies (or grades) of `lexicon`.
///
/// ```
/// use wordgames_lexicon::Lexicon;
/// use wordgames_puzzles::wordle;
///
/// let english = Lexicon::english();
/// assert!(wordle::difficulty(&english, "water").answer > wordle::difficulty(&english, "aalii").answer);
/// ```
pub fn difficulty<D: AsRef<[u8]>>(lexicon: &Lexicon<D>, word: &str) -> Difficulty {
    Difficulty {
        answer: Zipf::from_centi(crate::familiar::score_of(lexicon, word)).unwrap_or(Zipf::MAX),
        measured: lexicon.has_frequencies(),
        guesses: None,
    }
}

/// [`difficulty`] with the guesses the entropy strategy takes to find `word` in `wordle`
/// ([`Difficulty::guesses`], [`entropy_guesses`] after [`entropy_opener`]). A caller that
/// rates many answers of one `wordle` finds the opener once and calls [`entropy_guesses`].
///
/// # Errors
///
/// [`Error::Wordle`](crate::Error::Wordle) when `word` is not one of `wordle`'s answers.
///
/// ```
/// use wordgames_lexicon::Lexicon;
/// use wordgames_puzzles::wordle;
/// use wordgames_wordle::Wordle;
///
/// let small = Wordle::new("cigar\nrebut\nsissy\nhumph\nawake".parse()?, "salet".parse()?)?;
/// let english = Lexicon::english();
/// let humph = wordle::difficulty_in(&small, &english, "humph")?;
/// assert_eq!(humph.answer, wordle::difficulty(&english, "humph").answer);
/// // "salet" sets humph apart (no letter of it), then humph wins.
/// assert_eq!(humph.guesses, Some(2));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn difficulty_in<D: AsRef<[u8]>>(
    wordle: &Wordle,
    lexicon: &Lexicon<D>,
    word: &str,
) -> Result<Difficulty> {
    let answer = wordle.answer_id(word)?;
    let opener = entropy_opener(wordle)?;
    Ok(Difficulty {
        guesses: Some(entropy_guesses(wordle, opener, answer)?),
        ..difficulty(lexicon, word)
    })
}

/// The entropy strategy's first guess on the classic lists: the published one (docs/WORDLE.md,
/// "Difficulty"), which a test run by CI computes again.
const CLASSIC_ENTROPY_OPENER: &str = "soare";

/// The first guess of the entropy strategy ([`Entropy`](wordgames_wordle::Entropy), normal
/// mode) in `wordle`, a guess id: it depends on the lists alone. On the classic lists the
/// known `soare`; on other lists one search of every allowed guess against every answer (the
/// costly step of [`difficulty_in`]; no feedback table is built on a [`Wordle::lazy`]).
///
/// # Errors
///
/// None on lists a [`Wordle`] accepts; the strategy's error if it has no guess to give.
///
/// ```
/// use wordgames_puzzles::wordle;
/// use wordgames_wordle::Wordle;
///
/// let classic = Wordle::classic_lazy();
/// assert_eq!(classic.guess_word(wordle::entropy_opener(&classic)?), "soare");
/// assert!(!classic.has_table());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn entropy_opener(wordle: &Wordle) -> Result<u32> {
    let (answers, guesses) = (wordle.answers(), wordle.guesses());
    let classic = answers.len() == 2_315
        && guesses.len() == 12_972
        && *answers == WordList::classic_answers()
        && *guesses == WordList::classic_guesses();
    if classic {
        return Ok(wordle.guess_id(CLASSIC_ENTROPY_OPENER)?);
    }
    entropy_choice(wordle, &wordle.start(wordgames_wordle::Mode::Normal))
}

/// The guess the entropy strategy makes in `state` (normal mode), as
/// [`Entropy::choose`](wordgames_wordle::Strategy::choose) makes it: the first candidate when
/// at most two are left, else the guess of most expected information ([`rank_guesses`]'s
/// first, whose order is the strategy's), scoring the words directly when `wordle` has no
/// feedback table.
///
/// [`rank_guesses`]: wordgames_wordle::rank_guesses
fn entropy_choice(wordle: &Wordle, state: &wordgames_wordle::State) -> Result<u32> {
    let candidates = state.candidates();
    if let [first] | [first, _] = candidates {
        return Ok(wordle.answer_as_guess(*first));
    }
    let best = wordgames_wordle::rank_guesses(wordle, state, false, Some(1))?;
    // `rank_guesses` refuses an empty candidate set and scores every allowed guess.
    Ok(best.first().map_or(0, |scored| scored.guess))
}

/// The guesses the entropy strategy ([`Entropy`](wordgames_wordle::Entropy), normal mode)
/// takes to find answer id `answer` in `wordle`, the win included, opening with `opener`
/// ([`entropy_opener`]). Deterministic, and bounded: a game stops after a guess per answer
/// (the strategy wins sooner: each of its guesses but the last rules out at least one answer).
///
/// # Errors
///
/// [`Error::Wordle`](crate::Error::Wordle) when `answer` or `opener` is not an id of `wordle`'s
/// lists.
///
/// ```
/// use wordgames_puzzles::wordle;
/// use wordgames_wordle::Wordle;
///
/// let classic = Wordle::classic_lazy();
/// let soare = wordle::entropy_opener(&classic)?;
/// let chest = wordle::entropy_guesses(&classic, soare, classic.answer_id("chest")?)?;
/// // "soare" is no answer, and the strategy wins every classic game within six guesses.
/// assert!((2..=6).contains(&chest));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn entropy_guesses(wordle: &Wordle, opener: u32, answer: u32) -> Result<u32> {
    use wordgames_wordle::Mode;
    if answer as usize >= wordle.answers().len() {
        return Err(wordgames_wordle::Error::UnknownWord {
            value: answer.to_string(),
            list: "answers",
        }
        .into());
    }
    if opener as usize >= wordle.guesses().len() {
        return Err(wordgames_wordle::Error::UnknownWord {
            value: opener.to_string(),
            list: "guesses",
        }
        .into());
    }
    let mut state = wordle.start(Mode::Normal);
    let mut guess = opener;
    let most = wordle.answers().len() as u32 + 1;
    let mut guesses = 1u32;
    while guesses < most && wordle.guess_as_answer(guess) != Some(answer) {
        state.apply(wordle, guess, wordle.feedback(guess, answer))?;
        guess = entropy_choice(wordle, &state)?;
        guesses += 1;
    }
    Ok(guesses)
}

/// The word length of the daily Wordle: five letters.
const WORD_LENGTH: usize = 5;

/// The Wordle of `date`: the day (number and seed) and its answer in `wordle`'s answer list,
/// in the public calendar: [`WordleGenerator::deal`](crate::Generator::deal) of `wordle`'s
/// answers, a convenience as Letter Boxed's `daily` is.
///
/// # Errors
///
/// [`Error::Date`](crate::Error::Date) when `date` is before the first puzzle (2026-01-01).
pub fn daily(wordle: &Wordle, date: Date) -> Result<DailyPuzzle<WordlePuzzle>> {
    daily_from_answers(wordle.answers(), date)
}

/// [`daily`] from the answer list alone, for a caller that only shows the day and has no need
/// of the feedback table a [`Wordle`] builds (`wordgames daily`). The answer id indexes
/// `answers`, as it indexes the answers of a [`Wordle`] made from them.
///
/// # Errors
///
/// As [`daily`].
pub fn daily_from_answers(answers: &WordList, date: Date) -> Result<DailyPuzzle<WordlePuzzle>> {
    use crate::Generator;
    WordleGenerator::new(answers).deal(&crate::daily::Calendar::PUBLIC, date)
}

/// Wordle's generator: an answer drawn uniformly from an answer list
/// ([`rng::below`](crate::rng::below)), the daily answer of a date in any calendar through
/// [`Generator::deal`](crate::Generator::deal), as every game deals its dates. It borrows the
/// list: a [`Wordle`]'s answers ([`WordleGenerator::of`]), or a list alone for a caller that
/// needs no feedback table.
///
/// # Example
///
/// ```
/// use wordgames_puzzles::{Generator, daily::Calendar, wordle::{self, WordleGenerator}};
/// use wordgames_wordle::Wordle;
///
/// let lists = Wordle::classic();
/// let generator = WordleGenerator::of(&lists);
/// let today = generator.deal(&Calendar::PUBLIC, "2026-01-01".parse()?)?;
/// assert_eq!(today.puzzle.word, "dross");
/// assert_eq!(today, wordle::daily(&lists, "2026-01-01".parse()?)?);
/// assert!(generator.check(&today.puzzle).is_ok());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy)]
pub struct WordleGenerator<'a> {
    answers: &'a WordList,
}

impl<'a> WordleGenerator<'a> {
    /// The generator of `answers`.
    pub fn new(answers: &'a WordList) -> WordleGenerator<'a> {
        WordleGenerator { answers }
    }

    /// The generator of a game's answer list.
    pub fn of(wordle: &'a Wordle) -> WordleGenerator<'a> {
        WordleGenerator::new(wordle.answers())
    }

    /// The answer list it draws from.
    pub fn answers(&self) -> &'a WordList {
        self.answers
    }
}

impl crate::Generator for WordleGenerator<'_> {
    crate::daily::generator_of_game!(Wordle, WordlePuzzle, wordgames_wordle::Error);

    /// One uniform draw over the answer list (a [`WordList`] is never empty).
    fn generate(&self, rng: &mut dyn rand_core::Rng) -> Result<WordlePuzzle> {
        let answer = crate::rng::below(rng, self.answers.len()).unwrap_or(0);
        Ok(WordlePuzzle {
            answer: answer as u32,
            word: self.answers.get(answer).unwrap_or("").to_string(),
        })
    }

    /// A puzzle is valid when its answer id is in the list and names its word.
    fn check(&self, puzzle: &WordlePuzzle) -> std::result::Result<(), wordgames_wordle::Error> {
        puzzle.check(self.answers)
    }
}

/// The title of a game's share summary: `wordgames Wordle #326 (2026-11-22)` for a daily
/// puzzle, `wordgames Wordle seed 7` for a seed; pass it to [`Play::share`](crate::play::Play::share) of a [`wordgames_wordle::Game`].
pub fn title(origin: &Origin) -> String {
    format!("wordgames Wordle {}", origin.label())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The published answers of the first days stay put (the CLI pins six dates).
    #[test]
    fn daily_answers_are_pinned() {
        let wordle = Wordle::classic();
        let answer = |date: &str| daily(&wordle, date.parse().unwrap()).unwrap().puzzle.word;
        assert_eq!(answer("2026-01-01"), "dross");
        assert_eq!(answer("2026-11-22"), "chest");
        assert!(daily(&wordle, "2025-12-31".parse().unwrap()).is_err());
        let seeded = puzzle(&wordle, &Origin::Seed(5));
        assert_eq!(seeded.word, wordle.answer_word(seeded.answer));
        assert_eq!(title(&Origin::Seed(5)), "wordgames Wordle seed 5");
        let date = "2026-03-14".parse().unwrap();
        assert_eq!(
            daily_from_answers(&WordList::classic_answers(), date).unwrap(),
            daily(&wordle, date).unwrap()
        );
    }

    /// A lexicon of another language without five-letter words: the error says so, and
    /// blames no guess list the caller never gave.
    #[test]
    fn an_empty_lexicon_is_named_not_a_guess_list() {
        let options = wordgames_lexicon::ReadOptions::for_profile(&wordgames_lexicon::profile::NB);
        for text in ["", "bær\nsøster\n"] {
            let (lexicon, _) = Lexicon::from_reader(text.as_bytes(), "nb", options).unwrap();
            let error = for_language(&lexicon, &wordgames_lexicon::profile::NB)
                .unwrap_err()
                .to_string();
            assert!(!error.contains("guesses"), "{error}");
            assert!(error.contains("no word of 5 letters"), "{error}");
        }
    }
}
