//! The property suite that every generator passes: a puzzle generated from any seed is valid by
//! its game's rules and solvable (`Generator::check`), and the same seed gives the same puzzle.
//!
//! Each game's test file invokes [`generator_suite!`] with a module name, an expression that
//! builds the generator, and the number of proptest cases (generators differ a lot in cost):
//!
//! ```ignore
//! mod common;
//! generator_suite!(letter_boxed_suite, LetterBoxedGenerator::new(...), 32);
//! ```

/// Expands to a module of proptest properties for one generator.
#[macro_export]
macro_rules! generator_suite {
    ($name:ident, $make:expr, $cases:expr) => {
        mod $name {
            #[allow(unused_imports)]
            use super::*;
            use proptest::prelude::*;
            use wordgames_puzzles::{Generator, rng::Pcg32};
            use rand_core::SeedableRng;

            proptest! {
                #![proptest_config(ProptestConfig::with_cases($cases))]

                #[test]
                fn any_seed_gives_a_valid_solvable_puzzle(seed in any::<u64>()) {
                    let generator = $make;
                    let puzzle = generator.generate(&mut Pcg32::seed_from_u64(seed));
                    let puzzle = puzzle.map_err(|e| TestCaseError::fail(format!("seed {seed}: {e}")))?;
                    if let Err(why) = generator.check(&puzzle) {
                        return Err(TestCaseError::fail(format!("seed {seed}: {why}")));
                    }
                }

                #[test]
                fn the_same_seed_gives_the_same_puzzle(seed in any::<u64>()) {
                    let generator = $make;
                    let a = generator.generate(&mut Pcg32::seed_from_u64(seed));
                    let b = generator.generate(&mut Pcg32::seed_from_u64(seed));
                    prop_assert_eq!(format!("{a:?}"), format!("{b:?}"));
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
