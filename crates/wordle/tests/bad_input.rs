//! Bad input for every public entry point of `wordgames-wordle`: each case gets an error whose text
//! is pinned here. Impossible searches end with an error that names what ran out, quickly. The
//! table in `docs/RELIABILITY.md` names these tests.

use crate::wordle_of;
use wordgames_wordle::{
    Exact, Feedback, Mode, Search, SearchOptions, WordList, Wordle, simulate, solve_with_first,
};
use wordgames_wordle::{FromPuzzle as _, Play as _};

fn list_err(text: &str) -> String {
    WordList::parse(text).unwrap_err().to_string()
}

fn feedback_err(text: &str) -> String {
    text.parse::<Feedback>().unwrap_err().to_string()
}

#[test]
fn empty_lists() {
    assert_eq!(list_err(""), "the word list holds no word");
    assert_eq!(list_err(" \n\t\n"), "the word list holds no word");
    assert_eq!(
        WordList::new([""; 0]).unwrap_err().to_string(),
        "the word list holds no word"
    );
}

#[test]
fn crlf_and_mixed_case_lists() {
    let list = WordList::parse("Crane\r\nSLATE\r\n\r\n").unwrap();
    assert_eq!(list.iter().collect::<Vec<_>>(), ["crane", "slate"]);
}

#[test]
fn duplicate_words() {
    assert_eq!(
        list_err("crane\nslate\nCRANE\n"),
        "line 3: \"crane\" appears twice (first on line 1)"
    );
}

#[test]
fn non_ascii_letters() {
    assert_eq!(
        list_err("crane\ncaf\u{e9}s\n"),
        "line 2: \"caf\u{e9}s\" is not a word of ASCII letters a-z"
    );
    assert_eq!(
        list_err("don't\n"),
        "line 1: \"don't\" is not a word of ASCII letters a-z"
    );
}

#[test]
fn mixed_word_lengths() {
    assert_eq!(
        list_err("crane\ncrate\nslates\n"),
        "line 3: \"slates\" has 6 letters, expected 5"
    );
    // Lists of different lengths cannot make a game.
    let answers = WordList::parse("crane\nslate").unwrap();
    let guesses = WordList::parse("cranes\nslates").unwrap();
    assert_eq!(
        Wordle::new(answers, guesses).unwrap_err().to_string(),
        "the answers have 5 letters but the guesses have 6"
    );
    assert_eq!(
        Feedback::score("crane", "slates").unwrap_err().to_string(),
        "line 1: \"slates\" has 6 letters, expected 5"
    );
}

#[test]
fn word_lengths_zero_and_thirty() {
    let thirty = "a".repeat(30);
    assert_eq!(
        list_err(&thirty),
        "words of 30 letters are not supported (1 to 10)"
    );
    assert_eq!(
        Feedback::score("", "").unwrap_err().to_string(),
        "line 1: \"\" is not a word of ASCII letters a-z"
    );
    assert_eq!(
        Feedback::from_code(0, 0).unwrap_err().to_string(),
        "words of 0 letters are not supported (1 to 10)"
    );
    assert_eq!(
        Feedback::from_code(0, 30).unwrap_err().to_string(),
        "words of 30 letters are not supported (1 to 10)"
    );
}

#[test]
fn huge_lists() {
    // A 1 MiB line, and 100,000 five-letter words (all kept).
    assert_eq!(
        list_err(&"b".repeat(1 << 20)),
        "words of 1048576 letters are not supported (1 to 10)"
    );
    let words: Vec<String> = (0..100_000u32)
        .map(|i| {
            (0..5)
                .map(|k| char::from(b'a' + (i / 26u32.pow(k) % 26) as u8))
                .collect()
        })
        .collect();
    assert_eq!(WordList::parse(&words.join("\n")).unwrap().len(), 100_000);
}

#[test]
fn bad_feedback_strings() {
    assert_eq!(
        feedback_err(""),
        "\"\" is not a feedback: a feedback has from 1 to 10 marks"
    );
    assert_eq!(
        feedback_err(&"g".repeat(30)),
        format!(
            "{:?} is not a feedback: a feedback has from 1 to 10 marks",
            "g".repeat(30)
        )
    );
    assert_eq!(
        feedback_err("gyz.."),
        "\"gyz..\" is not a feedback: use g (green), y (yellow) and . (grey), one per letter (or 2, 1, 0, or 🟩 🟨 ⬛)"
    );
    assert_eq!(
        feedback_err("gy..\u{e9}"),
        "\"gy..\u{e9}\" is not a feedback: use g (green), y (yellow) and . (grey), one per letter (or 2, 1, 0, or 🟩 🟨 ⬛)"
    );
    // Only the documented marks: a stray x, b, - or _ is a typo, not a grey mark.
    for typo in ["crxx.", "bb..g", "--y.g", "__y.g"] {
        assert!(feedback_err(typo).contains("is not a feedback"), "{typo}");
    }
    assert_eq!("21.0🟩".parse::<Feedback>().unwrap().to_string(), "gy..g");
    // Mixed case and CRLF around it are fine.
    assert_eq!(
        "GY..g\r\n".parse::<Feedback>().unwrap().to_string(),
        "gy..g"
    );
}

#[test]
fn plays_that_break_the_game() {
    let wordle = wordle_of("crane\nslate\ntrace", "crane\nslate\ntrace\nzzzzz");
    let mut state = wordle.start(Mode::Normal);
    assert_eq!(
        state.play(&wordle, "qqqqq", "....."),
        Err(wordgames_wordle::Error::UnknownWord {
            value: "qqqqq".into(),
            list: "guesses"
        })
    );
    for (guess, feedback, refused) in [
        ("qqqqq", ".....", "\"qqqqq\" is not in the guesses list"),
        (
            "crane",
            "gggg",
            "feedback \"gggg\" has 4 marks, the words have 5 letters",
        ),
        // A feedback that no answer fits is refused at its turn.
        (
            "zzzzz",
            "ggggg",
            "turn 1: no answer still possible gives ggggg to \"zzzzz\" (3 were possible before it); check the marks",
        ),
    ] {
        let err = state.play(&wordle, guess, feedback).unwrap_err();
        assert_eq!(err.to_string(), refused, "{guess} {feedback}");
        // Refused plays leave the state as it was.
        assert_eq!(state.candidates().len(), 3, "{guess} {feedback}");
    }
    assert!(wordgames_wordle::rank_guesses(&wordle, &state, false, None).is_ok());
    let mut hard = wordle.start(Mode::Hard);
    // CRANE against TRACE: the C elsewhere, R and A in place, N absent, E in place.
    hard.play(&wordle, "crane", "ygg.g").unwrap();
    assert_eq!(
        hard.play(&wordle, "zzzzz", ".....")
            .unwrap_err()
            .to_string(),
        "hard mode: \"zzzzz\" must have 'r' in position 2"
    );
}

/// A game refuses, with a typed error and without counting it, every guess that cannot be
/// played: another length, a word not in the list, a hard-mode violation, a guess after the end.
#[test]
fn a_game_refuses_guesses_that_cannot_be_played() {
    use wordgames_wordle::{Error, Game, HardHint, Status};
    let wordle = wordle_of("crane\nslate\nnerds", "zzzzz");
    let puzzle = wordle.puzzle(wordle.answer_id("nerds").unwrap()).unwrap();
    let mut game = Game::from_puzzle(&puzzle, (&wordle, Mode::Hard))
        .unwrap()
        .with_max_guesses(2)
        .unwrap();
    for (guess, refused) in [
        ("cranes", "\"cranes\" is not a 5-letter word"),
        ("cr\u{e9}ne", "\"cr\u{e9}ne\" is not in the word list"),
        ("qqqqq", "\"qqqqq\" is not in the word list"),
    ] {
        assert_eq!(
            game.play(guess).unwrap_err().to_string(),
            refused,
            "{guess}"
        );
    }
    assert_eq!(game.play("CRANE\r\n").unwrap().to_string(), ".y.yy");
    let err = game.play("zzzzz").unwrap_err();
    assert_eq!(err.to_string(), "hard mode: \"zzzzz\" must contain 'e'");
    assert!(matches!(
        err,
        Error::HardMode {
            hint: HardHint::Contains {
                letter: 'e',
                count: 1
            },
            ..
        }
    ));
    assert_eq!(game.turns().len(), 1);
    game.play("nerds").unwrap();
    assert_eq!(game.status(), Status::Won);
    assert_eq!(
        game.play("slate").unwrap_err().to_string(),
        "the game is over after 2 guesses"
    );
}

#[test]
fn impossible_searches_name_what_ran_out() {
    let wordle = wordle_of(
        "bake\ncake\nfake\nlake\nmake\nrake\ntake\nwake",
        "bclm\nrtwf",
    );
    let start = wordle.start(Mode::Normal);
    let tiny = SearchOptions::default().with_budget(1);
    let out_of_budget = "the search visited its budget of 1 positions without finishing (raise the budget, or fix the first guess)";
    for (opts, err) in [
        // Two guesses cannot tell eight answers apart.
        (
            SearchOptions::default().with_max_guesses(2),
            "no strategy solves every answer within 2 guesses",
        ),
        // A budget of 1 position is not enough for the exact search.
        (tiny, out_of_budget),
        (
            SearchOptions::default().with_width(Some(0)),
            "invalid parameter width: at least one guess must be tried in each position",
        ),
        (
            SearchOptions::default().with_max_guesses(0),
            "invalid parameter max_guesses: at least one guess is needed",
        ),
    ] {
        assert_eq!(
            Search::new(opts)
                .value(&wordle, &start)
                .unwrap_err()
                .to_string(),
            err,
            "{opts:?}"
        );
    }
    assert_eq!(
        simulate(&wordle, &mut Exact::with_options(tiny), Mode::Normal)
            .unwrap_err()
            .to_string(),
        out_of_budget
    );
    // The parallel search from a first guess shares its budget between the parts.
    let sixty = Wordle::new(
        WordList::new(WordList::classic_answers().iter().step_by(38)).unwrap(),
        WordList::parse("salet").unwrap(),
    )
    .unwrap();
    let first = sixty.guess_id("salet").unwrap();
    assert_eq!(
        solve_with_first(&sixty, Mode::Normal, first, tiny)
            .unwrap_err()
            .to_string(),
        out_of_budget
    );
    assert_eq!(
        solve_with_first(&wordle, Mode::Normal, 99, SearchOptions::default())
            .unwrap_err()
            .to_string(),
        "\"99\" is not in the guesses list"
    );
}

/// `WordList::from_reader` reads a bounded line at a time: an endless line is an error at once,
/// a byte-order mark is dropped, a line that is not UTF-8 is named, and an error quotes at most
/// 40 characters of the offending text with its length.
#[test]
fn lists_from_a_reader_are_bounded() {
    let endless = std::io::BufReader::new(std::io::repeat(b'a'));
    assert_eq!(
        WordList::from_reader(endless).unwrap_err().to_string(),
        "line 1: the line is longer than 256 bytes (a word list holds one word a line)"
    );
    let list = WordList::from_reader(&b"\xEF\xBB\xBFCrane\r\n\r\nslate"[..]).unwrap();
    assert_eq!((list.len(), list.get(0)), (2, Some("crane")));
    assert_eq!(
        WordList::from_reader(&b"crane\nsl\xffte\n"[..])
            .unwrap_err()
            .to_string(),
        "line 2: the line is not valid UTF-8"
    );
    // A line of exactly the bound is read (and refused as a word, quoted short).
    let line = "é".repeat(128);
    assert_eq!(
        WordList::from_reader(line.as_bytes())
            .unwrap_err()
            .to_string(),
        format!(
            "line 1: {:?}… (256 bytes) is not a word of ASCII letters a-z",
            "é".repeat(40)
        )
    );
    // The same words as `parse`, line numbers and all.
    let text = "crane\nslate\n\nCRANE\n";
    assert_eq!(
        WordList::from_reader(text.as_bytes()).unwrap_err(),
        WordList::parse(text).unwrap_err()
    );
}

/// A list where each guess removes one answer: the simulation stops a branch at 20 guesses and
/// says so, with the answers left (it used to say "made no progress").
#[test]
fn a_branch_too_long_names_its_limit_and_the_answers_left() {
    let letters: Vec<String> = ('a'..='z').map(String::from).collect();
    let list = WordList::new(&letters).unwrap();
    let wordle = Wordle::new(list.clone(), list).unwrap();
    let mut strategy = wordgames_wordle::Entropy::new();
    let err = simulate(&wordle, &mut strategy, Mode::Normal).unwrap_err();
    assert_eq!(
        err.to_string(),
        "the strategy entropy played 20 guesses on one branch and 6 answers were still possible (a simulation stops a branch at 20 guesses)"
    );
}

/// A feedback that no candidate can give is refused at its turn, naming the turn, the guess
/// and the feedback, and the state stays as it was (so the next `choose` still works).
#[test]
fn impossible_feedback_is_refused_at_its_turn() {
    use wordgames_wordle::{Entropy, Error, Strategy};
    let wordle = Wordle::classic();
    let mut state = wordle.start(Mode::Normal);
    state.play(&wordle, "salet", "....g").unwrap();
    let before = state.candidates().len();
    assert!(before > 1);
    // After SALET ....g no answer starts with the S of "slate"'s first letter in place.
    let err = state.play(&wordle, "slant", "g....").unwrap_err();
    assert_eq!(
        err,
        Error::ImpossibleFeedback {
            turn: 2,
            guess: "slant".to_string(),
            feedback: "g....".to_string(),
            candidates: before,
        }
    );
    assert!(
        err.to_string()
            .starts_with("turn 2: no answer still possible gives g.... to \"slant\""),
        "{err}"
    );
    assert_eq!(state.candidates().len(), before);
    assert_eq!(state.history().len(), 1);
    assert!(Entropy::new().choose(&wordle, &state).is_ok());

    // After a win, only the winning feedback of the answer itself is possible.
    let mut won = wordle.start(Mode::Normal);
    won.play(&wordle, "cigar", "ggggg").unwrap();
    assert!(won.is_won());
    let err = won.play(&wordle, "crane", "ggggg").unwrap_err();
    assert!(
        matches!(err, Error::ImpossibleFeedback { turn: 2, .. }),
        "{err}"
    );
    assert_eq!(won.candidates().len(), 1);
}

/// The feedback table's size is checked with checked arithmetic before allocating: counts
/// whose product overflows, or whose table is over `MAX_TABLE_BYTES`, are a typed error.
#[test]
fn table_sizes_that_overflow_or_exceed_the_limit_are_errors() {
    use wordgames_wordle::{Error, FeedbackTable, MAX_TABLE_BYTES};
    let too_large = |answers, guesses, word_len| {
        matches!(
            FeedbackTable::bytes_for(answers, guesses, word_len),
            Err(Error::TableTooLarge { answers: a, guesses: g, max })
                if (a, g, max) == (answers, guesses, MAX_TABLE_BYTES)
        )
    };
    // Products that overflow a usize.
    assert!(too_large(usize::MAX, 2, 5));
    assert!(too_large(1 << (usize::BITS / 2), 1 << (usize::BITS / 2), 5));
    // A product that fits, but not once doubled for the second layout.
    assert!(too_large(usize::MAX / 2 + 1, 1, 5));
    // 300,000 × 300,000 five-letter words: 180 GB.
    assert!(too_large(300_000, 300_000, 5));
    // Just over and just at the limit; wide codes take twice as much.
    assert!(too_large(MAX_TABLE_BYTES / 2 + 1, 1, 5));
    assert_eq!(
        FeedbackTable::bytes_for(MAX_TABLE_BYTES / 2, 1, 5).unwrap(),
        MAX_TABLE_BYTES
    );
    assert!(too_large(MAX_TABLE_BYTES / 2, 1, 6));
}

/// Lists whose feedback table would be over `MAX_TABLE_BYTES` (30,000 × 30,000 five-letter
/// words, 1.8 GB) are refused when the game is made, even a game that builds its table only
/// when needed, so that no later call can try to allocate it.
#[test]
fn lists_whose_table_is_over_the_limit_are_refused() {
    let words: Vec<String> = (0..30_000u32)
        .map(|mut i| {
            (0..5)
                .map(|_| {
                    let c = char::from(b'a' + (i % 26) as u8);
                    i /= 26;
                    c
                })
                .collect()
        })
        .collect();
    let list = WordList::new(&words).unwrap();
    let err = Wordle::lazy(list.clone(), list).unwrap_err();
    assert_eq!(
        err.to_string(),
        format!(
            "30000 answers × 30000 guesses: the feedback table would take more than \
             MAX_TABLE_BYTES ({} bytes); use shorter lists",
            wordgames_wordle::MAX_TABLE_BYTES
        )
    );
}
