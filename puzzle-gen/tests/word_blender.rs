//! Word Blender: the shared generator suite, value stability, and the catalogue against
//! independent rack queries.

mod common;

use std::sync::LazyLock;

use rand_core::SeedableRng;
use wordgames_lexicon::Lexicon;
use wordgames_puzzles::{
    Generator,
    rng::Pcg32,
    word_blender::{Catalogue, Rejection, Round, WordBlender, by_length_then_alphabet},
};

static BLENDER: LazyLock<WordBlender<&'static [u8]>> =
    LazyLock::new(|| WordBlender::new(Lexicon::english()).expect("the English lexicon"));

generator_suite!(word_blender_suite, &*BLENDER, 32);

/// Value stability: the round of seed 2026 is part of the daily-puzzle promise.
#[test]
fn value_stability() {
    let round = BLENDER.generate(&mut Pcg32::seed_from_u64(2026)).unwrap();
    assert_eq!(round.letters, "vurees");
    assert_eq!(round.words.len(), 22);
    assert_eq!(round.six_letter_words().collect::<Vec<_>>(), ["revues"]);
    assert_eq!(&round.words[..3], ["eve", "rev", "rue"]);
}

/// Guesses count when they are words of the lexicon (any grade) spelled from the rack.
#[test]
fn guesses() {
    let round = BLENDER.round("tlapne").unwrap();
    assert_eq!(BLENDER.accepts(&round, "planet"), Ok(()));
    assert_eq!(
        BLENDER.accepts(&round, "pa"),
        Err(Rejection::Length { len: 2 })
    );
    assert_eq!(
        BLENDER.accepts(&round, "planets"),
        Err(Rejection::Length { len: 7 })
    );
    assert_eq!(BLENDER.accepts(&round, "apple"), Err(Rejection::NotOnRack));
    assert_eq!(BLENDER.accepts(&round, "tent"), Err(Rejection::NotOnRack)); // one t only
    assert_eq!(BLENDER.accepts(&round, "tlp"), Err(Rejection::NotAWord));
    assert_eq!(BLENDER.accepts(&round, "neta"), Err(Rejection::NotAWord));
    // A rare word counts although the answer list (common tier) leaves it out.
    let rare = ["plena", "leant"]
        .into_iter()
        .find(|w| BLENDER.lexicon().contains(w) && !BLENDER.lexicon().is_common(w));
    if let Some(rare) = rare {
        assert_eq!(BLENDER.accepts(&round, rare), Ok(()));
        assert!(!round.words.iter().any(|w| w == rare));
    }
    assert!(
        round
            .words
            .windows(2)
            .all(|p| by_length_then_alphabet(&p[0], &p[1]).is_lt())
    );
    let bad = Round {
        letters: "planet".into(),
        words: vec!["plane".into()],
    };
    assert!(BLENDER.check(&bad).is_err()); // "planet" is a word, and the list is incomplete
}

/// The catalogue of the common tier has one rack per distinct signature of a common six-letter
/// word (counted independently from the lexicon's anagram classes), and each sampled rack holds
/// exactly the words that a rack query finds.
#[test]
fn the_catalogue_agrees_with_anagram_classes_and_rack_queries() {
    let common = Lexicon::english().filter_grade(wordgames_lexicon::Grade::COMMON);
    let catalogue = Catalogue::new(&common);
    let signatures = common
        .anagram_classes(1)
        .into_iter()
        .filter(|c| c.signature.len() == 6)
        .count();
    assert_eq!(catalogue.len(), signatures);
    for rack in catalogue.iter().step_by(97) {
        let mut expected: Vec<String> = common
            .sub_anagrams(rack.rack())
            .unwrap()
            .into_iter()
            .filter(|e| e.word.len() >= 3)
            .map(|e| e.word)
            .collect();
        expected.sort_by(|a, b| by_length_then_alphabet(a, b));
        let got: Vec<String> = rack.words().map(|e| e.word.clone()).collect();
        assert_eq!(got, expected, "rack {}", rack.rack());
        assert_eq!(catalogue.get(rack.rack()).map(|r| r.len()), Some(got.len()));
    }
    assert!(catalogue.get("qqqqqq").is_none());
    assert!(catalogue.get("short").is_none());
}
