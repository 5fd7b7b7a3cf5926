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
from rulings_kit.cards.lower.filters import filter_test
from rulings_kit.cards.lower.strict import Unsupported
from rulings_kit.core.conditions import SourceTest
from rulings_kit.core.filters import IsSource
from rulings_kit.core.statics import StaticEffect
from rulings_kit.core.unless import (
    ALSO_ATTACKING,
    ALSO_BLOCKING,
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


#: "can't attack unless a black or green creature also attacks", "can't block unless at
#: least two other creatures block": the restriction on the whole declaration (508.1c,
#: 509.1b)
_DECLARED_WITH = {(m.Restriction.CANT_ATTACK, m.Test.ALSO_ATTACKS): ALSO_ATTACKING,
                  (m.Restriction.CANT_ATTACK, m.Test.OTHERS_ATTACK): ALSO_ATTACKING,
                  (m.Restriction.CANT_BLOCK, m.Test.ALSO_BLOCKS): ALSO_BLOCKING,
                  (m.Restriction.CANT_BLOCK, m.Test.OTHERS_BLOCK): ALSO_BLOCKING}


def restriction_unless(e: m.Restrict, text: str) -> StaticEffect:
    """``e``, a restriction on the ability's own object with an exception, as a static
    effect (508.1c, 509.1b)."""
    if e.unless_pays:  # "unless its controller pays {3}": costs to attack or block
        raise Unsupported(f"{e.text()}: a cost to attack or block (508.1h, 509.1d), which "
                          "the engine doesn't carry out")
    if e.unless is None or e.rule not in _RULES or e.duration is not None or \
            e.by is not None or e.abilities_of is not None or not isinstance(e.what, m.SelfRef):
        raise Unsupported(e.text())
    c = e.unless
    if (e.rule, c.test) in _DECLARED_WITH and c.filter is not None:  # 508.1c, 509.1b
        return StaticEffect(text, IsSource(), restriction=_DECLARED_WITH[e.rule, c.test],
                            by=filter_test(c.filter), at_least=max(c.n, 1))
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
