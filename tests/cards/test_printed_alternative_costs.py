"""Alternative costs printed on a card without a keyword (118.9): "You may exile a blue card
from your hand rather than pay this spell's mana cost." and the like — what they build, and
the forms the engine can't carry out refused by name."""

from __future__ import annotations

import pytest

from rulings_kit.cards import Card, build
from rulings_kit.cards.lower import card_from_record
from rulings_kit.core.conditions import YourTurn
from rulings_kit.core.cost_parts import PayLife, Sacrifice
from rulings_kit.core.definitions import CardDef
from rulings_kit.core.hand_costs import ExileFromHand, ReturnToHand
from rulings_kit.core.mana import ManaCost
from rulings_kit.core.printed_costs import ALTERNATIVE, AlternativeCost
from rulings_kit.data.carddb import packaged
from rulings_kit.errors import CardDefinitionError


def _built(name: str) -> CardDef:
    return build(card_from_record(packaged().record(name)))


def _alternative(card: CardDef) -> AlternativeCost:
    (found,) = card.of_kind(AlternativeCost)
    assert isinstance(found, AlternativeCost)
    return found


def test_force_of_will_pays_life_and_exiles_a_blue_card_rather_than_its_mana_cost() -> None:
    fow = _built("Force of Will")
    alt = _alternative(fow)
    assert alt.alt == ALTERNATIVE and alt.conditions == () and not alt.free
    assert alt.cost.mana == ManaCost.parse("")
    life, exile = alt.cost.of(PayLife), alt.cost.of(ExileFromHand)
    assert life is not None and life.amount == 1
    assert exile is not None and exile.count == 1 and exile.quality.words == "a blue card"
    assert fow.mana_cost == ManaCost.parse("{3}{U}{U}")  # its mana value stays 5 (118.9c)


def test_force_of_negation_only_if_it_is_not_your_turn() -> None:
    assert _alternative(_built("Force of Negation")).conditions == (YourTurn(negated=True),)


def test_a_legate_is_cast_for_free_only_under_both_conditions() -> None:
    alt = _alternative(_built("Saprazzan Legate"))
    assert alt.free and alt.alt == "free" and len(alt.conditions) == 2
    assert alt.condition_words == "an opponent controls a Mountain and you control an Island"


def test_fireblast_sacrifices_two_mountains() -> None:
    sacrifice = _alternative(_built("Fireblast")).cost.of(Sacrifice)
    assert sacrifice is not None and sacrifice.kinds == ("Mountain",) and sacrifice.count == 2


def test_gush_returns_two_islands_and_meloku_a_land() -> None:
    back = _alternative(_built("Gush")).cost.of(ReturnToHand)
    assert back is not None and back.count == 2 and back.quality.words == "two Islands you control"
    (ability,) = _built("Meloku the Clouded Mirror").activated
    land = ability.cost.of(ReturnToHand)
    assert land is not None and land.count == 1 and ability.cost.mana == ManaCost.parse("{1}")


def test_bringer_pays_five_colors_of_mana_instead() -> None:
    alt = _alternative(_built("Bringer of the Blue Dawn"))
    assert alt.cost.mana == ManaCost.parse("{W}{U}{B}{R}{G}") and not alt.cost.parts


@pytest.mark.parametrize("cost", [
    "exile a red card with mana value X from your hand",  # X, but no {X} in its mana cost
    "discard a card",  # the card would count itself before it is cast (601.2a)
    "sacrifice ~",
])
def test_an_alternative_cost_the_engine_cant_pay_is_refused_naming_it(cost: str) -> None:
    with pytest.raises(CardDefinitionError, match="rather than pay"):
        build(Card("Pitch Like", "Instant", "{3}{R}{R}",
                   text=f"You may {cost} rather than pay this spell's mana cost.\n"
                        "Draw a card."))


def test_a_shoal_exiles_a_card_with_mana_value_x_the_spells_own() -> None:
    exile = _alternative(_built("Blazing Shoal")).cost.of(ExileFromHand)
    assert exile is not None and exile.quality.words == "a red card with mana value X"
