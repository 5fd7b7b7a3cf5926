"""Corpus mana abilities that do more than add mana: the pain lands, "{T}: Add {W} or
{U}. This land deals 1 damage to you." (605.1a: still a mana ability; 605.3b: the damage
is dealt as it resolves, at once), and "Add {G}. If you control four or more creatures,
add {G}{G} instead." (614.1a)."""

from __future__ import annotations

from dataclasses import replace

from rulings_kit.cards.model import Card
from rulings_kit.core import Activate, Cast, apply
from rulings_kit.core.state import GameState, Zone
from tests.cards.play import corpus_card, table

WASTES = corpus_card("Adarkar Wastes")  # {T}: Add {C}. / {T}: Add {W} or {U}. ... 1 damage


def _cast(lands: list[Card | str], spell: str, *targets: str) -> GameState:
    state = table({Zone.HAND: [corpus_card(spell)], Zone.BATTLEFIELD: lands},
                  {Zone.BATTLEFIELD: [corpus_card("Grizzly Bears")]})
    return apply(state, Cast(spell, targets=targets)).state


def test_paying_its_color_with_a_pain_land_deals_1_damage_to_its_controller() -> None:
    end = _cast([WASTES], "Unsummon", "Grizzly Bears")
    assert end.player("Alice").life == 19 and end.player("Bob").life == 20
    assert [o.name for o in end.stack_objects()] == ["Unsummon"]  # nothing else used the stack


def test_a_basic_land_pays_the_color_first_so_no_damage_is_dealt() -> None:
    end = _cast([WASTES, "Island"], "Unsummon", "Grizzly Bears")
    assert end.player("Alice").life == 20
    assert [o.name for o in end.permanents() if o.tapped] == ["Island"]


def test_generic_mana_comes_from_its_painless_ability() -> None:
    end = _cast([WASTES, "Forest"], "Grizzly Bears")
    assert end.player("Alice").life == 20
    assert sorted(o.name for o in end.permanents() if o.tapped) == ["Adarkar Wastes", "Forest"]


def test_leafkin_druid_adds_two_green_with_four_creatures_instead_of_one() -> None:
    for creatures, pool in ((3, ("G",)), (4, ("G", "G"))):
        state = table({Zone.BATTLEFIELD: [corpus_card("Leafkin Druid")]
                       + [corpus_card("Grizzly Bears")] * (creatures - 1)})
        (druid,) = [o for o in state.permanents() if o.name == "Leafkin Druid"]
        state = state.with_object(replace(druid, sick=False))  # {T}: not this turn's (302.6)
        assert apply(state, Activate("Leafkin Druid")).state.player("Alice").pool == pool
