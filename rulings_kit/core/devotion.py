"""Devotion (700.5): the mana symbols of a color, or of either of two colors, among the
mana costs of the permanents a player controls, and the conditions that compare it ("As
long as your devotion to white is less than five, Heliod isn't a creature.", 611.3a).

Devotion is counted from the permanents' copiable values and controllers, before any
effect that changes other characteristics (700.5a): so reading it never asks the layer
pass, which may itself be asking whether a God is a creature.
"""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core.mana import COLOR_NAMES
from rulings_kit.core.state import GameObject, GameState
from rulings_kit.core.values import PART, Part


def devotion(state: GameState, player: str, colors: tuple[str, ...]) -> int:
    """``player``'s devotion to ``colors`` (one color letter, or two: 700.5): each mana
    symbol of one of those colors in the mana costs of the permanents they control, a
    hybrid or Phyrexian symbol counted once if it has either color (the Gods' rulings);
    generic, colorless and X symbols never count, nor does a face-down permanent, which
    has no mana cost (708.2a)."""
    wanted = set(colors)
    return sum(1 for o in state.permanents(player)
               if o.turned_down is None and o.card.mana_cost is not None
               for s in (*o.card.mana_cost.symbols, *o.card.mana_cost.hybrid)
               if wanted & set(s.split("/")))


def devotion_words(colors: tuple[str, ...]) -> str:
    """"devotion to white and black"."""
    return "devotion to " + " and ".join(COLOR_NAMES[c] for c in colors)


@dataclass(**PART)
class DevotionLessThan(Part):
    """"your devotion to white is less than five" (700.5, 611.3a): of the source's
    controller, counted whenever it is checked. Asked of a permanent about to enter (as
    replacement effects look at it, 614.12), it isn't counted yet: it isn't on the
    battlefield (the Gods' ruling)."""

    colors: tuple[str, ...]
    n: int

    def __call__(self, s: GameState, me: GameObject) -> bool:
        return devotion(s, me.controller, self.colors) < self.n


__all__ = ["DevotionLessThan", "devotion", "devotion_words"]
