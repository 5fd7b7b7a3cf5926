"""Optional instructions (608.2d): "you may ...", chosen by the controller as the spell
or ability resolves; what they chose is what a following "if you do" reads (608.2c).
The conditions an instruction may depend on, beside those of :mod:`.conditional`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rulings_kit.core.context import Resolution
from rulings_kit.core.effects.instructions import Worded
from rulings_kit.core.state import GameObject, GameState, Kind


@dataclass(frozen=True)
class Optionally(Worded):
    """"You may [instructions]": its controller chooses as it resolves (608.2d; for a
    triggered ability, 603.5: it went on the stack whatever the choice would be)."""

    effects: tuple[Any, ...]

    def run(self, ctx: Resolution) -> None:
        prompt = f"{ctx.controller} may {self.words.removeprefix('You may ')}"
        rule = "603.5" if ctx.obj.kind is Kind.TRIGGER else "608.2d"
        ctx.did = ctx.txn.ask_may(ctx.obj, ctx.controller, prompt.rstrip("."), rule)
        if ctx.did:
            for effect in self.effects:
                effect.run(ctx)


@dataclass(frozen=True)
class YouDid:
    """"If you do" (608.2c): the optional instruction before it was done."""

    def holds(self, ctx: Resolution) -> bool:
        return bool(ctx.did)

    def text(self) -> str:
        return "if you do"


@dataclass(frozen=True)
class SourceHolds:
    """A condition about the game seen from the ability's source ("if you control a
    Wizard", "if it's your turn"), checked as it resolves (608.2c)."""

    test: Callable[[GameState, GameObject], bool]
    words: str

    def holds(self, ctx: Resolution) -> bool:
        return self.test(ctx.state, ctx.source)

    def text(self) -> str:
        return self.words
