"""Instructions about a player's hand (402): discarding chosen cards, putting cards
from it onto the battlefield or back on top of the library, as the spell or ability
resolves (608.2c)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.attachments import put_onto_battlefield
from rulings_kit.core.context import Resolution
from rulings_kit.core.effects.common import Quantity, choose_from_hand
from rulings_kit.core.effects.instructions import Worded
from rulings_kit.core.effects.sacrifice import pick_permanent
from rulings_kit.core.refs import interchangeable
from rulings_kit.core.selection import ObjectTest, Players
from rulings_kit.core.state import Zone
from rulings_kit.core.words import possessive


@dataclass(frozen=True)
class DiscardChosenFromHand(Worded):
    """"Target opponent reveals their hand. You choose a noncreature, nonland card from
    it. That player discards that card." (701.20a reveal, 701.9b: the discard is of a
    card another player chose)."""

    players: Players
    test: ObjectTest

    def run(self, ctx: Resolution) -> None:
        players = self.players.players(ctx)  # in APNAP order (101.4)
        hands = {p: [ctx.state.obj(i) for i in ctx.state.player(p).hand] for p in players}
        fits = {p: [o for o in hand if self.test(ctx.state, ctx.source, o)]
                for p, hand in hands.items()}
        # a choice for each of several hands has a question of its own, named for whose
        # hand it is, except a single one with a real choice (SCENARIO_FORMAT fine print 33)
        real = [p for p, m in fits.items() if len(m) > 1 and not interchangeable(m)]
        plain = real[0] if len(real) == 1 else players[0] if len(players) == 1 else None
        for p in players:
            ctx.txn.emit(ev.Noted("701.20a", f"{p} reveals their hand: "
                                  + (", ".join(o.name for o in hands[p]) or "no cards")))
            picked = pick_permanent(ctx, ctx.controller, fits[p],
                                    f"chooses a card to discard from {possessive(p)} hand",
                                    "701.9b", of=p if p != plain else None)
            if picked is not None:
                ctx.txn.move(picked, Zone.GRAVEYARD, how="discarded", rule="701.9b")


@dataclass(frozen=True)
class DiscardAllFromHand(Worded):
    """"Target player reveals their hand and discards all nonland cards." (701.20a): each
    player reveals their hand, then discards every card of it ``test`` picks (701.9a), all
    at once."""

    players: Players
    test: ObjectTest

    def run(self, ctx: Resolution) -> None:
        for p in self.players.players(ctx):  # in APNAP order (101.4)
            hand = [ctx.state.obj(i) for i in ctx.state.player(p).hand]
            ctx.txn.emit(ev.Noted("701.20a", f"{p} reveals their hand: "
                                  + (", ".join(o.name for o in hand) or "no cards")))
            fits = [o for o in hand if self.test(ctx.state, ctx.source, o)]
            if not fits:
                ctx.txn.emit(ev.Noted("701.9a", f"{p} has no such card to discard",
                                      did_nothing=True))
            with ctx.txn.together():
                for o in fits:
                    ctx.txn.move(ctx.state.obj(o.id), Zone.GRAVEYARD, how="discarded",
                                 rule="701.9a")


@dataclass(frozen=True)
class ShowHand(Worded):
    """"Look at target player's hand." (701.20e: its controller alone sees the cards) or
    "Target opponent reveals their hand." (701.20a: every player sees them); the cards
    stay where they are (701.20b)."""

    players: Players
    reveal: bool = False

    def run(self, ctx: Resolution) -> None:
        for p in self.players.players(ctx):
            cards = ", ".join(ctx.state.obj(i).name for i in ctx.state.player(p).hand)
            if self.reveal:
                ctx.txn.emit(ev.Noted("701.20a", f"{p} reveals their hand: {cards or 'no cards'}"))
            else:
                ctx.txn.emit(ev.Noted("701.20e", f"{ctx.controller} looks at {possessive(p)} "
                                      f"hand: {cards or 'no cards'}"))


@dataclass(frozen=True)
class PutFromHand(Worded):
    """"Put a land card from your hand onto the battlefield": its controller chooses one
    that passes ``test``, if they have one (608.2c), a choice made as it resolves (608.2d)."""

    test: ObjectTest

    def run(self, ctx: Resolution) -> None:
        me = ctx.controller
        hand = [ctx.state.obj(i) for i in ctx.state.player(me).hand]
        fits = [o for o in hand if self.test(ctx.state, ctx.source, o)]
        picked = pick_permanent(ctx, me, fits, "puts a card onto the battlefield", "608.2d")
        if picked is not None and (new := put_onto_battlefield(
                ctx.txn, picked, me, how="put there from the hand", rule="608.2c")) is not None:
            ctx.entered[picked.id] = new.id  # the new object it became (400.7)


@dataclass(frozen=True)
class PutBackFromHand(Worded):
    """"Put two cards from your hand on top of your library in any order." (608.2c): the
    controller chooses them (all, if fewer) and their order, the first chosen on top."""

    amount: Quantity

    def run(self, ctx: Resolution) -> None:
        picked = choose_from_hand(
            ctx,
            self.amount.value(ctx),
            "puts {cards} on top of their library (the first one on top)",
            "608.2d",  # chosen as it resolves
            says="{player} puts {cards} on top of their library, the first named on top",
        )
        for i in reversed(picked):
            ctx.txn.move(ctx.state.obj(i), Zone.LIBRARY, how="put on top", rule="608.2c")
