//! Bad input for every public entry point of `wordgames-puzzles` (Letter Boxed, Word Blender, wordseq,
//! dates): each case gets an error whose text is pinned here; impossible generator parameters
//! end, quickly, with an error that names the budget that ran out or the parameter that is
//! wrong. The table in `docs/RELIABILITY.md` names these tests.

use rand_core::SeedableRng;
use wordgames_lexicon::{BlockList, Lexicon};
use wordgames_puzzles::{
    Budget, Date, Generator,
    daily::{Daily, GameId},
    letter_boxed::{Board, LetterBoxedGenerator, Solver, check_solution},
    rng::Pcg32,
    word_blender::WordBlenderGenerator,
    wordseq::{Dictionary, Grid, Level, TreeShape, WordseqGenerator},
};
use wordgames_test_support::Check;

fn board_err(text: &str) -> String {
    text.parse::<Board>().unwrap_err().to_string()
}

#[test]
fn letter_boxed_boards() {
    let mut c = Check::default();
    c.eq(
        board_err(""),
        "letter boxed board \"\": expected 4 sides of 3 letters such as \"abc def ghi jkl\", found 0 sides",
    );
    c.eq(
        board_err("abc def ghi jka"),
        "letter boxed board \"abc def ghi jka\": the letter 'a' appears twice (on sides 1 and 4)",
    );
    c.eq(
        board_err("aab def ghi jkl"),
        "letter boxed board \"aab def ghi jkl\": the letter 'a' appears twice (on side 1)",
    );
    c.eq(
        board_err("ab\u{e9} def ghi jkl"),
        "letter boxed board \"ab\u{e9} def ghi jkl\": '\u{e9}' is not a letter a-z",
    );
    c.eq(
        board_err(&"a".repeat(30)),
        &format!(
            "letter boxed board \"{}\": expected 4 sides of 3 letters such as \"abc def ghi jkl\", found 1 side",
            "a".repeat(30)
        ),
    );
    c.eq(
        board_err("abcd efg hij klm"),
        "letter boxed board \"abcd efg hij klm\": side 1 (\"abcd\") has 4 letters, not 3",
    );
    c.eq(
        board_err("abc de ghi jkl"),
        "letter boxed board \"abc de ghi jkl\": side 2 (\"de\") has 2 letters, not 3",
    );
    c.eq(
        Board::new([*b"ab1", *b"def", *b"ghi", *b"jkl"]).unwrap_err(),
        "letter boxed board \"ab1 def ghi jkl\": '1' is not a letter a-z",
    );
    // Mixed case and CRLF are fine.
    c.eq(
        "ABC def GhI jkl\r\n".parse::<Board>().unwrap(),
        "abc def ghi jkl",
    );
    c.done();
}

/// The Letter Boxed board of the cases below and its word list: "quirk", "kelps" and "spawn"
/// solve it.
fn quirk_board() -> (Lexicon, Board) {
    let lexicon = Lexicon::from_words(["quirk", "kelps", "spawn", "quip"]).unwrap();
    (lexicon, "qie url kpw san".parse().unwrap())
}

#[test]
fn letter_boxed_solutions_and_plays() {
    let mut c = Check::default();
    let (lexicon, board) = quirk_board();
    c.eq(
        check_solution(&board, &lexicon, &["quirk", "quip"]).unwrap_err(),
        "\"quip\": the next word must start with 'k'",
    );
    c.eq(
        check_solution(&board, &lexicon, &["zebra"]).unwrap_err(),
        "\"zebra\": 'z' is not on the board",
    );
    c.eq(
        check_solution(&board, &lexicon, &[""]).unwrap_err(),
        "\"\": words have at least 3 letters, this one has 0",
    );
    c.eq(
        check_solution(&board, &lexicon, &["q\u{fc}irk"]).unwrap_err(),
        "\"q\u{fc}irk\": '\u{fc}' is not on the board",
    );
    // Mixed case is fine.
    assert_eq!(
        check_solution(&board, &lexicon, &["QUIRK", "Kelps", "spawn"]),
        Ok(())
    );
    c.eq(
        check_solution(&board, &lexicon, &["quirk", "kelps"]).unwrap_err(),
        "letters left: wan",
    );
    c.done();
}

/// A board with no solution within the word limit: the exact solver answers `None` after at
/// most 4096 x 12 states (the search is exhaustive, so no budget is involved), and a board that
/// no word covers at all has no solution of any length.
#[test]
fn letter_boxed_boards_without_solutions() {
    let english = Lexicon::english();
    let board: Board = "bak lcs mtu ihg".parse().unwrap();
    let solver = Solver::new(&board, &english);
    assert!(solver.best(1).is_none());
    assert!(solver.best(0).is_none());
    assert!(solver.best(2).is_some());
    // No English word is playable on a board of rare letters.
    let board: Board = "qxj zvk wfy bpm".parse().unwrap();
    let solver = Solver::new(&board, &english);
    assert!(
        solver.best(30).is_none(),
        "{:?}",
        solver.words().collect::<Vec<_>>()
    );
}

#[test]
fn letter_boxed_generator_parameters() {
    let mut c = Check::default();
    let none = Lexicon::from_words(["aa", "bb"]).unwrap();
    c.eq(
        LetterBoxedGenerator::new(none).unwrap_err(),
        "the lexicon has no familiar words of three or more letters that fit a letter boxed board",
    );
    let few = || Lexicon::from_words(["cat", "tab", "bat", "tic", "cab"]).unwrap();
    for max_words in [0, 1, 7, 30] {
        c.eq(
            LetterBoxedGenerator::new(few())
                .unwrap()
                .with_max_words(max_words)
                .unwrap_err(),
            &format!(
                "parameter max_words = {max_words}: a board is built from a chain of 2 to 6 words"
            ),
        );
    }
    // Five short words can never fill twelve letters: the attempt budget runs out.
    let generator = LetterBoxedGenerator::new(few())
        .unwrap()
        .with_budget(Budget::new(200, 1_000));
    c.eq(
        generator
            .generate(&mut Pcg32::seed_from_u64(1))
            .unwrap_err(),
        "letter boxed board generation: the budget of 200 attempts ran out (allow longer chains or use a larger lexicon)",
    );
    c.done();
}

#[test]
fn word_blender_parameters() {
    let mut c = Check::default();
    let no_sixes = Lexicon::from_words(["cat", "tab", "planet1"].iter().take(2)).unwrap();
    c.eq(
        WordBlenderGenerator::new(no_sixes).unwrap_err(),
        "the lexicon has no familiar six-letter words",
    );
    let blender =
        WordBlenderGenerator::new(Lexicon::from_words(["planet", "plan", "ant"]).unwrap()).unwrap();
    for letters in [
        "",
        "plane",
        "planets",
        "PLANET",
        "plan\u{e9}",
        &"a".repeat(30),
    ] {
        c.eq(
            blender.round(letters).unwrap_err(),
            &format!("parameter letters = {letters}: a round has six letters a-z"),
        );
    }
    // One six-letter word, shuffles that can only give it back: the budget runs out.
    let tight = WordBlenderGenerator::new(Lexicon::from_words(["aaaaaa"]).unwrap())
        .unwrap()
        .with_budget(Budget::new(5, 5));
    c.eq(
        tight.generate(&mut Pcg32::seed_from_u64(1)).unwrap_err(),
        "word blender round: the budget of 5 attempts ran out (use a lexicon with more familiar six-letter words)",
    );
    c.done();
}

/// Moves that a Letter Boxed game refuses: each error names the word and the rule, and the game
/// is unchanged; once the game is over every word is refused.
#[test]
fn letter_boxed_game_moves() {
    use wordgames_puzzles::letter_boxed::Game;
    let mut c = Check::default();
    let (lexicon, board) = quirk_board();
    let mut game = Game::new(board, &lexicon);
    c.eq(
        game.play("").unwrap_err(),
        "\"\": words have at least 3 letters, this one has 0",
    );
    c.eq(
        game.play(&"q".repeat(30)).unwrap_err(),
        "\"qqqqqqqqqqqqqqqqqqqqqqqqqqqqqq\": 'q' and 'q' are on the same side",
    );
    c.eq(
        game.play("qu\u{ef}rk").unwrap_err(),
        "\"qu\u{ef}rk\": '\u{ef}' is not on the board",
    );
    c.eq(
        game.play("quiks").unwrap_err(),
        "\"quiks\": not in the word list",
    );
    assert_eq!(game.words().count(), 0);
    game.play(" QUIRK\r\n").unwrap();
    c.eq(
        game.play("spawn").unwrap_err(),
        "\"spawn\": the next word must start with 'k'",
    );
    game.give_up();
    c.eq(
        game.play("kelps").unwrap_err(),
        "\"kelps\": the game is over",
    );
    assert_eq!(game.undo(), None);
    c.done();
}

/// Guesses that a Word Blender game refuses, and calls out of turn: each error names the guess
/// or the round; a zero or enormous round time neither panics nor overflows.
#[test]
fn word_blender_game_moves() {
    use std::time::Duration;
    use wordgames_puzzles::{play::FromPuzzle, word_blender::Game};
    let mut c = Check::default();
    let blender =
        WordBlenderGenerator::new(Lexicon::from_words(["planet", "plan", "ant"]).unwrap()).unwrap();
    let start = |time| {
        let mut rng = Pcg32::seed_from_u64(1);
        let first = blender.generate(&mut rng).unwrap();
        Game::from_puzzle(&first, (&blender, rng, time))
    };
    c.eq(
        start(Duration::ZERO).unwrap_err(),
        "parameter round_time = 0ns: a round needs some time",
    );
    let mut game = start(Duration::MAX).unwrap();
    let t = Duration::from_secs(u64::MAX);
    c.eq(
        game.play("", t).unwrap_err(),
        "\"\": words have 3 to 6 letters, not 0",
    );
    c.eq(
        game.play(&"a".repeat(30), t).unwrap_err(),
        "\"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\": words have 3 to 6 letters, not 30",
    );
    c.eq(
        game.play("pl\u{e2}n", t).unwrap_err(),
        "\"pl\u{e2}n\": those letters are not all on the rack",
    );
    c.eq(
        game.play("pan", t).unwrap_err(),
        "\"pan\": not in the word list",
    );
    game.play("Plan\r\n", t).unwrap();
    c.eq(game.play("PLAN", t).unwrap_err(), "\"plan\": already found");
    c.eq(
        game.next_round(t).unwrap_err(),
        "round 1 is still being played",
    );
    game.stop(t);
    c.eq(
        game.play("ant", t).unwrap_err(),
        "\"ant\": the round is over",
    );
    c.eq(
        game.next_round(t).unwrap_err(),
        "the game is over after 0 completed rounds",
    );
    c.done();
}

/// The small size of these tests: 3x3 grids of three-letter words, 3 to 6 moves.
fn small<'l>(lexicon: &'l Lexicon<&'static [u8]>) -> WordseqGenerator<'l, &'static [u8]> {
    WordseqGenerator::new(lexicon)
        .and_then(|g| g.with_grid(3, 3, 3))
        .and_then(|g| g.with_turns(3..=6))
        .and_then(|g| g.with_max_unique_words(12))
        .and_then(|g| g.with_budget(Budget::new(2_000, 20_000)))
        .map(|g| g.with_max_tree_nodes(20_000))
        .unwrap()
}

#[test]
fn wordseq_parameters() {
    let mut c = Check::default();
    let english = Lexicon::english();
    let err = |r: wordgames_puzzles::Result<WordseqGenerator<'_, _>>| r.unwrap_err().to_string();
    for ((rows, cols, word_length), want) in [
        (
            (0, 3, 3),
            "parameter rows = 0: a grid side must be from 2 to 6",
        ),
        (
            (3, 30, 3),
            "parameter cols = 30: a grid side must be from 2 to 6",
        ),
        (
            (3, 3, 0),
            "parameter word_length = 0: must equal the number of rows or of columns",
        ),
        (
            (3, 3, 30),
            "parameter word_length = 30: must equal the number of rows or of columns",
        ),
    ] {
        c.eq(
            err(small(&english).with_grid(rows, cols, word_length)),
            want,
        );
    }
    #[allow(clippy::reversed_empty_ranges)]
    let backwards = 9..=3;
    c.eq(
        err(small(&english).with_turns(backwards)),
        "parameter min_turns = 9..=3: need 1 <= max_turns and min_turns <= max_turns",
    );
    c.eq(
        err(small(&english).with_max_unique_words(0)),
        "parameter max_unique_words = 0: must be from 1 to 64",
    );
    c.eq(
        err(small(&english).with_letter_weights([0; 26])),
        &format!(
            "parameter letter_weights = {:?}: the weights must sum to between 1 and 2^32 - 1",
            [0; 26]
        ),
    );
    c.eq(
        err(small(&english).with_budget(Budget::new(0, 1))),
        "parameter budget.max_attempts = 0: must be at least 1",
    );
    let no_threes = Lexicon::from_words(["four", "fives"]).unwrap();
    c.eq(
        WordseqGenerator::new(&no_threes)
            .and_then(|g| g.with_grid(3, 3, 3))
            .unwrap_err(),
        "the lexicon has no familiar 3-letter words",
    );
    let no_fours = Lexicon::from_words(["cat", "fives"]).unwrap();
    c.eq(
        WordseqGenerator::new(&no_fours).unwrap_err(),
        "the lexicon has no familiar 4-letter words",
    );
    for len in [0, 1, 7, 30] {
        c.eq(
            Dictionary::new(&english, len, &BlockList::none()).unwrap_err(),
            &format!("parameter word_length = {len}: must be from 2 to 6"),
        );
    }
    c.done();
}

/// A preset that no grid can satisfy: 3x3 grids of three-letter words whose best game takes 40
/// to 50 moves (a 3x3 grid has 12 swaps and a game that long forms far more than the words
/// allowed). The search stops after its grid budget and says so.
#[test]
fn an_impossible_wordseq_preset_names_its_budget() {
    let english = Lexicon::english();
    let generator = small(&english)
        .with_turns(40..=50)
        .and_then(|g| g.with_budget(Budget::new(300, 20_000)))
        .unwrap();
    assert_eq!(
        generator
            .generate(&mut Pcg32::seed_from_u64(7))
            .unwrap_err()
            .to_string(),
        "wordseq level generation: the budget of 300 grids ran out (raise budget.max_attempts, widen min_turns..=max_turns or raise max_unique_words)"
    );
}

#[test]
fn wordseq_grids_and_moves() {
    let mut c = Check::default();
    c.eq(
        Grid::from_rows([""; 0]).unwrap_err(),
        "parameter rows = 0: a grid side must be from 1 to 6",
    );
    c.eq(
        Grid::from_rows(["abc", "de"]).unwrap_err(),
        "parameter rows = \"de\": every row must have 3 letters like the first",
    );
    c.eq(
        Grid::from_rows(["ab\u{e9}", "def"]).unwrap_err(),
        "parameter letters = \"ab\u{e9}def\": grid letters must be lowercase a to z",
    );
    c.eq(
        Grid::from_rows(["ABC", "def"]).unwrap_err(),
        "parameter letters = \"ABCdef\": grid letters must be lowercase a to z",
    );
    c.eq(
        Grid::new(0, 3, "").unwrap_err(),
        "parameter rows = 0: a grid side must be from 1 to 6",
    );
    c.eq(
        Grid::new(3, 30, &"a".repeat(90)).unwrap_err(),
        "parameter cols = 30: a grid side must be from 1 to 6",
    );
    c.eq(
        Grid::new(2, 2, "abc").unwrap_err(),
        "parameter letters = \"abc\": a 2x2 grid needs 4 letters",
    );
    let english = Lexicon::english();
    let dictionary = Dictionary::new(&english, 3, &BlockList::none()).unwrap();
    let grid = Grid::from_rows(["ab", "cd"]).unwrap();
    c.eq(
        Level::solve(&grid, &dictionary, TreeShape::Full, Budget::default()).unwrap_err(),
        "parameter word_length = 3: a 2x2 grid has no line of that length",
    );
    let mut grid = Grid::from_rows(["abc", "def", "ghi"]).unwrap();
    c.eq(
        grid.swap(wordgames_puzzles::wordseq::Move::new((0, 0), (2, 2)))
            .unwrap_err(),
        "parameter move = 0 0 2 2: a move swaps two cells side by side or one above the other",
    );
    c.eq(
        grid.swap(wordgames_puzzles::wordseq::Move::new((0, 0), (0, 30)))
            .unwrap_err(),
        "parameter move = 0 0 0 30: a cell lies outside the 3x3 grid",
    );
    c.done();
}

#[test]
fn wordseq_level_documents() {
    let mut c = Check::default();
    let err = |text: &str| Level::from_json(text).unwrap_err().to_string();
    c.eq(
        err(""),
        "wordseq level, line 1 column 0: EOF while parsing a value at line 1 column 0",
    );
    c.eq(
        err("{}"),
        "wordseq level, the document: missing field \"initialGrid\"",
    );
    c.eq(err("[]"), "wordseq level, the document: expected an object");
    let good = r#"{"initialGrid":[["e","s","a","l"],["t","l","a","e"]],"wordLength":4,"maxDepthReached":1,"explorationTree":[{"move":{"from":[0,0],"to":[0,1]},"wordsFormed":["seal"],"maxDepthReached":0,"nextMoves":[]}]}"#;
    assert!(Level::from_json(good).is_ok());
    // Truncated anywhere: an error, never a panic.
    for end in 0..good.len() {
        assert!(Level::from_json(&good[..end]).is_err(), "{}", &good[..end]);
    }
    c.eq(
        err(&good[..good.len() - 1]),
        "wordseq level, line 1 column 200: EOF while parsing an object at line 1 column 200",
    );
    // The good document with one piece replaced, and the error it gives.
    for (from, to, want) in [
        (
            r#""s""#,
            r#""S""#,
            "wordseq level, initialGrid[0][1]: expected a single lowercase letter",
        ),
        (
            r#""s""#,
            r#""\u00e9""#,
            "wordseq level, initialGrid[0][1]: expected a single lowercase letter",
        ),
        (
            r#""wordLength":4"#,
            r#""wordLength":30"#,
            "wordseq level, wordLength: 30 is neither the row nor the column length of the 2x4 grid",
        ),
        (
            r#""wordLength":4"#,
            r#""wordLength":0"#,
            "wordseq level, wordLength: 0 is neither the row nor the column length of the 2x4 grid",
        ),
        (
            r#""to":[0,1]"#,
            r#""to":[1,1]"#,
            "wordseq level, explorationTree[0].move: the two cells are not neighbours",
        ),
        (
            r#""to":[0,1]"#,
            r#""to":[0,9]"#,
            "wordseq level, explorationTree[0].move.to: [0, 9] lies outside the 2x4 grid",
        ),
        (
            r#"["seal"]"#,
            r#"["SEAL"]"#,
            "wordseq level, explorationTree[0].wordsFormed[0]: expected a word of 4 lowercase letters",
        ),
        (
            r#""maxDepthReached":1"#,
            r#""maxDepthReached":5"#,
            "wordseq level, maxDepthReached: 5 is not one more than the longest continuation below it (1)",
        ),
    ] {
        c.eq(err(&good.replace(from, to)), want);
    }
    // CRLF between tokens is JSON whitespace.
    assert!(Level::from_json(&good.replace(',', ",\r\n")).is_ok());
    // Not UTF-8.
    c.eq(
        Level::from_reader(&b"{\"initialGrid\":[[\"\xff\"]]}"[..]).unwrap_err(),
        "wordseq level, line 1 column 19: invalid unicode code point at line 1 column 19",
    );
    // Huge: a tree nested 100,000 levels deep is refused, not a stack overflow.
    let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    c.eq(
        err(&deep),
        "wordseq level, line 1 column 128: recursion limit exceeded at line 1 column 128",
    );
    c.done();
}

/// A level broken in structure is refused by every consumer with one error, from the one
/// lexicon-free validation they share (`Level::check_structure`): a game from its tree
/// (`TreeGame::new`, what `wordgames play wordseq --level` builds), `Level::verify` and the
/// generator's `check` (what `wordgames wordseq check` runs).
#[test]
fn wordseq_levels_broken_in_structure() {
    use wordgames_puzzles::{
        Error,
        wordseq::{TreeGame, WordseqError},
    };
    let mut c = Check::default();
    let english = Lexicon::english();
    let generator = WordseqGenerator::new(&english).unwrap();
    // Two moves in either order: "seal" along row 0, "tale" along row 1.
    let lexicon = Lexicon::from_words(["seal", "tale"]).unwrap();
    let dictionary = Dictionary::new(&lexicon, 4, &BlockList::none()).unwrap();
    let good = r#"{"initialGrid":[["e","s","a","l"],["t","l","a","e"]],"wordLength":4,"maxDepthReached":2,"explorationTree":[{"move":{"from":[0,0],"to":[0,1]},"wordsFormed":["seal"],"maxDepthReached":1,"nextMoves":[{"move":{"from":[1,1],"to":[1,2]},"wordsFormed":["tale"],"maxDepthReached":0,"nextMoves":[]}]},{"move":{"from":[1,1],"to":[1,2]},"wordsFormed":["tale"],"maxDepthReached":1,"nextMoves":[{"move":{"from":[0,0],"to":[0,1]},"wordsFormed":["seal"],"maxDepthReached":0,"nextMoves":[]}]}]}"#;
    let level = Level::from_json(good).unwrap();
    level.check_structure().unwrap();
    level.verify(&dictionary).unwrap();
    assert!(TreeGame::new(&level).is_ok());
    let all_a = |depth: u32, tree: &str| {
        format!(
            r#"{{"initialGrid":[["a","a","a","a"],["a","a","a","a"],["a","a","a","a"]],"wordLength":4,"maxDepthReached":{depth},"explorationTree":[{tree}]}}"#
        )
    };
    let first = r#"{"move":{"from":[0,0],"to":[0,1]},"wordsFormed":["seal"],"maxDepthReached":1,"#;
    let cases = [
        (
            "an all-a grid with no move",
            all_a(0, ""),
            "the level has no move: no swap on its grid forms a word",
        ),
        (
            "an empty tree that claims 9 moves",
            all_a(9, ""),
            "the exploration tree lists no move, but maxDepthReached claims a longest game of 9",
        ),
        (
            "a word the grid read before the move",
            all_a(
                1,
                r#"{"move":{"from":[0,0],"to":[0,1]},"wordsFormed":["aaaa"],"maxDepthReached":0,"nextMoves":[]}"#,
            ),
            r#"after []: 0 0 0 1 lists "aaaa" as a new word, but the grid read it before the move or the path lists it already"#,
        ),
        (
            "a word listed twice by one move",
            good.replacen(r#"["seal"]"#, r#"["seal","seal"]"#, 1),
            r#"after []: 0 0 0 1 lists "seal" as a new word, but the grid read it before the move or the path lists it already"#,
        ),
        (
            "a word the grid does not read after the move",
            good.replacen(r#"["seal"]"#, r#"["sale"]"#, 1),
            r#"after []: 0 0 0 1 lists "sale", which the grid does not read after the move"#,
        ),
        (
            "a wrong word deeper down",
            good.replacen(r#"["tale"]"#, r#"["teal"]"#, 1),
            r#"after [0 0 0 1]: 1 1 1 2 lists "teal", which the grid does not read after the move"#,
        ),
        (
            "a swap of two equal letters",
            good.replacen(r#""from":[0,0],"to":[0,1]"#, r#""from":[0,2],"to":[1,2]"#, 1),
            r#"after []: 0 2 1 2 lists "seal", which the grid does not read after the move"#,
        ),
        (
            "a move listed twice, the other way round",
            good.replacen(
                first,
                &format!(
                    r#"{{"move":{{"from":[0,1],"to":[0,0]}},"wordsFormed":["seal"],"maxDepthReached":0,"nextMoves":[]}},{first}"#
                ),
                1,
            ),
            "after []: the tree lists 0 0 0 1 twice",
        ),
    ];
    for (what, json, want) in cases {
        let level = Level::from_json(&json).unwrap_or_else(|e| panic!("{what}: {e}"));
        let structure = level.check_structure().unwrap_err();
        c.eq(&structure, want);
        // The same error, typed, from every consumer.
        let tree = Error::from(TreeGame::new(&level).unwrap_err());
        let verify = level.verify(&dictionary).unwrap_err();
        let check = generator.check(&level).unwrap_err();
        for (who, got) in [("TreeGame::new", &tree), ("Level::verify", &verify)] {
            assert!(
                matches!(got, Error::Wordseq(_)),
                "{what}: {who} gave {got:?}"
            );
            c.eq(got, want);
            assert_eq!(
                format!("{got:?}"),
                format!("{structure:?}"),
                "{what}: {who}"
            );
        }
        c.eq(&check, want);
        assert_eq!(
            format!("{:?}", Error::Wordseq(check)),
            format!("{structure:?}"),
            "{what}: check"
        );
    }
    // The variants, for callers that match on them.
    let empty = Level::from_json(&all_a(9, "")).unwrap();
    assert!(matches!(
        TreeGame::new(&empty),
        Err(WordseqError::EmptyTree { optimum: 9 })
    ));
    assert!(matches!(
        generator.check(&Level::from_json(&all_a(0, "")).unwrap()),
        Err(WordseqError::NoMove)
    ));
    c.done();
}

#[test]
fn dates() {
    let mut c = Check::default();
    let err = |text: &str| text.parse::<Date>().unwrap_err().to_string();
    let err_free = |text: &str| text.parse::<Date>().unwrap().to_string();
    c.eq(err(""), "date \"\": expected the form YYYY-MM-DD");
    c.eq(
        err("2026-02-30"),
        "date \"2026-02-30\": not a day of the calendar",
    );
    c.eq(
        err("2026-1-1"),
        "date \"2026-1-1\": expected the form YYYY-MM-DD",
    );
    // Surrounding whitespace, CRLF included, is ignored.
    assert_eq!(err_free("2026-01-01\r\n"), "2026-01-01");
    c.eq(
        err("\u{ff12}026-01-01"),
        "date \"\u{ff12}026-01-01\": expected the form YYYY-MM-DD",
    );
    c.eq(
        Daily::new(GameId::Wordle, "2025-12-31".parse().unwrap()).unwrap_err(),
        "date \"2025-12-31\": daily puzzles start on 2026-01-01",
    );
    c.done();
}
