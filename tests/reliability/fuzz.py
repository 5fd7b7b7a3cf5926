"""Strategies for fuzzing scenario input: TOML text, nested data, and mutations of real files.

``scenario_data()`` draws scenario tables that are mostly well formed, with the odd wrong
type, unknown key, unknown card, dangling reference or absurd number; ``mutate()`` breaks
one thing in an existing table; ``to_toml()`` writes a table as TOML text (inline tables, so
any nesting works); ``break_text()`` damages the text itself.
"""

from __future__ import annotations

import datetime as dt
import math
import re
from collections.abc import Callable
from copy import deepcopy
from dataclasses import dataclass
from typing import Any

from hypothesis import strategies as st

from rulings_kit.errors import RulingsError
from rulings_kit.scenarios import Scenario
from rulings_kit.scenarios.expect_keys import EXPECT_KEYS
from rulings_kit.scenarios.parse import (
    ACTION_EXTRA,
    ACTION_KEYS,
    COMMON_KEYS,
    ENTRY_KEYS,
    PLAYER_KEYS,
    STEPS,
    TOP_KEYS,
    TURN_KEYS,
    ZONE_KEYS,
)
from tests.helpers import ACCEPTANCE
from tests.reliability.play import CARDS
from tests.reliability.stats import count

#: the acceptance files that run on the bundled cards (format_examples/ needs its cards.json)
ACCEPTANCE_FILES = tuple(
    sorted(p for p in ACCEPTANCE.rglob("*.toml") if p.parent.name != "format_examples")
)
PLAYERS = ("Alice", "Bob")

# ---------------------------------------------------------------------------- values
#: text a careless or hostile user might write: near-misses, markup, control characters
NASTY_TEXT = (
    "",
    " ",
    "Shok",
    "grizzly bears",
    "Alice:hand:Shock",
    "Bob:library:Nothing",
    "Carol",
    "all",
    "Ivy, Gleeful Spellthief (trigger)",
    '<script>alert("x")</script>',
    '"]; evil -> x [label="',
    "{}|<>\\N\\G",
    "line\nbreak",
    "\x00\x1b[2J",
    "\u202eevil",
    "Sh" + "o" * 10_000 + "ck",
)
NUMBERS = (0, -1, 1, 2, 3, 99, 5000, 10_000, 10**9, 10**12, 10**13, -(10**9), 2**63, 10**100)
FLOATS = (0.5, 1.0, -0.0, math.inf, -math.inf, math.nan, 1e300)
DATES = (dt.date(1993, 8, 5), dt.datetime(1993, 8, 5, 12, 0), dt.time(12, 0))

text = st.text(st.characters(exclude_categories=["Cs"]), max_size=20)
scalars = (
    st.sampled_from(NASTY_TEXT)
    | text
    | st.sampled_from(CARDS)
    | st.sampled_from(PLAYERS)
    | st.sampled_from(NUMBERS)
    | st.integers()
    | st.booleans()
    | st.sampled_from(FLOATS)
    | st.sampled_from(DATES)
)
KEYS = (
    TOP_KEYS + PLAYER_KEYS + ENTRY_KEYS + TURN_KEYS + COMMON_KEYS + ACTION_KEYS + EXPECT_KEYS
) + tuple(k for extra in ACTION_EXTRA.values() for k in extra)
keys = st.sampled_from(KEYS) | st.sampled_from(PLAYERS) | text


def anything(max_leaves: int = 12) -> st.SearchStrategy[Any]:
    """Random TOML-able data: scalars, lists and tables of them, nested."""
    return st.recursive(
        scalars,
        lambda inner: st.lists(inner, max_size=4) | st.dictionaries(keys, inner, max_size=4),
        max_leaves=max_leaves,
    )


def sometimes(good: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    """Mostly ``good``; now and then anything at all."""
    return st.one_of(good, good, good, good, good, good, good, anything(4))


# ---------------------------------------------------------------------------- scenarios
name = st.sampled_from(CARDS) | st.sampled_from(PLAYERS) | st.sampled_from(NASTY_TEXT)
ref = sometimes(name)
refs = sometimes(st.lists(ref, max_size=3))
small = st.integers(0, 4)
entry = sometimes(
    st.sampled_from(CARDS)
    | st.fixed_dictionaries(
        {"card": sometimes(st.sampled_from(CARDS))},
        optional={
            "count": sometimes(small | st.sampled_from(NUMBERS)),
            "as": sometimes(st.sampled_from(NASTY_TEXT)),
            "tapped": sometimes(st.booleans()),
            "sick": sometimes(st.booleans()),
            "attacking": sometimes(st.booleans()),
            "counters": sometimes(
                st.dictionaries(st.sampled_from(["+1/+1", "dream", "charge"]), small, max_size=2)
            ),
        },
    )
)
player = sometimes(
    st.fixed_dictionaries(
        {},
        optional={
            "life": sometimes(st.integers(-5, 40)),
            "battlefield": sometimes(st.lists(entry, max_size=5)),
            "hand": sometimes(st.lists(entry, max_size=4)),
            "library": sometimes(st.lists(entry, max_size=4)),
            "graveyard": sometimes(st.lists(entry, max_size=2)),
            "exile": sometimes(st.lists(entry, max_size=2)),
        },
    )
)
answer_ids = st.builds(
    lambda kind, src: f"{kind}:{src}",
    st.sampled_from(["order", "may", "target", "color", "choose", "cast", "replace", "scry"]),
    st.sampled_from(CARDS + PLAYERS),
)
answers = st.dictionaries(answer_ids, anything(4), max_size=2)


def _action(key: str, value: st.SearchStrategy[Any]) -> st.SearchStrategy[dict[str, Any]]:
    extras: dict[str, st.SearchStrategy[Any]] = {
        "targets": refs,
        "x": sometimes(small | st.sampled_from(NUMBERS)),
        "kicker": sometimes(st.booleans() | small),
        "modes": sometimes(st.lists(st.integers(1, 3), max_size=2)),
        "from": sometimes(st.sampled_from(["hand", "graveyard", "exile", "library"])),
        "sacrifice": refs,
        "pay": refs,
        "ability": sometimes(st.integers(1, 3)),
        "defender": sometimes(st.sampled_from(PLAYERS)),
    }
    # keys the engine refuses by name (face, convoke...) get anything: they must be refused
    optional = {k: extras.get(k, anything(3)) for k in ACTION_EXTRA[key]}
    optional |= {"by": sometimes(st.sampled_from(PLAYERS)), "answers": sometimes(answers)}
    return st.fixed_dictionaries({key: sometimes(value)}, optional=optional)


action = st.one_of(
    _action("cast", st.sampled_from(CARDS)),
    _action("activate", st.sampled_from(CARDS)),
    _action("play", st.sampled_from(CARDS)),
    _action("pass", st.just(True)),
    _action("resolve", st.just("all") | st.integers(1, 3)),
    _action("attack", refs),
    _action("advance", st.sampled_from(STEPS)),
)
expect = st.fixed_dictionaries(
    {},
    optional={
        "life": sometimes(st.dictionaries(st.sampled_from(PLAYERS), st.integers(0, 20))),
        "zones": sometimes(
            st.dictionaries(
                st.sampled_from([f"{p}:{z}" for p in PLAYERS for z in ZONE_KEYS]),
                st.lists(st.sampled_from(CARDS), max_size=2),
            )
        ),
        "stack": sometimes(st.lists(st.sampled_from(CARDS), max_size=2)),
        "resolved": sometimes(st.lists(st.sampled_from(CARDS), max_size=2)),
        "pool": sometimes(st.dictionaries(st.sampled_from(PLAYERS), st.sampled_from(["", "{G}"]))),
        "pt": sometimes(st.dictionaries(name, st.sampled_from(["2/2", "1/1"]))),
        "counters": sometimes(st.dictionaries(name, st.dictionaries(text, small, max_size=1))),
        "could_produce": sometimes(st.dictionaries(name, st.sampled_from(["G", "", "WUBRGC"]))),
        "tapped": sometimes(st.lists(ref, max_size=2)),
        "error": sometimes(st.sampled_from(["302.6", "601.2h"])),
    },
)


def scenario_data() -> st.SearchStrategy[dict[str, Any]]:
    """A scenario table, mostly well formed, with wrong things here and there."""
    return st.fixed_dictionaries(
        {
            "format": sometimes(st.just(1)),
            "title": sometimes(st.sampled_from(["t", "A ruling"]) | text),
            "players": sometimes(
                st.fixed_dictionaries({"Alice": player}, optional={"Bob": player})
            ),
        },
        optional={
            "turn": sometimes(
                st.fixed_dictionaries(
                    {},
                    optional={
                        "active": sometimes(st.sampled_from(PLAYERS)),
                        "step": sometimes(st.sampled_from(STEPS)),
                        "number": sometimes(st.integers(1, 3)),
                    },
                )
            ),
            "do": sometimes(st.lists(action, max_size=4)),
            "expect": sometimes(expect),
            "rules": sometimes(st.lists(st.sampled_from(["603.3b", "707.10", "6033"]), max_size=2)),
            "description": sometimes(text),
            "nonsense": anything(3),
        },
    )


# ---------------------------------------------------------------------------- mutation
Path_ = tuple[str | int, ...]


def paths(data: Any, prefix: Path_ = ()) -> list[Path_]:
    """Every path to a value inside nested tables and lists."""
    out: list[Path_] = []
    if isinstance(data, dict):
        for k, v in data.items():
            out.append((*prefix, k))
            out += paths(v, (*prefix, k))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            out.append((*prefix, i))
            out += paths(v, (*prefix, i))
    return out


def _parent(data: Any, path: Path_) -> Any:
    for p in path[:-1]:
        data = data[p]
    return data


MUTATIONS = ("drop", "replace", "add_key", "swap_name", "huge", "repeat")


@st.composite
def mutated(
    draw: st.DrawFn, data: dict[str, Any], repeats: tuple[int, ...] = (2, 50, 6000)
) -> tuple[dict[str, Any], str, Path_]:
    """``data`` with one thing broken; returns the new table, what was done and where.

    ``repeats``: how many copies of a value "repeat" may make (6000 is over every limit).
    """
    data = deepcopy(data)
    where = draw(st.sampled_from(paths(data) or [("format",)]))
    kind = draw(st.sampled_from(MUTATIONS))
    parent = _parent(data, where)
    last = where[-1]
    if kind == "drop":
        del parent[last]
    elif kind == "replace":
        parent[last] = draw(anything(6))
    elif kind == "add_key":
        if isinstance(parent[last], dict):
            parent[last][draw(keys)] = draw(anything(3))
        else:
            parent[last] = {draw(keys): parent[last]}
    elif kind == "swap_name":
        parent[last] = draw(st.sampled_from(CARDS + PLAYERS + NASTY_TEXT))
    elif kind == "huge":
        parent[last] = draw(st.sampled_from(NUMBERS))
    else:
        value = parent[last]
        parent[last] = [deepcopy(value) for _ in range(draw(st.sampled_from(repeats)))]
    return data, kind, where


# ---------------------------------------------------------------------------- TOML
_BARE = re.compile(r"^[A-Za-z0-9_-]+$")


def _string(s: str) -> str:
    """A TOML basic string: quotes, backslashes and control characters escaped."""
    out = []
    for c in s:
        if c in '"\\':
            out.append("\\" + c)
        elif ord(c) < 0x20 or ord(c) == 0x7F:
            out.append("\\u%04x" % ord(c))
        else:
            out.append(c)
    return '"' + "".join(out) + '"'


def _key(k: Any) -> str:
    k = str(k)
    return k if _BARE.match(k) else _string(k)


def _value(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):
        if math.isnan(v):
            return "nan"
        if math.isinf(v):
            return "inf" if v > 0 else "-inf"
        return repr(v)
    if isinstance(v, str):
        return _string(v)
    if isinstance(v, dt.date | dt.time):
        return v.isoformat()
    if isinstance(v, list):
        return "[" + ", ".join(_value(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{" + ", ".join(f"{_key(k)} = {_value(x)}" for k, x in v.items()) + "}"
    raise TypeError(f"no TOML for {v!r}")


def to_toml(data: dict[str, Any]) -> str:
    """Write a table as TOML: one ``key = value`` line per top-level key, inline below."""
    return "".join(f"{_key(k)} = {_value(v)}\n" for k, v in data.items())


@st.composite
def break_text(draw: st.DrawFn, source: str) -> str:
    """``source`` damaged: cut short, a slice deleted, or junk inserted."""
    if not source:
        return draw(text)
    i = draw(st.integers(0, len(source)))
    how = draw(st.sampled_from(["cut", "delete", "insert", "duplicate"]))
    if how == "cut":
        return source[:i]
    if how == "delete":
        return source[:i] + source[i + draw(st.integers(1, 40)) :]
    if how == "insert":
        junk = draw(
            st.sampled_from(['"', "'", "[", "]", "{", "}", "=", "\n", "[[do]]\n", "\\"]) | text
        )
        return source[:i] + junk + source[i:]
    return source + source[:i]


# ---------------------------------------------------------------------------- checking
@dataclass(frozen=True)
class Outcome:
    """What became of one fuzzed input."""

    rejected: str | None = None  # the error that refused it while reading
    run_error: str | None = None  # the error that stopped the run
    passed: bool = False


def exercise(load: Callable[[], Scenario], source: str) -> Outcome:
    """Read, run and check a scenario. Only RulingsError may come out, and every message
    says where: the source always, the action number for errors in a run."""
    count("inputs")
    try:
        scenario = load()
    except RulingsError as e:
        assert source in str(e), f"the error does not name {source!r}: {e}"
        return Outcome(rejected=str(e))
    result = scenario.check()
    run = result.run
    assert run is not None
    if run.error is not None:
        where = scenario.where(run.error_action)
        assert source in where
        if run.error_action is not None:
            spec = scenario.actions[run.error_action - 1]
            assert f"action {run.error_action}" in where and spec.key in where
        if not result.passed and scenario.expect.get("error") is None:
            assert where in result.report(), result.report()
    # the trace of whatever ran exports to JSON
    run.trace.to_json()
    return Outcome(run_error=None if run.error is None else str(run.error), passed=result.passed)
