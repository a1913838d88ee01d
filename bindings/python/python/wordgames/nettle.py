"""Nettle over the bundled WordNet 3.1: find the target word, guided by clues that say how far
each guess is from it along WordNet's relations.

>>> from wordgames import nettle
>>> game = nettle.Game("canine")
>>> game.play("dog").clue.emoji
'🔼'
>>> game.play("canine").won, game.status()
(True, 'won')
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional, Tuple, Union

from . import _wordgames
from ._origin import DateLike, Origin, date_text, seed_arg, share_title, today_text
from .errors import PuzzleError

__all__ = ["generate", "Puzzle", "Difficulty", "Origin", "Game", "Answer", "Clue",
           "PuzzleError"]


@dataclass(frozen=True)
class Difficulty:
    """How hard a puzzle is, as ``wordgames_puzzles::nettle::Difficulty``: a rarer target is
    harder to think of, and one far from the other targets harder to reach. It does not tell
    the target."""

    #: The target's Zipf frequency (the common tier starts at 3.0).
    target: float
    #: Whether ``target`` is a measured frequency rather than the stand-in of a grade.
    measured: bool
    #: The median route length, in steps, from the other targets that reach it (None when none
    #: does).
    median_route: Optional[int]

    def __str__(self) -> str:
        route = "" if self.median_route is None else f", median route {self.median_route} steps"
        return f"target at Zipf {self.target:.2f}{route}"


@dataclass(frozen=True)
class Puzzle:
    """A Nettle puzzle, as ``wordgames_puzzles::nettle::NettlePuzzle``: the target word (the
    answer: show it only once the game is over; ``repr`` leaves it out) and where it comes
    from."""

    #: The target, spelled as WordNet's index writes it.
    target: str = field(repr=False)
    #: The seed, and for a date's puzzle the date and its number.
    origin: Origin
    #: How hard the puzzle is (None for a puzzle not made by ``generate``).
    difficulty: Optional[Difficulty] = None


    def game(self) -> "Game":
        """A new game of this puzzle (``Game(self)``)."""
        return Game(self)


def generate(seed: Optional[int] = None, date: Optional[DateLike] = None) -> Puzzle:
    """The puzzle of ``seed`` (a target drawn from the target list), or the daily puzzle of
    ``date`` (today, the local date, when neither is given). Raises ``PuzzleError`` for a date
    before the game's first puzzle."""
    seed = seed_arg(seed, date)
    word, origin, difficulty = _wordgames.nettle_generate(seed, date_text(date), today_text())
    return Puzzle(word, Origin._from_row(origin), Difficulty(*difficulty))


@dataclass(frozen=True)
class Clue:
    """A clue, as ``wordgames_puzzles::nettle::Clue`` shows it during play: never the words of
    the route, which the game's ``answer`` reveals once it is over."""

    #: The guess as typed.
    guess: str
    #: The word it was read as (the base form of an inflection: "geese" is "goose").
    lemma: str
    #: One emoji per step of the route to the target; empty for the target itself.
    emoji: str
    #: The number of steps.
    steps: int
    #: The gloss of the sense of the guess used, the target's spelling masked as ``___``.
    sense_text: str
    #: The definition of the next word along the route, its words masked; None for the target.
    hint: Optional[str]

    @property
    def won(self) -> bool:
        """Whether the guess is the target."""
        return self.steps == 0

    def __str__(self) -> str:
        return f"{self.guess}: {self.emoji or '✅'} ({self.steps} steps)"

    @classmethod
    def _from_row(cls, row) -> "Clue":
        return cls(*row)


@dataclass(frozen=True)
class Answer:
    """The answer to a guess, as ``wordgames_puzzles::nettle::Answer``."""

    #: ``clue`` (a route leads from the guess to the target), ``unknown`` (no word WordNet
    #: knows) or ``unreachable`` (a word with no route). Only a clue counts as a guess.
    kind: str
    #: The clue, for ``clue``.
    clue: Optional[Clue] = None

    @property
    def won(self) -> bool:
        """Whether the guess is the target."""
        return self.clue is not None and self.clue.won

    def __str__(self) -> str:
        if self.clue is not None:
            return str(self.clue)
        if self.kind == "unknown":
            return "Not a word WordNet knows: it does not count"
        return "No route leads from this word to the target: it does not count"


class Game:
    """A Nettle game, in the family's vocabulary (``wordgames_puzzles::play::Play``): ``play`` a
    guess, the ``status``, ``give_up``, and once it is over the ``answer`` (the route of the
    best clue, the target last) and the ``share`` text (emoji, never words). Give a
    ``Puzzle`` (``generate``) or a target word (any noun of WordNet: free play)."""

    def __init__(self, puzzle: Union[Puzzle, str]) -> None:
        self.puzzle = puzzle if isinstance(puzzle, Puzzle) else None
        target = puzzle.target if isinstance(puzzle, Puzzle) else puzzle
        self._game = _wordgames.NettleGame(target)

    def play(self, guess: str) -> Answer:
        """Answers ``guess``. Raises ``PuzzleInputError`` once the game is over."""
        kind, clue = self._game.play(guess)
        return Answer(kind, None if clue is None else Clue._from_row(clue))

    def status(self) -> str:
        """``playing``, ``won`` or ``gaveUp``."""
        return self._game.status()

    def give_up(self) -> None:
        """Gives up: the answer is shown."""
        self._game.give_up()

    def answer(self) -> Optional[Tuple[str, ...]]:
        """The words of the best clue's route, the target last, once the game is over (only
        the target before any clue); None while it is played."""
        words = self._game.answer()
        return None if words is None else tuple(words)

    def share(self, title: Optional[str] = None) -> Optional[str]:
        """The share summary once the game is over, under ``title`` (``Nettle #N`` for a
        date's puzzle, else ``Nettle (free play)``); None before."""
        if title is None:
            origin = self.puzzle.origin if self.puzzle is not None else None
            title = share_title("Nettle", origin, "Nettle (free play)")
        return self._game.share(title)

    @property
    def difficulty(self) -> Optional[Difficulty]:
        """The puzzle's difficulty (None for free play on a word given)."""
        return None if self.puzzle is None else self.puzzle.difficulty

    def hint(self) -> Optional[str]:
        """The definition of the next word along the best clue's route, its words masked."""
        return self._game.hint()

    @property
    def clues(self) -> Tuple[Clue, ...]:
        """The clues so far, in order."""
        return tuple(Clue._from_row(c) for c in self._game.clues())

    @property
    def best(self) -> Optional[Clue]:
        """The shortest clue so far (the latest of equals)."""
        row = self._game.best()
        return None if row is None else Clue._from_row(row)

    def __repr__(self) -> str:
        return f"<nettle.Game {len(self.clues)} clues: {self.status()}>"


def __dir__():
    """The public names (``__all__``), not the modules and typing names this one imports."""
    return sorted(__all__)
