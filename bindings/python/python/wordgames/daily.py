"""The daily puzzles of every built-in game, as ``wordgames daily --json`` gives them.

>>> from wordgames import daily
>>> edition = daily.edition("2026-03-01")
>>> [g["game"] for g in edition["games"]][:2]      # doctest: +SKIP
"""

from __future__ import annotations

import datetime
import json
from typing import Any, Dict, Optional, Union

from ._wordgames import _daily_json
from .errors import PuzzleError

__all__ = ["edition", "PuzzleError"]

DateLike = Union[str, datetime.date]


def _text(day: DateLike) -> str:
    return day.isoformat() if isinstance(day, datetime.date) else str(day)


def edition(date: DateLike, today: Optional[DateLike] = None) -> Dict[str, Any]:
    """The daily edition for ``date``: the same document as ``wordgames daily --json --date
    DATE`` (the English lexicon, the classic Wordle answers, the bundled WordNet), as dicts and
    lists. A date after ``today`` (the local date by default, as the CLI) has not begun: its
    seeds are left out. Raises ``PuzzleError`` for a date before the first edition."""
    today = datetime.date.today() if today is None else today
    return json.loads(_daily_json(_text(date), _text(today)))


def __dir__():
    """The public names (``__all__``), not the modules and typing names this one imports."""
    return sorted(__all__)
