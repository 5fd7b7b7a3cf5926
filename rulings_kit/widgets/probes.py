"""What the rules allow before an action, found by trying: which questions an action
asks and in what state, the legal answers to offer, the range of X.

The engine runs the action from the state before it with an :class:`Observer` that
notes each question; nothing here changes a game.
"""

from __future__ import annotations

import contextlib
import itertools
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from rulings_kit.core.actions import Cast
from rulings_kit.core.answers import legal_answers as all_legal_answers
from rulings_kit.core.engine import Observer, Txn, apply
from rulings_kit.core.questions import Ask, Question, option_names
from rulings_kit.core.refs import find
from rulings_kit.core.state import GameObject, GameState
from rulings_kit.errors import IllegalActionError, RulingsError
from rulings_kit.scenarios.parse import ActionSpec
from rulings_kit.widgets.keys import key
from rulings_kit.widgets.views import XView

__all__ = [
    "MAX_CHOICES",
    "MAX_X",
    "ask_states",
    "card_with_x",
    "cast_x",
    "default_answer",
    "legal_answers",
    "max_x",
    "record",
]

#: most legal answers a choice offers in a list (a long list is no use to a reader)
MAX_CHOICES = 200
#: the largest X a slider offers when the mana would allow more
MAX_X = 20


class _Recorder(Observer):
    """Notes each question of a run and the state it was asked in."""

    def __init__(self) -> None:
        self.states: dict[str, GameState] = {}
        self.questions: list[Question] = []

    def asking(self, txn: Txn, question: Question) -> None:
        if question.id not in self.states:
            self.states[question.id] = txn.state
            self.questions.append(question)


def record(before: GameState, spec: ActionSpec, answers: Mapping[str, Any]) -> _Recorder:
    """Run one action from ``before``, noting its questions (up to an error, if any)."""
    recorder = _Recorder()
    with contextlib.suppress(RulingsError):
        apply(before, spec.action, answers, observer=recorder)
    return recorder


def ask_states(
    before: GameState, spec: ActionSpec, answers: Mapping[str, Any]
) -> dict[str, GameState]:
    """Each question of one action, with the state it was asked in."""
    return record(before, spec, answers).states


def _legal(before: GameState, spec: ActionSpec, action: Any, answers: Mapping[str, Any]) -> bool:
    """Whether the rules allow ``action`` (with ``answers``) from ``before``."""
    try:
        apply(before, action, answers)
    except IllegalActionError:
        return False
    except RulingsError:
        return True  # a question, not a rule, stopped it
    return True


def card_with_x(state: GameState, action: Cast) -> GameObject | None:
    """The card a cast action names, if its mana cost has an X."""
    player = action.by or state.priority
    try:
        obj = find(state, action.card, among=state.zone_objects(player, action.from_zone))
    except (RulingsError, KeyError):
        return None
    cost = obj.card.mana_cost
    return obj if cost is not None and cost.x_count else None


def max_x(before: GameState, spec: ActionSpec, value: int, cap: int = MAX_X) -> int:
    """The largest X the rules allow for a cast action (at least ``value``)."""
    best = -1
    for v in range(cap + 1):
        action = spec.action
        assert isinstance(action, Cast)
        if _legal(before, spec, replace(action, x=v), spec.answers):
            best = v
        elif best >= 0:
            break
    return max(best, value, 0)


def cast_x(
    before: GameState, spec: ActionSpec, q: Question, answer: Mapping[str, Any]
) -> XView | None:
    """The X of a cast a question allowed, if the card has X: forced to 0 for a free cast."""
    states = ask_states(before, spec, spec.answers)
    state = states.get(q.id, before)
    name = answer.get("card")
    obj = None
    for o in q.options:
        if o.named(str(name)) and isinstance(o.value, int) and state.has(o.value):
            obj = state.obj(o.value)
            break
    if obj is None or obj.card.mana_cost is None or not obj.card.mana_cost.x_count:
        return None
    k = key(spec.index, q.id)
    value = int(answer.get("x", 0))
    probe = {**spec.answers, q.id: {**answer, "x": 1}}
    try:
            apply(before, spec.action, probe)
    except IllegalActionError as e:
        if "107.3b" in e.rules:
            note = (
                f"X is 0: {obj.name} is cast without paying its mana cost, and its X isn't "
                "defined by its text, so the only legal choice for X is 0 (107.3b)"
            )
            return XView(k, spec.index, obj.name, value, 0, 0, True, "107.3b", note)
        return XView(k, spec.index, obj.name, value, 0, value)
    except RulingsError:
        pass
    hi = value
    for v in range(value + 1, MAX_X + 1):
        if not _legal(before, spec, spec.action, {**spec.answers, q.id: {**answer, "x": v}}):
            break
        hi = v
    return XView(k, spec.index, obj.name, value, 0, hi)


# ----------------------------------------------------------------------------- answers
def legal_answers(question: Question, state: GameState) -> tuple[Any, ...]:
    """The answers to offer for a question (order questions: none, the order picker
    offers every permutation); which cards, not in what order, for a choice of cards."""
    if question.kind in (Ask.ORDER, Ask.REPLACE):
        return ()
    unordered = question.kind in (Ask.CHOOSE, Ask.DISCARD)
    try:
        found = all_legal_answers(question, state, unordered=unordered)
    except (RulingsError, ValueError, KeyError):
        return ()
    return tuple(itertools.islice(found, MAX_CHOICES))


def default_answer(question: Question, state: GameState) -> Any | None:
    """The first legal answer: options in the engine's order, "yes" to a may."""
    if question.kind in (Ask.ORDER, Ask.REPLACE):
        return option_names(question.options)
    choices = legal_answers(question, state)
    return choices[0] if choices else None
