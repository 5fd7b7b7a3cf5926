"""The stack view: DOT content, and the layout `dot` makes of it."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from rulings_kit.core.state import Zone
from rulings_kit.render import draw_stack
from rulings_kit.render.replay import trigger_batches
from rulings_kit.scenarios import Scenario
from tests.render.helpers import bbox, ivy_trace, nodes, overlapping, stack_of, svg_root, texts


def _node_order(source: str) -> list[str]:
    """Stack node ids in the order of the invisible edges that hold the column."""
    chain = re.findall(r"(o\d+) -> (o\d+) \[style=invis", source)
    return [chain[0][0], *[b for _, b in chain]] if chain else []


def test_top_first_with_what_resolves_next_marked() -> None:
    state = ivy_trace().steps[1].before  # before "resolve everything": Ghostfire alone
    after_put = stack_of(3)
    source = draw_stack(after_put).source
    top = after_put.stack_objects()[0]
    assert _node_order(source) == [f"o{o.id}" for o in after_put.stack_objects()]
    assert source.count("RESOLVES NEXT") == 1
    assert re.search(rf"\bo{top.id} \[label=<[^\n]*RESOLVES NEXT", source)
    assert "1 · " in source and "3 · " in source  # positions, counted from the top
    assert draw_stack(state).source.count("RESOLVES NEXT") == 1


def test_each_object_says_what_it_is_whose_and_what_was_chosen() -> None:
    source = draw_stack(stack_of(8)).source
    for kind in (
        "INSTANT SPELL",
        "COPY OF A SORCERY SPELL",
        "TRIGGERED ABILITY",
        "ACTIVATED ABILITY",
    ):
        assert kind in source
    assert "X = 1" in source  # Fireball's X (the copy keeps it, 707.10)
    assert "kicked" in source
    assert "source: Ivy, Gleeful Spellthief, on the" in source  # (wrapped there)
    assert ">Alice<" in source and ">Bob<" in source


def test_targets_are_edges_to_players_permanents_and_spells() -> None:
    state = stack_of(8)
    source = draw_stack(state).source
    objs = state.stack_objects()
    bears = state.battlefield[0]
    by_target = {o.targets[0]: o for o in objs}
    assert re.search(rf"o{by_target['Bob'].id} -> p1 ", source)  # Bob: seat 1
    assert re.search(rf"o{by_target[bears].id} -> o{bears} ", source)
    spell_on_spell = next(o for o in objs if o.targets[0] in state.stack)
    assert re.search(
        rf"o{spell_on_spell.id} -> o{spell_on_spell.targets[0]} \[[^\]]*constraint=false", source
    )


def test_the_same_target_three_times_is_one_edge_counted() -> None:
    seeds = (
        Scenario.build("Seeds")
        .player(
            "Alice",
            battlefield=["Ivy, Gleeful Spellthief", "Grizzly Bears", "Forest", "Plains"],
            hand=["Seeds of Strength"],
        )
        .player("Bob")
        .cast("Seeds of Strength", targets=["Grizzly Bears"] * 3)
        .done()
        .run()
        .trace
    )
    source = draw_stack(seeds.steps[0]).source
    assert source.count("target ×3") == 1


def test_a_trigger_points_at_that_spell() -> None:
    # after Ghostfire is cast and the triggers go on the stack, Ivy's trigger refers to it
    step = ivy_trace().steps[1]
    batch = trigger_batches(step)[0]
    ivy = next(o for o in batch.stack_after if o.name.startswith("Ivy"))
    assert ivy.subject is not None
    state = replace(
        step.before,
        objects=(
            *step.before.objects,
            *[o for o in batch.stack_after if not step.before.has(o.id)],
        ),
        stack=tuple(o.id for o in reversed(batch.stack_after)),
        waiting=(),
    )
    source = draw_stack(state).source
    assert re.search(
        rf"o{ivy.id} -> o{ivy.subject.id} \[[^\]]*that spell[^\]]*style=dotted", source
    )
    assert "that spell: Ghostfire" in source


def test_empty_stack_and_waiting_triggers() -> None:
    start = ivy_trace().start
    assert "The stack is empty." in draw_stack(start).source
    after_cast = ivy_trace().steps[0].after
    assert after_cast.waiting
    source = draw_stack(after_cast).source
    assert "Triggered, waiting to be put on the stack" in source
    assert "Thought Harvester (trigger) — Alice" in source


def test_a_target_that_left_says_so() -> None:
    state = stack_of(2)
    bears = state.battlefield[0]
    gone = state.without_object(bears)
    gone = replace(gone, battlefield=tuple(i for i in gone.battlefield if i != bears))
    source = draw_stack(gone).source
    assert "an object that no longer exists" in source
    assert f"object #{bears}" not in source  # never an internal id
    assert state.obj(bears).zone is Zone.BATTLEFIELD


def test_title_can_be_replaced_or_left_out() -> None:
    state = stack_of(1)
    assert "Turn 1" in draw_stack(state).source
    assert "My figure" in draw_stack(state, title="My figure").source
    assert 'label=<<FONT POINT-SIZE="15">' not in draw_stack(state, title="").source


def test_rejects_what_it_cannot_draw() -> None:
    with pytest.raises(TypeError, match="GameState or a TraceStep"):
        draw_stack(ivy_trace())  # type: ignore[arg-type]


# ------------------------------------------------------------------ layout (real dot)
@pytest.mark.needs_dot
@pytest.mark.parametrize("n", [1, 4, 30])
def test_layout_is_a_column_in_stack_order_with_nothing_overlapping(n: int) -> None:
    state = stack_of(n)
    root = svg_root(draw_stack(state))
    found = nodes(root)
    ids = [f"o{o.id}" for o in state.stack_objects()]
    assert set(ids) <= set(found)
    tops = [bbox(found[i])[1] for i in ids]
    assert tops == sorted(tops) and len(set(tops)) == n  # top of the stack drawn highest
    assert overlapping({k: bbox(v) for k, v in found.items()}) == []


@pytest.mark.needs_dot
def test_thirty_objects_stay_legible() -> None:
    """No arrow bundle: a target aimed at by many objects is drawn beside each of them,
    every name is drawn in full, and the text is no smaller than the theme's small size."""
    state = stack_of(30)
    source = draw_stack(state).source
    root = svg_root(draw_stack(state))
    sizes = {float(t.get("font-size", "0")) for t in root.iter("{http://www.w3.org/2000/svg}text")}
    assert min(sizes) >= 9
    words = " ".join(texts(root))
    for o in state.stack_objects():
        assert o.name in words
    # no node has more than 3 arrows coming in
    heads = re.findall(r"-> (\w+) \[(?![^\]]*invis)", source)
    assert max(heads.count(h) for h in set(heads)) <= 3


def test_a_trigger_names_what_it_remembers_as_its_card_does() -> None:
    # Stinkweed Imp's trigger on the stack: "destroy that creature" (510.2, 603.2)
    path = "scenarios/rules/510.2_stinkweed_imp_destroys_the_creature_it_dealt_combat_damage_to.toml"
    trace = Scenario.load(path).run().trace
    source = draw_stack(trace.steps[3].before).source
    assert "that creature: Craw Wurm" in source
    assert "that object" not in source
