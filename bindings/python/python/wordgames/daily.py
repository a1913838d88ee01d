"""The daily puzzles of every built-in game, as ``wordgames daily --json`` gives them.

>>> from wordgames import daily
>>> edition = daily.edition("2026-03-01", today="2026-03-01")
>>> [entry.game for entry in edition.games]
['letter-boxed', 'blender', 'wordle', 'wordseq', 'nettle']
>>> edition.games[0].par == edition["letter-boxed"].par
True
"""

from __future__ import annotations

import datetime
import json
from dataclasses import dataclass, field
from typing import Any, Dict, Optional, Tuple, Union

from ._origin import DateLike
from ._wordgames import Language, _daily_json
from .errors import PuzzleError

__all__ = ["edition", "Edition", "LexiconCounts", "LetterBoxedEntry", "WordBlenderEntry",
           "WordleEntry", "WordseqEntry", "NettleEntry", "UnavailableEntry", "Entry",
           "PuzzleError"]


def _text(day: DateLike) -> str:
    return day.isoformat() if isinstance(day, datetime.date) else str(day)


@dataclass(frozen=True)
class LexiconCounts:
    """The lexicon the edition was made with: its words, and those of its common tier."""

    words: int
    common: int


@dataclass(frozen=True)
class _Entry:
    """What every entry starts with: the game's name and the puzzle's number."""

    game: str
    number: int


@dataclass(frozen=True)
class _SeededEntry(_Entry):
    """An entry of a game dealt from the day's seed."""

    #: The day's seed, None for a date that has not begun.
    seed: Optional[int]


@dataclass(frozen=True)
class LetterBoxedEntry(_SeededEntry):
    """Letter Boxed's board of the day and its par (never its solution)."""

    board: str
    sides: Tuple[str, ...]
    par: int
    #: The difficulty: the Zipf frequency of the shown solution's rarest word.
    rarest: float


@dataclass(frozen=True)
class WordBlenderEntry(_SeededEntry):
    """Word Blender's letters of the day and how many words they make."""

    letters: str
    words: int
    #: The difficulty: the Zipf frequency of the rarest word to find.
    rarest: float


@dataclass(frozen=True)
class WordleEntry(_SeededEntry):
    """Wordle of the day: the word length and the tries (never the answer)."""

    word_length: int
    guesses: int
    #: The difficulty: the answer's Zipf frequency (which does not tell the answer).
    answer_zipf: float
    #: The difficulty: the guesses the entropy strategy takes to find the answer (None when
    #: the edition's lists make no game to play).
    entropy_guesses: Optional[int] = None


@dataclass(frozen=True)
class WordseqEntry(_SeededEntry):
    """wordseq's grid of the day and its best game's length."""

    #: The preset: ``normal``, ``hard`` or ``impossible``.
    difficulty: str
    grid: Tuple[str, ...]
    word_length: int
    optimum: int
    #: The difficulty: the Zipf frequency of the rarest word of the best game.
    rarest: Optional[float] = None


@dataclass(frozen=True)
class NettleEntry(_Entry):
    """Nettle of the day: the number and how familiar the target is (the target is the
    answer)."""

    #: The difficulty: the target's Zipf frequency (which does not tell the target).
    target_zipf: Optional[float] = None


@dataclass(frozen=True)
class UnavailableEntry(_Entry):
    """A game whose puzzle the sources cannot make, and why."""

    error: str


Entry = Union[LetterBoxedEntry, WordBlenderEntry, WordleEntry, WordseqEntry, NettleEntry,
              UnavailableEntry]


def _entry(doc: Dict[str, Any]) -> Entry:
    game, number, seed = doc["game"], doc["number"], doc.get("seed")
    if "error" in doc:
        return UnavailableEntry(game, number, doc["error"])
    if game == "letter-boxed":
        return LetterBoxedEntry(game, number, seed, doc["board"], tuple(doc["sides"]),
                                doc["par"], doc["rarest"])
    if game == "blender":
        return WordBlenderEntry(game, number, seed, doc["letters"], doc["words"],
                                doc["rarest"])
    if game == "wordle":
        return WordleEntry(game, number, seed, doc["wordLength"], doc["guesses"],
                           doc["answerZipf"], doc.get("entropyGuesses"))
    if game == "wordseq":
        return WordseqEntry(game, number, seed, doc["difficulty"], tuple(doc["grid"]),
                            doc["wordLength"], doc["optimum"], doc.get("rarest"))
    if game == "nettle":
        return NettleEntry(game, number, doc.get("targetZipf"))
    raise PuzzleError(f"the edition has a game this package does not know: {game!r}")


@dataclass(frozen=True)
class Edition:
    """The daily edition, as ``wordgames_puzzles::edition::Edition``: every game's puzzle of
    the date as shown before play (never an answer). ``edition["wordle"]`` is a game's entry;
    ``to_dict()`` the document ``wordgames daily --json`` prints."""

    #: The recipe that made the puzzles.
    recipe: int
    date: str
    #: Whether the frequencies (`rarest`, `answer_zipf`) are measured, not stand-ins of grades.
    frequencies: bool
    lexicon: LexiconCounts
    games: Tuple[Entry, ...]
    #: The language's tag for an edition of another language's words (None in English).
    language: Optional[str] = None
    _doc: str = field(repr=False, compare=False, default="")

    def __getitem__(self, game: str) -> Entry:
        """The entry of ``game`` (``letter-boxed``, ``blender``, ``wordle``, ``wordseq``,
        ``nettle``); ``KeyError`` for another."""
        for entry in self.games:
            if entry.game == game:
                return entry
        raise KeyError(game)

    def to_dict(self) -> Dict[str, Any]:
        """The document as dicts and lists, as ``wordgames daily --json`` prints it."""
        return json.loads(self._doc)


def edition(date: DateLike, today: Optional[DateLike] = None,
            language: Optional[Language] = None) -> Edition:
    """The daily edition for ``date`` (the English lexicon, the classic Wordle answers, the
    bundled WordNet), as ``wordgames daily --json --date DATE`` gives it; with ``language``,
    the edition of that language's words (``wordgames --lang L --words FILE daily --json``:
    Wordle's answers are the list's familiar five-letter words, Nettle stays English as
    WordNet is). A date after ``today`` (the local date by default, as the CLI) has not begun:
    its seeds are left out. Raises ``PuzzleError`` for a date before the first edition."""
    today = datetime.date.today() if today is None else today
    text = _daily_json(_text(date), _text(today), language)
    doc = json.loads(text)
    counts = doc["lexicon"]
    tag = (doc.get("language") or {}).get("tag")
    return Edition(doc["recipe"], doc["date"], doc["frequencies"],
                   LexiconCounts(counts["words"], counts["common"]),
                   tuple(_entry(g) for g in doc["games"]), tag, text)


def __dir__():
    """The public names (``__all__``), not the modules and typing names this one imports."""
    return sorted(__all__)
