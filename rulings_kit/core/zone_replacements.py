"""Replacement effects on an object going to a graveyard (614.1a): "If a card or token
would be put into a graveyard from anywhere, exile it instead.", "If a creature an
opponent controls would die, exile it instead.", "If ~ would die, return it to its
owner's hand instead.", "If ~ would be put into a graveyard from anywhere, reveal ~ and
shuffle it into its owner's library instead.", and a resolved spell's "if that creature
would die this turn, exile it instead". When two or more apply, the affected object's
controller (its owner if it has none) chooses the one that applies (616.1); the event
is then no longer a move to a graveyard, so the others don't apply (616.1f)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rulings_kit.core.card_shapes import CardShape
from rulings_kit.core.characteristics import is_creature
from rulings_kit.core.definitions import GoesInstead
from rulings_kit.core.questions import Ask, Option
from rulings_kit.core.state import GameObject, Kind, Zone
from rulings_kit.core.words import possessive

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Changes


@dataclass(frozen=True)
class Instead:
    """Where an object that would have gone to a graveyard goes, and by whose effect."""

    by: str
    to: Zone
    how: str
    bottom: bool = False
    shuffle: bool = False


def instead_of_graveyard(changes: Changes, obj: GameObject) -> Instead | None:
    """The replacement effect that applies to ``obj`` going to its owner's graveyard
    (614.1a), chosen by the affected object's controller among several (616.1), or None."""
    found = _applicable(changes, obj)
    if len(found) > 1:
        who = obj.controller if obj.zone in (Zone.BATTLEFIELD, Zone.STACK) else obj.owner
        order = changes.ask_order(
            Ask.REPLACE, who, f"{who} chooses which replacement effect applies to {obj.name}",
            "616.1", [Option(i, label) for i, (label, _) in enumerate(found)],
            exclusive=True)  # it goes to one place: the others no longer apply (616.1f)
        found = [found[order[0]]]
    if not found:
        return None
    return found[0][1]


def _applicable(changes: Changes, obj: GameObject) -> list[tuple[str, Instead]]:
    state = changes.state
    found: list[tuple[str, Instead]] = []
    if obj.zone is Zone.BATTLEFIELD:  # a resolved spell's "if it would die this turn"
        for e in state.effects:
            if e.affected == obj.id and e.exile_if_dies and is_creature(state, obj):
                found.append((e.source_name, Instead(e.source_name, Zone.EXILE, "exiled")))
    own = (a for a in obj.card.of_kind(GoesInstead) if isinstance(a, GoesInstead)
           and a.anywhere)
    for a in own:  # its own ability, from wherever it is (113.6b)
        found.append(_option(obj, a, obj))
    for perm in state.permanents_whose(_has_instead):
        for a in perm.card.of_kind(GoesInstead):
            assert isinstance(a, GoesInstead)
            if not a.anywhere and _applies(changes, a, perm, obj):
                found.append(_option(perm, a, obj))
    return found


def _applies(changes: Changes, a: GoesInstead, perm: GameObject, obj: GameObject) -> bool:
    """Whether ``a`` (of ``perm``) replaces ``obj`` going to its owner's graveyard."""
    state = changes.state
    if a.dies and (obj.zone is not Zone.BATTLEFIELD or not is_creature(state, obj)):
        return False  # it dies only as a creature going from the battlefield (700.4)
    if a.affects is not None:
        return a.affects(state, perm, obj)
    if obj.kind is Kind.TOKEN and not a.tokens:
        return False
    return not a.opponents or obj.owner != perm.controller


def _option(perm: GameObject, a: GoesInstead, obj: GameObject) -> tuple[str, Instead]:
    by = perm.display_name
    label = f"{possessive(perm.name)} ability" if perm.id != obj.id else by
    return label, Instead(by, a.to, a.words(), a.bottom, a.shuffle)


def _has_instead(card: CardShape) -> bool:
    return bool(card.of_kind(GoesInstead))
