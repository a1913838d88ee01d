#!/usr/bin/env bash
# Type-checks consumer.ts against the built package (bindings/wasm/pkg, from build.sh) as a
# project installing it would see it: pkg/ linked as node_modules/wordgames, TypeScript from
# npm (installed into the target directory when missing), `tsc --noEmit` with the default
# options and with `--strict`.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../../.." && pwd)
pkg="$root/bindings/wasm/pkg"
[ -f "$pkg/wordgames.d.ts" ] || { echo "check.sh: build the package first (bash bindings/wasm/build.sh)" >&2; exit 1; }
tools="${CARGO_TARGET_DIR:-$root/target}/ts-consumer"
if [ ! -x "$tools/node_modules/.bin/tsc" ]; then
  mkdir -p "$tools"
  npm install --prefix "$tools" --no-audit --no-fund --silent typescript@5
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/node_modules"
cp -r "$pkg" "$work/node_modules/wordgames"
cp "$here/consumer.ts" "$work/"
cd "$work"
"$tools/node_modules/.bin/tsc" --version
"$tools/node_modules/.bin/tsc" --noEmit consumer.ts
echo "tsc --noEmit: ok (default options)"
"$tools/node_modules/.bin/tsc" --noEmit --strict consumer.ts
echo "tsc --noEmit --strict: ok"
