"""Reading scenario data (SCENARIO_FORMAT.md, format 1) into engine values.

Every error names where it is — the file, the action number and the key — and what
would be valid.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rulings_kit.cards import CardPool
from rulings_kit.core.actions import (
    ACTION_KEYS,
    Activate,
    Advance,
    AnyAction,
    Attack,
    Block,
    Cast,
    Pass,
    Play,
    Resolve,
)
from rulings_kit.core.setup import Placed, PlayerSetup
from rulings_kit.core.state import GameState, Step, Zone
from rulings_kit.errors import RulingsError, ScenarioError

TOP_KEYS = (
    "format",
    "title",
    "description",
    "rules",
    "rulings",
    "cards",
    "players",
    "turn",
    "do",
    "expect",
)
PLAYER_KEYS = ("life", "library", "hand", "battlefield", "graveyard", "exile")
ENTRY_KEYS = ("card", "count", "as", "tapped", "sick", "counters", "attacking")
TURN_KEYS = ("number", "active", "step")
COMMON_KEYS = ("by", "answers")
ACTION_EXTRA = {
    "cast": ("targets", "x", "kicker", "modes", "from", "sacrifice", "pay"),
    "activate": ("ability", "targets", "x", "pay"),
    "play": (),
    "pass": (),
    "resolve": (),
    "attack": ("defender",),
    "block": (),
    "advance": (),
}
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
    "hand_size",
    "library_size",
    "lost",
    "error",
)
STEPS = tuple(s.value for s in Step)
ZONES_FROM = ("hand", "graveyard", "exile", "library")
MAX_OBJECTS = 5000  # a position bigger than this is not a ruling; refuse it early
MAX_PLAYERS = 100
#: counters on one object: enough for any ruling; more could make thousands of tokens
MAX_COUNTERS = 1000
RULE_NUMBER = re.compile(r"^\d{3}(\.\d+[a-z]{0,2})?\.?$")


@dataclass(frozen=True)
class ActionSpec:
    index: int  # 1-based, as a reader counts the [[do]] tables
    key: str
    data: Mapping[str, Any]
    action: AnyAction
    answers: Mapping[str, Any]

    def describe(self, state: GameState | None = None) -> str:
        """The action in words; with the state it acts on, objects by their names."""
        return self.action.describe(state)


class Where:
    """Builds error messages that say where: file, action, key."""

    def __init__(self, source: str) -> None:
        self.source = source

    def error(
        self, message: str, *, action: int | None = None, key: str | None = None
    ) -> ScenarioError:
        parts = [self.source]
        if action is not None:
            parts.append(f"action {action}")
        if key is not None:
            parts.append(key)
        return ScenarioError(f"{': '.join(parts)}: {message}")


def _unknown_keys(
    where: Where,
    table: Mapping[str, Any],
    valid: Sequence[str],
    what: str,
    action: int | None = None,
    within: str = "",
) -> None:
    """An error for the first key of ``table`` not in ``valid``; ``within`` is the key
    of the table itself, when the error should name the whole path."""
    for k in table:
        if k not in valid:
            raise where.error(
                f"unknown key {k!r} in {what}; valid keys: {', '.join(valid)}",
                action=action,
                key=f"{within}.{k}" if within else k,
            )


def _type(
    where: Where,
    value: Any,
    types: type | tuple[type, ...],
    key: str,
    expected: str,
    action: int | None = None,
) -> Any:
    if not isinstance(value, types) or (
        isinstance(value, bool) and bool not in (types if isinstance(types, tuple) else (types,))
    ):
        raise where.error(f"expected {expected}, got {value!r}", action=action, key=key)
    return value


def _count(where: Where, value: Any, key: str, lo: int, hi: int, action: int | None = None) -> int:
    _type(where, value, int, key, f"a whole number from {lo} to {hi}", action)
    if not lo <= value <= hi:
        raise where.error(
            f"expected a whole number from {lo} to {hi}, got {value}", action=action, key=key
        )
    return int(value)


def parse_players(where: Where, data: Any, pool: CardPool) -> tuple[PlayerSetup, ...]:
    _type(where, data, dict, "players", "one [players.NAME] table per player")
    if not data:
        raise where.error("at least one player is needed", key="players")
    if len(data) > MAX_PLAYERS:
        raise where.error(f"more than {MAX_PLAYERS} players", key="players")
    players = []
    total = 0  # objects so far, over all players: memory stays bounded however many there are
    for name, table in data.items():
        key = f"players.{name}"
        _type(where, table, dict, key, "a table of zones")
        _unknown_keys(where, table, PLAYER_KEYS, key)
        life = _count(where, table.get("life", 20), f"{key}.life", -(10**6), 10**6)
        zones: dict[Zone, list[Placed]] = {}
        for zone_name in PLAYER_KEYS[1:]:
            entries = table.get(zone_name, [])
            zkey = f"{key}.{zone_name}"
            _type(where, entries, list, zkey, "a list of card names or {card = ...} tables")
            placed: list[Placed] = []
            for i, entry in enumerate(entries):
                new = _entry(where, entry, f"{zkey}[{i}]", Zone(zone_name), pool)
                placed += new
                total += len(new)
                if total > MAX_OBJECTS:
                    raise where.error(
                        f"more than {MAX_OBJECTS} objects in the position", key=f"{zkey}[{i}]"
                    )
            zones[Zone(zone_name)] = placed
        players.append(PlayerSetup(name, life, zones))
    return tuple(players)


def _card(where: Where, name: Any, key: str, pool: CardPool) -> Any:
    _type(where, name, str, key, "a card name")
    try:
        return pool.get(name)
    except RulingsError as e:
        raise where.error(str(e), key=key) from None


def _entry(where: Where, entry: Any, key: str, zone: Zone, pool: CardPool) -> list[Placed]:
    if isinstance(entry, str):
        return [Placed(_card(where, entry, key, pool))]
    _type(where, entry, dict, key, "a card name or a table with card = ...")
    _unknown_keys(where, entry, ENTRY_KEYS, key)
    if "card" not in entry:
        raise where.error("missing key 'card'", key=key)
    card = _card(where, entry["card"], f"{key}.card", pool)
    count = _count(where, entry.get("count", 1), f"{key}.count", 1, MAX_OBJECTS)
    counters = entry.get("counters", {})
    _type(where, counters, dict, f"{key}.counters", "a table of counter kind = number")
    for kind, n in counters.items():
        _count(where, n, f"{key}.counters.{kind}", 0, MAX_COUNTERS)
    label = entry.get("as")
    if label is not None:
        _type(where, label, str, f"{key}.as", "a label (text)")
        if count > 1:
            raise where.error("a label names one object; use it with count = 1", key=f"{key}.as")
    flags = {}
    for flag in ("tapped", "sick", "attacking"):
        if flag in entry:
            _type(where, entry[flag], bool, f"{key}.{flag}", "true or false")
            if zone is not Zone.BATTLEFIELD and entry[flag]:
                raise where.error(f"{flag} applies only on the battlefield", key=f"{key}.{flag}")
            flags[flag] = entry[flag]
    return [Placed(card, label, counters=dict(counters), **flags) for _ in range(count)]


def parse_turn(where: Where, data: Any, players: Sequence[str]) -> tuple[int, str, Step]:
    _type(where, data, dict, "turn", "a table")
    _unknown_keys(where, data, TURN_KEYS, "[turn]")
    number = _count(where, data.get("number", 1), "turn.number", 1, 10**6)
    active = data.get("active", players[0])
    if active not in players:
        raise where.error(
            f"{active!r} is not a player; players: {', '.join(players)}", key="turn.active"
        )
    step = data.get("step", "main1")
    if step not in STEPS:
        raise where.error(f"unknown step {step!r}; steps: {' '.join(STEPS)}", key="turn.step")
    return number, active, Step(step)


def _refs(where: Where, value: Any, key: str, index: int) -> tuple[str, ...]:
    if isinstance(value, str):
        return (value,)
    _type(where, value, list, key, "a reference or a list of references", index)
    for v in value:
        _type(where, v, str, key, "references (text)", index)
    return tuple(value)


#: what an answer is made of (SCENARIO_FORMAT.md, "Questions and answers")
ANSWER = "true or false, a reference, a list of references or a table like a cast action"


def _answer(where: Where, value: Any, key: str, index: int, depth: int = 0) -> None:
    """An answer is plain data: no floats or dates, nested at most a few levels."""
    if isinstance(value, bool | int | str):
        return
    if depth < 3 and isinstance(value, list):
        for v in value:
            _answer(where, v, key, index, depth + 1)
        return
    if depth < 3 and isinstance(value, dict):
        for k, v in value.items():
            _answer(where, v, f"{key}.{k}", index, depth + 1)
        return
    raise where.error(f"expected {ANSWER}, got {value!r}", action=index, key=key)


def parse_action(where: Where, index: int, table: Any, players: Sequence[str]) -> ActionSpec:
    _type(where, table, dict, "do", "an action table", index)
    keys = [k for k in table if k in ACTION_KEYS]
    if len(keys) != 1:
        found = ", ".join(keys) or "none"
        raise where.error(
            f"an action has exactly one of {', '.join(ACTION_KEYS)} (found: {found})", action=index
        )
    key = keys[0]
    _unknown_keys(where, table, (key, *ACTION_EXTRA[key], *COMMON_KEYS), f"a {key} action", index)
    value = table[key]
    by = table.get("by")
    if by is not None and by not in players:
        raise where.error(
            f"{by!r} is not a player; players: {', '.join(players)}", action=index, key="by"
        )
    answers = table.get("answers", {})
    _type(where, answers, dict, "answers", "a table of question id = answer", index)
    for qid, answer in answers.items():
        _answer(where, answer, f"answers.{qid}", index)
    action: AnyAction
    if key in ("cast", "activate"):
        card = _type(where, value, str, key, "a card reference", index)
        targets = _refs(where, table.get("targets", []), "targets", index)
        x = table.get("x")
        if x is not None:
            x = _count(where, x, "x", 0, 10**12, index)
        pay = _refs(where, table["pay"], "pay", index) if "pay" in table else None
        if key == "cast":
            kicker = table.get("kicker", 0)
            kicks = (
                (1 if kicker else 0)
                if isinstance(kicker, bool)
                else _count(where, kicker, "kicker", 0, 1000, index)
            )
            modes = table.get("modes", [])
            _type(where, modes, list, "modes", "a list of mode numbers", index)
            for m in modes:
                _count(where, m, "modes", 1, 100, index)
            zone = table.get("from", "hand")
            if zone not in ZONES_FROM:
                raise where.error(
                    f"unknown zone {zone!r}; valid: {', '.join(ZONES_FROM)}",
                    action=index,
                    key="from",
                )
            action = Cast(
                card,
                by,
                targets,
                x,
                kicks,
                tuple(modes),
                Zone(zone),
                _refs(where, table.get("sacrifice", []), "sacrifice", index),
                pay,
            )
        else:
            ability = _count(where, table.get("ability", 1), "ability", 1, 100, index)
            action = Activate(card, by, ability, targets, x, pay)
    elif key == "play":
        action = Play(_type(where, value, str, key, "a card reference", index), by)
    elif key == "pass":
        if value is not True:
            raise where.error("write pass = true", action=index, key="pass")
        action = Pass(by)
    elif key == "resolve":
        if value == "all":
            action = Resolve(None, by)
        else:
            action = Resolve(_count(where, value, "resolve", 1, 10_000, index), by)
    elif key == "attack":
        creatures = _refs(where, value, "attack", index)
        defender = table.get("defender")
        if defender is not None and defender not in players:
            raise where.error(
                f"{defender!r} is not a player; players: {', '.join(players)}",
                action=index,
                key="defender",
            )
        action = Attack(creatures, defender, by)
    elif key == "block":
        _type(where, value, dict, "block", 'a table like {"Blocker" = "Attacker"}', index)
        for blocker, attacker in value.items():
            _type(where, attacker, str, f"block.{blocker}", "the attacker it blocks", index)
        action = Block(tuple(value.items()), by)
    else:
        if value not in STEPS:
            raise where.error(
                f"unknown step {value!r}; steps: {' '.join(STEPS)}", action=index, key="advance"
            )
        action = Advance(Step(value), by)
    return ActionSpec(index, key, dict(table), action, dict(answers))


def _names(where: Where, value: Any, key: str) -> None:
    _type(where, value, list, key, "a list of names")
    for v in value:
        _type(where, v, str, key, "names (text)")


def parse_expect(where: Where, data: Any) -> dict[str, Any]:
    _type(where, data, dict, "expect", "a table")
    _unknown_keys(where, data, EXPECT_KEYS, "[expect]")
    lists = (
        "stack",
        "resolved",
        "countered",
        "triggered",
        "not_triggered",
        "tapped",
        "untapped",
        "lost",
    )
    for k in lists:
        if k in data:
            _names(where, data[k], f"expect.{k}")
    # each table's values: "a list of names", "a text" or "a whole number" (or counters)
    tables = {
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
        "hand_size": "number",
        "library_size": "number",
    }
    for k, kind in tables.items():
        if k not in data:
            continue
        _type(where, data[k], dict, f"expect.{k}", "a table")
        for name, value in data[k].items():
            vkey = f"expect.{k}.{name}"
            if kind == "names":
                _names(where, value, vkey)
            elif kind == "text":
                _type(where, value, str, vkey, "a text")
            elif kind == "number":
                _type(where, value, int, vkey, "a whole number")
            else:
                _type(where, value, dict, vkey, "a table of counter kind = number")
                for kind_name, n in value.items():
                    _type(where, n, int, f"{vkey}.{kind_name}", "a whole number")
    if "error" in data:
        _type(where, data["error"], str, "expect.error", 'a rule number such as "302.6"')
    return dict(data)


def parse_rules_list(where: Where, data: Any) -> tuple[str, ...]:
    _type(where, data, list, "rules", "a list of rule numbers")
    for r in data:
        if not isinstance(r, str) or not RULE_NUMBER.match(r):
            raise where.error(f'{r!r} is not a rule number like "603.3b"', key="rules")
    return tuple(data)


def parse_rulings_list(where: Where, data: Any, pool: CardPool) -> tuple[str, ...]:
    """``rulings = ["Card: words"]``: each quotes an official ruling of a card of ``pool``
    (bundled, defined in the file or loaded from a data file)."""
    _type(where, data, list, "rulings", 'a list of "Card Name: words"')
    for entry in data:
        if not isinstance(entry, str) or ": " not in entry:
            raise where.error(f'{entry!r} is not "Card Name: words from the ruling"', key="rulings")
        name, words = entry.split(": ", 1)
        try:
            ok = pool.ruling_matches(name, words)
        except RulingsError as e:
            raise where.error(str(e), key="rulings") from None
        if not ok:
            # the words as written, in quotes that don't escape them (it's, not it\'s)
            raise where.error(f"no official ruling of {name} contains “{words}”", key="rulings")
    return tuple(data)
