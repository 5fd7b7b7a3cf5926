"""Cards built from their Oracle text (or typed parts) play in the engine."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rulings_kit.cards.lower import build
from rulings_kit.cards.model import Card, Draw, Fixed, SpellAbility, from_json, to_json
from rulings_kit.core import Cast, Resolve, apply
from rulings_kit.core.characteristics import power_toughness
from rulings_kit.core.state import GameState, Zone
from rulings_kit.errors import CardDefinitionError, IllegalActionError, OracleTextError
from rulings_kit.scenarios import Scenario
from tests.cards.play import table

HEALER = Card("Healer Elf", "Creature — Elf", "{G}", "1", "1",
              text="When Healer Elf enters the battlefield, you gain 2 life.")
SHOCK = Card("Shock", "Instant", "{R}", text="Shock deals 2 damage to any target.")
STRIKE = Card("Lightning Strike", "Instant", "{1}{R}",
              text="Lightning Strike deals 3 damage to any target.")


def _play(state: GameState, *actions: object) -> GameState:
    for action in actions:
        state = apply(state, action).state  # type: ignore[arg-type]
    return state


def _names(state: GameState, player: str, zone: Zone) -> list[str]:
    return sorted(o.name for o in state.zone_objects(player, zone))


def test_card_round_trips_through_json() -> None:
    card = Card("Divination", "Sorcery", "{2}{U}", abilities=(SpellAbility(Draw(None, Fixed(2))),),
                rulings=("A ruling.",))
    assert from_json(to_json(card)) == card
    assert card.rules_text == "Draw two cards."


def test_printed_characteristics_come_from_the_type_line_and_mana_cost() -> None:
    card = build(Card("Grizzled Bear", "Legendary Creature — Bear Warrior", "{1}{G}{W}", "3",
                      "2", text="Vigilance"))
    assert (card.supertypes, card.types, card.subtypes) == (
        ("Legendary",), ("Creature",), ("Bear", "Warrior"))
    assert card.colors == {"G", "W"} and (card.power, card.toughness) == (3, 2)
    assert card.keywords == {"Vigilance"}


def test_an_enters_trigger_of_a_compiled_creature_resolves() -> None:
    state = table({Zone.HAND: [HEALER], Zone.BATTLEFIELD: ["Forest"]})
    end = _play(state, Cast("Healer Elf"), Resolve(count=None))
    assert "Healer Elf" in _names(end, "Alice", Zone.BATTLEFIELD)
    assert end.player("Alice").life == 22


def test_a_compiled_burn_spell_kills_a_creature_and_hits_a_player() -> None:
    state = table({Zone.HAND: [SHOCK, STRIKE], Zone.BATTLEFIELD: ["Mountain"] * 3},
                  {Zone.BATTLEFIELD: [HEALER]})
    end = _play(state, Cast("Shock", targets=("Healer Elf",)), Resolve(count=None))
    assert _names(end, "Bob", Zone.GRAVEYARD) == ["Healer Elf"]
    end = _play(end, Cast("Lightning Strike", targets=("Bob",)), Resolve(count=None))
    assert end.player("Bob").life == 17


def test_a_sentence_the_engine_cant_carry_out_is_refused_naming_it() -> None:
    card = Card("Odd Bird", "Creature — Bird", "{W}", "1", "1",
                text="Flying\nWhenever this creature attacks, return another creature you "
                     "control to its owner's hand.")
    with pytest.raises(OracleTextError) as err:
        build(card)
    assert err.value.card == "Odd Bird" and "another creature you control" in err.value.word
    assert "Whenever this creature attacks" in err.value.sentence


def test_a_type_line_without_a_card_type_is_refused() -> None:
    with pytest.raises(CardDefinitionError, match=r"Nothing: no card type.*205\.2a"):
        build(Card("Nothing", "Legendary — Bear"))


def test_a_type_line_with_a_word_that_is_no_card_type_names_it() -> None:
    """'Elf' alone is a subtype written where the card type goes (205.2a): refused, not
    built into a card whose type is 'Elf'."""
    with pytest.raises(CardDefinitionError) as err:
        build(Card("Healer Elf", "Elf", "{G}", "1", "1"))
    message = str(err.value)
    assert "Healer Elf" in message and "'Elf' is not a card type" in message
    assert "Creature" in message and "205.2a" in message  # what would be valid


def test_a_token_type_line_is_still_a_creature() -> None:
    card = build(Card("Soldier", "Token Creature — Soldier", "", "1", "1"))
    assert card.types == ("Creature",) and card.is_token


@pytest.mark.parametrize(("power", "toughness"), [(None, None), ("2", None), (None, "2")])
def test_a_creature_without_power_and_toughness_is_refused(
    power: str | None, toughness: str | None
) -> None:
    with pytest.raises(CardDefinitionError, match=r"Healer Elf: .*power and toughness.*208\.1"):
        build(Card("Healer Elf", "Creature — Elf", "{G}", power, toughness))


def test_a_noncreature_needs_no_power_and_toughness() -> None:
    assert build(Card("Opt Again", "Instant", "{U}", text="Draw a card.")).power is None


def test_a_token_created_with_a_quoted_ability_has_it() -> None:
    """'create a 1/1 colorless Eldrazi Scion creature token with "Sacrifice this creature:
    Add {C}."' (111.4): the token's own mana ability works, and sacrifices the token."""
    text = '''format = 1
title = "a Scion of a spell's own"

[cards."Scion Call"]
mana_cost = "{1}"
type = "Sorcery"
text = "Create a 1/1 colorless Eldrazi Scion creature token with \\"Sacrifice this creature: Add {C}.\\""

[players.Alice]
battlefield = ["Wastes"]
hand = ["Scion Call"]

[players.Bob]

[[do]]
cast = "Scion Call"

[[do]]
resolve = "all"

[[do]]
activate = "Eldrazi Scion"

[expect]
pool = { Alice = "{C}" }
zones = { "Alice:battlefield" = ["Wastes"] }
'''
    result = Scenario.from_toml(text, "scion.toml").check()
    assert result.passed, result.report()


#: a red spell whose damage, with X 5 or more, protection doesn't prevent (615.12)
SEARING_WAVE = Card("Searing Wave", "Sorcery", "{X}{R}",
                    text="Searing Wave deals X damage to each creature.\nIf X is 5 or more, "
                         "this spell can't be countered and the damage can't be prevented.")
WARDEN = Card("Red Warden", "Creature — Human Knight", "{1}{W}", "2", "2",
              text="Protection from red")


@pytest.mark.parametrize(("x", "warden_dies"), [(5, True), (4, False)])
def test_damage_that_cant_be_prevented_gets_through_protection(
        x: int, warden_dies: bool) -> None:
    """Protection from red prevents a red source's damage (702.16e), except damage that
    can't be prevented (615.12): here only when X is 5 or more."""
    state = table({Zone.HAND: [SEARING_WAVE], Zone.BATTLEFIELD: ["Mountain"] * 6},
                  {Zone.BATTLEFIELD: [WARDEN, HEALER]})
    end = _play(state, Cast("Searing Wave", x=x), Resolve(count=None))
    assert "Healer Elf" in _names(end, "Bob", Zone.GRAVEYARD)
    assert ("Red Warden" in _names(end, "Bob", Zone.GRAVEYARD)) is warden_dies


def test_the_damage_cant_be_prevented_after_a_spells_damage_is_a_rule_of_the_spell() -> None:
    """"Combust deals 5 damage ... . The damage can't be prevented." (615.12): protection
    from red (702.16e) doesn't prevent it; the same sentence after a creature's damage (which may
    deal other damage too) is refused, not made a rule of all its damage."""
    fry = Card("Red Fry", "Instant", "{1}{R}", text="Red Fry deals 5 damage to each "
               "creature. The damage can't be prevented.")
    assert fry.rules_text == fry.text
    state = table({Zone.HAND: [fry], Zone.BATTLEFIELD: ["Mountain"] * 2},
                  {Zone.BATTLEFIELD: [WARDEN]})
    end = _play(state, Cast("Red Fry"), Resolve(count=None))
    assert "Red Warden" in _names(end, "Bob", Zone.GRAVEYARD)
    hound = Card("Odd Hound", "Creature — Dog", "{2}{R}", "2", "2", text="When this creature "
                 "enters, it deals 1 damage to any target. The damage can't be prevented.")
    with pytest.raises(OracleTextError, match="the damage can't be prevented"):
        build(hound)


SUNDERING = Card("Small Sundering", "Legendary Sorcery", "{U}",
                 text="Target player takes an extra turn after this one.")
SAGE = Card("Old Sage", "Legendary Creature — Human Wizard", "{U}", "1", "1")


def test_a_legendary_sorcery_needs_a_legendary_creature_or_planeswalker() -> None:
    """205.4e: without one it can't be cast; with one it can."""
    alone = table({Zone.HAND: [SUNDERING], Zone.BATTLEFIELD: ["Island"]})
    with pytest.raises(IllegalActionError, match="controls no legendary creature or planeswalker") as e:
        apply(alone, Cast("Small Sundering", targets=("Alice",)))
    assert "205.4e" in e.value.rules
    helped = table({Zone.HAND: [SUNDERING], Zone.BATTLEFIELD: ["Island", SAGE]})
    end = _play(helped, Cast("Small Sundering", targets=("Alice",)), Resolve(count=None))
    assert end.player("Alice").extra_turns == 1


def test_a_mana_ability_with_an_instead_sentence_is_a_mana_ability_or_refused() -> None:
    """'{T}: Add {G}. If ..., add {G}{G} instead.' is a mana ability (605.1a): built as
    one, or refused where the interpreter can't build the mana it adds instead, never
    built as an ability that uses the stack."""
    druid = Card("Leafy Druid", "Creature — Elf Druid", "{1}{G}", "0", "3",
                 text="{T}: Add {G}. If you control four or more creatures, add {G}{G} "
                      "instead.")
    (ability,) = build(druid).activated
    assert ability.mana is not None and not ability.effects
    odd = replace(druid, text="{T}: Add {G}. If you control four or more creatures, add one "
                              "mana of any color instead.")
    with pytest.raises(OracleTextError, match="Leafy Druid"):
        build(odd)


def test_for_each_is_multiplied_into_the_bonus_or_the_card_is_refused() -> None:
    """'gets +1/+1 ... for each creature you control' counts as it resolves (608.2h);
    an instruction with no number for 'for each' to multiply is refused, never built
    as if the words were not there."""
    masses = Card("Crowd Strength", "Instant", "{G}",
                  text="Target creature gets +1/+1 until end of turn for each creature you "
                       "control.")
    cub = Card("Bear Cub", "Creature — Bear", "{1}{G}", "2", "2")
    calf = Card("Elk Calf", "Creature — Elk", "{G}", "1", "1")
    state = table({Zone.HAND: [masses], Zone.BATTLEFIELD: [cub, calf, "Forest"]})
    end = _play(state, Cast("Crowd Strength", targets=("Bear Cub",)), Resolve(count=None))
    (bear,) = [o for o in end.zone_objects("Alice", Zone.BATTLEFIELD) if o.name == "Bear Cub"]
    assert power_toughness(end, bear) == (4, 4)  # two creatures: +2/+2
    with pytest.raises(OracleTextError, match="Odd Tap"):
        build(replace(masses, name="Odd Tap", text="Tap target creature for each Forest you "
                                                   "control."))
