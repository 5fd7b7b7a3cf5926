"""Corpus cards that make permanents creatures until end of turn (layers 4, 6, 7b:
613.1d, 613.1f, 613.4b): "you may have Riddleform become a 3/3 Sphinx creature with
flying in addition to its other types", "Artifacts you control become artifact creatures
with base power and toughness 5/5" (only those there as it resolves, 611.2c), and with no
duration stated, "It becomes a 5/5 Elemental creature with haste. It's still a land."."""

from __future__ import annotations

from rulings_kit.cards.model import Card
from rulings_kit.core import Activate, Advance, Attack, Block, Cast, Resolve, apply
from rulings_kit.core.characteristics import (
    card_types,
    colors,
    has_keyword,
    power_toughness,
    subtypes,
)
from rulings_kit.core.state import GameObject, GameState, Step, Zone
from tests.cards.play import corpus_card, table


def _one(state: GameState, name: str) -> GameObject:
    (obj,) = [o for o in state.permanents() if o.name == name]
    return obj


def test_riddleform_may_become_a_flying_sphinx_and_stays_an_enchantment() -> None:
    state = table({Zone.BATTLEFIELD: [corpus_card("Riddleform"), "Island"],
                   Zone.HAND: [corpus_card("Opt")], Zone.LIBRARY: ["Island", "Island"]})
    state = apply(state, Cast("Opt")).state
    declined = apply(state, Resolve(count=None), {"may:Riddleform": False,
                                                  "scry:Opt": []}).state
    assert power_toughness(declined, _one(declined, "Riddleform")) is None
    end = apply(state, Resolve(count=None), {"may:Riddleform": True, "scry:Opt": []}).state
    form = _one(end, "Riddleform")
    assert power_toughness(end, form) == (3, 3) and has_keyword(end, form, "Flying")
    assert card_types(end, form) == {"Enchantment", "Creature"}
    assert "Sphinx" in subtypes(end, form)
    end = apply(end, Advance(Step.END)).state
    end = apply(end, Advance(Step.UPKEEP)).state  # the turn is over: an enchantment again
    assert power_toughness(end, _one(end, "Riddleform")) is None


def test_the_antiquities_war_makes_your_artifacts_5_5_until_end_of_turn() -> None:
    state = table({Zone.BATTLEFIELD: [corpus_card("The Antiquities War"),
                                      corpus_card("Short Sword"), corpus_card("Chimeric Staff")],
                   Zone.LIBRARY: ["Island"] * 3},
                  {Zone.BATTLEFIELD: [corpus_card("Powerstone Shard")],
                   Zone.LIBRARY: ["Island"] * 3})
    saga = _one(state, "The Antiquities War")
    state = state.with_object(saga.with_counters("lore", 2))
    state = apply(state, Advance(Step.MAIN1)).state  # Bob's turn
    state = apply(state, Advance(Step.MAIN1)).state  # Alice's: the third lore counter
    state = apply(state, Resolve(count=None)).state
    assert power_toughness(state, _one(state, "Short Sword")) == (5, 5)
    assert power_toughness(state, _one(state, "Chimeric Staff")) == (5, 5)
    assert power_toughness(state, _one(state, "Powerstone Shard")) is None  # Bob's
    assert not [o for o in state.permanents() if o.name == "The Antiquities War"]  # 714.4


def test_wakeroot_elementals_land_stays_a_5_5_creature_after_the_turn() -> None:
    state = table({Zone.BATTLEFIELD: [corpus_card("Wakeroot Elemental")] + ["Forest"] * 6,
                   Zone.LIBRARY: ["Island"] * 3}, {Zone.LIBRARY: ["Island"] * 3})
    state = apply(state, Activate("Wakeroot Elemental", targets=("Forest",),
                                  pay=("Forest",) * 5)).state
    state = apply(state, Resolve()).state
    (land,) = [o for o in state.permanents() if o.name == "Forest" and
               power_toughness(state, o) is not None]
    assert not land.tapped and power_toughness(state, land) == (5, 5)
    assert card_types(state, land) == {"Land", "Creature"} and has_keyword(state, land, "Haste")
    state = apply(state, Advance(Step.UPKEEP)).state  # Bob's turn: it lasts (no duration)
    assert power_toughness(state, state.obj(land.id)) == (5, 5)


def test_faerie_conclave_becomes_blue_until_end_of_turn() -> None:
    # "becomes a 2/1 blue Faerie creature with flying": its color is set (layer 5, 613.1e)
    state = table({Zone.BATTLEFIELD: [corpus_card("Faerie Conclave"), "Island", "Island"],
                   Zone.LIBRARY: ["Island"] * 3}, {Zone.LIBRARY: ["Island"] * 3})
    assert colors(state, _one(state, "Faerie Conclave")) == frozenset()
    state = apply(state, Activate("Faerie Conclave", ability=2, pay=("Island", "Island"))).state
    state = apply(state, Resolve()).state
    conclave = _one(state, "Faerie Conclave")
    assert colors(state, conclave) == {"U"} and power_toughness(state, conclave) == (2, 1)
    assert card_types(state, conclave) == {"Land", "Creature"}
    state = apply(state, Advance(Step.END)).state
    state = apply(state, Advance(Step.UPKEEP)).state
    assert colors(state, _one(state, "Faerie Conclave")) == frozenset()


def test_an_animated_forbidding_watchtower_deals_no_damage_to_protection_from_white() -> None:
    # Unchained Berserker has protection from white: the white 1/5 the land became deals
    # it no combat damage (702.16e), the colorless land it was would have
    state = table({Zone.BATTLEFIELD: [corpus_card("Forbidding Watchtower"), "Plains", "Plains"]},
                  {Zone.BATTLEFIELD: [corpus_card("Unchained Berserker")]})
    state = apply(state, Activate("Forbidding Watchtower", ability=2,
                                  pay=("Plains", "Plains"))).state
    state = apply(state, Resolve()).state
    state = apply(state, Attack(("Forbidding Watchtower",))).state
    state = apply(state, Block((("Unchained Berserker", "Forbidding Watchtower"),))).state
    state = apply(state, Advance(Step.END_OF_COMBAT)).state
    assert _one(state, "Unchained Berserker").damage == 0
    assert _one(state, "Forbidding Watchtower").damage == 1  # the Berserker is a 1/1


def test_a_green_creature_that_becomes_a_colorless_golem_has_no_colour() -> None:
    # 105.2c: a colorless object has no colour; "colorless" is not the mana type {C}
    shaper = Card("Golem Shaper", "Creature — Elf", "{G}", "1", "1",
                  text="{1}: This creature becomes a 4/4 colorless Golem artifact creature "
                       "until end of turn.")
    state = table({Zone.BATTLEFIELD: [shaper, "Forest"]})
    state = apply(state, Activate("Golem Shaper")).state
    state = apply(state, Resolve(count=None)).state
    golem = _one(state, "Golem Shaper")
    assert power_toughness(state, golem) == (4, 4) and "Golem" in subtypes(state, golem)
    assert colors(state, golem) == frozenset()
