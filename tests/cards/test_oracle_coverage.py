"""The coverage report over a card list: counts add up and refusals are grouped."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from rulings_kit.cards.oracle.coverage import coverage
from rulings_kit.data.loaders import load_mtgjson_set

FIXTURE = Path(__file__).parent / "fixtures" / "oracle_cards.json"


def test_coverage_counts_each_card_once_and_by_type() -> None:
    records = list(load_mtgjson_set(FIXTURE))
    report = coverage(records + records)  # a card listed twice is still one card
    assert report.total == len(records)
    assert sum(total for _, total in report.by_type.values()) == report.total
    assert sum(ok for ok, _ in report.by_type.values()) == report.understood
    assert sum(report.refused.values()) == report.total - report.understood


def test_refused_sentences_are_grouped_without_numbers_or_names() -> None:
    shock = next(r for r in load_mtgjson_set(FIXTURE) if r.name == "Lightning Strike")
    odd = [replace(shock, name=name, text=f"{name} deals {n} damage to any target and "
                   "frobnicates.") for name, n in (("Odd Bolt", 2), ("Odd Blast", 5))]
    report = coverage(odd)
    assert report.refused == {"[this card] deals N damage to any target and frobnicates.": 2}
