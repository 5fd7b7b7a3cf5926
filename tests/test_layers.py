"""The package's layers (docs/design.md): each library package imports only the packages
to its left, read from every module's import statements, lazy ones inside functions too.

    errors, data, extras, examples  ←  core ← cards ← trace ← scenarios ← explore ← render ← widgets

``cli.py`` and ``commands/`` are the command line, outside the layers: they import what
they run, and no library module imports them.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "rulings_kit"

#: the library layers, lowest first: each may import those before it (and the base)
LAYERS = ("core", "cards", "trace", "scenarios", "explore", "render", "widgets")
#: below every layer: each imports only ``errors`` (and the standard library)
BASE = ("errors", "data", "extras", "examples")
#: the command line and the package's display hook: they import what they run
OUTSIDE = ("cli", "commands", "__init__")


def _part(module: str) -> str:
    """The package (or top-level module) of ``rulings_kit.X.Y``: "X"."""
    return module.split(".")[1] if module.count(".") else "__init__"


def _module_name(path: Path) -> str:
    rel = path.relative_to(PACKAGE.parent).with_suffix("")
    parts = rel.parts[:-1] if rel.name == "__init__" else rel.parts
    return ".".join(parts)


def imports_of(path: Path) -> set[str]:
    here = _module_name(path)
    package = here if path.name == "__init__.py" else here.rpartition(".")[0]
    return imports_in(path.read_text(encoding="utf-8"), package)


def imports_in(source: str, package: str) -> set[str]:
    """Every ``rulings_kit`` module ``source`` (a module of ``package``) imports, at the
    top or inside functions, relative imports resolved."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, *([base] if base else [])])
            found.add(base)
            found |= {f"{base}.{a.name}" for a in node.names}
    return {m for m in found if m == "rulings_kit" or m.startswith("rulings_kit.")}


def allowed(part: str) -> set[str]:
    if part in BASE:
        return {part, "errors"}
    if part in LAYERS:
        return {*BASE, *LAYERS[: LAYERS.index(part) + 1]}
    raise AssertionError(f"rulings_kit.{part} belongs to no layer: add it to test_layers.py")


def _library_modules() -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*.py") if _part(_module_name(p)) not in OUTSIDE)


def test_every_library_module_imports_only_layers_to_its_left() -> None:
    wrong = []
    for path in _library_modules():
        part = _part(_module_name(path))
        for imported in sorted(imports_of(path)):
            if imported == "rulings_kit":
                continue  # `from rulings_kit import data`: the names are checked one by one
            target = _part(imported)
            if target not in allowed(part):
                wrong.append(f"{_module_name(path)} imports {imported}")
    assert not wrong, "imports against the layers (docs/design.md):\n" + "\n".join(wrong)


def test_core_imports_nothing_from_cards() -> None:
    """The engine runs parts; card definitions are built from them, never the reverse."""
    core = sorted((PACKAGE / "core").rglob("*.py"))
    assert core
    cards = [
        f"{_module_name(p)} imports {m}"
        for p in core
        for m in imports_of(p)
        if _part(m) not in ("core", "errors")
    ]
    assert not cards


def test_explore_does_not_import_render() -> None:
    explore = sorted((PACKAGE / "explore").rglob("*.py"))
    assert explore
    assert not [
        f"{_module_name(p)} imports {m}"
        for p in explore
        for m in imports_of(p)
        if _part(m) in ("render", "widgets", "cli", "commands")
    ]


def test_no_library_module_imports_the_command_line() -> None:
    assert not [
        f"{_module_name(p)} imports {m}"
        for p in _library_modules()
        for m in imports_of(p)
        if _part(m) in ("cli", "commands")
    ]


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        (
            "from rulings_kit.render import views",
            {"rulings_kit.render", "rulings_kit.render.views"},
        ),
        ("import rulings_kit.cards.registry", {"rulings_kit.cards.registry"}),
        (
            "def f():\n    from ..render import views",
            {"rulings_kit.render", "rulings_kit.render.views"},
        ),
        ("import json", set()),
    ],
)
def test_the_import_reader_sees_lazy_and_relative_imports(source: str, expected: set[str]) -> None:
    """The checks above are only as good as this reader: it must find each kind."""
    assert imports_in(source, "rulings_kit.explore") == expected


def test_importing_core_loads_no_card_definitions() -> None:
    code = (
        "import sys, rulings_kit.core, rulings_kit.core.engine; "
        "print(sorted(m for m in sys.modules if m.startswith('rulings_kit.') "
        "and m.split('.')[1] not in ('core', 'errors')))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    assert out.strip() == "[]"
