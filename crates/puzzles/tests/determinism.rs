//! Determinism: the puzzle of a fixed date is pinned for every game, as the `wordgames` CLI
//! makes it (`letter_boxed::daily`, `word_blender::daily`, or `Daily::new(GAME, date).rng()` fed to the generator), and the daily seeds are
//! checked against an independent computation of FNV-1a 64 and SplitMix64 (done in Python:
//! `mix(fnv1a64(b"wordgames/GAME/DATE"))`). The puzzles of fixed seeds are pinned in each game's
//! own test file (`value_stability`, `normal_preset_value_stability`). A change here changes
//! every daily puzzle: it is a breaking change of the crate.

use std::sync::LazyLock;

use rand_core::SeedableRng;
use wordgames_lexicon::Lexicon;
use wordgames_puzzles::{
    Date, Generator,
    daily::{Daily, GameId},
    letter_boxed::{self, LetterBoxedGenerator},
    rng::Pcg32,
    word_blender, wordseq,
};

static ENGLISH: LazyLock<Lexicon<&'static [u8]>> = LazyLock::new(Lexicon::english);

fn day(game: &str, date: &str) -> Daily {
    Daily::new(
        game.parse::<GameId>().unwrap(),
        date.parse::<Date>().unwrap(),
    )
    .unwrap()
}

#[test]
fn daily_seeds_match_an_independent_computation() {
    let cases = [
        ("letter-boxed", "2026-01-01", 1, 13_561_854_903_421_676_281),
        ("letter-boxed", "2026-11-22", 326, 5_116_722_265_617_151_499),
        ("blender", "2026-01-01", 1, 15_224_871_187_130_576_831),
        ("blender", "2026-11-22", 326, 35_014_338_044_864_568),
        ("wordseq", "2026-01-01", 1, 13_297_782_817_083_524_416),
        ("wordseq", "2026-11-22", 326, 12_950_331_086_319_205_287),
        ("wordle", "2026-01-01", 1, 12_801_326_660_905_348_527),
        ("wordle", "2026-11-22", 326, 6_651_326_089_169_876_845),
    ];
    for (game, date, number, seed) in cases {
        let d = day(game, date);
        assert_eq!((d.number, d.seed), (number, seed), "{game} {date}");
    }
}

#[test]
fn letter_boxed_of_a_date() {
    let today = letter_boxed::daily(&*ENGLISH, "2026-01-01".parse().unwrap()).unwrap();
    assert_eq!(today.day, day("letter-boxed", "2026-01-01"));
    let puzzle = today.puzzle;
    assert_eq!(
        (
            puzzle.board.to_string(),
            puzzle.par,
            puzzle.solution.clone(),
            puzzle.chain.clone()
        ),
        PINNED_LETTER_BOXED.clone()
    );
    // The same through a fresh generator and a copy of the seed.
    let again = LetterBoxedGenerator::new(Lexicon::english())
        .unwrap()
        .generate(&mut Pcg32::seed_from_u64(
            day("letter-boxed", "2026-01-01").seed,
        ))
        .unwrap();
    assert_eq!(again, puzzle);
}

/// The board, par, shown solution and chain of 2026-01-01.
type Pinned = (String, usize, Vec<String>, Vec<String>);

static PINNED_LETTER_BOXED: LazyLock<Pinned> = LazyLock::new(|| {
    (
        "dit amp chr elo".into(),
        2,
        vec!["proclaimed".into(), "death".into()],
        vec!["heather".into(), "reclaimed".into(), "depot".into()],
    )
});

#[test]
fn word_blender_of_a_date() {
    let today = word_blender::daily(&*ENGLISH, "2026-01-01".parse().unwrap()).unwrap();
    assert_eq!(today.day, day("blender", "2026-01-01"));
    let round = today.puzzle;
    assert_eq!(round.letters, "ikgnop");
    assert_eq!(
        round.words,
        [
            "gin", "ink", "ion", "kin", "kip", "nip", "pig", "pin", "king", "ping", "pink", "pong",
            "poking"
        ]
    );
}

#[test]
fn wordseq_normal_of_a_date() {
    let level = wordseq::daily(&*ENGLISH, "2026-01-01".parse().unwrap())
        .unwrap()
        .puzzle;
    assert_eq!(level.initial_grid().to_rows(), ["htmp", "dsal", "oelw"]);
    assert_eq!(level.optimum(), 7);
    let path: Vec<String> = level.optimal_path().iter().map(|m| m.to_string()).collect();
    assert_eq!(
        path,
        [
            "1 1 2 1", "0 0 1 0", "0 3 1 3", "0 2 1 2", "1 2 2 2", "0 3 1 3", "0 0 1 0"
        ]
    );
}

/// wordseq searches candidate grids in parallel; the daily level must not depend on the number of
/// threads (rayon's pool of one thread against all of the machine's, at least two).
#[test]
fn wordseq_of_a_date_is_the_same_on_one_thread_and_on_all() {
    let all = std::thread::available_parallelism().map_or(2, |n| n.get().max(2));
    let generate = |threads: usize| {
        crate::common::on_threads(threads, || {
            wordseq::daily(&*ENGLISH, "2026-11-22".parse().unwrap())
                .unwrap()
                .puzzle
                .to_json()
        })
    };
    assert_eq!(generate(1), generate(all));
}
