//! [`SynsetMap`]: the synsets of one WordNet release mapped onto another's by sense keys, as
//! NLTK's `map_to_one` maps WordNet 3.0 onto the loaded release.

use crate::{Synset, SynsetId, WordNet};

/// The synsets of one WordNet (`from`, say 3.0) mapped onto another's (`to`, say 3.1) by the
/// sense keys they share: NLTK's `wn.map_to_many` and `wn.map_to_one`.
///
/// A sense key (`dog%1:05:00::`) names one sense and stays the same from release to release
/// while offsets change. Each synset of `from` collects, for each distinct key of its words
/// that `to` also has, the synset of `to` with that key; it maps to the one collected most
/// often, ties going to the greatest NLTK synset id (`%08d-pos`, i.e. the greatest offset), as
/// NLTK's `max((count, candidate))` does. A synset with no shared key maps to nothing; one
/// whose keys lead to two or more synsets is a *split*.
///
/// Keys come from `index.sense` where a WordNet has one, and are computed from the data files
/// as NLTK computes them where it has not ([`crate::Sense::computed_key`]; Debian's 3.0).
///
/// # Example
/// ```no_run
/// use wordgames_wordnet::WordNet;
///
/// let wn30 = WordNet::open("/usr/share/wordnet")?; // Debian's wordnet-base
/// let wn31 = WordNet::bundled()?;
/// let map = wn30.map_synsets_to(wn31);
/// println!("{} map, {} do not", map.mapped_count(), map.unmapped_count());
/// let dog30 = wn30.find_synset("dog.n.01")?;
/// assert_eq!(map.get(dog30.id()).unwrap().name(), "dog.n.01");
/// # Ok::<(), wordgames_wordnet::Error>(())
/// ```
pub struct SynsetMap<'a, 'b> {
    from: &'a WordNet,
    to: &'b WordNet,
    /// For each synset of `from`: its candidates in `to` with how many keys lead to each, in
    /// the order first met.
    candidates: Vec<Vec<(SynsetId, u32)>>,
}

impl WordNet {
    /// Maps this WordNet's synsets onto `other`'s by sense keys ([`SynsetMap`]).
    pub fn map_synsets_to<'a, 'b>(&'a self, other: &'b WordNet) -> SynsetMap<'a, 'b> {
        let mut candidates: Vec<Vec<(SynsetId, u32)>> = vec![Vec::new(); self.synset_count()];
        let mut keys: Vec<(String, SynsetId)> = self
            .senses()
            .map(|s| {
                let key = match s.key() {
                    Ok(k) => k.to_string(),
                    Err(_) => s.computed_key(),
                };
                (key, s.synset().id())
            })
            .collect();
        // Each distinct key once (NLTK's dictionary of keys).
        keys.sort();
        keys.dedup_by(|a, b| a.0 == b.0);
        for (key, source) in keys {
            if let Some(target) = other.sense_by_key(&key) {
                let target = target.synset().id();
                let list = &mut candidates[source.index()];
                match list.iter_mut().find(|(t, _)| *t == target) {
                    Some((_, n)) => *n += 1,
                    None => list.push((target, 1)),
                }
            }
        }
        SynsetMap {
            from: self,
            to: other,
            candidates,
        }
    }
}

impl<'a, 'b> SynsetMap<'a, 'b> {
    /// The synset of `to` that `synset` (of `from`) maps to, if any key leads anywhere.
    ///
    /// # Panics
    /// If the id is not of `from`.
    pub fn get(&self, synset: SynsetId) -> Option<Synset<'b>> {
        let list = &self.candidates[synset.index()];
        list.iter()
            .max_by(|(a, na), (b, nb)| {
                na.cmp(nb).then_with(|| {
                    let (sa, sb) = (self.to.synset(*a), self.to.synset(*b));
                    (sa.offset(), sa.pos().code()).cmp(&(sb.offset(), sb.pos().code()))
                })
            })
            .map(|(t, _)| self.to.synset(*t))
    }

    /// Every candidate of `synset` in `to`, with how many of its keys lead there (NLTK's
    /// `map_to_many`, counted).
    pub fn candidates(&self, synset: SynsetId) -> impl Iterator<Item = (Synset<'b>, u32)> + '_ {
        self.candidates[synset.index()]
            .iter()
            .map(|&(t, n)| (self.to.synset(t), n))
    }

    /// The WordNet mapped from.
    pub fn from(&self) -> &'a WordNet {
        self.from
    }

    /// The WordNet mapped to.
    pub fn to(&self) -> &'b WordNet {
        self.to
    }

    /// How many synsets of `from` map to a synset of `to`.
    pub fn mapped_count(&self) -> usize {
        self.candidates.iter().filter(|c| !c.is_empty()).count()
    }

    /// How many synsets of `from` share no key with `to` (NLTK's `nomap`).
    pub fn unmapped_count(&self) -> usize {
        self.candidates.iter().filter(|c| c.is_empty()).count()
    }

    /// How many synsets of `from` have keys leading to two or more synsets of `to` (NLTK's
    /// `splits`).
    pub fn split_count(&self) -> usize {
        self.candidates.iter().filter(|c| c.len() > 1).count()
    }

    /// Every (source, target) pair, in `from`'s id order.
    pub fn pairs(&self) -> impl Iterator<Item = (Synset<'a>, Synset<'b>)> + '_ {
        self.from
            .synsets()
            .filter_map(|s| self.get(s.id()).map(|t| (s, t)))
    }
}

impl std::fmt::Debug for SynsetMap<'_, '_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SynsetMap")
            .field("mapped", &self.mapped_count())
            .field("split", &self.split_count())
            .field("unmapped", &self.unmapped_count())
            .finish()
    }
}
