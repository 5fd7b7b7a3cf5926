"""The notebooks in a real browser: run every cell, then use the widgets as a reader would
(drag a trigger, press the move buttons, move X with the keyboard, step through a trace)
and check that the diagrams and the outcome on the page follow, with no error anywhere."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import BrowserContext, expect

from tests.browser.conftest import Lab
from tests.browser.notebook_page import NotebookPage, expect_node, text_of, wait_for_text

pytestmark = pytest.mark.needs_browser

HARVESTER = "Thought Harvester (trigger)"
PROCESSOR = "Ruin Processor (trigger)"


@pytest.fixture
def harvester(lab: Lab, chromium: BrowserContext) -> Iterator[NotebookPage]:
    nb = NotebookPage(chromium, lab.notebook_url("04_thought_harvester_and_processors.ipynb"))
    nb.run_all()
    yield nb
    nb.close()


def test_harvester_notebook_runs_and_reorders(harvester: NotebookPage, artifacts: Path) -> None:
    nb = harvester
    assert nb.errors() == []
    ex = nb.widget(".rk-explorer", "Thought Harvester and Ruin Processor: the order")
    ex.scroll_into_view_if_needed()
    outcome = ex.locator(".rk-outcome-text")
    triggers = ex.locator(".rk-view-triggers")
    wait_for_text(outcome, "Alice: 20 → 25 life")
    expect_node(triggers, "CHOSEN TO RESOLVE 1ST", "Thought Harvester")
    nb.screenshot(ex, artifacts / "harvester_1_harvester_first.png")

    # drag Ruin Processor's tag onto Thought Harvester's: it resolves first now
    tags = ex.locator(".rk-order-tags .jupyter-widget-tag")
    # no × to delete a tag: every trigger must be ordered
    expect(tags.first.locator(".jupyter-widget-tag-close")).to_be_hidden()
    tags.nth(1).drag_to(tags.nth(0))
    wait_for_text(outcome, "Alice: 20 → 25 life", present=False)
    wait_for_text(outcome, "Bob's exile: + Island")
    assert text_of(outcome).startswith(f"Outcome Resolved, in order: {PROCESSOR} → {HARVESTER}")
    expect_node(triggers, "CHOSEN TO RESOLVE 1ST", "Ruin Processor")
    expect(tags.nth(0)).to_contain_text(PROCESSOR)
    expect(tags.nth(1)).to_contain_text(HARVESTER)
    nb.screenshot(ex, artifacts / "harvester_2_processor_first.png")

    # and back with the keyboard-reachable buttons
    up = ex.locator(f"button[title='Move {HARVESTER} up: resolve earlier']")
    up.focus()
    nb.page.keyboard.press("Enter")
    wait_for_text(outcome, "Alice: 20 → 25 life")
    # the focus stays on the moved row: at the top now, so on its ▼ (its ▲ is disabled)
    nb.page.wait_for_function(
        "t => document.activeElement && document.activeElement.title === t",
        arg=f"Move {HARVESTER} down: resolve later",
    )
    expect_node(triggers, "CHOSEN TO RESOLVE 1ST", "Thought Harvester")
    expect(tags.nth(0)).to_contain_text(HARVESTER)
    expect(tags.nth(1)).to_contain_text(PROCESSOR)

    # step through the trace
    ex.locator(".lm-TabBar-tab", has_text="Step by step").click()
    player = ex.locator(".rk-step-player")
    position = player.locator(".rk-position")
    diagram = player.locator(".rk-step-diagram")
    # it opens where the stack is fullest: both triggers above the spell
    wait_for_text(position, "Step 2.1 · frame 3 of 6")
    expect_node(diagram, "RESOLVES NEXT", "Thought Harvester")
    player.locator(".rk-step-slider .noUi-handle").focus()
    nb.page.keyboard.press("Home")
    wait_for_text(position, "Start · frame 1 of 6")
    for expected in ("Step 1 ", "Step 2.1 ", "Step 2.2 "):
        player.locator("button.rk-next").click()
        wait_for_text(position, expected)
    # Harvester's ability has resolved: Ruin Processor's is next, above the spell
    expect_node(diagram, "RESOLVES NEXT", "Ruin Processor")
    wait_for_text(player.locator(".rk-narration"), "Thought Harvester's trigger resolves")
    nb.screenshot(ex, artifacts / "harvester_3_step_by_step.png")
    assert nb.errors() == []


def test_ivy_notebook_moves_x_and_steps(
    lab: Lab, chromium: BrowserContext, artifacts: Path
) -> None:
    nb = NotebookPage(chromium, lab.notebook_url("03_ivy_gleeful_spellthief.ipynb"))
    try:
        nb.run_all()
        assert nb.errors() == []
        ex = nb.widget(".rk-explorer", "Ivy copies Comet Storm")
        ex.scroll_into_view_if_needed()
        outcome = ex.locator(".rk-outcome-text")
        wait_for_text(outcome, "Ivy, Gleeful Spellthief is 5/4, 3 damage marked")
        slider = ex.locator(".rk-x")
        wait_for_text(slider, "X for Comet Storm: from 0 to 4")

        # X = 4: the copy kills Ivy, then the original kills the Angel
        handle = slider.locator(".noUi-handle")
        handle.focus()
        nb.page.keyboard.press("ArrowRight")
        wait_for_text(outcome, "Alice's battlefield: − Ivy, Gleeful Spellthief")
        wait_for_text(outcome, "Bob's graveyard: + Serra Angel")
        nb.screenshot(ex, artifacts / "ivy_1_x_4.png")

        # step through: the copy is on top of the original, with X = 4
        player = ex.locator(".rk-step-player")
        position = player.locator(".rk-position")
        diagram = player.locator(".rk-step-diagram")
        player.locator(".rk-step-slider .noUi-handle").focus()
        nb.page.keyboard.press("End")
        wait_for_text(position, "Step 4.3 · frame 7 of 7")
        for expected in ("Step 4.2 · frame 6 of 7", "Step 4.1 · frame 5 of 7"):
            player.locator("button.rk-prev").click()
            wait_for_text(position, expected)
        expect_node(diagram, "COPY", "Comet Storm", "X = 4", "RESOLVES NEXT")
        wait_for_text(player.locator(".rk-narration"), "Alice creates a copy of Comet Storm")
        nb.screenshot(ex, artifacts / "ivy_2_copy_on_top.png")

        # back down to X = 2: both survive with 2 damage, and the frame shows X = 2
        handle.focus()
        nb.page.keyboard.press("ArrowLeft")
        nb.page.keyboard.press("ArrowLeft")
        wait_for_text(outcome, "Ivy, Gleeful Spellthief is 5/4, 2 damage marked")
        wait_for_text(slider, "X for Comet Storm: from 0 to 4")
        expect_node(diagram, "COPY", "X = 2")
        assert nb.errors() == []
    finally:
        nb.close()
