"""Static abilities' replacement and prevention effects on damage about to be dealt:
"If a source you control would deal damage to a permanent or player, it deals double
that damage to that permanent or player instead." (614.1a), "If a red source would deal
damage to you, prevent 1 of that damage." (615.10). :mod:`rulings_kit.core.prevention`
applies them with the other effects on the same damage, in the order the affected
player or controller chooses (616.1)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rulings_kit.core.player_rules import Whom
from rulings_kit.core.state import Affects, GameObject, GameState, Target, Zone


@dataclass(frozen=True)
class ChangesDamage:
    """Damage a source ``by`` picks (None: any) would deal to a player ``players`` names
    or to a permanent ``to`` picks (both None: to anything), all seen from the ability's
    permanent, combat damage only or (``combat`` False) noncombat damage only: dealt
    ``times`` over plus ``plus`` (614.1a: "double that damage", "that much damage minus
    1"), or, with ``prevents``, ``amount`` of it prevented (615.10; None: all of it), or
    all but ``keeps`` of it."""

    by: Affects | None = None
    players: Whom | None = None
    to: Affects | None = None
    combat: bool | None = None
    times: int = 1
    plus: int = 0
    prevents: bool = False
    amount: int | None = None
    keeps: int = 0
    text: str = ""
    #: a prevention's additional effect (615.5), done as the permanent's instructions
    #: right after the damage event, once for each object or player the damage it
    #: prevented would have been dealt to; ``then_words`` says it
    then: tuple[Any, ...] = ()
    then_words: str = ""

    def applies(self, state: GameState, perm: GameObject, source: GameObject, target: Target,
                victim: GameObject | None, combat: bool) -> bool:
        if self.combat is not None and self.combat != combat:
            return False
        if self.by is not None and not self.by(state, perm, source):
            return False
        if self.players is None and self.to is None:
            return True
        if isinstance(target, str):
            return self.players is not None and _names(self.players, perm, target)
        return self.to is not None and victim is not None and \
            victim.zone is Zone.BATTLEFIELD and self.to(state, perm, victim)

    def changed(self, amount: int) -> int:
        """The damage dealt instead of ``amount`` (614.1a), or left once it prevents what
        it prevents (615.10)."""
        if not self.prevents:
            return max(0, amount * self.times + self.plus)
        if self.keeps:
            return min(amount, self.keeps)
        return 0 if self.amount is None else max(0, amount - self.amount)


def _names(whom: Whom, perm: GameObject, player: str) -> bool:
    if whom is Whom.CONTROLLER:
        return player == perm.controller
    if whom is Whom.OPPONENTS:
        return player != perm.controller
    return True
