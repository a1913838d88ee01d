#!/usr/bin/env bash
# Hostile allocations: every reader and builder that takes a size from a file or a caller, run
# in a subprocess under `prlimit --as` (2 GiB of address space by default), on inputs that
# claim or hold far more. Each must end with a typed error (exit status 1 and a
# `wordgames: error:` line) within its time limit; an abort ("memory allocation of N bytes
# failed", exit 134), any other signal (SIGSEGV, SIGKILL), a panic or a timeout fails the
# script. Then the library tests of the same limits (sparse files of 1 TiB and more, overflowing
# table sizes, crafted lattices, FST files) run under the same limit.
#
#   scripts/hostile-alloc.sh            # builds the debug `wordgames` binary
#   WORDGAMES=path/to/wordgames scripts/hostile-alloc.sh
#   HOSTILE_AS=1073741824 scripts/hostile-alloc.sh   # another address-space limit, in bytes
#
# Needs prlimit (util-linux), awk and a file system with sparse files. Takes a minute or two.
set -euo pipefail
cd "$(dirname "$0")/.."

as=${HOSTILE_AS:-2147483648}
target=${CARGO_TARGET_DIR:-target}
bin=${WORDGAMES:-}
if [ -z "$bin" ]; then
  cargo build -q -p wordgames
  bin=$target/debug/wordgames
fi
. scripts/lib.sh
make_tmp
failures=0

# judge NAME STATUS: the verdict on one run, whose stderr is in $tmp/err.
judge() {
  local name=$1 status=$2 first
  first=$(head -n 1 "$tmp/err" | cut -c 1-200)
  if [ "$status" -eq 1 ] && grep -q '^wordgames: error:' "$tmp/err" \
    && ! grep -q 'memory allocation\|panicked' "$tmp/err"; then
    echo "ok   $name: $first"
  else
    echo "FAIL $name: exit status $status: $first"
    failures=$((failures + 1))
  fi
}

# run NAME SECONDS ARGS...: `wordgames ARGS` under the limit, stdin empty.
run() {
  local name=$1 seconds=$2 status=0
  shift 2
  timeout "$seconds" prlimit --as="$as" -- "$bin" "$@" </dev/null >/dev/null 2>"$tmp/err" \
    || status=$?
  judge "$name" "$status"
}

# run_fed NAME SECONDS PRODUCER ARGS...: the same with PRODUCER's endless output on stdin.
run_fed() {
  local name=$1 seconds=$2 producer=$3 status
  shift 3
  set +e
  bash -c "$producer" 2>/dev/null \
    | timeout "$seconds" prlimit --as="$as" -- "$bin" "$@" >/dev/null 2>"$tmp/err"
  status=${PIPESTATUS[1]}
  set -e
  judge "$name" "$status"
}

# Endless distinct words of letters a-z: a, b, ..., z, ba, bb, ...
endless_words='awk "BEGIN { for (i = 0; ; i++) { w = \"\"; n = i; do { w = sprintf(\"%c\", 97 + n % 26) w; n = int(n / 26) } while (n > 0); print w } }"'

echo "== WordNet: files that claim 1 TiB and more, and more than the total together"
fixture=crates/wordnet/tests/fixtures/tiny
for case in data.noun:1T index.sense:1T lexnames:8T noun.exc:16T; do
  file=${case%%:*} size=${case##*:}
  dir=$tmp/wn-$file
  cp -r "$fixture" "$dir"
  truncate -s "$size" "$dir/$file" 2>/dev/null || truncate -s 1T "$dir/$file"
  run "wordnet stats, $file of $size" 60 wordnet --dir "$dir" stats
  rm -rf "$dir"
done
dir=$tmp/wn-total
cp -r "$fixture" "$dir"
for file in data.noun data.verb data.adj data.adv index.noun; do
  truncate -s 250M "$dir/$file"
done
run "wordnet stats, five files of 250 MiB" 60 wordnet --dir "$dir" stats
rm -rf "$dir"
dir=$tmp/wn-zero
cp -r "$fixture" "$dir"
ln -sf /dev/zero "$dir/data.noun"
run "wordnet stats, data.noun on /dev/zero" 60 wordnet --dir "$dir" stats
rm -rf "$dir"

echo "== WordNet: the hypernym paths of a lattice of 60 diamonds (2^60 paths)"
dir=$tmp/wn-lattice
mkdir "$dir"
awk -v levels=60 -v dir="$dir" '
  function off(n) { return sprintf("%08d", 100 + n * 100) }
  function line(n, word, ups,    i, k, p) {
    k = split(ups, u, " ")
    p = ""
    for (i = 1; i <= k; i++) p = p " @ " off(u[i]) " n 0000"
    printf "%s 03 n 01 %s 0 %03d%s | node %d  \n", off(n), word, k, p, n > (dir "/data.noun")
    printf "%s n 1 %s 1 0 %s  \n", word, (k ? "1 @" : "0"), off(n) > (dir "/index.unsorted")
  }
  BEGIN {
    printf "  1 A hypernym lattice for a test (not WordNet data).  \n" > (dir "/data.noun")
    line(0, "r", "")
    for (i = 1; i <= levels; i++) {
      ups = (i == 1) ? "0" : (2 * i - 3) " " (2 * i - 2)
      line(2 * i - 1, "a" i, ups)
      line(2 * i, "b" i, ups)
    }
    line(2 * levels + 1, "z", (2 * levels - 1) " " (2 * levels))
  }'
LC_ALL=C sort "$dir/index.unsorted" >"$dir/index.noun"
rm "$dir/index.unsorted"
for pos in verb adj adv; do : >"$dir/data.$pos"; : >"$dir/index.$pos"; done
run "wordnet paths z.n.01" 60 wordnet --dir "$dir" paths z.n.01

echo "== Wordle: feedback tables of 300,000 × 300,000 words"
awk 'BEGIN { for (i = 0; i < 300000; i++) { w = ""; n = i; for (k = 0; k < 5; k++) { w = w sprintf("%c", 97 + n % 26); n = int(n / 26) } print w } }' \
  >"$tmp/words5"
run "wordle bench --answers --guesses" 120 wordle bench --answers "$tmp/words5" --guesses "$tmp/words5"
run "--lang nb --no-frequencies --words F wordle solve" 120 --lang nb --no-frequencies --words "$tmp/words5" wordle solve
run "wordle bench --answers /dev/zero" 60 wordle bench --answers /dev/zero

echo "== word lists: endless streams"
run_fed "--words /dev/stdin, endless distinct words" 300 "$endless_words" --words /dev/stdin lexicon stats
run "--words /dev/zero" 60 --words /dev/zero lexicon stats

echo "== wordseq: level files"
truncate -s 1T "$tmp/level.json"
run "wordseq check, a level of 1 TiB" 60 wordseq check "$tmp/level.json"
run "wordseq check /dev/zero" 60 wordseq check /dev/zero
printf '{"wordLength": 18446744073709551615, "initialGrid": []}' >"$tmp/level-huge.json"
run "wordseq check, a huge word length" 60 wordseq check "$tmp/level-huge.json"

echo "== library tests of the same limits, each test binary under prlimit --as=$as"
host=$(rustc -vV | sed -n 's/^host: //p' | tr 'a-z-' 'A-Z_')
export "CARGO_TARGET_${host}_RUNNER=prlimit --as=$as --"
cargo test -q -p wordgames-wordnet --test main -- \
  before_any_allocation hypernym_paths_of_a_lattice an_endless_file_is_an_error_at_the_bound \
  || failures=$((failures + 1))
cargo test -q -p wordgames-wordle --test main -- table_sizes lists_whose_table lists_from_a_reader_are_bounded \
  || failures=$((failures + 1))
cargo test -q -p wordgames-lexicon --test main -- an_fst_file_is_read_within_its_limit \
  || failures=$((failures + 1))
cargo test -q -p wordgames-lexicon --lib -- an_endless_stream_of_words an_endless_line \
  || failures=$((failures + 1))

if [ "$failures" -gt 0 ]; then
  echo "error: $failures hostile-allocation checks failed" >&2
  exit 1
fi
echo "every hostile allocation ended with a typed error"
