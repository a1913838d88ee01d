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

/// How many clients' buckets are kept at most. Past it, clients without a bucket share one
/// until the idle buckets have refilled and are dropped.
pub const MAX_CLIENTS: usize = 10_000;

/// A token bucket per client network (an IPv4 address, an IPv6 /64: see
/// [`crate::conn::network`]): `burst` requests at once, refilled at `per_second`.
///
/// Its memory and its cost per request stay bounded whatever the number of addresses: at most
/// [`MAX_CLIENTS`] buckets, and the sweep that drops the refilled ones runs at most once per
/// refill time (`burst / per_second`), so that a request costs a hash lookup and, amortized,
/// a constant share of a sweep. While the table is full after a sweep, clients without a
/// bucket draw from one shared overflow bucket: a flood of new addresses gets no more than one
/// client's rate, and the clients the table holds keep theirs.
#[derive(Debug)]
pub struct RateLimiter {
    per_second: f64,
    burst: f64,
    table: Mutex<Table>,
}

#[derive(Debug)]
struct Table {
    buckets: HashMap<IpAddr, Bucket>,
    /// The bucket of clients that found the table full.
    overflow: Bucket,
    /// When the table was last swept.
    swept: Option<Instant>,
}

#[derive(Debug, Clone, Copy)]
struct Bucket {
    tokens: f64,
    at: Instant,
}

impl Bucket {
    /// Refills the bucket to `now`, then takes a token or says how long until the next.
    fn take(&mut self, now: Instant, per_second: f64, burst: f64) -> Result<(), Duration> {
        let refill = now.saturating_duration_since(self.at).as_secs_f64() * per_second;
        self.tokens = (self.tokens + refill).min(burst);
        self.at = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            Ok(())
        } else {
            Err(Duration::from_secs_f64((1.0 - self.tokens) / per_second))
        }
    }
}

impl RateLimiter {
    /// A limiter of `per_second` requests a second per client, `burst` at once; `None` when
    /// `per_second` is 0 (no limit).
    pub fn new(per_second: f64, burst: u32) -> Option<Arc<RateLimiter>> {
        (per_second > 0.0 && per_second.is_finite()).then(|| {
            let burst = f64::from(burst.max(1));
            Arc::new(RateLimiter {
                per_second,
                burst,
                table: Mutex::new(Table {
                    buckets: HashMap::new(),
                    overflow: Bucket {
                        tokens: burst,
                        at: Instant::now(),
                    },
                    swept: None,
                }),
            })
        })
    }

    /// Takes a token from the bucket of `ip`'s network at `now`; `Err` with the wait until
    /// the next token when the bucket is empty.
    pub fn check(&self, ip: IpAddr, now: Instant) -> Result<(), Duration> {
        let net = crate::conn::network(ip);
        let (per_second, burst) = (self.per_second, self.burst);
        let mut table = self.table.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(bucket) = table.buckets.get_mut(&net) {
            return bucket.take(now, per_second, burst);
        }
        if table.buckets.len() >= MAX_CLIENTS {
            // A bucket idle for the refill time is full again: dropping it loses its client
            // nothing. Swept at most once per refill time.
            let full = Duration::from_secs_f64((burst / per_second).min(86_400.0));
            let due = table
                .swept
                .is_none_or(|at| now.saturating_duration_since(at) >= full);
            if due {
                table.swept = Some(now);
                table
                    .buckets
                    .retain(|_, b| now.saturating_duration_since(b.at) < full);
            }
            if table.buckets.len() >= MAX_CLIENTS {
                return table.overflow.take(now, per_second, burst);
            }
        }
        let mut bucket = Bucket {
            tokens: burst,
            at: now,
        };
        let result = bucket.take(now, per_second, burst);
        table.buckets.insert(net, bucket);
        result
    }

    /// How many clients have a bucket (at most [`MAX_CLIENTS`]).
    pub fn clients(&self) -> usize {
        self.table.lock().map_or(0, |t| t.buckets.len())
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
/// The client is the connection's peer address's network (see [`crate::conn::network`]) (a request without one, as in the router's
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

    #[test]
    fn the_table_stays_bounded_and_a_flood_of_addresses_shares_one_bucket() {
        let limiter = RateLimiter::new(1.0, 2).unwrap();
        let t0 = Instant::now();
        let address = |i: u32| IpAddr::V4(Ipv4Addr::from(0x0a00_0000 + i));
        for i in 0..MAX_CLIENTS as u32 {
            assert!(limiter.check(address(i), t0).is_ok());
        }
        assert_eq!(limiter.clients(), MAX_CLIENTS);
        // 30,000 more addresses at once: no new bucket; the first two get the overflow's
        // burst, the rest wait.
        let allowed = (0..30_000u32)
            .filter(|i| limiter.check(address(MAX_CLIENTS as u32 + i), t0).is_ok())
            .count();
        assert_eq!(allowed, 2);
        assert_eq!(limiter.clients(), MAX_CLIENTS);
        // A client the table holds keeps its own bucket.
        assert!(limiter.check(address(0), t0).is_ok());
        // Once the buckets have refilled (2 s), the sweep makes room for new clients.
        let later = t0 + Duration::from_secs(3);
        assert!(limiter.check(address(50_000), later).is_ok());
        assert!(limiter.clients() <= 2, "{}", limiter.clients());
    }

    #[test]
    fn an_ipv6_64_is_one_client() {
        let limiter = RateLimiter::new(1.0, 2).unwrap();
        let t0 = Instant::now();
        let a: IpAddr = "2001:db8::1".parse().unwrap();
        let b: IpAddr = "2001:db8::ffff:2".parse().unwrap();
        let c: IpAddr = "2001:db8:0:1::1".parse().unwrap();
        assert!(limiter.check(a, t0).is_ok());
        assert!(limiter.check(b, t0).is_ok());
        assert!(
            limiter.check(a, t0).is_err(),
            "a and b share their /64's bucket"
        );
        assert!(limiter.check(c, t0).is_ok());
    }
}
