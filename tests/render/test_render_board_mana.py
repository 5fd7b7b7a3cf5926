"""The board and mana views."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from rulings_kit.render import draw_board, draw_mana
from rulings_kit.render.themes import get_theme
from rulings_kit.scenarios import Scenario
from tests.helpers import ROOT, load_scenario
from tests.render.helpers import SVG, bbox, ivy_trace, mana_trace, nodes, overlapping, svg_root

XLINK = "{http://www.w3.org/1999/xlink}"


def test_board_shows_each_players_zones_side_by_side() -> None:
    source = draw_board(ivy_trace().steps[0]).source
    assert source.index(">Alice<") < source.index(">Bob<")  # in turn order
    for word in ("LIFE", "HAND", "LIBRARY", "MANA POOL", "BATTLEFIELD", "EXILE", "GRAVEYARD"):
        assert word in source
    assert "Mountain ×3" in source and "tapped" in source  # identical lands counted
    assert "Ivy, Gleeful Spellthief" in source and "2/1" in source
    assert "On the stack (top first): Ghostfire" in source
    # Ivy's and Thought Harvester's triggers wait to go on the stack: nobody has
    # received priority yet (117.5); once they are on it, Alice has
    assert "active player" in source and "has priority" not in source
    assert "active player, has priority" in draw_board(ivy_trace().steps[1]).source


def test_board_shows_exile_with_counters_and_the_graveyard() -> None:
    trace = (
        Scenario.build("Goliath")
        .player(
            "Alice",
            battlefield=["Goliath Daydreamer", "Mountain"],
            hand=["Shock"],
        )
        .player("Bob", battlefield=["Grizzly Bears"])
        .cast("Shock", targets=["Grizzly Bears"])
        .resolve("all")
        .done()
        .run()
        .trace
    )
    source = draw_board(trace.final).source
    assert "1 dream counter" in source  # Goliath exiled the Shock with a dream counter
    assert re.search(r"GRAVEYARD</B>&#160;\(1\)", source)


def test_board_shows_the_mana_pool() -> None:
    source = draw_board(mana_trace().final).source
    assert "{B}{B}{B}" in source  # {B}{B} from f1, then {B} from f2 (616.1)


def test_mana_view_could_produce_looks_at_and_replacements() -> None:
    trace = mana_trace()
    state = trace.final
    source = draw_mana(trace.steps[-1]).source
    ids = {o.label or o.name: o.id for o in state.permanents()}
    pool, orchard, island = ids["pool"], ids["Exotic Orchard"], ids["Island"]
    # Reflecting Pool looks at Alice's lands, itself included; Orchard at Bob's opponents'
    assert re.search(rf"o{pool} -> o{ids['f1']} ", source)
    assert re.search(rf"o{pool} -> o{pool} ", source) and "itself" in source
    assert re.search(rf"o{orchard} -> o{ids['f1']} ", source)
    assert not re.search(rf"o{orchard} -> o{island} ", source)
    # Mana Reflection and Contamination change the Forests' mana: dashed arrows
    assert re.search(rf"o{ids['Mana Reflection']} -> o{ids['f1']} \[[^\]]*dashed", source)
    assert "could produce&#160;<B>{B}</B>" in source  # a Forest under Contamination (106.7)
    assert "REPLACEMENT EFFECT" in source
    assert "Forest produces {B} for Alice" in source  # what the step made


def test_mana_view_of_a_step_states_what_was_made_and_the_order_of_the_effects() -> None:
    trace = mana_trace()
    ids = {o.label or o.name: o.id for o in trace.final.permanents()}
    reflection, contamination, f2 = ids["Mana Reflection"], ids["Contamination"], ids["f2"]
    source = draw_mana(trace.steps[-1]).source  # f2: Mana Reflection first, then Contamination
    assert "<B>Forest adds {B}</B>" in source  # the point of the figure is its title
    first = re.search(rf"o{reflection} -> o{f2} \[([^\]]*)\]", source)
    second = re.search(rf"o{contamination} -> o{f2} \[([^\]]*)\]", source)
    assert first and "1st: {G} becomes {G}{G}" in first.group(1)
    assert second and "2nd: {G}{G} becomes {B}" in second.group(1)
    # f1 was tapped in the other step: its arrows carry nothing from this one
    assert (
        "1st" not in (re.search(rf"o{reflection} -> o{ids['f1']} \[([^\]]*)\]", source) or [""])[0]
    )


def test_mana_view_without_mana_abilities() -> None:
    state = Scenario.build("No mana").player("Alice", battlefield=["Grizzly Bears"]).done()
    assert "No permanent has a mana ability." in draw_mana(state.run().trace.start).source


@pytest.mark.needs_dot
@pytest.mark.parametrize("view", [draw_board, draw_mana])
def test_nothing_overlaps(view: object) -> None:
    root = svg_root(view(mana_trace().final))  # type: ignore[operator]
    found = nodes(root)
    assert overlapping({k: bbox(v) for k, v in found.items()}) == []


def test_board_shows_attackers_and_blockers() -> None:
    trace = (
        Scenario.build("Blocks")
        .player("Alice", battlefield=["Serra Angel"])
        .player("Bob", battlefield=["Giant Spider"])
        .attack("Serra Angel")
        .block({"Giant Spider": "Serra Angel"})
        .done()
        .run()
        .trace
    )
    source = draw_board(trace.final).source
    assert "attacking, blocked" in source
    assert "blocking Serra Angel" in source


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_every_players_header_band_has_the_same_height(theme: str) -> None:
    # Alice's panel is longer than Bob's: his is stretched to hers, his header band not
    path = ROOT / "scenarios" / "corpus" / "rewind_untaps_lands_of_any_controller.toml"
    root = svg_root(draw_board(load_scenario(path).run().trace.final, theme=theme))
    th = get_theme(theme)
    heights = []
    for seat in (th.seat(0), th.seat(1)):
        band = next(p for p in root.iter(f"{SVG}polygon")
                    if p.get("fill", "").lower() == seat.header.lower())
        ys = [float(xy.split(",")[1]) for xy in band.get("points", "").split()]
        heights.append(round(max(ys) - min(ys), 1))
    assert heights[0] == heights[1], heights


def _text_at(root: object, word: str) -> list[tuple[float, float]]:
    """(x, y) of each SVG text that reads ``word``."""
    return [
        (float(t.get("x", 0)), float(t.get("y", 0)))
        for t in root.iter(f"{SVG}text")  # type: ignore[attr-defined]
        if "".join(t.itertext()).strip() == word
    ]


@pytest.mark.needs_dot
def test_board_zones_are_level_across_the_players_columns() -> None:
    # issue 26: Bob's column, shorter than Alice's, was stretched and its zones sat
    # 10-15 px lower than hers
    root = svg_root(draw_board(ivy_trace().start))
    for zone in ("LIFE", "HAND", "BATTLEFIELD", "EXILE", "GRAVEYARD"):
        found = _text_at(root, zone)
        middle = sum(x for x, _ in found) / len(found)
        alice = sorted(y for x, y in found if x < middle)
        bob = sorted(y for x, y in found if x > middle)
        assert alice and len(alice) == len(bob), zone
        assert all(abs(a - b) < 0.5 for a, b in zip(alice, bob, strict=True)), zone


def test_board_shows_the_cards_in_hand_and_a_count_on_request() -> None:
    start = ivy_trace().start  # Ghostfire in Alice's hand
    shown = draw_board(start).source
    assert ">Ghostfire<" in shown and "HAND</B>&#160;(1)" in shown
    counted = draw_board(start, hands="count").source
    assert ">Ghostfire<" not in counted and "HAND</B>&#160;(1)" not in counted
    with pytest.raises(ValueError, match="hands must be one of 'cards', 'count', not 'all'"):
        draw_board(start, hands="all")


def test_board_cards_carry_their_text_and_on_request_a_link_to_their_image() -> None:
    start = ivy_trace().start
    source = draw_board(start).source
    assert "scryfall" not in source  # no link unless asked: nothing points off the page
    linked = draw_board(start, card_links=True).source
    assert 'TOOLTIP="Ghostfire&#10;Instant&#10;' in linked  # its Oracle text, offline too
    url = "https://api.scryfall.com/cards/named?exact=Ivy%2C%20Gleeful%20Spellthief"
    assert f'HREF="{url}&amp;amp;format=image"' in linked


@pytest.mark.needs_dot
def test_card_links_are_links_in_the_svg() -> None:
    svg = draw_board(ivy_trace().start, card_links=True, theme="light").pipe(
        format="svg", encoding="utf-8"
    )
    root = ET.fromstring(svg)  # a well-formed SVG: "&" in a link written as "&amp;"
    links = [a.get(f"{XLINK}href") for a in root.iter(f"{SVG}a")]
    assert "https://api.scryfall.com/cards/named?exact=Ghostfire&format=image" in links
    assert 'xlink:title="Ghostfire&#10;Instant' in svg
