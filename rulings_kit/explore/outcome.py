"""Outcome columns: what a final state looks like in one row of a table, and what counts
as the outcome: which columns two ends must share to be the same outcome (one definition
for the command line, the tables, the decision tree and the widgets)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from rulings_kit.core.state import GameState, Zone
from rulings_kit.core.words import times
from rulings_kit.errors import RulingsError
from rulings_kit.explore.tree import SEP, Node

#: the zones shown for each player, in this order
ZONES = (Zone.BATTLEFIELD, Zone.HAND, Zone.GRAVEYARD, Zone.EXILE, Zone.LIBRARY)


def final_columns(state: GameState) -> dict[str, Any]:
    """Life totals, each player's zones (names in zone order: a library top first, a
    graveyard oldest first), the stack (top first) and who lost."""
    cols: dict[str, Any] = {}
    for p in state.players:
        cols[f"life:{p.name}"] = p.life
    for p in state.players:
        for zone in ZONES:
            names = [o.display_name for o in state.zone_objects(p.name, zone)]
            cols[f"{p.name}:{zone.value}"] = compact(names)
    cols["stack"] = SEP.join(o.display_name for o in state.stack_objects())
    cols["lost"] = SEP.join(p.name for p in state.players if p.lost)
    return cols


def compact(names: list[str]) -> str:
    """Names in order, a run of one name written once with its count: "Wastes ×7"."""
    runs: list[tuple[str, int]] = []
    for name in names:
        if runs and runs[-1][0] == name:
            runs[-1] = (name, runs[-1][1] + 1)
        else:
            runs.append((name, 1))
    return SEP.join(times(name, n) for name, n in runs)


# ---- what counts as the outcome --------------------------------------------------------

#: the names a user gives for what counts as the outcome (``explore(outcome=...)``,
#: ``Exploration.group(columns)``, ``rulings-kit explore --outcome``), besides any
#: column's own name ("life:Alice", "Bob:graveyard")
OUTCOME_NAMES: dict[str, str] = {
    "life": "each player's life total (the life:PLAYER columns)",
    "zones": "each player's zones and the stack (PLAYER:battlefield, ..., stack)",
    **{z.value: f"each player's {z.value} (PLAYER:{z.value})" for z in ZONES},
    "stack": "what is left on the stack, top first",
    "lost": "who lost the game",
}

#: zones whose order the rules keep, so an order that differs is an outcome that differs:
#: a library (401.2: cards can't be rearranged), a graveyard (404.2) and the stack (405.2).
#: A battlefield (403), a hand (402.3) and exile (406) have no order: there the same
#: cards arrived in another order (the triggers resolved the other way) is the same end.
ORDERED_ZONES = frozenset({Zone.LIBRARY.value, Zone.GRAVEYARD.value, "stack"})


class OutcomeError(RulingsError, ValueError):
    """A name given for the outcome is not one of its columns; the message lists them."""


def outcome_columns(names: str | Iterable[str] | None, available: Sequence[str]) -> tuple[str, ...]:
    """The outcome columns ``names`` stand for, in table order: every one of
    ``available`` for None, else each name's (see ``OUTCOME_NAMES``), or a column by
    its own name. ``"life,zones"`` is read as two names."""
    if names is None:
        return tuple(available)
    if isinstance(names, str):
        names = names.split(",")
    picked: dict[str, None] = {}
    for raw in names:
        name = raw.strip()
        found = _columns_named(name, available)
        if not found:
            raise OutcomeError(
                f"outcome: {name!r} is not an outcome column; use "
                f"{', '.join(OUTCOME_NAMES)}, or a column: {', '.join(available)}"
            )
        picked.update(dict.fromkeys(found))
    return tuple(c for c in available if c in picked)


def _columns_named(name: str, available: Sequence[str]) -> list[str]:
    if name in available:
        return [name]
    if name == "life":
        return [c for c in available if c.startswith("life:")]
    if name == "zones":
        return [c for c in available if _zone(c) is not None]
    if name in OUTCOME_NAMES:
        return [c for c in available if _zone(c) == name]
    return []


def _zone(column: str) -> str | None:
    """The zone an outcome column lists ("battlefield", "stack"), None for the others."""
    if column == "stack":
        return column
    if column.startswith("life:") or ":" not in column:
        return None
    return column.rpartition(":")[2]


def outcome_key(status: str, outcome: Mapping[str, Any], columns: Iterable[str]) -> tuple[Any, ...]:
    """What makes two ends the same outcome: the status (a rejected branch never ends
    like a finished one) and the values of ``columns``, a zone without an order compared
    as the cards it holds (``ORDERED_ZONES``)."""
    values: list[Any] = []
    for c in columns:
        value = outcome.get(c, "")
        zone = _zone(c)
        if zone is not None and zone not in ORDERED_ZONES and isinstance(value, str):
            values.append(tuple(sorted(_counted(value).items())))
        else:
            values.append(repr(value))
    return (status, *values)


def _counted(text: str) -> Counter[str]:
    """A zone cell as the names it holds and how many of each ("Wastes ×5; Forest")."""
    counts: Counter[str] = Counter()
    for part in text.split(SEP) if text else ():
        name, mark, n = part.rpartition(" ×")
        if mark and n.isdigit():
            counts[name] += int(n)
        else:
            counts[part] += 1
    return counts


def leaf_order(root: Node) -> list[Node]:
    """The leaves under ``root`` depth first, answers in order: the order outcomes are
    numbered in, top to bottom in a decision tree."""
    order: list[Node] = []
    seen: set[int] = set()
    stack = [root]
    while stack:
        node = stack.pop()
        if node.id in seen:
            continue
        seen.add(node.id)
        if node.is_leaf:
            order.append(node)
        stack += [e.child for e in reversed(node.edges) if e.child.id not in seen]
    return order


def letter(number: int) -> str:
    """Outcome 0 -> "A", 25 -> "Z", 26 -> "AA"... like spreadsheet columns: the name an
    outcome has in every table and figure."""
    text = ""
    number += 1
    while number:
        number, rest = divmod(number - 1, 26)
        text = chr(ord("A") + rest) + text
    return text
