//! One way to play every game: the [`Play`] trait and its [`Status`].
//!
//! Every game of the family, and any game written on the same mould, is played the same way:
//!
//! * [`Play::play`] takes a move and gives the game's own verdict, or the game's own typed error
//!   (the game is then unchanged);
//! * [`Play::status`] says whether it is still being played, or how it ended: won, lost, or
//!   given up;
//! * [`Play::give_up`] ends it;
//! * [`Play::answer`] is the answer or best solution, and only once the game is over: `None`
//!   while it is being played, so a program that shows what `answer` gives never shows an
//!   answer too early;
//! * [`Play::share`] is the share text of a game that is over, under a title the caller gives
//!   (the daily number is the caller's: [`crate::daily::Origin::label`]).
//!
//! | game | move | verdict | error | answer |
//! |---|---|---|---|---|
//! | [`letter_boxed::Game`](crate::letter_boxed::Game) | `&str` | [`letter_boxed::Verdict`](crate::letter_boxed::Verdict) | [`LetterBoxedError`](crate::letter_boxed::LetterBoxedError) | the best solution (a game made `from_puzzle`) |
//! | [`word_blender::Game`](crate::word_blender::Game) | `(&str, Duration)` | [`word_blender::Verdict`](crate::word_blender::Verdict) | [`WordBlenderError`](crate::word_blender::WordBlenderError) | the last round's [`RoundEnd`](crate::word_blender::RoundEnd) |
//! | [`wordgames_wordle::Game`] | `&str` | [`Feedback`](wordgames_wordle::Feedback) | [`wordgames_wordle::Error`] | the answer |
//! | [`wordseq::Game`](crate::wordseq::Game) | [`Move`](crate::wordseq::Move) | [`wordseq::Verdict`](crate::wordseq::Verdict) | [`WordseqError`](crate::wordseq::WordseqError) (its search's budget included) | a longest game, as moves |
//! | [`nettle::Game`](crate::nettle::Game) | `&str` | [`nettle::Answer`](crate::nettle::Answer) | [`NettleError`](crate::nettle::NettleError) | the route to the target |
//!
//! ```
//! use wordgames_lexicon::Lexicon;
//! use wordgames_puzzles::{letter_boxed, play::{Play, Status}};
//!
//! /// What a front end shows, decided once for every game.
//! fn shown<G: Play>(game: &G) -> (&'static str, Option<G::Answer>) {
//!     (game.status().as_str(), game.answer())
//! }
//!
//! let english = Lexicon::english();
//! let today = letter_boxed::daily(&english, "2026-01-01".parse()?)?;
//! let mut game = letter_boxed::Game::from_puzzle(&today.puzzle, &english);
//! assert_eq!(shown(&game), ("playing", None));
//! Play::give_up(&mut game);
//! assert_eq!(game.status(), Status::GaveUp);
//! assert_eq!(game.answer(), Some(today.puzzle.solution.clone()));
//! assert!(game.share("Letter Boxed #1").is_some());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

/// Where a game stands: still being played, or how it ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[non_exhaustive]
pub enum Status {
    /// Moves are still expected.
    Playing,
    /// The player solved it.
    Won,
    /// The game ended unsolved by its own rule (the guesses or the time ran out).
    Lost,
    /// The player gave up.
    GaveUp,
}

impl Status {
    /// Whether the game is over (anything but [`Status::Playing`]).
    pub fn is_over(self) -> bool {
        self != Status::Playing
    }

    /// `playing`, `won`, `lost` or `gaveUp`.
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Playing => "playing",
            Status::Won => "won",
            Status::Lost => "lost",
            Status::GaveUp => "gaveUp",
        }
    }
}

impl std::fmt::Display for Status {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A game being played: the vocabulary every game of the family shares (see the
/// [module documentation](self)).
pub trait Play {
    /// What the player sends.
    type Move<'m>;
    /// What a move did.
    type Verdict;
    /// Why a move was refused (the game is then unchanged).
    type Error: std::error::Error + 'static;
    /// The answer or best solution, shown once the game is over.
    type Answer;

    /// Plays `mv`.
    ///
    /// # Errors
    ///
    /// The game's own error for a move its rules refuse, or any move once the game is over.
    fn play(&mut self, mv: Self::Move<'_>) -> Result<Self::Verdict, Self::Error>;

    /// Where the game stands.
    fn status(&self) -> Status;

    /// Ends the game (nothing happens to a game already over).
    fn give_up(&mut self);

    /// The answer or best solution: `None` while the game is being played (and for a game that
    /// does not know it).
    fn answer(&self) -> Option<Self::Answer>;

    /// The share text under `title`, once the game is over; `None` before.
    fn share(&self, title: &str) -> Option<String>;

    /// Whether the game is over.
    fn is_over(&self) -> bool {
        self.status().is_over()
    }
}

impl<'w> Play for wordgames_wordle::Game<'w> {
    type Move<'m> = &'m str;
    type Verdict = wordgames_wordle::Feedback;
    type Error = wordgames_wordle::Error;
    type Answer = &'w str;

    fn play(&mut self, guess: &str) -> Result<Self::Verdict, Self::Error> {
        wordgames_wordle::Game::play(self, guess)
    }

    fn status(&self) -> Status {
        match wordgames_wordle::Game::status(self) {
            wordgames_wordle::Status::Playing => Status::Playing,
            wordgames_wordle::Status::Won => Status::Won,
            wordgames_wordle::Status::GaveUp => Status::GaveUp,
            _ => Status::Lost,
        }
    }

    fn give_up(&mut self) {
        wordgames_wordle::Game::give_up(self);
    }

    fn answer(&self) -> Option<&'w str> {
        Play::is_over(self).then(|| self.answer_word())
    }

    fn share(&self, title: &str) -> Option<String> {
        Play::is_over(self).then(|| wordgames_wordle::Game::share(self, title))
    }
}
