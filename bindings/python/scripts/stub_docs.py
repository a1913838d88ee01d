"""The docstrings of the native module's stubs (python/wordgames/_wordgames.pyi) are the ones
help() shows: each is copied from the installed module's ``__doc__`` (the Rust doc comment of
the function, class or method), so the two cannot drift.

    python scripts/stub_docs.py          # rewrites the stub's docstrings from the module
    python scripts/stub_docs.py --check  # exits 1, naming them, where they differ

A stub item whose runtime object has no docstring keeps its own.
"""
import ast
import inspect
import pathlib
import sys

import wordgames._wordgames as native

STUB = pathlib.Path(__file__).resolve().parents[1] / "python" / "wordgames" / "_wordgames.pyi"


def _replacements(tree, obj, out):
    for node in tree.body:
        if not isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            continue
        runtime = getattr(obj, node.name, None)
        if runtime is None:
            continue
        doc = inspect.getdoc(runtime)
        first = node.body[0] if node.body else None
        has_doc = (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
                   and isinstance(first.value.value, str))
        if doc and has_doc and inspect.cleandoc(first.value.value) != doc:
            out.append((first, doc, node.name))
        if isinstance(node, ast.ClassDef):
            _replacements(node, runtime, out)


def _quoted(doc, indent):
    body = doc.replace("\\", "\\\\").replace('"""', '\\"\\"\\"')
    lines = body.split("\n")
    text = ("\n" + indent).join(lines) if len(lines) > 1 else body
    return f'{indent}"""{text}"""' if len(lines) == 1 else f'{indent}"""{text}\n{indent}"""'


def main():
    check = "--check" in sys.argv[1:]
    source = STUB.read_text(encoding="utf-8")
    found = []
    _replacements(ast.parse(source), native, found)
    if check:
        for _, _, name in found:
            print(f"{STUB.name}: the docstring of {name} differs from help()'s", file=sys.stderr)
        return 1 if found else 0
    lines = source.split("\n")
    for node, doc, _ in sorted(found, key=lambda f: f[0].lineno, reverse=True):
        indent = " " * node.col_offset
        lines[node.lineno - 1:node.end_lineno] = _quoted(doc, indent).split("\n")
    STUB.write_text("\n".join(lines), encoding="utf-8")
    print(f"{len(found)} docstrings rewritten")
    return 0


if __name__ == "__main__":
    sys.exit(main())
