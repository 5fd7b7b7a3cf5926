"""Reading an ``[expect]`` table, or an action's ``expect = {...}`` (SCENARIO_FORMAT.md,
"Expectations", "Checking a run as it goes", "More expectations").

Each value is checked for its shape here, so a mistake is reported as the file is read,
with the file, the action and the key; what the values mean is checked in ``check``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rulings_kit.core.refs import ZONE_WORDS
from rulings_kit.scenarios.where import Where, _names, _type, _unknown_keys

EXPECT_KEYS = (
    "life",
    "zones",
    "contains",
    "stack",
    "resolved",
    "countered",
    "triggered",
    "not_triggered",
    "cast",
    "counters",
    "tapped",
    "untapped",
    "pool",
    "could_produce",
    "pt",
    "damage",
    "subtypes",
    "keywords",
    "lacks",
    "controller",
    "types",
    "colors",
    "attached",
    "count",
    "castable",
    "not_castable",
    "activatable",
    "not_activatable",
    "hand_size",
    "library_size",
    "lost",
    "day_night",
    "face",
    "level",
    "error",
)
#: keys whose value is a list of names
LISTS = ("stack", "resolved", "countered", "triggered", "not_triggered", "tapped", "untapped",
         "lost")
#: keys whose value is a table, and what each of its values is
TABLES = {
    "life": "number",
    "zones": "names",
    "contains": "names",
    "cast": "names",
    "counters": "counters",
    "pool": "text",
    "could_produce": "text",
    "pt": "text",
    "damage": "number",
    "subtypes": "names",
    "keywords": "names",
    "lacks": "names",
    "controller": "text",
    "types": "text",
    "colors": "text",
    "attached": "text",
    "count": "number",
    "castable": "names",
    "not_castable": "names",
    "activatable": "names",
    "not_activatable": "names",
    "hand_size": "number",
    "library_size": "number",
    "face": "text",
    "level": "number",
}
#: keys whose table is keyed by player
BY_PLAYER = ("life", "cast", "pool", "hand_size", "library_size", "castable", "not_castable",
             "activatable", "not_activatable")
#: the card types ``count`` may name in "Player:zone:TYPE" (205.2a), and "token"
COUNT_TYPES = ("artifact", "battle", "creature", "enchantment", "instant", "kindred", "land",
               "planeswalker", "sorcery", "token")


def parse_expect(
    where: Where, data: Any, action: int | None = None, players: Sequence[str] = ()
) -> dict[str, Any]:
    """The expectations of ``[expect]`` (``action`` None) or of one action's ``expect``."""
    _type(where, data, dict, "expect", "a table", action)
    _unknown_keys(where, data, EXPECT_KEYS, "[expect]" if action is None else "expect", action)
    for k in LISTS:
        if k in data:
            _names(where, data[k], f"expect.{k}", action)
    for k, kind in TABLES.items():
        if k not in data:
            continue
        _type(where, data[k], dict, f"expect.{k}", "a table", action)
        for name, value in data[k].items():
            vkey = f"expect.{k}.{name}"
            if k in BY_PLAYER and players and name not in players:
                raise where.error(
                    f"{name!r} is not a player; players: {', '.join(players)}", action=action,
                    key=vkey)
            if kind == "names":
                _names(where, value, vkey, action)
            elif kind == "text":
                _type(where, value, str, vkey, "a text", action)
            elif kind == "number":
                _type(where, value, int, vkey, "a whole number", action)
            else:
                _type(where, value, dict, vkey, "a table of counter kind = number", action)
                for kind_name, n in value.items():
                    _type(where, n, int, f"{vkey}.{kind_name}", "a whole number", action)
        _values(where, k, data[k], action, players)
    if "error" in data:
        _type(where, data["error"], str, "expect.error", 'a rule number such as "302.6"', action)
    if "day_night" in data and data["day_night"] not in ("day", "night", "neither"):
        raise where.error(f'expected "day", "night" or "neither", got {data["day_night"]!r}',
                          action=action, key="expect.day_night")
    return dict(data)


def _values(where: Where, key: str, table: dict[str, Any], action: int | None,
            players: Sequence[str]) -> None:
    """What the shape alone doesn't settle: colour letters, players, ``count`` forms."""
    for name, value in table.items():
        vkey = f"expect.{key}.{name}"
        if key == "colors" and (set(value) - set("WUBRG") or len(set(value)) != len(value)):
            raise where.error(
                f"colours are letters from WUBRG, each once ('' for colourless); got {value!r}",
                action=action, key=vkey)
        if key == "controller" and players and value not in players:
            raise where.error(
                f"{value!r} is not a player; players: {', '.join(players)}", action=action,
                key=vkey)
        if key == "count":
            if value < 0:
                raise where.error(f"a count is 0 or more, got {value}", action=action, key=vkey)
            if name != "stack":
                player, _, zone = name.partition(":")
                zone = zone.partition(":")[0]
                if (players and player not in players) or zone not in ZONE_WORDS:
                    raise where.error(
                        f"{name!r} is not something count can count; valid: \"stack\", "
                        "\"Player:zone\", \"Player:zone:Name\" or \"Player:zone:TYPE\" (zones "
                        f"{', '.join(ZONE_WORDS)}; types {', '.join(COUNT_TYPES)})",
                        action=action, key=vkey)
