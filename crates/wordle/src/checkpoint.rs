//! Checkpoints of [`rank_openers`](crate::rank_openers): a header naming the run (mode, guess
//! limit, the word lists and their checksums), then one `word value` a line, read back only
//! when the header is this run's and every value is one the game can have.

use std::io::BufRead;

use wordgames_lexicon::lines::{self, Line};

use crate::{Error, Mode, OpenerValue, Result, Wordle};

/// The header's first words.
const MAGIC: &str = "# wordgames openers checkpoint v1";

/// The longest line a checkpoint may hold, in bytes (a word, a space and a value; the header).
const MAX_LINE: usize = 512;

/// FNV-1a, 64 bits, of each word followed by a newline: the checksum of a list.
fn checksum<'a>(words: impl Iterator<Item = &'a str>) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for word in words {
        for &b in word.as_bytes().iter().chain(b"\n") {
            hash ^= u64::from(b);
            hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
    hash
}

/// The header line (without its newline) of a checkpoint of openers ranked in `mode` within
/// `max_guesses` guesses on `wordle`'s lists: the mode, the guess limit, and each list's length
/// and checksum (FNV-1a 64 of its words, a newline after each).
///
/// ```
/// use wordgames_wordle::{Mode, Wordle, openers_checkpoint_header};
/// let wordle = Wordle::new("bake\ncake".parse()?, "bclm".parse()?)?;
/// let header = openers_checkpoint_header(&wordle, Mode::Hard, 6);
/// assert!(header.starts_with("# wordgames openers checkpoint v1 mode=hard max-guesses=6 answers=2:"));
/// # Ok::<(), wordgames_wordle::Error>(())
/// ```
pub fn openers_checkpoint_header(wordle: &Wordle, mode: Mode, max_guesses: u8) -> String {
    let answers = wordle.answers().len();
    let guesses = wordle.guesses().len();
    let answer_sum = checksum((0..answers as u32).map(|a| wordle.answer_word(a)));
    let guess_sum = checksum((0..guesses as u32).map(|g| wordle.guess_word(g)));
    let mode = match mode {
        Mode::Normal => "normal",
        Mode::Hard => "hard",
    };
    format!(
        "{MAGIC} mode={mode} max-guesses={max_guesses} answers={answers}:{answer_sum:016x} \
         guesses={guesses}:{guess_sum:016x}"
    )
}

/// Whether `value` is one opener `guess` can have on `wordle` within `max_guesses` guesses: an
/// exact total from `2n - 1` (`2n` when the opener is no answer) to `max_guesses * n` for `n`
/// answers; a bound at most `max_guesses * n`, or infeasible.
pub fn opener_value_is_possible(
    wordle: &Wordle,
    guess: u32,
    value: OpenerValue,
    max_guesses: u8,
) -> bool {
    let n = wordle.answers().len() as u64;
    let most = u64::from(max_guesses) * n;
    let least = 2 * n - u64::from(wordle.guess_as_answer(guess).is_some());
    match value {
        OpenerValue::Exact(v) => (least..=most).contains(&u64::from(v)),
        OpenerValue::AtLeast(_) if value.to_string() == "infeasible" => true,
        OpenerValue::AtLeast(v) => u64::from(v) <= most,
    }
}

/// Reads a checkpoint written for this run: its first line must be
/// [`openers_checkpoint_header`] of `wordle`, `mode` and `max_guesses`; then one `word value` a
/// line, each word once, each value possible ([`opener_value_is_possible`]). An empty input is
/// an empty checkpoint. The read is bounded by what the run can have: at most one line per
/// guess, each at most 512 bytes; more is an error, not an allocation.
///
/// # Errors
/// [`Error::InvalidParameter`] (named `checkpoint`) saying what is wrong and on which line of
/// `source_name`: a missing or different header (naming what differs), a line that is not
/// `word value`, a word not in the guess list, a word twice, an impossible value, too many
/// lines or a line too long, text that is not UTF-8, a failed read.
pub fn read_openers_checkpoint(
    wordle: &Wordle,
    mode: Mode,
    max_guesses: u8,
    mut reader: impl BufRead,
    source_name: &str,
) -> Result<Vec<(u32, OpenerValue)>> {
    let fail = |line: usize, reason: String| Error::InvalidParameter {
        name: "checkpoint",
        value: format!("{source_name}: line {line}"),
        reason: format!("{source_name}: line {line}: {reason}"),
    };
    let expected = openers_checkpoint_header(wordle, mode, max_guesses);
    let mut seen = vec![false; wordle.guesses().len()];
    let mut out = Vec::new();
    let mut buf = Vec::new();
    let mut number = 0;
    loop {
        let read = lines::read_line(&mut reader, &mut buf, MAX_LINE)
            .map_err(|e| fail(number + 1, format!("cannot be read: {e}")))?;
        if read == Line::Eof {
            break;
        }
        number += 1;
        if read == Line::TooLong {
            return Err(fail(number, format!("longer than {MAX_LINE} bytes")));
        }
        let line = std::str::from_utf8(&buf)
            .map_err(|_| fail(number, "not UTF-8 text".into()))?
            .trim_end_matches(['\n', '\r']);
        if number == 1 {
            if line != expected {
                return Err(fail(1, header_difference(line, &expected)));
            }
            continue;
        }
        if out.len() >= seen.len() {
            return Err(fail(
                number,
                format!("more lines than the {} openers of the run", seen.len()),
            ));
        }
        let mut parts = line.split_whitespace();
        let (Some(w), Some(v), None) = (parts.next(), parts.next(), parts.next()) else {
            return Err(fail(number, format!("{line:?} is not `word value`")));
        };
        let g = wordle
            .guess_id(w)
            .map_err(|e| fail(number, e.to_string()))?;
        let value: OpenerValue = v.parse().map_err(|e: Error| fail(number, e.to_string()))?;
        if std::mem::replace(&mut seen[g as usize], true) {
            return Err(fail(number, format!("{w:?} appears twice")));
        }
        if !opener_value_is_possible(wordle, g, value, max_guesses) {
            let n = wordle.answers().len();
            return Err(fail(
                number,
                format!(
                    "{w} {value} is no total a game of {n} answers within {max_guesses} \
                     guesses can have"
                ),
            ));
        }
        out.push((g, value));
    }
    Ok(out)
}

/// What differs between a checkpoint's first line and the header this run expects.
fn header_difference(found: &str, expected: &str) -> String {
    if !found.starts_with(MAGIC) {
        return format!(
            "no checkpoint header (a checkpoint of an older version, or not a checkpoint): \
             if it was made with these lists and options, add this line at its top: {expected}"
        );
    }
    let fields = |s: &str| {
        s[MAGIC.len()..]
            .split_whitespace()
            .map(str::to_string)
            .collect::<Vec<_>>()
    };
    let (found, expected) = (fields(found), fields(expected));
    let differ: Vec<String> = expected
        .iter()
        .filter(|e| !found.contains(e))
        .map(|e| {
            let key = e.split('=').next().unwrap_or(e);
            let theirs = found
                .iter()
                .find(|f| f.split('=').next() == Some(key))
                .map_or("nothing", String::as_str);
            format!("{theirs} where this run has {e}")
        })
        .collect();
    format!(
        "the checkpoint is of another run: {}",
        if differ.is_empty() {
            "its header has fields this run does not".to_string()
        } else {
            differ.join(", ")
        }
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ake() -> Wordle {
        crate::wordle_of(
            "bake\ncake\nlake\nmake\nrake\ntake\nwake\nfake",
            "bclm\nrtwf",
        )
    }

    fn read(wordle: &Wordle, mode: Mode, text: &str) -> Result<Vec<(u32, OpenerValue)>> {
        read_openers_checkpoint(wordle, mode, 6, text.as_bytes(), "ckpt")
    }

    #[test]
    fn a_checkpoint_of_this_run_reads_back() {
        let w = ake();
        let header = openers_checkpoint_header(&w, Mode::Normal, 6);
        let text = format!("{header}\nbclm 20\nrtwf >=20\nbake infeasible\n");
        let got = read(&w, Mode::Normal, &text).unwrap();
        assert_eq!(got.len(), 3);
        assert_eq!(
            got[0],
            (w.guess_id("bclm").unwrap(), OpenerValue::Exact(20))
        );
        assert!(read(&w, Mode::Normal, "").unwrap().is_empty());
    }

    #[test]
    fn another_run_or_an_impossible_value_is_refused() {
        let w = ake();
        let normal = openers_checkpoint_header(&w, Mode::Normal, 6);
        let hard = openers_checkpoint_header(&w, Mode::Hard, 6);
        let err = |mode, text: &str| read(&w, mode, text).unwrap_err().to_string();
        // The hard-mode checkpoint does not resume a normal-mode run.
        let e = err(Mode::Normal, &format!("{hard}\nbclm 20\n"));
        assert!(
            e.contains("line 1") && e.contains("mode=hard where this run has mode=normal"),
            "{e}"
        );
        // Other lists.
        let other = crate::wordle_of("bake\ncake", "bclm");
        let e = read(&other, Mode::Normal, &format!("{normal}\n"))
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("answers=8:") && e.contains("where this run has answers=2:"),
            "{e}"
        );
        // No header.
        let e = err(Mode::Normal, "bclm 20\n");
        assert!(
            e.contains("no checkpoint header") && e.contains(&normal),
            "{e}"
        );
        // Values no game of 8 answers can have: at most 6 * 8 = 48, at least 2 * 8 = 16.
        for line in ["bclm 0", "bclm 7920", "bclm 15", "bclm >=49"] {
            let e = err(Mode::Normal, &format!("{normal}\n{line}\n"));
            assert!(
                e.contains("line 2") && e.contains("no total"),
                "{line}: {e}"
            );
        }
        assert!(
            read(&w, Mode::Normal, &format!("{normal}\nbake 15\n")).is_ok(),
            "an answer opener can win at once"
        );
        // Two lines for one word.
        let e = err(Mode::Normal, &format!("{normal}\nbclm 20\nbclm 21\n"));
        assert!(e.contains("line 3") && e.contains("twice"), "{e}");
        // Endless input: bounded, an error.
        let endless = std::io::BufReader::new(std::io::repeat(0));
        let e = read_openers_checkpoint(&w, Mode::Normal, 6, endless, "zero").unwrap_err();
        assert!(e.to_string().contains("longer than 512 bytes"), "{e}");
    }
}
