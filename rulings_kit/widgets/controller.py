"""The logic behind the widgets, with no ipywidgets: a :class:`Session` re-runs a scenario
with other answers and says which questions came up, what their legal answers are, what
X may be, and how the game ended.

Widgets are thin views of this (DESIGN.md, "ipyleaflet"), so everything here is tested
in plain Python.

Answers are keyed like the columns of ``Exploration.outcomes(keys=True)``:
``"2:order:Alice"`` is the ``order:Alice`` question of action 2, and
``"3:x:Comet Storm"`` is the X of the Comet Storm cast by action 3.

A changed answer can change which questions come up later in the run (put Blight
Herder's trigger first and there is one card to process instead of two). So a run
settles itself: an answer whose question no longer comes up, or no longer fits, is
left out (unless you chose it: then the rules decide), and a question nobody answered
gets its first legal answer, marked :attr:`Origin.DEFAULT`.
"""

from __future__ import annotations

import contextlib
import itertools
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rulings_kit.core import events as ev
from rulings_kit.core.actions import Cast
from rulings_kit.core.answers import legal_answers as all_legal_answers
from rulings_kit.core.answers import only_answer
from rulings_kit.core.characteristics import power_toughness
from rulings_kit.core.engine import Observer, Txn
from rulings_kit.core.questions import Ask, Question, Unanswered
from rulings_kit.core.refs import find
from rulings_kit.core.state import GameObject, GameState, Zone
from rulings_kit.errors import IllegalActionError, QuestionError, RulingsError
from rulings_kit.scenarios.parse import ActionSpec
from rulings_kit.scenarios.scenario import Run, Scenario

if TYPE_CHECKING:
    from rulings_kit.cards import CardPool
    from rulings_kit.cards.model import Card

__all__ = [
    "Origin",
    "Outcome",
    "QuestionView",
    "Session",
    "XView",
    "answer_label",
    "is_permutation",
    "key",
    "move",
    "repair_order",
    "split_key",
    "summarize",
]

#: most legal answers a choice offers in a list (a long list is no use to a reader)
MAX_CHOICES = 200
#: the largest X a slider offers when the mana would allow more
MAX_X = 20
#: how many times a run may leave out a stale answer or fill in a default
MAX_FIXES = 64


# ----------------------------------------------------------------------------- keys
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


# ----------------------------------------------------------------------------- views
class Origin(StrEnum):
    """Where the answer a run used came from."""

    SCENARIO = "scenario"  # the scenario's own answer
    CHOSEN = "chosen"  # set in the session (a widget)
    DEFAULT = "default"  # nobody answered: the first legal answer
    ONLY = "only"  # the only legal answer: the engine answered by itself


def answer_label(question: Question | None, answer: Any) -> str:
    """How an answer reads in a list of choices."""
    kind = question.kind if question is not None else None
    if kind is Ask.MAY or (isinstance(answer, bool) and kind is None):
        return "yes" if answer else "no"
    if kind is Ask.CAST:
        if answer is False:
            return "don't cast anything"
        if isinstance(answer, Mapping):
            extra = []
            if answer.get("targets"):
                extra.append("targeting " + ", ".join(map(str, answer["targets"])))
            if answer.get("modes"):
                extra.append("mode " + ", ".join(map(str, answer["modes"])))
            if answer.get("kicker"):
                extra.append("kicked")
            if answer.get("sacrifice"):
                extra.append("sacrificing " + ", ".join(map(str, answer["sacrifice"])))
            if "x" in answer:
                extra.append(f"X = {answer['x']}")
            tail = f" ({'; '.join(extra)})" if extra else ""
            return f"cast {answer.get('card', '?')}{tail}"
    if kind is Ask.DAMAGE and isinstance(answer, Mapping):  # a division of combat damage
        return ", ".join(f"{n} to {who}" for who, n in answer.items() if n) or "no damage"
    if isinstance(answer, list | tuple):
        return ", ".join(map(str, answer)) if answer else "none"
    if isinstance(answer, bool):
        return "yes" if answer else "no"
    return str(answer)


@dataclass(frozen=True)
class QuestionView:
    """A question a run asked, the answer it used and the other legal answers."""

    action: int
    question: Question
    answer: Any
    origin: Origin
    #: legal answers to pick from (not for order and replace questions: any permutation
    #: of :attr:`labels` is legal)
    choices: tuple[Any, ...] = ()

    @property
    def key(self) -> str:
        return key(self.action, self.question.id)

    @property
    def kind(self) -> Ask:
        return self.question.kind

    @property
    def is_order(self) -> bool:
        return self.kind in (Ask.ORDER, Ask.REPLACE)

    @property
    def labels(self) -> list[str]:
        """An order question's options, by the names an answer uses."""
        from rulings_kit.core.questions import option_names

        return option_names(self.question.options)

    @property
    def editable(self) -> bool:
        """Whether there is anything to choose."""
        if self.is_order:
            return len(set(self.labels)) > 1
        return len(self.choices) > 1

    def label(self, answer: Any) -> str:
        return answer_label(self.question, answer)

    def index(self) -> int | None:
        """The place of the answer used among :attr:`choices`, if it is one of them."""
        for i, c in enumerate(self.choices):
            if _same_answer(self.question, c, self.answer):
                return i
        return None


@dataclass(frozen=True)
class XView:
    """The X of a spell: an action's cast, or a cast a question allowed."""

    key: str
    action: int
    card: str
    value: int
    lo: int = 0
    hi: int = 0
    #: X can't be chosen: it is ``value`` by ``rule``, and ``note`` says why
    forced: bool = False
    rule: str = ""
    note: str = ""


@dataclass(frozen=True)
class Outcome:
    """One run of a session: the run, its questions and X values, and what was fixed."""

    run: Run
    questions: tuple[QuestionView, ...] = ()
    xs: tuple[XView, ...] = ()
    #: what the session did to make the answers fit: stale answers left out, defaults
    notes: tuple[str, ...] = ()
    answers: Mapping[int, Mapping[str, Any]] = field(default_factory=dict)

    @property
    def trace(self) -> Any:
        return self.run.trace

    @property
    def ok(self) -> bool:
        return self.run.error is None

    @property
    def error(self) -> str | None:
        return None if self.run.error is None else self.run.error.plain

    @property
    def rules(self) -> tuple[str, ...]:
        e = self.run.error
        return tuple(getattr(e, "rules", ())) if e is not None else ()

    def question(self, k: str) -> QuestionView:
        for q in self.questions:
            if q.key == k:
                return q
        known = ", ".join(q.key for q in self.questions) or "none"
        raise KeyError(f"no question {k!r} came up; questions: {known}")

    def x(self, k: str) -> XView:
        for xv in self.xs:
            if xv.key == k:
                return xv
        raise KeyError(f"no X {k!r}; X values: {', '.join(x.key for x in self.xs) or 'none'}")

    def summary(self) -> list[str]:
        return summarize(self.run)


# ----------------------------------------------------------------------------- session
class Session:
    """A scenario and the answers you changed; :meth:`run` plays it out. A scenario
    given as a path is read with ``cards`` (a ``CardPool`` or ``Card`` values).

    >>> from rulings_kit.scenarios import Scenario
    >>> s = Session(Scenario.load("scenarios/cards/harvester_blight_herder_processes_two.toml"))
    >>> s.run().question("2:order:Alice").answer
    ['Thought Harvester (trigger)', 'Blight Herder (trigger)']
    """

    def __init__(
        self,
        scenario: Scenario | str | Path,
        *,
        answers: Mapping[str, Any] | None = None,
        cards: CardPool | Iterable[Card] | None = None,
    ) -> None:
        if not isinstance(scenario, Scenario):
            scenario = Scenario.load(scenario, cards=cards)
        self.scenario = scenario
        self.choices: dict[str, Any] = {}
        for k, v in answer_keys(scenario, answers or {}).items():
            self.choose(k, v)
        self._last: Outcome | None = None
        self._good: Outcome | None = None

    # ---- changing answers ------------------------------------------------------------
    def choose(self, k: str, answer: Any) -> None:
        """Answer question ``k`` (``"2:order:Alice"``) or set an X (``"3:x:Comet Storm"``)."""
        action, question = split_key(k)
        if not 1 <= action <= len(self.scenario.actions):
            raise ValueError(f"{k!r}: the scenario has actions 1 to {len(self.scenario.actions)}")
        if question.startswith("x:") and (
            not isinstance(answer, int) or isinstance(answer, bool) or answer < 0
        ):
            raise ValueError(f"{k!r}: X is a whole number of 0 or more, not {answer!r}")
        self.choices[k] = answer

    def set_x(self, k: str, value: int) -> None:
        """Set the X an :class:`XView` with key ``k`` stands for."""
        _action, question = split_key(k)
        if question.startswith("x:"):
            self.choose(k, int(value))
            return
        # the X of a cast a question allowed: part of that answer's table
        current = self.choices.get(k)
        if not isinstance(current, Mapping) and self._last is not None:
            with contextlib.suppress(KeyError):
                current = self._last.question(k).answer
        if not isinstance(current, Mapping):
            raise ValueError(f"{k!r} is not a cast answer with an X")
        self.choose(k, {**current, "x": int(value)})

    def forget(self, k: str) -> None:
        self.choices.pop(k, None)

    def reset(self) -> None:
        self.choices.clear()

    # ---- running -----------------------------------------------------------------------
    def run(self) -> Outcome:
        """Run the scenario with the chosen answers; never raises a rules error."""
        specs = {s.index: s for s in self.scenario.actions}
        answers: dict[int, dict[str, Any]] = {i: dict(s.answers) for i, s in specs.items()}
        xs: dict[int, int] = {}
        mine: set[str] = set()
        for k, v in self.choices.items():
            action, question = split_key(k)
            if question.startswith("x:"):
                xs[action] = v
            else:
                answers[action][question] = v
                mine.add(k)
        defaults: set[str] = set()
        left_out: dict[str, str] = {}
        notes: list[str] = []
        run = self._play(answers, xs)
        for _ in range(MAX_FIXES):
            e, stopped = run.error, run.error_action
            if e is None or stopped is None:
                break
            action = stopped
            if isinstance(e, Unanswered):
                q = e.question
                state = self._ask_state(run, answers, xs, q.id)
                default = default_answer(q, state)
                if default is None:
                    break
                answers[action][q.id] = default
                defaults.add(key(action, q.id))
            elif isinstance(e, QuestionError) and e.question_id in answers[action]:
                # an answer that doesn't fit what came up (an earlier answer changed the
                # game): leave it out; what the rules forbid is an IllegalActionError
                k = key(action, e.question_id)
                left_out[k] = str(e)
                del answers[action][e.question_id]
                defaults.discard(k)
            else:
                break
            run = self._play(answers, xs)
        for k in sorted(left_out):
            if k in mine:
                notes.append(f"your answer to {k} no longer applies: {left_out[k]}")
        questions = self._questions(run, answers, xs, mine, defaults)
        asked = {q.key: q for q in questions}
        for k in sorted(defaults):  # said as the choice made, the key only if it didn't come up
            view = asked.get(k)
            taken = view.question.say(view.answer) if view is not None else k
            notes.append(f"Not answered, so the first legal choice was taken: {taken}")
        outcome = Outcome(run, questions, self._xs(run, answers, xs), tuple(notes), answers)
        if run.error is not None and self._good is not None:
            outcome = self._keep_later(outcome, self._good)
        self._last = outcome
        if run.error is None:
            self._good = outcome
        return outcome

    @property
    def last(self) -> Outcome | None:
        return self._last

    def _scenario(
        self, answers: Mapping[int, Mapping[str, Any]], xs: Mapping[int, int]
    ) -> Scenario:
        actions = []
        for spec in self.scenario.actions:
            action = spec.action
            if spec.index in xs and isinstance(action, Cast):
                action = replace(action, x=xs[spec.index])
            actions.append(replace(spec, action=action, answers=dict(answers[spec.index])))
        return replace(self.scenario, actions=tuple(actions))

    def _play(self, answers: Mapping[int, Mapping[str, Any]], xs: Mapping[int, int]) -> Run:
        return self._scenario(answers, xs).run(strict=False)

    def _ask_state(
        self, run: Run, answers: Mapping[int, Mapping[str, Any]], xs: Mapping[int, int], qid: str
    ) -> GameState:
        """The state when question ``qid`` came up in the action that stopped ``run``."""
        assert run.error_action is not None
        spec = self._scenario(answers, xs).actions[run.error_action - 1]
        before = run.trace.steps[-1].before
        return ask_states(before, spec, spec.answers).get(qid, before)

    def _questions(
        self,
        run: Run,
        answers: Mapping[int, Mapping[str, Any]],
        xs: Mapping[int, int],
        mine: set[str],
        defaults: set[str],
    ) -> tuple[QuestionView, ...]:
        views = []
        scenario = self._scenario(answers, xs)
        for step in run.trace.steps:
            spec = scenario.actions[step.index - 1]
            asked: Sequence[tuple[Question, Any]] = step.asked
            states: dict[str, GameState] | None = None
            if step.error:  # the rejected action: the questions it asked before it failed
                recorder = record(step.before, spec, spec.answers)
                asked = [(q, spec.answers.get(q.id, only_answer(q))) for q in recorder.questions]
                states = recorder.states
            for q, a in asked:
                k = key(step.index, q.id)
                if k in mine:
                    origin = Origin.CHOSEN
                elif k in defaults:
                    origin = Origin.DEFAULT
                elif q.id in self.scenario.actions[step.index - 1].answers:
                    origin = Origin.SCENARIO
                else:
                    origin = Origin.ONLY
                state = step.before
                if q.kind is Ask.CAST:
                    if states is None:
                        states = record(step.before, spec, spec.answers).states
                    state = states.get(q.id, step.before)
                choices = legal_answers(q, state)
                if choices and a is not None and not any(_same_answer(q, c, a) for c in choices):
                    choices = (*choices, a)  # the answer used, even if the rules reject it
                views.append(QuestionView(step.index, q, a, origin, choices))
        return tuple(views)

    def _xs(
        self, run: Run, answers: Mapping[int, Mapping[str, Any]], xs: Mapping[int, int]
    ) -> tuple[XView, ...]:
        out = []
        scenario = self._scenario(answers, xs)
        steps = {s.index: s for s in run.trace.steps}
        for spec in scenario.actions:
            step = steps.get(spec.index)
            if step is None:
                continue
            action = spec.action
            if isinstance(action, Cast):
                card = _card_with_x(step.before, action)
                if card is not None:
                    value = action.x or 0
                    hi = max_x(step.before, spec, value)
                    out.append(
                        XView(x_key(spec.index, card.name), spec.index, card.name, value, 0, hi)
                    )
            asked: Sequence[tuple[Question, Any]] = step.asked
            if step.error:
                recorder = record(step.before, spec, spec.answers)
                asked = [(q, spec.answers.get(q.id)) for q in recorder.questions]
            for q, a in asked:
                if q.kind is not Ask.CAST or not isinstance(a, Mapping):
                    continue
                view = cast_x(step.before, spec, q, a)
                if view is not None:
                    out.append(view)
        return tuple(out)

    @staticmethod
    def _keep_later(outcome: Outcome, good: Outcome) -> Outcome:
        """A run stopped by an error at action N: keep the questions and X values of the
        last good run from action N on, so the controls to undo the error stay."""
        stop = outcome.run.error_action or 0
        keys = {q.key for q in outcome.questions} | {x.key for x in outcome.xs}
        questions = outcome.questions + tuple(
            q for q in good.questions if q.action >= stop and q.key not in keys
        )
        xs = outcome.xs + tuple(x for x in good.xs if x.action >= stop and x.key not in keys)
        return replace(
            outcome,
            questions=tuple(sorted(questions, key=lambda q: q.action)),
            xs=tuple(sorted(xs, key=lambda x: x.action)),
        )


# ----------------------------------------------------------------------------- engine probes
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
    txn = Txn(before, answers, observer=recorder)
    with contextlib.suppress(RulingsError):
        txn.settle(strict=True)
        spec.action.perform(txn)
        txn.settle(strict=False)
    return recorder


def ask_states(
    before: GameState, spec: ActionSpec, answers: Mapping[str, Any]
) -> dict[str, GameState]:
    """Each question of one action, with the state it was asked in."""
    return record(before, spec, answers).states


def _legal(before: GameState, spec: ActionSpec, action: Any, answers: Mapping[str, Any]) -> bool:
    """Whether the rules allow ``action`` (with ``answers``) from ``before``."""
    from rulings_kit.core.engine import apply

    try:
        apply(before, action, answers)
    except IllegalActionError:
        return False
    except RulingsError:
        return True  # a question, not a rule, stopped it
    return True


def _card_with_x(state: GameState, action: Cast) -> GameObject | None:
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
        from rulings_kit.core.engine import apply

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
    from rulings_kit.core.questions import option_names

    if question.kind in (Ask.ORDER, Ask.REPLACE):
        return option_names(question.options)
    choices = legal_answers(question, state)
    return choices[0] if choices else None


def _same_answer(question: Question, a: Any, b: Any) -> bool:
    if a == b:
        return True
    if isinstance(a, Mapping) and isinstance(b, Mapping):
        pa = {k: v for k, v in a.items() if not (k == "x" and v == 0)}
        pb = {k: v for k, v in b.items() if not (k == "x" and v == 0)}
        return _plain(pa) == _plain(pb) or _named(question, pa, pb)
    if isinstance(a, list | tuple) and isinstance(b, list | tuple) and len(a) == len(b):
        pick = _option_index(question)
        if question.kind is Ask.CHOOSE:
            return sorted(map(str, map(pick, a))) == sorted(map(str, map(pick, b)))
        return [pick(x) for x in a] == [pick(y) for y in b]
    if isinstance(b, str) and isinstance(a, list | tuple) and len(a) == 1:
        return _option_index(question)(a[0]) == _option_index(question)(b)
    return False


def _plain(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


def _named(question: Question, a: Mapping[str, Any], b: Mapping[str, Any]) -> bool:
    """Cast tables naming the same card (by any of its names) with the same choices."""
    if set(a) != set(b):
        return False
    pick = _option_index(question)
    for k in a:
        va, vb = a[k], b[k]
        if k == "card":
            if pick(va) != pick(vb):
                return False
        elif _plain(va) != _plain(vb):
            return False
    return True


def _option_index(question: Question) -> Any:
    def index(name: Any) -> Any:
        for i, o in enumerate(question.options):
            if isinstance(name, str) and o.named(name):
                return i
        return name

    return index


# ----------------------------------------------------------------------------- outcomes
def _names(objs: Iterable[GameObject]) -> Counter[str]:
    return Counter(o.display_name for o in objs)


def _listing(counts: Counter[str]) -> str:
    return ", ".join(n if c == 1 else f"{n} ×{c}" for n, c in counts.items())


ZONES = (Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.EXILE, Zone.HAND, Zone.LIBRARY)


def summarize(run: Run) -> list[str]:
    """How a run ended, in a few lines a reader can compare between two runs: what
    resolved (in order), life totals that changed, each zone's comings and goings,
    creatures whose power, toughness or damage changed, what is left on the stack."""
    trace = run.trace
    start, end = trace.start, trace.final
    lines: list[str] = []
    resolved = trace.resolved()
    lines.append("Resolved, in order: " + " → ".join(resolved) if resolved else "Nothing resolved")
    countered = trace.countered()
    if countered:
        lines.append("Left the stack without resolving: " + ", ".join(countered))
    for _, e in trace.events():  # an ability that did nothing says so, with why
        if isinstance(e, ev.Noted) and e.did_nothing:
            lines.append(f"Did nothing: {e.text} ({e.rule})")
    for p in end.players:
        before = start.player(p.name).life
        if p.life != before:
            lines.append(f"{p.name}: {before} → {p.life} life")
        if p.lost:
            lines.append(f"{p.name} lost the game")
    for p in end.players:
        if p.mana:
            lines.append(f"{p.name}'s mana pool: " + "".join("{%s}" % t for t in p.mana))
    for p in end.players:
        for zone in ZONES:
            was = _names(start.zone_objects(p.name, zone))
            now = _names(end.zone_objects(p.name, zone))
            if zone is Zone.LIBRARY or zone is Zone.HAND:
                if sum(was.values()) != sum(now.values()):
                    n_was, n_now = sum(was.values()), sum(now.values())
                    cards = "card" if n_now == 1 else "cards"
                    lines.append(f"{p.name}'s {zone.value}: {n_was} → {n_now} {cards}")
                continue
            came, went = now - was, was - now
            parts = []
            if came:
                parts.append("+ " + _listing(came))
            if went:
                parts.append("− " + _listing(went))
            if parts:
                lines.append(f"{p.name}'s {zone.value}: " + "; ".join(parts))
    flipped: dict[str, Counter[str]] = {"tapped": Counter(), "untapped": Counter()}
    for obj in end.permanents():
        if start.has(obj.id) and start.obj(obj.id).tapped != obj.tapped:
            flipped["tapped" if obj.tapped else "untapped"][obj.display_name] += 1
    for word, names in flipped.items():
        if names:
            lines.append(f"Became {word}: {_listing(names)}")
    changed: Counter[str] = Counter()
    for obj in end.permanents():
        pt = power_toughness(end, obj)
        if pt is None:
            continue
        if start.has(obj.id):
            old_obj = start.obj(obj.id)
            old = (power_toughness(start, old_obj), old_obj.damage)
        else:  # a new creature: against its printed power and toughness
            old = ((obj.card.power or 0, obj.card.toughness or 0), 0)
        if old != (pt, obj.damage):
            damage = f", {obj.damage} damage marked" if obj.damage else ""
            changed[f"{obj.display_name} is {pt[0]}/{pt[1]}{damage}"] += 1
    lines += [line if n == 1 else f"{line} (×{n})" for line, n in changed.items()]
    counted: Counter[str] = Counter()
    for obj in end.objects:
        if obj.zone in (Zone.LIBRARY, Zone.HAND, Zone.STACK) or not obj.counters:
            continue
        if start.has(obj.id) and start.obj(obj.id).counters == obj.counters:
            continue
        have = ", ".join(f"{n} {kind} counter{'s' if n != 1 else ''}" for kind, n in obj.counters)
        counted[f"{obj.display_name} ({obj.zone.value}) has {have}"] += 1
    lines += [line if n == 1 else f"{line} (×{n})" for line, n in counted.items()]
    if end.delayed:
        lines.append("Waiting to trigger later: " + ", ".join(d.display_name for d in end.delayed))
    if end.stack:
        lines.append(
            "Still on the stack (top first): "
            + ", ".join(o.display_name for o in end.stack_objects())
        )
    if run.error is not None:
        lines.append(f"Stopped at action {run.error_action}: {run.error.plain}")
    return lines


def compare(a: Run, b: Run) -> list[str]:
    """The summary lines of ``a`` that ``b`` doesn't share, and the other way round."""
    la, lb = summarize(a), summarize(b)
    only_a = [line for line in la if line not in lb]
    only_b = [line for line in lb if line not in la]
    return [f"A: {line}" for line in only_a] + [f"B: {line}" for line in only_b]
