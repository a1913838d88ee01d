//! `wordgames blender ...` and `wordgames play blender`: Word Blender (TextTwist) rounds, the
//! catalogue of six-letter racks, and a timed game.

use std::{
    io::{self, Write},
    sync::mpsc,
    time::{Duration, Instant},
};

use clap::{Args, Subcommand};
use serde::Serialize;
use wordgames_lexicon::{AnyLexicon, Profile};
use wordgames_puzzles::{
    Generator,
    daily::GameId,
    play::FromPuzzle,
    word_blender::{
        Catalogue, Game, MIN_WORD_LEN, POINTS_PER_LETTER, RACK_LEN, ROUND_TIME, Round, RoundDoc,
        SIX_LETTER_BONUS, Verdict, WordBlenderGenerator, word_points,
    },
};

use crate::cmd::common::ending;
use crate::{
    cli::{CliResult, Global, PuzzleChoice},
    cmd::common::{Band, deal},
    out::{paint, styles},
};

/// The game's identifier for daily seeds.
const GAME: GameId = GameId::WordBlender;

#[derive(Debug, Subcommand)]
pub enum BlenderCommand {
    /// Generate a round from a seed or a date (today by default): six letters and their words.
    Gen {
        #[command(flatten)]
        choice: PuzzleChoice,
        #[command(flatten)]
        band: Band,
        /// Also list the answers.
        #[arg(long)]
        answers: bool,
    },
    /// Every distinct six-letter rack of the lexicon with the words it makes.
    Catalogue {
        /// Count only words of the common tier (racks of common six-letter words).
        #[arg(long)]
        common: bool,
        /// Print at most this many racks (0: all).
        #[arg(long, default_value_t = 20)]
        limit: usize,
    },
}

/// `wordgames play blender`.
/// The longest round `--seconds` accepts: a day. Larger values overflow the game clock.
const MAX_SECONDS: u64 = 86_400;

#[derive(Debug, Args)]
pub struct PlayArgs {
    #[command(flatten)]
    choice: PuzzleChoice,
    #[command(flatten)]
    band: Band,
    /// Seconds per round, 1 to 86,400 (the daily game's round time by default).
    #[arg(long, default_value_t = ROUND_TIME.as_secs(),
          value_parser = clap::value_parser!(u64).range(1..=MAX_SECONDS))]
    seconds: u64,
}

/// `wordgames blender catalogue --json`.
#[derive(Serialize)]
struct CatalogueDoc<'a> {
    rack_words: usize,
    racks: usize,
    shown: Vec<RackDoc<'a>>,
}

#[derive(Serialize)]
struct RackDoc<'a> {
    rack: String,
    words: Vec<&'a str>,
}

/// Runs `wordgames blender ...`.
pub fn run(global: &Global, command: BlenderCommand) -> CliResult {
    let lex = global.lexicon()?;
    match command {
        BlenderCommand::Gen {
            choice,
            band,
            answers,
        } => {
            let blender =
                WordBlenderGenerator::new_in_band(lex, band.familiarity)?.with_profile(global.lang);
            let (mut rng, origin) = deal(&choice, GAME)?;
            // A date's origin seeds its day's generator: the date's round (`Generator::deal`).
            let round = blender.generate(&mut rng)?;
            let doc = RoundDoc::new(&blender, &round, &origin);
            if global.json {
                outln!("{}", serde_json::to_string(&doc)?)?;
            } else {
                outln!("Word Blender {}", origin.label())?;
                outln!("letters: {}", spaced(&round.letters))?;
                outln!("{}", counts(&round))?;
                // The document's difficulty, measured once: `rarest` is in hundredths, so two
                // decimals print it as the frequency prints itself (`3.20`).
                outln!(
                    "difficulty: {} to find, rarest Zipf {:.2}",
                    doc.difficulty.words,
                    doc.difficulty.rarest
                )?;
                if answers {
                    print_words(&round.words, doc.shown_words(), |_| false)?;
                }
            }
            Ok(())
        }
        BlenderCommand::Catalogue { common, limit } => {
            let start = Instant::now();
            let catalogue = if common {
                Catalogue::new_in(
                    &lex.filter_grade(wordgames_lexicon::Grade::COMMON),
                    global.lang,
                )
            } else {
                Catalogue::new_in(&lex, global.lang)
            };
            let elapsed = start.elapsed();
            let pairs: usize = catalogue.iter().map(|r| r.len()).sum();
            let shown = if limit == 0 { catalogue.len() } else { limit };
            if global.json {
                let shown = catalogue
                    .iter()
                    .take(shown)
                    .map(|r| RackDoc {
                        rack: r.rack().to_string(),
                        words: r.words().map(|e| e.word.as_str()).collect(),
                    })
                    .collect();
                let doc = CatalogueDoc {
                    rack_words: pairs,
                    racks: catalogue.len(),
                    shown,
                };
                outln!("{}", serde_json::to_string(&doc)?)?;
            } else {
                for r in catalogue.iter().take(shown) {
                    let words: Vec<&str> = r.words().map(|e| e.word.as_str()).collect();
                    outln!("{}  {:>3}  {}", r.rack(), r.len(), words.join(" "))?;
                }
                outln!(
                    "{} racks, {} rack-word pairs{}",
                    catalogue.len(),
                    pairs,
                    if shown < catalogue.len() {
                        format!(" ({shown} shown; --limit 0 shows all)")
                    } else {
                        String::new()
                    }
                )?;
            }
            errln!("catalogue built in {:.1} ms", elapsed.as_secs_f64() * 1e3);
            Ok(())
        }
    }
}

/// "V U R E E S".
fn spaced(letters: &str) -> String {
    letters
        .chars()
        .map(|c| c.to_uppercase().to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// "22 words: 6 of 3 letters, ..."
fn counts(round: &Round) -> String {
    let by_len: Vec<String> = round
        .counts_by_length()
        .into_iter()
        .filter(|&(_, c)| c > 0)
        .map(|(n, c)| format!("{c} of {n} letters"))
        .collect();
    format!("{} words: {}", round.words.len(), by_len.join(", "))
}

/// The words by length, found ones in capitals.
/// Prints `words` by length, each shown as `spelled` spells it (the same order: the list's
/// spelling, `canción` for the key `cancion`), the found ones in capitals.
fn print_words(
    words: &[String],
    spelled: &[String],
    found: impl Fn(&str) -> bool,
) -> std::io::Result<()> {
    for n in MIN_WORD_LEN..=RACK_LEN {
        let row: Vec<String> = words
            .iter()
            .zip(spelled.iter().chain(std::iter::repeat(&String::new())))
            .filter(|(w, _)| w.chars().count() == n)
            .map(|(w, shown)| {
                let shown = if shown.is_empty() { w } else { shown };
                if found(w) {
                    shown.to_uppercase()
                } else {
                    shown.clone()
                }
            })
            .collect();
        if !row.is_empty() {
            outln!("  {n}: {}", row.join(" "))?;
        }
    }
    Ok(())
}

/// A line of input or the end of it, from the reader thread.
enum Input {
    Line(String),
    /// The input could not be read (a line over the bound, an I/O error): the game ends with
    /// this error.
    Failed(io::Error),
    End,
}

/// Runs `wordgames play blender`.
pub fn play(global: &Global, args: PlayArgs) -> CliResult {
    play_with(global.lexicon()?, global.lang, args)
}

fn play_with(lex: AnyLexicon, lang: &'static Profile, args: PlayArgs) -> CliResult {
    let blender = WordBlenderGenerator::new_in_band(lex, args.band.familiarity)?.with_profile(lang);
    let (mut rng, origin) = deal(&args.choice, GAME)?;
    // The game keeps the rounds, the words and the round clock; this loop keeps the terminal and
    // the `Instant` the game's time is measured from.
    let start = Instant::now();
    let first = blender.generate(&mut rng)?;
    let mut game = Game::from_puzzle(&first, (&blender, rng, Duration::from_secs(args.seconds)))?;
    // Lines arrive through a channel so that a round can end on time while the terminal
    // waits for input; the thread ends at the end of input.
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for line in crate::input::stdin_lines() {
            let input = match line {
                Ok(line) => Input::Line(line),
                Err(e) => Input::Failed(e),
            };
            if tx.send(input).is_err() {
                return;
            }
        }
        let _ = tx.send(Input::End);
    });
    let mut out = crate::out::stdout();
    writeln!(
        out,
        "Word Blender {}: find words of 3 to 6 letters in the six letters; find a six-letter word\nto go on to the next round. {} seconds a round. {POINTS_PER_LETTER} points a letter, {SIX_LETTER_BONUS} more for a\nsix-letter word. Commands: :shuffle (or *), :quit.",
        origin.label(),
        args.seconds
    )?;
    loop {
        writeln!(
            out,
            "\nRound {}: {}  ({} words)",
            game.round_number(),
            spaced(&game.round().letters),
            game.round().words.len()
        )?;
        while !play_line(&mut game, &rx, start, &mut out)? {}
        let Some(end) = game.round_end() else {
            break;
        };
        outln!(
            "found {} of {} words, missed {} (found in CAPITALS, missed in lowercase):",
            end.found.len(),
            end.words.len(),
            end.missed().count()
        )?;
        print_words(&end.words, &end.spelled, |w| end.is_found(w))?;
        writeln!(
            out,
            "round {}: {} points (game: {})",
            game.round_number(),
            end.points(),
            game.points()
        )?;
        if end.won {
            writeln!(out, "round complete: you found a six-letter word")?;
        } else {
            writeln!(out, "no six-letter word found: game over")?;
        }
        if ending(&game).is_some() {
            break;
        }
        game.next_round(start.elapsed())?;
    }
    writeln!(
        out,
        "\nrounds completed: {}, score: {} points",
        game.rounds_won(),
        game.points()
    )?;
    Ok(())
}

/// Shows the prompt, waits for a line or the end of the round's time, and plays it; `true` once
/// the round is over.
fn play_line<R: rand_core::Rng>(
    game: &mut Game<'_, std::borrow::Cow<'static, [u8]>, R>,
    rx: &mpsc::Receiver<Input>,
    start: Instant,
    out: &mut impl Write,
) -> CliResult<bool> {
    let left = game.time_left(start.elapsed());
    if game.tick(start.elapsed()) {
        writeln!(out, "\ntime is up")?;
        return Ok(true);
    }
    write!(out, "[{}s] {} > ", left.as_secs(), spaced(game.letters()))?;
    out.flush()?;
    let line = match rx.recv_timeout(left) {
        Ok(Input::Line(line)) => line,
        Ok(Input::Failed(e)) => {
            game.stop(start.elapsed());
            return Err(e.into());
        }
        Ok(Input::End) | Err(mpsc::RecvTimeoutError::Disconnected) => {
            writeln!(out, "\n(end of input)")?;
            game.stop(start.elapsed());
            return Ok(true);
        }
        // Checked again, against the game's clock, on the next call.
        Err(mpsc::RecvTimeoutError::Timeout) => return Ok(false),
    };
    let guess = line.trim().to_lowercase();
    match guess.as_str() {
        "" => {}
        ":shuffle" | "*" => game.shuffle(),
        ":quit" | ":q" => {
            game.stop(start.elapsed());
            return Ok(true);
        }
        guess => match game.play(guess, start.elapsed()) {
            Ok(Verdict::Found { found }) => writeln!(
                out,
                "{guess:?}: {} +{} points, {found} found, {} points this round",
                paint(styles::GOOD, "yes!"),
                word_points(guess),
                game.round_points()
            )?,
            Ok(Verdict::Bonus { found }) => writeln!(
                out,
                "{guess:?}: {} +{} points, {found} found, {} points this round",
                paint(
                    styles::GOOD,
                    "yes, a bonus word (not one of the words to find)!"
                ),
                word_points(guess),
                game.round_points()
            )?,
            Ok(_) => {
                writeln!(out, "\ntime is up")?;
                return Ok(true);
            }
            Err(why) => writeln!(out, "{}", paint(styles::BAD, why))?,
        },
    }
    Ok(false)
}
