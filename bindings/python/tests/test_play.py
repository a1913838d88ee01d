"""The games as classes: Letter Boxed, Word Blender, wordseq and Nettle played in the family's
vocabulary (play, status, give_up, answer, share), their results as dataclasses, and each
puzzle's difficulty, against the CLI's JSON and the daily edition."""
import dataclasses
import pickle

import pytest

from conftest import cli
from test_games import DATES, TODAY

from wordgames import PuzzleError, daily, letter_boxed, nettle, word_blender, wordseq
from wordgames.errors import PuzzleInputError


def test_letter_boxed_game_of_a_puzzle_is_won_with_its_solution():
    puzzle = letter_boxed.generate(date=DATES[2])
    game = letter_boxed.Game(puzzle)
    assert (game.status(), game.answer(), game.share()) == ("playing", None, None)
    assert game.board == puzzle.board and game.par == puzzle.par
    verdicts = [game.play(word) for word in puzzle.solution]
    assert all(not v.solved for v in verdicts[:-1])
    last = verdicts[-1]
    assert dataclasses.astuple(last) == (True, 0, len(puzzle.solution), "made")
    assert str(last).startswith(f"Solved in {len(puzzle.solution)} words")
    assert game.status() == "won" and game.answer() == puzzle.solution
    share = game.share()
    assert share.startswith(f"Letter Boxed #{puzzle.origin.number}:")
    # The share text counts the words and never names them.
    assert not any(word in share for word in puzzle.solution)
    with pytest.raises(PuzzleInputError):
        game.play(puzzle.solution[0])


def test_letter_boxed_game_refuses_a_word_and_stays_unchanged():
    puzzle = letter_boxed.generate(seed=7)
    game = puzzle.game()
    first = game.play(puzzle.solution[0])
    assert first.left == len(game.uncovered) and first.words == 1
    assert game.next_letter == puzzle.solution[0][-1]
    with pytest.raises(PuzzleInputError) as e:
        game.play("zzzzzz")
    assert str(e.value) and isinstance(e.value, ValueError)
    assert game.words == (puzzle.solution[0],)
    assert game.undo() == puzzle.solution[0] and game.words == ()
    game.give_up()
    assert game.status() == "gaveUp" and game.answer() == puzzle.solution
    assert game.share("LB").startswith("LB:")


def test_letter_boxed_bare_board_and_solver():
    puzzle = letter_boxed.generate(seed=1)
    game = letter_boxed.Game(puzzle.board)
    assert game.par is None and game.difficulty is None
    game.give_up()
    assert game.answer() is None  # a bare board knows no solution
    solution = letter_boxed.Solver(puzzle.board).solve()
    assert isinstance(solution, letter_boxed.Solution)
    assert solution.words <= puzzle.par
    theirs = cli(["letter-boxed", "solve", "--json", puzzle.board])
    assert list(solution.best) == theirs["best"]
    assert [list(p) for p in solution.two_word_solutions] == theirs["two_word_solutions"]
    assert solution.playable_words == theirs["playable_words"]
    with pytest.raises(PuzzleError):
        letter_boxed.Solver("abc")
    with pytest.raises(PuzzleError):
        letter_boxed.Game("abc def")


def test_letter_boxed_difficulty_is_the_editions():
    for date in DATES[:3]:
        puzzle = letter_boxed.generate(date=date)
        entry = daily.edition(date, today=TODAY)["letter-boxed"]
        assert puzzle.difficulty.par == puzzle.par == entry.par
        assert round(puzzle.difficulty.rarest, 2) == entry.rarest
        assert puzzle.board == entry.board


class Clock:
    """A clock the test moves."""

    def __init__(self):
        self.now = 100.0

    def __call__(self):
        return self.now


def test_word_blender_game_rounds_and_time():
    clock = Clock()
    round_ = word_blender.generate(seed=7)
    game = word_blender.Game(seed=7, round_time=60, clock=clock)
    assert sorted(game.letters) == sorted(round_.letters)
    assert game.words_to_find == len(round_.words) == game.difficulty.words
    assert game.difficulty == round_.difficulty
    assert (game.status(), game.answer(), game.share()) == ("playing", None, None)
    first = game.play(round_.words[0])
    assert first == word_blender.Verdict("found", 1)
    with pytest.raises(PuzzleInputError):
        game.play(round_.words[0])  # found before
    with pytest.raises(PuzzleInputError):
        game.play("qqqqqq")
    six = game.play(round_.six_letter_words[0])
    assert six.kind == "found" and six.found == 2
    clock.now += 61
    assert game.time_left() == 0.0
    assert game.play(round_.words[1]).kind == "timeUp"
    end = game.round_end()
    assert end.won and set(end.found) == {round_.words[0], round_.six_letter_words[0]}
    assert end.points > 0 and round_.words[1] in end.missed
    letters = game.next_round()
    assert game.round_number == 2 and sorted(letters) == sorted(game.letters)
    game.give_up()
    assert game.status() == "won" and game.rounds_won == 1
    assert isinstance(game.answer(), word_blender.RoundEnd)
    assert game.share() == f"Word Blender: 1 round won, {game.points} points"


def test_word_blender_game_of_a_date_and_its_difficulty():
    date = DATES[1]
    game = word_blender.Game(date=date)
    entry = daily.edition(date, today=TODAY)["blender"]
    assert game.letters == entry.letters and game.words_to_find == entry.words
    assert round(game.difficulty.rarest, 2) == entry.rarest
    round_ = word_blender.generate(date=date)
    assert round_.difficulty.six_letter_words == len(round_.six_letter_words)
    game.give_up()
    assert game.status() == "lost"
    assert game.share().startswith(f"Word Blender #{entry.number}:")
    with pytest.raises(PuzzleInputError):
        word_blender.Game(seed=1, round_time=-1)


def test_wordseq_game_played_by_its_hints_reaches_the_optimum():
    level = wordseq.generate("normal", seed=1)
    game = wordseq.Game(level)
    assert game.grid == level.grid and game.optimum == level.optimum
    assert (game.status(), game.answer(), game.share()) == ("playing", None, None)
    assert game.difficulty == level.difficulty == "normal"
    while game.status() == "playing":
        move = game.hint()
        verdict = game.play(move)
        assert verdict.kind == "optimal" and verdict.words_formed, verdict
        assert verdict.best_total == level.optimum
    assert game.status() == "won"
    assert game.score() == wordseq.Score(level.optimum, level.optimum)
    assert game.score().is_perfect and len(game.history) == level.optimum
    answer = game.answer()
    assert len(answer) == level.optimum and all(isinstance(m, wordseq.Move) for m in answer)
    assert game.share() == f"wordseq: {level.optimum} moves of {level.optimum}"
    with pytest.raises(PuzzleInputError):
        game.play(answer[0])


def test_wordseq_game_moves_undo_and_give_up():
    level = wordseq.generate("normal", seed=5)
    game = level.game()
    move = game.hint()
    game.play((move.from_cell, move.to_cell))
    assert game.history == (move,)
    assert game.undo() == move and game.grid == level.grid
    a, b = move.from_cell, move.to_cell
    assert game.play((a[0], a[1], b[0], b[1])).kind == "optimal"
    with pytest.raises(PuzzleInputError):
        game.play((0, 0, 0))
    game.give_up()
    assert game.status() == "gaveUp"
    assert len(game.answer()) == level.optimum


def test_nettle_clues_equal_the_cli():
    guesses = ["dog", "florbix", "cat", "wolf", "canine"]
    theirs = cli(["nettle", "clue", "--json", "--target", "canine"] + guesses)["clues"]
    game = nettle.Game("canine")
    for guess, want in zip(guesses, theirs):
        answer = game.play(guess)
        if "error" in want:
            assert answer.kind == "unknown" and answer.clue is None
            continue
        assert answer.kind == "clue"
        assert answer.clue.emoji == want["clue"] and answer.clue.steps == want["steps"]
        assert answer.clue.lemma == want["word"] and answer.won == want["win"]
    assert game.status() == "won"
    assert game.answer()[-1] == "canine"
    share = game.share()
    assert share.startswith("Nettle (free play):") and "canine" not in share
    assert [c.guess for c in game.clues] == [g for g in guesses if g != "florbix"]
    with pytest.raises(PuzzleInputError):
        game.play("dog")


def test_nettle_puzzle_hides_its_target_and_gives_up():
    puzzle = nettle.generate(date=DATES[0])
    assert puzzle == nettle.generate(date=DATES[0]) and puzzle.origin.number == 1
    assert puzzle.target not in repr(puzzle)
    game = puzzle.game()
    assert (game.status(), game.answer(), game.share()) == ("playing", None, None)
    game.give_up()
    assert game.status() == "gaveUp" and game.answer() == (puzzle.target.replace("_", " "),)
    assert game.share().startswith("Nettle #1:")
    with pytest.raises(PuzzleError):
        nettle.Game("florbix")


@pytest.mark.parametrize("date", DATES[:2])
def test_edition_is_typed_and_equals_the_cli(date):
    from test_games import cli_json

    edition = daily.edition(date, today=TODAY)
    assert edition.to_dict() == cli_json(date)
    kinds = {type(e) for e in edition.games}
    assert {daily.LetterBoxedEntry, daily.WordBlenderEntry, daily.WordleEntry,
            daily.WordseqEntry, daily.NettleEntry} <= kinds
    assert edition.date == date and edition.lexicon.words > edition.lexicon.common > 0
    wordseq_entry = edition["wordseq"]
    assert wordseq_entry.difficulty in wordseq.DIFFICULTIES
    with pytest.raises(KeyError):
        edition["chess"]
    assert pickle.loads(pickle.dumps(edition)) == edition


def test_results_are_dataclasses_not_tuples():
    results = [letter_boxed.generate(seed=2), letter_boxed.solve("dpt clr ahx bei"),
               word_blender.generate(seed=2), wordseq.generate("normal", seed=2),
               nettle.generate(seed=2), daily.edition(DATES[0], today=TODAY)]
    for result in results:
        assert dataclasses.is_dataclass(result), type(result)
        assert not isinstance(result, (tuple, dict))
