//! What the server holds: the sources every puzzle is made from (loaded once per process) and
//! each date's puzzles (computed once, on first use, and shared by every request).
//!
//! No game is held here: a game is its list of moves, which the client keeps and sends whole
//! (see [`crate::games`]).

use std::{
    collections::HashMap,
    sync::{
        Arc, Mutex, OnceLock,
        atomic::{AtomicU64, Ordering},
    },
    time::Instant,
};

use axum::body::Bytes;
use tokio::sync::{OnceCell, OwnedSemaphorePermit, Semaphore};
use wordgames_lexicon::Lexicon;
use wordgames_puzzles::{
    Date,
    daily::{Calendar, DAILY_EPOCH, DailyPuzzle, Publisher},
    letter_boxed,
    nettle::{self, Nettle},
    word_blender::WordBlenderGenerator,
    word_blender::WordBlenderGenerator as Blender,
    wordseq::{self, Dictionary, Level},
};
use wordgames_wordle::Wordle;
use wordgames_wordnet::{Relations, WordGraph, WordNet};

use crate::error::ApiError;

/// The embedded English lexicon's type.
pub type English = Lexicon<&'static [u8]>;

/// The sources of every puzzle, loaded once per process and never changed: the lexicon,
/// Wordle's lists and feedback table, WordNet and its word graph, the day's publisher and the
/// Word Blender generator.
pub struct Sources {
    /// The embedded English lexicon.
    pub lexicon: &'static English,
    /// The classic Wordle lists and their feedback table.
    pub wordle: &'static Wordle,
    /// The bundled WordNet.
    pub wordnet: &'static WordNet,
    /// The word graph Nettle routes over, built once.
    pub graph: &'static WordGraph<'static>,
    /// The day's edition, as `wordgames daily --json` prints it.
    pub publisher: Publisher<'static, &'static [u8]>,
    /// The Word Blender generator with its default settings (the daily game's).
    pub blender: WordBlenderGenerator<&'static [u8]>,
    /// wordseq dictionaries by word length, built on first use.
    dictionaries: wordgames_web_games::Dictionaries,
}

impl std::fmt::Debug for Sources {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Sources")
            .field("publisher", &self.publisher)
            .finish_non_exhaustive()
    }
}

impl Sources {
    /// The process's sources, loaded on the first call (about a second in a release build:
    /// the Wordle feedback table, WordNet, the word graph, Nettle's targets).
    ///
    /// # Errors
    /// What the libraries report when the embedded data cannot be loaded.
    pub fn get() -> Result<&'static Sources, String> {
        static SOURCES: OnceLock<Result<&'static Sources, String>> = OnceLock::new();
        SOURCES.get_or_init(Sources::load).clone()
    }

    fn load() -> Result<&'static Sources, String> {
        let lexicon: &'static English = Box::leak(Box::new(Lexicon::english()));
        let wordle: &'static Wordle = Box::leak(Box::new(Wordle::classic()));
        let wordnet = WordNet::bundled().map_err(|e| format!("WordNet: {e}"))?;
        let graph = WordGraph::build(wordnet, Relations::default())
            .map_err(|e| format!("the word graph: {e}"))?;
        let graph: &'static WordGraph<'static> = Box::leak(Box::new(graph));
        let publisher = Publisher::new(lexicon, wordle.answers(), wordnet);
        let blender = WordBlenderGenerator::new(Lexicon::english())
            .map_err(|e| format!("the Word Blender generator: {e}"))?;
        Ok(Box::leak(Box::new(Sources {
            lexicon,
            wordle,
            wordnet,
            graph,
            publisher,
            blender,
            dictionaries: Default::default(),
        })))
    }

    /// The wordseq dictionary of `word_length` (2 to 6), built on first use.
    ///
    /// # Errors
    /// A 500 when the library cannot build it.
    pub fn dictionary(&self, word_length: usize) -> Result<&Dictionary, ApiError> {
        Ok(self.dictionaries.get(self.lexicon, word_length)?)
    }
}

/// The page games' replays read the same sources.
impl wordgames_web_games::Sources for Sources {
    fn lexicon(&self) -> &English {
        self.lexicon
    }
    fn wordle(&self) -> &Wordle {
        self.wordle
    }
    fn blender(&self) -> &Blender<&'static [u8]> {
        &self.blender
    }
    fn dictionary(
        &self,
        word_length: usize,
    ) -> Result<&Dictionary, wordgames_web_games::ReplayError> {
        self.dictionaries.get(self.lexicon, word_length)
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
    /// The sources.
    pub sources: &'static Sources,
    /// Where the puzzles' seeds come from: the public calendar, or the server's secret.
    pub calendar: Calendar,
    /// The day's edition in this server's calendar.
    publisher: Arc<Publisher<'static, &'static [u8]>>,
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
}

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
        let jobs = jobs.max(1);
        let sources = Sources::get()?;
        Ok(AppState {
            sources,
            calendar,
            publisher: Arc::new(
                Publisher::new(sources.lexicon, sources.wordle.answers(), sources.wordnet)
                    .with_calendar(calendar),
            ),
            days: Mutex::new(HashMap::new()),
            capacity: capacity.max(1),
            clock: AtomicU64::new(0),
            heavy: Arc::new(Semaphore::new(jobs)),
            replays: Arc::new(Semaphore::new(jobs)),
            jobs,
            started: Instant::now(),
        })
    }

    /// When the state was made.
    pub fn started(&self) -> Instant {
        self.started
    }

    /// The puzzles of `date`: a date with puzzles out, from 2026-01-01 to tomorrow (UTC, so
    /// that players a day ahead of UTC get theirs).
    ///
    /// # Errors
    /// 404 for a date before the first puzzle or after tomorrow.
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

    /// The value in `cell` of `day`, computed by `work` once. The request waits for a place
    /// among the [`AppState::jobs`] computations (dropped while it waits, it leaves the queue
    /// and nothing is computed for it); once it has one, the computation runs in a task of its
    /// own that keeps the place until it ends, so that a request dropped then neither cancels
    /// it nor loses its result (the next request of the date finds it), and two requests never
    /// compute it twice.
    async fn computed<T, F>(
        &self,
        day: &Arc<Day>,
        cell: fn(&Day) -> &OnceCell<T>,
        work: F,
    ) -> Result<T, ApiError>
    where
        T: Clone + Send + Sync + 'static,
        F: FnOnce() -> Result<T, ApiError> + Send + 'static,
    {
        if let Some(value) = cell(day).get() {
            return Ok(value.clone());
        }
        let permit = acquire(&self.heavy).await?;
        if let Some(value) = cell(day).get() {
            return Ok(value.clone());
        }
        let day = day.clone();
        tokio::spawn(async move {
            cell(&day)
                .get_or_try_init(move || run_in_place(permit, work))
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
        // A date after today (UTC) has not begun: its edition carries no seed.
        let today = Date::today();
        let publisher = self.publisher.clone();
        let cell: fn(&Day) -> &OnceCell<Bytes> = if date <= today {
            |d| &d.edition[1]
        } else {
            |d| &d.edition[0]
        };
        self.computed(day, cell, move || {
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
        let (lexicon, date, calendar) = (self.sources.lexicon, day.date, self.calendar);
        self.computed(
            day,
            |d| &d.letter_boxed,
            move || {
                letter_boxed::daily_in(&calendar, lexicon, date)
                    .map(Arc::new)
                    .map_err(|e| ApiError::internal(e.to_string()))
            },
        )
        .await
    }

    /// The day's wordseq level, computed once.
    ///
    /// # Errors
    /// As [`AppState::edition`].
    pub async fn wordseq(&self, day: &Arc<Day>) -> Result<Arc<DailyPuzzle<Level>>, ApiError> {
        let (lexicon, date, calendar) = (self.sources.lexicon, day.date, self.calendar);
        self.computed(
            day,
            |d| &d.wordseq,
            move || {
                wordseq::daily_in(&calendar, lexicon, date)
                    .map(Arc::new)
                    .map_err(|e| ApiError::internal(e.to_string()))
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
        let (sources, date, calendar) = (self.sources, day.date, self.calendar);
        self.computed(
            day,
            |d| &d.nettle,
            move || {
                let targets = sources
                    .publisher
                    .nettle_targets()
                    .ok_or_else(|| ApiError::internal("no Nettle targets"))?;
                let today = nettle::daily_in(&calendar, sources.wordnet, targets, date)
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

/// Checks that `date` has puzzles out: from the first one (2026-01-01) to tomorrow in UTC.
///
/// # Errors
/// 404 otherwise, saying which bound was crossed.
pub fn check_date(date: Date) -> Result<(), ApiError> {
    if date < DAILY_EPOCH {
        return Err(ApiError::not_found(format!(
            "no puzzles before {DAILY_EPOCH}, the first day (asked for {date})"
        )));
    }
    let tomorrow = Date::from_days(Date::today().days() + 1).unwrap_or(date);
    if date > tomorrow {
        return Err(ApiError::not_found(format!(
            "the puzzles of {date} are not out yet"
        )));
    }
    Ok(())
}
