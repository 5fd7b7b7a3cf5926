"""Tapping and untapping (701.26), and permanents that don't untap during an untap step
(502.3): "That creature doesn't untap during its controller's next untap step."
"""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.context import Resolution
from rulings_kit.core.effects.instructions import Worded
from rulings_kit.core.questions import Ask, Option
from rulings_kit.core.selection import Objects
from rulings_kit.core.state import ContinuousEffect
from rulings_kit.core.statics import UNTAP_RESTRICTION


@dataclass(frozen=True)
class TapObjects(Worded):
    """Tap or untap permanents (701.26a, 701.26b); with ``either``, "tap or untap target
    permanent": the controller of the spell or ability chooses, for each, which it does
    as it resolves, the ``choose:`` question, never an option that's impossible (608.2d):
    only an untapped permanent can be tapped, a tapped one untapped (701.26a, 701.26b),
    so the question has one answer, which the engine gives."""

    objects: Objects
    untap: bool = False
    either: bool = False

    def run(self, ctx: Resolution) -> None:
        for o in self.objects.objects(ctx):
            untap = self.untap
            if self.either:
                (pick,) = ctx.txn.ask_pick(
                    Ask.CHOOSE, ctx.obj, ctx.controller,
                    f"{ctx.controller} taps or untaps {o.display_name}", "608.2d",
                    [Option("untap", "untap") if o.tapped else Option("tap", "tap")], (1, 1),
                    says=f"{{player}} chooses to {{cards}} {o.display_name}")
                untap = pick == "untap"
            if o.tapped == untap:
                ctx.txn.set_tapped(o, not untap, "701.26b" if untap else "701.26a")
            else:  # only an untapped permanent can be tapped, a tapped one untapped
                rule, already = ("701.26b", "untapped") if untap else ("701.26a", "tapped")
                ctx.txn.emit(ev.Noted(rule, f"{o.display_name} is already {already}",
                                      did_nothing=True))


@dataclass(frozen=True)
class KeepTapped(Worded):
    """"That creature doesn't untap during its controller's next untap step." (502.3): an
    effect locked in on the objects found as it resolves (611.2c), whether or not they
    are tapped now; it ends once that untap step is over. With ``while_controls``: "...
    during its controller's untap step for as long as you control Dungeon Geists", every
    untap step until the source leaves or changes controller (611.2b)."""

    objects: Objects
    while_controls: bool = False
    #: "... for as long as Rust Tick remains tapped": until the source untaps (611.2b)
    while_tapped: bool = False

    def run(self, ctx: Resolution) -> None:
        if self.while_tapped:
            self._while_tapped(ctx)
            return
        source = ctx.source.id if self.while_controls else None
        if source is not None and not (source in ctx.state.battlefield and ctx.state.obj(
                source).controller == ctx.controller):
            ctx.txn.emit(ev.Noted("611.2b", f"{ctx.source.name} isn't under "
                                  f"{ctx.controller}'s control: the effect never starts", True))
            return
        when = "untap step for as long as " + (
            f"{ctx.controller} controls {ctx.source.name}") if source else "next untap step"
        for o in self.objects.objects(ctx):
            ctx.txn.add_effect(
                ContinuousEffect(o.id, ctx.obj.name, ctx.controller, restriction=UNTAP_RESTRICTION,
                                 rule="502.3", until_untap=source is None,
                                 while_controls=source),
                ctx.obj.display_name, f"{o.name} doesn't untap during its controller's {when}")

    def _while_tapped(self, ctx: Resolution) -> None:
        source = ctx.source.id
        if not (source in ctx.state.battlefield and ctx.state.obj(source).tapped):
            ctx.txn.emit(ev.Noted("611.2b", f"{ctx.source.name} isn't tapped: the effect "
                                  "never starts", True))
            return
        for o in self.objects.objects(ctx):
            ctx.txn.add_effect(
                ContinuousEffect(o.id, ctx.obj.name, ctx.controller, restriction=UNTAP_RESTRICTION,
                                 rule="502.3", while_tapped=source),
                ctx.obj.display_name, f"{o.name} doesn't untap during its controller's untap "
                f"step for as long as {ctx.source.name} remains tapped")
