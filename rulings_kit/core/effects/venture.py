"""Venture into the dungeon (701.49): the instruction, and the venture marker moving into a
room, whose room ability triggers (309.4c). The dungeons and their state-based action are
:mod:`rulings_kit.core.dungeons`."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from rulings_kit.core import events as ev
from rulings_kit.core.abilities import TriggeredAbility
from rulings_kit.core.context import Resolution
from rulings_kit.core.definitions import CardDef
from rulings_kit.core.dungeons import complete, owned_dungeon, rooms
from rulings_kit.core.effects.instructions import Worded
from rulings_kit.core.game_object import GameObject
from rulings_kit.core.questions import Ask, Option
from rulings_kit.core.triggers import pending_trigger
from rulings_kit.core.values import evolve
from rulings_kit.core.words import spoken
from rulings_kit.core.zones import Kind, Zone
from rulings_kit.errors import QuestionError

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Transaction


@dataclass(frozen=True)
class Venture(Worded):
    """"Venture into the dungeon" (701.49): the controller enters a dungeon of ``dungeons``
    they choose if they own none in the command zone (701.49a), or
    moves their venture marker to the next room, choosing among the arrows (701.49b), or, from
    the bottommost room, completes the dungeon and enters another (701.49c). Each choice is the
    ``venture:PLAYER`` question (a dungeon's name, or the room to move to)."""

    dungeons: tuple[CardDef, ...]

    def run(self, ctx: Resolution) -> None:
        venture(ctx.txn, ctx.controller, self.dungeons, ctx.obj)


def venture(txn: Transaction, player: str, dungeons: Sequence[CardDef], by: GameObject) -> None:
    """``player`` ventures into the dungeon (701.49), as ``by`` instructs."""
    current = owned_dungeon(txn.state, player)
    if current is not None:
        here = rooms(current.card)[txn.state.player(player).room]
        if not here.leads_to:  # the bottommost room: complete it, then a new one (701.49c)
            complete(txn, current, "701.49c")
            current = None
        else:
            options = [Option(i, rooms(current.card)[i].name) for i in here.leads_to]
            (room,) = txn.ask_pick(Ask.VENTURE, player, player, f"{player} ventures into the "
                                   f"dungeon: the room of {current.name} to move to", "701.49b",
                                   options, (1, 1), says="{player} moves to {cards}")
            _enter_room(txn, current, room, "701.49b")
            return
    options = [Option(d.name, d.name) for d in dungeons]
    (name,) = txn.ask_pick(Ask.VENTURE, player, player, f"{player} ventures into the dungeon: "
                           "the dungeon to enter", "701.49a", options, (1, 1),
                           says="{player} enters {cards}")
    chosen = next(d for d in dungeons if d.name == name)
    refused = [r for r in rooms(chosen) if r.refused]
    if refused:
        others = [d.name for d in dungeons if not any(r.refused for r in rooms(d))]
        raise QuestionError(
            f"answer to 'venture:{player}': {chosen.name} can't be entered: the engine can't "
            f"carry out its room {refused[0].name} ({refused[0].refused}) (309.4c); it can "
            f"enter {', '.join(others) or 'none'}",
            f"venture:{player}", ("309.4c",))
    txn.count_new_object()
    card = GameObject(id=txn.new_id(), card=chosen, owner=player, controller=player,
                      zone=Zone.COMMAND, kind=Kind.CARD)
    txn.update(card)
    txn.state = evolve(txn.state, command=(*txn.state.command, card.id))
    txn.emit(ev.Noted("309.2a", f"{player} puts {chosen.name} into the command zone from "
                                f"outside the game ({spoken(by.display_name)})"))
    _enter_room(txn, card, 0, "309.4a")


def _enter_room(txn: Transaction, dungeon: GameObject, room: int, rule: str) -> None:
    """The owner's venture marker moves into ``room``, whose room ability triggers (309.4c)."""
    owner = dungeon.owner
    txn.update_player(owner, room=room)
    found = rooms(dungeon.card)[room]
    txn.emit(ev.Noted(rule, f"{owner} moves their venture marker into {found.name} of "
                            f"{dungeon.name}"))
    index = dungeon.card.of_kind(TriggeredAbility).index(found)
    trigger = pending_trigger(dungeon, index, controller=owner)
    txn.state = evolve(txn.state, waiting=(*txn.state.waiting, trigger))
    txn.emit(ev.AbilityTriggered("309.4c", dungeon, owner))


