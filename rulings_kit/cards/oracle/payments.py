"""Grammar rules for payments an instruction offers as it resolves (118.12): "unless its
controller pays {1}", "unless they pay 2 life", and what follows "pay"."""

from __future__ import annotations

from rulings_kit.cards.model import Pay, PlayerRef
from rulings_kit.cards.model.phrases import Who
from rulings_kit.cards.oracle.actions import mana_symbols
from rulings_kit.cards.oracle.cursor import Cursor
from rulings_kit.cards.oracle.nouns import player


def unless_pays(cur: Cursor) -> tuple[PlayerRef, Pay]:
    """"unless its controller pays {1}", "unless they pay 2 life": another player may pay
    as it resolves (118.12a)."""
    cur.expect("unless")
    if cur.accept("they pay"):
        return PlayerRef(Who.THEY), payment(cur)
    who = player(cur)
    if who.who is Who.YOU:
        raise cur.fail("another player")
    cur.expect("pays")
    return who, payment(cur)


def payment(cur: Cursor) -> Pay:
    """After "pay": '{1}{B}', '2 life', '{1} and 1 life' (118.3b)."""
    mana = mana_symbols(cur) if cur.peek().startswith("{") else ""
    if mana and not (cur.peek() == "and" and cur.peek(1).isdigit() and cur.peek(2) == "life"):
        return Pay(mana)
    cur.accept("and")
    if not cur.peek().isdigit():
        raise cur.fail("life to pay")
    life = int(cur.take().word)
    cur.expect("life")
    return Pay(mana, life)
