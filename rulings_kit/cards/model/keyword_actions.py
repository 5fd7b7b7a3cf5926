"""Keyword actions (701) whose words are the action itself, nothing more: "clash with an
opponent" (701.30b), "venture into the dungeon" (701.49), "learn" (701.48), and doubling or
tripling a creature's power and toughness or a player's life total (701.10, 701.11); and
those done to objects until the next turn of the one who does them: "detain target creature an
opponent controls" (701.35a), "goad target creature" (701.15a); and flipping a coin (705), which
is not a keyword action but is said the same way."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.cards.model.codec import part
from rulings_kit.cards.model.objects import (
    Amount,
    Duration,
    ItRef,
    ObjectRef,
    PlayerRef,
    SelfRef,
)


@part
@dataclass(frozen=True)
class ClashText:
    """"Clash with an opponent." (701.30b): you and an opponent each reveal the top card of
    your library and may put it on the bottom; "if you win" follows."""

    def text(self) -> str:
        return "clash with an opponent"


@part
@dataclass(frozen=True)
class FatesealText:
    """"fateseal 2" (701.29a): look at the top N cards of an opponent's library, put any
    number of them on the bottom and the rest on top."""

    amount: int

    def text(self) -> str:
        return f"fateseal {self.amount}"


@part
@dataclass(frozen=True)
class FlipCoinText:
    """"Flip a coin." (705.1): you flip a coin and call heads or tails; "if you win the
    flip" and "if you lose the flip" follow (705.2)."""

    def text(self) -> str:
        return "flip a coin"


@part
@dataclass(frozen=True)
class VentureText:
    """"Venture into the dungeon." (701.49): enter a dungeon, or move to its next room."""

    def text(self) -> str:
        return "venture into the dungeon"


@part
@dataclass(frozen=True)
class LearnText:
    """"Learn." (701.48a): discard a card to draw a card, or take a Lesson card from outside
    the game into your hand."""

    def text(self) -> str:
        return "learn"


#: the verb of each factor (701.10, 701.11)
MULTIPLIED = {2: "double", 3: "triple"}


@part
@dataclass(frozen=True)
class MultiplyPT:
    """"Double the power of target creature until end of turn", "double target creature's
    power and toughness until end of turn", "triple its power" (701.10a-c, 701.11a-c)."""

    what: ObjectRef
    toughness: bool  # power and toughness; else power only
    duration: Duration | None = None
    factor: int = 2
    of_form: bool = False  # "the power of target creature" rather than "target creature's"

    def text(self) -> str:
        verb = MULTIPLIED[self.factor]
        stat = "power and toughness" if self.toughness else "power"
        if self.of_form:
            said = f"{verb} the {stat} of {self.what.text()}"
        else:
            said = f"{verb} {possessive_of(self.what)} {stat}"
        return f"{said} {self.duration.text()}" if self.duration is not None else said


def possessive_of(ref: ObjectRef) -> str:
    """"its", "~'s", "target creature's"."""
    if isinstance(ref, ItRef) and ref.text() == "it":
        return "its"
    return f"{ref.text()}'s" if not isinstance(ref, SelfRef) else "~'s"


def player_possessive(who: PlayerRef) -> str:
    """"your", "target player's"."""
    return "your" if who.is_you else f"{who.text()}'s"


@part
@dataclass(frozen=True)
class DoubleLifeText:
    """"Double your life total", "double target player's life total" (701.10d)."""

    who: PlayerRef

    def text(self) -> str:
        return f"double {player_possessive(self.who)} life total"


@part
@dataclass(frozen=True)
class LifeTotalBecomes:
    """"Your life total becomes 7.", "Target player's life total becomes 1." (119.5)."""

    who: PlayerRef
    amount: Amount

    def text(self) -> str:
        return f"{player_possessive(self.who)} life total becomes {self.amount.text()}"


@part
@dataclass(frozen=True)
class DetainText:
    """"Detain target creature an opponent controls.", "detain up to two target nonland
    permanents your opponents control" (701.35a): until the controller's next turn, each
    can't attack or block and its activated abilities can't be activated."""

    what: ObjectRef

    def text(self) -> str:
        return f"detain {self.what.text()}"


@part
@dataclass(frozen=True)
class GoadText:
    """"Goad target creature.", "goad each creature target player controls" (701.15a):
    until the controller's next turn, each is goaded (701.15b)."""

    what: ObjectRef

    def text(self) -> str:
        return f"goad {self.what.text()}"
