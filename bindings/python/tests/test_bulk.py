"""The bulk calls against the one-call loop and NLTK: synsets_many, morphy_many, the table of
columns, similarity matrices from names with NaN for undefined pairs and their peak memory
(Python's allocations by tracemalloc, the whole process's by its resident set);
and Lemma.key() against NLTK for every lemma of WordNet 3.1 (and 3.0 where Debian's
wordnet-base is installed)."""
import math
import os
import random
import tracemalloc

import pytest

from wordgames import errors

SEED = 20261128


@pytest.fixture(scope="module")
def words(wn):
    """Lemma names of every part of speech, inflected forms, capitals, spaces and non-words."""
    rng = random.Random(SEED)
    names = rng.sample(wn.all_lemma_names(), 1500)
    return names + ["dogs", "churches", "ran", "geese", "better", "Dog", "ice cream",
                    "ice_cream", "qwxz", "", "abaci", "fishes", "hardest"]


def test_synsets_many_equals_the_loop_and_nltk(wn, nwn, words):
    # NLTK's permissive parts of speech: None, a letter, a list or a string of letters, and
    # "" (which finds nothing).
    for pos in (None, "", "n", "v", "a", "s", "r", ["n", "v"], ("r", "a"), "vn"):
        many = wn.synsets_many(words, pos=pos)
        assert len(many) == len(words)
        for word, found in zip(words, many):
            want = [s for p in pos for s in wn.synsets(word, p)] if pos else wn.synsets(word, pos)
            theirs = [s.name() for s in nwn.synsets(word, pos)]
            assert found == want, (word, pos)
            assert [s.name() for s in found] == theirs, (word, pos)


def test_a_long_list_looked_up_in_runs_equals_the_loop(wn):
    # Long enough that the look-up is cut into chunks that several threads share: the chunks'
    # answers come back in the words' order, each word's synsets as one call finds them.
    rng = random.Random(SEED + 1)
    names = rng.sample(wn.all_lemma_names(), 6000)
    words = [w + "s" if i % 3 == 1 else w for i, w in enumerate(names)] + ["qwxz", "geese"]
    for pos in (None, "n"):
        many = wn.synsets_many(words, pos=pos)
        assert len(many) == len(words)
        assert many == [wn.synsets(word, pos) for word in words]


def test_morphy_many_equals_the_loop_and_nltk(wn, nwn, words):
    for pos in (None, "n", "v", "a", "r"):
        many = wn.morphy_many(words, pos=pos)
        assert many == [wn.morphy(w, pos) for w in words]
        assert many == [nwn.morphy(w, pos) for w in words]


def test_a_synset_found_again_is_the_same_object(wn):
    # One object per synset, as NLTK's cache gives: "dog" and "dogs" share dog.n.01, and a
    # single look-up returns it too.
    (dog, dogs), again = wn.synsets_many(["dog", "dogs"]), wn.synsets("dog")
    assert dog[0].name() == "dog.n.01"
    assert dog[0] is dogs[0] is again[0]
    assert dog == dogs[:len(dog)] and dog == again


def test_an_opened_wordnet_and_its_synsets_are_collected(script):
    # The synset objects a WordNet keeps point back at it: the garbage collector frees the
    # WordNet (and them) once nothing else holds them.
    import gc
    import weakref

    from wordgames import wordnet

    if not os.path.exists(os.path.join(script.DICT30, "data.noun")):
        pytest.skip("Debian's wordnet-base (WordNet 3.0) is not installed")
    w30 = wordnet.WordNet(script.DICT30)
    found = w30.synsets_many(["dog", "dogs", "geese"])
    assert found[0][0] is found[1][0]
    gone = weakref.ref(w30)
    del w30, found
    gc.collect()
    assert gone() is None


def test_a_lone_surrogate_finds_nothing(wn):
    assert wn.synsets_many(["\ud800", "dog"], pos="n")[0] == []
    assert wn.morphy_many(["\udfff"]) == [None]


def test_the_table_has_a_row_per_word_and_synset(wn, words):
    table = wn.synsets_table(words[:200], pos="n")
    columns = table.to_dict()
    assert set(columns) == set(wn.SynsetTable.COLUMNS)
    rows = [(w, i + 1, s) for w in words[:200] for i, s in enumerate(wn.synsets(w, "n"))]
    assert len(table) == len(rows) > 0
    assert columns["word"] == [w for w, _, _ in rows]
    assert columns["sense"] == [i for _, i, _ in rows]
    assert columns["synset"] == [s.name() for _, _, s in rows]
    assert columns["offset"] == [s.offset() for _, _, s in rows]
    assert columns["definition"] == [s.definition() for _, _, s in rows]
    pandas = pytest.importorskip("pandas")
    frame = table.to_pandas()
    assert isinstance(frame, pandas.DataFrame) and list(frame.columns) == list(table.COLUMNS)
    assert frame["synset"].tolist() == columns["synset"]


def test_a_matrix_of_names_equals_one_of_synsets_and_the_pairs(wn, sample_names):
    import numpy as np

    names = sample_names[::4]
    synsets = [wn.synset(n) for n in names]
    brown = wn.ic_from_tag_counts()
    for measure in ("path", "wup", "lch", "res", "jcn", "lin"):
        ic = brown if measure in ("res", "jcn", "lin") else None
        got = wn.similarity_matrix(names, measure=measure, ic=ic, nan=True)
        assert got.shape == (len(names), len(names))
        mixed = np.array_equal(
            got, wn.similarity_matrix(synsets, names, measure=measure, ic=ic, nan=True),
            equal_nan=True)
        assert mixed
        undefined = 0
        for i, a in enumerate(synsets):
            for j, b in enumerate(synsets):
                args = (b, ic) if ic is not None else (b,)
                try:
                    want = getattr(a, measure + "_similarity")(*args)
                except errors.SimilarityError:
                    want = None
                    undefined += 1
                if want is None:
                    assert math.isnan(got[i, j]), (a, b, measure)
                else:
                    assert got[i, j] == want, (a, b, measure)
        if measure in ("lch", "res", "jcn", "lin"):
            # Several parts of speech: those pairs raise one by one, and are NaN here.
            assert undefined > 0, measure
            with pytest.raises(errors.SimilarityError):
                wn.similarity_matrix(names, measure=measure, ic=ic)


def test_a_matrix_peaks_at_its_result_plus_ten_percent(wn):
    names = [s.name() for s in wn.all_synsets("n")[:1500]]
    wn.similarity_matrix(names[:2], measure="path")  # the similarity tables, built once
    tracemalloc.start()
    try:
        tracemalloc.reset_peak()
        before, _ = tracemalloc.get_traced_memory()
        m = wn.similarity_matrix(names, measure="wup")
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert m.nbytes == 1500 * 1500 * 8
    assert peak - before <= 1.10 * m.nbytes, (peak - before, m.nbytes)


# Run in a fresh interpreter: the resident set (VmRSS, and its peak VmHWM, which writing "5"
# to /proc/self/clear_refs resets) counts what tracemalloc does not see, the extension's own
# allocations. The one-time tables (the similarity tables, the name ranks of tied lowest
# common hypernyms, the covers of the information content measures) and the data pages the
# synsets are read from are made first, by a 300 x 300 matrix and a column and a row of the
# whole one; then the peak of the 3,000 x 3,000 matrix (72 MB) is measured.
_RSS_SCRIPT = """
import sys
from wordgames import wordnet as wn

def status():
    out = {}
    with open("/proc/self/status") as f:
        for line in f:
            key, _, value = line.partition(":")
            if key in ("VmRSS", "VmHWM"):
                out[key] = int(value.split()[0]) * 1024
    return out

measure = sys.argv[1]
names = [s.name() for s in wn.all_synsets("n")[:3000]]
kw = {"ic": wn.ic_from_tag_counts()} if measure in ("res", "jcn", "lin") else {}
wn.similarity_matrix(names[:300], measure=measure, **kw)
wn.similarity_matrix(names, names[:1], measure=measure, **kw)
wn.similarity_matrix(names[:1], names, measure=measure, **kw)
with open("/proc/self/clear_refs", "w") as f:
    f.write("5")
before = status()["VmRSS"]
m = wn.similarity_matrix(names, measure=measure, **kw)
print(m.nbytes, status()["VmHWM"] - before)
"""


@pytest.mark.skipif(not os.path.exists("/proc/self/clear_refs"),
                    reason="needs Linux's /proc/self/clear_refs to reset the peak resident set")
@pytest.mark.parametrize("measure", ["path", "lch", "wup", "res", "jcn", "lin"])
def test_a_matrix_peak_resident_set_is_its_result_plus_ten_percent(measure):
    import subprocess
    import sys

    out = subprocess.run([sys.executable, "-c", _RSS_SCRIPT, measure], check=True,
                         capture_output=True, text=True).stdout
    nbytes, peak = map(int, out.split())
    assert nbytes == 3000 * 3000 * 8
    assert nbytes <= peak <= 1.10 * nbytes, (measure, peak, nbytes)


def _every_key(reader):
    return {(l.synset().name(), l.name()): l.key()
            for s in reader.all_synsets() for l in s.lemmas()}


def test_every_lemma_key_equals_nltk(wn, nwn):
    ours = {(l.synset().name(), l.name()): l.key()
            for s in wn.all_synsets() for l in s.lemmas()}
    theirs = _every_key(nwn)
    assert len(ours) == len(theirs) > 200_000
    assert ours == theirs
    assert ours[("sun.n.01", "Sun")] == "sun%1:17:02::"
    assert ours[("kilobyte.n.01", "kB")] == theirs[("kilobyte.n.01", "kB")]


@pytest.mark.skipif(not os.path.exists("/usr/share/wordnet/data.noun"),
                    reason="Debian's wordnet-base (WordNet 3.0) is not installed")
def test_every_lemma_key_equals_nltk_on_wordnet_30(wn, nwn, script, tmp_path):
    import nltk

    # script.reader points NLTK at the 3.0 data alone: the session's 3.1 reader gets its
    # data path back afterwards.
    saved_path, saved_env = list(nltk.data.path), os.environ.get("NLTK_DATA")
    try:
        theirs = _every_key(script.reader(script.prepare(str(tmp_path), script.DICT30, "wn30")))
    finally:
        nltk.data.path[:] = saved_path
        if saved_env is None:
            os.environ.pop("NLTK_DATA", None)
        else:
            os.environ["NLTK_DATA"] = saved_env
    w30 = wn.WordNet(script.DICT30)
    ours = {(l.synset().name(), l.name()): l.key()
            for s in w30.all_synsets() for l in s.lemmas()}
    assert ours == theirs
