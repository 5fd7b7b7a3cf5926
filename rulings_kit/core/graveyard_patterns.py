"""The trigger patterns of cards leaving a graveyard, "Whenever one or more cards leave your
graveyard" (603.10a: it looks back in time, at the card as it was there), and of cards put
into one, "... are put into your graveyard from anywhere" (603.6c: it doesn't look back);
batched by ``core.batches.OneOrMore`` (603.2c)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.filters import ObjectTest
from rulings_kit.core.patterns import Hit
from rulings_kit.core.state import GameObject, GameState, Zone
from rulings_kit.core.values import PART, Part

__all__ = ["LeavesYourGraveyard", "PutIntoYourGraveyard"]


@dataclass(**PART)
class LeavesYourGraveyard(Part):
    """A card ``who`` passes, as it was in its owner's graveyard (603.10a), leaves it: the
    graveyard of the source's controller (404.1: each player's own); the ability remembers
    the new object it became (400.7)."""

    who: ObjectTest

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> Hit:
        assert isinstance(e, ev.ZoneChanged)
        old = e.old
        if e.from_zone is not Zone.GRAVEYARD or old.owner != me.controller or \
                not self.who(s, me, old):
            return None
        return e.new if e.new is not None and s.has(e.new.id) else True


@dataclass(**PART)
class PutIntoYourGraveyard(Part):
    """A card ``who`` passes, as it is in the graveyard, is put into the graveyard of the
    source's controller (404.1), from anywhere or, with ``from_library``, from their
    library. "From anywhere" never looks back in time (603.6c): a source that left the
    battlefield at the same time doesn't see it. A token isn't a card (108.2)."""

    who: ObjectTest
    from_library: bool = False

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> Hit:
        assert isinstance(e, ev.ZoneChanged)
        new = e.new
        if e.to_zone is not Zone.GRAVEYARD or new is None or not s.has(new.id) or \
                new.owner != me.controller or new.card.is_token or not s.has(me.id):
            return None
        if self.from_library and e.from_zone is not Zone.LIBRARY:
            return None
        return new if self.who(s, me, new) else None
