"""Grammar rules for removing counters (122.1): 'remove an ice counter from ~', 'remove all
+1/+1 counters from target creature you control', and 'remove those counters' after a
condition that counted them ("if there are three or more bloodline counters on it")."""

from __future__ import annotations

from dataclasses import replace

from rulings_kit.cards.model import (
    And,
    ConditionText,
    Effect,
    ItRef,
    RemoveCountersText,
    Then,
    Those,
)
from rulings_kit.cards.model.phrases import Test
from rulings_kit.cards.oracle.actions import counted, counter_kind
from rulings_kit.cards.oracle.cursor import Cursor
from rulings_kit.cards.oracle.nouns import amount, obj


def remove_counters(cur: Cursor) -> RemoveCountersText:
    """After "remove": 'an ice counter from ~', 'all +1/+1 counters from target creature',
    'those counters', 'all of them' (the last two filled in by :func:`those_counted`)."""
    if cur.peek() in ("those", "all") and cur.peek(1) in ("counters", "of"):
        return RemoveCountersText(ItRef(), "", those=cur.phrase(Those))
    if cur.accept("all"):
        kind = counter_kind(cur)
        cur.expect("counters from")
        return RemoveCountersText(obj(cur), kind)
    n = amount(cur)
    kind = counter_kind(cur)
    counted(cur, "counter")
    cur.expect("from")
    return RemoveCountersText(obj(cur), kind, n)


def those_counted(cur: Cursor, cond: ConditionText, effect: Effect) -> Effect:
    """The effect of "if ..., ...", with "remove those counters" made the counters the
    condition counted ("there are three or more bloodline counters on it": every
    bloodline counter on it, 608.2c); said after any other condition, it is refused."""
    if isinstance(effect, RemoveCountersText) and effect.those is not None:
        if cond.test is not Test.COUNTERS_ON or cond.filter is None:
            raise cur.fail("'there are ... counters on' before 'remove those counters'")
        return replace(effect, what=cond.subject, counter=cond.filter.counter)
    if isinstance(effect, Then):
        return replace(effect, first=those_counted(cur, cond, effect.first),
                       second=those_counted(cur, cond, effect.second))
    if isinstance(effect, And):
        return replace(effect, first=those_counted(cur, cond, effect.first),
                       second=those_counted(cur, cond, effect.second),
                       more=tuple(those_counted(cur, cond, e) for e in effect.more))
    return effect
