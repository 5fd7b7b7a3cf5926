"""Recover (702.59a), a triggered ability that functions only while its card is in a
player's graveyard: "When a creature is put into your graveyard from the battlefield, you
may pay [cost]. If you do, return this card from your graveyard to your hand. Otherwise,
exile this card."

"Your graveyard" is the recover card's owner's: the creature's owner is that player (404.1).
The trigger is :class:`~rulings_kit.core.patterns.Dies` of a creature :class:`OwnedByYou`;
the effect, :class:`Recovers`, asks ``may:CARD`` (the payment, 118.12's way) as it
resolves. A card that has left the graveyard by then is a new object and stays where it is
(400.7)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core.context import Resolution
from rulings_kit.core.effects.payments import pays
from rulings_kit.core.mana import ManaCost
from rulings_kit.core.state import GameObject, GameState, Zone
from rulings_kit.core.values import PART, Part

RULE = "702.59a"


@dataclass(**PART)
class OwnedByYou(Part):
    """An object its source's owner owns: put into a graveyard, it goes to theirs (404.1)."""

    def __call__(self, state: GameState, me: GameObject, obj: GameObject) -> bool:
        return obj.owner == me.owner


@dataclass(frozen=True)
class Recovers:
    """Recover's effect (702.59a): "you may pay [cost]. If you do, return this card from
    your graveyard to your hand. Otherwise, exile this card." """

    cost: ManaCost

    def run(self, ctx: Resolution) -> None:
        here = ctx.source_in(Zone.GRAVEYARD, "400.7", "nothing happens")
        if here is None:
            return
        if pays(ctx, ctx.controller, self.cost, rule=RULE):
            ctx.txn.move(here, Zone.HAND, how="recovered", rule=RULE)
        else:
            ctx.txn.move(ctx.state.obj(here.id), Zone.EXILE, how="not recovered", rule=RULE)

    def text(self, name: str) -> str:
        return (f"You may pay {self.cost}. If you do, return this card from your graveyard "
                "to your hand. Otherwise, exile this card.")


__all__ = ["RULE", "OwnedByYou", "Recovers"]
