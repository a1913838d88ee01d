//! One way to play every game: the five games on the `Play` trait, held to the same rules.

use std::time::Duration;

use wordgames_lexicon::Lexicon;
use wordgames_puzzles::{
    Date, Generator,
    daily::{GameId, Origin},
    letter_boxed, nettle,
    play::{FromPuzzle, Play, Status},
    word_blender, wordle, wordseq,
};
use wordgames_wordle::{Mode, Wordle};
use wordgames_wordnet::WordNet;

/// The exported conformance check (`wordgames_puzzles::proptest::check_play`), as a list of
/// faults (empty when the game keeps the rules).
fn holds_to_the_trait<'m, G: Play>(
    new_game: impl FnMut() -> G,
    endings: &[(Vec<G::Move<'m>>, Status)],
    late: G::Move<'m>,
    expected: Status,
) -> Vec<String>
where
    G::Move<'m>: Clone,
{
    match wordgames_puzzles::proptest::check_play(new_game, endings, late, expected) {
        Ok(()) => Vec::new(),
        Err(fault) => vec![fault.to_string()],
    }
}

/// The daily wordseq level of `date` and the dictionary of its word length that its game reads.
fn daily_wordseq(
    english: &Lexicon<&'static [u8]>,
    date: Date,
) -> (wordseq::Level, wordseq::Dictionary) {
    let level = wordseq::daily(english, date).unwrap().puzzle;
    let dictionary = wordseq::Dictionary::new(
        english,
        level.word_length(),
        &wordgames_lexicon::BlockList::english(),
    )
    .unwrap();
    (level, dictionary)
}

/// Every game along a win (a loss where it has one) and giving up.
#[test]
fn every_game_keeps_the_rules_of_the_trait() {
    let date = "2026-01-01".parse().unwrap();
    let english = Lexicon::english();
    let none = Vec::<String>::new();

    let boxed = letter_boxed::daily(&english, date).unwrap();
    let win: Vec<&str> = boxed.puzzle.solution.iter().map(String::as_str).collect();
    let new_game = || letter_boxed::Game::from_puzzle(&boxed.puzzle, &english).unwrap();
    let faults = holds_to_the_trait(new_game, &[(win, Status::Won)], "cat", Status::GaveUp);
    assert_eq!(faults, none);
    let mut game = new_game();
    game.give_up();
    assert_eq!(game.answer(), Some(boxed.puzzle.solution.clone()));

    let wordle = Wordle::classic();
    let today = wordle::daily(&wordle, date).unwrap();
    let new_game =
        || wordgames_wordle::Game::from_puzzle(&today.puzzle, (&wordle, Mode::Normal)).unwrap();
    let six = vec!["salet", "micro", "pound", "fight", "lymph", "wacky"];
    let endings = [(vec!["salet", "dross"], Status::Won), (six, Status::Lost)];
    assert_eq!(
        holds_to_the_trait(new_game, &endings, "salet", Status::GaveUp),
        none
    );
    let mut game = new_game();
    game.give_up();
    assert_eq!(Play::answer(&game), Some("dross"));

    let blender = word_blender::WordBlenderGenerator::new(Lexicon::english()).unwrap();
    let origin = Origin::daily(GameId::WordBlender, date).unwrap();
    let first = blender.generate(&mut origin.rng()).unwrap();
    let new_game = || {
        let mut rng = origin.rng();
        blender.generate(&mut rng).unwrap();
        word_blender::Game::from_puzzle(&first, (&blender, rng, Duration::from_secs(120))).unwrap()
    };
    // Word Blender is won by stopping after a round won, not by a move: its ending by moves is
    // a round whose time ran out with no word found, lost. Stopping with no word found ends
    // the game lost too.
    let endings = [(vec![("pose", Duration::from_secs(1000))], Status::Lost)];
    let late = ("pose", Duration::from_secs(1));
    assert_eq!(
        holds_to_the_trait(new_game, &endings, late, Status::Lost),
        none
    );
    let mut game = new_game();
    game.give_up();
    let end = Play::answer(&game).unwrap();
    assert_eq!(end.missed().count(), end.words.len());

    let (level, dictionary) = daily_wordseq(&english, date);
    let new_game = || wordseq::Game::from_puzzle(&level, &dictionary).unwrap();
    let mut best = Vec::new();
    let mut game = new_game();
    while let Some(mv) = game.hint().unwrap() {
        Play::play(&mut game, mv).unwrap();
        best.push(mv);
    }
    let first = new_game().valid_moves().unwrap()[0];
    let endings = [(best, Status::Won)];
    assert_eq!(
        holds_to_the_trait(new_game, &endings, first, Status::GaveUp),
        none
    );
    let mut game = new_game();
    game.give_up();
    assert_eq!(Play::answer(&game).unwrap().len() as u32, level.optimum());

    let wn = WordNet::bundled().unwrap();
    let graph = nettle::word_graph(wn, &english).unwrap();
    let targets = nettle::targets(wn, &english).unwrap();
    let today = nettle::daily(wn, &targets, date).unwrap();
    let target = nettle::Nettle::new(&graph, &today.puzzle.word).unwrap();
    let new_game = || nettle::Game::from_puzzle(&today.puzzle, &target).unwrap();
    let endings = [(vec!["dog", today.puzzle.word.as_str()], Status::Won)];
    assert_eq!(
        holds_to_the_trait(new_game, &endings, "dog", Status::GaveUp),
        none
    );
    let mut game = new_game();
    game.give_up();
    assert_eq!(
        Play::answer(&game).unwrap(),
        std::slice::from_ref(&today.puzzle.word)
    );
}

/// A game refuses to start from a puzzle that what it reads cannot play: another target's route
/// table, another answer list's answer, a round another generator would not deal or rounds of
/// no time; a puzzle it can play starts it.
#[test]
fn a_game_starts_only_from_a_puzzle_its_data_can_play() {
    let date = "2026-01-01".parse().unwrap();
    let english = Lexicon::english();

    let wn = WordNet::bundled().unwrap();
    let graph = nettle::word_graph(wn, &english).unwrap();
    let table = nettle::Nettle::new(&graph, "canine").unwrap();
    let other = nettle::Nettle::new(&graph, "honeysuckle").unwrap();
    assert!(nettle::Game::from_puzzle(&table.puzzle(), &table).is_ok());
    let refused = nettle::Game::from_puzzle(&other.puzzle(), &table).unwrap_err();
    assert!(
        matches!(refused, nettle::NettleError::OtherTarget { .. }),
        "{refused}"
    );

    let wordle = Wordle::classic();
    let mut puzzle = wordle::daily(&wordle, date).unwrap().puzzle;
    assert!(wordgames_wordle::Game::from_puzzle(&puzzle, (&wordle, Mode::Normal)).is_ok());
    puzzle.word = "crane".into(); // not the word of its answer id
    assert!(wordgames_wordle::Game::from_puzzle(&puzzle, (&wordle, Mode::Normal)).is_err());
    puzzle.answer = u32::MAX;
    assert!(wordgames_wordle::Game::from_puzzle(&puzzle, (&wordle, Mode::Normal)).is_err());

    let blender = word_blender::WordBlenderGenerator::new(english.borrowed()).unwrap();
    let round = word_blender::daily(&english, date).unwrap();
    let start = |round: &word_blender::Round, time| {
        word_blender::Game::from_puzzle(round, (&blender, round_rng(), time))
    };
    assert!(start(&round.puzzle, Duration::from_secs(60)).is_ok());
    assert!(matches!(
        start(&round.puzzle, Duration::ZERO),
        Err(word_blender::WordBlenderError::NoRoundTime { .. })
    ));
    let mut short = round.puzzle.clone();
    short.words.pop(); // a word of its letters left out of the words to find
    assert!(start(&short, Duration::from_secs(60)).is_err());
}

fn round_rng() -> wordgames_puzzles::rng::Pcg32 {
    Origin::Seed(1).rng()
}

/// Winning is `Won` on the trait in every game that can be won by a move.
#[test]
fn winning_moves_end_games_won() {
    let date = "2026-03-14".parse().unwrap();
    let english = Lexicon::english();

    let boxed = letter_boxed::daily(&english, date).unwrap();
    let mut game = letter_boxed::Game::from_puzzle(&boxed.puzzle, &english).unwrap();
    for word in &boxed.puzzle.solution {
        Play::play(&mut game, word.as_str()).unwrap();
    }
    assert_eq!(game.status(), Status::Won);
    let share = game.share("Letter Boxed #73").unwrap();
    assert_eq!(
        share,
        format!(
            "Letter Boxed #73: solved in {0} words (par {0})",
            boxed.puzzle.par
        )
    );
    assert!(
        boxed
            .puzzle
            .solution
            .iter()
            .all(|w| !share.contains(w.as_str()))
    );

    let wordle = Wordle::classic();
    let today = wordle::daily(&wordle, date).unwrap();
    let mut game =
        wordgames_wordle::Game::from_puzzle(&today.puzzle, (&wordle, Mode::Normal)).unwrap();
    Play::play(&mut game, today.puzzle.word.as_str()).unwrap();
    assert_eq!(Play::status(&game), Status::Won);

    let (level, dictionary) = daily_wordseq(&english, date);
    let mut game = wordseq::Game::from_puzzle(&level, &dictionary).unwrap();
    while let Some(mv) = game.hint().unwrap() {
        assert!(Play::answer(&game).is_none());
        Play::play(&mut game, mv).unwrap();
    }
    assert_eq!(Play::status(&game), Status::Won);
    assert_eq!(Play::answer(&game).unwrap().len(), game.turns() as usize);
    assert!(game.score().unwrap().is_perfect());
}

/// An error can be cached: a clone says the same, has the same causes, and shares what it
/// wraps (the JSON parser's error here, an I/O error elsewhere).
#[test]
fn errors_clone_with_their_causes() {
    fn chain(err: &(dyn std::error::Error + 'static)) -> Vec<String> {
        std::iter::successors(Some(err), |e| e.source())
            .map(ToString::to_string)
            .collect()
    }
    let err = wordseq::Level::from_json("{\"grid\": [").unwrap_err();
    let copy = err.clone();
    assert!(
        copy.to_string()
            .starts_with("wordseq level, line 1 column "),
        "{copy}"
    );
    assert_eq!(chain(&copy), chain(&err));
    match (&copy, &err) {
        (
            wordgames_puzzles::Error::Wordseq(wordseq::WordseqError::LevelSyntax {
                error: a, ..
            }),
            wordgames_puzzles::Error::Wordseq(wordseq::WordseqError::LevelSyntax {
                error: b, ..
            }),
        ) => assert!(std::sync::Arc::ptr_eq(a, b)),
        other => panic!("{other:?}"),
    }
    let missing =
        nettle::archive::RouteFile::open("/nonexistent/route", WordNet::bundled().unwrap())
            .unwrap_err();
    let copy = missing.clone();
    assert_eq!(chain(&copy), chain(&missing));
    // Nettle's error (the crate's is transparent), then the I/O error it shares.
    assert_eq!(chain(&copy).len(), 2, "{:?}", chain(&copy));
}

/// What the "Threads" theme of the crate docs (API themes) promises, checked by the compiler.
#[test]
fn puzzles_verdicts_and_errors_cross_threads() {
    fn shared<T: Clone + Send + Sync>() {}
    fn sendable<T: Send + Sync>() {}
    // A tuple is Clone, Send and Sync when each of its types is.
    shared::<(
        letter_boxed::Puzzle,
        word_blender::Round,
        wordseq::Level,
        nettle::NettlePuzzle,
        wordle::WordlePuzzle,
    )>();
    shared::<(
        letter_boxed::Verdict,
        word_blender::Verdict,
        wordseq::Verdict,
        wordgames_wordle::Feedback,
        Status,
    )>();
    shared::<(
        wordgames_puzzles::Error,
        letter_boxed::LetterBoxedError,
        word_blender::WordBlenderError,
        wordseq::WordseqError,
        nettle::NettleError,
        wordgames_wordle::Error,
        wordgames_lexicon::Error,
        wordgames_wordnet::Error,
    )>();
    sendable::<letter_boxed::Game<'static>>();
    sendable::<wordseq::Game<'static>>();
    sendable::<wordgames_wordle::Game<'static>>();
}
