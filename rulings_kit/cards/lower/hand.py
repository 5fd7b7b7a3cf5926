"""The keywords whose abilities are activated from their card's owner's hand, built as the
engine's abilities (113.6, 602.2): transmute (702.53a). Cycling's are
rulings_kit.cards.lower.keywords; the graveyard's, rulings_kit.cards.lower.graveyard."""

from __future__ import annotations

from dataclasses import replace

from rulings_kit.cards import model as m
from rulings_kit.core import definitions as d
from rulings_kit.core.cost_parts import DiscardSelf
from rulings_kit.core.filters import Bound, Stat
from rulings_kit.core.mana import ManaCost
from rulings_kit.core.state import Zone


def transmute_search(mana_value: int) -> m.Search:
    """What transmute does (702.53a): "Search your library for a card with the same mana
    value as the discarded card, reveal that card, and put it into your hand. Then shuffle
    your library." The discarded card is the card itself, whose mana value, in the
    graveyard, is its printed one (202.3): ``mana_value``."""
    same = replace(m.ANY_CARD, compare=m.Compare(Stat.MANA_VALUE, mana_value, Bound.EXACTLY))
    return m.Search(same, m.FoundTo.YOUR_HAND, reveal=True, reveal_that_card=True)


def transmute(cost: ManaCost, search: tuple[d.Effect, ...]) -> d.ActivatedAbility:
    """Transmute [cost] (702.53a): "[Cost], Discard this card: [``search``, built from
    :func:`transmute_search`] Activate only as a sorcery.", an activated ability that
    functions only while the card is in a player's hand (it exists in every zone,
    702.53b); its discard is not cycling (702.29c)."""
    return d.ActivatedAbility(d.Cost(cost, parts=(DiscardSelf(cycling=False),)), search,
                              reminder="Transmute only as a sorcery.", sorcery_speed=True,
                              zone=Zone.HAND)


__all__ = ["transmute", "transmute_search"]
