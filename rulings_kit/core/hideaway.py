"""Hideaway (702.75a): "When this permanent enters, look at the top N cards of your
library. Exile one of them face down and put the rest on the bottom of your library in a
random order. The exiled card gains 'The player who controls the permanent that exiled this
card may look at this card in the exile zone.'"; and what the permanent's other abilities do
with that card: "You may play the exiled card without paying its mana cost if ..." (607.2a:
they are linked, and know only the card the hideaway ability exiled).

The card is exiled face down (406.3) in a pile of its own (406.4) and recorded with the
permanent (``GameState.exiled_with``, rulings_kit.core.exile_links); a permanent that left
the battlefield and came back is a new object that knows nothing of it (400.7).
"""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.context import Resolution
from rulings_kit.core.effects.common import option_for
from rulings_kit.core.effects.dig import put_rest
from rulings_kit.core.effects.instructions import Worded, face_down_pile
from rulings_kit.core.effects.spells import offer_cast
from rulings_kit.core.exile_links import ExiledWithSource, link_exiled
from rulings_kit.core.player_rules import lands_per_turn
from rulings_kit.core.questions import Ask
from rulings_kit.core.state import FaceDown, GameObject, Zone
from rulings_kit.core.turn_record import Did, Happened
from rulings_kit.core.values import evolve
from rulings_kit.core.words import plural

#: the rule of the keyword
RULE = "702.75a"


@dataclass(frozen=True)
class HideAway(Worded):
    """What hideaway N's triggered ability does as it resolves (702.75a): its controller
    looks at the top ``n`` cards of their library, exiles one of them face down, where
    they may look at it (``FaceDown.seen``), and puts the rest on the bottom in a random
    order. Its source is remembered with the card even if it has left the battlefield
    already (its other abilities then never find it: 400.7)."""

    n: int

    def run(self, ctx: Resolution) -> None:
        txn, me = ctx.txn, ctx.controller
        top = list(txn.state.player(me).library[: self.n])
        txn.emit(ev.Noted(RULE, f"{me} looks at the top {plural(len(top), 'card')} of their "
                                "library"))
        if not top:
            return
        (kept,) = txn.ask_pick(Ask.CHOOSE, ctx.obj, me, f"{me} chooses the card to exile "
                               "face down", RULE, [option_for(ctx, txn.state.obj(i))
                                                   for i in top], (1, 1),
                               says="{player} exiles {cards} face down")
        card = txn.state.obj(kept)
        pile = face_down_pile(ctx, me)
        new = txn.move(card, Zone.EXILE, how="exiled face down by hideaway", rule=RULE,
                       face_down=FaceDown(pile, 1, seen=True))
        link_exiled(txn, new, ctx.obj)  # the card "the exiled card" names (607.2a)
        put_rest(ctx, [i for i in top if i != kept], Zone.LIBRARY, random_order=True)


@dataclass(frozen=True)
class PlayExiledCard(Worded):
    """"You may play the exiled card without paying its mana cost": the card the source's
    linked ability exiled (607.2a), if it is still in exile, is played as the ability
    resolves: a land is put onto the battlefield, the player's land play for the turn
    (305.2a; without one left, or in another player's turn, that part is ignored: 305.2b,
    305.3); any other card is cast without paying its mana cost, the spell put onto the
    stack at once (608.2g, 118.9; a land card can't be cast, 305.9). Turned face up as it
    is played (406.3a). ``cast_only``: "you may cast the exiled card"."""

    cast_only: bool = False

    def run(self, ctx: Resolution) -> None:
        txn, me = ctx.txn, ctx.controller
        exiled = ExiledWithSource().objects(ctx)
        if not exiled:
            txn.emit(ev.Noted("607.2a", f"no card exiled with {ctx.source.display_name} is "
                                        "in exile: nothing is played", did_nothing=True))
            ctx.did = False
            return
        lands = [c for c in exiled if "Land" in c.card.types]
        if lands and not self.cast_only and _play_land(ctx, lands[0]):
            return
        spells = [c for c in exiled if "Land" not in c.card.types]  # 305.9
        before = len(txn.state.stack)
        offer_cast(ctx, spells, f"{me} may cast the card exiled with "
                   f"{ctx.source.display_name} without paying its mana cost",
                   f"{me} has no card exiled with {ctx.source.display_name} to cast "
                   "(305.9: a land card is played, never cast)", "118.9", free=True)
        ctx.did = len(txn.state.stack) > before


def _play_land(ctx: Resolution, land: GameObject) -> bool:
    """Play the land ``land`` from exile if its controller wants to and may (305.2a-b,
    305.3); whether it was played."""
    txn, me = ctx.txn, ctx.controller
    state = txn.state
    if not txn.ask_may(ctx.obj, me, f"{me} may play the land exiled with "
                       f"{ctx.source.display_name}", "305.1"):
        ctx.did = False
        return True
    ctx.did = False
    if state.active != me:
        txn.emit(ev.Noted("305.3", f"{me} can't play a land in another player's turn: that "
                                   "part is ignored", did_nothing=True))
        return True
    if state.this_turn.count(Did.PLAY_LAND, me) >= lands_per_turn(state, me):
        txn.emit(ev.Noted("305.2b", f"{me} has no land play left this turn: that part is "
                                    "ignored", did_nothing=True))
        return True
    txn.emit(ev.Noted("406.3a", f"{me} turns {land.card.name} face up"))
    new = txn.enter_battlefield(land, me, how="played from exile", rule="305.1")
    if new is None:
        return True
    played = Happened(Did.PLAY_LAND, me, new.id, new.name, from_zone=Zone.EXILE)
    txn.state = evolve(txn.state, this_turn=txn.state.this_turn.adding(played))
    txn.emit(ev.LandPlayed("305.1", me, new))
    ctx.did = True
    return True


__all__ = ["RULE", "HideAway", "PlayExiledCard"]
