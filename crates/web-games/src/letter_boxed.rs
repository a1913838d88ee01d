//! Letter Boxed: the words replayed on the day's board; the best solution is named once the
//! game is over (solved or given up).

use serde::{Deserialize, Serialize};
use wordgames_puzzles::{
    Date,
    daily::{DailyPuzzle, Origin},
    letter_boxed::{self, Game, Par, Puzzle, Verdict},
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

/// The game after the words, as a [`Response`] shows it.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct View {
    /// The four sides, three letters each (top, right, bottom, left).
    pub sides: Vec<String>,
    /// The fewest words that solve the board.
    pub par: usize,
    /// One entry per word sent: played, or why not.
    pub results: Vec<WordResult>,
    /// The words that count, in order, as the game checks them (the keys the board's lines
    /// are drawn from).
    pub words: Vec<String>,
    /// The same words as the list spells them (`canción` where the key is `cancion`): what
    /// the player is shown.
    pub spelled: Vec<String>,
    /// The board's letters not covered yet, in board order.
    pub uncovered: String,
    /// The letter the next word must start with.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub next_letter: Option<char>,
    /// `playing`, `won` (solved) or `gaveUp`, from the library's `Play::status`.
    pub status: &'static str,
    /// Whether the solved game made par.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub made_par: Option<bool>,
    /// The best solution (fewest words, then the most familiar, then fewest letters), once the
    /// game is over, as the list spells its words (`canción` where the key is `cancion`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub solution: Option<Vec<String>>,
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
    let mut made_par = None;
    let results = req
        .words
        .iter()
        .map(|word| match game.play(word) {
            Ok(verdict) => {
                if let Verdict::Solved { par, .. } = verdict {
                    made_par = Some(matches!(par, Par::Made));
                }
                WordResult {
                    word: word.clone(),
                    left: Some(game.uncovered().chars().count()),
                    error: None,
                }
            }
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
    let (status, solution) = crate::ending(&game);
    Ok(Reply {
        date: req.date,
        number: today.day.number,
        game: View {
            sides: puzzle.board.side_texts().into(),
            par: puzzle.par,
            results,
            words: game.words().map(str::to_string).collect(),
            spelled: game.spelled_words(),
            uncovered: game.uncovered(),
            next_letter: game.next_letter(),
            status,
            made_par: made_par.filter(|_| game.is_solved()),
            solution,
        },
        share: Play::share(&game, &letter_boxed::title(&Origin::Daily(today.day))),
    })
}
