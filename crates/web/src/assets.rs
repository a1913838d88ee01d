//! The page: plain HTML, CSS and JavaScript compiled into the binary, so the app works with no
//! build step, no CDN and no network but the server's.
//!
//! When the page's WebAssembly module has been built (`bindings/wasm/build.sh`, which writes
//! `bindings/wasm/pkg`), the build script embeds it too (`/pkg/wordgames.js` and
//! `/pkg/wordgames_bg.wasm`, gzip-compressed for clients that accept it): the page then plays
//! the four page games in the browser, and its service worker (`/sw.js`) keeps the page and the
//! module so that it plays offline. Without the module the page asks the server, as before.

use std::hash::{DefaultHasher, Hash, Hasher};

use axum::{
    http::{HeaderMap, HeaderValue, StatusCode, header},
    response::{IntoResponse, Response},
};

/// One embedded file.
#[derive(Debug, Clone, Copy)]
pub struct Asset {
    /// Its path on the server.
    pub path: &'static str,
    /// Its content type.
    pub content_type: &'static str,
    /// Its bytes.
    pub body: &'static [u8],
    /// The same bytes gzip-compressed, served to clients that accept gzip.
    pub gzip: Option<&'static [u8]>,
}

/// The content types of the page's files.
const HTML: &str = "text/html; charset=utf-8";
const CSS: &str = "text/css; charset=utf-8";
const JAVASCRIPT: &str = "text/javascript; charset=utf-8";
const SVG: &str = "image/svg+xml";

/// Every file of the page, the module's when it was built.
pub fn assets() -> impl Iterator<Item = &'static Asset> {
    PAGE.iter().chain(MODULE.iter())
}

/// The page's own files.
const PAGE: [Asset; 5] = [
    Asset::plain("/", HTML, include_bytes!("../static/index.html")),
    Asset::plain("/app.css", CSS, include_bytes!("../static/app.css")),
    Asset::plain("/app.js", JAVASCRIPT, include_bytes!("../static/app.js")),
    Asset::plain("/favicon.svg", SVG, include_bytes!("../static/favicon.svg")),
    Asset::plain("/sw.js", JAVASCRIPT, include_bytes!("../static/sw.js")),
];

/// The page's WebAssembly module, as `bindings/wasm/build.sh` made it.
#[cfg(wordgames_pkg)]
const MODULE: [Asset; 2] = [
    Asset::plain(
        "/pkg/wordgames.js",
        JAVASCRIPT,
        include_bytes!(concat!(env!("WORDGAMES_PKG"), "/wordgames.js")),
    ),
    Asset {
        path: "/pkg/wordgames_bg.wasm",
        content_type: "application/wasm",
        body: include_bytes!(concat!(env!("WORDGAMES_PKG"), "/wordgames_bg.wasm")),
        gzip: Some(include_bytes!(concat!(
            env!("WORDGAMES_PKG"),
            "/wordgames_bg.wasm.gz"
        ))),
    },
];

/// No module: `bindings/wasm/pkg` was not built when this server was.
#[cfg(not(wordgames_pkg))]
const MODULE: [Asset; 0] = [];

/// The page's content security policy: everything from this server, nothing inline but the
/// Nettle map's SVG (markup, not script); WebAssembly may be compiled (`'wasm-unsafe-eval'`,
/// which allows no JavaScript `eval`).
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; \
     style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; \
     base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

impl Asset {
    /// A file served as it is, with no gzip-compressed copy.
    const fn plain(path: &'static str, content_type: &'static str, body: &'static [u8]) -> Asset {
        Asset {
            path,
            content_type,
            body,
            gzip: None,
        }
    }

    /// The file's entity tag: a hash of its bytes, so a new build invalidates it.
    pub fn etag(&self) -> String {
        let mut h = DefaultHasher::new();
        self.body.hash(&mut h);
        format!("\"{:016x}\"", h.finish())
    }

    /// The response: the file, or 304 when the client's copy has the same tag. Browsers
    /// revalidate every time (`no-cache`), which costs one small request and never shows a
    /// stale page after an upgrade.
    pub fn respond(&self, headers: &HeaderMap) -> Response {
        let gzip = self.gzip.filter(|_| {
            headers
                .get(header::ACCEPT_ENCODING)
                .and_then(|v| v.to_str().ok())
                .is_some_and(|v| v.split(',').any(|e| e.trim().starts_with("gzip")))
        });
        let etag = match gzip {
            Some(_) => format!("{}-gz\"", self.etag().trim_end_matches('"')),
            None => self.etag(),
        };
        let fresh = headers
            .get(header::IF_NONE_MATCH)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.split(',').any(|t| t.trim() == etag));
        let mut response = if fresh {
            StatusCode::NOT_MODIFIED.into_response()
        } else {
            let mut response = (
                [(header::CONTENT_TYPE, self.content_type)],
                gzip.unwrap_or(self.body),
            )
                .into_response();
            if gzip.is_some() {
                response
                    .headers_mut()
                    .insert(header::CONTENT_ENCODING, HeaderValue::from_static("gzip"));
            }
            response
        };
        let h = response.headers_mut();
        if self.gzip.is_some() {
            h.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
        }
        h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
        if let Ok(value) = HeaderValue::from_str(&etag) {
            h.insert(header::ETAG, value);
        }
        response
    }
}
