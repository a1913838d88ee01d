//! Turns a raw frequency list (`word<TAB>hundredths of a Zipf unit`, one a line, as
//! `scripts/regen-wordfreq.sh` dumps wordfreq's lists) into the table that
//! `wordgames-wordfreq-data` ships for a language: each word read with the language's profile
//! (the normalization every word list of that language gets), the frequencies of words that
//! normalize alike added up, and the words at Zipf 2.00 or more, of at most 15 letters, written
//! sorted by bytes.
//!
//!     cargo run --release -p wordgames-lexicon --example wordfreq_table -- nb < nb.raw > nb.tsv

use std::{
    collections::BTreeMap,
    error::Error,
    io::{self, BufRead, Write},
};

use wordgames_lexicon::{Normalizer, Profile};

fn main() -> Result<(), Box<dyn Error>> {
    let tag = std::env::args()
        .nth(1)
        .ok_or("usage: wordfreq_table TAG < RAW > TABLE")?;
    let profile = Profile::parse_tag(&tag)?;
    let normalizer = Normalizer::new().profile(profile);
    // Frequencies per billion words, added up over the raw words that normalize alike.
    let mut sums: BTreeMap<String, f64> = BTreeMap::new();
    for line in io::stdin().lock().lines() {
        let line = line?;
        let Some((raw, centi)) = line.split_once('\t') else {
            continue;
        };
        let centi: f64 = centi.trim().parse()?;
        let Ok(word) = normalizer.normalize(raw) else {
            continue;
        };
        if word.chars().count() > 15 {
            continue;
        }
        *sums.entry(word).or_default() += 10f64.powf(centi / 100.0);
    }
    let mut out = io::BufWriter::new(io::stdout().lock());
    for (word, per_billion) in sums {
        let centi = (per_billion.log10() * 100.0).round();
        if centi >= 200.0 {
            writeln!(out, "{word}\t{centi}")?;
        }
    }
    out.flush()?;
    Ok(())
}
