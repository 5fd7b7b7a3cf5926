"""Class cards (716): a Class's level and its class level bars.

"[Cost]: Level N — [Abilities]" means "[Cost]: This Class's level becomes N. Activate only
if this Class is level N-1 and only as a sorcery" and "As long as this Class is level N or
greater, it has [abilities]" (716.2a). A level is a designation of the permanent
(``GameObject.level``), not counters and not a copiable value (716.2b): level counters of
levelers don't interact with it (716.4). A permanent without a level is treated as level 1
(716.2d); a new object has none (400.7).
"""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.context import Resolution
from rulings_kit.core.effects.instructions import Worded
from rulings_kit.core.selection import ItSelf
from rulings_kit.core.state import GameObject, GameState, Zone
from rulings_kit.core.values import PART, Part, evolve
from rulings_kit.core.words import spoken


def level_of(obj: GameObject) -> int:
    """A permanent's level; one that doesn't have a level is level 1 (716.2d)."""
    return obj.level if obj.level is not None else 1


@dataclass(frozen=True)
class LevelBecame(ev.Event):
    """A Class's level became ``level`` as its level bar's ability resolved (716.2a)."""

    obj: GameObject
    level: int

    def describe(self) -> str:
        return f"{spoken(self.obj.name)} becomes level {self.level}"


@dataclass(**PART)
class LevelIs(Part):
    """"Activate only if this Class is level ``n``" (716.2a: a level bar's ability moves
    the Class up one level at a time)."""

    n: int

    def __call__(self, s: GameState, me: GameObject) -> bool:
        return level_of(me) == self.n


@dataclass(**PART)
class LevelAtLeast(Part):
    """"As long as this Class is level ``n`` or greater" (716.2a): the abilities of a level
    bar's section are the Class's only then."""

    n: int

    def __call__(self, s: GameState, me: GameObject) -> bool:
        return level_of(me) >= self.n


@dataclass(**PART)
class BecomesLevel(Part):
    """The trigger "When this Class becomes level ``n``" (716.2a)."""

    n: int

    def __call__(self, event: ev.Event, me: GameObject, state: GameState) -> bool:
        return isinstance(event, LevelBecame) and event.obj.id == me.id \
            and event.level == self.n


@dataclass(frozen=True)
class BecomeLevel(Worded):
    """"This Class's level becomes ``n``." (716.2a), the effect of a level bar's ability;
    nothing if the Class has left the battlefield (a new object, 400.7)."""

    n: int

    def run(self, ctx: Resolution) -> None:
        found = ItSelf().objects(ctx)
        me = found[0] if found and found[0].zone is Zone.BATTLEFIELD else None
        if me is None:
            ctx.txn.emit(ev.Noted("716.2a", f"{spoken(ctx.source.name)} isn't on the "
                                  "battlefield: it doesn't gain a level", did_nothing=True))
            return
        me = evolve(me, level=self.n)
        ctx.txn.update(me)
        ctx.txn.emit(LevelBecame("716.2a", me, self.n))


__all__ = ["BecomeLevel", "BecomesLevel", "LevelAtLeast", "LevelBecame", "LevelIs", "level_of"]
