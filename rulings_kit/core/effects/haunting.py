"""What a haunt ability does as it resolves (702.55a): "exile it haunting target
creature" (the patterns and links: rulings_kit.core.haunt)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.context import Resolution
from rulings_kit.core.effects.instructions import Worded
from rulings_kit.core.haunt import RULE
from rulings_kit.core.selection import Objects
from rulings_kit.core.state import Zone
from rulings_kit.core.values import evolve


@dataclass(frozen=True)
class ExileHaunting(Worded):
    """"Exile it haunting target creature.": the card the ability is about (``card``, the
    card the permanent or spell became in the graveyard, 400.7) is exiled, and haunts the
    target (``haunted``, 702.55b). A card no longer in the graveyard is a new object the
    ability can't find (400.7): nothing is exiled."""

    card: Objects
    haunted: Objects

    def run(self, ctx: Resolution) -> None:
        txn = ctx.txn
        targets = self.haunted.objects(ctx)
        if not targets:  # the target is illegal: the ability doesn't resolve (608.2b)
            return
        haunted = targets[0]
        for card in self.card.objects(ctx):
            if not txn.state.has(card.id) or txn.state.obj(card.id).zone is not Zone.GRAVEYARD:
                txn.emit(ev.Noted("400.7", f"{card.name} has left its owner's graveyard: "
                                           "nothing is exiled", did_nothing=True))
                continue
            new = txn.move(txn.state.obj(card.id), Zone.EXILE, rule=RULE,
                           how=f"exiled haunting {haunted.display_name}")
            if new is not None:
                txn.state = evolve(txn.state,
                                   haunting=(*txn.state.haunting, (new.id, haunted.id)))


__all__ = ["ExileHaunting"]
