//! The generator: boards built from chains of familiar words, each with its par and most
//! familiar solution.

use std::{fmt, ops::ControlFlow};

use rand_core::Rng;
use wordgames_lexicon::{BlockList, Familiarity, Lexicon, Profile, Zipf};

use super::{ABSENT, Board, LetterBoxedError, Solver, check_solution};
use crate::{
    Budget, Error, Result,
    rng::{below, shuffle},
};

/// A generated Letter Boxed puzzle: the board, its par and its most familiar solution.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Puzzle {
    /// The board.
    pub board: Board,
    /// The fewest familiar words (of the generator's band) that solve the board. Rarer words
    /// may solve it in fewer; a player may play them.
    pub par: usize,
    /// The most familiar solution of `par` familiar words ([`Solver::best_in`]).
    pub solution: Vec<String>,
    /// The familiar words the board was built from, a solution too.
    pub chain: Vec<String>,
    /// How hard the puzzle is.
    pub difficulty: Difficulty,
}

/// How hard a Letter Boxed puzzle is (docs/LETTER-BOXED.md): its par, and how familiar the
/// rarest word of its shown solution is. More words to par and a rarer word make it harder.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct Difficulty {
    /// The par: the fewest familiar words that solve the board.
    pub par: usize,
    /// The frequency of the shown solution's rarest word on the Zipf scale: the lexicon's where
    /// it carries frequencies, else the stand-in of the word's grade (the common tier's
    /// boundary is 3.00).
    pub rarest: Zipf,
    /// Whether `rarest` is a measured frequency (the lexicon carries frequencies) rather than
    /// the stand-in of a grade.
    pub measured: bool,
}

/// A familiar word that boards may be built from.
#[derive(Debug, Clone)]
struct Candidate {
    word: Box<str>,
    /// The word's letters, as indices in the profile's alphabet.
    seq: Box<[u8]>,
    /// Letters used, one bit per letter of the alphabet.
    letters: u64,
}

/// The Letter Boxed generator: boards built from chains of familiar words (of a
/// [`Familiarity`] band, normal by default), with their par counted in familiar words and the
/// most familiar solution of that par.
///
/// # Example
///
/// ```
/// use wordgames_lexicon::Lexicon;
/// use wordgames_puzzles::{Generator, letter_boxed::LetterBoxedGenerator, rng::Pcg32};
/// use rand_core::SeedableRng;
///
/// let generator = LetterBoxedGenerator::new(Lexicon::english())?.with_max_words(3)?;
/// let puzzle = generator.generate(&mut Pcg32::seed_from_u64(7))?;
/// assert!(puzzle.par >= 2 && puzzle.par <= 3);
/// assert_eq!(puzzle.solution.len(), puzzle.par);
/// assert!(generator.check(&puzzle).is_ok());
/// # Ok::<(), wordgames_puzzles::Error>(())
/// ```
pub struct LetterBoxedGenerator<D = Vec<u8>> {
    lexicon: Lexicon<D>,
    profile: &'static Profile,
    candidates: Vec<Candidate>,
    /// For each letter of the alphabet, the candidates that start with it.
    by_first: Vec<Vec<u32>>,
    max_words: usize,
    budget: Budget,
    blocked: BlockList,
    band: Familiarity,
}

impl<D: AsRef<[u8]>> fmt::Debug for LetterBoxedGenerator<D> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("LetterBoxedGenerator")
            .field("lexicon", &self.lexicon)
            .field("profile", &self.profile.tag())
            .field("candidates", &self.candidates.len())
            .field("max_words", &self.max_words)
            .field("budget", &self.budget)
            .field("blocked", &self.blocked)
            .field("band", &self.band)
            .finish()
    }
}

impl<D: AsRef<[u8]>> LetterBoxedGenerator<D> {
    /// The default length of the chain a board is built from, which bounds its par.
    pub const DEFAULT_MAX_WORDS: usize = 3;

    /// The default budget: 2,000 attempts (fresh chains) of at most 20,000 nodes (letter
    /// placements) each.
    pub const DEFAULT_BUDGET: Budget = Budget::new(2_000, 20_000);

    /// A generator that builds boards from the familiar words of `lexicon`
    /// ([`Familiarity::Normal`]; in a lexicon without frequencies, its common tier), counts
    /// par and shows solutions in them, and accepts all of it, less the English block list:
    /// chains of at most [`Self::DEFAULT_MAX_WORDS`] words, within [`Self::DEFAULT_BUDGET`].
    ///
    /// # Errors
    ///
    /// [`Error::NotEnoughWords`] when no familiar word can go on a board.
    pub fn new(lexicon: Lexicon<D>) -> Result<LetterBoxedGenerator<D>> {
        LetterBoxedGenerator::new_in(lexicon, Profile::english())
    }

    /// A generator of boards in the letters of `profile` (up to
    /// [`Profile::MAX_LETTERS`] letters), from the familiar words of `lexicon` that are
    /// written in them. In English it is [`LetterBoxedGenerator::new`]; in another profile no
    /// block list is in force (give one with [`with_block_list`](Self::with_block_list)).
    ///
    /// # Errors
    ///
    /// [`Error::NotEnoughWords`] when no familiar word can go on a board.
    ///
    /// # Example
    ///
    /// ```
    /// use wordgames_lexicon::{Lexicon, ReadOptions, profile};
    /// use wordgames_puzzles::{Generator, letter_boxed::LetterBoxedGenerator, rng::Pcg32};
    /// use rand_core::SeedableRng;
    ///
    /// let options = ReadOptions::default().with_profile(&profile::NB);
    /// let words = "blåbær\nrynket\ntøys\n";
    /// let (lexicon, _) = Lexicon::from_reader(words.as_bytes(), "nb", options)?;
    /// let generator = LetterBoxedGenerator::new_in(lexicon, &profile::NB)?;
    /// let puzzle = generator.generate(&mut Pcg32::seed_from_u64(1))?;
    /// assert_eq!(puzzle.board.profile().tag(), "nb");
    /// assert_eq!(puzzle.solution, ["blåbær", "rynket", "tøys"]);
    /// assert!(generator.check(&puzzle).is_ok());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new_in(
        lexicon: Lexicon<D>,
        profile: &'static Profile,
    ) -> Result<LetterBoxedGenerator<D>> {
        LetterBoxedGenerator::new_in_band(lexicon, profile, Familiarity::default())
    }

    /// [`LetterBoxedGenerator::new_in`] with the words of `band`: boards are built from them,
    /// par is counted and solutions are shown in them ([`Familiarity::Easy`] for easier
    /// boards, [`Familiarity::Hard`] for harder ones).
    ///
    /// # Errors
    ///
    /// [`Error::NotEnoughWords`] when no word of the band can go on a board.
    ///
    /// # Example
    ///
    /// ```
    /// use wordgames_lexicon::{Familiarity, Lexicon, Profile};
    /// use wordgames_puzzles::{Generator, letter_boxed::LetterBoxedGenerator, rng::Pcg32};
    /// use rand_core::SeedableRng;
    ///
    /// let easy =
    ///     LetterBoxedGenerator::new_in_band(Lexicon::english(), Profile::english(), Familiarity::Easy)?;
    /// let puzzle = easy.generate(&mut Pcg32::seed_from_u64(3))?;
    /// assert!(puzzle.difficulty.rarest >= Familiarity::Easy.floor());
    /// assert!(easy.check(&puzzle).is_ok());
    /// # Ok::<(), wordgames_puzzles::Error>(())
    /// ```
    pub fn new_in_band(
        lexicon: Lexicon<D>,
        profile: &'static Profile,
        band: Familiarity,
    ) -> Result<LetterBoxedGenerator<D>> {
        let mut candidates = Vec::new();
        let mut by_first: Vec<Vec<u32>> = vec![Vec::new(); profile.len()];
        crate::familiar::for_each_scored(
            &lexicon,
            wordgames_lexicon::fst::automaton::AlwaysMatch,
            |word, _grade, score| {
                if !crate::familiar::in_band(score, band) {
                    return ControlFlow::Continue(());
                }
                let Some(seq) = profile.letters_of(word) else {
                    return ControlFlow::Continue(());
                };
                if seq.len() >= 3 && seq.windows(2).all(|p| p[0] != p[1]) {
                    let letters = seq.iter().fold(0u64, |m, l| m | 1 << l.0);
                    // Twelve distinct letters would make a board that the word alone solves.
                    if letters.count_ones() < 12 {
                        by_first[seq[0].index()].push(candidates.len() as u32);
                        candidates.push(Candidate {
                            word: word.into(),
                            seq: seq.iter().map(|l| l.0).collect(),
                            letters,
                        });
                    }
                }
                ControlFlow::Continue(())
            },
        );
        if candidates.is_empty() {
            return Err(Error::NotEnoughWords {
                what: "familiar words of three or more letters that fit a letter boxed board"
                    .into(),
            });
        }
        Ok(LetterBoxedGenerator {
            lexicon,
            profile,
            candidates,
            by_first,
            max_words: Self::DEFAULT_MAX_WORDS,
            budget: Self::DEFAULT_BUDGET,
            blocked: super::default_block_list(profile),
            band,
        })
    }

    /// The band of familiarity the boards are built from.
    pub fn familiarity(&self) -> Familiarity {
        self.band
    }

    /// The language profile of the boards.
    pub fn profile(&self) -> &'static Profile {
        self.profile
    }

    /// Leaves out the words of `blocked` instead of the default (the English block list,
    /// [`BlockList::english`], in English; none in another profile): no solution uses them, so neither does the par.
    /// [`BlockList::none`] allows every word.
    ///
    /// The chain a board is built from ([`Puzzle::chain`]) is the generator's scaffolding, never
    /// shown as a solution, and is not filtered: filtering it would change the boards, and so
    /// the daily puzzles, of the dates whose chain drew a blocked word.
    pub fn with_block_list(mut self, blocked: BlockList) -> LetterBoxedGenerator<D> {
        self.blocked = blocked;
        self
    }

    /// Builds boards from chains of at most `max_words` words (2 to 6), so that every board's par
    /// is at most `max_words`.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidParameter`] outside 2 to 6.
    pub fn with_max_words(mut self, max_words: usize) -> Result<LetterBoxedGenerator<D>> {
        if !(2..=6).contains(&max_words) {
            return Err(Error::InvalidParameter {
                name: "max_words",
                value: max_words.to_string(),
                reason: "a board is built from a chain of 2 to 6 words",
            });
        }
        self.max_words = max_words;
        Ok(self)
    }

    /// Uses `budget`: `max_attempts` fresh chains of at most `max_nodes` letter placements each.
    pub fn with_budget(mut self, budget: Budget) -> LetterBoxedGenerator<D> {
        self.budget = budget;
        self
    }

    /// The lexicon: its familiar words build boards, all of it solves them.
    pub fn lexicon(&self) -> &Lexicon<D> {
        &self.lexicon
    }

    /// The exact solver of `board` with this generator's whole lexicon, less its block list.
    pub fn solver(&self, board: &Board) -> Solver {
        Solver::with_block_list(board, &self.lexicon, &self.blocked)
    }

    /// One attempt: a chain and its placement, or `None`.
    fn attempt(&self, rng: &mut dyn Rng) -> Option<(Board, Vec<String>)> {
        // The first word brings a fair share of the twelve letters.
        let need = 12usize.div_ceil(self.max_words) as u32;
        let mut first = None;
        for _ in 0..64 {
            let i = below(rng, self.candidates.len())?;
            if self.candidates[i].letters.count_ones() >= need {
                first = Some(i as u32);
                break;
            }
        }
        let index = first?;
        let mut search = Placement {
            generator: self,
            rng,
            side_of: [ABSENT; Profile::MAX_LETTERS],
            counts: [0; 4],
            placed: 0,
            chain: vec![index],
            nodes: 0,
        };
        if !search.place(index, 0, ABSENT) {
            return None;
        }
        // Each side's letters in alphabet order.
        let mut sides = [['\0'; 3]; 4];
        let mut filled = [0usize; 4];
        for (letter, c) in self.profile.letters().enumerate() {
            let side = search.side_of[letter];
            if side != ABSENT {
                let side = usize::from(side);
                sides[side][filled[side]] = c;
                filled[side] += 1;
            }
        }
        let board = Board::new_in(self.profile, sides).ok()?;
        let chain = search
            .chain
            .iter()
            .map(|&i| self.candidates[i as usize].word.to_string())
            .collect();
        Some((board, chain))
    }
}

/// How many next words a chain tries after each placement before it backtracks.
const NEXT_WORD_TRIES: usize = 12;

/// The backtracking search of one attempt: letters placed on sides so far.
struct Placement<'a, 'r, D> {
    generator: &'a LetterBoxedGenerator<D>,
    rng: &'r mut dyn Rng,
    /// The side of each letter of the alphabet, or [`ABSENT`].
    side_of: [u8; Profile::MAX_LETTERS],
    counts: [u8; 4],
    /// Letters placed, one bit per letter of the alphabet.
    placed: u64,
    chain: Vec<u32>,
    nodes: u64,
}

impl<D: AsRef<[u8]>> Placement<'_, '_, D> {
    /// Places the letters of candidate `c` from `pos` on, the letter before being on side
    /// `previous`, then goes on with the chain; `false` when no way works.
    fn place(&mut self, c: u32, pos: usize, previous: u8) -> bool {
        self.nodes += 1;
        if self.nodes > self.generator.budget.max_nodes {
            return false;
        }
        let word = &self.generator.candidates[c as usize].seq;
        let Some(&letter) = word.get(pos) else {
            return self.extend();
        };
        let letter = usize::from(letter);
        let side = self.side_of[letter];
        if side != ABSENT {
            return side != previous && self.place(c, pos + 1, side);
        }
        let mut order = [0u8, 1, 2, 3];
        shuffle(self.rng, &mut order);
        for s in order {
            if s == previous || self.counts[usize::from(s)] == 3 {
                continue;
            }
            self.side_of[letter] = s;
            self.counts[usize::from(s)] += 1;
            self.placed |= 1 << letter;
            if self.place(c, pos + 1, s) {
                return true;
            }
            self.side_of[letter] = ABSENT;
            self.counts[usize::from(s)] -= 1;
            self.placed &= !(1 << letter);
        }
        false
    }

    /// Chooses next words after a complete placement of the chain so far.
    fn extend(&mut self) -> bool {
        if self.placed.count_ones() == 12 {
            return true;
        }
        let g = self.generator;
        if self.chain.len() >= g.max_words {
            return false;
        }
        let last_word = &g.candidates[*self.chain.last().unwrap_or(&0) as usize].seq;
        let last = usize::from(last_word[last_word.len() - 1]);
        let final_word = self.chain.len() + 1 == g.max_words;
        let placed = self.placed;
        let mut options: Vec<u32> = g.by_first[last]
            .iter()
            .copied()
            .filter(|&i| {
                let all = placed | g.candidates[i as usize].letters;
                let n = all.count_ones();
                all != placed && n <= 12 && (!final_word || n == 12)
            })
            .collect();
        for _ in 0..NEXT_WORD_TRIES {
            let Some(j) = below(self.rng, options.len()) else {
                return false;
            };
            let next = options.swap_remove(j);
            self.chain.push(next);
            if self.place(next, 0, ABSENT) {
                return true;
            }
            self.chain.pop();
            if self.nodes > g.budget.max_nodes {
                return false;
            }
        }
        false
    }
}

impl<D: AsRef<[u8]>> crate::Generator for LetterBoxedGenerator<D> {
    crate::daily::generator_of_game!(LetterBoxed, Puzzle, LetterBoxedError);

    fn generate(&self, rng: &mut dyn Rng) -> Result<Puzzle> {
        self.budget.attempts(
            "letter boxed board generation",
            "allow longer chains or use a larger lexicon",
            |_| {
                let Some((board, chain)) = self.attempt(rng) else {
                    return Ok(None);
                };
                let solver = self.solver(&board);
                // The chain itself solves the board with familiar words, so the best solution
                // exists.
                let Some(best) = solver.best_in(chain.len(), self.band) else {
                    return Ok(None);
                };
                if best.len() < 2 {
                    return Ok(None);
                }
                let rarest = solver.rarest_score(&best).unwrap_or(0);
                Ok(Some(Puzzle {
                    board,
                    par: best.len(),
                    difficulty: Difficulty {
                        par: best.len(),
                        rarest: Zipf::from_centi(rarest).unwrap_or(Zipf::MAX),
                        measured: self.lexicon.has_frequencies(),
                    },
                    solution: best.words,
                    chain,
                }))
            },
        )
    }

    fn check(&self, puzzle: &Puzzle) -> std::result::Result<(), LetterBoxedError> {
        let board = &puzzle.board;
        for (which, words) in [("solution", &puzzle.solution), ("chain", &puzzle.chain)] {
            check_solution(board, &self.lexicon, words).map_err(|cause| {
                LetterBoxedError::NotASolution {
                    which,
                    board: *board,
                    cause: Box::new(cause),
                }
            })?;
        }
        if let Some(word) = puzzle.solution.iter().find(|w| self.blocked.contains(w)) {
            return Err(LetterBoxedError::BlockedWord {
                which: "solution",
                word: word.clone(),
            });
        }
        if let Some(word) = puzzle
            .chain
            .iter()
            .chain(&puzzle.solution)
            .find(|w| !crate::familiar::is_familiar(&self.lexicon, w, self.band))
        {
            return Err(LetterBoxedError::RareChainWord { word: word.clone() });
        }
        if puzzle.solution.len() != puzzle.par {
            return Err(LetterBoxedError::SolutionNotPar {
                words: puzzle.solution.len(),
                par: puzzle.par,
            });
        }
        if puzzle.par < 2 {
            return Err(LetterBoxedError::OneWordSolves { board: *board });
        }
        if let Some(shorter) = self.solver(board).best_in(puzzle.par - 1, self.band) {
            return Err(LetterBoxedError::WrongPar {
                board: *board,
                par: puzzle.par,
                shorter,
            });
        }
        Ok(())
    }
}
