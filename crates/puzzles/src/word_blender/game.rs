//! A whole game of Word Blender: rounds one after another, each on its clock, with no I/O and
//! no clock of its own.

use std::{collections::BTreeSet, fmt, time::Duration};

use rand_core::{Rng, SeedableRng};

use super::{
    RACK_LEN, Round, WordBlenderError, WordBlenderGenerator, by_length_then_alphabet, word_points,
};
use crate::{
    Result,
    rng::{Pcg32, shuffle},
};

/// The seed of the generator behind [`Game::shuffle`], apart from the one that deals rounds so
/// that reshuffling never changes the rounds that follow.
const SHUFFLE_SEED: u64 = 0x5eed;

/// A game of Word Blender: rounds dealt one after another from the caller's generator, the words
/// found in the current round, each round's time limit, the rounds won and the points
/// ([`word_points`]).
///
/// The game reads no clock. Every call that depends on time takes `elapsed`, the time since the
/// game was created, from the caller's clock (for example `Instant::now() - start`); the first
/// round's clock starts at zero and each next round's at the `elapsed` given to
/// [`next_round`](Game::next_round). A round ends when its time is up (noticed by
/// [`play`](Game::play) or [`tick`](Game::tick)) or when the player [`stop`](Game::stop)s. A
/// round in which the player found a six-letter word is won, and [`next_round`](Game::next_round)
/// deals the next one; otherwise, or after a stop, the game is over. A time limit so large that
/// a deadline would overflow means no limit.
///
/// A game dealt from [`Origin::rng`](crate::daily::Origin::rng) of a date starts with the
/// date's [`daily`](super::daily) round (with the generator's default settings). See the
/// [module documentation](super) for a whole game.
pub struct Game<'g, D = Vec<u8>, R = Pcg32> {
    generator: &'g WordBlenderGenerator<D>,
    rng: R,
    shuffler: Pcg32,
    round_time: Duration,
    round: Round,
    number: u32,
    /// The letters in the order shown now.
    shown: String,
    found: BTreeSet<String>,
    /// When the current round ends, since the game began; `None` for no limit.
    deadline: Option<Duration>,
    won: u32,
    /// The points of the rounds before the current one.
    banked: u32,
    state: State,
}

/// Where a game stands.
#[derive(Debug, Clone, PartialEq, Eq)]
enum State {
    /// The current round is being played.
    Playing,
    /// The current round is over; `over` when the game is over with it.
    RoundOver { end: RoundEnd, over: bool },
}

/// What a guess did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum Verdict {
    /// The guess counts, one of the round's words to find: `found` words have been found in
    /// this round.
    Found {
        /// The words found so far in this round, this one included.
        found: usize,
    },
    /// The guess counts as a bonus word: a word of the lexicon the letters make that is not
    /// one of the round's words to find (a rarer word), with its points like any other.
    Bonus {
        /// The words found so far in this round, this one included.
        found: usize,
    },
    /// The guess came after the round's time was up: it does not count, and the round is over
    /// (see [`Game::round_end`]).
    TimeUp,
}

/// How a round ended: its words, the ones found, and whether it was won.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct RoundEnd {
    /// The round's letters, as dealt.
    pub letters: String,
    /// Every word of the round: its answer list and any other word the player found (rarer words
    /// count too), by length then alphabetically.
    pub words: Vec<String>,
    /// The words found, by length then alphabetically.
    pub found: Vec<String>,
    /// Whether a six-letter word was found: the round is won.
    pub won: bool,
    /// Every word of the round as the lexicon's list spells it, in the order of
    /// [`RoundEnd::words`] ([`Lexicon::spelling`](wordgames_lexicon::Lexicon::spelling):
    /// `canción` where the key is `cancion`): what a player is shown. The same as `words` in
    /// a language that folds nothing.
    #[cfg_attr(feature = "serde", serde(default))]
    pub spelled: Vec<String>,
}

impl RoundEnd {
    /// The points of the words found ([`word_points`]).
    pub fn points(&self) -> u32 {
        self.found
            .iter()
            .map(|w| word_points(w))
            .fold(0, u32::saturating_add)
    }

    /// Whether `word` was found.
    pub fn is_found(&self, word: &str) -> bool {
        self.found
            .binary_search_by(|w| by_length_then_alphabet(w, word))
            .is_ok()
    }

    /// The words found as the lexicon's list spells them ([`RoundEnd::spelled`]), in the order
    /// of [`RoundEnd::found`]: what a player is shown.
    pub fn found_spelled(&self) -> Vec<String> {
        self.found
            .iter()
            .map(|found| {
                self.words
                    .iter()
                    .zip(&self.spelled)
                    .find(|(word, _)| *word == found)
                    .map_or_else(|| found.clone(), |(_, spelled)| spelled.clone())
            })
            .collect()
    }

    /// The words not found, by length then alphabetically.
    pub fn missed(&self) -> impl Iterator<Item = &str> + '_ {
        self.words
            .iter()
            .map(String::as_str)
            .filter(|w| !self.is_found(w))
    }

    /// The words not found as the lexicon's list spells them ([`RoundEnd::spelled`]), in the
    /// order of [`RoundEnd::missed`]: what a player is shown once the round is over.
    pub fn missed_spelled(&self) -> Vec<String> {
        self.words
            .iter()
            .zip(&self.spelled)
            .filter(|(word, _)| !self.is_found(word))
            .map(|(_, spelled)| spelled.clone())
            .collect()
    }
}

/// A round as the player sees it ([`Game::round_view`]): its letters, how many words it hides
/// of each length, the words found and, once it is over, whether it was won and the words
/// missed. A word not found is never in it before the round ends. Every word is spelled as the
/// lexicon's list spells it (`canción` where the key is `cancion`).
///
/// With the `serde` feature it serializes in camelCase, in the order of its fields, without
/// `won` and `missed` while the round is being played: the web app's answer shows every round
/// so.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[non_exhaustive]
pub struct RoundView {
    /// The round's number, from 1.
    pub number: u32,
    /// Its six letters, as dealt.
    pub letters: String,
    /// How many words it hides of each length, 3 to 6 letters ([`Round::counts_by_length`]).
    pub counts: Vec<usize>,
    /// The words found, by length then alphabetically.
    pub found: Vec<String>,
    /// Whether the round has ended.
    pub over: bool,
    /// Whether it was won (a six-letter word found), once over.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub won: Option<bool>,
    /// The words not found, once over ([`RoundEnd::missed_spelled`]).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub missed: Option<Vec<String>>,
}

impl<'g, D: AsRef<[u8]>, R: Rng> Game<'g, D, R> {
    /// A game whose first round is `round`, its clock at zero.
    fn start(
        round: Round,
        generator: &'g WordBlenderGenerator<D>,
        rng: R,
        round_time: Duration,
    ) -> Game<'g, D, R> {
        Game {
            generator,
            rng,
            shuffler: Pcg32::seed_from_u64(SHUFFLE_SEED),
            round_time,
            shown: round.letters.clone(),
            round,
            number: 1,
            found: BTreeSet::new(),
            deadline: Some(round_time),
            won: 0,
            banked: 0,
            state: State::Playing,
        }
    }

    /// The current round (the last one, once the game is over).
    pub fn round(&self) -> &Round {
        &self.round
    }

    /// The number of the current round, from 1.
    pub fn round_number(&self) -> u32 {
        self.number
    }

    /// The current round's letters in the order to show them.
    pub fn letters(&self) -> &str {
        &self.shown
    }

    /// Shuffles the letters shown (from a generator of its own, so that the rounds to come do
    /// not change).
    pub fn shuffle(&mut self) {
        let mut letters: Vec<char> = self.shown.chars().collect();
        shuffle(&mut self.shuffler, &mut letters);
        self.shown = letters.into_iter().collect();
    }

    /// The words found in the current round as the lexicon's list spells them
    /// ([`Lexicon::spelling`](wordgames_lexicon::Lexicon::spelling): `canción` where the
    /// word found, [`Game::found`], is the key `cancion`), in the order of [`Game::found`].
    pub fn found_spelled(&self) -> Vec<String> {
        self.generator.lexicon().spell_all(self.found())
    }

    /// The words found in the current round, by length then alphabetically.
    pub fn found(&self) -> Vec<&str> {
        let mut found: Vec<&str> = self.found.iter().map(String::as_str).collect();
        found.sort_by(|a, b| by_length_then_alphabet(a, b));
        found
    }

    /// The time left in the current round at `elapsed` (zero once it is over; [`Duration::MAX`]
    /// for a round without a limit).
    pub fn time_left(&self, elapsed: Duration) -> Duration {
        match (&self.state, self.deadline) {
            (State::RoundOver { .. }, _) => Duration::ZERO,
            (State::Playing, None) => Duration::MAX,
            (State::Playing, Some(deadline)) => deadline.saturating_sub(elapsed),
        }
    }

    /// Guesses `word` (surrounding whitespace and case ignored) at `elapsed`.
    ///
    /// # Errors
    ///
    /// [`WordBlenderError::AlreadyFound`], or the rule the guess breaks
    /// ([`WordBlenderGenerator::accepts`]), or [`WordBlenderError::RoundOver`] when the round is
    /// already over; the game is unchanged. A guess that comes when the time is up ends the round
    /// and gets [`Verdict::TimeUp`].
    pub fn play(&mut self, word: &str, elapsed: Duration) -> Result<Verdict, WordBlenderError> {
        let word = self.generator.normalize(word);
        if self.state != State::Playing {
            return Err(WordBlenderError::RoundOver { word });
        }
        if self.tick(elapsed) {
            return Ok(Verdict::TimeUp);
        }
        if self.found.contains(&word) {
            return Err(WordBlenderError::AlreadyFound { word });
        }
        self.generator.accepts(&self.round, &word)?;
        let bonus = self
            .round
            .words
            .binary_search_by(|w| by_length_then_alphabet(w, &word))
            .is_err();
        self.found.insert(word);
        let found = self.found.len();
        Ok(if bonus {
            Verdict::Bonus { found }
        } else {
            Verdict::Found { found }
        })
    }

    /// Ends the round if its time is up at `elapsed`; returns whether the round is over.
    pub fn tick(&mut self, elapsed: Duration) -> bool {
        if self.state == State::Playing && self.deadline.is_some_and(|d| elapsed >= d) {
            self.end_round(false);
        }
        self.state != State::Playing
    }

    /// The player stops at `elapsed`: the current round ends (won if a six-letter word was
    /// found, as when its time runs out) and the game is over after it. Nothing happens once the
    /// game is over.
    pub fn stop(&mut self, elapsed: Duration) {
        // Time that ran out before the stop ends the round as usual first.
        self.tick(elapsed);
        match &mut self.state {
            State::Playing => self.end_round(true),
            State::RoundOver { over, .. } => *over = true,
        }
    }

    /// The current round as the player sees it: its words named only once it is over.
    ///
    /// ```
    /// use std::time::Duration;
    /// use wordgames_lexicon::Lexicon;
    /// use wordgames_puzzles::{Generator, play::FromPuzzle, rng::Pcg32};
    /// use wordgames_puzzles::word_blender::{Game, WordBlenderGenerator};
    /// use rand_core::SeedableRng;
    ///
    /// let generator = WordBlenderGenerator::new(Lexicon::english())?;
    /// let mut rng = Pcg32::seed_from_u64(7);
    /// let round = generator.generate(&mut rng)?;
    /// let mut game = Game::from_puzzle(&round, (&generator, rng, Duration::from_secs(60)))?;
    /// let view = game.round_view();
    /// assert_eq!((view.number, view.over, view.missed.as_ref()), (1, false, None));
    /// assert_eq!(view.counts.iter().sum::<usize>(), round.words.len());
    /// game.stop(Duration::from_secs(1));
    /// assert_eq!(game.round_view().missed.map(|m| m.len()), Some(round.words.len()));
    /// # Ok::<(), wordgames_puzzles::Error>(())
    /// ```
    pub fn round_view(&self) -> RoundView {
        let counts = self
            .round
            .counts_by_length()
            .into_iter()
            .map(|(_, count)| count)
            .collect();
        match self.round_end() {
            Some(end) => RoundView {
                number: self.number,
                letters: end.letters.clone(),
                counts,
                found: end.found_spelled(),
                over: true,
                won: Some(end.won),
                missed: Some(end.missed_spelled()),
            },
            None => RoundView {
                number: self.number,
                letters: self.round.letters.clone(),
                counts,
                found: self.found_spelled(),
                over: false,
                won: None,
                missed: None,
            },
        }
    }

    /// How the current round ended, once it is over.
    pub fn round_end(&self) -> Option<&RoundEnd> {
        match &self.state {
            State::Playing => None,
            State::RoundOver { end, .. } => Some(end),
        }
    }

    /// Deals the next round after a won round; its clock starts at `elapsed`.
    ///
    /// # Errors
    ///
    /// [`WordBlenderError::RoundNotOver`] while the current round is being played,
    /// [`WordBlenderError::GameOver`] once the game is over, and the generator's errors when it
    /// cannot deal a round.
    pub fn next_round(&mut self, elapsed: Duration) -> Result<&Round> {
        match &self.state {
            State::Playing => {
                return Err(WordBlenderError::RoundNotOver { round: self.number }.into());
            }
            State::RoundOver { over: true, .. } => {
                return Err(WordBlenderError::GameOver { rounds: self.won }.into());
            }
            State::RoundOver { over: false, .. } => {}
        }
        self.round = crate::Generator::generate(self.generator, &mut self.rng)?;
        self.banked = self.points();
        self.shown = self.round.letters.clone();
        self.number = self.number.saturating_add(1);
        self.found.clear();
        self.deadline = elapsed.checked_add(self.round_time);
        self.state = State::Playing;
        Ok(&self.round)
    }

    /// Whether the game is over: a round ended without a six-letter word, or the player stopped.
    pub fn is_over(&self) -> bool {
        matches!(self.state, State::RoundOver { over: true, .. })
    }

    /// The rounds won so far.
    pub fn rounds_won(&self) -> u32 {
        self.won
    }

    /// The points of the words found in the current round ([`word_points`]), as they stand
    /// during the round and once it is over.
    pub fn round_points(&self) -> u32 {
        self.found
            .iter()
            .map(|w| word_points(w))
            .fold(0, u32::saturating_add)
    }

    /// The points of the whole game so far: the rounds before this one and this one's.
    pub fn points(&self) -> u32 {
        self.banked.saturating_add(self.round_points())
    }

    /// Ends the current round; `stopped` when the player stopped.
    fn end_round(&mut self, stopped: bool) {
        let mut words = self.round.words.clone();
        words.extend(
            self.found
                .iter()
                .filter(|w| !self.round.words.contains(w))
                .cloned(),
        );
        words.sort_by(|a, b| by_length_then_alphabet(a, b));
        let found: Vec<String> = self.found().into_iter().map(str::to_string).collect();
        let won = found.iter().any(|w| w.chars().count() == RACK_LEN);
        if won {
            self.won = self.won.saturating_add(1);
        }
        self.state = State::RoundOver {
            end: RoundEnd {
                letters: self.round.letters.clone(),
                spelled: self.generator.lexicon().spell_all(&words),
                words,
                found,
                won,
            },
            over: stopped || !won,
        };
    }
}

/// The family's way to start a game ([`FromPuzzle`](crate::play::FromPuzzle)): a game whose
/// first round is `round` (its clock at zero), each round lasting the round time, the rounds
/// after it dealt by the generator from the random source given. A date's game deals its
/// first round from the day's seeded generator and passes that generator on:
///
/// ```
/// use std::time::Duration;
/// use wordgames_lexicon::Lexicon;
/// use wordgames_puzzles::{
///     Generator, daily::{GameId, Origin}, play::FromPuzzle, word_blender::{Game, WordBlenderGenerator},
/// };
///
/// let blender = WordBlenderGenerator::new(Lexicon::english())?;
/// let mut rng = Origin::daily(GameId::WordBlender, "2026-01-01".parse()?)?.rng();
/// let first = blender.generate(&mut rng)?;
/// let game = Game::from_puzzle(&first, (&blender, rng, Duration::from_secs(120)))?;
/// assert_eq!(game.letters(), "ikgnop");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
///
/// [`WordBlenderError::NoRoundTime`] when the round time is zero; the rule the round breaks
/// ([`Generator::check`](crate::Generator::check) with the generator, whose verdict it gives
/// at the cost of one rack query for a round the generator deals) when it is not one the
/// generator deals.
impl<'g, D: AsRef<[u8]>, R: Rng> crate::play::FromPuzzle<&Round> for Game<'g, D, R> {
    type With = (&'g WordBlenderGenerator<D>, R, Duration);

    fn from_puzzle(
        round: &Round,
        (generator, rng, round_time): Self::With,
    ) -> std::result::Result<Game<'g, D, R>, WordBlenderError> {
        if round_time.is_zero() {
            return Err(WordBlenderError::NoRoundTime { round_time });
        }
        generator.check_dealt(round)?;
        Ok(Game::start(round.clone(), generator, rng, round_time))
    }
}

/// The family's way to play ([`crate::play`]): a guess and the time since the game began in,
/// a [`Verdict`] out. The game ends when a round ends without a six-letter word or the player
/// stops ([`give_up`](crate::play::Play::give_up) is [`Game::stop`]); it is won when at least
/// one round was won, else lost. The answer is the last round's [`RoundEnd`] (every word, the
/// ones missed); the share text counts rounds and points.
impl<D: AsRef<[u8]>, R: Rng> crate::play::Play for Game<'_, D, R> {
    type Move<'m> = (&'m str, Duration);
    type Verdict = Verdict;
    type Error = WordBlenderError;
    type Answer = RoundEnd;

    fn play(&mut self, (word, elapsed): (&str, Duration)) -> Result<Verdict, WordBlenderError> {
        Game::play(self, word, elapsed)
    }

    fn status(&self) -> crate::play::Status {
        use crate::play::Status;
        match (self.is_over(), self.won) {
            (false, _) => Status::Playing,
            (true, 0) => Status::Lost,
            (true, _) => Status::Won,
        }
    }

    /// Stops the game: [`Game::stop`] at no time, so a clock that ran out is not looked at
    /// (the round ends as a stop, which scores the same).
    fn give_up(&mut self) {
        self.stop(Duration::ZERO);
    }

    fn answer(&self) -> Option<RoundEnd> {
        self.round_end().filter(|_| self.is_over()).cloned()
    }

    fn share(&self, title: &str) -> Option<String> {
        self.is_over().then(|| {
            let (won, points) = (self.won, self.points());
            let rounds = if won == 1 { "round" } else { "rounds" };
            let pts = if points == 1 { "point" } else { "points" };
            format!("{title}: {won} {rounds} won, {points} {pts}")
        })
    }
}

impl<D: AsRef<[u8]>, R> fmt::Debug for Game<'_, D, R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Game")
            .field("round", &self.round)
            .field("number", &self.number)
            .field("shown", &self.shown)
            .field("found", &self.found)
            .field("round_time", &self.round_time)
            .field("deadline", &self.deadline)
            .field("won", &self.won)
            .field("banked", &self.banked)
            .field("state", &self.state)
            .finish_non_exhaustive()
    }
}
