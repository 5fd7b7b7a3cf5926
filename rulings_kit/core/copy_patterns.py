"""The trigger pattern of a player copying a spell (707.10), or casting or copying one
(Magecraft, 207.2c): "Whenever you cast or copy an instant or sorcery spell". A copy of a
spell isn't cast (707.10): casting it is one event (601.2i), putting a copy of it on the
stack another (``CopyCreated``), and the copy is controlled by the player under whose
control it was put on the stack (707.10)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.filters import ObjectTest
from rulings_kit.core.patterns import Actor
from rulings_kit.core.state import GameObject, GameState
from rulings_kit.core.values import PART, Part


@dataclass(**PART)
class CopiesSpell(Part):
    """A copy of a spell passing ``test`` put on the stack under the control of a player
    ``actor`` names (707.10); with ``or_cast``, a spell passing it cast by one (601.2i).
    It remembers the spell or the copy ("that spell")."""

    actor: Actor
    test: ObjectTest
    or_cast: bool = False

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> GameObject | None:
        if isinstance(e, ev.CopyCreated):
            spell, player = e.copy, e.copy.controller
        elif isinstance(e, ev.SpellCast) and self.or_cast:
            spell, player = e.spell, e.player
        else:
            return None
        return spell if self.actor.did(player, me) and self.test(s, me, spell) else None
