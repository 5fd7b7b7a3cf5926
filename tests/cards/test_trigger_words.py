"""The trigger events' phrases are a closed vocabulary (issue 21): the grammar reads them
into enum members, whose values are the printed phrases, so JSON and the generated rules
text are what they were, and a misspelt phrase in a JSON card is refused as it loads."""

from __future__ import annotations

import json

import pytest

from rulings_kit.cards import model as m
from rulings_kit.cards.oracle import compile_text
from rulings_kit.errors import DataError


def _event(text: str) -> m.Event:
    (ability,) = compile_text("Test Card", text, ("Creature",)).abilities
    assert isinstance(ability, m.TriggeredAbilityText)
    return ability.event


def test_the_grammar_reads_trigger_phrases_as_members() -> None:
    dies = _event("When this creature dies, draw a card.")
    assert isinstance(dies, m.ObjectEvent) and dies.event is m.ObjectVerb.DIES
    gain = _event("Whenever an opponent gains life, you lose 1 life.")
    assert isinstance(gain, m.PlayerEvent)
    assert (gain.who, gain.event) == (m.Actor.OPPONENT, m.PlayerVerb.GAIN_LIFE)
    upkeep = _event("At the beginning of your upkeep, you gain 1 life.")
    assert isinstance(upkeep, m.StepEvent)
    assert (upkeep.step, upkeep.whose) == (m.TriggerStep.UPKEEP, m.StepOwner.YOUR)


def test_json_holds_the_printed_phrase_and_reads_back_the_member() -> None:
    event = m.ObjectEvent(m.SelfRef(), m.ObjectVerb.DIES, (m.ObjectVerb.ENTERS,))
    written = json.dumps(m.to_json(event))
    assert '"event": "dies"' in written and '"also": ["enters"]' in written
    back = m.from_json(json.loads(written))
    assert back == event and back.event is m.ObjectVerb.DIES
    assert m.outline(event)[-2:] == ["  event: 'dies'", "  also: 'enters'"]
    assert event.text() == "~ dies or enters"


@pytest.mark.parametrize(("data", "named"), [
    ({"kind": "ObjectEvent", "subject": {"kind": "SelfRef"}, "event": "dyes"}, "ObjectEvent.event"),
    ({"kind": "PlayerEvent", "who": "you", "event": "gains life"}, "PlayerEvent.event"),
    ({"kind": "PlayerEvent", "who": "someone", "event": "gain life"}, "PlayerEvent.who"),
    ({"kind": "StepEvent", "step": "upkeeps", "whose": "your"}, "StepEvent.step"),
])
def test_a_misspelt_phrase_is_refused_as_the_json_loads(data: dict, named: str) -> None:
    with pytest.raises(DataError, match=f"^{named}: unknown phrase") as e:
        m.from_json(data)
    assert "\n" not in str(e.value)


def test_the_third_person_reads_as_before() -> None:
    assert m.PlayerEvent(m.Actor.OPPONENT, m.PlayerVerb.DRAW_YOUR_SECOND_CARD_EACH_TURN
                         ).text() == "an opponent draws their second card each turn"
    assert m.PlayerEvent("a player", "tap for mana", m.Filter(("land",))).text() == \
        "a player taps a land for mana"


def test_transforms_into_this_face_is_a_phrase_whose_face_is_named() -> None:
    # 701.27e: the face it turns to, printed by its name as Oracle text does
    text = "When this creature transforms into Test Card, you may destroy target creature."
    parts = compile_text("Test Card", text, ("Creature",))
    (ability,) = parts.abilities
    assert isinstance(ability, m.TriggeredAbilityText)
    assert ability.event == m.ObjectEvent(m.SelfRef(), m.ObjectVerb.TRANSFORMS_INTO_THIS)
    assert parts.text() == text
    host = _event("When equipped creature transforms, you gain 1 life.")
    assert isinstance(host, m.ObjectEvent) and host.event is m.ObjectVerb.TRANSFORMS
