"""WordNet as NLTK's ``nltk.corpus.wordnet`` names it, over the bundled WordNet 3.1.

Use it where you used NLTK::

    from wordgames import wordnet as wn
    dog, cat = wn.synset("dog.n.01"), wn.synset("cat.n.01")
    dog.path_similarity(cat)            # 0.2, as NLTK
    wn.synsets("dogs", pos="n")         # through NLTK's morphy
    brown = wn.ic("a text ...")         # NLTK's wn.ic(corpus)
    dog.lin_similarity(cat, brown)

The module-level functions read the bundled WordNet 3.1, loaded on first use; ``WordNet(dir)``
opens a WNDB directory and has the same methods. Values equal NLTK 3.10's on the same WordNet.
Differences from NLTK: lists where NLTK gives generators (``all_synsets``), and NLTK's
simulated root ``*ROOT*`` (which ``lowest_common_hypernyms`` and ``hypernym_distances`` return
with ``simulate_root=True``) is one object, ``ROOT``, of its own class ``RootSynset`` (name
``*ROOT*``, no hypernyms, depth 0) rather than a new ``Synset`` on each call.
"""

from __future__ import annotations

import threading
from typing import Iterable, List, Optional, Sequence

from ._wordgames import (
    ROOT,
    InformationContent,
    Lemma,
    RootSynset,
    Synset,
    WordNet,
    WordNetError,
)

NOUN, VERB, ADJ, ADJ_SAT, ADV = "n", "v", "a", "s", "r"
POS_LIST = [NOUN, VERB, ADJ, ADV]
MEASURES = ("path", "lch", "wup", "res", "jcn", "lin")

__all__ = [
    "WordNet", "Synset", "Lemma", "InformationContent", "WordNetError", "ROOT", "RootSynset",
    "NOUN", "VERB", "ADJ", "ADJ_SAT", "ADV", "POS_LIST", "MEASURES",
    "bundled", "synsets", "synset", "synset_from_pos_and_offset", "lemma", "lemmas",
    "lemma_from_key", "all_synsets", "all_lemma_names", "morphy", "ic", "ic_file",
    "ic_from_tag_counts", "similarity_matrix", "path_similarity", "lch_similarity",
    "wup_similarity", "res_similarity", "jcn_similarity", "lin_similarity",
]

_lock = threading.Lock()
_bundled: Optional[WordNet] = None


def bundled() -> WordNet:
    """The bundled WordNet 3.1 (loaded once, on first use)."""
    global _bundled
    if _bundled is None:
        with _lock:
            if _bundled is None:
                _bundled = WordNet()
    return _bundled


def synsets(lemma: str, pos: Optional[str] = None) -> List[Synset]:
    """NLTK's ``wn.synsets(lemma, pos=None)``: the synsets of every base form of ``lemma``."""
    return bundled().synsets(lemma, pos)


def synset(name: str) -> Synset:
    """NLTK's ``wn.synset("dog.n.01")``; raises ``WordNetError`` for an unknown name."""
    return bundled().synset(name)


def synset_from_pos_and_offset(pos: str, offset: int) -> Synset:
    """NLTK's ``wn.synset_from_pos_and_offset(pos, offset)``."""
    return bundled().synset_from_pos_and_offset(pos, offset)


def lemma(name: str) -> Lemma:
    """NLTK's ``wn.lemma("dog.n.01.dog")``."""
    return bundled().lemma(name)


def lemmas(lemma: str, pos: Optional[str] = None) -> List[Lemma]:
    """NLTK's ``wn.lemmas(lemma, pos=None)``."""
    return bundled().lemmas(lemma, pos)


def lemma_from_key(key: str) -> Lemma:
    """NLTK's ``wn.lemma_from_key("dog%1:05:00::")``."""
    return bundled().lemma_from_key(key)


def all_synsets(pos: Optional[str] = None) -> List[Synset]:
    """NLTK's ``wn.all_synsets(pos=None)``, as a list in data-file order."""
    return bundled().all_synsets(pos)


def all_lemma_names(pos: Optional[str] = None) -> List[str]:
    """NLTK's ``wn.all_lemma_names(pos=None)``, as a list."""
    return bundled().all_lemma_names(pos)


def morphy(form: str, pos: Optional[str] = None) -> Optional[str]:
    """NLTK's ``wn.morphy(form, pos=None)``: the first base form, or None."""
    return bundled().morphy(form, pos)


def ic(corpus, weight_senses_equally: bool = False, smoothing: float = 1.0) -> InformationContent:
    """NLTK's ``wn.ic(corpus, weight_senses_equally=False, smoothing=1.0)``.

    ``corpus`` is a text (tokenized as NLTK's ``PlaintextCorpusReader`` does, with
    ``wordpunct_tokenize``), an iterable of words, or an NLTK corpus reader (its ``words()``).
    """
    return bundled().ic(_words_of(corpus), weight_senses_equally, smoothing)


def _words_of(corpus):
    words = getattr(corpus, "words", None)
    if callable(words):
        return list(words())
    return corpus


def ic_file(path: str) -> InformationContent:
    """NLTK's ``wordnet_ic.ic(file)``: an ``ic-*.dat`` file (WordNet::Similarity's format)."""
    return bundled().ic_file(path)


def ic_from_tag_counts(smoothing: float = 1.0) -> InformationContent:
    """Information content from WordNet's own sense tag counts (``index.sense``)."""
    return bundled().ic_from_tag_counts(smoothing)


def similarity_matrix(
    a: Sequence[Synset],
    b: Optional[Sequence[Synset]] = None,
    measure: str = "path",
    ic: Optional[InformationContent] = None,
    simulate_root: bool = True,
):
    """The similarity of every synset of ``a`` with every synset of ``b`` (``a`` when None).

    Returns a NumPy ``float64`` array of shape ``(len(a), len(b))``: entry ``[i, j]`` is
    ``a[i].<measure>_similarity(b[j])`` with NLTK's value, NaN where NLTK answers None. ``measure``
    is one of ``MEASURES`` (``"path_similarity"`` also works); ``res``, ``jcn`` and ``lin`` need
    ``ic``. An error NLTK would raise for a pair (``lch`` of two parts of speech, ``lin`` of 0/0)
    raises ``WordNetError``. The GIL is released while the matrix is computed, so threads that
    compute matrices run in parallel.
    """
    import numpy as np

    a = list(a)
    b = a if b is None else list(b)
    wn = a[0]._wordnet() if a else (b[0]._wordnet() if b else bundled())
    raw = wn._similarity_matrix(a, b, measure, ic, simulate_root)
    return np.frombuffer(raw, dtype="<f8").reshape(len(a), len(b))


def path_similarity(s1: Synset, s2: Synset, verbose: bool = False, simulate_root: bool = True):
    """NLTK's ``wn.path_similarity(s1, s2)``."""
    return s1.path_similarity(s2, verbose, simulate_root)


def lch_similarity(s1: Synset, s2: Synset, verbose: bool = False, simulate_root: bool = True):
    """NLTK's ``wn.lch_similarity(s1, s2)``."""
    return s1.lch_similarity(s2, verbose, simulate_root)


def wup_similarity(s1: Synset, s2: Synset, verbose: bool = False, simulate_root: bool = True):
    """NLTK's ``wn.wup_similarity(s1, s2)``."""
    return s1.wup_similarity(s2, verbose, simulate_root)


def res_similarity(s1: Synset, s2: Synset, ic: InformationContent, verbose: bool = False):
    """NLTK's ``wn.res_similarity(s1, s2, ic)``."""
    return s1.res_similarity(s2, ic, verbose)


def jcn_similarity(s1: Synset, s2: Synset, ic: InformationContent, verbose: bool = False):
    """NLTK's ``wn.jcn_similarity(s1, s2, ic)``."""
    return s1.jcn_similarity(s2, ic, verbose)


def lin_similarity(s1: Synset, s2: Synset, ic: InformationContent, verbose: bool = False):
    """NLTK's ``wn.lin_similarity(s1, s2, ic)``."""
    return s1.lin_similarity(s2, ic, verbose)
