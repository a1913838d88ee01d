"""The games in another language (``wordgames.Language``): a word list read at run time, as
``wordgames --lang L --words FILE`` reads it, gives the same puzzles as the CLI, games that
judge words with that list, and errors in the family's words."""
import pathlib
import pickle
import unicodedata

import pytest

from conftest import cli

from wordgames import (Language, PuzzleError, daily, letter_boxed, word_blender, wordle,
                       wordseq)
from wordgames.errors import PuzzleInputError

#: Debian's bokmål list (GPL, read at run time; `.ci/run` installs it before these tests).
BOKMAAL = pathlib.Path("/usr/share/dict/bokmaal")
DATES = ["2026-01-01", "2026-11-28"]
TODAY = "2026-11-25"
NB_LETTERS = set("abcdefghijklmnopqrstuvwxyzæøå")

needs_bokmaal = pytest.mark.skipif(not BOKMAAL.exists(),
                                   reason="Debian's wnorwegian list is not installed")


def BOKMAAL_WORDS():
    """The words of Debian's list, lowercase, as its reader decodes them (UTF-8 lines, else
    ISO-8859-1)."""
    if not hasattr(BOKMAAL_WORDS, "cache"):
        words = set()
        for raw in BOKMAAL.read_bytes().splitlines():
            try:
                line = raw.decode("utf-8")
            except UnicodeDecodeError:
                line = raw.decode("latin-1")
            words.add(unicodedata.normalize("NFC", line.strip()).lower())
        BOKMAAL_WORDS.cache = words
    return BOKMAAL_WORDS.cache


@pytest.fixture(scope="module")
def nb():
    return Language("nb", words=BOKMAAL, lenient=True)


NB_CLI = ["--lang", "nb", "--words", str(BOKMAAL), "--lenient", "--json"]


@needs_bokmaal
@pytest.mark.parametrize("date", DATES)
def test_the_edition_of_a_language_equals_the_cli(nb, date):
    ours = daily.edition(date, today=TODAY if date < TODAY else date, language=nb)
    theirs = cli(NB_CLI + ["daily", "--date", date])
    assert ours.to_dict() == theirs
    assert ours.language == "nb"
    assert daily.edition(date, today=TODAY).language is None


def generated_in(nb, generate, command):
    """``generate``'s puzzle of ``DATES[1]`` in ``nb``, and the CLI's JSON of ``command gen`` of
    that date in the same list."""
    date = DATES[1]
    return generate(date=date, language=nb), cli(NB_CLI + [command, "gen", "--date", date])


@needs_bokmaal
def test_letter_boxed_in_bokmal_equals_the_cli_and_plays_its_words(nb):
    puzzle, theirs = generated_in(nb, letter_boxed.generate, "letter-boxed")
    assert puzzle.board == theirs["board"]
    assert list(puzzle.solution) == theirs["solution"]
    assert puzzle.par == theirs["par"]
    assert puzzle.language == nb
    assert set(puzzle.board.replace(" ", "")) <= NB_LETTERS
    assert all(w in BOKMAAL_WORDS() for w in puzzle.solution + puzzle.chain)
    # The solver over the same list gives the CLI's solution.
    solved = letter_boxed.solve(puzzle.board, max_words=3, language=nb)
    assert list(solved.best) == cli(
        NB_CLI + ["letter-boxed", "solve", "--max-words", "3", puzzle.board])["best"]
    # The game judges words with the list: its solution wins, and the English lexicon's
    # rules of the board still hold.
    game = puzzle.game()
    for word in puzzle.solution:
        verdict = game.play(word)
    assert verdict.solved and game.status() == "won"
    assert game.answer() == puzzle.solution
    # A bokmål board is no English board.
    if set(puzzle.board) & set("æøå"):
        with pytest.raises(PuzzleInputError):
            letter_boxed.Game(puzzle.board)


@needs_bokmaal
def test_word_blender_in_bokmal_equals_the_cli(nb):
    date = DATES[1]
    round_, theirs = generated_in(nb, word_blender.generate, "blender")
    assert round_.letters == theirs["letters"]
    assert list(round_.words) == theirs["words"]
    assert round_.difficulty.words == theirs["difficulty"]["words"]
    game = word_blender.Game(date=date, language=nb, clock=lambda: 0.0)
    assert game.letters == round_.letters
    verdict = game.play(round_.six_letter_words[0], elapsed=1.0)
    assert verdict.kind == "found"
    racks = word_blender.catalogue(common=True, language=nb)
    assert any(sorted(r.rack) == sorted(round_.letters) for r in racks)


@needs_bokmaal
def test_wordseq_in_bokmal_equals_the_cli_and_plays_its_words(nb):
    date = DATES[1]
    level = wordseq.generate(date=date, language=nb)
    assert level.to_dict() == cli(NB_CLI + ["wordseq", "gen", "--date", date])
    assert set("".join(level.grid)) <= NB_LETTERS
    assert wordseq.check(level) == level.optimum
    game = level.game()
    hint = game.hint()
    verdict = game.play(hint)
    assert verdict.kind == "optimal" and verdict.words_formed
    # The words it formed are words of the list the language read.
    assert all(w in BOKMAAL_WORDS() for w in verdict.words_formed)
    game.give_up()
    assert game.status() == "gaveUp" and game.answer()
    # The level's letters are no English grid.
    if set("".join(level.grid)) & set("æøå"):
        with pytest.raises(PuzzleError):
            wordseq.Game(level.json)


@needs_bokmaal
def test_wordle_of_a_language_is_the_editions_and_pickles(nb):
    game = wordle.Wordle.for_language(nb)
    answers = game.answers()
    assert len(answers) > 1000
    assert all(len(unicodedata.normalize("NFC", a)) == 5 for a in answers)
    assert set(answers) <= set(game.guesses())
    again = pickle.loads(pickle.dumps(game))
    assert again.answers() == answers
    played = wordle.WordleGame(answers[0], wordle=game)
    assert played.play(answers[0]) == "ggggg" and played.status() == "won"
    assert repr(wordle.Wordle.for_language(Language())) == "Wordle.classic()"


def test_a_language_is_loaded_once_and_pickles_by_its_arguments(tmp_path):
    path = tmp_path / "nb.txt"
    path.write_text("blåbær\nfjære\nfærre\nkløft\nsmøre\nbølge\nærlig\n", encoding="utf-8")
    first = Language("nb", words=path, frequencies=False)
    second = Language("nb", words=str(path), frequencies=False)
    assert first == second and hash(first) == hash(second)
    assert first != Language()
    assert first.tag == "nb" and first.name == "Norwegian Bokmål"
    assert first.word_count == 7 and not first.embedded and first.skipped == []
    assert pickle.loads(pickle.dumps(first)) == first
    assert repr(first) == f"Language('nb', words={str(path)!r}, frequencies=False)"
    english = Language()
    assert english.embedded and english.words is None and english == Language("en")


def test_a_bad_list_gets_the_familys_errors(tmp_path):
    with pytest.raises(PuzzleInputError, match="needs words=FILE"):
        Language("nb")
    with pytest.raises(PuzzleInputError, match='unknown language "xx"'):
        Language("xx")
    with pytest.raises(PuzzleInputError, match="cannot read the word list"):
        Language("nb", words=tmp_path / "missing.txt")
    empty = tmp_path / "empty.txt"
    empty.write_text("\n\n")
    with pytest.raises(PuzzleError, match="holds no words"):
        Language("nb", words=empty)
    bad = tmp_path / "bad.txt"
    bad.write_text("fjære\nfær-re\nkløft\nblåbær\n", encoding="utf-8")
    with pytest.raises(PuzzleError, match=":2:"):
        Language("nb", words=bad)
    lenient = Language("nb", words=bad, lenient=True, frequencies=False)
    assert lenient.word_count == 3
    assert len(lenient.skipped) == 1 and lenient.skipped[0].startswith("1 line not a word")
