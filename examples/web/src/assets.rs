//! The page: plain HTML, CSS and JavaScript compiled into the binary, so the app works with no
//! build step, no CDN and no network but the server's.

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
    pub body: &'static str,
}

/// Every file of the page.
pub const ASSETS: [Asset; 4] = [
    Asset {
        path: "/",
        content_type: "text/html; charset=utf-8",
        body: include_str!("../static/index.html"),
    },
    Asset {
        path: "/app.css",
        content_type: "text/css; charset=utf-8",
        body: include_str!("../static/app.css"),
    },
    Asset {
        path: "/app.js",
        content_type: "text/javascript; charset=utf-8",
        body: include_str!("../static/app.js"),
    },
    Asset {
        path: "/favicon.svg",
        content_type: "image/svg+xml",
        body: include_str!("../static/favicon.svg"),
    },
];

/// The page's content security policy: everything from this server, nothing inline but the
/// Nettle map's SVG (markup, not script).
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; \
     style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; \
     base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

impl Asset {
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
        let etag = self.etag();
        let fresh = headers
            .get(header::IF_NONE_MATCH)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.split(',').any(|t| t.trim() == etag));
        let mut response = if fresh {
            StatusCode::NOT_MODIFIED.into_response()
        } else {
            ([(header::CONTENT_TYPE, self.content_type)], self.body).into_response()
        };
        let h = response.headers_mut();
        h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
        if let Ok(value) = HeaderValue::from_str(&etag) {
            h.insert(header::ETAG, value);
        }
        response
    }
}
