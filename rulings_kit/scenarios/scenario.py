"""Scenarios: a ruling you can run (SCENARIO_FORMAT.md).

``Scenario.load(path)`` reads a file; ``Scenario.build(title)`` is the same thing in
Python. Both go through ``Scenario.from_data``, so they produce identical runs. Each
takes ``cards=``: the card pool its names are looked up in (the bundled cards by
default; a :class:`~rulings_kit.cards.CardPool`, or some ``Card`` values to add).
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rulings_kit.cards import CardPool, as_pool
from rulings_kit.core import events as ev
from rulings_kit.core.engine import DEFAULT_MAX_STEPS, Transition, apply, pending_question
from rulings_kit.core.questions import Unanswered
from rulings_kit.core.refs import all_objects, written_names
from rulings_kit.core.setup import PlayerSetup, build_state
from rulings_kit.core.state import GameState, Kind, Step
from rulings_kit.core.values import evolve
from rulings_kit.core.words import one_line, plural
from rulings_kit.errors import IllegalActionError, QuestionError, RulingsError, ScenarioError
from rulings_kit.scenarios.card_tables import parse_cards
from rulings_kit.scenarios.parse import (
    TOP_KEYS,
    ActionSpec,
    Where,
    _type,
    _unknown_keys,
    parse_action,
    parse_expect,
    parse_players,
    parse_rules_list,
    parse_rulings_list,
    parse_turn,
)
from rulings_kit.trace import Trace, TraceStep

if TYPE_CHECKING:
    from collections.abc import Iterable

    from rulings_kit.cards.model import Card
    from rulings_kit.scenarios.builder import ScenarioBuilder
    from rulings_kit.scenarios.check import CheckResult

MAX_FILE_BYTES = 2_000_000


@dataclass(frozen=True)
class Run:
    """The outcome of running a scenario: its trace, and the error that ended it, if any."""

    scenario: Scenario
    trace: Trace
    #: the error that stopped the run (a rejected action, an unanswered question...)
    error: RulingsError | None = None
    error_action: int | None = None

    @property
    def state(self) -> GameState:
        return self.trace.final

    def __repr__(self) -> str:
        ended = "" if self.error is None else f", stopped at action {self.error_action}"
        return one_line(f"Run({self.scenario.title!r}, {len(self.trace.steps)} of "
                        f"{plural(len(self.scenario.actions), 'action')}{ended})")


@dataclass(frozen=True)
class Scenario:
    """A position and what the players do in it, read from a scenario file (the format:
    ``docs/scenario-format.md``) or made with :meth:`Scenario.build`.

    >>> from rulings_kit.scenarios import Scenario
    >>> s = Scenario.from_toml('''
    ... format = 1
    ... title = "Shock the Bears"
    ... [players.Alice]
    ... battlefield = ["Mountain"]
    ... hand = ["Shock"]
    ... [players.Bob]
    ... battlefield = ["Grizzly Bears"]
    ... [[do]]
    ... cast = "Shock"
    ... targets = ["Grizzly Bears"]
    ... [[do]]
    ... resolve = "all"
    ... [expect]
    ... zones = { "Bob:graveyard" = ["Grizzly Bears"] }
    ... ''')
    >>> s
    Scenario('Shock the Bears', Alice, Bob, 2 actions, source='<scenario>')
    >>> s.check().passed
    True
    >>> s.run().state
    GameState(turn 1, Alice's first main phase, 3 objects)
    """

    title: str
    players: tuple[PlayerSetup, ...]
    actions: tuple[ActionSpec, ...] = ()
    expect: Mapping[str, Any] = field(default_factory=dict)
    description: str = ""
    rules: tuple[str, ...] = ()
    rulings: tuple[str, ...] = ()
    turn: int = 1
    active: str = ""
    step: Step = Step.MAIN1
    day_night: str = ""  # "day" or "night" (731.1), "" for neither
    source: str = "<scenario>"
    #: the cards its names were looked up in, with those it defines (``[cards]``)
    cards: CardPool = field(default_factory=CardPool.bundled)

    def __repr__(self) -> str:
        names = ", ".join(p.name for p in self.players)
        return one_line(f"Scenario({self.title!r}, {names}, "
                        f"{plural(len(self.actions), 'action')}, source={self.source!r})")

    # ---- reading ---------------------------------------------------------------------
    @classmethod
    def load(cls, path: str | Path, *, cards: CardPool | Iterable[Card] | None = None) -> Scenario:
        p = Path(path)
        where = Where(str(p))
        try:
            with p.open("rb") as f:  # read a bounded amount: a pipe or device has no size
                raw = f.read(MAX_FILE_BYTES + 1)
            if len(raw) > MAX_FILE_BYTES:
                raise where.error(f"file is larger than {MAX_FILE_BYTES} bytes")
            text = raw.decode("utf-8")
        except OSError as e:
            raise where.error(f"can't read the file: {e.strerror}") from None
        except UnicodeDecodeError as e:
            raise where.error(f"not UTF-8 text ({e.reason} at byte {e.start})") from None
        return cls.from_toml(text, str(p), cards=cards)

    @classmethod
    def from_toml(
        cls,
        text: str,
        source: str = "<scenario>",
        *,
        cards: CardPool | Iterable[Card] | None = None,
    ) -> Scenario:
        try:
            data = tomllib.loads(text)
        except tomllib.TOMLDecodeError as e:
            raise ScenarioError(f"{source}: not valid TOML: {e}") from None
        except RecursionError:
            raise ScenarioError(f"{source}: not valid TOML: nested too deeply") from None
        return cls.from_data(data, source, cards=cards)

    @classmethod
    def from_data(
        cls,
        data: Mapping[str, Any],
        source: str = "<scenario>",
        *,
        cards: CardPool | Iterable[Card] | None = None,
    ) -> Scenario:
        where = Where(source)
        _type(where, data, dict, "top level", "a table")
        _unknown_keys(where, data, TOP_KEYS, "the top level")
        if data.get("format") != 1:
            raise where.error(f"format must be 1, got {data.get('format')!r}", key="format")
        title = data.get("title")
        if not isinstance(title, str) or not title.strip():
            raise where.error("a one-line title is required", key="title")
        description = data.get("description", "")
        _type(where, description, str, "description", "Markdown text")
        pool = parse_cards(where, data.get("cards", {}), as_pool(cards))
        players = parse_players(where, data.get("players"), pool)
        names = [p.name for p in players]
        number, active, step, day_night = parse_turn(where, data.get("turn", {}), names)
        actions = data.get("do", [])
        _type(where, actions, list, "do", "a list of [[do]] tables")
        return cls(
            title=title.strip(),
            players=players,
            actions=tuple(parse_action(where, i + 1, a, names) for i, a in enumerate(actions)),
            expect=parse_expect(where, data.get("expect", {}), None, names),
            description=description,
            rules=parse_rules_list(where, data.get("rules", [])),
            rulings=parse_rulings_list(where, data.get("rulings", []), pool),
            turn=number,
            active=active,
            step=step,
            day_night=day_night,
            source=source,
            cards=pool,
        )

    @staticmethod
    def build(title: str, *, cards: CardPool | Iterable[Card] | None = None) -> ScenarioBuilder:
        from rulings_kit.scenarios.builder import ScenarioBuilder

        return ScenarioBuilder(title, cards=cards)

    # ---- running -----------------------------------------------------------------------
    def start(self) -> GameState:
        return build_state(self.players, turn=self.turn, active=self.active, step=self.step,
                           day_night=self.day_night)

    def run(
        self,
        *,
        answers: Mapping[int, Mapping[str, Any]] | None = None,
        max_steps: int = DEFAULT_MAX_STEPS,
        strict: bool = True,
    ) -> Run:
        """Run every action. ``answers`` adds or overrides answers per action number.

        A rejected action ends the run with ``Run.error`` set; with ``strict`` a question
        left unanswered at the very end (triggers waiting for their order) is an error too.
        """
        state = self.start()
        start = state
        steps: list[TraceStep] = []
        extra = answers or {}
        for spec in self.actions:
            given = {**spec.answers, **extra.get(spec.index, {})}
            previous = steps[-1] if steps and not steps[-1].error else None
            try:
                t, redone, used = _apply(state, spec, given, previous, self.actions, max_steps)
                after = label_created(state, t.state, spec)
            except RulingsError as e:
                steps.append(_rejected(spec, given, state, e))
                if "error" in spec.expect:  # expected to fail: the run goes on (as it was)
                    continue
                return Run(self, Trace(self.title, start, tuple(steps)), e, spec.index)
            if redone is not None:
                steps[-1] = redone
                state = redone.after
            steps.append(
                TraceStep(
                    spec.index,
                    spec.describe(state),
                    spec.data,
                    used,
                    t.events,
                    t.asked,
                    state,
                    after,
                )
            )
            state = after
        trace = Trace(self.title, start, tuple(steps))
        if strict:
            question = pending_question(state)
            if question is not None:
                last = self.actions[-1].index if self.actions else None
                return Run(self, trace, Unanswered(question), last)
        return Run(self, trace)

    def with_answers_where_asked(self) -> Scenario:
        """This scenario with each answer given one action late (fine print 1) moved to
        the action whose end asked its question, for a runner that answers each action's
        questions from that action's answers alone (the explorer)."""
        steps = {s.index: s for s in self.run(strict=False).trace.steps if not s.error}
        actions = tuple(
            replace(spec, answers=dict(steps[spec.index].answers)) if spec.index in steps else spec
            for spec in self.actions
        )
        return replace(self, actions=actions)

    def check(self, *, max_steps: int = DEFAULT_MAX_STEPS) -> CheckResult:
        """Run the scenario and compare the result with its ``[expect]`` table."""
        from rulings_kit.scenarios.check import check

        return check(self, max_steps=max_steps)

    def where(self, action: int | None, error: BaseException | None = None) -> str:
        """File, action number and key: the key the error is about, when the rule it
        cites or the question it names tells which one."""
        if action is None:
            return self.source
        spec = self.actions[action - 1]
        value = spec.data.get(spec.key)
        place = f"{self.source}: action {action} ({spec.key} = {value!r})"
        key = _key_of(spec.data, error) if error is not None else None
        return f"{place}, key {key}" if key else place


#: the key of an action that an error citing this rule is about
RULE_KEYS = {
    "115.1": "targets",
    "115.3": "targets",
    "601.2c": "targets",
    "107.3": "x",
    "107.3a": "x",
    "107.3b": "x",
    "702.33": "kicker",
    "702.33a": "kicker",
    "702.33c": "kicker",
    "700.2": "modes",
    "700.2a": "modes",
    "118.8": "sacrifice",
    "601.2f": "sacrifice",
    "601.2h": "pay",
    "602.1": "ability",
    "601.3": "from",
}


def _key_of(data: Mapping[str, Any], error: BaseException) -> str | None:
    answers = data.get("answers", {})
    if isinstance(error, QuestionError) and error.question_id:
        return f"answers.{error.question_id!r}" if error.question_id in answers else None
    for question_id in answers:  # a rejected answer table says "answer to 'ID': ..."
        if str(error).startswith(f"answer to {question_id!r}"):
            return f"answers.{question_id!r}"
    for rule in error_rules(error):
        key = RULE_KEYS.get(rule)
        if key is not None and (key in data or key in ("targets", "x")):
            return key
    return None


def _rejected(
    spec: ActionSpec, given: Mapping[str, Any], state: GameState, error: RulingsError
) -> TraceStep:
    return TraceStep(
        spec.index,
        spec.describe(state),
        spec.data,
        given,
        (),
        (),
        state,
        state,
        str(error),
        tuple(getattr(error, "rules", ())),
    )


def _apply(
    state: GameState,
    spec: ActionSpec,
    given: Mapping[str, Any],
    previous: TraceStep | None,
    actions: tuple[ActionSpec, ...],
    max_steps: int,
) -> tuple[Transition, TraceStep | None, dict[str, Any]]:
    """Apply an action. An answer it carries that no question of it used, but that a
    question the previous action's end answered by itself (its only legal answer) can
    take, is given to the previous action instead, which runs again with it: fine print 1
    allows it, and the engine checks it is that answer. Returns the previous action
    run again, if it was, and the answers this action used."""
    late: dict[str, Any] = {}
    redone: TraceStep | None = None
    while True:
        now = {k: v for k, v in given.items() if k not in late}
        try:
            return apply(state, spec.action, now, max_steps=max_steps), redone, now
        except QuestionError as e:
            key = e.question_id
            if previous is None or key not in now or key not in _answered_by_itself(previous):
                raise
            late[key] = given[key]
            redone = _again_with(previous, actions, late, max_steps)
            state = redone.after


def _answered_by_itself(step: TraceStep) -> set[str]:
    return {e.question for e in step.events if isinstance(e, ev.Answered) and e.automatic}


def _again_with(
    step: TraceStep, actions: tuple[ActionSpec, ...], late: Mapping[str, Any], max_steps: int
) -> TraceStep:
    spec = actions[step.index - 1]
    given = {**step.answers, **late}
    t = apply(step.before, spec.action, given, max_steps=max_steps)
    after = label_created(step.before, t.state, spec)
    return TraceStep(
        step.index, step.action, step.action_data, given, t.events, t.asked, step.before, after
    )


def label_created(before: GameState, after: GameState, spec: ActionSpec) -> GameState:
    """``after`` with the labels the action gives the objects it created (``labels``): the
    objects of each name that are new in this action (tokens and copies, 111.1, 707.10), in
    creation order; a count that doesn't match is an error."""
    if not spec.labels:
        return after
    new = [o for o in all_objects(after) if o.id >= before.next_id
           and (o.kind in (Kind.TOKEN, Kind.COPY) or o.card.is_token)]
    new.sort(key=lambda o: o.id)
    taken = {o.label for o in all_objects(after) if o.label}
    for name, labels in spec.labels.items():
        made = [o for o in new if name in written_names(o) or name == o.display_name]
        if len(made) != len(labels):
            shown = ", ".join(sorted({o.display_name for o in new})) or "none"
            raise ScenarioError(
                f"labels: {plural(len(labels), 'label')} for {name!r}, but the action created "
                f"{plural(len(made), 'object')} of that name (objects it created: {shown})"
            )
        for obj, label in zip(made, labels, strict=True):
            if label in taken:
                raise ScenarioError(f"labels: {label!r} already names another object")
            after = after.with_object(evolve(obj, label=label))
    return after


def error_rules(error: BaseException) -> tuple[str, ...]:
    if isinstance(error, IllegalActionError | QuestionError):
        return error.rules
    return ()
