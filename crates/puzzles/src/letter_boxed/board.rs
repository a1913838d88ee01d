//! The board: four sides of three letters, and the automaton of the words playable on it.

use std::{fmt, str::FromStr};

use wordgames_lexicon::{Profile, Rejection, fst::Automaton, profile::FoldTo};

use super::{ABSENT, LetterBoxedError};

/// A Letter Boxed board: four sides of three letters, all twelve distinct, in the alphabet of a
/// language [`Profile`] (English `a`-`z` unless built with [`Board::new_in`] or
/// [`Board::parse_in`]).
///
/// Parse one from text such as `"abc def ghi jkl"` (sides separated by spaces, commas, dashes or
/// slashes; any case), or build one with [`Board::new`]. A board prints in the same form.
///
/// With the `serde` feature a board serializes as that text, and deserializing validates it as
/// an English board (the text does not name its profile).
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
///
/// In another language:
///
/// ```
/// use wordgames_lexicon::profile;
/// use wordgames_puzzles::letter_boxed::Board;
///
/// let board = Board::parse_in("BKT LÆS ÅRE ØNY", &profile::NB)?;
/// assert_eq!(board.to_string(), "bkt læs åre øny");
/// assert_eq!(board.side_of('ø'), Some(3));
/// assert_eq!(board.covers("blåbær").map(u16::count_ones), Ok(5));
/// assert_eq!(
///     Board::parse_in("bkt læs åre ønß", &profile::NB).unwrap_err().to_string(),
///     "\"bkt læs åre ønß\": 'ß' is not a letter of Norwegian Bokmål (nb)"
/// );
/// # Ok::<(), wordgames_puzzles::letter_boxed::LetterBoxedError>(())
/// ```
///
/// With the `serde` feature, an English board is its text (`"abc def ghi jkl"`), and a board of
/// another profile carries the profile's tag too (`{"lang":"nb","sides":"bkt læs åre øny"}`);
/// a document without `lang` (a text, or an object without the field) is English, so documents
/// written before boards had a language still read. Reading checks the board as
/// [`Board::parse_in`] does, and an unknown tag is an error.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Board {
    profile: &'static Profile,
    sides: [[char; 3]; 4],
}

impl Board {
    /// An English board from its four sides of three letters (ASCII letters, any case).
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
        Board::build(Profile::english(), sides.map(|s| s.map(char::from)), text)
    }

    /// A board of `profile` from its four sides of three letters (any case; a character the
    /// profile folds into a letter, such as Spanish `á`, counts as that letter).
    ///
    /// # Errors
    ///
    /// [`LetterBoxedError::NotInAlphabet`] when a character is not a letter of `profile`
    /// ([`LetterBoxedError::NotALetter`] in English), [`LetterBoxedError::RepeatedLetter`]
    /// when a letter appears twice.
    ///
    /// # Example
    ///
    /// ```
    /// use wordgames_lexicon::profile;
    /// use wordgames_puzzles::letter_boxed::Board;
    ///
    /// let sides = [['ä', 'b', 'c'], ['d', 'e', 'f'], ['g', 'h', 'i'], ['ö', 'ü', 'l']];
    /// let board = Board::new_in(&profile::DE, sides)?;
    /// assert_eq!(board.side_texts(), ["äbc", "def", "ghi", "öül"]);
    /// assert_eq!(board.profile().tag(), "de");
    /// # Ok::<(), wordgames_puzzles::letter_boxed::LetterBoxedError>(())
    /// ```
    pub fn new_in(
        profile: &'static Profile,
        sides: [[char; 3]; 4],
    ) -> Result<Board, LetterBoxedError> {
        let text = || {
            sides
                .iter()
                .map(|s| s.iter().collect::<String>())
                .collect::<Vec<_>>()
                .join(" ")
        };
        Board::build(profile, sides, text)
    }

    /// Checks and lowercases `sides`; `text` names the board in errors.
    fn build(
        profile: &'static Profile,
        sides: [[char; 3]; 4],
        text: impl Fn() -> String,
    ) -> Result<Board, LetterBoxedError> {
        let mut lower = [['\0'; 3]; 4];
        for (s, side) in sides.iter().enumerate() {
            for (i, &c) in side.iter().enumerate() {
                let letter = if profile.is_ascii_az() {
                    c.is_ascii_alphabetic().then(|| c.to_ascii_lowercase())
                } else {
                    let mut lower = c.to_lowercase();
                    match (lower.next(), lower.next()) {
                        (Some(l), None) => match profile.fold(l) {
                            Some(FoldTo::Letter(l)) => Some(l),
                            Some(FoldTo::Text(t)) if t.chars().count() == 1 => t.chars().next(),
                            _ => None,
                        },
                        _ => None,
                    }
                };
                let Some(letter) = letter else {
                    return Err(not_a_letter(profile, text(), c));
                };
                let placed = lower[..s]
                    .iter()
                    .flatten()
                    .chain(&lower[s][..i])
                    .position(|&l| l == letter);
                if let Some(p) = placed {
                    return Err(LetterBoxedError::RepeatedLetter {
                        board: text(),
                        letter,
                        first_side: p / 3 + 1,
                        second_side: s + 1,
                    });
                }
                lower[s][i] = letter;
            }
        }
        Ok(Board {
            profile,
            sides: lower,
        })
    }

    /// Parses a board of `profile` from text such as `"blå ærf økt sne"`: four groups of three
    /// letters separated by whitespace, `,`, `-`, `/` or `|`, each normalized by the profile
    /// (case, Unicode normalization, folds). English is what [`str::parse`] gives.
    ///
    /// # Errors
    ///
    /// [`LetterBoxedError::SideCount`], [`LetterBoxedError::SideLength`] (in letters),
    /// [`LetterBoxedError::NotInAlphabet`] ([`LetterBoxedError::NotALetter`] in English),
    /// [`LetterBoxedError::RepeatedLetter`].
    pub fn parse_in(text: &str, profile: &'static Profile) -> Result<Board, LetterBoxedError> {
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
        let mut sides = [['\0'; 3]; 4];
        for (s, group) in groups.iter().enumerate() {
            let letters: Vec<char> = if profile.is_ascii_az() {
                if let Some(bad) = group.chars().find(|c| !c.is_ascii_alphabetic()) {
                    return Err(not_a_letter(profile, board(), bad));
                }
                group.chars().collect()
            } else {
                match profile.normalize(group) {
                    Ok(word) => word.chars().collect(),
                    Err(why) => {
                        let bad = match why {
                            Rejection::NonAscii(c)
                            | Rejection::Digit(c)
                            | Rejection::Punctuation(c)
                            | Rejection::NotInAlphabet(c) => c,
                            // A group has no whitespace and is never empty.
                            _ => ' ',
                        };
                        return Err(not_a_letter(profile, board(), bad));
                    }
                }
            };
            let Ok(side) = <[char; 3]>::try_from(letters.as_slice()) else {
                return Err(LetterBoxedError::SideLength {
                    board: board(),
                    side: s + 1,
                    text: group.to_string(),
                    len: letters.len(),
                });
            };
            sides[s] = side;
        }
        // Name the board as the caller wrote it.
        Board::build(profile, sides, board)
    }

    /// The language profile whose letters the board holds.
    pub fn profile(&self) -> &'static Profile {
        self.profile
    }

    /// The four sides, lowercase.
    pub fn sides(&self) -> [[char; 3]; 4] {
        self.sides
    }

    /// The four sides as text, lowercase: `["abc", "def", "ghi", "jkl"]`.
    pub fn side_texts(&self) -> [String; 4] {
        self.sides.map(|side| side.iter().collect())
    }

    /// The twelve letters, side by side.
    pub fn letters(&self) -> [char; 12] {
        let mut out = ['\0'; 12];
        for (i, letter) in self.sides.iter().flatten().enumerate() {
            out[i] = *letter;
        }
        out
    }

    /// The side (0 to 3) that holds `letter` (lowercase; a byte is read as the character of
    /// that code point), or `None` when it is not on the board.
    pub fn side_of(&self, letter: impl Into<char>) -> Option<usize> {
        self.slot(letter.into()).map(|p| p / 3)
    }

    /// The position `side * 3 + i` of `letter` (the bit it sets in a covered-letters mask).
    pub(crate) fn slot(&self, letter: char) -> Option<usize> {
        self.sides.iter().flatten().position(|&l| l == letter)
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
        let len = word.chars().count();
        if len < 3 {
            return Err(LetterBoxedError::TooShort {
                word: word.to_string(),
                len,
            });
        }
        let mut mask = 0u16;
        let mut previous: Option<(char, usize)> = None;
        for ch in word.chars() {
            let slot = self.slot(ch).ok_or_else(|| LetterBoxedError::NotOnBoard {
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
        let mut ascii = [ABSENT; 128];
        for (slot, &letter) in self.sides.iter().flatten().enumerate() {
            if letter.is_ascii() {
                ascii[letter as usize] = slot as u8;
            }
        }
        Playable { board: self, ascii }
    }
}

/// The error for a character that is not a letter of `profile`.
fn not_a_letter(profile: &'static Profile, board: String, character: char) -> LetterBoxedError {
    if profile.is_ascii_az() {
        LetterBoxedError::NotALetter { board, character }
    } else {
        LetterBoxedError::NotInAlphabet {
            text: board,
            character,
            profile,
        }
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
                write!(f, "{letter}")?;
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
        Board::parse_in(text, Profile::english())
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

#[cfg(feature = "serde")]
impl serde::Serialize for Board {
    /// An English board as its text, any other as `{"lang": tag, "sides": text}` (in a format
    /// that is not human-readable, every board as the struct).
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        if self.profile.is_ascii_az() && serializer.is_human_readable() {
            return serializer.collect_str(self);
        }
        let mut board = serializer.serialize_struct("Board", 2)?;
        board.serialize_field("lang", self.profile.tag())?;
        board.serialize_field("sides", &self.to_string())?;
        board.end()
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Board {
    /// A text (an English board) or `{"lang": tag, "sides": text}` (`lang` English when absent).
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Board, D::Error> {
        use serde::de::{self, MapAccess, SeqAccess, Visitor};

        struct BoardVisitor;

        impl<'de> Visitor<'de> for BoardVisitor {
            type Value = Board;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a letter boxed board: its text, or an object with `sides` and `lang`")
            }

            fn visit_str<E: de::Error>(self, text: &str) -> Result<Board, E> {
                text.parse().map_err(E::custom)
            }

            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Board, A::Error> {
                let lang: String = seq
                    .next_element()?
                    .ok_or_else(|| de::Error::invalid_length(0, &self))?;
                let sides: String = seq
                    .next_element()?
                    .ok_or_else(|| de::Error::invalid_length(1, &self))?;
                board_in(Some(lang), sides)
            }

            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Board, A::Error> {
                let (mut lang, mut sides) = (None::<String>, None::<String>);
                while let Some(key) = map.next_key::<std::borrow::Cow<'de, str>>()? {
                    match &*key {
                        "lang" if lang.is_none() => lang = Some(map.next_value()?),
                        "sides" if sides.is_none() => sides = Some(map.next_value()?),
                        "lang" | "sides" => return Err(de::Error::duplicate_field("board field")),
                        other => return Err(de::Error::unknown_field(other, &["lang", "sides"])),
                    }
                }
                let sides = sides.ok_or_else(|| de::Error::missing_field("sides"))?;
                board_in(lang, sides)
            }
        }

        fn board_in<E: de::Error>(lang: Option<String>, sides: String) -> Result<Board, E> {
            let profile = match lang {
                None => Profile::english(),
                Some(tag) => Profile::by_tag(&tag).ok_or_else(|| {
                    E::custom(format_args!(
                        "unknown language {} of a letter boxed board",
                        wordgames_lexicon::lines::Quoted(&tag)
                    ))
                })?,
            };
            Board::parse_in(&sides, profile).map_err(E::custom)
        }

        if deserializer.is_human_readable() {
            deserializer.deserialize_any(BoardVisitor)
        } else {
            deserializer.deserialize_struct("Board", &["lang", "sides"], BoardVisitor)
        }
    }
}

/// An [`Automaton`] that matches the words playable on a [`Board`], of any length: only board
/// letters, never two consecutive letters from one side. Its state is the side of the last letter
/// read, so a walk over a lexicon's FST prunes a branch at the first letter that breaks a rule.
///
/// Words shorter than three letters match too; [`Solver`](crate::letter_boxed::Solver) drops them.
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
    /// For each ASCII character: its position `side * 3 + i` on the board, or [`ABSENT`]; the
    /// board's letters beyond ASCII are looked up in the board.
    ascii: [u8; 128],
}

impl Playable<'_> {
    /// The position `side * 3 + i` of `letter` on the board.
    #[inline]
    pub(crate) fn slot(&self, letter: char) -> Option<usize> {
        if letter.is_ascii() {
            let slot = self.ascii[letter as usize];
            return (slot != ABSENT).then_some(usize::from(slot));
        }
        self.board.slot(letter)
    }
}

/// [`Playable`]'s state before any letter.
const START: u32 = 4;
/// [`Playable`]'s state after a letter that breaks a rule.
const DEAD: u32 = 5;

impl Automaton for Playable<'_> {
    /// Bits 0-2: the side of the last letter (0 to 3), or 4 before the first letter, or 5 once
    /// dead; in the middle of a letter of several bytes, bits 3-4 count the bytes still to
    /// come and bits 8-28 hold the code point read so far.
    type State = u32;

    fn start(&self) -> u32 {
        START
    }

    fn is_match(&self, state: &u32) -> bool {
        *state < START
    }

    fn can_match(&self, state: &u32) -> bool {
        *state != DEAD
    }

    #[inline]
    fn accept(&self, state: &u32, byte: u8) -> u32 {
        let state = *state;
        if state == DEAD {
            return DEAD;
        }
        let side = state & 7;
        let pending = (state >> 3) & 3;
        let letter = match (pending, byte) {
            (0, 0..0x80) => char::from(byte),
            // The first byte of a letter of two, three or four bytes.
            (0, 0xC0..0xE0) => return side | 1 << 3 | u32::from(byte & 0x1F) << 8,
            (0, 0xE0..0xF0) => return side | 2 << 3 | u32::from(byte & 0x0F) << 8,
            (0, 0xF0..0xF8) => return side | 3 << 3 | u32::from(byte & 0x07) << 8,
            (1.., 0x80..0xC0) => {
                let code = (state >> 8) << 6 | u32::from(byte & 0x3F);
                if pending > 1 {
                    return side | (pending - 1) << 3 | code << 8;
                }
                match char::from_u32(code) {
                    Some(c) => c,
                    None => return DEAD,
                }
            }
            _ => return DEAD,
        };
        match self.slot(letter) {
            Some(slot) if (slot / 3) as u32 != side => (slot / 3) as u32,
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
        assert!(err("aba def ghi jkl").contains("'a' appears twice (on side 1)"));
        assert!(err("abc dea ghi jkl").contains("'a' appears twice (on sides 1 and 2)"));
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
