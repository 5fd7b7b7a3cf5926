"""The Theros Gods (700.5, 613.1d, 611.3a): "As long as your devotion to white is less than
five, Heliod isn't a creature." — a type-changing effect applied while the devotion its
controller has is below the number, counted whenever it is looked at."""

from __future__ import annotations

import pickle

import pytest

from rulings_kit.cards.lower import build
from rulings_kit.cards.model import Card, from_json, to_json
from rulings_kit.cards.oracle import compile_text
from rulings_kit.core import Cast, Resolve, apply
from rulings_kit.core.characteristics import card_types, power_toughness, subtypes
from rulings_kit.core.devotion import DevotionLessThan, devotion
from rulings_kit.core.state import GameObject, GameState, Zone
from rulings_kit.errors import OracleTextError
from tests.cards.play import database_card, table

GOD = "As long as your devotion to blue is less than five, ~ isn't a creature."
THASSA = Card("Sea God", "Legendary Enchantment Creature — God", "{2}{U}", "5", "5", text=GOD.replace("~", "Sea God"))
DJINN = Card("Blue Djinn", "Creature — Djinn", "{U}{U}{U}{U}", "4", "4")
HYBRID = Card("Hybrid Bear", "Creature — Bear", "{U/R}{2/U}{U/P}", "2", "2")


def _god(state: GameState) -> GameObject:
    (found,) = [o for o in state.zone_objects("Alice", Zone.BATTLEFIELD) if o.name == "Sea God"]
    return found


def test_the_sentence_reads_back_and_round_trips() -> None:
    parts = compile_text("Sea God", GOD, ("Legendary", "Enchantment", "Creature"))
    assert parts.text() == GOD.replace("~", "this creature")
    assert from_json(to_json(parts)) == parts


def test_below_five_the_god_is_a_legendary_enchantment_with_no_creature_type() -> None:
    state = table({Zone.BATTLEFIELD: [THASSA]})
    god = _god(state)
    assert devotion(state, "Alice", ("U",)) == 1
    assert card_types(state, god) == {"Enchantment"}
    assert subtypes(state, god) == ()
    assert power_toughness(state, god) is None


def test_at_five_it_is_a_creature_with_its_printed_power_and_toughness() -> None:
    state = table({Zone.BATTLEFIELD: [THASSA, DJINN]})
    god = _god(state)
    assert "Creature" in card_types(state, god) and subtypes(state, god) == ("God",)
    assert power_toughness(state, god) == (5, 5)


def test_hybrid_and_phyrexian_symbols_count_generic_ones_dont() -> None:
    # the Gods' ruling: "Hybrid mana symbols, monocolored hybrid mana symbols, and Phyrexian
    # mana symbols do count toward your devotion to their color(s)."; {2} doesn't
    state = table({Zone.BATTLEFIELD: [THASSA, HYBRID]})
    assert devotion(state, "Alice", ("U",)) == 4
    assert devotion(state, "Alice", ("U", "R")) == 4  # {U/R} once for two colors


def test_the_opponents_permanents_dont_count() -> None:
    state = table({Zone.BATTLEFIELD: [THASSA]}, {Zone.BATTLEFIELD: [DJINN]})
    assert "Creature" not in card_types(state, _god(state))


def test_the_condition_is_a_value() -> None:
    c = DevotionLessThan(("W", "B"), 7)
    assert pickle.loads(pickle.dumps(c)) == c and hash(c) == hash(DevotionLessThan(("W", "B"), 7))
    assert repr(c) == "DevotionLessThan(('W', 'B'), 7)"


def test_a_card_type_other_than_creature_is_refused() -> None:
    with pytest.raises(OracleTextError):
        compile_text("Odd God", "As long as your devotion to blue is less than five, ~ isn't "
                     "an artifact.", ("Legendary", "Artifact", "Creature"))


def test_the_packaged_gods_compile() -> None:
    for name in ("Thassa, God of the Sea", "Iroas, God of Victory"):
        assert build(database_card(name)).name == name


@pytest.mark.parametrize("text", [
    "When ~ enters, create a number of 1/1 black Harpy creature tokens with flying equal to "
    "your devotion to black.",
    "When ~ enters, create a number of Food tokens equal to the number of opponents you have.",
    "When ~ enters, put a number of +1/+1 counters on it equal to your devotion to green.",
    "When ~ enters, create a 2/1 white Cleric enchantment creature token.",
    "When ~ enters, create a 3/3 colorless Golem enchantment artifact creature token.",
])
def test_a_number_of_equal_to_reads_back(text: str) -> None:
    parts = compile_text("Devout Beast", text, ("Creature",))
    assert parts.text() == text.replace("~", "this creature")
    assert from_json(to_json(parts)) == parts


def test_tokens_equal_to_devotion_count_as_the_trigger_resolves() -> None:
    hermit = Card("Devout Hermit", "Creature — Human", "{B}{B}", "1", "1", text=(
        "When Devout Hermit enters, create a number of 1/1 green Squirrel creature tokens "
        "equal to your devotion to black."))
    state = table({Zone.HAND: [hermit], Zone.BATTLEFIELD: ["Swamp", "Swamp", DJINN]})
    end = apply(apply(state, Cast("Devout Hermit")).state, Resolve(count=None)).state
    tokens = [o for o in end.zone_objects("Alice", Zone.BATTLEFIELD) if o.name.startswith("Squirrel")]
    assert len(tokens) == 2  # the Hermit's {B}{B}; the Djinn's {U} don't count


def test_daxos_toughness_is_the_devotion_in_every_zone() -> None:
    # its ruling: "The ability that defines Daxos's toughness works in all zones, not just
    # the battlefield."
    daxos = database_card("Daxos, Blessed by the Sun")
    state = table({Zone.HAND: [daxos], Zone.BATTLEFIELD: [HYBRID]})
    (card,) = state.zone_objects("Alice", Zone.HAND)
    assert power_toughness(state, card) == (2, 0)  # {U/R}{2/U}{U/P}: no white
    state = table({Zone.BATTLEFIELD: [daxos]})
    (perm,) = state.permanents("Alice")
    assert power_toughness(state, perm) == (2, 2)  # its own {W}{W}
