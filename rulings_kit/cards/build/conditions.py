"""Conditions of the card vocabulary as tests the engine runs: of "if" clauses (608.2c),
intervening "if" clauses (603.4) and "as long as" (611.3a)."""

from __future__ import annotations

from collections.abc import Callable

from rulings_kit.cards import model as m
from rulings_kit.cards.build.filters import filter_test, zone_of
from rulings_kit.cards.build.strict import Unsupported, require_handled
from rulings_kit.core.effects.conditional import Condition, WasKicked
from rulings_kit.core.effects.flow import SourceHolds, YouDid
from rulings_kit.core.selection import ObjectTest
from rulings_kit.core.state import GameObject, GameState, Zone
from rulings_kit.core.turn_record import Did

#: (state, the ability's source) -> whether the condition holds
SourceTest = Callable[[GameState, GameObject], bool]


def source_test(c: m.Condition, static: bool = False) -> SourceTest:
    """A condition that reads only the game and the source: "you control a Wizard",
    "it's your turn", "it's attacking", "you have 10 or more life"."""
    require_handled(c)
    if c.test == "control" and c.filter is not None:
        if static and (c.filter.keyword or (c.filter.compare is not None
                                            and c.filter.compare.what != "mana value")):
            raise Unsupported(c.text())  # would read what its own effect changes (613.8)
        test = filter_test(c.filter)
        anyone = isinstance(c.subject, m.PlayerRef) and c.subject.who == "any player"
        return _at_least(max(c.n, 1), Zone.BATTLEFIELD, lambda s, me, p: (
            anyone or p.controller == me.controller) and test(s, me, p))
    if c.test == "there are" and c.filter is not None and (zone := zone_of(c.filter.zone)):
        # "there are three or more land cards in your graveyard"
        return _at_least(max(c.n, 1), zone[0], filter_test(c.filter))
    if c.test == "your turn":
        return lambda s, me: s.active == me.controller
    if c.test == "attacking" and isinstance(c.subject, m.ItRef | m.SelfRef):
        return lambda s, me: s.has(me.id) and s.obj(me.id).attacking
    if c.test == "life at least":
        return lambda s, me: s.player(me.controller).life >= c.n
    if c.test == "drawn this turn" and isinstance(c.subject, m.PlayerRef) and \
            c.subject.is_you:  # the turn record keeps the cards drawn (121.1)
        return lambda s, me: s.this_turn.count(Did.DRAW, me.controller) >= max(c.n, 1)
    if c.test == "kicked" and isinstance(c.subject, m.ItRef | m.SelfRef):
        return lambda s, me: s.this_turn.was_kicked(me.id)  # its spell was (702.33e)
    if c.test == "died this turn" and isinstance(c.subject, m.EachRef) and \
            c.subject.filter == m.Filter(("creature",)):  # the turn record keeps deaths (700.4)
        return lambda s, me: s.this_turn.count(Did.DIE) >= 1
    if c.test == "gained life" and isinstance(c.subject, m.PlayerRef) and c.subject.is_you:
        # all the life gained this turn together (119.9); "gained life": at least 1
        return lambda s, me: s.this_turn.life_gained(me.controller) >= max(c.n, 1)
    raise Unsupported(c.text())


def _at_least(n: int, zone: Zone, test: ObjectTest) -> SourceTest:
    """Whether ``n`` or more objects in ``zone`` pass ``test``: "you control three or more
    creatures" (counting stops at ``n``)."""
    def holds(s: GameState, me: GameObject) -> bool:
        found = 0
        for o in s.in_zone(zone):
            if test(s, me, o):
                found += 1
                if found >= n:
                    return True
        return False

    return holds


def resolution_condition(c: m.Condition, in_spell: bool) -> Condition:
    """A condition checked as a spell or ability resolves (608.2c)."""
    if c.test == "did":
        return YouDid()
    if c.test == "kicked" and in_spell:
        return WasKicked()
    return SourceHolds(source_test(c), f"if {c.text()}")
