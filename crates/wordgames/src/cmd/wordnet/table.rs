//! `wordgames wordnet` commands for research tables: many queries from arguments, a file or
//! stdin in one process, one row per answer with the query in it, as text, TSV, CSV or JSON
//! lines; a query that cannot be answered is reported on stderr with its line and the run
//! goes on, ending with a non-zero status and the count.

use std::{
    io::{BufRead, Write},
    path::{Path, PathBuf},
};

use clap::{Args, ValueEnum};
use wordgames_wordnet::{
    LcsDepth, Pos, Relation, Similarity, SimulateRoot, Subsumer, Synset, WordNet,
};

use crate::cli::CliResult;

/// How table commands print their rows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, ValueEnum)]
pub enum Format {
    /// Tab-separated cells, no header.
    #[default]
    Text,
    /// Tab-separated values with a header line (tabs and newlines in cells become spaces),
    /// safe to open in a spreadsheet ([`spreadsheet_safe`]).
    Tsv,
    /// Comma-separated values with a header line (RFC 4180 quoting), safe to open in a
    /// spreadsheet ([`spreadsheet_safe`]).
    Csv,
    /// One JSON object a line (JSON Lines), keyed by the column names.
    Json,
}

/// A table written row by row.
pub struct Table<W: Write> {
    out: W,
    format: Format,
    columns: &'static [&'static str],
    header_written: bool,
}

impl<W: Write> Table<W> {
    pub fn new(out: W, format: Format, columns: &'static [&'static str]) -> Self {
        Table {
            out,
            format,
            columns,
            header_written: false,
        }
    }

    pub fn row(&mut self, cells: &[&str]) -> std::io::Result<()> {
        debug_assert_eq!(cells.len(), self.columns.len());
        if !self.header_written {
            self.header_written = true;
            match self.format {
                Format::Tsv => writeln!(self.out, "{}", self.columns.join("\t"))?,
                Format::Csv => writeln!(self.out, "{}", self.columns.join(","))?,
                Format::Text | Format::Json => {}
            }
        }
        match self.format {
            Format::Text | Format::Tsv => {
                let cells: Vec<String> = cells
                    .iter()
                    .map(|c| {
                        let c = c.replace(['\t', '\n', '\r'], " ");
                        match self.format {
                            Format::Tsv => spreadsheet_safe(&c).into_owned(),
                            _ => c,
                        }
                    })
                    .collect();
                writeln!(self.out, "{}", cells.join("\t"))
            }
            Format::Csv => {
                let cells: Vec<String> = cells
                    .iter()
                    .map(|c| csv_cell(&spreadsheet_safe(c)))
                    .collect();
                writeln!(self.out, "{}", cells.join(","))
            }
            Format::Json => {
                let mut object = serde_json::Map::new();
                for (name, cell) in self.columns.iter().zip(cells) {
                    object.insert(name.to_string(), serde_json::Value::from(*cell));
                }
                writeln!(self.out, "{}", serde_json::Value::Object(object))
            }
        }
    }

    pub fn finish(mut self) -> std::io::Result<()> {
        self.out.flush()
    }
}

impl Table<Vec<u8>> {
    /// The rows written so far (and the header), leaving the buffer empty.
    pub fn take_output(&mut self) -> Vec<u8> {
        std::mem::take(&mut self.out)
    }
}

/// A cell a spreadsheet will not run as a formula (OWASP's rule against CSV injection): one
/// that starts with `=`, `+`, `-`, `@`, a tab or a carriage return gets a `'` in front
/// (`=HYPERLINK(...)` is written `'=HYPERLINK(...)`), unless it is a plain decimal number
/// (`-0.25`, `1e-5`: no spreadsheet reads a formula there, and a research table's negative
/// figures stay numbers). Text output (for terminals and scripts) is left as it is.
fn spreadsheet_safe(cell: &str) -> std::borrow::Cow<'_, str> {
    let risky = cell.starts_with(['=', '+', '-', '@', '\t', '\r']);
    let number = cell.parse::<f64>().is_ok_and(f64::is_finite)
        && cell
            .bytes()
            .all(|b| b.is_ascii_digit() || b"+-.eE".contains(&b));
    if risky && !number {
        format!("'{cell}").into()
    } else {
        cell.into()
    }
}

fn csv_cell(cell: &str) -> String {
    if cell.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", cell.replace('"', "\"\""))
    } else {
        cell.to_string()
    }
}

/// Where the queries come from: the arguments, or a file (`-` for stdin), or stdin when
/// there are neither.
#[derive(Debug, Args)]
pub struct Queries {
    /// Read the queries from this file, one a line (`-`: stdin; blank lines and # comments
    /// skipped). Without it and without arguments, stdin is read.
    #[arg(long, short = 'i', value_name = "FILE")]
    input: Option<PathBuf>,
    /// The queries.
    #[arg(value_name = "QUERY")]
    queries: Vec<String>,
}

impl Queries {
    /// The queries of a file (`-`: stdin).
    pub fn from_file(path: &Path) -> Queries {
        Queries {
            input: Some(path.to_path_buf()),
            queries: Vec::new(),
        }
    }
}

/// The longest query line read, in bytes.
const QUERY_LINE: usize = 4096;

/// One query and where it came from, for messages.
pub struct Query {
    pub text: String,
    pub source: String,
}

impl Queries {
    /// Calls `f` with each query; a line that cannot be read as a query is reported and
    /// counted. Returns how many queries or lines failed, counting those `f` reports.
    pub fn each(
        &self,
        mut f: impl FnMut(&Query) -> CliResult<Result<(), String>>,
    ) -> CliResult<usize> {
        let mut failed = 0;
        let mut run = |q: Query| -> CliResult {
            if let Err(reason) = f(&q)? {
                errln!("wordgames: {}: {reason}", q.source);
                failed += 1;
            }
            Ok(())
        };
        if self.input.is_none() && !self.queries.is_empty() {
            for (i, text) in self.queries.iter().enumerate() {
                run(Query {
                    text: text.clone(),
                    source: format!("argument {}", i + 1),
                })?;
            }
            return Ok(failed);
        }
        let (name, reader): (String, Box<dyn BufRead>) = match self.input.as_deref() {
            None => ("<stdin>".to_string(), Box::new(std::io::stdin().lock())),
            Some(p) if p == Path::new("-") => {
                ("<stdin>".to_string(), Box::new(std::io::stdin().lock()))
            }
            Some(p) => (
                p.display().to_string(),
                Box::new(std::io::BufReader::new(
                    std::fs::File::open(p).map_err(|e| format!("{}: {e}", p.display()))?,
                )),
            ),
        };
        let mut reader = reader;
        let mut buf = Vec::new();
        let mut bad_lines = 0;
        for i in 1.. {
            use wordgames_lexicon::lines::{Line, read_numbered_line};
            let source = format!("{name}:{i}");
            let read = read_numbered_line(&mut reader, &mut buf, QUERY_LINE, i)
                .map_err(|e| format!("{source}: {e}"))?;
            let text = match read {
                Line::Eof => break,
                Line::TooLong => {
                    // The reader stopped inside the line: the rest of the file cannot be
                    // told apart from it, so this one is an error for the whole run.
                    return Err(
                        format!("{source}: the line is longer than {QUERY_LINE} bytes").into(),
                    );
                }
                Line::Read => match std::str::from_utf8(&buf) {
                    Ok(t) => t.trim().to_string(),
                    Err(_) => {
                        errln!("wordgames: {source}: the line is not valid UTF-8");
                        bad_lines += 1;
                        continue;
                    }
                },
            };
            if text.is_empty() || text.starts_with('#') {
                continue;
            }
            run(Query { text, source })?;
        }
        Ok(failed + bad_lines)
    }
}

/// The error of a run with queries it could not answer.
pub fn failures(failed: usize) -> CliResult {
    if failed > 0 {
        Err(format!("{failed} queries could not be answered (see the messages above)").into())
    } else {
        Ok(())
    }
}

/// Parses a part of speech: n, v, a, s, r (or noun, verb, adj, adv).
pub fn parse_pos(text: &str) -> Result<Pos, String> {
    match text {
        "n" | "noun" => Ok(Pos::Noun),
        "v" | "verb" => Ok(Pos::Verb),
        "a" | "adj" | "adjective" => Ok(Pos::Adjective),
        "s" | "sat" | "satellite" => Ok(Pos::AdjectiveSatellite),
        "r" | "adv" | "adverb" => Ok(Pos::Adverb),
        _ => Err(format!("{text:?} is not a part of speech (n, v, a, s, r)")),
    }
}

/// Parses an NLTK relation method name, e.g. `hypernyms`.
pub fn parse_relation(text: &str) -> Result<Relation, String> {
    Relation::from_nltk_method(text).ok_or_else(|| {
        format!("{text:?} is not an NLTK relation (hypernyms, instance_hypernyms, hyponyms, part_meronyms, also_sees, ...)")
    })
}

/// A table on stdout.
type StdoutTable = Table<std::io::BufWriter<crate::out::Stdout>>;

/// Answers each query with `rows`, which writes the query's rows to a table of `columns` on
/// stdout or says why it cannot; the queries not answered, if any, are the run's error.
fn answer_each(
    queries: &Queries,
    format: Format,
    columns: &'static [&'static str],
    mut rows: impl FnMut(&Query, &mut StdoutTable) -> CliResult<Result<(), String>>,
) -> CliResult {
    let mut table = Table::new(
        std::io::BufWriter::new(crate::out::stdout()),
        format,
        columns,
    );
    let failed = queries.each(|q| rows(q, &mut table))?;
    table.finish()?;
    failures(failed)
}

/// [`answer_each`] for queries that name synsets: `rows` writes the rows of each synset a
/// query names, in turn, or says why it cannot (and the query's other synsets are skipped).
fn answer_each_synset<'w>(
    wn: &'w WordNet,
    queries: &Queries,
    format: Format,
    columns: &'static [&'static str],
    mut rows: impl FnMut(&Query, Synset<'w>, &mut StdoutTable) -> CliResult<Result<(), String>>,
) -> CliResult {
    answer_each(queries, format, columns, |q, table| {
        let found = match wn.synsets_named(&q.text) {
            Ok(found) => found,
            Err(e) => return Ok(Err(e.to_string())),
        };
        for s in found {
            if let Err(reason) = rows(q, s, table)? {
                return Ok(Err(reason));
            }
        }
        Ok(Ok(()))
    })
}

/// `synsets`: NLTK's `wn.synsets(word, pos)`, one row per synset.
pub fn synsets(wn: &WordNet, queries: &Queries, pos: Option<Pos>, format: Format) -> CliResult {
    let columns = &["query", "synset", "pos", "lexname", "definition"];
    answer_each(queries, format, columns, |q, table| {
        let found = wn.synsets_of(&q.text, pos)?;
        if found.is_empty() {
            return Ok(Err(format!(
                "{:?} has no synsets{}",
                q.text,
                pos.map(|p| format!(" as a {p}")).unwrap_or_default()
            )));
        }
        for s in found {
            let code = s.pos().code().to_string();
            table.row(&[
                &q.text,
                &s.name(),
                &code,
                s.lex_name().unwrap_or("?"),
                s.definition(),
            ])?;
        }
        Ok(Ok(()))
    })
}

/// `morphy`: NLTK's `_morphy(word, pos)` (or the C library's `morphstr`), one row per base
/// form, for `pos` or each of n, v, a, r.
pub fn morphy(
    wn: &WordNet,
    queries: &Queries,
    pos: Option<Pos>,
    morphstr: bool,
    format: Format,
) -> CliResult {
    let parts: Vec<Pos> = match pos {
        Some(p) => vec![p],
        None => vec![Pos::Noun, Pos::Verb, Pos::Adjective, Pos::Adverb],
    };
    answer_each(queries, format, &["query", "pos", "base"], |q, table| {
        let mut any = false;
        for &p in &parts {
            let bases = if morphstr {
                wn.morphstr(&q.text, p)?
            } else {
                wn.morphy(&q.text, p)?
            };
            for base in bases {
                any = true;
                table.row(&[&q.text, &p.code().to_string(), base.text()])?;
            }
        }
        if any {
            Ok(Ok(()))
        } else {
            Ok(Err(format!("{:?} has no base form in WordNet", q.text)))
        }
    })
}

/// `paths`: NLTK's `hypernym_paths()`, root first, one row per path.
pub fn paths(wn: &WordNet, queries: &Queries, format: Format) -> CliResult {
    let sim = Similarity::new(wn)?;
    let columns = &["query", "synset", "path"];
    answer_each_synset(wn, queries, format, columns, |q, s, table| {
        let paths = match sim.hypernym_paths(s.id()) {
            Ok(paths) => paths,
            Err(e) => return Ok(Err(e.to_string())),
        };
        for path in paths {
            let names: Vec<String> = path.iter().map(|&id| wn.synset(id).name()).collect();
            table.row(&[&q.text, &s.name(), &names.join(" ")])?;
        }
        Ok(Ok(()))
    })
}

/// `depth`: NLTK's `min_depth()` and `max_depth()`.
pub fn depth(wn: &WordNet, queries: &Queries, format: Format) -> CliResult {
    let sim = Similarity::new(wn)?;
    let columns = &["query", "synset", "min_depth", "max_depth"];
    answer_each_synset(wn, queries, format, columns, |q, s, table| {
        table.row(&[
            &q.text,
            &s.name(),
            &sim.min_depth(s.id()).to_string(),
            &sim.max_depth(s.id()).to_string(),
        ])?;
        Ok(Ok(()))
    })
}

/// `closure`: NLTK's `closure(lambda s: sorted(relations of s), depth)`, one row per synset.
pub fn closure(
    wn: &WordNet,
    queries: &Queries,
    relations: &[Relation],
    depth: Option<usize>,
    format: Format,
) -> CliResult {
    let columns = &["query", "synset", "rank", "member"];
    answer_each_synset(wn, queries, format, columns, |q, s, table| {
        let members = s.closure(
            |x| {
                let mut v = Vec::new();
                for &r in relations {
                    v.extend(x.related_synsets(r));
                }
                Synset::sorted_by_name(v)
            },
            depth,
        );
        let name = s.name();
        for (i, m) in members.iter().enumerate() {
            table.row(&[&q.text, &name, &(i + 1).to_string(), &m.name()])?;
        }
        Ok(Ok(()))
    })
}

/// `lch`: NLTK's `lowest_common_hypernyms` of pairs, one row per pair.
pub fn lch(
    wn: &WordNet,
    queries: &Queries,
    simulate_root: bool,
    min_depth: bool,
    format: Format,
) -> CliResult {
    let sim = Similarity::new(wn)?;
    let columns = &["first", "second", "lowest_common_hypernyms"];
    answer_each(queries, format, columns, |q, table| {
        let names: Vec<&str> = q.text.split_whitespace().collect();
        let [first, second] = names[..] else {
            return Ok(Err(format!(
                "expected two synset names, found {:?}",
                q.text
            )));
        };
        let (a, b) = match (wn.find_synset(first), wn.find_synset(second)) {
            (Ok(a), Ok(b)) => (a, b),
            (Err(e), _) | (_, Err(e)) => return Ok(Err(e.to_string())),
        };
        let lcs = sim.lowest_common_hypernyms(
            a.id(),
            b.id(),
            if simulate_root {
                SimulateRoot::Yes
            } else {
                SimulateRoot::No
            },
            if min_depth {
                LcsDepth::Min
            } else {
                LcsDepth::Max
            },
        );
        let names: Vec<String> = lcs
            .iter()
            .map(|s| match s {
                Subsumer::Synset(id) => wn.synset(*id).name(),
                Subsumer::Root => "*ROOT*".to_string(),
            })
            .collect();
        table.row(&[first, second, &names.join(" ")])?;
        Ok(Ok(()))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn written(format: Format, cells: &[&str]) -> String {
        const COLUMNS: &[&str] = &["a", "b", "c", "d", "e", "f", "g", "h"];
        let mut table = Table::new(Vec::new(), format, &COLUMNS[..cells.len()]);
        table.row(cells).unwrap();
        let out = String::from_utf8(table.take_output()).unwrap();
        out.lines().nth(1).unwrap().to_string()
    }

    /// A cell starting with = + - @ (or a tab or carriage return, in CSV) is written with a
    /// leading ' in CSV and TSV; numbers, and text output, are left alone.
    #[test]
    fn csv_and_tsv_cells_never_start_a_formula() {
        let hostile = [
            "=HYPERLINK(\"http://x\",\"y\")",
            "+1+2",
            "-2+3",
            "@SUM(A1)",
            "\t=1",
            "\r=1",
            "plain",
            "-0.25",
        ];
        assert_eq!(
            written(Format::Csv, &hostile),
            "\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\",'+1+2,'-2+3,'@SUM(A1),'\t=1,\"'\r=1\",plain,-0.25"
        );
        assert_eq!(
            written(Format::Tsv, &hostile),
            "'=HYPERLINK(\"http://x\",\"y\")\t'+1+2\t'-2+3\t'@SUM(A1)\t =1\t =1\tplain\t-0.25"
        );
        let text = {
            let mut table = Table::new(Vec::new(), Format::Text, &["a"]);
            table.row(&["=1+1"]).unwrap();
            String::from_utf8(table.take_output()).unwrap()
        };
        assert_eq!(text, "=1+1\n");
        // Every cell of either format: no field begins with a formula character.
        for format in [Format::Csv, Format::Tsv] {
            let line = written(format, &hostile);
            let separator = if format == Format::Csv { ',' } else { '\t' };
            for field in line.split(separator) {
                let field = field.trim_start_matches('"');
                assert!(
                    !field.starts_with(['=', '+', '@'])
                        && (!field.starts_with('-') || field == "-0.25"),
                    "{format:?}: {field:?} in {line:?}"
                );
            }
        }
    }
}
