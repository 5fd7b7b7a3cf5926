"""Hand-built definitions of the bundled cards the Oracle-text compiler and interpreter
can't build yet (:mod:`rulings_kit.cards.bundled` lists the ones they can): each card's
abilities, declared from typed parts.

Printed characteristics (cost, types, colours, P/T) come from the bundled Oracle data;
here each card says only what it does.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rulings_kit.core.definitions import (
    CardDef,
    Mode,
)


@dataclass(frozen=True)
class Spec:
    """What a card does, beyond its printed characteristics."""

    modes: tuple[Mode, ...] = ()
    choose_modes: int = 0
    abilities: tuple[Any, ...] = ()
    keywords: tuple[str, ...] = ()  # keyword lines, in printed order
    trailing: tuple[str, ...] = ()  # keyword lines printed last (Rebound, Miracle)
    characteristic: tuple[str, ...] = ()
    kicker: str | None = None
    multikicker: bool = False


def specs(token: Callable[[str], CardDef]) -> dict[str, Spec]:
    """Every card's Spec. ``token`` looks up a token's definition by name."""
    return {
    }
