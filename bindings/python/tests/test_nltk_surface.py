"""The rest of NLTK's WordNet reader API a researcher reaches for, against NLTK 3.10 on the
vendored WordNet 3.1: lang= and langs(), words(), synonyms(), get_version(), lemma_count(),
synset_from_sense_key(), ss2of()/of2ss(), custom_lemmas(), and NLTK's permissive inputs."""
import pytest

from wordgames import errors


def test_synonyms_equal_nltk(wn, nwn, sample_names):
    words = sorted({n.split(".")[0] for n in sample_names})
    for word in words + ["car", "dog", "good", "run"]:
        assert wn.synonyms(word) == nwn.synonyms(word), word


def test_words_and_version_equal_nltk(wn, nwn):
    assert sorted(wn.words()) == sorted(nwn.words())
    assert wn.get_version() == nwn.get_version() == "3.1"
    assert "eng" in nwn.langs() and wn.langs() == ["eng"]


def test_lang_eng_is_taken_and_another_is_a_clear_error(wn, nwn):
    assert wn.synsets("dog", lang="eng") == wn.synsets("dog")
    assert [l.name() for l in wn.lemmas("dog", lang="eng")] == \
        [l.name() for l in nwn.lemmas("dog", lang="eng")]
    for call in (lambda: wn.synsets("chien", lang="fra"), lambda: wn.words("jpn"),
                 lambda: wn.custom_lemmas(None, "xyz")):
        with pytest.raises(errors.WordNetInputError, match="English"):
            call()


def test_ids_and_sense_keys_equal_nltk(wn, nwn, sample_names):
    for name in sample_names:
        ours, theirs = wn.synset(name), nwn.synset(name)
        assert wn.ss2of(ours) == nwn.ss2of(theirs)
        assert wn.of2ss(nwn.ss2of(theirs)) == ours
        for ol, tl in zip(ours.lemmas(), theirs.lemmas()):
            assert wn.lemma_count(ol) == nwn.lemma_count(tl)
            assert wn.synset_from_sense_key(tl.key()).name() == \
                nwn.synset_from_sense_key(tl.key()).name()
    assert wn.ss2of(None) is None and nwn.ss2of(None) is None
    with pytest.raises(KeyError):
        wn.synset_from_sense_key("nonsense%1:05:00::")


def test_permissive_inputs_as_nltk(wn, nwn):
    assert wn.synsets("dog", pos="") == [] == nwn.synsets("dog", pos="")
    for pos in (["n", "v"], "vn", ("a",)):
        assert [s.name() for s in wn.synsets("run", pos=pos)] == \
            [s.name() for s in nwn.synsets("run", pos=pos)]
    assert wn.synset_from_pos_and_offset("n", 3) is None
    with pytest.warns(UserWarning):
        assert nwn.synset_from_pos_and_offset("n", 3) is None
    assert wn.of2ss("00000003-n") is None
    assert wn.synsets("\ud800") == [] == nwn.synsets("\ud800")
