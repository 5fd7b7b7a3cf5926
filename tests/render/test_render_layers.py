"""The layers view (613): for each permanent an effect touches, each layer's effects in
the order they applied with their timestamps, and what it ends as; legible in a 700 px
column in every theme, with no engine ids."""

from __future__ import annotations

import html
import re
import struct
from pathlib import Path

import pytest

from rulings_kit.cli import main
from rulings_kit.render import draw, figure
from rulings_kit.render.fit import measure
from rulings_kit.render.page import MIN_TEXT_PX
from rulings_kit.render.themes import THEMES
from rulings_kit.scenarios import Scenario

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "scenarios" / "rules"
BLOOD_MOON = RULES / "613.8_blood_moon_makes_urborg_a_mountain.toml"
GRAY_OGRE = RULES / "613.5_gray_ogre_becomes_zero_one.toml"
CLONE = RULES / "707.2_clone_copies_neither_counters_nor_aura.toml"
FIGURES = ROOT / "docs" / "figures"
COLUMN_PX = 700


def _last(path: Path):  # type: ignore[no-untyped-def]
    trace = Scenario.load(path).run().trace
    return trace.steps[-1] if trace.steps else trace.start


def _texts(source: str) -> str:
    """The words of a DOT source's labels (what a reader sees), without their markup."""
    labels = re.findall(r"label=<(.*?)>\s*(?:tooltip=|\]|nodesep)", source, re.S)
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", " ".join(labels))).split())


def test_each_effect_in_its_layer_in_order_with_its_timestamp() -> None:
    words = _texts(draw(_last(GRAY_OGRE), view="layers", theme="light").source)
    # 613.5's example: 0/1 in layer 7b, then +4/+4, +0/+2 and the counter in 7c
    order = ["printed: 2/2 red Creature — Ogre", "Layer 7b", "Shrink: has base power and "
             "toughness 0/1 until end of turn", "Layer 7c", "Titanic Growth: gets +4/+4",
             "Bulwark: Creatures you control get +0/+2", "1 +1/+1 counter",
             "now: 5/8 red Creature — Ogre"]
    places = [words.find(w) for w in order]
    assert -1 not in places, [w for w, p in zip(order, places, strict=True) if p == -1]
    assert places == sorted(places)
    # timestamps are numbered in the order they were given: the counter (as Gray Ogre
    # entered) first, then Titanic Growth, Bulwark, Shrink
    assert re.search(r"Shrink.*?timestamp 4", words) and re.search(
        r"Titanic Growth: gets \+4/\+4 until end of turn timestamp 2", words)


def test_an_effect_that_no_longer_exists_says_why() -> None:
    words = _texts(draw(_last(BLOOD_MOON), view="layers", theme="light").source)
    assert "now: colorless Legendary Land — Mountain" in words
    assert "now: colorless Basic Land — Forest" in words
    assert words.count("doesn't apply: Urborg, Tomb of Yawgmoth has lost this ability") == 2


def test_a_board_without_layered_effects_says_so() -> None:
    path = ROOT / "scenarios" / "rules" / "601.2c_up_to_two_target_creatures_each_get.toml"
    state = Scenario.load(path).run().trace.start  # before Dauntless Onslaught resolves
    assert "No continuous effect changes" in draw(state, view="layers", theme="light").source


def test_no_engine_ids_in_the_words() -> None:
    for path in (BLOOD_MOON, GRAY_OGRE):
        words = _texts(draw(_last(path), view="layers", theme="light").source)
        assert not re.search(r"#\d|\(\d+, \d+\)", words), words


@pytest.mark.needs_dot
@pytest.mark.parametrize("theme", THEMES)
def test_fits_a_700px_column_with_legible_text(theme: str) -> None:
    for path in (BLOOD_MOON, GRAY_OGRE, CLONE):
        size = measure(draw(_last(path), view="layers", theme=theme))
        assert size.width <= COLUMN_PX, f"{path.name} in {theme}: {size.width:.0f} px wide"
        assert size.smallest_text >= MIN_TEXT_PX, f"{path.name}: {size.smallest_text:.1f} px"


@pytest.mark.parametrize("suffix", ["", "_dark", "_print"])
@pytest.mark.parametrize("figure", [BLOOD_MOON, CLONE])
def test_the_docs_figure_in_each_theme_fits_700px(figure: Path, suffix: str) -> None:
    png = FIGURES / f"{figure.stem}_layers{suffix}.png"
    svg = png.with_suffix(".svg").read_text(encoding="utf-8")
    m = re.search(r'<svg width="([\d.]+)pt"', svg)
    assert m
    width = float(m.group(1)) * 4 / 3
    assert width <= COLUMN_PX
    assert min(float(s) for s in re.findall(r'font-size="([\d.]+)"', svg)) * 4 / 3 >= 11
    assert struct.unpack(">I", png.read_bytes()[16:20])[0] == pytest.approx(
        width * 144 / 96, abs=3)  # the PNG is that drawing, at 144 dpi


@pytest.mark.needs_dot
def test_the_command_and_the_notebook_draw_it(tmp_path: Path) -> None:
    out = tmp_path / "layers.svg"
    assert main(["render", str(BLOOD_MOON), "--view", "layers", "-o", str(out)]) == 0
    assert "Blood Moon" in out.read_text(encoding="utf-8")
    shown = figure(_last(BLOOD_MOON), view="layers")
    assert "Blood Moon" in shown.svg()


def test_a_hostile_name_is_escaped(tmp_path: Path) -> None:
    path = tmp_path / "hostile.toml"
    path.write_text(GRAY_OGRE.read_text(encoding="utf-8").replace(
        '"Bulwark"', '"<script>Bul{wark}</script>"'), encoding="utf-8")
    source = draw(_last(path), view="layers", theme="light").source
    assert "&lt;script&gt;Bul{wark}&lt;/script&gt;" in source and "<script" not in source


def test_a_copy_effect_in_layer_1_from_its_own_printed_card() -> None:
    """Clone as a copy of a 5/6 Grizzly Bears (two counters, Holy Strength): its box
    starts from Clone's printed card, shows the copy effect in layer 1 (613.2) and ends
    as a plain 2/2 Bear: no counters, no Aura bonus (707.2)."""
    words = _texts(draw(_last(CLONE), view="layers", theme="light").source)
    order = ["the card Clone", "printed: 0/0 blue Creature — Shapeshifter", "Layer 1",
             "Clone: enters as a copy of Grizzly Bears", "now: 2/2 green Creature — Bear"]
    places = [words.find(w) for w in order]
    assert -1 not in places, [w for w, p in zip(order, places, strict=True) if p == -1]
    assert places == sorted(places)
    assert "now: 5/6 green Creature — Bear" in words  # the original keeps its own
