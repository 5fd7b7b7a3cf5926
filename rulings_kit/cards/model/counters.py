"""Effects on the counters already on an object (122): doubling them (701.10e)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.cards.model.codec import part
from rulings_kit.cards.model.objects import CountersOn


@part
@dataclass(frozen=True)
class DoubleCounters:
    """"Double the number of +1/+1 counters on this creature.": it gets as many more of
    those counters as it already has (701.10e)."""

    counters: CountersOn

    def text(self) -> str:
        return f"double {self.counters.text()}"
