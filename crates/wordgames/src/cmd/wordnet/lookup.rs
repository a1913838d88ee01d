//! `wordgames wordnet lookup`: the senses a query names, as text or JSON.

use std::{
    collections::BTreeMap,
    io::{BufWriter, Write},
};

use serde::Serialize;
use wordgames_wordnet::{Sense, WordNet};

use crate::cli::CliResult;

use super::table::{self, Format, Queries};

/// One sense of `wordgames wordnet lookup --json` (fields in alphabetical order);
/// the text output reads it too.
#[derive(Serialize)]
pub(super) struct SenseDoc<'a> {
    definition: &'a str,
    examples: Vec<&'a str>,
    key: String,
    lemma_names: Vec<String>,
    lexname: Option<&'a str>,
    pos: String,
    /// Relation name to the synsets (or "word (synset)" for lexical pointers) it leads to.
    relations: BTreeMap<&'static str, Vec<String>>,
    synset: String,
    tag_count: Option<u32>,
    words: Vec<&'a str>,
}

/// `wordgames wordnet lookup --json`.
#[derive(Serialize)]
pub(super) struct LookupDoc<'a> {
    senses: &'a [SenseDoc<'a>],
    word: &'a str,
}

pub(super) fn sense_json<'a>(wn: &'a WordNet, sense: Sense<'a>) -> SenseDoc<'a> {
    let synset = sense.synset();
    let mut relations: BTreeMap<&'static str, Vec<String>> = BTreeMap::new();
    for p in synset.pointers() {
        // A lexical pointer belongs to one word of the synset: show it with that word only.
        let source = synset
            .words()
            .nth(usize::from(p.source_word).wrapping_sub(1));
        if p.is_lexical() && source.map(|w| w.sense().id()) != Some(sense.id()) {
            continue;
        }
        let target = wn.synset(p.target);
        let name = if p.is_lexical() {
            let word = target
                .words()
                .nth(usize::from(p.target_word) - 1)
                .expect("checked on load");
            format!("{} ({})", word.lemma(), target.name())
        } else {
            target.name()
        };
        relations.entry(p.relation.name()).or_default().push(name);
    }
    SenseDoc {
        definition: synset.definition(),
        examples: synset.examples().collect(),
        key: sense_key(sense),
        lemma_names: synset.words().map(|w| w.name()).collect(),
        lexname: synset.lex_name().ok(),
        pos: synset.pos().to_string(),
        relations,
        synset: synset.name(),
        tag_count: sense.tag_count().ok(),
        words: synset.words().map(|w| w.lemma()).collect(),
    }
}

/// A sense's key: from index.sense, or computed from the data files as NLTK computes it.
pub(super) fn sense_key(sense: Sense<'_>) -> String {
    sense
        .key()
        .map_or_else(|_| sense.computed_key(), str::to_string)
}

pub(super) fn lookup(format: Format, wn: &WordNet, queries: &Queries) -> CliResult {
    let mut out = BufWriter::new(crate::out::stdout());
    let mut table = table::Table::new(
        Vec::new(),
        format,
        &[
            "query",
            "synset",
            "key",
            "lexname",
            "tag_count",
            "definition",
        ],
    );
    let mut first = true;
    let failed = queries.each(|q| {
        let word = q.text.as_str();
        let senses = match wn.senses_named(word) {
            Ok(s) => s,
            Err(e) => return Ok(Err(e.to_string())),
        };
        let values: Vec<SenseDoc<'_>> = senses.iter().map(|s| sense_json(wn, *s)).collect();
        match format {
            Format::Json => {
                let doc = LookupDoc {
                    senses: &values,
                    word,
                };
                writeln!(out, "{}", serde_json::to_string(&doc)?)?;
            }
            Format::Tsv | Format::Csv => {
                for value in &values {
                    let tags = value.tag_count.map(|t| t.to_string()).unwrap_or_default();
                    table.row(&[
                        word,
                        &value.synset,
                        &value.key,
                        value.lexname.unwrap_or("?"),
                        &tags,
                        value.definition,
                    ])?;
                }
                out.write_all(&table.take_output())?;
            }
            Format::Text => {
                if !first {
                    writeln!(out)?;
                }
                lookup_text(&mut out, &senses, &values)?;
            }
        }
        first = false;
        Ok(Ok(()))
    })?;
    out.flush()?;
    table::failures(failed)
}

/// The text of one query's senses.
pub(super) fn lookup_text(
    out: &mut impl Write,
    senses: &[Sense<'_>],
    values: &[SenseDoc<'_>],
) -> CliResult {
    for (i, (sense, value)) in senses.iter().zip(values).enumerate() {
        writeln!(
            out,
            "{}. {} ({}, {}{})",
            i + 1,
            sense.lemma().text().replace('_', " "),
            value.synset,
            value.lexname.unwrap_or("?"),
            sense
                .tag_count()
                .map(|t| format!(", tagged {t}x"))
                .unwrap_or_default()
        )?;
        writeln!(out, "   {}", sense.synset().definition())?;
        for example in sense.synset().examples() {
            writeln!(out, "   \"{example}\"")?;
        }
        let words: Vec<&str> = sense.synset().words().map(|w| w.lemma()).collect();
        if words.len() > 1 {
            writeln!(out, "   words: {}", words.join(", "))?;
        }
        let names: Vec<String> = sense.synset().words().map(|w| w.name()).collect();
        writeln!(out, "   lemma names: {}", names.join(", "))?;
        writeln!(out, "   sense key: {}", sense_key(*sense))?;
        for (relation, targets) in &value.relations {
            writeln!(out, "   {relation}: {}", targets.join(", "))?;
        }
    }
    Ok(())
}
