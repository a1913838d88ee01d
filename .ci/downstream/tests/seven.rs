//! The downstream game's property tests, written with the family's `proptest` exports: the
//! same conformance checks the family holds its own generators to.

use proptest::prelude::*;
use wordgames_lexicon::Lexicon;
use wordgames_puzzles::{
    Budget, Generator,
    daily::{Calendar, EditionGame, Publisher},
    proptest::{check_generator, check_tiny_budget, dates},
};
use wordgames_downstream_check::{Seven, SevenGenerator};

/// Seven's rule written apart from its generator's check: seven letters, scrambled, that
/// spell the word, a word of the English lexicon.
fn spells_a_word(seven: &Seven) -> Result<(), String> {
    let sorted = |s: &str| {
        let mut v: Vec<char> = s.chars().collect();
        v.sort_unstable();
        v
    };
    let ok = seven.letters.chars().count() == 7
        && sorted(&seven.letters) == sorted(&seven.word)
        && seven.letters != seven.word
        && Lexicon::english().contains(&seven.word);
    if ok { Ok(()) } else { Err(format!("{seven:?}")) }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    #[test]
    fn seven_keeps_the_family_rules(seed in any::<u64>()) {
        let english = Lexicon::english();
        check_generator(&SevenGenerator::new(&english).unwrap(), seed, spells_a_word)?;
        check_tiny_budget(&SevenGenerator::new(&english).unwrap().with_budget(Budget::new(1, 1)), seed)?;
    }

    /// Any date's edition has Seven after the five, with its letters and no answer.
    #[test]
    fn seven_joins_every_edition(date in dates(2)) {
        let english = Lexicon::english();
        let answers = wordgames_wordle::WordList::classic_answers();
        let publisher = Publisher::new(&english, &answers, wordgames_wordnet::WordNet::bundled().unwrap())
            .with_game(SevenGenerator::new(&english).unwrap())
            .unwrap();
        let edition = publisher.edition(date, date).unwrap();
        prop_assert_eq!(edition.games.len(), 6);
        let seven = &edition.games[5];
        prop_assert_eq!(seven.game.as_str(), "seven");
        let is_other = matches!(&seven.puzzle, EditionGame::Other { fields, .. } if fields["letters"].as_str().map(str::len) == Some(7));
        prop_assert!(is_other, "{:?}", seven.puzzle);
        // The edition shows the puzzle the generator deals for the date, as every game's.
        let dealt = SevenGenerator::new(&english).unwrap().deal(&Calendar::PUBLIC, date).unwrap();
        prop_assert_eq!(seven.number, dealt.day.number);
        let shown = matches!(&seven.puzzle, EditionGame::Other { fields, .. } if fields["letters"].as_str() == Some(dealt.puzzle.letters.as_str()));
        prop_assert!(shown, "{:?} against {:?}", seven.puzzle, dealt.puzzle);
    }
}
