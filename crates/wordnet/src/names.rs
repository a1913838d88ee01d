//! The names researchers use for WordNet's entries, both ways: NLTK's synset names
//! (`dog.n.01`) and lemma names (`dog.n.01.Canis_familiaris`), and WordNet's sense keys
//! (`dog%1:05:00::`).
//!
//! A synset name is `lemma.pos.NN`: the synset's first word (lowercase), its part of speech and
//! its 1-based position in that lemma's line of the index file. NLTK (3.10) counts an adjective
//! satellite among the lemma's satellites only, so the second adjective sense of "big", a
//! satellite, is `big.s.01`; a name with `a` counts every adjective sense, heads and satellites
//! (`big.a.02` is the same synset). A lemma name is the synset name, a dot and the word as the
//! data file writes it (case kept). A sense key is `lemma%ss_type:lex_filenum:lex_id:head:head_id`,
//! read from `index.sense` or, without one, computed from the data files as NLTK computes it.

use std::borrow::Cow;

use crate::{
    Error, Lemma, Pos, Relation, Result, Sense, SenseId, Synset, SynsetNameProblem, Word, WordNet,
    wordnet::{in_name_list, lemma_exact},
};

impl WordNet {
    /// The synset with an NLTK synset name `lemma.pos.NN`, e.g. `dog.n.01`, or why there is
    /// none.
    ///
    /// `NN` is the 1-based position among the lemma's senses in that part of speech, in the
    /// order of the index file; `s` counts adjective satellites only and `a` every adjective,
    /// as NLTK 3.10 does. The name is read case-insensitively, like NLTK's, and a lemma may be
    /// written with spaces.
    ///
    /// # Errors
    /// [`Error::UnknownSynset`] with the name and a [`SynsetNameProblem`].
    ///
    /// # Example
    /// ```
    /// use wordgames_wordnet::{Error, SynsetNameProblem, WordNet};
    ///
    /// let wn = WordNet::bundled()?;
    /// assert_eq!(wn.find_synset("big.a.02")?.name(), "big.s.01"); // a satellite
    /// match wn.find_synset("dog.n.99") {
    ///     Err(Error::UnknownSynset { name, problem }) => {
    ///         assert_eq!(name, "dog.n.99");
    ///         assert_eq!(problem, SynsetNameProblem::NoSuchSense { senses: 7 });
    ///     }
    ///     other => panic!("{other:?}"),
    /// }
    /// # Ok::<(), wordgames_wordnet::Error>(())
    /// ```
    pub fn find_synset(&self, name: &str) -> Result<Synset<'_>> {
        let fail = |problem| Error::UnknownSynset {
            name: name.to_string(),
            problem,
        };
        let lower: Cow<'_, str> = if name.chars().any(char::is_uppercase) {
            Cow::Owned(name.to_lowercase())
        } else {
            Cow::Borrowed(name)
        };
        let mut parts = lower.rsplitn(3, '.');
        let (Some(number), Some(code), Some(lemma)) = (parts.next(), parts.next(), parts.next())
        else {
            return Err(fail(SynsetNameProblem::Malformed));
        };
        if number.is_empty() || !number.bytes().all(|b| b.is_ascii_digit()) || lemma.is_empty() {
            return Err(fail(SynsetNameProblem::Malformed));
        }
        let mut chars = code.chars();
        let pos = match (chars.next(), chars.next()) {
            (Some(c), None) => {
                Pos::from_code(c).ok_or_else(|| fail(SynsetNameProblem::UnknownPos))?
            }
            _ => return Err(fail(SynsetNameProblem::UnknownPos)),
        };
        let lemma = lemma_exact(self, lemma)
            .map(|id| self.lemma_by_id(id))
            .or_else(|| self.lemma(lemma));
        let range = lemma.map_or(0..0, |l| self.store().lemma_sense_range(l.id().0));
        let senses = || {
            range
                .clone()
                .map(|i| self.sense(SenseId(i)))
                .filter(move |s| in_name_list(pos, s))
        };
        let n: usize = number.parse().unwrap_or(usize::MAX);
        if let Some(sense) = n.checked_sub(1).and_then(|i| senses().nth(i)) {
            return Ok(sense.synset());
        }
        Err(fail(match senses().count() {
            0 => SynsetNameProblem::UnknownLemma,
            senses => SynsetNameProblem::NoSuchSense { senses },
        }))
    }

    /// The synset with an NLTK synset name such as `dog.n.01`; `None` where
    /// [`WordNet::find_synset`] gives an error.
    ///
    /// # Example
    /// ```
    /// let wn = wordgames_wordnet::WordNet::bundled()?;
    /// let dog = wn.synset_by_name("dog.n.01").unwrap();
    /// assert_eq!(dog.name(), "dog.n.01");
    /// assert_eq!(wn.synset_by_name("domestic_dog.n.01").unwrap().id(), dog.id());
    /// assert!(wn.synset_by_name("dog.n.99").is_none());
    /// # Ok::<(), wordgames_wordnet::Error>(())
    /// ```
    pub fn synset_by_name(&self, name: &str) -> Option<Synset<'_>> {
        self.find_synset(name).ok()
    }

    /// The word with an NLTK lemma name: a synset name, a dot and the word as the data file
    /// writes it, e.g. `dog.n.01.Canis_familiaris`. The synset part is read as by
    /// [`WordNet::find_synset`], the word exactly (case matters, as in NLTK).
    ///
    /// # Example
    /// ```
    /// let wn = wordgames_wordnet::WordNet::bundled()?;
    /// let word = wn.word_by_name("dog.n.01.Canis_familiaris").unwrap();
    /// assert_eq!(word.lemma(), "Canis_familiaris");
    /// assert_eq!(word.name(), "dog.n.01.Canis_familiaris");
    /// assert!(wn.word_by_name("dog.n.01.canis_familiaris").is_none());
    /// # Ok::<(), wordgames_wordnet::Error>(())
    /// ```
    pub fn word_by_name(&self, name: &str) -> Option<Word<'_>> {
        // The synset part ends at a `.NN.`; lemmas may hold dots, so try each.
        let bytes = name.as_bytes();
        (0..bytes.len())
            .filter(|&i| bytes[i] == b'.')
            .find_map(|i| {
                let digits = bytes[i + 1..]
                    .iter()
                    .take_while(|b| b.is_ascii_digit())
                    .count();
                let end = i + 1 + digits;
                if digits == 0 || bytes.get(end) != Some(&b'.') {
                    return None;
                }
                let word = &name[end + 1..];
                self.synset_by_name(&name[..end])?
                    .words()
                    .find(|w| w.lemma() == word)
            })
    }

    /// The sense with a sense key such as `dog%1:05:00::` (read case-insensitively): from
    /// `index.sense`, or without it from keys computed as [`Sense::computed_key`] does.
    ///
    /// # Example
    /// ```
    /// let wn = wordgames_wordnet::WordNet::bundled()?;
    /// let sense = wn.sense_by_key("dog%1:05:00::").unwrap();
    /// assert_eq!(sense.synset().name(), "dog.n.01");
    /// assert_eq!(sense.key()?, "dog%1:05:00::");
    /// assert!(wn.sense_by_key("dog%1:05:99::").is_none());
    /// # Ok::<(), wordgames_wordnet::Error>(())
    /// ```
    pub fn sense_by_key(&self, key: &str) -> Option<Sense<'_>> {
        let key = key.trim().to_lowercase();
        let (lemma, _) = key.split_once('%')?;
        let lemma = self.lemma_by_id(lemma_exact(self, lemma)?);
        lemma.senses().find(|s| match s.key() {
            Ok(k) => k == key,
            Err(_) => s.computed_key() == key,
        })
    }
}

/// Queries as people type them: a sense key, a name, or a word in any inflection.
impl WordNet {
    /// The senses a query names, tried in this order: a sense key (`dog%1:05:00::`, the one
    /// sense), an NLTK lemma name (`dog.n.01.Canis_familiaris`, the one word's sense), a synset
    /// name (`dog.n.01`, the synset's first sense), or else a spelling through WordNet's
    /// morphology (every sense of [`WordNet::lookup`]).
    ///
    /// # Errors
    ///
    /// [`Error::UnknownSenseKey`] for a query with a `%` that is no sense key;
    /// [`Error::UnknownSynset`] for a query shaped like a synset name (ending in `.p.NN`) that
    /// names none and is not a word either; [`Error::NotInWordNet`] for anything else that
    /// names nothing.
    ///
    /// # Example
    /// ```
    /// let wn = wordgames_wordnet::WordNet::bundled()?;
    /// assert_eq!(wn.senses_named("dog%1:05:00::")?[0].synset().name(), "dog.n.01");
    /// assert_eq!(wn.senses_named("dog.n.01")?[0].synset().name(), "dog.n.01");
    /// assert!(wn.senses_named("dogs")?.len() > 1);
    /// assert!(wn.senses_named("dog.n.99").is_err());
    /// # Ok::<(), wordgames_wordnet::Error>(())
    /// ```
    pub fn senses_named(&self, query: &str) -> Result<Vec<Sense<'_>>> {
        if query.contains('%') {
            return match self.sense_by_key(query) {
                Some(sense) => Ok(vec![sense]),
                None => Err(Error::UnknownSenseKey {
                    key: query.to_string(),
                }),
            };
        }
        if let Some(word) = self.word_by_name(query) {
            return Ok(vec![word.sense()]);
        }
        let named = self.find_synset(query);
        if let Ok(synset) = named {
            return Ok(synset.senses().take(1).collect());
        }
        let senses = self.lookup(query)?;
        match named {
            // Shaped like a synset name and not a word either: say what is wrong with the name.
            Err(e @ Error::UnknownSynset { .. })
                if senses.is_empty() && looks_like_synset_name(query) =>
            {
                Err(e)
            }
            _ if senses.is_empty() => Err(Error::NotInWordNet {
                query: query.to_string(),
            }),
            _ => Ok(senses),
        }
    }

    /// The synsets a query names, tried in this order: a sense key (its synset), a synset name
    /// (`dog.n.01`), an NLTK lemma name (its synset), or else a word: every synset of
    /// [`WordNet::synsets_of`], as NLTK's `wn.synsets(word)`.
    ///
    /// # Errors
    ///
    /// [`Error::UnknownSenseKey`] for a query with a `%` that is no sense key;
    /// [`Error::UnknownSynset`] for a query shaped like a synset name (ending in `.p.NN`) that
    /// names none; [`Error::NotInWordNet`] for anything else that names nothing.
    ///
    /// # Example
    /// ```
    /// let wn = wordgames_wordnet::WordNet::bundled()?;
    /// assert_eq!(wn.synsets_named("dog.n.01")?.len(), 1);
    /// assert_eq!(wn.synsets_named("dog%1:05:00::")?[0].name(), "dog.n.01");
    /// assert!(wn.synsets_named("dogs")?.len() > 1);
    /// assert!(wn.synsets_named("no-such-word-at-all").is_err());
    /// # Ok::<(), wordgames_wordnet::Error>(())
    /// ```
    pub fn synsets_named(&self, query: &str) -> Result<Vec<Synset<'_>>> {
        if query.contains('%') {
            return self
                .sense_by_key(query)
                .map(|s| vec![s.synset()])
                .ok_or_else(|| Error::UnknownSenseKey {
                    key: query.to_string(),
                });
        }
        match self.find_synset(query) {
            Ok(s) => return Ok(vec![s]),
            Err(e) if looks_like_synset_name(query) => return Err(e),
            Err(_) => {}
        }
        if let Some(w) = self.word_by_name(query) {
            return Ok(vec![w.synset()]);
        }
        let found = self.synsets_of(query, None)?;
        if found.is_empty() {
            Err(Error::NotInWordNet {
                query: query.to_string(),
            })
        } else {
            Ok(found)
        }
    }

    /// A spelling as a lemma: itself when it is one, else the lemma of its first sense by
    /// WordNet's morphology ([`WordNet::lookup`]): `"geese"` is `"goose"`.
    ///
    /// # Errors
    ///
    /// [`Error::NotInWordNet`] when neither the spelling nor a base form of it is a lemma.
    ///
    /// # Example
    /// ```
    /// let wn = wordgames_wordnet::WordNet::bundled()?;
    /// assert_eq!(wn.lemma_or_base("geese")?.text(), "goose");
    /// assert!(wn.lemma_or_base("qqqq").is_err());
    /// # Ok::<(), wordgames_wordnet::Error>(())
    /// ```
    pub fn lemma_or_base(&self, spelling: &str) -> Result<Lemma<'_>> {
        if let Some(lemma) = self.lemma(spelling) {
            return Ok(lemma);
        }
        match self.lookup(spelling)?.first() {
            Some(sense) => Ok(sense.lemma()),
            None => Err(Error::NotInWordNet {
                query: spelling.to_string(),
            }),
        }
    }
}

/// Whether a query ends in `.p.NN` (a part-of-speech letter and a number): shaped like a synset
/// name.
fn looks_like_synset_name(query: &str) -> bool {
    let mut parts = query.rsplitn(3, '.');
    matches!(
        (parts.next(), parts.next(), parts.next()),
        (Some(n), Some(p), Some(l)) if !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit())
            && p.len() == 1 && !l.is_empty()
    )
}

impl<'a> Word<'a> {
    /// Its NLTK lemma name: the synset's name, a dot, and the word as the data file writes it,
    /// e.g. `dog.n.01.Canis_familiaris`.
    pub fn name(&self) -> String {
        format!("{}.{}", self.sense().synset().name(), self.lemma())
    }
}

impl<'a> Sense<'a> {
    /// The NLTK lemma name of its word ([`Word::name`]), e.g. `dog.n.01.dog`.
    pub fn name(&self) -> String {
        self.word().name()
    }

    /// Its sense key computed from the data files, as NLTK computes lemma keys: its first
    /// word's ([`Word::computed_key`]). Equal to [`Sense::key`] wherever `index.sense` gives
    /// one (the crate's tests check every sense of WordNet 3.1), and available without
    /// `index.sense`.
    ///
    /// # Example
    /// ```
    /// let wn = wordgames_wordnet::WordNet::bundled()?;
    /// let big = wn.synset_by_name("big.s.01").unwrap().senses().next().unwrap();
    /// assert_eq!(big.computed_key(), "big%5:00:00:important:00");
    /// assert_eq!(big.computed_key(), big.key()?);
    /// # Ok::<(), wordgames_wordnet::Error>(())
    /// ```
    pub fn computed_key(&self) -> String {
        self.word().computed_key()
    }
}

impl<'a> Word<'a> {
    /// Its sense key computed from the data files, as NLTK computes a lemma's key:
    /// `lemma%ss_type:lex_filenum:lex_id:head:head_id` in lowercase, with this word's lexical
    /// id, where a satellite's head is the first word of the head synset it is similar to.
    pub fn computed_key(&self) -> String {
        let synset = self.sense().synset();
        let (head, head_id) = if synset.pos() == Pos::AdjectiveSatellite {
            synset
                .pointers()
                .iter()
                .find(|p| p.relation == Relation::SimilarTo && !p.is_lexical())
                .and_then(|p| self.sense().wordnet().synset(p.target).words().next())
                .map_or((String::new(), String::new()), |w| {
                    (w.lemma().to_lowercase(), format!("{:02}", w.lex_id()))
                })
        } else {
            (String::new(), String::new())
        };
        format!(
            "{}%{}:{:02}:{:02}:{head}:{head_id}",
            self.lemma(),
            synset.pos().sense_key_type(),
            synset.lex_file(),
            self.lex_id()
        )
        .to_lowercase()
    }
}
