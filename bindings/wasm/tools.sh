#!/usr/bin/env bash
# Installs what building the npm package needs, each skipped when present: the Rust target
# wasm32-unknown-unknown (rustup) and wasm-bindgen-cli from crates.io at the version of the
# `wasm-bindgen` crate in Cargo.lock. `cargo install --locked` first; when the registry lacks a
# locked dependency's exact version, the newest compatible versions are taken (an unlocked
# install). Used by .ci/run and scripts/browser-test.sh.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  rustup target add wasm32-unknown-unknown
fi
want=$(grep -A1 '^name = "wasm-bindgen"$' "$root/Cargo.lock" | sed -n 's/^version = "\(.*\)"/\1/p')
if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$want" ]; then
  echo "== installing wasm-bindgen-cli $want (cargo install; a few minutes)"
  cargo install --locked wasm-bindgen-cli --version "$want" ||
    cargo install wasm-bindgen-cli --version "$want"
fi
