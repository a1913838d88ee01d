//! Wordle feedback: scoring a guess against an answer, the base-3 code, parsing and printing.
//!
//! Wordle colours each letter of a guess:
//!
//! * **green** when the answer has the same letter in the same place;
//! * **yellow** when the answer has the letter elsewhere, *and* a copy of it is still unmatched:
//!   greens are given first, then yellows from left to right while unmatched copies remain;
//! * **grey** otherwise.
//!
//! So guessing `speed` against `abide` makes only the first `e` yellow (the answer has one `e`),
//! while guessing `erase` against `speed` makes both `e`s yellow (the answer has two), and in
//! `eerie` against `bible` the green final `e` uses the only `e`, so the first two are grey.
//!
//! A feedback of `n` letters is the base-3 number `sum(mark[i] * 3^i)` with grey = 0,
//! yellow = 1, green = 2 and position 0 the least significant digit, so all-green is
//! `3^n - 1` and five letters fit in a byte (0..243).

use std::fmt::{self, Write as _};

use crate::{Error, MAX_LEN, Result};

/// Powers of three up to `3^MAX_LEN`.
pub(crate) const POW3: [u16; MAX_LEN + 1] = {
    let mut p = [1u16; MAX_LEN + 1];
    let mut i = 1;
    while i <= MAX_LEN {
        p[i] = p[i - 1] * 3;
        i += 1;
    }
    p
};

/// The colour of one letter of a feedback.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Mark {
    /// The letter is not in the answer (or every copy of it is matched already).
    Grey,
    /// The letter is in the answer at another place.
    Yellow,
    /// The letter is in the answer at this place.
    Green,
}

impl Mark {
    /// The character used by [`Feedback`]'s `Display`: `.`, `y` or `g`.
    pub fn to_char(self) -> char {
        match self {
            Mark::Grey => '.',
            Mark::Yellow => 'y',
            Mark::Green => 'g',
        }
    }

    /// The emoji square of a share grid: ⬛, 🟨 or 🟩.
    pub fn to_emoji(self) -> char {
        match self {
            Mark::Grey => '⬛',
            Mark::Yellow => '🟨',
            Mark::Green => '🟩',
        }
    }

    /// Reads one mark, in one of the three documented spellings: the letters of
    /// [`to_char`](Mark::to_char) (`g` or `G` green, `y` or `Y` yellow, `.` grey), the digits
    /// of the feedback code (`2`, `1`, `0`), or the squares of a share grid (🟩, 🟨, and ⬛
    /// or ⬜ for grey, as in dark and light themes). Anything else is `None`: a stray `x` or
    /// `b` is a typo to report, not a grey mark.
    pub fn from_char(c: char) -> Option<Mark> {
        match c {
            'g' | 'G' | '2' | '🟩' => Some(Mark::Green),
            'y' | 'Y' | '1' | '🟨' => Some(Mark::Yellow),
            '.' | '0' | '⬛' | '⬜' => Some(Mark::Grey),
            _ => None,
        }
    }

    fn digit(self) -> u16 {
        match self {
            Mark::Grey => 0,
            Mark::Yellow => 1,
            Mark::Green => 2,
        }
    }
}

/// The feedback of one guess: a colour per letter, stored as a base-3 code and a length.
///
/// # Example
///
/// ```
/// use wordgames_wordle::{Feedback, Mark};
///
/// let fb = Feedback::score("speed", "abide")?;
/// assert_eq!(fb.to_string(), "..y.y");
/// assert_eq!(fb.to_emoji(), "⬛⬛🟨⬛🟨");
/// assert_eq!(fb.mark(2), Some(Mark::Yellow));
/// assert_eq!("..y.y".parse::<Feedback>()?, fb);
/// assert_eq!(Feedback::score("crane", "crane")?, Feedback::all_green(5)?);
/// # Ok::<(), wordgames_wordle::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Feedback {
    code: u16,
    len: u8,
}

impl Feedback {
    /// Scores `guess` against `answer` exactly as Wordle does.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidWord`] if either is not made of ASCII letters `a`-`z`,
    /// [`Error::WordLength`] if their lengths differ, [`Error::UnsupportedLength`] beyond
    /// [`MAX_LEN`].
    pub fn score(guess: &str, answer: &str) -> Result<Feedback> {
        let len = crate::words::check_word(guess, 1, None)?;
        crate::words::check_word(answer, 1, Some(len))?;
        Ok(Feedback {
            code: code(guess.as_bytes(), answer.as_bytes()),
            len: len as u8,
        })
    }

    /// Scores `guess` against `answer` as Wordle does, in the letters of a language profile:
    /// both are normalized by [`Profile::normalize`](wordgames_lexicon::Profile::normalize)
    /// (so Spanish `canción` scores as `cancion`, but `ñ` is a letter of its own), and marks go
    /// letter by letter, never byte by byte.
    ///
    /// ```
    /// use wordgames_wordle::Feedback;
    /// use wordgames_lexicon::profile;
    ///
    /// // Two å in the guess, one in the answer: only the green one counts.
    /// let fb = Feedback::score_in("påså", "såpe", &profile::NB)?;
    /// assert_eq!(fb.to_string(), "ygy.");
    /// assert_eq!(Feedback::score_in("AÑOS", "sano", &profile::ES)?.to_string(), "y.yy"); // ñ is not n
    /// # Ok::<(), wordgames_wordle::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::NotALetter`] if either is not a word of the profile, [`Error::WordLength`] if
    /// their lengths in letters differ, [`Error::UnsupportedLength`] beyond [`MAX_LEN`].
    pub fn score_in(
        guess: &str,
        answer: &str,
        profile: &'static wordgames_lexicon::Profile,
    ) -> Result<Feedback> {
        if profile.is_ascii_az() {
            return Feedback::score(
                &guess.trim().to_ascii_lowercase(),
                &answer.trim().to_ascii_lowercase(),
            );
        }
        let letters = |w: &str| -> Result<Vec<u8>> {
            let word = profile.normalize(w).map_err(|reason| Error::NotALetter {
                line: 1,
                value: w.to_string(),
                reason: format!("{reason} ({})", profile.name()),
            })?;
            Ok(word
                .chars()
                .filter_map(|c| profile.letter(c).map(|l| l.0))
                .collect())
        };
        let (g, a) = (letters(guess)?, letters(answer)?);
        if g.len() != a.len() {
            return Err(Error::WordLength {
                line: 1,
                value: answer.to_string(),
                expected: g.len(),
                got: a.len(),
            });
        }
        if g.len() > MAX_LEN {
            return Err(Error::UnsupportedLength {
                got: g.len(),
                max: MAX_LEN,
            });
        }
        Ok(Feedback {
            code: code(&g, &a),
            len: g.len() as u8,
        })
    }

    /// The feedback with this base-3 code for words of `len` letters.
    ///
    /// # Errors
    ///
    /// [`Error::UnsupportedLength`] for `len` 0 or beyond [`MAX_LEN`],
    /// [`Error::InvalidFeedback`] if `code >= 3^len`.
    pub fn from_code(code: u16, len: usize) -> Result<Feedback> {
        if len == 0 || len > MAX_LEN {
            return Err(Error::UnsupportedLength {
                got: len,
                max: MAX_LEN,
            });
        }
        if code >= POW3[len] {
            return Err(Error::InvalidFeedback {
                value: code.to_string(),
                reason: "the code is not below 3^length",
            });
        }
        Ok(Feedback {
            code,
            len: len as u8,
        })
    }

    /// All green: the feedback of a won game.
    ///
    /// # Errors
    ///
    /// [`Error::UnsupportedLength`] for `len` 0 or beyond [`MAX_LEN`].
    pub fn all_green(len: usize) -> Result<Feedback> {
        if len == 0 || len > MAX_LEN {
            return Err(Error::UnsupportedLength {
                got: len,
                max: MAX_LEN,
            });
        }
        Ok(Feedback {
            code: POW3[len] - 1,
            len: len as u8,
        })
    }

    pub(crate) fn new_unchecked(code: u16, len: usize) -> Feedback {
        debug_assert!(len <= MAX_LEN && code < POW3[len]);
        Feedback {
            code,
            len: len as u8,
        }
    }

    /// The base-3 code: `sum(mark[i] * 3^i)`, grey 0, yellow 1, green 2.
    pub fn code(self) -> u16 {
        self.code
    }

    /// The number of letters.
    pub fn len(self) -> usize {
        usize::from(self.len)
    }

    /// Never true: a feedback has at least one letter (present for API symmetry with `len`).
    pub fn is_empty(self) -> bool {
        self.len == 0
    }

    /// Whether every letter is green.
    pub fn is_win(self) -> bool {
        self.code == POW3[self.len()] - 1
    }

    /// The mark at position `i`, or `None` past the end.
    pub fn mark(self, i: usize) -> Option<Mark> {
        (i < self.len()).then(|| match (self.code / POW3[i]) % 3 {
            0 => Mark::Grey,
            1 => Mark::Yellow,
            _ => Mark::Green,
        })
    }

    /// The marks from the first letter to the last.
    pub fn marks(self) -> impl Iterator<Item = Mark> {
        (0..self.len()).filter_map(move |i| self.mark(i))
    }

    /// The feedback of these marks.
    ///
    /// # Errors
    ///
    /// [`Error::UnsupportedLength`] for no mark or more than [`MAX_LEN`].
    pub fn from_marks(marks: &[Mark]) -> Result<Feedback> {
        if marks.is_empty() || marks.len() > MAX_LEN {
            return Err(Error::UnsupportedLength {
                got: marks.len(),
                max: MAX_LEN,
            });
        }
        let code = marks
            .iter()
            .enumerate()
            .map(|(i, m)| m.digit() * POW3[i])
            .sum();
        Ok(Feedback {
            code,
            len: marks.len() as u8,
        })
    }

    /// The share-grid row: one emoji square per letter.
    pub fn to_emoji(self) -> String {
        self.marks().map(Mark::to_emoji).collect()
    }
}

impl fmt::Display for Feedback {
    /// One character per letter: `g` green, `y` yellow, `.` grey (for example `gy..g`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.marks().try_for_each(|m| f.write_char(m.to_char()))
    }
}

impl std::str::FromStr for Feedback {
    type Err = Error;

    /// Reads a feedback written with the characters of [`Mark::from_char`] (`gy..g`,
    /// `GYBBG`, `21002`, emoji squares); surrounding whitespace is ignored.
    fn from_str(s: &str) -> Result<Feedback> {
        let t = s.trim();
        let mut marks = Vec::with_capacity(MAX_LEN);
        for c in t.chars() {
            let Some(m) = Mark::from_char(c) else {
                return Err(Error::InvalidFeedback {
                    value: s.to_string(),
                    reason: "use g (green), y (yellow) and . (grey), one per letter (or 2, 1, 0, or 🟩 🟨 ⬛)",
                });
            };
            marks.push(m);
        }
        if marks.is_empty() || marks.len() > MAX_LEN {
            return Err(Error::InvalidFeedback {
                value: s.to_string(),
                reason: "a feedback has from 1 to 10 marks",
            });
        }
        Feedback::from_marks(&marks)
    }
}

/// The base-3 feedback code of `guess` against `answer`, one byte a letter, of the same length
/// (at most [`MAX_LEN`]): lowercase ASCII letters, or the letter indices (0 to 63) of a
/// language profile, as [`WordList::bytes_of`](crate::WordList::bytes_of) gives them. This is
/// the unchecked fast path behind the feedback table.
///
/// # Panics
///
/// If the lengths differ or exceed [`MAX_LEN`]. Bytes that are neither give a meaningless code
/// but no panic.
///
/// # Example
///
/// ```
/// use wordgames_wordle::feedback::code;
///
/// assert_eq!(code(b"abc", b"abc"), 26); // all green: 3^3 - 1
/// assert_eq!(code(b"cab", b"abc"), 1 + 3 + 9); // all yellow
/// ```
#[inline]
pub fn code(guess: &[u8], answer: &[u8]) -> u16 {
    assert!(
        guess.len() == answer.len() && guess.len() <= MAX_LEN,
        "guess and answer must have the same length, at most {MAX_LEN}"
    );
    let n = guess.len();
    // Indexed by the byte's low six bits: distinct for `a`-`z` (33 to 58) and for indices 0-63.
    let mut unmatched = [0u8; 64];
    let mut green = [false; MAX_LEN];
    let mut code = 0u16;
    for i in 0..n {
        if guess[i] == answer[i] {
            green[i] = true;
            code += 2 * POW3[i];
        } else {
            unmatched[usize::from(answer[i] & 63)] += 1;
        }
    }
    for i in 0..n {
        if !green[i] {
            let slot = &mut unmatched[usize::from(guess[i] & 63)];
            if *slot > 0 {
                *slot -= 1;
                code += POW3[i];
            }
        }
    }
    code
}
