"""Splice onto [quality] [cost] (702.47a) as the engine's splice ability of a card."""

from __future__ import annotations

from rulings_kit.cards import model as m
from rulings_kit.cards.lower.filters import Unsupported
from rulings_kit.core.mana import ManaCost
from rulings_kit.core.splice import Splice

#: the qualities a card is spliced onto (702.47a), as printed: Arcane, or instant or sorcery
_ARCANE = m.Filter((m.Kind((m.Subtype("Arcane"),)),))
_INSTANT_OR_SORCERY = m.Filter((m.Kind((), (m.KindWord.INSTANT,)),
                                m.Kind((), (m.KindWord.SORCERY,))))


def splice(k: m.Keyword) -> Splice:
    """The splice ability "Splice onto Arcane {1}{R}" or "Splice onto instant or sorcery
    {2}{U}" (702.47a); any other quality, or a cost that isn't mana, is refused."""
    if k.filter is None or k.cost is None or not k.cost.mana or k.cost.others or k.dash \
            or k.cost.tap or k.cost.untap or k.cost.loyalty is not None:
        raise Unsupported(k.text())
    cost = ManaCost.parse(k.cost.mana)
    if cost.x_count:
        raise Unsupported(k.text())
    if k.filter == _ARCANE:
        return Splice(cost, k.text(), subtype="Arcane")
    if k.filter == _INSTANT_OR_SORCERY:
        return Splice(cost, k.text(), types=frozenset({"Instant", "Sorcery"}))
    raise Unsupported(k.text())


__all__ = ["splice"]
