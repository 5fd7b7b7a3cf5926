"""Benchmarks, run by a command (not timed assertions in the test suite).

``python -m benchmarks`` runs every ``benchmarks/bench_*.py`` module's ``main()``;
``python -m benchmarks.bench_NAME`` runs one.
"""
