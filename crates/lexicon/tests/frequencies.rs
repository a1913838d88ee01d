//! Word frequencies: a list's own `word<TAB>zipf` column (read back, refused with its line
//! number, skipped and counted when lenient), the shipped frequencies grading a plain list, and
//! the language without shipped frequencies.

use proptest::prelude::*;
use wordgames_lexicon::{
    Error, Familiarity, Frequencies, Grade, Lexicon, ReadOptions, SkipReason, Zipf, profile,
};

fn z(value: f32) -> Zipf {
    Zipf::new(value).unwrap()
}

#[test]
fn a_lists_own_zipf_column_is_read_back_and_grades_its_words() {
    let text = "hest\t4.10\nfjord\t3.25\nabildgrå\t1.5\nkatt\t35\n";
    let nb = ReadOptions::default().with_profile(&profile::NB);
    let (lexicon, report) =
        Lexicon::from_reader(text.as_bytes(), "nb.txt", nb).expect("a valid list");
    assert_eq!(report.skipped.len(), 0);
    assert!(lexicon.has_frequencies());
    assert_eq!(lexicon.zipf("hest"), Some(z(4.10)));
    assert_eq!(lexicon.zipf("fjord"), Some(z(3.25)));
    assert_eq!(lexicon.zipf("abildgrå"), Some(z(1.5)));
    // A grade column is a grade, not a frequency: a word of the list without one is Zipf 0,
    // and a word outside the list has none.
    assert_eq!(lexicon.zipf("katt"), Some(Zipf::ZERO));
    assert_eq!(lexicon.zipf("ku"), None);
    assert_eq!(lexicon.grade("katt"), Some(Grade::new(35)));
    assert!(lexicon.is_familiar("hest", Familiarity::Easy));
    assert!(lexicon.is_familiar("fjord", Familiarity::Normal));
    assert!(!lexicon.is_familiar("fjord", Familiarity::Easy));
    assert!(!lexicon.is_familiar("abildgrå", Familiarity::Hard));
    // The grade follows the frequency: common from the normal band up.
    assert!(lexicon.is_common("fjord") && !lexicon.is_common("abildgrå"));
}

#[test]
fn a_bad_zipf_value_is_an_error_with_its_line_number() {
    for bad in ["8.50", "-1.0", "3.x", "1.2.3", "."] {
        let text = format!("hest\t4.10\n\nfjord\t{bad}\n");
        let err =
            Lexicon::from_reader(text.as_bytes(), "nb.txt", ReadOptions::default()).expect_err(bad);
        match &err {
            Error::InvalidZipf {
                source_name,
                line,
                value,
            } => {
                assert_eq!((source_name.as_str(), *line), ("nb.txt", 3), "{bad}");
                assert_eq!(value.trim(), bad);
            }
            other => panic!("{bad}: {other:?}"),
        }
        assert!(err.to_string().starts_with("nb.txt:3: "), "{err}");
    }
}

#[test]
fn a_lenient_read_skips_and_counts_bad_zipf_lines() {
    let text = "hest\t4.10\nfjord\t9.99\nku\t3.x\nkatt\t3.60\n";
    let options = ReadOptions::default().with_lenient(true);
    let (lexicon, report) = Lexicon::from_reader(text.as_bytes(), "nb.txt", options).unwrap();
    assert_eq!(lexicon.len(), 2);
    let lines: Vec<usize> = report.skipped.iter().map(|s| s.line).collect();
    assert_eq!(lines, [2, 3]);
    assert!(
        report
            .skipped
            .iter()
            .all(|s| s.reason == SkipReason::BadZipf)
    );
    let reasons = report.reasons();
    assert_eq!(reasons.len(), 1);
    assert_eq!(reasons[0].lines, 2);
    assert_eq!(lexicon.zipf("katt"), Some(z(3.60)));
}

#[test]
fn a_language_without_shipped_frequencies_says_so_once_and_keeps_its_grades() {
    let text = "hus\nfjell\nDNA\n";
    let options = ReadOptions::for_profile(&profile::NN);
    let (lexicon, report) = Lexicon::from_reader(text.as_bytes(), "nn.txt", options).unwrap();
    assert_eq!(report.no_frequencies.as_deref(), Some("nn"));
    let notes = report.notes();
    assert_eq!(
        notes.iter().filter(|n| n.contains("\"nn\"")).count(),
        1,
        "{notes:?}"
    );
    assert!(!lexicon.has_frequencies());
    // Today's behaviour: plain words common, an abbreviation rare by its capitals.
    assert!(lexicon.is_common("hus") && lexicon.is_common("fjell"));
    assert!(!lexicon.is_common("dna"));
    assert!(matches!(
        Frequencies::shipped(&profile::NN),
        Err(Error::NoFrequencies { tag }) if tag == "nn"
    ));
}

#[cfg(feature = "frequencies")]
#[test]
fn the_shipped_frequencies_grade_a_plain_list_by_default() {
    // Common words, a word wordfreq does not know, a name and an explicit grade.
    let text = "hus\nvann\nskrotnisse\nOslo\nfjøs\t90\n";
    let options = ReadOptions::for_profile(&profile::NB);
    let (lexicon, report) = Lexicon::from_reader(text.as_bytes(), "nb.txt", options).unwrap();
    assert!(lexicon.has_frequencies());
    assert_eq!(report.no_frequencies, None);
    assert!(lexicon.is_common("hus") && lexicon.is_common("vann"));
    assert!(lexicon.contains("skrotnisse") && !lexicon.is_common("skrotnisse"));
    // A name stays rare whatever its frequency; an explicit grade stays.
    assert!(!lexicon.is_common("oslo"));
    assert_eq!(lexicon.grade("fjøs"), Some(Grade::new(90)));
    assert!(lexicon.zipf("hus") > Some(Familiarity::Easy.floor()));
    // Without frequencies the same list makes every lower-case word common.
    let plain = options.with_frequencies(false);
    let (lexicon, _) = Lexicon::from_reader(text.as_bytes(), "nb.txt", plain).unwrap();
    assert!(!lexicon.has_frequencies() && lexicon.is_common("skrotnisse"));
}

#[cfg(feature = "frequencies")]
#[test]
fn the_embedded_english_lexicon_carries_the_shipped_frequencies() {
    let english = Lexicon::english();
    assert!(english.has_frequencies());
    assert!(!Lexicon::english_graded().has_frequencies());
    let shipped = Frequencies::shipped(&profile::EN).unwrap();
    for word in ["water", "house", "loincloth", "azotic"] {
        assert_eq!(
            english.zipf(word),
            Some(shipped.get(word).unwrap_or(Zipf::ZERO)),
            "{word}"
        );
    }
    // Grades are SCOWL's either way.
    assert_eq!(
        english.grade("water"),
        Lexicon::english_graded().grade("water")
    );
    for word in ["water", "house", "the"] {
        assert!(english.is_familiar(word, Familiarity::Easy), "{word}");
    }
    // SCOWL words that are no puzzle word have a low frequency or none.
    assert!(!english.is_familiar("aalii", Familiarity::Hard));
    // A word outside the lexicon has no frequency, even one wordfreq knows.
    assert!(!english.contains("qwertyuiop"));
    assert_eq!(english.zipf("qwertyuiop"), None);
}

proptest! {
    /// Any frequency written with two decimals reads back as the same value.
    #[test]
    fn zipf_column_round_trips(centis in proptest::collection::vec(0u16..=800, 1..20)) {
        let words: Vec<String> = (0..centis.len()).map(|i| format!("w{}", "a".repeat(i + 1))).collect();
        let text: String = words
            .iter()
            .zip(&centis)
            .map(|(w, c)| format!("{w}\t{}\n", Zipf::from_centi(*c).unwrap()))
            .collect();
        let (lexicon, _) =
            Lexicon::from_reader(text.as_bytes(), "list", ReadOptions::default()).unwrap();
        for (w, c) in words.iter().zip(&centis) {
            prop_assert_eq!(lexicon.zipf(w).map(Zipf::centi), Some(*c));
        }
    }
}
