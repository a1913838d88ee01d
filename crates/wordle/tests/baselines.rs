//! The two random baselines: `RandomWord` (any allowed word) and `RandomCandidate` (any
//! possible answer), on small seeded runs.

use proptest::test_runner::{RngAlgorithm, TestRng};
use wordgames_wordle::{
    Feedback, Mode, Node, RandomCandidate, RandomWord, Simulation, State, Strategy, WordList,
    Wordle, simulate,
};

fn wordle() -> Wordle {
    let classic = WordList::classic_answers();
    let answers: Vec<&str> = classic.iter().take(150).collect();
    Wordle::new(
        WordList::new(&answers).unwrap(),
        WordList::parse("salet\ncrane\nxylyl\nfuzzy\njumbo\nqajaq\nvivid").unwrap(),
    )
    .unwrap()
}

fn rng(seed: u8) -> TestRng {
    TestRng::from_seed(RngAlgorithm::ChaCha, &[seed; 32])
}

/// What a walk through a decision tree saw.
#[derive(Default, Debug)]
struct Seen {
    /// Guesses played with two or more candidates that could not be the answer.
    non_candidate_guesses: usize,
    /// Guesses that left the candidates as they were without winning.
    wasted: usize,
    /// Positions with one candidate left.
    single: usize,
}

/// Replays every node of the tree from `state`, checking that a position with one candidate
/// left guesses it and wins.
fn walk(wordle: &Wordle, node: &Node, state: &State, seen: &mut Seen) {
    let g = wordle.guess_id(&node.guess).unwrap();
    let cands = state.candidates();
    if cands.len() == 1 {
        seen.single += 1;
        assert_eq!(
            node.guess,
            wordle.answer_word(cands[0]),
            "one candidate left"
        );
        assert!(node.wins && node.children.is_empty());
    } else if wordle
        .answer_id(&node.guess)
        .map_or(true, |a| !cands.contains(&a))
    {
        seen.non_candidate_guesses += 1;
    }
    for (fb, child) in &node.children {
        let mut next = state.clone();
        next.apply(wordle, g, *fb).unwrap();
        if next.candidates().len() == cands.len() {
            seen.wasted += 1;
        }
        walk(wordle, child, &next, seen);
    }
}

/// What a walk through the whole tree of `sim`, played in `mode`, saw.
fn seen(wordle: &Wordle, sim: &Simulation, mode: Mode) -> Seen {
    let mut seen = Seen::default();
    walk(wordle, &sim.tree.root, &wordle.start(mode), &mut seen);
    seen
}

#[test]
fn random_word_guesses_at_random_until_one_candidate_is_left() {
    let wordle = wordle();
    for mode in [Mode::Normal, Mode::Hard] {
        let sim = simulate(&wordle, &mut RandomWord::new(rng(1)), mode).unwrap();
        assert_eq!(sim.stats.answers, 150);
        assert_eq!(sim.tree.verify(&wordle, mode).unwrap(), sim.stats);
        let seen = seen(&wordle, &sim, mode);
        // Random words that cannot win are played while several candidates are left, and
        // some of them teach nothing: this is not the random-candidate strategy.
        assert!(seen.non_candidate_guesses > 0, "{mode:?} {seen:?}");
        assert!(seen.single > 0, "{mode:?} {seen:?}");
        // Same seed, same tree; another seed, another tree.
        let again = simulate(&wordle, &mut RandomWord::new(rng(1)), mode).unwrap();
        assert_eq!(sim, again);
        let other = simulate(&wordle, &mut RandomWord::new(rng(2)), mode).unwrap();
        assert_ne!(sim.tree, other.tree);
    }
}

#[test]
fn random_word_wastes_guesses_and_random_candidate_never_does() {
    let wordle = wordle();
    let mut wasted = 0;
    for seed in 1..=4 {
        let sim = simulate(&wordle, &mut RandomWord::new(rng(seed)), Mode::Normal).unwrap();
        wasted += seen(&wordle, &sim, Mode::Normal).wasted;
    }
    // With only seven extra guesses, random answers often share no letter with the
    // candidates' differences.
    assert!(wasted > 0);
    let sim = simulate(&wordle, &mut RandomCandidate::new(rng(1)), Mode::Normal).unwrap();
    let seen = seen(&wordle, &sim, Mode::Normal);
    assert_eq!(seen.wasted, 0);
    assert_eq!(seen.non_candidate_guesses, 0);
}

#[test]
fn the_two_baselines_have_distinct_names_and_one_candidate_is_guessed() {
    let wordle = wordle();
    let mut word = RandomWord::new(rng(5));
    let mut cand = RandomCandidate::new(rng(5));
    assert_eq!(word.name(), "random word");
    assert_eq!(cand.name(), "random candidate");
    assert!(word.may_waste_guesses() && !cand.may_waste_guesses());
    let mut state = wordle.start(Mode::Normal);
    let salet = wordle.guess_id("salet").unwrap();
    // Find a feedback to SALET that leaves exactly one answer, and check both guess it.
    let code = (0..wordle.answers().len() as u32)
        .map(|a| wordle.feedback(salet, a))
        .find(|fb: &Feedback| {
            let mut s = wordle.start(Mode::Normal);
            s.apply(&wordle, salet, *fb).unwrap();
            s.candidates().len() == 1
        })
        .unwrap();
    state.apply(&wordle, salet, code).unwrap();
    let only = wordle.answer_as_guess(state.candidates()[0]);
    for _ in 0..20 {
        assert_eq!(word.choose(&wordle, &state).unwrap(), only);
        assert_eq!(cand.choose(&wordle, &state).unwrap(), only);
    }
}
