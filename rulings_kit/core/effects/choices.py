""""Choose a creature type." / "Choose a color." as an instruction of a spell or ability:
the controller chooses as it resolves (608.2d), and the instructions after it read the
choice as "the chosen type", "that type", "the chosen color" (607.2d)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core.choosing import ask_chosen, with_chosen
from rulings_kit.core.context import Resolution
from rulings_kit.core.effects.instructions import Worded
from rulings_kit.core.game_object import Chosen
from rulings_kit.core.values import evolve


@dataclass(frozen=True)
class ChooseAsItResolves(Worded):
    """"Choose a creature type." (205.3m: an existing one, ``choices``) or "Choose a
    color." (105.4): asked of the controller as it resolves (608.2d), then kept on what
    the later instructions see as their source (the spell, or the ability's source as it
    last existed), which their filters read (``OfChosen``)."""

    what: Chosen
    choices: tuple[str, ...] = ()

    def run(self, ctx: Resolution) -> None:
        value = ask_chosen(ctx.txn, ctx.obj, ctx.controller, self.what, self.choices,
                           f"as {ctx.obj.name} resolves", "608.2d")
        if ctx.obj.source is None:  # a spell: its own instructions read it
            ctx.obj = with_chosen(ctx.obj, self.what, value)
        else:
            ctx.obj = evolve(ctx.obj, source=with_chosen(ctx.obj.source, self.what, value))
