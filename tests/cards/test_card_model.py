"""The typed card vocabulary: JSON round trip and rules text of parts written in code."""

from __future__ import annotations

import pytest

from rulings_kit.cards.model import (
    ActivatedAbilityText,
    AddMana,
    CardText,
    CostText,
    CreateToken,
    EntersReplacement,
    Filter,
    Fixed,
    Keyword,
    KeywordLine,
    Pump,
    StaticAbility,
    TargetRef,
    VariableX,
    from_json,
    kinds,
    to_json,
)
from rulings_kit.errors import DataError


def land() -> CardText:
    return CardText("Test Land", "land", (
        EntersReplacement(tapped=True),
        ActivatedAbilityText(CostText(tap=True), AddMana(("{B}", "{G}"))),
    ))


def test_a_hand_built_card_writes_current_oracle_templates() -> None:
    assert land().text() == "This land enters tapped.\n{T}: Add {B} or {G}."


def test_a_hand_built_card_round_trips_through_json() -> None:
    card = CardText("Test Knight", "creature", (
        KeywordLine((Keyword("Flying"), Keyword("Equip", cost=CostText(mana="{2}")))),
        EntersReplacement(counters=VariableX()),
        StaticAbility(Pump(TargetRef(Filter(("creature",), ("nonland",))), "+1", "+1", static=True)),
        ActivatedAbilityText(CostText(loyalty=-2), CreateToken(Fixed(2), 1, 1, ("white",), ("Soldier",))),
    ))
    assert from_json(to_json(card)) == card
    assert "Create two 1/1 white Soldier creature tokens." in card.text()
    assert "This creature enters with X +1/+1 counters on it." in card.text()


def test_an_unknown_kind_is_refused_with_the_valid_kinds() -> None:
    with pytest.raises(DataError, match=r"unknown card part kind 'Frobnicate'.*CardText"):
        from_json({"kind": "Frobnicate"})


def test_an_unknown_key_is_refused_with_the_valid_keys() -> None:
    with pytest.raises(DataError, match=r"Fixed: unknown keys \['count'\]; valid: \['n'\]"):
        from_json({"kind": "Fixed", "count": 2})


def test_every_part_kind_is_registered() -> None:
    assert {"CardText", "TriggeredAbilityText", "Filter", "DealDamage", "Modal"} <= set(kinds())
