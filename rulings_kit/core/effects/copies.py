"""Instructions that copy permanents (707): "create a token that's a copy of target
creature" (707.2, 111.1) and "this creature becomes a copy of that creature, except it has
this ability" (707.4, 707.9a), populate (701.36a) and encore's copies (702.141a). Their copy
effects last as long as the object does."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.abilities import TriggeredAbility, triggered_ability
from rulings_kit.core.characteristics import activated_ability, is_creature
from rulings_kit.core.context import Resolution
from rulings_kit.core.copiable import CopyExceptions
from rulings_kit.core.copy_effects import become_copy, copiable_values, copy_of, with_exceptions
from rulings_kit.core.definitions import CardDef, EntersWith, definition
from rulings_kit.core.effects.common import option_for
from rulings_kit.core.effects.instructions import Worded
from rulings_kit.core.keywords import KeywordName
from rulings_kit.core.layer_changes import AddKeywords
from rulings_kit.core.questions import Ask
from rulings_kit.core.selection import Objects
from rulings_kit.core.state import ContinuousEffect, GameObject, Kind
from rulings_kit.core.triggers import create_delayed, pending_trigger
from rulings_kit.core.values import evolve
from rulings_kit.core.words import possessive, spoken
from rulings_kit.errors import IllegalActionError


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
        if not originals:
            ctx.txn.emit(ev.Noted("608.2b", f"{spoken(ctx.obj.display_name)}: there is nothing "
                                            "to copy", did_nothing=True))
        create_copies(ctx, originals, self.exceptions)


def create_copies(ctx: Resolution, originals: list[GameObject], exceptions: CopyExceptions,
                  rule: str = "707.2") -> None:
    """Its controller creates a token that's a copy of each of ``originals`` (707.2)."""
    source = spoken(ctx.obj.display_name)
    made = []
    with ctx.txn.together():  # the copies enter at once: one batch (603.2c)
        for original in originals:
            card = with_exceptions(copiable_values(original), exceptions)
            enters = [a for a in card.of_kind(EntersWith)
                      if not (a.if_kicked or a.if_escaped) and a.unless is None]
            token = ctx.txn.create_token(card, ctx.controller, rule,
                                         tapped=any(a.tapped for a in enters))
            counters = tuple(sorted((a.counter, a.amount or 0) for a in enters
                                    if a.counter and a.amount))
            text = f"is created as a copy of {original.display_name}{exceptions.text}"
            if token.copying is None:  # else it entered as a copy of another (614.1c)
                token = copy_of(token, card, source, text, rule)
            ctx.txn.update(evolve(token, counters=counters) if counters else token)
            made.append(token.id)
    ctx.created = tuple(made)


@dataclass(frozen=True)
class CopyThisCard(Worded):
    """"Create a token that's a copy of this card, except ..." (embalm 702.128a,
    eternalize 702.129a): of the card as it was in its owner's graveyard before the cost
    exiled it (608.2h), with the exceptions (707.9b)."""

    exceptions: CopyExceptions
    rule: str

    def run(self, ctx: Resolution) -> None:
        create_copies(ctx, [ctx.source], self.exceptions, self.rule)


@dataclass(frozen=True)
class EncoreCopies(Worded):
    """Encore's effect (702.141a): "For each opponent, create a token that's a copy of this
    card that attacks that opponent this turn if able. The tokens gain haste. Sacrifice them
    at the beginning of the next end step." Copies of the card as it was in its owner's
    graveyard before the cost exiled it (608.2h); the haste lasts as long as each token
    (611.2a), the requirement this turn (508.1d); ``sacrifice_later`` is the delayed
    triggered ability, one of the card's own, so of each copy too (603.7, 707.2)."""

    sacrifice_later: TriggeredAbility

    def run(self, ctx: Resolution) -> None:
        opponents = ctx.state.opponents(ctx.controller)
        if len(opponents) != 1:  # the engine's combat has one defending player (802.2)
            raise IllegalActionError(
                f"{ctx.source.name}'s encore in a game with {len(opponents)} opponents isn't "
                "carried out yet: each copy must attack its own opponent (702.141a, 802.2)",
                ("702.141a", "802.2"))
        create_copies(ctx, [ctx.source] * len(opponents), CopyExceptions(), "702.141a")
        encore = possessive(ctx.source.name) + " encore"
        for made, opponent in zip(ctx.created, opponents, strict=True):
            token = ctx.state.obj(made)
            ctx.txn.add_effect(ContinuousEffect(made, encore, ctx.controller, (
                AddKeywords(frozenset({KeywordName.HASTE})),), indefinite=True,
                rule="702.141a"), ctx.obj.display_name, f"{token.display_name} gains haste")
            ctx.txn.add_effect(ContinuousEffect(made, encore, ctx.controller, restriction=(
                "attacks each combat if able"), rule="702.141a"), ctx.obj.display_name,
                f"{token.display_name} attacks {opponent} this turn if able")
            index = token.card.of_kind(TriggeredAbility).index(self.sacrifice_later)
            later = pending_trigger(token, index, controller=ctx.controller, subject=token)
            create_delayed(ctx.txn, later, "702.141a", encore, "a delayed triggered ability "
                           f"waits ({token.display_name} is sacrificed at the beginning of "
                           "the next end step)")


@dataclass(frozen=True)
class Populate:
    """Populate (701.36a): choose a creature token you control (the ``choose:`` question when
    there are several) and create a token that's a copy of it; with none, no token (701.36b)."""

    def run(self, ctx: Resolution) -> None:
        txn, player = ctx.txn, ctx.controller
        tokens = [o for o in txn.state.permanents(player)
                  if o.kind is Kind.TOKEN and is_creature(txn.state, o)]
        if not tokens:
            txn.emit(ev.Noted("701.36b", f"{player} controls no creature token: populate "
                                         "creates no token", did_nothing=True))
            return
        (pick,) = txn.ask_pick(Ask.CHOOSE, ctx.obj, player,
                               f"{player} populates: a creature token to copy", "701.36a",
                               [option_for(ctx, o) for o in tokens], (1, 1),
                               says="{player} populates, copying {cards}")
        create_copies(ctx, [txn.state.obj(pick)], CopyExceptions(), "701.36a")

    def text(self, name: str) -> str:
        return "Populate."


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
