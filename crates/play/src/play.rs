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
//! A game of your own joins the family by implementing it:
//!
//! ```
//! use wordgames_play::play::{Play, Status};
//!
//! /// Guess a number below ten, in three tries.
//! struct Guess { secret: u8, tries: u8, gave_up: bool, won: bool }
//!
//! #[derive(Debug, thiserror::Error)]
//! #[error("the game is over")]
//! struct Over;
//!
//! impl Play for Guess {
//!     type Move<'m> = u8;
//!     type Verdict = std::cmp::Ordering;
//!     type Error = Over;
//!     type Answer = u8;
//!     fn play(&mut self, n: u8) -> Result<std::cmp::Ordering, Over> {
//!         if self.is_over() { return Err(Over); }
//!         self.tries += 1;
//!         self.won = n == self.secret;
//!         Ok(n.cmp(&self.secret))
//!     }
//!     fn status(&self) -> Status {
//!         match (self.won, self.gave_up, self.tries) {
//!             (true, _, _) => Status::Won,
//!             (_, true, _) => Status::GaveUp,
//!             (_, _, 3..) => Status::Lost,
//!             _ => Status::Playing,
//!         }
//!     }
//!     fn give_up(&mut self) { if !self.is_over() { self.gave_up = true; } }
//!     fn answer(&self) -> Option<u8> { self.is_over().then_some(self.secret) }
//!     fn share(&self, title: &str) -> Option<String> {
//!         self.is_over().then(|| format!("{title} {}/3", self.tries))
//!     }
//! }
//!
//! /// What a front end shows, decided once for every game.
//! fn shown<G: Play>(game: &G) -> (&'static str, Option<G::Answer>) {
//!     (game.status().as_str(), game.answer())
//! }
//!
//! let mut game = Guess { secret: 7, tries: 0, gave_up: false, won: false };
//! assert_eq!(shown(&game), ("playing", None));
//! assert_eq!(game.play(3)?, std::cmp::Ordering::Less);
//! assert_eq!(game.share("Guess #1"), None);
//! game.play(7)?;
//! assert_eq!(shown(&game), ("won", Some(7)));
//! assert!(game.play(7).is_err()); // refused after the end
//! assert_eq!(game.share("Guess #1").as_deref(), Some("Guess #1 2/3"));
//! # Ok::<(), Over>(())
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

/// How a game starts: from the puzzle its generator made (or a date dealt, through
/// [`Generator::deal`](crate::Generator::deal)) and what the game reads besides it. Every game of
/// the family starts this way, so that a program starts any of them with the same call:
/// `Game::from_puzzle(&puzzle, with)`.
///
/// `P` is the puzzle as the game takes it (a reference to its generator's
/// [`Puzzle`](crate::Generator::Puzzle): the game copies what it needs, or borrows the puzzle
/// for its own life). [`With`](FromPuzzle::With) is what it reads: the lexicon that judges
/// words, a dictionary, a table, or a tuple of those and the game's own settings.
///
/// ```
/// use wordgames_play::play::{FromPuzzle, Play, Status};
///
/// /// Guess the puzzle's number; `With` is how many tries a player has.
/// struct Guess { secret: u32, tries: u32, left: u32 }
///
/// #[derive(Debug, thiserror::Error)]
/// #[error("a game needs at least one try")]
/// struct NoTries;
///
/// impl Play for Guess {
///     type Move<'m> = u32;
///     type Verdict = bool;
///     type Error = NoTries;
///     type Answer = u32;
///     fn play(&mut self, n: u32) -> Result<bool, NoTries> {
///         if self.is_over() { return Err(NoTries); }
///         self.left -= 1;
///         if n == self.secret { self.left = u32::MAX; }
///         Ok(n == self.secret)
///     }
///     fn status(&self) -> Status {
///         match self.left { u32::MAX => Status::Won, 0 => Status::Lost, _ => Status::Playing }
///     }
///     fn give_up(&mut self) { if !self.is_over() { self.left = 0; } }
///     fn answer(&self) -> Option<u32> { self.is_over().then_some(self.secret) }
///     fn share(&self, title: &str) -> Option<String> { self.is_over().then(|| title.into()) }
/// }
///
/// impl FromPuzzle<&u32> for Guess {
///     type With = u32;
///     fn from_puzzle(puzzle: &u32, tries: u32) -> Result<Guess, NoTries> {
///         if tries == 0 { return Err(NoTries); }
///         Ok(Guess { secret: *puzzle, tries, left: tries })
///     }
/// }
///
/// let mut game = Guess::from_puzzle(&7, 3)?;
/// assert_eq!((game.play(7)?, game.status(), game.tries), (true, Status::Won, 3));
/// assert!(Guess::from_puzzle(&7, 0).is_err());
/// # Ok::<(), NoTries>(())
/// ```
pub trait FromPuzzle<P>: Play + Sized {
    /// What the game reads besides the puzzle.
    type With;

    /// A game of `puzzle`, reading `with`.
    ///
    /// # Errors
    ///
    /// The game's own error (its [`Play::Error`]) when `with` cannot play `puzzle`: a table
    /// built for another puzzle, a setting out of range.
    fn from_puzzle(puzzle: P, with: Self::With) -> Result<Self, Self::Error>;
}
