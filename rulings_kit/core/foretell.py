"""Foretell (702.143a): "Any time a player has priority during their turn, that player may
pay {2} and exile a card with foretell from their hand face down. That player may look at
that card as long as it remains in exile. They may cast that card after the current turn
has ended by paying any foretell cost it has rather than paying that spell's mana cost."

Foretelling is a special action (702.143b, 116.2h; ``special_actions.foretell``,
``foretell = "Card"`` in a scenario). The foretold card is exiled face down (406.3) in its
owner's pile of foretold cards, numbered in the order they were exiled (702.143e), and
remembers the turn it was foretold (``FaceDown.foretold``); its owner may look at it (so a
scenario names it by its name) while every other reader sees "card 1 of Alice's foretold
cards". Casting it is the card's own permission to be cast from a zone other than the
hand, :class:`~rulings_kit.core.abilities.CastFromGraveyard` with ``zone`` exile
(``alt = "foretell"``, ``from = "exile"``); it is turned face up as it is cast (406.3a).
"""

from __future__ import annotations

from rulings_kit.core.abilities import CastFromGraveyard
from rulings_kit.core.mana import ManaCost
from rulings_kit.core.state import GameObject, GameState
from rulings_kit.core.words import possessive

FORETELL = "Foretell"
RULE = "702.143a"
#: what foretelling a card costs (702.143a, 116.2h)
FORETELLING = ManaCost.parse("{2}")


def foretell_of(card: GameObject) -> CastFromGraveyard | None:
    """The card's foretell ability (its permission to be cast from exile), or None."""
    return next((p for p in card.card.of_kind(CastFromGraveyard) if p.keyword == FORETELL),
                None)


def foretold_pile(player: str) -> str:
    """The pile a player's foretold cards are kept in, apart from other face-down cards in
    exile (702.143e, 406.4)."""
    return f"{possessive(player)} foretold cards"


def foretold_problems(state: GameState, card: GameObject) -> list[tuple[str, str]]:
    """Why ``card`` in exile can't be cast for its foretell cost now, with the rule: it
    isn't a foretold card (702.143c), or it was foretold this turn (702.143a)."""
    down = card.face_down
    if down is None or down.foretold is None:
        return [(f"{card.name} isn't a foretold card: only a card its owner exiled face down "
                 "with its foretell ability is cast for its foretell cost", "702.143c")]
    if down.foretold >= state.turn:
        return [(f"{card.name} was foretold this turn: it can be cast for its foretell cost "
                 "only after the turn it was foretold has ended", RULE)]
    return []


__all__ = ["FORETELL", "FORETELLING", "RULE", "foretell_of", "foretold_pile",
           "foretold_problems"]
