"""Where objects are and when: zones (400.1), the steps of a turn (500.1), and what kind
of object something is. Plain enums, used by everything in the engine.
"""

from __future__ import annotations

from enum import StrEnum


class Zone(StrEnum):
    LIBRARY = "library"
    HAND = "hand"
    BATTLEFIELD = "battlefield"
    GRAVEYARD = "graveyard"
    EXILE = "exile"
    STACK = "stack"
    COMMAND = "command"  # emblems (114.1, 408)


#: Zones each player has one of (400.1); the battlefield and the stack are shared.
PLAYER_ZONES = (Zone.LIBRARY, Zone.HAND, Zone.GRAVEYARD, Zone.EXILE)
#: Zones where every player sees a card's face (400.2): a face-down card moving here from
#: exile is seen (an exiled card is face down only in exile, 406.3).
PUBLIC_ZONES = (Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.EXILE, Zone.STACK)


class Step(StrEnum):
    """Steps and main phases of a turn, in order (500.1)."""

    UNTAP = "untap"
    UPKEEP = "upkeep"
    DRAW = "draw"
    MAIN1 = "main1"
    BEGINNING_OF_COMBAT = "beginning_of_combat"
    DECLARE_ATTACKERS = "declare_attackers"
    DECLARE_BLOCKERS = "declare_blockers"
    COMBAT_DAMAGE = "combat_damage"
    END_OF_COMBAT = "end_of_combat"
    MAIN2 = "main2"
    END = "end"
    CLEANUP = "cleanup"

    @property
    def order(self) -> int:
        """Its place in the turn, 0 for the untap step."""
        return _STEP_ORDER[self]


#: each step's place in the turn, worked out once (the engine asks at every step)
_STEP_ORDER = {step: i for i, step in enumerate(Step)}


class Kind(StrEnum):
    """What an object is: a card, a token, or something that exists only on the stack."""

    CARD = "card"
    TOKEN = "token"
    COPY = "copy"  # a copy of a spell (707.10)
    TRIGGER = "trigger"  # a triggered ability on the stack (603.3)
    ABILITY = "ability"  # an activated ability on the stack (602.2)
    EMBLEM = "emblem"  # in the command zone: neither a card nor a permanent (114.5)
