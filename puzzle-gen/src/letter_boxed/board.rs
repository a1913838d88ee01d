//! The board: four sides of three letters, and the automaton of the words playable on it.

use std::{fmt, str::FromStr};

use wordgames_lexicon::fst::Automaton;

use super::{ABSENT, LetterBoxedError};

/// A Letter Boxed board: four sides of three letters, all twelve distinct.
///
/// Parse one from text such as `"abc def ghi jkl"` (sides separated by spaces, commas, dashes or
/// slashes; any case), or build one with [`Board::new`]. A board prints in the same form.
///
/// With the `serde` feature a board serializes as that text, and deserializing validates it.
///
/// # Example
///
/// ```
/// use wordgames_puzzles::letter_boxed::Board;
///
/// let board: Board = "ABC-def-ghi-jkl".parse()?;
/// assert_eq!(board.to_string(), "abc def ghi jkl");
/// assert_eq!(board.side_of(b'e'), Some(1));
/// assert_eq!(board.side_of(b'z'), None);
///
/// let err = "abc def ghi jka".parse::<Board>().unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "letter boxed board \"abc def ghi jka\": the letter 'a' appears twice (on sides 1 and 4)"
/// );
/// # Ok::<(), wordgames_puzzles::letter_boxed::LetterBoxedError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(into = "String", try_from = "String")
)]
pub struct Board {
    sides: [[u8; 3]; 4],
    /// For each letter `a`-`z`: its position `side * 3 + i`, or [`ABSENT`].
    slots: [u8; 26],
}

impl Board {
    /// A board from its four sides of three letters (ASCII letters, any case).
    ///
    /// # Errors
    ///
    /// [`LetterBoxedError::NotALetter`] when a character is not an ASCII letter,
    /// [`LetterBoxedError::RepeatedLetter`] when a letter appears twice.
    pub fn new(sides: [[u8; 3]; 4]) -> Result<Board, LetterBoxedError> {
        let text = || {
            sides
                .iter()
                .map(|s| String::from_utf8_lossy(s).into_owned())
                .collect::<Vec<_>>()
                .join(" ")
        };
        let mut lower = [[0u8; 3]; 4];
        let mut slots = [ABSENT; 26];
        for (s, side) in sides.iter().enumerate() {
            for (i, &byte) in side.iter().enumerate() {
                if !byte.is_ascii_alphabetic() {
                    return Err(LetterBoxedError::NotALetter {
                        board: text(),
                        character: char::from(byte),
                    });
                }
                let letter = byte.to_ascii_lowercase();
                let slot = &mut slots[usize::from(letter - b'a')];
                if *slot != ABSENT {
                    return Err(LetterBoxedError::RepeatedLetter {
                        board: text(),
                        letter: char::from(letter),
                        first_side: usize::from(*slot / 3) + 1,
                        second_side: s + 1,
                    });
                }
                *slot = (s * 3 + i) as u8;
                lower[s][i] = letter;
            }
        }
        Ok(Board {
            sides: lower,
            slots,
        })
    }

    /// The four sides, lowercase.
    pub fn sides(&self) -> [[u8; 3]; 4] {
        self.sides
    }

    /// The twelve letters, side by side.
    pub fn letters(&self) -> [u8; 12] {
        let mut out = [0; 12];
        for (i, letter) in self.sides.iter().flatten().enumerate() {
            out[i] = *letter;
        }
        out
    }

    /// The side (0 to 3) that holds `letter` (lowercase ASCII), or `None` when it is not on the
    /// board.
    pub fn side_of(&self, letter: u8) -> Option<usize> {
        self.slot(letter).map(|p| p / 3)
    }

    /// The position `side * 3 + i` of `letter` (the bit it sets in a covered-letters mask).
    pub(super) fn slot(&self, letter: u8) -> Option<usize> {
        let i = letter.checked_sub(b'a')?;
        match self.slots.get(usize::from(i)) {
            Some(&slot) if slot != ABSENT => Some(usize::from(slot)),
            _ => None,
        }
    }

    /// Checks that `word` is playable on this board (without asking any lexicon) and returns the
    /// letters it covers as a 12-bit mask (bit `side * 3 + i`).
    ///
    /// # Errors
    ///
    /// The first rule the word breaks: [`LetterBoxedError::TooShort`],
    /// [`LetterBoxedError::NotOnBoard`] or [`LetterBoxedError::SameSide`].
    ///
    /// # Example
    ///
    /// ```
    /// use wordgames_puzzles::letter_boxed::{Board, LetterBoxedError};
    ///
    /// let board: Board = "abc def ghi jkl".parse()?;
    /// assert_eq!(board.covers("bead"), Ok(0b1_1011)); // b, e, a, d
    /// assert_eq!(board.covers("beg"), Ok(0b101_0010));
    /// assert_eq!(
    ///     board.covers("bad"),
    ///     Err(LetterBoxedError::SameSide { word: "bad".into(), first: 'b', second: 'a' })
    /// );
    /// assert_eq!(board.covers("be"), Err(LetterBoxedError::TooShort { word: "be".into(), len: 2 }));
    /// assert_eq!(board.covers("bez").unwrap_err().to_string(), "\"bez\": 'z' is not on the board");
    /// # Ok::<(), LetterBoxedError>(())
    /// ```
    pub fn covers(&self, word: &str) -> Result<u16, LetterBoxedError> {
        let bytes = word.as_bytes();
        if bytes.len() < 3 {
            return Err(LetterBoxedError::TooShort {
                word: word.to_string(),
                len: bytes.len(),
            });
        }
        let mut mask = 0u16;
        let mut previous: Option<(char, usize)> = None;
        for ch in word.chars() {
            let slot = u8::try_from(ch)
                .ok()
                .and_then(|b| self.slot(b))
                .ok_or_else(|| LetterBoxedError::NotOnBoard {
                    word: word.to_string(),
                    letter: ch,
                })?;
            if let Some((prev, prev_slot)) = previous
                && prev_slot / 3 == slot / 3
            {
                return Err(LetterBoxedError::SameSide {
                    word: word.to_string(),
                    first: prev,
                    second: ch,
                });
            }
            mask |= 1 << slot;
            previous = Some((ch, slot));
        }
        Ok(mask)
    }

    /// The automaton that matches the words playable on this board, of any length (see
    /// [`Playable`]).
    pub fn playable(&self) -> Playable<'_> {
        Playable { board: self }
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board({:?})", self.to_string())
    }
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (s, side) in self.sides.iter().enumerate() {
            if s > 0 {
                f.write_str(" ")?;
            }
            for &letter in side {
                write!(f, "{}", char::from(letter))?;
            }
        }
        Ok(())
    }
}

impl FromStr for Board {
    type Err = LetterBoxedError;

    /// Parses `"abc def ghi jkl"`: four groups of three letters separated by whitespace, `,`,
    /// `-`, `/` or `|`.
    fn from_str(text: &str) -> Result<Board, LetterBoxedError> {
        let board = || text.to_string();
        let groups: Vec<&str> = text
            .split(|c: char| c.is_whitespace() || matches!(c, ',' | '-' | '/' | '|'))
            .filter(|g| !g.is_empty())
            .collect();
        if groups.len() != 4 {
            return Err(LetterBoxedError::SideCount {
                board: board(),
                found: groups.len(),
            });
        }
        let mut sides = [[0u8; 3]; 4];
        for (s, group) in groups.iter().enumerate() {
            if let Some(bad) = group.chars().find(|c| !c.is_ascii_alphabetic()) {
                return Err(LetterBoxedError::NotALetter {
                    board: board(),
                    character: bad,
                });
            }
            if group.len() != 3 {
                return Err(LetterBoxedError::SideLength {
                    board: board(),
                    side: s + 1,
                    text: group.to_string(),
                    len: group.len(),
                });
            }
            sides[s].copy_from_slice(group.as_bytes());
        }
        // Name the board as the caller wrote it, not as `Board::new` rebuilds it.
        Board::new(sides).map_err(|e| match e {
            LetterBoxedError::RepeatedLetter {
                letter,
                first_side,
                second_side,
                ..
            } => LetterBoxedError::RepeatedLetter {
                board: board(),
                letter,
                first_side,
                second_side,
            },
            other => other,
        })
    }
}

impl From<Board> for String {
    fn from(board: Board) -> String {
        board.to_string()
    }
}

impl TryFrom<String> for Board {
    type Error = LetterBoxedError;
    fn try_from(text: String) -> Result<Board, LetterBoxedError> {
        text.parse()
    }
}

/// An [`Automaton`] that matches the words playable on a [`Board`], of any length: only board
/// letters, never two consecutive letters from one side. Its state is the side of the last letter
/// read, so a walk over a lexicon's FST prunes a branch at the first letter that breaks a rule.
///
/// Words shorter than three letters match too; [`Solver`](super::Solver) drops them.
///
/// # Example
///
/// ```
/// use wordgames_lexicon::Lexicon;
/// use wordgames_puzzles::letter_boxed::Board;
///
/// let lexicon = Lexicon::from_words(["bead", "bad", "beg", "jag", "zebra"])?;
/// let board: Board = "abc def ghi jkl".parse()?;
/// let words: Vec<String> = lexicon.query().and(board.playable()).into_entries().into_iter().map(|e| e.word).collect();
/// assert_eq!(words, ["bead", "beg", "jag"]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy)]
pub struct Playable<'a> {
    board: &'a Board,
}

/// [`Playable`]'s state before any letter.
const START: u8 = 4;
/// [`Playable`]'s state after a letter that breaks a rule.
const DEAD: u8 = 5;

impl Automaton for Playable<'_> {
    /// The side of the last letter (0 to 3), or 4 before the first letter, or 5 once dead.
    type State = u8;

    fn start(&self) -> u8 {
        START
    }

    fn is_match(&self, state: &u8) -> bool {
        *state < START
    }

    fn can_match(&self, state: &u8) -> bool {
        *state != DEAD
    }

    fn accept(&self, state: &u8, byte: u8) -> u8 {
        if *state == DEAD {
            return DEAD;
        }
        match self.board.side_of(byte) {
            Some(side) if side as u8 != *state => side as u8,
            _ => DEAD,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_errors_say_what_is_wrong() {
        let err = |s: &str| s.parse::<Board>().unwrap_err().to_string();
        assert!(err("abc def ghi").contains("found 3 sides"));
        assert!(err("abc def ghi jkl mno").contains("found 5 sides"));
        assert!(err("abcd ef ghi jkl").contains("side 1 (\"abcd\") has 4 letters"));
        assert!(err("ab1 def ghi jkl").contains("'1' is not a letter"));
        assert!(err("abé def ghi jkl").contains("'é' is not a letter"));
        assert!(err("aba def ghi jkl").contains("'a' appears twice (on sides 1 and 1)"));
        assert!(err("").contains("found 0 sides"));
        assert!(Board::new([*b"abc", *b"def", *b"ghi", *b"jk "]).is_err());
        assert_eq!(
            "Abc,DEF/ghi|jkl".parse::<Board>().unwrap().to_string(),
            "abc def ghi jkl"
        );
    }

    #[test]
    fn covers_checks_non_letters_without_panicking() {
        let board: Board = "abc def ghi jkl".parse().unwrap();
        assert_eq!(
            board.covers("aé!"),
            Err(LetterBoxedError::NotOnBoard {
                word: "aé!".into(),
                letter: 'é'
            })
        );
        assert_eq!(
            board.covers("ADG"),
            Err(LetterBoxedError::NotOnBoard {
                word: "ADG".into(),
                letter: 'A'
            })
        );
    }
}
