"""Corpus lands whose abilities do more than add mana: the pain lands, "{T}: Add {W} or
{U}. This land deals 1 damage to you." (605.1a: still a mana ability; 605.3b: the damage
is dealt as it resolves, at once)."""

from __future__ import annotations

from rulings_kit.cards.model import Card
from rulings_kit.core import Cast, apply
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
