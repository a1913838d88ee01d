#!/usr/bin/env bash
# Regenerates crates/lexicon/data/blocklist.txt: the words that puzzles for every audience do not use.
#
# Sources:
#   * the English list of "List of Dirty, Naughty, Obscene and Otherwise Bad Words" (LDNOOBW,
#     CC-BY-4.0), from the npm package naughty-words@1.2.0 (file en.json); only entries that are
#     one word of lowercase ASCII letters are kept (phrases and entries with digits or spaces
#     cannot be words of the lexicon);
#   * crates/lexicon/data/blocklist-additions.txt, this project's own additions.
# Output: one word a line, sorted (bytewise), without repeats.
#
# Usage: scripts/regen-blocklist.sh [EN_JSON]
#   EN_JSON is an en.json of the package; without it the script runs `npm pack` into a
#   temporary folder.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
out="$here/crates/lexicon/data/blocklist.txt"
# fetch: the npm package, unpacked.
fetch() {
  npm pack naughty-words@1.2.0 >/dev/null 2>&1 && tar -xzf naughty-words-1.2.0.tgz
}
given_or_fetched "${1:-}" fetch package/en.json
json=$input
{
  python3 -c 'import json, sys; print("\n".join(json.load(open(sys.argv[1]))))' "$json"
  grep -v '^#' "$here/crates/lexicon/data/blocklist-additions.txt"
} | LC_ALL=C grep -E '^[a-z]+$' | LC_ALL=C sort -u > "$out"
echo "wrote $(wc -l < "$out") words to $out" >&2
