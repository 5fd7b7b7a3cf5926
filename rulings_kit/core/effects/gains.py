"""Effects that give a player something: life (119), tokens (111), mana (106)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.context import Resolution
from rulings_kit.core.mana import sort_types


@dataclass(frozen=True)
class AddManaOfProducedType:
    """ "That player adds one mana of any type that land produced.": a triggered mana
    ability (605.1b) adding mana of a type the trigger event's mana had (106.12a)."""

    def run(self, ctx: Resolution) -> None:
        happened = ctx.obj.trigger_event
        subject = ctx.obj.subject
        if happened is None or not happened.mana or subject is None:
            return
        player = subject.controller
        letters = list(sort_types(tuple(set(happened.mana))))
        pick = ctx.txn.ask_color(ctx.obj, player, letters)
        ctx.txn.add_mana(player, (pick,))
        ctx.txn.emit(
            ev.ManaProduced(
                "605.1b",
                player,
                ctx.source,
                (pick,),
                tapped_for_mana=False,
                why="a triggered mana ability, not tapped for mana",
            )
        )

    def text(self, name: str) -> str:
        return "that player adds one mana of any type that land produced."
