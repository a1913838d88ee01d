use std::collections::{BTreeMap, BTreeSet};

use ::proptest::prelude::*;

use super::*;

fn words(entries: Vec<Entry>) -> Vec<String> {
    entries.into_iter().map(|e| e.word).collect()
}

fn counts(word: &str) -> [u8; 26] {
    let mut c = [0u8; 26];
    for b in word.bytes() {
        c[(b - b'a') as usize] += 1;
    }
    c
}

fn fits(word: &str, rack: &[u8; 26]) -> bool {
    counts(word).iter().zip(rack).all(|(w, r)| w <= r)
}

#[test]
fn embedded_english_matches_the_vendored_list() {
    let english = Lexicon::english();
    assert!(
        Lexicon::new(english.as_bytes()).is_ok(),
        "checksum of the embedded FST"
    );
    let text = include_str!("../data/english.txt");
    assert_eq!(english.len(), text.lines().count());
    for line in text.lines().step_by(997) {
        let (word, size) = line.split_once('\t').unwrap();
        assert_eq!(
            english.grade(word).map(Grade::get),
            Some(size.parse().unwrap()),
            "{word}"
        );
    }
}

#[test]
fn bad_lines_are_reported_with_their_line_number() {
    let err = Lexicon::from_reader(
        "ok\n\nNew York\n".as_bytes(),
        "x.txt",
        ReadOptions::default(),
    )
    .unwrap_err();
    assert!(matches!(
        &err,
        Error::InvalidWord { line: 3, value, reason: Rejection::MultiWord, .. } if value == "New York"
    ));
    let err =
        Lexicon::from_reader(&b"ok\n\xff\xfe\n"[..], "x.txt", ReadOptions::default()).unwrap_err();
    assert!(matches!(err, Error::NotUtf8 { line: 2, .. }), "{err}");
    let err =
        Lexicon::from_reader("ok\t300\n".as_bytes(), "x.txt", ReadOptions::default()).unwrap_err();
    assert_eq!(
        err.to_string(),
        "x.txt:1: grade \"300\" is not a whole number from 0 to 255"
    );
    let err = Lexicon::from_words(["fine", "x y"]).unwrap_err();
    assert!(matches!(err, Error::InvalidWord { line: 2, .. }));
}

#[test]
fn lenient_reads_list_what_they_skip() {
    // Found by fuzzing: a bad grade used to fail even a lenient read.
    let options = ReadOptions {
        lenient: true,
        ..ReadOptions::default()
    };
    let (lex, report) = Lexicon::from_reader(&b">\t+"[..], "t", options).unwrap();
    assert!(lex.is_empty());
    assert_eq!(report.skipped[0].reason, SkipReason::BadGrade);
    let (_, report) = Lexicon::from_reader(&b"ok\n\xff\n"[..], "t", options).unwrap();
    assert_eq!(report.skipped[0].reason, SkipReason::NotUtf8);
    assert_eq!(report.skipped[0].line, 2);

    let text = "  Cat\r\ncat\t10\ndon't\n\nÉclair\n";
    let options = ReadOptions {
        lenient: true,
        ..ReadOptions::default()
    };
    let (lex, report) = Lexicon::from_reader(text.as_bytes(), "t", options).unwrap();
    assert_eq!(words(lex.entries()), ["cat"]);
    assert_eq!(lex.grade("cat"), Some(Grade::new(10)));
    assert_eq!(report.lines, 5);
    assert_eq!(report.blank, 1);
    assert_eq!(report.duplicates, 1);
    assert_eq!(
        report.skipped.iter().map(|s| s.line).collect::<Vec<_>>(),
        [3, 5]
    );
    let folding = ReadOptions {
        lenient: false,
        normalizer: Normalizer::new().fold_accents(true).drop_apostrophes(true),
    };
    let (lex, _) = Lexicon::from_reader(text.as_bytes(), "t", folding).unwrap();
    assert_eq!(words(lex.entries()), ["cat", "dont", "eclair"]);
}

#[test]
fn huge_lines_are_errors_not_truncated_words() {
    // No silent truncation: a 100,000-letter line is an error naming the line, lenient or not;
    // a line of the maximum length is one word.
    let long = "ab".repeat(50_000);
    let text = format!("cat\n{long}\r\ndog\n");
    for lenient in [false, true] {
        let options = ReadOptions {
            lenient,
            ..ReadOptions::default()
        };
        let err = Lexicon::from_reader(text.as_bytes(), "huge", options).unwrap_err();
        assert_eq!(
            err.to_string(),
            "huge:2: the line is longer than 1024 bytes (a word list holds one word a line)"
        );
    }
    let longest = "a".repeat(crate::lines::MAX_WORD_LINE);
    let (lex, _) = Lexicon::from_reader(longest.as_bytes(), "max", ReadOptions::default()).unwrap();
    assert!(lex.contains(&longest));
}

/// An endless input without newlines (`/dev/zero`, say) ends with an error after the first
/// 1024 bytes instead of growing without bound.
#[test]
fn an_endless_line_is_an_error_at_once() {
    let zeros = std::io::BufReader::new(std::io::repeat(b'a'));
    let err = Lexicon::from_reader(zeros, "/dev/zero", ReadOptions::default()).unwrap_err();
    assert!(
        matches!(
            err,
            crate::Error::LineTooLong {
                line: 1,
                max: 1024,
                ..
            }
        ),
        "{err}"
    );
}

#[test]
fn a_byte_order_mark_is_dropped() {
    let text = "\u{feff}cat\ndog\n";
    let (lex, report) =
        Lexicon::from_reader(text.as_bytes(), "bom", ReadOptions::default()).unwrap();
    assert_eq!(words(lex.entries()), ["cat", "dog"]);
    assert!(report.skipped.is_empty());
}

#[test]
fn empty_input_gives_an_empty_lexicon() {
    let (lex, report) = Lexicon::from_reader(&b""[..], "empty", ReadOptions::default()).unwrap();
    assert!(lex.is_empty());
    assert_eq!(report.lines, 0);
    assert!(lex.sub_anagrams("abc").unwrap().is_empty());
    assert!(Lexicon::new(vec![1u8, 2, 3]).is_err());
    // One flipped byte inside a valid FST fails the checksum.
    let lex = Lexicon::from_words(["alpha", "beta", "gamma"]).unwrap();
    let mut bytes = lex.as_bytes().to_vec();
    bytes[10] ^= 0x40;
    assert!(Lexicon::new(bytes).is_err());
}

#[test]
fn english_queries() {
    let english = Lexicon::english();
    let cat = english.matching("c?t").unwrap();
    assert!(words(cat.clone()).contains(&"cat".to_string()));
    assert!(
        cat.iter()
            .all(|e| e.word.len() == 3 && e.word.starts_with('c') && e.word.ends_with('t'))
    );
    let classes = english.anagram_classes(2);
    let listen = classes.iter().find(|c| c.signature == "eilnst").unwrap();
    assert!(
        listen.words.contains(&"listen".to_string())
            && listen.words.contains(&"silent".to_string())
    );
    let stats = english.stats();
    assert_eq!(stats.by_grade.values().sum::<usize>(), stats.words);
    assert_eq!(stats.by_length.values().sum::<usize>(), stats.words);
    assert_eq!(stats.by_grade.get(&Grade::new(10)), Some(&3973));
}

fn word_strategy() -> impl Strategy<Value = String> {
    "[a-f]{1,7}"
}

proptest! {
    #[test]
    fn membership_and_iteration_match_a_btreeset(
        list in prop::collection::vec(word_strategy(), 0..60),
        probes in prop::collection::vec(word_strategy(), 0..20),
    ) {
        let lex = Lexicon::from_words(&list).unwrap();
        let set: BTreeSet<String> = list.iter().cloned().collect();
        prop_assert_eq!(lex.len(), set.len());
        prop_assert_eq!(words(lex.entries()), set.iter().cloned().collect::<Vec<_>>());
        for p in probes.iter().chain(&list) {
            prop_assert_eq!(lex.contains(p), set.contains(p));
        }
        for len in 1..8 {
            let expect: Vec<String> = set.iter().filter(|w| w.len() == len).cloned().collect();
            prop_assert_eq!(words(lex.words_of_len(len)), expect);
        }
        for p in &probes {
            let prefix = &p[..p.len().min(2)];
            let expect: Vec<String> = set.iter().filter(|w| w.starts_with(prefix)).cloned().collect();
            prop_assert_eq!(words(lex.with_prefix(prefix)), expect);
        }
    }

    #[test]
    fn anagram_queries_match_brute_force(
        list in prop::collection::vec(word_strategy(), 0..80),
        rack in "[a-f]{1,8}",
    ) {
        let lex = Lexicon::from_words(&list).unwrap();
        let set: BTreeSet<String> = list.iter().cloned().collect();
        let rc = counts(&rack);
        let sub: Vec<String> = set.iter().filter(|w| fits(w, &rc)).cloned().collect();
        prop_assert_eq!(words(lex.sub_anagrams(&rack).unwrap()), sub);
        let exact: Vec<String> = set.iter().filter(|w| counts(w) == rc).cloned().collect();
        prop_assert_eq!(words(lex.anagrams(&rack).unwrap()), exact);
        // The fast walk and the generic automaton search agree, blanks included.
        let blanked = format!("{rack}?");
        let r = Rack::new(&blanked).unwrap();
        prop_assert_eq!(lex.sub_anagrams(&blanked).unwrap(), lex.search(r));
        prop_assert_eq!(lex.anagrams(&blanked).unwrap(), lex.search(r.exact()));
        // Anagram classes partition the words with a shared signature.
        let mut by_sig: BTreeMap<String, Vec<String>> = BTreeMap::new();
        for w in &set {
            by_sig.entry(signature(w)).or_default().push(w.clone());
        }
        let expect: Vec<(String, Vec<String>)> = by_sig.into_iter().collect();
        let got: Vec<(String, Vec<String>)> =
            lex.anagram_classes(1).into_iter().map(|c| (c.signature, c.words)).collect();
        prop_assert_eq!(got, expect);
    }

    #[test]
    fn patterns_match_a_regex_free_brute_force(
        list in prop::collection::vec("[a-c]{0,6}".prop_filter("non-empty", |s| !s.is_empty()), 0..60),
        pattern in "[abc?*]{1,6}",
    ) {
        fn brute(p: &[u8], w: &[u8]) -> bool {
            match (p.first(), w.first()) {
                (None, _) => w.is_empty(),
                (Some(b'*'), _) => brute(&p[1..], w) || (!w.is_empty() && brute(p, &w[1..])),
                (Some(_), None) => false,
                (Some(b'?'), Some(_)) => brute(&p[1..], &w[1..]),
                (Some(c), Some(d)) => c == d && brute(&p[1..], &w[1..]),
            }
        }
        let lex = Lexicon::from_words(&list).unwrap();
        let set: BTreeSet<String> = list.iter().cloned().collect();
        let expect: Vec<String> =
            set.iter().filter(|w| brute(pattern.as_bytes(), w.as_bytes())).cloned().collect();
        prop_assert_eq!(words(lex.matching(&pattern).unwrap()), expect);
    }

    #[test]
    fn round_trips_through_bytes_and_text(list in prop::collection::vec(word_strategy(), 0..40)) {
        let lex = Lexicon::from_graded(list.iter().enumerate().map(|(i, w)| (w, Grade::new(i as u8)))).unwrap();
        let again = Lexicon::new(lex.as_bytes().to_vec()).unwrap();
        prop_assert_eq!(again.entries(), lex.entries());
        let text: String = lex.entries().iter().map(|e| format!("{}\t{}\n", e.word, e.grade)).collect();
        let (read, _) = Lexicon::from_reader(text.as_bytes(), "t", ReadOptions::default()).unwrap();
        prop_assert_eq!(read.entries(), lex.entries());
    }

    #[test]
    fn lenient_reads_of_word_list_like_bytes_always_succeed(
        bytes in prop::collection::vec(prop::sample::select(b"ab Z\t\n\r+9'-\xc3\xa9\xff".to_vec()), 0..200)
    ) {
        let lenient = ReadOptions { lenient: true, ..ReadOptions::default() };
        let (lex, report) = Lexicon::from_reader(&bytes[..], "fuzz", lenient).unwrap();
        prop_assert!(report.skipped.len() + report.blank <= report.lines);
        prop_assert!(lex.entries().iter().all(|e| e.word.bytes().all(|b| b.is_ascii_lowercase())));
    }

    #[test]
    fn reading_arbitrary_bytes_never_panics(bytes in prop::collection::vec(any::<u8>(), 0..200)) {
        let _ = Lexicon::from_reader(&bytes[..], "fuzz", ReadOptions::default());
        let lenient = ReadOptions { lenient: true, ..ReadOptions::default() };
        prop_assert!(Lexicon::from_reader(&bytes[..], "fuzz", lenient).is_ok());
        let _ = Lexicon::new(bytes);
    }
}

/// Drains a stream into entries, one `next` at a time (not through `into_entries`, which the
/// tests compare against too).
fn drain<A: Automaton>(mut stream: Matches<'_, A>) -> Vec<Entry> {
    let mut out = Vec::new();
    while let Some((word, grade)) = stream.next() {
        out.push(Entry {
            word: word.to_string(),
            grade,
        });
    }
    out
}

#[test]
fn streams_stop_early_where_the_caller_stops() {
    let english = Lexicon::english();
    let mut stream = english.prefix_stream("inter");
    let mut taken = Vec::new();
    while let Some((word, _)) = stream.next() {
        taken.push(word.to_string());
        if taken.len() == 5 {
            break;
        }
    }
    let all = words(english.with_prefix("inter"));
    assert!(all.len() > 5);
    assert_eq!(taken, all[..5]);
    // The rest of the stream is still there, and picks up after the fifth word.
    assert_eq!(words(stream.into_entries()), all[5..]);
    // An exhausted stream stays exhausted.
    let mut short = english.matching_stream("qu?z").unwrap();
    assert_eq!(
        short.next().map(|(w, _)| w.to_string()),
        Some("quiz".into())
    );
    while short.next().is_some() {}
    assert!(short.next().is_none());
}

#[test]
fn stream_queries_report_bad_input_like_their_twins() {
    let english = Lexicon::english();
    assert_eq!(
        english.matching_stream("c-t").unwrap_err().to_string(),
        english.matching("c-t").unwrap_err().to_string()
    );
    assert_eq!(
        english.anagrams_stream("ab1").unwrap_err().to_string(),
        english.anagrams("ab1").unwrap_err().to_string()
    );
    assert!(english.sub_anagrams_stream("").is_err());
}

#[test]
fn any_lexicon_holds_either_storage() {
    let embedded: AnyLexicon = Lexicon::english().into();
    assert!(matches!(
        embedded.as_fst().as_fst().as_inner(),
        Cow::Borrowed(_)
    ));
    assert_eq!(embedded.len(), Lexicon::english().len());
    assert_eq!(embedded.grade("puzzle"), Lexicon::english().grade("puzzle"));
    let built = Lexicon::from_words(["cat", "dog"]).unwrap();
    let bytes = built.as_bytes().to_vec();
    let owned: AnyLexicon = built.into();
    assert!(matches!(owned.as_fst().as_fst().as_inner(), Cow::Owned(_)));
    assert_eq!(owned.as_bytes(), &bytes[..]);
    assert_eq!(words(owned.entries()), ["cat", "dog"]);
    // Converting an AnyLexicon again is a no-op.
    assert_eq!(owned.into_cow().len(), 2);
}

proptest! {
    #[test]
    fn every_stream_yields_what_its_vec_query_returns(
        list in prop::collection::vec(word_strategy(), 0..80),
        prefix in "[a-f]{0,3}",
        len in 0usize..9,
        pattern in "[abcdef?*]{1,6}",
        rack in "[a-f?]{1,8}",
    ) {
        let lex = Lexicon::from_graded(
            list.iter().enumerate().map(|(i, w)| (w, Grade::new((i % 7) as u8 * 10))),
        )
        .unwrap();
        prop_assert_eq!(drain(lex.stream()), lex.entries());
        prop_assert_eq!(drain(lex.prefix_stream(&prefix)), lex.with_prefix(&prefix));
        prop_assert_eq!(drain(lex.len_stream(len)), lex.words_of_len(len));
        prop_assert_eq!(drain(lex.matching_stream(&pattern).unwrap()), lex.matching(&pattern).unwrap());
        prop_assert_eq!(drain(lex.anagrams_stream(&rack).unwrap()), lex.anagrams(&rack).unwrap());
        prop_assert_eq!(
            drain(lex.sub_anagrams_stream(&rack).unwrap()),
            lex.sub_anagrams(&rack).unwrap()
        );
        let aut = fst::automaton::Str::new(&prefix).starts_with().intersection(Length(len));
        prop_assert_eq!(drain(lex.search_stream(&aut)), lex.search(&aut));
        prop_assert_eq!(lex.search_stream(&aut).into_entries(), lex.search(&aut));
        // The same on the erased storage.
        let any = lex.clone().into_cow();
        prop_assert_eq!(drain(any.matching_stream(&pattern).unwrap()), lex.matching(&pattern).unwrap());
        prop_assert_eq!(any.entries(), lex.entries());
    }

    #[test]
    fn a_stream_stopped_after_k_matches_gave_the_first_k(
        list in prop::collection::vec(word_strategy(), 0..80),
        pattern in "[abcdef?*]{1,6}",
        k in 0usize..10,
    ) {
        let lex = Lexicon::from_words(&list).unwrap();
        let all = lex.matching(&pattern).unwrap();
        let mut stream = lex.matching_stream(&pattern).unwrap();
        let mut first = Vec::new();
        while first.len() < k {
            let Some((word, grade)) = stream.next() else { break };
            first.push(Entry { word: word.to_string(), grade });
        }
        prop_assert_eq!(&first[..], &all[..k.min(all.len())]);
        prop_assert_eq!(stream.into_entries(), all[first.len()..].to_vec());
    }
}
