"""Conditions on what one opponent controls or holds, seen from the source: "if an opponent
controls seven or more lands", "as long as an opponent controls a black permanent", "if an
opponent controls more lands than you", "if an opponent has no cards in hand".

"An opponent" is one of them (102.3): in a game of more than two players, the counts are
each opponent's own, never added up across opponents. A player who left the game is no
longer an opponent (800.4a).
"""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core.filters import ObjectTest
from rulings_kit.core.state import GameObject, GameState, Zone
from rulings_kit.core.values import PART, Part


def _opponents(s: GameState, me: GameObject) -> tuple[str, ...]:
    return tuple(p.name for p in s.players if p.name != me.controller and not p.lost)


def _count(s: GameState, me: GameObject, player: str, test: ObjectTest) -> int:
    return sum(1 for o in s.in_zone(Zone.BATTLEFIELD)
               if o.controller == player and test(s, me, o))


@dataclass(**PART)
class OpponentControls(Part):
    """"an opponent controls a black permanent" (``n`` 1), "... seven or more lands", and
    with ``at_most`` "an opponent controls no basic lands" (``n`` 0): some one opponent
    controls at least (at most) ``n`` permanents passing ``test``."""

    n: int
    test: ObjectTest
    at_most: bool = False

    def __call__(self, s: GameState, me: GameObject) -> bool:
        counts = (_count(s, me, p, self.test) for p in _opponents(s, me))
        return any(c <= self.n if self.at_most else c >= self.n for c in counts)


@dataclass(**PART)
class OpponentControlsMore(Part):
    """"an opponent controls more lands than you": some one opponent controls more
    permanents passing ``test`` than the source's controller does."""

    test: ObjectTest

    def __call__(self, s: GameState, me: GameObject) -> bool:
        mine = _count(s, me, me.controller, self.test)
        return any(_count(s, me, p, self.test) > mine for p in _opponents(s, me))


@dataclass(**PART)
class OpponentEmptyHand(Part):
    """"an opponent has no cards in hand" (402.1): some one opponent's hand is empty."""

    def __call__(self, s: GameState, me: GameObject) -> bool:
        return any(not s.player(p).hand for p in _opponents(s, me))


@dataclass(**PART)
class MoreThanOpponents(Part):
    """"an opponent has more life than you" (``theirs``), "you have more life than an
    opponent", "... more cards in hand than each opponent" (``each``): life totals (119.1)
    or the cards in hand (402.1) compared, one opponent at a time (102.3)."""

    hand: bool = False
    theirs: bool = False
    each: bool = False

    def __call__(self, s: GameState, me: GameObject) -> bool:
        def of(name: str) -> int:
            p = s.player(name)
            return len(p.hand) if self.hand else p.life

        mine = of(me.controller)
        more = [of(p) > mine if self.theirs else mine > of(p) for p in _opponents(s, me)]
        return bool(more) and (all(more) if self.each else any(more))
