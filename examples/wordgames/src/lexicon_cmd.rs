//! `wordgames lexicon ...`: statistics, word checks and queries over the lexicon in force.

use clap::Subcommand;
use wordgames_lexicon::{AnyLexicon, Entry};

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
            let mut found: Vec<Entry> = if let Some(p) = prefix {
                lex.with_prefix(&p.to_ascii_lowercase())
            } else if let Some(p) = pattern {
                lex.matching(&p)?
            } else if let Some(r) = anagram {
                lex.anagrams(&r)?
            } else if let Some(r) = rack {
                lex.sub_anagrams(&r)?
            } else {
                return Err("give one of --prefix, --pattern, --anagram or --rack".into());
            };
            found.retain(|e| e.word.len() >= min_len && (!common || e.grade.is_common()));
            let total = found.len();
            if limit > 0 {
                found.truncate(limit);
            }
            if global.json {
                let words: Vec<_> = found
                    .iter()
                    .map(|e| serde_json::json!({"word": e.word, "grade": e.grade.get(), "common": e.grade.is_common()}))
                    .collect();
                outln!("{}", serde_json::json!({"total": total, "words": words}))?;
            } else {
                for e in &found {
                    outln!("{}", e.word)?;
                }
                if found.len() < total {
                    eprintln!("({} of {} shown; --limit 0 shows all)", found.len(), total);
                }
            }
            Ok(())
        }
    }
}

fn stats(global: &Global, lex: &AnyLexicon) -> CliResult {
    let s = lex.stats();
    if global.json {
        let by_grade: serde_json::Map<_, _> = s
            .by_grade
            .iter()
            .map(|(g, n)| (g.to_string(), (*n).into()))
            .collect();
        let by_length: serde_json::Map<_, _> = s
            .by_length
            .iter()
            .map(|(l, n)| (l.to_string(), (*n).into()))
            .collect();
        outln!(
            "{}",
            serde_json::json!({
                "words": s.words, "common": s.common, "fst_bytes": s.fst_bytes,
                "plain_bytes": s.plain_bytes, "by_grade": by_grade, "by_length": by_length,
            })
        )?;
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
        let normal = wordgames_lexicon::Normalizer::new().normalize(raw);
        let grade = normal.as_ref().ok().and_then(|w| lex.grade(w));
        results.push((raw, normal, grade));
    }
    if global.json {
        let items: Vec<_> = results
            .iter()
            .map(|(raw, normal, grade)| {
                serde_json::json!({
                    "input": raw,
                    "word": normal.as_ref().ok(),
                    "known": grade.is_some(),
                    "grade": grade.map(|g| g.get()),
                    "common": grade.is_some_and(|g| g.is_common()),
                    "error": normal.as_ref().err().map(|e| e.to_string()),
                })
            })
            .collect();
        outln!("{}", serde_json::Value::Array(items))?;
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
