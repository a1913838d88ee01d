"""Letter Boxed and Word Blender generate, the Word Blender catalogue and wordseq levels,
against the CLI's JSON over several seeds and dates."""
import dataclasses
import json

import pytest

from test_games import DATES, cli, cli_text

from wordgames import PuzzleError, WordgamesError, letter_boxed, word_blender, wordseq

SEEDS = [1, 7, 2026]


def origin_fields(doc):
    return {"seed": doc["seed"], "date": doc.get("date"), "number": doc.get("number")}


@pytest.mark.parametrize("choice", [("--seed", s) for s in SEEDS] + [("--date", d) for d in DATES[:3]])
def test_letter_boxed_generate_equals_the_cli(choice):
    flag, value = choice
    kwargs = {"seed": value} if flag == "--seed" else {"date": value}
    ours = letter_boxed.generate(**kwargs)
    theirs = cli(["letter-boxed", "gen", "--json", flag, str(value)])
    assert ours.board == theirs["board"]
    assert list(ours.sides) == theirs["sides"]
    assert ours.par == theirs["par"]
    assert list(ours.solution) == theirs["solution"]
    assert list(ours.chain) == theirs["chain"]
    assert dataclasses.asdict(ours.origin) == origin_fields(theirs)
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
    flag, value = choice
    kwargs = {"seed": value} if flag == "--seed" else {"date": value}
    ours = word_blender.generate(**kwargs)
    theirs = cli(["blender", "gen", "--json", flag, str(value)])
    assert ours.letters == theirs["letters"]
    assert list(ours.words) == theirs["words"]
    assert list(ours.six_letter_words) == theirs["six_letter_words"]
    assert dataclasses.asdict(ours.origin) == origin_fields(theirs)


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
    kwargs = {"seed": value} if flag == "--seed" else {"date": value}
    level = wordseq.generate("normal", **kwargs)
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
