"""The trigger event "one or more +1/+1 counters are put on ~" (122.6, 603.2c): counters of
a kind put on a permanent, or given to it as it enters the battlefield."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.cards.model.codec import part
from rulings_kit.cards.model.objects import ObjectRef


@part
@dataclass(frozen=True)
class CountersPutEvent:
    """"Whenever one or more +1/+1 counters are put on a creature you control": the
    counters of ``counter`` one event puts on one object (122.6: also as it enters with
    them) are one trigger event (603.2c); "that many" is how many."""

    counter: str  # "+1/+1", "-1/-1", "loyalty"
    subject: ObjectRef

    def text(self) -> str:
        return f"one or more {self.counter} counters are put on {self.subject.text()}"
