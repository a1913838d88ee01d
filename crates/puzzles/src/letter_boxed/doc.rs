//! The public document of a dealt Letter Boxed puzzle, one shape for every front end.

use wordgames_lexicon::Familiarity;

use super::{Difficulty, LetterBoxedGenerator, Puzzle};
use crate::{
    Date,
    daily::{GameId, Origin},
};

/// A dealt Letter Boxed puzzle as every front end shows it: `wordgames letter-boxed gen --json`,
/// the npm package's `LetterBoxedGenerator.generate` and `daily`, and the Python package's
/// `letter_boxed.generate` are this document.
///
/// Its fields serialize in alphabetical order:
/// `{"board":"dit amp chr elo","chain":[…],"date":"2026-01-01","difficulty":{"familiarity":"normal",
/// "measured":true,"par":2,"rarest":3.41},"game":"letter-boxed","number":1,"par":2,"seed":…,
/// "sides":["dit","amp","chr","elo"],"solution":[…]}`. `date` and `number` are there for a date's
/// puzzle only, and `spelled` only where a word of the solution or the chain is spelled otherwise
/// than its key (`canción` for the key `cancion`), so English documents never have it.
///
/// It holds the puzzle's answer (`solution`): it is the document of a generator's puzzle, for
/// whoever deals it, never what a player is sent before play (that is the daily
/// [`Edition`](crate::daily::Edition)'s entry).
///
/// ```
/// use wordgames_lexicon::Lexicon;
/// use wordgames_puzzles::{Generator, daily::Origin, letter_boxed::{LetterBoxedGenerator, PuzzleDoc}};
///
/// let generator = LetterBoxedGenerator::new(Lexicon::english())?;
/// let origin = Origin::Seed(7);
/// let puzzle = generator.generate(&mut origin.rng())?;
/// let doc = PuzzleDoc::new(&generator, &puzzle, &origin);
/// let json = serde_json::to_value(&doc)?;
/// assert_eq!(json["game"], "letter-boxed");
/// assert_eq!(json["seed"], 7);
/// assert_eq!(json["par"], puzzle.par);
/// assert!(json.get("date").is_none() && json.get("spelled").is_none());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[non_exhaustive]
pub struct PuzzleDoc<'a> {
    /// The board as four sides: `dit amp chr elo`.
    pub board: String,
    /// The familiar words the board was built from, as keys.
    pub chain: &'a [String],
    /// The puzzle's date, for a date's puzzle.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub date: Option<Date>,
    /// How hard the puzzle is, and the familiarity band it was made in.
    pub difficulty: DifficultyDoc,
    /// `letter-boxed`.
    pub game: &'static str,
    /// The puzzle number, for a date's puzzle.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub number: Option<u64>,
    /// The fewest familiar words that solve the board.
    pub par: usize,
    /// The seed that dealt the puzzle.
    pub seed: u64,
    /// The four sides.
    pub sides: Vec<String>,
    /// The most familiar solution of `par` words, as keys.
    pub solution: &'a [String],
    /// The solution and the chain as the lexicon's list spells them, where that differs from
    /// their keys.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub spelled: Option<Spelled>,
}

/// The difficulty of a [`PuzzleDoc`]: the puzzle's [`Difficulty`] and the generator's band.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[non_exhaustive]
pub struct DifficultyDoc {
    /// The familiarity band the puzzle was made in (`easy`, `normal`, `hard` or a Zipf floor).
    pub familiarity: String,
    /// Whether `rarest` is a measured frequency.
    pub measured: bool,
    /// The par.
    pub par: usize,
    /// The Zipf frequency of the shown solution's rarest word.
    /// (hundredths exactly: `3.41`, in JSON and in JavaScript alike).
    pub rarest: f64,
}

impl DifficultyDoc {
    /// The document of `difficulty`, made in the band `familiarity`.
    pub fn new(difficulty: Difficulty, familiarity: Familiarity) -> DifficultyDoc {
        DifficultyDoc {
            familiarity: familiarity.to_string(),
            measured: difficulty.measured,
            par: difficulty.par,
            rarest: f64::from(difficulty.rarest.centi()) / 100.0,
        }
    }
}

/// The words of a puzzle's solution and chain as the lexicon's list spells them (`canción`
/// where the key is `cancion`): what a player is shown.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[non_exhaustive]
pub struct Spelled {
    /// The chain's words.
    pub chain: Vec<String>,
    /// The solution's words.
    pub solution: Vec<String>,
}

impl<'a> PuzzleDoc<'a> {
    /// The document of `puzzle`, dealt by `generator` from `origin` (a seed, or a date's day).
    pub fn new<D: AsRef<[u8]>>(
        generator: &LetterBoxedGenerator<D>,
        puzzle: &'a Puzzle,
        origin: &Origin,
    ) -> PuzzleDoc<'a> {
        let lexicon = generator.lexicon();
        let spelled = Spelled {
            chain: lexicon.spell_all(&puzzle.chain),
            solution: lexicon.spell_all(&puzzle.solution),
        };
        let keys_are_spellings =
            spelled.chain == puzzle.chain && spelled.solution == puzzle.solution;
        PuzzleDoc {
            board: puzzle.board.to_string(),
            chain: &puzzle.chain,
            date: origin.day().map(|day| day.date),
            difficulty: DifficultyDoc::new(puzzle.difficulty, generator.familiarity()),
            game: GameId::LetterBoxed.as_str(),
            number: origin.day().map(|day| day.number),
            par: puzzle.par,
            seed: origin.seed(),
            sides: puzzle.board.side_texts().into(),
            solution: &puzzle.solution,
            spelled: (!keys_are_spellings).then_some(spelled),
        }
    }

    /// The solution as the player is shown it: its words as the list spells them.
    pub fn shown_solution(&self) -> &[String] {
        self.spelled.as_ref().map_or(self.solution, |s| &s.solution)
    }

    /// The chain as the player is shown it: its words as the list spells them.
    pub fn shown_chain(&self) -> &[String] {
        self.spelled.as_ref().map_or(self.chain, |s| &s.chain)
    }
}
