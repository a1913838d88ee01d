#!/usr/bin/env python3
"""NLTK's WordNet names, paths, similarity measures and information content on the vendored
WordNet 3.1: the fixtures `crates/wordnet/tests/similarity_nltk.rs` compares against, and the
NLTK side of the similarity benchmark in docs/BENCHMARKS.md.

Usage (NLTK from PyPI: `pip install nltk`; no NLTK data is downloaded):

    scripts/nltk-similarity.py fixture [OUT_DIR]   # default crates/wordnet/tests/fixtures/nltk
    scripts/nltk-similarity.py paths [OUT_DIR]     # paths.tsv alone (fixture writes it too)
    scripts/nltk-similarity.py bench [SAMPLE] [--all-pairs]
        # NLTK's time per pair (wall and CPU), SAMPLE pairs a measure; with --all-pairs, res,
        # jcn and lin are also timed over all 499,500 pairs

NLTK reads a WNDB folder from its data path only, and wants `lexnames` (vendored) and
`cntlist.rev` (WordNet 3.1 has none), so the script copies the vendored folder into a temporary
NLTK data directory and writes `cntlist.rev` from `index.sense` (`key number count`, the lines
with a count). WordNet 3.0 as Debian's `wordnet-base` installs it (/usr/share/wordnet, no
`index.sense`, no `lexnames`) gets `lexnames` from the vendored folder (the same 45 files) and an
`index.sense` whose keys are computed from the data files, which NLTK only reads to build its
(unused here) mapping to 3.0.

The corpus for information content is written here, not committed: the gloss of every 100th
synset of WordNet 3.1 in data-file order (nouns, verbs, adjectives, adverbs), one a line, read
by NLTK's PlaintextCorpusReader. The Rust tests write the same text from the same WordNet.
"""
import collections
import math
import os
import random
import shutil
import statistics
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
DICT31 = os.path.join(HERE, "..", "crates", "wordnet-data", "wordnet-3.1")
DICT30 = "/usr/share/wordnet"
OUT = os.path.join(HERE, "..", "crates", "wordnet", "tests", "fixtures", "nltk")
SEED = 20261122
ALL_PAIRS = False  # bench --all-pairs: res, jcn and lin over every pair too
CORPUS_STEP = 100
DATA_FILES = ["noun", "verb", "adj", "adv"]


def fnv1a(text, h=0xCBF29CE484222325):
    """64-bit FNV-1a over UTF-8, as the Rust test computes it."""
    for b in text.encode("utf-8"):
        h ^= b
        h = (h * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return h


def prepare(tmp, source, name):
    """Copies a WNDB folder to TMP/NAME/corpora/wordnet with what NLTK needs; returns the data
    directory to point NLTK_DATA at."""
    data = os.path.join(tmp, name)
    folder = os.path.join(data, "corpora", "wordnet")
    shutil.copytree(source, folder)
    if not os.path.exists(os.path.join(folder, "lexnames")):
        shutil.copy(os.path.join(DICT31, "lexnames"), folder)
    sense = os.path.join(folder, "index.sense")
    if not os.path.exists(sense):
        lines = []
        types = {"n": 1, "v": 2, "a": 3, "s": 5, "r": 4}
        for suffix in DATA_FILES:
            with open(os.path.join(folder, "data." + suffix), encoding="utf-8") as f:
                for line in f:
                    if line.startswith(" "):
                        continue
                    fields = line.split()
                    count = int(fields[3], 16)
                    for i in range(count):
                        lemma = fields[4 + 2 * i].split("(")[0].lower()
                        lex_id = int(fields[5 + 2 * i], 16)
                        key = f"{lemma}%{types[fields[2]]}:{fields[1]}:{lex_id:02d}::"
                        lines.append(f"{key} {fields[0]} {i + 1} 0\n")
        with open(sense, "w", encoding="utf-8") as f:
            f.writelines(sorted(lines))
    cntlist = os.path.join(folder, "cntlist.rev")
    if not os.path.exists(cntlist):
        with open(sense, encoding="utf-8") as index, open(cntlist, "w", encoding="utf-8") as out:
            for line in index:
                key, _offset, number, count = line.split()
                if int(count) > 0:
                    out.write(f"{key} {number} {count}\n")
    return data


def reader(data):
    os.environ["NLTK_DATA"] = data
    import warnings

    import nltk

    nltk.data.path[:] = [data]
    from nltk.corpus.reader.wordnet import WordNetCorpusReader

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return WordNetCorpusReader(nltk.data.find("corpora/wordnet"), None)


def write_corpus(data):
    """The gloss of every CORPUS_STEP-th synset, one a line, in NLTK_DATA/corpora/glosses."""
    folder = os.path.join(data, "corpora", "glosses")
    os.makedirs(folder, exist_ok=True)
    wn_folder = os.path.join(data, "corpora", "wordnet")
    i = 0
    with open(os.path.join(folder, "glosses.txt"), "w", encoding="utf-8") as out:
        for suffix in DATA_FILES:
            with open(os.path.join(wn_folder, "data." + suffix), encoding="utf-8") as f:
                for line in f:
                    if line.startswith(" "):
                        continue
                    if i % CORPUS_STEP == 0:
                        out.write(line.split("|", 1)[1].strip() + "\n")
                    i += 1
    from nltk.corpus.reader import PlaintextCorpusReader

    return PlaintextCorpusReader(folder, ["glosses.txt"])


def tag_ic(wn, smoothing=1.0):
    """wn.ic()'s propagation, fed WordNet's sense tag counts (cntlist.rev) instead of a
    corpus: each sense's count goes to its synset, its hypernym lists and the root."""
    from nltk.corpus.reader.wordnet import ADJ, ADJ_SAT, POS_LIST

    ic = {pp: collections.defaultdict(float) for pp in POS_LIST}
    if smoothing > 0.0:
        for pp in POS_LIST:
            ic[pp][0] = smoothing
        for ss in wn.all_synsets():
            pos = ADJ if ss._pos == ADJ_SAT else ss._pos
            ic[pos][ss._offset] = smoothing
    with wn.open("cntlist.rev") as f:
        for line in f:
            key, _number, count = line.split()
            ss = wn.lemma_from_key(key).synset()
            weight = float(count)
            pos = ADJ if ss._pos == ADJ_SAT else ss._pos
            for level in ss._iter_hypernym_lists():
                for hh in level:
                    ic[pos][hh._offset] += weight
            ic[pos][0] += weight
    return ic


def fmt(value):
    if value is None:
        return "None"
    return "%.12g" % value


def call(f, *args):
    try:
        return fmt(f(*args))
    except Exception:  # NLTK raises WordNetError, ZeroDivisionError: the test expects an error
        return "error"


def names_digest(wn):
    """(count, FNV-1a) of every synset name, every lemma name and every lemma key, each a
    line, synsets in data-file order."""
    synsets, lemmas, keys = [], [], []
    for ss in wn.all_synsets():
        synsets.append(f"{ss.offset()} {ss.pos()} {ss.name()}\n")
        for lemma in ss.lemmas():
            lemmas.append(f"{ss.name()}.{lemma.name()}\n")
            keys.append(lemma.key() + "\n")
    return [
        ("synset-names", len(synsets), fnv1a("".join(synsets))),
        ("lemma-names", len(lemmas), fnv1a("".join(lemmas))),
        ("sense-keys", len(keys), fnv1a("".join(keys))),
    ]


def header(out, what, extra=(), script="nltk-similarity.py", seed=SEED):
    """Writes a fixture's header: what it holds, the script, NLTK, Python and seed that made it."""
    import platform

    import nltk

    out.write(f"# {what}\n")
    out.write(
        f"# made by scripts/{script} fixture with NLTK {nltk.__version__} on CPython "
        f"{platform.python_version()}, seed {seed}\n"
    )
    for line in extra:
        out.write(f"# {line}\n")


def fixture(out_dir):
    import nltk

    os.makedirs(out_dir, exist_ok=True)
    rng = random.Random(SEED)
    with tempfile.TemporaryDirectory() as tmp:
        data = prepare(tmp, DICT31, "wn31")
        wn = reader(data)
        corpus = write_corpus(data)
        words = corpus.words()
        ic = wn.ic(corpus)
        ic_plain = wn.ic(corpus, weight_senses_equally=True, smoothing=0.0)
        ic_tags = tag_ic(wn)
        by_pos = {p: list(wn.all_synsets(p)) for p in "nvasr"}
        nouns, verbs = by_pos["n"], by_pos["v"]
        adjectives = by_pos["a"]  # heads and satellites

        # --- names: every synset name, lemma name and lemma key, hashed ---
        with open(os.path.join(out_dir, "names.txt"), "w", encoding="utf-8") as out:
            header(out, "NLTK's names of WordNet 3.1: what count hashes to what (FNV-1a 64 of the lines)")
            for what, count, digest in names_digest(wn):
                out.write(f"3.1 {what} {count} {digest:016x}\n")

        # --- pairs: the six measures, information content from the gloss corpus ---
        pairs = []
        pairs += [("random nouns", rng.choice(nouns), rng.choice(nouns)) for _ in range(1250)]
        pairs += [("random verbs", rng.choice(verbs), rng.choice(verbs)) for _ in range(1000)]
        for _ in range(25):
            s = rng.choice(nouns)
            pairs.append(("itself", s, s))
            s = rng.choice(verbs)
            pairs.append(("itself", s, s))
        for _ in range(100):
            s = rng.choice(nouns)
            up = sorted(s.common_hypernyms(s))
            pairs.append(("noun and hypernym", s, rng.choice(up)))
        for _ in range(100):
            s = rng.choice(verbs)
            root = rng.choice(sorted(s.root_hypernyms()))
            pairs.append(("verb and root", s, root) if rng.random() < 0.5 else ("root and verb", root, s))
        pairs += [("noun and verb", rng.choice(nouns), rng.choice(verbs)) for _ in range(100)]
        pairs += [("adjectives", rng.choice(adjectives), rng.choice(adjectives)) for _ in range(50)]
        pairs += [("adjective and noun", rng.choice(adjectives), rng.choice(nouns)) for _ in range(50)]
        pairs += [("adverbs", rng.choice(by_pos["r"]), rng.choice(by_pos["r"])) for _ in range(25)]
        pairs += [("adverb and verb", rng.choice(by_pos["r"]), rng.choice(verbs)) for _ in range(25)]
        with open(os.path.join(out_dir, "similarity.tsv"), "w", encoding="utf-8") as out:
            header(
                out,
                "NLTK's path, lch, wup, res, jcn and lin of synset pairs on WordNet 3.1, with NLTK's "
                "defaults; res, jcn and lin with wn.ic(corpus) of the gloss corpus, default options",
                [
                    f"corpus: the gloss of every {CORPUS_STEP}th synset, {len(words)} words",
                    "values %.12g; None where NLTK returns None; error where NLTK raises",
                    "kind\tfirst\tsecond\tpath\tlch\twup\tres\tjcn\tlin",
                ],
            )
            for kind, a, b in pairs:
                row = [
                    kind,
                    a.name(),
                    b.name(),
                    call(a.path_similarity, b),
                    call(a.lch_similarity, b),
                    call(a.wup_similarity, b),
                    call(a.res_similarity, b, ic),
                    call(a.jcn_similarity, b, ic),
                    call(a.lin_similarity, b, ic),
                ]
                out.write("\t".join(row) + "\n")

        # --- information content of single synsets, three ways ---
        from nltk.corpus.reader.wordnet import information_content

        sample = rng.sample(nouns, 1000) + rng.sample(verbs, 300)
        sample += rng.sample(adjectives, 100) + rng.sample(by_pos["r"], 50)
        sample += [wn.synset("entity.n.01"), wn.synset("dog.n.01")]
        with open(os.path.join(out_dir, "ic.tsv"), "w", encoding="utf-8") as out:
            header(
                out,
                "NLTK's information_content of synsets of WordNet 3.1 under three ICs",
                [
                    "corpus: wn.ic(glosses); plain: wn.ic(glosses, weight_senses_equally=True, "
                    "smoothing=0.0); tags: wn.ic's propagation over cntlist.rev's tag counts, smoothing 1.0",
                    f"root counts: corpus n {ic['n'][0]!r} v {ic['v'][0]!r}; tags n {ic_tags['n'][0]!r}",
                    "synset\tcorpus\tplain\ttags",
                ],
            )
            for s in sample:
                row = [s.name()] + [call(information_content, s, x) for x in (ic, ic_plain, ic_tags)]
                out.write("\t".join(row) + "\n")

        # --- an IC file (part of the corpus IC: nouns and verbs), as NLTK reads it ---
        chosen = rng.sample(nouns, 300) + rng.sample(verbs, 100)
        kept = set()
        for s in chosen:
            kept |= set(s.common_hypernyms(s))
        kept = sorted(kept, key=lambda s: (s.pos(), s.offset()))
        folder = os.path.join(data, "corpora", "wordnet_ic")
        os.makedirs(folder, exist_ok=True)
        lines = ["wnver::wordgames-fixture-nltk-wn.ic-of-glosses\n"]
        for s in kept:
            root = " ROOT" if not (s.hypernyms() or s.instance_hypernyms()) else ""
            lines.append(f"{s.offset()}{s.pos()} {ic[s.pos()][s.offset()]!r}{root}\n")
        for path in (os.path.join(folder, "ic-glosses.dat"), os.path.join(out_dir, "ic-glosses.dat")):
            with open(path, "w", encoding="utf-8") as f:
                f.writelines(lines)
        from nltk.corpus.reader.wordnet import WordNetICCorpusReader

        file_ic = WordNetICCorpusReader(folder, [r"ic-glosses\.dat"]).ic("ic-glosses.dat")
        others = rng.sample(nouns, 50) + rng.sample(verbs, 20)  # mostly not in the file
        with open(os.path.join(out_dir, "ic-file.tsv"), "w", encoding="utf-8") as out:
            header(
                out,
                "NLTK's information_content, res, jcn and lin with ic-glosses.dat as "
                "WordNetICCorpusReader reads it",
                [
                    "ic-glosses.dat: wn.ic(glosses) of the hypernyms of 300 nouns and 100 verbs, "
                    "ROOT on synsets without hypernyms",
                    "synset\tinformation_content  or  first\tsecond\tres\tjcn\tlin",
                ],
            )
            for s in chosen[:150] + others:
                out.write(f"{s.name()}\t{call(information_content, s, file_ic)}\n")
            everyone = chosen + others
            for _ in range(400):
                a, b = rng.choice(everyone), rng.choice(everyone)
                if rng.random() < 0.5:
                    b = rng.choice(nouns if a.pos() == "n" else verbs)
                row = [
                    a.name(),
                    b.name(),
                    call(a.res_similarity, b, file_ic),
                    call(a.jcn_similarity, b, file_ic),
                    call(a.lin_similarity, b, file_ic),
                ]
                out.write("\t".join(row) + "\n")
        paths_fixture(wn, nouns, verbs, out_dir)

        # --- WordNet 3.0 as Debian installs it, if it is there (for the #[ignore] test) ---
        if os.path.exists(os.path.join(DICT30, "data.noun")):
            wn30 = reader(prepare(tmp, DICT30, "wn30"))
            with open(os.path.join(out_dir, "names.txt"), "a", encoding="utf-8") as out:
                for what, count, digest in names_digest(wn30):
                    out.write(f"3.0 {what} {count} {digest:016x}\n")
                dog, cat = wn30.synset("dog.n.01"), wn30.synset("cat.n.01")
                hit, slap = wn30.synset("hit.v.01"), wn30.synset("slap.v.01")
                for a, b in [(dog, cat), (hit, slap)]:
                    out.write(
                        f"3.0 {a.name()} {b.name()} {fmt(a.path_similarity(b))} "
                        f"{fmt(a.lch_similarity(b))} {fmt(a.wup_similarity(b))}\n"
                    )
    print(f"wrote the fixtures to {out_dir} (NLTK {nltk.__version__})")


def paths_fixture(wn, nouns, verbs, out_dir):
    """paths.tsv: NLTK's depths, hypernym paths and root hypernyms of random synsets, and the
    lowest common hypernyms and shortest-path distances of random pairs, with and without the
    simulated root. Its own random stream, so that the other fixtures do not move."""
    rng = random.Random(SEED + 1)
    with open(os.path.join(out_dir, "paths.tsv"), "w", encoding="utf-8") as out:
        header(
            out,
            "NLTK's min_depth, max_depth, hypernym_paths (how many, and FNV-1a 64 of the paths "
            "sorted, one a line, names separated by spaces, root first) and root_hypernyms of "
            "synsets; lowest_common_hypernyms (max depth) and shortest_path_distance of pairs, "
            "with simulate_root False then True",
            [
                f"its own random stream: random.Random({SEED} + 1)",
                "synset\tname\tmin_depth\tmax_depth\tpaths\tpaths_fnv1a\troots",
                "pair\tfirst\tsecond\tlcs\tlcs_root\tdistance\tdistance_root",
            ],
        )
        for s in rng.sample(nouns, 400) + rng.sample(verbs, 200):
            paths = sorted(" ".join(x.name() for x in p) for p in s.hypernym_paths())
            digest = fnv1a("".join(p + "\n" for p in paths))
            roots = " ".join(sorted(r.name() for r in s.root_hypernyms()))
            out.write(
                f"synset\t{s.name()}\t{s.min_depth()}\t{s.max_depth()}\t{len(paths)}\t"
                f"{digest:016x}\t{roots}\n"
            )
        pairs = [(rng.choice(nouns), rng.choice(nouns)) for _ in range(300)]
        pairs += [(rng.choice(verbs), rng.choice(verbs)) for _ in range(300)]
        for a, b in pairs:
            lcs = " ".join(x.name() for x in a.lowest_common_hypernyms(b))
            lcs_root = " ".join(x.name() for x in a.lowest_common_hypernyms(b, simulate_root=True))
            distance = a.shortest_path_distance(b)
            distance_root = a.shortest_path_distance(b, simulate_root=True)
            out.write(f"pair\t{a.name()}\t{b.name()}\t{lcs}\t{lcs_root}\t{distance}\t{distance_root}\n")


def paths_only(out_dir):
    """Writes paths.tsv alone (the `fixture` command writes it with the rest)."""
    os.makedirs(out_dir, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        wn = reader(prepare(tmp, DICT31, "wn31"))
        paths_fixture(wn, list(wn.all_synsets("n")), list(wn.all_synsets("v")), out_dir)


def bench(sample):
    """NLTK's time per pair for each measure, over SAMPLE random pairs of the 499,500 pairs of
    1,000 noun synsets (every 82nd noun of WordNet 3.1 in data-file order), caches warm."""
    import platform

    import nltk

    with tempfile.TemporaryDirectory() as tmp:
        data = prepare(tmp, DICT31, "wn31")
        wn = reader(data)
        corpus = write_corpus(data)
        ic = wn.ic(corpus)
        nouns = list(wn.all_synsets("n"))
        step = len(nouns) // 1000
        chosen = nouns[::step][:1000]
        total = len(chosen) * (len(chosen) - 1) // 2
        rng = random.Random(SEED)
        pairs = set()
        while len(pairs) < sample:
            i, j = sorted(rng.sample(range(len(chosen)), 2))
            pairs.add((i, j))
        pairs = [(chosen[i], chosen[j]) for i, j in sorted(pairs)]
        # Warm NLTK's caches as a run over every pair would: depths, hypernym sets, lch's depth.
        t = time.perf_counter()
        for s in chosen:
            s.max_depth(), s.min_depth(), s.common_hypernyms(s)
        wn._compute_max_depth("n", False)
        warm = time.perf_counter() - t
        print(
            f"NLTK {nltk.__version__}, CPython {platform.python_version()}: {len(chosen)} nouns "
            f"(every {step}th), {total} pairs; {sample} sampled pairs a measure; warm-up {warm:.1f} s"
        )
        measures = [
            ("path", lambda a, b: a.path_similarity(b)),
            ("lch", lambda a, b: a.lch_similarity(b)),
            ("wup", lambda a, b: a.wup_similarity(b)),
            ("res", lambda a, b: a.res_similarity(b, ic)),
            ("jcn", lambda a, b: a.jcn_similarity(b, ic)),
            ("lin", lambda a, b: a.lin_similarity(b, ic)),
        ]
        every = [(chosen[i], chosen[j]) for i in range(len(chosen)) for j in range(i + 1, len(chosen))]

        def timed_sum(f, pairs):
            """Times `f` over `pairs`: wall and CPU seconds, and the sum of its finite values."""
            t, cpu = time.perf_counter(), time.process_time()
            checksum = 0.0
            for a, b in pairs:
                v = f(a, b)
                checksum += v if v is not None and v < 1e299 else 0.0
            return time.perf_counter() - t, time.process_time() - cpu, checksum

        for name, f in measures:
            took, cpu, checksum = timed_sum(f, pairs)
            per_pair = took / len(pairs)
            print(
                f"{name}: {per_pair * 1e6:.1f} us a pair ({cpu / len(pairs) * 1e6:.1f} us of CPU); "
                f"{total} pairs extrapolated: {per_pair * total:.0f} s (sampled sum {checksum:.6f})"
            )
            if ALL_PAIRS and name in ("res", "jcn", "lin"):
                # These are cheap enough in NLTK to time over every pair, not a sample.
                took, cpu, checksum = timed_sum(f, every)
                print(
                    f"{name}: all {len(every)} pairs: {took:.2f} s, {cpu:.2f} s of CPU "
                    f"(sum {checksum:.6f})"
                )


def main():
    command = sys.argv[1] if len(sys.argv) > 1 else "fixture"
    if command == "fixture":
        fixture(sys.argv[2] if len(sys.argv) > 2 else OUT)
    elif command == "paths":
        paths_only(sys.argv[2] if len(sys.argv) > 2 else OUT)
    elif command == "bench":
        global ALL_PAIRS
        ALL_PAIRS = "--all-pairs" in sys.argv[2:]
        numbers = [a for a in sys.argv[2:] if not a.startswith("--")]
        bench(int(numbers[0]) if numbers else 5000)
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
