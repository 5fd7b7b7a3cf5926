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
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rulings_kit.core.actions import Cast
from rulings_kit.core.answers import only_answer
from rulings_kit.core.questions import Ask, Question, Unanswered
from rulings_kit.core.state import GameState
from rulings_kit.errors import QuestionError
from rulings_kit.scenarios.scenario import Run, Scenario
from rulings_kit.widgets.keys import answer_keys, key, split_key, x_key
from rulings_kit.widgets.probes import (
    ask_states,
    card_with_x,
    cast_x,
    default_answer,
    legal_answers,
    max_x,
    record,
)
from rulings_kit.widgets.summary import summarize
from rulings_kit.widgets.views import Origin, QuestionView, XView, same_answer

if TYPE_CHECKING:
    from rulings_kit.cards import CardPool
    from rulings_kit.cards.model import Card

__all__ = ["Outcome", "Session"]

#: how many times a run may leave out a stale answer or fill in a default
MAX_FIXES = 64



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
                states = recorder.states
                asked = [(q, spec.answers.get(q.id, only_answer(q, states.get(q.id))))
                         for q in recorder.questions]
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
                if choices and a is not None and not any(same_answer(q, c, a) for c in choices):
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
                card = card_with_x(step.before, action)
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
