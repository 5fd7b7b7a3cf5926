"""Shared pytest configuration."""

from __future__ import annotations

import os

from hypothesis import settings

# Hypothesis profiles: "ci" (default) keeps the suite quick; "long" is for `make fuzz`.
settings.register_profile("ci", max_examples=50, deadline=None)
settings.register_profile("long", max_examples=2000, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
