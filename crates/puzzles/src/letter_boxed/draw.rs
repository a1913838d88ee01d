//! A text drawing of a board, for a terminal or a plain-text page.

use super::Board;

impl Board {
    /// The board drawn as a square of text, five lines: side 1 along the top (left to right),
    /// side 2 down the right, side 3 along the bottom (left to right) and side 4 down the left.
    /// The letters a word covers (`covered`, a 12-bit mask as [`Board::covers`] gives, bit `i`
    /// for the `i`th of [`Board::letters`]) are in capitals.
    ///
    /// ```
    /// let board: wordgames_puzzles::letter_boxed::Board = "dpt clr ahx bei".parse()?;
    /// let covered = board.covers("trace")?;
    /// assert_eq!(
    ///     board.draw(covered),
    ///     "      d  p  T\n   b           C\n   E           l\n   i           R\n      A  h  x\n"
    /// );
    /// # Ok::<(), wordgames_puzzles::letter_boxed::LetterBoxedError>(())
    /// ```
    pub fn draw(&self, covered: u16) -> String {
        self.draw_with(covered, |letter, is_covered| {
            if is_covered {
                letter.to_uppercase().collect()
            } else {
                letter.to_string()
            }
        })
    }

    /// The drawing of [`Board::draw`] for the letters of the mask `covered`, each letter
    /// written by `show(letter, is_covered)`: for a front end that marks the covered letters
    /// its own way (a colour, say).
    pub fn draw_with(&self, covered: u16, mut show: impl FnMut(char, bool) -> String) -> String {
        let letters = self.letters();
        let mut letter = |i: usize| show(letters[i], covered & (1 << i) != 0);
        let mut out = String::new();
        let top = [letter(0), letter(1), letter(2)];
        out.push_str(&format!("      {}  {}  {}\n", top[0], top[1], top[2]));
        for row in 0..3 {
            let (left, right) = (letter(9 + row), letter(3 + row));
            out.push_str(&format!("   {left}           {right}\n"));
        }
        let bottom = [letter(6), letter(7), letter(8)];
        out.push_str(&format!(
            "      {}  {}  {}\n",
            bottom[0], bottom[1], bottom[2]
        ));
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_letter_is_drawn_once_on_its_side() {
        let board: Board = "abc def ghi jkl".parse().unwrap();
        let drawing = board.draw(0);
        let lines: Vec<&str> = drawing.lines().collect();
        assert_eq!(lines.len(), 5);
        assert_eq!(lines[0].split_whitespace().collect::<String>(), "abc");
        assert_eq!(lines[4].split_whitespace().collect::<String>(), "ghi");
        let left: String = lines[1..4]
            .iter()
            .map(|l| l.split_whitespace().next().unwrap())
            .collect();
        let right: String = lines[1..4]
            .iter()
            .map(|l| l.split_whitespace().nth(1).unwrap())
            .collect();
        assert_eq!(left, "jkl");
        assert_eq!(right, "def");
        assert_eq!(
            board.draw(0b1000_0000_0001),
            drawing.replace('a', "A").replace('l', "L")
        );
        let marked = board.draw_with(
            0b10,
            |c, on| if on { format!("[{c}]") } else { c.to_string() },
        );
        assert!(marked.starts_with("      a  [b]  c\n"), "{marked}");
    }
}
