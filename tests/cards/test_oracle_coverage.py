"""The coverage report over a card list: counts add up and refusals are grouped."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from rulings_kit.cards.lower import check_record
from rulings_kit.cards.oracle.coverage import coverage
from rulings_kit.data.loaders import load_mtgjson_set

FIXTURE = Path(__file__).parent / "fixtures" / "oracle_cards.json"
CORPUS = Path(__file__).parent / "fixtures" / "corpus"


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


def test_two_processes_count_what_one_does() -> None:
    """``rulings-kit cards --jobs 2`` splits the list between forked processes: the same
    cards, in the same order, with the same results, a card listed twice still once."""
    records = [r for name in ("M20", "M21") for r in load_mtgjson_set(CORPUS / f"{name}.json")]
    listed = records + records[:50]  # more than one slice of work, and repeats
    done: list[int] = []
    one, two = coverage(listed, check_record), coverage(listed, check_record, jobs=2,
                                                        advance=done.append)
    assert two.cards == one.cards and two.total == one.total == len({r.name for r in records})
    assert (two.understood, two.playable, two.refused) == (one.understood, one.playable,
                                                          one.refused)
    assert sum(done) == len(listed)  # the progress bar reaches the end
