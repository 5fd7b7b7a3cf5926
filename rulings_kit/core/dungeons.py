"""Dungeons (309) and venturing into the dungeon (701.49).

A dungeon card begins outside the game (309.2); venturing brings the one a player chooses
into the command zone (309.2a-b), with their venture marker on its topmost room (309.4a), and
moves the marker down its arrows (309.5a, 701.49b). Each room has a room ability, "When you
move your venture marker into this room, [effect]" (309.4c): a :class:`Room`, a triggered
ability no event triggers, put among the triggers waiting when the marker moves in, controlled
by the dungeon's owner. A dungeon whose marker is on its bottommost room, with no room ability
of it waiting or on the stack, is removed from the game (309.6, 704.5t): its owner completes
it (309.7). Where the marker is, and the dungeons completed, are the player's
(``Player.room``, ``Player.completed``).

The dungeons themselves are card definitions the card layer builds from their rooms' text
(``rulings_kit.cards.dungeons``); the instruction that ventures carries them
(``core.effects.venture``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rulings_kit.core import events as ev
from rulings_kit.core.abilities import TriggeredAbility
from rulings_kit.core.card_shapes import CardShape
from rulings_kit.core.definitions import CardDef
from rulings_kit.core.game_object import GameObject
from rulings_kit.core.state import GameState
from rulings_kit.core.values import PART, Part, evolve
from rulings_kit.core.zones import Kind, Zone

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Transaction

#: the layout of a dungeon card's definition (MTGJSON's word for one)
DUNGEON = "dungeon"
#: the trigger condition every room ability has, not printed on the card (309.4c)
ROOM_TRIGGER_WORDS = "When you move your venture marker into this room"


@dataclass(frozen=True)
class Room(TriggeredAbility):
    """A room of a dungeon and its room ability (309.4c): the effect printed in it, as the
    instructions of a triggered ability no event triggers; ``leads_to``: the rooms its arrows
    point to, by their place among the dungeon's rooms (309.5a), none for the bottommost one;
    ``refused``: why the engine can't carry out its effect ("" when it can)."""

    name: str = ""
    words: str = ""
    leads_to: tuple[int, ...] = ()
    refused: str = ""


def rooms(dungeon: CardShape) -> tuple[Room, ...]:
    """A dungeon's rooms, topmost first (309.4)."""
    return dungeon.of_kind(Room)


def is_dungeon(card: object) -> bool:
    return isinstance(card, CardDef) and card.layout == DUNGEON


def owned_dungeon(state: GameState, player: str) -> GameObject | None:
    """The dungeon card ``player`` owns in the command zone, if any (309.3: one at most)."""
    for o in state.zone_objects(player, Zone.COMMAND):
        if is_dungeon(o.card):
            return o
    return None


def complete(txn: Transaction, dungeon: GameObject, rule: str) -> None:
    """The dungeon card is removed from the game: its owner completes it (309.7)."""
    owner = dungeon.owner
    txn.state = evolve(txn.state.without_object(dungeon.id),
                       command=tuple(i for i in txn.state.command if i != dungeon.id))
    done = txn.state.player(owner).completed
    txn.update_player(owner, room=0, completed=(*done, dungeon.name))
    txn.emit(ev.Noted(rule, f"{owner} removes {dungeon.name} from the game: they complete it "
                            "(309.7)"))


def dungeon_actions(txn: Transaction) -> bool:
    """704.5t (309.6): a dungeon whose owner's venture marker is on its bottommost room, and
    which is the source of no room ability waiting or on the stack, is removed from the game."""
    state = txn.state
    found = [state.obj(i) for i in state.command if is_dungeon(state.obj(i).card)]
    if not found:
        return False
    pending = {o.source.id for o in (*state.waiting, *(state.obj(i) for i in state.stack))
               if o.kind is Kind.TRIGGER and o.source is not None}
    done = False
    for dungeon in found:
        if dungeon.id in pending or rooms(dungeon.card)[state.player(dungeon.owner).room].leads_to:
            continue
        complete(txn, dungeon, "704.5t")
        done = True
    return done


@dataclass(**PART)
class CompletedDungeon(Part):
    """"you've completed a dungeon" (309.7): the source's controller has completed one or
    more dungeons this game."""

    def __call__(self, s: GameState, me: GameObject) -> bool:
        return bool(s.player(me.controller).completed)
