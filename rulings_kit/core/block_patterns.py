"""The trigger pattern of a creature blocking or becoming blocked by one or more creatures
of a kind: "Whenever this creature blocks or becomes blocked by one or more black
creatures" (509.3e, 509.3f); batched by ``core.batches.OneOrMore`` over the blocks declared
at once (509.1g, 603.2c)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.filters import ObjectTest
from rulings_kit.core.patterns import Hit
from rulings_kit.core.state import GameObject, GameState
from rulings_kit.core.values import PART, Part

__all__ = ["BlocksWith"]


@dataclass(**PART)
class BlocksWith(Part):
    """This creature blocks a creature ``other`` passes (``blocks``), or becomes blocked by
    one (``blocked``), each as it is when it blocks or becomes blocked (509.3f): the
    ability remembers that other creature."""

    other: ObjectTest
    blocks: bool = False
    blocked: bool = False

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> Hit:
        assert isinstance(e, ev.Blocked)
        if self.blocks and e.blocker.id == me.id and self.other(s, me, e.attacker):
            return e.attacker
        if self.blocked and e.attacker.id == me.id and self.other(s, me, e.blocker):
            return e.blocker
        return None
