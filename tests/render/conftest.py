"""Render tests: the ones marked needs_dot are skipped where Graphviz's `dot` is missing."""

from __future__ import annotations

import pytest

from tests.render.helpers import HAS_DOT


@pytest.fixture(autouse=True)
def _skip_without_dot(request: pytest.FixtureRequest) -> None:
    if request.node.get_closest_marker("needs_dot") and not HAS_DOT:
        pytest.skip("needs Graphviz's `dot` (make sysdeps)")
