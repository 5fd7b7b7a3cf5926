"""Cipher (702.99a), on an instant or sorcery: "If this spell is represented by a card, you
may exile this card encoded on a creature you control" (the last part of its resolution,
so the card goes from the stack to exile, never to the graveyard), and "For as long as this
card is encoded on that creature, that creature has 'Whenever this creature deals combat
damage to a player, you may copy the encoded card and you may cast the copy without paying
its mana cost.'"

The card stays encoded while it stays in exile and the creature on the battlefield, even if
the creature changes controller or stops being a creature (702.99b-c): a pair of ids in
``GameState.encoded``. The ability the creature has is carried by the encoded card, which
is asked when the creature deals combat damage; it triggers only while the creature has
its abilities (613.1f), and is controlled by the creature's controller (603.3a; its
ruling: "If another player gains control of the creature, that player will control the
triggered ability").
"""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.layers import has_text_abilities
from rulings_kit.core.state import GameObject, GameState, Zone
from rulings_kit.core.values import PART, Part

#: the rule of the keyword
RULE = "702.99a"


def encoded_on(state: GameState, card: GameObject) -> GameObject | None:
    """The creature ``card`` (in exile) is encoded on, if it still is (702.99c)."""
    if card.zone is not Zone.EXILE:
        return None
    for c, creature in state.encoded:
        if c == card.id and state.has(creature) and \
                state.obj(creature).zone is Zone.BATTLEFIELD:
            return state.obj(creature)
    return None


def encoded_cards(state: GameState, creature_id: int) -> list[GameObject]:
    """The cards in exile encoded on the permanent ``creature_id`` (702.99c)."""
    return [state.obj(c) for c, on in state.encoded
            if on == creature_id and state.has(c) and state.obj(c).zone is Zone.EXILE]


def trigger_controller(state: GameState, source: GameObject) -> str:
    """Who controls an ability ``source`` triggers: its controller (603.3a), or, for the
    ability an encoded card gives its creature, that creature's controller."""
    if state.encoded and source.zone is Zone.EXILE:
        creature = encoded_on(state, source)
        if creature is not None:
            return creature.controller
    return source.controller


@dataclass(**PART)
class EncodedDealsCombatDamage(Part):
    """"Whenever this creature deals combat damage to a player", the ability the encoded
    card (the source, in exile) gives its creature: combat damage (510.2) to a player from
    the creature it is encoded on, which still has its abilities (613.1f; its ruling)."""

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> bool:
        if not isinstance(e, ev.DamageDealt) or e.rule != "510.2" or \
                not isinstance(e.target, str):
            return False
        creature = encoded_on(s, me)
        return creature is not None and creature.id == e.source.id and \
            has_text_abilities(s, creature)


__all__ = ["RULE", "EncodedDealsCombatDamage", "encoded_cards", "encoded_on",
           "trigger_controller"]
