"""Hybrid, two-brid, Phyrexian and snow symbols in mana costs (107.4e-h): what they are
worth (202.3f-g), their colors (202.2d), and the nonhybrid equivalents a player announces
(601.2b)."""

from __future__ import annotations

import pytest

from rulings_kit.core.mana import ManaCost
from rulings_kit.errors import RulingsError


@pytest.mark.parametrize(("text", "value", "colors"), [
    ("{1}{G/W}{G/W}", 3, {"G", "W"}),
    ("{2/W}{2/W}{2/W}", 6, {"W"}),  # the largest half of each (202.3f)
    ("{1}{B/P}{B/P}", 3, {"B"}),  # 1 each (202.3g)
    ("{G/U/P}", 1, {"G", "U"}),
    ("{1}{S}", 2, set()),  # snow is not a color (107.4h)
    ("{C/W}{C}", 2, {"W"}),
])
def test_value_and_colors(text: str, value: int, colors: set[str]) -> None:
    cost = ManaCost.parse(text)
    assert cost.mana_value == value
    assert cost.colors == frozenset(colors)
    assert not cost.plain and not cost.is_free


def test_equivalents_fewest_mana_first() -> None:
    assert [str(c) for c in ManaCost.parse("{2/W}{2/W}").equivalents()] == [
        "{W}{W}", "{2}{W}", "{4}"]
    assert [str(c) for c in ManaCost.parse("{W/U}{W/U}").equivalents()] == [
        "{W}{W}", "{W}{U}", "{U}{U}"]


def test_phyrexian_symbols_paid_with_life_leave_the_rest() -> None:
    cost = ManaCost.parse("{1}{B/P}{G/U/P}")
    assert cost.phyrexian == 2
    assert str(cost.paying_life(0)) == "{1}{G/U}{B}"
    assert str(cost.paying_life(1)) == "{1}{G/U}"
    assert str(cost.paying_life(2)) == "{1}"


@pytest.mark.parametrize("text", ["{W/W}", "{2/P}", "{P}", "{W/U/B}", "{H}"])
def test_symbols_the_rules_lack_are_refused(text: str) -> None:
    with pytest.raises(RulingsError, match="unsupported mana symbol"):
        ManaCost.parse(text)
