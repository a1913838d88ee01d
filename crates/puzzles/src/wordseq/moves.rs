//! [`Move`]: a swap of two neighbouring cells, and [`MAX_SIDE`], the longest side of a grid.
//! Reading a move from text (`FromStr`) is in `crate::wordseq::grid`, since it fails with the
//! crate's `Error`.

use std::fmt;

/// The longest side a grid may have.
pub const MAX_SIDE: usize = 6;

/// A move: swap the letters of two neighbouring cells, each given as `(row, column)` from 0.
///
/// A move and its reverse swap the same letters: [`Move::normalized`] puts the upper or left
/// cell first, which is how generated levels write moves.
///
/// # Example
///
/// ```
/// use wordgames_puzzles::wordseq::Move;
///
/// let mv: Move = "1 1 1 0".parse()?;
/// assert_eq!(mv.normalized(), Move::new((1, 0), (1, 1)));
/// assert!(mv.is_adjacent());
/// assert!("1 0 2 1".parse::<Move>().is_err()); // diagonal
/// # Ok::<(), wordgames_puzzles::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Move {
    /// The first cell, `(row, column)`.
    pub from: (usize, usize),
    /// The second cell, `(row, column)`.
    pub to: (usize, usize),
}

impl Move {
    /// The move that swaps `from` and `to`.
    pub const fn new(from: (usize, usize), to: (usize, usize)) -> Move {
        Move { from, to }
    }

    /// The same move with the upper or left cell first.
    pub fn normalized(self) -> Move {
        if self.to < self.from {
            Move::new(self.to, self.from)
        } else {
            self
        }
    }

    /// Whether the two cells are side by side or one above the other.
    pub fn is_adjacent(self) -> bool {
        let dr = self.from.0.abs_diff(self.to.0);
        let dc = self.from.1.abs_diff(self.to.1);
        dr + dc == 1
    }
}

impl fmt::Display for Move {
    /// `row col row col`, the form that parsing a move (`"1 0 1 1".parse::<Move>()`) reads.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {} {} {}",
            self.from.0, self.from.1, self.to.0, self.to.1
        )
    }
}
