#!/usr/bin/env bash
# Builds the npm package `wordgames` into bindings/wasm/pkg/ (not committed): the release
# WebAssembly build of this crate, wasm-bindgen's ES module (`--target web`) and TypeScript
# declarations, and the package.json, README and licences of this folder.
#
# Needs the wasm32-unknown-unknown target (`rustup target add wasm32-unknown-unknown`) and
# wasm-bindgen-cli at the version of the `wasm-bindgen` crate in Cargo.lock
# (`bash bindings/wasm/tools.sh` installs both when missing, as .ci/run does). When the
# WebAssembly that cargo built is the one pkg/ was made from, pkg/ is left as it is, so that the
# web app's server (which embeds pkg/) is not rebuilt for nothing.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
target_dir=${CARGO_TARGET_DIR:-$root/target}

want=$(grep -A1 '^name = "wasm-bindgen"$' "$root/Cargo.lock" | sed -n 's/^version = "\(.*\)"/\1/p')
have=$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)
if [ "$have" != "$want" ]; then
    echo "build.sh: wasm-bindgen $want is needed (found: ${have:-none}):" >&2
    echo "  bash $here/tools.sh" >&2
    exit 1
fi

cargo build --manifest-path "$root/Cargo.toml" --release --target wasm32-unknown-unknown -p wordgames-wasm
built="$target_dir/wasm32-unknown-unknown/release/wordgames_wasm.wasm"
stamp="$target_dir/wasm32-unknown-unknown/release/wordgames_wasm.pkg-source.wasm"
if [ -f "$here/pkg/wordgames_bg.wasm.gz" ] && cmp -s "$built" "$stamp" \
    && cmp -s "$here/package.json" "$here/pkg/package.json" \
    && cmp -s "$here/README.md" "$here/pkg/README.md"; then
    echo "built $here/pkg: unchanged"
    exit 0
fi
rm -rf "$here/pkg"
wasm-bindgen --target web --out-dir "$here/pkg" --out-name wordgames "$built"
cp "$here/package.json" "$here/README.md" "$here/pkg/"
cp "$here/LICENSE-MIT" "$here/LICENSE-APACHE" "$here/pkg/"
mkdir -p "$here/pkg/licenses"
cp "$root/crates/lexicon/data/SCOWL-COPYRIGHT" "$root/crates/lexicon/data/BLOCKLIST-LICENSE" "$here/pkg/licenses/"
# English's word frequencies (wordfreq's data, CC BY-SA 4.0), the one table the module holds.
cp "$root/crates/wordfreq-data/LICENSE-CC-BY-SA-4.0" "$here/pkg/licenses/"
wasm="$here/pkg/wordgames_bg.wasm"
# The web app's server embeds the module gzip-compressed too (crates/web/build.rs).
gzip -9 -n -c "$wasm" >"$wasm.gz"
cp "$built" "$stamp"
echo "built $here/pkg: $(wc -c <"$wasm") bytes of WebAssembly, $(wc -c <"$wasm.gz") gzip -9"
