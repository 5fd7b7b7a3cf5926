"""The trigger pattern of a player sacrificing a permanent (701.21a, 603.2): "Whenever you
sacrifice a Clue", "Whenever you sacrifice another creature", "Whenever an opponent
sacrifices a nontoken permanent". Sacrificed to pay a cost (601.2h, 602.2b) or as an
instruction says, it is sacrificed all the same.

Such an ability looks back in time (603.10a): the permanent is tested as it last existed on
the battlefield, and the ability's source sees itself sacrificed, and the permanents
sacrificed at the same time as it (``core.triggers`` asks the objects that left).
"""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.filters import ObjectTest
from rulings_kit.core.move_words import SACRIFICED
from rulings_kit.core.patterns import Actor, Hit
from rulings_kit.core.state import GameObject, GameState, Zone
from rulings_kit.core.values import PART, Part
from rulings_kit.core.zone_fields import as_it_left


def sacrificed(e: ev.ZoneChanged) -> bool:
    """Whether a permanent was sacrificed: moved from the battlefield by its controller as
    an instruction or a cost says (701.21a), to wherever it went (614.1a)."""
    return e.from_zone is Zone.BATTLEFIELD and e.how.startswith(SACRIFICED)


@dataclass(**PART)
class Sacrifices(Part):
    """"you sacrifice a creature" (701.21a): a permanent its controller (``actor``, seen from
    the source) sacrificed, passing ``who`` as it last existed on the battlefield (603.10a).
    "It" is the card it became where it went (400.7e), if it went somewhere (a token ceases
    to exist, 704.5d)."""

    actor: Actor
    who: ObjectTest

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> Hit:
        assert isinstance(e, ev.ZoneChanged)
        # only its controller can sacrifice a permanent (701.21a)
        if not sacrificed(e) or not self.actor.did(e.old.controller, me):
            return None
        return (e.new or True) if self.who(s, me, as_it_left(s, e.old)) else None
