"""Replacement effects of static abilities lowered into the engine's parts (614.1a)."""

from __future__ import annotations

from rulings_kit.cards import model as m
from rulings_kit.cards.lower.filters import Unsupported
from rulings_kit.cards.lower.triggers import subject_test
from rulings_kit.core.definitions import GoesInstead
from rulings_kit.core.state import Zone

#: where "... instead" puts the object: (zone, on the bottom, shuffled, revealed)
_GOES = {m.GoesTo.EXILE: (Zone.EXILE, False, False, False),
         m.GoesTo.HAND: (Zone.HAND, False, False, False),
         m.GoesTo.LIBRARY_BOTTOM: (Zone.LIBRARY, True, False, False),
         m.GoesTo.LIBRARY_TOP: (Zone.LIBRARY, False, False, False),
         m.GoesTo.SHUFFLE: (Zone.LIBRARY, False, True, False),
         m.GoesTo.REVEAL_SHUFFLE: (Zone.LIBRARY, False, True, True)}


def goes_instead(ability: m.GoesInsteadText, text: str) -> GoesInstead:
    """"If a creature an opponent controls would die, exile it instead." (614.1a)."""
    itself = isinstance(ability.what, m.SelfRef)
    anywhere = ability.event is m.WouldGo.GRAVEYARD_FROM_ANYWHERE
    if anywhere and not itself:  # a filter names objects on the battlefield only
        raise Unsupported(ability.text())
    if ability.to is m.GoesTo.REVEAL_SHUFFLE and not itself:  # "reveal ~": the card itself
        raise Unsupported(ability.text())
    to, bottom, shuffle, reveal = _GOES[ability.to]
    return GoesInstead(to, None if anywhere else subject_test(ability.what),
                       dies=ability.event is m.WouldGo.DIE, anywhere=anywhere, bottom=bottom,
                       shuffle=shuffle, reveal=reveal, text=text)
