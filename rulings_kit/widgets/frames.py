"""The frames a step player shows: the stack each time a player would receive priority,
and what happened since the previous frame, each event with its rule.

A trace step is one action, and one action can resolve a whole stack, so a frame is a
*moment* of :func:`rulings_kit.render.replay.moments` (the storyboard's frames): the
start, then each point inside an action where the stack changed.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from rulings_kit.core.state import GameState
from rulings_kit.render.replay import Line, Moment, key_events, moments
from rulings_kit.trace import Trace

__all__ = ["Frame", "busiest", "frames"]


@dataclass(frozen=True)
class Frame:
    """One moment of a trace, ready to draw and narrate."""

    number: int  # 0 for the start
    label: str  # "Start", "Step 2", "Step 2.1"
    action: str  # what happened in this frame, as a reader would say it (Moment.happened)
    lines: tuple[Line, ...]  # what happened since the previous frame
    state: GameState  # the state to draw (the stack of this moment)
    error: str | None = None

    @property
    def heading(self) -> str:
        if self.number == 0:
            return "Start: the starting position"
        return f"{self.label}: {self.action}"

    def narration(self) -> list[str]:
        """The events since the previous frame, one line each with its rule."""
        if self.error:
            return [f"rejected: {self.error}"]
        out = []
        for line in self.lines:
            count = f" (×{line.count})" if line.count > 1 else ""
            out.append(f"{line.text}{count}  [{line.rule}]")
        return out

    def text(self) -> str:
        body = self.narration() or ["(nothing happens)"]
        return "\n".join([self.heading, *("  " + b for b in body)])


def _state_of(m: Moment) -> GameState:
    """The state at a moment: the engine's own at the end of a step; inside a step, the
    step's starting state with the stack of that moment (every object on it as it was)."""
    if m.state is not None:
        return m.state
    state = m.context
    for obj in m.stack:
        state = state.with_object(obj)
    # moments list the stack top first; a state keeps it bottom first
    return replace(state, stack=tuple(o.id for o in reversed(m.stack)), waiting=())


def frames(trace: Trace) -> list[Frame]:
    """Every frame of ``trace``, the start first."""
    out = []
    for n, m in enumerate(moments(trace, split=True)):
        out.append(
            Frame(
                n,
                m.label,
                m.happened,
                tuple(key_events(m.events)),
                _state_of(m),
                m.error,
            )
        )
    return out


def busiest(frames: list[Frame]) -> int:
    """The first frame with the most objects on the stack (the last frame, how the run
    ends, when the stack stays empty): where a step player starts, so it opens on
    something to look at rather than on the empty start."""
    best, size = max(len(frames) - 1, 0), 0
    for i, f in enumerate(frames):
        if len(f.state.stack) > size:
            best, size = i, len(f.state.stack)
    return best
