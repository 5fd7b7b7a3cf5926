"""Exert (701.43d): "You may exert ~ as it attacks.", perhaps "If ~ hasn't been exerted
this turn, ...", and the linked "When you do, ..." of the same paragraph (607.2h)."""

from __future__ import annotations

from rulings_kit.cards.model import ExertAsAttacks, WhenYouDo
from rulings_kit.cards.oracle.clauses import effects
from rulings_kit.cards.oracle.cursor import Cursor


def exert_as_attacks(cur: Cursor) -> ExertAsAttacks:
    """'You may exert ~ as it attacks. When you do, it gets +2/+2 until end of turn.'"""
    not_if = cur.accept("if ~ hasn't been exerted this turn ,")
    cur.expect("you may exert it as it attacks ." if not_if else "you may exert ~ as it attacks .")
    if cur.at_end:
        return ExertAsAttacks(None, not_if)
    then = effects(cur)  # only the linked trigger may follow in the paragraph (701.43d)
    if not isinstance(then, WhenYouDo):
        raise cur.fail("'When you do,'")
    return ExertAsAttacks(then, not_if)
