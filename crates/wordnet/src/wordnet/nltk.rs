//! NLTK's WordNet API on the views: synset-level relations on [`Synset`] (NLTK's `Synset`),
//! lemma-level relations, frames and counts on [`Word`] (NLTK's `Lemma`), `closure`, `tree`,
//! `hypernym_distances` and `common_hypernyms`, and the whole-database iterators
//! `all_synsets` and `all_lemma_names`.
//!
//! NLTK reads each pointer of a data line either as a synset's (source and target `0000`) or
//! as a lemma's (a source and a target word), never both: `Synset.also_sees()` lists only the
//! synset-level `^` pointers, `Lemma.also_sees()` only the ones from that word. The methods here
//! do the same; [`Synset::related`] and [`Synset::pointers`] keep giving every pointer.

use super::{Synset, Word, WordNet};
use crate::{Pos, Relation, Result, SynsetId, WordId, types::DataFile};

/// NLTK's `VERB_FRAME_STRINGS` (WordNet's 35 generic frames; `%s` is the verb).
pub const VERB_FRAME_STRINGS: [&str; 36] = [
    "",
    "Something %s",
    "Somebody %s",
    "It is %sing",
    "Something is %sing PP",
    "Something %s something Adjective/Noun",
    "Something %s Adjective/Noun",
    "Somebody %s Adjective",
    "Somebody %s something",
    "Somebody %s somebody",
    "Something %s somebody",
    "Something %s something",
    "Something %s to somebody",
    "Somebody %s on something",
    "Somebody %s somebody something",
    "Somebody %s something to somebody",
    "Somebody %s something from somebody",
    "Somebody %s somebody with something",
    "Somebody %s somebody of something",
    "Somebody %s something on somebody",
    "Somebody %s somebody PP",
    "Somebody %s something PP",
    "Somebody %s PP",
    "Somebody's (body part) %s",
    "Somebody %s somebody to INFINITIVE",
    "Somebody %s somebody INFINITIVE",
    "Somebody %s that CLAUSE",
    "Somebody %s to somebody",
    "Somebody %s to INFINITIVE",
    "Somebody %s whether INFINITIVE",
    "Somebody %s somebody into V-ing something",
    "Somebody %s something with something",
    "Somebody %s INFINITIVE",
    "Somebody %s VERB-ing",
    "It %s that CLAUSE",
    "Something %s INFINITIVE",
];

/// A synset and the trees of what a relation leads to from it: NLTK's `Synset.tree`, whose
/// nested lists `[synset, [child, ...], ...]` this is.
#[derive(Debug, Clone)]
pub struct SynsetTree<'a> {
    /// The synset at this node.
    pub synset: Synset<'a>,
    /// One subtree per child, in the order the children were given.
    pub children: Vec<SynsetTree<'a>>,
}

impl SynsetTree<'_> {
    /// The tree as NLTK's `pprint` of `Synset.tree` prints it on one line, with synset names:
    /// `[dog.n.01, [canine.n.02, [...]], ...]`.
    pub fn to_nested_string(&self) -> String {
        let mut out = String::new();
        self.write(&mut out);
        out
    }

    fn write(&self, out: &mut String) {
        out.push('[');
        out.push_str(&self.synset.name());
        for child in &self.children {
            out.push_str(", ");
            child.write(out);
        }
        out.push(']');
    }

    /// The number of nodes of the tree.
    pub fn len(&self) -> usize {
        1 + self.children.iter().map(SynsetTree::len).sum::<usize>()
    }

    /// Always false: a tree has at least its root.
    pub fn is_empty(&self) -> bool {
        false
    }
}

macro_rules! synset_relations {
    ($($(#[$doc:meta])* $name:ident => $relation:ident,)*) => {
        impl<'a> Synset<'a> {
            $(
                $(#[$doc])*
                ///
                /// Synset-level pointers only, as NLTK's method of the same name: see
                /// [`Synset::related_synsets`].
                pub fn $name(&self) -> Vec<Synset<'a>> {
                    self.related_synsets(Relation::$relation)
                }
            )*
        }

        impl<'a> Word<'a> {
            $(
                $(#[$doc])*
                ///
                /// Lemma-level pointers from this word only, as NLTK's `Lemma` method of the
                /// same name: see [`Word::related_words`].
                pub fn $name(&self) -> Vec<Word<'a>> {
                    self.related_words(Relation::$relation)
                }
            )*
        }
    };
}

synset_relations! {
    /// NLTK's `hypernyms()` (`@`).
    hypernyms => Hypernym,
    /// NLTK's `instance_hypernyms()` (`@i`).
    instance_hypernyms => InstanceHypernym,
    /// NLTK's `hyponyms()` (`~`).
    hyponyms => Hyponym,
    /// NLTK's `instance_hyponyms()` (`~i`).
    instance_hyponyms => InstanceHyponym,
    /// NLTK's `member_holonyms()` (`#m`).
    member_holonyms => MemberHolonym,
    /// NLTK's `substance_holonyms()` (`#s`).
    substance_holonyms => SubstanceHolonym,
    /// NLTK's `part_holonyms()` (`#p`).
    part_holonyms => PartHolonym,
    /// NLTK's `member_meronyms()` (`%m`).
    member_meronyms => MemberMeronym,
    /// NLTK's `substance_meronyms()` (`%s`).
    substance_meronyms => SubstanceMeronym,
    /// NLTK's `part_meronyms()` (`%p`).
    part_meronyms => PartMeronym,
    /// NLTK's `topic_domains()` (`;c`).
    topic_domains => DomainTopic,
    /// NLTK's `in_topic_domains()` (`-c`).
    in_topic_domains => MemberOfDomainTopic,
    /// NLTK's `region_domains()` (`;r`).
    region_domains => DomainRegion,
    /// NLTK's `in_region_domains()` (`-r`).
    in_region_domains => MemberOfDomainRegion,
    /// NLTK's `usage_domains()` (`;u`).
    usage_domains => DomainUsage,
    /// NLTK's `in_usage_domains()` (`-u`).
    in_usage_domains => MemberOfDomainUsage,
    /// NLTK's `attributes()` (`=`).
    attributes => Attribute,
    /// NLTK's `entailments()` (`*`).
    entailments => Entailment,
    /// NLTK's `causes()` (`>`).
    causes => Cause,
    /// NLTK's `also_sees()` (`^`).
    also_sees => AlsoSee,
    /// NLTK's `verb_groups()` (`$`).
    verb_groups => VerbGroup,
    /// NLTK's `similar_tos()` (`&`).
    similar_tos => SimilarTo,
}

impl<'a> Synset<'a> {
    /// The synsets its synset-level pointers of `relation` point to (NLTK's
    /// `Synset._related(symbol)`): pointers whose source and target are whole synsets, each
    /// target once, in data-file order. NLTK keeps them in a set, so its order is its set's
    /// (it varies from run to run); the synsets are the same.
    ///
    /// Lexical pointers (from one word to another, such as antonyms and most derivations) are
    /// the words': [`Word::related_words`]. [`Synset::related`] gives both kinds.
    ///
    /// # Example
    /// ```
    /// use wordgames_wordnet::{Relation, WordNet};
    /// let wn = WordNet::bundled()?;
    /// let dog = wn.synset_by_name("dog.n.01").unwrap();
    /// let up: Vec<String> = dog.hypernyms().iter().map(|s| s.name()).collect();
    /// assert_eq!(up, ["canine.n.02", "domestic_animal.n.01"]);
    /// // "good" is the antonym of "bad" word to word, not synset to synset.
    /// let good = wn.synset_by_name("good.a.01").unwrap();
    /// assert!(good.related_synsets(Relation::Antonym).is_empty());
    /// # Ok::<(), wordgames_wordnet::Error>(())
    /// ```
    pub fn related_synsets(&self, relation: Relation) -> Vec<Synset<'a>> {
        let mut out: Vec<Synset<'a>> = Vec::new();
        for p in self.pointers() {
            if p.relation == relation && !p.is_lexical() && !out.iter().any(|s| s.id == p.target) {
                out.push(Synset {
                    wn: self.wn,
                    id: p.target,
                });
            }
        }
        out
    }

    /// Its words: NLTK's `Synset.lemmas()` (an NLTK `Lemma` is a [`Word`]).
    pub fn lemmas(&self) -> Vec<Word<'a>> {
        self.words().collect()
    }

    /// Its words as the data file writes them: NLTK's `Synset.lemma_names()`.
    pub fn lemma_names(&self) -> Vec<&'a str> {
        self.words().map(|w| w.lemma()).collect()
    }

    /// The numbers of the verb frames of the whole synset (not those of one word): NLTK's
    /// `Synset.frame_ids()`. Empty for other parts of speech.
    pub fn frame_ids(&self) -> Vec<u8> {
        self.frames()
            .iter()
            .filter(|f| f.word == 0)
            .map(|f| f.number)
            .collect()
    }

    /// NLTK's `Synset.closure(rel, depth)`: every synset reached by following `children`
    /// breadth-first from this one, each once, without this one; `depth` (NLTK's `depth`, -1
    /// for none) stops the walk that many steps away. NLTK passes a function, and so does this:
    /// `|s| s.hypernyms()`. The order is NLTK's when the children come in the same order
    /// (NLTK's own relation lists come in set order, so its docs sort them: `|s|
    /// sorted(s.hypernyms())`, here [`Synset::sorted_by_name`]).
    ///
    /// # Example
    /// ```
    /// use wordgames_wordnet::{Synset, WordNet};
    /// let wn = WordNet::bundled()?;
    /// let dog = wn.synset_by_name("dog.n.01").unwrap();
    /// let up = dog.closure(|s| Synset::sorted_by_name(s.hypernyms()), None);
    /// let names: Vec<String> = up.iter().map(|s| s.name()).collect();
    /// assert_eq!(names[..3], ["canine.n.02", "domestic_animal.n.01", "carnivore.n.01"]);
    /// assert_eq!(names.last().unwrap(), "entity.n.01");
    /// assert_eq!(dog.closure(|s| s.hypernyms(), Some(1)).len(), 2);
    /// # Ok::<(), wordgames_wordnet::Error>(())
    /// ```
    pub fn closure<F, I>(&self, mut children: F, depth: Option<usize>) -> Vec<Synset<'a>>
    where
        F: FnMut(Synset<'a>) -> I,
        I: IntoIterator<Item = Synset<'a>>,
    {
        let mut seen = std::collections::HashSet::new();
        let mut queue = std::collections::VecDeque::from([(*self, 0usize)]);
        let mut out = Vec::new();
        while let Some((node, d)) = queue.pop_front() {
            if !seen.insert(node.id) {
                continue;
            }
            if node.id != self.id {
                out.push(node);
            }
            if Some(d) != depth {
                for child in children(node) {
                    if !seen.contains(&child.id) {
                        queue.push_back((child, d + 1));
                    }
                }
            }
        }
        out
    }

    /// NLTK's `Synset.tree(rel, depth)`: this synset and, depth first, the tree of each synset
    /// `children` gives, leaving out a child already on the way from the root to it (a cycle)
    /// but keeping one reached by two branches; `depth` stops the tree that many steps down.
    ///
    /// A tree can be exponential in the size of the graph; hypernym trees of WordNet are
    /// small (at most a few hundred nodes), hyponym trees of a high synset are not.
    ///
    /// # Example
    /// ```
    /// use wordgames_wordnet::{Synset, WordNet};
    /// let wn = WordNet::bundled()?;
    /// let dog = wn.synset_by_name("dog.n.01").unwrap();
    /// let tree = dog.tree(|s| Synset::sorted_by_name(s.hypernyms()), Some(1));
    /// assert_eq!(tree.to_nested_string(), "[dog.n.01, [canine.n.02], [domestic_animal.n.01]]");
    /// # Ok::<(), wordgames_wordnet::Error>(())
    /// ```
    pub fn tree<F, I>(&self, mut children: F, depth: Option<usize>) -> SynsetTree<'a>
    where
        F: FnMut(Synset<'a>) -> I,
        I: IntoIterator<Item = Synset<'a>>,
    {
        // Iterative, so that a deep tree cannot overflow the stack: a stack of (node, its
        // pending children, its subtrees built so far).
        struct Frame<'a> {
            synset: Synset<'a>,
            pending: std::vec::IntoIter<Synset<'a>>,
            built: Vec<SynsetTree<'a>>,
        }
        let expand = |s: Synset<'a>, level: usize, children: &mut F| -> Vec<Synset<'a>> {
            if Some(level) == depth {
                Vec::new()
            } else {
                children(s).into_iter().collect()
            }
        };
        let mut path: Vec<SynsetId> = vec![self.id];
        let mut stack = vec![Frame {
            synset: *self,
            pending: expand(*self, 0, &mut children).into_iter(),
            built: Vec::new(),
        }];
        loop {
            let top = stack.last_mut().expect("the root is on the stack");
            match top.pending.next() {
                Some(child) => {
                    if path.contains(&child.id) {
                        continue;
                    }
                    let level = stack.len();
                    path.push(child.id);
                    let pending = expand(child, level, &mut children).into_iter();
                    stack.push(Frame {
                        synset: child,
                        pending,
                        built: Vec::new(),
                    });
                }
                None => {
                    let done = stack.pop().expect("the stack is not empty");
                    path.pop();
                    let tree = SynsetTree {
                        synset: done.synset,
                        children: done.built,
                    };
                    match stack.last_mut() {
                        Some(parent) => parent.built.push(tree),
                        None => return tree,
                    }
                }
            }
        }
    }

    /// NLTK's `Synset.hypernym_distances()`: this synset at distance 0 and each of its
    /// hypernyms and instance hypernyms at every distance some hypernym path gives it (a set of
    /// (synset, distance) pairs, so a synset on paths of two lengths appears twice), sorted
    /// here by distance and then id. NLTK's `simulate_root=True` adds `*ROOT*` at one more
    /// than the greatest distance.
    ///
    /// # Example
    /// ```
    /// let wn = wordgames_wordnet::WordNet::bundled()?;
    /// let dog = wn.synset_by_name("dog.n.01").unwrap();
    /// let d = dog.hypernym_distances();
    /// assert_eq!((d[0].0.name(), d[0].1), ("dog.n.01".to_string(), 0));
    /// assert!(d.iter().any(|(s, n)| s.name() == "animal.n.01" && *n == 2));
    /// assert!(d.iter().any(|(s, n)| s.name() == "animal.n.01" && *n == 7));
    /// # Ok::<(), wordgames_wordnet::Error>(())
    /// ```
    pub fn hypernym_distances(&self) -> Vec<(Synset<'a>, u32)> {
        let mut seen = std::collections::HashSet::new();
        let mut todo = vec![(self.id, 0u32)];
        while let Some((s, d)) = todo.pop() {
            if !seen.insert((s, d)) {
                continue;
            }
            for p in self.wn.store().synset_pointers_iter(s.0) {
                if matches!(p.relation, Relation::Hypernym | Relation::InstanceHypernym)
                    && !p.is_lexical()
                    && d < u32::MAX
                {
                    todo.push((p.target, d + 1));
                }
            }
        }
        let mut out: Vec<(SynsetId, u32)> = seen.into_iter().collect();
        out.sort_by_key(|&(s, d)| (d, s));
        out.into_iter()
            .map(|(id, d)| (Synset { wn: self.wn, id }, d))
            .collect()
    }

    /// This synset and every hypernym and instance hypernym above it, each once, sorted by id:
    /// the set NLTK's `common_hypernyms` intersects.
    pub fn hypernym_closure(&self) -> Vec<Synset<'a>> {
        let mut seen = vec![self.id];
        let mut i = 0;
        while i < seen.len() {
            let s = seen[i];
            for p in self.wn.store().synset_pointers_iter(s.0) {
                if matches!(p.relation, Relation::Hypernym | Relation::InstanceHypernym)
                    && !p.is_lexical()
                    && !seen.contains(&p.target)
                {
                    seen.push(p.target);
                }
            }
            i += 1;
        }
        seen.sort();
        seen.into_iter()
            .map(|id| Synset { wn: self.wn, id })
            .collect()
    }

    /// NLTK's `Synset.common_hypernyms(other)`: the synsets that are hypernyms (or instance
    /// hypernyms, at any distance) of both, each synset counting as its own hypernym; sorted by
    /// id here, where NLTK gives them in set order.
    ///
    /// # Example
    /// ```
    /// let wn = wordgames_wordnet::WordNet::bundled()?;
    /// let dog = wn.synset_by_name("dog.n.01").unwrap();
    /// let cat = wn.synset_by_name("cat.n.01").unwrap();
    /// let common: Vec<String> = dog.common_hypernyms(&cat).iter().map(|s| s.name()).collect();
    /// assert!(common.contains(&"carnivore.n.01".to_string()));
    /// assert!(!common.contains(&"canine.n.02".to_string()));
    /// # Ok::<(), wordgames_wordnet::Error>(())
    /// ```
    pub fn common_hypernyms(&self, other: &Synset<'a>) -> Vec<Synset<'a>> {
        let theirs = other.hypernym_closure();
        self.hypernym_closure()
            .into_iter()
            .filter(|s| theirs.binary_search_by_key(&s.id, |t| t.id).is_ok())
            .collect()
    }

    /// Sorts synsets by NLTK name, as Python's `sorted` sorts NLTK's synsets: what NLTK's docs
    /// pass to `closure` and `tree` (`lambda s: sorted(s.hypernyms())`).
    pub fn sorted_by_name(synsets: Vec<Synset<'a>>) -> Vec<Synset<'a>> {
        let mut named: Vec<(String, Synset<'a>)> =
            synsets.into_iter().map(|s| (s.name(), s)).collect();
        named.sort_by(|a, b| a.0.cmp(&b.0));
        named.into_iter().map(|(_, s)| s).collect()
    }
}

impl<'a> Word<'a> {
    /// Its synset: NLTK's `Lemma.synset()`.
    pub fn synset(&self) -> Synset<'a> {
        self.sense().synset()
    }

    /// Its sense key as NLTK's `Lemma.key()` computes it from the data file, without
    /// `index.sense`: `lemma%ss_type:lex_filenum:lex_id:head_word:head_id`, lowercased, with
    /// this word's own lexical id (and, for a satellite adjective, the first word of its first
    /// similar-to head). It equals [`Sense::key`](super::Sense::key) except where one synset
    /// holds two capitalizations of one lemma, which `index.sense` lists once: `Sun` of
    /// `sun.n.01` is `sun%1:17:02::` here.
    ///
    /// # Example
    /// ```
    /// use wordgames_wordnet::WordNet;
    /// let wn = WordNet::bundled()?;
    /// let key = |name: &str| wn.word_by_name(name).unwrap().nltk_key();
    /// assert_eq!(key("dog.n.01.dog"), "dog%1:05:00::");
    /// assert_eq!(key("sun.n.01.Sun"), "sun%1:17:02::");
    /// assert_eq!(key("big.s.01.big"), "big%5:00:00:important:00");
    /// # Ok::<(), wordgames_wordnet::Error>(())
    /// ```
    pub fn nltk_key(&self) -> String {
        let synset = self.synset();
        let ss_type = match synset.pos() {
            Pos::Noun => 1,
            Pos::Verb => 2,
            Pos::Adjective => 3,
            Pos::Adverb => 4,
            Pos::AdjectiveSatellite => 5,
        };
        let head = if synset.pos() == Pos::AdjectiveSatellite {
            synset
                .related_synsets(Relation::SimilarTo)
                .first()
                .and_then(|h| h.words().next())
                .map(|w| format!("{}:{:02}", w.lemma(), w.lex_id()))
        } else {
            None
        };
        format!(
            "{}%{}:{:02}:{:02}:{}",
            self.lemma(),
            ss_type,
            synset.lex_file(),
            self.lex_id(),
            head.as_deref().unwrap_or(":")
        )
        .to_lowercase()
    }

    /// Its 1-based position among its synset's words.
    pub fn number(&self) -> u8 {
        let first = self.wn.store().synset_word_range(self.synset().id).start;
        (self.id.0 - first + 1) as u8
    }

    /// The words its lemma-level pointers of `relation` point to (NLTK's
    /// `Lemma._related(symbol)`): the pointers of its synset whose source is this word, in
    /// data-file order, repeats kept. For `\` pointers, [`Relation::Pertainym`] (adjectives)
    /// and [`Relation::DerivedFromAdjective`] (adverbs) are one symbol to NLTK: see
    /// [`Word::pertainyms`].
    ///
    /// # Example
    /// ```
    /// use wordgames_wordnet::{Relation, WordNet};
    /// let wn = WordNet::bundled()?;
    /// let good = wn.word_by_name("good.a.01.good").unwrap();
    /// let opposite: Vec<String> = good.antonyms().iter().map(|w| w.name()).collect();
    /// assert_eq!(opposite, ["bad.a.01.bad"]);
    /// # Ok::<(), wordgames_wordnet::Error>(())
    /// ```
    pub fn related_words(&self, relation: Relation) -> Vec<Word<'a>> {
        self.related_where(|r| r == relation)
    }

    fn related_where(&self, want: impl Fn(Relation) -> bool) -> Vec<Word<'a>> {
        let synset = self.synset();
        let me = self.number();
        let wn = self.wn;
        // NLTK keys a lemma's pointers by its name, so two words of one synset spelled alike
        // share them.
        let name = self.lemma();
        let words = wn.store().synset_word_range(synset.id);
        synset
            .pointers()
            .iter()
            .filter(|p| {
                p.is_lexical()
                    && want(p.relation)
                    && (p.source_word == me
                        || wn
                            .store()
                            .word_spelling(WordId(words.start + u32::from(p.source_word) - 1))
                            == name)
            })
            .map(|p| Word {
                wn,
                id: WordId(
                    wn.store().synset_word_range(p.target).start + u32::from(p.target_word) - 1,
                ),
            })
            .collect()
    }

    /// NLTK's `Lemma.antonyms()` (`!`).
    pub fn antonyms(&self) -> Vec<Word<'a>> {
        self.related_words(Relation::Antonym)
    }

    /// NLTK's `Lemma.derivationally_related_forms()` (`+`).
    pub fn derivationally_related_forms(&self) -> Vec<Word<'a>> {
        self.related_words(Relation::DerivationallyRelated)
    }

    /// NLTK's `Lemma.pertainyms()` (`\`): the noun an adjective pertains to, or the adjective
    /// an adverb derives from.
    pub fn pertainyms(&self) -> Vec<Word<'a>> {
        self.related_where(|r| matches!(r, Relation::Pertainym | Relation::DerivedFromAdjective))
    }

    /// The verbs (adjective participles) this adjective word is a participle of (`<`); NLTK
    /// has no method for it.
    pub fn participle_of_verb(&self) -> Vec<Word<'a>> {
        self.related_words(Relation::ParticipleOfVerb)
    }

    /// The numbers of the verb frames of this word (its synset's and its own), in data-file
    /// order: NLTK's `Lemma.frame_ids()`.
    pub fn frame_ids(&self) -> Vec<u8> {
        let me = self.number();
        self.synset()
            .frames()
            .iter()
            .filter(|f| f.word == 0 || f.word == me)
            .map(|f| f.number)
            .collect()
    }

    /// Its verb frames written out with the word (NLTK's `Lemma.frame_strings()`, from
    /// [`VERB_FRAME_STRINGS`]): "Somebody runs" is `Somebody %s` with `run`, so "Somebody run".
    pub fn frame_strings(&self) -> Vec<String> {
        let name = self.lemma();
        self.frame_ids()
            .into_iter()
            .map(|n| {
                VERB_FRAME_STRINGS
                    .get(usize::from(n))
                    .filter(|f| !f.is_empty())
                    .map_or_else(|| format!("frame {n} %s"), |f| f.to_string())
                    .replace("%s", name)
            })
            .collect()
    }

    /// NLTK's `Lemma.count()` (`wn.lemma_count(lemma)`): the tag count of its sense key,
    /// which NLTK reads from `cntlist.rev` and this crate from `index.sense` (the same counts).
    /// The key is this word's own ([`Word::computed_key`]): where a synset holds one lemma
    /// twice with two lexical ids (`Earth` and `earth` in `earth.n.01`), `index.sense` keys
    /// the sense by one of them, and the other word counts 0, as in NLTK.
    ///
    /// # Errors
    /// [`Error::MissingOptional`](crate::Error::MissingOptional) without `index.sense`.
    pub fn count(&self) -> Result<u32> {
        let sense = self.sense();
        let key = sense.key()?;
        if self.computed_key() == key {
            sense.tag_count()
        } else {
            Ok(0)
        }
    }
}

impl WordNet {
    /// NLTK's `wn.all_synsets(pos)`: with no part of speech, every synset in NLTK's file order
    /// (adjectives with their satellites, adverbs, nouns, verbs), each in offset order; with
    /// [`Pos::Adjective`] heads and satellites (NLTK's `'a'`), with
    /// [`Pos::AdjectiveSatellite`] satellites alone. [`WordNet::synsets`] gives every synset in
    /// this crate's id order.
    pub fn all_synsets(&self, pos: impl Into<Option<Pos>>) -> impl Iterator<Item = Synset<'_>> {
        let pos = pos.into();
        let files: &'static [DataFile] = match pos {
            None => &[DataFile::Adj, DataFile::Adv, DataFile::Noun, DataFile::Verb],
            Some(Pos::Noun) => &[DataFile::Noun],
            Some(Pos::Verb) => &[DataFile::Verb],
            Some(Pos::Adjective | Pos::AdjectiveSatellite) => &[DataFile::Adj],
            Some(Pos::Adverb) => &[DataFile::Adv],
        };
        files.iter().flat_map(move |file| {
            let i = file.index();
            self.store()
                .file_synsets(i)
                .map(move |id| Synset {
                    wn: self,
                    id: SynsetId(id),
                })
                .filter(move |s| {
                    pos != Some(Pos::AdjectiveSatellite) || s.pos() == Pos::AdjectiveSatellite
                })
        })
    }

    /// NLTK's `wn.all_lemma_names(pos)`: every lemma of the index files (of `pos`'s index file
    /// alone if given; a satellite means adjectives), lowercase with underscores. The order is
    /// NLTK's (its dictionary's): the lemmas of `index.adj`, then those of `index.adv`,
    /// `index.noun` and `index.verb` not already given, each file in its own (byte) order;
    /// with a part of speech, the lemmas of that order that it has.
    pub fn all_lemma_names(&self, pos: impl Into<Option<Pos>>) -> Vec<&str> {
        const ORDER: [DataFile; 4] = [DataFile::Adj, DataFile::Adv, DataFile::Noun, DataFile::Verb];
        let only = pos.into().map(Pos::data_file);
        let mut out = Vec::new();
        for (k, &file) in ORDER.iter().enumerate() {
            for l in 0..self.lemma_count() as u32 {
                if self.store().lemma_in_file(l, file)
                    && !ORDER[..k].iter().any(|&f| self.store().lemma_in_file(l, f))
                    && only.is_none_or(|f| self.store().lemma_in_file(l, f))
                {
                    out.push(self.store().lemma_text(l));
                }
            }
        }
        out
    }

    /// NLTK's `wn.lemma_count(lemma)`: [`Word::count`].
    ///
    /// # Errors
    /// As [`Word::count`].
    pub fn lemma_count_of(&self, word: Word<'_>) -> Result<u32> {
        word.count()
    }
}
