"""wordseq over the English lexicon, or another language's (``language=``): levels
(``generate``, ``check``) and the game (``Game``).

>>> from wordgames import wordseq
>>> level = wordseq.generate("normal", seed=1)
>>> game = wordseq.Game(level)
>>> game.status(), game.answer(), game.optimum == level.optimum
('playing', None, True)
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Dict, Optional, Sequence, Tuple, Union

from . import _wordgames
from ._wordgames import Language
from ._origin import DateLike, Origin, date_text, seed_arg, share_title, today_text
from .errors import PuzzleError, PuzzleInputError

__all__ = ["generate", "check", "Level", "LevelDifficulty", "Origin", "Game", "Move",
           "Verdict", "Score", "DIFFICULTIES", "PuzzleError"]

#: The difficulty presets (``wordgames_puzzles::wordseq::Difficulty``), easiest first: normal
#: is 3 by 4 with four-letter words, hard 4 by 4, impossible 5 by 5 with five-letter words.
DIFFICULTIES = ("normal", "hard", "impossible")


@dataclass(frozen=True)
class LevelDifficulty:
    """How hard a level is, as ``wordgames_puzzles::wordseq::LevelDifficulty``: a longer best
    game is harder to find, and a rarer word in it harder to see."""

    #: The moves of the best game (the level's optimum).
    optimum: int
    #: The Zipf frequency of the rarest word the best game forms (the common tier starts at 3.0).
    rarest: float
    #: Whether ``rarest`` is a measured frequency rather than the stand-in of a grade.
    measured: bool

    def __str__(self) -> str:
        return f"best game {self.optimum} moves, rarest word at Zipf {self.rarest:.2f}"


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
    #: The preset it was generated with: ``normal``, ``hard`` or ``impossible``.
    difficulty: str = "normal"
    #: How hard the level is (None for a level not made by ``generate``).
    estimate: Optional[LevelDifficulty] = None
    #: The language whose words it was made of (None for the embedded English lexicon).
    language: Optional[Language] = None

    @property
    def grid(self) -> Tuple[str, ...]:
        """The initial grid, one string per row."""
        return tuple("".join(row) for row in self.to_dict()["initialGrid"])

    def game(self, allow_all: bool = False) -> "Game":
        """A new game of this level (``Game(self)``)."""
        return Game(self, allow_all, self.language)

    def to_dict(self) -> Dict[str, Any]:
        """The level's JSON document as dicts and lists."""
        return json.loads(self.json)


def generate(difficulty: str = "normal", seed: Optional[int] = None,
             date: Optional[DateLike] = None, tree: str = "pruned", allow_all: bool = False,
             min_turns: Optional[int] = None, max_turns: Optional[int] = None,
             max_unique_words: Optional[int] = None,
             language: Optional[Language] = None) -> Level:
    """The level of ``seed``, or of ``date`` (today, the local date, when neither is given), as
    ``wordgames wordseq gen --difficulty D [--seed N | --date D]`` writes it. ``difficulty`` is
    ``normal``, ``hard`` or ``impossible``; ``tree`` is ``pruned`` or ``full``; the limits
    override the preset's; with ``language``, a grid of that language's letters and words.
    Raises ``PuzzleError`` for a bad parameter, or when the generator's budget runs out."""
    seed = seed_arg(seed, date)
    text, optimum, nodes, full, grids, states, origin, estimate = _wordgames.wordseq_generate(
        difficulty, seed, date_text(date), today_text(), tree, allow_all, min_turns, max_turns,
        max_unique_words, language)
    return Level(text, optimum, nodes, full, grids, states, Origin._from_row(origin),
                 difficulty, LevelDifficulty(*estimate), language)


def check(level: Any, difficulty: str = "normal", allow_all: bool = False,
          language: Optional[Language] = None) -> int:
    """Checks a level (a ``Level``, its JSON text or its dict) as ``wordgames wordseq check``
    does, and returns its optimum; in the words of ``language`` (a ``Level``'s own by default,
    else English). Raises ``PuzzleError`` naming the rule it breaks."""
    if isinstance(level, Level):
        text = level.json
        language = language or level.language
    elif isinstance(level, str):
        text = level
    else:
        text = json.dumps(level)
    optimum, _nodes = _wordgames.wordseq_check(text, difficulty, allow_all, language)
    return optimum


Cell = Tuple[int, int]


@dataclass(frozen=True)
class Move:
    """A swap of two neighbouring cells, as ``wordgames_puzzles::wordseq::Move``; each cell is
    (row, column), from 0."""

    from_cell: Cell
    to_cell: Cell

    def __str__(self) -> str:
        return f"{self.from_cell[0]} {self.from_cell[1]} {self.to_cell[0]} {self.to_cell[1]}"

    @classmethod
    def _from_row(cls, row) -> "Move":
        (a, b), (c, d) = row
        return cls((a, b), (c, d))


@dataclass(frozen=True)
class Verdict:
    """How a move stands, as ``wordgames_puzzles::wordseq::Verdict``."""

    #: ``optimal`` (the longest game is still reachable), ``non-optimal`` (it is shorter now)
    #: or ``invalid`` (the move forms no new word and is not made).
    kind: str
    #: The words the move formed.
    words_formed: Tuple[str, ...]
    #: The longest whole game still reachable after the move (None for an invalid move).
    best_total: Optional[int]
    #: The moves it costs against the best before it.
    lost: int

    def __str__(self) -> str:
        if self.kind == "invalid":
            return "No new word: the move is not made"
        words = ", ".join(self.words_formed)
        cost = f" ({self.lost} moves lost)" if self.lost else ""
        return f"{words}: {self.kind}{cost}"


@dataclass(frozen=True)
class Score:
    """A game's score, as ``wordgames_puzzles::wordseq::Score``."""

    moves: int
    optimum: int

    @property
    def is_perfect(self) -> bool:
        """Whether the game reached the optimum."""
        return self.moves >= self.optimum

    def __str__(self) -> str:
        return f"{self.moves} of {self.optimum} moves"


MoveLike = Union[Move, Sequence[int], Tuple[Cell, Cell]]


def _cells(move: Any, to_cell: Any) -> Tuple[Cell, Cell]:
    if isinstance(move, Move):
        return move.from_cell, move.to_cell
    if to_cell is not None:
        return _cell(move), _cell(to_cell)
    flat = list(move)
    if len(flat) == 4:
        return (int(flat[0]), int(flat[1])), (int(flat[2]), int(flat[3]))
    if len(flat) == 2:
        return _cell(flat[0]), _cell(flat[1])
    raise PuzzleInputError(f"a move is two cells, (row, column) each, not {move!r}")


def _cell(value: Any) -> Cell:
    row, col = value
    return int(row), int(col)


class Game:
    """A wordseq game of a level, in the family's vocabulary (``wordgames_puzzles::play::Play``):
    ``play`` a move (swap two neighbouring letters to form a new word), the ``status``,
    ``give_up``, and once it is over the ``answer`` (a longest game, as moves) and the
    ``share`` text. It is won when no valid move is left; the ``score`` says how close to the
    optimum. Moves are judged with the lexicon of the level's language (``language``, a
    ``Level``'s own, else English), as ``wordgames play wordseq`` judges a generated level."""

    def __init__(self, level: Union[Level, str], allow_all: bool = False,
                 language: Optional[Language] = None) -> None:
        self.level = level if isinstance(level, Level) else None
        text = level.json if isinstance(level, Level) else level
        if isinstance(level, Level):
            language = language or level.language
        self._game = _wordgames.WordseqGame(text, allow_all, language)

    def play(self, move: MoveLike, to_cell: Optional[Cell] = None) -> Verdict:
        """Plays a move: a ``Move``, two cells (``play((0, 1), (0, 2))``) or four numbers
        (``play((0, 1, 0, 2))``). An ``invalid`` verdict leaves the grid as it was; a move once
        the game is over raises ``PuzzleInputError``."""
        a, b = _cells(move, to_cell)
        kind, words, best, lost = self._game.play(a, b)
        return Verdict(kind, tuple(words), best, lost)

    def status(self) -> str:
        """``playing``, ``won`` (no valid move left) or ``gaveUp``."""
        return self._game.status()

    def give_up(self) -> None:
        """Stops the game; a longest game is worked out as its answer."""
        self._game.give_up()

    def answer(self) -> Optional[Tuple[Move, ...]]:
        """A longest game from the start once the game is over; None while it is played."""
        moves = self._game.answer()
        return None if moves is None else tuple(Move._from_row(m) for m in moves)

    def share(self, title: Optional[str] = None) -> Optional[str]:
        """The share text (moves made, of how many) once the game is over, under ``title``
        (``wordseq #N`` for a date's level, else ``wordseq``); None before."""
        if title is None:
            origin = self.level.origin if self.level is not None else None
            title = share_title("wordseq", origin)
        return self._game.share(title)

    def undo(self) -> Optional[Move]:
        """Takes back the last move, returning it."""
        row = self._game.undo()
        return None if row is None else Move._from_row(row)

    def hint(self) -> Optional[Move]:
        """A move that keeps the longest game reachable; None when no move is left."""
        row = self._game.hint()
        return None if row is None else Move._from_row(row)

    def score(self) -> Score:
        """The moves made against the level's optimum."""
        return Score(*self._game.score())

    @property
    def grid(self) -> Tuple[str, ...]:
        """The grid now, one string per row."""
        return tuple(self._game.grid())

    @property
    def history(self) -> Tuple[Move, ...]:
        """The moves made."""
        return tuple(Move._from_row(m) for m in self._game.history())

    @property
    def words(self) -> Tuple[str, ...]:
        """The words formed so far."""
        return tuple(self._game.words())

    @property
    def optimum(self) -> int:
        """The most moves a game of the level can have."""
        return self._game.optimum()

    @property
    def difficulty(self) -> Optional[str]:
        """The level's preset (None for a level given as JSON text)."""
        return None if self.level is None else self.level.difficulty

    @property
    def estimate(self) -> Optional[LevelDifficulty]:
        """How hard the level is (None for a level given as JSON text)."""
        return None if self.level is None else self.level.estimate

    def __repr__(self) -> str:
        return f"<wordseq.Game {len(self.history)} moves: {self.status()}>"


def __dir__():
    """The public names (``__all__``), not the modules and typing names this one imports."""
    return sorted(__all__)
