#!/usr/bin/env bash
# Builds the npm package `wordgames` into bindings/wasm/pkg/ (not committed): the release
# WebAssembly build of this crate, wasm-bindgen's ES module (`--target web`) and TypeScript
# declarations, and the package.json, README and licences of this folder.
#
# Needs the wasm32-unknown-unknown target (`rustup target add wasm32-unknown-unknown`) and
# wasm-bindgen-cli at the version of the `wasm-bindgen` crate in Cargo.lock
# (`cargo install --locked wasm-bindgen-cli --version X`); .ci/run installs both when missing.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
target_dir=${CARGO_TARGET_DIR:-$root/target}

want=$(grep -A1 '^name = "wasm-bindgen"$' "$root/Cargo.lock" | sed -n 's/^version = "\(.*\)"/\1/p')
have=$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)
if [ "$have" != "$want" ]; then
    echo "build.sh: wasm-bindgen $want is needed (found: ${have:-none}):" >&2
    echo "  cargo install --locked wasm-bindgen-cli --version $want" >&2
    exit 1
fi

cargo build --manifest-path "$root/Cargo.toml" --release --target wasm32-unknown-unknown -p wordgames-wasm
rm -rf "$here/pkg"
wasm-bindgen --target web --out-dir "$here/pkg" --out-name wordgames \
    "$target_dir/wasm32-unknown-unknown/release/wordgames_wasm.wasm"
cp "$here/package.json" "$here/README.md" "$here/pkg/"
cp "$here/LICENSE-MIT" "$here/LICENSE-APACHE" "$here/pkg/"
mkdir -p "$here/pkg/licenses"
cp "$root/crates/lexicon/data/SCOWL-COPYRIGHT" "$root/crates/lexicon/data/BLOCKLIST-LICENSE" "$here/pkg/licenses/"
wasm="$here/pkg/wordgames_bg.wasm"
# The web app's server embeds the module gzip-compressed too (crates/web/build.rs).
gzip -9 -n -c "$wasm" >"$wasm.gz"
echo "built $here/pkg: $(wc -c <"$wasm") bytes of WebAssembly, $(wc -c <"$wasm.gz") gzip -9"
