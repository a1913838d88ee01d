"""Wordle: feedback, the candidates left, the entropy ranking, and the solver's exact searches:
``analyze``, the exact value of an opener (``solve_with_first``) and the exact opener ranking,
whole, in shards (``rank_openers_shard``, ``merge_opener_rankings``) or over a Dask cluster
(``rank_openers_distributed``).

Every function plays the classic lists unless given ``wordle=Wordle(answers, guesses)``.

>>> from wordgames import wordle
>>> wordle.feedback("crane", "caper")
'gyy.y'
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Dict, Iterable, List, Optional, Sequence, Tuple

from . import _wordgames
from ._wordgames import Wordle, WordleGame
from .errors import WordleError

__all__ = [
    "WordleGame",
    "Wordle", "feedback", "candidates", "rank", "Ranked", "analyze", "Analysis",
    "TurnAnalysis", "solve_with_first", "Simulation", "Stats", "opener_order",
    "rank_openers", "rank_openers_shard", "merge_opener_rankings",
    "rank_openers_distributed", "Opener", "WordleError",
]

History = Sequence[Tuple[str, str]]

#: The default budget of positions of a search (``SearchOptions::DEFAULT_BUDGET``).
DEFAULT_BUDGET = 200_000


@dataclass(frozen=True)
class Ranked:
    """A guess and what its feedback tells, as ``wordgames_wordle::Scored``."""

    guess: str
    #: The expected information of its feedback, in bits.
    entropy: float
    #: Whether it could be the answer.
    candidate: bool
    #: The number of feedback classes.
    parts: int
    #: The size of the largest class (the worst case left).
    largest: int


def feedback(guess: str, answer: str) -> str:
    """Wordle's feedback: ``g`` green, ``y`` yellow, ``.`` grey, one a letter."""
    return _wordgames.feedback(guess, answer)


def candidates(history: History = (), hard: bool = False) -> List[str]:
    """The classic answers still possible after ``history``, (guess, feedback) pairs; feedback
    in ``gy..g``, ``GYBBG``, ``21002`` or emoji squares."""
    return _wordgames.candidates(list(history), hard)


def rank(history: History = (), limit: Optional[int] = 10, candidates_only: bool = False,
         hard: bool = False) -> List[Ranked]:
    """The guesses ranked by the entropy of their feedback over the candidates, best first."""
    return [Ranked(*row) for row in _wordgames.rank(list(history), limit, candidates_only, hard)]


@dataclass(frozen=True)
class TurnAnalysis:
    """One guess of an analysed game, as ``wordgames_wordle::TurnAnalysis``."""

    guess: str
    feedback: str
    candidates_before: int
    #: 1 when the guess won.
    candidates_after: int
    #: The best guess at this point (the player's own when it is as good as any).
    best: str
    #: Expected guesses to finish, this one included, playing ``best``.
    expected_best: float
    #: Expected guesses to finish, this one included, playing the player's guess.
    expected_guess: float
    #: ``exact`` or ``lookahead (width N)``.
    method: str
    #: ``100 * expected_best / expected_guess``.
    skill: float
    #: The average size of the part an answer lands in after the guess.
    expected_after: float
    #: ``log2(expected_after / candidates_after)``, in bits: positive is lucky.
    luck: float


@dataclass(frozen=True)
class Analysis:
    """An analysed game, as ``wordgames_wordle::Analysis``."""

    answer: str
    #: ``normal`` or ``hard``.
    mode: str
    #: The answer found within six guesses.
    won: bool
    #: The last guess was the answer, however many guesses it took.
    solved: bool
    #: The average skill of the guesses.
    skill: float
    #: The sum of the turns' luck, in bits.
    luck: float
    turns: Tuple[TurnAnalysis, ...]


def analyze(answer: str, guesses: Sequence[str], hard: bool = False, exact_limit: int = 300,
            exact_budget: int = 5_000_000, width: int = 10, budget: int = DEFAULT_BUDGET,
            horizon: int = 10, wordle: Optional[Wordle] = None) -> Analysis:
    """Analyses a played game guess by guess, as ``wordgames wordle analyze --json``: the
    candidates before and after, the best guess, the expected guesses left with it and with
    the player's (exact up to ``exact_limit`` candidates, the lookahead of ``width``
    otherwise), skill and luck. Raises ``WordleError`` for an unknown word, a guess that breaks
    hard mode, a guess after the win, or a search over its budget."""
    text, solved = _wordgames.analyze(
        answer, list(guesses), hard, exact_limit, exact_budget, width, budget, horizon, wordle)
    doc = json.loads(text)
    turns = tuple(TurnAnalysis(**{_snake(k): v for k, v in t.items()}) for t in doc["turns"])
    return Analysis(doc["answer"], doc["mode"], doc["won"], solved, doc["skill"], doc["luck"],
                    turns)


def _snake(key: str) -> str:
    """A camelCase key of a document as the snake_case name of a field (``candidatesBefore``:
    ``candidates_before``)."""
    return "".join("_" + c.lower() if c.isupper() else c for c in key)


@dataclass(frozen=True)
class Stats:
    """A strategy's results over every answer, as ``wordgames_wordle::Stats``."""

    answers: int
    #: The guesses over all answers.
    total: int
    #: The most guesses any answer needed.
    max: int
    #: Answers that needed more than six guesses.
    failures: int
    #: ``histogram[i]``: the answers solved in ``i + 1`` guesses.
    histogram: Tuple[int, ...]

    @property
    def average(self) -> float:
        """Guesses per answer."""
        return self.total / self.answers if self.answers else 0.0


@dataclass(frozen=True)
class Simulation:
    """The exact optimal play after one opener, as ``wordgames_wordle::Simulation``."""

    first: str
    stats: Stats
    #: The decision tree as JSON (``{"guess", "wins", "children": {feedback: node}}``).
    tree_json: str

    def tree(self) -> Dict[str, Any]:
        """The decision tree as dicts."""
        return json.loads(self.tree_json)


def solve_with_first(first: str, hard: bool = False, max_guesses: int = 6,
                     budget: int = DEFAULT_BUDGET, wordle: Optional[Wordle] = None) -> Simulation:
    """The exact value of opener ``first``: the strategy of fewest total guesses (all within
    ``max_guesses``) that opens with it, searched in parallel with the GIL released, as
    ``wordgames wordle bench --strategy exact --first WORD --json`` reports it. Raises
    ``WordleError`` for an unknown word, an opener that cannot solve every answer in time
    (``Infeasible``), or a search over ``budget`` positions."""
    first, answers, total, worst, failures, histogram, tree = _wordgames.solve_with_first(
        first, hard, max_guesses, budget, wordle)
    return Simulation(first, Stats(answers, total, worst, failures, tuple(histogram)), tree)


def opener_order(hard: bool = False, wordle: Optional[Wordle] = None) -> List[str]:
    """Every allowed guess, best first by the entropy of its feedback over every answer: the
    order the opener ranking searches in, and the one its shards split."""
    return _wordgames.opener_order(hard, wordle)


@dataclass(frozen=True)
class Opener:
    """One opener of the exact ranking, as ``(guess, wordgames_wordle::OpenerValue)``."""

    guess: str
    #: The exact optimal total after this opener, or a proven lower bound.
    value: int
    #: Whether ``value`` is exact (else it is a bound that cannot enter the top).
    exact: bool
    #: As the CLI prints it: ``7920``, ``>=7931`` or ``infeasible``.
    text: str

    def __str__(self) -> str:
        return f"{self.guess} {self.text}"


def _openers(rows: Iterable[Tuple[str, int, bool, str]]) -> List[Opener]:
    return [Opener(*row) for row in rows]


def rank_openers(top: int = 1, hard: bool = False, limit: Optional[int] = None,
                 budget: int = DEFAULT_BUDGET, wordle: Optional[Wordle] = None) -> List[Opener]:
    """The exact opener ranking (``wordgames wordle openers --exact``): every opener searched,
    best first; the first ``top`` are exact and proved, the others carry exact totals or bounds
    that keep them out of the top. ``limit`` searches only the first openers of
    ``opener_order`` (a partial ranking); ``budget`` bounds the positions of one opener.
    Parallel on every core, the GIL released. Long on the classic lists (minutes)."""
    return _openers(_wordgames.rank_openers(top, hard, limit, budget, 0, 1, wordle))


def rank_openers_shard(shard: int, shards: int, top: int = 1, hard: bool = False,
                       limit: Optional[int] = None, budget: int = DEFAULT_BUDGET,
                       wordle: Optional[Wordle] = None) -> List[Opener]:
    """Shard ``shard`` of ``shards`` of ``rank_openers``: the openers at positions ``shard``,
    ``shard + shards``, ... of ``opener_order``, each ranked with the shard's own cut-off.
    Shards share nothing; ``merge_opener_rankings`` of all of them begins with the same
    ``top`` as ``rank_openers``."""
    return _openers(_wordgames.rank_openers(top, hard, limit, budget, shard, shards, wordle))


def merge_opener_rankings(shards: Iterable[Sequence[Opener]],
                          wordle: Optional[Wordle] = None) -> List[Opener]:
    """The results of every shard put together, best first: the first ``top`` are those of
    ``rank_openers`` with the same options. Raises ``WordleError`` when an opener is in two
    shards."""
    parts = [[(o.guess, o.text) for o in part] for part in shards]
    return _openers(_wordgames.merge_opener_rankings(parts, wordle))


def rank_openers_distributed(client: Any, shards: Optional[int] = None, top: int = 1,
                             hard: bool = False, limit: Optional[int] = None,
                             budget: int = DEFAULT_BUDGET,
                             wordle: Optional[Wordle] = None) -> List[Opener]:
    """``rank_openers`` over a Dask cluster: one ``rank_openers_shard`` task per shard
    (``shards`` defaults to the cluster's worker count) submitted to ``client``, a
    ``dask.distributed.Client``, and the results merged here. Every worker needs ``wordgames``
    installed; the lists travel with the tasks (a custom ``Wordle`` is pickled as its lists and
    rebuilt on the worker). The first ``top`` places equal ``rank_openers``'s."""
    if shards is None:
        shards = max(1, len(client.scheduler_info().get("workers", {})))
    futures = [
        client.submit(rank_openers_shard, i, shards, top, hard, limit, budget, wordle,
                      pure=False)
        for i in range(shards)
    ]
    return merge_opener_rankings(client.gather(futures), wordle)


def __dir__():
    """The public names (``__all__``), not the modules and typing names this one imports."""
    return sorted(__all__)
