//! The WNDB loader (data, index, index.sense, exception and lexnames lines). `wordgames-wordnet` has
//! no line-level parser in its public API, so the input is cut at NUL bytes into the files of a
//! small WordNet directory (in the order of `FILES`; files past the end of the input are left
//! out, which makes the required ones missing) and `WordNet::open` reads it: a WordNet or an
//! error, never a panic.
#![no_main]

use std::path::PathBuf;
use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use wordgames_wordnet::{Pos, Relations, WordGraph, WordNet};

const FILES: [&str; 14] = [
    "data.noun",
    "index.noun",
    "data.verb",
    "index.verb",
    "data.adj",
    "index.adj",
    "data.adv",
    "index.adv",
    "index.sense",
    "noun.exc",
    "verb.exc",
    "adj.exc",
    "adv.exc",
    "lexnames",
];

fn dir() -> &'static PathBuf {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let dir = std::env::temp_dir().join(format!("wordnet-fuzz-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temporary directory");
        dir
    })
}

fuzz_target!(|data: &[u8]| {
    let dir = dir();
    let mut parts = data.split(|&b| b == 0);
    for name in FILES {
        let path = dir.join(name);
        match parts.next() {
            Some(bytes) => std::fs::write(&path, bytes).expect("write"),
            None => match std::fs::remove_file(&path) {
                Ok(()) => {}
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                Err(e) => panic!("remove: {e}"),
            },
        }
    }
    if let Ok(wn) = WordNet::open(dir) {
        // Walk everything that loaded.
        let _ = wn.synset_count() + wn.word_count() + wn.sense_count() + wn.lemma_count();
        for spelling in ["dog", "cat", "run", "a", ""] {
            for pos in Pos::ALL {
                let _ = wn.morphy(spelling, pos);
            }
            let _ = wn.lookup(spelling);
        }
        for synset in wn.synsets() {
            let _ = (
                synset.name(),
                synset.gloss(),
                synset.definition(),
                synset.lex_name(),
            );
            let _ = synset.examples().count() + synset.frames().len() + synset.pointers().len();
            for sense in synset.senses() {
                let _ = (
                    sense.key(),
                    sense.tag_count(),
                    sense.lemma().text(),
                    sense.number(),
                );
            }
        }
        for lemma in wn.lemmas() {
            let _ = lemma.senses().count() + lemma.parts_of_speech().count();
        }
        let _ = wn.missing_optional_files();
        if let Ok(graph) = WordGraph::build(&wn, Relations::default()) {
            let _ = graph.node_count() + graph.edge_count();
        }
    }
});
