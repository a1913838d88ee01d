//! Seeded, budgeted puzzle generators and whole games for word puzzles, with the daily puzzle
//! of every game for every date.
//!
//! Each game is a module with its generator, its `Game` (moves in, verdicts out, no I/O and no
//! clock), its error type and a `daily` function; Wordle's holds its daily answer, and its game
//! is `wordgames-wordle`'s. See [Games](#games) below.
//!
//! Every generator implements one small, object-safe [`Generator`] trait: it holds its
//! parameters and its lexicon, the caller owns the random source, and
//! [`generate`](Generator::generate) returns a puzzle or an error. A seed or a date goes in
//! through a generator named after its algorithm ([`rng::Pcg32`]), so the same date gives every
//! player the same puzzle ([`daily`]). Every search has an explicit [`Budget`] and ends with
//! [`Error::BudgetExhausted`] instead of looping forever.
//!
//! ```
//! use wordgames_puzzles::{Budget, Generator, Result, daily::{Calendar, GameKey}, rng::Pcg32};
//! use rand_core::{Rng, SeedableRng};
//!
//! /// A toy generator: a number below a bound, found within a budget of attempts.
//! struct EvenBelow(u32, Budget);
//!
//! impl Generator for EvenBelow {
//!     type Puzzle = u32;
//!     type Invalid = String;
//!     type Error = wordgames_puzzles::Error;
//!     fn generate(&self, rng: &mut dyn Rng) -> Result<u32> {
//!         self.1.attempts("even number", "raise the bound", |_| {
//!             let n = rng.next_u32() % self.0;
//!             Ok((n % 2 == 0).then_some(n))
//!         })
//!     }
//!     fn check(&self, puzzle: &u32) -> std::result::Result<(), String> {
//!         if puzzle % 2 == 0 { Ok(()) } else { Err(format!("{puzzle} is odd")) }
//!     }
//!     fn game(&self) -> GameKey {
//!         GameKey::pinned("even-below") // the name in its dates' seeds
//!     }
//! }
//!
//! let generator: Box<dyn Generator<Puzzle = u32, Invalid = String, Error = wordgames_puzzles::Error>> = Box::new(EvenBelow(100, Budget::default()));
//! let a = generator.generate(&mut Pcg32::seed_from_u64(9))?;
//! let b = generator.generate(&mut Pcg32::seed_from_u64(9))?;
//! assert_eq!(a, b);
//! assert!(generator.check(&a).is_ok());
//! // A date deals its puzzle through the same trait object: the day's seed fed to `generate`.
//! let today = generator.deal(&Calendar::PUBLIC, "2026-03-14".parse()?)?;
//! assert_eq!(today.puzzle, generator.generate(&mut today.day.rng())?);
//! # Ok::<(), wordgames_puzzles::Error>(())
//! ```
//!
//! # Games
//!
//! * [`letter_boxed`]: Letter Boxed boards (four sides of three letters), an exact solver
//!   (fewest words, then the most familiar, then fewest letters), a generator that reports each
//!   board's par, the daily board and a [`Game`](letter_boxed::Game) that judges each word.
//! * [`word_blender`]: Word Blender (TextTwist) rounds of six letters, the daily round, a whole
//!   timed [`Game`](word_blender::Game) of rounds that reads no clock, and the catalogue of every
//!   six-letter rack of a lexicon with its words.
//! * [`wordseq`]: the letter-swap grid game: levels with their trees of moves, a generator with
//!   difficulty presets, the daily level and a game judged move by move against the optimum.
//! * [`nettle`]: Nettle, the WordNet direction game: clues, the game, the daily target, the
//!   share summary and the route archive.
//! * [`wordle`]: Wordle's daily answer; the rules and the game are `wordgames-wordle`'s.
//!
//! # Playing
//!
//! Every game is played through [`play::Play`] (wordgames-play's, re-exported here): a move in,
//! the game's verdict or its typed error out, one [`play::Status`], the answer only once the
//! game is over, the share text under the caller's title.
//!
//! | game | move | verdict | error | answer |
//! |---|---|---|---|---|
//! | [`letter_boxed::Game`] | `&str` | [`letter_boxed::Verdict`] | [`LetterBoxedError`](letter_boxed::LetterBoxedError) | the best solution (a game made `from_puzzle`) |
//! | [`word_blender::Game`] | `(&str, Duration)` | [`word_blender::Verdict`] | [`WordBlenderError`](word_blender::WordBlenderError) | the last round's [`RoundEnd`](word_blender::RoundEnd) |
//! | [`wordgames_wordle::Game`] | `&str` | [`Feedback`](wordgames_wordle::Feedback) | [`wordgames_wordle::Error`] | the answer |
//! | [`wordseq::Game`] | [`Move`](wordseq::Move) | [`wordseq::Verdict`] | [`WordseqError`](wordseq::WordseqError) (its search's budget included) | a longest game, as moves |
//! | [`nettle::Game`] | `&str` | [`nettle::Verdict`] | [`NettleError`](nettle::NettleError) | the route to the target |
//!
//! ```
//! use wordgames_lexicon::Lexicon;
//! use wordgames_puzzles::{letter_boxed, play::{FromPuzzle, Play, Status}};
//!
//! /// What a front end shows, decided once for every game.
//! fn shown<G: Play>(game: &G) -> (&'static str, Option<G::Answer>) {
//!     (game.status().as_str(), game.answer())
//! }
//!
//! let english = Lexicon::english();
//! let today = letter_boxed::daily(&english, "2026-01-01".parse()?)?;
//! let mut game = letter_boxed::Game::from_puzzle(&today.puzzle, &english)?;
//! assert_eq!(shown(&game), ("playing", None));
//! Play::give_up(&mut game);
//! assert_eq!(game.status(), Status::GaveUp);
//! assert_eq!(game.answer(), Some(today.puzzle.solution.clone()));
//! assert!(game.share("Letter Boxed #1").is_some());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # API themes
//!
//! The vocabulary every game of the family follows, and that a game of yours should follow too:
//! the same names and shapes everywhere, so that a program learns them once.
//!
//! ## Puzzle, generator, game
//!
//! A game has a puzzle type (what a generator makes and a player sees:
//! [`letter_boxed::Puzzle`], [`word_blender::Round`], [`wordseq::Level`],
//! [`nettle::NettlePuzzle`], [`wordle::WordlePuzzle`]), a generator implementing [`Generator`]
//! ([`generate`](Generator::generate) from the caller's random source,
//! [`check`](Generator::check) with the game's own error as `Invalid`, the crate's [`Error`] as
//! `Error`, [`game`](Generator::game) naming its key in the daily machinery), and a `Game` that
//! starts from the puzzle through [`FromPuzzle`](play::FromPuzzle) and is played through
//! [`Play`](play::Play). Every search has a [`Budget`] and ends in a [`BudgetExhausted`], never a loop.
//! [`Generator`], [`Budget`] and [`Play`](play::Play) are wordgames-play's, so a game in a
//! crate of its own (wordgames-wordle's) implements them.
//!
//! ## Dealing a date
//!
//! One entry point deals any generator's puzzle of a date, in any calendar:
//! [`Generator::deal`]`(&calendar, date)`, which feeds the day's seed to
//! [`generate`](Generator::generate). The generator carries the profile and the settings
//! (`LetterBoxedGenerator::new_in(lexicon, profile)`, `WordseqGenerator::new_in`,
//! `WordBlenderGenerator::with_profile`); the calendar is [`daily::Calendar::PUBLIC`] (the
//! pinned puzzles) or a publisher's private one. `letter_boxed::daily`, `word_blender::daily`
//! and `wordseq::daily` are conveniences for `deal` of the default generator in the public
//! calendar, nothing more; so are `wordle::daily` over [`wordle::WordleGenerator`] (an answer
//! list) and `nettle::daily` over [`nettle::NettleGenerator::of_targets`] (the targets, without
//! the word graph that playing needs), which overrides `deal` (its targets are taken in order, not drawn). A
//! game of yours deals its dates the same way once its generator names its
//! [`GameKey`](daily::GameKey).
//!
//! Every shipped generator deals a date through the same generic code; every game starts the
//! same way, [`FromPuzzle::from_puzzle`](play::FromPuzzle::from_puzzle)`(&puzzle, with)`, from
//! the dealt puzzle and what the game reads (its lexicon, dictionary, route table or lists, and
//! its own settings); and every game is played, ended and shared through [`Play`](play::Play)
//! alone:
//!
//! ```
//! use std::time::Duration;
//! use wordgames_lexicon::Lexicon;
//! use wordgames_puzzles::{
//!     Generator, daily::{Calendar, DailyPuzzle}, letter_boxed, nettle,
//!     play::{FromPuzzle, Play, Status}, word_blender, wordle, wordseq,
//! };
//!
//! /// Deals `date` with any generator, in the public calendar.
//! fn deal<G: Generator>(generator: &G, date: &str) -> DailyPuzzle<G::Puzzle>
//! where
//!     G::Error: std::fmt::Debug,
//! {
//!     let today = generator.deal(&Calendar::PUBLIC, date.parse().unwrap()).unwrap();
//!     // The same seed reaches `generate`: the day's, whichever the game.
//!     assert!(generator.check(&today.puzzle).is_ok());
//!     today
//! }
//!
//! /// Starts any game from its puzzle, then ends it the shared way: status, the answer only
//! /// once over, the share text.
//! fn give_up<'p, P, G: FromPuzzle<&'p P>>(puzzle: &'p P, with: G::With) -> Option<String> {
//!     let mut game = G::from_puzzle(puzzle, with).unwrap();
//!     assert_eq!((game.status(), game.answer().is_some()), (Status::Playing, false));
//!     game.give_up();
//!     assert!(game.status().is_over() && game.answer().is_some());
//!     game.share("wordgames #1")
//! }
//!
//! let english = Lexicon::english();
//! let boxed = deal(&letter_boxed::LetterBoxedGenerator::new(english.borrowed())?, "2026-01-01");
//! assert_eq!(boxed.puzzle, letter_boxed::daily(&english, "2026-01-01".parse()?)?.puzzle);
//! assert!(give_up::<_, letter_boxed::Game<_>>(&boxed.puzzle, &english).is_some());
//!
//! let blender = word_blender::WordBlenderGenerator::new(english.borrowed())?;
//! let round = deal(&blender, "2026-01-01");
//! assert_eq!(round.puzzle, word_blender::daily(&english, "2026-01-01".parse()?)?.puzzle);
//! let with = (&blender, round.day.rng(), Duration::from_secs(60)); // later rounds from `rng`
//! assert!(give_up::<_, word_blender::Game<_, _>>(&round.puzzle, with).is_some());
//!
//! let lists = wordgames_wordle::Wordle::classic();
//! let answer = deal(&wordle::WordleGenerator::of(&lists), "2026-01-01");
//! assert_eq!(answer, wordle::daily(&lists, "2026-01-01".parse()?)?);
//! let with = (&lists, wordgames_wordle::Mode::Normal);
//! assert!(give_up::<_, wordgames_wordle::Game>(&answer.puzzle, with).is_some());
//!
//! let wn = wordgames_wordnet::WordNet::bundled()?;
//! let targets = nettle::targets(wn, &english)?;
//! let target = deal(&nettle::NettleGenerator::of_targets(wn, &targets), "2026-01-01");
//! assert_eq!(target, nettle::daily(wn, &targets, "2026-01-01".parse()?)?);
//! let graph = nettle::word_graph(wn, &english)?;
//! let table = nettle::Nettle::new(&graph, &target.puzzle.word)?; // the target's routes
//! assert!(give_up::<_, nettle::Game>(&target.puzzle, &table).is_some());
//!
//! let level = deal(&wordseq::WordseqGenerator::new(&english)?, "2026-01-01");
//! assert_eq!(level.puzzle.to_json(), wordseq::daily(&english, "2026-01-01".parse()?)?.puzzle.to_json());
//! assert!(give_up::<_, wordseq::LevelGame>(&level.puzzle, None).is_some());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! A game has no constructor of its own that does what `from_puzzle` does: the one way to
//! start a game from a puzzle is the trait's.
//!
//! ```compile_fail
//! use wordgames_puzzles::{letter_boxed::{self, Game}, Generator};
//! let english = wordgames_lexicon::Lexicon::english();
//! let today = letter_boxed::daily(&english, "2026-01-01".parse().unwrap()).unwrap();
//! let _ = Game::from_puzzle(&today.puzzle, &english); // FromPuzzle is not in scope
//! ```
//!
//! The date-dealing methods of old are gone, so a program cannot deal a date by another path:
//!
//! ```compile_fail
//! use wordgames_lexicon::Lexicon;
//! use wordgames_puzzles::letter_boxed::LetterBoxedGenerator;
//! let generator = LetterBoxedGenerator::new(Lexicon::english()).unwrap();
//! let _ = generator.for_date("2026-01-01".parse().unwrap()); // no inherent `for_date`
//! ```
//!
//! while the same generator deals the date through the trait:
//!
//! ```
//! use wordgames_lexicon::Lexicon;
//! use wordgames_puzzles::{Generator, daily::Calendar, letter_boxed::LetterBoxedGenerator};
//! let generator = LetterBoxedGenerator::new(Lexicon::english()).unwrap();
//! let _ = generator.deal(&Calendar::PUBLIC, "2026-01-01".parse().unwrap());
//! ```
//!
//! A game that is over refuses moves through every path: Nettle has no inherent `play` that
//! would take a guess after the end.
//!
//! ```compile_fail
//! fn guess_after_the_end(game: &mut wordgames_puzzles::nettle::Game<'_, '_>) {
//!     let _ = wordgames_puzzles::nettle::Game::play(game, "tree"); // only `Play::play`
//! }
//! ```
//!
//! while the one way, through the trait, compiles (so the test above fails for the reason it
//! names):
//!
//! ```
//! use wordgames_puzzles::play::Play;
//! fn guess(game: &mut wordgames_puzzles::nettle::Game<'_, '_>) {
//!     let _ = Play::play(game, "tree");
//! }
//! ```
//!
//! ## Playing
//!
//! Every game implements [`Play`](play::Play): `play(move)` gives the game's verdict or its own
//! typed error, and a refused move changes nothing; [`status`](play::Play::status) is one
//! [`Status`](play::Status) (`Playing`, `Won`, `Lost`, `GaveUp`); `give_up` ends it;
//! [`answer`](play::Play::answer) is `None` until the game is over; `share(title)` too, and the
//! title (with its daily number, [`daily::Origin::label`]) is the caller's. No inherent method
//! shares a name with a trait method and other rules: Letter Boxed's and wordseq's inherent
//! `play`, Letter Boxed's `give_up` and `is_over`, and Word Blender's `play(word, elapsed)` and
//! `is_over` are what the trait's methods call; what is a game's own has a name of its own (Word
//! Blender's clock, wordseq's hints and `no_move_left`, Nettle's clues, Wordle's `answer_id`;
//! Nettle's and Wordle's games have no inherent `play` at all). A program
//! decides "over, and how" and "may the answer be shown" from `status` and `answer` alone.
//!
//! ```
//! use wordgames_lexicon::Lexicon;
//! use wordgames_puzzles::{letter_boxed::Game, play::{Play, Status}};
//!
//! let english = Lexicon::english();
//! let mut game = Game::new("dpt clr ahx bei".parse()?, &english);
//! let before = game.words().count();
//! assert!(game.play("qqq").is_err()); // refused: not a word of the board
//! assert_eq!((game.words().count(), game.status()), (before, Status::Playing));
//! assert!(game.answer().is_none() && game.share("Letter Boxed").is_none());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! ## Who owns the lexicon
//!
//! Games and generators borrow what they judge with (`&Lexicon`, `&Dictionary`, `&Wordle`,
//! `&Nettle`), so one lexicon serves many games; a generator whose build is expensive owns its
//! lexicon (`LetterBoxedGenerator<D>`, `WordBlenderGenerator<D>`: give it
//! [`Lexicon::borrowed`](wordgames_lexicon::Lexicon::borrowed) to share the bytes), and
//! `WordseqGenerator` borrows one, because its builders rebuild its dictionary. A program that
//! keeps its sources for its whole life holds them: [`daily::Publisher::shared`] works over
//! `Arc`s, and [`Language`] loads a language's data once for every game.
//!
//! ## Language
//!
//! A lexicon does not know its language: what plays in another alphabet takes a
//! `&'static Profile` beside it (`Board::parse_in`, `LetterBoxedGenerator::new_in`,
//! `WordBlenderGenerator::with_profile`, `WordseqGenerator::new_in`, `wordle::for_language`,
//! `Publisher::with_profile`); English is the default. Letters are counted, never bytes, and a
//! word is shown as the list spells it (`Lexicon::spelling`).
//!
//! ```
//! use wordgames_lexicon::profile;
//! use wordgames_puzzles::letter_boxed::Board;
//!
//! let board = Board::parse_in("blå ærk tøy snm", &profile::NB)?;
//! assert_eq!(board.profile().tag(), "nb");
//! assert!("blå ærk tøy snm".parse::<Board>().is_err()); // no English board
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! ## Parameters
//!
//! `new` takes what is required and gives the daily puzzle's defaults; everything else is a
//! `with_*` builder that returns `Self`, or `Result<Self>` when the value can be out of range
//! ([`Error::InvalidParameter`] names it), never a public field.
//!
//! ```
//! use wordgames_lexicon::Lexicon;
//! use wordgames_puzzles::{Error, letter_boxed::LetterBoxedGenerator};
//!
//! let generator = LetterBoxedGenerator::new(Lexicon::english())?.with_max_words(4)?;
//! let too_many = LetterBoxedGenerator::new(Lexicon::english())?.with_max_words(7);
//! assert!(matches!(too_many, Err(Error::InvalidParameter { name: "max_words", .. })));
//! # let _ = generator;
//! # Ok::<(), Error>(())
//! ```
//!
//! ## Errors
//!
//! One `thiserror` enum per game (`LetterBoxedError`, `WordBlenderError`, `WordseqError`,
//! `NettleError`; Wordle's is `wordgames_wordle::Error`), each variant carrying the facts (the
//! word, the board, the move, the line) and `#[non_exhaustive]`. Playing fails only with the
//! game's own enum; making puzzles (generators, `daily`, parsing) fails with the crate's
//! [`Error`], which `?` reaches from every game's enum.
//!
//! ```
//! use wordgames_puzzles::{Error, letter_boxed::{Board, LetterBoxedError}};
//!
//! fn board(text: &str) -> Result<Board, Error> {
//!     Ok(text.parse::<Board>()?) // a LetterBoxedError becomes the crate's Error
//! }
//! assert!(matches!(board("abc def"), Err(Error::LetterBoxed(LetterBoxedError::SideCount { .. }))));
//! ```
//!
//! ## Room to grow
//!
//! Options are `#[non_exhaustive]` with readable fields, made from `Default` and changed with
//! `with_*` builders; so are the reports and results the crates fill in (read their fields,
//! match them with `..`), the errors, the verdicts, `Status`, `GameId`, `Origin` and the
//! difficulties. Exhaustive on purpose: plain values whose fields are their whole meaning, the
//! puzzle types a caller builds to `check`, and sets the game fixes. The dependencies that
//! appear in signatures are re-exported: [`rand_core`], [`serde_json`], [`wordgames_lexicon`],
//! [`wordgames_wordle`], [`wordgames_wordnet`].
//!
//! ## Threads
//!
//! Generators, puzzles, verdicts and errors are `Send + Sync`, and games are too; nothing holds
//! thread-local or global mutable state. The compiler checks it here:
//!
//! ```
//! fn shareable<T: Send + Sync>() {}
//! use wordgames_puzzles::{Error, letter_boxed, word_blender, wordseq};
//! shareable::<Error>();
//! shareable::<letter_boxed::LetterBoxedGenerator<Vec<u8>>>();
//! shareable::<letter_boxed::Puzzle>();
//! shareable::<letter_boxed::Game<'static, Vec<u8>>>();
//! shareable::<word_blender::WordBlenderGenerator<Vec<u8>>>();
//! shareable::<word_blender::Round>();
//! shareable::<wordseq::Level>();
//! ```
//!
//! # Crate features
//!
//! Each game is a feature, and all five are on by default: `letter-boxed`, `word-blender`,
//! `wordseq`, `wordle` and `nettle`. Only `nettle` depends on wordgames-wordnet and its bundled
//! WordNet 3.1 (the wordgames-wordnet-data package, a 22 MB snapshot), so an app that wants
//! Letter Boxed alone asks for `default-features = false, features = ["letter-boxed"]` and
//! neither downloads nor compiles WordNet. [`daily::GameId::is_built`] says which games are built; a
//! day's [`daily::Edition`] lists only those.
//!
//! * `frequencies` (default): the shipped word frequencies of all twelve languages
//!   (wordgames-lexicon's `frequencies`, from the wordgames-wordfreq-data package). English's
//!   are built in without it too (the embedded lexicon's, which its puzzles are made with); a
//!   program that wants a few other languages turns it off and names them on its own
//!   wordgames-lexicon dependency (`features = ["frequencies-nb"]`), and the shipped
//!   frequencies of a language left out are `wordgames_lexicon::Error::FrequencyDataMissing`.
//! * `serde`: `Serialize` and `Deserialize` for puzzles, [`Date`] and [`daily::Daily`] (with
//!   wordgames-play's `serde`).
//! * `proptest`: the `proptest` module, strategies for the family's values and conformance
//!   checks for your generators and games (with the same features of wordgames-lexicon and
//!   wordgames-wordle).
#![deny(missing_docs)]

pub mod daily;
mod edition;
mod error;
mod familiar;
#[cfg(all(feature = "word-blender", feature = "wordseq", feature = "wordle"))]
pub mod language;
#[cfg(feature = "letter-boxed")]
pub mod letter_boxed;
#[cfg(feature = "nettle")]
pub mod nettle;
#[cfg(feature = "proptest")]
pub mod proptest;
#[cfg(feature = "word-blender")]
pub mod word_blender;
#[cfg(feature = "wordle")]
pub mod wordle;
#[cfg(feature = "wordseq")]
pub mod wordseq;

pub use crate::error::{Error, Result};
#[cfg(all(feature = "word-blender", feature = "wordseq", feature = "wordle"))]
pub use crate::language::Language;

/// The family's shared vocabulary, wordgames-play's, at this crate's paths: a game written in
/// a crate of its own implements the same traits ([`play::Play`], [`Generator`]) and deals its
/// daily puzzles with the same [`Date`], [`daily::Calendar`] and [`rng::Pcg32`].
pub use wordgames_play::{self, Budget, Date, Generator, play, rng};

pub use wordgames_lexicon;
/// The lexicon crate of this crate's signatures (generators and games take a
/// [`Lexicon`](wordgames_lexicon::Lexicon)), re-exported so that a caller names the same
/// version.
/// The family's one budget failure, which [`Error::BudgetExhausted`] and
/// `WordseqError::BudgetExhausted` wrap.
pub use wordgames_lexicon::BudgetExhausted;

/// The Wordle crate of this crate's signatures (the daily answer, the edition's answer list),
/// re-exported so that a caller names the same version.
pub use wordgames_wordle;

/// The WordNet crate of Nettle's signatures (feature `nettle`), re-exported so that a caller
/// names the same version; its `petgraph` is `wordgames_wordnet::petgraph`.
#[cfg(feature = "nettle")]
pub use wordgames_wordnet;

/// The `rand_core` this crate's signatures use ([`Generator::generate`] takes a
/// `&mut dyn rand_core::Rng`), re-exported so that a caller's generator names the same version.
pub use rand_core;

/// The `serde_json` whose error [`wordseq::WordseqError`] carries for a level document that is
/// not JSON, re-exported so that a caller can name it without a dependency of its own.
pub use serde_json;
