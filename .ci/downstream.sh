#!/usr/bin/env bash
# A downstream check: a small crate outside the workspace (.ci/downstream/) depends on the four
# library packages exactly as `cargo package` makes them, unpacked from target/package/, and
# plays one game of each kind through the public API.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)

rm -f target/package/*.crate
# The published packages only (see the package step of .ci/run).
cargo package --workspace --no-verify --allow-dirty --exclude wordgames-web \
  --exclude wordgames-web-games --exclude wordgames-web-browser-test --exclude wordgames-wasm
work="$repo/target/downstream"
rm -rf "$work"
mkdir -p "$work/packages"
for crate in target/package/wordgames-*.crate; do
  tar -xzf "$crate" -C "$work/packages"
done
cp -r .ci/downstream "$work/app"
# The workspace's lock file, so the check builds with the versions the workspace is tested with.
cp Cargo.lock "$work/app/Cargo.lock"
{
  echo
  echo "# Written by .ci/downstream.sh: the packages as packaged, not the workspace's folders."
  echo "[patch.crates-io]"
  for dir in "$work"/packages/*/; do
    name=$(sed -n 's/^name = "\(.*\)"$/\1/p' "$dir/Cargo.toml" | head -n 1)
    echo "$name = { path = \"$dir\" }"
  done
} >> "$work/app/Cargo.toml"
cd "$work/app"
# A debug build, as an embedder's `cargo run` is: the README's [profile.dev.package] settings in
# .ci/downstream/Cargo.toml keep it quick.
cargo run --quiet
# Its own game ("Seven", src/lib.rs) tested with the family's proptest exports (tests/seven.rs).
cargo test --quiet
