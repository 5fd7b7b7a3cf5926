"""Dredge (702.52a): "Dredge N" is a static ability that functions while its card is in a
player's graveyard: "As long as you have at least N cards in your library, if you would draw
a card, you may instead mill N cards and return this card from your graveyard to your hand."

A replacement effect of each draw (614.1a, 121.6): before a player draws a card, each card
with dredge in their graveyard whose N their library can pay (702.52b) offers to replace
the draw, a ``may:CARD`` question, in the graveyard's order; the first they accept mills N
cards (701.17a) and returns to their hand, and the card isn't drawn. Declining them all,
they draw.
"""

from __future__ import annotations

from contextlib import AbstractContextManager
from typing import Protocol

from rulings_kit.core import events as ev
from rulings_kit.core.abilities import Dredge
from rulings_kit.core.card_shapes import CardShape
from rulings_kit.core.objects import ObjectTable
from rulings_kit.core.state import GameObject, GameState, Zone
from rulings_kit.core.words import plural

RULE = "702.52a"


class Draws(Protocol):
    """What dredge needs of the changes a draw makes (``changes.GameChanges``)."""

    state: GameState

    def emit(self, event: ev.Event) -> None: ...

    def ask_may(self, source: GameObject, player: str, prompt: str,
                rule: str = "603.5") -> bool: ...

    def move(self, obj: GameObject, to: Zone, *, how: str, rule: str) -> GameObject | None: ...

    def together(self) -> AbstractContextManager[None]: ...


def dredge_of(card: GameObject) -> Dredge | None:
    """The card's dredge ability, or None."""
    found = card.card.of_kind(Dredge)
    return found[0] if found else None


def _has_dredge(card: CardShape) -> bool:
    return bool(card.of_kind(Dredge))


def dredge_instead(txn: Draws, player: str) -> bool:
    """Whether ``player``, about to draw a card, dredges instead (702.52a): mills N cards and
    returns a card with dredge N from their graveyard to their hand. Only with at least N
    cards in their library (702.52b)."""
    state = txn.state
    objects = state.objects
    assert isinstance(objects, ObjectTable)  # its answers are kept from state to state
    if not objects.any_having(_has_dredge):  # the usual case: no card in the game has it
        return False
    slot = state.player_names.index(player) + 1
    graveyard = state.player(player).graveyard
    library = len(state.player(player).library)
    for card in map(objects.get, objects.having(graveyard, _has_dredge, slot=slot)):
        ability = dredge_of(card)
        if ability is None or library < ability.n:  # 702.52b: can't mill fewer this way
            continue
        if not txn.ask_may(card, player, f"{player} may mill {plural(ability.n, 'card')} "
                           f"and return {card.name} to their hand instead of drawing a card "
                           f"({ability.text})", RULE):
            continue
        with txn.together():  # milled at once: one batch (603.2c)
            for top in state.player(player).library[:ability.n]:
                txn.move(txn.state.obj(top), Zone.GRAVEYARD, how=ev.MILLED, rule="701.17a")
        txn.move(txn.state.obj(card.id), Zone.HAND, how="returned instead of a draw",
                 rule=RULE)
        txn.emit(ev.Noted(RULE, f"{player} dredges {card.name} instead of drawing a card: "
                          f"mills {plural(ability.n, 'card')} and returns it to their hand"))
        return True
    return False


__all__ = ["RULE", "Dredge", "dredge_instead", "dredge_of"]
