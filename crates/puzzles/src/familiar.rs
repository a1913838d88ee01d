//! How familiar a word is, as the games rank and choose words: a frequency in hundredths of a
//! Zipf unit, from the lexicon's frequencies where it has them, else from the word's grade.

use wordgames_lexicon::{Familiarity, Grade, Lexicon};

/// A word's familiarity score: its Zipf frequency in hundredths (`352` is 3.52) where the
/// lexicon carries frequencies, else [`grade_score`] of its grade. `grade` is the word's grade
/// in `lexicon`, which callers streaming the lexicon have at hand.
///
/// It is [`Lexicon::zipf`] without looking the grade up again (the games score every word of
/// a lexicon when they start): a word graded [`Grade::RARE`] or rarer, a name or an
/// abbreviation, is unknown (0); a word the frequencies do not list is 0.
pub(crate) fn score<D: AsRef<[u8]>>(lexicon: &Lexicon<D>, word: &str, grade: Grade) -> u16 {
    match lexicon.frequencies() {
        Some(_) if grade >= Grade::RARE => 0,
        Some(frequencies) => frequencies.get(word).map_or(0, |zipf| zipf.centi()),
        None => grade_score(grade),
    }
}

/// Calls `f` with every word of `lexicon` that `automaton` matches, its grade and its
/// [`score`], walking the words and the frequencies together
/// ([`Lexicon::for_each_match_zipf`]) rather than looking each word up.
pub(crate) fn for_each_scored<D, A, F>(lexicon: &Lexicon<D>, automaton: A, mut f: F)
where
    D: AsRef<[u8]>,
    A: wordgames_lexicon::fst::Automaton,
    F: FnMut(&str, Grade, u16) -> std::ops::ControlFlow<()>,
{
    lexicon.for_each_match_zipf(automaton, |word, grade, zipf| {
        f(
            word,
            grade,
            zipf.map_or_else(|| grade_score(grade), |z| z.centi()),
        )
    });
}

/// [`score`] of a word looked up in `lexicon`: 0 for a word it does not hold.
pub(crate) fn score_of<D: AsRef<[u8]>>(lexicon: &Lexicon<D>, word: &str) -> u16 {
    lexicon
        .grade(word)
        .map_or(0, |grade| score(lexicon, word, grade))
}

/// The stand-in frequency of a grade, for a word without one: the common tier's boundary
/// ([`Grade::COMMON`]) is 3.00, the floor of [`Familiarity::Normal`], so that the normal band
/// of a lexicon without frequencies is its common tier; each grade more common adds 0.08, each
/// grade rarer takes 0.04 (SCOWL's size 20 is 4.20, size 60 is 2.00, size 95 is 0.60).
pub(crate) fn grade_score(grade: Grade) -> u16 {
    let g = u16::from(grade.get());
    let common = u16::from(Grade::COMMON.get());
    if g <= common {
        300 + (common - g) * 8
    } else {
        300u16.saturating_sub((g - common) * 4)
    }
}

/// Whether a score is in `band`.
pub(crate) fn in_band(score: u16, band: Familiarity) -> bool {
    score >= band.floor().centi()
}

/// Whether `word` of `lexicon` is in `band` (see [`score`]).
pub(crate) fn is_familiar<D: AsRef<[u8]>>(
    lexicon: &Lexicon<D>,
    word: &str,
    band: Familiarity,
) -> bool {
    in_band(score_of(lexicon, word), band)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_normal_band_of_a_lexicon_without_frequencies_is_its_common_tier() {
        for g in 0..=u8::MAX {
            let grade = Grade::new(g);
            assert_eq!(
                in_band(grade_score(grade), Familiarity::Normal),
                grade.is_common(),
                "grade {g}"
            );
            if g > 0 {
                assert!(grade_score(grade) <= grade_score(Grade::new(g - 1)));
            }
        }
        let english = Lexicon::english_graded();
        assert!(is_familiar(&english, "water", Familiarity::Easy));
        assert!(!is_familiar(&english, "aalii", Familiarity::Hard));
        assert_eq!(score_of(&english, "zzzzq"), 0);
    }

    /// The score of a lexicon with frequencies is its Zipf value ([`Lexicon::zipf`]), names
    /// and abbreviations (graded rare) at 0.
    #[test]
    fn with_frequencies_the_score_is_the_zipf_value() {
        let english = Lexicon::english();
        for word in ["water", "house", "loincloth", "azotic", "aalii", "zebra"] {
            let grade = english.grade(word).unwrap();
            assert_eq!(
                Some(score(&english, word, grade)),
                english.zipf(word).map(|z| z.centi()),
                "{word}"
            );
        }
        let z = |v| wordgames_lexicon::Zipf::new(v).unwrap();
        let names = Lexicon::from_graded([("paris", Grade::RARE), ("city", Grade::COMMON)])
            .unwrap()
            .with_frequencies(wordgames_lexicon::Frequencies::from_pairs([
                ("paris", z(5.0)),
                ("city", z(5.0)),
            ]));
        assert_eq!(score_of(&names, "paris"), 0);
        assert_eq!(score_of(&names, "city"), 500);
    }
}
