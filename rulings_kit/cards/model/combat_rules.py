"""Static abilities that change how a creature blocks, is blocked or assigns its combat
damage, each in the words the Oracle text says them (509.1b, 510.1c)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.cards.model.codec import part
from rulings_kit.cards.model.objects import EachRef, Filter, ObjectRef
from rulings_kit.cards.model.phrases import Article, BasicLandType


@part
@dataclass(frozen=True)
class BlockersOf:
    """"for each creature blocking it" (509.1g), "... beyond the first": the creatures
    blocking a creature, counted as the effect happens (608.2h)."""

    of: ObjectRef
    beyond_first: bool = False

    def text(self) -> str:
        return f"the number of creatures blocking {self.of.text()}{self._beyond}"

    def each_text(self) -> str:
        """The words after "for each"."""
        return f"creature blocking {self.of.text()}{self._beyond}"

    @property
    def _beyond(self) -> str:
        return " beyond the first" if self.beyond_first else ""


@part
@dataclass(frozen=True)
class BlocksIfAble:
    """"Target creature blocks ~ this turn if able." (509.1c): a requirement on the
    creatures ``what`` names, to block the attacking creature ``it`` names."""

    what: ObjectRef
    it: ObjectRef

    def text(self) -> str:
        return f"{self.what.text()} blocks {self.it.text()} this turn if able"


@part
@dataclass(frozen=True)
class AssignAsThoughUnblocked:
    """"You may have ~ assign its combat damage as though it weren't blocked." (510.1c,
    510.1b): as it assigns combat damage, its controller chooses between the blocking
    creatures and the player or planeswalker it attacks, all of it one way."""

    what: ObjectRef

    def text(self) -> str:
        return (f"you may have {self.what.text()} assign its combat damage as though it "
                "weren't blocked")


@part
@dataclass(frozen=True)
class LesserPowerCantBlock:
    """"Creatures with power less than ~'s power can't block it." (509.1b): a restriction
    on the blocks, comparing each blocker's power with the attacker's as blocks are
    declared."""

    what: ObjectRef

    def text(self) -> str:
        return f"creatures with power less than {self.what.text()}'s power can't block it"


@part
@dataclass(frozen=True)
class BlockedDespiteLandwalk:
    """"Creatures with islandwalk can be blocked as though they didn't have islandwalk."
    (702.14c, 509.1b): the landwalk of ``land`` restricts no block of the creatures
    ``what`` names; no ``land``: "Creatures with landwalk abilities can be blocked as
    though they didn't have those abilities." (any landwalk)."""

    what: Filter
    land: BasicLandType | None = None

    def text(self) -> str:
        what = EachRef(self.what, Article.PLURAL).text()
        if self.land is None:  # "creatures with landwalk abilities"
            return f"{what} with landwalk abilities can be blocked as though they didn't " \
                "have those abilities"
        return (f"{what} can be blocked as though they didn't have "
                f"{self.land.value.lower()}walk")


@part
@dataclass(frozen=True)
class RemoveFromCombat:
    """"Remove it from combat." (506.4): it stops being an attacking, blocking, blocked
    or unblocked creature."""

    what: ObjectRef

    def text(self) -> str:
        return f"remove {self.what.text()} from combat"
