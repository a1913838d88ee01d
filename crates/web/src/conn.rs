//! What guards a connection before and around HTTP: the cap on connections per client network,
//! the write timeout, and JSON bodies on the answers hyper writes itself (400, 414, 431 for a
//! request head it cannot read).

use std::{
    collections::HashMap,
    future::Future,
    io,
    net::{IpAddr, Ipv6Addr},
    pin::Pin,
    sync::{Arc, Mutex},
    task::{Context, Poll, ready},
    time::Duration,
};

use tokio::{
    io::{AsyncRead, AsyncWrite, ReadBuf},
    time::Sleep,
};

/// The network a client address counts in, for the per-network limits (connections and the
/// rate limit): an IPv4 address is its own network; an IPv6 address counts in its /64, the
/// prefix a single home or host is given, so that one client cannot take a new address for
/// each connection. An IPv4 address mapped into IPv6 (`::ffff:a.b.c.d`) is the IPv4 address.
pub fn network(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V4(_) => ip,
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let bits = u128::from(v6) & !((1u128 << 64) - 1);
                IpAddr::V6(Ipv6Addr::from(bits))
            }
        },
    }
}

/// How many connections each client network (see [`network`]) has open, capped.
///
/// The table holds only networks with a connection open, so it never has more entries than
/// the server has connections.
#[derive(Debug)]
pub struct NetworkCaps {
    per_network: usize,
    open: Mutex<HashMap<IpAddr, usize>>,
}

impl NetworkCaps {
    /// At most `per_network` connections (at least 1) from each network.
    pub fn new(per_network: usize) -> Arc<NetworkCaps> {
        Arc::new(NetworkCaps {
            per_network: per_network.max(1),
            open: Mutex::new(HashMap::new()),
        })
    }

    /// A place for one more connection from `ip`'s network; `None` when it has its cap.
    pub fn open(self: &Arc<NetworkCaps>, ip: IpAddr) -> Option<NetworkPermit> {
        let net = network(ip);
        let mut open = self.open.lock().unwrap_or_else(|e| e.into_inner());
        let count = open.entry(net).or_insert(0);
        if *count >= self.per_network {
            return None;
        }
        *count += 1;
        Some(NetworkPermit {
            caps: self.clone(),
            net,
        })
    }

    /// How many networks have a connection open.
    pub fn networks(&self) -> usize {
        self.open.lock().map_or(0, |o| o.len())
    }
}

/// One connection's place in its network's count, given back when dropped.
#[derive(Debug)]
pub struct NetworkPermit {
    caps: Arc<NetworkCaps>,
    net: IpAddr,
}

impl Drop for NetworkPermit {
    fn drop(&mut self) {
        let mut open = self.caps.open.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(count) = open.get_mut(&self.net) {
            *count = count.saturating_sub(1);
            if *count == 0 {
                open.remove(&self.net);
            }
        }
    }
}

/// A stream whose writes fail once the peer has read nothing for `write_timeout` (a write or
/// a flush pending that long without progress: a client that sends requests and never reads
/// the answers), and whose head-only 400, 414 and 431 answers from hyper get a JSON body.
#[derive(Debug)]
pub struct Guarded<S> {
    inner: S,
    write_timeout: Duration,
    stalled: Option<Pin<Box<Sleep>>>,
    /// A rewritten answer being written: its bytes, how many are written, and the length of
    /// the buffer it replaces (reported as written once all of it is).
    rewritten: Option<(Vec<u8>, usize, usize)>,
}

impl<S> Guarded<S> {
    /// Guards `inner` with `write_timeout`.
    pub fn new(inner: S, write_timeout: Duration) -> Guarded<S> {
        Guarded {
            inner,
            write_timeout,
            stalled: None,
            rewritten: None,
        }
    }
}

impl<S: AsyncWrite + Unpin> Guarded<S> {
    /// Pending output: the write timeout starts (or goes on); an error once it has passed.
    fn poll_stalled(&mut self, cx: &mut Context<'_>) -> Poll<io::Result<usize>> {
        let timeout = self.write_timeout;
        let sleep = self
            .stalled
            .get_or_insert_with(|| Box::pin(tokio::time::sleep(timeout)));
        ready!(sleep.as_mut().poll(cx));
        Poll::Ready(Err(io::Error::new(
            io::ErrorKind::TimedOut,
            format!(
                "the client read nothing for {} s",
                self.write_timeout.as_secs()
            ),
        )))
    }

    fn poll_write_inner(&mut self, cx: &mut Context<'_>, buf: &[u8]) -> Poll<io::Result<usize>> {
        match Pin::new(&mut self.inner).poll_write(cx, buf) {
            Poll::Ready(result) => {
                self.stalled = None;
                Poll::Ready(result)
            }
            Poll::Pending => self.poll_stalled(cx),
        }
    }
}

impl<S: AsyncRead + Unpin> AsyncRead for Guarded<S> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_read(cx, buf)
    }
}

impl<S: AsyncWrite + Unpin> AsyncWrite for Guarded<S> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = &mut *self;
        if this.rewritten.is_none()
            && let Some(answer) = json_head_answer(buf)
        {
            this.rewritten = Some((answer, 0, buf.len()));
        }
        let Some((bytes, mut written, replaces)) = this.rewritten.take() else {
            return this.poll_write_inner(cx, buf);
        };
        while written < bytes.len() {
            match this.poll_write_inner(cx, &bytes[written..]) {
                Poll::Ready(Ok(0)) => return Poll::Ready(Err(io::ErrorKind::WriteZero.into())),
                Poll::Ready(Ok(n)) => written += n,
                Poll::Ready(Err(e)) => return Poll::Ready(Err(e)),
                Poll::Pending => {
                    this.rewritten = Some((bytes, written, replaces));
                    return Poll::Pending;
                }
            }
        }
        Poll::Ready(Ok(replaces))
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = &mut *self;
        match Pin::new(&mut this.inner).poll_flush(cx) {
            Poll::Ready(result) => {
                this.stalled = None;
                Poll::Ready(result)
            }
            Poll::Pending => this.poll_stalled(cx).map_ok(|_| ()),
        }
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }

    // Not vectored: hyper then writes a head and its body from one buffer, so that an answer
    // of its own (a head alone) is seen whole by `json_head_answer`.
    fn is_write_vectored(&self) -> bool {
        false
    }
}

/// The answers hyper writes itself, as a head without a body, when it cannot read a request
/// head: their JSON messages.
const HEAD_ERRORS: [(&[u8], &str); 3] = [
    (
        b"400",
        "the request head is not HTTP/1.1 this server reads (its method, path, version or a header)",
    ),
    (b"414", "the request path is too long"),
    (
        b"431",
        "the request head is too large (at most 16 KiB with its headers)",
    ),
];

/// `buf` with a JSON body when it is, whole, one of hyper's own answers in [`HEAD_ERRORS`]: a
/// head with `content-length: 0` and nothing after it. (The router's errors always carry a
/// JSON body, so they never match.)
fn json_head_answer(buf: &[u8]) -> Option<Vec<u8>> {
    let rest = buf.strip_prefix(b"HTTP/1.1 ")?;
    let message = HEAD_ERRORS
        .iter()
        .find(|(code, _)| rest.starts_with(code))
        .map(|(_, message)| *message)?;
    if !buf.ends_with(b"\r\n\r\n") || find(buf, b"\r\n\r\n") != Some(buf.len() - 4) {
        return None;
    }
    let length = b"\r\ncontent-length: 0\r\n";
    let at = find(buf, length)?;
    let body = serde_json::to_vec(&serde_json::json!({ "error": message })).ok()?;
    let mut out = Vec::with_capacity(buf.len() + body.len() + 128);
    out.extend_from_slice(&buf[..at + 2]);
    out.extend_from_slice(
        format!(
            "content-type: application/json\r\ncache-control: no-store\r\n\
             x-content-type-options: nosniff\r\ncontent-length: {}\r\n",
            body.len()
        )
        .as_bytes(),
    );
    out.extend_from_slice(&buf[at + length.len()..]);
    out.extend_from_slice(&body);
    Some(out)
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ipv6_addresses_count_in_their_64() {
        let a: IpAddr = "2001:db8:1:2:aaaa::1".parse().unwrap();
        let b: IpAddr = "2001:db8:1:2:ffff:1:2:3".parse().unwrap();
        let c: IpAddr = "2001:db8:1:3::1".parse().unwrap();
        assert_eq!(network(a), network(b));
        assert_ne!(network(a), network(c));
        assert_eq!(network(a), "2001:db8:1:2::".parse::<IpAddr>().unwrap());
        let mapped: IpAddr = "::ffff:10.1.2.3".parse().unwrap();
        assert_eq!(network(mapped), "10.1.2.3".parse::<IpAddr>().unwrap());
        let v4: IpAddr = "10.1.2.4".parse().unwrap();
        assert_eq!(network(v4), v4);
    }

    #[test]
    fn each_network_has_its_cap_and_gets_its_places_back() {
        let caps = NetworkCaps::new(2);
        let ip: IpAddr = "2001:db8::1".parse().unwrap();
        let same: IpAddr = "2001:db8::2".parse().unwrap();
        let other: IpAddr = "127.0.0.1".parse().unwrap();
        let first = caps.open(ip).unwrap();
        let second = caps.open(same).unwrap();
        assert!(caps.open(ip).is_none(), "the /64 has its two");
        let third = caps.open(other).unwrap();
        drop(first);
        let fourth = caps.open(same).unwrap();
        drop((second, third, fourth));
        assert_eq!(caps.networks(), 0, "no empty entry is kept");
    }

    #[test]
    fn hyper_heads_get_a_json_body_and_nothing_else_does() {
        let head = b"HTTP/1.1 431 Request Header Fields Too Large\r\nconnection: close\r\ncontent-length: 0\r\ndate: x\r\n\r\n";
        let out = String::from_utf8(json_head_answer(head).unwrap()).unwrap();
        let (head, body) = out.split_once("\r\n\r\n").unwrap();
        assert!(head.starts_with("HTTP/1.1 431 "), "{out}");
        assert!(
            head.contains("\r\ncontent-type: application/json\r\n"),
            "{out}"
        );
        assert!(head.contains(&format!("\r\ncontent-length: {}\r\n", body.len())));
        assert!(!head.contains("content-length: 0"), "{out}");
        let v: serde_json::Value = serde_json::from_str(body).unwrap();
        assert!(v["error"].as_str().unwrap().contains("too large"));
        // A router answer (a body follows), another status, a head of another length: as is.
        for buf in [
            &b"HTTP/1.1 400 Bad Request\r\ncontent-length: 0\r\n\r\n{}"[..],
            b"HTTP/1.1 404 Not Found\r\ncontent-length: 0\r\n\r\n",
            b"HTTP/1.1 400 Bad Request\r\ncontent-length: 10\r\n\r\n",
        ] {
            assert!(json_head_answer(buf).is_none(), "{buf:?}");
        }
    }
}
