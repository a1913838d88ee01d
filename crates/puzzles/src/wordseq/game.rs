//! A game in progress, judged move by move with the dictionary.

use std::fmt;

use super::{
    Level, Verdict, WordseqError,
    dictionary::Dictionary,
    explore::{Explorer, Limits, Stop},
    grid::{Grid, MAX_CELLS, Move},
};
use crate::Budget;

type Result<T, E = WordseqError> = std::result::Result<T, E>;

/// A game in progress: the grid, the moves made, the words formed, and verdicts on the next
/// move from an exhaustive search with the dictionary.
///
/// Unlike [`Level::classify`], which reads the level's tree, a `Game` answers from any state,
/// including those a pruned tree leaves out. Its searches are memoised for the life of the game
/// and bounded by [`Budget::max_nodes`] states in all.
///
/// # Example
///
/// ```
/// use wordgames_lexicon::Lexicon;
/// use wordgames_puzzles::wordseq::{Dictionary, Game, Grid, Move, Verdict};
///
/// let lexicon = Lexicon::from_words(["seal", "sale", "tale", "late"])?;
/// let dictionary = Dictionary::new(&lexicon, 4, &wordgames_lexicon::BlockList::none())?;
/// let mut game = Game::new(&dictionary, Grid::from_rows(["esal", "tlae"])?)?;
/// let optimum = game.optimum()?;
/// // Swapping "s" and "l" between the rows spells nothing: the move is refused.
/// assert_eq!(game.play(Move::new((0, 1), (1, 1)))?, Verdict::Invalid);
/// // "esal" -> "seal" keeps the longest game open.
/// let verdict = game.play(Move::new((0, 0), (0, 1)))?;
/// assert_eq!(verdict.as_str(), "optimal");
/// assert_eq!(game.words(), ["seal"]);
/// assert_eq!(game.turns() + game.best_remaining()?, optimum);
/// game.undo();
/// assert_eq!(game.turns(), 0);
/// # Ok::<(), wordgames_puzzles::Error>(())
/// ```
#[derive(Debug)]
pub struct Game<'d> {
    explorer: Explorer<'d>,
    start: Grid,
    cells: [u8; MAX_CELLS],
    mask: u64,
    /// The moves made, each with the bits of the words it formed.
    history: Vec<(Move, usize, u64)>,
    budget: u64,
    /// Whether a valid move is left, kept up to date by every move and undo.
    left: bool,
    /// Whether the player stopped ([`Play::give_up`](crate::play::Play::give_up)).
    stopped: bool,
    /// A longest game from the initial grid, worked out when the game ends.
    best: Option<Vec<Move>>,
}

impl<'d> Game<'d> {
    /// A new game on `grid`, judged with `dictionary`, with the default budget.
    ///
    /// # Errors
    ///
    /// [`WordseqError::NoLineOfLength`] when neither the rows nor the columns of the grid are
    /// as long as the dictionary's words; [`WordseqError::OtherProfile`] when the grid's
    /// letters are of another profile than the dictionary's.
    pub fn new(dictionary: &'d Dictionary, grid: Grid) -> Result<Game<'d>> {
        Game::with_budget(dictionary, grid, Budget::default())
    }

    /// A new game whose searches may explore at most `budget.max_nodes` states in all.
    ///
    /// # Errors
    ///
    /// As [`Game::new`].
    pub fn with_budget(dictionary: &'d Dictionary, grid: Grid, budget: Budget) -> Result<Game<'d>> {
        super::check_profile(&grid, dictionary)?;
        super::check_fits(&grid, dictionary.word_length())?;
        let limits = Limits {
            max_nodes: budget.max_nodes,
            max_depth: None,
            max_words: 64,
            common_only: false,
        };
        let explorer = Explorer::new(dictionary, grid.rows(), grid.cols(), limits);
        let mut game = Game {
            cells: Explorer::cells(&grid),
            explorer,
            start: grid,
            mask: 0,
            history: Vec::new(),
            budget: budget.max_nodes,
            left: true,
            stopped: false,
            best: None,
        };
        game.left = !game.valid_moves()?.is_empty();
        if !game.left {
            game.best = Some(Vec::new());
        }
        Ok(game)
    }

    /// The grid now.
    pub fn grid(&self) -> Grid {
        Grid::from_indices(
            self.start.profile(),
            self.start.rows(),
            self.start.cols(),
            &self.cells[..self.start.rows() * self.start.cols()],
        )
    }

    /// The moves made so far.
    pub fn history(&self) -> Vec<Move> {
        self.history.iter().map(|&(mv, _, _)| mv).collect()
    }

    /// The number of moves made so far: the score.
    pub fn turns(&self) -> u32 {
        self.history.len() as u32
    }

    /// The words formed so far, in the order they were formed.
    pub fn words(&self) -> Vec<String> {
        let all = self.explorer.words();
        let mut out = Vec::new();
        for &(_, _, bits) in &self.history {
            for (id, word) in all.iter().enumerate() {
                if bits & (1 << id) != 0 {
                    out.push(word.clone());
                }
            }
        }
        out
    }

    fn stop(&self, stop: Stop) -> WordseqError {
        WordseqError::BudgetExhausted(stop.exhausted(
            "wordseq game search",
            self.budget,
            "a game can form at most 64 distinct words",
        ))
    }

    /// The most moves still possible from here.
    ///
    /// # Errors
    ///
    /// [`WordseqError::BudgetExhausted`] when the search runs out of nodes.
    pub fn best_remaining(&mut self) -> Result<u32, WordseqError> {
        let mut cells = self.cells;
        self.explorer
            .depth(&mut cells, self.mask, 0)
            .map_err(|s| self.stop(s))
    }

    /// The longest whole game from the initial grid: the optimum to score against.
    ///
    /// # Errors
    ///
    /// As [`Game::best_remaining`].
    pub fn optimum(&mut self) -> Result<u32, WordseqError> {
        let mut cells = Explorer::cells(&self.start);
        self.explorer
            .depth(&mut cells, 0, 0)
            .map_err(|s| self.stop(s))
    }

    /// Every valid move from here, each as its upper or left cell first.
    ///
    /// # Errors
    ///
    /// As [`Game::best_remaining`].
    pub fn valid_moves(&mut self) -> Result<Vec<Move>, WordseqError> {
        let mut cells = self.cells;
        let moves = self
            .explorer
            .moves_from(&mut cells, self.mask)
            .map_err(|s| self.stop(s))?;
        Ok(moves
            .into_iter()
            .map(|(i, _)| self.explorer.move_of(i))
            .collect())
    }

    /// Classifies `mv` without making it.
    ///
    /// # Errors
    ///
    /// [`WordseqError::MoveOutside`] or [`WordseqError::NotNeighbours`] when `mv` is not a
    /// swap of two neighbouring cells of the grid; [`WordseqError::BudgetExhausted`] when the search runs out of nodes.
    pub fn classify(&mut self, mv: Move) -> Result<Verdict, WordseqError> {
        Ok(self.judge(mv)?.0)
    }

    fn judge(&mut self, mv: Move) -> Result<(Verdict, Option<(usize, u64)>), WordseqError> {
        self.start.cells_of(mv)?;
        let index = self
            .explorer
            .index_of(mv)
            .ok_or(WordseqError::NotNeighbours { mv })?;
        let mut cells = self.cells;
        let valid = self
            .explorer
            .moves_from(&mut cells, self.mask)
            .map_err(|s| self.stop(s))?;
        let Some(&(_, new)) = valid.iter().find(|&&(i, _)| i == index) else {
            return Ok((Verdict::Invalid, None));
        };
        let before = self.best_remaining()?;
        let words_formed = self.explorer.words_formed(&mut cells, index, self.mask);
        self.explorer.swap(&mut cells, index);
        let after = self
            .explorer
            .depth(&mut cells, self.mask | new, 0)
            .map_err(|s| self.stop(s))?;
        let turns = self.turns();
        let verdict = if after + 1 == before {
            Verdict::Optimal {
                words_formed,
                best_total: turns + before,
            }
        } else {
            Verdict::NonOptimal {
                words_formed,
                best_total: turns + 1 + after,
                lost: before - 1 - after,
            }
        };
        Ok((verdict, Some((index, new))))
    }

    /// Classifies `mv` and makes it unless it is [`Verdict::Invalid`]; the same as
    /// [`Play::play`](crate::play::Play::play).
    ///
    /// # Errors
    ///
    /// [`WordseqError::GameOver`] once the game is over (no move left, or given up); else as
    /// [`Game::classify`].
    pub fn play(&mut self, mv: Move) -> Result<Verdict, WordseqError> {
        if crate::play::Play::is_over(self) {
            return Err(WordseqError::GameOver { mv });
        }
        let turns = self.turns();
        let (verdict, made) = self.judge(mv)?;
        if let Some((index, new)) = made {
            self.explorer.swap(&mut self.cells, index);
            self.mask |= new;
            self.history.push((mv, index, new));
            // The moves still possible after this one: the best total less the turns made.
            let best_total = match verdict {
                Verdict::Optimal { best_total, .. } | Verdict::NonOptimal { best_total, .. } => {
                    best_total
                }
                _ => turns + 2,
            };
            self.left = best_total > turns + 1;
            if !self.left && self.best.is_none() {
                self.best = self.best_game().ok();
            }
        }
        Ok(verdict)
    }

    /// Takes back the last move, returning it (`None` at the start, or once the player
    /// stopped).
    pub fn undo(&mut self) -> Option<Move> {
        if self.stopped {
            return None;
        }
        let (mv, index, new) = self.history.pop()?;
        self.explorer.swap(&mut self.cells, index);
        self.mask &= !new;
        self.left = true;
        Some(mv)
    }

    /// A longest game from the initial grid: from the start, the first move of
    /// [`Game::hint`] each time. The game's own moves are put back afterwards.
    fn best_game(&mut self) -> Result<Vec<Move>, WordseqError> {
        let saved = (
            self.cells,
            self.mask,
            std::mem::take(&mut self.history),
            self.left,
        );
        self.cells = Explorer::cells(&self.start);
        self.mask = 0;
        let mut line = Vec::new();
        let result = loop {
            match self.hint() {
                Ok(Some(mv)) => match self.judge(mv) {
                    Ok((_, Some((index, new)))) => {
                        self.explorer.swap(&mut self.cells, index);
                        self.mask |= new;
                        line.push(mv);
                    }
                    Ok((_, None)) => break Ok(line),
                    Err(e) => break Err(e),
                },
                Ok(None) => break Ok(line),
                Err(e) => break Err(e),
            }
        };
        (self.cells, self.mask, self.history, self.left) = saved;
        result
    }

    /// Whether no valid move is left (a search, so fallible; [`Play::is_over`](crate::play::Play::is_over)
    /// is whether the game has ended, given up included).
    ///
    /// # Errors
    ///
    /// As [`Game::best_remaining`].
    pub fn no_move_left(&mut self) -> Result<bool, WordseqError> {
        Ok(self.valid_moves()?.is_empty())
    }

    /// A move that keeps the longest game open (the first such of [`Game::valid_moves`]), or
    /// `None` when no valid move is left.
    ///
    /// # Errors
    ///
    /// As [`Game::best_remaining`].
    pub fn hint(&mut self) -> Result<Option<Move>, WordseqError> {
        for mv in self.valid_moves()? {
            if matches!(self.classify(mv)?, Verdict::Optimal { .. }) {
                return Ok(Some(mv));
            }
        }
        Ok(None)
    }

    /// The score so far against the optimum.
    ///
    /// # Errors
    ///
    /// As [`Game::optimum`].
    pub fn score(&mut self) -> Result<Score, WordseqError> {
        Ok(Score {
            moves: self.turns(),
            optimum: self.optimum()?,
        })
    }
}

/// The family's way to start a game ([`FromPuzzle`](crate::play::FromPuzzle)): a new game on a
/// level's initial grid. The level's tree is not consulted: the game searches with the
/// dictionary (see [`Level::verify`] for the check of a level against one; [`LevelGame`](super::LevelGame)
/// plays a level by its tree).
///
/// # Errors
///
/// As [`Game::new`], and [`WordseqError::DictionaryLength`] when the level's word length is
/// not the dictionary's.
impl<'d> crate::play::FromPuzzle<&Level> for Game<'d> {
    type With = &'d Dictionary;

    fn from_puzzle(level: &Level, dictionary: &'d Dictionary) -> Result<Game<'d>> {
        if level.word_length() != dictionary.word_length() {
            return Err(WordseqError::DictionaryLength {
                level: level.word_length(),
                dictionary: dictionary.word_length(),
            });
        }
        Game::new(dictionary, level.initial_grid().clone())
    }
}

/// The family's way to play ([`crate::play`]): a [`Move`] in, a [`Verdict`] out. A wordseq
/// game has no losing end: it is won when no valid move is left (its [`Score`] says how close
/// to the optimum) and given up when the player stops. The answer is a longest game from the
/// initial grid, worked out when the game ends (`None` if that search ran out of budget).
impl crate::play::Play for Game<'_> {
    type Move<'m> = Move;
    type Verdict = Verdict;
    type Error = WordseqError;
    type Answer = Vec<Move>;

    /// [`Game::play`].
    fn play(&mut self, mv: Move) -> Result<Verdict, WordseqError> {
        Game::play(self, mv)
    }

    fn status(&self) -> crate::play::Status {
        if !self.left {
            crate::play::Status::Won
        } else if self.stopped {
            crate::play::Status::GaveUp
        } else {
            crate::play::Status::Playing
        }
    }

    fn give_up(&mut self) {
        if self.left && !self.stopped {
            self.stopped = true;
            self.best = self.best_game().ok();
        }
    }

    fn answer(&self) -> Option<Vec<Move>> {
        self.best
            .clone()
            .filter(|_| crate::play::Play::is_over(self))
    }

    fn share(&self, title: &str) -> Option<String> {
        crate::play::Play::is_over(self).then(|| {
            let best = self
                .best
                .as_ref()
                .map_or(String::new(), |b| format!(" of {}", b.len()));
            format!("{title}: {} moves{best}", self.turns())
        })
    }
}

/// A game's score: the moves made against the longest game the level allows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Score {
    /// The moves made.
    pub moves: u32,
    /// The level's optimum.
    pub optimum: u32,
}

impl Score {
    /// Whether the game reached the optimum.
    pub fn is_perfect(&self) -> bool {
        self.moves >= self.optimum
    }
}

impl fmt::Display for Score {
    /// `5 of 7 moves`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} of {} moves", self.moves, self.optimum)
    }
}

/// The words `grid` already reads in its lines of `dictionary`'s word length.
pub(crate) fn words_in(grid: &Grid, dictionary: &Dictionary) -> Vec<String> {
    let limits = Limits {
        max_nodes: 0,
        max_depth: None,
        max_words: 64,
        common_only: false,
    };
    let explorer = Explorer::new(dictionary, grid.rows(), grid.cols(), limits);
    explorer
        .words_in(&Explorer::cells(grid))
        .into_iter()
        .map(|code| dictionary.decode(code))
        .collect()
}
