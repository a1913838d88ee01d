//! `wordgames wordnet ...`: look words and names up in WordNet, measure the similarity of
//! synsets, count what WordNet holds, route one word to another through the word graph, and
//! measure the loader, the graph and the route tables.

use std::path::PathBuf;

use clap::{Args, Subcommand};
use wordgames_wordnet::{Measure, Pos, Relation, Relations, Similarity};

use crate::cli::{CliResult, Global};

mod lookup;
mod route;
mod similarity;
mod stats;
mod table;

use lookup::lookup;
use route::{route, route_pairs};
use similarity::{information_content, parse_measure, similarity, similarity_pairs};
use stats::{bench, stats};
use table::{Format, Queries};

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
    ///
    /// Each query is a word (spaces or underscores for phrases: "ice cream"), an NLTK synset
    /// name (dog.n.01), an NLTK lemma name (dog.n.01.dog) or a sense key (dog%1:05:00::);
    /// many queries (arguments, --input FILE or stdin) are answered in one process, with
    /// --format tsv or csv one row per sense. The senses of a word come in the order Nettle
    /// uses (its own senses first); `synsets` gives NLTK's.
    Lookup {
        #[command(flatten)]
        queries: Queries,
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
        #[arg(long, value_parser = table::parse_pos)]
        pos: Option<Pos>,
        #[command(flatten)]
        queries: Queries,
    },
    /// The base forms of each query as NLTK's morphy finds them (the word itself when it is a
    /// lemma, then every candidate), for one part of speech or each of n, v, a, r.
    Morphy {
        /// Only this part of speech: n, v, a, s, r.
        #[arg(long, value_parser = table::parse_pos)]
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
        #[arg(long, value_delimiter = ',', default_value = "hypernyms", value_parser = table::parse_relation)]
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
        #[arg(required_unless_present = "pairs")]
        from: Option<String>,
        /// The target word.
        #[arg(required_unless_present = "pairs")]
        to: Option<String>,
        /// Read the pairs from a file, two words a line (`-`: stdin; blank lines and #
        /// comments skipped), and print one row per pair (from, to, distance, route) in the
        /// --format asked; a pair without an answer is reported with its line and the run
        /// goes on. The graph is built once, and a route table once per target in a row.
        #[arg(long, value_name = "FILE", conflicts_with_all = ["from", "to"])]
        pairs: Option<PathBuf>,
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
    // Every command but the benchmark, which times the loading, reads WordNet first.
    let command = args.command;
    if let WordnetCommand::Bench { targets } = command {
        return bench(global, dir, targets);
    }
    let wn = crate::cli::wordnet(dir)?;
    match command {
        WordnetCommand::Synsets { pos, queries } => table::synsets(wn, &queries, pos, format),
        WordnetCommand::Morphy {
            pos,
            morphstr,
            queries,
        } => table::morphy(wn, &queries, pos, morphstr, format),
        WordnetCommand::Paths { queries } => table::paths(wn, &queries, format),
        WordnetCommand::Depth { queries } => table::depth(wn, &queries, format),
        WordnetCommand::Lch {
            simulate_root,
            min_depth,
            queries,
        } => table::lch(wn, &queries, simulate_root, min_depth, format),
        WordnetCommand::Closure {
            relation,
            depth,
            queries,
        } => table::closure(wn, &queries, &relation, depth, format),
        WordnetCommand::Lookup { queries } => lookup(format, wn, &queries),
        WordnetCommand::Similarity {
            measure,
            ic,
            ic_corpus,
            no_simulate_root,
            pairs,
            synsets,
        } => {
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
        WordnetCommand::Stats => stats(global, wn),
        WordnetCommand::Route {
            from,
            to,
            pairs,
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
            match (pairs, from, to) {
                (Some(path), ..) => route_pairs(format, wn, relations, &path),
                (None, Some(from), Some(to)) => route(global, wn, relations, &from, &to),
                _ => Err("give FROM and TO, or --pairs FILE".into()),
            }
        }
        WordnetCommand::Bench { .. } => unreachable!("the benchmark returned above"),
    }
}
