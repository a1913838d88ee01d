//! A per-client rate limit: one token bucket per IP address.

use std::{
    collections::HashMap,
    future::{Ready, ready},
    marker::PhantomData,
    net::{IpAddr, Ipv4Addr, SocketAddr},
    sync::{Arc, Mutex},
    task::{Context, Poll},
    time::{Duration, Instant},
};

use axum::{
    extract::{ConnectInfo, Request},
    http::{HeaderValue, StatusCode, header},
    response::Response,
};
use tower::{
    Layer, Service, ServiceExt,
    util::{Either, Oneshot},
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

/// The rate limit as a layer over a service: [`RateLimit`].
#[derive(Debug, Clone)]
pub struct RateLimitLayer {
    limiter: Option<Arc<RateLimiter>>,
}

impl RateLimitLayer {
    /// A layer that limits each client with `limiter`, or only readies the service it wraps
    /// with `None` (see [`RateLimit`]).
    pub fn new(limiter: Option<Arc<RateLimiter>>) -> RateLimitLayer {
        RateLimitLayer { limiter }
    }
}

impl<S> Layer<S> for RateLimitLayer {
    type Service = RateLimit<S>;

    fn layer(&self, inner: S) -> RateLimit<S> {
        RateLimit {
            limiter: self.limiter.clone(),
            inner,
        }
    }
}

/// The middleware: 429 with `Retry-After` and a JSON error once a client's bucket is empty.
/// The client is the connection's peer address (a request without one, as in the router's
/// tests, counts as 0.0.0.0); proxies' forwarding headers are not trusted.
///
/// It is always ready and readies the service it wraps inside each request's future (on a
/// clone, as a router's route does), so that whatever waits there (the concurrency limit)
/// waits within the layers outside it (the timeout).
#[derive(Debug, Clone)]
pub struct RateLimit<S> {
    limiter: Option<Arc<RateLimiter>>,
    inner: S,
}

impl<S> Service<Request> for RateLimit<S>
where
    S: Service<Request, Response = Response> + Clone,
{
    type Response = Response;
    type Error = S::Error;
    type Future = Oneshot<Either<S, TooMany<S::Error>>, Request>;

    fn poll_ready(&mut self, _cx: &mut Context<'_>) -> Poll<Result<(), S::Error>> {
        Poll::Ready(Ok(()))
    }

    fn call(&mut self, req: Request) -> Self::Future {
        if let Some(limiter) = &self.limiter {
            let ip = req
                .extensions()
                .get::<ConnectInfo<SocketAddr>>()
                .map_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED), |c| c.0.ip());
            if let Err(wait) = limiter.check(ip, Instant::now()) {
                return Either::Right(TooMany(wait, PhantomData)).oneshot(req);
            }
        }
        Either::Left(self.inner.clone()).oneshot(req)
    }
}

/// The service that answers a client over its rate: 429 with `Retry-After` (the wait, in whole
/// seconds, at least 1) and a JSON error.
#[derive(Debug)]
pub struct TooMany<E>(Duration, PhantomData<fn() -> E>);

impl<E> Service<Request> for TooMany<E> {
    type Response = Response;
    type Error = E;
    type Future = Ready<Result<Response, E>>;

    fn poll_ready(&mut self, _cx: &mut Context<'_>) -> Poll<Result<(), E>> {
        Poll::Ready(Ok(()))
    }

    fn call(&mut self, _req: Request) -> Self::Future {
        ready(Ok(too_many(self.0)))
    }
}

/// The 429 answer.
fn too_many(wait: Duration) -> Response {
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
