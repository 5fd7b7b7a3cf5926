"""Static restrictions with an exception (508.1c, 509.1b): "~ can't attack unless you
control an artifact.", "~ can't block unless you control another Zombie.", "~ can't attack
or block unless you have seven or more cards in hand." Each is the restriction as a
static effect whose condition is the exception's negation (core/unless.py): it applies
while the exception doesn't hold, checked as attackers or blockers are declared (611.3a).
An exception about the defending player is asked of the player the creature would attack
(506.2); one that is a cost ("unless you pay {2}", 508.1d, 508.1g-h) is not a condition and
is refused by the grammar.
"""

from __future__ import annotations

from dataclasses import replace

from rulings_kit.cards import model as m
from rulings_kit.cards.lower.conditions import source_test
from rulings_kit.cards.lower.strict import Unsupported
from rulings_kit.core.conditions import SourceTest
from rulings_kit.core.filters import IsSource
from rulings_kit.core.statics import StaticEffect
from rulings_kit.core.unless import (
    DefenderGraveyardAtLeast,
    DefenderIsMonarch,
    DefenderPoisoned,
    MoreThanOpponent,
    UnlessHolds,
)

#: the restrictions an exception may follow, as the engine says them (508.1c, 509.1b)
_RULES = {m.Restriction.CANT_ATTACK: "can't attack",
          m.Restriction.CANT_BLOCK: "can't block",
          m.Restriction.CANT_ATTACK_OR_BLOCK: "can't attack or block"}
#: "their graveyard": the cards of the player the condition names (404.2)
_THEIR_GRAVEYARD = m.Filter((), noun=m.FilterNoun.CARD, zone=m.FilterZone.IN_THEIR_GRAVEYARD)
#: "more creatures / lands than defending player": what is counted (lands or creatures)
_COUNTED = {m.Filter((m.CREATURE,)): False, m.Filter((m.LAND,)): True}
#: the player "than" names: the defending player, or the attacking player as it blocks
_THAN = {m.Test.MORE_THAN_DEFENDING: False, m.Test.MORE_THAN_ATTACKING: True}


def restriction_unless(e: m.Restrict, text: str) -> StaticEffect:
    """``e``, a restriction on the ability's own object with an exception, as a static
    effect (508.1c, 509.1b)."""
    if e.unless is None or e.rule not in _RULES or e.duration is not None or \
            e.by is not None or e.abilities_of is not None or not isinstance(e.what, m.SelfRef):
        raise Unsupported(e.text())
    return StaticEffect(text, IsSource(), restriction=_RULES[e.rule],
                        condition=UnlessHolds(exception(e.unless)))


def exception(c: m.ConditionText) -> SourceTest:
    """What the exception asks, seen from the restricted object: the defending player
    (506.2) as the declaration is checked, or the game (cards/lower/conditions.py); "it"
    is the object itself."""
    T = m.Test
    who = c.subject.who if isinstance(c.subject, m.PlayerRef) else None
    match c.test:
        case T.POISONED if who is m.Who.DEFENDING_PLAYER:  # 122.1f
            return DefenderPoisoned()
        case T.MONARCH if who is m.Who.DEFENDING_PLAYER:  # 725.1
            return DefenderIsMonarch()
        case T.HAS if who is m.Who.DEFENDING_PLAYER and c.filter == _THEIR_GRAVEYARD:
            return DefenderGraveyardAtLeast(c.n)  # 404.2
        case T.MORE_THAN_DEFENDING | T.MORE_THAN_ATTACKING if who is m.Who.YOU and \
                c.filter in _COUNTED:  # "you control more creatures than defending player"
            return MoreThanOpponent(_COUNTED[c.filter], attacking=_THAN[c.test])
    if c.subject == m.ItRef(m.It.IT):  # "unless it has five or more +1/+1 counters on it"
        c = replace(c, subject=m.SelfRef())
    return source_test(c)


__all__ = ["exception", "restriction_unless"]
