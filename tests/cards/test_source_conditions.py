"""Conditions on the source and the turn: "if ~ is equipped" (611.3a), "if it has no ice
counters on it", "if there are no time counters on ~" (122.1), "if you discarded a card this
turn" (701.9a): read, written back, and built as the engine's tests."""

from __future__ import annotations

import pytest

from rulings_kit.cards.lower import build
from rulings_kit.cards.model import Card
from rulings_kit.cards.oracle import compile_text, normalise
from rulings_kit.core import conditions as k
from rulings_kit.core import definitions as d
from rulings_kit.core.cast_conditions import ThisSpellCast
from rulings_kit.core.effects.conditional import If
from rulings_kit.core.effects.flow import SourceHolds
from rulings_kit.core.filters import IsSource
from rulings_kit.core.power_conditions import DifferentPowers
from rulings_kit.core.state import Zone
from rulings_kit.core.statics import StaticEffect
from rulings_kit.core.turn_conditions import LandEntered, PermanentLeft
from rulings_kit.errors import RulingsError
from tests.cards.play import table

CASES = [
    ("At the beginning of your end step, if Foo is equipped, transform it.", None),
    ("As long as Foo is equipped, it gets +1/+1 and has first strike.", None),
    ("Whenever you cast an instant or sorcery spell, remove an ice counter from Foo. Then if it "
     "has no ice counters on it, transform it.", None),
    ("At the beginning of your upkeep, if there are no time counters on Foo, sacrifice it.",
     k.SourceHasNoCounter("time")),
    ("At the beginning of your end step, if you discarded a card this turn, draw a card.",
     k.DiscardedThisTurn(k.Actor.YOU)),
    ("At the beginning of each end step, if an opponent discarded a card this turn, you draw "
     "a card.", k.DiscardedThisTurn(k.Actor.OPPONENT)),
    # raid (207.2c): one attacker declared this turn is enough (508.1)
    ("When Foo enters the battlefield, if you attacked this turn, draw a card.",
     k.AttackedWith(1)),
    ("At the beginning of your end step, if you attacked with a creature this turn, draw a "
     "card.", k.AttackedWith(1)),
    # landfall (207.2c): the turn record keeps that a land entered under your control
    ("At the beginning of your end step, if you had a land enter the battlefield under your "
     "control this turn, draw a card.", LandEntered()),
    # coven (207.2c): the powers among the creatures you control (208.1)
    ("At the beginning of combat on your turn, if you control three or more creatures with "
     "different powers, draw a card.", DifferentPowers(3)),
]


@pytest.mark.parametrize(("text", "test"), CASES)
def test_read_written_back_and_built(text: str, test: object) -> None:
    parts = compile_text("Foo", text, ("Creature",))
    assert normalise(parts.text(), "Foo") == normalise(text, "Foo")
    card = build(Card("Foo", "Creature — Human", "{1}", text=text, power="1", toughness="1"))
    if test is not None:
        (trigger,) = [a for a in card.abilities if isinstance(a, d.TriggeredAbility)]
        assert trigger.intervening_if == test  # an intervening "if" (603.4)


def test_it_after_a_condition_on_the_source_is_the_source() -> None:
    card = build(Card("Foo", "Creature — Human", "{1}", power="1", toughness="1",
                      text="As long as Foo is equipped, it has menace."))
    (static,) = card.abilities
    assert isinstance(static, StaticEffect)
    assert static.affects == IsSource() and isinstance(static.condition, k.SourceIs)


def test_revolt_is_read_and_built() -> None:
    text = ("When Foo enters the battlefield, if a permanent you controlled left the battlefield "
            "this turn, draw a card.")
    parts = compile_text("Foo", text, ("Creature",))
    assert normalise(parts.text(), "Foo") == normalise(text, "Foo")
    card = build(Card("Foo", "Creature — Human", "{1}", text=text, power="1", toughness="1"))
    (trigger,) = [a for a in card.abilities if isinstance(a, d.TriggeredAbility)]
    assert trigger.intervening_if == PermanentLeft()  # 603.4, 603.6c


def test_enters_with_counters_if_what_happened_this_turn() -> None:
    # "... on it if you attacked this turn": asked of the turn record as it would enter
    text = "Foo enters the battlefield with a +1/+1 counter on it if you attacked this turn."
    parts = compile_text("Foo", text, ("Creature",))
    assert normalise(parts.text(), "Foo") == normalise(text, "Foo")
    card = build(Card("Foo", "Creature — Human", "{1}", text=text, power="1", toughness="1"))
    (enters,) = card.abilities
    assert isinstance(enters, d.EntersWith) and enters.only_if == k.AttackedWith(1)
    assert (enters.counter, enters.amount) == ("+1/+1", 1)


def test_enters_with_counters_if_you_control_is_refused() -> None:
    # a condition on the permanents there would see those entering at the same time
    # (Ascendant Packleader's ruling): refused, naming the sentence
    text = ("Foo enters the battlefield with a +1/+1 counter on it if you control a creature "
            "with power 4 or greater.")
    with pytest.raises(RulingsError, match="if you control a creature"):
        build(Card("Foo", "Creature — Human", "{1}", text=text, power="1", toughness="1"))


@pytest.mark.parametrize(("text", "test"), [
    ("Draw a card. If this spell was cast from your hand, draw a card.",
     ThisSpellCast(Zone.HAND)),
    ("Draw a card. If this spell was cast from a graveyard, draw a card.",
     ThisSpellCast(Zone.GRAVEYARD)),
    ("Draw a card. If you cast this spell during your main phase, draw a card.",
     ThisSpellCast(main_phase=True)),
])
def test_how_this_spell_was_cast_is_asked_as_it_resolves(text: str, test: object) -> None:
    parts = compile_text("Foo", text, ("Sorcery",))
    assert normalise(parts.text(), "Foo") == normalise(text, "Foo")
    card = build(Card("Foo", "Sorcery", "{1}", text=text))
    (mode,) = card.modes
    (_, checked) = mode.effects
    assert isinstance(checked, If) and isinstance(checked.condition, SourceHolds)
    assert checked.condition.test == test  # 601.2a, 608.2c


def test_a_spell_not_in_the_turn_record_was_not_cast() -> None:
    # a copy of a spell wasn't cast (707.10): no cast of it in the turn record
    state = table({Zone.HAND: ["Island"]})
    obj = state.player("Alice").hand[0]
    assert not ThisSpellCast(Zone.HAND)(state, state.obj(obj))
    assert not ThisSpellCast(main_phase=True)(state, state.obj(obj))


def test_coven_in_a_static_ability_is_refused() -> None:
    # it could read the powers its own effect changes (613.8)
    text = "As long as you control three or more creatures with different powers, Foo gets +1/+1."
    with pytest.raises(RulingsError):
        build(Card("Foo", "Creature — Human", "{1}", text=text, power="1", toughness="1"))


def test_unless_a_condition_is_done_when_it_doesnt_hold() -> None:
    # "Then discard a card unless you attacked this turn.": checked as it resolves (608.2c)
    text = "Draw two cards. Then discard a card unless you attacked this turn."
    parts = compile_text("Foo", text, ("Sorcery",))
    assert normalise(parts.text(), "Foo") == normalise(text, "Foo")
    card = build(Card("Foo", "Sorcery", "{1}", text=text))
    (mode,) = card.modes
    checked = mode.effects[-1]
    assert isinstance(checked, If) and isinstance(checked.condition, SourceHolds)
    assert checked.condition.negated and checked.condition.test == k.AttackedWith(1)
