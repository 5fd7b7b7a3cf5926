"""The base of every event (DESIGN.md, principle 2): a frozen record of what happened,
with the rule that made it happen; ``core.events`` holds the kinds of event."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core.words import one_line


@dataclass(frozen=True)
class Event:
    rule: str

    def describe(self) -> str:
        """What happened, as a sentence for a reader: names, never ids or JSON."""
        return type(self).__name__

    def __str__(self) -> str:
        return self.describe()

    def __repr__(self) -> str:
        return one_line(f"<{type(self).__name__}: {self.describe()} [{self.rule}]>")

    def details(self) -> str:
        """The sentence plus what a scenario writer needs (question ids, answers as written)."""
        return self.describe()
