//! The small value types of WordNet: parts of speech, relations, ids, pointers and frames.

use std::fmt;

/// A part of speech, with adjective satellites kept apart from head adjectives.
///
/// Head adjectives and satellites share the files `data.adj` and `index.adj`; WordNet tells them
/// apart by the synset type `a` or `s`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Pos {
    /// `n`
    Noun,
    /// `v`
    Verb,
    /// `a`: a head adjective (or an adjective outside any cluster).
    Adjective,
    /// `s`: an adjective satellite, similar to a head adjective.
    AdjectiveSatellite,
    /// `r`
    Adverb,
}

impl Pos {
    /// Every part of speech, in WordNet's order of synset types (`n v a s r`).
    pub const ALL: [Pos; 5] = [
        Pos::Noun,
        Pos::Verb,
        Pos::Adjective,
        Pos::AdjectiveSatellite,
        Pos::Adverb,
    ];

    /// The one-letter code of the data files: `n`, `v`, `a`, `s` or `r`.
    ///
    /// # Example
    /// ```
    /// use wordgames_wordnet::Pos;
    /// assert_eq!(Pos::AdjectiveSatellite.code(), 's');
    /// assert_eq!(Pos::from_code('r'), Some(Pos::Adverb));
    /// ```
    pub fn code(self) -> char {
        match self {
            Pos::Noun => 'n',
            Pos::Verb => 'v',
            Pos::Adjective => 'a',
            Pos::AdjectiveSatellite => 's',
            Pos::Adverb => 'r',
        }
    }

    /// The part of speech of a one-letter code, if it is one.
    pub fn from_code(code: char) -> Option<Pos> {
        Some(match code {
            'n' => Pos::Noun,
            'v' => Pos::Verb,
            'a' => Pos::Adjective,
            's' => Pos::AdjectiveSatellite,
            'r' => Pos::Adverb,
            _ => return None,
        })
    }

    /// The file suffix that holds this part of speech (`noun`, `verb`, `adj`, `adv`);
    /// satellites live in the adjective files.
    pub fn file_name(self) -> &'static str {
        self.data_file().name()
    }

    /// The part of speech of the index files: satellites are indexed as adjectives.
    pub fn index_pos(self) -> Pos {
        match self {
            Pos::AdjectiveSatellite => Pos::Adjective,
            p => p,
        }
    }

    /// The data and index files of this part of speech; satellites share the adjectives'.
    pub(crate) fn data_file(self) -> DataFile {
        match self {
            Pos::Noun => DataFile::Noun,
            Pos::Verb => DataFile::Verb,
            Pos::Adjective | Pos::AdjectiveSatellite => DataFile::Adj,
            Pos::Adverb => DataFile::Adv,
        }
    }

    /// The synset type number of sense keys (1 noun, 2 verb, 3 adjective, 4 adverb, 5 satellite).
    pub fn sense_key_type(self) -> u8 {
        match self {
            Pos::Noun => 1,
            Pos::Verb => 2,
            Pos::Adjective => 3,
            Pos::Adverb => 4,
            Pos::AdjectiveSatellite => 5,
        }
    }
}

/// One of the four files of each kind in a WNDB directory (`data.noun`, `index.verb`,
/// `adj.exc`, ...), in WordNet's order. Synset ids, the per-file offset tables and the exception
/// lists follow this order; a snapshot stores a file as its `index` in one byte.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum DataFile {
    Noun,
    Verb,
    Adj,
    Adv,
}

impl DataFile {
    /// The four files, in order.
    pub(crate) const ALL: [DataFile; 4] =
        [DataFile::Noun, DataFile::Verb, DataFile::Adj, DataFile::Adv];

    /// 0 to 3, for the arrays kept per file.
    pub(crate) fn index(self) -> usize {
        self as usize
    }

    /// The suffix of the data and index files and the stem of the exception list: `noun`,
    /// `verb`, `adj` or `adv`.
    pub(crate) fn name(self) -> &'static str {
        match self {
            DataFile::Noun => "noun",
            DataFile::Verb => "verb",
            DataFile::Adj => "adj",
            DataFile::Adv => "adv",
        }
    }

    /// The name of its exception list, e.g. `noun.exc`.
    pub(crate) fn exc_name(self) -> &'static str {
        match self {
            DataFile::Noun => "noun.exc",
            DataFile::Verb => "verb.exc",
            DataFile::Adj => "adj.exc",
            DataFile::Adv => "adv.exc",
        }
    }

    /// The part of speech of its index file (adjectives stand for satellites too).
    pub(crate) fn pos(self) -> Pos {
        match self {
            DataFile::Noun => Pos::Noun,
            DataFile::Verb => Pos::Verb,
            DataFile::Adj => Pos::Adjective,
            DataFile::Adv => Pos::Adverb,
        }
    }
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Pos::Noun => "noun",
            Pos::Verb => "verb",
            Pos::Adjective => "adjective",
            Pos::AdjectiveSatellite => "adjective satellite",
            Pos::Adverb => "adverb",
        })
    }
}

macro_rules! relations {
    ($($(#[$doc:meta])* $name:ident = $label:literal,)*) => {
        /// A labelled link between words: every WordNet pointer type, plus the two links of the
        /// word graph that WordNet has no pointer for ([`Relation::Synonym`],
        /// [`Relation::Homograph`]).
        ///
        /// Read an edge `u -> v` labelled `R` as "v is an R of u": `dog -> canine` is
        /// [`Relation::Hypernym`]. The order of the variants is the order of preference when two
        /// words are linked by more than one relation.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
        #[repr(u8)]
        pub enum Relation {
            $($(#[$doc])* $name,)*
        }

        impl Relation {
            /// Every relation, in order.
            pub const ALL: &'static [Relation] = &[$(Relation::$name,)*];

            /// A short lowercase name, e.g. `"instance hypernym"`.
            pub fn name(self) -> &'static str {
                match self { $(Relation::$name => $label,)* }
            }
        }
    };
}

relations! {
    /// `!` opposite meaning (always a lexical pointer).
    Antonym = "antonym",
    /// `@` the more general synset.
    Hypernym = "hypernym",
    /// `@i` the class of which this synset is an instance.
    InstanceHypernym = "instance hypernym",
    /// `~` a more specific synset.
    Hyponym = "hyponym",
    /// `~i` an instance of this class.
    InstanceHyponym = "instance hyponym",
    /// `#m` the group this is a member of.
    MemberHolonym = "member holonym",
    /// `#s` what this is a substance of.
    SubstanceHolonym = "substance holonym",
    /// `#p` the whole this is a part of.
    PartHolonym = "part holonym",
    /// `%m` a member of this group.
    MemberMeronym = "member meronym",
    /// `%s` a substance of this.
    SubstanceMeronym = "substance meronym",
    /// `%p` a part of this.
    PartMeronym = "part meronym",
    /// `=` the attribute a value adjective expresses, or a value of this attribute.
    Attribute = "attribute",
    /// `+` a derivationally related form.
    DerivationallyRelated = "derivationally related",
    /// `;c` the topic domain of this synset.
    DomainTopic = "domain topic",
    /// `-c` a member of this topic domain.
    MemberOfDomainTopic = "member of domain topic",
    /// `;r` the region domain of this synset.
    DomainRegion = "domain region",
    /// `-r` a member of this region domain.
    MemberOfDomainRegion = "member of domain region",
    /// `;u` the usage domain of this synset.
    DomainUsage = "domain usage",
    /// `-u` a member of this usage domain.
    MemberOfDomainUsage = "member of domain usage",
    /// `*` a verb this verb entails.
    Entailment = "entailment",
    /// `>` a verb this verb causes.
    Cause = "cause",
    /// `^` a related word to see also.
    AlsoSee = "also see",
    /// `$` a verb of the same group.
    VerbGroup = "verb group",
    /// `&` a similar adjective (satellite to head, head to satellite).
    SimilarTo = "similar to",
    /// `<` the verb this adjective is a participle of.
    ParticipleOfVerb = "participle of verb",
    /// `\` in an adjective: the noun it pertains to.
    Pertainym = "pertainym",
    /// `\` in an adverb: the adjective it is derived from.
    DerivedFromAdjective = "derived from adjective",
    /// Graph only: another word of the same synset (the synonym shim).
    Synonym = "synonym",
    /// Graph only: the same spelling in another synset (the homograph shim).
    Homograph = "homograph",
}

impl Relation {
    /// The relation of a pointer symbol in a data file of the given part of speech (`\` means
    /// pertainym in adjectives and "derived from adjective" in adverbs).
    ///
    /// # Example
    /// ```
    /// use wordgames_wordnet::{Pos, Relation};
    /// assert_eq!(Relation::from_symbol("@i", Pos::Noun), Some(Relation::InstanceHypernym));
    /// assert_eq!(Relation::from_symbol("\\", Pos::Adverb), Some(Relation::DerivedFromAdjective));
    /// assert_eq!(Relation::from_symbol("?", Pos::Noun), None);
    /// ```
    pub fn from_symbol(symbol: &str, pos: Pos) -> Option<Relation> {
        use Relation::*;
        Some(match symbol {
            "!" => Antonym,
            "@" => Hypernym,
            "@i" => InstanceHypernym,
            "~" => Hyponym,
            "~i" => InstanceHyponym,
            "#m" => MemberHolonym,
            "#s" => SubstanceHolonym,
            "#p" => PartHolonym,
            "%m" => MemberMeronym,
            "%s" => SubstanceMeronym,
            "%p" => PartMeronym,
            "=" => Attribute,
            "+" => DerivationallyRelated,
            ";c" => DomainTopic,
            "-c" => MemberOfDomainTopic,
            ";r" => DomainRegion,
            "-r" => MemberOfDomainRegion,
            ";u" => DomainUsage,
            "-u" => MemberOfDomainUsage,
            "*" => Entailment,
            ">" => Cause,
            "^" => AlsoSee,
            "$" => VerbGroup,
            "&" => SimilarTo,
            "<" => ParticipleOfVerb,
            "\\" if pos == Pos::Adverb => DerivedFromAdjective,
            "\\" => Pertainym,
            _ => return None,
        })
    }

    /// The pointer symbol of the data files; `None` for the graph-only relations.
    pub fn symbol(self) -> Option<&'static str> {
        use Relation::*;
        Some(match self {
            Antonym => "!",
            Hypernym => "@",
            InstanceHypernym => "@i",
            Hyponym => "~",
            InstanceHyponym => "~i",
            MemberHolonym => "#m",
            SubstanceHolonym => "#s",
            PartHolonym => "#p",
            MemberMeronym => "%m",
            SubstanceMeronym => "%s",
            PartMeronym => "%p",
            Attribute => "=",
            DerivationallyRelated => "+",
            DomainTopic => ";c",
            MemberOfDomainTopic => "-c",
            DomainRegion => ";r",
            MemberOfDomainRegion => "-r",
            DomainUsage => ";u",
            MemberOfDomainUsage => "-u",
            Entailment => "*",
            Cause => ">",
            AlsoSee => "^",
            VerbGroup => "$",
            SimilarTo => "&",
            ParticipleOfVerb => "<",
            Pertainym | DerivedFromAdjective => "\\",
            Synonym | Homograph => return None,
        })
    }

    /// The reflect of a relation: the pointer WordNet puts on the target for every pointer of
    /// this relation on the source (wninput(5WN), "reflexive pointers"). `None` for relations
    /// without one (entailment, cause, also see, participle, pertainym, derived from adjective).
    ///
    /// # Example
    /// ```
    /// use wordgames_wordnet::Relation;
    /// assert_eq!(Relation::Hypernym.reflect(), Some(Relation::Hyponym));
    /// assert_eq!(Relation::Antonym.reflect(), Some(Relation::Antonym));
    /// assert_eq!(Relation::Entailment.reflect(), None);
    /// ```
    pub fn reflect(self) -> Option<Relation> {
        use Relation::*;
        Some(match self {
            Antonym => Antonym,
            Hypernym => Hyponym,
            Hyponym => Hypernym,
            InstanceHypernym => InstanceHyponym,
            InstanceHyponym => InstanceHypernym,
            MemberHolonym => MemberMeronym,
            MemberMeronym => MemberHolonym,
            SubstanceHolonym => SubstanceMeronym,
            SubstanceMeronym => SubstanceHolonym,
            PartHolonym => PartMeronym,
            PartMeronym => PartHolonym,
            Attribute => Attribute,
            DerivationallyRelated => DerivationallyRelated,
            DomainTopic => MemberOfDomainTopic,
            MemberOfDomainTopic => DomainTopic,
            DomainRegion => MemberOfDomainRegion,
            MemberOfDomainRegion => DomainRegion,
            DomainUsage => MemberOfDomainUsage,
            MemberOfDomainUsage => DomainUsage,
            VerbGroup => VerbGroup,
            SimilarTo => SimilarTo,
            Synonym => Synonym,
            Homograph => Homograph,
            Entailment | Cause | AlsoSee | ParticipleOfVerb | Pertainym | DerivedFromAdjective => {
                return None;
            }
        })
    }
}

impl Relation {
    /// The name of NLTK's method for this relation (`hypernyms`, `part_meronyms`,
    /// `also_sees`, `antonyms`, `derivationally_related_forms`, `pertainyms`, ...); `None`
    /// for the relations NLTK has no method for (participle of verb, derived from adjective,
    /// which NLTK's `pertainyms` covers, and the graph's shims).
    ///
    /// # Example
    /// ```
    /// use wordgames_wordnet::Relation;
    /// assert_eq!(Relation::PartMeronym.nltk_method(), Some("part_meronyms"));
    /// assert_eq!(Relation::from_nltk_method("in_topic_domains"), Some(Relation::MemberOfDomainTopic));
    /// ```
    pub fn nltk_method(self) -> Option<&'static str> {
        use Relation::*;
        Some(match self {
            Antonym => "antonyms",
            Hypernym => "hypernyms",
            InstanceHypernym => "instance_hypernyms",
            Hyponym => "hyponyms",
            InstanceHyponym => "instance_hyponyms",
            MemberHolonym => "member_holonyms",
            SubstanceHolonym => "substance_holonyms",
            PartHolonym => "part_holonyms",
            MemberMeronym => "member_meronyms",
            SubstanceMeronym => "substance_meronyms",
            PartMeronym => "part_meronyms",
            Attribute => "attributes",
            DerivationallyRelated => "derivationally_related_forms",
            DomainTopic => "topic_domains",
            MemberOfDomainTopic => "in_topic_domains",
            DomainRegion => "region_domains",
            MemberOfDomainRegion => "in_region_domains",
            DomainUsage => "usage_domains",
            MemberOfDomainUsage => "in_usage_domains",
            Entailment => "entailments",
            Cause => "causes",
            AlsoSee => "also_sees",
            VerbGroup => "verb_groups",
            SimilarTo => "similar_tos",
            Pertainym => "pertainyms",
            ParticipleOfVerb | DerivedFromAdjective | Synonym | Homograph => return None,
        })
    }

    /// The relation of an NLTK method name ([`Relation::nltk_method`]), if it is one.
    pub fn from_nltk_method(name: &str) -> Option<Relation> {
        Relation::ALL
            .iter()
            .copied()
            .find(|r| r.nltk_method() == Some(name))
    }
}

impl fmt::Display for Relation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

macro_rules! id_type {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
        pub struct $name(pub u32);

        impl $name {
            /// The id as an index into the loader's arrays.
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }
    };
}

id_type!(
    /// A synset of a loaded [`WordNet`](crate::WordNet): an index in file order (nouns, verbs,
    /// adjectives, adverbs), not the byte offset of the data file.
    SynsetId
);
id_type!(
    /// A word of a loaded [`WordNet`](crate::WordNet): one word slot of a synset's data line.
    WordId
);
id_type!(
    /// A sense of a loaded [`WordNet`](crate::WordNet): one (synset, lemma) pair, one line of
    /// `index.sense`, one node of the `WordGraph`.
    SenseId
);
id_type!(
    /// A distinct index lemma (spelling) of a loaded [`WordNet`](crate::WordNet), numbered in
    /// byte order of the lowercase, underscored spelling.
    LemmaId
);

/// The syntactic marker of an adjective in a data file: `(p)`, `(a)` or `(ip)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum AdjMarker {
    /// `(p)`: predicate position only.
    Predicate,
    /// `(a)`: prenominal (attributive) position only.
    Attributive,
    /// `(ip)`: immediately postnominal.
    Postnominal,
}

impl AdjMarker {
    /// The marker as written in the data file, with parentheses.
    pub fn as_str(self) -> &'static str {
        match self {
            AdjMarker::Predicate => "(p)",
            AdjMarker::Attributive => "(a)",
            AdjMarker::Postnominal => "(ip)",
        }
    }
}

/// A pointer of a data line: a relation from a synset (or one of its words) to another.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Pointer {
    /// The target synset.
    pub target: SynsetId,
    /// The relation of the pointer symbol.
    pub relation: Relation,
    /// The 1-based source word number, 0 for a semantic pointer (whole synset).
    pub source_word: u8,
    /// The 1-based target word number, 0 for a semantic pointer (whole synset).
    pub target_word: u8,
}

impl Pointer {
    /// Whether the pointer links two words (lexical) rather than two synsets (semantic).
    pub fn is_lexical(&self) -> bool {
        self.source_word != 0
    }
}

/// A generic sentence frame of a verb synset (`frames(5WN)` numbers 1-35).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Frame {
    /// The frame number.
    pub number: u8,
    /// The 1-based word number it applies to, 0 for every word of the synset.
    pub word: u8,
}

/// The value NLTK gives for an infinite information content or similarity (`_INF`, `1e300`):
/// the information content of a synset with a count of 0, and `jcn` of a synset with itself.
pub const NLTK_INFINITY: f64 = 1e300;

/// A similarity measure, by the name NLTK and WordNet::Similarity give it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
#[non_exhaustive]
pub enum Measure {
    /// `1 / (d + 1)` for the shortest path of `d` edges through a common hypernym.
    Path,
    /// Leacock and Chodorow: `-ln((d + 1) / (2 D))`, `D` the depth of the taxonomy.
    Lch,
    /// Wu and Palmer: `2 depth(lcs) / (len1 + len2)`, lengths counted to the root.
    Wup,
    /// Resnik: the information content of the most informative common hypernym.
    Res,
    /// Jiang and Conrath: `1 / (IC(a) + IC(b) - 2 IC(lcs))`.
    Jcn,
    /// Lin: `2 IC(lcs) / (IC(a) + IC(b))`.
    Lin,
}

impl Measure {
    /// The six measures, in the order above.
    pub const ALL: [Measure; 6] = [
        Measure::Path,
        Measure::Lch,
        Measure::Wup,
        Measure::Res,
        Measure::Jcn,
        Measure::Lin,
    ];

    /// Its short name: `path`, `lch`, `wup`, `res`, `jcn` or `lin`.
    pub fn name(self) -> &'static str {
        match self {
            Measure::Path => "path",
            Measure::Lch => "lch",
            Measure::Wup => "wup",
            Measure::Res => "res",
            Measure::Jcn => "jcn",
            Measure::Lin => "lin",
        }
    }

    /// The measure with a short name (see [`Measure::name`]), if it is one.
    ///
    /// # Example
    /// ```
    /// use wordgames_wordnet::Measure;
    /// assert_eq!(Measure::from_name("lch"), Some(Measure::Lch));
    /// assert!(Measure::from_name("jcn").unwrap().needs_information_content());
    /// assert_eq!(Measure::from_name("hso"), None);
    /// ```
    pub fn from_name(name: &str) -> Option<Measure> {
        Measure::ALL.into_iter().find(|m| m.name() == name)
    }

    /// Whether it needs an [`InformationContent`](crate::InformationContent) (`res`, `jcn`, `lin`).
    pub fn needs_information_content(self) -> bool {
        matches!(self, Measure::Res | Measure::Jcn | Measure::Lin)
    }
}

impl fmt::Display for Measure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
