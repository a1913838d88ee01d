//! The browser test of the `wordgames-web` app lives in `tests/browser.rs`; this library is
//! empty. Run the test with `bash scripts/browser-test.sh`, which installs Debian's Chromium and
//! chromedriver when they are missing, starts the server and the driver on loopback, and runs
//! `cargo test --release -p wordgames-web-browser-test --test browser -- --ignored`.
