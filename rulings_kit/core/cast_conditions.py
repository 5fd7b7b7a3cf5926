"""Conditions of how a permanent came to the battlefield: "When this creature enters, if
you cast it from your hand, ..." (603.4, 601.2). The spell that became the permanent as it
resolved (608.3) is kept in the turn record with the zone it was cast from (601.2a) and the
player who cast it; a permanent put onto the battlefield any other way, or a copy of a spell
(707.10: a copy isn't cast), has none.

An enters ability triggers as the spell resolves, and its intervening "if" is checked again
as it resolves (603.4): both in the turn the spell was cast, since a step or phase ends only
with the stack empty (500.2). So the turn record always has the spell to ask about.
"""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core.state import GameObject, GameState, Step, Zone
from rulings_kit.core.turn_record import Did
from rulings_kit.core.values import PART, Part

#: the main phases (505.1)
_MAIN_PHASES = (Step.MAIN1, Step.MAIN2)


@dataclass(**PART)
class YouCastIt(Part):
    """"if you cast it": the source's controller cast the spell that became it (601.2,
    608.3); ``from_hand``: "from your hand" (601.2a); ``main_phase``: "during your main
    phase" (Addendum, 207.2c), which is now: the spell resolved in the step it was cast in,
    the stack emptying before any step ends (500.2)."""

    from_hand: bool = False
    main_phase: bool = False

    def __call__(self, s: GameState, me: GameObject) -> bool:
        cast = s.this_turn.spell_that_became(me.id)
        if cast is None or cast.player != me.controller:
            return False  # put onto the battlefield without being cast, or cast by another
        if self.from_hand and cast.from_zone is not Zone.HAND:
            return False
        return not self.main_phase or (s.active == me.controller and s.step in _MAIN_PHASES)


@dataclass(**PART)
class ThisSpellCast(Part):
    """"If this spell was cast from your hand" / "... from a graveyard" (601.2a), "If you
    cast this spell during your main phase" (addendum, 207.2c): asked of the resolving spell
    itself (608.2c) by the turn record's cast of it (601.2i), made by the player who controls
    it (the spell as it began to resolve: "Exile Emergency Powers." before its addendum
    doesn't change how it was cast). A copy of a spell wasn't cast (707.10) and has none: it
    never holds (the rulings of Apex of Power, Sphinx's Insight). A spell cast during a main
    phase resolves in it, the stack emptying before any step or phase ends (500.2), so
    ``main_phase`` is: it's a main phase of its caster's turn now."""

    from_zone: Zone | None = None
    main_phase: bool = False

    def __call__(self, s: GameState, me: GameObject) -> bool:
        cast = next((h for h in s.this_turn.of(Did.CAST) if h.object_id == me.id), None)
        if cast is None or cast.player != me.controller:
            return False
        if self.from_zone is not None and cast.from_zone is not self.from_zone:
            return False
        return not self.main_phase or (s.active == me.controller and s.step in _MAIN_PHASES)
