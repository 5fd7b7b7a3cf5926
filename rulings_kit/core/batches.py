"""Batched triggers (603.2c): "Whenever one or more creatures you control attack", "...
one or more other creatures die". The events that happen at the same time (the attackers
declared together, 508.1; the creatures a board wipe destroys, 608.2c; the combat damage of
one step, 510.2) are one trigger event for such an ability: it triggers once for all of
them, and remembers them all ("those creatures", "that many").

A batch is the events made inside one ``together`` of the transaction (``moment``), or the
parts of one damage event (``DamageDealt.batch``); any other event is a batch of its own.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rulings_kit.core import events as ev
from rulings_kit.core.context import Resolution
from rulings_kit.core.counter_patterns import counters_put
from rulings_kit.core.definitions import TriggerTest
from rulings_kit.core.patterns import Hit
from rulings_kit.core.state import GameObject, GameState
from rulings_kit.core.turn_record import Did, Happened
from rulings_kit.core.values import PART, Part, evolve
from rulings_kit.core.words import possessive

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Transaction

__all__ = ["BatchObjects", "OneOrMore", "batched"]


@dataclass(**PART)
class OneOrMore(Part):
    """"One or more" objects doing what ``each`` (the pattern of one object) matches: the
    ability triggers once for all the matching events of a batch (603.2c). With
    ``per_player``, the batch of damage events dealt to each player is one event of its own
    ("deal combat damage to a player": that player, 603.2)."""

    each: TriggerTest
    per_player: bool = False
    #: each object's events are a batch of their own ("on a creature you control": once
    #: for each creature counters are put on at once, its ruling)
    per_object: bool = False
    #: "that many" counts the counters of this kind the events put (122.6), not objects
    counter: str = ""

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> Hit:
        return self.each(e, me, s)


def _key(txn: Transaction, event: ev.Event) -> int:
    """The number the events of ``event``'s batch share: a damage event's, the moment of
    the ``together`` it is made in, else one of its own (negative: never a moment)."""
    if isinstance(event, ev.DamageDealt) and event.batch:
        return event.batch
    if txn.moment:
        return txn.moment
    return -len(txn.events)


def _player(event: ev.Event, me: GameObject, state: GameState, per_player: bool) -> str:
    """Whose the batch is: the player dealt damage ("that player"), else the source's
    controller."""
    if per_player and isinstance(event, ev.DamageDealt):
        t = event.target
        if isinstance(t, str):
            return t
        if state.has(t):
            return state.obj(t).controller
    return me.controller


def batched(txn: Transaction, source: GameObject, index: int, pattern: OneOrMore,
            hit: object, event: ev.Event) -> Happened | None:
    """What ``source``'s "one or more" ability ``index`` remembers as ``event`` triggers it;
    None when an earlier event of the same batch made it trigger already: that trigger,
    still waiting, now remembers this event's object too (603.2c)."""
    key = _key(txn, event)
    player = _player(event, source, txn.state, pattern.per_player)
    obj = hit.id if isinstance(hit, GameObject) else None
    alone = obj if pattern.per_object else None
    waiting = txn.state.waiting
    for n, w in enumerate(waiting):
        was = w.trigger_event
        if was is None or was.did is not Did.BATCH or was.batch != key or \
                was.player != player or was.object_id != alone or w.source is None or \
                w.source.id != source.id or w.ability_index != index:
            continue
        new = obj is None or obj not in was.objects  # an event of no object counts itself
        objects = (*was.objects, obj) if new and obj is not None else was.objects
        joined = evolve(w, trigger_event=evolve(
            was, objects=objects, amount=was.amount + _amount(pattern, event, new)))
        txn.state = evolve(txn.state, waiting=(*waiting[:n], joined, *waiting[n + 1:]))
        txn.emit(ev.Noted("603.2c", f"{event.describe()} at the same time: "
                          f"{possessive(source.name)} ability has triggered once for all of "
                          "them"))
        return None
    return Happened(Did.BATCH, player, alone, objects=(obj,) if obj is not None else (),
                    amount=_amount(pattern, event, True), batch=key)


def _amount(pattern: OneOrMore, event: ev.Event, new: bool) -> int:
    """What ``event`` adds to "that many" / "that much": the damage dealt (120.3), the
    counters put (122.6), else one object (or event), if it is one the batch hadn't had."""
    if isinstance(event, ev.DamageDealt):
        return event.amount
    if pattern.counter:
        put = counters_put(event, pattern.counter)
        return put[1] if put is not None else 0
    return 1 if new else 0


@dataclass(frozen=True)
class BatchObjects:
    """"Those creatures", "they": the objects of the batch of events that triggered the
    ability (603.2c), each as it is now; one that left its zone is a new object and isn't
    found (400.7)."""

    def objects(self, ctx: Resolution) -> list[GameObject]:
        happened = ctx.obj.trigger_event
        if happened is None:
            return []
        return [ctx.state.obj(i) for i in happened.objects if ctx.state.has(i)]
