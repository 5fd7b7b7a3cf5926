"""The engine's layout stays readable: modules by rule, no import circle, public hooks.

Imports count whether they run or only name a type for mypy (inside ``if TYPE_CHECKING:``,
or a module named in a string annotation): a rule module names what it is given, the
``transaction.Transaction`` protocol, not the engine's ``Txn`` that calls it.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import rulings_kit

PACKAGE = Path(rulings_kit.__file__).parent
CORE = PACKAGE / "core"
ROOT = PACKAGE.parent
MAX_LINES = 500


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _runtime_imports(tree: ast.AST) -> list[ast.Import | ast.ImportFrom]:
    """Every import statement that runs, at module level or inside functions."""
    found: list[ast.Import | ast.ImportFrom] = []

    def walk(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and _is_type_checking(child):
                for other in child.orelse:
                    walk(other)
                continue
            if isinstance(child, ast.Import | ast.ImportFrom):
                found.append(child)
            walk(child)

    walk(tree)
    return found


def _all_imports(tree: ast.AST) -> list[ast.Import | ast.ImportFrom]:
    """Every import statement, those inside ``if TYPE_CHECKING:`` too."""
    return [n for n in ast.walk(tree) if isinstance(n, ast.Import | ast.ImportFrom)]


_DOTTED = re.compile(r"rulings_kit(?:\.\w+)+")


def _annotation_names(tree: ast.AST) -> set[str]:
    """The dotted ``rulings_kit`` names written in string annotations (``"rulings_kit.core
    .state.GameObject"``): a type named that way needs its module as much as an import."""
    found: set[str] = set()
    for node in ast.walk(tree):
        notes: list[ast.expr | None] = []
        if isinstance(node, ast.AnnAssign | ast.arg):
            notes.append(node.annotation)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            notes.append(node.returns)
        for note in notes:
            for part in ast.walk(note) if note is not None else ():
                if isinstance(part, ast.Constant) and isinstance(part.value, str):
                    found |= set(_DOTTED.findall(part.value))
    return found


def _core_modules() -> dict[str, Path]:
    return {_module_name(p): p for p in sorted(CORE.rglob("*.py"))}


def _core_graph(type_only: bool = True) -> dict[str, set[str]]:
    """Which core module imports which, type-only imports included unless not
    ``type_only``."""
    modules = _core_modules()
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        if type_only:
            for dotted in _annotation_names(tree):
                parts = dotted.split(".")
                named = {".".join(parts[:n]) for n in range(2, len(parts) + 1)}
                graph[name] |= {m for m in named if m in modules and m != name}
        for node in (_all_imports if type_only else _runtime_imports)(tree):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif node.module is not None and node.level == 0:
                # ``from package import module`` imports the module, not the package's
                # ``__init__`` (which is being imported already)
                subs = [f"{node.module}.{a.name}" for a in node.names]
                targets = [s for s in subs if s in modules] or [node.module]
            graph[name] |= {t for t in targets if t in modules and t != name}
    return graph


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import circle, as the list of modules around it, or None."""
    state: dict[str, int] = {}  # 1: being visited, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                return [*path[path.index(nxt) :], nxt]
            if nxt not in state and (found := visit(nxt)):
                return found
        path.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state and (found := visit(node)):
            return found
    return None


def test_the_cycle_finder_finds_a_circle() -> None:
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert _cycle({"a": {"b"}, "b": set()}) is None


def _circles(graph: dict[str, set[str]]) -> list[set[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[set[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in sorted(graph[node]):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            part = set()
            while True:
                top = stack.pop()
                part.add(top)
                if top == node:
                    break
            if len(part) > 1:
                found.append(part)

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_the_circle_finder_finds_every_circle() -> None:
    graph = {"a": {"b"}, "b": {"a", "c"}, "c": {"d"}, "d": {"c"}, "e": {"a"}}
    assert sorted(map(sorted, _circles(graph))) == [["a", "b"], ["c", "d"]]


def test_type_only_imports_and_string_annotations_count() -> None:
    tree = ast.parse(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from rulings_kit.core.engine import Txn\n"
        "def f(x: 'rulings_kit.core.state.GameObject') -> None: ...\n"
    )
    assert {n.module for n in _all_imports(tree) if isinstance(n, ast.ImportFrom)} == {
        "typing",
        "rulings_kit.core.engine",
    }
    assert not [n for n in _runtime_imports(tree) if "engine" in (n.module or "")]
    assert _annotation_names(tree) == {"rulings_kit.core.state.GameObject"}


def test_core_has_no_import_circle_when_it_runs() -> None:
    graph = _core_graph(type_only=False)
    assert graph.get("rulings_kit.core.engine")
    circle = _cycle(graph)
    assert circle is None, "import circle in core: " + " -> ".join(circle or [])


def test_core_has_no_import_circle_counting_type_only_imports() -> None:
    """Not even for a type: a game object holds its card by what the game needs of it
    (``core.card_shapes``), so the card definitions, which hold functions of the game,
    sit above the game's values, and the abilities below the static abilities that grant
    them."""
    graph = _core_graph()
    assert graph["rulings_kit.core.definitions"] >= {"rulings_kit.core.state"}
    circles = sorted(sorted(c) for c in _circles(graph))
    assert not circles, f"import circles in core, type-only imports counted: {circles}"


def _imports_in_functions(tree: ast.AST) -> list[ast.Import | ast.ImportFrom]:
    return [n for f in ast.walk(tree) if isinstance(f, ast.FunctionDef | ast.AsyncFunctionDef)
            for n in ast.walk(f) if isinstance(n, ast.Import | ast.ImportFrom)]


def test_the_function_import_finder_finds_one() -> None:
    tree = ast.parse("def f() -> None:\n    from rulings_kit.core import engine\n")
    assert [n.module for n in _imports_in_functions(tree) if isinstance(n, ast.ImportFrom)] == [
        "rulings_kit.core"
    ]


def test_no_core_module_imports_inside_a_function() -> None:
    """An import inside a function is how a circle hides from the module's head: each
    core module names what it uses at its top (or under ``TYPE_CHECKING``)."""
    found = [
        f"{_module_name(path)}:{n.lineno}"
        for path in sorted(CORE.rglob("*.py"))
        for n in _imports_in_functions(ast.parse(path.read_text(encoding="utf-8")))
    ]
    assert not found, f"imports inside functions in core: {found}"


def test_no_rule_module_imports_the_engine() -> None:
    """The rules modules, effects and card parts type against ``transaction.Transaction``;
    only the package's entry points (``__init__``, ``game``) import the engine."""
    graph = _core_graph()
    importers = sorted(m for m, deps in graph.items() if "rulings_kit.core.engine" in deps)
    assert importers == ["rulings_kit.core", "rulings_kit.core.game"]


def test_nothing_outside_the_transaction_calls_its_private_methods() -> None:
    """``resolution`` and the effects use ``Transaction``'s public operations (an ability
    leaving the stack is ``cease_to_exist``), not ``Txn``'s or ``GameChanges``' insides."""
    found = []
    for path in CORE.rglob("*.py"):
        if path.name in ("engine.py", "changes.py"):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Attribute) and node.attr.startswith("_")):
                continue
            owner = node.value
            named = owner.id if isinstance(owner, ast.Name) else getattr(owner, "attr", "")
            if named == "txn" and not node.attr.startswith("__"):
                found.append(f"{path.name}: {named}.{node.attr}")
    assert not found, found


def test_no_core_module_is_too_long() -> None:
    long = {
        _module_name(p): n
        for p in CORE.rglob("*.py")
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_LINES
    }
    assert not long, f"core modules over {MAX_LINES} lines: {long}"


def test_nothing_outside_core_uses_a_private_name_of_core() -> None:
    offenders: list[str] = []
    files = [p for p in PACKAGE.rglob("*.py") if CORE not in p.parents]
    files += sorted((ROOT / "benchmarks").glob("*.py"))
    for path in files:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        core_aliases: set[str] = set()
        for node in _runtime_imports(tree):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith(
                "rulings_kit.core"
            ):
                for a in node.names:
                    if a.name.startswith("_") or "._" in (node.module or ""):
                        offenders.append(f"{path.name}: {node.module}.{a.name}")
                    core_aliases.add(a.asname or a.name)
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Attribute)
                and isinstance(node.value, ast.Name)
                and node.value.id in core_aliases
                and node.attr.startswith("_")
                and not node.attr.startswith("__")
            ):
                offenders.append(f"{path.name}: {node.value.id}.{node.attr}")
    assert not offenders, "private names of core used outside it: " + ", ".join(offenders)


def test_nothing_outside_core_subclasses_the_transaction() -> None:
    """The explorer and the widgets watch a run through ``engine.Observer`` instead."""
    found = []
    for path in PACKAGE.rglob("*.py"):
        if CORE in path.parents:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                bases = {
                    b.id if isinstance(b, ast.Name) else getattr(b, "attr", "") for b in node.bases
                }
                if bases & {"Txn", "GameChanges"}:
                    found.append(f"{path.name}: {node.name}")
    assert not found, found
