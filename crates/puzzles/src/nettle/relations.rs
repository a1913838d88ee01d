//! The one table of the relations Nettle uses: each with its route-file code, its emoji and
//! its legend text.

use wordgames_wordnet::Relation;

/// A relation Nettle uses, as the game shows it and the archive stores it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RelationInfo {
    /// The WordNet relation (a step from one word toward the next).
    pub relation: Relation,
    /// Its code in route files ([`archive`](super::archive)), 1 to 15.
    pub code: u8,
    /// The emoji of a step of this relation.
    pub emoji: &'static str,
    /// What the emoji means, for the legend ("more general").
    pub legend: &'static str,
}

const fn info(
    relation: Relation,
    code: u8,
    emoji: &'static str,
    legend: &'static str,
) -> RelationInfo {
    RelationInfo {
        relation,
        code,
        emoji,
        legend,
    }
}

/// The emoji of the synonym step (another word of the same synset): U+1F7F0 HEAVY EQUALS SIGN,
/// "means the same".
pub const SYNONYM_EMOJI: &str = "\u{1F7F0}";

/// Every relation Nettle uses, in the order of the legend: the only place that pairs a relation
/// with its emoji, its route-file code and its meaning. [`emoji`](super::emoji), the archive's
/// codes and the legend of `wordgames play nettle` all read it, and a test checks that it
/// covers the relations of [`Relations::default`](wordgames_wordnet::Relations::default).
///
/// The codes are part of the route-file format: they never change.
pub const RELATIONS: [RelationInfo; 13] = [
    info(Relation::Hypernym, 2, "🔼", "more general"),
    info(Relation::InstanceHypernym, 3, "🔼", "more general"),
    info(Relation::Hyponym, 4, "🔽", "more specific"),
    info(Relation::InstanceHyponym, 5, "🔽", "more specific"),
    info(Relation::PartHolonym, 8, "🦵", "part of"),
    info(Relation::PartMeronym, 11, "🦶", "has part"),
    info(Relation::MemberHolonym, 6, "🌌", "member of"),
    info(Relation::MemberMeronym, 9, "🌟", "has member"),
    info(Relation::SubstanceHolonym, 7, "🍷", "substance of"),
    info(Relation::SubstanceMeronym, 10, "🍇", "made of"),
    info(Relation::Antonym, 1, "🚫", "opposite"),
    info(
        Relation::Homograph,
        12,
        "🖋️",
        "same spelling, other meaning",
    ),
    info(
        Relation::Synonym,
        13,
        SYNONYM_EMOJI,
        "same meaning, other word",
    ),
];

/// The table's entry of `relation`, `None` for a relation Nettle does not use.
pub fn relation_info(relation: Relation) -> Option<&'static RelationInfo> {
    RELATIONS.iter().find(|r| r.relation == relation)
}

/// The relation of a route-file code.
pub(crate) fn relation_of_code(code: u8) -> Option<Relation> {
    RELATIONS
        .iter()
        .find(|r| r.code == code)
        .map(|r| r.relation)
}

/// The legend: each emoji once, in table order, with its meaning.
///
/// ```
/// let legend = wordgames_puzzles::nettle::legend();
/// assert_eq!(legend[0], ("🔼", "more general"));
/// assert_eq!(legend.len(), 11); // instance steps share their plain relation's emoji
/// ```
pub fn legend() -> Vec<(&'static str, &'static str)> {
    let mut out: Vec<(&'static str, &'static str)> = Vec::new();
    for r in &RELATIONS {
        if !out.iter().any(|(e, _)| *e == r.emoji) {
            out.push((r.emoji, r.legend));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The table covers exactly the relations of the default graph, and codes are distinct and
    /// fit the file's four bits.
    #[test]
    fn the_table_covers_the_graph_relations() {
        let default: Vec<Relation> = wordgames_wordnet::Relations::default().iter().collect();
        for r in &default {
            assert!(relation_info(*r).is_some(), "{r:?} has no entry");
        }
        assert_eq!(RELATIONS.len(), default.len());
        let mut codes: Vec<u8> = RELATIONS.iter().map(|r| r.code).collect();
        codes.sort_unstable();
        codes.dedup();
        assert_eq!(codes.len(), RELATIONS.len());
        assert!(codes.iter().all(|&c| (1..16).contains(&c)));
        for r in &RELATIONS {
            assert_eq!(relation_of_code(r.code), Some(r.relation));
        }
    }
}
