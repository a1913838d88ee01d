//! A game in progress: words in, verdicts out, with undo.

use std::fmt;

use wordgames_lexicon::{Lexicon, Rejection};

use super::{Board, FULL, LetterBoxedError, Puzzle};

/// A game of Letter Boxed in progress: the words played so far on one board, judged with a
/// lexicon, with undo. It does no I/O and reads no clock.
///
/// A word is played when the rules and the lexicon allow it ([`Game::play`] says why not
/// otherwise, and the game is unchanged); the game is over when the twelve letters are covered
/// or the player gives up. A game dealt from a [`Puzzle`] knows the par, and its last verdict
/// says whether the player made it.
///
/// # Example
///
/// ```
/// use wordgames_lexicon::Lexicon;
/// use wordgames_puzzles::letter_boxed::{Board, Game, LetterBoxedError, Par, Verdict};
///
/// let lexicon = Lexicon::from_words(["quirk", "kelps", "spawn", "quip"])?;
/// let mut game = Game::new("qie url kpw san".parse()?, &lexicon);
/// assert_eq!(game.play("quirk")?, Verdict::Played { left: 7 });
/// assert_eq!(
///     game.play("spawn"),
///     Err(LetterBoxedError::WrongStart { word: "spawn".into(), expected: 'k' })
/// );
/// game.play("kelps")?;
/// assert_eq!(game.uncovered(), "wan");
/// assert_eq!(game.next_letter(), Some('s'));
/// assert_eq!(game.play("spawn")?, Verdict::Solved { words: 3, par: Par::Unknown });
/// assert!(game.is_over());
/// assert_eq!(game.undo().as_deref(), Some("spawn"));
/// assert!(!game.is_solved());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone)]
pub struct Game<'l, D = Vec<u8>> {
    lexicon: &'l Lexicon<D>,
    board: Board,
    par: Option<usize>,
    /// The best solution, for a game dealt from a puzzle.
    solution: Option<Vec<String>>,
    /// The words played, each with the letters it covers.
    words: Vec<(String, u16)>,
    gave_up: bool,
}

/// What a word played in a [`Game`] did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum Verdict {
    /// The word was played; `left` letters of the board are still uncovered.
    Played {
        /// The letters not covered yet.
        left: usize,
    },
    /// The word covered the last letters: the board is solved and the game is over.
    Solved {
        /// The number of words played.
        words: usize,
        /// How that compares with the par.
        par: Par,
    },
}

/// How a solved game compares with the board's par (the fewest words that solve it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum Par {
    /// Solved in par or fewer words (rarer words than the puzzle's familiar ones may solve
    /// a board in fewer).
    Made,
    /// Solved in more words than the par.
    Over {
        /// The par.
        par: usize,
    },
    /// The game was not dealt from a [`Puzzle`], so it knows no par.
    Unknown,
}

impl<'l, D: AsRef<[u8]>> Game<'l, D> {
    /// A game on `board` with no words played, judging words with `lexicon` (every grade). It
    /// knows no par.
    pub fn new(board: Board, lexicon: &'l Lexicon<D>) -> Game<'l, D> {
        Game {
            lexicon,
            board,
            par: None,
            solution: None,
            words: Vec::new(),
            gave_up: false,
        }
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The par, for a game dealt from a puzzle.
    pub fn par(&self) -> Option<usize> {
        self.par
    }

    /// Plays `word` (surrounding whitespace and case ignored; on a board of another profile
    /// than English, normalized by that profile, so `Blåbær` plays as `blåbær`) if the rules and
    /// the lexicon allow it.
    ///
    /// # Errors
    ///
    /// The rule the word breaks ([`LetterBoxedError::TooShort`], [`NotOnBoard`](LetterBoxedError::NotOnBoard),
    /// [`SameSide`](LetterBoxedError::SameSide), [`WrongStart`](LetterBoxedError::WrongStart),
    /// [`NotAWord`](LetterBoxedError::NotAWord), and in another profile than English
    /// [`NotInAlphabet`](LetterBoxedError::NotInAlphabet)), or [`LetterBoxedError::GameOver`]
    /// once the game is over; the game is unchanged. In another profile than English the error
    /// names the word as typed.
    pub fn play(&mut self, word: &str) -> Result<Verdict, LetterBoxedError> {
        let profile = self.board.profile();
        if profile.is_ascii_az() {
            let word = word.trim().to_ascii_lowercase();
            let mask = self.judge(&word)?;
            return Ok(self.push(word, mask));
        }
        // Another language: the rules read the word as the profile normalizes it (case,
        // Unicode normalization, folds); messages name it as the player typed it.
        let typed = word.trim();
        let word = match profile.normalize(typed) {
            Ok(word) => word,
            Err(why) => {
                if self.is_over() {
                    return Err(LetterBoxedError::GameOver { word: typed.into() });
                }
                return Err(match why {
                    Rejection::NotInAlphabet(c)
                    | Rejection::NonAscii(c)
                    | Rejection::Digit(c)
                    | Rejection::Punctuation(c) => LetterBoxedError::NotInAlphabet {
                        text: typed.into(),
                        character: c,
                        profile,
                    },
                    _ => LetterBoxedError::TooShort {
                        word: typed.into(),
                        len: typed.chars().count(),
                    },
                });
            }
        };
        let mask = self.judge(&word).map_err(|e| e.typed_as(typed))?;
        Ok(self.push(word, mask))
    }

    /// The letters `word` (normalized) covers, if the rules and the lexicon allow it now.
    fn judge(&self, word: &str) -> Result<u16, LetterBoxedError> {
        if self.is_over() {
            return Err(LetterBoxedError::GameOver { word: word.into() });
        }
        let mask = self.board.covers(word)?;
        if let Some(expected) = self.next_letter()
            && !word.starts_with(expected)
        {
            return Err(LetterBoxedError::WrongStart {
                word: word.into(),
                expected,
            });
        }
        if !self.lexicon.contains(word) {
            return Err(LetterBoxedError::NotAWord { word: word.into() });
        }
        Ok(mask)
    }

    /// Plays `word`, which [`Game::judge`] allowed.
    fn push(&mut self, word: String, mask: u16) -> Verdict {
        self.words.push((word, mask));
        if !self.is_solved() {
            return Verdict::Played {
                left: (FULL & !self.covered()).count_ones() as usize,
            };
        }
        Verdict::Solved {
            words: self.words.len(),
            par: self.against_par(),
        }
    }

    /// How the words played so far compare with the par.
    fn against_par(&self) -> Par {
        match self.par {
            None => Par::Unknown,
            Some(par) if self.words.len() <= par => Par::Made,
            Some(par) => Par::Over { par },
        }
    }

    /// Takes back the last word, returning it; `None` when no word was played or the player gave
    /// up. Taking back the last word of a solved game reopens it.
    pub fn undo(&mut self) -> Option<String> {
        if self.gave_up {
            return None;
        }
        self.words.pop().map(|(w, _)| w)
    }

    /// Ends the game unsolved (nothing happens to a solved game).
    pub fn give_up(&mut self) {
        if !self.is_solved() {
            self.gave_up = true;
        }
    }

    /// The words played, in order.
    pub fn words(&self) -> impl Iterator<Item = &str> + '_ {
        self.words.iter().map(|(w, _)| w.as_str())
    }

    /// The words played, in order, as the lexicon's list spells them
    /// ([`Lexicon::spelling`]: `canción` where the word played, [`Game::words`], is the key
    /// `cancion`): what a player is shown. The same as [`Game::words`] in a language that
    /// folds nothing.
    pub fn spelled_words(&self) -> Vec<String> {
        self.lexicon.spell_all(self.words())
    }

    /// The letter the next word must start with: the last letter of the last word, `None`
    /// before the first word.
    pub fn next_letter(&self) -> Option<char> {
        self.words.last().and_then(|(w, _)| w.chars().next_back())
    }

    /// The letters covered so far as a 12-bit mask (bit `side * 3 + i`).
    pub fn covered(&self) -> u16 {
        self.words.iter().fold(0, |m, (_, w)| m | w)
    }

    /// The board letters not covered yet, in board order.
    pub fn uncovered(&self) -> String {
        let covered = self.covered();
        self.board
            .letters()
            .iter()
            .enumerate()
            .filter(|(i, _)| covered & (1 << i) == 0)
            .map(|(_, &l)| l)
            .collect()
    }

    /// Whether all twelve letters are covered.
    pub fn is_solved(&self) -> bool {
        self.covered() == FULL
    }

    /// Whether the game is over: solved, or given up.
    pub fn is_over(&self) -> bool {
        self.gave_up || self.is_solved()
    }

    /// Whether the solved game made par (solved in par or fewer words): `None` until it is
    /// solved; `Some(false)` for a game without a par.
    pub fn made_par(&self) -> Option<bool> {
        self.is_solved().then(|| self.against_par() == Par::Made)
    }
}

impl<D: AsRef<[u8]>> Game<'_, D> {
    /// The game as a player sees it: the puzzle's solution only once the game is over.
    ///
    /// ```
    /// use wordgames_lexicon::Lexicon;
    /// use wordgames_puzzles::letter_boxed::{Board, Game};
    /// use wordgames_puzzles::play::Status;
    ///
    /// let lexicon = Lexicon::from_words(["quirk", "kelps", "spawn"])?;
    /// let mut game = Game::new("qie url kpw san".parse::<Board>()?, &lexicon);
    /// game.play("Quirk")?;
    /// let view = game.view();
    /// assert_eq!((view.words, view.next_letter), (vec!["quirk".to_string()], Some('k')));
    /// assert_eq!((view.status, view.made_par, view.solution), (Status::Playing, None, None));
    /// game.play("kelps")?;
    /// game.play("spawn")?;
    /// // Solved, without a par: a game on a board alone, not dealt from a puzzle.
    /// assert_eq!((game.view().status, game.view().made_par), (Status::Won, Some(false)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn view(&self) -> GameView {
        use crate::play::Play;
        GameView {
            words: self.words().map(str::to_string).collect(),
            spelled: self.spelled_words(),
            uncovered: self.uncovered(),
            next_letter: self.next_letter(),
            status: self.status(),
            made_par: self.made_par(),
            solution: self.answer(),
        }
    }
}

/// A game as the player sees it ([`Game::view`]): the words played, the letters left, the
/// letter the next word must start with, where the game stands and, once it is over, whether
/// it made par and the puzzle's best solution, which is never in it before.
///
/// With the `serde` feature it serializes in camelCase, in the order of its fields, without
/// the fields that are `None`: the web app's Letter Boxed answer shows a game so.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[non_exhaustive]
pub struct GameView {
    /// The words played, in order, as the game checks them: the keys the board's lines are
    /// drawn from ([`Game::words`]).
    pub words: Vec<String>,
    /// The same words as the lexicon's list spells them ([`Game::spelled_words`]: `canción`
    /// where the key is `cancion`): what the player is shown.
    pub spelled: Vec<String>,
    /// The board's letters not covered yet, in board order.
    pub uncovered: String,
    /// The letter the next word must start with, after the first word.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub next_letter: Option<char>,
    /// Where the game stands: playing, won (solved) or given up.
    pub status: crate::play::Status,
    /// Whether the solved game made par ([`Game::made_par`]), once solved.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub made_par: Option<bool>,
    /// The puzzle's best solution as the list spells its words, once the game is over, for a
    /// game dealt from a puzzle ([`Play::answer`](crate::play::Play::answer)).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub solution: Option<Vec<String>>,
}

/// The family's way to start a game ([`FromPuzzle`](crate::play::FromPuzzle)): a game on a
/// generated puzzle's board, which knows the puzzle's par and its solution. Pass the lexicon the
/// puzzle was generated with ([`LetterBoxedGenerator::lexicon`](super::LetterBoxedGenerator::lexicon))
/// so that every word of its solution counts. It never fails.
impl<'l, D: AsRef<[u8]>> crate::play::FromPuzzle<&Puzzle> for Game<'l, D> {
    type With = &'l Lexicon<D>;

    fn from_puzzle(
        puzzle: &Puzzle,
        lexicon: &'l Lexicon<D>,
    ) -> Result<Game<'l, D>, LetterBoxedError> {
        Ok(Game {
            par: Some(puzzle.par),
            solution: Some(puzzle.solution.clone()),
            ..Game::new(puzzle.board, lexicon)
        })
    }
}

/// The family's way to play ([`crate::play`]): a word in, a [`Verdict`] out; won when the
/// board is solved; the answer is the puzzle's best solution (a game made
/// [`from_puzzle`](crate::play::FromPuzzle::from_puzzle)); the share text counts the words, never names them.
impl<D: AsRef<[u8]>> crate::play::Play for Game<'_, D> {
    type Move<'m> = &'m str;
    type Verdict = Verdict;
    type Error = LetterBoxedError;
    type Answer = Vec<String>;

    fn play(&mut self, word: &str) -> Result<Verdict, LetterBoxedError> {
        Game::play(self, word)
    }

    fn status(&self) -> crate::play::Status {
        use crate::play::Status;
        if self.is_solved() {
            Status::Won
        } else if self.gave_up {
            Status::GaveUp
        } else {
            Status::Playing
        }
    }

    fn give_up(&mut self) {
        Game::give_up(self);
    }

    /// The puzzle's best solution, as the lexicon's list spells its words
    /// ([`Lexicon::spelling`]: `canción` for the key `cancion`), once the game is over; the
    /// keys are the puzzle's ([`Puzzle::solution`]).
    fn answer(&self) -> Option<Vec<String>> {
        let solution = self.solution.as_ref().filter(|_| self.is_over())?;
        Some(self.lexicon.spell_all(solution))
    }

    fn share(&self, title: &str) -> Option<String> {
        let words = self.words.len();
        let par = self
            .par
            .map_or(String::new(), |par| format!(" (par {par})"));
        if self.is_solved() {
            Some(format!("{title}: solved in {words} words{par}"))
        } else if self.gave_up {
            Some(format!("{title}: gave up after {words} words{par}"))
        } else {
            None
        }
    }
}

impl<D: AsRef<[u8]>> fmt::Debug for Game<'_, D> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Game")
            .field("board", &self.board)
            .field("par", &self.par)
            .field("words", &self.words().collect::<Vec<_>>())
            .field("gave_up", &self.gave_up)
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use wordgames_lexicon::{Lexicon, ReadOptions, Zipf, profile};

    use crate::play::FromPuzzle;

    use super::*;
    use crate::letter_boxed::Difficulty;
    use crate::play::Play;

    /// A Spanish word is played with or without its accent, and revealed with it.
    #[test]
    fn the_answer_is_shown_as_the_list_spells_it() {
        let options = ReadOptions::default().with_profile(&profile::ES);
        let (lexicon, _) =
            Lexicon::from_reader("canción\nnido\n".as_bytes(), "es", options).unwrap();
        let board = Board::parse_in("cot ais nrl emd", &profile::ES).unwrap();
        let puzzle = Puzzle {
            board,
            par: 1,
            solution: vec!["cancion".to_string()],
            chain: vec!["cancion".to_string()],
            difficulty: Difficulty {
                par: 1,
                rarest: Zipf::ZERO,
                measured: false,
            },
        };
        let mut game = Game::from_puzzle(&puzzle, &lexicon).unwrap();
        assert!(matches!(game.play("cancion"), Ok(Verdict::Played { .. })));
        assert_eq!(game.undo().as_deref(), Some("cancion"));
        assert!(matches!(game.play("Canción"), Ok(Verdict::Played { .. })));
        // Played as a key, shown as the list spells it.
        assert_eq!(game.words().collect::<Vec<_>>(), ["cancion"]);
        assert_eq!(game.spelled_words(), ["canción"]);
        assert_eq!(Play::answer(&game), None); // not over yet
        Play::give_up(&mut game);
        assert_eq!(Play::answer(&game), Some(vec!["canción".to_string()]));
        // The puzzle keeps its keys: the board and every check are on them.
        assert_eq!(puzzle.solution, ["cancion"]);
    }
}
