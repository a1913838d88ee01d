//! Debian's word lists read in their languages: nb (ISO-8859-1), de, es, pl, uk (UTF-8).
//!
//! The lists are GPL and are read at run time from `/usr/share/dict` (packages `wnorwegian`,
//! `wngerman`, `wspanish`, `wpolish`, `wukrainian`; `.ci/run` installs them); a test whose list
//! is absent says so and passes. Ignored by default (the Polish list has 4.3 million lines):
//! `cargo test -p wordgames-lexicon --test real_lists -- --ignored`.

use std::collections::BTreeMap;

use wordgames_lexicon::{
    Encoding, Lexicon, Pattern, Profile, Rack, ReadOptions, SkipReason, profile,
};

/// The Debian list of each tested profile, and a word it must hold with the language's own
/// letters.
const LISTS: &[(&str, &str, &str)] = &[
    ("nb", "/usr/share/dict/bokmaal", "blåbær"),
    ("de", "/usr/share/dict/ngerman", "abbaugerät"),
    ("es", "/usr/share/dict/spanish", "año"),
    ("pl", "/usr/share/dict/polish", "żółw"),
    ("uk", "/usr/share/dict/ukrainian", "їжак"),
];

fn read(tag: &str, path: &str) -> Option<(&'static Profile, Lexicon)> {
    let profile = Profile::by_tag(tag).unwrap();
    if !std::path::Path::new(path).exists() {
        eprintln!("skipped: {path} is absent (apt-get install the Debian word list for {tag})");
        return None;
    }
    let options = ReadOptions::default()
        .with_profile(profile)
        .with_lenient(true)
        .with_encoding(Encoding::Detect);
    let (lexicon, report) = Lexicon::from_path(path, options).unwrap();
    eprintln!("{tag}: {path}: {} words; {report}", lexicon.len());
    // Nothing is lost to the encoding: every skipped line is refused for a character.
    assert!(
        report
            .skipped
            .iter()
            .all(|s| s.reason != SkipReason::NotUtf8),
        "{report}"
    );
    Some((profile, lexicon))
}

/// A small deterministic generator (SplitMix64), so that the test needs no dependency.
struct Mix(u64);

impl Mix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

fn counts(word: &str) -> BTreeMap<char, usize> {
    let mut c = BTreeMap::new();
    for ch in word.chars() {
        *c.entry(ch).or_default() += 1;
    }
    c
}

#[test]
#[ignore = "reads Debian's word lists from /usr/share/dict; .ci/run runs it"]
fn debian_lists_read_whole_and_racks_agree_with_brute_force() {
    for &(tag, path, word) in LISTS {
        let Some((profile, lexicon)) = read(tag, path) else {
            continue;
        };
        assert!(lexicon.contains(word), "{tag}: {word} is missing");
        assert!(lexicon.stats().words > 50_000);
        let all: Vec<String> = lexicon
            .query()
            .into_entries()
            .into_iter()
            .map(|e| e.word)
            .collect();
        let mut rng = Mix(tag.bytes().map(u64::from).sum());
        let sevens: Vec<&String> = all.iter().filter(|w| w.chars().count() == 7).collect();
        for _ in 0..3 {
            // A rack of a seven-letter word of the list: its sub-anagrams by brute force.
            let rack = sevens[rng.below(sevens.len())];
            let have = counts(rack);
            let expected: Vec<&String> = all
                .iter()
                .filter(|w| {
                    counts(w)
                        .iter()
                        .all(|(c, n)| have.get(c).is_some_and(|h| h >= n))
                })
                .collect();
            let got: Vec<String> = lexicon
                .query()
                .rack(Rack::in_profile(rack, profile).unwrap())
                .into_entries()
                .into_iter()
                .map(|e| e.word)
                .collect();
            assert_eq!(got.len(), expected.len(), "{tag}: rack {rack}");
            assert!(got.iter().zip(&expected).all(|(a, b)| a == *b));
            let streamed = lexicon
                .query()
                .and(Rack::in_profile(rack, profile).unwrap())
                .into_entries();
            assert_eq!(
                streamed.len(),
                expected.len(),
                "{tag}: rack {rack} (automaton)"
            );
        }
        // A pattern with the language's own letter: `?` is one letter, whatever its bytes.
        let special = word.chars().find(|c| !c.is_ascii()).unwrap();
        let pattern = format!("?{special}*");
        let expected = all
            .iter()
            .filter(|w| w.chars().nth(1) == Some(special))
            .count();
        assert_eq!(
            lexicon
                .query()
                .pattern(Pattern::in_profile(&pattern, profile).unwrap())
                .into_entries()
                .len(),
            expected,
            "{tag}: {pattern}"
        );
        assert!(expected > 0);
    }
    // The profile's own letter is kept apart from its base letter.
    assert_ne!(
        profile::NB.normalize("får").unwrap(),
        profile::NB.normalize("far").unwrap()
    );
}

/// What `wordgames --lang nb --words /usr/share/dict/bokmaal` reads: with the shipped
/// frequencies the common tier, where puzzles choose their words, is a few tens of thousands of
/// words of the list's 900,000 (without them, nearly all).
#[cfg(feature = "frequencies")]
#[test]
#[ignore = "reads Debian's word lists from /usr/share/dict; .ci/run runs it"]
fn bokmaal_graded_by_frequency_has_a_common_tier_of_tens_of_thousands() {
    let path = "/usr/share/dict/bokmaal";
    if !std::path::Path::new(path).exists() {
        eprintln!("skipped: {path} is absent (apt-get install wnorwegian)");
        return;
    }
    let options = ReadOptions::for_profile(&profile::NB).with_lenient(true);
    let (lexicon, report) = Lexicon::from_path(path, options).unwrap();
    let stats = lexicon.stats();
    eprintln!(
        "nb: {} words, {} common; {report}\n{:?}",
        stats.words,
        stats.common,
        report.notes()
    );
    assert!(stats.words > 500_000, "{} words", stats.words);
    assert!(
        (10_000..=100_000).contains(&stats.common),
        "{} common words",
        stats.common
    );
    assert!(lexicon.has_frequencies());
    for word in ["hus", "vann", "blåbær", "skole"] {
        assert!(lexicon.is_common(word), "{word}");
    }
    // The plain read, for comparison: nearly every word common.
    let (plain, _) = Lexicon::from_path(path, options.with_frequencies(false)).unwrap();
    assert!(plain.stats().common > 10 * stats.common);
}
