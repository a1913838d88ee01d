//! Embeds the page's WebAssembly module when it has been built.
//!
//! `bindings/wasm/build.sh` writes the npm package to `bindings/wasm/pkg`. When that folder
//! holds the module (`wordgames.js`, `wordgames_bg.wasm` and its `.gz`), this sets the cfg
//! `wordgames_pkg` and `WORDGAMES_PKG` (the folder) so that `src/assets.rs` serves it and the
//! page plays offline. When it does not, nothing changes: the server and the page are as
//! before, and no WebAssembly tool is needed.

use std::path::Path;

fn main() {
    println!("cargo::rustc-check-cfg=cfg(wordgames_pkg)");
    let manifest = std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|_| ".".to_string());
    let bindings = Path::new(&manifest).join("../../bindings/wasm");
    let pkg = bindings.join("pkg");
    let files = ["wordgames.js", "wordgames_bg.wasm", "wordgames_bg.wasm.gz"];
    if files.iter().all(|f| pkg.join(f).is_file()) {
        for f in files {
            println!("cargo::rerun-if-changed={}", pkg.join(f).display());
        }
        println!("cargo::rustc-cfg=wordgames_pkg");
        println!("cargo::rustc-env=WORDGAMES_PKG={}", pkg.display());
    } else {
        // Run again when the package appears (the folder's entries change).
        println!("cargo::rerun-if-changed={}", bindings.display());
    }
}
