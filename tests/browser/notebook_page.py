"""Driving a notebook in JupyterLab: open it, run every cell, read what the page shows."""

from __future__ import annotations

import re
from pathlib import Path

from playwright.sync_api import BrowserContext, Locator, Page, expect

#: JupyterLab's own start, a kernel start and a whole notebook run fit well within this
SLOW = 90_000


class NotebookPage:
    def __init__(self, context: BrowserContext, url: str) -> None:
        self.page: Page = context.new_page()
        self.page.set_default_timeout(30_000)
        self.console: list[str] = []
        self.page.on("pageerror", lambda e: self.console.append(f"page error: {e}"))
        self.page.goto(url)
        self.page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=SLOW)
        self.idle()

    def idle(self) -> None:
        """Wait for the kernel to be started and idle (the toolbar's indicator says idle
        while the kernel is still initializing: the status bar knows better)."""
        self.page.wait_for_selector(
            ".jp-Notebook-ExecutionIndicator[data-status='idle']", timeout=SLOW
        )
        self.page.wait_for_selector(".jp-StatusBar-TextItem:has-text('| Idle')", timeout=SLOW)

    def run_all(self) -> None:
        """Run → Run All Cells (there is no URL for it), then wait for the last cell."""
        self.page.locator(".lm-MenuBar-item", has_text="Run").first.click()
        self.page.locator(".lm-Menu-item[data-command='runmenu:run-all']").click()
        self.page.wait_for_function(
            """() => {
                const panel = [...document.querySelectorAll('.jp-NotebookPanel')]
                    .find(p => !p.classList.contains('lm-mod-hidden'));
                if (!panel) return false;
                const prompts = [...panel.querySelectorAll('.jp-CodeCell .jp-InputPrompt')];
                return prompts.length > 0 && prompts.every(p => /\\[\\d+\\]/.test(p.textContent));
            }""",
            timeout=SLOW,
        )
        self.idle()

    def errors(self) -> list[str]:
        """Every output a reader would see as an error: stderr, tracebacks, broken widgets."""
        found = self.notebook.locator(
            ".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr'],"
            " .jp-OutputArea-output .jp-RenderedText[data-mime-type='application/vnd.jupyter.stderr']"
        ).all_inner_texts()
        body = self.notebook.inner_text()
        for marker in (
            "Traceback (most recent call last)",
            "Error displaying widget",
            "Failed to load model class",
        ):
            if marker in body:
                found.append(marker)
        return found + self.console

    @property
    def notebook(self) -> Locator:
        """The notebook on show (other panels may be in the page, hidden)."""
        return self.page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook").first

    def widget(self, css: str, has_text: str) -> Locator:
        return self.notebook.locator(css, has_text=has_text).first

    def screenshot(self, target: Locator | None, path: Path) -> Path:
        """A picture of ``target`` (the page if None). The window is made tall enough for
        the whole widget first: Lab scrolls the notebook inside its own panel."""
        if target is None:
            self.page.screenshot(path=str(path))
            return path
        size = self.page.viewport_size or {"width": 1440, "height": 1000}
        box = target.bounding_box()
        height = int(box["height"]) + 260 if box else size["height"]
        self.page.set_viewport_size({"width": size["width"], "height": max(size["height"], height)})
        try:
            target.evaluate("e => e.scrollIntoView({block: 'center'})")
            self.page.wait_for_timeout(300)  # let Lab lay the panel out again
            target.screenshot(path=str(path), animations="disabled")
        finally:
            self.page.set_viewport_size(size)
        return path

    def close(self) -> None:
        self.page.close()


def svg_nodes(diagram: Locator) -> list[str]:
    """The text of each node of the (first) inline SVG diagram in ``diagram``."""
    texts: list[str] = diagram.locator("svg").first.evaluate(
        """svg => [...svg.querySelectorAll('g.node')].map(
            g => [...g.querySelectorAll('text')].map(t => t.textContent.trim()).join(' '))"""
    )
    return texts


def node_with(diagram: Locator, words: str) -> str:
    """The text of the node that contains ``words``."""
    for text in svg_nodes(diagram):
        if words in text:
            return text
    raise AssertionError(f"no node with {words!r} in {svg_nodes(diagram)}")


def expect_node(diagram: Locator, words: str, *more: str) -> None:
    """Wait until the diagram has a node with ``words`` that also says each of ``more``
    (widget updates arrive one message at a time: the diagram may come a moment later)."""
    node = diagram.locator("svg g.node", has_text=words).first
    for other in more:
        expect(node).to_contain_text(other, timeout=20_000)


def text_of(locator: Locator) -> str:
    return re.sub(r"\s+", " ", locator.inner_text()).strip()


def wait_for_text(locator: Locator, words: str, *, present: bool = True) -> None:
    if present:
        expect(locator).to_contain_text(words, timeout=20_000)
    else:
        expect(locator).not_to_contain_text(words, timeout=20_000)
