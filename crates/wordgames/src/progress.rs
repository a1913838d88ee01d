//! Progress of long jobs on stderr: an indicatif bar or counter, drawn only when stderr is a
//! terminal, and one summary line at the end either way (so a log file gets one line, not a
//! hundred `\r` updates).
//!
//! The libraries know nothing of terminals: they report through a callback (the Nettle
//! archive's `progress(done, total)`, wordseq's level observer) or a counter another thread
//! reads (Wordle's [`SearchProgress`](wordgames_wordle::SearchProgress)); this module draws them.

use std::{
    fmt::Display,
    io::IsTerminal,
    sync::atomic::{AtomicBool, Ordering},
    time::{Duration, Instant},
};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// One long job's progress display.
#[derive(Debug)]
pub struct Job {
    bar: ProgressBar,
    start: Instant,
}

/// How often the bar is redrawn and counters are read.
const TICK: Duration = Duration::from_millis(100);

impl Job {
    /// A bar for `total` steps of `what` ("route files", "levels").
    pub fn bar(total: u64, what: &str) -> Job {
        let style = ProgressStyle::with_template(&format!(
            "[{{bar:30}}] {{human_pos}}/{{human_len}} {what} ({{percent}}%), {{elapsed}}, about {{eta}} left"
        ))
        .expect("the template is valid")
        .progress_chars("=> ");
        Job::with(ProgressBar::new(total), style)
    }

    /// A counter of `what` against a budget of `budget`, for searches that usually end long
    /// before their budget ("positions searched").
    pub fn budget(budget: u64, what: &str) -> Job {
        let style = ProgressStyle::with_template(&format!(
            "{{spinner}} {{human_pos}} {what} of a budget of {{human_len}}, {{elapsed}}"
        ))
        .expect("the template is valid");
        Job::with(ProgressBar::new(budget), style)
    }

    fn with(bar: ProgressBar, style: ProgressStyle) -> Job {
        let target = if std::io::stderr().is_terminal() {
            ProgressDrawTarget::stderr()
        } else {
            ProgressDrawTarget::hidden()
        };
        bar.set_draw_target(target);
        bar.set_style(style);
        bar.enable_steady_tick(TICK);
        Job {
            bar,
            start: Instant::now(),
        }
    }

    /// Sets how many steps are done (from any thread).
    pub fn set(&self, done: u64) {
        self.bar.set_position(done);
    }

    /// One more step done (from any thread).
    pub fn inc(&self) {
        self.bar.inc(1);
    }

    /// Runs `work` while a helper thread copies `read()` into the display every tick: for
    /// counters a library updates from inside a long call.
    pub fn watch<T>(&self, read: impl Fn() -> u64 + Sync, work: impl FnOnce() -> T) -> T {
        let done = AtomicBool::new(false);
        std::thread::scope(|scope| {
            let reader = scope.spawn(|| {
                while !done.load(Ordering::Relaxed) {
                    self.set(read());
                    std::thread::park_timeout(TICK);
                }
            });
            let result = work();
            done.store(true, Ordering::Relaxed);
            reader.thread().unpark();
            self.set(read());
            result
        })
    }

    /// Removes the bar and writes the summary line on stderr, with the time taken.
    pub fn finish(self, summary: impl Display) {
        self.bar.finish_and_clear();
        errln!(
            "wordgames: {summary} in {:.1} s",
            self.start.elapsed().as_secs_f64()
        );
    }
}
