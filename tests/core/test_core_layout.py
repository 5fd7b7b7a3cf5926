"""The engine's layout stays readable: modules by rule, no import circle, public hooks.

Imports inside ``if TYPE_CHECKING:`` are left out: they never run, they only name a type
for mypy (a rule module names the transaction ``Txn`` that calls it).
"""

from __future__ import annotations

import ast
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


def _core_modules() -> dict[str, Path]:
    return {_module_name(p): p for p in sorted(CORE.rglob("*.py"))}


def _core_graph() -> dict[str, set[str]]:
    modules = _core_modules()
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        for node in _runtime_imports(ast.parse(path.read_text(encoding="utf-8"))):
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


def test_core_has_no_import_circle() -> None:
    graph = _core_graph()
    assert graph.get("rulings_kit.core.engine")
    circle = _cycle(graph)
    assert circle is None, "import circle in core: " + " -> ".join(circle or [])


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
