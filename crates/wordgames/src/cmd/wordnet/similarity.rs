//! `wordgames wordnet similarity`: the similarity of two synsets, or of every pair of a file.

use std::{
    io::{BufWriter, Write},
    path::Path,
};

use serde::Serialize;
use wordgames_wordnet::{
    IcSource, InformationContent, Measure, Similarity, Synset, SynsetId, WordNet,
};

use crate::cli::{CliResult, Global};

use super::table::{self, Format};

/// `wordgames wordnet similarity --json`, one pair.
#[derive(Serialize)]
pub(super) struct SimilarityDoc {
    first: String,
    measure: &'static str,
    second: String,
    value: Option<f64>,
}

/// `wordgames wordnet similarity --pairs FILE --json`.
#[derive(Serialize)]
pub(super) struct PairsDoc {
    measure: &'static str,
    pairs: Vec<PairDoc>,
}

#[derive(Serialize)]
pub(super) struct PairDoc {
    error: bool,
    first: String,
    second: String,
    value: Option<f64>,
}

pub(super) fn parse_measure(name: &str) -> Result<Measure, String> {
    Measure::from_name(name)
        .ok_or_else(|| format!("{name:?} is not a measure (path, lch, wup, res, jcn, lin)"))
}

/// The information content res, jcn and lin use: an IC file, a corpus, or the WordNet's own
/// tag counts (index.sense, else cntlist.rev beside the data files).
pub(super) fn information_content<'wn>(
    wn: &'wn WordNet,
    file: Option<&Path>,
    corpus: Option<&Path>,
) -> CliResult<InformationContent<'wn>> {
    let source = match (file, corpus) {
        (Some(path), _) => IcSource::File(path),
        (None, Some(path)) => IcSource::Corpus(path),
        (None, None) => IcSource::TagCounts,
    };
    let ic = match InformationContent::from_source(wn, source) {
        Ok(ic) => ic,
        Err(wordgames_wordnet::Error::MissingOptional { .. }) if source == IcSource::TagCounts => {
            return Err("this WordNet has no tag counts (index.sense or cntlist.rev): give --ic FILE or --ic-corpus FILE".into());
        }
        Err(e) => return Err(e.into()),
    };
    if let (Some(path), true) = (file, ic.skipped_lines() > 0) {
        errln!(
            "wordgames: {}: {} lines name offsets of no synset of this WordNet (an IC file of another WordNet version?)",
            path.display(),
            ic.skipped_lines()
        );
    }
    Ok(ic)
}

/// A value as NLTK prints it: `None` for no value, else the shortest decimal that reads back
/// (1e300 for NLTK's infinity).
pub(super) fn value_text(value: Option<f64>) -> String {
    value.map_or_else(|| "None".to_string(), |v| format!("{v:?}"))
}

pub(super) fn find<'a>(wn: &'a WordNet, name: &str) -> CliResult<Synset<'a>> {
    Ok(wn.find_synset(name)?)
}

pub(super) fn similarity(
    global: &Global,
    sim: &Similarity<'_>,
    measure: Measure,
    ic: Option<&InformationContent<'_>>,
    first: &str,
    second: &str,
) -> CliResult {
    let wn = sim.wordnet();
    let (a, b) = (find(wn, first)?, find(wn, second)?);
    let value = sim.measure(measure, a.id(), b.id(), ic)?;
    let mut out = crate::out::stdout();
    if global.json {
        let doc = SimilarityDoc {
            first: a.name(),
            measure: measure.name(),
            second: b.name(),
            value,
        };
        writeln!(out, "{}", serde_json::to_string(&doc)?)?;
    } else {
        writeln!(out, "{}", value_text(value))?;
    }
    Ok(())
}

/// The longest line of a `--pairs` file, in bytes.
pub(super) const PAIRS_LINE: usize = 1024;

pub(super) fn similarity_pairs(
    format: Format,
    sim: &Similarity<'_>,
    measure: Measure,
    ic: Option<&InformationContent<'_>>,
    path: &Path,
) -> CliResult {
    let wn = sim.wordnet();
    let (name, mut reader): (String, Box<dyn std::io::BufRead>) = if path == Path::new("-") {
        ("<stdin>".to_string(), Box::new(std::io::stdin().lock()))
    } else {
        let file = std::fs::File::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
        (
            path.display().to_string(),
            Box::new(std::io::BufReader::new(file)),
        )
    };
    let mut out = BufWriter::new(crate::out::stdout());
    let mut table = match format {
        Format::Tsv | Format::Csv => Some(table::Table::new(
            Vec::new(),
            format,
            &["first", "second", "measure", "value"],
        )),
        Format::Text | Format::Json => None,
    };
    let mut values = Vec::new();
    let mut failed = 0usize;
    let mut ids: std::collections::HashMap<String, SynsetId> = std::collections::HashMap::new();
    // Consecutive lines with the same first synset (a batch comparing one synset with many)
    // share its hypernyms' information content.
    let mut batch = sim.batch(measure, ic)?;
    let mut buf = Vec::new();
    for i in 0.. {
        use wordgames_lexicon::lines::{Line, read_numbered_line};
        let at = |e: &dyn std::fmt::Display| format!("{name}:{}: {e}", i + 1);
        let read =
            read_numbered_line(&mut reader, &mut buf, PAIRS_LINE, i + 1).map_err(|e| at(&e))?;
        // A line that cannot be answered: its reason on stderr, "error" in its row, and on.
        let mut report = |reason: String, first: &str, second: &str| -> CliResult {
            errln!("wordgames: {}", at(&reason));
            failed += 1;
            match (&mut table, format) {
                (Some(t), _) => t.row(&[first, second, measure.name(), "error"])?,
                (None, Format::Json) => values.push(PairDoc {
                    error: true,
                    first: first.to_string(),
                    second: second.to_string(),
                    value: None,
                }),
                (None, _) => writeln!(out, "error")?,
            }
            Ok(())
        };
        let line = match read {
            Line::Eof => break,
            Line::TooLong => {
                // The reader stopped inside the line, which may never end (/dev/zero): stop.
                return Err(at(&format!(
                    "the line is longer than {PAIRS_LINE} bytes (two synset names a line)"
                ))
                .into());
            }
            Line::Read => match std::str::from_utf8(&buf) {
                Ok(line) => line.trim(),
                Err(_) => {
                    report("the line is not valid UTF-8".to_string(), "", "")?;
                    continue;
                }
            },
        };
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let names: Vec<&str> = line.split_whitespace().collect();
        let [first, second] = names[..] else {
            report(
                format!("expected two synset names, found {line:?}"),
                line,
                "",
            )?;
            continue;
        };
        // Batches name the same synsets again and again: look each name up once.
        let mut id = |name: &str| -> Result<SynsetId, String> {
            if let Some(&id) = ids.get(name) {
                return Ok(id);
            }
            let id = wn.find_synset(name).map_err(|e| e.to_string())?.id();
            ids.insert(name.to_string(), id);
            Ok(id)
        };
        let (a, b) = match (id(first), id(second)) {
            (Ok(a), Ok(b)) => (a, b),
            (Err(e), _) | (_, Err(e)) => {
                report(e, first, second)?;
                continue;
            }
        };
        let value = match batch.measure(a, b) {
            Ok(value) => value,
            Err(e) => {
                report(e.to_string(), first, second)?;
                continue;
            }
        };
        match (&mut table, format) {
            (Some(t), _) => t.row(&[first, second, measure.name(), &value_text(value)])?,
            (None, Format::Json) => values.push(PairDoc {
                error: false,
                first: first.to_string(),
                second: second.to_string(),
                value,
            }),
            (None, _) => writeln!(out, "{}", value_text(value))?,
        }
        if let Some(t) = &mut table {
            let rows = t.take_output();
            out.write_all(&rows)?;
        }
    }
    if let Some(mut t) = table {
        out.write_all(&t.take_output())?;
    }
    if format == Format::Json {
        let doc = PairsDoc {
            measure: measure.name(),
            pairs: values,
        };
        writeln!(out, "{}", serde_json::to_string(&doc)?)?;
    }
    out.flush()?;
    if failed > 0 {
        return Err(
            format!("{failed} lines could not be answered (see the messages above)").into(),
        );
    }
    Ok(())
}
