"""wordgames: WordNet with NLTK's names and values, from a compiled Rust core.

>>> from wordgames import wordnet as wn
>>> wn.synset("dog.n.01").hypernyms()
[Synset('canine.n.02'), Synset('domestic_animal.n.01')]

The WordNet 3.1 that NLTK's `scripts/nltk-similarity.py` prepares is bundled; no corpus is
downloaded. `wordgames.wordnet.WordNet(dir)` reads any WNDB directory (WordNet 3.0 from
Debian's `wordnet-base`, for instance).

The games: `daily` (every game's puzzle of a date), `letter_boxed`, `word_blender`,
`wordseq` and `nettle` (each a puzzle from `generate`, a `Game` to play, and Letter Boxed's
exact `Solver`), and `wordle` (`WordleGame`, feedback, candidates, the entropy ranking,
`analyze`, the exact value of an opener, the exact opener ranking, in shards and over Dask).
Every game plays in the family's vocabulary: `play`, `status`, `give_up`, and once it is over
`answer` and `share`. The games are English unless given a `Language`: another language's
words from a list read at run time (`Language("nb", words="/usr/share/dict/bokmaal",
lenient=True)`, graded by the language's shipped frequencies), as `wordgames --lang nb --words
FILE` plays it.

The errors (`wordgames.errors`) are one class per kind of library error, each a subclass of
`WordNetError`, `PuzzleError` or `WordleError` (and of `KeyError` or `ValueError` where that
fits); they pickle, so they cross `multiprocessing` and Dask.
"""

from . import errors
from ._wordgames import Language, __version__
from .errors import PuzzleError, WordgamesError, WordleError, WordNetError
from . import daily, letter_boxed, nettle, word_blender, wordle, wordnet, wordseq

__all__ = ["__version__", "Language", "errors", "WordgamesError", "WordNetError", "PuzzleError", "WordleError", "daily",
           "letter_boxed", "nettle", "word_blender", "wordle", "wordnet", "wordseq"]


def __dir__():
    """The public names (``__all__``)."""
    return sorted(__all__)
