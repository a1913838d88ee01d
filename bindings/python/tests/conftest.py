"""Fixtures: NLTK's WordNet reader on the vendored WordNet 3.1, prepared as
scripts/nltk-similarity.py prepares it (no NLTK data is downloaded), and a sample of synsets.

The tests import the installed `wordgames` wheel, never the sources: run them from a virtual
environment where the built wheel is installed (`bash .ci/python.sh`).
"""
import importlib.util
import json
import os
import pathlib
import random
import shutil
import subprocess

import pytest

REPO = pathlib.Path(os.environ.get("WORDGAMES_REPO", pathlib.Path(__file__).resolve().parents[3]))
SEED = 20261126


def cli_text(args):
    """The `wordgames` CLI's standard output for `args`: the binary `WORDGAMES_CLI` names, else
    `cargo run` in the repository (the test is skipped with neither)."""
    cli = os.environ.get("WORDGAMES_CLI")
    if cli:
        cmd = [cli]
    elif shutil.which("cargo"):
        cmd = ["cargo", "run", "-q", "-p", "wordgames", "--"]
    else:
        pytest.skip("neither WORDGAMES_CLI nor cargo to run the CLI with")
    out = subprocess.run(cmd + list(args), cwd=REPO, check=True, capture_output=True, text=True)
    return out.stdout


def cli(args):
    """The CLI's JSON document for `args`."""
    return json.loads(cli_text(args))


def _script():
    path = REPO / "scripts" / "nltk-similarity.py"
    spec = importlib.util.spec_from_file_location("nltk_similarity", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def script():
    return _script()


@pytest.fixture(scope="session")
def nltk_data(tmp_path_factory, script):
    pytest.importorskip("nltk")
    return script.prepare(str(tmp_path_factory.mktemp("nltk")), script.DICT31, "wn31")


@pytest.fixture(scope="session")
def nwn(script, nltk_data):
    """NLTK's WordNetCorpusReader over the vendored WordNet 3.1."""
    return script.reader(nltk_data)


@pytest.fixture(scope="session")
def corpus(script, nltk_data, nwn):
    """NLTK's PlaintextCorpusReader over the glosses corpus, and its text."""
    reader = script.write_corpus(nltk_data)
    path = pathlib.Path(nltk_data) / "corpora" / "glosses" / "glosses.txt"
    return reader, path.read_text(encoding="utf-8")


@pytest.fixture(scope="session")
def wn():
    from wordgames import wordnet

    return wordnet


@pytest.fixture(scope="session")
def sample_names(wn):
    """Names of 400 synsets of every part of speech, seeded."""
    rng = random.Random(SEED)
    out = []
    for pos, k in (("n", 200), ("v", 80), ("a", 40), ("s", 40), ("r", 40)):
        names = [s.name() for s in wn.all_synsets(pos) if s.pos() == pos]
        out += rng.sample(names, k)
    # Synsets with the rarer relations, so that every method meets a non-empty answer.
    out += ["dog.n.01", "cat.n.01", "good.a.01", "walk.v.01", "think.v.03", "eat.v.01",
            "kill.v.01", "france.n.01", "law.n.01", "wood.n.01", "tree.n.01", "water.n.01",
            "big.s.01", "quickly.r.01", "snore.v.01", "war.n.01", "chemistry.n.01"]
    return out


def _nltk_reader_30(script, tmp_path_factory):
    import nltk

    # script.reader points NLTK at the 3.0 data alone: the session's 3.1 data path comes back
    # afterwards, beside the 3.0 one (NLTK reads a reader's files only under its data path).
    saved_path, saved_env = list(nltk.data.path), os.environ.get("NLTK_DATA")
    data = script.prepare(str(tmp_path_factory.mktemp("nltk30")), script.DICT30, "wn30")
    try:
        return script.reader(data)
    finally:
        nltk.data.path[:] = saved_path + [data]
        if saved_env is None:
            os.environ.pop("NLTK_DATA", None)
        else:
            os.environ["NLTK_DATA"] = saved_env


@pytest.fixture(scope="session", params=["3.1", "3.0"])
def wordnets(request, wn, nwn, script, tmp_path_factory):
    """(ours, NLTK's) on the vendored WordNet 3.1, then on Debian's WordNet 3.0 where
    wordnet-base is installed."""
    if request.param == "3.1":
        return wn, nwn
    if not os.path.exists(os.path.join(script.DICT30, "data.noun")):
        pytest.skip("Debian's wordnet-base (WordNet 3.0) is not installed")
    return wn.WordNet(script.DICT30), _nltk_reader_30(script, tmp_path_factory)
