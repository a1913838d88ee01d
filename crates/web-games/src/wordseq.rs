//! wordseq: the swaps replayed on the day's level, each judged against the best game still
//! possible. The best game is shown once the game is over.

use serde::{Deserialize, Serialize};
use wordgames_puzzles::{
    Date,
    daily::{DailyPuzzle, Origin},
    play::{FromPuzzle, Play},
    wordseq::{self, Game, Level, Move as Swap, Verdict},
};

use crate::{MAX_MOVES, check_len, internal};
use crate::{ReplayError, Reply, Sources};

/// `POST /api/wordseq`.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Request {
    /// The puzzle's date.
    pub date: Date,
    /// The swaps so far, in order (at most 200); undo is a shorter list.
    pub moves: Vec<Move>,
    /// The player ends the game after these moves.
    #[serde(default)]
    pub stop: bool,
}

/// A swap of two neighbouring cells, each `[row, column]` from 0.
#[derive(Debug, Clone, Copy, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Move {
    /// The first cell.
    pub from: [usize; 2],
    /// The second cell.
    pub to: [usize; 2],
}

/// The answer to a [`Request`]: the date, the puzzle number, the [`View`] and the share
/// summary.
pub type Response = Reply<View>;

/// The game after the moves, as a [`Response`] shows it.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct View {
    /// The length of the words.
    pub word_length: usize,
    /// The grid before any move, one string per row.
    pub initial_grid: Vec<String>,
    /// The grid now.
    pub grid: Vec<String>,
    /// The longest game the level allows.
    pub optimum: u32,
    /// One entry per move sent: its verdict.
    pub results: Vec<MoveResult>,
    /// The moves that were made.
    pub moves: Vec<Move>,
    /// The words formed so far, in order, as the list spells them (`canción` where the key
    /// is `cancion`; so are the other words of this reply).
    pub words: Vec<String>,
    /// The longest whole game still reachable (moves so far included).
    pub best_total: u32,
    /// `playing`, `won` (no valid move left) or `gaveUp` (the player stopped), from the
    /// library's `Play::status`.
    pub status: &'static str,
    /// The level's best game as moves, once over.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub best_game: Option<Vec<Move>>,
    /// The words of the best game, once over.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub best_words: Option<Vec<String>>,
}

/// The verdict on one move.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MoveResult {
    /// `optimal`, `non-optimal` or `invalid` (no new word: the move is not made).
    pub verdict: &'static str,
    /// The words the move formed.
    pub words_formed: Vec<String>,
    /// The longest whole game still reachable after it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub best_total: Option<u32>,
    /// Moves it cost against the best before it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lost: Option<u32>,
}

impl From<Swap> for Move {
    fn from(mv: Swap) -> Move {
        Move {
            from: [mv.from.0, mv.from.1],
            to: [mv.to.0, mv.to.1],
        }
    }
}

/// Replays `req` on the day's level.
///
/// # Errors
/// [`ReplayError::BadRequest`] for a list over its bound or a move that is not a swap of two neighbouring cells of
/// the grid; [`ReplayError::Internal`] if the library's search runs out of budget.
pub fn replay<S: Sources + ?Sized>(
    sources: &S,
    today: &DailyPuzzle<Level>,
    req: &Request,
) -> Result<Response, ReplayError> {
    check_len("moves", &req.moves, MAX_MOVES)?;
    let level = &today.puzzle;
    let grid = level.initial_grid();
    for (i, mv) in req.moves.iter().enumerate() {
        let inside = |[r, c]: [usize; 2]| r < grid.rows() && c < grid.cols();
        let [a, b] = [mv.from, mv.to];
        if !inside(a) || !inside(b) {
            return Err(ReplayError::BadRequest(format!(
                "moves[{i}]: a cell outside the {}x{} grid",
                grid.rows(),
                grid.cols()
            )));
        }
        if a[0].abs_diff(b[0]) + a[1].abs_diff(b[1]) != 1 {
            return Err(ReplayError::BadRequest(format!(
                "moves[{i}]: the two cells must be side by side or one above the other"
            )));
        }
    }
    let dictionary = sources.dictionary(level.word_length())?;
    let mut game = Game::from_puzzle(level, dictionary).map_err(internal)?;
    let mut results = Vec::with_capacity(req.moves.len());
    for mv in &req.moves {
        let swap = Swap::new((mv.from[0], mv.from[1]), (mv.to[0], mv.to[1]));
        let verdict = game.play(swap).map_err(internal)?;
        let verdict_str = verdict.as_str();
        results.push(match verdict {
            Verdict::Invalid => MoveResult {
                verdict: verdict_str,
                words_formed: Vec::new(),
                best_total: None,
                lost: None,
            },
            Verdict::Optimal {
                words_formed,
                best_total,
            } => MoveResult {
                verdict: verdict_str,
                words_formed: sources.lexicon().spell_all(words_formed),
                best_total: Some(best_total),
                lost: Some(0),
            },
            Verdict::NonOptimal {
                words_formed,
                best_total,
                lost,
            } => MoveResult {
                verdict: verdict_str,
                words_formed: sources.lexicon().spell_all(words_formed),
                best_total: Some(best_total),
                lost: Some(lost),
            },
            // A verdict added later is shown by its name.
            _ => MoveResult {
                verdict: verdict_str,
                words_formed: Vec::new(),
                best_total: None,
                lost: None,
            },
        });
    }
    if req.stop {
        Play::give_up(&mut game);
    }
    // Over, and how, from the library's `Play` (`won`: no valid move left; `gaveUp`: the player
    // stopped). The best game shown is the level's own.
    let (status, _) = crate::ending(&game);
    let over = status != "playing";
    let best_total = game.turns() + game.best_remaining().map_err(internal)?;
    let (best_game, best_words) = if over {
        let path = level.optimal_path();
        let mut best = Game::from_puzzle(level, dictionary).map_err(internal)?;
        for &mv in &path {
            best.play(mv).map_err(internal)?;
        }
        (
            Some(path.into_iter().map(Move::from).collect()),
            Some(sources.lexicon().spell_all(best.words())),
        )
    } else {
        (None, None)
    };
    Ok(Reply {
        date: req.date,
        number: today.day.number,
        game: View {
            word_length: level.word_length(),
            initial_grid: grid.to_rows(),
            grid: game.grid().to_rows(),
            optimum: level.optimum(),
            results,
            moves: game.history().into_iter().map(Move::from).collect(),
            words: sources.lexicon().spell_all(game.words()),
            best_total,
            status,
            best_game,
            best_words,
        },
        share: Play::share(&game, &wordseq::title(&Origin::Daily(today.day))),
    })
}
