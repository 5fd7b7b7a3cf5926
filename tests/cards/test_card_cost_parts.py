"""Cost words are parsed once, into typed parts (118, 602.1a): the grammar builds a part
per action, the part writes the printed words back, and the lowering reads the part, not
the words."""

from __future__ import annotations

import pytest

from rulings_kit.cards import model as m
from rulings_kit.cards.lower import build
from rulings_kit.cards.oracle import compile_text
from rulings_kit.core.cost_parts import PayLife, TapUntapped


def _cost(text: str) -> m.CostText:
    parts = compile_text("Test Card", text, ("Creature",))
    assert parts.text() == text  # the parts write the printed words back
    ability = parts.abilities[0]
    assert isinstance(ability, m.ActivatedAbilityText)
    return ability.cost


@pytest.mark.parametrize(("printed", "part"), [
    ("Sacrifice this creature", m.SacrificeCost()),
    ("Sacrifice another creature", m.SacrificeCost(m.Filter(("creature",)), another=True)),
    ("Sacrifice two Goblins", m.SacrificeCost(m.Filter(("Goblin",)), m.Fixed(2))),
    ("Discard a card", m.DiscardCost(m.ANY_CARD)),
    ("Pay 2 life", m.PayLifeCost(m.Fixed(2))),
    ("Exile a creature card from your graveyard",
     m.ExileCost(m.Filter(("creature",), noun="card"), zone=m.CostZone.GRAVEYARD)),
    ("Tap two untapped Merfolk you control",
     m.TapUntappedCost(m.Filter(("Merfolk",)), m.Fixed(2))),
    ("Remove a +1/+1 counter from this creature", m.RemoveCountersCost("+1/+1")),
])
def test_each_cost_action_is_a_part_that_writes_its_words_back(printed: str,
                                                                part: m.CostAction) -> None:
    cost = _cost(f"{{1}}, {printed}: Draw a card.")
    assert cost.others == (part,)
    assert m.from_json(m.to_json(cost)) == cost


def test_the_engine_cost_comes_from_the_parts() -> None:
    card = m.Card("Test Card", "Creature — Merfolk", "{1}", "1", "1",
                  text="{T}, Tap two untapped Merfolk you control, Pay 1 life: Draw a card.")
    cost = build(card).abilities[0].cost
    life, tapped = cost.of(PayLife), cost.of(TapUntapped)
    assert cost.tap and life == PayLife(1) and tapped is not None and tapped.count == 2
    assert tapped.quality.words == "two untapped Merfolk you control"
    assert len(cost.parts) == 2
    assert cost.text("Test Card") == \
        "{T}, Pay 1 life, Tap two untapped Merfolk you control"


def test_an_additional_cost_is_a_part_too() -> None:
    ability = compile_text("Bone Splinters", "As an additional cost to cast this spell, "
                           "sacrifice a creature.\nDestroy target creature.",
                           ("Sorcery",)).abilities[0]
    assert ability == m.AdditionalCost(m.SacrificeCost(m.Filter(("creature",))))
