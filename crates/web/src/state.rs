//! What the server holds: the sources every puzzle is made from (loaded once per process) and
//! each date's puzzles (computed once, on first use, and shared by every request).
//!
//! No game is held here: a game is its list of moves, which the client keeps and sends whole
//! (see [`crate::games`]).

use std::{
    borrow::Cow,
    collections::HashMap,
    path::Path,
    sync::{
        Arc, Mutex, OnceLock,
        atomic::{AtomicU64, Ordering},
    },
    time::Instant,
};

use axum::body::Bytes;
use tokio::sync::{OnceCell, OwnedSemaphorePermit, Semaphore};
use wordgames_lexicon::{AnyLexicon, Frequencies, Lexicon, Profile, ReadOptions, ReadReport};
use wordgames_puzzles::{
    Date, Generator,
    daily::{self, Calendar, DAILY_EPOCH, DailyPuzzle, Publisher},
    letter_boxed,
    nettle::{self, Nettle},
    word_blender::WordBlenderGenerator as Blender,
    wordseq::{self, Dictionary, Level},
};
use wordgames_wordle::Wordle;
use wordgames_wordnet::{WordGraph, WordNet};

use wordgames_web_games::Language;

use crate::error::ApiError;

/// The embedded English lexicon's type.
pub type English = Lexicon<&'static [u8]>;

/// The storage of the served lexicon: the embedded English lexicon (borrowed, no copy) or a
/// word list read at start-up ([`AnyLexicon`]).
pub type Words = Cow<'static, [u8]>;

/// What every server of the process shares, whatever its language: the bundled WordNet and
/// the word graph Nettle routes over.
///
/// Owned for the program's life by a `static` ([`OnceLock`] in `Shared::get`), not leaked: the word graph borrows WordNet (`WordGraph<'wn>`) and each date's Nettle route
/// table borrows the graph (`Nettle<'g>`), and the tables live in a cache that outlives any
/// request, so the graph must be `'static`. The bundled WordNet is already the library's own
/// `static` ([`WordNet::bundled`]); the graph, built from it once, is held beside it. Nothing
/// here depends on a server's options, so one copy serves every [`AppState`] of the process
/// (the tests make several).
struct Shared {
    wordnet: &'static WordNet,
    graph: WordGraph<'static>,
}

impl Shared {
    /// The process's shared sources, built on the first call. The library's error, when the
    /// bundled WordNet or its graph cannot be built, is kept as it is and told here.
    fn get() -> Result<&'static Shared, String> {
        static SHARED: OnceLock<wordgames_puzzles::Result<Shared>> = OnceLock::new();
        SHARED
            .get_or_init(|| {
                let wordnet = WordNet::bundled()?;
                // Nettle is English: its routes prefer the embedded English lexicon's words.
                let graph = nettle::word_graph(wordnet, &Lexicon::english())?;
                Ok(Shared { wordnet, graph })
            })
            .as_ref()
            .map_err(|e| format!("the bundled WordNet and its word graph: {e}"))
    }
}

/// The sources of every puzzle a server deals, loaded once and never changed: the lexicon and
/// its language, Wordle's lists, WordNet and its word graph, the day's publisher and the Word
/// Blender generator.
///
/// A server holds its sources in an [`Arc`] ([`AppState::sources`]) and owns them: the
/// publisher shares the lexicon and the Wordle answers through `Arc`s of its own
/// ([`Publisher::shared`]), and WordNet with its graph are the process's, owned by a `static`
/// (see `Shared`).
pub struct Sources {
    /// The page games of the lexicon's language: the profile, the lexicon, Wordle's lists and
    /// the Word Blender generator (the module's code too; the fields are reached through
    /// `Deref`: `sources.lexicon`, `sources.profile`, `sources.wordle`, `sources.blender()`).
    language: Language,
    /// The bundled WordNet (English: Nettle plays English whatever the lexicon's language).
    pub wordnet: &'static WordNet,
    /// The word graph Nettle routes over, built once for the process.
    pub graph: &'static WordGraph<'static>,
    /// The day's edition in the public calendar, as `wordgames daily --json` prints it.
    pub publisher: Publisher<'static, Words>,
    /// Whether the lexicon carries the language's shipped word frequencies (the page's module
    /// attaches the same to the lexicon it is sent).
    shipped_frequencies: bool,
    /// The texts of `/lexicon.spellings` and `/lexicon.frequencies`, written on the first
    /// request and sent again from here.
    page_texts: std::sync::OnceLock<(Option<Bytes>, Option<Bytes>)>,
    /// WordNet and its graph.
    shared: &'static Shared,
}

impl std::ops::Deref for Sources {
    type Target = Language;
    fn deref(&self) -> &Language {
        &self.language
    }
}

impl std::fmt::Debug for Sources {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Sources")
            .field("profile", &self.profile.tag())
            .field("publisher", &self.publisher)
            .finish_non_exhaustive()
    }
}

impl Sources {
    /// The embedded English sources, loaded on the first call (under a second in a release
    /// build: WordNet, the word graph, Nettle's targets) and kept by
    /// a `static` for the process, so every state made with them shares one copy.
    ///
    /// # Errors
    /// What the libraries report when the embedded data cannot be loaded.
    pub fn get() -> Result<Arc<Sources>, String> {
        static SOURCES: OnceLock<Result<Arc<Sources>, String>> = OnceLock::new();
        SOURCES
            .get_or_init(|| {
                let shared = Shared::get()?;
                Ok(Arc::new(Sources::build(
                    Language::english().map_err(|e| e.to_string())?,
                    shared,
                )))
            })
            .clone()
    }

    /// Sources over `lexicon`, a lexicon of `profile`'s words (read with
    /// [`ReadOptions::for_profile`](wordgames_lexicon::ReadOptions::for_profile), say), dealing
    /// the puzzles `wordgames --lang TAG --words FILE daily` deals: Letter Boxed, Word Blender
    /// and wordseq play its words in its letters; Wordle's lists and Nettle's targets are the
    /// library's choice for the language ([`wordle::for_language`](wordgames_puzzles::wordle::for_language),
    /// [`Publisher::with_wordnet`]: in English the classic Wordle and the lexicon's targets;
    /// in another language the lexicon's five-letter words, and Nettle English, as WordNet is).
    ///
    /// # Errors
    /// What the libraries report: no five-letter word for Wordle, no six-letter word for Word
    /// Blender.
    pub fn from_lexicon(lexicon: AnyLexicon, profile: &'static Profile) -> Result<Sources, String> {
        let shared = Shared::get()?;
        Ok(Sources::build(
            Language::new(lexicon, profile).map_err(|e| e.to_string())?,
            shared,
        ))
    }

    /// Sources over the word list at `path`, read with `options` (normally
    /// [`ReadOptions::for_profile`] of `profile`, as `wordgames-web --lang TAG --words FILE`
    /// reads it), with what the read skipped and counted, for the log.
    ///
    /// # Errors
    /// The file cannot be read, holds no words, or as [`Sources::from_lexicon`].
    pub fn read(
        path: &Path,
        options: ReadOptions,
        profile: &'static Profile,
    ) -> Result<(Sources, ReadReport), String> {
        let (lexicon, report) =
            Lexicon::from_path(path, options).map_err(|e| format!("{}: {e}", path.display()))?;
        if lexicon.is_empty() {
            return Err(format!("{} holds no words", path.display()));
        }
        let sources = Sources::from_lexicon(lexicon.into(), profile)
            .map_err(|e| format!("{}: {e}", path.display()))?;
        Ok((sources, report))
    }

    fn build(language: Language, shared: &'static Shared) -> Sources {
        // The frequencies a list was graded by are the language's shipped ones unless the
        // list carried its own (then of another size).
        let shipped = Frequencies::shipped(language.profile).ok();
        let shipped_frequencies = match (language.lexicon.frequencies(), shipped) {
            (Some(attached), Some(shipped)) => attached.len() == shipped.len(),
            _ => false,
        };
        Sources {
            publisher: publisher(&language, shared, Calendar::PUBLIC),
            shipped_frequencies,
            page_texts: std::sync::OnceLock::new(),
            language,
            wordnet: shared.wordnet,
            graph: &shared.graph,
            shared,
        }
    }

    /// The publisher of these sources in `calendar`: the edition of the lexicon's language,
    /// with Nettle (English) from WordNet and the embedded lexicon's targets.
    pub fn publisher_in(&self, calendar: Calendar) -> Publisher<'static, Words> {
        publisher(&self.language, self.shared, calendar)
    }

    /// Whether these are the embedded English sources, whose puzzles the page's WebAssembly
    /// module deals too.
    pub fn is_embedded(&self) -> bool {
        self.language.is_embedded()
    }

    /// The lexicon's bytes and language, for the page's module to play the server's language
    /// offline (`GET /lexicon.fst`): `None` for the embedded English lexicon, which the module
    /// holds. The tag is the profile's; the last field says whose frequencies the lexicon's
    /// words carry: `"shipped"` (the language's), `"list"` (the list's own) or `"none"`.
    pub fn page_lexicon(&self) -> Option<(&[u8], &'static str, &'static str)> {
        let frequencies = if self.shipped_frequencies {
            "shipped"
        } else if self.lexicon.frequencies().is_some() {
            "list"
        } else {
            "none"
        };
        (!self.is_embedded()).then(|| (self.lexicon.as_bytes(), self.profile.tag(), frequencies))
    }

    /// The stored spellings of the lexicon ([`page_lexicon`](Self::page_lexicon)'s words as
    /// the list spells them; an empty table when it keeps none), for the page's module:
    /// `None` for the embedded English lexicon.
    pub fn page_spellings(&self) -> Option<Bytes> {
        self.page_texts().0.clone()
    }

    /// The frequencies of the lexicon's words (`Lexicon::frequencies_to_bytes`), for the page's
    /// module, which builds in English's alone: `None` for the embedded English lexicon, which
    /// the module holds, and for a lexicon without frequencies.
    pub fn page_frequencies(&self) -> Option<Bytes> {
        self.page_texts().1.clone()
    }

    /// The spellings' and the frequencies' texts, written once.
    fn page_texts(&self) -> &(Option<Bytes>, Option<Bytes>) {
        self.page_texts.get_or_init(|| {
            if self.is_embedded() {
                return (None, None);
            }
            let spellings = match self.lexicon.spellings() {
                Some(spellings) => spellings.to_bytes(),
                None => wordgames_lexicon::Spellings::default().to_bytes(),
            };
            let frequencies = self.lexicon.frequencies_to_bytes();
            (Some(spellings.into()), frequencies.map(Bytes::from))
        })
    }

    /// The wordseq dictionary of `word_length` (2 to 6) in the server's language, built on
    /// first use.
    ///
    /// # Errors
    /// A 500 when the library cannot build it.
    pub fn dictionary(&self, word_length: usize) -> Result<&Dictionary, ApiError> {
        Ok(wordgames_web_games::Sources::dictionary(
            &self.language,
            word_length,
        )?)
    }
}

/// The publisher of `language`'s page games in `calendar`, with Nettle from the shared
/// WordNet, its targets as the library chooses them for the language
/// ([`Publisher::with_wordnet`], as `wordgames daily` does).
fn publisher(
    language: &Language,
    shared: &'static Shared,
    calendar: Calendar,
) -> Publisher<'static, Words> {
    language
        .publisher(calendar)
        .with_wordnet(shared.wordnet)
        .with_calendar(calendar)
}

/// The page games' replays read the same sources.
impl wordgames_web_games::Sources for Sources {
    type Words = Words;
    fn lexicon(&self) -> &AnyLexicon {
        &self.language.lexicon
    }
    fn wordle(&self) -> &Wordle {
        &self.language.wordle
    }
    fn blender(&self) -> Result<&Blender<Words>, wordgames_web_games::ReplayError> {
        wordgames_web_games::Sources::blender(&self.language)
    }
    fn dictionary(
        &self,
        word_length: usize,
    ) -> Result<&Dictionary, wordgames_web_games::ReplayError> {
        wordgames_web_games::Sources::dictionary(&self.language, word_length)
    }
}

/// Nettle's puzzle of a date: its number and its route table, computed once.
#[derive(Debug)]
pub struct NettleDay {
    /// The puzzle number.
    pub number: u64,
    /// The target's game, with its route table.
    pub nettle: Nettle<'static>,
}

/// One date's puzzles, each computed on first use and then shared.
#[derive(Debug)]
pub struct Day {
    /// The date.
    pub date: Date,
    /// The edition before the date has begun (no seeds), and after.
    edition: [OnceCell<Bytes>; 2],
    letter_boxed: OnceCell<Arc<DailyPuzzle<letter_boxed::Puzzle>>>,
    wordseq: OnceCell<Arc<DailyPuzzle<Level>>>,
    nettle: OnceCell<Arc<NettleDay>>,
    last_used: AtomicU64,
}

/// The server's state: the sources, the cache of dates, and the limit on puzzle computations
/// running at once.
pub struct AppState {
    /// The sources, shared with the computations and replays running on other threads.
    pub sources: Arc<Sources>,
    /// Where the puzzles' seeds come from: the public calendar, or the server's secret.
    pub calendar: Calendar,
    /// The day's edition in this server's calendar.
    publisher: Arc<Publisher<'static, Words>>,
    days: Mutex<HashMap<Date, Arc<Day>>>,
    capacity: usize,
    clock: AtomicU64,
    /// Puzzle computations (a new date's puzzles, wordseq and Word Blender replays) run on
    /// blocking threads, this many at a time; a computation holds its place until it ends,
    /// even when the request that started it is gone.
    heavy: Arc<Semaphore>,
    /// Replays that need a thread (wordseq, Word Blender), as many at a time as computations
    /// but apart from them, so that a flood of new dates cannot starve the players of
    /// computed ones.
    replays: Arc<Semaphore>,
    jobs: usize,
    started: Instant,
    /// The computations that failed, by date and puzzle, with their error: answered again
    /// without running the computation (its budget) again. One entry per date and puzzle at
    /// most, dates being bounded by [`check_date`]; kept when the date leaves the cache.
    failures: Failures,
    /// How many puzzle computations have run.
    computations: Arc<AtomicU64>,
}

/// The failed computations of a state, by date and puzzle ([`AppState::failures`]).
type Failures = Arc<Mutex<HashMap<(Date, &'static str), ApiError>>>;

impl std::fmt::Debug for AppState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AppState")
            .field("capacity", &self.capacity)
            .finish_non_exhaustive()
    }
}

impl AppState {
    /// A state over the process's sources that keeps the puzzles of at most `capacity` dates
    /// (the least recently used date is dropped first).
    ///
    /// # Errors
    /// As [`Sources::get`].
    pub fn new(capacity: usize) -> Result<AppState, String> {
        AppState::with_calendar(capacity, Calendar::PUBLIC)
    }

    /// [`AppState::new`] with `calendar`'s puzzles: a private calendar (the server's secret)
    /// makes every puzzle the server deals its own, different from the public ones, and its
    /// edition carries no seed.
    ///
    /// # Errors
    /// As [`Sources::get`].
    pub fn with_calendar(capacity: usize, calendar: Calendar) -> Result<AppState, String> {
        AppState::with_calendar_and_jobs(capacity, calendar, DEFAULT_JOBS)
    }

    /// As [`AppState::new`], with at most `jobs` (at least 1) puzzle computations at once.
    ///
    /// # Errors
    /// As [`Sources::get`].
    pub fn with_jobs(capacity: usize, jobs: usize) -> Result<AppState, String> {
        AppState::with_calendar_and_jobs(capacity, Calendar::PUBLIC, jobs)
    }

    /// As [`AppState::with_calendar`], with at most `jobs` (at least 1) puzzle computations
    /// of new dates at once, and as many replays apart.
    ///
    /// # Errors
    /// As [`Sources::get`].
    pub fn with_calendar_and_jobs(
        capacity: usize,
        calendar: Calendar,
        jobs: usize,
    ) -> Result<AppState, String> {
        Ok(AppState::with_sources(
            Sources::get()?,
            capacity,
            calendar,
            jobs,
        ))
    }

    /// A state over `sources` (the embedded English ones, [`Sources::get`], or a word list's,
    /// [`Sources::from_lexicon`]), keeping the puzzles of at most `capacity` dates, dealing
    /// `calendar`'s puzzles, with at most `jobs` (at least 1) puzzle computations of new
    /// dates at once, and as many replays apart.
    pub fn with_sources(
        sources: Arc<Sources>,
        capacity: usize,
        calendar: Calendar,
        jobs: usize,
    ) -> AppState {
        let jobs = jobs.max(1);
        AppState {
            publisher: Arc::new(sources.publisher_in(calendar)),
            sources,
            calendar,
            days: Mutex::new(HashMap::new()),
            capacity: capacity.max(1),
            clock: AtomicU64::new(0),
            heavy: Arc::new(Semaphore::new(jobs)),
            replays: Arc::new(Semaphore::new(jobs)),
            jobs,
            started: Instant::now(),
            failures: Arc::default(),
            computations: Arc::default(),
        }
    }

    /// When the state was made.
    pub fn started(&self) -> Instant {
        self.started
    }

    /// The puzzles of `date`: a date with puzzles out, from 2026-01-01 to the last date that has
    /// begun somewhere on Earth ([`check_date`]).
    ///
    /// # Errors
    /// 404 for a date before the first puzzle or that has begun nowhere yet.
    pub fn day(&self, date: Date) -> Result<Arc<Day>, ApiError> {
        check_date(date)?;
        let tick = self.clock.fetch_add(1, Ordering::Relaxed);
        let mut days = self.days.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(day) = days.get(&date) {
            day.last_used.store(tick, Ordering::Relaxed);
            return Ok(day.clone());
        }
        if days.len() >= self.capacity
            && let Some(oldest) = days
                .values()
                .min_by_key(|d| d.last_used.load(Ordering::Relaxed))
                .map(|d| d.date)
        {
            days.remove(&oldest);
        }
        let day = Arc::new(Day {
            date,
            edition: Default::default(),
            letter_boxed: OnceCell::new(),
            wordseq: OnceCell::new(),
            nettle: OnceCell::new(),
            last_used: AtomicU64::new(tick),
        });
        days.insert(date, day.clone());
        Ok(day)
    }

    /// How many puzzle computations (a date's edition, Letter Boxed board, wordseq level or
    /// Nettle route table) have run, successful or not: each runs once per date, a failed one
    /// included (its error is kept and answered again).
    pub fn computations(&self) -> u64 {
        self.computations.load(Ordering::Relaxed)
    }

    /// How many dates are cached.
    pub fn cached_days(&self) -> usize {
        self.days.lock().map_or(0, |d| d.len())
    }

    /// How many puzzle computations may run at once.
    pub fn jobs(&self) -> usize {
        self.jobs
    }

    /// How many puzzle computations and replays are running now (or hold their place, their
    /// request gone, until they end): at most twice [`AppState::jobs`].
    pub fn running_jobs(&self) -> usize {
        2 * self.jobs - self.heavy.available_permits() - self.replays.available_permits()
    }

    /// Runs `work` (a replay) on a blocking thread, at most [`AppState::jobs`] at a time (apart
    /// from the puzzle computations of new dates, which have as many places of their own). The
    /// place is taken before the thread starts (a request dropped while it waits leaves the
    /// queue) and given back when `work` ends, not when the request ends: a request dropped
    /// (its client gone, its time up) while its work runs leaves the work to finish in its
    /// place, so dropped requests cannot start more work than the limit.
    ///
    /// # Errors
    /// `work`'s error; a 500 if the thread panicked or the runtime is shutting down.
    pub async fn blocking<T, F>(&self, work: F) -> Result<T, ApiError>
    where
        T: Send + 'static,
        F: FnOnce() -> Result<T, ApiError> + Send + 'static,
    {
        let permit = acquire(&self.replays).await?;
        run_in_place(permit, work).await
    }

    /// The value in `cell` of `day` (the puzzle `what`), computed by `work` once. The request
    /// waits for a place among the [`AppState::jobs`] computations (dropped while it waits, it
    /// leaves the queue and nothing is computed for it); once it has one, the computation runs
    /// in a task of its own that keeps the place until it ends, so that a request dropped then
    /// neither cancels it nor loses its result (the next request of the date finds it), and
    /// two requests never compute it twice. A computation that failed is not run again for
    /// that date: its error is kept (even once the date leaves the cache) and answered to
    /// every later request, so a generator that exhausts its budget costs it once a date.
    /// `work` is given the sources, the calendar and the day's date.
    async fn computed<T, F>(
        &self,
        day: &Arc<Day>,
        what: &'static str,
        cell: fn(&Day) -> &OnceCell<T>,
        work: F,
    ) -> Result<T, ApiError>
    where
        T: Clone + Send + Sync + 'static,
        F: FnOnce(&Sources, &Calendar, Date) -> Result<T, ApiError> + Send + 'static,
    {
        let key = (day.date, what);
        let failed = move |failures: &Failures| {
            failures
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .get(&key)
                .cloned()
        };
        if let Some(value) = cell(day).get() {
            return Ok(value.clone());
        }
        if let Some(error) = failed(&self.failures) {
            return Err(error);
        }
        let permit = acquire(&self.heavy).await?;
        if let Some(value) = cell(day).get() {
            return Ok(value.clone());
        }
        let (day, failures, computations) = (
            day.clone(),
            self.failures.clone(),
            self.computations.clone(),
        );
        let (sources, calendar, date) = (self.sources.clone(), self.calendar, day.date);
        tokio::spawn(async move {
            cell(&day)
                .get_or_try_init(move || async move {
                    // A request that waited on a computation that failed finds its error here.
                    if let Some(error) = failed(&failures) {
                        return Err(error);
                    }
                    computations.fetch_add(1, Ordering::Relaxed);
                    let result =
                        run_in_place(permit, move || work(&sources, &calendar, date)).await;
                    if let Err(error) = &result {
                        failures
                            .lock()
                            .unwrap_or_else(|e| e.into_inner())
                            .insert(key, error.clone());
                    }
                    result
                })
                .await
                .cloned()
        })
        .await
        .map_err(|e| ApiError::internal(format!("a puzzle computation failed: {e}")))?
    }

    /// The day's edition as JSON, exactly as `wordgames daily --json` prints it (newline
    /// included), computed once.
    ///
    /// # Errors
    /// A 500 if the library cannot make it.
    pub async fn edition(&self, day: &Arc<Day>) -> Result<Bytes, ApiError> {
        let date = day.date;
        // A date that has begun nowhere carries no seed (such a date is refused before this).
        let today = daily::latest_begun();
        let publisher = self.publisher.clone();
        let cell: fn(&Day) -> &OnceCell<Bytes> = if date <= today {
            |d| &d.edition[1]
        } else {
            |d| &d.edition[0]
        };
        let what = if date <= today {
            "edition"
        } else {
            "edition before it began"
        };
        self.computed(day, what, cell, move |_, _, _| {
            let edition = publisher
                .edition(date, today)
                .map_err(|e| ApiError::not_found(e.to_string()))?;
            let mut json =
                serde_json::to_string(&edition).map_err(|e| ApiError::internal(e.to_string()))?;
            json.push('\n');
            Ok(Bytes::from(json))
        })
        .await
    }

    /// The day's Letter Boxed puzzle (board, par, best solution), computed once.
    ///
    /// # Errors
    /// As [`AppState::edition`].
    pub async fn letter_boxed(
        &self,
        day: &Arc<Day>,
    ) -> Result<Arc<DailyPuzzle<letter_boxed::Puzzle>>, ApiError> {
        self.computed(
            day,
            "letter_boxed",
            |d| &d.letter_boxed,
            |sources, calendar, date| {
                deal(
                    letter_boxed::LetterBoxedGenerator::new_in(
                        sources.lexicon.borrowed(),
                        sources.profile,
                    ),
                    calendar,
                    date,
                )
            },
        )
        .await
    }

    /// The day's wordseq level, computed once.
    ///
    /// # Errors
    /// As [`AppState::edition`].
    pub async fn wordseq(&self, day: &Arc<Day>) -> Result<Arc<DailyPuzzle<Level>>, ApiError> {
        self.computed(
            day,
            "wordseq",
            |d| &d.wordseq,
            |sources, calendar, date| {
                deal(
                    wordseq::WordseqGenerator::new_in(&*sources.lexicon, sources.profile),
                    calendar,
                    date,
                )
            },
        )
        .await
    }

    /// The day's Nettle target and its route table, computed once and shared by every
    /// request of that date.
    ///
    /// # Errors
    /// As [`AppState::edition`].
    pub async fn nettle(&self, day: &Arc<Day>) -> Result<Arc<NettleDay>, ApiError> {
        self.computed(
            day,
            "nettle",
            |d| &d.nettle,
            |sources, calendar, date| {
                let targets = sources
                    .publisher
                    .nettle_targets()
                    .ok_or_else(|| ApiError::internal("no Nettle targets"))?;
                let today = Generator::deal(
                    &nettle::NettleGenerator::of_targets(sources.wordnet, targets),
                    calendar,
                    date,
                )
                .map_err(|e| ApiError::internal(e.to_string()))?;
                let nettle = Nettle::new(sources.graph, &today.puzzle.word)
                    .map_err(|e| ApiError::internal(e.to_string()))?;
                Ok(Arc::new(NettleDay {
                    number: today.day.number,
                    nettle,
                }))
            },
        )
        .await
    }
}

/// Puzzle computations at once by default ([`AppState::new`]).
pub const DEFAULT_JOBS: usize = 2;

/// The puzzle of `date` in `calendar` from `generator` (as built, or its error), shared; a
/// failure is a 500.
fn deal<G: Generator>(
    generator: Result<G, G::Error>,
    calendar: &Calendar,
    date: Date,
) -> Result<Arc<DailyPuzzle<G::Puzzle>>, ApiError> {
    generator
        .and_then(|generator| generator.deal(calendar, date))
        .map(Arc::new)
        .map_err(|e| ApiError::internal(e.to_string()))
}

/// A place in `places`, waited for.
async fn acquire(places: &Arc<Semaphore>) -> Result<OwnedSemaphorePermit, ApiError> {
    places
        .clone()
        .acquire_owned()
        .await
        .map_err(|_| ApiError::internal("the server is shutting down"))
}

/// Runs `work` on a blocking thread that holds `permit` until `work` ends.
async fn run_in_place<T, F>(permit: OwnedSemaphorePermit, work: F) -> Result<T, ApiError>
where
    T: Send + 'static,
    F: FnOnce() -> Result<T, ApiError> + Send + 'static,
{
    tokio::task::spawn_blocking(move || {
        let _permit = permit;
        work()
    })
    .await
    .map_err(|e| ApiError::internal(format!("a puzzle computation failed: {e}")))?
}

/// Checks that `date` has puzzles out: from the first one (2026-01-01) to the last date that
/// has begun somewhere on Earth ([`daily::has_begun`]: UTC+14), on public and private servers
/// alike. A date that has begun nowhere gets no puzzle, no replay and no answer.
///
/// # Errors
/// 404 otherwise, saying which bound was crossed.
pub fn check_date(date: Date) -> Result<(), ApiError> {
    check_date_at(date, daily::latest_begun())
}

/// [`check_date`] when `latest` is the last date that has begun somewhere
/// ([`daily::latest_begun_at`] of an instant).
///
/// # Errors
/// As [`check_date`].
pub fn check_date_at(date: Date, latest: Date) -> Result<(), ApiError> {
    if date < DAILY_EPOCH {
        return Err(ApiError::not_found(format!(
            "no puzzles before {DAILY_EPOCH}, the first day (asked for {date})"
        )));
    }
    if date > latest {
        return Err(ApiError::not_found(format!(
            "the puzzles of {date} are not out yet: a date's puzzles are out once it has begun somewhere on Earth (UTC+14)"
        )));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 2026-03-15 is served from 10:00 UTC on 2026-03-14 (midnight in UTC+14), not at 09:59,
    /// whatever the calendar.
    #[test]
    fn a_date_is_served_from_10_utc_the_day_before() {
        let date: Date = "2026-03-15".parse().unwrap();
        let ten = (date.days() - 1) * 86_400 + 10 * 3600;
        assert!(check_date_at(date, daily::latest_begun_at(ten)).is_ok());
        let error = check_date_at(date, daily::latest_begun_at(ten - 60)).unwrap_err();
        assert_eq!(error.status, axum::http::StatusCode::NOT_FOUND);
        assert!(error.message.contains("UTC+14"), "{}", error.message);
        let before = check_date_at("2025-12-31".parse().unwrap(), date).unwrap_err();
        assert!(
            before.message.contains("no puzzles before"),
            "{}",
            before.message
        );
    }
}
