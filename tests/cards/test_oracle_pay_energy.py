""""You may pay {E}{E}. If you do, ..." (107.14, 608.2d): the grammar reads the payment as
a part of its own, which writes its words back; "unless you pay {E}{E}" too (118.12)."""

from __future__ import annotations

import dataclasses

import pytest

from rulings_kit.cards import model as m
from rulings_kit.cards.oracle import compile_text


@pytest.mark.parametrize(("text", "energy"), [
    ("Whenever ~ attacks, you may pay {E}{E}. If you do, put a +1/+1 counter on it.", 2),
    ("Whenever ~ attacks, you may pay {E}. If you do, it gets +2/+0 until end of turn.", 1),
    ("At the beginning of your end step, sacrifice ~ unless you pay {E}{E}.", 2),
])
def test_paying_energy_is_a_part(text: str, energy: int) -> None:
    parts = compile_text("Test Card", text, ("Creature",))
    assert m.PayEnergy(energy) in _parts(parts)
    assert parts.text() == text.replace("~", "this creature")
    assert m.from_json(m.to_json(parts)) == parts


def _parts(node: object) -> list[object]:
    """Every part inside ``node``."""
    found = [node]
    if isinstance(node, tuple):
        return [p for n in node for p in _parts(n)]
    if dataclasses.is_dataclass(node) and not isinstance(node, type):
        for f in dataclasses.fields(node):
            found += _parts(getattr(node, f.name))
    return found
