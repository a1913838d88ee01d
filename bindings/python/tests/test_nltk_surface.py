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


def names(tree):
    """A nested list of synsets (and cut marks) as names."""
    if isinstance(tree, list):
        return [names(t) for t in tree]
    return tree.name() if hasattr(tree, "name") else tree


# The relations sorted, as NLTK's own examples sort them: a relation's order here is the
# library's, which can differ from the order of the pointers in the data line that NLTK keeps.
TREE_CASES = [
    ("dog.n.01", lambda s: sorted(s.hypernyms()), {}),
    ("computer.n.01", lambda s: sorted(s.topic_domains()), {}),
    ("dog.n.01", lambda s: sorted(s.hypernyms()), {"depth": 3, "cut_mark": "..."}),
    ("unfree.a.02", lambda s: sorted(s.similar_tos()), {"cut_mark": "..."}),
    ("lawful.a.01", lambda s: sorted(s.also_sees()), {"cut_mark": "...", "depth": 4}),
    ("entity.n.01", lambda s: sorted(s.hyponyms()), {"depth": 2}),
    ("walk.v.01", lambda s: sorted(s.hypernyms() + s.entailments()), {}),
]


def test_tree_acyclic_tree_and_mst_equal_nltk(wordnets):
    ours_wn, theirs_wn = wordnets
    for name, rel, kwargs in TREE_CASES:
        ours, theirs = ours_wn.synset(name), theirs_wn.synset(name)
        assert names(ours.tree(rel, **kwargs)) == names(theirs.tree(rel, **kwargs)), name
        assert names(ours.acyclic_tree(rel, **kwargs)) == \
            names(theirs.acyclic_tree(rel, **kwargs)), name
        assert names(ours.mst(rel)) == names(theirs.mst(rel)), name
    # The defaults: `iter` of a synset, a leaf for the depth-first walks; NLTK's mst raises.
    dog, ndog = ours_wn.synset("dog.n.01"), theirs_wn.synset("dog.n.01")
    assert names(dog.acyclic_tree()) == names(ndog.acyclic_tree()) == ["dog.n.01"]
    with pytest.raises(TypeError):
        ndog.mst()
    with pytest.raises(TypeError):
        dog.mst()
    # A depth below -1 is refused by both, as a ValueError.
    with pytest.raises(ValueError):
        ndog.tree(lambda s: s.hypernyms(), depth=-2)
    with pytest.raises(errors.WordNetInputError):
        dog.tree(lambda s: s.hypernyms(), depth=-2)


def test_deep_walks_are_refused_or_cut_as_nltk(wn):
    # A relation 600 levels deep (a chain of numbers, as NLTK's walks take any node).
    import wordgames._walks as walks

    deeper = lambda n: [n + 1] if n < 600 else []  # noqa: E731
    with pytest.raises(ValueError):
        walks.tree(0, deeper)
    with pytest.warns(RuntimeWarning):
        cut = walks.tree(0, deeper, cut_mark="...", truncate=True)
    depth = 0
    while len(cut) > 1 and isinstance(cut[1], list):
        cut, depth = cut[1], depth + 1
    assert depth == walks.MAX_RECURSION_DEPTH and cut == [500, "..."]


@pytest.mark.parametrize("kwargs", [
    {},
    {"maxdepth": 2},
    {"rel": lambda s: sorted(s.hyponyms()), "maxdepth": 1},
    {"shapes": {"dog": "box"}, "attr": {"rankdir": "BT"}},
])
def test_digraph_equals_nltk(wordnets, kwargs):
    ours_wn, theirs_wn = wordnets
    ours = ours_wn.digraph([ours_wn.synset("dog.n.01"), ours_wn.lemma("cat.n.01.cat"), "bank"],
                           pos="n", **kwargs)
    theirs = theirs_wn.digraph([theirs_wn.synset("dog.n.01"), theirs_wn.lemma("cat.n.01.cat"),
                                "bank"], pos="n", **kwargs)
    assert ours == theirs
    assert ours.startswith("digraph G {\n") and ours.count("->") > 3


def test_tag2pos_as_nltk(wn, nwn):
    # Universal tags need no tagset data: NLTK's answer itself.
    for tag in ["NOUN", "VERB", "ADJ", "ADV", "DET", ".", "X", "PRON", "nonsense"]:
        assert wn.tag2pos(tag, tagset="universal") == nwn.tag2pos(tag, tagset="universal")
    # Penn Treebank tags, as NLTK's documented example and the universal mapping give them.
    assert [wn.tag2pos(t) for t in ["NNS", "VBP", "NNS", "."]] == ["n", "v", "n", None]
    assert [wn.tag2pos(t) for t in ["NN", "NNP", "VB", "VBD", "MD", "JJ", "JJS", "RB", "RBR",
                                    "DT", "IN", "PRP", "CC", "TO", "UH"]] == \
        ["n", "n", "v", "v", "v", "a", "a", "r", "r", None, None, None, None, None, None]
    assert wn.tag2pos("NN", tagset="wsj") == "n"
    with pytest.raises(errors.WordNetInputError):
        wn.tag2pos("NN", tagset="en-brown")
