"""Naming objects, and resolving the references a reader writes (SCENARIO_FORMAT.md).

A reference is an ``as`` label, a name that exactly one object has, ``"Player:Name"``
(that name among objects the player controls on the battlefield or stack, or owns
elsewhere) or ``"Player:zone:Name"``. Stack objects are named ``"Name (copy)"``,
``"Name (trigger)"`` and ``"Name (ability)"``. A token an effect created without naming
it answers to its name with or without " Token" (fine print 24).

Objects alike in every way that matters (same card, zone, status, counters: all but
their id) are interchangeable, so a name that matches only such objects picks the
first of them; only objects that differ need a label.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from rulings_kit.core.faces import face_names
from rulings_kit.core.state import GameObject, GameState, Target, Zone
from rulings_kit.core.values import evolve
from rulings_kit.errors import BadReferenceError, IllegalActionError

#: how an action names an object: a reference (label, name...) or its id
Ref = str | int

#: What a reader can write for a zone in ``"Player:zone:Name"``.
ZONE_WORDS = {z.value: z for z in Zone if z is not Zone.STACK} | {"stack": Zone.STACK}


def all_objects(state: GameState) -> tuple[GameObject, ...]:
    """Every object in a zone, in a stable order: battlefield, stack, then each player's zones."""
    out = [state.obj(i) for i in state.battlefield]
    out += [state.obj(i) for i in state.stack]
    out += [state.obj(i) for i in state.command]  # emblems (114.1)
    for p in state.players:
        for zone in (Zone.HAND, Zone.GRAVEYARD, Zone.EXILE, Zone.LIBRARY):
            out += [state.obj(i) for i in p.zone(zone)]
    return tuple(out)


def zone_player(obj: GameObject) -> str:
    """The player a zone reference goes by: the controller on the battlefield and the stack,
    the owner elsewhere."""
    return obj.controller if obj.zone in (Zone.BATTLEFIELD, Zone.STACK) else obj.owner


def written_names(obj: GameObject) -> tuple[str, ...]:
    """The ways a reader may write ``obj``'s name: a token an effect created without
    naming it is "Soldier Token" (111.4), or "Soldier" (fine print 24); a card exiled
    face down is "card 2 of [its pile]", or, in expectations, its name face up; a face-down
    spell or permanent "face-down creature 2" or its card's name."""
    name = obj.display_name
    if obj.card.is_token:
        return (name, name.removesuffix(" Token"))
    if obj.face_down is not None:
        return (name, obj.name)
    if obj.turned_down is not None and obj.whole is not None:
        # a face-down spell or permanent: "face-down creature 2", or its card's name,
        # which the file's author knows (708.5)
        return (name, obj.whole.name)
    if obj.card.faces or obj.whole is not None:  # "Fire // Ice", "Fire" (709.4, 712.8a)
        return (name, *face_names(obj))
    return (name,)


def names_of(obj: GameObject, *, face_down_too: bool = False) -> tuple[str, ...]:
    """Every name a reference may use for ``obj``: none for a card exiled face down, which
    no player may choose by name (406.4), unless ``face_down_too`` or it is a foretold card,
    which its owner may look at (702.143a), or a card hideaway exiled (702.75a)."""
    if obj.face_down is not None and not face_down_too and obj.face_down.foretold is None \
            and not obj.face_down.seen:
        return ()
    player = zone_player(obj)
    names = [obj.label] if obj.label else []
    for name in written_names(obj):
        names += [name, f"{player}:{name}", f"{player}:{obj.zone.value}:{name}"]
    return tuple(names)


def interchangeable(objs: Sequence[GameObject]) -> bool:
    """Whether ``objs`` are alike in all but their id (two untapped basic lands of a type, three
    fresh tokens of one kind), so that picking any of them gives the same game."""
    return len({evolve(o, id=0) for o in objs}) <= 1


def matches(obj: GameObject, ref: str) -> bool:
    if obj.face_down is None and not obj.card.is_token and ref != obj.label \
            and not ref.endswith(obj.display_name) and not obj.card.faces \
            and obj.whole is None:  # each of its names ends with that
        return False  # the usual answer, looking through a large hand or battlefield
    return ref in names_of(obj)


def _named(pool: Sequence[GameObject], ref: str) -> list[GameObject]:
    """The objects of ``pool`` that ``ref`` names: a label names its object first (and is
    one of its names), so the others aren't looked at then."""
    return [o for o in pool if o.label == ref] or [o for o in pool if matches(o, ref)]


def find(
    state: GameState,
    ref: str | int,
    *,
    among: Iterable[GameObject] | None = None,
    what: str = "object",
) -> GameObject:
    """The one object ``ref`` names, among ``among`` (default: every object)."""
    if isinstance(ref, int):
        if state.has(ref):
            return state.obj(ref)
        raise BadReferenceError(f"no object with id {ref}")
    if among is None:  # every object: the table holds each once (in no stable order)
        pool: Sequence[GameObject] = state.objects
        found = _named(pool, ref)
        if len(found) > 1:  # the first of them must be the first in all_objects' order
            pool = all_objects(state)
            found = _named(pool, ref)
    else:
        pool = tuple(among)
        found = _named(pool, ref)
    if len(found) == 1 or (found and interchangeable(found)):
        return found[0]
    if not found:
        if why := face_down_refusal(state, ref):
            raise IllegalActionError(why, ("406.4",))
        everywhere = [o for o in all_objects(state) if matches(o, ref)]
        if everywhere and among is not None:
            where = ", ".join(sorted({f"{zone_player(o)}:{o.zone.value}" for o in everywhere}))
            raise BadReferenceError(f"{ref!r} is not a valid {what} here (it is in {where})")
        candidates = ", ".join(sorted({o.display_name for o in pool})) or "none"
        raise BadReferenceError(f"no {what} named {ref!r}; candidates: {candidates}")
    choices = ", ".join(
        sorted({o.label or f"{zone_player(o)}:{o.zone.value}:{o.display_name}" for o in found})
    )
    raise BadReferenceError(
        f"{ref!r} is ambiguous: {len(found)} objects have that name ({choices}); "
        "use 'Player:zone:Name' or an 'as' label"
    )


def find_each(state: GameState, refs: Iterable[str | int], *, among: Iterable[GameObject],
              what: str = "object") -> tuple[GameObject, ...]:
    """The objects ``refs`` name among ``among``, each a different one: a name written
    twice is two objects of that name."""
    pool, found = tuple(among), list[GameObject]()
    for ref in refs:
        taken = {o.id for o in found}
        found.append(find(state, ref, among=[o for o in pool if o.id not in taken], what=what))
    return tuple(found)


def face_down_refusal(state: GameState, ref: str) -> str:
    """Why ``ref`` can't be chosen, if it names a card exiled face down, else "": no player
    may look at it, so it is chosen only through its pile, at random (406.3, 406.4)."""
    found = [
        o for o in all_objects(state)
        if o.face_down is not None and ref in names_of(o, face_down_too=True)
    ]
    if not found:
        return ""
    piles = " or ".join(sorted({repr(o.face_down.pile) for o in found if o.face_down}))
    return (
        f"{ref!r} is a card exiled face down: it has no name and no player may look at it "
        f"(406.3a, 406.3), so it can't be chosen by name (406.4); a player told to choose an "
        f"exiled card may choose its pile, {piles}, and a card of it is chosen at random"
    )


def find_target(
    state: GameState, ref: str | int, *, among: Iterable[Target] | None = None
) -> Target:
    """A player (by name) or an object, as a target."""
    if isinstance(ref, str) and ref in state.player_names:
        return ref
    if among is None:
        return find(state, ref, what="target").id
    legal = tuple(among)
    objs = [state.obj(t) for t in legal if isinstance(t, int) and state.has(t)]
    if isinstance(ref, str) and any(matches(o, ref) for o in objs):
        return find(state, ref, among=objs, what="target").id
    return find(state, ref, what="target").id  # not among the legal ones: caller says why
