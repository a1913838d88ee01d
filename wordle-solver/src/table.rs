//! The feedback table: the feedback of every allowed guess against every candidate answer.
//!
//! Strategies ask "how does guess `g` split these candidates?" millions of times; scoring the
//! letters each time would dominate. The table scores every pair once, in parallel, and stores
//! the base-3 code in a byte when words have at most 5 letters (`3^5 = 243`), in a `u16` up to
//! [`MAX_LEN`](crate::MAX_LEN) letters. Rows are guesses, columns answers, so partitioning a
//! candidate set by a guess reads one contiguous row.

use rayon::prelude::*;

use crate::{WordList, feedback};

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

/// Feedback codes of every guess (rows) against every answer (columns).
///
/// # Example
///
/// ```
/// use wordle_solver::{Feedback, FeedbackTable, WordList};
///
/// let answers = WordList::parse("abide\nspeed")?;
/// let guesses = WordList::parse("abide\nerase\nspeed")?;
/// let table = FeedbackTable::build(&guesses, &answers);
/// let (g, a) = (guesses.id("speed").unwrap(), answers.id("abide").unwrap());
/// assert_eq!(table.get(g as usize, a as usize), Feedback::score("speed", "abide")?.code());
/// # Ok::<(), wordle_solver::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct FeedbackTable {
    guesses: usize,
    answers: usize,
    codes: Codes,
}

impl FeedbackTable {
    /// Scores every guess against every answer, in parallel over the guesses (rayon's global
    /// pool). Both lists must have the same word length (the [`Wordle`](crate::Wordle)
    /// constructor checks that).
    ///
    /// # Panics
    ///
    /// If the word lengths differ.
    pub fn build(guesses: &WordList, answers: &WordList) -> FeedbackTable {
        assert_eq!(
            guesses.word_len(),
            answers.word_len(),
            "word lengths differ"
        );
        let (ng, na) = (guesses.len(), answers.len());
        let codes = if guesses.word_len() <= 5 {
            let mut v = vec![0u8; ng * na];
            v.par_chunks_mut(na).enumerate().for_each(|(g, row)| {
                let gw = guesses.bytes_of(g);
                for (a, c) in row.iter_mut().enumerate() {
                    *c = feedback::code(gw, answers.bytes_of(a)) as u8;
                }
            });
            Codes::Narrow(v)
        } else {
            let mut v = vec![0u16; ng * na];
            v.par_chunks_mut(na).enumerate().for_each(|(g, row)| {
                let gw = guesses.bytes_of(g);
                for (a, c) in row.iter_mut().enumerate() {
                    *c = feedback::code(gw, answers.bytes_of(a));
                }
            });
            Codes::Wide(v)
        };
        FeedbackTable {
            guesses: ng,
            answers: na,
            codes,
        }
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
        let r = g * self.answers..(g + 1) * self.answers;
        match &self.codes {
            Codes::Narrow(v) => Row::Narrow(&v[r]),
            Codes::Wide(v) => Row::Wide(&v[r]),
        }
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

    /// The table's size in bytes.
    pub fn size_in_bytes(&self) -> usize {
        match &self.codes {
            Codes::Narrow(v) => v.len(),
            Codes::Wide(v) => v.len() * 2,
        }
    }
}
