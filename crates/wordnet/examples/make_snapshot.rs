//! Writes the snapshot of a WNDB directory: `make_snapshot DICT_DIR OUT_FILE`.
//!
//! `scripts/regen-wordnet-snapshot.sh` runs it on the vendored WordNet 3.1 to make the snapshot
//! that `WordNet::bundled` embeds; the crate's tests check that it gives the committed bytes.

use std::process::ExitCode;

use wordgames_wordnet::WordNet;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [dir, out] = args.as_slice() else {
        eprintln!("usage: make_snapshot DICT_DIR OUT_FILE");
        return ExitCode::from(2);
    };
    let wn = match WordNet::open(dir) {
        Ok(wn) => wn,
        Err(err) => {
            eprintln!("make_snapshot: {err}");
            return ExitCode::FAILURE;
        }
    };
    let bytes = wn.to_snapshot();
    if let Err(err) = std::fs::write(out, &bytes) {
        eprintln!("make_snapshot: {out}: {err}");
        return ExitCode::FAILURE;
    }
    println!(
        "{out}: {} bytes, {} synsets, {} lemmas",
        bytes.len(),
        wn.synset_count(),
        wn.lemma_count()
    );
    ExitCode::SUCCESS
}
