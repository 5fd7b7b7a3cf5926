"""Reading scenario data (SCENARIO_FORMAT.md, format 1) into engine values.

Every error names where it is — the file, the action number and the key — and what
would be valid.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
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
    Foretell,
    Pass,
    Play,
    Resolve,
    Suspend,
    TurnFaceUp,
)
from rulings_kit.core.counters import counter_kind
from rulings_kit.core.counters import refusal as counter_refusal
from rulings_kit.core.definitions import CardDef
from rulings_kit.core.designations import DESIGNATIONS, MONARCH
from rulings_kit.core.designations import NOT_YET as NOT_YET_DESIGNATIONS
from rulings_kit.core.emblems import emblems_made_by
from rulings_kit.core.faces import placed_face
from rulings_kit.core.keyword_payment import HelpedBy, Helper
from rulings_kit.core.object_costs import ObjectsPaid
from rulings_kit.core.optional_costs import PAID_WITH_PERMANENTS, Extras, OptionalCost
from rulings_kit.core.setup import Placed, PlayerSetup
from rulings_kit.core.state import GameState, Step, Zone
from rulings_kit.errors import RulingsError
from rulings_kit.scenarios.expect_keys import parse_expect
from rulings_kit.scenarios.where import (  # noqa: F401 (shared with card_tables)
    NOT_YET,
    Where,
    _count,
    _names,
    _type,
    _unknown_keys,
    not_yet,
)

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
ZONE_KEYS = ("library", "hand", "battlefield", "graveyard", "exile")
PLAYER_KEYS = ("life", *ZONE_KEYS, "counters", "designations", "sideboard", "emblems")
ENTRY_KEYS = ("card", "count", "as", "tapped", "sick", "counters", "attacking", "face")
TURN_KEYS = ("number", "active", "step", "day_night")
COMMON_KEYS = ("by", "answers", "expect", "labels")
ACTION_EXTRA = {
    "cast": ("targets", "x", "kicker", "modes", "from", "sacrifice", "pay", "alt", "extra",
             "face", "fuse", "delve", "convoke", "improvise", "assist", "splice"),
    "activate": ("ability", "targets", "x", "pay", "from", "sacrifice", "discard", "exile",
                 "tap"),
    "play": ("from", "face"),
    "pass": (),
    "resolve": (),
    "attack": ("defender",),
    "block": (),
    "advance": (),
    "turn_face_up": ("pay", "cost"),
    "suspend": ("pay",),
    "foretell": ("pay",),
}
STEPS = tuple(s.value for s in Step)
ZONES_FROM = ("hand", "graveyard", "exile", "library")
ACTIVATE_FROM = ("battlefield", "hand", "graveyard", "exile")
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
    #: expectations checked right after this action (or its expected error)
    expect: Mapping[str, Any] = field(default_factory=dict)
    #: labels for the objects of each name the action creates, in creation order
    labels: Mapping[str, tuple[str, ...]] = field(default_factory=dict)

    def describe(self, state: GameState | None = None) -> str:
        """The action in words; with the state it acts on, objects by their names."""
        return self.action.describe(state)


def parse_players(where: Where, data: Any, pool: CardPool) -> tuple[PlayerSetup, ...]:
    _type(where, data, dict, "players", "one [players.NAME] table per player")
    if not data:
        raise where.error("at least one player is needed", key="players")
    if len(data) > MAX_PLAYERS:
        raise where.error(f"more than {MAX_PLAYERS} players", key="players")
    players: list[PlayerSetup] = []
    total = 0  # objects so far, over all players: memory stays bounded however many there are
    for name, table in data.items():
        key = f"players.{name}"
        _type(where, table, dict, key, "a table of zones")
        _unknown_keys(where, table, PLAYER_KEYS, key)
        life = _count(where, table.get("life", 20), f"{key}.life", -(10**6), 10**6)
        designations = _designations(where, table.get("designations", []),
                                     f"{key}.designations")
        if MONARCH in designations and any(MONARCH in p.designations for p in players):
            raise where.error("only one player can be the monarch (725.3)",
                              key=f"{key}.designations")
        emblems = _emblems(where, table.get("emblems", []), f"{key}.emblems", pool)
        counters = _counters(where, table.get("counters", {}), f"{key}.counters", player=True)
        sideboard = table.get("sideboard", [])
        _type(where, sideboard, list, f"{key}.sideboard", "a list of card names")
        outside = tuple(
            _card(where, c, f"{key}.sideboard[{i}]", pool) for i, c in enumerate(sideboard)
        )
        zones: dict[Zone, list[Placed]] = {}
        for zone_name in ZONE_KEYS:
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
        players.append(PlayerSetup(name, life, zones, counters, outside, emblems, designations))
    return tuple(players)


def _designations(where: Where, names: Any, key: str) -> frozenset[str]:
    """``designations = ["monarch", "city's blessing"]``: what the player is or has from the
    start (725.1, 702.131c); one the engine doesn't carry out is refused (fine print 30)."""
    _type(where, names, list, key, "a list of designations")
    out = set()
    for i, name in enumerate(names):
        _type(where, name, str, f"{key}[{i}]", "a designation's name")
        folded = name.strip().lower().replace("\u2019", "'")
        if folded in NOT_YET_DESIGNATIONS:
            raise where.error(f"{name!r} is not supported yet: {NOT_YET_DESIGNATIONS[folded]}",
                              key=f"{key}[{i}]")
        if folded not in DESIGNATIONS:
            raise where.error(f"unknown designation {name!r}; designations: "
                              f"{', '.join(DESIGNATIONS)}", key=f"{key}[{i}]")
        out.add(folded)
    return frozenset(out)


def _emblems(where: Where, names: Any, key: str, pool: CardPool) -> tuple[CardDef, ...]:
    """``emblems = ["Elspeth, Sun's Champion"]``: the emblem that card's ability gives
    (114.1), named by the card (an emblem's text alone is not read)."""
    _type(where, names, list, key, "a list of names of cards whose ability gives an emblem")
    out = []
    for i, name in enumerate(names):
        card = _card(where, name, f"{key}[{i}]", pool)
        made = emblems_made_by(card)
        if len(made) != 1:
            raise where.error(
                f"{name!r} has {'no' if not made else 'more than one'} ability giving an emblem "
                "the engine carries out; name a card with one such ability (114.1)",
                key=f"{key}[{i}]")
        out.append(made[0])
    return tuple(out)


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
    face = None
    if "face" in entry:  # a double-faced permanent's back face (712.8e), a flipped card
        _type(where, entry["face"], str, f"{key}.face", "the name of one of the card's faces")
        if zone is not Zone.BATTLEFIELD:
            raise where.error("only a permanent shows a face other than its front (712.8a); "
                              "leave out face", key=f"{key}.face")
        try:
            face = placed_face(card, entry["face"])
        except RulingsError as e:
            raise where.error(str(e), key=f"{key}.face") from None
        face = None if face is card else face
    counters = _counters(where, entry.get("counters", {}), f"{key}.counters")
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
    return [Placed(card, label, counters=dict(counters), face=face, **flags)
            for _ in range(count)]


def _counters(where: Where, table: Any, key: str, *, player: bool = False) -> dict[str, int]:
    """Counters kind -> number; kinds compare without regard to case (fine print 32), and
    a kind with a rules meaning the engine doesn't carry out is refused (fine print 30)."""
    _type(where, table, dict, key, "a table of counter kind = number")
    out: dict[str, int] = {}
    for kind, n in table.items():
        _count(where, n, f"{key}.{kind}", 0, MAX_COUNTERS)
        if why := counter_refusal(kind, player=player):
            raise where.error(why, key=f"{key}.{kind}")
        out[counter_kind(kind)] = out.get(counter_kind(kind), 0) + n
    return out


def parse_turn(where: Where, data: Any, players: Sequence[str]) -> tuple[int, str, Step, str]:
    _type(where, data, dict, "turn", "a table")
    _unknown_keys(where, data, TURN_KEYS, "[turn]")
    number = _count(where, data.get("number", 1), "turn.number", 1, 10**6)
    active = data.get("active", players[0])
    if active not in players:
        raise where.error(
            f"{active!r} is not a player; players: {', '.join(players)}", key="turn.active"
        )
    if "day_night" in data and data["day_night"] not in ("day", "night"):
        raise where.error(
            f'expected "day" or "night", got {data["day_night"]!r}', key="turn.day_night"
        )
    step = data.get("step", "main1")
    if step not in STEPS:
        raise where.error(f"unknown step {step!r}; steps: {' '.join(STEPS)}", key="turn.step")
    return number, active, Step(step), data.get("day_night", "")


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
    by = table.get("by")
    if by is not None and by not in players:
        raise where.error(
            f"{by!r} is not a player; players: {', '.join(players)}", action=index, key="by"
        )
    answers = table.get("answers", {})
    _type(where, answers, dict, "answers", "a table of question id = answer", index)
    for qid, answer in answers.items():
        _answer(where, answer, f"answers.{qid}", index)
    expect = parse_expect(where, table.get("expect", {}), index, players)
    labels = _labels(where, table.get("labels", {}), index)
    return ActionSpec(
        index, key, dict(table), _action(where, index, key, table, players), dict(answers),
        expect, labels,
    )


def _zone_from(where: Where, table: Mapping[str, Any], index: int, default: str,
               valid: Sequence[str]) -> Zone:
    zone = table.get("from", default)
    if zone not in valid:
        raise where.error(
            f"unknown zone {zone!r}; valid: {', '.join(valid)}", action=index, key="from"
        )
    return Zone(zone)


def _action(
    where: Where, index: int, key: str, table: Mapping[str, Any], players: Sequence[str]
) -> AnyAction:
    value = table[key]
    by = table.get("by")
    if key in ("cast", "activate"):
        card = _type(where, value, str, key, "a card reference", index)
        targets = _refs(where, table.get("targets", []), "targets", index)
        x = table.get("x")
        if x is not None:
            x = _count(where, x, "x", 0, 10**12, index)
        pay = _refs(where, table["pay"], "pay", index) if "pay" in table else None
        if key == "activate":
            for cost in ("sacrifice", "discard", "exile"):
                if cost in table:
                    raise not_yet(where, "activate.sacrifice", index, cost)
            tap = _refs(where, table["tap"], "tap", index) if "tap" in table else None
            ability = _count(where, table.get("ability", 1), "ability", 1, 100, index)
            zone = _zone_from(where, table, index, "battlefield", ACTIVATE_FROM)
            return Activate(card, by, ability, targets, x, pay, zone, tap)
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
        alt = table.get("alt")
        if alt is not None:
            _type(where, alt, str, "alt", 'an alternative cost\'s keyword, such as "dash"', index)
            alt = alt.strip().lower()
        face = _face(where, table, index)
        fuse = _type(where, table.get("fuse", False), bool, "fuse", "true or false", index)
        if fuse and face is not None:
            raise where.error("fuse = true casts both halves (702.102a); leave out face",
                              action=index, key="face")
        return Cast(
            card,
            by,
            targets,
            x,
            kicks,
            tuple(modes),
            _zone_from(where, table, index, "hand", ZONES_FROM),
            _refs(where, table.get("sacrifice", []), "sacrifice", index),
            pay,
            alt,
            face,
            fuse,
            _helped(where, table, index),
            *_extra(where, table, index),
            _refs(where, table.get("splice", []), "splice", index),  # 702.47a
        )
    if key == "play":
        card = _type(where, value, str, key, "a card reference", index)
        return Play(card, by, _zone_from(where, table, index, "hand", ZONES_FROM),
                    _face(where, table, index))
    if key == "turn_face_up":  # 116.2b, 702.37e
        card = _type(where, value, str, key, "a reference to a face-down permanent", index)
        pay = _refs(where, table["pay"], "pay", index) if "pay" in table else None
        how = table.get("cost")
        if how is not None:
            _type(where, how, str, "cost", '"morph", "megamorph" or "mana cost"', index)
        return TurnFaceUp(card, by, pay, how)
    if key == "suspend":  # 116.2f, 702.62a
        card = _type(where, value, str, key, "a reference to a card in the player's hand", index)
        pay = _refs(where, table["pay"], "pay", index) if "pay" in table else None
        return Suspend(card, by, pay)
    if key == "foretell":  # 116.2h, 702.143a
        card = _type(where, value, str, key, "a reference to a card in the player's hand", index)
        pay = _refs(where, table["pay"], "pay", index) if "pay" in table else None
        return Foretell(card, by, pay)
    if key == "pass":
        if value is not True:
            raise where.error("write pass = true", action=index, key="pass")
        return Pass(by)
    if key == "resolve":
        if value == "all":
            return Resolve(None, by)
        return Resolve(_count(where, value, "resolve", 1, 10_000, index), by)
    if key == "attack":
        return _attack(where, index, table, players)
    if key == "block":
        _type(where, value, dict, "block", 'a table like {"Blocker" = "Attacker"}', index)
        pairs: list[tuple[str, str]] = []
        for blocker, attacker in value.items():
            # a list: the attackers a creature that may block more than one blocks (509.1a)
            for each in attacker if isinstance(attacker, list) and attacker else [attacker]:
                _type(where, each, str, f"block.{blocker}",
                      "the attacker it blocks, or a list of those it blocks", index)
                pairs.append((blocker, each))
        return Block(tuple(pairs), by)
    if value not in STEPS:
        raise where.error(
            f"unknown step {value!r}; steps: {' '.join(STEPS)}", action=index, key="advance"
        )
    return Advance(Step(value), by)


def _helped(where: Where, table: Mapping[str, Any], index: int) -> HelpedBy:
    """``convoke``, ``improvise``, ``delve``: what pays part of the total cost that way
    (702.51a, 702.126a, 702.66a); ``assist``: the player who helps pay it (702.132a)."""
    said = {h: _refs(where, table.get(h.value, []), h.value, index) for h in Helper}
    assist = table.get("assist")  # the player who helps pay (702.132a)
    if assist is not None:
        _type(where, assist, str, "assist", "the name of another player", index)
    return HelpedBy(said[Helper.CONVOKE], said[Helper.IMPROVISE], said[Helper.DELVE],
                    assist=assist)


def _extra(where: Where, table: Mapping[str, Any], index: int) -> tuple[Extras, ObjectsPaid]:
    """``extra = {buyback = true}``: the optional additional costs to pay (601.2b), each
    ``true``/``false`` or a number of times, or for a cost paid with permanents (casualty,
    conspire) the references of those permanents; a keyword the engine doesn't pay is
    refused, naming it (fine print 30)."""
    value = table.get("extra", {})
    _type(where, value, dict, "extra", "a table of keyword = true or a number", index)
    paid: list[tuple[str, int]] = []
    objects: list[tuple[str, tuple[str, ...]]] = []
    for keyword, times in value.items():
        key = f"extra.{keyword}"
        if keyword not in tuple(OptionalCost):
            raise where.error(
                f"{keyword!r} is not supported yet: the engine pays no {keyword} cost yet "
                f"(601.2b, 601.2f); extra takes {', '.join(OptionalCost)}", action=index,
                key=key)
        if keyword in PAID_WITH_PERMANENTS:  # casualty, conspire: the permanents (601.2h)
            refs = _refs(where, times, key, index) if not isinstance(times, bool) else None
            if refs is None:
                raise where.error(f"{key} names the permanents that pay it (601.2h), not "
                                  f"{times!r}", action=index, key=key)
            paid.append((keyword, 1))
            objects.append((keyword, refs))
            continue
        paid.append((keyword, (1 if times else 0) if isinstance(times, bool)
                     else _count(where, times, key, 0, 1000, index)))
    return tuple(paid), tuple(objects)


def _face(where: Where, table: Mapping[str, Any], index: int) -> str | None:
    """``face = "Ice"``: the face of a card with several faces to cast or play (709.3,
    712.11b, 712.12, 715.3)."""
    face = table.get("face")
    if face is not None:
        _type(where, face, str, "face", "the name of the face to cast or play", index)
    return face


def _attack(where: Where, index: int, table: Mapping[str, Any], players: Sequence[str]) -> Attack:
    """``attack = [...]`` attacks ``defender``; the table form names what each creature
    attacks (508.1b): a player or a planeswalker (a reference), checked by the engine as
    the attack is declared."""
    value = table["attack"]
    defender = table.get("defender")
    if isinstance(value, dict):
        if "defender" in table:
            raise where.error(
                "the table form of attack names each creature's defender; leave out defender",
                action=index,
                key="defender",
            )
        for creature, at in value.items():
            _type(where, at, str, f"attack.{creature}", "a player or a planeswalker", index)
        return Attack(tuple(value), None, table.get("by"), tuple(value.values()))
    creatures = _refs(where, value, "attack", index)
    if defender is not None and defender not in players:
        raise where.error(
            f"{defender!r} is not a player; players: {', '.join(players)}",
            action=index,
            key="defender",
        )
    return Attack(creatures, defender, table.get("by"))


def _labels(where: Where, data: Any, index: int) -> dict[str, tuple[str, ...]]:
    """``labels = {"Monk Token" = ["first", "second"]}``: labels for the objects of that
    name the action creates, in creation order."""
    _type(where, data, dict, "labels", 'a table like {"Soldier Token" = ["first", "second"]}',
          index)
    out: dict[str, tuple[str, ...]] = {}
    seen: set[str] = set()
    for name, labels in data.items():
        if isinstance(labels, str):
            labels = [labels]
        _type(where, labels, list, f"labels.{name}", "a list of labels", index)
        for label in labels:
            _type(where, label, str, f"labels.{name}", "labels (text)", index)
            if label in seen:
                raise where.error(f"label {label!r} is given twice", action=index,
                                  key=f"labels.{name}")
            seen.add(label)
        out[name] = tuple(labels)
    return out


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
        quoted = pool.quoted_ruling(entry)
        if quoted is None:
            name = entry.split(": ", 1)[0]
            raise where.error(f"{entry!r} names no card before its ': ' ({name!r} is not one "
                              'the file can name): write "Card Name: words from the ruling"',
                              key="rulings")
        name, words = quoted
        try:
            ok = pool.ruling_matches(name, words)
        except RulingsError as e:
            raise where.error(str(e), key="rulings") from None
        if not ok:
            # the words as written, in quotes that don't escape them (it's, not it\'s)
            raise where.error(f"no official ruling of {name} contains “{words}”", key="rulings")
    return tuple(data)
