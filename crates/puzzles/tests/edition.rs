//! The day's edition: every game's pinned puzzle of a date, and never an answer in it.

use std::sync::LazyLock;

use wordgames_lexicon::Lexicon;
use wordgames_puzzles::{
    Date,
    daily::{EditionGame, GameId, Publisher},
};
use wordgames_wordle::WordList;
use wordgames_wordnet::WordNet;

fn date(text: &str) -> Date {
    text.parse().unwrap()
}

/// The English lexicon and the classic Wordle answers: the sources of an English edition.
static ENGLISH: LazyLock<Lexicon<&'static [u8]>> = LazyLock::new(Lexicon::english);
static ANSWERS: LazyLock<WordList> = LazyLock::new(WordList::classic_answers);

/// A publisher of every game from [`ENGLISH`], [`ANSWERS`] and the bundled WordNet.
fn english_publisher() -> Publisher<'static, &'static [u8]> {
    Publisher::new(&ENGLISH, &ANSWERS, WordNet::bundled().unwrap())
}

#[test]
fn the_edition_of_the_first_day_is_pinned() {
    let publisher = english_publisher();
    let edition = publisher
        .edition(date("2026-01-01"), date("2026-01-01"))
        .unwrap();
    assert_eq!(edition.date, date("2026-01-01"));
    assert_eq!(
        (edition.lexicon.words, edition.lexicon.common),
        (242_844, 39_095)
    );
    let games: Vec<Option<GameId>> = edition
        .games
        .iter()
        .map(|g| GameId::of_key(&g.game))
        .collect();
    assert_eq!(games, GameId::ALL.map(Some));
    assert!(edition.games.iter().all(|g| g.number == 1));
    match &edition.games[0].puzzle {
        EditionGame::LetterBoxed {
            board, sides, par, ..
        } => {
            assert_eq!(board, "dit amp chr elo");
            assert_eq!(sides, &["dit", "amp", "chr", "elo"]);
            assert_eq!(*par, 2);
        }
        other => panic!("{other:?}"),
    }
    match &edition.games[1].puzzle {
        EditionGame::WordBlender { letters, words, .. } => {
            assert_eq!((letters.as_str(), *words), ("ikgnop", 13));
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        edition.games[2].puzzle,
        EditionGame::Wordle {
            word_length: 5,
            guesses: 6,
            ..
        }
    ));
    match &edition.games[3].puzzle {
        EditionGame::Wordseq {
            grid,
            optimum,
            word_length,
            difficulty,
            ..
        } => {
            assert_eq!(grid, &["htmp", "dsal", "oelw"]);
            assert_eq!((*optimum, *word_length, *difficulty), (7, 4, "normal"));
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        edition.games[4].puzzle,
        EditionGame::Nettle { .. }
    ));
    assert!(
        publisher
            .edition(date("2025-12-31"), date("2025-12-31"))
            .is_err()
    );
}

/// A lexicon too small for the board games: each says why in its own entry, and the others
/// stand (Wordle has its own list; two common nouns are enough for Nettle).
#[test]
fn a_game_the_sources_cannot_make_is_an_entry_not_an_error() {
    let tiny = Lexicon::from_words(["cat", "dog"]).unwrap();
    let publisher = Publisher::new(&tiny, &ANSWERS, WordNet::bundled().unwrap());
    assert_eq!(publisher.nettle_targets().map(<[_]>::len), Some(2));
    let edition = publisher
        .edition(date("2026-03-14"), date("2026-03-14"))
        .unwrap();
    for entry in &edition.games {
        match (GameId::of_key(&entry.game).unwrap(), &entry.puzzle) {
            (GameId::Wordle, EditionGame::Wordle { .. }) => {}
            (GameId::Nettle, EditionGame::Nettle { .. }) => {}
            (_, EditionGame::Unavailable { error }) => assert!(!error.is_empty()),
            other => panic!("{other:?}"),
        }
        assert_eq!(entry.number, 73);
    }
}

/// Over several dates, the document holds none of the answers: no Letter Boxed solution word,
/// no Word Blender word, not the Wordle answer, not the Nettle target.
#[cfg(feature = "serde")]
#[test]
fn the_document_never_holds_an_answer() {
    use wordgames_puzzles::{letter_boxed, nettle, word_blender, wordle};
    let wn = WordNet::bundled().unwrap();
    let publisher = english_publisher();
    let targets = publisher.nettle_targets().unwrap();
    for day in ["2026-01-01", "2026-02-14", "2026-11-22", "2027-07-04"] {
        let d = date(day);
        let json = serde_json::to_string(&publisher.edition(d, d).unwrap()).unwrap();
        // The words of the document's values (its keys, such as "par", are no answer).
        fn values(v: &serde_json::Value, out: &mut Vec<String>) {
            match v {
                serde_json::Value::String(s) => out.extend(
                    s.split(|c: char| !c.is_ascii_lowercase())
                        .filter(|w| !w.is_empty())
                        .map(str::to_string),
                ),
                serde_json::Value::Array(a) => a.iter().for_each(|x| values(x, out)),
                serde_json::Value::Object(o) => o.values().for_each(|x| values(x, out)),
                _ => {}
            }
        }
        let mut tokens = Vec::new();
        values(&serde_json::from_str(&json).unwrap(), &mut tokens);
        let mut secrets: Vec<String> = letter_boxed::daily(&ENGLISH, d).unwrap().puzzle.solution;
        secrets.extend(word_blender::daily(&ENGLISH, d).unwrap().puzzle.words);
        secrets.push(wordle::daily_from_answers(&ANSWERS, d).unwrap().puzzle.word);
        secrets.push(nettle::daily(wn, targets, d).unwrap().puzzle.word);
        for secret in secrets {
            assert!(
                !tokens.contains(&secret),
                "{day}: {secret} appears in {json}"
            );
        }
    }
}

/// A game written outside the crate: the number of letters to spell, from the day's seed.
struct SpellIt;

impl wordgames_puzzles::daily::DailyGame for SpellIt {
    fn key(&self) -> wordgames_puzzles::daily::GameKey {
        wordgames_puzzles::daily::GameKey::new("spell-it")
            .unwrap()
            .with_first_day(date("2026-03-01"))
    }
    fn title(&self) -> std::borrow::Cow<'static, str> {
        "Spell It".into()
    }
    fn puzzle(
        &self,
        day: &wordgames_puzzles::daily::Daily,
    ) -> Result<wordgames_puzzles::daily::PuzzleFields, Box<dyn std::error::Error + Send + Sync>>
    {
        if day.number > 1000 {
            return Err("no puzzles after #1000".into());
        }
        let mut fields = wordgames_puzzles::daily::PuzzleFields::new();
        fields.insert("letters".into(), (day.seed % 5 + 4).into());
        Ok(fields)
    }
}

/// A caller's game sits after the five with its own number and the recipe's seed; the five
/// are the same puzzles as without it.
#[test]
fn a_callers_game_joins_the_edition() {
    use wordgames_puzzles::daily::{Daily, GameKey};
    let plain = english_publisher();
    let publisher = english_publisher().with_game(SpellIt).unwrap();
    let d = date("2026-03-14");
    let edition = publisher.edition(d, d).unwrap();
    assert_eq!(edition.games.len(), 6);
    assert_eq!(edition.games[..5], plain.edition(d, d).unwrap().games[..]);
    let mine = &edition.games[5];
    assert_eq!((mine.game.as_str(), mine.number), ("spell-it", 14));
    assert_eq!(mine.title, "Spell It");
    let key = GameKey::new("spell-it").unwrap();
    let seed = Daily::new(&key, d).unwrap().seed;
    let EditionGame::Other {
        seed: shown,
        fields,
    } = &mine.puzzle
    else {
        panic!("{mine:?}")
    };
    assert_eq!(*shown, Some(seed));
    assert_eq!(fields["letters"], seed % 5 + 4);
    // Before the game's first day its entry is unavailable, with its key and the reason, and
    // the five stay; its own errors are its entry's.
    let early = date("2026-02-28");
    let edition = publisher.edition(early, early).unwrap();
    assert_eq!(
        edition.games[..5],
        plain.edition(early, early).unwrap().games[..]
    );
    let mine = &edition.games[5];
    assert_eq!((mine.game.as_str(), mine.number), ("spell-it", 0));
    assert!(
        matches!(&mine.puzzle, EditionGame::Unavailable { error }
            if error.contains("spell-it") && error.contains("2026-03-01") && error.contains("first daily puzzle")),
        "{mine:?}"
    );
    let late = date("2028-12-01");
    let edition = publisher.edition(late, late).unwrap();
    assert!(
        matches!(&edition.games[5].puzzle, EditionGame::Unavailable { error } if error.contains("#1000"))
    );
}

/// A game's key is its own: a caller's game with a built-in game's key, or with the key of a
/// game added before, is refused at `with_game`, saying which key.
#[test]
fn a_duplicate_key_is_refused() {
    use wordgames_puzzles::{
        Error,
        daily::{DailyGame, GameKey},
    };
    struct Named(&'static str);
    impl DailyGame for Named {
        fn key(&self) -> GameKey {
            GameKey::new(self.0).unwrap()
        }
        fn title(&self) -> std::borrow::Cow<'static, str> {
            self.0.into()
        }
        fn puzzle(
            &self,
            _: &wordgames_puzzles::daily::Daily,
        ) -> Result<wordgames_puzzles::daily::PuzzleFields, Box<dyn std::error::Error + Send + Sync>>
        {
            Ok(Default::default())
        }
    }
    let publisher = || Publisher::without_nettle(&ENGLISH, &ANSWERS);
    for builtin in ["letter-boxed", "wordle", "nettle", "wordseq", "blender"] {
        let Err(error) = publisher().with_game(Named(builtin)) else {
            panic!("{builtin} accepted twice")
        };
        assert!(
            matches!(&error, Error::InvalidParameter { value, .. } if value == builtin),
            "{error}"
        );
        assert!(error.to_string().contains("built-in"), "{error}");
    }
    let twice = publisher()
        .with_game(Named("spell-it"))
        .unwrap()
        .with_game(SpellIt);
    let Err(error) = twice else {
        panic!("spell-it accepted twice")
    };
    assert!(error.to_string().contains("already"), "{error}");
    let two = publisher()
        .with_game(Named("spell-it"))
        .unwrap()
        .with_game(Named("spell-that"))
        .unwrap();
    let d = date("2026-03-14");
    assert_eq!(two.edition(d, d).unwrap().games.len(), 6);
}

/// No seed for a date after "today", nor in a private calendar's edition; the private puzzles
/// are other puzzles, and the public ones do not move.
#[test]
fn seeds_are_published_only_for_a_public_date_that_has_begun() {
    use wordgames_puzzles::daily::Calendar;
    let public = english_publisher();
    let d = date("2026-01-01");
    let seeds = |edition: &wordgames_puzzles::daily::Edition| -> Vec<Option<u64>> {
        edition
            .games
            .iter()
            .map(|g| match g.puzzle {
                EditionGame::LetterBoxed { seed, .. }
                | EditionGame::WordBlender { seed, .. }
                | EditionGame::Wordle { seed, .. }
                | EditionGame::Wordseq { seed, .. }
                | EditionGame::Other { seed, .. } => seed,
                _ => None,
            })
            .collect()
    };
    let begun = public.edition(d, d).unwrap();
    assert_eq!(seeds(&begun).iter().flatten().count(), 4);
    let early = public.edition(d, date("2025-12-31")).unwrap();
    assert!(seeds(&early).iter().all(Option::is_none));
    // Only the seeds differ.
    let strip = |e: &wordgames_puzzles::daily::Edition| format!("{:?}", e).replace("Some(", "(");
    assert_eq!(early.games.len(), begun.games.len());
    assert_ne!(strip(&early), strip(&begun));

    let calendar = Calendar::private(b"a publisher's own secret").unwrap();
    let private = english_publisher().with_calendar(calendar);
    let edition = private.edition(d, d).unwrap();
    assert!(seeds(&edition).iter().all(Option::is_none));
    let EditionGame::LetterBoxed { board, .. } = &edition.games[0].puzzle else {
        panic!()
    };
    assert_ne!(board, "dit amp chr elo");
    let EditionGame::LetterBoxed { board, .. } = &public.edition(d, d).unwrap().games[0].puzzle
    else {
        panic!()
    };
    assert_eq!(board, "dit amp chr elo");
}

/// A publisher without WordNet (a page's, through the WebAssembly package) gives the same
/// entries as the full one for the four other games, leaves Nettle out of its editions and
/// refuses a Nettle entry with the reason.
#[test]
fn a_publisher_without_nettle_gives_the_same_four_entries() {
    let full = english_publisher();
    let four = Publisher::without_nettle(&ENGLISH, &ANSWERS);
    for (day, today) in [("2026-01-01", "2026-01-01"), ("2026-11-27", "2026-11-26")] {
        let (day, today) = (date(day), date(today));
        let whole = full.edition(day, today).unwrap();
        let part = four.edition(day, today).unwrap();
        assert_eq!((part.date, part.lexicon), (whole.date, whole.lexicon));
        assert_eq!(part.games.len(), 4);
        assert_eq!(part.games, whole.games[..4], "{day}");
        for entry in &part.games {
            let game = GameId::of_key(&entry.game).unwrap();
            let one = four.entry(game, day, today).unwrap();
            assert_eq!(one, *entry);
        }
        let nettle = four.entry(GameId::Nettle, day, today).unwrap_err();
        assert!(nettle.to_string().contains("WordNet"), "{nettle}");
    }
}

/// In another profile the edition deals wordseq in its letters: the level of
/// `WordseqGenerator::new_in` dealing the date, which `Publisher::with_wordnet` leaves alone while Nettle's
/// targets stay the embedded English lexicon's; and Wordle's answers are the list's
/// (`wordle::for_language`).
#[test]
fn a_bokmal_edition_deals_wordseq_in_its_letters() {
    use wordgames_lexicon::{ReadOptions, profile::NB};
    use wordgames_puzzles::{wordle, wordseq};

    let list = wordgames_test_support::bokmal_lines();
    let (bokmal, _) =
        Lexicon::from_reader(list.as_bytes(), "nb", ReadOptions::for_profile(&NB)).unwrap();
    let wordnet = WordNet::bundled().unwrap();
    let answers = wordle::for_language(&bokmal, &NB)
        .unwrap()
        .answers()
        .clone();
    assert!(answers.iter().all(|w| w.chars().count() == 5));
    let publisher = Publisher::without_nettle(&bokmal, &answers)
        .with_profile(&NB)
        .with_wordnet(wordnet);
    let in_english = english_publisher();
    assert_eq!(publisher.nettle_targets(), in_english.nettle_targets());
    let day = date("2026-01-01");
    let edition = publisher.edition(day, day).unwrap();
    let generator = wordseq::WordseqGenerator::new_in(&bokmal, &NB).unwrap();
    let level = crate::common::public_deal(&generator, day).puzzle;
    match &edition.games[3].puzzle {
        EditionGame::Wordseq {
            grid,
            word_length,
            optimum,
            ..
        } => {
            assert_eq!(grid, &level.initial_grid().to_rows());
            assert_eq!((*word_length, *optimum), (4, level.optimum()));
            assert!(grid.concat().chars().all(|c| NB.alphabet().contains(c)));
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        edition.games[4].puzzle,
        EditionGame::Nettle { .. }
    ));
    // In English, the profile's generator deals the pinned level.
    let pinned = wordseq::daily(&ENGLISH, day).unwrap();
    let english_profile = wordgames_lexicon::Profile::english();
    let generator = wordseq::WordseqGenerator::new_in(&ENGLISH, english_profile).unwrap();
    let same = crate::common::public_deal(&generator, day);
    assert_eq!(same.day, pinned.day);
    assert_eq!(same.puzzle.to_json(), pinned.puzzle.to_json());
}

/// Each game's difficulty in the edition is the one its game's library gives for the day's
/// puzzle: Letter Boxed's and Word Blender's rarest word, the Wordle answer's frequency and
/// the entropy strategy's guesses, wordseq's rarest word of the best game, Nettle's target frequency.
#[test]
fn the_edition_carries_each_games_difficulty() {
    use wordgames_puzzles::{letter_boxed, nettle, word_blender, wordle, wordseq};
    let wn = WordNet::bundled().unwrap();
    let publisher = english_publisher();
    let targets = nettle::targets(wn, &ENGLISH).unwrap();
    let classic = wordgames_wordle::Wordle::classic_lazy();
    for day in ["2026-02-03", "2026-09-17"] {
        let day = date(day);
        let edition = publisher.edition(day, day).unwrap();
        for entry in &edition.games {
            match &entry.puzzle {
                EditionGame::LetterBoxed { rarest, .. } => {
                    let puzzle = letter_boxed::daily(&ENGLISH, day).unwrap().puzzle;
                    assert_eq!(*rarest, puzzle.difficulty.rarest);
                }
                EditionGame::WordBlender { rarest, .. } => {
                    let round = word_blender::daily(&ENGLISH, day).unwrap().puzzle;
                    assert_eq!(
                        *rarest,
                        word_blender::round_difficulty(&ENGLISH, &round).rarest
                    );
                }
                EditionGame::Wordle {
                    answer_zipf,
                    entropy_guesses,
                    ..
                } => {
                    let answer = wordle::daily_from_answers(&ANSWERS, day)
                        .unwrap()
                        .puzzle
                        .word;
                    assert_eq!(*answer_zipf, wordle::difficulty(&ENGLISH, &answer).answer);
                    let played = wordle::difficulty_in(&classic, &ENGLISH, &answer).unwrap();
                    assert_eq!(*entropy_guesses, played.guesses);
                }
                EditionGame::Wordseq {
                    rarest, optimum, ..
                } => {
                    let level = wordseq::daily(&ENGLISH, day).unwrap().puzzle;
                    let difficulty = wordseq::level_difficulty(&ENGLISH, &level);
                    assert_eq!((*rarest, *optimum), (difficulty.rarest, difficulty.optimum));
                    assert!(*rarest > wordgames_lexicon::Zipf::ZERO);
                }
                EditionGame::Nettle { target_zipf } => {
                    let target = nettle::daily(wn, &targets, day).unwrap().puzzle.word;
                    assert_eq!(*target_zipf, nettle::target_frequency(&ENGLISH, &target).0);
                    assert!(*target_zipf > wordgames_lexicon::Zipf::ZERO);
                }
                other => panic!("{other:?}"),
            }
        }
    }
}
