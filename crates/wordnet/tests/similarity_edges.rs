//! The measures where NLTK has special cases, on WordNet 3.1 and on small hand-made WordNets.

use std::{fs, path::Path};

use wordgames_wordnet::{
    Error, IcOptions, InformationContent, LcsDepth, Measure, NLTK_INFINITY, Similarity,
    SimulateRoot, Subsumer, WordNet,
};

fn wn() -> &'static WordNet {
    WordNet::bundled().expect("the bundled WordNet 3.1 loads")
}

#[test]
fn a_hypernym_cycle_is_an_error() {
    let tiny = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/tiny");
    let dir = std::env::temp_dir().join(format!("wordgames-wordnet-cycle-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    for entry in fs::read_dir(&tiny).unwrap() {
        let entry = entry.unwrap();
        fs::copy(entry.path(), dir.join(entry.file_name())).unwrap();
    }
    // entity's hyponym pointer to dog becomes a hypernym pointer (same length, same offsets):
    // entity -> dog -> entity.
    let noun = fs::read_to_string(dir.join("data.noun")).unwrap();
    fs::write(
        dir.join("data.noun"),
        noun.replacen("~ 00000200", "@ 00000200", 1),
    )
    .unwrap();
    let wn = WordNet::open(&dir).unwrap();
    match Similarity::new(&wn) {
        Err(Error::HypernymCycle { synset }) => assert!(synset.ends_with(".n.01"), "{synset}"),
        other => panic!("{other:?}"),
    }
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn nltk_special_cases() {
    let wn = wn();
    let sim = Similarity::new(wn).unwrap();
    let id = |name| wn.synset_by_name(name).unwrap().id();
    let ic = InformationContent::from_tag_counts(wn, IcOptions::default()).unwrap();
    let (dog, entity) = (id("dog.n.01"), id("entity.n.01"));
    // A synset with itself.
    assert_eq!(sim.path_similarity(dog, dog), Some(1.0));
    assert_eq!(sim.jcn_similarity(dog, dog, &ic).unwrap(), NLTK_INFINITY);
    // NLTK's wup picks the common hypernym of greatest *minimum* depth: for dog with itself
    // that is canine.n.02 (12 deep by its one path), not dog (8 deep through domestic_animal),
    // so wup(dog, dog) is 26/28, as NLTK gives it.
    assert_eq!(sim.wup_similarity(dog, dog), Some(26.0 / 28.0));
    // Two adjectives: no hypernyms, related through the simulated root only.
    let (big, small) = (id("big.a.01"), id("small.a.01"));
    assert_eq!(sim.path_similarity(big, small), Some(1.0 / 3.0));
    assert!(matches!(
        sim.lch_similarity(big, id("big.s.01")),
        Err(Error::PosMismatch {
            measure: Measure::Lch,
            ..
        })
    ));
    // Nouns have one root, so no fake one; verbs of two hierarchies meet only at *ROOT*.
    let (walk, think) = (id("walk.v.01"), id("think.v.03"));
    let lcs = sim.lowest_common_hypernyms(walk, think, SimulateRoot::Yes, LcsDepth::Max);
    assert_eq!(lcs, [Subsumer::Root]);
    assert!(
        sim.lowest_common_hypernyms(walk, think, SimulateRoot::No, LcsDepth::Max)
            .is_empty()
    );
    let lonely = sim.simulate_root(false);
    assert_eq!(lonely.wup_similarity(walk, think), None);
    assert_eq!(lonely.lch_similarity(walk, think).unwrap(), None);
    // res without a common hypernym is 0.
    assert_eq!(lonely.res_similarity(walk, think, &ic).unwrap(), 0.0);
    // lin of the root with itself by an IC file's counts: 0 / 0, where NLTK raises.
    let file = InformationContent::from_reader(wn, "h\n1740n 5 ROOT\n".as_bytes(), "f").unwrap();
    assert_eq!(file.information_content(entity).unwrap(), 0.0);
    assert!(matches!(
        lonely.lin_similarity(entity, entity, &file),
        Err(Error::Undefined {
            measure: Measure::Lin,
            ..
        })
    ));
    assert_eq!(lonely.jcn_similarity(entity, dog, &file).unwrap(), 0.0);
    assert!(matches!(
        lonely.measure(Measure::Res, dog, entity, None),
        Err(Error::NeedsInformationContent {
            measure: Measure::Res
        })
    ));
}

#[test]
fn depths_and_paths_agree() {
    let wn = wn();
    let sim = Similarity::new(wn).unwrap();
    for synset in wn.synsets().step_by(13) {
        let paths = sim.hypernym_paths(synset.id()).unwrap();
        let lengths: Vec<u32> = paths.iter().map(|p| p.len() as u32 - 1).collect();
        assert_eq!(sim.min_depth(synset.id()), *lengths.iter().min().unwrap());
        assert_eq!(sim.max_depth(synset.id()), *lengths.iter().max().unwrap());
        assert!(paths.iter().all(|p| *p.last().unwrap() == synset.id()));
        let mut roots: Vec<_> = paths.iter().map(|p| p[0]).collect();
        roots.sort();
        roots.dedup();
        assert_eq!(roots, sim.root_hypernyms(synset.id()));
    }
}
