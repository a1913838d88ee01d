//! The feedback table: the feedback of every allowed guess against every candidate answer.
//!
//! Strategies ask "how does guess `g` split these candidates?" millions of times; scoring the
//! letters each time would dominate. The table scores every pair once, in parallel, and stores
//! the base-3 code in a byte when words have at most 5 letters (`3^5 = 243`), in a `u16` up to
//! [`MAX_LEN`](crate::MAX_LEN) letters. Rows are guesses, columns answers, so partitioning a
//! candidate set by a guess reads one contiguous row.

use rayon::prelude::*;

use crate::{Error, Result, WordList, feedback};

/// The most bytes a [`FeedbackTable`] may take, both layouts together: 1 GiB, sixteen times
/// the classic lists' 60 MB (2,315 answers × 12,972 guesses); about 730 million cells of words
/// of up to 5 letters, 270 million of longer words. [`Wordle::lazy`](crate::Wordle::lazy),
/// [`Wordle::new`](crate::Wordle::new) and [`FeedbackTable::build`] refuse lists whose table
/// would be larger with [`Error::TableTooLarge`], before allocating it.
pub const MAX_TABLE_BYTES: usize = 1 << 30;

/// One guess's row: the code against every answer.
#[derive(Debug, Clone, Copy)]
pub enum Row<'a> {
    /// Codes of words of at most 5 letters.
    Narrow(&'a [u8]),
    /// Codes of longer words.
    Wide(&'a [u16]),
}

impl Row<'_> {
    /// The code against answer `a`.
    ///
    /// # Panics
    ///
    /// If `a` is not an answer id.
    #[inline]
    pub fn get(&self, a: usize) -> u16 {
        match self {
            Row::Narrow(r) => u16::from(r[a]),
            Row::Wide(r) => r[a],
        }
    }
}

#[derive(Debug, Clone)]
enum Codes {
    Narrow(Vec<u8>),
    Wide(Vec<u16>),
}

impl Codes {
    /// The codes at `range`, as a [`Row`].
    #[inline]
    fn slice(&self, range: std::ops::Range<usize>) -> Row<'_> {
        match self {
            Codes::Narrow(v) => Row::Narrow(&v[range]),
            Codes::Wide(v) => Row::Wide(&v[range]),
        }
    }
}

/// Feedback codes of every guess (rows) against every answer (columns).
///
/// # Example
///
/// ```
/// use wordgames_wordle::{Feedback, FeedbackTable, WordList};
///
/// let answers = WordList::parse("abide\nspeed")?;
/// let guesses = WordList::parse("abide\nerase\nspeed")?;
/// let table = FeedbackTable::build(&guesses, &answers)?;
/// let (g, a) = (guesses.id("speed").unwrap(), answers.id("abide").unwrap());
/// assert_eq!(table.get(g as usize, a as usize), Feedback::score("speed", "abide")?.code());
/// # Ok::<(), wordgames_wordle::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct FeedbackTable {
    guesses: usize,
    answers: usize,
    codes: Codes,
    /// The same codes answer-major: column `a` holds answer `a` against every guess, so that
    /// small candidate sets read a few contiguous streams instead of one cache line per guess.
    columns: Codes,
}

impl FeedbackTable {
    /// Scores every guess against every answer, in parallel over the guesses (rayon's global
    /// pool). Both lists must have the same word length (the [`Wordle`](crate::Wordle)
    /// constructor checks that).
    ///
    /// # Errors
    ///
    /// [`Error::TableTooLarge`] when the table would take more than [`MAX_TABLE_BYTES`]
    /// (checked before allocating).
    ///
    /// # Panics
    ///
    /// If the word lengths differ.
    pub fn build(guesses: &WordList, answers: &WordList) -> Result<FeedbackTable> {
        assert_eq!(
            guesses.word_len(),
            answers.word_len(),
            "word lengths differ"
        );
        let (ng, na) = (guesses.len(), answers.len());
        FeedbackTable::bytes_for(na, ng, guesses.word_len())?;
        let codes = match guesses.word_len() {
            1 => Codes::Narrow(build::<1, u8>(guesses, answers)),
            2 => Codes::Narrow(build::<2, u8>(guesses, answers)),
            3 => Codes::Narrow(build::<3, u8>(guesses, answers)),
            4 => Codes::Narrow(build::<4, u8>(guesses, answers)),
            5 => Codes::Narrow(build::<5, u8>(guesses, answers)),
            6 => Codes::Wide(build::<6, u16>(guesses, answers)),
            7 => Codes::Wide(build::<7, u16>(guesses, answers)),
            8 => Codes::Wide(build::<8, u16>(guesses, answers)),
            9 => Codes::Wide(build::<9, u16>(guesses, answers)),
            _ => Codes::Wide(build::<10, u16>(guesses, answers)),
        };
        let columns = match &codes {
            Codes::Narrow(v) => Codes::Narrow(transpose(v, ng, na)),
            Codes::Wide(v) => Codes::Wide(transpose(v, ng, na)),
        };
        Ok(FeedbackTable {
            guesses: ng,
            answers: na,
            codes,
            columns,
        })
    }

    /// The bytes the table of `answers` × `guesses` words of `word_len` letters takes (both
    /// layouts), computed with checked arithmetic.
    ///
    /// # Errors
    ///
    /// [`Error::TableTooLarge`] when that is more than [`MAX_TABLE_BYTES`] or overflows.
    ///
    /// # Example
    ///
    /// ```
    /// use wordgames_wordle::{Error, FeedbackTable};
    ///
    /// assert_eq!(FeedbackTable::bytes_for(2_315, 12_972, 5)?, 60_060_360);
    /// assert!(matches!(
    ///     FeedbackTable::bytes_for(300_000, 300_000, 5),
    ///     Err(Error::TableTooLarge { .. })
    /// ));
    /// # Ok::<(), Error>(())
    /// ```
    pub fn bytes_for(answers: usize, guesses: usize, word_len: usize) -> Result<usize> {
        let code = if word_len <= 5 { 1 } else { 2 };
        answers
            .checked_mul(guesses)
            .and_then(|cells| cells.checked_mul(2 * code))
            .filter(|&bytes| bytes <= MAX_TABLE_BYTES)
            .ok_or(Error::TableTooLarge {
                answers,
                guesses,
                max: MAX_TABLE_BYTES,
            })
    }

    /// The number of rows (guesses).
    pub fn guesses(&self) -> usize {
        self.guesses
    }

    /// The number of columns (answers).
    pub fn answers(&self) -> usize {
        self.answers
    }

    /// The row of guess `g`.
    ///
    /// # Panics
    ///
    /// If `g` is not a guess id.
    #[inline]
    pub fn row(&self, g: usize) -> Row<'_> {
        self.codes.slice(g * self.answers..(g + 1) * self.answers)
    }

    /// The column of answer `a`: its code against every guess.
    ///
    /// # Panics
    ///
    /// If `a` is not an answer id.
    #[inline]
    pub fn column(&self, a: usize) -> Row<'_> {
        self.columns.slice(a * self.guesses..(a + 1) * self.guesses)
    }

    /// The code of guess `g` against answer `a`.
    ///
    /// # Panics
    ///
    /// If either id is out of range.
    #[inline]
    pub fn get(&self, g: usize, a: usize) -> u16 {
        self.row(g).get(a)
    }

    /// The table's size in bytes (both layouts).
    pub fn size_in_bytes(&self) -> usize {
        match &self.codes {
            Codes::Narrow(v) => v.len() * 2,
            Codes::Wide(v) => v.len() * 4,
        }
    }
}

/// A feedback code stored in the table.
trait Code: Copy + Default + Send + Sync {
    fn from_code(c: u16) -> Self;
}

impl Code for u8 {
    #[inline]
    fn from_code(c: u16) -> u8 {
        c as u8
    }
}

impl Code for u16 {
    #[inline]
    fn from_code(c: u16) -> u16 {
        c
    }
}

/// Letters as bit numbers 0..64: the low six bits of a letter byte, distinct for `a`-`z` and
/// for the letter indices of any profile (see [`feedback::code`]).
fn letters<const N: usize>(w: &[u8]) -> [u8; N] {
    let mut out = [0u8; N];
    for (o, &b) in out.iter_mut().zip(w) {
        *o = b & 63;
    }
    out
}

/// The table for words of `N` letters. A guess without repeated letters takes the fast path:
/// a letter that is not green is yellow exactly when the answer has it at a non-green place
/// (no other copy in the guess competes for it), which is one bit mask per answer.
fn build<const N: usize, T: Code>(guesses: &WordList, answers: &WordList) -> Vec<T> {
    let na = answers.len();
    let ans: Vec<[u8; N]> = (0..na).map(|a| letters::<N>(answers.bytes_of(a))).collect();
    let mut v = vec![T::default(); guesses.len() * na];
    v.par_chunks_mut(na).enumerate().for_each(|(g, row)| {
        let gw = guesses.bytes_of(g);
        let gl = letters::<N>(gw);
        let mut seen = 0u64;
        let unique = gl.iter().all(|&c| {
            let fresh = seen & (1 << c) == 0;
            seen |= 1 << c;
            fresh
        });
        if unique {
            for (out, a) in row.iter_mut().zip(&ans) {
                let mut other = 0u64;
                let mut green = [false; N];
                for i in 0..N {
                    green[i] = gl[i] == a[i];
                    other |= u64::from(!green[i]) << a[i];
                }
                let mut code = 0u16;
                for i in (0..N).rev() {
                    let d = if green[i] {
                        2
                    } else {
                        ((other >> gl[i]) & 1) as u16
                    };
                    code = code * 3 + d;
                }
                *out = T::from_code(code);
            }
        } else {
            for (a, out) in row.iter_mut().enumerate() {
                *out = T::from_code(feedback::code(gw, answers.bytes_of(a)));
            }
        }
    });
    v
}

/// `rows` (guess-major, `ng` rows of `na`) answer-major, in parallel over blocks of 64 answers.
fn transpose<T: Copy + Default + Send + Sync>(rows: &[T], ng: usize, na: usize) -> Vec<T> {
    const BLOCK: usize = 64;
    let mut out = vec![T::default(); rows.len()];
    out.par_chunks_mut(BLOCK * ng)
        .enumerate()
        .for_each(|(b, chunk)| {
            let a0 = b * BLOCK;
            let width = chunk.len() / ng;
            for g in 0..ng {
                let src = &rows[g * na + a0..g * na + a0 + width];
                for (i, &c) in src.iter().enumerate() {
                    chunk[i * ng + g] = c;
                }
            }
        });
    out
}
