//! A per-client rate limit: one token bucket per IP address.

use std::{
    collections::HashMap,
    net::{IpAddr, Ipv4Addr, SocketAddr},
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use axum::{
    extract::{ConnectInfo, Request, State},
    http::{HeaderValue, StatusCode, header},
    middleware::Next,
    response::Response,
};

use crate::error::json_error;

/// How many clients' buckets are kept before the idle ones are dropped.
const MAX_CLIENTS: usize = 10_000;

/// A token bucket per client IP: `burst` requests at once, refilled at `per_second`.
#[derive(Debug)]
pub struct RateLimiter {
    per_second: f64,
    burst: f64,
    buckets: Mutex<HashMap<IpAddr, Bucket>>,
}

#[derive(Debug, Clone, Copy)]
struct Bucket {
    tokens: f64,
    at: Instant,
}

impl RateLimiter {
    /// A limiter of `per_second` requests a second per client, `burst` at once; `None` when
    /// `per_second` is 0 (no limit).
    pub fn new(per_second: f64, burst: u32) -> Option<Arc<RateLimiter>> {
        (per_second > 0.0).then(|| {
            Arc::new(RateLimiter {
                per_second,
                burst: f64::from(burst.max(1)),
                buckets: Mutex::new(HashMap::new()),
            })
        })
    }

    /// Takes a token from `ip`'s bucket at `now`; `Err` with the wait until the next token
    /// when the bucket is empty.
    pub fn check(&self, ip: IpAddr, now: Instant) -> Result<(), Duration> {
        let mut buckets = self.buckets.lock().unwrap_or_else(|e| e.into_inner());
        if buckets.len() >= MAX_CLIENTS && !buckets.contains_key(&ip) {
            // Drop the buckets that have refilled: those clients lose nothing.
            let full = Duration::from_secs_f64(self.burst / self.per_second);
            buckets.retain(|_, b| now.saturating_duration_since(b.at) < full);
        }
        let bucket = buckets.entry(ip).or_insert(Bucket {
            tokens: self.burst,
            at: now,
        });
        let refill = now.saturating_duration_since(bucket.at).as_secs_f64() * self.per_second;
        bucket.tokens = (bucket.tokens + refill).min(self.burst);
        bucket.at = now;
        if bucket.tokens >= 1.0 {
            bucket.tokens -= 1.0;
            Ok(())
        } else {
            Err(Duration::from_secs_f64(
                (1.0 - bucket.tokens) / self.per_second,
            ))
        }
    }
}

/// The middleware: 429 with `Retry-After` and a JSON error once a client's bucket is empty.
/// The client is the connection's peer address (a request without one, as in the router's
/// tests, counts as 0.0.0.0); proxies' forwarding headers are not trusted.
pub async fn rate_limit(
    State(limiter): State<Arc<RateLimiter>>,
    req: Request,
    next: Next,
) -> Response {
    let ip = req
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED), |c| c.0.ip());
    match limiter.check(ip, Instant::now()) {
        Ok(()) => next.run(req).await,
        Err(wait) => {
            let mut response = json_error(
                StatusCode::TOO_MANY_REQUESTS,
                "too many requests: slow down and try again",
            );
            let secs = (wait.as_secs_f64().ceil() as u64).max(1);
            if let Ok(value) = HeaderValue::from_str(&secs.to_string()) {
                response.headers_mut().insert(header::RETRY_AFTER, value);
            }
            response
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bucket_empties_and_refills() {
        let limiter = RateLimiter::new(2.0, 3).unwrap();
        let ip = IpAddr::V4(Ipv4Addr::LOCALHOST);
        let other = IpAddr::V4(Ipv4Addr::new(127, 0, 0, 2));
        let t0 = Instant::now();
        for _ in 0..3 {
            assert!(limiter.check(ip, t0).is_ok());
        }
        let wait = limiter.check(ip, t0).unwrap_err();
        assert_eq!(wait, Duration::from_millis(500));
        assert!(limiter.check(other, t0).is_ok(), "buckets are per client");
        assert!(limiter.check(ip, t0 + Duration::from_millis(500)).is_ok());
        assert!(limiter.check(ip, t0 + Duration::from_millis(600)).is_err());
        assert!(RateLimiter::new(0.0, 10).is_none());
    }
}
