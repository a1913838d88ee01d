//! The command line: arguments shared by every subcommand and the dispatch to each game.

use std::{error::Error, io::Write, path::PathBuf};

use clap::{Args, CommandFactory, Parser, Subcommand};
use wordgames_lexicon::{AnyLexicon, Encoding, Lexicon, Profile, ReadOptions};

use wordgames_puzzles::{
    Date, Language,
    daily::{Calendar, EditionEntry, EditionGame, GameId, Origin},
};

use crate::cmd::{blender, letter_boxed, lexicon, nettle, wordle, wordnet, wordseq};

/// What every command returns: errors are reported on stderr by `main`.
pub type CliResult<T = ()> = Result<T, Box<dyn Error + Send + Sync>>;

/// Word games in a terminal: play them, generate puzzles, solve them, benchmark them.
#[derive(Debug, Parser)]
#[command(name = "wordgames", version, about, propagate_version = true)]
pub struct Cli {
    #[command(flatten)]
    pub global: Global,
    #[command(subcommand)]
    pub command: Command,
}

/// Options every subcommand accepts.
#[derive(Debug, Args)]
pub struct Global {
    /// When to colour the output: auto (a terminal, unless NO_COLOR is set; CLICOLOR_FORCE forces it), always or never.
    #[arg(long, global = true, value_name = "WHEN", default_value = "auto")]
    pub color: crate::out::ColorWhen,
    /// Print machine-readable JSON on stdout instead of text.
    #[arg(long, global = true)]
    pub json: bool,
    /// Replace the default lexicon with a word list: one word a line, optionally followed by a tab and a grade.
    #[arg(long, global = true, value_name = "FILE")]
    pub words: Option<PathBuf>,
    /// With --words: skip lines that cannot be words instead of stopping at the first one.
    #[arg(long, global = true)]
    pub lenient: bool,
    /// With --words: keep the list's own grades instead of grading its plain lines by the
    /// language's shipped word frequencies (docs/LANGUAGES.md, "Commonness").
    #[arg(long, global = true)]
    pub no_frequencies: bool,
    /// The language of the word list (its alphabet, folds and keyboard): en, nb, nn, da, sv, de, nl, es, fr, it, pt, pl or uk.
    #[arg(long, global = true, value_name = "TAG", default_value = "en", value_parser = Profile::parse_tag)]
    pub lang: &'static Profile,
    /// With --words: how the file is encoded: utf-8, latin-1 (ISO-8859-1, as Debian's bokmaal) or auto (each line UTF-8 if it is, else ISO-8859-1, counted). Defaults to utf-8 for English, auto for another --lang.
    #[arg(long, global = true, value_name = "ENCODING")]
    pub encoding: Option<Encoding>,
    /// With --words: the most words the list may have (lines that are not blank); reading stops with an error past it. Defaults to 5,000,000.
    #[arg(long, global = true, value_name = "N")]
    pub max_list_words: Option<usize>,
}

/// Choosing a puzzle: a seed, a date, or neither (today's date).
#[derive(Debug, Args, Clone)]
pub struct PuzzleChoice {
    /// Generate from this seed.
    #[arg(long, conflicts_with = "date")]
    pub seed: Option<u64>,
    /// Generate the puzzle of this date (YYYY-MM-DD); defaults to today (the local date).
    #[arg(long)]
    pub date: Option<Date>,
}

impl PuzzleChoice {
    /// The puzzle chosen for `game`: the seed's, or the date's (today's when neither is given).
    pub fn origin(&self, game: GameId) -> Result<Origin, wordgames_puzzles::Error> {
        Ok(Origin::choose(
            game,
            self.seed,
            self.date.unwrap_or_else(today),
        )?)
    }
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Today's puzzles, one of each game.
    Daily {
        /// The day to show (YYYY-MM-DD); defaults to today (the local date).
        #[arg(long)]
        date: Option<Date>,
    },
    /// Query the lexicon: statistics, word checks, prefix/pattern/anagram queries.
    Lexicon {
        #[command(subcommand)]
        command: lexicon::LexiconCommand,
    },
    /// Letter Boxed: generate boards, solve them exactly, benchmark.
    LetterBoxed {
        #[command(subcommand)]
        command: letter_boxed::LetterBoxedCommand,
    },
    /// Word Blender (TextTwist): generate rounds, list the catalogue of six-letter racks.
    Blender {
        #[command(subcommand)]
        command: blender::BlenderCommand,
    },
    /// Wordle: benchmark strategies, get help solving, export decision trees.
    Wordle {
        #[command(subcommand)]
        command: wordle::WordleCommand,
    },
    /// wordseq, the letter-swap grid game: generate levels, check them, measure the generator.
    Wordseq {
        #[command(subcommand)]
        command: wordseq::WordseqCommand,
    },
    /// Nettle, the WordNet direction game: clues, the target list, the archive, benchmarks.
    Nettle {
        #[command(subcommand)]
        command: nettle::NettleCommand,
    },
    /// WordNet: look words up, route one word to another, benchmark the loader and routes.
    Wordnet(wordnet::WordnetArgs),
    /// Play a game in the terminal (reads lines from stdin, so it can be scripted).
    Play {
        #[command(subcommand)]
        game: PlayGame,
    },
    /// Print a shell completion script: `wordgames completions bash > ~/.local/share/bash-completion/completions/wordgames`.
    Completions {
        /// The shell to complete in.
        shell: clap_complete::Shell,
    },
    /// Print the manual page (roff): `wordgames man > wordgames.1 && man ./wordgames.1`.
    Man {
        /// Write the page of every subcommand too (wordgames-daily.1, ...) into this directory
        /// instead of printing the main page.
        #[arg(long, value_name = "DIR")]
        out_dir: Option<PathBuf>,
    },
}

/// The games `wordgames play` knows.
#[derive(Debug, Subcommand)]
pub enum PlayGame {
    /// Letter Boxed: chain words to use all twelve letters.
    LetterBoxed(letter_boxed::PlayArgs),
    /// Word Blender: timed rounds of six letters.
    Blender(blender::PlayArgs),
    /// Wordle: guess the five-letter word in six tries.
    Wordle(wordle::PlayArgs),
    /// Absurdle: Wordle against a host that keeps the largest bucket of answers.
    Absurdle(wordle::AbsurdleArgs),
    /// Swap neighbouring letters to spell new words, as many moves as you can.
    Wordseq(wordseq::PlayArgs),
    /// Nettle: find the hidden word from emoji routes through WordNet.
    Nettle(nettle::PlayArgs),
}

impl Global {
    /// Loads the lexicon that `--words` names, or the embedded English lexicon: one type for
    /// both.
    pub fn lexicon(&self) -> CliResult<AnyLexicon> {
        let Some(path) = &self.words else {
            return Ok(Lexicon::english().into());
        };
        // The profile's defaults (UTF-8 in English, detected in another language, whose
        // plain list is graded by its capitals: docs/LANGUAGES.md), then the options given.
        let defaults = ReadOptions::for_profile(self.lang);
        let encoding = self.encoding.unwrap_or(defaults.encoding);
        let max_words = self.max_list_words.unwrap_or(defaults.max_words);
        let options = defaults
            .with_lenient(self.lenient)
            .with_encoding(encoding)
            .with_max_words(max_words)
            .with_frequencies(defaults.frequencies && !self.no_frequencies);
        let (lex, report) = Lexicon::from_path(path, options)?;
        if !report.skipped.is_empty() {
            errln!(
                "wordgames: skipped {} lines of {}:",
                report.skipped.len(),
                path.display(),
            );
            // Every reason, with its count and first line: none hides another.
            for r in report.reasons() {
                errln!("  {r}");
            }
        }
        for note in report.notes() {
            errln!("wordgames: {}: {note}", path.display());
        }
        if lex.is_empty() {
            return Err(format!("{} holds no words", path.display()).into());
        }
        Ok(lex.into())
    }
}

/// Runs the command line.
pub fn run(cli: Cli) -> CliResult {
    match cli.command {
        Command::Daily { date } => daily(&cli.global, date.unwrap_or_else(crate::cli::today)),
        Command::Lexicon { command } => lexicon::run(&cli.global, &cli.global.lexicon()?, command),
        Command::LetterBoxed { command } => letter_boxed::run(&cli.global, command),
        Command::Blender { command } => blender::run(&cli.global, command),
        Command::Wordle { command } => wordle::run(&cli.global, command),
        Command::Wordseq { command } => wordseq::run(&cli.global, command),
        Command::Nettle { command } => nettle::run(&cli.global, command),
        Command::Wordnet(args) => wordnet::run(&cli.global, args),
        Command::Completions { shell } => {
            let mut buffer = Vec::new();
            clap_complete::generate(shell, &mut Cli::command(), "wordgames", &mut buffer);
            crate::out::stdout().write_all(&buffer)?;
            Ok(())
        }
        Command::Man { out_dir: Some(dir) } => {
            std::fs::create_dir_all(&dir)
                .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
            clap_mangen::generate_to(Cli::command(), &dir)
                .map_err(|e| format!("cannot write the pages into {}: {e}", dir.display()))?;
            outln!("manual pages written to {}", dir.display())?;
            Ok(())
        }
        Command::Man { out_dir: None } => {
            let mut buffer = Vec::new();
            clap_mangen::Man::new(Cli::command()).render(&mut buffer)?;
            crate::out::stdout().write_all(&buffer)?;
            Ok(())
        }
        Command::Play { game } => match game {
            PlayGame::LetterBoxed(args) => letter_boxed::play(&cli.global, args),
            PlayGame::Blender(args) => blender::play(&cli.global, args),
            PlayGame::Wordle(args) => wordle::play(&cli.global, args),
            PlayGame::Absurdle(args) => wordle::play_absurdle(&cli.global, args),
            PlayGame::Wordseq(args) => wordseq::play(&cli.global, args),
            PlayGame::Nettle(args) => nettle::play(&cli.global, args),
        },
    }
}

fn daily(global: &Global, date: Date) -> CliResult {
    let english = global.lang.is_ascii_az();
    if !english && global.words.is_none() {
        return Err(format!(
            "--lang {} needs --words FILE: the embedded lexicon is English",
            global.lang.tag()
        )
        .into());
    }
    // The library's language data: Wordle's answers (the classic ones in English, else the
    // list's five-letter words), the publisher of its games, and Nettle's targets (English, as
    // WordNet is).
    let language = Language::new(global.lexicon()?, global.lang)?;
    let wordnet = wordgames_wordnet::WordNet::bundled()?;
    let publisher = language.publisher(Calendar::PUBLIC).with_wordnet(wordnet);
    // A date after the player's today has not begun: its seeds are left out.
    let edition = publisher.edition(date, today())?;
    if global.json {
        outln!("{}", serde_json::to_string(&edition)?)?;
    } else {
        outln!("wordgames daily for {date}")?;
        outln!(
            "lexicon: {} words, {} in the common tier",
            edition.lexicon.words,
            edition.lexicon.common
        )?;
        let flags = list_flags(global);
        for entry in &edition.games {
            // The edition's Wordle is the classic one in English whatever the list (and
            // `play wordle --words FILE` would play the list's), and Nettle in another
            // language is the embedded English lexicon's (`wordle::for_language`,
            // `Publisher::with_wordnet`): their commands go without the list's options.
            let plain = if english {
                entry.game == GameId::Wordle
            } else {
                entry.game == GameId::Nettle
            };
            let flags = if plain { "" } else { flags.as_str() };
            outln!("{}", daily_line(entry, date, flags))?;
        }
    }
    // The edition is printed whole, and a game without its puzzle fails the command.
    let missing: Vec<String> = edition
        .games
        .iter()
        .filter(|entry| matches!(entry.puzzle, EditionGame::Unavailable { .. }))
        .map(|entry| entry.game.to_string())
        .collect();
    if !missing.is_empty() {
        return Err(format!(
            "{} of {} games have no puzzle for {date}: {}",
            missing.len(),
            edition.games.len(),
            missing.join(", ")
        )
        .into());
    }
    Ok(())
}

/// The options before `play` that deal the puzzles of the word list given (`--lang`,
/// `--words`, `--lenient`, `--encoding`, `--max-list-words`, `--no-frequencies`, as given), each followed by a space: empty for the
/// embedded English lexicon.
fn list_flags(global: &Global) -> String {
    let mut flags = String::new();
    if !global.lang.is_ascii_az() {
        flags.push_str(&format!("--lang {} ", global.lang.tag()));
    }
    if let Some(path) = &global.words {
        flags.push_str(&format!("--words {} ", shell_word(&path.to_string_lossy())));
        if global.lenient {
            flags.push_str("--lenient ");
        }
        if let Some(encoding) = global.encoding {
            flags.push_str(match encoding {
                Encoding::Utf8 => "--encoding utf-8 ",
                Encoding::Latin1 => "--encoding latin-1 ",
                _ => "--encoding auto ",
            });
        }
        if let Some(max) = global.max_list_words {
            flags.push_str(&format!("--max-list-words {max} "));
        }
        if global.no_frequencies {
            flags.push_str("--no-frequencies ");
        }
    }
    flags
}

/// `text` as one word of a POSIX shell command: as it is when it holds only safe characters,
/// else in single quotes.
fn shell_word(text: &str) -> String {
    let safe = |c: char| c.is_alphanumeric() || "/._-+,:@%=".contains(c);
    if !text.is_empty() && text.chars().all(safe) {
        text.to_string()
    } else {
        format!("'{}'", text.replace('\'', r"'\''"))
    }
}

/// "1 word", "13 words".
fn count_words(n: usize) -> String {
    if n == 1 {
        "1 word".to_string()
    } else {
        format!("{n} words")
    }
}

/// One game's line of `wordgames daily`; `flags` go before `play` in the command that plays it.
fn daily_line(entry: &EditionEntry, date: Date, flags: &str) -> String {
    let (title, number) = (&entry.title, entry.number);
    let play = format!("play: wordgames {flags}play {} --date {date}", entry.game);
    match &entry.puzzle {
        EditionGame::LetterBoxed {
            board, par, rarest, ..
        } => {
            let par = count_words(*par);
            format!("{title} #{number}: {board}  (par {par}, rarest word Zipf {rarest}; {play})")
        }
        EditionGame::WordBlender {
            letters,
            words,
            rarest,
            ..
        } => {
            let spaced: Vec<String> = letters
                .chars()
                .map(|c| c.to_uppercase().to_string())
                .collect();
            format!(
                "{title} #{number}: {}  ({} to find, rarest Zipf {rarest}; {play})",
                spaced.join(" "),
                count_words(*words)
            )
        }
        EditionGame::Wordle {
            word_length,
            guesses,
            answer_zipf,
            entropy_guesses,
            ..
        } => format!(
            "{title} #{number}: a {}-letter word in {} tries  (answer Zipf {answer_zipf}{}; {play})",
            number_word(*word_length),
            number_word(*guesses),
            entropy_guesses
                .map(|n| format!(", the entropy strategy finds it in {n} guesses"))
                .unwrap_or_default()
        ),
        EditionGame::Wordseq {
            difficulty,
            grid,
            optimum,
            rarest,
            ..
        } => format!(
            "{title} #{number} ({difficulty}): {}  (best game {optimum} moves, rarest word Zipf {rarest}; {play})",
            grid.join(" / ")
        ),
        EditionGame::Nettle { target_zipf } => {
            format!("{title} #{number}: find the hidden word  (target Zipf {target_zipf}; {play})")
        }
        EditionGame::Unavailable { error } => format!("{title} #{number}: no puzzle ({error})"),
        _ => format!("{title} #{number}  ({play})"),
    }
}

/// Small numbers in words, as the daily lines say them.
fn number_word(n: usize) -> String {
    const WORDS: [&str; 11] = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    ];
    WORDS
        .get(n)
        .map_or_else(|| n.to_string(), |w| (*w).to_string())
}

/// Today's date where the player is: the system time zone's calendar day (the `TZ` variable
/// or the system setting, read by jiff; UTC when neither names a zone jiff can read).
///
/// The puzzles of a date never change; only which date "today" is depends on the player, so
/// the day's puzzles change at the player's midnight, as the published games do. (The web app
/// keeps UTC: a server does not know its visitors' zones.)
pub fn today() -> Date {
    if !tz_is_bounded() {
        // jiff would read the file `TZ` names whole, whatever it is (`TZ=/dev/zero` never
        // ends): such a zone is none jiff can read, so UTC, as documented above.
        return Date::today();
    }
    let now = jiff::Zoned::now();
    let day = now.date();
    Date::new(
        i32::from(day.year()),
        u32::try_from(day.month()).unwrap_or(1),
        u32::try_from(day.day()).unwrap_or(1),
    )
    // jiff's years reach -9999 and 9999; the library's start at 0000. Before year 0, UTC's
    // fallback is as good as any.
    .unwrap_or_else(|_| Date::today())
}

/// The largest time-zone file read: TZif files are a few KiB (the largest in tzdata 2025b is
/// under 4 KiB); 1 MiB leaves room for any real one.
const MAX_TZ_FILE_BYTES: u64 = 1 << 20;

/// Whether every file jiff may read for the `TZ` variable is a regular file of at most
/// [`MAX_TZ_FILE_BYTES`]: `TZ` as a path (absolute, or relative to the working directory, as
/// `TZ=../../dev/zero`), or as a name under `TZDIR` and the usual zoneinfo directories. A
/// device, a FIFO or a huge file makes it `false`; an unset `TZ`, a POSIX rule or a name that
/// is no file is bounded.
fn tz_is_bounded() -> bool {
    let Some(tz) = std::env::var_os("TZ") else {
        return true;
    };
    let tz = std::path::PathBuf::from(tz);
    let name = tz
        .to_str()
        .and_then(|t| t.strip_prefix(':'))
        .map_or(tz.as_path(), std::path::Path::new);
    if name.as_os_str().is_empty() {
        return true;
    }
    let mut candidates = vec![name.to_path_buf()];
    let dirs = std::env::var_os("TZDIR").map(std::path::PathBuf::from);
    for dir in dirs.iter().map(std::path::PathBuf::as_path).chain(
        [
            "/usr/share/zoneinfo",
            "/usr/lib/zoneinfo",
            "/usr/share/lib/zoneinfo",
            "/etc/zoneinfo",
        ]
        .map(std::path::Path::new),
    ) {
        candidates.push(dir.join(name));
    }
    candidates.iter().all(|path| match std::fs::metadata(path) {
        Ok(meta) => meta.is_dir() || (meta.is_file() && meta.len() <= MAX_TZ_FILE_BYTES),
        // A name that is no file is not read as one.
        Err(_) => true,
    })
}

/// The WordNet to use: the WNDB directory `dir` when one is given, else the WordNet 3.1 bundled
/// in wordgames-wordnet. Both are `&'static`: the bundled one is the library's own `static`,
/// and one read from files is owned by a `static` of this program ([`OnceLock`]) for the rest
/// of the run, since the commands borrow it (word graphs, Nettle's route tables) until they
/// end. A run reads one directory: asking for another is an error.
///
/// [`OnceLock`]: std::sync::OnceLock
pub fn wordnet(dir: Option<&std::path::Path>) -> CliResult<&'static wordgames_wordnet::WordNet> {
    static OPENED: std::sync::OnceLock<(PathBuf, wordgames_wordnet::WordNet)> =
        std::sync::OnceLock::new();
    let Some(dir) = dir else {
        return Ok(wordgames_wordnet::WordNet::bundled()?);
    };
    if OPENED.get().is_none() {
        let wordnet = wordgames_wordnet::WordNet::open(dir)?;
        // Set once: a second call finds it.
        let _ = OPENED.set((dir.to_path_buf(), wordnet));
    }
    match OPENED.get() {
        Some((opened, wordnet)) if opened == dir => Ok(wordnet),
        Some((opened, _)) => Err(format!(
            "WordNet was read from {} in this run: cannot read {} as well",
            opened.display(),
            dir.display()
        )
        .into()),
        None => Err("WordNet could not be kept".into()),
    }
}
