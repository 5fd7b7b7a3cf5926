"""The order picker: a player's simultaneous triggered abilities, first to resolve first."""

from __future__ import annotations

import html as html_lib
from collections.abc import Sequence
from typing import Any

import ipywidgets as widgets
import traitlets

from rulings_kit.widgets._base import FONT, MUTED, note, stylesheet
from rulings_kit.widgets.keys import move, repair_order

__all__ = ["OrderPicker"]


class OrderPicker(widgets.VBox):
    """Put labels in order by dragging (a ``TagsInput``) or, from the keyboard, with a
    move-up and a move-down button per entry.

    ``value`` is the order, first to resolve (or, with ``verb="apply"``, to apply)
    first; it is always a permutation of ``options``. The tags have no × and no box to
    type in: every trigger must be ordered, so a tag can't be removed (a Backspace that
    removes one puts the order back as it was).
    """

    value = traitlets.List(traitlets.Unicode())
    options = traitlets.List(traitlets.Unicode())

    def __init__(
        self,
        options: Sequence[str],
        value: Sequence[str] | None = None,
        *,
        description: str = "",
        hint: str = "first to resolve first: drag the tags, or use the arrows",
        verb: str = "resolve",
        only_first: bool = False,
        **kwargs: Any,
    ) -> None:
        self._syncing = False
        self._rows: list[tuple[widgets.Button, widgets.Button, widgets.HTML]] = []
        self.verb = verb
        #: only the first entry applies; the others then don't (616.1, a spell's destination)
        self.only_first = only_first
        self.tags = widgets.TagsInput(
            value=list(options),
            allowed_tags=list(dict.fromkeys(options)),
            allow_duplicates=len(set(options)) < len(options),
            layout=widgets.Layout(width="100%"),
        )
        self.tags.add_class("rk-order-tags")
        self.rows = widgets.VBox(layout=widgets.Layout(margin="2px 0 0 0"))
        self.rows.add_class("rk-order-rows")
        parts: list[widgets.Widget] = []
        if description:
            parts.append(widgets.HTML(f'<div style="{FONT}">{html_lib.escape(description)}</div>'))
        parts.append(stylesheet())  # hides each tag's ×
        if hint:
            parts.append(widgets.HTML(note(hint)))
        super().__init__(children=[*parts, self.tags, self.rows], **kwargs)
        self.add_class("rk-order-picker")
        self.options = list(options)
        self.value = list(value) if value is not None else list(options)
        self._draw()
        self.tags.observe(self._on_tags, names="value")

    # ---- the value is a permutation of the options -----------------------------------
    @traitlets.validate("value")
    def _valid_value(self, proposal: dict[str, Any]) -> list[str]:
        return repair_order(proposal["value"], self.options)

    @traitlets.observe("value")
    def _on_value(self, change: dict[str, Any]) -> None:
        self._draw()

    @traitlets.observe("options")
    def _on_options(self, change: dict[str, Any]) -> None:
        opts = list(change["new"])
        self.tags.allowed_tags = list(dict.fromkeys(opts))
        self.tags.allow_duplicates = len(set(opts)) < len(opts)
        self.value = repair_order(self.value, opts)
        self._draw()

    def _on_tags(self, change: dict[str, Any]) -> None:
        if self._syncing:
            return
        new = list(change["new"])
        if sorted(new) == sorted(self.options):
            self.value = new  # a drag: the same tags in another order
        else:
            # a tag deleted (Backspace) or typed: put the order back as it was, never
            # reorder behind the reader's back
            self._draw()

    # ---- buttons -----------------------------------------------------------------------
    def move(self, index: int, delta: int) -> None:
        """Move the entry at ``index`` up (``delta`` < 0, resolves earlier) or down."""
        self.value = move(self.value, index, delta)

    def _pressed(self, index: int, delta: int) -> None:
        """A move button was pressed: move its entry, and keep the keyboard focus on that
        entry's row (its new place), so ▲ ▲ moves one entry twice."""
        self.move(index, delta)
        to = max(0, min(len(self.value) - 1, index + delta))
        up, down, _ = self._rows[to]
        same, other = (up, down) if delta < 0 else (down, up)
        (other if same.disabled else same).focus()

    def _button(self, text: str, index: int, delta: int) -> widgets.Button:
        b = widgets.Button(
            description=text, layout=widgets.Layout(width="34px", height="26px", padding="0")
        )
        b.add_class("rk-move-up" if delta < 0 else "rk-move-down")
        b.on_click(lambda _b: self._pressed(index, delta))
        return b

    def _draw(self) -> None:
        """Show the order in the tags and in the rows of buttons (the rows stay the same
        widgets while their number does, so a focused button keeps its focus)."""
        if not hasattr(self, "rows"):
            return
        self._syncing = True
        try:
            if list(self.tags.value) != list(self.value):
                self.tags.value = list(self.value)
        finally:
            self._syncing = False
        n = len(self.value)
        if len(self._rows) != n:
            for row in self.rows.children:
                for child in getattr(row, "children", ()):
                    child.close()
                row.close()
            self._rows = [
                (
                    self._button("▲", i, -1),
                    self._button("▼", i, +1),
                    widgets.HTML(layout=widgets.Layout(margin="0 0 0 6px")),
                )
                for i in range(n)
            ]
            self.rows.children = [
                widgets.HBox(list(row), layout=widgets.Layout(align_items="center"))
                for row in self._rows
            ]
        does = self.verb[:-1] + "ies" if self.verb.endswith("y") else self.verb + "s"
        for i, label in enumerate(self.value):
            up, down, text = self._rows[i]
            up.tooltip = f"Move {label} up: {self.verb} earlier"
            up.disabled = i == 0
            down.tooltip = f"Move {label} down: {self.verb} later"
            down.disabled = i == n - 1
            place = f"{does} first" if i == 0 else f"{does} last" if i == n - 1 else ""
            if self.only_first:
                place = does if i == 0 else f"then doesn't {self.verb}"
            text.value = (
                f'<span style="{FONT}"><b>{i + 1}.</b> {html_lib.escape(label)}'
                + (
                    f' <span style="color:{MUTED};font-size:0.85em">({place})</span>'
                    if place
                    else ""
                )
                + "</span>"
            )
