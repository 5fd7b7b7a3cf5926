"""Trace: every step of a run, with its events, the rules behind them, the questions
asked and the answers used, and the state before and after.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from rulings_kit.core import events as ev
from rulings_kit.core.questions import Question
from rulings_kit.core.state import GameState
from rulings_kit.core.words import one_line, plural
from rulings_kit.errors import DataError, RulingsError, UnknownCardError
from rulings_kit.trace.serial import CardLookup, from_data, to_shared_data

if TYPE_CHECKING:
    import pandas as pd

    from rulings_kit.cards import CardPool

__all__ = ["Trace", "TraceStep"]


@dataclass(frozen=True)
class TraceStep:
    """One action of a run."""

    index: int  # 1-based action number
    action: str  # the action as a reader would say it
    action_data: Mapping[str, Any]  # the action as written (scenario keys)
    answers: Mapping[str, Any]
    events: tuple[ev.Event, ...]
    asked: tuple[tuple[Question, Any], ...]
    before: GameState
    after: GameState
    #: set when the rules rejected the action: the message and the rules it cites
    error: str | None = None
    error_rules: tuple[str, ...] = ()

    def __repr__(self) -> str:
        """``TraceStep(1. Alice casts Shock, targeting Bob: 6 events)``"""
        outcome = "rejected" if self.error else plural(len(self.events), "event")
        return one_line(f"TraceStep({self.index}. {self.action}: {outcome})")

    def narrate(self, details: bool = False) -> list[str]:
        """One line per event, in words; ``details`` adds what a scenario writer needs
        (question ids and answers as a scenario file writes them)."""
        lines = [f"{self.index}. {self.action}"]
        if self.error:
            lines.append(f"   rejected: {self.error}")
        for e in self.events:
            mark = "?" if isinstance(e, ev.Answered) else "-"
            lines.append(f"   {mark} {e.details() if details else e.describe()}  [{e.rule}]")
        return lines


@dataclass(frozen=True)
class Trace:
    """The steps of a run from its starting position.

    >>> from rulings_kit.scenarios import Scenario
    >>> run = (Scenario.build("Shock the Bears")
    ...        .player("Alice", battlefield=["Mountain"], hand=["Shock"])
    ...        .player("Bob", battlefield=["Grizzly Bears"])
    ...        .cast("Shock", targets=["Grizzly Bears"]).resolve("all").done().run())
    >>> run.trace
    Trace('Shock the Bears', 2 steps, 11 events)
    >>> run.trace.steps[1]
    TraceStep(2. everything on the stack resolves: 6 events)
    >>> print(run.trace.narrate().splitlines()[-1])
       - Grizzly Bears moves from battlefield to Bob's graveyard (lethal damage)  [704.5g]
    """

    title: str
    start: GameState
    steps: tuple[TraceStep, ...] = field(default_factory=tuple)

    def __repr__(self) -> str:
        """``Trace('Shock the Bears', 2 steps, 11 events)``"""
        events = sum(len(s.events) for s in self.steps)
        return one_line(f"Trace({self.title!r}, {plural(len(self.steps), 'step')}, "
                        f"{plural(events, 'event')})")

    @property
    def final(self) -> GameState:
        return self.steps[-1].after if self.steps else self.start

    def events(self) -> Iterator[tuple[int, ev.Event]]:
        for s in self.steps:
            for e in s.events:
                yield s.index, e

    def resolved(self) -> list[str]:
        return [e.obj.display_name for _, e in self.events() if isinstance(e, ev.Resolved)]

    def countered(self) -> list[str]:
        return [e.obj.display_name for _, e in self.events() if isinstance(e, ev.LEFT_UNRESOLVED)]

    def triggered(self) -> list[str]:
        return [e.source.name for _, e in self.events() if isinstance(e, ev.AbilityTriggered)]

    def narrate(self, details: bool = False) -> str:
        """The run told step by step, each event with its rule (see TraceStep.narrate)."""
        lines = [self.title]
        for s in self.steps:
            lines += s.narrate(details)
        return "\n".join(lines)

    def to_frame(self) -> pd.DataFrame:
        """One row per event: step, action, event kind, description and rule."""
        import pandas as pd

        rows = [
            {
                "step": s.index,
                "action": s.action,
                "event": type(e).__name__,
                "description": e.describe(),
                "rule": e.rule,
            }
            for s in self.steps
            for e in s.events
        ]
        return pd.DataFrame(rows, columns=["step", "action", "event", "description", "rule"])

    # ---- JSON ---------------------------------------------------------------------
    def to_data(self) -> dict[str, Any]:
        """The trace as plain JSON data; an object that steps share (most of the
        state, from step to step) is written once and referred to after
        (``serial.to_shared_data``)."""
        return {"format": 2, "trace": to_shared_data(self)}

    def to_json(self, indent: int | None = None) -> str:
        return json.dumps(self.to_data(), ensure_ascii=False, indent=indent, sort_keys=True)

    @classmethod
    def from_json(cls, text: str, cards: CardPool | CardLookup | None = None) -> Trace:
        """Read a trace written by ``to_json``; anything else is a ``DataError``.

        Its cards are looked up by name in ``cards``: the pool the run used (the bundled
        cards by default), or any function from a name to a definition."""
        from rulings_kit.cards import CardPool

        lookup: CardLookup
        if cards is None or isinstance(cards, CardPool):
            lookup = (cards or CardPool.bundled()).get
        else:
            lookup = cards
        try:
            data = json.loads(text)
            value = from_data(data["trace"], lookup) if isinstance(data, dict) else None
        except DataError:
            raise
        except UnknownCardError as e:
            raise DataError(
                f"the trace names a card the cards given don't have ({e}): read it with the "
                "card pool its run used, Trace.from_json(text, scenario.cards)"
            ) from None
        # a damaged file can fail anywhere in rebuilding the values: say it is not a trace
        except (ValueError, KeyError, TypeError, AttributeError, RecursionError, RulingsError) as e:
            raise DataError(
                f"not a trace written by rulings_kit: {type(e).__name__}: {e}"
            ) from None
        if not isinstance(value, Trace):
            raise DataError('not a trace written by rulings_kit: no {"trace": {...}} object')
        return value

    def digest(self) -> str:
        """A hash of the whole trace: the same state and answers give the same digest."""
        return hashlib.sha256(self.to_json().encode()).hexdigest()
