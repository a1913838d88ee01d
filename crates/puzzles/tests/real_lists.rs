//! Letter Boxed, Word Blender and wordseq in nb, de, es, pl and uk on Debian's word lists, each
//! checked against a brute force written here (or, for wordseq, in `tests/wordseq.rs`) from the
//! rules alone.
//!
//! The lists are GPL and are read at run time from `/usr/share/dict` (`.ci/run` installs
//! `wnorwegian`, `wngerman`, `wspanish`, `wpolish`, `wukrainian`); a test whose list is absent
//! says so and passes. Ignored by default (the Polish list has 4.3 million lines):
//! `cargo test -p wordgames-puzzles --test real_lists -- --ignored`.

use std::collections::{HashMap, HashSet};

use rand_core::SeedableRng;
use wordgames_lexicon::{Encoding, Familiarity, Lexicon, Profile, ReadOptions};
use wordgames_puzzles::{
    Generator,
    letter_boxed::{Board, LetterBoxedGenerator, check_solution},
    rng::Pcg32,
    word_blender::WordBlenderGenerator,
    wordseq::{Level, TreeShape, WordseqGenerator},
};
use wordgames_test_support::DEBIAN_WORD_LISTS;

/// The list read as the CLI reads `--lang TAG --words FILE --lenient`: the profile's rules, each
/// line UTF-8 or else ISO-8859-1, names and abbreviations (by their capitals) out of the common
/// tier, graded by the language's shipped word frequencies.
fn read(tag: &str, path: &str) -> Option<(&'static Profile, Lexicon)> {
    let profile = Profile::by_tag(tag).unwrap();
    if !std::path::Path::new(path).exists() {
        eprintln!("skipped: {path} is absent (apt-get install the Debian word list for {tag})");
        return None;
    }
    let options = ReadOptions::for_profile(profile)
        .with_lenient(true)
        .with_encoding(Encoding::Detect);
    let (lexicon, _) = Lexicon::from_path(path, options).unwrap();
    Some((profile, lexicon))
}

/// Each of [`DEBIAN_WORD_LISTS`] that is present, read in turn by [`read`]: its tag, profile and
/// lexicon.
fn present_lists() -> impl Iterator<Item = (&'static str, &'static Profile, Lexicon)> {
    DEBIAN_WORD_LISTS.iter().filter_map(|&(tag, path)| {
        read(tag, path).map(|(profile, lexicon)| (tag, profile, lexicon))
    })
}

/// The fewest words that solve `board` with `words`, by a breadth-first search over (letters
/// covered, last letter), the rules written plainly: three letters or more, every letter on the
/// board, never two in a row from one side, each word starting with the last letter of the one
/// before.
fn brute_par(board: &Board, words: &[String]) -> Option<usize> {
    let mut place: HashMap<char, usize> = HashMap::new();
    for (i, side) in board.sides().iter().enumerate() {
        for (j, &c) in side.iter().enumerate() {
            place.insert(c, i * 3 + j);
        }
    }
    let mut playable: Vec<(u16, char, char)> = Vec::new();
    'word: for w in words {
        let letters: Vec<char> = w.chars().collect();
        if letters.len() < 3 {
            continue;
        }
        let mut mask = 0u16;
        for (k, c) in letters.iter().enumerate() {
            let Some(&p) = place.get(c) else {
                continue 'word;
            };
            if k > 0 && place[&letters[k - 1]] / 3 == p / 3 {
                continue 'word;
            }
            mask |= 1 << p;
        }
        playable.push((mask, letters[0], letters[letters.len() - 1]));
    }
    let full = (1u16 << 12) - 1;
    let mut seen: HashSet<(u16, char)> = HashSet::new();
    let mut layer: Vec<(u16, char)> = playable
        .iter()
        .map(|&(m, _, l)| (m, l))
        .filter(|s| seen.insert(*s))
        .collect();
    for depth in 1..=12 {
        if layer.iter().any(|&(m, _)| m == full) {
            return Some(depth);
        }
        let mut next = Vec::new();
        for &(mask, last) in &layer {
            for &(m, first, l) in &playable {
                if first == last && seen.insert((mask | m, l)) {
                    next.push((mask | m, l));
                }
            }
        }
        layer = next;
    }
    None
}

/// Whether `word` can be spelled from `rack`, each letter at most as often as it is there.
fn spells(rack: &str, word: &str) -> bool {
    let mut left: Vec<char> = rack.chars().collect();
    word.chars()
        .all(|c| match left.iter().position(|&l| l == c) {
            Some(i) => {
                left.swap_remove(i);
                true
            }
            None => false,
        })
}

#[test]
#[ignore = "reads Debian's word lists (large); run by .ci/run"]
fn letter_boxed_and_word_blender_in_five_languages() {
    for (tag, profile, lexicon) in present_lists() {
        let entries = lexicon.query().into_entries();
        // Puzzles are built from, and par counted with, the familiar words of the list.
        let familiar: Vec<String> = entries
            .iter()
            .map(|e| e.word.clone())
            .filter(|w| lexicon.is_familiar(w, Familiarity::Normal))
            .collect();

        // Letter Boxed: a board of the language, its par checked by the brute force.
        let generator = LetterBoxedGenerator::new_in(lexicon.clone(), profile).unwrap();
        let puzzle = generator.generate(&mut Pcg32::seed_from_u64(22)).unwrap();
        assert_eq!(puzzle.board.profile().tag(), tag);
        assert!(
            puzzle
                .board
                .letters()
                .iter()
                .all(|&c| profile.letter(c).is_some()),
            "{tag}: {}",
            puzzle.board
        );
        assert_eq!(generator.check(&puzzle), Ok(()), "{tag}: {puzzle:?}");
        assert_eq!(
            check_solution(&puzzle.board, &lexicon, &puzzle.solution),
            Ok(())
        );
        assert_eq!(
            brute_par(&puzzle.board, &familiar),
            Some(puzzle.par),
            "{tag}: {}",
            puzzle.board
        );
        eprintln!(
            "{tag}: letter boxed {} par {}: {}",
            puzzle.board,
            puzzle.par,
            puzzle.solution.join(" - ")
        );

        // Word Blender: three racks, each word list against every familiar word of the list.
        let blender = WordBlenderGenerator::new(lexicon.clone())
            .unwrap()
            .with_profile(profile);
        for seed in 1..=3 {
            let round = blender.generate(&mut Pcg32::seed_from_u64(seed)).unwrap();
            assert_eq!(round.letters.chars().count(), 6, "{tag}: {}", round.letters);
            let mut expected: Vec<String> = familiar
                .iter()
                .filter(|w| (3..=6).contains(&w.chars().count()) && spells(&round.letters, w))
                .cloned()
                .collect();
            let mut got = round.words.clone();
            expected.sort();
            got.sort();
            assert_eq!(got, expected, "{tag}: rack {}", round.letters);
            eprintln!("{tag}: word blender {}: {} words", round.letters, got.len());
        }
    }
}

#[test]
#[ignore = "reads Debian's word lists (large); run by .ci/run"]
fn wordseq_in_five_languages() {
    for (tag, profile, lexicon) in present_lists() {
        // A small level (3x3, three-letter words along rows and columns), its optimum checked
        // by the brute force over every order of moves.
        let generator = WordseqGenerator::new_in(&lexicon, profile)
            .and_then(|g| g.with_grid(3, 3, 3))
            .and_then(|g| g.with_turns(2..=5))
            .and_then(|g| g.with_max_unique_words(8))
            .map(|g| g.with_tree(TreeShape::Full))
            .unwrap();
        let level = generator.generate(&mut Pcg32::seed_from_u64(22)).unwrap();
        let grid = level.initial_grid();
        assert_eq!(grid.profile().tag(), tag);
        let checked = generator.check(&level);
        assert!(checked.is_ok(), "{tag}: {grid}: {checked:?}");
        assert_eq!(
            Level::from_json_in(&level.to_json(), profile).unwrap(),
            level
        );
        let words: HashSet<String> = lexicon
            .query()
            .length(3)
            .into_entries()
            .into_iter()
            .map(|e| e.word)
            .collect();
        let mut cells: Vec<Vec<char>> =
            grid.to_rows().iter().map(|r| r.chars().collect()).collect();
        assert_eq!(
            crate::wordseq::brute_longest(
                &mut cells,
                &mut std::collections::BTreeSet::new(),
                &words,
                3
            ),
            level.optimum(),
            "{tag}: {grid}"
        );
        eprintln!(
            "{tag}: wordseq {} optimum {}: {}",
            grid.to_rows().join(" / "),
            level.optimum(),
            level
                .optimal_path()
                .iter()
                .map(|mv| mv.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        );
    }
}
