//! The words each game shows a player, date by date, as JSON lines: what `scripts/quality.py`
//! scores against an independent frequency list (docs/QUALITY.md).
//!
//! `cargo run --release -p wordgames-puzzles --example shown_words -- [OPTIONS]`
//!
//! * `--lang TAG` (default `en`) and `--words FILE` (with `--lenient`): the lexicon, read as
//!   `wordgames --lang TAG --words FILE` reads it (the embedded English lexicon without
//!   `--words`; another language needs a list);
//! * `--from YYYY-MM-DD` (default 2026-12-01) and `--days N` (default 60): the dates;
//! * `--games LIST`: a comma-separated subset of `letter-boxed,word-blender,wordle,wordseq,nettle`
//!   (all five in English; Nettle, which is English in every edition, is left out of the default
//!   in another language).
//!
//! Every puzzle comes from the game's own daily function (the one the day's edition calls) and
//! every word from what the game reveals once the player gives up ([`Play::give_up`], then
//! [`Play::answer`]), never from a recipe of this program's. Every word is printed as a player
//! is shown it: as the list spells it ([`Lexicon::spelling`]: `canción` where the key is
//! `cancion`):
//!
//! * `letter-boxed`: `solution` (the solution shown) and `chain` (the words the board was built
//!   from);
//! * `word-blender`: `six` (the round's six-letter words) and `find` (the words to find, the
//!   six-letter ones included);
//! * `wordle`: `answer`;
//! * `wordseq`: `best` (the words of the best game, replayed from the moves it reveals);
//! * `nettle`: `target`, and `route`: the distinct words of the routes revealed for a fixed set
//!   of first guesses ([`PROBES`]), the guesses and the target left out.
//!
//! One line per game and date: `{"lang","game","date","number","ms","cpu_ms","shown":{kind:[words]}}`
//! (`ms`: the wall time of the game's daily function, `cpu_ms`: the process's CPU time over the
//! same call, every thread), or `"error"` in place of `shown` when the game has no puzzle. Before
//! them, one `"setup"` line per cost paid once (reading the list, Wordle's answer list, Nettle's
//! word graph and target list) with its `ms`.

use std::{
    error::Error,
    time::{Duration, Instant},
};

use serde_json::{Map, Value, json};
use wordgames_lexicon::{Lexicon, Profile, ReadOptions};
use wordgames_puzzles::{
    Date, Generator,
    daily::{Calendar, Publisher},
    letter_boxed, nettle,
    play::{FromPuzzle, Play},
    word_blender, wordle,
    wordseq::{self, LevelGame},
};
use wordgames_wordle::Mode;
use wordgames_wordnet::WordNet;

/// The first guesses whose routes to each Nettle target are revealed: everyday nouns a player
/// might open with, fixed so that two runs compare.
const PROBES: [&str; 8] = [
    "animal", "person", "food", "water", "house", "music", "money", "tree",
];

/// The games in the order of the edition.
const ALL_GAMES: [&str; 5] = [
    "letter-boxed",
    "word-blender",
    "wordle",
    "wordseq",
    "nettle",
];

type Res<T = ()> = Result<T, Box<dyn Error>>;

struct Options {
    profile: &'static Profile,
    words: Option<String>,
    lenient: bool,
    from: Date,
    days: i64,
    games: Vec<String>,
}

fn options() -> Res<Options> {
    let mut opts = Options {
        profile: Profile::english(),
        words: None,
        lenient: false,
        from: "2026-12-01".parse()?,
        days: 60,
        games: Vec::new(),
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or_else(|| format!("{arg} needs a value"));
        match arg.as_str() {
            "--lang" => opts.profile = Profile::parse_tag(&value()?)?,
            "--words" => opts.words = Some(value()?),
            "--lenient" => opts.lenient = true,
            "--from" => opts.from = value()?.parse()?,
            "--days" => opts.days = value()?.parse()?,
            "--games" => opts.games = value()?.split(',').map(str::to_string).collect(),
            other => {
                return Err(format!(
                    "unknown argument {other:?}; usage: shown_words [--lang TAG] [--words FILE] \
                     [--lenient] [--from YYYY-MM-DD] [--days N] [--games {}]",
                    ALL_GAMES.join(",")
                )
                .into());
            }
        }
    }
    if opts.games.is_empty() {
        let english = opts.profile.is_ascii_az();
        opts.games = ALL_GAMES
            .iter()
            .filter(|&&g| english || g != "nettle")
            .map(|g| g.to_string())
            .collect();
    }
    if let Some(bad) = opts.games.iter().find(|g| !ALL_GAMES.contains(&g.as_str())) {
        return Err(format!("unknown game {bad:?}: one of {}", ALL_GAMES.join(",")).into());
    }
    Ok(opts)
}

fn main() -> Res {
    let opts = options()?;
    let start = Instant::now();
    match &opts.words {
        None if opts.profile.is_ascii_az() => {
            let english = Lexicon::english();
            setup(&opts, "lexicon", start.elapsed());
            run(&opts, &english)
        }
        None => Err(format!(
            "--lang {} needs --words FILE: the embedded lexicon is English",
            opts.profile.tag()
        )
        .into()),
        Some(path) => {
            // As `wordgames --lang TAG --words FILE` reads a list: the profile's defaults.
            let options = ReadOptions::for_profile(opts.profile).with_lenient(opts.lenient);
            let (lexicon, report) = Lexicon::from_path(path, options)?;
            eprintln!(
                "shown_words: {path}: {} words, {} lines skipped",
                lexicon.len(),
                report.skipped.len()
            );
            setup(&opts, "lexicon", start.elapsed());
            run(&opts, &lexicon)
        }
    }
}

/// Prints the line of a cost paid once.
fn setup(opts: &Options, what: &str, took: Duration) {
    println!(
        "{}",
        json!({"lang": opts.profile.tag(), "setup": what, "ms": ms(took)})
    );
}

fn ms(d: Duration) -> f64 {
    (d.as_secs_f64() * 1e5).round() / 100.0
}

/// CPU time of the whole process (user and system, every thread), from /proc/self/stat; zero
/// where there is no such file.
fn cpu() -> Duration {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    // The fields after the command name: utime and stime are the 12th and 13th.
    let fields: Vec<u64> = stat
        .rsplit(')')
        .next()
        .unwrap_or("")
        .split_whitespace()
        .map(|f| f.parse().unwrap_or(0))
        .collect();
    let ticks = fields.get(11).unwrap_or(&0) + fields.get(12).unwrap_or(&0);
    Duration::from_millis(ticks * 10)
}

/// The kinds of words a game shows for one date.
type Shown = Vec<(&'static str, Vec<String>)>;

fn run<D: AsRef<[u8]> + Sync>(opts: &Options, lexicon: &Lexicon<D>) -> Res {
    let profile = opts.profile;
    let calendar = Calendar::PUBLIC;
    let wants = |game: &str| opts.games.iter().any(|g| g == game);

    // Wordle's answer list, by the library's rule for the language.
    let t = Instant::now();
    let wordle = if wants("wordle") {
        Some(wordle::for_language(lexicon, profile)?)
    } else {
        None
    };
    if wordle.is_some() {
        setup(opts, "wordle", t.elapsed());
    }

    // Nettle's word graph and targets, by the edition's rule (Publisher::with_wordnet).
    let t = Instant::now();
    let nettle_sources = if wants("nettle") {
        let wordnet = WordNet::bundled()?;
        let graph = nettle::word_graph(wordnet, &Lexicon::english())?;
        let answers = wordgames_wordle::WordList::classic_answers();
        let targets = Publisher::without_nettle(lexicon, &answers)
            .with_profile(profile)
            .with_wordnet(wordnet)
            .nettle_targets()
            .ok_or("the edition has no Nettle target list")?
            .to_vec();
        setup(opts, "nettle", t.elapsed());
        Some((wordnet, graph, targets))
    } else {
        None
    };

    for days in opts.from.days()..opts.from.days() + opts.days {
        let date = Date::from_days(days).ok_or("a date out of range")?;
        for game in &opts.games {
            let (w0, c0) = (Instant::now(), cpu());
            // The wall and CPU time of the daily function, taken before the words are revealed.
            let (mut wall, mut spent) = (Duration::ZERO, Duration::ZERO);
            let mut stop = |w0: Instant| (wall, spent) = (w0.elapsed(), cpu().saturating_sub(c0));
            let made: Res<(u64, Shown)> = match game.as_str() {
                "letter-boxed" => {
                    letter_boxed::LetterBoxedGenerator::new_in(lexicon.borrowed(), profile)
                        .and_then(|generator| generator.deal(&calendar, date))
                        .map_err(Into::into)
                        .map(|today| {
                            stop(w0);
                            let mut game = letter_boxed::Game::from_puzzle(&today.puzzle, lexicon)
                                .expect("a Letter Boxed game starts from any puzzle");
                            game.give_up();
                            let solution = game.answer().unwrap_or_default();
                            (
                                today.day.number,
                                vec![
                                    ("solution", solution),
                                    ("chain", lexicon.spell_all(&today.puzzle.chain)),
                                ],
                            )
                        })
                }
                "word-blender" => word_blender::WordBlenderGenerator::new(lexicon.borrowed())
                    .and_then(|generator| generator.with_profile(profile).deal(&calendar, date))
                    .map_err(Into::into)
                    .and_then(|today| {
                        stop(w0);
                        let shown = blender_shown(lexicon, profile, &today)?;
                        Ok((today.day.number, shown))
                    }),
                "wordle" => {
                    let wordle = wordle.as_ref().ok_or("no Wordle")?;
                    wordle::daily(wordle, date)
                        .map_err(Into::into)
                        .and_then(|today| {
                            stop(w0);
                            let mut game = wordgames_wordle::Game::from_puzzle(
                                &today.puzzle,
                                (wordle, Mode::Normal),
                            )?;
                            Play::give_up(&mut game);
                            let answer = Play::answer(&game).ok_or("Wordle revealed no answer")?;
                            Ok((today.day.number, vec![("answer", vec![answer.to_string()])]))
                        })
                }
                "wordseq" => wordseq::WordseqGenerator::new_in(lexicon, profile)
                    .and_then(|generator| generator.deal(&calendar, date))
                    .map_err(Into::into)
                    .and_then(|today| {
                        stop(w0);
                        let level = &today.puzzle;
                        let mut game = LevelGame::from_puzzle(level, None)?;
                        Play::give_up(&mut game);
                        let moves = Play::answer(&game).ok_or("wordseq revealed no game")?;
                        // The words of the revealed game, formed by replaying its moves.
                        let mut replay = LevelGame::from_puzzle(level, None)?;
                        for mv in moves {
                            replay.play(mv)?;
                        }
                        let best = lexicon.spell_all(replay.words());
                        Ok((today.day.number, vec![("best", best)]))
                    }),
                "nettle" => {
                    let (wordnet, graph, targets) =
                        nettle_sources.as_ref().ok_or("no Nettle sources")?;
                    wordgames_puzzles::Generator::deal(
                        &nettle::NettleGenerator::of_targets(wordnet, targets),
                        &calendar,
                        date,
                    )
                    .map_err(Into::into)
                    .and_then(|today| {
                        let puzzle = nettle::Nettle::new(graph, &today.puzzle.word)?;
                        stop(w0);
                        let target = today.puzzle.word.replace('_', " ");
                        // The distinct words on the routes, guesses and target left out.
                        let mut route: Vec<String> = Vec::new();
                        for probe in PROBES {
                            let mut game = nettle::Game::from_puzzle(&puzzle.puzzle(), &puzzle)?;
                            game.play(probe)?;
                            game.give_up();
                            for word in Play::answer(&game).unwrap_or_default() {
                                if word != target && word != probe && !route.contains(&word) {
                                    route.push(word);
                                }
                            }
                        }
                        Ok((
                            today.day.number,
                            vec![("target", vec![target]), ("route", route)],
                        ))
                    })
                }
                _ => unreachable!("games are checked by options()"),
            };
            let mut line = Map::new();
            line.insert("lang".into(), profile.tag().into());
            line.insert("game".into(), game.as_str().into());
            line.insert("date".into(), date.to_string().into());
            match made {
                Ok((number, shown)) => {
                    line.insert("number".into(), number.into());
                    line.insert("ms".into(), ms(wall).into());
                    line.insert("cpu_ms".into(), ms(spent).into());
                    let shown: Map<String, Value> = shown
                        .into_iter()
                        .map(|(kind, words)| (kind.to_string(), words.into()))
                        .collect();
                    line.insert("shown".into(), shown.into());
                }
                Err(error) => {
                    line.insert("error".into(), error.to_string().into());
                }
            }
            println!("{}", Value::Object(line));
        }
    }
    Ok(())
}

/// What Word Blender shows of the day's round: the game dealt from the day, as
/// `wordgames play blender --date` deals it, given up at once.
fn blender_shown<D: AsRef<[u8]>>(
    lexicon: &Lexicon<D>,
    profile: &'static Profile,
    today: &wordgames_puzzles::daily::DailyPuzzle<word_blender::Round>,
) -> Res<Shown> {
    let generator =
        word_blender::WordBlenderGenerator::new(lexicon.borrowed())?.with_profile(profile);
    let mut rng = today.day.rng();
    let first = generator.generate(&mut rng)?;
    let mut game =
        word_blender::Game::from_puzzle(&first, (&generator, rng, Duration::from_secs(120)))?;
    if game.round() != &today.puzzle {
        return Err("the game's first round is not the day's round".into());
    }
    Play::give_up(&mut game);
    let end = Play::answer(&game).ok_or("Word Blender revealed no round")?;
    let six = lexicon.spell_all(today.puzzle.six_letter_words());
    Ok(vec![("six", six), ("find", end.spelled)])
}
