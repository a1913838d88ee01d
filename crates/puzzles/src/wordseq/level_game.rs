//! A level played as a front end with a lexicon plays it: from the level's own tree, and with
//! the search where a pruned tree stops listing the moves.

use super::{Dictionary, Game, Grid, Level, Move, Score, TreeGame, Verdict, WordseqError};
use crate::play::{FromPuzzle, Play, Status};

type Result<T, E = WordseqError> = std::result::Result<T, E>;

/// A [`Level`] played from its exploration tree ([`TreeGame`]) and, where a
/// [`TreeShape::Pruned`](super::TreeShape::Pruned) tree stops listing the moves (after a
/// non-optimal move), with the search of a [`Game`] over a [`Dictionary`] that replays the
/// moves made: what `wordgames play wordseq` does with a level file. A game made with
/// [`LevelGame::searching`] is judged by the search from the start.
///
/// The hand-over happens by itself before any query or move that needs it;
/// [`LevelGame::hand_over`] makes it at once, for a front end that announces it.
///
/// It plays through [`Play`] as [`Game`] does: won when no valid move is left, given up when the
/// player stops; the answer is a longest game from the initial grid (the level's
/// [`Level::optimal_path`] while the tree judges).
///
/// ```
/// use wordgames_puzzles::{play::{FromPuzzle, Play, Status}, wordseq::{Level, LevelGame, Move}};
///
/// let level = Level::from_json(r#"{"initialGrid":[["e","s","a","l"],["t","l","a","e"]],
///   "wordLength":4,"maxDepthReached":2,"explorationTree":[
///   {"move":{"from":[0,0],"to":[0,1]},"wordsFormed":["seal"],"maxDepthReached":1,"nextMoves":[
///     {"move":{"from":[1,1],"to":[1,2]},"wordsFormed":["tale"],"maxDepthReached":0,"nextMoves":[]}]},
///   {"move":{"from":[1,1],"to":[1,2]},"wordsFormed":["tale"],"maxDepthReached":1,"nextMoves":[
///     {"move":{"from":[0,0],"to":[0,1]},"wordsFormed":["seal"],"maxDepthReached":0,"nextMoves":[]}]}]}"#)?;
/// // No dictionary: the tree alone judges.
/// let mut game = LevelGame::from_puzzle(&level, None)?;
/// assert_eq!(game.answer(), None);
/// game.play(Move::new((0, 0), (0, 1)))?;
/// game.play(Move::new((1, 1), (1, 2)))?;
/// assert_eq!(game.status(), Status::Won);
/// assert_eq!(game.answer(), Some(level.optimal_path()));
/// assert_eq!(game.share("wordseq").as_deref(), Some("wordseq: 2 moves of 2"));
/// # Ok::<(), wordgames_puzzles::Error>(())
/// ```
///
/// Every error of playing is a [`WordseqError`], as in the other games of the family.
#[derive(Debug)]
pub struct LevelGame<'l, 'd> {
    level: &'l Level,
    dictionary: Option<&'d Dictionary>,
    judge: Judge<'l, 'd>,
    /// Whether the player stopped while the tree judged.
    stopped: bool,
}

/// What judges the moves: the level's tree, or the search with the dictionary.
#[derive(Debug)]
enum Judge<'l, 'd> {
    Tree(TreeGame<'l>),
    Search(Box<Game<'d>>),
}

impl<'l, 'd> LevelGame<'l, 'd> {
    /// A game judged by the search with `dictionary` from the start; the tree is not consulted.
    ///
    /// # Errors
    ///
    /// As [`Game::from_puzzle`](crate::play::FromPuzzle).
    pub fn searching(level: &'l Level, dictionary: &'d Dictionary) -> Result<Self> {
        Ok(LevelGame {
            level,
            dictionary: Some(dictionary),
            judge: Judge::Search(Box::new(Game::from_puzzle(level, dictionary)?)),
            stopped: false,
        })
    }

    /// The level played.
    pub fn level(&self) -> &'l Level {
        self.level
    }

    /// Whether the search judges the moves (from the start, or since the tree stopped listing
    /// them).
    pub fn is_searching(&self) -> bool {
        matches!(self.judge, Judge::Search(_))
    }

    /// Hands the game over to the search if the tree has stopped listing the moves
    /// ([`TreeGame::left_tree`]): `Ok(true)` when it did now, `Ok(false)` when there was
    /// nothing to do (the tree still lists the moves, or the search already judges).
    ///
    /// # Errors
    ///
    /// [`WordseqError::NoDictionary`] for a game made without a dictionary,
    /// [`WordseqError::NotInDictionary`] for a move of the tree that the dictionary does not
    /// make valid, and the errors of [`Game::from_puzzle`](crate::play::FromPuzzle) and [`Game::play`]. The game is then
    /// unchanged: the tree lists no moves from here, so it cannot go on.
    pub fn hand_over(&mut self) -> Result<bool> {
        let Judge::Tree(tree) = &self.judge else {
            return Ok(false);
        };
        if !tree.left_tree() || self.stopped {
            return Ok(false);
        }
        let dictionary = self.dictionary.ok_or(WordseqError::NoDictionary)?;
        let mut search = Game::from_puzzle(self.level, dictionary)?;
        for mv in tree.history() {
            if search.play(mv)? == Verdict::Invalid {
                return Err(WordseqError::NotInDictionary { mv });
            }
        }
        self.judge = Judge::Search(Box::new(search));
        Ok(true)
    }

    /// The grid now.
    pub fn grid(&self) -> Grid {
        match &self.judge {
            Judge::Tree(game) => game.grid().clone(),
            Judge::Search(game) => game.grid(),
        }
    }

    /// The moves made so far.
    pub fn history(&self) -> Vec<Move> {
        match &self.judge {
            Judge::Tree(game) => game.history(),
            Judge::Search(game) => game.history(),
        }
    }

    /// The number of moves made so far.
    pub fn turns(&self) -> u32 {
        match &self.judge {
            Judge::Tree(game) => game.turns(),
            Judge::Search(game) => game.turns(),
        }
    }

    /// The words formed so far, in the order they were formed.
    pub fn words(&self) -> Vec<String> {
        match &self.judge {
            Judge::Tree(game) => game.words(),
            Judge::Search(game) => game.words(),
        }
    }

    /// The most moves still possible from here (while the tree judges, the tree's figure, which
    /// it keeps even where it stops listing the moves).
    ///
    /// # Errors
    ///
    /// As [`Game::best_remaining`].
    pub fn best_remaining(&mut self) -> Result<u32> {
        match &mut self.judge {
            Judge::Tree(game) => Ok(game.best_remaining()),
            Judge::Search(game) => game.best_remaining(),
        }
    }

    /// Whether no valid move is left.
    ///
    /// # Errors
    ///
    /// As [`LevelGame::hand_over`] and [`Game::no_move_left`].
    pub fn no_move_left(&mut self) -> Result<bool> {
        self.hand_over()?;
        match &mut self.judge {
            Judge::Tree(game) => Ok(game.is_over()),
            Judge::Search(game) => game.no_move_left(),
        }
    }

    /// A move that keeps the longest game open, or `None` when no valid move is left.
    ///
    /// # Errors
    ///
    /// As [`LevelGame::hand_over`] and [`Game::hint`].
    pub fn hint(&mut self) -> Result<Option<Move>> {
        self.hand_over()?;
        match &mut self.judge {
            Judge::Tree(game) => Ok(game.hint()),
            Judge::Search(game) => game.hint(),
        }
    }

    /// Classifies `mv` and makes it unless it is [`Verdict::Invalid`]; the same as
    /// [`Play::play`].
    ///
    /// # Errors
    ///
    /// [`WordseqError::GameOver`] once the game is over; else as [`LevelGame::hand_over`],
    /// [`TreeGame::play`] and [`Game::play`].
    pub fn play(&mut self, mv: Move) -> Result<Verdict> {
        if Play::is_over(self) {
            return Err(WordseqError::GameOver { mv });
        }
        self.hand_over()?;
        match &mut self.judge {
            Judge::Tree(game) => game.play(mv),
            Judge::Search(game) => game.play(mv),
        }
    }

    /// Takes back the last move, returning it (`None` at the start, or once the player
    /// stopped).
    pub fn undo(&mut self) -> Option<Move> {
        match &mut self.judge {
            Judge::Tree(_) if self.stopped => None,
            Judge::Tree(game) => game.undo(),
            Judge::Search(game) => game.undo(),
        }
    }

    /// The score so far against the level's optimum.
    ///
    /// # Errors
    ///
    /// As [`Game::score`].
    pub fn score(&mut self) -> Result<Score> {
        match &mut self.judge {
            Judge::Tree(game) => Ok(game.score()),
            Judge::Search(game) => game.score(),
        }
    }
}

/// The family's way to start a game ([`FromPuzzle`](crate::play::FromPuzzle)): a game judged
/// from the level's tree; where a pruned tree stops listing the moves, the dictionary (when
/// given) judges from the same state.
///
/// # Errors
///
/// As [`TreeGame::new`]: a level broken in structure is refused with the error
/// [`Level::check_structure`] gives.
impl<'l, 'd> crate::play::FromPuzzle<&'l Level> for LevelGame<'l, 'd> {
    type With = Option<&'d Dictionary>;

    fn from_puzzle(level: &'l Level, dictionary: Option<&'d Dictionary>) -> Result<Self> {
        Ok(LevelGame {
            level,
            dictionary,
            judge: Judge::Tree(TreeGame::new(level)?),
            stopped: false,
        })
    }
}

/// The family's way to play ([`crate::play`]), as [`Game`] plays: a [`Move`] in, a [`Verdict`]
/// out; won when no valid move is left, given up when the player stops.
impl Play for LevelGame<'_, '_> {
    type Move<'m> = Move;
    type Verdict = Verdict;
    type Error = WordseqError;
    type Answer = Vec<Move>;

    /// [`LevelGame::play`].
    fn play(&mut self, mv: Move) -> Result<Verdict> {
        LevelGame::play(self, mv)
    }

    fn status(&self) -> Status {
        match &self.judge {
            Judge::Search(game) => Play::status(game.as_ref()),
            Judge::Tree(_) if self.stopped => Status::GaveUp,
            Judge::Tree(game) if game.is_over() => Status::Won,
            Judge::Tree(_) => Status::Playing,
        }
    }

    fn give_up(&mut self) {
        match &mut self.judge {
            Judge::Search(game) => Play::give_up(game.as_mut()),
            Judge::Tree(_) => self.stopped = true,
        }
    }

    fn answer(&self) -> Option<Vec<Move>> {
        match &self.judge {
            Judge::Search(game) => Play::answer(game.as_ref()),
            Judge::Tree(_) => Play::is_over(self).then(|| self.level.optimal_path()),
        }
    }

    fn share(&self, title: &str) -> Option<String> {
        match &self.judge {
            Judge::Search(game) => Play::share(game.as_ref(), title),
            Judge::Tree(game) => Play::is_over(self).then(|| {
                format!(
                    "{title}: {} moves of {}",
                    game.turns(),
                    self.level.optimum()
                )
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::wordseq::WordseqGenerator;
    use wordgames_lexicon::Lexicon;

    /// A two-word level whose tree lists every move.
    fn seal_tale() -> Level {
        Level::from_json(
            r#"{"initialGrid":[["e","s","a","l"],["t","l","a","e"]],
  "wordLength":4,"maxDepthReached":2,"explorationTree":[
  {"move":{"from":[0,0],"to":[0,1]},"wordsFormed":["seal"],"maxDepthReached":1,"nextMoves":[
    {"move":{"from":[1,1],"to":[1,2]},"wordsFormed":["tale"],"maxDepthReached":0,"nextMoves":[]}]},
  {"move":{"from":[1,1],"to":[1,2]},"wordsFormed":["tale"],"maxDepthReached":1,"nextMoves":[
    {"move":{"from":[0,0],"to":[0,1]},"wordsFormed":["seal"],"maxDepthReached":0,"nextMoves":[]}]}]}"#,
        )
        .unwrap()
    }

    /// The same level with its second line pruned after the first move: the tree lists no
    /// moves after "tale".
    fn pruned() -> Level {
        Level::from_json(
            r#"{"initialGrid":[["e","s","a","l"],["t","l","a","e"]],
  "wordLength":4,"maxDepthReached":2,"treeShape":"pruned","explorationTree":[
  {"move":{"from":[0,0],"to":[0,1]},"wordsFormed":["seal"],"maxDepthReached":1,"nextMoves":[
    {"move":{"from":[1,1],"to":[1,2]},"wordsFormed":["tale"],"maxDepthReached":0,"nextMoves":[]}]},
  {"move":{"from":[1,1],"to":[1,2]},"wordsFormed":["tale"],"maxDepthReached":1,"nextMoves":[]}]}"#,
        )
        .unwrap()
    }

    fn dictionary(words: &[&str]) -> Dictionary {
        let lexicon = Lexicon::from_words(words.iter().copied()).unwrap();
        Dictionary::new(&lexicon, 4, &wordgames_lexicon::BlockList::none()).unwrap()
    }

    #[test]
    fn the_tree_judges_and_the_answer_waits_for_the_end() {
        let level = seal_tale();
        let mut game = LevelGame::from_puzzle(&level, None).unwrap();
        assert!(!game.is_searching());
        assert_eq!(Play::status(&game), Status::Playing);
        assert_eq!(game.answer(), None);
        assert_eq!(game.share("t"), None);
        assert_eq!(
            game.play(Move::new((0, 1), (1, 1))).unwrap(),
            Verdict::Invalid
        );
        assert_eq!(game.hint().unwrap(), Some(Move::new((0, 0), (0, 1))));
        game.play(Move::new((0, 0), (0, 1))).unwrap();
        assert_eq!(game.best_remaining().unwrap(), 1);
        game.play(Move::new((1, 1), (1, 2))).unwrap();
        assert!(game.no_move_left().unwrap());
        assert_eq!(Play::status(&game), Status::Won);
        assert_eq!(game.words(), ["seal", "tale"]);
        assert_eq!(game.answer(), Some(level.optimal_path()));
        assert!(Play::play(&mut game, Move::new((0, 0), (0, 1))).is_err());
    }

    #[test]
    fn giving_up_ends_a_tree_game_and_shows_the_answer() {
        let level = seal_tale();
        let mut game = LevelGame::from_puzzle(&level, None).unwrap();
        game.play(Move::new((0, 0), (0, 1))).unwrap();
        Play::give_up(&mut game);
        assert_eq!(Play::status(&game), Status::GaveUp);
        assert_eq!(game.undo(), None);
        assert_eq!(game.answer(), Some(level.optimal_path()));
        assert_eq!(game.share("w").as_deref(), Some("w: 1 moves of 2"));
    }

    #[test]
    fn the_search_goes_on_where_a_pruned_tree_stops() {
        let level = pruned();
        let words = dictionary(&["seal", "tale", "sale", "teal", "lest"]);
        let mut game = LevelGame::from_puzzle(&level, Some(&words)).unwrap();
        game.play(Move::new((1, 1), (1, 2))).unwrap();
        assert!(!game.is_searching());
        assert!(game.hand_over().unwrap());
        assert!(game.is_searching());
        assert!(!game.hand_over().unwrap());
        assert_eq!(game.history(), [Move::new((1, 1), (1, 2))]);
        assert_eq!(game.words(), ["tale"]);
        // The tree lists nothing here; the search judges "seal" valid.
        let verdict = game.play(Move::new((0, 0), (0, 1))).unwrap();
        assert_ne!(verdict, Verdict::Invalid);
        assert_eq!(game.words(), ["tale", "seal"]);
        while let Some(mv) = game.hint().unwrap() {
            game.play(mv).unwrap();
        }
        assert!(game.no_move_left().unwrap());
        assert_eq!(Play::status(&game), Status::Won);
    }

    #[test]
    fn a_pruned_tree_without_a_dictionary_cannot_go_on() {
        let level = pruned();
        let mut game = LevelGame::from_puzzle(&level, None).unwrap();
        game.play(Move::new((1, 1), (1, 2))).unwrap();
        let err = game.hand_over().unwrap_err();
        assert_eq!(
            err.to_string(),
            "the lexicon has no words of the level's length"
        );
        assert!(game.no_move_left().is_err());
        assert_eq!(game.words(), ["tale"]);
        assert_eq!(game.score().unwrap().moves, 1);
    }

    #[test]
    fn a_dictionary_that_does_not_make_the_moves_cannot_go_on() {
        let level = pruned();
        let words = dictionary(&["seal", "sale", "lest", "teal"]);
        let mut game = LevelGame::from_puzzle(&level, Some(&words)).unwrap();
        game.play(Move::new((1, 1), (1, 2))).unwrap();
        let err = game.hand_over().unwrap_err();
        assert!(
            err.to_string().starts_with("the lexicon does not make "),
            "{err}"
        );
    }

    #[test]
    fn a_searching_game_plays_a_generated_level_as_game_does() {
        let lexicon = Lexicon::english();
        let generator = WordseqGenerator::new(&lexicon).unwrap();
        let level = crate::Generator::generate(
            &generator,
            &mut <crate::rng::Pcg32 as rand_core::SeedableRng>::seed_from_u64(7),
        )
        .unwrap();
        let words = Dictionary::new(
            &lexicon,
            level.word_length(),
            &wordgames_lexicon::BlockList::english(),
        )
        .unwrap();
        let mut game = LevelGame::searching(&level, &words).unwrap();
        let mut plain = Game::from_puzzle(&level, &words).unwrap();
        assert!(game.is_searching());
        while let Some(mv) = game.hint().unwrap() {
            assert_eq!(plain.hint().unwrap(), Some(mv));
            assert_eq!(game.play(mv).unwrap(), plain.play(mv).unwrap());
        }
        assert_eq!(game.score().unwrap(), plain.score().unwrap());
        assert_eq!(Play::status(&game), Status::Won);
        assert_eq!(game.answer(), Play::answer(&plain));
    }
}
