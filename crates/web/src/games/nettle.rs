//! Nettle: the guesses answered from the day's route table, which the server computes once a
//! date and shares. The route's words are named only once the game is over.

use serde::{Deserialize, Serialize};
use wordgames_puzzles::{
    Date,
    nettle::{Game, Verdict, legend, map::Map},
    play::{FromPuzzle, Play},
};

use super::{MAX_WORDS, Reply, check_words, internal};
use crate::{error::ApiError, state::NettleDay};

/// `POST /api/nettle`.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Request {
    /// The puzzle's date.
    pub date: Date,
    /// Every guess so far, in order (at most 64).
    pub guesses: Vec<String>,
    /// Ask for the hint of this clue (an index into the response's `clues`).
    #[serde(default)]
    pub hint: Option<usize>,
    /// The player gives up after these guesses.
    #[serde(default)]
    pub give_up: bool,
}

/// The answer to a [`Request`]: the date, the puzzle number, the [`View`] and the share
/// summary (once over).
pub type Response = Reply<View>;

/// The game after the guesses, as a [`Response`] shows it.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct View {
    /// One entry per guess sent: a clue, or why it does not count.
    pub results: Vec<GuessResult>,
    /// The guesses that count, each with its clue.
    pub clues: Vec<ClueView>,
    /// The hint asked for.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hint: Option<Hint>,
    /// The clues so far as a picture: an SVG element, text escaped, to insert as markup.
    pub map: String,
    /// `playing`, `won` or `gaveUp`.
    pub status: &'static str,
    /// The route of the best clue to the target (the target last), once over.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub route: Option<Vec<String>>,
}

/// A guess that counts.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ClueView {
    /// The guess as typed.
    pub guess: String,
    /// One emoji per step toward the target; empty for the target itself.
    pub emoji: String,
    /// The number of steps.
    pub steps: usize,
    /// The sense the guess was read in (the gloss of the sense the route starts from), the
    /// target's spelling masked as `___` until the game is over.
    pub sense: String,
    /// Whether it got closer than every guess before it.
    pub best_yet: bool,
}

/// The verdict on one guess.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GuessResult {
    /// The guess as sent.
    pub guess: String,
    /// `clue`, `unknown` (not a word WordNet knows: not counted) or `unreachable` (a word no
    /// route leads from: not counted).
    pub kind: &'static str,
}

/// A hint: the definition of the next word along a clue's route, the word masked.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Hint {
    /// The clue's index.
    pub clue: usize,
    /// The definition; `None` for the winning clue, which has no next word.
    pub text: Option<String>,
}

/// The legend: each emoji with what it means, from the library's one table of relations.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LegendEntry {
    /// The emoji.
    pub emoji: &'static str,
    /// Its meaning.
    pub meaning: &'static str,
}

/// The legend of `GET /api/nettle/legend`.
pub fn legend_entries() -> Vec<LegendEntry> {
    legend()
        .into_iter()
        .map(|(emoji, meaning)| LegendEntry { emoji, meaning })
        .collect()
}

/// Replays `req` against the day's route table.
///
/// # Errors
/// 400 for a list over its bound, a malformed guess or a hint index past the clues.
pub fn replay(day: &NettleDay, req: &Request) -> Result<Response, ApiError> {
    check_words("guesses", &req.guesses, MAX_WORDS)?;
    let mut game = Game::from_puzzle(&day.nettle.puzzle(), &day.nettle).map_err(internal)?;
    let mut best_yet = Vec::new();
    let mut results = Vec::with_capacity(req.guesses.len());
    for guess in &req.guesses {
        let counted = game.clues().len();
        let kind = match game.play(guess).map_err(internal)? {
            Verdict::Clue(_) => "clue",
            Verdict::Unknown => "unknown",
            Verdict::Unreachable(_) => "unreachable",
        };
        if game.clues().len() > counted {
            best_yet.push(game.last_is_best_yet());
        }
        results.push(GuessResult {
            guess: guess.clone(),
            kind,
        });
    }
    let hint = match req.hint {
        None => None,
        Some(i) => {
            let clue = game.clues().get(i).ok_or_else(|| {
                ApiError::bad_request(format!(
                    "hint: clue {i} does not exist ({} clues)",
                    game.clues().len()
                ))
            })?;
            Some(Hint {
                clue: i,
                text: clue.hint().map(str::to_string),
            })
        }
    };
    if req.give_up {
        game.give_up();
    }
    let over = game.is_over();
    let clues = game
        .clues()
        .iter()
        .zip(best_yet)
        .map(|(c, best_yet)| ClueView {
            guess: c.guess.clone(),
            emoji: c.emoji.clone(),
            steps: c.len(),
            // The whole gloss can name the target: masked until the game is over.
            sense: if over { c.gloss() } else { c.sense_text() }.to_string(),
            best_yet,
        })
        .collect();
    let (status, route) = super::ending(&game);
    Ok(Reply {
        date: req.date,
        number: day.number,
        game: View {
            results,
            clues,
            hint,
            map: Map::new(game.clues()).to_svg(),
            status,
            route,
        },
        share: Play::share(&game, &format!("Nettle #{}", day.number)),
    })
}
