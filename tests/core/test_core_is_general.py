"""The engine holds only general parts (issue 11): no bundled card's name appears anywhere
in ``rulings_kit/core`` (code, comments or rules text): the engine's parts are named by
what they do in rules terms, and cards are built from them in ``rulings_kit.cards``."""

from __future__ import annotations

import re
from pathlib import Path

from rulings_kit.cards import card_names

CORE = Path(__file__).resolve().parents[2] / "rulings_kit" / "core"


def _names() -> list[str]:
    """Every bundled card name (tokens included), and the short name of each legendary
    one ("Ivy" for "Ivy, Gleeful Spellthief")."""
    names = set(card_names())
    names |= {n.split(",")[0] for n in names if "," in n}
    # the basic lands' names are also the basic land types, rules words (205.3i, 305.6)
    names -= {"Plains", "Island", "Swamp", "Mountain", "Forest"}
    return sorted(names)


def _core_source() -> dict[str, str]:
    files = sorted(CORE.rglob("*.py"))
    assert files
    return {str(p.relative_to(CORE)): p.read_text(encoding="utf-8") for p in files}


def test_no_card_name_in_core() -> None:
    found = [
        f"core/{path}:{text.count(chr(10), 0, m.start()) + 1}: {name!r}"
        for path, text in _core_source().items()
        for name in _names()
        for m in re.finditer(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text)
    ]
    assert not found, "card names in core (write the rule, not the card):\n" + "\n".join(found)


def test_the_name_search_would_find_one() -> None:
    """The search above finds a name written in code, a comment or a string."""
    text = '# like Ivy, Gleeful Spellthief\nx = "The copy targets Ivy."\n'
    names = [n for n in _names() if re.search(rf"(?<![\w-]){re.escape(n)}(?![\w-])", text)]
    assert names == ["Ivy", "Ivy, Gleeful Spellthief"]
