"""A similarity study: the nouns most similar to a synset, and a similarity matrix.

    python examples/similarity_study.py [SYNSET] [N]

Ranks N nouns (every k-th noun of WordNet 3.1, default 2,000) by each of path, wup and lin
similarity to SYNSET (default car.n.01), prints the top 10 of each, and the 6x6 wup matrix of a
few everyday nouns. lin uses information content from WordNet's own sense tag counts.
"""
import sys
import time

import numpy as np

from wordgames import wordnet as wn


def main():
    target = wn.synset(sys.argv[1] if len(sys.argv) > 1 else "car.n.01")
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
    nouns = wn.all_synsets("n")
    nouns = nouns[:: max(1, len(nouns) // n)][:n]
    ic = wn.ic_from_tag_counts()

    columns = {}
    for measure in ("path", "wup", "lin"):
        t = time.perf_counter()
        m = wn.similarity_matrix([target], nouns, measure, ic=ic if measure == "lin" else None)
        columns[measure] = m[0]
        print(f"{measure}: {len(nouns)} pairs in {1e3 * (time.perf_counter() - t):.1f} ms")

    print(f"\nThe nouns most similar to {target.name()} ({target.definition()}):")
    print(f"{'rank':>4}  " + "  ".join(f"{m:<34}" for m in columns))
    order = {m: np.argsort(-np.nan_to_num(v, nan=-1.0))[:10] for m, v in columns.items()}
    for r in range(10):
        cells = [f"{nouns[order[m][r]].name():<26}{columns[m][order[m][r]]:8.4f}" for m in columns]
        print(f"{r + 1:>4}  " + "  ".join(cells))

    words = ["dog.n.01", "cat.n.01", "car.n.01", "bicycle.n.01", "apple.n.01", "banana.n.02"]
    synsets = [wn.synset(w) for w in words]
    m = wn.similarity_matrix(synsets, synsets, "wup")
    print("\nwup similarity:")
    print(" " * 14 + "".join(f"{w.split('.')[0]:>10}" for w in words))
    for w, row in zip(words, m):
        print(f"{w:<14}" + "".join(f"{x:10.3f}" for x in row))


if __name__ == "__main__":
    main()
