//! The integration tests of this package, compiled as one test binary (one link instead of
//! one per file): each file of `tests/` is a module here. A file that is not a module would
//! never run, so `crates/wordgames/tests/test_binaries.rs` checks that each is.

mod api;
mod lang;
mod loopback;

use wordgames_web::Limits;

/// The default limits with no rate limit.
fn no_rate_limit() -> Limits {
    Limits {
        rate_per_second: 0.0,
        ..Limits::default()
    }
}

/// The default limits with a rate limit of `per_second` requests a second, in bursts of two.
fn rate_limited(per_second: f64) -> Limits {
    Limits {
        rate_per_second: per_second,
        rate_burst: 2,
        ..Limits::default()
    }
}
