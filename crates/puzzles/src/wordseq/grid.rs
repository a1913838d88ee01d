//! Grids of letters and the moves that swap two neighbours.

use std::{fmt, str::FromStr};

use wordgames_lexicon::{Letter, Profile};

use super::WordseqError;
use crate::Result;
// Parsing a move stays here, since it fails with the crate's `Error`.
pub use super::moves::{MAX_SIDE, Move};

/// The most cells a grid may have (`MAX_SIDE * MAX_SIDE`).
pub(crate) const MAX_CELLS: usize = MAX_SIDE * MAX_SIDE;

/// A rectangular grid of lowercase letters of a language [`Profile`] (English unless made with
/// [`Grid::new_in`] or [`Grid::from_rows_in`]), at most [`MAX_SIDE`] by [`MAX_SIDE`].
///
/// # Example
///
/// ```
/// use wordgames_puzzles::wordseq::{Grid, Move};
///
/// let mut grid = Grid::from_rows(["isw", "ela", "pot"])?;
/// assert_eq!(grid.rows(), 3);
/// assert_eq!(grid.row(1), "ela");
/// assert_eq!(grid.column(0), "iep");
/// grid.swap(Move::new((1, 0), (1, 1)))?;
/// assert_eq!(grid.row(1), "lea");
/// # Ok::<(), wordgames_puzzles::Error>(())
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Grid {
    profile: &'static Profile,
    rows: u8,
    cols: u8,
    /// Letters as their index in the profile's alphabet (below 64), row-major; cells past
    /// `rows * cols` are 0.
    cells: [u8; MAX_CELLS],
}

impl Grid {
    /// An English grid of `rows` by `cols` from its letters, row by row.
    ///
    /// # Errors
    ///
    /// [`WordseqError::GridSide`], [`WordseqError::GridSize`] or [`WordseqError::GridLetters`]
    /// (as [`Error::Wordseq`](crate::Error::Wordseq)) when a side is 0 or above [`MAX_SIDE`], when `letters` does
    /// not hold exactly `rows * cols` letters, or when one is not a lowercase ASCII letter.
    pub fn new(rows: usize, cols: usize, letters: &str) -> Result<Grid> {
        Grid::new_in(Profile::english(), rows, cols, letters)
    }

    /// A grid of `profile`'s letters, `rows` by `cols`, from its letters row by row (counted in
    /// letters, never bytes).
    ///
    /// # Errors
    ///
    /// As [`Grid::new`]; a character that is not a lowercase letter of `profile` is
    /// [`WordseqError::NotInAlphabet`] ([`WordseqError::GridLetters`] in English).
    ///
    /// # Example
    ///
    /// ```
    /// use wordgames_lexicon::profile;
    /// use wordgames_puzzles::wordseq::Grid;
    ///
    /// let grid = Grid::new_in(&profile::NB, 2, 3, "blåbær")?;
    /// assert_eq!(grid.row(0), "blå");
    /// assert_eq!(grid.get(1, 1), Some('æ'));
    /// assert!(Grid::new_in(&profile::NB, 1, 3, "blä").is_err()); // ä is not a bokmål letter
    /// # Ok::<(), wordgames_puzzles::Error>(())
    /// ```
    pub fn new_in(
        profile: &'static Profile,
        rows: usize,
        cols: usize,
        letters: &str,
    ) -> Result<Grid> {
        for (name, side) in [("rows", rows), ("cols", cols)] {
            if side == 0 || side > MAX_SIDE {
                return Err(WordseqError::GridSide {
                    side: name,
                    value: side,
                    min: 1,
                }
                .into());
            }
        }
        // Letters first: a letter outside the alphabet is reported as such, not as a length.
        if let Some(bad) = letters.chars().find(|&c| profile.letter(c).is_none()) {
            return Err(not_a_letter(profile, letters, bad).into());
        }
        if letters.chars().count() != rows * cols {
            return Err(WordseqError::GridSize {
                letters: letters.to_string(),
                rows,
                cols,
            }
            .into());
        }
        let mut cells = [0u8; MAX_CELLS];
        for (cell, c) in cells.iter_mut().zip(letters.chars()) {
            *cell = profile.letter(c).map_or(0, |l| l.0);
        }
        Ok(Grid {
            profile,
            rows: rows as u8,
            cols: cols as u8,
            cells,
        })
    }

    /// An English grid from its rows, which must all have the same length.
    ///
    /// # Errors
    ///
    /// As [`Grid::new`], and [`WordseqError::RaggedRow`] when the rows differ in length.
    pub fn from_rows<I, S>(rows: I) -> Result<Grid>
    where
        I: IntoIterator<Item = S>,
        S: AsRef<str>,
    {
        Grid::from_rows_in(Profile::english(), rows)
    }

    /// A grid of `profile`'s letters from its rows, which must all have the same number of
    /// letters.
    ///
    /// # Errors
    ///
    /// As [`Grid::new_in`], and [`WordseqError::RaggedRow`] when the rows differ in length.
    pub fn from_rows_in<I, S>(profile: &'static Profile, rows: I) -> Result<Grid>
    where
        I: IntoIterator<Item = S>,
        S: AsRef<str>,
    {
        let rows: Vec<S> = rows.into_iter().collect();
        // Counted in characters, so that a row with a non-ASCII letter is reported for that
        // letter (by `Grid::new`), not for a length in bytes.
        let cols = rows.first().map_or(0, |r| r.as_ref().chars().count());
        let mut letters = String::new();
        for row in &rows {
            let row = row.as_ref();
            if row.chars().count() != cols {
                return Err(WordseqError::RaggedRow {
                    row: row.to_string(),
                    expected: cols,
                }
                .into());
            }
            letters.push_str(row);
        }
        Grid::new_in(profile, rows.len(), cols, &letters)
    }

    /// A grid from letter indices of `profile`, row-major; the caller guarantees the sizes and
    /// that every index is a letter of the profile.
    pub(crate) fn from_indices(
        profile: &'static Profile,
        rows: usize,
        cols: usize,
        indices: &[u8],
    ) -> Grid {
        let mut cells = [0u8; MAX_CELLS];
        cells[..indices.len()].copy_from_slice(indices);
        Grid {
            profile,
            rows: rows as u8,
            cols: cols as u8,
            cells,
        }
    }

    /// The language profile whose letters the grid holds.
    pub fn profile(&self) -> &'static Profile {
        self.profile
    }

    /// The number of rows.
    pub fn rows(&self) -> usize {
        usize::from(self.rows)
    }

    /// The number of columns.
    pub fn cols(&self) -> usize {
        usize::from(self.cols)
    }

    /// The letter at `row`, `col`, or `None` outside the grid.
    pub fn get(&self, row: usize, col: usize) -> Option<char> {
        (row < self.rows() && col < self.cols())
            .then(|| {
                self.profile
                    .char_of(Letter(self.cells[row * self.cols() + col]))
            })
            .flatten()
    }

    /// Row `row` read left to right (empty outside the grid).
    pub fn row(&self, row: usize) -> String {
        (0..self.cols()).filter_map(|c| self.get(row, c)).collect()
    }

    /// Column `col` read top to bottom (empty outside the grid).
    pub fn column(&self, col: usize) -> String {
        (0..self.rows()).filter_map(|r| self.get(r, col)).collect()
    }

    /// Every row, top to bottom.
    pub fn to_rows(&self) -> Vec<String> {
        (0..self.rows()).map(|r| self.row(r)).collect()
    }

    /// Swaps the two letters of `mv`, whichever way round it is given.
    ///
    /// # Errors
    ///
    /// [`WordseqError::MoveOutside`] when a cell lies outside the grid,
    /// [`WordseqError::NotNeighbours`] when the cells are not neighbours.
    pub fn swap(&mut self, mv: Move) -> Result<(), WordseqError> {
        let (a, b) = self.cells_of(mv)?;
        self.cells.swap(a, b);
        Ok(())
    }

    /// The two cell indices of `mv`, checked.
    pub(crate) fn cells_of(&self, mv: Move) -> Result<(usize, usize), WordseqError> {
        let inside = |(r, c): (usize, usize)| r < self.rows() && c < self.cols();
        if !inside(mv.from) || !inside(mv.to) {
            return Err(WordseqError::MoveOutside {
                mv,
                rows: self.rows(),
                cols: self.cols(),
            });
        }
        if !mv.is_adjacent() {
            return Err(WordseqError::NotNeighbours { mv });
        }
        let index = |(r, c): (usize, usize)| r * self.cols() + c;
        Ok((index(mv.from), index(mv.to)))
    }

    /// The letter indices of the grid's cells, row-major.
    pub(crate) fn indices(&self) -> &[u8] {
        &self.cells[..self.rows() * self.cols()]
    }
}

/// The error for a character of `letters` that is not a letter of `profile`.
pub(crate) fn not_a_letter(profile: &'static Profile, letters: &str, bad: char) -> WordseqError {
    if profile.is_ascii_az() {
        WordseqError::GridLetters {
            letters: letters.to_string(),
        }
    } else {
        WordseqError::NotInAlphabet {
            text: letters.to_string(),
            character: bad,
            profile,
        }
    }
}

impl fmt::Display for Grid {
    /// The rows, one a line, letters separated by spaces.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for r in 0..self.rows() {
            if r > 0 {
                writeln!(f)?;
            }
            let row: Vec<String> = self.row(r).chars().map(String::from).collect();
            write!(f, "{}", row.join(" "))?;
        }
        Ok(())
    }
}

impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut tuple = f.debug_tuple("Grid");
        tuple.field(&self.to_rows());
        if !self.profile.is_ascii_az() {
            tuple.field(&self.profile.tag());
        }
        tuple.finish()
    }
}

impl FromStr for Move {
    type Err = crate::Error;

    /// Four numbers `row col row col`, separated by spaces or commas.
    fn from_str(s: &str) -> Result<Move> {
        let bad = |expected: &'static str| WordseqError::MoveSyntax {
            text: s.to_string(),
            expected,
        };
        let numbers: Vec<&str> = s
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|p| !p.is_empty())
            .collect();
        if numbers.len() != 4 {
            return Err(bad("expected four numbers: row col row col").into());
        }
        let mut n = [0usize; 4];
        for (slot, text) in n.iter_mut().zip(&numbers) {
            *slot = text
                .parse()
                .map_err(|_| bad("expected four whole numbers: row col row col"))?;
        }
        let mv = Move::new((n[0], n[1]), (n[2], n[3]));
        if !mv.is_adjacent() {
            return Err(bad("the two cells must be side by side or one above the other").into());
        }
        Ok(mv)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_grids_are_errors() {
        assert!(Grid::new(0, 3, "").is_err());
        assert!(Grid::new(7, 1, "abcdefg").is_err());
        assert!(Grid::new(2, 2, "abc").is_err());
        assert!(Grid::new(2, 2, "abcD").is_err());
        assert!(Grid::from_rows(["abc", "de"]).is_err());
        let grid = Grid::new(6, 6, &"z".repeat(36)).unwrap();
        assert_eq!(grid.get(5, 5), Some('z'));
        assert_eq!(grid.get(6, 0), None);
    }

    #[test]
    fn grids_of_another_profile_count_letters() {
        let nb = Profile::by_tag("nb").unwrap();
        let grid = Grid::from_rows_in(nb, ["blå", "bær"]).unwrap();
        assert_eq!((grid.rows(), grid.cols()), (2, 3));
        assert_eq!(grid.column(2), "år");
        assert_eq!(grid.to_string(), "b l å\nb æ r");
        assert_eq!(format!("{grid:?}"), r#"Grid(["blå", "bær"], "nb")"#);
        assert_eq!(
            Grid::new_in(nb, 1, 2, "aß").unwrap_err().to_string(),
            "\"aß\": 'ß' is not a letter of Norwegian Bokmål (nb)"
        );
        // Six letters in eight bytes: a size error names letters, not bytes.
        assert_eq!(
            Grid::new_in(nb, 2, 2, "blåbær").unwrap_err().to_string(),
            "parameter letters = \"blåbær\": a 2x2 grid needs 4 letters"
        );
        assert!(Grid::from_rows(["blå"]).is_err());
        assert_ne!(
            Grid::from_rows(["ab"]).unwrap(),
            Grid::from_rows_in(nb, ["ab"]).unwrap()
        );
    }

    #[test]
    fn moves_parse_and_check() {
        assert_eq!(
            "0,1, 1,1".parse::<Move>().unwrap(),
            Move::new((0, 1), (1, 1))
        );
        for bad in ["", "1 2 3", "1 1 1 1", "0 0 1 1", "a b c d", "0 0 0 1 0"] {
            assert!(bad.parse::<Move>().is_err(), "{bad:?}");
        }
        let mut grid = Grid::from_rows(["ab", "cd"]).unwrap();
        assert!(grid.swap(Move::new((1, 1), (1, 2))).is_err());
        assert!(grid.swap(Move::new((0, 0), (1, 1))).is_err());
        grid.swap(Move::new((1, 1), (0, 1))).unwrap();
        assert_eq!(grid.to_rows(), ["ad", "cb"]);
        assert_eq!(Move::new((1, 1), (0, 1)).to_string(), "1 1 0 1");
    }
}
