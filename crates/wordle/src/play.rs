//! One game played to the end: guesses in, feedback out.

use std::sync::OnceLock;

use wordgames_play::play::{FromPuzzle, Play, Status};

use crate::{
    Error, Feedback, Mark, Mode, Result, State, Turn, WORDLE_GUESSES, Wordle, WordlePuzzle,
};

/// One answer of a [`Wordle`] played to the end, with no I/O and no clock.
///
/// Each guess is checked (a word of the game's length, in the guess list, and in hard mode
/// consistent with every hint so far) and scored against the answer. The game ends when a guess
/// is the answer or when the guesses run out (six, as in Wordle, unless
/// [`Game::with_max_guesses`] says otherwise).
///
/// The game knows no dates: the caller chooses the answer (the daily one comes from
/// `wordgames_puzzles::wordle::daily`) and passes the title of the share summary.
///
/// It is played through the family's [`Play`] (`use wordgames_wordle::Play`): guesses in,
/// [`Feedback`] out, [`Error`] for a refused guess, the answer word once the game is over.
///
/// A guess costs a table lookup and, in hard mode, a check against each earlier turn: the
/// answers still possible (and in hard mode the guesses still allowed), which a player never
/// needs, are worked out only when [`Game::state`] asks for them.
///
/// # Example
///
/// ```
/// use wordgames_wordle::{Error, FromPuzzle, Game, Mode, Play, Status, Wordle};
///
/// let wordle = Wordle::new("cigar\nrebut\nsissy\nhumph\nawake".parse()?, "salet".parse()?)?;
/// let puzzle = wordle.puzzle(wordle.answer_id("sissy")?)?;
/// let mut game = Game::from_puzzle(&puzzle, (&wordle, Mode::Hard))?;
/// assert_eq!(game.play("salet")?.to_string(), "g....");
/// // Hard mode: the green s must stay first.
/// assert!(matches!(game.play("cigar"), Err(Error::HardMode { .. })));
/// assert!(matches!(game.play("sis"), Err(Error::GuessLength { .. })));
/// assert!(game.play("sissy")?.is_win());
/// assert_eq!(game.status(), Status::Won);
/// assert_eq!(game.answer(), Some("sissy"));
/// assert_eq!(game.share("Wordle #1").as_deref(), Some("Wordle #1 2/6*\n🟩⬛⬛⬛⬛\n🟩🟩🟩🟩🟩"));
/// # Ok::<(), wordgames_wordle::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Game<'w> {
    wordle: &'w Wordle,
    answer: u32,
    mode: Mode,
    turns: Vec<Turn>,
    /// The turns replayed into a [`State`], on the first call of [`Game::state`] after a turn.
    state: OnceLock<State>,
    max_guesses: usize,
    /// The best mark of each letter, by bit number (a letter byte's low six bits).
    keyboard: [Option<Mark>; 64],
    gave_up: bool,
}

/// The family's way to start a game ([`FromPuzzle`]): a game of the lists whose answer is the
/// puzzle's, in the mode given, with six guesses.
///
/// # Errors
///
/// [`Error::UnknownWord`] when the puzzle's answer id is not in the lists' answers or names
/// another word (a puzzle of another answer list).
impl<'w> FromPuzzle<&WordlePuzzle> for Game<'w> {
    type With = (&'w Wordle, Mode);

    fn from_puzzle(puzzle: &WordlePuzzle, (wordle, mode): (&'w Wordle, Mode)) -> Result<Game<'w>> {
        puzzle.check(wordle.answers())?;
        Ok(Game::start(wordle, puzzle.answer, mode))
    }
}

impl<'w> Game<'w> {
    /// A game of `wordle` whose answer is answer id `answer` (an id of its answer list), in
    /// `mode`, with six guesses.
    fn start(wordle: &'w Wordle, answer: u32, mode: Mode) -> Game<'w> {
        Game {
            wordle,
            answer,
            mode,
            turns: Vec::new(),
            state: OnceLock::new(),
            max_guesses: WORDLE_GUESSES,
            keyboard: [None; 64],
            gave_up: false,
        }
    }

    /// The same game with `max_guesses` guesses instead of six.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidParameter`] when `max_guesses` is 0.
    pub fn with_max_guesses(mut self, max_guesses: usize) -> Result<Game<'w>> {
        if max_guesses == 0 {
            return Err(Error::InvalidParameter {
                name: "max_guesses",
                value: "0".into(),
                reason: "a game needs at least one guess".to_string(),
            });
        }
        self.max_guesses = max_guesses;
        Ok(self)
    }

    /// The answer's id ([`Play::answer`] is its word, once the game is over).
    pub fn answer_id(&self) -> u32 {
        self.answer
    }

    /// The answer's word.
    pub fn answer_word(&self) -> &'w str {
        self.wordle.answer_word(self.answer)
    }

    /// The guesses played, with their feedback.
    pub fn turns(&self) -> &[Turn] {
        &self.turns
    }

    /// The state: candidates left and, in hard mode, the guesses still allowed (worked out
    /// from the turns on the first call after a guess, then kept).
    pub fn state(&self) -> &State {
        self.state.get_or_init(|| {
            let mut state = self.wordle.start(self.mode);
            for &turn in &self.turns {
                state.push(self.wordle, turn);
            }
            state
        })
    }

    /// The mode.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// The guesses allowed in all.
    pub fn max_guesses(&self) -> usize {
        self.max_guesses
    }

    /// Each letter `a` to `z` with the best mark it has received, `None` if not yet guessed:
    /// the English keyboard. [`Game::keys`] gives the letters of any profile.
    pub fn keyboard(&self) -> [Option<Mark>; 26] {
        let mut out = [None; 26];
        if self.wordle.guesses().profile().is_ascii_az() {
            out.copy_from_slice(&self.keyboard[usize::from(b'a' & 63)..=usize::from(b'z' & 63)]);
        }
        out
    }

    /// The best mark of the letter `c` (lowercase), `None` if not yet guessed or not a letter of
    /// the game's profile.
    pub fn key(&self, c: char) -> Option<Mark> {
        let profile = self.wordle.guesses().profile();
        let bit = if profile.is_ascii_az() {
            c.is_ascii_lowercase().then_some(c as u8 & 63)?
        } else {
            profile.letter(c)?.0
        };
        self.keyboard[usize::from(bit)]
    }

    /// The keyboard rows of the game's profile, each key with the best mark it has received:
    /// what a page draws (Norwegian `å` at the end of the top row, `ø æ` of the middle one).
    ///
    /// ```
    /// use wordgames_wordle::{FromPuzzle, Game, Mark, Mode, Play, WordList, Wordle};
    /// use wordgames_lexicon::profile;
    ///
    /// let list = WordList::parse_in("såpe\nsøpe\n", &profile::NB)?;
    /// let wordle = Wordle::new(list.clone(), list)?;
    /// let puzzle = wordle.puzzle(wordle.answer_id("Såpe")?)?;
    /// let mut game = Game::from_puzzle(&puzzle, (&wordle, Mode::Normal))?;
    /// game.play("SØPE")?;
    /// let rows = game.keys();
    /// assert_eq!(rows[0].last(), Some(&('å', None)));
    /// assert_eq!(rows[1][9], ('ø', Some(Mark::Grey)));
    /// # Ok::<(), wordgames_wordle::Error>(())
    /// ```
    pub fn keys(&self) -> Vec<Vec<(char, Option<Mark>)>> {
        self.wordle
            .guesses()
            .profile()
            .keyboard()
            .iter()
            .map(|row| row.chars().map(|c| (c, self.key(c))).collect())
            .collect()
    }

    /// The score: the number of guesses as text when won, else `X`.
    pub fn score(&self) -> String {
        match self.status() {
            Status::Won => self.turns().len().to_string(),
            _ => "X".to_string(),
        }
    }
}

impl<'w> Play for Game<'w> {
    type Move<'m> = &'m str;
    type Verdict = Feedback;
    type Error = Error;
    type Answer = &'w str;

    /// Plays `guess` (case and surrounding spaces ignored) and returns its feedback.
    ///
    /// A refused guess changes nothing and does not count.
    ///
    /// # Errors
    ///
    /// [`Error::GameOver`] after the end; [`Error::GuessLength`] for a word of another length;
    /// [`Error::UnknownWord`] (list `"word"`) for a word not in the guess list;
    /// [`Error::HardMode`] naming the hint a hard-mode guess ignores.
    fn play(&mut self, guess: &str) -> Result<Feedback> {
        if self.is_over() {
            return Err(Error::GameOver {
                guesses: self.turns.len(),
            });
        }
        let wordle = self.wordle;
        let g = wordle.parse_guess(guess)?;
        if self.mode == Mode::Hard {
            wordle.check_hard(&self.turns, g)?;
        }
        let fb = wordle.feedback(g, self.answer);
        self.turns.push(Turn {
            guess: g,
            feedback: fb,
        });
        self.state.take();
        for (&b, m) in wordle.guesses().bytes_of(g as usize).iter().zip(fb.marks()) {
            let key = &mut self.keyboard[usize::from(b & 63)];
            *key = Some(key.map_or(m, |old| old.max(m)));
        }
        Ok(fb)
    }

    /// Ends the game unsolved; nothing happens to a game already over. Later guesses get
    /// [`Error::GameOver`].
    fn give_up(&mut self) {
        if !self.is_over() {
            self.gave_up = true;
        }
    }

    /// Whether the game is won, lost, given up or still going.
    fn status(&self) -> Status {
        if self.turns.last().is_some_and(|t| t.feedback.is_win()) {
            Status::Won
        } else if self.turns.len() >= self.max_guesses {
            Status::Lost
        } else if self.gave_up {
            Status::GaveUp
        } else {
            Status::Playing
        }
    }

    /// The answer's word as a player is shown it ([`WordList::spelling`](crate::WordList::spelling): `árbol` where the
    /// list spelled it so), once the game is over; [`Game::answer_word`] is the word checked.
    fn answer(&self) -> Option<&'w str> {
        let wordle: &'w Wordle = self.wordle;
        self.is_over().then(|| {
            wordle
                .answers()
                .spelling(self.answer as usize)
                .unwrap_or_else(|| self.answer_word())
        })
    }

    /// The share summary of a game that is over: `TITLE SCORE/6` (with `*` in hard mode), then
    /// one row of emoji squares per guess, lines joined by `\n` with no final newline.
    fn share(&self, title: &str) -> Option<String> {
        if !self.is_over() {
            return None;
        }
        let mut out = format!(
            "{title} {}/{}{}",
            self.score(),
            self.max_guesses,
            if self.mode() == Mode::Hard { "*" } else { "" }
        );
        for turn in self.turns() {
            out.push('\n');
            out.push_str(&turn.feedback.to_emoji());
        }
        Some(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A game of answer id `answer`, started from its puzzle.
    fn game_of(wordle: &Wordle, answer: u32, mode: Mode) -> Result<Game<'_>> {
        Game::from_puzzle(&wordle.puzzle(answer)?, (wordle, mode))
    }

    fn wordle() -> Wordle {
        crate::wordle_of("cigar\nrebut\nsissy\nhumph\nawake", "salet\ncrane")
    }

    #[test]
    fn a_lost_game_ends_and_refuses_more_guesses() {
        let wordle = wordle();
        let humph = wordle.answer_id("humph").unwrap();
        let mut game = game_of(&wordle, humph, Mode::Normal)
            .unwrap()
            .with_max_guesses(2)
            .unwrap();
        assert_eq!(game.play(" CRANE ").unwrap().to_string(), ".....");
        let err = game.play("zzzzz").unwrap_err();
        assert_eq!(err.to_string(), "\"zzzzz\" is not in the word list");
        assert_eq!(game.turns().len(), 1);
        game.play("salet").unwrap();
        assert_eq!(game.status(), Status::Lost);
        assert_eq!(
            game.play("humph").unwrap_err().to_string(),
            "the game is over after 2 guesses"
        );
        assert_eq!(
            game.share("t").as_deref(),
            Some("t X/2\n⬛⬛⬛⬛⬛\n⬛⬛⬛⬛⬛")
        );
        let keys = game.keyboard();
        assert_eq!(keys[0], Some(Mark::Grey)); // a
        assert_eq!(keys[usize::from(b'h' - b'a')], None);
    }

    /// The state worked out on demand is the one `State::apply` builds turn by turn, in both
    /// modes, a refused guess included.
    #[test]
    fn the_state_is_the_turns_replayed() {
        let wordle = wordle();
        for mode in [Mode::Normal, Mode::Hard] {
            let answer = wordle.answer_id("sissy").unwrap();
            let mut game = game_of(&wordle, answer, mode).unwrap();
            let mut state = wordle.start(mode);
            assert_eq!(game.state(), &state);
            for guess in ["crane", "salet", "cigar", "humph", "sissy"] {
                let g = wordle.guess_id(guess).unwrap();
                match game.play(guess) {
                    Ok(fb) => state.apply(&wordle, g, fb).unwrap(),
                    Err(e) => {
                        assert!(matches!(e, Error::HardMode { .. }), "{e}");
                        assert!(state.check_guess(&wordle, g).is_err());
                    }
                }
                assert_eq!(game.state(), &state, "{mode:?} after {guess}");
            }
            assert_eq!(game.status(), Status::Won);
            let played = if mode == Mode::Hard { 3 } else { 5 };
            assert_eq!(game.turns().len(), played);
            assert_eq!(game.state().candidates(), &[answer]);
        }
    }

    #[test]
    fn bad_setups_are_errors() {
        let wordle = wordle();
        assert!(game_of(&wordle, 5, Mode::Normal).is_err());
        let game = game_of(&wordle, 0, Mode::Normal).unwrap();
        assert_eq!(
            game.with_max_guesses(0).unwrap_err().to_string(),
            "invalid parameter max_guesses: a game needs at least one guess"
        );
        let mut game = game_of(&wordle, 0, Mode::Normal).unwrap();
        assert_eq!(
            game.play("cigars").unwrap_err().to_string(),
            "\"cigars\" is not a 5-letter word"
        );
        assert_eq!(game.status(), Status::Playing);
    }
}
