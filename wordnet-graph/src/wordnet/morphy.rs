//! WordNet's morphology: [`WordNet::morphy`] (exception lists, then detachment rules) and
//! [`WordNet::lookup`].

use super::{Lemma, Sense, WordNet, normalize};
use crate::{Error, Pos, Result, types::DataFile};

impl WordNet {
    /// Morphological lookup as WordNet's C library (`morphstr`) does it for one word: if the
    /// spelling is in the part of speech's exception list, its base forms; otherwise the first
    /// detachment rule whose result is a lemma of that part of speech (nouns: -s, -ses, -xes,
    /// -zes, -ches, -shes, -men, -ies, and -ful kept after a plural; verbs: -s, -ies, -es, -ed,
    /// -ing; adjectives: -er, -est). Not recursive. Only base forms that are lemmas of that part
    /// of speech are returned; the spelling itself is not (see [`WordNet::lookup`]).
    ///
    /// # Errors
    /// [`Error::MissingOptional`] when the directory had no exception list for `pos`.
    ///
    /// # Example
    /// ```
    /// use wordgames_wordnet::{Pos, WordNet};
    /// let wn = WordNet::bundled()?;
    /// assert_eq!(wn.morphy("ran", Pos::Verb)?[0].text(), "run");
    /// assert_eq!(wn.morphy("churches", Pos::Noun)?[0].text(), "church");
    /// assert!(wn.morphy("glass", Pos::Noun)?.is_empty()); // nouns in -ss are left alone
    /// # Ok::<(), wordgames_wordnet::Error>(())
    /// ```
    pub fn morphy(&self, spelling: &str, pos: Pos) -> Result<Vec<Lemma<'_>>> {
        let file = pos.data_file();
        let Some(exc) = &self.exceptions[file.index()] else {
            return Err(Error::MissingOptional {
                file: file.exc_name(),
                feature: "morphological lookup",
            });
        };
        let word = normalize(spelling);
        let defined = |s: &str| self.lemma(s).filter(|l| l.in_file(file));
        let mut out: Vec<Lemma<'_>> = Vec::new();
        if let Ok(i) = exc.binary_search_by(|(w, _)| self.span(*w).cmp(&word)) {
            for base in self.span(exc[i].1).split(' ') {
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
    /// forms by [`WordNet::morphy`] in each part of speech (nouns, verbs, adjectives, adverbs),
    /// without repeats.
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
            let bases = match self.morphy(spelling, pos) {
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
