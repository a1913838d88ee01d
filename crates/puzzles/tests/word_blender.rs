//! Word Blender: the shared generator suite, value stability, and the catalogue against
//! independent rack queries.

use std::{sync::LazyLock, time::Duration};

use rand_core::SeedableRng;
use wordgames_lexicon::{Lexicon, Rack};
use wordgames_puzzles::{
    Generator,
    rng::Pcg32,
    word_blender::{
        Catalogue, Game, RackWords, Round, Verdict, WordBlenderError, WordBlenderGenerator,
        by_length_then_alphabet,
    },
};

static BLENDER: LazyLock<WordBlenderGenerator<&'static [u8]>> =
    LazyLock::new(|| WordBlenderGenerator::new(Lexicon::english()).expect("the English lexicon"));

generator_suite!(word_blender_suite, &*BLENDER, 32, words_of_the_letters);

/// A Word Blender rule apart from the generator's check: six letters, and every word is made
/// of them (each used at most as often as it is shown), one of them all six.
fn words_of_the_letters(round: &Round) -> Result<(), String> {
    let count = |w: &str, c: char| w.chars().filter(|&x| x == c).count();
    if round.letters.chars().count() != 6 {
        return Err(format!("{:?} is not six letters", round.letters));
    }
    for word in &round.words {
        if word
            .chars()
            .any(|c| count(word, c) > count(&round.letters, c))
        {
            return Err(format!("{word} is not made of {}", round.letters));
        }
    }
    if !round.words.iter().any(|w| w.chars().count() == 6) {
        return Err(format!("no six-letter word in {}", round.letters));
    }
    Ok(())
}

/// Value stability: the round of seed 2026 is part of the daily-puzzle promise.
#[test]
fn value_stability() {
    let round = BLENDER.generate(&mut Pcg32::seed_from_u64(2026)).unwrap();
    assert_eq!(round.letters, "virese");
    assert_eq!(round.words.len(), 18);
    assert_eq!(round.six_letter_words().collect::<Vec<_>>(), ["revise"]);
    assert_eq!(&round.words[..3], ["ere", "eve", "ire"]);
}

/// Guesses count when they are words of the lexicon (any grade) spelled from the rack.
#[test]
fn guesses() {
    let round = BLENDER.round("tlapne").unwrap();
    assert_eq!(BLENDER.accepts(&round, "planet"), Ok(()));
    let err = |guess: &str| BLENDER.accepts(&round, guess).unwrap_err().to_string();
    assert_eq!(err("pa"), "\"pa\": words have 3 to 6 letters, not 2");
    assert_eq!(
        err("planets"),
        "\"planets\": words have 3 to 6 letters, not 7"
    );
    assert_eq!(
        err("apple"),
        "\"apple\": those letters are not all on the rack"
    );
    assert_eq!(
        BLENDER.accepts(&round, "tent"), // one t only
        Err(WordBlenderError::NotOnRack {
            word: "tent".into()
        })
    );
    assert_eq!(err("tlp"), "\"tlp\": not in the word list");
    assert_eq!(
        BLENDER.accepts(&round, "neta"),
        Err(WordBlenderError::NotAWord {
            word: "neta".into()
        })
    );
    // A rare word counts although the answer list (familiar words) leaves it out: every word
    // of the rack that is not familiar (there are some) is accepted and not listed.
    let rare: Vec<String> = BLENDER
        .lexicon()
        .query()
        .rack(Rack::new("tlapne").unwrap())
        .into_entries()
        .into_iter()
        .filter(|e| {
            e.word.len() >= 3
                && !BLENDER
                    .lexicon()
                    .is_familiar(&e.word, BLENDER.familiarity())
        })
        .map(|e| e.word)
        .collect();
    assert!(rare.len() >= 5, "{rare:?}");
    for word in &rare {
        assert_eq!(BLENDER.accepts(&round, word), Ok(()));
        assert!(!round.words.contains(word));
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
    // "planet" is a word, and the list is incomplete.
    assert_eq!(
        BLENDER.check(&bad).unwrap_err().to_string(),
        "the scramble \"planet\" is itself a word"
    );
    let incomplete = Round {
        letters: "tlapne".into(),
        words: vec!["plan".into(), "plane".into(), "planet".into()],
    };
    assert_eq!(
        BLENDER.check(&incomplete),
        Err(WordBlenderError::IncompleteAnswers {
            listed: 3,
            expected: round.words.len()
        })
    );
    let rare = Round {
        letters: "tlapne".into(),
        words: vec!["tlp".into(), "planet".into()],
    };
    assert_eq!(
        BLENDER.check(&rare).unwrap_err().to_string(),
        "answer \"tlp\": not in the word list"
    );
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
        let got = rack_words_as_queried(&common, &rack);
        assert_eq!(catalogue.get(rack.rack()).map(|r| r.len()), Some(got.len()));
    }
    assert!(catalogue.get("qqqqqq").is_none());
    assert!(catalogue.get("short").is_none());
}

/// The catalogue agrees with one rack query per rack on a small lexicon.
#[test]
fn the_catalogue_of_a_small_lexicon_matches_rack_queries() {
    let words = [
        "stream", "master", "tamers", "armest", "mates", "steam", "tram", "mast", "arm", "ear",
        "era", "sea", "tea", "eat", "rat", "tar", "art", "star", "rats", "seem", "meets", "better",
        "letter", "bet", "let", "tee", "ell", "bell", "beetle",
    ];
    let lexicon = Lexicon::from_words(words).unwrap();
    let cat = Catalogue::new(&lexicon);
    let racks: Vec<&str> = cat.iter().map(|r| r.rack()).collect();
    assert_eq!(racks, ["aemrst", "beeelt", "beertt", "eelrtt"]);
    for rack in cat.iter() {
        rack_words_as_queried(&lexicon, &rack);
    }
}

/// Asserts that a rack's words in the catalogue are those of three letters or more that a rack
/// query on `lexicon` finds, in the catalogue's order; gives them.
fn rack_words_as_queried<D: AsRef<[u8]>>(
    lexicon: &Lexicon<D>,
    rack: &RackWords<'_>,
) -> Vec<String> {
    let mut expected: Vec<String> = lexicon
        .query()
        .rack(Rack::new(rack.rack()).unwrap())
        .into_entries()
        .into_iter()
        .filter(|e| e.word.len() >= 3)
        .map(|e| e.word)
        .collect();
    expected.sort_by(|a, b| by_length_then_alphabet(a, b));
    let got: Vec<String> = rack.words().map(|e| e.word.clone()).collect();
    assert_eq!(got, expected, "rack {}", rack.rack());
    got
}

/// The whole game of seed 2026: a round won by a six-letter word before its time, a guess after
/// the time, a round lost, the game over; bad moves are refused and leave the game unchanged.
#[test]
fn a_scripted_game_to_the_end() {
    let s = Duration::from_secs;
    let mut game = dealt(&*BLENDER, Pcg32::seed_from_u64(2026), s(60)).unwrap();
    let first = game.round().clone();
    assert_eq!(
        first,
        BLENDER.generate(&mut Pcg32::seed_from_u64(2026)).unwrap()
    );
    assert_eq!((game.round_number(), game.letters()), (1, "virese"));
    assert_eq!(game.time_left(s(0)), s(60));
    assert_eq!(game.play("REVISE\n", s(5)), Ok(Verdict::Found { found: 1 }));
    assert_eq!(
        game.play("revise", s(6)),
        Err(WordBlenderError::AlreadyFound {
            word: "revise".into()
        })
    );
    assert_eq!(
        game.play("qqq", s(7)),
        Err(WordBlenderError::NotOnRack { word: "qqq".into() })
    );
    // 60 points for the six letters and 50 for the six-letter word.
    assert_eq!((game.round_points(), game.points()), (110, 110));
    assert_eq!(game.play("eve", s(8)), Ok(Verdict::Found { found: 2 }));
    assert_eq!(game.found(), ["eve", "revise"]);
    assert_eq!((game.round_points(), game.points()), (140, 140));
    game.shuffle();
    let mut shown: Vec<u8> = game.letters().bytes().collect();
    shown.sort_unstable();
    assert_eq!(shown, b"eeirsv");
    // Too late: the guess does not count and the round is won.
    assert!(!game.tick(s(59)));
    assert_eq!(game.play("rev", s(61)), Ok(Verdict::TimeUp));
    assert_eq!(game.time_left(s(61)), Duration::ZERO);
    assert_eq!(
        game.play("rev", s(62)),
        Err(WordBlenderError::RoundOver { word: "rev".into() })
    );
    let end = game.round_end().unwrap().clone();
    assert!(end.won && !game.is_over());
    assert_eq!(end.words, first.words);
    assert_eq!(end.found, ["eve", "revise"]);
    assert_eq!(end.missed().count(), first.words.len() - 2);
    assert!(end.is_found("revise") && !end.is_found("rev"));
    assert_eq!(game.rounds_won(), 1);
    // The late guess earned nothing.
    assert_eq!((end.points(), game.points()), (140, 140));
    // Round two starts its clock when it is dealt; it ends without a six-letter word: game over.
    let second = game.next_round(s(100)).unwrap().clone();
    assert_ne!(second.letters, first.letters);
    assert_eq!(game.round_number(), 2);
    assert_eq!((game.round_points(), game.points()), (0, 140));
    let short = second.words[0].clone();
    assert_eq!(short.len(), 3);
    game.play(&short, s(101)).unwrap();
    assert_eq!((game.round_points(), game.points()), (30, 170));
    assert_eq!(game.time_left(s(130)), s(30));
    assert!(matches!(
        game.next_round(s(130)),
        Err(wordgames_puzzles::Error::WordBlender(
            WordBlenderError::RoundNotOver { round: 2 }
        ))
    ));
    assert!(game.tick(s(160)));
    assert!(!game.round_end().unwrap().won);
    assert_eq!(game.round_end().unwrap().points(), 30);
    assert!(game.is_over());
    assert_eq!(game.rounds_won(), 1);
    assert_eq!(game.points(), 170);
    assert_eq!(
        game.next_round(s(170)).unwrap_err().to_string(),
        "the game is over after 1 completed rounds"
    );
}

/// Stopping ends the game after the current round, which still counts when a six-letter word
/// was found; a time limit too large for any deadline never runs out and never overflows.
#[test]
fn stopping_and_huge_time_limits() {
    let mut game = dealt(&*BLENDER, Pcg32::seed_from_u64(2026), Duration::MAX).unwrap();
    assert_eq!(game.time_left(Duration::ZERO), Duration::MAX);
    assert!(!game.tick(Duration::from_secs(u64::MAX)));
    game.play("revise", Duration::from_secs(u64::MAX)).unwrap();
    game.stop(Duration::from_secs(u64::MAX));
    assert!(game.is_over());
    assert!(game.round_end().unwrap().won);
    assert_eq!(game.rounds_won(), 1);
    // A round after a huge first one: its deadline overflows, so it has no limit.
    let mut game = dealt(&*BLENDER, Pcg32::seed_from_u64(2026), Duration::MAX).unwrap();
    game.play("revise", Duration::ZERO).unwrap();
    game.stop(Duration::ZERO);
    assert!(game.next_round(Duration::ZERO).is_err());
    let mut game = dealt(
        &*BLENDER,
        Pcg32::seed_from_u64(2026),
        Duration::from_secs(u64::MAX),
    )
    .unwrap();
    game.play("revise", Duration::ZERO).unwrap();
    assert!(game.tick(Duration::MAX));
    game.next_round(Duration::from_secs(5)).unwrap();
    assert_eq!(game.time_left(Duration::from_secs(6)), Duration::MAX);
    assert!(dealt(&*BLENDER, Pcg32::seed_from_u64(1), Duration::ZERO).is_err());
}

/// The daily round is the generator with default settings on the day's seed, and the first
/// round of a game dealt from the day's generator.
#[test]
fn daily_is_the_first_round_of_the_days_game() {
    use wordgames_puzzles::daily::{GameId, Origin};
    let date = "2026-11-22".parse().unwrap();
    let today = wordgames_puzzles::word_blender::daily(&Lexicon::english(), date).unwrap();
    assert_eq!(crate::common::public_deal(&*BLENDER, date), today);
    let origin = Origin::daily(GameId::WordBlender, date).unwrap();
    let game = dealt(&*BLENDER, origin.rng(), Duration::from_secs(1)).unwrap();
    assert_eq!(game.round(), &today.puzzle);
    assert_eq!(origin.day(), Some(&today.day));
}

/// The score follows the documented rule on many rounds: ten points a letter of every word
/// found, fifty more for each six-letter word, summed over the rounds; it never goes down.
#[test]
fn points_follow_the_rule_over_many_rounds() {
    use wordgames_puzzles::word_blender::{POINTS_PER_LETTER, SIX_LETTER_BONUS};
    let s = Duration::from_secs;
    let mut game = dealt(&*BLENDER, Pcg32::seed_from_u64(7), s(1000)).unwrap();
    let mut total = 0u32;
    for round in 0..20u64 {
        let start = s(round * 1000);
        let words = game.round().words.clone();
        let mut expected = 0u32;
        // Every other word, so that rounds differ in what was found.
        for (i, word) in words.iter().enumerate().filter(|(i, _)| i % 2 == 0) {
            let before = game.points();
            game.play(word, start + s(i as u64)).unwrap();
            assert!(game.points() > before);
            expected += POINTS_PER_LETTER * word.len() as u32;
            if word.len() == 6 {
                expected += SIX_LETTER_BONUS;
            }
        }
        // A six-letter word, so that the round is won and the game goes on.
        let six = words.iter().find(|w| w.len() == 6).unwrap();
        if game.play(six, start + s(900)).is_ok() {
            expected += POINTS_PER_LETTER * 6 + SIX_LETTER_BONUS;
        }
        assert_eq!(game.round_points(), expected, "round {round}");
        total += expected;
        assert_eq!(game.points(), total);
        assert!(game.tick(start + s(1000)));
        assert_eq!(game.round_end().unwrap().points(), expected);
        game.next_round(start + s(1000)).unwrap();
    }
    assert_eq!(game.rounds_won(), 20);
}

/// A game whose rounds are all dealt from `rng`, the first one included (as a date's game is).
fn dealt<D: AsRef<[u8]>>(
    generator: &WordBlenderGenerator<D>,
    mut rng: Pcg32,
    round_time: Duration,
) -> Result<Game<'_, D, Pcg32>, wordgames_puzzles::Error> {
    let first = wordgames_puzzles::Generator::generate(generator, &mut rng)?;
    Ok(wordgames_puzzles::play::FromPuzzle::from_puzzle(
        &first,
        (generator, rng, round_time),
    )?)
}
