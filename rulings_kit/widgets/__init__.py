"""Jupyter widgets for rulings: the only package that imports ipywidgets.

* :class:`OrderPicker` — a player's simultaneous triggers, first to resolve first:
  drag the tags, or use the move-up / move-down buttons;
* :class:`XSlider` — X within what the mana allows; disabled, with the rule, when X
  is forced (107.3b);
* :class:`StepPlayer` — play a trace frame by frame: the stack and the narration;
* :class:`ChoicePanel` — a control for each question a run asked;
* :class:`Explorer` — all of them on one scenario: change an answer, everything re-runs;
* :class:`Comparison` — two runs side by side, and what differs;
* :class:`ExploreProgress` / :func:`explore` — a progress bar for ``explore()``;
* :func:`fit` — a wide diagram at the width of the page;
* :func:`quote_rulings` — a card's official rulings, quoted; :func:`card_box` — its
  Oracle text; :class:`Row` — figures side by side.

The logic lives in modules that don't import ipywidgets (:mod:`.controller` and
the modules it uses, :mod:`.frames`, :mod:`.html`), so ``from rulings_kit.widgets.controller import
Session`` works without a notebook. Names here are imported when first used.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rulings_kit.widgets.controller import Outcome, Session
    from rulings_kit.widgets.explorer import Comparison, Explorer
    from rulings_kit.widgets.frames import Frame, frames
    from rulings_kit.widgets.html import (
        CardBox,
        Quote,
        Row,
        RuleQuote,
        card_box,
        fit,
        quote_rule,
        quote_rulings,
        table,
    )
    from rulings_kit.widgets.order import OrderPicker
    from rulings_kit.widgets.panel import ChoicePanel
    from rulings_kit.widgets.player import StepPlayer
    from rulings_kit.widgets.progress import ExploreProgress, explore
    from rulings_kit.widgets.views import QuestionView, XView
    from rulings_kit.widgets.xslider import XSlider

_WHERE = {
    "CardBox": "html",
    "ChoicePanel": "panel",
    "Comparison": "explorer",
    "ExploreProgress": "progress",
    "Explorer": "explorer",
    "Frame": "frames",
    "OrderPicker": "order",
    "Outcome": "controller",
    "QuestionView": "views",
    "Quote": "html",
    "Row": "html",
    "RuleQuote": "html",
    "Session": "controller",
    "StepPlayer": "player",
    "XSlider": "xslider",
    "XView": "views",
    "card_box": "html",
    "explore": "progress",
    "fit": "html",
    "quote_rule": "html",
    "frames": "frames",
    "quote_rulings": "html",
    "table": "html",
}

__all__ = [
    "CardBox",
    "ChoicePanel",
    "Comparison",
    "ExploreProgress",
    "Explorer",
    "Frame",
    "OrderPicker",
    "Outcome",
    "QuestionView",
    "Quote",
    "Row",
    "RuleQuote",
    "Session",
    "StepPlayer",
    "XSlider",
    "XView",
    "card_box",
    "explore",
    "fit",
    "frames",
    "quote_rule",
    "quote_rulings",
    "table",
]


def __getattr__(name: str) -> Any:
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module 'rulings_kit.widgets' has no attribute {name!r}")
    value = getattr(importlib.import_module(f"rulings_kit.widgets.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return __all__
