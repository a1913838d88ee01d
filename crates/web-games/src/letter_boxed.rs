//! Letter Boxed: the words replayed on the day's board; the best solution is named once the
//! game is over (solved or given up).

use serde::{Deserialize, Serialize};
use wordgames_puzzles::{
    Date,
    daily::{DailyPuzzle, Origin},
    letter_boxed::{self, Game, Puzzle},
    play::{FromPuzzle, Play},
};

use crate::{MAX_WORDS, check_words, internal};
use crate::{ReplayError, Reply, Sources};

/// `POST /api/letter-boxed`.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Request {
    /// The puzzle's date.
    pub date: Date,
    /// The words played, in order (at most 64); undo is a shorter list.
    pub words: Vec<String>,
    /// The player gives up after these words.
    #[serde(default)]
    pub give_up: bool,
}

/// The answer to a [`Request`]: the date, the puzzle number, the [`View`] and the share
/// summary.
pub type Response = Reply<View>;

/// The game after the words, as a [`Response`] shows it: the board, its par, the verdict on
/// each word sent, then the library's view of the game ([`letter_boxed::GameView`]: the words
/// that count, as keys and as the list spells them, the letters left, the next letter, the
/// status, whether a solved game made par, and the best solution once the game is over).
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct View {
    /// The four sides, three letters each (top, right, bottom, left).
    pub sides: Vec<String>,
    /// The fewest words that solve the board.
    pub par: usize,
    /// One entry per word sent: played, or why not.
    pub results: Vec<WordResult>,
    /// The game, its fields in this object after `results`.
    #[serde(flatten)]
    pub state: letter_boxed::GameView,
}

/// The verdict on one word.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WordResult {
    /// The word as sent.
    pub word: String,
    /// Letters still uncovered after it, when it was played.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub left: Option<usize>,
    /// Why it was refused (a rule broken, not a word, the game over).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

/// Replays `req` on the day's board.
///
/// # Errors
/// [`ReplayError::BadRequest`] for a list over its bound or a malformed word.
pub fn replay<S: Sources + ?Sized>(
    sources: &S,
    today: &DailyPuzzle<Puzzle>,
    req: &Request,
) -> Result<Response, ReplayError> {
    check_words("words", &req.words, MAX_WORDS)?;
    let puzzle = &today.puzzle;
    let mut game = Game::from_puzzle(puzzle, sources.lexicon()).map_err(internal)?;
    let results = req
        .words
        .iter()
        .map(|word| match game.play(word) {
            Ok(_) => WordResult {
                word: word.clone(),
                left: Some(game.uncovered().chars().count()),
                error: None,
            },
            Err(e) => WordResult {
                word: word.clone(),
                left: None,
                error: Some(e.to_string()),
            },
        })
        .collect();
    if req.give_up {
        game.give_up();
    }
    Ok(Reply {
        date: req.date,
        number: today.day.number,
        game: View {
            sides: puzzle.board.side_texts().into(),
            par: puzzle.par,
            results,
            state: game.view(),
        },
        share: Play::share(&game, &letter_boxed::title(&Origin::Daily(today.day))),
    })
}
