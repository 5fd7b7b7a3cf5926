"""Instructions that create prevention effects (615.1a, 615.7); the engine applies them
as damage would be dealt (:mod:`rulings_kit.core.prevention`)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from rulings_kit.core import events as ev
from rulings_kit.core.context import Resolution
from rulings_kit.core.effects.common import option_for
from rulings_kit.core.effects.instructions import Worded
from rulings_kit.core.questions import Ask
from rulings_kit.core.selection import Objects, ObjectTest, Players
from rulings_kit.core.state import FollowUp, Prevention, Target
from rulings_kit.core.values import evolve


@dataclass(frozen=True)
class PreventDamage(Worded):
    """Create a prevention effect until end of turn (615.1a, 615.7): for the objects and
    players found as it resolves, for what ``protects`` picks whenever damage would be
    dealt, or for all damage."""

    amount: int | None = None  # None: all of it
    combat_only: bool = False
    objects: Objects | None = None
    players: Players | None = None
    protects: ObjectTest | None = None
    #: "by a source of your choice": chosen as it resolves, among the permanents and the
    #: spells on the stack (609.7a)
    chosen_source: bool = False
    #: "dealt by target creature", "target creature would deal": damage from the objects
    #: found as it resolves (609.7; an object that changes zones is another, 400.7)
    by_objects: Objects | None = None
    #: "dealt this turn by attacking creatures": from what this picks as damage would be
    #: dealt (615.1)
    by: ObjectTest | None = None
    #: "dealt to and dealt by that creature": damage to or from each of ``by_objects``
    to_and_by: bool = False
    #: "The next time a red source of your choice would deal damage ...": the source is
    #: chosen among those this picks (609.7a), checked again as it would deal the damage
    #: (615.9), and the effect is used up by the next instance of its damage (615.8)
    next_time: bool = False
    #: its additional effect (615.5), the instructions of the sentence after it, done
    #: each time it prevents damage; ``then_words`` says them
    then: tuple[Any, ...] = ()
    then_words: str = ""

    def run(self, ctx: Resolution) -> None:
        made = Prevention(ctx.source, None, self.amount, self.combat_only, self.protects,
                          by=self.by, follow_up=FollowUp(
                              ctx.obj, self.then, self.then_words, ctx.target_groups)
                          if self.then else None)
        if self.chosen_source:
            state = ctx.state
            sources = [*state.permanents(), *(o for o in state.stack_objects() if o.is_spell)]
            if self.by is not None:  # "a red source of your choice" (609.7a)
                sources = [o for o in sources if self.by(state, ctx.source, o)]
            if not sources:
                ctx.txn.emit(ev.Noted("609.7a", "there is no source to choose", True))
                return
            (picked,) = ctx.txn.ask_pick(
                Ask.CHOOSE, ctx.obj, ctx.controller, f"{ctx.controller} chooses a source of "
                "damage", "609.7a", [option_for(ctx, o) for o in sources], (1, 1),
                says="{player} chooses {cards} as the source of damage")
            made = replace(made, from_source=picked, next_time=self.next_time)
        chosen: list[Target] = []
        if self.objects is not None:
            chosen += [o.id for o in self.objects.objects(ctx)]
        if self.players is not None:
            chosen += [p for p in self.players.players(ctx) if p not in chosen]
        found = [replace(made, to=t) for t in dict.fromkeys(chosen)] if (
            self.objects is not None or self.players is not None) else [made]
        if self.by_objects is not None:  # one effect for each source found (609.7)
            by = [o.id for o in self.by_objects.objects(ctx)]
            found = [replace(p, from_source=i, to=i if self.to_and_by else p.to,
                             either=self.to_and_by) for p in found for i in by]
        self._made(ctx, found)

    def _made(self, ctx: Resolution, found: list[Prevention]) -> None:
        state = ctx.state
        ctx.txn.state = evolve(state, preventions=(*state.preventions, *found))
        how = "all" if self.amount is None else f"the next {self.amount}"
        combat = " combat" if self.combat_only else ""
        for p in found:
            to = "" if p.to is None else " to " + (
                p.to if isinstance(p.to, str) else state.obj(p.to).display_name)
            by = "" if p.from_source is None else f" by {state.obj(p.from_source).name}"
            turn = f" this turn{by}"
            if p.either:  # one effect on both sides of the damage (609.7)
                to, turn = f" to and dealt{by}", " this turn"
            if p.next_time and p.from_source is not None:
                what = (f"the next time {state.obj(p.from_source).name} would deal damage"
                        f"{to} this turn, that damage is prevented")  # 615.8
            elif p.to is None and (self.protects is not None or self.by is not None):
                what = self.words
            else:
                what = (
                    f"{how}{combat} damage that would be dealt{to}{turn} is prevented")
            if self.then_words:  # its additional effect (615.5)
                what = (f"{what.rstrip('.')}; each time it does, right after: "
                        f"{self.then_words.rstrip('.')}")
            rule = "615.8" if p.next_time else "615.7" if self.amount else "615.1a"
            ctx.txn.emit(ev.EffectCreated(rule,
                                          ctx.obj.display_name, what))


@dataclass(frozen=True)
class RedirectDamage(Worded):
    """Create a redirection effect until end of turn (614.9): the next ``amount`` damage
    that would be dealt to each object ``objects`` finds is dealt to the one ``to`` finds
    as it resolves instead ("The next 1 damage that would be dealt to this creature this
    turn is dealt to target creature you control instead.")."""

    amount: int
    objects: Objects
    to: Objects

    def run(self, ctx: Resolution) -> None:
        instead = self.to.objects(ctx)
        shielded = self.objects.objects(ctx)
        if not instead or not shielded:
            return  # the permanent it names is gone (608.2b), or what it shields is (400.7)
        made = [Prevention(ctx.source, o.id, self.amount, redirect_to=instead[0].id)
                for o in shielded]
        ctx.txn.state = evolve(ctx.state, preventions=(*ctx.state.preventions, *made))
        for o in shielded:
            ctx.txn.emit(ev.EffectCreated("614.9", ctx.obj.display_name, (
                f"the next {self.amount} damage that would be dealt to {o.display_name} this "
                f"turn is dealt to {instead[0].display_name} instead")))
