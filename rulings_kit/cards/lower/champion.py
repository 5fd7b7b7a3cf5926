"""Champion an [object] (702.72a) as the two linked triggered abilities it stands for
(702.72b, 607.2k)."""

from __future__ import annotations

from dataclasses import replace

from rulings_kit.cards import model as m
from rulings_kit.cards.lower.filters import filter_test
from rulings_kit.cards.lower.triggers import trigger
from rulings_kit.core import definitions as d
from rulings_kit.core.champion import RULE, ChampionOrSacrifice

#: the second ability (702.72a): "When this permanent leaves the battlefield, return the
#: exiled card to the battlefield under its owner's control."
RETURNS = m.TriggeredAbilityText(
    "When", m.ObjectEvent(m.SelfRef(), m.ObjectVerb.LEAVES_THE_BATTLEFIELD),
    m.ReturnCard(m.ItRef(m.It.THE_EXILED_CARD), m.ReturnTo.BATTLEFIELD_OWNERS))


def champion_enters(kind: m.Filter) -> d.TriggeredAbility:
    """The first ability (702.72a): "When this permanent enters, sacrifice it unless you
    exile another [object] you control." ``kind``: the [object], as printed."""
    enters = replace(trigger(m.ObjectEvent(m.SelfRef(), m.ObjectVerb.ENTERS),
                             "When this permanent enters"), rule=RULE)
    what = kind.text()
    exile = ChampionOrSacrifice(f"Sacrifice it unless you exile another {what} you control.",
                                filter_test(kind), what)
    return d.TriggeredAbility(enters, (exile,), keyword=m.KeywordName.CHAMPION)


__all__ = ["RETURNS", "champion_enters"]
