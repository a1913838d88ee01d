"""Every WordNet method of the package against NLTK 3.10 on the same WordNet 3.1."""
import math
import random

import pytest

from wordgames import WordgamesError, WordNetError

RELATIONS = [
    "hypernyms", "instance_hypernyms", "hyponyms", "instance_hyponyms", "member_holonyms",
    "substance_holonyms", "part_holonyms", "member_meronyms", "substance_meronyms",
    "part_meronyms", "topic_domains", "in_topic_domains", "region_domains",
    "in_region_domains", "usage_domains", "in_usage_domains", "attributes", "entailments",
    "causes", "also_sees", "verb_groups", "similar_tos",
]
LEMMA_RELATIONS = ["antonyms", "derivationally_related_forms", "pertainyms"] + RELATIONS


def names(xs):
    return sorted(x.name() for x in xs)


def lemma_names(xs):
    return sorted(str(x) for x in xs)


def test_synset_fields(wn, nwn, sample_names):
    for name in sample_names:
        ours, theirs = wn.synset(name), nwn.synset(name)
        assert ours.name() == theirs.name()
        assert ours.pos() == theirs.pos()
        assert ours.offset() == theirs.offset()
        assert ours.lexname() == theirs.lexname()
        assert ours.definition() == theirs.definition(), name
        assert ours.examples() == theirs.examples(), name
        assert ours.lemma_names() == theirs.lemma_names()
        assert [repr(l) for l in ours.lemmas()] == [repr(l) for l in theirs.lemmas()]
        assert ours.frame_ids() == theirs.frame_ids()
        assert repr(ours) == repr(theirs)
        assert wn.synset_from_pos_and_offset(theirs.pos(), theirs.offset()) == ours


def test_every_definition_and_example_list_equals_nltk(wn, nwn):
    # Every synset of 3.1, so the few hundred irregular glosses (quotes inside the definition,
    # attributions after an example) are among them.
    for theirs in nwn.all_synsets():
        ours = wn.synset(theirs.name())
        assert (ours.definition(), ours.examples()) == (theirs.definition(), theirs.examples())


def test_synset_relations(wn, nwn, sample_names):
    nonempty = set()
    for name in sample_names:
        ours, theirs = wn.synset(name), nwn.synset(name)
        for rel in RELATIONS:
            got, want = names(getattr(ours, rel)()), names(getattr(theirs, rel)())
            assert got == want, (name, rel)
            if want:
                nonempty.add(rel)
    # The sample meets most relations, so the comparison is not of empty lists.
    assert len(nonempty) >= 15, nonempty


def test_lemmas(wn, nwn, sample_names):
    nonempty = set()
    for name in sample_names:
        for ours, theirs in zip(wn.synset(name).lemmas(), nwn.synset(name).lemmas()):
            assert repr(ours) == repr(theirs)
            assert ours.name() == theirs.name()
            assert ours.key() == theirs.key()
            assert ours.count() == theirs.count()
            assert ours.synset().name() == theirs.synset().name()
            assert ours.syntactic_marker() == theirs.syntactic_marker()
            assert ours.frame_ids() == theirs.frame_ids()
            assert ours.frame_strings() == theirs.frame_strings()
            assert wn.lemma(repr(theirs)[7:-2]) == ours
            assert wn.lemma_from_key(theirs.key()) == ours
            for rel in LEMMA_RELATIONS:
                # In NLTK's order: a lemma's pointers are a list in data-file order.
                got = [str(x) for x in getattr(ours, rel)()]
                want = [str(x) for x in getattr(theirs, rel)()]
                assert got == want, (repr(theirs), rel)
                if want:
                    nonempty.add(rel)
    assert {"antonyms", "derivationally_related_forms", "pertainyms"} <= nonempty


def test_every_relation_of_every_synset_equals_nltk(wn, nwn):
    """Every lemma's 25 relations in NLTK's order (NLTK keeps a lemma's pointers in a list, in
    data-file order), and every synset's 22 relations with NLTK's members: NLTK 3.10 keeps a
    synset's pointers in a set of (pos, offset) tuples, whose order changes from one
    interpreter to the next with Python's string hash seed (``entity.n.01.hyponyms()``
    comes in three different orders under PYTHONHASHSEED 1, 2 and 3), so only the members can
    be NLTK's; ours come in data-file order (test_synset_relations_in_data_file_order)."""
    lemmas = 0
    for theirs in nwn.all_synsets():
        ours = wn.synset(theirs.name())
        for rel in RELATIONS:
            got = [x.name() for x in getattr(ours, rel)()]
            want = [x.name() for x in getattr(theirs, rel)()]
            assert len(got) == len(set(got)) and set(got) == set(want), (theirs.name(), rel)
        for lo, lt in zip(ours.lemmas(), theirs.lemmas(), strict=True):
            lemmas += 1
            for rel in LEMMA_RELATIONS:
                got = [str(x) for x in getattr(lo, rel)()]
                want = [str(x) for x in getattr(lt, rel)()]
                assert got == want, (repr(lt), rel)
    assert lemmas > 200_000


SYMBOLS = {
    "hypernyms": "@", "instance_hypernyms": "@i", "hyponyms": "~", "instance_hyponyms": "~i",
    "member_holonyms": "#m", "substance_holonyms": "#s", "part_holonyms": "#p",
    "member_meronyms": "%m", "substance_meronyms": "%s", "part_meronyms": "%p",
    "topic_domains": ";c", "in_topic_domains": "-c", "region_domains": ";r",
    "in_region_domains": "-r", "usage_domains": ";u", "in_usage_domains": "-u",
    "attributes": "=", "entailments": "*", "causes": ">", "also_sees": "^", "verb_groups": "$",
    "similar_tos": "&",
}


def test_synset_relations_in_data_file_order(wn, script, sample_names):
    """A synset's relation lists are its data line's synset-to-synset pointers of that symbol,
    in the line's order, each target once (read here from the vendored data files)."""
    import os

    files = {}
    longest = 0
    for name in sample_names:
        s = wn.synset(name)
        kind = {"n": "noun", "v": "verb", "a": "adj", "s": "adj", "r": "adv"}[s.pos()]
        if kind not in files:
            with open(os.path.join(script.DICT31, "data." + kind), "rb") as f:
                files[kind] = f.read()
        data = files[kind]
        line = data[s.offset():data.index(b"\n", s.offset())].decode("utf-8")
        fields = line.split()
        words = int(fields[3], 16)
        at = 4 + 2 * words
        pointers = [fields[at + 1 + 4 * i: at + 5 + 4 * i] for i in range(int(fields[at]))]
        for rel, symbol in SYMBOLS.items():
            want = []
            for sym, offset, pos, source_target in pointers:
                if sym == symbol and source_target == "0000":
                    target = wn.synset_from_pos_and_offset(pos, int(offset)).name()
                    if target not in want:
                        want.append(target)
            assert [x.name() for x in getattr(s, rel)()] == want, (name, rel)
            longest = max(longest, len(want))
    assert longest > 5


def test_hierarchy(wn, nwn, sample_names):
    for name in sample_names:
        ours, theirs = wn.synset(name), nwn.synset(name)
        assert ours.min_depth() == theirs.min_depth(), name
        assert ours.max_depth() == theirs.max_depth(), name
        assert names(ours.root_hypernyms()) == names(theirs.root_hypernyms())
        got = sorted(tuple(s.name() for s in p) for p in ours.hypernym_paths())
        want = sorted(tuple(s.name() for s in p) for p in theirs.hypernym_paths())
        assert got == want, name
        got = sorted((s.name(), d) for s, d in ours.hypernym_distances())
        want = sorted((s.name(), d) for s, d in theirs.hypernym_distances())
        assert got == want, name
        # closure: the same synsets; in the same order when children come sorted.
        assert names(ours.closure(lambda s: s.hypernyms())) == names(
            theirs.closure(lambda s: s.hypernyms()))
        got = [s.name() for s in ours.closure(lambda s: sorted(s.hyponyms()), depth=2)]
        want = [s.name() for s in theirs.closure(lambda s: sorted(s.hyponyms()), depth=2)]
        assert got == want, name


def pairs(wn, sample_names, k=300):
    rng = random.Random(7)
    out = [("dog.n.01", "cat.n.01"), ("dog.n.01", "dog.n.01"), ("walk.v.01", "think.v.03"),
           ("good.a.01", "big.s.01"), ("dog.n.01", "walk.v.01")]
    by_pos = {}
    for n in sample_names:
        by_pos.setdefault(wn.synset(n).pos(), []).append(n)
    for _ in range(k):
        pos = rng.choice(["n", "n", "n", "v", "a", "r"])
        pool = by_pos[pos] + (by_pos["s"] if pos == "a" else [])
        out.append((rng.choice(pool), rng.choice(pool)))
    for _ in range(20):
        out.append((rng.choice(sample_names), rng.choice(sample_names)))
    return out


def call(f, *args, **kw):
    """The value, or the kind of error NLTK raises."""
    try:
        return ("ok", f(*args, **kw))
    except (WordgamesError, Exception) as e:
        return ("error", None)


def same(a, b):
    if a[0] != b[0]:
        return False
    x, y = a[1], b[1]
    if x is None or y is None:
        return x is y
    if isinstance(x, list):
        return x == y
    return math.isclose(x, y, rel_tol=1e-9, abs_tol=1e-12)


def test_paths_and_similarity(wn, nwn, sample_names):
    for a, b in pairs(wn, sample_names):
        oa, ob, ta, tb = wn.synset(a), wn.synset(b), nwn.synset(a), nwn.synset(b)
        for root in (False, True):
            assert oa.shortest_path_distance(ob, simulate_root=root) == ta.shortest_path_distance(
                tb, simulate_root=root), (a, b, root)
        assert names(oa.common_hypernyms(ob)) == names(ta.common_hypernyms(tb))
        for min_depth in (False, True):
            for root in (False, True):
                got = oa.lowest_common_hypernyms(ob, simulate_root=root, use_min_depth=min_depth)
                want = ta.lowest_common_hypernyms(tb, simulate_root=root, use_min_depth=min_depth)
                # Sorted by name as NLTK sorts (its *ROOT* first).
                assert [x.name() for x in got] == [x.name() for x in want], (a, b, root, min_depth)
        for measure in ("path", "lch", "wup"):
            for root in (True, False):
                got = call(getattr(oa, measure + "_similarity"), ob, simulate_root=root)
                want = call(getattr(ta, measure + "_similarity"), tb, simulate_root=root)
                assert same(got, want), (a, b, measure, root, got, want)
                module_level = call(getattr(wn, measure + "_similarity"), oa, ob, simulate_root=root)
                assert same(module_level, got)


def test_information_content_measures(wn, nwn, sample_names, corpus):
    reader, text = corpus
    theirs_ic = nwn.ic(reader)
    ours_ic = wn.ic(text)
    assert wn.ic(reader).information_content(wn.synset("dog.n.01")) == ours_ic.information_content(
        wn.synset("dog.n.01"))
    from nltk.corpus.reader.wordnet import information_content

    for name in sample_names[:200]:
        got = call(ours_ic.information_content, wn.synset(name))
        want = call(information_content, nwn.synset(name), theirs_ic)
        assert same(got, want), name
    for a, b in pairs(wn, sample_names, 150):
        oa, ob, ta, tb = wn.synset(a), wn.synset(b), nwn.synset(a), nwn.synset(b)
        for measure in ("res", "jcn", "lin"):
            got = call(getattr(oa, measure + "_similarity"), ob, ours_ic)
            want = call(getattr(ta, measure + "_similarity"), tb, theirs_ic)
            assert same(got, want), (a, b, measure, got, want)


def test_lookup_and_morphy(wn, nwn):
    rng = random.Random(11)
    words = rng.sample(sorted(nwn.all_lemma_names()), 300)
    inflected = ["dogs", "geese", "teeth", "glasses", "hoping", "stopped", "axes", "aardwolves",
                 "better", "best", "ran", "went", "mice", "children", "wolves", "quickly",
                 "bigger", "Dogs", "ice cream", "nonsenseword"]
    for word in words + inflected:
        for pos in (None, "n", "v", "a", "s", "r"):
            assert [s.name() for s in wn.synsets(word, pos)] == [
                s.name() for s in nwn.synsets(word, pos)], (word, pos)
            assert [repr(l) for l in wn.lemmas(word, pos)] == [
                repr(l) for l in nwn.lemmas(word, pos)], (word, pos)
            if pos != "s" and " " not in word:
                assert wn.morphy(word, pos) == nwn.morphy(word, pos), (word, pos)


def test_all_synsets_and_lemma_names(wn, nwn):
    for pos in ("v", "r"):
        assert [s.name() for s in wn.all_synsets(pos)] == [s.name() for s in nwn.all_synsets(pos)]
    assert len(wn.all_synsets()) == len(list(nwn.all_synsets()))
    assert sorted(wn.all_lemma_names("a")) == sorted(nwn.all_lemma_names("a"))


def test_errors_carry_the_message(wn):
    with pytest.raises(WordNetError, match="dog.n.99"):
        wn.synset("dog.n.99")
    with pytest.raises(WordNetError):
        wn.lemma_from_key("nonsense%1:05:00::")
    with pytest.raises(WordNetError, match="part of speech"):
        wn.synsets("dog", pos="x")
    # lch of two parts of speech: NLTK raises WordNetError too.
    with pytest.raises(WordNetError):
        wn.synset("dog.n.01").lch_similarity(wn.synset("walk.v.01"))
    assert issubclass(WordNetError, WordgamesError)


def test_the_installed_wheel_is_tested():
    """The tests exercise the compiled extension installed from the wheel, not the sources."""
    import pathlib

    import wordgames
    from wordgames import _wordgames

    assert "site-packages" in pathlib.Path(wordgames.__file__).parts
    assert pathlib.Path(_wordgames.__file__).suffix in (".so", ".pyd")


def test_every_public_method_has_a_docstring():
    """A notebook's `?` and `help()` read the extension's own docstrings."""
    from wordgames import _wordgames

    for cls in (_wordgames.WordNet, _wordgames.Synset, _wordgames.Lemma,
                _wordgames.InformationContent):
        for name in dir(cls):
            if not name.startswith("_"):
                assert getattr(cls, name).__doc__, f"{cls.__name__}.{name}"


def test_the_simulated_root_as_nltk(wn, nwn, sample_names):
    from wordgames.wordnet import ROOT

    assert ROOT.name() == "*ROOT*" and ROOT.hypernyms() == [] and repr(ROOT) == "Synset('*ROOT*')"
    # Two verbs with no common hypernym meet at the root only.
    assert wn.synset("walk.v.01").lowest_common_hypernyms(
        wn.synset("think.v.03"), simulate_root=True) == [ROOT]
    rooted = 0
    for name in sample_names:
        ours = {(s.name(), d) for s, d in wn.synset(name).hypernym_distances(simulate_root=True)}
        theirs = {(s.name(), d) for s, d in nwn.synset(name).hypernym_distances(simulate_root=True)}
        assert ours == theirs, name
        rooted += any(s == "*ROOT*" for s, _ in ours)
    assert rooted == len(sample_names)


def test_an_opened_wordnet_is_owned_by_what_reads_it(wn, script):
    import gc

    from wordgames.wordnet import WordNet, WordNetError

    opened = WordNet(script.DICT31)
    dog, cat = opened.synset("dog.n.01"), opened.synset("cat.n.01")
    ic = opened.ic_from_tag_counts()
    bundled = wn.synset("dog.n.01"), wn.synset("cat.n.01")
    bundled_ic = wn.ic_from_tag_counts()
    # Synsets and information content hold their WordNet: dropping the object changes nothing.
    del opened
    gc.collect()
    assert dog.wup_similarity(cat) == bundled[0].wup_similarity(bundled[1])
    assert dog.lin_similarity(cat, ic) == bundled[0].lin_similarity(bundled[1], bundled_ic)
    assert dog.res_similarity(cat, ic) == bundled[0].res_similarity(bundled[1], bundled_ic)
    assert dog.jcn_similarity(cat, ic) == bundled[0].jcn_similarity(bundled[1], bundled_ic)
    # The same files opened twice are two WordNets: their objects do not mix.
    with pytest.raises(WordNetError):
        dog.lin_similarity(cat, bundled_ic)
    with pytest.raises(WordNetError):
        dog.path_similarity(bundled[1])
