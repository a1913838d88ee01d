//! Query automata: wildcard patterns, racks of letters and word lengths.
//!
//! Each type here implements [`fst::Automaton`], so it can run directly against the FST with
//! [`Lexicon::search`](crate::Lexicon::search), and combine with `fst`'s own combinators
//! (`union`, `intersection`, `complement`, `starts_with`). A query visits only the parts of the
//! FST that can still lead to a match, which is why a rack query over the whole English lexicon
//! takes microseconds: most branches die after a letter or two.

use fst::Automaton;

use crate::error::{Error, Result};

/// A wildcard pattern: letters match themselves, `?` (or `.`) matches any one letter, `*` matches
/// any run of letters, including none.
///
/// Patterns hold at most 63 symbols (the automaton's state is a 64-bit set of positions).
///
/// # Example
///
/// ```
/// use wordgames_lexicon::{Lexicon, Pattern};
///
/// let lexicon = Lexicon::from_words(["cat", "coat", "cot", "cut", "dog"])?;
/// let words: Vec<String> = lexicon.search(&Pattern::new("c?t")?).into_iter().map(|e| e.word).collect();
/// assert_eq!(words, ["cat", "cot", "cut"]);
/// assert_eq!(lexicon.search(&Pattern::new("c*t")?).len(), 4);
/// # Ok::<(), wordgames_lexicon::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Pattern {
    text: String,
    tokens: Vec<Token>,
    start: u64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Token {
    Letter(u8),
    Any,
    Star,
}

impl Pattern {
    /// The most symbols a pattern may hold.
    pub const MAX_LEN: usize = 63;

    /// Compiles a pattern. Letters are folded to lowercase.
    ///
    /// # Errors
    ///
    /// [`Error::Pattern`] when the pattern is empty, longer than [`Pattern::MAX_LEN`], or holds a
    /// character other than a letter `a`-`z`, `?`, `.` or `*`.
    pub fn new(pattern: &str) -> Result<Pattern> {
        let fail = |reason: String| Error::Pattern {
            pattern: pattern.to_string(),
            reason,
        };
        if pattern.is_empty() {
            return Err(fail("the pattern is empty".into()));
        }
        let mut tokens = Vec::with_capacity(pattern.len());
        for c in pattern.chars() {
            tokens.push(match c {
                'a'..='z' | 'A'..='Z' => Token::Letter(c.to_ascii_lowercase() as u8),
                '?' | '.' => Token::Any,
                '*' => Token::Star,
                other => {
                    return Err(fail(format!(
                        "{other:?} is not a letter a-z, '?', '.' or '*'"
                    )));
                }
            });
        }
        if tokens.len() > Pattern::MAX_LEN {
            return Err(fail(format!(
                "{} symbols, at most {} are allowed",
                tokens.len(),
                Pattern::MAX_LEN
            )));
        }
        let mut p = Pattern {
            text: pattern.to_ascii_lowercase(),
            tokens,
            start: 0,
        };
        p.start = p.closure(1);
        Ok(p)
    }

    /// The pattern as given, lowercased.
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// Adds to `set` every position reachable through stars that match nothing.
    fn closure(&self, mut set: u64) -> u64 {
        for (i, t) in self.tokens.iter().enumerate() {
            if *t == Token::Star && set & (1 << i) != 0 {
                set |= 1 << (i + 1);
            }
        }
        set
    }
}

impl Automaton for Pattern {
    /// The set of pattern positions reached so far (bit `i`: the first `i` symbols matched).
    type State = u64;

    fn start(&self) -> u64 {
        self.start
    }

    fn is_match(&self, state: &u64) -> bool {
        state & (1 << self.tokens.len()) != 0
    }

    fn can_match(&self, state: &u64) -> bool {
        *state != 0
    }

    fn accept(&self, state: &u64, byte: u8) -> u64 {
        if !byte.is_ascii_lowercase() {
            return 0;
        }
        let mut next = 0u64;
        for (i, t) in self.tokens.iter().enumerate() {
            if state & (1 << i) == 0 {
                continue;
            }
            match *t {
                Token::Letter(c) if c == byte => next |= 1 << (i + 1),
                Token::Letter(_) => {}
                Token::Any => next |= 1 << (i + 1),
                Token::Star => next |= 1 << i,
            }
        }
        self.closure(next)
    }
}

/// A multiset of letters, possibly with blanks (`?`), such as a Scrabble rack or the six letters
/// of a Word Blender round.
///
/// As an automaton a `Rack` matches every word that can be spelled from its letters, each used at
/// most as often as it appears (sub-anagrams); [`Rack::exact`] matches only the words that use
/// every letter (exact anagrams).
///
/// # Example
///
/// ```
/// use wordgames_lexicon::{Lexicon, Rack};
///
/// let lexicon = Lexicon::from_words(["tea", "eat", "ate", "tee", "at", "teas"])?;
/// let rack = Rack::new("ate")?;
/// let sub: Vec<String> = lexicon.search(&rack).into_iter().map(|e| e.word).collect();
/// assert_eq!(sub, ["at", "ate", "eat", "tea"]); // "tee" needs two e's
/// let exact: Vec<String> = lexicon.search(&rack.exact()).into_iter().map(|e| e.word).collect();
/// assert_eq!(exact, ["ate", "eat", "tea"]);
/// # Ok::<(), wordgames_lexicon::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Rack {
    counts: [u8; 26],
    blanks: u8,
    exact: bool,
}

/// The state of a [`Rack`] automaton: the letters still unused, or `None` once a letter was not
/// available.
pub type RackState = Option<([u8; 26], u8)>;

impl Rack {
    /// The most tiles a rack may hold.
    pub const MAX_LEN: usize = 255;

    /// Parses a rack: letters `a`-`z` (any case) and `?` for a blank that stands for any letter.
    /// Whitespace is ignored.
    ///
    /// # Errors
    ///
    /// [`Error::Rack`] for any other character, an empty rack, or more than [`Rack::MAX_LEN`] tiles.
    pub fn new(rack: &str) -> Result<Rack> {
        let fail = |reason: String| Error::Rack {
            rack: rack.to_string(),
            reason,
        };
        let mut counts = [0u8; 26];
        let mut blanks = 0u8;
        let mut total = 0usize;
        for c in rack.chars().filter(|c| !c.is_whitespace()) {
            total += 1;
            if total > Rack::MAX_LEN {
                return Err(fail(format!("more than {} tiles", Rack::MAX_LEN)));
            }
            match c {
                'a'..='z' | 'A'..='Z' => {
                    counts[(c.to_ascii_lowercase() as u8 - b'a') as usize] += 1
                }
                '?' => blanks += 1,
                other => return Err(fail(format!("{other:?} is not a letter a-z or '?'"))),
            }
        }
        if total == 0 {
            return Err(fail("the rack is empty".into()));
        }
        Ok(Rack {
            counts,
            blanks,
            exact: false,
        })
    }

    /// The same rack, matching only words that use every tile.
    pub fn exact(mut self) -> Rack {
        self.exact = true;
        self
    }

    /// How many tiles the rack holds.
    pub fn len(&self) -> usize {
        self.counts.iter().map(|&c| usize::from(c)).sum::<usize>() + usize::from(self.blanks)
    }

    /// Whether the rack holds no tiles (never true for a rack from [`Rack::new`]).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// How many copies of `letter` (a lowercase ASCII letter) the rack holds; 0 for anything else.
    pub fn count(&self, letter: u8) -> u8 {
        if letter.is_ascii_lowercase() {
            self.counts[(letter - b'a') as usize]
        } else {
            0
        }
    }
}

impl Rack {
    /// Walks `fst` directly for the words this rack can spell, calling `f` in alphabetical order
    /// with each word and its map output. Faster than the generic automaton search: at each node
    /// only the letters still on the rack are looked up, instead of every transition.
    pub(crate) fn walk<D: AsRef<[u8]>>(
        &self,
        fst: &fst::raw::Fst<D>,
        f: &mut dyn FnMut(&[u8], u64) -> std::ops::ControlFlow<()>,
    ) {
        let mut word = Vec::with_capacity(self.len());
        let mut counts = self.counts;
        let mut blanks = self.blanks;
        let remaining = self.len();
        let _ = self.walk_node(
            fst,
            fst.root(),
            0,
            &mut word,
            &mut counts,
            &mut blanks,
            remaining,
            f,
        );
    }

    #[allow(clippy::too_many_arguments)]
    fn walk_node<D: AsRef<[u8]>>(
        &self,
        fst: &fst::raw::Fst<D>,
        node: fst::raw::Node<'_>,
        out: u64,
        word: &mut Vec<u8>,
        counts: &mut [u8; 26],
        blanks: &mut u8,
        remaining: usize,
        f: &mut dyn FnMut(&[u8], u64) -> std::ops::ControlFlow<()>,
    ) -> std::ops::ControlFlow<()> {
        if node.is_final() && (!self.exact || remaining == 0) {
            f(word, out + node.final_output().value())?;
        }
        if remaining == 0 {
            return std::ops::ControlFlow::Continue(());
        }
        let mut step = |t: fst::raw::Transition,
                        word: &mut Vec<u8>,
                        counts: &mut [u8; 26],
                        blanks: &mut u8|
         -> std::ops::ControlFlow<()> {
            if !t.inp.is_ascii_lowercase() {
                return std::ops::ControlFlow::Continue(());
            }
            let slot = (t.inp - b'a') as usize;
            let used_blank = if counts[slot] > 0 {
                counts[slot] -= 1;
                false
            } else if *blanks > 0 {
                *blanks -= 1;
                true
            } else {
                return std::ops::ControlFlow::Continue(());
            };
            word.push(t.inp);
            let next = fst.node(t.addr);
            let flow = self.walk_node(
                fst,
                next,
                out + t.out.value(),
                word,
                counts,
                blanks,
                remaining - 1,
                f,
            );
            word.pop();
            if used_blank {
                *blanks += 1;
            } else {
                counts[slot] += 1;
            }
            flow
        };
        let distinct = counts.iter().filter(|&&c| c > 0).count();
        if *blanks > 0 || node.len() <= distinct {
            for t in node.transitions() {
                step(t, word, counts, blanks)?;
            }
        } else {
            for letter in 0..26u8 {
                if counts[letter as usize] == 0 {
                    continue;
                }
                if let Some(i) = node.find_input(b'a' + letter) {
                    step(node.transition(i), word, counts, blanks)?;
                }
            }
        }
        std::ops::ControlFlow::Continue(())
    }
}

impl Automaton for Rack {
    type State = RackState;

    fn start(&self) -> RackState {
        Some((self.counts, self.blanks))
    }

    fn is_match(&self, state: &RackState) -> bool {
        match state {
            None => false,
            Some((counts, blanks)) => {
                !self.exact || (*blanks == 0 && counts.iter().all(|&c| c == 0))
            }
        }
    }

    fn can_match(&self, state: &RackState) -> bool {
        state.is_some()
    }

    fn accept(&self, state: &RackState, byte: u8) -> RackState {
        let (mut counts, mut blanks) = (*state)?;
        if !byte.is_ascii_lowercase() {
            return None;
        }
        let slot = &mut counts[(byte - b'a') as usize];
        if *slot > 0 {
            *slot -= 1;
        } else if blanks > 0 {
            blanks -= 1;
        } else {
            return None;
        }
        Some((counts, blanks))
    }
}

/// Matches the words of exactly `n` letters.
///
/// # Example
///
/// ```
/// use wordgames_lexicon::{Lexicon, Length};
///
/// let lexicon = Lexicon::from_words(["a", "be", "sea", "tea"])?;
/// assert_eq!(lexicon.search(Length(3)).len(), 2);
/// # Ok::<(), wordgames_lexicon::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Length(pub usize);

impl Automaton for Length {
    /// Letters read so far, or `None` past the length.
    type State = Option<usize>;

    fn start(&self) -> Option<usize> {
        Some(0)
    }

    fn is_match(&self, state: &Option<usize>) -> bool {
        *state == Some(self.0)
    }

    fn can_match(&self, state: &Option<usize>) -> bool {
        state.is_some()
    }

    fn accept(&self, state: &Option<usize>, _byte: u8) -> Option<usize> {
        state.and_then(|n| if n < self.0 { Some(n + 1) } else { None })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn matches<A: Automaton>(a: &A, word: &str) -> bool {
        let mut s = a.start();
        for b in word.bytes() {
            s = a.accept(&s, b);
        }
        a.is_match(&s)
    }

    #[test]
    fn patterns() {
        let p = Pattern::new("c?t*").unwrap();
        assert!(matches(&p, "cat"));
        assert!(matches(&p, "cattle"));
        assert!(!matches(&p, "ct"));
        assert!(!matches(&p, "coat"));
        let star = Pattern::new("*").unwrap();
        assert!(matches(&star, ""));
        assert!(matches(&star, "anything"));
        let two = Pattern::new("*a*a*").unwrap();
        assert!(matches(&two, "banana"));
        assert!(!matches(&two, "bat"));
        assert!(Pattern::new("").is_err());
        assert!(Pattern::new("c-t").is_err());
        assert!(Pattern::new(&"?".repeat(64)).is_err());
        assert!(Pattern::new(&"?".repeat(63)).is_ok());
    }

    #[test]
    fn racks() {
        let r = Rack::new("aab?").unwrap();
        assert_eq!(r.len(), 4);
        assert!(matches(&r, "baa"));
        assert!(matches(&r, "baaz"));
        assert!(!matches(&r, "baazz"));
        assert!(!matches(&r.exact(), "baa"));
        assert!(matches(&r.exact(), "abaz"));
        assert!(Rack::new("").is_err());
        assert!(Rack::new("ab1").is_err());
        assert!(Rack::new(&"a".repeat(256)).is_err());
    }
}
