"""Instructions about other instructions (608.2c, 608.2d): "you may ..." (the player
chooses as it resolves), "if [condition], ..." (checked as it resolves), and "if you
do, ..." (whether the optional instruction before it was done)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rulings_kit.core import events as ev
from rulings_kit.core.context import Resolution
from rulings_kit.core.effects.instructions import Worded

#: A condition checked as the spell or ability resolves.
ResolutionTest = Callable[[Resolution], bool]


@dataclass(frozen=True)
class Optionally(Worded):
    """"You may [instructions]": its controller chooses as it resolves (608.2d); what
    they chose is what a following "if you do" reads."""

    effects: tuple[Any, ...]

    def run(self, ctx: Resolution) -> None:
        prompt = f"{ctx.controller} may {self.words.removeprefix('You may ')}"
        ctx.did = ctx.txn.ask_may(ctx.obj, ctx.controller, prompt.rstrip("."), "608.2d")
        if ctx.did:
            for effect in self.effects:
                effect.run(ctx)


@dataclass(frozen=True)
class IfThen(Worded):
    """"If [condition], [instructions]": checked as it resolves (608.2c); "if you do"
    reads whether the optional instruction before it was done."""

    test: ResolutionTest
    effects: tuple[Any, ...]
    rule: str = "608.2c"

    def run(self, ctx: Resolution) -> None:
        if not self.test(ctx):
            ctx.txn.emit(ev.Noted(self.rule, f"{ctx.obj.display_name}: the condition of "
                                  f"\"{self.words}\" is false", did_nothing=True))
            return
        for effect in self.effects:
            effect.run(ctx)


def you_did(ctx: Resolution) -> bool:
    """"If you do" (608.2c): the optional instruction before it was done."""
    return bool(ctx.did)


def was_kicked(ctx: Resolution) -> bool:
    """"If this spell was kicked" (702.33d)."""
    return ctx.obj.kicked > 0
