//! wordseq: the shared generator suite, properties of generated levels checked against an
//! independent, naive reading of the rules, determinism across thread counts, and value
//! stability.
//!
//! The default (debug) run uses a small custom size (3x3 grids of three-letter words) and a few
//! cases. The heavy runs over every preset are ignored by default:
//!
//! ```text
//! cargo test --release -p wordgames-puzzles --test main -- --ignored wordseq::
//! ```

use std::{
    collections::{BTreeSet, HashSet},
    sync::LazyLock,
};

use rand_core::SeedableRng;
use wordgames_lexicon::{BlockList, Lexicon};
use wordgames_puzzles::play::FromPuzzle;
use wordgames_puzzles::{
    Generator,
    rng::Pcg32,
    wordseq::{Difficulty, Game, Level, Move, Node, TreeShape, WordseqGenerator},
};

static ENGLISH: LazyLock<Lexicon<&'static [u8]>> = LazyLock::new(Lexicon::english);

/// A size that is quick even in debug builds: 3x3, three-letter words read along rows and
/// columns, 3 to 6 moves.
fn small() -> WordseqGenerator<'static, &'static [u8]> {
    WordseqGenerator::new(&*ENGLISH)
        .and_then(|g| g.with_grid(3, 3, 3))
        .and_then(|g| g.with_turns(3..=6))
        .and_then(|g| g.with_max_unique_words(10))
        .map(|g| g.with_tree(TreeShape::Full))
        .unwrap()
}

static SMALL: LazyLock<WordseqGenerator<'static, &'static [u8]>> = LazyLock::new(small);

generator_suite!(small_suite, &*SMALL, 4, three_by_three);

/// The suite's size apart from the generator's check: a 3x3 grid of lowercase letters, and
/// the 3 to 6 moves asked for.
fn three_by_three(level: &Level) -> Result<(), String> {
    let rows = level.initial_grid().to_rows();
    let shape = rows.len() == 3
        && rows
            .iter()
            .all(|r| r.chars().count() == 3 && r.chars().all(char::is_lowercase));
    if !shape || level.word_length() != 3 || !(3..=6).contains(&level.optimum()) {
        return Err(format!(
            "{rows:?}, words of {}, {} moves",
            level.word_length(),
            level.optimum()
        ));
    }
    Ok(())
}

// ----- An independent reading of the rules -----

/// The grid as rows of bytes.
fn rows_of(level: &Level) -> Vec<Vec<u8>> {
    level
        .initial_grid()
        .to_rows()
        .into_iter()
        .map(String::into_bytes)
        .collect()
}

/// Every full line of `len` letters, read left to right and top to bottom, with the cells it
/// covers.
fn lines(grid: &[Vec<u8>], len: usize) -> Vec<(String, Vec<(usize, usize)>)> {
    let (rows, cols) = (grid.len(), grid[0].len());
    let mut out = Vec::new();
    if cols == len {
        for (r, row) in grid.iter().enumerate() {
            out.push((
                String::from_utf8(row.clone()).unwrap(),
                (0..cols).map(|c| (r, c)).collect(),
            ));
        }
    }
    if rows == len {
        for c in 0..cols {
            let word: Vec<u8> = grid.iter().map(|row| row[c]).collect();
            out.push((
                String::from_utf8(word).unwrap(),
                (0..rows).map(|r| (r, c)).collect(),
            ));
        }
    }
    out
}

/// Every valid move from a state, each with the new words it forms, by brute force over all
/// pairs of neighbouring cells.
fn naive_moves(
    grid: &[Vec<u8>],
    formed: &HashSet<String>,
    len: usize,
) -> Vec<(Move, BTreeSet<String>)> {
    let (rows, cols) = (grid.len(), grid[0].len());
    let mut out = Vec::new();
    for r in 0..rows {
        for c in 0..cols {
            for (r2, c2) in [(r, c + 1), (r + 1, c)] {
                if r2 >= rows || c2 >= cols || grid[r][c] == grid[r2][c2] {
                    continue;
                }
                let mut after = grid.to_vec();
                let tmp = after[r][c];
                after[r][c] = after[r2][c2];
                after[r2][c2] = tmp;
                let new: BTreeSet<String> = lines(&after, len)
                    .into_iter()
                    .filter(|(_, cells)| cells.contains(&(r, c)) || cells.contains(&(r2, c2)))
                    .map(|(word, _)| word)
                    .filter(|word| ENGLISH.contains(word) && !formed.contains(word))
                    .collect();
                if !new.is_empty() {
                    out.push((Move::new((r, c), (r2, c2)), new));
                }
            }
        }
    }
    out
}

/// Walks a full tree: every node's move is valid and forms exactly its words, every state lists
/// every valid move, and every `maxDepthReached` is the longest path below it. Returns the
/// longest path below `nodes` and collects every word formed.
fn walk(
    nodes: &[Node],
    grid: &mut Vec<Vec<u8>>,
    formed: &mut HashSet<String>,
    len: usize,
    words: &mut BTreeSet<String>,
) -> std::result::Result<u32, String> {
    let valid = naive_moves(grid, formed, len);
    let listed: BTreeSet<Move> = nodes.iter().map(|n| n.mv.normalized()).collect();
    let expected: BTreeSet<Move> = valid.iter().map(|(m, _)| *m).collect();
    if listed != expected {
        return Err(format!("moves {listed:?} listed, {expected:?} valid"));
    }
    let mut longest = 0;
    for node in nodes {
        let (_, new) = valid
            .iter()
            .find(|(m, _)| *m == node.mv.normalized())
            .unwrap();
        let listed: BTreeSet<String> = node.words_formed.iter().cloned().collect();
        if &listed != new {
            return Err(format!("{}: forms {new:?}, listed {listed:?}", node.mv));
        }
        let ((r, c), (r2, c2)) = (node.mv.from, node.mv.to);
        let swap = |g: &mut Vec<Vec<u8>>| {
            let tmp = g[r][c];
            g[r][c] = g[r2][c2];
            g[r2][c2] = tmp;
        };
        swap(grid);
        for w in new {
            formed.insert(w.clone());
            words.insert(w.clone());
        }
        let below = walk(&node.next, grid, formed, len, words);
        for w in new {
            formed.remove(w);
        }
        swap(grid);
        let below = below?;
        if below != node.max_depth {
            return Err(format!(
                "{}: maxDepthReached {} but the longest path below is {below}",
                node.mv, node.max_depth
            ));
        }
        longest = longest.max(below + 1);
    }
    Ok(longest)
}

/// The rules of a generated level, checked on its full tree by walking it with a brute force:
/// the initial grid reads no English word, the tree's longest path is its `maxDepthReached`, the
/// optimum lies in the generator's turns, at most `max_unique_words` distinct words are formed,
/// and each is familiar and not blocked.
fn check_level(
    level: &Level,
    generator: &WordseqGenerator<'_, &'static [u8]>,
) -> std::result::Result<(), String> {
    let len = level.word_length();
    let mut grid = rows_of(level);
    if let Some((word, _)) = lines(&grid, len)
        .into_iter()
        .find(|(w, _)| ENGLISH.contains(w))
    {
        return Err(format!("the initial grid reads {word:?}"));
    }
    let mut words = BTreeSet::new();
    let longest = walk(
        level.tree(),
        &mut grid,
        &mut HashSet::new(),
        len,
        &mut words,
    )?;
    if longest != level.optimum() {
        return Err(format!(
            "maxDepthReached {} but the longest path is {longest}",
            level.optimum()
        ));
    }
    if !generator.turns().contains(&level.optimum()) {
        return Err(format!("optimum {} out of bounds", level.optimum()));
    }
    if words.len() > generator.max_unique_words() {
        return Err(format!("{} distinct words", words.len()));
    }
    for word in &words {
        if !ENGLISH.is_familiar(word, generator.familiarity())
            || BlockList::english().contains(word)
        {
            return Err(format!("{word:?} is not fit for a level"));
        }
    }
    Ok(())
}

mod properties {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(6))]

        #[test]
        fn small_levels_obey_the_rules(level in wordgames_puzzles::proptest::levels(&*SMALL)) {
            if let Err(why) = check_level(&level, &SMALL) {
                return Err(TestCaseError::fail(format!("{}: {why}", level.to_json())));
            }
        }

        #[test]
        fn json_round_trips_and_pruned_trees_agree(seed in any::<u64>()) {
            let full = SMALL.generate(&mut Pcg32::seed_from_u64(seed)).unwrap();
            prop_assert_eq!(&Level::from_json(&full.to_json()).unwrap(), &full);
            let pruned = Level::solve(
                full.initial_grid(),
                SMALL.dictionary(),
                TreeShape::Pruned,
                wordgames_puzzles::Budget::default(),
            ).unwrap();
            prop_assert!(pruned.tree_nodes() <= full.tree_nodes());
            prop_assert_eq!(pruned.optimum(), full.optimum());
            prop_assert!(SMALL.check(&pruned).is_ok());
            // Along an optimal path, the pruned tree, the full tree and a Game give one verdict for
            // every move of the grid.
            let path = full.optimal_path();
            prop_assert_eq!(path.len() as u32, full.optimum());
            let mut game = Game::from_puzzle(&full, SMALL.dictionary()).unwrap();
            for i in 0..path.len() {
                for r in 0..3 {
                    for c in 0..3 {
                        for to in [(r, c + 1), (r + 1, c)] {
                            if to.0 >= 3 || to.1 >= 3 {
                                continue;
                            }
                            let mv = Move::new((r, c), to);
                            let a = full.classify(&path[..i], mv).unwrap();
                            let b = pruned.classify(&path[..i], mv).unwrap();
                            let g = game.classify(mv).unwrap();
                            prop_assert_eq!(&a, &b);
                            prop_assert_eq!(&a, &g);
                        }
                    }
                }
                let verdict = game.play(path[i]).unwrap();
                prop_assert_eq!(verdict.as_str(), "optimal");
            }
            prop_assert_eq!(game.turns(), full.optimum());
            prop_assert!(game.no_move_left().unwrap());
        }
    }
}

/// The longest game from a state by plain recursion, with no memo table at all; `None` when
/// it takes more than `budget` calls.
fn naive_longest(
    grid: &mut Vec<Vec<u8>>,
    formed: &mut HashSet<String>,
    len: usize,
    budget: &mut u64,
) -> Option<u32> {
    *budget = budget.checked_sub(1)?;
    let mut best = 0;
    for (mv, new) in naive_moves(grid, formed, len) {
        let ((r, c), (r2, c2)) = (mv.from, mv.to);
        let swap = |g: &mut Vec<Vec<u8>>| {
            let tmp = g[r][c];
            g[r][c] = g[r2][c2];
            g[r2][c2] = tmp;
        };
        swap(grid);
        formed.extend(new.iter().cloned());
        let below = naive_longest(grid, formed, len, budget);
        for w in &new {
            formed.remove(w);
        }
        swap(grid);
        best = best.max(below? + 1);
    }
    Some(best)
}

mod memo {
    use super::*;
    use proptest::prelude::*;

    static DICTIONARY3: LazyLock<wordgames_puzzles::wordseq::Dictionary> = LazyLock::new(|| {
        wordgames_puzzles::wordseq::Dictionary::new(&*ENGLISH, 3, &BlockList::none()).unwrap()
    });

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// The memoised search (keyed on grid and formed words) agrees with a search that
        /// remembers nothing, on random grids over five common letters, where the same grid
        /// is often reached having formed different words.
        #[test]
        fn memoised_depths_match_plain_recursion(
            letters in proptest::collection::vec(prop::sample::select(b"aetsr".to_vec()), 6),
            tall in any::<bool>(),
        ) {
            // 2x3 reads rows only, 3x2 columns only.
            let text = String::from_utf8(letters).unwrap();
            let (rows, cols) = if tall { (3, 2) } else { (2, 3) };
            let grid = wordgames_puzzles::wordseq::Grid::new(rows, cols, &text).unwrap();
            let dictionary = &*DICTIONARY3;
            // Six cells over five letters form at most a few dozen distinct words and a few
            // thousand states: this budget is never the limit, so any error is a failure.
            let budget = wordgames_puzzles::Budget::new(1, 1_000_000);
            let level = Level::solve(&grid, dictionary, TreeShape::Pruned, budget);
            prop_assert!(level.is_ok(), "{}: {:?}", text, level.err());
            let level = level.unwrap();
            let mut rows: Vec<Vec<u8>> = grid.to_rows().into_iter().map(String::into_bytes).collect();
            let mut budget = 20_000;
            match naive_longest(&mut rows, &mut HashSet::new(), 3, &mut budget) {
                Some(longest) => prop_assert_eq!(level.optimum(), longest, "{}", text),
                None => return Err(TestCaseError::reject("too large for plain recursion")),
            }
        }
    }
}

#[test]
fn the_level_is_the_same_on_one_thread_and_on_many() {
    let generate = |threads: usize| {
        crate::common::on_threads(threads, || {
            (0..3)
                .map(|seed| SMALL.generate_with_report(&mut Pcg32::seed_from_u64(seed)))
                .map(|r| r.map(|(level, report)| (level.to_json(), report)).unwrap())
                .collect::<Vec<_>>()
        })
    };
    assert_eq!(generate(1), generate(4));
}

#[test]
fn a_tight_budget_names_itself() {
    let generator = small()
        .with_budget(wordgames_puzzles::Budget::new(3, 1_000))
        .unwrap();
    let err = generator
        .generate(&mut Pcg32::seed_from_u64(1))
        .unwrap_err();
    assert!(err.to_string().contains("3 grids"), "{err}");
}

#[test]
fn bad_parameters_and_bad_json_are_errors() {
    let normal = WordseqGenerator::new(&*ENGLISH).unwrap();
    assert!(normal.clone().with_grid(3, 4, 5).is_err());
    #[allow(clippy::reversed_empty_ranges)]
    let flipped = 9..=3;
    assert!(normal.with_turns(flipped).is_err());
    for (json, place) in [
        ("{", "line 1"),
        (r#"{"wordLength": 3}"#, "initialGrid"),
        (
            r#"{"initialGrid": [["a","b"],["c"]], "wordLength": 2, "maxDepthReached": 0, "explorationTree": []}"#,
            "initialGrid",
        ),
        (
            r#"{"initialGrid": [["a","b"],["c","d"]], "wordLength": 2, "maxDepthReached": 1, "explorationTree": [{"move": {"from": [0,0], "to": [1,1]}, "wordsFormed": ["ba"], "maxDepthReached": 0, "nextMoves": []}]}"#,
            "explorationTree[0].move",
        ),
        (
            r#"{"initialGrid": [["a","b"],["c","d"]], "wordLength": 2, "maxDepthReached": 3, "explorationTree": [{"move": {"from": [0,0], "to": [0,1]}, "wordsFormed": ["ba"], "maxDepthReached": 0, "nextMoves": []}]}"#,
            "maxDepthReached",
        ),
    ] {
        let err = Level::from_json(json).unwrap_err().to_string();
        assert!(err.contains(place), "{json}: {err}");
    }
}

/// Value stability: the level of a fixed seed is part of the daily-puzzle promise.
#[test]
fn value_stability() {
    let level = SMALL.generate(&mut Pcg32::seed_from_u64(2026)).unwrap();
    assert_pinned(&level, PINNED_GRID, PINNED_OPTIMUM);
}

/// That `level` has the pinned starting grid (its rows) and optimum.
fn assert_pinned(level: &Level, grid: &[&str], optimum: u32) {
    let rows: Vec<String> = grid.iter().map(|s| s.to_string()).collect();
    assert_eq!(
        (level.initial_grid().to_rows(), level.optimum()),
        (rows, optimum)
    );
}

const PINNED_GRID: &[&str] = &["prl", "vlt", "ppi"];
const PINNED_OPTIMUM: u32 = 5;

// ----- Heavy runs over the presets (release mode, ignored by default) -----

fn preset_levels(difficulty: Difficulty, seeds: u64) {
    let generator = WordseqGenerator::new(&*ENGLISH)
        .and_then(|g| g.with_difficulty(difficulty))
        .unwrap()
        .with_tree(TreeShape::Full);
    for seed in 0..seeds {
        let level = generator.generate(&mut Pcg32::seed_from_u64(seed)).unwrap();
        if let Err(why) = check_level(&level, &generator) {
            panic!("{difficulty} seed {seed}: {why}");
        }
        generator.check(&level).unwrap();
    }
}

#[test]
#[ignore = "release run: cargo test --release -p wordgames-puzzles --test main -- --ignored wordseq::"]
fn normal_levels_obey_the_rules() {
    preset_levels(Difficulty::Normal, 20);
}

#[test]
#[ignore = "release run: cargo test --release -p wordgames-puzzles --test main -- --ignored wordseq::"]
fn hard_levels_obey_the_rules() {
    preset_levels(Difficulty::Hard, 20);
}

#[test]
#[ignore = "release run: cargo test --release -p wordgames-puzzles --test main -- --ignored wordseq::"]
fn impossible_levels_obey_the_rules() {
    preset_levels(Difficulty::Impossible, 4);
}

#[test]
#[ignore = "release run: cargo test --release -p wordgames-puzzles --test main -- --ignored wordseq::"]
fn presets_are_deterministic_across_thread_counts() {
    for difficulty in [Difficulty::Normal, Difficulty::Hard] {
        let generator = WordseqGenerator::new(&*ENGLISH)
            .and_then(|g| g.with_difficulty(difficulty))
            .unwrap();
        let generate = |threads: usize| {
            crate::common::on_threads(threads, || {
                generator
                    .generate(&mut Pcg32::seed_from_u64(11))
                    .unwrap()
                    .to_json()
            })
        };
        assert_eq!(generate(1), generate(3), "{difficulty}");
    }
}

/// Value stability of the normal preset, checked by the rules too.
#[test]
fn normal_preset_value_stability() {
    let generator = WordseqGenerator::new(&*ENGLISH)
        .unwrap()
        .with_tree(TreeShape::Full);
    let level = generator.generate(&mut Pcg32::seed_from_u64(2026)).unwrap();
    check_level(&level, &generator).unwrap();
    assert_pinned(&level, NORMAL_PINNED_GRID, NORMAL_PINNED_OPTIMUM);
}

const NORMAL_PINNED_GRID: &[&str] = &["hdly", "fegl", "ooet"];
const NORMAL_PINNED_OPTIMUM: u32 = 8;

// ----- The daily level and a game played to the end -----

/// `wordseq::daily` is the normal preset from the day's seed, and a game along its optimal
/// path scores the optimum; bad moves are typed errors, and a hint is always an optimal move.
#[test]
fn the_daily_level_is_played_to_the_end() {
    use wordgames_puzzles::{
        daily::{Daily, GameId},
        wordseq::{self, Dictionary, Verdict, WordseqError},
    };
    let date = "2026-03-14".parse().unwrap();
    let today = wordseq::daily(&*ENGLISH, date).unwrap();
    assert_eq!(today.day, Daily::new(GameId::Wordseq, date).unwrap());
    let generator = WordseqGenerator::new(&*ENGLISH).unwrap();
    assert_eq!(
        today.puzzle,
        generator.generate(&mut today.day.rng()).unwrap()
    );
    generator.check(&today.puzzle).unwrap();
    assert!(wordseq::daily(&*ENGLISH, "2025-12-31".parse().unwrap()).is_err());

    let level = &today.puzzle;
    let dictionary =
        Dictionary::new(&*ENGLISH, level.word_length(), &BlockList::english()).unwrap();
    let mut game = Game::from_puzzle(level, &dictionary).unwrap();
    let err = game.play(Move::new((0, 0), (0, 9))).unwrap_err();
    assert!(
        matches!(
            err,
            WordseqError::MoveOutside {
                rows: 3,
                cols: 4,
                ..
            }
        ),
        "{err:?}"
    );
    let err = game.play(Move::new((0, 0), (1, 1))).unwrap_err();
    assert!(matches!(err, WordseqError::NotNeighbours { .. }), "{err:?}");
    while let Some(mv) = game.hint().unwrap() {
        let verdict = game.play(mv).unwrap();
        assert!(matches!(verdict, Verdict::Optimal { .. }), "{verdict:?}");
    }
    assert!(game.no_move_left().unwrap());
    let score = game.score().unwrap();
    assert_eq!(
        (score.moves, score.optimum),
        (level.optimum(), level.optimum())
    );
    assert!(score.is_perfect());
    assert!(game.words().len() as u32 >= score.moves);
    // Undo back to the start: the score falls with the moves.
    while game.undo().is_some() {}
    assert_eq!(game.score().unwrap().moves, 0);
    assert!(!game.score().unwrap().is_perfect());
}

/// Every check failure is a typed error with the facts: a level of another shape, and a tree
/// whose depth is wrong.
#[test]
fn check_names_what_is_wrong() {
    use wordgames_puzzles::wordseq::WordseqError;
    let level = SMALL.generate(&mut Pcg32::seed_from_u64(3)).unwrap();
    let normal = WordseqGenerator::new(&*ENGLISH).unwrap();
    match normal.check(&level) {
        Err(WordseqError::Shape {
            rows: 3,
            cols: 3,
            expected_cols: 4,
            ..
        }) => {}
        other => panic!("{other:?}"),
    }
    let json = level.to_json().replacen(
        &format!("\"maxDepthReached\":{}", level.optimum()),
        &format!("\"maxDepthReached\":{}", level.optimum() + 40),
        1,
    );
    // The document itself is inconsistent now: from_json says where.
    let err = Level::from_json(&json).unwrap_err().to_string();
    assert!(err.starts_with("wordseq level, maxDepthReached: "), "{err}");
}

/// A game from the level's tree judges every move as the dictionary's search does, on full
/// trees of small levels, along random games (every move tried at every state, then one made at
/// random, undone at the end).
#[test]
fn the_tree_game_agrees_with_the_search() {
    use wordgames_puzzles::{rng::below, wordseq::TreeGame};
    for seed in 0..6u64 {
        let level = SMALL.generate(&mut Pcg32::seed_from_u64(seed)).unwrap();
        assert!(!level.is_pruned());
        let mut search = Game::from_puzzle(&level, SMALL.dictionary()).unwrap();
        let mut tree = TreeGame::new(&level).unwrap();
        let mut rng = Pcg32::seed_from_u64(seed + 100);
        loop {
            assert_eq!(tree.grid(), &search.grid());
            assert_eq!(tree.best_remaining(), search.best_remaining().unwrap());
            assert!(!tree.left_tree());
            let mut valid = search.valid_moves().unwrap();
            let mut listed: Vec<Move> = tree.valid_moves().iter().map(|m| m.normalized()).collect();
            valid.sort_by_key(|m| (m.from, m.to));
            listed.sort_by_key(|m| (m.from, m.to));
            assert_eq!(listed, valid, "seed {seed}");
            // Every neighbouring swap: the same verdict both ways.
            for r in 0..3 {
                for c in 0..3 {
                    for to in [(r, c + 1), (r + 1, c)] {
                        if to.0 < 3 && to.1 < 3 {
                            let mv = Move::new((r, c), to);
                            assert_eq!(tree.classify(mv).unwrap(), search.classify(mv).unwrap());
                        }
                    }
                }
            }
            if tree.is_over() {
                assert!(search.no_move_left().unwrap());
                break;
            }
            let mv = valid[below(&mut rng, valid.len()).unwrap()];
            assert_eq!(tree.play(mv).unwrap(), search.play(mv).unwrap());
            assert_eq!(tree.words(), search.words());
        }
        assert_eq!(tree.score(), search.score().unwrap());
        while let Some(mv) = tree.undo() {
            assert_eq!(Some(mv.normalized()), search.undo().map(Move::normalized));
        }
        assert_eq!(tree.grid(), level.initial_grid());
    }
}

/// A level from another generator, whose words this lexicon does not know, plays from its tree
/// (the search with the dictionary finds no valid move in it); a pruned tree's leaf is where the
/// tree game stops knowing.
#[test]
fn the_tree_game_plays_foreign_levels_and_stops_at_pruned_leaves() {
    use wordgames_puzzles::wordseq::{Dictionary, TreeGame, Verdict, WordseqError};
    // "qxzj" and "jzxq" are no English words. Row 0 reads "xqzj" -> swap -> "qxzj"; row 1 reads
    // "zjxq" -> swap (1,0)-(1,1) -> "jzxq". The non-optimal first move (1,0)-(1,1) is a pruned
    // leaf: a game remains after it, but the tree does not list it.
    let json = r#"{"initialGrid":[["x","q","z","j"],["z","j","x","q"]],"wordLength":4,"maxDepthReached":2,
      "explorationTree":[
        {"move":{"from":[0,0],"to":[0,1]},"wordsFormed":["qxzj"],"maxDepthReached":1,"nextMoves":[
          {"move":{"from":[1,0],"to":[1,1]},"wordsFormed":["jzxq"],"maxDepthReached":0,"nextMoves":[]}]},
        {"move":{"from":[1,0],"to":[1,1]},"wordsFormed":["jzxq"],"maxDepthReached":1,"nextMoves":[]}]}"#;
    let level = Level::from_json(json).unwrap();
    let dictionary = Dictionary::new(&*ENGLISH, 4, &BlockList::none()).unwrap();
    let mut search = Game::from_puzzle(&level, &dictionary).unwrap();
    assert_eq!(search.optimum().unwrap(), 0);
    let mut game = TreeGame::new(&level).unwrap();
    assert_eq!(game.hint(), Some(Move::new((0, 0), (0, 1))));
    let verdict = game.play(Move::new((0, 0), (0, 1))).unwrap();
    assert_eq!(
        verdict,
        Verdict::Optimal {
            words_formed: vec!["qxzj".into()],
            best_total: 2
        }
    );
    assert!(game.play(Move::new((1, 0), (1, 1))).unwrap().as_str() == "optimal");
    assert!(game.is_over() && !game.left_tree());
    assert_eq!(game.words(), ["qxzj", "jzxq"]);
    assert_eq!(game.score().to_string(), "2 of 2 moves");
    // Back to the start; the other first move costs nothing either (depth 1 of 2 left after
    // one move) but leaves the pruned tree.
    game.undo();
    game.undo();
    assert_eq!(game.grid(), level.initial_grid());
    assert_eq!(
        game.play(Move::new((1, 1), (1, 0))).unwrap().as_str(),
        "optimal"
    );
    assert!(game.left_tree() && !game.is_over());
    assert_eq!(game.hint(), None);
    assert!(matches!(
        game.play(Move::new((0, 0), (0, 1))),
        Err(WordseqError::PrunedTree { index: 1 })
    ));
    assert!(matches!(
        game.classify(Move::new((0, 0), (1, 1))),
        Err(WordseqError::NotNeighbours { .. })
    ));
    assert!(matches!(
        game.classify(Move::new((0, 3), (0, 4))),
        Err(WordseqError::MoveOutside { .. })
    ));
}

/// The longest game on `grid` (rows of letters, any alphabet) by brute force: every order of
/// every valid move, nothing remembered, the rules written plainly. A move swaps two different
/// letters side by side or one above the other; it is valid when a line of `len` letters (a row
/// when rows have `len` letters, a column when columns do) through one of the two cells then
/// reads a word of `words` not formed before in this game.
pub(crate) fn brute_longest(
    grid: &mut Vec<Vec<char>>,
    formed: &mut BTreeSet<String>,
    words: &HashSet<String>,
    len: usize,
) -> u32 {
    let (rows, cols) = (grid.len(), grid[0].len());
    let mut best = 0;
    for r in 0..rows {
        for c in 0..cols {
            for (r2, c2) in [(r, c + 1), (r + 1, c)] {
                if r2 >= rows || c2 >= cols || grid[r][c] == grid[r2][c2] {
                    continue;
                }
                let swap = |g: &mut Vec<Vec<char>>| {
                    let tmp = g[r][c];
                    g[r][c] = g[r2][c2];
                    g[r2][c2] = tmp;
                };
                swap(grid);
                let mut lines: Vec<String> = Vec::new();
                if cols == len {
                    lines.extend([r, r2].iter().map(|&row| grid[row].iter().collect()));
                }
                if rows == len {
                    lines.extend(
                        [c, c2]
                            .iter()
                            .map(|&col| (0..rows).map(|row| grid[row][col]).collect()),
                    );
                }
                let new: BTreeSet<String> = lines
                    .into_iter()
                    .filter(|w| words.contains(w) && !formed.contains(w))
                    .collect();
                if !new.is_empty() {
                    formed.extend(new.iter().cloned());
                    best = best.max(1 + brute_longest(grid, formed, words, len));
                    for w in &new {
                        formed.remove(w);
                    }
                }
                swap(grid);
            }
        }
    }
    best
}

/// Any alphabet of up to 64 letters ([`wordgames_lexicon::Profile::MAX_LETTERS`]): random
/// alphabets drawn from four scripts, with letters of one to two bytes, random grids and
/// lexicons in them; the search's optimum is checked against [`brute_longest`], and the level
/// is read back and played along its optimal path.
mod any_alphabet {
    use super::*;
    use proptest::prelude::*;
    use wordgames_lexicon::{
        Profile, ReadOptions,
        proptest::{alphabets, profile_of, words},
    };
    use wordgames_puzzles::{
        Budget,
        proptest::racks,
        rng::below,
        wordseq::{Dictionary, Grid, Verdict},
    };

    /// A case: an alphabet of 2 to 64 letters, a grid shape (rows, columns, word length), words
    /// of three of its letters (the alphabet's last among them, whose code needs every bit, so
    /// that words recur), the grid's letters drawn from the same three, and a seed for the
    /// swaps that scramble the first word into the grid.
    #[allow(clippy::type_complexity)]
    fn cases() -> impl Strategy<Value = (Vec<char>, (usize, usize, usize), Vec<String>, String, u64)>
    {
        let shapes = vec![
            // rows only, columns only, both, and the largest grid (wide memo keys past 32
            // letters).
            (2usize, 2usize, 2usize),
            (2, 3, 3),
            (3, 2, 3),
            (3, 3, 3),
            (2, 4, 4),
            (6, 6, 6),
        ];
        (
            alphabets(2..=Profile::MAX_LETTERS),
            proptest::sample::select(shapes),
        )
            .prop_flat_map(|(alphabet, shape)| {
                let n = alphabet.len();
                (Just(alphabet), Just(shape), 0..n, 0..n)
            })
            .prop_flat_map(|(alphabet, (rows, cols, len), i, j)| {
                let few = vec![alphabet[alphabet.len() - 1], alphabet[i], alphabet[j]];
                let count = if rows * cols > 16 { 1..4 } else { 1..9 };
                (
                    Just(alphabet),
                    Just((rows, cols, len)),
                    proptest::collection::vec(words(few.clone(), len..=len), count),
                    racks(few, rows * cols),
                    any::<u64>(),
                )
            })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]

        #[test]
        fn optimum_matches_brute_force_in_any_alphabet(
            (alphabet, (rows, cols, len), words, letters, seed) in cases(),
        ) {
            let profile = profile_of(&alphabet);
            let mut rng = Pcg32::seed_from_u64(seed);
            // The grid: the drawn letters, the first word along the first line, then a few
            // swaps of neighbours, so that some moves form words.
            let mut cells: Vec<Vec<char>> = letters
                .chars()
                .collect::<Vec<_>>()
                .chunks(cols)
                .map(<[char]>::to_vec)
                .collect();
            for (i, c) in words[0].chars().enumerate() {
                if cols == len { cells[0][i] = c } else { cells[i][0] = c }
            }
            for _ in 0..1 + below(&mut rng, 3).unwrap() {
                let (r, c) = (below(&mut rng, rows).unwrap(), below(&mut rng, cols - 1).unwrap());
                cells[r].swap(c, c + 1);
            }
            let text: String = cells.iter().flatten().collect();
            let grid = Grid::new_in(profile, rows, cols, &text).unwrap();
            prop_assert_eq!(grid.to_rows(), cells.iter().map(|r| r.iter().collect::<String>()).collect::<Vec<_>>());

            let options = ReadOptions::default().with_profile(profile);
            let (lexicon, _) = Lexicon::from_reader(words.join("\n").as_bytes(), "random", options).unwrap();
            let dictionary = Dictionary::new_in(&lexicon, profile, len, &BlockList::none()).unwrap();
            let set: HashSet<String> = words.iter().cloned().collect();
            prop_assert_eq!(dictionary.len(), set.len());
            for word in &set {
                prop_assert!(dictionary.class(word).is_some(), "{}", word);
            }

            let level = Level::solve(&grid, &dictionary, TreeShape::Full, Budget::new(1, 1_000_000));
            prop_assert!(level.is_ok(), "{}: {:?}", text, level.err());
            let level = level.unwrap();
            let expected = brute_longest(&mut cells.clone(), &mut BTreeSet::new(), &set, len);
            prop_assert_eq!(level.optimum(), expected, "{:?} {:?}", cells, words);

            // Written and read back in the profile's letters.
            let json = level.to_json();
            prop_assert_eq!(&Level::from_json_in(&json, profile).unwrap(), &level);
            // A game follows the optimal path, every move optimal, forming words of the list.
            if level.optimum() > 0 {
                let mut game = Game::from_puzzle(&level, &dictionary).unwrap();
                for mv in level.optimal_path() {
                    let verdict = game.play(mv).unwrap();
                    prop_assert!(matches!(verdict, Verdict::Optimal { .. }), "{:?}", verdict);
                }
                prop_assert!(game.no_move_left().unwrap());
                prop_assert_eq!(game.turns(), expected);
                prop_assert!(game.words().iter().all(|w| set.contains(w)));
            }
        }
    }
}

/// A grid and a dictionary of different profiles are refused, not searched with the letters
/// of one read as the other's.
#[test]
fn a_grid_and_a_dictionary_of_different_profiles() {
    use wordgames_lexicon::profile;
    use wordgames_puzzles::wordseq::{Dictionary, Grid, WordseqError};
    let dictionary = Dictionary::new(&*ENGLISH, 2, &BlockList::none()).unwrap();
    let grid = Grid::from_rows_in(&profile::NB, ["øa", "ab"]).unwrap();
    let err = Level::solve(
        &grid,
        &dictionary,
        TreeShape::Full,
        wordgames_puzzles::Budget::default(),
    )
    .unwrap_err();
    assert_eq!(
        err.to_string(),
        "the grid is in Norwegian Bokmål (nb), the dictionary in English (en)"
    );
    assert!(matches!(
        Game::new(&dictionary, grid),
        Err(WordseqError::OtherProfile { .. })
    ));
}
