//! The property suite that every generator passes: a puzzle generated from any seed is valid by
//! its game's rules and solvable (`Generator::check`), and the same seed gives the same puzzle.
//!
//! Each game's test file invokes [`generator_suite!`] with a module name, an expression that
//! builds the generator, the number of proptest cases (generators differ a lot in cost) and
//! an invariant of the game's puzzles written apart from the generator's own `check`:
//!
//! ```ignore
//! mod common;
//! generator_suite!(letter_boxed_suite, LetterBoxedGenerator::new(...), 32, |p: &Puzzle| ...);
//! ```

/// The files of a directory, by name, with their bytes: what two archive runs are compared by.
pub use wordgames_test_support::dir_files;

/// What `generator` deals for `date` in the public calendar.
pub fn public_deal<G: wordgames_puzzles::Generator>(
    generator: &G,
    date: wordgames_puzzles::Date,
) -> wordgames_puzzles::daily::DailyPuzzle<G::Puzzle> {
    generator
        .deal(&wordgames_puzzles::daily::Calendar::PUBLIC, date)
        .unwrap()
}

/// Runs `work` on a rayon pool of `threads` threads: what results are compared across thread
/// counts with.
pub fn on_threads<T: Send>(threads: usize, work: impl FnOnce() -> T + Send) -> T {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .unwrap()
        .install(work)
}

/// Expands to a module of proptest properties for one generator.
#[macro_export]
macro_rules! generator_suite {
    ($name:ident, $make:expr, $cases:expr, $invariant:expr) => {
        mod $name {
            #[allow(unused_imports)]
            use super::*;
            use proptest::prelude::*;
            use rand_core::SeedableRng;
            #[allow(unused_imports)]
            use wordgames_puzzles::{Generator, rng::Pcg32};

            proptest! {
                #![proptest_config(ProptestConfig::with_cases($cases))]

                /// The exported conformance check (`wordgames_puzzles::proptest`): the same
                /// seed gives the same puzzle, other seeds others, and every puzzle passes
                /// `check` and the suite's invariant. The family's generators must also make
                /// a puzzle from every seed.
                #[test]
                fn any_seed_gives_the_same_valid_solvable_puzzle(seed in any::<u64>()) {
                    let generator = $make;
                    wordgames_puzzles::proptest::check_generator(&generator, seed, $invariant)?;
                    let puzzle = generator.generate(&mut Pcg32::seed_from_u64(seed));
                    prop_assert!(puzzle.is_ok(), "seed {}: {:?}", seed, puzzle.err());
                }

                #[test]
                fn proptest_rng_is_accepted_directly(seed in any::<[u8; 32]>()) {
                    // Any rand_core generator works, here proptest's own `TestRng` through
                    // `&mut dyn Rng`.
                    let generator = $make;
                    let mut rng = proptest::test_runner::TestRng::from_seed(
                        proptest::test_runner::RngAlgorithm::ChaCha,
                        &seed,
                    );
                    let dynamic: &mut dyn rand_core::Rng = &mut rng;
                    let puzzle = generator.generate(dynamic);
                    prop_assert!(puzzle.map(|p| generator.check(&p).is_ok()).unwrap_or(false));
                }
            }
        }
    };
}
