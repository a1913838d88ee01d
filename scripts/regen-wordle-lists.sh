#!/usr/bin/env bash
# Regenerates crates/wordle/data/{answers,guesses}.txt from Alex Selby's repository
# (github.com/alex1770/wordle, commit 8fd3f1bdf884ff6757c24ad1227dc561fab7787d) and checks the
# sha256 sums recorded in crates/wordle/data/README.md.
#
# Usage: scripts/regen-wordle-lists.sh DIR
#   DIR is a checkout of alex1770/wordle at that commit (holding wordlist_orig_hidden and
#   wordlist_orig_all). Without DIR the script only checks the vendored files.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
data="$here/crates/wordle/data"
dir=${1:-}
if [ -n "$dir" ]; then
  LC_ALL=C sort -u "$dir/wordlist_orig_hidden" > "$data/answers.txt"
  LC_ALL=C sort -u "$dir/wordlist_orig_all" > "$data/guesses.txt"
fi
cd "$data"
sha256sum -c <<'SUMS'
f40e47975cf360ff9febe7d49c8e285054d8fa3fb9644cea575922060951d6ee  answers.txt
feacc549249b5dcb43e2799fbbcda14ebc33d55904fb15d043779104e60c1579  guesses.txt
SUMS
test "$(wc -l < answers.txt)" -eq 2315
test "$(wc -l < guesses.txt)" -eq 12972
# Every answer is an allowed guess.
test -z "$(LC_ALL=C comm -23 answers.txt guesses.txt)"
echo "wordle lists ok: 2315 answers, 12972 guesses" >&2
