"""What the generators share: a puzzle's origin (a seed, or a date and its number)."""

from __future__ import annotations

import datetime
from dataclasses import dataclass
from typing import Optional, Tuple, Union

DateLike = Union[str, datetime.date]


def date_text(day: Optional[DateLike]) -> Optional[str]:
    """``YYYY-MM-DD`` for a date or a string, None for None."""
    if day is None:
        return None
    return day.isoformat() if isinstance(day, datetime.date) else str(day)


def seed_arg(seed: Optional[int], day: Optional[DateLike]) -> Optional[int]:
    """The seed a generator is given: None, or an int from 0 to 2**64 - 1; a seed and a date
    together, or a seed out of that range, raise ``PuzzleInputError`` (a ``ValueError``)."""
    from .errors import PuzzleInputError

    if seed is not None and day is not None:
        raise PuzzleInputError("give a seed or a date, not both")
    if seed is not None and not (isinstance(seed, int) and 0 <= seed < 2 ** 64):
        raise PuzzleInputError(f"seed {seed!r}: a seed is an integer from 0 to 2**64 - 1")
    return seed


def today_text() -> str:
    """The local date, as the CLI's default ``--date``."""
    return datetime.date.today().isoformat()


@dataclass(frozen=True)
class Origin:
    """Where a generated puzzle comes from, as ``wordgames_puzzles::daily::Origin``: the seed
    that dealt it, and for a date's puzzle the date and its number."""

    seed: int
    date: Optional[str] = None
    number: Optional[int] = None

    @classmethod
    def _from_row(cls, row: Tuple[int, Optional[str], Optional[int]]) -> "Origin":
        return cls(*row)

    @classmethod
    def _from_doc(cls, doc: dict) -> "Origin":
        """The origin fields of a generator's JSON document: ``seed``, ``date``, ``number``."""
        return cls(doc["seed"], doc.get("date"), doc.get("number"))
