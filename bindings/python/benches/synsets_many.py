"""synsets() of 10,000 words from Python: wordgames' `synsets_many` (one call) against NLTK's
`synsets` loop, warm (its second pass onwards, with its synset cache filled), in one process.

The words are those of benches/similarity.py (every 14th lemma name of WordNet 3.1 in sorted
order, shuffled with seed 5, an -s added to every other one). Prints the median of
`RUNS` (default 21) calls of `synsets_many`, wall time (what a caller waits: the look-ups run
one run a core) and CPU time of the process (every thread), and NLTK's median of 3 warm passes.
Needs the wheel and nltk installed; run from bindings/python:

    python benches/synsets_many.py [RUNS]
"""
import importlib.util
import pathlib
import random
import statistics
import sys
import tempfile
import time

REPO = pathlib.Path(__file__).resolve().parents[3]


def main():
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 21
    spec = importlib.util.spec_from_file_location("nltk_similarity",
                                                  REPO / "scripts" / "nltk-similarity.py")
    s = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(s)
    nwn = s.reader(s.prepare(tempfile.mkdtemp(), s.DICT31, "wn31"))
    from wordgames import wordnet as wn

    names = sorted(nwn.all_lemma_names())[::14][:10000]
    random.Random(5).shuffle(names)
    words = [w + "s" if i % 2 else w for i, w in enumerate(names)]
    [nwn.synsets(w) for w in words]  # NLTK's first pass fills its cache
    nltk = []
    for _ in range(3):
        t = time.perf_counter()
        theirs = [nwn.synsets(w) for w in words]
        nltk.append(time.perf_counter() - t)
    ours = wn.synsets_many(words)
    assert [[x.name() for x in r] for r in ours] == [[x.name() for x in r] for r in theirs]
    wall, cpu = [], []
    for _ in range(runs):
        t, c = time.perf_counter(), time.process_time()
        ours = wn.synsets_many(words)
        wall.append(time.perf_counter() - t)
        cpu.append(time.process_time() - c)
    n, w, c = statistics.median(nltk), statistics.median(wall), statistics.median(cpu)
    print(f"NLTK warm {1e3 * n:.1f} ms; synsets_many wall {1e3 * w:.2f} ms ({n / w:.1f} times), "
          f"CPU {1e3 * c:.2f} ms ({n / c:.1f} times)")


if __name__ == "__main__":
    main()
