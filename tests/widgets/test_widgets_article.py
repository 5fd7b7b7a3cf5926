"""Widgets as an article shows them (``rulings-kit export --article``): still HTML with the
key figure and every alternative labelled, only when the export asks for it."""

from __future__ import annotations

import pytest

from rulings_kit.render.export import ARTICLE
from rulings_kit.widgets import Comparison, Explorer
from tests.widgets.conftest import COMET, scenario

pytestmark = pytest.mark.needs_dot


def test_a_widget_offers_its_still_version_only_to_an_article_export(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    ex = Explorer(scenario(COMET), views=["steps", "board"])
    monkeypatch.delenv(ARTICLE, raising=False)
    assert "text/html" not in ex._repr_mimebundle_()
    monkeypatch.setenv(ARTICLE, "1")
    still = ex._repr_mimebundle_()["text/html"]
    assert "<input" not in still and "<button" not in still and "<script" not in still
    # the key frame is the one with the copy on the stack, not the trigger before it
    assert "Alice creates a copy of Comet Storm on the stack" in still
    # each other answer, labelled with what it says, with its outcome
    assert "If instead Alice chooses not to copy Comet Storm" in still
    assert "If instead X = 0 for Comet Storm" in still
    assert still.count("<figure") >= 4


def test_a_comparison_shows_both_runs_under_their_labels(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(ARTICLE, "1")
    c = Comparison(
        scenario(COMET),
        {"x": {"Comet Storm": 0}},
        {"x": {"Comet Storm": 2}},
        labels=("X = 0", "X = 2"),
        view="board",
    )
    still = c._repr_mimebundle_()["text/html"]
    assert still.index(">X = 0</h4>") < still.index(">X = 2</h4>") < still.index("What differs")


def test_an_alternative_shows_the_view_where_it_differs(monkeypatch: pytest.MonkeyPatch) -> None:
    # Ivy triggers either way, so the trigger diagram of "not copying" is the one above:
    # the stack at the key frame, without the copy, is where that answer shows
    monkeypatch.setenv(ARTICLE, "1")
    ex = Explorer(scenario(COMET), views=["triggers", "steps"])
    still = ex._repr_mimebundle_()["text/html"]
    head = "If instead Alice chooses not to copy Comet Storm</h4>"
    declined = still[still.index(head) : still.index("<h4", still.index(head))]
    assert 'data-diagram="stack"' in declined
    assert declined.count("<figure") == 1
    assert "copy of Comet Storm" not in declined.split("<figure", 1)[1].split("</figure>")[0]
