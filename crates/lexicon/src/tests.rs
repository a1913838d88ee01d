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
    assert_eq!(words(lex.query().into_entries()), ["cat"]);
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
        ..ReadOptions::default()
    };
    let (lex, _) = Lexicon::from_reader(text.as_bytes(), "t", folding).unwrap();
    assert_eq!(words(lex.query().into_entries()), ["cat", "dont", "eclair"]);
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

/// An endless stream of words, the same few again and again.
struct EndlessWords(std::iter::Cycle<std::slice::Iter<'static, u8>>);

impl std::io::Read for EndlessWords {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        for b in buf.iter_mut() {
            *b = *self.0.next().expect("endless");
        }
        Ok(buf.len())
    }
}

/// An endless stream of short lines ends with an error naming `max_words` at the first word
/// past it, strict or lenient, duplicates and bad lines counted; blank lines are not words.
#[test]
fn an_endless_stream_of_words_stops_at_max_words() {
    assert_eq!(ReadOptions::default().max_words, ReadOptions::MAX_WORDS);
    assert_eq!(
        ReadOptions::for_profile(&crate::profile::NB).max_words,
        ReadOptions::MAX_WORDS
    );
    let endless = |text: &'static [u8]| std::io::BufReader::new(EndlessWords(text.iter().cycle()));
    for (text, lenient, line) in [
        (&b"cat\ndog\n"[..], false, 1001),
        (&b"cat\n\ndon't\n"[..], true, 1501),
    ] {
        let options = ReadOptions::default()
            .with_lenient(lenient)
            .with_max_words(1000);
        let err = Lexicon::from_reader(endless(text), "stdin", options).unwrap_err();
        assert!(
            matches!(err, crate::Error::TooManyWords { line: l, max: 1000, .. } if l == line),
            "{err}"
        );
        assert_eq!(
            err.to_string(),
            format!(
                "stdin:{line}: more than 1000 words (ReadOptions::max_words; the CLI's --max-list-words)"
            )
        );
    }
    // A list of exactly `max_words` words is read.
    let options = ReadOptions::default().with_max_words(2);
    let (lex, _) = Lexicon::from_reader(&b"cat\n\ndog\n"[..], "two", options).unwrap();
    assert_eq!(lex.len(), 2);
}

#[test]
fn a_byte_order_mark_is_dropped() {
    let text = "\u{feff}cat\ndog\n";
    let (lex, report) =
        Lexicon::from_reader(text.as_bytes(), "bom", ReadOptions::default()).unwrap();
    assert_eq!(words(lex.query().into_entries()), ["cat", "dog"]);
    assert!(report.skipped.is_empty());
}

#[test]
fn empty_input_gives_an_empty_lexicon() {
    let (lex, report) = Lexicon::from_reader(&b""[..], "empty", ReadOptions::default()).unwrap();
    assert!(lex.is_empty());
    assert_eq!(report.lines, 0);
    assert!(
        lex.query()
            .rack(Rack::new("abc").unwrap())
            .into_entries()
            .is_empty()
    );
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
    let cat = english
        .query()
        .pattern(Pattern::new("c?t").unwrap())
        .into_entries();
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
        prop_assert_eq!(words(lex.query().into_entries()), set.iter().cloned().collect::<Vec<_>>());
        for p in probes.iter().chain(&list) {
            prop_assert_eq!(lex.contains(p), set.contains(p));
        }
        for len in 1..8 {
            let expect: Vec<String> = set.iter().filter(|w| w.len() == len).cloned().collect();
            prop_assert_eq!(words(lex.query().length(len).into_entries()), expect);
        }
        for p in &probes {
            let prefix = &p[..p.len().min(2)];
            let expect: Vec<String> = set.iter().filter(|w| w.starts_with(prefix)).cloned().collect();
            prop_assert_eq!(words(lex.query().prefix(prefix).into_entries()), expect);
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
        prop_assert_eq!(words(lex.query().rack(Rack::new(&rack).unwrap()).into_entries()), sub);
        let exact: Vec<String> = set.iter().filter(|w| counts(w) == rc).cloned().collect();
        prop_assert_eq!(words(lex.query().rack(Rack::new(&rack).unwrap().exact()).into_entries()), exact);
        // The fast walk and the generic automaton search agree, blanks included.
        let blanked = format!("{rack}?");
        let r = Rack::new(&blanked).unwrap();
        prop_assert_eq!(lex.query().rack(Rack::new(&blanked).unwrap()).into_entries(), lex.query().and(r).into_entries());
        prop_assert_eq!(lex.query().rack(Rack::new(&blanked).unwrap().exact()).into_entries(), lex.query().and(r.exact()).into_entries());
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
        prop_assert_eq!(words(lex.query().pattern(Pattern::new(&pattern).unwrap()).into_entries()), expect);
    }

    #[test]
    fn round_trips_through_bytes_and_text(list in prop::collection::vec(word_strategy(), 0..40)) {
        let lex = Lexicon::from_graded(list.iter().enumerate().map(|(i, w)| (w, Grade::new(i as u8)))).unwrap();
        let again = Lexicon::new(lex.as_bytes().to_vec()).unwrap();
        prop_assert_eq!(again.query().into_entries(), lex.query().into_entries());
        let text: String = lex.query().into_entries().iter().map(|e| format!("{}\t{}\n", e.word, e.grade)).collect();
        let (read, _) = Lexicon::from_reader(text.as_bytes(), "t", ReadOptions::default()).unwrap();
        prop_assert_eq!(read.query().into_entries(), lex.query().into_entries());
    }

    #[test]
    fn lenient_reads_of_word_list_like_bytes_always_succeed(
        bytes in prop::collection::vec(prop::sample::select(b"ab Z\t\n\r+9'-\xc3\xa9\xff".to_vec()), 0..200)
    ) {
        let lenient = ReadOptions { lenient: true, ..ReadOptions::default() };
        let (lex, report) = Lexicon::from_reader(&bytes[..], "fuzz", lenient).unwrap();
        prop_assert!(report.skipped.len() + report.blank <= report.lines);
        prop_assert!(lex.query().into_entries().iter().all(|e| e.word.bytes().all(|b| b.is_ascii_lowercase())));
    }

    #[test]
    fn reading_arbitrary_bytes_never_panics(bytes in prop::collection::vec(any::<u8>(), 0..200)) {
        let _ = Lexicon::from_reader(&bytes[..], "fuzz", ReadOptions::default());
        let lenient = ReadOptions { lenient: true, ..ReadOptions::default() };
        prop_assert!(Lexicon::from_reader(&bytes[..], "fuzz", lenient).is_ok());
        let _ = Lexicon::new(bytes);
    }
}

#[test]
fn streams_stop_early_where_the_caller_stops() {
    let english = Lexicon::english();
    let mut stream = english.query().prefix("inter").into_stream();
    let mut taken = Vec::new();
    while let Some((word, _)) = stream.next() {
        taken.push(word.to_string());
        if taken.len() == 5 {
            break;
        }
    }
    let all = words(english.query().prefix("inter").into_entries());
    assert!(all.len() > 5);
    assert_eq!(taken, all[..5]);
    // The rest of the stream is still there, and picks up after the fifth word.
    assert_eq!(words(stream.into_entries()), all[5..]);
    // An exhausted stream stays exhausted.
    let mut short = english
        .query()
        .pattern(Pattern::new("qu?z").unwrap())
        .into_stream();
    assert_eq!(
        short.next().map(|(w, _)| w.to_string()),
        Some("quiz".into())
    );
    while short.next().is_some() {}
    assert!(short.next().is_none());
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
    assert_eq!(words(owned.query().into_entries()), ["cat", "dog"]);
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
        let q = || lex.query();
        // The stream, drained one `next` at a time, against the collected query (which takes its
        // own way for a rack).
        prop_assert_eq!(q().into_stream().into_entries(), q().into_entries());
        prop_assert_eq!(q().prefix(&prefix).into_stream().into_entries(), q().prefix(&prefix).into_entries());
        prop_assert_eq!(q().length(len).into_stream().into_entries(), q().length(len).into_entries());
        let p = Pattern::new(&pattern).unwrap();
        prop_assert_eq!(q().pattern(p.clone()).into_stream().into_entries(), q().pattern(p.clone()).into_entries());
        let r = Rack::new(&rack).unwrap();
        prop_assert_eq!(q().rack(r.exact()).into_stream().into_entries(), q().rack(r.exact()).into_entries());
        prop_assert_eq!(q().rack(r).into_stream().into_entries(), q().rack(r).into_entries());
        let aut = fst::automaton::Str::new(&prefix).starts_with().intersection(Length(len));
        prop_assert_eq!(q().and(&aut).into_stream().into_entries(), q().and(&aut).into_entries());
        // The same on the erased storage.
        let any = lex.clone().into_cow();
        prop_assert_eq!(any.query().pattern(p.clone()).into_stream().into_entries(), q().pattern(p).into_entries());
        prop_assert_eq!(any.query().into_entries(), q().into_entries());
    }

    #[test]
    fn a_stream_stopped_after_k_matches_gave_the_first_k(
        list in prop::collection::vec(word_strategy(), 0..80),
        pattern in "[abcdef?*]{1,6}",
        k in 0usize..10,
    ) {
        let lex = Lexicon::from_words(&list).unwrap();
        let all = lex.query().pattern(Pattern::new(&pattern).unwrap()).into_entries();
        let mut stream = lex.query().pattern(Pattern::new(&pattern).unwrap()).into_stream();
        let mut first = Vec::new();
        while first.len() < k {
            let Some((word, grade)) = stream.next() else { break };
            first.push(Entry { word: word.to_string(), grade });
        }
        prop_assert_eq!(&first[..], &all[..k.min(all.len())]);
        prop_assert_eq!(stream.into_entries(), all[first.len()..].to_vec());
    }
}

#[test]
fn latin1_lists_are_read_by_flag_or_detection_and_counted() {
    use crate::{Encoding, profile};
    // "blåbær" and "søt" in ISO-8859-1, a UTF-8 "får", a byte-order mark, a hyphenated line.
    let mut bytes = b"\xEF\xBB\xBFbl\xE5b\xE6r\ns\xF8t\n".to_vec();
    bytes.extend_from_slice("får\nA-aksje\nfar\n".as_bytes());
    let nb = Normalizer::new().profile(&profile::NB);
    // Strict UTF-8: the first Latin-1 line is an error naming the file and line.
    let strict = ReadOptions {
        normalizer: nb,
        ..ReadOptions::default()
    };
    let err = Lexicon::from_reader(&bytes[..], "bokmaal", strict).unwrap_err();
    assert_eq!(err.to_string(), "bokmaal:1: the line is not valid UTF-8");
    // Detection: both encodings read, the Latin-1 lines counted, every skip reason kept.
    let detect = ReadOptions {
        normalizer: nb,
        lenient: true,
        encoding: Encoding::Detect,
        ..ReadOptions::default()
    };
    let (lex, report) = Lexicon::from_reader(&bytes[..], "bokmaal", detect).unwrap();
    assert_eq!(
        words(lex.query().into_entries()),
        ["blåbær", "far", "får", "søt"]
    );
    assert_eq!(report.latin1_lines, 2);
    assert_eq!(report.skipped.len(), 1);
    assert_eq!(
        report.skipped[0].reason,
        SkipReason::NotAWord(Rejection::Punctuation('-'))
    );
    assert_eq!(
        report.to_string(),
        "5 lines: 0 blank, 0 duplicates, 1 skipped, 2 read as ISO-8859-1\n  1 line not a word: '-' is not a letter (first: line 4: \"A-aksje\")"
    );
    // Latin-1 by flag: the UTF-8 line "får" becomes mojibake and is refused, not lost silently.
    let latin1 = ReadOptions {
        encoding: Encoding::Latin1,
        ..detect
    };
    let (lex, report) = Lexicon::from_reader(&bytes[..], "bokmaal", latin1).unwrap();
    assert_eq!(words(lex.query().into_entries()), ["blåbær", "far", "søt"]);
    assert_eq!(report.skipped.len(), 2);
    assert_eq!(report.reasons().len(), 2);
    // Strict reads name the offending character.
    let err = Lexicon::from_reader(
        "kafé\nstraße\n".as_bytes(),
        "pl.txt",
        ReadOptions {
            normalizer: Normalizer::new().profile(&profile::PL),
            ..ReadOptions::default()
        },
    )
    .unwrap_err();
    assert_eq!(
        err.to_string(),
        "pl.txt:2: \"straße\" is not a word: 'ß' is not a letter of the alphabet in use (use a lenient read to skip such lines)"
    );
}

#[test]
fn every_skip_reason_is_counted() {
    let text = b"a-b\nc-d\ne-f\nx.y\nr2\nok\n\xFF\nz\tbad\n";
    let lenient = ReadOptions {
        lenient: true,
        ..ReadOptions::default()
    };
    let (_, report) = Lexicon::from_reader(&text[..], "t", lenient).unwrap();
    let counts: Vec<(usize, usize)> = report
        .reasons()
        .iter()
        .map(|r| (r.lines, r.first.line))
        .collect();
    assert_eq!(counts, [(3, 1), (1, 4), (1, 5), (1, 7), (1, 8)]);
    assert_eq!(
        report.reasons().iter().map(|r| r.lines).sum::<usize>(),
        report.skipped.len()
    );
}

/// The lowercase letters random alphabets are drawn from: Latin, Latin-1, Latin Extended-A,
/// Greek and Cyrillic (one to two UTF-8 bytes each), so that letters of several byte lengths
/// and lead bytes mix in one alphabet.
fn letter_pool() -> Vec<char> {
    let mut pool: Vec<char> = ('a'..='z').collect();
    pool.extend(('\u{e0}'..='\u{fe}').filter(|&c| c != '\u{f7}'));
    pool.extend(('\u{101}'..='\u{17e}').step_by(2));
    pool.extend('\u{3b1}'..='\u{3c9}');
    pool.extend('\u{430}'..='\u{44f}');
    pool.extend(['є', 'і', 'ї', 'ґ']);
    pool.retain(|&c| {
        c.is_alphabetic()
            && c.to_lowercase().eq(std::iter::once(c))
            && c.to_uppercase().count() == 1
            && c.to_uppercase()
                .flat_map(char::to_lowercase)
                .eq(std::iter::once(c))
    });
    pool
}

/// A profile of the given letters, leaked (profiles are `'static`, and a test makes few).
fn random_profile(letters: &[char]) -> &'static Profile {
    let letters: &'static str = Box::leak(letters.iter().collect::<String>().into_boxed_str());
    let rows: &'static [&'static str] = Box::leak(vec![letters].into_boxed_slice());
    Box::leak(Box::new(
        Profile::new("x", "a random alphabet", letters, rows, "a property test")
            .with_marks_folded(false),
    ))
}

/// Whether `word` matches the wildcard tokens, by plain recursion.
fn naive_match(pattern: &[Option<Option<char>>], word: &[char]) -> bool {
    // Some(Some(c)): the letter c; Some(None): '?'; None: '*'.
    match pattern.split_first() {
        None => word.is_empty(),
        Some((None, rest)) => (0..=word.len()).any(|k| naive_match(rest, &word[k..])),
        Some((Some(t), rest)) => match word.split_first() {
            Some((c, tail)) => t.is_none_or(|l| l == *c) && naive_match(rest, tail),
            None => false,
        },
    }
}

fn naive_spells(rack: &[char], blanks: usize, word: &[char], exact: bool) -> bool {
    let mut left = rack.to_vec();
    let mut blanks = blanks;
    for c in word {
        if let Some(i) = left.iter().position(|l| l == c) {
            left.swap_remove(i);
        } else if blanks > 0 {
            blanks -= 1;
        } else {
            return false;
        }
    }
    !exact || (left.is_empty() && blanks == 0)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Over random alphabets of up to 64 letters, the rack, pattern and length queries (the
    /// walk and the automata both) give exactly the words a brute force finds.
    #[test]
    fn queries_in_random_alphabets_agree_with_brute_force(
        picks in ::proptest::sample::subsequence(letter_pool(), 1..=64).prop_shuffle(),
        raw_words in ::proptest::collection::vec(::proptest::collection::vec(any::<::proptest::sample::Index>(), 1..7), 1..60),
        rack in ::proptest::collection::vec(any::<::proptest::sample::Index>(), 1..8),
        blanks in 0usize..2,
        pattern in ::proptest::collection::vec((0u8..6, any::<::proptest::sample::Index>()), 1..6),
        len in 1usize..7,
    ) {
        let profile = random_profile(&picks);
        prop_assert!(profile.check().is_ok(), "{:?}", profile.check());
        let list: Vec<Vec<char>> = raw_words
            .iter()
            .map(|w| w.iter().map(|i| *i.get(&picks)).collect())
            .collect();
        let text: String = list.iter().map(|w| w.iter().collect::<String>() + "\n").collect();
        let options = ReadOptions {
            normalizer: Normalizer::new().profile(profile),
            ..ReadOptions::default()
        };
        let (lexicon, _) = Lexicon::from_reader(text.as_bytes(), "random", options).unwrap();
        let mut distinct: Vec<String> = list.iter().map(|w| w.iter().collect()).collect();
        distinct.sort();
        distinct.dedup();
        prop_assert_eq!(&words(lexicon.query().into_entries()), &distinct);

        let rack: Vec<char> = rack.iter().map(|i| *i.get(&picks)).collect();
        let rack_text: String = rack.iter().collect::<String>() + &"?".repeat(blanks);
        for exact in [false, true] {
            let expected: Vec<String> = distinct
                .iter()
                .filter(|w| naive_spells(&rack, blanks, &w.chars().collect::<Vec<_>>(), exact))
                .cloned()
                .collect();
            let query = Rack::in_profile(&rack_text, profile).unwrap();
            let query = if exact { query.exact() } else { query };
            let walked = if exact {
                lexicon.query().rack(Rack::in_profile(&rack_text, profile).unwrap().exact()).into_entries()
            } else {
                lexicon.query().rack(Rack::in_profile(&rack_text, profile).unwrap()).into_entries()
            };
            prop_assert_eq!(&words(walked), &expected);
            prop_assert_eq!(&words(lexicon.query().and(query).into_entries()), &expected);
        }

        let tokens: Vec<Option<Option<char>>> = pattern
            .iter()
            .map(|(kind, i)| match kind {
                0 => None,
                1 => Some(None),
                _ => Some(Some(*i.get(&picks))),
            })
            .collect();
        let pattern_text: String = tokens
            .iter()
            .map(|t| match t {
                None => '*',
                Some(None) => '?',
                Some(Some(c)) => *c,
            })
            .collect();
        let expected: Vec<String> = distinct
            .iter()
            .filter(|w| naive_match(&tokens, &w.chars().collect::<Vec<_>>()))
            .cloned()
            .collect();
        prop_assert_eq!(&words(lexicon.query().pattern(Pattern::in_profile(&pattern_text, profile).unwrap()).into_entries()), &expected);

        let expected: Vec<String> =
            distinct.iter().filter(|w| w.chars().count() == len).cloned().collect();
        prop_assert_eq!(&words(lexicon.query().length(len).into_entries()), &expected);
    }
}

#[test]
fn english_queries_keep_their_messages() {
    assert_eq!(
        Pattern::new("c-t").unwrap_err().to_string(),
        "pattern \"c-t\": '-' is not a letter a-z, '?', '.' or '*'"
    );
    assert_eq!(
        Rack::new("ab1").unwrap_err().to_string(),
        "rack \"ab1\": '1' is not a letter a-z or '?'"
    );
    assert_eq!(
        Rack::in_profile("ab1", &crate::profile::PL)
            .unwrap_err()
            .to_string(),
        "rack \"ab1\": '1' is not a letter of Polish or '?'"
    );
    assert_eq!(Pattern::new("C?T*").unwrap().as_str(), "c?t*");
    assert_eq!(
        Pattern::in_profile("STRAẞE", &crate::profile::DE)
            .unwrap()
            .as_str(),
        "strasse"
    );
}

/// A query's conditions combine, in any order.
#[test]
fn query_conditions_combine_in_any_order() {
    use crate::Rack;
    fn words(entries: Vec<crate::Entry>) -> Vec<String> {
        entries.into_iter().map(|e| e.word).collect()
    }
    let english = Lexicon::english();
    let q = || english.query();
    assert_eq!(q().count(), english.len());
    let both = words(
        q().prefix("re")
            .rack(Rack::new("retains").unwrap())
            .into_entries(),
    );
    assert!(!both.is_empty() && both.iter().all(|w| w.starts_with("re")));
    assert_eq!(
        both,
        words(
            q().rack(Rack::new("retains").unwrap())
                .prefix("re")
                .into_entries()
        )
    );
}

/// A count of skipped lines reads as English: one line, not "1 lines", and no "the line" after
/// a count.
#[test]
fn skipped_line_counts_read_as_sentences() {
    let lenient = ReadOptions::default().with_lenient(true);
    let (_, report) = Lexicon::from_reader(&b"ok\n\xff\xfe\nfine\n"[..], "t", lenient).unwrap();
    let reasons: Vec<String> = report.reasons().iter().map(ToString::to_string).collect();
    assert_eq!(reasons.len(), 1, "{reasons:?}");
    assert!(
        reasons[0].starts_with("1 line not valid UTF-8 (first: line 2"),
        "{reasons:?}"
    );
    let (_, report) = Lexicon::from_reader(
        &b"a-b\nc-d\n"[..],
        "t",
        ReadOptions::default().with_lenient(true),
    )
    .unwrap();
    let reasons: Vec<String> = report.reasons().iter().map(ToString::to_string).collect();
    assert!(
        reasons[0].starts_with("2 lines not a word: '-'"),
        "{reasons:?}"
    );
}
