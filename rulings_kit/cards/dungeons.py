"""The dungeon cards (309) as engine definitions: each room's effect, printed on the card
(``rulings_kit/data/dungeons.json``), compiled by the Oracle grammar and lowered like any
card's text into the room ability's instructions (309.4c). A room the engine can't carry out
is kept with the reason, and the dungeon can't be entered (``core.dungeons.venture``)."""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

from rulings_kit.cards import model as m
from rulings_kit.core import events as ev
from rulings_kit.core.abilities import Trigger
from rulings_kit.core.definitions import CardDef
from rulings_kit.core.dungeons import DUNGEON, ROOM_TRIGGER_WORDS, Room
from rulings_kit.core.patterns import Never
from rulings_kit.core.zones import Zone
from rulings_kit.errors import RulingsError, UnknownCardError

#: every room ability's trigger condition, the same for all of them (309.4c); no event
#: triggers it: the venture marker moving in does (``core.dungeons``)
ROOM_TRIGGER = Trigger(ev.Event, Never(), ROOM_TRIGGER_WORDS, zone=Zone.COMMAND, rule="309.4c")


@cache
def dungeons() -> tuple[CardDef, ...]:
    """Every dungeon card a player may venture into (309.2a), built once."""
    text = resources.files("rulings_kit.data").joinpath("dungeons.json").read_text("utf-8")
    return tuple(_dungeon(d) for d in json.loads(text)["dungeons"])


def dungeon(name: str) -> CardDef:
    """The dungeon card called ``name``."""
    for d in dungeons():
        if d.name == name:
            return d
    known = ", ".join(d.name for d in dungeons())
    raise UnknownCardError(f"no dungeon named {name!r}; the dungeons are {known}")


def _dungeon(data: dict[str, Any]) -> CardDef:
    name = data["name"]
    place = {room["name"]: i for i, room in enumerate(data["rooms"])}
    built = tuple(_room(name, room, tuple(place[n] for n in room["next"]))
                  for room in data["rooms"])
    text = "\n".join(f"{r.name} — {r.words}" for r in built)
    return CardDef(name=name, mana_cost=None, colors=frozenset(), types=("Dungeon",),
                   abilities=built, oracle_text=text, text_from_parts=text, layout=DUNGEON)


def _room(dungeon_name: str, room: dict[str, Any], leads_to: tuple[int, ...]) -> Room:
    """One room and its room ability (309.4c), its effect built as a sorcery's would be."""
    from rulings_kit.cards.lower.abilities import definition  # it lowers with this package
    from rulings_kit.cards.registry import check_written_back

    words = room["text"]
    card = m.Card(dungeon_name, "Sorcery", text=words)
    try:
        check_written_back(card)
        (mode,) = definition(card).modes
    except (RulingsError, ValueError) as e:
        return Room(ROOM_TRIGGER, delayed=True, name=room["name"], words=words,
                    leads_to=leads_to, refused=str(e).removeprefix(f"{dungeon_name}: "))
    return Room(ROOM_TRIGGER, mode.effects, mode.targets, delayed=True, name=room["name"],
                words=words, leads_to=leads_to)
