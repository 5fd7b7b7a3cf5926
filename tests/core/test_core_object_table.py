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
