//! WordNet's morphology: [`WordNet::morphy`] as NLTK does it (the form itself, its exception
//! list's base forms or each detachment rule once), [`WordNet::morphstr`] as WordNet's C library
//! does it (exception lists, else the first detachment rule that gives a lemma), and
//! [`WordNet::lookup`].

use std::borrow::Cow;

use super::spelling_index::{HASH_START, hash_finish, hash_more};
use super::{Lemma, Sense, Synset, Word, WordNet, normalize};
use crate::{Error, Pos, Result, SynsetId, types::DataFile};

impl WordNet {
    /// Morphological lookup as WordNet's C library (`morphstr`) does it for one word: if the
    /// spelling is in the part of speech's exception list, its base forms; otherwise the first
    /// detachment rule whose result is a lemma of that part of speech (nouns: -s, -ses, -xes,
    /// -zes, -ches, -shes, -men, -ies, and -ful kept after a plural; verbs: -s, -ies, -es, -ed,
    /// -ing; adjectives: -er, -est). Not recursive. Only base forms that are lemmas of that part
    /// of speech are returned; the spelling itself is not (see [`WordNet::lookup`]).
    ///
    /// This is what [`WordNet::lookup`] (and so the games) use; [`WordNet::morphy`] gives NLTK's
    /// answers instead: `morphstr("hoping", Verb)` is `[hope]`, NLTK's `_morphy` `[hope, hop]`.
    ///
    /// # Errors
    /// [`Error::MissingOptional`] when the directory had no exception list for `pos`.
    ///
    /// # Example
    /// ```
    /// use wordgames_wordnet::{Pos, WordNet};
    /// let wn = WordNet::bundled()?;
    /// assert_eq!(wn.morphstr("ran", Pos::Verb)?[0].text(), "run");
    /// assert_eq!(wn.morphstr("churches", Pos::Noun)?[0].text(), "church");
    /// assert!(wn.morphstr("glass", Pos::Noun)?.is_empty()); // nouns in -ss are left alone
    /// assert!(wn.morphstr("dog", Pos::Noun)?.is_empty()); // nor the spelling itself
    /// # Ok::<(), wordgames_wordnet::Error>(())
    /// ```
    pub fn morphstr(&self, spelling: &str, pos: Pos) -> Result<Vec<Lemma<'_>>> {
        let file = pos.data_file();
        let Some(exc) = self.store().exceptions(file.index()) else {
            return Err(Error::MissingOptional {
                file: file.exc_name(),
                feature: "morphological lookup",
            });
        };
        let word = normalize(spelling);
        let defined = |s: &str| self.lemma(s).filter(|l| l.in_file(file));
        let mut out: Vec<Lemma<'_>> = Vec::new();
        if let Ok(i) = exc.binary_search_by(|(w, _)| self.store().span(*w).cmp(&word)) {
            for base in self.store().span(exc[i].1).split(' ') {
                if let Some(l) = defined(base).filter(|l| !out.iter().any(|o| o.id == l.id)) {
                    out.push(l);
                }
            }
            return Ok(out);
        }
        let (stem_word, end) = if file == DataFile::Noun {
            if let Some(base) = word.strip_suffix("ful") {
                (base, "ful")
            } else if word.ends_with("ss") || word.len() <= 2 {
                return Ok(out);
            } else {
                (word.as_str(), "")
            }
        } else {
            (word.as_str(), "")
        };
        for (suffix, ending) in detachment_rules(file, false) {
            if let Some(stem) = stem_word.strip_suffix(suffix) {
                let candidate = format!("{stem}{ending}");
                if candidate != stem_word && defined(&candidate).is_some() {
                    if let Some(l) = defined(&format!("{candidate}{end}")) {
                        out.push(l);
                    }
                    break;
                }
            }
        }
        Ok(out)
    }

    /// Every sense a spelling can have: the senses of the lemma itself, then those of its base
    /// forms by [`WordNet::morphstr`] (WordNet's C library) in each part of speech (nouns, verbs, adjectives, adverbs),
    /// without repeats. This is the order Nettle's clues and routes were built on; NLTK's
    /// `wn.synsets(word)` is [`WordNet::synsets_of`].
    ///
    /// # Errors
    /// [`Error::MissingOptional`] when the spelling is not a lemma and an exception list is
    /// missing (the answer could be incomplete). With the spelling itself a lemma, missing
    /// exception lists are skipped.
    ///
    /// # Example
    /// ```
    /// let wn = wordgames_wordnet::WordNet::bundled()?;
    /// let senses = wn.lookup("geese")?;
    /// assert_eq!(senses[0].lemma().text(), "goose");
    /// # Ok::<(), wordgames_wordnet::Error>(())
    /// ```
    pub fn lookup(&self, spelling: &str) -> Result<Vec<Sense<'_>>> {
        let mut out: Vec<Sense<'_>> = Vec::new();
        let exact = self.lemma(spelling);
        if let Some(l) = exact {
            out.extend(l.senses());
        }
        for pos in [Pos::Noun, Pos::Verb, Pos::Adjective, Pos::Adverb] {
            let bases = match self.morphstr(spelling, pos) {
                Ok(b) => b,
                Err(e) if exact.is_none() => return Err(e),
                Err(_) => continue,
            };
            for base in bases {
                for s in base.senses() {
                    if s.synset().pos().data_file() == pos.data_file()
                        && !out.iter().any(|o| o.id == s.id)
                    {
                        out.push(s);
                    }
                }
            }
        }
        Ok(out)
    }
}

/// `spelling` as [`normalize`] makes it, borrowed when it is already so (lowercase ASCII, no
/// whitespace).
fn normalized(spelling: &str) -> Cow<'_, str> {
    let normal = spelling
        .bytes()
        .all(|b| b.is_ascii() && !b.is_ascii_uppercase() && !b.is_ascii_whitespace());
    if normal {
        Cow::Borrowed(spelling)
    } else {
        Cow::Owned(normalize(spelling))
    }
}

/// NLTK's one detachment rule that WordNet's C library does not have: `-ves` to `-f`.
const NLTK_ONLY: (&str, &str) = ("ves", "f");

/// The detachment rules of a part of speech, (suffix, ending), in the order they are tried:
/// the C library's, as `morphstr` tries them, or with `nltk` NLTK's
/// `MORPHOLOGICAL_SUBSTITUTIONS`, which are the same with [`NLTK_ONLY`] among the nouns.
fn detachment_rules(
    file: DataFile,
    nltk: bool,
) -> impl Iterator<Item = (&'static str, &'static str)> {
    let rules: &'static [(&'static str, &'static str)] = match file {
        DataFile::Noun => &[
            ("s", ""),
            ("ses", "s"),
            NLTK_ONLY,
            ("xes", "x"),
            ("zes", "z"),
            ("ches", "ch"),
            ("shes", "sh"),
            ("men", "man"),
            ("ies", "y"),
        ],
        DataFile::Verb => &[
            ("s", ""),
            ("ies", "y"),
            ("es", "e"),
            ("es", ""),
            ("ed", "e"),
            ("ed", ""),
            ("ing", "e"),
            ("ing", ""),
        ],
        DataFile::Adj => &[("er", ""), ("est", ""), ("er", "e"), ("est", "e")],
        DataFile::Adv => &[],
    };
    rules
        .iter()
        .copied()
        .filter(move |&rule| nltk || rule != NLTK_ONLY)
}

impl WordNet {
    /// NLTK's `wn._morphy(form, pos)`: every base form of `form` in WordNet for `pos`, as NLTK
    /// 3.10 finds them. The candidates are the form itself, then either its exception list's
    /// base forms (when the list has the form) or the result of each of NLTK's detachment
    /// rules applied once (nouns: -s, -ses, -ves, -xes, -zes, -ches, -shes, -men, -ies; verbs:
    /// -s, -ies, -es, -es, -ed, -ed, -ing, -ing; adjectives: -er, -est; adverbs: none); of
    /// those, the ones that are lemmas of `pos`, each once, in that order. A satellite stands
    /// for adjectives. `form` is lowercased, trimmed, and its spaces made underscores, as
    /// [`WordNet::lemma`] does; NLTK's `morphy` and `_morphy` take the form as given (`Dogs`
    /// finds nothing there) and `wn.synsets` only lowercases it (nothing for "ice cream").
    ///
    /// NLTK's public `wn.morphy(form, pos)` is the first of these: [`WordNet::morphy_first`].
    /// WordNet's C library answers differently ([`WordNet::morphstr`]): it leaves out the form
    /// itself and stops at the first rule that gives a lemma.
    ///
    /// # Errors
    /// [`Error::MissingOptional`] when the directory had no exception list for `pos`.
    ///
    /// # Example
    /// ```
    /// use wordgames_wordnet::{Pos, WordNet};
    /// let wn = WordNet::bundled()?;
    /// let texts = |form, pos| -> Vec<&str> {
    ///     wn.morphy(form, pos).unwrap().iter().map(|l| l.text()).collect()
    /// };
    /// assert_eq!(texts("hoping", Pos::Verb), ["hope", "hop"]);
    /// assert_eq!(texts("teeth", Pos::Noun), ["teeth", "tooth"]); // the form itself first
    /// assert_eq!(texts("glasses", Pos::Noun), ["glasses", "glass"]);
    /// assert_eq!(texts("geese", Pos::Noun), ["goose"]);
    /// # Ok::<(), wordgames_wordnet::Error>(())
    /// ```
    pub fn morphy(&self, form: &str, pos: Pos) -> Result<Vec<Lemma<'_>>> {
        let file = pos.data_file();
        self.need_exceptions(file)?;
        let mut form = Form::new(self, form);
        let mut bases = Bases::new();
        nltk_morphy_of(self, &mut form, file, &mut bases);
        Ok(bases.iter().map(|id| self.lemma_by_id(id)).collect())
    }

    /// Whether `form` (normalized as [`WordNet::lemma`] normalizes spellings) is an inflected
    /// form of `pos`'s exception list (`geese` of nouns, `went` of verbs), or with no part of
    /// speech of any list: the forms whose base forms the morphology ([`WordNet::morphy`],
    /// [`WordNet::morphstr`]) takes from a list rather than from the detachment rules, so may
    /// spell quite unlike them. False for a part of speech whose list was not read.
    ///
    /// # Example
    /// ```
    /// use wordgames_wordnet::{Pos, WordNet};
    /// let wn = WordNet::bundled()?;
    /// assert!(wn.is_exception("geese", Pos::Noun));
    /// assert!(wn.is_exception("Went", None));
    /// assert!(!wn.is_exception("went", Pos::Noun));
    /// assert!(!wn.is_exception("dogs", None));
    /// # Ok::<(), wordgames_wordnet::Error>(())
    /// ```
    pub fn is_exception(&self, form: &str, pos: impl Into<Option<Pos>>) -> bool {
        let text = normalized(form);
        let h = super::spelling_index::hash(text.as_bytes());
        let (index, store) = (self.spelling_index(), self.store());
        pos_list(pos.into()).any(|pos| {
            index
                .exception_hashed(store, pos.data_file(), h, &text)
                .is_some()
        })
    }

    /// NLTK's `wn.morphy(form, pos)`: the first base form of [`WordNet::morphy`]; with no
    /// part of speech, the first of nouns, then verbs, adjectives and adverbs that has one.
    ///
    /// # Errors
    /// [`Error::MissingOptional`] when an exception list it needs is missing.
    ///
    /// # Example
    /// ```
    /// use wordgames_wordnet::{Pos, WordNet};
    /// let wn = WordNet::bundled()?;
    /// assert_eq!(wn.morphy_first("aardwolves", None)?.unwrap().text(), "aardwolf");
    /// assert_eq!(wn.morphy_first("book", Pos::Noun)?.unwrap().text(), "book");
    /// assert!(wn.morphy_first("book", Pos::Adjective)?.is_none());
    /// # Ok::<(), wordgames_wordnet::Error>(())
    /// ```
    pub fn morphy_first(
        &self,
        form: &str,
        pos: impl Into<Option<Pos>>,
    ) -> Result<Option<Lemma<'_>>> {
        let mut form = Form::new(self, form);
        let mut bases = Bases::new();
        for pos in pos_list(pos.into()) {
            let file = pos.data_file();
            self.need_exceptions(file)?;
            nltk_morphy_of(self, &mut form, file, &mut bases);
            if let Some(first) = bases.first() {
                return Ok(Some(self.lemma_by_id(first)));
            }
        }
        Ok(None)
    }

    /// NLTK's `wn.synsets(word, pos)`: for each part of speech (nouns, verbs, adjectives with
    /// their satellites, adverbs; or `pos` alone), for each base form of [`WordNet::morphy`],
    /// the synsets of that lemma in its index line's order (sense number order). Repeats are
    /// kept, as NLTK keeps them: "axes" reaches `ax.v.02` through both `axe` and `ax`. With
    /// [`Pos::AdjectiveSatellite`], only the satellites among the adjectives; with
    /// [`Pos::Adjective`], heads and satellites, as NLTK's `'a'`.
    ///
    /// Its first synset is NLTK's most-frequent-sense baseline. [`WordNet::lookup`] orders
    /// senses differently (the word's own senses of every part of speech first), which is what
    /// the games were built on.
    ///
    /// # Errors
    /// [`Error::MissingOptional`] when an exception list it needs is missing.
    ///
    /// # Example
    /// ```
    /// use wordgames_wordnet::{Pos, WordNet};
    /// let wn = WordNet::bundled()?;
    /// let names = |word, pos: Option<Pos>| -> Vec<String> {
    ///     wn.synsets_of(word, pos).unwrap().iter().map(|s| s.name()).collect()
    /// };
    /// assert_eq!(names("dogs", Some(Pos::Verb)), ["chase.v.01"]);
    /// assert_eq!(names("stopped", None)[0], "stop.v.01");
    /// assert_eq!(names("big", Some(Pos::AdjectiveSatellite))[0], "big.s.01");
    /// # Ok::<(), wordgames_wordnet::Error>(())
    /// ```
    pub fn synsets_of(&self, word: &str, pos: impl Into<Option<Pos>>) -> Result<Vec<Synset<'_>>> {
        let mut ids = Vec::new();
        self.synset_ids_of(word, pos, &mut ids)?;
        Ok(ids.into_iter().map(|id| Synset { wn: self, id }).collect())
    }

    /// [`WordNet::synsets_of`] as ids, appended to `out`: for many words, one buffer and no
    /// allocation a word (the bulk calls of the Python package). On an error, `out` is left
    /// as it was.
    ///
    /// # Errors
    /// As [`WordNet::synsets_of`].
    ///
    /// # Example
    /// ```
    /// let wn = wordgames_wordnet::WordNet::bundled()?;
    /// let (mut ids, mut ends) = (Vec::new(), Vec::new());
    /// for word in ["dogs", "qwxz", "geese"] {
    ///     wn.synset_ids_of(word, None, &mut ids)?;
    ///     ends.push(ids.len());
    /// }
    /// assert_eq!(wn.synset(ids[0]).name(), "dog.n.01");
    /// assert_eq!(ends[0], ends[1]); // nothing for "qwxz"
    /// assert_eq!(wn.synset(ids[ends[1]]).name(), "goose.n.01");
    /// # Ok::<(), wordgames_wordnet::Error>(())
    /// ```
    pub fn synset_ids_of(
        &self,
        word: &str,
        pos: impl Into<Option<Pos>>,
        out: &mut Vec<SynsetId>,
    ) -> Result<()> {
        let start = out.len();
        let mut form = Form::new(self, word);
        let mut bases = Bases::new();
        for pos in pos_list(pos.into()) {
            let file = pos.data_file();
            if let Err(e) = self.need_exceptions(file) {
                out.truncate(start);
                return Err(e);
            }
            nltk_morphy_of(self, &mut form, file, &mut bases);
            // A data file's synsets are a range of ids: a part of speech other than the
            // satellites' is known without reading each synset's.
            let store = self.store();
            let in_file = store.file_synsets(file.index());
            for base in bases.iter() {
                if pos == Pos::AdjectiveSatellite {
                    push_synsets(self, base, |s| store.synset_pos(s) == pos, out);
                } else {
                    push_synsets(self, base, |s| in_file.contains(&s.0), out);
                }
            }
        }
        Ok(())
    }

    /// NLTK's `wn.lemmas(word, pos)`: the words of [`WordNet::synsets_of`]'s synsets spelled as
    /// `word` (compared in lowercase), so "dogs" has none and "dog" gives `dog.n.01.dog`, ...
    ///
    /// # Errors
    /// As [`WordNet::synsets_of`].
    pub fn lemmas_of(&self, word: &str, pos: impl Into<Option<Pos>>) -> Result<Vec<Word<'_>>> {
        let key = normalize(word);
        Ok(self
            .synsets_of(word, pos)?
            .into_iter()
            .flat_map(|s| s.words())
            .filter(|w| w.lemma().to_lowercase() == key)
            .collect())
    }

    fn need_exceptions(&self, file: DataFile) -> Result<()> {
        if self.store().exceptions(file.index()).is_some() {
            Ok(())
        } else {
            Err(Error::MissingOptional {
                file: file.exc_name(),
                feature: "morphological lookup",
            })
        }
    }

    /// [`WordNet::synset_ids_of`] of each word, appended to `out`; `ends[i]` is where word
    /// `i`'s ids end in `out` (pushed for every word, an empty answer included). The answers
    /// are those of the one-word call; what differs is the order of memory reads: each batch
    /// of words first reads the hash slots of its spellings and candidate base forms, then the
    /// records of the lemmas found, stage by stage, so that a batch waits for memory a few
    /// times rather than every word several times. On an error, `out` and `ends` are left as
    /// they were.
    ///
    /// # Errors
    /// As [`WordNet::synsets_of`].
    ///
    /// # Example
    /// ```
    /// let wn = wordgames_wordnet::WordNet::bundled()?;
    /// let (mut ids, mut ends) = (Vec::new(), Vec::new());
    /// wn.synset_ids_of_each(&["dogs", "qwxz", "geese"], None, &mut ids, &mut ends)?;
    /// assert_eq!(ends.len(), 3);
    /// assert_eq!(wn.synset(ids[0]).name(), "dog.n.01");
    /// assert_eq!(ends[0], ends[1]); // nothing for "qwxz"
    /// assert_eq!(wn.synset(ids[ends[1]]).name(), "goose.n.01");
    /// # Ok::<(), wordgames_wordnet::Error>(())
    /// ```
    pub fn synset_ids_of_each(
        &self,
        words: &[&str],
        pos: impl Into<Option<Pos>>,
        out: &mut Vec<SynsetId>,
        ends: &mut Vec<usize>,
    ) -> Result<()> {
        let pos = pos.into();
        let (start, start_ends) = (out.len(), ends.len());
        let mut hints = (Vec::new(), Vec::new(), Vec::new());
        for batch in words.chunks(TOUCH_BATCH) {
            std::hint::black_box(touch(self, batch, &mut hints));
            for word in batch {
                if let Err(e) = self.synset_ids_of(word, pos, out) {
                    out.truncate(start);
                    ends.truncate(start_ends);
                    return Err(e);
                }
                ends.push(out.len());
            }
        }
        Ok(())
    }
}

/// How many words [`WordNet::synset_ids_of_each`] reads ahead together.
const TOUCH_BATCH: usize = 32;

/// Reads, for a batch of words, the hash slots of each spelling and of each candidate of the
/// detachment rules, then (stage by stage) the records of the lemmas they may hold; returns a
/// value made of what was read (for `black_box`). A hint only: nothing here decides an answer.
fn touch(wn: &WordNet, words: &[&str], scratch: &mut (Vec<u64>, Vec<u64>, Vec<u32>)) -> u64 {
    let index = wn.spelling_index();
    let (hashes, slots, lemmas) = scratch;
    hashes.clear();
    for word in words {
        let bytes = word.as_bytes();
        hashes.push(hash_finish(hash_more(HASH_START, bytes)));
        for file in DataFile::ALL {
            for (old, new) in detachment_rules(file, true) {
                if ends_with(bytes, old.as_bytes()) {
                    let stem = &bytes[..bytes.len() - old.len()];
                    hashes.push(hash_finish(hash_more(
                        hash_more(HASH_START, stem),
                        new.as_bytes(),
                    )));
                }
            }
        }
    }
    // The slots' reads do not wait for one another: no branch on what they read.
    slots.clear();
    slots.extend(hashes.iter().map(|&h| index.lemma_slot(h)));
    lemmas.clear();
    lemmas.extend(
        hashes
            .iter()
            .zip(slots.iter())
            .filter_map(|(&h, &slot)| index.slot_lemma(h, slot)),
    );
    let store = wn.store();
    let mut acc = 0;
    for stage in 0..3 {
        for &l in lemmas.iter() {
            acc ^= store.touch_lemma(l, stage);
        }
    }
    acc
}

/// NLTK's `POS_LIST`: the parts of speech `synsets` and `morphy` try when given none.
const NLTK_POS_LIST: [Pos; 4] = [Pos::Noun, Pos::Verb, Pos::Adjective, Pos::Adverb];

/// The parts of speech to try: `pos` alone, or NLTK's `POS_LIST`.
fn pos_list(pos: Option<Pos>) -> impl Iterator<Item = Pos> {
    let all = pos.is_none();
    NLTK_POS_LIST.into_iter().filter(move |_| all).chain(pos)
}

/// NLTK's `wn.synsets(form)` for a lowercase form: for nouns, verbs, adjectives (satellites
/// included) and adverbs in turn, the synsets of each base form of NLTK's `_morphy`, in index
/// order, repeats kept.
pub(crate) fn nltk_synsets(wn: &WordNet, form: &str) -> Vec<u32> {
    let mut form = Form::exact(wn, form);
    let (mut bases, mut out) = (Bases::new(), Vec::new());
    for file in DataFile::ALL {
        nltk_morphy_of(wn, &mut form, file, &mut bases);
        let in_file = wn.store().file_synsets(file.index());
        for base in bases.iter() {
            push_synsets(wn, base, |s| in_file.contains(&s.0), &mut out);
        }
    }
    out.into_iter().map(|s| s.0).collect()
}

/// NLTK's `_morphy` (3.10): the form's exception-list entry if it has one, else each detachment
/// rule applied once; then, of the form itself and those, the distinct ones that are lemmas of
/// the part of speech.
#[cfg(test)]
pub(crate) fn nltk_morphy(wn: &WordNet, form: &str, file: DataFile) -> Vec<crate::LemmaId> {
    let mut bases = Bases::new();
    nltk_morphy_of(wn, &mut Form::exact(wn, form), file, &mut bases);
    bases.iter().collect()
}

/// The synsets of a lemma's senses that `keep` accepts, in sense order.
#[inline]
fn push_synsets(
    wn: &WordNet,
    lemma: crate::LemmaId,
    keep: impl Fn(SynsetId) -> bool,
    out: &mut Vec<SynsetId>,
) {
    let store = wn.store();
    for sense in store.lemma_sense_range(lemma.0) {
        let synset = SynsetId(store.sense_synset(sense));
        if keep(synset) {
            out.push(synset);
        }
    }
}

/// The most bytes a detachment rule takes off a form once the part it puts back is set aside
/// ("ves" of "wolves"; "ches" for "ch" takes off "es").
const MAX_CUT: usize = 3;

/// A form to find the base forms of, looked up once for every part of speech: its spelling,
/// the lemma it is itself (if any), its hash, the hash states of its stems, and the lemma
/// each candidate of the detachment rules is (looked up on first need: "dogs" gives "dog" for
/// nouns and for verbs, one look-up).
struct Form<'t> {
    text: Cow<'t, str>,
    lemma: Option<u32>,
    hash: u64,
    /// `stems[k]`: the hash state after the form less its last `k` bytes (when it has them).
    stems: [u64; MAX_CUT + 1],
    /// The candidates looked up (named by [`candidate_key`]) and the lemma each is: the rules
    /// of all parts of speech make 13 distinct ones; past the array, a candidate is looked up
    /// again.
    candidates: [(u64, Option<u32>); 16],
    looked_up: usize,
}

impl<'t> Form<'t> {
    /// A form as given, normalized as [`WordNet::lemma`] normalizes spellings (lowercase,
    /// trimmed, spaces as underscores); a spelling that is already normal is not copied.
    fn new(wn: &WordNet, spelling: &'t str) -> Form<'t> {
        Form::of(wn, normalized(spelling))
    }

    /// A form taken as it is (already lowercase).
    fn exact(wn: &WordNet, form: &'t str) -> Form<'t> {
        Form::of(wn, Cow::Borrowed(form))
    }

    fn of(wn: &WordNet, text: Cow<'t, str>) -> Form<'t> {
        let bytes = text.as_bytes();
        let mut stems = [HASH_START; MAX_CUT + 1];
        let head = bytes.len().saturating_sub(MAX_CUT);
        let mut h = hash_more(HASH_START, &bytes[..head]);
        // stems[k] is the state after bytes.len() - k bytes.
        let mut k = bytes.len() - head;
        stems[k] = h;
        for &b in &bytes[head..] {
            h = hash_more(h, &[b]);
            k -= 1;
            stems[k] = h;
        }
        let hash = hash_finish(h);
        let lemma = wn
            .spelling_index()
            .lemma_hashed(wn.store(), hash, |key| key == text.as_ref());
        Form {
            text,
            lemma,
            hash,
            stems,
            candidates: [(u64::MAX, None); 16],
            looked_up: 0,
        }
    }

    /// The lemma spelled as the form with `suffix` (which it ends with) replaced by `ending`.
    fn candidate(&mut self, wn: &WordNet, suffix: &str, ending: &'static str) -> Option<u32> {
        // "ses" for "s" is "es" for "": the same candidate, looked up once.
        let same = suffix
            .bytes()
            .zip(ending.bytes())
            .take_while(|(a, b)| a == b)
            .count();
        let (cut, ending) = (suffix.len() - same, &ending[same..]);
        let key = candidate_key(cut, ending);
        if let Some(&(_, found)) = self.candidates[..self.looked_up]
            .iter()
            .find(|(k, _)| Some(*k) == key)
        {
            return found;
        }
        let stem = &self.text[..self.text.len() - cut];
        let found = match self.stems.get(cut) {
            Some(&state) => {
                let h = hash_finish(hash_more(state, ending.as_bytes()));
                wn.spelling_index().lemma_hashed(wn.store(), h, |key| {
                    key.len() == stem.len() + ending.len()
                        && key.starts_with(stem)
                        && key.ends_with(ending)
                })
            }
            None => wn
                .spelling_index()
                .lemma(wn.store(), &format!("{stem}{ending}")),
        };
        if let (Some(key), Some(slot)) = (key, self.candidates.get_mut(self.looked_up)) {
            *slot = (key, found);
            self.looked_up += 1;
        }
        found
    }
}

/// The base forms of a form in one part of speech, distinct, in order: a few, so held
/// inline (an exception line with more goes on in `more`).
struct Bases {
    inline: [crate::LemmaId; 12],
    len: usize,
    more: Vec<crate::LemmaId>,
}

impl Bases {
    fn new() -> Bases {
        Bases {
            inline: [crate::LemmaId(0); 12],
            len: 0,
            more: Vec::new(),
        }
    }

    fn clear(&mut self) {
        self.len = 0;
        self.more.clear();
    }

    fn iter(&self) -> impl Iterator<Item = crate::LemmaId> + '_ {
        self.inline[..self.len].iter().chain(&self.more).copied()
    }

    fn first(&self) -> Option<crate::LemmaId> {
        self.iter().next()
    }

    fn contains(&self, l: crate::LemmaId) -> bool {
        self.inline[..self.len].contains(&l) || self.more.contains(&l)
    }

    fn push(&mut self, l: crate::LemmaId) {
        match self.inline.get_mut(self.len) {
            Some(slot) => {
                *slot = l;
                self.len += 1;
            }
            None => self.more.push(l),
        }
    }
}

/// A candidate of the detachment rules as one number: the bytes taken off and the ending
/// put back; None for an ending of more than 6 bytes (NLTK's have at most 2), which is not
/// kept.
#[inline]
fn candidate_key(cut: usize, ending: &str) -> Option<u64> {
    if ending.len() > 6 || cut > 0xff {
        return None;
    }
    let mut key = (cut as u64) | (ending.len() as u64) << 8;
    for (i, b) in ending.bytes().enumerate() {
        key |= u64::from(b) << (16 + 8 * i);
    }
    Some(key)
}

/// Whether `form` ends with `suffix` (a few bytes: compared here, not by a call; the last
/// byte first, which rules most suffixes out).
#[inline]
fn ends_with(form: &[u8], suffix: &[u8]) -> bool {
    form.len() >= suffix.len()
        && form.last() == suffix.last()
        && form[form.len() - suffix.len()..]
            .iter()
            .zip(suffix)
            .all(|(a, b)| a == b)
}

/// [`nltk_morphy`] of a prepared form, into `out` (cleared first).
fn nltk_morphy_of(wn: &WordNet, form: &mut Form<'_>, file: DataFile, out: &mut Bases) {
    out.clear();
    let store = wn.store();
    let keep = |l: Option<u32>, out: &mut Bases| {
        if let Some(l) = l.map(crate::LemmaId)
            && store.lemma_in_file(l.0, file)
            && !out.contains(l)
        {
            out.push(l);
        }
    };
    keep(form.lemma, out);
    let index = wn.spelling_index();
    let exception = index.exception_hashed(store, file, form.hash, &form.text);
    match exception.map(|i| exception_bases(wn, i, &form.text, file)) {
        Some(bases) => {
            for base in bases.split(' ') {
                keep(index.lemma(store, base), out);
            }
        }
        None => {
            for (old, new) in detachment_rules(file, true) {
                if ends_with(form.text.as_bytes(), old.as_bytes()) {
                    let found = form.candidate(wn, old, new);
                    keep(found, out);
                }
            }
        }
    }
}

/// The base forms of an inflected form in an exception list, as NLTK reads the list: where a
/// form has two lines, NLTK keeps the last and this crate's loader the first, so the three
/// forms of WordNet 3.0's lists (also 3.1's) where the two lines differ are given NLTK's.
fn exception_bases<'w>(wn: &'w WordNet, i: usize, form: &str, file: DataFile) -> &'w str {
    let store = wn.store();
    let Some(list) = store.exceptions(file.index()) else {
        return "";
    };
    let bases = store.span(list[i].1);
    const NLTK_LAST_LINE: [(DataFile, &str, &str, &str); 3] = [
        (DataFile::Adj, "offer", "off", "offer"),
        (DataFile::Noun, "aurar", "eyir", "eyrir"),
        (DataFile::Noun, "involucra", "involucre", "involucrum"),
    ];
    NLTK_LAST_LINE
        .iter()
        .find(|(f, w, first, _)| *f == file && *w == form && *first == bases)
        .map_or(bases, |(.., last)| last)
}
