//! [`WordNet::stats`]: what a WordNet holds, by part of speech and by pointer type, in the
//! terms of WordNet's own `wnstats(7WN)` table.

use crate::{Pos, Relation, WordNet};

/// What a [`WordNet`] holds: its synsets, words, senses and lemmas by part of speech, and its
/// pointers by relation ([`WordNet::stats`]).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct Stats {
    /// Synsets (117,659 in WordNet 3.0, 117,791 in 3.1).
    pub synsets: usize,
    /// Word slots of the data files' synsets.
    pub words: usize,
    /// Senses: distinct (synset, lemma) pairs, WordNet's "word-sense pairs".
    pub senses: usize,
    /// Distinct lemmas over every part of speech, WordNet's "unique strings" (147,306 in
    /// WordNet 3.0, 147,478 in 3.1).
    pub lemmas: usize,
    /// Pointers, semantic and lexical.
    pub pointers: usize,
    /// Per part of speech, in [`Pos::ALL`] order (satellites apart from head adjectives).
    pub by_pos: Vec<PosCount>,
    /// Per relation that has pointers, in [`Relation::ALL`] order.
    pub by_pointer: Vec<PointerCount>,
}

/// The counts of one part of speech ([`Stats::by_pos`]).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct PosCount {
    /// The part of speech.
    pub pos: Pos,
    /// Its synsets.
    pub synsets: usize,
    /// The word slots of its synsets.
    pub words: usize,
    /// The senses of its synsets.
    pub senses: usize,
    /// The lemmas of its index file (`index.adj` lists satellites' lemmas with head
    /// adjectives', so they count under [`Pos::Adjective`] and this is 0 for satellites).
    pub lemmas: usize,
}

/// The pointers of one relation ([`Stats::by_pointer`]).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct PointerCount {
    /// The relation.
    pub relation: Relation,
    /// Its pointers between synsets.
    pub semantic: usize,
    /// Its pointers between two words.
    pub lexical: usize,
}

impl WordNet {
    /// Counts what this WordNet holds, by part of speech and by pointer type.
    ///
    /// # Example
    /// ```
    /// use wordgames_wordnet::{Pos, Relation, WordNet};
    /// let stats = WordNet::bundled()?.stats();
    /// assert_eq!((stats.synsets, stats.lemmas, stats.senses), (117_791, 147_478, 207_235));
    /// let nouns = &stats.by_pos[0];
    /// assert_eq!((nouns.pos, nouns.synsets), (Pos::Noun, 82_192));
    /// let hypernyms = stats.by_pointer.iter().find(|p| p.relation == Relation::Hypernym).unwrap();
    /// assert_eq!((hypernyms.semantic, hypernyms.lexical), (89_172, 0));
    /// # Ok::<(), wordgames_wordnet::Error>(())
    /// ```
    pub fn stats(&self) -> Stats {
        let index = |pos: Pos| Pos::ALL.iter().position(|&p| p == pos).unwrap_or(0);
        let mut by_pos: Vec<PosCount> = Pos::ALL
            .iter()
            .map(|&pos| PosCount {
                pos,
                synsets: 0,
                words: 0,
                senses: 0,
                lemmas: 0,
            })
            .collect();
        let mut by_relation = vec![(0usize, 0usize); Relation::ALL.len()];
        for synset in self.synsets() {
            let row = &mut by_pos[index(synset.pos())];
            row.synsets += 1;
            row.words += synset.words().len();
            row.senses += synset.senses().len();
            for p in synset.pointers() {
                let slot = &mut by_relation[p.relation as usize];
                if p.is_lexical() {
                    slot.1 += 1;
                } else {
                    slot.0 += 1;
                }
            }
        }
        for lemma in self.lemmas() {
            for pos in lemma.parts_of_speech() {
                by_pos[index(pos)].lemmas += 1;
            }
        }
        let by_pointer: Vec<PointerCount> = Relation::ALL
            .iter()
            .zip(by_relation)
            .filter(|(_, (s, l))| s + l > 0)
            .map(|(&relation, (semantic, lexical))| PointerCount {
                relation,
                semantic,
                lexical,
            })
            .collect();
        Stats {
            synsets: self.synset_count(),
            words: self.word_count(),
            senses: self.sense_count(),
            lemmas: self.lemma_count(),
            pointers: (0..self.synset_count() as u32)
                .map(|s| self.store().synset_pointers(s).len())
                .sum(),
            by_pos,
            by_pointer,
        }
    }
}
