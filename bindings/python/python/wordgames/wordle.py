"""Wordle on the classic lists: feedback, the candidates left, the entropy ranking.

>>> from wordgames import wordle
>>> wordle.feedback("crane", "caper")
'gyy.y'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import List, Optional, Sequence, Tuple

from . import _wordgames
from ._wordgames import WordleError

__all__ = ["feedback", "candidates", "rank", "Ranked", "WordleError"]

History = Sequence[Tuple[str, str]]


@dataclass(frozen=True)
class Ranked:
    """A guess and what its feedback tells, as ``wordgames_wordle::Scored``."""

    guess: str
    #: The expected information of its feedback, in bits.
    entropy: float
    #: Whether it could be the answer.
    candidate: bool
    #: The number of feedback classes.
    parts: int
    #: The size of the largest class (the worst case left).
    largest: int


def feedback(guess: str, answer: str) -> str:
    """Wordle's feedback: ``g`` green, ``y`` yellow, ``.`` grey, one a letter."""
    return _wordgames.feedback(guess, answer)


def candidates(history: History = (), hard: bool = False) -> List[str]:
    """The classic answers still possible after ``history``, (guess, feedback) pairs; feedback
    in ``gy..g``, ``GYBBG``, ``21002`` or emoji squares."""
    return _wordgames.candidates(list(history), hard)


def rank(history: History = (), limit: Optional[int] = 10, candidates_only: bool = False,
         hard: bool = False) -> List[Ranked]:
    """The guesses ranked by the entropy of their feedback over the candidates, best first."""
    return [Ranked(*row) for row in _wordgames.rank(list(history), limit, candidates_only, hard)]
