#!/usr/bin/env python3
"""Finds cycles between the modules of each library crate of the workspace.

A module is a file (`src/lib.rs` is the crate root, `src/a.rs` or `src/a/mod.rs` is `a`,
`src/a/b.rs` is `a::b`). Module M depends on module N when M's code names an item of N through
a `use` or a path (`crate::…`, `super::…`, `self::…`, or a child module's name), following
re-exports (`pub use n::Item` in the root makes `crate::Item` an item of `n`). Re-exports and
`mod` declarations themselves are not dependencies, nor is a module's use of itself, and test
code is left out (`#[cfg(test)]` items and `tests.rs` files), because tests may reach anywhere.

The modules compared are the crate's top-level ones (a submodule counts as part of its
top-level module: `wordnet::views` is `wordnet`); `--files` compares every file instead.

Prints each cycle (a strongly connected group of modules and the edges inside it) and exits 1
if the crates have more than `--allow N` of them (0 by default), so that a CI step can hold a
known number while they are being removed and fail on any new one.

`--wraps FROM:TO,TO...` (repeatable) drops the edges from module FROM to each module TO before
cycles are sought: a type's home is its game, so the crate's `Error`, which wraps each game's
error, names the games while the games name `Error`. Every other cycle (between two games,
between the shared vocabulary modules, from the vocabulary back into a game) still counts.

    python3 scripts/module-cycles.py [--files] [--allow N] [--wraps FROM:TO,...] [CRATE_DIR ...]
    # default: the four library crates
"""

import os
import re
import sys

CRATES = ["crates/lexicon", "crates/wordnet", "crates/play", "crates/puzzles", "crates/wordle"]

USE_RE = re.compile(r"\b(pub(?:\([^)]*\))?\s+)?use\s+([^;]+);", re.S)
PATH_RE = re.compile(r"\b((?:crate|super|self)(?:::[A-Za-z_][A-Za-z0-9_]*)+)")
MOD_RE = re.compile(r"^\s*(?:pub(?:\([^)]*\))?\s+)?mod\s+([a-z_][a-z0-9_]*)\s*;", re.M)


def strip_comments_and_strings(text):
    """Removes comments, string and char literals (so paths in docs and messages do not count)."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if text.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif text.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    i += 1
        elif c == "r" and re.match(r'r#*"', text[i:i + 10]) and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
            m = re.match(r'r(#*)"', text[i:])
            end = text.find('"' + m.group(1), i + len(m.group(0)))
            i = n if end < 0 else end + 1 + len(m.group(1))
            out.append('""')
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            i = j + 1
            out.append('""')
        elif c == "'" and re.match(r"'(\\.|[^\\'])'", text[i:i + 4]) or c == "'" and text.startswith("'\\", i):
            j = text.find("'", i + 2)
            i = n if j < 0 else j + 1
            out.append("' '")
        else:
            out.append(c)
            i += 1
    return "".join(out)


def strip_tests(text):
    """Removes `#[cfg(test)]` items: a `mod … { … }` block or a single item up to `;`/`}`."""
    out, i = [], 0
    marker = re.compile(r"#\[cfg\((?:test|all\(test[^\]]*\)|any\(test[^\]]*\))\)\]")
    while True:
        m = marker.search(text, i)
        if not m:
            out.append(text[i:])
            return "".join(out)
        out.append(text[i:m.start()])
        j = m.end()
        # The item ends at the first `;` before any `{`, or at the matching `}`.
        depth = 0
        while j < len(text):
            ch = text[j]
            if ch == "{":
                depth += 1
            elif ch == "}":
                depth -= 1
                if depth == 0:
                    j += 1
                    break
            elif ch == ";" and depth == 0:
                j += 1
                break
            j += 1
        i = j


def expand_use(tree):
    """`a::{b, c::{d, e}}` -> [['a','b'], ['a','c','d'], ['a','c','e']]."""
    tree = re.sub(r"\s+", "", tree)

    def parse(s, i, prefix):
        paths, cur = [], ""
        while i < len(s):
            ch = s[i]
            if ch == "{":
                sub, i = parse(s, i + 1, prefix + [p for p in cur.split("::") if p])
                paths.extend(sub)
                cur = None
                continue
            if ch == "}":
                if cur:
                    paths.append(prefix + [p for p in cur.split("::") if p])
                return paths, i + 1
            if ch == ",":
                if cur:
                    paths.append(prefix + [p for p in cur.split("::") if p])
                cur = ""
            else:
                cur = (cur or "") + ch
            i += 1
        if cur:
            paths.append(prefix + [p for p in cur.split("::") if p])
        return paths, i

    paths, _ = parse(tree, 0, [])
    return [[seg.split(" as ")[0] for seg in p] for p in paths]


class Crate:
    def __init__(self, root):
        self.root = root
        self.modules = {}  # path tuple -> cleaned text
        self.reexports = {}  # module -> {name: absolute path list}
        src = os.path.join(root, "src")
        self.load(("",), os.path.join(src, "lib.rs"), src)

    def load(self, module, path, directory):
        with open(path, encoding="utf-8") as f:
            text = strip_tests(strip_comments_and_strings(f.read()))
        key = tuple(m for m in module if m)
        self.modules[key] = text
        for child in MOD_RE.findall(text):
            if child == "tests":
                continue
            sub_dir = directory if path.endswith(("lib.rs", "mod.rs")) else os.path.join(directory, os.path.basename(path)[:-3])
            for candidate in (os.path.join(sub_dir, child + ".rs"), os.path.join(sub_dir, child, "mod.rs")):
                if os.path.exists(candidate):
                    self.load(key + (child,), candidate, sub_dir if candidate.endswith(child + ".rs") else os.path.join(sub_dir, child))
                    break

    def absolute(self, module, segments):
        """A path as written in `module` made absolute (a list from the crate root), or None."""
        if not segments:
            return None
        first = segments[0]
        if first == "crate":
            return list(segments[1:])
        if first == "self":
            return list(module) + list(segments[1:])
        if first == "super":
            base = list(module)
            rest = list(segments)
            while rest and rest[0] == "super":
                if not base:
                    return None
                base.pop()
                rest.pop(0)
            return base + rest
        if tuple(module) + (first,) in self.modules:
            return list(module) + list(segments)
        return None  # an external crate or std

    def collect_reexports(self):
        for module, text in self.modules.items():
            names = {}
            for m in USE_RE.finditer(text):
                if not m.group(1):
                    continue
                for p in expand_use(m.group(2)):
                    if not p or p[-1] in ("*", "self"):
                        continue
                    target = self.absolute(module, p)
                    if target:
                        names[p[-1]] = target
            self.reexports[module] = names

    def resolve(self, path, seen=0):
        """The module an absolute path's item lives in, following re-exports."""
        module = ()
        for i, seg in enumerate(path):
            if module + (seg,) in self.modules:
                module = module + (seg,)
                continue
            target = self.reexports.get(module, {}).get(seg)
            if target and seen < 20:
                return self.resolve(target + path[i + 1:], seen + 1)
            return module
        return module

    def edges(self, depth=None):
        self.collect_reexports()
        self.depth = depth
        out = {self.cut(m): {} for m in self.modules}
        for module, text in self.modules.items():
            body = text
            for m in USE_RE.finditer(text):
                body = body.replace(m.group(0), " ")
                if m.group(1):
                    continue  # a re-export
                for p in expand_use(m.group(2)):
                    if p and p[-1] == "self":
                        p = p[:-1]
                    target = self.absolute(module, [s for s in p if s != "*"])
                    if target is not None:
                        self.add(out, module, self.resolve(target), "use " + "::".join(p))
            for m in PATH_RE.finditer(body):
                segs = m.group(1).split("::")
                target = self.absolute(module, segs)
                if target is not None:
                    self.add(out, module, self.resolve(target), m.group(1))
        return out

    def cut(self, module):
        return module if self.depth is None else module[: self.depth]

    def add(self, out, source, target, why):
        source, target = self.cut(source), self.cut(target)
        if target == source:
            return
        # A module's use of its ancestors' own items is not counted as a dependency of the
        # ancestor on it, and an ancestor reaching into its child is containment.
        if source[: len(target)] == target or target[: len(source)] == source:
            return
        out[source].setdefault(target, why)


def drop_wrapped(graph, wraps):
    """Removes the edges `--wraps` names (top-level module names) from `graph`."""
    for module, targets in graph.items():
        if module[:1] and module[0] in wraps:
            for target in list(targets):
                if target[:1] and target[0] in wraps[module[0]]:
                    del targets[target]


def cycles(graph):
    """Tarjan's strongly connected components with more than one module."""
    index, low, stack, on, groups, counter = {}, {}, [], set(), [], [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    sys.setrecursionlimit(10000)
    for v in sorted(graph):
        if v not in index:
            visit(v)
    return groups


def name(module):
    return "::".join(module) or "crate"


def main(argv):
    allow, depth = 0, 1
    if "--files" in argv:
        argv.remove("--files")
        depth = None
    if "--allow" in argv:
        at = argv.index("--allow")
        allow = int(argv[at + 1])
        del argv[at:at + 2]
    wraps = {}
    while "--wraps" in argv:
        at = argv.index("--wraps")
        source, _, targets = argv[at + 1].partition(":")
        wraps.setdefault(source, set()).update(t for t in targets.split(",") if t)
        del argv[at:at + 2]
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    crates = argv or [os.path.join(here, c) for c in CRATES]
    total = 0
    for root in crates:
        crate = Crate(root)
        graph = crate.edges(depth)
        drop_wrapped(graph, wraps)
        groups = cycles(graph)
        label = os.path.basename(os.path.normpath(root))
        print(f"{label}: {len(graph)} modules, {len(groups)} cycle(s)")
        for group in groups:
            total += 1
            print("  cycle: " + ", ".join(name(m) for m in group))
            for m in group:
                for t, why in sorted(graph[m].items()):
                    if t in group:
                        print(f"    {name(m)} -> {name(t)} ({why})")
    if total > allow:
        print(f"{total} cycle(s) between modules")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
