"""Letter Boxed: the exact solver over the English lexicon.

>>> from wordgames import letter_boxed
>>> letter_boxed.solve("dpt clr ahx bei")["words"]      # doctest: +SKIP
"""

from __future__ import annotations

from typing import Any, Dict

from . import _wordgames
from ._wordgames import PuzzleError

__all__ = ["solve", "PuzzleError"]


def solve(board: str, max_words: int = 6, allow_all: bool = False) -> Dict[str, Any]:
    """The exact solution of ``board`` (four sides of three letters, ``"dpt clr ahx bei"``):
    ``best`` (the fewest words, then the fewest letters; None beyond ``max_words``), ``words``
    and ``letters`` (its size), ``two_word_solutions`` and ``playable_words``, as
    ``wordgames letter-boxed solve --json`` gives them. Offensive words are left out unless
    ``allow_all``. Raises ``PuzzleError`` for a malformed board."""
    best, two, playable = _wordgames.letter_boxed_solve(board, max_words, allow_all)
    return {
        "best": best,
        "words": None if best is None else len(best),
        "letters": None if best is None else sum(len(w) for w in best),
        "two_word_solutions": two,
        "playable_words": playable,
    }
