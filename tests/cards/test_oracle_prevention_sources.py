"""Prevention effects that name the source of the damage (609.7, 615.1a): "dealt by target
creature", "dealt to and dealt by that creature", "dealt this turn by attacking
creatures", "damage target creature would deal": parsed into one node, written back as
printed, and carried out on the damage from that source only."""

from __future__ import annotations

import pytest

from rulings_kit.cards.lower import card_from_record, check_record
from rulings_kit.cards.lower.filters import Unsupported, filter_test
from rulings_kit.cards.model import (
    Card,
    DamageWording,
    Filter,
    Kind,
    KindWord,
    Prevent,
    from_json,
    to_json,
)
from rulings_kit.cards.oracle import compile_text
from rulings_kit.cards.oracle.coverage import check_card
from rulings_kit.core import Advance, Attack, Block, Cast, Resolve, apply
from rulings_kit.core.state import GameState, Step, Zone
from rulings_kit.data.carddb import packaged
from tests.cards.play import table


def _card(name: str) -> Card:
    return card_from_record(packaged().record(name))


@pytest.mark.parametrize("text", [
    "Prevent all combat damage that would be dealt by target creature this turn.",
    "Prevent all combat damage that would be dealt this turn by attacking creatures.",
    "Prevent all combat damage target creature would deal this turn.",
    "Prevent all damage that would be dealt to this spell by target creature this turn.",
    "Prevent all combat damage that would be dealt to you this turn.",
    "Untap target attacking creature. Prevent all combat damage that would be dealt to and "
    "dealt by that creature this turn.",
    "Prevent all damage that would be dealt to you this turn by creatures with flying.",
])
def test_prevention_from_a_source_writes_its_text_back(text: str) -> None:
    parts = compile_text("X", text, ("Instant",))
    assert parts.text() == text
    assert from_json(to_json(parts)) == parts


def test_the_source_side_wording_is_one_node_with_the_source() -> None:
    (ability,) = compile_text("X", "Prevent all damage target creature would deal this turn.",
                              ("Instant",)).abilities
    effect = ability.effect  # type: ignore[union-attr]
    assert isinstance(effect, Prevent) and effect.wording is DamageWording.WOULD_DEAL
    assert effect.by is not None and effect.to is None and effect.this_turn


@pytest.mark.parametrize("name", ["Fend Off", "Maze of Ith", "Harmless Assault",
                                  "Azorius Ploy", "Soratami Cloud Chariot", "Ignoble Soldier",
                                  "Druid's Deliverance", "Stonewise Fortifier"])
def test_prevention_from_a_source_plays(name: str) -> None:
    assert check_card(packaged().record(name), check_record).playable


def _combat(spell: str, targets: tuple[str, ...]) -> GameState:
    """Alice's Grizzly Bears attack, Bob's Giant Spider blocks, Alice casts ``spell``."""
    state = table({Zone.BATTLEFIELD: [_card("Grizzly Bears"), *["Plains"] * 4,
                                      *["Island"] * 2],
                   Zone.HAND: [_card(spell)]},
                  {Zone.BATTLEFIELD: [_card("Giant Spider")]})
    state = apply(state, Attack(("Grizzly Bears",))).state
    state = apply(state, Block((("Giant Spider", "Grizzly Bears"),))).state
    state = apply(state, Cast(spell, targets=targets)).state
    state = apply(state, Resolve()).state
    return apply(state, Advance(Step.END_OF_COMBAT)).state


def test_fend_off_prevents_only_the_damage_its_target_deals() -> None:
    state = _combat("Fend Off", ("Bob:Giant Spider",))
    (bears,) = [o for o in state.permanents() if o.name == "Grizzly Bears"]
    (spider,) = [o for o in state.permanents() if o.name == "Giant Spider"]
    assert bears.damage == 0 and spider.damage == 2


def test_azorius_ploy_targets_the_source_first_then_the_protected_creature() -> None:
    # "... target creature would deal ..." is its first target, "... dealt to target
    # creature ..." its second: the Bears deal nothing, the Spider is dealt nothing, and
    # the Spider's damage to the Bears is dealt
    state = _combat("Azorius Ploy", ("Alice:Grizzly Bears", "Bob:Giant Spider"))
    assert [o.name for o in state.zone_objects("Alice", Zone.GRAVEYARD)] == [
        "Azorius Ploy", "Grizzly Bears"]
    (spider,) = [o for o in state.permanents() if o.name == "Giant Spider"]
    assert spider.damage == 0


@pytest.mark.parametrize("text", [
    "The next time a red source of your choice would deal damage to you this turn, prevent "
    "that damage.",
    "The next time a black or red source of your choice would deal damage this turn, prevent "
    "that damage.",
    "The next time a source of your choice would deal damage to any target this turn, prevent "
    "that damage.",
])
def test_the_next_time_a_source_would_deal_damage_writes_its_text_back(text: str) -> None:
    parts = compile_text("X", text, ("Instant",))
    assert parts.text() == text
    assert from_json(to_json(parts)) == parts


@pytest.mark.parametrize("name", ["Circle of Protection: Red", "Pilgrim of Justice",
                                  "Greater Realm of Preservation", "Sanctum Guardian",
                                  "Kithkin Armor"])
def test_the_next_time_a_source_of_your_choice_plays(name: str) -> None:
    assert check_card(packaged().record(name), check_record).playable


@pytest.mark.parametrize("name", ["Circle of Protection: Shadow", "Prismatic Circle"])
def test_a_chosen_source_with_more_said_of_it_is_refused(name: str) -> None:
    assert not check_card(packaged().record(name), check_record).playable


def test_source_is_a_source_of_damage_only_where_damage_is_read() -> None:
    # a filter of "sources" picks objects in any zone (609.7a): only a prevention reads it
    sources = Filter(types=(Kind(types=(KindWord.SOURCE,)),))
    with pytest.raises(Unsupported):
        filter_test(sources)
    assert filter_test(sources, sources=True) is not None


@pytest.mark.parametrize("name", ["Fog Bank", "Gaseous Form", "Defang", "Statecraft", "Champion Lancer",
                                  "Indentured Oaf", "Wall of Putrid Flesh"])
def test_a_static_prevention_of_damage_to_or_from_something_plays(name: str) -> None:
    assert check_card(packaged().record(name), check_record).playable


def test_fog_bank_neither_deals_nor_is_dealt_combat_damage_but_shock_kills_it() -> None:
    state = table({Zone.BATTLEFIELD: [_card("Grizzly Bears"), "Mountain"],
                   Zone.HAND: [_card("Shock")]},
                  {Zone.BATTLEFIELD: [_card("Fog Bank")]})
    state = apply(state, Attack(("Grizzly Bears",))).state
    state = apply(state, Block((("Fog Bank", "Grizzly Bears"),))).state
    state = apply(state, Advance(Step.END_OF_COMBAT)).state
    damage = {o.name: o.damage for o in state.permanents()}
    assert damage["Grizzly Bears"] == 0 and damage["Fog Bank"] == 0  # 615.1a, both ways
    state = apply(state, Advance(Step.MAIN2)).state
    state = apply(state, Cast("Shock", targets=("Bob:Fog Bank",))).state
    state = apply(state, Resolve()).state  # noncombat damage is dealt
    assert [o.name for o in state.zone_objects("Bob", Zone.GRAVEYARD)] == ["Fog Bank"]
