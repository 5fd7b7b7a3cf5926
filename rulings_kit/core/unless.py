"""Restrictions with an exception (508.1c, 509.1b): "~ can't attack unless you control an
artifact", "~ can't attack unless defending player is poisoned". The restriction applies
while its exception doesn't hold (:class:`UnlessHolds`, a static effect's condition,
611.3a); an exception about the defending player is asked of the player the creature would
attack (506.2), as the declaration of attackers is checked (``core.combat``, which sets
that player for the check).
"""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core.characteristics import is_creature, is_land
from rulings_kit.core.conditions import SourceTest
from rulings_kit.core.designations import MONARCH
from rulings_kit.core.restrictions import restrictions, says
from rulings_kit.core.state import GameObject, GameState
from rulings_kit.core.values import PART, Part


@dataclass(**PART)
class UnlessHolds(Part):
    """The "unless ..." of a restriction: true, so the restriction applies, while
    ``exception`` doesn't hold (508.1c: "can't attack unless some condition is met")."""

    exception: SourceTest

    def __call__(self, s: GameState, me: GameObject) -> bool:
        return not self.exception(s, me)


@dataclass(**PART)
class DefenderPoisoned(Part):
    """"defending player is poisoned": the player attacked (506.2) has one or more poison
    counters (122.1f); no player is defending outside a declaration or a combat."""

    def __call__(self, s: GameState, me: GameObject) -> bool:
        return s.defender is not None and s.player(s.defender).counter("poison") > 0


@dataclass(**PART)
class DefenderIsMonarch(Part):
    """"defending player is the monarch" (725.1): the player attacked has the
    designation."""

    def __call__(self, s: GameState, me: GameObject) -> bool:
        return s.defender is not None and MONARCH in s.player(s.defender).designations


@dataclass(**PART)
class DefenderGraveyardAtLeast(Part):
    """"defending player has seven or more cards in their graveyard" (404.2: every card
    there counts)."""

    n: int

    def __call__(self, s: GameState, me: GameObject) -> bool:
        return s.defender is not None and len(s.player(s.defender).graveyard) >= self.n


@dataclass(**PART)
class MoreThanOpponent(Part):
    """"you control more creatures than defending player", "... more lands than ...":
    the permanents of that card type each controls now (``lands``: lands, else creatures);
    with ``attacking``, than the attacking player (the active player, 506.2), as it
    blocks."""

    lands: bool = False
    attacking: bool = False

    def __call__(self, s: GameState, me: GameObject) -> bool:
        other = s.active if self.attacking else s.defender
        if other is None or other == me.controller:
            return False
        kind = is_land if self.lands else is_creature
        mine = sum(1 for o in s.permanents(me.controller) if kind(s, o))
        return mine > sum(1 for o in s.permanents(other) if kind(s, o))


@dataclass(**PART)
class OpponentControlsMore(Part):
    """"if an opponent controls more lands than you", "... more creatures than you": some
    opponent still in the game controls more permanents of that card type now than the
    source's controller (``lands``: lands, else creatures)."""

    lands: bool = False

    def __call__(self, s: GameState, me: GameObject) -> bool:
        kind = is_land if self.lands else is_creature
        mine = sum(1 for o in s.permanents(me.controller) if kind(s, o))
        return any(sum(1 for o in s.permanents(p.name) if kind(s, o)) > mine
                   for p in s.players if p.name != me.controller and not p.lost)


#: "~ can't attack unless a black or green creature also attacks", "... at least two other
#: creatures attack": of the creatures declared with it, ``at_least`` are ones the effect's
#: ``by`` picks (508.1c); and the same of blockers (509.1b)
ALSO_ATTACKING = "can't attack unless other creatures attack"
ALSO_BLOCKING = "can't block unless other creatures block"


def exception_text(state: GameState, obj: GameObject, restriction: str) -> str:
    """The words of a static ability whose exception doesn't hold that puts
    ``restriction`` on ``obj`` ("~ can't attack unless you control an artifact."), or ''."""
    return next((e.text for _, e in restrictions(state, obj)
                 if isinstance(e.condition, UnlessHolds) and says(e.restriction, restriction)),
                "")


__all__ = ["ALSO_ATTACKING", "ALSO_BLOCKING", "DefenderGraveyardAtLeast", "DefenderIsMonarch",
           "DefenderPoisoned", "MoreThanOpponent", "UnlessHolds", "exception_text"]
