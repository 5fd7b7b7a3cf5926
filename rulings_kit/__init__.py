"""rulings_kit: explain Magic: The Gathering rulings with a rules engine and diagrams.

Importing the package is cheap: submodules are loaded when first used.

The engine is a function from a state and an action to a new state and what happened
(``rulings_kit.core.apply``); the state is a value, never changed in place, and an
action the rules forbid raises an ``IllegalActionError`` naming the rule:

    >>> from rulings_kit.core import Cast, Resolve, apply
    >>> from rulings_kit.scenarios import Scenario
    >>> start = (Scenario.build("Shock the Bears")
    ...          .player("Alice", battlefield=["Mountain"], hand=["Shock"])
    ...          .player("Bob", battlefield=["Grizzly Bears"]).done().start())
    >>> cast = apply(start, Cast("Shock", targets=("Grizzly Bears",)))
    >>> cast.state
    GameState(turn 1, Alice's first main phase, stack: Shock → Grizzly Bears, 3 objects)
    >>> for event in apply(cast.state, Resolve()).events:
    ...     print(event)
    Alice passes priority
    Bob passes priority
    Shock deals 2 damage to Grizzly Bears
    Shock resolves
    Shock moves from stack to Alice's graveyard (resolved)
    Grizzly Bears moves from battlefield to Bob's graveyard (lethal damage)
    >>> apply(start, Cast("Shock"))
    Traceback (most recent call last):
    ...
    rulings_kit.errors.IllegalActionError: Shock needs 1 target (any target) but 0 were ... (601.2c)
"""

from __future__ import annotations

__version__ = "0.1.0"


def _show(thing: object) -> object:
    """IPython's display hook for traces, steps and states: imports the renderers (and
    graphviz) only when a notebook first shows one of them."""
    from rulings_kit.render.jupyter import mimebundle

    return mimebundle(thing)  # type: ignore[arg-type]


def load_ipython_extension(ipython: object) -> None:
    """Show a Trace, a TraceStep or a GameState as a diagram with a caption.

    Done automatically when the package is imported inside IPython/Jupyter. Formatters
    are registered by class *name*, so nothing is imported until something is shown.
    """
    formatter = ipython.display_formatter.mimebundle_formatter  # type: ignore[attr-defined]
    for module, name in (
        ("rulings_kit.trace", "Trace"),
        ("rulings_kit.trace", "TraceStep"),
        ("rulings_kit.core.state", "GameState"),
    ):
        formatter.for_type_by_name(module, name, _show)


def _hook_notebook_display() -> None:
    import sys

    ipython = sys.modules.get("IPython")  # only if IPython is already running: no import
    shell = getattr(ipython, "get_ipython", lambda: None)() if ipython else None
    if shell is not None and hasattr(shell, "display_formatter"):
        import contextlib

        # a display nicety must never break `import rulings_kit`
        with contextlib.suppress(Exception):
            load_ipython_extension(shell)


_hook_notebook_display()
