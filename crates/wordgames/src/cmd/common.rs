//! Helpers every game's commands share: the block list in force, the seeded generator of a
//! puzzle choice, and how a game ended.

use wordgames_lexicon::{BlockList, Familiarity};
use wordgames_puzzles::{
    daily::{GameId, Origin},
    play::{Play, Status},
    rng::Pcg32,
};

use crate::cli::{CliResult, PuzzleChoice};

/// The block list in force: the English one, or none with `--allow-all`.
pub fn block_list(allow_all: bool) -> BlockList {
    if allow_all {
        BlockList::none()
    } else {
        BlockList::english()
    }
}

/// `--familiarity`: the band of words a generated puzzle is built from and shows, read by the
/// library's [`Familiarity`] parser.
#[derive(Debug, clap::Args, Clone, Copy)]
pub struct Band {
    /// How familiar the words of the puzzle are: easy (Zipf 4.0 and up: words nearly every
    /// player knows), normal (3.0 and up, the daily puzzles'), hard (2.0 and up) or a Zipf floor
    /// from 0 to 8 such as 2.5 (docs/LETTER-BOXED.md and the other games' documents,
    /// "Difficulty").
    #[arg(long, value_name = "BAND", default_value = "normal")]
    pub familiarity: Familiarity,
}

/// The seeded generator for `--seed` or `--date` (today when neither is given), and its origin.
pub fn deal(choice: &PuzzleChoice, game: GameId) -> CliResult<(Pcg32, Origin)> {
    let origin = choice.origin(game)?;
    Ok((origin.rng(), origin))
}

/// How a game ended, decided in one place for every game through the library's [`Play`]: its
/// status, and its answer or best solution, which [`Play::answer`] gives only once the game is
/// over, so no command can show it earlier.
#[derive(Debug)]
pub struct Ending<A> {
    /// Won, lost or given up.
    pub status: Status,
    /// The answer or best solution (`None` for a game that does not know it).
    pub answer: Option<A>,
}

impl<A> Ending<A> {
    /// Whether the player won.
    pub fn is_won(&self) -> bool {
        self.status == Status::Won
    }
}

/// `None` while `game` is being played; once it is over, how it ended.
pub fn ending<G: Play>(game: &G) -> Option<Ending<G::Answer>> {
    let status = game.status();
    status.is_over().then(|| Ending {
        status,
        answer: game.answer(),
    })
}
