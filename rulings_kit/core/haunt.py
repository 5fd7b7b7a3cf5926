"""Haunt (702.55a): "When this permanent is put into a graveyard from the battlefield,
exile it haunting target creature." on a permanent, "When this spell is put into a
graveyard during its resolution, exile it haunting target creature." on an instant or
sorcery. The card in exile haunts the creature the ability targeted (702.55b:
``GameState.haunting``, by ids, so a haunted creature that changes zones is a new object no
card haunts, 400.7), and its triggered abilities that refer to "the creature it haunts"
trigger in the exile zone (702.55c): "When the creature it haunts dies, ...".

The trigger patterns and the cards off the battlefield they are asked of; what the haunt
ability does is ``core.effects.haunting``.
"""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.state import GameObject, GameState, Zone
from rulings_kit.core.values import PART, Part

#: the rules of the keyword: the haunt ability; its abilities that work in exile
RULE, IN_EXILE = "702.55a", "702.55c"


@dataclass(**PART)
class HauntedBySource(Part):
    """"the creature it haunts" (702.55b): the object the source, a card in exile, haunts,
    whether or not it is still a creature."""

    def __call__(self, s: GameState, me: GameObject, obj: GameObject) -> bool:
        return (me.id, obj.id) in s.haunting


@dataclass(**PART)
class ResolvedIntoGraveyard(Part):
    """"When this spell card is put into a graveyard after resolving" (haunt on an instant
    or sorcery, 702.55a): the card itself, moved from the stack to its owner's graveyard as
    its resolution finishes (608.2n); a countered spell's card doesn't (701.6a)."""

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> GameObject | None:
        if not isinstance(e, ev.ZoneChanged) or e.new is None or e.new.id != me.id:
            return None
        if e.from_zone is not Zone.STACK or e.to_zone is not Zone.GRAVEYARD or \
                e.rule != RESOLVED:
            return None
        return e.new


#: the rule of a resolved spell's card going to its owner's graveyard
RESOLVED = "608.2n"


def haunters(state: GameState, event: ev.ZoneChanged) -> list[GameObject]:
    """The cards in exile that haunt the permanent ``event`` moved off the battlefield, whose
    abilities may trigger on it (702.55c); and the card a resolved spell put into a
    graveyard, whose haunt ability triggers from there (702.55a)."""
    found = []
    if event.from_zone is Zone.BATTLEFIELD and state.haunting:
        gone = event.old.id
        found = [state.obj(card) for card, haunted in state.haunting
                 if haunted == gone and state.has(card) and state.obj(card).zone is Zone.EXILE]
    if event.from_zone is Zone.STACK and event.new is not None and \
            event.to_zone is Zone.GRAVEYARD and event.rule == RESOLVED:
        found.append(event.new)
    return found


__all__ = ["IN_EXILE", "RESOLVED", "RULE", "HauntedBySource", "ResolvedIntoGraveyard",
           "haunters"]
