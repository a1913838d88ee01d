//! Query automata: wildcard patterns, racks of letters and word lengths.
//!
//! Each type here implements [`fst::Automaton`], so it can run directly against the FST with
//! [`Query::and`](crate::Query::and), and combine with `fst`'s own combinators
//! (`union`, `intersection`, `complement`, `starts_with`). A query visits only the parts of the
//! FST that can still lead to a match, so a rack query over the whole English lexicon reads a
//! small part of it: most branches die after a letter or two (docs/BENCHMARKS.md, "lexicon").
//!
//! Every query works in any language [`Profile`]: `Pattern::in_profile` and `Rack::in_profile`
//! take the profile whose letters (one to four UTF-8 bytes each) they match, and [`Length`]
//! counts letters, not bytes. `Pattern::new` and `Rack::new` are the English ones.

use fst::Automaton;

use crate::{
    error::{Error, Result},
    profile::{self, Letter, Profile},
};

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
/// let words: Vec<String> = lexicon.query().and(&Pattern::new("c?t")?).into_entries().into_iter().map(|e| e.word).collect();
/// assert_eq!(words, ["cat", "cot", "cut"]);
/// assert_eq!(lexicon.query().and(&Pattern::new("c*t")?).into_entries().len(), 4);
/// # Ok::<(), wordgames_lexicon::Error>(())
/// ```
///
/// In another language, `?` is one letter of any byte length:
///
/// ```
/// use wordgames_lexicon::{Lexicon, Pattern, ReadOptions, profile};
///
/// let options = ReadOptions::default().with_profile(&profile::NB);
/// let (lexicon, _) = Lexicon::from_reader("far\nfår\nfører\nsøt\n".as_bytes(), "nb", options)?;
/// let words: Vec<String> = lexicon.query().and(&Pattern::in_profile("f?r", &profile::NB)?).into_entries().into_iter().map(|e| e.word).collect();
/// assert_eq!(words, ["far", "får"]);
/// assert_eq!(lexicon.query().and(&Pattern::in_profile("FØ*", &profile::NB)?).into_entries().len(), 1);
/// # Ok::<(), wordgames_lexicon::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Pattern {
    text: String,
    tokens: Vec<Token>,
    start: u64,
    profile: &'static Profile,
    /// Shift-and tables: for each ASCII byte, the positions whose symbol it matches (a letter
    /// of its own, or `?`); 0 for a byte that is no letter of the profile.
    ascii: Box<[u64; 128]>,
    /// The same for the letters beyond ASCII that the pattern names; other letters of the
    /// profile match `any`.
    wide: Vec<(char, u64)>,
    /// The positions of `?`.
    any: u64,
    /// The positions of `*`, which keep their place on any letter.
    stars: u64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Token {
    Letter(char),
    Any,
    Star,
}

/// One step of UTF-8 decoding in an automaton state: `pending` is 0 between characters, or the
/// bits read so far with the count of continuation bytes still due in bits 24 and up.
enum Utf8Step {
    Char(char),
    Partial(u32),
    Invalid,
}

#[inline]
fn utf8_step(pending: u32, byte: u8) -> Utf8Step {
    if pending == 0 {
        let (need, bits) = match byte {
            0x00..=0x7F => return Utf8Step::Char(char::from(byte)),
            0xC2..=0xDF => (1, u32::from(byte & 0x1F)),
            0xE0..=0xEF => (2, u32::from(byte & 0x0F)),
            0xF0..=0xF4 => (3, u32::from(byte & 0x07)),
            _ => return Utf8Step::Invalid,
        };
        return Utf8Step::Partial(need << 24 | bits);
    }
    if byte & 0xC0 != 0x80 {
        return Utf8Step::Invalid;
    }
    let need = pending >> 24;
    let bits = (pending & 0x00FF_FFFF) << 6 | u32::from(byte & 0x3F);
    if need == 1 {
        match char::from_u32(bits) {
            Some(c) => Utf8Step::Char(c),
            None => Utf8Step::Invalid,
        }
    } else {
        Utf8Step::Partial((need - 1) << 24 | bits)
    }
}

impl Pattern {
    /// The most symbols a pattern may hold.
    pub const MAX_LEN: usize = 63;

    /// Compiles an English pattern. Letters are folded to lowercase.
    ///
    /// # Errors
    ///
    /// [`Error::Pattern`] when the pattern is empty, longer than [`Pattern::MAX_LEN`], or holds a
    /// character other than a letter `a`-`z`, `?`, `.` or `*`.
    pub fn new(pattern: &str) -> Result<Pattern> {
        Pattern::in_profile(pattern, &profile::EN)
    }

    /// Compiles a pattern over the letters of `profile`: each character other than `?`, `.` and
    /// `*` is normalized as [`Profile::normalize`] does (case, NFC, folds; `ß` is `ss` in
    /// German).
    ///
    /// # Errors
    ///
    /// [`Error::Pattern`] when the pattern is empty, longer than [`Pattern::MAX_LEN`] symbols,
    /// or holds a character that is not a letter of the profile nor a wildcard.
    pub fn in_profile(pattern: &str, profile: &'static Profile) -> Result<Pattern> {
        let fail = |reason: String| Error::Pattern {
            pattern: pattern.to_string(),
            reason,
        };
        if pattern.is_empty() {
            return Err(fail("the pattern is empty".into()));
        }
        let mut tokens = Vec::with_capacity(pattern.len());
        let mut text = String::with_capacity(pattern.len());
        // Normalize the runs between wildcards together, so that a combining accent joins its
        // letter.
        for piece in pattern.split_inclusive(['?', '.', '*']) {
            let (run, wildcard) = match piece.chars().last() {
                Some(w @ ('?' | '.' | '*')) => (&piece[..piece.len() - 1], Some(w)),
                _ => (piece, None),
            };
            if !run.is_empty() {
                if run.trim() != run || run.trim().is_empty() {
                    return Err(fail(not_a_letter(' ', profile)));
                }
                let word = profile
                    .normalize(run)
                    .map_err(|r| fail(not_a_letter(rejected_char(r), profile)))?;
                text.push_str(&word);
                tokens.extend(word.chars().map(Token::Letter));
            }
            if let Some(w) = wildcard {
                text.push(w);
                tokens.push(if w == '*' { Token::Star } else { Token::Any });
            }
        }
        if tokens.len() > Pattern::MAX_LEN {
            return Err(fail(format!(
                "{} symbols, at most {} are allowed",
                tokens.len(),
                Pattern::MAX_LEN
            )));
        }
        let mut any = 0u64;
        let mut stars = 0u64;
        let mut ascii = Box::new([0u64; 128]);
        let mut wide: Vec<(char, u64)> = Vec::new();
        for (i, t) in tokens.iter().enumerate() {
            match *t {
                Token::Any => any |= 1 << i,
                Token::Star => stars |= 1 << i,
                Token::Letter(_) => {}
            }
        }
        for (byte, mask) in ascii.iter_mut().enumerate() {
            if profile.letter(char::from(byte as u8)).is_some() {
                *mask = any;
            }
        }
        for (i, t) in tokens.iter().enumerate() {
            if let Token::Letter(c) = *t {
                if c.is_ascii() {
                    ascii[c as usize] |= 1 << i;
                } else {
                    match wide.iter_mut().find(|(l, _)| *l == c) {
                        Some((_, m)) => *m |= 1 << i,
                        None => wide.push((c, any | 1 << i)),
                    }
                }
            }
        }
        let mut p = Pattern {
            text,
            tokens,
            start: 0,
            profile,
            ascii,
            wide,
            any,
            stars,
        };
        p.start = p.closure(1);
        Ok(p)
    }

    /// The pattern as given, lowercased (and normalized, in another profile).
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// The profile whose letters the pattern matches.
    pub fn profile(&self) -> &'static Profile {
        self.profile
    }

    /// Adds to `set` every position reachable through stars that match nothing.
    #[inline]
    fn closure(&self, mut set: u64) -> u64 {
        // Each round moves past one more star of a run of stars (`**`); a run is short.
        loop {
            let next = set | (set & self.stars) << 1;
            if next == set {
                return set;
            }
            set = next;
        }
    }

    /// The positions after reading a letter whose matching positions are `matches` (shift-and:
    /// a position moves on when its symbol matches; a star keeps its place).
    #[inline]
    fn step(&self, state: u64, matches: u64) -> u64 {
        self.closure((state & matches) << 1 | (state & self.stars))
    }

    /// The positions whose symbol the letter `c` matches; `None` for no letter of the profile.
    fn matches(&self, c: char) -> Option<u64> {
        if c.is_ascii() {
            let m = self.ascii[c as usize];
            return (m != 0 || self.profile.letter(c).is_some()).then_some(m);
        }
        if let Some(&(_, m)) = self.wide.iter().find(|(l, _)| *l == c) {
            return Some(m);
        }
        self.profile.letter(c).map(|_| self.any)
    }
}

/// The character a rejection names; a space for one that names none.
fn rejected_char(r: crate::Rejection) -> char {
    match r {
        crate::Rejection::NonAscii(c)
        | crate::Rejection::NotInAlphabet(c)
        | crate::Rejection::Digit(c)
        | crate::Rejection::Punctuation(c) => c,
        _ => ' ',
    }
}

fn not_a_letter(c: char, profile: &Profile) -> String {
    if profile.is_ascii_az() {
        format!("{c:?} is not a letter a-z, '?', '.' or '*'")
    } else {
        format!(
            "{c:?} is not a letter of {}, '?', '.' or '*'",
            profile.name()
        )
    }
}

/// The state of a [`Pattern`] automaton: the set of pattern positions reached (bit `i`: the
/// first `i` symbols matched), and the UTF-8 bytes of a letter read in part.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PatternState {
    at: u64,
    pending: u32,
}

impl Automaton for Pattern {
    type State = PatternState;

    fn start(&self) -> PatternState {
        PatternState {
            at: self.start,
            pending: 0,
        }
    }

    fn is_match(&self, state: &PatternState) -> bool {
        state.pending == 0 && state.at & (1 << self.tokens.len()) != 0
    }

    fn can_match(&self, state: &PatternState) -> bool {
        state.at != 0
    }

    #[inline]
    fn accept(&self, state: &PatternState, byte: u8) -> PatternState {
        const DEAD: PatternState = PatternState { at: 0, pending: 0 };
        if self.profile.is_ascii_az() {
            if !byte.is_ascii_lowercase() {
                return DEAD;
            }
            return PatternState {
                at: self.step(state.at, self.ascii[usize::from(byte)]),
                pending: 0,
            };
        }
        match utf8_step(state.pending, byte) {
            Utf8Step::Char(c) => match self.matches(c) {
                Some(m) => PatternState {
                    at: self.step(state.at, m),
                    pending: 0,
                },
                None => DEAD,
            },
            Utf8Step::Partial(pending) => PatternState {
                at: state.at,
                pending,
            },
            Utf8Step::Invalid => DEAD,
        }
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
/// let sub: Vec<String> = lexicon.query().and(&rack).into_entries().into_iter().map(|e| e.word).collect();
/// assert_eq!(sub, ["at", "ate", "eat", "tea"]); // "tee" needs two e's
/// let exact: Vec<String> = lexicon.query().and(&rack.exact()).into_entries().into_iter().map(|e| e.word).collect();
/// assert_eq!(exact, ["ate", "eat", "tea"]);
/// # Ok::<(), wordgames_lexicon::Error>(())
/// ```
///
/// In Polish, `ł` and `ó` are tiles of their own:
///
/// ```
/// use wordgames_lexicon::{Lexicon, Rack, ReadOptions, profile};
///
/// let options = ReadOptions::default().with_profile(&profile::PL);
/// let (lexicon, _) = Lexicon::from_reader("żółw\nłów\nlow\nwół\n".as_bytes(), "pl", options)?;
/// let rack = Rack::in_profile("wółż", &profile::PL)?;
/// let words: Vec<String> = lexicon.query().and(&rack).into_entries().into_iter().map(|e| e.word).collect();
/// assert_eq!(words, ["wół", "łów", "żółw"]);
/// assert_eq!(lexicon.query().rack(Rack::in_profile("łów", &profile::PL)?.exact()).into_entries().len(), 2);
/// # Ok::<(), wordgames_lexicon::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Rack {
    counts: [u8; Profile::MAX_LETTERS],
    blanks: u8,
    exact: bool,
    profile: &'static Profile,
}

/// The state of a [`Rack`] automaton: the letters still unused (counts by letter index), the
/// blanks, and the UTF-8 bytes of a letter read in part; `None` once a letter was not
/// available.
pub type RackState = Option<([u8; Profile::MAX_LETTERS], u8, u32)>;

impl Rack {
    /// The most tiles a rack may hold.
    pub const MAX_LEN: usize = 255;

    /// Parses an English rack: letters `a`-`z` (any case) and `?` for a blank that stands for
    /// any letter. Whitespace is ignored.
    ///
    /// # Errors
    ///
    /// [`Error::Rack`] for any other character, an empty rack, or more than [`Rack::MAX_LEN`] tiles.
    pub fn new(rack: &str) -> Result<Rack> {
        Rack::in_profile(rack, &profile::EN)
    }

    /// Parses a rack of the letters of `profile`, normalized as [`Profile::normalize`] does,
    /// and `?` for a blank that stands for any letter of the profile. Whitespace is ignored.
    ///
    /// # Errors
    ///
    /// [`Error::Rack`] for any other character, an empty rack, or more than [`Rack::MAX_LEN`] tiles.
    pub fn in_profile(rack: &str, profile: &'static Profile) -> Result<Rack> {
        let fail = |reason: String| Error::Rack {
            rack: rack.to_string(),
            reason,
        };
        let bad = |c: char| {
            if profile.is_ascii_az() {
                format!("{c:?} is not a letter a-z or '?'")
            } else {
                format!("{c:?} is not a letter of {} or '?'", profile.name())
            }
        };
        // Counts one more tile: an error past the most a rack may hold.
        let count_tile = |total: &mut usize| {
            *total += 1;
            if *total > Rack::MAX_LEN {
                return Err(fail(format!("more than {} tiles", Rack::MAX_LEN)));
            }
            Ok(())
        };
        let mut counts = [0u8; Profile::MAX_LETTERS];
        let mut blanks = 0u8;
        let mut total = 0usize;
        if profile.is_ascii_az() {
            // English: one byte a tile, no normalization to allocate.
            for c in rack.chars().filter(|c| !c.is_whitespace()) {
                count_tile(&mut total)?;
                match c {
                    'a'..='z' | 'A'..='Z' => {
                        counts[usize::from(c.to_ascii_lowercase() as u8 - b'a')] += 1;
                    }
                    '?' => blanks += 1,
                    other => return Err(fail(bad(other))),
                }
            }
        } else {
            let compact: String = rack.chars().filter(|c| !c.is_whitespace()).collect();
            for piece in compact.split_inclusive('?') {
                let run = piece.strip_suffix('?').unwrap_or(piece);
                let letters = if run.is_empty() {
                    String::new()
                } else {
                    profile
                        .normalize(run)
                        .map_err(|r| fail(bad(rejected_char(r))))?
                };
                for c in letters.chars() {
                    count_tile(&mut total)?;
                    // `normalize` gives only letters of the profile.
                    if let Some(l) = profile.letter(c) {
                        counts[l.index()] += 1;
                    }
                }
                if piece.ends_with('?') {
                    count_tile(&mut total)?;
                    blanks += 1;
                }
            }
        }
        if total == 0 {
            return Err(fail("the rack is empty".into()));
        }
        Ok(Rack {
            counts,
            blanks,
            exact: false,
            profile,
        })
    }

    /// The same rack, matching only words that use every tile.
    pub fn exact(mut self) -> Rack {
        self.exact = true;
        self
    }

    /// The profile whose letters the rack holds.
    pub fn profile(&self) -> &'static Profile {
        self.profile
    }

    /// How many tiles the rack holds.
    pub fn len(&self) -> usize {
        self.counts.iter().map(|&c| usize::from(c)).sum::<usize>() + usize::from(self.blanks)
    }

    /// Whether the rack holds no tiles (never true for a rack from [`Rack::new`]).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// How many copies of `letter` (a lowercase ASCII letter of the profile) the rack holds; 0
    /// for anything else. See [`Rack::count_letter`] for any letter.
    pub fn count(&self, letter: u8) -> u8 {
        self.count_letter(char::from(letter))
    }

    /// How many copies of the letter `c` (lowercase) the rack holds; 0 for anything else.
    pub fn count_letter(&self, c: char) -> u8 {
        if !c.is_ascii() && self.profile.is_ascii_az() {
            return 0;
        }
        self.profile
            .letter(c)
            .map_or(0, |l: Letter| self.counts[l.index()])
    }

    /// How many blanks the rack holds.
    pub fn blanks(&self) -> u8 {
        self.blanks
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
        let mut word = Vec::with_capacity(self.len() * 2);
        let mut counts = self.counts;
        let mut blanks = self.blanks;
        let remaining = self.len();
        let _ = if self.profile.is_ascii_az() {
            self.walk_node(
                fst,
                fst.root(),
                0,
                &mut word,
                &mut counts,
                &mut blanks,
                remaining,
                f,
            )
        } else {
            self.walk_letters(
                fst,
                fst.root(),
                0,
                &mut word,
                &mut counts,
                &mut blanks,
                remaining,
                f,
            )
        };
    }

    /// The English walk: one byte is one letter `a`-`z`.
    #[allow(clippy::too_many_arguments)]
    fn walk_node<D: AsRef<[u8]>>(
        &self,
        fst: &fst::raw::Fst<D>,
        node: fst::raw::Node<'_>,
        out: u64,
        word: &mut Vec<u8>,
        counts: &mut [u8; Profile::MAX_LETTERS],
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
                        counts: &mut [u8; Profile::MAX_LETTERS],
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
        let distinct = counts[..26].iter().filter(|&&c| c > 0).count();
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

    /// The walk in any profile: at a word's node, every letter that starts there (one to four
    /// bytes, followed through the FST) is taken from the rack or a blank.
    #[allow(clippy::too_many_arguments)]
    fn walk_letters<D: AsRef<[u8]>>(
        &self,
        fst: &fst::raw::Fst<D>,
        node: fst::raw::Node<'_>,
        out: u64,
        word: &mut Vec<u8>,
        counts: &mut [u8; Profile::MAX_LETTERS],
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
        self.walk_bytes(fst, node, out, word, counts, blanks, remaining, 0, f)
    }

    /// Follows the bytes of one letter from `node`; `pending` is the part read so far.
    #[allow(clippy::too_many_arguments)]
    fn walk_bytes<D: AsRef<[u8]>>(
        &self,
        fst: &fst::raw::Fst<D>,
        node: fst::raw::Node<'_>,
        out: u64,
        word: &mut Vec<u8>,
        counts: &mut [u8; Profile::MAX_LETTERS],
        blanks: &mut u8,
        remaining: usize,
        pending: u32,
        f: &mut dyn FnMut(&[u8], u64) -> std::ops::ControlFlow<()>,
    ) -> std::ops::ControlFlow<()> {
        for t in node.transitions() {
            let next = fst.node(t.addr);
            let out = out + t.out.value();
            word.push(t.inp);
            let flow = match utf8_step(pending, t.inp) {
                Utf8Step::Invalid => std::ops::ControlFlow::Continue(()),
                Utf8Step::Partial(p) => {
                    self.walk_bytes(fst, next, out, word, counts, blanks, remaining, p, f)
                }
                Utf8Step::Char(c) => match self.profile.letter(c) {
                    None => std::ops::ControlFlow::Continue(()),
                    Some(l) => {
                        let slot = l.index();
                        let used_blank = if counts[slot] > 0 {
                            counts[slot] -= 1;
                            Some(false)
                        } else if *blanks > 0 {
                            *blanks -= 1;
                            Some(true)
                        } else {
                            None
                        };
                        match used_blank {
                            None => std::ops::ControlFlow::Continue(()),
                            Some(blank) => {
                                let flow = self.walk_letters(
                                    fst,
                                    next,
                                    out,
                                    word,
                                    counts,
                                    blanks,
                                    remaining - 1,
                                    f,
                                );
                                if blank {
                                    *blanks += 1;
                                } else {
                                    counts[slot] += 1;
                                }
                                flow
                            }
                        }
                    }
                },
            };
            word.pop();
            flow?;
        }
        std::ops::ControlFlow::Continue(())
    }
}

impl Automaton for Rack {
    type State = RackState;

    fn start(&self) -> RackState {
        Some((self.counts, self.blanks, 0))
    }

    fn is_match(&self, state: &RackState) -> bool {
        match state {
            None => false,
            Some((counts, blanks, pending)) => {
                *pending == 0 && (!self.exact || (*blanks == 0 && counts.iter().all(|&c| c == 0)))
            }
        }
    }

    fn can_match(&self, state: &RackState) -> bool {
        state.is_some()
    }

    fn accept(&self, state: &RackState, byte: u8) -> RackState {
        let (mut counts, mut blanks, pending) = (*state)?;
        let slot = if self.profile.is_ascii_az() {
            if !byte.is_ascii_lowercase() {
                return None;
            }
            (byte - b'a') as usize
        } else {
            match utf8_step(pending, byte) {
                Utf8Step::Invalid => return None,
                Utf8Step::Partial(p) => return Some((counts, blanks, p)),
                Utf8Step::Char(c) => self.profile.letter(c)?.index(),
            }
        };
        let slot = &mut counts[slot];
        if *slot > 0 {
            *slot -= 1;
        } else if blanks > 0 {
            blanks -= 1;
        } else {
            return None;
        }
        Some((counts, blanks, 0))
    }
}

/// Matches the words of exactly `n` letters (UTF-8 continuation bytes are not letters, so a
/// word of `æ ø å` counts as many letters as it shows).
///
/// # Example
///
/// ```
/// use wordgames_lexicon::{Lexicon, Length};
///
/// let lexicon = Lexicon::from_words(["a", "be", "sea", "tea"])?;
/// assert_eq!(lexicon.query().and(Length(3)).into_entries().len(), 2);
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

    #[inline]
    fn accept(&self, state: &Option<usize>, byte: u8) -> Option<usize> {
        // A continuation byte (0b10xx_xxxx) adds nothing: it belongs to the letter before.
        let n = (*state)? + usize::from(byte & 0xC0 != 0x80);
        (n <= self.0).then_some(n)
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
