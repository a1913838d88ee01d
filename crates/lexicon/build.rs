//! Compiles the vendored English word list (`data/english.txt`, "WORD<TAB>SIZE" lines sorted by
//! word) into an FST map from word to SCOWL size class, so that `Lexicon::english()` needs no file
//! at run time.
use std::{env, fs, io::BufWriter, path::PathBuf};

fn main() {
    // `shipped_frequencies`: some `frequencies-<tag>` feature is on, so wordgames-wordfreq-data
    // is a dependency (one cfg where the code would otherwise list the twelve features twice).
    println!("cargo::rustc-check-cfg=cfg(shipped_frequencies)");
    let tag_feature = |key: &std::ffi::OsString| {
        key.to_str()
            .is_some_and(|k| k.starts_with("CARGO_FEATURE_FREQUENCIES_"))
    };
    if env::vars_os().any(|(key, _)| tag_feature(&key)) {
        println!("cargo::rustc-cfg=shipped_frequencies");
    }
    println!("cargo::rerun-if-changed=data/english.txt");
    let text =
        fs::read_to_string("data/english.txt").expect("read crates/lexicon/data/english.txt");
    let out = PathBuf::from(env::var_os("OUT_DIR").expect("OUT_DIR is set by cargo"));
    let file = fs::File::create(out.join("english.fst")).expect("create english.fst");
    let mut builder = fst::MapBuilder::new(BufWriter::new(file)).expect("start the FST");
    for (i, line) in text.lines().enumerate() {
        let (word, size) = line
            .split_once('\t')
            .unwrap_or_else(|| panic!("data/english.txt:{}: expected WORD<TAB>SIZE", i + 1));
        assert!(
            !word.is_empty() && word.bytes().all(|b| b.is_ascii_lowercase()),
            "data/english.txt:{}: {word:?} is not lowercase a-z",
            i + 1
        );
        let size: u8 = size
            .parse()
            .unwrap_or_else(|_| panic!("data/english.txt:{}: bad size {size:?}", i + 1));
        builder
            .insert(word, u64::from(size))
            .unwrap_or_else(|e| panic!("data/english.txt:{}: {e}", i + 1));
    }
    builder.finish().expect("finish the FST");
}
