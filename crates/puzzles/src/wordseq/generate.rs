//! The level generator: presets, parameters and the parallel, deterministic candidate search.

use std::{collections::BTreeSet, fmt, ops::RangeInclusive, str::FromStr};

use rand_core::Rng;
use rayon::prelude::*;
use wordgames_lexicon::{BlockList, Familiarity, Lexicon, Profile};

use super::{
    Level, Limit, Node, TreeShape, WordseqError,
    dictionary::{Dictionary, WordClass},
    explore::{Explorer, Limits, Stop},
    game::words_in,
    grid::{Grid, MAX_CELLS, MAX_SIDE, Move},
};
use crate::{
    Budget, Error, Generator, Result,
    rng::{Pcg32, splitmix64},
};

/// English letter frequencies in running text, in thousandths of a percent (Lewand,
/// *Cryptological Mathematics*, 2000), `a` to `z`: the English generator's letter weights. They
/// sum to 99,999 (the published percentages are rounded).
pub const ENGLISH_LETTER_WEIGHTS: &[u32] = &[
    8_167, 1_492, 2_782, 4_253, 12_702, 2_228, 2_015, 6_094, 6_966, 153, 772, 4_025, 2_406, 6_749,
    7_507, 1_929, 95, 5_987, 6_327, 9_056, 2_758, 978, 2_360, 150, 1_974, 74,
];

/// The three difficulty presets of the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum Difficulty {
    /// 3 rows by 4 columns, four-letter words, 7 to 10 moves, at most 12 distinct words.
    Normal,
    /// 4 by 4, four-letter words, 6 to 9 moves, at most 12 distinct words.
    Hard,
    /// 5 by 5, five-letter words, 10 to 20 moves, at most 20 distinct words, of the hard band
    /// of familiarity ([`Familiarity::Hard`], Zipf 2.0 and up): so few grids of five-letter
    /// words make a long level of normal words only that a level would take minutes, or run
    /// out of its budget.
    Impossible,
}

impl Difficulty {
    /// Every preset, easiest first.
    pub const ALL: [Difficulty; 3] = [Difficulty::Normal, Difficulty::Hard, Difficulty::Impossible];

    /// The preset's parameters.
    fn params(self) -> Params {
        match self {
            Difficulty::Normal => Params::preset((3, 4, 4), (7, 10), 12, 5_000_000),
            Difficulty::Hard => Params::preset((4, 4, 4), (6, 9), 12, 5_000_000),
            Difficulty::Impossible => Params {
                band: Familiarity::Hard,
                ..Params::preset((5, 5, 5), (10, 20), 20, 50_000_000)
            },
        }
    }

    /// `"normal"`, `"hard"` or `"impossible"`.
    pub fn as_str(self) -> &'static str {
        match self {
            Difficulty::Normal => "normal",
            Difficulty::Hard => "hard",
            Difficulty::Impossible => "impossible",
        }
    }
}

impl fmt::Display for Difficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Difficulty {
    type Err = Error;

    fn from_str(s: &str) -> Result<Difficulty> {
        Difficulty::ALL
            .into_iter()
            .find(|d| d.as_str() == s)
            .ok_or_else(|| {
                invalid(
                    "difficulty",
                    s.to_string(),
                    "expected normal, hard or impossible",
                )
            })
    }
}

/// Everything that shapes a generated level; set through [`WordseqGenerator`]'s builders.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
struct Params {
    rows: usize,
    cols: usize,
    word_length: usize,
    min_turns: u32,
    max_turns: u32,
    max_unique_words: usize,
    /// One weight a letter of the profile; `None`: the profile's default
    /// ([`WordseqGenerator::with_letter_weights`]).
    letter_weights: Option<Vec<u32>>,
    block_list: BlockList,
    /// The band of the words a level may form ([`WordseqGenerator::with_familiarity`]).
    band: Familiarity,
    tree: TreeShape,
    budget: Budget,
    max_tree_nodes: u64,
}

impl Params {
    fn preset(
        (rows, cols, word_length): (usize, usize, usize),
        (min_turns, max_turns): (u32, u32),
        max_unique_words: usize,
        max_grids: u64,
    ) -> Params {
        Params {
            rows,
            cols,
            word_length,
            min_turns,
            max_turns,
            max_unique_words,
            letter_weights: None,
            block_list: BlockList::english(),
            band: Familiarity::default(),
            tree: TreeShape::Pruned,
            budget: Budget::new(max_grids, 1_000_000),
            max_tree_nodes: 1_000_000,
        }
    }

    /// Checks the parameters that [`WordseqGenerator::with_grid`] does not.
    fn validate(&self) -> Result<()> {
        if self.min_turns > self.max_turns || self.max_turns == 0 {
            return Err(invalid(
                "min_turns",
                format!("{}..={}", self.min_turns, self.max_turns),
                "need 1 <= max_turns and min_turns <= max_turns",
            ));
        }
        if !(1..=64).contains(&self.max_unique_words) {
            return Err(invalid(
                "max_unique_words",
                self.max_unique_words.to_string(),
                "must be from 1 to 64",
            ));
        }
        if let Some(weights) = &self.letter_weights {
            check_weights(weights)?;
        }
        if self.budget.max_attempts == 0 {
            return Err(invalid(
                "budget.max_attempts",
                "0".to_string(),
                "must be at least 1",
            ));
        }
        Ok(())
    }
}

/// Checks that letter weights can draw a grid.
fn check_weights(weights: &[u32]) -> Result<()> {
    let total: u64 = weights.iter().map(|&w| u64::from(w)).sum();
    if total == 0 || total > u64::from(u32::MAX) {
        return Err(invalid(
            "letter_weights",
            format!("{weights:?}"),
            "the weights must sum to between 1 and 2^32 - 1",
        ));
    }
    Ok(())
}

fn invalid(name: &'static str, value: String, reason: &'static str) -> Error {
    Error::InvalidParameter {
        name,
        value,
        reason,
    }
}

/// What a generation did: grids drawn, states explored, and why grids were turned down.
///
/// Counts cover the grids up to and including the one that became the level, so a report is
/// as reproducible as the level.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct Report {
    /// Grids drawn.
    pub grids: u64,
    /// States explored, over every grid.
    pub states: u64,
    /// Grids that already read a word.
    pub holds_word: u64,
    /// Grids whose tree forms a word outside the common tier or on the block list.
    pub not_common: u64,
    /// Grids whose tree forms more than `max_unique_words` words.
    pub too_many_words: u64,
    /// Grids whose optimum is above `max_turns`.
    pub too_long: u64,
    /// Grids whose optimum is below `min_turns`.
    pub too_short: u64,
    /// Grids whose search needed more than `budget.max_nodes` states, or whose tree more than
    /// `max_tree_nodes` nodes.
    pub too_large: u64,
}

enum Outcome {
    Found(Box<Level>),
    HoldsWord,
    Stopped(Stop),
    TooShort,
}

/// How many candidate grids are searched in parallel before the lowest success is taken.
/// Changing it changes speed only, never the level.
const BATCH: u64 = 1024;

/// The wordseq level generator.
///
/// Made with [`WordseqGenerator::new`] (the normal preset) and configured only by its
/// `with_*` builders: a preset ([`with_difficulty`](WordseqGenerator::with_difficulty)), or
/// the grid, the turn range, the word limit, the letter weights, the block list, the tree shape
/// and the budgets one by one.
///
/// A candidate grid is drawn letter by letter by the letter weights; a grid that already reads
/// a word is dropped; then every sequence of valid moves is explored, and the grid becomes the
/// level when every word its tree forms is familiar and not blocked, there are at most
/// `max_unique_words` of them, and the optimum is within the turn range.
///
/// Candidates are searched in parallel with rayon, yet the level depends only on the seed:
/// [`generate`](Generator::generate) draws one `u64` from the caller's generator, candidate
/// `i` draws its grid from a [`Pcg32`] seeded with SplitMix64 of that number and `i`,
/// candidates are searched in batches of 1,024, and the level is the lowest-numbered candidate
/// that succeeds. The batch size changes the speed only, never the level.
///
/// # Example
///
/// ```
/// use wordgames_lexicon::Lexicon;
/// use wordgames_puzzles::{Generator, rng::Pcg32, wordseq::WordseqGenerator};
/// use rand_core::SeedableRng;
///
/// // A 2x3 grid of three-letter words, read along the rows.
/// let lexicon = Lexicon::from_words(["cat", "act", "tac", "dog", "god", "cot", "tic", "cats"])?;
/// let generator = WordseqGenerator::new(&lexicon)?
///     .with_grid(2, 3, 3)?
///     .with_turns(1..=4)?
///     .with_max_unique_words(6)?;
/// let level = generator.generate(&mut Pcg32::seed_from_u64(7))?;
/// assert!((1..=4).contains(&level.optimum()));
/// assert!(generator.check(&level).is_ok());
/// # Ok::<(), wordgames_puzzles::Error>(())
/// ```
pub struct WordseqGenerator<'l, D> {
    lexicon: &'l Lexicon<D>,
    params: Params,
    dictionary: Dictionary,
    /// The letter weights in force: the given ones, or the profile's default.
    weights: Vec<u32>,
}

impl<D> Clone for WordseqGenerator<'_, D> {
    fn clone(&self) -> Self {
        WordseqGenerator {
            lexicon: self.lexicon,
            params: self.params.clone(),
            dictionary: self.dictionary.clone(),
            weights: self.weights.clone(),
        }
    }
}

impl<D> fmt::Debug for WordseqGenerator<'_, D> {
    /// The parameters and the dictionary's sizes, never the lexicon's words.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let p = &self.params;
        f.debug_struct("WordseqGenerator")
            .field("profile", &self.dictionary.profile().tag())
            .field("grid", &(p.rows, p.cols))
            .field("word_length", &p.word_length)
            .field("turns", &(p.min_turns..=p.max_turns))
            .field("max_unique_words", &p.max_unique_words)
            .field("block_list", &p.block_list.len())
            .field("familiarity", &p.band)
            .field("tree", &p.tree)
            .field("budget", &p.budget)
            .field("max_tree_nodes", &p.max_tree_nodes)
            .field("dictionary", &self.dictionary)
            .finish()
    }
}

impl<'l, D: AsRef<[u8]>> WordseqGenerator<'l, D> {
    /// A generator of normal English levels ([`Difficulty::Normal`]) with the words of
    /// `lexicon`, the English block list ([`BlockList::english`]) and the English letter
    /// weights ([`ENGLISH_LETTER_WEIGHTS`]).
    ///
    /// # Errors
    ///
    /// [`Error::NotEnoughWords`] when the lexicon has no familiar four-letter word.
    pub fn new(lexicon: &'l Lexicon<D>) -> Result<WordseqGenerator<'l, D>> {
        WordseqGenerator::new_in(lexicon, Profile::english())
    }

    /// A generator of normal levels ([`Difficulty::Normal`]) in the letters of `profile` (up
    /// to [`Profile::MAX_LETTERS`] letters), with the words of `lexicon` written in them. In
    /// English it is [`WordseqGenerator::new`]; in another profile no block list is in force
    /// (give one with [`with_block_list`](Self::with_block_list)), and a letter's weight is how
    /// often it occurs in the common words of the word length.
    ///
    /// # Errors
    ///
    /// [`Error::NotEnoughWords`] when the lexicon has no familiar four-letter word of the
    /// profile.
    ///
    /// # Example
    ///
    /// ```
    /// use wordgames_lexicon::{Lexicon, ReadOptions, profile};
    /// use wordgames_puzzles::{Budget, Generator, rng::Pcg32, wordseq::WordseqGenerator};
    /// use rand_core::SeedableRng;
    ///
    /// let options = ReadOptions::default().with_profile(&profile::NB);
    /// // The normal preset it starts from needs a four-letter word.
    /// let words = "bær\nrøk\nkør\nsær\nære\nrød\nsød\nbør\nkåt\nbåt\nsåt\nrår\nrøde\n";
    /// let (lexicon, _) = Lexicon::from_reader(words.as_bytes(), "nb", options)?;
    /// let generator = WordseqGenerator::new_in(&lexicon, &profile::NB)?
    ///     .with_grid(2, 3, 3)?
    ///     .with_turns(1..=4)?
    ///     .with_budget(Budget::new(200_000, 10_000))?;
    /// let level = generator.generate(&mut Pcg32::seed_from_u64(1))?;
    /// assert_eq!(level.initial_grid().profile().tag(), "nb");
    /// assert!(generator.check(&level).is_ok());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new_in(
        lexicon: &'l Lexicon<D>,
        profile: &'static Profile,
    ) -> Result<WordseqGenerator<'l, D>> {
        let mut params = Difficulty::Normal.params();
        if !profile.is_ascii_az() {
            params.block_list = BlockList::none();
        }
        let dictionary = Dictionary::new_in_band(
            lexicon,
            profile,
            params.word_length,
            &params.block_list,
            params.band,
        )?;
        let weights = default_weights(&dictionary);
        Ok(WordseqGenerator {
            lexicon,
            params,
            dictionary,
            weights,
        })
    }

    /// The language profile of the levels.
    pub fn profile(&self) -> &'static Profile {
        self.dictionary.profile()
    }

    /// Applies `change` to the parameters, checks them and rebuilds the dictionary if its word
    /// length, block list or band changed.
    fn set(mut self, change: impl FnOnce(&mut Params)) -> Result<WordseqGenerator<'l, D>> {
        let dictionary_of = |p: &Params| (p.word_length, p.block_list.clone(), p.band);
        let before = dictionary_of(&self.params);
        change(&mut self.params);
        self.params.validate()?;
        if before != dictionary_of(&self.params) {
            self.dictionary = Dictionary::new_in_band(
                self.lexicon,
                self.dictionary.profile(),
                self.params.word_length,
                &self.params.block_list,
                self.params.band,
            )?;
        }
        self.weights = match &self.params.letter_weights {
            Some(weights) => weights.clone(),
            None => default_weights(&self.dictionary),
        };
        Ok(self)
    }

    /// A preset's grid, word length, turn range, word limit, budget and band of familiarity
    /// (normal, but hard for [`Difficulty::Impossible`]); the letter weights, block list, tree
    /// shape and tree limit stay as they are. Set another band after this call
    /// ([`with_familiarity`](Self::with_familiarity)).
    ///
    /// # Errors
    ///
    /// [`Error::NotEnoughWords`] when the lexicon has no common word of the preset's length.
    pub fn with_difficulty(self, difficulty: Difficulty) -> Result<WordseqGenerator<'l, D>> {
        let preset = difficulty.params();
        self.set(|p| {
            (p.rows, p.cols, p.word_length) = (preset.rows, preset.cols, preset.word_length);
            (p.min_turns, p.max_turns) = (preset.min_turns, preset.max_turns);
            p.max_unique_words = preset.max_unique_words;
            p.budget = preset.budget;
            p.band = preset.band;
        })
    }

    /// A grid of `rows` by `cols` (2 to [`MAX_SIDE`] each) and words of `word_length` letters:
    /// the length of the rows (`cols`), of the columns (`rows`), or both. Only lines of that
    /// length are read.
    ///
    /// # Errors
    ///
    /// [`WordseqError::GridSide`] or [`WordseqError::GeneratorWordLength`] for a size that
    /// cannot work; [`Error::NotEnoughWords`] when the lexicon has no common word of that
    /// length.
    pub fn with_grid(
        self,
        rows: usize,
        cols: usize,
        word_length: usize,
    ) -> Result<WordseqGenerator<'l, D>> {
        for (side, value) in [("rows", rows), ("cols", cols)] {
            if !(2..=MAX_SIDE).contains(&value) {
                return Err(WordseqError::GridSide {
                    side,
                    value,
                    min: 2,
                }
                .into());
            }
        }
        if word_length != rows && word_length != cols {
            return Err(WordseqError::GeneratorWordLength { word_length }.into());
        }
        self.set(|p| (p.rows, p.cols, p.word_length) = (rows, cols, word_length))
    }

    /// The fewest and the most moves the optimal game may have.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidParameter`] when the range is empty or ends at 0.
    pub fn with_turns(self, turns: RangeInclusive<u32>) -> Result<WordseqGenerator<'l, D>> {
        self.set(|p| (p.min_turns, p.max_turns) = turns.into_inner())
    }

    /// The most distinct words that may be formed anywhere in the level, 1 to 64.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidParameter`] outside 1 to 64.
    pub fn with_max_unique_words(self, max: usize) -> Result<WordseqGenerator<'l, D>> {
        self.set(|p| p.max_unique_words = max)
    }

    /// The weight of each letter of the profile, in alphabet order, when a grid is drawn
    /// (default: [`ENGLISH_LETTER_WEIGHTS`] in English; in another profile how often each
    /// letter occurs in the common words of the word length).
    ///
    /// # Errors
    ///
    /// [`Error::InvalidParameter`] when there is not one weight a letter of the profile, or
    /// when the weights sum to 0 or above `u32::MAX`.
    pub fn with_letter_weights(
        self,
        weights: impl Into<Vec<u32>>,
    ) -> Result<WordseqGenerator<'l, D>> {
        let weights = weights.into();
        if weights.len() != self.profile().len() {
            return Err(invalid(
                "letter_weights",
                format!("{} weights", weights.len()),
                "needs one weight for each letter of the profile",
            ));
        }
        self.set(|p| p.letter_weights = Some(weights))
    }

    /// Words a level must never form, on top of the words outside the common tier (default
    /// [`BlockList::english`]; this list replaces it, and [`BlockList::none`] blocks nothing).
    ///
    /// # Errors
    ///
    /// [`Error::NotEnoughWords`] when no common word of the word length is left.
    pub fn with_block_list(self, block_list: BlockList) -> Result<WordseqGenerator<'l, D>> {
        self.set(|p| p.block_list = block_list)
    }

    /// The band of familiarity of the words a level may form (default
    /// [`Familiarity::Normal`]): every word of the level's tree, the best game's included, is
    /// of the band ([`Dictionary::new_in_band`]); the lexicon's other words are still accepted
    /// as moves when a player forms them.
    ///
    /// # Errors
    ///
    /// [`Error::NotEnoughWords`] when no word of the word length is in the band.
    ///
    /// ```
    /// use wordgames_lexicon::{Familiarity, Lexicon};
    /// use wordgames_puzzles::wordseq::WordseqGenerator;
    ///
    /// let english = Lexicon::english();
    /// let easy = WordseqGenerator::new(&english)?.with_familiarity(Familiarity::Easy)?;
    /// assert_eq!(easy.familiarity(), Familiarity::Easy);
    /// assert!(easy.dictionary().common_len() < WordseqGenerator::new(&english)?.dictionary().common_len());
    /// # Ok::<(), wordgames_puzzles::Error>(())
    /// ```
    pub fn with_familiarity(self, band: Familiarity) -> Result<WordseqGenerator<'l, D>> {
        self.set(|p| p.band = band)
    }

    /// The band of familiarity of the words a level may form.
    pub fn familiarity(&self) -> Familiarity {
        self.params.band
    }

    /// Which tree the levels hold (default [`TreeShape::Pruned`]).
    pub fn with_tree(mut self, tree: TreeShape) -> WordseqGenerator<'l, D> {
        self.params.tree = tree;
        self
    }

    /// `max_attempts`: grids drawn before giving up; `max_nodes`: states one grid's search may
    /// explore (a grid that needs more is skipped). The presets allow 1,000,000 states a grid
    /// and 5,000,000 grids (normal, hard) or 50,000,000 (impossible), about 50 times the mean
    /// number a level needs (see `docs/BENCHMARKS.md`).
    ///
    /// # Errors
    ///
    /// [`Error::InvalidParameter`] when `max_attempts` is 0.
    pub fn with_budget(self, budget: Budget) -> Result<WordseqGenerator<'l, D>> {
        self.set(|p| p.budget = budget)
    }

    /// The most nodes a level's tree may hold (default 1,000,000): a grid whose tree is larger
    /// is skipped.
    pub fn with_max_tree_nodes(mut self, max: u64) -> WordseqGenerator<'l, D> {
        self.params.max_tree_nodes = max;
        self
    }

    /// The grid's rows and columns.
    pub fn grid_size(&self) -> (usize, usize) {
        (self.params.rows, self.params.cols)
    }

    /// The length of the words.
    pub fn word_length(&self) -> usize {
        self.params.word_length
    }

    /// The fewest and most moves of the optimal game.
    pub fn turns(&self) -> RangeInclusive<u32> {
        self.params.min_turns..=self.params.max_turns
    }

    /// The most distinct words a level may form.
    pub fn max_unique_words(&self) -> usize {
        self.params.max_unique_words
    }

    /// The tree the levels hold.
    pub fn tree(&self) -> TreeShape {
        self.params.tree
    }

    /// The budget.
    pub fn budget(&self) -> Budget {
        self.params.budget
    }

    /// The dictionary the generator judges words with.
    pub fn dictionary(&self) -> &Dictionary {
        &self.dictionary
    }

    /// Generates a level and reports what the search did.
    ///
    /// # Errors
    ///
    /// [`Error::BudgetExhausted`] (unit `"grids"`) when `budget.max_attempts` grids give no
    /// level.
    pub fn generate_with_report(&self, rng: &mut dyn Rng) -> Result<(Level, Report)> {
        self.generate_observed(rng, &mut |_| {})
    }

    /// [`generate_with_report`](Self::generate_with_report), calling `observe` with the report
    /// so far after each batch of grids (a few hundred to a few thousand), so that a program can
    /// show progress against `budget.max_attempts` grids. The level is the same as without an
    /// observer.
    ///
    /// ```
    /// use wordgames_lexicon::Lexicon;
    /// use wordgames_puzzles::{rng::Pcg32, wordseq::WordseqGenerator};
    /// use rand_core::SeedableRng;
    ///
    /// let lexicon = Lexicon::english();
    /// let generator = WordseqGenerator::new(&lexicon)?;
    /// let mut seen = Vec::new();
    /// let (level, report) =
    ///     generator.generate_observed(&mut Pcg32::seed_from_u64(1), &mut |r| seen.push(r.grids))?;
    /// let (same, _) = generator.generate_with_report(&mut Pcg32::seed_from_u64(1))?;
    /// assert_eq!(level.to_json(), same.to_json());
    /// // Called once a batch, with the grids counted so far, the last time with all of them.
    /// assert!(seen.windows(2).all(|w| w[0] < w[1]));
    /// assert_eq!(seen.last(), Some(&report.grids));
    /// # Ok::<(), wordgames_puzzles::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`generate_with_report`](Self::generate_with_report).
    pub fn generate_observed(
        &self,
        rng: &mut dyn Rng,
        observe: &mut dyn FnMut(&Report),
    ) -> Result<(Level, Report)> {
        let seed = rng.next_u64();
        let p = &self.params;
        let limits = Limits {
            max_nodes: p.budget.max_nodes,
            max_depth: Some(p.max_turns),
            max_words: p.max_unique_words,
            common_only: true,
        };
        let template = Explorer::new(&self.dictionary, p.rows, p.cols, limits);
        let (profile, weights) = (self.profile(), &self.weights[..]);
        let mut report = Report::default();
        let mut start = 0;
        while start < p.budget.max_attempts {
            let end = (start + BATCH).min(p.budget.max_attempts);
            let outcomes: Vec<(Outcome, u64)> = (start..end)
                .into_par_iter()
                .map_init(
                    || template.fresh(),
                    |explorer, index| {
                        explorer.reset();
                        let outcome = candidate(p, profile, weights, explorer, seed, index);
                        (outcome, explorer.nodes())
                    },
                )
                .collect();
            for (outcome, states) in outcomes {
                report.grids += 1;
                report.states += states;
                match outcome {
                    Outcome::Found(level) => {
                        observe(&report);
                        return Ok((*level, report));
                    }
                    Outcome::HoldsWord => report.holds_word += 1,
                    Outcome::TooShort => report.too_short += 1,
                    Outcome::Stopped(Stop::TooLong) => report.too_long += 1,
                    Outcome::Stopped(Stop::TooManyWords) => report.too_many_words += 1,
                    Outcome::Stopped(Stop::NotCommon(_)) => report.not_common += 1,
                    Outcome::Stopped(Stop::Nodes | Stop::TreeTooLarge) => report.too_large += 1,
                }
            }
            observe(&report);
            start = end;
        }
        Err(Error::BudgetExhausted(crate::BudgetExhausted {
            search: "wordseq level generation",
            budget: p.budget.max_attempts,
            unit: "grids",
            hint: "raise budget.max_attempts, widen min_turns..=max_turns or raise max_unique_words",
        }))
    }
}

/// Draws candidate `index` of `seed` and searches it.
fn candidate(
    p: &Params,
    profile: &'static Profile,
    weights: &[u32],
    explorer: &mut Explorer<'_>,
    seed: u64,
    index: u64,
) -> Outcome {
    let mut rng = candidate_rng(seed, index);
    let grid = draw_grid(&mut rng, profile, p.rows, p.cols, weights);
    let cells = Explorer::cells(&grid);
    if explorer.reads_word(&cells) {
        return Outcome::HoldsWord;
    }
    let mut work = cells;
    match explorer.depth(&mut work, 0, 0) {
        Err(stop) => return Outcome::Stopped(stop),
        Ok(depth) if depth < p.min_turns => return Outcome::TooShort,
        Ok(_) => {}
    }
    match explorer.level(&grid, p.tree, p.max_tree_nodes) {
        Ok(level) => Outcome::Found(Box::new(level)),
        Err(stop) => Outcome::Stopped(stop),
    }
}

/// The generator of candidate `index`: both PCG words come from SplitMix64 of the seed and
/// the index, so that neighbouring candidates are unrelated (PCG streams that share a state
/// but differ in increment are correlated).
pub(crate) fn candidate_rng(seed: u64, index: u64) -> Pcg32 {
    let state = splitmix64(seed ^ splitmix64(index));
    Pcg32::new(state, splitmix64(state))
}

/// The default letter weights of a dictionary's profile: [`ENGLISH_LETTER_WEIGHTS`] in
/// English, elsewhere how often each letter occurs in the common words.
fn default_weights(dictionary: &Dictionary) -> Vec<u32> {
    if dictionary.profile().is_ascii_az() {
        ENGLISH_LETTER_WEIGHTS.to_vec()
    } else {
        dictionary.common_letter_counts()
    }
}

/// A grid of letters of `profile` drawn by `weights`, one a letter in alphabet order (which
/// sum to at least 1 and fit a `u32`).
pub(crate) fn draw_grid(
    rng: &mut Pcg32,
    profile: &'static Profile,
    rows: usize,
    cols: usize,
    weights: &[u32],
) -> Grid {
    // The running sums of the weights: a draw `pick` below the total is the first letter whose
    // running sum exceeds it (letters of weight 0 are never drawn).
    let mut sums = [0u32; wordgames_lexicon::Profile::MAX_LETTERS];
    let mut total = 0u32;
    for (sum, &weight) in sums.iter_mut().zip(weights) {
        total += weight;
        *sum = total;
    }
    let sums = &sums[..weights.len().min(sums.len())];
    let mut cells = [0u8; MAX_CELLS];
    for cell in cells.iter_mut().take(rows * cols) {
        let pick = crate::rng::below(rng, total as usize).unwrap_or(0) as u32;
        let letter = sums.partition_point(|&sum| sum <= pick);
        *cell = if letter < sums.len() { letter as u8 } else { 0 };
    }
    Grid::from_indices(profile, rows, cols, &cells[..rows * cols])
}

impl<D: AsRef<[u8]>> Generator for WordseqGenerator<'_, D> {
    crate::daily::generator_of_game!(Wordseq, Level, WordseqError);

    fn generate(&self, rng: &mut dyn Rng) -> Result<Level> {
        self.generate_with_report(rng).map(|(level, _)| level)
    }

    /// Replays the whole tree with the dictionary: every move is a valid swap that forms exactly
    /// the listed new words, every node lists every valid move (except the leaves a pruned tree
    /// cuts short), every `maxDepthReached` is the true longest continuation, the initial grid
    /// reads no word, every word reachable from it is common and not blocked, there are at most
    /// `max_unique_words` of them, and the optimum is within the turn range.
    fn check(&self, level: &Level) -> std::result::Result<(), WordseqError> {
        let p = &self.params;
        // The validation every consumer of a level shares, first, so that a level broken in
        // structure gets the error `TreeGame::new` gives.
        level.structure()?;
        let grid = level.initial_grid();
        if (grid.rows(), grid.cols(), level.word_length()) != (p.rows, p.cols, p.word_length) {
            return Err(WordseqError::Shape {
                rows: grid.rows(),
                cols: grid.cols(),
                word_length: level.word_length(),
                expected_rows: p.rows,
                expected_cols: p.cols,
                expected_word_length: p.word_length,
            });
        }
        // The rules every level follows, with the lexicon.
        let words = level.verify_rules(&self.dictionary, p.budget.max_nodes)?;
        if !(p.min_turns..=p.max_turns).contains(&level.optimum()) {
            return Err(WordseqError::OptimumOutside {
                optimum: level.optimum(),
                min: p.min_turns,
                max: p.max_turns,
            });
        }
        // Quality: the whole space reachable from the grid, not only the tree as written.
        let limits = Limits {
            max_nodes: p.budget.max_nodes,
            max_depth: None,
            max_words: p.max_unique_words,
            common_only: true,
        };
        let mut quality = Explorer::new(&self.dictionary, p.rows, p.cols, limits);
        let mut cells = Explorer::cells(grid);
        match quality.depth(&mut cells, 0, 0) {
            Ok(depth) if depth == level.optimum() => {}
            Ok(actual) => {
                return Err(WordseqError::WrongOptimum {
                    claimed: level.optimum(),
                    actual,
                });
            }
            Err(stop) => {
                return Err(WordseqError::SearchStopped {
                    after: Vec::new(),
                    limit: limit(stop),
                });
            }
        }
        for word in words {
            if self.dictionary.class(&word) != Some(WordClass::Common) {
                return Err(WordseqError::NotCommon { word });
            }
        }
        Ok(())
    }
}

impl Level {
    /// Checks the rules every level follows, whoever made it, against `dictionary`: first
    /// [`Level::check_structure`], the lexicon-free part that [`TreeGame::new`] runs too (so
    /// there is at least one move); then the word length is the dictionary's and a line of the
    /// grid; the initial grid reads no word; and the tree replays: every move is a valid swap
    /// that forms exactly the listed new words, every node lists every valid move (except the
    /// leaves a pruned tree cuts short), and every `maxDepthReached` is the true longest
    /// continuation.
    ///
    /// [`WordseqGenerator`]'s `check` runs the same two parts, with its preset's shape checked
    /// between them and the conditions of its preset (optimum range, distinct words, common
    /// words) after them. So `wordgames wordseq check` and `wordgames play wordseq --level`
    /// (a [`TreeGame`]) refuse a level broken in structure with the same error.
    ///
    /// [`TreeGame`]: super::TreeGame
    /// [`TreeGame::new`]: super::TreeGame::new
    ///
    /// # Errors
    ///
    /// The errors of [`Level::check_structure`]; [`WordseqError::DictionaryLength`],
    /// [`WordseqError::NoLineOfLength`], [`WordseqError::ReadsWords`], and the replay's errors
    /// ([`WordseqError::TreeMoves`], [`WordseqError::FormsNoWord`], [`WordseqError::WrongWords`],
    /// [`WordseqError::WrongDepth`], [`WordseqError::SearchStopped`] past
    /// [`Budget::max_nodes`] of the default budget).
    pub fn verify(&self, dictionary: &Dictionary) -> Result<()> {
        self.structure()?;
        self.verify_rules(dictionary, Budget::default().max_nodes)?;
        Ok(())
    }

    /// The lexicon part of [`Level::verify`] (after [`Level::check_structure`]), within
    /// `max_nodes` states; the words the tree forms.
    pub(crate) fn verify_rules(
        &self,
        dictionary: &Dictionary,
        max_nodes: u64,
    ) -> std::result::Result<BTreeSet<String>, WordseqError> {
        if self.word_length() != dictionary.word_length() {
            return Err(WordseqError::DictionaryLength {
                level: self.word_length(),
                dictionary: dictionary.word_length(),
            });
        }
        let grid = self.initial_grid();
        super::check_profile(grid, dictionary)?;
        super::check_fits(grid, self.word_length())?;
        let held = words_in(grid, dictionary);
        if !held.is_empty() {
            return Err(WordseqError::ReadsWords { words: held });
        }
        let limits = Limits {
            max_nodes,
            max_depth: None,
            max_words: 64,
            common_only: false,
        };
        let mut rules = Explorer::new(dictionary, grid.rows(), grid.cols(), limits);
        let mut cells = Explorer::cells(grid);
        let mut words = BTreeSet::new();
        replay(
            &mut rules,
            &mut cells,
            0,
            self.optimum(),
            self.tree(),
            &mut Vec::new(),
            &mut words,
        )?;
        Ok(words)
    }
}

/// The public name of the limit a search stopped at.
fn limit(stop: Stop) -> Limit {
    match stop {
        Stop::Nodes => Limit::Nodes,
        Stop::TooLong => Limit::Turns,
        Stop::TooManyWords => Limit::Words,
        Stop::NotCommon(_) => Limit::NotCommon,
        Stop::TreeTooLarge => Limit::TreeSize,
    }
}

/// Checks the nodes below a state against the rules; `path` holds the moves made, for errors.
fn replay(
    rules: &mut Explorer<'_>,
    cells: &mut [u8; MAX_CELLS],
    mask: u64,
    depth: u32,
    nodes: &[Node],
    path: &mut Vec<Move>,
    words: &mut BTreeSet<String>,
) -> std::result::Result<(), WordseqError> {
    let valid = rules
        .moves_from(cells, mask)
        .map_err(|stop| WordseqError::SearchStopped {
            after: path.clone(),
            limit: limit(stop),
        })?;
    let pruned_leaf = nodes.is_empty() && depth > 0;
    if !pruned_leaf {
        let mut listed: Vec<_> = nodes.iter().map(|n| n.mv.normalized()).collect();
        listed.sort();
        let mut allowed: Vec<_> = valid.iter().map(|&(i, _)| rules.move_of(i)).collect();
        allowed.sort();
        if listed != allowed {
            return Err(WordseqError::TreeMoves {
                after: path.clone(),
                listed,
                allowed,
            });
        }
    }
    let all_words = |rules: &Explorer<'_>, bits: u64| -> BTreeSet<String> {
        rules
            .words()
            .into_iter()
            .enumerate()
            .filter(|(id, _)| bits & (1 << id) != 0)
            .map(|(_, w)| w)
            .collect()
    };
    for node in nodes {
        let no_word = || WordseqError::FormsNoWord {
            after: path.clone(),
            mv: node.mv,
        };
        let index = rules.index_of(node.mv).ok_or_else(no_word)?;
        let Some(&(_, new)) = valid.iter().find(|&&(i, _)| i == index) else {
            return Err(no_word());
        };
        let formed = all_words(rules, new);
        let listed: BTreeSet<String> = node.words_formed.iter().cloned().collect();
        if formed != listed {
            return Err(WordseqError::WrongWords {
                after: path.clone(),
                mv: node.mv,
                formed: formed.into_iter().collect(),
                listed: listed.into_iter().collect(),
            });
        }
        words.extend(formed);
        rules.swap(cells, index);
        let true_depth = rules.depth(cells, mask | new, 0);
        path.push(node.mv);
        let result = match true_depth {
            Ok(d) if d == node.max_depth => replay(
                rules,
                cells,
                mask | new,
                node.max_depth,
                &node.next,
                path,
                words,
            ),
            Ok(actual) => Err(WordseqError::WrongDepth {
                after: path.clone(),
                claimed: node.max_depth,
                actual,
            }),
            Err(stop) => Err(WordseqError::SearchStopped {
                after: path.clone(),
                limit: limit(stop),
            }),
        };
        path.pop();
        rules.swap(cells, index);
        result?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_follow_the_weights() {
        assert_eq!(ENGLISH_LETTER_WEIGHTS.iter().sum::<u32>(), 99_999);
        let en = Profile::english();
        let mut counts = vec![0u32; en.len()];
        for index in 0..400 {
            let grid = draw_grid(
                &mut candidate_rng(1, index),
                en,
                5,
                5,
                ENGLISH_LETTER_WEIGHTS,
            );
            for &cell in grid.indices() {
                counts[usize::from(cell)] += 1;
            }
        }
        // 10,000 draws: 'e' (12.7%) leads, 'z' (0.07%) is rare.
        let most = (0..counts.len()).max_by_key(|&i| counts[i]).unwrap();
        assert_eq!(en.char_of(wordgames_lexicon::Letter(most as u8)), Some('e'));
        assert!(counts[counts.len() - 1] < 40, "{counts:?}");
        // Only one letter allowed: every cell is that letter.
        let mut only_q = vec![0u32; en.len()];
        only_q[en.letter('q').unwrap().index()] = 1;
        let grid = draw_grid(&mut candidate_rng(2, 0), en, 3, 4, &only_q);
        assert_eq!(grid.to_rows(), ["qqqq"; 3]);
        // Another alphabet: the last letter of Ukrainian's 33.
        let uk = Profile::by_tag("uk").unwrap();
        let mut only_ya = vec![0u32; uk.len()];
        only_ya[uk.len() - 1] = 1;
        let grid = draw_grid(&mut candidate_rng(2, 0), uk, 2, 2, &only_ya);
        assert_eq!(grid.to_rows(), ["яя"; 2]);
    }
}
