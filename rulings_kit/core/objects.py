"""The game's objects as a table by id (DESIGN.md, principle 1: the state is a value).

A state holds its objects in an ``ObjectTable``: a tuple, so states compare, hash and
serialise as before, that also knows where each id is and carries what it worked out
to the tables made from it, so a small change costs little however many objects the
game holds.
"""

from __future__ import annotations

from bisect import bisect_left, insort
from collections.abc import Callable, Hashable, Iterable
from typing import TYPE_CHECKING, Any

from rulings_kit.core.card_shapes import CardShape
from rulings_kit.core.zones import Zone

if TYPE_CHECKING:
    from rulings_kit.core.game_object import GameObject

#: A question about a card's definition, e.g. whether it has triggered abilities.
CardTest = Callable[[CardShape], bool]


class ObjectTable(tuple["GameObject", ...]):
    """The game's objects, a tuple that carries where each id is in it.

    It equals, hashes and serialises as the plain tuple; the positions travel with it
    through ``dataclasses.replace``, so a new state doesn't rebuild them, and replacing
    one object keeps them as they are (objects never move within the table). Removing
    one doesn't rewrite them either: ``positions`` may be those of an older table, with
    ``gaps`` the places in it removed since, so a later object's place is its old place
    less the gaps before it (rebuilt once gaps pile up, so lookups stay cheap).
    """

    #: where each id was when these positions were made: ``place`` and ``get`` read
    #: them with the ``gaps`` (read directly, they may be out of date)
    positions: dict[int, int]
    #: the places in ``positions`` emptied since it was made, in order
    gaps: tuple[int, ...]
    #: the continuous effects under which state-based actions found nothing to do in
    #: this table (a fact about its contents, so branches sharing it may share it too)
    settled_under: tuple[Any, ...] | None
    #: what the static abilities read when it was settled (``statics.static_inputs``)
    settled_statics: tuple[Any, ...]
    #: the state (or what of it state-based actions read) found settled with this table
    #: (core/sba.py)
    settled_as: object
    #: the last settled table this one was made from, and the ids changed since then
    base: ObjectTable | None
    touched: frozenset[int]
    #: for a battlefield (the state's id tuple) and a question about cards ("has
    #: triggered abilities"), the ids on it whose cards answer yes: kept while objects
    #: only change in place (tapped, damaged, counters) and keep their cards
    indexes: dict[Hashable, tuple[tuple[int, ...], tuple[int, ...]]]
    #: the latest of these answers found by any table with the same cards as this one (it
    #: is shared, not copied, until a card changes), by question and battlefield (its
    #: ``id``, the battlefield kept with the answer): a state that many actions branch
    #: from is answered once, not once for each branch
    shared: dict[tuple[CardTest, int], tuple[tuple[int, ...], tuple[int, ...]]]
    #: whether any object's card passes a question, shared like ``shared``; an object
    #: added with a card that passes makes it true for the tables it came from too, which
    #: then only look where they needn't have
    anywhere: dict[CardTest, bool]
    #: the objects of ``having``'s answers in this table, as a state's permanents whose
    #: cards pass a test (under None: all of them); carried to the next table only when
    #: the object that changed is on no battlefield (a spell cast, a card drawn), as the
    #: permanents are then the same objects
    found: dict[CardTest | None, tuple[tuple[int, ...], tuple[GameObject, ...]]]
    #: the ids of the objects attached to another one (301.5, 303.4): kept up to date as
    #: objects change, so asking what is attached costs nothing per object in the game
    attachments: frozenset[int]

    def __new__(
        cls,
        objects: Iterable[GameObject] = (),
        positions: dict[int, int] | None = None,
        parent: ObjectTable | None = None,
        changed: int | None = None,
        gaps: tuple[int, ...] = (),
    ) -> ObjectTable:
        table = super().__new__(cls, objects)
        if positions is None or len(gaps) > _MAX_GAPS:
            positions, gaps = {o.id: i for i, o in enumerate(table)}, ()
        table.positions, table.gaps = positions, gaps
        table.settled_under, table.settled_statics, table.settled_as = None, (), None
        table.base, table.touched = None, frozenset()
        table.indexes = {}
        table.shared = {} if parent is None else parent.shared
        table.anywhere = {} if parent is None else parent.anywhere
        table.found = {}
        table.attachments = (
            frozenset(o.id for o in table if o.attached_to is not None)
            if parent is None else parent.attachments
        )
        if parent is not None and changed is not None:
            if parent.settled_under is not None:
                table.base, table.touched = parent, frozenset((changed,))
            elif parent.base is not None:
                table.base, table.touched = parent.base, parent.touched | {changed}
        return table

    def place(self, object_id: int) -> int | None:
        """Where the object with this id is in the table, or None if it isn't."""
        at = self.positions.get(object_id)
        gaps = self.gaps
        if at is None or not gaps:
            return at
        before = bisect_left(gaps, at)
        if before < len(gaps) and gaps[before] == at:
            return None  # removed since the positions were made
        return at - before

    def get(self, object_id: int) -> GameObject:
        """The object with this id (KeyError if there is none)."""
        if not self.gaps:  # the usual case, asked very often: one lookup
            return self[self.positions[object_id]]
        at = self.place(object_id)
        if at is None:
            raise KeyError(object_id)
        return self[at]

    def changed_since_settled(self, effects: tuple[Any, ...], statics: tuple[Any, ...]
                              ) -> frozenset[int] | None:
        """The ids that may need state-based actions under ``effects`` and with what the
        static abilities read as ``statics``: none if this table was settled under them,
        those changed since a settled table, or None (check everything) when nothing
        is known."""
        if self.settled_under is effects and self.settled_statics == statics:
            return frozenset()
        base = self.base
        if base is not None and base.settled_under is effects and base.settled_statics == statics:
            return self.touched
        return None

    def settled_statics_since(self, effects: tuple[Any, ...]
                              ) -> tuple[tuple[Any, ...], frozenset[int]] | None:
        """What the static abilities read when this table, or the settled one it was made
        from, was found settled under ``effects``, with the ids changed since."""
        if self.settled_under is effects and self.settled_statics:
            return self.settled_statics, frozenset()
        base = self.base
        if base is not None and base.settled_under is effects and base.settled_statics:
            return base.settled_statics, self.touched
        return None

    def __repr__(self) -> str:
        return tuple.__repr__(self)

    def __reduce__(self) -> tuple[Any, ...]:
        return (ObjectTable, (tuple(self),))

    def replacing(self, obj: GameObject) -> ObjectTable:
        """This table with ``obj`` in place of the object with its id, or added last."""
        at = self.place(obj.id)
        if at is None:  # its place in the old positions: past every one of them
            positions = {**self.positions, obj.id: len(self) + len(self.gaps)}
            table = ObjectTable((*self, obj), positions, self, obj.id, self.gaps)
            if obj.attached_to is not None:
                table.attachments = self.attachments | {obj.id}
            table.indexes = dict(self.indexes)  # a new object: on none of their battlefields
            for test, found in self.anywhere.items():
                if not found and test(obj.card):
                    self.anywhere[test] = True
            if obj.zone is not Zone.BATTLEFIELD:
                table.found = dict(self.found)
            return table
        objects = list(self)
        old = objects[at]
        objects[at] = obj
        table = ObjectTable(objects, self.positions, self, obj.id, self.gaps)
        if old.zone is not Zone.BATTLEFIELD and obj.zone is not Zone.BATTLEFIELD:
            table.found = dict(self.found)  # the permanents are the same objects
        if (old.attached_to is None) is not (obj.attached_to is None):
            table.attachments = (self.attachments - {obj.id} if obj.attached_to is None
                                 else self.attachments | {obj.id})
        if old.card is obj.card:  # the same cards: the same answers
            table.indexes = dict(self.indexes)
            return table
        # another card: the answers for battlefields it isn't on stay
        table.indexes = {k: v for k, v in self.indexes.items() if obj.id not in v[0]}
        table.shared = {}
        table.anywhere = {test: found or test(obj.card) for test, found in self.anywhere.items()}
        return table

    def any_having(self, test: CardTest) -> bool:
        """Whether the card of any object in the table, in any zone, passes ``test``:
        worked out once for tables with the same cards."""
        found = self.anywhere.get(test)
        if found is None:
            found = self.anywhere[test] = any(test(o.card) for o in self)
        return found

    def having(self, battlefield: tuple[int, ...], test: CardTest, slot: int = 0
               ) -> tuple[int, ...]:
        """The ids on ``battlefield`` whose cards pass ``test``, in battlefield order.
        Another list of ids where objects also join at the end (a graveyard, 404.1) takes
        a ``slot`` of its own, so answers for several lists don't push each other out."""
        index: Hashable = (test, slot) if slot else test
        known = self.indexes.get(index)
        if known is not None and known[0] is battlefield:
            return known[1]
        shared = self.shared
        key = (test, id(battlefield))
        common = shared.get(key)
        if common is not None and common[0] is battlefield:
            self.indexes[index] = shared[key] = shared.pop(key)  # now the latest one used
            return common[1]
        ids = self._answer(battlefield, test, known)
        if len(shared) >= _MAX_SHARED:  # the answer used least recently goes
            del shared[next(iter(shared))]
        self.indexes[index] = shared[test, id(battlefield)] = (battlefield, ids)
        return ids

    def objects_having(self, battlefield: tuple[int, ...], test: CardTest | None
                       ) -> tuple[GameObject, ...]:
        """The objects of ``having``'s answer, in battlefield order (with None, every
        object on ``battlefield``)."""
        known = self.found.get(test)
        if known is not None and known[0] is battlefield:
            return known[1]
        ids = battlefield if test is None else self.having(battlefield, test)
        objects = tuple(self.get(i) for i in ids) if ids else ()
        self.found[test] = (battlefield, objects)
        return objects

    def _answer(self, battlefield: tuple[int, ...], test: CardTest,
                known: tuple[tuple[int, ...], tuple[int, ...]] | None) -> tuple[int, ...]:
        """``having``'s answer, from this table's answer for an earlier battlefield when
        there is one: permanents leave it and enter at its end (changes.py), so the answer
        is the earlier one less those that left, and those entered since that pass."""
        if known is not None:
            before, ids = known
            if battlefield[:len(before)] == before:  # the usual case: some entered, none left
                return ids + tuple(i for i in battlefield[len(before):] if test(self.get(i).card))
            present = set(battlefield)
            stayed = len(present.intersection(before))
            entered = battlefield[stayed:]
            earlier = set(before)
            if not any(i in earlier for i in entered):  # else not in that order: ask all
                kept = ids if stayed == len(before) else tuple(i for i in ids if i in present)
                return kept + tuple(i for i in entered if test(self.get(i).card))
        return tuple(i for i in battlefield if test(self.get(i).card))

    def without(self, object_id: int) -> ObjectTable:
        at = self.place(object_id)
        if at is None:
            return self
        objects = self[:at] + self[at + 1 :]
        table = self._without(objects, at, object_id)
        if self[at].zone is not Zone.BATTLEFIELD:
            table.found = dict(self.found)  # the permanents are the same objects
        if object_id in self.attachments:
            table.attachments = self.attachments - {object_id}
        return table

    def _without(self, objects: tuple[GameObject, ...], at: int, object_id: int) -> ObjectTable:
        if not self.gaps and len(objects) - at <= _FEW:  # a recent object: move the few after
            positions = dict(self.positions)
            del positions[object_id]
            positions.update((o.id, i) for i, o in enumerate(objects[at:], at))
            table = ObjectTable(objects, positions, self, object_id)
        else:
            gaps = list(self.gaps)
            insort(gaps, self.positions[object_id])
            table = ObjectTable(objects, self.positions, self, object_id, tuple(gaps))
        # the others keep their cards: the answers stay, to be brought up to date
        table.indexes = dict(self.indexes)
        return table


#: answers to questions about cards that tables with the same cards share
_MAX_SHARED = 64
#: removals an ObjectTable notes before it writes its positions afresh
_MAX_GAPS = 32
#: objects after a removed one that are cheaper to move up at once than to note a gap
#: for (a gap makes every later lookup a little slower)
_FEW = 16
