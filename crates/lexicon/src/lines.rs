//! Reading text a line at a time with a bound on each line's length, so that memory stays
//! proportional to what is kept, whatever the input (a file without newlines, `/dev/zero`).
//!
//! ```
//! use wordgames_lexicon::lines::{Line, read_line, read_numbered_line};
//!
//! let mut input = &b"\xEF\xBB\xBFcat\r\nan overlong line\nz"[..];
//! let mut buf = Vec::new();
//! assert_eq!(read_numbered_line(&mut input, &mut buf, 8, 1)?, Line::Read);
//! assert_eq!(buf, b"cat\r"); // the byte-order mark of the first line is dropped
//! assert_eq!(read_line(&mut input, &mut buf, 8)?, Line::TooLong);
//! assert_eq!(buf, b"an overl"); // the first 8 bytes; the rest of the line is not read
//! # Ok::<(), std::io::Error>(())
//! ```

use std::io::{self, BufRead, Read};

/// The longest line a word list may have, in bytes (its newline not counted): far more than any
/// word and its grade.
pub const MAX_WORD_LINE: usize = 1024;

/// What [`read_line`] read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Line {
    /// The input had ended: no line.
    Eof,
    /// A whole line (the last one may lack its newline).
    Read,
    /// A line longer than the bound: the buffer holds its first bytes, and the reader stopped
    /// there (the rest of the line is not read, so a line that never ends costs nothing).
    TooLong,
}

/// The UTF-8 byte-order mark that some editors put at the start of a file.
const BOM: &[u8] = b"\xEF\xBB\xBF";

/// Reads the next line into `buf` (cleared first), without its `\n`, reading at most `max`
/// bytes of it. A UTF-8 byte-order mark at the very start of the input is dropped.
///
/// # Errors
/// The reader's I/O errors.
pub fn read_line<R: BufRead + ?Sized>(
    reader: &mut R,
    buf: &mut Vec<u8>,
    max: usize,
) -> io::Result<Line> {
    buf.clear();
    let mut started = false;
    loop {
        let available = match reader.fill_buf() {
            Ok(bytes) => bytes,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if available.is_empty() {
            return Ok(if started { Line::Read } else { Line::Eof });
        }
        started = true;
        let (chunk, newline) = match available.iter().position(|&b| b == b'\n') {
            Some(at) => (&available[..at], true),
            None => (available, false),
        };
        let room = max - buf.len();
        if chunk.len() > room {
            buf.extend_from_slice(&chunk[..room]);
            reader.consume(room);
            return Ok(Line::TooLong);
        }
        buf.extend_from_slice(chunk);
        let used = chunk.len() + usize::from(newline);
        reader.consume(used);
        if newline {
            return Ok(Line::Read);
        }
    }
}

/// [`read_line`] that drops a UTF-8 byte-order mark at the start of the first line (`line` is
/// the 1-based number of the line being read).
///
/// # Errors
/// The reader's I/O errors.
pub fn read_numbered_line<R: BufRead + ?Sized>(
    reader: &mut R,
    buf: &mut Vec<u8>,
    max: usize,
    line: usize,
) -> io::Result<Line> {
    if line == 1 {
        let read = read_line(reader, buf, max + BOM.len())?;
        if buf.starts_with(BOM) {
            buf.drain(..BOM.len());
        }
        if read == Line::Read && buf.len() > max {
            buf.truncate(max);
            return Ok(Line::TooLong);
        }
        return Ok(read);
    }
    read_line(reader, buf, max)
}

/// Reads the whole of `reader` if it holds at most `max` bytes: `Ok(None)` when it holds more
/// (after reading `max + 1` bytes, never more). Memory grows with what is read, never with a size
/// a file reports, so a sparse file or `/dev/zero` costs at most `max` bytes.
///
/// ```
/// use wordgames_lexicon::lines::read_to_end_bounded;
///
/// assert_eq!(read_to_end_bounded(&b"abc"[..], 3)?, Some(b"abc".to_vec()));
/// assert_eq!(read_to_end_bounded(std::io::repeat(0), 1000)?, None);
/// # Ok::<(), std::io::Error>(())
/// ```
///
/// # Errors
/// The reader's I/O errors.
pub fn read_to_end_bounded<R: Read>(reader: R, max: u64) -> io::Result<Option<Vec<u8>>> {
    let mut bytes = Vec::new();
    reader.take(max.saturating_add(1)).read_to_end(&mut bytes)?;
    Ok((bytes.len() as u64 <= max).then_some(bytes))
}

/// Reads a two-column table the crate writes (a [`Frequencies`](crate::Frequencies) or
/// [`Spellings`](crate::Spellings) text): the line `header`, then one `first<TAB>second` line
/// per entry, the first columns in strictly increasing byte order; empty lines are skipped.
/// Each line is checked the same way for every table (at most [`MAX_WORD_LINE`] bytes,
/// UTF-8, a tab, a non-empty first column, the order) before `entry` sees its two columns.
/// An error is the 1-based line and the reason (`entry`'s own, or one naming the columns by
/// `names`, as `("word", "frequency")`).
pub(crate) fn read_table<'a>(
    bytes: &'a [u8],
    header: &str,
    names: (&str, &str),
    mut entry: impl FnMut(&'a str, &'a str) -> Result<(), String>,
) -> Result<(), (usize, String)> {
    let mut lines = bytes.split(|&b| b == b'\n');
    if lines.next() != Some(header.as_bytes()) {
        return Err((1, format!("the first line is not `{header}`")));
    }
    let mut previous: Option<&[u8]> = None;
    for (i, line) in lines.enumerate() {
        let number = i + 2;
        let bad = |reason: String| (number, reason);
        if line.is_empty() {
            // The end of the text (after the last newline), or a blank line: nothing to read.
            continue;
        }
        if line.len() > MAX_WORD_LINE {
            return Err(bad("the line is too long".to_string()));
        }
        let line = std::str::from_utf8(line).map_err(|_| bad("the line is not UTF-8".into()))?;
        let (first, second) = line.split_once('\t').ok_or_else(|| {
            bad(format!(
                "no tab between the {} and its {}",
                names.0, names.1
            ))
        })?;
        if first.is_empty() {
            return Err(bad(format!("an empty {}", names.0)));
        }
        if previous.is_some_and(|p| p >= first.as_bytes()) {
            return Err(bad(format!(
                "the {}s are not in strictly increasing order",
                names.0
            )));
        }
        previous = Some(first.as_bytes());
        entry(first, second).map_err(bad)?;
    }
    Ok(())
}

/// How many characters of an offending text [`Quoted`] shows.
pub const QUOTE_CHARS: usize = 40;

/// A text quoted in a message as `{:?}` would, cut after [`QUOTE_CHARS`] characters with the
/// length of the whole, so that one bad line of any length makes a short message.
///
/// ```
/// use wordgames_lexicon::lines::Quoted;
///
/// assert_eq!(Quoted("café").to_string(), "\"café\"");
/// let long = "a".repeat(1000);
/// assert_eq!(Quoted(&long).to_string(), format!("{:?}… (1000 bytes)", &long[..40]));
/// ```
#[derive(Debug, Clone, Copy)]
pub struct Quoted<'a>(pub &'a str);

impl std::fmt::Display for Quoted<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.0.char_indices().nth(QUOTE_CHARS) {
            None => write!(f, "{:?}", self.0),
            Some((end, _)) => write!(f, "{:?}… ({} bytes)", &self.0[..end], self.0.len()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_bounds_and_the_last_line() {
        let mut input = &b"ab\n\ncdef\ngh"[..];
        let mut buf = Vec::new();
        let mut got = Vec::new();
        loop {
            let read = read_line(&mut input, &mut buf, 3).unwrap();
            if read == Line::Eof {
                break;
            }
            got.push((read, String::from_utf8(buf.clone()).unwrap()));
            if read == Line::TooLong {
                break;
            }
        }
        assert_eq!(
            got,
            [
                (Line::Read, "ab".into()),
                (Line::Read, String::new()),
                (Line::TooLong, "cde".into())
            ]
        );
        let mut input = &b"gh"[..];
        assert_eq!(read_line(&mut input, &mut buf, 3).unwrap(), Line::Read);
        assert_eq!(read_line(&mut input, &mut buf, 3).unwrap(), Line::Eof);
    }

    /// A reader that never ends nor sends a newline: the line is cut at the bound at once.
    #[test]
    fn an_endless_line_costs_only_the_bound() {
        let mut zeros = io::BufReader::with_capacity(64, io::repeat(0));
        let mut buf = Vec::new();
        assert_eq!(
            read_line(&mut zeros, &mut buf, 1000).unwrap(),
            Line::TooLong
        );
        assert_eq!(buf.len(), 1000);
        assert!(buf.capacity() < 4096);
    }

    #[test]
    fn a_bom_is_dropped_from_the_first_line_only() {
        let mut input = &b"\xEF\xBB\xBFabc\n\xEF\xBB\xBFabc\n"[..];
        let mut buf = Vec::new();
        assert_eq!(
            read_numbered_line(&mut input, &mut buf, 3, 1).unwrap(),
            Line::Read
        );
        assert_eq!(buf, b"abc");
        assert_eq!(
            read_numbered_line(&mut input, &mut buf, 3, 2).unwrap(),
            Line::TooLong
        );
    }
}
