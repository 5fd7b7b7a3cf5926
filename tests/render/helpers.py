"""Traces, states and SVG helpers shared by the render tests."""

from __future__ import annotations

import html as html_lib
import re
import shutil
import xml.etree.ElementTree as ET
from dataclasses import replace
from functools import cache

import graphviz

from rulings_kit.cards import get_card
from rulings_kit.core.setup import Placed, PlayerSetup, build_state
from rulings_kit.core.state import GameObject, GameState, Kind, Zone
from rulings_kit.scenarios import Scenario
from rulings_kit.trace import Trace

SVG = "{http://www.w3.org/2000/svg}"
HAS_DOT = shutil.which("dot") is not None


@cache
def ivy_trace() -> Trace:
    """Ivy copies Ghostfire; Thought Harvester triggers for the cast spell only (707.10)."""
    return (
        Scenario.build("Ivy: the copy is not cast")
        .player(
            "Alice",
            battlefield=[
                "Ivy, Gleeful Spellthief",
                "Thought Harvester",
                {"card": "Mountain", "count": 3},
            ],
            hand=["Ghostfire"],
        )
        .player("Bob", battlefield=["Grizzly Bears"], library=["Island", "Forest", "Plains"])
        .cast("Ghostfire", targets=["Grizzly Bears"])
        .resolve(
            "all",
            answers={
                "order:Alice": ["Ivy, Gleeful Spellthief (trigger)", "Thought Harvester (trigger)"],
                "may:Ivy, Gleeful Spellthief": True,
            },
        )
        .done()
        .run()
        .trace
    )


@cache
def two_player_trace() -> Trace:
    """Both players' Ivy trigger on Alice's spell; Alice also has Thought Harvester's."""
    return (
        Scenario.build("Both players' triggers")
        .player(
            "Alice",
            battlefield=[
                "Ivy, Gleeful Spellthief",
                "Thought Harvester",
                {"card": "Mountain", "count": 3},
            ],
            hand=["Ghostfire"],
        )
        .player(
            "Bob",
            battlefield=["Ivy, Gleeful Spellthief", "Grizzly Bears"],
            library=["Island", "Forest"],
        )
        .cast("Ghostfire", targets=["Grizzly Bears"])
        .resolve(
            1,
            answers={
                "order:Alice": ["Thought Harvester (trigger)", "Ivy, Gleeful Spellthief (trigger)"],
                "may:Ivy, Gleeful Spellthief": True,
            },
        )
        .done()
        .run()
        .trace
    )


@cache
def mana_trace() -> Trace:
    """Mana Reflection and Contamination in both orders (616.1), Reflecting Pools (106.7)."""
    return (
        Scenario.build("Replacement order")
        .player(
            "Alice",
            battlefield=[
                {"card": "Forest", "as": "f1"},
                {"card": "Forest", "as": "f2"},
                "Mana Reflection",
                "Contamination",
                {"card": "Reflecting Pool", "as": "pool"},
            ],
        )
        .player("Bob", battlefield=["Island", "Exotic Orchard"])
        .activate("f1", answers={"replace:Alice": ["Contamination", "Mana Reflection"]})
        .activate("f2", answers={"replace:Alice": ["Mana Reflection", "Contamination"]})
        .done()
        .run()
        .trace
    )


@cache
def shocks_trace(n: int = 30) -> Trace:
    """n Shocks cast, then resolved one by one: 2n steps, a stack n deep in the middle."""
    b = Scenario.build(f"{n} Shocks").player(
        "Alice",
        battlefield=[{"card": "Mountain", "count": n}],
        hand=[{"card": "Shock", "as": f"s{i}"} for i in range(1, n + 1)],
    )
    b.player("Bob", life=100)
    for i in range(1, n + 1):
        b.cast(f"s{i}", targets=["Bob"])
    for _ in range(n):
        b.resolve(1)
    return b.done().run().trace


@cache
def forests_trace(n: int = 60) -> Trace:
    """n mana activations: the stack never changes."""
    b = Scenario.build(f"{n} Forests").player(
        "Alice", battlefield=[{"card": "Forest", "as": f"f{i}"} for i in range(1, n + 1)]
    )
    b.player("Bob")
    for i in range(1, n + 1):
        b.activate(f"f{i}")
    return b.done().run().trace


def stack_of(n: int) -> GameState:
    """A state with n objects on the stack: spells, copies, triggers and abilities of
    both players, targeting players, permanents and each other."""
    state = build_state(
        [
            PlayerSetup("Alice", zones={Zone.BATTLEFIELD: [Placed(get_card("Grizzly Bears"))]}),
            PlayerSetup(
                "Bob", zones={Zone.BATTLEFIELD: [Placed(get_card("Ivy, Gleeful Spellthief"))]}
            ),
        ]
    )
    bears, ivy = state.battlefield
    kinds = (Kind.CARD, Kind.COPY, Kind.TRIGGER, Kind.ABILITY)
    cards = ("Shock", "Fireball", "Ivy, Gleeful Spellthief", "Prodigal Pyromancer")
    objs = []
    next_id = state.next_id
    for i in range(n):
        controller = ("Alice", "Bob")[i % 2]
        target = ("Bob", bears, ivy, "Alice")[i % 4]
        if i and i % 7 == 0:
            target = next_id - 1  # a spell aimed at the one below it
        kind = kinds[i % 4]
        objs.append(
            GameObject(
                id=next_id,
                card=get_card(cards[i % 4]),
                owner=controller,
                controller=controller,
                zone=Zone.STACK,
                kind=kind,
                x=i if cards[i % 4] == "Fireball" else None,
                kicked=1 if i % 5 == 0 else 0,
                targets=(target,),
                source=state.obj(ivy) if kind in (Kind.TRIGGER, Kind.ABILITY) else None,
            )
        )
        next_id += 1
    return replace(
        state,
        objects=state.objects + tuple(objs),
        stack=tuple(o.id for o in objs),
        next_id=next_id,
    )


# ------------------------------------------------------------------------------ SVG
def svg_root(graph: graphviz.Digraph) -> ET.Element:
    """Lay the graph out with the real `dot` and parse the SVG (it must be well-formed)."""
    return ET.fromstring(graph.pipe(format="svg"))


def nodes(root: ET.Element) -> dict[str, ET.Element]:
    """SVG groups of the nodes, by node id (the <title> dot writes)."""
    out = {}
    for g in root.iter(f"{SVG}g"):
        if g.get("class") == "node":
            title = g.find(f"{SVG}title")
            assert title is not None and title.text is not None
            out[title.text] = g
    return out


def texts(el: ET.Element) -> list[str]:
    return ["".join(t.itertext()) for t in el.iter(f"{SVG}text")]


_NUMBER = re.compile(r"-?\d+(?:\.\d+)?")


def bbox(el: ET.Element) -> tuple[float, float, float, float]:
    """(x0, y0, x1, y1) of the shapes of a node: polygons, paths, ellipses, text anchors."""
    xs: list[float] = []
    ys: list[float] = []
    for shape in el.iter():
        tag = shape.tag.removeprefix(SVG)
        coords: list[float] = []
        if tag == "polygon" or tag == "polyline":
            coords = [float(v) for v in _NUMBER.findall(shape.get("points", ""))]
        elif tag == "path":
            coords = [float(v) for v in _NUMBER.findall(shape.get("d", ""))]
        elif tag == "ellipse":
            cx, cy = float(shape.get("cx", 0)), float(shape.get("cy", 0))
            rx, ry = float(shape.get("rx", 0)), float(shape.get("ry", 0))
            coords = [cx - rx, cy - ry, cx + rx, cy + ry]
        xs += coords[0::2]
        ys += coords[1::2]
    assert xs and ys, "a node with no shape"
    return min(xs), min(ys), max(xs), max(ys)


def overlapping(boxes: dict[str, tuple[float, float, float, float]]) -> list[tuple[str, str]]:
    """Pairs of boxes that overlap by more than a point."""
    items = sorted(boxes.items())
    out = []
    for i, (a, (ax0, ay0, ax1, ay1)) in enumerate(items):
        for b, (bx0, by0, bx1, by1) in items[i + 1 :]:
            if min(ax1, bx1) - max(ax0, bx0) > 1 and min(ay1, by1) - max(ay0, by0) > 1:
                out.append((a, b))
    return out


def words(source: str) -> str:
    """The text of DOT source as a reader sees it: tags dropped, entities decoded."""
    return " ".join(html_lib.unescape(re.sub(r"<[^>]*>", " ", source)).split())
