"""Split second (702.61a): "As long as this spell is on the stack, players can't cast other
spells or activate abilities that aren't mana abilities." Mana abilities and special
actions stay allowed, and triggered abilities trigger as usual (702.61b); several
instances on one spell are redundant (702.61c)."""

from __future__ import annotations

from rulings_kit.core.characteristics import has_keyword
from rulings_kit.core.state import GameState
from rulings_kit.errors import IllegalActionError

SPLIT_SECOND = "Split second"


def check_split_second(state: GameState, doing: str) -> None:
    """Raise IllegalActionError, citing 702.61a, while a spell with split second is on the
    stack: ``doing`` ("cast [a card]", "activate [its] ability") can't be done."""
    for i in state.stack:
        spell = state.obj(i)
        if spell.is_spell and has_keyword(state, spell, SPLIT_SECOND):
            raise IllegalActionError(
                f"{spell.name} has split second and is on the stack: no player can "
                f"{doing} (702.61a); only mana abilities and special actions (702.61b)",
                ("702.61a",))


__all__ = ["SPLIT_SECOND", "check_split_second"]
