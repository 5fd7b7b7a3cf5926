"""Replacement effects of static abilities, in their printed words (614.1a): what would
happen to an object, and what happens instead."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

from rulings_kit.cards.model.codec import part
from rulings_kit.cards.model.objects import ObjectRef
from rulings_kit.cards.model.words import capitalize

if TYPE_CHECKING:
    from rulings_kit.cards.model.effects import Effect


class WouldGo(StrEnum):
    """The event a replacement effect waits for an object to be about to undergo."""

    DIE = "die"  # 700.4: put into a graveyard from the battlefield
    GRAVEYARD = "be put into a graveyard"
    GRAVEYARD_FROM_ANYWHERE = "be put into a graveyard from anywhere"


class GoesTo(StrEnum):
    """Where the object goes instead, in the words before "instead"."""

    EXILE = "exile it"
    HAND = "return it to its owner's hand"
    LIBRARY_BOTTOM = "put it on the bottom of its owner's library"
    LIBRARY_TOP = "put it on top of its owner's library"
    SHUFFLE = "shuffle it into its owner's library"
    REVEAL_SHUFFLE = "reveal ~ and shuffle it into its owner's library"


@part
@dataclass(frozen=True)
class GoesInsteadText:
    """"If a creature an opponent controls would die, exile it instead.", "If ~ would die,
    return it to its owner's hand instead.", "If ~ would be put into a graveyard from
    anywhere, reveal ~ and shuffle it into its owner's library instead." (614.1a)."""

    what: ObjectRef  # the card itself, or "a creature an opponent controls"
    event: WouldGo
    to: GoesTo

    def text(self) -> str:
        return f"If {self.what.text()} would {self.event}, {self.to} instead."


class DamagedPlayer(StrEnum):
    """The players (and permanents) a damage replacement effect's event names."""

    PERMANENT_OR_PLAYER = "a permanent or player"
    PLAYER = "a player"
    OPPONENT = "an opponent"
    YOU = "you"


class DamageKind(StrEnum):
    """Which damage: all of it, combat damage (510.2) or the rest."""

    ANY = ""
    COMBAT = "combat"
    NONCOMBAT = "noncombat"


@part
@dataclass(frozen=True)
class DamageEvent:
    """"a red source you control would deal damage to a permanent or player", "~ would
    deal combat damage to a player", "a source would deal damage to you or a creature you
    control": damage about to be dealt (120.1), its source and what it would be dealt to
    (``player`` and/or ``to``; neither: anything)."""

    source: ObjectRef | None  # None: "damage would be dealt to ~", from any source
    damage: DamageKind = DamageKind.ANY
    player: DamagedPlayer | None = None
    to: ObjectRef | None = None

    def text(self) -> str:
        whom = " or ".join(w for w in (self.player and self.player.value,
                                       self.to and self.to.text()) if w)
        kind = f"{self.damage.value} " if self.damage is not DamageKind.ANY else ""
        if self.source is None:
            return f"{kind}damage would be dealt to {whom}"
        return f"{self.source.text()} would deal {kind}damage{' to ' + whom if whom else ''}"


class DamageChange(StrEnum):
    """What happens to that damage instead (614.1a) or how much of it is prevented
    (615.10): "it deals double that damage", "prevent 2 of that damage"."""

    DOUBLE = "it deals double that damage"
    TRIPLE = "it deals triple that damage"
    PLUS = "it deals that much damage plus"
    MINUS = "it deals that much damage minus"
    PREVENT = "prevent"  # "prevent N of that damage"
    PREVENT_ALL = "prevent that damage"
    PREVENT_ALL_BUT = "prevent all but"  # "prevent all but N of that damage"


class DamageAgain(StrEnum):
    """How the replacement names the damage's recipient again: "... to that player"."""

    UNSAID = ""
    PERMANENT_OR_PLAYER = "to that permanent or player"
    PLAYER = "to that player"
    CREATURE = "to that creature"
    YOU = "to you"
    SELF = "to ~"
    EQUIPPED = "to equipped creature"


@part
@dataclass(frozen=True)
class DamageReplacementText:
    """"If a source you control would deal damage to a permanent or player, it deals
    double that damage to that permanent or player instead." (614.1a), "If a red source
    would deal damage to you, prevent 2 of that damage." (615.10)."""

    event: DamageEvent
    change: DamageChange
    n: int = 0
    again: DamageAgain = DamageAgain.UNSAID
    #: the prevention's additional effect, the sentence after it: "Put a +1/+1 counter on
    #: ~ for each 1 damage prevented this way." (615.5)
    then: Effect | None = None

    def text(self) -> str:
        change = self.change.value
        then = "" if self.then is None else f" {capitalize(self.then.text())}."
        if self.change in (DamageChange.PLUS, DamageChange.MINUS):
            change += f" {self.n}"
        elif self.change in (DamageChange.PREVENT, DamageChange.PREVENT_ALL_BUT):
            return f"If {self.event.text()}, {change} {self.n} of that damage.{then}"
        if self.change is DamageChange.PREVENT_ALL:
            return f"If {self.event.text()}, {change}.{then}"
        again = f" {self.again.value}" if self.again is not DamageAgain.UNSAID else ""
        return f"If {self.event.text()}, {change}{again} instead."
