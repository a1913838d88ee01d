//! A `Batch` gives, pair by pair, exactly what `Similarity::measure` gives: the same value to
//! the bit, the same `None`, the same error, whatever the order of the pairs, the measure and
//! the information content (including counts that leave some hypernyms without one).

use std::sync::OnceLock;

use proptest::prelude::*;
use wordgames_wordnet::{
    IcOptions, InformationContent, Measure, Result, Similarity, SynsetId, WordNet,
};

fn wn() -> &'static WordNet {
    WordNet::bundled().expect("the bundled WordNet 3.1 loads")
}

fn sim() -> &'static Similarity<'static> {
    static SIM: OnceLock<Similarity<'static>> = OnceLock::new();
    SIM.get_or_init(|| Similarity::new(wn()).unwrap())
}

fn id(name: &str) -> SynsetId {
    wn().synset_by_name(name).unwrap().id()
}

/// Information contents that reach every branch: WordNet's tag counts, a corpus, and three IC
/// files: one where a count above the root's makes a negative value and the root's is -0.0;
/// one with a root count of 0, so that dog.n.01 has no information content while the synsets
/// below it (count 0, NLTK's infinity) do; and one where the root's count is so far above the
/// root count that its information content is -inf.
fn ics() -> &'static [InformationContent<'static>] {
    static ICS: OnceLock<Vec<InformationContent<'static>>> = OnceLock::new();
    ICS.get_or_init(|| {
        let wn = wn();
        let dog = wn.synset_by_name("dog.n.01").unwrap().offset();
        let corpus: String = wn
            .synsets()
            .step_by(100)
            .map(|s| format!("{}\n", s.gloss()))
            .collect();
        vec![
            InformationContent::from_tag_counts(wn, IcOptions::default()).unwrap(),
            InformationContent::from_corpus(wn, corpus.as_bytes(), "glosses", IcOptions::default())
                .unwrap(),
            InformationContent::from_reader(
                wn,
                format!("h\n1740n 2 ROOT\n{dog}n 5\n").as_bytes(),
                "negative",
            )
            .unwrap(),
            InformationContent::from_reader(
                wn,
                format!("h\n1740n 0 ROOT\n{dog}n 3\n").as_bytes(),
                "no-root",
            )
            .unwrap(),
            InformationContent::from_reader(
                wn,
                "h\n1740n 1e-300 ROOT\n1740n 1e300\n".as_bytes(),
                "-inf",
            )
            .unwrap(),
        ]
    })
}

/// Synsets of every part of speech: NLTK's special cases, then a spread of the rest.
fn pool() -> &'static [SynsetId] {
    static POOL: OnceLock<Vec<SynsetId>> = OnceLock::new();
    POOL.get_or_init(|| {
        let mut pool: Vec<SynsetId> = [
            "dog.n.01",
            "poodle.n.01",
            "cat.n.01",
            "entity.n.01",
            "car.n.01",
            "idea.n.01",
            "run.v.01",
            "walk.v.01",
            "think.v.03",
            "big.a.01",
            "big.s.01",
            "quickly.r.01",
        ]
        .map(id)
        .into();
        pool.extend(wn().synsets().step_by(1999).map(|s| s.id()));
        pool
    })
}

fn same(batch: &Result<Option<f64>>, single: &Result<Option<f64>>) -> bool {
    match (batch, single) {
        (Ok(Some(x)), Ok(Some(y))) => x.to_bits() == y.to_bits(),
        (Ok(None), Ok(None)) => true,
        (Err(x), Err(y)) => x.to_string() == y.to_string(),
        _ => false,
    }
}

/// Runs the pairs through one batch per measure and IC, and compares each with the single
/// pair's result; returns how many results were errors, to show the errors are reached.
fn check(pairs: &[(SynsetId, SynsetId)]) -> usize {
    let sim = sim();
    let mut errors = 0;
    for measure in Measure::ALL {
        for ic in ics() {
            let mut batch = sim.batch(measure, Some(ic)).unwrap();
            for &(a, b) in pairs {
                let single = sim.measure(measure, a, b, Some(ic));
                let got = batch.measure(a, b);
                assert!(
                    same(&got, &single),
                    "{measure} of {} and {}: batch {got:?}, single {single:?}",
                    wn().synset(a).name(),
                    wn().synset(b).name()
                );
                errors += usize::from(single.is_err());
            }
        }
    }
    errors
}

#[test]
fn every_pair_of_the_pool_agrees() {
    let pool = pool();
    let pairs: Vec<_> = pool
        .iter()
        .flat_map(|&a| pool.iter().map(move |&b| (a, b)))
        .collect();
    let errors = check(&pairs);
    // Parts of speech that differ, adjectives without counts, dog.n.01 without a root count.
    assert!(errors > 1000, "{errors} errors");
}

#[test]
fn the_special_cases_agree() {
    let (dog, poodle, cat, entity, car) = (
        id("dog.n.01"),
        id("poodle.n.01"),
        id("cat.n.01"),
        id("entity.n.01"),
        id("car.n.01"),
    );
    let ics = ics();
    let sim = sim();
    let no_root = &ics[3];
    // poodle's hypernym dog has no information content: an error when it is a common one,
    // a value when it is not.
    let mut batch = sim.batch(Measure::Res, Some(no_root)).unwrap();
    assert!(batch.measure(poodle, poodle).is_err());
    assert_eq!(batch.measure(poodle, car).unwrap(), Some(1e300));
    assert!(batch.measure(poodle, dog).is_err());
    assert!(batch.measure(dog, cat).is_err());
    // dog's count is above the root's (a negative value), its hypernyms but the root have
    // none (NLTK's infinity), and the root's value is -0.0, which stays -0.0.
    let negative = &ics[2];
    let mut batch = sim.batch(Measure::Res, Some(negative)).unwrap();
    assert!(negative.information_content(dog).unwrap() < 0.0);
    assert_eq!(batch.measure(dog, dog).unwrap(), Some(1e300));
    let v = batch.measure(entity, entity).unwrap().unwrap();
    assert!(v == 0.0 && v.is_sign_negative());
    let v = batch.measure(entity, car).unwrap().unwrap();
    assert!(v == 0.0 && v.is_sign_negative());
    // The root's information content is -inf: the greatest common one of two synsets that
    // share only the root.
    let minus_infinity = &ics[4];
    assert_eq!(
        minus_infinity.information_content(entity).unwrap(),
        f64::NEG_INFINITY
    );
    let mut batch = sim.batch(Measure::Res, Some(minus_infinity)).unwrap();
    let idea = id("idea.n.01");
    for _ in 0..2 {
        assert_eq!(batch.measure(car, idea).unwrap(), Some(f64::NEG_INFINITY));
    }
    // jcn of a synset with itself is NLTK's infinity before anything is looked at.
    let mut batch = sim.batch(Measure::Jcn, Some(no_root)).unwrap();
    assert_eq!(batch.measure(dog, dog).unwrap(), Some(1e300));
    // No IC for an IC measure is an error when the batch is made; other measures ignore it.
    assert!(sim.batch(Measure::Lin, None).is_err());
    let mut batch = sim.batch(Measure::Path, None).unwrap();
    assert_eq!(batch.measure(dog, cat).unwrap(), Some(0.2));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Any order of pairs: runs sharing their first synset (the batch's fast path), first
    /// synsets coming back after others, and synsets from anywhere in WordNet.
    #[test]
    fn any_order_of_pairs_agrees(
        runs in prop::collection::vec(
            (any::<prop::sample::Index>(), prop::collection::vec(any::<prop::sample::Index>(), 1..6)),
            1..12,
        ),
        anywhere in prop::collection::vec(wordgames_wordnet::proptest::synset_ids(), 0..8),
    ) {
        let pool = pool();
        let mut pairs = Vec::new();
        for (a, bs) in &runs {
            let a = *a.get(pool);
            pairs.extend(bs.iter().map(|b| (a, *b.get(pool))));
        }
        for w in anywhere.windows(2) {
            pairs.push((w[0], w[1]));
        }
        check(&pairs);
    }
}
