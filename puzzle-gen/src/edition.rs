//! The day's edition: every game's puzzle of one date, as a player sees it before playing.
//!
//! `wordgames daily --json` prints an [`Edition`] and the web app serves the same one, so the
//! document is made here, once, for every program. An edition never holds an answer or a
//! solution: boards, letters, the wordseq grid and each game's number, never the Letter Boxed
//! solution, the Word Blender words, the Wordle answer or the Nettle target.

use wordgames_lexicon::Lexicon;
use wordgames_wordle::{WORDLE_GUESSES, WordList};
use wordgames_wordnet::{LemmaId, WordNet};

use crate::{
    Date, Error, Result,
    daily::{Daily, GameId},
    letter_boxed, nettle, word_blender, wordle,
    wordseq::{self, Difficulty},
};

/// The Wordle word length: the classic game's five letters.
const WORDLE_WORD_LENGTH: usize = 5;

/// Makes the day's [`Edition`] of any date from one set of sources: the lexicon, Wordle's
/// answer list, and WordNet with Nettle's target list (computed once, here).
///
/// # Example
/// ```
/// use wordgames_lexicon::Lexicon;
/// use wordgames_puzzles::daily::{EditionGame, GameId, Publisher};
/// use wordgames_wordle::WordList;
/// use wordgames_wordnet::WordNet;
///
/// let english = Lexicon::english();
/// let answers = WordList::classic_answers();
/// let publisher = Publisher::new(&english, &answers, WordNet::bundled()?);
/// let edition = publisher.edition("2026-01-01".parse()?)?;
/// assert_eq!(edition.games.len(), 5);
/// let EditionGame::LetterBoxed { board, par, .. } = &edition.games[0].puzzle else { panic!() };
/// assert_eq!((board.as_str(), *par), ("dpt clr ahx bei", 2));
/// assert_eq!(edition.games[2].game, GameId::Wordle);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct Publisher<'a, D> {
    lexicon: &'a Lexicon<D>,
    wordle_answers: &'a WordList,
    wordnet: &'a WordNet,
    nettle_targets: std::result::Result<Vec<LemmaId>, String>,
    counts: LexiconCounts,
}

/// Every game's puzzle of one date, in [`GameId::ALL`] order, with the lexicon's size.
///
/// With the `serde` feature it serialises to the document of `wordgames daily --json`:
/// `{"date":"2026-01-01","lexicon":{"words":…,"common":…},"games":[{"game":"letter-boxed",
/// "number":1,"seed":…,"board":"dpt clr ahx bei","sides":[…],"par":2},…]}`.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Edition {
    /// The date.
    pub date: Date,
    /// The size of the lexicon the puzzles were made with.
    pub lexicon: LexiconCounts,
    /// One entry per game.
    pub games: Vec<EditionEntry>,
}

/// The size of a lexicon: all its words, and those of its common tier.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct LexiconCounts {
    /// Every word.
    pub words: usize,
    /// The words of the common tier.
    pub common: usize,
}

/// One game's entry in an [`Edition`]: the game, its puzzle number, and its puzzle.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct EditionEntry {
    /// The game.
    pub game: GameId,
    /// The puzzle number: 1 on 2026-01-01.
    pub number: u64,
    /// The puzzle as shown before play, or why the sources cannot make it.
    #[cfg_attr(feature = "serde", serde(flatten))]
    pub puzzle: EditionGame,
}

/// A game's puzzle as shown before play: never an answer.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(untagged, rename_all_fields = "camelCase"))]
pub enum EditionGame {
    /// The Letter Boxed board and its par.
    LetterBoxed {
        /// The day's seed.
        seed: u64,
        /// The board as four sides: `dpt clr ahx bei`.
        board: String,
        /// The four sides.
        sides: Vec<String>,
        /// The fewest words that solve it.
        par: usize,
    },
    /// The Word Blender letters and how many words they make.
    WordBlender {
        /// The day's seed.
        seed: u64,
        /// The six letters, in the order shown.
        letters: String,
        /// How many words there are to find.
        words: usize,
    },
    /// Wordle: the word length and the number of tries.
    Wordle {
        /// The day's seed.
        seed: u64,
        /// Letters in the answer.
        word_length: usize,
        /// Tries allowed.
        guesses: usize,
    },
    /// The wordseq grid and its best game.
    Wordseq {
        /// The day's seed.
        seed: u64,
        /// The difficulty of the daily level.
        difficulty: &'static str,
        /// The grid, one string per row.
        grid: Vec<String>,
        /// The length of the words it forms.
        word_length: usize,
        /// The most moves a game can have.
        optimum: u32,
    },
    /// Nettle: only the number (the target is the answer).
    Nettle {},
    /// The sources cannot make this game's puzzle (a small lexicon, say).
    Unavailable {
        /// Why.
        error: String,
    },
}

impl<D> std::fmt::Debug for Publisher<'_, D> {
    /// The lexicon's counts and the number of Nettle targets, never the sources.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Publisher")
            .field("lexicon", &self.counts)
            .field(
                "nettle_targets",
                &self.nettle_targets.as_ref().map(Vec::len),
            )
            .finish()
    }
}

impl<'a, D: AsRef<[u8]>> Publisher<'a, D> {
    /// A publisher over its sources. Nettle's target list and the lexicon's counts are computed
    /// here (tens of milliseconds); when the lexicon cannot give a target list, Nettle's
    /// entries say why.
    pub fn new(
        lexicon: &'a Lexicon<D>,
        wordle_answers: &'a WordList,
        wordnet: &'a WordNet,
    ) -> Publisher<'a, D> {
        let nettle_targets = nettle::targets(wordnet, lexicon).map_err(|e| e.to_string());
        let stats = lexicon.stats();
        Publisher {
            lexicon,
            wordle_answers,
            wordnet,
            nettle_targets,
            counts: LexiconCounts {
                words: stats.words,
                common: stats.common,
            },
        }
    }

    /// Nettle's target list in puzzle order, when the sources give one.
    pub fn nettle_targets(&self) -> Option<&[LemmaId]> {
        self.nettle_targets.as_deref().ok()
    }

    /// The edition of `date`. A game whose puzzle the sources cannot make gets an
    /// [`EditionGame::Unavailable`] entry, so it does not hide the others.
    ///
    /// # Errors
    /// [`Error::Date`] when `date` is before the first puzzle (2026-01-01).
    pub fn edition(&self, date: Date) -> Result<Edition> {
        let games = GameId::ALL
            .iter()
            .map(|&game| self.entry(game, date))
            .collect::<Result<Vec<_>>>()?;
        Ok(Edition {
            date,
            lexicon: self.counts,
            games,
        })
    }

    fn entry(&self, game: GameId, date: Date) -> Result<EditionEntry> {
        let day = Daily::new(game, date)?;
        let made = match game {
            GameId::LetterBoxed => letter_boxed::daily(self.lexicon, date).map(|today| {
                let board = today.puzzle.board;
                EditionGame::LetterBoxed {
                    seed: day.seed,
                    board: board.to_string(),
                    sides: board
                        .sides()
                        .iter()
                        .map(|s| String::from_utf8_lossy(s).into_owned())
                        .collect(),
                    par: today.puzzle.par,
                }
            }),
            GameId::WordBlender => {
                word_blender::daily(self.lexicon, date).map(|today| EditionGame::WordBlender {
                    seed: day.seed,
                    letters: today.puzzle.letters,
                    words: today.puzzle.words.len(),
                })
            }
            GameId::Wordle => {
                wordle::daily_from_answers(self.wordle_answers, date).map(|_| EditionGame::Wordle {
                    seed: day.seed,
                    word_length: WORDLE_WORD_LENGTH,
                    guesses: WORDLE_GUESSES,
                })
            }
            GameId::Wordseq => wordseq::daily(self.lexicon, date).map(|today| {
                let level = today.puzzle;
                EditionGame::Wordseq {
                    seed: day.seed,
                    difficulty: Difficulty::Normal.as_str(),
                    grid: level.initial_grid().to_rows(),
                    word_length: level.word_length(),
                    optimum: level.optimum(),
                }
            }),
            GameId::Nettle => match &self.nettle_targets {
                Ok(targets) => {
                    nettle::daily(self.wordnet, targets, date).map(|_| EditionGame::Nettle {})
                }
                Err(error) => Ok(EditionGame::Unavailable {
                    error: error.clone(),
                }),
            },
        };
        let puzzle = match made {
            Ok(puzzle) => puzzle,
            Err(err @ Error::Date { .. }) => return Err(err),
            Err(err) => EditionGame::Unavailable {
                error: err.to_string(),
            },
        };
        Ok(EditionEntry {
            game,
            number: day.number,
            puzzle,
        })
    }
}
