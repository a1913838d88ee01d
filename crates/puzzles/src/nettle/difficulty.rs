//! How hard a Nettle puzzle is: how familiar its target is, and how far the words players
//! guess first lie from it (docs/NETTLE.md, "Difficulty").

use wordgames_lexicon::{Lexicon, Zipf};
use wordgames_wordnet::LemmaId;

use super::Nettle;

/// How hard a Nettle puzzle is (docs/NETTLE.md, "Difficulty"): the target's frequency, and the
/// median length of the routes from the other targets (familiar nouns, the guesses players
/// start from) to it. A rarer target and longer routes make it harder.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct Difficulty {
    /// The target's frequency on the Zipf scale: the lexicon's where it carries frequencies,
    /// else the stand-in of the word's grade (the common tier's boundary is 3.00).
    pub target: Zipf,
    /// Whether `target` is a measured frequency rather than the stand-in of a grade.
    pub measured: bool,
    /// The median route length, in steps, from the other targets that reach it (`None` when
    /// none does).
    pub median_route: Option<u32>,
}

/// How familiar a target word is ([`Difficulty::target`], with [`Difficulty::measured`]): what
/// the daily edition tells of a Nettle puzzle without computing its routes.
///
/// ```
/// use wordgames_lexicon::Lexicon;
/// use wordgames_puzzles::nettle;
///
/// let english = Lexicon::english();
/// let (water, _) = nettle::target_frequency(&english, "water");
/// let (aalii, _) = nettle::target_frequency(&english, "aalii");
/// assert!(water > aalii);
/// ```
pub fn target_frequency<D: AsRef<[u8]>>(lexicon: &Lexicon<D>, word: &str) -> (Zipf, bool) {
    (
        Zipf::from_centi(crate::familiar::score_of(lexicon, word)).unwrap_or(Zipf::MAX),
        lexicon.has_frequencies(),
    )
}

/// How hard the puzzle of `nettle` is, with the frequencies (or grades) of `lexicon` and the
/// target list `targets` ([`targets`](super::targets)): the target's frequency and the median
/// route length from the other targets.
///
/// # Example
///
/// ```
/// use wordgames_lexicon::Lexicon;
/// use wordgames_puzzles::nettle::{self, Nettle};
/// use wordgames_wordnet::{Relations, WordGraph, WordNet};
///
/// let wn = WordNet::bundled()?;
/// let english = Lexicon::english();
/// let targets = nettle::targets(wn, &english)?;
/// let graph = WordGraph::build(wn, Relations::default())?;
/// let nettle = Nettle::new(&graph, "bread")?;
/// let difficulty = nettle::difficulty(&nettle, &english, &targets);
/// assert_eq!((difficulty.target, difficulty.measured), nettle::target_frequency(&english, "bread"));
/// let steps = difficulty.median_route.unwrap();
/// assert!(steps >= 1 && steps < 30);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn difficulty<D: AsRef<[u8]>>(
    nettle: &Nettle<'_>,
    lexicon: &Lexicon<D>,
    targets: &[LemmaId],
) -> Difficulty {
    let target = nettle.target();
    let (zipf, measured) = target_frequency(lexicon, target.text());
    let mut lengths: Vec<u32> = targets
        .iter()
        .filter(|&&t| t != target.id())
        .filter_map(|&t| nettle.table().distance(t))
        .collect();
    lengths.sort_unstable();
    Difficulty {
        target: zipf,
        measured,
        median_route: lengths.get(lengths.len() / 2).copied(),
    }
}
