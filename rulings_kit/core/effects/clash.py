"""Clash (701.30): "clash with an opponent" — you and an opponent each reveal the top card of
your libraries, each decide whether it goes to the bottom, and you win if yours has the
greater mana value; what "if you win" reads (``WonClash``)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.characteristics import mana_value
from rulings_kit.core.context import Resolution
from rulings_kit.core.effects.instructions import Worded
from rulings_kit.core.questions import Ask, Option
from rulings_kit.core.state import GameObject

#: where a clashing player may put the card they revealed (701.30a): the answers of the
#: ``choose:`` question
TOP, BOTTOM = "top", "bottom"


@dataclass(frozen=True)
class Clash(Worded):
    """"Clash with an opponent" (701.30b): the controller chooses an opponent (the
    ``choose:SOURCE`` question when there are several), and the two clash: each reveals the
    top card of their library at the same time (701.30c); then, in APNAP order (101.4), each
    decides whether that card goes on the bottom of their library (``choose:PLAYER:SOURCE``
    with "top" or "bottom", or ``choose:SOURCE`` when only one player revealed a card;
    SCENARIO_FORMAT fine print 33), and the cards move at the same time. The controller wins
    if their card's mana value is greater than the other's (701.30d): what a following "if
    you win" reads."""

    def run(self, ctx: Resolution) -> None:
        txn, me = ctx.txn, ctx.controller
        opponents = txn.state.opponents(me)
        if not opponents:
            txn.emit(ev.Noted("701.30b", f"{me} has no opponent to clash with",
                              did_nothing=True))
            ctx.won = False
            return
        asked = len(opponents) > 1
        other = opponents[0] if not asked else txn.ask_pick(
            Ask.CHOOSE, ctx.obj, me, f"{me} chooses an opponent to clash with", "701.30b",
            [Option(p, p) for p in opponents], (1, 1))[0]
        clashing = [p for p in txn.state.apnap() if p in (me, other)]
        revealed: dict[str, GameObject] = {}
        for p in clashing:  # at the same time (701.30c)
            library = txn.state.player(p).library
            if not library:
                txn.emit(ev.Noted("701.30a", f"{p}'s library is empty: {p} reveals nothing"))
                continue
            revealed[p] = txn.state.obj(library[0])
            txn.emit(ev.Noted("701.30a", f"{p} reveals {revealed[p].name} (mana value "
                                         f"{mana_value(revealed[p])}) for the clash"))
        plain = len(revealed) == 1 and not asked
        bottom = [p for p in revealed if self._to_bottom(ctx, p, revealed[p], plain)]
        for p in bottom:  # the cards move at the same time, after every choice (701.30c)
            card = revealed[p].id
            library = txn.state.player(p).library
            txn.update_player(p, library=(*[c for c in library if c != card], card))
            txn.emit(ev.Noted("701.30a", f"{p} puts {revealed[p].name} on the bottom of their "
                                         "library"))
        mine = mana_value(revealed[me]) if me in revealed else None
        theirs = mana_value(revealed[other]) if other in revealed else None
        ctx.won = mine is not None and (theirs is None or mine > theirs)
        outcome = f"{me} wins the clash" if ctx.won else f"{me} doesn't win the clash"
        txn.emit(ev.Noted("701.30d", f"{outcome}: {_said(mine)} against {_said(theirs)}"))

    @staticmethod
    def _to_bottom(ctx: Resolution, player: str, card: GameObject, plain: bool) -> bool:
        """Whether ``player`` puts the card they revealed on the bottom (701.30a)."""
        asker: GameObject | str = ctx.obj
        if not plain:
            asker = f"{player}:" + ctx.txn.question_id(Ask.CHOOSE, ctx.obj).split(":", 1)[1]
        options = [Option(TOP, TOP), Option(BOTTOM, BOTTOM)]
        picked = ctx.txn.ask_pick(Ask.CHOOSE, asker, player,
                                  f"{player} puts {card.name} on the top or the bottom of "
                                  "their library", "701.30a", options, (1, 1),
                                  says="{player} puts " + card.name.replace("{", "{{")
                                  + " on the {cards} of their library")
        return bool(picked[0] == BOTTOM)


def _said(value: int | None) -> str:
    return "no card" if value is None else f"mana value {value}"


@dataclass(frozen=True)
class WonClash:
    """"If you win" after "clash with an opponent" (701.30d): the controller won the clash
    this resolution carried out."""

    def holds(self, ctx: Resolution) -> bool:
        return bool(ctx.won)

    def text(self) -> str:
        return "if you win"
