#!/usr/bin/env python3
"""NLTK's answers for the rest of its WordNet API on the vendored WordNet 3.1: the fixture that
`crates/wordnet/tests/nltk_api.rs` compares against, and the NLTK side of the API benchmark in
docs/BENCHMARKS.md.

Usage (NLTK from PyPI: `pip install 'nltk==3.10.*'`; no NLTK data is downloaded; the WordNet
folder is prepared as scripts/nltk-similarity.py prepares it):

    scripts/nltk-wordnet-api.py fixture [OUT_DIR]  # default crates/wordnet/tests/fixtures/nltk
    scripts/nltk-wordnet-api.py dump KIND FIRST LAST
        # the full lines of one kind of the chunked digests (see below) for the synsets
        # FIRST..LAST of all_synsets(), to find a difference the test reports by chunk
    scripts/nltk-wordnet-api.py bench [DIR]
        # NLTK's CPU time for 10,000 synsets() look-ups, morphy over 10,000 inflected words
        # and the hypernym closure of every noun; writes the inputs to DIR (words.txt,
        # inflected.txt) for `cargo run --release -p wordgames-wordnet --example
        # nltk_api_bench -- DIR`, the same work in Rust

What the fixture holds (`api-*.tsv`, small enough to ship in the crate's package):

* `api-relations.tsv`: for every synset of all_synsets() (NLTK's order: adjectives with
  satellites, adverbs, nouns, verbs), cut in chunks of 4,096, the count and FNV-1a 64 of the
  lines of each kind: the 22 synset-level relations (names of the targets, sorted: NLTK keeps
  them in a set), the 25 lemma-level relations of each lemma (in NLTK's list order), the
  synset's frame_ids, each lemma's frame_ids, frame_strings and count(), the synset's lexname
  and lemma_names; then the count and digest of all_synsets(pos) and all_lemma_names(pos).
* `api-words.tsv`: 1,000 random lemma names, 1,000 random inflected forms (a lemma with a
  suffix) and 200 random forms of the exception lists, each with _morphy for n, v, a, r,
  morphy() and synsets() for n, v, a, s, r and lemmas().
* `api-synsets.tsv`: 1,000 random synsets with the count and digest of closure (hypernyms,
  sorted as NLTK's docs do; hyponyms to depth 2), tree (hypernyms, sorted) and
  hypernym_distances; 201 synsets with also_sees (which has cycles) with its closure and tree
  to depth 4; 1,000 random pairs with common_hypernyms.
* `api-map30.tsv` (when Debian's WordNet 3.0 is installed): NLTK's map_to_one from 3.0 to 3.1
  by sense keys (3.0 has no index.sense: it is written from NLTK's `Lemma.key()`): how many synsets map, how many
  split, how many do not, a digest of the whole map and 1,000 random lines of it.
"""
import importlib.util
import os
import random
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("nltk_similarity", os.path.join(HERE, "nltk-similarity.py"))
base = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(base)

OUT = base.OUT
SEED = 20261126
CHUNK = 4096

SYNSET_RELATIONS = [
    "hypernyms", "instance_hypernyms", "hyponyms", "instance_hyponyms",
    "member_holonyms", "substance_holonyms", "part_holonyms",
    "member_meronyms", "substance_meronyms", "part_meronyms",
    "topic_domains", "in_topic_domains", "region_domains", "in_region_domains",
    "usage_domains", "in_usage_domains", "attributes", "entailments", "causes",
    "also_sees", "verb_groups", "similar_tos",
]
LEMMA_RELATIONS = SYNSET_RELATIONS + ["antonyms", "derivationally_related_forms", "pertainyms"]


def names(synsets):
    return " ".join(s.name() for s in synsets)


def kinds():
    """Every kind of the chunked digests, with the function giving its lines for a synset."""
    out = []
    for rel in SYNSET_RELATIONS:
        out.append((
            "synset." + rel,
            lambda s, rel=rel: [f"{s.name()} {names(sorted(getattr(s, rel)()))}"] if getattr(s, rel)() else [],
        ))
    for rel in LEMMA_RELATIONS:
        def lines(s, rel=rel):
            out = []
            for lemma in s.lemmas():
                targets = getattr(lemma, rel)()
                if targets:
                    out.append(f"{s.name()}.{lemma.name()} " + " ".join(f"{t.synset().name()}.{t.name()}" for t in targets))
            return out
        out.append(("lemma." + rel, lines))
    out.append(("synset.frame_ids", lambda s: [f"{s.name()} {' '.join(map(str, s.frame_ids()))}"] if s.frame_ids() else []))
    out.append(("lemma.frame_ids", lambda s: [f"{s.name()}.{l.name()} {' '.join(map(str, l.frame_ids()))}" for l in s.lemmas() if l.frame_ids()]))
    out.append(("lemma.frame_strings", lambda s: [f"{s.name()}.{l.name()} {'|'.join(l.frame_strings())}" for l in s.lemmas() if l.frame_strings()]))
    out.append(("lemma.count", lambda s: [f"{s.name()}.{l.name()} {l.count()}" for l in s.lemmas()]))
    out.append(("synset.lexname", lambda s: [f"{s.name()} {s.lexname()}"]))
    out.append(("synset.lemma_names", lambda s: [f"{s.name()} {' '.join(s.lemma_names())}"]))
    return out


def header(out, what, extra=()):
    """Writes a fixture's header, as nltk-similarity.py does, naming this script and its seed."""
    base.header(out, what, extra, script="nltk-wordnet-api.py", seed=SEED)


def digest(lines):
    return len(lines), base.fnv1a("".join(line + "\n" for line in lines))


def words_of(wn, rng):
    """1,000 lemma names, 1,000 inflected forms, 200 exception forms, and hand-picked irregular
    forms (teeth, saw, better, abaci, ...)."""
    lemmas = sorted(wn.all_lemma_names())
    chosen = rng.sample(lemmas, 1000)
    suffixes = ["s", "es", "ed", "ing", "er", "est", "ies", "ves", "men", "d", "ses", "xes"]
    single = [l for l in lemmas if "_" not in l and "-" not in l]
    chosen += [rng.choice(single) + rng.choice(suffixes) for _ in range(1000)]
    forms = []
    for pos in ["n", "v", "a", "r"]:
        forms += sorted(wn._exception_map[pos])
    chosen += rng.sample(forms, 200)
    chosen += ["teeth", "glasses", "saw", "better", "hoping", "axes", "faster", "stopped",
               "studied", "dogs", "geese", "ran", "churches", "aardwolves", "abaci", "offer"]
    return chosen


def fixture(out_dir):
    import nltk

    os.makedirs(out_dir, exist_ok=True)
    rng = random.Random(SEED)
    with tempfile.TemporaryDirectory() as tmp:
        data = base.prepare(tmp, base.DICT31, "wn31")
        wn = base.reader(data)
        every = list(wn.all_synsets())

        with open(os.path.join(out_dir, "api-relations.tsv"), "w", encoding="utf-8") as out:
            header(
                out,
                "NLTK's relations, frames, counts, lexnames and lemma names of every synset of "
                f"WordNet 3.1, by chunks of {CHUNK} synsets of all_synsets(), and all_synsets / "
                "all_lemma_names by part of speech",
                [
                    "lines: see the script's docstring; FNV-1a 64 of the lines, each ending in a newline",
                    "chunk\tkind\tfirst\tcount\tfnv1a",
                    "all\tall_synsets|all_lemma_names\tpos\tcount\tfnv1a",
                ],
            )
            for kind, lines in kinds():
                for first in range(0, len(every), CHUNK):
                    got = [line for s in every[first:first + CHUNK] for line in lines(s)]
                    count, h = digest(got)
                    out.write(f"chunk\t{kind}\t{first}\t{count}\t{h:016x}\n")
            for pos in [None, "n", "v", "a", "s", "r"]:
                count, h = digest([s.name() for s in wn.all_synsets(pos)])
                out.write(f"all\tall_synsets\t{pos}\t{count}\t{h:016x}\n")
                count, h = digest(list(wn.all_lemma_names(pos)))
                out.write(f"all\tall_lemma_names\t{pos}\t{count}\t{h:016x}\n")

        with open(os.path.join(out_dir, "api-words.tsv"), "w", encoding="utf-8") as out:
            header(
                out,
                "NLTK's _morphy, morphy, synsets and lemmas of words on WordNet 3.1",
                [
                    "lists space-separated, - for an empty list or None",
                    "word\t_morphy n\tv\ta\tr\tmorphy\tsynsets n\tv\ta\ts\tr\tlemmas",
                ],
            )
            dash = lambda xs: " ".join(xs) if xs else "-"
            for w in words_of(wn, rng):
                row = [w]
                row += [dash(wn._morphy(w, p)) for p in "nvar"]
                row.append(wn.morphy(w) or "-")
                row += [dash([s.name() for s in wn.synsets(w, p)]) for p in "nvasr"]
                row.append(dash([f"{l.synset().name()}.{l.name()}" for l in wn.lemmas(w)]))
                out.write("\t".join(row) + "\n")

        with open(os.path.join(out_dir, "api-synsets.tsv"), "w", encoding="utf-8") as out:
            header(
                out,
                "NLTK's closure, tree, hypernym_distances and common_hypernyms on WordNet 3.1",
                [
                    "up: closure(lambda s: sorted(s.hypernyms() + s.instance_hypernyms())); "
                    "down2: closure(lambda s: sorted(s.hyponyms()), depth=2); "
                    "tree: tree(lambda s: sorted(s.hypernyms() + s.instance_hypernyms())) as "
                    "[name, [child...], ...]; distances: sorted 'name distance' lines",
                    "each a count and FNV-1a 64 of its lines (tree: of its one-line text)",
                    "synset\tname\tup\tup_fnv\tdown2\tdown2_fnv\ttree_nodes\ttree_fnv\tdistances\tdistances_fnv",
                    "pair\tfirst\tsecond\tcommon_hypernyms (sorted names)",
                    "cyclic\tname\tclosure(sorted also_sees)\tfnv\ttree(sorted also_sees, depth=4) nodes\tfnv",
                ],
            )
            up = lambda s: sorted(s.hypernyms() + s.instance_hypernyms())
            down = lambda s: sorted(s.hyponyms())

            def nested(t):
                return "[" + ", ".join([t[0].name()] + [nested(c) for c in t[1:]]) + "]"

            def nodes(t):
                return 1 + sum(nodes(c) for c in t[1:])

            for s in rng.sample(every, 1000):
                a = digest([x.name() for x in s.closure(up)])
                b = digest([x.name() for x in s.closure(down, depth=2)])
                t = s.tree(up)
                c = (nodes(t), base.fnv1a(nested(t)))
                d = digest(sorted(f"{x.name()} {n}" for x, n in s.hypernym_distances()))
                out.write(
                    f"synset\t{s.name()}\t{a[0]}\t{a[1]:016x}\t{b[0]}\t{b[1]:016x}\t{c[0]}\t{c[1]:016x}"
                    f"\t{d[0]}\t{d[1]:016x}\n"
                )
            # A relation with cycles, also_sees (its own random stream,
            # so that the rows above do not move). NLTK's doc example walks also_sees.
            rng2 = random.Random(SEED + 1)
            cyclic = [s for s in every if s.also_sees()]
            for s in rng2.sample(cyclic, 200) + [wn.synset("certified.a.01")]:
                see = lambda x: sorted(x.also_sees())
                a = digest([x.name() for x in s.closure(see)])
                t = s.tree(see, depth=4)
                out.write(
                    f"cyclic\t{s.name()}\t{a[0]}\t{a[1]:016x}\t{nodes(t)}\t{base.fnv1a(nested(t)):016x}\n"
                )
            nouns = [s for s in every if s.pos() == "n"]
            verbs = [s for s in every if s.pos() == "v"]
            for _ in range(1000):
                group = nouns if rng.random() < 0.7 else verbs
                a, b = rng.choice(group), rng.choice(group)
                out.write(f"pair\t{a.name()}\t{b.name()}\t{names(sorted(a.common_hypernyms(b))) or '-'}\n")

        if os.path.exists(os.path.join(base.DICT30, "data.noun")):
            map30(tmp, data, wn, rng, out_dir)
    print(f"wrote the API fixtures to {out_dir} (NLTK {nltk.__version__})")


def map30(tmp, data31, wn, rng, out_dir):
    """NLTK's map_to_one from WordNet 3.0 (Debian's, as corpora/wordnet) to 3.1."""
    import nltk

    data30 = base.prepare(tmp, base.DICT30, "wn30")
    # prepare() computes the keys of 3.0's index.sense without a satellite's head; the
    # mapping needs the real keys, which NLTK computes for every lemma as it reads the data.
    wn30 = base.reader(data30)
    lines = []
    for ss in wn30.all_synsets():
        for i, lemma in enumerate(ss.lemmas()):
            lines.append(f"{lemma.key()} {ss.offset():08d} {i + 1} 0\n")
    with open(os.path.join(data30, "corpora", "wordnet", "index.sense"), "w", encoding="utf-8") as f:
        f.writelines(sorted(lines))
    # The 3.0 folder must be corpora/wordnet beside the 3.1 reader's data for index_sense.
    os.rename(os.path.join(data30, "corpora", "wordnet"), os.path.join(data31, "corpora", "wordnet30"))
    nltk.data.path[:] = [data31]
    mapping = wn.map_to_one("wordnet30")
    nomap = wn.nomap["wordnet30"]
    splits = wn.splits["wordnet30"]
    lines = sorted(f"{k} {v}" for k, v in mapping.items() if not is_alias(k, mapping))
    with open(os.path.join(out_dir, "api-map30.tsv"), "w", encoding="utf-8") as out:
        header(
            out,
            "NLTK's map_to_one from WordNet 3.0 (Debian's wordnet-base, whose index.sense is "
            "written from NLTK's lemma keys, computed from the data files) to the vendored "
            "WordNet 3.1, by sense keys",
            [
                "offsets as NLTK writes them: %08d-pos (s for satellites)",
                "counts\tmapped\tsplit\tunmapped\tfnv1a of the sorted 'source target' lines",
                "map\tsource\ttarget",
            ],
        )
        count, h = digest(lines)
        out.write(f"counts\t{count}\t{len(splits)}\t{len(nomap)}\t{h:016x}\n")
        for line in rng.sample(lines, 1000):
            src, dst = line.split()
            out.write(f"map\t{src}\t{dst}\n")
        for src in sorted(nomap)[:200]:
            out.write(f"map\t{src}\t-\n")


def is_alias(key, mapping):
    """Whether KEY is the "-a" alias map_to_one adds for a satellite source "-s" (a head
    adjective and a satellite never share an offset)."""
    return key.endswith("-a") and (key[:-1] + "s") in mapping


def dump(kind, first, last):
    with tempfile.TemporaryDirectory() as tmp:
        wn = base.reader(base.prepare(tmp, base.DICT31, "wn31"))
        every = list(wn.all_synsets())
        lines = dict(kinds())[kind]
        for s in every[first:last]:
            for line in lines(s):
                print(line)


def bench(out_dir):
    """NLTK's CPU time for the three API benchmarks of docs/BENCHMARKS.md; writes the inputs
    to OUT_DIR (words.txt, inflected.txt) for the Rust side (example nltk_api_bench)."""
    import platform

    import nltk

    os.makedirs(out_dir, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        t = time.process_time()
        wn = base.reader(base.prepare(tmp, base.DICT31, "wn31"))
        load = time.process_time() - t
        rng = random.Random(SEED)
        lemmas = sorted(wn.all_lemma_names())
        words = [rng.choice(lemmas) for _ in range(10_000)]
        single = [l for l in lemmas if "_" not in l]
        suffixes = ["s", "es", "ed", "ing", "er", "est"]
        inflected = [rng.choice(single) + rng.choice(suffixes) for _ in range(10_000)]
        for name, items in [("words.txt", words), ("inflected.txt", inflected)]:
            with open(os.path.join(out_dir, name), "w", encoding="utf-8") as f:
                f.writelines(w + "\n" for w in items)
        nouns = list(wn.all_synsets("n"))
        print(f"NLTK {nltk.__version__}, CPython {platform.python_version()}; reader {load:.2f} s CPU; "
              f"all_synsets('n') read")
        t = time.process_time()
        found = sum(len(wn.synsets(w)) for w in words)
        first = time.process_time() - t
        t = time.process_time()
        found2 = sum(len(wn.synsets(w)) for w in words)
        print(f"synsets(): 10,000 look-ups {first * 1e3:.1f} ms CPU (first run), "
              f"{(time.process_time() - t) * 1e3:.1f} ms (second run); {found} synsets")
        t = time.process_time()
        got = sum(len(wn._morphy(w, p)) for w in inflected for p in "nvar")
        print(f"morphy: 10,000 inflected words x 4 parts of speech {(time.process_time() - t) * 1e3:.1f} ms CPU; {got}")
        up = lambda s: s.hypernyms() + s.instance_hypernyms()
        t = time.process_time()
        total = sum(1 for s in nouns for _ in s.closure(up))
        print(f"closure(hypernyms) of every noun ({len(nouns)}) {(time.process_time() - t) * 1e3:.0f} ms CPU; {total}")


def main():
    command = sys.argv[1] if len(sys.argv) > 1 else "fixture"
    if command == "fixture":
        fixture(sys.argv[2] if len(sys.argv) > 2 else OUT)
    elif command == "dump":
        dump(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))
    elif command == "bench":
        bench(sys.argv[2] if len(sys.argv) > 2 else os.path.join(tempfile.gettempdir(), "api-bench"))
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
