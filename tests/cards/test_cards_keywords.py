"""Every keyword a card prints is one the engine implements; any other is an error when
the card is defined, never silently inert."""

from __future__ import annotations

import pytest

from rulings_kit import data
from rulings_kit.cards import Card, build, card_names, get_card
from rulings_kit.cards import model as m
from rulings_kit.cards.oracle import compile_text
from rulings_kit.core.keyword_actions import KEYWORD_ACTIONS
from rulings_kit.core.keywords import KEYWORDS
from rulings_kit.errors import CardDefinitionError, DataError


def test_every_printed_keyword_of_a_bundled_card_is_implemented() -> None:
    for name in card_names():
        printed = set(data.card(name).keywords)
        assert printed <= {*KEYWORDS, *KEYWORD_ACTIONS}, name  # 702, 701
        get_card(name)  # defines without error


def test_a_keyword_the_engine_does_not_implement_is_an_error_at_definition() -> None:
    with pytest.raises(CardDefinitionError,
                       match="Squad Bears: the keyword Squad isn't supported yet"):
        build(Card("Squad Bears", "Creature — Bear", "{1}{G}", "2", "2", text="Squad {2}"))


@pytest.mark.parametrize("text", [
    "Enchant creature\nEnchanted creature has prowess.",
    "{1}: Target creature gains prowess until end of turn.",
    "Creatures you control have prowess.",
])
def test_a_granted_prowess_is_refused_not_inert(text: str) -> None:
    """Prowess stands for a triggered ability (702.108a) that the engine builds from a
    card's own keyword line; a grant of it would be the keyword without the trigger (a
    creature that never gets +1/+1), so the card is refused, naming it."""
    with pytest.raises(CardDefinitionError, match="prowess"):
        build(Card("Granting Card", "Enchantment — Aura" if "Enchant" in text else
                   "Enchantment", "{R}", text=text))


def test_printed_prowess_still_builds() -> None:
    built = build(Card("Prowess Monk", "Creature — Human Monk", "{1}{R}", "1", "1",
                       text="Prowess"))
    assert [a.keyword for a in built.triggered] == ["Prowess"]


def test_a_keyword_is_read_once_as_a_member_of_the_702_enum() -> None:
    """The grammar reads a keyword's name into its KeywordName member (702), and JSON
    naming no keyword ability is refused naming the field, not built and then ignored."""
    (line,) = compile_text("Bear", "First strike, protection from red", ("Creature",)).abilities
    assert isinstance(line, m.KeywordLine)
    assert [k.name for k in line.keywords] == [m.KeywordName.FIRST_STRIKE,
                                               m.KeywordName.PROTECTION]
    assert m.from_json({"kind": "Keyword", "name": "Flying"}) == m.Keyword(m.KeywordName.FLYING)
    with pytest.raises(DataError, match=r"Keyword\.name: unknown phrase 'Flyng'"):
        m.from_json({"kind": "Keyword", "name": "Flyng"})


@pytest.mark.parametrize("text", [
    "Creatures you control have changeling.",
    "{1}: Target creature gains changeling until end of turn.",
])
def test_a_granted_changeling_is_refused_not_inert(text: str) -> None:
    """Changeling is every creature type as a characteristic-defining ability (702.73a,
    604.3), which the engine builds into a card's printed subtypes; a grant would be the
    keyword without the types, so the card is refused, naming it."""
    with pytest.raises(CardDefinitionError, match="changeling"):
        build(Card("Granting Card", "Enchantment", "{U}", text=text))


def test_a_printed_changeling_is_every_creature_type() -> None:
    bird = build(Card("Sample Changeling", "Creature — Shapeshifter", "{1}{U}", "1", "1",
                      text="Changeling (This card is every creature type.)"))
    assert "Changeling" in bird.keywords and "all creature types" in bird.subtypes
