"""Reading a trace for the diagrams: stack snapshots inside a step, trigger batches, and
the events worth printing.

A trace step holds the state before and after one action, but one action can do a lot:
``resolve = "all"`` resolves a whole stack. The storyboard wants the stack each time a
player would receive priority, so this module replays a step's events over its starting
stack (each stack change is an event: 601.2a, 603.3b, 707.10, 608.2...). The replay is
checked against the engine: if it does not end on exactly the stack the step's ``after``
state has, the step is shown whole instead, so a diagram never shows a stack the engine
did not have.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, fields, replace
from typing import Any

from rulings_kit.core import events as ev
from rulings_kit.core.questions import Ask, Question
from rulings_kit.core.state import GameObject, GameState, Zone
from rulings_kit.core.words import STEP_NAMES, spoken
from rulings_kit.trace import Trace, TraceStep

__all__ = [
    "Line",
    "Moment",
    "TriggerBatch",
    "TriggerGroup",
    "key_events",
    "moments",
    "pending_batch",
    "trigger_batches",
]


# ---------------------------------------------------------------------- stack replay
def _stack_objects(event: ev.Event) -> Iterable[GameObject]:
    """Objects on the stack an event carries, as they were at that moment."""
    for f in fields(event):
        value = getattr(event, f.name)
        if isinstance(value, GameObject) and value.zone is Zone.STACK:
            yield value


def _apply(stack: list[int], event: ev.Event) -> bool:
    """Change ``stack`` (ids, bottom first) as ``event`` says; True if it changed."""
    before = list(stack)
    if isinstance(event, ev.ZoneChanged):
        if event.from_zone is Zone.STACK and event.old.id in stack:
            stack.remove(event.old.id)
        if event.to_zone is Zone.STACK and event.new is not None and event.new.id not in stack:
            stack.append(event.new.id)
    elif isinstance(event, ev.PutOnStack | ev.CopyCreated | ev.AbilityActivated):
        obj = (
            event.obj
            if isinstance(event, ev.PutOnStack)
            else event.copy
            if isinstance(event, ev.CopyCreated)
            else event.ability
        )
        if obj.zone is Zone.STACK and obj.id not in stack:
            stack.append(obj.id)
    elif isinstance(event, ev.Resolved | ev.Countered | ev.DidNotResolve) and event.obj.id in stack:
        stack.remove(event.obj.id)
    return stack != before


@dataclass(frozen=True)
class Moment:
    """The stack at one point of a trace, and what happened since the previous point."""

    step: int  # the trace step (0: the starting position)
    part: int  # 0: the end of the step; 1, 2...: a point inside it, when it was split
    action: str
    events: tuple[ev.Event, ...]  # since the previous moment
    stack: tuple[GameObject, ...]  # top first
    #: the whole state, known at the end of a step (None inside a step)
    state: GameState | None
    #: where targets and sources are looked up: the end of the step, or its start for a
    #: moment inside it (the targets were there then)
    context: GameState
    error: str | None = None

    @property
    def stack_ids(self) -> tuple[int, ...]:
        return tuple(o.id for o in self.stack)

    @property
    def label(self) -> str:
        """ "Start", "Step 2", "Step 2.1"."""
        if self.step == 0:
            return "Start"
        return f"Step {self.step}" + (f".{self.part}" if self.part else "")

    @property
    def happened(self) -> str:
        """What happened in this moment, in plain words: the action, for a whole step; for
        a part of one, what changed the stack in that part ("Cinder Hound's trigger is put
        on the stack", then "Cinder Hound's trigger resolves"), since an action such as
        "resolve" first puts waiting triggers on the stack (603.3b)."""
        if self.part == 0:
            # an advance that stopped early, the stack not empty (117.3a), says where
            stop = [e.text for e in self.events if isinstance(e, ev.Noted) and e.rule == "117.3a"]
            return f"{self.action}; {stop[-1]}" if stop else self.action
        return "; ".join(_stack_changes(self.events)) or f"{self.action}, continued"


def _split(step: TraceStep) -> list[tuple[tuple[ev.Event, ...], tuple[GameObject, ...]]] | None:
    """The step's events cut where a player would get priority after a stack change."""
    stack = list(step.before.stack)
    known: dict[int, GameObject] = {i: step.before.obj(i) for i in step.before.stack}
    parts: list[tuple[tuple[ev.Event, ...], tuple[GameObject, ...]]] = []
    pending: list[ev.Event] = []
    cut = list(stack)
    for e in step.events:
        if isinstance(e, ev.PriorityPassed) and stack != cut and pending:
            parts.append((tuple(pending), tuple(known[i] for i in reversed(stack))))
            pending, cut = [], list(stack)
        for o in _stack_objects(e):
            known[o.id] = o
        _apply(stack, e)
        pending.append(e)
    if tuple(stack) != step.after.stack:  # the replay missed something: don't pretend
        return None
    for i in stack:  # at the end of the step, the engine's own objects
        known[i] = step.after.obj(i)
    parts.append((tuple(pending), tuple(known[i] for i in reversed(stack))))
    return parts


def moments(trace: Trace, *, split: bool = True) -> list[Moment]:
    """The start, then one moment per step — or, with ``split``, one each time a player
    would receive priority with a different stack (117.3), ending each step."""
    out = [
        Moment(0, 0, "starting position", (), trace.start.stack_objects(), trace.start, trace.start)
    ]
    for step in trace.steps:
        parts = _split(step) if split and not step.error else None
        if parts is None or len(parts) == 1:
            out.append(
                Moment(
                    step.index,
                    0,
                    step.action,
                    step.events,
                    step.after.stack_objects(),
                    step.after,
                    step.after,
                    step.error,
                )
            )
            continue
        for k, (events, stack) in enumerate(parts, start=1):
            last = k == len(parts)
            out.append(
                Moment(
                    step.index,
                    k,
                    step.action,
                    events,
                    stack,
                    step.after if last else None,
                    # inside a step, targets are looked up where they were when it began
                    step.after if last else step.before,
                )
            )
    return out


def _stack_changes(events: Sequence[ev.Event]) -> list[str]:
    """The stack changes among ``events``, as short sentences in the order they happened:
    triggered abilities put on the stack together (603.3b), objects that resolve (608.2)
    or leave the stack without resolving (701.6a, 608.2b), each with the spells cast while
    it resolved (608.2g: "Goliath Daydreamer's trigger resolves, and Alice casts Opt")."""
    out: list[str] = []
    put: list[str] = []  # a batch of triggers: one sentence, whatever is chosen between
    cast: list[str] = []  # spells cast during the resolution that ends next
    for e in events:
        if isinstance(e, ev.PutOnStack) and e.rule == "603.3b":
            put.append(spoken(e.obj.display_name))
            continue
        if isinstance(e, ev.SpellCast):
            cast.append(e.describe())
            continue
        if isinstance(e, ev.Resolved):
            said = f"{spoken(e.obj.display_name)} resolves"
        elif isinstance(e, ev.Countered):
            said = f"{spoken(e.obj.display_name)} is countered"
        elif isinstance(e, ev.DidNotResolve):
            said = f"{spoken(e.obj.display_name)} doesn't resolve"
        else:
            continue
        if put:
            out.append(_put_on_stack(put))
            put = []
        out.append(", and ".join([said, *cast]))
        cast = []
    out += cast
    if put:
        out.append(_put_on_stack(put))
    return out


def _put_on_stack(names: Sequence[str]) -> str:
    if len(names) == 1:
        return f"{names[0]} is put on the stack"
    if len(names) == 2:
        return f"{names[0]} and {names[1]} are put on the stack"
    return f"{len(names)} triggered abilities are put on the stack"


# ---------------------------------------------------------------------- trigger batches
@dataclass(frozen=True)
class TriggerGroup:
    """One player's triggered abilities of a batch (603.3b)."""

    player: str
    #: in the order chosen: the first resolves first (the order question's answer)
    chosen: tuple[GameObject, ...]
    #: names of abilities removed because they had no legal target (603.3d)
    removed: tuple[str, ...] = ()
    question: Question | None = None
    answer: Any = None


@dataclass(frozen=True)
class TriggerBatch:
    """Abilities that were waiting together and went on the stack at once (603.3b)."""

    step: int
    apnap: tuple[str, ...]
    groups: tuple[TriggerGroup, ...]  # players with triggers, in APNAP order
    stack_before: tuple[GameObject, ...]  # top first
    stack_after: tuple[GameObject, ...]  # top first
    #: the state the triggers were waiting in: where sources and targets are looked up
    context: GameState
    #: True while the triggers still wait for an answer (nothing is on the stack yet)
    pending: bool = False
    #: for a pending batch: the triggers in the order they triggered
    waiting: tuple[GameObject, ...] = ()

    @property
    def put_order(self) -> tuple[GameObject, ...]:
        """Every ability of the batch in the order it was put on the stack."""
        return tuple(o for g in self.groups for o in reversed(g.chosen))


def _is_put(e: ev.Event) -> bool:
    """Part of putting waiting triggers on the stack (603.3b), or removing one (603.3d)."""
    return (isinstance(e, ev.PutOnStack) and e.rule == "603.3b") or (
        isinstance(e, ev.Noted) and e.rule == "603.3d"
    )


def _is_answer(e: ev.Event) -> bool:
    # choices made while the triggers go on the stack (order, targets, modes) are events
    # in newer traces; they belong to the batch they are made in
    return type(e).__name__ == "Answered"


def trigger_batches(step: TraceStep) -> list[TriggerBatch]:
    """Every batch of triggers a step put on the stack, in order."""
    stack = list(step.before.stack)
    known: dict[int, GameObject] = {i: step.before.obj(i) for i in step.before.stack}
    raw: list[tuple[list[ev.Event], list[int], list[int]]] = []
    current: list[ev.Event] | None = None
    start: list[int] = []
    for e in step.events:
        for o in _stack_objects(e):
            known[o.id] = o
        if _is_put(e) and current is None:
            current, start = [], list(stack)
        elif current is not None and not (_is_put(e) or _is_answer(e)):
            raw.append((current, start, list(stack)))
            current = None
        _apply(stack, e)
        if current is not None and _is_put(e):
            current.append(e)
    if current is not None:
        raw.append((current, start, list(stack)))

    questions = [(q, a) for q, a in step.asked if q.kind is Ask.ORDER]
    apnap = step.before.apnap()
    batches = []
    for events, before, after in raw:
        groups: list[TriggerGroup] = []
        for e in events:
            if isinstance(e, ev.PutOnStack):
                player = e.obj.controller
                if not groups or groups[-1].player != player:
                    groups.append(TriggerGroup(player, ()))
                g = groups[-1]
                # put last = resolves first, so the chosen order is the put order reversed
                groups[-1] = TriggerGroup(g.player, (e.obj, *g.chosen), g.removed)
            elif groups:  # a 603.3d removal belongs to the group being put
                g = groups[-1]
                groups[-1] = TriggerGroup(g.player, g.chosen, (*g.removed, _noted_name(e)))
        batches.append(
            TriggerBatch(
                step.index,
                apnap,
                tuple(groups),
                tuple(known[i] for i in reversed(before)),
                tuple(known[i] for i in reversed(after)),
                step.before,
            )
        )
    _attach_questions(batches, questions)
    return batches


def _noted_name(e: ev.Event) -> str:
    return e.describe().split(" has no legal target")[0]


def _attach_questions(
    batches: list[TriggerBatch], questions: Sequence[tuple[Question, Any]]
) -> None:
    """Give each group the order question its player answered, in the order asked."""
    qi = 0
    for bi, b in enumerate(batches):
        groups = list(b.groups)
        for gi, g in enumerate(groups):
            asked = qi < len(questions) and questions[qi][0].player == g.player
            if asked and len(g.chosen) + len(g.removed) > 1:  # one ability: no question
                q, a = questions[qi]
                groups[gi] = TriggerGroup(g.player, g.chosen, g.removed, q, a)
                qi += 1
        batches[bi] = replace(b, groups=tuple(groups))


def pending_batch(state: GameState) -> TriggerBatch | None:
    """The triggers waiting in ``state`` to be put on the stack (603.3), if any."""
    if not state.waiting:
        return None
    groups = tuple(
        TriggerGroup(p, tuple(t for t in state.waiting if t.controller == p))
        for p in state.apnap()
        if any(t.controller == p for t in state.waiting)
    )
    stack = state.stack_objects()
    return TriggerBatch(0, state.apnap(), groups, stack, stack, state, True, state.waiting)


# ---------------------------------------------------------------------- events to print
@dataclass(frozen=True)
class Line:
    text: str
    rule: str
    count: int = 1
    #: what the story is about (a copy, a trigger, a zone change, life, damage...), not
    #: bookkeeping (steps, mana, tapping, resolving): a compact figure keeps every one
    matters: bool = True


#: events a compact figure may leave out (counted, never silently): the frames and the
#: events that matter already tell the story (a resolution shows as the stack shrinking)
BOOKKEEPING: tuple[type[ev.Event], ...] = (
    ev.StepBegan,
    ev.PriorityPassed,
    ev.ManaProduced,
    ev.ManaSpent,
    ev.Tapped,
    ev.Resolved,
)


def matters(e: ev.Event) -> bool:
    """Whether ``e`` is part of the story (copies 707.10, triggers 603.2-603.3b, zone
    changes, life and damage, casts, counters...) rather than :data:`BOOKKEEPING`."""
    return not isinstance(e, BOOKKEEPING)


def _is_payment_detail(e: ev.Event, paid: bool) -> bool:
    """Tapping lands and the mana they made, when the same action spent it (601.2g-h):
    the payment line says it all."""
    if not paid:
        return False
    return isinstance(e, ev.ManaProduced) or (isinstance(e, ev.Tapped) and e.rule == "107.5")


def key_events(events: Iterable[ev.Event]) -> list[Line]:
    """The events a reader needs, with their rules: no priority passes, no mana paid
    automatically, no "moves to the stack" next to "casts", no "casts" after the answer
    that cast it, repeats counted."""
    events = list(events)
    paid = any(isinstance(e, ev.ManaSpent) for e in events)
    lines: list[Line] = []
    cast_answered = False  # an answer cast a spell as an effect resolved (608.2g)
    passing: list[ev.StepBegan] = []  # steps begun in a row, said in one line
    for e in events:
        if isinstance(e, ev.StepBegan):
            passing.append(e)
            continue
        if passing and not isinstance(e, ev.PriorityPassed):
            lines += _steps_passed(passing)
            passing = []
        if isinstance(e, ev.PriorityPassed) or _is_payment_detail(e, paid):
            continue
        if _is_answer(e) and getattr(e, "automatic", False):
            continue  # the only legal answer: no choice was made
        if isinstance(e, ev.ZoneChanged) and e.to_zone is Zone.STACK and e.how == "cast":
            continue  # "X casts Y" follows (601.2i)
        if isinstance(e, ev.Answered) and e.question.startswith(f"{Ask.CAST.value}:"):
            cast_answered = e.answer != "false"
        elif isinstance(e, ev.SpellCast) and cast_answered:
            cast_answered = False
            continue  # the answer said it: "Alice casts Opt without paying its mana cost"
        text = e.describe()
        if lines and lines[-1].text == text and lines[-1].rule == e.rule:
            lines[-1] = replace(lines[-1], count=lines[-1].count + 1)
        else:
            lines.append(Line(text, e.rule, matters=matters(e)))
    return lines + _steps_passed(passing)


#: steps and phases begun in a row from this many on are said in one line
STEPS_IN_ONE_LINE = 3


def _steps_passed(run: list[ev.StepBegan]) -> list[Line]:
    """Steps and phases that begin one after another with nothing else to say (500.1):
    each its line, or from :data:`STEPS_IN_ONE_LINE` of them one line, "Turn 1 (Alice):
    5 steps and phases, from the beginning of combat step to the end step"."""
    if len(run) < STEPS_IN_ONE_LINE:
        return [Line(e.describe(), e.rule, matters=False) for e in run]
    first, last = run[0], run[-1]
    span = f"{len(run)} steps and phases, from the {STEP_NAMES[first.step]}"
    if first.turn == last.turn:
        text = f"Turn {first.turn} ({first.active}): {span} to the {STEP_NAMES[last.step]}"
    else:
        text = (f"{span} of turn {first.turn} ({first.active}) to the "
                f"{STEP_NAMES[last.step]} of turn {last.turn} ({last.active})")
    return [Line(text, first.rule, matters=False)]
