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
# No `any` in the public surface: every result and parameter has a declared type (the
# module's raw exports, `InitOutput`, are wasm-bindgen's own).
if sed '/^export interface InitOutput/,/^}/d' "$pkg/wordgames.d.ts" | grep -nE '(:|<|\|) *any\b|any\[\]'; then
  echo "check.sh: the declarations above use any" >&2
  exit 1
fi
echo "no any in the public declarations"
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
