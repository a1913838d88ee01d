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
``*ROOT*``, no hypernyms, depth 0) rather than a new ``Synset`` on each call. A synset's
relation lists (``hyponyms()``, ...) hold NLTK's synsets in data-file order: NLTK 3.10 keeps
them in a set, whose order changes from one interpreter to the next with Python's hash seed
(sort them, as NLTK's own docs do, where the order matters); a lemma's relation lists are in
NLTK's order.
"""

from __future__ import annotations

import threading as _threading
import typing as _typing

from ._wordgames import (
    ROOT,
    InformationContent,
    Lemma,
    RootSynset,
    Synset,
    WordNet,
)
from . import errors as _errors
from .errors import WordNetError

if _typing.TYPE_CHECKING:
    from typing import Any, Dict, List, Optional, Sequence, Union

    _PosArg = Optional[Union[str, Sequence[str]]]

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
    "synsets_many", "morphy_many", "SynsetTable", "synsets_table",
    "langs", "words", "synonyms", "get_version", "lemma_count", "synset_from_sense_key",
    "ss2of", "of2ss", "custom_lemmas", "digraph", "tag2pos",
]

_lock = _threading.Lock()
_bundled: "Optional[WordNet]" = None
_opened: "Dict[str, WordNet]" = {}


def bundled() -> WordNet:
    """The bundled WordNet 3.1 (loaded once, on first use)."""
    global _bundled
    if _bundled is None:
        with _lock:
            if _bundled is None:
                _bundled = WordNet()
    return _bundled


def _wordnet_at(dir: str) -> WordNet:
    """The bundled WordNet for "", else the WordNet of ``dir``, opened once per process."""
    if not dir:
        return bundled()
    with _lock:
        wn = _opened.get(dir)
        if wn is None:
            wn = _opened[dir] = WordNet(dir)
        return wn


def _unpickle_synset(name: str, dir: str) -> Synset:
    """A pickled ``Synset``: the synset of that name in the WordNet of ``dir``."""
    return _wordnet_at(dir).synset(name)


def _unpickle_lemma(name: str, dir: str) -> Lemma:
    """A pickled ``Lemma``: the lemma of that name in the WordNet of ``dir``."""
    return _wordnet_at(dir).lemma(name)


def synsets(lemma: str, pos: "_PosArg" = None, lang: str = "eng") -> "List[Synset]":
    """NLTK's ``wn.synsets(lemma, pos=None, lang="eng")``: the synsets of every base form of
    ``lemma``; ``pos`` as NLTK takes it (None, a letter, a list or a string of letters).
    ``lang`` is ``"eng"``: another raises ``WordNetInputError`` (see ``langs``)."""
    _check_lang(lang)
    return bundled().synsets(lemma, pos)


def synset(name: str) -> Synset:
    """NLTK's ``wn.synset("dog.n.01")``; raises ``WordNetError`` for an unknown name."""
    return bundled().synset(name)


def synset_from_pos_and_offset(pos: str, offset: int) -> "Optional[Synset]":
    """NLTK's ``wn.synset_from_pos_and_offset(pos, offset)``: None where no synset starts at
    that offset, as NLTK (which also warns)."""
    return bundled().synset_from_pos_and_offset(pos, offset)


def lemma(name: str) -> Lemma:
    """NLTK's ``wn.lemma("dog.n.01.dog")``."""
    return bundled().lemma(name)


def lemmas(lemma: str, pos: "Optional[str]" = None, lang: str = "eng") -> "List[Lemma]":
    """NLTK's ``wn.lemmas(lemma, pos=None, lang="eng")``."""
    _check_lang(lang)
    return bundled().lemmas(lemma, pos)


def lemma_from_key(key: str) -> Lemma:
    """NLTK's ``wn.lemma_from_key("dog%1:05:00::")``."""
    return bundled().lemma_from_key(key)


def all_synsets(pos: "Optional[str]" = None) -> "List[Synset]":
    """NLTK's ``wn.all_synsets(pos=None)``, as a list in data-file order."""
    return bundled().all_synsets(pos)


def all_lemma_names(pos: "Optional[str]" = None, lang: str = "eng") -> "List[str]":
    """NLTK's ``wn.all_lemma_names(pos=None, lang="eng")``, as a list."""
    _check_lang(lang)
    return bundled().all_lemma_names(pos)


def langs() -> "List[str]":
    """NLTK's ``wn.langs()``: the languages this WordNet has, ``["eng"]`` (NLTK's Open
    Multilingual Wordnet is not bundled)."""
    return ["eng"]


def _check_lang(lang: str) -> None:
    if lang != "eng":
        raise _errors.WordNetInputError(
            f"language {lang!r}: only English ('eng') is available (NLTK's Open Multilingual "
            "Wordnet is not bundled)")


def words(lang: str = "eng") -> "List[str]":
    """NLTK's ``wn.words(lang="eng")``: every lemma name, as a list."""
    return all_lemma_names(lang=lang)


def synonyms(word: str, lang: str = "eng") -> "List[List[str]]":
    """NLTK's ``wn.synonyms(word, lang="eng")``: for each synset of ``word``, the sorted names
    of its other lemmas.

    >>> synonyms("car")[0]
    ['auto', 'automobile', 'machine', 'motorcar']
    """
    return [sorted(set(s.lemma_names()) - {word}) for s in synsets(word, lang=lang)]


def get_version() -> str:
    """NLTK's ``wn.get_version()`` of the bundled WordNet: ``"3.1"``."""
    return "3.1"


def lemma_count(lemma: Lemma) -> int:
    """NLTK's ``wn.lemma_count(lemma)``: its tag count, ``lemma.count()``."""
    return lemma.count()


def synset_from_sense_key(sense_key: str) -> Synset:
    """NLTK's ``wn.synset_from_sense_key("drive%1:04:03::")``: the synset of the lemma with
    that key (``UnknownSenseKeyError``, a ``KeyError``, for an unknown key)."""
    return lemma_from_key(sense_key).synset()


def ss2of(ss: "Optional[Synset]") -> "Optional[str]":
    """NLTK's ``wn.ss2of(ss)``: the synset's id, ``"02086723-n"`` (None for None)."""
    if ss:
        return f"{ss.offset():08d}-{ss.pos()}"
    return None


def of2ss(of: str) -> "Optional[Synset]":
    """NLTK's ``wn.of2ss("02086723-n")``: the synset of that id, None where there is none."""
    return synset_from_pos_and_offset(of[-1], int(of[:8]))


def custom_lemmas(tab_file: "Any", lang: str) -> None:
    """NLTK's ``wn.custom_lemmas(tab_file, lang)`` adds another language's lemmas (Open
    Multilingual Wordnet); only English is available here, so it raises
    ``WordNetInputError``."""
    raise _errors.WordNetInputError(
        f"custom_lemmas({lang!r}): lemmas of other languages (Open Multilingual Wordnet) are "
        "not supported; only English ('eng') is available")


def digraph(inputs: "Any", rel: "Any" = None, pos: "Optional[str]" = None, maxdepth: int = -1,
            shapes: "Optional[Dict[str, str]]" = None, attr: "Optional[Dict[str, str]]" = None,
            verbose: bool = False) -> str:
    """NLTK's ``wn.digraph``: the DOT text (Graphviz) of the graph ``rel`` (hypernyms by
    default) spans from ``inputs``, synsets, lemmas or words, as NLTK writes it."""
    return bundled().digraph(inputs, rel, pos, maxdepth, shapes, attr, verbose)


def tag2pos(tag: str, tagset: str = "en-ptb") -> "Optional[str]":
    """NLTK's ``wn.tag2pos``: ``n``, ``v``, ``a`` or ``r`` for a Penn Treebank (``en-ptb``) or
    universal tag, None where WordNet has no part of speech for it (``tag2pos("NNS")`` is
    ``n``, ``tag2pos(".")`` None)."""
    return bundled().tag2pos(tag, tagset)


def morphy(form: str, pos: "Optional[str]" = None) -> "Optional[str]":
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
    a: "Sequence[Union[Synset, str]]",
    b: "Optional[Sequence[Union[Synset, str]]]" = None,
    measure: str = "path",
    ic: "Optional[InformationContent]" = None,
    simulate_root: bool = True,
    nan: bool = False,
    wordnet: "Optional[WordNet]" = None,
):
    """The similarity of every synset of ``a`` with every synset of ``b`` (``a`` when None).

    ``a`` and ``b`` hold synsets or synset names (``"dog.n.01"``), which are looked up in
    ``wordnet`` (the WordNet of the first synset given, else the bundled one). Returns a NumPy
    ``float64`` array of shape ``(len(a), len(b))``: entry ``[i, j]`` is
    ``a[i].<measure>_similarity(b[j])`` with NLTK's value, NaN where NLTK answers None.
    ``measure`` is one of ``MEASURES`` (``"path_similarity"`` also works); ``res``, ``jcn`` and
    ``lin`` need ``ic``. A pair NLTK raises for (``lch`` of two parts of speech, ``lin`` of 0/0)
    raises ``SimilarityError`` (a ``WordNetError`` and a ``ValueError``), or is NaN with
    ``nan=True``. A matrix of more than 2**27 cells raises ``WordNetSizeLimitError`` (a
    ``ValueError``) before anything is allocated; the array is the only allocation of its size
    (NumPy shares the buffer the matrix was computed in). The GIL is released while the matrix
    is computed, so threads that compute matrices run in parallel.

    >>> similarity_matrix(["dog.n.01", "cat.n.01"], ["run.v.01"], "lch", nan=True)
    array([[nan],
           [nan]])
    """
    import numpy as np

    if isinstance(a, str) or isinstance(b, str):
        raise _errors.WordNetInputError(
            "a and b are lists of synsets or synset names, not one string")
    if not isinstance(a, _SIZED):
        a = list(a)
    if b is None:
        b = a
    elif not isinstance(b, _SIZED):
        b = list(b)
    wn = wordnet if wordnet is not None else _wordnet_of(a, b)
    raw = wn._similarity_matrix(a, b, measure, ic, simulate_root, nan)
    return np.frombuffer(raw, dtype="<f8").reshape(len(a), len(b))


_SIZED = (list, tuple)


def _wordnet_of(*lists) -> WordNet:
    """The WordNet of the first synset of the lists, or the bundled one."""
    for items in lists:
        for item in items:
            if isinstance(item, Synset):
                return item._wordnet()
    return bundled()


def synsets_many(words: "Sequence[str]", pos: "_PosArg" = None,
                 wordnet: "Optional[WordNet]" = None) -> "List[List[Synset]]":
    """``synsets(word, pos)`` of each word, one list per word, in one call (no Python loop).

    ``pos`` as ``synsets`` takes it: None (every part of speech), a letter, a list or a
    string of letters (their synsets in that order), ``""`` (nothing, as NLTK). A list of more than 2**24 words, or a word of more than 4,096
    bytes, raises ``WordNetSizeLimitError`` (a ``ValueError``).

    >>> [len(found) for found in synsets_many(["dog", "cats", "qwxz"], pos="n")]
    [7, 8, 0]
    """
    return (wordnet or bundled()).synsets_many(_as_list(words), pos)


def morphy_many(forms: "Sequence[str]", pos: "_PosArg" = None,
                wordnet: "Optional[WordNet]" = None) -> "List[Optional[str]]":
    """``morphy(form, pos)`` of each form, None where there is no base form, in one call.

    >>> morphy_many(["dogs", "churches", "qwxz"])
    ['dog', 'church', None]
    """
    return (wordnet or bundled()).morphy_many(_as_list(forms), pos)


def _as_list(words):
    if isinstance(words, str):
        raise _errors.WordNetInputError("expected a list of words, not one string")
    return words if isinstance(words, _SIZED) else list(words)


class SynsetTable:
    """The synsets of many words as columns, one row per (word, synset), ready for a
    DataFrame: ``to_dict()`` gives the dict of columns (``word``, ``sense`` (1 for a word's
    first synset), ``synset``, ``pos``, ``offset``, ``lexname``, ``definition``), ``to_pandas()``
    a ``pandas.DataFrame`` (pandas is imported then, not before)."""

    COLUMNS = ("word", "sense", "synset", "pos", "offset", "lexname", "definition")

    def __init__(self, columns: "Dict[str, List[Any]]") -> None:
        self._columns = columns

    def __len__(self) -> int:
        return len(self._columns["word"])

    def __repr__(self) -> str:
        return f"<SynsetTable: {len(self)} rows>"

    def to_dict(self) -> "Dict[str, List[Any]]":
        """The columns, each a list of one value per row (a copy)."""
        return {name: list(values) for name, values in self._columns.items()}

    def to_pandas(self):
        """A ``pandas.DataFrame`` of the columns."""
        import pandas  # type: ignore[import-untyped]

        return pandas.DataFrame(self._columns, columns=list(self.COLUMNS))


def synsets_table(words: "Sequence[str]", pos: "_PosArg" = None,
                  wordnet: "Optional[WordNet]" = None) -> SynsetTable:
    """``synsets_many`` as a table: one row per (word, synset); a word with no synset has no
    row.

    >>> synsets_table(["dog"], pos="n").to_dict()["synset"][:2]
    ['dog.n.01', 'frump.n.01']
    """
    words = _as_list(words)
    found = synsets_many(words, pos, wordnet)
    columns: "Dict[str, List[Any]]" = {name: [] for name in SynsetTable.COLUMNS}
    for word, synsets_of_word in zip(words, found):
        for sense, s in enumerate(synsets_of_word, 1):
            columns["word"].append(word)
            columns["sense"].append(sense)
            columns["synset"].append(s.name())
            columns["pos"].append(s.pos())
            columns["offset"].append(s.offset())
            columns["lexname"].append(s.lexname())
            columns["definition"].append(s.definition())
    return SynsetTable(columns)


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


def __dir__():
    """The public names (``__all__``), not the modules and typing names this one imports."""
    return sorted(__all__)
