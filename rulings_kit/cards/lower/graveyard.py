"""The keywords that let a card be used from its owner's graveyard, built as the engine's
abilities: those that cast it from there (601.3), flashback (702.34a), escape (702.138a),
jump-start (702.133a) and retrace (702.81a), each the static ability
:class:`~rulings_kit.core.abilities.CastFromGraveyard`."""

from __future__ import annotations

from rulings_kit.cards import model as m
from rulings_kit.core import definitions as d
from rulings_kit.core.abilities import CastFromGraveyard

#: the keywords that let a card be cast from its owner's graveyard (601.3): their rule,
#: whether their cost is paid rather than the mana cost (118.9) or with it (601.2f),
#: whether the spell is exiled instead any time it would leave the stack, and whether the
#: resulting spell must be an instant or sorcery
GRAVEYARD_CASTS = {
    # "Flashback [cost]": "You may cast this card from your graveyard if the resulting
    # spell is an instant or sorcery spell by paying [cost] rather than paying its mana
    # cost" and "If the flashback cost was paid, exile this card instead ..."
    m.KeywordName.FLASHBACK: ("702.34a", True, True, True),
    # "Escape [cost]": "You may cast this card from your graveyard by paying [cost] rather
    # than paying its mana cost."
    m.KeywordName.ESCAPE: ("702.138a", True, False, False),
    # "Jump-start": "... if the resulting spell is an instant or sorcery spell by
    # discarding a card as an additional cost to cast it" and "... exile this card instead"
    m.KeywordName.JUMP_START: ("702.133a", False, True, True),
    # "Retrace": "... by discarding a land card as an additional cost to cast it."
    m.KeywordName.RETRACE: ("702.81a", False, False, False),
}

#: the costs of the graveyard keywords printed without one (702.133a, 702.81a)
GRAVEYARD_COSTS = {
    m.KeywordName.JUMP_START: m.CostText(others=(m.DiscardCost(m.ANY_CARD),)),
    m.KeywordName.RETRACE: m.CostText(others=(m.DiscardCost(
        m.Filter((m.LAND,), noun=m.FilterNoun.CARD)),)),
}


def graveyard_cast(keyword: m.KeywordName, cost: d.Cost) -> CastFromGraveyard:
    """The static ability a graveyard keyword stands for (:data:`GRAVEYARD_CASTS`), for
    ``cost``: the printed one, or the one the keyword says."""
    rule, alternative, exiled, spells_only = GRAVEYARD_CASTS[keyword]
    return CastFromGraveyard(keyword, rule, cost, alternative, exiled, spells_only)


__all__ = ["GRAVEYARD_CASTS", "GRAVEYARD_COSTS", "graveyard_cast"]
