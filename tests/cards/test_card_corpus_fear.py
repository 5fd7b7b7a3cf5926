"""Fear (702.36b): a creature with fear can't be blocked except by artifact creatures
and/or black creatures (Severed Legion; the Aura Fear grants it)."""

from __future__ import annotations

import pytest

from rulings_kit.cards.model import Card
from rulings_kit.core import Attack, Block, apply
from rulings_kit.core.state import GameState, Zone
from rulings_kit.errors import IllegalActionError
from tests.cards.play import corpus_card, table


def _legion_attacks(blocker: Card) -> GameState:
    state = table({Zone.BATTLEFIELD: [corpus_card("Severed Legion")]},
                  {Zone.BATTLEFIELD: [blocker]})
    return apply(state, Attack(("Severed Legion",))).state


def test_a_green_creature_cant_block_a_creature_with_fear() -> None:
    state = _legion_attacks(corpus_card("Grizzly Bears"))
    with pytest.raises(IllegalActionError, match=r"702\.36b"):
        apply(state, Block((("Grizzly Bears", "Severed Legion"),)))


def test_a_black_creature_and_an_artifact_creature_can() -> None:
    for name in ("Hypnotic Specter", "Ornithopter"):
        state = _legion_attacks(corpus_card(name))
        end = apply(state, Block(((name, "Severed Legion"),))).state
        (blocker,) = end.permanents("Bob")
        assert blocker.blocking is not None
