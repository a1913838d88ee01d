#!/usr/bin/env python3
"""Times NLTK's WordNet reader on the vendored WordNet 3.1, for docs/BENCHMARKS.md.

NLTK reads a WNDB folder but also wants `lexnames` (vendored) and `cntlist.rev`, which WordNet
3.1's npm package lacks; this script writes one from `index.sense` (the tag count is its fourth
field) into a temporary copy of the folder. Then, in a fresh interpreter each run, it times
opening the corpus reader and loading every synset (`list(wn.all_synsets())`), and prints the
median and the peak resident memory.

Usage: pip install nltk; scripts/nltk-wordnet-load.py [RUNS]
"""
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
DICT = os.path.join(HERE, "..", "crates", "wordnet-data", "wordnet-3.1")

CHILD = r"""
import resource, sys, time
t0 = time.perf_counter()
import nltk
from nltk.corpus.reader.wordnet import WordNetCorpusReader
wn = WordNetCorpusReader(nltk.data.find("corpora/wordnet"), None)
t1 = time.perf_counter()
n = sum(1 for _ in wn.all_synsets())
t2 = time.perf_counter()
dog = wn.synset("dog.n.01").hypernyms()
rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(f"{(t1 - t0) * 1e3:.1f} {(t2 - t0) * 1e3:.1f} {n} {rss:.0f}")
"""


def main():
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    with tempfile.TemporaryDirectory() as tmp:
        # NLTK reads corpora only from its data path: NLTK_DATA=tmp, corpora/wordnet inside.
        folder = os.path.join(tmp, "corpora", "wordnet")
        shutil.copytree(DICT, folder)
        with open(os.path.join(DICT, "index.sense"), encoding="utf-8") as index, open(
            os.path.join(folder, "cntlist.rev"), "w", encoding="utf-8"
        ) as cntlist:
            for line in index:
                key, _offset, number, count = line.split()
                if int(count) > 0:
                    cntlist.write(f"{key} {number} {count}\n")
        opens, alls, rss = [], [], []
        for _ in range(runs):
            out = subprocess.run(
                [sys.executable, "-c", CHILD],
                check=True,
                capture_output=True,
                text=True,
                env={**os.environ, "NLTK_DATA": tmp},
            ).stdout.split()
            opens.append(float(out[0]))
            alls.append(float(out[1]))
            rss.append(float(out[3]))
            synsets = int(out[2])
        print(f"NLTK WordNet reader on the vendored 3.1, {runs} fresh interpreters:")
        print(f"  open the reader: median {statistics.median(opens):.0f} ms")
        print(f"  open and load all {synsets} synsets: median {statistics.median(alls):.0f} ms")
        print(f"  peak resident memory: median {statistics.median(rss):.0f} MiB")


if __name__ == "__main__":
    main()
