"""Counter kinds (122.1): which ones have a rules meaning, and which of those the engine
carries out. A kind with a rules meaning that the engine doesn't implement is refused
where it would be placed (fine print 30 of the scenario format): never placed and ignored.

Kinds without a rules meaning of their own (dream, charge, time, energy, ...) only matter
to the cards that count them, so they may always be placed.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from rulings_kit.core.keyword_names import KeywordName as K

#: +X/+Y and -X/-Y counters (122.1a)
PT_COUNTER = re.compile(r"^[+-]\d+/[+-]\d+$")
#: keyword counters (122.1b)
KEYWORD_COUNTERS = frozenset(
    {
        "flying", "first strike", "double strike", "deathtouch", "decayed", "exalted",
        "haste", "hexproof", "indestructible", "lifelink", "menace", "reach", "shadow",
        "trample", "vigilance",
    }
)
#: the other kinds 122.1 gives a rules meaning to, with their rule, on objects
OBJECT_RULES = {
    "shield": "122.1c",
    "stun": "122.1d",
    "loyalty": "122.1e",
    "defense": "122.1g",
    "finality": "122.1h",
    "hone": "122.1j",
}
#: the counters on a player the energy symbol {E} stands for (107.14): no rules meaning of
#: their own beyond being paid
ENERGY = "energy"
#: kinds with a rules meaning on players
PLAYER_RULES = {"poison": "122.1f", "rad": "122.1i"}
#: the keyword counters the engine carries out (122.1b): each gives the permanent its
#: keyword in layer 6, by the counter's timestamp (613.1f, 613.7c). Exalted and decayed
#: counters, abilities that trigger or act, are refused until a counter can grant them.
KEYWORD_OF_COUNTER = {
    "flying": K.FLYING, "first strike": K.FIRST_STRIKE, "double strike": K.DOUBLE_STRIKE,
    "deathtouch": K.DEATHTOUCH, "haste": K.HASTE, "hexproof": K.HEXPROOF,
    "indestructible": K.INDESTRUCTIBLE, "lifelink": K.LIFELINK, "menace": K.MENACE,
    "reach": K.REACH, "shadow": K.SHADOW, "trample": K.TRAMPLE, "vigilance": K.VIGILANCE,
}
#: the kinds with a rules meaning that the engine carries out: +1/+1 and -1/-1 in layer 7c
#: (613.4c), shield and stun (122.1c-d, rulings_kit.core.counter_effects), loyalty
#: (306.5b, 704.5i), poison (704.5c), the keyword counters above (122.1b)
IMPLEMENTED = frozenset({"+1/+1", "-1/-1", "shield", "stun", "loyalty", "poison",
                         *KEYWORD_OF_COUNTER})


def has_keyword_counter(counters: Iterable[tuple[str, int]]) -> bool:
    """Whether ``counters`` (an object's) hold a keyword counter the engine carries out
    (122.1b)."""
    return any(kind in KEYWORD_OF_COUNTER for kind, _ in counters)


def counter_kind(kind: str) -> str:
    """The kind as the engine stores it: counter names compare without regard to case."""
    return kind.strip().lower()


def rule_of(kind: str, *, player: bool = False) -> str | None:
    """The rule that gives ``kind`` its meaning (on a player, or on an object), or None."""
    kind = counter_kind(kind)
    if player:
        return PLAYER_RULES.get(kind)
    if PT_COUNTER.match(kind):
        return "122.1a"
    if kind in KEYWORD_COUNTERS:
        return "122.1b"
    return OBJECT_RULES.get(kind)


def refusal(kind: str, *, player: bool = False) -> str | None:
    """Why the engine can't place ``kind`` (on a player, or on an object), or None."""
    rule = rule_of(kind, player=player)
    if rule is None or counter_kind(kind) in IMPLEMENTED:
        return None
    return (
        f"{kind!r} counters have a rules meaning ({rule}) that the engine doesn't carry out "
        f"yet; implemented kinds with a rules meaning: {', '.join(sorted(IMPLEMENTED))}"
    )
