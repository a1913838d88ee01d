#!/usr/bin/env bash
# The Python package (bindings/python): builds the wheel with maturin, installs it in a fresh
# virtual environment with pytest, NumPy, pandas, NLTK 3.10, Dask, matplotlib and mypy from
# PyPI, checks the type stubs against the module (mypy.stubtest, and their docstrings against
# help()'s), and runs its tests there (values against NLTK on the vendored WordNet 3.1 and on
# Debian's WordNet 3.0, errors through multiprocessing and a Dask LocalCluster, hostile calls
# in subprocesses, the games against the CLI's JSON, the opener ranking on a two-worker Dask
# LocalCluster) and its examples.
# Installs python3-venv and wordnet-base (apt) and maturin (PyPI, in target/python-tools) only
# when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-python3}
TOOLS=target/python-tools
VENV=target/python-test-venv
WHEELS=target/python-wheels

if ! "$PYTHON" -c 'import venv, ensurepip' 2>/dev/null; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq python3-venv
fi
# WordNet 3.0 (Debian's wordnet-base, /usr/share/wordnet): the tests compare it with NLTK too.
if [ ! -f /usr/share/wordnet/data.noun ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq wordnet-base
fi
if [ ! -x "$TOOLS/bin/maturin" ]; then
  "$PYTHON" -m venv "$TOOLS"
  "$TOOLS/bin/pip" install -q 'maturin>=1.5,<2'
fi

# The crate is its own workspace (a Python extension cannot link into cargo test --workspace).
cargo fmt --manifest-path bindings/python/Cargo.toml -- --check
cargo clippy --manifest-path bindings/python/Cargo.toml --all-targets -- -D warnings

# The wheel embeds WordNet 3.1: its licence travels with it.
cmp crates/wordnet-data/wordnet-3.1/LICENSE bindings/python/python/wordgames/LICENSE-WORDNET

rm -rf "$WHEELS"
"$TOOLS/bin/maturin" build --release -m bindings/python/Cargo.toml -o "$WHEELS"

# A fresh environment: what a user gets from `pip install` of the wheel, no Rust involved.
rm -rf "$VENV"
"$PYTHON" -m venv "$VENV"
"$VENV/bin/pip" install -q pytest numpy pandas "nltk==3.10.*" "dask[distributed]" matplotlib mypy
"$VENV/bin/pip" install -q "$WHEELS"/wordgames-*.whl

# The stubs cannot drift: mypy.stubtest checks them against the installed module, and their
# docstrings are help()'s (scripts/stub_docs.py rewrites them from the module).
allowlist="$PWD/bindings/python/stubtest-allowlist.txt"
(cd "$VENV" && bin/python -m mypy.stubtest --ignore-disjoint-bases --allowlist "$allowlist" wordgames)
"$VENV/bin/python" bindings/python/scripts/stub_docs.py --check

# The games are compared with the CLI's `daily --json`.
cargo build -q -p wordgames
export WORDGAMES_CLI="$PWD/target/debug/wordgames"

cd bindings/python
set +e
"../../$VENV/bin/python" -m pytest -q -p no:cacheprovider tests
rc=$?
set -e
if [ "$rc" -eq 5 ]; then
  echo "error: pytest collected no tests in bindings/python/tests" >&2
  exit 1
fi
[ "$rc" -eq 0 ] || exit "$rc"

# The examples a researcher runs: each prints its table; the plots go to a scratch directory.
plots=$(mktemp -d)
trap 'rm -rf "$plots"' EXIT
echo "== examples/similarity_study.py"
"../../$VENV/bin/python" examples/similarity_study.py
echo "== examples/wordle_study.py"
"../../$VENV/bin/python" examples/wordle_study.py 3 "$plots"   # 5 in the README: 30 s more
echo "== examples/letter_boxed_study.py"
"../../$VENV/bin/python" examples/letter_boxed_study.py 2026 "$plots"
for plot in wordle_study letter_boxed_study; do
  [ -s "$plots/$plot.png" ] || { echo "error: examples/$plot.py saved no plot" >&2; exit 1; }
done
