"""NLTK's walks over a relation, for ``Synset`` and ``Lemma`` (``tree``, ``acyclic_tree``,
``mst``) and for the reader (``digraph``), and its ``tag2pos``: the same shapes, orders, cycle
marks, depth limits and warnings as NLTK 3.10 (``nltk.util``), written for this package.

A walk calls the Python function it is given for each node's children, so it stays in Python;
the synsets and lemmas it meets are the compiled ones.
"""

from __future__ import annotations

import warnings
from collections import deque
from typing import Any, Callable, Dict, Iterable, List, Optional, Set, Tuple

from .errors import WordNetInputError

#: The deepest level a depth-first walk goes to (NLTK's ``nltk.util.MAX_RECURSION_DEPTH``):
#: deeper, it is refused with ``ValueError``, or cut there with a ``RuntimeWarning`` when
#: ``truncate`` is set.
MAX_RECURSION_DEPTH = 500

Children = Callable[[Any], Iterable[Any]]


def _check_depth(depth: int) -> None:
    if depth < -1:
        raise WordNetInputError("depth must be >= -1 (use -1 for unbounded)")


def _too_deep() -> WordNetInputError:
    return WordNetInputError(
        f"the walk goes deeper than {MAX_RECURSION_DEPTH} levels (NLTK's MAX_RECURSION_DEPTH): "
        "pass a smaller depth, or truncate=True to cut it there")


def _has_children(node: Any, children: Children) -> bool:
    try:
        next(iter(children(node)))
    except (TypeError, StopIteration):
        return False
    return True


def _warn_cut(node: Any, children: Children) -> bool:
    """At the depth limit of a truncated walk: True, with a RuntimeWarning, when ``node`` has
    children the walk leaves out."""
    if not _has_children(node, children):
        return False
    warnings.warn(f"the walk is cut at {MAX_RECURSION_DEPTH} levels (truncate=True)",
                  RuntimeWarning, stacklevel=4)
    return True


def _children_of(node: Any, children: Children) -> List[Any]:
    """The children of ``node``; none when ``children`` cannot take it (NLTK's walks treat a
    ``TypeError`` as a leaf: ``iter`` of a synset, the default ``children``)."""
    try:
        return list(children(node))
    except TypeError:
        return []


def depth_first(node: Any, children: Children, depth: int, cut_mark: Any,
                traversed: Optional[Set[Any]], verbose: bool, truncate: bool,
                per_branch: bool, level: int = 0) -> List[Any]:
    """The tree below ``node`` as nested lists, depth first. With ``per_branch``
    (``Synset.tree``), a node is left out only where it repeats one of its own ancestors, so
    shared subtrees appear once per branch; without it (``acyclic_tree``), a node is visited
    once in the whole walk. A node left out adds ``Cycle(node,depth,cut_mark)`` when a
    ``cut_mark`` is given, as does a branch cut by ``depth``."""
    if level == 0:
        _check_depth(depth)
    if level > MAX_RECURSION_DEPTH:
        raise _too_deep()
    if traversed is None:
        traversed = {node}
    out: List[Any] = [node]
    if truncate and depth != 0 and level >= MAX_RECURSION_DEPTH:
        if _warn_cut(node, children) and cut_mark:
            out.append(cut_mark)
        return out
    if depth == 0:
        if cut_mark:
            out.append(cut_mark)
        return out
    for child in _children_of(node, children):
        if child not in traversed:
            if per_branch:
                below = traversed | {child}
            else:
                traversed.add(child)
                below = traversed
            out.append(depth_first(child, children, depth - 1, cut_mark, below, verbose,
                                   truncate, per_branch, level + 1))
        else:
            if verbose:
                warnings.warn(f"Discarded redundant search for {child} at depth {depth - 1}",
                              stacklevel=3)
            if cut_mark:
                out.append(f"Cycle({child},{depth - 1},{cut_mark})")
    return out


def tree(node: Any, rel: Children, depth: int = -1, cut_mark: Any = None,
         truncate: bool = False) -> List[Any]:
    """NLTK's ``tree(rel, depth=-1, cut_mark=None, truncate=False)``."""
    return depth_first(node, rel, depth, cut_mark, None, False, truncate, per_branch=True)


def acyclic_tree(node: Any, children: Children = iter, depth: int = -1, cut_mark: Any = None,
                 traversed: Optional[Set[Any]] = None, verbose: bool = False,
                 truncate: bool = False) -> List[Any]:
    """NLTK's ``acyclic_tree`` (``nltk.util.acyclic_depth_first``)."""
    return depth_first(node, children, depth, cut_mark, traversed, verbose, truncate,
                       per_branch=False)


def _spanning_dict(root: Any, children: Children) -> Dict[Any, List[Any]]:
    """Each node's children in the breadth-first spanning tree from ``root``: a node is the
    child of the first node that reaches it."""
    queued = {root}
    queue = deque([root])
    out: Dict[Any, List[Any]] = {}
    done: Set[Any] = set()
    while queue:
        node = queue.popleft()
        out[node] = []
        if node in done:
            continue
        done.add(node)
        # No leaf for a TypeError here, as NLTK: mst() with the default `iter` raises it.
        for child in children(node):
            if child not in queued:
                out[node].append(child)
                queue.append(child)
                queued.add(child)
    return out


def _dict_tree(node: Any, tree_of: Dict[Any, List[Any]], traversed: Set[Any], truncate: bool,
               level: int) -> List[Any]:
    if level > MAX_RECURSION_DEPTH:
        raise _too_deep()
    out: List[Any] = [node]
    if truncate and level >= MAX_RECURSION_DEPTH:
        _warn_cut(node, tree_of.__getitem__)
        return out
    for child in tree_of.get(node, []):
        if child not in traversed:
            out.append(_dict_tree(child, tree_of, traversed | {child}, truncate, level + 1))
    return out


def mst(node: Any, children: Children = iter, truncate: bool = False) -> List[Any]:
    """NLTK's ``mst`` (``nltk.util.unweighted_minimum_spanning_tree``): the breadth-first
    spanning tree from ``node`` as nested lists."""
    return _dict_tree(node, _spanning_dict(node, children), {node}, truncate, 0)


def _edge_closure(root: Any, children: Children, maxdepth: int, verbose: bool
                  ) -> List[Tuple[Any, Any]]:
    """The edges reachable from ``root``, breadth first, each once."""
    seen: Set[Any] = set()
    edges: Set[Tuple[Any, Any]] = set()
    out: List[Tuple[Any, Any]] = []
    queue = deque([(root, 0)])
    while queue:
        node, depth = queue.popleft()
        seen.add(node)
        if depth == maxdepth:
            continue
        for child in _children_of(node, children):
            if child not in seen:
                queue.append((child, depth + 1))
            elif verbose:
                warnings.warn(f"Discarded redundant search for {child} at depth {depth + 1}",
                              stacklevel=3)
            edge = (node, child)
            if edge not in edges:
                edges.add(edge)
                out.append(edge)
    return out


def _dot(edges: List[Tuple[Any, Any]], shapes: Optional[Dict[str, str]],
         attr: Optional[Dict[str, str]]) -> str:
    """The edges in the DOT language, as ``nltk.util.edges2dot`` writes them."""
    lines = ["digraph G {\n"]
    lines += [f"{key} = {value};\n" for key, value in (attr or {}).items()]
    for edge in edges:
        for trigger, shape in (shapes or {}).items():
            for end in edge:
                if trigger in repr(end):
                    lines.append(f'"{end}" [shape = {shape}];\n')
        lines.append(f'"{edge[0]}" -> "{edge[1]}";\n')
    lines.append("}\n")
    return "".join(lines)


def hypernyms(synset: Any) -> List[Any]:
    """``synset.hypernyms()``: ``digraph``'s relation by default."""
    return synset.hypernyms()


def digraph(reader: Any, inputs: Iterable[Any], rel: Children = hypernyms,
            pos: Optional[str] = None, maxdepth: int = -1,
            shapes: Optional[Dict[str, str]] = None, attr: Optional[Dict[str, str]] = None,
            verbose: bool = False) -> str:
    """NLTK's ``digraph``: the DOT text of the graph ``rel`` spans from ``inputs`` (synsets,
    lemmas, or words whose lemmas are taken, of ``pos`` when given); a lemma is drawn with an
    edge to its synset. Edges are sorted by their ends' names, as NLTK sorts them."""
    from ._wordgames import Lemma, Synset

    synsets: List[Any] = []
    edges: Set[Tuple[Any, Any]] = set()

    def add_lemma(lemma: Any) -> None:
        synset = lemma.synset()
        synsets.append(synset)
        edges.add((lemma, synset))

    for node in inputs:
        if isinstance(node, Synset):
            synsets.append(node)
        elif isinstance(node, Lemma):
            add_lemma(node)
        elif isinstance(node, str):
            for lemma in reader.lemmas(node, pos):
                add_lemma(lemma)
    for synset in dict.fromkeys(synsets):
        edges.update(_edge_closure(synset, rel, maxdepth, verbose))
    ordered = sorted(edges, key=lambda e: (_name(e[0]), _name(e[1])))
    return _dot(ordered, shapes, attr)


def _name(node: Any) -> str:
    # NLTK orders synsets and lemmas by their `_name`: a synset's name, a lemma's own name.
    name = getattr(node, "name", None)
    return name() if callable(name) else str(node)


#: Penn Treebank tags (NLTK's ``en-ptb``, also ``wsj``) to the universal tagset of Petrov,
#: Das and McDonald (2012), as its published mapping gives them.
_PTB_UNIVERSAL = {
    "!": ".", "#": ".", "$": ".", "''": ".", "(": ".", ")": ".", ",": ".", "-LRB-": ".",
    "-RRB-": ".", ".": ".", ":": ".", "?": ".", "``": ".",
    "CC": "CONJ", "CD": "NUM", "CD|RB": "X", "DT": "DET", "EX": "DET", "FW": "X", "IN": "ADP",
    "IN|RP": "ADP", "JJ": "ADJ", "JJR": "ADJ", "JJRJR": "ADJ", "JJS": "ADJ", "JJ|RB": "ADJ",
    "JJ|VBG": "ADJ", "LS": "X", "MD": "VERB", "NN": "NOUN", "NNP": "NOUN", "NNPS": "NOUN",
    "NNS": "NOUN", "NN|NNS": "NOUN", "NN|SYM": "NOUN", "NN|VBG": "NOUN", "NP": "NOUN",
    "PDT": "DET", "POS": "PRT", "PRP": "PRON", "PRP$": "PRON", "PRP|VBP": "PRON", "PRT": "PRT",
    "RB": "ADV", "RBR": "ADV", "RBS": "ADV", "RB|RP": "ADV", "RB|VBG": "ADV", "RN": "X",
    "RP": "PRT", "SYM": "X", "TO": "PRT", "UH": "X", "VB": "VERB", "VBD": "VERB",
    "VBD|VBN": "VERB", "VBG": "VERB", "VBG|NN": "VERB", "VBN": "VERB", "VBP": "VERB",
    "VBP|TO": "VERB", "VBZ": "VERB", "VP": "VERB", "WDT": "DET", "WH": "X", "WP": "PRON",
    "WP$": "PRON", "WRB": "ADV",
}

_UNIVERSAL_TO_POS = {"NOUN": "n", "VERB": "v", "ADJ": "a", "ADV": "r"}


def tag2pos(tag: str, tagset: str = "en-ptb") -> Optional[str]:
    """NLTK's ``tag2pos``: the WordNet part of speech (``n``, ``v``, ``a``, ``r``) of a tag of
    ``tagset`` through the universal tagset, None where WordNet has none (``.``, ``DT``, an
    unknown tag). Tagsets: ``en-ptb`` (``wsj``) and ``universal``; another raises
    ``WordNetInputError`` (NLTK reads the others from its ``universal_tagset`` data)."""
    if tagset in ("en-ptb", "wsj"):
        tag = _PTB_UNIVERSAL.get(tag, "X")
    elif tagset != "universal":
        raise WordNetInputError(
            f"tagset {tagset!r}: this package maps 'en-ptb' (or 'wsj') and 'universal' tags")
    return _UNIVERSAL_TO_POS.get(tag)
