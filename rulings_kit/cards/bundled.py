"""The bundled cards (``rulings_kit.data``), every one built from its Oracle text by the
compiler (:mod:`rulings_kit.cards.oracle`) and the interpreter
(:mod:`rulings_kit.cards.lower`): its engine definition, and its definition as data.
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from rulings_kit import data
from rulings_kit.cards.lower import build, card_from_record
from rulings_kit.cards.model import Card
from rulings_kit.cards.oracle import compile_card
from rulings_kit.core.definitions import CardDef


@cache
def from_oracle_text(name: str) -> CardDef:
    """The definition of the bundled card of this exact Oracle name, built from its
    Oracle text (once per name: it is built once and shared)."""
    return build(card_from_record(data.card(name)))


@cache
def card_data(name: str) -> Card:
    """A bundled card built from its Oracle text as data: its printed characteristics and
    the typed parts its text compiles to (no Oracle text), ready for JSON."""
    record = data.card(name)
    return replace(card_from_record(record), text="", abilities=compile_card(record).abilities)
