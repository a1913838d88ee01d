//! The views of a [`WordNet`]: [`Synset`], [`Word`], [`Sense`] and [`Lemma`], each a reference
//! to the WordNet and an id.

use super::{WordNet, marker_of};
use crate::{
    AdjMarker, Error, Frame, LemmaId, Pointer, Pos, Relation, Result, SenseId, SynsetId, WordId,
    types::DataFile,
};

/// The lexicographer file names of Princeton WordNet 3.0 and 3.1 (`lexnames`), by number: what
/// [`Synset::lex_name`] uses when a directory has no `lexnames` file (Debian's WordNet 3.0).
pub const LEXNAMES: [&str; 45] = [
    "adj.all",
    "adj.pert",
    "adv.all",
    "noun.Tops",
    "noun.act",
    "noun.animal",
    "noun.artifact",
    "noun.attribute",
    "noun.body",
    "noun.cognition",
    "noun.communication",
    "noun.event",
    "noun.feeling",
    "noun.food",
    "noun.group",
    "noun.location",
    "noun.motive",
    "noun.object",
    "noun.person",
    "noun.phenomenon",
    "noun.plant",
    "noun.possession",
    "noun.process",
    "noun.quantity",
    "noun.relation",
    "noun.shape",
    "noun.state",
    "noun.substance",
    "noun.time",
    "verb.body",
    "verb.change",
    "verb.cognition",
    "verb.communication",
    "verb.competition",
    "verb.consumption",
    "verb.contact",
    "verb.creation",
    "verb.emotion",
    "verb.motion",
    "verb.perception",
    "verb.possession",
    "verb.social",
    "verb.stative",
    "verb.weather",
    "adj.ppl",
];

/// Declares a view: a `Copy` handle on one item of a [`WordNet`], by its id, and the id's
/// accessor.
macro_rules! view {
    ($(#[$doc:meta])* $name:ident($id:ty)) => {
        $(#[$doc])*
        #[derive(Clone, Copy)]
        pub struct $name<'a> {
            pub(super) wn: &'a WordNet,
            pub(super) id: $id,
        }

        impl $name<'_> {
            /// Its id.
            pub fn id(&self) -> $id {
                self.id
            }
        }
    };
}

view!(
    /// A synset of a [`WordNet`]: a set of words sharing one meaning, with its pointers and gloss.
    Synset(SynsetId)
);

impl<'a> Synset<'a> {
    /// The byte offset of its line in its data file (WordNet's synset address).
    pub fn offset(&self) -> u32 {
        self.wn.store().synset_offset(self.id)
    }

    /// Its part of speech (satellites distinct from head adjectives).
    pub fn pos(&self) -> Pos {
        self.wn.store().synset_pos(self.id)
    }

    /// The number of its lexicographer file (0-44 in Princeton WordNet).
    pub fn lex_file(&self) -> u8 {
        self.wn.store().synset_lex_file(self.id)
    }

    /// The name of its lexicographer file, e.g. `noun.animal` (NLTK's `lexname()`), from the
    /// directory's `lexnames` file, or without one (Debian's WordNet 3.0 has none) from the
    /// names of Princeton WordNet 3.0 and 3.1 ([`LEXNAMES`]).
    ///
    /// # Errors
    /// [`Error::Parse`] if the file number is not in the `lexnames` file (or, without one,
    /// above 44).
    pub fn lex_name(&self) -> Result<&'a str> {
        let number = usize::from(self.lex_file());
        let Some(names) = self.wn.store().lexnames() else {
            return LEXNAMES
                .get(number)
                .copied()
                .ok_or_else(|| Error::Parse {
                    path: self.wn.dir().join("lexnames"),
                    line: 0,
                    expected: "a lexicographer file number of WordNet 3.0 or 3.1 (0-44) without a lexnames file",
                    found: format!("{:02}", self.lex_file()),
                });
        };
        names
            .get(number)
            .map(|s| self.wn.store().span(*s))
            .ok_or_else(|| Error::Parse {
                path: self.wn.dir().join("lexnames"),
                line: names.len() + 1,
                expected: "an entry for every lexicographer file number in the data files",
                found: format!("none for {:02}", self.lex_file()),
            })
    }

    /// Its words in data-file order.
    pub fn words(&self) -> impl ExactSizeIterator<Item = Word<'a>> + use<'a> {
        let wn = self.wn;
        wn.store()
            .synset_word_range(self.id)
            .map(move |i| Word { wn, id: WordId(i) })
    }

    /// Its senses: one per distinct lemma among its words, in word order.
    pub fn senses(&self) -> impl ExactSizeIterator<Item = Sense<'a>> + use<'a> {
        let wn = self.wn;
        wn.store()
            .synset_sense_ids(self.id)
            .iter()
            .map(move |&i| Sense { wn, id: SenseId(i) })
    }

    /// Its pointers, in data-file order.
    pub fn pointers(&self) -> &'a [Pointer] {
        self.wn.store().synset_pointers(self.id.0)
    }

    /// The synsets it points to with a relation, semantic or lexical.
    pub fn related(&self, relation: Relation) -> impl Iterator<Item = Synset<'a>> + 'a {
        let wn = self.wn;
        self.pointers()
            .iter()
            .filter(move |p| p.relation == relation)
            .map(move |p| Synset { wn, id: p.target })
    }

    /// Its verb frames (empty for other parts of speech).
    pub fn frames(&self) -> &'a [Frame] {
        self.wn.store().synset_frames(self.id)
    }

    /// The whole gloss as written: the definition, then quoted examples, separated by `; `.
    pub fn gloss(&self) -> &'a str {
        self.wn.store().gloss(self.id)
    }

    /// The definition: the gloss up to its first quoted example, without the trailing `; `.
    pub fn definition(&self) -> &'a str {
        let gloss = self.gloss();
        let end = gloss.find("; \"").unwrap_or(gloss.len());
        let def = gloss[..end].trim_end_matches([';', ' ']);
        if def.starts_with('"') { "" } else { def }
    }

    /// The examples: every quoted part of the gloss after the definition, without the quotes.
    pub fn examples(&self) -> impl Iterator<Item = &'a str> + 'a {
        let gloss = self.gloss();
        let start = if gloss.starts_with('"') {
            0
        } else {
            gloss.find("; \"").map_or(gloss.len(), |i| i + 2)
        };
        gloss[start..]
            .split('"')
            .skip(1)
            .step_by(2)
            .filter(|s| !s.trim().is_empty())
    }

    /// The definition exactly as NLTK 3.10's `Synset.definition()` gives it: the gloss with every
    /// quoted passage (from a `"` to the next `"`) removed, then white space, `;` and spaces
    /// trimmed from both ends. It differs from [`Synset::definition`] on the few hundred glosses
    /// that quote inside the definition or carry an attribution after an example (e.g. NLTK's
    /// `ashen.s.01` keeps `; ; ; ; ; - Mary W. Shelley`); [`Synset::definition`] is the cleaner
    /// text that Nettle's hints use, this one is for comparisons with NLTK.
    ///
    /// # Example
    /// ```
    /// let wn = wordgames_wordnet::WordNet::bundled()?;
    /// let dog = wn.synset_by_name("dog.n.01").expect("in WordNet 3.1");
    /// assert_eq!(dog.nltk_definition(), dog.definition()); // a regular gloss: the same text
    /// # Ok::<(), wordgames_wordnet::Error>(())
    /// ```
    pub fn nltk_definition(&self) -> String {
        // NLTK: re.sub(r'["].*?["]', "", gloss).strip().strip("; ")
        let gloss = self.gloss().trim();
        let mut out = String::with_capacity(gloss.len());
        let mut rest = gloss;
        while let Some(open) = rest.find('"') {
            let Some(close) = rest[open + 1..].find('"') else {
                break;
            };
            out.push_str(&rest[..open]);
            rest = &rest[open + 1 + close + 1..];
        }
        out.push_str(rest);
        out.trim().trim_matches([';', ' ']).to_string()
    }

    /// The examples exactly as NLTK 3.10's `Synset.examples()` gives them: the text between
    /// each pair of quotes of the gloss, in order, empty ones included (NLTK's
    /// `re.findall(r'"([^"]*)"', gloss)`). [`Synset::examples`] reads only after the
    /// definition and skips empty quotes.
    pub fn nltk_examples(&self) -> Vec<&'a str> {
        let mut out = Vec::new();
        let mut rest = self.gloss().trim();
        while let Some(open) = rest.find('"') {
            let Some(close) = rest[open + 1..].find('"') else {
                break;
            };
            out.push(&rest[open + 1..open + 1 + close]);
            rest = &rest[open + 1 + close + 1..];
        }
        out
    }

    /// Its NLTK synset name `lemma.pos.NN`, e.g. `dog.n.01`: its first word in lowercase, its
    /// part of speech (`s` for a satellite) and its position in that lemma's line of the index
    /// file, counted as NLTK 3.10 counts it (a satellite among the lemma's satellites only).
    /// [`WordNet::find_synset`] reads it back.
    ///
    /// # Example
    /// ```
    /// let wn = wordgames_wordnet::WordNet::bundled()?;
    /// let big: Vec<String> = wn.lemma("big").unwrap().senses().take(3).map(|s| s.synset().name()).collect();
    /// assert_eq!(big, ["large.a.01", "big.s.01", "bad.s.01"]);
    /// # Ok::<(), wordgames_wordnet::Error>(())
    /// ```
    pub fn name(&self) -> String {
        let first = self
            .senses()
            .next()
            .expect("a synset has at least one word");
        format!(
            "{}.{}.{:02}",
            first.lemma().text(),
            self.pos().code(),
            first.index_number()
        )
    }
}

view!(
    /// A word of a synset as the data file writes it.
    Word(WordId)
);

impl<'a> Word<'a> {
    /// The lemma as the data file writes it: case kept, underscores for spaces, no marker.
    pub fn lemma(&self) -> &'a str {
        self.wn.store().word_spelling(self.id)
    }

    /// Its lexical id (0-15), which tells apart the same lemma in two synsets of one
    /// lexicographer file.
    pub fn lex_id(&self) -> u8 {
        self.wn.store().word_lex_id(self.id)
    }

    /// Its adjective marker, if the data file had one.
    pub fn marker(&self) -> Option<AdjMarker> {
        marker_of(self.wn.store().word_marker(self.id)).flatten()
    }

    /// Its sense (the graph node it belongs to).
    pub fn sense(&self) -> Sense<'a> {
        Sense {
            wn: self.wn,
            id: SenseId(self.wn.store().word_sense(self.id)),
        }
    }
}

view!(
    /// A sense: one (synset, lemma) pair, one line of `index.sense`, one node of the
    /// `WordGraph`.
    Sense(SenseId)
);

impl<'a> Sense<'a> {
    /// Its synset.
    pub fn synset(&self) -> Synset<'a> {
        Synset {
            wn: self.wn,
            id: SynsetId(self.wn.store().sense_synset(self.id.0)),
        }
    }

    /// Its lemma (spelling).
    pub fn lemma(&self) -> Lemma<'a> {
        Lemma {
            wn: self.wn,
            id: LemmaId(self.wn.store().sense_lemma(self.id.0)),
        }
    }

    /// The first word of the synset with this spelling, as the data file writes it.
    pub fn word(&self) -> Word<'a> {
        Word {
            wn: self.wn,
            id: WordId(self.wn.store().sense_word(self.id.0)),
        }
    }

    /// Its sense key, e.g. `dog%1:05:00::`.
    ///
    /// # Errors
    /// [`Error::MissingOptional`] without `index.sense`.
    pub fn key(&self) -> Result<&'a str> {
        self.need_sense_index("sense keys")?;
        let keys = self.wn.store().keys();
        let i = self.id.index();
        Ok(&keys.text[keys.starts[i] as usize..keys.starts[i + 1] as usize])
    }

    /// How often this sense was tagged in WordNet's semantic concordances: a measure of how
    /// common the sense is.
    ///
    /// # Errors
    /// [`Error::MissingOptional`] without `index.sense`.
    pub fn tag_count(&self) -> Result<u32> {
        self.need_sense_index("tag counts")?;
        Ok(self.wn.store().sense_tag_count(self.id.0))
    }

    /// Its sense number for its lemma and part of speech (1 = most frequent), from
    /// `index.sense`, or the position in the index line without it.
    pub fn number(&self) -> u16 {
        self.wn.store().sense_number(self.id.0)
    }

    /// Its 1-based position in the lemma's index line for its part of speech, among the
    /// satellites alone for a satellite (NLTK's numbering of synset names).
    fn index_number(&self) -> usize {
        let pos = self.synset().pos();
        self.lemma()
            .senses()
            .filter(|s| crate::wordnet::in_name_list(pos, s))
            .position(|s| s.id == self.id)
            .map_or(0, |i| i + 1)
    }

    /// The WordNet it belongs to.
    pub(crate) fn wordnet(&self) -> &'a WordNet {
        self.wn
    }

    fn need_sense_index(&self, feature: &'static str) -> Result<()> {
        if self.wn.has_sense_index() {
            Ok(())
        } else {
            Err(Error::MissingOptional {
                file: "index.sense",
                feature,
            })
        }
    }
}

view!(
    /// A lemma: a distinct spelling of the index files, with its senses in every part of speech.
    Lemma(LemmaId)
);

impl<'a> Lemma<'a> {
    /// Whether the index file of `file` lists it.
    pub(super) fn in_file(&self, file: DataFile) -> bool {
        self.wn.store().lemma_in_file(self.id.0, file)
    }

    /// The spelling as the index writes it: lowercase, underscores for spaces.
    pub fn text(&self) -> &'a str {
        self.wn.store().lemma_text(self.id.0)
    }

    /// Its senses: nouns, verbs, adjectives, adverbs, each in index (frequency) order.
    pub fn senses(&self) -> impl ExactSizeIterator<Item = Sense<'a>> + use<'a> {
        let wn = self.wn;
        wn.store()
            .lemma_sense_range(self.id.0)
            .map(move |i| Sense { wn, id: SenseId(i) })
    }

    /// The parts of speech it has an index line in (`Adjective` stands for satellites too).
    pub fn parts_of_speech(&self) -> impl Iterator<Item = Pos> + 'a {
        let (wn, id) = (self.wn, self.id.0);
        DataFile::ALL
            .into_iter()
            .filter(move |&file| wn.store().lemma_in_file(id, file))
            .map(DataFile::pos)
    }

    /// The number of its senses tagged in the semantic concordances, summed over its parts of
    /// speech (the index files' `tagsense_cnt`).
    pub fn tagged_sense_count(&self) -> u32 {
        self.wn.store().lemma_tagsense(self.id.0)
    }
}

// Short summaries: a view holds a reference to the whole WordNet, which a derived `Debug`
// would print in full (hundreds of megabytes).

impl std::fmt::Debug for Synset<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Synset({} {})", self.id.0, self.name())
    }
}

impl std::fmt::Debug for Word<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Word({} {:?} in {})",
            self.id.0,
            self.lemma(),
            self.sense().synset().name()
        )
    }
}

impl std::fmt::Debug for Sense<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Sense({} {:?} in {})",
            self.id.0,
            self.word().lemma(),
            self.synset().name()
        )
    }
}

impl std::fmt::Debug for Lemma<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Lemma({} {:?})", self.id.0, self.text())
    }
}
