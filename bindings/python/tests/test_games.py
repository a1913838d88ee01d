"""The games against the CLI's JSON, and Wordle against a brute force written here."""
import collections
import math

import pytest

from conftest import cli

from wordgames import PuzzleError, WordgamesError, WordleError, daily, wordle

DATES = ["2026-01-01", "2026-02-14", "2026-03-01", "2026-07-04", "2026-11-20"]
TODAY = "2026-11-25"


def cli_json(date):
    return cli(["daily", "--json", "--date", date])


@pytest.mark.parametrize("date", DATES)
def test_daily_edition_equals_the_cli(date):
    # Every date here is before the CLI's today and TODAY: seeds shown on both sides.
    ours = daily.edition(date, today=TODAY)
    assert ours.to_dict() == cli_json(date)
    assert len(ours.games) >= 5


def test_daily_date_errors():
    with pytest.raises(PuzzleError) as e:
        daily.edition("2025-12-31")
    assert str(e.value)
    with pytest.raises(PuzzleError):
        daily.edition("2026-02-30")
    assert issubclass(PuzzleError, WordgamesError)


def brute_feedback(guess, answer):
    """Wordle's rule: greens first, then yellows while the answer has unused letters."""
    marks = ["."] * len(guess)
    left = collections.Counter(a for g, a in zip(guess, answer) if g != a)
    for i, (g, a) in enumerate(zip(guess, answer)):
        if g == a:
            marks[i] = "g"
        elif left[g] > 0:
            marks[i] = "y"
            left[g] -= 1
    return "".join(marks)


ANSWERS = None


def answers():
    global ANSWERS
    if ANSWERS is None:
        ANSWERS = wordle.candidates([])
    return ANSWERS


def test_feedback_equals_brute_force():
    import random

    rng = random.Random(3)
    words = answers()
    pairs = [("speed", "abide"), ("eerie", "keeps"), ("llama", "hello"), ("crane", "caper")]
    pairs += [(rng.choice(words), rng.choice(words)) for _ in range(3000)]
    for g, a in pairs:
        assert wordle.feedback(g, a) == brute_feedback(g, a), (g, a)
    with pytest.raises(WordleError):
        wordle.feedback("abc", "abcde")


def test_candidates_and_rank_equal_brute_force():
    history = [("crane", brute_feedback("crane", "ghost")), ("toils", brute_feedback("toils", "ghost"))]
    want = [w for w in answers() if all(brute_feedback(g, w) == f for g, f in history)]
    assert wordle.candidates(history) == want and "ghost" in want
    assert len(answers()) == 2315  # the classic answer list
    ranked = wordle.rank(history[:1], limit=5)
    assert len(ranked) == 5
    left = [w for w in answers() if brute_feedback("crane", w) == history[0][1]]
    for r in ranked:
        parts = collections.Counter(brute_feedback(r.guess, w) for w in left)
        n = len(left)
        entropy = -sum(c / n * math.log2(c / n) for c in parts.values())
        assert math.isclose(r.entropy, entropy, rel_tol=1e-9), r
        assert r.parts == len(parts) and r.largest == max(parts.values())
        assert r.candidate == (r.guess in left)
    assert all(a.entropy >= b.entropy for a, b in zip(ranked, ranked[1:]))
    with pytest.raises(WordleError):
        wordle.candidates([("zzzzz", "ggggg")])


@pytest.mark.parametrize("date", DATES[:3])
def test_letter_boxed_solve_equals_the_cli(date):
    from wordgames import letter_boxed

    entry = daily.edition(date, today=TODAY)["letter-boxed"]
    board = entry.board
    ours = letter_boxed.solve(board)
    theirs = cli(["letter-boxed", "solve", "--json", board])
    assert list(ours.best) == theirs["best"]
    assert [list(p) for p in ours.two_word_solutions] == theirs["two_word_solutions"]
    for key in ("words", "letters", "playable_words"):
        assert getattr(ours, key) == theirs[key], key
    assert ours.words <= entry.par
    with pytest.raises(PuzzleError):
        letter_boxed.solve("abc")
