//! The game: the two word lists, their feedback table, hard mode and the state of a game.

use wordgames_lexicon::{Lexicon, Profile};

use crate::{Error, Feedback, FeedbackTable, HardHint, Result, WordList, table::Row};

/// Normal or hard mode.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum Mode {
    /// Any allowed word may be guessed at any time.
    #[default]
    Normal,
    /// Every guess must use the revealed hints: each green letter in its place and each green
    /// or yellow letter at least as often as it was revealed (Wordle's own rule, applied to
    /// every earlier guess; grey letters may be reused).
    Hard,
}

/// Two word lists (the possible answers and the allowed guesses) and their feedback table.
///
/// Guesses are the union of both lists, so every answer can be guessed. Answer ids index the
/// answer list, guess ids the guess list; both are alphabetical ranks.
///
/// # Example
///
/// ```
/// use wordgames_wordle::{Mode, Wordle, WordList};
///
/// let answers = WordList::parse("cigar\nrebut\nsissy\nhumph\nawake")?;
/// let guesses = WordList::parse("soare\nroate")?;
/// let wordle = Wordle::new(answers, guesses)?;
/// assert_eq!(wordle.guesses().len(), 7); // the answers are allowed guesses too
///
/// let mut state = wordle.start(Mode::Normal);
/// state.play(&wordle, "soare", "g....")?; // s in place, no o, a, r or e
/// assert_eq!(state.candidate_words(&wordle), ["sissy"]);
/// # Ok::<(), wordgames_wordle::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Wordle {
    answers: WordList,
    guesses: WordList,
    answer_to_guess: Vec<u32>,
    guess_to_answer: Vec<u32>,
    /// Copies of each letter in each guess, by the letter's bit number (its byte's low six bits).
    letters: Vec<[u8; 64]>,
    /// Built by [`Wordle::new`]; by [`Wordle::lazy`] only when first needed.
    table: std::sync::OnceLock<FeedbackTable>,
}

pub(crate) const NONE: u32 = u32::MAX;

impl Wordle {
    /// The game over these lists; builds the feedback table (in parallel).
    ///
    /// # Errors
    ///
    /// [`Error::ListLengths`] if the lists' word lengths differ, [`Error::TableTooLarge`] if
    /// their feedback table would take more than [`MAX_TABLE_BYTES`](crate::MAX_TABLE_BYTES).
    pub fn new(answers: WordList, guesses: WordList) -> Result<Wordle> {
        let wordle = Wordle::lazy(answers, guesses)?;
        wordle.table();
        Ok(wordle)
    }

    /// The game over these lists without its feedback table, which is built on the first call
    /// that needs it (a strategy, a search, [`Wordle::table`]). Playing a game, scoring a
    /// guess and narrowing the candidates score the words directly instead, so a page that
    /// only plays never holds the table (60 MB for the classic lists). Answers as
    /// [`Wordle::new`] does, table or not.
    ///
    /// # Errors
    ///
    /// [`Error::ListLengths`] if the lists' word lengths differ, [`Error::TableTooLarge`] if
    /// their feedback table would take more than [`MAX_TABLE_BYTES`](crate::MAX_TABLE_BYTES)
    /// (checked here, so that building it later cannot fail).
    ///
    /// # Example
    ///
    /// ```
    /// use wordgames_wordle::{Mode, Wordle, WordList};
    ///
    /// let answers = WordList::parse("cigar\nrebut\nsissy")?;
    /// let wordle = Wordle::lazy(answers, WordList::parse("soare")?)?;
    /// let mut state = wordle.start(Mode::Normal);
    /// state.play(&wordle, "soare", "g....")?;
    /// assert_eq!(state.candidate_words(&wordle), ["sissy"]);
    /// assert!(!wordle.has_table());
    /// # Ok::<(), wordgames_wordle::Error>(())
    /// ```
    pub fn lazy(answers: WordList, guesses: WordList) -> Result<Wordle> {
        if answers.word_len() != guesses.word_len() {
            return Err(Error::ListLengths {
                answers: answers.word_len(),
                guesses: guesses.word_len(),
            });
        }
        let guesses = if answers.iter().all(|w| guesses.contains(w)) {
            guesses
        } else {
            let mut all: Vec<&str> = guesses.iter().collect();
            all.extend(answers.iter().filter(|w| !guesses.contains(w)));
            WordList::new_in(all, guesses.profile())?
        };
        FeedbackTable::bytes_for(answers.len(), guesses.len(), answers.word_len())?;
        let answer_to_guess: Vec<u32> = answers
            .iter()
            .map(|w| guesses.id(w).unwrap_or(NONE))
            .collect();
        let mut guess_to_answer = vec![NONE; guesses.len()];
        for (a, &g) in answer_to_guess.iter().enumerate() {
            guess_to_answer[g as usize] = a as u32;
        }
        let letters = (0..guesses.len())
            .map(|g| {
                let mut c = [0u8; 64];
                for &b in guesses.bytes_of(g) {
                    c[usize::from(b & 63)] += 1;
                }
                c
            })
            .collect();
        Ok(Wordle {
            answers,
            guesses,
            answer_to_guess,
            guess_to_answer,
            letters,
            table: std::sync::OnceLock::new(),
        })
    }

    /// Wordle over the words of `word_len` letters of `lexicon`, a lexicon of `profile`'s
    /// words (a word list of another language, say): every one is a guess, and those of the
    /// lexicon's common tier are the answers (all of them when none is common, as in a list
    /// without grades). Like [`Wordle::lazy`], the feedback table is built only when a call
    /// needs it. This is how `wordgames play wordle --lang nb --words FILE` and the web app's
    /// `--lang` get their lists.
    ///
    /// # Errors
    ///
    /// [`Error::NoWordOfLength`] when the lexicon has no word of `word_len` letters, and what
    /// [`WordList::new_in`] reports.
    ///
    /// # Example
    ///
    /// ```
    /// use wordgames_lexicon::{Lexicon, ReadOptions, profile};
    /// use wordgames_wordle::{Feedback, Wordle};
    ///
    /// let options = ReadOptions::default().with_profile(&profile::NB);
    /// let (lexicon, _) = Lexicon::from_reader("fjære\nbære\nsøtes\nfærre\n".as_bytes(), "nb", options)?;
    /// let wordle = Wordle::from_lexicon(&lexicon, &profile::NB, 5)?;
    /// assert_eq!(wordle.answers().len(), 3);
    /// assert_eq!(Feedback::score_in("færre", "fjære", &profile::NB)?.to_string(), "gy.gg");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_lexicon<D: AsRef<[u8]>>(
        lexicon: &Lexicon<D>,
        profile: &'static Profile,
        word_len: usize,
    ) -> Result<Wordle> {
        let words = lexicon.query().length(word_len).into_entries();
        if words.is_empty() {
            return Err(Error::NoWordOfLength {
                length: word_len,
                words: lexicon.len(),
            });
        }
        let common: Vec<&str> = words
            .iter()
            .filter(|e| e.grade.is_common())
            .map(|e| e.word.as_str())
            .collect();
        let guesses = WordList::new_in(words.iter().map(|e| e.word.as_str()), profile)?;
        let answers = if common.is_empty() {
            guesses.clone()
        } else {
            WordList::new_in(common, profile)?
        };
        Wordle::lazy(answers, guesses)
    }

    /// The original Wordle: 2,315 answers, 12,972 allowed guesses (embedded lists).
    pub fn classic() -> Wordle {
        Wordle::new(WordList::classic_answers(), WordList::classic_guesses())
            .expect("the embedded lists have the same word length")
    }

    /// [`Wordle::classic`] without its feedback table until a call needs it
    /// (see [`Wordle::lazy`]).
    pub fn classic_lazy() -> Wordle {
        Wordle::lazy(WordList::classic_answers(), WordList::classic_guesses())
            .expect("the embedded lists have the same word length")
    }

    /// Whether the feedback table has been built (always, after [`Wordle::new`]).
    pub fn has_table(&self) -> bool {
        self.table.get().is_some()
    }

    /// The possible answers.
    pub fn answers(&self) -> &WordList {
        &self.answers
    }

    /// The allowed guesses (answers included).
    pub fn guesses(&self) -> &WordList {
        &self.guesses
    }

    /// The number of letters of every word.
    pub fn word_len(&self) -> usize {
        self.answers.word_len()
    }

    /// The feedback table, built on the first call after [`Wordle::lazy`].
    pub fn table(&self) -> &FeedbackTable {
        self.table.get_or_init(|| {
            FeedbackTable::build(&self.guesses, &self.answers)
                .expect("the table's size is checked by Wordle::lazy")
        })
    }

    /// The feedback code of guess `g` against answer `a`: from the table when it is built,
    /// scored directly otherwise.
    fn code(&self, g: u32, a: u32) -> u16 {
        match self.table.get() {
            Some(table) => table.get(g as usize, a as usize),
            None => crate::feedback::code(
                self.guesses.bytes_of(g as usize),
                self.answers.bytes_of(a as usize),
            ),
        }
    }

    /// The guess id of answer `a`.
    ///
    /// # Panics
    ///
    /// If `a` is not an answer id.
    pub fn answer_as_guess(&self, a: u32) -> u32 {
        self.answer_to_guess[a as usize]
    }

    /// The answer id of guess `g`, if that word is a possible answer.
    pub fn guess_as_answer(&self, g: u32) -> Option<u32> {
        self.guess_to_answer
            .get(g as usize)
            .copied()
            .filter(|&a| a != NONE)
    }

    /// The word of guess id `g` (empty if out of range).
    pub fn guess_word(&self, g: u32) -> &str {
        self.guesses.get(g as usize).unwrap_or("")
    }

    /// The word of answer id `a` (empty if out of range).
    pub fn answer_word(&self, a: u32) -> &str {
        self.answers.get(a as usize).unwrap_or("")
    }

    /// Guess id `g` as a player is shown it: the list's spelling ([`WordList::spelling`]:
    /// `árbol` where the word checked, [`Wordle::guess_word`], is `arbol`); empty if out of
    /// range.
    pub fn guess_spelling(&self, g: u32) -> &str {
        self.guesses.spelling(g as usize).unwrap_or("")
    }

    /// Answer id `a` as a player is shown it ([`WordList::spelling`]); empty if out of range.
    pub fn answer_spelling(&self, a: u32) -> &str {
        self.answers.spelling(a as usize).unwrap_or("")
    }

    /// A player's guess (case and surrounding spaces ignored) as a guess id: the check every
    /// game's `play` makes before its own rules.
    ///
    /// # Errors
    ///
    /// [`Error::GuessLength`] for a word of the wrong length, [`Error::UnknownWord`] (list
    /// `word`) for one the guess list lacks.
    pub(crate) fn parse_guess(&self, guess: &str) -> Result<u32> {
        let word = self.guesses.normalize(guess);
        let got = word.chars().count();
        if got != self.word_len() {
            return Err(Error::GuessLength {
                value: word,
                expected: self.word_len(),
                got,
            });
        }
        match self.guesses.id(&word) {
            Some(g) => Ok(g),
            None => Err(Error::UnknownWord {
                value: word,
                list: "word",
            }),
        }
    }

    /// Checks, in hard mode, that guess `g` uses every hint that the turns of `history`
    /// revealed: the check [`State::check_guess`] and [`crate::Game::play`] share.
    ///
    /// # Errors
    ///
    /// [`Error::HardMode`] naming the first hint the guess ignores.
    pub(crate) fn check_hard(&self, history: &[Turn], g: u32) -> Result<()> {
        for t in history {
            if let Some(hint) = self.hard_violation(t.guess, t.feedback, g) {
                return Err(Error::HardMode {
                    value: self.guess_spelling(g).to_string(),
                    hint,
                });
            }
        }
        Ok(())
    }

    /// The guess id of `word`.
    ///
    /// # Errors
    ///
    /// [`Error::UnknownWord`] if it is not an allowed guess.
    pub fn guess_id(&self, word: &str) -> Result<u32> {
        let w = self.guesses.normalize(word);
        self.guesses.id(&w).ok_or(Error::UnknownWord {
            value: word.to_string(),
            list: "guesses",
        })
    }

    /// The answer id of `word`.
    ///
    /// # Errors
    ///
    /// [`Error::UnknownWord`] if it is not a possible answer.
    pub fn answer_id(&self, word: &str) -> Result<u32> {
        let w = self.answers.normalize(word);
        self.answers.id(&w).ok_or(Error::UnknownWord {
            value: word.to_string(),
            list: "answers",
        })
    }

    /// The puzzle of answer id `answer`: what a [`Game`](crate::Game) starts from
    /// ([`FromPuzzle`](crate::FromPuzzle)).
    ///
    /// # Errors
    ///
    /// [`Error::UnknownWord`] if `answer` is not an answer id.
    pub fn puzzle(&self, answer: u32) -> Result<WordlePuzzle> {
        match self.answers.get(answer as usize) {
            Some(word) => Ok(WordlePuzzle {
                answer,
                word: word.to_string(),
            }),
            None => Err(Error::UnknownWord {
                value: answer.to_string(),
                list: "answers",
            }),
        }
    }

    /// The feedback of guess `g` against answer `a`, from the table when it is built.
    ///
    /// # Panics
    ///
    /// If either id is out of range.
    pub fn feedback(&self, g: u32, a: u32) -> Feedback {
        Feedback::new_unchecked(self.code(g, a), self.word_len())
    }

    pub(crate) fn row(&self, g: u32) -> Row<'_> {
        self.table().row(g as usize)
    }

    /// The row of guess `g` as far as `cands` go: the table's row when it is built; otherwise
    /// the codes of the answers of `cands` scored into `scratch` (other entries meaningless),
    /// so that ranking guesses never builds the table.
    pub(crate) fn row_for<'s>(
        &'s self,
        g: u32,
        cands: &[u32],
        scratch: &'s mut Vec<u16>,
    ) -> Row<'s> {
        if let Some(table) = self.table.get() {
            return table.row(g as usize);
        }
        scratch.resize(self.answers.len(), 0);
        for &a in cands {
            scratch[a as usize] = self.code(g, a);
        }
        Row::Wide(scratch)
    }

    /// The letter byte of a bit number (see [`WordList::bytes_of`]).
    fn letter_byte(&self, bit: u8) -> u8 {
        if self.guesses.profile().is_ascii_az() {
            bit | 0x40
        } else {
            bit
        }
    }

    /// The code of all green.
    pub(crate) fn win_code(&self) -> u16 {
        crate::feedback::POW3[self.word_len()] - 1
    }

    /// Whether guessing `next` respects, in hard mode, the hints that `prev` scored `fb` revealed.
    pub fn hard_ok(&self, prev: u32, fb: Feedback, next: u32) -> bool {
        self.hard_rule(prev, fb).allows(self, next)
    }

    fn hard_rule(&self, prev: u32, fb: Feedback) -> HardRule {
        let p = self.guesses.bytes_of(prev as usize);
        let mut rule = HardRule {
            greens: [NO_LETTER; crate::MAX_LEN],
            need: [0; 64],
            needed: [0; crate::MAX_LEN],
            n_needed: 0,
        };
        for (i, m) in fb.marks().enumerate() {
            match m {
                crate::Mark::Green => {
                    rule.greens[i] = p[i];
                    rule.need(p[i]);
                }
                crate::Mark::Yellow => rule.need(p[i]),
                crate::Mark::Grey => {}
            }
        }
        rule
    }

    fn hard_violation(&self, prev: u32, fb: Feedback, next: u32) -> Option<HardHint> {
        let rule = self.hard_rule(prev, fb);
        let n = self.guesses.bytes_of(next as usize);
        for (i, &c) in rule.greens.iter().enumerate().take(n.len()) {
            if c != NO_LETTER && n[i] != c {
                return Some(HardHint::Green {
                    letter: self.guesses.letter_char(c),
                    position: i + 1,
                });
            }
        }
        let have = &self.letters[next as usize];
        // In alphabet order: the bit numbers of `a`-`z` and of letter indices are both in order.
        (0..64)
            .find(|&c| have[c] < rule.need[c])
            .map(|c| HardHint::Contains {
                letter: self.guesses.letter_char(self.letter_byte(c as u8)),
                count: rule.need[c],
            })
    }

    /// The candidates among `candidates` that give code `code` to guess `g`.
    pub(crate) fn prune_code(&self, candidates: &[u32], g: u32, code: u16) -> Vec<u32> {
        if !self.has_table() {
            return candidates
                .iter()
                .copied()
                .filter(|&a| self.code(g, a) == code)
                .collect();
        }
        let row = self.row(g);
        candidates
            .iter()
            .copied()
            .filter(|&a| row.get(a as usize) == code)
            .collect()
    }

    /// The guesses among `allowed` that hard mode still allows after `g` scored `code`.
    pub(crate) fn filter_hard(&self, allowed: &[u32], g: u32, code: u16) -> Vec<u32> {
        let rule = self.hard_rule(g, Feedback::new_unchecked(code, self.word_len()));
        allowed
            .iter()
            .copied()
            .filter(|&n| rule.allows(self, n))
            .collect()
    }

    /// The start of a game: every answer possible, every guess allowed.
    pub fn start(&self, mode: Mode) -> State {
        State {
            mode,
            candidates: (0..self.answers.len() as u32).collect(),
            allowed: match mode {
                Mode::Normal => None,
                Mode::Hard => Some((0..self.guesses.len() as u32).collect()),
            },
            history: Vec::new(),
        }
    }
}

/// No letter required at a position of a [`HardRule`] (no letter byte is 255).
const NO_LETTER: u8 = u8::MAX;

/// What one earlier guess demands of the next in hard mode.
struct HardRule {
    /// The letter byte required at each position ([`NO_LETTER`]: none).
    greens: [u8; crate::MAX_LEN],
    /// How many copies of each letter the guess must hold, by bit number.
    need: [u8; 64],
    /// The bit numbers whose `need` is not 0 (with repeats; at most one a position).
    needed: [u8; crate::MAX_LEN],
    /// How many of `needed` are used.
    n_needed: usize,
}

impl HardRule {
    fn need(&mut self, letter: u8) {
        let bit = letter & 63;
        self.need[usize::from(bit)] += 1;
        self.needed[self.n_needed] = bit;
        self.n_needed += 1;
    }

    fn allows(&self, wordle: &Wordle, next: u32) -> bool {
        let n = wordle.guesses.bytes_of(next as usize);
        let greens_ok = self
            .greens
            .iter()
            .zip(n)
            .all(|(&c, &b)| c == NO_LETTER || c == b);
        let have = &wordle.letters[next as usize];
        greens_ok
            && self.needed[..self.n_needed]
                .iter()
                .all(|&c| have[usize::from(c)] >= self.need[usize::from(c)])
    }
}

/// One turn of a game: the guess id and its feedback.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Turn {
    /// The guess id.
    pub guess: u32,
    /// The feedback it scored.
    pub feedback: Feedback,
}

/// A game in progress: the turns so far, the answers still possible and, in hard mode, the
/// guesses still allowed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct State {
    mode: Mode,
    candidates: Vec<u32>,
    allowed: Option<Vec<u32>>,
    history: Vec<Turn>,
}

impl State {
    /// The mode.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// The answer ids still consistent with every feedback, in alphabetical order.
    pub fn candidates(&self) -> &[u32] {
        &self.candidates
    }

    /// The words of [`State::candidates`].
    pub fn candidate_words<'w>(&self, wordle: &'w Wordle) -> Vec<&'w str> {
        self.candidates
            .iter()
            .map(|&a| wordle.answer_word(a))
            .collect()
    }

    /// In hard mode, the guess ids still allowed; `None` in normal mode (every guess).
    pub fn allowed(&self) -> Option<&[u32]> {
        self.allowed.as_deref()
    }

    /// The turns played.
    pub fn history(&self) -> &[Turn] {
        &self.history
    }

    /// Whether the last feedback was all green.
    pub fn is_won(&self) -> bool {
        self.history.last().is_some_and(|t| t.feedback.is_win())
    }

    /// Checks that guess `g` is allowed now (always true in normal mode).
    ///
    /// # Errors
    ///
    /// [`Error::HardMode`] naming the hint the guess ignores.
    pub fn check_guess(&self, wordle: &Wordle, g: u32) -> Result<()> {
        match self.mode {
            Mode::Hard => wordle.check_hard(&self.history, g),
            Mode::Normal => Ok(()),
        }
    }

    /// Plays guess `g` with feedback `fb`: prunes the candidates and, in hard mode, the guesses.
    /// A feedback that no candidate can give is refused at this turn, and the state is left as
    /// it was, so the candidates are never empty after a turn.
    ///
    /// # Errors
    ///
    /// [`Error::HardMode`] if the guess breaks the hard-mode rule, [`Error::FeedbackLength`] if
    /// the feedback's length is not the word length, [`Error::UnknownWord`] for a bad id,
    /// [`Error::ImpossibleFeedback`] (naming the turn, the guess and the feedback) if no
    /// candidate gives `fb` to `g`.
    pub fn apply(&mut self, wordle: &Wordle, g: u32, fb: Feedback) -> Result<()> {
        if g as usize >= wordle.guesses().len() {
            return Err(Error::UnknownWord {
                value: g.to_string(),
                list: "guesses",
            });
        }
        if fb.len() != wordle.word_len() {
            return Err(Error::FeedbackLength {
                value: fb.to_string(),
                expected: wordle.word_len(),
                got: fb.len(),
            });
        }
        self.check_guess(wordle, g)?;
        let code = fb.code();
        if !self.candidates.iter().any(|&a| wordle.code(g, a) == code) {
            return Err(Error::ImpossibleFeedback {
                turn: self.history.len() + 1,
                guess: wordle.guess_spelling(g).to_string(),
                feedback: fb.to_string(),
                candidates: self.candidates.len(),
            });
        }
        self.push(
            wordle,
            Turn {
                guess: g,
                feedback: fb,
            },
        );
        Ok(())
    }

    /// Adds a turn already checked (its guess id in range, its feedback of the word length,
    /// its guess allowed): prunes the candidates and, in hard mode, the guesses.
    pub(crate) fn push(&mut self, wordle: &Wordle, turn: Turn) {
        let (g, code) = (turn.guess, turn.feedback.code());
        self.candidates = wordle.prune_code(&self.candidates, g, code);
        if let Some(allowed) = &self.allowed {
            self.allowed = Some(wordle.filter_hard(allowed, g, code));
        }
        self.history.push(turn);
    }

    /// [`State::apply`] with the guess and feedback as text (`"salet"`, `"..y.g"`).
    ///
    /// # Errors
    ///
    /// As [`State::apply`], plus [`Error::UnknownWord`] and [`Error::InvalidFeedback`].
    pub fn play(&mut self, wordle: &Wordle, guess: &str, feedback: &str) -> Result<()> {
        let g = wordle.guess_id(guess)?;
        let fb: Feedback = feedback.parse()?;
        self.apply(wordle, g, fb)
    }
}

/// A Wordle puzzle: the answer to find, as its id in a [`Wordle`]'s answer list and its word
/// ([`Wordle::puzzle`] of an id; `wordgames_puzzles::wordle::daily` deals a date's).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct WordlePuzzle {
    /// The answer id in the [`Wordle`]'s answer list.
    pub answer: u32,
    /// The answer's word.
    pub word: String,
}

impl WordlePuzzle {
    /// Checks that this is a puzzle of `answers`: its id is an answer id and names its word.
    ///
    /// # Errors
    ///
    /// [`Error::UnknownWord`] otherwise (a puzzle of another answer list).
    pub fn check(&self, answers: &WordList) -> Result<()> {
        match answers.get(self.answer as usize) {
            Some(word) if word == self.word => Ok(()),
            _ => Err(Error::UnknownWord {
                value: self.word.clone(),
                list: "answers",
            }),
        }
    }
}
