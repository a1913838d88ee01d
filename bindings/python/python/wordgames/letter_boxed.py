"""Letter Boxed over the English lexicon: the exact solver and the generator.

>>> from wordgames import letter_boxed
>>> letter_boxed.solve("dpt clr ahx bei")["words"]      # doctest: +SKIP
>>> letter_boxed.generate(date="2026-03-01").par         # doctest: +SKIP
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Dict, Optional, Tuple

from . import _wordgames
from ._origin import DateLike, Origin, date_text, seed_arg, today_text
from .errors import PuzzleError

__all__ = ["solve", "generate", "Puzzle", "Origin", "PuzzleError"]


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


@dataclass(frozen=True)
class Puzzle:
    """A generated board, as ``wordgames_puzzles::letter_boxed::Puzzle``."""

    #: The board, four sides of three letters: ``"dpt clr ahx bei"``.
    board: str
    #: The four sides.
    sides: Tuple[str, ...]
    #: The fewest words that solve the board.
    par: int
    #: The best solution: ``par`` words, then the fewest letters.
    solution: Tuple[str, ...]
    #: The common words the board was built from (a solution too).
    chain: Tuple[str, ...]
    #: The seed, and for a date's puzzle the date and its number.
    origin: Origin


def generate(seed: Optional[int] = None, date: Optional[DateLike] = None, max_words: int = 3,
             allow_all: bool = False) -> Puzzle:
    """The board of ``seed``, or the daily board of ``date`` (today, the local date, when
    neither is given), as ``wordgames letter-boxed gen --json [--seed N | --date D]`` makes it.
    ``max_words`` (2 to 6) bounds the chain the board is built from, so its par; ``allow_all``
    lets boards use the words of the block list. Raises ``PuzzleError`` for a date before the
    game's first puzzle or a bad parameter. The generator is built once per
    (``max_words``, ``allow_all``) and kept."""
    seed = seed_arg(seed, date)
    board, sides, par, solution, chain, origin = _wordgames.letter_boxed_generate(
        seed, date_text(date), today_text(), max_words, allow_all)
    return Puzzle(board, tuple(sides), par, tuple(solution), tuple(chain),
                  Origin._from_row(origin))


def __dir__():
    """The public names (``__all__``), not the modules and typing names this one imports."""
    return sorted(__all__)
