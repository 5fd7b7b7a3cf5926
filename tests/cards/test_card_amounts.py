"""Amounts that fill a sentence (107.3, 608.2h): "+X/+X" where X is chosen as the spell is
cast or defined by "where X is ...", counted once as it resolves and locked in (611.2c);
an X the engine doesn't know is refused, naming it."""

from __future__ import annotations

import pytest

from rulings_kit.cards.lower import build
from rulings_kit.cards.model import Card, Pump, WhereX, from_json, to_json
from rulings_kit.cards.oracle import compile_text
from rulings_kit.core import Activate, Cast, Resolve, apply
from rulings_kit.core.characteristics import power_toughness
from rulings_kit.core.state import GameState, Zone
from rulings_kit.errors import OracleTextError
from tests.cards.play import table

BEAR = Card("Bear Cub", "Creature — Bear", "{1}{G}", "2", "2")
ELF = Card("Elk Calf", "Creature — Elk", "{G}", "1", "1")


def _pt(state: GameState, name: str) -> tuple[int, int] | None:
    (found,) = [o for o in state.zone_objects("Alice", Zone.BATTLEFIELD) if o.name == name]
    return power_toughness(state, found)


@pytest.mark.parametrize(("printed", "signs"), [
    ("+X/+X", (1, 1)), ("+X/+0", (1, 0)), ("-X/-X", (-1, -1)), ("+X/-X", (1, -1)),
    ("+2/+X", (0, 1)), ("+1/+1", (0, 0))])
def test_a_pump_reads_how_many_times_x_each_number_changes(printed: str,
                                                           signs: tuple[int, int]) -> None:
    text = f"Target creature gets {printed} until end of turn."
    parts = compile_text("Odd Growth", text, ("Instant",))
    (ability,) = parts.abilities
    pump = ability.effect  # type: ignore[attr-defined]
    assert isinstance(pump, Pump) and pump.x_signs == signs
    assert parts.text() == text and from_json(to_json(parts)) == parts


def test_plus_x_is_the_x_announced_as_the_spell_was_cast() -> None:
    might = Card("Odd Might", "Instant", "{X}{G}",
                 text="Target creature gets +X/+0 until end of turn.")
    state = table({Zone.HAND: [might], Zone.BATTLEFIELD: [BEAR] + ["Forest"] * 4})
    state = apply(state, Cast("Odd Might", targets=("Bear Cub",), x=3)).state
    end = apply(state, Resolve(count=None)).state
    assert _pt(end, "Bear Cub") == (5, 2)


def test_where_x_is_counted_once_as_it_resolves() -> None:
    cedars = Card("Odd Cedars", "Instant", "{G}",
                  text="Target creature gets +X/+X until end of turn, where X is the number "
                       "of creatures you control.")
    parts = compile_text("Odd Cedars", cedars.text, ("Instant",))
    assert isinstance(parts.abilities[0].effect, WhereX)  # type: ignore[attr-defined]
    state = table({Zone.HAND: [cedars], Zone.BATTLEFIELD: [BEAR, ELF, "Forest"]})
    state = apply(state, Cast("Odd Cedars", targets=("Bear Cub",))).state
    end = apply(state, Resolve(count=None))
    assert _pt(end.state, "Bear Cub") == (4, 4)  # two creatures
    assert any("X is 2" in e.describe() and e.rule == "608.2h" for e in end.events)


def test_x_of_a_trigger_that_is_not_its_source_entering_is_refused() -> None:
    """Bane of the Living's X is the X paid for its morph cost (107.3d), which the engine
    doesn't record: refused, not played with X = 0."""
    bane = Card("Odd Bane", "Creature — Insect", "{2}{B}{B}", "4", "3",
                text="Whenever this creature attacks, all creatures get -X/-X until end of "
                     "turn.")
    with pytest.raises(OracleTextError, match="X of a triggered ability"):
        build(bane)


@pytest.mark.parametrize("text", [
    "{T}, Sacrifice a creature: You gain life equal to the sacrificed creature's toughness.",
    "{3}{R}, Sacrifice an artifact: ~ deals damage equal to the sacrificed artifact's mana "
    "value to any target.",
])
def test_the_sacrificed_permanents_number_writes_its_text_back(text: str) -> None:
    parts = compile_text("Odd Altar", text, ("Artifact",))
    assert parts.text() == text.replace("~", "This artifact")
    assert from_json(to_json(parts)) == parts


def test_the_sacrificed_creature_is_read_as_it_last_existed() -> None:
    """The +1/+1 counter it had on the battlefield counts (608.2h), not the card's 2/2."""
    altar = Card("Odd Altar", "Artifact", "{2}",
                 text="{T}, Sacrifice a creature: You gain life equal to the sacrificed "
                      "creature's power.")
    state = table({Zone.BATTLEFIELD: [altar, BEAR]})
    (bear,) = [o for o in state.zone_objects("Alice", Zone.BATTLEFIELD) if o.name == "Bear Cub"]
    state = state.with_object(bear.with_counters("+1/+1", 1))
    found = apply(state, Activate("Odd Altar"), {"choose:Odd Altar": ["Bear Cub"]})
    end = apply(found.state, Resolve(count=None)).state
    assert end.player("Alice").life == 23


@pytest.mark.parametrize("text", [
    "You gain life equal to the sacrificed creature's power.",  # no cost sacrificed it
    "{T}, Sacrifice two creatures: You gain life equal to the sacrificed creature's power.",
    "{T}, Sacrifice a creature, Exile an artifact you control: You gain life equal to the "
    "sacrificed creature's power.",
])
def test_the_sacrificed_creature_without_one_sacrificed_permanent_is_refused(text: str) -> None:
    with pytest.raises(OracleTextError, match="the sacrificed creature"):
        build(Card("Odd Altar", "Sorcery" if text[0] == "Y" else "Artifact", "{2}", text=text))


@pytest.mark.parametrize("text", [
    "When ~ enters, you gain life equal to your devotion to green.",
    "When ~ enters, each opponent loses X life, where X is your devotion to white and black.",
])
def test_devotion_writes_its_text_back(text: str) -> None:
    parts = compile_text("Odd Disciple", text, ("Creature",))
    assert parts.text() == text.replace("~", "this creature")
    assert from_json(to_json(parts)) == parts


def test_devotion_to_two_colors_counts_each_symbol_once() -> None:
    """A {W/B} symbol is one symbol of white and black (700.5); {1} counts for nothing."""
    priest = Card("Odd Priest", "Creature — Human Cleric", "{1}{W}{B}", "2", "2",
                  text="When this creature enters, each opponent loses X life, where X is "
                       "your devotion to white and black.")
    knight = Card("Odd Knight", "Creature — Knight", "{W/B}{W/B}", "2", "2")
    state = table({Zone.HAND: [priest], Zone.BATTLEFIELD: [knight, "Plains", "Swamp", "Swamp"]})
    end = apply(apply(state, Cast("Odd Priest")).state, Resolve(count=None)).state
    assert end.player("Bob").life == 16  # {W}{B} and two {W/B}


@pytest.mark.parametrize("text", [
    "~ enters with a +1/+1 counter on it for each creature card in your graveyard.",
    "~ enters with X +1/+1 counters on it, where X is the number of other creatures you "
    "control.",
    "~ enters with a number of +1/+1 counters on it equal to the number of lands you "
    "control.",
])
def test_enters_with_a_counted_number_of_counters_writes_its_text_back(text: str) -> None:
    parts = compile_text("Odd Troll", text, ("Creature",))
    assert parts.text() == text.replace("~", "This creature")
    assert from_json(to_json(parts)) == parts


def test_enters_with_counters_counted_from_the_graveyard_it_leaves_counts_itself() -> None:
    """Counted as it would enter (614.1c): a card returned from the graveyard is still
    there, and counts itself (Golgari Grave-Troll's ruling)."""
    troll = Card("Odd Troll", "Creature — Troll", "{4}{G}", "0", "0",
                 text="This creature enters with a +1/+1 counter on it for each creature "
                      "card in your graveyard.")
    raise_dead = Card("Odd Return", "Sorcery", "{B}",
                      text="Return target creature card from your graveyard to the "
                           "battlefield.")
    state = table({Zone.HAND: [raise_dead], Zone.GRAVEYARD: [troll, BEAR],
                   Zone.BATTLEFIELD: ["Swamp"]})
    state = apply(state, Cast("Odd Return", targets=("Odd Troll",))).state
    end = apply(state, Resolve(count=None)).state
    assert _pt(end, "Odd Troll") == (2, 2)
