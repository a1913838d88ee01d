//! Helpers shared by the timing examples.

/// The CPU time this thread has had, in nanoseconds, from `/proc/thread-self/schedstat`
/// (Linux); `None` elsewhere.
pub fn cpu_ns() -> Option<u64> {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()?
        .split_whitespace()
        .next()?
        .parse()
        .ok()
}
