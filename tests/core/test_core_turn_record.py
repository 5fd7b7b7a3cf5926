"""The turn record (core/turn_record.py): one place on the game state that remembers what
rules and cards look back at this turn, emptied as a turn begins."""

from __future__ import annotations

import pytest

from rulings_kit.cards import get_card
from rulings_kit.cards.lower import build
from rulings_kit.cards.lower.triggers import trigger
from rulings_kit.cards.model import Card, ObjectEvent, SelfRef
from rulings_kit.core import Cast, Play, Resolve, Step, apply
from rulings_kit.core.actions import Advance
from rulings_kit.core.amounts import Number
from rulings_kit.core.definitions import CardDef, TriggeredAbility
from rulings_kit.core.effects import If, SpellsCastThisTurn, WasKicked
from rulings_kit.core.effects.instructions import DrawCards
from rulings_kit.core.mana import ManaCost
from rulings_kit.core.selection import You
from rulings_kit.core.setup import Placed, PlayerSetup, build_state
from rulings_kit.core.state import Zone
from rulings_kit.core.turn_record import Did, TurnRecord
from rulings_kit.errors import IllegalActionError
from rulings_kit.trace.serial import from_data, to_data
from tests.helpers import position


def test_a_land_played_is_recorded_and_a_second_one_refused() -> None:
    state = position(Alice={"hand": ["Forest", "Island"]}, Bob={})
    after = apply(state, Play("Forest")).state
    (played,) = after.this_turn.of(Did.PLAY_LAND, "Alice")
    assert played.name == "Forest" and played.object_id in after.battlefield
    with pytest.raises(IllegalActionError, match=r"already played a land this turn") as e:
        apply(after, Play("Island"))
    assert e.value.rules == ("305.2",)


def test_a_new_turn_begins_with_an_empty_record() -> None:
    state = position(Alice={"hand": ["Forest"], "library": ["Island"]}, Bob={"library": ["Swamp"]})
    after = apply(state, Play("Forest")).state
    assert after.this_turn.count(Did.PLAY_LAND) == 1
    # on to Bob's turn: he draws, and only that draw is in the record
    bobs = apply(after, Advance(Step.UPKEEP)).state
    bobs = apply(bobs, Advance(Step.MAIN1)).state
    assert bobs.active == "Bob"
    assert [(h.did, h.player) for h in bobs.this_turn.events] == [(Did.DRAW, "Bob")]


def test_a_spell_is_recorded_as_cast_and_with_the_permanent_it_became() -> None:
    state = position(
        Alice={"battlefield": ["Island", "Island", "Island", "Island"], "hand": ["Dream Thief"]},
        Bob={},
    )
    cast = apply(state, Cast("Dream Thief")).state
    (spell,) = cast.this_turn.spells_cast("Alice")
    assert (spell.name, spell.colors, spell.from_zone) == ("Dream Thief", frozenset("U"), Zone.HAND)
    resolved = apply(cast, Resolve(1)).state
    thief = next(o for o in resolved.permanents("Alice") if o.name == "Dream Thief")
    found = resolved.this_turn.spell_that_became(thief.id)
    assert found is not None and found.object_id == spell.object_id


def test_another_spell_leaves_out_the_one_that_became_this_creature() -> None:
    """Dream Thief's condition, asked of the record: it was the only blue spell."""
    condition = SpellsCastThisTurn(frozenset("U"), another=True)
    assert condition.text() == "if you've cast another blue spell this turn"
    thief = get_card("Dream Thief")
    (ability,) = thief.triggered
    (effect,) = ability.effects
    assert isinstance(effect, If) and effect.condition == condition


def test_the_record_travels_with_the_state_as_json_data() -> None:
    state = position(Alice={"hand": ["Forest"]}, Bob={})
    after = apply(state, Play("Forest")).state
    again = from_data(to_data(after), get_card)
    assert again == after and again.this_turn == after.this_turn


#: "Kicker {0}. When this creature enters, if it was kicked, draw a card." (not bundled)
KICKED_SCOUT = CardDef(
    "Kicked Scout",
    ManaCost.parse("{0}"),
    frozenset("G"),
    ("Creature",),
    power=1,
    toughness=1,
    kicker=ManaCost.parse("{0}"),
    abilities=(TriggeredAbility(trigger(ObjectEvent(SelfRef(), "enters"), "When this creature enters"),
                                (If(WasKicked("it"), (DrawCards("Draw a card.", You(), Number(1)),)),)),),
)


@pytest.mark.parametrize(("kicks", "drawn"), [(1, 1), (0, 0)])
def test_if_it_was_kicked_asks_about_the_spell_that_became_the_permanent(
    kicks: int, drawn: int
) -> None:
    alice = PlayerSetup(
        "Alice",
        zones={Zone.HAND: (Placed(KICKED_SCOUT),), Zone.LIBRARY: (Placed(get_card("Island")),)},
    )
    state = build_state([alice, PlayerSetup("Bob")])
    state = apply(state, Cast("Kicked Scout", kicker=kicks)).state
    (cast,) = state.this_turn.spells_cast("Alice")
    assert cast.kicked == kicks
    state = apply(state, Resolve(None)).state  # the creature, then its trigger
    assert len(state.player("Alice").hand) == drawn
    assert WasKicked("it").text() == "if it was kicked"


@pytest.mark.parametrize(("kicks", "drawn"), [(1, 1), (0, 0)])
def test_an_intervening_if_it_was_kicked_sees_the_spell_as_the_permanent_enters(
    kicks: int, drawn: int
) -> None:
    """Checked as it triggers (603.4), before the spell has finished resolving: the record
    notes which spell became the permanent as it moves, before anything triggers."""
    card = build(
        Card(
            "Kicked Scout",
            "Creature — Elf",
            "{0}",
            "1",
            "1",
            text="Kicker {0}\nWhen this creature enters, if it was kicked, draw a card.",
        )
    )
    assert card.triggered[0].intervening_if is not None
    alice = PlayerSetup(
        "Alice", zones={Zone.HAND: (Placed(card),), Zone.LIBRARY: (Placed(get_card("Island")),)}
    )
    state = build_state([alice, PlayerSetup("Bob")])
    state = apply(state, Cast("Kicked Scout", kicker=kicks)).state
    state = apply(state, Resolve(None)).state
    assert len(state.player("Alice").hand) == drawn


def test_life_gained_in_another_order_leaves_an_equal_record() -> None:
    """Only the turn's total is asked about (119.9), so gains of 1 then 2 and of 2 then 1
    leave equal records: the explorer merges those states."""
    one_then_two = TurnRecord().gaining("Alice", 1).gaining("Alice", 2)
    two_then_one = TurnRecord().gaining("Alice", 2).gaining("Alice", 1)
    assert one_then_two == two_then_one
    assert one_then_two.life_gained("Alice") == 3 and one_then_two.life_gained("Bob") == 0
    assert TurnRecord().gaining("Bob", 4).gaining("Alice", 1).life_gained("Bob") == 4
