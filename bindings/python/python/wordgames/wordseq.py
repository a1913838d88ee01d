"""wordseq over the English lexicon: levels generated and checked.

>>> from wordgames import wordseq
>>> level = wordseq.generate("normal", seed=1)           # doctest: +SKIP
>>> level.optimum, level.to_dict()["wordLength"]         # doctest: +SKIP
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Dict, Optional

from . import _wordgames
from ._origin import DateLike, Origin, date_text, seed_arg, today_text
from .errors import PuzzleError

__all__ = ["generate", "check", "Level", "Origin", "PuzzleError"]


@dataclass(frozen=True)
class Level:
    """A generated level, as ``wordgames_puzzles::wordseq::Level`` with the generator's report."""

    #: The level as JSON (initialGrid, wordLength, maxDepthReached, explorationTree), the
    #: text ``wordgames wordseq gen`` writes.
    json: str
    #: The fewest moves that win.
    optimum: int
    #: The nodes of the tree stored.
    tree_nodes: int
    #: The nodes of the full tree (None when the generator did not count them).
    full_tree_nodes: Optional[int]
    #: Grids the generator drew.
    grids_tried: int
    #: States it explored.
    states_explored: int
    #: The seed, and for a date's level the date and its number.
    origin: Origin

    def to_dict(self) -> Dict[str, Any]:
        """The level's JSON document as dicts and lists."""
        return json.loads(self.json)


def generate(difficulty: str = "normal", seed: Optional[int] = None,
             date: Optional[DateLike] = None, tree: str = "pruned", allow_all: bool = False,
             min_turns: Optional[int] = None, max_turns: Optional[int] = None,
             max_unique_words: Optional[int] = None) -> Level:
    """The level of ``seed``, or of ``date`` (today, the local date, when neither is given), as
    ``wordgames wordseq gen --difficulty D [--seed N | --date D]`` writes it. ``difficulty`` is
    ``normal``, ``hard`` or ``impossible``; ``tree`` is ``pruned`` or ``full``; the limits
    override the preset's. Raises ``PuzzleError`` for a bad parameter, or when the generator's
    budget runs out."""
    seed = seed_arg(seed, date)
    text, optimum, nodes, full, grids, states, origin = _wordgames.wordseq_generate(
        difficulty, seed, date_text(date), today_text(), tree, allow_all, min_turns, max_turns,
        max_unique_words)
    return Level(text, optimum, nodes, full, grids, states, Origin._from_row(origin))


def check(level: Any, difficulty: str = "normal", allow_all: bool = False) -> int:
    """Checks a level (a ``Level``, its JSON text or its dict) as ``wordgames wordseq check``
    does, and returns its optimum. Raises ``PuzzleError`` naming the rule it breaks."""
    if isinstance(level, Level):
        text = level.json
    elif isinstance(level, str):
        text = level
    else:
        text = json.dumps(level)
    optimum, _nodes = _wordgames.wordseq_check(text, difficulty, allow_all)
    return optimum


def __dir__():
    """The public names (``__all__``), not the modules and typing names this one imports."""
    return sorted(__all__)
