//! Wordle: the guesses replayed against the day's answer, which a response names only once
//! the game ends.

use serde::{Deserialize, Serialize, Serializer, ser::SerializeMap};
use wordgames_lexicon::Profile;
use wordgames_puzzles::{
    Date,
    daily::{Calendar, Origin},
    play::{FromPuzzle, Play},
    wordle::{self as daily_wordle},
};
use wordgames_wordle::{Feedback, Game, Mark, Mode};

use crate::{MAX_WORDS, check_words, internal};
use crate::{ReplayError, Reply, Sources};

/// `POST /api/wordle`.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Request {
    /// The puzzle's date.
    pub date: Date,
    /// Hard mode: every revealed hint must be used.
    #[serde(default)]
    pub hard: bool,
    /// Every guess so far, in order (at most 64).
    pub guesses: Vec<String>,
}

/// The answer to a [`Request`], borrowing the guesses from it: the date, the puzzle number,
/// the [`View`] and the share summary.
pub type Response<'a> = Reply<View<'a>>;

/// The game after the guesses, as a [`Response`] shows it.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct View<'a> {
    /// Hard mode.
    pub hard: bool,
    /// Letters in the answer.
    pub word_length: usize,
    /// Guesses allowed.
    pub max_guesses: usize,
    /// One entry per guess sent: its feedback, or why it was refused.
    pub results: Vec<GuessResult<'a>>,
    /// The guesses that count, each with its feedback (`g` green, `y` yellow, `.` grey).
    pub rows: Vec<Row<'a>>,
    /// Each letter guessed so far with its best mark (`g`, `y` or `.`), in the order of the
    /// game's alphabet.
    pub keyboard: Keyboard,
    /// `playing`, `won` or `lost`.
    pub status: &'static str,
    /// The answer, once the game is over.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub answer: Option<&'a str>,
}

/// A guess that counts, with its feedback.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Row<'a> {
    /// The guess, lowercase.
    pub word: &'a str,
    /// Its feedback: one of `g`, `y`, `.` per letter.
    pub feedback: Marks,
}

/// The verdict on one guess.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GuessResult<'a> {
    /// The guess as sent.
    pub guess: &'a str,
    /// Its feedback when it counts.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub feedback: Option<Marks>,
    /// Why it was refused (not a word, wrong length, a hard-mode hint ignored, game over).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

/// A feedback, serialised as its text: one of `g`, `y`, `.` per letter (`y..yg`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Marks(pub Feedback);

impl Serialize for Marks {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(&self.0)
    }
}

/// The keyboard: each letter of the game's alphabet with the best mark it has received,
/// serialised as a map from the letters guessed so far, in the alphabet's order, to their
/// marks (`{"a": ".", "æ": "y"}`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Keyboard(pub Vec<(char, Mark)>);

impl Keyboard {
    /// The keyboard of `game`: every letter of its profile that has a mark.
    pub fn of(game: &Game<'_>, profile: &Profile) -> Keyboard {
        Keyboard(
            profile
                .letters()
                .filter_map(|c| game.key(c).map(|mark| (c, mark)))
                .collect(),
        )
    }
}

impl Serialize for Keyboard {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (letter, mark) in &self.0 {
            map.serialize_entry(letter, &mark.to_char())?;
        }
        map.end()
    }
}

/// Replays `req` against the day's answer.
///
/// # Errors
/// [`ReplayError::BadRequest`] for a list over its bound or a malformed guess.
pub fn replay<'a, S: Sources + ?Sized>(
    sources: &'a S,
    calendar: &Calendar,
    req: &'a Request,
) -> Result<Response<'a>, ReplayError> {
    check_words("guesses", &req.guesses, MAX_WORDS)?;
    let wordle = sources.wordle();
    let generator = daily_wordle::WordleGenerator::of(wordle);
    let today =
        wordgames_puzzles::Generator::deal(&generator, calendar, req.date).map_err(internal)?;
    let mode = if req.hard { Mode::Hard } else { Mode::Normal };
    let mut game = Game::from_puzzle(&today.puzzle, (wordle, mode)).map_err(internal)?;
    let results = req
        .guesses
        .iter()
        .map(|guess| match game.play(guess) {
            Ok(feedback) => GuessResult {
                guess,
                feedback: Some(Marks(feedback)),
                error: None,
            },
            Err(e) => GuessResult {
                guess,
                feedback: None,
                error: Some(e.to_string()),
            },
        })
        .collect();
    let rows = game
        .turns()
        .iter()
        .map(|t| Row {
            word: wordle.guess_word(t.guess),
            feedback: Marks(t.feedback),
        })
        .collect();
    let (status, answer) = crate::ending(&game);
    Ok(Reply {
        date: req.date,
        number: today.day.number,
        game: View {
            hard: req.hard,
            word_length: wordle.word_len(),
            max_guesses: game.max_guesses(),
            results,
            rows,
            keyboard: Keyboard::of(&game, wordle.guesses().profile()),
            status,
            answer,
        },
        share: Play::share(&game, &daily_wordle::title(&Origin::Daily(today.day))),
    })
}
