"""Costs (118, 602.1a): mana symbols, {T} and {Q} (107.5, 107.6), loyalty (606.4), and
the other actions a cost names, each a part of its own, read once by the grammar:
"Sacrifice a creature" (701.21a), "Discard a card" (701.9a), "Pay 2 life" (118.3b),
"Exile a creature card from your graveyard" (406.2), "Tap an untapped Wizard you
control" (601.2h), "Remove a +1/+1 counter from ~" (122.1)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum

from rulings_kit.cards.model.codec import part
from rulings_kit.cards.model.kinds import Adjective, StateWord
from rulings_kit.cards.model.objects import GRANTOR, Amount, Filter, Fixed, article
from rulings_kit.cards.model.phrases import Controller, Who
from rulings_kit.cards.model.trigger_words import phrase
from rulings_kit.cards.model.words import capitalize
from rulings_kit.core.words import number_word

#: "a" / "an": one object (frozen, so one value serves every default)
ONE = Fixed(1)


def counted(amount: Amount, filter: Filter | None, another: bool) -> str:
    """ "~", "a creature", "another creature", "two cards", "X lands": the objects a
    cost action names."""
    if filter is None:
        return "~"
    if another:
        return f"another {filter.text()}"
    if amount == Fixed(1):
        return f"{article(filter.text())} {filter.text()}"
    count = number_word(amount.n) if isinstance(amount, Fixed) else amount.text()
    return f"{count} {filter.text(plural_form=True)}"


@part
@dataclass(frozen=True)
class SacrificeCost:
    """"Sacrifice ~", "Sacrifice another creature", "Sacrifice two lands" (701.21a)."""

    filter: Filter | None = None  # None: the permanent itself ("~")
    amount: Amount = ONE
    another: bool = False
    #: in a granted ability, the object that grants it ("Sacrifice Blazing Torch", 201.5a)
    grantor: bool = False

    def objects(self) -> str:
        return GRANTOR if self.grantor else counted(self.amount, self.filter, self.another)

    def text(self) -> str:
        return f"sacrifice {self.objects()}"


@part
@dataclass(frozen=True)
class DiscardCost:
    """"Discard a card", "Discard a historic card", "Discard ~" (701.9a); "Discard two cards
    at random" (701.9b)."""

    filter: Filter | None = None  # None: the card itself ("~")
    amount: Amount = ONE
    another: bool = False
    at_random: bool = False

    def objects(self) -> str:
        return counted(self.amount, self.filter, self.another)

    def text(self) -> str:
        return f"discard {self.objects()}{' at random' if self.at_random else ''}"


@part
@dataclass(frozen=True)
class RevealCost:
    """"Reveal a white card in your hand" (a morph cost, 702.37e; 701.20a); "Reveal ~ from
    your hand", the card itself (a forecast cost, 702.57b): ``filter`` None."""

    filter: Filter | None = None

    def objects(self) -> str:
        return "~ from your hand" if self.filter is None else counted(ONE, self.filter, False)

    def text(self) -> str:
        return f"reveal {self.objects()}"


@part
@dataclass(frozen=True)
class PayLifeCost:
    """"Pay 2 life" (118.3b: not with less life than that, 119.4)."""

    amount: Amount

    def text(self) -> str:
        return f"pay {self.amount.text()} life"


class CostZone(StrEnum):
    """Where a cost exiles cards from, as the cost says it (406.2)."""

    GRAVEYARD = "from your graveyard"
    HAND = "from your hand"
    BATTLEFIELD = ""  # "Exile ~", "Exile a creature you control"


@part
@dataclass(frozen=True)
class ExileCost:
    """"Exile a creature card from your graveyard", "Exile ~" (406.2)."""

    filter: Filter | None = None  # None: the object itself ("~")
    amount: Amount = ONE
    another: bool = False
    zone: CostZone = CostZone.BATTLEFIELD

    def objects(self) -> str:
        said = counted(self.amount, self.filter, self.another)
        return f"{said} {self.zone.value}" if self.zone.value else said

    def text(self) -> str:
        return f"exile {self.objects()}"


#: "untapped" (110.5), the adjective
UNTAPPED = Adjective(StateWord.UNTAPPED)


@part
@dataclass(frozen=True)
class TapUntappedCost:
    """"Tap an untapped creature you control", "Tap two untapped Spirits you control"
    (601.2h): ``filter`` without its "untapped" and "you control"."""

    filter: Filter
    amount: Amount = ONE
    another: bool = False

    def objects(self) -> str:
        untapped = replace(self.filter, adjectives=(UNTAPPED, *self.filter.adjectives),
                           controller=Controller.YOU)
        return counted(self.amount, untapped, self.another)

    def text(self) -> str:
        return f"tap {self.objects()}"


@part
@dataclass(frozen=True)
class RemoveCountersCost:
    """"Remove a +1/+1 counter from ~" (122.1; 602.2b: part of the cost)."""

    counter: str  # the counter's kind: "+1/+1", "charge", "ki"
    amount: Amount = ONE
    #: "Remove any number of storage counters from ~": the number chosen as the cost is
    #: paid (601.2h); ``amount`` is then unsaid
    any_number: bool = False

    def text(self) -> str:
        if self.any_number:
            return f"remove any number of {self.counter} counters from ~"
        if self.amount == Fixed(1):
            return f"remove {article(self.counter)} {self.counter} counter from ~"
        count = number_word(self.amount.n) if isinstance(self.amount, Fixed) \
            else self.amount.text()
        return f"remove {count} {self.counter} counters from ~"


@part
@dataclass(frozen=True)
class PayEnergyCost:
    """"Pay {E}{E}": energy counters removed from the player (107.14)."""

    amount: int

    def text(self) -> str:
        return "pay " + "{E}" * self.amount


@part
@dataclass(frozen=True)
class ExertCost:
    """"Exert ~" (701.43a): its controller chooses to have it not untap during their next
    untap step."""

    def text(self) -> str:
        return "exert ~"


@part
@dataclass(frozen=True)
class ReturnCost:
    """"Return a land you control to its owner's hand", "return two Islands you control to
    their owner's hand" (601.2h, 602.2b): permanents of the payer's, chosen as the cost is
    paid; ``filter`` with its "you control"."""

    filter: Filter
    amount: Amount = ONE

    def text(self) -> str:
        whose = "its" if self.amount == ONE else "their"
        return f"return {counted(self.amount, self.filter, False)} to {whose} owner's hand"


@part
@dataclass(frozen=True)
class OthersGainLifeCost:
    """"have an opponent gain 3 life", "have each other player gain 6 life": an alternative
    cost paid by another player's life gain (118.9, 119.3; Invigorate's rulings)."""

    who: Who  # Who.AN_OPPONENT, Who.EACH_OTHER_PLAYER
    amount: Amount

    def __post_init__(self) -> None:
        object.__setattr__(self, "who", phrase(Who, self.who, "OthersGainLifeCost.who"))

    def text(self) -> str:
        return f"have {self.who.value} gain {self.amount.text()} life"


#: an action a cost names, other than mana, {T}, {Q} and loyalty (118, 602.1a)
CostAction = (SacrificeCost | DiscardCost | PayLifeCost | PayEnergyCost | ExileCost
              | TapUntappedCost | RemoveCountersCost | RevealCost | ExertCost | ReturnCost
              | OthersGainLifeCost)


@part
@dataclass(frozen=True)
class CostText:
    """A cost to pay (118, 602.1a): mana symbols, {T} (107.5), loyalty (606.4), and other
    actions such as "Sacrifice this creature" or "Pay 2 life"."""

    mana: str = ""  # "{2}{R}"
    tap: bool = False
    loyalty: int | None = None
    others: tuple[CostAction, ...] = ()
    loyalty_x: bool = False  # "[−X]": remove X loyalty counters, X chosen (107.3, 606.4)
    untap: bool = False  # {Q}, the untap symbol (107.6)

    def text(self) -> str:
        if self.loyalty_x:
            return "[−X]"
        if self.loyalty is not None:
            sign = "+" if self.loyalty > 0 else ("−" if self.loyalty < 0 else "")
            return f"[{sign}{abs(self.loyalty)}]"
        parts = [self.mana] if self.mana else []
        if self.tap:
            parts.append("{T}")
        if self.untap:
            parts.append("{Q}")
        parts += [capitalize(o.text()) for o in self.others]
        return ", ".join(parts)
