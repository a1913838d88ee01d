"""similarity_matrix: the same values as the per-pair methods, as a NumPy array, in threads."""
import math
import threading

import numpy as np
import pytest

from wordgames import WordNetError


@pytest.fixture(scope="module")
def nouns(wn):
    return wn.all_synsets("n")[::400][:120]


@pytest.fixture(scope="module")
def ic(wn, corpus):
    return wn.ic(corpus[1])


@pytest.mark.parametrize("measure", ["path", "lch", "wup", "res", "jcn", "lin"])
def test_matrix_equals_pairs(wn, nouns, ic, measure):
    a, b = nouns[:40], nouns[40:]
    kw = {"ic": ic} if measure in ("res", "jcn", "lin") else {}
    m = wn.similarity_matrix(a, b, measure, **kw)
    assert isinstance(m, np.ndarray) and m.dtype == np.float64 and m.shape == (len(a), len(b))
    for i, x in enumerate(a):
        for j, y in enumerate(b):
            one = getattr(x, measure + "_similarity")(y, *kw.values())
            if one is None:
                assert math.isnan(m[i, j])
            else:
                assert m[i, j] == one


def test_square_and_errors(wn, nouns):
    m = wn.similarity_matrix(nouns, measure="path")
    assert m.shape == (len(nouns), len(nouns))
    assert np.allclose(np.diag(m), 1.0)
    assert np.allclose(m, m.T)
    with pytest.raises(WordNetError):
        wn.similarity_matrix(nouns, measure="lin")  # needs information content
    with pytest.raises(WordNetError):
        wn.similarity_matrix([wn.synset("dog.n.01")], [wn.synset("walk.v.01")], "lch")
    with pytest.raises(ValueError):
        wn.similarity_matrix(nouns, measure="cosine")


def test_threads_give_the_same_matrix(wn, nouns):
    want = wn.similarity_matrix(nouns, measure="wup")
    results = [None] * 4

    def work(k):
        results[k] = wn.similarity_matrix(nouns, measure="wup")

    threads = [threading.Thread(target=work, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for r in results:
        assert np.array_equal(r, want, equal_nan=True)
