"""wordgames: WordNet with NLTK's names and values, from a compiled Rust core.

>>> from wordgames import wordnet as wn
>>> wn.synset("dog.n.01").hypernyms()
[Synset('canine.n.02'), Synset('domestic_animal.n.01')]

The WordNet 3.1 that NLTK's `scripts/nltk-similarity.py` prepares is bundled; no corpus is
downloaded. `wordgames.wordnet.WordNet(dir)` reads any WNDB directory (WordNet 3.0 from
Debian's `wordnet-base`, for instance).
"""

from ._wordgames import PuzzleError, WordgamesError, WordleError, WordNetError
from . import daily, letter_boxed, wordle, wordnet

__all__ = ["WordgamesError", "WordNetError", "PuzzleError", "WordleError", "daily", "letter_boxed", "wordle", "wordnet"]
