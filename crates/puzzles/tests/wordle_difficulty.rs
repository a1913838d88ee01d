//! Wordle's difficulty plays the entropy strategy itself: the guesses `wordle::entropy_guesses`
//! counts are those of a game played by `wordgames_wordle::Entropy`, answer by answer.

use wordgames_lexicon::Lexicon;
use wordgames_puzzles::wordle;
use wordgames_wordle::{Entropy, Mode, Strategy, WordList, Wordle};

/// The guesses `Entropy` takes to find `answer`, played turn by turn with the strategy.
fn played_by_entropy(wordle: &Wordle, answer: u32) -> u32 {
    let mut state = wordle.start(Mode::Normal);
    let mut strategy = Entropy::new();
    for turn in 1..=wordle.answers().len() as u32 + 1 {
        let guess = strategy.choose(wordle, &state).unwrap();
        if wordle.guess_as_answer(guess) == Some(answer) {
            return turn;
        }
        state
            .apply(wordle, guess, wordle.feedback(guess, answer))
            .unwrap();
    }
    panic!("the strategy did not find {}", wordle.answer_word(answer));
}

/// Every 40th classic answer against every 9th classic guess (answers included): lists whose
/// opener is searched, not known. On a game without its feedback table (`Wordle::lazy`) and
/// with it, the counted guesses are the strategy's for every answer.
#[test]
fn the_counted_guesses_are_the_entropy_strategys() {
    let answers: Vec<String> = WordList::classic_answers()
        .iter()
        .step_by(40)
        .map(String::from)
        .collect();
    let guesses: Vec<String> = WordList::classic_guesses()
        .iter()
        .step_by(9)
        .map(String::from)
        .collect();
    let answers = WordList::new(&answers).unwrap();
    let guesses = WordList::new(&guesses).unwrap();
    let built = Wordle::new(answers.clone(), guesses.clone()).unwrap();
    let lazy = Wordle::lazy(answers, guesses).unwrap();
    let opener = wordle::entropy_opener(&lazy).unwrap();
    assert!(!lazy.has_table());
    assert_eq!(
        opener,
        Entropy::new()
            .choose(&built, &built.start(Mode::Normal))
            .unwrap()
    );
    let mut longest = 0;
    for answer in 0..built.answers().len() as u32 {
        let expected = played_by_entropy(&built, answer);
        assert_eq!(
            wordle::entropy_guesses(&lazy, opener, answer).unwrap(),
            expected
        );
        assert_eq!(
            wordle::entropy_guesses(&built, opener, answer).unwrap(),
            expected
        );
        longest = longest.max(expected);
    }
    assert!(!lazy.has_table());
    // Not every answer is found at once: the lists make games of several lengths.
    assert!(longest >= 3, "{longest}");
}

/// Ids outside the lists are typed errors, not panics.
#[test]
fn ids_outside_the_lists_are_refused() {
    let small = Wordle::new(
        "cigar\nrebut\nsissy".parse().unwrap(),
        "salet".parse().unwrap(),
    )
    .unwrap();
    assert!(wordle::entropy_guesses(&small, 0, 3).is_err());
    assert!(wordle::entropy_guesses(&small, 4, 0).is_err());
    assert!(wordle::difficulty_in(&small, &Lexicon::english(), "salet").is_err());
}

/// The classic lists' opener is the known one (`soare`, which `entropy_opener` does not
/// search), and a sample of answers is found in as many guesses as `Entropy` takes on the
/// full lists. Heavy in a debug build (the opener weighs 2,315 answers against 12,972 guesses).
#[test]
#[ignore = "searches the classic opener; run by .ci/run"]
fn the_classic_opener_is_the_searched_one() {
    let classic = Wordle::classic();
    let searched = Entropy::new()
        .choose(&classic, &classic.start(Mode::Normal))
        .unwrap();
    let lazy = Wordle::classic_lazy();
    let opener = wordle::entropy_opener(&lazy).unwrap();
    assert_eq!(classic.guess_word(searched), lazy.guess_word(opener));
    for answer in (0..classic.answers().len() as u32).step_by(97) {
        assert_eq!(
            wordle::entropy_guesses(&lazy, opener, answer).unwrap(),
            played_by_entropy(&classic, answer),
            "{}",
            classic.answer_word(answer)
        );
    }
}
