"""`rulings-kit render` and `rulings-kit export`, through rulings_kit.cli.main."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import nbformat
import pytest

from rulings_kit.cli import main

SCENARIO = """\
format = 1
title = "Ivy copies Shock"

[players.Alice]
battlefield = ["Ivy, Gleeful Spellthief", "Thought Harvester", {card = "Mountain", count = 3}]
hand = ["Ghostfire"]

[players.Bob]
battlefield = ["Grizzly Bears"]
library = ["Island", "Forest", "Plains"]

[[do]]
cast = "Ghostfire"
targets = ["Grizzly Bears"]

[[do]]
resolve = "all"
answers = { "order:Alice" = ["Ivy, Gleeful Spellthief (trigger)", "Thought Harvester (trigger)"], "may:Ivy, Gleeful Spellthief" = true }
"""


@pytest.fixture
def scenario(tmp_path: Path) -> Path:
    path = tmp_path / "ivy.toml"
    path.write_text(SCENARIO, encoding="utf-8")
    return path


@pytest.mark.needs_dot
@pytest.mark.parametrize("view", ["stack", "triggers", "timeline", "board", "mana"])
@pytest.mark.parametrize("theme", ["light", "dark", "print"])
def test_render_svg(scenario: Path, tmp_path: Path, view: str, theme: str) -> None:
    out = tmp_path / f"{view}.svg"
    step = [] if view == "timeline" else ["--step", "2" if view == "triggers" else "1"]
    assert (
        main(["render", str(scenario), "--view", view, "--theme", theme, *step, "-o", str(out)])
        == 0
    )
    root = ET.fromstring(out.read_bytes())
    assert root.tag.endswith("svg")


@pytest.mark.needs_dot
def test_render_png_and_dot(
    scenario: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    png = tmp_path / "stack.png"
    assert main(["render", str(scenario), "--step", "1", "--format", "png", "-o", str(png)]) == 0
    assert png.read_bytes().startswith(b"\x89PNG")
    capsys.readouterr()
    assert (
        main(
            [
                "render",
                str(scenario),
                "--step",
                "0",
                "--view",
                "board",
                "--format",
                "dot",
                "-o",
                "-",
            ]
        )
        == 0
    )
    assert capsys.readouterr().out.startswith("digraph board {")


@pytest.mark.needs_dot
def test_render_every_step_into_a_folder(scenario: Path, tmp_path: Path) -> None:
    folder = tmp_path / "out"
    assert (
        main(["render", str(scenario), "--step", "all", "--view", "stack", "-o", str(folder)]) == 0
    )
    assert sorted(p.name for p in folder.iterdir()) == [
        "ivy_stack_step0.svg",
        "ivy_stack_step1.svg",
        "ivy_stack_step2.svg",
    ]
    # the triggers view only for the steps that put triggers on the stack
    assert (
        main(["render", str(scenario), "--step", "all", "--view", "triggers", "-o", str(folder)])
        == 0
    )
    assert (folder / "ivy_triggers_step2.svg").exists()
    assert not (folder / "ivy_triggers_step1.svg").exists()


def test_render_errors(scenario: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["render", str(scenario), "--step", "7"]) == 2
    assert "out of range: this run has steps 0 to 2" in capsys.readouterr().err
    assert main(["render", str(scenario), "--step", "two"]) == 2
    assert main(["render", str(scenario), "--view", "timeline", "--step", "1"]) == 2
    assert main(["render", str(scenario), "--step", "all", "-o", "-"]) == 2
    assert main(["render", str(tmp_path / "missing.toml")]) == 2
    with pytest.raises(SystemExit):
        main(["render", str(scenario), "--view", "hand"])
    with pytest.raises(SystemExit):
        main(["render", str(scenario), "--theme", "sepia"])


# ------------------------------------------------------------------------ export
def _notebook(tmp_path: Path, scenario: Path, *, live: bool = False) -> Path:
    """Diagram cells, then widgets: real ones to run (``live``), or stored outputs with a
    saved widget state, as JupyterLab writes them."""
    nb = nbformat.v4.new_notebook()
    nb.cells = [
        nbformat.v4.new_markdown_cell("# Ivy copies a spell\n\nThe copy is not cast ($707.10$)."),
        nbformat.v4.new_code_cell(
            "from rulings_kit.scenarios import Scenario\n"
            f"trace = Scenario.load({str(scenario)!r}).run().trace\n"
            "trace"
        ),
        nbformat.v4.new_code_cell("trace.steps[1]"),
    ]
    # a widget view with saved state, and one without (state not saved)
    widget_cell = nbformat.v4.new_code_cell("picker")
    widget_cell.outputs = [
        nbformat.v4.new_output(
            "display_data",
            data={
                "text/plain": "VBox(...)",
                "application/vnd.jupyter.widget-view+json": {
                    "model_id": "box",
                    "version_major": 2,
                    "version_minor": 0,
                },
            },
        ),
        nbformat.v4.new_output(
            "display_data",
            data={
                "text/plain": "IntSlider(...)",
                "application/vnd.jupyter.widget-view+json": {
                    "model_id": "lost",
                    "version_major": 2,
                    "version_minor": 0,
                },
            },
        ),
    ]
    if live:
        nb.cells.append(
            nbformat.v4.new_code_cell(
                "import ipywidgets as w\n"
                "w.VBox([w.HTML(\"<p class='still'>Pre-rendered <b>stack</b></p>\"),\n"
                "        w.IntSlider(value=3, description='X'),\n"
                "        w.ToggleButtons(options=['Ivy first', 'Harvester first'],\n"
                "                        value='Harvester first', description='Order')])"
            )
        )
        path = tmp_path / "live.ipynb"
        nbformat.write(nb, path)
        return path
    nb.cells.append(widget_cell)
    nb.metadata["widgets"] = {
        "application/vnd.jupyter.widget-state+json": {
            "version_major": 2,
            "version_minor": 0,
            "state": {
                "box": {
                    "model_name": "VBoxModel",
                    "model_module": "@jupyter-widgets/controls",
                    "model_module_version": "2.0.0",
                    "state": {"children": ["IPY_MODEL_html", "IPY_MODEL_x", "IPY_MODEL_order"]},
                },
                "html": {
                    "model_name": "HTMLModel",
                    "state": {"value": "<p class='still'>Pre-rendered <b>stack</b></p>"},
                },
                "x": {"model_name": "IntSliderModel", "state": {"value": 3, "description": "X"}},
                "order": {
                    "model_name": "ToggleButtonsModel",
                    "state": {
                        "_options_labels": ["Ivy first", "Harvester first"],
                        "index": 1,
                        "description": "Order",
                    },
                },
            },
        }
    }
    path = tmp_path / "article.ipynb"
    nbformat.write(nb, path)
    return path


def _assert_offline(page: str) -> None:
    assert not re.search(r"<script[^>]*\bsrc=[\"']https?:", page)
    assert not re.search(r"<link[^>]*\bhref=[\"']https?:", page)
    assert "unpkg.com" not in page and "require.min.js" not in page
    assert "application/vnd.jupyter.widget-state+json" not in page


@pytest.mark.needs_dot
@pytest.mark.slow
def test_export_runs_a_notebook_into_an_offline_article(scenario: Path, tmp_path: Path) -> None:
    nb = _notebook(tmp_path, scenario, live=True)
    out = tmp_path / "article.html"
    assert main(["export", str(nb), "-o", str(out), "--execute"]) == 0
    page = out.read_text(encoding="utf-8")
    _assert_offline(page)
    assert page.count('<figure class="rulings-kit-figure"') == 2  # the trace and a step
    assert page.count("<svg") >= 2 and "<figcaption" in page
    assert "Ivy copies Shock — 2 steps" in page
    # the widgets the run created, drawn still from the state it saved
    assert "Pre-rendered <b>stack</b>" in page
    assert "X <b>3</b>" in page and "Order <b>Harvester first</b>" in page
    assert re.search(r"Out\[\d+\]", _without_styles(page))  # the prompts, with the code
    # without the code, no "Out[2]:" prompt pointing at nothing
    assert main(["export", str(nb), "-o", str(out), "--execute", "--no-input"]) == 0
    assert not re.search(r"Out\[\d*\]", _without_styles(out.read_text(encoding="utf-8")))


def _without_styles(page: str) -> str:
    return re.sub(r"<style.*?</style>", "", page, flags=re.S)


def test_export_without_running_keeps_stored_outputs(scenario: Path, tmp_path: Path) -> None:
    nb = _notebook(tmp_path, scenario)
    out = tmp_path / "code-free.html"
    assert main(["export", str(nb), "-o", str(out), "--no-input"]) == 0
    page = out.read_text(encoding="utf-8")
    _assert_offline(page)
    assert "Scenario.load" not in page  # --no-input leaves the code out
    # the widget with saved state, drawn still; the one whose state was lost, a note
    assert "Pre-rendered <b>stack</b>" in page
    assert "X <b>3</b>" in page and "Order <b>Harvester first</b>" in page
    assert "An interactive view was here" in page


def test_export_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["export", str(tmp_path / "none.ipynb"), "-o", str(tmp_path / "x.html")]) == 2
    bad = tmp_path / "bad.ipynb"
    bad.write_text(json.dumps({"not": "a notebook"}))
    assert main(["export", str(bad), "-o", str(tmp_path / "x.html")]) == 2
    assert "could not export" in capsys.readouterr().err


@pytest.mark.needs_dot
@pytest.mark.slow
def test_export_markdown_writes_figures_beside_it(scenario: Path, tmp_path: Path) -> None:
    nb = nbformat.v4.new_notebook()
    tagged = nbformat.v4.new_markdown_cell("Press *Play* and watch.")
    tagged.metadata["tags"] = ["interactive"]
    nb.cells = [
        nbformat.v4.new_markdown_cell("# Ivy copies a spell"),
        nbformat.v4.new_code_cell(
            "from rulings_kit.scenarios import Scenario\n"
            "from rulings_kit.widgets import StepPlayer\n"
            f"trace = Scenario.load({str(scenario)!r}).run().trace\n"
            "StepPlayer(trace)"
        ),
        tagged,
    ]
    path = tmp_path / "ivy.ipynb"
    nbformat.write(nb, path)
    out = tmp_path / "blog" / "ivy.md"
    assert main(["export", str(path), "--format", "md", "-o", str(out)]) == 0
    text = out.read_text(encoding="utf-8")
    assert text.startswith("# Ivy copies a spell")
    assert "Press *Play*" not in text and "StepPlayer(" not in text and "Previous" not in text
    images = re.findall(r'<img src="([^"]+)" alt="([^"]+)">', text)
    assert images, text[:500]
    for src, alt in images:  # the step player's key frame, as a file with its caption
        assert (out.parent / src).read_text(encoding="utf-8").lstrip().startswith("<svg")
        assert alt.startswith("Step ")


def test_export_markdown_writes_quotes_and_cards_as_markdown(scenario: Path, tmp_path: Path) -> None:
    nb = nbformat.v4.new_notebook()
    nb.cells = [
        nbformat.v4.new_code_cell(
            "from rulings_kit.render import figure\n"
            "from rulings_kit.scenarios import Scenario\n"
            "from rulings_kit.widgets import card_box, quote_rule, quote_rulings\n"
            "card_box('Ivy, Gleeful Spellthief')"
        ),
        nbformat.v4.new_code_cell("quote_rulings('Ivy, Gleeful Spellthief', 'resolves before')"),
        nbformat.v4.new_code_cell("quote_rule('603.3b')"),
        nbformat.v4.new_code_cell(
            f"figure(Scenario.load({str(scenario)!r}).run().trace, view='stack')"
        ),
    ]
    path = tmp_path / "quotes.ipynb"
    nbformat.write(nb, path)
    out = tmp_path / "quotes.md"
    assert main(["export", str(path), "--format", "md", "-o", str(out)]) == 0
    text = out.read_text(encoding="utf-8")
    # no inline-styled HTML: a card and the quotes are Markdown blockquotes
    assert "style=" not in text and "<blockquote" not in text and "<div" not in text
    # the card's name links to its image (issue 26); its text is there for a reader offline
    url = "https://api.scryfall.com/cards/named?exact=Ivy%2C%20Gleeful%20Spellthief&format=image"
    assert f"> **[Ivy, Gleeful Spellthief]({url})** {{G}}{{U}}" in text
    assert "> *Legendary Creature — Faerie Rogue*" in text and "> **2/1**" in text
    assert "The copy resolves before the original spell.” (2022-09-09)" in text
    assert "> — official ruling on *Ivy, Gleeful Spellthief*" in text
    assert "> **603.3b** If multiple abilities have triggered" in text
    (image,) = re.findall(r"!\[([^\]]+)\]\((quotes_files/figure-1\.svg)\)", text)
    assert (out.parent / image[1]).read_text(encoding="utf-8").lstrip().startswith("<svg")
