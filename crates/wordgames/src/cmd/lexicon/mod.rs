//! `wordgames lexicon ...`: statistics, word checks and queries over the lexicon in force.

use std::collections::BTreeMap;

use clap::Subcommand;
use serde::Serialize;
use wordgames_lexicon::{AnyLexicon, Entry, Pattern, Rack};

use crate::cli::{CliResult, Global};

#[derive(Debug, Subcommand)]
pub enum LexiconCommand {
    /// Counts of words per grade and per length, and the FST's size.
    Stats,
    /// Is each WORD a word, and how common is it?
    Check {
        /// The words to check.
        #[arg(required = true, value_name = "WORD")]
        items: Vec<String>,
    },
    /// Words by prefix, wildcard pattern, exact anagram or rack.
    Query {
        /// Words that start with this prefix.
        #[arg(long, group = "query")]
        prefix: Option<String>,
        /// Words that match a wildcard pattern: '?' is one letter, '*' any run (quote it: 'c?t*').
        #[arg(long, group = "query")]
        pattern: Option<String>,
        /// Words that use exactly these letters ('?' is a blank).
        #[arg(long, group = "query")]
        anagram: Option<String>,
        /// Words makeable from these letters, each used at most as often as given ('?' is a blank).
        #[arg(long, group = "query")]
        rack: Option<String>,
        /// Keep only words in the common tier.
        #[arg(long)]
        common: bool,
        /// Keep only words of at least this many letters.
        #[arg(long, default_value_t = 1)]
        min_len: usize,
        /// Print at most this many words (0: all).
        #[arg(long, default_value_t = 0)]
        limit: usize,
    },
}

pub fn run(global: &Global, lex: &AnyLexicon, command: LexiconCommand) -> CliResult {
    match command {
        LexiconCommand::Stats => stats(global, lex),
        LexiconCommand::Check { items } => check(global, lex, &items),
        LexiconCommand::Query {
            prefix,
            pattern,
            anagram,
            rack,
            common,
            min_len,
            limit,
        } => {
            let lang = global.lang;
            let mut found: Vec<Entry> = if let Some(p) = prefix {
                // The prefix is normalized as a word of the language (case, NFC, folds).
                let p = if lang.is_ascii_az() {
                    p.to_ascii_lowercase()
                } else {
                    lang.normalize(&p)?
                };
                lex.query().prefix(&p).into_entries()
            } else if let Some(p) = pattern {
                lex.query()
                    .pattern(Pattern::in_profile(&p, lang)?)
                    .into_entries()
            } else if let Some(r) = anagram {
                lex.query()
                    .rack(Rack::in_profile(&r, lang)?.exact())
                    .into_entries()
            } else if let Some(r) = rack {
                lex.query().rack(Rack::in_profile(&r, lang)?).into_entries()
            } else {
                return Err("give one of --prefix, --pattern, --anagram or --rack".into());
            };
            found.retain(|e| e.word.chars().count() >= min_len && (!common || e.grade.is_common()));
            let total = found.len();
            if limit > 0 {
                found.truncate(limit);
            }
            if global.json {
                let words = found
                    .iter()
                    .map(|e| EntryDoc {
                        common: e.grade.is_common(),
                        grade: e.grade.get(),
                        word: &e.word,
                    })
                    .collect();
                outln!("{}", serde_json::to_string(&QueryDoc { total, words })?)?;
            } else {
                for e in &found {
                    outln!("{}", e.word)?;
                }
                if found.len() < total {
                    errln!("({} of {} shown; --limit 0 shows all)", found.len(), total);
                }
            }
            Ok(())
        }
    }
}

/// `wordgames lexicon query --json` (fields in alphabetical order).
#[derive(Serialize)]
struct QueryDoc<'a> {
    total: usize,
    words: Vec<EntryDoc<'a>>,
}

#[derive(Serialize)]
struct EntryDoc<'a> {
    common: bool,
    grade: u8,
    word: &'a str,
}

/// `wordgames lexicon stats --json`.
#[derive(Serialize)]
struct StatsDoc {
    by_grade: BTreeMap<String, usize>,
    by_length: BTreeMap<String, usize>,
    common: usize,
    fst_bytes: usize,
    plain_bytes: usize,
    /// Only for a lexicon that keeps spellings (English documents are unchanged).
    #[serde(skip_serializing_if = "Option::is_none")]
    spelled: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    spellings_bytes: Option<usize>,
    words: usize,
}

/// One word of `wordgames lexicon check --json`.
#[derive(Serialize)]
struct CheckDoc<'a, W> {
    common: bool,
    error: Option<String>,
    grade: Option<u8>,
    input: &'a str,
    known: bool,
    word: Option<W>,
}

fn stats(global: &Global, lex: &AnyLexicon) -> CliResult {
    let s = lex.stats();
    if global.json {
        // Keys as text, in text order ("1", "10", "11", ..., "2"), as JSON objects had them.
        let doc = StatsDoc {
            by_grade: s
                .by_grade
                .iter()
                .map(|(g, n)| (g.to_string(), *n))
                .collect(),
            by_length: s
                .by_length
                .iter()
                .map(|(l, n)| (l.to_string(), *n))
                .collect(),
            common: s.common,
            fst_bytes: s.fst_bytes,
            plain_bytes: s.plain_bytes,
            spelled: (s.spelled > 0).then_some(s.spelled),
            spellings_bytes: (s.spelled > 0).then_some(s.spellings_bytes),
            words: s.words,
        };
        outln!("{}", serde_json::to_string(&doc)?)?;
        return Ok(());
    }
    outln!(
        "words: {} ({} in the common tier, grade <= {})",
        s.words,
        s.common,
        wordgames_lexicon::Grade::COMMON
    )?;
    outln!(
        "size: {} FST bytes for {} bytes of plain list ({:.1}%)",
        s.fst_bytes,
        s.plain_bytes,
        100.0 * s.fst_bytes as f64 / s.plain_bytes.max(1) as f64
    )?;
    if s.spelled > 0 {
        outln!(
            "spellings: {} words spelled otherwise in the list, {} bytes stored",
            s.spelled,
            s.spellings_bytes
        )?;
    }
    outln!("by grade:")?;
    for (g, n) in &s.by_grade {
        outln!(
            "  {:>3}  {:>7}{}",
            g.get(),
            n,
            if g.is_common() { "  common" } else { "" }
        )?;
    }
    outln!("by length:")?;
    for (l, n) in &s.by_length {
        outln!("  {l:>3}  {n:>7}")?;
    }
    Ok(())
}

fn check(global: &Global, lex: &AnyLexicon, words: &[String]) -> CliResult {
    let mut results = Vec::new();
    for raw in words {
        let normal = wordgames_lexicon::Normalizer::new()
            .profile(global.lang)
            .normalize(raw);
        let grade = normal.as_ref().ok().and_then(|w| lex.grade(w));
        results.push((raw, normal, grade));
    }
    if global.json {
        let items: Vec<_> = results
            .iter()
            .map(|(raw, normal, grade)| CheckDoc {
                common: grade.is_some_and(|g| g.is_common()),
                error: normal.as_ref().err().map(|e| e.to_string()),
                grade: grade.map(|g| g.get()),
                input: raw,
                known: grade.is_some(),
                word: normal.as_ref().ok(),
            })
            .collect();
        outln!("{}", serde_json::to_string(&items)?)?;
    } else {
        for (raw, normal, grade) in &results {
            match (normal, grade) {
                (Err(why), _) => outln!("{raw}: not a word ({why})")?,
                (Ok(w), None) => outln!("{w}: not in the lexicon")?,
                (Ok(w), Some(g)) => outln!(
                    "{w}: a word, grade {} ({})",
                    g.get(),
                    if g.is_common() {
                        "common tier"
                    } else {
                        "accepted, not common"
                    }
                )?,
            }
        }
    }
    Ok(())
}
