"""Hostile calls stay Python errors: each call whose size the caller controls (a matrix's
dimensions, a list's length, a string's length, an integer out of range) runs in a fresh
interpreter, which must raise the expected exception, print its class and exit normally; an
abort (SIGABRT on a failed allocation) or a segfault would end the child with a signal."""
import subprocess
import sys
import textwrap

import pytest

HOSTILE = {
    # 200,000 x 200,000 float64 would be 320 GB: refused before anything is allocated.
    "matrix_of_names": ("SizeLimitError",
                        "wn.similarity_matrix(['dog.n.01'] * 200_000)"),
    "matrix_of_synsets": ("SizeLimitError",
                          "d = wn.synset('dog.n.01'); wn.similarity_matrix([d] * 200_000, [d] * 200_000)"),
    "matrix_one_string": ("WordNetInputError", "wn.similarity_matrix('dog.n.01')"),
    "matrix_unknown_name": ("UnknownSynsetError", "wn.similarity_matrix(['dog.n.99'])"),
    "matrix_bad_measure": ("WordNetInputError", "wn.similarity_matrix(['dog.n.01'], measure='x')"),
    "long_word": ("SizeLimitError", "wn.synsets('a' * 100_000_000)"),
    "long_morphy": ("SizeLimitError", "wn.morphy('a' * 100_000_000)"),
    "long_synset_name": ("SizeLimitError", "wn.synset('a' * 100_000_000)"),
    "long_word_in_list": ("SizeLimitError", "wn.synsets_many(['dog', 'a' * 100_000_000])"),
    "not_a_word": ("WordNetInputError", "wn.synsets_many(['dog', None])"),
    "many_parts_of_speech": ("SizeLimitError", "wn.synsets_many(['dog'], pos=['n'] * 1000)"),
    "offset_negative": (None, "assert wn.synset_from_pos_and_offset('n', -1) is None"),
    "offset_huge": (None, "assert wn.synset_from_pos_and_offset('n', 2 ** 40) is None"),
    # A feedback table of 30,000 x 30,000 cells (900 MB) is refused before it is built.
    "wordle_table": ("SizeLimitError", textwrap.dedent("""\
        import itertools
        words = [''.join(w) for w in itertools.islice(
            itertools.product('abcdefghijklmnopqrstuvwxyz', repeat=5), 30_000)]
        wordle.Wordle(words)""")),
    "wordle_one_string": ("WordListError", "wordle.Wordle('crane')"),
    "wordle_long_word": ("SizeLimitError", "wordle.Wordle(['a' * 100_000_000])"),
    "wordle_not_words": ("WordListError", "wordle.Wordle([1, 2])"),
    "seed_negative": ("PuzzleInputError", "letter_boxed.generate(seed=-1)"),
    "seed_huge": ("PuzzleInputError", "word_blender.generate(seed=2 ** 70)"),
}

PRELUDE = """\
import sys
from wordgames import letter_boxed, word_blender, wordle
from wordgames import wordnet as wn
try:
{body}
except Exception as e:
    print(type(e).__name__, [c.__name__ for c in type(e).__mro__], str(e))
    sys.exit(0)
print("no exception")
"""


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_hostile_call_raises_a_python_error_and_the_interpreter_lives(name):
    expected, body = HOSTILE[name]
    code = PRELUDE.format(body=textwrap.indent(body, "    "))
    # 4 GiB of address space: an allocation of the size asked for would fail (and abort).
    limit = "import resource; resource.setrlimit(resource.RLIMIT_AS, (4 << 30, 4 << 30))\n"
    run = subprocess.run([sys.executable, "-c", limit + code], capture_output=True, text=True,
                         timeout=300)
    assert run.returncode == 0, (run.returncode, run.stderr[-2000:])
    if expected is None:
        assert run.stdout.strip() == "no exception", run.stdout
    else:
        assert expected in run.stdout.split("[", 1)[1], run.stdout
        if "SizeLimitError" in expected:
            assert "ValueError" in run.stdout and "limit" in run.stdout, run.stdout
