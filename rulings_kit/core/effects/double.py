"""Double (701.10) and triple (701.11) a creature's power and/or toughness, and double a
player's life total (701.10d) or set it to a number (119.5). Doubling the counters on a
permanent (701.10e) is ``core.effects.counters``."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.characteristics import power_toughness
from rulings_kit.core.context import Resolution
from rulings_kit.core.effects.instructions import Worded
from rulings_kit.core.layer_changes import ModifyPowerToughness
from rulings_kit.core.selection import Objects, Players
from rulings_kit.core.state import ContinuousEffect
from rulings_kit.core.words import possessive, spoken

#: what each factor is called and its rules: doubling (701.10b-c), tripling (701.11b-c)
_NAMED = {2: ("doubles", "701.10b"), 3: ("triples", "701.11b")}


@dataclass(frozen=True)
class MultiplyPowerToughness(Worded):
    """Double or triple each object's power and/or toughness until end of turn: it gets
    +X/+0 (and/or +0/+Y) where X is (factor - 1) times its power as this resolves, a
    continuous effect that modifies it in layer 7c, never sets it (701.10a-c, 701.11a-c,
    613.4c). A negative power or toughness gives -X just the same (701.10c)."""

    objects: Objects
    power: bool
    toughness: bool
    factor: int = 2

    def run(self, ctx: Resolution) -> None:
        verb, rule = _NAMED[self.factor]
        for o in self.objects.objects(ctx):
            pt = power_toughness(ctx.state, o)
            if pt is None:  # not a creature: it has no power or toughness (208.3)
                continue
            p, t = pt
            dp = (self.factor - 1) * p if self.power else 0
            dt = (self.factor - 1) * t if self.toughness else 0
            which = " and ".join(w for w, said in (("power", self.power),
                                                   ("toughness", self.toughness)) if said)
            said = f"{spoken(ctx.obj.display_name)} {verb} {possessive(o.name)} {which}"
            ctx.txn.emit(ev.Noted(rule, f"{said} ({p}/{t} as it resolves): it gets "
                                        f"{dp:+d}/{dt:+d}"))
            ctx.txn.add_effect(
                ContinuousEffect(o.id, ctx.obj.name, ctx.controller,
                                 (ModifyPowerToughness(dp, dt),), rule=rule),
                ctx.obj.display_name, f"{o.name} gets {dp:+d}/{dt:+d} until end of turn")


@dataclass(frozen=True)
class DoubleLife(Worded):
    """Double a player's life total: they gain or lose the life that makes it twice what it
    is (701.10d); a life total of 0 stays 0."""

    players: Players

    def run(self, ctx: Resolution) -> None:
        for p in self.players.players(ctx):
            life = ctx.state.player(p).life
            ctx.txn.emit(ev.Noted("701.10d", f"{p}'s life total, {life}, is doubled"))
            if life:
                ctx.txn.change_life(p, life, "701.10d")


@dataclass(frozen=True)
class SetLifeTotal(Worded):
    """"Target player's life total becomes 1." (119.5): each player gains or loses the
    life that makes their life total that number (so "can't gain life" holds, 119.7)."""

    players: Players
    total: int

    def run(self, ctx: Resolution) -> None:
        for p in self.players.players(ctx):
            life = ctx.state.player(p).life
            ctx.txn.emit(ev.Noted("119.5", f"{p}'s life total, {life}, becomes {self.total}"))
            ctx.txn.change_life(p, self.total - life, "119.5")
