"""Word Blender over the English lexicon, or another language's (``language=``): rounds
(``generate``), the game (``Game``) and the catalogue of racks.

>>> from wordgames import word_blender
>>> game = word_blender.Game(seed=7)
>>> game.status(), game.answer()
('playing', None)
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Callable, List, Optional, Tuple

from . import _wordgames
from ._wordgames import Language
from ._origin import DateLike, Origin, date_text, seed_arg, today_text
from .errors import PuzzleError

__all__ = ["generate", "catalogue", "Round", "Rack", "Difficulty", "Origin", "Game", "Verdict",
           "RoundEnd", "PuzzleError"]


@dataclass(frozen=True)
class Difficulty:
    """How hard a round is, as ``wordgames_puzzles::word_blender::Difficulty``: fewer words and
    a rarer word make it harder."""

    #: The number of words to find.
    words: int
    #: The six-letter words among them (at least one).
    six_letter_words: int
    #: The Zipf frequency of the rarest word to find (the common tier starts at 3.0).
    rarest: float
    #: Whether ``rarest`` is a measured frequency rather than the stand-in of a grade.
    measured: bool

    def __str__(self) -> str:
        return f"{self.words} words to find, rarest at Zipf {self.rarest:.2f}"


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
    #: How hard it is.
    difficulty: Difficulty
    #: The language whose words it was dealt from (None for the embedded English lexicon).
    language: Optional[Language] = None


@dataclass(frozen=True)
class Rack:
    """A rack of the catalogue: six letters (sorted) and the words they make."""

    rack: str
    words: Tuple[str, ...]


def generate(seed: Optional[int] = None, date: Optional[DateLike] = None,
             language: Optional[Language] = None) -> Round:
    """The round of ``seed``, or the daily round of ``date`` (today, the local date, when
    neither is given), as ``wordgames blender gen --json`` makes it; with ``language``, of that
    language's letters and familiar words. Raises ``PuzzleError`` for a date before the game's
    first round."""
    seed = seed_arg(seed, date)
    doc = json.loads(_wordgames.word_blender_generate(seed, date_text(date), today_text(),
                                                      language))
    d = doc["difficulty"]
    return Round(doc["letters"], tuple(doc["words"]), tuple(doc["six_letter_words"]),
                 Origin._from_doc(doc),
                 Difficulty(d["words"], d["six_letter_words"], d["rarest"], d["measured"]),
                 language)


def catalogue(common: bool = False, language: Optional[Language] = None) -> List[Rack]:
    """Every distinct six-letter rack of the English lexicon (or of ``language``'s) with the
    words it makes (``wordgames blender catalogue --json --limit 0``); with ``common``, of the
    common tier only."""
    return [Rack(rack, tuple(words))
            for rack, words in _wordgames.word_blender_catalogue(common, language)]


@dataclass(frozen=True)
class Verdict:
    """What a guess did, as ``wordgames_puzzles::word_blender::Verdict``."""

    #: ``found`` (one of the round's words), ``bonus`` (a rarer word the letters make, with
    #: its points too) or ``timeUp`` (the round's time was up: the guess does not count).
    kind: str
    #: The words found so far in the round.
    found: int

    def __str__(self) -> str:
        if self.kind == "timeUp":
            return "Time is up"
        bonus = " (bonus word)" if self.kind == "bonus" else ""
        return f"Found{bonus}: {self.found} words so far"


@dataclass(frozen=True)
class RoundEnd:
    """How a round ended, as ``wordgames_puzzles::word_blender::RoundEnd``."""

    #: The round's letters, as dealt.
    letters: str
    #: Every word of the round (its list and any rarer word found), by length then
    #: alphabetically.
    words: Tuple[str, ...]
    #: The words found.
    found: Tuple[str, ...]
    #: Whether a six-letter word was found.
    won: bool
    #: The points of the words found.
    points: int

    @property
    def missed(self) -> Tuple[str, ...]:
        """The words not found."""
        found = set(self.found)
        return tuple(w for w in self.words if w not in found)

    @classmethod
    def _from_row(cls, row) -> "RoundEnd":
        letters, words, found, won, points = row
        return cls(letters, tuple(words), tuple(found), won, points)


class Game:
    """A Word Blender game, in the family's vocabulary (``wordgames_puzzles::play::Play``):
    rounds dealt from ``seed`` or ``date`` (today's round when neither is given), each lasting
    ``round_time`` seconds; ``play`` a word, the ``status``, ``give_up``, and once it is over
    the ``answer`` (the last round's end) and the ``share`` text. A round in which a
    six-letter word is found is won, and ``next_round`` deals the next one. The rounds are of
    the English lexicon unless ``language`` gives another language's words.

    Time runs on ``clock`` (``time.monotonic`` by default) from the game's creation; every
    call that reads time also takes ``elapsed`` (seconds since the game began) instead, for a
    replay or a test."""

    def __init__(self, seed: Optional[int] = None, date: Optional[DateLike] = None,
                 round_time: float = 120.0,
                 clock: Callable[[], float] = time.monotonic,
                 language: Optional[Language] = None) -> None:
        seed = seed_arg(seed, date)
        self._clock = clock
        self._start = clock()
        #: The language of the rounds' words (None for the embedded English lexicon).
        self.language = language
        self._game = _wordgames.WordBlenderGame(seed, date_text(date), today_text(), round_time,
                                                language)
        #: The seed the rounds are dealt from, and for a date's game the date and its number.
        self.origin = Origin._from_row(self._game.origin())

    def _elapsed(self, elapsed: Optional[float]) -> float:
        return max(0.0, self._clock() - self._start) if elapsed is None else elapsed

    def play(self, word: str, elapsed: Optional[float] = None) -> Verdict:
        """Plays ``word``: the ``Verdict``. Raises ``PuzzleInputError`` for a word the letters
        do not make, one not in the lexicon, one found before, or any word once the game is
        over."""
        return Verdict(*self._game.play(word, self._elapsed(elapsed)))

    def status(self) -> str:
        """``playing``, ``won`` (at least one round won) or ``lost``."""
        return self._game.status()

    def give_up(self) -> None:
        """Stops the game."""
        self._game.give_up()

    def answer(self) -> Optional[RoundEnd]:
        """The last round's end (every word, the ones found) once the game is over; None while
        it is played."""
        row = self._game.answer()
        return None if row is None else RoundEnd._from_row(row)

    def share(self, title: Optional[str] = None) -> Optional[str]:
        """The share text (rounds won, points) once the game is over, under ``title``
        (``Word Blender #N`` for a date's game, else ``Word Blender``); None before."""
        if title is None:
            number = self.origin.number
            title = "Word Blender" if number is None else f"Word Blender #{number}"
        return self._game.share(title)

    def tick(self, elapsed: Optional[float] = None) -> bool:
        """Ends the round if its time is up; whether the round is over."""
        return self._game.tick(self._elapsed(elapsed))

    def stop(self, elapsed: Optional[float] = None) -> None:
        """Stops the round, and the game with it."""
        self._game.stop(self._elapsed(elapsed))

    def next_round(self, elapsed: Optional[float] = None) -> str:
        """Deals the next round after a won round: its letters. Raises ``PuzzleInputError``
        while the round is played or after a lost one."""
        return self._game.next_round(self._elapsed(elapsed))

    def round_end(self) -> Optional[RoundEnd]:
        """How the current round ended; None while it is played."""
        row = self._game.round_end()
        return None if row is None else RoundEnd._from_row(row)

    def time_left(self, elapsed: Optional[float] = None) -> float:
        """Seconds left in the round."""
        return self._game.time_left(self._elapsed(elapsed))

    def shuffle(self) -> None:
        """Shows the letters in another order."""
        self._game.shuffle()

    @property
    def letters(self) -> str:
        """The letters in the order shown now."""
        return self._game.letters()

    @property
    def found(self) -> Tuple[str, ...]:
        """The words found in this round."""
        return tuple(self._game.found())

    @property
    def round_number(self) -> int:
        """The round being played: 1 for the first."""
        return self._game.round_number()

    @property
    def rounds_won(self) -> int:
        """Rounds won so far."""
        return self._game.rounds_won()

    @property
    def points(self) -> int:
        """Points so far, every round."""
        return self._game.points()

    @property
    def words_to_find(self) -> int:
        """How many words the round has to find."""
        return self._game.words_to_find()

    @property
    def difficulty(self) -> Difficulty:
        """The difficulty of the round being played."""
        return Difficulty(*self._game.difficulty())

    def __repr__(self) -> str:
        return (f"<word_blender.Game round {self.round_number} {self.letters}: "
                f"{self.status()}, {self.points} points>")


def __dir__():
    """The public names (``__all__``), not the modules and typing names this one imports."""
    return sorted(__all__)
