"""Effects that create predefined tokens (111.10): "create a Treasure token", "create two
tapped Food tokens", the keyword action whose meaning is one ("investigate": create a Clue
token, 701.16a), and amass (701.47a), which creates an Army token when there is none."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.cards.model.codec import part
from rulings_kit.cards.model.objects import Amount, Fixed, PlayerRef, count_of, is_quantity
from rulings_kit.cards.model.objects import acted as _act
from rulings_kit.cards.model.phrases import TokenName
from rulings_kit.core.words import number_word, plural_noun


@part
@dataclass(frozen=True)
class CreatePredefined:
    """"Create a Treasure token", "create X Clue tokens", "create a tapped Food token":
    tokens whose characteristics rule 111.10 gives, by name (111.10)."""

    amount: Amount
    token: TokenName
    who: PlayerRef | None = None  # who creates them ("its controller creates"); None: you
    tapped: bool = False  # "create a tapped Treasure token" (110.5b)

    def text(self) -> str:
        noun = f"{'tapped ' if self.tapped else ''}{self.token.value} token"
        if is_quantity(self.amount):  # "a number of Food tokens equal to ..."
            return (f"{_act(self.who, 'create', 'creates')} a number of {plural_noun(noun)} "
                    f"equal to {self.amount.text()}")
        return f"{_act(self.who, 'create', 'creates')} {count_of(self.amount, noun)}"


@part
@dataclass(frozen=True)
class Investigate:
    """"Investigate", "investigate twice", "investigate X times": create a Clue token
    (701.16a, 111.10f), that many times."""

    times: Amount
    who: PlayerRef | None = None  # "its controller investigates"; None: you

    def text(self) -> str:
        verb = _act(self.who, "investigate", "investigates")
        if isinstance(self.times, Fixed):
            n = self.times.n
            return verb if n == 1 else verb + (" twice" if n == 2 else f" {number_word(n)} times")
        return f"{verb} {self.times.text()} times"


@part
@dataclass(frozen=True)
class AmassText:
    """"Amass 2." (Zombies, the older form) or "amass Orcs 2." (701.47a): an Army token if you
    have no Army, then N +1/+1 counters on an Army you control."""

    amount: Amount
    subtype: str = ""  # "Orc" for "amass Orcs 2"; "" for "amass 2" (a Zombie Army)

    def text(self) -> str:
        kind = f"{self.subtype}s " if self.subtype else ""
        return f"amass {kind}{self.amount.text()}"


@part
@dataclass(frozen=True)
class PopulateText:
    """"Populate." (701.36a): a token that's a copy of a creature token you control."""

    def text(self) -> str:
        return "populate"
