"""Letter Boxed and Word Blender generate, the Word Blender catalogue and wordseq levels,
against the CLI's JSON over several seeds and dates; wordseq's and Nettle's difficulty against
the CLI and the daily edition."""
import dataclasses
import json

import pytest

from conftest import cli, cli_text
from test_games import DATES

from wordgames import (PuzzleError, WordgamesError, daily, letter_boxed, nettle, word_blender,
                       wordseq)

SEEDS = [1, 7, 2026]


def origin_fields(doc):
    return {"seed": doc["seed"], "date": doc.get("date"), "number": doc.get("number")}


def choice_kwargs(choice):
    """A generator's keyword argument for a CLI ``(flag, value)`` choice: ``seed=`` or ``date=``."""
    flag, value = choice
    return {"seed": value} if flag == "--seed" else {"date": value}


def generated(generate, command, choice):
    """``generate``'s puzzle of ``choice`` (a seed or a date), and the CLI's JSON of ``command
    gen`` with the same choice."""
    flag, value = choice
    return generate(**choice_kwargs(choice)), cli([command, "gen", "--json", flag, str(value)])


@pytest.mark.parametrize("choice", [("--seed", s) for s in SEEDS] + [("--date", d) for d in DATES[:3]])
def test_letter_boxed_generate_equals_the_cli(choice):
    ours, theirs = generated(letter_boxed.generate, "letter-boxed", choice)
    assert ours.board == theirs["board"]
    assert list(ours.sides) == theirs["sides"]
    assert ours.par == theirs["par"]
    assert list(ours.solution) == theirs["solution"]
    assert list(ours.chain) == theirs["chain"]
    assert dataclasses.asdict(ours.origin) == origin_fields(theirs)
    # The same document as the CLI's (the library's PuzzleDoc): the difficulty to the digit.
    assert dataclasses.asdict(ours.difficulty) == {
        k: theirs["difficulty"][k] for k in ("par", "rarest", "measured")}
    # The solver's fewest words, over every word, never exceed the generator's par, which is
    # counted with familiar words only.
    assert letter_boxed.solve(ours.board).words <= ours.par
    with pytest.raises(dataclasses.FrozenInstanceError):
        ours.par = 0


def test_letter_boxed_generate_options_and_errors():
    short = letter_boxed.generate(seed=3, max_words=2)
    assert short.par <= 2
    with pytest.raises(PuzzleError) as e:
        letter_boxed.generate(seed=3, max_words=9)
    assert "max_words" in str(e.value)
    with pytest.raises(PuzzleError):
        letter_boxed.generate(date="1999-01-01")
    with pytest.raises(PuzzleError):
        letter_boxed.generate(seed=1, date="2026-03-01")
    assert issubclass(PuzzleError, WordgamesError)


@pytest.mark.parametrize("choice", [("--seed", s) for s in SEEDS] + [("--date", d) for d in DATES[:3]])
def test_word_blender_generate_equals_the_cli(choice):
    ours, theirs = generated(word_blender.generate, "blender", choice)
    assert ours.letters == theirs["letters"]
    assert list(ours.words) == theirs["words"]
    assert list(ours.six_letter_words) == theirs["six_letter_words"]
    assert dataclasses.asdict(ours.origin) == origin_fields(theirs)
    # The same document as the CLI's (the library's RoundDoc): the difficulty to the digit.
    assert dataclasses.asdict(ours.difficulty) == {
        k: theirs["difficulty"][k] for k in ("words", "six_letter_words", "rarest", "measured")}


@pytest.mark.parametrize("common", [False, True])
def test_word_blender_catalogue_equals_the_cli(common):
    ours = word_blender.catalogue(common=common)
    theirs = cli(["blender", "catalogue", "--json", "--limit", "0"] + (["--common"] if common else []))
    assert len(ours) == theirs["racks"]
    assert sum(len(r.words) for r in ours) == theirs["rack_words"]
    assert [(r.rack, list(r.words)) for r in ours] == [(r["rack"], r["words"]) for r in theirs["shown"]]


@pytest.mark.parametrize("choice", [("--seed", 1), ("--seed", 5), ("--date", DATES[1])])
def test_wordseq_levels_equal_the_cli(choice, tmp_path):
    flag, value = choice
    level = wordseq.generate("normal", **choice_kwargs(choice))
    theirs = json.loads(cli_text(["wordseq", "gen", flag, str(value)]))
    assert level.to_dict() == theirs
    # The summary the CLI prints with --out.
    path = tmp_path / "level.json"
    summary = cli(["--json", "wordseq", "gen", flag, str(value), "--out", str(path)])
    assert level.optimum == summary["optimum"]
    assert level.tree_nodes == summary["treeNodes"]
    assert level.full_tree_nodes == summary["fullTreeNodes"]
    assert level.grids_tried == summary["gridsTried"]
    assert level.states_explored == summary["statesExplored"]
    assert wordseq.check(level) == level.optimum
    assert wordseq.check(path.read_text()) == level.optimum


def test_wordseq_errors():
    with pytest.raises(PuzzleError):
        wordseq.generate("easy", seed=1)
    with pytest.raises(PuzzleError):
        wordseq.generate("normal", seed=1, tree="bushy")
    with pytest.raises(PuzzleError):
        wordseq.check("{}")
    level = wordseq.generate("normal", seed=1).to_dict()
    level["wordLength"] = 9
    with pytest.raises(PuzzleError):
        wordseq.check(level)


@pytest.mark.parametrize("date", DATES[:2])
def test_wordseq_and_nettle_show_their_difficulty_like_the_edition(date, tmp_path):
    edition = daily.edition(date)
    # wordseq: the level's difficulty is the one `wordseq gen --json` reports and the edition's.
    level = wordseq.generate("normal", date=date)
    estimate = level.estimate
    assert isinstance(estimate, wordseq.LevelDifficulty)
    assert estimate.optimum == level.optimum == edition["wordseq"].optimum
    assert estimate.measured
    summary = cli(["--json", "wordseq", "gen", "--date", date, "--out", str(tmp_path / "l.json")])
    assert estimate.rarest == pytest.approx(summary["rarest"], abs=0.005)
    assert estimate.rarest == pytest.approx(edition["wordseq"].rarest, abs=0.005)
    assert estimate.rarest >= 3.0  # the daily level is made of familiar words
    assert "moves" in str(estimate)
    assert level.game().estimate == estimate
    # Nettle: the target's frequency is the edition's; the median route is a route's length.
    puzzle = nettle.generate(date=date)
    difficulty = puzzle.difficulty
    assert isinstance(difficulty, nettle.Difficulty)
    assert difficulty.target == pytest.approx(edition["nettle"].target_zipf, abs=0.005)
    assert difficulty.measured
    assert nettle.Game(puzzle).difficulty == difficulty
    assert nettle.Game("canine").difficulty is None
    assert difficulty.median_route is not None and 1 <= difficulty.median_route < 30
    # The difficulty does not tell the target.
    assert puzzle.target not in repr(difficulty) and puzzle.target not in str(difficulty)
    # Wordle's entry carries the entropy strategy's guesses (greedy entropy wins within six).
    assert 1 <= edition["wordle"].entropy_guesses <= 6
    with pytest.raises(dataclasses.FrozenInstanceError):
        difficulty.target = 0.0


def test_a_seeded_nettle_puzzle_and_level_have_a_difficulty():
    assert nettle.generate(seed=3).difficulty.target > 0
    assert wordseq.generate("normal", seed=2).estimate.optimum > 0
