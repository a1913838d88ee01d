#!/usr/bin/env bash
# A binary works away from the source tree: build the release `wordgames`, copy it out of the
# repository, make every data folder of the repository unreachable, and run the main job, a
# Nettle clue and a WordNet lookup. Any code path that still reads the source tree at run time
# (a path compiled in with env!("CARGO_MANIFEST_DIR"), say) fails here.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)

cargo build --release -p wordgames
out=$(mktemp -d)
cp target/release/wordgames "$out/wordgames"

# Every folder of the repository that holds data, moved aside (and put back on any exit).
data_dirs=(crates/lexicon/data crates/wordnet-data crates/wordle/data)
restore() {
  for dir in "${data_dirs[@]}"; do
    if [ -e "$repo/$dir.unreachable" ]; then mv "$repo/$dir.unreachable" "$repo/$dir"; fi
  done
  rm -rf "$out"
}
trap restore EXIT
for dir in "${data_dirs[@]}"; do mv "$repo/$dir" "$repo/$dir.unreachable"; done

cd "$out"
env -u WNSEARCHDIR ./wordgames daily --date 2026-01-01 | tee daily.txt
grep -q "Letter Boxed #1: dit amp chr elo" daily.txt
env -u WNSEARCHDIR ./wordgames nettle clue --target cat dog | tee clue.txt
grep -q "dog" clue.txt
env -u WNSEARCHDIR ./wordgames wordnet lookup dog | tee lookup.txt
grep -q "a member of the genus Canis" lookup.txt
echo "relocated binary: daily, a Nettle clue and a WordNet lookup ran with no source tree"
