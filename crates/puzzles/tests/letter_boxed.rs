//! Letter Boxed: the shared generator suite, value stability, and properties of the exact solver.

use std::sync::LazyLock;

use rand_core::SeedableRng;
use wordgames_lexicon::Lexicon;
use wordgames_puzzles::play::FromPuzzle;
use wordgames_puzzles::{
    Generator,
    letter_boxed::{
        Board, Game, LetterBoxedError, LetterBoxedGenerator, Par, Puzzle, Solver, Verdict,
        check_solution,
    },
    rng::Pcg32,
};

/// Building the generator indexes the common tier once; the suite shares it.
static GENERATOR: LazyLock<LetterBoxedGenerator<&'static [u8]>> =
    LazyLock::new(|| LetterBoxedGenerator::new(Lexicon::english()).expect("the English lexicon"));

generator_suite!(
    letter_boxed_suite,
    &*GENERATOR,
    16,
    solution_spells_the_board
);

/// A Letter Boxed rule apart from the generator's check: the solution is `par` words of the
/// board's letters, each starting with the last letter of the one before, that use all twelve.
fn solution_spells_the_board(puzzle: &Puzzle) -> Result<(), String> {
    let letters: String = puzzle.board.side_texts().concat();
    let used: std::collections::BTreeSet<char> =
        puzzle.solution.iter().flat_map(|w| w.chars()).collect();
    if puzzle.solution.len() != puzzle.par {
        return Err(format!(
            "{} words, par {}",
            puzzle.solution.len(),
            puzzle.par
        ));
    }
    if let Some(c) = used.iter().find(|&&c| !letters.contains(c)) {
        return Err(format!("{c:?} is not on the board {letters}"));
    }
    if used.len() != 12 || letters.chars().count() != 12 {
        return Err(format!("{} of the board's letters used", used.len()));
    }
    for pair in puzzle.solution.windows(2) {
        if pair[0].chars().last() != pair[1].chars().next() {
            return Err(format!("{} does not follow {}", pair[1], pair[0]));
        }
    }
    Ok(())
}

/// Value stability: the puzzle of seed 2026 is part of the daily-puzzle promise. A change here
/// changes every daily board.
#[test]
fn value_stability() {
    let puzzle = GENERATOR.generate(&mut Pcg32::seed_from_u64(2026)).unwrap();
    assert_eq!(
        (
            puzzle.board.to_string(),
            puzzle.par,
            puzzle.solution.join(" "),
            puzzle.chain.join(" ")
        ),
        (
            "amn irt cop elu".to_string(),
            2,
            "replacement turmoil".to_string(),
            "reaper retain nomenclature".to_string()
        )
    );
}

/// A board built by hand from two English words, BLACKSMITH and HUG (twelve distinct letters,
/// sides chosen so that no two neighbouring letters share one): the solver must find a solution
/// of two words and at most their thirteen letters, and list that pair among the two-word
/// solutions.
#[test]
fn a_board_built_from_two_words_is_solved_in_two() {
    let board: Board = "bak lcs mtu ihg".parse().unwrap();
    let english = Lexicon::english();
    assert!(check_solution(&board, &english, &["blacksmith", "hug"]).is_ok());
    let solver = Solver::new(&board, &english);
    let best = solver.best(6).expect("blacksmith, hug");
    assert_eq!(best.len(), 2);
    assert!(best.letters() <= 13);
    assert!(check_solution(&board, &english, &best.words).is_ok());
    assert!(solver.best(1).is_none());
    let two = solver.two_word_solutions();
    assert_eq!(two[0], best);
    assert!(two.iter().any(|s| s.words == ["blacksmith", "hug"]));
    assert!(two.windows(2).all(|p| p[0].letters() <= p[1].letters()));
}

/// With serde, an English board is its text, a board of another profile carries its language,
/// and deserializing checks it.
#[cfg(feature = "serde")]
#[test]
fn puzzles_round_trip_through_json() {
    let puzzle = GENERATOR.generate(&mut Pcg32::seed_from_u64(2026)).unwrap();
    let text = serde_json::to_string(&puzzle).unwrap();
    assert!(text.contains(r#""board":"amn irt cop elu""#), "{text}");
    assert_eq!(serde_json::from_str::<Puzzle>(&text).unwrap(), puzzle);
    let bad = text.replace("amn irt cop elu", "amn irt cop ela");
    let err = serde_json::from_str::<Puzzle>(&bad)
        .unwrap_err()
        .to_string();
    assert!(err.contains("appears twice"), "{err}");

    // A board of another profile carries its language, and reads back in it.
    let nb = Board::parse_in("bkt læs åre øny", &wordgames_lexicon::profile::NB).unwrap();
    let text = serde_json::to_string(&nb).unwrap();
    assert_eq!(text, r#"{"lang":"nb","sides":"bkt læs åre øny"}"#);
    let back: Board = serde_json::from_str(&text).unwrap();
    assert_eq!(back, nb);
    assert_eq!(back.profile().tag(), "nb");
    // Without `lang` a board is English, as in documents written before boards had one.
    let english: Board = serde_json::from_str(r#"{"sides":"ahk ior dlm cep"}"#).unwrap();
    assert_eq!(english, "ahk ior dlm cep".parse().unwrap());
    // The board is checked in its language, and an unknown language is an error.
    let err = serde_json::from_str::<Board>(r#"{"lang":"en","sides":"bkt læs åre øny"}"#)
        .unwrap_err()
        .to_string();
    assert!(err.contains("'æ'"), "{err}");
    let err = serde_json::from_str::<Board>(r#"{"lang":"xx","sides":"abc def ghi jkl"}"#)
        .unwrap_err()
        .to_string();
    assert!(err.contains("unknown language \"xx\""), "{err}");
}

/// A board whose letters cannot be chained (no word starts or ends right) has no solution, and
/// the solver says so instead of searching forever.
#[test]
fn no_solution_within_the_limit() {
    let lexicon = Lexicon::from_words(["abd", "dag"]).unwrap();
    let board: Board = "abc def ghi jkl".parse().unwrap();
    let solver = Solver::new(&board, &lexicon);
    assert_eq!(solver.words().collect::<Vec<_>>(), ["dag"]); // "abd": a and b share a side
    assert_eq!(solver.best(100), None);
    assert!(solver.two_word_solutions().is_empty());
}

#[test]
fn a_game_rejects_and_undoes() {
    let english = Lexicon::english();
    let board: Board = "ahk ior dlm cep".parse().unwrap();
    let mut game = Game::new(board, &english);
    assert_eq!(game.next_letter(), None);
    assert_eq!(game.play("choli"), Ok(Verdict::Played { left: 7 }));
    // Words the game refuses, each with its error.
    for (word, error) in [
        ("home", "\"home\": the next word must start with 'i'"),
        ("imparkedzz", "\"imparkedzz\": 'z' is not on the board"),
    ] {
        assert_eq!(game.play(word).unwrap_err().to_string(), error, "{word}");
    }
    assert_eq!(
        game.play("Imparked\r\n"),
        Ok(Verdict::Solved {
            words: 2,
            par: Par::Unknown
        })
    );
    assert!(game.is_solved() && game.is_over());
    assert_eq!(
        game.play("drama"),
        Err(LetterBoxedError::GameOver {
            word: "drama".into()
        })
    );
    assert_eq!(game.undo().as_deref(), Some("imparked"));
    assert!(!game.is_over());
    assert_eq!(game.uncovered(), "akrdmep");
}

/// A game of the puzzle of seed 2026 played to the end: a dead end, an undo, then the best
/// solution makes par; a longer one (the chain the board was built from) does not; giving up
/// ends a game for good.
#[test]
fn a_scripted_game_of_a_puzzle() {
    let puzzle = GENERATOR.generate(&mut Pcg32::seed_from_u64(2026)).unwrap();
    let lexicon = GENERATOR.lexicon();
    let mut game = Game::from_puzzle(&puzzle, lexicon).unwrap();
    assert_eq!(game.par(), Some(puzzle.par));
    assert_eq!(
        game.play("man"),
        Err(LetterBoxedError::SameSide {
            word: "man".into(),
            first: 'm',
            second: 'a'
        })
    );
    assert_eq!(
        game.play("qi"),
        Err(LetterBoxedError::TooShort {
            word: "qi".into(),
            len: 2
        })
    );
    let first = &puzzle.solution[0];
    assert!(matches!(game.play(first), Ok(Verdict::Played { .. })));
    assert_eq!(game.undo().as_deref(), Some(first.as_str()));
    assert_eq!(game.undo(), None);
    let mut verdict = None;
    for word in &puzzle.solution {
        verdict = Some(game.play(word).unwrap());
    }
    assert_eq!(
        verdict,
        Some(Verdict::Solved {
            words: puzzle.par,
            par: Par::Made
        })
    );
    // The chain the board was built from solves it too, in three familiar words: over par.
    let mut game = Game::from_puzzle(&puzzle, lexicon).unwrap();
    let verdicts: Vec<Verdict> = puzzle.chain.iter().map(|w| game.play(w).unwrap()).collect();
    assert_eq!(
        verdicts.last(),
        Some(&Verdict::Solved {
            words: 3,
            par: Par::Over { par: 2 }
        })
    );
    // Giving up ends the game: no more words, no undo.
    let mut game = Game::from_puzzle(&puzzle, lexicon).unwrap();
    game.play(first).unwrap();
    game.give_up();
    assert!(game.is_over() && !game.is_solved());
    assert_eq!(game.undo(), None);
    assert!(matches!(
        game.play(&puzzle.solution[1]),
        Err(LetterBoxedError::GameOver { .. })
    ));
}

/// The daily function is the generator with default settings and the day's seed.
#[test]
fn daily_is_the_default_generator_on_the_days_seed() {
    let date = "2026-11-22".parse().unwrap();
    let today = wordgames_puzzles::letter_boxed::daily(&Lexicon::english(), date).unwrap();
    let day =
        wordgames_puzzles::daily::Daily::new(wordgames_puzzles::daily::GameId::LetterBoxed, date)
            .unwrap();
    assert_eq!(today.day, day);
    assert_eq!(today.puzzle, GENERATOR.generate(&mut day.rng()).unwrap());
    assert_eq!(crate::common::public_deal(&*GENERATOR, date), today);
    assert!(
        wordgames_puzzles::letter_boxed::daily(&Lexicon::english(), "2025-12-31".parse().unwrap())
            .is_err()
    );
}

mod properties {
    use super::*;
    use proptest::prelude::*;
    use wordgames_lexicon::Grade;

    /// A word's familiarity as the solver documents it ([`Solver::best`]): its Zipf value in
    /// hundredths where the lexicon carries one, else a stand-in from its grade (the common
    /// tier's boundary is 3.00; each grade more common adds 0.08, each rarer takes 0.04).
    fn familiarity<D: AsRef<[u8]>>(lexicon: &Lexicon<D>, word: &str) -> u16 {
        if let Some(zipf) = lexicon.zipf(word) {
            return zipf.centi();
        }
        let g = i32::from(lexicon.grade(word).unwrap().get());
        let common = i32::from(Grade::COMMON.get());
        let score = if g <= common {
            300 + (common - g) * 8
        } else {
            300 - (g - common) * 4
        };
        score.max(0) as u16
    }

    /// Random boards: twelve distinct letters dealt onto four sides (the exported strategy).
    use wordgames_puzzles::proptest::english_boards as boards;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(24))]

        /// Every best solution uses only board letters, never one side twice in a row, chains, is
        /// made of lexicon words and covers the board; no shorter one exists; and one of two
        /// words is among the two-word solutions.
        #[test]
        fn solutions_follow_the_rules(board in boards()) {
            let english = Lexicon::english();
            let solver = Solver::new(&board, &english);
            let two = solver.two_word_solutions();
            for s in two.iter().take(50) {
                prop_assert!(check_solution(&board, &english, &s.words).is_ok(), "{s}");
            }
            match solver.best(4) {
                Some(best) => {
                    prop_assert!(check_solution(&board, &english, &best.words).is_ok(), "{best}");
                    for word in &best.words {
                        let bytes = word.as_bytes();
                        prop_assert!(bytes.iter().all(|&b| board.side_of(b).is_some()));
                        prop_assert!(bytes.windows(2).all(|p| board.side_of(p[0]) != board.side_of(p[1])));
                    }
                    prop_assert_eq!(solver.best(best.len() - 1), None);
                    prop_assert_eq!(best.len() <= 2, !two.is_empty());
                    if best.len() == 2 {
                        // Brute force over every two-word solution: the most familiar (rarest
                        // word first, then the sum), then the fewest letters, then alphabetical.
                        let key = |s: &wordgames_puzzles::letter_boxed::Solution| {
                            let scores: Vec<u16> =
                                s.words.iter().map(|w| familiarity(&english, w)).collect();
                            let letters: usize = s.words.iter().map(|w| w.chars().count()).sum();
                            let sum: u32 = scores.iter().map(|&x| u32::from(x)).sum();
                            (std::cmp::Reverse(scores.iter().copied().min()), std::cmp::Reverse(sum), letters, s.words.clone())
                        };
                        let expected = two.iter().min_by_key(|s| key(s)).unwrap();
                        prop_assert_eq!(expected, &best);
                    }
                }
                None => prop_assert!(two.is_empty()),
            }
        }

        /// A board prints as text that parses back to the same board.
        #[test]
        fn boards_round_trip_through_text(board in boards()) {
            prop_assert_eq!(board.to_string().parse::<Board>().unwrap(), board);
        }
    }
}

/// The block list: the solver leaves its words out of solutions (the best solution of
/// `abc def ghi jkl` was "dickhead - djebel - leafage" without it), and the generator's check
/// refuses a puzzle that uses one.
#[test]
fn blocked_words_are_never_offered() {
    use wordgames_lexicon::BlockList;
    let board: Board = "abc def ghi jkl".parse().unwrap();
    let english = Lexicon::english();
    let all = Solver::with_block_list(&board, &english, &BlockList::none());
    assert_eq!(
        all.best(3).unwrap().words,
        ["dickhead", "djebel", "leafage"]
    );
    // Without "dickhead" no three words solve it.
    assert_eq!(Solver::new(&board, &english).best(3), None);
    let clean = Solver::new(&board, &english).best(5).unwrap();
    assert!(
        clean
            .words
            .iter()
            .all(|w| !BlockList::english().contains(w)),
        "{clean}"
    );
    assert_eq!(clean.len(), 4);

    let words: Vec<String> = ["dickhead", "djebel", "leafage"].map(String::from).to_vec();
    let bad = Puzzle {
        board,
        par: 3,
        solution: words.clone(),
        chain: words,
        ..GENERATOR.generate(&mut Pcg32::seed_from_u64(1)).unwrap()
    };
    assert_eq!(
        GENERATOR.check(&bad).unwrap_err().to_string(),
        "solution word \"dickhead\" is on the block list"
    );
    let good = GENERATOR.generate(&mut Pcg32::seed_from_u64(2026)).unwrap();
    // With no block list, the same generator settings give the same puzzle for this seed.
    let open = LetterBoxedGenerator::new(Lexicon::english())
        .unwrap()
        .with_block_list(BlockList::none());
    assert_eq!(
        open.generate(&mut Pcg32::seed_from_u64(2026)).unwrap(),
        good
    );
}

/// Any alphabet of up to 64 letters ([`wordgames_lexicon::Profile::MAX_LETTERS`]): random
/// alphabets drawn from four scripts, with letters of one to two bytes, random boards on them and
/// random lexicons of playable and unplayable words. The solver's words and best solution are
/// checked against a brute force that knows only the rules.
mod any_alphabet {
    use super::*;
    use proptest::prelude::*;
    use wordgames_lexicon::{
        BlockList, Profile, ReadOptions,
        proptest::{alphabets, profile_of},
    };
    use wordgames_puzzles::rng::below;

    /// The best solution of at most `k` words by brute force over every chain of the words the
    /// rules allow: fewest words, then fewest letters, then alphabetical.
    fn brute(board: &Board, words: &[String], k: usize) -> Option<Vec<String>> {
        let playable: Vec<(&String, u16)> = words
            .iter()
            .filter_map(|w| board.covers(w).ok().map(|m| (w, m)))
            .collect();
        let full = (1u16 << 12) - 1;
        let mut best: Option<(usize, usize, Vec<String>)> = None;
        let mut stack: Vec<(Vec<usize>, u16)> = (0..playable.len())
            .map(|i| (vec![i], playable[i].1))
            .collect();
        while let Some((path, mask)) = stack.pop() {
            if mask == full {
                let words: Vec<String> = path.iter().map(|&i| playable[i].0.clone()).collect();
                let letters = words.iter().map(|w| w.chars().count()).sum();
                let key = (words.len(), letters, words);
                if best.as_ref().is_none_or(|b| key < *b) {
                    best = Some(key);
                }
                continue;
            }
            if path.len() < k {
                let last = playable[path[path.len() - 1]].0.chars().last();
                for (j, (w, m)) in playable.iter().enumerate() {
                    if w.chars().next() == last {
                        let mut next = path.clone();
                        next.push(j);
                        stack.push((next, mask | m));
                    }
                }
            }
        }
        best.map(|(_, _, words)| words)
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(32))]

        #[test]
        fn boards_and_solutions_in_any_alphabet(
            alphabet in alphabets(12..=Profile::MAX_LETTERS),
            seed in any::<u64>(),
        ) {
            let profile = profile_of(&alphabet);
            let mut sides = [['\0'; 3]; 4];
            for (i, &c) in alphabet.iter().take(12).enumerate() {
                sides[i / 3][i % 3] = c;
            }
            let board = Board::new_in(profile, sides).unwrap();
            prop_assert_eq!(board.letters().to_vec(), alphabet[..12].to_vec());
            prop_assert_eq!(Board::parse_in(&board.to_string(), profile), Ok(board));
            let upper: String = board.to_string().to_uppercase();
            prop_assert_eq!(Board::parse_in(&upper, profile), Ok(board));

            // Words that follow the board's rules, and words of any letters of the alphabet.
            let mut rng = Pcg32::seed_from_u64(seed);
            let mut words = Vec::new();
            for n in 0..40 {
                let len = 2 + below(&mut rng, 6).unwrap();
                let mut word = String::new();
                let mut side = 4;
                for _ in 0..len {
                    if n % 4 == 3 {
                        word.push(alphabet[below(&mut rng, alphabet.len()).unwrap()]);
                    } else {
                        side = if side == 4 { below(&mut rng, 4).unwrap() } else { (side + 1 + below(&mut rng, 3).unwrap()) % 4 };
                        word.push(sides[side][below(&mut rng, 3).unwrap()]);
                    }
                }
                words.push(word);
            }
            words.sort();
            words.dedup();
            let options = ReadOptions::default().with_profile(profile);
            let (lexicon, _) = Lexicon::from_reader(words.join("\n").as_bytes(), "random", options).unwrap();

            let solver = Solver::with_block_list(&board, &lexicon, &BlockList::none());
            let expected: Vec<&String> = words.iter().filter(|w| board.covers(w).is_ok()).collect();
            prop_assert_eq!(solver.words().collect::<Vec<_>>(), expected);
            let best = solver.best(3);
            prop_assert_eq!(best.as_ref().map(|s| s.words.clone()), brute(&board, &words, 3));
            if let Some(best) = best {
                // A game reads the words in capitals, with the profile's case folding.
                let mut game = Game::new(board, &lexicon);
                for word in &best.words {
                    game.play(&word.to_uppercase()).unwrap();
                }
                prop_assert!(game.is_solved());
                prop_assert_eq!(best.letters(), best.words.iter().map(|w| w.chars().count()).sum::<usize>());
            }
        }
    }
}
