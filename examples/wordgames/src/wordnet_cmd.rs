//! `wordgames wordnet ...`: look words and names up in WordNet, measure the similarity of
//! synsets, count what WordNet holds, route one word to another through the word graph, and
//! measure the loader, the graph and the route tables.

use std::{
    collections::BTreeMap,
    io::{BufWriter, Write},
    path::{Path, PathBuf},
    time::{Duration, Instant},
};

use clap::{Args, Subcommand};
use serde::Serialize;
use wordgames_wordnet::{
    IcOptions, InformationContent, Lemma, Measure, Pos, Relation, Relations, Route, Sense,
    Similarity, Synset, SynsetId, WordGraph, WordNet,
};

use crate::{
    cli::{CliResult, Global},
    wordnet_table::{self, Format, Queries},
};

/// Options of `wordgames wordnet`.
#[derive(Debug, Args)]
pub struct WordnetArgs {
    /// The WordNet database (a WNDB `dict` directory); default: $WNSEARCHDIR if set, else the
    /// WordNet 3.1 bundled in the program. Accepted before or after the subcommand.
    #[arg(long, value_name = "DIR", global = true)]
    dir: Option<PathBuf>,
    /// How the table commands (synsets, morphy, paths, depth, lch, closure, and similarity
    /// --pairs) print their rows: text (tab-separated, no header), tsv, csv (with a header) or
    /// json (one object a line); --json means json. Accepted before or after the subcommand.
    #[arg(long, value_enum, value_name = "FORMAT", global = true)]
    format: Option<Format>,
    #[command(subcommand)]
    command: WordnetCommand,
}

#[derive(Debug, Subcommand)]
enum WordnetCommand {
    /// Every sense of a word (inflections allowed: "geese", "ran"), with glosses and relations;
    /// or one synset, word or sense by its name: dog.n.01, dog.n.01.domestic_dog, dog%1:05:00::.
    Lookup {
        /// The word (spaces or underscores for phrases: "ice cream"), an NLTK synset name
        /// (dog.n.01), an NLTK lemma name (dog.n.01.dog) or a sense key (dog%1:05:00::).
        word: String,
    },
    /// The similarity of two synsets (NLTK's measures, defaults and values), or of each pair of
    /// a file.
    Similarity {
        /// The measure: path, lch, wup (the hierarchy), res, jcn, lin (information content).
        #[arg(long, value_parser = parse_measure)]
        measure: Measure,
        /// Information content for res, jcn and lin: an ic-*.dat file (NLTK's wordnet_ic,
        /// WordNet::Similarity). Default: from WordNet's own sense tag counts (index.sense, or
        /// cntlist.rev in the WordNet directory), as NLTK's wn.ic() would count them.
        #[arg(long, value_name = "FILE", conflicts_with = "ic_corpus")]
        ic: Option<PathBuf>,
        /// Information content computed from a plain-text corpus, as NLTK's wn.ic(corpus)
        /// (Resnik's counting, add-one smoothing).
        #[arg(long, value_name = "FILE")]
        ic_corpus: Option<PathBuf>,
        /// Without NLTK's simulated root for verbs and adjectives (simulate_root=False).
        #[arg(long)]
        no_simulate_root: bool,
        /// Read the pairs from a file, two synset names a line (blank lines and # comments
        /// skipped), and print one value a line in the same order.
        #[arg(long, value_name = "FILE", conflicts_with = "synsets")]
        pairs: Option<PathBuf>,
        /// The two synsets, by NLTK name (dog.n.01 cat.n.01).
        #[arg(num_args = 2, value_names = ["SYNSET", "SYNSET"], required_unless_present = "pairs")]
        synsets: Vec<String>,
    },
    /// Counts by part of speech (synsets, words, senses, lemmas) and by pointer type.
    Stats,
    /// NLTK's wn.synsets(word, pos) for each query, in NLTK's order (its first synset is the
    /// most-frequent-sense baseline): one row per synset.
    Synsets {
        /// Only this part of speech: n, v, a (with satellites), s (satellites), r.
        #[arg(long, value_parser = wordnet_table::parse_pos)]
        pos: Option<Pos>,
        #[command(flatten)]
        queries: Queries,
    },
    /// The base forms of each query as NLTK's morphy finds them (the word itself when it is a
    /// lemma, then every candidate), for one part of speech or each of n, v, a, r.
    Morphy {
        /// Only this part of speech: n, v, a, s, r.
        #[arg(long, value_parser = wordnet_table::parse_pos)]
        pos: Option<Pos>,
        /// WordNet's C library's morphstr instead (exception lists, else the first rule that
        /// gives a lemma; not the word itself).
        #[arg(long)]
        morphstr: bool,
        #[command(flatten)]
        queries: Queries,
    },
    /// NLTK's hypernym_paths() of each query (a synset name, a sense key, or a word: each of
    /// its synsets), root first: one row per path.
    Paths {
        #[command(flatten)]
        queries: Queries,
    },
    /// NLTK's min_depth() and max_depth() of each query (a synset name, a sense key, or a word:
    /// each of its synsets).
    Depth {
        #[command(flatten)]
        queries: Queries,
    },
    /// NLTK's lowest_common_hypernyms of pairs: each query is two synset names.
    Lch {
        /// With NLTK's simulated root (simulate_root=True).
        #[arg(long)]
        simulate_root: bool,
        /// By minimum depth (use_min_depth=True, NLTK 2's rule).
        #[arg(long)]
        min_depth: bool,
        #[command(flatten)]
        queries: Queries,
    },
    /// NLTK's closure(lambda s: sorted(s.RELATION()), depth) of each query, in NLTK's
    /// breadth-first order: one row per synset reached.
    Closure {
        /// The relations to follow, by NLTK's method names, comma-separated.
        #[arg(long, value_delimiter = ',', default_value = "hypernyms", value_parser = wordnet_table::parse_relation)]
        relation: Vec<Relation>,
        /// Stop this many steps away (NLTK's depth).
        #[arg(long)]
        depth: Option<usize>,
        #[command(flatten)]
        queries: Queries,
    },
    /// The shortest route from one word to another through the word graph, step by step.
    Route {
        /// The word to start from (a guess).
        from: String,
        /// The target word.
        to: String,
        /// Leave out the homograph shim (same spelling, other sense).
        #[arg(long)]
        no_homograph: bool,
        /// Leave out the synonym shim (other word of the same synset).
        #[arg(long)]
        no_synonym: bool,
    },
    /// Time loading WordNet, building the graph and computing route tables.
    Bench {
        /// How many target words to compute route tables for (spread over the lemmas), 1 to
        /// 100,000.
        #[arg(long, default_value_t = 50, value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..=100_000))]
        targets: usize,
    },
}

/// Runs `wordgames wordnet ...`. A closed stdout (`| head`) is a write error that `main` turns
/// into the quiet exit 141, as in every command.
pub fn run(global: &Global, args: WordnetArgs) -> CliResult {
    let dir = match args.dir {
        Some(dir) => Some(dir),
        None => match std::env::var_os("WNSEARCHDIR") {
            Some(dir) if !dir.is_empty() => Some(PathBuf::from(dir)),
            _ => None,
        },
    };
    let dir = dir.as_deref();
    let format = match args.format {
        Some(f) => f,
        None if global.json => Format::Json,
        None => Format::Text,
    };
    match args.command {
        WordnetCommand::Synsets { pos, queries } => {
            wordnet_table::synsets(crate::cli::wordnet(dir)?, &queries, pos, format)
        }
        WordnetCommand::Morphy {
            pos,
            morphstr,
            queries,
        } => wordnet_table::morphy(crate::cli::wordnet(dir)?, &queries, pos, morphstr, format),
        WordnetCommand::Paths { queries } => {
            wordnet_table::paths(crate::cli::wordnet(dir)?, &queries, format)
        }
        WordnetCommand::Depth { queries } => {
            wordnet_table::depth(crate::cli::wordnet(dir)?, &queries, format)
        }
        WordnetCommand::Lch {
            simulate_root,
            min_depth,
            queries,
        } => wordnet_table::lch(
            crate::cli::wordnet(dir)?,
            &queries,
            simulate_root,
            min_depth,
            format,
        ),
        WordnetCommand::Closure {
            relation,
            depth,
            queries,
        } => wordnet_table::closure(
            crate::cli::wordnet(dir)?,
            &queries,
            &relation,
            depth,
            format,
        ),
        WordnetCommand::Lookup { word } => lookup(global, crate::cli::wordnet(dir)?, &word),
        WordnetCommand::Similarity {
            measure,
            ic,
            ic_corpus,
            no_simulate_root,
            pairs,
            synsets,
        } => {
            let wn = crate::cli::wordnet(dir)?;
            let ic = if measure.needs_information_content() {
                Some(information_content(
                    wn,
                    ic.as_deref(),
                    ic_corpus.as_deref(),
                )?)
            } else {
                None
            };
            let sim = Similarity::new(wn)?.simulate_root(!no_simulate_root);
            match pairs {
                Some(path) => similarity_pairs(format, &sim, measure, ic.as_ref(), &path),
                None => similarity(global, &sim, measure, ic.as_ref(), &synsets[0], &synsets[1]),
            }
        }
        WordnetCommand::Stats => stats(global, crate::cli::wordnet(dir)?),
        WordnetCommand::Route {
            from,
            to,
            no_homograph,
            no_synonym,
        } => {
            let mut relations = Relations::default();
            if no_homograph {
                relations = relations.without(Relation::Homograph);
            }
            if no_synonym {
                relations = relations.without(Relation::Synonym);
            }
            route(global, crate::cli::wordnet(dir)?, relations, &from, &to)
        }
        WordnetCommand::Bench { targets } => bench(global, dir, targets),
    }
}

/// One sense of `wordgames wordnet lookup --json` (fields in alphabetical order, as before they
/// were typed); the text output reads it too.
#[derive(Serialize)]
struct SenseDoc<'a> {
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
struct LookupDoc<'a> {
    senses: &'a [SenseDoc<'a>],
    word: &'a str,
}

/// `wordgames wordnet similarity --json`, one pair.
#[derive(Serialize)]
struct SimilarityDoc {
    first: String,
    measure: &'static str,
    second: String,
    value: Option<f64>,
}

/// `wordgames wordnet similarity --pairs FILE --json`.
#[derive(Serialize)]
struct PairsDoc {
    measure: &'static str,
    pairs: Vec<PairDoc>,
}

#[derive(Serialize)]
struct PairDoc {
    error: bool,
    first: String,
    second: String,
    value: Option<f64>,
}

/// `wordgames wordnet stats --json`.
#[derive(Serialize)]
struct StatsDoc {
    by_pointer: Vec<PointerDoc>,
    by_pos: Vec<PosDoc>,
    lemmas: usize,
    pointers: usize,
    senses: usize,
    synsets: usize,
    words: usize,
}

#[derive(Serialize)]
struct PointerDoc {
    lexical: usize,
    relation: &'static str,
    semantic: usize,
    symbol: Option<&'static str>,
}

#[derive(Serialize)]
struct PosDoc {
    lemmas: usize,
    pos: String,
    senses: usize,
    synsets: usize,
    words: usize,
}

/// `wordgames wordnet route --json`; `distance` and `route` are null when there is no route.
#[derive(Serialize)]
struct RouteDoc<'a> {
    distance: Option<usize>,
    from: &'a str,
    route: Option<Vec<StepDoc<'a>>>,
    to: &'a str,
}

/// One word of a route; the text output reads it too.
#[derive(Serialize)]
struct StepDoc<'a> {
    gloss: &'a str,
    relation: Option<&'static str>,
    sense: u32,
    synset: String,
    word: &'a str,
}

/// `wordgames wordnet bench --json`.
#[derive(Serialize)]
struct BenchDoc {
    dir: String,
    graph: GraphFigures,
    load_ms: LoadFigures,
    resident_kib: ResidentFigures,
    route_table: TableFigures,
}

#[derive(Serialize)]
struct GraphFigures {
    build_ms_median: f64,
    directed: usize,
    edges: usize,
    nodes: usize,
}

#[derive(Serialize)]
struct LoadFigures {
    cpu_mean: Option<f64>,
    median: f64,
    min: f64,
    runs: usize,
}

#[derive(Serialize)]
struct ResidentFigures {
    added_by_load: Option<u64>,
    after_load: Option<u64>,
}

#[derive(Serialize)]
struct TableFigures {
    bytes: usize,
    cpu_ms_mean: Option<f64>,
    ms_max: f64,
    ms_median: f64,
    targets: usize,
}

fn sense_json<'a>(wn: &'a WordNet, sense: Sense<'a>) -> SenseDoc<'a> {
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
fn sense_key(sense: Sense<'_>) -> String {
    sense
        .key()
        .map_or_else(|_| sense.computed_key(), str::to_string)
}

/// The senses a query names: a sense key, an NLTK lemma name or synset name (the synset's
/// first sense), or else a spelling through WordNet's morphology.
fn senses_of<'a>(wn: &'a WordNet, query: &str) -> CliResult<Vec<Sense<'a>>> {
    if query.contains('%') {
        return match wn.sense_by_key(query) {
            Some(sense) => Ok(vec![sense]),
            None => Err(format!("{query:?} is not a sense key of this WordNet").into()),
        };
    }
    if let Some(word) = wn.word_by_name(query) {
        return Ok(vec![word.sense()]);
    }
    let named = wn.find_synset(query);
    if let Ok(synset) = named {
        return Ok(synset.senses().take(1).collect());
    }
    let senses = wn.lookup(query)?;
    match named {
        // Shaped like a synset name and not a word either: say what is wrong with the name.
        Err(e @ wordgames_wordnet::Error::UnknownSynset { .. })
            if senses.is_empty() && looks_like_synset_name(query) =>
        {
            Err(e.into())
        }
        _ if senses.is_empty() => Err(format!("{query:?} is not in WordNet").into()),
        _ => Ok(senses),
    }
}

/// Whether a query ends in `.p.NN` (a part-of-speech letter and a number).
pub(crate) fn looks_like_synset_name(query: &str) -> bool {
    let mut parts = query.rsplitn(3, '.');
    matches!(
        (parts.next(), parts.next(), parts.next()),
        (Some(n), Some(p), Some(l)) if !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit())
            && p.len() == 1 && !l.is_empty()
    )
}

fn lookup(global: &Global, wn: &WordNet, word: &str) -> CliResult {
    let mut out = crate::out::stdout();
    let senses = senses_of(wn, word)?;
    let values: Vec<SenseDoc<'_>> = senses.iter().map(|s| sense_json(wn, *s)).collect();
    if global.json {
        let doc = LookupDoc {
            senses: &values,
            word,
        };
        writeln!(out, "{}", serde_json::to_string(&doc)?)?;
        return Ok(());
    }
    for (i, (sense, value)) in senses.iter().zip(&values).enumerate() {
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

fn parse_measure(name: &str) -> Result<Measure, String> {
    Measure::from_name(name)
        .ok_or_else(|| format!("{name:?} is not a measure (path, lch, wup, res, jcn, lin)"))
}

/// The information content res, jcn and lin use: an IC file, a corpus, or the WordNet's own
/// tag counts (index.sense, else cntlist.rev beside the data files).
fn information_content<'wn>(
    wn: &'wn WordNet,
    file: Option<&Path>,
    corpus: Option<&Path>,
) -> CliResult<InformationContent<'wn>> {
    if let Some(path) = file {
        let ic = InformationContent::from_path(wn, path)?;
        if ic.skipped_lines() > 0 {
            errln!(
                "wordgames: {}: {} lines name offsets of no synset of this WordNet (an IC file of another WordNet version?)",
                path.display(),
                ic.skipped_lines()
            );
        }
        return Ok(ic);
    }
    if let Some(path) = corpus {
        let reader = std::fs::File::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
        return Ok(InformationContent::from_corpus(
            wn,
            std::io::BufReader::new(reader),
            &path.display().to_string(),
            IcOptions::default(),
        )?);
    }
    if wn.has_sense_index() {
        return Ok(InformationContent::from_tag_counts(
            wn,
            IcOptions::default(),
        )?);
    }
    let cntlist = wn.dir().join("cntlist.rev");
    match std::fs::File::open(&cntlist) {
        Ok(file) => Ok(InformationContent::from_cntlist(
            wn,
            std::io::BufReader::new(file),
            &cntlist.display().to_string(),
            IcOptions::default(),
        )?),
        Err(_) => Err("this WordNet has no tag counts (index.sense or cntlist.rev): give --ic FILE or --ic-corpus FILE".into()),
    }
}

/// A value as NLTK prints it: `None` for no value, else the shortest decimal that reads back
/// (1e300 for NLTK's infinity).
fn value_text(value: Option<f64>) -> String {
    value.map_or_else(|| "None".to_string(), |v| format!("{v:?}"))
}

fn find<'a>(wn: &'a WordNet, name: &str) -> CliResult<Synset<'a>> {
    Ok(wn.find_synset(name)?)
}

fn similarity(
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
const PAIRS_LINE: usize = 1024;

fn similarity_pairs(
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
        Format::Tsv | Format::Csv => Some(wordnet_table::Table::new(
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

fn stats(global: &Global, wn: &WordNet) -> CliResult {
    let stats = wn.stats();
    let mut out = crate::out::stdout();
    if global.json {
        let by_pos = stats
            .by_pos
            .iter()
            .map(|p| PosDoc {
                lemmas: p.lemmas,
                pos: p.pos.code().to_string(),
                senses: p.senses,
                synsets: p.synsets,
                words: p.words,
            })
            .collect();
        let by_pointer = stats
            .by_pointer
            .iter()
            .map(|p| PointerDoc {
                lexical: p.lexical,
                relation: p.relation.name(),
                semantic: p.semantic,
                symbol: p.relation.symbol(),
            })
            .collect();
        let doc = StatsDoc {
            by_pointer,
            by_pos,
            lemmas: stats.lemmas,
            pointers: stats.pointers,
            senses: stats.senses,
            synsets: stats.synsets,
            words: stats.words,
        };
        writeln!(out, "{}", serde_json::to_string(&doc)?)?;
        return Ok(());
    }
    writeln!(
        out,
        "{} synsets, {} lemmas, {} senses, {} words, {} pointers",
        stats.synsets, stats.lemmas, stats.senses, stats.words, stats.pointers
    )?;
    writeln!(out)?;
    writeln!(
        out,
        "{:<22}{:>9}{:>9}{:>9}{:>9}",
        "part of speech", "synsets", "words", "senses", "lemmas"
    )?;
    for p in &stats.by_pos {
        writeln!(
            out,
            "{:<22}{:>9}{:>9}{:>9}{:>9}",
            format!("{} ({})", p.pos, p.pos.code()),
            p.synsets,
            p.words,
            p.senses,
            p.lemmas
        )?;
    }
    writeln!(out)?;
    writeln!(out, "{:<28}{:>9}{:>9}", "pointer", "semantic", "lexical")?;
    for p in &stats.by_pointer {
        writeln!(
            out,
            "{:<28}{:>9}{:>9}",
            format!("{} ({})", p.relation, p.relation.symbol().unwrap_or("")),
            p.semantic,
            p.lexical
        )?;
    }
    Ok(())
}

/// A spelling as a lemma: itself, or its first base form by WordNet's morphology.
fn resolve<'a>(wn: &'a WordNet, spelling: &str) -> CliResult<Lemma<'a>> {
    if let Some(lemma) = wn.lemma(spelling) {
        return Ok(lemma);
    }
    match wn.lookup(spelling)?.first() {
        Some(sense) => Ok(sense.lemma()),
        None => Err(format!("{spelling:?} is not in WordNet").into()),
    }
}

fn step_json(sense: Sense<'_>, relation: Option<Relation>) -> StepDoc<'_> {
    StepDoc {
        gloss: sense.synset().definition(),
        relation: relation.map(Relation::name),
        sense: sense.id().0,
        synset: sense.synset().name(),
        word: sense.word().lemma(),
    }
}

fn route(global: &Global, wn: &WordNet, relations: Relations, from: &str, to: &str) -> CliResult {
    let mut out = crate::out::stdout();
    let from_lemma = resolve(wn, from)?;
    let to_lemma = resolve(wn, to)?;
    let graph = WordGraph::build(wn, relations)?;
    let table = graph.route_table(to_lemma.id())?;
    let route: Option<Route> = table.answer(from_lemma.id());
    let Some(route) = route else {
        if global.json {
            let doc = RouteDoc {
                distance: None,
                from: from_lemma.text(),
                route: None,
                to: to_lemma.text(),
            };
            writeln!(out, "{}", serde_json::to_string(&doc)?)?;
        } else {
            writeln!(
                out,
                "no route from {} to {}",
                from_lemma.text(),
                to_lemma.text()
            )?;
        }
        return Ok(());
    };
    let mut steps = vec![step_json(wn.sense(route.start), None)];
    steps.extend(
        route
            .steps
            .iter()
            .map(|s| step_json(wn.sense(s.sense), Some(s.relation))),
    );
    if global.json {
        let doc = RouteDoc {
            distance: Some(route.len()),
            from: from_lemma.text(),
            route: Some(steps),
            to: to_lemma.text(),
        };
        writeln!(out, "{}", serde_json::to_string(&doc)?)?;
        return Ok(());
    }
    writeln!(
        out,
        "{} -> {}: {} step{}",
        from_lemma.text(),
        to_lemma.text(),
        route.len(),
        if route.len() == 1 { "" } else { "s" }
    )?;
    for step in &steps {
        let arrow = match step.relation {
            Some(relation) => format!("  --{relation}--> "),
            None => "  ".to_string(),
        };
        writeln!(
            out,
            "{arrow}{} [{}]: {}",
            step.word, step.synset, step.gloss
        )?;
    }
    Ok(())
}

/// Resident memory of this process, from /proc/self/status (Linux), in KiB.
fn resident_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// CPU time (user + system) of this process so far, in ms, from /proc/self/stat (Linux; clock
/// ticks of 10 ms, so only sums over many runs are meaningful).
fn cpu_ms() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let ticks: u64 = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    Some(ticks as f64 * 10.0)
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn bench(global: &Global, dir: Option<&std::path::Path>, targets: usize) -> CliResult {
    let mut out = crate::out::stdout();
    let before = resident_kib();
    let t = Instant::now();
    let wn = crate::cli::wordnet(dir)?;
    let first_load = ms(t.elapsed());
    let after = resident_kib();
    let mut loads = vec![first_load];
    let cpu = cpu_ms();
    // Later loads: the WNDB text again, or the bundled snapshot decoded into a fresh copy.
    let snapshot = dir.is_none().then(|| wn.to_snapshot());
    for _ in 0..10 {
        let t = Instant::now();
        match (dir, &snapshot) {
            (Some(dir), _) => drop(WordNet::open(dir)?),
            (None, Some(bytes)) => drop(WordNet::from_snapshot(bytes)?),
            (None, None) => unreachable!("a snapshot is made when there is no directory"),
        }
        loads.push(ms(t.elapsed()));
    }
    let load_cpu = cpu.zip(cpu_ms()).map(|(a, b)| (b - a) / 10.0);
    let mut builds = Vec::new();
    let mut graph = None;
    for _ in 0..3 {
        let t = Instant::now();
        graph = Some(WordGraph::build(wn, Relations::default())?);
        builds.push(ms(t.elapsed()));
    }
    let graph = graph.expect("built three times");
    let lemmas = wn.lemma_count();
    let targets = targets.clamp(1, lemmas);
    let mut tables = Vec::new();
    let mut table_bytes = 0;
    let cpu = cpu_ms();
    for i in 0..targets {
        let lemma = wn.lemma_by_id(wordgames_wordnet::LemmaId((i * lemmas / targets) as u32));
        let t = Instant::now();
        let table = graph.route_table(lemma.id())?;
        tables.push(ms(t.elapsed()));
        table_bytes = table.size_in_bytes();
    }
    let table_cpu = cpu.zip(cpu_ms()).map(|(a, b)| (b - a) / targets as f64);
    let load_resident = match (before, after) {
        (Some(b), Some(a)) => Some(a.saturating_sub(b)),
        _ => None,
    };
    let report = BenchDoc {
        dir: dir.map_or_else(|| "bundled".to_string(), |d| d.display().to_string()),
        graph: GraphFigures {
            build_ms_median: median(builds.clone()),
            directed: graph.adjacency_count(),
            edges: graph.edge_count(),
            nodes: graph.node_count(),
        },
        load_ms: LoadFigures {
            cpu_mean: load_cpu,
            median: median(loads.clone()),
            min: loads.iter().copied().fold(f64::MAX, f64::min),
            runs: loads.len(),
        },
        resident_kib: ResidentFigures {
            added_by_load: load_resident,
            after_load: after,
        },
        route_table: TableFigures {
            bytes: table_bytes,
            cpu_ms_mean: table_cpu,
            ms_max: tables.iter().copied().fold(0.0, f64::max),
            ms_median: median(tables.clone()),
            targets,
        },
    };
    if global.json {
        writeln!(out, "{}", serde_json::to_string(&report)?)?;
        return Ok(());
    }
    match dir {
        Some(dir) => writeln!(out, "WordNet directory: {}", dir.display())?,
        None => writeln!(out, "WordNet: the bundled WordNet 3.1 snapshot")?,
    }
    writeln!(
        out,
        "load: median {:.1} ms, min {:.1} ms over {} runs; CPU time {:.0} ms per load (both threads)",
        report.load_ms.median,
        report.load_ms.min,
        loads.len(),
        load_cpu.unwrap_or(f64::NAN)
    )?;
    if let (Some(after), Some(added)) = (after, load_resident) {
        writeln!(
            out,
            "resident after one load: {:.1} MiB ({:.1} MiB added by the load)",
            after as f64 / 1024.0,
            added as f64 / 1024.0
        )?;
    }
    writeln!(
        out,
        "graph (default relations): {} nodes, {} edges ({} directed), built in {:.1} ms (median of 3)",
        graph.node_count(),
        graph.edge_count(),
        graph.adjacency_count(),
        median(builds)
    )?;
    writeln!(
        out,
        "route table: median {:.2} ms, max {:.2} ms over {} targets (CPU time {:.1} ms each); {} bytes each",
        median(tables.clone()),
        tables.iter().copied().fold(0.0, f64::max),
        targets,
        table_cpu.unwrap_or(f64::NAN),
        table_bytes
    )?;
    Ok(())
}
