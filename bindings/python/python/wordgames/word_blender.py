"""Word Blender over the English lexicon: the generator and the catalogue of racks.

>>> from wordgames import word_blender
>>> word_blender.generate(seed=7).letters                # doctest: +SKIP
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import List, Optional, Tuple

from . import _wordgames
from ._origin import DateLike, Origin, date_text, seed_arg, today_text
from .errors import PuzzleError

__all__ = ["generate", "catalogue", "Round", "Rack", "Origin", "PuzzleError"]


@dataclass(frozen=True)
class Round:
    """A round, as ``wordgames_puzzles::word_blender::Round``."""

    #: The six letters, in the order shown.
    letters: str
    #: The common words of three to six letters they make, by length then alphabetically.
    words: Tuple[str, ...]
    #: The six-letter words among them.
    six_letter_words: Tuple[str, ...]
    #: The seed, and for a date's round the date and its number.
    origin: Origin


@dataclass(frozen=True)
class Rack:
    """A rack of the catalogue: six letters (sorted) and the words they make."""

    rack: str
    words: Tuple[str, ...]


def generate(seed: Optional[int] = None, date: Optional[DateLike] = None) -> Round:
    """The round of ``seed``, or the daily round of ``date`` (today, the local date, when
    neither is given), as ``wordgames blender gen --json`` makes it. Raises ``PuzzleError`` for
    a date before the game's first round."""
    seed = seed_arg(seed, date)
    letters, words, six, origin = _wordgames.word_blender_generate(seed, date_text(date),
                                                                   today_text())
    return Round(letters, tuple(words), tuple(six), Origin._from_row(origin))


def catalogue(common: bool = False) -> List[Rack]:
    """Every distinct six-letter rack of the English lexicon with the words it makes
    (``wordgames blender catalogue --json --limit 0``); with ``common``, of the common tier
    only."""
    return [Rack(rack, tuple(words)) for rack, words in _wordgames.word_blender_catalogue(common)]


def __dir__():
    """The public names (``__all__``), not the modules and typing names this one imports."""
    return sorted(__all__)
