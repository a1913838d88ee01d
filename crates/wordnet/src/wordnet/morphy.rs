//! WordNet's morphology: [`WordNet::morphy`] as NLTK does it (the form itself, its exception
//! list's base forms or each detachment rule once), [`WordNet::morphstr`] as WordNet's C library
//! does it (exception lists, else the first detachment rule that gives a lemma), and
//! [`WordNet::lookup`].

use super::{Lemma, Sense, Synset, Word, WordNet, normalize};
use crate::{Error, Pos, Result, types::DataFile};

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
        for (suffix, ending) in detachment_rules(file) {
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

/// The detachment rules of a part of speech, (suffix, ending), in the order `morphstr` tries
/// them.
fn detachment_rules(file: DataFile) -> &'static [(&'static str, &'static str)] {
    match file {
        DataFile::Noun => &[
            ("s", ""),
            ("ses", "s"),
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
    }
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
        let form = normalize(form);
        Ok(nltk_morphy(self, &form, file)
            .into_iter()
            .map(|id| self.lemma_by_id(id))
            .collect())
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
        let form = Form::new(self, normalize(form));
        for pos in pos_list(pos.into()) {
            let file = pos.data_file();
            self.need_exceptions(file)?;
            if let Some(&first) = nltk_morphy_of(self, &form, file).first() {
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
        let form = Form::new(self, normalize(word));
        let mut out = Vec::new();
        for pos in pos_list(pos.into()) {
            let file = pos.data_file();
            self.need_exceptions(file)?;
            for base in nltk_morphy_of(self, &form, file) {
                out.extend(
                    self.lemma_by_id(base)
                        .senses()
                        .map(|s| s.synset())
                        .filter(|s| {
                            s.pos() == pos
                                || (pos == Pos::Adjective && s.pos() == Pos::AdjectiveSatellite)
                        }),
                );
            }
        }
        Ok(out)
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
    let form = Form::new(wn, form);
    let mut out = Vec::new();
    for file in DataFile::ALL {
        for base in nltk_morphy_of(wn, &form, file) {
            let lemma = wn.lemma_by_id(base);
            out.extend(
                lemma
                    .senses()
                    .map(|s| s.synset())
                    .filter(|s| s.pos().data_file() == file)
                    .map(|s| s.id().0),
            );
        }
    }
    out
}

/// NLTK's `_morphy` (3.10): the form's exception-list entry if it has one, else each detachment
/// rule applied once; then, of the form itself and those, the distinct ones that are lemmas of
/// the part of speech.
pub(crate) fn nltk_morphy(wn: &WordNet, form: &str, file: DataFile) -> Vec<crate::LemmaId> {
    nltk_morphy_of(wn, &Form::new(wn, form), file)
}

/// A form to find the base forms of, with the lemma it is itself (if any), looked up once for
/// every part of speech.
struct Form<S> {
    text: S,
    lemma: Option<u32>,
}

impl<S: AsRef<str>> Form<S> {
    fn new(wn: &WordNet, text: S) -> Form<S> {
        let lemma = wn.spelling_index().lemma(wn.store(), text.as_ref());
        Form { text, lemma }
    }
}

/// [`nltk_morphy`] of a form whose own lemma is known.
fn nltk_morphy_of(
    wn: &WordNet,
    form: &Form<impl AsRef<str>>,
    file: DataFile,
) -> Vec<crate::LemmaId> {
    let mut out = Vec::new();
    let (store, index) = (wn.store(), wn.spelling_index());
    let mut keep_id = |l: Option<u32>| {
        if let Some(l) = l.map(crate::LemmaId)
            && store.lemma_in_file(l.0, file)
            && !out.contains(&l)
        {
            out.push(l);
        }
    };
    keep_id(form.lemma);
    let mut keep = |c: &str| keep_id(index.lemma(store, c));
    let form = form.text.as_ref();
    match exception_bases(wn, form, file) {
        Some(bases) => bases.split(' ').for_each(&mut keep),
        None => {
            // One buffer for every candidate: no allocation per rule.
            let mut candidate = String::new();
            for (old, new) in nltk_rules(file) {
                if let Some(stem) = form.strip_suffix(old) {
                    candidate.clear();
                    candidate.push_str(stem);
                    candidate.push_str(new);
                    keep(&candidate);
                }
            }
        }
    }
    out
}

/// The base forms of an inflected form in an exception list, as NLTK reads the list: where a
/// form has two lines, NLTK keeps the last and this crate's loader the first, so the three
/// forms of WordNet 3.0's lists (also 3.1's) where the two lines differ are given NLTK's.
fn exception_bases<'w>(wn: &'w WordNet, form: &str, file: DataFile) -> Option<&'w str> {
    let store = wn.store();
    let i = wn.spelling_index().exception(store, file, form)?;
    let bases = store.span(store.exceptions(file.index())?[i].1);
    const NLTK_LAST_LINE: [(DataFile, &str, &str, &str); 3] = [
        (DataFile::Adj, "offer", "off", "offer"),
        (DataFile::Noun, "aurar", "eyir", "eyrir"),
        (DataFile::Noun, "involucra", "involucre", "involucrum"),
    ];
    Some(
        NLTK_LAST_LINE
            .iter()
            .find(|(f, w, first, _)| *f == file && *w == form && *first == bases)
            .map_or(bases, |(.., last)| last),
    )
}

/// NLTK's `MORPHOLOGICAL_SUBSTITUTIONS`.
fn nltk_rules(file: DataFile) -> &'static [(&'static str, &'static str)] {
    match file {
        DataFile::Noun => &[
            ("s", ""),
            ("ses", "s"),
            ("ves", "f"),
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
    }
}
