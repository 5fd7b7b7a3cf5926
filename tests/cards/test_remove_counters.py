"""Removing counters (122.1): the grammar reads 'remove a/all/those ... counters', writes
them back, and "if ..., A and B" makes both instructions conditional (608.2c)."""

from __future__ import annotations

import pytest

from rulings_kit.cards.lower import build
from rulings_kit.cards.model import And, Card, IfThen, RemoveCountersText, SelfRef, Then
from rulings_kit.cards.oracle import compile_text, normalise
from rulings_kit.errors import OracleTextError, RulingsError

SUBJECT = ("{1}{U}: Put a hatchling counter on Test Subject. Then if there are five or more "
           "hatchling counters on it, remove all of them and transform it.")

HOSTEL = ("At the beginning of your upkeep, put a soul counter on Test Subject. Then if there "
          "are three or more soul counters on it, remove those counters, transform it, then "
          "untap it.")


@pytest.mark.parametrize("text", [
    "Whenever you cast an instant or sorcery spell, remove an ice counter from Test Subject.",
    "At the beginning of your upkeep, remove a -1/-1 counter from each creature you control.",
    "Whenever Test Subject attacks, remove all -1/-1 counters from it.",
    SUBJECT,
    HOSTEL,
    "{T}: Put a landmark counter on Test Subject. Then if there are three or more landmark "
    "counters on it, remove those counters, transform Test Subject, and create three Treasure "
    "tokens.",
])
def test_removing_counters_reads_and_writes_back(text: str) -> None:
    parts = compile_text("Test Subject", text, ("Creature",))
    assert normalise(parts.text(), "Test Subject") == normalise(text, "Test Subject")


def test_those_counters_are_the_ones_the_condition_counted_and_both_are_conditional() -> None:
    ability = compile_text("Test Subject", SUBJECT, ("Creature",)).abilities[0]
    then = ability.effect  # type: ignore[attr-defined]
    assert isinstance(then, Then) and isinstance(then.second, IfThen)
    both = then.second.effect
    assert isinstance(both, And)  # "remove all of them and transform it", both under the "if"
    remove = both.first
    assert isinstance(remove, RemoveCountersText)
    assert remove.counter == "hatchling" and remove.amount is None


def test_those_counters_after_a_condition_that_counts_none_is_refused() -> None:
    with pytest.raises(OracleTextError, match="those counters"):
        compile_text("Test Subject", "If you control an Island, remove those counters.",
                     ("Sorcery",))
    # an intervening "if" (603.4) counts none either: the engine refuses the card
    with pytest.raises(RulingsError, match="those counters"):
        build(Card("Test Subject", "Creature", "{U}", power="0", toughness="3",
                   text="At the beginning of your upkeep, if you control an Island, remove "
                        "those counters."))


def test_a_named_object_keeps_its_reference() -> None:
    parts = compile_text("Test Subject", "{T}: Remove a +1/+1 counter from Test Subject.",
                         ("Artifact",))
    assert parts.abilities[0].effect == RemoveCountersText(  # type: ignore[attr-defined]
        SelfRef(), "+1/+1", parts.abilities[0].effect.amount)  # type: ignore[attr-defined]


def test_a_list_ending_in_then_is_done_in_order_under_the_if() -> None:
    ability = compile_text("Test Subject", HOSTEL, ("Creature",)).abilities[0]
    conditional = ability.effect.second  # type: ignore[attr-defined]
    assert isinstance(conditional, IfThen)
    listed = conditional.effect  # "A, B, then C": (A, B) then C, all under the "if" (608.2c)
    assert isinstance(listed, Then) and isinstance(listed.first, And) and listed.first.listed
    assert isinstance(listed.first.first, RemoveCountersText)
