"""Wordle's searches (analyze, the exact value of an opener, the exact opener ranking and its
shards) against the CLI's JSON, on sub-instances of the classic lists so that the CLI's debug
build answers in seconds."""
import dataclasses
import pickle

import pytest

from conftest import cli, cli_text

from wordgames import WordgamesError, WordleError, wordle


def sub_instance(answer_step, guess_step):
    classic = wordle.Wordle.classic()
    return classic.answers()[::answer_step], classic.guesses()[::guess_step]


# Two sub-instances: (every 25th answer, every 200th guess) and (every 60th, every 120th).
INSTANCES = [(25, 200), (60, 120)]


@pytest.fixture(scope="module", params=INSTANCES, ids=lambda p: f"{p[0]}-{p[1]}")
def instance(request, tmp_path_factory):
    answers, guesses = sub_instance(*request.param)
    d = tmp_path_factory.mktemp("lists")
    (d / "answers.txt").write_text("\n".join(answers) + "\n")
    (d / "guesses.txt").write_text("\n".join(guesses) + "\n")
    game = wordle.Wordle(answers, guesses)
    flags = ["--answers", str(d / "answers.txt"), "--guesses", str(d / "guesses.txt")]
    return game, flags


def test_wordle_lists_and_pickling():
    classic = wordle.Wordle.classic()
    assert len(classic.answers()) == 2315 and len(classic.guesses()) == 12972
    assert repr(pickle.loads(pickle.dumps(classic))) == "Wordle.classic()"
    game = wordle.Wordle(["cigar", "rebut", "sissy"], ["salet"])
    again = pickle.loads(pickle.dumps(game))
    assert again.answers() == game.answers() and again.guesses() == game.guesses()
    assert set(game.answers()) <= set(game.guesses())
    with pytest.raises(WordleError):
        wordle.Wordle(["cigar", "abc"])
    with pytest.raises(WordleError):
        wordle.Wordle(["cigar"], ["toolong"])
    assert issubclass(WordleError, WordgamesError)


def analysis_doc(a):
    """Our Analysis in the CLI's JSON shape (camelCase keys)."""
    def camel(name):
        head, *rest = name.split("_")
        return head + "".join(w.title() for w in rest)

    doc = {k: v for k, v in dataclasses.asdict(a).items() if k not in ("turns", "solved")}
    doc["turns"] = [{camel(k): v for k, v in dataclasses.asdict(t).items()} for t in a.turns]
    return doc


@pytest.mark.parametrize("hard", [False, True])
def test_analyze_equals_the_cli(instance, hard):
    game, flags = instance
    answers = game.answers()
    games = []
    for answer in answers[:4]:
        # A game played by the entropy ranking's top guesses would need the candidates of a
        # custom list: play the candidates' first alphabetically instead, after one opener.
        played = [answers[-1]]
        while played[-1] != answer and len(played) < 6:
            fb = [(g, wordle.feedback(g, answer)) for g in played]
            left = [w for w in answers if all(wordle.feedback(g, w) == f for g, f in fb)]
            played.append(left[0])
        games.append((answer, played))
    for answer, played in games:
        ours = wordle.analyze(answer, played, hard=hard, wordle=game)
        theirs = cli(["wordle", "analyze", "--json", "--answer", answer] + played
                     + (["--hard"] if hard else []) + flags)
        mine = analysis_doc(ours)
        assert mine.keys() == theirs.keys()
        for key in ("answer", "mode", "won"):
            assert mine[key] == theirs[key]
        assert mine["skill"] == pytest.approx(theirs["skill"], rel=1e-12)
        assert mine["luck"] == pytest.approx(theirs["luck"], rel=1e-12, abs=1e-12)
        assert len(mine["turns"]) == len(theirs["turns"])
        for t, u in zip(mine["turns"], theirs["turns"]):
            assert t.keys() == u.keys()
            for k in t:
                if isinstance(t[k], float):
                    assert t[k] == pytest.approx(u[k], rel=1e-12, abs=1e-12), k
                else:
                    assert t[k] == u[k], k
        assert ours.solved == (played[-1] == answer)


def test_analyze_errors():
    with pytest.raises(WordleError):
        wordle.analyze("cigar", ["zzzzz"])
    with pytest.raises(WordleError) as e:
        wordle.analyze("zzzzz", ["cigar"])
    assert "zzzzz" in str(e.value)


@pytest.mark.parametrize("hard", [False, True])
def test_solve_with_first_equals_the_cli(instance, hard):
    game, flags = instance
    for first in wordle.opener_order(hard=hard, wordle=game)[:3]:
        ours = wordle.solve_with_first(first, hard=hard, wordle=game)
        theirs = cli(["wordle", "bench", "--json", "--strategy", "exact", "--first", first]
                     + (["--hard"] if hard else []) + flags)
        assert ours.first == theirs["first"] == first
        s = ours.stats
        assert (s.answers, s.total, s.max, s.failures) == (
            theirs["answers"], theirs["total"], theirs["max"], theirs["failures"])
        assert list(s.histogram) == theirs["histogram"]
        assert s.average == pytest.approx(theirs["average"])
        assert ours.tree()["guess"] == first


def openers_cli(flags, top, hard):
    text = cli_text(["--json", "wordle", "openers", "--exact", "--top", str(top)]
                    + (["--hard"] if hard else []) + flags)
    import json

    return [json.loads(line) for line in text.splitlines() if line.strip()]


@pytest.mark.parametrize("hard", [False, True])
def test_rank_openers_and_shards_equal_the_cli(instance, hard):
    game, flags = instance
    top = 5
    whole = wordle.rank_openers(top=top, hard=hard, wordle=game)
    theirs = openers_cli(flags, top, hard)
    assert [(o.guess, o.text) for o in whole[:top]] == [(d["guess"], d["value"]) for d in theirs]
    assert all(o.exact for o in whole[:top])
    # The exact value of the best opener is its solve_with_first total.
    best = whole[0]
    assert wordle.solve_with_first(best.guess, hard=hard, wordle=game).stats.total == best.value
    for shards in (1, 2, 3):
        parts = [wordle.rank_openers_shard(i, shards, top=top, hard=hard, wordle=game)
                 for i in range(shards)]
        assert sum(len(p) for p in parts) == len(whole)
        merged = wordle.merge_opener_rankings(reversed(parts), wordle=game)
        assert merged[:top] == whole[:top]
    with pytest.raises(WordleError):
        wordle.merge_opener_rankings([whole, whole[:1]], wordle=game)
    with pytest.raises(WordleError):
        wordle.rank_openers_shard(2, 2, wordle=game)


def test_a_game_in_the_familys_vocabulary():
    from wordgames import errors

    game = wordle.WordleGame("crane")
    assert game.status() == "playing" and game.answer() is None and game.share() is None
    assert game.play("slate") == wordle.feedback("slate", "crane")
    assert game.play("crane") == "ggggg"
    assert game.status() == "won" and game.answer() == "crane"
    assert game.share().startswith("Wordle") and "2/6" in game.share()
    with pytest.raises(errors.GameOverError):
        game.play("slate")

    lost = wordle.WordleGame("crane", max_guesses=1)
    assert lost.play("slate") != "ggggg" and lost.status() == "lost" and lost.answer() == "crane"

    quit = wordle.WordleGame("crane", hard=True)
    assert quit.play("slate") == "..g.g"  # a and e in place
    with pytest.raises(errors.HardModeError):
        quit.play("shout")  # hard mode keeps the a and the e
    quit.give_up()
    assert quit.status() == "gaveUp" and quit.answer() == "crane"
    with pytest.raises(KeyError):
        wordle.WordleGame("zzzzz")
