"""The errors are classes of the Python package: each library error kind raises its own class,
which is also the fitting builtin (KeyError, ValueError), and which pickles, so that an error
raised in a worker process (multiprocessing, a Dask LocalCluster) is caught by its class in
the caller. Synsets and lemmas pickle by name."""
import multiprocessing
import pickle

import pytest

from wordgames import WordgamesError, WordNetError, WordleError, PuzzleError, errors, wordle
from wordgames import letter_boxed
from wordgames import wordnet as wn


def _unknown_synset(name):
    return wn.synset(name).name()


def _raise_for(kind):
    """Raises the library error of one kind, from the library (no error is built here)."""
    if kind == "synset":
        wn.synset("dog.n.99")
    elif kind == "lemma":
        wn.lemma("dog.n.01.cat")
    elif kind == "sense_key":
        wn.lemma_from_key("dog%9:99:99::")
    elif kind == "similarity":
        wn.synset("dog.n.01").lch_similarity(wn.synset("run.v.01"))
    elif kind == "pos":
        wn.synsets("dog", pos="x")
    elif kind == "word":
        wordle.analyze("zzzzz", ["crane"])
    elif kind == "feedback":
        wordle.candidates([("crane", "GGGGX")])
    elif kind == "board":
        letter_boxed.solve("abc")
    raise AssertionError(f"{kind} raised nothing")


KINDS = {
    "synset": (errors.UnknownSynsetError, WordNetError, KeyError),
    "lemma": (errors.UnknownLemmaError, WordNetError, KeyError),
    "sense_key": (errors.UnknownSenseKeyError, WordNetError, KeyError),
    "similarity": (errors.SimilarityError, WordNetError, ValueError),
    "pos": (errors.WordNetInputError, WordNetError, ValueError),
    "word": (errors.UnknownWordError, WordleError, KeyError),
    "feedback": (errors.FeedbackError, WordleError, ValueError),
    "board": (errors.PuzzleInputError, PuzzleError, ValueError),
}


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_each_kind_raises_its_class_which_pickles(kind):
    cls, family, builtin = KINDS[kind]
    with pytest.raises(cls) as caught:
        _raise_for(kind)
    e = caught.value
    assert type(e) is cls and isinstance(e, family) and isinstance(e, builtin)
    assert isinstance(e, WordgamesError)
    assert type(e).__module__ == "wordgames.errors"
    again = pickle.loads(pickle.dumps(e))
    assert type(again) is cls and str(again) == str(e) and str(e)
    # A KeyError's message is the sentence, not its quoted repr.
    assert not str(e).startswith("'")


def test_every_class_pickles_and_is_a_wordgames_error():
    for name in errors.__all__:
        cls = getattr(errors, name)
        assert issubclass(cls, WordgamesError), name
        e = pickle.loads(pickle.dumps(cls("a message")))
        assert type(e) is cls and str(e) == "a message"


def test_size_limit_is_a_value_error_naming_the_limit():
    with pytest.raises(ValueError) as caught:
        wn.similarity_matrix(["dog.n.01"] * 20_000)
    e = caught.value
    assert isinstance(e, errors.SizeLimitError) and isinstance(e, WordNetError)
    assert str(2 ** 27) in str(e) and str(20_000 ** 2) in str(e)


def test_a_pool_map_raises_the_workers_error_by_class():
    with multiprocessing.get_context("spawn").Pool(2) as pool:
        assert pool.map(_unknown_synset, ["dog.n.01", "cat.n.01"]) == ["dog.n.01", "cat.n.01"]
        with pytest.raises(errors.UnknownSynsetError) as caught:
            pool.map(_unknown_synset, ["dog.n.01", "dog.n.99"])
    assert "dog.n.99" in str(caught.value)


def _hypernym_names(s):
    return [h.name() for h in s.hypernyms()]


def test_synsets_and_lemmas_pickle_by_name():
    dog = wn.synset("dog.n.01")
    assert pickle.loads(pickle.dumps(dog)) == dog
    for lemma in dog.lemmas() + wn.synset("sun.n.01").lemmas():
        assert pickle.loads(pickle.dumps(lemma)) == lemma
    # Across processes: the worker unpickles against its own bundled WordNet.
    with multiprocessing.get_context("spawn").Pool(1) as pool:
        assert pool.map(_hypernym_names, [dog]) == [_hypernym_names(dog)]
        back = pool.map(wn.Synset.hypernyms, [dog])
    assert back == [dog.hypernyms()]


def test_a_synset_of_an_opened_wordnet_unpickles_against_that_directory(script):
    opened = wn.WordNet(script.DICT31)
    dog = opened.synset("dog.n.01")
    again = pickle.loads(pickle.dumps(dog))
    assert again._wordnet().dir() == opened.dir() and again.name() == "dog.n.01"
    assert again != wn.synset("dog.n.01")  # another WordNet object
    assert pickle.loads(pickle.dumps(again)) == again  # the directory's WordNet is opened once


def test_dask_workers_raise_errors_the_caller_catches_by_class():
    distributed = pytest.importorskip("dask.distributed")
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=True,
                                  host="127.0.0.1", dashboard_address=None) as cluster, \
            distributed.Client(cluster) as client:
        ok = client.submit(_hypernym_names, wn.synset("dog.n.01"))
        assert ok.result() == ["canine.n.02", "domestic_animal.n.01"]
        bad = client.submit(_unknown_synset, "dog.n.99")
        with pytest.raises(WordNetError) as caught:
            bad.result()
        assert type(caught.value) is errors.UnknownSynsetError
        bad = client.submit(_raise_for, "feedback")
        with pytest.raises(errors.FeedbackError):
            bad.result()
