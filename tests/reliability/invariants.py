"""Invariants that hold after every action, whatever the position and the answers.

Each check (but the first) takes the state before an action, the state after it and the events it
reported, and raises AssertionError with a message that says what broke.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from rulings_kit.core import GameState, Kind, Zone
from rulings_kit.core import events as ev
from rulings_kit.core.faces import whole_card
from rulings_kit.core.state import PLAYER_ZONES, GameObject, Player


def zones_are_consistent(state: GameState) -> None:
    """Each object is in exactly one zone, and that zone is the one the object says."""
    seen: dict[int, str] = {}

    def place(object_id: int, where: str, zone: Zone, owner: str | None = None) -> None:
        assert object_id not in seen, f"object {object_id} is in {seen[object_id]} and in {where}"
        seen[object_id] = where
        assert state.has(object_id), f"{where} holds id {object_id}, which is no object"
        obj = state.obj(object_id)
        assert obj.zone is zone, f"{obj.display_name} is in {where} but says {obj.zone.value}"
        if owner is not None:
            assert obj.owner == owner, f"{obj.display_name} is in {where} but {obj.owner} owns it"

    for i in state.battlefield:
        place(i, "the battlefield", Zone.BATTLEFIELD)
    for i in state.stack:
        place(i, "the stack", Zone.STACK)
    for p in state.players:
        for zone in PLAYER_ZONES:
            for i in p.zone(zone):
                place(i, f"{p.name}'s {zone.value}", zone, p.name)
    ids = [o.id for o in state.objects]
    assert len(ids) == len(set(ids)), "two objects share an id"
    assert len(ids) == len(seen), (
        f"{len(ids)} objects but {len(seen)} ids in zones; nowhere: {sorted(set(ids) - set(seen))}"
    )
    assert all(0 < i < state.next_id for i in ids), "an object id is not below next_id"
    for i in state.stack:
        obj = state.obj(i)
        if obj.kind in (Kind.TRIGGER, Kind.ABILITY):
            assert obj.source is not None, f"{obj.display_name} on the stack has no source"


def stack_is_lifo(before: GameState, after: GameState, events: Sequence[ev.Event]) -> None:
    """Replays the stack from the events: what resolves is the object that was on top when
    the last player passed (405.2, 608.1), and the replayed stack ends as ``after.stack``."""
    stack = list(before.stack)
    on_top_at_pass: int | None = None  # the top of the stack when a player last passed

    for e in events:
        if isinstance(e, ev.PriorityPassed):
            on_top_at_pass = stack[-1] if stack else None
        elif isinstance(e, ev.ZoneChanged):
            if e.from_zone is Zone.STACK and e.old.id in stack:
                stack.remove(e.old.id)
            if e.to_zone is Zone.STACK and e.new is not None and e.new.id not in stack:
                stack.append(e.new.id)
        elif isinstance(e, ev.PutOnStack | ev.CopyCreated | ev.AbilityActivated):
            obj = (
                e.obj
                if isinstance(e, ev.PutOnStack)
                else (e.copy if isinstance(e, ev.CopyCreated) else e.ability)
            )
            if obj.id not in stack:
                stack.append(obj.id)
        elif isinstance(e, ev.Resolved):
            assert e.obj.id == on_top_at_pass, (
                f"{e.obj.display_name} resolved, but the top of the stack when the last player "
                f"passed was {on_top_at_pass} (405.2: last in, first out; 608.1)"
            )
            on_top_at_pass = None
            if e.obj.id in stack:
                stack.remove(e.obj.id)
        elif isinstance(e, ev.Countered | ev.DidNotResolve) and e.obj.id in stack:
            stack.remove(e.obj.id)  # 701.6a, 608.2b: an ability ceases to exist, unmoved
    assert stack == list(after.stack), (
        f"the events explain the stack {stack}, but the state has {list(after.stack)}"
    )


def mana_is_accounted_for(before: GameState, after: GameState, events: Sequence[ev.Event]) -> None:
    """Pools change only by mana produced and mana spent, and empty as each step ends (500.5)."""
    pools = {p.name: _mana(p) for p in before.players}
    for e in events:
        if isinstance(e, ev.ManaProduced):
            pools[e.player].update(e.mana)
        elif isinstance(e, ev.ManaSpent):
            spent = Counter(e.mana)
            missing = spent - pools[e.player]
            assert not missing, f"{e.player} spent {dict(missing)} that was not in their pool"
            pools[e.player] -= spent
        elif isinstance(e, ev.StepBegan):
            pools = {name: Counter() for name in pools}
    for p in after.players:
        assert _mana(p) == pools[p.name], (
            f"{p.name}'s pool is {sorted(_mana(p).elements())}; the events account for "
            f"{sorted(pools[p.name].elements())}"
        )


def _mana(player: Player) -> Counter[str]:
    """All the mana in a player's pool: with and without a spending restriction (106.6)."""
    return Counter(player.pool) + Counter(m for m, _ in player.restricted)


def life_is_accounted_for(before: GameState, after: GameState, events: Sequence[ev.Event]) -> None:
    """Life totals change only by the life gained and lost that the events report."""
    for p in after.players:
        change = sum(
            e.amount for e in events if isinstance(e, ev.LifeChanged) and e.player == p.name
        )
        assert p.life == before.player(p.name).life + change, (
            f"{p.name}'s life went from {before.player(p.name).life} to {p.life}; "
            f"the events account for {change:+d}"
        )


def cards(state: GameState) -> Counter[tuple[str, str]]:
    """(owner, name) of every card in every zone: spells on the stack included; a card
    by its whole name, whichever face it shows (a transformed Breakneck Rider is still
    that card, 712.1), and whatever it copies (a Clone that entered as a copy of Wall of
    Omens is still the card Clone, 707.2)."""
    return Counter((o.owner, _own_name(o)) for o in state.objects if o.kind is Kind.CARD)


def _own_name(obj: GameObject) -> str:
    own = obj.copying
    return whole_card(obj).name if own is None else (own.whole or own.card).name


def cards_are_conserved(before: GameState, after: GameState, events: Sequence[ev.Event]) -> None:
    """No card comes from nowhere or vanishes; every new token or copy was announced."""
    assert cards(after) == cards(before), (
        f"cards appeared: {dict(cards(after) - cards(before))}; "
        f"vanished: {dict(cards(before) - cards(after))}"
    )
    announced = {e.copy.id for e in events if isinstance(e, ev.CopyCreated)}
    announced |= {e.new.id for e in events if isinstance(e, ev.ZoneChanged) and e.new is not None}
    for o in after.objects:
        if o.kind in (Kind.TOKEN, Kind.COPY) and not before.has(o.id):
            assert o.id in announced, f"{o.display_name} appeared without an event"


def check_step(before: GameState, after: GameState, events: Sequence[ev.Event]) -> None:
    zones_are_consistent(after)
    stack_is_lifo(before, after, events)
    mana_is_accounted_for(before, after, events)
    life_is_accounted_for(before, after, events)
    cards_are_conserved(before, after, events)
