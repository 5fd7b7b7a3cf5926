"""Instructions that copy permanents (707): "create a token that's a copy of target
creature" (707.2, 111.1) and "this creature becomes a copy of that creature, except it has
this ability" (707.4, 707.9a). Their copy effects last as long as the object does."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.abilities import triggered_ability
from rulings_kit.core.characteristics import activated_ability
from rulings_kit.core.context import Resolution
from rulings_kit.core.copiable import CopyExceptions
from rulings_kit.core.copy_effects import become_copy, copiable_values, copy_of, with_exceptions
from rulings_kit.core.definitions import CardDef, EntersWith, definition
from rulings_kit.core.effects.instructions import Worded
from rulings_kit.core.selection import Objects
from rulings_kit.core.state import Kind
from rulings_kit.core.values import evolve
from rulings_kit.core.words import spoken


@dataclass(frozen=True)
class CreateTokenCopy(Worded):
    """Its controller creates a token that's a copy of each object found (707.2, 111.1),
    with the exceptions (707.9); it enters with what the copy's "enters with" abilities
    say (707.5: tapped, with counters; X is 0, no spell became it, 107.3m), and as a copy
    of something else if the copy has "enter as a copy" (707.8a, 614.1c)."""

    objects: Objects
    exceptions: CopyExceptions

    def run(self, ctx: Resolution) -> None:
        originals = self.objects.objects(ctx)
        source = spoken(ctx.obj.display_name)
        if not originals:
            ctx.txn.emit(ev.Noted("608.2b", f"{source}: there is nothing to copy",
                                  did_nothing=True))
        made = []
        for original in originals:
            card = with_exceptions(copiable_values(original), self.exceptions)
            enters = [a for a in card.of_kind(EntersWith)
                      if not (a.if_kicked or a.if_escaped) and a.unless is None]
            token = ctx.txn.create_token(card, ctx.controller, "707.2",
                                         tapped=any(a.tapped for a in enters))
            counters = tuple(sorted((a.counter, a.amount or 0) for a in enters
                                    if a.counter and a.amount))
            text = f"is created as a copy of {original.display_name}{self.exceptions.text}"
            if token.copying is None:  # else it entered as a copy of another (614.1c)
                token = copy_of(token, card, source, text, "707.2")
            ctx.txn.update(evolve(token, counters=counters) if counters else token)
            made.append(token.id)
        ctx.created = tuple(made)


@dataclass(frozen=True)
class BecomeCopy(Worded):
    """Each permanent ``who`` finds becomes a copy of the object ``of`` finds (707.4), with
    the exceptions; "except it has this ability" gives it the ability resolving (707.9a)."""

    who: Objects
    of: Objects
    exceptions: CopyExceptions

    def run(self, ctx: Resolution) -> None:
        perms, originals = self.who.objects(ctx), self.of.objects(ctx)
        source = spoken(ctx.obj.display_name)
        if not perms or not originals:
            ctx.txn.emit(ev.Noted("608.2b", f"{source}: there is nothing to become a copy of",
                                  did_nothing=True))
            return
        ability_of: tuple[CardDef, int] | None = None
        if self.exceptions.this_ability:  # the ability resolving, from its source's card
            ability = triggered_ability(ctx.obj) if ctx.obj.kind is Kind.TRIGGER else \
                activated_ability(ctx.obj)
            owner = definition(ctx.obj.card)
            if ability not in owner.abilities:  # granted by another object: not its own
                ctx.txn.emit(ev.Noted("707.9a", f"{source}: the ability isn't its card's",
                                      did_nothing=True))
                return
            ability_of = (owner, owner.abilities.index(ability))
        for perm in perms:
            become_copy(ctx.txn, perm, originals[0], self.exceptions, source, ability_of)


__all__ = ["BecomeCopy", "CreateTokenCopy"]
