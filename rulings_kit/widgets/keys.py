"""How the widgets name answers: ``"2:order:Alice"`` is the ``order:Alice`` question of
action 2, ``"3:x:Comet Storm"`` the X of the Comet Storm cast by action 3; and the small
operations on an order of triggers that the order picker offers."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from rulings_kit.core.actions import Cast
from rulings_kit.scenarios.scenario import Scenario

__all__ = ["answer_keys", "is_permutation", "key", "move", "repair_order", "split_key", "x_key"]


def key(action: int, question: str) -> str:
    """``key(2, "order:Alice") == "2:order:Alice"``."""
    return f"{action}:{question}"


def split_key(k: str) -> tuple[int, str]:
    """``"2:order:Alice"`` → ``(2, "order:Alice")``."""
    action, _, question = k.partition(":")
    if not action.isdigit() or not question:
        raise ValueError(f"{k!r} is not an answer key like '2:order:Alice'")
    return int(action), question


def x_key(action: int, card: str) -> str:
    return f"{action}:x:{card}"


def answer_keys(scenario: Scenario, answers: Mapping[str, Any]) -> dict[str, Any]:
    """Answers as a reader writes them, turned into keys: ``{"x": {"Comet Storm": 4}}``
    sets the X of the action that casts Comet Storm; ``{"order:Alice": [...]}`` answers
    that question in the action where it comes up; ``"2:order:Alice"`` is already a key."""
    out: dict[str, Any] = {}
    asked: dict[str, int] | None = None
    for k, v in answers.items():
        if k == "x":
            if not isinstance(v, Mapping):
                raise ValueError('x: expected a table of card name to X, like {"Fireball": 3}')
            out |= {x_key(_casting(scenario, card), card): value for card, value in v.items()}
        elif k.partition(":")[0].isdigit():
            out[k] = v
        else:
            if asked is None:  # where each question comes up when the scenario runs as written
                steps = scenario.run(strict=False).trace.steps
                asked = {q.id: s.index for s in reversed(steps) for q, _ in s.asked}
            if k not in asked:
                known = ", ".join(sorted(asked)) or "none"
                raise ValueError(f"no question {k!r} comes up in the scenario; questions: {known}")
            out[key(asked[k], k)] = v
    return out


def _casting(scenario: Scenario, card: str) -> int:
    """The number of the one action that casts ``card``."""
    casts = [(s.index, s.action.card) for s in scenario.actions if isinstance(s.action, Cast)]
    found = [index for index, name in casts if name == card]
    if len(found) != 1:
        named = ", ".join(sorted({str(name) for _, name in casts})) or "none"
        many = "more than one action casts" if found else "no action casts"
        raise ValueError(f"x: {many} {card!r}; the scenario casts: {named}")
    return found[0]


# ----------------------------------------------------------------------------- orders
def is_permutation(value: Sequence[str], labels: Sequence[str]) -> bool:
    """Whether ``value`` holds exactly ``labels`` (as a multiset), in any order."""
    return Counter(value) == Counter(labels)


def repair_order(value: Iterable[Any], labels: Sequence[str]) -> list[str]:
    """``value`` made a permutation of ``labels``: entries that aren't labels (or are
    one too many) are dropped, missing labels go at the end, in their own order."""
    left = Counter(labels)
    out: list[str] = []
    for v in value:
        if isinstance(v, str) and left[v] > 0:
            out.append(v)
            left[v] -= 1
    for label in labels:
        if left[label] > 0:
            out.append(label)
            left[label] -= 1
    return out


def move(order: Sequence[str], index: int, delta: int) -> list[str]:
    """``order`` with the entry at ``index`` moved ``delta`` places (clamped)."""
    out = list(order)
    if not 0 <= index < len(out):
        return out
    to = max(0, min(len(out) - 1, index + delta))
    out.insert(to, out.pop(index))
    return out
