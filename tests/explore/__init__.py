"""Tests of rulings_kit.explore."""
