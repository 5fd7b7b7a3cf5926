"""Effects on counters (122): removing them (122.1), doubling those on an object (701.10e),
and the keyword actions proliferate (701.34a), adapt (701.46a), bolster (701.39a), explore
(701.44a) and support (701.41a)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from rulings_kit.cards.model.codec import part
from rulings_kit.cards.model.objects import (
    Amount,
    CountersOn,
    ObjectRef,
    PlayerRef,
    count_of,
    number_word,
)
from rulings_kit.cards.model.trigger_words import phrase


class Those(StrEnum):
    """The counters an earlier condition counted ("if there are three or more bloodline
    counters on it"), named again (608.2c)."""

    THOSE_COUNTERS = "those counters"
    ALL_OF_THEM = "all of them"


@part
@dataclass(frozen=True)
class RemoveCountersText:
    """"Remove an ice counter from ~", "remove all +1/+1 counters from target creature"
    (``amount`` None: all of them, 122.1); "remove those counters", "remove all of them"
    (``those``) after "if there are three or more bloodline counters on it": every counter
    of that kind on that object, which the grammar fills in from the condition (608.2c)."""

    what: ObjectRef
    counter: str
    amount: Amount | None = None
    those: Those | None = None

    def __post_init__(self) -> None:
        if self.those is not None:
            object.__setattr__(self, "those", phrase(Those, self.those,
                                                     "RemoveCountersText.those"))

    def text(self) -> str:
        if self.those is not None:
            return f"remove {self.those}"
        if self.amount is None:
            return f"remove all {self.counter} counters from {self.what.text()}"
        return f"remove {count_of(self.amount, self.counter + ' counter')} from {self.what.text()}"


@part
@dataclass(frozen=True)
class DoubleCounters:
    """"Double the number of +1/+1 counters on this creature.": it gets as many more of
    those counters as it already has (701.10e)."""

    counters: CountersOn

    def text(self) -> str:
        return f"double {self.counters.text()}"


@part
@dataclass(frozen=True)
class ProliferateText:
    """"Proliferate." (701.34a): any number of permanents and players with counters each get
    another counter of each kind they have."""

    def text(self) -> str:
        return "proliferate"


@part
@dataclass(frozen=True)
class AdaptText:
    """"Adapt 2." (701.46a): if this permanent has no +1/+1 counters, put N on it."""

    amount: Amount

    def text(self) -> str:
        return f"adapt {self.amount.text()}"


@part
@dataclass(frozen=True)
class MonstrosityText:
    """"Monstrosity 3." (701.37a): if this permanent isn't monstrous, N +1/+1 counters on it,
    and it becomes monstrous."""

    amount: Amount

    def text(self) -> str:
        return f"monstrosity {self.amount.text()}"


@part
@dataclass(frozen=True)
class BolsterText:
    """"Bolster 1." (701.39a): N +1/+1 counters on a creature you control with the least
    toughness."""

    amount: Amount

    def text(self) -> str:
        return f"bolster {self.amount.text()}"


@part
@dataclass(frozen=True)
class ExploreText:
    """"It explores.", "Target creature you control explores." (701.44a): reveal the top card
    of the library; a land to hand, else a +1/+1 counter and maybe the card to the graveyard."""

    who: ObjectRef

    def text(self) -> str:
        return f"{self.who.text()} explores"


@part
@dataclass(frozen=True)
class ConniveText:
    """"Target creature connives.", "It connives." (701.50a), "connives 2" (701.50d): draw,
    then discard; a +1/+1 counter for each nonland card discarded."""

    who: ObjectRef
    n: int = 1

    def text(self) -> str:
        return f"{self.who.text()} connives" + (f" {self.n}" if self.n != 1 else "")


@part
@dataclass(frozen=True)
class SupportText:
    """"Support 2." (701.41a): "Put a +1/+1 counter on each of up to N other target
    creatures." on a permanent; without "other" on an instant or sorcery."""

    amount: int

    def text(self) -> str:
        return f"support {self.amount}"


@part
@dataclass(frozen=True)
class ManifestText:
    """"Manifest the top card of your library." (701.40a): that card onto the battlefield
    face down, a 2/2 creature."""

    def text(self) -> str:
        return "manifest the top card of your library"


@part
@dataclass(frozen=True)
class GetPoison:
    """A player gets poison counters: "defending player gets a poison counter" (122.1f:
    ten or more and that player loses, 704.5c)."""

    who: PlayerRef
    amount: int = 1

    def text(self) -> str:
        said = "a poison counter" if self.amount == 1 else \
            f"{number_word(self.amount)} poison counters"
        verb = "get" if self.who.is_you else "gets"
        return f"{self.who.text()} {verb} {said}"
