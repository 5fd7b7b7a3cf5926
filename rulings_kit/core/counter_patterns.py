"""The trigger pattern of counters being put on a permanent (122.6): "Whenever one or more
+1/+1 counters are put on this creature"; batched by ``core.batches.OneOrMore`` (603.2c)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.filters import ObjectTest
from rulings_kit.core.patterns import Hit, answer
from rulings_kit.core.state import GameObject, GameState, Zone
from rulings_kit.core.values import PART, Part

__all__ = ["CountersPut", "counters_put"]


def counters_put(e: ev.Event, kind: str) -> tuple[GameObject, int] | None:
    """The permanent ``e`` put counters of ``kind`` on and how many: counters put on it on
    the battlefield, or given to it as it enters (122.6); None if none were."""
    if isinstance(e, ev.CountersChanged):
        if e.kind != kind or e.amount <= 0 or e.obj.zone is not Zone.BATTLEFIELD:
            return None
        return e.obj, e.amount
    if isinstance(e, ev.ZoneChanged) and e.new is not None and \
            e.to_zone is Zone.BATTLEFIELD and e.new.counter(kind) > 0:
        return e.new, e.new.counter(kind)
    return None


@dataclass(**PART)
class CountersPut(Part):
    """Counters of ``kind`` are put on a permanent ``who`` passes (122.6)."""

    kind: str
    who: ObjectTest
    is_self: bool = False

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> Hit:
        put = counters_put(e, self.kind)
        if put is None or not s.has(put[0].id):
            return None
        obj = s.obj(put[0].id)
        return answer(self.is_self, obj) if self.who(s, me, obj) else None
