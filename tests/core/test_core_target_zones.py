"""Where a target requirement looks (115.2): declaring the zones of its candidates
only spares the engine work; it never changes which targets are legal."""

from __future__ import annotations

import dataclasses

import pytest

from rulings_kit.cards import card_names, get_card
from rulings_kit.core.actions import Cast
from rulings_kit.core.definitions import CardDef, TargetSpec
from rulings_kit.core.engine import apply
from rulings_kit.core.state import GameState, Zone
from rulings_kit.core.targets import legal_targets
from tests.helpers import position


def _specs(card: CardDef) -> list[TargetSpec]:
    modes = [*card.modes]
    for ability in card.triggered:
        modes += ability.modes
    specs = [s for m in modes for s in m.targets]
    specs += [s for a in card.activated for s in a.targets]
    specs += [s for a in card.triggered for s in a.targets]
    return specs


@pytest.fixture(scope="module")
def crowded() -> GameState:
    """Creatures, lands and cards in every zone of both players, and a spell on the stack."""
    state = position(
        Alice={
            "battlefield": ["Grizzly Bears", "Forest", "Forest", "Ivy, Gleeful Spellthief"],
            "hand": ["Giant Growth"],
            "graveyard": ["Grizzly Bears", "Giant Growth", "Island"],
            "exile": ["Grizzly Bears"],
        },
        Bob={
            "battlefield": ["Grizzly Bears", "Island"],
            "graveyard": ["Fireball", "Grizzly Bears"],
            "library": ["Island"],
        },
    )
    return apply(state, Cast("Giant Growth", targets=("Bob:battlefield:Grizzly Bears",))).state


def test_declared_zones_find_every_legal_target(crowded: GameState) -> None:
    by = crowded.obj(crowded.stack[-1])  # Alice's spell stands in for "this spell or ability"
    found = 0
    for name in card_names():
        for spec in _specs(get_card(name)):
            # the same requirement looking in every zone and at players, as before zones
            anywhere = dataclasses.replace(spec, zones=frozenset(Zone), players=True)
            legal = legal_targets(crowded, by, spec)
            assert legal == legal_targets(crowded, by, anywhere), f"{name}: {spec.what}"
            found += len(legal)
    assert found > 20  # the position gives the requirements something to find


def test_a_requirement_that_names_no_zone_looks_where_targets_usually_are() -> None:
    spec = TargetSpec("target anything", lambda state, by, t: True)
    assert spec.players and spec.zones == {Zone.BATTLEFIELD, Zone.STACK, Zone.GRAVEYARD}
