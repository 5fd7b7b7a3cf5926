"""The trigger pattern of a player's first, second or third spell of a turn (601.2i):
"Whenever you cast your second spell each turn", "Whenever an opponent casts their first
spell each turn", "Whenever you cast your first spell during each opponent's turn". The
turn record keeps every spell cast this turn, those cast before the source was on the
battlefield too; a copy of a spell isn't cast (707.10), so it isn't counted."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.conditions import CastAs
from rulings_kit.core.patterns import Actor
from rulings_kit.core.state import GameObject, GameState
from rulings_kit.core.values import PART, Part


@dataclass(**PART)
class CastsNth(Part):
    """The spell just cast is the ``n``-th spell ``cast`` finds (as it was cast, 601.2i)
    that its caster, one ``actor`` names, cast this turn; ``opponents_turn``: in a turn of
    an opponent of the source's controller (102.3). It remembers the spell ("that
    spell")."""

    actor: Actor
    n: int
    cast: CastAs
    opponents_turn: bool = False

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> GameObject | None:
        assert isinstance(e, ev.SpellCast)
        if not self.actor.did(e.player, me) or (
                self.opponents_turn and s.active not in s.opponents(me.controller)):
            return None
        spells = [h for h in s.this_turn.spells_cast(e.player) if self.cast(h)]
        if len(spells) < self.n or spells[self.n - 1].object_id != e.spell.id:
            return None
        return e.spell
