"""Closed sets of phrases are enums whose values are the printed words: a card's JSON
holds the words, and a word the vocabulary doesn't have is refused as the card is
loaded, naming the field and the valid phrases."""

from __future__ import annotations

import pytest

from rulings_kit.cards import model as m
from rulings_kit.cards.oracle import compile_text
from rulings_kit.errors import DataError


def test_a_phrase_is_written_as_its_printed_words_and_read_back_as_its_member() -> None:
    parts = compile_text("Test", "Destroy target creature. It can't be regenerated.",
                         ("Instant",))
    data = m.to_json(parts.abilities[0])
    move = data["effect"]["parts"][0]
    assert move["verb"] == "destroy"  # the JSON is unchanged: the printed word
    back = m.from_json(data)
    assert back == parts.abilities[0]
    assert back.effect.parts[0].verb is m.Verb.DESTROY


def test_a_json_card_with_a_phrase_the_vocabulary_lacks_fails_as_it_is_loaded() -> None:
    data = m.to_json(m.Move(m.Verb.DESTROY, m.TargetRef(m.Filter(("creature",)))))
    data["verb"] = "destory"
    with pytest.raises(DataError) as failed:
        m.from_json(data)
    said = str(failed.value)
    assert said.startswith("Move.verb: unknown phrase 'destory'; valid: 'destroy', 'exile'")
    assert "\n" not in said


def test_a_phrase_of_a_nested_part_is_checked_too() -> None:
    data = m.to_json(m.Pump(m.SelfRef(), "+1", "+1", m.Duration(m.DurationWords.THIS_TURN)))
    data["duration"]["words"] = "for a while"
    with pytest.raises(DataError, match=r"Duration\.words: unknown phrase 'for a while'"):
        m.from_json(data)


def test_references_hold_members_and_up_to_a_number_is_a_count() -> None:
    parts = compile_text("Test", "Untap up to three lands. Target opponent loses 2 life.",
                         ("Sorcery",))
    untap, lose = parts.abilities[0].effect.parts
    assert untap.what.article is m.Article.UP_TO and untap.what.most == 3
    assert lose.who.who is m.Who.TARGET_OPPONENT
    assert parts.abilities[0].text() == "Untap up to three lands. Target opponent loses 2 life."
    data = m.to_json(parts.abilities[0])
    assert data["effect"]["parts"][1]["who"]["who"] == "target opponent"
    assert m.from_json(data) == parts.abilities[0]


def test_a_reference_built_from_its_words_holds_the_member() -> None:
    assert m.ItRef("that creature").word is m.It.THAT_CREATURE  # type: ignore[arg-type]
    with pytest.raises(DataError, match=r"PlayerRef\.who: unknown phrase 'the opponent'"):
        m.PlayerRef("the opponent")  # type: ignore[arg-type]


def test_a_filters_words_after_its_noun_are_members() -> None:
    parts = compile_text("Test", "Return target creature card from your graveyard to your hand.",
                         ("Sorcery",))
    f = parts.abilities[0].effect.what.filter
    assert (f.noun, f.zone) == (m.FilterNoun.CARD, m.FilterZone.FROM_YOUR_GRAVEYARD)
    data = m.to_json(f)
    assert (data["noun"], data["zone"], data["controller"]) == (
        "card", "from your graveyard", "")
    data["zone"] = "from your grave"
    with pytest.raises(DataError, match=r"Filter\.zone: unknown phrase 'from your grave'"):
        m.from_json(data)
