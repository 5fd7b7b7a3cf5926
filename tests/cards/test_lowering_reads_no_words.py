"""The lowering package reads parts, not words (issue 21): no regular expression at all,
and no comparison of a field with a string literal (``==``, ``in``, ``startswith``, a
table keyed by phrases). A phrase of rules text is an
enum member of the model (:mod:`rulings_kit.cards.model.phrases`) or a node, which the
grammar read once.

Colors, card types, subtypes, supertypes, states and protection's qualities are typed
words of the model (:mod:`rulings_kit.cards.model.kinds`), so no module has any left.
"""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

#: the package that lowers the model to engine parts
PACKAGE = Path(str(importlib.import_module("rulings_kit.cards.lower").__file__)).parent
_METHODS = {"startswith", "endswith", "removeprefix", "removesuffix"}

def _strings(node: ast.AST) -> list[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return [s for e in node.elts for s in _strings(e)]
    return []


def _word_comparisons(tree: ast.AST) -> list[tuple[int, str]]:
    """(line, words) of each comparison with a string literal in ``tree``."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            said = [s for side in (node.left, *node.comparators) for s in _strings(side)]
            if said:
                found.append((node.lineno, said[0]))
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and \
                node.func.attr in _METHODS:
            said = [s for a in node.args for s in _strings(a)]
            if said:
                found.append((node.lineno, said[0]))
        elif isinstance(node, ast.Dict) and node.keys and all(
                k is not None and _strings(k) for k in node.keys):
            found.append((node.lineno, _strings(node.keys[0])[0]))  # a table keyed by words
    return found


def _uses_re(tree: ast.AST) -> list[int]:
    return [n.lineno for n in ast.walk(tree)
            if (isinstance(n, ast.Import) and any(a.name == "re" for a in n.names))
            or (isinstance(n, ast.ImportFrom) and n.module == "re")]


def _modules() -> dict[str, ast.AST]:
    return {p.name: ast.parse(p.read_text(), str(p)) for p in sorted(PACKAGE.glob("*.py"))}


def test_no_regular_expression_in_the_lowering_package() -> None:
    assert {name: lines for name, tree in _modules().items() if (lines := _uses_re(tree))} == {}


def test_no_module_compares_words() -> None:
    found = {name: words for name, tree in _modules().items()
             if (words := _word_comparisons(tree))}
    assert found == {}, "compare a model enum member or read a node, not the words"


def test_the_scan_finds_what_it_looks_for() -> None:
    tree = ast.parse('if verb == "destroy" or kind in ("a", "b") or w.startswith("x"):\n'
                     '    table = {"into your hand": 1}\nimport re\n')
    assert [line for line, _ in _word_comparisons(tree)] == [1, 1, 1, 2]
    assert _uses_re(tree) == [3]
    assert _word_comparisons(ast.parse("if verb is Verb.DESTROY: pass")) == []
