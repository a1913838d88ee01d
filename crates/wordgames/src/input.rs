//! The moves of every `play` game and of `wordle solve`, read from standard input a bounded line
//! at a time.
//!
//! A line longer than [`MAX_INPUT_LINE`] bytes ends the game with an error naming the line (the
//! rest of it is never read, so `/dev/zero` on stdin costs a kilobyte, not the machine's memory).
//! A line that is not UTF-8 is one rejected line: its number goes to stderr, the count of such
//! lines is kept, and the game goes on with the next line.

use std::io::{self, BufRead};

use wordgames_lexicon::lines::{Line, read_numbered_line};

/// The longest line a game reads from its input, in bytes (its newline not counted): far more
/// than any guess, move or command.
pub const MAX_INPUT_LINE: usize = 1024;

/// The lines of a game's input: an iterator of `io::Result<String>` like [`BufRead::lines`],
/// with the bound and the rejections described in the module documentation.
pub struct InputLines<R> {
    reader: R,
    buf: Vec<u8>,
    number: usize,
    rejected: usize,
    done: bool,
}

impl<R: BufRead> InputLines<R> {
    /// Reads `reader` (standard input, locked, in the program).
    pub fn new(reader: R) -> Self {
        InputLines {
            reader,
            buf: Vec::new(),
            number: 0,
            rejected: 0,
            done: false,
        }
    }

    /// The 1-based number of the last line returned (0 before the first).
    pub fn number(&self) -> usize {
        self.number
    }

    /// How many lines were rejected as not UTF-8.
    pub fn rejected(&self) -> usize {
        self.rejected
    }
}

/// The lines of standard input.
pub fn stdin_lines() -> InputLines<io::StdinLock<'static>> {
    InputLines::new(io::stdin().lock())
}

impl<R: BufRead> Iterator for InputLines<R> {
    type Item = io::Result<String>;

    fn next(&mut self) -> Option<io::Result<String>> {
        while !self.done {
            let read = match read_numbered_line(
                &mut self.reader,
                &mut self.buf,
                MAX_INPUT_LINE,
                self.number + 1,
            ) {
                Ok(read) => read,
                Err(e) => {
                    self.done = true;
                    return Some(Err(e));
                }
            };
            if read == Line::Eof {
                self.done = true;
                return None;
            }
            self.number += 1;
            if read == Line::TooLong {
                self.done = true;
                return Some(Err(io::Error::new(
                    io::ErrorKind::InvalidData,
                    format!(
                        "stdin:{}: the line is longer than {MAX_INPUT_LINE} bytes (one move a line)",
                        self.number
                    ),
                )));
            }
            if self.buf.last() == Some(&b'\r') {
                self.buf.pop();
            }
            match std::str::from_utf8(&self.buf) {
                Ok(text) => return Some(Ok(text.to_owned())),
                Err(_) => {
                    self.rejected += 1;
                    errln!(
                        "wordgames: stdin:{}: the line is not valid UTF-8; line ignored",
                        self.number
                    );
                }
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_lines_are_counted_and_long_ones_end_the_input() {
        let text = b"\xEF\xBB\xBFcrane\r\nsl\xffte\n\nadieu";
        let mut lines = InputLines::new(&text[..]);
        assert_eq!(lines.next().unwrap().unwrap(), "crane");
        assert_eq!(lines.next().unwrap().unwrap(), "");
        assert_eq!(lines.number(), 3);
        assert_eq!(lines.rejected(), 1);
        assert_eq!(lines.next().unwrap().unwrap(), "adieu");
        assert!(lines.next().is_none());

        let mut endless = InputLines::new(io::BufReader::new(io::repeat(b'a')));
        let err = endless.next().unwrap().unwrap_err();
        assert_eq!(
            err.to_string(),
            "stdin:1: the line is longer than 1024 bytes (one move a line)"
        );
        assert!(endless.next().is_none());
    }
}
