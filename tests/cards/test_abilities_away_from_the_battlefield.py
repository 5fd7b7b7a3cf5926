"""Where an ability functions (113.6): a cost that discards the card makes it an ability
of the card in its owner's hand (113.6j, 113.6m), "return this card from your graveyard"
one of the card in their graveyard (113.6m); a cost that needs the permanent, or a word
about the card that reads it as a permanent, stays refused there."""

from __future__ import annotations

import pytest

from rulings_kit.cards import model as m
from rulings_kit.cards.lower import build
from rulings_kit.core.cost_parts import DiscardSelf, ExileSelf
from rulings_kit.core.definitions import ActivatedAbility, TriggeredAbility
from rulings_kit.core.state import Zone
from rulings_kit.errors import OracleTextError


def _ability(text: str, types: str = "Creature — Spirit") -> ActivatedAbility:
    card = build(m.Card("Test Card", types, "{2}", "2", "2", text=text))
    ability = card.abilities[-1]
    assert isinstance(ability, ActivatedAbility)
    return ability


@pytest.mark.parametrize(("text", "zone"), [
    ("Channel — {1}{R}, Discard Test Card: It deals 2 damage to any target.", Zone.HAND),
    ("Discard Test Card: Exile up to two target cards from graveyards.", Zone.HAND),
    ("{1}{B}: Return Test Card from your graveyard to the battlefield tapped.",
     Zone.GRAVEYARD),
    ("{B}{B}: Return Test Card from your graveyard to your hand. Activate only during your "
     "upkeep.", Zone.GRAVEYARD),
    ("{2}, Exile Test Card: Draw a card.", Zone.BATTLEFIELD),
])
def test_the_ability_functions_where_its_words_move_the_card_from(text: str,
                                                                  zone: Zone) -> None:
    assert _ability(text).zone is zone


def test_a_discard_for_channel_is_not_cycling() -> None:
    """"When you cycle this card" sees cycling's discard only (702.29a, 702.29c)."""
    channel = _ability("Channel — {1}, Discard Test Card: Draw a card.").cost.of(DiscardSelf)
    assert channel == DiscardSelf(cycling=False)
    assert channel.text("Test Card") == "Discard Test Card"


def test_exiling_the_permanent_is_a_cost_part() -> None:
    assert _ability("{2}, Exile Test Card: Draw a card.").cost.of(ExileSelf) == ExileSelf()


@pytest.mark.parametrize("text", [
    # the cost needs the permanent, the effect moves the card from the graveyard
    "{T}: Return Test Card from your graveyard to your hand.",
    "Sacrifice Test Card: Return Test Card from your graveyard to your hand.",
    "{T}, Discard Test Card: Draw a card.",
    # the card named as a permanent by an ability that works from the hand
    "Channel — {1}, Discard Test Card: Put a +1/+1 counter on Test Card.",
])
def test_what_cant_happen_away_from_the_battlefield_is_refused(text: str) -> None:
    with pytest.raises(OracleTextError):
        _ability(text)


def _trigger_zone(text: str, types: str = "Creature — Spirit") -> Zone | None:
    card = build(m.Card("Test Card", types, "{2}", "2", "2", text=text))
    ability = card.abilities[-1]
    assert isinstance(ability, TriggeredAbility)
    return ability.trigger.zone


@pytest.mark.parametrize(("text", "zone"), [
    ("At the beginning of your upkeep, you may return Test Card from your graveyard to your "
     "hand.", Zone.GRAVEYARD),
    ("Whenever you cast a multicolored spell, you may return Test Card from your graveyard "
     "to your hand.", Zone.GRAVEYARD),
    ("When a Dragon enters, you may return Test Card from your graveyard to the "
     "battlefield.", Zone.GRAVEYARD),
    ("At the beginning of your upkeep, you gain 1 life.", Zone.BATTLEFIELD),
])
def test_a_trigger_returning_the_card_from_the_graveyard_triggers_there(text: str,
                                                                        zone: Zone) -> None:
    assert _trigger_zone(text) is zone


def test_an_auras_trigger_on_what_it_enchants_dying_triggers_on_the_battlefield() -> None:
    # 113.6m's exception: it looks back (603.10a), then finds the card it became (400.7f)
    text = ("Enchant creature\nWhen enchanted creature dies, return Test Card from your "
            "graveyard to the battlefield.")
    assert _trigger_zone(text, "Enchantment — Aura") is Zone.BATTLEFIELD


@pytest.mark.parametrize(("text", "types"), [
    # a trigger on the card's own event: its dying is looked back on (603.10a)
    ("When Test Card dies, return Test Card from your graveyard to your hand.",
     "Creature — Spirit"),
])
def test_a_trigger_113_6m_doesnt_make_work_in_the_graveyard_stays_refused(text: str,
                                                                          types: str) -> None:
    with pytest.raises(OracleTextError):
        _trigger_zone(text, types)
