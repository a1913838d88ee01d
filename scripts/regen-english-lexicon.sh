#!/usr/bin/env bash
# Regenerates crates/lexicon/data/english.txt from SCOWL 2020.12.07 (Debian package `scowl`).
#
# Output: one line per word, "WORD<TAB>SIZE", sorted by word, where SIZE is the smallest SCOWL
# size class (10, 20, 35, 40, 50, 55, 60, 70, 80) whose american-words or english-words file lists
# the word. Only words made entirely of lowercase ASCII letters a-z are kept (SCOWL also lists
# capitalised names, possessives and accented words; those are left out on purpose).
#
# Usage: scripts/regen-english-lexicon.sh [DIR]
#   DIR is an extracted scowl package's /usr/share/dict/scowl folder. Without DIR, the script
#   downloads the package with `apt-get download scowl=2020.12.07-2` into a temporary folder.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
out="$here/crates/lexicon/data/english.txt"
# fetch: the Debian package, extracted into x/.
fetch() {
  apt-get download scowl=2020.12.07-2 >/dev/null && dpkg-deb -x scowl_*.deb x
}
given_or_fetched "${1:-}" fetch x/usr/share/dict/scowl
dir=$input
for size in 10 20 35 40 50 55 60 70 80; do
  for part in english american; do
    f="$dir/$part-words.$size"
    [ -f "$f" ] || { echo "missing $f" >&2; exit 1; }
    LC_ALL=C grep -E '^[a-z]+$' "$f" | sed "s/\$/\t$size/"
  done
done | LC_ALL=C sort -t "$(printf '\t')" -k1,1 -k2,2n | LC_ALL=C awk -F '\t' '$1 != prev { print; prev = $1 }' > "$out"
echo "wrote $(wc -l < "$out") words to $out" >&2
