//! Bad input for every public entry point of `lexicon`: each case gets an error whose text is
//! pinned here, or a documented result (nothing is dropped without a count in the report). The
//! table in `docs/RELIABILITY.md` names these tests.

use wordgames_lexicon::{Lexicon, Pattern, Rack, ReadOptions};

fn read(bytes: &[u8]) -> Result<(Lexicon, wordgames_lexicon::ReadReport), String> {
    Lexicon::from_reader(bytes, "list.txt", ReadOptions::default()).map_err(|e| e.to_string())
}

fn lenient(bytes: &[u8]) -> (Lexicon, wordgames_lexicon::ReadReport) {
    let options = ReadOptions::default().with_lenient(true);
    Lexicon::from_reader(bytes, "list.txt", options).unwrap()
}

fn words(lexicon: &Lexicon) -> Vec<String> {
    lexicon
        .query()
        .into_entries()
        .into_iter()
        .map(|e| e.word)
        .collect()
}

#[test]
fn an_empty_list_is_an_empty_lexicon() {
    let (lexicon, report) = read(b"").unwrap();
    assert!(lexicon.is_empty());
    assert_eq!((report.lines, report.blank), (0, 0));
    let (lexicon, report) = read(b"\n\n").unwrap();
    assert!(lexicon.is_empty());
    assert_eq!((report.lines, report.blank), (2, 2));
    assert_eq!(
        Lexicon::from_words([""]).unwrap_err().to_string(),
        "<words>:1: \"\" is not a word: it is empty (use a lenient read to skip such lines)"
    );
}

#[test]
fn non_utf8_lines_are_errors_or_counted_skips() {
    assert_eq!(
        read(b"cat\nd\xffg\n").unwrap_err(),
        "list.txt:2: the line is not valid UTF-8"
    );
    let (lexicon, report) = lenient(b"cat\nd\xffg\n");
    assert_eq!(words(&lexicon), ["cat"]);
    assert_eq!(report.skipped.len(), 1);
    assert_eq!(report.skipped[0].line, 2);
}

#[test]
fn crlf_line_ends_are_read_as_line_ends() {
    let (lexicon, report) = read(b"cat\r\ndog\t20\r\n\r\n").unwrap();
    assert_eq!(words(&lexicon), ["cat", "dog"]);
    assert_eq!(lexicon.grade("dog").map(|g| g.get()), Some(20));
    assert_eq!((report.lines, report.blank), (3, 1));
}

#[test]
fn duplicates_are_counted_and_keep_the_most_common_grade() {
    let (lexicon, report) = read(b"cat\t50\nCat\t10\ncat\n").unwrap();
    assert_eq!(words(&lexicon), ["cat"]);
    assert_eq!(report.duplicates, 2);
    assert_eq!(lexicon.grade("cat").map(|g| g.get()), Some(10));
}

#[test]
fn mixed_case_is_lowercased() {
    let (lexicon, _) = read(b"Zebra\nAPPLE\n").unwrap();
    assert_eq!(words(&lexicon), ["apple", "zebra"]);
}

#[test]
fn non_ascii_letters_are_errors_unless_folded() {
    assert_eq!(
        read("cat\ncaf\u{e9}\n".as_bytes()).unwrap_err(),
        "list.txt:2: \"caf\u{e9}\" is not a word: '\u{e9}' is not an ASCII letter a-z (use a lenient read to skip such lines)"
    );
    let options = ReadOptions::default()
        .with_normalizer(wordgames_lexicon::Normalizer::new().fold_accents(true));
    let (lexicon, _) = Lexicon::from_reader("caf\u{e9}\n".as_bytes(), "list.txt", options).unwrap();
    assert_eq!(words(&lexicon), ["cafe"]);
}

#[test]
fn bad_grades_are_errors() {
    assert_eq!(
        read(b"cat\t300\n").unwrap_err(),
        "list.txt:1: grade \"300\" is not a whole number from 0 to 255"
    );
    assert_eq!(
        read(b"cat\t-1\n").unwrap_err(),
        "list.txt:1: grade \"-1\" is not a whole number from 0 to 255"
    );
    // A grade without a word is an error, not a blank line.
    assert_eq!(
        read(b"cat\n\t20\n").unwrap_err(),
        "list.txt:2: \"\\t20\" is not a word: it is empty (use a lenient read to skip such lines)"
    );
    let (_, report) = lenient(b"cat\n\t20\n");
    assert_eq!((report.blank, report.skipped.len()), (0, 1));
    assert_eq!(report.skipped[0].text, "\t20");
    // An empty grade column is no grade: the default.
    let (lexicon, _) = read(b"cat\t\n").unwrap();
    assert_eq!(
        lexicon.grade("cat"),
        Some(wordgames_lexicon::Grade::DEFAULT)
    );
}

#[test]
fn word_lengths_zero_and_thirty() {
    let thirty = "a".repeat(30);
    let (lexicon, _) = read(format!("{thirty}\n").as_bytes()).unwrap();
    assert!(lexicon.contains(&thirty));
    assert_eq!(lexicon.query().length(30).into_entries().len(), 1);
    assert!(lexicon.query().length(0).into_entries().is_empty());
}

#[test]
fn huge_input() {
    // A 1 MiB line is an error naming its line, not a word; 100,000 lines are 100,000 words
    // (none lost).
    let long = "b".repeat(1 << 20);
    let err = read(format!("a\n{long}\n").as_bytes()).unwrap_err();
    assert!(
        err.to_string()
            .contains(":2: the line is longer than 1024 bytes"),
        "{err}"
    );
    let mut text = String::new();
    let mut n = 0;
    'outer: for a in b'a'..=b'z' {
        for b in b'a'..=b'z' {
            for c in b'a'..=b'z' {
                for d in b'a'..=b'z' {
                    if n == 100_000 {
                        break 'outer;
                    }
                    text.extend([a, b, c, d].map(char::from));
                    text.push('\n');
                    n += 1;
                }
            }
        }
    }
    let (lexicon, report) = read(text.as_bytes()).unwrap();
    assert_eq!((lexicon.len(), report.lines), (100_000, 100_000));
}

#[test]
fn bytes_that_are_not_an_fst() {
    let unknown = "An unknown error occurred. This usually means you're trying to read data \
                   that isn't actually an encoded FST.";
    assert_eq!(
        Lexicon::new(b"not an fst".to_vec())
            .unwrap_err()
            .to_string(),
        format!("not a lexicon FST: Error opening FST with size 10 bytes: {unknown}")
    );
    assert_eq!(
        Lexicon::new(Vec::new()).unwrap_err().to_string(),
        format!("not a lexicon FST: Error opening FST with size 0 bytes: {unknown}")
    );
}

#[test]
fn bad_patterns_and_racks() {
    let lexicon = Lexicon::from_words(["cat", "act"]).unwrap();
    fn err<T: std::fmt::Debug>(r: wordgames_lexicon::Result<T>) -> String {
        r.unwrap_err().to_string()
    }
    // How many words of the lexicon a pattern or a rack matches.
    let pattern_matches = |p: Pattern| lexicon.query().pattern(p).into_entries().len();
    let rack_matches = |r: Rack| lexicon.query().rack(r).into_entries().len();
    assert_eq!(err(Pattern::new("")), "pattern \"\": the pattern is empty");
    assert_eq!(
        err(Pattern::new("c\u{e9}t")),
        "pattern \"c\u{e9}t\": '\u{e9}' is not a letter a-z, '?', '.' or '*'"
    );
    assert_eq!(err(Rack::new("")), "rack \"\": the rack is empty");
    assert_eq!(
        err(Rack::new("t\u{e9}a")),
        "rack \"t\u{e9}a\": '\u{e9}' is not a letter a-z or '?'"
    );
    assert_eq!(pattern_matches(Pattern::new(&"?".repeat(30)).unwrap()), 0);
    // Quoted in errors: the first 40 characters and the length.
    let quoted_long = |what: &str, c: &str, len: usize, reason: &str| {
        format!("{what} \"{}\"… ({len} bytes): {reason}", c.repeat(40))
    };
    assert_eq!(
        err(Pattern::new(&"?".repeat(64))),
        quoted_long("pattern", "?", 64, "64 symbols, at most 63 are allowed")
    );
    // 30 tiles are allowed (nothing matches here); 256 are too many.
    assert_eq!(rack_matches(Rack::new(&"a".repeat(30)).unwrap()), 0);
    assert_eq!(
        err(Rack::new(&"a".repeat(300))),
        quoted_long("rack", "a", 300, "more than 255 tiles")
    );
    assert_eq!(
        Rack::new("TAC")
            .map(|rack| rack_matches(rack.exact()))
            .map_err(|e| e.to_string()),
        Ok(2)
    );
}

#[test]
fn a_missing_file_is_named() {
    let err = Lexicon::from_path("/nonexistent/words.txt", ReadOptions::default()).unwrap_err();
    assert_eq!(err.to_string(), "cannot read /nonexistent/words.txt");
    let source = std::error::Error::source(&err).expect("the io::Error is the source");
    let io = source
        .downcast_ref::<std::sync::Arc<std::io::Error>>()
        .expect("a shared io::Error");
    assert_eq!(io.kind(), std::io::ErrorKind::NotFound);
    assert_eq!(source.to_string(), io.to_string());
    // The error can be cached and cloned: the clone says the same and shares the cause.
    let copy = err.clone();
    assert_eq!(copy.to_string(), err.to_string());
    match (&copy, &err) {
        (
            wordgames_lexicon::Error::Io { source: a, .. },
            wordgames_lexicon::Error::Io { source: b, .. },
        ) => assert!(std::sync::Arc::ptr_eq(a, b)),
        other => panic!("{other:?}"),
    }
}

/// A file that reports a huge size (a sparse 1 TiB file) is refused at once, before any read;
/// a real FST file round-trips.
#[test]
fn an_fst_file_is_read_within_its_limit() {
    let dir = std::env::temp_dir().join(format!("lexicon-fst-file-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let huge = dir.join("huge.fst");
    std::fs::File::create(&huge)
        .unwrap()
        .set_len(1 << 40)
        .unwrap();
    let err = Lexicon::from_fst_file(&huge).unwrap_err();
    assert!(
        matches!(err, wordgames_lexicon::Error::FileTooLarge { max, .. } if max == Lexicon::MAX_FST_FILE)
    );
    assert_eq!(
        err.to_string(),
        format!(
            "{} is larger than 268435456 bytes, the most read of such a file",
            huge.display()
        )
    );

    let small = dir.join("small.fst");
    let lexicon = Lexicon::from_words(["act", "cat"]).unwrap();
    std::fs::write(&small, lexicon.as_bytes()).unwrap();
    let read = Lexicon::from_fst_file(&small).unwrap();
    assert!(read.contains("cat") && read.contains("act") && read.len() == 2);
    std::fs::remove_dir_all(&dir).unwrap();
}
