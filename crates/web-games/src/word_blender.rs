//! Word Blender: the game's events replayed with the client's clock. A round's words are
//! named only once that round has ended (its time up, or the player stopped).

use std::time::Duration;

use serde::{Deserialize, Serialize};
use wordgames_puzzles::{
    Date, Generator,
    daily::{Calendar, GameId, Origin},
    play::{FromPuzzle, Play},
    word_blender::{self, Game, ROUND_TIME, RoundView, Verdict},
};

use crate::{MAX_MOVES, check_len, check_word, internal};
use crate::{ReplayError, Reply, Sources};

/// The longest a game may run by the client's clock: a day.
pub const MAX_ELAPSED_MS: u64 = 24 * 60 * 60 * 1000;

/// `POST /api/word-blender`.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Request {
    /// The puzzle's date.
    pub date: Date,
    /// Every event of the game so far, in order (at most 200), each at its time since the
    /// game began by the client's clock (never decreasing).
    pub moves: Vec<Move>,
    /// The time now, since the game began (at least the last event's).
    pub ms: u64,
}

/// One event of a Word Blender game.
#[derive(Debug, Clone, Deserialize)]
#[serde(tag = "type", rename_all = "camelCase", deny_unknown_fields)]
pub enum Move {
    /// A guess.
    Guess {
        /// The word.
        word: String,
        /// When, in milliseconds since the game began.
        ms: u64,
    },
    /// The next round, after a round won.
    Next {
        /// When.
        ms: u64,
    },
    /// The player stops: the round ends and the game with it.
    Stop {
        /// When.
        ms: u64,
    },
}

impl Move {
    fn ms(&self) -> u64 {
        match self {
            Move::Guess { ms, .. } | Move::Next { ms } | Move::Stop { ms } => *ms,
        }
    }
}

/// The answer to a [`Request`]: the date, the puzzle number, the [`View`] and the share
/// summary.
pub type Response = Reply<View>;

/// The game after the events, as a [`Response`] shows it.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct View {
    /// Seconds a round.
    pub round_seconds: u64,
    /// One entry per event sent: accepted, or why not.
    pub results: Vec<MoveResult>,
    /// Every round dealt so far, the current one last.
    pub rounds: Vec<RoundView>,
    /// Milliseconds left in the current round.
    pub time_left_ms: u64,
    /// `playing` (the current round's clock runs), `roundOver` (a six-letter word was found:
    /// the next round can be dealt), or the game's end from the library's `Play::status`: `won`
    /// (a round was won) or `lost` (none was).
    pub status: &'static str,
    /// Rounds won.
    pub rounds_won: u32,
    /// The game's points so far, by the library's rule
    /// ([`word_points`](wordgames_puzzles::word_blender::word_points)).
    pub points: u32,
}

/// The verdict on one event.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MoveResult {
    /// `found` (a guess that counts), `timeUp` (a guess too late: the round ended), `dealt`
    /// (the next round), `stopped`, or `refused`.
    pub verdict: &'static str,
    /// Why it was refused.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

/// Replays `req`: the day's game dealt from the day's generator, each event at its time.
///
/// # Errors
/// [`ReplayError::BadRequest`] for a list over its bound, a malformed word, or times out of order or over a day.
pub fn replay<S: Sources + ?Sized>(
    sources: &S,
    calendar: &Calendar,
    req: &Request,
) -> Result<Response, ReplayError> {
    check_len("moves", &req.moves, MAX_MOVES)?;
    let mut last = 0;
    for (i, mv) in req.moves.iter().enumerate() {
        if let Move::Guess { word, .. } = mv {
            check_word("moves", i, word)?;
        }
        if mv.ms() < last {
            return Err(ReplayError::BadRequest(format!(
                "moves[{i}].ms: times never decrease ({} after {last})",
                mv.ms()
            )));
        }
        last = mv.ms();
    }
    if req.ms < last || req.ms > MAX_ELAPSED_MS {
        return Err(ReplayError::BadRequest(format!(
            "ms: from the last move's time ({last}) to a day ({MAX_ELAPSED_MS})"
        )));
    }
    let origin = Origin::Daily(
        calendar
            .day(GameId::WordBlender, req.date)
            .map_err(internal)?,
    );
    let number = origin.day().map_or(0, |d| d.number);
    let blender = sources.blender()?;
    let mut rng = origin.rng();
    let first = blender.generate(&mut rng).map_err(internal)?;
    let mut game = Game::from_puzzle(&first, (blender, rng, ROUND_TIME)).map_err(internal)?;
    let mut rounds: Vec<RoundView> = Vec::new();
    let at = Duration::from_millis;
    let refused = |e: String| MoveResult {
        verdict: "refused",
        error: Some(e),
    };
    let mut results = Vec::with_capacity(req.moves.len());
    for mv in &req.moves {
        let result = match mv {
            Move::Guess { word, ms } => match game.play(word, at(*ms)) {
                // A bonus word counts as found; the page lists it among the found words.
                Ok(Verdict::Found { .. } | Verdict::Bonus { .. }) => MoveResult {
                    verdict: "found",
                    error: None,
                },
                Ok(_) => MoveResult {
                    verdict: "timeUp",
                    error: None,
                },
                Err(e) => refused(e.to_string()),
            },
            Move::Next { ms } => {
                game.tick(at(*ms));
                let view = game.round_end().is_some().then(|| game.round_view());
                match game.next_round(at(*ms)) {
                    Ok(_) => {
                        rounds.extend(view);
                        MoveResult {
                            verdict: "dealt",
                            error: None,
                        }
                    }
                    Err(e) => refused(e.to_string()),
                }
            }
            Move::Stop { ms } => {
                game.stop(at(*ms));
                MoveResult {
                    verdict: "stopped",
                    error: None,
                }
            }
        };
        results.push(result);
    }
    game.tick(at(req.ms));
    rounds.push(game.round_view());
    // Over, and how, from the library's `Play` (`won`: a round won; `lost`: none); between
    // rounds, `roundOver`.
    let status = match crate::ending(&game).0 {
        "playing" if game.round_end().is_some() => "roundOver",
        status => status,
    };
    let left = game.time_left(at(req.ms));
    Ok(Reply {
        date: req.date,
        number,
        game: View {
            round_seconds: ROUND_TIME.as_secs(),
            results,
            rounds,
            time_left_ms: u64::try_from(left.as_millis()).unwrap_or(u64::MAX),
            status,
            rounds_won: game.rounds_won(),
            points: game.points(),
        },
        share: Play::share(&game, &word_blender::title(&origin)),
    })
}
