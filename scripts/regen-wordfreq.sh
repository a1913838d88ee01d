#!/usr/bin/env bash
# Regenerates crates/wordfreq-data/data/<tag>.tsv, the word frequencies of the shipped language
# profiles, from the `wordfreq` package on PyPI (its data is CC BY-SA 4.0; see
# crates/wordfreq-data/README.md), and checks the sha256 sums recorded there.
#
# Usage: scripts/regen-wordfreq.sh [--check]
#   Without --check: a virtual environment in a temporary folder, `pip install wordfreq==3.1.1`,
#   then for each language wordfreq's 'large' list where it has one, else its 'small' list, as
#   `word<TAB>hundredths of a Zipf unit`; the lexicon's own example `wordfreq_table` then reads each
#   word with the language's profile (the same normalization a word list gets), adds up the
#   frequencies of words that normalize alike, keeps those at Zipf 2.00 or more and of at most
#   15 letters, and writes them sorted. Nynorsk (nn) has no wordfreq list.
#   With --check: only compares the files with the recorded sums.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
data="$here/crates/wordfreq-data/data"
langs="en nb da sv de nl es fr it pt pl uk"
if [ "${1:-}" != "--check" ]; then
  make_tmp
  python3 -m venv "$tmp/venv"
  "$tmp/venv/bin/pip" install -q wordfreq==3.1.1
  "$tmp/venv/bin/python" - "$tmp" $langs <<'PY'
import math, sys
from wordfreq import available_languages, get_frequency_dict
out, langs = sys.argv[1], sys.argv[2:]
large = available_languages("large")
for lang in langs:
    wordlist = "large" if lang in large else "small"
    with open(f"{out}/{lang}.raw", "w", encoding="utf-8") as f:
        for word, freq in get_frequency_dict(lang, wordlist).items():
            if freq > 0 and word.isalpha():
                f.write(f"{word}\t{round((math.log10(freq) + 9) * 100)}\n")
PY
  cargo build --release -q -p wordgames-lexicon --example wordfreq_table
  for lang in $langs; do
    "${CARGO_TARGET_DIR:-$here/target}/release/examples/wordfreq_table" "$lang" < "$tmp/$lang.raw" > "$data/$lang.tsv"
  done
fi
cd "$data"
sha256sum -c --quiet SHA256SUMS
echo "crates/wordfreq-data/data: every file matches SHA256SUMS"
