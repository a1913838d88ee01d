//! The loader on a small hand-made WNDB directory: what it reads, and the errors it gives for
//! missing files and malformed lines.

use std::{fs, path::PathBuf};

use crate::{copy_of_fixture, fixture};
use wordgames_wordnet::{AdjMarker, Error, Frame, Pos, Relation, WordNet};

/// A copy of the fixture in a fresh temporary directory, with `edit` applied to one file.
fn edited(name: &str, file: &str, edit: impl FnOnce(String) -> Option<String>) -> PathBuf {
    let dir = copy_of_fixture(name);
    let path = dir.join(file);
    match edit(fs::read_to_string(&path).unwrap()) {
        Some(text) => fs::write(&path, text).unwrap(),
        None => fs::remove_file(&path).unwrap(),
    }
    dir
}

#[test]
fn reads_everything_in_the_data_lines() {
    let wn = WordNet::open(fixture()).unwrap();
    assert_eq!(wn.synset_count(), 6);
    assert_eq!(wn.lemma_count(), 7);
    let dog = wn.synset_by_name("dog.n.01").unwrap();
    assert_eq!(dog.offset(), 200);
    assert_eq!(dog.lex_file(), 5);
    let words: Vec<_> = dog.words().map(|w| (w.lemma(), w.lex_id())).collect();
    assert_eq!(words, [("dog", 0), ("domestic_dog", 0)]);
    assert_eq!(dog.definition(), "a domesticated canid");
    assert_eq!(
        dog.examples().collect::<Vec<_>>(),
        ["the dog barked", "a dog's life"]
    );
    let antonym = dog.pointers()[1];
    assert_eq!(antonym.relation, Relation::Antonym);
    assert!(antonym.is_lexical());
    assert_eq!((antonym.source_word, antonym.target_word), (1, 1));
    assert_eq!(wn.synset(antonym.target).name(), "cat.n.01");
    let bark = wn.synset_by_name("bark.v.01").unwrap();
    assert_eq!(bark.frames(), [Frame { number: 2, word: 0 }]);
    let big = wn.synset_by_name("big.a.01").unwrap();
    assert_eq!(
        big.words().next().unwrap().marker(),
        Some(AdjMarker::Attributive)
    );
    assert_eq!(big.words().next().unwrap().lemma(), "big");
}

#[test]
fn missing_optional_files_are_reported_by_the_features_that_need_them() {
    let wn = WordNet::open(fixture()).unwrap();
    assert_eq!(
        wn.missing_optional_files(),
        [
            "index.sense",
            "noun.exc",
            "verb.exc",
            "adj.exc",
            "adv.exc",
            "lexnames"
        ]
    );
    let sense = wn.lemma("dog").unwrap().senses().next().unwrap();
    assert!(matches!(
        sense.key(),
        Err(Error::MissingOptional {
            file: "index.sense",
            ..
        })
    ));
    assert!(matches!(
        sense.tag_count(),
        Err(Error::MissingOptional { .. })
    ));
    assert!(matches!(
        wn.morphy("dogs", Pos::Noun),
        Err(Error::MissingOptional {
            file: "noun.exc",
            ..
        })
    ));
    // Without lexnames, the names of WordNet 3.0 and 3.1 (the built-in table).
    assert_eq!(
        sense.synset().lex_name().unwrap(),
        wordgames_wordnet::LEXNAMES[usize::from(sense.synset().lex_file())]
    );
    // A spelling that is a lemma still looks up without the exception lists.
    assert_eq!(wn.lookup("dog").unwrap().len(), 1);
}

#[test]
fn a_missing_required_file_is_named() {
    let dir = edited("missing", "data.verb", |_| None);
    let err = WordNet::open(&dir).unwrap_err();
    assert!(
        matches!(&err, Error::MissingFile { path } if path.ends_with("data.verb")),
        "{err}"
    );
    assert!(err.to_string().contains("data.verb"));
}

fn parse_error(
    name: &str,
    file: &str,
    edit: impl FnOnce(String) -> String,
) -> (PathBuf, usize, &'static str, String) {
    let dir = edited(name, file, |t| Some(edit(t)));
    match WordNet::open(&dir) {
        Err(Error::Parse {
            path,
            line,
            expected,
            found,
        }) => (path, line, expected, found),
        other => panic!("expected a parse error, got {other:?}"),
    }
}

#[test]
fn malformed_lines_give_file_line_and_what_was_expected() {
    let (path, line, expected, found) = parse_error("badcount", "data.noun", |t| {
        t.replace("dog 0 domestic_dog 0 002", "dog 0 domestic_dog 0 0x2")
    });
    assert!(path.ends_with("data.noun"));
    assert_eq!(line, 3);
    assert!(expected.contains("pointer count"), "{expected}");
    assert_eq!(found, "0x2");

    let (path, line, expected, _) = parse_error("badsymbol", "data.noun", |t| {
        t.replace("! 00000200", "?? 00000200")
    });
    assert!(path.ends_with("data.noun"));
    assert_eq!(line, 4);
    assert!(expected.contains("pointer symbol"));

    let (_, line, expected, found) = parse_error("dangling", "data.noun", |t| {
        t.replace("~ 00000200", "~ 00000999")
    });
    assert_eq!(line, 2);
    assert!(expected.contains("offset of a synset"), "{expected}");
    assert!(found.contains("00000999"));

    let (path, line, _, found) = parse_error("truncated", "data.adv", |t| {
        t.replace(" | with much noise", "")
    });
    assert!(path.ends_with("data.adv"));
    assert_eq!((line, found.as_str()), (1, "end of line"));

    let (path, line, expected, _) = parse_error("badindex", "index.noun", |t| {
        t.replace("entity n 1 1 ~ 1 0 00000100", "entity n 1 1 ~ 1 0 00000123")
    });
    assert!(path.ends_with("index.noun"));
    assert_eq!(line, 4);
    assert!(expected.contains("offset"));

    let (path, line, expected, found) = parse_error("notaword", "index.noun", |t| {
        t.replace("cat n 1 1 ! 1 0 00000300", "cat n 1 1 ! 1 0 00000100")
    });
    assert!(path.ends_with("index.noun"));
    assert_eq!(line, 1);
    assert!(expected.contains("among its words"), "{expected}");
    assert!(found.contains("cat"), "{found}");

    let (_, _, expected, _) =
        parse_error("wrongpos", "data.verb", |t| t.replace(" 29 v ", " 29 n "));
    assert!(expected.contains("synset type"));
}

/// `WordNet::from_env` reads `WNSEARCHDIR`. Setting the variable in this process would race with
/// the other tests, so each case runs this test binary again as a child with the variable as the
/// case needs, and the child checks it (the `WNSEARCHDIR_CASE` variable says which case).
#[test]
fn the_wnsearchdir_constructor() {
    match std::env::var("WNSEARCHDIR_CASE").as_deref() {
        Ok("unset") => {
            assert!(matches!(WordNet::from_env(), Err(Error::NoSearchDir)));
            return;
        }
        Ok("empty") => {
            assert!(matches!(WordNet::from_env(), Err(Error::NoSearchDir)));
            return;
        }
        Ok("fixture") => {
            assert_eq!(WordNet::from_env().unwrap().synset_count(), 6);
            return;
        }
        Ok(other) => panic!("unknown case {other}"),
        Err(_) => {}
    }
    for case in ["unset", "empty", "fixture"] {
        // This test's full name: its module's path in the test binary (`fixture::` in
        // tests/main.rs), without the crate's name.
        let name = match module_path!().split_once("::") {
            Some((_, module)) => format!("{module}::the_wnsearchdir_constructor"),
            None => "the_wnsearchdir_constructor".to_string(),
        };
        let mut child = std::process::Command::new(std::env::current_exe().unwrap());
        child
            .args(["--exact", &name, "--nocapture"])
            .env("WNSEARCHDIR_CASE", case)
            .env_remove("WNSEARCHDIR");
        match case {
            "empty" => {
                child.env("WNSEARCHDIR", "");
            }
            "fixture" => {
                child.env("WNSEARCHDIR", fixture());
            }
            _ => {}
        }
        let out = child.output().unwrap();
        assert!(
            out.status.success(),
            "case {case}: {}",
            String::from_utf8_lossy(&out.stdout)
        );
        assert!(
            String::from_utf8_lossy(&out.stdout).contains("1 passed"),
            "case {case} ran its test"
        );
    }
}
