//! How hard a wordseq level is: the length of its best game and how familiar the rarest word
//! of that game is (docs/WORDSEQ.md, "Difficulty").

use wordgames_lexicon::{Lexicon, Zipf};

use super::Level;

/// How hard a wordseq level is (docs/WORDSEQ.md, "Difficulty"): the moves of its best game, and
/// the frequency of the rarest word that game forms. A longer best game and a rarer word make it
/// harder. (The size presets are [`Difficulty`](super::Difficulty).)
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct LevelDifficulty {
    /// The moves of the best game ([`Level::optimum`]).
    pub optimum: u32,
    /// The frequency of the rarest word the best game ([`Level::optimal_path`]) forms, on the
    /// Zipf scale: the lexicon's where it carries frequencies, else the stand-in of the word's
    /// grade (the common tier's boundary is 3.00); 0 for a word the lexicon does not hold.
    pub rarest: Zipf,
    /// Whether `rarest` is a measured frequency rather than the stand-in of a grade.
    pub measured: bool,
}

/// How hard `level` is, with the frequencies (or grades) of `lexicon`: its optimum and the
/// rarest word its best game forms (every line of the level's word length that a move of the
/// best game makes a word of `lexicon`).
///
/// # Example
///
/// ```
/// use wordgames_lexicon::{BlockList, Grade, Lexicon};
/// use wordgames_puzzles::{Budget, wordseq::{self, Dictionary, Grid, Level, TreeShape}};
///
/// let lexicon = Lexicon::from_graded([("seal", Grade::COMMON), ("tale", Grade::new(60))])?;
/// let dictionary = Dictionary::new(&lexicon, 4, &BlockList::none())?;
/// let grid = Grid::from_rows(["esal", "tlae"])?;
/// let level = Level::solve(&grid, &dictionary, TreeShape::Full, Budget::default())?;
/// let difficulty = wordseq::level_difficulty(&lexicon, &level);
/// assert_eq!(difficulty.optimum, 2);
/// // "tale", of grade 60, is the rarest word of the best game: 2.00 on the grades' scale.
/// assert_eq!(difficulty.rarest.to_string(), "2.00");
/// assert!(!difficulty.measured);
/// # Ok::<(), wordgames_puzzles::Error>(())
/// ```
pub fn level_difficulty<D: AsRef<[u8]>>(lexicon: &Lexicon<D>, level: &Level) -> LevelDifficulty {
    let mut grid = level.initial_grid().clone();
    let length = level.word_length();
    let mut rarest: Option<u16> = None;
    for mv in level.optimal_path() {
        if grid.swap(mv).is_err() {
            break;
        }
        let mut lines = Vec::new();
        if level.reads_rows() {
            lines.extend((0..grid.rows()).map(|r| grid.row(r)));
        }
        if level.reads_columns() {
            lines.extend((0..grid.cols()).map(|c| grid.column(c)));
        }
        for line in lines {
            if line.chars().count() == length && lexicon.contains(&line) {
                let score = crate::familiar::score_of(lexicon, &line);
                rarest = Some(rarest.map_or(score, |r| r.min(score)));
            }
        }
    }
    LevelDifficulty {
        optimum: level.optimum(),
        rarest: Zipf::from_centi(rarest.unwrap_or(0)).unwrap_or(Zipf::MAX),
        measured: lexicon.has_frequencies(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Date, wordseq};
    use wordgames_lexicon::Grade;

    /// The rarest word of a daily level's best game is a word the level forms, as rare as the
    /// lexicon grades it, and no word the best game forms is rarer.
    #[test]
    fn the_rarest_word_is_the_least_familiar_word_of_the_best_game() {
        let english = Lexicon::english();
        let date: Date = "2026-03-14".parse().unwrap();
        let level = wordseq::daily(&english, date).unwrap().puzzle;
        let difficulty = level_difficulty(&english, &level);
        assert_eq!(difficulty.optimum, level.optimum());
        assert!(difficulty.optimum > 0);
        // The daily level forms familiar words only, so its rarest is of the normal band.
        assert!(difficulty.rarest >= wordgames_lexicon::Familiarity::Normal.floor());
        // A lexicon of the words the best game forms, all common but one graded rare:
        // that one is the rarest.
        let mut grid = level.initial_grid().clone();
        let mut formed: Vec<String> = Vec::new();
        for mv in level.optimal_path() {
            grid.swap(mv).unwrap();
            formed.extend(
                (0..grid.rows())
                    .map(|r| grid.row(r))
                    .chain((0..grid.cols()).map(|c| grid.column(c)))
                    .filter(|w| w.chars().count() == level.word_length() && english.contains(w)),
            );
        }
        formed.sort();
        formed.dedup();
        assert!(formed.len() >= 2, "{formed:?}");
        let rare = Grade::new(70);
        let graded = Lexicon::from_graded(
            formed
                .iter()
                .enumerate()
                .map(|(i, w)| (w.as_str(), if i == 1 { rare } else { Grade::COMMON })),
        )
        .unwrap();
        let lowered = level_difficulty(&graded, &level);
        assert_eq!(lowered.rarest.centi(), crate::familiar::grade_score(rare));
        let common =
            Lexicon::from_graded(formed.iter().map(|w| (w.as_str(), Grade::COMMON))).unwrap();
        assert_eq!(
            level_difficulty(&common, &level).rarest.centi(),
            crate::familiar::grade_score(Grade::COMMON)
        );
    }
}
