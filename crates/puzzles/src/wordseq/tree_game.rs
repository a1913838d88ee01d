//! A game played from a level's own tree, as a front end that loads only the level's JSON
//! plays it.

use super::{
    Level, Node, Score, Verdict, WordseqError,
    grid::{Grid, Move},
};

type Result<T, E = WordseqError> = std::result::Result<T, E>;

/// A game judged from a [`Level`]'s exploration tree alone, with no dictionary and no search:
/// what a front end that loads only the level's JSON does.
///
/// A move is valid when the tree lists it from the current state; its verdict and the words it
/// forms are the tree's. This plays any level file, including one written by another generator
/// whose words the lexicon does not know or whose grid forms more words than [`Game`]'s search
/// can follow (it keeps at most 64).
///
/// A [`TreeShape::Pruned`](super::TreeShape::Pruned) tree keeps the moves of non-optimal games
/// only as leaves: after such a move the tree lists nothing more ([`TreeGame::left_tree`]), and
/// [`TreeGame::classify`] and [`TreeGame::play`] answer [`WordseqError::PrunedTree`]. A caller
/// with a dictionary can go on from there with a [`Game`] replaying [`TreeGame::history`].
///
/// [`Game`]: super::Game
///
/// # Example
///
/// ```
/// use wordgames_puzzles::wordseq::{Level, Move, TreeGame, Verdict};
///
/// // Two words, "seal" (row 0) and "tale" (row 1), in either order: an optimum of 2.
/// let level = Level::from_json(r#"{"initialGrid":[["e","s","a","l"],["t","l","a","e"]],
///   "wordLength":4,"maxDepthReached":2,"explorationTree":[
///   {"move":{"from":[0,0],"to":[0,1]},"wordsFormed":["seal"],"maxDepthReached":1,"nextMoves":[
///     {"move":{"from":[1,1],"to":[1,2]},"wordsFormed":["tale"],"maxDepthReached":0,"nextMoves":[]}]},
///   {"move":{"from":[1,1],"to":[1,2]},"wordsFormed":["tale"],"maxDepthReached":1,"nextMoves":[
///     {"move":{"from":[0,0],"to":[0,1]},"wordsFormed":["seal"],"maxDepthReached":0,"nextMoves":[]}]}]}"#)?;
/// let mut game = TreeGame::new(&level)?;
/// assert_eq!(game.play(Move::new((0, 1), (1, 1)))?, Verdict::Invalid); // not in the tree
/// assert_eq!(game.hint(), Some(Move::new((0, 0), (0, 1))));
/// assert_eq!(game.play(Move::new((0, 1), (0, 0)))?.as_str(), "optimal"); // either way round
/// assert_eq!(game.grid().row(0), "seal");
/// game.play(Move::new((1, 1), (1, 2)))?;
/// assert!(game.is_over());
/// assert_eq!(game.words(), ["seal", "tale"]);
/// assert!(game.score().is_perfect());
/// assert_eq!(game.undo(), Some(Move::new((1, 1), (1, 2))));
/// assert_eq!(game.best_remaining(), 1);
/// # Ok::<(), wordgames_puzzles::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct TreeGame<'l> {
    level: &'l Level,
    grid: Grid,
    /// The nodes followed: each move's index among the moves listed before it.
    path: Vec<usize>,
}

impl<'l> TreeGame<'l> {
    /// A game at the start of `level`, once the level passes [`Level::check_structure`], the
    /// validation that [`Level::verify`] and the generator's `check` start with too: a level
    /// that `wordgames wordseq check` refuses for its structure is refused here with the same
    /// error.
    ///
    /// # Errors
    ///
    /// As [`Level::check_structure`]: [`WordseqError::NoMove`] for a level with no move
    /// (nothing to play), [`WordseqError::EmptyTree`], [`WordseqError::DuplicateMove`],
    /// [`WordseqError::WordNotRead`], [`WordseqError::WordNotNew`].
    pub fn new(level: &'l Level) -> Result<TreeGame<'l>> {
        level.structure()?;
        Ok(TreeGame {
            level,
            grid: level.initial_grid().clone(),
            path: Vec::new(),
        })
    }

    /// The level played.
    pub fn level(&self) -> &'l Level {
        self.level
    }

    /// The grid now.
    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    /// The nodes along the path, from the first move.
    fn nodes(&self) -> impl Iterator<Item = &'l Node> + '_ {
        let mut listed = self.level.tree();
        self.path.iter().map(move |&i| {
            let node = &listed[i];
            listed = &node.next;
            node
        })
    }

    /// The moves the tree lists from here, and the most moves still possible from here.
    fn here(&self) -> (&'l [Node], u32) {
        self.nodes()
            .last()
            .map_or((self.level.tree(), self.level.optimum()), |n| {
                (&n.next[..], n.max_depth)
            })
    }

    /// The moves made so far, as the tree lists them.
    pub fn history(&self) -> Vec<Move> {
        self.nodes().map(|n| n.mv).collect()
    }

    /// The number of moves made so far: the score.
    pub fn turns(&self) -> u32 {
        self.path.len() as u32
    }

    /// The words formed so far, in the order they were formed.
    pub fn words(&self) -> Vec<String> {
        self.nodes()
            .flat_map(|n| n.words_formed.iter().cloned())
            .collect()
    }

    /// The most moves still possible from here, as the tree says.
    pub fn best_remaining(&self) -> u32 {
        self.here().1
    }

    /// Whether the game has left the part of a pruned tree that lists every valid move: moves
    /// remain, but the tree does not say which.
    pub fn left_tree(&self) -> bool {
        let (next, depth) = self.here();
        next.is_empty() && depth > 0
    }

    /// Whether no valid move is left.
    pub fn is_over(&self) -> bool {
        self.here().1 == 0
    }

    /// Every valid move from here, as the tree lists them (none once [`TreeGame::left_tree`]).
    pub fn valid_moves(&self) -> Vec<Move> {
        self.here().0.iter().map(|n| n.mv).collect()
    }

    /// A move that keeps the longest game open (the first such the tree lists), or `None` when
    /// no valid move is left or the tree lists none.
    pub fn hint(&self) -> Option<Move> {
        let (next, depth) = self.here();
        next.iter().find(|n| n.max_depth + 1 == depth).map(|n| n.mv)
    }

    /// Classifies `mv` without making it.
    ///
    /// # Errors
    ///
    /// [`WordseqError::MoveOutside`] or [`WordseqError::NotNeighbours`] when `mv` is not a swap
    /// of two neighbouring cells of the grid; [`WordseqError::PrunedTree`] once the game has
    /// left the tree ([`TreeGame::left_tree`]).
    pub fn classify(&self, mv: Move) -> Result<Verdict> {
        Ok(self.judge(mv)?.0)
    }

    fn judge(&self, mv: Move) -> Result<(Verdict, Option<usize>)> {
        // Checks the cells against the grid's size.
        self.grid.clone().swap(mv)?;
        if self.left_tree() {
            return Err(WordseqError::PrunedTree {
                index: self.path.len(),
            });
        }
        let (next, depth) = self.here();
        let turns = self.turns();
        let mv = mv.normalized();
        let Some(i) = next.iter().position(|n| n.mv.normalized() == mv) else {
            return Ok((Verdict::Invalid, None));
        };
        let node = &next[i];
        let verdict = if node.max_depth + 1 == depth {
            Verdict::Optimal {
                words_formed: node.words_formed.clone(),
                best_total: turns + depth,
            }
        } else {
            Verdict::NonOptimal {
                words_formed: node.words_formed.clone(),
                best_total: turns + 1 + node.max_depth,
                lost: depth.saturating_sub(1 + node.max_depth),
            }
        };
        Ok((verdict, Some(i)))
    }

    /// Classifies `mv` and makes it unless it is [`Verdict::Invalid`].
    ///
    /// # Errors
    ///
    /// As [`TreeGame::classify`].
    pub fn play(&mut self, mv: Move) -> Result<Verdict> {
        let (verdict, made) = self.judge(mv)?;
        if let Some(i) = made {
            self.grid.swap(mv)?;
            self.path.push(i);
        }
        Ok(verdict)
    }

    /// Takes back the last move, returning it (`None` at the start).
    pub fn undo(&mut self) -> Option<Move> {
        let mv = self.nodes().last()?.mv;
        self.path.pop();
        // The move was made on this grid, so it swaps back.
        let _ = self.grid.swap(mv);
        Some(mv)
    }

    /// The score so far against the level's optimum.
    pub fn score(&self) -> Score {
        Score {
            moves: self.turns(),
            optimum: self.level.optimum(),
        }
    }
}
