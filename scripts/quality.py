#!/usr/bin/env python3
"""Scores the words every game shows a player against an independent frequency source.

For each language (en, nb, de, es, pl, uk) this runs the `shown_words` example of
wordgames-puzzles (a release build) over a range of dates, scores every shown word with
wordfreq's `zipf_frequency(word, lang)` (wordfreq's own tokenizer on the word as shown; 3.0 is
once in a million words, 2.0 once in a hundred million, 0 unknown to wordfreq), and prints
Markdown tables: for each language, game and kind of word, how many words were shown, their
median Zipf, the share at 2.0 or more and the share unknown; the NYT's hand-picked Wordle answers
(crates/wordle/data/answers.txt) as the anchor; and the generation time of each game.

The script installs nothing. Run it from the repository root in a virtual environment that has
wordfreq from PyPI, with Debian's word lists installed (apt packages wnorwegian wngerman wspanish
wpolish wukrainian, as .ci/run installs them):

    python3 -m venv /tmp/q && /tmp/q/bin/pip install wordfreq==3.1.1
    /tmp/q/bin/python scripts/quality.py > /tmp/quality.md

Options: --days N (60), --from YYYY-MM-DD (2026-12-01), --langs en,nb,... (all six),
--save DIR (keep each language's JSON lines there), --load DIR (score lines saved before, run
nothing), --bin PATH (a dump already built: no cargo).
docs/QUALITY.md says what the tables mean and holds the figures measured.
"""

import argparse
import importlib.metadata
import json
import os
import statistics
import subprocess
import sys
import time

try:
    import wordfreq
except ImportError:
    sys.exit(
        "quality.py: the wordfreq package is missing; run it in a virtual environment that has it:\n"
        "  python3 -m venv /tmp/q && /tmp/q/bin/pip install wordfreq==3.1.1\n"
        "  /tmp/q/bin/python scripts/quality.py"
    )

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Debian's list of each language other than English, and the wordfreq language code.
LISTS = {
    "nb": "/usr/share/dict/bokmaal",
    "de": "/usr/share/dict/ngerman",
    "es": "/usr/share/dict/spanish",
    "pl": "/usr/share/dict/polish",
    "uk": "/usr/share/dict/ukrainian",
}
LANGS = ["en", "nb", "de", "es", "pl", "uk"]
GAME_ORDER = ["letter-boxed", "word-blender", "wordle", "wordseq", "nettle"]
KIND_NAMES = {
    ("letter-boxed", "solution"): "shown solution",
    ("letter-boxed", "chain"): "built from",
    ("word-blender", "six"): "six-letter word",
    ("word-blender", "find"): "words to find",
    ("word-blender", "bonus"): "bonus words",
    ("wordle", "answer"): "answer",
    ("wordseq", "best"): "best game's words",
    ("nettle", "target"): "target",
    ("nettle", "route"): "route words",
}
ANCHOR = os.path.join(ROOT, "crates", "wordle", "data", "answers.txt")
# The goal: in English at or above the anchor; elsewhere these floors.
GOAL_MEDIAN, GOAL_SHARE2, GOAL_UNKNOWN = 3.0, 0.95, 0.01


def zipf(word, lang, cache={}):
    key = (word, lang)
    if key not in cache:
        cache[key] = wordfreq.zipf_frequency(word, lang)
    return cache[key]


def summary(scores):
    n = len(scores)
    if n == 0:
        return None
    return {
        "n": n,
        "median": statistics.median(scores),
        "share2": sum(s >= 2.0 for s in scores) / n,
        "unknown": sum(s == 0 for s in scores) / n,
    }


def meets(row, lang, anchor):
    if lang == "en":
        return (
            row["median"] >= anchor["median"]
            and row["share2"] >= anchor["share2"]
            and row["unknown"] <= anchor["unknown"]
        )
    return (
        row["median"] >= GOAL_MEDIAN
        and row["share2"] >= GOAL_SHARE2
        and row["unknown"] <= GOAL_UNKNOWN
    )


def pct(x):
    return f"{100 * x:.1f} %"


def build():
    subprocess.run(
        ["cargo", "build", "--release", "-p", "wordgames-puzzles", "--example", "shown_words"],
        cwd=ROOT,
        check=True,
        stdout=sys.stderr,
    )
    target = os.environ.get("CARGO_TARGET_DIR") or os.path.join(ROOT, "target")
    if not os.path.isabs(target):
        target = os.path.join(ROOT, target)
    return os.path.join(target, "release", "examples", "shown_words")


def dump(binary, lang, start, days, save, load):
    if load:
        with open(os.path.join(load, f"shown-{lang}.jsonl"), encoding="utf-8") as f:
            return [json.loads(line) for line in f if line.strip()], 0.0
    args = [binary, "--lang", lang, "--from", start, "--days", str(days)]
    if lang in LISTS:
        if not os.path.exists(LISTS[lang]):
            sys.exit(f"quality.py: {LISTS[lang]} is missing (apt-get install the Debian list)")
        args += ["--words", LISTS[lang], "--lenient"]
    began = time.monotonic()
    run = subprocess.run(args, capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"quality.py: {' '.join(args)} failed ({run.returncode}):\n{run.stderr}")
    out = run.stdout
    took = time.monotonic() - began
    if save:
        os.makedirs(save, exist_ok=True)
        with open(os.path.join(save, f"shown-{lang}.jsonl"), "w", encoding="utf-8") as f:
            f.write(out)
    return [json.loads(line) for line in out.splitlines() if line.strip()], took


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--days", type=int, default=60)
    parser.add_argument("--from", dest="start", default="2026-12-01")
    parser.add_argument("--langs", default=",".join(LANGS))
    parser.add_argument("--save", help="a directory to keep each language's JSON lines in")
    parser.add_argument("--load", help="a directory of JSON lines saved by --save: run nothing")
    parser.add_argument("--bin", help="the shown_words example, already built")
    opts = parser.parse_args()

    binary = None if opts.load else opts.bin or build()
    with open(ANCHOR, encoding="utf-8") as f:
        anchor_words = [w.strip() for w in f if w.strip()]
    anchor = summary([zipf(w, "en") for w in anchor_words])

    rows, times, errors, setups = [], [], [], []
    for lang in opts.langs.split(","):
        lines, took = dump(binary, lang, opts.start, opts.days, opts.save, opts.load)
        words, ms, cpu, failed = {}, {}, {}, {}
        for line in lines:
            if "setup" in line:
                setups.append((lang, line["setup"], line["ms"]))
                continue
            game = line["game"]
            if "error" in line:
                failed.setdefault(game, []).append(f'{line["date"]}: {line["error"]}')
                continue
            ms.setdefault(game, []).append(line["ms"])
            cpu.setdefault(game, []).append(line["cpu_ms"])
            for kind, shown in line["shown"].items():
                words.setdefault((game, kind), []).extend(shown)
        for (game, kind), shown in sorted(
            words.items(), key=lambda kv: (GAME_ORDER.index(kv[0][0]), kv[0][1] != "solution")
        ):
            row = summary([zipf(w, lang) for w in shown])
            if row:
                row.update(lang=lang, game=game, kind=KIND_NAMES.get((game, kind), kind))
                row["goal"] = meets(row, lang, anchor)
                rows.append(row)
        for game in GAME_ORDER:
            if game in ms:
                times.append((lang, game, len(ms[game]), sum(ms[game]), statistics.median(ms[game]),
                               max(ms[game]), sum(cpu[game])))
            for error in failed.get(game, []):
                errors.append((lang, game, error))
        if not opts.load:
            print(f"quality.py: {lang} dumped in {took:.1f} s", file=sys.stderr)

    print(f"Dates: {opts.days} from {opts.start}. Zipf from wordfreq {importlib.metadata.version('wordfreq')}.")
    print()
    print("| language | game | kind of word | n | median Zipf | at 2.0 or more | unknown (0) | goal |")
    print("|---|---|---|---:|---:|---:|---:|---|")
    print(f"| en | NYT Wordle answers (anchor) | answer | {anchor['n']} | {anchor['median']:.2f} | "
          f"{pct(anchor['share2'])} | {pct(anchor['unknown'])} | anchor |")
    for r in rows:
        print(f"| {r['lang']} | {r['game']} | {r['kind']} | {r['n']} | {r['median']:.2f} | "
              f"{pct(r['share2'])} | {pct(r['unknown'])} | {'met' if r['goal'] else 'not met'} |")
    print()
    print("Generation time: the wall time of each game's daily function over the dates, release "
          "build (CPU time of the process over the same calls, every thread, beside it).")
    print()
    print("| language | game | dates | total wall | median a date | slowest date | total CPU |")
    print("|---|---|---:|---:|---:|---:|---:|")
    for lang, game, n, total, median, slowest, cpu in times:
        print(f"| {lang} | {game} | {n} | {total / 1000:.2f} s | {median:.0f} ms | "
              f"{slowest:.0f} ms | {cpu / 1000:.2f} s |")
    if setups:
        print()
        print("Paid once a run: " + "; ".join(f"{lang} {what} {ms / 1000:.2f} s"
                                               for lang, what, ms in setups) + ".")
    if errors:
        print()
        print("Dates without a puzzle:")
        print()
        for lang, game, error in errors:
            print(f"- {lang} {game} {error}")


if __name__ == "__main__":
    main()
