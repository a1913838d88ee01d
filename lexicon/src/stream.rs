//! Streaming queries: walk the matches of a query one at a time, without collecting them.
//!
//! Every `Vec`-returning query of [`Lexicon`](crate::Lexicon) has a streaming twin that returns a
//! [`Matches`], in the shape of `fst`'s own streams (`Map::search(aut).into_stream()`): a
//! [`fst::Streamer`] whose `next` lends the next word and its grade until the following call.
//! Nothing is collected, so a caller can stop after the first match, count matches, or keep
//! only a few of them, and the walk never visits more of the FST than it needs.
//!
//! | collects a `Vec<Entry>` | streams |
//! |---|---|
//! | [`search(aut)`](crate::Lexicon::search) | [`search_stream(aut)`](crate::Lexicon::search_stream) |
//! | [`entries()`](crate::Lexicon::entries) | [`stream()`](crate::Lexicon::stream) |
//! | [`with_prefix(p)`](crate::Lexicon::with_prefix) | [`prefix_stream(p)`](crate::Lexicon::prefix_stream) |
//! | [`words_of_len(n)`](crate::Lexicon::words_of_len) | [`len_stream(n)`](crate::Lexicon::len_stream) |
//! | [`matching(pattern)`](crate::Lexicon::matching) | [`matching_stream(pattern)`](crate::Lexicon::matching_stream) |
//! | [`anagrams(rack)`](crate::Lexicon::anagrams) | [`anagrams_stream(rack)`](crate::Lexicon::anagrams_stream) |
//! | [`sub_anagrams(rack)`](crate::Lexicon::sub_anagrams) | [`sub_anagrams_stream(rack)`](crate::Lexicon::sub_anagrams_stream) |
//!
//! A stream yields exactly the words of its `Vec` twin, in the same (alphabetical) order.
//!
//! ```
//! use wordgames_lexicon::{Lexicon, fst::Streamer};
//!
//! let english = Lexicon::english();
//! // The first three common words that start with "qu", without listing the others.
//! let mut stream = english.prefix_stream("qu");
//! let mut first = Vec::new();
//! while let Some((word, grade)) = stream.next() {
//!     if grade.is_common() {
//!         first.push(word.to_string());
//!         if first.len() == 3 {
//!             break;
//!         }
//!     }
//! }
//! assert_eq!(first, ["qua", "quack", "quacked"]);
//! ```

use fst::{Automaton, IntoStreamer, Streamer};

use crate::{Entry, Grade, to_grade};

/// The matches of a query on a [`Lexicon`](crate::Lexicon), one at a time, alphabetically.
///
/// A [`fst::Streamer`]: `next` returns the next word (a `&str` lent until the following call)
/// and its [`Grade`], or `None` at the end. Drop the stream to stop early. Made by
/// [`Lexicon::search_stream`](crate::Lexicon::search_stream) and the other `*_stream` methods
/// (see the [module documentation](self)).
///
/// # Example
///
/// ```
/// use wordgames_lexicon::{Length, Lexicon, fst::Streamer};
///
/// let lexicon = Lexicon::from_words(["ab", "abc", "abd", "abe"])?;
/// let mut stream = lexicon.search_stream(Length(3));
/// assert_eq!(stream.next().map(|(w, _)| w), Some("abc"));
/// assert_eq!(stream.next().map(|(w, _)| w), Some("abd"));
/// // Stopping here never visits "abe".
///
/// // Or collect what is left, as the `Vec` queries do.
/// assert_eq!(stream.into_entries().len(), 1);
/// # Ok::<(), wordgames_lexicon::Error>(())
/// ```
pub struct Matches<'m, A: Automaton> {
    inner: fst::map::Stream<'m, A>,
    /// The current word, copied out of the FST walk so that a key that is not UTF-8 (possible
    /// only in foreign bytes given to `Lexicon::new`) can be skipped inside one call of `next`.
    word: String,
}

impl<'m, A: Automaton> Matches<'m, A> {
    pub(crate) fn new(inner: fst::map::Stream<'m, A>) -> Matches<'m, A> {
        Matches {
            inner,
            word: String::new(),
        }
    }

    /// The matches not yet streamed, collected as [`Entry`] values.
    pub fn into_entries(mut self) -> Vec<Entry> {
        let mut out = Vec::new();
        while let Some((word, grade)) = self.next() {
            out.push(Entry {
                word: word.to_string(),
                grade,
            });
        }
        out
    }
}

impl<'a, A: Automaton> Streamer<'a> for Matches<'_, A> {
    type Item = (&'a str, Grade);

    fn next(&'a mut self) -> Option<(&'a str, Grade)> {
        loop {
            let (key, value) = self.inner.next()?;
            // Keys are ASCII: every constructor normalises, and `new` on foreign bytes is the
            // caller's promise; skip anything else rather than panic, as `for_each_match` does.
            if let Ok(word) = std::str::from_utf8(key) {
                self.word.clear();
                self.word.push_str(word);
                return Some((&self.word, to_grade(value)));
            }
        }
    }
}

impl<A: Automaton> std::fmt::Debug for Matches<'_, A> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Matches")
            .field("last", &self.word)
            .finish_non_exhaustive()
    }
}

/// Starts the stream of `automaton` over `map`.
pub(crate) fn search<D: AsRef<[u8]>, A: Automaton>(
    map: &fst::Map<D>,
    automaton: A,
) -> Matches<'_, A> {
    Matches::new(map.search(automaton).into_stream())
}
