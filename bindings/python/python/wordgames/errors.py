"""The exceptions the wordgames package raises, one class per kind of library error.

Every class derives from ``WordgamesError`` and from its family (``WordNetError``,
``PuzzleError``, ``WordleError``); the kinds a Python programmer catches with a builtin also
derive from it: an unknown name is a ``KeyError``, a bad argument a ``ValueError``. The classes
are defined here, in Python, so that they pickle: an error raised in a ``multiprocessing``
worker or on a Dask worker reaches the caller as the same class, with the same message.

>>> import pickle
>>> from wordgames import wordnet as wn
>>> from wordgames.errors import UnknownSynsetError
>>> try:
...     wn.synset("dog.n.99")
... except KeyError as e:
...     again = pickle.loads(pickle.dumps(e))
>>> type(again) is UnknownSynsetError, str(again) == str(e)
(True, True)
"""

from __future__ import annotations

__all__ = [
    "WordgamesError", "SizeLimitError", "BudgetExhaustedError",
    "WordNetError", "UnknownSynsetError", "UnknownLemmaError", "UnknownSenseKeyError",
    "WordNetInputError", "SimilarityError", "WordNetDataError", "WordNetSizeLimitError",
    "PuzzleError", "PuzzleInputError", "PuzzleBudgetExhaustedError",
    "WordleError", "UnknownWordError", "WordListError", "FeedbackError", "HardModeError",
    "GameOverError", "WordleBudgetExhaustedError", "WordleSizeLimitError",
]


class WordgamesError(Exception):
    """The base class of every error the wordgames package raises.

    Its message is the library's sentence (``str(e)``), also for the classes that are a
    ``KeyError`` too (whose builtin ``str`` would quote it)."""

    def __str__(self) -> str:
        return Exception.__str__(self)


class SizeLimitError(WordgamesError, ValueError):
    """A size the caller chose (a matrix's cells, a list's length, a string's length) is over
    the limit this package checks before allocating; the message names the limit."""


class BudgetExhaustedError(WordgamesError):
    """A search ran out of its budget; a larger budget (where the call takes one) may finish."""


# WordNet (wordgames-wordnet)


class WordNetError(WordgamesError):
    """An error of the WordNet API (NLTK raises ``nltk.corpus.reader.wordnet.WordNetError``
    where this one is raised)."""


class UnknownSynsetError(WordNetError, KeyError):
    """No synset has this name or this offset (``wn.synset("dog.n.99")``)."""


class UnknownLemmaError(WordNetError, KeyError):
    """No lemma has this name (``wn.lemma("dog.n.01.cat")``) or spelling."""


class UnknownSenseKeyError(WordNetError, KeyError):
    """No lemma has this sense key (``wn.lemma_from_key``)."""


class WordNetInputError(WordNetError, ValueError):
    """A bad argument of the WordNet API: an unknown part of speech or measure, a value that is
    not a word."""


class SimilarityError(WordNetError, ValueError):
    """A similarity that is undefined for these synsets (two parts of speech for ``lch``, an
    information content without counts for a part of speech, ``lin`` of 0/0) or that needs an
    information content it was not given."""


class WordNetDataError(WordNetError, ValueError):
    """A WordNet directory that cannot be read: a missing or malformed file, a file too large,
    a file a feature needs."""


class WordNetSizeLimitError(WordNetError, SizeLimitError):
    """A size limit of the WordNet API (a similarity matrix's cells, a word's length)."""


# The puzzles (wordgames-puzzles)


class PuzzleError(WordgamesError):
    """An error of the puzzles (wordgames-puzzles): a date out of range, a bad parameter, a
    generator's budget."""


class PuzzleInputError(PuzzleError, ValueError):
    """A bad argument of a puzzle call: a malformed board, a parameter out of range, a date
    before a game's first puzzle, an unknown game."""


class PuzzleBudgetExhaustedError(PuzzleError, BudgetExhaustedError):
    """A puzzle's search (a generator, a solver) ran out of its budget."""


# Wordle (wordgames-wordle)


class WordleError(WordgamesError):
    """An error of the Wordle solver (wordgames-wordle): a word not in the list, a bad
    feedback."""


class UnknownWordError(WordleError, KeyError):
    """The word is not in the game's list of answers or of allowed guesses."""


class WordListError(WordleError, ValueError):
    """A word list that cannot make a game: a word that is not one, two lengths, a repeat, an
    empty list."""


class FeedbackError(WordleError, ValueError):
    """A feedback that is malformed or that no answer still possible gives."""


class HardModeError(WordleError, ValueError):
    """A guess that hard mode forbids after the feedback so far."""


class GameOverError(WordleError):
    """A guess after the game ended."""


class WordleBudgetExhaustedError(WordleError, BudgetExhaustedError):
    """A Wordle search ran out of its budget."""


class WordleSizeLimitError(WordleError, SizeLimitError):
    """A size limit of a Wordle call (a word list's length, a feedback table's cells)."""


def __dir__():
    """The public names (``__all__``), not the modules and typing names this one imports."""
    return sorted(__all__)
