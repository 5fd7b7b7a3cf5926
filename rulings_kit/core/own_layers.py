"""What an object brings to its own layer pass (613): the copiable values it starts from,
a copy effect's among them (layer 1, 613.2), its characteristic-defining ability (7a,
613.4a) and its counters (7c, 613.4c); and the steps of a pass as a reader sees them.

The continuous effects of other objects are applied by the pass itself (core/layers.py).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from rulings_kit.core.layer_changes import Characteristics, Layer, Timestamp
from rulings_kit.core.state import GameObject, GameState

if TYPE_CHECKING:
    from rulings_kit.core.definitions import CardDef


@dataclass(frozen=True)
class Applied:
    """One step of an object's pass, for a reader (the ``layers`` view): in ``layer``,
    ``source``'s effect ``text`` applied, with ``timestamp`` (None for a
    characteristic-defining ability, which applies first, 613.3, and for counters shown
    together), leaving ``result``."""

    layer: Layer
    source: str
    text: str
    timestamp: Timestamp | None
    result: Characteristics
    rule: str
    #: False for a static ability's effect that would apply but no longer exists: its
    #: source lost the ability to an effect it depends on (613.8a-b); nothing applied
    exists: bool = True


def printed(card: CardDef) -> Characteristics:
    """A card's own characteristics (613.1), worked out once per card."""
    found: Characteristics | None = card.__dict__.get("_printed")
    if found is None:
        found = Characteristics(frozenset(card.types), card.subtypes, card.colors,
                                card.keywords, card.power, card.toughness, card.activated)
        object.__setattr__(card, "_printed", found)
    return found


def copied(obj: GameObject, c: Characteristics, log: list[Applied] | None) -> None:
    """Layer 1: the copy effect that made ``obj``'s copiable values ``c`` (613.2, 707.2),
    for a reader; the pass starts from them."""
    copying = obj.copying
    if copying is not None and log is not None:
        stamp = copying.timestamp if copying.timestamp is not None else (obj.id, 0)
        log.append(Applied(Layer.COPY, copying.source, copying.text, stamp, c, copying.rule))


def defined(state: GameState, obj: GameObject, c: Characteristics,
            log: list[Applied] | None) -> Characteristics:
    """Layer 7a: a characteristic-defining ability's P/T (613.4a, 604.3)."""
    defines = obj.card.defines_pt
    if defines is None or not c.has_text_abilities or "Creature" not in c.types:
        return c
    n = defines.value(state, obj)
    c = replace(c, power=n if defines.power else c.power,
                toughness=n if defines.toughness else c.toughness)
    if log is not None:
        log.append(Applied(Layer.PT_DEFINE, obj.name, defines.text, None, c, "604.3"))
    return c


def counted(obj: GameObject, c: Characteristics,
            log: list[Applied] | None) -> Characteristics:
    """Layer 7c: +1/+1 and -1/-1 counters (613.4c, 122.1a), each kind with its timestamp
    (613.7c)."""
    for kind, sign in (("+1/+1", 1), ("-1/-1", -1)):
        n = obj.counter(kind)
        if n:
            c = replace(c, power=(c.power or 0) + sign * n,
                        toughness=(c.toughness or 0) + sign * n)
            if log is not None:
                stamp = dict(obj.stamps).get(kind, (obj.id, 0))  # or as it entered
                log.append(Applied(Layer.PT_MODIFY, "counters",
                                   f"{n} {kind} counter{'s' if n > 1 else ''}", stamp, c,
                                   "613.7c"))
    return c


__all__ = ["Applied", "copied", "counted", "defined", "printed"]
