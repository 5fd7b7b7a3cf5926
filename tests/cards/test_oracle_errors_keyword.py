"""A keyword ability the engine doesn't implement is refused by name (702; issue 26)."""

from __future__ import annotations

import pytest

from rulings_kit.cards.lower import build
from rulings_kit.cards.model import Card
from rulings_kit.core.keywords import unsupported_keyword
from rulings_kit.errors import OracleTextError


def test_the_grammar_names_an_unknown_keyword() -> None:
    with pytest.raises(OracleTextError) as caught:
        build(Card("Test Squad", "Creature — Soldier", "{1}{W}", text="Squad {2}",
                   power="1", toughness="1"))
    assert caught.value.keyword == "Squad"
    assert "the keyword Squad isn't supported yet" in str(caught.value)
    assert "stopped at" not in str(caught.value)


def test_a_parsed_keyword_in_a_form_the_engine_lacks_is_named_too() -> None:
    """Evoke is read with any cost; the engine carries out a mana one (702.74a)."""
    with pytest.raises(OracleTextError, match="the keyword Evoke isn't supported yet"):
        build(Card("Test Incarnation", "Creature — Elemental", "{3}{B}{B}",
                   text="Evoke—Exile a black card from your hand.", power="3", toughness="3"))


def test_other_refusals_keep_the_word_where_understanding_stopped() -> None:
    with pytest.raises(OracleTextError, match="stopped at") as caught:
        build(Card("Test Odd", "Instant", "{1}{B}", text="You and target opponent each flip a "
                                                           "coin."))
    assert caught.value.keyword == ""


@pytest.mark.parametrize(("line", "named"), [
    ("Squad {2}", "Squad"), ("Casualty 2", None), ("Aura swap {2}{U}", "Aura swap"),
    ("Flying", None), ("Flash", None), ("Flashlight", None), ("Draw a card.", None),
])
def test_which_lines_start_with_an_unsupported_keyword(line: str, named: str | None) -> None:
    assert unsupported_keyword(line) == named
