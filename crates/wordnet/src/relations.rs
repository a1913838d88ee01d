//! [`Relations`], the set of relations a [`WordGraph`](crate::WordGraph) is built from: its own
//! module, so that the graph and the route index both use it without depending on each other.

use std::fmt;

use crate::{Error, Relation, Result};

/// A set of [`Relation`]s to build a [`WordGraph`](crate::WordGraph) from.
///
/// Only relations that have a reflect ([`Relation::reflect`]) can be in the set: routes are
/// computed backwards from the target, so every edge has to be walkable both ways.
///
/// # Example
/// ```
/// use wordgames_wordnet::{Relation, Relations};
/// let default = Relations::default();
/// assert!(default.contains(Relation::Hypernym) && default.contains(Relation::Homograph));
/// assert!(!default.contains(Relation::DerivationallyRelated));
/// let no_shims = default.without(Relation::Homograph).without(Relation::Synonym);
/// assert_eq!(no_shims.iter().count(), 11);
/// assert!(Relations::empty().with(Relation::Entailment).is_err());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Relations(u32);

impl Relations {
    /// No relation at all.
    pub const fn empty() -> Relations {
        Relations(0)
    }

    /// The set of the given relations.
    ///
    /// # Errors
    /// [`Error::NoReflect`] for a relation without a reflect.
    pub fn new(relations: impl IntoIterator<Item = Relation>) -> Result<Relations> {
        relations
            .into_iter()
            .try_fold(Relations::empty(), Relations::with)
    }

    /// The set with one more relation.
    ///
    /// # Errors
    /// [`Error::NoReflect`] for a relation without a reflect (entailment, cause, also see,
    /// participle, pertainym, derived from adjective).
    pub fn with(self, relation: Relation) -> Result<Relations> {
        if relation.reflect().is_none() {
            return Err(Error::NoReflect { relation });
        }
        Ok(Relations(self.0 | 1 << relation as u8))
    }

    /// The set without a relation.
    pub fn without(self, relation: Relation) -> Relations {
        Relations(self.0 & !(1 << relation as u8))
    }

    /// Whether the set holds a relation.
    pub fn contains(&self, relation: Relation) -> bool {
        self.0 & 1 << relation as u8 != 0
    }

    /// The relations of the set, in [`Relation`] order.
    pub fn iter(&self) -> impl Iterator<Item = Relation> + '_ {
        Relation::ALL.iter().copied().filter(|r| self.contains(*r))
    }
}

impl Default for Relations {
    /// Antonym, hypernym and instance hypernym, hyponym and instance hyponym, the member,
    /// substance and part holonyms and meronyms, plus the homograph and synonym shims.
    fn default() -> Relations {
        use Relation::*;
        Relations::new([
            Antonym,
            Hypernym,
            InstanceHypernym,
            Hyponym,
            InstanceHyponym,
            MemberHolonym,
            SubstanceHolonym,
            PartHolonym,
            MemberMeronym,
            SubstanceMeronym,
            PartMeronym,
            Homograph,
            Synonym,
        ])
        .expect("every default relation has a reflect")
    }
}

impl fmt::Debug for Relations {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}
