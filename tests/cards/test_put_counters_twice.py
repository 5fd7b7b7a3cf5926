""""Put a +1/+1 counter on each creature you control and a loyalty counter on each other
planeswalker you control": two kinds of counters put by one verb (122.6, 608.2c)."""

from __future__ import annotations

import json

from rulings_kit.cards.lower import build
from rulings_kit.cards.model import And, Card, PutCountersText, from_json, to_json
from rulings_kit.cards.oracle import compile_text

BOTH = Card("Rallying Standard", "Sorcery", "{1}{W}",
            text="Put a +1/+1 counter on each creature you control and a loyalty counter on "
                 "each other planeswalker you control.")


def test_the_text_writes_back_and_round_trips_through_json() -> None:
    parts = compile_text(BOTH.name, BOTH.text, BOTH.types)
    assert from_json(json.loads(json.dumps(to_json(parts)))) == parts
    assert build(BOTH).text_from_parts == BOTH.text


def test_and_then_another_instruction_is_not_a_second_counter() -> None:
    card = Card("Rallying Cry", "Sorcery", "{1}{W}",
                text="Put a +1/+1 counter on target creature and untap it.")
    (ability,) = compile_text(card.name, card.text, card.types).abilities
    effect = ability.effect  # type: ignore[union-attr]
    assert isinstance(effect, And) and isinstance(effect.first, PutCountersText)
    assert effect.first.also is None
