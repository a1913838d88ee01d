"""Speed from Python, with NLTK in the same interpreter (docs/BENCHMARKS.md, "From Python").

    python benches/similarity.py [NLTK_SAMPLE] [--words FILE]

1. import of `wordgames.wordnet` and the bundled WordNet's load (a first `wn.synset`), in fresh
   interpreters (5 runs), against NLTK's WordNetCorpusReader on the vendored 3.1 (one run);
2. every measure over all pairs of 1,000 nouns (every 82nd noun in data-file order, as
   wordgames-wordnet's `similarity_pairs` example): `wn.similarity_matrix(nouns, nouns, m)`, the
   whole 1,000 x 1,000 square (1,000,000 ordered pairs), CPU time of the calling thread, per
   pair and for 499,500 pairs; NLTK's time per pair over NLTK_SAMPLE (default 500) random pairs
   of the same nouns (seed 20261122), times 499,500. res, jcn and lin use `wn.ic` of the tests'
   gloss corpus on both sides. 3. morphy and synsets() over 10,000 words, both libraries, one
   call a word and (wordgames) one bulk call for all: `morphy_many`, `synsets_many`, each
   against NLTK warm (its second pass, with its synset cache filled). The words: every 14th
   lemma name of WordNet 3.1 in sorted order, shuffled with seed 5, an -s added to every other
   one (printed with a hash of the list; `--words FILE` also writes them there, one a line).
Needs the wheel, numpy and nltk installed; run from bindings/python.
"""
import hashlib
import importlib.util
import pathlib
import random
import statistics
import subprocess
import sys
import tempfile
import time

HERE = pathlib.Path(__file__).resolve().parent
REPO = HERE.parents[2]
MEASURES = ["path", "lch", "wup", "res", "jcn", "lin"]


def script():
    spec = importlib.util.spec_from_file_location("nltk_similarity", REPO / "scripts" / "nltk-similarity.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def load_times():
    code = ("import time; t = time.perf_counter(); from wordgames import wordnet as wn; "
            "wn.synset('dog.n.01'); print(time.perf_counter() - t)")
    return [float(subprocess.run([sys.executable, "-c", code], check=True, capture_output=True,
                                 text=True).stdout) for _ in range(5)]


def main():
    args = sys.argv[1:]
    words_out = None
    if "--words" in args:
        i = args.index("--words")
        words_out = args[i + 1]
        del args[i:i + 2]
    sample = int(args[0]) if args else 500
    loads = load_times()
    print(f"import + bundled load: {', '.join(f'{1e3 * t:.0f}' for t in loads)} ms "
          f"(median {1e3 * statistics.median(loads):.0f} ms)")

    s = script()
    data = s.prepare(tempfile.mkdtemp(), s.DICT31, "wn31")
    t = time.perf_counter()
    nwn = s.reader(data)
    nwn.synset("dog.n.01")
    print(f"NLTK WordNetCorpusReader load: {1e3 * (time.perf_counter() - t):.0f} ms")
    reader = s.write_corpus(data)
    text = (pathlib.Path(data) / "corpora" / "glosses" / "glosses.txt").read_text()

    from wordgames import wordnet as wn

    # morphy and synsets() over 10,000 words: lemma names (every 14th, in a seeded order) with an
    # -s added to every other one, so that both the form itself and the rules are tried.
    names = nwn.all_lemma_names()
    names = sorted(names)[::14][:10000]
    random.Random(5).shuffle(names)
    words = [w + "s" if i % 2 else w for i, w in enumerate(names)]
    digest = hashlib.sha256("\n".join(words).encode()).hexdigest()[:16]
    print(f"\nwords: {len(words)}, sha256 of the lines {digest}, first {words[:4]}")
    if words_out:
        pathlib.Path(words_out).write_text("\n".join(words) + "\n", encoding="utf-8")
    nltk_warm = {}
    for label, ours_f, theirs_f in (
        ("morphy(word, 'n')", lambda w: wn.morphy(w, "n"), lambda w: nwn.morphy(w, "n")),
        ("synsets(word)", wn.synsets, nwn.synsets),
    ):
        t = time.process_time()
        ours_out = [ours_f(w) for w in words]
        ours_t = time.process_time() - t
        t = time.process_time()
        theirs_out = [theirs_f(w) for w in words]
        cold_t = time.process_time() - t
        t = time.process_time()  # again, with NLTK's synset cache filled
        theirs_out = [theirs_f(w) for w in words]
        theirs_t = time.process_time() - t
        if label.startswith("synsets"):
            ours_out = [[x.name() for x in r] for r in ours_out]
            theirs_out = [[x.name() for x in r] for r in theirs_out]
        assert ours_out == theirs_out, label
        nltk_warm[label] = theirs_t
        print(f"{label} over {len(words)} words: wordgames {1e3 * ours_t:.1f} ms CPU, "
              f"NLTK warm {1e3 * theirs_t:.1f} ms CPU ({theirs_t / ours_t:.1f}x), "
              f"NLTK's first pass {1e3 * cold_t:.1f} ms ({cold_t / ours_t:.1f}x)")
    # The bulk calls: the same answers, in one call; median of 5 runs each.
    for label, bulk, one, nltk in (
        ("morphy_many(words, 'n')", lambda: wn.morphy_many(words, "n"),
         lambda: [wn.morphy(w, "n") for w in words], nltk_warm["morphy(word, 'n')"]),
        ("synsets_many(words)", lambda: wn.synsets_many(words),
         lambda: [wn.synsets(w) for w in words], nltk_warm["synsets(word)"]),
    ):
        bulk_t, one_t = [], []
        for _ in range(5):
            t = time.process_time()
            got = bulk()
            bulk_t.append(time.process_time() - t)
            t = time.process_time()
            want = one()
            one_t.append(time.process_time() - t)
        assert got == want, label
        b, o = statistics.median(bulk_t), statistics.median(one_t)
        print(f"{label}, one call for {len(words)} words: {1e3 * b:.1f} ms CPU (median of 5), "
              f"the one-call loop {1e3 * o:.1f} ms ({o / b:.1f}x), "
              f"NLTK warm {1e3 * nltk:.1f} ms ({nltk / b:.1f}x)")

    nouns = wn.all_synsets("n")[::82][:1000]
    assert len(nouns) == 1000
    ic, nic = wn.ic(text), nwn.ic(reader)
    theirs = [nwn.synset(x.name()) for x in nouns]
    rng = random.Random(20261122)
    pairs = []
    while len(pairs) < sample:
        i, j = rng.randrange(1000), rng.randrange(1000)
        if i < j:
            pairs.append((i, j))
    # Warm both sides (the crate's hierarchy and covers, NLTK's caches).
    wn.similarity_matrix(nouns[:10], nouns[:10], "lin", ic=ic)
    for a in theirs:
        a.min_depth()
    for m in MEASURES:  # NLTK's lch computes each part of speech's depth on its first call
        getattr(theirs[0], m + "_similarity")(theirs[1], *((nic,) if m in ("res", "jcn", "lin") else ()))

    print(f"\n| measure | wordgames, 1,000,000 pairs (CPU) | per pair | for 499,500 pairs | "
          f"NLTK per pair ({sample} sampled, CPU) | NLTK, 499,500 pairs | NLTK / wordgames |")
    print("|---|---|---|---|---|---|---|")
    for m in MEASURES:
        kw = {"ic": ic} if m in ("res", "jcn", "lin") else {}
        t = time.thread_time()
        matrix = wn.similarity_matrix(nouns, nouns, m, **kw)
        ours = (time.thread_time() - t) / 1e6
        f = getattr(type(theirs[0]), m + "_similarity")
        args = (nic,) if kw else ()
        t = time.process_time()
        for i, j in pairs:
            try:
                v = f(theirs[i], theirs[j], *args)
            except Exception:
                v = None
            w = matrix[i, j]
            assert (v is None and w != w) or abs(v - w) <= 1e-9 * max(1.0, abs(v)), (m, i, j, v, w)
        nltk = (time.process_time() - t) / len(pairs)
        print(f"| {m} | {ours * 1e9:.0f} ms | {1e9 * ours:.0f} ns | "
              f"{ours * 499500 * 1e3:.1f} ms | {1e6 * nltk:.0f} µs | {nltk * 499500:.0f} s | "
              f"{nltk / ours:,.0f} |")


if __name__ == "__main__":
    main()
