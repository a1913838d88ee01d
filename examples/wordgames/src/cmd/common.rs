//! Helpers every game's commands share: the block list in force, the seeded generator of a
//! puzzle choice, and a puzzle's origin as JSON fields.

use wordgames_lexicon::BlockList;
use wordgames_puzzles::{
    Date,
    daily::{GameId, Origin},
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

/// The seeded generator for `--seed` or `--date` (today when neither is given), and its origin.
pub fn deal(choice: &PuzzleChoice, game: GameId) -> CliResult<(Pcg32, Origin)> {
    let origin = Origin::choose(
        game,
        choice.seed,
        choice.date.unwrap_or_else(crate::cli::today),
    )?;
    Ok((origin.rng(), origin))
}

/// A puzzle's origin as JSON fields: `seed`, and `date` and `number` for a date's puzzle. The
/// documents that carry them keep their fields in alphabetical order, as before they were typed.
#[derive(Debug, Clone, Copy)]
pub struct OriginFields {
    pub date: Option<Date>,
    pub number: Option<u64>,
    pub seed: u64,
}

impl OriginFields {
    pub fn of(origin: &Origin) -> OriginFields {
        OriginFields {
            date: origin.day().map(|day| day.date),
            number: origin.day().map(|day| day.number),
            seed: origin.seed(),
        }
    }
}
