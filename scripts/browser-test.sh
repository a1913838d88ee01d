#!/usr/bin/env bash
# The web app in a real browser: installs Debian's chromium and chromium-driver when they are
# missing (and fonts-noto-color-emoji, without which the emoji of the clues and share grids are
# drawn as empty boxes in the screenshots), builds the page's WebAssembly module
# (bindings/wasm/tools.sh installs the wasm32 target and wasm-bindgen-cli as .ci/run does;
# bindings/wasm/build.sh leaves pkg/ alone when the module did not change, so only what changed
# is rebuilt) and
# the server that embeds it, starts the server on a free loopback port, a static server for the
# worker example (bindings/wasm/examples/worker), and chromedriver, and runs the WebDriver test
# (crates/web-browser-test/tests/browser.rs, a package of its own so that the WebDriver client
# stays out of `cargo test --workspace`). The test plays one game of each kind to its end,
# compares the module with the server, measures the page, opens the worker example (English,
# then a bokmål board generated and solved from Debian's bokmaal list), then stops the servers
# and plays the page games offline (the English ones, and a bokmål Wordle); screenshots go to $BROWSER_OUT
# (/tmp/wordgames-browser by default; never commit them). Exits non-zero on any failure.
#
#   bash scripts/browser-test.sh            # the puzzles of 2026-11-22
#   BROWSER_DATE=2026-01-01 bash scripts/browser-test.sh
#   CARGO_TARGET_DIR=/elsewhere bash scripts/browser-test.sh   # honoured
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TERM_COLOR=never
target_dir=${CARGO_TARGET_DIR:-$PWD/target}

if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null \
  || ! dpkg -s fonts-noto-color-emoji >/dev/null 2>&1 || [ ! -f /usr/share/dict/bokmaal ]; then
  echo "== installing chromium, chromium-driver, fonts-noto-color-emoji and wnorwegian (apt-get)"
  if [ "$(id -u)" -ne 0 ]; then sudo=sudo; else sudo=; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq \
    chromium chromium-driver fonts-noto-color-emoji wnorwegian >/dev/null
fi
chromium --version
chromedriver --version

# axe-core from npm, for the accessibility checks, into the target directory (once).
axe="$target_dir/axe-core/node_modules/axe-core/axe.min.js"
if [ ! -f "$axe" ]; then
  echo "== installing axe-core (npm)"
  mkdir -p "$target_dir/axe-core"
  npm install --prefix "$target_dir/axe-core" --no-audit --no-fund --silent axe-core@4
fi

echo "== the wasm32 target and wasm-bindgen-cli"
bash bindings/wasm/tools.sh
echo "== building the page's WebAssembly module, the server and the browser test (release)"
bash bindings/wasm/build.sh
cargo build --release -p wordgames-web --bin wordgames-web
cargo test --release -p wordgames-web-browser-test --test browser --no-run

# A free loopback port, chosen by the kernel.
free_port() {
  python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()'
}

work=$(mktemp -d)
server_pid=
nb_pid=
driver_pid=
static_pid=
cleanup() {
  [ -n "$static_pid" ] && kill "$static_pid" 2>/dev/null || true
  [ -n "$driver_pid" ] && kill "$driver_pid" 2>/dev/null || true
  [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null || true
  [ -n "$nb_pid" ] && kill "$nb_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

# Waits up to 30 s for the server on port $1 (process $2, logging to $3, named $4) to answer;
# if it stops first, prints its log and fails.
wait_for_server() {
  for _ in $(seq 1 300); do
    if curl -fsS "http://127.0.0.1:$1/api/nettle/legend" >/dev/null 2>&1; then return 0; fi
    if ! kill -0 "$2" 2>/dev/null; then cat "$3"; echo "$4 stopped" >&2; exit 1; fi
    sleep 0.1
  done
}

port=$(free_port)
echo "== starting the server on 127.0.0.1:$port"
"$target_dir/release/wordgames-web" --bind 127.0.0.1 --port "$port" >"$work/server.log" 2>&1 &
server_pid=$!
wait_for_server "$port" "$server_pid" "$work/server.log" "the server"
curl -fsS "http://127.0.0.1:$port/api/nettle/legend" >/dev/null

# A server of bokmål words (--no-frequencies), from a small list written here (every word but one with æ, ø or å;
# Åse, a name, stays out of the puzzles). Every word but Åse carries a Zipf column of its own
# (3.00 to 5.49): the lexicon has frequencies, which the server sends the page's module
# (`/lexicon.frequencies`, as the module builds in English's alone) and the service worker keeps.
# The four-letter words make the day's wordseq level, which the module makes in the page.
printf '%s\n' blåbær rynket tøys fjære færre kløft smøre bølge ærlig månen våpen søster høyde \
  gråte kåret nærme sølv hær bær bål lår sår sær fæl Åse \
  bære være lære nære tære sære fæle ærme ærte æske føre røde søte møte søle føle høre røre \
  søke løpe løse løve høne døde føde kløe strø lønn bønn sønn døgn døse køye bøye føye høye \
  tøye røye nøye sløv bløt grøt fløt drøy båre både våre såre måte låse låne måne råte gåte \
  håpe såpe våte våge åker åpen ånde årer åtte måke råde tåke tåre såle håne låve kåpe tåle \
  våke nåde låst gått fått sått fjær fjøs sjel kjøp kjær kjøl gjær høst rødt søtt løst støy \
  støv støt lært sært nært sand land mann kone barn hest katt hund fisk fugl gris bord stol \
  seng vegg golv vann melk brød smør salt lese tale sove lage gate rase bare vare fare dale \
  male hale bane late mate rate sete leke reke lete hete sene lene ende else onde ondt ride \
  bite vite tine mine dine line time lime sild mild rund sund lund munn sunn tynn sukk rust \
  lyst rose lose dose kose pose rote note borg sorg torg mord nord \
  | awk '$0 == "Åse" { print; next } { printf "%s\t%d.%02d\n", $0, 3 + NR % 3, (NR * 37) % 50 }' >"$work/nb.txt"
nb_port=$(free_port)
echo "== starting a bokmål server (--lang nb --words) on 127.0.0.1:$nb_port"
# Graded by the list's own frequencies (--no-frequencies: by the shipped ones too few of these
# words are familiar enough for a Letter Boxed board).
"$target_dir/release/wordgames-web" --bind 127.0.0.1 --port "$nb_port" --lang nb --words "$work/nb.txt" --no-frequencies >"$work/nb.log" 2>&1 &
nb_pid=$!
wait_for_server "$nb_port" "$nb_pid" "$work/nb.log" "the bokmål server"

# The worker example's bokmål word list: Debian's bokmaal (ISO-8859-1, GPL, read here and
# never kept), its lower-case words of 3 to 8 letters, as UTF-8.
iconv -f latin1 -t utf-8 /usr/share/dict/bokmaal | grep -E '^[a-zæøå]{3,8}$' >"$work/worker-nb.txt"

static_port=$(free_port)
echo "== serving bindings/wasm (the worker example) on 127.0.0.1:$static_port"
python3 -m http.server --bind 127.0.0.1 --directory bindings/wasm "$static_port" >"$work/static.log" 2>&1 &
static_pid=$!

driver_port=$(free_port)
echo "== starting chromedriver on 127.0.0.1:$driver_port"
chromedriver --port="$driver_port" --allowed-ips=127.0.0.1 >"$work/chromedriver.log" 2>&1 &
driver_pid=$!
for _ in $(seq 1 100); do
  if curl -fsS "http://127.0.0.1:$driver_port/status" >/dev/null 2>&1; then break; fi
  sleep 0.1
done

out=${BROWSER_OUT:-/tmp/wordgames-browser}
rm -rf "$out"
mkdir -p "$out" "$work/profile"
echo "== playing every game in Chromium"
status=0
WORDGAMES_URL="http://127.0.0.1:$port" \
WEBDRIVER_URL="http://127.0.0.1:$driver_port" \
WORKER_URL="http://127.0.0.1:$static_port/examples/worker/index.html" \
SERVER_PID="$server_pid" \
NB_SERVER_PID="$nb_pid" \
WORKER_NB_WORDS="$work/worker-nb.txt" \
AXE_JS="$axe" \
WORDGAMES_NB_URL="http://127.0.0.1:$nb_port" \
WORDGAMES_NB_WORDS="$work/nb.txt" \
BROWSER_OUT="$out" \
BROWSER_PROFILE="$work/profile" \
  cargo test --release -p wordgames-web-browser-test --test browser -- --ignored --nocapture browser || status=$?

echo "== server log"
cat "$work/server.log"
if [ "$status" -ne 0 ]; then
  echo "== chromedriver log (last lines)"
  tail -n 30 "$work/chromedriver.log" || true
  echo "browser test FAILED" >&2
  exit "$status"
fi
echo "browser test passed; screenshots in $out/"
ls -1 "$out"/*.png
