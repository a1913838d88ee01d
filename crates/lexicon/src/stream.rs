//! Streaming queries: walk the matches of a query one at a time, without collecting them.
//!
//! Every query of a [`Lexicon`](crate::Lexicon) is a [`Query`], in the shape of `fst`'s own
//! `StreamBuilder` (`Map::search(aut)` then `into_stream()`): [`Lexicon::query`](crate::Lexicon::query)
//! starts from every word, [`Query::prefix`], [`Query::length`], [`Query::pattern`],
//! [`Query::rack`] and [`Query::and`] narrow it, and [`Query::into_entries`] collects it while
//! [`Query::into_stream`] returns a [`Matches`]: a [`fst::Streamer`] whose `next` lends the next
//! word and its grade until the following call. Nothing is collected, so a caller can stop
//! after the first match, count matches, or keep only a few of them, and the walk never visits
//! more of the FST than it needs.
//!
//! A stream yields exactly the words its query collects, in the same (alphabetical) order.
//!
//! ```
//! use wordgames_lexicon::{Lexicon, fst::Streamer};
//!
//! let english = Lexicon::english();
//! // The first three common words that start with "qu", without listing the others.
//! let mut stream = english.query().prefix("qu").into_stream();
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

use fst::{
    Automaton, IntoStreamer, Streamer,
    automaton::{AlwaysMatch, Intersection, StartsWith, Str},
};

use crate::{Entry, Grade, Length, Pattern, Rack, to_grade};

/// The matches of a query on a [`Lexicon`](crate::Lexicon), one at a time, alphabetically.
///
/// A [`fst::Streamer`]: `next` returns the next word (a `&str` lent until the following call)
/// and its [`Grade`], or `None` at the end. Drop the stream to stop early. Made by
/// [`Query::into_stream`] (see the [module documentation](self)).
///
/// # Example
///
/// ```
/// use wordgames_lexicon::{Length, Lexicon, fst::Streamer};
///
/// let lexicon = Lexicon::from_words(["ab", "abc", "abd", "abe"])?;
/// let mut stream = lexicon.query().and(Length(3)).into_stream();
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

/// A query on a [`Lexicon`](crate::Lexicon), in the shape of `fst`'s `StreamBuilder`: made by
/// [`Lexicon::query`](crate::Lexicon::query) (every word), narrowed by any number of
/// conditions, then either collected ([`Query::into_entries`]) or streamed
/// ([`Query::into_stream`], or `fst`'s [`IntoStreamer`]).
///
/// | narrows to the words that | method |
/// |---|---|
/// | start with a prefix | [`prefix(p)`](Query::prefix) |
/// | have a number of letters | [`length(n)`](Query::length) |
/// | match a wildcard [`Pattern`] | [`pattern(p)`](Query::pattern) |
/// | can be spelled from a [`Rack`] (all its tiles with [`Rack::exact`]) | [`rack(r)`](Query::rack) |
/// | match any caller's [`fst::Automaton`] | [`and(a)`](Query::and) |
///
/// Words come in alphabetical order, whichever way they are taken.
///
/// # Example
///
/// ```
/// use wordgames_lexicon::{Lexicon, Pattern, Rack, fst::Streamer};
///
/// let english = Lexicon::english();
/// // Collected: the five-letter words that start with "qu" and end in "k".
/// let quirk: Vec<String> = english
///     .query()
///     .prefix("qu")
///     .pattern(Pattern::new("?????")?)
///     .into_entries()
///     .into_iter()
///     .filter(|e| e.word.ends_with('k'))
///     .map(|e| e.word)
///     .collect();
/// assert!(quirk.contains(&"quirk".to_string()));
/// // Streamed: stop at the first anagram of "listen".
/// let mut anagrams = english.query().rack(Rack::new("listen")?.exact()).into_stream();
/// assert_eq!(anagrams.next().map(|(w, _)| w), Some("elints"));
/// // Counted.
/// assert_eq!(english.query().length(3).prefix("ca").count(), english.query().prefix("ca").length(3).count());
/// # Ok::<(), wordgames_lexicon::Error>(())
/// ```
pub struct Query<'l, D, A> {
    map: &'l fst::Map<D>,
    automaton: A,
    /// Whether no condition narrows the query yet.
    everything: bool,
    /// The rack, when the query is a rack alone: collected with the rack's own walk of the FST,
    /// which is faster than its automaton.
    rack_alone: Option<Rack>,
}

impl<'l, D: AsRef<[u8]>> Query<'l, D, AlwaysMatch> {
    pub(crate) fn new(map: &'l fst::Map<D>) -> Query<'l, D, AlwaysMatch> {
        Query {
            map,
            automaton: AlwaysMatch,
            everything: true,
            rack_alone: None,
        }
    }
}

impl<'l, D: AsRef<[u8]>, A: Automaton> Query<'l, D, A> {
    /// The words that also match `automaton`.
    pub fn and<B: Automaton>(self, automaton: B) -> Query<'l, D, Intersection<A, B>> {
        Query {
            map: self.map,
            automaton: self.automaton.intersection(automaton),
            everything: false,
            rack_alone: None,
        }
    }

    /// The words that also start with `prefix`.
    pub fn prefix(self, prefix: &str) -> Query<'l, D, Intersection<A, StartsWith<Str<'_>>>> {
        self.and(Str::new(prefix).starts_with())
    }

    /// The words that also have `letters` letters (bytes in the English profile).
    pub fn length(self, letters: usize) -> Query<'l, D, Intersection<A, Length>> {
        self.and(Length(letters))
    }

    /// The words that also match `pattern` (see [`Pattern`]).
    pub fn pattern(self, pattern: Pattern) -> Query<'l, D, Intersection<A, Pattern>> {
        self.and(pattern)
    }

    /// The words that can also be spelled from `rack`'s tiles (all of them when the rack is
    /// [`exact`](Rack::exact): its anagrams).
    pub fn rack(self, rack: Rack) -> Query<'l, D, Intersection<A, Rack>> {
        let alone = self.everything;
        let mut query = self.and(rack);
        query.rack_alone = alone.then_some(rack);
        query
    }

    /// The matches, one at a time: a [`Matches`] stream.
    pub fn into_stream(self) -> Matches<'l, A> {
        search(self.map, self.automaton)
    }

    /// The matches, collected.
    pub fn into_entries(self) -> Vec<Entry> {
        match self.rack_alone {
            Some(rack) => {
                let mut out = Vec::new();
                rack.walk(self.map.as_fst(), &mut |key, value| {
                    if let Ok(word) = std::str::from_utf8(key) {
                        out.push(Entry {
                            word: word.to_string(),
                            grade: to_grade(value),
                        });
                    }
                    std::ops::ControlFlow::Continue(())
                });
                out
            }
            None => self.into_stream().into_entries(),
        }
    }

    /// The number of matches.
    pub fn count(self) -> usize {
        let mut stream = self.into_stream();
        let mut n = 0;
        while stream.next().is_some() {
            n += 1;
        }
        n
    }
}

impl<'a, 'l, D: AsRef<[u8]>, A: Automaton> IntoStreamer<'a> for Query<'l, D, A> {
    type Item = (&'a str, Grade);
    type Into = Matches<'l, A>;

    fn into_stream(self) -> Matches<'l, A> {
        Query::into_stream(self)
    }
}

impl<D, A> std::fmt::Debug for Query<'_, D, A> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Query")
            .field("automaton", &std::any::type_name::<A>())
            .finish_non_exhaustive()
    }
}
