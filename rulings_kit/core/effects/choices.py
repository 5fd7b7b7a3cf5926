""""Choose a creature type." / "Choose a color." as an instruction of a spell or ability:
the controller chooses as it resolves (608.2d), and the instructions after it read the
choice as "the chosen type", "that type", "the chosen color" (607.2d); "becomes the
creature type of your choice until end of turn", chosen as it resolves too."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core.choosing import ask_chosen, with_chosen
from rulings_kit.core.context import Resolution
from rulings_kit.core.effects.instructions import Worded
from rulings_kit.core.game_object import Chosen
from rulings_kit.core.layer_changes import Change, describe
from rulings_kit.core.mana import COLOR_NAMES, COLORS
from rulings_kit.core.questions import Ask, Option
from rulings_kit.core.selection import Objects
from rulings_kit.core.state import ContinuousEffect
from rulings_kit.core.values import evolve
from rulings_kit.core.words import possessive


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


@dataclass(frozen=True)
class BecomesOfChoice(Worded):
    """"~ becomes the creature type of your choice until end of turn", "Any number of
    target creatures become the color of your choice ...": its controller's one choice is
    asked as it resolves (608.2d), then that choice's change applies to each object found
    still on the battlefield until end of turn (611.2a), locked in on them (611.2c).
    ``changes`` pairs each value to choose with its change: a creature type replacing
    their creature types (205.1a), a color replacing their colors (105.3), a basic land type
    replacing their land types and abilities (305.7)."""

    objects: Objects
    what: Chosen
    changes: tuple[tuple[str, Change], ...]

    def run(self, ctx: Resolution) -> None:
        found = [o for o in self.objects.objects(ctx)
                 if ctx.state.has(o.id) and o.id in ctx.state.battlefield]
        if not found:
            return
        by_value = dict(self.changes)
        names = " and ".join(o.name for o in found)
        value = ask_chosen(ctx.txn, ctx.obj, ctx.controller, self.what, tuple(by_value),
                           f"for {names} to become", "608.2d")
        change = by_value[value]
        for obj in found:
            ctx.txn.add_effect(ContinuousEffect(obj.id, ctx.obj.name, ctx.controller, (change,)),
                               ctx.obj.display_name,
                               f"{obj.name} {describe((change,))} until end of turn")


@dataclass(frozen=True)
class GainProtectionFromChosenColor(Worded):
    """ "It gains protection from the color of your choice until end of turn." (702.16a):
    the controller chooses one of the five colours (105.4) as it resolves (608.2d); with
    ``or_from``, "protection from artifacts or from the color of your choice", that quality
    is one more option (asked as ``choose:SOURCE``)."""

    objects: Objects
    or_from: str = ""

    def run(self, ctx: Resolution) -> None:
        me = ctx.controller
        for o in self.objects.objects(ctx):
            asked = f"{me} chooses the color {o.name} gains protection from"
            if self.or_from:
                qualities = [self.or_from, *(COLOR_NAMES[c] for c in COLORS)]
                (color,) = ctx.txn.ask_pick(
                    Ask.CHOOSE, ctx.obj, me, f"{me} chooses what {o.name} gains protection "
                    "from", "608.2d", [Option(q, q) for q in qualities], (1, 1),
                    says=f"{{player}} chooses {{cards}} for {possessive(o.name)} protection")
            else:
                color = COLOR_NAMES[ctx.txn.ask_color(ctx.obj, me, COLORS, prompt=asked, says=(
                    f"{{player}} chooses {{color}} for {possessive(o.name)} protection"))]
            ctx.txn.add_effect(ContinuousEffect(o.id, ctx.obj.name, ctx.controller,
                                                protection_from=color),
                               ctx.obj.display_name,
                               f"{o.name} gains protection from {color} until end of turn")
