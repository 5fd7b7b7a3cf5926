"""Keywords that stand for a triggered ability about combat, each built as the ability its
rule gives it, in the card vocabulary's words: battle cry (702.91a), ingest (702.115a),
annihilator N (702.86a) and afflict N (702.130a). The card's own keyword line builds them
(a grant of one is refused: ``statics.TRIGGERED_KEYWORDS``)."""

from __future__ import annotations

from collections.abc import Callable

from rulings_kit.cards import model as m

K = m.KeywordName

#: "Whenever this creature attacks" (508.3a), "becomes blocked" (509.3c), "deals combat
#: damage to a player" (510.3a)
_ATTACKS = m.ObjectEvent(m.SelfRef(), m.ObjectVerb.ATTACKS)
_BLOCKED = m.ObjectEvent(m.SelfRef(), m.ObjectVerb.BECOMES_BLOCKED)
_DAMAGES = m.ObjectEvent(m.SelfRef(), m.ObjectVerb.DEALS_COMBAT_DAMAGE_TO_A_PLAYER)
_DEFENDING = m.PlayerRef(m.Who.DEFENDING_PLAYER)  # 506.2, 508.5


def battle_cry(_: int = 0) -> m.TriggeredAbilityText:
    """Battle cry (702.91a): "Whenever this creature attacks, each other attacking creature
    gets +1/+0 until end of turn." """
    others = m.Filter((m.CREATURE,), (m.Adjective(m.StateWord.OTHER),
                                      m.Adjective(m.StateWord.ATTACKING)))
    return m.TriggeredAbilityText("Whenever", _ATTACKS, m.Pump(
        m.EachRef(others, m.Article.EACH), "+1", "+0",
        m.Duration(m.DurationWords.UNTIL_END_OF_TURN)))


def ingest(_: int = 0) -> m.TriggeredAbilityText:
    """Ingest (702.115a): "Whenever this creature deals combat damage to a player, that
    player exiles the top card of their library." """
    return m.TriggeredAbilityText("Whenever", _DAMAGES, m.ExileTop(
        m.Fixed(1), who=m.PlayerRef(m.Who.THAT_PLAYER)))


def annihilator(n: int) -> m.TriggeredAbilityText:
    """Annihilator N (702.86a): "Whenever this creature attacks, defending player
    sacrifices N permanents." """
    permanent = m.Filter((m.Kind((), (m.KindWord.PERMANENT,)),))
    return m.TriggeredAbilityText("Whenever", _ATTACKS, m.Sacrifice(
        _DEFENDING, m.KindWord.PERMANENT.value, permanent, m.Fixed(n)))


def afflict(n: int) -> m.TriggeredAbilityText:
    """Afflict N (702.130a): "Whenever this creature becomes blocked, defending player
    loses N life." """
    return m.TriggeredAbilityText("Whenever", _BLOCKED, m.LoseLife(_DEFENDING, m.Fixed(n)))


#: keyword -> (its rule, whether it takes a number, the triggered ability it stands for);
#: each instance triggers on its own (702.91b, 702.115b, 702.86b, 702.130b)
COMBAT_TRIGGERS: dict[m.KeywordName, tuple[str, bool,
                                           Callable[[int], m.TriggeredAbilityText]]] = {
    K.BATTLE_CRY: ("702.91a", False, battle_cry),
    K.INGEST: ("702.115a", False, ingest),
    K.ANNIHILATOR: ("702.86a", True, annihilator),
    K.AFFLICT: ("702.130a", True, afflict),
}


__all__ = ["COMBAT_TRIGGERS", "afflict", "annihilator", "battle_cry", "ingest"]
