"""Letter Boxed over the English lexicon, or another language's (``language=``): the puzzle
(``generate``), the game (``Game``) and the exact solver (``Solver``, ``solve``).

>>> from wordgames import letter_boxed
>>> puzzle = letter_boxed.generate(date="2026-03-01")
>>> game = letter_boxed.Game(puzzle)
>>> game.status(), game.answer()
('playing', None)
>>> game.give_up()
>>> game.answer() == puzzle.solution
True
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Optional, Tuple, Union

from . import _wordgames
from ._wordgames import Language
from ._origin import DateLike, Origin, date_text, seed_arg, today_text
from .errors import PuzzleError

__all__ = ["generate", "Puzzle", "Difficulty", "Origin", "Game", "Verdict", "Solver", "solve",
           "Solution", "PuzzleError"]


@dataclass(frozen=True)
class Difficulty:
    """How hard a puzzle is, as ``wordgames_puzzles::letter_boxed::Difficulty``: more words to
    par and a rarer word make it harder."""

    #: The par: the fewest familiar words that solve the board.
    par: int
    #: The Zipf frequency of the shown solution's rarest word (the common tier starts at 3.0).
    rarest: float
    #: Whether ``rarest`` is a measured frequency rather than the stand-in of a grade.
    measured: bool

    def __str__(self) -> str:
        return f"par {self.par}, rarest word at Zipf {self.rarest:.2f}"


@dataclass(frozen=True)
class Puzzle:
    """A generated board, as ``wordgames_puzzles::letter_boxed::Puzzle``."""

    #: The board, four sides of three letters: ``"dpt clr ahx bei"``.
    board: str
    #: The four sides.
    sides: Tuple[str, ...]
    #: The fewest words that solve the board.
    par: int
    #: The best solution: ``par`` words, the most familiar, then the fewest letters.
    solution: Tuple[str, ...]
    #: The common words the board was built from (a solution too).
    chain: Tuple[str, ...]
    #: The seed, and for a date's puzzle the date and its number.
    origin: Origin
    #: How hard it is.
    difficulty: Difficulty
    #: The language whose words it was built from (None for the embedded English lexicon).
    language: Optional[Language] = None

    def game(self) -> "Game":
        """A new game of this puzzle (``Game(self)``)."""
        return Game(self)


def generate(seed: Optional[int] = None, date: Optional[DateLike] = None, max_words: int = 3,
             allow_all: bool = False, language: Optional[Language] = None) -> Puzzle:
    """The board of ``seed``, or the daily board of ``date`` (today, the local date, when
    neither is given), as ``wordgames letter-boxed gen --json [--seed N | --date D]`` makes it.
    ``max_words`` (2 to 6) bounds the chain the board is built from, so its par; ``allow_all``
    lets boards use the words of the block list. With ``language``, the board is made of that
    language's letters and familiar words (``wordgames --lang L --words FILE letter-boxed
    gen``). Raises ``PuzzleError`` for a date before the game's first puzzle or a bad
    parameter. The generator is built once per (``language``, ``max_words``, ``allow_all``)
    and kept."""
    seed = seed_arg(seed, date)
    doc = json.loads(_wordgames.letter_boxed_generate(
        seed, date_text(date), today_text(), max_words, allow_all, language))
    d = doc["difficulty"]
    return Puzzle(doc["board"], tuple(doc["sides"]), doc["par"], tuple(doc["solution"]),
                  tuple(doc["chain"]), Origin._from_doc(doc),
                  Difficulty(d["par"], d["rarest"], d["measured"]), language)


@dataclass(frozen=True)
class Verdict:
    """What a word played did, as ``wordgames_puzzles::letter_boxed::Verdict``."""

    #: Whether the word covered the last letters: the board is solved.
    solved: bool
    #: The letters of the board not covered yet.
    left: int
    #: The words played so far, this one included.
    words: int
    #: Once solved: ``made`` (par or fewer words), ``over`` (more), or ``unknown`` (a game of a
    #: bare board knows no par); None before.
    par: Optional[str] = None

    def __str__(self) -> str:
        if not self.solved:
            return f"{self.left} letters left"
        par = {"made": ", par!", "over": ", over par"}.get(self.par or "", "")
        return f"Solved in {self.words} words{par}"


class Game:
    """One Letter Boxed game, in the family's vocabulary (``wordgames_puzzles::play::Play``):
    ``play`` a word, the ``status``, ``give_up``, and once it is over the ``answer`` (the
    puzzle's best solution) and the ``share`` text. A game of a ``Puzzle`` knows its par; a
    game of a bare board (``Game("dpt clr ahx bei")``) plays by the same rules without one.

    Words are judged with the whole lexicon of the puzzle's language (English unless the
    puzzle or ``language`` says otherwise; rarer words than the puzzle's may solve it); a word
    that breaks a rule raises ``PuzzleInputError`` naming the rule, and the game is
    unchanged."""

    def __init__(self, puzzle: Union[Puzzle, str], language: Optional[Language] = None) -> None:
        if isinstance(puzzle, Puzzle):
            self.puzzle: Optional[Puzzle] = puzzle
            self._game = _wordgames.LetterBoxedGame(puzzle.board, puzzle.par,
                                                    list(puzzle.solution),
                                                    language or puzzle.language)
        else:
            self.puzzle = None
            self._game = _wordgames.LetterBoxedGame(puzzle, language=language)

    def play(self, word: str) -> Verdict:
        """Plays ``word`` (case and surrounding spaces ignored): the ``Verdict``."""
        return Verdict(*self._game.play(word))

    def status(self) -> str:
        """``playing``, ``won`` or ``gaveUp``."""
        return self._game.status()

    def give_up(self) -> None:
        """Ends the game; the answer is shown."""
        self._game.give_up()

    def answer(self) -> Optional[Tuple[str, ...]]:
        """The puzzle's best solution once the game is over; None while it is played (and for
        a game of a bare board)."""
        answer = self._game.answer()
        return None if answer is None else tuple(answer)

    def share(self, title: Optional[str] = None) -> Optional[str]:
        """The share text once the game is over (the words counted, never named), under
        ``title`` (``Letter Boxed #N`` for a date's puzzle, else ``Letter Boxed``); None while
        it is played."""
        if title is None:
            number = self.puzzle.origin.number if self.puzzle is not None else None
            title = "Letter Boxed" if number is None else f"Letter Boxed #{number}"
        return self._game.share(title)

    def undo(self) -> Optional[str]:
        """Takes back the last word, returning it (None with no word played)."""
        return self._game.undo()

    @property
    def words(self) -> Tuple[str, ...]:
        """The words played, in order."""
        return tuple(self._game.words())

    @property
    def next_letter(self) -> Optional[str]:
        """The letter the next word starts with (None before the first word)."""
        return self._game.next_letter()

    @property
    def uncovered(self) -> str:
        """The letters of the board not covered yet."""
        return self._game.uncovered()

    @property
    def board(self) -> str:
        """The board, four sides of three letters."""
        return self._game.board()

    @property
    def par(self) -> Optional[int]:
        """The par of a puzzle's game."""
        return self._game.par()

    @property
    def difficulty(self) -> Optional[Difficulty]:
        """The puzzle's difficulty (None for a game of a bare board)."""
        return None if self.puzzle is None else self.puzzle.difficulty

    def __repr__(self) -> str:
        return f"<letter_boxed.Game {self.board}: {self.status()}, {len(self.words)} words>"


@dataclass(frozen=True)
class Solution:
    """The exact solution of a board, as ``wordgames letter-boxed solve --json`` gives it."""

    #: The fewest words, then the most familiar, then the fewest letters; None beyond
    #: ``max_words``.
    best: Optional[Tuple[str, ...]]
    #: Every two-word solution.
    two_word_solutions: Tuple[Tuple[str, str], ...]
    #: The words of the lexicon the board allows.
    playable_words: int

    @property
    def words(self) -> Optional[int]:
        """The number of words of ``best``."""
        return None if self.best is None else len(self.best)

    @property
    def letters(self) -> Optional[int]:
        """The letters of ``best``."""
        return None if self.best is None else sum(len(w) for w in self.best)


class Solver:
    """The exact solver (``wordgames_puzzles::letter_boxed::Solver``) of ``board`` over the
    English lexicon, or the lexicon of ``language``; the block list's words are left out
    unless ``allow_all``. Raises ``PuzzleError`` for a malformed board."""

    def __init__(self, board: str, allow_all: bool = False,
                 language: Optional[Language] = None) -> None:
        self.board = board
        self.allow_all = allow_all
        self.language = language
        # A malformed board is refused here, not at the first question.
        _wordgames.LetterBoxedGame(board, language=language)

    def solve(self, max_words: int = 6) -> Solution:
        """The best solution of at most ``max_words`` words, every two-word solution and the
        number of playable words."""
        best, two, playable = _wordgames.letter_boxed_solve(self.board, max_words,
                                                            self.allow_all, self.language)
        return Solution(None if best is None else tuple(best),
                        tuple((a, b) for a, b in two), playable)

    def __repr__(self) -> str:
        return f"<letter_boxed.Solver {self.board}>"


def solve(board: str, max_words: int = 6, allow_all: bool = False,
          language: Optional[Language] = None) -> Solution:
    """The exact solution of ``board`` (four sides of three letters, ``"dpt clr ahx bei"``):
    ``Solver(board, allow_all, language).solve(max_words)``. Raises ``PuzzleError`` for a
    malformed board."""
    return Solver(board, allow_all, language).solve(max_words)


def __dir__():
    """The public names (``__all__``), not the modules and typing names this one imports."""
    return sorted(__all__)
