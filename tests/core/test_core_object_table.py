"""The state's object table finds every object by id however objects came and went."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from rulings_kit.cards import get_card
from rulings_kit.core.objects import ObjectTable
from rulings_kit.core.state import GameObject, Zone
from rulings_kit.core.values import evolve

BEARS = get_card("Grizzly Bears")


def _object(object_id: int) -> GameObject:
    return GameObject(object_id, BEARS, "Alice", "Alice", Zone.BATTLEFIELD)


#: a step: add a new object, remove the k-th present one, tap it, or attach it to (or
#: unattach it from) another object
steps = st.lists(
    st.tuples(st.sampled_from(["add", "remove", "tap", "attach"]), st.integers(0, 200)),
    max_size=300,
)


@settings(max_examples=60, deadline=None)
@given(start=st.integers(0, 60), changes=steps)
def test_lookups_follow_a_plain_model(start: int, changes: list[tuple[str, int]]) -> None:
    table = ObjectTable(_object(i) for i in range(1, start + 1))
    model = {o.id: o for o in table}  # ids in the order they were added
    next_id, gone = start + 1, set()
    for kind, k in changes:
        if kind == "add" or not model:
            obj = _object(next_id)
            next_id += 1
            table, model[obj.id] = table.replacing(obj), obj
            continue
        victim = list(model)[k % len(model)]
        if kind == "remove":
            table = table.without(victim)
            del model[victim]
            gone.add(victim)
        elif kind == "tap":
            tapped = evolve(model[victim], tapped=not model[victim].tapped)
            table, model[victim] = table.replacing(tapped), tapped
        else:
            host = None if model[victim].attached_to is not None else k
            moved = evolve(model[victim], attached_to=host)
            table, model[victim] = table.replacing(moved), moved
        assert tuple(table) == tuple(model.values())  # same objects, same order
        # what is attached, known without looking at every object (301.5, 303.4)
        assert table.attachments == {i for i, o in model.items() if o.attached_to is not None}
    for object_id, obj in model.items():
        assert table.get(object_id) is obj
        assert table[table.place(object_id)] is obj  # type: ignore[index]
    assert all(table.place(i) is None for i in gone)
    assert table.without(next_id) is table  # removing what isn't there changes nothing


def test_many_removals_from_the_front() -> None:
    """Each removal shifts every later object: more than the table notes before it
    writes its positions afresh."""
    table = ObjectTable(_object(i) for i in range(1, 201))
    for i in range(1, 151):
        table = table.without(i)
        assert table.place(i) is None and table.get(i + 1).id == i + 1
    assert [table.get(i).id for i in range(151, 201)] == list(range(151, 201))
    assert table.replacing(_object(500)).get(500).id == 500


GIANT = get_card("Hill Giant")


def _is_bear(card: object) -> bool:
    return card is BEARS


#: a step on the battlefield: a permanent enters, the k-th one leaves, becomes another
#: card, or is tapped; or a branch is taken from the k-th state seen so far
board_steps = st.lists(
    st.tuples(st.sampled_from(["enter", "leave", "become", "tap", "branch"]),
              st.integers(0, 200), st.booleans()),
    max_size=120,
)


@settings(max_examples=60, deadline=None)
@given(start=st.integers(0, 30), changes=board_steps)
def test_card_indexes_follow_the_battlefield(
    start: int, changes: list[tuple[str, int, bool]]
) -> None:
    """The permanents whose cards pass a test, brought up to date from an earlier answer
    or shared between branches, are those a look at every permanent finds."""
    table = ObjectTable(_object(i) for i in range(1, start + 1))
    battlefield = tuple(range(1, start + 1))
    next_id = start + 1
    seen = [(table, battlefield, next_id)]
    for kind, k, bear in changes:
        if kind == "branch":  # go on from an earlier state, as the explorer does: the
            # branches give their new objects the same ids
            table, battlefield, next_id = seen[k % len(seen)]
        elif kind == "enter" or not battlefield:
            card = BEARS if bear else GIANT
            obj = GameObject(next_id, card, "Alice", "Alice", Zone.BATTLEFIELD)
            table, battlefield = table.replacing(obj), (*battlefield, next_id)
            next_id += 1
        else:
            victim = battlefield[k % len(battlefield)]
            if kind == "leave":
                battlefield = tuple(i for i in battlefield if i != victim)
                table = table.without(victim)
            elif kind == "become":
                table = table.replacing(evolve(table.get(victim), card=BEARS if bear else GIANT))
            else:
                table = table.replacing(evolve(table.get(victim), tapped=True))
        seen.append((table, battlefield, next_id))
        expected = tuple(i for i in battlefield if table.get(i).card is BEARS)
        assert table.having(battlefield, _is_bear) == expected


def test_branches_giving_one_id_to_different_cards() -> None:
    """Two branches from one state each put a new permanent with the same id onto the
    battlefield, a Bear in one and a Hill Giant in the other: each has its own answer."""
    table, battlefield = ObjectTable([_object(1)]), (1,)
    assert table.having(battlefield, _is_bear) == (1,)
    for card, expected in ((BEARS, (1, 2)), (GIANT, (1,)), (BEARS, (1, 2))):
        branch = table.replacing(GameObject(2, card, "Alice", "Alice", Zone.BATTLEFIELD))
        assert branch.having((*battlefield, 2), _is_bear) == expected



#: a step: a permanent enters, leaves or is tapped; a card is drawn, changed in the hand
#: (tapped stands for any change) or cast
object_steps = st.lists(
    st.tuples(st.sampled_from(["enter", "leave", "tap", "draw", "change", "cast"]),
              st.integers(0, 200)),
    max_size=120,
)


@settings(max_examples=60, deadline=None)
@given(start=st.integers(0, 30), changes=object_steps)
def test_permanents_kept_while_only_other_zones_change(
    start: int, changes: list[tuple[str, int]]
) -> None:
    """The permanents a table found (all of them, or those whose cards pass a test) are
    kept by the tables made from it while only objects elsewhere change, and are the
    objects the table holds now."""
    table = ObjectTable(_object(i) for i in range(1, start + 1))
    zones: dict[Zone, tuple[int, ...]] = {Zone.BATTLEFIELD: tuple(range(1, start + 1)),
                                          Zone.HAND: ()}
    next_id = start + 1
    for kind, k in changes:
        before = table.objects_having(zones[Zone.BATTLEFIELD], None)
        zone = Zone.BATTLEFIELD if kind in ("enter", "leave", "tap") else Zone.HAND
        ids = zones[zone]
        if kind in ("enter", "draw") or not ids:
            table = table.replacing(GameObject(next_id, BEARS, "Alice", "Alice", zone))
            zones[zone] = (*ids, next_id)
            next_id += 1
        elif kind in ("leave", "cast"):
            victim = ids[k % len(ids)]
            zones[zone] = tuple(i for i in ids if i != victim)
            table = table.without(victim)
        else:
            table = table.replacing(evolve(table.get(ids[k % len(ids)]), tapped=True))
        battlefield = zones[Zone.BATTLEFIELD]
        now = tuple(table.get(i) for i in battlefield)
        found = table.objects_having(battlefield, None)
        assert len(found) == len(now) and all(a is b for a, b in zip(found, now, strict=True))
        assert table.objects_having(battlefield, _is_bear) == now
        if zone is Zone.HAND and battlefield:
            assert found is before  # kept, not built again
