"""Hideaway N (702.75a) as the triggered ability it stands for, and the older printed
"Hideaway" (702.75b): hideaway 4, and "[This permanent] enters tapped."."""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from rulings_kit.cards import model as m
from rulings_kit.cards.lower.triggers import trigger
from rulings_kit.core import definitions as d
from rulings_kit.core.hideaway import RULE, HideAway
from rulings_kit.core.words import number_word

#: what the older printed "Hideaway" looks at (702.75b)
OLDER_N = 4


@cache  # one ability for each N: a trace reads it back as the same
def hideaway(n: int) -> d.TriggeredAbility:
    """Hideaway N (702.75a): "When this permanent enters, look at the top N cards of your
    library. Exile one of them face down and put the rest on the bottom of your library in
    a random order." (the exiled card may be looked at by the player who controls the
    permanent: ``FaceDown.seen``)."""
    enters = replace(trigger(m.ObjectEvent(m.SelfRef(), m.ObjectVerb.ENTERS),
                             "When this permanent enters"), rule=RULE)
    words = (f"Look at the top {number_word(n)} cards of your library. Exile one of them "
             "face down and put the rest on the bottom of your library in a random order.")
    return d.TriggeredAbility(enters, (HideAway(words, n),), keyword=m.KeywordName.HIDEAWAY)


#: the ability the older printed "Hideaway" also stands for (702.75b)
ENTERS_TAPPED = d.EntersWith(tapped=True, rule="702.75b",
                             text="This permanent enters tapped.")


def hideaway_abilities(n: int) -> list[d.TriggeredAbility | d.EntersWith]:
    """Hideaway N, or (``n`` 0) the older "Hideaway": hideaway 4 and enters tapped
    (702.75b)."""
    if n:
        return [hideaway(n)]
    return [ENTERS_TAPPED, hideaway(OLDER_N)]


__all__ = ["ENTERS_TAPPED", "OLDER_N", "hideaway", "hideaway_abilities"]
